//! Loading the CUDA driver library without ever panicking, and turning `CUresult`s into errors.
//!
//! cudarc loads `libcuda.so` on the first call of any entry point and panics when the library or
//! the symbol is missing. [`load`] therefore checks, once, that the library is there
//! ([`sys::is_culib_present`]), that it has every entry point this module calls, and that
//! `cuInit` succeeds; nothing else in `cuda` touches the driver before [`load`] succeeded.

use std::sync::OnceLock;

use cudarc::driver::sys;

use crate::error::{Error, Result};

/// Every driver entry point the `cuda` module calls, by the symbol name cudarc loads for it
/// (the `cuda-12080` bindings use the `_v2` variants where the driver has them).
const ENTRY_POINTS: &[&str] = &[
    "cuInit",
    "cuDriverGetVersion",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDeviceGetAttribute",
    "cuDeviceTotalMem_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxSetCurrent",
    "cuStreamCreate",
    "cuStreamSynchronize",
    "cuStreamDestroy_v2",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventElapsedTime",
    "cuEventDestroy_v2",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemcpyHtoDAsync_v2",
    "cuMemcpyDtoHAsync_v2",
    "cuMemsetD8Async",
    "cuModuleLoadDataEx",
    "cuModuleUnload",
    "cuModuleGetFunction",
    "cuFuncGetAttribute",
    "cuFuncSetAttribute",
    "cuLaunchKernel",
];

/// What loading the driver found.
#[derive(Clone, Debug)]
enum State {
    /// `cuInit` succeeded.
    Ready,
    /// `cuInit` reported `CUDA_ERROR_NO_DEVICE`: a driver, but no GPU.
    NoDevice,
    /// No usable driver, and why.
    Missing(String),
}

fn state() -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| {
        // SAFETY: only tries to open the library (dlopen) under its usual names.
        if !unsafe { sys::is_culib_present() } {
            return State::Missing("the CUDA driver library (libcuda.so) was not found".to_string());
        }
        // SAFETY: the library is present (checked above), so `culib` returns it.
        let lib = unsafe { sys::culib() };
        for name in ENTRY_POINTS {
            // SAFETY: only looks the symbol up; it is not called through this pointer type.
            if unsafe { lib.get::<unsafe extern "C" fn()>(name.as_bytes()) }.is_err() {
                return State::Missing(format!("the CUDA driver library has no entry point {name} (driver too old?)"));
            }
        }
        // SAFETY: the library and the symbol are there; cuInit takes flags 0.
        match unsafe { sys::cuInit(0) } {
            sys::CUresult::CUDA_SUCCESS => State::Ready,
            sys::CUresult::CUDA_ERROR_NO_DEVICE => State::NoDevice,
            code => State::Missing(format!("cuInit failed with {}", code_name(code))),
        }
    })
}

/// Loads and initialises the driver: `Ok(true)` when it works, `Ok(false)` when it works but
/// reports no device, [`Error::NoCuda`] when there is no usable driver.
pub(crate) fn load() -> Result<bool> {
    match state() {
        State::Ready => Ok(true),
        State::NoDevice => Ok(false),
        State::Missing(detail) => Err(Error::NoCuda { detail: detail.clone() }),
    }
}

/// Whether the driver loaded and initialised (with or without a device).
pub(crate) fn ready() -> bool {
    matches!(state(), State::Ready | State::NoDevice)
}

/// Turns a `CUresult` into a `Result`.
pub(crate) fn check(call: &'static str, code: sys::CUresult) -> Result<()> {
    if code == sys::CUresult::CUDA_SUCCESS { Ok(()) } else { Err(error(call, code)) }
}

/// The error for a failed call.
pub(crate) fn error(call: &'static str, code: sys::CUresult) -> Error {
    Error::Cuda { call, code: code as i32, name: code_name(code) }
}

/// The symbolic name of a `CUresult`, e.g. `CUDA_ERROR_INVALID_PTX` (cudarc's enum variants are
/// named after the driver's constants).
pub(crate) fn code_name(code: sys::CUresult) -> String {
    format!("{code:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_their_driver_names() {
        assert_eq!(code_name(sys::CUresult::CUDA_ERROR_INVALID_PTX), "CUDA_ERROR_INVALID_PTX");
        let e = error("cuMemAlloc", sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY);
        assert_eq!(e.to_string(), "CUDA call cuMemAlloc failed with CUDA_ERROR_OUT_OF_MEMORY (2)");
        assert!(check("cuInit", sys::CUresult::CUDA_SUCCESS).is_ok());
    }
}

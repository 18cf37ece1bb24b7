//! Status codes, the thread's last error message, and the guard that keeps Rust panics from
//! crossing into C.

use std::cell::RefCell;
use std::ffi::{CStr, CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

use tinyc_runtime::Error;

/// What a libtinyc call returns. On anything but `TINYC_SUCCESS`, `tinyc_last_error()` describes
/// what went wrong.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum tinyc_status_t {
    /// The call did what it was asked.
    TINYC_SUCCESS = 0,
    /// An argument is invalid: a null pointer where the header forbids it, an unknown enumerator,
    /// a name that is not UTF-8, a host object that does not fit (a device not in the context,
    /// a `cl_mem` or a queue of another context; SVM pointers and wait events are not traced).
    TINYC_ERROR_INVALID_ARGUMENT = 1,
    /// The tensor-language program has errors (the diagnostics say which; rendered in the last
    /// error message), or warnings that the options deny.
    TINYC_ERROR_COMPILE = 2,
    /// A launch's arguments do not fit the kernel: their number, kinds, element types, constant
    /// sizes and strides, buffer bounds, group members, or the grid and work-group size.
    TINYC_ERROR_LAUNCH = 3,
    /// The device or this build cannot do what was asked (no SVM for groups, no SPIR-V, no f64,
    /// no CUDA driver).
    TINYC_ERROR_UNSUPPORTED = 4,
    /// An OpenCL call failed (the message names the call and the code).
    TINYC_ERROR_OPENCL = 5,
    /// The OpenCL driver rejected the program (the message holds the build log).
    TINYC_ERROR_BUILD = 6,
    /// A kernel was enqueued but failed on the device.
    TINYC_ERROR_EXECUTION = 7,
    /// The environment lacks something: `tinyc-mlir` (for SPIR-V and PTX), CUDA's libdevice.
    TINYC_ERROR_ENVIRONMENT = 8,
    /// A bug in tinyc (an internal compiler error, or a panic caught at the boundary).
    TINYC_ERROR_INTERNAL = 9,
}

use tinyc_status_t::*;

/// Why a call failed: the status and the message `tinyc_last_error` returns.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) status: tinyc_status_t,
    pub(crate) message: String,
}

impl Failure {
    pub(crate) fn new(status: tinyc_status_t, message: impl Into<String>) -> Failure {
        Failure { status, message: message.into() }
    }

    /// An invalid argument.
    pub(crate) fn invalid(message: impl Into<String>) -> Failure {
        Failure::new(TINYC_ERROR_INVALID_ARGUMENT, message)
    }

    /// The runtime's error about `what` (an argument, a buffer), its message starting with it.
    pub(crate) fn about(what: &str, e: Error) -> Failure {
        let mut f = Failure::from(e);
        f.message = format!("{what}: {}", f.message);
        f
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        let status = match &e {
            Error::Compile { .. } => TINYC_ERROR_COMPILE,
            Error::Build { .. } => TINYC_ERROR_BUILD,
            Error::OpenCl { .. } | Error::Cuda { .. } | Error::PtxLoad { .. } => TINYC_ERROR_OPENCL,
            Error::SvmUnsupported { .. }
            | Error::GroupsNeedSvm { .. }
            | Error::SpirvUnsupported { .. }
            | Error::NoCuda { .. }
            | Error::NoCudaDevice { .. }
            | Error::NoPlatform { .. }
            | Error::NoDevice { .. } => TINYC_ERROR_UNSUPPORTED,
            Error::Execution { .. } | Error::CudaExecution { .. } => TINYC_ERROR_EXECUTION,
            Error::HostObject { .. }
            | Error::UnknownKernel { .. }
            | Error::Recipe { .. }
            | Error::NoParameter { .. } => TINYC_ERROR_INVALID_ARGUMENT,
            Error::Signature { .. } => TINYC_ERROR_INTERNAL,
            // Everything else is about a launch's arguments, grid or work-group.
            _ => TINYC_ERROR_LAUNCH,
        };
        Failure::new(status, e.to_string())
    }
}

pub(crate) type Result<T, E = Failure> = std::result::Result<T, E>;

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// `text` as a C string; a NUL byte, which a C string cannot hold, is shown as U+2400.
pub(crate) fn c_string(text: &str) -> CString {
    CString::new(text.replace('\0', "\u{2400}")).unwrap_or_default()
}

fn set_last_error(message: &str) {
    let text = c_string(message);
    LAST_ERROR.with(|last| *last.borrow_mut() = text);
}

/// The message of the last call on this thread that did not return `TINYC_SUCCESS` (empty before
/// the first). The text stays valid until the next failing call on this thread.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_last_error() -> *const c_char {
    LAST_ERROR.with(|last| last.borrow().as_ptr())
}

/// The name of a status code, such as `"TINYC_ERROR_COMPILE"`; `"unknown status"` for a value
/// that is none. A static string.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_status_name(status: i32) -> *const c_char {
    let name: &'static CStr = match status {
        0 => c"TINYC_SUCCESS",
        1 => c"TINYC_ERROR_INVALID_ARGUMENT",
        2 => c"TINYC_ERROR_COMPILE",
        3 => c"TINYC_ERROR_LAUNCH",
        4 => c"TINYC_ERROR_UNSUPPORTED",
        5 => c"TINYC_ERROR_OPENCL",
        6 => c"TINYC_ERROR_BUILD",
        7 => c"TINYC_ERROR_EXECUTION",
        8 => c"TINYC_ERROR_ENVIRONMENT",
        9 => c"TINYC_ERROR_INTERNAL",
        _ => c"unknown status",
    };
    name.as_ptr()
}

/// Runs the body of a C entry point: its failure becomes the status and the thread's last error;
/// a panic is caught here (never unwinding into C) and reported as `TINYC_ERROR_INTERNAL`.
pub(crate) fn guard(body: impl FnOnce() -> Result<()>) -> tinyc_status_t {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => TINYC_SUCCESS,
        Ok(Err(failure)) => {
            set_last_error(&failure.message);
            failure.status
        }
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_string());
            set_last_error(&format!("internal error in libtinyc (a bug; please report it): {what}"));
            TINYC_ERROR_INTERNAL
        }
    }
}

/// Runs a getter: its value, or `fallback` if it panics (which it should not).
pub(crate) fn getter<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// A C string argument as `&str`; `what` names it in the error.
///
/// # Safety
/// `ptr` is null or a NUL-terminated string that lives for `'a`.
pub(crate) unsafe fn c_str<'a>(ptr: *const c_char, what: &str) -> Result<Option<&'a str>> {
    if ptr.is_null() {
        return Ok(None);
    }
    // SAFETY: a NUL-terminated string (the caller's promise).
    let s = unsafe { CStr::from_ptr(ptr) };
    s.to_str().map(Some).map_err(|_| Failure::invalid(format!("{what} is not UTF-8")))
}

/// A C string argument that must not be null.
///
/// # Safety
/// As [`c_str`].
pub(crate) unsafe fn required_str<'a>(ptr: *const c_char, what: &str) -> Result<&'a str> {
    // SAFETY: the caller's promise.
    unsafe { c_str(ptr, what) }?.ok_or_else(|| Failure::invalid(format!("{what} is null")))
}

/// The bytes of a program text: `length` bytes at `source`, or up to its NUL when `length` is 0.
///
/// # Safety
/// `source` is null, or points to `length` readable bytes (a NUL-terminated string when
/// `length` is 0) that live for `'a`.
pub(crate) unsafe fn source_bytes<'a>(source: *const c_char, length: usize) -> Result<&'a [u8]> {
    if source.is_null() {
        return Err(Failure::invalid("the program text (source) is null"));
    }
    if length == 0 {
        // SAFETY: a NUL-terminated string (the caller's promise for length 0).
        return Ok(unsafe { CStr::from_ptr(source) }.to_bytes());
    }
    if length > isize::MAX as usize {
        return Err(Failure::invalid(format!("the program text's length {length} is more than memory can hold")));
    }
    // SAFETY: `length` readable bytes (the caller's promise), within isize::MAX.
    Ok(unsafe { std::slice::from_raw_parts(source.cast::<u8>(), length) })
}

/// Writes a new handle to an out-parameter that must not be null.
///
/// # Safety
/// `out` is null or valid for a write.
pub(crate) unsafe fn put<T>(out: *mut *mut T, value: Box<T>) -> Result<()> {
    if out.is_null() {
        return Err(Failure::invalid("the result pointer is null"));
    }
    // SAFETY: a valid pointer (the caller's promise), checked non-null.
    unsafe { *out = Box::into_raw(value) };
    Ok(())
}

/// Checks that an out-parameter is not null, and clears it, before the work starts.
///
/// # Safety
/// `out` is null or valid for a write.
pub(crate) unsafe fn clear<T>(out: *mut *mut T) -> Result<()> {
    if out.is_null() {
        return Err(Failure::invalid("the result pointer is null"));
    }
    // SAFETY: as above.
    unsafe { *out = std::ptr::null_mut() };
    Ok(())
}

/// A handle argument that must not be null.
///
/// # Safety
/// `handle` is null or a live handle of this type made by libtinyc.
pub(crate) unsafe fn handle<'a, T>(handle: *const T, what: &str) -> Result<&'a T> {
    // SAFETY: the caller's promise.
    unsafe { handle.as_ref() }.ok_or_else(|| Failure::invalid(format!("the {what} handle is null")))
}

/// Drops a handle made by `Box::into_raw` (null is ignored).
///
/// # Safety
/// `handle` is null or a live handle of this type that is not used afterwards.
pub(crate) unsafe fn destroy<T>(handle: *mut T) {
    if !handle.is_null() {
        let _ = catch_unwind(AssertUnwindSafe(|| {
            // SAFETY: made by `Box::into_raw`, given back once (the caller's promise).
            drop(unsafe { Box::from_raw(handle) });
        }));
    }
}

/// The body of a `*_kernel_create` call: the handle `open` makes for kernel `name` of
/// `program`, written to `result`.
///
/// # Safety
/// `program` is null or a live handle; `name` null or NUL-terminated; `result` null or writable.
pub(crate) unsafe fn create_kernel<P, K>(
    program: *const P,
    name: *const c_char,
    result: *mut *mut K,
    open: impl FnOnce(&P, &str) -> Result<K>,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises.
        unsafe { clear(result) }?;
        let program = unsafe { handle(program, "program") }?;
        let name = unsafe { required_str(name, "the kernel name") }?;
        let kernel = open(program, name)?;
        unsafe { put(result, Box::new(kernel)) }
    })
}

//! The CUDA JIT on the host's own context: PTX from `tinyc-mlir` loaded into the CUDA context
//! current on the calling thread, kernels enqueued on the host's streams over its device memory.
//! The driver (`libcuda`) is loaded at run time: libtinyc builds and runs without one, and these
//! calls then return `TINYC_ERROR_UNSUPPORTED`.

use std::ffi::{CString, c_char, c_void};
use std::ptr;

use tinyc_frontend::{Device, Frontend, Source};
use tinyc_runtime::KernelSignature;
use tinyc_runtime::cuda::{Context, ExternalBuffer, Kernel, Program};

use crate::args::{Buffers, grid3, slice, tinyc_arg_t, tinyc_memref_t};
use crate::compile::{lang_of, mlir_route, tinyc_lang_t};
use crate::info::{KernelInfo, scalar_of, tinyc_kernel_info_t};
use crate::status::{
    Failure, Result, c_str, c_string, clear, create_kernel, destroy, guard, handle, put, source_bytes, tinyc_status_t,
};

/// A program loaded into a CUDA context.
pub struct tinyc_cuda_program_t {
    program: Program,
    warnings: CString,
    ptx: CString,
}

/// A kernel of a CUDA program, ready to enqueue.
pub struct tinyc_cuda_kernel_t {
    kernel: Kernel,
    info: KernelInfo,
}

/// The PTX architecture for a device of compute capability `cc`: its own up to `sm_90`, the
/// newest tinyc writes (PTX runs on later devices, compiled by the driver).
fn arch_of((major, minor): (i32, i32)) -> String {
    if (major, minor) >= (9, 0) { "sm_90".to_string() } else { format!("sm_{major}{minor}") }
}

/// Checks a tensor-language program for the device of the CUDA context that is current on the
/// calling thread (`cuCtxSetCurrent`, `cuCtxPushCurrent`, or the CUDA runtime's context), and
/// loads its PTX there (`cuModuleLoadDataEx`).
///
/// `source`, `length` and `name` are as for `tinyc_compile`; `lang` is a `TINYC_LANG_*` value.
/// `ptx` is null to compile the program with `tinyc-mlir` for the device's architecture (`sm_90`
/// for newer devices, which the driver compiles it for), or the NUL-terminated PTX of this
/// program made earlier (`tinyc compile --target ptx`, `tinyc_add_kernels(… TARGET ptx)`,
/// `tinyc_compile`): then nothing but the front end runs, and every kernel's entry is checked
/// against its ABI before the driver loads it.
///
/// Returns `TINYC_ERROR_UNSUPPORTED` without a CUDA driver, `TINYC_ERROR_INVALID_ARGUMENT` when
/// no context is current or the device is older than `sm_70`, `TINYC_ERROR_COMPILE` with the
/// rendered diagnostics when the program has errors, `TINYC_ERROR_ENVIRONMENT` without
/// `tinyc-mlir` (when `ptx` is null), `TINYC_ERROR_INVALID_ARGUMENT` for given PTX without the
/// program's kernels and parameters, `TINYC_ERROR_OPENCL` with the JIT log when the driver
/// refuses it.
///
/// The context must outlive the program and its kernels; calls on them make it current on the
/// calling thread.
///
/// # Safety
/// `source` and `name` as for `tinyc_compile`; `ptx` null or NUL-terminated; `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_program_create(
    source: *const c_char,
    length: usize,
    name: *const c_char,
    lang: tinyc_lang_t,
    ptx: *const c_char,
    result: *mut *mut tinyc_cuda_program_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let bytes = unsafe { source_bytes(source, length) }?;
        let name = unsafe { c_str(name, "the program name") }?.unwrap_or("<memory>");
        let given = unsafe { c_str(ptx, "the PTX") }?;
        let lang = lang_of(lang)?;
        // SAFETY: the host keeps its context alive (documented).
        let ctx = unsafe { Context::from_current() }?;
        let arch = arch_of(ctx.compute_capability());
        let source = Source::new(name, bytes);
        let checked = Frontend::new(Device::nvidia_arch(&arch))
            .with_lang(lang)
            .run(&source)
            .map_err(|diags| Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, source.render(&diags)))?;
        let warnings = c_string(&source.render(&checked.warnings));
        let ptx = match given {
            Some(text) => text.to_string(),
            None => {
                let arch = format!("--arch={arch}");
                let code = mlir_route(&source, checked.module.lang, &["--target", "ptx", &arch], 3)?;
                String::from_utf8(code).map_err(|_| {
                    Failure::new(tinyc_status_t::TINYC_ERROR_INTERNAL, "tinyc-mlir wrote PTX that is not UTF-8")
                })?
            }
        };
        let program = Program::from_ptx(&ctx, &ptx, KernelSignature::from_checked(&checked)).map_err(|e| match e {
            // The host's PTX is not this program's: its mistake, not tinyc's.
            tinyc_runtime::Error::Signature { .. } if given.is_some() => {
                Failure::invalid(format!("the PTX given does not fit the program: {e}"))
            }
            e => Failure::from(e),
        })?;
        let ptx = c_string(&ptx);
        unsafe { put(result, Box::new(tinyc_cuda_program_t { program, warnings, ptx })) }
    })
}

/// The program's warnings, rendered (empty when none).
///
/// # Safety
/// `program` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_program_warnings(program: *const tinyc_cuda_program_t) -> *const c_char {
    // SAFETY: a live handle or null.
    unsafe { program.as_ref() }.map_or(c"".as_ptr(), |p| p.warnings.as_ptr())
}

/// The PTX the program was loaded from.
///
/// # Safety
/// `program` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_program_ptx(program: *const tinyc_cuda_program_t) -> *const c_char {
    // SAFETY: a live handle or null.
    unsafe { program.as_ref() }.map_or(c"".as_ptr(), |p| p.ptx.as_ptr())
}

/// Frees a program handle (null is ignored); its kernels stay valid.
///
/// # Safety
/// `program` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_program_destroy(program: *mut tinyc_cuda_program_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(program) }
}

/// Kernel `name` (the function's name without `@`) of a program.
///
/// # Safety
/// `program` is a live handle, `name` a NUL-terminated string, `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_kernel_create(
    program: *const tinyc_cuda_program_t,
    name: *const c_char,
    result: *mut *mut tinyc_cuda_kernel_t,
) -> tinyc_status_t {
    // SAFETY: the caller's promises, as documented.
    unsafe {
        create_kernel(program, name, result, |p: &tinyc_cuda_program_t, name| {
            let kernel = p.program.kernel(name)?;
            let info = KernelInfo::new(kernel.signature())?;
            Ok(tinyc_cuda_kernel_t { kernel, info })
        })
    }
}

/// The kernel's ABI; valid while the handle lives (null for a null handle).
///
/// # Safety
/// `kernel` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_kernel_info(kernel: *const tinyc_cuda_kernel_t) -> *const tinyc_kernel_info_t {
    // SAFETY: a live handle or null.
    unsafe { kernel.as_ref() }.map_or(ptr::null(), |k| &*k.info.info as *const _)
}

/// Frees a kernel handle (null is ignored), after its launches that read tinyc's own device
/// arrays (groups) have completed.
///
/// # Safety
/// `kernel` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_kernel_destroy(kernel: *mut tinyc_cuda_kernel_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(kernel) }
}

/// Enqueues the kernel on the host's `stream` (a `CUstream` of the program's context; null is
/// the context's default stream) over the grid `grid[0..3]` (`blockDim` is the work-group size;
/// a v0.3.1 kernel: its batch (N, 1, 1)), and returns without waiting.
///
/// `args` has one argument per source parameter, in order, over device memory (`data` of each
/// `tinyc_buffer_t` a device address, `mem` null); each is checked against its parameter as
/// `tinyc_cl_kernel_enqueue` does before anything is enqueued: a mismatch is
/// `TINYC_ERROR_LAUNCH`. A kernel that fails on the device shows at the host's next
/// synchronisation.
///
/// # Safety
/// `kernel` is a live handle; `stream` null or a live stream of the program's context; `args`
/// points to `num_args` arguments whose pointers are valid, with device memory that stays
/// allocated until the launch completes; `grid` to 3 values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cuda_kernel_enqueue(
    kernel: *const tinyc_cuda_kernel_t,
    stream: *mut c_void,
    num_args: usize,
    args: *const tinyc_arg_t,
    grid: *const usize,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        let k = unsafe { handle(kernel, "kernel") }?;
        let grid = unsafe { grid3(grid) }?;
        let args = unsafe { slice(args, num_args, "the arguments") }?;
        let ctx = k.kernel.context();
        let buffers = unsafe { Buffers::new(args, |m, what| external(ctx, m, what)) }?;
        let runtime_args = buffers.args(args)?;
        unsafe { k.kernel.enqueue(stream, &runtime_args, grid) }?;
        Ok(())
    })
}

/// The runtime buffer of a memref's device memory; `what` names it in errors.
fn external(ctx: &Context, m: &tinyc_memref_t, what: &str) -> Result<ExternalBuffer> {
    let elem = scalar_of(m.r#type, &format!("{what}: the element type"))?;
    if !m.buffer.mem.is_null() {
        return Err(Failure::invalid(format!("{what}: a CUDA buffer is a device address in data; mem is OpenCL's")));
    }
    // SAFETY: device memory of `length` elements usable in the context (the caller's promise
    // in `tinyc_cuda_kernel_enqueue`); the buffer only records the address.
    unsafe { ExternalBuffer::new(ctx, m.buffer.data as u64, elem, m.buffer.length) }
        .map_err(|e| Failure::about(what, e))
}

//! The OpenCL JIT on the host's own objects: a context and device the host created, programs
//! built there (through tinyc's program cache), launches on the host's queues with its events.

use std::ffi::{CString, c_char};
use std::ptr;

use cl_sys::{cl_command_queue, cl_context, cl_device_id, cl_event, cl_uint};
use tinyc_frontend::{Frontend, Source};
use tinyc_runtime::{Context, ExternalBuffer, Form, Kernel, PreparedGroup, Program};

use crate::args::{
    Buffers, grid3, group_arg, memref, slice, tinyc_arg_t, tinyc_buffer_t, tinyc_group_t, tinyc_memref_t,
};
use crate::compile::{lang_of, tinyc_lang_t};
use crate::info::{KernelInfo, scalar_of, tinyc_kernel_info_t};
use crate::status::tinyc_status_t;
use crate::status::{
    Failure, Result, c_str, c_string, clear, create_kernel, destroy, guard, handle, put, source_bytes,
};

/// A tinyc context over the host's OpenCL context and device.
pub struct tinyc_cl_context_t {
    pub(crate) ctx: Context,
}

/// A program built for a `tinyc_cl_context_t`.
pub struct tinyc_cl_program_t {
    program: Program,
    warnings: CString,
    build_log: CString,
}

/// A kernel of a program, ready to enqueue.
pub struct tinyc_cl_kernel_t {
    pub(crate) kernel: Kernel,
    pub(crate) info: KernelInfo,
}

/// A group checked once, with the device arrays kernels read for it, for many launches
/// (`tinyc_cl_group_create`).
pub struct tinyc_cl_group_t {
    /// Declared first, so dropped before the buffers it was made over.
    pub(crate) prepared: PreparedGroup<'static>,
    /// The members' buffers, boxed so that they do not move while `prepared` exists.
    _buffers: Box<[ExternalBuffer]>,
}

// ---------------------------------------------------------------------------------------------
// Contexts, programs, kernels

/// A tinyc context over an OpenCL context and one of its devices, both created by the host:
/// libtinyc keeps a reference to `context` (`clRetainContext`) until the handle is destroyed,
/// and makes an in-order queue there for its own copies. Programs built through the handle are
/// cached in memory, and on disk as tinyc's programs are (`$TINYC_CACHE_DIR`, `$TINYC_CACHE`).
///
/// # Safety
/// `context` and `device` are live OpenCL handles (null is refused); `result` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_context_create(
    context: cl_context,
    device: cl_device_id,
    result: *mut *mut tinyc_cl_context_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        if context.is_null() || device.is_null() {
            return Err(Failure::invalid("the OpenCL context or device is null"));
        }
        let ctx = unsafe { Context::from_raw(context, device) }?;
        unsafe { put(result, Box::new(tinyc_cl_context_t { ctx })) }
    })
}

/// Frees a context handle (null is ignored); programs and kernels made from it stay valid.
///
/// # Safety
/// `context` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_context_destroy(context: *mut tinyc_cl_context_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(context) }
}

/// The form in which `tinyc_cl_program_create` hands a program to the driver.
pub type tinyc_cl_form_t = u32;
/// OpenCL C from tinyc's OpenCL C backend (every device).
pub const TINYC_CL_FORM_OPENCL_C: tinyc_cl_form_t = 0;
/// A SPIR-V module from `tinyc-mlir`, for devices that take SPIR-V 1.2 as IL.
pub const TINYC_CL_FORM_SPIRV: tinyc_cl_form_t = 1;

/// Checks, compiles and builds a tensor-language program for the context's device.
///
/// `source`, `length` and `name` are as for `tinyc_compile`; `lang` is a `TINYC_LANG_*` value.
/// The program is checked against the device (a CPU device gets smaller work-groups). Returns
/// `TINYC_ERROR_COMPILE` with the rendered diagnostics as the last error when the program has
/// errors (`tinyc_compile` gives them structured), `TINYC_ERROR_BUILD` with the build log when
/// the driver refuses it.
///
/// # Safety
/// `context` is a live handle; `source` and `name` as for `tinyc_compile`; `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_program_create(
    context: *const tinyc_cl_context_t,
    source: *const c_char,
    length: usize,
    name: *const c_char,
    lang: tinyc_lang_t,
    form: tinyc_cl_form_t,
    result: *mut *mut tinyc_cl_program_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let ctx = &unsafe { handle(context, "context") }?.ctx;
        let bytes = unsafe { source_bytes(source, length) }?;
        let name = unsafe { c_str(name, "the program name") }?.unwrap_or("<memory>");
        let lang = lang_of(lang)?;
        let program = match form {
            TINYC_CL_FORM_OPENCL_C => {
                let Ok(text) = std::str::from_utf8(bytes) else {
                    // The front end's diagnostic for the byte, as tinyc_compile gives it (a
                    // lossy copy got one for a U+FFFD the host never wrote).
                    let source = Source::new(name, bytes);
                    let diags = Frontend::default().with_lang(lang).run(&source).err().unwrap_or_default();
                    return Err(Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, source.render(&diags)));
                };
                Program::from_ir_in(ctx, name, text, Form::OpenClC, lang)?
            }
            TINYC_CL_FORM_SPIRV => spirv_program(ctx, name, bytes, lang)?,
            other => return Err(Failure::invalid(format!("the form {other} is not a TINYC_CL_FORM_* value"))),
        };
        let warnings = c_string(program.warnings());
        let build_log = c_string(program.build_log());
        unsafe { put(result, Box::new(tinyc_cl_program_t { program, warnings, build_log })) }
    })
}

/// A program as SPIR-V from `tinyc-mlir`, for the context's device as the runtime compiles
/// SPIR-V for it ([`Context::spirv_device`]: a CPU's work-groups, Intel's subgroups, the device's
/// largest work-group), with the signatures of the same check.
fn spirv_program(ctx: &Context, name: &str, bytes: &[u8], lang: Option<tinyc_frontend::ast::Lang>) -> Result<Program> {
    if !ctx.supports_spirv() {
        return Err(Failure::new(
            tinyc_status_t::TINYC_ERROR_UNSUPPORTED,
            format!("the OpenCL device `{}` takes no SPIR-V 1.2 (use TINYC_CL_FORM_OPENCL_C)", ctx.device_name()),
        ));
    }
    let device = ctx.spirv_device();
    let args = spirv_device_args(&device);
    let source = Source::new(name, bytes);
    let checked = Frontend::new(device)
        .with_lang(lang)
        .run(&source)
        .map_err(|diags| Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, source.render(&diags)))?;
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let il = crate::compile::mlir_route(&source, checked.module.lang, &args, 3)?;
    let signatures = tinyc_runtime::KernelSignature::from_checked(&checked);
    Ok(Program::from_spirv(ctx, &il, signatures)?)
}

/// `tinyc-mlir compile`'s arguments that describe `device` (a [`Context::spirv_device`]): its
/// target, Intel's subgroups and its largest work-group.
fn spirv_device_args(device: &tinyc_frontend::Device) -> Vec<String> {
    let target = match device.kind {
        tinyc_frontend::DeviceKind::Cpu => "spirv-cpu",
        tinyc_frontend::DeviceKind::Gpu => "spirv",
    };
    let mut args = vec!["--target".to_string(), target.to_string()];
    args.extend(crate::compile::device_flags(device.hardware_subgroups, Some(device.max_work_group_size)));
    args
}

/// The program's warnings, rendered (empty when none).
///
/// # Safety
/// `program` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_program_warnings(program: *const tinyc_cl_program_t) -> *const c_char {
    // SAFETY: a live handle or null.
    unsafe { program.as_ref() }.map_or(c"".as_ptr(), |p| p.warnings.as_ptr())
}

/// The driver's build log (may be empty).
///
/// # Safety
/// `program` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_program_build_log(program: *const tinyc_cl_program_t) -> *const c_char {
    // SAFETY: a live handle or null.
    unsafe { program.as_ref() }.map_or(c"".as_ptr(), |p| p.build_log.as_ptr())
}

/// Frees a program handle (null is ignored); its kernels stay valid.
///
/// # Safety
/// `program` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_program_destroy(program: *mut tinyc_cl_program_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(program) }
}

/// Kernel `name` (the function's name without `@`) of a program.
///
/// # Safety
/// `program` is a live handle, `name` a NUL-terminated string, `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_kernel_create(
    program: *const tinyc_cl_program_t,
    name: *const c_char,
    result: *mut *mut tinyc_cl_kernel_t,
) -> tinyc_status_t {
    // SAFETY: the caller's promises, as documented.
    unsafe {
        create_kernel(program, name, result, |p: &tinyc_cl_program_t, name| {
            let kernel = p.program.kernel(name)?;
            let info = KernelInfo::new(kernel.signature())?;
            Ok(tinyc_cl_kernel_t { kernel, info })
        })
    }
}

/// The kernel's ABI; valid while the handle lives (null for a null handle).
///
/// # Safety
/// `kernel` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_kernel_info(kernel: *const tinyc_cl_kernel_t) -> *const tinyc_kernel_info_t {
    // SAFETY: a live handle or null.
    unsafe { kernel.as_ref() }.map_or(ptr::null(), |k| &*k.info.info as *const _)
}

/// Frees a kernel handle (null is ignored), after its launches that read tinyc's own device
/// arrays (groups) have completed.
///
/// # Safety
/// `kernel` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_kernel_destroy(kernel: *mut tinyc_cl_kernel_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(kernel) }
}

/// Checks `group` as the argument of the kernel's group parameter `param` (0-based, in source
/// order) and builds the device arrays kernels read for it, once: `*result` is then passed to
/// any number of launches (`tinyc_arg_prepared_group`) of any kernel of the context whose
/// parameter has the same group type, and a launch costs the same for a million members as for
/// one, but for listing each SVM allocation the members lie in to OpenCL (once each). A DG code prepares its elements' groups once and launches over them every time step.
/// The members' memory, offsets, sizes and strides are fixed; their contents may change. A
/// launch checks the context, the type and (v0.3.1) a member for every work-group. Errors are
/// a launch's (`TINYC_ERROR_LAUNCH`), or `TINYC_ERROR_INVALID_ARGUMENT` for null pointers and a
/// `param` past the kernel's parameters.
///
/// # Safety
/// `kernel` is a live handle; `group` points to a valid group whose members' memory (of the
/// kernel's context) stays allocated while the prepared group lives; `result` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_group_create(
    kernel: *const tinyc_cl_kernel_t,
    param: usize,
    group: *const tinyc_group_t,
    result: *mut *mut tinyc_cl_group_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let k = unsafe { handle(kernel, "kernel") }?;
        let g = unsafe { group.as_ref() }.ok_or_else(|| Failure::invalid("the group is null"))?;
        let members = unsafe { slice(g.members, g.count, "the members") }?;
        let ctx = k.kernel.context();
        let buffers: Box<[ExternalBuffer]> = members
            .iter()
            .enumerate()
            // SAFETY: the caller's promise.
            .map(|(j, m)| unsafe { external(ctx, m, &format!("member {j}")) })
            .collect::<Result<_>>()?;
        // SAFETY: the boxed buffers never move and are dropped after the prepared group (field
        // order of `tinyc_cl_group_t`), which is all that refers to them.
        let stable: &'static [ExternalBuffer] = unsafe { &*std::ptr::from_ref::<[ExternalBuffer]>(&*buffers) };
        let list = members
            .iter()
            .zip(stable)
            .enumerate()
            // SAFETY: the caller's promise (shape and strides of `order` values).
            .map(|(j, (m, b))| unsafe { memref(b, m, &format!("member {j}")) })
            .collect::<Result<Vec<_>>>()?;
        let prepared = k.kernel.prepare_group(param, &group_arg(g, list))?;
        unsafe { put(result, Box::new(tinyc_cl_group_t { prepared, _buffers: buffers })) }
    })
}

/// Frees a prepared group (null is ignored).
///
/// # Safety
/// `group` is null or a live handle, not used afterwards, and no launch that reads it is still
/// running.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_group_destroy(group: *mut tinyc_cl_group_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(group) }
}

/// Enqueues the kernel on the host's `queue` (of the kernel's context and device) over the grid
/// `grid[0..3]` (a v0.3.1 kernel: its batch (N, 1, 1)), after the `num_events` events of `wait`.
///
/// `args` has one argument per source parameter, in order; each is checked against its
/// parameter (kind, types, order, constant sizes and strides, signs, buffer bounds, group
/// members) before anything is enqueued: a mismatch is `TINYC_ERROR_LAUNCH`. `*event`, when
/// `event` is not null, gets the launch's event, which the caller releases (`clReleaseEvent`).
///
/// # Safety
/// `kernel` is a live handle; `queue` a live command queue; `args` points to `num_args`
/// arguments whose pointers are valid, with buffers (and prepared groups) of the kernel's
/// context that stay allocated until the launch completes; `grid` to 3 values; `wait` to `num_events` live events (or is
/// null with 0); `event` is null or writable.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn tinyc_cl_kernel_enqueue(
    kernel: *const tinyc_cl_kernel_t,
    queue: cl_command_queue,
    num_args: usize,
    args: *const tinyc_arg_t,
    grid: *const usize,
    num_events: cl_uint,
    wait: *const cl_event,
    event: *mut cl_event,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        if !event.is_null() {
            unsafe { *event = ptr::null_mut() };
        }
        let k = unsafe { handle(kernel, "kernel") }?;
        if queue.is_null() {
            return Err(Failure::invalid("the command queue is null"));
        }
        let grid = unsafe { grid3(grid) }?;
        let args = unsafe { slice(args, num_args, "the arguments") }?;
        let wait = unsafe { slice(wait, num_events as usize, "the events to wait for") }?;
        let ctx = k.kernel.context();
        // SAFETY (both): the caller's promises, as documented.
        let buffers = unsafe { Buffers::new(args, |m, what| external(ctx, m, what)) }?;
        let runtime_args = buffers.args(args)?;
        let e = unsafe { k.kernel.enqueue_raw(queue, &runtime_args, grid, wait) }?;
        hand_event(e, event);
        Ok(())
    })
}

/// Gives the event to the caller, or releases it.
pub(crate) fn hand_event(e: cl_event, out: *mut cl_event) {
    if out.is_null() {
        // SAFETY: the one reference `enqueue_raw` handed over.
        unsafe { cl_sys::clReleaseEvent(e) };
    } else {
        // SAFETY: writable (the caller's promise, checked non-null).
        unsafe { *out = e };
    }
}

/// The runtime buffer of a memref's memory.
///
/// # Safety
/// `m`'s buffer is valid memory of `ctx`'s context.
unsafe fn external(ctx: &Context, m: &tinyc_memref_t, what: &str) -> Result<ExternalBuffer> {
    let elem = scalar_of(m.r#type, &format!("{what}: the element type"))?;
    // SAFETY: the caller's promise.
    unsafe { buffer_of(ctx, &m.buffer, elem, what) }
}

/// The runtime buffer of a `tinyc_buffer_t` holding `elem` values; `what` names it in errors.
///
/// # Safety
/// `b` is valid memory of `ctx`'s context: a live `cl_mem`, or an SVM address with `length`
/// elements.
pub(crate) unsafe fn buffer_of(
    ctx: &Context,
    b: &tinyc_buffer_t,
    elem: tinyc_frontend::types::Scalar,
    what: &str,
) -> Result<ExternalBuffer> {
    let fail = |e| Failure::about(what, e);
    match (b.data.is_null(), b.mem.is_null()) {
        // SAFETY: a live memory object (the caller's promise).
        (true, false) => unsafe { ExternalBuffer::mem(ctx, b.mem, elem) }.map_err(fail),
        // SAFETY: SVM memory of `length` elements (the caller's promise).
        (false, true) => unsafe { ExternalBuffer::svm(ctx, b.data, elem, b.length) }.map_err(fail),
        (true, true) => Err(Failure::invalid(format!("{what}: the buffer has neither data nor mem"))),
        (false, false) => Err(Failure::invalid(format!("{what}: the buffer has both data and mem (set one)"))),
    }
}

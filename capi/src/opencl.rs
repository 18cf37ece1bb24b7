//! The OpenCL JIT on the host's own objects: a context and device the host created, programs
//! built there (through tinyc's program cache), launches on the host's queues with its events.

use std::ffi::{CString, c_char};
use std::ptr;

use cl_sys::{cl_command_queue, cl_context, cl_device_id, cl_event, cl_mem, cl_uint};
use tinyc_frontend::{Frontend, Source};
use tinyc_runtime::{Arg, Context, ExternalBuffer, Form, GroupArg, Kernel, MemrefArg, Program, ScalarValue};

use crate::compile::{lang_of, tinyc_lang_t};
use crate::info::{KernelInfo, scalar_of, tinyc_kernel_info_t, tinyc_scalar_type_t};
use crate::status::tinyc_status_t;
use crate::status::{Failure, Result, c_str, c_string, clear, destroy, guard, handle, put, required_str, source_bytes};

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

/// Memory a memref refers to: an address in a shared-virtual-memory allocation (`clSVMAlloc`)
/// or a buffer object, of the kernel's OpenCL context. Exactly one of `data` and `mem` is set.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_buffer_t {
    /// An SVM address (null when `mem` is set).
    pub data: *mut std::ffi::c_void,
    /// A buffer object (null when `data` is set); its size comes from `CL_MEM_SIZE`.
    pub mem: cl_mem,
    /// The number of elements at `data` (the bounds every launch is checked against; ignored
    /// for `mem`).
    pub length: usize,
}

/// A memref argument: column-major, element (i₀, i₁, …) at `offset + Σ iₖ·stride[k]` elements
/// from the buffer's start.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_memref_t {
    /// The element type (a `TINYC_TYPE_*` value): must be the parameter's.
    pub r#type: tinyc_scalar_type_t,
    /// The memory.
    pub buffer: tinyc_buffer_t,
    /// The number of modes: must be the parameter's order.
    pub order: usize,
    /// `order` sizes (null only for order 0).
    pub shape: *const i64,
    /// `order` strides, or null for the type's constant strides, else packed (stride₀ = 1,
    /// strideₖ = strideₖ₋₁·sizeₖ₋₁).
    pub stride: *const i64,
    /// Where element (0, …, 0) is, in elements from the buffer's start.
    pub offset: usize,
}

/// A group argument: member i is what `load %g[i]` gives (v0.3.1: one per work-group).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_group_t {
    /// The number of members.
    pub count: usize,
    /// `count` memrefs; on OpenCL each must be in shared virtual memory (`data`).
    pub members: *const tinyc_memref_t,
    /// The group offset in elements (added to every member's address), or `TINYC_DYNAMIC` for
    /// the type's constant offset (0 when it is `?`).
    pub offset: i64,
}

/// What a `tinyc_arg_t` holds (one of the `TINYC_ARG_*` values).
pub type tinyc_arg_kind_t = u32;
/// A scalar: `type` and `i`, `re` (and `im`).
pub const TINYC_ARG_SCALAR: tinyc_arg_kind_t = 0;
/// A memref: `memref`.
pub const TINYC_ARG_MEMREF: tinyc_arg_kind_t = 1;
/// A group: `group`.
pub const TINYC_ARG_GROUP: tinyc_arg_kind_t = 2;

/// The argument of one source parameter (the launch expands it into the calling convention's
/// kernel arguments). The `tinyc_arg_*` functions make them.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_arg_t {
    /// `TINYC_ARG_SCALAR`, `TINYC_ARG_MEMREF` or `TINYC_ARG_GROUP`.
    pub kind: tinyc_arg_kind_t,
    /// A scalar's type: must be the parameter's (`index` and `i64` are alike).
    pub r#type: tinyc_scalar_type_t,
    /// An integer scalar's value (`i1`: 0 or 1).
    pub i: i64,
    /// A floating-point scalar's value, or a complex one's real part.
    pub re: f64,
    /// A complex scalar's imaginary part.
    pub im: f64,
    /// A memref argument.
    pub memref: *const tinyc_memref_t,
    /// A group argument.
    pub group: *const tinyc_group_t,
}

fn scalar_arg(ty: tinyc_scalar_type_t, i: i64, re: f64, im: f64) -> tinyc_arg_t {
    tinyc_arg_t { kind: TINYC_ARG_SCALAR, r#type: ty, i, re, im, memref: ptr::null(), group: ptr::null() }
}

/// An `i8` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i8(value: i8) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I8, value.into(), 0.0, 0.0)
}

/// An `i16` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i16(value: i16) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I16, value.into(), 0.0, 0.0)
}

/// An `i32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i32(value: i32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I32, value.into(), 0.0, 0.0)
}

/// An `i64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i64(value: i64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I64, value, 0.0, 0.0)
}

/// An `index` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_index(value: i64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_INDEX, value, 0.0, 0.0)
}

/// A `bool` (`i1`) scalar argument: 0 is false, anything else true.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_bool(value: i32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I1, i64::from(value != 0), 0.0, 0.0)
}

/// An `f32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f32(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F32, 0, value.into(), 0.0)
}

/// An `f64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f64(value: f64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F64, 0, value, 0.0)
}

/// An `f16` scalar argument (rounded from `value`).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f16(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F16, 0, value.into(), 0.0)
}

/// A `bf16` scalar argument (rounded from `value`).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_bf16(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_BF16, 0, value.into(), 0.0)
}

/// A `c32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_c32(re: f32, im: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_C32, 0, re.into(), im.into())
}

/// A `c64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_c64(re: f64, im: f64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_C64, 0, re, im)
}

/// A memref argument (the struct must live until the enqueue returns).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_memref(memref: *const tinyc_memref_t) -> tinyc_arg_t {
    tinyc_arg_t { kind: TINYC_ARG_MEMREF, r#type: 0, i: 0, re: 0.0, im: 0.0, memref, group: ptr::null() }
}

/// A group argument (the struct and its members must live until the enqueue returns).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_group(group: *const tinyc_group_t) -> tinyc_arg_t {
    tinyc_arg_t { kind: TINYC_ARG_GROUP, r#type: 0, i: 0, re: 0.0, im: 0.0, memref: ptr::null(), group }
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
                let text = String::from_utf8_lossy(bytes);
                Program::from_ir_in(ctx, name, &text, Form::OpenClC, lang)?
            }
            TINYC_CL_FORM_SPIRV => spirv_program(ctx, name, bytes, lang)?,
            other => return Err(Failure::invalid(format!("the form {other} is not a TINYC_CL_FORM_* value"))),
        };
        let warnings = c_string(program.warnings());
        let build_log = c_string(program.build_log());
        unsafe { put(result, Box::new(tinyc_cl_program_t { program, warnings, build_log })) }
    })
}

/// A program as SPIR-V from `tinyc-mlir`, with the signatures of the same check (a generic
/// OpenCL device, as `tinyc compile --target spirv` checks).
fn spirv_program(ctx: &Context, name: &str, bytes: &[u8], lang: Option<tinyc_frontend::ast::Lang>) -> Result<Program> {
    if !ctx.supports_spirv() {
        return Err(Failure::new(
            tinyc_status_t::TINYC_ERROR_UNSUPPORTED,
            format!("the OpenCL device `{}` takes no SPIR-V 1.2 (use TINYC_CL_FORM_OPENCL_C)", ctx.device_name()),
        ));
    }
    let source = Source::new(name, bytes);
    let checked = Frontend::new(tinyc_frontend::Device::generic())
        .with_lang(lang)
        .run(&source)
        .map_err(|diags| Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, source.render(&diags)))?;
    let il = crate::compile::mlir_route(&source, checked.module.lang, &["--target", "spirv"], 3)?;
    let signatures = tinyc_runtime::KernelSignature::from_checked(&checked);
    Ok(Program::from_spirv(ctx, &il, signatures)?)
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
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let program = &unsafe { handle(program, "program") }?.program;
        let name = unsafe { required_str(name, "the kernel name") }?;
        let kernel = program.kernel(name)?;
        let info = KernelInfo::new(kernel.signature())?;
        unsafe { put(result, Box::new(tinyc_cl_kernel_t { kernel, info })) }
    })
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
/// arguments whose pointers are valid, with buffers of the kernel's context that stay allocated
/// until the launch completes; `grid` to 3 values; `wait` to `num_events` live events (or is
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
        if grid.is_null() {
            return Err(Failure::invalid("the grid is null"));
        }
        let grid = unsafe { [*grid, *grid.add(1), *grid.add(2)] };
        let args = unsafe { slice(args, num_args, "the arguments") }?;
        let wait = unsafe { slice(wait, num_events as usize, "the events to wait for") }?;
        let ctx = k.kernel.context();
        let buffers = unsafe { Buffers::new(ctx, args) }?;
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

/// `count` values at `ptr` (null is allowed for none).
///
/// # Safety
/// `ptr` points to `count` values that live for `'a`, or is null.
pub(crate) unsafe fn slice<'a, T>(ptr: *const T, count: usize, what: &str) -> Result<&'a [T]> {
    if count == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Failure::invalid(format!("{what}: null pointer for {count} values")));
    }
    // SAFETY: `count` readable values (the caller's promise).
    Ok(unsafe { std::slice::from_raw_parts(ptr, count) })
}

/// The host's memory of a launch's arguments, as runtime buffers (in argument order, group
/// members flattened).
pub(crate) struct Buffers {
    buffers: Vec<ExternalBuffer>,
}

impl Buffers {
    /// # Safety
    /// Every pointer in `args` is valid (see `tinyc_cl_kernel_enqueue`).
    pub(crate) unsafe fn new(ctx: &Context, args: &[tinyc_arg_t]) -> Result<Buffers> {
        let mut buffers = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match a.kind {
                TINYC_ARG_SCALAR => {}
                TINYC_ARG_MEMREF => {
                    // SAFETY: the caller's promise.
                    let m = unsafe { a.memref.as_ref() }
                        .ok_or_else(|| Failure::invalid(format!("argument {i}: the memref pointer is null")))?;
                    buffers.push(unsafe { external(ctx, m, &format!("argument {i}")) }?);
                }
                TINYC_ARG_GROUP => {
                    // SAFETY: the caller's promise.
                    let g = unsafe { a.group.as_ref() }
                        .ok_or_else(|| Failure::invalid(format!("argument {i}: the group pointer is null")))?;
                    let members = unsafe { slice(g.members, g.count, &format!("argument {i}: the members")) }?;
                    for (j, m) in members.iter().enumerate() {
                        buffers.push(unsafe { external(ctx, m, &format!("argument {i}, member {j}")) }?);
                    }
                }
                other => {
                    return Err(Failure::invalid(format!("argument {i}: the kind {other} is not a TINYC_ARG_* value")));
                }
            }
        }
        Ok(Buffers { buffers })
    }

    /// The runtime's arguments over these buffers.
    pub(crate) fn args<'a>(&'a self, args: &[tinyc_arg_t]) -> Result<Vec<Arg<'a>>> {
        let mut next = self.buffers.iter();
        let mut out = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let arg = match a.kind {
                TINYC_ARG_SCALAR => Arg::Scalar(scalar_value(a, i)?),
                TINYC_ARG_MEMREF => {
                    // SAFETY: checked non-null by `Buffers::new`, which read the same arguments.
                    let m = unsafe { &*a.memref };
                    let b = next.next().ok_or_else(|| Failure::invalid("internal: buffer count"))?;
                    Arg::Memref(unsafe { memref(b, m, &format!("argument {i}")) }?)
                }
                _ => {
                    // SAFETY: as above.
                    let g = unsafe { &*a.group };
                    let members = unsafe { slice(g.members, g.count, "the members") }?;
                    let mut list = Vec::with_capacity(members.len());
                    for (j, m) in members.iter().enumerate() {
                        let b = next.next().ok_or_else(|| Failure::invalid("internal: buffer count"))?;
                        list.push(unsafe { memref(b, m, &format!("argument {i}, member {j}")) }?);
                    }
                    let group = GroupArg::new(list);
                    Arg::Group(if g.offset == crate::info::TINYC_DYNAMIC { group } else { group.offset(g.offset) })
                }
            };
            out.push(arg);
        }
        Ok(out)
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
    let fail = |e: tinyc_runtime::Error| {
        let mut f = Failure::from(e);
        f.message = format!("{what}: {}", f.message);
        f
    };
    match (b.data.is_null(), b.mem.is_null()) {
        // SAFETY: a live memory object (the caller's promise).
        (true, false) => unsafe { ExternalBuffer::mem(ctx, b.mem, elem) }.map_err(fail),
        // SAFETY: SVM memory of `length` elements (the caller's promise).
        (false, true) => unsafe { ExternalBuffer::svm(ctx, b.data, elem, b.length) }.map_err(fail),
        (true, true) => Err(Failure::invalid(format!("{what}: the buffer has neither data nor mem"))),
        (false, false) => Err(Failure::invalid(format!("{what}: the buffer has both data and mem (set one)"))),
    }
}

/// The runtime memref of a C memref over its buffer.
///
/// # Safety
/// `m.shape` and `m.stride` point to `m.order` values (or are null).
unsafe fn memref<'a>(b: &'a ExternalBuffer, m: &tinyc_memref_t, what: &str) -> Result<MemrefArg<'a>> {
    // SAFETY: the caller's promise.
    let shape = unsafe { slice(m.shape, m.order, &format!("{what}: the shape")) }?;
    let mut arg = MemrefArg::external(b, shape.to_vec()).offset(m.offset);
    if !m.stride.is_null() {
        // SAFETY: the caller's promise.
        let stride = unsafe { slice(m.stride, m.order, &format!("{what}: the strides")) }?;
        arg = arg.strides(stride.to_vec());
    }
    Ok(arg)
}

fn scalar_value(a: &tinyc_arg_t, i: usize) -> Result<ScalarValue> {
    use tinyc_frontend::types::Scalar;
    use tinyc_runtime::Element as _;
    let ty = scalar_of(a.r#type, &format!("argument {i}: the scalar type"))?;
    let int = |bits: u32| -> Result<i64> {
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        if (min..=max).contains(&i128::from(a.i)) {
            Ok(a.i)
        } else {
            Err(Failure::new(tinyc_status_t::TINYC_ERROR_LAUNCH, format!("argument {i}: {} does not fit in {ty}", a.i)))
        }
    };
    Ok(match ty {
        Scalar::I1 => ScalarValue::I8(i8::from(a.i != 0)),
        Scalar::I8 => ScalarValue::I8(int(8)? as i8),
        Scalar::I16 => ScalarValue::I16(int(16)? as i16),
        Scalar::I32 => ScalarValue::I32(int(32)? as i32),
        Scalar::I64 | Scalar::Index => ScalarValue::I64(a.i),
        Scalar::F32 => (a.re as f32).into_value(),
        Scalar::F64 => a.re.into_value(),
        Scalar::F16 => tinyc_runtime::half::f16::from_f64(a.re).into_value(),
        Scalar::BF16 => tinyc_runtime::half::bf16::from_f64(a.re).into_value(),
        Scalar::C32 => tinyc_runtime::num_complex::Complex32::new(a.re as f32, a.im as f32).into_value(),
        Scalar::C64 => tinyc_runtime::num_complex::Complex64::new(a.re, a.im).into_value(),
    })
}

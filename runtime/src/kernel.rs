//! Kernel arguments, their validation against the signature, and launches.

use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;
use std::time::Duration;

use cl_sys as ffi;
use tinyc_frontend::abi::Role;
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type};

use crate::buffer::{Buffer, Element, RawBuffer, ScalarValue, Storage};
use crate::cl::{self, check};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::program::KernelSignature;

/// The largest number of work-groups one launch may have (global sizes beyond 32 bits are not
/// portable across OpenCL drivers).
pub const MAX_GROUPS: usize = u32::MAX as usize;

/// The argument bound to one **source parameter**; the runtime expands it into the kernel
/// arguments of the calling convention (`a`, `a_shape1`, `a_stride2`, …).
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// A scalar parameter; its type must be the parameter's (`i64` for `index`).
    Scalar(ScalarValue),
    /// A memref parameter.
    Memref(MemrefArg<'a>),
    /// A group parameter.
    Group(GroupArg<'a>),
}

impl Arg<'_> {
    /// What kind of argument this is, for error messages.
    fn describe(&self) -> String {
        match self {
            Arg::Scalar(v) => format!("a scalar of type {}", v.scalar()),
            Arg::Memref(m) => format!("a memref of {}", m.elem),
            Arg::Group(g) => format!("a group of {} memrefs", g.members.len()),
        }
    }
}

impl From<ScalarValue> for Arg<'_> {
    fn from(v: ScalarValue) -> Self {
        Arg::Scalar(v)
    }
}

macro_rules! scalar_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::Scalar(v.into_value())
            }
        }
    )*};
}

scalar_arg!(i8, i16, i32, i64, f32, f64);

impl<'a> From<MemrefArg<'a>> for Arg<'a> {
    fn from(m: MemrefArg<'a>) -> Self {
        Arg::Memref(m)
    }
}

impl<'a> From<GroupArg<'a>> for Arg<'a> {
    fn from(g: GroupArg<'a>) -> Self {
        Arg::Group(g)
    }
}

/// A memref: a buffer (from an element offset on) with a shape and strides, column-major.
#[derive(Clone, Debug)]
pub struct MemrefArg<'a> {
    buffer: &'a RawBuffer,
    elem: Scalar,
    len: usize,
    shape: Vec<i64>,
    strides: Option<Vec<i64>>,
    offset: usize,
}

impl<'a> MemrefArg<'a> {
    /// The memref of `shape` whose element (0,…,0) is the buffer's first element.
    ///
    /// Without [`strides`](Self::strides), the strides are the type's constant strides where it
    /// has them and else contiguous: stride₀ = 1, strideₖ = strideₖ₋₁·sizeₖ₋₁ (the packed
    /// column-major layout for a memref written without `strided<…>`).
    pub fn new<T: Element>(buffer: &'a Buffer<T>, shape: impl Into<Vec<i64>>) -> MemrefArg<'a> {
        MemrefArg {
            buffer: &buffer.raw,
            elem: T::SCALAR,
            len: buffer.len(),
            shape: shape.into(),
            strides: None,
            offset: 0,
        }
    }

    /// Sets explicit strides, one per mode (in elements).
    pub fn strides(mut self, strides: impl Into<Vec<i64>>) -> MemrefArg<'a> {
        self.strides = Some(strides.into());
        self
    }

    /// Starts the memref `elements` elements into the buffer.
    pub fn offset(mut self, elements: usize) -> MemrefArg<'a> {
        self.offset = elements;
        self
    }
}

/// A group: one memref per member, all in shared virtual memory, and the group offset.
#[derive(Clone, Debug)]
pub struct GroupArg<'a> {
    members: Vec<MemrefArg<'a>>,
    offset: Option<i64>,
}

impl<'a> GroupArg<'a> {
    /// A group of the given members (member i is what `load %p[i]` sees, shifted by the offset).
    pub fn new(members: impl IntoIterator<Item = MemrefArg<'a>>) -> GroupArg<'a> {
        GroupArg { members: members.into_iter().collect(), offset: None }
    }

    /// Sets the group offset (in elements, added to every member's base address). When it is not
    /// set, a type with `offset: ?` gets 0 and a type with a constant offset gets that constant;
    /// when it is set, it must equal a constant offset of the type.
    pub fn offset(mut self, elements: i64) -> GroupArg<'a> {
        self.offset = Some(elements);
        self
    }
}

/// What a completed launch reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchInfo {
    /// Device time from the start to the end of the kernel (OpenCL profiling).
    pub device_time: Duration,
    /// The global size (m, n, groups).
    pub global_size: [usize; 3],
    /// The local size (m, n, 1).
    pub local_size: [usize; 3],
}

/// A kernel ready to launch; made by [`Program::kernel`](crate::Program::kernel).
///
/// Launches from several threads are serialised (OpenCL kernel arguments are per kernel object).
#[derive(Debug)]
pub struct Kernel {
    ctx: Context,
    handle: Mutex<KernelHandle>,
    signature: KernelSignature,
    /// `CL_KERNEL_WORK_GROUP_SIZE` of the compiled kernel.
    max_work_group_size: usize,
}

#[derive(Debug)]
struct KernelHandle(ffi::cl_kernel);

// SAFETY: a kernel object may be used from any thread; `Kernel` keeps it behind a mutex so that
// setting arguments and enqueuing are never interleaved.
unsafe impl Send for KernelHandle {}

impl Drop for KernelHandle {
    fn drop(&mut self) {
        // SAFETY: created by clCreateKernel and released once; launches wait for completion.
        unsafe { ffi::clReleaseKernel(self.0) };
    }
}

/// A memref argument after validation: what the kernel gets.
struct Resolved<'a> {
    buffer: &'a RawBuffer,
    elem_bytes: usize,
    offset: usize,
    shape: Vec<i64>,
    strides: Vec<i64>,
    /// Whether the memref reaches no element (a size is 0).
    empty: bool,
}

impl Resolved<'_> {
    fn mode_value(&self, role: Role, mode: usize) -> i64 {
        if role == Role::Shape { self.shape[mode] } else { self.strides[mode] }
    }

    /// The address of element (0,…,0) for SVM buffers.
    fn svm_address(&self) -> Option<*mut c_void> {
        match self.buffer.storage {
            Storage::Svm(p) => {
                let shift = if self.empty { 0 } else { self.offset * self.elem_bytes };
                Some(p.cast::<u8>().wrapping_add(shift).cast())
            }
            Storage::Mem(_) => None,
        }
    }
}

/// A source parameter after validation.
enum Plan<'a> {
    Scalar(ScalarValue),
    Memref(Resolved<'a>),
    Group { members: Vec<Resolved<'a>>, offset: i64 },
}

/// Releases a sub-buffer or an event when a launch ends.
struct Release<T: Copy>(T, unsafe extern "system" fn(T) -> ffi::cl_int);

impl<T: Copy> Drop for Release<T> {
    fn drop(&mut self) {
        // SAFETY: the handle was created for this launch and is released exactly once, after the
        // launch completed (or failed to start).
        unsafe { (self.1)(self.0) };
    }
}

impl Kernel {
    pub(crate) fn new(ctx: Context, kernel: ffi::cl_kernel, signature: KernelSignature) -> Result<Kernel> {
        let handle = KernelHandle(kernel);
        let mut num_args: ffi::cl_uint = 0;
        // SAFETY: a valid kernel; the output is one cl_uint.
        check("clGetKernelInfo", unsafe {
            ffi::clGetKernelInfo(
                handle.0,
                ffi::CL_KERNEL_NUM_ARGS,
                size_of::<ffi::cl_uint>(),
                (&raw mut num_args).cast(),
                ptr::null_mut(),
            )
        })?;
        if num_args as usize != signature.abi.args.len() {
            return Err(Error::Signature {
                kernel: signature.abi.name.clone(),
                message: format!(
                    "the compiled kernel takes {num_args} arguments but the ABI lists {}",
                    signature.abi.args.len()
                ),
            });
        }
        let mut max_work_group_size: usize = 0;
        // SAFETY: a valid kernel and device; the output is one size_t.
        check("clGetKernelWorkGroupInfo", unsafe {
            ffi::clGetKernelWorkGroupInfo(
                handle.0,
                ctx.inner.device,
                ffi::CL_KERNEL_WORK_GROUP_SIZE,
                size_of::<usize>(),
                (&raw mut max_work_group_size).cast(),
                ptr::null_mut(),
            )
        })?;
        Ok(Kernel { ctx, handle: Mutex::new(handle), signature, max_work_group_size })
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.signature.abi.name
    }

    /// The kernel's signature.
    pub fn signature(&self) -> &KernelSignature {
        &self.signature
    }

    /// Launches `groups` work-groups with one argument per source parameter and waits for the
    /// kernel to finish.
    ///
    /// The NDRange is global (m, n, groups), local (m, n, 1) with m×n the signature's work-group
    /// size, so `group_id` is `get_global_id(2)`. Every argument is checked against the parameter
    /// types first (see [`Error`] for what is checked); nothing is enqueued when one is wrong.
    pub fn launch(&self, args: &[Arg<'_>], groups: usize) -> Result<LaunchInfo> {
        let plans = self.validate(args)?;
        let kernel = self.name().to_string();
        if groups == 0 || groups > MAX_GROUPS {
            return Err(Error::GroupCount { kernel, groups, max: MAX_GROUPS });
        }
        let (m, n) = self.signature.abi.work_group_size;
        if let Some(limit) = self.work_group_limit(m, n) {
            return Err(Error::WorkGroupSize { kernel, m, n, limit });
        }
        let local = [m as usize, n as usize, 1];
        let global = [local[0], local[1], groups];

        let handle = self.handle.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let k = handle.0;
        // Temporary device arrays and sub-buffers, freed after the kernel has completed.
        let mut arrays: Vec<RawBuffer> = Vec::new();
        let mut sub_buffers: Vec<Release<ffi::cl_mem>> = Vec::new();
        let mut indirect: Vec<*mut c_void> = Vec::new();
        for (index, a) in self.signature.abi.args.iter().enumerate() {
            let index = index as ffi::cl_uint;
            match (&plans[a.param_index], a.role) {
                (Plan::Scalar(v), _) => {
                    let (bytes, len) = v.to_bytes();
                    set_arg_bytes(k, index, &bytes[..len])?;
                }
                (Plan::Memref(r), Role::Data) => match r.buffer.storage {
                    Storage::Svm(_) => set_arg_svm(k, index, r.svm_address().unwrap_or(ptr::null_mut()))?,
                    Storage::Mem(mem) => {
                        let origin = r.offset * r.elem_bytes;
                        let mem = if origin == 0 || origin >= r.buffer.bytes || r.empty {
                            mem
                        } else {
                            let sub = sub_buffer(mem, origin, r.buffer.bytes - origin)?;
                            sub_buffers.push(Release(sub, ffi::clReleaseMemObject));
                            sub
                        };
                        set_arg_bytes(k, index, &(mem as usize).to_ne_bytes())?;
                    }
                },
                (Plan::Memref(r), role) => {
                    set_arg_bytes(k, index, &r.mode_value(role, a.mode.unwrap_or(0)).to_ne_bytes())?;
                }
                (Plan::Group { members, .. }, Role::Data) => {
                    let mut bytes = Vec::with_capacity(members.len() * self.ctx.inner.pointer_bytes);
                    for r in members {
                        let address = r.svm_address().unwrap_or(ptr::null_mut());
                        let base = svm_pointer(r.buffer);
                        if !indirect.contains(&base) {
                            indirect.push(base);
                        }
                        if self.ctx.inner.pointer_bytes == 4 {
                            bytes.extend_from_slice(&(address as usize as u32).to_ne_bytes());
                        } else {
                            bytes.extend_from_slice(&(address as usize as u64).to_ne_bytes());
                        }
                    }
                    arrays.push(RawBuffer::svm_array(&self.ctx, &bytes)?);
                    set_arg_svm(k, index, svm_pointer(&arrays[arrays.len() - 1]))?;
                }
                (Plan::Group { offset, .. }, Role::Offset) => set_arg_bytes(k, index, &offset.to_ne_bytes())?,
                (Plan::Group { members, .. }, role) => {
                    let mode = a.mode.unwrap_or(0);
                    let bytes: Vec<u8> = members.iter().flat_map(|r| r.mode_value(role, mode).to_ne_bytes()).collect();
                    arrays.push(RawBuffer::svm_array(&self.ctx, &bytes)?);
                    set_arg_svm(k, index, svm_pointer(&arrays[arrays.len() - 1]))?;
                }
            }
        }
        if !indirect.is_empty() {
            // SAFETY: a valid kernel and an array of `indirect.len()` SVM pointers, copied by the
            // call; they stay allocated until the launch has completed (the argument borrows).
            check("clSetKernelExecInfo", unsafe {
                ffi::clSetKernelExecInfo(
                    k,
                    ffi::CL_KERNEL_EXEC_INFO_SVM_PTRS,
                    size_of_val(indirect.as_slice()),
                    indirect.as_ptr().cast(),
                )
            })?;
        }

        let mut event: ffi::cl_event = ptr::null_mut();
        // SAFETY: every argument is set; global and local sizes are 3-element arrays; the event
        // pointer is valid. Memory reached by the kernel was checked against the buffers' sizes.
        check("clEnqueueNDRangeKernel", unsafe {
            ffi::clEnqueueNDRangeKernel(
                self.ctx.inner.queue,
                k,
                3,
                ptr::null(),
                global.as_ptr(),
                local.as_ptr(),
                0,
                ptr::null(),
                &mut event,
            )
        })?;
        let event = Release(event, ffi::clReleaseEvent);
        // SAFETY: one valid event.
        let waited = unsafe { ffi::clWaitForEvents(1, &event.0) };
        let status = event_int(event.0, ffi::CL_EVENT_COMMAND_EXECUTION_STATUS)?;
        if status < 0 {
            return Err(Error::Execution {
                kernel: self.name().to_string(),
                code: status,
                name: cl::code_name(status),
            });
        }
        check("clWaitForEvents", waited)?;
        let start = event_profile(event.0, ffi::CL_PROFILING_COMMAND_START)?;
        let end = event_profile(event.0, ffi::CL_PROFILING_COMMAND_END)?;
        drop(arrays);
        drop(sub_buffers);
        Ok(LaunchInfo {
            device_time: Duration::from_nanos(end.saturating_sub(start)),
            global_size: global,
            local_size: local,
        })
    }

    /// Why an m×n work-group cannot run, if it cannot.
    fn work_group_limit(&self, m: i64, n: i64) -> Option<String> {
        let inner = &self.ctx.inner;
        let items = |d: usize| inner.max_work_item_sizes.get(d).copied().unwrap_or(usize::MAX);
        let (mu, nu) = (usize::try_from(m).unwrap_or(usize::MAX), usize::try_from(n).unwrap_or(usize::MAX));
        if mu > items(0) || nu > items(1) {
            return Some(format!("at most {}x{} work-items per dimension", items(0), items(1)));
        }
        let total = mu.saturating_mul(nu);
        let max = self.max_work_group_size.min(inner.max_work_group_size);
        (total > max).then(|| format!("at most {max} work-items per work-group for this kernel"))
    }

    /// Checks every argument against its parameter's type.
    fn validate<'a>(&self, args: &[Arg<'a>]) -> Result<Vec<Plan<'a>>> {
        let sig = &self.signature;
        let kernel = || sig.abi.name.clone();
        if args.len() != sig.params.len() {
            return Err(Error::ArgumentCount { kernel: kernel(), expected: sig.params.len(), got: args.len() });
        }
        let mut plans = Vec::with_capacity(args.len());
        for (index, (ty, arg)) in sig.params.iter().zip(args).enumerate() {
            let param = sig.param_name(index);
            let plan = match (ty, arg) {
                (Type::Scalar(s), Arg::Scalar(v)) => {
                    let wanted = if *s == Scalar::Index { Scalar::I64 } else { *s };
                    if v.scalar() != wanted {
                        return Err(Error::ScalarType { kernel: kernel(), param, expected: *s, got: v.scalar() });
                    }
                    Plan::Scalar(*v)
                }
                (Type::Memref(t), Arg::Memref(m)) => Plan::Memref(self.resolve(&param, None, t, m, 0)?),
                (Type::Group(g), Arg::Group(group)) => {
                    if group.members.is_empty() {
                        return Err(Error::EmptyGroup { kernel: kernel(), param });
                    }
                    let offset = match (g.offset, group.offset) {
                        (Dim::Static(o), Some(x)) if o != x => {
                            return Err(Error::GroupOffset { kernel: kernel(), param, expected: o, got: x });
                        }
                        (Dim::Static(o), _) => o,
                        (Dim::Dynamic, x) => x.unwrap_or(0),
                    };
                    if offset < 0 {
                        return Err(Error::NegativeOffset { kernel: kernel(), param, offset });
                    }
                    let mut members = Vec::with_capacity(group.members.len());
                    for (i, m) in group.members.iter().enumerate() {
                        let r = self.resolve(&param, Some(i), &g.memref, m, offset as u128)?;
                        if matches!(r.buffer.storage, Storage::Mem(_)) {
                            return Err(Error::NotSvm { kernel: kernel(), param, member: i });
                        }
                        members.push(r);
                    }
                    Plan::Group { members, offset }
                }
                (ty, arg) => {
                    let expected = match ty {
                        Type::Scalar(s) => format!("a scalar of type {s}"),
                        Type::Memref(m) => format!("a memref of type {m}"),
                        Type::Group(g) => format!("a group of type {g}"),
                    };
                    return Err(Error::ArgumentKind { kernel: kernel(), param, expected, got: arg.describe() });
                }
            };
            plans.push(plan);
        }
        Ok(plans)
    }

    /// Checks one memref (or group member) and fills in its strides. `extra` is the group offset,
    /// which the kernel adds to the member's base.
    fn resolve<'a>(
        &self,
        param: &str,
        member: Option<usize>,
        ty: &MemrefType,
        arg: &MemrefArg<'a>,
        extra: u128,
    ) -> Result<Resolved<'a>> {
        let kernel = || self.signature.abi.name.clone();
        let param = || param.to_string();
        if !self.ctx.same(&arg.buffer.ctx) {
            return Err(Error::ForeignBuffer { kernel: kernel(), param: param(), member });
        }
        if arg.elem != ty.elem {
            return Err(Error::ElementType {
                kernel: kernel(),
                param: param(),
                member,
                expected: ty.elem,
                got: arg.elem,
            });
        }
        let order = ty.order();
        if arg.shape.len() != order {
            return Err(Error::Order {
                kernel: kernel(),
                param: param(),
                member,
                what: "sizes",
                expected: order,
                got: arg.shape.len(),
            });
        }
        for (mode, (&size, dim)) in arg.shape.iter().zip(&ty.shape).enumerate() {
            if size < 0 {
                return Err(Error::Negative {
                    kernel: kernel(),
                    param: param(),
                    member,
                    what: "size",
                    mode,
                    value: size,
                });
            }
            if let Some(expected) = dim.as_static().filter(|&e| e != size) {
                return Err(Error::Shape { kernel: kernel(), param: param(), member, mode, expected, got: size });
            }
        }
        let strides = match &arg.strides {
            Some(strides) => {
                if strides.len() != order {
                    return Err(Error::Order {
                        kernel: kernel(),
                        param: param(),
                        member,
                        what: "strides",
                        expected: order,
                        got: strides.len(),
                    });
                }
                for (mode, &stride) in strides.iter().enumerate() {
                    if stride < 0 {
                        let value = stride;
                        return Err(Error::Negative {
                            kernel: kernel(),
                            param: param(),
                            member,
                            what: "stride",
                            mode,
                            value,
                        });
                    }
                }
                strides.clone()
            }
            None => {
                let mut out: Vec<i64> = Vec::with_capacity(order);
                for (mode, dim) in ty.stride.iter().enumerate() {
                    let stride = match (*dim, mode) {
                        (Dim::Static(s), _) => s,
                        (Dim::Dynamic, 0) => 1,
                        (Dim::Dynamic, _) => out[mode - 1].saturating_mul(arg.shape[mode - 1]),
                    };
                    out.push(stride);
                }
                out
            }
        };
        for (mode, (&stride, dim)) in strides.iter().zip(&ty.stride).enumerate() {
            if let Some(expected) = dim.as_static().filter(|&e| e != stride) {
                return Err(Error::Stride { kernel: kernel(), param: param(), member, mode, expected, got: stride });
            }
        }
        let empty = arg.shape.contains(&0);
        if !empty {
            // Sizes are ≥ 1 and strides ≥ 0 here; saturation only makes the check fail.
            let reach = arg
                .shape
                .iter()
                .zip(&strides)
                .map(|(&s, &st)| (s as u128 - 1).saturating_mul(st as u128))
                .fold(0u128, u128::saturating_add);
            let needed = (arg.offset as u128).saturating_add(extra).saturating_add(reach).saturating_add(1);
            if needed > arg.len as u128 {
                return Err(Error::BufferTooSmall { kernel: kernel(), param: param(), member, needed, len: arg.len });
            }
        }
        let elem_bytes = (ty.elem.bits() / 8) as usize;
        if let Storage::Mem(_) = arg.buffer.storage {
            let offset_bytes = arg.offset * elem_bytes;
            let align = self.ctx.inner.base_align_bytes;
            let misalignment = offset_bytes % align;
            if !empty && misalignment != 0 {
                return Err(Error::UnalignedOffset { kernel: kernel(), param: param(), offset_bytes, align });
            }
        }
        Ok(Resolved { buffer: arg.buffer, elem_bytes, offset: arg.offset, shape: arg.shape.clone(), strides, empty })
    }
}

fn svm_pointer(buffer: &RawBuffer) -> *mut c_void {
    match buffer.storage {
        Storage::Svm(p) => p,
        Storage::Mem(_) => ptr::null_mut(),
    }
}

fn set_arg_bytes(kernel: ffi::cl_kernel, index: ffi::cl_uint, bytes: &[u8]) -> Result<()> {
    // SAFETY: the value is copied by the call; `bytes` is live for its duration.
    check("clSetKernelArg", unsafe { ffi::clSetKernelArg(kernel, index, bytes.len(), bytes.as_ptr().cast()) })
}

fn set_arg_svm(kernel: ffi::cl_kernel, index: ffi::cl_uint, pointer: *mut c_void) -> Result<()> {
    // SAFETY: `pointer` lies in an SVM allocation of this context that outlives the launch.
    check("clSetKernelArgSVMPointer", unsafe { ffi::clSetKernelArgSVMPointer(kernel, index, pointer) })
}

fn sub_buffer(mem: ffi::cl_mem, origin: usize, size: usize) -> Result<ffi::cl_mem> {
    let region = ffi::cl_buffer_region { origin, size };
    let mut code = 0;
    // SAFETY: a valid buffer and a region inside it (origin < size of the parent).
    let sub = unsafe {
        ffi::clCreateSubBuffer(
            mem,
            ffi::CL_MEM_READ_WRITE,
            ffi::CL_BUFFER_CREATE_TYPE_REGION,
            (&raw const region).cast(),
            &mut code,
        )
    };
    check("clCreateSubBuffer", code)?;
    Ok(sub)
}

fn event_int(event: ffi::cl_event, param: ffi::cl_event_info) -> Result<ffi::cl_int> {
    let mut value: ffi::cl_int = 0;
    // SAFETY: a valid event; the output is one cl_int.
    check("clGetEventInfo", unsafe {
        ffi::clGetEventInfo(event, param, size_of::<ffi::cl_int>(), (&raw mut value).cast(), ptr::null_mut())
    })?;
    Ok(value)
}

fn event_profile(event: ffi::cl_event, param: ffi::cl_profiling_info) -> Result<u64> {
    let mut value: ffi::cl_ulong = 0;
    // SAFETY: a valid, completed event of a profiling queue; the output is one cl_ulong.
    check("clGetEventProfilingInfo", unsafe {
        ffi::clGetEventProfilingInfo(event, param, size_of::<ffi::cl_ulong>(), (&raw mut value).cast(), ptr::null_mut())
    })?;
    Ok(value)
}

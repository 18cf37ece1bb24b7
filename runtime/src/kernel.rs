//! OpenCL kernels and their launches.

use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;
use std::time::Duration;

use cl_sys as ffi;
use tinyc_frontend::abi::Role;

use crate::args::{Arg, Backend, BufferRef, Plan, Resolved, Site, validate};
use crate::buffer::{RawBuffer, Storage};
use crate::cl::{self, check};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::signature::KernelSignature;

/// The largest number of work-groups one launch may have (global sizes beyond 32 bits are not
/// portable across OpenCL drivers).
pub const MAX_GROUPS: usize = u32::MAX as usize;

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
    /// `CL_KERNEL_LOCAL_MEM_SIZE` of the compiled kernel: its local memory (the `alloca` stack).
    local_mem_bytes: u64,
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
                ctx.inner.location.device,
                ffi::CL_KERNEL_WORK_GROUP_SIZE,
                size_of::<usize>(),
                (&raw mut max_work_group_size).cast(),
                ptr::null_mut(),
            )
        })?;
        let mut local_mem_bytes: ffi::cl_ulong = 0;
        // SAFETY: a valid kernel and device; the output is one cl_ulong.
        check("clGetKernelWorkGroupInfo", unsafe {
            ffi::clGetKernelWorkGroupInfo(
                handle.0,
                ctx.inner.location.device,
                ffi::CL_KERNEL_LOCAL_MEM_SIZE,
                size_of::<ffi::cl_ulong>(),
                (&raw mut local_mem_bytes).cast(),
                ptr::null_mut(),
            )
        })?;
        Ok(Kernel { ctx, handle: Mutex::new(handle), signature, max_work_group_size, local_mem_bytes })
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
        let plans = validate(&OpenCl(&self.ctx), &self.signature, args, groups)?;
        let kernel = self.name().to_string();
        if groups == 0 || groups > MAX_GROUPS {
            return Err(Error::GroupCount { kernel, groups, max: MAX_GROUPS });
        }
        let (m, n) = self.signature.abi.work_group_size;
        if let Some(limit) = self.work_group_limit(m, n) {
            return Err(Error::WorkGroupSize { kernel, m, n, limit });
        }
        // Drivers may accept a kernel whose local memory exceeds the device's and fail at run time
        // (PoCL aborts the process), so it is checked here.
        let available = self.ctx.inner.local_mem_bytes;
        if self.local_mem_bytes > available {
            return Err(Error::LocalMemory { kernel, needed: self.local_mem_bytes, available });
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
                    Storage::Svm(_) => set_arg_svm(k, index, svm_address(r).unwrap_or(ptr::null_mut()))?,
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
                        let address = svm_address(r).unwrap_or(ptr::null_mut());
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
}

/// The OpenCL side of argument validation: buffers of the kernel's context, sub-buffer alignment
/// of `cl_mem` offsets, SVM for group members.
struct OpenCl<'k>(&'k Context);

impl Backend for OpenCl<'_> {
    type Raw = RawBuffer;

    fn own<'a>(&self, buffer: BufferRef<'a>) -> Result<&'a RawBuffer, &'static str> {
        match buffer {
            BufferRef::OpenCl(raw) if self.0.same(&raw.ctx) => Ok(raw),
            BufferRef::OpenCl(_) => Err("another OpenCL context"),
            #[cfg(feature = "cuda")]
            BufferRef::Cuda(_) => Err("a CUDA context (the kernel is an OpenCL kernel)"),
            #[cfg(test)]
            BufferRef::Fake(_) => Err("a fake context"),
        }
    }

    fn check_memref(&self, site: &Site<'_>, r: &Resolved<'_, RawBuffer>) -> Result<()> {
        if let Storage::Mem(_) = r.buffer.storage {
            let offset_bytes = r.offset * r.elem_bytes;
            let align = self.0.inner.base_align_bytes;
            let misalignment = offset_bytes % align;
            if !r.empty && misalignment != 0 {
                return Err(Error::UnalignedOffset {
                    kernel: site.kernel.to_string(),
                    param: site.param.to_string(),
                    offset_bytes,
                    align,
                });
            }
        }
        Ok(())
    }

    fn check_member(&self, site: &Site<'_>, r: &Resolved<'_, RawBuffer>) -> Result<()> {
        match (r.buffer.storage, site.member) {
            (Storage::Mem(_), Some(member)) => {
                Err(Error::NotSvm { kernel: site.kernel.to_string(), param: site.param.to_string(), member })
            }
            _ => Ok(()),
        }
    }
}

/// The address of element (0,…,0) of a memref in an SVM buffer.
fn svm_address(r: &Resolved<'_, RawBuffer>) -> Option<*mut c_void> {
    match r.buffer.storage {
        Storage::Svm(p) => Some(p.cast::<u8>().wrapping_add(r.byte_offset()).cast()),
        Storage::Mem(_) => None,
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

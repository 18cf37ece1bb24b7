//! The one place where the runtime calls OpenCL: small safe wrappers over the raw entry points of
//! `cl-sys`, which no other module of the OpenCL backend uses.
//!
//! An OpenCL handle is a bare pointer with a reference count, and every raw call is sound only
//! under rules that the type system does not see: the handle is still alive, an output buffer
//! has the size the call is told, an SVM pointer belongs to the context of the queue that copies
//! it, nothing frees memory that enqueued commands still use. Keeping every raw call here means
//! these rules are kept once, by construction, instead of at each call site:
//!
//! - **Ownership.** `Context`, `Queue`, `Mem`, `Program`, `Kernel` and `Event` each own one
//!   reference to their OpenCL object: taken by the `clCreate*` call that made it (or by a
//!   `clRetain*` in `retain`) and given back exactly once, by `Drop` (`clRelease*`). A value is
//!   only ever made from a call that returned `CL_SUCCESS`, so it always holds a live handle.
//! - **Lifetimes.** OpenCL objects keep alive what they were made from (a kernel its program, a
//!   sub-buffer its parent buffer), so the order in which owners are dropped cannot invalidate a
//!   handle. A `Queue` also owns its `Context` here, so that what is created for a queue is
//!   created in the queue's context. SVM is the exception to OpenCL's own reference counting:
//!   `clSVMFree` needs the context and does not wait for commands that use the memory, so an
//!   `Svm` allocation holds (a retained reference to) its queue and context, and finishes the
//!   queue before freeing.
//! - **Ids.** `PlatformId` and `DeviceId` are only made from the loader's lists; they are not
//!   reference counted and stay valid for the whole process.
//! - **Errors.** A status code becomes [`Error::OpenCl`] (`check`), naming the call and the code.
//! - **Threads.** OpenCL API calls are thread-safe (OpenCL 1.1 and later) except setting the
//!   arguments of one kernel object: every handle type is `Send` and `Sync` except `Kernel`,
//!   which is only `Send` and sets arguments through `&mut self`.
//! - **Kernels.** Running a kernel is the one thing that cannot be made safe here: device code
//!   reads and writes whatever its pointer arguments reach, and whether each argument matches its
//!   parameter and stays inside its buffer is known only to the caller (the ABI and the argument
//!   checks in `kernel.rs`). Setting arguments and enqueuing therefore start with the `unsafe`
//!   `Kernel::launch`.
//!
//! Raw handles leave the module only through `raw()`, for the public API that hands them to other
//! OpenCL libraries (`Context::raw_queue`, `Buffer::raw_mem`, `DeviceLocation`); the runtime keeps
//! owning those objects. The handle types of that API are re-exported from here.

use std::ffi::{CStr, c_char, c_void};
use std::ptr::{self, NonNull};

use cl_sys as ffi;

use crate::error::{Error, Result};

// The raw handle types of the public API.
pub(crate) use ffi::{cl_command_queue, cl_context, cl_device_id, cl_event, cl_mem, cl_platform_id};
// Status codes the runtime tells apart.
pub(crate) use ffi::{CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BUILD_OPTIONS, CL_INVALID_VALUE};
// Property names and bits of the device and platform queries.
/// `CL_DEVICE_IL_VERSION` (OpenCL 2.1): the intermediate languages the device takes, such as
/// `SPIR-V_1.0 SPIR-V_1.2`.
pub(crate) use ffi::CL_DEVICE_IL_VERSION;
pub(crate) use ffi::{
    CL_DEVICE_ADDRESS_BITS, CL_DEVICE_DOUBLE_FP_CONFIG, CL_DEVICE_EXTENSIONS, CL_DEVICE_LOCAL_MEM_SIZE,
    CL_DEVICE_MAX_MEM_ALLOC_SIZE, CL_DEVICE_MAX_WORK_GROUP_SIZE, CL_DEVICE_MAX_WORK_ITEM_SIZES,
    CL_DEVICE_MEM_BASE_ADDR_ALIGN, CL_DEVICE_NAME, CL_DEVICE_OPENCL_C_VERSION, CL_DEVICE_SVM_CAPABILITIES,
    CL_DEVICE_SVM_COARSE_GRAIN_BUFFER, CL_DEVICE_TYPE, CL_DEVICE_TYPE_CPU, CL_DEVICE_VERSION, CL_DRIVER_VERSION,
    CL_PLATFORM_NAME, CL_PLATFORM_VERSION,
};
pub(crate) use ffi::{CL_DEVICE_MAX_COMPUTE_UNITS, CL_DEVICE_SINGLE_FP_CONFIG, CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT};

/// `CL_DEVICE_OPENCL_C_ALL_VERSIONS` (OpenCL 3.0; not in cl-sys 0.4).
pub(crate) const CL_DEVICE_OPENCL_C_ALL_VERSIONS: u32 = 0x1066;
/// `CL_NAME_VERSION_MAX_NAME_SIZE` (OpenCL 3.0).
const CL_NAME_VERSION_MAX_NAME_SIZE: usize = 64;
/// `CL_MEM_OBJECT_ALLOCATION_FAILURE`, reported for a null `clSVMAlloc`.
const CL_MEM_OBJECT_ALLOCATION_FAILURE: ffi::cl_int = -4;

/// Turns an OpenCL status code into a `Result`.
pub(crate) fn check(call: &'static str, code: ffi::cl_int) -> Result<()> {
    if code == ffi::CL_SUCCESS { Ok(()) } else { Err(error(call, code)) }
}

/// The error for a failed call.
pub(crate) fn error(call: &'static str, code: ffi::cl_int) -> Error {
    Error::OpenCl { call, code, name: code_name(code) }
}

// ---------------------------------------------------------------------------------------------
// Info queries

/// The value of a variable-size property. `query(size, value, size_ret)` is one `clGet*Info`
/// call on a live object; it is made twice: with no output to learn the size, then with exactly
/// `size` writable bytes.
fn info_bytes(call: &'static str, query: impl Fn(usize, *mut c_void, *mut usize) -> ffi::cl_int) -> Result<Vec<u8>> {
    let mut size = 0usize;
    check(call, query(0, ptr::null_mut(), &mut size))?;
    let mut bytes = vec![0u8; size];
    check(call, query(size, bytes.as_mut_ptr().cast(), ptr::null_mut()))?;
    Ok(bytes)
}

/// Integers of which every bit pattern is a value: the types fixed-size properties are read as.
trait Plain: Copy + Default {}
impl Plain for u32 {}
impl Plain for i32 {}
impl Plain for u64 {}
impl Plain for usize {}
impl Plain for [usize; 3] {}

/// The value of a fixed-size property of type `T`. `query(size, value)` is one `clGet*Info` call
/// on a live object, given `size` = `size_of::<T>()` writable bytes at `value` (OpenCL writes at
/// most `size` bytes and fails with `CL_INVALID_VALUE` when the property is larger).
fn info_value<T: Plain>(call: &'static str, query: impl FnOnce(usize, *mut c_void) -> ffi::cl_int) -> Result<T> {
    let mut value = T::default();
    check(call, query(size_of::<T>(), (&raw mut value).cast()))?;
    Ok(value)
}

/// A property's bytes as an array of `size_t` (or of handles, which are pointer-sized).
fn words(bytes: &[u8]) -> Vec<usize> {
    bytes
        .chunks_exact(size_of::<usize>())
        .map(|c| {
            let mut word = [0u8; size_of::<usize>()];
            word.copy_from_slice(c);
            usize::from_ne_bytes(word)
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Platforms and devices

/// A platform from the loader's list (`clGetPlatformIDs`); valid for the whole process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlatformId(ffi::cl_platform_id);

// SAFETY: a platform id is an immutable, process-wide handle that OpenCL lets every thread use.
unsafe impl Send for PlatformId {}
// SAFETY: as above; `PlatformId` has no interior state.
unsafe impl Sync for PlatformId {}

/// The stack size that threads started by an OpenCL driver get by default
/// ([`widen_driver_thread_stacks`]): 64 MiB of address space, touched only as deep as used.
pub(crate) const DRIVER_THREAD_STACK: usize = 64 << 20;

#[cfg(all(target_os = "linux", target_env = "gnu"))]
unsafe extern "C" {
    // glibc 2.18 and later; the `libc` crate does not declare them.
    fn pthread_getattr_default_np(attr: *mut libc::pthread_attr_t) -> libc::c_int;
    fn pthread_setattr_default_np(attr: *const libc::pthread_attr_t) -> libc::c_int;
}

/// Raises the default stack size of threads created from now on (glibc's process-wide default
/// attributes, which a driver's `pthread_create(…, NULL, …)` uses) to [`DRIVER_THREAD_STACK`]
/// where it is smaller, once, before the runtime first loads the OpenCL platforms. PoCL 3.1 runs
/// a work-group on one of its worker threads, with a copy per work-item of every private value
/// that lives across a barrier on that thread's stack: a work-group of 512 work-items with
/// 16 KiB of such values (tinytc's `flash_attention_64` example: 16 × 32 work-items holding
/// cooperative matrices) needs more than the 8 MiB that glibc gives a thread by default, and
/// crashed the process (`runtime/tests/opencl.rs`, `large_private_state_across_barriers_runs`).
/// Threads that ask for their own stack size (Rust's among them) are unaffected. Drivers that
/// were loaded before the runtime keep their threads. Elsewhere than on glibc: nothing.
fn widen_driver_thread_stacks() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    ONCE.call_once(|| {
        let mut attr = std::mem::MaybeUninit::<libc::pthread_attr_t>::uninit();
        // SAFETY: `attr` is written by pthread_getattr_default_np (an initialised attribute
        // object on success), read and changed only after success, and destroyed once.
        unsafe {
            if pthread_getattr_default_np(attr.as_mut_ptr()) != 0 {
                return;
            }
            let mut size = 0usize;
            if libc::pthread_attr_getstacksize(attr.as_ptr(), &mut size) == 0
                && size < DRIVER_THREAD_STACK
                && libc::pthread_attr_setstacksize(attr.as_mut_ptr(), DRIVER_THREAD_STACK) == 0
            {
                pthread_setattr_default_np(attr.as_ptr());
            }
            libc::pthread_attr_destroy(attr.as_mut_ptr());
        }
    });
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    ONCE.call_once(|| {});
}

impl PlatformId {
    /// All platforms; an empty list when the loader has none.
    pub(crate) fn all() -> Result<Vec<PlatformId>> {
        widen_driver_thread_stacks();
        let mut count: ffi::cl_uint = 0;
        // SAFETY: querying only the count: no output array, a valid pointer for the count.
        let code = unsafe { ffi::clGetPlatformIDs(0, ptr::null_mut(), &mut count) };
        if code == ffi::CL_PLATFORM_NOT_FOUND_KHR || count == 0 {
            return Ok(Vec::new());
        }
        check("clGetPlatformIDs", code)?;
        let mut ids = vec![ptr::null_mut(); count as usize];
        // SAFETY: `ids` has room for `count` platform ids.
        check("clGetPlatformIDs", unsafe { ffi::clGetPlatformIDs(count, ids.as_mut_ptr(), ptr::null_mut()) })?;
        Ok(ids.into_iter().map(PlatformId).collect())
    }

    /// The raw id (owned by the OpenCL implementation; ids need no release).
    pub(crate) fn raw(self) -> ffi::cl_platform_id {
        self.0
    }

    /// All devices of the platform; an empty list when it has none.
    pub(crate) fn devices(self) -> Result<Vec<DeviceId>> {
        let mut count: ffi::cl_uint = 0;
        // SAFETY: a platform id from the loader's list; only the count is written.
        let code = unsafe { ffi::clGetDeviceIDs(self.0, ffi::CL_DEVICE_TYPE_ALL, 0, ptr::null_mut(), &mut count) };
        if code == ffi::CL_DEVICE_NOT_FOUND || count == 0 {
            return Ok(Vec::new());
        }
        check("clGetDeviceIDs", code)?;
        let mut ids = vec![ptr::null_mut(); count as usize];
        // SAFETY: as above; `ids` has room for `count` device ids.
        check("clGetDeviceIDs", unsafe {
            ffi::clGetDeviceIDs(self.0, ffi::CL_DEVICE_TYPE_ALL, count, ids.as_mut_ptr(), ptr::null_mut())
        })?;
        Ok(ids.into_iter().map(DeviceId).collect())
    }

    /// A string property (the trailing NUL removed).
    pub(crate) fn info_string(self, param: ffi::cl_platform_info) -> Result<String> {
        let bytes = info_bytes("clGetPlatformInfo", |size, value, size_ret| {
            // SAFETY: a platform id from the loader's list; `info_bytes` passes no output or
            // `size` writable bytes, and a valid or null size pointer.
            unsafe { ffi::clGetPlatformInfo(self.0, param, size, value, size_ret) }
        })?;
        Ok(c_string(&bytes))
    }
}

/// A device from a platform's list (`clGetDeviceIDs`); valid for the whole process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DeviceId(ffi::cl_device_id);

// SAFETY: a (root) device id is an immutable, process-wide handle that every thread may use.
unsafe impl Send for DeviceId {}
// SAFETY: as above; `DeviceId` has no interior state.
unsafe impl Sync for DeviceId {}

impl DeviceId {
    /// A device id the host got from OpenCL. Root device ids are valid for the whole process; a
    /// sub-device's is valid while the host keeps it.
    pub(crate) fn from_raw(raw: ffi::cl_device_id) -> DeviceId {
        DeviceId(raw)
    }

    /// The device's platform (`CL_DEVICE_PLATFORM`).
    pub(crate) fn platform(self) -> Result<PlatformId> {
        let raw: usize = info_value("clGetDeviceInfo", |size, value| {
            // SAFETY: a device id; `value` has `size` writable bytes (one cl_platform_id).
            unsafe { ffi::clGetDeviceInfo(self.0, ffi::CL_DEVICE_PLATFORM, size, value, ptr::null_mut()) }
        })?;
        Ok(PlatformId(raw as ffi::cl_platform_id))
    }

    /// The raw id (owned by the OpenCL implementation; root device ids need no release).
    pub(crate) fn raw(self) -> ffi::cl_device_id {
        self.0
    }

    /// The raw bytes of a property.
    pub(crate) fn info_bytes(self, param: ffi::cl_device_info) -> Result<Vec<u8>> {
        info_bytes("clGetDeviceInfo", |size, value, size_ret| {
            // SAFETY: a device id from the loader's list; `info_bytes` passes no output or `size`
            // writable bytes, and a valid or null size pointer.
            unsafe { ffi::clGetDeviceInfo(self.0, param, size, value, size_ret) }
        })
    }

    /// A string property (the trailing NUL removed).
    pub(crate) fn info_string(self, param: ffi::cl_device_info) -> Result<String> {
        Ok(c_string(&self.info_bytes(param)?))
    }

    /// A numeric property of type `cl_uint`, `cl_ulong` or `size_t`, widened to `u64`.
    pub(crate) fn info_uint(self, param: ffi::cl_device_info) -> Result<u64> {
        let bytes = self.info_bytes(param)?;
        Ok(match bytes.len() {
            4 => u64::from(u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])),
            8 => u64::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]]),
            _ => return Err(error("clGetDeviceInfo", ffi::CL_INVALID_VALUE)),
        })
    }

    /// An array-of-`size_t` property.
    pub(crate) fn info_sizes(self, param: ffi::cl_device_info) -> Result<Vec<usize>> {
        Ok(words(&self.info_bytes(param)?))
    }

    /// The versions of a `cl_name_version` array property (each entry: a `cl_version`, then a
    /// name).
    pub(crate) fn info_name_versions(self, param: ffi::cl_device_info) -> Result<Vec<u32>> {
        let bytes = self.info_bytes(param)?;
        Ok(bytes
            .chunks_exact(4 + CL_NAME_VERSION_MAX_NAME_SIZE)
            .map(|c| u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
}

// ---------------------------------------------------------------------------------------------
// Context and queue

/// An OpenCL context (one reference to it).
#[derive(Debug)]
pub(crate) struct Context(ffi::cl_context);

// SAFETY: every OpenCL call on a context is thread-safe, and the handle is never mutated; the
// reference is released once, by `Drop`, whichever thread that runs on.
unsafe impl Send for Context {}
// SAFETY: as above.
unsafe impl Sync for Context {}

impl Context {
    /// A context of one device of `platform`.
    pub(crate) fn new(platform: PlatformId, device: DeviceId) -> Result<Context> {
        let properties: [ffi::cl_context_properties; 3] =
            [ffi::CL_CONTEXT_PLATFORM as ffi::cl_context_properties, platform.0 as ffi::cl_context_properties, 0];
        let mut code = 0;
        // SAFETY: a zero-terminated property list, one device id from the loader's list, no
        // callback; `code` is a valid pointer.
        let context =
            unsafe { ffi::clCreateContext(properties.as_ptr(), 1, &device.0, None, ptr::null_mut(), &mut code) };
        check("clCreateContext", code)?;
        Ok(Context(context))
    }

    /// Another owner of a context the host created: takes a reference of its own
    /// (`clRetainContext`), which `Drop` gives back.
    ///
    /// # Safety
    /// `raw` is a live context (OpenCL implementations cannot tell a dangling handle).
    pub(crate) unsafe fn retain_raw(raw: ffi::cl_context) -> Result<Context> {
        // SAFETY: a live context (the caller's promise); the new reference is owned by the result.
        check("clRetainContext", unsafe { ffi::clRetainContext(raw) })?;
        Ok(Context(raw))
    }

    /// The raw handle, still owned by this value.
    pub(crate) fn raw(&self) -> ffi::cl_context {
        self.0
    }

    /// The devices of the context (`CL_CONTEXT_DEVICES`).
    pub(crate) fn devices(&self) -> Result<Vec<DeviceId>> {
        let bytes = info_bytes("clGetContextInfo", |size, value, size_ret| {
            // SAFETY: a live context; `info_bytes` passes no output or `size` writable bytes, and
            // a valid or null size pointer.
            unsafe { ffi::clGetContextInfo(self.0, ffi::CL_CONTEXT_DEVICES, size, value, size_ret) }
        })?;
        // Handles are pointers: pointer-sized words.
        Ok(words(&bytes).into_iter().map(|w| DeviceId(w as ffi::cl_device_id)).collect())
    }

    /// Another owner of the same context.
    fn retain(&self) -> Result<Context> {
        // SAFETY: `self.0` is live while `self` is; the new reference is owned by the result.
        check("clRetainContext", unsafe { ffi::clRetainContext(self.0) })?;
        Ok(Context(self.0))
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns. Objects made in the context hold
        // their own references to it. Errors cannot be reported from `drop`.
        unsafe { ffi::clReleaseContext(self.0) };
    }
}

/// An in-order command queue with profiling, and the context it belongs to.
#[derive(Debug)]
pub(crate) struct Queue {
    queue: ffi::cl_command_queue,
    // Dropped after the queue is released, as a queue's context is released after the queue.
    context: Context,
}

// SAFETY: enqueuing and every other OpenCL call on a queue are thread-safe; the handles are never
// mutated and are released once, by `Drop`.
unsafe impl Send for Queue {}
// SAFETY: as above.
unsafe impl Sync for Queue {}

impl Queue {
    /// An in-order queue with profiling on `device` (a device of `context`), which it owns from
    /// now on. `opencl2` picks `clCreateCommandQueueWithProperties` (OpenCL 2.0+) over the 1.x
    /// entry point.
    pub(crate) fn new(context: Context, device: DeviceId, opencl2: bool) -> Result<Queue> {
        let mut code = 0;
        let queue = if opencl2 {
            let properties: [ffi::cl_queue_properties; 3] =
                [ffi::CL_QUEUE_PROPERTIES as ffi::cl_queue_properties, ffi::CL_QUEUE_PROFILING_ENABLE, 0];
            // SAFETY: a live context and a device id, a zero-terminated property list, a valid
            // pointer for the status.
            unsafe { ffi::clCreateCommandQueueWithProperties(context.0, device.0, properties.as_ptr(), &mut code) }
        } else {
            // SAFETY: as above (the OpenCL 1.x entry point).
            unsafe { ffi::clCreateCommandQueue(context.0, device.0, ffi::CL_QUEUE_PROFILING_ENABLE, &mut code) }
        };
        // On failure the context is dropped (released) here.
        check("clCreateCommandQueue", code)?;
        Ok(Queue { queue, context })
    }

    /// Another owner of the same queue (and of its context).
    fn retain(&self) -> Result<Queue> {
        let context = self.context.retain()?;
        // SAFETY: `self.queue` is live while `self` is; the new reference is owned by the result.
        check("clRetainCommandQueue", unsafe { ffi::clRetainCommandQueue(self.queue) })?;
        Ok(Queue { queue: self.queue, context })
    }

    /// The context the queue belongs to.
    pub(crate) fn context(&self) -> &Context {
        &self.context
    }

    /// The raw handle, still owned by this queue.
    pub(crate) fn raw(&self) -> ffi::cl_command_queue {
        self.queue
    }

    /// The context and device of a queue the host created (`CL_QUEUE_CONTEXT`,
    /// `CL_QUEUE_DEVICE`).
    ///
    /// # Safety
    /// `raw` is a live command queue.
    pub(crate) unsafe fn raw_info(raw: ffi::cl_command_queue) -> Result<(ffi::cl_context, DeviceId)> {
        let context: usize = info_value("clGetCommandQueueInfo", |size, value| {
            // SAFETY: a live queue (the caller's promise); `value` has `size` writable bytes.
            unsafe { ffi::clGetCommandQueueInfo(raw, ffi::CL_QUEUE_CONTEXT, size, value, ptr::null_mut()) }
        })?;
        let device: usize = info_value("clGetCommandQueueInfo", |size, value| {
            // SAFETY: as above.
            unsafe { ffi::clGetCommandQueueInfo(raw, ffi::CL_QUEUE_DEVICE, size, value, ptr::null_mut()) }
        })?;
        Ok((context as ffi::cl_context, DeviceId(device as ffi::cl_device_id)))
    }

    /// Waits until every command enqueued has completed (`clFinish`).
    pub(crate) fn finish(&self) -> Result<()> {
        // SAFETY: a live queue.
        check("clFinish", unsafe { ffi::clFinish(self.queue) })
    }

    /// Enqueues setting every byte of `mem` to 0 (without waiting for it).
    pub(crate) fn fill_zero(&self, mem: &Mem) -> Result<()> {
        let pattern = 0u8;
        // SAFETY: a live queue and buffer object (the driver checks they share a context); a
        // one-byte pattern that the call copies; the range is the whole buffer. OpenCL keeps the
        // buffer alive until the command has completed, even if `mem` is released before.
        check("clEnqueueFillBuffer", unsafe {
            ffi::clEnqueueFillBuffer(
                self.queue,
                mem.mem,
                (&raw const pattern).cast(),
                1,
                0,
                mem.bytes,
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }

    /// Blocking copy of `data` to the start of `mem`.
    pub(crate) fn write(&self, mem: &Mem, data: &[u8]) -> Result<()> {
        if data.len() > mem.bytes {
            return Err(error("clEnqueueWriteBuffer", ffi::CL_INVALID_VALUE));
        }
        // SAFETY: a live queue and buffer object; a blocking copy of `data.len()` bytes (within
        // the buffer) from a host slice that is live for the whole call.
        check("clEnqueueWriteBuffer", unsafe {
            ffi::clEnqueueWriteBuffer(
                self.queue,
                mem.mem,
                ffi::CL_TRUE,
                0,
                data.len(),
                data.as_ptr().cast(),
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }

    /// Blocking copy of the first `out.len()` bytes of `mem` into `out`.
    pub(crate) fn read(&self, mem: &Mem, out: &mut [u8]) -> Result<()> {
        if out.len() > mem.bytes {
            return Err(error("clEnqueueReadBuffer", ffi::CL_INVALID_VALUE));
        }
        // SAFETY: a live queue and buffer object; a blocking copy of `out.len()` bytes (within the
        // buffer) into a host slice that is live and writable for the whole call.
        check("clEnqueueReadBuffer", unsafe {
            ffi::clEnqueueReadBuffer(
                self.queue,
                mem.mem,
                ffi::CL_TRUE,
                0,
                out.len(),
                out.as_mut_ptr().cast(),
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }
}

impl Drop for Queue {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns; OpenCL flushes the queue and keeps
        // it until its commands have completed. The context is released afterwards, by its own
        // `Drop`. Errors cannot be reported from `drop`.
        unsafe { ffi::clReleaseCommandQueue(self.queue) };
    }
}

// ---------------------------------------------------------------------------------------------
// Memory

/// A buffer object (`cl_mem`) of `bytes` bytes.
#[derive(Debug)]
pub(crate) struct Mem {
    mem: ffi::cl_mem,
    bytes: usize,
}

// SAFETY: OpenCL calls on a memory object are thread-safe; the host never touches its memory
// other than through blocking copies. The handle is released once, by `Drop`.
unsafe impl Send for Mem {}
// SAFETY: as above.
unsafe impl Sync for Mem {}

impl Mem {
    /// A read-write buffer of `bytes` bytes (positive) in `context`, uninitialised.
    pub(crate) fn new(context: &Context, bytes: usize) -> Result<Mem> {
        let mut code = 0;
        // SAFETY: a live context, no host pointer, a valid pointer for the status.
        let mem = unsafe { ffi::clCreateBuffer(context.0, ffi::CL_MEM_READ_WRITE, bytes, ptr::null_mut(), &mut code) };
        check("clCreateBuffer", code)?;
        Ok(Mem { mem, bytes })
    }

    /// The `bytes` bytes of this buffer from byte `origin` on, as a buffer of their own (the
    /// driver checks the region and the device's alignment of `origin`). Of a sub-buffer (one a
    /// host made), a sub-buffer of its parent: OpenCL makes none of a sub-buffer.
    pub(crate) fn sub_buffer(&self, origin: usize, bytes: usize) -> Result<Mem> {
        let parent: usize = info_value("clGetMemObjectInfo", |size, value| {
            // SAFETY: a live memory object; `size` writable bytes.
            unsafe { ffi::clGetMemObjectInfo(self.mem, ffi::CL_MEM_ASSOCIATED_MEMOBJECT, size, value, ptr::null_mut()) }
        })?;
        let (buffer, origin) = if parent == 0 {
            (self.mem, origin)
        } else {
            let offset: usize = info_value("clGetMemObjectInfo", |size, value| {
                // SAFETY: as above.
                unsafe { ffi::clGetMemObjectInfo(self.mem, ffi::CL_MEM_OFFSET, size, value, ptr::null_mut()) }
            })?;
            // The parent lives as long as this sub-buffer does.
            (parent as ffi::cl_mem, offset + origin)
        };
        let region = ffi::cl_buffer_region { origin, size: bytes };
        let mut code = 0;
        // SAFETY: a live buffer object; the region is a `cl_buffer_region` that the call reads
        // while it runs; a valid pointer for the status.
        let mem = unsafe {
            ffi::clCreateSubBuffer(
                buffer,
                ffi::CL_MEM_READ_WRITE,
                ffi::CL_BUFFER_CREATE_TYPE_REGION,
                (&raw const region).cast(),
                &mut code,
            )
        };
        check("clCreateSubBuffer", code)?;
        Ok(Mem { mem, bytes })
    }

    /// Another owner of a buffer object the host created (`clRetainMemObject`), with its size
    /// (`CL_MEM_SIZE`) and context (`CL_MEM_CONTEXT`).
    ///
    /// # Safety
    /// `raw` is a live memory object.
    pub(crate) unsafe fn retain_raw(raw: ffi::cl_mem) -> Result<(Mem, ffi::cl_context)> {
        let kind: u32 = info_value("clGetMemObjectInfo", |size, value| {
            // SAFETY: a live memory object (the caller's promise); `size` writable bytes.
            unsafe { ffi::clGetMemObjectInfo(raw, ffi::CL_MEM_TYPE, size, value, ptr::null_mut()) }
        })?;
        if kind != ffi::CL_MEM_OBJECT_BUFFER {
            return Err(Error::HostObject {
                what: format!(
                    "the cl_mem is not a buffer object (CL_MEM_TYPE {kind:#x}: an image or a pipe); kernel \
                     arguments are buffers"
                ),
            });
        }
        let bytes: usize = info_value("clGetMemObjectInfo", |size, value| {
            // SAFETY: a live memory object (the caller's promise); `size` writable bytes.
            unsafe { ffi::clGetMemObjectInfo(raw, ffi::CL_MEM_SIZE, size, value, ptr::null_mut()) }
        })?;
        let context: usize = info_value("clGetMemObjectInfo", |size, value| {
            // SAFETY: as above.
            unsafe { ffi::clGetMemObjectInfo(raw, ffi::CL_MEM_CONTEXT, size, value, ptr::null_mut()) }
        })?;
        // SAFETY: a live memory object; the new reference is owned by the result.
        check("clRetainMemObject", unsafe { ffi::clRetainMemObject(raw) })?;
        Ok((Mem { mem: raw, bytes }, context as ffi::cl_context))
    }

    /// The size in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// The raw handle, still owned by this value.
    pub(crate) fn raw(&self) -> ffi::cl_mem {
        self.mem
    }
}

impl Drop for Mem {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns; OpenCL defers the actual free
        // until the commands using the buffer (and its sub-buffers) have completed.
        unsafe { ffi::clReleaseMemObject(self.mem) };
    }
}

/// A coarse-grained shared-virtual-memory allocation (`clSVMAlloc`) of `bytes` bytes, with the
/// queue (and context) it was allocated for.
#[derive(Debug)]
pub(crate) struct Svm {
    ptr: NonNull<c_void>,
    bytes: usize,
    queue: Queue,
}

// SAFETY: the allocation is owned by this value, and its memory is only accessed by commands on
// its queue (blocking copies here, kernels), which is thread-safe.
unsafe impl Send for Svm {}
// SAFETY: as above; `&Svm` only allows enqueuing commands.
unsafe impl Sync for Svm {}

impl Svm {
    /// A read-write allocation of `bytes` bytes (positive) in the queue's context, uninitialised,
    /// at the device's default alignment (at least that of the largest OpenCL C type).
    pub(crate) fn alloc(queue: &Queue, bytes: usize) -> Result<Svm> {
        let queue = queue.retain()?;
        // SAFETY: a live context; alignment 0 asks for the default.
        let ptr = unsafe { ffi::clSVMAlloc(queue.context.0, ffi::CL_MEM_READ_WRITE, bytes, 0) };
        let ptr = NonNull::new(ptr).ok_or_else(|| error("clSVMAlloc", CL_MEM_OBJECT_ALLOCATION_FAILURE))?;
        Ok(Svm { ptr, bytes, queue })
    }

    /// The start of the allocation (a device address, for kernel arguments: the host reads and
    /// writes it only through `read` and `write`).
    pub(crate) fn as_ptr(&self) -> *mut c_void {
        self.ptr.as_ptr()
    }

    /// Enqueues setting every byte to 0 on the allocation's queue (without waiting for it).
    pub(crate) fn fill_zero(&self) -> Result<()> {
        let pattern = 0u8;
        // SAFETY: fills exactly this allocation, which belongs to the queue's context, with a
        // one-byte pattern that the call copies; `Drop` finishes the queue before freeing.
        check("clEnqueueSVMMemFill", unsafe {
            ffi::clEnqueueSVMMemFill(
                self.queue.queue,
                self.ptr.as_ptr(),
                (&raw const pattern).cast(),
                1,
                self.bytes,
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }

    /// Blocking copy of `data` (non-empty, at most `bytes` long) to the start of the allocation.
    pub(crate) fn write(&self, data: &[u8]) -> Result<()> {
        if data.len() > self.bytes {
            return Err(error("clEnqueueSVMMemcpy", ffi::CL_INVALID_VALUE));
        }
        // SAFETY: a blocking copy of `data.len()` bytes, within this allocation of the queue's
        // context, from a host slice that is live for the whole call.
        check("clEnqueueSVMMemcpy", unsafe {
            ffi::clEnqueueSVMMemcpy(
                self.queue.queue,
                ffi::CL_TRUE,
                self.ptr.as_ptr(),
                data.as_ptr().cast(),
                data.len(),
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }

    /// Blocking copy of the first `out.len()` bytes (non-empty, at most `bytes`) into `out`.
    pub(crate) fn read(&self, out: &mut [u8]) -> Result<()> {
        if out.len() > self.bytes {
            return Err(error("clEnqueueSVMMemcpy", ffi::CL_INVALID_VALUE));
        }
        // SAFETY: a blocking copy of `out.len()` bytes, within this allocation of the queue's
        // context, into a host slice that is live and writable for the whole call.
        check("clEnqueueSVMMemcpy", unsafe {
            ffi::clEnqueueSVMMemcpy(
                self.queue.queue,
                ffi::CL_TRUE,
                out.as_mut_ptr().cast(),
                self.ptr.as_ptr(),
                out.len(),
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })
    }
}

impl Drop for Svm {
    fn drop(&mut self) {
        // Commands that use the memory are on this queue (the runtime has only one per context):
        // once it is finished, none is left. Errors cannot be reported from `drop`.
        let _ = self.queue.finish();
        // SAFETY: the pointer came from clSVMAlloc in this context, which `self.queue` keeps
        // alive, and is freed once; no command still uses it (above).
        unsafe { ffi::clSVMFree(self.queue.context.0, self.ptr.as_ptr()) };
    }
}

// ---------------------------------------------------------------------------------------------
// Programs

/// A program object, built or not.
#[derive(Debug)]
pub(crate) struct Program(ffi::cl_program);

// SAFETY: OpenCL calls on a program object are thread-safe (a concurrent second build fails with
// CL_INVALID_OPERATION); the handle is released once, by `Drop`.
unsafe impl Send for Program {}
// SAFETY: as above.
unsafe impl Sync for Program {}

impl Program {
    /// A program from OpenCL C source (not built yet); an empty `source` is an empty program.
    pub(crate) fn from_source(context: &Context, source: &str) -> Result<Program> {
        // A length of 0 means "NUL-terminated" to OpenCL, and an empty `&str` may point nowhere:
        // the empty program is passed as an empty C string.
        let text = if source.is_empty() { c"".as_ptr() } else { source.as_ptr().cast::<c_char>() };
        let len = source.len();
        let mut code = 0;
        // SAFETY: a live context; one string with an explicit, non-zero length (no NUL needed)
        // or a NUL-terminated empty string with length 0; a valid pointer for the status.
        let program = unsafe { ffi::clCreateProgramWithSource(context.0, 1, &text, &len, &mut code) };
        check("clCreateProgramWithSource", code)?;
        Ok(Program(program))
    }

    /// A program from an intermediate language such as SPIR-V (`clCreateProgramWithIL`, OpenCL
    /// 2.1), not built yet.
    pub(crate) fn from_il(context: &Context, il: &[u8]) -> Result<Program> {
        if il.is_empty() {
            return Err(error("clCreateProgramWithIL", ffi::CL_INVALID_VALUE));
        }
        let mut code = 0;
        // SAFETY: a live context; `il` has `il.len()` readable bytes (copied by the call); a
        // valid pointer for the status.
        let program =
            unsafe { ffi::clCreateProgramWithIL(context.0, il.as_ptr().cast::<c_void>(), il.len(), &mut code) };
        check("clCreateProgramWithIL", code)?;
        Ok(Program(program))
    }

    /// A program from a device binary for `device` (a device of `context`), not built yet.
    pub(crate) fn from_binary(context: &Context, device: DeviceId, binary: &[u8]) -> Result<Program> {
        if binary.is_empty() {
            return Err(error("clCreateProgramWithBinary", ffi::CL_INVALID_VALUE));
        }
        let (mut code, mut status) = (0, 0);
        let len = binary.len();
        let data = binary.as_ptr();
        // SAFETY: a live context; one device, one binary of `len` readable bytes, one status.
        let program =
            unsafe { ffi::clCreateProgramWithBinary(context.0, 1, &device.0, &len, &data, &mut status, &mut code) };
        check("clCreateProgramWithBinary", code)?;
        let program = Program(program);
        check("clCreateProgramWithBinary", status)?;
        Ok(program)
    }

    /// Builds the program for `device` with `options`.
    pub(crate) fn build(&self, device: DeviceId, options: &CStr) -> Result<()> {
        // SAFETY: a live program, one device id, NUL-terminated options, no callback (so the
        // call blocks until the build is done).
        check("clBuildProgram", unsafe {
            ffi::clBuildProgram(self.0, 1, &device.0, options.as_ptr(), None, ptr::null_mut())
        })
    }

    /// The build log for `device`.
    pub(crate) fn build_log(&self, device: DeviceId) -> Result<String> {
        let bytes = info_bytes("clGetProgramBuildInfo", |size, value, size_ret| {
            // SAFETY: a live program and a device id; `info_bytes` passes no output or `size`
            // writable bytes, and a valid or null size pointer.
            unsafe { ffi::clGetProgramBuildInfo(self.0, device.0, ffi::CL_PROGRAM_BUILD_LOG, size, value, size_ret) }
        })?;
        Ok(c_string(&bytes))
    }

    /// The device binary of a program built for one device, if the driver gives one.
    pub(crate) fn binary(&self) -> Option<Vec<u8>> {
        let devices: ffi::cl_uint = info_value("clGetProgramInfo", |size, value| {
            // SAFETY: a live program; `value` has `size` writable bytes (one cl_uint).
            unsafe { ffi::clGetProgramInfo(self.0, ffi::CL_PROGRAM_NUM_DEVICES, size, value, ptr::null_mut()) }
        })
        .ok()?;
        if devices != 1 {
            return None;
        }
        let size: usize = info_value("clGetProgramInfo", |size, value| {
            // SAFETY: a live program of one device: the sizes are one size_t, and `value` has
            // `size` writable bytes.
            unsafe { ffi::clGetProgramInfo(self.0, ffi::CL_PROGRAM_BINARY_SIZES, size, value, ptr::null_mut()) }
        })
        .ok()?;
        if size == 0 {
            return None;
        }
        let mut binary = vec![0u8; size];
        let mut pointers = [binary.as_mut_ptr()];
        // SAFETY: an array of one pointer (one device) to `size` writable bytes, the size the
        // driver reported for this device.
        let code = unsafe {
            ffi::clGetProgramInfo(
                self.0,
                ffi::CL_PROGRAM_BINARIES,
                size_of_val(&pointers),
                pointers.as_mut_ptr().cast(),
                ptr::null_mut(),
            )
        };
        (code == ffi::CL_SUCCESS).then_some(binary)
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns; kernels hold their own.
        unsafe { ffi::clReleaseProgram(self.0) };
    }
}

// ---------------------------------------------------------------------------------------------
// Kernels, launches and events

/// A kernel object.
#[derive(Debug)]
pub(crate) struct Kernel(ffi::cl_kernel);

// SAFETY: a kernel object may be used from any thread, but not concurrently while its arguments
// are set: `Kernel` is not `Sync`, and argument setting takes `&mut self`.
unsafe impl Send for Kernel {}

impl Kernel {
    /// The kernel `name` of a built program.
    pub(crate) fn new(program: &Program, name: &CStr) -> Result<Kernel> {
        let mut code = 0;
        // SAFETY: a live program, a NUL-terminated name, a valid pointer for the status.
        let kernel = unsafe { ffi::clCreateKernel(program.0, name.as_ptr(), &mut code) };
        check("clCreateKernel", code)?;
        Ok(Kernel(kernel))
    }

    /// The number of arguments (`CL_KERNEL_NUM_ARGS`).
    pub(crate) fn num_args(&self) -> Result<u32> {
        info_value("clGetKernelInfo", |size, value| {
            // SAFETY: a live kernel; `value` has `size` writable bytes (one cl_uint).
            unsafe { ffi::clGetKernelInfo(self.0, ffi::CL_KERNEL_NUM_ARGS, size, value, ptr::null_mut()) }
        })
    }

    /// The largest work-group on `device` (`CL_KERNEL_WORK_GROUP_SIZE`).
    pub(crate) fn work_group_size(&self, device: DeviceId) -> Result<usize> {
        self.work_group_info(device, ffi::CL_KERNEL_WORK_GROUP_SIZE)
    }

    /// The work-group size the kernel was compiled for (`CL_KERNEL_COMPILE_WORK_GROUP_SIZE`:
    /// its `reqd_work_group_size`, or zeros without one).
    pub(crate) fn compile_work_group_size(&self, device: DeviceId) -> Result<[usize; 3]> {
        self.work_group_info(device, ffi::CL_KERNEL_COMPILE_WORK_GROUP_SIZE)
    }

    /// The local memory the kernel uses on `device` (`CL_KERNEL_LOCAL_MEM_SIZE`).
    pub(crate) fn local_mem_size(&self, device: DeviceId) -> Result<u64> {
        self.work_group_info(device, ffi::CL_KERNEL_LOCAL_MEM_SIZE)
    }

    /// A `clGetKernelWorkGroupInfo` property of a fixed size, `T` (the caller picks the type
    /// the OpenCL specification gives `param`).
    fn work_group_info<T: Plain>(&self, device: DeviceId, param: ffi::cl_uint) -> Result<T> {
        info_value("clGetKernelWorkGroupInfo", |size, value| {
            // SAFETY: a live kernel and a device id; `value` has `size` writable bytes (a `T`).
            unsafe { ffi::clGetKernelWorkGroupInfo(self.0, device.0, param, size, value, ptr::null_mut()) }
        })
    }

    /// Starts a launch: set the arguments, then [`Launch::enqueue`].
    ///
    /// # Safety
    /// Over the launch, the caller
    /// - sets every argument of the kernel, each as it is declared: [`Launch::value`] only for a
    ///   by-value parameter (of that size), [`Launch::mem`] or [`Launch::svm`] for a `global`
    ///   pointer, and lists with [`Launch::indirect_svm`] every SVM allocation the kernel reaches
    ///   through pointers stored in memory;
    /// - makes sure that the kernel, run over the NDRange given to `enqueue` with these
    ///   arguments, only reads and writes inside the buffers and allocations passed;
    /// - keeps those buffers and allocations alive until the launch's event has completed.
    pub(crate) unsafe fn launch(&mut self) -> Launch<'_> {
        Launch { kernel: self }
    }
}

impl Drop for Kernel {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns; OpenCL keeps the kernel until
        // enqueued launches of it have completed.
        unsafe { ffi::clReleaseKernel(self.0) };
    }
}

/// The arguments of one launch of a kernel being set, then the launch (see `Kernel::launch`,
/// whose caller promised that the arguments match the kernel).
pub(crate) struct Launch<'k> {
    kernel: &'k mut Kernel,
}

impl Launch<'_> {
    /// Sets by-value argument `index` to `bytes` (copied by the call).
    pub(crate) fn value(&mut self, index: u32, bytes: &[u8]) -> Result<()> {
        // SAFETY: a live kernel, not used by another thread (`&mut`); `bytes` is live for the
        // call, which copies it; `Kernel::launch`'s caller sets only by-value parameters this way,
        // so the driver does not read the bytes as a handle.
        check("clSetKernelArg", unsafe {
            ffi::clSetKernelArg(self.kernel.0, index, bytes.len(), bytes.as_ptr().cast())
        })
    }

    /// Sets `global` pointer argument `index` to buffer object `mem`.
    pub(crate) fn mem(&mut self, index: u32, mem: &Mem) -> Result<()> {
        // SAFETY: a live kernel, not used by another thread; the value is a live `cl_mem`, read
        // (copied) by the call.
        check("clSetKernelArg", unsafe {
            ffi::clSetKernelArg(self.kernel.0, index, size_of::<ffi::cl_mem>(), (&raw const mem.mem).cast())
        })
    }

    /// Sets `global` pointer argument `index` to `pointer`, an address in an SVM allocation.
    pub(crate) fn svm(&mut self, index: u32, pointer: *mut c_void) -> Result<()> {
        // SAFETY: a live kernel, not used by another thread; the call only records the address
        // (what the kernel may reach through it is `Kernel::launch`'s caller's promise).
        check("clSetKernelArgSVMPointer", unsafe { ffi::clSetKernelArgSVMPointer(self.kernel.0, index, pointer) })
    }

    /// Lists the SVM allocations the kernel reaches through pointers stored in memory
    /// (`CL_KERNEL_EXEC_INFO_SVM_PTRS`).
    pub(crate) fn indirect_svm(&mut self, pointers: &[*mut c_void]) -> Result<()> {
        // SAFETY: a live kernel, not used by another thread; an array of `pointers.len()`
        // pointers, live for the call, which copies it.
        check("clSetKernelExecInfo", unsafe {
            ffi::clSetKernelExecInfo(
                self.kernel.0,
                ffi::CL_KERNEL_EXEC_INFO_SVM_PTRS,
                size_of_val(pointers),
                pointers.as_ptr().cast(),
            )
        })
    }

    /// Enqueues the kernel on `queue` over the NDRange `global` / `local` (3 dimensions each);
    /// the returned event completes with it.
    pub(crate) fn enqueue(self, queue: &Queue, global: &[usize; 3], local: &[usize; 3]) -> Result<Event> {
        // SAFETY: a live queue owned by `queue`, no events to wait for.
        unsafe { self.enqueue_raw(queue.queue, global, local, &[]) }
    }

    /// [`enqueue`](Self::enqueue) on a queue the host created, after the events in `wait`.
    ///
    /// # Safety
    /// `queue` is a live command queue and `wait` live events (of the queue's context).
    pub(crate) unsafe fn enqueue_raw(
        self,
        queue: ffi::cl_command_queue,
        global: &[usize; 3],
        local: &[usize; 3],
        wait: &[ffi::cl_event],
    ) -> Result<Event> {
        let mut event: ffi::cl_event = ptr::null_mut();
        let wait_ptr = if wait.is_empty() { ptr::null() } else { wait.as_ptr() };
        let num_wait = u32::try_from(wait.len()).map_err(|_| error("clEnqueueNDRangeKernel", ffi::CL_INVALID_VALUE))?;
        // SAFETY: a live queue and kernel (the driver checks that they share a context) and live
        // events (the caller's promise); global and local sizes are arrays of 3; a valid pointer
        // for the event. That the kernel stays inside the memory it was given is
        // `Kernel::launch`'s caller's promise.
        check("clEnqueueNDRangeKernel", unsafe {
            ffi::clEnqueueNDRangeKernel(
                queue,
                self.kernel.0,
                3,
                ptr::null(),
                global.as_ptr(),
                local.as_ptr(),
                num_wait,
                wait_ptr,
                &mut event,
            )
        })?;
        Ok(Event(event))
    }
}

/// An event of an enqueued command (on a profiling queue).
#[derive(Debug)]
pub(crate) struct Event(ffi::cl_event);

// SAFETY: OpenCL calls on an event (waits, queries, release) are thread-safe; the handle is never
// mutated and is released once, by `Drop`.
unsafe impl Send for Event {}
// SAFETY: as above.
unsafe impl Sync for Event {}

impl Event {
    /// Hands the event's reference to the caller, who must release it (`clReleaseEvent`).
    pub(crate) fn into_raw(self) -> ffi::cl_event {
        let raw = self.0;
        std::mem::forget(self);
        raw
    }

    /// Another owner of the same event.
    pub(crate) fn retain(&self) -> Result<Event> {
        // SAFETY: a live event; the new reference is owned by the result.
        check("clRetainEvent", unsafe { ffi::clRetainEvent(self.0) })?;
        Ok(Event(self.0))
    }

    /// Waits for the command to complete (`clWaitForEvents`).
    pub(crate) fn wait(&self) -> Result<()> {
        // SAFETY: a list of one live event.
        check("clWaitForEvents", unsafe { ffi::clWaitForEvents(1, &self.0) })
    }

    /// `CL_EVENT_COMMAND_EXECUTION_STATUS`: `CL_COMPLETE` (0), a later stage (positive), or the
    /// (negative) error the command ended with.
    pub(crate) fn execution_status(&self) -> Result<i32> {
        info_value("clGetEventInfo", |size, value| {
            // SAFETY: a live event; `value` has `size` writable bytes (one cl_int).
            unsafe { ffi::clGetEventInfo(self.0, ffi::CL_EVENT_COMMAND_EXECUTION_STATUS, size, value, ptr::null_mut()) }
        })
    }

    /// The device times (ns) at which the completed command started and ended.
    pub(crate) fn profiling_ns(&self) -> Result<(u64, u64)> {
        let time = |param| {
            info_value("clGetEventProfilingInfo", |size, value| {
                // SAFETY: a live event of a profiling queue; `value` has `size` writable bytes (one
                // cl_ulong).
                unsafe { ffi::clGetEventProfilingInfo(self.0, param, size, value, ptr::null_mut()) }
            })
        };
        Ok((time(ffi::CL_PROFILING_COMMAND_START)?, time(ffi::CL_PROFILING_COMMAND_END)?))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: gives back the one reference this value owns.
        unsafe { ffi::clReleaseEvent(self.0) };
    }
}

// ---------------------------------------------------------------------------------------------
// Status codes and strings

/// The symbolic name of an OpenCL status code.
pub(crate) fn code_name(code: ffi::cl_int) -> &'static str {
    match code {
        0 => "CL_SUCCESS",
        -1 => "CL_DEVICE_NOT_FOUND",
        -2 => "CL_DEVICE_NOT_AVAILABLE",
        -3 => "CL_COMPILER_NOT_AVAILABLE",
        -4 => "CL_MEM_OBJECT_ALLOCATION_FAILURE",
        -5 => "CL_OUT_OF_RESOURCES",
        -6 => "CL_OUT_OF_HOST_MEMORY",
        -7 => "CL_PROFILING_INFO_NOT_AVAILABLE",
        -8 => "CL_MEM_COPY_OVERLAP",
        -9 => "CL_IMAGE_FORMAT_MISMATCH",
        -10 => "CL_IMAGE_FORMAT_NOT_SUPPORTED",
        -11 => "CL_BUILD_PROGRAM_FAILURE",
        -12 => "CL_MAP_FAILURE",
        -13 => "CL_MISALIGNED_SUB_BUFFER_OFFSET",
        -14 => "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
        -15 => "CL_COMPILE_PROGRAM_FAILURE",
        -16 => "CL_LINKER_NOT_AVAILABLE",
        -17 => "CL_LINK_PROGRAM_FAILURE",
        -18 => "CL_DEVICE_PARTITION_FAILED",
        -19 => "CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
        -30 => "CL_INVALID_VALUE",
        -31 => "CL_INVALID_DEVICE_TYPE",
        -32 => "CL_INVALID_PLATFORM",
        -33 => "CL_INVALID_DEVICE",
        -34 => "CL_INVALID_CONTEXT",
        -35 => "CL_INVALID_QUEUE_PROPERTIES",
        -36 => "CL_INVALID_COMMAND_QUEUE",
        -37 => "CL_INVALID_HOST_PTR",
        -38 => "CL_INVALID_MEM_OBJECT",
        -39 => "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR",
        -40 => "CL_INVALID_IMAGE_SIZE",
        -41 => "CL_INVALID_SAMPLER",
        -42 => "CL_INVALID_BINARY",
        -43 => "CL_INVALID_BUILD_OPTIONS",
        -44 => "CL_INVALID_PROGRAM",
        -45 => "CL_INVALID_PROGRAM_EXECUTABLE",
        -46 => "CL_INVALID_KERNEL_NAME",
        -47 => "CL_INVALID_KERNEL_DEFINITION",
        -48 => "CL_INVALID_KERNEL",
        -49 => "CL_INVALID_ARG_INDEX",
        -50 => "CL_INVALID_ARG_VALUE",
        -51 => "CL_INVALID_ARG_SIZE",
        -52 => "CL_INVALID_KERNEL_ARGS",
        -53 => "CL_INVALID_WORK_DIMENSION",
        -54 => "CL_INVALID_WORK_GROUP_SIZE",
        -55 => "CL_INVALID_WORK_ITEM_SIZE",
        -56 => "CL_INVALID_GLOBAL_OFFSET",
        -57 => "CL_INVALID_EVENT_WAIT_LIST",
        -58 => "CL_INVALID_EVENT",
        -59 => "CL_INVALID_OPERATION",
        -60 => "CL_INVALID_GL_OBJECT",
        -61 => "CL_INVALID_BUFFER_SIZE",
        -62 => "CL_INVALID_MIP_LEVEL",
        -63 => "CL_INVALID_GLOBAL_WORK_SIZE",
        -64 => "CL_INVALID_PROPERTY",
        -65 => "CL_INVALID_IMAGE_DESCRIPTOR",
        -66 => "CL_INVALID_COMPILER_OPTIONS",
        -67 => "CL_INVALID_LINKER_OPTIONS",
        -68 => "CL_INVALID_DEVICE_PARTITION_COUNT",
        -69 => "CL_INVALID_PIPE_SIZE",
        -70 => "CL_INVALID_DEVICE_QUEUE",
        -71 => "CL_INVALID_SPEC_ID",
        -72 => "CL_MAX_SIZE_RESTRICTION_EXCEEDED",
        -1001 => "CL_PLATFORM_NOT_FOUND_KHR",
        _ => "an unknown OpenCL error",
    }
}

/// The text of a NUL-terminated byte string (lossy for invalid UTF-8).
pub(crate) fn c_string(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim().to_string()
}

/// `(major, minor)` from a version string such as `OpenCL 3.0 PoCL …` or `OpenCL C 1.2 PoCL`.
pub(crate) fn parse_version(text: &str, prefix: &str) -> Option<(u32, u32)> {
    let rest = text.strip_prefix(prefix)?.trim_start();
    let number = rest.split_whitespace().next()?;
    let (major, minor) = number.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// `(major, minor)` of a packed `cl_version` (major in bits 22.., minor in bits 12..22).
pub(crate) fn unpack_version(v: u32) -> (u32, u32) {
    (v >> 22, (v >> 12) & 0x3ff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_parse() {
        assert_eq!(parse_version("OpenCL 3.0 PoCL HSTR: x", "OpenCL"), Some((3, 0)));
        assert_eq!(parse_version("OpenCL C 1.2 PoCL", "OpenCL C"), Some((1, 2)));
        assert_eq!(parse_version("garbage", "OpenCL"), None);
        assert_eq!(unpack_version((3 << 22) | (1 << 12) | 7), (3, 1));
        assert_eq!(c_string(b"abc\0\0"), "abc");
        assert_eq!(code_name(-54), "CL_INVALID_WORK_GROUP_SIZE");
    }
}

//! OpenCL device buffers.

use std::ffi::c_void;
use std::fmt;
use std::marker::PhantomData;
use std::ptr;
use std::sync::Arc;

use cl_sys as ffi;

use crate::args::{BufferRef, DeviceBuffer, sealed};
use crate::cl::check;
use crate::context::{Context, ContextInner};
use crate::element::{Element, as_bytes, read_elements, write_elements};
use crate::error::{Error, Result};

/// Where a [`Buffer`] lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryKind {
    /// A coarse-grained shared-virtual-memory allocation (`clSVMAlloc`, OpenCL 2.0+). Needed by
    /// group members, whose addresses the kernel reads from a device array.
    Svm,
    /// A classic `cl_mem` buffer: works on every device, but cannot be a group member.
    ClMem,
}

/// Untyped device storage, shared by every [`Buffer`] type.
#[derive(Debug)]
pub struct RawBuffer {
    pub(crate) ctx: Arc<ContextInner>,
    pub(crate) storage: Storage,
    /// Size in bytes (at least one element, even for empty buffers).
    pub(crate) bytes: usize,
}

/// The OpenCL handle of a buffer.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Storage {
    /// An SVM pointer from `clSVMAlloc`.
    Svm(*mut c_void),
    /// A buffer object.
    Mem(ffi::cl_mem),
}

// SAFETY: the pointer / handle is owned by this struct; every access goes through the OpenCL
// queue, and OpenCL API calls are thread-safe.
unsafe impl Send for RawBuffer {}
// SAFETY: as above; `&RawBuffer` only allows enqueuing blocking copies.
unsafe impl Sync for RawBuffer {}

impl RawBuffer {
    /// Allocates `bytes.len()` bytes (at least 1) and copies `bytes` in.
    fn new(ctx: &Context, bytes: &[u8], memory: MemoryKind) -> Result<RawBuffer> {
        let raw = RawBuffer::alloc(ctx, bytes.len(), memory)?;
        raw.write_bytes(bytes)?;
        Ok(raw)
    }

    /// Allocates `size` bytes (at least 1), uninitialised. The size must already have been
    /// checked against the device's largest allocation ([`check_size`]).
    fn alloc(ctx: &Context, size: usize, memory: MemoryKind) -> Result<RawBuffer> {
        let inner = &ctx.inner;
        let size = size.max(1);
        let storage = match memory {
            MemoryKind::Svm => {
                if !inner.svm {
                    return Err(Error::SvmUnsupported { device: inner.name.clone() });
                }
                // SAFETY: a valid context; alignment 0 asks for the device's default (at least the
                // largest OpenCL C type).
                let p = unsafe { ffi::clSVMAlloc(inner.context, ffi::CL_MEM_READ_WRITE, size, 0) };
                if p.is_null() {
                    return Err(crate::cl::error("clSVMAlloc", -4));
                }
                Storage::Svm(p)
            }
            MemoryKind::ClMem => {
                let mut code = 0;
                // SAFETY: a valid context, no host pointer; the size is positive.
                let mem = unsafe {
                    ffi::clCreateBuffer(inner.context, ffi::CL_MEM_READ_WRITE, size, ptr::null_mut(), &mut code)
                };
                check("clCreateBuffer", code)?;
                Storage::Mem(mem)
            }
        };
        Ok(RawBuffer { ctx: Arc::clone(inner), storage, bytes: size })
    }

    /// Sets every byte to 0 on the device (no host copy) and waits for it.
    fn zero(&self) -> Result<()> {
        let queue = self.ctx.queue;
        let pattern = 0u8;
        match self.storage {
            // SAFETY: fills `self.bytes` bytes of this SVM allocation with a one-byte pattern that
            // the call copies; the in-order queue orders it after earlier work.
            Storage::Svm(p) => check("clEnqueueSVMMemFill", unsafe {
                ffi::clEnqueueSVMMemFill(
                    queue,
                    p,
                    (&raw const pattern).cast(),
                    1,
                    self.bytes,
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            })?,
            // SAFETY: as above, for the whole buffer object.
            Storage::Mem(m) => check("clEnqueueFillBuffer", unsafe {
                ffi::clEnqueueFillBuffer(
                    queue,
                    m,
                    (&raw const pattern).cast(),
                    1,
                    0,
                    self.bytes,
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            })?,
        }
        // SAFETY: a valid queue.
        check("clFinish", unsafe { ffi::clFinish(queue) })
    }

    /// Blocking copy of `data` (at most `self.bytes` long) to the start of the buffer.
    fn write_bytes(&self, data: &[u8]) -> Result<()> {
        if data.is_empty() {
            return Ok(());
        }
        debug_assert!(data.len() <= self.bytes);
        let queue = self.ctx.queue;
        match self.storage {
            // SAFETY: blocking copy of `data.len()` bytes from a live host slice into an SVM
            // allocation of at least that size; the in-order queue orders it after earlier work.
            Storage::Svm(p) => check("clEnqueueSVMMemcpy", unsafe {
                ffi::clEnqueueSVMMemcpy(
                    queue,
                    ffi::CL_TRUE,
                    p,
                    data.as_ptr().cast(),
                    data.len(),
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            }),
            // SAFETY: blocking write of `data.len()` bytes, within the buffer's size.
            Storage::Mem(m) => check("clEnqueueWriteBuffer", unsafe {
                ffi::clEnqueueWriteBuffer(
                    queue,
                    m,
                    ffi::CL_TRUE,
                    0,
                    data.len(),
                    data.as_ptr().cast(),
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            }),
        }
    }

    /// Blocking copy of the first `out.len()` bytes of the buffer into `out`.
    fn read_bytes(&self, out: &mut [u8]) -> Result<()> {
        if out.is_empty() {
            return Ok(());
        }
        debug_assert!(out.len() <= self.bytes);
        let queue = self.ctx.queue;
        match self.storage {
            // SAFETY: blocking copy into a live, writable host slice of the given length.
            Storage::Svm(p) => check("clEnqueueSVMMemcpy", unsafe {
                ffi::clEnqueueSVMMemcpy(
                    queue,
                    ffi::CL_TRUE,
                    out.as_mut_ptr().cast(),
                    p,
                    out.len(),
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            }),
            // SAFETY: blocking read into a live, writable host slice within the buffer's size.
            Storage::Mem(m) => check("clEnqueueReadBuffer", unsafe {
                ffi::clEnqueueReadBuffer(
                    queue,
                    m,
                    ffi::CL_TRUE,
                    0,
                    out.len(),
                    out.as_mut_ptr().cast(),
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                )
            }),
        }
    }

    /// Allocates an SVM array holding `bytes` (for group pointer / shape / stride arrays).
    pub(crate) fn svm_array(ctx: &Context, bytes: &[u8]) -> Result<RawBuffer> {
        RawBuffer::new(ctx, bytes, MemoryKind::Svm)
    }
}

impl Drop for RawBuffer {
    fn drop(&mut self) {
        match self.storage {
            Storage::Svm(p) => {
                // SAFETY: `p` came from clSVMAlloc on this context. Every command that used it was
                // blocking or waited for (launches complete before returning), and clFinish makes
                // sure nothing on the queue still refers to it.
                unsafe {
                    ffi::clFinish(self.ctx.queue);
                    ffi::clSVMFree(self.ctx.context, p);
                }
            }
            Storage::Mem(m) => {
                // SAFETY: the buffer object is owned by this struct; OpenCL defers the actual free
                // until commands using it have completed.
                unsafe { ffi::clReleaseMemObject(m) };
            }
        }
    }
}

/// The size in bytes of `len` elements of `T`, or [`Error::BufferTooLarge`] when it overflows or
/// exceeds the device's largest allocation (`CL_DEVICE_MAX_MEM_ALLOC_SIZE`).
fn check_size<T: Element>(ctx: &Context, len: usize) -> Result<usize> {
    let max = ctx.inner.max_alloc_bytes;
    let bytes = (len as u128).saturating_mul(size_of::<T>() as u128);
    match usize::try_from(bytes) {
        Ok(b) if bytes <= u128::from(max) => Ok(b),
        _ => Err(Error::BufferTooLarge { len, elem: T::SCALAR, bytes, max: u128::from(max) }),
    }
}

/// Device memory for `len` elements of type `T`.
///
/// Made by [`Context::buffer_from`], [`Context::buffer_zeroed`] or [`Context::buffer_from_in`];
/// in shared virtual memory ([`MemoryKind::Svm`]) by default when the device supports it. A buffer
/// is bound to a kernel parameter through [`MemrefArg`](crate::MemrefArg).
pub struct Buffer<T: Element> {
    pub(crate) raw: RawBuffer,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T: Element> fmt::Debug for Buffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Buffer")
            .field("elem", &T::SCALAR)
            .field("len", &self.len)
            .field("memory", &self.memory())
            .finish()
    }
}

impl<T: Element> Buffer<T> {
    pub(crate) fn new(ctx: &Context, data: &[T], memory: MemoryKind) -> Result<Buffer<T>> {
        check_size::<T>(ctx, data.len())?;
        let raw = RawBuffer::new(ctx, as_bytes(data), memory)?;
        Ok(Buffer { raw, len: data.len(), _elem: PhantomData })
    }

    /// `len` zeros, written on the device.
    pub(crate) fn zeroed(ctx: &Context, len: usize, memory: MemoryKind) -> Result<Buffer<T>> {
        let bytes = check_size::<T>(ctx, len)?;
        let raw = RawBuffer::alloc(ctx, bytes, memory)?;
        raw.zero()?;
        Ok(Buffer { raw, len, _elem: PhantomData })
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `cl_mem` of a buffer object ([`MemoryKind::ClMem`]), for other OpenCL libraries
    /// (with [`Context::raw_queue`](crate::Context::raw_queue)); `None` for an SVM buffer. The
    /// buffer keeps owning it: the caller must not release it or use it after the buffer.
    pub fn raw_mem(&self) -> Option<ffi::cl_mem> {
        match self.raw.storage {
            Storage::Mem(m) => Some(m),
            Storage::Svm(_) => None,
        }
    }

    /// Where the buffer lives.
    pub fn memory(&self) -> MemoryKind {
        match self.raw.storage {
            Storage::Svm(_) => MemoryKind::Svm,
            Storage::Mem(_) => MemoryKind::ClMem,
        }
    }

    /// Copies the buffer to the host (after every launch enqueued before has completed).
    pub fn read(&self) -> Result<Vec<T>> {
        read_elements(self.len, |bytes| self.raw.read_bytes(bytes))
    }

    /// Overwrites the whole buffer with `data`, which must have [`len`](Self::len) elements.
    pub fn write(&self, data: &[T]) -> Result<()> {
        write_elements(self.len, data, |bytes| self.raw.write_bytes(bytes))
    }
}

impl<T: Element> sealed::Buffer for Buffer<T> {
    fn buffer_ref(&self) -> BufferRef<'_> {
        BufferRef::OpenCl(&self.raw)
    }
}

impl<T: Element> DeviceBuffer for Buffer<T> {
    type Elem = T;

    fn len(&self) -> usize {
        self.len
    }
}

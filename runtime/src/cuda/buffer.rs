//! CUDA device buffers.

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use cudarc::driver::sys;

use super::context::{Context, Inner};
use super::driver::check;
use tinyc_frontend::types::Scalar;

use crate::args::{BufferRef, DeviceBuffer, HostMemory, sealed};
use crate::element::{Element, as_bytes, read_elements, write_elements};
use crate::error::{Error, Result};

/// Untyped device memory (`cuMemAlloc`), shared by every [`Buffer`] type and by the temporary
/// arrays of group arguments.
#[derive(Debug)]
pub struct RawBuffer {
    pub(crate) ctx: Arc<Inner>,
    /// The device address (256-byte aligned, a generic address as PTX parameters want it).
    pub(crate) ptr: sys::CUdeviceptr,
    /// Size in bytes (at least one, even for empty buffers this runtime allocates).
    pub(crate) bytes: usize,
    /// Whether the runtime allocated the memory (and frees it): false for the host's memory
    /// ([`ExternalBuffer`]).
    owned: bool,
}

impl RawBuffer {
    /// Allocates `bytes` bytes (at least 1), uninitialised.
    pub(crate) fn alloc(ctx: &Arc<Inner>, bytes: usize) -> Result<RawBuffer> {
        ctx.bind()?;
        let size = bytes.max(1);
        let mut ptr: sys::CUdeviceptr = 0;
        // SAFETY: the context is current; the output is one device pointer.
        check("cuMemAlloc", unsafe { sys::cuMemAlloc_v2(&mut ptr, size) })?;
        Ok(RawBuffer { ctx: Arc::clone(ctx), ptr, bytes: size, owned: true })
    }

    /// Allocates a buffer holding `data`.
    pub(crate) fn from_bytes(ctx: &Arc<Inner>, data: &[u8]) -> Result<RawBuffer> {
        let raw = RawBuffer::alloc(ctx, data.len())?;
        raw.write_bytes(data)?;
        Ok(raw)
    }

    /// Blocking copy of `data` (at most `self.bytes` long) to the start of the buffer, after
    /// everything enqueued before.
    pub(crate) fn write_bytes(&self, data: &[u8]) -> Result<()> {
        if data.is_empty() {
            return Ok(());
        }
        debug_assert!(data.len() <= self.bytes);
        self.ctx.bind()?;
        // SAFETY: copies `data.len()` bytes, within the allocation, from a live host slice; the
        // stream is synchronised before `data` can go away.
        check("cuMemcpyHtoDAsync", unsafe {
            sys::cuMemcpyHtoDAsync_v2(self.ptr, data.as_ptr().cast(), data.len(), self.ctx.stream)
        })?;
        self.ctx.synchronize()
    }

    /// Blocking copy of the first `out.len()` bytes of the buffer into `out`.
    fn read_bytes(&self, out: &mut [u8]) -> Result<()> {
        if out.is_empty() {
            return Ok(());
        }
        debug_assert!(out.len() <= self.bytes);
        self.ctx.bind()?;
        // SAFETY: copies into a live, writable host slice of the given length, within the
        // allocation; the stream is synchronised before `out` is used.
        check("cuMemcpyDtoHAsync", unsafe {
            sys::cuMemcpyDtoHAsync_v2(out.as_mut_ptr().cast(), self.ptr, out.len(), self.ctx.stream)
        })?;
        self.ctx.synchronize()
    }

    /// Sets every byte to 0.
    fn zero(&self) -> Result<()> {
        self.ctx.bind()?;
        // SAFETY: `self.bytes` bytes lie in the allocation.
        check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(self.ptr, 0, self.bytes, self.ctx.stream) })?;
        self.ctx.synchronize()
    }
}

impl Drop for RawBuffer {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        // SAFETY: the pointer came from cuMemAlloc in this context and is freed once. Launches
        // wait for the kernel and copies are synchronous, so no enqueued work still uses it;
        // cuMemFree synchronises with the device anyway. Errors cannot be reported from `drop`.
        unsafe {
            if self.ctx.bind().is_ok() {
                sys::cuMemFree_v2(self.ptr);
            }
        }
    }
}

/// CUDA device memory for `len` elements of type `T`.
///
/// Made by [`Context::buffer_from`] or [`Context::buffer_zeroed`]; bound to a kernel parameter
/// through [`MemrefArg`](crate::MemrefArg), like an OpenCL [`Buffer`](crate::Buffer). Any
/// buffer can be a group member (a device pointer is all the kernel needs).
pub struct Buffer<T: Element> {
    pub(crate) raw: RawBuffer,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T: Element> fmt::Debug for Buffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("cuda::Buffer")
            .field("elem", &T::SCALAR)
            .field("len", &self.len)
            .field("device_ptr", &format_args!("{:#x}", self.raw.ptr))
            .finish()
    }
}

impl<T: Element> Buffer<T> {
    pub(crate) fn from_slice(ctx: &Context, data: &[T]) -> Result<Buffer<T>> {
        let raw = RawBuffer::from_bytes(&ctx.inner, as_bytes(data))?;
        Ok(Buffer { raw, len: data.len(), _elem: PhantomData })
    }

    pub(crate) fn zeroed(ctx: &Context, len: usize) -> Result<Buffer<T>> {
        let bytes = len.checked_mul(size_of::<T>()).ok_or(crate::error::Error::BufferTooLarge {
            len,
            elem: T::SCALAR,
            bytes: (len as u128) * size_of::<T>() as u128,
            max: usize::MAX as u128,
        })?;
        let raw = RawBuffer::alloc(&ctx.inner, bytes)?;
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

    /// The device address of the first element (`CUdeviceptr`), e.g. for other CUDA libraries.
    pub fn device_ptr(&self) -> u64 {
        self.raw.ptr
    }

    /// Copies the buffer to the host (after every launch of its context has completed).
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
        BufferRef::Cuda(&self.raw)
    }
}

impl<T: Element> DeviceBuffer for Buffer<T> {
    type Elem = T;

    fn len(&self) -> usize {
        self.len
    }
}

/// Device memory the host allocated in the context's CUDA context (`cuMemAlloc`,
/// `cudaMalloc`, a pool), bound to a kernel parameter through
/// [`MemrefArg::external`](crate::MemrefArg::external). The element type is given at run time,
/// as a C host knows it. The runtime never copies or frees this memory.
#[derive(Debug)]
pub struct ExternalBuffer {
    pub(crate) raw: RawBuffer,
    pub(crate) elem: Scalar,
    len: usize,
}

impl ExternalBuffer {
    /// `len` elements of `elem` at the device address `ptr`. Fails with
    /// [`Error::HostObject`] for a null address or one not aligned to its element.
    ///
    /// # Safety
    /// `ptr` starts `len` elements of device memory usable in `ctx`'s CUDA context that stay
    /// allocated while kernels launched with it run.
    pub unsafe fn new(ctx: &Context, ptr: u64, elem: Scalar, len: usize) -> Result<ExternalBuffer> {
        let elem_bytes = (elem.bits() as usize / 8).max(1);
        if ptr == 0 {
            return Err(Error::HostObject { what: "the device pointer is null".into() });
        }
        if !ptr.is_multiple_of(elem_bytes as u64) {
            return Err(Error::HostObject {
                what: format!("the device pointer {ptr:#x} is not aligned to its {elem_bytes}-byte {elem} elements"),
            });
        }
        let bytes = len.checked_mul(elem_bytes).ok_or_else(|| Error::HostObject {
            what: format!("{len} elements of {elem} do not fit in the address space"),
        })?;
        let raw = RawBuffer { ctx: Arc::clone(&ctx.inner), ptr, bytes, owned: false };
        Ok(ExternalBuffer { raw, elem, len })
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The element type.
    pub fn elem(&self) -> Scalar {
        self.elem
    }
}

impl sealed::Buffer for ExternalBuffer {
    fn buffer_ref(&self) -> BufferRef<'_> {
        BufferRef::Cuda(&self.raw)
    }
}

impl HostMemory for ExternalBuffer {
    fn elem(&self) -> Scalar {
        self.elem
    }

    fn len(&self) -> usize {
        self.len
    }
}

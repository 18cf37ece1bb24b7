//! OpenCL device buffers.

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use crate::args::{BufferRef, DeviceBuffer, sealed};
use crate::cl;
use crate::context::{Context, ContextInner};
use crate::element::{Element, as_bytes, read_elements, write_elements};
use crate::error::{Error, Result};
use tinyc_frontend::types::Scalar;

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
    /// Declared (so dropped) before `ctx`: the memory is freed before the context can go.
    pub(crate) storage: Storage,
    pub(crate) ctx: Arc<ContextInner>,
    /// Size in bytes (at least one byte, even for empty buffers).
    pub(crate) bytes: usize,
}

/// The OpenCL memory of a buffer, freed when it is dropped.
#[derive(Debug)]
pub(crate) enum Storage {
    /// An SVM allocation (`clSVMAlloc`).
    Svm(cl::Svm),
    /// A buffer object.
    Mem(cl::Mem),
    /// Shared virtual memory that the host allocated and frees ([`ExternalBuffer::svm`]): only
    /// passed to kernels, never copied or freed here.
    HostSvm(*mut std::ffi::c_void),
}

// SAFETY: a host SVM address is only handed to kernels (as `Svm`'s is); the runtime never reads,
// writes or frees its memory.
unsafe impl Send for Storage {}
// SAFETY: as above.
unsafe impl Sync for Storage {}

impl RawBuffer {
    /// Allocates `bytes.len()` bytes (at least 1) and copies `bytes` in; the padding up to the
    /// allocated size ([`RawBuffer::alloc`]) is zeroed, so that the 32-bit word an atomic update
    /// of a last 16-bit element reads is fully initialised.
    fn new(ctx: &Context, bytes: &[u8], memory: MemoryKind) -> Result<RawBuffer> {
        let raw = RawBuffer::alloc(ctx, bytes.len(), memory)?;
        if raw.bytes > bytes.len() && !bytes.is_empty() {
            let mut padded = bytes.to_vec();
            padded.resize(raw.bytes, 0);
            raw.write_bytes(&padded)?;
        } else {
            raw.write_bytes(bytes)?;
        }
        Ok(raw)
    }

    /// Allocates `size` bytes (at least 1), uninitialised, rounded up to a multiple of 4: an
    /// atomic update of a 16-bit element reads and writes the 32-bit word holding it, which for
    /// the last element of an odd count would otherwise end past the allocation. The size must
    /// already have been checked against the device's largest allocation ([`check_size`]).
    fn alloc(ctx: &Context, size: usize, memory: MemoryKind) -> Result<RawBuffer> {
        let inner = &ctx.inner;
        let size = size.max(1).next_multiple_of(4);
        let storage = match memory {
            MemoryKind::Svm => {
                if !inner.svm {
                    return Err(Error::SvmUnsupported { device: inner.name.clone() });
                }
                Storage::Svm(cl::Svm::alloc(&inner.queue, size)?)
            }
            MemoryKind::ClMem => Storage::Mem(cl::Mem::new(inner.queue.context(), size)?),
        };
        Ok(RawBuffer { storage, ctx: Arc::clone(inner), bytes: size })
    }

    /// Sets every byte to 0 on the device (no host copy) and waits for it.
    fn zero(&self) -> Result<()> {
        match &self.storage {
            Storage::Svm(svm) => svm.fill_zero()?,
            Storage::Mem(mem) => self.ctx.queue.fill_zero(mem)?,
            Storage::HostSvm(_) => return Err(host_memory()),
        }
        self.ctx.queue.finish()
    }

    /// Blocking copy of `data` (at most `self.bytes` long) to the start of the buffer; the
    /// in-order queue orders it after earlier work.
    fn write_bytes(&self, data: &[u8]) -> Result<()> {
        if data.is_empty() {
            return Ok(());
        }
        debug_assert!(data.len() <= self.bytes);
        match &self.storage {
            Storage::Svm(svm) => svm.write(data),
            Storage::Mem(mem) => self.ctx.queue.write(mem, data),
            Storage::HostSvm(_) => Err(host_memory()),
        }
    }

    /// Blocking copy of the first `out.len()` bytes of the buffer into `out`.
    fn read_bytes(&self, out: &mut [u8]) -> Result<()> {
        if out.is_empty() {
            return Ok(());
        }
        debug_assert!(out.len() <= self.bytes);
        match &self.storage {
            Storage::Svm(svm) => svm.read(out),
            Storage::Mem(mem) => self.ctx.queue.read(mem, out),
            Storage::HostSvm(_) => Err(host_memory()),
        }
    }

    /// Allocates an SVM array holding `bytes` (for group pointer / shape / stride arrays).
    pub(crate) fn svm_array(ctx: &Context, bytes: &[u8]) -> Result<RawBuffer> {
        RawBuffer::new(ctx, bytes, MemoryKind::Svm)
    }
}

/// Copies never reach host memory: only typed [`Buffer`]s are copied, and they own theirs.
fn host_memory() -> Error {
    cl::error("a copy of host-owned memory", cl::CL_INVALID_VALUE)
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
    pub fn raw_mem(&self) -> Option<cl::cl_mem> {
        match &self.raw.storage {
            Storage::Mem(m) => Some(m.raw()),
            Storage::Svm(_) | Storage::HostSvm(_) => None,
        }
    }

    /// Where the buffer lives.
    pub fn memory(&self) -> MemoryKind {
        match &self.raw.storage {
            Storage::Svm(_) | Storage::HostSvm(_) => MemoryKind::Svm,
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

/// Memory that the host allocated itself, in a [`Context::from_raw`] context, as a kernel
/// argument ([`MemrefArg::external`](crate::MemrefArg::external)): a `cl_mem` buffer object or a
/// shared-virtual-memory address. The element type is given at run time, as a C host knows it.
///
/// The runtime never copies or frees this memory; a `cl_mem` is retained while the value lives.
#[derive(Debug)]
pub struct ExternalBuffer {
    pub(crate) raw: RawBuffer,
    pub(crate) elem: Scalar,
    pub(crate) len: usize,
}

impl ExternalBuffer {
    /// A buffer object of `ctx`'s OpenCL context; its length is its size (`CL_MEM_SIZE`) in
    /// elements of `elem`. Fails with [`Error::HostObject`] when it belongs to another
    /// context.
    ///
    /// # Safety
    /// `mem` is a live memory object.
    pub unsafe fn mem(ctx: &Context, mem: cl::cl_mem, elem: Scalar) -> Result<ExternalBuffer> {
        // SAFETY: a live memory object (the caller's promise).
        let (mem, context) = unsafe { cl::Mem::retain_raw(mem) }?;
        if context != ctx.raw_context() {
            return Err(Error::HostObject { what: "the cl_mem belongs to another OpenCL context".into() });
        }
        let bytes = mem.bytes();
        let len = bytes / (elem.bits() as usize / 8).max(1);
        Ok(ExternalBuffer {
            raw: RawBuffer { storage: Storage::Mem(mem), ctx: Arc::clone(&ctx.inner), bytes },
            elem,
            len,
        })
    }

    /// `len` elements of `elem` at `pointer`, an address in a shared-virtual-memory allocation
    /// (`clSVMAlloc`) of `ctx`'s OpenCL context. Fails with [`Error::SvmUnsupported`] on a device
    /// without SVM and with [`Error::HostObject`] for a null pointer or one not aligned to
    /// its element.
    ///
    /// # Safety
    /// `pointer` starts `len` elements of an SVM allocation of `ctx`'s context that stays
    /// allocated while kernels launched with it run.
    pub unsafe fn svm(
        ctx: &Context,
        pointer: *mut std::ffi::c_void,
        elem: Scalar,
        len: usize,
    ) -> Result<ExternalBuffer> {
        if !ctx.inner.svm {
            return Err(Error::SvmUnsupported { device: ctx.inner.name.clone() });
        }
        let elem_bytes = (elem.bits() as usize / 8).max(1);
        if pointer.is_null() {
            return Err(Error::HostObject { what: "the data pointer is null".into() });
        }
        if !(pointer as usize).is_multiple_of(elem_bytes) {
            return Err(Error::HostObject {
                what: format!("the data pointer {pointer:p} is not aligned to its {elem_bytes}-byte {elem} elements"),
            });
        }
        let bytes = len.checked_mul(elem_bytes).ok_or_else(|| Error::HostObject {
            what: format!("{len} elements of {elem} do not fit in the address space"),
        })?;
        Ok(ExternalBuffer {
            raw: RawBuffer { storage: Storage::HostSvm(pointer), ctx: Arc::clone(&ctx.inner), bytes },
            elem,
            len,
        })
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

impl crate::args::sealed::Buffer for ExternalBuffer {
    fn buffer_ref(&self) -> crate::args::BufferRef<'_> {
        crate::args::BufferRef::OpenCl(&self.raw)
    }
}

impl crate::args::HostMemory for ExternalBuffer {
    fn elem(&self) -> Scalar {
        self.elem
    }

    fn len(&self) -> usize {
        self.len
    }
}

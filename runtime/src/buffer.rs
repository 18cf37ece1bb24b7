//! Device buffers and scalar values.

use std::ffi::c_void;
use std::fmt;
use std::marker::PhantomData;
use std::ptr;
use std::sync::Arc;

use cl_sys as ffi;
use tinyc_frontend::types::Scalar;

use crate::cl::check;
use crate::context::{Context, ContextInner};
use crate::error::{Error, Result};

mod sealed {
    pub trait Sealed {}
}

/// An element type a [`Buffer`] can hold: `i8`, `i16`, `i32`, `i64`, `f32` or `f64`.
///
/// `index` memrefs hold `i64`; the language's `i1` cannot be a kernel parameter type.
pub trait Element: sealed::Sealed + Copy + Default + fmt::Debug + Send + Sync + 'static {
    /// The tensor-language type of the element.
    const SCALAR: Scalar;
    /// The value as a kernel scalar argument.
    fn into_value(self) -> ScalarValue;
}

/// A scalar kernel argument, passed by value as the OpenCL C type of its tensor-language type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScalarValue {
    /// `i8`, passed as `char`.
    I8(i8),
    /// `i16`, passed as `short`.
    I16(i16),
    /// `i32`, passed as `int`.
    I32(i32),
    /// `i64` or `index`, passed as `long`.
    I64(i64),
    /// `f32`, passed as `float`.
    F32(f32),
    /// `f64`, passed as `double`.
    F64(f64),
}

impl ScalarValue {
    /// The tensor-language type (`i64` also stands for `index`).
    pub fn scalar(self) -> Scalar {
        match self {
            ScalarValue::I8(_) => Scalar::I8,
            ScalarValue::I16(_) => Scalar::I16,
            ScalarValue::I32(_) => Scalar::I32,
            ScalarValue::I64(_) => Scalar::I64,
            ScalarValue::F32(_) => Scalar::F32,
            ScalarValue::F64(_) => Scalar::F64,
        }
    }

    /// The value's bytes in host order and their number.
    pub(crate) fn to_bytes(self) -> ([u8; 8], usize) {
        fn pad<const N: usize>(b: [u8; N]) -> ([u8; 8], usize) {
            let mut out = [0u8; 8];
            out[..N].copy_from_slice(&b);
            (out, N)
        }
        match self {
            ScalarValue::I8(v) => pad(v.to_ne_bytes()),
            ScalarValue::I16(v) => pad(v.to_ne_bytes()),
            ScalarValue::I32(v) => pad(v.to_ne_bytes()),
            ScalarValue::I64(v) => pad(v.to_ne_bytes()),
            ScalarValue::F32(v) => pad(v.to_ne_bytes()),
            ScalarValue::F64(v) => pad(v.to_ne_bytes()),
        }
    }
}

macro_rules! element {
    ($($t:ty => $scalar:ident),* $(,)?) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const SCALAR: Scalar = Scalar::$scalar;
            fn into_value(self) -> ScalarValue {
                ScalarValue::$scalar(self)
            }
        }
        impl From<$t> for ScalarValue {
            fn from(v: $t) -> ScalarValue {
                ScalarValue::$scalar(v)
            }
        }
    )*};
}

element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, f32 => F32, f64 => F64);

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
pub(crate) struct RawBuffer {
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
        let inner = &ctx.inner;
        let size = bytes.len().max(1);
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
        let raw = RawBuffer { ctx: Arc::clone(inner), storage, bytes: size };
        raw.write_bytes(bytes)?;
        Ok(raw)
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
        let raw = RawBuffer::new(ctx, as_bytes(data), memory)?;
        Ok(Buffer { raw, len: data.len(), _elem: PhantomData })
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
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
        let mut out = vec![T::default(); self.len];
        self.raw.read_bytes(as_bytes_mut(&mut out))?;
        Ok(out)
    }

    /// Overwrites the whole buffer with `data`, which must have [`len`](Self::len) elements.
    pub fn write(&self, data: &[T]) -> Result<()> {
        if data.len() != self.len {
            return Err(Error::LengthMismatch { len: self.len, got: data.len() });
        }
        self.raw.write_bytes(as_bytes(data))
    }
}

fn as_bytes<T: Element>(data: &[T]) -> &[u8] {
    // SAFETY: every `Element` is a primitive integer or float: no padding, any bit pattern is a
    // valid `u8` sequence, and the length in bytes is exact.
    unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), size_of_val(data)) }
}

fn as_bytes_mut<T: Element>(data: &mut [T]) -> &mut [u8] {
    // SAFETY: as in `as_bytes`; in addition every bit pattern is a valid value of a primitive
    // integer or float, so writing arbitrary bytes keeps `data` valid.
    unsafe { std::slice::from_raw_parts_mut(data.as_mut_ptr().cast::<u8>(), size_of_val(data)) }
}

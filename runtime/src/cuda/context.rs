//! The CUDA device, its primary context and a stream.

use std::ffi::c_char;
use std::ptr;
use std::sync::{Arc, Mutex};

use cudarc::driver::sys;

use super::buffer::Buffer;
use super::driver::{self, check};
use crate::element::Element;
use crate::error::{Error, Result};

/// A CUDA device with its primary context and a stream that every copy and launch of this
/// `Context` goes through.
///
/// Cheap to clone (reference counted); buffers, programs and kernels keep it alive. Contexts of
/// the same device share the device's primary context, so their buffers work with each other's
/// kernels. Every call binds the context to the calling thread first, so any thread may use it.
#[derive(Clone, Debug)]
pub struct Context {
    pub(crate) inner: Arc<Inner>,
}

/// What the runtime knows about the device, and the driver handles it owns.
#[derive(Debug)]
pub(crate) struct Inner {
    pub(crate) ordinal: usize,
    device: sys::CUdevice,
    /// The device's primary context (retained by this struct), or the host's current context
    /// (see `primary`).
    pub(crate) context: sys::CUcontext,
    /// Whether `context` is the device's primary context retained by this struct (else it is
    /// the host's, [`Context::from_current`], which the host keeps alive and destroys).
    primary: bool,
    pub(crate) stream: sys::CUstream,
    pub(crate) name: String,
    pub(crate) compute_capability: (i32, i32),
    pub(crate) driver_version: i32,
    pub(crate) total_memory: usize,
    pub(crate) max_block_dim: [i32; 3],
    pub(crate) max_threads_per_block: i32,
    pub(crate) max_grid_dim_x: i32,
    /// The most shared memory a block may have with the opt-in beyond 48 KiB.
    pub(crate) max_shared_per_block: i32,
    /// Serialises launches (so that the events time one kernel) and holds the timing events.
    pub(crate) launch: Mutex<Events>,
}

/// The start and end events of a launch.
#[derive(Debug)]
pub(crate) struct Events {
    pub(crate) start: sys::CUevent,
    pub(crate) end: sys::CUevent,
}

// SAFETY: CUDA driver handles may be used from any thread once the context is bound to it,
// which `Inner::bind` does before every call; the fields are not mutated after construction
// (the events are only used under the `launch` mutex).
unsafe impl Send for Inner {}
// SAFETY: as above.
unsafe impl Sync for Inner {}
// SAFETY: plain event handles, used only under the mutex that owns them.
unsafe impl Send for Events {}

impl Inner {
    /// Makes the context current on the calling thread.
    pub(crate) fn bind(&self) -> Result<()> {
        // SAFETY: the primary context is retained until `drop`.
        check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(self.context) })
    }

    /// Waits for everything enqueued on the stream.
    pub(crate) fn synchronize(&self) -> Result<()> {
        // SAFETY: a valid stream of the current context.
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(self.stream) })
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        // SAFETY: every handle was created by `Context::open` and is released once; buffers,
        // programs and kernels hold an `Arc` to this struct, so none is in use. Errors cannot be
        // reported from `drop`.
        unsafe {
            if sys::cuCtxSetCurrent(self.context) == sys::CUresult::CUDA_SUCCESS {
                let events = self.launch.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner());
                for event in [events.start, events.end] {
                    if !event.is_null() {
                        sys::cuEventDestroy_v2(event);
                    }
                }
                if !self.stream.is_null() {
                    sys::cuStreamSynchronize(self.stream);
                    sys::cuStreamDestroy_v2(self.stream);
                }
            }
            if self.primary {
                sys::cuDevicePrimaryCtxRelease_v2(self.device);
            }
        }
    }
}

impl Context {
    /// Opens CUDA device `ordinal` (0 is the first GPU the driver lists; `CUDA_VISIBLE_DEVICES`
    /// applies).
    ///
    /// Never panics: without a CUDA driver (no `libcuda.so`, an entry point missing, or `cuInit`
    /// failing) it returns [`Error::NoCuda`], and with a driver but no such device
    /// [`Error::NoCudaDevice`].
    pub fn new(ordinal: usize) -> Result<Context> {
        let count = Context::device_count()?;
        if ordinal >= count {
            return Err(Error::NoCudaDevice { ordinal, count });
        }
        Ok(Context { inner: Arc::new(Context::open(ordinal)?) })
    }

    /// The number of CUDA devices (0 when the driver works but sees no GPU).
    ///
    /// Returns [`Error::NoCuda`] when there is no usable driver.
    pub fn device_count() -> Result<usize> {
        if !driver::load()? {
            return Ok(0);
        }
        let mut count = 0;
        // SAFETY: the driver is initialised; the output is one int.
        check("cuDeviceGetCount", unsafe { sys::cuDeviceGetCount(&mut count) })?;
        Ok(usize::try_from(count).unwrap_or(0))
    }

    /// A context over the CUDA context that is current on the calling thread (a C host's own,
    /// `cuCtxCreate` or a primary context it retained, or the CUDA runtime's): programs load
    /// there, and launches take the host's streams ([`Kernel::enqueue`](super::Kernel::enqueue))
    /// and memory ([`ExternalBuffer`](super::ExternalBuffer)). The runtime makes a stream of its
    /// own there for its copies. Fails with [`Error::HostObject`] when no context is current,
    /// [`Error::NoCuda`] without a driver.
    ///
    /// # Safety
    /// The current context stays alive until this `Context` and everything made from it are
    /// dropped. Each call makes it current on the calling thread again.
    pub unsafe fn from_current() -> Result<Context> {
        if !driver::load()? {
            return Err(Error::HostObject { what: "the CUDA driver sees no device, so no context is current".into() });
        }
        let mut context: sys::CUcontext = ptr::null_mut();
        // SAFETY: the driver is initialised; the output is one context handle.
        check("cuCtxGetCurrent", unsafe { sys::cuCtxGetCurrent(&mut context) })?;
        if context.is_null() {
            return Err(Error::HostObject { what: "no CUDA context is current on this thread".into() });
        }
        let mut device: sys::CUdevice = 0;
        // SAFETY: a context is current; the output is one device.
        check("cuCtxGetDevice", unsafe { sys::cuCtxGetDevice(&mut device) })?;
        let ordinal = usize::try_from(device).unwrap_or(0);
        Ok(Context { inner: Arc::new(Context::describe(ordinal, device, context, false)?) })
    }

    fn open(ordinal: usize) -> Result<Inner> {
        let index = i32::try_from(ordinal).map_err(|_| Error::NoCudaDevice { ordinal, count: 0 })?;
        let mut device: sys::CUdevice = 0;
        // SAFETY: the driver is initialised and `index` is below the device count.
        check("cuDeviceGet", unsafe { sys::cuDeviceGet(&mut device, index) })?;
        let mut context: sys::CUcontext = ptr::null_mut();
        // SAFETY: a valid device; the primary context is released in `Inner::drop`.
        check("cuDevicePrimaryCtxRetain", unsafe { sys::cuDevicePrimaryCtxRetain(&mut context, device) })?;
        Context::describe(ordinal, device, context, true)
    }

    /// The runtime's state over `context` of `device`: the device's attributes, a stream and the
    /// timing events. `primary`: `context` is the device's primary context, retained for this
    /// struct (and released by its drop, also when this fails).
    fn describe(ordinal: usize, device: sys::CUdevice, context: sys::CUcontext, primary: bool) -> Result<Inner> {
        let mut inner = Inner {
            ordinal,
            device,
            context,
            primary,
            stream: ptr::null_mut(),
            name: String::new(),
            compute_capability: (0, 0),
            driver_version: 0,
            total_memory: 0,
            max_block_dim: [0; 3],
            max_threads_per_block: 0,
            max_grid_dim_x: 0,
            max_shared_per_block: 0,
            launch: Mutex::new(Events { start: ptr::null_mut(), end: ptr::null_mut() }),
        };
        let attribute = |attribute: sys::CUdevice_attribute| -> Result<i32> {
            let mut value = 0;
            // SAFETY: a valid device; the output is one int.
            check("cuDeviceGetAttribute", unsafe { sys::cuDeviceGetAttribute(&mut value, attribute, device) })?;
            Ok(value)
        };
        use sys::CUdevice_attribute as A;
        inner.compute_capability = (
            attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        );
        inner.max_block_dim = [
            attribute(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
            attribute(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
            attribute(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
        ];
        inner.max_threads_per_block = attribute(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
        inner.max_grid_dim_x = attribute(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?;
        inner.max_shared_per_block = attribute(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?;
        let mut name = [0 as c_char; 256];
        // SAFETY: a valid device; the buffer holds `name.len()` bytes.
        check("cuDeviceGetName", unsafe { sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, device) })?;
        inner.name = name.iter().take_while(|&&c| c != 0).map(|&c| c as u8 as char).collect::<String>();
        // SAFETY: the output is one int.
        check("cuDriverGetVersion", unsafe { sys::cuDriverGetVersion(&mut inner.driver_version) })?;
        // SAFETY: a valid device; the output is one size_t.
        check("cuDeviceTotalMem", unsafe { sys::cuDeviceTotalMem_v2(&mut inner.total_memory, device) })?;
        // `inner`'s drop releases whatever was created if a step fails.
        inner.bind()?;
        // SAFETY: the context is current; the output is one stream handle.
        check("cuStreamCreate", unsafe {
            sys::cuStreamCreate(&mut inner.stream, sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32)
        })?;
        let events = inner.launch.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner());
        for event in [&mut events.start, &mut events.end] {
            // SAFETY: the context is current; the output is one event handle (timing enabled).
            check("cuEventCreate", unsafe { sys::cuEventCreate(event, sys::CUevent_flags::CU_EVENT_DEFAULT as u32) })?;
        }
        Ok(inner)
    }

    /// The device ordinal.
    pub fn ordinal(&self) -> usize {
        self.inner.ordinal
    }

    /// The device's name, e.g. `NVIDIA H100 80GB HBM3`.
    pub fn device_name(&self) -> &str {
        &self.inner.name
    }

    /// The compute capability, e.g. `(9, 0)`.
    pub fn compute_capability(&self) -> (i32, i32) {
        self.inner.compute_capability
    }

    /// The CUDA version the driver supports, as `1000 · major + 10 · minor` (e.g. 12080).
    pub fn driver_version(&self) -> i32 {
        self.inner.driver_version
    }

    /// The device's memory in bytes.
    pub fn total_memory(&self) -> usize {
        self.inner.total_memory
    }

    /// A device buffer holding a copy of `data`.
    pub fn buffer_from<T: Element>(&self, data: &[T]) -> Result<Buffer<T>> {
        Buffer::from_slice(self, data)
    }

    /// A device buffer of `len` zeros.
    pub fn buffer_zeroed<T: Element>(&self, len: usize) -> Result<Buffer<T>> {
        Buffer::zeroed(self, len)
    }

    /// Waits until everything this context enqueued has completed (launches already wait).
    pub fn synchronize(&self) -> Result<()> {
        self.inner.bind()?;
        self.inner.synchronize()
    }
}

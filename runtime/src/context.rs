//! The OpenCL device, context and queue.

use std::sync::{Arc, Mutex};

use tinyc_frontend::Device;

use crate::buffer::{Buffer, MemoryKind};
use crate::cache::{self, CacheConfig, MemoryCache};
use crate::cl;
use crate::element::Element;
use crate::error::{Error, Result};
use crate::program::Built;

/// Environment variable that picks a device by (case-insensitive) substring of its name.
pub const DEVICE_ENV: &str = "TINYC_OPENCL_DEVICE";

/// Where a context's device is in the OpenCL loader's lists, with its raw handles: for handing
/// the same device to another OpenCL library or tool (a BLAS library that needs its own context,
/// `clpeak -p P -d D`). The handles stay owned by the OpenCL implementation; device and platform
/// ids need no release.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceLocation {
    /// Position of the platform in `clGetPlatformIDs`' list (`usize::MAX` for a host's device
    /// that is not in the loader's lists, such as a sub-device: [`Context::from_raw`]).
    pub platform_index: usize,
    /// Position of the device in its platform's `clGetDeviceIDs(CL_DEVICE_TYPE_ALL)` list
    /// (`usize::MAX` where the platform index is).
    pub device_index: usize,
    /// The platform id (`cl_platform_id`).
    pub platform: cl::cl_platform_id,
    /// The device id (`cl_device_id`).
    pub device: cl::cl_device_id,
}

/// An OpenCL device with its context and an in-order command queue with profiling enabled.
///
/// Cheap to clone (reference counted); buffers, programs and kernels keep it alive.
///
/// Programs built in a context are cached ([`Program`](crate::Program) explains how): a handle's
/// [`CacheConfig`] comes from the environment ([`CacheConfig::from_env`]) and can be replaced
/// per handle with [`with_cache`](Self::with_cache).
#[derive(Clone, Debug)]
pub struct Context {
    pub(crate) inner: Arc<ContextInner>,
    pub(crate) cache: CacheConfig,
}

/// What the runtime knows about the device, and the OpenCL handles it owns.
#[derive(Debug)]
pub(crate) struct ContextInner {
    /// The device.
    pub(crate) device: cl::DeviceId,
    /// The device's platform.
    pub(crate) platform: cl::PlatformId,
    /// Where the device is in the loader's lists: (platform index, device index).
    pub(crate) indices: (usize, usize),
    /// The in-order profiling queue, which owns the context (`queue.context()`).
    pub(crate) queue: cl::Queue,
    pub(crate) name: String,
    pub(crate) version: (u32, u32),
    pub(crate) svm: bool,
    pub(crate) fp64: bool,
    /// `cl_khr_fp16`: `half` values (f16 scalar arguments are declared `half`).
    pub(crate) fp16: bool,
    /// Size of a device pointer in bytes (4 or 8).
    pub(crate) pointer_bytes: usize,
    /// `CL_DEVICE_MEM_BASE_ADDR_ALIGN` in bytes (sub-buffer origins must be multiples).
    pub(crate) base_align_bytes: usize,
    pub(crate) max_work_group_size: usize,
    /// `CL_DEVICE_MAX_COMPUTE_UNITS` (1 when the device does not say).
    pub(crate) compute_units: usize,
    pub(crate) max_work_item_sizes: Vec<usize>,
    /// `CL_DEVICE_LOCAL_MEM_SIZE` in bytes.
    pub(crate) local_mem_bytes: u64,
    /// `CL_DEVICE_MAX_MEM_ALLOC_SIZE` in bytes: the largest buffer.
    pub(crate) max_alloc_bytes: u64,
    /// The `-cl-std=…` option for this device ("" when none is known to work).
    pub(crate) cl_std: String,
    /// `-cl-fp32-correctly-rounded-divide-sqrt` where the device can ([`Context::fp32_division_option`]).
    pub(crate) fp32_division: &'static str,
    /// `CL_DEVICE_TYPE` includes `CL_DEVICE_TYPE_CPU`.
    pub(crate) cpu: bool,
    /// The platform's and device's names and versions, for the disk cache's key.
    pub(crate) identity: String,
    /// Programs built in this context, by source and options.
    pub(crate) programs: MemoryCache<Arc<Built>>,
    /// The device lists `cl_intel_required_subgroup_size`.
    pub(crate) intel_subgroups: bool,
    /// The device also lists `cl_intel_subgroups`: tensor-core kernels can be
    /// emulated there (`tinyc_opencl::Options::emulate_mma`).
    pub(crate) intel_subgroups_ext: bool,
    /// The element sizes the device reads and writes in subgroup blocks
    /// (`Device::subgroup_block_io`): 4 with `cl_intel_subgroups`, 2 with
    /// `cl_intel_subgroups_short`, 8 with `cl_intel_subgroups_long`.
    pub(crate) block_io: u32,
    /// A PoCL device (`CL_DEVICE_VERSION` names PoCL), which needs barriers kept out of `if`s.
    pub(crate) pocl: bool,
    /// Oclgrind's simulator: no explicit-vector GEMM there (`Device::vector_gemm`).
    pub(crate) oclgrind: bool,
    /// The SPIR-V versions `CL_DEVICE_IL_VERSION` lists (none before OpenCL 2.1).
    pub(crate) spirv_versions: Vec<(u32, u32)>,
}

impl Drop for ContextInner {
    fn drop(&mut self) {
        // Cached programs are released before the context they belong to, and the queue is
        // finished before it is released (then the context, by `cl::Queue`'s drop). Buffers,
        // programs and kernels hold an `Arc` to this struct, so none of them is still in use.
        // Errors cannot be reported from `drop`.
        self.programs.clear();
        let _ = self.queue.finish();
    }
}

/// Device discovery and device queries are serialised within the process: PoCL initialises
/// its devices on the first `clGetDeviceIDs`, and a concurrent call meanwhile reports no device
/// at all or crashes in `clGetDeviceInfo`.
fn discovery_lock() -> std::sync::MutexGuard<'static, ()> {
    static DISCOVERY: Mutex<()> = Mutex::new(());
    DISCOVERY.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Context {
    /// Opens the first device of the first OpenCL platform that has one, or, when the environment
    /// variable `TINYC_OPENCL_DEVICE` is set, the first device whose name contains its value.
    ///
    /// Returns [`Error::NoPlatform`] or [`Error::NoDevice`] (never panics) when there is none.
    pub fn new() -> Result<Context> {
        match std::env::var(DEVICE_ENV) {
            Ok(name) if !name.trim().is_empty() => Context::with_device(name.trim()),
            _ => Context::open(None),
        }
    }

    /// Opens the first device whose name contains `name` (case-insensitive).
    pub fn with_device(name: &str) -> Result<Context> {
        Context::open(Some(name))
    }

    fn open(wanted: Option<&str>) -> Result<Context> {
        let _guard = discovery_lock();
        let platforms = cl::PlatformId::all()?;
        if platforms.is_empty() {
            return Err(Error::NoPlatform { detail: "the OpenCL loader lists no platform".to_string() });
        }
        let mut available = Vec::new();
        for (platform_index, &platform) in platforms.iter().enumerate() {
            for (device_index, device) in platform.devices()?.into_iter().enumerate() {
                let name = device.info_string(cl::CL_DEVICE_NAME)?;
                let matches = wanted.is_none_or(|w| name.to_lowercase().contains(&w.to_lowercase()));
                if matches {
                    let indices = (platform_index, device_index);
                    let context = cl::Context::new(platform, device)?;
                    let inner = Arc::new(ContextInner::create(context, platform, device, indices, name)?);
                    return Ok(Context { inner, cache: CacheConfig::from_env() });
                }
                available.push(name);
            }
        }
        Err(Error::NoDevice { requested: wanted.map(str::to_string), available })
    }

    /// A context over an OpenCL context and device that the host created (for a host that
    /// manages its own OpenCL objects, such as a C or C++ code through `libtinyc`): the handle
    /// takes a reference of its own to `context` (`clRetainContext`, given back when the last
    /// clone is dropped) and makes an in-order queue of its own there for its copies;
    /// [`Kernel::enqueue_raw`](crate::Kernel::enqueue_raw) launches on the host's queues.
    /// Programs are cached as for [`Context::new`].
    ///
    /// Fails with [`Error::HostObject`] when `device` is not one of the context's devices.
    ///
    /// # Safety
    /// `context` is a live OpenCL context and `device` a device id (OpenCL implementations cannot
    /// tell a dangling handle from a live one).
    pub unsafe fn from_raw(context: cl::cl_context, device: cl::cl_device_id) -> Result<Context> {
        // SAFETY: a live context (the caller's promise).
        let context = unsafe { cl::Context::retain_raw(context) }?;
        let device = cl::DeviceId::from_raw(device);
        let _guard = discovery_lock();
        let devices = context.devices()?;
        let name = device.info_string(cl::CL_DEVICE_NAME)?;
        if !devices.contains(&device) {
            let available: Vec<String> =
                devices.iter().map(|d| d.info_string(cl::CL_DEVICE_NAME).unwrap_or_default()).collect();
            return Err(Error::HostObject {
                what: format!(
                    "the device `{name}` is not a device of the OpenCL context (its devices: {})",
                    available.join(", ")
                ),
            });
        }
        let platform = device.platform()?;
        // Where the device is in the loader's lists, if it is there (a sub-device is not).
        let indices = cl::PlatformId::all()
            .ok()
            .and_then(|platforms| {
                let p = platforms.iter().position(|&p| p == platform)?;
                let d = platform.devices().ok()?.iter().position(|&d| d == device)?;
                Some((p, d))
            })
            .unwrap_or((usize::MAX, usize::MAX));
        let inner = Arc::new(ContextInner::create(context, platform, device, indices, name)?);
        Ok(Context { inner, cache: CacheConfig::from_env() })
    }

    /// The raw OpenCL context, still owned by this handle (for the host's own calls).
    pub fn raw_context(&self) -> cl::cl_context {
        self.inner.queue.context().raw()
    }

    /// The same context (device, queue, buffers and cached programs are shared) with another
    /// cache configuration for the programs built through the returned handle: e.g.
    /// [`CacheConfig::with_dir`] for a disk cache in a given directory, or
    /// [`CacheConfig::disabled`] to build every program from source.
    pub fn with_cache(mut self, config: CacheConfig) -> Context {
        self.cache = config;
        self
    }

    /// How programs built through this handle are cached.
    pub fn cache_config(&self) -> &CacheConfig {
        &self.cache
    }

    /// Forgets the programs this context has cached in memory (programs in use stay valid); the
    /// next build of each goes to the disk cache or the compiler.
    pub fn clear_program_cache(&self) {
        self.inner.programs.clear();
    }

    /// The device's name (`CL_DEVICE_NAME`).
    pub fn device_name(&self) -> &str {
        &self.inner.name
    }

    /// Where the device is in the loader's lists, and its raw platform and device ids.
    pub fn device_location(&self) -> DeviceLocation {
        let inner = &self.inner;
        DeviceLocation {
            platform_index: inner.indices.0,
            device_index: inner.indices.1,
            platform: inner.platform.raw(),
            device: inner.device.raw(),
        }
    }

    /// The device description the front end checks against and picks work-group sizes for:
    /// [`Device::cpu`] for a CPU device (PoCL), else [`Device::generic`], with the device's
    /// maximum work-group size when that is below 1024. On PoCL devices barriers are kept out of
    /// `if`s ([`Device::top_level_barriers`]), which PoCL 3.1 needs to compile them correctly;
    /// other devices (Intel's OpenCL runtime, oclgrind, GPU drivers) get them where they are.
    /// Oclgrind gets no explicit-vector GEMM ([`Device::vector_gemm`]): its interpreter cannot
    /// run the `vloadN` of OpenCL C 2.0. Devices that take `intel_reqd_sub_group_size` run the
    /// subgroup operations on their own subgroups ([`Device::hardware_subgroups`]; for SPIR-V
    /// only if they take SPIR-V 1.3, [`Program::from_ir_as`](crate::Program::from_ir_as)), and
    /// those with `cl_intel_subgroups` move lane-consecutive runs in subgroup blocks
    /// ([`Device::subgroup_block_io`]).
    pub fn frontend_device(&self) -> Device {
        let mut device = if self.inner.cpu { Device::cpu() } else { Device::generic() };
        device.top_level_barriers = self.inner.pocl;
        device.vector_gemm &= !self.inner.oclgrind;
        device.hardware_subgroups = self.inner.intel_subgroups;
        device.subgroup_block_io = self.inner.block_io;
        // This runtime launches the kernels it compiles: one work-item per work-group computes
        // a run of batch entries on a CPU device.
        device.batch_coarsening = self.inner.cpu;
        device.with_max_work_group_size(i64::try_from(self.inner.max_work_group_size).unwrap_or(i64::MAX))
    }

    /// The device description SPIR-V programs are checked against and compiled for
    /// ([`Form::Spirv`](crate::Form::Spirv)): [`frontend_device`](Self::frontend_device) without the
    /// CPU's explicit-vector GEMM (the MLIR route has no vectors) or subgroup block reads and
    /// writes (no such operation there), and with hardware subgroups
    /// only where the device also takes SPIR-V 1.3 (subgroup shuffles make a SPIR-V 1.3 module).
    /// `tinyc-mlir compile --target spirv-cpu|spirv [--intel-subgroups] [--max-work-group-size N]`
    /// compiles for the same description, which is how libtinyc's SPIR-V programs get it.
    pub fn spirv_device(&self) -> Device {
        let mut device = self.frontend_device();
        device.vector_gemm = false;
        device.batch_coarsening = false;
        device.subgroup_block_io = 0;
        device.hardware_subgroups &= self.spirv_versions().contains(&(1, 3));
        device
    }

    /// The SPIR-V versions the device takes as IL (`CL_DEVICE_IL_VERSION`; none before OpenCL
    /// 2.1 or on devices without IL, such as PoCL 3.1 on the CPU).
    pub fn spirv_versions(&self) -> &[(u32, u32)] {
        &self.inner.spirv_versions
    }

    /// Whether the device takes the SPIR-V modules tinyc writes (version
    /// [`SPIRV_VERSION`](tinyc_frontend::abi::SPIRV_VERSION), [`Program::from_spirv`](crate::Program::from_spirv)).
    pub fn supports_spirv(&self) -> bool {
        let (major, minor) = tinyc_frontend::abi::SPIRV_VERSION;
        self.inner.spirv_versions.contains(&(u32::from(major), u32::from(minor)))
    }

    /// Whether buffers live in coarse-grained shared virtual memory, which group arguments need.
    pub fn supports_svm(&self) -> bool {
        self.inner.svm
    }

    /// Whether the device takes `__attribute__((intel_reqd_sub_group_size(s)))`
    /// (`cl_intel_required_subgroup_size`, e.g. Intel's OpenCL CPU runtime; PoCL lacks it), which
    /// [`Program::from_ir`](crate::Program::from_ir) then emits.
    pub fn supports_intel_subgroup_size(&self) -> bool {
        self.inner.intel_subgroups
    }

    /// Whether the device has `cl_khr_fp16` (`half` values; `f16` works without it too).
    pub fn supports_fp16(&self) -> bool {
        self.inner.fp16
    }

    /// The OpenCL C options [`Program::from_ir`](crate::Program::from_ir) compiles with for this
    /// device: Intel's required subgroup size where the device has it, `half` arguments where
    /// it has `cl_khr_fp16`.
    pub fn opencl_options(&self) -> tinyc_opencl::Options {
        tinyc_opencl::Options {
            intel_subgroup_size: self.inner.intel_subgroups,
            fp16: self.inner.fp16,
            emulate_mma: self.inner.intel_subgroups_ext,
            exact_long_to_float: self.inner.oclgrind,
            atomic_first_read: self.inner.oclgrind,
        }
    }

    /// Whether the device computes in double precision (`f64` kernels).
    pub fn supports_fp64(&self) -> bool {
        self.inner.fp64
    }

    /// The device's OpenCL version, e.g. `(3, 0)`.
    pub fn opencl_version(&self) -> (u32, u32) {
        self.inner.version
    }

    /// Waits until every command enqueued on the context's queue has completed (`clFinish`).
    pub fn finish(&self) -> Result<()> {
        self.inner.queue.finish()
    }

    /// The context's in-order command queue, for calling other OpenCL libraries (such as
    /// CLBlast) on this context's buffers ([`Buffer::raw_mem`]); tinyc's launches and copies
    /// go through the same queue, so work is ordered with theirs.
    ///
    /// # Safety
    /// The context keeps owning the queue: the caller must not release it, and must not use it
    /// after the `Context` (and every clone of it) is dropped.
    pub unsafe fn raw_queue(&self) -> cl::cl_command_queue {
        self.inner.queue.raw()
    }

    /// The `-cl-std=…` option programs are built with (empty when the device gets none).
    pub fn cl_std_option(&self) -> &str {
        &self.inner.cl_std
    }

    /// `-cl-fp32-correctly-rounded-divide-sqrt` on devices that can divide `f32` correctly
    /// rounded (`CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT` in `CL_DEVICE_SINGLE_FP_CONFIG`), else empty.
    /// Every program is built with it, OpenCL C and SPIR-V: the language's `div` is IEEE division
    /// (language.md §7.2, and the exact `f16`/`bf16` division computed in `f32`), while OpenCL
    /// lets a GPU divide `f32` to 2.5 units in the last place without it.
    pub fn fp32_division_option(&self) -> &str {
        self.inner.fp32_division
    }

    /// A buffer holding a copy of `data`, in shared virtual memory when the device supports it.
    ///
    /// Every buffer constructor fails with [`Error::BufferTooLarge`] when the buffer would be
    /// larger than the device's largest allocation ([`max_alloc_bytes`](Self::max_alloc_bytes)),
    /// and with [`Error::OpenCl`] when the device runs out of memory.
    pub fn buffer_from<T: Element>(&self, data: &[T]) -> Result<Buffer<T>> {
        Buffer::new(self, data, self.default_memory())
    }

    /// A buffer of `len` zeros, in shared virtual memory when the device supports it. The zeros
    /// are written on the device: no host memory is needed.
    pub fn buffer_zeroed<T: Element>(&self, len: usize) -> Result<Buffer<T>> {
        Buffer::zeroed(self, len, self.default_memory())
    }

    /// A buffer holding a copy of `data` in the given kind of memory.
    ///
    /// [`MemoryKind::Svm`] fails with [`Error::SvmUnsupported`] on devices without SVM.
    pub fn buffer_from_in<T: Element>(&self, data: &[T], memory: MemoryKind) -> Result<Buffer<T>> {
        Buffer::new(self, data, memory)
    }

    /// A buffer of `len` zeros in the given kind of memory (see [`buffer_zeroed`](Self::buffer_zeroed)
    /// and [`buffer_from_in`](Self::buffer_from_in)).
    pub fn buffer_zeroed_in<T: Element>(&self, len: usize, memory: MemoryKind) -> Result<Buffer<T>> {
        Buffer::zeroed(self, len, memory)
    }

    /// The largest buffer the device can allocate, in bytes (`CL_DEVICE_MAX_MEM_ALLOC_SIZE`).
    pub fn max_alloc_bytes(&self) -> u64 {
        self.inner.max_alloc_bytes
    }

    fn default_memory(&self) -> MemoryKind {
        if self.inner.svm { MemoryKind::Svm } else { MemoryKind::ClMem }
    }

    /// Whether two handles refer to the same context.
    pub(crate) fn same(&self, other: &Arc<ContextInner>) -> bool {
        Arc::ptr_eq(&self.inner, other)
    }
}

impl ContextInner {
    fn create(
        context: cl::Context,
        platform: cl::PlatformId,
        device: cl::DeviceId,
        indices: (usize, usize),
        name: String,
    ) -> Result<ContextInner> {
        let version_text = device.info_string(cl::CL_DEVICE_VERSION)?;
        let version = cl::parse_version(&version_text, "OpenCL").unwrap_or((1, 0));
        let pocl = version_text.contains("PoCL");
        let oclgrind = name.contains("Oclgrind");
        // CL_DEVICE_SVM_CAPABILITIES only exists from OpenCL 2.0 on.
        let svm = version.0 >= 2
            && device
                .info_uint(cl::CL_DEVICE_SVM_CAPABILITIES)
                .is_ok_and(|caps| caps & cl::CL_DEVICE_SVM_COARSE_GRAIN_BUFFER != 0);
        let extensions = device.info_string(cl::CL_DEVICE_EXTENSIONS).unwrap_or_default();
        let has = |name: &str| extensions.split_whitespace().any(|x| x == name);
        let fp64 = device.info_uint(cl::CL_DEVICE_DOUBLE_FP_CONFIG).is_ok_and(|c| c != 0) || has("cl_khr_fp64");
        let fp16 = has("cl_khr_fp16");
        let address_bits = device.info_uint(cl::CL_DEVICE_ADDRESS_BITS)?;
        let base_align_bits = device.info_uint(cl::CL_DEVICE_MEM_BASE_ADDR_ALIGN)?;
        let max_work_group_size = device.info_uint(cl::CL_DEVICE_MAX_WORK_GROUP_SIZE)? as usize;
        let compute_units = device.info_uint(cl::CL_DEVICE_MAX_COMPUTE_UNITS).map_or(1, |u| u.max(1) as usize);
        let max_work_item_sizes = device.info_sizes(cl::CL_DEVICE_MAX_WORK_ITEM_SIZES)?;
        let local_mem_bytes = device.info_uint(cl::CL_DEVICE_LOCAL_MEM_SIZE)?;
        let max_alloc_bytes = device.info_uint(cl::CL_DEVICE_MAX_MEM_ALLOC_SIZE)?;
        let cl_std = choose_cl_std(device, version);
        let fp32_division = if device
            .info_uint(cl::CL_DEVICE_SINGLE_FP_CONFIG)
            .is_ok_and(|c| c & cl::CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT != 0)
        {
            FP32_DIVISION_OPTION
        } else {
            ""
        };
        let cpu = device.info_uint(cl::CL_DEVICE_TYPE).is_ok_and(|t| t & cl::CL_DEVICE_TYPE_CPU != 0);
        let platform_info = |param| platform.info_string(param).unwrap_or_default();
        let identity = cache::device_identity(
            &platform_info(cl::CL_PLATFORM_NAME),
            &platform_info(cl::CL_PLATFORM_VERSION),
            &name,
            &version_text,
            &device.info_string(cl::CL_DRIVER_VERSION).unwrap_or_default(),
        );
        let intel_subgroups = has("cl_intel_required_subgroup_size");
        let intel_subgroups_ext = intel_subgroups && has("cl_intel_subgroups");
        let block_io = if intel_subgroups_ext {
            4 | if has("cl_intel_subgroups_short") { 2 } else { 0 } | if has("cl_intel_subgroups_long") { 8 } else { 0 }
        } else {
            0
        };

        let spirv_versions = if version >= (2, 1) {
            parse_spirv_versions(&device.info_string(cl::CL_DEVICE_IL_VERSION).unwrap_or_default())
        } else {
            Vec::new()
        };

        // An in-order queue with profiling; it owns the context from now on (and releases it
        // when its creation fails).
        let queue = cl::Queue::new(context, device, version.0 >= 2)?;
        Ok(ContextInner {
            device,
            platform,
            indices,
            queue,
            name,
            version,
            svm,
            fp64,
            fp16,
            pointer_bytes: if address_bits == 32 { 4 } else { 8 },
            base_align_bytes: (base_align_bits / 8).max(1) as usize,
            max_work_group_size,
            compute_units,
            max_work_item_sizes,
            local_mem_bytes,
            max_alloc_bytes,
            cl_std,
            fp32_division,
            cpu,
            identity,
            programs: MemoryCache::new(),
            intel_subgroups,
            intel_subgroups_ext,
            block_io,
            pocl,
            oclgrind,
            spirv_versions,
        })
    }
}

/// The SPIR-V versions of a `CL_DEVICE_IL_VERSION` text (`SPIR-V_1.0 SPIR-V_1.1 …`), in order.
pub(crate) fn parse_spirv_versions(text: &str) -> Vec<(u32, u32)> {
    let mut versions: Vec<(u32, u32)> = text
        .split_whitespace()
        .filter_map(|w| {
            let (major, minor) = w.strip_prefix("SPIR-V_")?.split_once('.')?;
            Some((major.parse().ok()?, minor.parse().ok()?))
        })
        .collect();
    versions.sort_unstable();
    versions.dedup();
    versions
}

/// The build option for correctly rounded `f32` division and square root.
const FP32_DIVISION_OPTION: &str = "-cl-fp32-correctly-rounded-divide-sqrt";

/// `-cl-std=CL3.0` when the device lists OpenCL C 3.0 (PoCL 3 reports "OpenCL C 1.2" as its
/// `CL_DEVICE_OPENCL_C_VERSION` but lists 3.0 among all versions), else the highest of 2.0 / 1.2
/// that `CL_DEVICE_OPENCL_C_VERSION` names, else nothing.
fn choose_cl_std(device: cl::DeviceId, version: (u32, u32)) -> String {
    if version.0 >= 3
        && device
            .info_name_versions(cl::CL_DEVICE_OPENCL_C_ALL_VERSIONS)
            .is_ok_and(|vs| vs.iter().any(|&v| cl::unpack_version(v).0 == 3))
    {
        return "-cl-std=CL3.0".to_string();
    }
    let c_version = device
        .info_string(cl::CL_DEVICE_OPENCL_C_VERSION)
        .ok()
        .and_then(|t| cl::parse_version(&t, "OpenCL C"))
        .unwrap_or((1, 0));
    if c_version >= (2, 0) {
        "-cl-std=CL2.0".to_string()
    } else if c_version >= (1, 2) {
        "-cl-std=CL1.2".to_string()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::parse_spirv_versions;

    #[test]
    fn il_versions_are_read_from_the_device_text() {
        assert_eq!(parse_spirv_versions("SPIR-V_1.4 SPIR-V_1.0 SPIR-V_1.2 SPIR-V_1.2"), [(1, 0), (1, 2), (1, 4)]);
        assert_eq!(parse_spirv_versions(""), []);
        assert_eq!(parse_spirv_versions("SPIR_1.2 SPIR-V_x.1 SPIR-V_1"), []);
    }
}

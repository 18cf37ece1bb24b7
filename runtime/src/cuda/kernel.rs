//! CUDA kernels and their launches.

use std::ffi::c_void;
use std::ptr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cudarc::driver::sys;
use tinyc_frontend::abi::{KernelAbi, Role};

use super::buffer::RawBuffer;
use super::context::Context;
use super::driver::{self, check};
use super::program::Module;
use crate::args::{
    Arg, Backend, BufferRef, GroupArg, Plan, Resolved, check_group_indexed, group_param, validate, validate_group,
};
use crate::element::ScalarValue;
use crate::error::{Error, Result};
use crate::group::{Arrays, PreparedGroup};
use crate::signature::KernelSignature;

/// What a completed launch reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchInfo {
    /// Device time from the start to the end of the kernel (CUDA events, about 0.5 µs
    /// resolution).
    pub device_time: Duration,
    /// `gridDim`: (groups, 1, 1).
    pub grid_dim: [u32; 3],
    /// `blockDim`: (m, n, 1).
    pub block_dim: [u32; 3],
}

/// A kernel ready to launch; made by [`Program::kernel`](super::Program::kernel).
#[derive(Debug)]
pub struct Kernel {
    ctx: Context,
    /// Keeps the module (and so `function`) loaded.
    _module: Arc<Module>,
    function: sys::CUfunction,
    signature: KernelSignature,
    /// `CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK` of the compiled kernel.
    max_threads_per_block: i32,
    /// The dynamic shared memory every launch gives the kernel: its work-group stack when that
    /// is beyond 48 KiB (the PTX's `tinyc.dynamic_shared_bytes` line), else 0.
    dynamic_shared: u32,
    /// Launches on the host's streams whose group arrays are still in use.
    pending: Mutex<Vec<Pending>>,
}

/// A launch on a host stream ([`Kernel::enqueue`]): the event recorded after it, and the
/// device arrays (and their host copies) it reads until then.
#[derive(Debug)]
struct Pending {
    event: sys::CUevent,
    _arrays: Vec<RawBuffer>,
    _host: Vec<Vec<u8>>,
}

/// Frees the arrays of completed launches; `wait`: wait for every launch first (a kernel's
/// drop). The kernel's context is current.
fn reap(pending: &mut Vec<Pending>, wait: bool) {
    pending.retain(|p| {
        // SAFETY: an event recorded by `enqueue`, destroyed once (here).
        unsafe {
            let done = if wait { sys::cuEventSynchronize(p.event) } else { sys::cuEventQuery(p.event) };
            if done == sys::CUresult::CUDA_ERROR_NOT_READY {
                return true;
            }
            // Completed, or failed (a broken context never completes it): the arrays go.
            sys::cuEventDestroy_v2(p.event);
        }
        false
    });
}

impl Drop for Kernel {
    fn drop(&mut self) {
        let pending = self.pending.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !pending.is_empty() && self.ctx.inner.bind().is_ok() {
            reap(pending, true);
        }
    }
}

/// A checked launch: the parameter values, the contents of their device arrays and the grid.
struct Prepared {
    values: Vec<ParamValue>,
    arrays: Vec<Vec<u8>>,
    grid_dim: [u32; 3],
    block_dim: [u32; 3],
}

// SAFETY: a function handle may be used from any thread once its context is bound, which every
// launch does first; launches of one context are serialised by its launch mutex.
unsafe impl Send for Kernel {}
// SAFETY: as above; `&Kernel` only launches.
unsafe impl Sync for Kernel {}

/// One kernel parameter value before the launch: its bytes, or the index of a device array
/// (group pointers, shapes or strides) whose address is the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParamValue {
    Bytes([u8; 16], usize),
    Array(usize),
}

impl ParamValue {
    /// A value of `N` ≤ 16 bytes.
    pub(crate) fn of<const N: usize>(b: [u8; N]) -> ParamValue {
        let mut out = [0u8; 16];
        out[..N].copy_from_slice(&b);
        ParamValue::Bytes(out, N)
    }
}

/// The storage `cuLaunchKernel` reads one parameter from: 16 bytes, aligned for any of them.
#[repr(C, align(16))]
struct Slot([u8; 16]);

impl Kernel {
    pub(crate) fn new(
        ctx: Context,
        module: Arc<Module>,
        function: sys::CUfunction,
        signature: KernelSignature,
        dynamic_shared: u64,
    ) -> Result<Kernel> {
        let available = u64::try_from(ctx.inner.max_shared_per_block).unwrap_or(0);
        if dynamic_shared > available {
            return Err(Error::LocalMemory { kernel: signature.abi.name.clone(), needed: dynamic_shared, available });
        }
        // Below `available`, which is an int.
        let dynamic_shared = u32::try_from(dynamic_shared).unwrap_or(u32::MAX);
        if dynamic_shared > 0 {
            // Beyond 48 KiB a launch may give a block only what the function has opted in to.
            // SAFETY: a valid function of the current context (bound by `Program::kernel`).
            check("cuFuncSetAttribute", unsafe {
                sys::cuFuncSetAttribute(
                    function,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    dynamic_shared as i32,
                )
            })?;
        }
        let mut max_threads_per_block = 0;
        // SAFETY: a valid function of the current context (bound by `Program::kernel`); the
        // output is one int.
        check("cuFuncGetAttribute", unsafe {
            sys::cuFuncGetAttribute(
                &mut max_threads_per_block,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                function,
            )
        })?;
        Ok(Kernel {
            ctx,
            _module: module,
            function,
            signature,
            max_threads_per_block,
            dynamic_shared,
            pending: Mutex::new(Vec::new()),
        })
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.signature.abi.name
    }

    /// The kernel's signature.
    pub fn signature(&self) -> &KernelSignature {
        &self.signature
    }

    /// The context the kernel was loaded in.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// Checks `group` as the argument of the group parameter at `param` (0-based, in source
    /// order) and copies its device arrays to the GPU once, for many launches (a
    /// [`PreparedGroup`], passed as `Arg::from(&prepared)`), as the OpenCL kernel's
    /// [`prepare_group`](crate::Kernel::prepare_group) does.
    pub fn prepare_group<'a>(&self, param: usize, group: &GroupArg<'a>) -> Result<PreparedGroup<'a>> {
        let sig = &self.signature;
        let g = group_param(sig, param, group.len())?;
        let (members, offset) = validate_group(&Cuda(&self.ctx), sig, param, g, group, 0)?;
        let inner = &self.ctx.inner;
        let _bound = inner.launch.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        inner.bind()?;
        let mut arrays = Vec::new();
        for a in sig.abi.args.iter().filter(|a| a.param_index == param) {
            let mode = a.mode.unwrap_or(0);
            let bytes: Vec<u8> = match a.role {
                Role::Offset | Role::Size => continue,
                Role::Data => members
                    .iter()
                    .flat_map(|r| r.buffer.ptr.wrapping_add(r.byte_offset() as u64).to_ne_bytes())
                    .collect(),
                role => members.iter().flat_map(|r| r.mode_value(role, mode).to_ne_bytes()).collect(),
            };
            arrays.push((a.role, mode, RawBuffer::from_bytes(inner, &bytes)?));
        }
        let device = Arrays::Cuda { ctx: inner.clone(), arrays };
        Ok(PreparedGroup::new(g.clone(), members.len(), offset, device))
    }

    /// Launches `groups` thread blocks with one argument per source parameter and waits for the
    /// kernel to finish.
    ///
    /// `blockDim` is (m, n, 1) with m×n the signature's work-group size and `gridDim` is
    /// (groups, 1, 1), so `group_id` is `%ctaid.x` (calling convention §2). Every argument is
    /// checked against the parameter types first, exactly as for OpenCL (see [`Error`]); nothing
    /// is enqueued when one is wrong. Each kernel parameter is then passed as a pointer to its
    /// value (§3): device addresses as 8 bytes, `i8` and `i16` sign-extended to 4 bytes; group
    /// members' base addresses and dynamic sizes and strides go to temporary device arrays that
    /// are freed after the kernel completed.
    pub fn launch(&self, args: &[Arg<'_>], groups: usize) -> Result<LaunchInfo> {
        self.launch_grid(args, [groups, 1, 1])
    }

    /// Launches a grid of (gx, gy, gz) blocks (tinytc v0.4's launch: `group_id.x/y/z` is the
    /// block index x/y/z); a tinytc v0.3.1 kernel takes grids (N, 1, 1), its batch of N.
    pub fn launch_grid(&self, args: &[Arg<'_>], grid: [usize; 3]) -> Result<LaunchInfo> {
        let Prepared { values, arrays, grid_dim, block_dim } = self.prepare(args, grid)?;
        let inner = &self.ctx.inner;
        let events = inner.launch.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        inner.bind()?;
        let arrays: Vec<RawBuffer> =
            arrays.iter().map(|bytes| RawBuffer::from_bytes(inner, bytes)).collect::<Result<_>>()?;
        // SAFETY (the three calls): valid events and stream of the current context; the buffers
        // and arrays outlive the kernel (it is waited for below).
        unsafe {
            check("cuEventRecord", sys::cuEventRecord(events.start, inner.stream))?;
            self.launch_on(inner.stream, &values, &arrays, grid_dim, block_dim)?;
            check("cuEventRecord", sys::cuEventRecord(events.end, inner.stream))?;
        }
        // SAFETY: a recorded event.
        let waited = unsafe { sys::cuEventSynchronize(events.end) };
        if waited != sys::CUresult::CUDA_SUCCESS {
            return Err(Error::CudaExecution {
                kernel: self.name().to_string(),
                code: waited as i32,
                name: driver::code_name(waited),
            });
        }
        let mut ms = 0f32;
        // SAFETY: two completed events of the same stream.
        check("cuEventElapsedTime", unsafe { sys::cuEventElapsedTime(&mut ms, events.start, events.end) })?;
        drop(arrays);
        drop(events);
        Ok(LaunchInfo { device_time: Duration::from_secs_f64(f64::from(ms.max(0.0)) / 1e3), grid_dim, block_dim })
    }

    /// Checks a launch of `grid` blocks with `args` and encodes its parameters.
    fn prepare(&self, args: &[Arg<'_>], grid: [usize; 3]) -> Result<Prepared> {
        let kernel = self.name().to_string();
        if self.signature.abi.launch == tinyc_frontend::abi::Launch::Batch && (grid[1] != 1 || grid[2] != 1) {
            let why = "a tinytc v0.3.1 kernel runs a batch of work-groups: its grid is (N, 1, 1)";
            return Err(Error::Grid { kernel, grid, why });
        }
        // CUDA's limits for the grid's y and z dimensions.
        if grid[1] == 0 || grid[2] == 0 || grid[1] > 65535 || grid[2] > 65535 {
            return Err(Error::Grid { kernel, grid, why: "CUDA grids take 1 to 65535 blocks in y and z" });
        }
        let groups = grid.iter().try_fold(1usize, |a, g| a.checked_mul(*g)).unwrap_or(usize::MAX);
        let plans = validate(&Cuda(&self.ctx), &self.signature, args, groups)?;
        let inner = &self.ctx.inner;
        let max_groups = usize::try_from(inner.max_grid_dim_x).unwrap_or(0);
        if grid[0] == 0 || grid[0] > max_groups {
            return Err(Error::GroupCount { kernel, groups: grid[0], max: max_groups });
        }
        check_group_indexed(&self.signature, &plans, grid)?;
        let (m, n) = self.signature.abi.work_group_size;
        if let Some(limit) = self.block_limit(m, n) {
            return Err(Error::WorkGroupSize { kernel, m, n, limit });
        }
        let block_dim = [m as u32, n as u32, 1];
        let grid_dim = [grid[0] as u32, grid[1] as u32, grid[2] as u32];
        let (values, arrays) = encode(&self.signature.abi, &plans, |raw: &RawBuffer| raw.ptr)?;
        Ok(Prepared { values, arrays, grid_dim, block_dim })
    }

    /// Enqueues a grid of (gx, gy, gz) blocks on the host's `stream` (a `CUstream` of the
    /// kernel's context; null is the context's default stream) and returns without waiting:
    /// the host synchronises, and sees a failed kernel at its next synchronisation. The checks
    /// and the parameters are those of [`launch_grid`](Self::launch_grid); the device arrays of
    /// group arguments are copied on `stream` and freed by a later `enqueue` or the kernel's
    /// drop once an event recorded after the launch has completed. The arguments' memory must
    /// stay allocated until the kernel completes.
    ///
    /// # Safety
    /// `stream` is null or a live stream of the kernel's context.
    pub unsafe fn enqueue(&self, stream: *mut c_void, args: &[Arg<'_>], grid: [usize; 3]) -> Result<()> {
        let Prepared { values, arrays: host, grid_dim, block_dim } = self.prepare(args, grid)?;
        let stream: sys::CUstream = stream.cast();
        let inner = &self.ctx.inner;
        let mut pending = self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        inner.bind()?;
        reap(&mut pending, false);
        let arrays: Vec<RawBuffer> =
            host.iter().map(|bytes| RawBuffer::alloc(inner, bytes.len())).collect::<Result<_>>()?;
        for (raw, bytes) in arrays.iter().zip(&host) {
            // SAFETY: `bytes.len()` bytes fit the allocation; `host` stays in `pending` (below)
            // until an event after the copy completed.
            check("cuMemcpyHtoDAsync", unsafe {
                sys::cuMemcpyHtoDAsync_v2(raw.ptr, bytes.as_ptr().cast(), bytes.len(), stream)
            })?;
        }
        // SAFETY: the host's stream (the caller's promise); the arrays outlive the kernel (kept
        // until the event below completes).
        unsafe { self.launch_on(stream, &values, &arrays, grid_dim, block_dim) }?;
        if !arrays.is_empty() {
            let mut event: sys::CUevent = ptr::null_mut();
            // SAFETY: the context is current; the output is one event handle.
            let created = check("cuEventCreate", unsafe {
                sys::cuEventCreate(&mut event, sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32)
            });
            // SAFETY: a new event and the host's stream.
            let recorded = created.and_then(|()| check("cuEventRecord", unsafe { sys::cuEventRecord(event, stream) }));
            if let Err(e) = recorded {
                // Without an event, the arrays can only be freed once the stream is idle.
                // SAFETY: the host's stream; then a valid (or null, skipped) event.
                unsafe {
                    sys::cuStreamSynchronize(stream);
                    if !event.is_null() {
                        sys::cuEventDestroy_v2(event);
                    }
                }
                return Err(e);
            }
            pending.push(Pending { event, _arrays: arrays, _host: host });
        }
        Ok(())
    }

    /// `cuLaunchKernel` of a checked launch on `stream`: one pointer per PTX parameter
    /// (`from_ptx` checked the count and sizes), each to live bytes holding the value (group
    /// arrays by their device addresses); the driver copies them before returning.
    ///
    /// # Safety
    /// The kernel's context is current; `stream` is null or a live stream of it; the memory the
    /// arguments reach (checked against the buffers' sizes) and `arrays` outlive the kernel.
    unsafe fn launch_on(
        &self,
        stream: sys::CUstream,
        values: &[ParamValue],
        arrays: &[RawBuffer],
        grid_dim: [u32; 3],
        block_dim: [u32; 3],
    ) -> Result<()> {
        let mut slots: Vec<Slot> = values
            .iter()
            .map(|v| match *v {
                ParamValue::Bytes(bytes, _) => Slot(bytes),
                ParamValue::Array(i) => {
                    let mut slot = [0u8; 16];
                    slot[..8].copy_from_slice(&arrays[i].ptr.to_ne_bytes());
                    Slot(slot)
                }
            })
            .collect();
        let mut params: Vec<*mut c_void> = slots.iter_mut().map(|s| s.0.as_mut_ptr().cast()).collect();
        // SAFETY: the caller's promises; `params` and `slots` live for the call.
        check("cuLaunchKernel", unsafe {
            sys::cuLaunchKernel(
                self.function,
                grid_dim[0],
                grid_dim[1],
                grid_dim[2],
                block_dim[0],
                block_dim[1],
                block_dim[2],
                self.dynamic_shared,
                stream,
                if params.is_empty() { ptr::null_mut() } else { params.as_mut_ptr() },
                ptr::null_mut(),
            )
        })
    }

    /// Why an m×n thread block cannot run, if it cannot.
    fn block_limit(&self, m: i64, n: i64) -> Option<String> {
        let inner = &self.ctx.inner;
        let [mx, my, _] = inner.max_block_dim.map(i64::from);
        if m > mx || n > my {
            return Some(format!("at most {mx}x{my} threads per block dimension"));
        }
        let max = i64::from(self.max_threads_per_block.min(inner.max_threads_per_block));
        (m.saturating_mul(n) > max).then(|| format!("at most {max} threads per block for this kernel"))
    }
}

/// The CUDA side of argument validation: buffers of the kernel's device context. Any buffer can
/// be a group member, and `cuMemAlloc` addresses are aligned for every element type.
struct Cuda<'k>(&'k Context);

impl Backend for Cuda<'_> {
    type Raw = RawBuffer;
    type Prepared = ();

    fn prepared(&self, group: &PreparedGroup<'_>) -> std::result::Result<(), &'static str> {
        match &group.device {
            Arrays::Cuda { ctx, .. } if ctx.context == self.0.inner.context => Ok(()),
            Arrays::Cuda { .. } => Err("another CUDA context"),
            Arrays::OpenCl { .. } => Err("an OpenCL context (the kernel is a CUDA kernel)"),
        }
    }

    fn own<'a>(&self, buffer: BufferRef<'a>) -> Result<&'a RawBuffer, &'static str> {
        match buffer {
            BufferRef::Cuda(raw) if raw.ctx.context == self.0.inner.context => Ok(raw),
            BufferRef::Cuda(_) => Err("another CUDA context"),
            BufferRef::OpenCl(_) => Err("an OpenCL context (the kernel is a CUDA kernel)"),
            #[cfg(test)]
            BufferRef::Fake(_) => Err("a fake context"),
        }
    }
}

/// The bytes of a scalar kernel parameter: `i8` and `i16` sign-extended to 32 bits (PTX `.s32`),
/// everything else as is.
pub(crate) fn scalar_bytes(v: ScalarValue) -> ([u8; 16], usize) {
    match v {
        ScalarValue::Bool(x) => ScalarValue::I32(i32::from(x)).to_bytes(),
        ScalarValue::I8(x) => ScalarValue::I32(i32::from(x)).to_bytes(),
        ScalarValue::I16(x) => ScalarValue::I32(i32::from(x)).to_bytes(),
        other => other.to_bytes(),
    }
}

/// The value of each ABI argument, in order, and the contents of the device arrays that group
/// arguments need (a prepared group's are on the device already). `address` gives a buffer's
/// device address.
pub(crate) fn encode<R, P>(
    abi: &KernelAbi,
    plans: &[Plan<'_, R, P>],
    address: impl Fn(&R) -> u64,
) -> Result<(Vec<ParamValue>, Vec<Vec<u8>>)> {
    let base = |r: &Resolved<'_, R>| address(r.buffer).wrapping_add(r.byte_offset() as u64);
    let i64_bytes = |v: i64| ParamValue::of(v.to_ne_bytes());
    let mut arrays: Vec<Vec<u8>> = Vec::new();
    let mut array = |bytes: Vec<u8>| {
        arrays.push(bytes);
        ParamValue::Array(arrays.len() - 1)
    };
    let values = abi
        .args
        .iter()
        .map(|a| -> Result<ParamValue> {
            Ok(match (&plans[a.param_index], a.role) {
                (Plan::Scalar(v), _) => {
                    let (bytes, len) = scalar_bytes(*v);
                    ParamValue::Bytes(bytes, len)
                }
                (Plan::Memref(r), Role::Data) => ParamValue::of(base(r).to_ne_bytes()),
                (Plan::Memref(r), role) => i64_bytes(r.mode_value(role, a.mode.unwrap_or(0))),
                (Plan::Group { members, .. }, Role::Data) => {
                    array(members.iter().flat_map(|r| base(r).to_ne_bytes()).collect())
                }
                (Plan::Group { offset, .. }, Role::Offset) => i64_bytes(*offset),
                (Plan::Group { members, .. }, Role::Size) => i64_bytes(members.len() as i64),
                (Plan::Group { members, .. }, role) => {
                    let mode = a.mode.unwrap_or(0);
                    array(members.iter().flat_map(|r| r.mode_value(role, mode).to_ne_bytes()).collect())
                }
                (Plan::Prepared(p, _), Role::Offset) => i64_bytes(p.offset),
                (Plan::Prepared(p, _), Role::Size) => i64_bytes(p.members as i64),
                (Plan::Prepared(p, _), role) => {
                    let mode = a.mode.unwrap_or(0);
                    let ptr = p.cuda_array(role, mode).ok_or_else(|| Error::Signature {
                        kernel: abi.name.clone(),
                        message: format!("the prepared group has no CUDA {role:?} array for mode {mode}"),
                    })?;
                    ParamValue::of(ptr.to_ne_bytes())
                }
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((values, arrays))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::tests::{FakeBackend, FakeBuffer, FakeRaw, signature};
    use crate::args::{GroupArg, MemrefArg};

    fn le(v: i64) -> ParamValue {
        ParamValue::of(v.to_ne_bytes())
    }

    /// The expected bytes of `v` as a 4-byte parameter.
    fn int4(v: i32) -> ([u8; 16], usize) {
        let mut out = [0u8; 16];
        out[..4].copy_from_slice(&v.to_ne_bytes());
        (out, 4)
    }

    #[test]
    fn sub_32_bit_integers_are_sign_extended() {
        assert_eq!(scalar_bytes(ScalarValue::I8(-3)), int4(-3));
        assert_eq!(scalar_bytes(ScalarValue::I16(-300)), int4(-300));
        assert_eq!(scalar_bytes(ScalarValue::I32(70000)), int4(70000));
        assert_eq!(&scalar_bytes(ScalarValue::I64(-5)).0[..8], (-5i64).to_ne_bytes());
        assert_eq!(&scalar_bytes(ScalarValue::F32(0.25)).0[..4], 0.25f32.to_ne_bytes());
        assert_eq!(scalar_bytes(ScalarValue::F32(0.25)).1, 4);
        assert_eq!(&scalar_bytes(ScalarValue::F64(1e300)).0[..8], 1e300f64.to_ne_bytes());
        assert_eq!(scalar_bytes(ScalarValue::F64(1e300)).1, 8);
        let c = scalar_bytes(ScalarValue::C64(num_complex::Complex64::new(1.5, -2.0)));
        assert_eq!((&c.0[..8], &c.0[8..], c.1), (&1.5f64.to_ne_bytes()[..], &(-2.0f64).to_ne_bytes()[..], 16));
    }

    /// Every fake buffer lives at device address 0x10000.
    fn address(_: &FakeRaw) -> u64 {
        0x10000
    }

    #[test]
    fn memrefs_pass_addresses_and_dynamic_modes_in_abi_order() {
        // V10's interleaved order: a, a_shape1, a_stride1, a_shape2, a_stride2; then the scalar.
        let sig = signature("func @k(%a: memref<f32x4x?x?,strided<1,?,?>>, %c: i8) {}");
        let a = FakeBuffer::<f32>::new(0, 1000);
        let args = [MemrefArg::new(&a, [4, 3, 2]).strides([1, 5, 20]).offset(7).into(), Arg::from(-1i8)];
        let plans = validate(&FakeBackend, &sig, &args, 1).unwrap_or_else(|e| unreachable!("{e}"));
        let (values, arrays) = encode(&sig.abi, &plans, address).unwrap_or_else(|e| unreachable!("{e}"));
        assert!(arrays.is_empty());
        assert_eq!(
            values,
            [
                ParamValue::of((0x10000u64 + 28).to_ne_bytes()),
                le(3),
                le(5),
                le(2),
                le(20),
                ParamValue::Bytes(int4(-1).0, 4)
            ]
        );
    }

    #[test]
    fn groups_pass_device_arrays_and_the_offset_by_value() {
        // V8 plus a stride: A, A_shape0, A_stride1, A_offset.
        let sig = signature("func @k(%A: group<memref<f64x?x2, strided<1,?>>, offset: ?>) {}");
        let a = FakeBuffer::<f64>::new(0, 100);
        let group = GroupArg::new([MemrefArg::new(&a, [3, 2]), MemrefArg::new(&a, [4, 2]).strides([1, 9]).offset(10)]);
        let plans = validate(&FakeBackend, &sig, &[group.offset(1).into()], 2).unwrap_or_else(|e| unreachable!("{e}"));
        let (values, arrays) = encode(&sig.abi, &plans, address).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(values, [ParamValue::Array(0), ParamValue::Array(1), ParamValue::Array(2), le(1)]);
        let words = |bytes: &[u8]| -> Vec<u64> {
            bytes.chunks(8).map(|c| u64::from_ne_bytes(c.try_into().unwrap_or_default())).collect()
        };
        // Member bases include the member's own offset (80 bytes), not the group offset.
        assert_eq!(words(&arrays[0]), [0x10000, 0x10000 + 80]);
        assert_eq!(words(&arrays[1]), [3, 4]);
        assert_eq!(words(&arrays[2]), [3, 9]);
    }

    #[test]
    fn empty_memrefs_pass_the_buffer_start() {
        let sig = signature("func @k(%a: memref<i32x?>) {}");
        let a = FakeBuffer::<i32>::new(0, 4);
        let plans = validate(&FakeBackend, &sig, &[MemrefArg::new(&a, [0]).offset(9).into()], 1)
            .unwrap_or_else(|e| unreachable!("{e}"));
        let (values, _) = encode(&sig.abi, &plans, address).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(values, [ParamValue::of(0x10000u64.to_ne_bytes()), le(0)]);
    }
}

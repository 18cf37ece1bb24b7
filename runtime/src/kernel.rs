//! OpenCL kernels and their launches.

use std::collections::HashSet;
use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;
use std::time::Duration;

use tinyc_frontend::abi::{Launch, Role};

use crate::args::{
    Arg, Backend, BufferRef, GroupArg, Plan, Resolved, Site, check_group_indexed, group_param, validate, validate_group,
};
use crate::buffer::{RawBuffer, Storage};
use crate::cl;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::group::{Arrays, PreparedGroup, find_array};
use crate::signature::KernelSignature;

/// The most batch entries one work-group of a kernel with
/// [`groups_arg`](tinyc_frontend::abi::KernelAbi::groups_arg) computes. An 8×8×8 `f32` GEMM per
/// entry on one work-item ran on PoCL at 52, 77 and 84 GF/s with 1, 4 and 16 entries per
/// work-group, on Intel's CPU runtime at 49, 63 and 79 (docs/performance.md).
pub const ENTRIES_PER_WORK_GROUP: usize = 16;

/// The fewest work-groups per compute unit (`CL_DEVICE_MAX_COMPUTE_UNITS`) that
/// [`ENTRIES_PER_WORK_GROUP`] leaves a launch, so that the threads can balance them.
pub const WORK_GROUPS_PER_COMPUTE_UNIT: usize = 32;

/// The largest number of work-groups one launch may have (global sizes beyond 32 bits are not
/// portable across OpenCL drivers).
pub const MAX_GROUPS: usize = u32::MAX as usize;

/// What a completed launch reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchInfo {
    /// Device time from the start to the end of the kernel (OpenCL profiling).
    pub device_time: Duration,
    /// The global size: (m, n, groups) for a batch, (m·gx, n·gy, gz) for a grid; for a kernel
    /// whose work-items compute runs of entries
    /// ([`groups_arg`](tinyc_frontend::abi::KernelAbi::groups_arg)), (1, 1, G) and (G, gy, gz)
    /// with G work-groups of runs.
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
    handle: Mutex<cl::Kernel>,
    signature: KernelSignature,
    /// `CL_KERNEL_WORK_GROUP_SIZE` of the compiled kernel.
    max_work_group_size: usize,
    /// `CL_KERNEL_LOCAL_MEM_SIZE` of the compiled kernel: its local memory (the `alloca` stack).
    local_mem_bytes: u64,
    /// Launches on host queues ([`Kernel::enqueue_raw`]) that may still run, with the device
    /// arrays they read.
    pending: Mutex<Vec<(cl::Event, Resources)>>,
}

/// What a launch reads besides its arguments' memory, freed once it has completed: the device
/// arrays of group arguments, and `cl_mem` sub-buffers.
#[derive(Debug)]
struct Resources {
    arrays: Vec<RawBuffer>,
    _sub_buffers: Vec<cl::Mem>,
}

impl Drop for Kernel {
    fn drop(&mut self) {
        // Launches on host queues may still read this kernel's arrays: wait for them (errors
        // cannot be reported from `drop`; a failed launch has stopped reading).
        let pending = self.pending.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner());
        for (event, _) in pending.iter() {
            let _ = event.wait();
        }
        pending.clear();
    }
}

impl Kernel {
    pub(crate) fn new(ctx: Context, handle: cl::Kernel, signature: KernelSignature) -> Result<Kernel> {
        let num_args = handle.num_args()?;
        if num_args as usize != signature.abi.num_args() {
            return Err(Error::Signature {
                kernel: signature.abi.name.clone(),
                message: format!(
                    "the compiled kernel takes {num_args} arguments but the ABI lists {}",
                    signature.abi.num_args()
                ),
            });
        }
        // A signature that says another work-group size than the kernel was compiled for would
        // fail every launch with CL_INVALID_WORK_GROUP_SIZE (hand-written OpenCL C or SPIR-V).
        let (m, n) = signature.abi.work_group_size;
        if let Ok(compiled) = handle.compile_work_group_size(ctx.inner.device)
            && compiled != [0, 0, 0]
            && (compiled[0] as u64, compiled[1] as u64, compiled[2]) != (m as u64, n as u64, 1)
        {
            return Err(Error::Signature {
                kernel: signature.abi.source_name.clone(),
                message: format!(
                    "the compiled kernel requires work-groups of {}×{}×{} but the signature says {m}×{n}",
                    compiled[0], compiled[1], compiled[2]
                ),
            });
        }
        let max_work_group_size = handle.work_group_size(ctx.inner.device)?;
        let local_mem_bytes = handle.local_mem_size(ctx.inner.device)?;
        Ok(Kernel {
            ctx,
            handle: Mutex::new(handle),
            signature,
            max_work_group_size,
            local_mem_bytes,
            pending: Mutex::new(Vec::new()),
        })
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.signature.abi.name
    }

    /// The context the kernel was built in.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The kernel's signature.
    pub fn signature(&self) -> &KernelSignature {
        &self.signature
    }

    /// Checks `group` as the argument of the group parameter at `param` (0-based, in source
    /// order) and builds its device arrays once, for many launches ([`PreparedGroup`], passed as
    /// `Arg::from(&prepared)`). The checks are a launch's, except the member count of a v0.3.1
    /// group, which each launch checks against its number of work-groups.
    pub fn prepare_group<'a>(&self, param: usize, group: &GroupArg<'a>) -> Result<PreparedGroup<'a>> {
        let sig = &self.signature;
        let g = group_param(sig, param, group.len())?;
        let (members, offset) = validate_group(&OpenCl(&self.ctx), sig, param, g, group, 0)?;
        let mut indirect = Indirect::default();
        let mut arrays = Vec::new();
        // Every array a parameter of this type takes: the ABI's arguments of the parameter.
        for a in sig.abi.args.iter().filter(|a| a.param_index == param) {
            if matches!(a.role, Role::Offset | Role::Size) {
                continue;
            }
            let mode = a.mode.unwrap_or(0);
            arrays.push((a.role, mode, group_array(&self.ctx, &members, a.role, mode, &mut indirect)?));
        }
        let device = Arrays::OpenCl {
            ctx: self.ctx.inner.clone(),
            arrays,
            indirect: indirect.list.into_iter().map(|p| p as usize).collect(),
        };
        Ok(PreparedGroup::new(g.clone(), members.len(), offset, device))
    }

    /// Launches `groups` work-groups with one argument per source parameter and waits for the
    /// kernel to finish.
    ///
    /// For a tinytc v0.3.1 kernel (`Launch::Batch`) the NDRange is global (m, n, groups), local
    /// (m, n, 1) with m×n the signature's work-group size, so `group_id` is `get_global_id(2)`;
    /// for a tinytc v0.4 kernel it is the grid (groups, 1, 1) of [`Kernel::launch_grid`]. Every
    /// argument is checked against the parameter types first (see [`Error`] for what is
    /// checked), and every memref mode that the kernel indexes with `group_id` at its top level
    /// against the number of work-groups ([`Error::GroupIndexOutOfBounds`]); nothing is enqueued
    /// when one is wrong. What else the program reaches is the program's: an index or a
    /// subview past a memref's size (computed from `group_id` or not) is undefined behaviour in
    /// the language, as in OpenCL C, and is not checked at run time.
    pub fn launch(&self, args: &[Arg<'_>], groups: usize) -> Result<LaunchInfo> {
        self.launch_grid(args, [groups, 1, 1])
    }

    /// Launches a grid of (gx, gy, gz) work-groups, tinytc v0.4's launch: global size
    /// (m·gx, n·gy, gz), local (m, n, 1), so that `group_id.x/y/z` is `get_group_id(0/1/2)` and
    /// `num_groups.x/y/z` is (gx, gy, gz). A tinytc v0.3.1 kernel takes grids (N, 1, 1), its
    /// batch of N.
    pub fn launch_grid(&self, args: &[Arg<'_>], grid: [usize; 3]) -> Result<LaunchInfo> {
        let queue = &self.ctx.inner.queue;
        let (event, resources, global, local) =
            self.set_and_enqueue(args, grid, |launch, global, local| launch.enqueue(queue, global, local))?;
        let waited = event.wait();
        let status = event.execution_status()?;
        if status < 0 {
            return Err(Error::Execution {
                kernel: self.name().to_string(),
                code: status,
                name: cl::code_name(status),
            });
        }
        waited?;
        let (start, end) = event.profiling_ns()?;
        drop(resources);
        drop(event);
        Ok(LaunchInfo {
            device_time: Duration::from_nanos(end.saturating_sub(start)),
            global_size: global,
            local_size: local,
        })
    }

    /// Enqueues a launch of the grid `grid` (as [`launch_grid`](Self::launch_grid) runs it) on a
    /// command queue the host created, after the events in `wait`, and returns the launch's
    /// event without waiting for it: the caller owns that reference (`clReleaseEvent`). The
    /// arguments are checked as for `launch_grid` first; nothing is enqueued when one is wrong.
    /// The device arrays of group arguments stay allocated until the launch has completed (they
    /// are freed by a later launch of this kernel, or when it is dropped, which waits for them).
    ///
    /// Fails with [`Error::HostObject`] when the queue belongs to another context or device than
    /// the kernel's.
    ///
    /// # Safety
    /// `queue` is a live command queue and `wait` are live events of its context; memory the
    /// arguments name ([`ExternalBuffer`](crate::ExternalBuffer)) and their
    /// [`PreparedGroup`]s stay allocated until the launch has completed.
    pub unsafe fn enqueue_raw(
        &self,
        queue: cl::cl_command_queue,
        args: &[Arg<'_>],
        grid: [usize; 3],
        wait: &[cl::cl_event],
    ) -> Result<cl::cl_event> {
        // SAFETY: a live queue (the caller's promise).
        let (context, device) = unsafe { cl::Queue::raw_info(queue) }?;
        if context != self.ctx.raw_context() || device != self.ctx.inner.device {
            return Err(Error::HostObject {
                what: format!(
                    "kernel `{}`: the command queue belongs to another OpenCL context or device than the kernel",
                    self.name()
                ),
            });
        }
        let (event, resources, _, _) = self.set_and_enqueue(args, grid, |launch, global, local| {
            // SAFETY: a live queue of the kernel's context and live events (the caller's promise).
            unsafe { launch.enqueue_raw(queue, global, local, wait) }
        })?;
        let mut pending = self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Arrays of launches that have completed (or failed) are freed now.
        pending.retain(|(e, _)| e.execution_status().is_ok_and(|status| status > 0));
        if !resources.arrays.is_empty() {
            pending.push((event.retain()?, resources));
        }
        Ok(event.into_raw())
    }

    /// Checks the arguments and the grid, sets the kernel's arguments and enqueues it with
    /// `enqueue`; returns the launch's event, what must outlive the launch, and the global and
    /// local sizes.
    #[allow(clippy::type_complexity)]
    fn set_and_enqueue(
        &self,
        args: &[Arg<'_>],
        grid: [usize; 3],
        enqueue: impl FnOnce(cl::Launch<'_>, &[usize; 3], &[usize; 3]) -> Result<cl::Event>,
    ) -> Result<(cl::Event, Resources, [usize; 3], [usize; 3])> {
        let kernel = self.name().to_string();
        let batch = self.signature.abi.launch == Launch::Batch;
        if batch && (grid[1] != 1 || grid[2] != 1) {
            let why = "a tinytc v0.3.1 kernel runs a batch of work-groups: its grid is (N, 1, 1)";
            return Err(Error::Grid { kernel, grid, why });
        }
        if grid[1] == 0 || grid[2] == 0 || grid[1] > MAX_GROUPS || grid[2] > MAX_GROUPS {
            return Err(Error::Grid { kernel, grid, why: "each dimension takes 1 to 4294967295 work-groups" });
        }
        let groups = grid.iter().try_fold(1usize, |a, g| a.checked_mul(*g)).unwrap_or(usize::MAX);
        let plans = validate(&OpenCl(&self.ctx), &self.signature, args, groups)?;
        if grid[0] == 0 || groups > MAX_GROUPS {
            return Err(Error::GroupCount { kernel, groups, max: MAX_GROUPS });
        }
        check_group_indexed(&self.signature, &plans, grid)?;
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
        let global = if self.signature.abi.groups_arg.is_some() {
            // Each work-item computes a run of entries (`KernelAbi::groups_arg`): of the batch,
            // or of the grid's x.
            let per = self.entries_per_work_group(groups).min(grid[0]);
            if batch { [local[0], local[1], groups.div_ceil(per)] } else { [grid[0].div_ceil(per), grid[1], grid[2]] }
        } else if batch {
            [local[0], local[1], groups]
        } else {
            [local[0] * grid[0], local[1] * grid[1], grid[2]]
        };

        let mut handle = self.handle.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Temporary device arrays and sub-buffers, freed after the kernel has completed.
        let mut arrays: Vec<RawBuffer> = Vec::new();
        let mut sub_buffers: Vec<cl::Mem> = Vec::new();
        let mut indirect = Indirect::default();
        // SAFETY: the arguments follow the kernel's ABI: the compiled kernel has as many
        // arguments as the ABI lists (checked by `Kernel::new`), and the loop below sets each,
        // by its role, as a value (scalars, sizes, strides, group offsets), a buffer object or an
        // SVM address (data); group members' allocations are listed as indirect SVM. `validate`
        // checked every memref against its buffer's bounds and type, that groups have a member
        // for every work-group, and that the modes the kernel indexes with the work-group's id
        // cover the NDRange (m, n, groups) / (m, n, 1) (the work-group size is the ABI's), so a
        // kernel that stays inside its memrefs, as the language requires of a program, stays
        // inside the memory it is given. The buffers,
        // arrays and sub-buffers outlive the wait for the launch's event below.
        let mut launch = unsafe { handle.launch() };
        for (index, a) in self.signature.abi.args.iter().enumerate() {
            let index = index as u32;
            match (&plans[a.param_index], a.role) {
                (Plan::Scalar(v), _) => {
                    let (bytes, len) = v.to_bytes();
                    launch.value(index, &bytes[..len])?;
                }
                (Plan::Memref(r), Role::Data) => match &r.buffer.storage {
                    Storage::Svm(_) | Storage::HostSvm(_) => {
                        launch.svm(index, svm_address(r).unwrap_or(ptr::null_mut()))?
                    }
                    Storage::Mem(mem) => {
                        let origin = r.offset.saturating_mul(r.elem_bytes);
                        if r.empty || origin == 0 || origin >= r.buffer.bytes {
                            launch.mem(index, mem)?;
                        } else {
                            let sub = mem.sub_buffer(origin, r.buffer.bytes - origin)?;
                            launch.mem(index, &sub)?;
                            sub_buffers.push(sub);
                        }
                    }
                },
                (Plan::Memref(r), role) => {
                    launch.value(index, &r.mode_value(role, a.mode.unwrap_or(0)).to_ne_bytes())?;
                }
                (Plan::Group { offset, .. }, Role::Offset) => launch.value(index, &offset.to_ne_bytes())?,
                (Plan::Group { members, .. }, Role::Size) => {
                    launch.value(index, &(members.len() as i64).to_ne_bytes())?
                }
                (Plan::Group { members, .. }, role) => {
                    arrays.push(group_array(&self.ctx, members, role, a.mode.unwrap_or(0), &mut indirect)?);
                    launch.svm(index, svm_pointer(&arrays[arrays.len() - 1]))?;
                }
                (Plan::Prepared(p, ()), Role::Offset) => launch.value(index, &p.offset.to_ne_bytes())?,
                (Plan::Prepared(p, ()), Role::Size) => launch.value(index, &(p.members as i64).to_ne_bytes())?,
                (Plan::Prepared(p, ()), role) => {
                    let mode = a.mode.unwrap_or(0);
                    let Some((arrays, bases)) = p.opencl() else {
                        return Err(Error::Signature { kernel, message: "a CUDA group passed the checks".into() });
                    };
                    let array = find_array(arrays, role, mode).ok_or_else(|| Error::Signature {
                        kernel: kernel.clone(),
                        message: format!("the prepared group has no {role:?} array for mode {mode}"),
                    })?;
                    launch.svm(index, svm_pointer(array))?;
                    for &base in bases {
                        indirect.add(base as *mut c_void);
                    }
                }
            }
        }
        if self.signature.abi.groups_arg.is_some() {
            // The batch size, or the grid's x (a batch is the grid (N, 1, 1)).
            launch.value(self.signature.abi.args.len() as u32, &(grid[0] as i64).to_ne_bytes())?;
        }
        if !indirect.list.is_empty() {
            launch.indirect_svm(&indirect.list)?;
        }

        let event = enqueue(launch, &global, &local)?;
        Ok((event, Resources { arrays, _sub_buffers: sub_buffers }, global, local))
    }

    /// How many consecutive batch entries each work-group of a kernel with
    /// [`groups_arg`](tinyc_frontend::abi::KernelAbi::groups_arg) computes: up to
    /// [`ENTRIES_PER_WORK_GROUP`], as long as every compute unit gets at least
    /// [`WORK_GROUPS_PER_COMPUTE_UNIT`] work-groups to balance.
    fn entries_per_work_group(&self, groups: usize) -> usize {
        let units = self.ctx.inner.compute_units.max(1);
        (groups / units.saturating_mul(WORK_GROUPS_PER_COMPUTE_UNIT)).clamp(1, ENTRIES_PER_WORK_GROUP)
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
    type Prepared = ();

    fn prepared(&self, group: &PreparedGroup<'_>) -> std::result::Result<(), &'static str> {
        match &group.device {
            Arrays::OpenCl { ctx, .. } if self.0.same(ctx) => Ok(()),
            Arrays::OpenCl { .. } => Err("another OpenCL context"),
            #[cfg(feature = "cuda")]
            Arrays::Cuda { .. } => Err("a CUDA context (the kernel is an OpenCL kernel)"),
        }
    }

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
        // An empty memref may start anywhere (its offset is never used, and may overflow).
        if let Storage::Mem(_) = &r.buffer.storage
            && !r.empty
        {
            let offset_bytes = r.offset.saturating_mul(r.elem_bytes);
            let align = self.0.inner.base_align_bytes;
            let misalignment = offset_bytes % align;
            if misalignment != 0 {
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
        match (&r.buffer.storage, site.member) {
            (Storage::Mem(_), Some(member)) => {
                Err(Error::NotSvm { kernel: site.kernel.to_string(), param: site.param.to_string(), member })
            }
            _ => Ok(()),
        }
    }
}

/// The SVM allocations a launch's kernel reaches through pointers (the list
/// `clSetKernelExecInfo` takes), each once, in the order first met: a set beside the list, so a
/// group of N members with their own allocations costs O(N), not the O(N²) of a search of the
/// list per member (11 s per launch at 32 768 members, hunt Y).
#[derive(Default)]
struct Indirect {
    list: Vec<*mut c_void>,
    seen: HashSet<*mut c_void>,
}

impl Indirect {
    fn add(&mut self, base: *mut c_void) {
        if self.seen.insert(base) {
            self.list.push(base);
        }
    }
}

/// The device array of a group's members for an ABI argument of role `role` (mode `mode`):
/// their addresses (role data, the SVM allocations they lie in added to `indirect`), or their
/// sizes or strides of that mode.
fn group_array(
    ctx: &Context,
    members: &[Resolved<'_, RawBuffer>],
    role: Role,
    mode: usize,
    indirect: &mut Indirect,
) -> Result<RawBuffer> {
    let bytes: Vec<u8> = if role == Role::Data {
        let mut bytes = Vec::with_capacity(members.len() * ctx.inner.pointer_bytes);
        for r in members {
            let address = svm_address(r).unwrap_or(ptr::null_mut());
            indirect.add(svm_pointer(r.buffer));
            if ctx.inner.pointer_bytes == 4 {
                bytes.extend_from_slice(&(address as usize as u32).to_ne_bytes());
            } else {
                bytes.extend_from_slice(&(address as usize as u64).to_ne_bytes());
            }
        }
        bytes
    } else {
        members.iter().flat_map(|r| r.mode_value(role, mode).to_ne_bytes()).collect()
    };
    RawBuffer::svm_array(ctx, &bytes)
}

/// The address of element (0,…,0) of a memref in an SVM buffer.
fn svm_address(r: &Resolved<'_, RawBuffer>) -> Option<*mut c_void> {
    match &r.buffer.storage {
        Storage::Mem(_) => None,
        Storage::Svm(_) | Storage::HostSvm(_) => {
            Some(svm_pointer(r.buffer).cast::<u8>().wrapping_add(r.byte_offset()).cast())
        }
    }
}

fn svm_pointer(buffer: &RawBuffer) -> *mut c_void {
    match &buffer.storage {
        Storage::Svm(svm) => svm.as_ptr(),
        Storage::HostSvm(p) => *p,
        Storage::Mem(_) => ptr::null_mut(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indirect_svm_lists_each_allocation_once_in_the_order_first_met() {
        let mut indirect = Indirect::default();
        let p = |a: usize| a as *mut c_void;
        for a in [0x100, 0x200, 0x100, 0x300, 0x200, 0x300, 0x400] {
            indirect.add(p(a));
        }
        assert_eq!(indirect.list, [p(0x100), p(0x200), p(0x300), p(0x400)]);
    }
}

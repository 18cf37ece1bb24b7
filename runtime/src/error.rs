//! The runtime's error type.

use tinyc_frontend::types::Scalar;

/// Result of every fallible runtime operation.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong when finding a device, building a program or launching a kernel,
/// on either backend (the CUDA variants occur only with the `cuda` feature).
///
/// Argument errors name the kernel and the source parameter (with its `%`), and for group members
/// the member index, so that a message alone says which binding is wrong.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The OpenCL loader reports no platform (no ICD installed, or no library at all).
    #[error("no OpenCL platform found: {detail}")]
    NoPlatform {
        /// What the loader said.
        detail: String,
    },
    /// No device matched (none at all, or none whose name contains the requested text).
    #[error("no OpenCL device{}; available devices: {}", requested_suffix(.requested), list_or_none(.available))]
    NoDevice {
        /// The requested substring (`TINYC_OPENCL_DEVICE` or [`Context::with_device`]).
        ///
        /// [`Context::with_device`]: crate::Context::with_device
        requested: Option<String>,
        /// Names of all devices found on all platforms.
        available: Vec<String>,
    },
    /// An OpenCL API call returned an error code.
    #[error("OpenCL call {call} failed with {name} ({code})")]
    OpenCl {
        /// The API function, e.g. `clSVMAlloc`.
        call: &'static str,
        /// The raw error code.
        code: i32,
        /// The symbolic name of the code, e.g. `CL_INVALID_VALUE`.
        name: &'static str,
    },
    /// A buffer in shared virtual memory was requested on a device without coarse-grained SVM.
    #[error("the OpenCL device `{device}` does not support coarse-grained shared virtual memory")]
    SvmUnsupported {
        /// The device name.
        device: String,
    },
    /// A kernel with a group parameter on a device without coarse-grained SVM: a group is an
    /// array of device addresses, which only shared virtual memory gives the host.
    #[error(
        "kernel `{kernel}`, parameter %{param}: a group needs coarse-grained shared virtual memory (its members' \
         addresses), which the OpenCL device `{device}` does not support"
    )]
    GroupsNeedSvm {
        /// The device name.
        device: String,
        /// The kernel.
        kernel: String,
        /// The group parameter (without `%`).
        param: String,
    },
    /// An OpenCL object the host handed over ([`Context::from_raw`], [`ExternalBuffer`],
    /// [`Kernel::enqueue_raw`]) cannot be used with it: a device not in the context, memory or a
    /// queue of another context, a null or misaligned pointer.
    ///
    /// [`Context::from_raw`]: crate::Context::from_raw
    /// [`ExternalBuffer`]: crate::ExternalBuffer
    /// [`Kernel::enqueue_raw`]: crate::Kernel::enqueue_raw
    #[error("{what}")]
    HostObject {
        /// What is wrong with it.
        what: String,
    },
    /// A buffer larger than the device can allocate (or than the address space).
    #[error(
        "a buffer of {len} {elem} elements needs {bytes} bytes, but the device allocates at most {max} bytes at once"
    )]
    BufferTooLarge {
        /// The number of elements requested.
        len: usize,
        /// Their type.
        elem: Scalar,
        /// The size in bytes.
        bytes: u128,
        /// The largest allocation possible (`CL_DEVICE_MAX_MEM_ALLOC_SIZE` on OpenCL).
        max: u128,
    },
    /// Host memory for a copy of a buffer could not be allocated.
    #[error("cannot allocate {bytes} bytes of host memory for a copy of a device buffer")]
    HostMemory {
        /// The size in bytes.
        bytes: u128,
    },
    /// [`Buffer::write`](crate::Buffer::write) got a slice of the wrong length.
    #[error("the buffer holds {len} elements but {got} were given")]
    LengthMismatch {
        /// Length of the buffer.
        len: usize,
        /// Length of the slice.
        got: usize,
    },
    /// Tensor-language source given to [`Program::from_ir`](crate::Program::from_ir) has errors.
    #[error("the tensor-language program has errors:\n{diagnostics}")]
    Compile {
        /// The rendered diagnostics (rustc style, with `file:line:col` and the source line).
        diagnostics: String,
    },
    /// SPIR-V was asked for where it cannot be built (fall back to OpenCL C).
    #[error("the OpenCL device `{device}` cannot build tinyc's SPIR-V: {reason}")]
    SpirvUnsupported {
        /// The device's name.
        device: String,
        /// Why not (the device's IL versions, or the missing `spirv` feature).
        reason: String,
    },
    /// The OpenCL driver rejected a program.
    #[error("building the OpenCL program (options `{options}`) failed:\n{log}")]
    Build {
        /// The build options passed to the compiler.
        options: String,
        /// The device's build log.
        log: String,
    },
    /// A [`KernelSignature`](crate::KernelSignature) whose ABI does not follow from its parameter
    /// types, or whose compiled kernel has a different argument count.
    #[error("kernel `{kernel}`: inconsistent signature: {message}")]
    Signature {
        /// The kernel.
        kernel: String,
        /// What does not match.
        message: String,
    },
    /// [`Program::kernel`](crate::Program::kernel) was asked for a kernel the program has no
    /// signature for.
    #[error("the program has no kernel `{name}` (kernels: {})", list_or_none(.known))]
    UnknownKernel {
        /// The requested name.
        name: String,
        /// The kernels the program has.
        known: Vec<String>,
    },
    /// The number of arguments differs from the number of source parameters.
    #[error(
        "kernel `{kernel}` has {expected} parameter{} but {got} argument{} {} given",
        if *.expected == 1 { "" } else { "s" },
        if *.got == 1 { "" } else { "s" },
        if *.got == 1 { "was" } else { "were" }
    )]
    ArgumentCount {
        /// The kernel.
        kernel: String,
        /// Number of source parameters.
        expected: usize,
        /// Number of arguments given.
        got: usize,
    },
    /// A parameter index past the kernel's parameters ([`Kernel::prepare_group`](crate::Kernel::prepare_group)).
    #[error("kernel `{kernel}` has {count} parameters; there is no parameter {index} (counted from 0)")]
    NoParameter {
        /// The kernel.
        kernel: String,
        /// The index given.
        index: usize,
        /// Number of source parameters.
        count: usize,
    },
    /// A scalar given for a memref, a memref for a group, and so on.
    #[error("kernel `{kernel}`, parameter %{param}: expected {expected} but got {got}")]
    ArgumentKind {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The parameter's kind and type, e.g. `a memref memref<f32x?>`.
        expected: String,
        /// What was given, e.g. `a scalar (f32)`.
        got: String,
    },
    /// A scalar argument of another type than the parameter's (no conversions are made).
    #[error(
        "kernel `{kernel}`, parameter %{param}: expected a scalar of type {} but got {}",
        scalar_name(*.expected),
        scalar_name(*.got)
    )]
    ScalarType {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The parameter's type (`index` for index parameters).
        expected: Scalar,
        /// The type of the given value.
        got: Scalar,
    },
    /// A buffer whose element type differs from the memref's.
    #[error("kernel `{kernel}`, parameter %{param}{}: the element type is {expected} but the buffer holds {got}", member_suffix(.member))]
    ElementType {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// The memref's element type.
        expected: Scalar,
        /// The buffer's element type.
        got: Scalar,
    },
    /// A shape or stride list whose length is not the memref's order.
    #[error("kernel `{kernel}`, parameter %{param}{}: the memref has order {expected} but {got} {what} were given", member_suffix(.member))]
    Order {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// `sizes` or `strides`.
        what: &'static str,
        /// The memref's order.
        expected: usize,
        /// The length of the given list.
        got: usize,
    },
    /// A size that contradicts a constant size of the type.
    #[error("kernel `{kernel}`, parameter %{param}{}: the size of mode {mode} is {got} but the type fixes it to {expected}", member_suffix(.member))]
    Shape {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// The mode (from 0).
        mode: usize,
        /// The constant of the type.
        expected: i64,
        /// The given size.
        got: i64,
    },
    /// A stride that contradicts a constant stride of the type (canonical strides included).
    #[error("kernel `{kernel}`, parameter %{param}{}: the stride of mode {mode} is {got} but the type fixes it to {expected}", member_suffix(.member))]
    Stride {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// The mode (from 0).
        mode: usize,
        /// The constant of the type.
        expected: i64,
        /// The given stride.
        got: i64,
    },
    /// A negative size or stride.
    #[error("kernel `{kernel}`, parameter %{param}{}: the {what} of mode {mode} is negative ({value})", member_suffix(.member))]
    Negative {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// `size` or `stride`.
        what: &'static str,
        /// The mode (from 0).
        mode: usize,
        /// The given value.
        value: i64,
    },
    /// Shape, strides and offsets reach past the end of the buffer.
    #[error("kernel `{kernel}`, parameter %{param}{}: shape, strides and offsets need {needed} elements but the buffer has {len}", member_suffix(.member))]
    BufferTooSmall {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// Largest linear element index reached + 1, counted from the buffer's start.
        needed: u128,
        /// Length of the buffer.
        len: usize,
    },
    /// A group argument without members.
    #[error("kernel `{kernel}`, parameter %{param}: a group needs at least one member")]
    EmptyGroup {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
    },
    /// A tinytc v0.4 group whose type states another member count (`group<…xN>`).
    #[error("kernel `{kernel}`, parameter %{param}: the group type has {expected} members but {got} were given")]
    GroupMembers {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The member count of the group type (tinytc v0.4's `group<…xN>`).
        expected: i64,
        /// The number of members given.
        got: usize,
    },
    /// A v0.3.1 group with fewer members than the launch has work-groups: `group_id` indexes the
    /// group, so work-group i reads member i.
    #[error(
        "kernel `{kernel}`, parameter %{param}: the group has {members} member{} but the launch has {groups} work-groups (one member per work-group needed)",
        if *.members == 1 { "" } else { "s" }
    )]
    GroupTooSmall {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The number of members given.
        members: usize,
        /// The number of work-groups of the launch.
        groups: usize,
    },
    /// A launch with more work-groups (along a grid axis) than the size of a memref mode that
    /// the kernel indexes with the work-group's id: the extra work-groups would reach past the
    /// memref.
    #[error(
        "kernel `{kernel}`, parameter %{param}: mode {mode} has size {size}, but the kernel indexes it with {id} and the launch has {groups} work-groups{along}"
    )]
    GroupIndexOutOfBounds {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The mode.
        mode: usize,
        /// Its size in this launch.
        size: i64,
        /// The id (`group_id`, `group_id.y`, …).
        id: &'static str,
        /// The work-groups along the id's axis.
        groups: usize,
        /// `" along y"` for a grid axis other than the first, else empty.
        along: &'static str,
    },
    /// A launch with more work-groups (along a grid axis) than a group has members, where the
    /// kernel loads the group's member at its work-group's id: the extra work-groups would read
    /// past the group's arrays.
    #[error(
        "kernel `{kernel}`, parameter %{param}: the group has {members} member{}, but the kernel indexes it with {id} and the launch has {groups} work-groups{along}",
        if *.members == 1 { "" } else { "s" }
    )]
    GroupIndexTooFewMembers {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The members given.
        members: usize,
        /// The id (`group_id.x`, …).
        id: &'static str,
        /// The work-groups along the id's axis.
        groups: usize,
        /// `" along y"` for a grid axis other than the first, else empty.
        along: &'static str,
    },
    /// A group offset that contradicts the constant offset of the type.
    #[error("kernel `{kernel}`, parameter %{param}: the group offset is {got} but the type fixes it to {expected}")]
    GroupOffset {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The constant offset of the type.
        expected: i64,
        /// The given offset.
        got: i64,
    },
    /// A negative group offset.
    #[error("kernel `{kernel}`, parameter %{param}: the group offset is negative ({offset})")]
    NegativeOffset {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The given offset.
        offset: i64,
    },
    /// A group member in a `cl_mem` buffer: a device array of pointers needs SVM.
    #[error(
        "kernel `{kernel}`, parameter %{param}, member {member}: group members must be buffers in shared virtual memory, but this one is a cl_mem buffer"
    )]
    NotSvm {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The member index.
        member: usize,
    },
    /// A memref offset into a `cl_mem` buffer that the device cannot address as a sub-buffer.
    #[error(
        "kernel `{kernel}`, parameter %{param}: an offset of {offset_bytes} bytes into a cl_mem buffer must be a multiple of {align} bytes on this device"
    )]
    UnalignedOffset {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The offset in bytes.
        offset_bytes: usize,
        /// The device's base address alignment in bytes.
        align: usize,
    },
    /// A buffer made by another context than the kernel's, or by the other backend.
    #[error("kernel `{kernel}`, parameter %{param}{}: the buffer belongs to {context}", member_suffix(.member))]
    ForeignBuffer {
        /// The kernel.
        kernel: String,
        /// The source parameter (without `%`).
        param: String,
        /// The group member, if any.
        member: Option<usize>,
        /// What the buffer belongs to: `another OpenCL context`, `a CUDA context`, …
        context: &'static str,
    },
    /// A launch of 0 work-groups, or of more than the runtime allows.
    #[error("kernel `{kernel}`: {groups} work-groups requested, but a launch takes 1 to {max}")]
    GroupCount {
        /// The kernel.
        kernel: String,
        /// The requested number of work-groups.
        groups: usize,
        /// The largest number allowed.
        max: usize,
    },
    /// A grid of more than one dimension for a tinytc v0.3.1 kernel, whose work-groups are a
    /// batch (`Launch::Batch`), or a grid with a dimension of 0 or one too large.
    #[error("kernel `{kernel}`: the grid {grid:?} is not possible: {why}")]
    Grid {
        /// The kernel.
        kernel: String,
        /// The requested grid (gx, gy, gz).
        grid: [usize; 3],
        /// What is wrong.
        why: &'static str,
    },
    /// The kernel's work-group size exceeds what the device or the compiled kernel allows.
    #[error("kernel `{kernel}`: the work-group size {m}x{n} is not possible on this device ({limit})")]
    WorkGroupSize {
        /// The kernel.
        kernel: String,
        /// Work-items along x.
        m: i64,
        /// Work-items along y.
        n: i64,
        /// The violated limit.
        limit: String,
    },
    /// The kernel needs more local memory (its `alloca` stack) than the device has.
    #[error("kernel `{kernel}` needs {needed} bytes of local memory (alloca) but the device has {available}")]
    LocalMemory {
        /// The kernel.
        kernel: String,
        /// `CL_KERNEL_LOCAL_MEM_SIZE` of the compiled kernel (CUDA: the dynamic shared memory
        /// its PTX names).
        needed: u64,
        /// `CL_DEVICE_LOCAL_MEM_SIZE` (CUDA: `CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN`).
        available: u64,
    },
    /// A [`recipe`](crate::recipe) was given parameters or buffers it cannot handle.
    #[error("{recipe}: {message}")]
    Recipe {
        /// The recipe, e.g. `SmallGemmBatched`.
        recipe: &'static str,
        /// What is wrong.
        message: String,
    },
    /// The kernel was launched but did not complete.
    #[error("kernel `{kernel}` failed on the device with {name} ({code})")]
    Execution {
        /// The kernel.
        kernel: String,
        /// The (negative) execution status.
        code: i32,
        /// Its symbolic name.
        name: &'static str,
    },
    /// The CUDA driver library (`libcuda.so`) is missing, lacks an entry point the runtime
    /// uses, or fails to initialise (`cuInit`).
    #[error("no CUDA driver: {detail}")]
    NoCuda {
        /// What is missing or what the driver said.
        detail: String,
    },
    /// The CUDA driver works but has no device of the requested ordinal.
    #[error("no CUDA device {ordinal} (the driver reports {count} device{})", if *.count == 1 { "" } else { "s" })]
    NoCudaDevice {
        /// The requested ordinal.
        ordinal: usize,
        /// The number of devices the driver reports.
        count: usize,
    },
    /// A CUDA driver API call failed.
    #[error("CUDA call {call} failed with {name} ({code})")]
    Cuda {
        /// The API function, e.g. `cuMemAlloc`.
        call: &'static str,
        /// The raw `CUresult`.
        code: i32,
        /// The symbolic name of the code, e.g. `CUDA_ERROR_OUT_OF_MEMORY`.
        name: String,
    },
    /// The CUDA driver rejected a PTX module (`cuModuleLoadDataEx`), or the text contains a NUL
    /// byte.
    #[error("loading the PTX module failed with {name}:\n{log}")]
    PtxLoad {
        /// The symbolic name of the `CUresult`, e.g. `CUDA_ERROR_INVALID_PTX`.
        name: String,
        /// The JIT compiler's error log.
        log: String,
    },
    /// A CUDA kernel was launched but did not complete (an illegal address, a trap, …). The
    /// CUDA context is unusable afterwards.
    #[error("kernel `{kernel}` failed on the device with {name} ({code})")]
    CudaExecution {
        /// The kernel.
        kernel: String,
        /// The raw `CUresult`.
        code: i32,
        /// Its symbolic name.
        name: String,
    },
}

fn member_suffix(member: &Option<usize>) -> String {
    member.map(|i| format!(", member {i}")).unwrap_or_default()
}

fn requested_suffix(requested: &Option<String>) -> String {
    requested.as_ref().map(|r| format!(" whose name contains `{r}`")).unwrap_or_default()
}

fn list_or_none(items: &[String]) -> String {
    if items.is_empty() { "none".to_string() } else { items.join(", ") }
}

/// A scalar type as a kernel's source names it: only tinytc v0.4 kernels take truth values, and
/// v0.4 calls them `bool` (v0.3.1's `i1`).
fn scalar_name(s: Scalar) -> String {
    if s == Scalar::I1 { "bool".to_string() } else { s.to_string() }
}

//! # The target device
//!
//! What the checker and code generation know about the device a kernel is compiled for
//! ([`Device`]: subgroup sizes, work-group limit, GPU or CPU, workarounds), and the heuristic
//! that picks a work-group size for kernels that do not write one ([`choose_work_group_size`]).
//! The checker uses both (E35, and the ABI's work-group size); they live apart from its rules.

use crate::ast::{Blas, BlasOp, BuiltinQuery, Func, InstKind, Transpose};
use crate::check::visit_insts;
use crate::types::{Dim, Scalar, ceil_div};

/// What the checker knows about the target device (§4, E35).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device {
    pub name: &'static str,
    /// Picks the work-group size heuristic ([`choose_work_group_size`]).
    pub kind: DeviceKind,
    /// Subgroup sizes the device supports.
    pub subgroup_sizes: Vec<i64>,
    /// Subgroup size chosen when a kernel does not say.
    pub default_subgroup_size: i64,
    /// Largest number of work-items in a work-group.
    pub max_work_group_size: i64,
    /// Whether barriers must stay out of `if`s: code generation then splits every `if` that
    /// holds a barrier at its barriers, so that each one is at the kernel's top level or directly
    /// in a loop there (`tinyc_kernel::split_ifs_at_barriers`). On for the OpenCL devices,
    /// because PoCL 3.1 miscompiles a barrier inside a uniform `if` (wrong results, heap
    /// corruption); kernels without such a barrier come out unchanged. Off for NVIDIA, whose
    /// `bar.sync` in uniform control flow is well defined.
    pub top_level_barriers: bool,
    /// Whether GEMMs that qualify ([`cpu_vector_gemm`]) are computed with explicit vectors
    /// (`vloadN`/`vstoreN` on global pointers). On for CPU devices, except oclgrind 21.10, whose
    /// interpreter lacks the address-space casts its OpenCL 2.0 `vloadN` needs.
    pub vector_gemm: bool,
    /// Bytes a launch must write through one instruction for its stores to go past the caches
    /// (non-temporal stores), where the lowering has such a path: on CPU devices `axpby.t`, the
    /// elementwise collectives (`axpby.n`, `hadamard`) with β = 0 and elementwise `foreach`
    /// bodies, each only when nothing later in the kernel touches what it writes
    /// ([`STREAMING_STORE_BYTES`]). `None`: never.
    pub streaming_store_bytes: Option<i64>,
    /// Whether the device has NVIDIA's warp-level matrix instructions of sm_80 and later
    /// (`mma.sync` m16n8k16 on `f16`/`bf16` with `f32` accumulators, m8n8k4 on `f64`): GEMMs
    /// that qualify (`tinyc_kernel`'s GEMM lowering says which) are computed on the tensor cores.
    pub tensor_cores: bool,
    /// Whether the subgroup operations (`subgroup_broadcast`, `_reduce`, `_inclusive_scan`,
    /// `_exclusive_scan` on `i32`, `i64`, `f32`, `f64`; subgroups of up to 32 lanes) run on the
    /// device's own subgroups with no work-group barrier: in OpenCL C the `sub_group_*`
    /// built-ins, in SPIR-V subgroup shuffles (a SPIR-V 1.3 module; both in a kernel that
    /// requires its subgroup size, Intel's `intel_reqd_sub_group_size`), on NVIDIA `shfl.sync`
    /// on the subgroup's segment of a warp. On for [`Device::nvidia`]; the runtime sets it for
    /// OpenCL devices that take `intel_reqd_sub_group_size` (for SPIR-V, if they also take
    /// SPIR-V 1.3); the generic descriptions leave it off, and then the values
    /// are exchanged through local memory between work-group barriers, which any device runs
    /// (PoCL 3.1 has no subgroups). CPU devices take only the reductions (measured:
    /// docs/performance.md).
    pub hardware_subgroups: bool,
    /// The element sizes in bytes (or-ed together: 2, 4, 8) that the device reads and writes
    /// in subgroup blocks: Intel's `intel_sub_group_block_read`/`_write` of `cl_intel_subgroups`
    /// (4-byte elements), `cl_intel_subgroups_short` (2) and `cl_intel_subgroups_long` (8), on
    /// global memory. Where the lanes of a subgroup read or write a lane-consecutive run (a
    /// cooperative matrix's column block), the lowering then moves the run as one block instead
    /// of lane by lane, which Intel's CPU compiler made gathers and scatters (docs/performance.md,
    /// hunt Z). Only with [`Device::hardware_subgroups`] (the kernel requires its subgroup
    /// size) and for OpenCL C: the runtime sets it from the device's extensions; the MLIR route
    /// has no such operation, and `0` (the generic descriptions') keeps every access lane by lane.
    pub subgroup_block_io: u32,
    /// Whether tensor-core GEMMs of static sizes from 32 × 32 on stage blocks of their operands
    /// in local memory, read by all warps of the work-group, instead of each lane loading its
    /// fragments from global memory (a measured choice: docs/gpu.md).
    pub mma_staging: bool,
    /// Whether staged tensor-core GEMMs with 16-bit operands take their fragments from local
    /// memory with `ldmatrix` (one instruction per 8 × 8 matrices) rather than element by
    /// element; the two measured level on an H200 (docs/gpu.md, session 23).
    pub mma_ldmatrix: bool,
    /// Whether staged tensor-core GEMMs of up to 128 × 128 load the next block of their operands
    /// into registers before the warps multiply the current one (its latency hidden behind the
    /// `mma.sync`s), `f64` ones staged up to that size too (measured on an H200: docs/gpu.md); a
    /// switch so that the GPU check can compare the two.
    pub mma_prefetch: bool,
    /// Whether staged tensor-core GEMMs with `f64` operands whose blocks tile C and K exactly
    /// fetch their blocks with NVIDIA's asynchronous copies (`cp.async`, into two buffers: the
    /// next block arrives while the warps multiply the current one, with no registers held for
    /// it) instead of through registers. Off until measured on a GPU; a switch so that the GPU
    /// check can compare the two (`gpu-check --tensor-cores`).
    pub mma_async: bool,
    /// Whether GEMMs that stay on the SIMT cores (no tensor-core instruction takes them) with
    /// static sizes from 64 × 64 on walk K in blocks of op(A) and op(B) staged in local memory,
    /// each work-item computing a register tile from there (`tinyc_kernel`'s
    /// `Lowerer::gemm_simt_staged`), instead of reading A and B from global memory per k. A switch
    /// so that the GPU check can compare the two.
    pub simt_staging: bool,
    /// Whether kernels whose only BLAS instructions are small SIMT GEMMs get the small
    /// work-groups of [`small_gemm_work_group`] (and the subgroup that divides their first mode)
    /// instead of [`choose_work_group_size`]'s subgroup-sized rows. Measured on an H200
    /// (docs/gpu.md, session 23's small-shape sweep): 1.4–1.6× for f32 16³, 9×56×56 and
    /// 56×9×9.
    pub small_gemm_work_groups: bool,
    /// Whether a kernel that runs on one work-item per work-group ([`element_serial`]) has each
    /// work-item compute a run of consecutive batch entries (of a v0.4 grid: of its x), their
    /// number passed in one more argument ([`KernelAbi::groups_arg`](crate::abi::KernelAbi::groups_arg)):
    /// the launcher then starts fewer work-groups than entries. CPU runtimes pay for every
    /// work-group (PoCL and Intel's runtime ran an 8×8×8 `f32` GEMM per work-group at 0.6× the
    /// speed of 16 per work-item: docs/performance.md). Only `tinyc-runtime` sets it, as it
    /// launches such kernels itself; code for other hosts keeps the calling convention's one
    /// entry per work-group.
    pub batch_coarsening: bool,
}

/// The subgroup sizes of [`Device::nvidia`].
pub const NVIDIA_SUBGROUP_SIZES: [i64; 7] = [1, 2, 4, 8, 16, 32, 64];

/// [`Device::streaming_store_bytes`] of CPU devices: 16 MiB. Measured with `tinyc-bench ops
/// --only axpby.t --mib N` on PoCL (docs/performance.md): where a launch wrote 2 MiB the
/// non-temporal stores were 2–4× slower than cached ones (the output stayed in cache), from
/// 16 MiB on they were up to 2× faster (a store no longer reads the line it overwrites); half of
/// this machine's 32 MiB last-level cache. Elementwise kernels at 32 MiB written: 1.2–1.6×.
pub const STREAMING_STORE_BYTES: i64 = 16 << 20;

/// GPUs run a work-group's work-items on many lanes at once; CPU OpenCL drivers (PoCL) run a
/// work-group on one core, its work-items as a loop vectorised across the first mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceKind {
    Gpu,
    Cpu,
}

impl Device {
    /// A generic OpenCL GPU: subgroups of 8 to 64 work-items, work-groups of up to 1024.
    pub fn generic() -> Device {
        Device {
            name: "generic OpenCL GPU",
            kind: DeviceKind::Gpu,
            subgroup_sizes: vec![8, 16, 32, 64],
            default_subgroup_size: 32,
            max_work_group_size: 1024,
            top_level_barriers: true,
            vector_gemm: false,
            streaming_store_bytes: None,
            tensor_cores: false,
            mma_staging: false,
            mma_ldmatrix: false,
            mma_prefetch: false,
            mma_async: false,
            simt_staging: false,
            small_gemm_work_groups: false,
            hardware_subgroups: false,
            subgroup_block_io: 0,
            batch_coarsening: false,
        }
    }

    /// NVIDIA GPUs (the PTX target) of sm_80 or later, the PTX target's default architecture
    /// (tensor cores: [`Device::tensor_cores`]). A warp has 32 lanes; the language's subgroups
    /// are logical on this target (their ids come from the local id; up to 32 lanes they are
    /// segments of a warp whose operations are shuffles, [`Device::hardware_subgroups`], and 64
    /// exchange through shared memory), so every power of two from 1 to 64 that divides the
    /// work-group's first mode is a subgroup size: a program written for Intel's subgroups of 8
    /// or 16 runs as it is.
    pub fn nvidia() -> Device {
        Device {
            name: "NVIDIA GPU",
            kind: DeviceKind::Gpu,
            subgroup_sizes: NVIDIA_SUBGROUP_SIZES.to_vec(),
            default_subgroup_size: 32,
            max_work_group_size: 1024,
            top_level_barriers: false,
            vector_gemm: false,
            streaming_store_bytes: None,
            tensor_cores: true,
            mma_staging: true,
            mma_ldmatrix: true,
            mma_prefetch: true,
            mma_async: false,
            simt_staging: true,
            small_gemm_work_groups: true,
            hardware_subgroups: true,
            subgroup_block_io: 0,
            batch_coarsening: false,
        }
    }

    /// This description for a device whose work-groups hold at most `max` work-items
    /// (`CL_DEVICE_MAX_WORK_GROUP_SIZE`) where that is below its own maximum; where its default
    /// subgroup size does not fit in `max`, the largest subgroup size that does becomes the
    /// default (a kernel that names no size then still gets a work-group that fits).
    pub fn with_max_work_group_size(mut self, max: i64) -> Device {
        self.max_work_group_size = self.max_work_group_size.min(max.max(1));
        let max = self.max_work_group_size;
        if self.default_subgroup_size > max
            && let Some(s) = self.subgroup_sizes.iter().copied().filter(|s| *s <= max).max()
        {
            self.default_subgroup_size = s;
        }
        self
    }

    /// [`Device::nvidia`] for the PTX architecture `sm_XY` (`--arch`): tensor cores from sm_80
    /// on (sm_70's and sm_75's `mma` shapes have no `f64` and no `bf16`, so those GPUs keep the
    /// SIMT GEMM). An architecture that does not parse is taken as the default's.
    pub fn nvidia_arch(arch: &str) -> Device {
        let sm = arch.strip_prefix("sm_").and_then(|v| v.parse::<u32>().ok()).unwrap_or(80);
        Device { tensor_cores: sm >= 80, ..Device::nvidia() }
    }

    /// A CPU OpenCL device (PoCL): the generic limits, subgroup size 8 by default and small
    /// work-groups (see [`choose_work_group_size`]), barriers kept out of `if`s.
    pub fn cpu() -> Device {
        Device {
            name: "CPU OpenCL device",
            kind: DeviceKind::Cpu,
            default_subgroup_size: 8,
            vector_gemm: true,
            streaming_store_bytes: Some(STREAMING_STORE_BYTES),
            ..Device::generic()
        }
    }
}

/// Largest M·N of a GEMM that a CPU device computes with explicit vectors
/// ([`cpu_vector_gemm`]), the largest measured (docs/performance.md): up to 64×64 the explicit
/// vectors win or tie on PoCL and on Intel's OpenCL CPU runtime; at 128×128 they win on PoCL
/// (f32 +25%, f64 +20%) and for f64 on Intel's runtime (+77%), and lose 4–14% for f32 there.
pub const CPU_VECTOR_GEMM_MAX_MN: i64 = 16384;
/// Smallest M·N for the explicit vectors: at 8×8 (one 8-wide vector per column) they measured
/// 3–7% slower than the work-item tiles on PoCL and Intel's runtime, which are the same
/// instructions vectorised across work-items.
pub const CPU_VECTOR_GEMM_MIN_MN: i64 = 128;

/// Whether a CPU device computes this BLAS instruction as the explicit-vector GEMM: each
/// work-item takes whole columns of C (a block of them at a time) and holds each column as
/// vectors along M (`floatN`, widths 16, 8, 4, 3, 2, 1 covering M; `doubleN` up to 8), loading
/// columns of A with `vloadN` and broadcasting elements of op(B). The work-item-vectorised tiles
/// waste vector lanes where M is not a multiple of the vector width and gather the clamped edge
/// rows; these do neither. It applies to `gemm.n.*` with C, α and β of one floating-point type
/// (`f32` or `f64`; A and B of that type or a narrower float: `f16`, `bf16`, `f32` into `f64`)
/// or of one complex type (A and B too), A and C packed along M (stride 1), not atomic, with
/// static M and N with [`CPU_VECTOR_GEMM_MIN_MN`] ≤ M·N ≤ [`CPU_VECTOR_GEMM_MAX_MN`], or with
/// a dynamic M or N (a program written for any shape: the work-item tiles of a dynamic GEMM
/// ran at 0.04–0.09× the best library on PoCL, 3–20× slower than the vectors; see
/// docs/performance.md). The lowering (`tinyc_kernel`) and the work-group choice below both
/// ask this.
pub fn cpu_vector_gemm(b: &Blas) -> bool {
    (cpu_vector_gemm_form(b) && out_cells(b).is_some_and(|mn| mn >= CPU_VECTOR_GEMM_MIN_MN))
        || cpu_vector_gemm_dynamic(b)
}

/// The explicit-vector GEMM's operand form ([`cpu_vector_gemm`]) with a dynamic M or N.
pub fn cpu_vector_gemm_dynamic(b: &Blas) -> bool {
    let c = &b.out_ty.node;
    c.shape.len() >= 2 && out_cells(b).is_none() && vector_gemm_operands(b)
}

/// M·N of a BLAS instruction's output with static first two modes.
fn out_cells(b: &Blas) -> Option<i64> {
    match (b.out_ty.node.shape.first(), b.out_ty.node.shape.get(1)) {
        (Some(Dim::Static(m)), Some(Dim::Static(n))) => Some(m.saturating_mul(*n)),
        _ => None,
    }
}

/// [`cpu_vector_gemm`] without its floor on M·N: the form of the explicit-vector GEMM, which
/// an [`element_serial`] kernel takes at every size (its one work-item has no other way to use
/// the vector units).
pub fn cpu_vector_gemm_form(b: &Blas) -> bool {
    let c = &b.out_ty.node;
    let (Some(Dim::Static(m)), Some(Dim::Static(n))) = (c.shape.first(), c.shape.get(1)) else { return false };
    vector_gemm_operands(b) && (1..=CPU_VECTOR_GEMM_MAX_MN).contains(&m.saturating_mul(*n))
}

/// Whether a CPU device computes this collective on run-time sizes with explicit vectors along
/// its contiguous first mode (`tinyc_kernel`'s `lower/dynamic.rs`): `axpby` of a vector or a
/// matrix (`.t` through 8 × 8 register transposes), `hadamard`, `ger`, `sum` and `gemv` of a
/// matrix, with a dynamic size
/// in some operand, every operand's first mode packed (stride 1), one float type (`f32` or
/// `f64`) for all operands, α and β, not atomic. The static lowerings cover the rest; like
/// [`cpu_vector_gemm`], the lowering and the work-group choice both ask this.
pub fn cpu_dynamic_vectors(b: &Blas) -> bool {
    let c = &b.out_ty.node;
    let elem = c.elem;
    let order = c.shape.len();
    let op = match b.op {
        BlasOp::Axpby(_) | BlasOp::Hadamard => (1..=2).contains(&order),
        BlasOp::Sum(_) | BlasOp::Gemv(_) => order == 1,
        BlasOp::Ger => order == 2,
        _ => false,
    };
    let memrefs = || std::iter::once(c).chain(b.input_tys.iter().map(|t| &t.node));
    op && matches!(elem, Scalar::F32 | Scalar::F64)
        && !b.atomic
        && [b.alpha_ty.node, b.beta_ty.node].iter().all(|&t| t == elem)
        && memrefs().all(|t| t.elem == elem && t.stride.first() == Some(&Dim::Static(1)))
        && memrefs().any(|t| t.shape.contains(&Dim::Dynamic))
}

/// The operands of the explicit-vector GEMM ([`cpu_vector_gemm`]), whatever its sizes.
fn vector_gemm_operands(b: &Blas) -> bool {
    let BlasOp::Gemm(Transpose::N, _) = b.op else { return false };
    let (Some(a), Some(bm)) = (b.input_tys.first(), b.input_tys.get(1)) else { return false };
    let c = &b.out_ty.node;
    let elem = c.elem;
    let unit_stride = |t: &crate::types::MemrefType| t.stride.first() == Some(&Dim::Static(1));
    // A and B may be narrower floats, converted as they are loaded: f16 and bf16 (the mixed
    // precision of `types.md`), and f32 into f64.
    let input_ok =
        |t: Scalar| t == elem || matches!(t, Scalar::F16 | Scalar::BF16) || (t, elem) == (Scalar::F32, Scalar::F64);
    matches!(elem, Scalar::F32 | Scalar::F64 | Scalar::C32 | Scalar::C64)
        && (!elem.is_complex() || (a.node.elem == elem && bm.node.elem == elem))
        && !b.atomic
        && input_ok(a.node.elem)
        && input_ok(bm.node.elem)
        && [b.alpha_ty.node, b.beta_ty.node].iter().all(|&t| coefficient_in(t, elem))
        && unit_stride(&a.node)
        && unit_stride(c)
}

/// Whether α or β of type `t` scales values of the output type `elem` unchanged once converted
/// to it: `elem` itself, or for a real float output a type whose join with it is `elem` (an
/// integer, a 16-bit float, `f32` into `f64`; `1.0 : f32` into an f64 C, as a program with f32
/// data writes it). The update is computed in that join (v0.3.1) or in C's type (v0.4), so the
/// explicit vectors of C's type compute it exactly so. An `f64` α of an f32 C scales in f64
/// and is not.
fn coefficient_in(t: Scalar, elem: Scalar) -> bool {
    t == elem || (matches!(elem, Scalar::F32 | Scalar::F64) && t.join(elem) == elem)
}

/// Largest op(A) of a `gemm.t.*` that an [`element_serial`] kernel copies transposed into local
/// memory (16 KiB, half the least local memory of a full-profile device) before the vector GEMM.
pub const CPU_SERIAL_TRANSPOSE_BYTES: u64 = 16 * 1024;

/// A GEMM that an [`element_serial`] kernel computes with explicit vectors: the
/// [`cpu_vector_gemm_form`], or a [`cpu_transposed_gemm_form`] (its one work-item first copies
/// op(A) transposed into local memory: M·K copies for M·N·K multiply-adds). YATeTo's fused GEMMs
/// pass a node's transposes through, so a DG kernel may hold one.
pub fn cpu_serial_gemm(b: &Blas) -> bool {
    cpu_vector_gemm_form(b) || cpu_transposed_gemm_form(b)
}

/// A `gemm.t.*` of one real float type with static M, N and K, C packed along M and op(A)
/// within [`CPU_SERIAL_TRANSPOSE_BYTES`]: op(A) copied transposed into local memory makes it a
/// `gemm.n.*` for the explicit vectors.
pub fn cpu_transposed_gemm_form(b: &Blas) -> bool {
    transposed_gemm_within(b, CPU_SERIAL_TRANSPOSE_BYTES)
}

/// [`cpu_transposed_gemm_form`] with op(A) of at most `bytes`.
fn transposed_gemm_within(b: &Blas, bytes: u64) -> bool {
    let BlasOp::Gemm(Transpose::T, _) = b.op else { return false };
    let (Some(a), Some(bm)) = (b.input_tys.first(), b.input_tys.get(1)) else { return false };
    let c = &b.out_ty.node;
    let elem = c.elem;
    let stat = |d: Option<&Dim>| match d {
        Some(Dim::Static(v)) => Some(*v),
        _ => None,
    };
    let (Some(m), Some(n), Some(k)) = (stat(c.shape.first()), stat(c.shape.get(1)), stat(a.node.shape.first())) else {
        return false;
    };
    matches!(elem, Scalar::F32 | Scalar::F64)
        && a.node.elem == elem
        && bm.node.elem == elem
        && !b.atomic
        && [b.alpha_ty.node, b.beta_ty.node].iter().all(|&t| coefficient_in(t, elem))
        && c.stride.first() == Some(&Dim::Static(1))
        && (1..=CPU_VECTOR_GEMM_MAX_MN).contains(&m.saturating_mul(n))
        && (m.saturating_mul(k) as u64).saturating_mul(elem.bits() as u64 / 8) <= bytes
}

/// A `gemm.t.*` that a CPU device's work-group computes with explicit vectors after copying
/// op(A) transposed into local memory between barriers: the [`cpu_transposed_gemm_form`] with
/// op(A) of up to [`CPU_TRANSPOSE_BYTES`] and M·N ≥ [`CPU_VECTOR_GEMM_MIN_MN`], like
/// [`cpu_vector_gemm`] (f64 56×9×9 `gemm.t.n` on PoCL: 7.8 GF/s with work-item tiles, 27 so;
/// f64 56³ with 25 KiB of op(A): 22 and 63).
pub fn cpu_vector_gemm_transposed(b: &Blas) -> bool {
    transposed_gemm_within(b, CPU_TRANSPOSE_BYTES) && out_cells(b).is_some_and(|mn| mn >= CPU_VECTOR_GEMM_MIN_MN)
}

/// Largest op(A) that a CPU device's work-group copies transposed
/// ([`cpu_vector_gemm_transposed`]): the least local memory of a full-profile device.
pub const CPU_TRANSPOSE_BYTES: u64 = 32 * 1024;

/// Whether a kernel runs as one work-item per work-group on a CPU device (work-group size
/// (1, 1), subgroup size 1) — the code a DG generator writes: per work-group (element) a chain
/// of small GEMMs, `alloca` intermediates between them, `axpby` updates.
///
/// A CPU OpenCL driver runs a whole work-group on one core as a loop over its work-items, so
/// more work-items add no parallelism; what they add is a barrier between each pair of
/// dependent instructions (a new loop over the work-items each time) and work split too finely
/// (9 columns over 16 work-items leave one column each and reload A's columns for every one).
/// One work-item instead computes every GEMM with whole columns as explicit vectors (the
/// [`cpu_vector_gemm_form`], at every size) and keeps the chain on one core in L1, as a
/// host library's per-element kernel does. Measured with `tinyc-bench dg` (docs/performance.md).
///
/// It applies when the device computes GEMMs with explicit vectors ([`Device::vector_gemm`]),
/// the kernel writes neither `work_group_size` nor `subgroup_size`, has a GEMM and at least two
/// BLAS instructions (a single GEMM has no barrier to save, and its (s, 1) lowering measured up
/// to 5× faster at 9×56×56 in f32) or only one, a real `gemm.n.*` of at most
/// [`CPU_SERIAL_SINGLE_GEMM_MAX`] rows and columns, every BLAS instruction is a GEMM of the
/// vector form (or a small `gemm.t.*`, [`cpu_serial_gemm`]) or an `axpby`, and nothing depends on the
/// work-group's shape or shares work between work-items otherwise: no subgroup or
/// cooperative-matrix instruction, subgroup query, `foreach`, `parallel`, barrier or atomic.
/// A kernel without a GEMM runs on one work-item too where its memory-bound collectives
/// (`axpby`, `hadamard`, `sum`, `gemv`, `ger`) move at most [`CPU_SERIAL_COLLECTIVE_MAX`]
/// elements of static size per work-group, the rest as above.
pub fn element_serial(f: &Func, device: &Device) -> bool {
    if !device.vector_gemm || !f.attrs.is_empty() {
        return false;
    }
    let (mut gemm, mut blas) = (false, 0);
    let mut ok = true;
    // Whether the first BLAS instruction is a GEMM small enough to run alone (only counts when
    // it is the only one).
    let mut tiny_single_gemm = false;
    // The elements the memory-bound collectives move, while each is of static size, and
    // whether one of them is not an `axpby` (which a chain of GEMMs does not take).
    let mut collective_elements = Some(0i64);
    let mut other_collective = false;
    visit_insts(&f.body, &mut |inst| match &inst.kind {
        InstKind::Blas(b) => {
            if blas == 0 {
                let (max_m, max_n) = CPU_SERIAL_SINGLE_GEMM_MAX;
                let c = &b.out_ty.node;
                tiny_single_gemm = cpu_vector_gemm_form(b)
                    && matches!(c.elem, Scalar::F32 | Scalar::F64)
                    && matches!(
                        (c.shape.first(), c.shape.get(1)),
                        (Some(Dim::Static(m)), Some(Dim::Static(n))) if *m <= max_m && *n <= max_n
                    );
            }
            blas += 1;
            match b.op {
                BlasOp::Gemm(..) if cpu_serial_gemm(b) => gemm = true,
                BlasOp::Axpby(_) | BlasOp::Hadamard | BlasOp::Sum(_) | BlasOp::Gemv(_) | BlasOp::Ger => {
                    // Every operand's elements: what the collective moves (none where a size is
                    // dynamic or the count overflows).
                    let elements = |t: &crate::types::MemrefType| -> Option<i64> {
                        t.shape.iter().try_fold(1i64, |n, d| n.checked_mul(d.as_static()?))
                    };
                    let n = b
                        .input_tys
                        .iter()
                        .map(|t| elements(&t.node))
                        .chain([elements(&b.out_ty.node)])
                        .try_fold(0i64, |sum, n| sum.checked_add(n?));
                    collective_elements = collective_elements.zip(n).and_then(|(a, n)| a.checked_add(n));
                    other_collective |= !matches!(b.op, BlasOp::Axpby(_));
                }
                _ => ok = false,
            }
        }
        kind => ok &= shape_agnostic(kind),
    });
    let small_collectives = !gemm && blas >= 1 && collective_elements.is_some_and(|n| n <= CPU_SERIAL_COLLECTIVE_MAX);
    let chain = gemm && !other_collective && (blas >= 2 || (blas == 1 && tiny_single_gemm));
    ok && (chain || small_collectives)
}

/// The most elements that the memory-bound collectives (`axpby`, `hadamard`, `sum`, `gemv`,
/// `ger`, static sizes) of a kernel without a GEMM may move per work-group (every
/// operand's elements) for [`element_serial`] to run it on one work-item: below it the
/// work-group's work-items (up to 56 for a 100 × 3 transpose) each had a handful of elements
/// and the launch's overhead per work-group, where one work-item takes a run of batch entries
/// (`Device::batch_coarsening`). Measured with hunt Y's programs (docs/performance.md).
pub const CPU_SERIAL_COLLECTIVE_MAX: i64 = 640;

/// Whether an instruction (other than a BLAS one) computes the same whatever the work-group's or
/// subgroup's shape: no subgroup or cooperative-matrix instruction, subgroup query, `foreach`,
/// `parallel`, barrier or atomic. What [`element_serial`] and [`small_gemm_work_group`] allow
/// beside their GEMMs.
fn shape_agnostic(kind: &InstKind) -> bool {
    match kind {
        InstKind::Builtin { query, .. } => matches!(query, BuiltinQuery::GroupId(_) | BuiltinQuery::NumGroups(_)),
        InstKind::Alloca { .. }
        | InstKind::Arith { .. }
        | InstKind::Cast { .. }
        | InstKind::Cmp { .. }
        | InstKind::Expand { .. }
        | InstKind::Fuse { .. }
        | InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::Size { .. }
        | InstKind::Subview { .. }
        | InstKind::GroupId
        | InstKind::GroupSize
        | InstKind::If { .. }
        | InstKind::For { .. }
        | InstKind::Constant { .. }
        | InstKind::Math { .. }
        | InstKind::LifetimeStop { .. }
        | InstKind::GroupLen { .. }
        | InstKind::Associated { .. }
        | InstKind::Yield { .. } => true,
        _ => false,
    }
}

/// Whether a GEMM's types are those of an NVIDIA tensor-core instruction (`tinyc_kernel`'s
/// `MmaShape`): `f64` A, B and C (m8n8k4), or `f16` or `bf16` A and B with an `f32` C (m16n8k16).
fn tensor_core_types(b: &Blas) -> bool {
    let elem = |i: usize| b.input_tys.get(i).map(|t| t.node.elem);
    matches!(
        (elem(0), elem(1), b.out_ty.node.elem),
        (Some(Scalar::F64), Some(Scalar::F64), Scalar::F64)
            | (Some(Scalar::F16), Some(Scalar::F16), Scalar::F32)
            | (Some(Scalar::BF16), Some(Scalar::BF16), Scalar::F32)
    )
}

/// Largest M (rows of C) and N (columns) for which [`small_gemm_work_group`] applies: from 64
/// rows on the heuristic's two subgroups of rows (and the staged SIMT GEMM) stay, and beyond 64
/// columns (unmeasured) the heuristic's up to 8 columns of work-items.
pub const SMALL_GEMM_MAX: (i64, i64) = (63, 64);

/// The work-group of a kernel on a device with [`Device::small_gemm_work_groups`] whose BLAS
/// instructions are all GEMMs with static M and N up to [`SMALL_GEMM_MAX`] that stay on the
/// SIMT cores (not atomic, and not of a tensor-core instruction's types where the device has
/// tensor cores), and whose other instructions do not see the work-group's or subgroup's shape
/// (the kernel writes neither `work_group_size` nor `subgroup_size`; the caller checks). `None`
/// otherwise.
///
/// With M and N the largest among the GEMMs: about two rows per work-item,
/// m = clamp(2^⌈log₂⌈M/2⌉⌉, 8, 32), and up to four columns per work-item in at most 64
/// work-items, n = clamp(⌈N/4⌉, 1, 64/m). The subgroup is then the largest the device supports
/// that divides m. Measured on an H200 against the subgroup-sized rows (f32, session 23's
/// small-shape sweep in docs/gpu.md): 16³ 8×4 1.60×, 9×56×56 8×8 1.61×, 56×9×9 32×2 1.40×,
/// 35×9×35 32×2 1.18×, 8³ 8×2 level. A warp then holds several work-groups' rows: the
/// subgroup-sized first mode of 32 left 23 of 32 lanes without a row at M = 9.
pub fn small_gemm_work_group(f: &Func, device: &Device) -> Option<(i64, i64)> {
    if !device.small_gemm_work_groups || device.kind != DeviceKind::Gpu {
        return None;
    }
    let (mut rows, mut cols) = (0i64, 0i64);
    let mut ok = true;
    visit_insts(&f.body, &mut |inst| match &inst.kind {
        InstKind::Blas(b) => {
            let tensor_cores = device.tensor_cores && tensor_core_types(b);
            let simt = !(b.atomic || tensor_cores);
            match (b.op, b.out_ty.node.shape.first(), b.out_ty.node.shape.get(1)) {
                (BlasOp::Gemm(..), Some(Dim::Static(m)), Some(Dim::Static(n))) if simt => {
                    rows = rows.max(*m);
                    cols = cols.max(*n);
                }
                _ => ok = false,
            }
        }
        kind => ok &= shape_agnostic(kind),
    });
    if !ok || rows == 0 || rows > SMALL_GEMM_MAX.0 || cols > SMALL_GEMM_MAX.1 {
        return None;
    }
    let m = (ceil_div(rows, 2) as u64).next_power_of_two().clamp(8, 32) as i64;
    let n = ceil_div(cols.max(1), 4).clamp(1, 64 / m);
    Some((m, n)).filter(|(m, n)| m * n <= device.max_work_group_size)
}

/// The largest M and N of a kernel's only GEMM that [`element_serial`] runs on one work-item:
/// below them the (s, 1) work-items each hold less than a column and the launch of s work-items
/// per product costs more than they save. Measured with `tinyc-bench gemm` on PoCL and Intel's
/// runtime (AMD EPYC, docs/performance.md): 1.1–2.2× at 4³–12³, 16×8×8 and 4×4×32; 8×16×8 ran
/// at 0.5–0.8× (16 columns) and 16³ at 0.8–0.9×.
pub const CPU_SERIAL_SINGLE_GEMM_MAX: (i64, i64) = (16, 12);

/// The work-group size for a kernel without `work_group_size` (documented heuristic):
///
/// - A kernel without BLAS instructions gets (s, 1), as in the reference.
/// - Otherwise let M and N be the largest row and column counts of any BLAS output (a dynamic
///   size counts as 64; a vector has N = 1, a scalar M = N = 1). The first mode is s times the
///   number of subgroups needed to cover M rows, at most 2 subgroups: m = s·clamp(⌈M/s⌉, 1, 2).
///   The second mode covers columns: n = clamp(⌈N/4⌉, 1, 8), so each work-item holds up to four
///   columns of a tile.
/// - On a CPU device ([`DeviceKind::Cpu`]) one core runs the whole work-group as a loop over its
///   work-items, vectorised across the first mode: idle work-items past M still cost lanes, and
///   a few work-items with full register tiles win. Measured on PoCL with
///   `tinyc-bench gemm --work-group MxN` (docs/performance.md): m = 8 for M < 32, else
///   m = clamp(8·⌊M/16⌋, 8, 64) (two rows per work-item); n = 1 for N ≤ 8, else
///   n = clamp(⌈N/16⌉, 2, 8) (up to eight columns per work-item, two column tiles). m is rounded
///   up to a multiple of the subgroup size.
/// - On a CPU device ([`Device::vector_gemm`]), a kernel whose BLAS instructions are all
///   explicit-vector GEMMs ([`cpu_vector_gemm`], [`cpu_vector_gemm_transposed`]) or collectives
///   on run-time sizes
///   ([`cpu_dynamic_vectors`]) gets (s, 1): its work-items split the columns of C (the rows of
///   a vector), and each computes whole columns with vectors, so a larger work-group adds
///   nothing.
/// - On a CPU device, an [`element_serial`] kernel (a chain of GEMMs per work-group) gets (1, 1).
/// - Finally n is reduced until m·n fits the device.
///
/// The checker asks [`small_gemm_work_group`] first: on devices with
/// [`Device::small_gemm_work_groups`], kernels of small SIMT GEMMs take smaller work-groups
/// (and subgroups) than these.
pub fn choose_work_group_size(f: &Func, s: i64, device: &Device) -> (i64, i64) {
    let mut rows = 0i64;
    let mut cols = 0i64;
    let mut any = false;
    let mut all_vector = true;
    visit_insts(&f.body, &mut |inst| {
        if let InstKind::Blas(b) = &inst.kind {
            any = true;
            all_vector &= cpu_vector_gemm(b) || cpu_vector_gemm_transposed(b) || cpu_dynamic_vectors(b);
            let dim = |d: Option<&Dim>| match d {
                Some(Dim::Static(v)) => *v,
                Some(Dim::Dynamic) => 64,
                None => 1,
            };
            rows = rows.max(dim(b.out_ty.node.shape.first()));
            cols = cols.max(dim(b.out_ty.node.shape.get(1)));
        }
    });
    if element_serial(f, device) {
        return (1, 1);
    }
    if !any || (device.vector_gemm && all_vector) {
        return (s, 1);
    }
    let (mut m, mut n) = match device.kind {
        DeviceKind::Gpu => (s * ceil_div(rows, s).clamp(1, 2), ceil_div(cols, 4).clamp(1, 8)),
        DeviceKind::Cpu => {
            let m = if rows < 32 { 8 } else { (8 * (rows / 16)).clamp(8, 64) };
            // Rounded up to a multiple of the subgroup size, which must divide it.
            let m = s * ceil_div(m, s);
            let n = if cols <= 8 { 1 } else { ceil_div(cols, 16).clamp(2, 8) };
            (m, n)
        }
    };
    while n > 1 && m * n > device.max_work_group_size {
        n -= 1;
    }
    // Then whole subgroups of the first mode, down to one.
    while m > s && m * n > device.max_work_group_size {
        m -= s;
    }
    (m, n)
}

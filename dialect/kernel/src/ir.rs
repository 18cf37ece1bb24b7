//! # Kernel IR
//!
//! The code one work-item runs: typed variables, expressions and structured statements, with
//! every collective instruction already expanded into loops over this work-item's share of the
//! work, barriers placed, `alloca` memory assigned to offsets of one work-group stack, and the
//! kernel's parameters equal to the calling convention's argument list ([`KernelAbi`]).
//!
//! It is deliberately close to C: the OpenCL C writer prints it almost one to one, and the MLIR
//! emitter (PTX route) maps variables that are assigned more than once to stack slots that LLVM
//! promotes to registers.
//!
//! Semantics of the operations are those of the language (`language.md` §7.2): integer
//! arithmetic in [`BinOp::WAdd`]/[`BinOp::WSub`]/[`BinOp::WMul`]/[`UnOp::WNeg`] wraps, shift counts
//! are masked with w − 1 (w = 32 below 64-bit), division truncates, float remainder is `fmod`.
//! The non-wrapping [`BinOp::Add`]/[`BinOp::Sub`]/[`BinOp::Mul`] are for index computations the
//! compiler generates, which never overflow for valid programs.

use tinyc_frontend::Span;
use tinyc_frontend::abi::KernelAbi;
pub use tinyc_frontend::ast::{GroupArith, SubgroupOp};
use tinyc_frontend::types::Type;

/// A primitive type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prim {
    Bool,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    /// IEEE binary16: every operation's result is rounded to it (`types.md`).
    F16,
    /// bfloat16 (the upper half of a binary32), rounded to it per operation.
    BF16,
    /// Complex of two `f32` (real, imaginary).
    C32,
    /// Complex of two `f64`.
    C64,
}

impl Prim {
    /// The smallest and largest value of an `i8`, `i16` or `i32`; `i64`'s for every other type.
    pub fn int_range(self) -> (i64, i64) {
        match self {
            Prim::I8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
            Prim::I16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
            Prim::I32 => (i64::from(i32::MIN), i64::from(i32::MAX)),
            _ => (i64::MIN, i64::MAX),
        }
    }

    /// Real floating-point types (`f16`, `bf16`, `f32`, `f64`).
    pub fn is_float(self) -> bool {
        matches!(self, Prim::F32 | Prim::F64 | Prim::F16 | Prim::BF16)
    }

    pub fn is_complex(self) -> bool {
        matches!(self, Prim::C32 | Prim::C64)
    }

    /// The 16-bit floats, held as `f32` values rounded per operation.
    pub fn is_half(self) -> bool {
        matches!(self, Prim::F16 | Prim::BF16)
    }

    pub fn is_int(self) -> bool {
        matches!(self, Prim::I8 | Prim::I16 | Prim::I32 | Prim::I64)
    }

    /// A complex type's component type (`f32`, `f64`); any other type itself.
    pub fn component(self) -> Prim {
        match self {
            Prim::C32 => Prim::F32,
            Prim::C64 => Prim::F64,
            p => p,
        }
    }

    /// Size in bytes (a `bool` counts as one byte).
    pub fn bytes(self) -> u64 {
        match self {
            Prim::Bool | Prim::I8 => 1,
            Prim::I16 | Prim::F16 | Prim::BF16 => 2,
            Prim::I32 | Prim::F32 => 4,
            Prim::I64 | Prim::F64 | Prim::C32 => 8,
            Prim::C64 => 16,
        }
    }

    pub fn bits(self) -> u32 {
        if self == Prim::Bool { 1 } else { self.bytes() as u32 * 8 }
    }

    /// The promotion order of the language's mixed-precision rules (§7.9), extended by the
    /// 16-bit and complex types (`types.md`).
    fn rank(self) -> u8 {
        match self {
            Prim::Bool => 0,
            Prim::I8 => 1,
            Prim::I16 => 2,
            Prim::I32 => 3,
            Prim::I64 => 4,
            Prim::F16 | Prim::BF16 => 5,
            Prim::F32 => 6,
            Prim::F64 => 7,
            Prim::C32 => 8,
            Prim::C64 => 9,
        }
    }

    /// The larger of two types on i8 < i16 < i32 < i64 < f16, bf16 < f32 < f64 < c32 < c64
    /// (f16 with bf16 joins to f32; f64 with c32 to c64).
    pub fn join(self, other: Prim) -> Prim {
        match (self, other) {
            (Prim::F16, Prim::BF16) | (Prim::BF16, Prim::F16) => Prim::F32,
            (Prim::F64, Prim::C32) | (Prim::C32, Prim::F64) => Prim::C64,
            _ if self.rank() >= other.rank() => self,
            _ => other,
        }
    }
}

/// Where a pointer points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    Global,
    /// Work-group shared memory (`alloca`).
    Local,
}

/// The type of a variable or expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Prim(Prim),
    /// A pointer to elements.
    Ptr(Prim, Space),
    /// A global pointer to global pointers to elements (a group's pointer array).
    PtrPtr(Prim),
    /// A vector of 2, 3, 4, 8 or 16 elements (OpenCL C `floatN`/`doubleN`). Only the GEMM of CPU
    /// devices makes them (`tinyc_frontend::device::cpu_vector_gemm`), and only the OpenCL C
    /// writer prints them: the MLIR route, which compiles for GPUs, reports an internal error.
    Vec(Prim, u8),
}

impl Ty {
    pub const I64: Ty = Ty::Prim(Prim::I64);
    pub const BOOL: Ty = Ty::Prim(Prim::Bool);

    /// The type of an ABI argument's variable: its value, a global pointer to its elements, or
    /// a group's global pointer to global pointers.
    pub fn of_arg(a: &tinyc_frontend::abi::AbiArg) -> Ty {
        let elem = crate::prim(a.ty);
        match a.pointer_depth {
            0 => Ty::Prim(elem),
            1 => Ty::Ptr(elem, Space::Global),
            _ => Ty::PtrPtr(elem),
        }
    }

    pub fn prim(self) -> Option<Prim> {
        match self {
            Ty::Prim(p) => Some(p),
            _ => None,
        }
    }

    /// The element type of a scalar or vector.
    pub fn elem(self) -> Option<Prim> {
        match self {
            Ty::Prim(p) | Ty::Vec(p, _) => Some(p),
            _ => None,
        }
    }
}

/// A variable of a [`Kernel`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct VarInfo {
    /// A C identifier, unique in the kernel.
    pub name: String,
    pub ty: Ty,
    /// Assigned after its definition ([`Stmt::Assign`], or declared without a value).
    pub mutable: bool,
}

/// Work-item and launch queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// Work-item index in dimension 0 of the work-group, in [0, m).
    LocalIdX,
    /// Work-item index in dimension 1 of the work-group, in [0, n).
    LocalIdY,
    /// The work-group's index in the batch (`group_id`).
    GroupId,
    /// The number of work-groups (`group_size`).
    GroupCount,
    /// A grid launch's (tinytc v0.4) work-group index in dimension 0, 1 or 2.
    GroupIdAt(u8),
    /// A grid launch's number of work-groups in dimension 0, 1 or 2.
    GroupCountAt(u8),
    /// The index of this work-item's subgroup in the work-group, `⌊x / S⌋ + (m / S)·y`, and its
    /// lane, `x mod S`, read from the device (OpenCL C `get_sub_group_id()`,
    /// `get_sub_group_local_id()`): only in a kernel that requires its subgroup size S (they make
    /// [`Kernel::uses_subgroups`] true) with m a multiple of S. Intel's CPU compiler then knows
    /// that the subgroup id is the same on every lane of a subgroup, and keeps conditions on it
    /// uniform (measured: docs/performance.md). The MLIR route computes them from the local id.
    SubgroupId,
    SubgroupLane,
}

/// A real math function (of `f32`/`f64`; 16-bit floats compute in `f32` and round).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathFn {
    Cos,
    Sin,
    Exp,
    Exp2,
    Log,
    Log2,
    Sqrt,
}

impl MathFn {
    /// The C / OpenCL C function name.
    pub fn c_name(self) -> &'static str {
        match self {
            MathFn::Cos => "cos",
            MathFn::Sin => "sin",
            MathFn::Exp => "exp",
            MathFn::Exp2 => "exp2",
            MathFn::Log => "log",
            MathFn::Log2 => "log2",
            MathFn::Sqrt => "sqrt",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// Index arithmetic that does not overflow.
    Add,
    Sub,
    Mul,
    /// Wrapping integer arithmetic (or IEEE float arithmetic).
    WAdd,
    WSub,
    WMul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// Wrapping negation of integers, sign flip of floats.
    WNeg,
    /// Bitwise complement, logical not on `bool`.
    Not,
    /// Complex conjugate.
    Conj,
    /// Real part of a complex value (its component type).
    Re,
    /// Imaginary part of a complex value (its component type).
    Im,
    /// Absolute value of an integer or a real float (wrapping for the most negative integer).
    Abs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Var(Var),
    /// An integer or `bool` constant of the given type.
    Int(i64, Prim),
    /// A real float constant of the given type (already rounded to it).
    Float(f64, Prim),
    /// The complex number (re, im) from two values of the complex type's component type.
    Complex(Prim, Box<Expr>, Box<Expr>),
    /// Both operands have the same type, except that a vector's operation may take a scalar of
    /// its element type as the second operand (it applies to every element).
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Un(UnOp, Box<Expr>),
    /// Gives `bool`.
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    /// Conversion with the language's `cast` semantics.
    Cast(Prim, Box<Expr>),
    /// A math function of a real float; `native` allows the device's faster, less exact form.
    Math {
        f: MathFn,
        native: bool,
        arg: Box<Expr>,
    },
    /// `x·y + z` of real floats (`f32`, `f64`) rounded once (OpenCL C's `fma`).
    Fma(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `c ? a : b` without a branch: both values are computed (neither may load or store). On
    /// vectors `c` is a comparison of vectors, which selects element by element, or a scalar
    /// `bool`, which selects the whole vector. CPU devices only, like the vectors.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// The element `ptr[index]` (index is `i64`).
    Load(Box<Expr>, Box<Expr>),
    /// The vector of `width` consecutive elements from `ptr[index]` on (`vloadN`).
    LoadVec(u8, Box<Expr>, Box<Expr>),
    /// The sum of a vector's components, in component order (CPU devices only).
    HSum(Box<Expr>),
    /// Whether a pointer is not null (`bool`).
    NotNull(Box<Expr>),
    /// The vector whose component i is component `mask[i]` of the concatenation of the two
    /// vectors (one type and width w; components w … 2w − 1 are the second's), as many components
    /// as `mask` has (2, 3, 4, 8 or 16; with one, the first vector's component, a scalar); CPU
    /// devices only, like the vectors.
    Shuffle(Box<Expr>, Box<Expr>, Vec<u8>),
    /// Whether a pointer's address is a multiple of this many bytes (`bool`; a power of two).
    Aligned(Box<Expr>, u32),
    /// The address `ptr + index` (elements).
    Offset(Box<Expr>, Box<Expr>),
    /// The work-group stack at a byte offset, viewed as elements of a type.
    Local {
        offset: u64,
        elem: Prim,
    },
    Builtin(Builtin),
}

/// A step of NVIDIA's asynchronous copies ([`Stmt::Async`]).
#[derive(Clone, Debug, PartialEq)]
pub enum AsyncCopy {
    /// Starts the copy of one element `src[src_index]` (global memory) to `dst[dst_index]` (an
    /// [`Expr::Local`] buffer) of a 4-, 8- or 16-byte element type (`cp.async.ca.shared.global`):
    /// the destination must not be read before a [`AsyncCopy::Wait`] that covers its group and a
    /// barrier.
    Copy { dst: Expr, dst_index: Expr, src: Expr, src_index: Expr },
    /// Closes this work-item's group of copies started since the last one (`cp.async.commit_group`).
    Commit,
    /// Waits until at most `pending` of this work-item's most recent groups are still in flight
    /// (`cp.async.wait_group`).
    Wait { pending: u32 },
}

/// What a [`Stmt::Block`] does.
#[derive(Clone, Debug, PartialEq)]
pub enum BlockOp {
    /// Assigns this lane's element to the variable (mutable, declared before, as a
    /// [`Stmt::Subgroup`]'s result).
    Read(Var),
    /// Writes this lane's value.
    Write(Expr),
}

/// How an atomic statement updates `ptr[index]` (relaxed order, device scope).
#[derive(Clone, Debug, PartialEq)]
pub enum Atomic {
    /// `*p = v`.
    Store(Expr),
    /// `*p += v`.
    Add(Expr),
    /// `old = *p; *p = new(old)` as a compare-and-swap loop; `new` may read `old`. `keep`, a
    /// mutable variable declared before, receives the value replaced (for a complex element,
    /// each component's, which the update swaps one after the other).
    Update { old: Var, new: Expr, keep: Option<Var> },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// Defines a variable; `None` leaves it uninitialised (it is assigned later).
    Let(Var, Option<Expr>),
    Assign(Var, Expr),
    /// `ptr[index] = value`.
    Store {
        ptr: Expr,
        index: Expr,
        value: Expr,
    },
    /// The elements of the vector `value` to `ptr[index]`, `ptr[index + 1]`, … (`vstoreN`).
    /// `streaming`: a non-temporal store, which writes the line to memory without reading it into
    /// the caches first; only for a global pointer whose address at `index` is a multiple of the
    /// vector's size (the code checks that before it takes this store). No fence follows: one
    /// per work-item, or one per work-group, halved the speed (docs/performance.md). None is
    /// needed on the CPU devices that take these stores: a work-group's work-items run on one
    /// thread, which sees its own stores, and the runtimes take each next work-group and signal
    /// completion with locked atomic operations, which on x86 wait for buffered and
    /// write-combining stores to drain (Intel SDM vol. 3A, 8.1.2 and 8.2.5), so the stores are
    /// visible once the kernel is complete; work-groups cannot synchronise within a kernel.
    StoreVec {
        ptr: Expr,
        index: Expr,
        value: Expr,
        streaming: bool,
    },
    Atomic {
        ptr: Expr,
        index: Expr,
        op: Atomic,
    },
    /// `for (var = lb; var < ub; var += step)`, signed comparison; `var` is defined by the loop.
    For {
        var: Var,
        lb: Expr,
        ub: Expr,
        step: Expr,
        body: Vec<Stmt>,
        unroll: bool,
    },
    If {
        cond: Expr,
        then: Vec<Stmt>,
        otherwise: Vec<Stmt>,
    },
    /// A work-group barrier ordering the given memory.
    Barrier {
        local: bool,
        global: bool,
    },
    /// A memory fence of this work-item (acquire and release, device scope): its memory
    /// accesses before it are ordered before those after it (the memory semantics of a tinytc
    /// v0.4 atomic other than relaxed).
    Fence,
    /// A point that the compiler of the kernel must not reorder this work-item's memory accesses
    /// across, and so must not vectorise the loop that holds it: no instruction of its own
    /// (OpenCL C: `#pragma clang loop vectorize(disable)` on that loop; SPIR-V: a fence of
    /// work-item scope; PTX: nothing). [`crate::keep_order()`] puts it in sequential loops that
    /// read and write one buffer at different places, which Intel's OpenCL CPU compiler
    /// vectorises wrongly (README, "Device notes").
    KeepOrder,
    /// A warp's matrix multiply-accumulate on NVIDIA's tensor cores (`mma.sync`): the 32
    /// work-items of a warp (linear local ids 32w … 32w + 31) execute it together, each giving
    /// its fragment of A (`a`, in the order of [`MmaShape::a_at`]) and of B (`b`,
    /// [`MmaShape::b_at`]), and each accumulator `acc[i]` (element [`MmaShape::c_at`] of C) is
    /// replaced by its entry of A·B + C. All lanes of the warp must reach it together (warp-uniform
    /// control flow). Only GEMMs for devices with tensor cores make it
    /// (`tinyc_frontend::Device::tensor_cores`); OpenCL C and SPIR-V report an internal error.
    Mma {
        shape: MmaShape,
        a: Vec<Expr>,
        b: Vec<Expr>,
        acc: Vec<Var>,
    },
    /// A warp's load of Q = `out.len() / 2` (1, 2 or 4) 8 × 8 matrices of 16-bit elements
    /// (`f16`, `bf16`) from local memory into `mma.sync` fragments (`ldmatrix.sync.aligned.m8n8.xQ
    /// .b16`): lane L (of the warp: linear local ids 32w … 32w + 31) gives `ptr[index]`, the start
    /// of row L mod 8 of matrix L / 8 (8 consecutive elements, 16-byte aligned; lanes from 8Q
    /// on give addresses that are not used), and lane l receives entries (l / 4, 2(l mod 4))
    /// and (l / 4, 2(l mod 4) + 1) of matrix q in `out[2q]` and `out[2q + 1]`. All lanes of the
    /// warp reach it together; only kernels with [`Stmt::Mma`] have it.
    LdMatrix {
        ptr: Expr,
        index: Expr,
        out: Vec<Var>,
    },
    /// NVIDIA's asynchronous copies from global into local memory (`cp.async`, sm_80 and
    /// later), which the staged tensor-core GEMM uses to fetch the next block of its operands
    /// while the warps multiply the current one ([`AsyncCopy`]); only kernels with
    /// [`Stmt::Mma`] have them.
    Async(AsyncCopy),
    /// A subgroup operation on the device's own subgroups (`tinyc_frontend::Device::hardware_subgroups`):
    /// `result` is `op` of the `value`s of this work-item's subgroup (for a broadcast, the value
    /// of lane `lane`, which is within the subgroup). The kernel requires its subgroup size, and
    /// the subgroups are the hardware's: runs of the subgroup size along the first mode of the
    /// work-group, as `subgroup_local_id` and `subgroup_id` say. Every lane of the subgroup must
    /// reach it together (subgroup-uniform control flow). OpenCL C writes the `sub_group_*`
    /// built-ins, the MLIR route shuffles (`nvvm.shfl.sync` on the subgroup's segment of the
    /// warp; SPIR-V 1.3's `GroupNonUniformShuffle*`). Subgroups of at most 32 lanes.
    Subgroup {
        result: Var,
        op: SubgroupOp,
        value: Expr,
        lane: Option<Expr>,
    },
    /// A subgroup block transfer on the device's own subgroups (`tinyc_frontend::Device::subgroup_block_io`):
    /// lane l of this work-item's subgroup reads `ptr[index + l]` into `result`
    /// ([`BlockOp::Read`]) or writes its value there ([`BlockOp::Write`]), the whole subgroup's
    /// run moved as one block (Intel's `intel_sub_group_block_read`/`_write`). `index` is the
    /// same on every lane, and every lane reaches the statement together (subgroup-uniform
    /// control flow); `ptr` is a global pointer to 2-, 4- or 8-byte elements (as the device
    /// says); a read's address is a multiple of 4 bytes and a write's of 16 (the lowering checks
    /// what it cannot prove, [`Expr::Aligned`]). The subgroups are those of [`Stmt::Subgroup`].
    /// OpenCL C only: the MLIR route, whose device descriptions move no blocks, reports an
    /// internal error.
    Block {
        ptr: Expr,
        index: Expr,
        op: BlockOp,
    },
    /// A comment line in text output (the source instruction being expanded).
    Comment(String),
    /// The source instruction that the statements after it in this block come from, up to the
    /// next `At`; a nested block starts with its own or inherits the enclosing block's. The
    /// lowering puts one before the first statement each instruction adds to a block, so an
    /// `At` is always followed by a statement of its block. Only the MLIR route reads it (each
    /// op's location is the instruction's `file:line:col`); the OpenCL C writer skips it.
    At(Span),
}

/// The shapes of NVIDIA's warp-level `mma.sync` that tinyc uses (PTX ISA, "Matrix shape" and
/// "Matrix fragments for mma"), A row-major and B column-major in the instruction's terms (each
/// lane's elements are given one by one, so any layout in memory is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MmaShape {
    /// `mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64` (sm_80): 8×4 times 4×8, IEEE double
    /// fused multiply-adds.
    M8N8K4F64,
    /// `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` (sm_80).
    M16N8K16F16,
    /// `mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32` (sm_80).
    M16N8K16BF16,
}

impl MmaShape {
    /// (M, N, K) of one instruction.
    pub fn mnk(self) -> (i64, i64, i64) {
        match self {
            MmaShape::M8N8K4F64 => (8, 8, 4),
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => (16, 8, 16),
        }
    }

    /// The element type of A and B.
    pub fn input(self) -> Prim {
        match self {
            MmaShape::M8N8K4F64 => Prim::F64,
            MmaShape::M16N8K16F16 => Prim::F16,
            MmaShape::M16N8K16BF16 => Prim::BF16,
        }
    }

    /// The accumulators' type.
    pub fn acc(self) -> Prim {
        match self {
            MmaShape::M8N8K4F64 => Prim::F64,
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => Prim::F32,
        }
    }

    /// Elements of A, B and C each lane holds.
    pub fn fragment_sizes(self) -> (usize, usize, usize) {
        match self {
            MmaShape::M8N8K4F64 => (1, 1, 2),
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => (8, 4, 4),
        }
    }

    /// (row, column) in A of element `i` of lane `lane`'s A fragment. With g = lane / 4 and
    /// t = lane mod 4: m8n8k4 `.f64` holds (g, t); m16n8k16 holds rows g (elements 0, 1, 4, 5)
    /// and g + 8 (2, 3, 6, 7), columns 2t + (i mod 2), plus 8 from element 4 on.
    pub fn a_at(self, lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        match self {
            MmaShape::M8N8K4F64 => (g, t),
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => (g + 8 * ((i / 2) % 2), 2 * t + (i % 2) + 8 * (i / 4)),
        }
    }

    /// (row, column) in B of element `i` of lane `lane`'s B fragment: m8n8k4 (t, g); m16n8k16
    /// rows 2t + (i mod 2), plus 8 from element 2 on, column g.
    pub fn b_at(self, lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        match self {
            MmaShape::M8N8K4F64 => (t, g),
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => (2 * t + (i % 2) + 8 * (i / 2), g),
        }
    }

    /// (row, column) in C of accumulator `i` of lane `lane`: m8n8k4 (g, 2t + i); m16n8k16 rows
    /// g (accumulators 0, 1) and g + 8 (2, 3), columns 2t + (i mod 2).
    pub fn c_at(self, lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        match self {
            MmaShape::M8N8K4F64 => (g, 2 * t + i),
            MmaShape::M16N8K16F16 | MmaShape::M16N8K16BF16 => (g + 8 * (i / 2), 2 * t + (i % 2)),
        }
    }

    /// Where the operands of accumulator `i`'s K products are held: for each p < K, the lane
    /// (as a [`LaneIndex`] of the lane that holds accumulator `i`) and the fragment element that
    /// hold A(row, p) and B(p, column) of that accumulator's entry. The element is the same on
    /// every lane for these shapes, so the lane's accumulators read them from a table of the
    /// warp's fragments at offsets that depend on p alone (OpenCL C's emulation of `mma.sync`).
    /// `None` where some lanes would need different
    /// elements (no shape here; a unit test checks all of them).
    pub fn holders(self, i: i64) -> Option<Vec<(Holder, Holder)>> {
        let (_, _, k) = self.mnk();
        let (asz, bsz, _) = self.fragment_sizes();
        let find = |at: fn(MmaShape, i64, i64) -> (i64, i64), size: usize, entry: (i64, i64)| {
            (0..32).find_map(|lane| (0..size as i64).find(|&e| at(self, lane, e) == entry).map(|e| (lane, e)))
        };
        // Lane and element of A(r, p) and B(p, c) for the accumulator of lane `lane`.
        let at = |lane: i64, p: i64| {
            let (r, c) = self.c_at(lane, i);
            Some((find(MmaShape::a_at, asz, (r, p))?, find(MmaShape::b_at, bsz, (p, c))?))
        };
        let affine = |f: &dyn Fn(i64) -> Option<(i64, i64)>| -> Option<Holder> {
            let (l0, e) = f(0)?;
            let (lt, _) = f(1)?;
            let (lg, _) = f(4)?;
            let ix = LaneIndex { g: lg - l0, t: lt - l0, c: l0 };
            let ok = (0..32).all(|lane| f(lane) == Some(((lane / 4) * ix.g + (lane % 4) * ix.t + ix.c, e)));
            ok.then_some((ix, e))
        };
        (0..k).map(|p| Some((affine(&|l| at(l, p).map(|x| x.0))?, affine(&|l| at(l, p).map(|x| x.1))?))).collect()
    }
}

/// A lane (relative to the lane that asks, [`LaneIndex`]) and an element of its fragment
/// ([`MmaShape::holders`]).
pub type Holder = (LaneIndex, i64);

/// g·G + t·T + C for a lane's group g = lane / 4 and thread t = lane mod 4: where a fragment
/// element of an [`MmaShape`] lies (`MmaShape::a_index` and its siblings, in the lowering).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneIndex {
    pub g: i64,
    pub t: i64,
    pub c: i64,
}

/// A parameter of the source function.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceParam {
    /// Without the `%`.
    pub name: String,
    pub ty: Type,
    /// Where the parameter is declared.
    pub span: Span,
}

/// One kernel, ready for a backend.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub abi: KernelAbi,
    /// The function's name in the source (where the kernel itself is located).
    pub span: Span,
    /// One variable per ABI argument, in order.
    pub params: Vec<Var>,
    /// The batch size argument after them (`KernelAbi::groups_arg`).
    pub groups_param: Option<Var>,
    /// The function's parameters as written: the signature before the calling convention is
    /// applied.
    pub source_params: Vec<SourceParam>,
    pub vars: Vec<VarInfo>,
    /// Bytes of the work-group stack holding all `alloca` memory (0: none).
    pub local_bytes: u64,
    pub body: Vec<Stmt>,
    /// Whether a GEMM was lowered as the staged SIMT GEMM of GPUs (`Device::simt_staging`): the
    /// tests run such kernels under NVIDIA's description on OpenCL devices too.
    pub simt_staged: bool,
}

impl Kernel {
    pub fn var(&self, v: Var) -> &VarInfo {
        &self.vars[v.0 as usize]
    }

    /// The type of an expression.
    pub fn type_of(&self, e: &Expr) -> Ty {
        type_of(&self.vars, e)
    }

    /// Whether the kernel uses `f64` anywhere (OpenCL needs `cl_khr_fp64`).
    /// Checks that the kernel's parameters are exactly [`KernelAbi`]'s arguments: the same
    /// number, names and types. Backends print the signature from the ABI, so a difference is an
    /// internal error; every compile checks it.
    pub fn check_signature(&self) -> Result<(), String> {
        if self.params.len() != self.abi.args.len() {
            return Err(format!(
                "kernel `{}` has {} parameters but its ABI {} arguments",
                self.abi.name,
                self.params.len(),
                self.abi.args.len()
            ));
        }
        for (p, a) in self.params.iter().zip(&self.abi.args) {
            let v = self.vars.get(p.0 as usize).ok_or_else(|| format!("parameter {p:?} is not a variable"))?;
            let ty = Ty::of_arg(a);
            if v.name != a.name || v.ty != ty {
                return Err(format!(
                    "kernel `{}`: parameter `{}`: {:?} differs from the ABI argument `{}`: {ty:?}",
                    self.abi.name, v.name, v.ty, a.name
                ));
            }
        }
        let groups = self.groups_param.and_then(|p| self.vars.get(p.0 as usize));
        match (&self.abi.groups_arg, groups) {
            (None, None) => Ok(()),
            (Some(name), Some(v)) if *name == v.name && v.ty == Ty::Prim(Prim::I64) => Ok(()),
            _ => Err(format!("kernel `{}`: the batch size argument differs from the ABI's", self.abi.name)),
        }
    }

    pub fn uses_f64(&self) -> bool {
        self.uses_prim(|p| matches!(p, Prim::F64 | Prim::C64))
    }

    /// Whether any variable, constant or conversion of the kernel has a type that satisfies `f`.
    pub fn uses_prim(&self, f: impl Fn(Prim) -> bool) -> bool {
        self.vars.iter().any(|v| match v.ty {
            Ty::Prim(p) | Ty::Vec(p, _) | Ty::Ptr(p, _) | Ty::PtrPtr(p) => f(p),
        }) || stmts_any_expr(&self.body, &mut |e| match e {
            Expr::Float(_, p) | Expr::Cast(p, _) | Expr::Complex(p, ..) | Expr::Local { elem: p, .. } => f(*p),
            _ => false,
        })
    }

    /// Whether the kernel computes with explicit vectors (CPU devices only: the GEMM's vector
    /// variables, the `vloadN`s of elementwise collectives).
    pub fn uses_vectors(&self) -> bool {
        self.vars.iter().any(|v| matches!(v.ty, Ty::Vec(..)))
            || stmts_any_expr(&self.body, &mut |e| matches!(e, Expr::LoadVec(..) | Expr::HSum(_) | Expr::Shuffle(..)))
    }

    /// Whether the kernel uses the device's subgroups ([`Stmt::Subgroup`], [`Stmt::Block`],
    /// [`Builtin::SubgroupId`], [`Builtin::SubgroupLane`]).
    pub fn uses_subgroups(&self) -> bool {
        fn walk(s: &[Stmt]) -> bool {
            s.iter().any(|s| match s {
                Stmt::Subgroup { .. } | Stmt::Block { .. } => true,
                Stmt::For { body, .. } => walk(body),
                Stmt::If { then, otherwise, .. } => walk(then) || walk(otherwise),
                _ => false,
            })
        }
        walk(&self.body)
            || stmts_any_expr(&self.body, &mut |e| {
                matches!(e, Expr::Builtin(Builtin::SubgroupId | Builtin::SubgroupLane))
            })
    }

    /// Whether the kernel uses NVIDIA's tensor cores ([`Stmt::Mma`]).
    pub fn uses_mma(&self) -> bool {
        !self.mma_shapes().is_empty()
    }

    /// Whether the kernel has NVIDIA's asynchronous copies ([`Stmt::Async`]).
    pub fn uses_async_copies(&self) -> bool {
        fn any(s: &[Stmt]) -> bool {
            s.iter().any(|s| match s {
                Stmt::Async(_) => true,
                Stmt::For { body, .. } => any(body),
                Stmt::If { then, otherwise, .. } => any(then) || any(otherwise),
                _ => false,
            })
        }
        any(&self.body)
    }

    /// The tensor-core instructions the kernel uses ([`Stmt::Mma`]), each once.
    pub fn mma_shapes(&self) -> Vec<MmaShape> {
        fn walk(s: &[Stmt], out: &mut Vec<MmaShape>) {
            for s in s {
                match s {
                    Stmt::Mma { shape, .. } if !out.contains(shape) => out.push(*shape),
                    Stmt::For { body, .. } => walk(body, out),
                    Stmt::If { then, otherwise, .. } => {
                        walk(then, out);
                        walk(otherwise, out);
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.body, &mut out);
        out
    }

    /// Whether the kernel has 64-bit atomics.
    pub fn uses_atomics64(&self) -> bool {
        self.uses_atomics_on(|p| p.bytes() >= 8)
    }

    /// Whether the kernel has an atomic update of an element whose type satisfies `f`.
    pub fn uses_atomics_on(&self, f: impl Fn(Prim) -> bool) -> bool {
        fn walk(k: &Kernel, s: &[Stmt], f: &dyn Fn(Prim) -> bool) -> bool {
            s.iter().any(|s| match s {
                Stmt::Atomic { ptr, .. } => matches!(k.type_of(ptr), Ty::Ptr(p, _) if f(p)),
                Stmt::For { body, .. } => walk(k, body, f),
                Stmt::If { then, otherwise, .. } => walk(k, then, f) || walk(k, otherwise, f),
                _ => false,
            })
        }
        walk(self, &self.body, &f)
    }
}

/// The type of an expression over the given variables.
pub fn type_of(vars: &[VarInfo], e: &Expr) -> Ty {
    match e {
        Expr::Var(v) => vars.get(v.0 as usize).map(|v| v.ty).unwrap_or(Ty::I64),
        Expr::Int(_, p) | Expr::Float(_, p) => Ty::Prim(*p),
        Expr::Complex(p, ..) => Ty::Prim(*p),
        Expr::Un(UnOp::Re | UnOp::Im, a) => match type_of(vars, a) {
            Ty::Prim(p) => Ty::Prim(p.component()),
            t => t,
        },
        Expr::Bin(_, a, _) | Expr::Un(_, a) | Expr::Math { arg: a, .. } | Expr::Fma(a, ..) => type_of(vars, a),
        // A vector where either value is one, or the condition compares vectors (each value
        // then broadcasts).
        Expr::Select(c, a, b) => match (type_of(vars, a), type_of(vars, b)) {
            (t @ Ty::Vec(..), _) | (_, t @ Ty::Vec(..)) => t,
            (Ty::Prim(p), _) => match &**c {
                Expr::Cmp(_, x, _) => match type_of(vars, x) {
                    Ty::Vec(_, w) => Ty::Vec(p, w),
                    _ => Ty::Prim(p),
                },
                _ => Ty::Prim(p),
            },
            (t, _) => t,
        },
        Expr::Shuffle(a, _, mask) => match type_of(vars, a) {
            Ty::Vec(elem, _) if mask.len() == 1 => Ty::Prim(elem),
            Ty::Vec(elem, _) => Ty::Vec(elem, mask.len() as u8),
            t => t,
        },
        Expr::HSum(v) => match type_of(vars, v) {
            Ty::Vec(elem, _) => Ty::Prim(elem),
            t => t,
        },
        Expr::Cmp(..) | Expr::NotNull(_) | Expr::Aligned(..) => Ty::BOOL,
        // A vector converts element by element.
        Expr::Cast(p, a) => match type_of(vars, a) {
            Ty::Vec(_, w) => Ty::Vec(*p, w),
            _ => Ty::Prim(*p),
        },
        Expr::Load(p, _) => match type_of(vars, p) {
            Ty::Ptr(elem, _) => Ty::Prim(elem),
            Ty::PtrPtr(elem) => Ty::Ptr(elem, Space::Global),
            t @ (Ty::Prim(_) | Ty::Vec(..)) => t,
        },
        Expr::LoadVec(w, p, _) => match type_of(vars, p) {
            Ty::Ptr(elem, _) => Ty::Vec(elem, *w),
            t => t,
        },
        Expr::Offset(p, _) => type_of(vars, p),
        Expr::Local { elem, .. } => Ty::Ptr(*elem, Space::Local),
        Expr::Builtin(_) => Ty::I64,
    }
}

/// Calls `f` on each direct subexpression of `e`.
pub fn expr_children<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    match e {
        Expr::Bin(_, a, b)
        | Expr::Cmp(_, a, b)
        | Expr::Load(a, b)
        | Expr::LoadVec(_, a, b)
        | Expr::Complex(_, a, b)
        | Expr::Shuffle(a, b, _)
        | Expr::Offset(a, b) => {
            f(a);
            f(b);
        }
        Expr::Fma(a, b, c) | Expr::Select(a, b, c) => {
            f(a);
            f(b);
            f(c);
        }
        Expr::Un(_, a)
        | Expr::Cast(_, a)
        | Expr::HSum(a)
        | Expr::NotNull(a)
        | Expr::Aligned(a, _)
        | Expr::Math { arg: a, .. } => f(a),
        Expr::Var(_) | Expr::Int(..) | Expr::Float(..) | Expr::Local { .. } | Expr::Builtin(_) => {}
    }
}

/// Whether the expression or one of its subexpressions satisfies `f`.
pub fn expr_any<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr) -> bool) -> bool {
    if f(e) {
        return true;
    }
    let mut found = false;
    expr_children(e, &mut |x| found = found || expr_any(x, f));
    found
}

/// Calls `f` on every statement, in order, and on those of their loops' bodies and `if`s'
/// branches after each loop or `if` itself.
pub fn for_each_stmt<'s>(stmts: &'s [Stmt], f: &mut dyn FnMut(&'s Stmt)) {
    for s in stmts {
        f(s);
        match s {
            Stmt::For { body, .. } => for_each_stmt(body, f),
            Stmt::If { then, otherwise, .. } => {
                for_each_stmt(then, f);
                for_each_stmt(otherwise, f);
            }
            _ => {}
        }
    }
}

/// Whether any expression in the statements (at any depth) satisfies `f`.
pub fn stmts_any_expr(stmts: &[Stmt], f: &mut dyn FnMut(&Expr) -> bool) -> bool {
    let expr = expr_any;
    stmts.iter().any(|s| match s {
        Stmt::Let(_, e) => e.as_ref().is_some_and(|e| expr(e, f)),
        Stmt::Assign(_, e) => expr(e, f),
        Stmt::Store { ptr, index, value } | Stmt::StoreVec { ptr, index, value, .. } => {
            expr(ptr, f) || expr(index, f) || expr(value, f)
        }
        Stmt::Atomic { ptr, index, op } => {
            expr(ptr, f)
                || expr(index, f)
                || match op {
                    Atomic::Store(v) | Atomic::Add(v) => expr(v, f),
                    Atomic::Update { new, .. } => expr(new, f),
                }
        }
        Stmt::For { lb, ub, step, body, .. } => expr(lb, f) || expr(ub, f) || expr(step, f) || stmts_any_expr(body, f),
        Stmt::If { cond, then, otherwise } => expr(cond, f) || stmts_any_expr(then, f) || stmts_any_expr(otherwise, f),
        Stmt::Mma { a, b, .. } => a.iter().chain(b).any(|e| expr(e, f)),
        Stmt::LdMatrix { ptr, index, .. } => expr(ptr, f) || expr(index, f),
        Stmt::Async(AsyncCopy::Copy { dst, dst_index, src, src_index }) => {
            expr(dst, f) || expr(dst_index, f) || expr(src, f) || expr(src_index, f)
        }
        Stmt::Async(AsyncCopy::Commit | AsyncCopy::Wait { .. }) => false,
        Stmt::Subgroup { value, lane, .. } => expr(value, f) || lane.as_ref().is_some_and(|l| expr(l, f)),
        Stmt::Block { ptr, index, op } => {
            expr(ptr, f) || expr(index, f) || matches!(op, BlockOp::Write(v) if expr(v, f))
        }
        Stmt::Barrier { .. } | Stmt::Fence | Stmt::KeepOrder | Stmt::Comment(_) | Stmt::At(_) => false,
    })
}

/// Smart constructors that fold constants, so generated index code stays readable.
impl Expr {
    pub fn i64(v: i64) -> Expr {
        Expr::Int(v, Prim::I64)
    }

    pub fn var(v: Var) -> Expr {
        Expr::Var(v)
    }

    pub fn as_const(&self) -> Option<i64> {
        match self {
            Expr::Int(v, _) => Some(*v),
            _ => None,
        }
    }

    /// `a + b` on indices.
    pub fn iadd(a: Expr, b: Expr) -> Expr {
        match (a.as_const(), b.as_const()) {
            (Some(x), Some(y)) => Expr::Int(x.wrapping_add(y), Prim::I64),
            (Some(0), _) => b,
            (_, Some(0)) => a,
            _ => Expr::Bin(BinOp::Add, Box::new(a), Box::new(b)),
        }
    }

    /// `a - b` on indices.
    pub fn isub(a: Expr, b: Expr) -> Expr {
        match (a.as_const(), b.as_const()) {
            (Some(x), Some(y)) => Expr::Int(x.wrapping_sub(y), Prim::I64),
            (_, Some(0)) => a,
            _ => Expr::Bin(BinOp::Sub, Box::new(a), Box::new(b)),
        }
    }

    /// `a * b` on indices.
    pub fn imul(a: Expr, b: Expr) -> Expr {
        match (a.as_const(), b.as_const()) {
            (Some(x), Some(y)) => Expr::Int(x.wrapping_mul(y), Prim::I64),
            (Some(0), _) | (_, Some(0)) => Expr::i64(0),
            (Some(1), _) => b,
            (_, Some(1)) => a,
            _ => Expr::Bin(BinOp::Mul, Box::new(a), Box::new(b)),
        }
    }

    /// The length of the 64-bit range [lo, hi): max(hi, lo) − lo, 0 when it is empty (also where
    /// hi − lo would wrap), its bits those of an unsigned number (a range wider than i64::MAX
    /// wraps negative: see [`Expr::span_fits`]); folded when both ends are constants.
    pub fn range_len(lo: Expr, hi: Expr) -> Expr {
        match (hi.as_const(), lo.as_const()) {
            (Some(h), Some(l)) => Expr::i64(h.max(l).wrapping_sub(l)),
            _ => Expr::isub(Expr::bin(BinOp::Max, hi, lo.clone()), lo),
        }
    }

    /// Whether the range [lo, hi) of 64-bit values is known to be at most i64::MAX long: lo is
    /// a constant ≥ 0 or hi a constant < 0. Else a range with lo < 0 < hi may be longer.
    pub fn span_fits(lo: &Expr, hi: &Expr) -> bool {
        lo.as_const().is_some_and(|c| c >= 0) || hi.as_const().is_some_and(|c| c < 0)
    }

    /// The value lb + t·step of a loop's t-th trip. Where the range may be longer than i64::MAX
    /// (not `fits`, [`Expr::span_fits`]), t·step itself may pass it on the way to a value below
    /// ub: wrapping arithmetic then.
    pub fn stepped(lb: Expr, t: Expr, step: Expr, fits: bool) -> Expr {
        if fits {
            Expr::iadd(lb, Expr::imul(t, step))
        } else {
            Expr::bin(BinOp::WAdd, lb, Expr::bin(BinOp::WMul, t, step))
        }
    }

    /// The trip count ⌈span / by⌉ of a loop whose `span` (ub − lb) holds the bits of an
    /// *unsigned* 64-bit number (a range wider than 2⁶³ − 1 wraps negative in i64) and whose step
    /// `by` is at least 1, capped at `i64::MAX`. Built from signed operations only: half the span
    /// is divided, then the quotient corrected by one (`bind` names each intermediate value, so
    /// that none is computed twice). Where the caller knows that the span fits in i64 (`fits`),
    /// it is the plain signed ⌊span / by⌋ + (span mod by ≠ 0).
    pub fn trip_count(span: Expr, by: Expr, fits: bool, bind: &mut dyn FnMut(&str, Expr) -> Expr) -> Expr {
        if let (Some(s), Some(d)) = (span.as_const(), by.as_const())
            && d >= 1
        {
            let trips = (s as u64).div_ceil(d as u64);
            return Expr::i64(trips.min(i64::MAX as u64) as i64);
        }
        let unsigned_ge = |a, b| {
            let flip = |e| Expr::bin(BinOp::Xor, e, Expr::i64(i64::MIN));
            Expr::cast(Prim::I64, Expr::cmp(CmpOp::Ge, flip(a), flip(b)))
        };
        let span = bind("span", span);
        let by = bind("by", by);
        if fits && by.as_const() == Some(1) {
            return span;
        }
        if fits {
            let partial = Expr::cmp(CmpOp::Ne, Expr::bin(BinOp::Rem, span.clone(), by.clone()), Expr::i64(0));
            return Expr::iadd(Expr::bin(BinOp::Div, span, by), Expr::cast(Prim::I64, partial));
        }
        // q = 2·⌊(span/2) / by⌋ ≤ ⌊span / by⌋, and span − q·by < 2·by (all unsigned).
        let half = Expr::bin(BinOp::And, Expr::bin(BinOp::Shr, span.clone(), Expr::i64(1)), Expr::i64(i64::MAX));
        let q = bind("q", Expr::bin(BinOp::WMul, Expr::bin(BinOp::Div, half, by.clone()), Expr::i64(2)));
        let r = bind("r", Expr::bin(BinOp::WSub, span, Expr::bin(BinOp::WMul, q.clone(), by.clone())));
        let over = bind("over", unsigned_ge(r.clone(), by.clone()));
        // ⌊span / by⌋ = q + over, with remainder r − over·by.
        let rest = Expr::bin(BinOp::WSub, r, Expr::bin(BinOp::WMul, over.clone(), by));
        let partial = Expr::cast(Prim::I64, Expr::cmp(CmpOp::Ne, rest, Expr::i64(0)));
        let trips = bind("trips", Expr::bin(BinOp::WAdd, Expr::bin(BinOp::WAdd, q, over), partial));
        // Above i64::MAX (only with a step of 1 or 2): as good as endless.
        let cap = Expr::bin(BinOp::And, Expr::bin(BinOp::Shr, trips.clone(), Expr::i64(63)), Expr::i64(i64::MAX));
        Expr::bin(BinOp::Max, trips, cap)
    }

    /// `min(a, b)` on indices.
    pub fn min(a: Expr, b: Expr) -> Expr {
        match (a.as_const(), b.as_const()) {
            (Some(x), Some(y)) => Expr::i64(x.min(y)),
            _ => Expr::Bin(BinOp::Min, Box::new(a), Box::new(b)),
        }
    }

    pub fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
        Expr::Cmp(op, Box::new(a), Box::new(b))
    }

    pub fn load(ptr: Expr, index: Expr) -> Expr {
        Expr::Load(Box::new(ptr), Box::new(index))
    }

    pub fn offset(ptr: Expr, index: Expr) -> Expr {
        if index.as_const() == Some(0) { ptr } else { Expr::Offset(Box::new(ptr), Box::new(index)) }
    }

    pub fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }

    pub fn cast(to: Prim, e: Expr) -> Expr {
        Expr::Cast(to, Box::new(e))
    }

    /// The constant `v` of type `p`, rounded to it: an integer, a float, or a complex number with
    /// imaginary part `im`.
    pub fn constant(p: Prim, v: f64, im: f64) -> Expr {
        if p.is_complex() {
            let c = p.component();
            let part = |v| Box::new(Expr::Float(crate::semantics::round_to(c, v), c));
            Expr::Complex(p, part(v), part(im))
        } else if p.is_float() {
            Expr::Float(crate::semantics::round_to(p, v), p)
        } else {
            Expr::Int(v as i64, p)
        }
    }

    /// A zero of type `p`.
    pub fn zero(p: Prim) -> Expr {
        if p.is_float() || p.is_complex() { Expr::constant(p, 0.0, 0.0) } else { Expr::Int(0, p) }
    }
}

//! # Syntax tree
//!
//! The parser's output: one [`Func`] per kernel, each a tree of [`Region`]s of [`Inst`]s. Every
//! node keeps the byte [`Span`] it was parsed from. Value names are [`Ident`]s carrying an
//! [`IdentId`] unique within the module; the checker resolves each use to the value it names
//! ([`crate::check::ModuleInfo::value`]).
//!
//! Equality (`==`) compares meaning, not position: [`Span`]s always compare equal and
//! [`IdentId`]s are not compared, so `parse(print(p)) == p` is a meaningful property.

use crate::diagnostic::Span;
use crate::lexer::Comment;
use crate::types::{MemrefType, Scalar, Type};

/// A module-wide number for one occurrence of a `%name` (definition or use).
#[derive(Clone, Copy, Debug, Eq)]
pub struct IdentId(pub u32);

impl PartialEq for IdentId {
    fn eq(&self, _: &IdentId) -> bool {
        true
    }
}

impl std::hash::Hash for IdentId {
    /// Consistent with `==`: ids do not contribute to a node's hash.
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// `%name` (without the `%` in [`Ident::name`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
    pub id: IdentId,
}

/// A node with its span.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spanned<T> {
    pub node: T,
    pub span: Span,
}

impl<T> Spanned<T> {
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Spanned<U> {
        Spanned { node: f(self.node), span: self.span }
    }
}

/// The tensor language a program is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// tinytc v0.3.1 (`shared/spec/language.md`), with the types of `types.md`.
    #[default]
    V03,
    /// tinytc v0.4 (its manual's `tensor-ir.rst`): `constant` instructions instead of
    /// immediates, result types instead of operand types, `bool`, address spaces, 3-D group ids.
    V04,
}

impl Lang {
    /// As written after `--lang`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::V03 => "v0.3",
            Lang::V04 => "v0.4",
        }
    }

    pub fn from_name(s: &str) -> Option<Lang> {
        match s {
            "v0.3" | "v0.3.1" | "0.3" => Some(Lang::V03),
            "v0.4" | "v0.4.0" | "0.4" => Some(Lang::V04),
            _ => None,
        }
    }
}

/// A program: one or more functions (kernels).
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The language it was parsed from.
    pub lang: Lang,
    pub funcs: Vec<Func>,
    /// Comments, in source order, for the printer.
    pub comments: Vec<Comment>,
    /// Number of [`IdentId`]s handed out.
    pub ident_count: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// Name without the `@`.
    pub name: String,
    pub name_span: Span,
    /// The `func` keyword (function errors are reported here).
    pub kw_span: Span,
    pub params: Vec<Param>,
    pub attrs: Vec<Attr>,
    /// v0.4 attributes named by a string that tinyc does not know, as `"name"=value` (ignored
    /// as tinytc ignores them; kept so that `fmt` loses nothing).
    pub opaque: Vec<String>,
    pub body: Region,
    pub span: Span,
}

impl Func {
    /// `work_group_size(m, n)` if written (the last one wins).
    pub fn work_group_size(&self) -> Option<(i64, i64)> {
        self.attrs.iter().rev().find_map(|a| match a.node {
            AttrKind::WorkGroupSize(m, n) => Some((m.node, n.node)),
            AttrKind::SubgroupSize(_) => None,
        })
    }

    /// `subgroup_size(s)` if written (the last one wins).
    pub fn subgroup_size(&self) -> Option<i64> {
        self.attrs.iter().rev().find_map(|a| match a.node {
            AttrKind::SubgroupSize(s) => Some(s.node),
            AttrKind::WorkGroupSize(..) => None,
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: Ident,
    pub ty: Spanned<Type>,
    /// v0.4's parameter attributes (`{alignment=64, shape_gcd=[4]}`): promises about the
    /// arguments, checked for form; code generation does not rely on them.
    pub attrs: Vec<Spanned<ParamAttr>>,
}

/// A v0.4 parameter attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamAttr {
    Alignment(i64),
    ShapeGcd(Vec<i64>),
    StrideGcd(Vec<i64>),
    /// An attribute named by a string that tinyc does not know, as `"name"=value` (ignored;
    /// kept so that `fmt` loses nothing).
    Opaque(String),
}

/// A mode of v0.4's 3-D group id and 2-D subgroup id (`.x`, `.y`, `.z`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    X,
    Y,
    Z,
}

impl Axis {
    pub fn index(self) -> u8 {
        match self {
            Axis::X => 0,
            Axis::Y => 1,
            Axis::Z => 2,
        }
    }

    pub fn suffix(self) -> &'static str {
        match self {
            Axis::X => ".x",
            Axis::Y => ".y",
            Axis::Z => ".z",
        }
    }
}

/// v0.4's builtin queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinQuery {
    /// The work-group id (`get_group_id`), mixed.
    GroupId(Axis),
    /// The number of work-groups (`get_num_groups`), mixed.
    NumGroups(Axis),
    /// Subgroups per work-group in a mode (x: m / subgroup size, y: n, z: 1), mixed.
    NumSubgroups(Axis),
    /// The kernel's subgroup size, mixed.
    SubgroupSize,
    /// The subgroup's id in a mode, SPMD.
    SubgroupId(Axis),
    /// x + y · num_subgroups.x, SPMD.
    SubgroupLinearId,
    /// The work-item's index in its subgroup, SPMD.
    SubgroupLocalId,
}

impl BuiltinQuery {
    pub fn name(self) -> String {
        match self {
            BuiltinQuery::GroupId(a) => format!("group_id{}", a.suffix()),
            BuiltinQuery::NumGroups(a) => format!("num_groups{}", a.suffix()),
            BuiltinQuery::NumSubgroups(a) => format!("num_subgroups{}", a.suffix()),
            BuiltinQuery::SubgroupSize => "subgroup_size".into(),
            BuiltinQuery::SubgroupId(a) => format!("subgroup_id{}", a.suffix()),
            BuiltinQuery::SubgroupLinearId => "subgroup_linear_id".into(),
            BuiltinQuery::SubgroupLocalId => "subgroup_local_id".into(),
        }
    }

    /// The type the manual gives the query (`index` or `i32`).
    pub fn result(self) -> Scalar {
        match self {
            BuiltinQuery::GroupId(_) | BuiltinQuery::NumGroups(_) => Scalar::Index,
            _ => Scalar::I32,
        }
    }

    /// Queries that only SPMD regions may make.
    pub fn is_spmd(self) -> bool {
        matches!(self, BuiltinQuery::SubgroupId(_) | BuiltinQuery::SubgroupLinearId | BuiltinQuery::SubgroupLocalId)
    }
}

/// v0.4's unary math functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MathOp {
    Cos,
    Sin,
    Exp,
    Exp2,
    Log,
    Log2,
    NativeCos,
    NativeSin,
    NativeExp,
    NativeExp2,
    NativeLog,
    NativeLog2,
}

impl MathOp {
    pub const ALL: [MathOp; 12] = [
        MathOp::Cos,
        MathOp::Sin,
        MathOp::Exp,
        MathOp::Exp2,
        MathOp::Log,
        MathOp::Log2,
        MathOp::NativeCos,
        MathOp::NativeSin,
        MathOp::NativeExp,
        MathOp::NativeExp2,
        MathOp::NativeLog,
        MathOp::NativeLog2,
    ];

    pub fn name(self) -> &'static str {
        match self {
            MathOp::Cos => "cos",
            MathOp::Sin => "sin",
            MathOp::Exp => "exp",
            MathOp::Exp2 => "exp2",
            MathOp::Log => "log",
            MathOp::Log2 => "log2",
            MathOp::NativeCos => "native_cos",
            MathOp::NativeSin => "native_sin",
            MathOp::NativeExp => "native_exp",
            MathOp::NativeExp2 => "native_exp2",
            MathOp::NativeLog => "native_log",
            MathOp::NativeLog2 => "native_log2",
        }
    }

    /// The function without `native_` (same meaning; the native one may be less exact).
    pub fn exact(self) -> MathOp {
        match self {
            MathOp::NativeCos => MathOp::Cos,
            MathOp::NativeSin => MathOp::Sin,
            MathOp::NativeExp => MathOp::Exp,
            MathOp::NativeExp2 => MathOp::Exp2,
            MathOp::NativeLog => MathOp::Log,
            MathOp::NativeLog2 => MathOp::Log2,
            op => op,
        }
    }

    /// `exp` and `exp2` (and their native forms) also take complex numbers.
    pub fn allows_complex(self) -> bool {
        matches!(self.exact(), MathOp::Exp | MathOp::Exp2)
    }
}

/// v0.4's `unroll` attribute of a `for`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unroll {
    Yes,
    No,
    Count(i64),
}

pub type Attr = Spanned<AttrKind>;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AttrKind {
    WorkGroupSize(Spanned<i64>, Spanned<i64>),
    SubgroupSize(Spanned<i64>),
}

/// `{ inst* }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    pub insts: Vec<Inst>,
    pub span: Span,
}

/// A literal as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Literal {
    /// `[+-]DIGIT+`, or `true`/`false` when `boolean` is set.
    Int {
        value: i64,
        boolean: bool,
    },
    Float(f64),
    /// `[re, im]`: a complex immediate (`types.md`), two float literals.
    Complex(f64, f64),
}

impl Literal {
    /// The integer, float or complex zero.
    pub fn is_zero(self) -> bool {
        match self {
            Literal::Int { value, .. } => value == 0,
            Literal::Float(v) => v == 0.0,
            Literal::Complex(re, im) => re == 0.0 && im == 0.0,
        }
    }

    /// The integer, float or complex one.
    pub fn is_one(self) -> bool {
        match self {
            Literal::Int { value, .. } => value == 1,
            Literal::Float(v) => v == 1.0,
            Literal::Complex(re, im) => re == 1.0 && im == 0.0,
        }
    }
}

/// A value or a literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Value(Ident),
    Literal(Spanned<Literal>),
}

impl Operand {
    pub fn span(&self) -> Span {
        match self {
            Operand::Value(i) => i.span,
            Operand::Literal(l) => l.span,
        }
    }

    pub fn as_value(&self) -> Option<&Ident> {
        match self {
            Operand::Value(i) => Some(i),
            Operand::Literal(_) => None,
        }
    }

    /// The literal `0` or `0.0` (β = 0 must not read the output).
    pub fn is_literal_zero(&self) -> bool {
        matches!(self, Operand::Literal(Spanned { node: Literal::Int { value: 0, .. }, .. }))
            || matches!(self, Operand::Literal(Spanned { node: Literal::Float(v), .. }) if *v == 0.0)
            || matches!(self, Operand::Literal(Spanned { node: Literal::Complex(re, im), .. }) if *re == 0.0 && *im == 0.0)
    }

    /// The literal `1` or `1.0`.
    pub fn is_literal_one(&self) -> bool {
        matches!(self, Operand::Literal(Spanned { node: Literal::Int { value: 1, .. }, .. }))
            || matches!(self, Operand::Literal(Spanned { node: Literal::Float(v), .. }) if *v == 1.0)
            || matches!(self, Operand::Literal(Spanned { node: Literal::Complex(re, im), .. }) if *re == 1.0 && *im == 0.0)
    }
}

/// `.n` or `.t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transpose {
    N,
    T,
}

impl Transpose {
    pub fn suffix(self) -> &'static str {
        match self {
            Transpose::N => ".n",
            Transpose::T => ".t",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlasOp {
    Axpby(Transpose),
    Sum(Transpose),
    Gemm(Transpose, Transpose),
    Gemv(Transpose),
    Ger,
    Hadamard,
    /// tinytc v0.4's `cumsum`: the inclusive prefix sum along a mode.
    Cumsum(i64),
}

impl BlasOp {
    pub fn keyword(self) -> &'static str {
        match self {
            BlasOp::Cumsum(_) => "cumsum",
            BlasOp::Axpby(_) => "axpby",
            BlasOp::Sum(_) => "sum",
            BlasOp::Gemm(..) => "gemm",
            BlasOp::Gemv(_) => "gemv",
            BlasOp::Ger => "ger",
            BlasOp::Hadamard => "hadamard",
        }
    }

    /// Number of memref inputs (A for axpby/sum; A, B for the others).
    pub fn input_count(self) -> usize {
        match self {
            BlasOp::Axpby(_) | BlasOp::Sum(_) | BlasOp::Cumsum(_) => 1,
            _ => 2,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Neg,
    Not,
    /// Complex conjugate (`types.md`).
    Conj,
    /// The real part of a complex value (its component type).
    Re,
    /// The imaginary part of a complex value (its component type).
    Im,
    /// v0.4: the larger operand (not on complex numbers).
    Max,
    /// v0.4: the smaller operand (not on complex numbers).
    Min,
    /// v0.4: the absolute value (of a complex number: its modulus, of the component type).
    Abs,
}

impl ArithOp {
    pub const ALL: [ArithOp; 18] = [
        ArithOp::Add,
        ArithOp::Sub,
        ArithOp::Mul,
        ArithOp::Div,
        ArithOp::Rem,
        ArithOp::Shl,
        ArithOp::Shr,
        ArithOp::And,
        ArithOp::Or,
        ArithOp::Xor,
        ArithOp::Neg,
        ArithOp::Not,
        ArithOp::Conj,
        ArithOp::Re,
        ArithOp::Im,
        ArithOp::Max,
        ArithOp::Min,
        ArithOp::Abs,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ArithOp::Add => "add",
            ArithOp::Sub => "sub",
            ArithOp::Mul => "mul",
            ArithOp::Div => "div",
            ArithOp::Rem => "rem",
            ArithOp::Shl => "shl",
            ArithOp::Shr => "shr",
            ArithOp::And => "and",
            ArithOp::Or => "or",
            ArithOp::Xor => "xor",
            ArithOp::Neg => "neg",
            ArithOp::Not => "not",
            ArithOp::Conj => "conj",
            ArithOp::Re => "re",
            ArithOp::Im => "im",
            ArithOp::Max => "max",
            ArithOp::Min => "min",
            ArithOp::Abs => "abs",
        }
    }

    pub fn is_unary(self) -> bool {
        matches!(self, ArithOp::Neg | ArithOp::Not | ArithOp::Conj | ArithOp::Re | ArithOp::Im | ArithOp::Abs)
    }

    /// v0.4's operations, which v0.3.1 does not have.
    pub fn is_v04(self) -> bool {
        matches!(self, ArithOp::Max | ArithOp::Min | ArithOp::Abs)
    }

    /// `conj`, `re` and `im`: defined on complex types only.
    pub fn is_complex_only(self) -> bool {
        matches!(self, ArithOp::Conj | ArithOp::Re | ArithOp::Im)
    }

    /// Bitwise ops and shifts: not defined on floats (E15).
    pub fn is_bitwise(self) -> bool {
        matches!(self, ArithOp::Shl | ArithOp::Shr | ArithOp::And | ArithOp::Or | ArithOp::Xor | ArithOp::Not)
    }

    /// Ops defined on `i1` (logical).
    pub fn allows_i1(self) -> bool {
        matches!(self, ArithOp::And | ArithOp::Or | ArithOp::Xor | ArithOp::Not)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
}

impl CmpOp {
    pub const ALL: [CmpOp; 6] = [CmpOp::Eq, CmpOp::Ne, CmpOp::Gt, CmpOp::Ge, CmpOp::Lt, CmpOp::Le];

    pub fn name(self) -> &'static str {
        match self {
            CmpOp::Eq => "eq",
            CmpOp::Ne => "ne",
            CmpOp::Gt => "gt",
            CmpOp::Ge => "ge",
            CmpOp::Lt => "lt",
            CmpOp::Le => "le",
        }
    }
}

/// An index operand (`ix`): an `index` value or an integer literal.
pub type Index = Operand;

/// One entry of an `expand` shape.
#[derive(Clone, Debug, PartialEq)]
pub enum ExpandDim {
    Value(Ident),
    Const(Spanned<i64>),
    Dynamic(Span),
}

/// One slice of a `subview`.
#[derive(Clone, Debug, PartialEq)]
pub enum Slice {
    /// `:`
    Full(Span),
    /// `o` (the mode is removed)
    Point(Index),
    /// `o:z`
    Range(Index, Index),
    /// `o:?`
    ToEnd(Index, Span),
}

/// An instruction. `results` are the names on the left of `=` (empty for statements).
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub results: Vec<Ident>,
    pub kind: InstKind,
    /// The first keyword (`gemm`, `if`, …): instruction errors are reported here.
    pub kw_span: Span,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    Alloca {
        ty: Spanned<MemrefType>,
        /// v0.4's attribute dictionary in canonical form (`alignment=n`, `"name"=value`): tinyc
        /// aligns local memory itself, so these only print.
        attrs: Vec<String>,
    },
    Arith {
        op: ArithOp,
        operands: Vec<Operand>,
        ty: Spanned<Scalar>,
    },
    Cast {
        operand: Operand,
        from: Spanned<Scalar>,
        to: Spanned<Scalar>,
    },
    Cmp {
        op: CmpOp,
        lhs: Operand,
        rhs: Operand,
        ty: Spanned<Scalar>,
    },
    Expand {
        src: Ident,
        mode: Spanned<i64>,
        shape: Vec<ExpandDim>,
        ty: Spanned<MemrefType>,
        /// v0.4: the result type as written.
        declared: Option<Spanned<MemrefType>>,
    },
    Fuse {
        src: Ident,
        from: Spanned<i64>,
        to: Spanned<i64>,
        ty: Spanned<MemrefType>,
        /// v0.4: the result type as written.
        declared: Option<Spanned<MemrefType>>,
    },
    Load {
        src: Ident,
        indices: Vec<Index>,
        /// The source's type (v0.3.1 writes it; for v0.4 the parser takes it from the source's
        /// definition).
        ty: Spanned<Type>,
        /// v0.4: the result type as written.
        declared: Option<Spanned<Type>>,
    },
    Store {
        value: Ident,
        dst: Ident,
        indices: Vec<Index>,
        ty: Spanned<MemrefType>,
    },
    Size {
        src: Ident,
        mode: Spanned<i64>,
        ty: Spanned<MemrefType>,
    },
    Subview {
        src: Ident,
        slices: Vec<Slice>,
        ty: Spanned<MemrefType>,
        /// v0.4: the result type as written.
        declared: Option<Spanned<MemrefType>>,
    },
    GroupId,
    GroupSize,
    If {
        cond: Operand,
        /// `Some` when `-> (…)` was written (possibly empty).
        result_types: Option<Vec<Spanned<Type>>>,
        then: Region,
        otherwise: Option<Region>,
    },
    For {
        var: Ident,
        lb: Operand,
        ub: Operand,
        step: Option<Operand>,
        ty: Option<Spanned<Scalar>>,
        body: Region,
        /// v0.4: loop-carried values (`init(%x=%x0, …)`), each with its type (`-> (…)`); the
        /// loop's results are their final values.
        carried: Vec<Carried>,
        /// v0.4: `attributes{unroll=…}`.
        unroll: Option<Spanned<Unroll>>,
        /// v0.4: the loop's attributes named by a string that tinyc does not know, as
        /// `"name"=value` (ignored; kept so that `fmt` loses nothing).
        opaque: Vec<String>,
    },
    Foreach {
        var: Ident,
        lb: Operand,
        ub: Operand,
        ty: Option<Spanned<Scalar>>,
        body: Region,
        /// v0.4: the modes after the first of a multi-dimensional `foreach (%i, %j) = …`.
        more: Vec<ForeachMode>,
    },
    /// v0.4: `constant LITERAL : type`.
    Constant {
        value: Spanned<Literal>,
        ty: Spanned<Scalar>,
    },
    /// v0.4: `group_id.x : index`, `subgroup_local_id : i32`, ….
    Builtin {
        query: BuiltinQuery,
        ty: Spanned<Scalar>,
    },
    /// v0.4: `exp %x : f32`, ….
    Math {
        op: MathOp,
        operand: Ident,
        ty: Spanned<Scalar>,
    },
    /// v0.4: `barrier[.global][.local]`.
    Barrier {
        global: bool,
        local: bool,
    },
    /// v0.4: `parallel { … }`, an SPMD region in a collective one.
    Parallel {
        body: Region,
    },
    /// v0.4: `lifetime_stop %x` (the `alloca` memory may be reused after it).
    LifetimeStop {
        value: Ident,
    },
    /// v0.4: `size %g[mode] : index` of a group: its member count (a group's shape has one
    /// mode).
    GroupLen {
        src: Ident,
        mode: Spanned<i64>,
    },
    /// v0.4: `associated %x : bool`: whether a memref's or group's base pointer is not null.
    Associated {
        src: Ident,
    },
    /// v0.4: `subgroup_broadcast %x, %lane : T` and the subgroup reductions and scans
    /// `subgroup_{reduce,inclusive_scan,exclusive_scan}_{add,max,min} %x : T`.
    Subgroup {
        op: SubgroupOp,
        operand: Ident,
        /// The subgroup local id whose value `subgroup_broadcast` returns (an `i32`).
        lane: Option<Ident>,
        ty: Spanned<Scalar>,
    },
    /// v0.4: an instruction on cooperative matrices; `ty` is the result type written (none for
    /// a store or prefetch).
    Coop {
        inst: CoopInst,
        ty: Option<Spanned<Type>>,
    },
    /// v0.4: `cooperative_matrix_apply (%i, %j, %v) = %A -> T { … yield (%w) }`.
    CoopApply {
        row: Ident,
        col: Ident,
        val: Ident,
        src: Ident,
        ty: Spanned<Type>,
        body: Region,
    },
    /// v0.4: `foreach_tile (%i…) = (%from…), (%to…) as (%size…) <= (tile…) { … }`.
    ForeachTile {
        vars: Vec<Ident>,
        from: Vec<Ident>,
        to: Vec<Ident>,
        sizes: Vec<Ident>,
        tile: Vec<Spanned<i64>>,
        /// The integer type of each mode (its bounds' type, filled by the parser).
        tys: Vec<Spanned<Scalar>>,
        body: Region,
    },
    /// v0.4: `atomic_load`, `atomic_store`, `atomic_add`, `atomic_max`, `atomic_min` on a memref
    /// element. `value` is the stored or combined value (none for a load); the update ops and
    /// the load return the element's previous value.
    AtomicAccess {
        op: AtomicOp,
        value: Option<Ident>,
        dst: Ident,
        indices: Vec<Index>,
        /// The memref's type (filled by the parser).
        ty: Spanned<MemrefType>,
        /// The result type written (load and updates).
        result: Option<Spanned<Scalar>>,
        /// The memory scope and semantics modifiers as written (`.device.acquire`).
        mods: String,
    },
    /// A v0.4 instruction that tinyc parses but does not implement yet (cooperative matrices,
    /// subgroup and atomic operations, `cumsum`, `foreach_tile`, `associated`): the checker
    /// reports it (E42), the printer writes its source text back.
    Unsupported {
        name: String,
        text: String,
        /// Its regions (checked for scoping only).
        regions: Vec<Region>,
    },
    Yield {
        values: Vec<Operand>,
        /// Scalars, and in v0.4 cooperative matrices.
        types: Vec<Spanned<Type>>,
    },
    Blas(Blas),
}

/// The v0.4 instructions on cooperative matrices (`InstKind::Coop`).
#[derive(Clone, Debug, PartialEq)]
pub enum CoopInst {
    /// `cooperative_matrix_construct %x` (a value) or `constant LIT` (a literal): every entry.
    Construct { value: Operand },
    /// Arithmetic entry by entry (`add %a, %b : coopmatrix<…>`).
    Arith { op: ArithOp, operands: Vec<Ident> },
    /// `cast %a : coopmatrix<…>`, entry by entry.
    Cast { operand: Ident },
    /// `cooperative_matrix_extract %a[k] : T`: component k of this work-item.
    Extract { src: Ident, index: Spanned<i64> },
    /// `cooperative_matrix_insert %x, %a[k]`: `%a` with component k of this work-item replaced.
    Insert { value: Ident, src: Ident, index: Spanned<i64> },
    /// `cooperative_matrix_load[.t][.rows_checked|.cols_checked|.both_checked] %M[%x, %y]`.
    Load { access: CoopAccess, src: Ident, pos: [Ident; 2], mty: Spanned<MemrefType> },
    /// `cooperative_matrix_store[…] %A, %M[%x, %y]`.
    Store { access: CoopAccess, value: Ident, dst: Ident, pos: [Ident; 2], mty: Spanned<MemrefType> },
    /// `cooperative_matrix_mul_add %A, %B, %C`: A·B + C.
    MulAdd { a: Ident, b: Ident, c: Ident },
    /// `cooperative_matrix_scale %s, %A`.
    Scale { scalar: Ident, matrix: Ident },
    /// `cooperative_matrix_prefetch level, %M[%x, %y], rows, cols` (a hint).
    Prefetch { dst: Ident, pos: [Ident; 2], mty: Spanned<MemrefType>, hint: [i64; 3] },
    /// `cooperative_matrix_reduce_{add,max,min}.{row,column} %A`.
    Reduce { op: GroupArith, column: bool, src: Ident },
    /// `cooperative_matrix_atomic_{load,store,add,max,min}[…] [%A,] %M[%x, %y]`: the atomics
    /// entry by entry; the load and the updates return the previous entries.
    Atomic {
        op: AtomicOp,
        access: CoopAccess,
        value: Option<Ident>,
        dst: Ident,
        pos: [Ident; 2],
        mty: Spanned<MemrefType>,
        /// The memory scope and semantics modifiers as written.
        mods: String,
    },
}

/// The transposition and bound checks of a cooperative matrix load or store.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CoopAccess {
    pub transpose: bool,
    pub rows_checked: bool,
    pub cols_checked: bool,
}

impl CoopAccess {
    /// The modifiers as written (`.t.rows_checked`).
    pub fn suffix(self) -> String {
        let t = if self.transpose { ".t" } else { "" };
        let c = match (self.rows_checked, self.cols_checked) {
            (true, true) => ".both_checked",
            (true, false) => ".rows_checked",
            (false, true) => ".cols_checked",
            (false, false) => "",
        };
        format!("{t}{c}")
    }
}

impl CoopInst {
    pub fn name(&self) -> &'static str {
        match self {
            CoopInst::Construct { value: Operand::Literal(_) } => "constant",
            CoopInst::Construct { .. } => "cooperative_matrix_construct",
            CoopInst::Arith { op, .. } => op.name(),
            CoopInst::Cast { .. } => "cast",
            CoopInst::Extract { .. } => "cooperative_matrix_extract",
            CoopInst::Insert { .. } => "cooperative_matrix_insert",
            CoopInst::Load { .. } => "cooperative_matrix_load",
            CoopInst::Store { .. } => "cooperative_matrix_store",
            CoopInst::MulAdd { .. } => "cooperative_matrix_mul_add",
            CoopInst::Scale { .. } => "cooperative_matrix_scale",
            CoopInst::Prefetch { .. } => "cooperative_matrix_prefetch",
            CoopInst::Reduce { op: GroupArith::Add, .. } => "cooperative_matrix_reduce_add",
            CoopInst::Reduce { op: GroupArith::Max, .. } => "cooperative_matrix_reduce_max",
            CoopInst::Reduce { op: GroupArith::Min, .. } => "cooperative_matrix_reduce_min",
            CoopInst::Atomic { op: AtomicOp::Load, .. } => "cooperative_matrix_atomic_load",
            CoopInst::Atomic { op: AtomicOp::Store, .. } => "cooperative_matrix_atomic_store",
            CoopInst::Atomic { op: AtomicOp::Add, .. } => "cooperative_matrix_atomic_add",
            CoopInst::Atomic { op: AtomicOp::Max, .. } => "cooperative_matrix_atomic_max",
            CoopInst::Atomic { op: AtomicOp::Min, .. } => "cooperative_matrix_atomic_min",
        }
    }

    /// The values it reads.
    pub fn operands(&self) -> Vec<&Ident> {
        match self {
            CoopInst::Construct { value } => value.as_value().into_iter().collect(),
            CoopInst::Arith { operands, .. } => operands.iter().collect(),
            CoopInst::Cast { operand }
            | CoopInst::Extract { src: operand, .. }
            | CoopInst::Reduce { src: operand, .. } => {
                vec![operand]
            }
            CoopInst::Insert { value, src, .. } => vec![value, src],
            CoopInst::Load { src, pos, .. } => vec![src, &pos[0], &pos[1]],
            CoopInst::Store { value, dst, pos, .. } => vec![value, dst, &pos[0], &pos[1]],
            CoopInst::MulAdd { a, b, c } => vec![a, b, c],
            CoopInst::Scale { scalar, matrix } => vec![scalar, matrix],
            CoopInst::Prefetch { dst, pos, .. } => vec![dst, &pos[0], &pos[1]],
            CoopInst::Atomic { value, dst, pos, .. } => value.iter().chain([dst, &pos[0], &pos[1]]).collect(),
        }
    }
}

/// The combining operation of a subgroup reduction or scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupArith {
    Add,
    Max,
    Min,
}

/// The v0.4 subgroup instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubgroupOp {
    Broadcast,
    Reduce(GroupArith),
    InclusiveScan(GroupArith),
    ExclusiveScan(GroupArith),
}

impl SubgroupOp {
    pub const ALL: [SubgroupOp; 10] = [
        SubgroupOp::Broadcast,
        SubgroupOp::Reduce(GroupArith::Add),
        SubgroupOp::Reduce(GroupArith::Max),
        SubgroupOp::Reduce(GroupArith::Min),
        SubgroupOp::InclusiveScan(GroupArith::Add),
        SubgroupOp::InclusiveScan(GroupArith::Max),
        SubgroupOp::InclusiveScan(GroupArith::Min),
        SubgroupOp::ExclusiveScan(GroupArith::Add),
        SubgroupOp::ExclusiveScan(GroupArith::Max),
        SubgroupOp::ExclusiveScan(GroupArith::Min),
    ];

    pub fn name(self) -> &'static str {
        use GroupArith::*;
        match self {
            SubgroupOp::Broadcast => "subgroup_broadcast",
            SubgroupOp::Reduce(Add) => "subgroup_reduce_add",
            SubgroupOp::Reduce(Max) => "subgroup_reduce_max",
            SubgroupOp::Reduce(Min) => "subgroup_reduce_min",
            SubgroupOp::InclusiveScan(Add) => "subgroup_inclusive_scan_add",
            SubgroupOp::InclusiveScan(Max) => "subgroup_inclusive_scan_max",
            SubgroupOp::InclusiveScan(Min) => "subgroup_inclusive_scan_min",
            SubgroupOp::ExclusiveScan(Add) => "subgroup_exclusive_scan_add",
            SubgroupOp::ExclusiveScan(Max) => "subgroup_exclusive_scan_max",
            SubgroupOp::ExclusiveScan(Min) => "subgroup_exclusive_scan_min",
        }
    }

    /// The combining operation (none for a broadcast).
    pub fn arith(self) -> Option<GroupArith> {
        match self {
            SubgroupOp::Broadcast => None,
            SubgroupOp::Reduce(a) | SubgroupOp::InclusiveScan(a) | SubgroupOp::ExclusiveScan(a) => Some(a),
        }
    }
}

/// The v0.4 atomic instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Load,
    Store,
    Add,
    Max,
    Min,
}

impl AtomicOp {
    pub const ALL: [AtomicOp; 5] = [AtomicOp::Load, AtomicOp::Store, AtomicOp::Add, AtomicOp::Max, AtomicOp::Min];

    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Load => "atomic_load",
            AtomicOp::Store => "atomic_store",
            AtomicOp::Add => "atomic_add",
            AtomicOp::Max => "atomic_max",
            AtomicOp::Min => "atomic_min",
        }
    }
}

/// A loop-carried value of a v0.4 `for`: `%name = %init` and its type.
#[derive(Clone, Debug, PartialEq)]
pub struct Carried {
    pub name: Ident,
    pub init: Operand,
    /// A scalar or cooperative-matrix type.
    pub ty: Spanned<Type>,
    /// The result of the `for` that receives the final value (the instruction's results, in
    /// order, are those of its carried values).
    pub result: Option<Ident>,
}

/// One more mode of a multi-dimensional v0.4 `foreach`.
#[derive(Clone, Debug, PartialEq)]
pub struct ForeachMode {
    pub var: Ident,
    pub lb: Operand,
    pub ub: Operand,
}

/// `OP[mods] α, inputs…, β, out : α-type, input-types…, β-type, out-type`.
#[derive(Clone, Debug, PartialEq)]
pub struct Blas {
    pub op: BlasOp,
    pub atomic: bool,
    pub alpha: Operand,
    pub inputs: Vec<Ident>,
    pub beta: Operand,
    pub out: Ident,
    pub alpha_ty: Spanned<Scalar>,
    pub input_tys: Vec<Spanned<MemrefType>>,
    pub beta_ty: Spanned<Scalar>,
    pub out_ty: Spanned<MemrefType>,
}

impl InstKind {
    /// The keyword that starts the instruction.
    pub fn keyword(&self) -> &'static str {
        match self {
            InstKind::Alloca { .. } => "alloca",
            InstKind::Arith { .. } => "arith",
            InstKind::Cast { .. } => "cast",
            InstKind::Cmp { .. } => "cmp",
            InstKind::Expand { .. } => "expand",
            InstKind::Fuse { .. } => "fuse",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Size { .. } => "size",
            InstKind::Subview { .. } => "subview",
            InstKind::GroupId => "group_id",
            InstKind::GroupSize => "group_size",
            InstKind::If { .. } => "if",
            InstKind::For { .. } => "for",
            InstKind::Foreach { .. } => "foreach",
            InstKind::Yield { .. } => "yield",
            InstKind::Blas(b) => b.op.keyword(),
            InstKind::Constant { .. } => "constant",
            InstKind::Builtin { .. } => "builtin",
            InstKind::Math { op, .. } => op.name(),
            InstKind::Barrier { .. } => "barrier",
            InstKind::Parallel { .. } => "parallel",
            InstKind::LifetimeStop { .. } => "lifetime_stop",
            InstKind::GroupLen { .. } => "size",
            InstKind::Associated { .. } => "associated",
            InstKind::AtomicAccess { op, .. } => op.name(),
            InstKind::Subgroup { op, .. } => op.name(),
            InstKind::Coop { inst, .. } => inst.name(),
            InstKind::CoopApply { .. } => "cooperative_matrix_apply",
            InstKind::ForeachTile { .. } => "foreach_tile",
            InstKind::Unsupported { .. } => "unsupported",
        }
    }

    /// v0.4's SPMD instructions (tensor-ir.rst, "SPMD instructions": the cooperative-matrix
    /// instructions and the subgroup broadcast, reductions and scans), which only an SPMD region
    /// (the body of a `parallel` or `foreach`) may hold. A `constant` of a cooperative-matrix
    /// type and arithmetic on such matrices are not among them.
    pub fn is_spmd(&self) -> bool {
        match self {
            InstKind::Subgroup { .. } | InstKind::CoopApply { .. } => true,
            InstKind::Coop { inst, .. } => match inst {
                CoopInst::Construct { value } => matches!(value, Operand::Value(_)),
                CoopInst::Arith { .. } | CoopInst::Cast { .. } => false,
                _ => true,
            },
            _ => false,
        }
    }

    /// Collective instructions (§6): executed by the work-group as a whole.
    pub fn is_collective(&self) -> bool {
        matches!(
            self,
            InstKind::Alloca { .. }
                | InstKind::Foreach { .. }
                | InstKind::ForeachTile { .. }
                | InstKind::Blas(_)
                | InstKind::Parallel { .. }
                | InstKind::LifetimeStop { .. }
        )
    }

    /// The regions this instruction owns, in order.
    pub fn regions(&self) -> Vec<&Region> {
        match self {
            InstKind::If { then, otherwise, .. } => std::iter::once(then).chain(otherwise).collect(),
            InstKind::For { body, .. }
            | InstKind::Foreach { body, .. }
            | InstKind::Parallel { body }
            | InstKind::CoopApply { body, .. }
            | InstKind::ForeachTile { body, .. } => vec![body],
            InstKind::Unsupported { regions, .. } => regions.iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The regions this instruction owns, in order, to change.
    pub fn regions_mut(&mut self) -> Vec<&mut Region> {
        match self {
            InstKind::If { then, otherwise, .. } => std::iter::once(then).chain(otherwise).collect(),
            InstKind::For { body, .. }
            | InstKind::Foreach { body, .. }
            | InstKind::Parallel { body }
            | InstKind::CoopApply { body, .. }
            | InstKind::ForeachTile { body, .. } => vec![body],
            InstKind::Unsupported { regions, .. } => regions.iter_mut().collect(),
            _ => Vec::new(),
        }
    }
}

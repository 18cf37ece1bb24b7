//! # Types of the tensor language
//!
//! Scalars, memrefs (a pointer plus shape and strides, column-major by default) and groups (an
//! array of memref pointers). Strides are stored **canonicalised**: when a memref was written
//! without `strided<…>`, its packed column-major strides are computed at parse time
//! ([`MemrefType::canonical_strides`]) and [`MemrefType::explicit_strides`] records how it was
//! written, so that the printer can reproduce the source and the checker can compare types by
//! meaning ([`Type::same_as`]).

use std::fmt;

/// A scalar type: v0.3.1's (`i1` … `f64`) and the four of `types.md` (`f16`, `bf16`, `c32`,
/// `c64`), which tinytc v0.4.0 added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    I1,
    I8,
    I16,
    I32,
    I64,
    Index,
    F32,
    F64,
    /// IEEE 754 binary16.
    F16,
    /// bfloat16: the upper 16 bits of a binary32.
    BF16,
    /// Complex of two `f32` (real, imaginary).
    C32,
    /// Complex of two `f64`.
    C64,
}

impl Scalar {
    /// All scalars: v0.3.1's in the order of its promotion chain (i1 first), then the new ones.
    pub const ALL: [Scalar; 12] = [
        Scalar::I1,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::Index,
        Scalar::F32,
        Scalar::F64,
        Scalar::F16,
        Scalar::BF16,
        Scalar::C32,
        Scalar::C64,
    ];

    /// The keyword as written in source.
    pub fn keyword(self) -> &'static str {
        match self {
            Scalar::I1 => "i1",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::Index => "index",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::F16 => "f16",
            Scalar::BF16 => "bf16",
            Scalar::C32 => "c32",
            Scalar::C64 => "c64",
        }
    }

    pub fn from_keyword(s: &str) -> Option<Scalar> {
        Scalar::ALL.into_iter().find(|t| t.keyword() == s)
    }

    /// Real floating point types (`f16`, `bf16`, `f32`, `f64`).
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
    }

    /// `c32` and `c64`.
    pub fn is_complex(self) -> bool {
        matches!(self, Scalar::C32 | Scalar::C64)
    }

    /// Real or complex floating point: the types that take float literals.
    pub fn is_floating(self) -> bool {
        self.is_float() || self.is_complex()
    }

    /// Integer types, `i1` and `index` included.
    pub fn is_int(self) -> bool {
        !self.is_floating()
    }

    /// Whether the type is one of `types.md`'s (not in v0.3.1): pairs involving one follow
    /// tinytc v0.4.0's promotion relation ([`Scalar::promotable_to`]).
    pub fn is_v04(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::C32 | Scalar::C64)
    }

    /// The type of a complex number's parts (`f32` for `c32`, `f64` for `c64`); a real type
    /// is its own component type.
    pub fn component(self) -> Scalar {
        match self {
            Scalar::C32 => Scalar::F32,
            Scalar::C64 => Scalar::F64,
            s => s,
        }
    }

    /// An integer literal in a position of this float or complex type: `v` rounded once, to
    /// nearest with ties to even, to the component type's significand (11 bits for `f16`, 8
    /// for `bf16`, 24 for `f32`, 53 otherwise), as C converts an integer (§7.0: "converted,
    /// with rounding"; only float literals go through `f64` first). The result is exact as an
    /// `f64`, so rounding it to the type again changes nothing (beyond the type's range it
    /// becomes ±∞ there). Through `f64` first, 2⁶⁰ + 2³⁶ + 1 would become 2⁶⁰ in `f32`, not
    /// 2⁶⁰ + 2³⁷.
    pub fn float_of_int(self, v: i64) -> f64 {
        let bits = match self.component() {
            Scalar::F16 => 11,
            Scalar::BF16 => 8,
            Scalar::F32 => 24,
            _ => 53,
        };
        let magnitude = v.unsigned_abs();
        let width = 64 - magnitude.leading_zeros();
        let rounded = if width <= bits {
            u128::from(magnitude)
        } else {
            let shift = width - bits;
            let (q, rest, half) = (magnitude >> shift, magnitude & ((1 << shift) - 1), 1u64 << (shift - 1));
            let q = if rest > half || (rest == half && q & 1 == 1) { q + 1 } else { q };
            u128::from(q) << shift
        };
        // At most `bits` + 1 significant bits (q may carry to 2^bits): exact in an f64.
        let r = rounded as f64;
        if v < 0 { -r } else { r }
    }

    /// Size in bits (`i1` counts as 1, `index` as 64, a complex type both parts).
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 | Scalar::F16 | Scalar::BF16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::Index | Scalar::F64 | Scalar::C32 => 64,
            Scalar::C64 => 128,
        }
    }

    /// Size in bytes of one memref element (`i1` takes a byte).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    /// Alignment in bytes of one element: its size (a `c64` is aligned to 16, as `double2`).
    pub fn align(self) -> u32 {
        self.bytes()
    }

    /// Rank on the promotion chain i8 < i16 < i32 < i64 ≅ index < f32 < f64 (§7.9); the new
    /// types are placed where [`Scalar::join`] gives tinytc v0.4.0's `promote` for the pairs
    /// [`Scalar::promotable_to`] allows.
    fn rank(self) -> u8 {
        match self {
            Scalar::I1 => 0,
            Scalar::I8 => 1,
            Scalar::I16 => 2,
            Scalar::I32 => 3,
            Scalar::I64 | Scalar::Index => 4,
            Scalar::F16 | Scalar::BF16 => 5,
            Scalar::F32 => 6,
            Scalar::F64 => 7,
            Scalar::C32 => 8,
            Scalar::C64 => 9,
        }
    }

    /// The join of two types on the promotion chain; `i64` and `index` join to `i64`. For a
    /// pair involving a new type that [`Scalar::promotable_to`] orders, this is the larger one
    /// (tinytc v0.4.0's `promote`); `f16` and `bf16` (which do not promote) join to `f32`.
    pub fn join(self, other: Scalar) -> Scalar {
        if self == other {
            return self;
        }
        if self.promotable_to(other) && !other.promotable_to(self) {
            return other;
        }
        if other.promotable_to(self) && !self.promotable_to(other) {
            return self;
        }
        match self.rank().cmp(&other.rank()) {
            std::cmp::Ordering::Greater => self,
            std::cmp::Ordering::Less => other,
            // i64 and index share a rank, and so do f16 and bf16.
            std::cmp::Ordering::Equal if self.is_float() => Scalar::F32,
            std::cmp::Ordering::Equal => Scalar::I64,
        }
    }

    /// tinytc v0.4.0's "α ⪯ β": every value of `self` is exactly representable in `other`
    /// (`types.md`), but for i32 ⪯ c32, which `types.md` takes from the manual's table (i32 does
    /// not promote to f32, c32's component type; tinytc v0.4.0's compiler refuses i32 → c32).
    /// `index` counts as `i64`, `i1` as nothing but itself.
    pub fn promotable_to(self, other: Scalar) -> bool {
        use Scalar::*;
        let canon = |s: Scalar| if s == Index { I64 } else { s };
        let (a, b) = (canon(self), canon(other));
        if a == b {
            return true;
        }
        match a {
            I1 => false,
            I8 => b != I1,
            I16 => matches!(b, I32 | I64 | F32 | F64 | C32 | C64),
            I32 => matches!(b, I64 | F64 | C32 | C64),
            I64 => false,
            BF16 | F16 => matches!(b, F32 | F64 | C32 | C64),
            F32 => matches!(b, F64 | C32 | C64),
            F64 | C32 => b == C64,
            C64 | Index => false,
        }
    }

    /// Whether two types may meet in a mixed-precision operation (`types.md`): any pair of
    /// v0.3.1's types (its rules stay as they are), and a pair involving a new type only when
    /// one of them promotes to the other.
    pub fn compatible(self, other: Scalar) -> bool {
        !(self.is_v04() || other.is_v04()) || self.promotable_to(other) || other.promotable_to(self)
    }

    /// Range of integer values representable in this type; `None` for floats.
    pub fn int_range(self) -> Option<(i64, i64)> {
        match self {
            Scalar::I1 => Some((0, 1)),
            Scalar::I8 => Some((i8::MIN as i64, i8::MAX as i64)),
            Scalar::I16 => Some((i16::MIN as i64, i16::MAX as i64)),
            Scalar::I32 => Some((i32::MIN as i64, i32::MAX as i64)),
            Scalar::I64 | Scalar::Index => Some((i64::MIN, i64::MAX)),
            Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16 | Scalar::C32 | Scalar::C64 => None,
        }
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// One size or stride: a constant or `?` (known at run time only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    Static(i64),
    Dynamic,
}

impl Dim {
    pub fn as_static(self) -> Option<i64> {
        match self {
            Dim::Static(v) => Some(v),
            Dim::Dynamic => None,
        }
    }

    pub fn is_dynamic(self) -> bool {
        matches!(self, Dim::Dynamic)
    }

    /// Product of two dims; `None` when the constant product overflows.
    pub fn checked_mul(self, other: Dim) -> Option<Dim> {
        match (self, other) {
            (Dim::Static(a), Dim::Static(b)) => a.checked_mul(b).map(Dim::Static),
            _ => Some(Dim::Dynamic),
        }
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Static(v) => write!(f, "{v}"),
            Dim::Dynamic => f.write_str("?"),
        }
    }
}

/// `memref<T x s1 x … x sn [, strided<S1,…,Sn>]>`.
///
/// `stride` always holds the effective strides (canonical ones when none were written).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemrefType {
    pub elem: Scalar,
    pub shape: Vec<Dim>,
    pub stride: Vec<Dim>,
    /// Whether `strided<…>` was written in the source (printing only; not part of the meaning).
    pub explicit_strides: bool,
    /// tinytc v0.4's `local` address space (work-group memory, what `alloca` returns). v0.3.1
    /// does not write address spaces: its memrefs say `false` and the checker tracks `alloca`
    /// memory itself ([`crate::check::ValueInfo::local`]).
    pub local: bool,
}

impl MemrefType {
    /// A memref with canonical (packed column-major) strides; `None` if a stride overflows i64.
    pub fn packed(elem: Scalar, shape: Vec<Dim>) -> Option<MemrefType> {
        let stride = Self::canonical_strides(&shape)?;
        Some(MemrefType { elem, shape, stride, explicit_strides: false, local: false })
    }

    /// A memref with the given strides, printed with `strided<…>` unless they are canonical.
    pub fn with_strides(elem: Scalar, shape: Vec<Dim>, stride: Vec<Dim>) -> MemrefType {
        let explicit_strides = Self::canonical_strides(&shape).as_ref() != Some(&stride);
        MemrefType { elem, shape, stride, explicit_strides, local: false }
    }

    /// S1 = 1, Sk = s1·…·s(k−1) if those are all constant, else `?` (language §3.2).
    /// `None` when a product overflows i64.
    pub fn canonical_strides(shape: &[Dim]) -> Option<Vec<Dim>> {
        let mut out = Vec::with_capacity(shape.len());
        let mut acc = Dim::Static(1);
        for s in shape {
            out.push(acc);
            acc = acc.checked_mul(*s)?;
        }
        Some(out)
    }

    pub fn order(&self) -> usize {
        self.shape.len()
    }

    /// Whether the offset of its last element, Σ (size − 1)·stride over the modes, overflows
    /// i64 where the sizes and strides are static (an empty memref has no last element).
    pub fn largest_offset_overflows(&self) -> bool {
        if self.shape.iter().any(|s| matches!(s, Dim::Static(0))) {
            return false;
        }
        let mut sum = 0i64;
        for (size, stride) in self.shape.iter().zip(&self.stride) {
            if let (Dim::Static(n), Dim::Static(st)) = (size, stride) {
                match n.checked_sub(1).and_then(|m| m.checked_mul(*st)).and_then(|o| sum.checked_add(o)) {
                    Some(s) => sum = s,
                    None => return true,
                }
            }
        }
        false
    }

    /// Whether every size and stride is a constant.
    pub fn is_static(&self) -> bool {
        self.shape.iter().chain(&self.stride).all(|d| !d.is_dynamic())
    }

    /// Type equality of §3.4: same element type, shape and effective strides.
    pub fn same_as(&self, other: &MemrefType) -> bool {
        self.elem == other.elem && self.shape == other.shape && self.stride == other.stride && self.local == other.local
    }

    /// Number of elements the memref spans (largest linear offset + 1; 1 for order 0, 0 when a
    /// size is 0), if every size and stride is constant and the product fits in i64.
    pub fn static_span(&self) -> Option<i64> {
        if self.shape.contains(&Dim::Static(0)) {
            return Some(0);
        }
        let mut max = 0i64;
        for (s, st) in self.shape.iter().zip(&self.stride) {
            let (Dim::Static(s), Dim::Static(st)) = (s, st) else { return None };
            max = max.checked_add((s - 1).checked_mul(st.abs())?)?;
        }
        max.checked_add(1)
    }
}

impl fmt::Display for MemrefType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "memref<{}", self.elem)?;
        for s in &self.shape {
            write!(f, "x{s}")?;
        }
        if self.explicit_strides {
            f.write_str(",strided<")?;
            for (i, s) in self.stride.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{s}")?;
            }
            f.write_str(">")?;
        }
        if self.local {
            f.write_str(",local")?;
        }
        f.write_str(">")
    }
}

/// `group<memref<…> [, offset: o]>` (v0.3.1) or `group<memref<…>xN [, offset: o]>` (v0.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GroupType {
    pub memref: MemrefType,
    pub offset: Dim,
    /// Whether `offset:` was written (printing only).
    pub explicit_offset: bool,
    /// tinytc v0.4's group size (`xN` or `x?`); v0.3.1 groups have none (one member per
    /// work-group).
    pub size: Option<Dim>,
}

impl fmt::Display for GroupType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "group<{}", self.memref)?;
        if let Some(size) = self.size {
            write!(f, "x{size}")?;
        }
        if self.explicit_offset {
            write!(f, ", offset: {}", self.offset)?;
        }
        f.write_str(">")
    }
}

/// The use of a tinytc v0.4 cooperative matrix: its position in a product.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixUse {
    A,
    B,
    Acc,
}

impl MatrixUse {
    pub fn name(self) -> &'static str {
        match self {
            MatrixUse::A => "matrix_a",
            MatrixUse::B => "matrix_b",
            MatrixUse::Acc => "matrix_acc",
        }
    }
}

/// `coopmatrix<T x rows x cols, use>` (tinytc v0.4): a matrix distributed over a subgroup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoopType {
    pub elem: Scalar,
    pub rows: i64,
    pub cols: i64,
    pub usage: MatrixUse,
}

impl fmt::Display for CoopType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let elem = if self.elem == Scalar::I1 { "bool".to_string() } else { self.elem.to_string() };
        write!(f, "coopmatrix<{elem}x{}x{},{}>", self.rows, self.cols, self.usage.name())
    }
}

/// Any type a value or parameter can have.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Scalar(Scalar),
    Memref(MemrefType),
    Group(GroupType),
    /// A tinytc v0.4 cooperative matrix (never a parameter).
    Coop(CoopType),
}

impl Type {
    /// Type equality of §3.4: memrefs compare by effective strides, groups ignore the offset.
    pub fn same_as(&self, other: &Type) -> bool {
        match (self, other) {
            (Type::Scalar(a), Type::Scalar(b)) => a == b,
            (Type::Memref(a), Type::Memref(b)) => a.same_as(b),
            (Type::Group(a), Type::Group(b)) => a.memref.same_as(&b.memref),
            (Type::Coop(a), Type::Coop(b)) => a == b,
            _ => false,
        }
    }

    pub fn as_scalar(&self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) => Some(*s),
            _ => None,
        }
    }

    pub fn as_memref(&self) -> Option<&MemrefType> {
        match self {
            Type::Memref(m) => Some(m),
            _ => None,
        }
    }

    /// The scalar, or the element type of a memref or group.
    pub fn elem(&self) -> Scalar {
        match self {
            Type::Scalar(s) => *s,
            Type::Memref(m) => m.elem,
            Type::Group(g) => g.memref.elem,
            Type::Coop(c) => c.elem,
        }
    }

    /// Whether `i1` occurs in this type (as the scalar or the element type).
    pub fn mentions_i1(&self) -> bool {
        match self {
            Type::Scalar(s) => *s == Scalar::I1,
            Type::Memref(m) => m.elem == Scalar::I1,
            Type::Group(g) => g.memref.elem == Scalar::I1,
            Type::Coop(c) => c.elem == Scalar::I1,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(s) => s.fmt(f),
            Type::Memref(m) => m.fmt(f),
            Type::Group(g) => g.fmt(f),
            Type::Coop(c) => c.fmt(f),
        }
    }
}

/// ⌈a / b⌉ for a ≥ 0 and b > 0, without the overflow of `(a + b - 1) / b` near `i64::MAX`.
pub fn ceil_div(a: i64, b: i64) -> i64 {
    a / b + i64::from(a % b != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Dim::{Dynamic as D, Static as S};

    #[test]
    fn integers_round_once_to_the_float_types() {
        let p60 = 1i64 << 60;
        // Through f64, 2^60 + 2^36 + 1 is 2^60 + 2^36, a tie that f32 breaks to 2^60.
        assert_eq!(Scalar::F32.float_of_int(p60 + (1 << 36) + 1), (p60 + (1 << 37)) as f64);
        assert_eq!(Scalar::C32.float_of_int(-(p60 + (1 << 36) + 1)), -((p60 + (1 << 37)) as f64));
        assert_eq!(Scalar::F32.float_of_int(p60 + (1 << 36)), p60 as f64); // a tie: to even
        assert_eq!(Scalar::BF16.float_of_int(p60 + (1 << 52) + 1), (p60 + (1 << 53)) as f64);
        assert_eq!(Scalar::F16.float_of_int(65519), 65504.0);
        assert_eq!(Scalar::F16.float_of_int(65520), 65536.0); // ∞ once rounded to f16
        assert_eq!(Scalar::F16.float_of_int(2049), 2048.0);
        assert_eq!(Scalar::F16.float_of_int(2051), 2052.0);
        assert_eq!(Scalar::F64.float_of_int(i64::MIN), -9223372036854775808.0);
        assert_eq!(Scalar::F64.float_of_int(i64::MAX), 9223372036854775808.0);
        assert_eq!(Scalar::F32.float_of_int(0), 0.0);
        for v in [1i64, -7, 123_456_789, 1 << 53, (1 << 53) + 1, i64::MAX, i64::MIN + 1] {
            assert_eq!(Scalar::F32.float_of_int(v), f64::from(v as f32), "{v}");
            assert_eq!(Scalar::F64.float_of_int(v), v as f64, "{v}");
        }
    }

    #[test]
    fn ceil_div_near_the_top_of_i64() {
        assert_eq!((ceil_div(0, 4), ceil_div(1, 4), ceil_div(8, 4), ceil_div(9, 4)), (0, 1, 2, 3));
        assert_eq!(ceil_div(i64::MAX, 64), i64::MAX / 64 + 1);
        assert_eq!(ceil_div(i64::MAX, 1), i64::MAX);
    }

    #[test]
    fn canonical_strides_follow_the_spec_table() {
        let c = |shape: &[Dim]| MemrefType::canonical_strides(shape).unwrap_or_default();
        assert_eq!(c(&[S(5), S(6), S(7)]), vec![S(1), S(5), S(30)]);
        assert_eq!(c(&[S(5), D, S(7)]), vec![S(1), S(5), D]);
        assert_eq!(c(&[D, S(6), S(7)]), vec![S(1), D, D]);
        assert_eq!(c(&[S(8), D]), vec![S(1), S(8)]);
        assert_eq!(c(&[]), Vec::<Dim>::new());
        assert!(MemrefType::canonical_strides(&[S(i64::MAX), S(3), S(1)]).is_none());
    }

    #[test]
    fn equality_uses_effective_strides_and_ignores_group_offset() {
        let a = MemrefType::packed(Scalar::F32, vec![S(5), S(6)]).unwrap_or_else(|| unreachable!());
        let b = MemrefType { explicit_strides: true, ..a.clone() };
        assert!(Type::Memref(a.clone()).same_as(&Type::Memref(b)));
        let dynamic = MemrefType::packed(Scalar::F32, vec![D]).unwrap_or_else(|| unreachable!());
        let strided =
            MemrefType { elem: Scalar::F32, shape: vec![D], stride: vec![D], explicit_strides: true, local: false };
        assert!(!dynamic.same_as(&strided));
        let g1 = GroupType { memref: a.clone(), offset: S(21), explicit_offset: true, size: None };
        let g2 = GroupType { memref: a, offset: S(0), explicit_offset: false, size: None };
        assert!(Type::Group(g1).same_as(&Type::Group(g2)));
    }

    #[test]
    fn join_follows_the_promotion_chain() {
        assert_eq!(Scalar::I8.join(Scalar::I32), Scalar::I32);
        assert_eq!(Scalar::Index.join(Scalar::I64), Scalar::I64);
        assert_eq!(Scalar::I64.join(Scalar::F32), Scalar::F32);
        assert_eq!(Scalar::F32.join(Scalar::F64), Scalar::F64);
        assert_eq!(Scalar::Index.join(Scalar::I16), Scalar::Index);
    }

    /// The relation matrix of `types.md` (tinytc v0.4.0's manual), row by row.
    #[test]
    fn promotion_is_the_relation_matrix() {
        use Scalar::*;
        let cols = [I8, I16, I32, I64, BF16, F16, F32, F64, C32, C64];
        let rows: [(Scalar, &str); 10] = [
            (I8, "1111111111"),
            (I16, "0111001111"),
            (I32, "0011000111"),
            (I64, "0001000000"),
            (BF16, "0000101111"),
            (F16, "0000011111"),
            (F32, "0000001111"),
            (F64, "0000000101"),
            (C32, "0000000011"),
            (C64, "0000000001"),
        ];
        for (a, row) in rows {
            for (b, bit) in cols.iter().zip(row.chars()) {
                assert_eq!(a.promotable_to(*b), bit == '1', "{a} ⪯ {b}");
            }
        }
        assert!(Index.promotable_to(I64) && I64.promotable_to(Index) && I8.promotable_to(Index));
        assert!(!F16.compatible(BF16) && !F64.compatible(C32) && !I64.compatible(F16));
        assert!(I64.compatible(F32), "v0.3.1 pairs keep their rules");
        assert_eq!(F16.join(F32), F32);
        assert_eq!(C32.join(F32), C32);
        assert_eq!(F64.join(C64), C64);
        assert_eq!(I32.join(C32), C32);
        assert_eq!(BF16.join(BF16), BF16);
    }
}

//! # Types of the tensor language
//!
//! Scalars, memrefs (a pointer plus shape and strides, column-major by default) and groups (an
//! array of memref pointers). Strides are stored **canonicalised**: when a memref was written
//! without `strided<…>`, its packed column-major strides are computed at parse time
//! ([`MemrefType::canonical_strides`]) and [`MemrefType::explicit_strides`] records how it was
//! written, so that the printer can reproduce the source and the checker can compare types by
//! meaning ([`Type::same_as`]).

use std::fmt;

/// A scalar type.
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
}

impl Scalar {
    /// All scalars, in the order of the promotion chain (i1 first).
    pub const ALL: [Scalar; 8] =
        [Scalar::I1, Scalar::I8, Scalar::I16, Scalar::I32, Scalar::I64, Scalar::Index, Scalar::F32, Scalar::F64];

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
        }
    }

    pub fn from_keyword(s: &str) -> Option<Scalar> {
        Scalar::ALL.into_iter().find(|t| t.keyword() == s)
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }

    /// Integer types, `i1` and `index` included.
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    /// Size in bits (`i1` counts as 1, `index` as 64).
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::Index | Scalar::F64 => 64,
        }
    }

    /// Size in bytes of one memref element (`i1` takes a byte).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    /// Rank on the promotion chain i8 < i16 < i32 < i64 ≅ index < f32 < f64 (§7.9).
    fn rank(self) -> u8 {
        match self {
            Scalar::I1 => 0,
            Scalar::I8 => 1,
            Scalar::I16 => 2,
            Scalar::I32 => 3,
            Scalar::I64 | Scalar::Index => 4,
            Scalar::F32 => 5,
            Scalar::F64 => 6,
        }
    }

    /// The join of two types on the promotion chain; `i64` and `index` join to `i64`.
    pub fn join(self, other: Scalar) -> Scalar {
        if self == other {
            return self;
        }
        match self.rank().cmp(&other.rank()) {
            std::cmp::Ordering::Greater => self,
            std::cmp::Ordering::Less => other,
            // Only i64 and index share a rank.
            std::cmp::Ordering::Equal => Scalar::I64,
        }
    }

    /// Range of integer values representable in this type; `None` for floats.
    pub fn int_range(self) -> Option<(i64, i64)> {
        match self {
            Scalar::I1 => Some((0, 1)),
            Scalar::I8 => Some((i8::MIN as i64, i8::MAX as i64)),
            Scalar::I16 => Some((i16::MIN as i64, i16::MAX as i64)),
            Scalar::I32 => Some((i32::MIN as i64, i32::MAX as i64)),
            Scalar::I64 | Scalar::Index => Some((i64::MIN, i64::MAX)),
            Scalar::F32 | Scalar::F64 => None,
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
}

impl MemrefType {
    /// A memref with canonical (packed column-major) strides; `None` if a stride overflows i64.
    pub fn packed(elem: Scalar, shape: Vec<Dim>) -> Option<MemrefType> {
        let stride = Self::canonical_strides(&shape)?;
        Some(MemrefType { elem, shape, stride, explicit_strides: false })
    }

    /// A memref with the given strides, printed with `strided<…>` unless they are canonical.
    pub fn with_strides(elem: Scalar, shape: Vec<Dim>, stride: Vec<Dim>) -> MemrefType {
        let explicit_strides = Self::canonical_strides(&shape).as_ref() != Some(&stride);
        MemrefType { elem, shape, stride, explicit_strides }
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

    /// Whether every size and stride is a constant.
    pub fn is_static(&self) -> bool {
        self.shape.iter().chain(&self.stride).all(|d| !d.is_dynamic())
    }

    /// Type equality of §3.4: same element type, shape and effective strides.
    pub fn same_as(&self, other: &MemrefType) -> bool {
        self.elem == other.elem && self.shape == other.shape && self.stride == other.stride
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
        f.write_str(">")
    }
}

/// `group<memref<…> [, offset: o]>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GroupType {
    pub memref: MemrefType,
    pub offset: Dim,
    /// Whether `offset:` was written (printing only).
    pub explicit_offset: bool,
}

impl fmt::Display for GroupType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "group<{}", self.memref)?;
        if self.explicit_offset {
            write!(f, ", offset: {}", self.offset)?;
        }
        f.write_str(">")
    }
}

/// Any type a value or parameter can have.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Scalar(Scalar),
    Memref(MemrefType),
    Group(GroupType),
}

impl Type {
    /// Type equality of §3.4: memrefs compare by effective strides, groups ignore the offset.
    pub fn same_as(&self, other: &Type) -> bool {
        match (self, other) {
            (Type::Scalar(a), Type::Scalar(b)) => a == b,
            (Type::Memref(a), Type::Memref(b)) => a.same_as(b),
            (Type::Group(a), Type::Group(b)) => a.memref.same_as(&b.memref),
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

    /// Whether `i1` occurs in this type (as the scalar or the element type).
    pub fn mentions_i1(&self) -> bool {
        match self {
            Type::Scalar(s) => *s == Scalar::I1,
            Type::Memref(m) => m.elem == Scalar::I1,
            Type::Group(g) => g.memref.elem == Scalar::I1,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(s) => s.fmt(f),
            Type::Memref(m) => m.fmt(f),
            Type::Group(g) => g.fmt(f),
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
        let strided = MemrefType { elem: Scalar::F32, shape: vec![D], stride: vec![D], explicit_strides: true };
        assert!(!dynamic.same_as(&strided));
        let g1 = GroupType { memref: a.clone(), offset: S(21), explicit_offset: true };
        let g2 = GroupType { memref: a, offset: S(0), explicit_offset: false };
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
}

//! # What the kernel IR's operations mean, in one table
//!
//! `language.md` §7.2 fixes the meaning of every scalar operation; the OpenCL C writer and the
//! MLIR builders both read these functions instead of encoding the rules themselves, so the two
//! targets cannot disagree. (The test interpreter, `tests/src/interp.rs`, keeps its own
//! independent copy on purpose: it is the oracle the backends are checked against.)
//!
//! | rule | here |
//! |---|---|
//! | integer `add`/`sub`/`mul`/`neg`/`shl` wrap at the value's width; i8/i16 are computed in i32 and wrapped back | [`compute_type`], [`wraps_back`] |
//! | shift counts are masked with w − 1, w = 32 below 64 bits (PTX clamps, so the mask is explicit there; OpenCL C masks by the promoted width itself) | [`shift_count_mask`] |
//! | `>>` is arithmetic (sign-filling), `/` and `rem` signed | [`signed`] |
//! | integers compare signed, `i1` unsigned (false < true); floats per IEEE, every comparison with NaN false except `ne` | [`compares_unsigned`], [`nan_compares_true`] |
//! | float `rem` is C's `fmod` | [`FLOAT_REM`] |
//! | `f16`/`bf16` (held as `f32`) round every result to the type, to nearest even; constants are rounded when made | [`round_to`] |
//! | complex `mul` is (ac − bd, ad + bc); `div` scales by the larger component of the divisor (Smith) | the writers' helpers |
//! | complex `abs` is C's `hypot(re, im)`; `exp(a + bi)` scales by e^(a/2) twice where eᵃ would overflow | `Lowerer::modulus`, `Lowerer::math` (kernel IR, once for every target) |

use crate::ir::{BinOp, CmpOp, Expr, GroupArith, Prim};

/// The type integer arithmetic on `p` is computed in: `i32` for `i8`/`i16` (C's promotion,
/// and an explicit extension in MLIR), else `p` itself.
pub fn compute_type(p: Prim) -> Prim {
    match p {
        Prim::I8 | Prim::I16 => Prim::I32,
        _ => p,
    }
}

/// Whether a wrapping operation on `p` must be truncated back to `p` after being computed in
/// [`compute_type`] (the result may feed a wider conversion rather than a store).
pub fn wraps_back(p: Prim) -> bool {
    compute_type(p) != p
}

/// The mask applied to a shift count of an operation on `p`: 31, or 63 for 64-bit values.
pub fn shift_count_mask(p: Prim) -> i64 {
    i64::from(compute_type(p).bits()) - 1
}

/// Integer `>>`, `/` and `rem` are signed (every integer of the language is signed).
pub fn signed(p: Prim) -> bool {
    p.is_int()
}

/// Whether `<`, `<=`, `>`, `>=` on `p` compare unsigned: only `i1`, where false < true.
pub fn compares_unsigned(p: Prim) -> bool {
    p == Prim::Bool
}

/// Whether a float comparison is true when an operand is NaN: only `ne`.
pub fn nan_compares_true(op: CmpOp) -> bool {
    op == CmpOp::Ne
}

/// A real constant rounded to the float type `p` (round to nearest even; overflow gives ±inf,
/// NaN stays NaN); other types, and complex ones (whose components are `f32`/`f64`), round to
/// their component type.
pub fn round_to(p: Prim, v: f64) -> f64 {
    match p {
        Prim::F32 | Prim::C32 => f64::from(v as f32),
        Prim::F16 => f64::from(f16_of(v)),
        Prim::BF16 => f64::from(bf16_of(v)),
        _ => v,
    }
}

/// `v` rounded to `f32` to odd: toward zero, the last bit set when inexact (NaN unchanged).
/// Rounding that to a format of at most 22 significant bits is then the correctly rounded
/// conversion of `v` (the plain nearest `f32` may land on a tie of the narrower format).
pub fn f32_odd(v: f64) -> f32 {
    let f = v as f32;
    if f.is_nan() || f64::from(f) == v {
        return f;
    }
    // The nearest f32 lies beyond v (in magnitude): the one below it is the truncation.
    let truncated = if f64::from(f).abs() > v.abs() { f32::from_bits(f.to_bits() - 1) } else { f };
    f32::from_bits(truncated.to_bits() | 1)
}

/// `v` rounded once to the nearest `f16` (ties to even). `half::f16::from_f64` rounds twice
/// (through `f32`): 1 + 2⁻¹¹ + 2⁻⁴⁰ became 1, not 1 + 2⁻¹⁰.
pub fn f16_of(v: f64) -> half::f16 {
    half::f16::from_f32(f32_odd(v))
}

/// `v` rounded once to the nearest `bf16` (ties to even); `half::bf16::from_f64` gets
/// 2²⁵ + 2¹⁷ + k (0 < k < 2¹⁶) wrong.
pub fn bf16_of(v: f64) -> half::bf16 {
    half::bf16::from_f32(f32_odd(v))
}

/// The C function float `rem` is: `fmod` (the result has the sign of the dividend).
pub const FLOAT_REM: &str = "fmod";

/// The binary operation of a subgroup or cooperative-matrix reduction or scan: integer sums
/// wrap as `add` does.
pub fn group_binop(a: GroupArith) -> BinOp {
    match a {
        GroupArith::Add => BinOp::WAdd,
        GroupArith::Max => BinOp::Max,
        GroupArith::Min => BinOp::Min,
    }
}

/// The identity of a subgroup scan's operation on `p`: 0, the smallest or the largest value (an
/// exclusive scan's value in the subgroup's first lane).
pub fn scan_identity(a: GroupArith, p: Prim) -> Expr {
    let (min, max) = p.int_range();
    match a {
        GroupArith::Add => Expr::zero(p),
        GroupArith::Max if p.is_float() => Expr::Float(f64::NEG_INFINITY, p),
        GroupArith::Min if p.is_float() => Expr::Float(f64::INFINITY, p),
        GroupArith::Max => Expr::Int(min, p),
        GroupArith::Min => Expr::Int(max, p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Conversions from f64 to the 16-bit formats round once, where a detour through the
    /// nearest f32 rounds twice.
    #[test]
    fn sixteen_bit_conversions_round_once() {
        let p = |e: i32| 2f64.powi(e);
        assert_eq!(f64::from(bf16_of(p(25) + p(17) + 1.0)), p(25) + p(18));
        assert_eq!(f64::from(bf16_of(p(25) + p(17) + 5.0)), p(25) + p(18));
        assert_eq!(f64::from(bf16_of(p(25) + p(17) - 1.0)), p(25));
        assert_eq!(f64::from(bf16_of(p(25) + p(17))), p(25)); // a tie: to even
        assert_eq!(f64::from(bf16_of(1.0 + p(-8) + p(-40))), 1.0 + p(-7));
        assert_eq!(f64::from(f16_of(1.0 + p(-11) + p(-40))), 1.0 + p(-10));
        assert_eq!(f64::from(f16_of(1.0 + p(-11))), 1.0);
        assert_eq!(f64::from(f16_of(-(1.0 + p(-11) + p(-40)))), -(1.0 + p(-10)));
        assert_eq!(f64::from(f16_of(70000.0)), f64::INFINITY);
        assert_eq!(f64::from(bf16_of(1e39)), f64::INFINITY);
        assert!(f16_of(f64::NAN).is_nan() && bf16_of(f64::NAN).is_nan());
        assert_eq!(f64::from(f16_of(p(-30))), 0.0);
        // The nearest f32 is beyond v (an f32 overflow): the truncation is f32::MAX.
        assert_eq!(f32_odd(1e39), f32::MAX);
        assert_eq!(f32_odd(-p(-160)).to_bits(), 0x8000_0001);
    }

    /// The table as the language states it, for every type.
    #[test]
    fn the_table_is_the_languages() {
        let all = [Prim::Bool, Prim::I8, Prim::I16, Prim::I32, Prim::I64, Prim::F32, Prim::F64];
        let masks: Vec<i64> = [Prim::I8, Prim::I16, Prim::I32, Prim::I64].map(shift_count_mask).to_vec();
        assert_eq!(masks, [31, 31, 31, 63]);
        assert_eq!(all.iter().filter(|p| wraps_back(**p)).count(), 2);
        assert!(wraps_back(Prim::I8) && wraps_back(Prim::I16) && !wraps_back(Prim::I32));
        assert_eq!(all.iter().filter(|p| compares_unsigned(**p)).count(), 1);
        assert!(signed(Prim::I8) && !signed(Prim::F32) && !signed(Prim::Bool));
        let ops = [CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge];
        assert_eq!(ops.iter().filter(|o| nan_compares_true(**o)).collect::<Vec<_>>(), [&CmpOp::Ne]);
        assert_eq!(FLOAT_REM, "fmod");
    }

    /// Constants round to nearest even at the type's precision; overflow is ±inf.
    #[test]
    fn constants_round_to_the_type() {
        // 1 + 2^-11 is halfway between two f16 values: ties go to the even one (1.0).
        assert_eq!(round_to(Prim::F16, 1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(round_to(Prim::F16, 1.0 + 3.0 * 2f64.powi(-11)), 1.0 + 2f64.powi(-9));
        assert_eq!(round_to(Prim::F16, 70000.0), f64::INFINITY);
        assert_eq!(round_to(Prim::F16, 65519.0), 65504.0);
        // bf16 keeps 8 significant bits.
        assert_eq!(round_to(Prim::BF16, 1.0 + 2f64.powi(-8)), 1.0);
        assert_eq!(round_to(Prim::BF16, 3.0e38), 226.0 * 2f64.powi(120));
        assert!(round_to(Prim::BF16, f64::NAN).is_nan());
        assert_eq!(round_to(Prim::C32, 0.1), f64::from(0.1f32));
        assert_eq!(round_to(Prim::F64, 0.1), 0.1);
    }

    /// OpenCL C masks a shift count by the width of the promoted left operand, which is what
    /// the table says: so the OpenCL C writer may print `<<`/`>>` as they are.
    #[test]
    fn c_promotion_is_the_tables_compute_type() {
        // C's integer promotion: char and short become int; int and long stay.
        let c_promoted_bits = |p: Prim| if p.bits() < 32 { 32 } else { p.bits() };
        for p in [Prim::I8, Prim::I16, Prim::I32, Prim::I64] {
            assert_eq!(compute_type(p).bits(), c_promoted_bits(p), "{p:?}");
            assert_eq!(shift_count_mask(p), i64::from(c_promoted_bits(p)) - 1);
        }
    }
}

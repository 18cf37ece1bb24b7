//! `bf16` on the SPIR-V route, where OpenCL runtimes lack SPV_KHR_bfloat16: values are `f32`
//! holding a `bf16` value, rounded after every operation (round to nearest even, NaN stays a
//! quiet NaN, overflow gives ±inf), and memory holds the `i16` bits, as the OpenCL C does
//! (`tinyc_bf16`). + − × ÷ computed in `f32` and rounded once are exact; conversions from `f64`
//! and from integers round to `f32` *to odd* first (through `f64` for integers), so that the
//! second rounding is correct.

use melior::dialect::arith::{self as ma, CmpfPredicate, CmpiPredicate};
use melior::ir::{BlockRef, Value};
use tinyc_kernel::ir::Prim;

use super::{Build, Builder};

impl<'c, 'a> Builder<'c, 'a, '_> {
    fn i32_const(&self, block: BlockRef<'c, 'a>, v: u32) -> Build<Value<'c, 'a>> {
        self.int(block, i64::from(v as i32), Prim::I32)
    }

    /// The `f32` value of `bf16` bits (`i16`): the bits are the upper half of the `f32`.
    pub(super) fn widen_bf16(&self, block: BlockRef<'c, 'a>, bits: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let wide = self.value(block, ma::extui(bits, self.t.i32, loc))?;
        let sixteen = self.i32_const(block, 16)?;
        let shifted = self.value(block, ma::shli(wide, sixteen, loc))?;
        self.value(block, ma::bitcast(shifted, self.t.f32, loc))
    }

    /// The `bf16` bits (`i16`) of an `f32` holding a `bf16` value (exact: its lower half is 0).
    pub(super) fn narrow_bf16(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let bits = self.value(block, ma::bitcast(v, self.t.i32, loc))?;
        let sixteen = self.i32_const(block, 16)?;
        let upper = self.value(block, ma::shrui(bits, sixteen, loc))?;
        self.value(block, ma::trunci(upper, self.t.i16, loc))
    }

    /// `x` (`f32`) rounded to the nearest `bf16` value, ties to even, as an `f32`: the bits plus
    /// 0x7FFF plus the lowest kept bit, the lower half cleared (a carry into the exponent gives
    /// ±inf); a NaN keeps its upper half with the quiet bit set.
    pub(super) fn round_bf16(&self, block: BlockRef<'c, 'a>, x: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let bits = self.value(block, ma::bitcast(x, self.t.i32, loc))?;
        let sixteen = self.i32_const(block, 16)?;
        let one = self.i32_const(block, 1)?;
        let upper = self.value(block, ma::shrui(bits, sixteen, loc))?;
        let lsb = self.value(block, ma::andi(upper, one, loc))?;
        let half = self.i32_const(block, 0x7fff)?;
        let bias = self.value(block, ma::addi(half, lsb, loc))?;
        let sum = self.value(block, ma::addi(bits, bias, loc))?;
        let mask = self.i32_const(block, 0xffff_0000)?;
        let rounded = self.value(block, ma::andi(sum, mask, loc))?;
        let quiet = self.i32_const(block, 0x0040_0000)?;
        let nan = self.value(block, ma::ori(bits, quiet, loc))?;
        let nan = self.value(block, ma::andi(nan, mask, loc))?;
        let is_nan = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Uno, x, x, loc))?;
        let result = self.value(block, ma::select(is_nan, nan, rounded, loc))?;
        self.value(block, ma::bitcast(result, self.t.f32, loc))
    }

    /// The nearest `f32` f of a value made odd: where f lies beyond the value (`away`), the one
    /// below it in magnitude (bits − 1) is the truncation, and where f is inexact the last bit of
    /// the truncation is set.
    fn to_odd(
        &self,
        block: BlockRef<'c, 'a>,
        f: Value<'c, 'a>,
        inexact: Value<'c, 'a>,
        away: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let bits = self.value(block, ma::bitcast(f, self.t.i32, loc))?;
        let one = self.i32_const(block, 1)?;
        let less = self.value(block, ma::subi(bits, one, loc))?;
        let truncated = self.value(block, ma::select(away, less, bits, loc))?;
        let odd = self.value(block, ma::ori(truncated, one, loc))?;
        let result = self.value(block, ma::select(inexact, odd, bits, loc))?;
        self.value(block, ma::bitcast(result, self.t.f32, loc))
    }

    /// `d` (`f64`) rounded to `f32` to odd: toward zero, the last bit set when inexact (NaN and
    /// exact values unchanged), from the nearest `f32` ([`Self::to_odd`]).
    fn odd_f32(&self, block: BlockRef<'c, 'a>, d: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let f = self.value(block, ma::truncf(d, self.t.f32, loc))?;
        let back = self.value(block, ma::extf(f, self.t.f64, loc))?;
        let inexact = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::One, back, d, loc))?;
        let zero = self.float(block, 0.0, Prim::F64)?;
        let positive = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Ogt, d, zero, loc))?;
        let above = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Ogt, back, d, loc))?;
        let below = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Olt, back, d, loc))?;
        let away = self.value(block, ma::select(positive, above, below, loc))?;
        self.to_odd(block, f, inexact, away)
    }

    /// `x` (`i64`) rounded to `f32` to odd, as [`Self::odd_f32`] does for `f64`: from the nearest
    /// `f32` f, the remainder x − f (exact in `i64`) says whether f is inexact and whether it
    /// lies beyond x. Going through `f64` instead would round integers of more than 53 bits
    /// twice (2⁶⁰ + 2⁵² + 1 would become 2⁶⁰ in `bf16`, not 2⁶⁰ + 2⁵³). An f of 2⁶³ or more
    /// (x near `i64::MAX`) lies beyond x, and is not converted back.
    fn odd_f32_of_i64(&self, block: BlockRef<'c, 'a>, x: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let f = self.value(block, ma::sitofp(x, self.t.f32, loc))?;
        let top = self.float(block, 9_223_372_036_854_775_808.0, Prim::F32)?;
        let big = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Oge, f, top, loc))?;
        let zero_f = self.float(block, 0.0, Prim::F32)?;
        let safe = self.value(block, ma::select(big, zero_f, f, loc))?;
        let back = self.value(block, ma::fptosi(safe, self.t.prim(Prim::I64), loc))?;
        let rest = self.value(block, ma::subi(x, back, loc))?;
        let zero = self.int(block, 0, Prim::I64)?;
        let ne = self.value(block, ma::cmpi(self.ctx, CmpiPredicate::Ne, rest, zero, loc))?;
        let inexact = self.value(block, ma::ori(big, ne, loc))?;
        // Beyond x: the remainder's sign is not x's (x > 0 > rest or x < 0 < rest).
        let positive = self.value(block, ma::cmpi(self.ctx, CmpiPredicate::Sgt, x, zero, loc))?;
        let under = self.value(block, ma::cmpi(self.ctx, CmpiPredicate::Slt, rest, zero, loc))?;
        let over = self.value(block, ma::cmpi(self.ctx, CmpiPredicate::Sgt, rest, zero, loc))?;
        let away = self.value(block, ma::select(positive, under, over, loc))?;
        let away = self.value(block, ma::ori(big, away, loc))?;
        self.to_odd(block, f, inexact, away)
    }

    /// A conversion to an emulated `bf16` (an `f32` value) from `from`.
    pub(super) fn to_bf16(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>, from: Prim) -> Build<Value<'c, 'a>> {
        let f = self.bf16_source(block, v, from)?;
        self.round_bf16(block, f)
    }

    /// `v` of type `from` as the `f32` whose one rounding to `bf16` is the correctly rounded
    /// conversion: exact where `f32` holds it, else rounded to odd.
    pub(super) fn bf16_source(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>, from: Prim) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        Ok(match from {
            Prim::F32 => v,
            Prim::F16 => self.value(block, ma::extf(v, self.t.f32, loc))?,
            Prim::F64 => self.odd_f32(block, v)?,
            Prim::Bool => self.value(block, ma::uitofp(v, self.t.f32, loc))?,
            p if p.is_complex() => return Err(self.ice("a cast from a complex type to bf16")),
            // 64-bit integers straight to odd (through f64 they would be rounded once more).
            Prim::I64 => self.odd_f32_of_i64(block, v)?,
            // Narrower integers: exactly in f64, then to odd.
            _ => {
                let d = self.value(block, ma::sitofp(v, self.t.f64, loc))?;
                self.odd_f32(block, d)?
            }
        })
    }
}

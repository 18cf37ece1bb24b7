//! `cast` between primitive types (`arith`), with the language's semantics: to `bool` compares
//! with zero (floats: unordered-or-unequal, so NaN is `true`); from `bool` is unsigned (`true`
//! is 1); between integers sign-extends or truncates; between integers and floats converts
//! signed, float to integer truncating toward zero and saturating (NaN is 0: the language
//! leaves out-of-range values unspecified, `llvm.fptosi.sat` makes them the same on every
//! target and keeps LLVM from folding them to poison).

use melior::dialect::arith::{self as ma, CmpfPredicate, CmpiPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{BlockRef, Value};
use tinyc_kernel::ir::Prim;

use super::{Build, Builder};

impl<'c, 'a> Builder<'c, 'a, '_> {
    pub(super) fn cast(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>, from: Prim, to: Prim) -> Build<Value<'c, 'a>> {
        if from == to {
            return Ok(v);
        }
        // An emulated bf16 is an f32 value (`bf16.rs`).
        if self.t.emulated(to) {
            return self.to_bf16(block, v, from);
        }
        if self.t.emulated(from) {
            return self.cast(block, v, Prim::F32, to);
        }
        let loc = self.loc;
        if to.is_complex() {
            // c32 ↔ c64 per component; a real value becomes the real part (imaginary part 0).
            if from.is_complex() {
                let ty = self.t.prim(to);
                let op = if from.bytes() < to.bytes() { ma::extf(v, ty, loc) } else { ma::truncf(v, ty, loc) };
                return self.value(block, op);
            }
            let c = to.component();
            let re = self.cast(block, v, from, c)?;
            let im = self.float(block, 0.0, c)?;
            return self.pair(block, re, im, to);
        }
        if from.is_complex() {
            return Err(self.ice(format!("a cast from the complex type {from:?} to {to:?}")));
        }
        if to == Prim::Bool {
            return if from.is_float() {
                let zero = self.float(block, 0.0, from)?;
                self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Une, v, zero, loc))
            } else {
                let zero = self.int(block, 0, from)?;
                self.value(block, ma::cmpi(self.ctx, CmpiPredicate::Ne, v, zero, loc))
            };
        }
        let ty = self.t.prim(to);
        // To a native bf16 from f64 or i64: to odd in f32 first, then one rounding (NVPTX has no
        // conversion to bf16 from either before sm_90 and goes through f32, rounding twice).
        if to == Prim::BF16 && matches!(from, Prim::F64 | Prim::I64) {
            let f = self.bf16_source(block, v, from)?;
            return self.value(block, ma::truncf(f, ty, loc));
        }
        // f16 ↔ bf16: through f32, which holds both exactly (one rounding, at the truncation).
        if from.is_half() && to.is_half() {
            let wide = self.value(block, ma::extf(v, self.t.f32, loc))?;
            return self.value(block, ma::truncf(wide, ty, loc));
        }
        let op = match (from.is_float(), to.is_float()) {
            (false, false) if from == Prim::Bool => ma::extui(v, ty, loc),
            (false, false) if from.bits() < to.bits() => ma::extsi(v, ty, loc),
            (false, false) => ma::trunci(v, ty, loc),
            (false, true) if from == Prim::Bool => ma::uitofp(v, ty, loc),
            (false, true) => ma::sitofp(v, ty, loc),
            (true, false) => {
                // MLIR has no op for the intrinsic; NVPTX expands it (min, max, a NaN select),
                // LLVM's SPIR-V backend writes OpConvertFToS decorated SaturatedConversion.
                let source = if from == Prim::BF16 { "bf16".to_string() } else { format!("f{}", from.bits()) };
                let name = format!("\"llvm.fptosi.sat.i{}.{source}\"", to.bits());
                let op = OperationBuilder::new("llvm.call_intrinsic", loc)
                    .add_operands(&[v])
                    .add_results(&[ty])
                    .add_attributes(&[
                        (self.ident("intrin"), self.attribute(&name)?),
                        (self.ident("op_bundle_sizes"), self.attribute("array<i32>")?),
                        (self.ident("operandSegmentSizes"), self.attribute("array<i32: 1, 0>")?),
                    ]);
                return self.op_value(block, op);
            }
            (true, true) if from.bits() < to.bits() => ma::extf(v, ty, loc),
            (true, true) => ma::truncf(v, ty, loc),
        };
        self.value(block, op)
    }
}

//! Arithmetic and comparisons: constants, binary and unary operations, compares (`arith`).
//!
//! Integer arithmetic wraps at the value's width (i8/i16 included); shift counts are masked with
//! w − 1 (w = 32 below 64 bits, where i8/i16 shift in i32), since PTX clamps them instead;
//! division and remainder are signed; `i1` compares unsigned (false < true). Float `rem` is
//! `arith.remf` (libdevice's `fmod`), `min`/`max` are `minimumf`/`maximumf` (NaN-propagating).

use melior::dialect::arith::{self as ma, CmpfPredicate, CmpiPredicate};
use melior::ir::attribute::{FloatAttribute, IntegerAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Attribute, BlockRef, Value};
use tinyc_kernel::ir::{BinOp, CmpOp, MathFn, Prim, UnOp};
use tinyc_kernel::semantics;

use super::{Build, Builder};
use crate::Flavor;

impl<'c, 'a> Builder<'c, 'a, '_> {
    /// An integer or `bool` constant (`bool`: any non-zero value is `true`).
    pub(super) fn int(&self, block: BlockRef<'c, 'a>, v: i64, p: Prim) -> Build<Value<'c, 'a>> {
        if p.is_float() {
            return Err(self.ice(format!("the integer constant {v} has the float type {p:?}")));
        }
        // The attribute's bits, as an unsigned value of the type's width.
        let bits = match p {
            Prim::Bool => i64::from(v != 0),
            Prim::I64 => v,
            _ => v & ((1i64 << p.bits()) - 1),
        };
        let value = IntegerAttribute::new(self.t.prim(p), bits).into();
        self.value(block, ma::constant(self.ctx, value, self.loc))
    }

    /// A float constant: an `f32` is the value rounded to `f32` (as `(v as f32)`).
    pub(super) fn float(&self, block: BlockRef<'c, 'a>, v: f64, p: Prim) -> Build<Value<'c, 'a>> {
        let value: Attribute<'c> = match p {
            // FloatAttr converts from f64 exactly for every non-NaN f32; a NaN keeps its bits.
            Prim::F32 if v.is_nan() => self.float_bits(format!("0x{:08X} : f32", (v as f32).to_bits()))?,
            Prim::F64 if v.is_nan() => self.float_bits(format!("0x{:016X} : f64", v.to_bits()))?,
            Prim::F32 => FloatAttribute::new(self.ctx, self.t.f32, f64::from(v as f32)).into(),
            Prim::F64 => FloatAttribute::new(self.ctx, self.t.f64, v).into(),
            // The kernel IR's 16-bit constants are already rounded to their type.
            // An emulated bf16 is an f32 value.
            Prim::BF16 if self.t.bf16_emulated && v.is_nan() => self.float_bits("0x7FC00000 : f32".into())?,
            Prim::BF16 if self.t.bf16_emulated => FloatAttribute::new(self.ctx, self.t.f32, v).into(),
            Prim::F16 if v.is_nan() => self.float_bits("0x7E00 : f16".into())?,
            Prim::BF16 if v.is_nan() => self.float_bits("0x7FC0 : bf16".into())?,
            Prim::F16 => FloatAttribute::new(self.ctx, self.t.f16, v).into(),
            Prim::BF16 => FloatAttribute::new(self.ctx, self.t.bf16, v).into(),
            _ => return Err(self.ice(format!("the float constant {v} has the type {p:?}"))),
        };
        self.value(block, ma::constant(self.ctx, value, self.loc))
    }

    /// A NaN constant from its bits (the C API makes float attributes only from an `f64`).
    fn float_bits(&self, text: String) -> Build<Attribute<'c>> {
        Attribute::parse(self.ctx, &text).ok_or_else(|| self.ice(format!("MLIR does not take the constant `{text}`")))
    }

    pub(super) fn binary(
        &self,
        block: BlockRef<'c, 'a>,
        op: BinOp,
        p: Prim,
        x: Value<'c, 'a>,
        y: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        if p.is_complex() {
            return self.complex_binary(block, op, p, x, y);
        }
        if p.is_float() {
            // An emulated bf16 computes in f32 and rounds + − × ÷ (the others are exact).
            let round = self.t.emulated(p)
                && matches!(
                    op,
                    BinOp::Add | BinOp::WAdd | BinOp::Sub | BinOp::WSub | BinOp::Mul | BinOp::WMul | BinOp::Div
                );
            let op = match op {
                BinOp::Add | BinOp::WAdd => ma::addf(x, y, loc),
                BinOp::Sub | BinOp::WSub => ma::subf(x, y, loc),
                BinOp::Mul | BinOp::WMul => ma::mulf(x, y, loc),
                BinOp::Div => ma::divf(x, y, loc),
                BinOp::Rem => ma::remf(x, y, loc),
                // v0.4's min and max of floats: the number when the other operand is NaN, as
                // OpenCL C's fmin and fmax. On NVVM as LLVM's intrinsics (PTX's min/max.f32),
                // which convert-gpu-to-nvvm would otherwise turn into libdevice calls
                // (__nv_fmaxf): the program would then need a CUDA toolkit for a min or max.
                BinOp::Min | BinOp::Max if self.flavor == Flavor::Nvvm => {
                    let name = if op == BinOp::Min { "llvm.intr.minnum" } else { "llvm.intr.maxnum" };
                    let op = OperationBuilder::new(name, loc).add_operands(&[x, y]).enable_result_type_inference();
                    let value = self.op_value(block, op)?;
                    return if round { self.round_bf16(block, value) } else { Ok(value) };
                }
                BinOp::Min => {
                    let min = OperationBuilder::new("arith.minnumf", loc)
                        .add_operands(&[x, y])
                        .enable_result_type_inference();
                    return self.op_value(block, min);
                }
                BinOp::Max => ma::maxnumf(x, y, loc),
                BinOp::Shl | BinOp::Shr | BinOp::And | BinOp::Or | BinOp::Xor => {
                    return Err(self.ice(format!("{op:?} on the float type {p:?}")));
                }
            };
            let value = self.value(block, op)?;
            return if round { self.round_bf16(block, value) } else { Ok(value) };
        }
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            return self.shift(block, op, p, x, y);
        }
        let op = match op {
            BinOp::Add | BinOp::WAdd => ma::addi(x, y, loc),
            BinOp::Sub | BinOp::WSub => ma::subi(x, y, loc),
            BinOp::Mul | BinOp::WMul => ma::muli(x, y, loc),
            BinOp::Div => ma::divsi(x, y, loc),
            BinOp::Rem => ma::remsi(x, y, loc),
            BinOp::And => ma::andi(x, y, loc),
            BinOp::Or => ma::ori(x, y, loc),
            BinOp::Xor => ma::xori(x, y, loc),
            BinOp::Min => ma::minsi(x, y, loc),
            BinOp::Max => ma::maxsi(x, y, loc),
            BinOp::Shl | BinOp::Shr => return Err(self.ice("a shift past the shift case")),
        };
        self.value(block, op)
    }

    /// `x << y`, `x >> y` (arithmetic): the count masked by w − 1; i8/i16 shift in i32.
    fn shift(
        &self,
        block: BlockRef<'c, 'a>,
        op: BinOp,
        p: Prim,
        x: Value<'c, 'a>,
        y: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let wide = semantics::compute_type(p);
        let (x, y) = if wide != p {
            let i32 = self.t.i32;
            (self.value(block, ma::extsi(x, i32, loc))?, self.value(block, ma::extsi(y, i32, loc))?)
        } else {
            (x, y)
        };
        let mask = self.int(block, semantics::shift_count_mask(p), wide)?;
        let count = self.value(block, ma::andi(y, mask, loc))?;
        let shifted =
            self.value(block, if op == BinOp::Shl { ma::shli(x, count, loc) } else { ma::shrsi(x, count, loc) })?;
        if wide != p { self.value(block, ma::trunci(shifted, self.t.prim(p), loc)) } else { Ok(shifted) }
    }

    pub(super) fn unary(&self, block: BlockRef<'c, 'a>, op: UnOp, p: Prim, x: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        if p.is_complex() {
            return self.complex_unary(block, op, p, x);
        }
        match op {
            UnOp::WNeg if p.is_float() => self.value(block, ma::negf(x, loc)),
            UnOp::WNeg => {
                let zero = self.int(block, 0, p)?;
                self.value(block, ma::subi(zero, x, loc))
            }
            UnOp::Not if p.is_float() => Err(self.ice(format!("bitwise not on the float type {p:?}"))),
            UnOp::Conj | UnOp::Re | UnOp::Im => Err(self.ice(format!("{op:?} on the real type {p:?}"))),
            // On NVVM `math.absf` would become a libdevice call (__nv_fabsf): the sign bit is
            // cleared instead (what fabs does, NaNs included).
            UnOp::Abs if self.flavor == Flavor::Nvvm && matches!(p, Prim::F32 | Prim::F64) => {
                let (bits, mask) = if p == Prim::F32 { (self.t.i32, Prim::I32) } else { (self.t.i64, Prim::I64) };
                let b = self.value(block, ma::bitcast(x, bits, loc))?;
                let m = self.int(block, if p == Prim::F32 { 0x7fff_ffff } else { i64::MAX }, mask)?;
                let cleared = self.value(block, ma::andi(b, m, loc))?;
                self.value(block, ma::bitcast(cleared, self.t.prim(p), loc))
            }
            // max(x, 0 − x), wrapping as `math.absi` does (the most negative value is its own
            // absolute value); NVVM has no lowering of `math.absi` but for i32.
            UnOp::Abs if !p.is_float() => {
                let zero = self.int(block, 0, p)?;
                let neg = self.value(block, ma::subi(zero, x, loc))?;
                self.value(block, ma::maxsi(x, neg, loc))
            }
            UnOp::Abs => {
                let abs = OperationBuilder::new("math.absf", loc).add_operands(&[x]).enable_result_type_inference();
                self.op_value(block, abs)
            }
            UnOp::Not => {
                let ones = self.int(block, -1, p)?;
                self.value(block, ma::xori(x, ones, loc))
            }
        }
    }

    /// A math function of a real float: `f32`/`f64` directly, an emulated bf16 (held in f32)
    /// rounded after, f16 and a native bf16 widened to f32 and narrowed back.
    pub(super) fn math(&self, block: BlockRef<'c, 'a>, f: MathFn, p: Prim, x: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let name = format!("math.{}", f.c_name());
        let apply = |x: Value<'c, 'a>| {
            let op = OperationBuilder::new(&name, loc).add_operands(&[x]).enable_result_type_inference();
            self.op_value(block, op)
        };
        match p {
            // On NVVM `math.sqrt` of f32 becomes libdevice's __nv_sqrtf, which is
            // `sqrt.approx.f32` unless the module asks for IEEE square roots (MLIR's target
            // cannot); NVVM's own intrinsic is `sqrt.rn.f32`, correctly rounded as OpenCL C's and
            // SPIR-V's `sqrt` are (f64's libdevice sqrt is `sqrt.rn.f64` already).
            Prim::F32 if f == MathFn::Sqrt && self.flavor == Flavor::Nvvm => {
                let op = OperationBuilder::new("llvm.call_intrinsic", loc)
                    .add_operands(&[x])
                    .add_results(&[self.t.f32])
                    .add_attributes(&[
                        (self.ident("intrin"), self.attribute("\"llvm.nvvm.sqrt.rn.f\"")?),
                        (self.ident("op_bundle_sizes"), self.attribute("array<i32>")?),
                        (self.ident("operandSegmentSizes"), self.attribute("array<i32: 1, 0>")?),
                    ]);
                self.op_value(block, op)
            }
            Prim::F32 | Prim::F64 => apply(x),
            _ if self.t.emulated(p) => {
                let y = apply(x)?;
                self.round_bf16(block, y)
            }
            Prim::F16 | Prim::BF16 => {
                let wide = self.value(block, ma::extf(x, self.t.f32, loc))?;
                let y = apply(wide)?;
                self.value(block, ma::truncf(y, self.t.prim(p), loc))
            }
            _ => Err(self.ice(format!("a math function of {p:?}"))),
        }
    }

    pub(super) fn compare(
        &self,
        block: BlockRef<'c, 'a>,
        op: CmpOp,
        p: Prim,
        x: Value<'c, 'a>,
        y: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        if p.is_float() {
            // Ordered predicates are false on NaN, unordered ones true.
            let unordered = semantics::nan_compares_true(op);
            let predicate = match op {
                CmpOp::Eq if unordered => CmpfPredicate::Ueq,
                CmpOp::Ne if unordered => CmpfPredicate::Une,
                CmpOp::Lt if unordered => CmpfPredicate::Ult,
                CmpOp::Le if unordered => CmpfPredicate::Ule,
                CmpOp::Gt if unordered => CmpfPredicate::Ugt,
                CmpOp::Ge if unordered => CmpfPredicate::Uge,
                CmpOp::Eq => CmpfPredicate::Oeq,
                CmpOp::Ne => CmpfPredicate::One,
                CmpOp::Lt => CmpfPredicate::Olt,
                CmpOp::Le => CmpfPredicate::Ole,
                CmpOp::Gt => CmpfPredicate::Ogt,
                CmpOp::Ge => CmpfPredicate::Oge,
            };
            return self.value(block, ma::cmpf(self.ctx, predicate, x, y, self.loc));
        }
        let unsigned = semantics::compares_unsigned(p);
        let predicate = match op {
            CmpOp::Eq => CmpiPredicate::Eq,
            CmpOp::Ne => CmpiPredicate::Ne,
            CmpOp::Lt if unsigned => CmpiPredicate::Ult,
            CmpOp::Le if unsigned => CmpiPredicate::Ule,
            CmpOp::Gt if unsigned => CmpiPredicate::Ugt,
            CmpOp::Ge if unsigned => CmpiPredicate::Uge,
            CmpOp::Lt => CmpiPredicate::Slt,
            CmpOp::Le => CmpiPredicate::Sle,
            CmpOp::Gt => CmpiPredicate::Sgt,
            CmpOp::Ge => CmpiPredicate::Sge,
        };
        self.value(block, ma::cmpi(self.ctx, predicate, x, y, self.loc))
    }
}

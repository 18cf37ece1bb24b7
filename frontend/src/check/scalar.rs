//! # Scalar instructions: `arith`, `cast`, `cmp` (§7.2)

use super::{Check, State};
use crate::ast::{ArithOp, Operand, Spanned};
use crate::diagnostic::{Code, Diagnostic};
use crate::types::{Scalar, Type};

impl State<'_> {
    /// `arith.OP a[, b] : T` gives T.
    pub(super) fn arith(&mut self, op: ArithOp, operands: &[Operand], ty: Spanned<Scalar>) -> Check<Type> {
        for o in operands {
            self.scalar_operand(o, ty)?;
        }
        if ty.node.is_float() && op.is_bitwise() {
            return Err(Diagnostic::new(Code::E15, "Floating point type unsupported for instruction", self.kw)
                .label(format!("arith.{} needs an integer type", op.name()))
                .with(ty.span, format!("{} is a floating point type", ty.node)));
        }
        if ty.node == Scalar::I1 && !op.allows_i1() {
            return Err(self
                .i1_forbidden(ty.span, &format!("with arith.{}", op.name()))
                .help("on i1 only .and, .or, .xor and .not are defined"));
        }
        Ok(Type::Scalar(ty.node))
    }

    /// `cast a : T1 -> T2` gives T2; every pair of scalars is allowed.
    pub(super) fn cast(&mut self, operand: &Operand, from: Spanned<Scalar>, to: Spanned<Scalar>) -> Check<Type> {
        self.scalar_operand(operand, from)?;
        Ok(Type::Scalar(to.node))
    }

    /// `cmp.C a, b : T` gives i1.
    pub(super) fn cmp(&mut self, lhs: &Operand, rhs: &Operand, ty: Spanned<Scalar>) -> Check<Type> {
        self.scalar_operand(lhs, ty)?;
        self.scalar_operand(rhs, ty)?;
        Ok(Type::Scalar(Scalar::I1))
    }
}

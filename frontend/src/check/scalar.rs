//! # Scalar instructions: `arith`, `cast`, `cmp` (§7.2)

use super::{Check, State};
use crate::ast::{ArithOp, CmpOp, Lang, Operand, Spanned};
use crate::diagnostic::{Code, Diagnostic};
use crate::types::{Scalar, Type};

impl State<'_> {
    /// `arith.OP a[, b] : T` gives T (`arith.re`/`arith.im` give T's component type).
    pub(super) fn arith(&mut self, op: ArithOp, operands: &[Operand], ty: Spanned<Scalar>) -> Check<Type> {
        for o in operands {
            self.scalar_operand(o, ty)?;
        }
        // v0.3.1 leaves a division by zero undefined where it runs (§7.2): W02 (`bounds`).
        if self.lang == Lang::V04 {
            self.division_by_zero(op, operands, ty.node)?;
        }
        // The instruction as the program's language writes it.
        let name = if self.lang == Lang::V04 { op.name().to_string() } else { format!("arith.{}", op.name()) };
        if op == ArithOp::Abs {
            if ty.node == Scalar::I1 {
                return Err(self.i1_forbidden(ty.span, "with abs"));
            }
            return Ok(Type::Scalar(ty.node.component()));
        }
        if ty.node.is_complex() && matches!(op, ArithOp::Min | ArithOp::Max) {
            return Err(Self::complex_unsupported(self.kw, ty, op.name()));
        }
        if ty.node == Scalar::I1 && matches!(op, ArithOp::Min | ArithOp::Max) {
            return Err(self.i1_forbidden(ty.span, &format!("with {}", op.name())));
        }
        if op.is_complex_only() {
            if !ty.node.is_complex() {
                return Err(Diagnostic::new(Code::E38, "Instruction requires a complex type", self.kw)
                    .label(format!("{name} is defined on c32 and c64 only"))
                    .with(ty.span, format!("{} is not a complex type", ty.node)));
            }
            let result = if op == ArithOp::Conj { ty.node } else { ty.node.component() };
            return Ok(Type::Scalar(result));
        }
        if ty.node.is_complex() && (op.is_bitwise() || op == ArithOp::Rem) {
            return Err(Self::complex_unsupported(self.kw, ty, &name));
        }
        if ty.node.is_float() && op.is_bitwise() {
            return Err(Diagnostic::new(Code::E15, "Floating point type unsupported for instruction", self.kw)
                .label(format!("{name} needs an integer type"))
                .with(ty.span, format!("{} is a floating point type", ty.node)));
        }
        if ty.node == Scalar::I1 && !op.allows_i1() {
            let help = if self.lang == Lang::V04 {
                "on bool only and, or, xor and not are defined"
            } else {
                "on i1 only .and, .or, .xor and .not are defined"
            };
            return Err(self.i1_forbidden(ty.span, &format!("with {name}")).help(help));
        }
        Ok(Type::Scalar(ty.node))
    }

    /// `cast a : T1 -> T2` gives T2; every pair of scalars is allowed but complex → real
    /// (`types.md`).
    pub(super) fn cast(&mut self, operand: &Operand, from: Spanned<Scalar>, to: Spanned<Scalar>) -> Check<Type> {
        self.scalar_operand(operand, from)?;
        // tinytc v0.4 casts numbers only.
        if self.lang == Lang::V04 && (from.node == Scalar::I1 || to.node == Scalar::I1) {
            return Err(Diagnostic::new(Code::E37, "Forbidden cast", self.kw)
                .label("cast takes and gives numbers")
                .with(if to.node == Scalar::I1 { to.span } else { operand.span() }, "bool here")
                .help("compare with 0 (not_equal) to get a bool; select 1 or 0 with an if to get a number"));
        }
        if from.node.is_complex() && !to.node.is_complex() {
            return Err(Diagnostic::new(Code::E37, "Forbidden cast", self.kw)
                .label(format!("cannot cast {} to {}", from.node, to.node))
                .with(to.span, "not a complex type")
                .help("take the real part with arith.re (or the imaginary part with arith.im) first"));
        }
        Ok(Type::Scalar(to.node))
    }

    /// E36: an operation complex numbers do not have.
    fn complex_unsupported(kw: crate::Span, ty: Spanned<Scalar>, what: &str) -> Diagnostic {
        Diagnostic::new(Code::E36, "Instruction does not support complex type", kw)
            .label(format!("{what} is not defined on complex numbers"))
            .with(ty.span, format!("{} is a complex type", ty.node))
    }

    /// `cmp.C a, b : T` gives i1.
    pub(super) fn cmp(&mut self, op: CmpOp, lhs: &Operand, rhs: &Operand, ty: Spanned<Scalar>) -> Check<Type> {
        self.scalar_operand(lhs, ty)?;
        self.scalar_operand(rhs, ty)?;
        // v0.4 compares complex numbers for (in)equality.
        let equality = self.lang == Lang::V04 && matches!(op, CmpOp::Eq | CmpOp::Ne);
        if self.lang == Lang::V04 && ty.node == Scalar::I1 {
            return Err(Diagnostic::new(Code::E45, "Type unsupported by instruction", self.kw)
                .with(ty.span, "comparisons take number types, not bool"));
        }
        if ty.node.is_complex() && !equality {
            return Err(
                Self::complex_unsupported(self.kw, ty, "cmp").note("compare the parts (arith.re, arith.im) instead")
            );
        }
        Ok(Type::Scalar(Scalar::I1))
    }
}

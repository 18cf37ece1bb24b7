//! `arith`, `cast`, `cmp` and scalar operands (language §7.0, §7.2).

use tinyc_frontend::ast::{ArithOp, CmpOp as SrcCmp, Inst, Literal, Operand};
use tinyc_frontend::types::Scalar;

use super::{Lowerer, Val, prim};
use crate::ir::*;

impl Lowerer<'_> {
    /// A scalar operand as an expression of type `s` (literals take the position's type).
    pub fn operand(&self, o: &Operand, s: Scalar) -> Expr {
        let p = prim(s);
        match o {
            Operand::Value(i) => self.scalar_value(i),
            Operand::Literal(l) => match l.node {
                Literal::Int { value, .. } if p.is_float() || p.is_complex() => Expr::constant(p, value as f64, 0.0),
                Literal::Int { value, .. } => Expr::Int(value, p),
                Literal::Float(v) => Expr::constant(p, v, 0.0),
                Literal::Complex(re, im) => Expr::constant(p, re, im),
            },
        }
    }

    pub fn arith(&mut self, inst: &Inst, op: ArithOp, operands: &[Operand], s: Scalar) {
        let p = prim(s);
        let unary = op.is_unary();
        let a = match operands.first() {
            Some(o) => self.operand(o, s),
            None => self.ice("arithmetic without operands", Expr::i64(0)),
        };
        let b = match operands.get(1) {
            Some(o) => self.operand(o, s),
            None if unary => Expr::i64(0),
            None => self.ice("binary arithmetic with one operand", Expr::i64(0)),
        };
        let e = self.arith_expr(op, a, b, p);
        self.result(inst, e);
    }

    /// `op` on `a` (and `b`) of type `p`, as an expression.
    pub fn arith_expr(&mut self, op: ArithOp, a: Expr, b: Expr, p: Prim) -> Expr {
        let bin = |op| Expr::Bin(op, Box::new(a.clone()), Box::new(b.clone()));
        let e = match op {
            ArithOp::Add => bin(BinOp::WAdd),
            ArithOp::Sub => bin(BinOp::WSub),
            ArithOp::Mul => bin(BinOp::WMul),
            ArithOp::Div => bin(BinOp::Div),
            ArithOp::Rem => bin(BinOp::Rem),
            ArithOp::Shl => bin(BinOp::Shl),
            ArithOp::Shr => bin(BinOp::Shr),
            ArithOp::And => bin(BinOp::And),
            ArithOp::Or => bin(BinOp::Or),
            ArithOp::Xor => bin(BinOp::Xor),
            ArithOp::Neg => Expr::Un(UnOp::WNeg, Box::new(a.clone())),
            ArithOp::Not => Expr::Un(UnOp::Not, Box::new(a.clone())),
            ArithOp::Conj => Expr::Un(UnOp::Conj, Box::new(a.clone())),
            ArithOp::Re => Expr::Un(UnOp::Re, Box::new(a.clone())),
            ArithOp::Im => Expr::Un(UnOp::Im, Box::new(a.clone())),
            ArithOp::Max => bin(BinOp::Max),
            ArithOp::Min => bin(BinOp::Min),
            ArithOp::Abs if p.is_complex() => {
                // |z| = √(re² + im²), in the component type.
                let z = self.materialize("z", a.clone());
                let (re, im) = (Expr::Un(UnOp::Re, Box::new(z.clone())), Expr::Un(UnOp::Im, Box::new(z)));
                let sq = |x: Expr| Expr::bin(BinOp::WMul, x.clone(), x);
                Expr::Math { f: MathFn::Sqrt, native: false, arg: Box::new(Expr::bin(BinOp::WAdd, sq(re), sq(im))) }
            }
            ArithOp::Abs => Expr::Un(UnOp::Abs, Box::new(a.clone())),
        };
        debug_assert!(p == self.prim_of(&a) || matches!(a, Expr::Int(..) | Expr::Float(..) | Expr::Complex(..)));
        e
    }

    pub fn cast(&mut self, inst: &Inst, operand: &Operand, from: Scalar, to: Scalar) {
        let a = self.operand(operand, from);
        let e = if prim(from) == prim(to) { a } else { Expr::cast(prim(to), a) };
        self.result(inst, e);
    }

    pub fn cmp(&mut self, inst: &Inst, op: SrcCmp, lhs: &Operand, rhs: &Operand, s: Scalar) {
        let op = match op {
            SrcCmp::Eq => CmpOp::Eq,
            SrcCmp::Ne => CmpOp::Ne,
            SrcCmp::Gt => CmpOp::Gt,
            SrcCmp::Ge => CmpOp::Ge,
            SrcCmp::Lt => CmpOp::Lt,
            SrcCmp::Le => CmpOp::Le,
        };
        let (a, b) = (self.operand(lhs, s), self.operand(rhs, s));
        let e = if prim(s).is_complex() {
            // v0.4 compares complex numbers for (in)equality, part by part.
            let (a, b) = (self.materialize("a", a), self.materialize("b", b));
            let part = |u| Expr::cmp(op, Expr::Un(u, Box::new(a.clone())), Expr::Un(u, Box::new(b.clone())));
            let join = if op == CmpOp::Eq { BinOp::And } else { BinOp::Or };
            Expr::bin(join, part(UnOp::Re), part(UnOp::Im))
        } else {
            Expr::cmp(op, a, b)
        };
        self.result(inst, e);
    }

    /// Binds an instruction's single scalar result to a named variable holding `e`.
    pub(crate) fn result(&mut self, inst: &Inst, e: Expr) {
        if let Some(r) = inst.results.first() {
            let v = self.let_(&r.name, e);
            self.define(r, Val::Scalar(v));
        }
    }
}

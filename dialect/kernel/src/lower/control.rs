//! Control flow: `if`/`yield`, `for`, `foreach` (language §7.8).
//!
//! `foreach` is the one collective here: iteration lb + t runs on work-item t mod P (P = m·n,
//! t counted along the first dimension first), which is the reference's subgroup-block mapping
//! for consecutive subgroups, without its unmasked tail.

use tinyc_frontend::ast::{Ident, Inst, Operand, Region};
use tinyc_frontend::types::Scalar;

use super::{Lowerer, Val, prim};
use crate::ir::*;

impl Lowerer<'_> {
    pub fn if_inst(
        &mut self,
        inst: &Inst,
        cond: &Operand,
        result_types: Option<&[tinyc_frontend::ast::Spanned<Scalar>]>,
        then: &Region,
        otherwise: Option<&Region>,
        mixed: bool,
    ) {
        let cond = self.operand(cond, Scalar::I1);
        let mut targets = Vec::new();
        for (r, t) in inst.results.iter().zip(result_types.unwrap_or(&[])) {
            let v = self.let_mut(&r.name, Ty::Prim(prim(t.node)), None);
            targets.push(v);
        }
        self.yields.push(targets.clone());
        let then = self.block(|l| l.region(then, mixed));
        let otherwise = match otherwise {
            Some(o) => self.block(|l| l.region(o, mixed)),
            None => Vec::new(),
        };
        self.yields.pop();
        self.push(Stmt::If { cond, then, otherwise });
        for (r, v) in inst.results.iter().zip(targets) {
            self.define(r, Val::Scalar(Expr::Var(v)));
        }
    }

    pub fn yield_values(&mut self, values: &[Operand], types: &[tinyc_frontend::ast::Spanned<Scalar>]) {
        let targets = match self.yields.last() {
            Some(t) => t.clone(),
            None => self.ice("yield outside an if", Vec::new()),
        };
        for ((v, t), target) in values.iter().zip(types).zip(targets) {
            let e = self.operand(v, t.node);
            self.push(Stmt::Assign(target, e));
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn for_inst(
        &mut self,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        ty: Option<Scalar>,
        body: &Region,
        mixed: bool,
    ) {
        let s = ty.unwrap_or(Scalar::Index);
        let (lb, ub) = (self.operand(lb, s), self.operand(ub, s));
        let step = step.map(|o| self.operand(o, s)).unwrap_or(Expr::Int(1, prim(s)));
        let v = self.new_var(&var.name, Ty::Prim(prim(s)), false);
        self.define(var, Val::Scalar(Expr::Var(v)));
        let body = self.block(|l| l.region(body, mixed));
        self.push(Stmt::For { var: v, lb, ub, step, body, unroll: false });
    }

    pub fn foreach(&mut self, var: &Ident, lb: &Operand, ub: &Operand, ty: Option<Scalar>, body: &Region) {
        let s = ty.unwrap_or(Scalar::Index);
        let p = prim(s);
        self.push(Stmt::Comment(format!("foreach %{}: iterations spread over the work-group", var.name)));
        let (lb, ub) = (self.operand(lb, s), self.operand(ub, s));
        let (lid, count) = self.linear_id();
        if p == Prim::I64 {
            let v = self.new_var(&var.name, Ty::I64, false);
            self.define(var, Val::Scalar(Expr::Var(v)));
            let body = self.block(|l| l.region(body, false));
            self.push(Stmt::For { var: v, lb: Expr::iadd(lb, lid), ub, step: Expr::i64(count), body, unroll: false });
        } else {
            // Count in 64 bits so that lb + work-item index cannot overflow the loop type.
            let wide = self.new_var(&format!("{}_", var.name), Ty::I64, false);
            let (lb, ub) = (self.convert(Prim::I64, lb), self.convert(Prim::I64, ub));
            let body = self.block(|l| {
                let v = l.let_(&var.name, Expr::cast(p, Expr::Var(wide)));
                l.define(var, Val::Scalar(v));
                l.region(body, false);
            });
            self.push(Stmt::For {
                var: wide,
                lb: Expr::iadd(lb, lid),
                ub,
                step: Expr::i64(count),
                body,
                unroll: false,
            });
        }
    }
}

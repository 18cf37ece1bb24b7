//! # How a kernel's work-items address memory, across the work-group's first mode
//!
//! Intel's OpenCL CPU runtime runs a work-group's work-items as vector lanes along the first
//! mode. An access whose address moves by one element from one work-item to the next becomes a
//! vector load or store; one that moves by a column becomes a gather or a scatter. A kernel
//! whose loops only walk columns (each work-item a column of its own: a `foreach` over columns
//! with a `for` over the rows inside, as column norms, sums and scans are written) is then
//! faster when the runtime chooses how to run it than when `intel_reqd_sub_group_size` makes it
//! vectorise across the work-items (hunt Z, docs/performance.md: column norms 2.7–3×, column
//! sums into an atomic 3.5–5×); with a math function in such a loop the vector math wins
//! instead (a column softmax 0.5–0.6× without the attribute). [`walks_columns`] says which
//! kernels those are, for the OpenCL C writer.

use std::collections::HashMap;

use crate::ir::*;
use crate::keep_order::has_loop;

/// Whether `k`'s innermost loops address global memory only along columns: some innermost loop
/// (its statements through their `if`s) accesses global memory at addresses that move by more
/// than one element from one work-item to the next along the first mode, and none accesses it at
/// consecutive addresses (or at addresses that are not affine in the local id) or computes a
/// math function.
pub fn walks_columns(k: &Kernel) -> bool {
    let mut coefs: HashMap<Var, Option<i64>> = HashMap::new();
    for p in k.params.iter().chain(&k.groups_param) {
        coefs.insert(*p, Some(0));
    }
    let mut w = Walk { k, coefs, strided: false, other: false };
    w.stmts(&k.body, false);
    w.strided && !w.other
}

struct Walk<'k> {
    k: &'k Kernel,
    /// The coefficient of the first-mode local id in each immutable variable (`None`: not an
    /// affine function of it).
    coefs: HashMap<Var, Option<i64>>,
    /// A loop accesses global memory along a column.
    strided: bool,
    /// A loop accesses it at consecutive addresses, or computes a math function.
    other: bool,
}

impl Walk<'_> {
    /// The coefficient of the local id x in `e`, where `e` is affine in it.
    fn coef(&self, e: &Expr) -> Option<i64> {
        match e {
            Expr::Int(..) | Expr::Float(..) | Expr::Local { .. } => Some(0),
            Expr::Var(v) => self.coefs.get(v).copied().flatten(),
            Expr::Builtin(Builtin::LocalIdX) => Some(1),
            Expr::Builtin(Builtin::LocalIdY | Builtin::SubgroupLane | Builtin::SubgroupId) => None,
            Expr::Builtin(_) => Some(0),
            Expr::Bin(BinOp::Add | BinOp::WAdd, a, b) => self.coef(a)?.checked_add(self.coef(b)?),
            Expr::Bin(BinOp::Sub | BinOp::WSub, a, b) => self.coef(a)?.checked_sub(self.coef(b)?),
            Expr::Bin(BinOp::Mul | BinOp::WMul, a, b) => match (a.as_const(), b.as_const()) {
                (Some(c), _) => self.coef(b)?.checked_mul(c),
                (_, Some(c)) => self.coef(a)?.checked_mul(c),
                _ => (self.coef(a)? == 0 && self.coef(b)? == 0).then_some(0),
            },
            Expr::Cast(Prim::I32 | Prim::I64, a) if matches!(self.k.type_of(a), Ty::Prim(Prim::I32 | Prim::I64)) => {
                self.coef(a)
            }
            _ => {
                let mut all = true;
                expr_children(e, &mut |x| all &= self.coef(x) == Some(0));
                all.then_some(0)
            }
        }
    }

    /// Notes a global access at `index` of `ptr` made in a loop's own statements.
    fn access(&mut self, ptr: &Expr, index: &Expr) {
        if !matches!(self.k.type_of(ptr), Ty::Ptr(_, Space::Global)) {
            return;
        }
        match self.coef(index) {
            Some(0) => {}
            Some(c) if c.abs() >= 2 => self.strided = true,
            _ => self.other = true,
        }
    }

    /// The accesses and math functions of an expression (in a loop's own statements).
    fn expr(&mut self, e: &Expr, in_loop: bool) {
        if !in_loop {
            return;
        }
        let mut loads = Vec::new();
        let mut math = false;
        expr_any(e, &mut |x| {
            match x {
                Expr::Load(p, i) | Expr::LoadVec(_, p, i) => loads.push((&**p, &**i)),
                Expr::Math { .. } => math = true,
                _ => {}
            }
            false
        });
        self.other |= math;
        for (p, i) in loads {
            self.access(p, i);
        }
    }

    fn stmts(&mut self, stmts: &[Stmt], in_loop: bool) {
        for s in stmts {
            match s {
                Stmt::Let(v, Some(e)) => {
                    self.expr(e, in_loop);
                    if !self.k.var(*v).mutable {
                        let c = self.coef(e);
                        self.coefs.insert(*v, c);
                    }
                }
                Stmt::Assign(_, e) => self.expr(e, in_loop),
                Stmt::Store { ptr, index, value } | Stmt::StoreVec { ptr, index, value, .. } => {
                    self.expr(index, in_loop);
                    self.expr(value, in_loop);
                    if in_loop {
                        self.access(ptr, index);
                    }
                }
                Stmt::Atomic { ptr, index, op } => {
                    self.expr(index, in_loop);
                    if let Atomic::Store(v) | Atomic::Add(v) = op {
                        self.expr(v, in_loop);
                    }
                    if in_loop {
                        self.access(ptr, index);
                    }
                }
                Stmt::For { var, lb, ub, step, body, .. } => {
                    for e in [lb, ub, step] {
                        self.expr(e, in_loop);
                    }
                    let c = if self.coef(step) == Some(0) { self.coef(lb) } else { None };
                    self.coefs.insert(*var, c);
                    // The innermost loops do the work (a per-column result stored after the
                    // loop over the rows does not count).
                    self.stmts(body, !has_loop(body));
                }
                Stmt::If { cond, then, otherwise } => {
                    self.expr(cond, in_loop);
                    self.stmts(then, in_loop);
                    self.stmts(otherwise, in_loop);
                }
                Stmt::Block { .. } | Stmt::Subgroup { .. } | Stmt::Mma { .. } | Stmt::LdMatrix { .. } => {
                    self.other = true
                }
                _ => {}
            }
        }
    }
}

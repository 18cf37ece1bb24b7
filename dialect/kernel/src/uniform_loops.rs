//! # Loops whose trip count differs between subgroups
//!
//! tinytc v0.4 requires the operands of subgroup operations and cooperative matrices to be
//! uniform only within a subgroup ("dynamically uniform"): a loop such as
//! `for %t = %subgroup_linear_id, 15, 4 { … cooperative_matrix_mul_add … }` runs 4 rounds in
//! some subgroups and 3 in others. tinyc exchanges values within a subgroup through local memory
//! between work-group barriers (on every target, so that the results are the same everywhere),
//! and a barrier must be reached by the whole work-group: in such a loop the subgroups that
//! have finished would leave the others waiting at barriers of rounds they never run (wrong
//! results on CPU devices, a hang on a GPU).
//!
//! [`uniform_loops`] makes every such loop run the same number of rounds on every work-item:
//!
//! ```text
//! for (v = lb; v < ub; v += step) { body }           // bounds differ between subgroups
//! ```
//! becomes
//! ```text
//! long lb0 = lb, ub0 = ub, st0 = step;
//! long mine = ceil(max(ub0 - lb0, 0) / st0);         // this work-item's trip count (unsigned)
//! barrier; trips[linear id] = mine; barrier;          // one slot per work-item (local memory)
//! long most = max over the subgroups' first work-items of trips[…];
//! for (t = 0; t < most; t += 1) {
//!     v = lb0 + t * st0;
//!     if (t < mine) { body }                          // split at its barriers next
//! }
//! ```
//!
//! The `if` holds the body's barriers, so [`crate::split_ifs_at_barriers`] then cuts it at them
//! (the same condition is uniform within each subgroup, which is all a subgroup's exchange
//! needs: every barrier is reached by every work-item, each exchange is made by the whole
//! subgroup or not at all). A loop nested in the body is hoisted by that split with its bounds
//! set only where the condition holds, so it is rewritten in the next round. Reading one slot
//! per subgroup relies on the trip count being uniform within a subgroup, as the language
//! requires of any loop around a subgroup operation.
//!
//! A bound is *varying* when it depends on the local id, or on a variable assigned from one,
//! or assigned under a varying condition or in a loop with varying bounds (a fixed point over
//! the kernel). Loops with uniform bounds and loops without barriers are left alone, so kernels
//! without subgroup-dependent loops come out unchanged.

use std::collections::HashSet;

use tinyc_frontend::names::Namer;

use crate::ir::*;

/// Rounds of rewriting and splitting at most (one per level of nested varying loops).
pub const MAX_ROUNDS: usize = 64;

/// Rewrites every loop that holds a barrier and whose bounds vary between work-items (see the
/// module documentation); returns whether it changed anything, or an internal error (a loop
/// variable that is not a number). The kernel's `local_bytes` grows by one `i64` slot per
/// work-item the first time.
pub fn uniform_loops(k: &mut Kernel) -> Result<bool, String> {
    let varying = varying_vars(&k.body);
    if !needs_rewrite(&k.body, &varying) {
        return Ok(false);
    }
    let mut names = Namer::new();
    for v in &k.vars {
        names.claim(&v.name);
    }
    let (m, n) = k.abi.work_group_size;
    let slots = k.local_bytes.div_ceil(8) * 8;
    let mut r = Rewriter {
        vars: &mut k.vars,
        names,
        varying,
        wgs: (m, n),
        sgs: k.abi.subgroup_size.max(1),
        slots,
        error: None,
    };
    let body = std::mem::take(&mut k.body);
    k.body = r.stmts(body);
    if let Some(e) = r.error {
        return Err(e);
    }
    k.local_bytes = k.local_bytes.max(slots + (m * n).max(1) as u64 * 8);
    Ok(true)
}

/// Whether an expression depends on the local id or on a varying variable.
fn varies(e: &Expr, varying: &HashSet<Var>) -> bool {
    expr_any(e, &mut |x| match x {
        Expr::Builtin(Builtin::LocalIdX | Builtin::LocalIdY | Builtin::SubgroupId | Builtin::SubgroupLane) => true,
        Expr::Var(v) => varying.contains(v),
        _ => false,
    })
}

/// The variables whose value may differ between the work-items of a work-group.
fn varying_vars(body: &[Stmt]) -> HashSet<Var> {
    fn walk(stmts: &[Stmt], uniform: bool, set: &mut HashSet<Var>) {
        for s in stmts {
            match s {
                Stmt::Let(v, Some(e)) | Stmt::Assign(v, e) if !uniform || varies(e, set) => {
                    set.insert(*v);
                }
                Stmt::For { var, lb, ub, step, body, .. } => {
                    let u = uniform && ![lb, ub, step].iter().any(|e| varies(e, set));
                    if !u {
                        set.insert(*var);
                    }
                    walk(body, u, set);
                }
                Stmt::If { cond, then, otherwise } => {
                    let u = uniform && !varies(cond, set);
                    walk(then, u, set);
                    walk(otherwise, u, set);
                }
                Stmt::Atomic { op: Atomic::Update { old, keep, .. }, .. } => {
                    set.insert(*old);
                    set.extend(keep.iter());
                }
                Stmt::Mma { acc, .. } => set.extend(acc.iter()),
                Stmt::LdMatrix { out, .. } => set.extend(out.iter()),
                // Scans differ per lane, and every result per subgroup.
                Stmt::Subgroup { result, .. } | Stmt::Block { op: BlockOp::Read(result), .. } => {
                    set.insert(*result);
                }
                _ => {}
            }
        }
    }
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        walk(body, true, &mut set);
        if set.len() == before {
            return set;
        }
    }
}

fn has_barrier(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Barrier { .. } => true,
        Stmt::For { body, .. } => has_barrier(body),
        Stmt::If { then, otherwise, .. } => has_barrier(then) || has_barrier(otherwise),
        _ => false,
    })
}

fn needs_rewrite(stmts: &[Stmt], varying: &HashSet<Var>) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::For { lb, ub, step, body, .. } => {
            (has_barrier(body) && [lb, ub, step].iter().any(|e| varies(e, varying))) || needs_rewrite(body, varying)
        }
        Stmt::If { then, otherwise, .. } => needs_rewrite(then, varying) || needs_rewrite(otherwise, varying),
        _ => false,
    })
}

struct Rewriter<'k> {
    vars: &'k mut Vec<VarInfo>,
    names: Namer,
    varying: HashSet<Var>,
    wgs: (i64, i64),
    sgs: i64,
    /// Byte offset of the trip-count slots in the work-group stack.
    slots: u64,
    /// The first internal error met.
    error: Option<String>,
}

impl Rewriter<'_> {
    fn var(&mut self, hint: &str, ty: Ty, mutable: bool) -> Var {
        let name = self.names.name(hint);
        self.vars.push(VarInfo { name, ty, mutable });
        Var(self.vars.len() as u32 - 1)
    }

    fn stmts(&mut self, stmts: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(stmts.len());
        for s in stmts {
            match s {
                Stmt::For { var, lb, ub, step, body, unroll } => {
                    let vary = [&lb, &ub, &step].iter().any(|e| varies(e, &self.varying));
                    if vary && has_barrier(&body) {
                        self.uniform_for(var, [lb, ub, step], body, &mut out);
                    } else {
                        let body = self.stmts(body);
                        out.push(Stmt::For { var, lb, ub, step, body, unroll });
                    }
                }
                Stmt::If { cond, then, otherwise } => {
                    let then = self.stmts(then);
                    let otherwise = self.stmts(otherwise);
                    out.push(Stmt::If { cond, then, otherwise });
                }
                s => out.push(s),
            }
        }
        out
    }

    fn uniform_for(&mut self, var: Var, [lb, ub, step]: [Expr; 3], body: Vec<Stmt>, out: &mut Vec<Stmt>) {
        let p = match self.vars.get(var.0 as usize).map(|v| v.ty) {
            Some(Ty::Prim(p)) => p,
            other => {
                self.error.get_or_insert(format!("a loop variable of type {other:?}"));
                Prim::I64
            }
        };
        let wide = |e: Expr| if p == Prim::I64 { e } else { Expr::cast(Prim::I64, e) };
        let mut bound = |r: &mut Self, hint: &str, e: Expr| {
            if let Some(c) = e.as_const() {
                return Expr::i64(c);
            }
            let v = r.var(hint, Ty::I64, false);
            out.push(Stmt::Let(v, Some(wide(e))));
            Expr::Var(v)
        };
        let lb0 = bound(self, "lb", lb);
        let ub0 = bound(self, "ub", ub);
        let st0 = bound(self, "st", step);
        let fits = p != Prim::I64 || Expr::span_fits(&lb0, &ub0);
        // ⌈max(ub − lb, 0) / step⌉, the span counted as unsigned: ub − lb may pass i64::MAX.
        let span = Expr::range_len(lb0.clone(), ub0);
        let by = match st0.as_const() {
            Some(c) => Expr::i64(c.max(1)),
            None => Expr::bin(BinOp::Max, st0.clone(), Expr::i64(1)),
        };
        let trips = Expr::trip_count(span, by, fits, &mut |hint, e| {
            if matches!(e, Expr::Int(..) | Expr::Var(_)) {
                return e;
            }
            let v = self.var(hint, Ty::I64, false);
            out.push(Stmt::Let(v, Some(e)));
            Expr::Var(v)
        });
        let mine = self.var("mine", Ty::I64, false);
        out.push(Stmt::Let(mine, Some(trips)));
        let (m, n) = self.wgs;
        let lin = if n == 1 {
            Expr::Builtin(Builtin::LocalIdX)
        } else {
            Expr::iadd(Expr::Builtin(Builtin::LocalIdX), Expr::imul(Expr::i64(m), Expr::Builtin(Builtin::LocalIdY)))
        };
        let slots = Expr::Local { offset: self.slots, elem: Prim::I64 };
        // The slots may still be read for the previous such loop.
        out.push(Stmt::Barrier { local: true, global: false });
        out.push(Stmt::Store { ptr: slots.clone(), index: lin, value: Expr::Var(mine) });
        out.push(Stmt::Barrier { local: true, global: false });
        // Read from the slots only (not from `mine`), so that the analysis sees it uniform.
        let most = self.var("most", Ty::I64, true);
        out.push(Stmt::Let(most, Some(Expr::load(slots.clone(), Expr::i64(0)))));
        let subgroups = (m * n / self.sgs).max(1);
        let j = self.var("sgj", Ty::I64, false);
        let slot = Expr::load(slots.clone(), Expr::imul(Expr::Var(j), Expr::i64(self.sgs)));
        let read = Stmt::Assign(most, Expr::bin(BinOp::Max, Expr::Var(most), slot));
        out.push(Stmt::For {
            var: j,
            lb: Expr::i64(1),
            ub: Expr::i64(subgroups),
            step: Expr::i64(1),
            body: vec![read],
            unroll: subgroups <= 16,
        });
        let t = self.var("round", Ty::I64, false);
        let value = Expr::stepped(lb0, Expr::Var(t), st0, fits);
        let value = if p == Prim::I64 { value } else { Expr::cast(p, value) };
        let body = self.stmts(body);
        let active = Expr::cmp(CmpOp::Lt, Expr::Var(t), Expr::Var(mine));
        out.push(Stmt::For {
            var: t,
            lb: Expr::i64(0),
            ub: Expr::Var(most),
            step: Expr::i64(1),
            body: vec![Stmt::Let(var, Some(value)), Stmt::If { cond: active, then: body, otherwise: Vec::new() }],
            unroll: false,
        });
    }
}

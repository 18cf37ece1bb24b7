//! # Barriers out of `if`s: splitting uniform branches at their barriers
//!
//! [`split_ifs_at_barriers`] rewrites a lowered kernel so that no barrier is inside a
//! [`Stmt::If`]: every barrier ends up at the kernel's top level or directly in the body of a
//! loop whose own barriers are treated the same way. It runs after lowering for devices whose
//! [`tinyc_frontend::Device::top_level_barriers`] is set (the OpenCL devices).
//!
//! **Why.** PoCL 3.1's CPU device miscompiles a barrier inside a work-group-uniform `if` when
//! there is work after the `if` and some work-items are idle (a collective guarded by `i < M`
//! with M below the work-group width): wrong results at widths 16–64, heap corruption and glibc
//! aborts ("double free or corruption") at 128–256. A barrier after the `if` does not cure it
//! when both branches hold one. Barriers at the top level, and directly in a loop there, are
//! compiled correctly: `tests/in/run/if_barrier_*.ir` run at widths 16 to 256 with fewer rows
//! than work-items; several of them fail on PoCL 3.1 without this pass and none with it.
//!
//! **How.** The branches of an `if` run only where the mixed region is uniform, so the condition
//! has the same value on every work-item and the `if` can be cut at its barriers:
//!
//! ```text
//! if (c) { A1; barrier; A2 } else { B1; barrier; B2; barrier; B3 }
//! ```
//! becomes
//! ```text
//! bool c0 = c;                        // evaluated once, before the first part
//! if (c0) { A1 } else { B1 }
//! barrier;                            // executed by every work-item
//! if (c0) { A2 } else { B2 }
//! barrier;                            // extra for the then-branch, which is legal
//! if (!c0) { B3 }
//! ```
//!
//! - Each branch is cut into *parts* at its *separators*; the two branches' separators are
//!   paired in order. Two paired barriers become one barrier ordering the memory of both. A
//!   branch with fewer separators has empty parts at the end. Every separator is executed by
//!   all work-items whatever the condition, which only adds barriers, and an extra barrier
//!   reached by the whole work-group is always legal.
//! - The condition is kept in a variable unless it is a constant or a variable assigned once,
//!   since later parts may change what it reads.
//! - A nested `if` holding a barrier is split first; its parts, already guarded by its own
//!   condition, join the parts of the enclosing branch, and its separators become the
//!   enclosing branch's separators.
//! - A `for` holding a barrier inside a branch becomes a separator itself: the loop is hoisted
//!   to the enclosing top level. With constant bounds it keeps them and its body runs under the
//!   branch's condition (`for (…) { if (c) {body} }`, split in turn), so that its trip count does
//!   not depend on the condition (PoCL 3.1 crashed on a loop with a barrier whose bound the
//!   branch set); otherwise its bounds are copied into variables in the part before it (so only
//!   when the condition holds) and initialised to an empty range (so the loop runs no iteration
//!   otherwise). Its body is top level then and is split in turn.
//! - `if` results (`yield`) are variables declared before the `if` and assigned in the
//!   branches, so they need nothing special. A variable defined in one part and used in a
//!   later one (a yielded value computed before a barrier, the condition of a nested `if`) is
//!   declared uninitialised before the first part and assigned where it was defined.
//!
//! Kernels without a barrier inside an `if` are left unchanged.

use std::collections::{BTreeSet, HashSet};

use tinyc_frontend::names::Namer;

use crate::ir::*;

/// Rewrites the kernel so that no barrier is inside an `if` (see the module documentation).
pub fn split_ifs_at_barriers(k: &mut Kernel) {
    split_body(&mut k.vars, &mut k.body);
}

/// [`split_ifs_at_barriers`] on a kernel body and its variables (new ones are appended).
fn split_body(vars: &mut Vec<VarInfo>, body: &mut Vec<Stmt>) {
    if !body.iter().any(barrier_in_if) {
        return;
    }
    // The kernel's names are taken; new variables get usable names beside them.
    let mut names = Namer::new();
    for v in vars.iter() {
        names.claim(&v.name);
    }
    let mut s = Splitter { vars, names };
    let stmts = std::mem::take(body);
    *body = s.top(stmts);
}

/// Whether a statement is, or holds at any depth, a barrier.
pub fn has_barrier(s: &Stmt) -> bool {
    match s {
        Stmt::Barrier { .. } => true,
        Stmt::For { body, .. } => body.iter().any(has_barrier),
        Stmt::If { then, otherwise, .. } => then.iter().chain(otherwise).any(has_barrier),
        _ => false,
    }
}

/// Whether a statement holds a barrier inside an `if`, at any depth.
pub fn barrier_in_if(s: &Stmt) -> bool {
    match s {
        Stmt::For { body, .. } => body.iter().any(barrier_in_if),
        Stmt::If { .. } => has_barrier(s),
        _ => false,
    }
}

/// What separates two parts of a split branch; run by every work-item.
enum Sep {
    Barrier {
        local: bool,
        global: bool,
    },
    /// A hoisted loop (a [`Stmt::For`]) whose range is empty unless its branch was taken.
    Loop(Stmt),
}

impl Sep {
    fn into_stmt(self) -> Stmt {
        match self {
            Sep::Barrier { local, global } => Stmt::Barrier { local, global },
            Sep::Loop(s) => s,
        }
    }
}

/// A branch cut at its separators: `parts.len() == seps.len() + 1`, part i runs before
/// separator i.
struct Parts {
    parts: Vec<Vec<Stmt>>,
    seps: Vec<Sep>,
}

impl Parts {
    fn new() -> Parts {
        Parts { parts: vec![Vec::new()], seps: Vec::new() }
    }

    fn last(&mut self) -> &mut Vec<Stmt> {
        if self.parts.is_empty() {
            self.parts.push(Vec::new());
        }
        let n = self.parts.len() - 1;
        &mut self.parts[n]
    }

    fn separate(&mut self, sep: Sep) {
        self.seps.push(sep);
        self.parts.push(Vec::new());
    }

    /// Appends `other`: its first part joins the current one.
    fn append(&mut self, other: Parts) {
        let mut parts = other.parts.into_iter();
        self.last().extend(parts.next().into_iter().flatten());
        for (sep, part) in other.seps.into_iter().zip(parts) {
            self.seps.push(sep);
            self.parts.push(part);
        }
    }
}

struct Splitter<'a> {
    vars: &'a mut Vec<VarInfo>,
    names: Namer,
}

impl Splitter<'_> {
    fn new_var(&mut self, hint: &str, ty: Ty, mutable: bool) -> Var {
        let name = self.names.name(hint);
        self.vars.push(VarInfo { name, ty, mutable });
        Var(self.vars.len() as u32 - 1)
    }

    /// Statements run by the whole work-group (the kernel body, a loop body there): every `if`
    /// holding a barrier is replaced by its parts and separators.
    fn top(&mut self, stmts: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(stmts.len());
        for s in stmts {
            match s {
                Stmt::If { cond, then, otherwise } if then.iter().chain(&otherwise).any(has_barrier) => {
                    let mut pre = Vec::new();
                    let parts = self.split_if(cond, then, otherwise, &mut pre, None);
                    let mut split = pre;
                    let mut seps = parts.seps.into_iter();
                    for part in parts.parts {
                        split.extend(part);
                        if let Some(sep) = seps.next() {
                            split.push(sep.into_stmt());
                        }
                    }
                    self.declare_escaping(&mut split);
                    out.extend(split);
                }
                Stmt::For { var, lb, ub, step, body, unroll } if body.iter().any(barrier_in_if) => {
                    let body = self.top(body);
                    out.push(Stmt::For { var, lb, ub, step, body, unroll });
                }
                s => out.push(s),
            }
        }
        out
    }

    /// The parts of `if (cond) {then} else {otherwise}`, each guarded by the condition.
    /// Declarations every part must see (the hoisted loops' bounds) go to `pre`. `outer` is the
    /// condition under which this `if` runs (enclosing branches), for hoisted loops.
    fn split_if(
        &mut self,
        cond: Expr,
        then: Vec<Stmt>,
        otherwise: Vec<Stmt>,
        pre: &mut Vec<Stmt>,
        outer: Option<Expr>,
    ) -> Parts {
        let mut out = Parts::new();
        let cond = match cond {
            Expr::Int(..) => cond,
            Expr::Var(v) if !self.vars[v.0 as usize].mutable => cond,
            e => {
                let c = self.new_var("cond", Ty::BOOL, false);
                out.last().push(Stmt::Let(c, Some(e)));
                Expr::Var(c)
            }
        };
        let both = |c: Expr| match &outer {
            Some(o) => Expr::Bin(BinOp::And, Box::new(o.clone()), Box::new(c)),
            None => c,
        };
        let t = self.branch(then, pre, both(cond.clone()));
        let e = self.branch(otherwise, pre, both(Expr::Un(UnOp::Not, Box::new(cond.clone()))));
        let mut t_parts = t.parts.into_iter();
        let mut e_parts = e.parts.into_iter();
        let mut t_seps = t.seps.into_iter();
        let mut e_seps = e.seps.into_iter();
        loop {
            let guarded = guard(&cond, t_parts.next().unwrap_or_default(), e_parts.next().unwrap_or_default());
            out.last().extend(guarded);
            match (t_seps.next(), e_seps.next()) {
                (None, None) => break,
                (Some(Sep::Barrier { local: l1, global: g1 }), Some(Sep::Barrier { local: l2, global: g2 })) => {
                    out.separate(Sep::Barrier { local: l1 || l2, global: g1 || g2 })
                }
                (a, b) => {
                    // A hoisted loop is not paired: the other side's separator follows it.
                    for sep in a.into_iter().chain(b) {
                        out.separate(sep);
                    }
                }
            }
        }
        out
    }

    /// A branch's statements cut at the separators they hold; `taken` is the condition under
    /// which the branch runs.
    fn branch(&mut self, stmts: Vec<Stmt>, pre: &mut Vec<Stmt>, taken: Expr) -> Parts {
        let mut p = Parts::new();
        for s in stmts {
            match s {
                Stmt::Barrier { local, global } => p.separate(Sep::Barrier { local, global }),
                Stmt::If { cond, then, otherwise } if then.iter().chain(&otherwise).any(has_barrier) => {
                    let inner = self.split_if(cond, then, otherwise, pre, Some(taken.clone()));
                    p.append(inner);
                }
                Stmt::For { var, lb, ub, step, body, unroll }
                    if body.iter().any(has_barrier) && [&lb, &ub, &step].iter().all(|e| e.as_const().is_some()) =>
                {
                    // Constant bounds: the loop is hoisted as it is and its body runs under the
                    // branch's condition (split in turn), so its trip count does not depend on
                    // the condition. PoCL 3.1 crashed (SIGSEGV, abort) on a loop with a barrier
                    // whose bound was set by the branch, followed by a GEMM (found by the
                    // differential fuzzer, tests/in/run/fuzz_23759.ir).
                    let guarded = vec![Stmt::If { cond: taken.clone(), then: body, otherwise: Vec::new() }];
                    let body = self.top(guarded);
                    p.separate(Sep::Loop(Stmt::For { var, lb, ub, step, body, unroll }));
                }
                Stmt::For { var, lb, ub, step, body, unroll } if body.iter().any(has_barrier) => {
                    let ty = self.vars[var.0 as usize].ty;
                    let Some(prim) = ty.prim() else {
                        // Loop variables are integers; were one not, the loop stays where it is
                        // (correct code, only without the PoCL workaround).
                        p.last().push(Stmt::For { var, lb, ub, step, body, unroll });
                        continue;
                    };
                    let zero = Expr::Int(0, prim);
                    // The bounds are assigned in the current part, i.e. only when the branch is
                    // taken; until then they hold an empty range. A constant needs no variable,
                    // but the end always does: it carries the guard.
                    let mut assigned = |s: &mut Self, hint: &str, e: Expr, init: Expr| {
                        let v = s.new_var(hint, ty, true);
                        pre.push(Stmt::Let(v, Some(init)));
                        p.last().push(Stmt::Assign(v, e));
                        Expr::Var(v)
                    };
                    let lb = if lb.as_const().is_some() { lb } else { assigned(self, "lb", lb, zero.clone()) };
                    let empty_end = if lb.as_const().is_some() { lb.clone() } else { zero.clone() };
                    let ub = assigned(self, "ub", ub, empty_end);
                    let step = match step.as_const() {
                        Some(_) => step,
                        None => assigned(self, "inc", step, Expr::Int(1, prim)),
                    };
                    let body = self.top(body);
                    p.separate(Sep::Loop(Stmt::For { var, lb, ub, step, body, unroll }));
                }
                s => p.last().push(s),
            }
        }
        p
    }

    /// Variables defined inside one part and used outside it (in a later part, a separator)
    /// are declared at the start of `stmts` and assigned where they were defined.
    fn declare_escaping(&mut self, stmts: &mut Vec<Stmt>) {
        let mut declared = HashSet::new();
        collect_lets(stmts, &mut declared);
        let mut escaping = BTreeSet::new();
        let mut scopes = vec![HashSet::new()];
        check_scopes(stmts, &declared, &mut scopes, &mut escaping);
        if escaping.is_empty() {
            return;
        }
        undeclare(stmts, &escaping);
        let decls = escaping.iter().map(|&v| {
            self.vars[v.0 as usize].mutable = true;
            Stmt::Let(v, None)
        });
        let decls: Vec<Stmt> = decls.collect();
        stmts.splice(0..0, decls);
    }
}

/// `if (c) {then} else {otherwise}` without empty blocks. A part may end in source locations
/// ([`Stmt::At`]) whose statements went to a separator; they are dropped first, so that a part
/// holding nothing else counts as empty.
fn guard(cond: &Expr, mut then: Vec<Stmt>, mut otherwise: Vec<Stmt>) -> Option<Stmt> {
    for part in [&mut then, &mut otherwise] {
        while matches!(part.last(), Some(Stmt::At(_))) {
            part.pop();
        }
    }
    match (then.is_empty(), otherwise.is_empty()) {
        (true, true) => None,
        (false, _) => Some(Stmt::If { cond: cond.clone(), then, otherwise }),
        (true, false) => {
            Some(Stmt::If { cond: Expr::Un(UnOp::Not, Box::new(cond.clone())), then: otherwise, otherwise: Vec::new() })
        }
    }
}

fn collect_lets(stmts: &[Stmt], out: &mut HashSet<Var>) {
    for s in stmts {
        match s {
            Stmt::Let(v, _) => {
                out.insert(*v);
            }
            Stmt::For { body, .. } => collect_lets(body, out),
            Stmt::If { then, otherwise, .. } => {
                collect_lets(then, out);
                collect_lets(otherwise, out);
            }
            _ => {}
        }
    }
}

/// Records in `escaping` the variables of `declared` used where their `Let` is not in scope
/// (C block scoping: a `Let` is visible to the rest of its block, nested blocks included).
fn check_scopes(stmts: &[Stmt], declared: &HashSet<Var>, scopes: &mut Vec<HashSet<Var>>, escaping: &mut BTreeSet<Var>) {
    for s in stmts {
        let mut uses = Vec::new();
        stmt_uses(s, &mut uses);
        for v in uses {
            if declared.contains(&v) && !scopes.iter().any(|scope| scope.contains(&v)) {
                escaping.insert(v);
            }
        }
        match s {
            Stmt::Let(v, _) => {
                if let Some(top) = scopes.last_mut() {
                    top.insert(*v);
                }
            }
            Stmt::For { body, .. } => {
                scopes.push(HashSet::new());
                check_scopes(body, declared, scopes, escaping);
                scopes.pop();
            }
            Stmt::If { then, otherwise, .. } => {
                for block in [then, otherwise] {
                    scopes.push(HashSet::new());
                    check_scopes(block, declared, scopes, escaping);
                    scopes.pop();
                }
            }
            _ => {}
        }
    }
}

/// The variables a statement reads or assigns itself (not in nested blocks).
fn stmt_uses(s: &Stmt, out: &mut Vec<Var>) {
    let mut e = |x: &Expr| expr_vars(x, out);
    match s {
        Stmt::Let(_, init) => init.iter().for_each(&mut e),
        Stmt::Assign(v, x) => {
            e(x);
            out.push(*v);
        }
        Stmt::Store { ptr, index, value } | Stmt::StoreVec { ptr, index, value, .. } => {
            [ptr, index, value].into_iter().for_each(e)
        }
        Stmt::Atomic { ptr, index, op } => {
            [ptr, index].into_iter().for_each(&mut e);
            match op {
                Atomic::Store(x) | Atomic::Add(x) => e(x),
                Atomic::Update { new, keep, .. } => {
                    e(new);
                    out.extend(keep.iter());
                }
            }
        }
        Stmt::For { lb, ub, step, .. } => [lb, ub, step].into_iter().for_each(e),
        Stmt::If { cond, .. } => e(cond),
        Stmt::Mma { a, b, acc, .. } => {
            a.iter().chain(b).for_each(&mut e);
            // Each accumulator is read and assigned.
            out.extend(acc.iter());
        }
        Stmt::LdMatrix { ptr, index, out: loaded } => {
            e(ptr);
            e(index);
            out.extend(loaded.iter());
        }
        Stmt::Subgroup { result, value, lane, .. } => {
            e(value);
            lane.iter().for_each(&mut e);
            out.push(*result);
        }
        Stmt::Block { ptr, index, op } => {
            [ptr, index].into_iter().for_each(&mut e);
            match op {
                BlockOp::Read(v) => out.push(*v),
                BlockOp::Write(x) => e(x),
            }
        }
        Stmt::Async(AsyncCopy::Copy { dst, dst_index, src, src_index }) => {
            [dst, dst_index, src, src_index].into_iter().for_each(e)
        }
        Stmt::Async(AsyncCopy::Commit | AsyncCopy::Wait { .. })
        | Stmt::Barrier { .. }
        | Stmt::Fence
        | Stmt::KeepOrder
        | Stmt::Comment(_)
        | Stmt::At(_) => {}
    }
}

fn expr_vars(e: &Expr, out: &mut Vec<Var>) {
    match e {
        Expr::Var(v) => out.push(*v),
        Expr::Bin(_, a, b)
        | Expr::Cmp(_, a, b)
        | Expr::Load(a, b)
        | Expr::LoadVec(_, a, b)
        | Expr::Offset(a, b)
        | Expr::Shuffle(a, b, _)
        | Expr::Complex(_, a, b) => {
            expr_vars(a, out);
            expr_vars(b, out);
        }
        Expr::Fma(a, b, c) | Expr::Select(a, b, c) => {
            expr_vars(a, out);
            expr_vars(b, out);
            expr_vars(c, out);
        }
        Expr::Un(_, a)
        | Expr::Cast(_, a)
        | Expr::HSum(a)
        | Expr::NotNull(a)
        | Expr::Aligned(a, _)
        | Expr::Math { arg: a, .. } => expr_vars(a, out),
        Expr::Int(..) | Expr::Float(..) | Expr::Local { .. } | Expr::Builtin(_) => {}
    }
}

/// Turns the definitions of `vars` into assignments (`Let(v, None)` disappears).
fn undeclare(stmts: &mut Vec<Stmt>, vars: &BTreeSet<Var>) {
    stmts.retain(|s| !matches!(s, Stmt::Let(v, None) if vars.contains(v)));
    for s in stmts.iter_mut() {
        match s {
            Stmt::Let(v, init @ Some(_)) if vars.contains(v) => {
                if let Some(e) = init.take() {
                    *s = Stmt::Assign(*v, e);
                }
            }
            Stmt::For { body, .. } => undeclare(body, vars),
            Stmt::If { then, otherwise, .. } => {
                undeclare(then, vars);
                undeclare(otherwise, vars);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
#[allow(clippy::panic)] // tests report failures by panicking
mod tests {
    //! The split bodies are compared with the originals by running one work-item of each (the
    //! conditions are uniform, so one work-item's path is every work-item's): the same stores in
    //! the same order, every pair of stores that a barrier separated still separated, no
    //! variable read before it is assigned, every use in the scope of its declaration, and no
    //! barrier inside an `if`.

    use std::collections::HashMap;

    use super::*;

    #[derive(Default)]
    struct Builder {
        vars: Vec<VarInfo>,
    }

    impl Builder {
        fn var(&mut self, name: &str, ty: Ty, mutable: bool) -> Var {
            self.vars.push(VarInfo { name: name.to_string(), ty, mutable });
            Var(self.vars.len() as u32 - 1)
        }
        fn int(&mut self, name: &str) -> Var {
            self.var(name, Ty::I64, false)
        }
        fn flag(&mut self, name: &str) -> Var {
            self.var(name, Ty::BOOL, false)
        }
    }

    fn v(x: Var) -> Expr {
        Expr::Var(x)
    }

    fn int(x: i64) -> Expr {
        Expr::i64(x)
    }

    fn add(a: Expr, b: Expr) -> Expr {
        Expr::bin(BinOp::Add, a, b)
    }

    /// A store of `value` to element `index` (the events the comparison looks at).
    fn store(index: i64, value: Expr) -> Stmt {
        Stmt::Store { ptr: Expr::Local { offset: 0, elem: Prim::I64 }, index: int(index), value }
    }

    fn bar() -> Stmt {
        Stmt::Barrier { local: true, global: false }
    }

    fn gbar() -> Stmt {
        Stmt::Barrier { local: false, global: true }
    }

    fn if_(cond: Expr, then: Vec<Stmt>, otherwise: Vec<Stmt>) -> Stmt {
        Stmt::If { cond, then, otherwise }
    }

    fn for_(var: Var, lb: Expr, ub: Expr, body: Vec<Stmt>) -> Stmt {
        Stmt::For { var, lb, ub, step: int(1), body, unroll: false }
    }

    #[derive(Clone, Debug, PartialEq)]
    enum Event {
        Store(i64, i64),
        Barrier,
    }

    /// One work-item of a body; `inputs` are the values of the variables the body does not
    /// define (the kernel's parameters).
    fn run(body: &[Stmt], inputs: &[(Var, i64)]) -> Vec<Event> {
        struct Item {
            env: HashMap<Var, Option<i64>>,
            trace: Vec<Event>,
        }
        impl Item {
            fn eval(&self, e: &Expr) -> i64 {
                match e {
                    Expr::Var(x) => match self.env.get(x) {
                        Some(Some(val)) => *val,
                        Some(None) => panic!("{x:?} read before it was assigned"),
                        None => panic!("{x:?} read outside its definition"),
                    },
                    Expr::Int(x, _) => *x,
                    Expr::Bin(op, a, b) => {
                        let (a, b) = (self.eval(a), self.eval(b));
                        match op {
                            BinOp::Add | BinOp::WAdd => a + b,
                            BinOp::Sub | BinOp::WSub => a - b,
                            BinOp::Mul | BinOp::WMul => a * b,
                            BinOp::Rem => a % b,
                            BinOp::And => i64::from(a != 0 && b != 0),
                            _ => panic!("{op:?} not modelled"),
                        }
                    }
                    Expr::Cmp(op, a, b) => {
                        let (a, b) = (self.eval(a), self.eval(b));
                        i64::from(match op {
                            CmpOp::Eq => a == b,
                            CmpOp::Ne => a != b,
                            CmpOp::Lt => a < b,
                            CmpOp::Le => a <= b,
                            CmpOp::Gt => a > b,
                            CmpOp::Ge => a >= b,
                        })
                    }
                    Expr::Un(UnOp::Not, a) => 1 - self.eval(a),
                    e => panic!("{e:?} not modelled"),
                }
            }
            fn exec(&mut self, stmts: &[Stmt]) {
                for s in stmts {
                    match s {
                        Stmt::Let(x, init) => {
                            let val = init.as_ref().map(|e| self.eval(e));
                            self.env.insert(*x, val);
                        }
                        Stmt::Assign(x, e) => {
                            assert!(self.env.contains_key(x), "{x:?} assigned before its declaration");
                            let val = self.eval(e);
                            self.env.insert(*x, Some(val));
                        }
                        Stmt::Store { index, value, .. } => {
                            let ev = Event::Store(self.eval(index), self.eval(value));
                            self.trace.push(ev);
                        }
                        Stmt::For { var, lb, ub, step, body, .. } => {
                            let mut i = self.eval(lb);
                            while i < self.eval(ub) {
                                self.env.insert(*var, Some(i));
                                self.exec(body);
                                i += self.eval(step);
                            }
                        }
                        Stmt::If { cond, then, otherwise } => {
                            if self.eval(cond) != 0 {
                                self.exec(then)
                            } else {
                                self.exec(otherwise)
                            }
                        }
                        Stmt::Barrier { .. } => self.trace.push(Event::Barrier),
                        Stmt::Comment(_) | Stmt::At(_) | Stmt::Fence | Stmt::KeepOrder => {}
                        Stmt::Atomic { .. }
                        | Stmt::StoreVec { .. }
                        | Stmt::Mma { .. }
                        | Stmt::LdMatrix { .. }
                        | Stmt::Async(_)
                        | Stmt::Subgroup { .. }
                        | Stmt::Block { .. } => {
                            panic!("not modelled")
                        }
                    }
                }
            }
        }
        let mut item = Item { env: inputs.iter().map(|(x, val)| (*x, Some(*val))).collect(), trace: Vec::new() };
        item.exec(body);
        item.trace
    }

    /// The stores of a trace, each with the number of barriers before it.
    fn epochs(trace: &[Event]) -> Vec<(Event, usize)> {
        let mut n = 0;
        let mut out = Vec::new();
        for e in trace {
            match e {
                Event::Barrier => n += 1,
                store => out.push((store.clone(), n)),
            }
        }
        out
    }

    fn barrier_inside_if(stmts: &[Stmt], in_if: bool) -> bool {
        stmts.iter().any(|s| match s {
            Stmt::Barrier { .. } => in_if,
            Stmt::For { body, .. } => barrier_inside_if(body, in_if),
            Stmt::If { then, otherwise, .. } => barrier_inside_if(then, true) || barrier_inside_if(otherwise, true),
            _ => false,
        })
    }

    /// Every variable is declared once and used only in the scope of its declaration.
    fn assert_well_scoped(body: &[Stmt], inputs: &[Var]) {
        let mut declared = HashSet::new();
        fn count(stmts: &[Stmt], seen: &mut HashSet<Var>) {
            for s in stmts {
                match s {
                    Stmt::Let(x, _) => assert!(seen.insert(*x), "{x:?} declared twice"),
                    Stmt::For { body, .. } => count(body, seen),
                    Stmt::If { then, otherwise, .. } => {
                        count(then, seen);
                        count(otherwise, seen);
                    }
                    _ => {}
                }
            }
        }
        count(body, &mut declared);
        let mut scopes = vec![inputs.iter().copied().collect::<HashSet<_>>()];
        let mut escaping = BTreeSet::new();
        check_scopes(body, &declared, &mut scopes, &mut escaping);
        assert!(escaping.is_empty(), "used out of scope: {escaping:?}\n{body:#?}");
    }

    /// Splits `body` and compares it with the original for every combination of `inputs`.
    fn check(mut b: Builder, body: Vec<Stmt>, inputs: &[(Var, &[i64])]) -> Vec<Stmt> {
        assert!(body.iter().any(barrier_in_if), "the case must have a barrier inside an if");
        let mut split = body.clone();
        split_body(&mut b.vars, &mut split);
        assert!(!barrier_inside_if(&split, false), "a barrier is left inside an if:\n{split:#?}");
        assert_well_scoped(&split, &inputs.iter().map(|(x, _)| *x).collect::<Vec<_>>());
        let mut combos: Vec<Vec<(Var, i64)>> = vec![Vec::new()];
        for (x, values) in inputs {
            combos = combos
                .into_iter()
                .flat_map(|c| values.iter().map(move |val| [c.clone(), vec![(*x, *val)]].concat()))
                .collect();
        }
        for combo in combos {
            let want = epochs(&run(&body, &combo));
            let got = epochs(&run(&split, &combo));
            let stores = |t: &[(Event, usize)]| t.iter().map(|(e, _)| e.clone()).collect::<Vec<_>>();
            assert_eq!(stores(&got), stores(&want), "different stores for {combo:?}:\n{split:#?}");
            for (w, g) in want.windows(2).zip(got.windows(2)) {
                if w[1].1 > w[0].1 {
                    assert!(g[1].1 > g[0].1, "{:?} and {:?} no longer separated for {combo:?}", g[0].0, g[1].0);
                }
            }
        }
        split
    }

    #[test]
    fn barrier_in_the_then_branch() {
        let mut b = Builder::default();
        let c = b.flag("c");
        let body = vec![
            store(0, int(1)),
            if_(v(c), vec![store(1, int(2)), bar(), store(2, int(3))], vec![]),
            store(3, int(4)),
        ];
        let split = check(b, body, &[(c, &[0, 1])]);
        // if (c) {…}; barrier; if (c) {…}: the condition is a variable assigned once, so it is used directly.
        assert_eq!(split.len(), 5, "{split:#?}");
        assert!(matches!(&split[2], Stmt::Barrier { local: true, global: false }));
    }

    #[test]
    fn branches_with_different_numbers_of_barriers() {
        let mut b = Builder::default();
        let c = b.flag("c");
        let then = vec![store(1, int(1)), bar(), store(2, int(2))];
        let otherwise = vec![store(3, int(3)), gbar(), store(4, int(4)), bar(), store(5, int(5)), bar()];
        let body = vec![if_(v(c), then, otherwise), store(6, int(6))];
        let split = check(b, body, &[(c, &[0, 1])]);
        // Paired barriers are merged (ordering the memory of both), then the else-branch's.
        let barriers: Vec<&Stmt> = split.iter().filter(|s| matches!(s, Stmt::Barrier { .. })).collect();
        assert_eq!(barriers.len(), 3);
        assert_eq!(barriers[0], &Stmt::Barrier { local: true, global: true });
    }

    #[test]
    fn nested_ifs() {
        let mut b = Builder::default();
        let (c, d, e) = (b.flag("c"), b.flag("d"), b.flag("e"));
        // A condition that is not a plain variable: kept in one, assigned in the enclosing part.
        let inner = if_(
            Expr::cmp(CmpOp::Ne, v(d), int(0)),
            vec![store(2, int(2)), bar(), store(3, int(3))],
            vec![store(4, int(4)), if_(v(e), vec![bar(), store(5, int(5))], vec![store(6, int(6))])],
        );
        let then = vec![store(1, int(1)), inner, store(7, int(7)), bar(), store(8, int(8))];
        let otherwise = vec![if_(v(e), vec![store(9, int(9)), gbar()], vec![]), store(10, int(10))];
        let body = vec![if_(v(c), then, otherwise), store(11, int(11))];
        check(b, body, &[(c, &[0, 1]), (d, &[0, 1]), (e, &[0, 1])]);
    }

    #[test]
    fn values_defined_before_a_barrier_and_used_after_it_are_declared_first() {
        // %r = if c -> (i64) { x = p + 1; barrier; y = x * 2; yield y } else { yield 5 }; store r
        let mut b = Builder::default();
        let (c, p) = (b.flag("c"), b.int("p"));
        let r = b.var("r", Ty::I64, true);
        let (x, y) = (b.int("x"), b.int("y"));
        let then = vec![
            Stmt::Let(x, Some(add(v(p), int(1)))),
            bar(),
            Stmt::Let(y, Some(Expr::bin(BinOp::Mul, v(x), int(2)))),
            Stmt::Assign(r, v(y)),
        ];
        let body = vec![Stmt::Let(r, None), if_(v(c), then, vec![Stmt::Assign(r, int(5))]), store(0, v(r))];
        let split = check(b, body, &[(c, &[0, 1]), (p, &[7])]);
        // x is declared before the first part; y stays in its part.
        assert!(split.contains(&Stmt::Let(x, None)), "{split:#?}");
        assert!(!split.contains(&Stmt::Let(y, None)), "{split:#?}");
    }

    #[test]
    fn the_condition_is_evaluated_once_before_the_first_part() {
        // if (m == 1) { m = 0; barrier; store m }: the second part must still run.
        let mut b = Builder::default();
        let m = b.var("m", Ty::I64, true);
        let then = vec![Stmt::Assign(m, int(0)), bar(), store(1, v(m))];
        let body = vec![Stmt::Let(m, Some(int(1))), if_(Expr::cmp(CmpOp::Eq, v(m), int(1)), then, vec![])];
        let split = check(b, body, &[]);
        assert_eq!(run(&split, &[]), [Event::Barrier, Event::Store(1, 0)]);
    }

    #[test]
    fn a_loop_with_barriers_inside_an_if_is_hoisted_with_a_guarded_range() {
        // if (c) { n = p + 2; for i in [1, n) { store i; barrier; store i + 10 }; two more loops }
        // else { barrier; store 99 }
        let mut b = Builder::default();
        let (c, p) = (b.flag("c"), b.int("p"));
        let (n, i, j, k) = (b.int("n"), b.int("i"), b.int("j"), b.int("k"));
        let then = vec![
            Stmt::Let(n, Some(add(v(p), int(2)))),
            for_(i, int(1), v(n), vec![store(1, v(i)), bar(), store(2, add(v(i), int(10)))]),
            for_(j, v(p), int(3), vec![gbar(), store(3, v(j))]),
            Stmt::For {
                var: k,
                lb: int(0),
                ub: int(5),
                step: add(v(p), int(1)),
                body: vec![bar(), store(7, v(k))],
                unroll: false,
            },
            store(4, v(n)),
        ];
        let body = vec![if_(v(c), then, vec![bar(), store(5, int(99))]), store(6, int(0))];
        let split = check(b, body, &[(c, &[0, 1]), (p, &[0, 1, 3])]);
        let loops = split.iter().filter(|s| matches!(s, Stmt::For { .. })).count();
        assert_eq!(loops, 3, "every loop at the top level:\n{split:#?}");
    }

    #[test]
    fn a_loop_with_constant_bounds_keeps_them_and_runs_its_body_under_the_condition() {
        // if (c) { if (d) { for i in [1, 4) { store i; barrier; store i + 10 } } } else { store 9 }
        let mut b = Builder::default();
        let (c, d, i) = (b.flag("c"), b.flag("d"), b.int("i"));
        let lp = for_(i, int(1), int(4), vec![store(1, v(i)), bar(), store(2, add(v(i), int(10)))]);
        let body = vec![if_(v(c), vec![if_(v(d), vec![lp], vec![])], vec![store(9, int(9))]), store(6, int(0))];
        let split = check(b, body, &[(c, &[0, 1]), (d, &[0, 1])]);
        let Some(Stmt::For { lb, ub, body, .. }) = split.iter().find(|s| matches!(s, Stmt::For { .. })) else {
            panic!("no loop at the top level:\n{split:#?}")
        };
        assert_eq!((lb, ub), (&int(1), &int(4)), "the bounds are kept");
        assert!(body.iter().any(|s| matches!(s, Stmt::Barrier { .. })), "{split:#?}");
    }

    #[test]
    fn ifs_inside_a_top_level_loop_are_split_in_the_loop_body() {
        let mut b = Builder::default();
        let (k, odd) = (b.int("k"), b.flag("odd"));
        let body = vec![for_(
            k,
            int(0),
            int(4),
            vec![
                Stmt::Let(odd, Some(Expr::cmp(CmpOp::Eq, Expr::bin(BinOp::Rem, v(k), int(2)), int(1)))),
                if_(v(odd), vec![store(1, v(k)), bar(), store(2, v(k))], vec![store(3, v(k))]),
                bar(),
                store(4, v(k)),
            ],
        )];
        let split = check(b, body, &[]);
        let Stmt::For { body, .. } = &split[0] else { panic!("{split:#?}") };
        assert!(body.iter().any(|s| matches!(s, Stmt::Barrier { .. })));
    }

    /// A part that holds only source locations (their instruction's statements went to a
    /// barrier) is empty: no `if` with an empty body, as without locations.
    #[test]
    fn parts_with_only_locations_are_empty() {
        let mut b = Builder::default();
        let c = b.flag("c");
        let at = |start: usize| Stmt::At(tinyc_frontend::Span::new(start, start + 1));
        let then = vec![at(1), bar(), at(2), store(1, int(1))];
        let split = check(b, vec![if_(v(c), then, vec![])], &[(c, &[0, 1])]);
        assert!(matches!(split.as_slice(), [Stmt::Barrier { .. }, Stmt::If { .. }]), "{split:#?}");
        let Stmt::If { then, .. } = &split[1] else { panic!("{split:#?}") };
        assert_eq!(then[0], at(2));
    }

    #[test]
    fn bodies_without_a_barrier_in_an_if_are_unchanged() {
        let mut b = Builder::default();
        let (c, k) = (b.flag("c"), b.int("k"));
        let body = vec![
            if_(v(c), vec![store(1, int(1))], vec![store(2, int(2))]),
            bar(),
            for_(k, int(0), int(3), vec![bar(), if_(v(c), vec![store(3, v(k))], vec![]), bar()]),
        ];
        let mut split = body.clone();
        let vars = b.vars.clone();
        split_body(&mut b.vars, &mut split);
        assert_eq!(split, body);
        assert_eq!(b.vars, vars);
    }

    /// The device property decides: OpenCL devices get the split, NVIDIA keeps barriers in ifs.
    #[test]
    fn lowering_splits_for_devices_with_top_level_barriers() {
        use tinyc_frontend::{Device, Frontend, Source};
        // Vectors of 256 (more than a CPU device's one-work-item kernels of collectives take).
        let src = "func @k(%X: memref<f32x256x?>, %Y: memref<f32x256x?>) {
          %g = group_id
          %x = subview %X[:, %g] : memref<f32x256x?>
          %y = subview %Y[:, %g] : memref<f32x256x?>
          %odd = arith.rem %g, 2 : index
          %c = cmp.eq %odd, 1 : index
          if %c {
            %t = alloca -> memref<f32x256>
            axpby.n 1.0, %x, 0.0, %t : f32, memref<f32x256>, f32, memref<f32x256>
            axpby.n 2.0, %t, 0.0, %y : f32, memref<f32x256>, f32, memref<f32x256>
          }
          axpby.n 1.0, %y, 1.0, %x : f32, memref<f32x256>, f32, memref<f32x256>
        }";
        let lower = |device: Device| {
            let checked = Frontend::new(device).run(&Source::new("k.ir", src.as_bytes())).expect("valid program");
            crate::lower_module(&checked).unwrap_or_else(|e| panic!("{e:?}")).remove(0)
        };
        for device in [Device::generic(), Device::cpu()] {
            assert!(device.top_level_barriers);
            let k = lower(device);
            assert!(!barrier_inside_if(&k.body, false), "{:#?}", k.body);
            assert!(k.body.iter().any(|s| matches!(s, Stmt::Barrier { .. })));
        }
        let nvidia = Device::nvidia();
        assert!(!nvidia.top_level_barriers);
        assert!(barrier_inside_if(&lower(nvidia).body, false));
    }
}

//! # Lane-consecutive loads and stores as subgroup blocks
//!
//! A kernel written around subgroups (tinytc v0.4's `parallel` regions) addresses memory with
//! `subgroup_local_id`: `load %x[%lane, %j]`, or a loop `for %r = %lane, %n, 16` over a column.
//! Every lane then reads its own element of a run of S consecutive ones, which Intel's CPU
//! compiler turns into a gather (hunt Z: such kernels 4–9× behind tinytc, whose SPIR-V reads the
//! run as one subgroup block). On a device that moves subgroup blocks
//! (`Device::subgroup_block_io`), [`lane_blocks`] rewrites each such load or store into a
//! [`Stmt::Block`] where that is exact:
//!
//! - the element index is `u + lane` with `u` the same on every lane of the subgroup (*uniform*:
//!   built from constants, parameters, group and subgroup ids, loads at uniform addresses,
//!   subgroup reductions and broadcasts, and variables assigned only such values where the whole
//!   subgroup runs), `lane` the device's own lane ([`Builtin::SubgroupLane`], which the lowering
//!   uses only on such devices);
//! - the whole subgroup reaches the statement together: every enclosing `if` has a uniform
//!   condition, and every enclosing loop uniform bounds, or a lower bound `u + lane` and a
//!   positive constant step whose trip count is the same for lane 0 and lane S − 1 (a loop that
//!   walks a column lane by lane; tested at run time where it is not known, the plain access
//!   kept for the other case), or a uniform start and constant step with an upper bound that
//!   differs between lanes (the lowering's loop over a per-lane trip count, for a run-time
//!   bound) where the subgroup's largest and smallest bound agree (subgroup reductions);
//! - a write's address is a multiple of 16 bytes and a 2-byte read's of 4 (tested at run time).
//!
//! The classes of variables are a fixed point over every assignment (a mutable variable assigned
//! where the subgroup may not run together, or from a per-lane value, is per-lane; an immutable
//! one, used only where its definition ran, takes its expression's class).

use std::collections::HashMap;

use tinyc_frontend::names::Namer;

use crate::ir::*;

/// What an expression is across the lanes of a subgroup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// No assignment seen yet (the fixed point's start).
    Bottom,
    Uniform,
    /// `u + lane` with `u` uniform.
    Lane,
    Varying,
}

impl Class {
    fn join(self, o: Class) -> Class {
        match (self, o) {
            (Class::Bottom, x) | (x, Class::Bottom) => x,
            (a, b) if a == b => a,
            _ => Class::Varying,
        }
    }
}

/// Rewrites the lane-consecutive global loads and stores of `k` whose element sizes are in
/// `sizes` (bytes or-ed, `Device::subgroup_block_io`) into subgroup blocks (module
/// documentation); a kernel without the device's lane is left alone.
pub fn lane_blocks(k: &mut Kernel, sizes: u32) {
    let uses_lane = stmts_any_expr(&k.body, &mut |e| matches!(e, Expr::Builtin(Builtin::SubgroupLane)));
    if sizes == 0 || !uses_lane {
        return;
    }
    let mut a = Analysis { classes: HashMap::new(), k };
    for p in k.params.iter().chain(&k.groups_param) {
        a.classes.insert(*p, Class::Uniform);
    }
    loop {
        let before = a.classes.clone();
        a.walk(&k.body, true);
        if a.classes == before {
            break;
        }
    }
    let classes = a.classes;
    let mut names = Namer::new();
    for v in &k.vars {
        names.claim(&v.name);
    }
    let defs = immutable_defs(&k.body, &k.vars);
    let mut r = Rewriter { classes, defs, names, vars: std::mem::take(&mut k.vars), sizes, sgs: k.abi.subgroup_size };
    let body = std::mem::take(&mut k.body);
    k.body = r.stmts(body, Some(Expr::Int(1, Prim::Bool)));
    k.vars = r.vars;
}

struct Analysis<'k> {
    classes: HashMap<Var, Class>,
    k: &'k Kernel,
}

impl Analysis<'_> {
    fn class(&self, e: &Expr) -> Class {
        classify(e, &|v| self.classes.get(&v).copied().unwrap_or(Class::Bottom), &self.k.vars)
    }

    fn set(&mut self, v: Var, c: Class) {
        let old = self.classes.get(&v).copied().unwrap_or(Class::Bottom);
        self.classes.insert(v, old.join(c));
    }

    /// One round over `stmts`; `together`: the whole subgroup runs them together.
    fn walk(&mut self, stmts: &[Stmt], together: bool) {
        for s in stmts {
            let here = |c: Class| if together { c } else { Class::Varying };
            match s {
                // An immutable variable is used only where its definition ran (in its block):
                // its expression's class wherever it is.
                Stmt::Let(v, Some(e)) if self.k.vars.get(v.0 as usize).is_some_and(|i| !i.mutable) => {
                    let c = self.class(e);
                    self.set(*v, c);
                }
                Stmt::Let(v, Some(e)) | Stmt::Assign(v, e) => {
                    let c = here(self.class(e));
                    self.set(*v, c);
                }
                // The whole subgroup reaches a subgroup operation together (the language's rule).
                Stmt::Subgroup { result, op, .. } => {
                    let c = match op {
                        SubgroupOp::Reduce(_) | SubgroupOp::Broadcast => Class::Uniform,
                        _ => Class::Varying,
                    };
                    self.set(*result, c);
                }
                Stmt::For { var, lb, ub, step, body, .. } => {
                    let (l, u, st) = (self.class(lb), self.class(ub), self.class(step));
                    // The loop variable exists in the body only, where each round's lanes hold
                    // lb + k·step: uniform from a uniform start, `u + lane` from such a start.
                    let var_class = match l {
                        _ if !uniform(st) => Class::Varying,
                        Class::Lane => Class::Lane,
                        l if uniform(l) => Class::Uniform,
                        _ => Class::Varying,
                    };
                    self.set(*var, var_class);
                    // A loop whose lanes may make different numbers of rounds (unless the
                    // rewriter proves otherwise): what its body assigns to mutable variables is
                    // per-lane.
                    self.walk(body, together && uniform(l) && uniform(u) && uniform(st));
                }
                Stmt::If { cond, then, otherwise } => {
                    let u = matches!(self.class(cond), Class::Uniform | Class::Bottom);
                    self.walk(then, together && u);
                    self.walk(otherwise, together && u);
                }
                s => {
                    for v in assigned(s) {
                        self.set(v, Class::Varying);
                    }
                }
            }
        }
    }
}

/// The variables a statement assigns itself (not in nested blocks).
fn assigned(s: &Stmt) -> Vec<Var> {
    match s {
        Stmt::Let(v, Some(_)) | Stmt::Assign(v, _) | Stmt::For { var: v, .. } => vec![*v],
        Stmt::Subgroup { result, .. } | Stmt::Block { op: BlockOp::Read(result), .. } => vec![*result],
        Stmt::Atomic { op: Atomic::Update { old, keep, .. }, .. } => std::iter::once(*old).chain(*keep).collect(),
        Stmt::Mma { acc, .. } => acc.clone(),
        Stmt::LdMatrix { out, .. } => out.clone(),
        _ => Vec::new(),
    }
}

/// The definitions of the immutable variables (each has one).
fn immutable_defs(stmts: &[Stmt], vars: &[VarInfo]) -> HashMap<Var, Expr> {
    let mut out = HashMap::new();
    for_each_stmt(stmts, &mut |s| {
        if let Stmt::Let(v, Some(e)) = s
            && vars.get(v.0 as usize).is_some_and(|i| !i.mutable)
        {
            out.insert(*v, e.clone());
        }
    });
    out
}

/// Whether every variable `e` reads is immutable.
fn immutable_vars(e: &Expr, vars: &[VarInfo]) -> bool {
    !expr_any(e, &mut |x| matches!(x, Expr::Var(v) if vars.get(v.0 as usize).is_none_or(|i| i.mutable)))
}

fn uniform(c: Class) -> bool {
    matches!(c, Class::Uniform | Class::Bottom)
}

struct Rewriter {
    classes: HashMap<Var, Class>,
    /// The definitions of immutable variables.
    defs: HashMap<Var, Expr>,
    names: Namer,
    vars: Vec<VarInfo>,
    sizes: u32,
    sgs: i64,
}

impl Rewriter {
    fn class(&self, e: &Expr) -> Class {
        classify(e, &|v| self.classes.get(&v).copied().unwrap_or(Class::Varying), &self.vars)
    }

    fn ty(&self, e: &Expr) -> Ty {
        type_of(&self.vars, e)
    }

    /// `e` minus the lane, for `e` of class `Lane`, in `e`'s type.
    fn uniform_part(&self, e: &Expr) -> Expr {
        let lane_as = |t: Ty| match t {
            Ty::Prim(Prim::I64) => Expr::Builtin(Builtin::SubgroupLane),
            Ty::Prim(p) => Expr::cast(p, Expr::Builtin(Builtin::SubgroupLane)),
            _ => Expr::Builtin(Builtin::SubgroupLane),
        };
        let lane = |x: &Expr| self.class(x) == Class::Lane;
        match e {
            Expr::Builtin(Builtin::SubgroupLane) => Expr::i64(0),
            // An immutable variable's definition (whose variables are immutable too, so they
            // still hold what they held there), else its value now less the lane.
            Expr::Var(v) => match self.defs.get(v) {
                Some(def) if immutable_vars(def, &self.vars) => self.uniform_part(&def.clone()),
                _ => Expr::bin(BinOp::WSub, e.clone(), lane_as(self.ty(e))),
            },
            Expr::Bin(BinOp::Add, a, b) if lane(a) => Expr::iadd(self.uniform_part(a), (**b).clone()),
            Expr::Bin(BinOp::Add, a, b) if lane(b) => Expr::iadd((**a).clone(), self.uniform_part(b)),
            Expr::Bin(BinOp::Sub, a, b) => Expr::isub(self.uniform_part(a), (**b).clone()),
            Expr::Bin(op @ BinOp::WAdd, a, b) if lane(a) => Expr::bin(*op, self.uniform_part(a), (**b).clone()),
            Expr::Bin(op @ BinOp::WAdd, a, b) if lane(b) => Expr::bin(*op, (**a).clone(), self.uniform_part(b)),
            Expr::Bin(op @ BinOp::WSub, a, b) => Expr::bin(*op, self.uniform_part(a), (**b).clone()),
            Expr::Bin(BinOp::Mul | BinOp::WMul, a, b) if lane(a) => self.uniform_part(a),
            Expr::Bin(BinOp::Mul | BinOp::WMul, _, b) => self.uniform_part(b),
            Expr::Cast(p, a) => match self.uniform_part(a) {
                Expr::Int(c, _) => Expr::Int(c, *p),
                u => Expr::cast(*p, u),
            },
            _ => Expr::bin(BinOp::WSub, e.clone(), lane_as(self.ty(e))),
        }
    }

    /// Whether `e` tests a block's alignment ([`Expr::Aligned`]), itself or through the
    /// definitions of immutable variables.
    fn tests_alignment(&self, e: &Expr) -> bool {
        expr_any(e, &mut |x| match x {
            Expr::Aligned(..) => true,
            Expr::Var(v) => self.defs.get(v).is_some_and(|d| self.tests_alignment(d)),
            _ => false,
        })
    }

    fn var(&mut self, hint: &str, ty: Ty) -> Var {
        let name = self.names.name(hint);
        self.vars.push(VarInfo { name, ty, mutable: false });
        Var(self.vars.len() as u32 - 1)
    }

    /// Rewrites `stmts`; `together`: the condition (uniform) under which the whole subgroup runs
    /// them together, `None` where it may not.
    fn stmts(&mut self, stmts: Vec<Stmt>, together: Option<Expr>) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(stmts.len());
        for s in stmts {
            match s {
                Stmt::For { var, lb, ub, step, body, unroll } => {
                    let inner = match &together {
                        Some(t) => self.loop_together(t, &lb, &ub, &step, &mut out),
                        None => None,
                    };
                    let body = self.stmts(body, inner);
                    out.push(Stmt::For { var, lb, ub, step, body, unroll });
                }
                Stmt::If { cond, then, otherwise } => {
                    let inner = together.clone().filter(|_| uniform(self.class(&cond)));
                    let then = self.stmts(then, inner.clone());
                    // The other branch of a block's alignment test (`Expr::Aligned`, which only
                    // the lowering writes) is that block's lane-by-lane fallback: a block there
                    // would fail the same test.
                    let fallback = self.tests_alignment(&cond);
                    let otherwise = self.stmts(otherwise, inner.filter(|_| !fallback));
                    out.push(Stmt::If { cond, then, otherwise });
                }
                Stmt::Let(v, Some(Expr::Load(ptr, index))) => {
                    self.read(v, *ptr, *index, &together, true, &mut out);
                }
                Stmt::Assign(v, Expr::Load(ptr, index)) => {
                    self.read(v, *ptr, *index, &together, false, &mut out);
                }
                Stmt::Store { ptr, index, value } => self.write(ptr, index, value, &together, &mut out),
                s => out.push(s),
            }
        }
        out
    }

    /// The element size of a global pointer's elements that moves in blocks.
    fn block_bytes(&self, ptr: &Expr) -> Option<u64> {
        match self.ty(ptr) {
            Ty::Ptr(elem, Space::Global) if elem.bytes() <= 8 && self.sizes & elem.bytes() as u32 != 0 => {
                Some(elem.bytes())
            }
            _ => None,
        }
    }

    fn read(&mut self, v: Var, ptr: Expr, index: Expr, together: &Option<Expr>, define: bool, out: &mut Vec<Stmt>) {
        let plain = |v: Var, ptr: Expr, index: Expr| {
            if define { Stmt::Let(v, Some(Expr::load(ptr, index))) } else { Stmt::Assign(v, Expr::load(ptr, index)) }
        };
        let (Some(t), Some(bytes)) = (together, self.block_bytes(&ptr)) else {
            return out.push(plain(v, ptr, index));
        };
        if self.class(&index) != Class::Lane {
            return out.push(plain(v, ptr, index));
        }
        let first = self.uniform_part(&index);
        let mut cond = t.clone();
        if bytes < 4 {
            let aligned = Expr::Aligned(Box::new(Expr::Offset(Box::new(ptr.clone()), Box::new(first.clone()))), 4);
            cond = and(cond, aligned);
        }
        if let Some(info) = self.vars.get_mut(v.0 as usize) {
            info.mutable = true;
        }
        if define {
            out.push(Stmt::Let(v, None));
        }
        let block = Stmt::Block { ptr: ptr.clone(), index: first, op: BlockOp::Read(v) };
        if cond.as_const() == Some(1) {
            out.push(block);
        } else {
            out.push(Stmt::If { cond, then: vec![block], otherwise: vec![Stmt::Assign(v, Expr::load(ptr, index))] });
        }
    }

    fn write(&mut self, ptr: Expr, index: Expr, value: Expr, together: &Option<Expr>, out: &mut Vec<Stmt>) {
        let (Some(t), Some(_)) = (together, self.block_bytes(&ptr)) else {
            return out.push(Stmt::Store { ptr, index, value });
        };
        if self.class(&index) != Class::Lane {
            return out.push(Stmt::Store { ptr, index, value });
        }
        let first = self.uniform_part(&index);
        let aligned = Expr::Aligned(Box::new(Expr::Offset(Box::new(ptr.clone()), Box::new(first.clone()))), 16);
        let cond = and(t.clone(), aligned);
        let block = Stmt::Block { ptr: ptr.clone(), index: first, op: BlockOp::Write(value.clone()) };
        out.push(Stmt::If { cond, then: vec![block], otherwise: vec![Stmt::Store { ptr, index, value }] });
    }

    /// The condition under which the whole subgroup runs a loop's body together, given the
    /// loop's: uniform bounds keep it; a lower bound `u + lane` with a uniform upper bound and a
    /// positive constant step adds that lanes 0 and S − 1 make as many rounds (a constant where
    /// `u` and the upper bound are, else a variable defined before the loop).
    fn loop_together(&mut self, t: &Expr, lb: &Expr, ub: &Expr, step: &Expr, out: &mut Vec<Stmt>) -> Option<Expr> {
        let (l, u, st) = (self.class(lb), self.class(ub), self.class(step));
        if uniform(l) && uniform(u) && uniform(st) {
            return Some(t.clone());
        }
        let c = step.as_const().filter(|&c| c > 0)?;
        if uniform(l) && matches!(self.ty(ub), Ty::Prim(Prim::I32 | Prim::I64)) {
            // A uniform start and step: the lanes make as many rounds where their upper bounds
            // agree (a loop over a trip count the lowering computed per lane, `for %i = %lane,
            // %m, 16` with a run-time %m): its subgroup's largest and smallest.
            let ty = self.ty(ub);
            let extreme = |r: &mut Self, hint: &str, g: GroupArith, out: &mut Vec<Stmt>| {
                let v = r.var(hint, ty);
                if let Some(info) = r.vars.get_mut(v.0 as usize) {
                    info.mutable = true;
                }
                out.push(Stmt::Let(v, None));
                out.push(Stmt::Subgroup { result: v, op: SubgroupOp::Reduce(g), value: ub.clone(), lane: None });
                Expr::Var(v)
            };
            let most = extreme(self, "most_ub", GroupArith::Max, out);
            let least = extreme(self, "least_ub", GroupArith::Min, out);
            let v = self.var("lockstep", Ty::BOOL);
            out.push(Stmt::Let(v, Some(Expr::cmp(CmpOp::Eq, most, least))));
            self.classes.insert(v, Class::Uniform);
            return Some(and(t.clone(), Expr::Var(v)));
        }
        if l != Class::Lane || !uniform(u) {
            return None;
        }
        let wide = |e: Expr, ty: Ty| if ty == Ty::I64 { e } else { Expr::cast(Prim::I64, e) };
        let first = wide(self.uniform_part(lb), self.ty(lb));
        let span = Expr::isub(wide(ub.clone(), self.ty(ub)), first);
        let s = self.sgs;
        if let Some(d) = span.as_const() {
            let trips = |x: i64| (x.max(0) + c - 1) / c;
            return (trips(d) == trips(d - (s - 1))).then(|| t.clone());
        }
        let trips = |x: Expr| {
            Expr::bin(BinOp::Div, Expr::iadd(Expr::bin(BinOp::Max, x, Expr::i64(0)), Expr::i64(c - 1)), Expr::i64(c))
        };
        let same = Expr::cmp(CmpOp::Eq, trips(span.clone()), trips(Expr::isub(span, Expr::i64(s - 1))));
        let v = self.var("lockstep", Ty::BOOL);
        out.push(Stmt::Let(v, Some(same)));
        self.classes.insert(v, Class::Uniform);
        Some(and(t.clone(), Expr::Var(v)))
    }
}

fn and(a: Expr, b: Expr) -> Expr {
    match a.as_const() {
        Some(1) => b,
        _ => Expr::bin(BinOp::And, a, b),
    }
}

/// The class of `e` given those of the variables (`vars`: their types).
fn classify(e: &Expr, var: &dyn Fn(Var) -> Class, vars: &[VarInfo]) -> Class {
    let c = |x: &Expr| classify(x, var, vars);
    match e {
        Expr::Cast(p, a) => match c(a) {
            Class::Lane
                if matches!(p, Prim::I32 | Prim::I64)
                    && matches!(type_of(vars, a), Ty::Prim(Prim::I32 | Prim::I64)) =>
            {
                Class::Lane
            }
            Class::Lane => Class::Varying,
            x => x,
        },
        Expr::Bin(op, a, b) => {
            let (ca, cb) = (c(a), c(b));
            let one = |x: &Expr| x.as_const() == Some(1);
            match op {
                _ if uniform(ca) && uniform(cb) => Class::Uniform,
                BinOp::Add | BinOp::WAdd
                    if (ca == Class::Lane && uniform(cb)) || (uniform(ca) && cb == Class::Lane) =>
                {
                    Class::Lane
                }
                BinOp::Sub | BinOp::WSub if ca == Class::Lane && uniform(cb) => Class::Lane,
                BinOp::Mul | BinOp::WMul if (ca == Class::Lane && one(b)) || (one(a) && cb == Class::Lane) => {
                    Class::Lane
                }
                _ => Class::Varying,
            }
        }
        Expr::Int(..) | Expr::Float(..) | Expr::Local { .. } => Class::Uniform,
        Expr::Var(v) => var(*v),
        Expr::Builtin(Builtin::SubgroupLane) => Class::Lane,
        Expr::Builtin(Builtin::LocalIdX | Builtin::LocalIdY) => Class::Varying,
        Expr::Builtin(_) => Class::Uniform,
        _ => {
            let mut all = true;
            expr_children(e, &mut |x| all &= uniform(c(x)));
            if all { Class::Uniform } else { Class::Varying }
        }
    }
}

//! The instructions of tinytc v0.4: `constant`, the builtins (the group id of a batch launch,
//! subgroup ids computed from the local id), math functions, `for` with loop-carried values
//! and multi-dimensional `foreach`.

use tinyc_frontend::DeviceKind;
use tinyc_frontend::ast::{
    AtomicOp, Axis, BuiltinQuery, Carried, ForeachMode, GroupArith, Ident, Inst, Literal, MathOp, Operand, Region,
    SubgroupOp, Unroll,
};
use tinyc_frontend::types::Scalar;

use super::{Lowerer, Val, prim};
use crate::ir::*;

impl Lowerer<'_> {
    pub fn constant(&mut self, inst: &Inst, value: Literal, s: Scalar) {
        let p = prim(s);
        let e = match value {
            Literal::Int { value, .. } if p.is_float() || p.is_complex() => {
                Expr::constant(p, s.float_of_int(value), 0.0)
            }
            // Signless: 255 : i8 is the bits of -1 (the check allows up to the unsigned maximum).
            Literal::Int { value, .. } => Expr::Int(
                match s {
                    Scalar::I8 => i64::from(value as i8),
                    Scalar::I16 => i64::from(value as i16),
                    Scalar::I32 => i64::from(value as i32),
                    _ => value,
                },
                p,
            ),
            Literal::Float(v) => Expr::constant(p, v, 0.0),
            Literal::Complex(re, im) => Expr::constant(p, re, im),
        };
        if let Some(r) = inst.results.first() {
            self.define(r, Val::Scalar(e));
        }
    }

    /// A builtin query. The subgroups of a work-group are consecutive runs of `subgroup_size`
    /// work-items along dimension 0 (whose size is a multiple of it): subgroup (x, y) holds the
    /// work-items x·s … x·s + s − 1 of row y.
    pub fn builtin_query(&mut self, inst: &Inst, q: BuiltinQuery, s: Scalar) {
        let sgs = self.subgroup_size;
        let (m, n) = self.wgs;
        let x = Expr::Builtin(Builtin::LocalIdX);
        let y = Expr::Builtin(Builtin::LocalIdY);
        let e = match q {
            // tinytc v0.4's grid launch: the work-group id and count in each dimension (in a
            // kernel whose work-items compute runs of the grid's x, `Lowerer::batch`, the x
            // being computed and the grid's x).
            BuiltinQuery::GroupId(Axis::X) if let Some((g, _)) = self.batch => Expr::Var(g),
            BuiltinQuery::NumGroups(Axis::X) if let Some((_, n)) = self.batch => Expr::Var(n),
            BuiltinQuery::GroupId(a) => Expr::Builtin(Builtin::GroupIdAt(axis(a))),
            BuiltinQuery::NumGroups(a) => Expr::Builtin(Builtin::GroupCountAt(axis(a))),
            BuiltinQuery::NumSubgroups(Axis::X) => Expr::i64(m / sgs),
            BuiltinQuery::NumSubgroups(Axis::Y) => Expr::i64(n),
            BuiltinQuery::NumSubgroups(Axis::Z) => Expr::i64(1),
            BuiltinQuery::SubgroupSize => Expr::i64(sgs),
            BuiltinQuery::SubgroupId(Axis::X) => Expr::bin(BinOp::Div, x, Expr::i64(sgs)),
            BuiltinQuery::SubgroupId(Axis::Y) => y,
            BuiltinQuery::SubgroupId(Axis::Z) => Expr::i64(0),
            BuiltinQuery::SubgroupLinearId => self.subgroup_linear(),
            BuiltinQuery::SubgroupLocalId => self.lane(),
        };
        let e = self.convert(prim(s), e);
        self.result(inst, e);
    }

    pub fn math(&mut self, inst: &Inst, op: MathOp, operand: &Ident, s: Scalar) {
        let p = prim(s);
        let a = self.scalar_value(operand);
        let native = op != op.exact();
        let f = match op.exact() {
            MathOp::Cos => MathFn::Cos,
            MathOp::Sin => MathFn::Sin,
            MathOp::Exp => MathFn::Exp,
            MathOp::Exp2 => MathFn::Exp2,
            MathOp::Log => MathFn::Log,
            _ => MathFn::Log2,
        };
        let math = |f, arg: Expr| Expr::Math { f, native, arg: Box::new(arg) };
        let e = if p.is_complex() {
            // exp(a + bi) = eᵃ (cos b + i sin b); exp2(z) = exp(z ln 2).
            let c = p.component();
            let z = self.materialize("z", a);
            let (mut re, mut im) = (Expr::Un(UnOp::Re, Box::new(z.clone())), Expr::Un(UnOp::Im, Box::new(z)));
            if f == MathFn::Exp2 {
                let ln2 = Expr::constant(c, std::f64::consts::LN_2, 0.0);
                re = Expr::bin(BinOp::WMul, re, ln2.clone());
                im = Expr::bin(BinOp::WMul, im, ln2);
            }
            let re = self.materialize("re", re);
            let im = self.materialize("angle", im);
            let scale = self.let_("scale", math(MathFn::Exp, re.clone()));
            let part = |g| Expr::bin(BinOp::WMul, scale.clone(), math(g, im.clone()));
            let (cr, ci) = (
                self.let_mut("er", Ty::Prim(c), Some(part(MathFn::Cos))),
                self.let_mut("ei", Ty::Prim(c), Some(part(MathFn::Sin))),
            );
            // Where eᵃ overflows but eᵃ·cos b or eᵃ·sin b need not (a just below ln(max) + 1):
            // (e^(a/2) · cos b) · e^(a/2). exp(89 + 0.5i) in c32 is (inf, 2.15e38), not (inf, inf).
            let big = if c == Prim::F32 { 80.0 } else { 700.0 };
            let half = self.block(|l| {
                let h = l.let_("eh", math(MathFn::Exp, Expr::bin(BinOp::WMul, re.clone(), Expr::Float(0.5, c))));
                for (v, g) in [(cr, MathFn::Cos), (ci, MathFn::Sin)] {
                    let e = Expr::bin(BinOp::WMul, Expr::bin(BinOp::WMul, h.clone(), math(g, im.clone())), h.clone());
                    l.push(Stmt::Assign(v, e));
                }
            });
            self.push(Stmt::If {
                cond: Expr::cmp(CmpOp::Gt, re.clone(), Expr::Float(big, c)),
                then: half,
                otherwise: Vec::new(),
            });
            self.exp_corner_cases(c, &re, &im, cr, ci);
            Expr::Complex(p, Box::new(Expr::Var(cr)), Box::new(Expr::Var(ci)))
        } else {
            math(f, a)
        };
        self.result(inst, e);
    }

    /// The corner cases of the complex exponential e^(re + im·i) (C99's `cexp`, Annex G, as
    /// num-complex computes them), where eʳᵉ·(cos im, sin im) gives NaN for ∞·0 or ∞ − ∞: with
    /// re = +∞, an imaginary part 0 stays (e^(+∞ + 0i) = +∞ + 0i) and one not finite is NaN; with
    /// re = −∞ and im not finite the result is 0; with re NaN and im = 0 it is (NaN, im).
    fn exp_corner_cases(&mut self, c: Prim, re: &Expr, im: &Expr, cr: Var, ci: Var) {
        let inf = Expr::Float(f64::INFINITY, c);
        let is = |op, a: &Expr, b: Expr| Expr::cmp(op, a.clone(), b);
        let finite = is(CmpOp::Lt, &Expr::Un(UnOp::Abs, Box::new(im.clone())), inf.clone());
        let not_finite = Expr::Un(UnOp::Not, Box::new(finite));
        let set = |l: &mut Self, r: Expr, i: Expr| {
            l.push(Stmt::Assign(cr, r));
            l.push(Stmt::Assign(ci, i));
        };
        let if_ = |l: &mut Self, cond: Expr, then: Vec<Stmt>, otherwise: Vec<Stmt>| {
            l.push(Stmt::If { cond, then, otherwise });
        };
        let keep_zero = self.block(|l| set(l, re.clone(), im.clone()));
        let not_finite_nan = self.block(|l| {
            let nan = Expr::bin(BinOp::WSub, im.clone(), im.clone());
            set(l, re.clone(), nan);
        });
        let plus_inf = self.block(|l| {
            if_(l, is(CmpOp::Eq, im, Expr::Float(0.0, c)), keep_zero.clone(), Vec::new());
            if_(l, not_finite.clone(), not_finite_nan, Vec::new());
        });
        let zeros = self.block(|l| set(l, Expr::Float(0.0, c), Expr::Float(0.0, c)));
        let minus_inf = self.block(|l| if_(l, not_finite, zeros, Vec::new()));
        let nan = self.block(|l| if_(l, is(CmpOp::Eq, im, Expr::Float(0.0, c)), keep_zero, Vec::new()));
        if_(self, is(CmpOp::Eq, re, inf.clone()), plus_inf, Vec::new());
        if_(self, is(CmpOp::Eq, re, Expr::Float(f64::NEG_INFINITY, c)), minus_inf, Vec::new());
        if_(self, is(CmpOp::Ne, re, re.clone()), nan, Vec::new());
    }

    /// A v0.4 `for` with loop-carried values: each is a variable that the body's `yield`
    /// assigns (all values are read before any is assigned) and that holds the loop's result.
    #[allow(clippy::too_many_arguments)]
    pub fn for_v04(
        &mut self,
        inst: &Inst,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        ty: Option<Scalar>,
        body: &Region,
        carried: &[Carried],
        unroll: Option<Unroll>,
        mixed: bool,
    ) {
        let s = ty.unwrap_or(Scalar::Index);
        let (lb, ub) = (self.operand(lb, s), self.operand(ub, s));
        let step = step.map(|o| self.operand(o, s)).unwrap_or(Expr::Int(1, prim(s)));
        let mut vars = Vec::new();
        let mut each = Vec::new();
        for c in carried {
            let init = self.flat_operand(&c.init, &c.ty.node);
            let slots = self.slots(&c.name, &c.ty.node);
            for (v, e) in slots.iter().zip(init) {
                self.push(Stmt::Assign(*v, e));
            }
            let val = self.value_in_slots(&c.name, &c.ty.node, &slots);
            self.define(&c.name, val);
            vars.extend(slots.iter().copied());
            each.push(slots);
        }
        self.yields.push(vars.clone());
        let unroll = matches!(unroll, Some(Unroll::Yes | Unroll::Count(_)));
        self.range_for(var, prim(s), [lb, ub, step], unroll, body, mixed);
        self.yields.pop();
        for ((r, slots), c) in inst.results.iter().zip(each).zip(carried) {
            let val = self.value_in_slots(r, &c.ty.node, &slots);
            self.define(r, val);
        }
    }

    /// A multi-dimensional `foreach`: the iterations (first mode fastest) spread over the
    /// work-group as one range, each split back into its indices.
    pub fn foreach_nd(
        &mut self,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        ty: Option<Scalar>,
        body: &Region,
        more: &[ForeachMode],
    ) {
        let first = ForeachMode { var: var.clone(), lb: lb.clone(), ub: ub.clone() };
        let modes: Vec<&ForeachMode> = std::iter::once(&first).chain(more).collect();
        self.push(Stmt::Comment(format!(
            "foreach ({}): iterations spread over the work-group",
            modes.iter().map(|m| format!("%{}", m.var.name)).collect::<Vec<_>>().join(", ")
        )));
        let mut bounds = Vec::new();
        let mut total = Expr::i64(1);
        let mut fits = true;
        for m in &modes {
            let s = match self.value(match &m.lb {
                Operand::Value(i) => i,
                Operand::Literal(_) => var,
            }) {
                Some(Val::Scalar(e)) => match self.type_of(e).prim() {
                    Some(p) => p,
                    None => self.ice("a foreach bound without a scalar type", Prim::I64),
                },
                _ => prim(ty.unwrap_or(Scalar::Index)),
            };
            let st = match s {
                Prim::I8 => Scalar::I8,
                Prim::I16 => Scalar::I16,
                Prim::I32 => Scalar::I32,
                _ => Scalar::Index,
            };
            let lo = self.convert(Prim::I64, self.operand(&m.lb, st));
            let hi = self.convert(Prim::I64, self.operand(&m.ub, st));
            fits &= Expr::span_fits(&lo, &hi);
            let lo = self.materialize("lb", lo);
            // An empty mode (hi ≤ lo) has no iterations, also where hi − lo would wrap.
            let extent = self.materialize("extent", Expr::range_len(lo.clone(), hi));
            total = Expr::imul(total, extent.clone());
            bounds.push((lo, extent, s));
        }
        // A mode known to be empty: no iterations, so no code (the split of the flat index would
        // divide by its extent 0, which, dead as it is, made Intel's CPU compiler drop stores
        // elsewhere in the kernel: fuzz seed 393690).
        if bounds.iter().any(|b| b.1.as_const().is_some_and(|e| e <= 0)) {
            return;
        }
        let flat = fits && bounds.iter().all(|b| b.2 == Prim::I64);
        self.foreach_nd_lowered(&modes, &bounds, total, body, flat);
    }
}

impl Lowerer<'_> {
    /// [`foreach_nd`](Self::foreach_nd) with each mode's (lower bound, extent, type), `flat`
    /// where the modes are `index` and their ranges fit in i64: on a CPU device, the body in
    /// vectors along the first mode where it vectorises ([`foreach_runs`](Self::foreach_runs));
    /// else the iterations as one range spread over the work-group, a packed tensor's elements
    /// by their flat index ([`flat_foreach`](super::control::flat_foreach)), any other body
    /// with each iteration split back into its indices.
    fn foreach_nd_lowered(
        &mut self,
        modes: &[&ForeachMode],
        bounds: &[(Expr, Expr, Prim)],
        total: Expr,
        body: &Region,
        flat: bool,
    ) {
        let vectors = flat && self.vector_gemm;
        let vars: Vec<Var> = modes
            .iter()
            .zip(bounds)
            .map(|(m, (_, _, p))| {
                let v = self.new_var(&m.var.name, Ty::Prim(*p), false);
                self.define(&m.var, Val::Scalar(Expr::Var(v)));
                v
            })
            .collect();
        let stream = self.streamable.contains(&(body as *const Region as usize));
        let body = self.block(|l| l.region(body, false));
        // A packed tensor's elements in one flat range.
        let extents: Option<Vec<i64>> = bounds[..bounds.len() - 1].iter().map(|b| b.1.as_const()).collect();
        let flat_body = (flat && bounds.iter().all(|b| b.0.as_const() == Some(0)))
            .then(|| extents.and_then(|e| super::control::flat_foreach(&body, &vars, &e)))
            .flatten();
        if vectors {
            if let Some(flat) = &flat_body
                && let Some((vector, w)) = self.vectorize(flat, vars[0])
            {
                let total = self.materialize("iterations", total);
                if let Some(n) = total.as_const().filter(|n| *n >= i64::from(w)) {
                    return self.foreach_vectors(vars[0], 0, n, vector, w, flat.clone(), stream);
                }
                return self.foreach_runs(vars[0], Expr::i64(0), total, &[], flat, w, stream);
            }
            if let Some((_, w)) = self.vectorize(&body, vars[0]) {
                let outer: Vec<(Var, Expr, Expr)> =
                    vars.iter().zip(bounds).skip(1).map(|(v, (lo, e, _))| (*v, lo.clone(), e.clone())).collect();
                return self.foreach_runs(vars[0], bounds[0].0.clone(), bounds[0].1.clone(), &outer, &body, w, false);
            }
        }
        let total = self.materialize("iterations", total);
        let (lid, count) = self.linear_id();
        // Without the split into indices: Intel's CPU compiler kept the `%` and `/` of a 64×64
        // c32 body and ran it at half tinytc's rate (hunt Z, docs/performance.md).
        if let Some(flat) = flat_body {
            let step = Expr::i64(count);
            return self.push(Stmt::For { var: vars[0], lb: lid, ub: total, step, body: flat, unroll: false });
        }
        let t = self.new_var("t", Ty::I64, false);
        let mut stmts = Vec::new();
        let mut rest = Expr::Var(t);
        for (k, (v, (lo, extent, p))) in vars.iter().zip(bounds).enumerate() {
            let last = k + 1 == vars.len();
            let index = if last { rest.clone() } else { Expr::bin(BinOp::Rem, rest.clone(), extent.clone()) };
            stmts.push(Stmt::Let(*v, Some(self.convert(*p, Expr::iadd(lo.clone(), index)))));
            if !last {
                let r = self.new_var("rest", Ty::I64, false);
                stmts.push(Stmt::Let(r, Some(Expr::bin(BinOp::Div, rest, extent.clone()))));
                rest = Expr::Var(r);
            }
        }
        stmts.extend(body);
        self.push(Stmt::For { var: t, lb: lid, ub: total, step: Expr::i64(count), body: stmts, unroll: false });
    }

    /// `size %g[0]` of a tinytc v0.4 group: its member count.
    pub fn group_len(&mut self, inst: &Inst, src: &Ident) {
        let size = match self.value(src) {
            Some(Val::Group(g)) => g.size.clone(),
            _ => None,
        };
        let e =
            size.unwrap_or_else(|| self.ice(format!("%{} is not a lowered group with a size", src.name), Expr::i64(0)));
        self.result(inst, e);
    }

    /// `associated %x`: whether the base pointer is not null (local memory always is).
    pub fn associated(&mut self, inst: &Inst, src: &Ident) {
        let e = match self.value(src) {
            Some(Val::View(v)) if matches!(self.type_of(&v.ptr), Ty::Ptr(_, Space::Local)) => Expr::Int(1, Prim::Bool),
            Some(Val::View(v)) => Expr::NotNull(Box::new(v.ptr.clone())),
            Some(Val::Group(g)) => Expr::NotNull(Box::new(Expr::Var(g.ptrs))),
            _ => self.ice(format!("%{} is not a lowered memref or group", src.name), Expr::Int(0, Prim::Bool)),
        };
        self.result(inst, e);
    }
}

impl Lowerer<'_> {
    /// Whether a value is read anywhere (its name occurs beside its definition).
    pub(crate) fn is_read(&self, ident: &Ident) -> bool {
        self.info.value_id(ident).is_some_and(|id| self.info.is_read(id))
    }

    /// `atomic_load`, `atomic_store`, `atomic_add|max|min` on a memref element at device scope
    /// (at least the scope written), with fences for memory semantics stronger than relaxed. An
    /// update whose previous value is read is a compare-and-swap loop that keeps it; an
    /// `atomic_add` whose result nobody reads is the device's atomic addition, and an
    /// `atomic_load` whose result nobody reads does nothing.
    pub fn atomic_access(
        &mut self,
        inst: &Inst,
        op: AtomicOp,
        value: Option<&Ident>,
        dst: &Ident,
        indices: &[Operand],
        mods: &str,
    ) {
        let v = self.view(dst);
        let idx: Vec<Expr> = indices.iter().map(|o| self.index(o)).collect();
        let index = v.offset(&idx);
        let p = v.elem;
        let x = value.map(|i| self.scalar_value(i));
        let result = inst.results.first().filter(|r| self.is_read(r));
        if op == AtomicOp::Load && result.is_none() {
            return;
        }
        let keep = result.map(|r| self.let_mut(&r.name, Ty::Prim(p), None));
        let update = |l: &mut Self, f: &dyn Fn(Expr) -> Expr| {
            // Bound once per compare-and-swap attempt, never assigned.
            let old = l.new_var("old", Ty::Prim(p), false);
            Atomic::Update { old, new: f(Expr::Var(old)), keep }
        };
        let atomic = match (op, x) {
            (AtomicOp::Store, Some(x)) => Atomic::Store(x),
            (AtomicOp::Add, Some(x)) if keep.is_none() => Atomic::Add(x),
            (AtomicOp::Load, _) => update(self, &|old| old),
            (AtomicOp::Add, Some(x)) => update(self, &|old| Expr::bin(BinOp::WAdd, old, x.clone())),
            (AtomicOp::Max, Some(x)) => update(self, &|old| Expr::bin(BinOp::Max, old, x.clone())),
            (AtomicOp::Min, Some(x)) => update(self, &|old| Expr::bin(BinOp::Min, old, x.clone())),
            (_, None) => return self.ice(format!("`{}` without its value", op.name()), ()),
        };
        let (release, acquire) = fences(mods);
        if release {
            self.push(Stmt::Fence);
        }
        self.push(Stmt::Atomic { ptr: v.ptr.clone(), index, op: atomic });
        if acquire {
            self.push(Stmt::Fence);
        }
        if let (Some(r), Some(k)) = (result, keep) {
            self.define(r, Val::Scalar(Expr::Var(k)));
        }
    }
}

impl Lowerer<'_> {
    /// Whether subgroup operation `op` on `p` runs on the device's own subgroups
    /// ([`Stmt::Subgroup`]): the hardware's subgroups are runs of the subgroup size along the
    /// first mode, tinyc's when that mode is a multiple of it; OpenCL C's built-ins take 32- and
    /// 64-bit integers and floats, and NVIDIA's subgroups are segments of a warp (at most 32
    /// lanes). On CPU devices only the reductions: Intel's CPU runtime ran them 1.0-2.9x faster
    /// than the exchange through local memory, but its scans 0.5-1.05x and its broadcasts
    /// 0.5-0.75x as fast (`tinyc-bench subgroups`, docs/performance.md).
    pub fn hardware_subgroup_op(&self, op: SubgroupOp, p: Prim) -> bool {
        let measured_faster = self.device_kind != DeviceKind::Cpu || matches!(op, SubgroupOp::Reduce(_));
        measured_faster && self.hardware_subgroups_for(p)
    }

    /// Whether the subgroup id and lane come from the device ([`Builtin::SubgroupId`],
    /// [`Builtin::SubgroupLane`]): where it moves subgroup blocks (OpenCL C on Intel's
    /// devices) on subgroups that are the kernel's.
    pub fn device_subgroup_ids(&self) -> bool {
        self.subgroup_block_io != 0 && self.hardware_subgroups_for(Prim::I32)
    }

    /// The index of this work-item's subgroup in the work-group (subgroups of the kernel's size
    /// along the first mode, row by row).
    pub fn subgroup_linear(&self) -> Expr {
        if self.device_subgroup_ids() {
            return Expr::Builtin(Builtin::SubgroupId);
        }
        let s = self.subgroup_size;
        Expr::iadd(
            Expr::bin(BinOp::Div, Expr::Builtin(Builtin::LocalIdX), Expr::i64(s)),
            Expr::imul(Expr::i64((self.wgs.0 / s).max(1)), Expr::Builtin(Builtin::LocalIdY)),
        )
    }

    /// This work-item's lane in its subgroup.
    pub fn lane(&self) -> Expr {
        if self.device_subgroup_ids() {
            Expr::Builtin(Builtin::SubgroupLane)
        } else {
            Expr::bin(BinOp::Rem, Expr::Builtin(Builtin::LocalIdX), Expr::i64(self.subgroup_size))
        }
    }

    /// Whether values of `p` can go through the device's own subgroups at all (every
    /// operation; [`hardware_subgroup_op`](Self::hardware_subgroup_op) adds what was measured
    /// faster per operation).
    pub fn hardware_subgroups_for(&self, p: Prim) -> bool {
        let sgs = self.subgroup_size;
        self.hardware_subgroups
            && sgs <= 32
            && self.wgs.0 % sgs == 0
            && matches!(p, Prim::I32 | Prim::I64 | Prim::F32 | Prim::F64)
    }

    /// `op` of `value` (of type `p`) over this work-item's subgroup on the device's subgroups
    /// (where [`hardware_subgroup_op`](Self::hardware_subgroup_op) says so): its result.
    pub fn hardware_subgroup(&mut self, name: &str, op: SubgroupOp, p: Prim, value: Expr, lane: Option<Expr>) -> Expr {
        let result = self.let_mut(name, Ty::Prim(p), None);
        self.push(Stmt::Subgroup { result, op, value, lane });
        Expr::Var(result)
    }

    /// A subgroup operation, through local memory: every work-item writes its value to its slot
    /// of a scratch buffer above the `alloca` memory (one slot per work-item of the work-group),
    /// and after a barrier reads the slots of its subgroup (the work-items x·s … x·s + s − 1 of
    /// its row, `builtin_query`). A barrier before the writes keeps them after the reads of the
    /// previous exchange. Exact on every device, with or without hardware subgroups, for
    /// operations that every work-item of the work-group reaches (barriers inside `if`s are
    /// split out of them, `split_ifs`).
    pub fn subgroup(&mut self, inst: &Inst, op: SubgroupOp, operand: &Ident, lane: Option<&Ident>, s: Scalar) {
        let p = prim(s);
        let sgs = self.subgroup_size;
        let (m, n) = self.wgs;
        let x = self.scalar_value(operand);
        if self.hardware_subgroup_op(op, p) {
            let lane = match op {
                // A lane outside the subgroup reads the nearest one, as below.
                SubgroupOp::Broadcast => {
                    let l = lane.map_or(Expr::i64(0), |l| self.scalar_value(l));
                    let l = self.convert(Prim::I64, l);
                    Some(Expr::min(Expr::bin(BinOp::Max, l, Expr::i64(0)), Expr::i64(sgs - 1)))
                }
                _ => None,
            };
            let name = inst.results.first().map_or("sg", |r| r.name.as_str()).to_string();
            let result = self.hardware_subgroup(&name, op, p, x, lane);
            if let Some(r) = inst.results.first() {
                self.define(r, Val::Scalar(result));
            }
            return;
        }
        let offset = self.mem.stack_bytes.div_ceil(64) * 64;
        self.staging_end = self.staging_end.max(offset + (m * n) as u64 * p.bytes());
        self.subgroup_exchange = true;
        let buf = Expr::Local { offset, elem: p };
        let (item, _) = self.linear_id();
        let item = self.materialize("sg_item", item);
        let local_id =
            self.materialize("sg_lane", Expr::bin(BinOp::Rem, Expr::Builtin(Builtin::LocalIdX), Expr::i64(sgs)));
        let base = self.materialize("sg_base", Expr::isub(item.clone(), local_id.clone()));
        self.push(Stmt::Barrier { local: true, global: false });
        self.push(Stmt::Store { ptr: buf.clone(), index: item, value: x });
        self.push(Stmt::Barrier { local: true, global: false });
        let slot = |j: Expr| Expr::load(buf.clone(), Expr::iadd(base.clone(), j));
        let name = inst.results.first().map_or("sg", |r| r.name.as_str()).to_string();
        let combine = |a: GroupArith, x: Expr, y: Expr| Expr::bin(crate::semantics::group_binop(a), x, y);
        let result = match op {
            SubgroupOp::Broadcast => {
                // A lane outside the subgroup reads the nearest one (the language leaves it
                // undefined; this stays inside the subgroup's slots).
                let l = lane.map_or(Expr::i64(0), |l| self.scalar_value(l));
                let l = self.convert(Prim::I64, l);
                let l = Expr::min(Expr::bin(BinOp::Max, l, Expr::i64(0)), Expr::i64(sgs - 1));
                self.let_(&name, slot(l))
            }
            SubgroupOp::Reduce(a) | SubgroupOp::InclusiveScan(a) | SubgroupOp::ExclusiveScan(a) => {
                // Lane i of the exclusive scan of max or min folds x₀ … xᵢ₋₁ (the manual's
                // [I, x₀, x₀ ◇ x₁, …]: no identity in the fold, so a leading NaN stays), lane 0
                // gets the identity. Sums start from 0, which differs only in a zero's sign, and
                // needs no conditional assignment (a complex one became an `OpSelect` of a vector
                // on a scalar condition, which SPIR-V 1.2 does not allow).
                let sum = matches!(op, SubgroupOp::ExclusiveScan(GroupArith::Add));
                let ub = match op {
                    SubgroupOp::Reduce(_) => Expr::i64(sgs),
                    SubgroupOp::InclusiveScan(_) => Expr::iadd(local_id.clone(), Expr::i64(1)),
                    _ => local_id.clone(),
                };
                let (init, lb) = if sum {
                    (crate::semantics::scan_identity(a, p), Expr::i64(0))
                } else {
                    (slot(Expr::i64(0)), Expr::i64(1))
                };
                let acc = self.let_mut(&name, Ty::Prim(p), Some(init));
                let j = self.new_var("j", Ty::I64, false);
                let body = vec![Stmt::Assign(acc, combine(a, Expr::Var(acc), slot(Expr::Var(j))))];
                self.push(Stmt::For { var: j, lb, ub, step: Expr::i64(1), body, unroll: false });
                if let SubgroupOp::ExclusiveScan(a) = op
                    && !sum
                {
                    let identity = vec![Stmt::Assign(acc, crate::semantics::scan_identity(a, p))];
                    self.push(Stmt::If {
                        cond: Expr::cmp(CmpOp::Eq, local_id.clone(), Expr::i64(0)),
                        then: identity,
                        otherwise: Vec::new(),
                    });
                }
                Expr::Var(acc)
            }
        };
        if let Some(r) = inst.results.first() {
            self.define(r, Val::Scalar(result));
        }
    }
}

/// The NDRange dimension of an axis.
fn axis(a: Axis) -> u8 {
    match a {
        Axis::X => 0,
        Axis::Y => 1,
        Axis::Z => 2,
    }
}

/// The fences an atomic's memory semantics modifier asks for, (before, after): release orders
/// earlier accesses before the atomic, acquire later ones after it; relaxed, the default, needs
/// none.
pub(crate) fn fences(mods: &str) -> (bool, bool) {
    let semantics = mods
        .split('.')
        .find(|m| matches!(*m, "relaxed" | "acquire" | "release" | "acquire_release" | "sequentially_consistent"));
    match semantics {
        Some("acquire") => (false, true),
        Some("release") => (true, false),
        Some("acquire_release" | "sequentially_consistent") => (true, true),
        _ => (false, false),
    }
}

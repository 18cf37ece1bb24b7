//! The instructions of tinytc v0.4: `constant`, the builtins (the group id of a batch launch,
//! subgroup ids computed from the local id), math functions, `for` with loop-carried values
//! and multi-dimensional `foreach`.

use tinyc_frontend::ast::{
    AtomicOp, Axis, BuiltinQuery, Carried, ForeachMode, Ident, Inst, Literal, MathOp, Operand, Region, Unroll,
};
use tinyc_frontend::types::Scalar;

use super::{Lowerer, Val, prim};
use crate::ir::*;

impl Lowerer<'_> {
    pub fn constant(&mut self, inst: &Inst, value: Literal, s: Scalar) {
        let p = prim(s);
        let e = match value {
            Literal::Int { value, .. } if p.is_float() || p.is_complex() => Expr::constant(p, value as f64, 0.0),
            Literal::Int { value, .. } => Expr::Int(value, p),
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
            // A tinyc launch is a batch of work-groups along x (`num_groups` = (N, 1, 1)).
            BuiltinQuery::GroupId(Axis::X) => Expr::Builtin(Builtin::GroupId),
            BuiltinQuery::NumGroups(Axis::X) => Expr::Builtin(Builtin::GroupCount),
            BuiltinQuery::GroupId(_) => Expr::i64(0),
            BuiltinQuery::NumGroups(_) => Expr::i64(1),
            BuiltinQuery::NumSubgroups(Axis::X) => Expr::i64(m / sgs),
            BuiltinQuery::NumSubgroups(Axis::Y) => Expr::i64(n),
            BuiltinQuery::NumSubgroups(Axis::Z) => Expr::i64(1),
            BuiltinQuery::SubgroupSize => Expr::i64(sgs),
            BuiltinQuery::SubgroupId(Axis::X) => Expr::bin(BinOp::Div, x, Expr::i64(sgs)),
            BuiltinQuery::SubgroupId(Axis::Y) => y,
            BuiltinQuery::SubgroupId(Axis::Z) => Expr::i64(0),
            BuiltinQuery::SubgroupLinearId => {
                Expr::iadd(Expr::bin(BinOp::Div, x, Expr::i64(sgs)), Expr::imul(Expr::i64(m / sgs), y))
            }
            BuiltinQuery::SubgroupLocalId => Expr::bin(BinOp::Rem, x, Expr::i64(sgs)),
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
            let scale = self.let_("scale", math(MathFn::Exp, re));
            let im = self.materialize("angle", im);
            let part = |g| Expr::bin(BinOp::WMul, scale.clone(), math(g, im.clone()));
            Expr::Complex(p, Box::new(part(MathFn::Cos)), Box::new(part(MathFn::Sin)))
        } else {
            math(f, a)
        };
        self.result(inst, e);
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
        for c in carried {
            let init = self.operand(&c.init, c.ty.node);
            let v = self.let_mut(&c.name.name, Ty::Prim(prim(c.ty.node)), Some(init));
            self.define(&c.name, Val::Scalar(Expr::Var(v)));
            vars.push(v);
        }
        let v = self.new_var(&var.name, Ty::Prim(prim(s)), false);
        self.define(var, Val::Scalar(Expr::Var(v)));
        self.yields.push(vars.clone());
        let body = self.block(|l| l.region(body, mixed));
        self.yields.pop();
        let unroll = matches!(unroll, Some(Unroll::Yes | Unroll::Count(_)));
        self.push(Stmt::For { var: v, lb, ub, step, body, unroll });
        for (r, v) in inst.results.iter().zip(vars) {
            self.define(r, Val::Scalar(Expr::Var(v)));
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
        for m in &modes {
            let s = match self.value(match &m.lb {
                Operand::Value(i) => i,
                Operand::Literal(_) => var,
            }) {
                Some(Val::Scalar(e)) => self.type_of(e).prim().unwrap_or(Prim::I64),
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
            let lo = self.materialize("lb", lo);
            // An empty mode (hi ≤ lo) has no iterations.
            let extent = Expr::bin(BinOp::Max, Expr::isub(hi, lo.clone()), Expr::i64(0));
            let extent = self.materialize("extent", extent);
            total = Expr::imul(total, extent.clone());
            bounds.push((lo, extent, s));
        }
        let total = self.materialize("iterations", total);
        let (lid, count) = self.linear_id();
        let t = self.new_var("t", Ty::I64, false);
        let body = self.block(|l| {
            let mut rest = Expr::Var(t);
            let last = bounds.len() - 1;
            for (k, (m, (lo, extent, p))) in modes.iter().zip(&bounds).enumerate() {
                let index = if k == last { rest.clone() } else { Expr::bin(BinOp::Rem, rest.clone(), extent.clone()) };
                let value = Expr::iadd(lo.clone(), index);
                let value = l.convert(*p, value);
                let v = l.let_(&m.var.name, value);
                l.define(&m.var, Val::Scalar(v));
                if k != last {
                    rest = l.let_("rest", Expr::bin(BinOp::Div, rest, extent.clone()));
                }
            }
            l.region(body, false);
        });
        self.push(Stmt::For { var: t, lb: lid, ub: total, step: Expr::i64(count), body, unroll: false });
    }
}

impl Lowerer<'_> {
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
    fn is_read(&self, ident: &Ident) -> bool {
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
        // Memory semantics: release orders earlier accesses before the atomic, acquire later ones
        // after it (a fence each; relaxed, the default, needs none).
        let semantics = mods
            .split('.')
            .find(|m| matches!(*m, "relaxed" | "acquire" | "release" | "acquire_release" | "sequentially_consistent"));
        let (release, acquire) = match semantics {
            Some("acquire") => (false, true),
            Some("release") => (true, false),
            Some("acquire_release" | "sequentially_consistent") => (true, true),
            _ => (false, false),
        };
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

//! Control flow: `if`/`yield`, `for`, `foreach` (language §7.8).
//!
//! `foreach` is the one collective here: iteration lb + t runs on work-item t mod P (P = m·n,
//! t counted along the first dimension first), which is the reference's subgroup-block mapping
//! for consecutive subgroups, without its unmasked tail. On CPU devices an elementwise body runs
//! in explicit vectors instead, each work-item a contiguous run of them
//! ([`Lowerer::vectorize`]; the iterations of a `foreach` are unordered).

use tinyc_frontend::ast::{CoopInst, Ident, Inst, InstKind, Operand, Region};
use tinyc_frontend::check::DeviceKind;
use tinyc_frontend::types::{Scalar, Type};

use super::{Lowerer, Val, prim};
use crate::ir::*;

/// The most rounds of a loop around cooperative matrix products that CPU devices with emulated
/// subgroups unroll ([`Lowerer::unrolls_on_cpu`]).
pub const CPU_COOP_UNROLL_TRIPS: i64 = 8;
/// The most multiply-adds per work-item of such a loop, all rounds together.
pub const CPU_COOP_UNROLL_FMAS: i64 = 1024;

impl Lowerer<'_> {
    pub fn if_inst(
        &mut self,
        inst: &Inst,
        cond: &Operand,
        result_types: Option<&[tinyc_frontend::ast::Spanned<Type>]>,
        then: &Region,
        otherwise: Option<&Region>,
        mixed: bool,
    ) {
        let cond = self.operand(cond, Scalar::I1);
        let mut targets = Vec::new();
        let mut each = Vec::new();
        for (r, t) in inst.results.iter().zip(result_types.unwrap_or(&[])) {
            let slots = self.slots(r, &t.node);
            targets.extend(slots.iter().copied());
            each.push((slots, &t.node));
        }
        self.yields.push(targets.clone());
        let then = self.block(|l| l.region(then, mixed));
        let otherwise = match otherwise {
            Some(o) => self.block(|l| l.region(o, mixed)),
            None => Vec::new(),
        };
        self.yields.pop();
        self.push(Stmt::If { cond, then, otherwise });
        for (r, (slots, ty)) in inst.results.iter().zip(each) {
            let val = self.value_in_slots(r, ty, &slots);
            self.define(r, val);
        }
    }

    pub fn yield_values(&mut self, values: &[Operand], types: &[tinyc_frontend::ast::Spanned<Type>]) {
        // `yield ()` (a v0.4 `for` without carried values may end with it) yields nothing.
        if values.is_empty() {
            return;
        }
        let targets = match self.yields.last() {
            Some(t) => t.clone(),
            None => self.ice("yield outside an if", Vec::new()),
        };
        // Every value is read before any target is assigned: a v0.4 loop may yield its carried
        // values in another order (`yield (%b, %a)`).
        let values: Vec<Expr> = values.iter().zip(types).flat_map(|(v, t)| self.flat_operand(v, &t.node)).collect();
        let hazard = values.iter().any(|e| matches!(e, Expr::Var(v) if targets.contains(v)));
        let mut assigns = Vec::new();
        for (e, target) in values.into_iter().zip(targets) {
            let e = if hazard && matches!(e, Expr::Var(_)) { self.let_("next", e) } else { e };
            assigns.push((target, e));
        }
        for (target, e) in assigns {
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
        self.range_for(var, prim(s), [lb, ub, step], false, body, mixed);
    }

    /// Whether a CPU device whose subgroups are emulated (PoCL) unrolls this loop although the
    /// program does not ask: a loop of at most [`CPU_COOP_UNROLL_TRIPS`] rounds known at compile
    /// time around cooperative matrix products of 32- or 64-bit elements, with at most
    /// [`CPU_COOP_UNROLL_FMAS`] multiply-adds per work-item in all (the K loop of tinytc's
    /// GEMMs). PoCL vectorises its loop over the work-items only where that loop is innermost:
    /// unrolled, the 32³ and 64³ GEMMs of hunt Z ran 1.35–2.2× faster on PoCL; larger bodies
    /// (64×16 tiles) and f16 products ran slower, and on Intel's runtime, whose subgroups are
    /// the hardware's, every one of them did (docs/performance.md).
    fn unrolls_on_cpu(&self, lb: &Expr, ub: &Expr, step: &Expr, body: &Region) -> bool {
        let (Some(lb), Some(ub), Some(step)) = (lb.as_const(), ub.as_const(), step.as_const()) else { return false };
        if self.device_kind != DeviceKind::Cpu || self.hardware_subgroups || step <= 0 || ub <= lb {
            return false;
        }
        let trips = (i128::from(ub) - i128::from(lb) + i128::from(step) - 1) / i128::from(step);
        if trips > i128::from(CPU_COOP_UNROLL_TRIPS) {
            return false;
        }
        // Multiply-adds per work-item in one round; None for a product it does not take.
        let mut fmas = Some(0i128);
        tinyc_frontend::check::visit_insts(body, &mut |i| {
            if let InstKind::Coop { inst: CoopInst::MulAdd { a, c, .. }, .. } = &i.kind {
                let coop = |x: &Ident| match self.info.type_of(x) {
                    Some(Type::Coop(t)) => Some(*t),
                    _ => None,
                };
                fmas = match (fmas, coop(a), coop(c)) {
                    (Some(n), Some(a), Some(c)) if prim(a.elem).bytes() >= 4 => {
                        let lanes = i128::from(self.subgroup_size.max(1));
                        Some(n + i128::from(c.rows) * i128::from(c.cols) * i128::from(a.cols) / lanes)
                    }
                    _ => None,
                };
            }
        });
        fmas.is_some_and(|n| n > 0 && n * trips <= i128::from(CPU_COOP_UNROLL_FMAS))
    }

    /// The loop of `for %var = lb, ub, step` (`bounds`) of type `p`, whose body is `body`.
    pub(super) fn range_for(
        &mut self,
        var: &Ident,
        p: Prim,
        bounds: [Expr; 3],
        unroll: bool,
        body: &Region,
        mixed: bool,
    ) {
        let [lb, ub, step] = bounds;
        let unroll = unroll || self.unrolls_on_cpu(&lb, &ub, &step, body);
        // The loop runs over the range [lb, ub) in steps: `i += step` must not wrap back below
        // ub (`for %i = 120, 127, 3 : i8` has three iterations). It cannot with step 1, nor
        // when ub + step is known to fit the type.
        let (lo, hi) = p.int_range();
        let fits = match (ub.as_const(), step.as_const()) {
            (_, Some(1)) => true,
            (Some(u), Some(st)) => u.checked_add(st).is_some_and(|e| (lo..=hi).contains(&e)),
            _ => false,
        };
        if fits {
            let v = self.new_var(&var.name, Ty::Prim(p), false);
            self.define(var, Val::Scalar(Expr::Var(v)));
            let body = self.block(|l| l.region(body, mixed));
            self.push(Stmt::For { var: v, lb, ub, step, body, unroll });
        } else if p != Prim::I64 {
            // Narrower types step in 64 bits, where lb + step cannot overflow.
            let wide = self.new_var(&format!("{}_", var.name), Ty::I64, false);
            let (lb, ub, step) =
                (self.convert(Prim::I64, lb), self.convert(Prim::I64, ub), self.convert(Prim::I64, step));
            let body = self.block(|l| {
                let v = l.let_(&var.name, Expr::cast(p, Expr::Var(wide)));
                l.define(var, Val::Scalar(v));
                l.region(body, mixed);
            });
            self.push(Stmt::For { var: wide, lb, ub, step, body, unroll });
        } else {
            // 64 bits: over the trip count ⌈(max(ub, lb) − lb) / step⌉. (A step ≤ 0 with
            // lb < ub is undefined; the count then divides by 1 rather than trap.)
            let lb = self.materialize("lb", lb);
            let step = self.materialize("step", step);
            let divisor = match step.as_const() {
                Some(s) if s > 0 => Expr::i64(s),
                _ => Expr::bin(BinOp::Max, step.clone(), Expr::i64(1)),
            };
            // The span may exceed i64::MAX where lb < 0 < ub: it is then counted as unsigned.
            let fits = Expr::span_fits(&lb, &ub);
            let span = Expr::range_len(lb.clone(), ub);
            let trips = Expr::trip_count(span, divisor, fits, &mut |h, e| self.materialize(h, e));
            let trips = self.materialize("trips", trips);
            let t = self.new_var("t", Ty::I64, false);
            let v = self.new_var(&var.name, Ty::I64, false);
            self.define(var, Val::Scalar(Expr::Var(v)));
            let mut stmts = vec![Stmt::Let(v, Some(Expr::stepped(lb, Expr::Var(t), step, fits)))];
            stmts.extend(self.block(|l| l.region(body, mixed)));
            self.push(Stmt::For { var: t, lb: Expr::i64(0), ub: trips, step: Expr::i64(1), body: stmts, unroll });
        }
    }

    pub fn foreach(&mut self, var: &Ident, lb: &Operand, ub: &Operand, ty: Option<Scalar>, body: &Region) {
        let body_region = body;
        let s = ty.unwrap_or(Scalar::Index);
        let p = prim(s);
        self.push(Stmt::Comment(format!("foreach %{}: iterations spread over the work-group", var.name)));
        let (lb, ub) = (self.operand(lb, s), self.operand(ub, s));
        let (lid, count) = self.linear_id();
        if p == Prim::I64 {
            let v = self.new_var(&var.name, Ty::I64, false);
            self.define(var, Val::Scalar(Expr::Var(v)));
            let body = self.block(|l| l.region(body, false));
            if let (Some(first), Some(end)) = (lb.as_const(), ub.as_const())
                && let Some((vector, w)) = self.vectorize(&body, v)
                && end - first >= i64::from(w)
            {
                let stream = self.streamable.contains(&(body_region as *const Region as usize));
                return self.foreach_vectors(v, first, end, vector, w, body, stream);
            }
            if Expr::span_fits(&lb, &ub)
                && let Some((_, w)) = self.vectorize(&body, v)
            {
                let lo = self.materialize("lb", lb);
                let extent = self.materialize("extent", Expr::range_len(lo.clone(), ub));
                let stream = self.streamable.contains(&(body_region as *const Region as usize));
                return self.foreach_runs(v, lo, extent, &[], &body, w, stream);
            }
            if let (Some(first), Some(end)) = (lb.as_const(), ub.as_const())
                && self.gpu_foreach(v, first, end, &body)
            {
                return;
            }
            if lb.as_const().is_some_and(|c| c.unsigned_abs() <= 1 << 62) {
                // `j += count` could overflow only after some 2⁶² / count iterations of each work-item.
                self.push(Stmt::For {
                    var: v,
                    lb: Expr::iadd(lb, lid),
                    ub,
                    step: Expr::i64(count),
                    body,
                    unroll: false,
                });
                return;
            }
            // Over the trip count, max(ub, lb) − lb: `j += count` would overflow, and run on
            // for ever, when ub is within a work-group of the largest index (an empty range
            // whose ub − lb wraps has no iterations either).
            let lb = self.materialize("lb", lb);
            let trips = self.materialize("trips", Expr::range_len(lb.clone(), ub));
            let t = self.new_var("t", Ty::I64, false);
            let mut stmts = vec![Stmt::Let(v, Some(Expr::iadd(lb, Expr::Var(t))))];
            stmts.extend(body);
            self.push(Stmt::For { var: t, lb: lid, ub: trips, step: Expr::i64(count), body: stmts, unroll: false });
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

    /// The body of a `foreach` over index `v` in explicit vectors, on a CPU device
    /// ([`Lowerer::vector_gemm`]), when it is elementwise: `let`s, stores and `if`s that only
    /// compute values (selects, [`vector_block`](Self::vector_block)), every load and store at
    /// element `v + o` of a pointer, with an offset `o` and a pointer that do not change with `v`
    /// (the index of a matrix's element in column `j`, `i + j·ld`), f32 and f64 values (16-bit
    /// floats loaded for a conversion), and only `+ − · /`, `min`, `max`, negation, fused
    /// multiply-adds, the math functions, comparisons and conversions between them; values that
    /// do not change with `v` (constants, parameters, a load of a column's coefficient) are
    /// scalars, which broadcast. One width for the body: 16, or 8 where any value is an f64. The
    /// vector body takes its element index from the variable it returns with the width; `None`
    /// when the body does not qualify (it then runs as written).
    pub(super) fn vectorize(&mut self, body: &[Stmt], v: Var) -> Option<((Var, Vec<Stmt>), u8)> {
        if !self.vector_gemm {
            return None;
        }
        // Vectors of 8 where any value is an f64 (one width for every vector of the body).
        let wide = self.foreach_elem(body)? == Prim::F64
            || stmts_any_expr(body, &mut |e| {
                matches!(e, Expr::Cast(Prim::F64, _))
                    || matches!(e, Expr::Load(p, _) if matches!(self.type_of(p), Ty::Ptr(Prim::F64, _)))
            });
        let w: u8 = if wide { 8 } else { 16 };
        Some((self.vectorize_at(body, v, w, false)?, w))
    }

    /// The float type of an elementwise `foreach` body: that of its first store (in a loop of
    /// the body too).
    fn foreach_elem(&self, body: &[Stmt]) -> Option<Prim> {
        body.iter().find_map(|s| match s {
            Stmt::Store { ptr, .. } => match self.type_of(ptr) {
                Ty::Ptr(e @ (Prim::F32 | Prim::F64), _) => Some(e),
                _ => None,
            },
            Stmt::For { body, .. } => self.foreach_elem(body),
            _ => None,
        })
    }

    /// The body of [`vectorize`](Self::vectorize) in vectors of `w` (1: a copy of the body at
    /// another element, its values in new variables, mutable ones if `mutable`).
    /// Nothing is left behind where the body does not qualify (no variables, no names taken).
    fn vectorize_at(&mut self, body: &[Stmt], v: Var, w: u8, mutable: bool) -> Option<(Var, Vec<Stmt>)> {
        let (vars, names) = (self.vars.len(), self.names.clone());
        let copy = self.try_vectorize_at(body, v, w, mutable);
        if copy.is_none() {
            self.vars.truncate(vars);
            self.names = names;
        }
        copy
    }

    fn try_vectorize_at(&mut self, body: &[Stmt], v: Var, w: u8, mutable: bool) -> Option<(Var, Vec<Stmt>)> {
        // A body that stores f32 or f64.
        self.foreach_elem(body)?;
        let index = self.new_var("e", Ty::I64, false);
        let at = Along::new(v, index, w, body);
        let mut cx = Copy {
            at: &at,
            renamed: Vec::new(),
            mutable,
            selects: self.vector_gemm,
            depth: 0,
            accumulators: Vec::new(),
        };
        let mut out = Vec::new();
        self.vector_block(body, &mut cx, &mut out, None)?;
        Some((index, out))
    }

    /// The statements of a body (or, with `assigned`, of one branch of an `if` in it) into `out`
    /// in vectors ([`vectorize_at`](Self::vectorize_at)). An `if` whose branches only compute
    /// values (no load, no store) and assign the results declared before it becomes a select
    /// of each result: both branches are computed, the condition picks element by element (on
    /// CPU devices, `cx.selects`). A comparison is not a value of its own but the condition it
    /// feeds.
    fn vector_block(
        &mut self,
        stmts: &[Stmt],
        cx: &mut Copy,
        out: &mut Vec<Stmt>,
        mut assigned: Option<&mut Vec<(Var, Expr)>>,
    ) -> Option<()> {
        let Along { index, w, .. } = *cx.at;
        let branch = assigned.is_some();
        for s in stmts {
            match s {
                Stmt::At(_) | Stmt::Comment(_) => out.push(s.clone()),
                Stmt::Let(x, Some(e)) if !self.vars[x.0 as usize].mutable => {
                    let ve = self.vector_expr(e, cx, !branch)?;
                    let ty = self.type_of(&ve);
                    if ty == Ty::BOOL {
                        cx.renamed.push((*x, ve));
                        continue;
                    }
                    let vx = self.new_var(&self.vars[x.0 as usize].name.clone(), ty, cx.mutable);
                    cx.renamed.push((*x, Expr::Var(vx)));
                    out.push(Stmt::Let(vx, Some(ve)));
                }
                // The result of an `if` below: defined by its select.
                Stmt::Let(y, None) if cx.selects && is_real(self.vars[y.0 as usize].ty) => {}
                Stmt::Assign(y, e) if branch => {
                    let ve = self.vector_expr(e, cx, false)?;
                    assigned.as_deref_mut()?.push((*y, ve));
                }
                // An accumulator of a loop in the body (a `for` with `init`): a vector variable,
                // declared by its first assignment, which must come before the loops.
                Stmt::Assign(y, e) if is_real(self.vars[y.0 as usize].ty) => {
                    let ve = self.vector_expr(e, cx, true)?;
                    let vy = match cx.accumulators.iter().find(|(old, _)| old == y) {
                        Some(&(_, vy)) => vy,
                        None if cx.depth == 0 => {
                            let ty = match self.vars[y.0 as usize].ty {
                                Ty::Prim(p) if w > 1 => Ty::Vec(p, w),
                                t => t,
                            };
                            let vy = self.new_var(&self.vars[y.0 as usize].name.clone(), ty, true);
                            cx.accumulators.push((*y, vy));
                            cx.renamed.push((*y, Expr::Var(vy)));
                            out.push(Stmt::Let(vy, Some(ve)));
                            continue;
                        }
                        None => return None,
                    };
                    cx.renamed.push((*y, Expr::Var(vy)));
                    out.push(Stmt::Assign(vy, ve));
                }
                // A loop whose bounds are the same for every element (`Along::loops`): the same
                // loop around the body's statements in vectors.
                Stmt::For { var, lb, ub, step, body, unroll } if cx.at.loops.contains(var) => {
                    let mut inner = Vec::new();
                    cx.depth += 1;
                    let copied = self.vector_block(body, cx, &mut inner, None);
                    cx.depth -= 1;
                    copied?;
                    let (lb, ub, step) = (lb.clone(), ub.clone(), step.clone());
                    out.push(Stmt::For { var: *var, lb, ub, step, body: inner, unroll: *unroll });
                }
                Stmt::If { cond, then, otherwise } if cx.selects => {
                    let c = self.vector_expr(cond, cx, !branch)?;
                    if !(matches!(c, Expr::Cmp(..)) || cx.at.invariant(&c)) {
                        return None;
                    }
                    let (mut t, mut o) = (Vec::new(), Vec::new());
                    self.vector_block(then, cx, out, Some(&mut t))?;
                    self.vector_block(otherwise, cx, out, Some(&mut o))?;
                    // Each result once, as the last assignment of each branch gives it.
                    let mut results: Vec<Var> = t.iter().map(|(y, _)| *y).collect();
                    results.dedup();
                    for y in &results {
                        let a = t.iter().rev().find(|(z, _)| z == y)?.1.clone();
                        let b = o.iter().rev().find(|(z, _)| z == y)?.1.clone();
                        let value = Expr::Select(Box::new(c.clone()), Box::new(a), Box::new(b));
                        let ty = self.type_of(&value);
                        let vy = self.new_var(&self.vars[y.0 as usize].name.clone(), ty, cx.mutable);
                        out.push(Stmt::Let(vy, Some(value)));
                        cx.renamed.push((*y, Expr::Var(vy)));
                    }
                    if o.iter().any(|(z, _)| !t.iter().any(|(y, _)| y == z)) {
                        return None;
                    }
                }
                Stmt::Store { ptr, index: i, value } if !branch => {
                    let offset = cx.at.element(i)?;
                    if !matches!(self.type_of(ptr), Ty::Ptr(Prim::F32 | Prim::F64, crate::ir::Space::Global))
                        || !cx.at.invariant(ptr)
                    {
                        return None;
                    }
                    let value = self.vector_expr(value, cx, true)?;
                    let i = Expr::iadd(Expr::Var(index), offset);
                    if w == 1 {
                        out.push(Stmt::Store { ptr: ptr.clone(), index: i, value });
                        continue;
                    }
                    // A value that does not change with `v` stays scalar: no vector to store.
                    if !matches!(self.type_of(&value), Ty::Vec(..)) {
                        return None;
                    }
                    out.push(Stmt::StoreVec { ptr: ptr.clone(), index: i, value, streaming: false });
                }
                _ => return None,
            }
        }
        Some(())
    }

    /// `e` in vectors of `cx.at.w` (see [`vectorize`](Self::vectorize)), or `None`; loads only
    /// where `loads` (not in a branch that a select computes regardless of its condition).
    fn vector_expr(&self, e: &Expr, cx: &Copy, loads: bool) -> Option<Expr> {
        let at = cx.at;
        let Along { index, w, .. } = *at;
        let memory = expr_any(e, &mut |x| matches!(x, Expr::Load(..)));
        if memory && !loads {
            return None;
        }
        if at.invariant(e) {
            let t = self.type_of(e);
            return (is_real(t) || t == Ty::BOOL).then(|| e.clone());
        }
        let is_vector = |x: &Expr| w == 1 || matches!(self.type_of(x), Ty::Vec(..));
        let renamed = &cx.renamed;
        Some(match e {
            Expr::Var(x) => renamed.iter().rev().find(|(old, _)| old == x)?.1.clone(),
            Expr::Load(ptr, i) => {
                // 16-bit floats arrive as `float` vectors, for a conversion (below) to use.
                let offset = at.element(i)?;
                if !matches!(
                    self.type_of(ptr),
                    Ty::Ptr(Prim::F16 | Prim::BF16 | Prim::F32 | Prim::F64, crate::ir::Space::Global)
                ) || !at.invariant(ptr)
                {
                    return None;
                }
                let i = Expr::iadd(Expr::Var(index), offset);
                if w == 1 { Expr::load((**ptr).clone(), i) } else { Expr::LoadVec(w, ptr.clone(), Box::new(i)) }
            }
            // Of two values of the element type; the vector first (a comparison of a vector with
            // a scalar broadcasts it).
            Expr::Cmp(op, a, b) => {
                if !is_real(self.type_of(a)) {
                    return None;
                }
                let (a, b) = (self.vector_expr(a, cx, loads)?, self.vector_expr(b, cx, loads)?);
                if w == 1 || is_vector(&a) {
                    Expr::Cmp(*op, Box::new(a), Box::new(b))
                } else {
                    let mirrored = match op {
                        CmpOp::Lt => CmpOp::Gt,
                        CmpOp::Le => CmpOp::Ge,
                        CmpOp::Gt => CmpOp::Lt,
                        CmpOp::Ge => CmpOp::Le,
                        op => *op,
                    };
                    Expr::Cmp(mirrored, Box::new(b), Box::new(a))
                }
            }
            // Arithmetic of f32 or f64 only (16-bit floats round after each operation).
            Expr::Bin(_, a, _) | Expr::Un(_, a) | Expr::Math { arg: a, .. } | Expr::Fma(a, ..)
                if !is_real(self.type_of(a)) =>
            {
                return None;
            }
            Expr::Bin(op @ (BinOp::WAdd | BinOp::WSub | BinOp::WMul | BinOp::Div | BinOp::Min | BinOp::Max), a, b) => {
                let (a, b) = (self.vector_expr(a, cx, loads)?, self.vector_expr(b, cx, loads)?);
                if w == 1 {
                    return Some(Expr::bin(*op, a, b));
                }
                // The vector on the left, so that the expression has the vector's type.
                match (is_vector(&a), is_vector(&b)) {
                    (true, _) => Expr::bin(*op, a, b),
                    (_, true) if matches!(op, BinOp::WAdd | BinOp::WMul | BinOp::Min | BinOp::Max) => {
                        Expr::bin(*op, b, a)
                    }
                    // c − x is exactly (−x) + c (negation is exact).
                    (_, true) if *op == BinOp::WSub => Expr::bin(BinOp::WAdd, Expr::Un(UnOp::WNeg, Box::new(b)), a),
                    _ => return None,
                }
            }
            Expr::Un(UnOp::WNeg, a) => {
                let a = self.vector_expr(a, cx, loads)?;
                is_vector(&a).then(|| Expr::Un(UnOp::WNeg, Box::new(a)))?
            }
            // OpenCL C's math functions take vectors, each element as the scalar would be.
            Expr::Math { f, native, arg } => {
                let arg = self.vector_expr(arg, cx, loads)?;
                is_vector(&arg).then(|| Expr::Math { f: *f, native: *native, arg: Box::new(arg) })?
            }
            // x·y + z with the vector first: each operand a vector or broadcast (z a vector, or
            // x or y: the product's type is the vector's).
            Expr::Fma(x, y, z) => {
                let (x, y, z) =
                    (self.vector_expr(x, cx, loads)?, self.vector_expr(y, cx, loads)?, self.vector_expr(z, cx, loads)?);
                if w > 1 && !(is_vector(&x) && is_vector(&y) && is_vector(&z)) {
                    return None;
                }
                Expr::Fma(Box::new(x), Box::new(y), Box::new(z))
            }
            // Between real floats (from a 16-bit float too: exact), element by element.
            Expr::Cast(to @ (Prim::F32 | Prim::F64), a)
                if matches!(self.type_of(a), Ty::Prim(Prim::F16 | Prim::BF16 | Prim::F32 | Prim::F64)) =>
            {
                let a = self.vector_expr(a, cx, loads)?;
                is_vector(&a).then(|| Expr::Cast(*to, Box::new(a)))?
            }
            _ => return None,
        })
    }

    /// A `foreach` on a CPU device whose body vectorises ([`vectorize`](Self::vectorize), width
    /// `w`) and whose first mode's bounds are not both constants, or that has more modes (each
    /// `(variable, lower bound, extent)` in `outer`): the first mode's iterations from `lo` on
    /// as a contiguous run of vectors, then one narrower piece for each power of two that the
    /// extent left holds ([`dynamic_run`](Self::dynamic_run); no vector reaches past the
    /// range). One mode: the range split into one run per work-item. More modes: each
    /// work-item a contiguous run of the other modes' iterations (the second mode fastest), each
    /// the first mode's whole range (a matrix's column: `i + j·ld` is contiguous in i).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn foreach_runs(
        &mut self,
        v: Var,
        lo: Expr,
        extent: Expr,
        outer: &[(Var, Expr, Expr)],
        body: &[Stmt],
        w: u8,
        stream: bool,
    ) {
        // `streaming`: the full vectors' stores go past the caches.
        let emit = |l: &mut Self, base: Expr, vectors: &[(i64, u8)], streaming: bool| {
            for &(offset, pw) in vectors {
                // The body vectorised at width w, so it does at every narrower width.
                let Some((index, stmts)) = l.vectorize_at(body, v, pw, false) else {
                    return l.ice(format!("a foreach body in vectors of {w} but not of {pw}"), ());
                };
                l.push(Stmt::Let(index, Some(Expr::iadd(base.clone(), Expr::i64(offset)))));
                for mut s in stmts {
                    if let Stmt::StoreVec { streaming: flag, .. } = &mut s {
                        *flag = streaming && pw == w;
                    }
                    l.push(s);
                }
            }
        };
        if outer.is_empty() {
            // A run per work-item starts at a multiple of w from lo: its full vectors' addresses
            // are multiples of the vector's size where each stored pointer at lo is.
            let cond = if stream { self.foreach_streaming_dynamic(v, &lo, &extent, w, body) } else { None };
            let (first, len) = self.work_item_run(extent, i64::from(w));
            let start = Expr::iadd(lo, first);
            return self.streaming_or_cached(cond, |l, streaming| {
                l.dynamic_run(start.clone(), len.clone(), w, 1, &mut |l, base, vectors| {
                    emit(l, base, vectors, streaming)
                });
            });
        }
        let total = outer.iter().fold(Expr::i64(1), |n, (_, _, e)| Expr::imul(n, e.clone()));
        let total = self.materialize("iterations", total);
        let (first, len) = self.work_item_run(total, 1);
        let t = self.new_var("t", Ty::I64, false);
        let ub = Expr::iadd(first.clone(), len);
        let loop_body = self.block(|l| {
            let mut rest = Expr::Var(t);
            for (k, (var, lb, e)) in outer.iter().enumerate() {
                let index =
                    if k + 1 == outer.len() { rest.clone() } else { Expr::bin(BinOp::Rem, rest.clone(), e.clone()) };
                l.push(Stmt::Let(*var, Some(Expr::iadd(lb.clone(), index))));
                if k + 1 != outer.len() {
                    rest = l.let_("rest", Expr::bin(BinOp::Div, rest, e.clone()));
                }
            }
            l.dynamic_run(lo.clone(), extent.clone(), w, 1, &mut |l, base, vectors| emit(l, base, vectors, false));
        });
        self.push(Stmt::For { var: t, lb: first, ub, step: Expr::i64(1), body: loop_body, unroll: false });
    }

    /// A `foreach` over [first, end) with an elementwise body (as [`vectorize`](Self::vectorize)
    /// accepts, its stores after its values) on a GPU, when each work-item has at least two
    /// iterations: u = ⌈n / count⌉ (up to [`GPU_UNROLL`](super::blas::GPU_UNROLL)) iterations
    /// lid + k·count at a time, all their values (loads) before any of their stores, so that a
    /// work-item has u loads in flight instead of one. The iterations of a `foreach` are not
    /// ordered, so this is its semantics. `false` (nothing emitted) when the body does not qualify.
    fn gpu_foreach(&mut self, v: Var, first: i64, end: i64, body: &[Stmt]) -> bool {
        let (lid, count) = self.linear_id();
        let n = end.saturating_sub(first);
        if self.device_kind != DeviceKind::Gpu || self.vector_gemm || n <= count || self.foreach_elem(body).is_none() {
            return false;
        }
        // Values first: no value after a store.
        let first_store = body.iter().position(|s| matches!(s, Stmt::Store { .. })).unwrap_or(body.len());
        if body[first_store..].iter().any(|s| matches!(s, Stmt::Let(..))) {
            return false;
        }
        let super::blas::GpuChunks { unroll, chunk, rounds, exact } = super::blas::GpuChunks::of(n, count);
        let mut copies = Vec::new();
        for _ in 0..unroll {
            match self.vectorize_at(body, v, 1, !exact) {
                Some(copy) => copies.push(copy),
                None => return false,
            }
        }
        let c = self.new_var("c", Ty::I64, false);
        let base = self.new_var("base", Ty::I64, false);
        let start = Expr::iadd(Expr::iadd(Expr::i64(first), lid), Expr::imul(Expr::Var(c), Expr::i64(chunk)));
        let mut loop_body = vec![Stmt::Let(base, Some(start))];
        let mut stores = Vec::new();
        for (k, (index, stmts)) in copies.into_iter().enumerate() {
            loop_body.push(Stmt::Let(index, Some(Expr::iadd(Expr::Var(base), Expr::i64(k as i64 * count)))));
            // The stores with the location marks before them.
            let mut split = stmts.iter().position(|s| matches!(s, Stmt::Store { .. })).unwrap_or(stmts.len());
            while split > 0 && matches!(stmts[split - 1], Stmt::At(_)) {
                split -= 1;
            }
            let (values, tail) = stmts.split_at(split);
            let in_range = Expr::cmp(CmpOp::Lt, Expr::Var(index), Expr::i64(end));
            if exact {
                loop_body.extend(values.iter().cloned());
                stores.extend(tail.iter().cloned());
            } else {
                // Past the end: neither loads nor stores (another work-item's iterations).
                let mut assigns = Vec::new();
                for s in values {
                    match s {
                        Stmt::Let(x, Some(e)) => {
                            loop_body.push(Stmt::Let(*x, None));
                            assigns.push(Stmt::Assign(*x, e.clone()));
                        }
                        other => assigns.push(other.clone()),
                    }
                }
                loop_body.push(Stmt::If { cond: in_range.clone(), then: assigns, otherwise: Vec::new() });
                stores.push(Stmt::If { cond: in_range, then: tail.to_vec(), otherwise: Vec::new() });
            }
        }
        loop_body.extend(stores);
        self.push(Stmt::For {
            var: c,
            lb: Expr::i64(0),
            ub: Expr::i64(rounds),
            step: Expr::i64(1),
            body: loop_body,
            unroll: false,
        });
        true
    }

    /// The `foreach` over [first, end) with the vector body first: each work-item takes a
    /// contiguous run of whole vectors (element index `first + k·w`), then the last iterations
    /// mod w as one vector of each narrower width that fits (on the last work-item), and what is
    /// left runs the scalar body, one iteration per work-item.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn foreach_vectors(
        &mut self,
        v: Var,
        first: i64,
        end: i64,
        (index, vector): (Var, Vec<Stmt>),
        w: u8,
        scalar: Vec<Stmt>,
        stream: bool,
    ) {
        let width = i64::from(w);
        let vectors = (end - first) / width;
        let (lid, count) = self.linear_id();
        let per = (vectors + count - 1) / count;
        let start = Expr::imul(lid.clone(), Expr::i64(per));
        let stop = Expr::bin(BinOp::Min, Expr::iadd(start.clone(), Expr::i64(per)), Expr::i64(vectors));
        let vector_loop = |l: &mut Self, index: Var, vector: Vec<Stmt>| {
            let k = l.new_var("k", Ty::I64, false);
            let mut body =
                vec![Stmt::Let(index, Some(Expr::iadd(Expr::i64(first), Expr::imul(Expr::Var(k), Expr::i64(width)))))];
            body.extend(vector);
            Stmt::For { var: k, lb: start.clone(), ub: stop.clone(), step: Expr::i64(1), body, unroll: false }
        };
        // Stores past the caches (a `foreach` that writes memory it does not read and nothing later
        // touches, `streamable`): when the launch writes enough and every stored vector's address
        // is a multiple of its size, a copy of the vector loop with non-temporal stores.
        let cond = stream.then(|| self.foreach_streaming(v, first, end, w, &scalar)).flatten();
        let mut cached = Some((index, vector));
        self.streaming_or_cached(cond, |l, streaming| {
            // The cached loop takes the body vectorised already; the streamed one a second copy.
            let body = if streaming { l.vectorize_at(&scalar, v, w, false) } else { cached.take() };
            let Some((index, mut vector)) = body else {
                return l.ice(format!("a foreach body in vectors of {w} once but not twice"), ());
            };
            for s in &mut vector {
                if let Stmt::StoreVec { streaming: flag, .. } = s {
                    *flag = streaming;
                }
            }
            let stmt = vector_loop(l, index, vector);
            l.push(stmt);
        });
        let (narrower, rest) = super::blas::narrower_vectors(first + vectors * width, end, w);
        let mut pieces = Vec::new();
        for (at, hw) in narrower {
            // The body vectorised at width w, so it does at every narrower width.
            let Some((index, stmts)) = self.vectorize_at(&scalar, v, hw, false) else {
                return self.ice(format!("a foreach body in vectors of {w} but not of {hw}"), ());
            };
            pieces.push(Stmt::Let(index, Some(Expr::i64(at))));
            pieces.extend(stmts);
        }
        if !pieces.is_empty() {
            let cond = Expr::cmp(CmpOp::Eq, lid.clone(), Expr::i64(count - 1));
            self.push(Stmt::If { cond, then: pieces, otherwise: Vec::new() });
        }
        if rest < end {
            self.push(Stmt::For {
                var: v,
                lb: Expr::iadd(Expr::i64(rest), lid),
                ub: Expr::i64(end),
                step: Expr::i64(count),
                body: scalar,
                unroll: false,
            });
        }
    }

    /// [`foreach_streaming`](Self::foreach_streaming) for the [`foreach_runs`](Self::foreach_runs)
    /// range of `extent` iterations from `lo`, both known at run time: the launch writes
    /// enough, each stored pointer at `lo` is a multiple of the vector's size, and the extent's
    /// elements are whole cache lines.
    fn foreach_streaming_dynamic(&mut self, v: Var, lo: &Expr, extent: &Expr, w: u8, scalar: &[Stmt]) -> Option<Expr> {
        let mut aligned = Vec::new();
        let (mut bytes, mut lines) = (0i64, None::<Expr>);
        for (ptr, offset, elem) in self.stored_pointers(v, w, scalar)? {
            let p = Expr::Offset(Box::new(ptr), Box::new(Expr::iadd(offset, lo.clone())));
            aligned.push((p, u32::from(w) * elem.bytes() as u32));
            let n = elem.bytes() as i64;
            bytes += n;
            let whole = Expr::cmp(
                CmpOp::Eq,
                Expr::bin(BinOp::Rem, Expr::imul(extent.clone(), Expr::i64(n)), Expr::i64(super::blas::CACHE_LINE)),
                Expr::i64(0),
            );
            lines = Some(match lines {
                Some(c) => Expr::bin(BinOp::And, c, whole),
                None => whole,
            });
        }
        let launch = self.streaming_launch_dynamic(Expr::imul(extent.clone(), Expr::i64(bytes)), &aligned)?;
        Some(Expr::bin(BinOp::And, launch, lines?))
    }

    /// Each global pointer the body stores through, the offset `o` of its element `v + o` and its
    /// element type; `None` where an index is not `v + o`.
    fn stored_pointers(&self, v: Var, w: u8, scalar: &[Stmt]) -> Option<Vec<(Expr, Expr, Prim)>> {
        // A store in a loop of the body is not one element per iteration: no streaming.
        if scalar.iter().any(|s| matches!(s, Stmt::For { .. })) {
            return None;
        }
        let at = Along::new(v, v, w, scalar);
        let mut pointers = Vec::new();
        for s in scalar {
            if let Stmt::Store { ptr, index, .. } = s
                && let Ty::Ptr(elem, crate::ir::Space::Global) = self.type_of(ptr)
            {
                pointers.push((ptr.clone(), at.element(index)?, elem));
            }
        }
        Some(pointers)
    }

    /// The run-time condition under which the vector loop of
    /// [`foreach_vectors`](Self::foreach_vectors) may store past the caches
    /// ([`streaming_launch`](Self::streaming_launch)): every work-group writes the n iterations'
    /// elements through each store of the body, each stored pointer at element `first` is a
    /// multiple of the vector's size, and n elements are whole cache lines. `None` when the device
    /// never streams or they are not.
    fn foreach_streaming(&self, v: Var, first: i64, end: i64, w: u8, scalar: &[Stmt]) -> Option<Expr> {
        let pointers: Vec<(Expr, Prim)> = self
            .stored_pointers(v, w, scalar)?
            .into_iter()
            .map(|(ptr, offset, elem)| (Expr::Offset(Box::new(ptr), Box::new(offset)), elem))
            .collect();
        // Whole cache lines per work-group and store, as for the elementwise collectives
        // (`Lowerer::elementwise`).
        let n = end.saturating_sub(first);
        if !pointers
            .iter()
            .all(|(_, e)| n.checked_mul(e.bytes() as i64).is_some_and(|b| b % super::blas::CACHE_LINE == 0))
        {
            return None;
        }
        let bytes: i64 = pointers.iter().map(|(_, e)| e.bytes() as i64).sum();
        let aligned: Vec<(Expr, u32)> = pointers
            .iter()
            .map(|(p, e)| {
                (Expr::Offset(Box::new(p.clone()), Box::new(Expr::i64(first))), u32::from(w) * e.bytes() as u32)
            })
            .collect();
        self.streaming_launch(n.saturating_mul(bytes), &aligned)
    }
}

/// Whether a type is `f32` or `f64`: the values vectors compute with.
fn is_real(t: Ty) -> bool {
    matches!(t, Ty::Prim(Prim::F32 | Prim::F64))
}

/// What [`Lowerer::vectorize_at`] vectorises along: the `foreach` index `v` of the scalar `body`,
/// the index variable of the copy and the width.
struct Along<'b> {
    v: Var,
    index: Var,
    w: u8,
    body: &'b [Stmt],
    /// The variables of the body's loops whose bounds are invariant: the same at every
    /// iteration of `v` in each round (the vectors' elements walk such a loop together).
    loops: Vec<Var>,
}

/// A copy of a body being made by [`Lowerer::vector_block`]: what it vectorises along, each
/// scalar variable's value in the copy (a new variable, or the comparison a condition inlines),
/// whether its variables are mutable, and whether an `if` may become selects.
struct Copy<'a, 'b> {
    at: &'a Along<'b>,
    renamed: Vec<(Var, Expr)>,
    mutable: bool,
    selects: bool,
    /// How many of the body's loops enclose the statement being copied.
    depth: usize,
    /// The accumulators of the body's loops and their variables in the copy.
    accumulators: Vec<(Var, Var)>,
}

impl<'b> Along<'b> {
    fn new(v: Var, index: Var, w: u8, body: &'b [Stmt]) -> Along<'b> {
        let mut at = Along { v, index, w, body, loops: Vec::new() };
        // Outer loops first: an inner loop's bounds may use an outer loop's variable.
        fn walk(at: &mut Along, stmts: &[Stmt]) {
            for s in stmts {
                if let Stmt::For { var, lb, ub, step, body, .. } = s {
                    if [lb, ub, step].into_iter().all(|e| at.invariant(e)) {
                        at.loops.push(*var);
                    }
                    walk(at, body);
                }
            }
        }
        walk(&mut at, body);
        at
    }

    /// Whether `e` is the same at every iteration: it uses neither the index nor a value the body
    /// computes (but the variables of its invariant loops, `loops`), nor a work-item's index
    /// (another work-item's iteration would see another).
    fn invariant(&self, e: &Expr) -> bool {
        !defines_any(self.body, e, &self.loops)
            && !expr_any(e, &mut |x| {
                matches!(x, Expr::Var(x) if *x == self.v)
                    || matches!(
                        x,
                        Expr::Builtin(
                            Builtin::LocalIdX | Builtin::LocalIdY | Builtin::SubgroupId | Builtin::SubgroupLane
                        )
                    )
            })
    }

    /// The offset `o` of an element index `v + o` (0 for `v` itself), `o` invariant: the sum of
    /// the index's other terms.
    fn element(&self, index: &Expr) -> Option<Expr> {
        let mut terms = Vec::new();
        add_terms(index, &mut terms);
        let at = terms.iter().position(|t| matches!(t, Expr::Var(x) if *x == self.v))?;
        terms.remove(at);
        terms.iter().all(|t| self.invariant(t)).then(|| terms.into_iter().cloned().fold(Expr::i64(0), Expr::iadd))
    }
}

/// The terms of an index sum (`Add` nodes, as `View::offset` builds them).
fn add_terms<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Bin(BinOp::Add, a, b) => {
            add_terms(a, out);
            add_terms(b, out);
        }
        _ => out.push(e),
    }
}

/// The body of a multi-mode `foreach` over modes `vars` from 0 with constant extents before the
/// last (`extents`), as a one-mode body over the flat index `f = v₀ + v₁·e₀ + v₂·e₀e₁ + …`
/// (in `vars[0]`), when that is all the body does with them: every load and store index is
/// `v₀ + v₁·e₀ + … + o` with `o` using no mode (a packed tensor's elements, whose flat index is
/// their offset), and no other use of a mode. `None` otherwise.
pub(super) fn flat_foreach(body: &[Stmt], vars: &[Var], extents: &[i64]) -> Option<Vec<Stmt>> {
    let mut coefficients = vec![1i64];
    for e in &extents[..vars.len() - 1] {
        coefficients.push(coefficients.last()?.checked_mul(*e)?);
    }
    let uses_mode = |e: &Expr| expr_any(e, &mut |x| matches!(x, Expr::Var(v) if vars[1..].contains(v)));
    // The index with the modes' terms replaced by the flat index alone.
    let flat = |index: &Expr| -> Option<Expr> {
        let mut terms = Vec::new();
        add_terms(index, &mut terms);
        for (v, c) in vars.iter().zip(&coefficients) {
            let at = terms.iter().position(|t| match t {
                Expr::Var(x) => x == v && *c == 1,
                Expr::Bin(BinOp::Mul, a, b) => {
                    matches!(**a, Expr::Var(x) if x == *v) && b.as_const() == Some(*c)
                        || matches!(**b, Expr::Var(x) if x == *v) && a.as_const() == Some(*c)
                }
                _ => false,
            })?;
            terms.remove(at);
        }
        if terms.iter().any(|t| uses_mode(t) || expr_any(t, &mut |x| matches!(x, Expr::Var(v) if *v == vars[0]))) {
            return None;
        }
        Some(terms.into_iter().cloned().fold(Expr::Var(vars[0]), Expr::iadd))
    };
    // The first mode's other uses would read the flat index.
    fn rewrite(e: &Expr, v: Var, flat: &dyn Fn(&Expr) -> Option<Expr>) -> Option<Expr> {
        let r = |x: &Expr| rewrite(x, v, flat).map(Box::new);
        Some(match e {
            Expr::Var(x) if *x == v => return None,
            Expr::Load(ptr, i) => Expr::Load(r(ptr)?, Box::new(flat(i)?)),
            Expr::Bin(op, a, b) => Expr::Bin(*op, r(a)?, r(b)?),
            Expr::Un(op, a) => Expr::Un(*op, r(a)?),
            Expr::Math { f, native, arg } => Expr::Math { f: *f, native: *native, arg: r(arg)? },
            Expr::Fma(x, y, z) => Expr::Fma(r(x)?, r(y)?, r(z)?),
            Expr::Cmp(op, a, b) => Expr::Cmp(*op, r(a)?, r(b)?),
            Expr::Cast(p, a) => Expr::Cast(*p, r(a)?),
            // Any other form that reads the first mode would read the flat index.
            _ if expr_any(e, &mut |x| matches!(x, Expr::Var(x) if *x == v)) => return None,
            _ => e.clone(),
        })
    }
    fn stmts(body: &[Stmt], v: Var, flat: &dyn Fn(&Expr) -> Option<Expr>) -> Option<Vec<Stmt>> {
        let mut out = Vec::new();
        for s in body {
            out.push(match s {
                Stmt::Let(x, Some(e)) => Stmt::Let(*x, Some(rewrite(e, v, flat)?)),
                Stmt::Assign(x, e) => Stmt::Assign(*x, rewrite(e, v, flat)?),
                Stmt::Store { ptr, index, value } => {
                    Stmt::Store { ptr: rewrite(ptr, v, flat)?, index: flat(index)?, value: rewrite(value, v, flat)? }
                }
                Stmt::If { cond, then, otherwise } => Stmt::If {
                    cond: rewrite(cond, v, flat)?,
                    then: stmts(then, v, flat)?,
                    otherwise: stmts(otherwise, v, flat)?,
                },
                Stmt::Let(_, None) | Stmt::At(_) | Stmt::Comment(_) => s.clone(),
                _ => return None,
            });
        }
        Some(out)
    }
    let out = stmts(body, vars[0], &flat)?;
    (!stmts_any_expr(&out, &mut |e| uses_mode(e))).then_some(out)
}

/// Whether an expression uses a variable that the statements define (a pointer computed in the
/// body is no loop-invariant base).
fn defines_any(body: &[Stmt], e: &Expr, except: &[Var]) -> bool {
    // At any depth: a branch's values too.
    fn collect(stmts: &[Stmt], out: &mut Vec<Var>) {
        for s in stmts {
            match s {
                Stmt::Let(x, _) | Stmt::Assign(x, _) => out.push(*x),
                Stmt::If { then, otherwise, .. } => {
                    collect(then, out);
                    collect(otherwise, out);
                }
                Stmt::For { var, body, .. } => {
                    out.push(*var);
                    collect(body, out);
                }
                _ => {}
            }
        }
    }
    let mut defined = Vec::new();
    collect(body, &mut defined);
    crate::ir::stmts_any_expr(
        &[Stmt::Let(Var(u32::MAX), Some(e.clone()))],
        &mut |x| matches!(x, Expr::Var(v) if defined.contains(v) && !except.contains(v)),
    )
}

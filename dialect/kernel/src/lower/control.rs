//! Control flow: `if`/`yield`, `for`, `foreach` (language §7.8).
//!
//! `foreach` is the one collective here: iteration lb + t runs on work-item t mod P (P = m·n,
//! t counted along the first dimension first), which is the reference's subgroup-block mapping
//! for consecutive subgroups, without its unmasked tail.

use tinyc_frontend::ast::{Ident, Inst, Operand, Region};
use tinyc_frontend::check::DeviceKind;
use tinyc_frontend::types::{Scalar, Type};

use super::{Lowerer, Val, prim};
use crate::ir::*;

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
    /// ([`Lowerer::vector_gemm`]), when it is elementwise: straight-line `let`s and stores, every
    /// load and store at element `v` of a pointer the body does not compute, all of one float
    /// type, and only `+ − · /`, `min`, `max` and negation between them (and constants, which
    /// broadcast). The vector body takes its element index from the variable it returns with
    /// the width; `None` when the body does not qualify (it then runs as written).
    fn vectorize(&mut self, body: &[Stmt], v: Var) -> Option<((Var, Vec<Stmt>), u8)> {
        if !self.vector_gemm {
            return None;
        }
        let w: u8 = if self.foreach_elem(body)? == Prim::F32 { 16 } else { 8 };
        Some((self.vectorize_at(body, v, w, false)?, w))
    }

    /// The float type of an elementwise `foreach` body: that of its first store.
    fn foreach_elem(&self, body: &[Stmt]) -> Option<Prim> {
        body.iter().find_map(|s| match s {
            Stmt::Store { ptr, .. } => match self.type_of(ptr) {
                Ty::Ptr(e @ (Prim::F32 | Prim::F64), _) => Some(e),
                _ => None,
            },
            _ => None,
        })
    }

    /// The body of [`vectorize`](Self::vectorize) in vectors of `w` (1: a copy of the body at
    /// another element, its values in new variables, mutable ones if `mutable`).
    fn vectorize_at(&mut self, body: &[Stmt], v: Var, w: u8, mutable: bool) -> Option<(Var, Vec<Stmt>)> {
        let elem = self.foreach_elem(body)?;
        let index = self.new_var("e", Ty::I64, false);
        let mut renamed: Vec<(Var, Var)> = Vec::new();
        let mut out = Vec::new();
        for s in body {
            match s {
                Stmt::At(_) | Stmt::Comment(_) => out.push(s.clone()),
                Stmt::Let(x, Some(e)) if !self.vars[x.0 as usize].mutable => {
                    let ve = self.vector_expr(e, v, index, elem, w, &renamed, body)?;
                    let ty = if w == 1 { self.type_of(&ve) } else { Ty::Vec(elem, w) };
                    let vx = self.new_var(&self.vars[x.0 as usize].name.clone(), ty, mutable);
                    renamed.push((*x, vx));
                    out.push(Stmt::Let(vx, Some(ve)));
                }
                Stmt::Store { ptr, index: Expr::Var(i), value } if *i == v => {
                    if self.type_of(ptr) != Ty::Ptr(elem, crate::ir::Space::Global) || defines_any(body, ptr) {
                        return None;
                    }
                    let value = self.vector_expr(value, v, index, elem, w, &renamed, body)?;
                    if w == 1 {
                        out.push(Stmt::Store { ptr: ptr.clone(), index: Expr::Var(index), value });
                        continue;
                    }
                    // A constant alone stays scalar: no vector to store.
                    if !matches!(self.type_of(&value), Ty::Vec(..)) {
                        return None;
                    }
                    out.push(Stmt::StoreVec { ptr: ptr.clone(), index: Expr::Var(index), value, streaming: false });
                }
                _ => return None,
            }
        }
        Some((index, out))
    }

    /// `e` in vectors of `w` (see [`vectorize`](Self::vectorize)), or `None`.
    #[allow(clippy::too_many_arguments)]
    fn vector_expr(
        &self,
        e: &Expr,
        v: Var,
        index: Var,
        elem: Prim,
        w: u8,
        renamed: &[(Var, Var)],
        body: &[Stmt],
    ) -> Option<Expr> {
        Some(match e {
            Expr::Float(_, p) if *p == elem => e.clone(),
            Expr::Var(x) => Expr::Var(renamed.iter().find(|(old, _)| old == x)?.1),
            Expr::Load(ptr, i) if matches!(**i, Expr::Var(iv) if iv == v) => {
                if self.type_of(ptr) != Ty::Ptr(elem, crate::ir::Space::Global) || defines_any(body, ptr) {
                    return None;
                }
                if w == 1 {
                    Expr::load((**ptr).clone(), Expr::Var(index))
                } else {
                    Expr::LoadVec(w, ptr.clone(), Box::new(Expr::Var(index)))
                }
            }
            Expr::Bin(op @ (BinOp::WAdd | BinOp::WSub | BinOp::WMul | BinOp::Div | BinOp::Min | BinOp::Max), a, b) => {
                let (a, b) = (
                    self.vector_expr(a, v, index, elem, w, renamed, body)?,
                    self.vector_expr(b, v, index, elem, w, renamed, body)?,
                );
                if w == 1 {
                    return Some(Expr::bin(*op, a, b));
                }
                // The vector on the left, so that the expression has the vector's type.
                match (self.type_of(&a), self.type_of(&b)) {
                    (Ty::Vec(..), _) => Expr::bin(*op, a, b),
                    (_, Ty::Vec(..)) if matches!(op, BinOp::WAdd | BinOp::WMul | BinOp::Min | BinOp::Max) => {
                        Expr::bin(*op, b, a)
                    }
                    // c − x is exactly (−x) + c (negation is exact).
                    (_, Ty::Vec(..)) if *op == BinOp::WSub => {
                        Expr::bin(BinOp::WAdd, Expr::Un(UnOp::WNeg, Box::new(b)), a)
                    }
                    _ => return None,
                }
            }
            Expr::Un(UnOp::WNeg, a) => {
                let a = self.vector_expr(a, v, index, elem, w, renamed, body)?;
                (w == 1 || matches!(self.type_of(&a), Ty::Vec(..))).then(|| Expr::Un(UnOp::WNeg, Box::new(a)))?
            }
            _ => return None,
        })
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
    fn foreach_vectors(
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
        let cond = stream.then(|| self.foreach_streaming(first, end, w, &scalar)).flatten();
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

    /// The run-time condition under which the vector loop of
    /// [`foreach_vectors`](Self::foreach_vectors) may store past the caches
    /// ([`streaming_launch`](Self::streaming_launch)): every work-group writes the n iterations'
    /// elements through each store of the body, each stored pointer at element `first` is a
    /// multiple of the vector's size, and n elements are whole cache lines. `None` when the device
    /// never streams or they are not.
    fn foreach_streaming(&self, first: i64, end: i64, w: u8, scalar: &[Stmt]) -> Option<Expr> {
        let mut pointers: Vec<(Expr, Prim)> = Vec::new();
        for s in scalar {
            if let Stmt::Store { ptr, .. } = s
                && let Ty::Ptr(elem, crate::ir::Space::Global) = self.type_of(ptr)
            {
                pointers.push((ptr.clone(), elem));
            }
        }
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

/// Whether an expression uses a variable that the statements define (a pointer computed in the
/// body is no loop-invariant base).
fn defines_any(body: &[Stmt], e: &Expr) -> bool {
    let defined: Vec<Var> = body
        .iter()
        .filter_map(|s| match s {
            Stmt::Let(x, _) | Stmt::Assign(x, _) => Some(*x),
            _ => None,
        })
        .collect();
    crate::ir::stmts_any_expr(
        &[Stmt::Let(Var(u32::MAX), Some(e.clone()))],
        &mut |x| matches!(x, Expr::Var(v) if defined.contains(v)),
    )
}

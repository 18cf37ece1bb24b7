//! tinytc v0.4's cooperative matrices, lowered portably: each work-item of a subgroup holds
//! its components of the matrix in variables, in the layout of tinytc's documentation
//! (`docs/dev/coopmatrix_layout.rst` at v0.4.0; [`Layout`]), and the instructions that combine
//! components of several work-items (`cooperative_matrix_mul_add`, the reductions) exchange
//! them through local memory between barriers, as the subgroup operations do.

use std::collections::HashSet;
use std::rc::Rc;

use tinyc_frontend::ast::{ArithOp, CoopInst, GroupArith, Ident, Inst, Operand, Spanned};
use tinyc_frontend::types::{CoopType, MatrixUse, Scalar, Type};

use super::{Lowerer, Val, View, prim};
use crate::ir::*;

/// A cooperative matrix as one work-item holds it.
#[derive(Clone, Debug)]
pub(crate) struct CoopVal {
    pub ty: CoopType,
    /// The components, in the order of the work-item vector.
    pub comps: Vec<Expr>,
    /// Which entry each component is.
    pub layout: Layout,
    /// Where `cooperative_matrix_load` read it from (`None` for any other matrix).
    pub origin: Option<Rc<Origin>>,
}

/// The memory a cooperative matrix was loaded from, and where in the kernel: an instruction that
/// needs other lanes' components can read them there again instead of exchanging them, as long
/// as it is lowered into the block of the load and nothing that block ran since wrote memory,
/// synchronised or reassigned a variable of the address ([`Lowerer::reloadable`]).
#[derive(Clone, Debug)]
pub(crate) struct Origin {
    pub(super) place: Place,
    pub(super) access: Access,
    /// The block of the load (`Lowerer::block_ids`) and its length after the load.
    block: u64,
    at: usize,
}

/// A memref and a position in it, as a cooperative-matrix instruction addresses them.
#[derive(Clone, Debug)]
pub(super) struct Place {
    view: View,
    x: Expr,
    y: Expr,
}

/// The distribution of an M×N matrix over a subgroup of S work-items (M and S powers of two):
/// the matrix is the I×K₁×J×K₂ tensor with I = min(M, S), J = ⌈I·N/S⌉·S/I, K = K₁K₂ = M/I, and
/// component v = w₁ + u·K₁ + w₂·K₁·(V/K) of work-item p (V = I·K·J/S components) is entry
/// (p mod I + (w₁ + w₂K₁)·I, ⌊p/I⌋ + u·S/I); columns from N on are padding.
///
/// Or, for accumulators that `cooperative_matrix_mul_add` computes on NVIDIA's tensor cores
/// (`frag`, chosen by [`super::coop_mma::assign`]), the accumulator fragments of the
/// instruction's tiles: component v = e + t·E is accumulator e (of E) of tile t, the tiles
/// column by column (first mode fastest), as `MmaShape::c_at` places them. I, J and K₁ are 0
/// there, so that every path that needs tinytc's distribution leaves such a matrix alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub m: i64,
    pub n: i64,
    pub s: i64,
    pub i: i64,
    pub j: i64,
    pub k1: i64,
    pub v: i64,
    pub frag: Option<MmaShape>,
}

impl Layout {
    pub fn new(ty: CoopType, s: i64) -> Layout {
        let (m, n) = (ty.rows.max(1), ty.cols.max(1));
        let i = m.min(s);
        let j = tinyc_frontend::types::ceil_div(i * n, s) * s / i;
        let k = m / i;
        // tinytc packs 8-bit B matrices with more than one row block by pairs of blocks.
        let k1 = if ty.usage == MatrixUse::B && prim(ty.elem).bytes() == 1 && m / s > 1 { 2 } else { 1 };
        Layout { m, n, s, i, j, k1, v: i * k * j / s, frag: None }
    }

    /// The tensor-core layout of an accumulator whose tiles are `shape`'s (M and N multiples
    /// of the tile, subgroups of 32: the warps).
    pub fn mma(ty: CoopType, shape: MmaShape) -> Layout {
        let (m, n) = (ty.rows.max(1), ty.cols.max(1));
        Layout { m, n, s: 32, i: 0, j: 0, k1: 0, v: m * n / 32, frag: Some(shape) }
    }

    /// Whether this is tinytc's distribution (rather than tensor-core fragments).
    pub fn tinytc(&self) -> bool {
        self.frag.is_none()
    }

    /// The row and column offsets of component `c` from (p mod I, ⌊p/I⌋); `None` for
    /// tensor-core fragments, which have no such offsets.
    pub fn offsets(&self, c: i64) -> Option<(i64, i64)> {
        if !self.tinytc() || self.i == 0 {
            return None;
        }
        let per = self.v / (self.m / self.i);
        let w1 = c % self.k1;
        let u = (c / self.k1) % per;
        let w2 = c / (self.k1 * per);
        Some(((w1 + w2 * self.k1) * self.i, u * (self.s / self.i)))
    }

    /// Whether some components are padding (columns past N).
    pub fn padded(&self) -> bool {
        self.i > 0 && self.j * self.s / self.i > self.n
    }
}

/// A work-item's components `comps` of a matrix in layout `from`, in the order of layout `to`
/// (tinytc's distributions of one shape, whose components hold the same entries in another
/// order where only their row-block pairing differs); unchanged otherwise.
fn reordered(from: &Layout, to: &Layout, comps: Vec<Expr>) -> Vec<Expr> {
    if from.k1 == to.k1 || !from.tinytc() || !to.tinytc() || (from.m, from.n, from.s) != (to.m, to.n, to.s) {
        return comps;
    }
    let at: std::collections::HashMap<(i64, i64), usize> =
        (0..from.v).filter_map(|c| Some((from.offsets(c)?, c as usize))).collect();
    let order: Option<Vec<usize>> = (0..to.v).map(|c| to.offsets(c).and_then(|o| at.get(&o).copied())).collect();
    match order {
        Some(order) if order.iter().all(|&k| k < comps.len()) => order.into_iter().map(|k| comps[k].clone()).collect(),
        _ => comps,
    }
}

/// A row block of a matrix moved in subgroup blocks: its row offset `ro` and its components
/// `(k, co)` (component k holds column co; [`Lowerer::block_rows`]).
type RowBlock = (i64, Vec<(usize, i64)>);

/// The alignment in bytes of a subgroup block read's address and of a write's
/// (`cl_intel_subgroups`).
const BLOCK_READ_ALIGN: u64 = 4;
const BLOCK_WRITE_ALIGN: u64 = 16;

/// The largest K and N of a `cooperative_matrix_mul_add` done with subgroup broadcasts (K·N
/// of them per instruction) or with B read again from memory (K·N loads).
const SHUFFLE_KN: i64 = 32;

impl Lowerer<'_> {
    /// The layout of the cooperative matrix `value` of type `ty`: tensor-core fragments where
    /// [`super::coop_mma::assign`] chose them, tinytc's distribution everywhere else.
    pub fn layout_of(&self, value: &Ident, ty: CoopType) -> Layout {
        match self.info.value_id(value).and_then(|id| self.mma_layouts.get(&id)) {
            Some(&shape) => Layout::mma(ty, shape),
            None => Layout::new(ty, self.subgroup_size),
        }
    }

    /// The layout of `inst`'s (first) result, of type `ty`.
    fn result_layout(&self, inst: &Inst, ty: CoopType) -> Layout {
        match inst.results.first() {
            Some(r) => self.layout_of(r, ty),
            None => Layout::new(ty, self.subgroup_size),
        }
    }

    /// Mutable variables that hold `value` of type `ty`: one for a scalar, one per component for
    /// a cooperative matrix.
    pub fn slots(&mut self, value: &Ident, ty: &Type) -> Vec<Var> {
        match ty {
            Type::Coop(c) => {
                let p = prim(c.elem);
                (0..self.layout_of(value, *c).v).map(|_| self.let_mut(&value.name, Ty::Prim(p), None)).collect()
            }
            Type::Scalar(s) => vec![self.let_mut(&value.name, Ty::Prim(prim(*s)), None)],
            _ => self.ice("a memref or group held in variables", Vec::new()),
        }
    }

    /// The value `value` that variables made by [`Lowerer::slots`] hold.
    pub fn value_in_slots(&self, value: &Ident, ty: &Type, vars: &[Var]) -> Val {
        match ty {
            Type::Coop(c) => Val::Coop(CoopVal {
                ty: *c,
                comps: vars.iter().map(|v| Expr::Var(*v)).collect(),
                layout: self.layout_of(value, *c),
                origin: None,
            }),
            _ => Val::Scalar(vars.first().map_or(Expr::i64(0), |v| Expr::Var(*v))),
        }
    }

    /// The expressions of an operand of type `ty`, one per slot.
    pub fn flat_operand(&self, o: &Operand, ty: &Type) -> Vec<Expr> {
        match (ty, o) {
            (Type::Scalar(s), _) => vec![self.operand(o, *s)],
            (Type::Coop(_), Operand::Value(i)) => self.coop(i).comps,
            _ => self.ice("an operand held in variables that is no scalar or cooperative matrix", Vec::new()),
        }
    }

    pub fn coop(&self, ident: &Ident) -> CoopVal {
        match self.value(ident) {
            Some(Val::Coop(c)) => c.clone(),
            _ => {
                let ty = CoopType { elem: Scalar::F32, rows: 1, cols: 1, usage: MatrixUse::Acc };
                let layout = Layout::new(ty, self.subgroup_size);
                self.ice(
                    format!("%{} is not a lowered cooperative matrix", ident.name),
                    CoopVal { ty, comps: Vec::new(), layout, origin: None },
                )
            }
        }
    }
}

/// The bound checks of a load or store, and whether it is transposed.
#[derive(Clone, Copy, Debug)]
pub(super) struct Access {
    transpose: bool,
    rows: bool,
    cols: bool,
}

impl Lowerer<'_> {
    /// (row, column) of this work-item's component `c`, and whether it is inside the matrix
    /// (`None`: always).
    pub(super) fn entry(&mut self, l: &Layout, c: i64) -> (Expr, Expr, Option<Expr>) {
        if let Some(shape) = l.frag {
            let (row, col) = self.fragment_entry(shape, l.m, c);
            return (self.materialize("row", row), self.materialize("col", col), None);
        }
        let lane = if l.s == self.subgroup_size {
            self.lane()
        } else {
            Expr::bin(BinOp::Rem, Expr::Builtin(Builtin::LocalIdX), Expr::i64(l.s))
        };
        let Some((ro, co)) = l.offsets(c) else {
            return self.ice("tinytc's offsets of a matrix in another layout", (Expr::i64(0), Expr::i64(0), None));
        };
        // The lane is below l.s: where a subgroup spans one column (l.i = l.s) it is the row
        // itself. Written out, Intel's CPU compiler took `lane % 16` for an arbitrary index and
        // moved the column in scatters and gathers (the manual's foreach_tile copy 2x slower).
        let (row, col) = if l.i >= l.s {
            (lane, Expr::i64(0))
        } else {
            (Expr::bin(BinOp::Rem, lane.clone(), Expr::i64(l.i)), Expr::bin(BinOp::Div, lane, Expr::i64(l.i)))
        };
        let row = Expr::iadd(row, Expr::i64(ro));
        let col = Expr::iadd(col, Expr::i64(co));
        let col = self.materialize("col", col);
        let inside = l.padded().then(|| Expr::cmp(CmpOp::Lt, col.clone(), Expr::i64(l.n)));
        (self.materialize("row", row), col, inside)
    }

    /// Defines `inst`'s result as the matrix of type `ty` with these components, in the
    /// result's layout ([`Lowerer::result_layout`]).
    fn define_coop(&mut self, inst: &Inst, ty: CoopType, comps: Vec<Expr>) {
        self.define_coop_from(inst, ty, comps, None);
    }

    /// [`define_coop`](Lowerer::define_coop) of a matrix loaded from `origin`.
    fn define_coop_from(&mut self, inst: &Inst, ty: CoopType, comps: Vec<Expr>, origin: Option<Rc<Origin>>) {
        let Some(r) = inst.results.first() else { return };
        let layout = self.layout_of(r, ty);
        let comps = comps.into_iter().map(|e| self.materialize(&r.name, e)).collect();
        self.define(r, Val::Coop(CoopVal { ty, comps, layout, origin }));
    }

    /// Whether memory at `o` still holds what was loaded there: this is the block of the load,
    /// and nothing it ran since stores, does an atomic, synchronises or reassigns a variable of
    /// the address.
    pub(super) fn reloadable(&self, o: &Origin) -> bool {
        let (Some(&id), Some(block)) = (self.block_ids.last(), self.blocks.last()) else { return false };
        let Some(since) = block.get(o.at..).filter(|_| id == o.block) else { return false };
        let mut used = HashSet::new();
        let p = &o.place;
        for e in [&p.view.ptr, &p.x, &p.y].into_iter().chain(&p.view.shape).chain(&p.view.stride) {
            expr_any(e, &mut |e| {
                if let Expr::Var(v) = e {
                    used.insert(*v);
                }
                false
            });
        }
        fn disturbs(s: &Stmt, used: &HashSet<Var>) -> bool {
            match s {
                Stmt::Store { .. }
                | Stmt::StoreVec { .. }
                | Stmt::Atomic { .. }
                | Stmt::Async(_)
                | Stmt::Block { op: BlockOp::Write(_), .. }
                | Stmt::Barrier { .. }
                | Stmt::Fence
                | Stmt::KeepOrder => true,
                Stmt::Assign(v, _) | Stmt::Block { op: BlockOp::Read(v), .. } => used.contains(v),
                Stmt::For { body, .. } => body.iter().any(|s| disturbs(s, used)),
                Stmt::If { then, otherwise, .. } => then.iter().chain(otherwise).any(|s| disturbs(s, used)),
                Stmt::Let(..)
                | Stmt::Mma { .. }
                | Stmt::LdMatrix { .. }
                | Stmt::Subgroup { .. }
                | Stmt::Comment(_)
                | Stmt::At(_) => false,
            }
        }
        !since.iter().any(|s| disturbs(s, &used))
    }

    pub fn coop_inst(&mut self, inst: &Inst, ci: &CoopInst, ty: Option<&Spanned<Type>>) {
        let result = match ty.map(|t| &t.node) {
            Some(Type::Coop(c)) => Some(*c),
            _ => None,
        };
        let need = |l: &Self| match result {
            Some(c) => c,
            None => l.ice(
                "a cooperative-matrix instruction without its matrix type",
                CoopType { elem: Scalar::F32, rows: 1, cols: 1, usage: MatrixUse::Acc },
            ),
        };
        match ci {
            CoopInst::Construct { value } => {
                let c = need(self);
                let x = self.operand(value, c.elem);
                let x = self.materialize("x", x);
                let v = self.result_layout(inst, c).v as usize;
                self.define_coop(inst, c, vec![x; v]);
            }
            CoopInst::Arith { op, operands } => {
                let c = need(self);
                // `re`, `im` and `abs` of a complex matrix compute in its type and give the
                // component type (the layouts agree: they differ only for 1-byte B matrices).
                let p = operands.first().map_or(prim(c.elem), |o| prim(self.coop(o).ty.elem));
                let a = operands.first().map(|o| self.coop(o).comps).unwrap_or_default();
                let b = operands.get(1).map(|o| self.coop(o).comps);
                let comps = (0..a.len())
                    .map(|k| {
                        let y = b.as_ref().and_then(|b| b.get(k).cloned()).unwrap_or(Expr::i64(0));
                        // A component outside the matrix (the layout's padding) holds 0: an
                        // integer `div`/`rem` by it would be a division by zero the program never
                        // wrote (undefined; Intel's runtime corrupted its heap on it). A zero
                        // divisor becomes 1 (inside the matrix one is undefined anyway).
                        let y = if p.is_int() && matches!(op, ArithOp::Div | ArithOp::Rem) {
                            let d = self.materialize("d", y);
                            let zero = Expr::cast(p, Expr::cmp(CmpOp::Eq, d.clone(), Expr::Int(0, p)));
                            Expr::bin(BinOp::WAdd, d, zero)
                        } else {
                            y
                        };
                        self.arith_expr(*op, a[k].clone(), y, p)
                    })
                    .collect();
                self.define_coop(inst, c, comps);
            }
            CoopInst::Cast { operand } => {
                let c = need(self);
                let src = self.coop(operand);
                let to = self.result_layout(inst, c);
                let comps = src.comps.into_iter().map(|e| self.convert(prim(c.elem), e)).collect();
                // Component-wise: each entry keeps its place, also where the two layouts order a
                // work-item's components differently (1-byte B matrices pair their row blocks).
                let comps = reordered(&src.layout, &to, comps);
                self.define_coop(inst, c, comps);
            }
            CoopInst::Extract { src, index } => {
                let comps = self.coop(src).comps;
                let e = comps.get(index.node as usize).cloned();
                let e = e.unwrap_or_else(|| self.ice("a component index past the work-item vector", Expr::i64(0)));
                self.result(inst, e);
            }
            CoopInst::Insert { value, src, index } => {
                let c = need(self);
                let mut comps = self.coop(src).comps;
                let x = self.scalar_value(value);
                match comps.get_mut(index.node as usize) {
                    Some(slot) => *slot = x,
                    None => self.ice("a component index past the work-item vector", ()),
                }
                self.define_coop(inst, c, comps);
            }
            CoopInst::Load { access, src, pos, .. } => {
                let c = need(self);
                let a = Access { transpose: access.transpose, rows: access.rows_checked, cols: access.cols_checked };
                let place = self.place(src, pos);
                let l = self.result_layout(inst, c);
                let comps = self.coop_load(c, &l, &place, &a);
                let origin = match (self.block_ids.last(), self.blocks.last()) {
                    (Some(&block), Some(b)) => Some(Rc::new(Origin { place, access: a, block, at: b.len() })),
                    _ => None,
                };
                self.define_coop_from(inst, c, comps, origin);
            }
            CoopInst::Store { access, value, dst, pos, .. } => {
                let a = Access { transpose: access.transpose, rows: access.rows_checked, cols: access.cols_checked };
                let m = self.coop(value);
                let place = self.place(dst, pos);
                self.coop_store(&m, &place, &a);
            }
            CoopInst::Prefetch { .. } => {}
            CoopInst::Scale { scalar, matrix } => {
                let c = need(self);
                let s = self.scalar_value(scalar);
                let comps = self.coop(matrix).comps.into_iter().map(|e| Expr::bin(BinOp::WMul, s.clone(), e)).collect();
                self.define_coop(inst, c, comps);
            }
            CoopInst::MulAdd { a, b, c } => {
                let d = need(self);
                let (a, b, c) = (self.coop(a), self.coop(b), self.coop(c));
                let comps = self.mul_add(&a, &b, &c, d);
                self.define_coop(inst, d, comps);
            }
            CoopInst::Atomic { op, access, value, dst, pos, mods, .. } => {
                let a = Access { transpose: access.transpose, rows: access.rows_checked, cols: access.cols_checked };
                let read = inst.results.first().is_some_and(|r| self.is_read(r));
                let m = value.as_ref().map(|v| self.coop(v));
                let c = m.as_ref().map(|m| m.ty).or(result).unwrap_or_else(|| need(self));
                let l = m.as_ref().map_or_else(|| self.result_layout(inst, c), |m| m.layout);
                let comps = self.coop_atomic(*op, (c, l), m.as_ref(), dst, pos, &a, read, mods);
                if let Some(r) = result {
                    self.define_coop(inst, r, comps);
                }
            }
            CoopInst::Reduce { op, column, src } => {
                let d = need(self);
                let m = self.coop(src);
                let ld = self.result_layout(inst, d);
                let comps = self.coop_reduce(&m, *op, *column, ld);
                self.define_coop(inst, d, comps);
            }
        }
    }

    /// The memref `dst` and the position `pos` in it.
    fn place(&self, dst: &Ident, pos: &[Ident; 2]) -> Place {
        Place { view: self.view(dst), x: self.scalar_value(&pos[0]), y: self.scalar_value(&pos[1]) }
    }

    /// The memory index of entry (i, j) at the place's position, transposed or not, and the
    /// bound checks asked for.
    fn coop_address(&mut self, place: &Place, i: Expr, j: Expr, a: &Access) -> (Expr, Option<Expr>) {
        let (v, x, y) = (&place.view, place.x.clone(), place.y.clone());
        let (r, q) = if a.transpose {
            (Expr::iadd(x, j.clone()), Expr::iadd(y, i.clone()))
        } else {
            (Expr::iadd(x, i.clone()), Expr::iadd(y, j.clone()))
        };
        let (r, q) = (self.materialize("r", r), self.materialize("q", q));
        let within = |e: Expr, size: Expr| {
            Expr::bin(BinOp::And, Expr::cmp(CmpOp::Ge, e.clone(), Expr::i64(0)), Expr::cmp(CmpOp::Lt, e, size))
        };
        let size = |k: usize| v.shape.get(k).cloned().unwrap_or(Expr::i64(0));
        // Rows of the matrix run along mode 0 (mode 1 when transposed), columns along the other.
        let (row_mode, row_at, col_mode, col_at) = if a.transpose { (1, &q, 0, &r) } else { (0, &r, 1, &q) };
        let mut cond: Option<Expr> = None;
        let mut and = |c: Expr| {
            cond = Some(match cond.take() {
                Some(p) => Expr::bin(BinOp::And, p, c),
                None => c,
            })
        };
        if a.rows {
            and(within(row_at.clone(), size(row_mode)));
        }
        if a.cols {
            and(within(col_at.clone(), size(col_mode)));
        }
        (v.offset(&[r, q]), cond)
    }

    fn coop_load(&mut self, c: CoopType, l: &Layout, place: &Place, a: &Access) -> Vec<Expr> {
        if let Some(rows) = self.block_rows(l, place, a) {
            return self.coop_load_blocks(c, l, place, a, &rows);
        }
        (0..l.v).map(|k| self.load_component(prim(c.elem), l, place, a, k as usize)).collect()
    }

    /// This work-item's component `k` of the matrix in layout `l` at `place`, read lane by lane.
    fn load_component(&mut self, p: Prim, l: &Layout, place: &Place, a: &Access, k: usize) -> Expr {
        let (i, j, inside) = self.entry(l, k as i64);
        self.load_entry(p, place, i, j, inside, a)
    }

    /// This work-item's component `k` of `m` (an internal error past its components).
    fn component(&self, m: &CoopVal, k: usize) -> Expr {
        m.comps.get(k).cloned().unwrap_or_else(|| self.ice("a component past the matrix", Expr::i64(0)))
    }

    /// Writes this work-item's component `k` of `m` to `place`, lane by lane.
    fn store_component(&mut self, m: &CoopVal, place: &Place, a: &Access, k: usize) {
        let (i, j, inside) = self.entry(&m.layout, k as i64);
        let (index, cond) = self.coop_address(place, i, j, a);
        let value = self.component(m, k);
        let store = Stmt::Store { ptr: place.view.ptr.clone(), index, value };
        match both(inside, cond) {
            None => self.push(store),
            Some(cond) => self.push(Stmt::If { cond, then: vec![store], otherwise: Vec::new() }),
        }
    }

    /// Entry (i, j) of the matrix at `place`, zero where `inside` or a bound check fails.
    pub(super) fn load_entry(
        &mut self,
        p: Prim,
        place: &Place,
        i: Expr,
        j: Expr,
        inside: Option<Expr>,
        a: &Access,
    ) -> Expr {
        let (index, cond) = self.coop_address(place, i, j, a);
        let load = Expr::load(place.view.ptr.clone(), index);
        match both(inside, cond) {
            None => self.let_("a", load),
            Some(cond) => {
                let var = self.let_mut("a", Ty::Prim(p), Some(Expr::zero(p)));
                self.push(Stmt::If { cond, then: vec![Stmt::Assign(var, load)], otherwise: Vec::new() });
                Expr::Var(var)
            }
        }
    }

    fn coop_store(&mut self, m: &CoopVal, place: &Place, a: &Access) {
        if let Some(rows) = self.block_rows(&m.layout, place, a)
            && (m.layout.s as u64 * place.view.elem.bytes()).is_multiple_of(BLOCK_WRITE_ALIGN)
        {
            return self.coop_store_blocks(m, place, a, &rows);
        }
        for k in 0..m.comps.len() {
            self.store_component(m, place, a, k);
        }
    }

    /// Where a matrix in layout `l` at `place` moves in subgroup blocks ([`Stmt::Block`]): each
    /// row block `ro` of the layout with its components and their columns `co` (padding left
    /// out). Only where every component is a lane-consecutive run — tinytc's distribution with a
    /// row block per lane (I = S, so lane p holds row p + ro of column co), not transposed, over
    /// a global memref whose first mode has unit stride — and the device moves the element type
    /// in blocks on subgroups that are the kernel's ([`Lowerer::hardware_subgroups_for`]'s
    /// conditions on the work-group).
    fn block_rows(&self, l: &Layout, place: &Place, a: &Access) -> Option<Vec<RowBlock>> {
        let v = &place.view;
        let bytes = v.elem.bytes();
        let moves = bytes <= 8 && self.subgroup_block_io & bytes as u32 != 0;
        let lanes = self.hardware_subgroups && self.subgroup_size <= 32 && self.wgs.0 % self.subgroup_size == 0;
        let global = matches!(self.type_of(&v.ptr), Ty::Ptr(_, Space::Global));
        let unit = matches!(v.stride.first(), Some(Expr::Int(1, _)));
        if !(moves && lanes && global && unit) || a.transpose || !l.tinytc() || l.i != l.s {
            return None;
        }
        let mut rows: std::collections::BTreeMap<i64, Vec<(usize, i64)>> = Default::default();
        for k in 0..l.v {
            let (ro, co) = l.offsets(k)?;
            if co < l.n {
                rows.entry(ro).or_default().push((k as usize, co));
            }
        }
        Some(rows.into_iter().collect())
    }

    /// For a `rows_checked` access (`None` otherwise): whether rows x + ro … x + ro + S − 1 at
    /// `place` are all inside the memref, and whether some are.
    fn row_block_inside(&self, place: &Place, ro: i64, a: &Access) -> Option<(Expr, Expr)> {
        a.rows.then(|| {
            let shape = self.nth(&place.view.shape, 0, "the size");
            let first = Expr::iadd(place.x.clone(), Expr::i64(ro));
            let end = Expr::iadd(first.clone(), Expr::i64(self.subgroup_size));
            let all = Expr::bin(
                BinOp::And,
                Expr::cmp(CmpOp::Ge, first.clone(), Expr::i64(0)),
                Expr::cmp(CmpOp::Le, end.clone(), shape.clone()),
            );
            let some =
                Expr::bin(BinOp::And, Expr::cmp(CmpOp::Gt, end, Expr::i64(0)), Expr::cmp(CmpOp::Lt, first, shape));
            (all, some)
        })
    }

    /// Whether column `y + co` is inside the memref (for a `cols_checked` access).
    fn column_inside(&self, place: &Place, co: i64, a: &Access) -> Option<Expr> {
        a.cols.then(|| {
            let shape = self.nth(&place.view.shape, 1, "the size");
            let q = Expr::iadd(place.y.clone(), Expr::i64(co));
            Expr::bin(BinOp::And, Expr::cmp(CmpOp::Ge, q.clone(), Expr::i64(0)), Expr::cmp(CmpOp::Lt, q, shape))
        })
    }

    /// The memory index of entry (x + ro, y + co) at `place`: the first of a block's run.
    fn block_index(&mut self, place: &Place, ro: i64, co: i64) -> Expr {
        let r = Expr::iadd(place.x.clone(), Expr::i64(ro));
        let q = Expr::iadd(place.y.clone(), Expr::i64(co));
        let index = place.view.offset(&[r, q]);
        self.materialize("b", index)
    }

    /// Whether the address of `place`'s entry (x + ro, y + co) is a multiple of `bytes`.
    fn block_aligned(&mut self, place: &Place, ro: i64, co: i64, bytes: u64) -> Expr {
        let first = self.block_index(place, ro, co);
        Expr::Aligned(Box::new(Expr::Offset(Box::new(place.view.ptr.clone()), Box::new(first))), bytes as u32)
    }

    /// The statements of `blocks` for the components of one row block, where a `rows_checked`
    /// access needs them (`inside`: [`row_block_inside`](Lowerer::row_block_inside)) under the
    /// condition that all its rows are inside, with `lanes` for a block that is partly inside
    /// and nothing for one wholly outside.
    fn row_block(&mut self, inside: Option<(Expr, Expr)>, blocks: Vec<Stmt>, lanes: impl FnOnce(&mut Self)) {
        match inside {
            None => blocks.into_iter().for_each(|s| self.push(s)),
            Some((all, some)) => {
                let lanes = self.block(lanes);
                let partly = vec![Stmt::If { cond: some, then: lanes, otherwise: Vec::new() }];
                self.push(Stmt::If { cond: all, then: blocks, otherwise: partly });
            }
        }
    }

    /// [`coop_load`](Lowerer::coop_load) in subgroup blocks (`rows`:
    /// [`block_rows`](Lowerer::block_rows)): a block read per row block and column where all the
    /// block's rows are inside the memref (else lane by lane, as without blocks) and, for 2-byte
    /// elements, its address is a multiple of 4 bytes. Intel's CPU runtime read lane by lane with
    /// gathers (hunt Z: the manual's `foreach_tile` copy 4.5–5× behind tinytc).
    fn coop_load_blocks(&mut self, c: CoopType, l: &Layout, place: &Place, a: &Access, rows: &[RowBlock]) -> Vec<Expr> {
        let p = prim(c.elem);
        let vars: Vec<Var> = (0..l.v).map(|_| self.let_mut("a", Ty::Prim(p), Some(Expr::zero(p)))).collect();
        let lanes = |this: &mut Self, comps: &[(usize, i64)]| {
            for &(k, _) in comps {
                let e = this.load_component(p, l, place, a, k);
                this.push(Stmt::Assign(vars[k], e));
            }
        };
        for (ro, comps) in rows {
            let blocks = self.block(|this| {
                for &(k, co) in comps {
                    let column = this.block(|this| {
                        let index = this.block_index(place, *ro, co);
                        let read = Stmt::Block { ptr: place.view.ptr.clone(), index, op: BlockOp::Read(vars[k]) };
                        if p.bytes() < BLOCK_READ_ALIGN {
                            let cond = this.block_aligned(place, *ro, co, BLOCK_READ_ALIGN);
                            let otherwise = this.block(|this| lanes(this, &[(k, co)]));
                            this.push(Stmt::If { cond, then: vec![read], otherwise });
                        } else {
                            this.push(read);
                        }
                    });
                    match this.column_inside(place, co, a) {
                        Some(cond) => this.push(Stmt::If { cond, then: column, otherwise: Vec::new() }),
                        None => column.into_iter().for_each(|s| this.push(s)),
                    }
                }
            });
            let inside = self.row_block_inside(place, *ro, a);
            self.row_block(inside, blocks, |this| lanes(this, comps));
        }
        vars.into_iter().map(Expr::Var).collect()
    }

    /// [`coop_store`](Lowerer::coop_store) in subgroup blocks (`rows`:
    /// [`block_rows`](Lowerer::block_rows)): a block write per row block and column whose
    /// address is a multiple of [`BLOCK_WRITE_ALIGN`] bytes (checked once per column: the row
    /// blocks of a column are then too) where all the block's rows are inside the memref; lane by
    /// lane otherwise.
    fn coop_store_blocks(&mut self, m: &CoopVal, place: &Place, a: &Access, rows: &[RowBlock]) {
        let lanes = |this: &mut Self, comps: &[(usize, i64)]| {
            for &(k, _) in comps {
                this.store_component(m, place, a, k);
            }
        };
        let mut columns: Vec<i64> = rows.iter().flat_map(|(_, comps)| comps.iter().map(|c| c.1)).collect();
        columns.sort_unstable();
        columns.dedup();
        let mut aligned = std::collections::HashMap::new();
        for co in columns {
            let cond = self.block_aligned(place, 0, co, BLOCK_WRITE_ALIGN);
            let cond = match self.column_inside(place, co, a) {
                Some(inside) => Expr::bin(BinOp::And, inside, cond),
                None => cond,
            };
            aligned.insert(co, self.materialize("aligned", cond));
        }
        for (ro, comps) in rows {
            let blocks = self.block(|this| {
                for &(k, co) in comps {
                    let index = this.block_index(place, *ro, co);
                    let write =
                        Stmt::Block { ptr: place.view.ptr.clone(), index, op: BlockOp::Write(this.component(m, k)) };
                    let otherwise = this.block(|this| lanes(this, &[(k, co)]));
                    let cond = aligned
                        .get(&co)
                        .cloned()
                        .unwrap_or_else(|| this.ice("a column without its alignment test", Expr::Int(0, Prim::Bool)));
                    this.push(Stmt::If { cond, then: vec![write], otherwise });
                }
            });
            let inside = self.row_block_inside(place, *ro, a);
            self.row_block(inside, blocks, |this| lanes(this, comps));
        }
    }

    /// A scratch region of local memory for a whole matrix of `elem` per subgroup, `start`
    /// bytes above the `alloca` memory; returns its pointer, the index of this subgroup's
    /// matrix and the region's end.
    pub(super) fn subgroup_matrices(&mut self, start: u64, elem: Prim, entries: i64) -> (Expr, Expr, u64) {
        let s = self.subgroup_size;
        let (m, n) = self.wgs;
        let subgroups = (m / s).max(1) * n;
        let offset = start.div_ceil(64) * 64;
        let end = offset + (subgroups * entries) as u64 * elem.bytes();
        self.staging_end = self.staging_end.max(end);
        self.subgroup_exchange = true;
        let base = self.materialize("sg_matrix", Expr::imul(self.subgroup_linear(), Expr::i64(entries)));
        (Expr::Local { offset, elem }, base, end)
    }

    /// Writes this work-item's components of `m` to its subgroup's matrix in local memory
    /// (column-major, `rows` rows).
    pub(super) fn spill(&mut self, m: &CoopVal, buf: &Expr, base: &Expr) {
        let l = m.layout;
        for (k, value) in m.comps.iter().enumerate() {
            let (i, j, inside) = self.entry(&l, k as i64);
            let index = Expr::iadd(base.clone(), Expr::iadd(i, Expr::imul(j, Expr::i64(l.m))));
            let store = Stmt::Store { ptr: buf.clone(), index, value: value.clone() };
            match inside {
                None => self.push(store),
                Some(cond) => self.push(Stmt::If { cond, then: vec![store], otherwise: Vec::new() }),
            }
        }
    }

    /// D = A·B + C: A and B through local memory, each work-item computing its components of D
    /// from its components of C. Products and sums are in C's type, as tinytc v0.4.0 computes
    /// them (it multiplies in mixed precision to C's type), so an `f16` A and B with an `f32` C
    /// give exact products.
    fn mul_add(&mut self, a: &CoopVal, b: &CoopVal, c: &CoopVal, d: CoopType) -> Vec<Expr> {
        let (pa, pb, pc) = (prim(a.ty.elem), prim(b.ty.elem), prim(c.ty.elem));
        let (m, kk) = (a.ty.rows, a.ty.cols);
        if let Some(shape) = c.layout.frag {
            return self.mul_add_mma(a, b, c, d, shape);
        }
        if let Some(out) = self.mul_add_in_subgroup(a, b, c, d) {
            return out;
        }
        if let Some(out) = self.mul_add_reloaded(a, b, c, d) {
            return out;
        }
        let start = self.mem.stack_bytes.max(self.staging_end.min(self.mem.stack_bytes));
        let (abuf, abase, end) = self.subgroup_matrices(start, pa, m * kk);
        let (bbuf, bbase, _) = self.subgroup_matrices(end, pb, kk * b.ty.cols);
        self.push(Stmt::Barrier { local: true, global: false });
        self.spill(a, &abuf, &abase);
        self.spill(b, &bbuf, &bbase);
        self.push(Stmt::Barrier { local: true, global: false });
        let l = c.layout;
        let mut out = Vec::new();
        for (k, cv) in c.comps.iter().enumerate() {
            let (i, j, inside) = self.entry(&l, k as i64);
            let acc = self.let_mut("acc", Ty::Prim(pc), Some(cv.clone()));
            let p = self.new_var("p", Ty::I64, false);
            let av = Expr::load(
                abuf.clone(),
                Expr::iadd(abase.clone(), Expr::iadd(i, Expr::imul(Expr::Var(p), Expr::i64(m)))),
            );
            let bv = Expr::load(
                bbuf.clone(),
                Expr::iadd(bbase.clone(), Expr::iadd(Expr::Var(p), Expr::imul(j, Expr::i64(kk)))),
            );
            let prod = Expr::bin(BinOp::WMul, self.convert(pc, av), self.convert(pc, bv));
            let sum = Expr::bin(BinOp::WAdd, Expr::Var(acc), self.convert(pc, prod));
            let body = vec![Stmt::Assign(acc, sum)];
            let lp =
                Stmt::For { var: p, lb: Expr::i64(0), ub: Expr::i64(kk), step: Expr::i64(1), body, unroll: kk <= 16 };
            match inside {
                None => self.push(lp),
                Some(cond) => self.push(Stmt::If { cond, then: vec![lp], otherwise: Vec::new() }),
            }
            out.push(self.convert(prim(d.elem), Expr::Var(acc)));
        }
        out
    }

    /// D = A·B + C on the device's subgroups, with no barrier and no local memory, where each
    /// lane holds whole rows of A and C (M a multiple of the subgroup size, K and N at most
    /// [`SHUFFLE_KN`]) and the device has its own subgroups
    /// ([`hardware_subgroups_for`](Lowerer::hardware_subgroups_for)): entry (p, j) of B is
    /// broadcast from the lane and component that hold it (both known from B's layout, so the
    /// lanes are constants), and the lane's rows of A are its own components. The products of an
    /// entry are summed in K order, as the local-memory path does. `None` where this does not
    /// apply. On CPU devices too (unlike `subgroup_broadcast`): Intel's CPU runtime ran a
    /// cooperative-matrix GEMM 2.9–6× faster this way (`tinyc-bench subgroups`).
    fn mul_add_in_subgroup(&mut self, a: &CoopVal, b: &CoopVal, c: &CoopVal, d: CoopType) -> Option<Vec<Expr>> {
        let (pb, pc) = (prim(b.ty.elem), prim(c.ty.elem));
        let (m, kk, n) = (a.ty.rows, a.ty.cols, b.ty.cols);
        let (la, lb, lc) = (a.layout, b.layout, c.layout);
        let rows_in_lanes = lc.i == lc.s && la.i == la.s && la.k1 == 1 && lb.tinytc() && m % lc.s == 0;
        // 16-bit floats and 8- or 16-bit integers travel widened (exactly) to what the device
        // broadcasts; the products convert every operand to C's type anyway.
        let wire = match pb {
            Prim::F16 | Prim::BF16 => Prim::F32,
            Prim::I8 | Prim::I16 => Prim::I32,
            p => p,
        };
        if !rows_in_lanes || kk > SHUFFLE_KN || n > SHUFFLE_KN || !self.hardware_subgroups_for(wire) {
            return None;
        }
        // Where entry (p, j) of B lives: the component whose offsets put it within reach of a
        // lane, and that lane (`Layout::offsets`: row lane mod I + ro, column lane / I + co).
        let holder = |p: i64, j: i64| {
            (0..lb.v).find_map(|comp| {
                let (ro, co) = lb.offsets(comp)?;
                let (dr, dc) = (p - ro, j - co);
                ((0..lb.i).contains(&dr) && (0..lb.s / lb.i).contains(&dc)).then_some((comp as usize, dr + dc * lb.i))
            })
        };
        // Everything is looked up before anything is emitted: B's entries column by column
        // (entry (p, j) at j·K + p), and for each component of C its column and row of A
        // ([`lane_rows`]).
        let sources: Vec<(&Expr, i64)> = (0..n)
            .flat_map(|j| (0..kk).map(move |p| (p, j)))
            .map(|(p, j)| holder(p, j).and_then(|(comp, lane)| Some((b.comps.get(comp)?, lane))))
            .collect::<Option<_>>()?;
        let rows = lane_rows(&lc, a, kk, n)?;
        let bs: Vec<Expr> = sources
            .into_iter()
            .map(|(value, lane)| {
                let value = self.convert(wire, value.clone());
                self.hardware_subgroup("b", SubgroupOp::Broadcast, wire, value, Some(Expr::i64(lane)))
            })
            .collect();
        let out = c.comps.iter().zip(rows).map(|(cv, (co, row))| {
            let column = &bs[(co * kk) as usize..((co + 1) * kk) as usize];
            self.dot_onto(cv, row, column, pc, prim(d.elem))
        });
        Some(out.collect())
    }

    /// D = A·B + C with no exchange between lanes, where each lane holds whole rows of A and C
    /// (as [`mul_add_in_subgroup`](Lowerer::mul_add_in_subgroup) asks) and B was loaded from
    /// memory that still holds it ([`Lowerer::reloadable`]): each lane reads the columns of B
    /// from there again. Products summed in K order, as the other paths do. `None` where this
    /// does not apply. No barrier and no local memory: on a device without subgroups of the
    /// program's size this replaces the exchange through local memory (two barriers per
    /// instruction); PoCL ran a cooperative-matrix GEMM 2–3× faster this way
    /// (`tinyc-bench subgroups`).
    fn mul_add_reloaded(&mut self, a: &CoopVal, b: &CoopVal, c: &CoopVal, d: CoopType) -> Option<Vec<Expr>> {
        let (pb, pc) = (prim(b.ty.elem), prim(c.ty.elem));
        let (m, kk, n) = (a.ty.rows, a.ty.cols, b.ty.cols);
        let (la, lc) = (a.layout, c.layout);
        let rows_in_lanes = lc.i == lc.s && la.i == la.s && la.k1 == 1 && b.layout.tinytc() && m % lc.s == 0;
        let small = kk <= SHUFFLE_KN && n <= SHUFFLE_KN;
        let from = b.origin.as_deref().filter(|o| rows_in_lanes && small && self.reloadable(o))?.clone();
        let rows = lane_rows(&lc, a, kk, n)?;
        let mut columns: Vec<Option<Vec<Expr>>> = vec![None; n as usize];
        let mut out = Vec::with_capacity(c.comps.len());
        for (cv, (co, row)) in c.comps.iter().zip(rows) {
            let column = match &columns[co as usize] {
                Some(column) => column.clone(),
                None => {
                    let column: Vec<Expr> = (0..kk)
                        .map(|p| self.load_entry(pb, &from.place, Expr::i64(p), Expr::i64(co), None, &from.access))
                        .collect();
                    columns[co as usize] = Some(column.clone());
                    column
                }
            };
            out.push(self.dot_onto(cv, row, &column, pc, prim(d.elem)));
        }
        Some(out)
    }

    /// `c` plus the products of `row` (of A) and `column` (of B) in K order, in C's type `pc`
    /// (as the local-memory path computes them), converted to D's type `pd`.
    fn dot_onto(&mut self, c: &Expr, row: &[Expr], column: &[Expr], pc: Prim, pd: Prim) -> Expr {
        let mut sum = c.clone();
        for (av, bv) in row.iter().zip(column) {
            let prod = Expr::bin(BinOp::WMul, self.convert(pc, av.clone()), self.convert(pc, bv.clone()));
            sum = Expr::bin(BinOp::WAdd, sum, self.convert(pc, prod));
        }
        let acc = self.let_("acc", sum);
        self.convert(pd, acc)
    }

    /// The sums, maxima or minima of the rows (an M×1 result) or columns (1×N) of `m`: rows in
    /// the lane's own components where each lane holds whole rows (M a multiple of the subgroup
    /// size), else through local memory. Both combine a row's entries in column order.
    /// `ld` is the result's layout.
    fn coop_reduce(&mut self, m: &CoopVal, op: GroupArith, column: bool, ld: Layout) -> Vec<Expr> {
        let p = prim(m.ty.elem);
        let (rows, cols) = (m.ty.rows, m.ty.cols);
        let combine = |x: Expr, y: Expr| Expr::bin(crate::semantics::group_binop(op), x, y);
        let lm = m.layout;
        if !column && lm.i == lm.s && lm.k1 == 1 && ld.i == ld.s && rows % lm.s == 0 {
            // Component c of the result is row (lane + c·S) of m, which is the lane's components
            // c·N … c·N + N − 1 (`Layout::offsets` with I = S).
            let mut out = Vec::new();
            for c in 0..ld.v as usize {
                let Some((first, rest)) =
                    m.comps.get(c * cols as usize..(c + 1) * cols as usize).and_then(|r| r.split_first())
                else {
                    return self.ice("a row of the matrix outside its components", out);
                };
                let sum = rest.iter().fold(first.clone(), |acc, x| combine(acc, x.clone()));
                out.push(self.let_("acc", sum));
            }
            return out;
        }
        if column
            && lm.i == lm.s
            && lm.k1 == 1
            && rows % lm.s == 0
            && self.hardware_subgroup_op(SubgroupOp::Reduce(op), p)
        {
            // On the device's subgroups: each lane combines its rows of column j (components
            // w·N + j, row blocks in order), one subgroup reduction per column, and each
            // component of the result takes the column its lane holds.
            let mut sums = Vec::with_capacity(cols as usize);
            for j in 0..cols {
                let column: Option<Vec<&Expr>> =
                    (0..rows / lm.s).map(|w| m.comps.get((w * cols + j) as usize)).collect();
                let Some((first, rest)) = column.as_deref().and_then(|c| c.split_first()) else {
                    return self.ice("a column outside the matrix's components", Vec::new());
                };
                let part = rest.iter().fold((*first).clone(), |acc, x| combine(acc, (*x).clone()));
                let part = self.materialize("part", part);
                sums.push(self.hardware_subgroup("col", SubgroupOp::Reduce(op), p, part, None));
            }
            let mut out = Vec::new();
            for k in 0..ld.v {
                let (_, j, _) = self.entry(&ld, k);
                let pick = self.let_mut("acc", Ty::Prim(p), Some(sums[0].clone()));
                for (jj, sum) in sums.iter().enumerate().skip(1) {
                    let cond = Expr::cmp(CmpOp::Eq, j.clone(), Expr::i64(jj as i64));
                    self.push(Stmt::If { cond, then: vec![Stmt::Assign(pick, sum.clone())], otherwise: Vec::new() });
                }
                out.push(Expr::Var(pick));
            }
            return out;
        }
        let start = self.mem.stack_bytes;
        let (buf, base, _) = self.subgroup_matrices(start, p, rows * cols);
        self.push(Stmt::Barrier { local: true, global: false });
        self.spill(m, &buf, &base);
        self.push(Stmt::Barrier { local: true, global: false });
        let mut out = Vec::new();
        for k in 0..ld.v {
            let (i, j, inside) = self.entry(&ld, k);
            // Entry (i, j) of the result sums row i (j = 0) or column j (i = 0) of m.
            let at = |t: Expr| {
                let (r, c) = if column { (t, j.clone()) } else { (i.clone(), t) };
                Expr::load(buf.clone(), Expr::iadd(base.clone(), Expr::iadd(r, Expr::imul(c, Expr::i64(rows)))))
            };
            let count = if column { rows } else { cols };
            let acc = self.let_mut("acc", Ty::Prim(p), Some(Expr::zero(p)));
            let t = self.new_var("t", Ty::I64, false);
            let first = vec![Stmt::Assign(acc, at(Expr::i64(0)))];
            let next = combine(Expr::Var(acc), at(Expr::Var(t)));
            let mut body = first;
            body.push(Stmt::For {
                var: t,
                lb: Expr::i64(1),
                ub: Expr::i64(count),
                step: Expr::i64(1),
                body: vec![Stmt::Assign(acc, next)],
                unroll: false,
            });
            match inside {
                None => body.into_iter().for_each(|s| self.push(s)),
                Some(cond) => self.push(Stmt::If { cond, then: body, otherwise: Vec::new() }),
            }
            out.push(Expr::Var(acc));
        }
        out
    }
}

impl Lowerer<'_> {
    /// `cooperative_matrix_apply`: the region once per component, with its row, column and
    /// value; its yield gives the new component.
    pub fn coop_apply(
        &mut self,
        inst: &Inst,
        [row, col, val]: [&Ident; 3],
        src: &Ident,
        ty: &Spanned<Type>,
        body: &tinyc_frontend::ast::Region,
    ) {
        let m = self.coop(src);
        let c = match &ty.node {
            Type::Coop(c) => *c,
            _ => m.ty,
        };
        let l = self.result_layout(inst, c);
        let p = prim(c.elem);
        let mut comps = Vec::new();
        for (k, v) in m.comps.iter().enumerate() {
            let (i, j, _) = self.entry(&l, k as i64);
            let i = self.let_(&row.name, Expr::cast(Prim::I32, i));
            let j = self.let_(&col.name, Expr::cast(Prim::I32, j));
            self.define(row, Val::Scalar(i));
            self.define(col, Val::Scalar(j));
            self.define(val, Val::Scalar(v.clone()));
            let out = self.let_mut("applied", Ty::Prim(p), None);
            self.yields.push(vec![out]);
            self.region(body, false);
            self.yields.pop();
            comps.push(Expr::Var(out));
        }
        self.define_coop(inst, c, comps);
    }

    /// `foreach_tile`: tile t (first mode fastest) goes to subgroup t mod (number of
    /// subgroups); every work-item runs the same number of rounds, so that the barriers of
    /// cooperative-matrix instructions in the body are reached by the whole work-group (a
    /// subgroup without a tile in the last round skips the body).
    #[allow(clippy::too_many_arguments)]
    pub fn foreach_tile(
        &mut self,
        vars: &[Ident],
        from: &[Ident],
        to: &[Ident],
        sizes: &[Ident],
        tile: &[Spanned<i64>],
        tys: &[Spanned<Scalar>],
        body: &tinyc_frontend::ast::Region,
    ) {
        let s = self.subgroup_size;
        let (m, n) = self.wgs;
        let per_row = (m / s).max(1);
        let subgroups = per_row * n;
        let sg = self.subgroup_linear();
        let sg = self.materialize("sg", sg);
        // Tiles per mode, ⌈max(to − from, 0) / tile⌉, in 64 bits.
        let mut counts = Vec::new();
        let mut starts = Vec::new();
        let mut ends = Vec::new();
        let mut wide = Vec::new();
        for ((f, t), ts) in from.iter().zip(to).zip(tile) {
            let f = self.convert(Prim::I64, self.scalar_value(f));
            let t = self.convert(Prim::I64, self.scalar_value(t));
            let (f, t) = (self.materialize("from", f), self.materialize("to", t));
            // A range wider than i64::MAX (from < 0 < to) is counted as unsigned.
            let fits = Expr::span_fits(&f, &t);
            let span = Expr::range_len(f.clone(), t.clone());
            let count = Expr::trip_count(span, Expr::i64(ts.node), fits, &mut |h, e| self.materialize(h, e));
            counts.push(self.materialize("tiles", count));
            wide.push(!fits);
            starts.push(f);
            ends.push(t);
        }
        let total = counts.iter().cloned().fold(Expr::i64(1), Expr::imul);
        let total = self.materialize("tiles", total);
        let round = self.new_var("round", Ty::I64, false);
        let rounds = self.block(|l| {
            let t = l.materialize("tile", Expr::iadd(Expr::Var(round), sg.clone()));
            let inner = l.block(|l| {
                let mut rest = t.clone();
                for k in 0..vars.len() {
                    let idx = Expr::bin(BinOp::Rem, rest.clone(), counts[k].clone());
                    rest = l.materialize("rest", Expr::bin(BinOp::Div, rest, counts[k].clone()));
                    let ts = Expr::i64(tile[k].node);
                    let (at, size) = if wide[k] {
                        // from + idx·tile < to, but idx·tile and to − at may pass i64::MAX:
                        // wrapping arithmetic, and the size as the unsigned min(tile, to − at).
                        let at = l.materialize("at", Expr::stepped(starts[k].clone(), idx, ts.clone(), false));
                        let left = Expr::bin(BinOp::WSub, ends[k].clone(), at.clone());
                        let flip = |e: Expr| match e.as_const() {
                            Some(c) => Expr::i64(c ^ i64::MIN),
                            None => Expr::bin(BinOp::Xor, e, Expr::i64(i64::MIN)),
                        };
                        (at, flip(Expr::min(flip(ts), flip(left))))
                    } else {
                        let at = l.materialize("at", Expr::stepped(starts[k].clone(), idx, ts.clone(), true));
                        (at.clone(), Expr::min(ts, Expr::isub(ends[k].clone(), at)))
                    };
                    let p = prim(tys[k].node);
                    let at = l.convert(p, at);
                    let size = l.convert(p, size);
                    let at = l.let_(&vars[k].name, at);
                    let size = l.let_(&sizes[k].name, size);
                    l.define(&vars[k], Val::Scalar(at));
                    l.define(&sizes[k], Val::Scalar(size));
                }
                l.region(body, false);
            });
            l.push(Stmt::If { cond: Expr::cmp(CmpOp::Lt, t, total.clone()), then: inner, otherwise: Vec::new() });
        });
        self.push(Stmt::For {
            var: round,
            lb: Expr::i64(0),
            ub: total,
            step: Expr::i64(subgroups),
            body: rounds,
            unroll: false,
        });
    }
}

impl Lowerer<'_> {
    /// The atomics of a cooperative matrix, entry by entry (each as `atomic_access` does one);
    /// gives the previous entries (zero where a bound check fails) when `read`.
    #[allow(clippy::too_many_arguments)]
    fn coop_atomic(
        &mut self,
        op: tinyc_frontend::ast::AtomicOp,
        (c, l): (CoopType, Layout),
        m: Option<&CoopVal>,
        dst: &Ident,
        pos: &[Ident; 2],
        a: &Access,
        read: bool,
        mods: &str,
    ) -> Vec<Expr> {
        use tinyc_frontend::ast::AtomicOp;
        let p = prim(c.elem);
        let place = self.place(dst, pos);
        let (release, acquire) = super::v04::fences(mods);
        if release {
            self.push(Stmt::Fence);
        }
        let mut out = Vec::new();
        for k in 0..l.v {
            let (i, j, inside) = self.entry(&l, k);
            let (index, cond) = self.coop_address(&place, i, j, a);
            let cond = both(inside, cond);
            let x = m.and_then(|m| m.comps.get(k as usize).cloned());
            let keep = (read && op != AtomicOp::Store).then(|| self.let_mut("prev", Ty::Prim(p), Some(Expr::zero(p))));
            let old = self.new_var("old", Ty::Prim(p), false);
            let update = |f: BinOp, x: Expr| Atomic::Update { old, new: Expr::bin(f, Expr::Var(old), x), keep };
            let atomic = match (op, x) {
                (AtomicOp::Load, _) => Atomic::Update { old, new: Expr::Var(old), keep },
                (AtomicOp::Store, Some(x)) => Atomic::Store(x),
                (AtomicOp::Add, Some(x)) if keep.is_none() => Atomic::Add(x),
                (AtomicOp::Add, Some(x)) => update(BinOp::WAdd, x),
                (AtomicOp::Max, Some(x)) => update(BinOp::Max, x),
                (AtomicOp::Min, Some(x)) => update(BinOp::Min, x),
                (_, None) => return self.ice("a cooperative-matrix atomic without its matrix", Vec::new()),
            };
            let stmt = Stmt::Atomic { ptr: place.view.ptr.clone(), index, op: atomic };
            match cond {
                None => self.push(stmt),
                Some(cond) => self.push(Stmt::If { cond, then: vec![stmt], otherwise: Vec::new() }),
            }
            out.push(keep.map_or(Expr::zero(p), Expr::Var));
        }
        if acquire {
            self.push(Stmt::Fence);
        }
        out
    }
}

/// Where each lane holds whole rows of A and C (`Layout` with I = S), for each component k of C
/// (entry (lane + ro, co), `Layout::offsets`): its column co and its row of A, which is the
/// lane's components (ro / S)·K … (ro / S)·K + K − 1. `None` where a component lies outside.
fn lane_rows<'v>(lc: &Layout, a: &'v CoopVal, kk: i64, n: i64) -> Option<Vec<(i64, &'v [Expr])>> {
    let rows: Vec<(i64, &[Expr])> = (0..lc.v)
        .map(|k| {
            let (ro, co) = lc.offsets(k)?;
            let first = (ro / lc.s * kk) as usize;
            Some((co, a.comps.get(first..first + kk as usize)?))
        })
        .collect::<Option<_>>()?;
    rows.iter().all(|(co, _)| (0..n).contains(co)).then_some(rows)
}

/// The conjunction of two optional conditions (`None`: always true).
fn both(a: Option<Expr>, b: Option<Expr>) -> Option<Expr> {
    match (a, b) {
        (Some(x), Some(y)) => Some(Expr::bin(BinOp::And, x, y)),
        (x, y) => x.or(y),
    }
}

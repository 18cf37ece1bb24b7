//! BLAS-like collectives other than `gemm` (language §7.9): `axpby`, `hadamard`, `ger`,
//! `gemv`, `sum`; and the shared output update α·acc + β·OUT, with its `.atomic` forms.
//!
//! Work split: outputs of order 1 are spread over all m·n work-items (element i on work-item
//! i mod m·n), outputs of order 2 over the work-group's grid (C(i, j) on work-item
//! (i mod m, j mod n)); an order-0 output is written by work-item 0. Reductions (`gemv`, `sum`)
//! give each work-item whole output elements, so no cross-work-item reduction is needed except
//! for a vector summed to a scalar, which work-item 0 does.

use tinyc_frontend::ast::{Blas, BlasOp, Transpose};
use tinyc_frontend::check::DeviceKind;
use tinyc_frontend::device::cpu_dynamic_vectors;
use tinyc_frontend::types::Scalar;
use tinyc_frontend::types::ceil_div;

use super::{Lowerer, View};
use crate::ir::*;

/// What [`Lowerer::transpose_vectors`] accepted: the vector width and the output's static sizes.
#[derive(Clone, Copy)]
struct Transposed {
    w: u8,
    rows: i64,
    cols: i64,
}

/// The fewest rows (and the narrowest vector) the CPU devices' column-wise explicit vectors take
/// (`gemv`, `sum`, `ger`): columns of 4 to 15 `float`s are one vector of 4 or 8 and the rows
/// left one by one, where one work-item per column summed them element by element with strided
/// reads across work-items (hunt Y: `gemv.t` 9×56 5–11× behind 56×9 on the same bytes).
const SHORTEST_VECTOR: i64 = 4;

/// One element of a GPU update, loaded ahead of its store ([`Lowerer::stage_update`]).
struct Staged {
    guard: Option<Expr>,
    index: Expr,
    value: Expr,
    old: Option<Expr>,
}

/// α, β and how to apply them to one output element.
pub(crate) struct Update {
    alpha: Expr,
    beta: Expr,
    alpha_one: bool,
    beta_zero: bool,
    beta_one: bool,
    atomic: bool,
}

impl Update {
    /// `out := x`: a plain copy (α = 1, β = 0) of `elem`s.
    pub(crate) fn copy(elem: Prim) -> Update {
        Update {
            alpha: Expr::Float(1.0, elem),
            beta: Expr::zero(elem),
            alpha_one: true,
            beta_zero: true,
            beta_one: false,
            atomic: false,
        }
    }

    /// Whether the update only writes the output (β = 0, not atomic): no old value is read, so
    /// its stores may go past the caches.
    pub(crate) fn overwrites(&self) -> bool {
        self.beta_zero && !self.atomic
    }

    /// Whether the update is atomic (`.atomic`).
    pub(crate) fn is_atomic(&self) -> bool {
        self.atomic
    }

    /// α·x: what an update that [`overwrites`](Self::overwrites) stores.
    pub(crate) fn scaled(&self, x: Expr) -> Expr {
        if self.alpha_one { x } else { Expr::bin(BinOp::WMul, x, self.alpha.clone()) }
    }
}

/// What a CPU vector predicate accepted: the vector width and the static count it checked
/// (the elements of an elementwise collective, the rows of a column-wise one), so that the
/// lowering does not derive it again.
#[derive(Clone, Copy)]
struct Vectors {
    w: u8,
    n: i64,
}

/// Bytes of a cache line (x86): streamed outputs of elementwise collectives and `foreach` are
/// whole lines per work-group.
pub(crate) const CACHE_LINE: i64 = 64;

/// The widest vectors of a transpose in registers (see `transpose_blocks`).
pub(crate) const TRANSPOSE_WIDTH: u8 = 8;

/// The stages of shuffles that transpose 8 vectors of 8 components ([`TRANSPOSE_WIDTH`]): each
/// stage makes 8 new vectors, each `(x, y, mask)` the shuffle of the previous stage's vectors x
/// and y ([`Expr::Shuffle`]). It is the classic x86 sequence (`unpcklps`/`unpckhps`, `shufps`,
/// `vperm2f128`): the first two stages transpose 4×4 blocks within 128-bit lanes, the third
/// swaps the lanes' halves, and every shuffle compiles to one cheap instruction. The same
/// transpose as a butterfly of arbitrary two-source permutations (`vpermt2ps`) measured 20–40 %
/// slower with streaming stores, and regrouped components (`(float8)(a.s0, b.s0, …)`) compiled
/// to element-by-element inserts (docs/performance.md).
fn transpose_network() -> [Vec<(usize, usize, Vec<u8>)>; 3] {
    let pair = |x: usize, y: usize, lo: [u8; 8], hi: [u8; 8]| [(x, y, lo.to_vec()), (x, y, hi.to_vec())];
    // Stage 1: rows 2m and 2m + 1 interleaved, element by element, within each 128-bit lane.
    let (lo1, hi1) = ([0, 8, 1, 9, 4, 12, 5, 13], [2, 10, 3, 11, 6, 14, 7, 15]);
    // Stage 2: pairs of elements of t(x) and t(x + 2), within each lane.
    let (lo2, hi2) = ([0, 1, 8, 9, 4, 5, 12, 13], [2, 3, 10, 11, 6, 7, 14, 15]);
    // Stage 3: the lower lanes of s(c) and s(c + 4) make column c, the upper ones column c + 4.
    let (lo3, hi3) = ([0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]);
    let flat = |pairs: [[(usize, usize, Vec<u8>); 2]; 4]| pairs.into_iter().flatten().collect();
    let stage1 = flat([pair(0, 1, lo1, hi1), pair(2, 3, lo1, hi1), pair(4, 5, lo1, hi1), pair(6, 7, lo1, hi1)]);
    let stage2 = flat([pair(0, 2, lo2, hi2), pair(1, 3, lo2, hi2), pair(4, 6, lo2, hi2), pair(5, 7, lo2, hi2)]);
    // Columns 0–3 are the lower halves, 4–7 the upper ones.
    let stage3 = (0..8).map(|c| (c % 4, c % 4 + 4, if c < 4 { lo3 } else { hi3 }.to_vec())).collect();
    [stage1, stage2, stage3]
}

/// How a GPU work-group walks n items u·count at a time, item base + k·count (k < u) on the
/// work-item whose base it is: u = ⌈n / count⌉ up to [`GPU_UNROLL`], ⌈n / (u·count)⌉ rounds, and
/// whether they cover n exactly (no item needs a bounds check).
#[derive(Clone, Copy)]
pub(crate) struct GpuChunks {
    pub unroll: i64,
    pub chunk: i64,
    pub rounds: i64,
    pub exact: bool,
}

impl GpuChunks {
    pub fn of(n: i64, count: i64) -> GpuChunks {
        let unroll = ceil_div(n, count).clamp(1, GPU_UNROLL);
        let chunk = unroll.saturating_mul(count);
        GpuChunks { unroll, chunk, rounds: ceil_div(n, chunk), exact: n % chunk == 0 }
    }
}

/// How many elements a GPU work-item of an elementwise collective loads before it stores
/// ([`Lowerer::gpu_elementwise`]).
pub(crate) const GPU_UNROLL: i64 = 4;

/// The side of the square blocks `axpby.t` transposes through local memory on a GPU, and the
/// local memory the tile and the `alloca` stack may take together (32 KiB, the least an OpenCL
/// full-profile device offers).
const TILE: i64 = 32;
const TILE_LOCAL_LIMIT: u64 = 32 * 1024;

/// The most vector accumulators one work-item keeps in a column reduction (`reduce_columns`):
/// with the loaded column and the factor, well within the 16 or 32 vector registers of x86.
const REDUCE_ACCUMULATORS: i64 = 8;

/// The most vectors of a column `sum.t` loads independently and adds pairwise (`sum_columns`).
const UNROLLED_SUM: i64 = 16;

impl Lowerer<'_> {
    pub fn update_of(&self, b: &Blas) -> Update {
        Update {
            alpha: self.operand(&b.alpha, b.alpha_ty.node),
            beta: self.operand(&b.beta, b.beta_ty.node),
            alpha_one: self.info.is_one(&b.alpha),
            beta_zero: self.info.is_zero(&b.beta),
            beta_one: self.info.is_one(&b.beta),
            atomic: b.atomic,
        }
    }

    /// `out[index] := α·val + β·out[index]`, computed in the join of all types involved and
    /// converted to the element type on store. β = literal 0 never reads `out`.
    pub fn update(&mut self, u: &Update, out: &View, index: Expr, val: Expr) {
        self.update_with(u, out, index, val, None)
    }

    /// [`update`](Self::update) with OUT's old element already loaded (`old`, for β ≠ 0; `None`:
    /// loaded here). Not for atomic updates, which read the old element themselves.
    pub fn update_with(&mut self, u: &Update, out: &View, index: Expr, val: Expr, old: Option<Expr>) {
        let p = out.elem;
        let jt = self.join(self.join(p, self.prim_of(&val)), self.join(self.prim_of(&u.alpha), self.prim_of(&u.beta)));
        let v = self.convert(jt, val);
        let scaled = if u.alpha_one { v } else { Expr::bin(BinOp::WMul, self.convert(jt, u.alpha.clone()), v) };
        let ptr = out.ptr.clone();
        if !u.atomic {
            let value = if u.beta_zero {
                scaled
            } else {
                let old = self.convert(jt, old.unwrap_or_else(|| Expr::load(ptr.clone(), index.clone())));
                if u.beta_one {
                    Expr::bin(BinOp::WAdd, old, scaled)
                } else {
                    Expr::bin(BinOp::WAdd, scaled, Expr::bin(BinOp::WMul, self.convert(jt, u.beta.clone()), old))
                }
            };
            let value = self.convert(p, value);
            self.push(Stmt::Store { ptr, index, value });
            return;
        }
        // A fetch-add of α·val converted to OUT's type equals converting α·val + OUT_old only when
        // that conversion commutes with the addition: the same type, or integers (both wrap).
        // Otherwise (float → int truncation, f64 → f32 rounding) the sum needs the CAS loop.
        let add_exact = jt == p || (jt.is_int() && p.is_int());
        let op = if u.beta_zero {
            Atomic::Store(self.convert(p, scaled))
        } else if u.beta_one && add_exact {
            let s = self.convert(p, scaled);
            Atomic::Add(self.materialize("delta", s))
        } else {
            let scaled = self.materialize("scaled", scaled);
            // Bound once per compare-and-swap attempt, never assigned: not a mutable variable.
            let old = self.new_var("old", Ty::Prim(p), false);
            let oldj = self.convert(jt, Expr::Var(old));
            let scaled_old =
                if u.beta_one { oldj } else { Expr::bin(BinOp::WMul, self.convert(jt, u.beta.clone()), oldj) };
            let new = Expr::bin(BinOp::WAdd, scaled, scaled_old);
            Atomic::Update { old, new: self.convert(p, new), keep: None }
        };
        self.push(Stmt::Atomic { ptr, index, op });
    }

    /// `acc := acc + x` with the sum computed in join(acc, x) and stored in acc's type.
    pub fn accumulate(&mut self, acc: Var, x: Expr) {
        let ap = self.prim_of(&Expr::Var(acc));
        let st = self.join(ap, self.prim_of(&x));
        let sum = Expr::bin(BinOp::WAdd, self.convert(st, Expr::Var(acc)), self.convert(st, x));
        let sum = self.convert(ap, sum);
        self.push(Stmt::Assign(acc, sum));
    }

    /// `u` with α and β converted to `p`, the output's type: the explicit-vector GEMM scales
    /// vectors of it, which is the update in the join wherever α's and β's types join into `p`
    /// (`tinyc_frontend::device::cpu_vector_gemm` requires that).
    pub(crate) fn update_in(&self, u: &Update, p: Prim) -> Update {
        Update { alpha: self.convert(p, u.alpha.clone()), beta: self.convert(p, u.beta.clone()), ..*u }
    }

    /// `out[index..index + w] := α·acc + β·out[index..index + w]` for an accumulator of width
    /// `w` (a scalar when 1) whose type is the output's (`cpu_vector_gemm` requires it), not
    /// atomic. β = literal 0 never reads `out`.
    pub fn update_vector(&mut self, u: &Update, out: &View, index: Expr, acc: Expr, w: u8) {
        if w == 1 {
            return self.update(u, out, index, acc);
        }
        let ptr = out.ptr.clone();
        let scaled = if u.alpha_one { acc } else { Expr::bin(BinOp::WMul, acc, u.alpha.clone()) };
        let value = if u.beta_zero {
            scaled
        } else {
            let old = Expr::LoadVec(w, Box::new(ptr.clone()), Box::new(index.clone()));
            if u.beta_one {
                Expr::bin(BinOp::WAdd, old, scaled)
            } else {
                Expr::bin(BinOp::WAdd, scaled, Expr::bin(BinOp::WMul, old, u.beta.clone()))
            }
        };
        self.push(Stmt::StoreVec { ptr, index, value, streaming: false });
    }

    /// The type two values of a BLAS instruction combine in: their join, and at least the
    /// output's type where the instruction involves a type beyond v0.3.1's
    /// ([`Lowerer::compute_floor`]).
    pub fn join(&self, a: Prim, b: Prim) -> Prim {
        let j = a.join(b);
        match self.compute_floor {
            Some(f) => j.join(f),
            None => j,
        }
    }

    /// `a·b` computed in join(a, b).
    pub fn product(&self, a: Expr, b: Expr) -> Expr {
        let pt = self.join(self.prim_of(&a), self.prim_of(&b));
        Expr::bin(BinOp::WMul, self.convert(pt, a), self.convert(pt, b))
    }

    /// Runs `body(i)` for i in [0, n) spread over all work-items.
    pub fn parallel_1d(&mut self, hint: &str, n: Expr, body: impl FnOnce(&mut Self, Expr)) {
        let (lid, count) = self.linear_id();
        let i = self.new_var(hint, Ty::I64, false);
        let stmts = self.block(|l| body(l, Expr::Var(i)));
        self.push(Stmt::For { var: i, lb: lid, ub: n, step: Expr::i64(count), body: stmts, unroll: false });
    }

    /// Runs `body(i, j)` for (i, j) in [0, rows) × [0, cols) spread over the work-group grid.
    pub fn parallel_2d(&mut self, rows: Expr, cols: Expr, body: impl FnOnce(&mut Self, Expr, Expr)) {
        let (m, n) = self.wgs;
        let j = self.new_var("j", Ty::I64, false);
        let i = self.new_var("i", Ty::I64, false);
        let inner = self.block(|l| body(l, Expr::Var(i), Expr::Var(j)));
        let rows_loop = Stmt::For {
            var: i,
            lb: Expr::Builtin(Builtin::LocalIdX),
            ub: rows,
            step: Expr::i64(m),
            body: inner,
            unroll: false,
        };
        let lb = if n == 1 { Expr::i64(0) } else { Expr::Builtin(Builtin::LocalIdY) };
        self.push(Stmt::For { var: j, lb, ub: cols, step: Expr::i64(n), body: vec![rows_loop], unroll: false });
    }

    /// Runs `body` on work-item 0 only.
    pub fn single(&mut self, body: impl FnOnce(&mut Self)) {
        let (lid, _) = self.linear_id();
        let stmts = self.block(body);
        self.push(Stmt::If { cond: Expr::cmp(CmpOp::Eq, lid, Expr::i64(0)), then: stmts, otherwise: Vec::new() });
    }

    pub fn blas(&mut self, b: &Blas) {
        let mut tys =
            b.input_tys.iter().map(|t| t.node.elem).chain([b.out_ty.node.elem, b.alpha_ty.node, b.beta_ty.node]);
        let floor = (self.info.v04 || tys.any(Scalar::is_v04)).then(|| super::prim(b.out_ty.node.elem));
        let saved = std::mem::replace(&mut self.compute_floor, floor);
        self.blas_in_floor(b);
        self.compute_floor = saved;
    }

    fn blas_in_floor(&mut self, b: &Blas) {
        let u = self.update_of(b);
        let out = self.view(&b.out);
        if self.vector_gemm && cpu_dynamic_vectors(b) && self.blas_dynamic(b, &u, &out) {
            return;
        }
        let input = |l: &Self, k: usize| match b.inputs.get(k) {
            Some(i) => l.view(i),
            None => l.ice(format!("{:?} without input {k}", b.op), out.clone()),
        };
        match b.op {
            BlasOp::Axpby(t) => {
                let a = input(self, 0);
                self.axpby(b, t, &u, &out, &a)
            }
            BlasOp::Hadamard => {
                let (a, bb) = (input(self, 0), input(self, 1));
                // Vectors, or (v0.4) matrices.
                let order = out.shape.len();
                if let Some(v) = self.elementwise_vectors(b, &out, &[&a, &bb]) {
                    let load = |v: &View, i: Expr, w: u8| match w {
                        1 if order == 1 => v.at(&[i]),
                        1 => Expr::load(v.ptr.clone(), i),
                        _ => Expr::LoadVec(w, Box::new(v.ptr.clone()), Box::new(i)),
                    };
                    return self.elementwise(b, &u, &out, v, &|i, w| {
                        Expr::bin(BinOp::WMul, load(&a, i.clone(), w), load(&bb, i, w))
                    });
                }
                if let Some(n) = self.gpu_flat(b, &out, &[&a, &bb]) {
                    return self.gpu_elementwise(&u, &out, n, &|l, i| {
                        l.product(Expr::load(a.ptr.clone(), i.clone()), Expr::load(bb.ptr.clone(), i))
                    });
                }
                if order == 2 {
                    let at = |l: &Self, i: Expr, j: Expr| l.product(a.at(&[i.clone(), j.clone()]), bb.at(&[i, j]));
                    if let Some(shape) = self.gpu_2d_shape(b, &out) {
                        return self.gpu_2d(&u, &out, shape, &|l, i, j| at(l, i, j));
                    }
                    return self.parallel_2d(out.shape[0].clone(), out.shape[1].clone(), |l, i, j| {
                        let p = at(l, i.clone(), j.clone());
                        l.update(&u, &out, out.offset(&[i, j]), p)
                    });
                }
                self.parallel_1d("i", self.nth(&out.shape, 0, "size"), |l, i| {
                    let p = l.product(a.at(std::slice::from_ref(&i)), bb.at(std::slice::from_ref(&i)));
                    l.update(&u, &out, out.offset(&[i]), p)
                })
            }
            BlasOp::Ger => {
                let (a, bb) = (input(self, 0), input(self, 1));
                if let Some(v) = self.column_vectors(b, &out, &a, a.elem).filter(|_| bb.elem == out.elem) {
                    return self.ger_columns(&u, &out, &a, &bb, v);
                }
                if let Some(shape) = self.gpu_2d_shape(b, &out) {
                    return self.gpu_2d(&u, &out, shape, &|l, i, j| {
                        l.product(a.at(std::slice::from_ref(&i)), bb.at(std::slice::from_ref(&j)))
                    });
                }
                let (rows, cols) = (out.shape[0].clone(), out.shape[1].clone());
                self.parallel_2d(rows, cols, |l, i, j| {
                    let p = l.product(a.at(std::slice::from_ref(&i)), bb.at(std::slice::from_ref(&j)));
                    l.update(&u, &out, out.offset(&[i, j]), p)
                })
            }
            BlasOp::Gemv(t) => {
                let (a, x) = (input(self, 0), input(self, 1));
                if self.gemv_vectors(b, &u, &out, &a, t, &x) {
                    return;
                }
                let k_len = self.nth(&x.shape, 0, "size");
                self.parallel_1d("i", out.shape[0].clone(), |l, i| {
                    l.reduce(&u, &out, i.clone(), k_len, |l, k| {
                        let aik = if t == Transpose::T {
                            a.at(&[k.clone(), i.clone()])
                        } else {
                            a.at(&[i.clone(), k.clone()])
                        };
                        l.product(aik, x.at(&[k]))
                    })
                })
            }
            BlasOp::Sum(t) => {
                let a = input(self, 0);
                if out.shape.is_empty() {
                    let n = self.nth(&a.shape, 0, "size");
                    // On a CPU device, the vector as the one column of a matrix, summed as
                    // vectors as `sum.t` sums columns (one work-item summed it element by
                    // element, 4–7× slower, hunt Y), into the scalar as a vector of one.
                    let column = View {
                        shape: vec![n.clone(), Expr::i64(1)],
                        stride: vec![self.nth(&a.stride, 0, "stride"), n.clone()],
                        ..a.clone()
                    };
                    let one = View { shape: vec![Expr::i64(1)], stride: vec![Expr::i64(1)], ..out.clone() };
                    if let Some(v) = self.contiguous_sums(b, &one, &column) {
                        return self.sum_columns(&u, &one, &column, None, v);
                    }
                    self.single(|l| l.reduce(&u, &out, Expr::i64(0), n, |_, k| a.at(&[k])))
                } else {
                    let k_len = if t == Transpose::T { a.shape[0].clone() } else { a.shape[1].clone() };
                    if t == Transpose::N
                        && let Some(v) = self.column_vectors(b, &out, &a, a.elem)
                    {
                        return self.reduce_columns(&u, &out, &a, v, k_len, &|_| None);
                    }
                    if t == Transpose::T
                        && let Some(v) = self.contiguous_sums(b, &out, &a)
                    {
                        return self.sum_columns(&u, &out, &a, None, v);
                    }
                    self.parallel_1d("i", out.shape[0].clone(), |l, i| {
                        l.reduce(&u, &out, i.clone(), k_len, |_, k| {
                            if t == Transpose::T { a.at(&[k, i.clone()]) } else { a.at(&[i.clone(), k]) }
                        })
                    })
                }
            }
            BlasOp::Gemm(ta, tb) => self.gemm(b, &u, ta, tb),
            BlasOp::Cumsum(mode) => {
                let a = input(self, 0);
                if mode == 1
                    && let Some(v) = self.column_vectors(b, &out, &a, a.elem).filter(|_| out.shape.len() == 2)
                {
                    return self.cumsum_rows(&u, &out, &a, v);
                }
                self.cumsum(&u, &out, &a, mode as usize);
            }
        }
    }

    /// The CPU devices' explicit vectors for `out := α·op(A)·x + β·out` (`gemv`), where they
    /// apply: whole vectors of A's contiguous rows per column (`.n`), or A's contiguous columns
    /// summed as vectors times x's rows (`.t`, x contiguous, as many rows as A). Whether it took it.
    fn gemv_vectors(&mut self, b: &Blas, u: &Update, out: &View, a: &View, t: Transpose, x: &View) -> bool {
        if t == Transpose::N
            && let Some(v) = self.column_vectors(b, out, a, x.elem)
        {
            let k_len = self.nth(&x.shape, 0, "size");
            self.reduce_columns(u, out, a, v, k_len, &|k| Some(x.at(&[k])));
            return true;
        }
        if t == Transpose::T
            && x.elem == out.elem
            && x.stride.first().and_then(Expr::as_const) == Some(1)
            && let Some(v) = self.contiguous_sums(b, out, a)
            && x.shape.first().and_then(Expr::as_const) == Some(v.n)
        {
            self.sum_columns(u, out, a, Some(x), v);
            return true;
        }
        false
    }

    /// A GEMM of one column (N = 1) or one row (M = 1) of C on a CPU device, as the `gemv` it
    /// is, with `gemv`'s explicit vectors where they apply ([`gemv_vectors`](Self::gemv_vectors)):
    /// N = 1 is op(A)·x with x op(B)'s column; M = 1 is op(B)ᵀ·x with x op(A)'s row (`gemv.t` of
    /// B, or `gemv.n` of a `.t` B), C's row the output. A code generator writes such GEMMs
    /// wherever an index has extent 1 (YATeTo); the GEMM's tiles read them with strides across
    /// work-items, and for M = 1 computed each row on several work-items (hunt Y: 2.4–13× behind
    /// `gemv` on the same data). Whether it took it.
    pub(super) fn gemm_as_gemv(
        &mut self,
        b: &Blas,
        u: &Update,
        (a, bm, c): (&View, &View, &View),
        ta: Transpose,
        tb: Transpose,
    ) -> bool {
        if !self.vector_gemm || c.shape.len() != 2 || a.shape.len() != 2 || bm.shape.len() != 2 {
            return false;
        }
        // Mode `mode` of a matrix as a vector (its row or column 0).
        let vector = |x: &View, mode: usize| View {
            ptr: x.ptr.clone(),
            elem: x.elem,
            shape: vec![x.shape[mode].clone()],
            stride: vec![x.stride[mode].clone()],
        };
        let transposed = |t: Transpose| usize::from(t == Transpose::T);
        if c.shape[1].as_const() == Some(1) {
            // op(B)'s column: B's mode 0 (K × 1), or its mode 1 when transposed (1 × K).
            let x = vector(bm, transposed(tb));
            return self.gemv_vectors(b, u, &vector(c, 0), a, ta, &x);
        }
        if c.shape[0].as_const() == Some(1) {
            // op(A)'s row: A's mode 1 (1 × K), or its mode 0 when transposed (K × 1).
            let x = vector(a, 1 - transposed(ta));
            let t = if tb == Transpose::T { Transpose::N } else { Transpose::T };
            return self.gemv_vectors(b, u, &vector(c, 1), bm, t, &x);
        }
        false
    }

    /// `cumsum` along mode 1 of a matrix whose rows are contiguous, on a CPU device
    /// ([`column_vectors`](Self::column_vectors) accepted width `w`): the running sums of `w`
    /// adjacent rows at a time as one vector, walking the columns, vector v on work-item
    /// v mod count; the rows left over one fiber each, as [`cumsum`](Self::cumsum) does. One
    /// work-item per row with a scalar running sum ran at 1.8–5.6 GB/s, against 17.7 for a C
    /// loop (hunt Y).
    fn cumsum_rows(&mut self, u: &Update, out: &View, a: &View, Vectors { w, n: rows }: Vectors) {
        let width = i64::from(w);
        let vectors = rows / width;
        let (lid, count) = self.linear_id();
        let cols = self.nth(&out.shape, 1, "size");
        let elem = out.elem;
        let v = self.new_var("v", Ty::I64, false);
        let body = self.block(|l| {
            let row = l.materialize("row", Expr::imul(Expr::Var(v), Expr::i64(width)));
            let acc = l.let_mut("acc", Ty::Vec(elem, w), Some(l.zero(elem)));
            let j = l.new_var("j", Ty::I64, false);
            let step = l.block(|l| {
                let index = a.offset(&[row.clone(), Expr::Var(j)]);
                let x = Expr::LoadVec(w, Box::new(a.ptr.clone()), Box::new(index));
                l.push(Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), x)));
                l.update_vector(u, out, out.offset(&[row.clone(), Expr::Var(j)]), Expr::Var(acc), w);
            });
            l.push(Stmt::For {
                var: j,
                lb: Expr::i64(0),
                ub: cols.clone(),
                step: Expr::i64(1),
                body: step,
                unroll: false,
            });
        });
        self.push(Stmt::For { var: v, lb: lid, ub: Expr::i64(vectors), step: Expr::i64(count), body, unroll: false });
        let done = vectors * width;
        if done < rows {
            // The rows left: the same views from row `done` on.
            let rest = |x: &View| View {
                ptr: Expr::Offset(Box::new(x.ptr.clone()), Box::new(Expr::i64(done))),
                shape: vec![Expr::i64(rows - done), x.shape[1].clone()],
                ..x.clone()
            };
            self.cumsum(u, &rest(out), &rest(a), 1);
        }
    }

    /// `cumsum`: every fiber along `mode` (the other indices, first mode fastest) on one
    /// work-item, fibers spread over the work-group; the running sum in the output's type.
    fn cumsum(&mut self, u: &Update, out: &View, a: &View, mode: usize) {
        let order = out.shape.len();
        let others: Vec<usize> = (0..order).filter(|k| *k != mode).collect();
        let fibers = others.iter().fold(Expr::i64(1), |acc, k| Expr::imul(acc, out.shape[*k].clone()));
        let len = self.nth(&out.shape, mode, "size");
        let p = out.elem;
        self.parallel_1d("fiber", fibers, |l, f| {
            let mut idx = vec![Expr::i64(0); order];
            let mut rest = f;
            for k in &others {
                idx[*k] = l.materialize("at", Expr::bin(BinOp::Rem, rest.clone(), out.shape[*k].clone()));
                rest = l.materialize("rest", Expr::bin(BinOp::Div, rest, out.shape[*k].clone()));
            }
            let acc = l.let_mut("acc", Ty::Prim(p), Some(Expr::zero(p)));
            let j = l.new_var("j", Ty::I64, false);
            let body = l.block(|l| {
                let mut at = idx.clone();
                at[mode] = Expr::Var(j);
                l.accumulate(acc, a.at(&at));
                l.update(u, out, out.offset(&at), Expr::Var(acc));
            });
            l.push(Stmt::For { var: j, lb: Expr::i64(0), ub: len, step: Expr::i64(1), body, unroll: false });
        });
    }

    /// The vector width of a collective that may take explicit vectors on a CPU device
    /// ([`Lowerer::vector_gemm`]): one float type `elem` for the output, α and β, not atomic; 16
    /// `float`s or 8 `double`s (a cache line).
    pub(super) fn vector_width(&self, b: &Blas, elem: Prim) -> Option<u8> {
        let (w, scalar) = match elem {
            Prim::F32 => (16, Scalar::F32),
            Prim::F64 => (8, Scalar::F64),
            _ => return None,
        };
        (self.vector_gemm && !b.atomic && b.alpha_ty.node == scalar && b.beta_ty.node == scalar).then_some(w)
    }

    /// The width among `w`, w/2 and w/4 (at least [`SHORTEST_VECTOR`]) that covers `rows` in the
    /// fewest operations: whole vectors plus the rows left over one by one (ties go to the
    /// wider). 56 `float` rows take 7 vectors of 8 rather than 3 of 16 and 8 single rows.
    fn fit_width(w: u8, rows: i64) -> u8 {
        let cost = |w: u8| rows / i64::from(w) + rows % i64::from(w);
        [w, w / 2, w / 4]
            .into_iter()
            .filter(|&v| i64::from(v) >= SHORTEST_VECTOR)
            .fold(w, |best, v| if cost(v) < cost(best) { v } else { best })
    }

    /// `out := α·op(A) + β·out`: the first lowering that takes the operands, else the plain loops.
    fn axpby(&mut self, b: &Blas, t: Transpose, u: &Update, out: &View, a: &View) {
        let order = out.shape.len();
        if order == 0 {
            return self.single(|l| {
                let v = a.at(&[]);
                l.update(u, out, Expr::i64(0), v)
            });
        }
        if order == 1 || t == Transpose::N {
            if let Some(v) = self.elementwise_vectors(b, out, &[a]) {
                return self.elementwise(b, u, out, v, &|i, w| match w {
                    1 if order == 1 => a.at(&[i]),
                    1 => Expr::load(a.ptr.clone(), i),
                    _ => Expr::LoadVec(w, Box::new(a.ptr.clone()), Box::new(i)),
                });
            }
            if let Some(n) = self.gpu_flat(b, out, &[a]) {
                return self.gpu_elementwise(u, out, n, &|_, i| Expr::load(a.ptr.clone(), i));
            }
        }
        if order == 2
            && t == Transpose::N
            && let Some(w) = self.serial_column_width(b, out, a)
        {
            return self.axpby_columns(u, out, a, w);
        }
        if order == 1 {
            return self.parallel_1d("i", out.shape[0].clone(), |l, i| {
                let v = a.at(std::slice::from_ref(&i));
                l.update(u, out, out.offset(&[i]), v)
            });
        }
        if t == Transpose::T {
            if let Some(plan) = self.transpose_vectors(b, out, a) {
                return self.transpose_blocks(b, u, out, a, plan);
            }
            // Static sizes that are not multiples of the block: the blocks that fit, then the
            // edges, as on run-time sizes (measured 1.6–2× the work-item tiles at 56 × 9).
            if self.transpose_edges(b, out, a) {
                return self.dynamic_transpose(b, u, out, a);
            }
            if let Some(shape) = self.gpu_transpose_shape(b, out, a) {
                return self.gpu_transpose(u, out, a, shape);
            }
        }
        let at = |i: Expr, j: Expr| if t == Transpose::T { a.at(&[j, i]) } else { a.at(&[i, j]) };
        if let Some(shape) = self.gpu_2d_shape(b, out) {
            return self.gpu_2d(u, out, shape, &|_, i, j| at(i, j));
        }
        self.parallel_2d(out.shape[0].clone(), out.shape[1].clone(), |l, i, j| {
            let v = at(i.clone(), j.clone());
            l.update(u, out, out.offset(&[i, j]), v)
        })
    }

    /// The vector width for `axpby.n` of a matrix on the one work-item of an element-serial
    /// kernel (work-group 1×1 on a CPU device, `tinyc_frontend::device::element_serial`) whose
    /// operands are not packed alike (a row block of a padded matrix, `subview %I[0:12, 0:9]` of
    /// 20 rows) but have contiguous columns: static sizes, unit stride along the rows in both,
    /// one float type, not atomic. The general loops would leave it scalar (no work-items to
    /// vectorise across).
    fn serial_column_width(&self, b: &Blas, out: &View, a: &View) -> Option<u8> {
        if self.wgs != (1, 1) || a.elem != out.elem {
            return None;
        }
        let w = self.vector_width(b, out.elem)?;
        let unit = |v: &View| v.stride.first().and_then(Expr::as_const) == Some(1);
        let rows = out.shape.first()?.as_const()?;
        (out.shape.iter().all(|d| d.as_const().is_some()) && unit(out) && unit(a) && rows >= 2).then_some(w)
    }

    /// `out := α·A + β·out` column by column ([`serial_column_width`](Self::serial_column_width)):
    /// each column as vectors of width `w`, then one of each narrower width that fits, then at
    /// most one element.
    fn axpby_columns(&mut self, u: &Update, out: &View, a: &View, w: u8) {
        let (Some(rows), Some(cols)) = (out.shape[0].as_const(), out.shape[1].as_const()) else {
            return self.ice("axpby_columns needs static sizes", ());
        };
        let width = i64::from(w);
        let mut pieces: Vec<(i64, u8)> = (0..rows / width).map(|v| (v * width, w)).collect();
        let (tail, at) = narrower_vectors(rows / width * width, rows, w);
        pieces.extend(tail);
        if at < rows {
            pieces.push((at, 1));
        }
        let j = self.new_var("j", Ty::I64, false);
        let body = self.block(|l| {
            for &(i, pw) in &pieces {
                let src = a.offset(&[Expr::i64(i), Expr::Var(j)]);
                let x = if pw == 1 {
                    Expr::load(a.ptr.clone(), src)
                } else {
                    Expr::LoadVec(pw, Box::new(a.ptr.clone()), Box::new(src))
                };
                l.update_vector(u, out, out.offset(&[Expr::i64(i), Expr::Var(j)]), x, pw);
            }
        });
        let unroll = cols.saturating_mul(pieces.len() as i64) <= 64;
        self.push(Stmt::For { var: j, lb: Expr::i64(0), ub: Expr::i64(cols), step: Expr::i64(1), body, unroll });
    }

    /// The number of elements n of an elementwise collective (`axpby.n`, `hadamard`) on a GPU
    /// whose operands are all packed with the output's static shape (each a flat array of the
    /// same n elements), not atomic: [`gpu_elementwise`](Self::gpu_elementwise) takes it.
    fn gpu_flat(&self, b: &Blas, out: &View, inputs: &[&View]) -> Option<i64> {
        if self.device_kind != DeviceKind::Gpu || self.vector_gemm || b.atomic {
            return None;
        }
        let n = out.shape.iter().try_fold(1i64, |acc, d| d.as_const().map(|v| acc.saturating_mul(v)))?;
        // At least two elements per work-item, or there is nothing to overlap.
        let (_, count) = self.linear_id();
        (n > count && packed_like(out, out) && inputs.iter().all(|v| packed_like(v, out))).then_some(n)
    }

    /// `out[i] := α·value(i) + β·out[i]` for the n elements of an output that
    /// [`gpu_flat`](Self::gpu_flat) accepted, on a GPU: the work-group takes u·count elements at
    /// a time (u = ⌈n / count⌉ up to [`GPU_UNROLL`]), element lid + k·count (k < u) on work-item
    /// lid, so that a warp's accesses stay coalesced, and each work-item loads all its elements
    /// (those in range) before it stores any. One element at a time, every load waits for the
    /// store before it (the operands may be the same memory), and a warp has one access in
    /// flight. Loading first is the collective's semantics: its elements are not ordered.
    fn gpu_elementwise(&mut self, u: &Update, out: &View, n: i64, value: &dyn Fn(&Self, Expr) -> Expr) {
        let (lid, count) = self.linear_id();
        let GpuChunks { unroll, chunk, rounds, exact } = GpuChunks::of(n, count);
        let c = self.new_var("c", Ty::I64, false);
        let body = self.block(|l| {
            let base = l.let_("base", Expr::iadd(lid.clone(), Expr::imul(Expr::Var(c), Expr::i64(chunk))));
            let mut staged = Vec::new();
            for k in 0..unroll {
                let index = l.materialize("i", Expr::iadd(base.clone(), Expr::i64(k * count)));
                let v = value(l, index.clone());
                // Past the end: neither load nor store (another work-item's elements).
                let guard = (!exact).then(|| Expr::cmp(CmpOp::Lt, index.clone(), Expr::i64(n)));
                staged.push(l.stage_update(u, out, index, v, guard));
            }
            l.store_staged(u, out, staged);
        });
        self.push(Stmt::For {
            var: c,
            lb: Expr::i64(0),
            ub: Expr::i64(rounds),
            step: Expr::i64(1),
            body,
            unroll: false,
        });
    }

    /// For `axpby.t` on a GPU: the output's static (rows, columns) when it goes through a
    /// local-memory tile of [`TILE`]×([`TILE`] + 1) elements of A
    /// ([`gpu_transpose`](Self::gpu_transpose)): the work-group's first mode a multiple of TILE,
    /// both sizes at least TILE, not atomic, and the tile fits beside the `alloca` stack.
    fn gpu_transpose_shape(&self, b: &Blas, out: &View, a: &View) -> Option<(i64, i64)> {
        if self.device_kind != DeviceKind::Gpu || self.vector_gemm || b.atomic || out.shape.len() != 2 {
            return None;
        }
        let (rows, cols) = (out.shape[0].as_const()?, out.shape[1].as_const()?);
        let fits = self.tile_offset() + tile_bytes(a) <= TILE_LOCAL_LIMIT;
        (self.wgs.0 % TILE == 0 && rows >= TILE && cols >= TILE && fits).then_some((rows, cols))
    }

    /// Where the transpose tile starts in local memory: above the `alloca` stack.
    fn tile_offset(&self) -> u64 {
        self.mem.stack_bytes.div_ceil(64) * 64
    }

    /// `out := α·Aᵀ + β·out` on a GPU through local memory, TILE×TILE blocks at a time (every
    /// work-item takes part, so that the barriers are reached by all): the work-group copies a
    /// block of A with consecutive work-items on consecutive elements of A's columns (coalesced),
    /// then writes the block of the output with consecutive work-items on consecutive elements of
    /// its columns, reading the tile across (row stride TILE + 1, so that a warp's reads fall in
    /// different banks). Read directly, a warp's 32 elements of A lie a column apart each.
    fn gpu_transpose(&mut self, u: &Update, out: &View, a: &View, (rows, cols): (i64, i64)) {
        let offset = self.tile_offset();
        self.staging_end = self.staging_end.max(offset + tile_bytes(a));
        let (lid, count) = self.linear_id();
        let tile = Expr::Local { offset, elem: a.elem };
        let ld = TILE + 1;
        let per = ceil_div(TILE * TILE, count);
        let exact = (TILE * TILE) % count == 0;
        let ti = self.new_var("ti", Ty::I64, false);
        let tj = self.new_var("tj", Ty::I64, false);
        let body = self.block(|l| {
            let i0 = l.let_("i0", Expr::imul(Expr::Var(ti), Expr::i64(TILE)));
            let j0 = l.let_("j0", Expr::imul(Expr::Var(tj), Expr::i64(TILE)));
            // Elements e = lid + k·count of the block, e < TILE².
            let each = |l: &mut Self, f: &dyn Fn(&mut Self, Expr, Expr)| {
                for k in 0..per {
                    let e = l.materialize("e", Expr::iadd(lid.clone(), Expr::i64(k * count)));
                    let inner = l.block(|l| {
                        let fast = l.let_("r", Expr::bin(BinOp::Rem, e.clone(), Expr::i64(TILE)));
                        let slow = l.let_("q", Expr::bin(BinOp::Div, e.clone(), Expr::i64(TILE)));
                        f(l, fast, slow)
                    });
                    if exact || (k + 1) * count <= TILE * TILE {
                        inner.into_iter().for_each(|s| l.push(s));
                    } else {
                        let cond = Expr::cmp(CmpOp::Lt, e, Expr::i64(TILE * TILE));
                        l.push(Stmt::If { cond, then: inner, otherwise: Vec::new() });
                    }
                }
            };
            l.push(Stmt::Barrier { local: true, global: false });
            // tile[c·ld + r] := A(j0 + r, i0 + c), clamped at A's edges (nothing read outside).
            each(l, &|l, r, c| {
                let ar = Expr::min(Expr::iadd(j0.clone(), r.clone()), Expr::i64(cols - 1));
                let ac = Expr::min(Expr::iadd(i0.clone(), c.clone()), Expr::i64(rows - 1));
                let value = a.at(&[ar, ac]);
                let index = Expr::iadd(Expr::imul(c, Expr::i64(ld)), r);
                l.push(Stmt::Store { ptr: tile.clone(), index, value });
            });
            l.push(Stmt::Barrier { local: true, global: false });
            // out(i0 + r, j0 + c) := tile[r·ld + c], inside the output.
            each(l, &|l, r, c| {
                let (i, j) = (Expr::iadd(i0.clone(), r.clone()), Expr::iadd(j0.clone(), c.clone()));
                let value = Expr::load(tile.clone(), Expr::iadd(Expr::imul(r, Expr::i64(ld)), c));
                let store = l.block(|l| l.update(u, out, out.offset(&[i.clone(), j.clone()]), value));
                let inside = Expr::bin(
                    BinOp::And,
                    Expr::cmp(CmpOp::Lt, i, Expr::i64(rows)),
                    Expr::cmp(CmpOp::Lt, j, Expr::i64(cols)),
                );
                if rows % TILE == 0 && cols % TILE == 0 {
                    store.into_iter().for_each(|s| l.push(s));
                } else {
                    l.push(Stmt::If { cond: inside, then: store, otherwise: Vec::new() });
                }
            });
        });
        let (tiles_i, tiles_j) = (ceil_div(rows, TILE), ceil_div(cols, TILE));
        let inner =
            Stmt::For { var: tj, lb: Expr::i64(0), ub: Expr::i64(tiles_j), step: Expr::i64(1), body, unroll: false };
        self.push(Stmt::For {
            var: ti,
            lb: Expr::i64(0),
            ub: Expr::i64(tiles_i),
            step: Expr::i64(1),
            body: vec![inner],
            unroll: false,
        });
    }

    /// The loads of one element of a GPU update whose loads come before its stores
    /// ([`gpu_elementwise`](Self::gpu_elementwise), [`gpu_2d`](Self::gpu_2d)): its value and, for
    /// β ≠ 0, OUT's old element, into variables now (only where `guard` holds, if given).
    /// [`store_staged`](Self::store_staged) stores it later.
    fn stage_update(&mut self, u: &Update, out: &View, index: Expr, v: Expr, guard: Option<Expr>) -> Staged {
        let old = (!u.beta_zero).then(|| Expr::load(out.ptr.clone(), index.clone()));
        let Some(cond) = guard else {
            let v = self.let_("v", v);
            let old = old.map(|o| self.let_("o", o));
            return Staged { guard: None, index, value: v, old };
        };
        let vv = self.let_mut("v", self.type_of(&v), None);
        let ov = old.as_ref().map(|o| self.let_mut("o", self.type_of(o), None));
        let mut then = vec![Stmt::Assign(vv, v)];
        if let (Some(ov), Some(o)) = (ov, old) {
            then.push(Stmt::Assign(ov, o));
        }
        self.push(Stmt::If { cond: cond.clone(), then, otherwise: Vec::new() });
        Staged { guard: Some(cond), index, value: Expr::Var(vv), old: ov.map(Expr::Var) }
    }

    /// The stores of elements [`stage_update`](Self::stage_update) loaded, each under its guard.
    fn store_staged(&mut self, u: &Update, out: &View, staged: Vec<Staged>) {
        for st in staged {
            let store = self.block(|l| l.update_with(u, out, st.index, st.value, st.old));
            match st.guard {
                Some(cond) => self.push(Stmt::If { cond, then: store, otherwise: Vec::new() }),
                None => store.into_iter().for_each(|s| self.push(s)),
            }
        }
    }

    /// For a matrix collective (`ger`, `axpby` of matrices) on a GPU: the output's static
    /// (rows, columns) when [`gpu_2d`](Self::gpu_2d) takes it, that is when a work-item has at
    /// least two columns to take at a time ([`GpuChunks`] over the work-group's second mode);
    /// not atomic.
    fn gpu_2d_shape(&self, b: &Blas, out: &View) -> Option<(i64, i64)> {
        if self.device_kind != DeviceKind::Gpu || self.vector_gemm || b.atomic || out.shape.len() != 2 {
            return None;
        }
        let (rows, cols) = (out.shape[0].as_const()?, out.shape[1].as_const()?);
        (GpuChunks::of(cols, self.wgs.1).unroll >= 2).then_some((rows, cols))
    }

    /// `out(i, j) := α·value(i, j) + β·out(i, j)` on a GPU, for an output that
    /// [`gpu_2d_shape`](Self::gpu_2d_shape) accepted: rows over the work-group's first mode as in
    /// the plain loops, columns over its second, u columns j + k·n at a time ([`GpuChunks`]), whose
    /// loads all come before their stores (several loads in flight per work-item; the elements of
    /// a collective are not ordered).
    fn gpu_2d(&mut self, u: &Update, out: &View, (rows, cols): (i64, i64), value: &dyn Fn(&Self, Expr, Expr) -> Expr) {
        let (m, n) = self.wgs;
        let GpuChunks { unroll, chunk, rounds, exact } = GpuChunks::of(cols, n);
        let i = self.new_var("i", Ty::I64, false);
        let c = self.new_var("c", Ty::I64, false);
        let cbody = self.block(|l| {
            let ly = if n == 1 { Expr::i64(0) } else { Expr::Builtin(Builtin::LocalIdY) };
            let base = l.let_("jb", Expr::iadd(ly, Expr::imul(Expr::Var(c), Expr::i64(chunk))));
            let mut staged = Vec::new();
            for k in 0..unroll {
                let j = l.materialize("j", Expr::iadd(base.clone(), Expr::i64(k * n)));
                let index = out.offset(&[Expr::Var(i), j.clone()]);
                let v = value(l, Expr::Var(i), j.clone());
                // Past the last column: neither load nor store.
                let guard = (!exact).then(|| Expr::cmp(CmpOp::Lt, j, Expr::i64(cols)));
                staged.push(l.stage_update(u, out, index, v, guard));
            }
            l.store_staged(u, out, staged);
        });
        let columns = Stmt::For {
            var: c,
            lb: Expr::i64(0),
            ub: Expr::i64(rounds),
            step: Expr::i64(1),
            body: cbody,
            unroll: false,
        };
        self.push(Stmt::For {
            var: i,
            lb: Expr::Builtin(Builtin::LocalIdX),
            ub: Expr::i64(rows),
            step: Expr::i64(m),
            body: vec![columns],
            unroll: false,
        });
    }

    /// The vector width for an elementwise collective (`axpby.n`, `hadamard`) on a CPU device
    /// ([`Lowerer::vector_gemm`]: explicit vectors allowed): every operand of the same static
    /// shape and packed without gaps (so the operands are flat arrays of the same n elements),
    /// one float type throughout, not atomic, and n at least one vector (16 `float`s or 8
    /// `double`s: a cache line).
    fn elementwise_vectors(&self, b: &Blas, out: &View, inputs: &[&View]) -> Option<Vectors> {
        let elem = out.elem;
        let w = self.vector_width(b, elem)?;
        let n = out.shape.iter().try_fold(1i64, |acc, d| d.as_const().map(|v| acc.saturating_mul(v)))?;
        (packed_like(out, out) && inputs.iter().all(|v| packed_like(v, out)) && n >= i64::from(w))
            .then_some(Vectors { w, n })
    }

    /// `out[i] := α·value(i) + β·out[i]` for every element i of an output that
    /// [`elementwise_vectors`](Self::elementwise_vectors) accepted with width `w` (i is the flat
    /// index, the same offset in every operand): each work-item
    /// takes a contiguous run of whole vectors (`vloadN`/`vstoreN`; a CPU device runs a
    /// work-item's code as one thread, so a run streams through memory), then the last n mod w
    /// elements as one vector of each narrower width that fits, on the last work-item, and at
    /// most one single element. `value(index, width)` gives the value at an element index,
    /// as a vector of `width` elements or a scalar (width 1).
    ///
    /// With β = 0, an output nothing later in the kernel touches (`streamable`) and a launch that
    /// writes enough ([`streaming_launch`](Self::streaming_launch)), the whole vectors are stored
    /// past the caches.
    fn elementwise(
        &mut self,
        b: &Blas,
        u: &Update,
        out: &View,
        Vectors { w, n }: Vectors,
        value: &dyn Fn(Expr, u8) -> Expr,
    ) {
        let width = i64::from(w);
        let vectors = n / width;
        let (lid, count) = self.linear_id();
        let per = (vectors + count - 1) / count;
        let first = Expr::imul(lid.clone(), Expr::i64(per));
        let end = Expr::bin(BinOp::Min, Expr::iadd(first.clone(), Expr::i64(per)), Expr::i64(vectors));
        let vector_loop = |l: &mut Self, streaming: bool| {
            let v = l.new_var("v", Ty::I64, false);
            let body = l.block(|l| {
                let index = Expr::imul(Expr::Var(v), Expr::i64(width));
                let x = value(index.clone(), w);
                if streaming {
                    l.push(Stmt::StoreVec { ptr: out.ptr.clone(), index, value: u.scaled(x), streaming: true });
                } else {
                    l.update_vector(u, out, index, x, w);
                }
            });
            Stmt::For { var: v, lb: first.clone(), ub: end.clone(), step: Expr::i64(1), body, unroll: false }
        };
        // Only outputs of whole cache lines: 504 `float`s per work-group (2016 bytes) left every
        // other work-group's output misaligned, cached beside streamed ones, and `axpby.n` 56×9
        // with β = 0 ran 0.8–0.9× as fast as with cached stores alone.
        let whole_lines = n.checked_mul(out.elem.bytes() as i64).is_some_and(|b| b % CACHE_LINE == 0);
        let cond = (whole_lines && self.may_stream(b, u, out))
            .then(|| {
                let bytes = out.elem.bytes() as i64;
                self.streaming_launch(n.saturating_mul(bytes), &[(out.ptr.clone(), (width * bytes) as u32)])
            })
            .flatten();
        self.streaming_or_cached(cond, |l, streaming| {
            let stmt = vector_loop(l, streaming);
            l.push(stmt);
        });
        // The last n mod w elements: one vector of each narrower width that fits (504 floats are
        // 31 vectors of 16 and one of 8), on the last work-item; then at most one single element.
        // One element per work-item instead ran 1.6x slower on Intel's runtime (axpby.n 56x9).
        let (pieces, at) = narrower_vectors(vectors * width, n, w);
        if !pieces.is_empty() {
            let body = self.block(|l| {
                for &(offset, hw) in &pieces {
                    let x = value(Expr::i64(offset), hw);
                    l.update_vector(u, out, Expr::i64(offset), x, hw);
                }
            });
            let cond = Expr::cmp(CmpOp::Eq, lid.clone(), Expr::i64(count - 1));
            self.push(Stmt::If { cond, then: body, otherwise: Vec::new() });
        }
        if at < n {
            let i = self.new_var("i", Ty::I64, false);
            let body = self.block(|l| {
                let x = value(Expr::Var(i), 1);
                l.update(u, out, Expr::Var(i), x);
            });
            let lb = Expr::iadd(Expr::i64(at), lid);
            self.push(Stmt::For { var: i, lb, ub: Expr::i64(n), step: Expr::i64(count), body, unroll: false });
        }
    }

    /// The vector width for `axpby.t` of matrices on a CPU device: both operands with contiguous
    /// columns (stride 1), the output's static sizes multiples of the width and A's the same
    /// transposed, one float type throughout, not atomic.
    fn transpose_vectors(&self, b: &Blas, out: &View, a: &View) -> Option<Transposed> {
        if !self.transpose_edges(b, out, a) {
            return None;
        }
        let (m, n) = (out.shape.first()?.as_const()?, out.shape.get(1)?.as_const()?);
        let width = i64::from(TRANSPOSE_WIDTH);
        (a.shape.first().and_then(Expr::as_const) == Some(n)
            && a.shape.get(1).and_then(Expr::as_const) == Some(m)
            && m % width == 0
            && n % width == 0)
            .then_some(Transposed { w: TRANSPOSE_WIDTH, rows: m, cols: n })
    }

    /// Whether `axpby.t` of matrices takes whole register-transposed blocks and then its edges
    /// (`dynamic_transpose`) on a CPU device: both operands with contiguous columns, one float
    /// type throughout, not atomic, and vectors of at least the block's width (the shuffle
    /// network is for 8 × 8 blocks; every CPU vector width, 16 `float`s or 8 `double`s, has
    /// them); any sizes. [`transpose_vectors`](Self::transpose_vectors) adds static multiples of
    /// the block.
    pub(super) fn transpose_edges(&self, b: &Blas, out: &View, a: &View) -> bool {
        let unit = |v: &View| v.stride.first().and_then(Expr::as_const) == Some(1);
        self.vector_width(b, out.elem).is_some_and(|w| w >= TRANSPOSE_WIDTH)
            && a.elem == out.elem
            && out.shape.len() == 2
            && unit(out)
            && unit(a)
    }

    /// `out := α·Aᵀ + β·out` by w×w blocks in registers, on a CPU device
    /// ([`transpose_vectors`](Self::transpose_vectors) accepted width `w`): each work-item takes a
    /// contiguous run of blocks; a block is w column vectors of A (`vloadN`, contiguous), which a
    /// network of two-vector shuffles ([`transpose_network`]) turns into w column vectors of the
    /// output (`vstoreN`). The runtimes' vectorisation across work-items reads or writes one of
    /// the matrices with a stride instead. When the launch writes enough through this
    /// instruction ([`streaming_condition`](Self::streaming_condition)), the stores go past the
    /// caches: a transpose must write the output in pieces far apart, and cached stores then
    /// read every line before they overwrite it (half the triad's speed, against 0.9 streaming).
    fn transpose_blocks(&mut self, b: &Blas, u: &Update, out: &View, a: &View, plan: Transposed) {
        let cond = self.streaming_condition(b, u, out, plan);
        self.streaming_or_cached(cond, |l, streaming| l.transpose_loop(u, out, a, plan, streaming));
    }

    /// The blocks of [`transpose_blocks`](Self::transpose_blocks), with non-temporal stores when
    /// `streaming`.
    fn transpose_loop(&mut self, u: &Update, out: &View, a: &View, plan: Transposed, streaming: bool) {
        let Transposed { w, rows, cols } = plan;
        let width = i64::from(w);
        let (rows, cols) = (rows / width, cols / width);
        let (lid, count) = self.linear_id();
        let total = rows * cols;
        let per = ceil_div(total, count);
        let first = Expr::imul(lid, Expr::i64(per));
        let end = Expr::bin(BinOp::Min, Expr::iadd(first.clone(), Expr::i64(per)), Expr::i64(total));
        let blk = self.new_var("blk", Ty::I64, false);
        let body = self.block(|l| {
            let i0 = l.materialize(
                "i0",
                Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(blk), Expr::i64(rows)), Expr::i64(width)),
            );
            let j0 = l.materialize(
                "j0",
                Expr::imul(Expr::bin(BinOp::Div, Expr::Var(blk), Expr::i64(rows)), Expr::i64(width)),
            );
            l.transpose_block(u, out, a, (&i0, &j0), streaming);
        });
        self.push(Stmt::For { var: blk, lb: first, ub: end, step: Expr::i64(1), body, unroll: false });
    }

    /// One [`TRANSPOSE_WIDTH`]-square block of `out := α·Aᵀ + β·out` from out(i0, j0) on: w
    /// column vectors of A (`vloadN`), the shuffle network, w column vectors of the output
    /// (non-temporal stores when `streaming`).
    pub(super) fn transpose_block(
        &mut self,
        u: &Update,
        out: &View,
        a: &View,
        (i0, j0): (&Expr, &Expr),
        streaming: bool,
    ) {
        let w = TRANSPOSE_WIDTH;
        let width = i64::from(w);
        // out(i0 + k, j0 + jj) = A(j0 + jj, i0 + k): A's column i0 + k, rows j0 … j0 + w − 1.
        let mut vectors: Vec<Expr> = (0..width)
            .map(|k| {
                let index = a.offset(&[j0.clone(), Expr::iadd(i0.clone(), Expr::i64(k))]);
                self.let_("at", Expr::LoadVec(w, Box::new(a.ptr.clone()), Box::new(index)))
            })
            .collect();
        for stage in transpose_network() {
            vectors = stage
                .iter()
                .map(|(x, y, mask)| {
                    let e = Expr::Shuffle(Box::new(vectors[*x].clone()), Box::new(vectors[*y].clone()), mask.clone());
                    self.let_("tr", e)
                })
                .collect();
        }
        for (jj, column) in (0..width).zip(vectors) {
            let index = out.offset(&[i0.clone(), Expr::iadd(j0.clone(), Expr::i64(jj))]);
            if streaming {
                let value = u.scaled(column);
                self.push(Stmt::StoreVec { ptr: out.ptr.clone(), index, value, streaming: true });
            } else {
                self.update_vector(u, out, index, column, w);
            }
        }
    }

    /// When the stores of a transpose ([`transpose_blocks`](Self::transpose_blocks)) may go past
    /// the caches: the device has a threshold (`Device::streaming_store_bytes`), β = 0 (nothing
    /// of the output is read), the output is global memory that no later instruction of the
    /// kernel touches (`Lowerer::streamable`), and its column stride is a multiple of w (or
    /// may be, at run time). The condition, checked at run time: the launch's work-groups
    /// together write at least the threshold, and the output's address is a multiple of the
    /// vector's size, so that every block's columns are (as a non-temporal vector store needs).
    fn streaming_condition(&self, b: &Blas, u: &Update, out: &View, plan: Transposed) -> Option<Expr> {
        let width = i64::from(plan.w);
        if !self.may_stream(b, u, out) {
            return None;
        }
        let stride = out.stride.get(1)?;
        let stride_ok = match stride.as_const() {
            Some(s) if s % width != 0 => return None,
            Some(_) => None,
            None => Some(Expr::cmp(CmpOp::Eq, Expr::bin(BinOp::Rem, stride.clone(), Expr::i64(width)), Expr::i64(0))),
        };
        let bytes = out.elem.bytes() as i64;
        let cond = self.streaming_launch(
            plan.rows.saturating_mul(plan.cols).saturating_mul(bytes),
            &[(out.ptr.clone(), (width * bytes) as u32)],
        )?;
        Some(match stride_ok {
            Some(s) => Expr::bin(BinOp::And, cond, s),
            None => cond,
        })
    }

    /// Whether a BLAS instruction's vector stores to `out` may go past the caches at all: the
    /// update only writes (β = 0, not atomic), `out` is global memory, and nothing later in the
    /// kernel touches it (`streamable`). The run-time part is
    /// [`streaming_launch`](Self::streaming_launch).
    pub(crate) fn may_stream(&self, b: &Blas, u: &Update, out: &View) -> bool {
        u.overwrites()
            && matches!(type_of(&self.vars, &out.ptr), Ty::Ptr(_, Space::Global))
            && self.streamable.contains(&(b as *const Blas as usize))
    }

    /// `body(streaming)` under a run-time condition for stores past the caches: with `Some(cond)`,
    /// `if (cond)` the body with non-temporal stores `else` the body with cached ones; with `None`
    /// the cached body alone.
    pub(crate) fn streaming_or_cached(&mut self, cond: Option<Expr>, mut body: impl FnMut(&mut Self, bool)) {
        match cond {
            Some(cond) => {
                let then = self.block(|l| body(l, true));
                let otherwise = self.block(|l| body(l, false));
                self.push(Stmt::If { cond, then, otherwise });
            }
            None => body(self, false),
        }
    }

    /// The run-time condition for stores past the caches where each work-group writes
    /// `bytes_per_group` through an instruction: the device has a threshold
    /// (`Device::streaming_store_bytes`) and the launch's work-groups together write at least that
    /// much, and each address is a multiple of its byte count (a non-temporal vector store needs
    /// it). `None` when the device never streams.
    pub(crate) fn streaming_launch(&self, bytes_per_group: i64, aligned: &[(Expr, u32)]) -> Option<Expr> {
        let threshold = self.streaming_store_bytes?;
        // Each of the grid's three counts is clamped to `need` ≤ 2²⁰, so their product cannot
        // overflow (a v0.3.1 batch launch has one work-group in x and y). A threshold above
        // 2²⁰ work-groups' bytes is taken as that many work-groups.
        let need = Expr::i64(ceil_div(threshold, bytes_per_group.max(1)).clamp(1, 1 << 20));
        Some(self.launch_reaches(need, aligned))
    }

    /// [`streaming_launch`](Self::streaming_launch) for a work-group's bytes known only at run
    /// time (at least 0): the work-groups needed are computed, clamped as there.
    pub(crate) fn streaming_launch_dynamic(&mut self, bytes_per_group: Expr, aligned: &[(Expr, u32)]) -> Option<Expr> {
        if let Some(bytes) = bytes_per_group.as_const() {
            return self.streaming_launch(bytes, aligned);
        }
        let threshold = self.streaming_store_bytes?;
        let bytes = Expr::bin(BinOp::Max, bytes_per_group, Expr::i64(1));
        let need =
            Expr::bin(BinOp::Div, Expr::iadd(Expr::i64(threshold), Expr::isub(bytes.clone(), Expr::i64(1))), bytes);
        let need = Expr::min(Expr::bin(BinOp::Max, need, Expr::i64(1)), Expr::i64(1 << 20));
        let need = self.materialize("need", need);
        Some(self.launch_reaches(need, aligned))
    }

    /// Whether the launch has at least `need` (1 … 2²⁰) work-groups and every pointer of
    /// `aligned` is a multiple of its bytes.
    fn launch_reaches(&self, need: Expr, aligned: &[(Expr, u32)]) -> Expr {
        let count = |d| Expr::bin(BinOp::Min, Expr::Builtin(Builtin::GroupCountAt(d)), need.clone());
        let groups = match self.batch {
            // A work-item computes a run of the batch's entries (or of the grid's x): they count.
            Some((_, n)) => {
                Expr::imul(Expr::imul(Expr::bin(BinOp::Min, Expr::Var(n), need.clone()), count(1)), count(2))
            }
            None => Expr::imul(Expr::imul(count(0), count(1)), count(2)),
        };
        let mut cond = Expr::cmp(CmpOp::Ge, groups, need.clone());
        for (ptr, bytes) in aligned {
            cond = Expr::bin(BinOp::And, cond, Expr::Aligned(Box::new(ptr.clone()), *bytes));
        }
        cond
    }

    /// The vector width for `gemv.n`, `sum.n` (A a matrix, the output a vector) or `ger` (A the
    /// column vector x, the output a matrix) on a CPU device: A's rows contiguous (stride 1) and
    /// as many (static) as the output's, whose rows are contiguous too; one float type throughout
    /// (`x_elem`: the other input's), not atomic, and at least [`SHORTEST_VECTOR`] rows.
    fn column_vectors(&self, b: &Blas, out: &View, a: &View, x_elem: Prim) -> Option<Vectors> {
        let elem = out.elem;
        let w = self.vector_width(b, elem)?;
        let rows = out.shape.first().and_then(Expr::as_const)?;
        (a.elem == elem
            && x_elem == elem
            && out.stride.first().and_then(Expr::as_const) == Some(1)
            && a.shape.first().and_then(Expr::as_const) == Some(rows)
            && a.stride.first().and_then(Expr::as_const) == Some(1)
            && rows >= SHORTEST_VECTOR)
            .then(|| Vectors { w: Self::fit_width(w, rows), n: rows })
    }

    /// `out[i] := α·Σ_k A(i, k)·factor(k) + β·out[i]` (`factor` none: a plain sum) for every row
    /// i, on a CPU device. The whole vectors of rows are cut into blocks of
    /// [`REDUCE_ACCUMULATORS`] (the last one smaller), block b on work-item b mod count: a block
    /// keeps one accumulator per vector and walks A's columns, so each column is read as one
    /// contiguous run (times the broadcast factor, loaded once); the last rows mod w go one per
    /// work-item. A CPU runtime runs a work-group's work-items one after another, and reading
    /// columns whole is what its prefetchers stream: vectors of rows spread over the work-items
    /// read each column in pieces far apart (half the triad's speed for `sum.n` 56×56).
    fn reduce_columns(
        &mut self,
        u: &Update,
        out: &View,
        a: &View,
        Vectors { w, n: rows }: Vectors,
        k_len: Expr,
        factor: &dyn Fn(Expr) -> Option<Expr>,
    ) {
        let width = i64::from(w);
        let vectors = rows / width;
        let (lid, count) = self.linear_id();
        let elem = out.elem;
        // One block of `n` vectors of rows starting at row `base`: n accumulators, the k loop,
        // the update of the output.
        let block = |l: &mut Self, base: Expr, n: i64| {
            let row = |v: i64| Expr::iadd(base.clone(), Expr::i64(v * width));
            let accs: Vec<Var> = (0..n).map(|_| l.let_mut("acc", Ty::Vec(elem, w), Some(l.zero(elem)))).collect();
            let k = l.new_var("k", Ty::I64, false);
            let kbody = l.block(|l| {
                let f = factor(Expr::Var(k)).map(|f| l.materialize("f", f));
                for (v, &acc) in (0..n).zip(&accs) {
                    let index = a.offset(&[row(v), Expr::Var(k)]);
                    let column = Expr::LoadVec(w, Box::new(a.ptr.clone()), Box::new(index));
                    let term = match &f {
                        Some(f) => Expr::bin(BinOp::WMul, column, f.clone()),
                        None => column,
                    };
                    l.push(Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), term)));
                }
            });
            l.push(Stmt::For {
                var: k,
                lb: Expr::i64(0),
                ub: k_len.clone(),
                step: Expr::i64(1),
                body: kbody,
                unroll: false,
            });
            for (v, &acc) in (0..n).zip(&accs) {
                l.update_vector(u, out, out.offset(&[row(v)]), Expr::Var(acc), w);
            }
        };
        // Full blocks of REDUCE_ACCUMULATORS vectors (block b on work-item b mod count), then
        // the vectors left as one smaller block.
        let per = vectors.min(REDUCE_ACCUMULATORS);
        let (full, rest) = if per > 0 { (vectors / per, vectors % per) } else { (0, 0) };
        if full == 1 {
            let body = self.block(|l| block(l, Expr::i64(0), per));
            let cond = Expr::cmp(CmpOp::Eq, lid.clone(), Expr::i64(0));
            self.push(Stmt::If { cond, then: body, otherwise: Vec::new() });
        } else if full > 1 {
            let blk = self.new_var("blk", Ty::I64, false);
            let body = self.block(|l| {
                let base = l.let_("row", Expr::imul(Expr::Var(blk), Expr::i64(per * width)));
                block(l, base, per)
            });
            self.push(Stmt::For {
                var: blk,
                lb: lid.clone(),
                ub: Expr::i64(full),
                step: Expr::i64(count),
                body,
                unroll: false,
            });
        }
        if rest > 0 {
            let body = self.block(|l| block(l, Expr::i64(full * per * width), rest));
            let cond = Expr::cmp(CmpOp::Eq, lid.clone(), Expr::i64(full % count));
            self.push(Stmt::If { cond, then: body, otherwise: Vec::new() });
        }
        if rows % width != 0 {
            let i = self.new_var("i", Ty::I64, false);
            let body = self.block(|l| {
                l.reduce(u, out, Expr::Var(i), k_len.clone(), |_, k| {
                    let aik = a.at(&[Expr::Var(i), k.clone()]);
                    match factor(k) {
                        Some(f) => l_product(aik, f),
                        None => aik,
                    }
                })
            });
            let lb = Expr::iadd(Expr::i64(vectors * width), lid);
            self.push(Stmt::For { var: i, lb, ub: Expr::i64(rows), step: Expr::i64(count), body, unroll: false });
        }
    }

    /// The vector width for `sum.t` on a CPU device: A's columns contiguous (stride 1) with a
    /// static number of rows, at least [`SHORTEST_VECTOR`]; one float type throughout; not atomic.
    fn contiguous_sums(&self, b: &Blas, out: &View, a: &View) -> Option<Vectors> {
        let elem = out.elem;
        let w = self.vector_width(b, elem)?;
        let rows = a.shape.first().and_then(Expr::as_const)?;
        (a.elem == elem && a.stride.first().and_then(Expr::as_const) == Some(1) && rows >= SHORTEST_VECTOR)
            .then(|| Vectors { w: Self::fit_width(w, rows), n: rows })
    }

    /// `out(j) := α·Σ_i A(i, j)·x(i) + β·out(j)` (`x` none: a plain sum, `sum.t`; else `gemv.t`)
    /// on a CPU device ([`contiguous_sums`](Self::contiguous_sums) accepted width `w`): each
    /// work-item takes a contiguous run of whole columns (so the work-group reads A front to
    /// back), sums each as vectors (`vloadN`, times the same rows of x; up to [`UNROLLED_SUM`] of
    /// them loaded independently and added pairwise, not in one chain of dependent adds) and the
    /// vector's components, then the last rows mod w one by one.
    fn sum_columns(&mut self, u: &Update, out: &View, a: &View, x: Option<&View>, Vectors { w, n: rows }: Vectors) {
        let width = i64::from(w);
        let vectors = rows / width;
        let elem = out.elem;
        let cols = self.nth(&out.shape, 0, "size");
        let (lid, count) = self.linear_id();
        let per = self.materialize(
            "per",
            Expr::bin(BinOp::Div, Expr::iadd(cols.clone(), Expr::i64(count - 1)), Expr::i64(count)),
        );
        let first = self.let_("first", Expr::imul(lid, per.clone()));
        let end = Expr::bin(BinOp::Min, Expr::iadd(first.clone(), per), cols);
        let jv = self.new_var("j", Ty::I64, false);
        let j = Expr::Var(jv);
        let body = self.block(|l| {
            // Rows v·w … v·w + w − 1 of column j, times those of x.
            let column = |v: Expr| {
                let row = Expr::imul(v, Expr::i64(width));
                let index = a.offset(&[row.clone(), j.clone()]);
                let col = Expr::LoadVec(w, Box::new(a.ptr.clone()), Box::new(index));
                match x {
                    Some(x) => {
                        let xs = Expr::LoadVec(w, Box::new(x.ptr.clone()), Box::new(x.offset(&[row])));
                        Expr::bin(BinOp::WMul, col, xs)
                    }
                    None => col,
                }
            };
            let acc = if vectors <= UNROLLED_SUM {
                let mut terms: Vec<Expr> = (0..vectors).map(|v| l.let_("col", column(Expr::i64(v)))).collect();
                while terms.len() > 1 {
                    let mut next = Vec::with_capacity(terms.len().div_ceil(2));
                    let mut it = terms.into_iter();
                    while let Some(x) = it.next() {
                        next.push(match it.next() {
                            Some(y) => Expr::bin(BinOp::WAdd, x, y),
                            None => x,
                        });
                    }
                    terms = next;
                }
                match terms.pop() {
                    Some(t) => l.let_("acc", t),
                    None => l.zero(elem),
                }
            } else {
                let acc = l.let_mut("acc", Ty::Vec(elem, w), Some(l.zero(elem)));
                let v = l.new_var("v", Ty::I64, false);
                let body = l.block(|l| {
                    let column = column(Expr::Var(v));
                    l.push(Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), column)));
                });
                l.push(Stmt::For {
                    var: v,
                    lb: Expr::i64(0),
                    ub: Expr::i64(vectors),
                    step: Expr::i64(1),
                    body,
                    unroll: false,
                });
                Expr::Var(acc)
            };
            let sum = l.let_mut("sum", Ty::Prim(elem), Some(Expr::HSum(Box::new(acc))));
            for i in vectors * width..rows {
                let aij = a.at(&[Expr::i64(i), j.clone()]);
                let term = match x {
                    Some(x) => Expr::bin(BinOp::WMul, aij, x.at(&[Expr::i64(i)])),
                    None => aij,
                };
                l.accumulate(sum, term);
            }
            let index = out.offset(std::slice::from_ref(&j));
            l.update(u, out, index, Expr::Var(sum));
        });
        self.push(Stmt::For { var: jv, lb: first, ub: end, step: Expr::i64(1), body, unroll: false });
    }

    /// `C(i, j) := α·x(i)·y(j) + β·C(i, j)` on a CPU device ([`column_vectors`](Self::column_vectors)
    /// accepted width `w`): the (column, vector of rows) pairs are split into contiguous runs
    /// over the work-items, each a `vloadN` of x times the broadcast y(j) into a column of C; the
    /// last rows mod w of every column go one per work-item.
    fn ger_columns(&mut self, u: &Update, out: &View, x: &View, y: &View, Vectors { w, n: rows }: Vectors) {
        let cols = self.nth(&out.shape, 1, "size");
        let width = i64::from(w);
        let vectors = rows / width;
        let (lid, count) = self.linear_id();
        // Pairs q = j·vectors + v, as many as vectors·cols (cols may be dynamic).
        let pairs = Expr::imul(Expr::i64(vectors), cols.clone());
        let per =
            self.let_("per", Expr::bin(BinOp::Div, Expr::iadd(pairs.clone(), Expr::i64(count - 1)), Expr::i64(count)));
        let first = self.let_("first", Expr::imul(lid.clone(), per.clone()));
        let end = Expr::bin(BinOp::Min, Expr::iadd(first.clone(), per), pairs);
        let q = self.new_var("q", Ty::I64, false);
        let body = self.block(|l| {
            let j = l.let_("j", Expr::bin(BinOp::Div, Expr::Var(q), Expr::i64(vectors)));
            let row =
                l.let_("row", Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(q), Expr::i64(vectors)), Expr::i64(width)));
            let column = Expr::LoadVec(w, Box::new(x.ptr.clone()), Box::new(x.offset(std::slice::from_ref(&row))));
            let value = Expr::bin(BinOp::WMul, column, y.at(std::slice::from_ref(&j)));
            l.update_vector(u, out, out.offset(&[row, j]), value, w);
        });
        self.push(Stmt::For { var: q, lb: first, ub: end, step: Expr::i64(1), body, unroll: false });
        let left = rows % width;
        if left != 0 {
            // Pairs r = j·left + (i − vectors·w) of the remaining rows.
            let r = self.new_var("r", Ty::I64, false);
            let body = self.block(|l| {
                let j = l.let_("j", Expr::bin(BinOp::Div, Expr::Var(r), Expr::i64(left)));
                let i = l.let_(
                    "i",
                    Expr::iadd(Expr::bin(BinOp::Rem, Expr::Var(r), Expr::i64(left)), Expr::i64(vectors * width)),
                );
                let p = l.product(x.at(std::slice::from_ref(&i)), y.at(std::slice::from_ref(&j)));
                l.update(u, out, out.offset(&[i, j]), p);
            });
            let ub = Expr::imul(Expr::i64(left), cols);
            self.push(Stmt::For { var: r, lb: lid, ub, step: Expr::i64(count), body, unroll: false });
        }
    }

    /// out[i] := α·Σ_k term(k) + β·out[i], accumulating in out's element type.
    fn reduce(&mut self, u: &Update, out: &View, i: Expr, len: Expr, term: impl FnOnce(&mut Self, Expr) -> Expr) {
        let acc = self.let_mut("acc", Ty::Prim(out.elem), Some(self.zero(out.elem)));
        let k = self.new_var("k", Ty::I64, false);
        let body = self.block(|l| {
            let t = term(l, Expr::Var(k));
            l.accumulate(acc, t);
        });
        self.push(Stmt::For { var: k, lb: Expr::i64(0), ub: len, step: Expr::i64(1), body, unroll: false });
        let index = if out.shape.is_empty() { Expr::i64(0) } else { out.offset(&[i]) };
        self.update(u, out, index, Expr::Var(acc));
    }

    pub fn zero(&self, p: Prim) -> Expr {
        Expr::zero(p)
    }
}

/// `a·b` of two values of one float type (the CPU paths require one type throughout).
fn l_product(a: Expr, b: Expr) -> Expr {
    Expr::bin(BinOp::WMul, a, b)
}

/// The elements [from, end), fewer than `w`, as one vector of each narrower width that fits (at
/// least 2; 12 floats after the last vector of 16: 8 and 4): the (first element, width) of
/// each, and the first element left after them (at most one).
pub(crate) fn narrower_vectors(from: i64, end: i64, w: u8) -> (Vec<(i64, u8)>, i64) {
    let mut at = from;
    let mut pieces = Vec::new();
    let mut hw = w / 2;
    while hw >= 2 {
        if end - at >= i64::from(hw) {
            pieces.push((at, hw));
            at += i64::from(hw);
        }
        hw /= 2;
    }
    (pieces, at)
}

/// Bytes of the transpose tile of A's elements ([`Lowerer::gpu_transpose`]).
fn tile_bytes(a: &View) -> u64 {
    (TILE * (TILE + 1)) as u64 * a.elem.bytes()
}

/// Whether `v` has `out`'s element type and static shape and is packed without gaps
/// (column-major: stride 1, then each the product of the sizes before it), so that element i of
/// the flattened output is at offset i of `v`.
fn packed_like(v: &View, out: &View) -> bool {
    let mut next = 1i64;
    v.elem == out.elem
        && v.shape.len() == out.shape.len()
        && v.shape.iter().zip(&out.shape).all(|(a, b)| a.as_const().is_some() && a.as_const() == b.as_const())
        && v.shape.iter().zip(&v.stride).all(|(size, stride)| {
            let ok = stride.as_const() == Some(next);
            next = next.saturating_mul(size.as_const().unwrap_or(0));
            ok
        })
}

#[cfg(test)]
mod tests {
    use super::{Lowerer, transpose_network};

    #[test]
    fn the_shuffle_network_transposes_8_by_8() {
        // Vector k holds the elements (k, 0), …, (k, 7); after the network vector c must hold
        // (0, c), …, (7, c).
        let mut vectors: Vec<Vec<(usize, usize)>> = (0..8).map(|k| (0..8).map(|j| (k, j)).collect()).collect();
        for stage in transpose_network() {
            vectors = stage
                .iter()
                .map(|(x, y, mask)| {
                    let both: Vec<_> = vectors[*x].iter().chain(&vectors[*y]).copied().collect();
                    mask.iter().map(|&m| both[usize::from(m)]).collect()
                })
                .collect();
        }
        for (c, v) in vectors.iter().enumerate() {
            assert_eq!(*v, (0..8).map(|i| (i, c)).collect::<Vec<_>>(), "column {c}");
        }
    }

    #[test]
    fn the_width_covers_the_rows_in_the_fewest_operations() {
        // (device width, rows, chosen): whole vectors plus leftover rows; ties go to the wider.
        for (w, rows, want) in
            [(16, 56, 8), (16, 64, 16), (16, 37, 16), (16, 28, 8), (16, 20, 16), (8, 20, 4), (8, 56, 8), (8, 9, 8)]
        {
            assert_eq!(Lowerer::fit_width(w, rows), want, "width {w}, {rows} rows");
        }
    }
}

//! The collectives of CPU devices on run-time sizes (`tinyc_frontend::device::cpu_dynamic_vectors`
//! says when): a program written for any shape (`memref<f32x?x?>`) gets the explicit vectors
//! that the static lowerings build from known sizes. A run of contiguous elements of unknown
//! length is covered by blocks of full vectors and then by one piece of each power of two below
//! the block that the length left holds ([`Lowerer::dynamic_run`]): no vector reads or writes
//! past the run, and every element is computed once. Work is split into contiguous runs per
//! work-item (a CPU runtime runs a work-group's work-items one after another, and its
//! prefetchers stream what one reads front to back).
//!
//! The work-item tiles these replace ran at 0.16–0.46× the triad on PoCL where the same ops on
//! static sizes ran at 0.6–1.4× (docs/performance.md).

use tinyc_frontend::ast::{Blas, BlasOp, Transpose};

use super::blas::{TRANSPOSE_WIDTH, Update};
use super::{Lowerer, View};
use crate::ir::*;

/// What [`Lowerer::dynamic_run`] calls per block or piece: its first element and its vectors,
/// (offset from it, width).
type RunBody<'l, 'b> = dyn FnMut(&mut Lowerer<'l>, Expr, &[(i64, u8)]) + 'b;

/// Full vectors per block of a run (the rows of one block of `sum.n`/`gemv.n` accumulate in
/// this many vectors at once while walking A's columns).
const RUN_VECTORS: i64 = 4;

impl<'l> Lowerer<'l> {
    /// Lowers `b` with run-time-sized vectors; `false` (nothing emitted) when an operand is not
    /// laid out for it (its first mode not contiguous).
    pub(super) fn blas_dynamic(&mut self, b: &Blas, u: &Update, out: &View) -> bool {
        let inputs: Vec<View> = b.inputs.iter().map(|i| self.view(i)).collect();
        let unit = |v: &View| v.shape.is_empty() || v.stride.first().and_then(Expr::as_const) == Some(1);
        if !unit(out) || !inputs.iter().all(unit) {
            return false;
        }
        let Some(w) = self.vector_width(b, out.elem) else { return false };
        let order = out.shape.len();
        match (b.op, inputs.as_slice()) {
            (BlasOp::Axpby(_), [a]) if order == 1 || (order == 2 && b.op == BlasOp::Axpby(Transpose::N)) => {
                self.dynamic_elementwise(u, out, w, &|i, j, pw| load(a, i, j, pw));
            }
            (BlasOp::Axpby(Transpose::T), [a]) if order == 2 && self.transpose_edges(b, out, a) => {
                self.dynamic_transpose(b, u, out, a);
            }
            (BlasOp::Hadamard, [a, c]) if (1..=2).contains(&order) => {
                self.dynamic_elementwise(u, out, w, &|i, j, pw| {
                    Expr::bin(BinOp::WMul, load(a, i.clone(), j.clone(), pw), load(c, i, j, pw))
                });
            }
            (BlasOp::Ger, [x, y]) if order == 2 => {
                self.dynamic_columns(out, |l, j| {
                    let yj = l.materialize("yj", y.at(std::slice::from_ref(&j)));
                    l.dynamic_run(Expr::i64(0), out.shape[0].clone(), w, 1, &mut |l, base, vectors| {
                        for (i, pw) in at(&base, vectors) {
                            let value = Expr::bin(BinOp::WMul, load(x, i.clone(), None, pw), yj.clone());
                            l.update_vector(u, out, out.offset(&[i, j.clone()]), value, pw);
                        }
                    });
                });
            }
            (BlasOp::Sum(Transpose::N), [a]) if order == 1 => self.dynamic_row_sums(u, out, a, None, w),
            (BlasOp::Gemv(Transpose::N), [a, x]) if order == 1 => self.dynamic_row_sums(u, out, a, Some(x), w),
            (BlasOp::Sum(Transpose::T), [a]) if order == 1 => self.dynamic_column_sums(u, out, a, None, w),
            (BlasOp::Gemv(Transpose::T), [a, x]) if order == 1 => self.dynamic_column_sums(u, out, a, Some(x), w),
            _ => return false,
        }
        true
    }

    /// Covers elements `start …` `start + len − 1` of a contiguous run: blocks of `per` vectors
    /// of width `w` while they fit, then one piece of each power of two below the block that
    /// `len` mod the block holds, largest first. `body(first, vectors)` emits a block or a piece,
    /// given as its first element and its vectors: (offset, width), a scalar where the width is
    /// 1 (the chunks the vector GEMM's blocks take).
    pub(super) fn dynamic_run(&mut self, start: Expr, len: Expr, w: u8, per: i64, body: &mut RunBody<'l, '_>) {
        let width = i64::from(w);
        let block = width * per;
        let len = self.materialize("len", len);
        let full =
            self.materialize("full", Expr::isub(len.clone(), Expr::bin(BinOp::Rem, len.clone(), Expr::i64(block))));
        let r = self.new_var("r", Ty::I64, false);
        let loop_body = self.block(|l| {
            let row = l.materialize("row", Expr::iadd(start.clone(), Expr::Var(r)));
            let vectors: Vec<(i64, u8)> = (0..per).map(|v| (v * width, w)).collect();
            body(l, row, &vectors);
        });
        self.push(Stmt::For {
            var: r,
            lb: Expr::i64(0),
            ub: full.clone(),
            step: Expr::i64(block),
            body: loop_body,
            unroll: false,
        });
        let left = self.materialize("left", Expr::isub(len, full.clone()));
        self.dynamic_pieces(Expr::iadd(start, full), left, block, &mut |l, at, piece| {
            body(l, at, &piece_vectors(piece, w))
        });
    }

    /// The `left` (< `block`) elements from `start` as one piece per power of two below `block`
    /// that `left` holds, largest first, each run where that bit is set: `body(first, size)`.
    pub(super) fn dynamic_pieces(
        &mut self,
        start: Expr,
        left: Expr,
        block: i64,
        body: &mut dyn FnMut(&mut Self, Expr, i64),
    ) {
        if block <= 1 {
            return;
        }
        let at = self.let_mut("at", Ty::I64, Some(start));
        let mut piece = 1i64 << (63 - (block - 1).leading_zeros());
        while piece >= 1 {
            let then = self.block(|l| {
                body(l, Expr::Var(at), piece);
                if piece > 1 {
                    l.push(Stmt::Assign(at, Expr::iadd(Expr::Var(at), Expr::i64(piece))));
                }
            });
            self.push(Stmt::If { cond: has_bit(&left, piece), then, otherwise: Vec::new() });
            piece /= 2;
        }
    }

    /// This work-item's contiguous run of `0 … n − 1` (n split into equal runs over the
    /// work-group, rounded up to multiples of `align`): (first, length ≥ 0).
    pub(super) fn work_item_run(&mut self, n: Expr, align: i64) -> (Expr, Expr) {
        let (lid, count) = self.linear_id();
        let per = Expr::bin(BinOp::Div, Expr::iadd(n.clone(), Expr::i64(count * align - 1)), Expr::i64(count * align));
        let per = self.materialize("per", Expr::imul(per, Expr::i64(align)));
        let first = self.materialize("first", Expr::imul(lid, per.clone()));
        let end = Expr::bin(BinOp::Min, Expr::iadd(first.clone(), per), n);
        // Work-items past the end get an empty run (not a negative length, whose low bits
        // `dynamic_run` would read as pieces).
        let len = self.materialize("run", Expr::bin(BinOp::Max, Expr::isub(end, first.clone()), Expr::i64(0)));
        (first, len)
    }

    /// `out := α·Aᵀ + β·out` (`axpby.t` of matrices, on run-time sizes or static ones that are
    /// not multiples of the block): the whole blocks of [`TRANSPOSE_WIDTH`] ×
    /// [`TRANSPOSE_WIDTH`] through registers as on static sizes (`transpose_block`; each
    /// work-item a contiguous run of blocks, first mode fastest), then the rows below the last
    /// whole block (every column) and the columns right of it (the blocks' rows) one element at
    /// a time, each work-item a run of columns (rows) in a loop nest (`edge_loops`; one flat
    /// index split by a division per element ran 12× below a C loop at 3 × 100). The blocks' stores go past the caches where a launch
    /// writes enough, as on static sizes (`streaming_condition`, here with the work-group's bytes
    /// computed at run time).
    pub(super) fn dynamic_transpose(&mut self, b: &Blas, u: &Update, out: &View, a: &View) {
        let width = i64::from(TRANSPOSE_WIDTH);
        let (m, n) = (self.nth(&out.shape, 0, "size"), self.nth(&out.shape, 1, "size"));
        let whole = |l: &mut Self, len: &Expr, hint: &str| {
            l.materialize(hint, Expr::isub(len.clone(), Expr::bin(BinOp::Rem, len.clone(), Expr::i64(width))))
        };
        let (m8, n8) = (whole(self, &m, "mw"), whole(self, &n, "nw"));
        let row_blocks = self.materialize("rb", Expr::bin(BinOp::Div, m8.clone(), Expr::i64(width)));
        let blocks = Expr::imul(row_blocks.clone(), Expr::bin(BinOp::Div, n8.clone(), Expr::i64(width)));
        let (first, len) = self.work_item_run(blocks, 1);
        let ub = Expr::iadd(first.clone(), len);
        let cond = self.dynamic_streaming(b, u, out);
        self.streaming_or_cached(cond, |l, streaming| {
            let blk = l.new_var("blk", Ty::I64, false);
            let body = l.block(|l| {
                let i0 = l.materialize(
                    "i0",
                    Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(blk), row_blocks.clone()), Expr::i64(width)),
                );
                let j0 = l.materialize(
                    "j0",
                    Expr::imul(Expr::bin(BinOp::Div, Expr::Var(blk), row_blocks.clone()), Expr::i64(width)),
                );
                l.transpose_block(u, out, a, (&i0, &j0), streaming);
            });
            l.push(Stmt::For { var: blk, lb: first.clone(), ub: ub.clone(), step: Expr::i64(1), body, unroll: false });
        });
        // The edges, without a division per element: rows m8 … m − 1 of every column (each
        // work-item a run of the columns; along a row, A is contiguous), then columns n8 … n − 1
        // of rows 0 … m8 − 1 (each work-item a run of the rows; the output's column is).
        let (first, len) = self.work_item_run(n.clone(), 1);
        self.edge_loops(u, out, a, (m8.clone(), m), (first, len), true);
        let (first, len) = self.work_item_run(m8, 1);
        self.edge_loops(u, out, a, (n8, n), (first, len), false);
    }

    /// `out(i, j) := α·A(j, i) + β·out(i, j)` over `outer` = [from, to) of one mode (the rows
    /// when `rows_outer`, else the columns) and this work-item's `run` = (first, length) of the
    /// other, in a loop nest with the run inside.
    fn edge_loops(
        &mut self,
        u: &Update,
        out: &View,
        a: &View,
        outer: (Expr, Expr),
        run: (Expr, Expr),
        rows_outer: bool,
    ) {
        let (x, y) = (self.new_var("ex", Ty::I64, false), self.new_var("ey", Ty::I64, false));
        let inner = self.block(|l| {
            let (i, j) = if rows_outer { (Expr::Var(x), Expr::Var(y)) } else { (Expr::Var(y), Expr::Var(x)) };
            let v = a.at(&[j.clone(), i.clone()]);
            l.update(u, out, out.offset(&[i, j]), v);
        });
        let (first, len) = run;
        let body = vec![Stmt::For {
            var: y,
            lb: first.clone(),
            ub: Expr::iadd(first, len),
            step: Expr::i64(1),
            body: inner,
            unroll: false,
        }];
        self.push(Stmt::For { var: x, lb: outer.0, ub: outer.1, step: Expr::i64(1), body, unroll: false });
    }

    /// When the blocks of [`dynamic_transpose`](Self::dynamic_transpose) may store past the
    /// caches: as `streaming_condition` on static sizes (β = 0, the output streamable, its
    /// column stride a multiple of the block and its address of the vector's), with the bytes a
    /// work-group writes, M·N times the element's, known at run time.
    fn dynamic_streaming(&mut self, b: &Blas, u: &Update, out: &View) -> Option<Expr> {
        if !self.may_stream(b, u, out) {
            return None;
        }
        let width = i64::from(TRANSPOSE_WIDTH);
        let bytes = out.elem.bytes() as i64;
        let stride = out.stride.get(1)?.clone();
        let stride_ok = match stride.as_const() {
            Some(s) if s % width != 0 => return None,
            Some(_) => None,
            None => Some(Expr::cmp(CmpOp::Eq, Expr::bin(BinOp::Rem, stride, Expr::i64(width)), Expr::i64(0))),
        };
        let (m, n) = (out.shape.first()?.clone(), out.shape.get(1)?.clone());
        let written = Expr::imul(Expr::imul(m, n), Expr::i64(bytes));
        let cond = self.streaming_launch_dynamic(written, &[(out.ptr.clone(), (width * bytes) as u32)])?;
        Some(match stride_ok {
            Some(s) => Expr::bin(BinOp::And, cond, s),
            None => cond,
        })
    }

    /// `body(j)` for each column j of `out` in this work-item's contiguous run of columns.
    fn dynamic_columns(&mut self, out: &View, mut body: impl FnMut(&mut Self, Expr)) {
        let cols = self.nth(&out.shape, 1, "size");
        let (first, len) = self.work_item_run(cols, 1);
        let j = self.new_var("j", Ty::I64, false);
        let ub = Expr::iadd(first.clone(), len);
        let loop_body = self.block(|l| body(l, Expr::Var(j)));
        self.push(Stmt::For { var: j, lb: first, ub, step: Expr::i64(1), body: loop_body, unroll: false });
    }

    /// `out := α·value + β·out` elementwise: a vector is one run (split over the work-items), a
    /// matrix one run per column (the columns split over the work-items).
    fn dynamic_elementwise(&mut self, u: &Update, out: &View, w: u8, value: &dyn Fn(Expr, Option<Expr>, u8) -> Expr) {
        if out.shape.len() == 1 {
            let n = out.shape[0].clone();
            let (first, len) = self.work_item_run(n, i64::from(w));
            return self.dynamic_run(first, len, w, 1, &mut |l, base, vectors| {
                for (i, pw) in at(&base, vectors) {
                    let v = value(i.clone(), None, pw);
                    l.update_vector(u, out, out.offset(&[i]), v, pw);
                }
            });
        }
        self.dynamic_columns(out, |l, j| {
            l.dynamic_run(Expr::i64(0), out.shape[0].clone(), w, 1, &mut |l, base, vectors| {
                for (i, pw) in at(&base, vectors) {
                    let v = value(i.clone(), Some(j.clone()), pw);
                    l.update_vector(u, out, out.offset(&[i, j.clone()]), v, pw);
                }
            });
        });
    }

    /// `out(i) := α·Σ_k A(i, k)·x(k) + β·out(i)` (`x` none: `sum.n`): this work-item's run of
    /// rows in blocks of [`RUN_VECTORS`] vectors, each walking A's columns with one accumulator
    /// per vector.
    fn dynamic_row_sums(&mut self, u: &Update, out: &View, a: &View, x: Option<&View>, w: u8) {
        let rows = out.shape[0].clone();
        let k_len = self.nth(&a.shape, 1, "size");
        let width = i64::from(w);
        let block = RUN_VECTORS * width;
        // Runs of whole blocks: a block reads each column of A as one contiguous piece.
        let (first, len) = self.work_item_run(rows, block);
        let elem = out.elem;
        // Vectors (first row, width, condition) summed over one walk of A's columns; a vector
        // with a condition is read and stored only where it holds.
        let walk = |l: &mut Self, vectors: &[(Expr, u8, Option<Expr>)]| {
            let accs: Vec<Var> = vectors
                .iter()
                .map(|&(_, pw, _)| {
                    let ty = if pw == 1 { Ty::Prim(elem) } else { Ty::Vec(elem, pw) };
                    l.let_mut("acc", ty, Some(Expr::zero(elem)))
                })
                .collect();
            let guarded = |l: &mut Self, cond: &Option<Expr>, stmts: Vec<Stmt>| match cond {
                Some(c) => l.push(Stmt::If { cond: c.clone(), then: stmts, otherwise: Vec::new() }),
                None => stmts.into_iter().for_each(|s| l.push(s)),
            };
            let k = l.new_var("k", Ty::I64, false);
            let kbody = l.block(|l| {
                let f = x.map(|x| l.materialize("f", x.at(&[Expr::Var(k)])));
                for ((i, pw, cond), &acc) in vectors.iter().zip(&accs) {
                    let column = load(a, i.clone(), Some(Expr::Var(k)), *pw);
                    let term = match &f {
                        Some(f) => Expr::bin(BinOp::WMul, column, f.clone()),
                        None => column,
                    };
                    let add = vec![Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), term))];
                    guarded(l, cond, add);
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
            for ((i, pw, cond), &acc) in vectors.iter().zip(&accs) {
                let store =
                    l.block(|l| l.update_vector(u, out, out.offset(std::slice::from_ref(i)), Expr::Var(acc), *pw));
                guarded(l, cond, store);
            }
        };
        let len = self.materialize("len", len);
        let full =
            self.materialize("full", Expr::isub(len.clone(), Expr::bin(BinOp::Rem, len.clone(), Expr::i64(block))));
        let r = self.new_var("r", Ty::I64, false);
        let body = self.block(|l| {
            let row = l.materialize("row", Expr::iadd(first.clone(), Expr::Var(r)));
            let vectors: Vec<_> =
                (0..RUN_VECTORS).map(|v| (Expr::iadd(row.clone(), Expr::i64(v * width)), w, None)).collect();
            walk(l, &vectors)
        });
        self.push(Stmt::For {
            var: r,
            lb: Expr::i64(0),
            ub: full.clone(),
            step: Expr::i64(block),
            body,
            unroll: false,
        });
        // The rows left: one piece per power of two below the block, all in one more walk, each
        // where the count left has its bit; a piece starts after the higher bits' pieces.
        let left = self.materialize("left", Expr::isub(len, full.clone()));
        let base = self.materialize("base", Expr::iadd(first, full));
        let mut vectors = Vec::new();
        let mut piece = block / 2;
        while piece >= 1 {
            let start = Expr::iadd(base.clone(), Expr::bin(BinOp::And, left.clone(), Expr::i64(!(2 * piece - 1))));
            let start = self.materialize("at", start);
            let cond = has_bit(&left, piece);
            for (offset, pw) in piece_vectors(piece, w) {
                vectors.push((Expr::iadd(start.clone(), Expr::i64(offset)), pw, Some(cond.clone())));
            }
            piece /= 2;
        }
        let tail = self.block(|l| walk(l, &vectors));
        let cond = Expr::cmp(CmpOp::Ne, left, Expr::i64(0));
        self.push(Stmt::If { cond, then: tail, otherwise: Vec::new() });
    }

    /// `out(j) := α·Σ_i A(i, j)·x(i) + β·out(j)` (`x` none: `sum.t`): this work-item's run of
    /// columns, each summed as vectors and the pieces left, then across the vector.
    fn dynamic_column_sums(&mut self, u: &Update, out: &View, a: &View, x: Option<&View>, w: u8) {
        let rows = self.nth(&a.shape, 0, "size");
        let cols = out.shape[0].clone();
        let elem = out.elem;
        let (first, len) = self.work_item_run(cols, 1);
        let j = self.new_var("j", Ty::I64, false);
        let ub = Expr::iadd(first.clone(), len);
        let body = self.block(|l| {
            let j = Expr::Var(j);
            // Full vectors add up lane by lane; the pieces and then the lanes go into the sum.
            let lanes = l.let_mut("lanes", Ty::Vec(elem, w), Some(Expr::zero(elem)));
            let sum = l.let_mut("sum", Ty::Prim(elem), Some(Expr::zero(elem)));
            l.dynamic_run(Expr::i64(0), rows.clone(), w, 1, &mut |l, base, vectors| {
                for (i, pw) in at(&base, vectors) {
                    let column = load(a, i.clone(), Some(j.clone()), pw);
                    let term = match x {
                        Some(x) => Expr::bin(BinOp::WMul, column, load(x, i, None, pw)),
                        None => column,
                    };
                    let (acc, term) = match pw {
                        _ if pw == w => (lanes, term),
                        1 => (sum, term),
                        _ => (sum, Expr::HSum(Box::new(term))),
                    };
                    l.push(Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), term)));
                }
            });
            let total = Expr::bin(BinOp::WAdd, Expr::Var(sum), Expr::HSum(Box::new(Expr::Var(lanes))));
            l.update(u, out, out.offset(&[j]), total);
        });
        self.push(Stmt::For { var: j, lb: first, ub, step: Expr::i64(1), body, unroll: false });
    }
}

/// The vectors of a piece of `piece` (a power of two) elements, (offset, width): whole vectors of
/// width `w`, or one narrower vector.
fn piece_vectors(piece: i64, w: u8) -> Vec<(i64, u8)> {
    let (count, pw) = if piece >= i64::from(w) { (piece / i64::from(w), w) } else { (1, piece as u8) };
    (0..count).map(|v| (v * i64::from(pw), pw)).collect()
}

/// `left & bit != 0`.
fn has_bit(left: &Expr, bit: i64) -> Expr {
    Expr::cmp(CmpOp::Ne, Expr::bin(BinOp::And, left.clone(), Expr::i64(bit)), Expr::i64(0))
}

/// The first element and the width of each vector of a block or piece of [`Lowerer::dynamic_run`].
fn at(base: &Expr, vectors: &[(i64, u8)]) -> Vec<(Expr, u8)> {
    vectors.iter().map(|&(offset, pw)| (Expr::iadd(base.clone(), Expr::i64(offset)), pw)).collect()
}

/// `pw` contiguous elements of `v` from (i, j) (a vector when j is none), as one vector
/// (`vloadN`) or a scalar.
fn load(v: &View, i: Expr, j: Option<Expr>, pw: u8) -> Expr {
    let index = match j {
        Some(j) => v.offset(&[i, j]),
        None => v.offset(&[i]),
    };
    if pw == 1 { Expr::load(v.ptr.clone(), index) } else { Expr::LoadVec(pw, Box::new(v.ptr.clone()), Box::new(index)) }
}

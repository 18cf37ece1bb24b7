//! `gemm`: C := α·op(A)·op(B) + β·C with register tiling and, where it pays, op(A) tiles
//! staged in local memory.
//!
//! The work-group (m × n work-items) computes C in macro tiles of (m·RM) × (n·RN). Work-item
//! (x, y) owns rows i0 + x + m·r (r < RM) and columns j0 + y + n·c (c < RN) of each tile, keeps
//! RM·RN accumulators in registers and walks K once per tile: per k it loads RM elements of op(A)
//! (consecutive work-items read consecutive rows, so the loads coalesce / vectorise) and RN
//! elements of op(B) (the same for all x, a broadcast). Rows and columns past the edge of C read
//! the last valid row/column (so no load is out of bounds) and skip the store. Static sizes pick
//! RM and RN so that tiles cover C with as little waste as possible, drop the edge handling when
//! the tiles divide C, and unroll static loops within a code-size budget.
//!
//! **Staging.** Consecutive rows of op(A) are consecutive in memory when A is not transposed and
//! packed (stride 1 along its first mode), the usual case. When they are not (`gemm.t.*` on a
//! column-major A, or a row-major view), the row loads above become strided: uncoalesced on a
//! GPU, gathers on a CPU. The work-group then first copies a block of op(A) (all rows of the
//! macro tile, KB columns of K) into local memory, reading along A's contiguous k mode, and the
//! work-items take their rows from there, consecutive again. The whole K is staged at once when
//! it fits (then one copy serves every column tile); otherwise K is walked in blocks of KB.
//! Barriers before and after each copy keep the buffer consistent. The buffer lies above the
//! `alloca` stack. Only GPUs stage: on a CPU OpenCL device (PoCL) local memory is ordinary memory
//! behind extra copies and barriers, and `tinyc-bench gemm --transpose tn` measured staging 1.5×
//! to 6× slower than the strided loads there (docs/performance.md). CPU devices instead copy the
//! whole op(A) of a small `gemm.t.*` transposed, in 8 × 8 register blocks, and take the
//! explicit-vector GEMM below (`Lowerer::transpose_a`).

use tinyc_frontend::ast::{Blas, Transpose};
use tinyc_frontend::check::DeviceKind;
use tinyc_frontend::device::{
    CPU_SERIAL_TRANSPOSE_BYTES, CPU_TRANSPOSE_BYTES, cpu_serial_gemm, cpu_vector_gemm, cpu_vector_gemm_form,
    cpu_vector_gemm_transposed,
};
use tinyc_frontend::types::ceil_div;

use super::blas::{TRANSPOSE_WIDTH, Update};
use super::{Lowerer, View};
use crate::ir::*;

/// Largest register tile per work-item.
const MAX_RM: i64 = 4;
const MAX_RN: i64 = 8;
/// Static loops are unrolled while the unrolled tile code stays below this many multiply-adds
/// per work-item: straight-line code lets implicit vectorisation across work-items (PoCL and
/// other CPU OpenCL drivers) work, which a remaining inner loop prevents.
const UNROLL_BUDGET: i64 = 16384;
/// Largest staging buffer for op(A), and the local memory the buffer and the `alloca` stack may
/// take together (32 KiB is the least an OpenCL full-profile device offers).
const STAGING_BYTES: u64 = 16 * 1024;
const LOCAL_LIMIT: u64 = 32 * 1024;
/// Largest K-block when K does not fit whole, and the smallest worth the barriers.
const MAX_KB: i64 = 32;
const MIN_KB: i64 = 4;
/// The explicit-vector GEMM stores C past the caches only below this many flops per byte of
/// A, B and C (`Lowerer::vector_streaming`): the memory-bound DG shapes (56×9×9 at 2.1 in f32,
/// 35×9×35 at 3.0, 9×56×56 at 3.4, 16³ at 2.7) gained 5–70 % on both runtimes, while 32³ (5.3)
/// and up, bound by the FMA units, gained nothing and lost 3–7 % in some runs on Intel's runtime
/// (docs/performance.md).
const STREAMING_FLOPS_PER_BYTE: i64 = 4;

/// Full-width vector accumulators of the explicit-vector GEMM per row and column block (AVX-512
/// has 32 registers). Up to VECTOR_ROW_BLOCK rows are one row block; more rows are walked in
/// blocks of VECTOR_ROW_BLOCKS full-width vectors (docs/performance.md: for f64 64×64 one block
/// of 64 rows and 2 columns measured 35–47% faster than two of 32 rows and 4 columns, for f64
/// 128×128 blocks of 32 rows 5–10% faster than blocks of 64).
const VECTOR_ACCUMULATORS: i64 = 16;
const VECTOR_ROW_BLOCK: i64 = 64;
const VECTOR_ROW_BLOCKS: i64 = 4;
/// Full-width vectors per row block of a vector GEMM with a dynamic M
/// ([`Lowerer::gemm_vector`]).
const VECTOR_DYNAMIC_ROW_BLOCKS: i64 = 2;
/// The vector GEMM's k loop is unrolled up to this many vector multiply-adds: it measured faster
/// unrolled at 9×56×56 (784) and 16×16×16, slower at 64×64×64 (1024) on both CPU runtimes.
const VECTOR_UNROLL_BUDGET: i64 = 800;
/// ... and only for K up to this many, or for fewer than [`VECTOR_UNROLL_NARROW`] rows: unrolled,
/// K = 35 and 56 with three or more vectors per column ran at half the speed of the loop on both
/// CPU runtimes (35×9×35, 56×9×56, f64 56³), while 16³, 32³, 56×9×9 and 9×56×56 gain from it
/// (column blocks that may pass N unroll only up to [`VECTOR_UNROLL_SHORT_K`]).
const VECTOR_UNROLL_MAX_K: i64 = 32;
/// See [`VECTOR_UNROLL_MAX_K`].
const VECTOR_UNROLL_NARROW: i64 = 16;
/// A column block that may pass N unrolls its k loop only up to this K
/// ([`Lowerer::gemm_vector`]).
const VECTOR_UNROLL_SHORT_K: i64 = 9;
/// Copies of at most this many elements per work-item are unrolled.
const COPY_UNROLL: i64 = 32;

/// Where op(A)'s tiles are read from while computing.
#[derive(Clone, Copy, Debug)]
struct Staging {
    /// Byte offset of the buffer in the work-group stack.
    offset: u64,
    /// Columns of op(A) per copy.
    kb: i64,
    /// The whole K fits: one copy per row tile.
    whole: bool,
    /// KB divides K (always when whole): no block is partial.
    exact_k: bool,
}

/// The shape of one `gemm`'s code.
struct Plan {
    rm: i64,
    rn: i64,
    tm: i64,
    tn: i64,
    exact_m: bool,
    exact_n: bool,
    unroll: bool,
    staging: Option<Staging>,
}

/// What a macro tile's code needs to know about the operands.
pub(super) struct Operands<'v> {
    pub a: &'v View,
    pub b: &'v View,
    pub c: &'v View,
    pub u: &'v Update,
    ta: Transpose,
    tb: Transpose,
    pub m_len: Expr,
    pub n_len: Expr,
    pub k_len: Expr,
}

impl Operands<'_> {
    /// Element (i, p) of op(A).
    pub fn op_a(&self, i: Expr, p: Expr) -> Expr {
        if self.ta == Transpose::T { self.a.at(&[p, i]) } else { self.a.at(&[i, p]) }
    }

    /// Element (p, j) of op(B).
    pub fn op_b(&self, p: Expr, j: Expr) -> Expr {
        if self.tb == Transpose::T { self.b.at(&[j, p]) } else { self.b.at(&[p, j]) }
    }

    /// The strides of op(A) along i and along k.
    pub fn op_a_strides(&self) -> (&Expr, &Expr) {
        let s = &self.a.stride;
        if self.ta == Transpose::T { (&s[1], &s[0]) } else { (&s[0], &s[1]) }
    }

    /// The strides of op(B) along k and along j.
    pub fn op_b_strides(&self) -> (&Expr, &Expr) {
        let s = &self.b.stride;
        if self.tb == Transpose::T { (&s[1], &s[0]) } else { (&s[0], &s[1]) }
    }
}

impl Lowerer<'_> {
    pub fn gemm(&mut self, b: &Blas, u: &Update, ta: Transpose, tb: Transpose) {
        let (Some(a), Some(bm)) = (b.inputs.first().map(|i| self.view(i)), b.inputs.get(1).map(|i| self.view(i)))
        else {
            return;
        };
        let c = self.view(&b.out);
        if c.shape.len() < 2 || a.shape.len() < 2 {
            return;
        }
        let (m_len, n_len) = (c.shape[0].clone(), c.shape[1].clone());
        let k_len = if ta == Transpose::T { a.shape[0].clone() } else { a.shape[1].clone() };
        if m_len.as_const() == Some(0) || n_len.as_const() == Some(0) {
            return;
        }
        if self.gemm_as_gemv(b, u, (&a, &bm, &c), ta, tb) {
            return;
        }
        let ops = Operands { a: &a, b: &bm, c: &c, u, ta, tb, m_len, n_len, k_len };
        // One work-item (an `element_serial` kernel) has only the explicit vectors to fill the
        // vector units: it takes them at every size.
        let serial = self.wgs == (1, 1) && cpu_vector_gemm_form(b);
        if self.vector_gemm && (cpu_vector_gemm(b) || serial) {
            return self.gemm_vector(b, &ops);
        }
        // A `gemm.t.*`: op(A) copied transposed (by the work-group, between barriers, or by the
        // one work-item of an `element_serial` kernel), then the explicit vectors.
        let one = self.wgs == (1, 1);
        if self.vector_gemm
            && ta == Transpose::T
            && (if one { cpu_serial_gemm(b) } else { cpu_vector_gemm_transposed(b) })
            && let Some(packed) = self.transpose_a(&ops, !one)
        {
            let ops = Operands { a: &packed, ta: Transpose::N, ..ops };
            return self.gemm_vector(b, &ops);
        }
        if let Some(shape) = self.mma_shape(&ops) {
            return self.gemm_mma(&ops, shape);
        }
        if self.simt_staging && self.gemm_simt_staged(&ops) {
            return;
        }
        let plan = self.gemm_plan(&ops);
        let Plan { tm, tn, unroll, staging, .. } = plan;
        let i0 =
            if ops.m_len.as_const().is_some_and(|v| v <= tm) { None } else { Some(self.new_var("i0", Ty::I64, false)) };
        let j0 =
            if ops.n_len.as_const().is_some_and(|v| v <= tn) { None } else { Some(self.new_var("j0", Ty::I64, false)) };
        let i0e = i0.map(Expr::Var).unwrap_or(Expr::i64(0));
        let j0e = j0.map(Expr::Var).unwrap_or(Expr::i64(0));

        let mut body = self.block(|l| l.gemm_tile(&ops, &plan, &i0e, &j0e));
        if let Some(j0) = j0 {
            body =
                vec![Stmt::For { var: j0, lb: Expr::i64(0), ub: ops.n_len.clone(), step: Expr::i64(tn), body, unroll }];
        }
        if let Some(st) = staging.filter(|s| s.whole) {
            // One copy of the row tile's whole op(A) serves every column tile.
            let copy = self.block(|l| l.stage_a(&ops, &plan, st, &i0e, &Expr::i64(0)));
            body = copy.into_iter().chain(body).collect();
        }
        if let Some(i0) = i0 {
            body =
                vec![Stmt::For { var: i0, lb: Expr::i64(0), ub: ops.m_len.clone(), step: Expr::i64(tm), body, unroll }];
        }
        for s in body {
            self.push(s);
        }
    }

    fn gemm_plan(&mut self, ops: &Operands) -> Plan {
        let (m, n) = self.wgs;
        let rm = ops.m_len.as_const().map(|v| ceil_div(v, m).clamp(1, MAX_RM)).unwrap_or(1);
        let rn = ops.n_len.as_const().map(|v| ceil_div(v, n).clamp(1, MAX_RN)).unwrap_or(4);
        let (tm, tn) = (m * rm, n * rn);
        let tiles = match (ops.m_len.as_const(), ops.n_len.as_const()) {
            (Some(a), Some(b)) => Some(ceil_div(a, tm).saturating_mul(ceil_div(b, tn))),
            _ => None,
        };
        let unroll = match (tiles, ops.k_len.as_const()) {
            (Some(t), Some(k)) => t.saturating_mul(k).saturating_mul(rm * rn) <= UNROLL_BUDGET,
            _ => false,
        };
        Plan {
            rm,
            rn,
            tm,
            tn,
            exact_m: ops.m_len.as_const().is_some_and(|v| v % tm == 0),
            exact_n: ops.n_len.as_const().is_some_and(|v| v % tn == 0),
            unroll,
            staging: self.a_staging(ops, tm),
        }
    }

    /// op(A) of a `gemm.t.*` (A stored K×M) copied into local memory as a packed M×K matrix, read
    /// along A's contiguous K and written with stride M, so that the vector GEMM loads its
    /// columns; the view of the copy. By the one work-item of an element-serial kernel
    /// (`cpu_serial_gemm`), or with `shared` by the work-group, the work-items taking every
    /// count-th block and edge row, between barriers (`cpu_vector_gemm_transposed`). The buffer lies
    /// above the `alloca` stack (every such GEMM of the kernel reuses it). `None` when M or K is
    /// not static or the copy does not fit beside the stack in 32 KiB.
    fn transpose_a(&mut self, ops: &Operands, shared: bool) -> Option<View> {
        let (m, k) = (ops.m_len.as_const()?, ops.k_len.as_const()?);
        let elem = ops.a.elem;
        let bytes = (m.checked_mul(k)? as u64).checked_mul(elem.bytes())?;
        let offset = self.mem.stack_bytes.div_ceil(64) * 64;
        let most = if shared { CPU_TRANSPOSE_BYTES } else { CPU_SERIAL_TRANSPOSE_BYTES };
        if bytes > most || offset + bytes > LOCAL_LIMIT {
            return None;
        }
        self.staging_end = self.staging_end.max(offset + bytes);
        let packed = View {
            ptr: Expr::Local { offset, elem },
            elem,
            shape: vec![Expr::i64(m), Expr::i64(k)],
            stride: vec![Expr::i64(1), Expr::i64(m)],
        };
        if shared {
            // Nobody may still read an earlier GEMM's copy.
            self.push(Stmt::Barrier { local: true, global: false });
        }
        let (lid, count) = if shared { self.linear_id() } else { (Expr::i64(0), 1) };
        // Whole 8 × 8 blocks transposed in registers where A's columns are contiguous (eight
        // `vload8` along K, a network of shuffles, eight `vstore8`), the edges element by
        // element: a copy one element at a time cost f32 32³ more than the product.
        let w = i64::from(TRANSPOSE_WIDTH);
        let unit = ops.a.stride.first().and_then(Expr::as_const) == Some(1);
        let (mb, kb) = if unit { (m / w, k / w) } else { (0, 0) };
        if mb * kb > 0 {
            let copy = Update::copy(elem);
            let blk = self.new_var("blk", Ty::I64, false);
            let body = self.block(|l| {
                let i0 =
                    l.materialize("i0", Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(blk), Expr::i64(mb)), Expr::i64(w)));
                let p0 =
                    l.materialize("p0", Expr::imul(Expr::bin(BinOp::Div, Expr::Var(blk), Expr::i64(mb)), Expr::i64(w)));
                l.transpose_block(&copy, &packed, ops.a, (&i0, &p0), false);
            });
            let (lb, ub, step) = (lid.clone(), Expr::i64(mb * kb), Expr::i64(count));
            self.push(Stmt::For { var: blk, lb, ub, step, body, unroll: false });
        }
        // Rows past the blocks (all of K), then the blocks' rows past their columns.
        for (rows, cols) in [((mb * w, m), (0, k)), ((0, mb * w), (kb * w, k))] {
            if rows.0 >= rows.1 || cols.0 >= cols.1 {
                continue;
            }
            let (i, p) = (self.new_var("i", Ty::I64, false), self.new_var("p", Ty::I64, false));
            let inner = self.block(|l| {
                let value = ops.op_a(Expr::Var(i), Expr::Var(p));
                let index = packed.offset(&[Expr::Var(i), Expr::Var(p)]);
                l.push(Stmt::Store { ptr: packed.ptr.clone(), index, value });
            });
            let (lb, ub) = (Expr::i64(cols.0), Expr::i64(cols.1));
            let body = vec![Stmt::For { var: p, lb, ub, step: Expr::i64(1), body: inner, unroll: false }];
            let lb = Expr::iadd(Expr::i64(rows.0), lid.clone());
            self.push(Stmt::For { var: i, lb, ub: Expr::i64(rows.1), step: Expr::i64(count), body, unroll: false });
        }
        if shared {
            self.push(Stmt::Barrier { local: true, global: false });
        }
        Some(packed)
    }

    /// Whether (and how) op(A) is staged in local memory; reserves the buffer.
    fn a_staging(&mut self, ops: &Operands, tm: i64) -> Option<Staging> {
        let row_stride = if ops.ta == Transpose::T { &ops.a.stride[1] } else { &ops.a.stride[0] };
        if self.device_kind != DeviceKind::Gpu
            || row_stride.as_const() == Some(1)
            || ops.n_len.as_const().is_some_and(|n| n < 2)
            || ops.k_len.as_const() == Some(0)
        {
            return None;
        }
        let offset = self.mem.stack_bytes.div_ceil(64) * 64;
        let room = LOCAL_LIMIT.saturating_sub(offset).min(STAGING_BYTES);
        let max_kb = i64::try_from(room / (tm as u64 * ops.a.elem.bytes())).unwrap_or(0);
        let (kb, whole) = match ops.k_len.as_const() {
            Some(k) if k <= max_kb => (k, true),
            _ => {
                let kb = max_kb.min(MAX_KB);
                if kb < MIN_KB {
                    return None;
                }
                // A power of two: the copy's division and remainder become shifts and masks.
                (1 << (63 - kb.leading_zeros()), false)
            }
        };
        let bytes = (tm * kb) as u64 * ops.a.elem.bytes();
        self.staging_end = self.staging_end.max(offset + bytes);
        let exact_k = whole || ops.k_len.as_const().is_some_and(|k| k % kb == 0);
        Some(Staging { offset, kb, whole, exact_k })
    }

    /// The buffer holding op(A)'s block: element (row r of the tile, column p of the block) is at
    /// r + tm·p.
    fn staging_buffer(ops: &Operands, st: Staging) -> Expr {
        Expr::Local { offset: st.offset, elem: ops.a.elem }
    }

    /// Copies rows i0 … i0+tm−1, columns k0 … k0+KB−1 of op(A) to the staging buffer, between
    /// barriers. Consecutive work-items read consecutive columns (A's contiguous mode); rows and
    /// columns past the edge read the last valid one, so nothing is read out of bounds.
    fn stage_a(&mut self, ops: &Operands, plan: &Plan, st: Staging, i0: &Expr, k0: &Expr) {
        let (lid, threads) = self.linear_id();
        let total = plan.tm * st.kb;
        let trips = ceil_div(total, threads);
        let buffer = Self::staging_buffer(ops, st);
        self.push(Stmt::Barrier { local: true, global: false });
        let t = self.new_var("t", Ty::I64, false);
        let copy = self.block(|l| {
            let idx = l.materialize("idx", Expr::iadd(lid.clone(), Expr::imul(Expr::Var(t), Expr::i64(threads))));
            let body = l.block(|l| {
                let p_l = l.materialize("pl", Expr::bin(BinOp::Rem, idx.clone(), Expr::i64(st.kb)));
                let i_l = l.materialize("il", Expr::bin(BinOp::Div, idx.clone(), Expr::i64(st.kb)));
                let i = Expr::iadd(i0.clone(), i_l.clone());
                let i = if plan.exact_m { i } else { Expr::min(i, Expr::isub(ops.m_len.clone(), Expr::i64(1))) };
                let p = Expr::iadd(k0.clone(), p_l.clone());
                let p = if st.exact_k { p } else { Expr::min(p, Expr::isub(ops.k_len.clone(), Expr::i64(1))) };
                let value = ops.op_a(i, p);
                let index = Expr::iadd(i_l, Expr::imul(p_l, Expr::i64(plan.tm)));
                l.push(Stmt::Store { ptr: buffer.clone(), index, value });
            });
            if total % threads == 0 {
                body.into_iter().for_each(|s| l.push(s));
            } else {
                let cond = Expr::cmp(CmpOp::Lt, idx.clone(), Expr::i64(total));
                l.push(Stmt::If { cond, then: body, otherwise: Vec::new() });
            }
        });
        let unroll = trips <= COPY_UNROLL;
        self.push(Stmt::For { var: t, lb: Expr::i64(0), ub: Expr::i64(trips), step: Expr::i64(1), body: copy, unroll });
        self.push(Stmt::Barrier { local: true, global: false });
    }

    /// One macro tile at (i0, j0): accumulators, the k loop (with its copies when op(A) is
    /// staged block by block), the update of C.
    fn gemm_tile(&mut self, ops: &Operands, plan: &Plan, i0: &Expr, j0: &Expr) {
        let (m, n) = self.wgs;
        let Plan { rm, rn, exact_m, exact_n, unroll, staging, .. } = *plan;
        let x = Expr::Builtin(Builtin::LocalIdX);
        let y = if n == 1 { Expr::i64(0) } else { Expr::Builtin(Builtin::LocalIdY) };
        let base_i = Expr::iadd(i0.clone(), x.clone());
        let base_j = Expr::iadd(j0.clone(), y);
        // Rows: (global index, index to read A at). Staged rows are read at x + m·r in the buffer.
        let mut rows = Vec::new();
        for r in 0..rm {
            let i = self.materialize("i", Expr::iadd(base_i.clone(), Expr::i64(m * r)));
            let ia = if staging.is_some() {
                Expr::iadd(x.clone(), Expr::i64(m * r))
            } else if exact_m {
                i.clone()
            } else {
                Expr::min(i.clone(), Expr::isub(ops.m_len.clone(), Expr::i64(1)))
            };
            let ia = self.materialize("ia", ia);
            rows.push((i, ia));
        }
        let cols: Vec<(Expr, Expr)> =
            (0..rn).map(|c_| self.column(ops, Expr::iadd(base_j.clone(), Expr::i64(n * c_)), exact_n)).collect();
        let zero = self.zero(ops.c.elem);
        let accs: Vec<Vec<Var>> = (0..rm)
            .map(|r| {
                (0..rn).map(|q| self.let_mut(&format!("c{r}{q}"), Ty::Prim(ops.c.elem), Some(zero.clone()))).collect()
            })
            .collect();

        // The k loop over [0, len) of a block starting at k0 (K itself when not blocked).
        let k_loop = |l: &mut Self, k0: Option<&Expr>, len: Expr| {
            let k = l.new_var("k", Ty::I64, false);
            let kbody = l.block(|l| {
                let kg = match k0 {
                    Some(k0) => l.materialize("kg", Expr::iadd(k0.clone(), Expr::Var(k))),
                    None => Expr::Var(k),
                };
                let av: Vec<Expr> = rows
                    .iter()
                    .enumerate()
                    .map(|(r, (_, ia))| {
                        let e = match staging {
                            Some(st) => Expr::load(
                                Self::staging_buffer(ops, st),
                                Expr::iadd(ia.clone(), Expr::imul(Expr::Var(k), Expr::i64(plan.tm))),
                            ),
                            None => ops.op_a(ia.clone(), kg.clone()),
                        };
                        l.let_(&format!("a{r}"), e)
                    })
                    .collect();
                let bv: Vec<Expr> = cols
                    .iter()
                    .enumerate()
                    .map(|(q, (_, jb))| {
                        let e = ops.op_b(kg.clone(), jb.clone());
                        l.let_(&format!("b{q}"), e)
                    })
                    .collect();
                for (r, ar) in av.iter().enumerate() {
                    for (q, bq) in bv.iter().enumerate() {
                        let p = l.product(ar.clone(), bq.clone());
                        l.accumulate(accs[r][q], p);
                    }
                }
            });
            l.push(Stmt::For { var: k, lb: Expr::i64(0), ub: len, step: Expr::i64(1), body: kbody, unroll });
        };
        match staging {
            Some(st) if !st.whole => {
                let k0 = self.new_var("k0", Ty::I64, false);
                let block = self.block(|l| {
                    l.stage_a(ops, plan, st, i0, &Expr::Var(k0));
                    let len = if st.exact_k {
                        Expr::i64(st.kb)
                    } else {
                        let rest = Expr::isub(ops.k_len.clone(), Expr::Var(k0));
                        l.materialize("kn", Expr::min(Expr::i64(st.kb), rest))
                    };
                    k_loop(l, Some(&Expr::Var(k0)), len);
                });
                self.push(Stmt::For {
                    var: k0,
                    lb: Expr::i64(0),
                    ub: ops.k_len.clone(),
                    step: Expr::i64(st.kb),
                    body: block,
                    unroll: false,
                });
            }
            _ => k_loop(self, None, ops.k_len.clone()),
        }

        for (r, (i, _)) in rows.iter().enumerate() {
            let row = self.block(|l| {
                for (q, (j, _)) in cols.iter().enumerate() {
                    let store = l.block(|l| {
                        let idx = ops.c.offset(&[i.clone(), j.clone()]);
                        l.update(ops.u, ops.c, idx, Expr::Var(accs[r][q]));
                    });
                    l.push_below(exact_n, j, &ops.n_len, store);
                }
            });
            self.push_below(exact_m, i, &ops.m_len, row);
        }
    }

    /// Column `j` of C and the column op(B) is read at for it: `j` itself, or the last column
    /// when `j` may be past N (`exact`: the tiles divide N, it never is).
    fn column(&mut self, ops: &Operands, j: Expr, exact: bool) -> (Expr, Expr) {
        let j = self.materialize("j", j);
        let jb = if exact { j.clone() } else { Expr::min(j.clone(), Expr::isub(ops.n_len.clone(), Expr::i64(1))) };
        let jb = self.materialize("jb", jb);
        (j, jb)
    }

    /// Pushes `stmts`, run only where `index < len` unless `inside` says it always is.
    pub(super) fn push_below(&mut self, inside: bool, index: &Expr, len: &Expr, stmts: Vec<Stmt>) {
        if inside {
            stmts.into_iter().for_each(|s| self.push(s));
        } else {
            let cond = Expr::cmp(CmpOp::Lt, index.clone(), len.clone());
            self.push(Stmt::If { cond, then: stmts, otherwise: Vec::new() });
        }
    }

    /// The explicit-vector GEMM of CPU devices (`tinyc_frontend::device::cpu_vector_gemm` says
    /// when): the work-items share the columns of C, a block of `cb` adjacent columns at a time
    /// (work-item w takes columns w·cb, w·cb + 1, … and then the next block count·cb further).
    /// Up to 64 rows are one row block; more are walked in blocks of four full-width vectors (64
    /// `float`s, 32 `double`s), the last block smaller; a row block of a column block is held as vectors
    /// covering its rows (widths 16, 8, 4, 3, 2, 1; `double` up to 8; complex 8, 4, 2, 1, `c64`
    /// up to 4, each element two interleaved reals). Per k each vector of A's
    /// column is loaded once (`vloadN`) and multiplied with the column block's elements of
    /// op(B), which broadcast. Block columns past N read the last column and skip the store.
    /// The k loop is unrolled within the code budget where the column block never passes N or K
    /// is short.
    ///
    /// A dynamic M is walked in row blocks of [`VECTOR_DYNAMIC_ROW_BLOCKS`] full-width vectors,
    /// and the rows left (M mod the block) in at most one block of each power of two below it,
    /// each run where that bit of the remainder is set: every row is computed once, with no
    /// vector past M. A dynamic N is shared out in column blocks as wide as the accumulators
    /// allow, then the columns left (N mod the width) in one block of each power of two below
    /// it, all on the work-item whose turn the next block would be: every column is computed
    /// once.
    ///
    /// With β = 0 and a C that nothing later in the kernel touches (`streamable`), C's columns
    /// are stored past the caches when the launch writes enough and C's address allows
    /// ([`vector_streaming`](Self::vector_streaming)): for the memory-bound DG shapes a cached
    /// store reads each line of C before overwriting it.
    fn gemm_vector(&mut self, b: &Blas, ops: &Operands) {
        // α and β of a narrower type (`1.0 : f32` into an f64 C) scale vectors of C's type.
        let u = self.update_in(ops.u, ops.c.elem);
        let ops =
            &Operands { u: &u, m_len: ops.m_len.clone(), n_len: ops.n_len.clone(), k_len: ops.k_len.clone(), ..*ops };
        let (m, n) = (ops.m_len.as_const(), ops.n_len.as_const());
        // A complex vector of w elements is 2w interleaved reals (OpenCL C has widths 2 … 16).
        let widest: i64 = match ops.c.elem {
            Prim::F64 | Prim::C32 => 8,
            Prim::C64 => 4,
            _ => 16,
        };
        let complex = ops.c.elem.is_complex();
        let chunks_of = |rows: i64| vector_chunks(rows, widest, complex);
        // Up to 64 rows in one block; beyond, blocks of four full-width vectors.
        let rb = match m {
            Some(m) if m <= VECTOR_ROW_BLOCK => m,
            Some(_) => VECTOR_ROW_BLOCKS * widest,
            None => VECTOR_DYNAMIC_ROW_BLOCKS * widest,
        };
        let (full, rest) = m.map_or((0, 0), |m| (m / rb, m % rb));
        let (chunks, rest_chunks) = (chunks_of(rb), chunks_of(rest));
        let stream = match (m, n) {
            (Some(m), Some(n)) => self.vector_streaming(b, ops, m, n, widest),
            _ => None,
        };
        let (lid, count) = self.linear_id();
        let max_cb = (VECTOR_ACCUMULATORS / chunks.len() as i64).max(1);
        let unroll_for = |cb: i64| {
            ops.k_len.as_const().is_some_and(|k| {
                k.saturating_mul(cb * chunks.len() as i64) <= VECTOR_UNROLL_BUDGET
                    && (k <= VECTOR_UNROLL_MAX_K || m.is_some_and(|m| m < VECTOR_UNROLL_NARROW))
            })
        };
        // All columns of C in blocks of `cb` from column `j0`; `exact`: none is past N.
        let column_block = |l: &mut Self, j0: Expr, cb: i64, exact: bool| {
            // A block that may pass N (it reads op(B) at clamped columns, `min(j, N − 1)`)
            // unrolls only a short k loop: unrolled, PoCL computed its columns one after the
            // other, each a chain of dependent multiply-adds, with A's vectors spilled to the
            // stack (f32 23³: 69 GF/s unrolled, 132 as a loop; Intel's runtime 75 and 131),
            // while f64 56×9×9 ran 10-20% faster unrolled on PoCL.
            let short = ops.k_len.as_const().is_some_and(|k| k <= VECTOR_UNROLL_SHORT_K);
            let unroll = (exact || short) && unroll_for(cb);
            let cols: Vec<(Expr, Expr)> =
                (0..cb).map(|t| l.column(ops, Expr::iadd(j0.clone(), Expr::i64(t)), exact)).collect();
            if m.is_none() {
                // Row blocks of `rb`, then one block per power of two of the rows left.
                let len = ops.m_len.clone();
                return l.dynamic_run(Expr::i64(0), len, widest as u8, rb / widest, &mut |l, i0, chunks| {
                    let chunks: Vec<(i64, u8, u8)> = chunks.iter().map(|&(i, w)| (i, w, 0)).collect();
                    l.gemm_vector_block(ops, &i0, &chunks, &cols, unroll, exact, None)
                });
            }
            if full == 1 {
                l.gemm_vector_block(ops, &Expr::i64(0), &chunks, &cols, unroll, exact, stream.as_ref());
            } else {
                let i0 = l.new_var("i0", Ty::I64, false);
                let block = l.block(|l| {
                    l.gemm_vector_block(ops, &Expr::Var(i0), &chunks, &cols, unroll, exact, stream.as_ref())
                });
                let ub = Expr::i64(full * rb);
                l.push(Stmt::For { var: i0, lb: Expr::i64(0), ub, step: Expr::i64(rb), body: block, unroll: false });
            }
            if rest > 0 {
                l.gemm_vector_block(ops, &Expr::i64(full * rb), &rest_chunks, &cols, unroll, exact, stream.as_ref());
            }
        };
        let j0 = self.new_var("j0", Ty::I64, false);
        let Some(n) = n else {
            // Blocks as wide as the accumulators allow, shared out as below; the columns left
            // (N mod the width) in one block of each power of two below it, all taken by the
            // work-item whose turn the next block would be.
            let cb = max_cb;
            let n_len = ops.n_len.clone();
            let n_full =
                self.materialize("nfull", Expr::isub(n_len.clone(), Expr::bin(BinOp::Rem, n_len, Expr::i64(cb))));
            let body = self.block(|l| column_block(l, Expr::Var(j0), cb, true));
            let lb = self.materialize("jl", Expr::imul(lid.clone(), Expr::i64(cb)));
            let (ub, step) = (n_full.clone(), Expr::i64(count * cb));
            self.push(Stmt::For { var: j0, lb, ub, step, body, unroll: false });
            if cb == 1 {
                return;
            }
            let left = self.block(|l| {
                let left = l.materialize("nleft", Expr::isub(ops.n_len.clone(), n_full.clone()));
                l.dynamic_pieces(n_full.clone(), left, cb, &mut |l, col, w| column_block(l, col, w, true));
            });
            if count == 1 {
                left.into_iter().for_each(|s| self.push(s));
            } else {
                let turn = Expr::bin(BinOp::Rem, Expr::bin(BinOp::Div, n_full, Expr::i64(cb)), Expr::i64(count));
                let cond = Expr::cmp(CmpOp::Eq, lid, turn);
                self.push(Stmt::If { cond, then: left, otherwise: Vec::new() });
            }
            return;
        };
        if count == 1 {
            // One work-item takes every column (an `element_serial` kernel): blocks of equal
            // width as wide as the accumulators allow (9 columns of 2 vectors: 5 + 4, not 8 and
            // a second block of 8 for the last column), the last narrower block exact too, so no
            // column is computed twice.
            // Narrower blocks where that keeps the k loop unrolled (f32 9×56×56 ran several
            // times faster unrolled with 7 columns than as a loop with 8).
            let unrolled_cb = ops.k_len.as_const().map_or(max_cb, |k| {
                let fit = VECTOR_UNROLL_BUDGET / (k.max(1) * chunks.len() as i64);
                if fit >= 1 && unroll_for(fit.min(max_cb)) { fit.min(max_cb) } else { max_cb }
            });
            let cb = ceil_div(n, ceil_div(n, unrolled_cb));
            let (blocks, left) = (n / cb, n % cb);
            if blocks == 1 {
                column_block(self, Expr::i64(0), cb, true);
            } else {
                let body = self.block(|l| column_block(l, Expr::Var(j0), cb, true));
                let ub = Expr::i64(blocks * cb);
                self.push(Stmt::For { var: j0, lb: Expr::i64(0), ub, step: Expr::i64(cb), body, unroll: false });
            }
            if left > 0 {
                column_block(self, Expr::i64(blocks * cb), left, true);
            }
            return;
        }
        let cb = ceil_div(n, count).clamp(1, max_cb);
        let exact = n % (count * cb) == 0;
        let body = self.block(|l| column_block(l, Expr::Var(j0), cb, exact));
        let lb = self.materialize("jl", Expr::imul(lid, Expr::i64(cb)));
        self.push(Stmt::For { var: j0, lb, ub: Expr::i64(n), step: Expr::i64(count * cb), body, unroll: false });
    }

    /// Whether C's stores of the vector GEMM may go past the caches, and how: `Some((flag, q))`,
    /// `flag` a `bool` variable set before the column loop to the run-time condition
    /// ([`streaming_launch`](Self::streaming_launch): the launch writes enough, C's address a
    /// multiple of q elements), q the piece width of the non-temporal stores: the widest power of
    /// two of at least 16 bytes, up to the widest vector, that divides C's (static) column
    /// stride, so that every piece at a row that is a multiple of q is aligned. Real C only,
    /// β = 0, not atomic, global, nothing later in the kernel touches it (`streamable`), and
    /// memory-bound: under [`STREAMING_FLOPS_PER_BYTE`] flops per byte of A, B and C.
    fn vector_streaming(&mut self, b: &Blas, ops: &Operands, m: i64, n: i64, widest: i64) -> Option<(Expr, u8)> {
        let elem = ops.c.elem;
        if elem.is_complex() || !self.may_stream(b, ops.u, ops.c) {
            return None;
        }
        let bytes = elem.bytes() as i64;
        let k = ops.k_len.as_const()?;
        let moved = m
            .saturating_mul(k)
            .saturating_add(k.saturating_mul(n))
            .saturating_add(m.saturating_mul(n))
            .saturating_mul(bytes);
        if m.saturating_mul(n).saturating_mul(k).saturating_mul(2) >= STREAMING_FLOPS_PER_BYTE.saturating_mul(moved) {
            return None;
        }
        let ld = ops.c.stride.get(1)?.as_const()?;
        let q = [16i64, 8, 4, 2].into_iter().find(|&q| q <= widest && q * bytes >= 16 && ld % q == 0 && m >= q)?;
        let cond = self
            .streaming_launch(m.saturating_mul(n).saturating_mul(bytes), &[(ops.c.ptr.clone(), (q * bytes) as u32)])?;
        Some((self.materialize("stream", cond), q as u8))
    }

    /// The update of C's rows i0 + `row` … + `lanes` − 1 in column `j` from the lanes
    /// `first` … of the vector `acc`, in pieces as wide as the vector GEMM's (8 + 4 + 3 for 15).
    #[allow(clippy::too_many_arguments)]
    fn update_lanes(&mut self, ops: &Operands, i0: &Expr, row: i64, j: &Expr, acc: &Expr, first: u8, lanes: u8) {
        for (at, w) in widths_covering(0, i64::from(lanes), i64::from(lanes), REAL_WIDTHS) {
            let from = first + at as u8;
            let part = Expr::Shuffle(Box::new(acc.clone()), Box::new(acc.clone()), (from..from + w).collect());
            let index = ops.c.offset(&[Expr::iadd(i0.clone(), Expr::i64(row + at)), j.clone()]);
            self.update_vector(ops.u, ops.c, index, part, w);
        }
    }

    /// One row block (rows i0 + the chunks' rows) of one column block (`cols`: each column and
    /// the column its elements of op(B) are read from) of the vector GEMM: accumulators, the k
    /// loop, the update of C; with `stream` ([`vector_streaming`](Self::vector_streaming)), the
    /// chunks at rows that are multiples of q and as wide go past the caches in pieces of q when
    /// the flag is set.
    #[allow(clippy::too_many_arguments)]
    fn gemm_vector_block(
        &mut self,
        ops: &Operands,
        i0: &Expr,
        chunks: &[(i64, u8, u8)],
        cols: &[(Expr, Expr)],
        unroll: bool,
        exact: bool,
        stream: Option<&(Expr, u8)>,
    ) {
        let elem = ops.c.elem;
        // Each product is computed in join(A, B) (v0.3.1's rule; C's type in v0.4,
        // `compute_floor`): A and B convert to it as they are loaded (element by element for a
        // vector), and where it is narrower than C's type (f32 A and B, f64 C) the product
        // converts to C's type before the sum. (Widening A and B to C's type and rounding the
        // exact product back to f32 gave the same bits with two more conversions per product.)
        let product = self.join(ops.a.elem, ops.b.elem);
        let ty = |w: u8| if w == 1 { Ty::Prim(elem) } else { Ty::Vec(elem, w) };
        // A complex vector starts from a real zero in every lane.
        let zero = |w: u8| if w > 1 && elem.is_complex() { Expr::zero(elem.component()) } else { Expr::zero(elem) };
        let accs: Vec<Vec<Var>> = chunks
            .iter()
            .enumerate()
            .map(|(r, &(_, w, _))| {
                (0..cols.len()).map(|t| self.let_mut(&format!("c{r}{t}"), ty(w), Some(zero(w)))).collect()
            })
            .collect();
        let k = self.new_var("k", Ty::I64, false);
        let kbody = self.block(|l| {
            let av: Vec<Expr> = chunks
                .iter()
                .enumerate()
                .map(|(r, &(i, w, _))| {
                    let index = ops.a.offset(&[Expr::iadd(i0.clone(), Expr::i64(i)), Expr::Var(k)]);
                    let e = if w == 1 {
                        Expr::load(ops.a.ptr.clone(), index)
                    } else {
                        Expr::LoadVec(w, Box::new(ops.a.ptr.clone()), Box::new(index))
                    };
                    let e = if ops.a.elem == product { e } else { Expr::Cast(product, Box::new(e)) };
                    l.let_(&format!("a{r}"), e)
                })
                .collect();
            let bv: Vec<Expr> = cols
                .iter()
                .enumerate()
                .map(|(t, (_, jb))| {
                    let e = ops.op_b(Expr::Var(k), jb.clone());
                    let e = if ops.b.elem == product { e } else { Expr::Cast(product, Box::new(e)) };
                    l.let_(&format!("b{t}"), e)
                })
                .collect();
            for (r, ar) in av.iter().enumerate() {
                for (t, bt) in bv.iter().enumerate() {
                    let acc = accs[r][t];
                    let p = Expr::bin(BinOp::WMul, ar.clone(), bt.clone());
                    let p = if product == elem { p } else { Expr::Cast(elem, Box::new(p)) };
                    l.push(Stmt::Assign(acc, Expr::bin(BinOp::WAdd, Expr::Var(acc), p)));
                }
            }
        });
        self.push(Stmt::For {
            var: k,
            lb: Expr::i64(0),
            ub: ops.k_len.clone(),
            step: Expr::i64(1),
            body: kbody,
            unroll,
        });
        for (t, (j, _)) in cols.iter().enumerate() {
            let store = self.block(|l| {
                // A chunk at a row that is a multiple of q and as wide streams in pieces of q
                // (i0 is a multiple of the row block, itself a multiple of q).
                let streams =
                    |i: i64, w: u8| stream.is_some_and(|(_, q)| i % i64::from(*q) == 0 && w.is_multiple_of(*q));
                let cond = stream
                    .filter(|_| chunks.iter().any(|&(i, w, skip)| skip == 0 && streams(i, w)))
                    .map(|(flag, _)| flag.clone());
                l.streaming_or_cached(cond, |l, streaming| {
                    for (r, &(i, w, skip)) in chunks.iter().enumerate() {
                        let acc = Expr::Var(accs[r][t]);
                        if skip > 0 {
                            // An overlapping vector stores its own rows, in pieces from its lanes.
                            l.update_lanes(ops, i0, i + i64::from(skip), j, &acc, skip, w - skip);
                            continue;
                        }
                        let index = ops.c.offset(&[Expr::iadd(i0.clone(), Expr::i64(i)), j.clone()]);
                        let q = match stream {
                            Some((_, q)) if streaming && streams(i, w) => *q,
                            _ => {
                                l.update_vector(ops.u, ops.c, index, acc, w);
                                continue;
                            }
                        };
                        let value = l.let_("cv", ops.u.scaled(acc));
                        for piece in 0..w / q {
                            let lanes: Vec<u8> = (piece * q..(piece + 1) * q).collect();
                            let part = if w == q {
                                value.clone()
                            } else {
                                Expr::Shuffle(Box::new(value.clone()), Box::new(value.clone()), lanes)
                            };
                            let at = Expr::iadd(index.clone(), Expr::i64(i64::from(piece * q)));
                            l.push(Stmt::StoreVec { ptr: ops.c.ptr.clone(), index: at, value: part, streaming: true });
                        }
                    }
                });
            });
            // The loop keeps the block's first column below N.
            self.push_below(exact || t == 0, j, &ops.n_len, store);
        }
    }
}

/// The vectors covering `rows` rows of the vector GEMM, up to `widest` elements wide: (first
/// row, width, leading lanes another vector computes). Full-width vectors first; then rows left
/// whose count is a power of two or 3 (one `vload3`: measured 6-12% faster at 35×9×35 on PoCL)
/// take one vector; any other count r of real rows takes one vector of the next power of two
/// above r, ending at the last row and overlapping the vector before it (its leading lanes are
/// computed twice, bit for bit alike, and stored once): 31 `float` rows are 16 + 16 (from row
/// 15), not 16 + 8 + 4 + 3, which took four loads, broadcasts of op(B) to four widths and four
/// multiply-adds per k and column (f32 31³ on PoCL: 72 → 94 GF/s). Rows fewer than the widest
/// vector start with the widest power of two that fits (15 rows: 8 + 8 from row 7). Complex
/// rows keep the widths 8, 4, 2, 1.
pub(super) fn vector_chunks(rows: i64, widest: i64, complex: bool) -> Vec<(i64, u8, u8)> {
    let mut chunks: Vec<(i64, u8, u8)> = Vec::new();
    let mut row = 0;
    let fits = |r: i64| (r as u64).is_power_of_two() || r == 3;
    if !complex {
        while rows - row >= widest {
            chunks.push((row, widest as u8, 0));
            row += widest;
        }
        let left = rows - row;
        if left > 0 && !fits(left) {
            if (left as u64).next_power_of_two() as i64 > rows {
                // Fewer rows than the widest vector, and than the power of two above them.
                let first = 1i64 << (63 - (left as u64).leading_zeros());
                chunks.push((row, first as u8, 0));
                row += first;
            }
            let left = rows - row;
            let above = (left as u64).next_power_of_two() as i64;
            chunks.push(if fits(left) {
                (row, left as u8, 0)
            } else {
                (rows - above, above as u8, (above - left) as u8)
            });
            return chunks;
        }
    }
    let widths = if complex { COMPLEX_WIDTHS } else { REAL_WIDTHS };
    chunks.extend(widths_covering(row, rows, widest, widths).into_iter().map(|(i, w)| (i, w, 0)));
    chunks
}

/// The widths of the CPU vectors of real elements (OpenCL C's 16, 8, 4, 3, 2 and scalars) and
/// of complex ones (each element two interleaved reals).
const REAL_WIDTHS: &[i64] = &[16, 8, 4, 3, 2, 1];
const COMPLEX_WIDTHS: &[i64] = &[8, 4, 2, 1];

/// Elements `from` … `end` − 1 as vectors of `widths` up to `widest`, each as wide as fits
/// (12 after 16: 8 + 4; 7: 4 + 3): the (first element, width) of each.
fn widths_covering(from: i64, end: i64, widest: i64, widths: &[i64]) -> Vec<(i64, u8)> {
    let mut at = from;
    let mut out = Vec::new();
    for &w in widths.iter().filter(|&&w| w <= widest) {
        while end - at >= w {
            out.push((at, w as u8));
            at += w;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::vector_chunks;

    /// Every row is covered, each by exactly one stored lane, with vectors inside the rows; the
    /// rows left after the full-width vectors take one vector where their count is not a power
    /// of two or 3.
    #[test]
    fn vector_chunks_cover_each_row_once() {
        assert_eq!(vector_chunks(31, 16, false), [(0, 16, 0), (15, 16, 1)]);
        assert_eq!(vector_chunks(35, 16, false), [(0, 16, 0), (16, 16, 0), (32, 3, 0)]);
        assert_eq!(vector_chunks(15, 16, false), [(0, 8, 0), (7, 8, 1)]);
        assert_eq!(vector_chunks(7, 16, false), [(0, 4, 0), (4, 3, 0)]);
        assert_eq!(vector_chunks(13, 8, false), [(0, 8, 0), (5, 8, 3)]);
        assert_eq!(vector_chunks(56, 16, false), [(0, 16, 0), (16, 16, 0), (32, 16, 0), (48, 8, 0)]);
        assert_eq!(vector_chunks(31, 8, true), [(0, 8, 0), (8, 8, 0), (16, 8, 0), (24, 4, 0), (28, 2, 0), (30, 1, 0)]);
        for widest in [4, 8, 16] {
            for complex in [false, true] {
                for rows in 1..=80 {
                    let mut stored = vec![0; rows as usize];
                    for (i, w, skip) in vector_chunks(rows, widest, complex) {
                        assert!(
                            i >= 0 && i + i64::from(w) <= rows && w as i64 <= widest && skip < w,
                            "{rows}: {i} {w} {skip}"
                        );
                        (i + i64::from(skip)..i + i64::from(w)).for_each(|r| stored[r as usize] += 1);
                    }
                    assert!(stored.iter().all(|&n| n == 1), "{rows} rows, widest {widest}: {stored:?}");
                }
            }
        }
    }
}

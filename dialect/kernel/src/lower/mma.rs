//! `gemm` on NVIDIA's tensor cores: each warp of the work-group computes blocks of C with the
//! warp-level `mma.sync` ([`Stmt::Mma`]), where the device has them (`Device::tensor_cores`,
//! sm_80 and later) and the types fit an instruction ([`MmaShape`]): `f64` A, B and C
//! (m8n8k4, IEEE double fused multiply-adds), or `f16`/`bf16` A and B with an `f32` C (m16n8k16,
//! products exact, sums in `f32`). `f32` GEMMs keep the SIMT path: TF32 would change their
//! results.
//!
//! **Work split.** C is cut into instruction tiles (8×8 or 16×8); a warp's block is RM × RN of
//! them, so that each fragment of A serves RN instructions and each of B serves RM. Warp w of W
//! takes blocks w, w + W, … (first mode fastest), so the loop's trip count is uniform in each
//! warp, which `mma.sync` requires.
//!
//! **Fragments.** Every lane loads its own elements of op(A) and op(B) (the PTX ISA's fragment
//! tables: [`MmaShape::a_at`], [`MmaShape::b_at`]) through the views, so transposes, strides and
//! dynamic sizes need nothing special. Rows past M and columns past N read the last valid one
//! (they only reach entries of C that are not stored); the K steps run unguarded up to the last
//! whole step, and a last partial step reads k past K as 0 in both A and B (a load from the last
//! valid column, replaced by 0 without a branch that could split the warp).
//!
//! **Update.** Each lane's accumulators go through the ordinary update (α, β, the conversion to
//! C's type) at its entries of C ([`MmaShape::c_at`]), stored where inside C.
//!
//! **Staging** ([`Lowerer::gemm_mma_staged`], static sizes with M, N ≥ [`STAGED_MIN`], f64 only
//! up to [`STAGED_F64_MAX_MN`] entries of C, or [`PREFETCH_MAX_MN`] where the next block is
//! prefetched, as measured): the
//! warps form a WM × WN grid over a macro tile of C, and the whole work-group first copies a
//! block of op(A) (the macro tile's rows, KB columns) and of op(B) into local memory, k fastest
//! in both (rows padded so that a warp's fragment reads fall in different banks), reading each
//! operand along its contiguous mode and writing zeros past M, N and K. The warps then take
//! their fragments from local memory, where every operand is read once per work-group instead
//! of once per warp, and no K step needs a guard. 16-bit fragments come from local memory with
//! `ldmatrix` ([`Stmt::LdMatrix`]: one x4 per A tile, one x2 per B tile and K step), whose
//! 8 × 8 matrices, in the right order, are the m16n8k16 fragments. Up to [`PREFETCH_MAX_MN`]
//! entries of C, each work-item loads its share of the next block into registers before the
//! warps multiply the current one, and stores it after (`Device::mma_prefetch`), so that the
//! loads' latency hides behind the `mma.sync`s. Where `Device::mma_async` is on (off until a GPU
//! measures it), `f64` GEMMs whose blocks tile C and K exactly take their blocks by `cp.async`
//! instead ([`Stmt::Async`]): two stages of local memory, the next block's copies started before
//! the warps multiply the current one, with no registers held for them, at every staged size.

use tinyc_frontend::types::ceil_div;

use super::Lowerer;
use super::gemm::Operands;
use super::stage::BlockCopy;
use crate::ir::*;

/// Instruction tiles in a warp's block at most (RM·RN): the accumulators (2 `f64` or 4 `f32`
/// per tile and lane) and fragments stay well inside the 255 registers of a thread.
const MAX_TILES_PER_WARP: i64 = 16;
/// Static K loops are unrolled up to this many `mma.sync` per warp block.
const MMA_UNROLL: i64 = 64;
/// Staging in local memory ([`Lowerer::gemm_mma_staged`]) from this many rows and columns of C.
pub const STAGED_MIN: i64 = 32;
/// The largest M·N of an f64 GEMM that is staged without the prefetch (see
/// [`Lowerer::gemm_mma_staged`]).
pub const STAGED_F64_MAX_MN: i64 = 64 * 64;
/// The largest M·N of a staged GEMM whose next block is prefetched (`Device::mma_prefetch`),
/// as measured on an H200 (docs/gpu.md, session 23): f16→f32 1.13–1.18× faster at 64³ and 128³,
/// 0.88× at 256³ (where the prefetch's registers halve the K block); f64, now staged, 1.17–1.2×
/// at 128³ and 0.89× at 256³ against the unstaged GEMM.
pub const PREFETCH_MAX_MN: i64 = 128 * 128;
/// Instruction tiles per warp in the staged scheme at most (accumulators and fragments).
const STAGED_TILES_PER_WARP: i64 = 8;
/// Local memory the two staging buffers and the `alloca` stack may take together.
const STAGED_LOCAL_LIMIT: u64 = 40 * 1024;
/// Elements of the next block a work-item may hold ([`Device::mma_prefetch`]) in work-groups of
/// up to 8 warps (255 registers a thread) and of more (128): with these, every plan of the GPU
/// check's sizes and of its work-group sweep passes ptxas with no spills for sm_80 and sm_90;
/// 24 `f16` spilled at 128³ for sm_80 in work-groups of 8 warps, 12 in those of 16 (6 `f64`
/// did not).
///
/// [`Device::mma_prefetch`]: tinyc_frontend::Device::mma_prefetch
const PREFETCH_ELEMENTS: (i64, i64) = (16, 8);

impl MmaShape {
    /// The row and column of element `i` of a lane's A fragment as [`LaneIndex`]es.
    pub fn a_index(self, i: i64) -> (LaneIndex, LaneIndex) {
        self.affine(i, MmaShape::a_at)
    }

    /// The row and column of element `i` of a lane's B fragment.
    pub fn b_index(self, i: i64) -> (LaneIndex, LaneIndex) {
        self.affine(i, MmaShape::b_at)
    }

    /// The row and column of accumulator `i` of a lane.
    pub fn c_index(self, i: i64) -> (LaneIndex, LaneIndex) {
        self.affine(i, MmaShape::c_at)
    }

    /// The affine form of a fragment table (`at(lane, i)`), read off lanes 0, 1 and 4: every
    /// table of the PTX ISA for these shapes is affine in g and t (a unit test checks all 32
    /// lanes against the form).
    fn affine(self, i: i64, at: fn(MmaShape, i64, i64) -> (i64, i64)) -> (LaneIndex, LaneIndex) {
        let (r0, c0) = at(self, 0, i);
        let (rt, ct) = at(self, 1, i);
        let (rg, cg) = at(self, 4, i);
        (LaneIndex { g: rg - r0, t: rt - r0, c: r0 }, LaneIndex { g: cg - c0, t: ct - c0, c: c0 })
    }
}

/// The lane's group and thread as expressions.
pub(super) struct Lane {
    pub g: Expr,
    pub t: Expr,
}

impl Lane {
    /// The group g = lane / 4 and thread t = lane mod 4 of `lane` (a lane of a warp, 0–31).
    pub(super) fn of(l: &mut Lowerer<'_>, lane: &Expr) -> Lane {
        let g = l.materialize("g", Expr::bin(BinOp::Div, lane.clone(), Expr::i64(4)));
        let t = l.materialize("t", Expr::bin(BinOp::Rem, lane.clone(), Expr::i64(4)));
        Lane { g, t }
    }

    /// `base` plus the lane's position `ix` (g·G + t·T + C).
    pub(super) fn index(&self, ix: LaneIndex, base: &Expr) -> Expr {
        let e = Expr::iadd(Expr::imul(self.g.clone(), Expr::i64(ix.g)), Expr::imul(self.t.clone(), Expr::i64(ix.t)));
        Expr::iadd(base.clone(), Expr::iadd(e, Expr::i64(ix.c)))
    }
}

impl Lowerer<'_> {
    /// The tensor-core instruction that computes this GEMM on this device, if any: tensor cores,
    /// whole warps (m·n a multiple of 32), not atomic, and A, B, C of one of [`MmaShape`]'s
    /// type combinations.
    pub(super) fn mma_shape(&self, ops: &Operands) -> Option<MmaShape> {
        let (m, n) = self.wgs;
        if !self.tensor_cores || ops.u.is_atomic() || (m * n) % 32 != 0 {
            return None;
        }
        match (ops.a.elem, ops.b.elem, ops.c.elem) {
            (Prim::F64, Prim::F64, Prim::F64) => Some(MmaShape::M8N8K4F64),
            (Prim::F16, Prim::F16, Prim::F32) => Some(MmaShape::M16N8K16F16),
            (Prim::BF16, Prim::BF16, Prim::F32) => Some(MmaShape::M16N8K16BF16),
            _ => None,
        }
    }

    /// The warp block RM × RN (in instruction tiles) for `warps` warps: grown by doubling the
    /// side with more tiles left while every warp still gets a block and the block stays within
    /// [`MAX_TILES_PER_WARP`]; one tile for dynamic sizes (2 × 2 spilled registers in work-groups
    /// of 512, whose threads have 128 registers each, with the index arithmetic of dynamic strides).
    fn mma_block(tiles: (Option<i64>, Option<i64>), warps: i64) -> (i64, i64) {
        let (Some(mt), Some(nt)) = tiles else { return (1, 1) };
        let (mut rm, mut rn) = (1, 1);
        loop {
            let (left_m, left_n) = (ceil_div(mt, rm), ceil_div(nt, rn));
            let (grow_m, grow_n) = (left_m > 1, left_n > 1);
            let next = if grow_m && (!grow_n || left_m >= left_n) {
                (rm * 2, rn)
            } else if grow_n {
                (rm, rn * 2)
            } else {
                break;
            };
            let blocks = ceil_div(mt, next.0) * ceil_div(nt, next.1);
            if next.0 * next.1 > MAX_TILES_PER_WARP || blocks < warps {
                break;
            }
            (rm, rn) = next;
        }
        (rm, rn)
    }

    pub(super) fn gemm_mma(&mut self, ops: &Operands, shape: MmaShape) {
        if self.mma_staging && self.gemm_mma_staged(ops, shape) {
            return;
        }
        let (tm, tn, tk) = shape.mnk();
        let (asz, bsz, _) = shape.fragment_sizes();
        let (m, n) = self.wgs;
        let warps = m * n / 32;
        let mt = ops.m_len.as_const().map(|v| ceil_div(v, tm));
        let nt = ops.n_len.as_const().map(|v| ceil_div(v, tn));
        let (rm, rn) = Self::mma_block((mt, nt), warps);
        let (bm, bn) = (rm * tm, rn * tn);
        let exact_m = ops.m_len.as_const().is_some_and(|v| v % bm == 0);
        let exact_n = ops.n_len.as_const().is_some_and(|v| v % bn == 0);

        let (lid, _) = self.linear_id();
        let lid = self.materialize("lid", lid);
        let warp = self.materialize("warp", Expr::bin(BinOp::Div, lid.clone(), Expr::i64(32)));
        let lane = self.materialize("lane", Expr::bin(BinOp::Rem, lid, Expr::i64(32)));
        let lane = Lane::of(self, &lane);

        // Blocks along M and in all.
        let blocks_m = match ops.m_len.as_const() {
            Some(v) => Expr::i64(ceil_div(v, bm)),
            None => self.materialize(
                "bm",
                Expr::bin(BinOp::Div, Expr::iadd(ops.m_len.clone(), Expr::i64(bm - 1)), Expr::i64(bm)),
            ),
        };
        let blocks_n = match ops.n_len.as_const() {
            Some(v) => Expr::i64(ceil_div(v, bn)),
            None => Expr::bin(BinOp::Div, Expr::iadd(ops.n_len.clone(), Expr::i64(bn - 1)), Expr::i64(bn)),
        };
        let blocks = self.materialize("blocks", Expr::imul(blocks_m.clone(), blocks_n));
        let last_row = Expr::isub(ops.m_len.clone(), Expr::i64(1));
        let last_col = Expr::isub(ops.n_len.clone(), Expr::i64(1));
        let last_k = Expr::isub(ops.k_len.clone(), Expr::i64(1));
        let whole_k = match ops.k_len.as_const() {
            Some(k) => Expr::i64(k - k % tk),
            None => self.materialize(
                "kw",
                Expr::isub(ops.k_len.clone(), Expr::bin(BinOp::Rem, ops.k_len.clone(), Expr::i64(tk))),
            ),
        };
        let partial_k = ops.k_len.as_const().is_none_or(|k| k % tk != 0);
        let unroll = ops.k_len.as_const().is_some_and(|k| ceil_div(k, tk) * rm * rn <= MMA_UNROLL);

        let wb = self.new_var("wb", Ty::I64, false);
        let body = self.block(|l| {
            let bi = l.materialize("bi", Expr::bin(BinOp::Rem, Expr::Var(wb), blocks_m.clone()));
            let bj = l.materialize("bj", Expr::bin(BinOp::Div, Expr::Var(wb), blocks_m.clone()));
            let i0 = l.materialize("i0", Expr::imul(bi, Expr::i64(bm)));
            let j0 = l.materialize("j0", Expr::imul(bj, Expr::i64(bn)));
            let accs = l.mma_accumulators(shape, rm, rn);
            // Rows of op(A) and columns of op(B) each lane reads, clamped inside C.
            let rows = l.lane_positions(
                &lane,
                (&i0, rm, tm),
                asz,
                |e| shape.a_index(e).0,
                (!exact_m).then_some(&last_row),
                "ar",
            );
            let cols = l.lane_positions(
                &lane,
                (&j0, rn, tn),
                bsz,
                |e| shape.b_index(e).1,
                (!exact_n).then_some(&last_col),
                "bc",
            );

            // One K step at k0; `guarded`: k past K reads 0.
            let step = |l: &mut Self, k0: Expr, guarded: bool| {
                let k_of = |l: &mut Self, ix: LaneIndex, hint: &str| {
                    let k = l.materialize(hint, lane.index(ix, &k0));
                    if guarded { (Expr::min(k.clone(), last_k.clone()), Some(k)) } else { (k, None) }
                };
                let load = |l: &mut Self, value: Expr, k: Option<Expr>| match k {
                    None => l.materialize("f", value),
                    Some(k) => {
                        let v = l.let_mut("f", Ty::Prim(shape.input()), Some(value));
                        let past = Expr::cmp(CmpOp::Ge, k, ops.k_len.clone());
                        l.push(Stmt::If {
                            cond: past,
                            then: vec![Stmt::Assign(v, Expr::zero(shape.input()))],
                            otherwise: Vec::new(),
                        });
                        Expr::Var(v)
                    }
                };
                let a_ks: Vec<(Expr, Option<Expr>)> =
                    (0..asz as i64).map(|e| k_of(l, shape.a_index(e).1, "ak")).collect();
                let b_ks: Vec<(Expr, Option<Expr>)> =
                    (0..bsz as i64).map(|e| k_of(l, shape.b_index(e).0, "bk")).collect();
                let a: Vec<Vec<Expr>> = rows
                    .iter()
                    .map(|rs| {
                        rs.iter()
                            .zip(&a_ks)
                            .map(|(i, (k, past))| load(l, ops.op_a(i.clone(), k.clone()), past.clone()))
                            .collect()
                    })
                    .collect();
                let b: Vec<Vec<Expr>> = cols
                    .iter()
                    .map(|cs| {
                        cs.iter()
                            .zip(&b_ks)
                            .map(|(j, (k, past))| load(l, ops.op_b(k.clone(), j.clone()), past.clone()))
                            .collect()
                    })
                    .collect();
                for (r, ar) in a.iter().enumerate() {
                    for (q, bq) in b.iter().enumerate() {
                        l.push(Stmt::Mma { shape, a: ar.clone(), b: bq.clone(), acc: accs[r][q].clone() });
                    }
                }
            };

            let k0 = l.new_var("k0", Ty::I64, false);
            let kbody = l.block(|l| step(l, Expr::Var(k0), false));
            l.push(Stmt::For {
                var: k0,
                lb: Expr::i64(0),
                ub: whole_k.clone(),
                step: Expr::i64(tk),
                body: kbody,
                unroll,
            });
            if partial_k {
                let rest = l.block(|l| step(l, whole_k.clone(), true));
                match ops.k_len.as_const() {
                    Some(_) => rest.into_iter().for_each(|s| l.push(s)),
                    None => {
                        let cond = Expr::cmp(CmpOp::Lt, whole_k.clone(), ops.k_len.clone());
                        l.push(Stmt::If { cond, then: rest, otherwise: Vec::new() });
                    }
                }
            }

            // The update of C at each accumulator's entry.
            l.mma_update(ops, shape, &accs, &lane, (&i0, &j0), (exact_m, exact_n));
        });
        self.push(Stmt::For { var: wb, lb: warp, ub: blocks, step: Expr::i64(warps), body, unroll: false });
    }
}

impl Lowerer<'_> {
    /// RM × RN tiles of accumulators (the instruction's C fragment each), set to zero.
    fn mma_accumulators(&mut self, shape: MmaShape, rm: i64, rn: i64) -> Vec<Vec<Vec<Var>>> {
        let zero = Expr::zero(shape.acc());
        let csz = shape.fragment_sizes().2;
        (0..rm)
            .map(|r| {
                (0..rn)
                    .map(|q| {
                        (0..csz)
                            .map(|e| self.let_mut(&format!("d{r}{q}{e}"), Ty::Prim(shape.acc()), Some(zero.clone())))
                            .collect()
                    })
                    .collect()
            })
            .collect()
    }

    /// For each of `count` tiles of `tile` rows (or columns) from `base` on, the row (column)
    /// this lane reads for each of its `size` fragment elements (`at` gives the element's
    /// [`LaneIndex`]), at most `last` where given.
    #[allow(clippy::too_many_arguments)]
    fn lane_positions(
        &mut self,
        lane: &Lane,
        (base, count, tile): (&Expr, i64, i64),
        size: usize,
        at: impl Fn(i64) -> LaneIndex,
        last: Option<&Expr>,
        hint: &str,
    ) -> Vec<Vec<Expr>> {
        (0..count)
            .map(|r| {
                (0..size as i64)
                    .map(|e| {
                        let i = lane.index(at(e), &Expr::iadd(base.clone(), Expr::i64(r * tile)));
                        let i = match last {
                            Some(last) => Expr::min(i, last.clone()),
                            None => i,
                        };
                        self.materialize(hint, i)
                    })
                    .collect()
            })
            .collect()
    }

    /// The update of C (α, β, C's type) at each accumulator's entry, tiles from (i0, j0) on;
    /// rows (columns) past M (N) are skipped unless `exact` says there are none.
    fn mma_update(
        &mut self,
        ops: &Operands,
        shape: MmaShape,
        accs: &[Vec<Vec<Var>>],
        lane: &Lane,
        (i0, j0): (&Expr, &Expr),
        (exact_m, exact_n): (bool, bool),
    ) {
        let (tm, tn, _) = shape.mnk();
        for (r, per_r) in accs.iter().enumerate() {
            for (q, per_q) in per_r.iter().enumerate() {
                for (e, acc) in per_q.iter().enumerate() {
                    let (ri, ci) = shape.c_index(e as i64);
                    let i = self.materialize("ci", lane.index(ri, &Expr::iadd(i0.clone(), Expr::i64(r as i64 * tm))));
                    let j = self.materialize("cj", lane.index(ci, &Expr::iadd(j0.clone(), Expr::i64(q as i64 * tn))));
                    let store = self.block(|l| {
                        let idx = ops.c.offset(&[i.clone(), j.clone()]);
                        l.update(ops.u, ops.c, idx, Expr::Var(*acc));
                    });
                    let below_m = Expr::cmp(CmpOp::Lt, i.clone(), ops.m_len.clone());
                    let below_n = Expr::cmp(CmpOp::Lt, j.clone(), ops.n_len.clone());
                    let inside = match (exact_m, exact_n) {
                        (true, true) => None,
                        (true, false) => Some(below_n),
                        (false, true) => Some(below_m),
                        (false, false) => Some(Expr::bin(BinOp::And, below_m, below_n)),
                    };
                    match inside {
                        None => store.into_iter().for_each(|s| self.push(s)),
                        Some(cond) => self.push(Stmt::If { cond, then: store, otherwise: Vec::new() }),
                    }
                }
            }
        }
    }
}

/// The shape of a staged tensor-core GEMM ([`Lowerer::gemm_mma_staged`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StagedPlan {
    /// Warps along M and N (WM·WN = the work-group's warps).
    pub wm: i64,
    pub wn: i64,
    /// Instruction tiles per warp along M and N.
    pub rm: i64,
    pub rn: i64,
    /// K columns per staged block (a multiple of the instruction's K).
    pub kb: i64,
    /// Elements per staged row (KB and padding).
    pub ld: i64,
}

impl StagedPlan {
    /// The warp grid closest to the tile grid's aspect, the largest warp blocks within
    /// [`STAGED_TILES_PER_WARP`] that the tiles need, and the K block: 32 columns of 16-bit
    /// inputs (rows of 40, so that a warp's 32-bit fragment reads fall in 32 banks), 16 of f64
    /// (rows of 20), halved while the buffers do not fit in `room` bytes or, where the next
    /// block is prefetched (`prefetch`), while a work-item's share of it takes more than
    /// [`PREFETCH_ELEMENTS`]. `None` when the buffers do not fit even with one instruction's K.
    pub fn new(shape: MmaShape, (m, n): (i64, i64), warps: i64, room: u64, prefetch: bool) -> Option<StagedPlan> {
        let (tm, tn, tk) = shape.mnk();
        let (mt, nt) = (ceil_div(m, tm), ceil_div(n, tn));
        let mut best: Option<(f64, i64)> = None;
        let mut wm = 1;
        while wm <= warps {
            if warps % wm == 0 {
                let skew = ((mt as f64 / wm as f64) / (nt as f64 / (warps / wm) as f64)).ln().abs();
                if best.is_none_or(|(b, _)| skew < b) {
                    best = Some((skew, wm));
                }
            }
            wm *= 2;
        }
        let wm = best?.1;
        let wn = warps / wm;
        let (mut rm, mut rn) = (ceil_div(mt, wm).clamp(1, 4), ceil_div(nt, wn).clamp(1, 4));
        // Work-groups of more than 256 work-items leave 128 registers a thread: 8 tiles of f32
        // accumulators with their 16-bit fragments spilled at 256³ (ptxas, sm_90).
        let most =
            if warps > 8 && shape.input() != Prim::F64 { STAGED_TILES_PER_WARP / 2 } else { STAGED_TILES_PER_WARP };
        while rm * rn > most {
            if rm >= rn { rm /= 2 } else { rn /= 2 }
        }
        let (mut kb, pad) = if shape.input() == Prim::F64 { (4 * tk, 4) } else { (2 * tk, 8) };
        let bytes = shape.input().bytes();
        let rows = wm * rm * tm + wn * rn * tn;
        let elements = |kb: i64| ceil_div(rows * kb, warps * 32);
        loop {
            let ld = kb + pad;
            let need = (rows * ld) as u64 * bytes;
            let most = if warps > 8 { PREFETCH_ELEMENTS.1 } else { PREFETCH_ELEMENTS.0 };
            // A prefetch of one instruction's K that takes more registers is taken all the same.
            if need <= room && (!prefetch || elements(kb) <= most || kb == tk) {
                return Some(StagedPlan { wm, wn, rm, rn, kb, ld });
            }
            if kb == tk {
                return None;
            }
            kb /= 2;
        }
    }
}

impl Lowerer<'_> {
    /// The staged tensor-core GEMM (module documentation); `false` when it does not apply
    /// (dynamic sizes, C smaller than [`STAGED_MIN`] either way, an f64 C larger than
    /// [`STAGED_F64_MAX_MN`] without the prefetch, not enough local memory), and nothing was
    /// emitted.
    pub(super) fn gemm_mma_staged(&mut self, ops: &Operands, shape: MmaShape) -> bool {
        let (Some(m_len), Some(n_len), Some(k_len)) =
            (ops.m_len.as_const(), ops.n_len.as_const(), ops.k_len.as_const())
        else {
            return false;
        };
        if m_len < STAGED_MIN || n_len < STAGED_MIN || k_len < 1 {
            return false;
        }
        let mn = m_len.saturating_mul(n_len);
        let (m, n) = self.wgs;
        let threads = m * n;
        let warps = threads / 32;
        let offset = self.mem.stack_bytes.max(self.staging_end).div_ceil(64) * 64;
        let room = STAGED_LOCAL_LIMIT.saturating_sub(offset);
        // `f64` blocks by `cp.async` (`Device::mma_async`): two stages in the room, C and K
        // tiled exactly (no edges to zero); 8-byte elements are aligned as their type.
        let async_plan = (self.mma_async && shape.input() == Prim::F64)
            .then(|| StagedPlan::new(shape, (m_len, n_len), warps, room / 2, false))
            .flatten()
            .filter(|p| {
                let (tm, tn, _) = shape.mnk();
                m_len % (p.wm * p.rm * tm) == 0 && n_len % (p.wn * p.rn * tn) == 0 && k_len % p.kb == 0
            });
        let stages: u64 = if async_plan.is_some() { 2 } else { 1 };
        let prefetch = async_plan.is_none() && self.mma_prefetch && mn <= PREFETCH_MAX_MN;
        // f64 measured 1.06–1.2× faster staged up to 64×64, level at 128³ and 0.71× at 256³
        // (H200, docs/gpu.md); with the prefetch, 1.17–1.2× at 128³. 16-bit inputs gained
        // 1.1–2× at every size.
        if shape.input() == Prim::F64 && async_plan.is_none() && !prefetch && mn > STAGED_F64_MAX_MN {
            return false;
        }
        let plan = match async_plan {
            Some(plan) => plan,
            None => match StagedPlan::new(shape, (m_len, n_len), warps, room, prefetch) {
                Some(plan) => plan,
                None => return false,
            },
        };
        let StagedPlan { wm, wn, rm, rn, kb, ld } = plan;
        let (tm, tn, tk) = shape.mnk();
        let (asz, bsz, _) = shape.fragment_sizes();
        let (bm, bn) = (wm * rm * tm, wn * rn * tn);
        let elem = shape.input();
        let a_buf = Expr::Local { offset, elem };
        let b_offset = offset + (bm * ld) as u64 * elem.bytes();
        let b_buf = Expr::Local { offset: b_offset, elem };
        // One stage: both blocks; with `cp.async`, stage s lies s stages above.
        let stage_elements = (bm + bn) * ld;
        self.staging_end = self.staging_end.max(offset + stages * stage_elements as u64 * elem.bytes());

        let (lid, _) = self.linear_id();
        let lid = self.materialize("lid", lid);
        let warp = self.materialize("warp", Expr::bin(BinOp::Div, lid.clone(), Expr::i64(32)));
        let lane_id = self.materialize("lane", Expr::bin(BinOp::Rem, lid.clone(), Expr::i64(32)));
        let lane = Lane::of(self, &lane_id);
        // 16-bit fragments come with `ldmatrix` ([`Stmt::LdMatrix`]) where every row of the
        // blocks starts 16-byte aligned: lane L addresses row L mod 8 of 8 × 8 matrix L / 8.
        let aligned = offset.is_multiple_of(16) && b_offset.is_multiple_of(16);
        let ldmatrix = (self.mma_ldmatrix && elem.bytes() == 2 && ld % 8 == 0 && aligned).then(|| {
            let row = self.materialize("lr", Expr::bin(BinOp::Rem, lane_id.clone(), Expr::i64(8)));
            let matrix = self.materialize("lm", Expr::bin(BinOp::Div, lane_id.clone(), Expr::i64(8)));
            (row, matrix)
        });
        // This warp's place in the macro tile.
        let wi =
            self.materialize("wi", Expr::imul(Expr::bin(BinOp::Rem, warp.clone(), Expr::i64(wm)), Expr::i64(rm * tm)));
        let wj = self.materialize("wj", Expr::imul(Expr::bin(BinOp::Div, warp, Expr::i64(wm)), Expr::i64(rn * tn)));
        let tiles_m = ceil_div(m_len, bm);
        let tiles = tiles_m * ceil_div(n_len, bn);
        let exact_k = k_len % kb == 0;

        let mt = self.new_var("mt", Ty::I64, false);
        let body = self.block(|l| {
            let i0 = l
                .materialize("i0", Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(mt), Expr::i64(tiles_m)), Expr::i64(bm)));
            let j0 = l
                .materialize("j0", Expr::imul(Expr::bin(BinOp::Div, Expr::Var(mt), Expr::i64(tiles_m)), Expr::i64(bn)));
            let accs = l.mma_accumulators(shape, rm, rn);
            // op(A)'s block: element (i, k) at i·LD + k; consecutive work-items on consecutive
            // rows (A's contiguous mode for gemm.n.*); op(B)'s (its columns as rows) with
            // consecutive k.
            let kblock = (kb, k_len, exact_k, threads, &lid);
            let a_copy = BlockCopy { is_a: true, r0: &i0, rows: bm, r_len: m_len, layout: (ld, 1), r_fastest: true };
            let b_copy = BlockCopy { is_a: false, r0: &j0, rows: bn, r_len: n_len, layout: (ld, 1), r_fastest: false };
            // With the prefetch, the copies' elements pass through registers as in the staged
            // SIMT GEMM: each block's are loaded before the warps multiply the previous one.
            let prefetched = prefetch.then(|| {
                let a = l.fetch_block(ops, &a_copy, kblock, &Expr::i64(0), None);
                let b = l.fetch_block(ops, &b_copy, kblock, &Expr::i64(0), None);
                (a, b)
            });
            let k0 = l.new_var("k0", Ty::I64, false);
            // With `cp.async`: block 0 goes into stage 0 before the loop; iteration k0 starts the
            // next block into the other stage, waits for its own (all but the newest group),
            // and reads stage (k0 / KB) mod 2 (`shift` elements up).
            if stages == 2 {
                l.async_block(ops, [(&a_copy, &a_buf), (&b_copy, &b_buf)], kblock, &Expr::i64(0), &Expr::i64(0));
            }
            let kbody = l.block(|l| {
                if stages == 2 {
                    let it = Expr::bin(BinOp::Div, Expr::Var(k0), Expr::i64(kb));
                    let parity = l.materialize("st", Expr::bin(BinOp::Rem, it, Expr::i64(2)));
                    let next = l.materialize("kn", Expr::iadd(Expr::Var(k0), Expr::i64(kb)));
                    let other = Expr::imul(Expr::isub(Expr::i64(1), parity.clone()), Expr::i64(stage_elements));
                    let copy = l.block(|l| {
                        l.async_block(ops, [(&a_copy, &a_buf), (&b_copy, &b_buf)], kblock, &next, &other);
                        l.push(Stmt::Async(AsyncCopy::Wait { pending: 1 }));
                    });
                    let last = vec![Stmt::Async(AsyncCopy::Wait { pending: 0 })];
                    l.push(Stmt::If {
                        cond: Expr::cmp(CmpOp::Lt, next, Expr::i64(k_len)),
                        then: copy,
                        otherwise: last,
                    });
                    l.push(Stmt::Barrier { local: true, global: false });
                    let shift = l.materialize("sh", Expr::imul(parity, Expr::i64(stage_elements)));
                    l.mma_k_block(shape, (&a_buf, &b_buf), Some(&shift), (&wi, &wj), &lane, (rm, rn, kb, ld), &accs);
                    // Every warp is done with this stage before the next iteration refills it.
                    l.push(Stmt::Barrier { local: true, global: false });
                    return;
                }
                l.push(Stmt::Barrier { local: true, global: false });
                match &prefetched {
                    Some((a_regs, b_regs)) => {
                        l.store_block(&a_copy, kblock, a_regs, &a_buf);
                        l.store_block(&b_copy, kblock, b_regs, &b_buf);
                    }
                    None => {
                        for (c, buf) in [(&a_copy, &a_buf), (&b_copy, &b_buf)] {
                            let regs = l.fetch_block(ops, c, kblock, &Expr::Var(k0), None);
                            l.store_block(c, kblock, &regs, buf);
                        }
                    }
                }
                l.push(Stmt::Barrier { local: true, global: false });
                if let Some((a_regs, b_regs)) = prefetched.as_ref().filter(|_| k_len > kb) {
                    let next = l.materialize("kn", Expr::iadd(Expr::Var(k0), Expr::i64(kb)));
                    let fetch = l.block(|l| {
                        l.fetch_block(ops, &a_copy, kblock, &next, Some(a_regs));
                        l.fetch_block(ops, &b_copy, kblock, &next, Some(b_regs));
                    });
                    let cond = Expr::cmp(CmpOp::Lt, next, Expr::i64(k_len));
                    l.push(Stmt::If { cond, then: fetch, otherwise: Vec::new() });
                }
                let Some((row, matrix)) = &ldmatrix else {
                    let bufs = (&a_buf, &b_buf);
                    return l.mma_k_block(shape, bufs, None, (&wi, &wj), &lane, (rm, rn, kb, ld), &accs);
                };
                for ks in 0..kb / tk {
                    let kk = Expr::i64(ks * tk);
                    // A's 16 × 16 tile as matrices (rows 0–7, k 0–7), (8–15, 0–7),
                    // (0–7, 8–15), (8–15, 8–15): the m16n8k16 A fragment's order; B's
                    // 8 × 16 (columns of C as rows) as (0–7, 0–7), (0–7, 8–15).
                    let (odd, pair) = (
                        Expr::bin(BinOp::Rem, matrix.clone(), Expr::i64(2)),
                        Expr::bin(BinOp::Div, matrix.clone(), Expr::i64(2)),
                    );
                    let eighth = |x: &Expr| Expr::imul(x.clone(), Expr::i64(8));
                    let a: Vec<Vec<Expr>> = (0..rm)
                        .map(|r| {
                            let r0 = Expr::iadd(wi.clone(), Expr::i64(r * tm));
                            let i = Expr::iadd(r0, Expr::iadd(row.clone(), eighth(&odd)));
                            let k = Expr::iadd(kk.clone(), eighth(&pair));
                            l.ldmatrix(&a_buf, Expr::iadd(Expr::imul(i, Expr::i64(ld)), k), elem, asz)
                        })
                        .collect();
                    let b: Vec<Vec<Expr>> = (0..rn)
                        .map(|q| {
                            let c = Expr::iadd(Expr::iadd(wj.clone(), Expr::i64(q * tn)), row.clone());
                            let k = Expr::iadd(kk.clone(), eighth(&odd));
                            l.ldmatrix(&b_buf, Expr::iadd(Expr::imul(c, Expr::i64(ld)), k), elem, bsz)
                        })
                        .collect();
                    l.push_mmas(shape, &a, &b, &accs);
                }
            });
            l.push(Stmt::For {
                var: k0,
                lb: Expr::i64(0),
                ub: Expr::i64(k_len),
                step: Expr::i64(kb),
                body: kbody,
                unroll: false,
            });
            // The update of C.
            let i_base = Expr::iadd(i0.clone(), wi.clone());
            let j_base = Expr::iadd(j0.clone(), wj.clone());
            let exact = m_len % bm == 0 && n_len % bn == 0;
            l.mma_update(ops, shape, &accs, &lane, (&i_base, &j_base), (exact, exact));
        });
        self.push(Stmt::For {
            var: mt,
            lb: Expr::i64(0),
            ub: Expr::i64(tiles),
            step: Expr::i64(1),
            body,
            unroll: false,
        });
        true
    }

    /// The warp's fragments of op(A) (RM tiles) and op(B) (RN tiles) at K step `kk` from the
    /// staged blocks (element (r, k) at r·LD + k, `shift` elements up), element by element.
    #[allow(clippy::too_many_arguments)]
    fn local_fragments(
        &mut self,
        shape: MmaShape,
        (a_buf, b_buf): (&Expr, &Expr),
        shift: Option<&Expr>,
        (wi, wj): (&Expr, &Expr),
        lane: &Lane,
        (rm, rn, ld): (i64, i64, i64),
        kk: &Expr,
    ) -> (Vec<Vec<Expr>>, Vec<Vec<Expr>>) {
        let (tm, tn, _) = shape.mnk();
        let (asz, bsz, _) = shape.fragment_sizes();
        let shifted = |at: Expr| match shift {
            Some(s) => Expr::iadd(at, s.clone()),
            None => at,
        };
        let a = (0..rm)
            .map(|r| {
                (0..asz as i64)
                    .map(|e| {
                        let (ri, ki) = shape.a_index(e);
                        let row = lane.index(ri, &Expr::iadd(wi.clone(), Expr::i64(r * tm)));
                        let k = lane.index(ki, kk);
                        let at = shifted(Expr::iadd(Expr::imul(row, Expr::i64(ld)), k));
                        self.let_("fa", Expr::load(a_buf.clone(), at))
                    })
                    .collect()
            })
            .collect();
        let b = (0..rn)
            .map(|q| {
                (0..bsz as i64)
                    .map(|e| {
                        let (ki, ci) = shape.b_index(e);
                        let col = lane.index(ci, &Expr::iadd(wj.clone(), Expr::i64(q * tn)));
                        let k = lane.index(ki, kk);
                        let at = shifted(Expr::iadd(Expr::imul(col, Expr::i64(ld)), k));
                        self.let_("fb", Expr::load(b_buf.clone(), at))
                    })
                    .collect()
            })
            .collect();
        (a, b)
    }

    /// The `mma.sync`s of one staged K block (KB / K-step steps) from fragments in local memory
    /// (`shift` elements up, where given; [`local_fragments`](Self::local_fragments)).
    #[allow(clippy::too_many_arguments)]
    fn mma_k_block(
        &mut self,
        shape: MmaShape,
        bufs: (&Expr, &Expr),
        shift: Option<&Expr>,
        warp_at: (&Expr, &Expr),
        lane: &Lane,
        (rm, rn, kb, ld): (i64, i64, i64, i64),
        accs: &[Vec<Vec<Var>>],
    ) {
        let (_, _, tk) = shape.mnk();
        for ks in 0..kb / tk {
            let kk = Expr::i64(ks * tk);
            let (a, b) = self.local_fragments(shape, bufs, shift, warp_at, lane, (rm, rn, ld), &kk);
            self.push_mmas(shape, &a, &b, accs);
        }
    }

    /// One `mma.sync` per pair of an A fragment (tile r) and a B fragment (tile q) into the
    /// accumulators of tile (r, q).
    fn push_mmas(&mut self, shape: MmaShape, a: &[Vec<Expr>], b: &[Vec<Expr>], accs: &[Vec<Vec<Var>>]) {
        for (r, ar) in a.iter().enumerate() {
            for (q, bq) in b.iter().enumerate() {
                self.push(Stmt::Mma { shape, a: ar.clone(), b: bq.clone(), acc: accs[r][q].clone() });
            }
        }
    }

    /// Starts the `cp.async` copies of this work-item's elements of the blocks of op(A) and
    /// op(B) at K offset `k0` into their buffers `shift` elements up, then closes the group.
    /// The blocks tile the operands exactly (no edges).
    pub(super) fn async_block(
        &mut self,
        ops: &Operands,
        copies: [(&BlockCopy, &Expr); 2],
        kblock: super::stage::KBlock,
        k0: &Expr,
        shift: &Expr,
    ) {
        for (c, buf) in copies {
            for (r, k, inside) in self.copy_elements(c, kblock) {
                let (gr, gk) = (Expr::iadd(c.r0.clone(), r.clone()), Expr::iadd(k0.clone(), k.clone()));
                let read = if c.is_a { ops.op_a(gr, gk) } else { ops.op_b(gk, gr) };
                let local = Expr::iadd(Expr::imul(r, Expr::i64(c.layout.0)), Expr::imul(k, Expr::i64(c.layout.1)));
                let dst_index = Expr::iadd(local, shift.clone());
                let copy = match read {
                    Expr::Load(src, src_index) => {
                        Stmt::Async(AsyncCopy::Copy { dst: buf.clone(), dst_index, src: *src, src_index: *src_index })
                    }
                    // (Views give loads; anything else is copied now, before the waits.)
                    value => Stmt::Store { ptr: buf.clone(), index: dst_index, value },
                };
                match inside {
                    Some(cond) => self.push(Stmt::If { cond, then: vec![copy], otherwise: Vec::new() }),
                    None => self.push(copy),
                }
            }
        }
        self.push(Stmt::Async(AsyncCopy::Commit));
    }

    /// A warp's `ldmatrix` of `count` 16-bit elements per lane from local memory `buf`, this
    /// lane's row starting at `index` ([`Stmt::LdMatrix`]): the fragment's elements.
    fn ldmatrix(&mut self, buf: &Expr, index: Expr, elem: Prim, count: usize) -> Vec<Expr> {
        let index = self.materialize("lx", index);
        let out: Vec<Var> = (0..count).map(|_| self.let_mut("fr", Ty::Prim(elem), None)).collect();
        self.push(Stmt::LdMatrix { ptr: buf.clone(), index, out: out.clone() });
        out.into_iter().map(Expr::Var).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PTX ISA's fragment tables ("Matrix fragments for mma.m8n8k4" with `.f64`, and for
    /// mma.m16n8k16 with `.f16`/`.bf16`), written out as the ISA states them: each lane's
    /// element of each fragment.
    fn isa_a(shape: MmaShape, lane: i64, i: i64) -> (i64, i64) {
        let (group, tid) = (lane >> 2, lane % 4);
        match shape {
            MmaShape::M8N8K4F64 => (group, tid),
            _ => {
                let row = if i < 2 || (4..6).contains(&i) { group } else { group + 8 };
                let col = if i < 4 { tid * 2 + (i & 1) } else { tid * 2 + (i & 1) + 8 };
                (row, col)
            }
        }
    }

    fn isa_b(shape: MmaShape, lane: i64, i: i64) -> (i64, i64) {
        let (group, tid) = (lane >> 2, lane % 4);
        match shape {
            MmaShape::M8N8K4F64 => (tid, group),
            _ => {
                let row = if i < 2 { tid * 2 + (i & 1) } else { tid * 2 + (i & 1) + 8 };
                (row, group)
            }
        }
    }

    fn isa_c(shape: MmaShape, lane: i64, i: i64) -> (i64, i64) {
        let (group, tid) = (lane >> 2, lane % 4);
        match shape {
            MmaShape::M8N8K4F64 => (group, tid * 2 + i),
            _ => {
                let row = if i < 2 { group } else { group + 8 };
                (row, tid * 2 + (i & 1))
            }
        }
    }

    const SHAPES: [MmaShape; 3] = [MmaShape::M8N8K4F64, MmaShape::M16N8K16F16, MmaShape::M16N8K16BF16];

    /// The tables the lowering uses are the ISA's, their affine forms agree with them on all
    /// 32 lanes, and each covers its matrix exactly once.
    #[test]
    fn fragment_tables_are_the_isa_s() {
        let eval = |ix: LaneIndex, lane: i64| (lane / 4) * ix.g + (lane % 4) * ix.t + ix.c;
        for shape in SHAPES {
            let (m, n, k) = shape.mnk();
            let (asz, bsz, csz) = shape.fragment_sizes();
            type Table = fn(MmaShape, i64, i64) -> (i64, i64);
            type Affine = fn(MmaShape, i64) -> (LaneIndex, LaneIndex);
            /// Ours, the ISA's, the affine form, the fragment's size, the matrix's shape.
            type Case = (Table, Table, Affine, usize, (i64, i64));
            let cases: [Case; 3] = [
                (MmaShape::a_at, isa_a, MmaShape::a_index, asz, (m, k)),
                (MmaShape::b_at, isa_b, MmaShape::b_index, bsz, (k, n)),
                (MmaShape::c_at, isa_c, MmaShape::c_index, csz, (m, n)),
            ];
            for (ours, isa, affine, size, (rows, cols)) in cases {
                let mut seen = vec![0; (rows * cols) as usize];
                for lane in 0..32 {
                    for i in 0..size as i64 {
                        let at = ours(shape, lane, i);
                        assert_eq!(at, isa(shape, lane, i), "{shape:?} lane {lane} element {i}");
                        let (r, c) = affine(shape, i);
                        assert_eq!((eval(r, lane), eval(c, lane)), at, "{shape:?} affine form, lane {lane}, {i}");
                        assert!(at.0 < rows && at.1 < cols, "{shape:?}: {at:?} outside {rows}×{cols}");
                        seen[(at.0 + rows * at.1) as usize] += 1;
                    }
                }
                assert!(
                    seen.iter().all(|&s| s == 1),
                    "{shape:?}: a {rows}×{cols} fragment covers an entry twice or never"
                );
            }
        }
    }

    /// A host model of one `mma.sync`: the warp's fragments, spread by the tables, multiplied as
    /// the instruction does, give A·B + C at every accumulator's entry.
    #[test]
    fn host_model_of_the_warp_product() {
        for shape in SHAPES {
            let (m, n, k) = shape.mnk();
            let (asz, bsz, csz) = shape.fragment_sizes();
            let a = |r: i64, c: i64| ((r * 7 + c * 3) % 11) as f64 - 5.0;
            let b = |r: i64, c: i64| ((r * 5 + c * 13) % 7) as f64 - 3.0;
            let c0 = |r: i64, c: i64| (r - c) as f64;
            // The matrices as the lanes hold them.
            let mut am = vec![f64::NAN; (m * k) as usize];
            let mut bm = vec![f64::NAN; (k * n) as usize];
            for lane in 0..32 {
                for i in 0..asz as i64 {
                    let (r, c) = shape.a_at(lane, i);
                    am[(r * k + c) as usize] = a(r, c);
                }
                for i in 0..bsz as i64 {
                    let (r, c) = shape.b_at(lane, i);
                    bm[(r * n + c) as usize] = b(r, c);
                }
            }
            for lane in 0..32 {
                for i in 0..csz as i64 {
                    let (r, c) = shape.c_at(lane, i);
                    let d: f64 =
                        (0..k).map(|p| am[(r * k + p) as usize] * bm[(p * n + c) as usize]).sum::<f64>() + c0(r, c);
                    let want: f64 = (0..k).map(|p| a(r, p) * b(p, c)).sum::<f64>() + c0(r, c);
                    assert_eq!(d, want, "{shape:?} lane {lane} accumulator {i}");
                }
            }
        }
    }

    /// The holders that OpenCL C's emulation shuffles from: on every lane, for every accumulator
    /// and p, the lane and element they name hold A(row, p) and B(p, column) of that
    /// accumulator's entry by the ISA's tables.
    #[test]
    fn every_product_operand_has_one_holder_per_accumulator() {
        let eval = |ix: LaneIndex, lane: i64| (lane / 4) * ix.g + (lane % 4) * ix.t + ix.c;
        for shape in SHAPES {
            let (_, _, k) = shape.mnk();
            let (_, _, csz) = shape.fragment_sizes();
            for i in 0..csz as i64 {
                let h = shape.holders(i).unwrap_or_default();
                assert_eq!(h.len() as i64, k, "{shape:?}: accumulator {i} has no holders");
                for lane in 0..32 {
                    let (r, c) = isa_c(shape, lane, i);
                    for (p, &((la, ea), (lb, eb))) in h.iter().enumerate() {
                        let p = p as i64;
                        let (la, lb) = (eval(la, lane), eval(lb, lane));
                        assert!((0..32).contains(&la) && (0..32).contains(&lb), "{shape:?} lane {lane}");
                        assert_eq!(isa_a(shape, la, ea), (r, p), "{shape:?} A for lane {lane}, {i}, p {p}");
                        assert_eq!(isa_b(shape, lb, eb), (p, c), "{shape:?} B for lane {lane}, {i}, p {p}");
                    }
                }
            }
        }
    }

    #[test]
    fn staged_plans_fit_and_balance() {
        // 128³ f64, 16 warps: a 4 × 4 warp grid of 2 × 4 tiles (64 × 128), K blocks of 16.
        let p = StagedPlan::new(MmaShape::M8N8K4F64, (128, 128), 16, 40 * 1024, true);
        assert_eq!(p, Some(StagedPlan { wm: 4, wn: 4, rm: 2, rn: 4, kb: 16, ld: 20 }));
        // 256³ f16 (16 × 32 tiles of 16 × 8), 16 warps: 2 × 8 warps of 2 × 2 tiles (64 × 128;
        // 4 tiles a warp in work-groups of 512), K blocks of 32, rows of 40; prefetched, K
        // blocks of 16 (6 elements a work-item, not 12).
        let p = StagedPlan::new(MmaShape::M16N8K16F16, (256, 256), 16, 40 * 1024, false);
        assert_eq!(p, Some(StagedPlan { wm: 2, wn: 8, rm: 2, rn: 2, kb: 32, ld: 40 }));
        let p = StagedPlan::new(MmaShape::M16N8K16F16, (256, 256), 16, 40 * 1024, true);
        assert_eq!(p.map(|p| p.kb), Some(16));
        let p = StagedPlan::new(MmaShape::M16N8K16F16, (256, 256), 8, 40 * 1024, true);
        assert_eq!(p.map(|p| p.rm * p.rn), Some(8));
        // Too little room halves K down to one instruction, then gives up.
        let p = StagedPlan::new(MmaShape::M8N8K4F64, (128, 128), 16, 12 * 1024, false);
        assert_eq!(p.map(|p| p.kb), Some(4));
        assert_eq!(StagedPlan::new(MmaShape::M8N8K4F64, (128, 128), 16, 1024, false), None);
        // 128³ f16 in 4 warps (1 × 4 warps of 2 × 4 tiles, 32 × 128): a prefetched block of 32
        // would take 40 elements a work-item, one of 16 (the instruction's K, the least) takes 20;
        // without the prefetch, 32.
        let p = StagedPlan::new(MmaShape::M16N8K16F16, (128, 128), 4, 40 * 1024, true);
        assert_eq!(p.map(|p| (p.rm * p.rn, p.kb)), Some((8, 16)));
        let p = StagedPlan::new(MmaShape::M16N8K16F16, (128, 128), 4, 40 * 1024, false);
        assert_eq!(p.map(|p| p.kb), Some(32));
    }

    #[test]
    fn warp_blocks_keep_every_warp_busy() {
        // 128³ f64 (16 × 16 tiles), 16 warps: 4 × 4 blocks, one per warp.
        assert_eq!(Lowerer::mma_block((Some(16), Some(16)), 16), (4, 4));
        // 8³ f64: one tile.
        assert_eq!(Lowerer::mma_block((Some(1), Some(1)), 2), (1, 1));
        // 56×9×9 f64 (7 × 2 tiles), 2 warps: a block of 8 × 1 tiles each.
        assert_eq!(Lowerer::mma_block((Some(7), Some(2)), 2), (8, 1));
        assert_eq!(Lowerer::mma_block((None, Some(2)), 2), (1, 1));
    }
}

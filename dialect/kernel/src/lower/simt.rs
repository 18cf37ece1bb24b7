//! The staged SIMT GEMM of GPUs (`Device::simt_staging`): for GEMMs that no tensor-core
//! instruction takes, with static sizes from [`SIMT_STAGED_MIN`] rows and columns on.
//!
//! The plain GPU GEMM (`gemm.rs`) reads op(A) and op(B) from global memory for every k: per k a
//! work-item loads RM + RN elements for RM·RN multiply-adds, through the L1 cache. From 64 × 64
//! on that is what bounds it (docs/gpu.md: 0.3–0.8× cuBLAS from 64³ up on an H200, and the
//! work-group size made no difference). Here the work-group walks K in blocks of KB: it copies
//! the block's op(A) (TM × KB) and op(B) (KB × TN) into local memory, reading each along its
//! contiguous mode, and every work-item then multiplies its RM × RN register tile from there:
//!
//! - the work-items form a GX × GY grid over the macro tile, independent of the work-group's
//!   shape (linear id l: x = l mod GX, y = l / GX); work-item (x, y) owns rows x + GX·r (r < RM)
//!   and the RN adjacent columns y·RN + c;
//! - op(A)'s block is stored k-major (element (i, k) at k·LDA + i): the RM rows a work-item reads
//!   for one k are GX apart, and a warp's lanes read consecutive words, free of bank conflicts;
//! - op(B)'s block is stored k-major too (element (k, j) at k·LDB + j), LDB a multiple of four:
//!   a work-item's RN columns for one k are adjacent and 16-byte aligned, so NVPTX's load-store
//!   vectoriser makes them `ld.shared.v4.f32` (`.v2.f64`), and the lanes of a warp, which share
//!   y when GX ≥ 32, read the same address: a broadcast;
//! - per k: RM scalar and RN·bytes/16 vector shared loads for RM·RN multiply-adds;
//! - a copy whose consecutive work-items walk k (a column-major B, a transposed A) writes rows
//!   LDA or LDB apart: those are padded (LDA + 1, LDB + 4) so that the writes spread over banks.
//!
//! The plan ([`SimtPlan::new`]) picks GX, RM and RN by a cost per k and work-item over all macro
//! tiles: multiply-adds, plus shared loads at four multiply-adds each (a streaming
//! multiprocessor issues one shared-memory instruction for four arithmetic ones), plus the
//! copy's global loads at eight, within a budget of 64 accumulator registers. Rows and columns
//! past the edge of C are zeros in the copy and are not stored; so are k past K in the last
//! block.

use tinyc_frontend::types::ceil_div;

use super::Lowerer;
use super::gemm::Operands;
use super::stage::BlockCopy;
use crate::ir::*;

/// Smallest M and N the staged SIMT GEMM takes: up to 32 × 32 the plain GEMM's loads are served
/// by L1 and it leads cuBLAS (docs/gpu.md).
pub const SIMT_STAGED_MIN: i64 = 64;
/// 32-bit registers a work-item's accumulators may take: at most 64, and a quarter of the
/// registers a work-item of a full work-group may have (a streaming multiprocessor has 65 536;
/// with 512 work-items 8 × 8 `f32` accumulators spilled).
const ACC_WORDS: i64 = 64;
const REGISTER_FILE: i64 = 65536;
/// Largest block of K per copy.
const MAX_KB: i64 = 16;
/// Local memory the two staging buffers and the `alloca` stack may take together (NVIDIA GPUs
/// have 48 KiB of static shared memory per block).
const LOCAL_LIMIT: u64 = 40 * 1024;
/// Relative costs per k of a shared-memory load and of a copied element, in multiply-adds.
const SHARED_LOAD_COST: i64 = 4;
const COPY_COST: i64 = 8;

/// The shape of a staged SIMT GEMM (module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimtPlan {
    pub gx: i64,
    pub gy: i64,
    pub rm: i64,
    pub rn: i64,
    pub kb: i64,
    pub lda: i64,
    pub ldb: i64,
}

impl SimtPlan {
    /// The plan for an M × N × K GEMM of `bytes`-byte elements on `threads` work-items with
    /// `room` bytes of local memory; `k_fast`: whether the copies of op(A) and op(B) walk k
    /// (their rows are padded). `None` when nothing fits.
    pub fn new(
        (m, n, k): (i64, i64, i64),
        threads: i64,
        bytes: u64,
        room: u64,
        k_fast: (bool, bool),
    ) -> Option<SimtPlan> {
        let bytes_i = i64::try_from(bytes).ok().filter(|b| (4..=16).contains(b))?;
        let vector = 16 / bytes_i;
        let words = bytes_i / 4;
        let acc_words = ACC_WORDS.min(REGISTER_FILE / threads.max(1) / 4);
        let mut best: Option<(i64, SimtPlan)> = None;
        let mut gx = threads;
        while gx >= 8 {
            if threads % gx == 0 {
                let gy = threads / gx;
                for rn in [4, 8] {
                    for rm in 1..=8 {
                        if rm * rn * words > acc_words {
                            continue;
                        }
                        let (tm, tn) = (gx * rm, gy * rn);
                        let tiles = ceil_div(m, tm).saturating_mul(ceil_div(n, tn));
                        let per_k = threads * (rm * rn + SHARED_LOAD_COST * (rm + rn / vector)) + COPY_COST * (tm + tn);
                        let cost = tiles.saturating_mul(per_k);
                        let plan = SimtPlan { gx, gy, rm, rn, kb: 0, lda: tm, ldb: tn };
                        if best.is_none_or(|(c, _)| cost < c) {
                            best = Some((cost, plan));
                        }
                    }
                }
            }
            gx /= 2;
        }
        let (_, mut plan) = best?;
        plan.lda += i64::from(k_fast.0);
        plan.ldb += if k_fast.1 { 4 } else { 0 };
        // The block: all of K when it fits, else the largest of MAX_KB … MAX_KB / 2 that divides
        // K (no partial block), else MAX_KB.
        let fits = |kb: i64| {
            let a = (plan.lda * kb) as u64 * bytes;
            a.div_ceil(16) * 16 + (plan.ldb * kb) as u64 * bytes <= room
        };
        let kb = if k <= MAX_KB { k } else { (MAX_KB / 2..=MAX_KB).rev().find(|kb| k % kb == 0).unwrap_or(MAX_KB) };
        let kb = (1..=kb).rev().find(|&kb| fits(kb))?;
        (kb >= k.min(4)).then_some(SimtPlan { kb, ..plan })
    }
}

impl Lowerer<'_> {
    /// The staged SIMT GEMM (module documentation); `false` when it does not apply (dynamic
    /// sizes, C smaller than [`SIMT_STAGED_MIN`] either way, operands of other types than one
    /// `f32` or `f64`, a work-group that is not whole warps, not enough local memory), and
    /// nothing was emitted.
    pub(super) fn gemm_simt_staged(&mut self, ops: &Operands) -> bool {
        let (Some(m_len), Some(n_len), Some(k_len)) =
            (ops.m_len.as_const(), ops.n_len.as_const(), ops.k_len.as_const())
        else {
            return false;
        };
        let elem = ops.c.elem;
        if m_len < SIMT_STAGED_MIN
            || n_len < SIMT_STAGED_MIN
            || k_len < 1
            || !matches!(elem, Prim::F32 | Prim::F64)
            || ops.a.elem != elem
            || ops.b.elem != elem
        {
            return false;
        }
        let (m, n) = self.wgs;
        let threads = m * n;
        if threads % 32 != 0 {
            return false;
        }
        // The copies walk each operand's unit-stride mode (op(A)'s i, op(B)'s k by default).
        let (a_i, a_k) = ops.op_a_strides();
        let a_rows_fast = a_i.as_const() == Some(1) || a_k.as_const() != Some(1);
        let (b_k, b_j) = ops.op_b_strides();
        let b_cols_fast = b_j.as_const() == Some(1) && b_k.as_const() != Some(1);
        let offset = self.mem.stack_bytes.max(self.staging_end).div_ceil(64) * 64;
        let room = LOCAL_LIMIT.saturating_sub(offset);
        let bytes = elem.bytes();
        let k_fast = (!a_rows_fast, !b_cols_fast);
        let Some(plan) = SimtPlan::new((m_len, n_len, k_len), threads, bytes, room, k_fast) else {
            return false;
        };
        let SimtPlan { gx, gy, rm, rn, kb, lda, ldb } = plan;
        let (tm, tn) = (gx * rm, gy * rn);
        let a_buf = Expr::Local { offset, elem };
        let b_offset = (offset + (lda * kb) as u64 * bytes).div_ceil(16) * 16;
        let b_buf = Expr::Local { offset: b_offset, elem };
        self.staging_end = self.staging_end.max(b_offset + (ldb * kb) as u64 * bytes);
        self.simt_staged = true;

        let (lid, _) = self.linear_id();
        let lid = self.materialize("lid", lid);
        let tx = self.materialize("tx", Expr::bin(BinOp::Rem, lid.clone(), Expr::i64(gx)));
        let ty = self.materialize("ty", Expr::bin(BinOp::Div, lid.clone(), Expr::i64(gx)));
        let col0 = self.materialize("tc", Expr::imul(ty, Expr::i64(rn)));
        let tiles_m = ceil_div(m_len, tm);
        let tiles = tiles_m * ceil_div(n_len, tn);
        let (exact_m, exact_n, exact_k) = (m_len % tm == 0, n_len % tn == 0, k_len % kb == 0);

        let tile = |l: &mut Self, i0: Expr, j0: Expr| {
            let zero = l.zero(elem);
            let accs: Vec<Vec<Var>> = (0..rm)
                .map(|r| (0..rn).map(|c| l.let_mut(&format!("c{r}{c}"), Ty::Prim(elem), Some(zero.clone()))).collect())
                .collect();
            // The copies' elements pass through registers: each block's are loaded before the
            // previous block is multiplied (their latency hidden behind it) and stored after.
            let a_copy =
                BlockCopy { is_a: true, r0: &i0, rows: tm, r_len: m_len, layout: (1, lda), r_fastest: a_rows_fast };
            let b_copy =
                BlockCopy { is_a: false, r0: &j0, rows: tn, r_len: n_len, layout: (1, ldb), r_fastest: b_cols_fast };
            let copy = (kb, k_len, exact_k, threads, &lid);
            let a_regs = l.fetch_block(ops, &a_copy, copy, &Expr::i64(0), None);
            let b_regs = l.fetch_block(ops, &b_copy, copy, &Expr::i64(0), None);
            let k0 = l.new_var("k0", Ty::I64, false);
            let kbody = l.block(|l| {
                l.push(Stmt::Barrier { local: true, global: false });
                l.store_block(&a_copy, copy, &a_regs, &a_buf);
                l.store_block(&b_copy, copy, &b_regs, &b_buf);
                l.push(Stmt::Barrier { local: true, global: false });
                if k_len > kb {
                    let next = l.materialize("kn", Expr::iadd(Expr::Var(k0), Expr::i64(kb)));
                    let fetch = l.block(|l| {
                        l.fetch_block(ops, &a_copy, copy, &next, Some(&a_regs));
                        l.fetch_block(ops, &b_copy, copy, &next, Some(&b_regs));
                    });
                    let cond = Expr::cmp(CmpOp::Lt, next, Expr::i64(k_len));
                    l.push(Stmt::If { cond, then: fetch, otherwise: Vec::new() });
                }
                for k in 0..kb {
                    let a: Vec<Expr> = (0..rm)
                        .map(|r| {
                            let at = Expr::iadd(tx.clone(), Expr::i64(k * lda + gx * r));
                            l.let_(&format!("a{r}"), Expr::load(a_buf.clone(), at))
                        })
                        .collect();
                    let b: Vec<Expr> = (0..rn)
                        .map(|c| {
                            let at = Expr::iadd(col0.clone(), Expr::i64(k * ldb + c));
                            l.let_(&format!("b{c}"), Expr::load(b_buf.clone(), at))
                        })
                        .collect();
                    for (r, ar) in a.iter().enumerate() {
                        for (c, bc) in b.iter().enumerate() {
                            let p = l.product(ar.clone(), bc.clone());
                            l.accumulate(accs[r][c], p);
                        }
                    }
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
            // The update of C: rows i0 + x + GX·r, columns j0 + y·RN + c.
            for (r, row) in accs.iter().enumerate() {
                let i = l.materialize("i", Expr::iadd(i0.clone(), Expr::iadd(tx.clone(), Expr::i64(gx * r as i64))));
                let stores = l.block(|l| {
                    for (c, &acc) in row.iter().enumerate() {
                        let j =
                            l.materialize("j", Expr::iadd(j0.clone(), Expr::iadd(col0.clone(), Expr::i64(c as i64))));
                        let store = l.block(|l| {
                            let idx = ops.c.offset(&[i.clone(), j.clone()]);
                            l.update(ops.u, ops.c, idx, Expr::Var(acc));
                        });
                        l.push_below(exact_n, &j, &ops.n_len, store);
                    }
                });
                l.push_below(exact_m, &i, &ops.m_len, stores);
            }
        };
        if tiles == 1 {
            tile(self, Expr::i64(0), Expr::i64(0));
        } else {
            let mt = self.new_var("mt", Ty::I64, false);
            let body = self.block(|l| {
                let i0 = l.materialize(
                    "i0",
                    Expr::imul(Expr::bin(BinOp::Rem, Expr::Var(mt), Expr::i64(tiles_m)), Expr::i64(tm)),
                );
                let j0 = l.materialize(
                    "j0",
                    Expr::imul(Expr::bin(BinOp::Div, Expr::Var(mt), Expr::i64(tiles_m)), Expr::i64(tn)),
                );
                tile(l, i0, j0);
            });
            self.push(Stmt::For {
                var: mt,
                lb: Expr::i64(0),
                ub: Expr::i64(tiles),
                step: Expr::i64(1),
                body,
                unroll: false,
            });
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: u64 = 40 * 1024;

    #[test]
    fn plans_cover_the_gpu_check_sizes_with_full_register_tiles() {
        // f32 on 512 work-items (the work-group the heuristic gives these sizes on GPUs).
        let p = SimtPlan::new((128, 128, 128), 512, 4, ROOM, (false, true)).unwrap();
        assert_eq!((p.gx, p.gy, p.rm, p.rn, p.kb), (32, 16, 4, 8, 16), "{p:?}");
        assert_eq!((p.lda, p.ldb), (128, 132), "B's copy walks k: rows padded");
        // 512 work-items have 128 registers each: 32 accumulators.
        let p = SimtPlan::new((256, 256, 256), 512, 4, ROOM, (false, true)).unwrap();
        assert_eq!((p.gx * p.rm, p.gy * p.rn), (128, 128), "{p:?}");
        let p = SimtPlan::new((256, 256, 256), 256, 4, ROOM, (false, true)).unwrap();
        assert_eq!(p.rm * p.rn, 64, "{p:?}");
        let p = SimtPlan::new((64, 64, 64), 512, 4, ROOM, (false, false)).unwrap();
        assert_eq!((p.gx * p.rm, p.gy * p.rn), (64, 64), "one macro tile: {p:?}");
        assert_eq!((p.lda, p.ldb), (64, 64));
        // f64 on 512 work-items: 16 accumulators (32 registers).
        let p = SimtPlan::new((128, 128, 128), 512, 8, ROOM, (false, true)).unwrap();
        assert!(p.rm * p.rn == 16, "{p:?}");
        // K = 56 takes blocks of 14 (no partial block); K = 100 blocks of 10.
        assert_eq!(SimtPlan::new((64, 64, 56), 512, 4, ROOM, (false, true)).unwrap().kb, 14);
        assert_eq!(SimtPlan::new((64, 64, 100), 512, 4, ROOM, (false, true)).unwrap().kb, 10);
        assert_eq!(SimtPlan::new((64, 64, 9), 512, 4, ROOM, (false, true)).unwrap().kb, 9);
    }

    #[test]
    fn plans_shrink_the_block_to_the_room_and_refuse_without_it() {
        let p = SimtPlan::new((128, 128, 128), 512, 8, 9 * 1024, (false, true)).unwrap();
        let (a, b) = ((p.lda * p.kb) as u64 * 8, (p.ldb * p.kb) as u64 * 8);
        assert!(a.div_ceil(16) * 16 + b <= 9 * 1024 && p.kb < 16, "{p:?}");
        assert_eq!(SimtPlan::new((128, 128, 128), 512, 8, 512, (false, true)), None);
        assert_eq!(SimtPlan::new((128, 128, 128), 512, 2, ROOM, (false, true)), None, "16-bit elements");
    }
}

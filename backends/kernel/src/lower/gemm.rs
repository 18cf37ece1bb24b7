//! `gemm`: C := α·op(A)·op(B) + β·C with register tiling.
//!
//! The work-group (m × n work-items) computes C in macro tiles of (m·RM) × (n·RN). Work-item
//! (x, y) owns rows i0 + x + m·r (r < RM) and columns j0 + y + n·c (c < RN) of each tile, keeps
//! RM·RN accumulators in registers and walks K once per tile: per k it loads RM elements of op(A)
//! (consecutive work-items read consecutive rows, so the loads coalesce / vectorise) and RN
//! elements of op(B) (the same for all x, a broadcast). Rows and columns past the edge of C read
//! the last valid row/column (so no load is out of bounds) and skip the store. Static sizes pick
//! RM and RN so that tiles cover C with as little waste as possible, drop the edge handling when
//! the tiles divide C, and unroll static loops within a code-size budget.

use tinyc_frontend::ast::{Blas, Transpose};

use super::Lowerer;
use super::blas::Update;
use crate::ir::*;

/// Largest register tile per work-item.
const MAX_RM: i64 = 4;
const MAX_RN: i64 = 8;
/// Static loops are unrolled while the unrolled tile code stays below this many multiply-adds
/// per work-item: straight-line code lets implicit vectorisation across work-items (PoCL and
/// other CPU OpenCL drivers) work, which a remaining inner loop prevents.
const UNROLL_BUDGET: i64 = 16384;

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
        let (m, n) = self.wgs;
        let rm = m_len.as_const().map(|v| ((v + m - 1) / m).clamp(1, MAX_RM)).unwrap_or(1);
        let rn = n_len.as_const().map(|v| ((v + n - 1) / n).clamp(1, MAX_RN)).unwrap_or(4);
        let (tm, tn) = (m * rm, n * rn);
        let exact_m = m_len.as_const().is_some_and(|v| v % tm == 0);
        let exact_n = n_len.as_const().is_some_and(|v| v % tn == 0);

        // Macro-tile loops, dropped when one tile covers the static size.
        let single_m = m_len.as_const().is_some_and(|v| v <= tm);
        let single_n = n_len.as_const().is_some_and(|v| v <= tn);
        let tiles = match (m_len.as_const(), n_len.as_const()) {
            (Some(a), Some(b)) => Some(((a + tm - 1) / tm) * ((b + tn - 1) / tn)),
            _ => None,
        };
        let unroll_all = match (tiles, k_len.as_const()) {
            (Some(t), Some(k)) => t.saturating_mul(k).saturating_mul(rm * rn) <= UNROLL_BUDGET,
            _ => false,
        };
        let i0 = if single_m { None } else { Some(self.new_var("i0", Ty::I64, false)) };
        let j0 = if single_n { None } else { Some(self.new_var("j0", Ty::I64, false)) };
        let tile = self.block(|l| {
            let x = Expr::Builtin(Builtin::LocalIdX);
            let y = if n == 1 { Expr::i64(0) } else { Expr::Builtin(Builtin::LocalIdY) };
            let base_i = Expr::iadd(i0.map(Expr::Var).unwrap_or(Expr::i64(0)), x);
            let base_j = Expr::iadd(j0.map(Expr::Var).unwrap_or(Expr::i64(0)), y);
            let mut rows = Vec::new();
            for r in 0..rm {
                let i = l.materialize("i", Expr::iadd(base_i.clone(), Expr::i64(m * r)));
                let ia =
                    if exact_m { i.clone() } else { Expr::min(i.clone(), Expr::isub(m_len.clone(), Expr::i64(1))) };
                let ia = l.materialize("ia", ia);
                rows.push((i, ia));
            }
            let mut cols = Vec::new();
            for c_ in 0..rn {
                let j = l.materialize("j", Expr::iadd(base_j.clone(), Expr::i64(n * c_)));
                let jb =
                    if exact_n { j.clone() } else { Expr::min(j.clone(), Expr::isub(n_len.clone(), Expr::i64(1))) };
                let jb = l.materialize("jb", jb);
                cols.push((j, jb));
            }
            let zero = l.zero(c.elem);
            let accs: Vec<Vec<Var>> = (0..rm)
                .map(|r| {
                    (0..rn).map(|q| l.let_mut(&format!("c{r}{q}"), Ty::Prim(c.elem), Some(zero.clone()))).collect()
                })
                .collect();
            let k = l.new_var("k", Ty::I64, false);
            let kbody = l.block(|l| {
                let av: Vec<Expr> = rows
                    .iter()
                    .enumerate()
                    .map(|(r, (_, ia))| {
                        let e = if ta == Transpose::T {
                            a.at(&[Expr::Var(k), ia.clone()])
                        } else {
                            a.at(&[ia.clone(), Expr::Var(k)])
                        };
                        l.let_(&format!("a{r}"), e)
                    })
                    .collect();
                let bv: Vec<Expr> = cols
                    .iter()
                    .enumerate()
                    .map(|(q, (_, jb))| {
                        let e = if tb == Transpose::T {
                            bm.at(&[jb.clone(), Expr::Var(k)])
                        } else {
                            bm.at(&[Expr::Var(k), jb.clone()])
                        };
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
            let unroll = unroll_all;
            l.push(Stmt::For { var: k, lb: Expr::i64(0), ub: k_len.clone(), step: Expr::i64(1), body: kbody, unroll });
            for (r, (i, _)) in rows.iter().enumerate() {
                let row = l.block(|l| {
                    for (q, (j, _)) in cols.iter().enumerate() {
                        let store = l.block(|l| {
                            let idx = c.offset(&[i.clone(), j.clone()]);
                            l.update(u, &c, idx, Expr::Var(accs[r][q]));
                        });
                        if exact_n {
                            store.into_iter().for_each(|s| l.push(s));
                        } else {
                            let cond = Expr::cmp(CmpOp::Lt, j.clone(), n_len.clone());
                            l.push(Stmt::If { cond, then: store, otherwise: Vec::new() });
                        }
                    }
                });
                if exact_m {
                    row.into_iter().for_each(|s| l.push(s));
                } else {
                    let cond = Expr::cmp(CmpOp::Lt, i.clone(), m_len.clone());
                    l.push(Stmt::If { cond, then: row, otherwise: Vec::new() });
                }
            }
        });
        let mut body = tile;
        if let Some(j0) = j0 {
            body =
                vec![Stmt::For { var: j0, lb: Expr::i64(0), ub: n_len, step: Expr::i64(tn), body, unroll: unroll_all }];
        }
        if let Some(i0) = i0 {
            body =
                vec![Stmt::For { var: i0, lb: Expr::i64(0), ub: m_len, step: Expr::i64(tm), body, unroll: unroll_all }];
        }
        for s in body {
            self.push(s);
        }
    }
}

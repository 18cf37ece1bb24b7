//! Copies of blocks of a GEMM's operands into local memory, shared by the staged GEMMs (the
//! tensor-core one, `mma.rs`, and the SIMT one, `simt.rs`): each work-item loads its elements of
//! a block into registers ([`Lowerer::fetch_block`]), zeros past the operand's edges, and stores
//! them into the buffer ([`Lowerer::store_block`]); between the two the caller may compute, so
//! that the loads' latency hides behind it.

use tinyc_frontend::types::ceil_div;

use super::Lowerer;
use super::gemm::Operands;
use crate::ir::*;

/// One operand's block copy: op(A) (rows of C) or op(B) (columns of C as rows), `rows` of them
/// from `r0` (of `r_len`), element (r, k) stored at r·RS + k·KS (`layout`); consecutive
/// work-items take consecutive r where `r_fastest`, else consecutive k (the operand's contiguous
/// mode, so that the reads coalesce).
pub(super) struct BlockCopy<'e> {
    pub is_a: bool,
    pub r0: &'e Expr,
    pub rows: i64,
    pub r_len: i64,
    pub layout: (i64, i64),
    pub r_fastest: bool,
}

/// The K block of a copy: (KB, K, KB divides K, work-items, the linear id).
pub(super) type KBlock<'e> = (i64, i64, bool, i64, &'e Expr);

impl Lowerer<'_> {
    /// For each of this work-item's elements of a block copy (trip t: element lid + t·threads of
    /// the block): its (r, k) in the block and whether it is inside the block (`None`: always).
    pub(super) fn copy_elements(
        &mut self,
        c: &BlockCopy,
        (kb, _, _, threads, lid): KBlock,
    ) -> Vec<(Expr, Expr, Option<Expr>)> {
        let total = c.rows * kb;
        (0..ceil_div(total, threads))
            .map(|t| {
                let idx = self.materialize("ci", Expr::iadd(lid.clone(), Expr::i64(t * threads)));
                let (r, k) = if c.r_fastest {
                    (
                        Expr::bin(BinOp::Rem, idx.clone(), Expr::i64(c.rows)),
                        Expr::bin(BinOp::Div, idx.clone(), Expr::i64(c.rows)),
                    )
                } else {
                    (
                        Expr::bin(BinOp::Div, idx.clone(), Expr::i64(kb)),
                        Expr::bin(BinOp::Rem, idx.clone(), Expr::i64(kb)),
                    )
                };
                let (r, k) = (self.materialize("cr", r), self.materialize("ck", k));
                let inside = ((t + 1) * threads > total).then(|| Expr::cmp(CmpOp::Lt, idx, Expr::i64(total)));
                (r, k, inside)
            })
            .collect()
    }

    /// Loads this work-item's elements of the block of K from `k0` into registers: new variables
    /// (`regs` `None`), or the given ones. Zeros past the edges of the operand.
    pub(super) fn fetch_block(
        &mut self,
        ops: &Operands,
        c: &BlockCopy,
        kblock: KBlock,
        k0: &Expr,
        regs: Option<&[Var]>,
    ) -> Vec<Var> {
        let (_, k_len, exact_k, ..) = kblock;
        let elem = if c.is_a { ops.a.elem } else { ops.b.elem };
        let exact_r = c.r_len % c.rows == 0;
        let elements = self.copy_elements(c, kblock);
        let mut out = Vec::new();
        for (t, (r, k, inside)) in elements.into_iter().enumerate() {
            let v = match regs {
                Some(regs) => regs[t],
                None => self.let_mut("cv", Ty::Prim(elem), Some(Expr::zero(elem))),
            };
            out.push(v);
            let gr = Expr::iadd(c.r0.clone(), r);
            let gk = Expr::iadd(k0.clone(), k);
            let mut conds: Vec<Expr> = inside.into_iter().collect();
            if !exact_r {
                conds.push(Expr::cmp(CmpOp::Lt, gr.clone(), Expr::i64(c.r_len)));
            }
            if !exact_k {
                conds.push(Expr::cmp(CmpOp::Lt, gk.clone(), Expr::i64(k_len)));
            }
            let read = if c.is_a { ops.op_a(gr, gk) } else { ops.op_b(gk, gr) };
            let load = Stmt::Assign(v, read);
            match conds.into_iter().reduce(|a, b| Expr::bin(BinOp::And, a, b)) {
                // Outside: a zero (a register reused for the next block holds the last one's).
                Some(cond) => {
                    self.push(Stmt::If { cond, then: vec![load], otherwise: vec![Stmt::Assign(v, Expr::zero(elem))] })
                }
                None => self.push(load),
            }
        }
        out
    }

    /// Stores the registers of [`fetch_block`](Self::fetch_block) into the block's buffer.
    pub(super) fn store_block(&mut self, c: &BlockCopy, kblock: KBlock, regs: &[Var], buf: &Expr) {
        let elements = self.copy_elements(c, kblock);
        for ((r, k, inside), &v) in elements.into_iter().zip(regs) {
            let index = Expr::iadd(Expr::imul(r, Expr::i64(c.layout.0)), Expr::imul(k, Expr::i64(c.layout.1)));
            let store = Stmt::Store { ptr: buf.clone(), index, value: Expr::Var(v) };
            match inside {
                Some(cond) => self.push(Stmt::If { cond, then: vec![store], otherwise: Vec::new() }),
                None => self.push(store),
            }
        }
    }
}

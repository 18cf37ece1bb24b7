//! Complex values (`c32`, `c64`) as `vector<2xf32>` / `vector<2xf64>` holding (re, im), the
//! layout of memory: loads, stores, additions, negation and `c32` ↔ `c64` conversions work on
//! the vector, multiplication and division on its components (`llvm.extractelement`,
//! `llvm.insertelement`, which need no vector lowering). Multiplication is the textbook formula,
//! division Smith's algorithm (as the OpenCL C's `tinyc_cmul_*`, `tinyc_cdiv_*`), computed
//! without branches: both of Smith's cases are computed and one is selected.

use melior::dialect::arith::{self as ma, CmpfPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{BlockRef, Value};
use tinyc_kernel::ir::{BinOp, Prim, UnOp};

use super::{Build, Builder};

impl<'c, 'a> Builder<'c, 'a, '_> {
    /// Component `i` (0: re, 1: im) of the complex value `v`.
    pub(super) fn part(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>, i: i64, p: Prim) -> Build<Value<'c, 'a>> {
        let position = self.int(block, i, Prim::I32)?;
        let extract = OperationBuilder::new("llvm.extractelement", self.loc)
            .add_operands(&[v, position])
            .add_results(&[self.t.prim(p.component())]);
        self.op_value(block, extract)
    }

    /// The complex value `re + i·im` of type `p` (the components have `p`'s component type).
    pub(super) fn pair(
        &self,
        block: BlockRef<'c, 'a>,
        re: Value<'c, 'a>,
        im: Value<'c, 'a>,
        p: Prim,
    ) -> Build<Value<'c, 'a>> {
        let ty = self.t.prim(p);
        let mut v = self.op_value(block, OperationBuilder::new("llvm.mlir.poison", self.loc).add_results(&[ty]))?;
        for (i, x) in [re, im].into_iter().enumerate() {
            let position = self.int(block, i as i64, Prim::I32)?;
            let insert = OperationBuilder::new("llvm.insertelement", self.loc)
                .add_operands(&[v, x, position])
                .add_results(&[ty]);
            v = self.op_value(block, insert)?;
        }
        Ok(v)
    }

    pub(super) fn complex_binary(
        &self,
        block: BlockRef<'c, 'a>,
        op: BinOp,
        p: Prim,
        x: Value<'c, 'a>,
        y: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        match op {
            BinOp::Add | BinOp::WAdd => self.value(block, ma::addf(x, y, loc)),
            BinOp::Sub | BinOp::WSub => self.value(block, ma::subf(x, y, loc)),
            BinOp::Mul | BinOp::WMul => {
                let [a, b, c, d] = self.parts(block, x, y, p)?;
                // (a + bi)(c + di) = (ac − bd) + (ad + bc)i
                let re = self.products(block, (a, c), (b, d), true)?;
                let im = self.products(block, (a, d), (b, c), false)?;
                self.pair(block, re, im, p)
            }
            BinOp::Div => self.divide(block, p, x, y),
            _ => Err(self.ice(format!("{op:?} on the complex type {p:?}"))),
        }
    }

    /// re(x), im(x), re(y), im(y).
    fn parts(&self, block: BlockRef<'c, 'a>, x: Value<'c, 'a>, y: Value<'c, 'a>, p: Prim) -> Build<[Value<'c, 'a>; 4]> {
        Ok([
            self.part(block, x, 0, p)?,
            self.part(block, x, 1, p)?,
            self.part(block, y, 0, p)?,
            self.part(block, y, 1, p)?,
        ])
    }

    fn mul(&self, block: BlockRef<'c, 'a>, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        self.value(block, ma::mulf(x, y, self.loc))
    }

    /// `x.0·x.1 − y.0·y.1` (`minus`) or `x.0·x.1 + y.0·y.1`.
    fn products(
        &self,
        block: BlockRef<'c, 'a>,
        x: (Value<'c, 'a>, Value<'c, 'a>),
        y: (Value<'c, 'a>, Value<'c, 'a>),
        minus: bool,
    ) -> Build<Value<'c, 'a>> {
        let (l, r) = (self.mul(block, x.0, x.1)?, self.mul(block, y.0, y.1)?);
        self.value(block, if minus { ma::subf(l, r, self.loc) } else { ma::addf(l, r, self.loc) })
    }

    /// `(a + bi) / (c + di)` by Smith's algorithm: with |c| ≥ |d|, r = d/c and t = c + d·r, the
    /// quotient is ((a + b·r)/t, (b − a·r)/t); otherwise r = c/d, t = c·r + d and it is
    /// ((a·r + b)/t, (b·r − a)/t).
    fn divide(&self, block: BlockRef<'c, 'a>, p: Prim, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        let [a, b, c, d] = self.parts(block, x, y, p)?;
        let div = |n, m| self.value(block, ma::divf(n, m, loc));
        let add = |n, m| self.value(block, ma::addf(n, m, loc));
        let sub = |n, m| self.value(block, ma::subf(n, m, loc));
        // |v| as `v < 0 ? −v : v` (no intrinsic: the NVVM conversion wants `math.absf` lowered
        // to libdevice, the SPIR-V one does not lower `math`).
        let c_ty = p.component();
        let abs = |v| {
            let zero = self.float(block, 0.0, c_ty)?;
            let negative = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Olt, v, zero, loc))?;
            let minus = self.value(block, ma::negf(v, loc))?;
            self.value(block, ma::select(negative, minus, v, loc))
        };
        let (abs_c, abs_d) = (abs(c)?, abs(d)?);
        let c_wins = self.value(block, ma::cmpf(self.ctx, CmpfPredicate::Oge, abs_c, abs_d, loc))?;
        // |c| ≥ |d|
        let r1 = div(d, c)?;
        let dr = self.mul(block, d, r1)?;
        let t1 = add(c, dr)?;
        let br = self.mul(block, b, r1)?;
        let ar = self.mul(block, a, r1)?;
        let (n_re, n_im) = (add(a, br)?, sub(b, ar)?);
        let re1 = div(n_re, t1)?;
        let im1 = div(n_im, t1)?;
        // |c| < |d|
        let r2 = div(c, d)?;
        let cr = self.mul(block, c, r2)?;
        let t2 = add(cr, d)?;
        let ar = self.mul(block, a, r2)?;
        let br = self.mul(block, b, r2)?;
        let (n_re, n_im) = (add(ar, b)?, sub(br, a)?);
        let re2 = div(n_re, t2)?;
        let im2 = div(n_im, t2)?;
        let re = self.value(block, ma::select(c_wins, re1, re2, loc))?;
        let im = self.value(block, ma::select(c_wins, im1, im2, loc))?;
        self.pair(block, re, im, p)
    }

    pub(super) fn complex_unary(
        &self,
        block: BlockRef<'c, 'a>,
        op: UnOp,
        p: Prim,
        x: Value<'c, 'a>,
    ) -> Build<Value<'c, 'a>> {
        match op {
            UnOp::WNeg => self.value(block, ma::negf(x, self.loc)),
            UnOp::Re => self.part(block, x, 0, p),
            UnOp::Im => self.part(block, x, 1, p),
            UnOp::Conj => {
                let re = self.part(block, x, 0, p)?;
                let im = self.part(block, x, 1, p)?;
                let minus_im = self.value(block, ma::negf(im, self.loc))?;
                self.pair(block, re, minus_im, p)
            }
            UnOp::Not | UnOp::Abs => Err(self.ice(format!("{op:?} on the complex type {p:?} (abs is lowered before)"))),
        }
    }
}

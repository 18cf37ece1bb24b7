//! Structured control flow: `for` as `scf.for` (signed bounds of the variable's type), `if` as
//! `scf.if` without results (values leave an `if` through stack slots). Each body ends with its
//! `scf.yield`; a nested body starts at the enclosing location ([`Builder::stmts`]).

use melior::dialect::scf;
use melior::ir::{Block, BlockRef, Region, RegionLike as _};
use tinyc_kernel::ir::{Expr, Stmt, Var};

use super::{Build, Builder};

impl<'c, 'a> Builder<'c, 'a, '_> {
    /// `for (var = lb; var < ub; var += step) body`; `var` is the loop's induction variable.
    pub(super) fn for_loop(
        &mut self,
        block: BlockRef<'c, 'a>,
        var: Var,
        [lb, ub, step]: [&Expr; 3],
        body: &[Stmt],
    ) -> Build<()> {
        let lb = self.expr(block, lb)?;
        let ub = self.expr(block, ub)?;
        let step = self.expr(block, step)?;
        let ty = self.t.ty(self.k.var(var).ty);
        let region = Region::new();
        region.append_block(Block::new(&[(ty, self.loc)]));
        let op = self.append(block, scf::r#for(lb, ub, step, region, self.loc));
        let inner = self.body(op, 0)?;
        let induction = self.argument(inner, 0)?;
        self.values.insert(var, induction);
        self.stmts(inner, body)?;
        self.append(inner, scf::r#yield(&[], self.loc));
        Ok(())
    }

    /// `if (cond) then else otherwise` (no else region when `otherwise` is empty).
    pub(super) fn if_then_else(
        &mut self,
        block: BlockRef<'c, 'a>,
        cond: &Expr,
        then: &[Stmt],
        otherwise: &[Stmt],
    ) -> Build<()> {
        let c = self.expr(block, cond)?;
        let then_region = Region::new();
        then_region.append_block(Block::new(&[]));
        let else_region = Region::new();
        if !otherwise.is_empty() {
            else_region.append_block(Block::new(&[]));
        }
        let op = self.append(block, scf::r#if(c, &[], then_region, else_region, self.loc));
        for (index, stmts) in [then, otherwise].into_iter().enumerate() {
            if index == 1 && otherwise.is_empty() {
                break;
            }
            let inner = self.body(op, index)?;
            self.stmts(inner, stmts)?;
            self.append(inner, scf::r#yield(&[], self.loc));
        }
        Ok(())
    }
}

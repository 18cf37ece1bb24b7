//! Work-item queries and barriers (`gpu`): the local index in dimensions x and y
//! (`gpu.thread_id`), the work-group's index (`gpu.block_id`) and count (`gpu.grid_dim`) as
//! `i64`, in dimension x for NVVM and z for SPIR-V (the [`Flavor`]'s launch), and `gpu.barrier`,
//! which NVVM makes a `bar.sync` that orders all memory.

use melior::dialect::arith as ma;
use melior::ir::attribute::{IntegerAttribute, StringAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Attribute, BlockRef, Value};
use tinyc_kernel::ir::{Builtin, Prim};

use super::{Build, Builder};
use crate::Flavor;

impl<'c, 'a> Builder<'c, 'a, '_> {
    pub(super) fn builtin(&self, block: BlockRef<'c, 'a>, b: Builtin) -> Build<Value<'c, 'a>> {
        let group_dim = match self.flavor {
            Flavor::Nvvm => "#gpu<dim x>",
            Flavor::Spirv => "#gpu<dim z>",
        };
        let (name, dimension) = match b {
            Builtin::LocalIdX => ("gpu.thread_id", "#gpu<dim x>"),
            Builtin::LocalIdY => ("gpu.thread_id", "#gpu<dim y>"),
            Builtin::GroupId => ("gpu.block_id", group_dim),
            Builtin::GroupCount => ("gpu.grid_dim", group_dim),
            Builtin::GroupIdAt(d) => ("gpu.block_id", dim(d)),
            Builtin::GroupCountAt(d) => ("gpu.grid_dim", dim(d)),
            // The language's subgroups from the local id: runs of S along the first mode.
            Builtin::SubgroupId | Builtin::SubgroupLane => {
                let s = self.k.abi.subgroup_size.max(1);
                let x = self.builtin(block, Builtin::LocalIdX)?;
                let sv = self.int(block, s, Prim::I64)?;
                if b == Builtin::SubgroupLane {
                    return self.value(block, ma::remsi(x, sv, self.loc));
                }
                let q = self.value(block, ma::divsi(x, sv, self.loc))?;
                let y = self.builtin(block, Builtin::LocalIdY)?;
                let per = self.int(block, (self.k.abi.work_group_size.0 / s).max(1), Prim::I64)?;
                let r = self.value(block, ma::muli(per, y, self.loc))?;
                return self.value(block, ma::addi(q, r, self.loc));
            }
        };
        // melior has no constructor for the `gpu` dialect's dimension attribute.
        let dimension = Attribute::parse(self.ctx, dimension)
            .ok_or_else(|| self.ice(format!("MLIR does not take the attribute `{dimension}`")))?;
        let query = OperationBuilder::new(name, self.loc)
            .add_attributes(&[(self.ident("dimension"), dimension)])
            .add_results(&[self.t.index]);
        let index = self.op_value(block, query)?;
        self.value(block, ma::index_cast(index, self.t.i64, self.loc))
    }

    /// The local id z as `i64`: 0 in every launch of a tinyc kernel, but unknown to LLVM.
    pub(super) fn thread_id_z(&self, block: BlockRef<'c, 'a>) -> Build<Value<'c, 'a>> {
        let dimension = Attribute::parse(self.ctx, "#gpu<dim z>")
            .ok_or_else(|| self.ice("MLIR does not take the attribute `#gpu<dim z>`"))?;
        let query = OperationBuilder::new("gpu.thread_id", self.loc)
            .add_attributes(&[(self.ident("dimension"), dimension)])
            .add_results(&[self.t.index]);
        let index = self.op_value(block, query)?;
        self.value(block, ma::index_cast(index, self.t.i64, self.loc))
    }

    /// `llvm.fence acq_rel` (system scope, the strongest).
    pub(super) fn fence(&self, block: BlockRef<'c, 'a>) -> Build<()> {
        const ACQ_REL: i64 = 6;
        let ordering = IntegerAttribute::new(self.t.i64, ACQ_REL).into();
        self.op(
            block,
            OperationBuilder::new("llvm.fence", self.loc).add_attributes(&[(self.ident("ordering"), ordering)]),
        )?;
        Ok(())
    }

    /// [`Stmt::KeepOrder`](tinyc_kernel::ir::Stmt::KeepOrder): for SPIR-V a fence of this
    /// work-item alone (`syncscope("singlethread")`, `OpMemoryBarrier` of scope Invocation),
    /// which no instruction implements but no compiler moves memory accesses across, so the loop
    /// that holds it is not vectorised; nothing for NVVM, whose compiler keeps such loops right.
    pub(super) fn keep_order(&self, block: BlockRef<'c, 'a>) -> Build<()> {
        if self.flavor != Flavor::Spirv {
            return Ok(());
        }
        const ACQ_REL: i64 = 6;
        let ordering = IntegerAttribute::new(self.t.i64, ACQ_REL).into();
        let scope = StringAttribute::new(self.ctx, "singlethread").into();
        self.op(
            block,
            OperationBuilder::new("llvm.fence", self.loc)
                .add_attributes(&[(self.ident("ordering"), ordering), (self.ident("syncscope"), scope)]),
        )?;
        Ok(())
    }

    pub(super) fn barrier(&self, block: BlockRef<'c, 'a>) -> Build<()> {
        self.op(block, OperationBuilder::new("gpu.barrier", self.loc))?;
        Ok(())
    }
}

/// The `gpu` dimension attribute of NDRange dimension `d` (a grid launch's).
fn dim(d: u8) -> &'static str {
    match d {
        0 => "#gpu<dim x>",
        1 => "#gpu<dim y>",
        _ => "#gpu<dim z>",
    }
}

//! Subgroup operations on the device's own subgroups ([`Stmt::Subgroup`]) as shuffles within
//! the subgroup: reductions as butterflies (`xor` with offsets 1, 2, 4, …), scans as
//! Hillis–Steele steps (`up`, kept where the source lane is in the subgroup; the exclusive scan
//! is the inclusive one moved up a lane, the identity in lane 0), broadcasts as an `idx`
//! shuffle. NVVM: `nvvm.shfl.sync` on the subgroup's segment of the warp (its lanes as the member
//! mask, the segment width in the clamp operand, as CUDA's `__shfl_*_sync(…, width)` do),
//! 64-bit values as two 32-bit halves. SPIR-V: `gpu.shuffle` of the subgroup's width in a kernel
//! that requires that subgroup size (`intel_reqd_sub_group_size`), which LLVM writes as
//! `GroupNonUniformShuffle*` of SPIR-V 1.3 (such modules are 1.3, `tinyc_spirv::version_for`;
//! for 1.2 LLVM's backend aborts on them, also with `SPV_INTEL_subgroups`).

use melior::dialect::arith as ma;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Attribute, BlockRef, Value, ValueLike as _};
use tinyc_kernel::ir::{Builtin, CmpOp, Expr, Prim, SubgroupOp, Var};
use tinyc_kernel::semantics;

use super::{Build, Builder};
use crate::Flavor;

/// A shuffle's source lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// This lane's id xor the offset.
    Xor,
    /// This lane's id minus the offset (this lane's own value below the subgroup's first lane).
    Up,
    /// The given lane of the subgroup.
    Idx,
}

impl<'c, 'a> Builder<'c, 'a, '_> {
    pub(super) fn subgroup(
        &mut self,
        block: BlockRef<'c, 'a>,
        result: Var,
        op: SubgroupOp,
        value: &Expr,
        lane: Option<&Expr>,
    ) -> Build<()> {
        let width = self.k.abi.subgroup_size;
        if !(1..=32).contains(&width) || (width & (width - 1)) != 0 {
            return Err(self.ice(format!("hardware subgroups of {width} lanes")));
        }
        let p = self.prim_of(value)?;
        let v = self.expr(block, value)?;
        let local = self.builtin(block, Builtin::LocalIdX)?;
        let w64 = self.int(block, width, Prim::I64)?;
        let my_lane = self.value(block, ma::remsi(local, w64, self.loc))?;
        let my_lane = self.value(block, ma::trunci(my_lane, self.t.i32, self.loc))?;
        let out = match op {
            SubgroupOp::Broadcast => {
                let l = lane.ok_or_else(|| self.ice("a broadcast without its lane"))?;
                let lp = self.prim_of(l)?;
                let l = self.expr(block, l)?;
                let l = self.cast(block, l, lp, Prim::I32)?;
                self.shuffle(block, Mode::Idx, p, v, l, width)?
            }
            SubgroupOp::Reduce(a) => {
                let mut acc = v;
                let mut offset = 1;
                while offset < width {
                    let o = self.int(block, offset, Prim::I32)?;
                    let other = self.shuffle(block, Mode::Xor, p, acc, o, width)?;
                    acc = self.binary(block, semantics::group_binop(a), p, acc, other)?;
                    offset *= 2;
                }
                acc
            }
            SubgroupOp::InclusiveScan(a) | SubgroupOp::ExclusiveScan(a) => {
                let mut acc = v;
                let mut offset = 1;
                while offset < width {
                    let o = self.int(block, offset, Prim::I32)?;
                    let other = self.shuffle(block, Mode::Up, p, acc, o, width)?;
                    let combined = self.binary(block, semantics::group_binop(a), p, other, acc)?;
                    let inside = self.compare(block, CmpOp::Ge, Prim::I32, my_lane, o)?;
                    acc = self.value(block, ma::select(inside, combined, acc, self.loc))?;
                    offset *= 2;
                }
                if let SubgroupOp::ExclusiveScan(a) = op {
                    let one = self.int(block, 1, Prim::I32)?;
                    let before = self.shuffle(block, Mode::Up, p, acc, one, width)?;
                    let identity = self.expr(block, &semantics::scan_identity(a, p))?;
                    let zero = self.int(block, 0, Prim::I32)?;
                    let first = self.compare(block, CmpOp::Eq, Prim::I32, my_lane, zero)?;
                    acc = self.value(block, ma::select(first, identity, before, self.loc))?;
                }
                acc
            }
        };
        self.assign(block, result, out)
    }

    /// One shuffle of `v` (of type `p`) within subgroups of `width` lanes.
    fn shuffle(
        &mut self,
        block: BlockRef<'c, 'a>,
        mode: Mode,
        p: Prim,
        v: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        width: i64,
    ) -> Build<Value<'c, 'a>> {
        if width == 1 {
            return Ok(v);
        }
        match self.flavor {
            Flavor::Spirv => {
                let name = match mode {
                    Mode::Xor => "xor",
                    Mode::Up => "up",
                    Mode::Idx => "idx",
                };
                let kind = Attribute::parse(self.ctx, &format!("#gpu<shuffle_mode {name}>"))
                    .ok_or_else(|| self.ice("MLIR does not take a gpu shuffle mode"))?;
                let w = self.int(block, width, Prim::I32)?;
                let shuffle = OperationBuilder::new("gpu.shuffle", self.loc)
                    .add_operands(&[v, offset, w])
                    .add_attributes(&[(self.ident("mode"), kind)])
                    .add_results(&[self.t.prim(p), self.t.i1]);
                self.op_value(block, shuffle)
            }
            Flavor::Nvvm => match p {
                Prim::F32 | Prim::I32 => self.shfl_sync(block, mode, v, offset, width),
                Prim::F64 | Prim::I64 => {
                    // Two 32-bit halves.
                    let bits =
                        if p == Prim::F64 { self.value(block, ma::bitcast(v, self.t.i64, self.loc))? } else { v };
                    let low = self.value(block, ma::trunci(bits, self.t.i32, self.loc))?;
                    let k32 = self.int(block, 32, Prim::I64)?;
                    let high = self.value(block, ma::shrui(bits, k32, self.loc))?;
                    let high = self.value(block, ma::trunci(high, self.t.i32, self.loc))?;
                    let low = self.shfl_sync(block, mode, low, offset, width)?;
                    let high = self.shfl_sync(block, mode, high, offset, width)?;
                    let low = self.value(block, ma::extui(low, self.t.i64, self.loc))?;
                    let high = self.value(block, ma::extui(high, self.t.i64, self.loc))?;
                    let high = self.value(block, ma::shli(high, k32, self.loc))?;
                    let bits = self.value(block, ma::ori(high, low, self.loc))?;
                    if p == Prim::F64 { self.value(block, ma::bitcast(bits, self.t.f64, self.loc)) } else { Ok(bits) }
                }
                _ => Err(self.ice(format!("a hardware subgroup operation on {p:?}"))),
            },
        }
    }

    /// `shfl.sync` of a 32-bit value on this lane's segment of `width` lanes of the warp.
    fn shfl_sync(
        &mut self,
        block: BlockRef<'c, 'a>,
        mode: Mode,
        v: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        width: i64,
    ) -> Build<Value<'c, 'a>> {
        // The segment's lanes: `width` ones from its first lane (all 32 for a whole warp).
        let mask = if width == 32 {
            self.int(block, -1, Prim::I32)?
        } else {
            let laneid = OperationBuilder::new("nvvm.read.ptx.sreg.laneid", self.loc).add_results(&[self.t.i32]);
            let laneid = self.op_value(block, laneid)?;
            let first = self.int(block, !(width - 1), Prim::I32)?;
            let first = self.value(block, ma::andi(laneid, first, self.loc))?;
            let ones = self.int(block, (1 << width) - 1, Prim::I32)?;
            self.value(block, ma::shli(ones, first, self.loc))?
        };
        // c: the segment mask (32 − width) in bits 8–12, the clamp in bits 0–4 (0 for `up`).
        let clamp = if mode == Mode::Up { 0 } else { 31 };
        let c = self.int(block, ((32 - width) << 8) | clamp, Prim::I32)?;
        let kind = match mode {
            Mode::Xor => "bfly",
            Mode::Up => "up",
            Mode::Idx => "idx",
        };
        let kind = Attribute::parse(self.ctx, &format!("#nvvm<shfl_kind {kind}>"))
            .ok_or_else(|| self.ice("MLIR does not take an nvvm shuffle kind"))?;
        let ty = v.r#type();
        let shfl = OperationBuilder::new("nvvm.shfl.sync", self.loc)
            .add_operands(&[mask, v, offset, c])
            .add_attributes(&[(self.ident("kind"), kind)])
            .add_results(&[ty]);
        self.op_value(block, shfl)
    }
}

//! The tensor cores' warp-level matrix multiply-accumulate ([`Stmt::Mma`]) as `nvvm.mma.sync`
//! (NVVM flavour only): A and B fragments packed as the instruction takes them (one `f64` each
//! for m8n8k4; pairs of `f16` as `vector<2xf16>`, pairs of `bf16` as the `i32` holding both,
//! the first in the low half, for m16n8k16), the accumulators' slots in and out through the
//! `!llvm.struct` result.

use melior::dialect::llvm;
use melior::ir::attribute::{DenseI32ArrayAttribute, DenseI64ArrayAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Attribute, BlockRef, Type, Value};
use tinyc_kernel::ir::{AsyncCopy, Expr, MmaShape, Prim, Var};

use super::{Build, Builder};
use crate::Flavor;

impl<'c, 'a> Builder<'c, 'a, '_> {
    pub(super) fn mma(
        &mut self,
        block: BlockRef<'c, 'a>,
        shape: MmaShape,
        a: &[Expr],
        b: &[Expr],
        acc: &[Var],
    ) -> Build<()> {
        if self.flavor != Flavor::Nvvm {
            return Err(self.ice("a tensor-core instruction on a target without tensor cores"));
        }
        let (asz, bsz, csz) = shape.fragment_sizes();
        if a.len() != asz || b.len() != bsz || acc.len() != csz {
            return Err(self.ice(format!(
                "mma {shape:?} with fragments of {}, {} and {} elements",
                a.len(),
                b.len(),
                acc.len()
            )));
        }
        let a = self.fragment(block, shape, a)?;
        let b = self.fragment(block, shape, b)?;
        let c = acc.iter().map(|v| self.var(block, *v)).collect::<Build<Vec<_>>>()?;
        let acc_ty = self.t.prim(shape.acc());
        let result = llvm::r#type::r#struct(self.ctx, &vec![acc_ty; csz], false);
        let (m, n, k) = shape.mnk();
        let mut attributes = vec![
            (self.ident("shape"), self.attribute(&format!("#nvvm.shape<m = {m}, n = {n}, k = {k}>"))?),
            (self.ident("layoutA"), self.attribute("#nvvm.mma_layout<row>")?),
            (self.ident("layoutB"), self.attribute("#nvvm.mma_layout<col>")?),
            (
                self.ident("operandSegmentSizes"),
                DenseI32ArrayAttribute::new(self.ctx, &[a.len() as i32, b.len() as i32, c.len() as i32]).into(),
            ),
        ];
        // Stated for every shape: the op's verifier reads them (MLIR's parser infers them, a
        // generic builder must give them); for bf16 packed into i32s they are not the operands'.
        let ptx_type = match shape.input() {
            Prim::F64 => "f64",
            Prim::BF16 => "bf16",
            _ => "f16",
        };
        let ptx_type = self.attribute(&format!("#nvvm.mma_type<{ptx_type}>"))?;
        attributes.push((self.ident("multiplicandAPtxType"), ptx_type));
        attributes.push((self.ident("multiplicandBPtxType"), ptx_type));
        let operands: Vec<Value<'c, 'a>> = a.into_iter().chain(b).chain(c).collect();
        let op = OperationBuilder::new("nvvm.mma.sync", self.loc)
            .add_operands(&operands)
            .add_attributes(&attributes)
            .add_results(&[result]);
        let d = self.op_value(block, op)?;
        for (i, v) in acc.iter().enumerate() {
            let field = DenseI64ArrayAttribute::new(self.ctx, &[i as i64]);
            let x = self.value(block, llvm::extract_value(self.ctx, d, field, acc_ty, self.loc))?;
            self.assign(block, *v, x)?;
        }
        Ok(())
    }

    /// [`Stmt::LdMatrix`] as `nvvm.ldmatrix` (non-transposed 8 × 8 matrices of b16): the
    /// lane's row address, and each 32-bit register of the result split into its two 16-bit
    /// elements (the first in the low half), assigned to the slots in order.
    ///
    /// [`Stmt::LdMatrix`]: tinyc_kernel::ir::Stmt::LdMatrix
    pub(super) fn ldmatrix(&mut self, block: BlockRef<'c, 'a>, ptr: &Expr, index: &Expr, out: &[Var]) -> Build<()> {
        if self.flavor != Flavor::Nvvm {
            return Err(self.ice("ldmatrix on a target without tensor cores"));
        }
        let count = out.len() / 2;
        let elem = match out.first().map(|v| self.k.var(*v).ty) {
            Some(tinyc_kernel::ir::Ty::Prim(p @ (Prim::F16 | Prim::BF16))) => p,
            other => return Err(self.ice(format!("ldmatrix into {other:?}"))),
        };
        if !matches!(count, 1 | 2 | 4) || out.len() != 2 * count {
            return Err(self.ice(format!("ldmatrix into {} slots", out.len())));
        }
        let addr = self.address(block, ptr, index)?;
        let result =
            if count == 1 { self.t.i32 } else { llvm::r#type::r#struct(self.ctx, &vec![self.t.i32; count], false) };
        let attributes = vec![
            (self.ident("num"), self.attribute(&format!("{count} : i32"))?),
            (self.ident("layout"), self.attribute("#nvvm.mma_layout<row>")?),
            (self.ident("shape"), self.attribute("#nvvm.ld_st_matrix_shape<m = 8, n = 8>")?),
            (self.ident("eltType"), self.attribute("#nvvm.ld_st_matrix_elt_type<b16>")?),
        ];
        let op = OperationBuilder::new("nvvm.ldmatrix", self.loc)
            .add_operands(&[addr])
            .add_attributes(&attributes)
            .add_results(&[result]);
        let loaded = self.op_value(block, op)?;
        let pair: Type<'c> = Type::vector(&[2], self.t.prim(elem));
        for q in 0..count {
            let word = if count == 1 {
                loaded
            } else {
                let field = DenseI64ArrayAttribute::new(self.ctx, &[q as i64]);
                self.value(block, llvm::extract_value(self.ctx, loaded, field, self.t.i32, self.loc))?
            };
            let cast = OperationBuilder::new("llvm.bitcast", self.loc).add_operands(&[word]).add_results(&[pair]);
            let two = self.op_value(block, cast)?;
            for h in 0..2 {
                let position = self.int(block, h as i64, Prim::I32)?;
                let extract = OperationBuilder::new("llvm.extractelement", self.loc)
                    .add_operands(&[two, position])
                    .add_results(&[self.t.prim(elem)]);
                let x = self.op_value(block, extract)?;
                self.assign(block, out[2 * q + h], x)?;
            }
        }
        Ok(())
    }

    /// [`Stmt::Async`] as NVVM's `cp.async` operations: a copy of one 4-, 8- or 16-byte element
    /// (`nvvm.cp.async.shared.global`, cached at all levels), the group's commit and the wait.
    ///
    /// [`Stmt::Async`]: tinyc_kernel::ir::Stmt::Async
    pub(super) fn async_copy(&mut self, block: BlockRef<'c, 'a>, step: &AsyncCopy) -> Build<()> {
        if self.flavor != Flavor::Nvvm {
            return Err(self.ice("cp.async on a target without it"));
        }
        let op = match step {
            AsyncCopy::Copy { dst, dst_index, src, src_index } => {
                let bytes = match self.k.type_of(src) {
                    tinyc_kernel::ir::Ty::Ptr(p, _) => p.bytes(),
                    t => return Err(self.ice(format!("cp.async from a {t:?}"))),
                };
                if !matches!(bytes, 4 | 8 | 16) {
                    return Err(self.ice(format!("cp.async of {bytes}-byte elements")));
                }
                let d = self.address(block, dst, dst_index)?;
                let s = self.address(block, src, src_index)?;
                OperationBuilder::new("nvvm.cp.async.shared.global", self.loc).add_operands(&[d, s]).add_attributes(&[
                    (self.ident("size"), self.attribute(&format!("{bytes} : i32"))?),
                    (self.ident("modifier"), self.attribute("#nvvm<load_cache_modifier ca>")?),
                ])
            }
            AsyncCopy::Commit => OperationBuilder::new("nvvm.cp.async.commit.group", self.loc),
            AsyncCopy::Wait { pending } => OperationBuilder::new("nvvm.cp.async.wait.group", self.loc)
                .add_attributes(&[(self.ident("n"), self.attribute(&format!("{pending} : i32"))?)]),
        };
        self.op(block, op).map(drop)
    }

    /// An attribute from its MLIR text (one that the route writes: failing to parse it is an
    /// internal error).
    pub(super) fn attribute(&self, text: &str) -> Build<Attribute<'c>> {
        Attribute::parse(self.ctx, text).ok_or_else(|| self.ice(format!("MLIR cannot parse the attribute {text}")))
    }

    /// A lane's fragment as the instruction's registers.
    fn fragment(&mut self, block: BlockRef<'c, 'a>, shape: MmaShape, elems: &[Expr]) -> Build<Vec<Value<'c, 'a>>> {
        let values = elems.iter().map(|e| self.expr(block, e)).collect::<Build<Vec<_>>>()?;
        let input = shape.input();
        if input == Prim::F64 {
            return Ok(values);
        }
        let elem = self.t.prim(input);
        let pair: Type<'c> = Type::vector(&[2], elem);
        values
            .chunks(2)
            .map(|two| {
                let mut v =
                    self.op_value(block, OperationBuilder::new("llvm.mlir.poison", self.loc).add_results(&[pair]))?;
                for (i, x) in two.iter().enumerate() {
                    let position = self.int(block, i as i64, Prim::I32)?;
                    let insert = OperationBuilder::new("llvm.insertelement", self.loc)
                        .add_operands(&[v, *x, position])
                        .add_results(&[pair]);
                    v = self.op_value(block, insert)?;
                }
                if input == Prim::BF16 {
                    let cast =
                        OperationBuilder::new("llvm.bitcast", self.loc).add_operands(&[v]).add_results(&[self.t.i32]);
                    v = self.op_value(block, cast)?;
                }
                Ok(v)
            })
            .collect()
    }
}

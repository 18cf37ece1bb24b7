//! # Lowering: checked AST → MLIR (`tinytc` + upstream dialects)
//!
//! Each kernel becomes a `func.func` whose arguments keep the source types: memrefs become
//! `memref<…xT, strided<[…], offset: ?>>` (column-major strides, dynamic offset, workgroup
//! address space for `alloca` memory), groups become `!tinytc.group<memref<…>, offset>`.
//! Every MLIR location is the `file:line:col` of the instruction's keyword.
//!
//! | instruction | MLIR |
//! |---|---|
//! | `axpby`, `sum`, `gemm`, `gemv`, `ger`, `hadamard` | `tinytc.<op>` (flags as `i1` attributes) |
//! | `load` of a group, `group_id`, `group_size` | `tinytc.group_load`, `tinytc.group_id`, `tinytc.group_size` |
//! | `alloca` | `memref.alloca` in `#gpu.address_space<workgroup>` + `memref.cast` to a dynamic offset |
//! | `foreach` | `scf.parallel` (index bounds, step 1) marked `tinytc.foreach` |
//! | `for`, `if`, `yield` | `scf.for`, `scf.if`, `scf.yield` |
//! | `load`, `store`, `size` | `memref.load`, `memref.store`, `memref.dim` (or a constant) |
//! | `subview` | `memref.subview` (rank-reducing) |
//! | `expand`, `fuse` | `memref.extract_strided_metadata` + `memref.reinterpret_cast` (MLIR's expand/collapse_shape assume row-major strides) |
//! | `arith`, `cmp`, `cast` | `arith` ops; shifts mask their count like OpenCL C, i8/i16 shifts go through i32 |

use std::collections::HashMap;

use melior::Context;
use melior::ir::RegionLike as _;
use melior::ir::ValueLike as _;
use melior::ir::attribute::{StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike as _;
use melior::ir::operation::{OperationBuilder, OperationLike as _};
use melior::ir::r#type::FunctionType;
use melior::ir::{Attribute, Block, Identifier, Location, Module, Region, Type, Value};
use mlir_sys::MlirValue;
use tinyc_frontend::ast::*;
use tinyc_frontend::check::{ModuleInfo, ValueId};
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type as SrcType};
use tinyc_frontend::{Checked, Code, Diagnostic, Span};

use crate::context::Diagnostics;

/// MLIR's marker for a dynamic size, stride or offset in attributes.
const DYNAMIC: i64 = i64::MIN;

/// An error in lowering: always an internal error, located at the instruction that caused it.
fn internal(span: Span, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(Code::E40, format!("internal compiler error: {what}"), span)
        .label("while lowering this instruction to MLIR")
        .note("this is a bug in tinyc; please report it with this program")
}

type Lower<T> = Result<T, Diagnostic>;

/// Lowers a checked module; the result verifies (MLIR errors come back as located diagnostics).
pub fn lower<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    checked: &Checked,
    file: &str,
    source: &str,
) -> Result<Module<'c>, Vec<Diagnostic>> {
    let module = Module::new(Location::new(context, file, 1, 1));
    let mut l =
        Lowerer { ctx: context, info: &checked.info, file, source, values: HashMap::new(), span: Span::default() };
    for (f, finfo) in checked.module.funcs.iter().zip(&checked.info.funcs) {
        let op = l.func(f, finfo).map_err(|d| vec![d])?;
        module.body().append_operation(op);
    }
    diagnostics.take();
    if !module.as_operation().verify() {
        let diags = diagnostics.take();
        return Err(diags
            .into_iter()
            .map(|d| {
                let span = d.location.as_ref().map(|(_, line, col)| span_at(source, *line, *col)).unwrap_or_default();
                internal(span, format!("MLIR verification failed: {}", d.message))
            })
            .collect());
    }
    Ok(module)
}

/// The byte span of `line:col` (1-based) in `source`, one byte long.
fn span_at(source: &str, line: usize, col: usize) -> Span {
    let start: usize = source.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let at = (start + col.saturating_sub(1)).min(source.len());
    Span::new(at, (at + 1).min(source.len()))
}

struct Lowerer<'c, 'a> {
    ctx: &'c Context,
    info: &'a ModuleInfo,
    file: &'a str,
    source: &'a str,
    /// SSA value of each source value. Raw handles: MLIR owns the values for the module's life,
    /// and they are only used while the module is being built.
    values: HashMap<ValueId, MlirValue>,
    /// The instruction being lowered (for error locations).
    span: Span,
}

fn val<'c, 'a>(raw: MlirValue) -> Value<'c, 'a> {
    // SAFETY: `raw` came from a value of the module being built, which is still alive.
    unsafe { Value::from_raw(raw) }
}

impl<'c> Lowerer<'c, '_> {
    fn loc(&self, span: Span) -> Location<'c> {
        let (l, c) = span.line_col(self.source);
        Location::new(self.ctx, self.file, l, c)
    }

    fn ty(&self, text: &str) -> Lower<Type<'c>> {
        Type::parse(self.ctx, text).ok_or_else(|| internal(self.span, format!("bad MLIR type `{text}`")))
    }

    fn attr(&self, text: &str) -> Lower<Attribute<'c>> {
        Attribute::parse(self.ctx, text).ok_or_else(|| internal(self.span, format!("bad MLIR attribute `{text}`")))
    }

    fn scalar(&self, s: Scalar) -> Lower<Type<'c>> {
        self.ty(s.keyword())
    }

    fn memref_text(m: &MemrefType, local: bool) -> String {
        let mut s = String::from("memref<");
        for d in &m.shape {
            s.push_str(&format!("{}x", dim_text(*d)));
        }
        s.push_str(m.elem.keyword());
        let strides: Vec<String> = m.stride.iter().map(|d| dim_text(*d)).collect();
        s.push_str(&format!(", strided<[{}], offset: ?>", strides.join(", ")));
        if local {
            s.push_str(", #gpu.address_space<workgroup>");
        }
        s.push('>');
        s
    }

    fn src_type(&self, t: &SrcType, local: bool) -> Lower<Type<'c>> {
        match t {
            SrcType::Scalar(s) => self.scalar(*s),
            SrcType::Memref(m) => self.ty(&Self::memref_text(m, local)),
            SrcType::Group(g) => {
                let off = match g.offset {
                    Dim::Static(v) => v,
                    Dim::Dynamic => DYNAMIC,
                };
                self.ty(&format!("!tinytc.group<{}, {off} : i64>", Self::memref_text(&g.memref, false)))
            }
        }
    }

    /// A builder for operation `name` located at `span`. The name must be static: MLIR keeps a
    /// pointer to it until the operation is built.
    fn op(&self, name: &'static str, span: Span) -> OperationBuilder<'c> {
        OperationBuilder::new(name, self.loc(span))
    }

    /// Appends an operation and returns its results.
    fn emit(&self, block: &Block<'c>, op: OperationBuilder<'c>) -> Lower<Vec<MlirValue>> {
        let built = op.build().map_err(|e| internal(self.span, format!("cannot build operation: {e}")))?;
        let r = block.append_operation(built);
        Ok((0..r.result_count()).filter_map(|i| r.result(i).ok()).map(|v| v.to_raw()).collect())
    }

    fn emit1(&self, block: &Block<'c>, op: OperationBuilder<'c>) -> Lower<MlirValue> {
        self.emit(block, op)?.into_iter().next().ok_or_else(|| internal(self.span, "operation has no result"))
    }

    fn named(&self, name: &str, a: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.ctx, name), a)
    }

    fn value_of(&self, ident: &Ident) -> Lower<MlirValue> {
        self.info
            .value_id(ident)
            .and_then(|id| self.values.get(&id).copied())
            .ok_or_else(|| internal(ident.span, format!("no SSA value for %{}", ident.name)))
    }

    fn src_type_of(&self, ident: &Ident) -> Lower<(SrcType, bool)> {
        let id = self.info.value_id(ident).ok_or_else(|| internal(ident.span, "unresolved identifier"))?;
        let v = self.info.value(id);
        let ty = v.ty.clone().ok_or_else(|| internal(ident.span, "value without a type"))?;
        Ok((ty, v.local))
    }

    fn memref_of(&self, ident: &Ident) -> Lower<(MemrefType, bool)> {
        match self.src_type_of(ident)? {
            (SrcType::Memref(m), local) => Ok((m, local)),
            _ => Err(internal(ident.span, "expected a memref")),
        }
    }

    fn define(&mut self, ident: &Ident, raw: MlirValue) {
        if let Some(id) = self.info.value_id(ident) {
            self.values.insert(id, raw);
        }
    }

    fn constant_attr(&self, block: &Block<'c>, attr: &str, ty: Type<'c>) -> Lower<MlirValue> {
        let a = self.attr(attr)?;
        let op = self.op("arith.constant", self.span);
        self.emit1(block, op.add_attributes(&[self.named("value", a)]).add_results(&[ty]))
    }

    fn int_const(&self, block: &Block<'c>, v: i64, s: Scalar) -> Lower<MlirValue> {
        let ty = self.scalar(s)?;
        let text = if s == Scalar::I1 {
            if v != 0 { "true".to_string() } else { "false".to_string() }
        } else {
            format!("{v} : {s}")
        };
        self.constant_attr(block, &text, ty)
    }

    fn index(&self, block: &Block<'c>, v: i64) -> Lower<MlirValue> {
        self.int_const(block, v, Scalar::Index)
    }

    fn float_const(&self, block: &Block<'c>, v: f64, s: Scalar) -> Lower<MlirValue> {
        let ty = self.scalar(s)?;
        let text = match s {
            Scalar::F32 => format!("0x{:08X} : f32", (v as f32).to_bits()),
            _ => format!("0x{:016X} : f64", v.to_bits()),
        };
        self.constant_attr(block, &text, ty)
    }

    /// A value or literal operand in a position of type `s`.
    fn operand(&self, block: &Block<'c>, o: &Operand, s: Scalar) -> Lower<MlirValue> {
        match o {
            Operand::Value(i) => self.value_of(i),
            Operand::Literal(l) => match (l.node, s.is_float()) {
                (Literal::Int { value, .. }, false) => self.int_const(block, value, s),
                (Literal::Int { value, .. }, true) => self.float_const(block, value as f64, s),
                (Literal::Float(v), true) => self.float_const(block, v, s),
                (Literal::Float(_), false) => Err(internal(l.span, "float literal in an integer position")),
            },
        }
    }

    /// A binary/unary operation with results of the operands' type.
    fn arith_op(
        &self,
        block: &Block<'c>,
        name: &'static str,
        operands: &[MlirValue],
        ty: Type<'c>,
    ) -> Lower<MlirValue> {
        let ops: Vec<Value<'c, '_>> = operands.iter().map(|r| val(*r)).collect();
        let op = self.op(name, self.span);
        self.emit1(block, op.add_operands(&ops).add_results(&[ty]))
    }

    fn cmp_op(
        &self,
        block: &Block<'c>,
        name: &'static str,
        predicate: i64,
        a: MlirValue,
        b: MlirValue,
    ) -> Lower<MlirValue> {
        let i1 = self.scalar(Scalar::I1)?;
        let p = self.attr(&format!("{predicate} : i64"))?;
        let op = self.op(name, self.span);
        self.emit1(
            block,
            op.add_operands(&[val(a), val(b)]).add_attributes(&[self.named("predicate", p)]).add_results(&[i1]),
        )
    }

    fn func(&mut self, f: &Func, finfo: &tinyc_frontend::check::FuncInfo) -> Lower<melior::ir::Operation<'c>> {
        self.span = f.kw_span;
        let loc = self.loc(f.kw_span);
        let mut arg_types = Vec::new();
        for p in &f.params {
            arg_types.push((self.src_type(&p.ty.node, false)?, self.loc(p.name.span)));
        }
        let block = Block::new(&arg_types);
        for (i, p) in f.params.iter().enumerate() {
            let arg = block.argument(i).map_err(|e| internal(p.name.span, e))?;
            self.define(&p.name, arg.to_raw());
        }
        self.region(&block, &f.body)?;
        self.emit(&block, self.op("func.return", f.body.span))?;
        let region = Region::new();
        region.append_block(block);
        let inputs: Vec<Type<'c>> = arg_types.iter().map(|(t, _)| *t).collect();
        let fty = FunctionType::new(self.ctx, &inputs, &[]);
        let (m, n) = finfo.work_group_size;
        let attrs = [
            self.named("sym_name", StringAttribute::new(self.ctx, &f.name).into()),
            self.named("function_type", TypeAttribute::new(fty.into()).into()),
            self.named("tinytc.work_group_size", self.attr(&format!("array<i64: {m}, {n}>"))?),
            self.named("tinytc.subgroup_size", self.attr(&format!("{} : i64", finfo.subgroup_size))?),
        ];
        OperationBuilder::new("func.func", loc)
            .add_attributes(&attrs)
            .add_regions([region])
            .build()
            .map_err(|e| internal(f.kw_span, e))
    }

    fn region(&mut self, block: &Block<'c>, r: &Region_) -> Lower<()> {
        for inst in &r.insts {
            self.inst(block, inst)?;
        }
        Ok(())
    }

    fn inst(&mut self, block: &Block<'c>, inst: &Inst) -> Lower<()> {
        self.span = inst.kw_span;
        let results = self.inst_kind(block, inst)?;
        for (name, raw) in inst.results.iter().zip(results) {
            self.define(name, raw);
        }
        Ok(())
    }

    fn inst_kind(&mut self, block: &Block<'c>, inst: &Inst) -> Lower<Vec<MlirValue>> {
        let one = |v: MlirValue| Ok(vec![v]);
        match &inst.kind {
            InstKind::GroupId => {
                let op = self.op("tinytc.group_id", inst.kw_span);
                let index = self.scalar(Scalar::Index)?;
                self.emit(block, op.add_results(&[index]))
            }
            InstKind::GroupSize => {
                let op = self.op("tinytc.group_size", inst.kw_span);
                let index = self.scalar(Scalar::Index)?;
                self.emit(block, op.add_results(&[index]))
            }
            InstKind::Arith { op, operands, ty } => self.arith(block, *op, operands, ty.node).and_then(one),
            InstKind::Cast { operand, from, to } => {
                let v = self.operand(block, operand, from.node)?;
                self.cast(block, v, from.node, to.node).and_then(one)
            }
            InstKind::Cmp { op, lhs, rhs, ty } => {
                let a = self.operand(block, lhs, ty.node)?;
                let b = self.operand(block, rhs, ty.node)?;
                self.cmp(block, *op, a, b, ty.node).and_then(one)
            }
            InstKind::Alloca { ty } => self.alloca(block, &ty.node).and_then(one),
            InstKind::Load { src, indices, ty } => self.load(block, src, indices, &ty.node).and_then(one),
            InstKind::Store { value, dst, indices, .. } => {
                let v = self.value_of(value)?;
                let m = self.value_of(dst)?;
                let mut ops = vec![val(v), val(m)];
                for ix in indices {
                    ops.push(val(self.operand(block, ix, Scalar::Index)?));
                }
                let op = self.op("memref.store", inst.kw_span);
                self.emit(block, op.add_operands(&ops))
            }
            InstKind::Size { src, mode, ty } => match ty.node.shape.get(mode.node as usize) {
                Some(Dim::Static(s)) => self.index(block, *s).and_then(one),
                _ => {
                    let m = self.value_of(src)?;
                    self.dim(block, m, mode.node).and_then(one)
                }
            },
            InstKind::Subview { src, slices, .. } => self.subview(block, inst, src, slices).and_then(one),
            InstKind::Expand { src, mode, shape, .. } => {
                self.expand(block, inst, src, mode.node as usize, shape).and_then(one)
            }
            InstKind::Fuse { src, from, to, .. } => {
                self.fuse(block, inst, src, from.node as usize, to.node as usize).and_then(one)
            }
            InstKind::Blas(b) => self.blas(block, b, inst.kw_span).map(|_| vec![]),
            InstKind::If { cond, result_types, then, otherwise } => self.if_inst(
                block,
                inst.kw_span,
                cond,
                result_types.as_deref().unwrap_or_default(),
                then,
                otherwise.as_ref(),
            ),
            InstKind::For { var, lb, ub, step, ty, body } => self
                .for_inst(block, inst.kw_span, var, lb, ub, step.as_ref(), ty.map_or(Scalar::Index, |t| t.node), body)
                .map(|_| vec![]),
            InstKind::Foreach { var, lb, ub, ty, body } => self
                .foreach(block, inst.kw_span, var, lb, ub, ty.map_or(Scalar::Index, |t| t.node), body)
                .map(|_| vec![]),
            // Yields are emitted by their `if`.
            InstKind::Yield { .. } => Ok(vec![]),
        }
    }

    fn arith(&self, block: &Block<'c>, op: ArithOp, operands: &[Operand], s: Scalar) -> Lower<MlirValue> {
        let ty = self.scalar(s)?;
        let vals: Vec<MlirValue> = operands.iter().map(|o| self.operand(block, o, s)).collect::<Lower<_>>()?;
        let float = s.is_float();
        let bin = |name: &'static str| self.arith_op(block, name, &vals, ty);
        match op {
            ArithOp::Add => bin(if float { "arith.addf" } else { "arith.addi" }),
            ArithOp::Sub => bin(if float { "arith.subf" } else { "arith.subi" }),
            ArithOp::Mul => bin(if float { "arith.mulf" } else { "arith.muli" }),
            ArithOp::Div => bin(if float { "arith.divf" } else { "arith.divsi" }),
            ArithOp::Rem => bin(if float { "arith.remf" } else { "arith.remsi" }),
            ArithOp::And => bin("arith.andi"),
            ArithOp::Or => bin("arith.ori"),
            ArithOp::Xor => bin("arith.xori"),
            ArithOp::Neg if float => self.arith_op(block, "arith.negf", &vals, ty),
            ArithOp::Neg => {
                let zero = self.int_const(block, 0, s)?;
                self.arith_op(block, "arith.subi", &[zero, vals[0]], ty)
            }
            ArithOp::Not => {
                let ones = self.int_const(block, if s == Scalar::I1 { 1 } else { -1 }, s)?;
                self.arith_op(block, "arith.xori", &[vals[0], ones], ty)
            }
            ArithOp::Shl | ArithOp::Shr => {
                // OpenCL C semantics: promote to at least 32 bits, mask the count, shift, wrap.
                let wide = if s.bits() < 32 { Scalar::I32 } else { s };
                let wty = self.scalar(wide)?;
                let (a, b) = if wide != s {
                    (
                        self.arith_op(block, "arith.extsi", &[vals[0]], wty)?,
                        self.arith_op(block, "arith.extsi", &[vals[1]], wty)?,
                    )
                } else {
                    (vals[0], vals[1])
                };
                let mask = self.int_const(block, i64::from(wide.bits()) - 1, wide)?;
                let count = self.arith_op(block, "arith.andi", &[b, mask], wty)?;
                let name = if op == ArithOp::Shl { "arith.shli" } else { "arith.shrsi" };
                let r = self.arith_op(block, name, &[a, count], wty)?;
                if wide != s { self.arith_op(block, "arith.trunci", &[r], ty) } else { Ok(r) }
            }
        }
    }

    fn cast(&self, block: &Block<'c>, v: MlirValue, from: Scalar, to: Scalar) -> Lower<MlirValue> {
        if from == to {
            return Ok(v);
        }
        let ty = self.scalar(to)?;
        let i64t = self.scalar(Scalar::I64)?;
        if to == Scalar::I1 {
            // x != 0 (NaN gives true: unordered or not equal).
            return if from.is_float() {
                let zero = self.float_const(block, 0.0, from)?;
                self.cmp_op(block, "arith.cmpf", 13, v, zero) // une
            } else {
                let zero = self.int_const(block, 0, from)?;
                self.cmp_op(block, "arith.cmpi", 1, v, zero) // ne
            };
        }
        match (from, to) {
            (Scalar::I1, t) if t.is_float() => self.arith_op(block, "arith.uitofp", &[v], ty),
            (Scalar::I1, Scalar::Index) => self.arith_op(block, "arith.index_castui", &[v], ty),
            (Scalar::I1, _) => self.arith_op(block, "arith.extui", &[v], ty),
            (Scalar::Index, t) if t.is_float() => {
                let i = self.arith_op(block, "arith.index_cast", &[v], i64t)?;
                self.arith_op(block, "arith.sitofp", &[i], ty)
            }
            (f, Scalar::Index) if f.is_float() => {
                let i = self.arith_op(block, "arith.fptosi", &[v], i64t)?;
                self.arith_op(block, "arith.index_cast", &[i], ty)
            }
            (Scalar::Index, _) | (_, Scalar::Index) => self.arith_op(block, "arith.index_cast", &[v], ty),
            (Scalar::F32, Scalar::F64) => self.arith_op(block, "arith.extf", &[v], ty),
            (Scalar::F64, Scalar::F32) => self.arith_op(block, "arith.truncf", &[v], ty),
            (f, _) if f.is_float() => self.arith_op(block, "arith.fptosi", &[v], ty),
            (_, t) if t.is_float() => self.arith_op(block, "arith.sitofp", &[v], ty),
            (f, t) if f.bits() < t.bits() => self.arith_op(block, "arith.extsi", &[v], ty),
            _ => self.arith_op(block, "arith.trunci", &[v], ty),
        }
    }

    fn cmp(&self, block: &Block<'c>, op: CmpOp, a: MlirValue, b: MlirValue, s: Scalar) -> Lower<MlirValue> {
        // arith.cmpi: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9.
        // arith.cmpf: oeq 1, ogt 2, oge 3, olt 4, ole 5, une 13.
        if s.is_float() {
            let p = match op {
                CmpOp::Eq => 1,
                CmpOp::Gt => 2,
                CmpOp::Ge => 3,
                CmpOp::Lt => 4,
                CmpOp::Le => 5,
                CmpOp::Ne => 13,
            };
            return self.cmp_op(block, "arith.cmpf", p, a, b);
        }
        let unsigned = s == Scalar::I1; // false < true
        let p = match (op, unsigned) {
            (CmpOp::Eq, _) => 0,
            (CmpOp::Ne, _) => 1,
            (CmpOp::Lt, false) => 2,
            (CmpOp::Le, false) => 3,
            (CmpOp::Gt, false) => 4,
            (CmpOp::Ge, false) => 5,
            (CmpOp::Lt, true) => 6,
            (CmpOp::Le, true) => 7,
            (CmpOp::Gt, true) => 8,
            (CmpOp::Ge, true) => 9,
        };
        self.cmp_op(block, "arith.cmpi", p, a, b)
    }

    fn dim(&self, block: &Block<'c>, m: MlirValue, k: i64) -> Lower<MlirValue> {
        let c = self.index(block, k)?;
        let index = self.scalar(Scalar::Index)?;
        let op = self.op("memref.dim", self.span);
        self.emit1(block, op.add_operands(&[val(m), val(c)]).add_results(&[index]))
    }

    fn alloca(&self, block: &Block<'c>, ty: &MemrefType) -> Lower<MlirValue> {
        let strides: Vec<String> = ty.stride.iter().map(|d| dim_text(*d)).collect();
        let shape: String = ty.shape.iter().map(|d| format!("{}x", dim_text(*d))).collect();
        let alloc_ty = self.ty(&format!(
            "memref<{shape}{}, strided<[{}]>, #gpu.address_space<workgroup>>",
            ty.elem.keyword(),
            strides.join(", ")
        ))?;
        let seg = self.attr("array<i32: 0, 0>")?;
        let align = self.attr("64 : i64")?;
        let op = self.op("memref.alloca", self.span);
        let raw = self.emit1(
            block,
            op.add_attributes(&[self.named("operandSegmentSizes", seg), self.named("alignment", align)])
                .add_results(&[alloc_ty]),
        )?;
        let dyn_ty = self.ty(&Self::memref_text(ty, true))?;
        let op = self.op("memref.cast", self.span);
        self.emit1(block, op.add_operands(&[val(raw)]).add_results(&[dyn_ty]))
    }

    fn load(&self, block: &Block<'c>, src: &Ident, indices: &[Operand], ty: &SrcType) -> Lower<MlirValue> {
        let m = self.value_of(src)?;
        let mut ops = vec![val(m)];
        for ix in indices {
            ops.push(val(self.operand(block, ix, Scalar::Index)?));
        }
        match ty {
            SrcType::Group(g) => {
                let rty = self.ty(&Self::memref_text(&g.memref, false))?;
                let op = self.op("tinytc.group_load", self.span);
                self.emit1(block, op.add_operands(&ops).add_results(&[rty]))
            }
            SrcType::Memref(mt) => {
                let rty = self.scalar(mt.elem)?;
                let op = self.op("memref.load", self.span);
                self.emit1(block, op.add_operands(&ops).add_results(&[rty]))
            }
            SrcType::Scalar(_) => Err(internal(self.span, "load from a scalar")),
        }
    }

    /// Static entries as attribute text, dynamic ones as operands.
    fn mixed(entries: &[Entry]) -> (String, Vec<MlirValue>) {
        let mut statics = Vec::new();
        let mut dynamics = Vec::new();
        for e in entries {
            match e {
                Entry::Static(v) => statics.push(v.to_string()),
                Entry::Value(v) => {
                    statics.push(DYNAMIC.to_string());
                    dynamics.push(*v);
                }
            }
        }
        (format!("array<i64: {}>", statics.join(", ")), dynamics)
    }

    fn index_entry(&self, block: &Block<'c>, o: &Operand) -> Lower<Entry> {
        Ok(match o {
            Operand::Literal(Spanned { node: Literal::Int { value, .. }, .. }) => Entry::Static(*value),
            _ => Entry::Value(self.operand(block, o, Scalar::Index)?),
        })
    }

    fn subview(&self, block: &Block<'c>, inst: &Inst, src: &Ident, slices: &[Slice]) -> Lower<MlirValue> {
        let (m, local) = self.memref_of(src)?;
        let source = self.value_of(src)?;
        let (mut offsets, mut sizes, strides) = (Vec::new(), Vec::new(), vec![Entry::Static(1); slices.len()]);
        for (k, s) in slices.iter().enumerate() {
            let mode_size = |l: &Self| -> Lower<Entry> {
                Ok(match m.shape[k] {
                    Dim::Static(v) => Entry::Static(v),
                    Dim::Dynamic => Entry::Value(l.dim(block, source, k as i64)?),
                })
            };
            match s {
                Slice::Full(_) => {
                    offsets.push(Entry::Static(0));
                    sizes.push(mode_size(self)?);
                }
                Slice::Point(o) => {
                    offsets.push(self.index_entry(block, o)?);
                    sizes.push(Entry::Static(1));
                }
                Slice::Range(o, z) => {
                    offsets.push(self.index_entry(block, o)?);
                    sizes.push(self.index_entry(block, z)?);
                }
                Slice::ToEnd(o, _) => {
                    let off = self.index_entry(block, o)?;
                    let size = match (mode_size(self)?, &off) {
                        (Entry::Static(s), Entry::Static(o)) => Entry::Static(s - o),
                        (s, o) => {
                            let (s, o) = (self.entry_value(block, &s)?, self.entry_value(block, o)?);
                            let index = self.scalar(Scalar::Index)?;
                            Entry::Value(self.arith_op(block, "arith.subi", &[s, o], index)?)
                        }
                    };
                    offsets.push(off);
                    sizes.push(size);
                }
            }
        }
        let result = match self.info.value_id(&inst.results[0]).and_then(|id| self.info.value(id).ty.clone()) {
            Some(SrcType::Memref(r)) => r,
            _ => return Err(internal(self.span, "subview result type unknown")),
        };
        let rty = self.ty(&Self::memref_text(&result, local))?;
        let (so, dof) = Self::mixed(&offsets);
        let (ss, dsz) = Self::mixed(&sizes);
        let (st, dst) = Self::mixed(&strides);
        let seg = self.attr(&format!("array<i32: 1, {}, {}, {}>", dof.len(), dsz.len(), dst.len()))?;
        let mut ops = vec![val(source)];
        ops.extend(dof.iter().chain(&dsz).chain(&dst).map(|r| val(*r)));
        let op = self.op("memref.subview", self.span);
        self.emit1(
            block,
            op.add_operands(&ops)
                .add_attributes(&[
                    self.named("static_offsets", self.attr(&so)?),
                    self.named("static_sizes", self.attr(&ss)?),
                    self.named("static_strides", self.attr(&st)?),
                    self.named("operandSegmentSizes", seg),
                ])
                .add_results(&[rty]),
        )
    }

    fn entry_value(&self, block: &Block<'c>, e: &Entry) -> Lower<MlirValue> {
        match e {
            Entry::Static(v) => self.index(block, *v),
            Entry::Value(v) => Ok(*v),
        }
    }

    fn mul(&self, block: &Block<'c>, a: &Entry, b: &Entry) -> Lower<Entry> {
        if let (Entry::Static(x), Entry::Static(y)) = (a, b) {
            return Ok(Entry::Static(x.wrapping_mul(*y)));
        }
        let (x, y) = (self.entry_value(block, a)?, self.entry_value(block, b)?);
        let index = self.scalar(Scalar::Index)?;
        Ok(Entry::Value(self.arith_op(block, "arith.muli", &[x, y], index)?))
    }

    /// Sizes, strides and offset of a memref as entries (static where the type says so).
    fn metadata(
        &self,
        block: &Block<'c>,
        m: &MemrefType,
        local: bool,
        v: MlirValue,
    ) -> Lower<(MlirValue, MlirValue, Vec<Entry>, Vec<Entry>)> {
        let n = m.order();
        let base_ty = self.ty(&format!(
            "memref<{}{}>",
            m.elem.keyword(),
            if local { ", #gpu.address_space<workgroup>" } else { "" }
        ))?;
        let index = self.scalar(Scalar::Index)?;
        let mut results = vec![base_ty, index];
        results.extend(std::iter::repeat_n(index, 2 * n));
        let op = self.op("memref.extract_strided_metadata", self.span);
        let r = self.emit(block, op.add_operands(&[val(v)]).add_results(&results))?;
        let entry = |d: Dim, raw: MlirValue| match d {
            Dim::Static(s) => Entry::Static(s),
            Dim::Dynamic => Entry::Value(raw),
        };
        let sizes = (0..n).map(|k| entry(m.shape[k], r[2 + k])).collect();
        let strides = (0..n).map(|k| entry(m.stride[k], r[2 + n + k])).collect();
        Ok((r[0], r[1], sizes, strides))
    }

    #[allow(clippy::too_many_arguments)]
    fn reinterpret(
        &self,
        block: &Block<'c>,
        base: MlirValue,
        offset: MlirValue,
        sizes: &[Entry],
        strides: &[Entry],
        result: &MemrefType,
        local: bool,
    ) -> Lower<MlirValue> {
        let rty = self.ty(&Self::memref_text(result, local))?;
        let (ss, dsz) = Self::mixed(sizes);
        let (st, dst) = Self::mixed(strides);
        let seg = self.attr(&format!("array<i32: 1, 1, {}, {}>", dsz.len(), dst.len()))?;
        let mut ops = vec![val(base), val(offset)];
        ops.extend(dsz.iter().chain(&dst).map(|r| val(*r)));
        let op = self.op("memref.reinterpret_cast", self.span);
        self.emit1(
            block,
            op.add_operands(&ops)
                .add_attributes(&[
                    self.named("static_offsets", self.attr(&format!("array<i64: {DYNAMIC}>"))?),
                    self.named("static_sizes", self.attr(&ss)?),
                    self.named("static_strides", self.attr(&st)?),
                    self.named("operandSegmentSizes", seg),
                ])
                .add_results(&[rty]),
        )
    }

    fn result_memref(&self, inst: &Inst) -> Lower<MemrefType> {
        match inst.results.first().and_then(|r| self.info.value_id(r)).and_then(|id| self.info.value(id).ty.clone()) {
            Some(SrcType::Memref(r)) => Ok(r),
            _ => Err(internal(self.span, "result type unknown")),
        }
    }

    /// Makes an entry agree with the result type: static where the type is static.
    fn conform(&self, e: Entry, d: Dim) -> Entry {
        match d {
            Dim::Static(v) => Entry::Static(v),
            Dim::Dynamic => e,
        }
    }

    fn dynamic_entry(&self, block: &Block<'c>, e: Entry) -> Lower<Entry> {
        Ok(Entry::Value(self.entry_value(block, &e)?))
    }

    fn expand(&self, block: &Block<'c>, inst: &Inst, src: &Ident, k: usize, shape: &[ExpandDim]) -> Lower<MlirValue> {
        let (m, local) = self.memref_of(src)?;
        let v = self.value_of(src)?;
        let result = self.result_memref(inst)?;
        let (base, offset, sizes, strides) = self.metadata(block, &m, local, v)?;
        // Sizes of the new modes; a `?` is s_k / (product of the others).
        let mut known = Entry::Static(1);
        let mut new_sizes: Vec<Option<Entry>> = Vec::new();
        for e in shape {
            let entry = match e {
                ExpandDim::Const(c) => Some(Entry::Static(c.node)),
                ExpandDim::Value(id) => Some(Entry::Value(self.value_of(id)?)),
                ExpandDim::Dynamic(_) => None,
            };
            if let Some(x) = &entry {
                known = self.mul(block, &known, x)?;
            }
            new_sizes.push(entry);
        }
        let mut out_sizes: Vec<Entry> = sizes[..k].to_vec();
        let mut out_strides: Vec<Entry> = strides[..k].to_vec();
        let mut stride = strides[k].clone();
        for e in new_sizes {
            let size = match e {
                Some(s) => s,
                None => {
                    let index = self.scalar(Scalar::Index)?;
                    let (s, p) = (self.entry_value(block, &sizes[k])?, self.entry_value(block, &known)?);
                    Entry::Value(self.arith_op(block, "arith.divsi", &[s, p], index)?)
                }
            };
            out_sizes.push(size.clone());
            out_strides.push(stride.clone());
            stride = self.mul(block, &stride, &size)?;
        }
        out_sizes.extend_from_slice(&sizes[k + 1..]);
        out_strides.extend_from_slice(&strides[k + 1..]);
        let out_sizes = self.conform_all(block, out_sizes, &result.shape)?;
        let out_strides = self.conform_all(block, out_strides, &result.stride)?;
        self.reinterpret(block, base, offset, &out_sizes, &out_strides, &result, local)
    }

    fn conform_all(&self, block: &Block<'c>, entries: Vec<Entry>, dims: &[Dim]) -> Lower<Vec<Entry>> {
        entries
            .into_iter()
            .zip(dims)
            .map(|(e, d)| match d {
                Dim::Static(_) => Ok(self.conform(e, *d)),
                Dim::Dynamic => self.dynamic_entry(block, e),
            })
            .collect()
    }

    fn fuse(&self, block: &Block<'c>, inst: &Inst, src: &Ident, i: usize, j: usize) -> Lower<MlirValue> {
        let (m, local) = self.memref_of(src)?;
        let v = self.value_of(src)?;
        let result = self.result_memref(inst)?;
        let (base, offset, sizes, strides) = self.metadata(block, &m, local, v)?;
        let mut size = Entry::Static(1);
        for s in &sizes[i..=j] {
            size = self.mul(block, &size, s)?;
        }
        let mut out_sizes = sizes[..i].to_vec();
        let mut out_strides = strides[..i].to_vec();
        out_sizes.push(size);
        out_strides.push(strides[i].clone());
        out_sizes.extend_from_slice(&sizes[j + 1..]);
        out_strides.extend_from_slice(&strides[j + 1..]);
        let out_sizes = self.conform_all(block, out_sizes, &result.shape)?;
        let out_strides = self.conform_all(block, out_strides, &result.stride)?;
        self.reinterpret(block, base, offset, &out_sizes, &out_strides, &result, local)
    }

    fn blas(&self, block: &Block<'c>, b: &Blas, span: Span) -> Lower<()> {
        let alpha = self.operand(block, &b.alpha, b.alpha_ty.node)?;
        let beta = self.operand(block, &b.beta, b.beta_ty.node)?;
        let mut ops = vec![val(alpha)];
        for i in &b.inputs {
            ops.push(val(self.value_of(i)?));
        }
        ops.push(val(beta));
        ops.push(val(self.value_of(&b.out)?));
        let flag = |v: bool| self.attr(if v { "true" } else { "false" });
        let t = |t: Transpose| flag(t == Transpose::T);
        let mut attrs = vec![self.named("atomic", flag(b.atomic)?)];
        match b.op {
            BlasOp::Axpby(a) | BlasOp::Sum(a) => attrs.push(self.named("trans", t(a)?)),
            BlasOp::Gemm(a, c) => {
                attrs.push(self.named("transA", t(a)?));
                attrs.push(self.named("transB", t(c)?));
            }
            BlasOp::Gemv(a) => attrs.push(self.named("transA", t(a)?)),
            BlasOp::Ger | BlasOp::Hadamard => {}
        }
        // Operation names must outlive the builder (MLIR keeps a pointer): use static strings.
        let name = match b.op {
            BlasOp::Axpby(_) => "tinytc.axpby",
            BlasOp::Sum(_) => "tinytc.sum",
            BlasOp::Gemm(..) => "tinytc.gemm",
            BlasOp::Gemv(_) => "tinytc.gemv",
            BlasOp::Ger => "tinytc.ger",
            BlasOp::Hadamard => "tinytc.hadamard",
        };
        let op = self.op(name, span);
        self.emit(block, op.add_operands(&ops).add_attributes(&attrs))?;
        Ok(())
    }

    fn yield_op(&self, block: &Block<'c>, r: &Region_, span: Span) -> Lower<()> {
        let mut ops = Vec::new();
        if let Some(Inst { kind: InstKind::Yield { values, types: ytypes }, .. }) = r.insts.last() {
            for (v, t) in values.iter().zip(ytypes) {
                ops.push(val(self.operand(block, v, t.node)?));
            }
        }
        let op = self.op("scf.yield", span);
        self.emit(block, op.add_operands(&ops))?;
        Ok(())
    }

    fn if_inst(
        &mut self,
        block: &Block<'c>,
        span: Span,
        cond: &Operand,
        types: &[Spanned<Scalar>],
        then: &Region_,
        otherwise: Option<&Region_>,
    ) -> Lower<Vec<MlirValue>> {
        let c = self.operand(block, cond, Scalar::I1)?;
        let mut regions = Vec::new();
        for r in std::iter::once(Some(then)).chain(std::iter::once(otherwise)) {
            let region = Region::new();
            if let Some(r) = r {
                let b = Block::new(&[]);
                self.region(&b, r)?;
                self.span = span;
                self.yield_op(&b, r, r.span)?;
                region.append_block(b);
            } else if !types.is_empty() {
                return Err(internal(span, "if with results lacks an else-region"));
            }
            regions.push(region);
        }
        let rtys: Vec<Type<'c>> = types.iter().map(|t| self.scalar(t.node)).collect::<Lower<_>>()?;
        self.span = span;
        let op = self.op("scf.if", span);
        self.emit(block, op.add_operands(&[val(c)]).add_results(&rtys).add_regions_vec(regions))
    }

    #[allow(clippy::too_many_arguments)]
    fn for_inst(
        &mut self,
        block: &Block<'c>,
        span: Span,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        s: Scalar,
        body: &Region_,
    ) -> Lower<()> {
        let lbv = self.operand(block, lb, s)?;
        let ubv = self.operand(block, ub, s)?;
        let stepv = match step {
            Some(o) => self.operand(block, o, s)?,
            None => self.int_const(block, 1, s)?,
        };
        let region = self.loop_body(span, var, s, s, body, "scf.yield")?;
        let op = self.op("scf.for", span);
        self.emit(block, op.add_operands(&[val(lbv), val(ubv), val(stepv)]).add_regions([region]))?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn foreach(
        &mut self,
        block: &Block<'c>,
        span: Span,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        s: Scalar,
        body: &Region_,
    ) -> Lower<()> {
        let index = self.scalar(Scalar::Index)?;
        let mut bounds = Vec::new();
        for o in [lb, ub] {
            let v = self.operand(block, o, s)?;
            bounds.push(if s == Scalar::Index { v } else { self.arith_op(block, "arith.index_cast", &[v], index)? });
        }
        let one = self.index(block, 1)?;
        let region = self.loop_body(span, var, Scalar::Index, s, body, "scf.reduce")?;
        let seg = self.attr("array<i32: 1, 1, 1, 0>")?;
        let marker = self.attr("unit")?;
        let op = self.op("scf.parallel", span);
        self.emit(
            block,
            op.add_operands(&[val(bounds[0]), val(bounds[1]), val(one)])
                .add_attributes(&[self.named("operandSegmentSizes", seg), self.named("tinytc.foreach", marker)])
                .add_regions([region]),
        )?;
        Ok(())
    }

    /// The body region of a loop: one block whose argument (of type `iv`) is the loop variable,
    /// cast to the source loop type `s` when they differ, ended by `terminator`.
    fn loop_body(
        &mut self,
        span: Span,
        var: &Ident,
        iv: Scalar,
        s: Scalar,
        body: &Region_,
        terminator: &'static str,
    ) -> Lower<Region<'c>> {
        let b = Block::new(&[(self.scalar(iv)?, self.loc(var.span))]);
        let arg = b.argument(0).map_err(|e| internal(var.span, e))?.to_raw();
        let value = if iv == s { arg } else { self.arith_op(&b, "arith.index_cast", &[arg], self.scalar(s)?)? };
        self.define(var, value);
        self.region(&b, body)?;
        self.span = span;
        self.emit(&b, self.op(terminator, body.span))?;
        let region = Region::new();
        region.append_block(b);
        Ok(region)
    }
}

/// The AST's region (named apart from MLIR's).
type Region_ = tinyc_frontend::ast::Region;

/// A size/stride/offset: a constant or an `index` SSA value.
#[derive(Clone, Debug)]
enum Entry {
    Static(i64),
    Value(MlirValue),
}

fn dim_text(d: Dim) -> String {
    match d {
        Dim::Static(v) => v.to_string(),
        Dim::Dynamic => "?".into(),
    }
}

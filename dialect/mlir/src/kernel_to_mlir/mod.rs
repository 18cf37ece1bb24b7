//! Kernel IR → MLIR, built with melior's op builders (never printed and parsed back): a
//! `gpu.module` with one `gpu.func` per kernel, in upstream dialects (`gpu`, `scf`, `arith`,
//! `memref`, `llvm`); `tinyc compile --emit mlir` prints it. The module is the same for both
//! backends of the MLIR route but for what the [`Flavor`] decides: the group id is the block
//! index x for NVVM and the work-group id z for SPIR-V (OpenCL's launch), and the work-group size
//! is stated as `nvvm.reqntid` or `known_block_size`.
//!
//! Each kernel has the function's source signature: a memref parameter is a column-major strided
//! memref in global memory ([`memref_type`]), a group a memref of memrefs whose offset is the
//! group's ([`group_type`]), scalars their type. The body works on the calling convention's
//! values (the kernel IR's parameters), which the top of the kernel takes out of the memrefs
//! (`memref.extract_strided_metadata`, `memref.extract_aligned_pointer_as_index`) and the groups
//! (one `builtin.unrealized_conversion_cast` each); the ABI pass ([`crate::apply_abi`])
//! then turns the signature into the convention's argument list.
//!
//! One builder per op family, each a file of `impl Builder` methods in this folder (`kernel_to_mlir/`):
//!
//! | kernel IR | MLIR | file |
//! |---|---|---|
//! | constants, `+ - * / % min max`, bitwise, shifts, `-x`, `!x`, compares | `arith` | `arith.rs` |
//! | `cast` | `arith` ext/trunc/`*tofp`/`fpto*`, compare with zero for `bool` | `cast.rs` |
//! | variables assigned more than once | rank-0 `memref.alloca` slots (`llvm.alloca` for pointers, and for everything in SPIR-V, whose route would put memref slots in CrossWorkgroup memory); LLVM promotes them to registers | `memory.rs` |
//! | loads, stores, addresses, the work-group stack | `llvm.load`/`store`/`getelementptr`, an `llvm.mlir.global` in address space 3 | `memory.rs` |
//! | atomics | `llvm.atomicrmw`, or a `llvm.cmpxchg` loop in `scf.while` | `memory.rs` |
//! | `for`, `if` | `scf.for`, `scf.if` | `control.rs` |
//! | work-item queries, barriers | `gpu.thread_id`/`block_id`/`grid_dim`, `gpu.barrier` | `workitem.rs` |
//! | tensor-core multiply-accumulate (NVVM only) | `nvvm.mma.sync` | `mma.rs` |
//!
//! **Where `llvm` is used, and why.** The ops are upstream (`arith`, `scf`, `gpu`, `memref`)
//! wherever one fits; the `llvm` dialect remains for what upstream MLIR 22 has no op for. The
//! kernel IR addresses memory through pointers with element offsets: a subview is a pointer plus
//! an offset, a group member is a pointer loaded from the group's pointer array, and the
//! work-group stack is one byte buffer whose parts `alloca` reuses with other element types. A
//! `memref.load` needs a memref, and no upstream op makes one from a pointer loaded at run time
//! (or reinterprets a byte buffer as another element type), so loads, stores, addresses and the
//! stack are `llvm.load`/`store`/`getelementptr` and an `llvm.mlir.global`; pointer-valued
//! variables keep `llvm.alloca` slots (an LLVM pointer is no memref element type); atomics are
//! `llvm.atomicrmw`/`cmpxchg` (upstream `memref.atomic_rmw` has no compare-and-swap loop on a
//! value's bits and needs the memref again). Numeric variables' slots are `memref.alloca`
//! (`llvm.alloca` in SPIR-V: above).
//!
//! The semantics are the kernel IR's (`tinyc_kernel::ir`): shift counts are masked as the
//! language requires (PTX clamps), i8/i16 shifts go through i32, other i8/i16 arithmetic stays
//! i8/i16 and wraps, `i1` compares unsigned (false < true), float `rem` is `arith.remf` (libdevice
//! `fmod`), and `.atomic` forms are relaxed (`monotonic`).
//!
//! **Locations.** Every op is located at the source instruction it comes from: the kernel IR's
//! [`Stmt::At`] sets the `file:line:col` of the ops that follow it in its block, a nested block
//! inherits the enclosing one's until its own `At`, and the enclosing one's comes back after it.
//! The kernel, its prologue and `gpu.return` are located at the function's name, each parameter
//! (the block argument and what the prologue takes out of it) at its declaration, the two
//! modules at the file's 1:1 (a failure of the whole module is reported at the file's start). An
//! internal error found while building is a [`Diagnostic::internal`] at the instruction being
//! built.

mod arith;
mod bf16;
mod cast;
mod complex;
mod control;
mod memory;
mod mma;
mod subgroup;
mod types;
mod workitem;

use std::collections::HashMap;

use melior::Context;
use melior::dialect::arith as ma;
use melior::ir::attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike as _;
use melior::ir::operation::{OperationBuilder, OperationLike as _, OperationMutLike as _, OperationRef};
use melior::ir::r#type::FunctionType;
use melior::ir::{
    Attribute, Block, BlockRef, Identifier, Location, Module, Operation, Region, RegionLike as _, Type, Value,
};
use tinyc_frontend::abi::{AbiArg, Role};
use tinyc_frontend::types::{MemrefType, Type as SrcType};
use tinyc_frontend::{Diagnostic, SourceMap, Span};
use tinyc_kernel::ir::*;

use crate::Flavor;

pub use memory::{NVVM_STATIC_SHARED, dynamic_stack};
use types::Types;
pub use types::{group_type, memref_type};

/// The environment variable of the test hook (see [`Hooks::from_env`]).
pub const INJECT_ERROR_VAR: &str = "TINYC_TEST_MLIR_ERROR";

/// Deliberate faults, for the tests of how MLIR failures are reported.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hooks {
    /// Build an op that fails verification (an `arith.constant` whose value and result types
    /// differ) at the first instruction of the first kernel.
    pub invalid_op: bool,
}

impl Hooks {
    /// `TINYC_TEST_MLIR_ERROR=1` sets [`Hooks::invalid_op`]; no hook otherwise.
    pub fn from_env() -> Hooks {
        Hooks { invalid_op: std::env::var_os(INJECT_ERROR_VAR).is_some_and(|v| v == "1") }
    }
}

type Build<T> = Result<T, Diagnostic>;

/// Builds the `gpu.module` holding all kernels (not verified yet).
pub fn build_module<'c>(
    ctx: &'c Context,
    kernels: &[Kernel],
    source: &SourceMap,
    flavor: Flavor,
    hooks: Hooks,
) -> Result<Module<'c>, Diagnostic> {
    let top = Location::new(ctx, &source.name, 1, 1);
    let fail = |what: &str| Diagnostic::internal(what, kernels.first().map(|k| k.span).unwrap_or_default());
    let mut module = Module::new(top);
    module.as_operation_mut().set_attribute("gpu.container_module", Attribute::unit(ctx));
    let region = Region::new();
    region.append_block(Block::new(&[]));
    let gpu = OperationBuilder::new("gpu.module", top)
        .add_attributes(&[(Identifier::new(ctx, "sym_name"), StringAttribute::new(ctx, "kernels").into())])
        .add_regions([region])
        .build()
        .map_err(|e| fail(&format!("cannot build the gpu.module: {e}")))?;
    {
        let gpu = module.body().append_operation(gpu);
        let body = gpu.region(0).ok().and_then(|r| r.first_block()).ok_or_else(|| fail("gpu.module without a body"))?;
        for (i, k) in kernels.iter().enumerate() {
            // Vectors are made only for CPU OpenCL devices, never for the PTX route's GPUs.
            if k.uses_vectors() {
                return Err(Diagnostic::internal(
                    "the MLIR route has no vector types (they are made for CPU devices)",
                    k.span,
                ));
            }
            let mut b = Builder::new(ctx, k, source, flavor, hooks.invalid_op && i == 0);
            b.kernel(body)?;
        }
    }
    Ok(module)
}

/// Builds one kernel.
pub(crate) struct Builder<'c, 'a, 'k> {
    ctx: &'c Context,
    k: &'k Kernel,
    source: &'k SourceMap,
    flavor: Flavor,
    t: Types<'c>,
    /// Where the ops being built come from, and its span (internal errors point there).
    loc: Location<'c>,
    span: Span,
    /// The SSA value of each variable defined once (parameters included).
    values: HashMap<Var, Value<'c, 'a>>,
    /// The stack slot of each variable assigned more than once.
    slots: HashMap<Var, memory::Slot<'c, 'a>>,
    /// [`Hooks::invalid_op`], until it has been done.
    inject: bool,
}

impl<'c, 'a, 'k> Builder<'c, 'a, 'k> {
    fn new(ctx: &'c Context, k: &'k Kernel, source: &'k SourceMap, flavor: Flavor, inject: bool) -> Self {
        let (line, col) = source.line_col(k.span.start as usize);
        Builder {
            ctx,
            k,
            source,
            flavor,
            t: Types::for_flavor(ctx, flavor),
            loc: Location::new(ctx, &source.name, line, col),
            span: k.span,
            values: HashMap::new(),
            slots: HashMap::new(),
            inject,
        }
    }

    /// An internal compiler error at the instruction being built.
    fn ice(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::internal(message, self.span)
    }

    /// The MLIR location of a source span (its start).
    fn location(&self, span: Span) -> Location<'c> {
        let (line, col) = self.source.line_col(span.start as usize);
        Location::new(self.ctx, &self.source.name, line, col)
    }

    /// Locates the ops that follow at `span` ([`Stmt::At`]); the test hook strikes here.
    fn at(&mut self, block: BlockRef<'c, 'a>, span: Span) -> Build<()> {
        self.span = span;
        self.loc = self.location(span);
        if std::mem::take(&mut self.inject) {
            // An `arith.constant` whose value is i32 and result i64: the verifier refuses it.
            let bad = OperationBuilder::new("arith.constant", self.loc)
                .add_attributes(&[(self.ident("value"), IntegerAttribute::new(self.t.i32, 1).into())])
                .add_results(&[self.t.i64]);
            self.op(block, bad)?;
        }
        Ok(())
    }

    fn ident(&self, name: &str) -> Identifier<'c> {
        Identifier::new(self.ctx, name)
    }

    /// Appends an op made by one of melior's builders.
    fn append(&self, block: BlockRef<'c, 'a>, op: Operation<'c>) -> OperationRef<'c, 'a> {
        block.append_operation(op)
    }

    /// Appends an op made by one of melior's builders and gives its only result.
    fn value(&self, block: BlockRef<'c, 'a>, op: Operation<'c>) -> Build<Value<'c, 'a>> {
        let op = block.append_operation(op);
        self.result(op, 0)
    }

    /// Builds and appends an op melior has no builder for.
    fn op(&self, block: BlockRef<'c, 'a>, op: OperationBuilder<'c>) -> Build<OperationRef<'c, 'a>> {
        let op = op.build().map_err(|e| self.ice(format!("cannot build an MLIR operation: {e}")))?;
        Ok(block.append_operation(op))
    }

    /// Builds and appends an op melior has no builder for and gives its only result.
    fn op_value(&self, block: BlockRef<'c, 'a>, op: OperationBuilder<'c>) -> Build<Value<'c, 'a>> {
        let op = self.op(block, op)?;
        self.result(op, 0)
    }

    fn result(&self, op: OperationRef<'c, 'a>, index: usize) -> Build<Value<'c, 'a>> {
        op.result(index).map(Into::into).map_err(|e| self.ice(format!("MLIR operation without result {index}: {e}")))
    }

    /// The only block of region `index` of an op just built.
    fn body(&self, op: OperationRef<'c, 'a>, index: usize) -> Build<BlockRef<'c, 'a>> {
        op.region(index).ok().and_then(|r| r.first_block()).ok_or_else(|| self.ice("MLIR region without a block"))
    }

    fn argument(&self, block: BlockRef<'c, 'a>, index: usize) -> Build<Value<'c, 'a>> {
        block.argument(index).map(Into::into).map_err(|e| self.ice(format!("MLIR block without argument {index}: {e}")))
    }

    /// The primitive type of a scalar expression.
    fn prim_of(&self, e: &Expr) -> Build<Prim> {
        let t = self.k.type_of(e);
        t.prim().ok_or_else(|| self.ice(format!("a scalar was expected, but the expression has the type {t:?}")))
    }

    fn kernel(&mut self, gpu: BlockRef<'c, 'a>) -> Build<()> {
        let k = self.k;
        let func_loc = self.loc;
        if k.local_bytes > 0 {
            self.stack(gpu)?;
        }
        // The signature: one block argument per source parameter, at its declaration.
        let mut inputs: Vec<(Type<'c>, Location<'c>)> = Vec::with_capacity(k.source_params.len());
        let args_of: Vec<Vec<(Var, &AbiArg)>> = k
            .abi
            .arg_positions(k.source_params.len())
            .iter()
            .map(|ps| ps.iter().filter_map(|&p| Some((*k.params.get(p)?, &k.abi.args[p]))).collect())
            .collect();
        for (p, args) in k.source_params.iter().zip(&args_of) {
            let Some(&(first, _)) = args.first() else {
                return Err(self.ice(format!("parameter %{} has no ABI argument", p.name)));
            };
            let ty = match &p.ty {
                // A scalar arrives as its memory type (an emulated bf16 as its bits).
                SrcType::Scalar(_) => match k.var(first).ty {
                    Ty::Prim(p) => self.t.elem(p),
                    t => self.t.ty(t),
                },
                SrcType::Memref(m) => memref_type(self.ctx, m, self.flavor),
                SrcType::Group(g) => group_type(self.ctx, g, self.flavor),
                SrcType::Coop(_) => return Err(self.ice("a cooperative-matrix parameter")),
            };
            inputs.push((ty, self.location(p.span)));
        }
        let types: Vec<Type<'c>> = inputs.iter().map(|(t, _)| *t).collect();
        let (m, n) = k.abi.work_group_size;
        let size = |v: i64| i32::try_from(v).map_err(|_| self.ice(format!("work-group size {v} exceeds i32")));
        let block_size = DenseI32ArrayAttribute::new(self.ctx, &[size(m)?, size(n)?, 1]);
        let block_size_name = match self.flavor {
            Flavor::Nvvm => "nvvm.reqntid",
            Flavor::Spirv => "known_block_size",
        };
        let region = Region::new();
        region.append_block(Block::new(&inputs));
        let func = OperationBuilder::new("gpu.func", func_loc)
            .add_attributes(&[
                (self.ident("sym_name"), StringAttribute::new(self.ctx, &k.abi.name).into()),
                (
                    self.ident("function_type"),
                    TypeAttribute::new(FunctionType::new(self.ctx, &types, &[]).into()).into(),
                ),
                (self.ident("workgroup_attributions"), IntegerAttribute::new(self.t.i64, 0).into()),
                (self.ident("gpu.kernel"), Attribute::unit(self.ctx)),
                (self.ident(block_size_name), block_size.into()),
            ])
            .add_regions([region]);
        // SPIR-V's subgroup shuffles need the subgroups to be the program's (the kernel's
        // `SubgroupSize`); NVVM's are segments of a warp, whatever their size.
        let func = if self.flavor == Flavor::Spirv && k.uses_subgroups() {
            func.add_attributes(&[(
                self.ident("intel_reqd_sub_group_size"),
                IntegerAttribute::new(self.t.i32, k.abi.subgroup_size).into(),
            )])
        } else {
            func
        };
        let func = self.op(gpu, func)?;
        let entry = self.body(func, 0)?;

        // The prologue: the calling convention's values out of each parameter.
        for (index, (p, args)) in k.source_params.iter().zip(&args_of).enumerate() {
            self.loc = self.location(p.span);
            let arg = self.argument(entry, index)?;
            match &p.ty {
                SrcType::Scalar(_) => {
                    let arg = match k.var(args[0].0).ty {
                        Ty::Prim(p) if self.t.emulated(p) => self.widen_bf16(entry, arg)?,
                        _ => arg,
                    };
                    self.values.insert(args[0].0, arg);
                }
                SrcType::Memref(m) => self.memref_parameter(entry, arg, m, args)?,
                SrcType::Coop(_) => return Err(self.ice("a cooperative-matrix parameter")),
                SrcType::Group(_) => {
                    let types: Vec<Type<'c>> = args.iter().map(|(v, _)| self.t.ty(k.var(*v).ty)).collect();
                    let cast = OperationBuilder::new("builtin.unrealized_conversion_cast", self.loc)
                        .add_operands(&[arg])
                        .add_results(&types);
                    let cast = self.op(entry, cast)?;
                    for (i, (v, _)) in args.iter().enumerate() {
                        let value = self.result(cast, i)?;
                        self.values.insert(*v, value);
                    }
                }
            }
        }
        self.loc = func_loc;
        self.slots(entry)?;
        self.stmts(entry, &k.body)?;
        self.op(entry, OperationBuilder::new("gpu.return", func_loc))?;
        Ok(())
    }

    /// The pointer, sizes and strides of a memref parameter: its aligned pointer as
    /// `!llvm.ptr<1>`, the ABI's dynamic sizes and strides out of its strided metadata.
    fn memref_parameter(
        &mut self,
        block: BlockRef<'c, 'a>,
        arg: Value<'c, 'a>,
        m: &MemrefType,
        args: &[(Var, &AbiArg)],
    ) -> Build<()> {
        let rank = m.shape.len();
        let elem = self.t.elem(tinyc_kernel::prim(m.elem));
        let base = melior::ir::r#type::MemRefType::new(elem, &[], None, Some(self.global_space()));
        let mut results = vec![base.into(), self.t.index];
        results.extend(std::iter::repeat_n(self.t.index, 2 * rank));
        let metadata = OperationBuilder::new("memref.extract_strided_metadata", self.loc)
            .add_operands(&[arg])
            .add_results(&results);
        let metadata = self.op(block, metadata)?;
        let aligned = OperationBuilder::new("memref.extract_aligned_pointer_as_index", self.loc)
            .add_operands(&[arg])
            .add_results(&[self.t.index]);
        let aligned = self.op_value(block, aligned)?;
        let address = self.value(block, ma::index_cast(aligned, self.t.i64, self.loc))?;
        let ptr =
            OperationBuilder::new("llvm.inttoptr", self.loc).add_operands(&[address]).add_results(&[self.t.global]);
        let ptr = self.op_value(block, ptr)?;
        self.values.insert(args[0].0, ptr);
        for (v, a) in &args[1..] {
            let mode = a.mode.ok_or_else(|| self.ice(format!("ABI argument `{}` without a mode", a.name)))?;
            let result = match a.role {
                Role::Shape => 2 + mode,
                Role::Stride => 2 + rank + mode,
                role => return Err(self.ice(format!("ABI argument `{}` of a memref is a {role:?}", a.name))),
            };
            let value = self.result(metadata, result)?;
            let value = self.value(block, ma::index_cast(value, self.t.i64, self.loc))?;
            self.values.insert(*v, value);
        }
        Ok(())
    }

    fn global_space(&self) -> Attribute<'c> {
        IntegerAttribute::new(self.t.i64, types::GLOBAL.into()).into()
    }

    /// Builds statements into `block`. A nested block starts at the enclosing block's location,
    /// which comes back after it.
    fn stmts(&mut self, block: BlockRef<'c, 'a>, stmts: &[Stmt]) -> Build<()> {
        let (loc, span) = (self.loc, self.span);
        for s in stmts {
            self.stmt(block, s)?;
        }
        (self.loc, self.span) = (loc, span);
        Ok(())
    }

    fn stmt(&mut self, block: BlockRef<'c, 'a>, s: &Stmt) -> Build<()> {
        match s {
            Stmt::At(span) => self.at(block, *span),
            Stmt::Let(_, None) | Stmt::Comment(_) => Ok(()),
            Stmt::Let(v, Some(e)) => {
                let value = self.expr(block, e)?;
                if self.k.var(*v).mutable {
                    self.assign(block, *v, value)
                } else {
                    self.values.insert(*v, value);
                    Ok(())
                }
            }
            Stmt::Assign(v, e) => {
                let value = self.expr(block, e)?;
                self.assign(block, *v, value)
            }
            Stmt::Store { ptr, index, value } => self.store(block, ptr, index, value),
            Stmt::StoreVec { .. } => Err(self.ice("the MLIR route has no vector stores")),
            Stmt::Atomic { ptr, index, op } => self.atomic(block, ptr, index, op),
            Stmt::For { var, lb, ub, step, body, .. } => self.for_loop(block, *var, [lb, ub, step], body),
            Stmt::If { cond, then, otherwise } => self.if_then_else(block, cond, then, otherwise),
            Stmt::Barrier { .. } => self.barrier(block),
            Stmt::Fence => self.fence(block),
            Stmt::KeepOrder => self.keep_order(block),
            Stmt::Mma { shape, a, b, acc } => self.mma(block, *shape, a, b, acc),
            Stmt::LdMatrix { ptr, index, out } => self.ldmatrix(block, ptr, index, out),
            Stmt::Async(step) => self.async_copy(block, step),
            Stmt::Subgroup { result, op, value, lane } => self.subgroup(block, *result, *op, value, lane.as_ref()),
            // The MLIR route's device descriptions move no subgroup blocks (`Device::subgroup_block_io`).
            Stmt::Block { .. } => Err(self.ice("the MLIR route has no subgroup block reads or writes")),
        }
    }

    /// Builds the ops computing `e` and gives the value holding it.
    fn expr(&mut self, block: BlockRef<'c, 'a>, e: &Expr) -> Build<Value<'c, 'a>> {
        match e {
            Expr::Var(v) => self.var(block, *v),
            Expr::Complex(p, re, im) => {
                let re = self.expr(block, re)?;
                let im = self.expr(block, im)?;
                self.pair(block, re, im, *p)
            }
            Expr::Int(v, p) => self.int(block, *v, *p),
            Expr::Float(v, p) => self.float(block, *v, *p),
            Expr::Builtin(b) => self.builtin(block, *b),
            Expr::Local { offset, .. } => self.local(block, *offset),
            Expr::Load(ptr, index) => self.load(block, e, ptr, index),
            Expr::LoadVec(..) => Err(self.ice("the MLIR route has no vector loads")),
            Expr::HSum(..) | Expr::Shuffle(..) | Expr::Aligned(..) => Err(self.ice("the MLIR route has no vectors")),
            Expr::NotNull(ptr) => {
                let p = self.expr(block, ptr)?;
                let address =
                    OperationBuilder::new("llvm.ptrtoint", self.loc).add_operands(&[p]).add_results(&[self.t.i64]);
                let address = self.op_value(block, address)?;
                let zero = self.int(block, 0, Prim::I64)?;
                self.compare(block, CmpOp::Ne, Prim::I64, address, zero)
            }
            Expr::Offset(ptr, index) => self.address(block, ptr, index),
            Expr::Cast(to, a) => {
                let from = self.prim_of(a)?;
                let x = self.expr(block, a)?;
                self.cast(block, x, from, *to)
            }
            Expr::Cmp(op, a, b) => {
                let p = self.prim_of(a)?;
                let x = self.expr(block, a)?;
                let y = self.expr(block, b)?;
                self.compare(block, *op, p, x, y)
            }
            Expr::Un(op, a) => {
                let p = self.prim_of(a)?;
                let x = self.expr(block, a)?;
                self.unary(block, *op, p, x)
            }
            Expr::Bin(BinOp::Add | BinOp::WAdd, a, b) if let Some((x, y, z)) = self.contractible(a, b)? => {
                self.fma(block, x, y, z)
            }
            Expr::Fma(x, y, z) => self.fma(block, x, y, z),
            Expr::Select(..) => Err(self.ice("the MLIR route has no selects (CPU vectors only)")),
            Expr::Bin(op, a, b) => {
                let p = self.prim_of(a)?;
                let x = self.expr(block, a)?;
                let y = self.expr(block, b)?;
                self.binary(block, *op, p, x, y)
            }
            // The native forms are the exact ones here (LLVM picks fast code for both).
            Expr::Math { f, arg, .. } => {
                let p = self.prim_of(arg)?;
                let x = self.expr(block, arg)?;
                self.math(block, *f, p, x)
            }
        }
    }

    /// `x·y + z` rounded once (`llvm.intr.fma`).
    fn fma(&mut self, block: BlockRef<'c, 'a>, x: &Expr, y: &Expr, z: &Expr) -> Build<Value<'c, 'a>> {
        let x = self.expr(block, x)?;
        let y = self.expr(block, y)?;
        let z = self.expr(block, z)?;
        let fma =
            OperationBuilder::new("llvm.intr.fma", self.loc).add_operands(&[x, y, z]).enable_result_type_inference();
        self.op_value(block, fma)
    }

    /// `a + b` as the operands of one fused multiply-add `x·y + z`, where one of them is a product
    /// of `f32` or `f64` in the same expression: the contraction OpenCL C makes by default
    /// (`FP_CONTRACT ON`) within an expression such as the GEMMs' `c += a * b`, which
    /// the NVPTX backend otherwise keeps as a multiply and an add, each rounded (`mul.rn`,
    /// `add.rn`: two instructions where one would do). Products in separate statements, and
    /// 16-bit floats, stay apart.
    fn contractible<'e>(&self, a: &'e Expr, b: &'e Expr) -> Build<Option<(&'e Expr, &'e Expr, &'e Expr)>> {
        let p = self.prim_of(a)?;
        if !matches!(p, Prim::F32 | Prim::F64) {
            return Ok(None);
        }
        Ok(match (a, b) {
            (_, Expr::Bin(BinOp::Mul | BinOp::WMul, x, y)) => Some((x, y, a)),
            (Expr::Bin(BinOp::Mul | BinOp::WMul, x, y), _) => Some((x, y, b)),
            _ => None,
        })
    }

    /// The value of a variable: its SSA value, or a load of its slot.
    fn var(&mut self, block: BlockRef<'c, 'a>, v: Var) -> Build<Value<'c, 'a>> {
        let info = self.k.var(v);
        if info.mutable {
            return self.load_slot(block, v);
        }
        self.values.get(&v).copied().ok_or_else(|| self.ice(format!("`{}` is used before its definition", info.name)))
    }
}

#[cfg(test)]
mod tests;

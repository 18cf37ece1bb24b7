//! # The ABI pass
//!
//! [`apply_abi`] rewrites every kernel (`gpu.func … kernel`) of a module from its source signature
//! to the calling convention (`calling-convention.md`), in place:
//!
//! - a memref `memref<s0 x … x T, strided<[t0, …]>, AS>` (offset 0) becomes `!llvm.ptr<AS>`, then
//!   one `i64` for each `?` size and stride in the kernel's order ([`ModeOrder`]: mode by mode,
//!   the size then the stride, for tinytc v0.3.1; every size, then every stride, for v0.4). The
//!   memref is rebuilt at the top of the kernel from these arguments (an LLVM memref descriptor
//!   with the static sizes and strides as constants, cast back to the memref type), so the body
//!   keeps using it unchanged;
//! - a group, written as a memref of memrefs `memref<?xmemref<…>, strided<[1], offset: o>, AS>`,
//!   becomes a pointer to the pointer array, one pointer to an `i64` array per `?` of the member
//!   type (same order), the member count as `i64` if the ABI has one (a tinytc v0.4 `group<…x?>`,
//!   whose memref of memrefs has size `?`) and the offset as `i64` if `o` is `?`. A group has no memref form after the
//!   ABI, so the body must take it apart with one `builtin.unrealized_conversion_cast` to exactly
//!   these types (a 1:N materialisation); the pass replaces that cast by the new arguments;
//! - for [`Flavor::Nvvm`], `i8`/`i16` scalars are passed as `i32` (the PTX column of the
//!   convention: `.s32`) and truncated at the top of the kernel (SPIR-V keeps OpenCL's `char` and
//!   `short`); for [`Flavor::Nvvm`], `f16`/`bf16` scalars are passed as
//!   their bits (`i16`, PTX `.b16`) and bitcast there (SPIR-V keeps OpenCL's `half`); other
//!   scalars stay; `i1` is not an argument type.
//!
//! The pass is driven by [`KernelAbi`], the one argument list: each kernel's new arguments are
//! the ABI's arguments of each source parameter, in the ABI's order and with its types (`i32` for
//! the PTX `.s32`, `i64` for `.s64`, pointers); the MLIR types only say how to rebuild the value,
//! and a type that disagrees with the ABI (a `?` with no argument, an argument for a constant) is
//! an error, never a guess.

use melior::Context;
use melior::dialect::llvm;
use melior::ir::RegionLike as _;
use melior::ir::attribute::AttributeLike as _;
use melior::ir::attribute::StringAttribute;
use melior::ir::attribute::{DenseI64ArrayAttribute, IntegerAttribute, TypeAttribute};
use melior::ir::block::BlockLike as _;
use melior::ir::operation::{OperationBuilder, OperationLike as _};
use melior::ir::r#type::{FunctionType, IntegerType, MemRefType};
use melior::ir::{Attribute, BlockRef, Identifier, Location, Module, OperationRef, Type, TypeLike as _, Value};
use melior::ir::{ShapedTypeLike as _, ValueLike as _};
use tinyc_frontend::abi::{AbiArg, KernelAbi, ModeOrder, Role};

use crate::Flavor;

/// Why a kernel could not be given the calling convention (a broken contract between the code
/// that built the module and this pass, never a user error).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ABI pass: {message}")]
pub struct AbiPassError {
    pub message: String,
    /// `(file, line, column)` of the argument or kernel concerned, if its MLIR location has one.
    pub location: Option<(String, usize, usize)>,
}

impl AbiPassError {
    fn new(message: impl Into<String>) -> AbiPassError {
        AbiPassError { message: message.into(), location: None }
    }

    /// Locates the error at `loc` unless it is located already.
    fn or_at(mut self, loc: Location<'_>) -> AbiPassError {
        if self.location.is_none() {
            self.location = crate::context::file_line_col(loc);
        }
        self
    }
}

fn err<T>(msg: impl Into<String>) -> Result<T, AbiPassError> {
    Err(AbiPassError::new(msg))
}

/// Applies the calling convention of `abis` to every kernel of every `gpu.module` in `module`
/// (each `gpu.func … kernel` named as its ABI's emitted name).
pub fn apply_abi(context: &Context, module: &Module, abis: &[KernelAbi], flavor: Flavor) -> Result<(), AbiPassError> {
    let mut op = module.body().first_operation();
    while let Some(gpu_module) = op {
        if gpu_module.name().as_string_ref().as_str() == Ok("gpu.module") {
            let block = gpu_module
                .region(0)
                .ok()
                .and_then(|r| r.first_block())
                .ok_or_else(|| AbiPassError::new("gpu.module without a body"))?;
            let mut inner = block.first_operation();
            while let Some(func) = inner {
                if func.name().as_string_ref().as_str() == Ok("gpu.func") && func.has_attribute("gpu.kernel") {
                    let name = func
                        .attribute("sym_name")
                        .ok()
                        .and_then(|a| StringAttribute::try_from(a).ok())
                        .map(|s| s.value().to_string())
                        .unwrap_or_default();
                    let Some(abi) = abis.iter().find(|a| a.name == name) else {
                        return err(format!("kernel `{name}` has no KernelAbi"));
                    };
                    convert_kernel(context, func, abi, flavor).map_err(|e| e.or_at(func.location()))?;
                }
                inner = func.next_in_block();
            }
        }
        op = gpu_module.next_in_block();
    }
    Ok(())
}

/// The memref facts the convention needs.
struct MemrefShape {
    /// `None` for `?`.
    sizes: Vec<Option<i64>>,
    strides: Vec<Option<i64>>,
    offset: Option<i64>,
    address_space: i64,
}

fn memref_shape(t: MemRefType) -> Result<MemrefShape, AbiPassError> {
    let rank = t.rank();
    let mut sizes = Vec::with_capacity(rank);
    for k in 0..rank {
        sizes.push(match t.dim_size(k).map_err(|e| AbiPassError::new(e.to_string()))? {
            melior::ir::r#type::DimSize::Static(v) => Some(v as i64),
            melior::ir::r#type::DimSize::Dynamic => None,
        });
    }
    let dynamic = |v: i64| MemRefType::is_dynamic_stride_or_offset(v);
    let (strides, offset) = t.strides_and_offset();
    let strides = strides.into_iter().map(|s| (!dynamic(s)).then_some(s)).collect();
    let offset = (!dynamic(offset)).then_some(offset);
    let address_space = match t.memory_space() {
        None => 0,
        Some(a) => IntegerAttribute::try_from(a)
            .map(|i| i.value())
            .map_err(|_| AbiPassError::new(format!("memory space {a} is not an address space number")))?,
    };
    Ok(MemrefShape { sizes, strides, offset, address_space })
}

impl MemrefShape {
    /// (size, stride) mode by mode.
    fn modes(&self) -> impl Iterator<Item = (Option<i64>, Option<i64>)> + '_ {
        self.sizes.iter().copied().zip(self.strides.iter().copied())
    }

    /// (mode, role) of the `?` sizes and strides in the argument order `order`.
    fn dynamic(&self, order: ModeOrder) -> Vec<(usize, Role)> {
        let dynamic: Vec<(bool, bool)> = self.modes().map(|(s, t)| (s.is_none(), t.is_none())).collect();
        order.arrange(&dynamic)
    }
}

/// Rewrites one kernel's signature and entry block.
fn convert_kernel(ctx: &Context, func: OperationRef, abi: &KernelAbi, flavor: Flavor) -> Result<(), AbiPassError> {
    let region = func.region(0).map_err(|e| AbiPassError::new(e.to_string()))?;
    let Some(block) = region.first_block() else { return err("kernel without a body") };
    let old_count = block.argument_count();
    if abi.args.last().is_some_and(|a| a.param_index >= old_count) {
        return err(format!("kernel `{}` has {old_count} parameters, fewer than its ABI", abi.name));
    }
    let mut b = Builder { ctx, block, last: None, inputs: Vec::new(), flavor, order: abi.mode_order() };
    for (i, positions) in abi.arg_positions(old_count).iter().enumerate() {
        let arg = block.argument(i).map_err(|e| AbiPassError::new(e.to_string()))?;
        let arg: Value = arg.into();
        let args: Vec<&AbiArg> = positions.iter().map(|&p| &abi.args[p]).collect();
        b.convert_argument(arg, i, &args).map_err(|e| e.or_at(arg.location()))?;
    }
    if b.inputs.len() != abi.args.len() {
        return err(format!(
            "kernel `{}`: {} arguments made, its ABI has {}",
            abi.name,
            b.inputs.len(),
            abi.args.len()
        ));
    }
    for _ in 0..old_count {
        // SAFETY: every old argument has no uses left (replaced above); index 0 is in range.
        unsafe { mlir_sys::mlirBlockEraseArgument(block.to_raw(), 0) };
    }
    let ty: Type = FunctionType::new(ctx, &b.inputs, &[]).into();
    let attr: Attribute = TypeAttribute::new(ty).into();
    // SAFETY: `function_type` is the inherent attribute holding gpu.func's signature; the
    // argument attributes (none are written by tinyc) would no longer match, so they go.
    unsafe {
        let raw = func.to_raw();
        let name = melior::StringRef::new("function_type");
        mlir_sys::mlirOperationSetAttributeByName(raw, name.to_raw(), attr.to_raw());
        let arg_attrs = melior::StringRef::new("arg_attrs");
        mlir_sys::mlirOperationRemoveAttributeByName(raw, arg_attrs.to_raw());
    }
    Ok(())
}

struct Builder<'c, 'a> {
    ctx: &'c Context,
    block: BlockRef<'c, 'a>,
    /// The prologue's last operation, which the next one goes after (`None`: it goes first in
    /// the block). An insertion at an index walks the block: a kernel of 4,000 memref
    /// parameters spent 78 % of its 12 s compile there. (The block's original operations are no
    /// anchor: a group's cast is destroyed on the way.)
    last: Option<OperationRef<'c, 'a>>,
    /// The new signature.
    inputs: Vec<Type<'c>>,
    flavor: Flavor,
    /// The kernel's order of dynamic sizes and strides.
    order: ModeOrder,
}

impl<'c, 'a> Builder<'c, 'a> {
    /// `!llvm.ptr<space>`.
    fn pointer(&self, space: i64) -> Result<Type<'c>, AbiPassError> {
        let space = u32::try_from(space).map_err(|_| AbiPassError::new(format!("address space {space}")))?;
        Ok(llvm::r#type::pointer(self.ctx, space))
    }

    fn new_arg(&mut self, ty: Type<'c>, loc: Location<'c>) -> Value<'c, 'a> {
        self.inputs.push(ty);
        self.block.add_argument(ty, loc)
    }

    /// Inserts an operation into the prologue and returns its single result.
    fn push(&mut self, op: OperationBuilder<'c>) -> Result<Value<'c, 'a>, AbiPassError> {
        let op = op.build().map_err(|e| AbiPassError::new(e.to_string()))?;
        let op = match self.last {
            Some(last) => self.block.insert_operation_after(last, op),
            None => self.block.insert_operation(0, op),
        };
        self.last = Some(op);
        op.result(0).map(Into::into).map_err(|e| AbiPassError::new(e.to_string()))
    }

    /// Replaces source parameter `index` by its ABI arguments `args`.
    fn convert_argument(&mut self, arg: Value<'c, 'a>, index: usize, args: &[&AbiArg]) -> Result<(), AbiPassError> {
        let ty = arg.r#type();
        let loc = arg.location();
        if let Ok(memref) = MemRefType::try_from(ty) {
            if MemRefType::try_from(memref.element()).is_ok() {
                return self.group(arg, memref, loc, index, args);
            }
            return self.memref(arg, memref, loc, index, args);
        }
        if let Ok(int) = IntegerType::try_from(ty)
            && int.width() == 1
        {
            return err(format!("argument {index}: i1 has no calling-convention form"));
        }
        let [a] = args else {
            return err(format!("argument {index}: a scalar, but the ABI lists {} arguments for it", args.len()));
        };
        let narrow_int = IntegerType::try_from(ty).is_ok_and(|t| matches!(t.width(), 8 | 16));
        let abi_ty: Type = match (a.role, a.ptx_type()) {
            // OpenCL (SPIR-V) passes `char` and `short` as themselves.
            (Role::Scalar, "s32") if narrow_int && self.flavor != Flavor::Nvvm => ty,
            (Role::Scalar, "s32") => IntegerType::new(self.ctx, 32).into(),
            (Role::Scalar, "s64") => IntegerType::new(self.ctx, 64).into(),
            (Role::Scalar, "f32") => Type::float32(self.ctx),
            (Role::Scalar, "f64") => Type::float64(self.ctx),
            // 16-bit floats travel as their bits on NVVM (PTX `.b16`) and as `half` on SPIR-V;
            // complex values as themselves (PTX `.b8[8]`, `.b8[16]`; OpenCL `float2`, `double2`).
            (Role::Scalar, "b16")
                if self.flavor == Flavor::Nvvm && (ty == Type::float16(self.ctx) || ty == Type::bfloat16(self.ctx)) =>
            {
                // The bits as an i16 (PTX `.b16`), bitcast at the top of the kernel.
                let bits = self.new_arg(IntegerType::new(self.ctx, 16).into(), loc);
                let value =
                    self.push(OperationBuilder::new("arith.bitcast", loc).add_operands(&[bits]).add_results(&[ty]))?;
                replace_all_uses(arg, value);
                return Ok(());
            }
            (Role::Scalar, "b16") if ty == Type::float16(self.ctx) => ty,
            // SPIR-V's emulated bf16: the bits.
            (Role::Scalar, "b16") if ty == IntegerType::new(self.ctx, 16).into() => ty,
            (Role::Scalar, "b8[8]") if ty == Type::vector(&[2], Type::float32(self.ctx)) => ty,
            (Role::Scalar, "b8[16]") if ty == Type::vector(&[2], Type::float64(self.ctx)) => ty,
            _ => return err(format!("argument {index}: type {ty} has no calling-convention form as `{}`", a.name)),
        };
        let narrower = narrow_int && a.ptx_type() == "s32" && self.flavor == Flavor::Nvvm;
        if narrower {
            // i8/i16 travel as a sign-extended i32 (PTX .s32) and are truncated here.
            let wide = self.new_arg(abi_ty, loc);
            let narrow =
                self.push(OperationBuilder::new("arith.trunci", loc).add_operands(&[wide]).add_results(&[ty]))?;
            replace_all_uses(arg, narrow);
            return Ok(());
        }
        if ty != abi_ty && !(ty.is_index() && abi_ty == IntegerType::new(self.ctx, 64).into()) {
            return err(format!("argument {index}: type {ty} has no calling-convention form as `{}`", a.name));
        }
        let new = self.new_arg(ty, loc);
        replace_all_uses(arg, new);
        Ok(())
    }

    /// Checks that the ABI arguments `args` of a memref or group are its data pointer (pointer
    /// depth `depth`), then exactly the `?` sizes and strides of `m` in the kernel's order, then
    /// the size and offset arguments if they are `?`.
    fn check_args(
        &self,
        index: usize,
        args: &[&AbiArg],
        m: &MemrefShape,
        depth: u8,
        dynamic_size: bool,
        dynamic_offset: bool,
    ) -> Result<(), AbiPassError> {
        let mut wanted = vec![(Role::Data, None)];
        wanted.extend(m.dynamic(self.order).into_iter().map(|(k, role)| (role, Some(k))));
        wanted.extend(dynamic_size.then_some((Role::Size, None)));
        wanted.extend(dynamic_offset.then_some((Role::Offset, None)));
        let got: Vec<_> = args.iter().map(|a| (a.role, a.mode)).collect();
        if got != wanted || args.first().is_some_and(|a| a.pointer_depth != depth) {
            return err(format!("argument {index}: the ABI lists {got:?} but the type needs {wanted:?}"));
        }
        Ok(())
    }

    fn i64_constant(&mut self, v: i64, loc: Location<'c>) -> Result<Value<'c, 'a>, AbiPassError> {
        let i64t: Type = IntegerType::new(self.ctx, 64).into();
        let attr: Attribute = IntegerAttribute::new(i64t, v).into();
        self.push(
            OperationBuilder::new("llvm.mlir.constant", loc)
                .add_attributes(&[(Identifier::new(self.ctx, "value"), attr)])
                .add_results(&[i64t]),
        )
    }

    /// A memref: pointer + dynamic sizes/strides; the memref is rebuilt from them.
    fn memref(
        &mut self,
        arg: Value<'c, 'a>,
        ty: MemRefType<'c>,
        loc: Location<'c>,
        index: usize,
        args: &[&AbiArg],
    ) -> Result<(), AbiPassError> {
        let m = memref_shape(ty)?;
        if m.offset != Some(0) {
            return err(format!("argument {index}: a memref argument must have offset 0"));
        }
        self.check_args(index, args, &m, 1, false, false)?;
        let ptr_ty = self.pointer(m.address_space)?;
        let i64t: Type = IntegerType::new(self.ctx, 64).into();
        let ptr = self.new_arg(ptr_ty, loc);
        let rank = m.sizes.len();
        // Ok(constant) for a static size/stride, Err(new argument) for `?`, the new arguments
        // made in the kernel's order.
        let mut made: Vec<(Option<Value<'c, 'a>>, Option<Value<'c, 'a>>)> = vec![(None, None); rank];
        for (k, role) in m.dynamic(self.order) {
            let v = self.new_arg(i64t, loc);
            if role == Role::Shape { made[k].0 = Some(v) } else { made[k].1 = Some(v) }
        }
        let mut sizes = Vec::with_capacity(rank);
        let mut strides = Vec::with_capacity(rank);
        for ((size, stride), (made_size, made_stride)) in m.modes().zip(made) {
            sizes.push(size.ok_or(made_size));
            strides.push(stride.ok_or(made_stride));
        }
        // The LLVM memref descriptor: allocated and aligned pointer, offset, sizes, strides.
        let mut fields_ty = vec![ptr_ty, ptr_ty, i64t];
        if rank > 0 {
            let len = u32::try_from(rank).map_err(|_| AbiPassError::new(format!("rank {rank}")))?;
            fields_ty.extend([llvm::r#type::array(i64t, len); 2]);
        }
        let desc_ty = llvm::r#type::r#struct(self.ctx, &fields_ty, false);
        let mut desc = self.push(OperationBuilder::new("llvm.mlir.poison", loc).add_results(&[desc_ty]))?;
        let zero = self.i64_constant(0, loc)?;
        let mut fields: Vec<(Vec<i64>, Value<'c, 'a>)> = vec![(vec![0], ptr), (vec![1], ptr), (vec![2], zero)];
        for (field, values) in [(3, sizes), (4, strides)] {
            for (k, v) in values.into_iter().enumerate() {
                let v = match v {
                    Ok(c) => self.i64_constant(c, loc)?,
                    Err(Some(arg)) => arg,
                    Err(None) => return err(format!("argument {index}: mode {k} has no argument")),
                };
                fields.push((vec![field, k as i64], v));
            }
        }
        for (position, value) in fields {
            let attr = DenseI64ArrayAttribute::new(self.ctx, &position).into();
            desc = self.push(
                OperationBuilder::new("llvm.insertvalue", loc)
                    .add_operands(&[desc, value])
                    .add_attributes(&[(Identifier::new(self.ctx, "position"), attr)])
                    .add_results(&[desc_ty]),
            )?;
        }
        let rebuilt = self.push(
            OperationBuilder::new("builtin.unrealized_conversion_cast", loc)
                .add_operands(&[desc])
                .add_results(&[ty.into()]),
        )?;
        replace_all_uses(arg, rebuilt);
        Ok(())
    }

    /// A group: pointer array, one array per `?` of the member type, dynamic offset.
    fn group(
        &mut self,
        arg: Value<'c, 'a>,
        ty: MemRefType<'c>,
        loc: Location<'c>,
        index: usize,
        args: &[&AbiArg],
    ) -> Result<(), AbiPassError> {
        let outer = memref_shape(ty)?;
        let member = MemRefType::try_from(ty.element()).map_err(|e| AbiPassError::new(e.to_string()))?;
        let inner = memref_shape(member)?;
        if outer.sizes.len() != 1 || outer.strides[0] != Some(1) || inner.offset != Some(0) {
            return err(format!("argument {index}: a group is `memref<?xmemref<…>, strided<[1], offset: o>>`"));
        }
        // A `?` member count is an argument for a tinytc v0.4 group (`group<…x?>`) and none for a
        // v0.3.1 group, whose type has no count: the ABI tells which; a static count never is.
        let dynamic_size = outer.sizes[0].is_none() && args.iter().any(|a| a.role == Role::Size);
        self.check_args(index, args, &inner, 2, dynamic_size, outer.offset.is_none())?;
        let ptr_ty = self.pointer(outer.address_space)?;
        let i64t: Type = IntegerType::new(self.ctx, 64).into();
        let mut types = vec![ptr_ty];
        types.extend(inner.dynamic(self.order).into_iter().map(|_| ptr_ty));
        types.extend(dynamic_size.then_some(i64t));
        types.extend(outer.offset.is_none().then_some(i64t));

        let uses = users(arg);
        let cast = match uses.as_slice() {
            [] => None,
            [op] if op.name().as_string_ref().as_str() == Ok("builtin.unrealized_conversion_cast")
                && op.operand_count() == 1
                && op.result_count() == types.len()
                && op.results().zip(&types).all(|(r, t)| r.r#type() == *t) =>
            {
                Some(*op)
            }
            _ => {
                return err(format!(
                    "argument {index}: a group must be used by one builtin.unrealized_conversion_cast to its {} \
                     calling-convention values",
                    types.len()
                ));
            }
        };
        let new: Vec<Value> = types.iter().map(|t| self.new_arg(*t, loc)).collect();
        if let Some(cast) = cast {
            for (r, v) in cast.results().zip(&new) {
                replace_all_uses(r.into(), *v);
            }
            // SAFETY: the cast's results have no uses left; erasing removes it from the block.
            unsafe { mlir_sys::mlirOperationDestroy(cast.to_raw()) };
        }
        Ok(())
    }
}

fn replace_all_uses(of: Value, with: Value) {
    // SAFETY: both values belong to the same live function.
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(of.to_raw(), with.to_raw()) }
}

/// The operations using a value, one entry per use.
fn users<'c, 'a>(v: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    // SAFETY: walks the use list of a live value without changing it.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            out.push(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand)));
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    out
}

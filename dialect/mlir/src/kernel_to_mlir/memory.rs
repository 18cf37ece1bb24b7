//! Memory: variables' stack slots, addresses, loads and stores, the work-group stack, atomics.
//!
//! Variables assigned more than once live in stack slots that LLVM promotes to registers: a
//! rank-0 `memref.alloca` for a number, an `llvm.alloca` for a pointer. The `alloca` memory of a kernel is one `llvm.mlir.global` in address space 3
//! (`__tinyc_stack_<kernel>`, 64-byte aligned). Atomics are relaxed (`monotonic`): a store is an
//! `llvm.atomicrmw xchg`, an addition `add`/`fadd`, any other update a `llvm.cmpxchg` loop on
//! the value's bits (`i32`, or `i64` for 8-byte values) in an `scf.while`.

use melior::dialect::llvm::attributes::{Linkage, linkage};
use melior::dialect::llvm::{self, AllocaOptions, LoadStoreOptions};
use melior::dialect::{arith as ma, memref, scf};
use melior::ir::attribute::{
    DenseI64ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
};
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::MemRefType;
use melior::ir::{Attribute, Block, BlockRef, Identifier, Region, RegionLike as _, Type, Value, ValueLike as _};
use tinyc_kernel::ir::{Atomic, BinOp, Expr, Kernel, Prim, Space, Ty, Var};

use super::{Build, Builder};
use crate::Flavor;

/// Where a variable assigned more than once lives.
#[derive(Clone, Copy)]
pub(super) enum Slot<'c, 'a> {
    /// A rank-0 `memref.alloca` (numbers).
    Memref(Value<'c, 'a>),
    /// An `llvm.alloca` (pointers).
    Llvm(Value<'c, 'a>),
}

/// `llvm.atomicrmw` operations and LLVM atomic orderings, as their `I64EnumAttr` values.
const RMW_XCHG: i64 = 0;
const RMW_ADD: i64 = 1;
const RMW_FADD: i64 = 11;
const MONOTONIC: i64 = 2;

/// Bytes of work-group memory a kernel may declare statically on the NVVM route: CUDA's 48 KiB
/// of static shared memory per block, on every architecture.
pub const NVVM_STATIC_SHARED: u64 = 48 * 1024;

/// Whether the kernel's work-group stack is dynamic shared memory: on the NVVM route, a stack
/// beyond [`NVVM_STATIC_SHARED`] (what a launch can give a block beyond it is the
/// architecture's opt-in limit, which the PTX backend checks; the CUDA runtime passes the bytes
/// at every launch). Every other stack is a static array.
pub fn dynamic_stack(k: &Kernel, flavor: Flavor) -> bool {
    flavor == Flavor::Nvvm && k.local_bytes > NVVM_STATIC_SHARED
}

impl<'c, 'a> Builder<'c, 'a, '_> {
    /// The work-group stack of the kernel, in the `gpu.module` before it: an array of its bytes,
    /// or, for a stack that is dynamic shared memory on the NVVM route ([`dynamic_stack`]), an
    /// external array of none (PTX's `.extern .shared … []`), whose size the launch gives.
    pub(super) fn stack(&self, gpu: BlockRef<'c, 'a>) -> Build<()> {
        let (bytes, link) = if dynamic_stack(self.k, self.flavor) {
            (0, Linkage::External)
        } else {
            let bytes = u32::try_from(self.k.local_bytes)
                .map_err(|_| self.ice(format!("a work-group stack of {} bytes", self.k.local_bytes)))?;
            (bytes, Linkage::Internal)
        };
        let global = OperationBuilder::new("llvm.mlir.global", self.loc)
            .add_attributes(&[
                (self.ident("sym_name"), StringAttribute::new(self.ctx, &self.stack_symbol()).into()),
                (self.ident("global_type"), TypeAttribute::new(llvm::r#type::array(self.t.i8, bytes)).into()),
                (self.ident("linkage"), linkage(self.ctx, link)),
                (self.ident("addr_space"), IntegerAttribute::new(self.t.i32, super::types::LOCAL.into()).into()),
                (self.ident("alignment"), IntegerAttribute::new(self.t.i64, 64).into()),
            ])
            .add_regions([Region::new()]);
        self.op(gpu, global)?;
        Ok(())
    }

    fn stack_symbol(&self) -> String {
        format!("__tinyc_stack_{}", self.k.abi.name)
    }

    /// The work-group stack at a byte offset.
    pub(super) fn local(&mut self, block: BlockRef<'c, 'a>, offset: u64) -> Build<Value<'c, 'a>> {
        let base = OperationBuilder::new("llvm.mlir.addressof", self.loc)
            .add_attributes(&[(
                self.ident("global_name"),
                FlatSymbolRefAttribute::new(self.ctx, &self.stack_symbol()).into(),
            )])
            .add_results(&[self.t.local]);
        let base = self.op_value(block, base)?;
        let offset = i64::try_from(offset).map_err(|_| self.ice(format!("stack offset {offset} exceeds i64")))?;
        if self.flavor == Flavor::Spirv {
            // LLVM folds an address at a constant offset from the stack into a constant
            // expression, and LLVM 22's SPIR-V backend scales such an offset by the element type
            // of the access (an atomic on the stack's third i32 became one on its ninth). The
            // offset is made opaque to LLVM by adding the local id z, which is 0 in every
            // launch (local size (m, n, 1)), so every stack address is an instruction.
            let zero = self.thread_id_z(block)?;
            let offset = self.int(block, offset, Prim::I64)?;
            let offset = self.value(block, ma::addi(offset, zero, self.loc))?;
            return self.element(block, base, offset, self.t.i8);
        }
        if offset == 0 {
            return Ok(base);
        }
        let offset = self.int(block, offset, Prim::I64)?;
        self.element(block, base, offset, self.t.i8)
    }

    /// A stack slot for every variable assigned more than once, at the top of the kernel: a
    /// rank-0 `memref.alloca` for a number, an `llvm.alloca` for a pointer (an LLVM pointer is
    /// not a memref element type) and for everything in SPIR-V.
    pub(super) fn slots(&mut self, entry: BlockRef<'c, 'a>) -> Build<()> {
        let mut one = None;
        for (i, info) in self.k.vars.iter().enumerate().filter(|(_, v)| v.mutable) {
            let var = u32::try_from(i).map_err(|_| self.ice("more than 2^32 variables"))?;
            let slot = match info.ty {
                // SPIR-V: `convert-gpu-to-llvm-spv` puts memrefs of the default memory space in
                // CrossWorkgroup memory, and a stack variable there is invalid SPIR-V (visible
                // at -O0, where LLVM keeps the slots): the slots are `llvm.alloca`s in Function
                // memory.
                Ty::Prim(p) if self.flavor != Flavor::Spirv => {
                    let ty = MemRefType::new(self.t.prim(p), &[], None, None);
                    Slot::Memref(self.value(entry, memref::alloca(self.ctx, ty, &[], &[], None, self.loc))?)
                }
                _ => {
                    let one = match one {
                        Some(one) => one,
                        None => {
                            let c = OperationBuilder::new("llvm.mlir.constant", self.loc)
                                .add_attributes(&[(self.ident("value"), IntegerAttribute::new(self.t.i64, 1).into())])
                                .add_results(&[self.t.i64]);
                            *one.insert(self.op_value(entry, c)?)
                        }
                    };
                    let options = AllocaOptions::new().elem_type(Some(TypeAttribute::new(self.t.ty(info.ty))));
                    Slot::Llvm(self.value(entry, llvm::alloca(self.ctx, one, self.t.ptr, self.loc, options))?)
                }
            };
            self.slots.insert(Var(var), slot);
        }
        Ok(())
    }

    /// Stores into the slot of a variable assigned more than once.
    pub(super) fn assign(&mut self, block: BlockRef<'c, 'a>, v: Var, value: Value<'c, 'a>) -> Build<()> {
        let slot =
            *self.slots.get(&v).ok_or_else(|| self.ice(format!("`{}` has no stack slot", self.k.var(v).name)))?;
        match slot {
            Slot::Memref(m) => self.append(block, memref::store(value, m, &[], self.loc)),
            Slot::Llvm(p) => self.append(block, llvm::store(self.ctx, value, p, self.loc, LoadStoreOptions::new())),
        };
        Ok(())
    }

    /// Loads the value of a variable assigned more than once from its slot.
    pub(super) fn load_slot(&self, block: BlockRef<'c, 'a>, v: Var) -> Build<Value<'c, 'a>> {
        let info = self.k.var(v);
        let slot = *self.slots.get(&v).ok_or_else(|| self.ice(format!("`{}` has no stack slot", info.name)))?;
        match slot {
            Slot::Memref(m) => self.value(block, memref::load(m, &[], self.loc)),
            Slot::Llvm(p) => {
                let ty = self.t.ty(info.ty);
                self.value(block, llvm::load(self.ctx, p, ty, self.loc, Default::default()))
            }
        }
    }

    /// `&base[index]` over elements of type `elem`.
    fn element(
        &self,
        block: BlockRef<'c, 'a>,
        base: Value<'c, 'a>,
        index: Value<'c, 'a>,
        elem: Type<'c>,
    ) -> Build<Value<'c, 'a>> {
        let ty = base.r#type();
        self.value(block, llvm::get_element_ptr_dynamic(self.ctx, base, &[index], elem, ty, self.loc))
    }

    /// The address of `ptr[index]` (the pointer itself for a constant index 0).
    pub(super) fn address(&mut self, block: BlockRef<'c, 'a>, ptr: &Expr, index: &Expr) -> Build<Value<'c, 'a>> {
        let t = self.k.type_of(ptr);
        let elem = self.t.pointee(t).ok_or_else(|| self.ice(format!("an address in a {t:?}, which is no pointer")))?;
        let p = self.expr(block, ptr)?;
        if index.as_const() == Some(0) {
            return Ok(p);
        }
        let it = self.k.type_of(index);
        if it != Ty::I64 {
            return Err(self.ice(format!("an index of type {it:?}, not i64")));
        }
        let i = self.expr(block, index)?;
        self.element(block, p, i, elem)
    }

    /// `ptr[index]` (the load expression `e`). A group's pointer array holds generic addresses:
    /// loaded, then made global.
    pub(super) fn load(&mut self, block: BlockRef<'c, 'a>, e: &Expr, ptr: &Expr, index: &Expr) -> Build<Value<'c, 'a>> {
        let t = self.k.type_of(e);
        let addr = self.address(block, ptr, index)?;
        match t {
            Ty::Ptr(_, tinyc_kernel::ir::Space::Global) => {
                let generic =
                    self.value(block, llvm::load(self.ctx, addr, self.t.ptr, self.loc, LoadStoreOptions::new()))?;
                let cast = OperationBuilder::new("llvm.addrspacecast", self.loc)
                    .add_operands(&[generic])
                    .add_results(&[self.t.global]);
                self.op_value(block, cast)
            }
            // An emulated bf16 is loaded as its bits.
            Ty::Prim(p) if self.t.emulated(p) => {
                let bits =
                    self.value(block, llvm::load(self.ctx, addr, self.t.i16, self.loc, LoadStoreOptions::new()))?;
                self.widen_bf16(block, bits)
            }
            _ => self.value(block, llvm::load(self.ctx, addr, self.t.ty(t), self.loc, LoadStoreOptions::new())),
        }
    }

    /// `ptr[index] = value` (the value is computed first).
    pub(super) fn store(&mut self, block: BlockRef<'c, 'a>, ptr: &Expr, index: &Expr, value: &Expr) -> Build<()> {
        let value = self.expr(block, value)?;
        let value = match self.k.type_of(ptr) {
            Ty::Ptr(p, _) if self.t.emulated(p) => self.narrow_bf16(block, value)?,
            _ => value,
        };
        let addr = self.address(block, ptr, index)?;
        self.append(block, llvm::store(self.ctx, value, addr, self.loc, LoadStoreOptions::new()));
        Ok(())
    }

    /// `llvm.atomicrmw <op> addr, value monotonic`.
    fn atomic_rmw(
        &self,
        block: BlockRef<'c, 'a>,
        op: i64,
        addr: Value<'c, 'a>,
        value: Value<'c, 'a>,
        space: Space,
    ) -> Build<()> {
        let mut attributes = vec![
            (self.ident("bin_op"), IntegerAttribute::new(self.t.i64, op).into()),
            (self.ident("ordering"), IntegerAttribute::new(self.t.i64, MONOTONIC).into()),
        ];
        attributes.extend(self.syncscope(space));
        let rmw = OperationBuilder::new("llvm.atomicrmw", self.loc)
            .add_attributes(&attributes)
            .add_operands(&[addr, value])
            .add_results(&[value.r#type()]);
        self.op(block, rmw)?;
        Ok(())
    }

    /// The `syncscope` of an atomic on memory in `space`: on the SPIR-V route, work-group memory
    /// is updated at work-group scope, as OpenCL C's atomics on `local` memory are (Intel's CPU
    /// runtime miscompiles device-scope atomics there); none (the system scope) otherwise.
    fn syncscope(&self, space: Space) -> Option<(Identifier<'c>, Attribute<'c>)> {
        (self.flavor == Flavor::Spirv && space == Space::Local)
            .then(|| (self.ident("syncscope"), StringAttribute::new(self.ctx, "workgroup").into()))
    }

    pub(super) fn atomic(&mut self, block: BlockRef<'c, 'a>, ptr: &Expr, index: &Expr, op: &Atomic) -> Build<()> {
        let t = self.k.type_of(ptr);
        let Ty::Ptr(elem, space) = t else {
            return Err(self.ice(format!("an atomic update through a {t:?}, which is no pointer to a scalar")));
        };
        if elem.is_complex() {
            return self.atomic_complex(block, ptr, index, op, elem, space);
        }
        if elem.is_half() && self.flavor == Flavor::Spirv {
            return self.atomic_half_word(block, ptr, index, op, elem, space);
        }
        match op {
            Atomic::Store(v) => {
                let v = self.expr(block, v)?;
                let addr = self.address(block, ptr, index)?;
                self.atomic_rmw(block, RMW_XCHG, addr, v, space)
            }
            Atomic::Add(v) => {
                let v = self.expr(block, v)?;
                let addr = self.address(block, ptr, index)?;
                self.add_at(block, addr, elem, v, space)
            }
            Atomic::Update { old, new, keep } => {
                let addr = self.address(block, ptr, index)?;
                self.update_at(block, addr, elem, *old, *keep, new, space)
            }
        }
    }

    /// `*addr += v` on an element (or a complex element's component) of type `elem`. OpenCL's
    /// SPIR-V has no float atomic add without SPV_EXT_shader_atomic_float_add (which the OpenCL
    /// C kernels do not need either): there, a float is added in a compare-and-swap loop.
    fn add_at(
        &mut self,
        block: BlockRef<'c, 'a>,
        addr: Value<'c, 'a>,
        elem: Prim,
        v: Value<'c, 'a>,
        space: Space,
    ) -> Build<()> {
        if elem.is_float() && self.flavor == Flavor::Spirv {
            self.compare_and_swap_loop(block, addr, elem, space, &mut |b, test, old| {
                b.binary(test, BinOp::Add, elem, old, v)
            })?;
            return Ok(());
        }
        self.atomic_rmw(block, if elem.is_float() { RMW_FADD } else { RMW_ADD }, addr, v, space)
    }

    /// `*addr = new(old)` for an element of type `elem` whose old value is the variable `old`;
    /// each attempt assigns it to `keep`, so the last (successful) one's stays there.
    #[allow(clippy::too_many_arguments)]
    fn update_at(
        &mut self,
        block: BlockRef<'c, 'a>,
        addr: Value<'c, 'a>,
        elem: Prim,
        old: Var,
        keep: Option<Var>,
        new: &Expr,
        space: Space,
    ) -> Build<()> {
        self.compare_and_swap_loop(block, addr, elem, space, &mut |b, test, value| {
            b.values.insert(old, value);
            if let Some(keep) = keep {
                b.assign(test, keep, value)?;
            }
            b.expr(test, new)
        })?;
        Ok(())
    }

    /// An atomic update of a complex element (`types.md` allows one atomic operation per
    /// component, as the OpenCL C does): a `c32` store is one 64-bit exchange and a general `c32`
    /// update one 64-bit compare-and-swap loop; an addition adds each component atomically; a
    /// `c64` store exchanges each component, and a general `c64` update runs one loop per
    /// component.
    fn atomic_complex(
        &mut self,
        block: BlockRef<'c, 'a>,
        ptr: &Expr,
        index: &Expr,
        op: &Atomic,
        p: Prim,
        space: Space,
    ) -> Build<()> {
        let c = p.component();
        match op {
            Atomic::Store(v) if p == Prim::C32 => {
                let v = self.expr(block, v)?;
                let bits = self.bitcast(block, v, self.t.i64)?;
                let addr = self.address(block, ptr, index)?;
                self.atomic_rmw(block, RMW_XCHG, addr, bits, space)
            }
            Atomic::Store(v) => {
                let v = self.expr(block, v)?;
                let parts = self.component_addresses(block, ptr, index, c)?;
                for (i, addr) in parts.into_iter().enumerate() {
                    let x = self.part(block, v, i as i64, p)?;
                    self.atomic_rmw(block, RMW_XCHG, addr, x, space)?;
                }
                Ok(())
            }
            Atomic::Add(v) => {
                let v = self.expr(block, v)?;
                let parts = self.component_addresses(block, ptr, index, c)?;
                for (i, addr) in parts.into_iter().enumerate() {
                    let x = self.part(block, v, i as i64, p)?;
                    self.add_at(block, addr, c, x, space)?;
                }
                Ok(())
            }
            Atomic::Update { old, new, keep } if p == Prim::C32 => {
                let addr = self.address(block, ptr, index)?;
                self.update_at(block, addr, p, *old, *keep, new, space)
            }
            // The real part is swapped first, computed from the value read; the imaginary part
            // then from the real part that swap replaced (not the new one) and the imaginary
            // part it swaps, so that without concurrent writers the result is exactly new(old).
            Atomic::Update { old, new, keep } => {
                let [re_addr, im_addr] = self.component_addresses(block, ptr, index, c)?;
                let (old, keep) = (*old, *keep);
                let component = self.t.prim(c);
                let replaced = self.compare_and_swap_loop(block, re_addr, c, space, &mut |b, test, re| {
                    let im = b.atomic_load(test, im_addr, component, c.bytes(), space)?;
                    let value = b.pair(test, re, im, p)?;
                    b.values.insert(old, value);
                    let new = b.expr(test, new)?;
                    b.part(test, new, 0, p)
                })?;
                let re = self.bitcast(block, replaced, component)?;
                self.compare_and_swap_loop(block, im_addr, c, space, &mut |b, test, im| {
                    let value = b.pair(test, re, im, p)?;
                    b.values.insert(old, value);
                    // The real part the first loop replaced, the imaginary part this one does.
                    if let Some(keep) = keep {
                        b.assign(test, keep, value)?;
                    }
                    let new = b.expr(test, new)?;
                    b.part(test, new, 1, p)
                })?;
                Ok(())
            }
        }
    }

    /// An atomic update of a 16-bit float on the SPIR-V route, where OpenCL has no 16-bit
    /// atomics: a compare-and-swap loop on the 32-bit word holding the element, as the OpenCL C
    /// does (the runtime rounds allocations up to 4 bytes, so the word of a last element is
    /// inside the buffer). The element is the word's low half at a 4-aligned address, else its
    /// high half.
    fn atomic_half_word(
        &mut self,
        block: BlockRef<'c, 'a>,
        ptr: &Expr,
        index: &Expr,
        op: &Atomic,
        p: Prim,
        space: Space,
    ) -> Build<()> {
        let operand = match op {
            Atomic::Store(v) | Atomic::Add(v) => Some(self.expr(block, v)?),
            Atomic::Update { .. } => None,
        };
        let addr = self.address(block, ptr, index)?;
        let loc = self.loc;
        let at = OperationBuilder::new("llvm.ptrtoint", loc).add_operands(&[addr]).add_results(&[self.t.i64]);
        let at = self.op_value(block, at)?;
        let two = self.int(block, 2, Prim::I64)?;
        let low = self.value(block, ma::andi(at, two, loc))?;
        let zero = self.int(block, 0, Prim::I64)?;
        let back = self.value(block, ma::subi(zero, low, loc))?;
        let word = self.element(block, addr, back, self.t.i8)?;
        let low32 = self.value(block, ma::trunci(low, self.t.i32, loc))?;
        let eight = self.int(block, 8, Prim::I32)?;
        let shift = self.value(block, ma::muli(low32, eight, loc))?;
        let ones = self.int(block, 0xffff, Prim::I32)?;
        let mask = self.value(block, ma::shli(ones, shift, loc))?;
        let all = self.int(block, -1, Prim::I32)?;
        let keep = self.value(block, ma::xori(mask, all, loc))?;
        self.swap_bits_loop(block, word, self.t.i32, 4, space, &mut |b, test, w| {
            let loc = b.loc;
            let part = b.value(test, ma::shrui(w, shift, loc))?;
            let half = b.value(test, ma::trunci(part, b.t.i16, loc))?;
            let value = if b.t.emulated(p) {
                b.widen_bf16(test, half)?
            } else {
                b.value(test, ma::bitcast(half, b.t.prim(p), loc))?
            };
            let new_value = match (op, operand) {
                (Atomic::Store(_), Some(v)) => v,
                (Atomic::Add(_), Some(v)) => b.binary(test, BinOp::Add, p, value, v)?,
                (Atomic::Update { old, new, keep }, _) => {
                    b.values.insert(*old, value);
                    if let Some(keep) = keep {
                        b.assign(test, *keep, value)?;
                    }
                    b.expr(test, new)?
                }
                _ => return Err(b.ice("an atomic store or addition without its operand")),
            };
            let bits = if b.t.emulated(p) {
                b.narrow_bf16(test, new_value)?
            } else {
                b.value(test, ma::bitcast(new_value, b.t.i16, loc))?
            };
            let wide = b.value(test, ma::extui(bits, b.t.i32, loc))?;
            let placed = b.value(test, ma::shli(wide, shift, loc))?;
            let kept = b.value(test, ma::andi(w, keep, loc))?;
            b.value(test, ma::ori(kept, placed, loc))
        })?;
        Ok(())
    }

    /// The addresses of the two components (`c`) of the complex element `ptr[index]`.
    fn component_addresses(
        &mut self,
        block: BlockRef<'c, 'a>,
        ptr: &Expr,
        index: &Expr,
        c: Prim,
    ) -> Build<[Value<'c, 'a>; 2]> {
        let re = self.address(block, ptr, index)?;
        let one = self.int(block, 1, Prim::I64)?;
        let im = self.element(block, re, one, self.t.prim(c))?;
        Ok([re, im])
    }

    /// The bits of `v` as `ty` (same size): `arith.bitcast` for scalars, `llvm.bitcast` for a
    /// complex value's vector.
    fn bitcast(&self, block: BlockRef<'c, 'a>, v: Value<'c, 'a>, ty: Type<'c>) -> Build<Value<'c, 'a>> {
        let vector = v.r#type() == self.t.c32 || v.r#type() == self.t.c64 || ty == self.t.c32 || ty == self.t.c64;
        if vector {
            let cast = OperationBuilder::new("llvm.bitcast", self.loc).add_operands(&[v]).add_results(&[ty]);
            return self.op_value(block, cast);
        }
        self.value(block, ma::bitcast(v, ty, self.loc))
    }

    /// An atomic (`monotonic`) load of a `ty` of `bytes` bytes.
    fn atomic_load(
        &self,
        block: BlockRef<'c, 'a>,
        addr: Value<'c, 'a>,
        ty: Type<'c>,
        bytes: u64,
        space: Space,
    ) -> Build<Value<'c, 'a>> {
        let align = IntegerAttribute::new(self.t.i64, bytes as i64);
        let mut attributes = vec![
            (self.ident("ordering"), IntegerAttribute::new(self.t.i64, MONOTONIC).into()),
            (self.ident("alignment"), align.into()),
        ];
        attributes.extend(self.syncscope(space));
        let load = OperationBuilder::new("llvm.load", self.loc)
            .add_attributes(&attributes)
            .add_operands(&[addr])
            .add_results(&[ty]);
        self.op_value(block, load)
    }

    /// `*addr = new(*addr)` as a compare-and-swap loop on the value's bits (`new` builds the new
    /// value from the old one, in the loop's block); gives the bits it replaced:
    ///
    /// ```text
    /// %first = llvm.load %addr atomic monotonic -> bits
    /// scf.while (%expected = %first) {
    ///   old = bitcast %expected; %new = bitcast new(old)
    ///   %pair = llvm.cmpxchg %addr, %expected, %new monotonic monotonic
    ///   scf.condition(!%pair[1]) %pair[0]
    /// } do { ^bb0(%seen): scf.yield %seen }
    /// ```
    fn compare_and_swap_loop(
        &mut self,
        block: BlockRef<'c, 'a>,
        addr: Value<'c, 'a>,
        elem: Prim,
        space: Space,
        new: &mut dyn FnMut(&mut Self, BlockRef<'c, 'a>, Value<'c, 'a>) -> Build<Value<'c, 'a>>,
    ) -> Build<Value<'c, 'a>> {
        let bits = match elem.bytes() {
            8 => self.t.i64,
            2 => self.t.i16,
            _ => self.t.i32,
        };
        let ety = self.t.prim(elem);
        let by_bits = elem.is_float() || elem.is_complex();
        self.swap_bits_loop(block, addr, bits, elem.bytes(), space, &mut |b, test, expected| {
            let old_value = if by_bits { b.bitcast(test, expected, ety)? } else { expected };
            let new_value = new(b, test, old_value)?;
            if by_bits { b.bitcast(test, new_value, bits) } else { Ok(new_value) }
        })
    }

    /// The loop of [`Builder::compare_and_swap_loop`] on `bytes` bytes of type `bits` at `addr`:
    /// `new` makes the new bits from the expected ones; gives the bits it replaced.
    fn swap_bits_loop(
        &mut self,
        block: BlockRef<'c, 'a>,
        addr: Value<'c, 'a>,
        bits: Type<'c>,
        bytes: u64,
        space: Space,
        new: &mut dyn FnMut(&mut Self, BlockRef<'c, 'a>, Value<'c, 'a>) -> Build<Value<'c, 'a>>,
    ) -> Build<Value<'c, 'a>> {
        let loc = self.loc;
        // The first read is atomic: a plain load racing with other work-groups' atomic writes is
        // a data race (undefined in LLVM's memory model).
        let first = self.atomic_load(block, addr, bits, bytes, space)?;
        let before = Region::new();
        before.append_block(Block::new(&[(bits, loc)]));
        let after = Region::new();
        after.append_block(Block::new(&[(bits, loc)]));
        let spin = self.append(block, scf::r#while(&[first], &[bits], before, after, loc));

        let test = self.body(spin, 0)?;
        let expected = self.argument(test, 0)?;
        let new_bits = new(self, test, expected)?;
        let pair_type = llvm::r#type::r#struct(self.ctx, &[bits, self.t.i1], false);
        let mut attributes = vec![
            (self.ident("success_ordering"), IntegerAttribute::new(self.t.i64, MONOTONIC).into()),
            (self.ident("failure_ordering"), IntegerAttribute::new(self.t.i64, MONOTONIC).into()),
        ];
        attributes.extend(self.syncscope(space));
        let cmpxchg = OperationBuilder::new("llvm.cmpxchg", loc)
            .add_attributes(&attributes)
            .add_operands(&[addr, expected, new_bits])
            .add_results(&[pair_type]);
        let pair = self.op_value(test, cmpxchg)?;
        let field = |i: i64| DenseI64ArrayAttribute::new(self.ctx, &[i]);
        let seen = self.value(test, llvm::extract_value(self.ctx, pair, field(0), bits, loc))?;
        let swapped = self.value(test, llvm::extract_value(self.ctx, pair, field(1), self.t.i1, loc))?;
        let yes = self.int(test, 1, Prim::Bool)?;
        let again = self.value(test, ma::xori(swapped, yes, loc))?;
        self.append(test, scf::condition(again, &[seen], loc));

        let next = self.body(spin, 1)?;
        let seen = self.argument(next, 0)?;
        self.append(next, scf::r#yield(&[seen], loc));
        // The bits the successful swap replaced.
        self.result(spin, 0)
    }
}

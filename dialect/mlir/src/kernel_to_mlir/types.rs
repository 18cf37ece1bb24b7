//! MLIR types of the kernel IR's types and of the source signature's memrefs and groups, all
//! from melior's typed constructors.

use melior::Context;
use melior::dialect::llvm;
use melior::ir::attribute::{IntegerAttribute, StridedLayoutAttribute};
use melior::ir::r#type::{IntegerType, MemRefType};
use melior::ir::{Attribute, Type};
use tinyc_frontend::types::{Dim, GroupType, MemrefType};
use tinyc_kernel::ir::{Prim, Space, Ty};

use crate::Flavor;

/// MLIR's marker for a dynamic size, stride or offset (`?`).
const DYNAMIC: i64 = i64::MIN;

/// The address space of global memory (NVVM: 1), of work-group memory (3).
pub(super) const GLOBAL: u32 = 1;
pub(super) const LOCAL: u32 = 3;

/// The types a kernel is built from, made once per kernel.
#[derive(Clone, Copy)]
pub(super) struct Types<'c> {
    pub i1: Type<'c>,
    pub i8: Type<'c>,
    pub i16: Type<'c>,
    pub i32: Type<'c>,
    pub i64: Type<'c>,
    pub f32: Type<'c>,
    pub f64: Type<'c>,
    pub f16: Type<'c>,
    pub bf16: Type<'c>,
    /// `vector<2xf32>`, `vector<2xf64>`: complex values, (re, im) in that order as in memory.
    pub c32: Type<'c>,
    pub c64: Type<'c>,
    pub index: Type<'c>,
    /// `!llvm.ptr`: generic address space (stack slots, the addresses a group's array holds).
    pub ptr: Type<'c>,
    /// `!llvm.ptr<1>`.
    pub global: Type<'c>,
    /// `!llvm.ptr<3>`.
    pub local: Type<'c>,
    /// `bf16` values are `f32` (rounded to bf16 after each operation) and `bf16` memory is
    /// `i16` bits: the SPIR-V route, since OpenCL runtimes lack SPV_KHR_bfloat16.
    pub bf16_emulated: bool,
}

impl<'c> Types<'c> {
    /// The types of `flavor`'s module (SPIR-V emulates `bf16`).
    pub fn for_flavor(ctx: &'c Context, flavor: Flavor) -> Types<'c> {
        Types { bf16_emulated: flavor == Flavor::Spirv, ..Types::new(ctx) }
    }

    pub fn new(ctx: &'c Context) -> Types<'c> {
        let int = |bits| IntegerType::new(ctx, bits).into();
        Types {
            i1: int(1),
            i8: int(8),
            i16: int(16),
            i32: int(32),
            i64: int(64),
            f32: Type::float32(ctx),
            f64: Type::float64(ctx),
            f16: Type::float16(ctx),
            bf16: Type::bfloat16(ctx),
            c32: Type::vector(&[2], Type::float32(ctx)),
            c64: Type::vector(&[2], Type::float64(ctx)),
            index: Type::index(ctx),
            ptr: llvm::r#type::pointer(ctx, 0),
            global: llvm::r#type::pointer(ctx, GLOBAL),
            local: llvm::r#type::pointer(ctx, LOCAL),
            bf16_emulated: false,
        }
    }

    pub fn prim(&self, p: Prim) -> Type<'c> {
        match p {
            Prim::Bool => self.i1,
            Prim::I8 => self.i8,
            Prim::I16 => self.i16,
            Prim::I32 => self.i32,
            Prim::I64 => self.i64,
            Prim::F32 => self.f32,
            Prim::F64 => self.f64,
            Prim::F16 => self.f16,
            Prim::BF16 if self.bf16_emulated => self.f32,
            Prim::BF16 => self.bf16,
            Prim::C32 => self.c32,
            Prim::C64 => self.c64,
        }
    }

    /// The type of an element in memory: a value's type, but `i16` for an emulated `bf16`.
    pub fn elem(&self, p: Prim) -> Type<'c> {
        if p == Prim::BF16 && self.bf16_emulated { self.i16 } else { self.prim(p) }
    }

    /// Whether values of `p` are emulated `bf16`s (`f32` values, `i16` memory).
    pub fn emulated(&self, p: Prim) -> bool {
        p == Prim::BF16 && self.bf16_emulated
    }

    /// The type of a kernel IR value: pointers are opaque LLVM pointers of their address space.
    pub fn ty(&self, t: Ty) -> Type<'c> {
        match t {
            // Never built: `build_module` refuses kernels with vectors first.
            Ty::Prim(p) | Ty::Vec(p, _) => self.prim(p),
            Ty::Ptr(_, Space::Local) => self.local,
            Ty::Ptr(_, Space::Global) | Ty::PtrPtr(_) => self.global,
        }
    }

    /// The element type a pointer steps over (`None` for a non-pointer).
    pub fn pointee(&self, t: Ty) -> Option<Type<'c>> {
        match t {
            Ty::Ptr(p, _) => Some(self.elem(p)),
            // A group's pointer array holds generic addresses.
            Ty::PtrPtr(_) => Some(self.ptr),
            Ty::Prim(_) | Ty::Vec(..) => None,
        }
    }
}

fn dim(d: Dim) -> i64 {
    match d {
        Dim::Static(v) => v,
        Dim::Dynamic => DYNAMIC,
    }
}

fn global_space(ctx: &Context) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(ctx, 64).into(), GLOBAL.into()).into()
}

/// The MLIR type of a memref parameter: column-major strides as a `strided<[…]>` layout, offset 0,
/// global memory (address space 1), e.g. `memref<?x9xf32, strided<[1, ?]>, 1>`; the elements'
/// memory type of `flavor` (`i16` for SPIR-V's `bf16`).
pub fn memref_type<'c>(ctx: &'c Context, m: &MemrefType, flavor: Flavor) -> Type<'c> {
    let elem = Types::for_flavor(ctx, flavor).elem(tinyc_kernel::prim(m.elem));
    let shape: Vec<i64> = m.shape.iter().map(|d| dim(*d)).collect();
    let layout = (!shape.is_empty()).then(|| {
        let strides: Vec<i64> = m.stride.iter().map(|d| dim(*d)).collect();
        StridedLayoutAttribute::new(ctx, 0, &strides).into()
    });
    MemRefType::new(elem, &shape, layout, Some(global_space(ctx))).into()
}

/// The MLIR type of a group parameter: a memref of memrefs whose offset is the group's offset,
/// e.g. `memref<?xmemref<?x9xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>`.
pub fn group_type<'c>(ctx: &'c Context, g: &GroupType, flavor: Flavor) -> Type<'c> {
    let layout = StridedLayoutAttribute::new(ctx, dim(g.offset), &[1]).into();
    // The member count: a tinytc v0.4 group's `xN`, else `?` (v0.3.1 groups have none; a `?`
    // of v0.4 is the `_size` argument).
    let size = match g.size {
        Some(tinyc_frontend::types::Dim::Static(n)) => n,
        _ => DYNAMIC,
    };
    MemRefType::new(memref_type(ctx, &g.memref, flavor), &[size], Some(layout), Some(global_space(ctx))).into()
}

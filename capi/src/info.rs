//! The kernels' ABI as C structs: names, each parameter's kind and type, each kernel argument of
//! the calling convention, the launch rule, the work-group and subgroup size.

use std::ffi::{CString, c_char};
use std::ptr;

use tinyc_frontend::abi::{Launch, Role};
use tinyc_frontend::types::{Dim, Scalar, Type};
use tinyc_runtime::KernelSignature;

use crate::status::{Failure, Result};

/// An element or scalar type (one of the `TINYC_TYPE_*` values).
pub type tinyc_scalar_type_t = u32;
/// `i1` (`bool` in tinytc v0.4; an 8-bit integer at the ABI).
pub const TINYC_TYPE_I1: tinyc_scalar_type_t = 0;
/// `i8`.
pub const TINYC_TYPE_I8: tinyc_scalar_type_t = 1;
/// `i16`.
pub const TINYC_TYPE_I16: tinyc_scalar_type_t = 2;
/// `i32`.
pub const TINYC_TYPE_I32: tinyc_scalar_type_t = 3;
/// `i64`.
pub const TINYC_TYPE_I64: tinyc_scalar_type_t = 4;
/// `index` (a 64-bit integer at the ABI).
pub const TINYC_TYPE_INDEX: tinyc_scalar_type_t = 5;
/// `f32`.
pub const TINYC_TYPE_F32: tinyc_scalar_type_t = 6;
/// `f64`.
pub const TINYC_TYPE_F64: tinyc_scalar_type_t = 7;
/// `f16` (IEEE binary16).
pub const TINYC_TYPE_F16: tinyc_scalar_type_t = 8;
/// `bf16` (the upper half of a binary32).
pub const TINYC_TYPE_BF16: tinyc_scalar_type_t = 9;
/// `c32`: two `f32`, real then imaginary.
pub const TINYC_TYPE_C32: tinyc_scalar_type_t = 10;
/// `c64`: two `f64`, real then imaginary.
pub const TINYC_TYPE_C64: tinyc_scalar_type_t = 11;

const SCALARS: [Scalar; 12] = [
    Scalar::I1,
    Scalar::I8,
    Scalar::I16,
    Scalar::I32,
    Scalar::I64,
    Scalar::Index,
    Scalar::F32,
    Scalar::F64,
    Scalar::F16,
    Scalar::BF16,
    Scalar::C32,
    Scalar::C64,
];

/// The C value of a scalar type.
pub(crate) fn scalar_code(s: Scalar) -> tinyc_scalar_type_t {
    SCALARS.iter().position(|&x| x == s).map_or(u32::MAX, |i| i as u32)
}

/// The scalar type of a C value.
pub(crate) fn scalar_of(code: tinyc_scalar_type_t, what: &str) -> Result<Scalar> {
    SCALARS
        .get(code as usize)
        .copied()
        .ok_or_else(|| Failure::invalid(format!("{what}: {code} is not a TINYC_TYPE_* value")))
}

/// What a kernel parameter is (one of the `TINYC_PARAM_*` values).
pub type tinyc_param_kind_t = u32;
/// A scalar, passed by value.
pub const TINYC_PARAM_SCALAR: tinyc_param_kind_t = 0;
/// A memref: a pointer with dynamic sizes and strides.
pub const TINYC_PARAM_MEMREF: tinyc_param_kind_t = 1;
/// A group of memrefs: an array of pointers, arrays of dynamic sizes and strides, an offset.
pub const TINYC_PARAM_GROUP: tinyc_param_kind_t = 2;

/// What a kernel argument carries (one of the `TINYC_ROLE_*` values).
pub type tinyc_role_t = u32;
/// A scalar parameter, by value.
pub const TINYC_ROLE_SCALAR: tinyc_role_t = 0;
/// A memref's pointer, or a group's array of pointers.
pub const TINYC_ROLE_DATA: tinyc_role_t = 1;
/// A dynamic size of mode `mode` (a value for memrefs, a device array for groups).
pub const TINYC_ROLE_SHAPE: tinyc_role_t = 2;
/// A dynamic stride of mode `mode` (a value for memrefs, a device array for groups).
pub const TINYC_ROLE_STRIDE: tinyc_role_t = 3;
/// The dynamic member count of a tinytc v0.4 group, by value.
pub const TINYC_ROLE_SIZE: tinyc_role_t = 4;
/// The dynamic offset of a group, by value.
pub const TINYC_ROLE_OFFSET: tinyc_role_t = 5;

/// How a kernel's work-groups are numbered (one of the `TINYC_LAUNCH_*` values).
pub type tinyc_launch_t = u32;
/// tinytc v0.3.1: a batch of N work-groups, the grid (N, 1, 1); OpenCL global size (m, n, N),
/// local (m, n, 1).
pub const TINYC_LAUNCH_BATCH: tinyc_launch_t = 0;
/// tinytc v0.4: a grid (gx, gy, gz); OpenCL global size (m·gx, n·gy, gz), local (m, n, 1).
pub const TINYC_LAUNCH_GRID: tinyc_launch_t = 1;

/// A size, stride or offset that is `?` in the type (given at run time).
pub const TINYC_DYNAMIC: i64 = i64::MIN;
/// The member count of a tinytc v0.3.1 group, which has none (one member per work-group).
pub const TINYC_NO_SIZE: i64 = -1;

/// One source parameter of a kernel.
#[repr(C)]
#[derive(Debug)]
pub struct tinyc_param_t {
    /// The name as written, without `%`.
    pub name: *const c_char,
    /// `TINYC_PARAM_SCALAR`, `TINYC_PARAM_MEMREF` or `TINYC_PARAM_GROUP`.
    pub kind: tinyc_param_kind_t,
    /// The scalar's type, or the (members') element type.
    pub r#type: tinyc_scalar_type_t,
    /// The memref's (members') order: the number of modes (0 for a scalar).
    pub order: usize,
    /// `order` sizes, `TINYC_DYNAMIC` where `?` (null for a scalar).
    pub shape: *const i64,
    /// `order` strides, `TINYC_DYNAMIC` where `?` (null for a scalar).
    pub stride: *const i64,
    /// A group's member count: a number, `TINYC_DYNAMIC` (`x?`), or `TINYC_NO_SIZE` (v0.3.1).
    pub group_size: i64,
    /// A group's offset: a number or `TINYC_DYNAMIC`.
    pub group_offset: i64,
}

/// One argument of the kernel's calling convention, in order.
#[repr(C)]
#[derive(Debug)]
pub struct tinyc_abi_arg_t {
    /// The name in the kernel's signature.
    pub name: *const c_char,
    /// The index of its source parameter.
    pub param: usize,
    /// A `TINYC_ROLE_*` value.
    pub role: tinyc_role_t,
    /// The mode of a shape or stride argument, else -1.
    pub mode: i32,
    /// The pointee type of pointers, else the value type (`index` is passed as `i64`).
    pub r#type: tinyc_scalar_type_t,
    /// 0: by value; 1: `global T*`; 2: `global T* global*` (a group's pointers).
    pub pointer_depth: u8,
}

/// A kernel: its names, launch rule, parameters and calling convention.
#[repr(C)]
#[derive(Debug)]
pub struct tinyc_kernel_info_t {
    /// The kernel's name in the compiled code.
    pub name: *const c_char,
    /// The function's name as written, without `@`.
    pub source_name: *const c_char,
    /// The work-group size (m, n): the local size is (m, n, 1).
    pub work_group_size: [i64; 2],
    /// The subgroup size the kernel is compiled for.
    pub subgroup_size: i64,
    /// `TINYC_LAUNCH_BATCH` or `TINYC_LAUNCH_GRID`.
    pub launch: tinyc_launch_t,
    /// The number of source parameters.
    pub num_params: usize,
    /// The source parameters.
    pub params: *const tinyc_param_t,
    /// The number of kernel arguments.
    pub num_args: usize,
    /// The kernel arguments, in order.
    pub args: *const tinyc_abi_arg_t,
}

/// A kernel's C description with the memory its pointers point into (boxed, so that the
/// pointers stay valid when the owner moves).
#[derive(Debug)]
pub(crate) struct KernelInfo {
    pub(crate) info: Box<tinyc_kernel_info_t>,
    _params: Box<[tinyc_param_t]>,
    _args: Box<[tinyc_abi_arg_t]>,
    _strings: Vec<CString>,
    _dims: Vec<Box<[i64]>>,
}

// SAFETY: the raw pointers point into the boxes and strings this value owns, which nothing
// mutates after construction.
unsafe impl Send for KernelInfo {}
// SAFETY: as above.
unsafe impl Sync for KernelInfo {}

fn dim(d: Dim) -> i64 {
    d.as_static().unwrap_or(TINYC_DYNAMIC)
}

impl KernelInfo {
    pub(crate) fn new(sig: &KernelSignature) -> Result<KernelInfo> {
        let mut strings = Vec::new();
        let mut string = |s: &str| -> Result<*const c_char> {
            let c = CString::new(s).map_err(|_| Failure::invalid(format!("the name `{s}` has a NUL byte")))?;
            let p = c.as_ptr();
            strings.push(c);
            Ok(p)
        };
        let abi = &sig.abi;
        let name = string(&abi.name)?;
        let source_name = string(&abi.source_name)?;
        let mut dims: Vec<Box<[i64]>> = Vec::new();
        let mut params = Vec::with_capacity(sig.params.len());
        for (index, ty) in sig.params.iter().enumerate() {
            let pname = abi.args.iter().find(|a| a.param_index == index).map_or("", |a| a.param.as_str());
            let mut p = tinyc_param_t {
                name: string(pname)?,
                kind: TINYC_PARAM_SCALAR,
                r#type: 0,
                order: 0,
                shape: ptr::null(),
                stride: ptr::null(),
                group_size: TINYC_NO_SIZE,
                group_offset: 0,
            };
            let memref = match ty {
                Type::Scalar(s) => {
                    p.r#type = scalar_code(*s);
                    None
                }
                Type::Memref(m) => {
                    p.kind = TINYC_PARAM_MEMREF;
                    Some(m)
                }
                Type::Group(g) => {
                    p.kind = TINYC_PARAM_GROUP;
                    p.group_size = g.size.map_or(TINYC_NO_SIZE, dim);
                    p.group_offset = dim(g.offset);
                    Some(&g.memref)
                }
                Type::Coop(_) => return Err(Failure::invalid("a kernel parameter cannot be a coopmatrix")),
            };
            if let Some(m) = memref {
                p.r#type = scalar_code(m.elem);
                p.order = m.order();
                let shape: Box<[i64]> = m.shape.iter().map(|&d| dim(d)).collect();
                let stride: Box<[i64]> = m.stride.iter().map(|&d| dim(d)).collect();
                p.shape = shape.as_ptr();
                p.stride = stride.as_ptr();
                dims.push(shape);
                dims.push(stride);
            }
            params.push(p);
        }
        let mut args = Vec::with_capacity(abi.args.len());
        for a in &abi.args {
            args.push(tinyc_abi_arg_t {
                name: string(&a.name)?,
                param: a.param_index,
                role: match a.role {
                    Role::Scalar => TINYC_ROLE_SCALAR,
                    Role::Data => TINYC_ROLE_DATA,
                    Role::Shape => TINYC_ROLE_SHAPE,
                    Role::Stride => TINYC_ROLE_STRIDE,
                    Role::Size => TINYC_ROLE_SIZE,
                    Role::Offset => TINYC_ROLE_OFFSET,
                },
                mode: a.mode.map_or(-1, |m| i32::try_from(m).unwrap_or(i32::MAX)),
                r#type: scalar_code(a.ty),
                pointer_depth: a.pointer_depth,
            });
        }
        let params: Box<[tinyc_param_t]> = params.into_boxed_slice();
        let args: Box<[tinyc_abi_arg_t]> = args.into_boxed_slice();
        let info = Box::new(tinyc_kernel_info_t {
            name,
            source_name,
            work_group_size: [abi.work_group_size.0, abi.work_group_size.1],
            subgroup_size: abi.subgroup_size,
            launch: match abi.launch {
                Launch::Batch => TINYC_LAUNCH_BATCH,
                Launch::Grid => TINYC_LAUNCH_GRID,
            },
            num_params: params.len(),
            params: params.as_ptr(),
            num_args: args.len(),
            args: args.as_ptr(),
        });
        Ok(KernelInfo { info, _params: params, _args: args, _strings: strings, _dims: dims })
    }
}

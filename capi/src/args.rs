//! What a launch takes, for OpenCL and CUDA alike: one `tinyc_arg_t` per source parameter
//! (scalars, memrefs and groups over the host's memory), and their conversion to the runtime's
//! arguments.

use std::ptr;

use tinyc_runtime::{Arg, GroupArg, HostMemory, MemrefArg, ScalarValue};

use crate::info::{scalar_of, tinyc_scalar_type_t};
use crate::status::{Failure, Result, tinyc_status_t};

/// Memory a memref refers to. On OpenCL: an address in a shared-virtual-memory allocation
/// (`clSVMAlloc`) or a buffer object, of the kernel's OpenCL context; exactly one of `data` and
/// `mem` is set. On CUDA: a device address (`CUdeviceptr`) usable in the kernel's context in
/// `data`; `mem` is null.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_buffer_t {
    /// An SVM address or a CUDA device address (null when `mem` is set).
    pub data: *mut std::ffi::c_void,
    /// An OpenCL buffer object (null when `data` is set); its size comes from `CL_MEM_SIZE`.
    pub mem: cl_sys::cl_mem,
    /// The number of elements at `data` (the bounds every launch is checked against; ignored
    /// for `mem`).
    pub length: usize,
}

/// A memref argument: column-major, element (i₀, i₁, …) at `offset + Σ iₖ·stride[k]` elements
/// from the buffer's start.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_memref_t {
    /// The element type (a `TINYC_TYPE_*` value): must be the parameter's.
    pub r#type: tinyc_scalar_type_t,
    /// The memory.
    pub buffer: tinyc_buffer_t,
    /// The number of modes: must be the parameter's order.
    pub order: usize,
    /// `order` sizes (null only for order 0).
    pub shape: *const i64,
    /// `order` strides, or null for the type's constant strides, else packed (stride₀ = 1,
    /// strideₖ = strideₖ₋₁·sizeₖ₋₁).
    pub stride: *const i64,
    /// Where element (0, …, 0) is, in elements from the buffer's start.
    pub offset: usize,
}

/// A group argument: member i is what `load %g[i]` gives (v0.3.1: one per work-group).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_group_t {
    /// The number of members.
    pub count: usize,
    /// `count` memrefs; on OpenCL each must be in shared virtual memory (`data`).
    pub members: *const tinyc_memref_t,
    /// The group offset in elements (added to every member's address), or `TINYC_DYNAMIC` for
    /// the type's constant offset (0 when it is `?`).
    pub offset: i64,
}

/// What a `tinyc_arg_t` holds (one of the `TINYC_ARG_*` values).
pub type tinyc_arg_kind_t = u32;
/// A scalar: `type` and `i`, `re` (and `im`).
pub const TINYC_ARG_SCALAR: tinyc_arg_kind_t = 0;
/// A memref: `memref`.
pub const TINYC_ARG_MEMREF: tinyc_arg_kind_t = 1;
/// A group: `group`.
pub const TINYC_ARG_GROUP: tinyc_arg_kind_t = 2;
/// A group prepared once for many launches (`tinyc_cl_group_create`): `prepared`.
pub const TINYC_ARG_PREPARED_GROUP: tinyc_arg_kind_t = 3;

/// The argument of one source parameter (the launch expands it into the calling convention's
/// kernel arguments). The `tinyc_arg_*` functions make them.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_arg_t {
    /// `TINYC_ARG_SCALAR`, `TINYC_ARG_MEMREF`, `TINYC_ARG_GROUP` or `TINYC_ARG_PREPARED_GROUP`.
    pub kind: tinyc_arg_kind_t,
    /// A scalar's type: must be the parameter's (`index` and `i64` are alike).
    pub r#type: tinyc_scalar_type_t,
    /// An integer scalar's value (`i1`: 0 or 1).
    pub i: i64,
    /// A floating-point scalar's value, or a complex one's real part.
    pub re: f64,
    /// A complex scalar's imaginary part.
    pub im: f64,
    /// A memref argument.
    pub memref: *const tinyc_memref_t,
    /// A group argument.
    pub group: *const tinyc_group_t,
    /// A prepared group argument (OpenCL).
    pub prepared: *const crate::opencl::tinyc_cl_group_t,
}

fn scalar_arg(ty: tinyc_scalar_type_t, i: i64, re: f64, im: f64) -> tinyc_arg_t {
    tinyc_arg_t {
        kind: TINYC_ARG_SCALAR,
        r#type: ty,
        i,
        re,
        im,
        memref: ptr::null(),
        group: ptr::null(),
        prepared: ptr::null(),
    }
}

/// An `i8` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i8(value: i8) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I8, value.into(), 0.0, 0.0)
}

/// An `i16` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i16(value: i16) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I16, value.into(), 0.0, 0.0)
}

/// An `i32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i32(value: i32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I32, value.into(), 0.0, 0.0)
}

/// An `i64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_i64(value: i64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I64, value, 0.0, 0.0)
}

/// An `index` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_index(value: i64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_INDEX, value, 0.0, 0.0)
}

/// A `bool` (`i1`) scalar argument: 0 is false, anything else true.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_bool(value: i32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_I1, i64::from(value != 0), 0.0, 0.0)
}

/// An `f32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f32(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F32, 0, value.into(), 0.0)
}

/// An `f64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f64(value: f64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F64, 0, value, 0.0)
}

/// An `f16` scalar argument (rounded from `value`).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_f16(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_F16, 0, value.into(), 0.0)
}

/// A `bf16` scalar argument (rounded from `value`).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_bf16(value: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_BF16, 0, value.into(), 0.0)
}

/// A `c32` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_c32(re: f32, im: f32) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_C32, 0, re.into(), im.into())
}

/// A `c64` scalar argument.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_c64(re: f64, im: f64) -> tinyc_arg_t {
    scalar_arg(crate::info::TINYC_TYPE_C64, 0, re, im)
}

/// A memref argument (the struct must live until the enqueue returns).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_memref(memref: *const tinyc_memref_t) -> tinyc_arg_t {
    tinyc_arg_t {
        kind: TINYC_ARG_MEMREF,
        r#type: 0,
        i: 0,
        re: 0.0,
        im: 0.0,
        memref,
        group: ptr::null(),
        prepared: ptr::null(),
    }
}

/// A group argument (the struct and its members must live until the enqueue returns).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_group(group: *const tinyc_group_t) -> tinyc_arg_t {
    tinyc_arg_t {
        kind: TINYC_ARG_GROUP,
        r#type: 0,
        i: 0,
        re: 0.0,
        im: 0.0,
        memref: ptr::null(),
        group,
        prepared: ptr::null(),
    }
}

/// A prepared group argument (`tinyc_cl_group_create`; the handle must live until the launch
/// has completed). OpenCL kernels only: a CUDA launch refuses it.
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_arg_prepared_group(prepared: *const crate::opencl::tinyc_cl_group_t) -> tinyc_arg_t {
    tinyc_arg_t {
        kind: TINYC_ARG_PREPARED_GROUP,
        r#type: 0,
        i: 0,
        re: 0.0,
        im: 0.0,
        memref: ptr::null(),
        group: ptr::null(),
        prepared,
    }
}

/// The three extents of a launch's grid at `grid`.
///
/// # Safety
/// `grid` is null or points to 3 values.
pub(crate) unsafe fn grid3(grid: *const usize) -> Result<[usize; 3]> {
    // SAFETY: 3 readable values (the caller's promise).
    let grid = unsafe { slice(grid, 3, "the grid") }?;
    Ok([grid[0], grid[1], grid[2]])
}

/// `count` values at `ptr` (null is allowed for none).
///
/// # Safety
/// `ptr` points to `count` values that live for `'a`, or is null.
pub(crate) unsafe fn slice<'a, T>(ptr: *const T, count: usize, what: &str) -> Result<&'a [T]> {
    if count == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Failure::invalid(format!("{what}: null pointer for {count} values")));
    }
    // No array of more than isize::MAX bytes exists (Rust's slices may not be larger: such a
    // count is a caller's error, not a promise to trust).
    if count.checked_mul(std::mem::size_of::<T>()).is_none_or(|bytes| bytes > isize::MAX as usize) {
        return Err(Failure::invalid(format!("{what}: {count} values are more than memory can hold")));
    }
    if !ptr.is_aligned() {
        return Err(Failure::invalid(format!("{what}: the pointer is not aligned for its values")));
    }
    // SAFETY: `count` readable values (the caller's promise), within isize::MAX bytes, aligned.
    Ok(unsafe { std::slice::from_raw_parts(ptr, count) })
}

/// The host's memory of a launch's arguments, as runtime buffers (in argument order, group
/// members flattened).
pub(crate) struct Buffers<B> {
    buffers: Vec<B>,
}

impl<B: HostMemory> Buffers<B> {
    /// The buffers of `args`' memrefs and group members, each made by `external` (which gets
    /// the memref and its name in errors).
    ///
    /// # Safety
    /// Every pointer in `args` is valid (see `tinyc_cl_kernel_enqueue`).
    pub(crate) unsafe fn new(
        args: &[tinyc_arg_t],
        external: impl Fn(&tinyc_memref_t, &str) -> Result<B>,
    ) -> Result<Buffers<B>> {
        let mut buffers = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match a.kind {
                TINYC_ARG_SCALAR => {}
                TINYC_ARG_MEMREF => {
                    // SAFETY: the caller's promise.
                    let m = unsafe { a.memref.as_ref() }
                        .ok_or_else(|| Failure::invalid(format!("argument {i}: the memref pointer is null")))?;
                    buffers.push(external(m, &format!("argument {i}"))?);
                }
                TINYC_ARG_GROUP => {
                    // SAFETY: the caller's promise.
                    let g = unsafe { a.group.as_ref() }
                        .ok_or_else(|| Failure::invalid(format!("argument {i}: the group pointer is null")))?;
                    let members = unsafe { slice(g.members, g.count, &format!("argument {i}: the members")) }?;
                    for (j, m) in members.iter().enumerate() {
                        buffers.push(external(m, &format!("argument {i}, member {j}"))?);
                    }
                }
                TINYC_ARG_PREPARED_GROUP if a.prepared.is_null() => {
                    return Err(Failure::invalid(format!("argument {i}: the prepared group is null")));
                }
                TINYC_ARG_PREPARED_GROUP => {}
                other => {
                    return Err(Failure::invalid(format!("argument {i}: the kind {other} is not a TINYC_ARG_* value")));
                }
            }
        }
        Ok(Buffers { buffers })
    }

    /// The runtime's arguments over these buffers.
    pub(crate) fn args<'a>(&'a self, args: &[tinyc_arg_t]) -> Result<Vec<Arg<'a>>> {
        let mut next = self.buffers.iter();
        let mut out = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let arg = match a.kind {
                TINYC_ARG_SCALAR => Arg::Scalar(scalar_value(a, i)?),
                TINYC_ARG_MEMREF => {
                    // SAFETY: checked non-null by `Buffers::new`, which read the same arguments.
                    let m = unsafe { &*a.memref };
                    let b = next.next().ok_or_else(|| Failure::invalid("internal: buffer count"))?;
                    Arg::Memref(unsafe { memref(b, m, &format!("argument {i}")) }?)
                }
                TINYC_ARG_PREPARED_GROUP => {
                    // SAFETY: checked non-null by `Buffers::new`; a live handle (the caller's
                    // promise).
                    Arg::Prepared(unsafe { &(*a.prepared).prepared })
                }
                _ => {
                    // SAFETY: as above.
                    let g = unsafe { &*a.group };
                    let members = unsafe { slice(g.members, g.count, "the members") }?;
                    let mut list = Vec::with_capacity(members.len());
                    for (j, m) in members.iter().enumerate() {
                        let b = next.next().ok_or_else(|| Failure::invalid("internal: buffer count"))?;
                        list.push(unsafe { memref(b, m, &format!("argument {i}, member {j}")) }?);
                    }
                    Arg::Group(group_arg(g, list))
                }
            };
            out.push(arg);
        }
        Ok(out)
    }
}

/// The runtime group of a C group's members.
pub(crate) fn group_arg<'a>(g: &tinyc_group_t, members: Vec<MemrefArg<'a>>) -> GroupArg<'a> {
    let group = GroupArg::new(members);
    if g.offset == crate::info::TINYC_DYNAMIC { group } else { group.offset(g.offset) }
}

/// The runtime memref of a C memref over its buffer.
///
/// # Safety
/// `m.shape` and `m.stride` point to `m.order` values (or are null).
pub(crate) unsafe fn memref<'a>(b: &'a impl HostMemory, m: &tinyc_memref_t, what: &str) -> Result<MemrefArg<'a>> {
    // SAFETY: the caller's promise.
    let shape = unsafe { slice(m.shape, m.order, &format!("{what}: the shape")) }?;
    let mut arg = MemrefArg::external(b, shape.to_vec()).offset(m.offset);
    if !m.stride.is_null() {
        // SAFETY: the caller's promise.
        let stride = unsafe { slice(m.stride, m.order, &format!("{what}: the strides")) }?;
        arg = arg.strides(stride.to_vec());
    }
    Ok(arg)
}

fn scalar_value(a: &tinyc_arg_t, i: usize) -> Result<ScalarValue> {
    use tinyc_frontend::types::Scalar;
    use tinyc_runtime::Element as _;
    let ty = scalar_of(a.r#type, &format!("argument {i}: the scalar type"))?;
    let int = |bits: u32| -> Result<i64> {
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        if (min..=max).contains(&i128::from(a.i)) {
            Ok(a.i)
        } else {
            Err(Failure::new(tinyc_status_t::TINYC_ERROR_LAUNCH, format!("argument {i}: {} does not fit in {ty}", a.i)))
        }
    };
    Ok(match ty {
        Scalar::I1 => ScalarValue::Bool(a.i != 0),
        Scalar::I8 => ScalarValue::I8(int(8)? as i8),
        Scalar::I16 => ScalarValue::I16(int(16)? as i16),
        Scalar::I32 => ScalarValue::I32(int(32)? as i32),
        Scalar::I64 | Scalar::Index => ScalarValue::I64(a.i),
        Scalar::F32 => (a.re as f32).into_value(),
        Scalar::F64 => a.re.into_value(),
        Scalar::F16 => tinyc_runtime::half::f16::from_f64(a.re).into_value(),
        Scalar::BF16 => tinyc_runtime::half::bf16::from_f64(a.re).into_value(),
        Scalar::C32 => tinyc_runtime::num_complex::Complex32::new(a.re as f32, a.im as f32).into_value(),
        Scalar::C64 => tinyc_runtime::num_complex::Complex64::new(a.re, a.im).into_value(),
    })
}

//! The runtime's recipes on the host's OpenCL objects: a batched small GEMM and a tall-and-skinny
//! GEMM, generated, built (through the program cache) and enqueued on the host's queue.

use std::ffi::{CString, c_char};
use std::ptr;

use cl_sys::{cl_command_queue, cl_event, cl_uint};
use tinyc_runtime::recipe::{Coefficient, Operands, Real, SmallGemmBatched, TallAndSkinny, Transpose};
use tinyc_runtime::{Arg, Context, ExternalBuffer, Kernel, MemrefArg};

use crate::args::{slice, tinyc_buffer_t};
use crate::info::{TINYC_TYPE_F32, TINYC_TYPE_F64, tinyc_scalar_type_t};
use crate::opencl::{buffer_of, hand_event, tinyc_cl_context_t};
use crate::status::{Failure, Result, clear, destroy, guard, handle, put, tinyc_status_t};

/// Whether a matrix is transposed (one of the `TINYC_TRANSPOSE_*` values).
pub type tinyc_transpose_t = u32;
/// op(X) = X.
pub const TINYC_TRANSPOSE_N: tinyc_transpose_t = 0;
/// op(X) = Xᵀ.
pub const TINYC_TRANSPOSE_T: tinyc_transpose_t = 1;

/// Parameters of a batched small GEMM: C_g := α·op(A_g)·op(B_g) + β·C_g for each g of a
/// batch, op(A) M×K, op(B) K×N, column major; element (i, j) of X_g is at
/// `i + j·ldX + g·strideX`. A leading dimension or batch stride of 0 takes the default (the
/// stored rows; ld × the stored columns).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_small_gemm_batched_t {
    /// `TINYC_TYPE_F32` or `TINYC_TYPE_F64`.
    pub r#type: tinyc_scalar_type_t,
    /// Whether A is transposed.
    pub trans_a: tinyc_transpose_t,
    /// Whether B is transposed.
    pub trans_b: tinyc_transpose_t,
    /// Rows of op(A) and C.
    pub m: usize,
    /// Columns of op(B) and C.
    pub n: usize,
    /// Columns of op(A), rows of op(B).
    pub k: usize,
    /// Leading dimension of A (0: default).
    pub ld_a: usize,
    /// Batch stride of A (0: default; a stride of 0 itself is not expressible).
    pub stride_a: usize,
    /// Leading dimension of B (0: default).
    pub ld_b: usize,
    /// Batch stride of B (0: default).
    pub stride_b: usize,
    /// Leading dimension of C (0: default).
    pub ld_c: usize,
    /// Batch stride of C (0: default).
    pub stride_c: usize,
}

/// Parameters of a tall-and-skinny GEMM: C := α·op(A)·op(B) + β·C, op(A) M×K with M given at
/// each launch, op(B) K×N, column major. A leading dimension of 0 takes the default (M for A
/// and C, the stored rows otherwise); `block_rows` 0 takes the runtime's default.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct tinyc_tall_and_skinny_t {
    /// `TINYC_TYPE_F32` or `TINYC_TYPE_F64`.
    pub r#type: tinyc_scalar_type_t,
    /// Whether A is transposed.
    pub trans_a: tinyc_transpose_t,
    /// Whether B is transposed.
    pub trans_b: tinyc_transpose_t,
    /// Columns of op(B) and C.
    pub n: usize,
    /// Columns of op(A), rows of op(B).
    pub k: usize,
    /// Leading dimension of A (0: default).
    pub ld_a: usize,
    /// Leading dimension of B (0: default).
    pub ld_b: usize,
    /// Leading dimension of C (0: default).
    pub ld_c: usize,
    /// Rows of C per work-group (0: default).
    pub block_rows: usize,
}

enum Recipe {
    SmallF32(SmallGemmBatched<f32>),
    SmallF64(SmallGemmBatched<f64>),
    TallF32(TallAndSkinny<f32>),
    TallF64(TallAndSkinny<f64>),
}

/// A recipe built for a context.
pub struct tinyc_cl_recipe_t {
    recipe: Recipe,
    ir: CString,
}

fn transpose(t: tinyc_transpose_t, what: &str) -> Result<Transpose> {
    match t {
        TINYC_TRANSPOSE_N => Ok(Transpose::N),
        TINYC_TRANSPOSE_T => Ok(Transpose::T),
        other => Err(Failure::invalid(format!("{what}: {other} is not a TINYC_TRANSPOSE_* value"))),
    }
}

/// `set(builder, value)` when the C struct's value is not 0 (its "default").
fn unless_zero<B>(builder: B, value: usize, set: impl FnOnce(B, usize) -> B) -> B {
    if value == 0 { builder } else { set(builder, value) }
}

fn small<T: Real>(ctx: &Context, p: &tinyc_small_gemm_batched_t) -> Result<SmallGemmBatched<T>> {
    let mut b = SmallGemmBatched::<T>::builder(p.m, p.n, p.k)
        .trans_a(transpose(p.trans_a, "trans_a")?)
        .trans_b(transpose(p.trans_b, "trans_b")?)
        .alpha(Coefficient::Runtime)
        .beta(Coefficient::Runtime);
    b = unless_zero(b, p.ld_a, |b, v| b.lda(v));
    b = unless_zero(b, p.ld_b, |b, v| b.ldb(v));
    b = unless_zero(b, p.ld_c, |b, v| b.ldc(v));
    b = unless_zero(b, p.stride_a, |b, v| b.stride_a(v));
    b = unless_zero(b, p.stride_b, |b, v| b.stride_b(v));
    b = unless_zero(b, p.stride_c, |b, v| b.stride_c(v));
    Ok(b.build(ctx)?)
}

fn tall<T: Real>(ctx: &Context, p: &tinyc_tall_and_skinny_t) -> Result<TallAndSkinny<T>> {
    let mut b = TallAndSkinny::<T>::builder(p.n, p.k)
        .trans_a(transpose(p.trans_a, "trans_a")?)
        .trans_b(transpose(p.trans_b, "trans_b")?)
        .alpha(Coefficient::Runtime)
        .beta(Coefficient::Runtime);
    b = unless_zero(b, p.ld_a, |b, v| b.lda(v));
    b = unless_zero(b, p.ld_b, |b, v| b.ldb(v));
    b = unless_zero(b, p.ld_c, |b, v| b.ldc(v));
    b = unless_zero(b, p.block_rows, |b, v| b.block_rows(v));
    Ok(b.build(ctx)?)
}

/// The body of both `*_create` calls: `build` makes the recipe of the parameters' element type
/// (`f32` or `f64`) and gives its tensor-language text.
///
/// # Safety
/// `context` is a live handle, `params` a valid struct or null, `result` writable.
unsafe fn create<P>(
    context: *const tinyc_cl_context_t,
    params: *const P,
    ty: impl FnOnce(&P) -> tinyc_scalar_type_t,
    build: impl FnOnce(&Context, &P, bool) -> Result<(Recipe, String)>,
    result: *mut *mut tinyc_cl_recipe_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let ctx = &unsafe { handle(context, "context") }?.ctx;
        let p = unsafe { handle(params, "parameters") }?;
        let double = match ty(p) {
            TINYC_TYPE_F32 => false,
            TINYC_TYPE_F64 => true,
            other => return Err(Failure::invalid(format!("type {other}: the recipes take TINYC_TYPE_F32 or _F64"))),
        };
        let (recipe, ir) = build(ctx, p, double)?;
        let ir = CString::new(ir).unwrap_or_default();
        unsafe { put(result, Box::new(tinyc_cl_recipe_t { recipe, ir })) }
    })
}

/// Builds a batched small GEMM for the context's device (α and β are given at each launch).
///
/// # Safety
/// `context` is a live handle, `params` a valid struct, `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_recipe_small_gemm_batched_create(
    context: *const tinyc_cl_context_t,
    params: *const tinyc_small_gemm_batched_t,
    result: *mut *mut tinyc_cl_recipe_t,
) -> tinyc_status_t {
    let build = |ctx: &Context, p: &tinyc_small_gemm_batched_t, double: bool| -> Result<(Recipe, String)> {
        Ok(if double {
            let r = small::<f64>(ctx, p)?;
            let ir = r.ir().to_string();
            (Recipe::SmallF64(r), ir)
        } else {
            let r = small::<f32>(ctx, p)?;
            let ir = r.ir().to_string();
            (Recipe::SmallF32(r), ir)
        })
    };
    // SAFETY: the caller's promises.
    unsafe { create(context, params, |p| p.r#type, build, result) }
}

/// Builds a tall-and-skinny GEMM for the context's device (α and β are given at each launch).
///
/// # Safety
/// `context` is a live handle, `params` a valid struct, `result` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_recipe_tall_and_skinny_create(
    context: *const tinyc_cl_context_t,
    params: *const tinyc_tall_and_skinny_t,
    result: *mut *mut tinyc_cl_recipe_t,
) -> tinyc_status_t {
    let build = |ctx: &Context, p: &tinyc_tall_and_skinny_t, double: bool| -> Result<(Recipe, String)> {
        Ok(if double {
            let r = tall::<f64>(ctx, p)?;
            let ir = r.ir().to_string();
            (Recipe::TallF64(r), ir)
        } else {
            let r = tall::<f32>(ctx, p)?;
            let ir = r.ir().to_string();
            (Recipe::TallF32(r), ir)
        })
    };
    // SAFETY: the caller's promises.
    unsafe { create(context, params, |p| p.r#type, build, result) }
}

/// The recipe's kernel as tensor-language text (v0.3.1).
///
/// # Safety
/// `recipe` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_recipe_ir(recipe: *const tinyc_cl_recipe_t) -> *const c_char {
    // SAFETY: a live handle or null.
    unsafe { recipe.as_ref() }.map_or(c"".as_ptr(), |r| r.ir.as_ptr())
}

/// Frees a recipe (null is ignored), after its launches have completed.
///
/// # Safety
/// `recipe` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_cl_recipe_destroy(recipe: *mut tinyc_cl_recipe_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(recipe) }
}

/// Enqueues the recipe on the host's `queue`: `howmany` is the batch of a small GEMM, M of a
/// tall-and-skinny one; `a`, `b`, `c` the matrices' memory (each must hold what the layout
/// reaches for `howmany`: `TINYC_ERROR_INVALID_ARGUMENT` otherwise). Nothing is enqueued for
/// `howmany` = 0, and `*event` is then null. Events as for `tinyc_cl_kernel_enqueue`.
///
/// # Safety
/// As `tinyc_cl_kernel_enqueue`; `a`, `b` and `c` point to valid buffer descriptions.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn tinyc_cl_recipe_enqueue(
    recipe: *const tinyc_cl_recipe_t,
    queue: cl_command_queue,
    howmany: usize,
    alpha: f64,
    a: *const tinyc_buffer_t,
    b: *const tinyc_buffer_t,
    beta: f64,
    c: *const tinyc_buffer_t,
    num_events: cl_uint,
    wait: *const cl_event,
    event: *mut cl_event,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        if !event.is_null() {
            unsafe { *event = ptr::null_mut() };
        }
        let r = unsafe { handle(recipe, "recipe") }?;
        if queue.is_null() {
            return Err(Failure::invalid("the command queue is null"));
        }
        let buffers = [*unsafe { handle(a, "A buffer") }?, *unsafe { handle(b, "B buffer") }?, *unsafe {
            handle(c, "C buffer")
        }?];
        let wait = unsafe { slice(wait, num_events as usize, "the events to wait for") }?;
        let e = match &r.recipe {
            Recipe::SmallF32(x) => unsafe {
                launch(x.kernel(), x.operands(howmany)?, buffers, TINYC_TYPE_F32, queue, wait, |m| {
                    x.args(alpha as f32, beta as f32, m)
                })
            },
            Recipe::SmallF64(x) => unsafe {
                launch(x.kernel(), x.operands(howmany)?, buffers, TINYC_TYPE_F64, queue, wait, |m| {
                    x.args(alpha, beta, m)
                })
            },
            Recipe::TallF32(x) => unsafe {
                launch(x.kernel(), x.operands(howmany)?, buffers, TINYC_TYPE_F32, queue, wait, |m| {
                    x.args(alpha as f32, beta as f32, m)
                })
            },
            Recipe::TallF64(x) => unsafe {
                launch(x.kernel(), x.operands(howmany)?, buffers, TINYC_TYPE_F64, queue, wait, |m| {
                    x.args(alpha, beta, m)
                })
            },
        }?;
        if let Some(e) = e {
            hand_event(e, event);
        }
        Ok(())
    })
}

/// Binds the three matrices and enqueues the recipe's kernel; `None` when there is no work.
///
/// # Safety
/// As `tinyc_cl_recipe_enqueue`.
unsafe fn launch(
    kernel: &Kernel,
    ops: Operands,
    buffers: [tinyc_buffer_t; 3],
    ty: tinyc_scalar_type_t,
    queue: cl_command_queue,
    wait: &[cl_event],
    args: impl FnOnce([MemrefArg<'_>; 3]) -> tinyc_runtime::Result<Vec<Arg<'_>>>,
) -> Result<Option<cl_event>> {
    let ctx = kernel.context();
    let elem = crate::info::scalar_of(ty, "the recipe's type")?;
    let mut external: Vec<ExternalBuffer> = Vec::with_capacity(3);
    for (i, (name, b)) in ["A", "B", "C"].into_iter().zip(buffers).enumerate() {
        // SAFETY: the caller's promise.
        let x = unsafe { buffer_of(ctx, &b, elem, name) }?;
        if ops.needed[i] > x.len() as u128 {
            return Err(Failure::invalid(format!(
                "{name} needs {} elements for this launch, but its buffer holds {}",
                ops.needed[i],
                x.len()
            )));
        }
        external.push(x);
    }
    if ops.groups == 0 {
        return Ok(None);
    }
    let m = |i: usize| MemrefArg::external(&external[i], ops.shapes[i].clone()).strides(ops.strides[i].clone());
    let args = args([m(0), m(1), m(2)])?;
    // SAFETY: the caller's promise.
    Ok(Some(unsafe { kernel.enqueue_raw(queue, &args, [ops.groups, 1, 1], wait) }?))
}

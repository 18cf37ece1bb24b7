//! Ready-made kernels ("recipes"): a parameter set is validated, turned into tensor-language text
//! and compiled by [`Program::from_ir`] (so the program cache applies: the same parameters in
//! the same context build once, and a warm disk cache skips the driver's compiler), and the
//! recipe offers a typed launch that checks the buffers against the parameters.
//!
//! - [`SmallGemmBatched`]: C\[g\] := α·op(A\[g\])·op(B\[g\]) + β·C\[g\] for every g of a batch of
//!   small matrices, each operand a strided batch in one buffer;
//! - [`TallAndSkinny`]: C := α·op(A)·op(B) + β·C with M large and known only at launch, N and K
//!   small, the work split over blocks of rows of A and C.
//!
//! α and β are each a [`Coefficient`]: a run-time scalar passed at every launch, or a constant
//! compiled into the kernel. A constant β = 0 compiles to a kernel that never reads C, so C may
//! hold anything (NaN included) before the launch.
//!
//! ```no_run
//! use tinyc_runtime::Context;
//! use tinyc_runtime::recipe::{Coefficient, SmallGemmBatched, TallAndSkinny, Transpose};
//!
//! fn main() -> Result<(), tinyc_runtime::Error> {
//!     let ctx = Context::new()?;
//!     // C[g] := 2·A[g]ᵀ·B[g] for g in 0..batch: A stored K×M = 3×7 with lda 4, B 3×5, C 7×5; each
//!     // operand a strided batch in one buffer (here packed: stride = ld × columns).
//!     let gemm = SmallGemmBatched::<f32>::builder(7, 5, 3)
//!         .trans_a(Transpose::T)
//!         .lda(4)
//!         .alpha(Coefficient::Constant(2.0))
//!         .beta(Coefficient::Constant(0.0)) // a constant 0 never reads C
//!         .build(&ctx)?;
//!     let batch = 100;
//!     let a = ctx.buffer_from(&vec![1.0f32; 4 * 7 * batch])?;
//!     let b = ctx.buffer_from(&vec![1.0f32; 3 * 5 * batch])?;
//!     let c = ctx.buffer_from(&vec![f32::NAN; 7 * 5 * batch])?;
//!     gemm.launch(&a, &b, &c, 2.0, 0.0, batch)?;
//!     assert!(c.read()?.iter().all(|&x| x == 6.0));
//!
//!     // C := A·B + 0.5·C with A M×3 (M given at launch), B 3×2 shared, 64 rows per work-group.
//!     let tall = TallAndSkinny::<f64>::builder(2, 3).block_rows(64).build(&ctx)?;
//!     let m = 10_000;
//!     let (a, b) = (ctx.buffer_from(&vec![1.0; m * 3])?, ctx.buffer_from(&[1.0; 6])?);
//!     let c = ctx.buffer_from(&vec![2.0; m * 2])?;
//!     tall.launch(&a, &b, &c, m, 1.0, 0.5)?; // α and β are run-time scalars by default
//!     assert!(c.read()?.iter().all(|&x| x == 4.0));
//!     Ok(())
//! }
//! ```

use std::fmt::Write as _;
use std::time::Duration;

use crate::Arg;
use crate::args::MemrefArg;
use crate::buffer::Buffer;
use crate::context::Context;
use crate::element::Element;
use crate::error::{Error, Result};
use crate::kernel::{Kernel, LaunchInfo};
use crate::program::Program;

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// The element types of the recipes: `f32` and `f64`.
pub trait Real: Element + PartialEq + sealed::Sealed {
    /// The tensor-language type name (`f32`, `f64`).
    const TYPE: &'static str;
    /// The value as an `f64` (exact).
    fn to_f64(self) -> f64;
}

impl Real for f32 {
    const TYPE: &'static str = "f32";
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
}

impl Real for f64 {
    const TYPE: &'static str = "f64";
    fn to_f64(self) -> f64 {
        self
    }
}

/// Whether an operand enters the product as stored (`N`) or transposed (`T`): `gemm.n` / `gemm.t`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Transpose {
    /// op(X) = X.
    #[default]
    N,
    /// op(X) = Xᵀ.
    T,
}

impl Transpose {
    fn modifier(self) -> &'static str {
        match self {
            Transpose::N => "n",
            Transpose::T => "t",
        }
    }

    /// (rows, columns) of the stored matrix whose op() is `rows_op` × `cols_op`.
    fn stored(self, rows_op: usize, cols_op: usize) -> (usize, usize) {
        match self {
            Transpose::N => (rows_op, cols_op),
            Transpose::T => (cols_op, rows_op),
        }
    }
}

/// α or β of a recipe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Coefficient<T> {
    /// A kernel parameter: the value passed to each launch.
    Runtime,
    /// A literal in the kernel; each launch must pass this same value. A constant β = 0 does not
    /// read C at all.
    Constant(T),
}

/// The `func` line of a recipe's kernel: the run-time coefficients (α before A, β before C) and
/// the three matrices of the given types.
fn func_line<T: Real>(name: &str, alpha: Coefficient<T>, beta: Coefficient<T>, [ta, tb, tc]: [&str; 3]) -> String {
    format!("func @{name}({}%A: {ta}, %B: {tb}, {}%C: {tc}) {{\n", alpha.param("alpha"), beta.param("beta"))
}

/// The recipe's `gemm` instruction on the operands `abc` of the types `types` (A, B, C).
fn gemm_line<T: Real>(
    (trans_a, trans_b): (Transpose, Transpose),
    alpha: Coefficient<T>,
    beta: Coefficient<T>,
    [a, b, c]: [&str; 3],
    [ta, tb, tc]: [&str; 3],
) -> String {
    let ty = T::TYPE;
    format!(
        "  gemm.{}.{} {}, {a}, {b}, {}, {c} : {ty}, {ta}, {tb}, {ty}, {tc}\n",
        trans_a.modifier(),
        trans_b.modifier(),
        alpha.operand("alpha"),
        beta.operand("beta")
    )
}

impl<T: Real> Coefficient<T> {
    /// The operand text: `%name`, or the literal.
    fn operand(self, name: &str) -> String {
        match self {
            Coefficient::Runtime => format!("%{name}"),
            Coefficient::Constant(v) => literal(v.to_f64()),
        }
    }

    /// `%name: T, ` for a run-time coefficient.
    fn param(self, name: &str) -> String {
        match self {
            Coefficient::Runtime => format!("%{name}: {}, ", T::TYPE),
            Coefficient::Constant(_) => String::new(),
        }
    }

    fn validate(self, recipe: &'static str, name: &str) -> Result<()> {
        match self {
            Coefficient::Constant(v) if !v.to_f64().is_finite() => Err(Error::Recipe {
                recipe,
                message: format!("constant {name} must be finite (the language has no NaN or infinity literals)"),
            }),
            _ => Ok(()),
        }
    }

    /// Checks a launch's value against a constant.
    fn check(self, recipe: &'static str, name: &str, value: T) -> Result<()> {
        match self {
            Coefficient::Constant(c) if c != value => Err(Error::Recipe {
                recipe,
                message: format!(
                    "{name} is the constant {} in this kernel, but the launch passes {}",
                    c.to_f64(),
                    value.to_f64()
                ),
            }),
            _ => Ok(()),
        }
    }
}

/// A float literal that parses back to exactly `v` (shortest round-trip digits; an `f32` value
/// widened to `f64` rounds back to itself).
fn literal(v: f64) -> String {
    if v == 0.0 {
        return "0.0".to_string();
    }
    format!("{v:e}")
}

fn error(recipe: &'static str, message: impl Into<String>) -> Error {
    Error::Recipe { recipe, message: message.into() }
}

/// `a · b` as `i64`, or an error naming `what`.
fn product(recipe: &'static str, what: &str, factors: &[usize]) -> Result<i64> {
    factors
        .iter()
        .try_fold(1i64, |acc, &f| i64::try_from(f).ok().and_then(|f| acc.checked_mul(f)))
        .ok_or_else(|| error(recipe, format!("{what} is beyond the largest signed 64-bit integer")))
}

fn to_i64(recipe: &'static str, what: &str, v: usize) -> Result<i64> {
    i64::try_from(v).map_err(|_| error(recipe, format!("{what} = {v} is beyond the largest signed 64-bit integer")))
}

/// The number of elements a strided matrix batch reaches: the last element's offset + 1, or 0
/// when the batch is empty; `None` when that overflows.
fn reach(rows: usize, cols: usize, ld: usize, batch: usize, stride: usize) -> Option<u128> {
    if batch == 0 || rows == 0 || cols == 0 {
        return Some(0);
    }
    let w = |v: usize| v as u128;
    let last_col = (w(cols) - 1).checked_mul(w(ld))?;
    let last_entry = (w(batch) - 1).checked_mul(w(stride))?;
    w(rows).checked_add(last_col)?.checked_add(last_entry)
}

fn check_len<T: Element>(
    recipe: &'static str,
    name: &str,
    buffer: &Buffer<T>,
    needed: Option<u128>,
    what: &str,
) -> Result<()> {
    let needed = needed.unwrap_or(u128::MAX);
    if needed > buffer.len() as u128 {
        return Err(error(
            recipe,
            format!("{name} needs {needed} elements for {what}, but its buffer holds {}", buffer.len()),
        ));
    }
    Ok(())
}

/// The checks every recipe launch starts with: the coefficients' values against constants, and
/// C not also passed as A or B.
fn check_launch<T: Real>(
    recipe: &'static str,
    (alpha_kind, alpha): (Coefficient<T>, T),
    (beta_kind, beta): (Coefficient<T>, T),
    a: &Buffer<T>,
    b: &Buffer<T>,
    c: &Buffer<T>,
) -> Result<()> {
    alpha_kind.check(recipe, "alpha", alpha)?;
    beta_kind.check(recipe, "beta", beta)?;
    if std::ptr::eq(a, c) || std::ptr::eq(b, c) {
        return Err(error(recipe, "C must be a buffer of its own: it is also passed as A or B"));
    }
    Ok(())
}

/// The arguments of a recipe's GEMM kernel, `(alpha, A, B, beta, C)`: a coefficient is an
/// argument only when it is a run-time one.
fn gemm_args<'b, T: Real>(
    (alpha_kind, alpha): (Coefficient<T>, T),
    a: MemrefArg<'b>,
    b: MemrefArg<'b>,
    (beta_kind, beta): (Coefficient<T>, T),
    c: MemrefArg<'b>,
) -> Vec<Arg<'b>> {
    let mut args = Vec::with_capacity(5);
    if alpha_kind == Coefficient::Runtime {
        args.push(alpha.into_value().into());
    }
    args.push(a.into());
    args.push(b.into());
    if beta_kind == Coefficient::Runtime {
        args.push(beta.into_value().into());
    }
    args.push(c.into());
    args
}

/// What a launch of a recipe's kernel binds: the shape and strides of A, B and C (in this
/// order), the elements each must hold, and the number of work-groups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operands {
    /// The sizes of each memref.
    pub shapes: [Vec<i64>; 3],
    /// The strides of each memref.
    pub strides: [Vec<i64>; 3],
    /// How many elements each memref reaches (its buffer must hold at least that many).
    pub needed: [u128; 3],
    /// The work-groups of the launch (a grid (groups, 1, 1)); 0 runs nothing.
    pub groups: usize,
}

impl Operands {
    /// The memrefs over three runtime buffers.
    fn memrefs<'b, T: Real>(&self, buffers: [&'b Buffer<T>; 3]) -> [MemrefArg<'b>; 3] {
        let m = |i: usize| MemrefArg::new(buffers[i], self.shapes[i].clone()).strides(self.strides[i].clone());
        [m(0), m(1), m(2)]
    }
}

/// An empty launch (nothing to compute): no kernel runs.
fn nothing(kernel: &Kernel) -> LaunchInfo {
    let (m, n) = kernel.signature().abi.work_group_size;
    let local = [usize::try_from(m).unwrap_or(0), usize::try_from(n).unwrap_or(0), 1];
    LaunchInfo { device_time: Duration::ZERO, global_size: [local[0], local[1], 0], local_size: local }
}

fn fp64_check<T: Real>(recipe: &'static str, ctx: &Context) -> Result<()> {
    if T::TYPE == "f64" && !ctx.supports_fp64() {
        return Err(error(recipe, format!("the device `{}` has no double precision (f64)", ctx.device_name())));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Small batched GEMM

const SMALL: &str = "SmallGemmBatched";

/// C\[g\] := α·op(A\[g\])·op(B\[g\]) + β·C\[g\] for g in 0..batch: one work-group per product.
///
/// op(A) is M×K, op(B) is K×N, C is M×N. Each operand is a strided batch in one buffer, column
/// major: element (i, j) of X\[g\] is at `i + j·ldx + g·stridex`, where X\[g\] is the stored matrix
/// (K×M for a transposed A). Made by [`SmallGemmBatched::builder`].
#[derive(Debug)]
pub struct SmallGemmBatched<T: Real> {
    params: SmallGemmBatchedBuilder<T>,
    text: String,
    program: Program,
    kernel: Kernel,
}

/// The parameters of a [`SmallGemmBatched`]; unset leading dimensions are the stored rows, unset
/// batch strides are ld × stored columns (packed), α and β are run-time scalars by default.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SmallGemmBatchedBuilder<T> {
    m: usize,
    n: usize,
    k: usize,
    trans_a: Transpose,
    trans_b: Transpose,
    ld: [Option<usize>; 3],
    stride: [Option<usize>; 3],
    alpha: Coefficient<T>,
    beta: Coefficient<T>,
}

/// The resolved layout of one operand.
#[derive(Clone, Copy, Debug)]
struct Layout {
    rows: usize,
    cols: usize,
    ld: usize,
    stride: usize,
}

impl Layout {
    fn memref(&self, ty: &str, batched: bool) -> String {
        if batched {
            format!("memref<{ty}x{}x{}x?,strided<1,{},{}>>", self.rows, self.cols, self.ld, self.stride)
        } else {
            format!("memref<{ty}x{}x{},strided<1,{}>>", self.rows, self.cols, self.ld)
        }
    }
}

impl<T: Real> SmallGemmBatched<T> {
    /// Parameters for op(A) M×K, op(B) K×N, C M×N, nothing transposed, packed batches, run-time
    /// α and β.
    pub fn builder(m: usize, n: usize, k: usize) -> SmallGemmBatchedBuilder<T> {
        SmallGemmBatchedBuilder {
            m,
            n,
            k,
            trans_a: Transpose::N,
            trans_b: Transpose::N,
            ld: [None; 3],
            stride: [None; 3],
            alpha: Coefficient::Runtime,
            beta: Coefficient::Runtime,
        }
    }

    /// The parameters.
    pub fn params(&self) -> &SmallGemmBatchedBuilder<T> {
        &self.params
    }

    /// The tensor-language text of the kernel.
    pub fn ir(&self) -> &str {
        &self.text
    }

    /// The built program (its [`origin`](Program::origin) says whether it came from a cache).
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Runs the batch: `batch` products, one work-group each, and waits for them.
    ///
    /// `alpha` and `beta` are the coefficients' values; a constant coefficient must be passed its
    /// own value. Fails with [`Error::Recipe`] when a buffer is too small for `batch` entries of
    /// its layout, when C is also A or B, or when a constant does not match; `batch` = 0 runs
    /// nothing.
    pub fn launch(
        &self,
        a: &Buffer<T>,
        b: &Buffer<T>,
        c: &Buffer<T>,
        alpha: T,
        beta: T,
        batch: usize,
    ) -> Result<LaunchInfo> {
        let p = &self.params;
        check_launch(SMALL, (p.alpha, alpha), (p.beta, beta), a, b, c)?;
        let ops = self.operands(batch)?;
        let what = format!("a batch of {batch}");
        for (i, (name, buf)) in [("A", a), ("B", b), ("C", c)].into_iter().enumerate() {
            check_len(SMALL, name, buf, Some(ops.needed[i]), &what)?;
        }
        if batch == 0 {
            return Ok(nothing(&self.kernel));
        }
        let [ma, mb, mc] = ops.memrefs([a, b, c]);
        let args = self.args(alpha, beta, [ma, mb, mc])?;
        self.kernel.launch(&args, ops.groups)
    }

    /// The memrefs A, B and C of a batch of `batch` products, and its work-groups: for binding
    /// memory the host allocated ([`MemrefArg::external`]) and launching
    /// [`kernel`](Self::kernel) itself (as `libtinyc` does).
    pub fn operands(&self, batch: usize) -> Result<Operands> {
        let [la, lb, lc] = self.params.layouts()?;
        let nb = to_i64(SMALL, "batch", batch)?;
        let mut ops =
            Operands { shapes: Default::default(), strides: Default::default(), needed: [0; 3], groups: batch };
        for (i, l) in [la, lb, lc].into_iter().enumerate() {
            ops.shapes[i] = vec![to_i64(SMALL, "rows", l.rows)?, to_i64(SMALL, "columns", l.cols)?, nb];
            ops.strides[i] = vec![1, to_i64(SMALL, "ld", l.ld)?, to_i64(SMALL, "stride", l.stride)?];
            ops.needed[i] = reach(l.rows, l.cols, l.ld, batch, l.stride)
                .ok_or_else(|| error(SMALL, format!("a batch of {batch} overflows the address space")))?;
        }
        Ok(ops)
    }

    /// The kernel's arguments (α, A, B, β, C; a constant coefficient is no argument, and
    /// must be passed its own value) for the memrefs of [`operands`](Self::operands).
    pub fn args<'b>(&self, alpha: T, beta: T, [a, b, c]: [MemrefArg<'b>; 3]) -> Result<Vec<Arg<'b>>> {
        let p = &self.params;
        p.alpha.check(SMALL, "alpha", alpha)?;
        p.beta.check(SMALL, "beta", beta)?;
        Ok(gemm_args((p.alpha, alpha), a, b, (p.beta, beta), c))
    }

    /// The kernel (a grid of [`Operands::groups`] work-groups per launch).
    pub fn kernel(&self) -> &Kernel {
        &self.kernel
    }
}

impl<T: Real> SmallGemmBatchedBuilder<T> {
    /// Whether A is transposed (op(A) = Aᵀ, A stored K×M).
    pub fn trans_a(mut self, t: Transpose) -> Self {
        self.trans_a = t;
        self
    }

    /// Whether B is transposed (op(B) = Bᵀ, B stored N×K).
    pub fn trans_b(mut self, t: Transpose) -> Self {
        self.trans_b = t;
        self
    }

    /// The leading dimension of A (≥ its stored rows).
    pub fn lda(mut self, ld: usize) -> Self {
        self.ld[0] = Some(ld);
        self
    }

    /// The leading dimension of B (≥ its stored rows).
    pub fn ldb(mut self, ld: usize) -> Self {
        self.ld[1] = Some(ld);
        self
    }

    /// The leading dimension of C (≥ M).
    pub fn ldc(mut self, ld: usize) -> Self {
        self.ld[2] = Some(ld);
        self
    }

    /// The distance between A\[g\] and A\[g+1\] in elements (0: every product reads the same A).
    pub fn stride_a(mut self, stride: usize) -> Self {
        self.stride[0] = Some(stride);
        self
    }

    /// The distance between B\[g\] and B\[g+1\] in elements (0: every product reads the same B).
    pub fn stride_b(mut self, stride: usize) -> Self {
        self.stride[1] = Some(stride);
        self
    }

    /// The distance between C\[g\] and C\[g+1\] in elements (at least ldc·N: the products write
    /// their C in parallel).
    pub fn stride_c(mut self, stride: usize) -> Self {
        self.stride[2] = Some(stride);
        self
    }

    /// α: a run-time scalar or a constant.
    pub fn alpha(mut self, alpha: Coefficient<T>) -> Self {
        self.alpha = alpha;
        self
    }

    /// β: a run-time scalar or a constant (a constant 0 does not read C).
    pub fn beta(mut self, beta: Coefficient<T>) -> Self {
        self.beta = beta;
        self
    }

    /// The stored layouts of A, B and C after validation.
    fn layouts(&self) -> Result<[Layout; 3]> {
        let (m, n, k) = (self.m, self.n, self.k);
        for (name, v) in [("M", m), ("N", n), ("K", k)] {
            if v == 0 {
                return Err(error(SMALL, format!("{name} must be at least 1")));
            }
        }
        let (ra, ca) = self.trans_a.stored(m, k);
        let (rb, cb) = self.trans_b.stored(k, n);
        let dims = [(ra, ca), (rb, cb), (m, n)];
        let mut out = [Layout { rows: 0, cols: 0, ld: 0, stride: 0 }; 3];
        for (i, name) in ["A", "B", "C"].into_iter().enumerate() {
            let (rows, cols) = dims[i];
            let ld = self.ld[i].unwrap_or(rows);
            if ld < rows {
                return Err(error(
                    SMALL,
                    format!("the leading dimension of {name} ({ld}) is less than its {rows} stored rows"),
                ));
            }
            let matrix = product(SMALL, &format!("ld{} × columns of {name}", name.to_lowercase()), &[ld, cols])?;
            let stride = match self.stride[i] {
                Some(s) => s,
                None => usize::try_from(matrix).map_err(|_| error(SMALL, "a matrix size overflows"))?,
            };
            if name == "C" && (stride as u128) < matrix as u128 {
                return Err(error(
                    SMALL,
                    format!(
                        "the batch stride of C ({stride}) is less than ldc × N = {matrix}: the matrices of C \
                         would overlap, and the products write them in parallel"
                    ),
                ));
            }
            for (what, v) in [("ld", ld), ("batch stride", stride)] {
                to_i64(SMALL, &format!("the {what} of {name}"), v)?;
            }
            out[i] = Layout { rows, cols, ld, stride };
        }
        Ok(out)
    }

    /// The kernel's tensor-language text (after validating the parameters).
    pub fn ir(&self) -> Result<String> {
        self.alpha.validate(SMALL, "alpha")?;
        self.beta.validate(SMALL, "beta")?;
        let [la, lb, lc] = self.layouts()?;
        let ty = T::TYPE;
        let (ta, tb, tc) = (la.memref(ty, true), lb.memref(ty, true), lc.memref(ty, true));
        let (sa, sb, sc) = (la.memref(ty, false), lb.memref(ty, false), lc.memref(ty, false));
        let mut s = String::new();
        let _ = writeln!(
            s,
            "; C[g] := alpha * op(A[g]) * op(B[g]) + beta * C[g], M={} N={} K={}, one work-group per g",
            self.m, self.n, self.k
        );
        s.push_str(&func_line("small_gemm_batched", self.alpha, self.beta, [&ta, &tb, &tc]));
        let _ = writeln!(s, "  %g = group_id");
        let _ = writeln!(s, "  %a = subview %A[:, :, %g] : {ta}");
        let _ = writeln!(s, "  %b = subview %B[:, :, %g] : {tb}");
        let _ = writeln!(s, "  %c = subview %C[:, :, %g] : {tc}");
        s.push_str(&gemm_line(
            (self.trans_a, self.trans_b),
            self.alpha,
            self.beta,
            ["%a", "%b", "%c"],
            [&sa, &sb, &sc],
        ));
        s.push_str("}\n");
        Ok(s)
    }

    /// Validates the parameters and builds the kernel for `ctx` (through the program cache).
    ///
    /// Fails with [`Error::Recipe`] for a zero size, a leading dimension below the stored rows, a
    /// batch stride of C below ldc·N (overlapping outputs), a non-finite constant, sizes that
    /// overflow, or `f64` on a device without double precision.
    pub fn build(self, ctx: &Context) -> Result<SmallGemmBatched<T>> {
        fp64_check::<T>(SMALL, ctx)?;
        let text = self.ir()?;
        let program = Program::from_ir(ctx, "small_gemm_batched.ir", &text)?;
        let kernel = program.kernel("small_gemm_batched")?;
        Ok(SmallGemmBatched { params: self, text, program, kernel })
    }
}

// ---------------------------------------------------------------------------------------------
// Tall and skinny

const TALL: &str = "TallAndSkinny";

/// The default number of rows of A and C per work-group.
pub const DEFAULT_BLOCK_ROWS: usize = 128;

/// C := α·op(A)·op(B) + β·C with op(A) M×K, op(B) K×N, C M×N, where M is large and given at
/// launch, and N and K are small constants. Each work-group computes a block of rows of C
/// ([`block_rows`](TallAndSkinnyBuilder::block_rows), the last one shorter), so a launch runs
/// ⌈M / block⌉ work-groups; B is shared by all. Made by [`TallAndSkinny::builder`].
///
/// Storage is column major: A is M×K with a leading dimension ≥ M (or K×M with a constant
/// leading dimension ≥ K when transposed), B is K×N (N×K when transposed), C is M×N with a
/// leading dimension ≥ M.
#[derive(Debug)]
pub struct TallAndSkinny<T: Real> {
    params: TallAndSkinnyBuilder<T>,
    text: String,
    program: Program,
    kernel: Kernel,
}

/// The parameters of a [`TallAndSkinny`]: unset leading dimensions of A (not transposed) and C
/// are M at each launch; others default to the stored rows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TallAndSkinnyBuilder<T> {
    n: usize,
    k: usize,
    trans_a: Transpose,
    trans_b: Transpose,
    lda: Option<usize>,
    ldb: Option<usize>,
    ldc: Option<usize>,
    block_rows: usize,
    alpha: Coefficient<T>,
    beta: Coefficient<T>,
}

impl<T: Real> TallAndSkinny<T> {
    /// Parameters for op(B) K×N (M comes with each launch), nothing transposed, packed storage,
    /// [`DEFAULT_BLOCK_ROWS`] rows per work-group, run-time α and β.
    pub fn builder(n: usize, k: usize) -> TallAndSkinnyBuilder<T> {
        TallAndSkinnyBuilder {
            n,
            k,
            trans_a: Transpose::N,
            trans_b: Transpose::N,
            lda: None,
            ldb: None,
            ldc: None,
            block_rows: DEFAULT_BLOCK_ROWS,
            alpha: Coefficient::Runtime,
            beta: Coefficient::Runtime,
        }
    }

    /// The parameters.
    pub fn params(&self) -> &TallAndSkinnyBuilder<T> {
        &self.params
    }

    /// The tensor-language text of the kernel.
    pub fn ir(&self) -> &str {
        &self.text
    }

    /// The built program (its [`origin`](Program::origin) says whether it came from a cache).
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Computes C for `m` rows: ⌈m / block⌉ work-groups; waits for them.
    ///
    /// Fails with [`Error::Recipe`] when a leading dimension set for A or C is less than `m`, a
    /// buffer is too small, C is also A or B, or a constant coefficient does not match; `m` = 0
    /// runs nothing.
    pub fn launch(
        &self,
        a: &Buffer<T>,
        b: &Buffer<T>,
        c: &Buffer<T>,
        m: usize,
        alpha: T,
        beta: T,
    ) -> Result<LaunchInfo> {
        let p = &self.params;
        check_launch(TALL, (p.alpha, alpha), (p.beta, beta), a, b, c)?;
        let ops = self.operands(m)?;
        let what = format!("M = {m}");
        for (i, (name, buf)) in [("A", a), ("B", b), ("C", c)].into_iter().enumerate() {
            check_len(TALL, name, buf, Some(ops.needed[i]), &what)?;
        }
        if m == 0 {
            return Ok(nothing(&self.kernel));
        }
        let [ma, mb, mc] = ops.memrefs([a, b, c]);
        let args = self.args(alpha, beta, [ma, mb, mc])?;
        self.kernel.launch(&args, ops.groups)
    }

    /// The memrefs A, B and C for `m` rows and the launch's work-groups (⌈m / block⌉): for
    /// binding memory the host allocated ([`MemrefArg::external`]) and launching
    /// [`kernel`](Self::kernel) itself (as `libtinyc` does). Fails with [`Error::Recipe`] when a
    /// leading dimension set for A or C is less than `m`.
    pub fn operands(&self, m: usize) -> Result<Operands> {
        let p = &self.params;
        let (ra, ca) = p.trans_a.stored(m, p.k);
        let lda = match p.trans_a {
            Transpose::N => p.lda.unwrap_or(m),
            Transpose::T => p.lda.unwrap_or(p.k),
        };
        let (rb, cb) = p.trans_b.stored(p.k, p.n);
        let ldb = p.ldb.unwrap_or(rb);
        let ldc = p.ldc.unwrap_or(m);
        for (name, ld, rows) in [("A", lda, ra), ("C", ldc, m)] {
            if ld < rows {
                return Err(error(
                    TALL,
                    format!("the leading dimension of {name} ({ld}) is less than its {rows} stored rows"),
                ));
            }
        }
        let i = |what: &str, v: usize| to_i64(TALL, what, v);
        let overflow = || error(TALL, format!("M = {m} overflows the address space"));
        Ok(Operands {
            shapes: [
                vec![i("rows", ra)?, i("columns", ca)?],
                vec![i("rows", rb)?, i("columns", cb)?],
                vec![i("M", m)?, i("N", p.n)?],
            ],
            strides: [vec![1, i("lda", lda)?], vec![1, i("ldb", ldb)?], vec![1, i("ldc", ldc)?]],
            needed: [
                reach(ra, ca, lda, 1, 0).ok_or_else(overflow)?,
                reach(rb, cb, ldb, 1, 0).ok_or_else(overflow)?,
                reach(m, p.n, ldc, 1, 0).ok_or_else(overflow)?,
            ],
            groups: m.div_ceil(p.rows_per_group()),
        })
    }

    /// The kernel's arguments (α, A, B, β, C; a constant coefficient is no argument, and
    /// must be passed its own value) for the memrefs of [`operands`](Self::operands).
    pub fn args<'b>(&self, alpha: T, beta: T, [a, b, c]: [MemrefArg<'b>; 3]) -> Result<Vec<Arg<'b>>> {
        let p = &self.params;
        p.alpha.check(TALL, "alpha", alpha)?;
        p.beta.check(TALL, "beta", beta)?;
        Ok(gemm_args((p.alpha, alpha), a, b, (p.beta, beta), c))
    }

    /// The kernel (a grid of [`Operands::groups`] work-groups per launch).
    pub fn kernel(&self) -> &Kernel {
        &self.kernel
    }
}

impl<T: Real> TallAndSkinnyBuilder<T> {
    /// Whether A is transposed (op(A) = Aᵀ, A stored K×M).
    pub fn trans_a(mut self, t: Transpose) -> Self {
        self.trans_a = t;
        self
    }

    /// Whether B is transposed (op(B) = Bᵀ, B stored N×K).
    pub fn trans_b(mut self, t: Transpose) -> Self {
        self.trans_b = t;
        self
    }

    /// The leading dimension of A: ≥ M at each launch when A is not transposed, ≥ K (checked
    /// here) when it is.
    pub fn lda(mut self, ld: usize) -> Self {
        self.lda = Some(ld);
        self
    }

    /// The leading dimension of B (≥ its stored rows).
    pub fn ldb(mut self, ld: usize) -> Self {
        self.ldb = Some(ld);
        self
    }

    /// The leading dimension of C (≥ M at each launch).
    pub fn ldc(mut self, ld: usize) -> Self {
        self.ldc = Some(ld);
        self
    }

    /// The rows of A and C per work-group (≥ 1; a block of 1 runs as a block of 2, which Intel's
    /// OpenCL CPU runtime compiles correctly).
    pub fn block_rows(mut self, rows: usize) -> Self {
        self.block_rows = rows;
        self
    }

    /// The rows per work-group of the kernel: [`block_rows`](Self::block_rows), but at least 2.
    /// Intel's OpenCL CPU runtime 2026.2 miscompiles the kernel of a block of 1 (its pass
    /// `sycl-kernel-wg-loop-bound` bounds the work-items by the row guard `i < rows` wrongly
    /// when `rows` is 1 or the rest of M: every work-item stored its row, past C, and the process
    /// crashed); a block of 2 computes the same result.
    fn rows_per_group(&self) -> usize {
        self.block_rows.max(2)
    }

    /// α: a run-time scalar or a constant.
    pub fn alpha(mut self, alpha: Coefficient<T>) -> Self {
        self.alpha = alpha;
        self
    }

    /// β: a run-time scalar or a constant (a constant 0 does not read C).
    pub fn beta(mut self, beta: Coefficient<T>) -> Self {
        self.beta = beta;
        self
    }

    /// The kernel's tensor-language text (after validating the parameters).
    pub fn ir(&self) -> Result<String> {
        self.alpha.validate(TALL, "alpha")?;
        self.beta.validate(TALL, "beta")?;
        let (n, k) = (self.n, self.k);
        for (name, v) in [("N", n), ("K", k), ("the block of rows", self.block_rows)] {
            if v == 0 {
                return Err(error(TALL, format!("{name} must be at least 1")));
            }
            to_i64(TALL, name, v)?;
        }
        let r = self.rows_per_group();
        let (rb, cb) = self.trans_b.stored(k, n);
        let ldb = self.ldb.unwrap_or(rb);
        if ldb < rb {
            return Err(error(TALL, format!("the leading dimension of B ({ldb}) is less than its {rb} stored rows")));
        }
        product(TALL, "ldb × columns of B", &[ldb, cb])?;
        let ty = T::TYPE;
        // A's rows are M (dynamic, with a run-time leading dimension), or its columns are (with a
        // constant leading dimension ≥ K).
        let (ta, a_slice) = match self.trans_a {
            Transpose::N => (format!("memref<{ty}x?x{k},strided<1,?>>"), "%off:%rows, :"),
            Transpose::T => {
                let lda = self.lda.unwrap_or(k);
                if lda < k {
                    return Err(error(
                        TALL,
                        format!("the leading dimension of A ({lda}) is less than its {k} stored rows"),
                    ));
                }
                to_i64(TALL, "lda", lda)?;
                (format!("memref<{ty}x{k}x?,strided<1,{lda}>>"), ":, %off:%rows")
            }
        };
        let tb = format!("memref<{ty}x{rb}x{cb},strided<1,{ldb}>>");
        let tc = format!("memref<{ty}x?x{n},strided<1,?>>");
        let mut s = String::new();
        let _ = writeln!(
            s,
            "; C := alpha * op(A) * op(B) + beta * C, M dynamic, N={n} K={k}, {r} rows of C per work-group"
        );
        s.push_str(&func_line("tall_and_skinny", self.alpha, self.beta, [&ta, &tb, &tc]));
        let _ = writeln!(s, "  %g = group_id");
        let _ = writeln!(s, "  %m = size %C[0] : {tc}");
        let _ = writeln!(s, "  %off = arith.mul %g, {r} : index");
        let _ = writeln!(s, "  %rest = arith.sub %m, %off : index");
        let _ = writeln!(s, "  %short = cmp.lt %rest, {r} : index");
        let _ = writeln!(s, "  %rows = if %short -> (index) {{ yield %rest : index }} else {{ yield {r} : index }}");
        let _ = writeln!(s, "  %a = subview %A[{a_slice}] : {ta}");
        let _ = writeln!(s, "  %c = subview %C[%off:%rows, :] : {tc}");
        s.push_str(&gemm_line(
            (self.trans_a, self.trans_b),
            self.alpha,
            self.beta,
            ["%a", "%B", "%c"],
            [&ta, &tb, &tc],
        ));
        s.push_str("}\n");
        Ok(s)
    }

    /// Validates the parameters and builds the kernel for `ctx` (through the program cache).
    ///
    /// Fails with [`Error::Recipe`] for N, K or the block of rows 0, a leading dimension of B (or
    /// of a transposed A) below its stored rows, a non-finite constant, sizes that overflow, or
    /// `f64` on a device without double precision.
    pub fn build(self, ctx: &Context) -> Result<TallAndSkinny<T>> {
        fp64_check::<T>(TALL, ctx)?;
        let text = self.ir()?;
        let program = Program::from_ir(ctx, "tall_and_skinny.ir", &text)?;
        let kernel = program.kernel("tall_and_skinny")?;
        Ok(TallAndSkinny { params: self, text, program, kernel })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking

    use super::*;
    use tinyc_frontend::{Device, Frontend, Source};

    fn checks(text: &str) {
        let source = Source::new("recipe.ir", text.as_bytes());
        if let Err(diags) = Frontend::new(Device::cpu()).run(&source) {
            panic!("{}\n{text}", source.render(&diags));
        }
    }

    #[test]
    fn literals_round_trip() {
        for v in [0.0, 1.0, -1.0, 0.1, -2.5e-7, 1e300, f64::from(0.1f32), f64::MIN_POSITIVE, 123456.789] {
            let text = literal(v);
            assert_eq!(text.parse::<f64>().ok(), Some(v), "{text}");
        }
        assert_eq!(literal(-0.0), "0.0");
    }

    #[test]
    fn every_variant_passes_the_front_end() {
        for ta in [Transpose::N, Transpose::T] {
            for tb in [Transpose::N, Transpose::T] {
                for (alpha, beta) in [
                    (Coefficient::Runtime, Coefficient::Runtime),
                    (Coefficient::Constant(0.1), Coefficient::Constant(0.0)),
                    (Coefficient::Constant(-2.5e-7), Coefficient::Runtime),
                ] {
                    let g = SmallGemmBatched::<f64>::builder(7, 5, 3)
                        .trans_a(ta)
                        .trans_b(tb)
                        .lda(9)
                        .ldc(8)
                        .stride_b(0)
                        .alpha(alpha)
                        .beta(beta);
                    checks(&g.ir().unwrap_or_else(|e| panic!("{e}")));
                    let t = TallAndSkinny::<f32>::builder(5, 3)
                        .trans_a(ta)
                        .trans_b(tb)
                        .lda(4)
                        .block_rows(17)
                        .alpha(alpha.map_f32())
                        .beta(beta.map_f32());
                    checks(&t.ir().unwrap_or_else(|e| panic!("{e}")));
                }
            }
        }
    }

    impl Coefficient<f64> {
        fn map_f32(self) -> Coefficient<f32> {
            match self {
                Coefficient::Runtime => Coefficient::Runtime,
                Coefficient::Constant(v) => Coefficient::Constant(v as f32),
            }
        }
    }

    #[test]
    fn bad_parameters_are_errors() {
        let msg = |r: Result<String>| match r {
            Err(Error::Recipe { message, .. }) => message,
            other => panic!("expected a recipe error, got {other:?}"),
        };
        let g = || SmallGemmBatched::<f32>::builder(4, 3, 2);
        assert!(msg(SmallGemmBatched::<f32>::builder(0, 3, 2).ir()).contains("M must be at least 1"));
        assert!(msg(g().lda(3).ir()).contains("leading dimension of A (3) is less than its 4"));
        assert!(msg(g().trans_a(Transpose::T).lda(1).ir()).contains("leading dimension of A (1) is less than its 2"));
        assert!(msg(g().ldb(1).ir()).contains("of B (1)"));
        assert!(msg(g().ldc(3).ir()).contains("of C (3)"));
        assert!(msg(g().ldc(5).stride_c(14).ir()).contains("batch stride of C (14) is less than ldc × N = 15"));
        assert!(g().ldc(5).stride_c(15).stride_a(0).stride_b(1).ir().is_ok());
        assert!(msg(g().alpha(Coefficient::Constant(f32::NAN)).ir()).contains("finite"));
        assert!(msg(g().beta(Coefficient::Constant(f32::INFINITY)).ir()).contains("finite"));
        assert!(msg(SmallGemmBatched::<f32>::builder(usize::MAX, 2, 2).ir()).contains("largest signed 64-bit integer"));
        assert!(msg(g().lda(usize::MAX / 2).ir()).contains("largest signed 64-bit integer"));

        let t = || TallAndSkinny::<f32>::builder(3, 2);
        assert!(msg(TallAndSkinny::<f32>::builder(0, 2).ir()).contains("N must be at least 1"));
        assert!(msg(t().block_rows(0).ir()).contains("block of rows must be at least 1"));
        assert!(msg(t().ldb(1).ir()).contains("of B (1)"));
        assert!(msg(t().trans_a(Transpose::T).lda(1).ir()).contains("of A (1)"));
        // Not transposed, lda is checked against M at each launch.
        assert!(t().lda(1).ir().is_ok());
    }
}

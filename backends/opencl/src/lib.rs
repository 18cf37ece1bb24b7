//! # OpenCL C backend
//!
//! [`Writer`] prints [`Kernel`]s as OpenCL C that builds with `-cl-std=CL2.0` or `CL3.0` and
//! needs no vendor extension (unless [`Options`] asks for Intel's required subgroup size):
//! signatures are the calling convention's argument lists, each kernel requires its work-group
//! size with `reqd_work_group_size`, `alloca` memory is one
//! 64-byte aligned `local` stack, `f64` enables `cl_khr_fp64`, and 64-bit atomics use
//! `cl_khr_int64_base_atomics`. Float atomic additions and general `.atomic` updates are
//! compare-and-swap loops on the value's bits (OpenCL 1.1 atomics, available on every device),
//! starting from an atomic read of the element.
//!
//! Integer `add`/`sub`/`mul`/`neg` of the language wrap, which signed C arithmetic does not
//! promise, so 32- and 64-bit ones go through the unsigned type; i8/i16 arithmetic is done in
//! `int` and converted back to `char`/`short` (wrapping) where it can leave the type's range, since
//! the value may feed a wider conversion rather than a store (an i8 product summed in i32). Shift
//! counts need nothing: OpenCL C masks them by the promoted width, which is the table's
//! ([`tinyc_kernel::semantics`], tested there); the rules come from that one table, which the
//! MLIR builders of the PTX route read too.
//!
//! The types beyond v0.3.1 (`types.md`): `f16` and `bf16` values are held as `float` and every
//! operation's result is rounded to the type (`tinyc_f16`, `tinyc_bf16`: round to nearest even
//! on the bits, so devices without `cl_khr_fp16` compute exactly what the language says); `f16`
//! memory is `half`, read and written as `half` with `cl_khr_fp16` ([`Options::fp16`]) and
//! through its bits without, `bf16` memory is `ushort` bits. Conversions from `f64` and 64-bit integers first round to `float` to odd
//! (`tinyc_odd_*`), so the second rounding to 16 bits is correct. `c32`/`c64` are
//! `float2`/`double2`: addition, subtraction and negation are the vectors', multiplication and
//! Smith's division are functions (`tinyc_cmul_*`, `tinyc_cdiv_*`).

pub mod c_header;

use std::fmt::{self, Write};

use tinyc_frontend::abi::opencl_scalar;
use tinyc_frontend::types::Scalar;
use tinyc_frontend::{Checked, Diagnostic};
use tinyc_kernel::ir::*;
use tinyc_kernel::semantics;

/// Compiles a checked module to one OpenCL C source with a kernel per function; the error is an
/// internal compiler error of the lowering. The code is portable OpenCL C ([`Options::default`]).
pub fn compile(checked: &Checked) -> Result<String, Diagnostic> {
    compile_with(checked, &Options::default())
}

/// What the OpenCL C may use beyond portable OpenCL C.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// For devices with `cl_intel_required_subgroup_size`: a kernel whose work-group's first
    /// mode m is not a multiple of 16 also requires its subgroup size s with
    /// `__attribute__((intel_reqd_sub_group_size(s)))` (calling convention §1). Intel's OpenCL
    /// CPU runtime otherwise vectorises 16 work-items at a time (AVX-512) and wastes lanes when
    /// m is 8 or 24: small GEMMs ran 2.6-6.3 times faster with the attribute, while for m = 16,
    /// 32 or 64 it made them 3-27 % slower, so those kernels go without (`docs/performance.md`).
    /// So do kernels whose innermost loops only walk columns (`tinyc_kernel::walks_columns`:
    /// each work-item its own column, which vectors across the work-items read with gathers;
    /// column norms and sums ran 1.5-5 times faster with the runtime's own choice).
    pub intel_subgroup_size: bool,
    /// The device has `cl_khr_fp16`: an `f16` scalar argument is declared `half` (the calling
    /// convention's type) rather than `ushort`, its bits. Computation is the same either way.
    pub fp16: bool,
    /// The device has Intel's subgroups (`cl_intel_subgroups`) and takes
    /// `intel_reqd_sub_group_size(32)`: a kernel lowered for tensor cores (a device description
    /// with `tinyc_frontend::Device::tensor_cores`, which only tests give an OpenCL device) is
    /// written with each `mma.sync` emulated within subgroups of 32, the warps' lanes, through
    /// local memory (`Writer::mma_emulated`). This runs the tensor-core lowering, fragments and
    /// all, against the interpreter on a CPU. Without it such kernels are refused.
    pub emulate_mma: bool,
    /// Convert `i64` values to `f32` with integer operations and one exact scaling
    /// (`tinyc_l2f`) instead of a C conversion: oclgrind 21.10 converts through `double` and
    /// so rounds twice (2⁶⁰ + 2³⁶ + 1 became 2⁶⁰ instead of 2⁶⁰ + 2³⁷).
    pub exact_long_to_float: bool,
    /// The first read of an atomic update's compare-and-swap loop is an atomic addition of 0
    /// instead of a plain (volatile) load: oclgrind's race check reports a plain read beside
    /// other work-groups' atomic writes of the element. The loop needs no more than the plain
    /// read (the compare-and-swap checks the value it assumed, and a stale one costs one more
    /// attempt); the locked addition ran PoCL's `f32` `axpby.atomic` 6–9× slower (hunt Z).
    pub atomic_first_read: bool,
}

/// What the kernels of a module use, for the preamble: extensions and helper functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Uses {
    pub f64: bool,
    pub atomics64: bool,
    pub f16: bool,
    pub bf16: bool,
    pub c32: bool,
    pub c64: bool,
    /// The widths (in reals, bit n for `floatn`/`doublen`) of the products of complex vectors
    /// with a complex number (the `tinyc_cvmul_*` helpers), for `c32` and `c64`.
    pub complex_vector_muls: [u32; 2],
    /// Conversions to `f16`/`bf16` from 32/64-bit integers and from `f64`, which round to odd
    /// first (`tinyc_odd_l`, `tinyc_odd_d`).
    pub odd_long: bool,
    pub odd_double: bool,
    /// Conversions of `i64` to `f32` (or `c32`), for [`Options::exact_long_to_float`].
    pub long_to_float: bool,
}

impl Uses {
    pub fn of(k: &Kernel) -> Uses {
        let mut complex_vector_muls = [0u32; 2];
        let (mut odd_long, mut odd_double, mut long_to_float) = (false, false, false);
        stmts_any_expr(&k.body, &mut |e| {
            if let Expr::Cast(Prim::F32 | Prim::C32, a) = e
                && k.type_of(a) == Ty::Prim(Prim::I64)
            {
                long_to_float = true;
            }
            if let Expr::Cast(to, a) = e
                && to.is_half()
            {
                match k.type_of(a) {
                    Ty::Prim(Prim::I32 | Prim::I64) => odd_long = true,
                    Ty::Prim(Prim::F64) => odd_double = true,
                    _ => {}
                }
            }
            if let Expr::Bin(BinOp::WMul | BinOp::Mul, a, _) = e
                && let Ty::Vec(p, w) = k.type_of(a)
                && p.is_complex()
            {
                complex_vector_muls[usize::from(p == Prim::C64)] |= 1 << (2 * w);
            }
            false
        });
        Uses {
            f64: k.uses_f64(),
            atomics64: k.uses_atomics64(),
            f16: k.uses_prim(|p| p == Prim::F16),
            bf16: k.uses_prim(|p| p == Prim::BF16),
            c32: k.uses_prim(|p| p == Prim::C32),
            c64: k.uses_prim(|p| p == Prim::C64),
            complex_vector_muls,
            odd_long,
            odd_double,
            long_to_float,
        }
    }

    fn or(self, o: Uses) -> Uses {
        Uses {
            f64: self.f64 || o.f64,
            atomics64: self.atomics64 || o.atomics64,
            f16: self.f16 || o.f16,
            bf16: self.bf16 || o.bf16,
            c32: self.c32 || o.c32,
            c64: self.c64 || o.c64,
            complex_vector_muls: [
                self.complex_vector_muls[0] | o.complex_vector_muls[0],
                self.complex_vector_muls[1] | o.complex_vector_muls[1],
            ],
            odd_long: self.odd_long || o.odd_long,
            odd_double: self.odd_double || o.odd_double,
            long_to_float: self.long_to_float || o.long_to_float,
        }
    }
}

/// [`compile`] with options.
///
/// The same text as [`Writer::module`] on [`tinyc_kernel::lower_module`], made one kernel at a
/// time: the kernel IR of a function is many times larger than its text, so lowering a whole
/// large module first would need memory that grows far faster than the input.
pub fn compile_with(checked: &Checked, options: &Options) -> Result<String, Diagnostic> {
    let mut body = String::new();
    let mut uses = Uses::default();
    let abis = checked.abis();
    for (i, ((f, info), abi)) in checked.module.funcs.iter().zip(&checked.info.funcs).zip(abis).enumerate() {
        let kernel = tinyc_kernel::lower_func(f, info, &checked.info, abi)?;
        let mma = kernel.uses_mma();
        if mma && !options.emulate_mma {
            return Err(Diagnostic::internal(
                "OpenCL C has no tensor-core instructions (the program was checked for an NVIDIA device)",
                kernel.span,
            ));
        }
        // Intel's subgroups run along the first mode of the work-group, a warp's 32 lanes along
        // its linear ids: the two agree when the first mode is a multiple of 32.
        if mma && kernel.abi.work_group_size.0 % 32 != 0 {
            return Err(Diagnostic::internal(
                format!(
                    "the emulated tensor cores need a work-group whose first mode is a multiple of 32, not {}",
                    kernel.abi.work_group_size.0
                ),
                kernel.span,
            ));
        }
        if mma && kernel.uses_subgroups() && kernel.abi.subgroup_size != 32 {
            return Err(Diagnostic::internal(
                format!(
                    "the emulated tensor cores need subgroups of 32, and the kernel's subgroup operations need {}",
                    kernel.abi.subgroup_size
                ),
                kernel.span,
            ));
        }
        uses = uses.or(Uses::of(&kernel));
        if i > 0 {
            body.push('\n');
        }
        // Writing to a String cannot fail.
        let _ = Writer::new(&mut body).options(*options).kernel(&kernel);
    }
    let mut preamble = String::new();
    let _ = Writer::new(&mut preamble).options(*options).preamble(uses);
    if !preamble.is_empty() {
        preamble.push('\n');
        body.insert_str(0, &preamble);
    }
    Ok(body)
}

/// The name of the emulated `mma.sync`'s fragment tables for inputs of type `p`
/// ([`Options::emulate_mma`]): `f16` and `bf16` are held as `float`.
fn mma_table(p: Prim) -> &'static str {
    if p == Prim::F64 { "tinyc_mma_d" } else { "tinyc_mma_f" }
}

/// The OpenCL C call of a subgroup operation ([`Stmt::Subgroup`]) on `value` of type `p`
/// (`i32`, `i64`, `f32` or `f64`); `lane` gives a broadcast's lane. Integer sums go through the
/// unsigned type, where they wrap as the language says.
fn subgroup_call(op: SubgroupOp, p: Option<Prim>, value: &str, lane: impl FnOnce() -> String) -> String {
    let arith = |a: GroupArith| match a {
        GroupArith::Add => "add",
        GroupArith::Min => "min",
        GroupArith::Max => "max",
    };
    let (stem, a) = match op {
        SubgroupOp::Broadcast => return format!("sub_group_broadcast({value}, (uint)({}))", lane()),
        SubgroupOp::Reduce(a) => ("sub_group_reduce", a),
        SubgroupOp::InclusiveScan(a) => ("sub_group_scan_inclusive", a),
        SubgroupOp::ExclusiveScan(a) => ("sub_group_scan_exclusive", a),
    };
    let call = |v: &str| format!("{stem}_{}({v})", arith(a));
    match (p, a) {
        // A conversion, not `as_ulong`: a literal operand (`1`) is an `int` in OpenCL C.
        (Some(Prim::I32), GroupArith::Add) => format!("as_int({})", call(&format!("(uint)({value})"))),
        (Some(Prim::I64), GroupArith::Add) => format!("as_long({})", call(&format!("(ulong)({value})"))),
        // Float max and min ignore NaN (fmax/fmin, as everywhere in the language), which the
        // built-ins do not promise: Intel's CPU runtime gave NaN where the subgroup's last lane
        // held one. NaN enters as the operation's identity, and a result over NaN alone is NaN.
        (Some(t @ (Prim::F32 | Prim::F64)), GroupArith::Max | GroupArith::Min) => {
            let ty = prim_name(t);
            let sign = if a == GroupArith::Max { "-" } else { "" };
            let mapped = call(&format!("isnan({value}) ? {sign}({ty})INFINITY : ({value})"));
            // Whether the values folded are all NaN: for an exclusive scan 1 from lane 1 on (the
            // manual folds x₀ … xᵢ₋₁ without the identity), never on lane 0 (`INT_MAX`).
            let all_nan = format!("{stem}_min(isnan({value}) ? 1 : 0) == 1");
            format!("({all_nan} ? ({ty})NAN : {mapped})")
        }
        _ => call(value),
    }
}

/// The OpenCL C type that holds a value of a primitive type: the ABI's spelling
/// ([`opencl_scalar`]), except that `f16` and `bf16` values are held as `float`.
pub fn prim_name(p: Prim) -> &'static str {
    match p {
        Prim::F16 | Prim::BF16 => "float",
        p => elem_name(p),
    }
}

/// The OpenCL C type of an element in memory (the ABI's spelling, [`opencl_scalar`]): `half`
/// for `f16`, `ushort` bits for `bf16`.
pub fn elem_name(p: Prim) -> &'static str {
    opencl_scalar(match p {
        Prim::Bool => Scalar::I1,
        Prim::I8 => Scalar::I8,
        Prim::I16 => Scalar::I16,
        Prim::I32 => Scalar::I32,
        Prim::I64 => Scalar::I64,
        Prim::F32 => Scalar::F32,
        Prim::F64 => Scalar::F64,
        Prim::F16 => Scalar::F16,
        Prim::BF16 => Scalar::BF16,
        Prim::C32 => Scalar::C32,
        Prim::C64 => Scalar::C64,
    })
}

fn unsigned_name(p: Prim) -> &'static str {
    match p.bytes() {
        8 => "ulong",
        2 => "ushort",
        _ => "uint",
    }
}

/// The suffix of a complex type's helper functions (`tinyc_cmul_f`, `tinyc_cmul_d`).
fn complex_suffix(p: Prim) -> &'static str {
    if p == Prim::C64 { "d" } else { "f" }
}

/// The OpenCL C address space qualifier of `space`.
fn space_name(space: Space) -> &'static str {
    if space == Space::Local { "local" } else { "global" }
}

fn type_name(t: Ty) -> String {
    match t {
        Ty::Prim(p) => prim_name(p).to_string(),
        Ty::Ptr(p, Space::Global) => format!("global {}*", elem_name(p)),
        Ty::Ptr(p, Space::Local) => format!("local {}*", elem_name(p)),
        Ty::PtrPtr(p) => format!("global {}*global*", elem_name(p)),
        // A vector of w complex numbers is 2w interleaved reals.
        Ty::Vec(p, w) if p.is_complex() => format!("{}{}", prim_name(p.component()), 2 * w),
        Ty::Vec(p, w) => format!("{}{w}", prim_name(p)),
    }
}

/// `tinyc_cvmul_{f,d}N`: the N/2 complex numbers interleaved in `a` times the complex `b`
/// (the CPU GEMM's complex vectors): `a·re(b) + swap(a)·(−im(b), im(b), …)`, where swap
/// exchanges each number's parts.
fn complex_vector_mul(t: &str, s: &str, n: u8) -> String {
    let swap: String = (0..n).map(|i| format!("{:x}", i ^ 1)).collect();
    let one = if t == "float" { "1.0f" } else { "1.0" };
    let signs: Vec<String> = (0..n).map(|i| if i % 2 == 0 { format!("-{one}") } else { one.to_string() }).collect();
    format!(
        "{t}{n} tinyc_cvmul_{s}{n}({t}{n} a, {t}2 b) {{ return a * b.x + a.s{swap} * (b.y * ({t}{n})({})); }}\n",
        signs.join(", ")
    )
}

/// Rounds a `float` to the nearest `f16` value (ties to even), as a `float`: ±inf from 65520
/// on, binary16's subnormals below 2^-14 (quantum 2^-24: |x| + 0.5 has that quantum, so adding
/// and taking away 0.5 rounds to it), NaN and inf unchanged; and converts between `f16` bits and
/// (already rounded) `float`s exactly, on the bits: `vload_half` and `vstore_half` would do the
/// same but take generic pointers in OpenCL C 2.0 and later, which oclgrind cannot run.
///
/// The rounding computes every case and selects one, without branches or `rint`: inlined at
/// each `f16` operation of a large kernel, its first form made PoCL 3.1 take 412 s to compile
/// one (a 64 × 9 cooperative-matrix multiply-add in `f16`, from the fuzzer), this one 9 s (the
/// same kernel in `f32`: 0.6 s). The conversions keep their branches, which cost PoCL little to
/// compile and run faster in the CPU GEMM's loads.
const F16_HELPERS: &str = "\
float tinyc_f16(float x) {
    uint u = as_uint(x), a = u & 0x7fffffffu, s = u & 0x80000000u;
    uint normal = (u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u;
    uint tiny = as_uint((as_float(min(a, 0x38800000u)) + 0.5f) - 0.5f) | s;
    uint r = a < 0x38800000u ? tiny : normal;
    r = a >= 0x477ff000u ? (s | 0x7f800000u) : r;
    return a >= 0x7f800000u ? x : as_float(r);
}
float tinyc_f16_load(ushort h) {
    uint s = (uint)(h & 0x8000u) << 16, m = (uint)(h & 0x7fffu) << 13;
    if (m - 0x00800000u < 0x0f000000u) return as_float((m + 0x38000000u) | s);
    uint tiny = as_uint((float)(h & 0x3ffu) * 5.9604644775390625e-8f);
    return as_float((m >= 0x0f800000u ? m | 0x7f800000u : tiny) | s);
}
ushort tinyc_f16_bits(float x) {
    uint u = as_uint(x), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    if (a > 0x7f800000u) return (ushort)(s | 0x7e00u | ((a >> 13) & 0x3ffu));
    if (a >= 0x47800000u) return (ushort)(s | 0x7c00u);
    if (a < 0x38800000u) return (ushort)(s | (uint)(as_float(a) * 16777216.0f));
    return (ushort)(s | (((a >> 23) - 112u) << 10) | ((a >> 13) & 0x3ffu));
}
";

/// Rounds a `float` to the nearest `bf16` value (ties to even; NaN stays a quiet NaN), and
/// converts between `bf16` bits and `float`.
const BF16_HELPERS: &str = "\
float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }
";

/// A 64-bit integer rounded to `float` to odd (toward zero, the last bit set when inexact): the
/// one rounding after it to `f16`/`bf16` is then the correctly rounded conversion.
const ODD_LONG: &str = "\
float tinyc_odd_l(long x) {
    float f = convert_float_rtz(x);
    return (long)f != x ? as_float(as_uint(f) | 1u) : f;
}
";

/// An `i64` rounded to `f32` to nearest even with integer operations (for
/// [`Options::exact_long_to_float`]): the 24 leading bits, rounded by the rest, then scaled by
/// an exact power of two.
const LONG_TO_FLOAT: &str = "\
float tinyc_l2f(long x) {
    ulong m = x < 0 ? (ulong)0 - (ulong)x : (ulong)x;
    if (m < (1UL << 24)) return (float)x;
    int shift = 40 - (int)clz(m);
    ulong keep = m >> shift, rest = m & ((1UL << shift) - 1), tie = 1UL << (shift - 1);
    keep += (rest > tie || (rest == tie && (keep & 1))) ? 1 : 0;
    float f = ldexp((float)keep, shift);
    return x < 0 ? -f : f;
}
";

/// A `double` rounded to `float` to odd (see [`ODD_LONG`]); NaN and inf unchanged.
const ODD_DOUBLE: &str = "\
float tinyc_odd_d(double d) {
    float f = convert_float_rtz(d);
    return (double)f != d && f == f ? as_float(as_uint(f) | 1u) : f;
}
";

/// Complex multiplication and division (Smith's algorithm, which scales by the divisor's larger
/// component so that |b|² cannot overflow) for `T2` = `float2` (`_f`) or `double2` (`_d`). Each
/// product and sum is rounded on its own, as in the MLIR route's SPIR-V and PTX (OpenCL C
/// contracts `a·b − c·d` into a fused multiply-add by default: (0.1 + 0.1i)² had a real part of
/// −4e-10 instead of 0 on PoCL and Intel's runtime, and (1e30 + 1e30i)² one of −∞).
fn complex_helpers(t: &str, s: &str) -> String {
    format!(
        "\
{t}2 tinyc_cmul_{s}({t}2 a, {t}2 b) {{
    #pragma OPENCL FP_CONTRACT OFF
    return ({t}2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}}
{t}2 tinyc_cdiv_{s}({t}2 a, {t}2 b) {{
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {{
        {t} r = b.y / b.x, d = b.x + b.y * r;
        return ({t}2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }}
    {t} r = b.x / b.y, d = b.x * r + b.y;
    return ({t}2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}}
"
    )
}

/// Prints kernels as OpenCL C.
pub struct Writer<W: Write> {
    out: W,
    indent: usize,
    options: Options,
    /// The variable holding the kernel's subgroup id ([`Builtin::SubgroupId`]), where it uses it.
    subgroup_id: Option<String>,
}

// C operator precedence levels used for parenthesisation.
const P_LOR: u8 = 4;
const P_LAND: u8 = 5;
const P_BOR: u8 = 6;
const P_BXOR: u8 = 7;
const P_BAND: u8 = 8;
const P_EQ: u8 = 9;
const P_REL: u8 = 10;
const P_SHIFT: u8 = 11;
const P_ADD: u8 = 12;
const P_MUL: u8 = 13;
const P_UNARY: u8 = 14;
const P_POSTFIX: u8 = 15;

impl<W: Write> Writer<W> {
    pub fn new(out: W) -> Self {
        Writer { out, indent: 0, options: Options::default(), subgroup_id: None }
    }

    /// Prints with these options.
    pub fn options(mut self, options: Options) -> Self {
        self.options = options;
        self
    }

    pub fn into_inner(self) -> W {
        self.out
    }

    /// Prints the preamble (extensions) and every kernel.
    pub fn module(&mut self, kernels: &[Kernel]) -> fmt::Result {
        let uses = kernels.iter().fold(Uses::default(), |u, k| u.or(Uses::of(k)));
        self.preamble(uses)?;
        for (i, k) in kernels.iter().enumerate() {
            if i > 0 || uses != Uses::default() {
                writeln!(self.out)?;
            }
            self.kernel(k)?;
        }
        Ok(())
    }

    /// The extensions and helpers a module needs: `cl_khr_fp64` when a kernel uses `f64` or
    /// `c64`, `cl_khr_int64_base_atomics` when one uses 64-bit atomics, `cl_khr_fp16` for `half`
    /// arguments ([`Options::fp16`]), and the rounding and complex functions of the types used.
    pub fn preamble(&mut self, uses: Uses) -> fmt::Result {
        if uses.f64 {
            writeln!(self.out, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable")?;
        }
        if uses.atomics64 {
            writeln!(self.out, "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable")?;
        }
        if uses.f16 && self.options.fp16 {
            writeln!(self.out, "#pragma OPENCL EXTENSION cl_khr_fp16 : enable")?;
        }
        if uses.f16 {
            self.out.write_str(F16_HELPERS)?;
        }
        if uses.bf16 {
            self.out.write_str(BF16_HELPERS)?;
        }
        if uses.odd_long {
            self.out.write_str(ODD_LONG)?;
        }
        if uses.odd_double {
            self.out.write_str(ODD_DOUBLE)?;
        }
        if uses.long_to_float && self.options.exact_long_to_float {
            self.out.write_str(LONG_TO_FLOAT)?;
        }
        if uses.c32 {
            self.out.write_str(&complex_helpers("float", "f"))?;
        }
        if uses.c64 {
            self.out.write_str(&complex_helpers("double", "d"))?;
        }
        for (i, (t, suffix)) in [("float", "f"), ("double", "d")].into_iter().enumerate() {
            for n in (2..=16u8).filter(|n| uses.complex_vector_muls[i] & (1 << n) != 0) {
                self.out.write_str(&complex_vector_mul(t, suffix, n))?;
            }
        }
        Ok(())
    }

    pub fn kernel(&mut self, k: &Kernel) -> fmt::Result {
        let (m, n) = k.abi.work_group_size;
        // A kernel with explicit vectors (the GEMM of CPU devices) computes a vector per
        // work-item: vectorising it across work-items as well, which the attribute forces on
        // Intel's CPU runtime, made it up to 2.5× slower there (docs/performance.md).
        // Subgroup built-ins need the subgroups the lowering assumed: the program's size.
        if k.uses_mma() {
            // The emulated `mma.sync` works within subgroups of a warp's 32 lanes.
            writeln!(
                self.out,
                "kernel __attribute__((reqd_work_group_size({m}, {n}, 1))) __attribute__((intel_reqd_sub_group_size(32)))"
            )?;
        } else if k.uses_subgroups()
            || (self.options.intel_subgroup_size && m % 16 != 0 && !k.uses_vectors() && !tinyc_kernel::walks_columns(k))
        {
            let s = k.abi.subgroup_size;
            writeln!(
                self.out,
                "kernel __attribute__((reqd_work_group_size({m}, {n}, 1))) __attribute__((intel_reqd_sub_group_size({s})))"
            )?;
        } else {
            writeln!(self.out, "kernel __attribute__((reqd_work_group_size({m}, {n}, 1)))")?;
        }
        // The signature is KernelAbi's (lowering checked that the parameters match it).
        writeln!(self.out, "void {}({}) {{", k.abi.name, k.abi.opencl_params_for(self.options.fp16))?;
        self.indent = 1;
        if k.local_bytes > 0 {
            self.line(format_args!("local uchar stack[{}] __attribute__((aligned(64)));", k.local_bytes))?;
        }
        // The subgroup id, read once where the whole subgroup runs and broadcast from its first
        // lane: Intel's CPU compiler treated `get_sub_group_id()` itself as varying and ran
        // every branch and loop on it masked, stores as scatters (the manual's foreach_tile
        // copy 2x slower, docs/performance.md).
        self.subgroup_id = None;
        if stmts_any_expr(&k.body, &mut |e| matches!(e, Expr::Builtin(Builtin::SubgroupId))) {
            let mut name = "subgroup_id".to_string();
            while k.vars.iter().any(|v| v.name == name) {
                name.push('_');
            }
            self.line(format_args!("const long {name} = (long)sub_group_broadcast(get_sub_group_id(), 0);"))?;
            self.subgroup_id = Some(name);
        }
        if self.options.emulate_mma {
            // The warps' fragment tables of the emulated `mma.sync` (`mma_emulated`).
            let mut width = [0, 0];
            for shape in k.mma_shapes() {
                let (asz, bsz, _) = shape.fragment_sizes();
                let w = &mut width[usize::from(shape.input() == Prim::F64)];
                *w = (*w).max(asz + bsz);
            }
            for (w, p) in width.into_iter().zip([Prim::F32, Prim::F64]) {
                if w > 0 {
                    let size = (m * n + 31) / 32 * 32 * w as i64;
                    self.line(format_args!("local {} {}[{size}];", prim_name(p), mma_table(p)))?;
                }
            }
        }
        self.stmts(k, &k.body)?;
        self.indent = 0;
        writeln!(self.out, "}}")
    }

    fn line(&mut self, args: fmt::Arguments) -> fmt::Result {
        for _ in 0..self.indent {
            self.out.write_str("    ")?;
        }
        self.out.write_fmt(args)?;
        self.out.write_char('\n')
    }

    fn stmts(&mut self, k: &Kernel, stmts: &[Stmt]) -> fmt::Result {
        for s in stmts {
            self.stmt(k, s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, k: &Kernel, s: &Stmt) -> fmt::Result {
        match s {
            Stmt::Let(v, init) => {
                let info = k.var(*v);
                match init {
                    Some(e) => {
                        let e = self.expr_str(k, e, 0);
                        self.line(format_args!("{} {} = {e};", type_name(info.ty), info.name))
                    }
                    None => self.line(format_args!("{} {};", type_name(info.ty), info.name)),
                }
            }
            Stmt::Assign(v, e) => {
                let name = &k.var(*v).name;
                // acc = acc + x  →  acc += x (floats only: integer sums go through unsigned).
                if let Expr::Bin(BinOp::WAdd | BinOp::Add, a, b) = e
                    && **a == Expr::Var(*v)
                    && k.type_of(a).prim().is_some_and(|p| matches!(p, Prim::F32 | Prim::F64 | Prim::C32 | Prim::C64))
                {
                    let b = self.expr_str(k, b, 0);
                    return self.line(format_args!("{name} += {b};"));
                }
                let e = self.expr_str(k, e, 0);
                self.line(format_args!("{name} = {e};"))
            }
            Stmt::Store { ptr, index, value } => self.store(k, ptr, index, value),
            Stmt::StoreVec { ptr, index, value, streaming } => match k.type_of(value) {
                Ty::Vec(p, w) if p.is_complex() => {
                    let value = self.expr_str(k, value, 0);
                    let addr = self.address_str(k, ptr, index);
                    let parts = self.parts_pointer(k, ptr, p);
                    self.line(format_args!("vstore{}({value}, 0, ({parts})({addr}));", 2 * w))
                }
                // Clang's non-temporal store (`movntps` on x86), through a pointer to the vector
                // type: the lowering checked that the address is a multiple of its size.
                Ty::Vec(p, w) if *streaming && matches!(k.type_of(ptr), Ty::Ptr(_, Space::Global)) => {
                    let value = self.expr_str(k, value, 0);
                    let addr = self.address_str(k, ptr, index);
                    let vector = format!("global {}{w}*", prim_name(p));
                    self.line(format_args!("__builtin_nontemporal_store({value}, ({vector})({addr}));"))
                }
                Ty::Vec(_, w) => {
                    let value = self.expr_str(k, value, 0);
                    let addr = self.address_str(k, ptr, index);
                    self.line(format_args!("vstore{w}({value}, 0, {addr});"))
                }
                // A vector store of a scalar is a plain store (there is no `vstore1`).
                _ => self.store(k, ptr, index, value),
            },
            Stmt::Atomic { ptr, index, op } => self.atomic(k, ptr, index, op),
            Stmt::For { var, lb, ub, step, body, unroll } => {
                let info = k.var(*var);
                let (lb, ub) = (self.expr_str(k, lb, 0), self.expr_str(k, ub, P_REL + 1));
                let inc = match step.as_const() {
                    Some(1) => format!("++{}", info.name),
                    _ => format!("{} += {}", info.name, self.expr_str(k, step, 0)),
                };
                if *unroll {
                    self.line(format_args!("#pragma unroll"))?;
                }
                if body.contains(&Stmt::KeepOrder) {
                    // Intel's CPU compiler vectorises such loops wrongly (tinyc_kernel::keep_order).
                    self.line(format_args!("#pragma clang loop vectorize(disable)"))?;
                }
                let ty = type_name(info.ty);
                self.line(format_args!("for ({ty} {n} = {lb}; {n} < {ub}; {inc}) {{", n = info.name))?;
                self.block(k, body)?;
                self.line(format_args!("}}"))
            }
            Stmt::If { cond, then, otherwise } => {
                let c = self.expr_str(k, cond, 0);
                self.line(format_args!("if ({c}) {{"))?;
                self.block(k, then)?;
                if !otherwise.is_empty() {
                    self.line(format_args!("}} else {{"))?;
                    self.block(k, otherwise)?;
                }
                self.line(format_args!("}}"))
            }
            Stmt::Barrier { local, global } => {
                let flags = match (local, global) {
                    (true, false) => "CLK_LOCAL_MEM_FENCE",
                    (false, true) => "CLK_GLOBAL_MEM_FENCE",
                    _ => "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE",
                };
                self.line(format_args!("barrier({flags});"))
            }
            Stmt::Fence => self.line(format_args!("mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);")),
            // The loop's pragma says it.
            Stmt::KeepOrder => Ok(()),
            // Only kernels lowered for NVIDIA's tensor cores have it; `compile_with` refuses them
            // unless they can be emulated (`Options::emulate_mma`).
            Stmt::Mma { shape, a, b, acc } => self.mma_emulated(k, *shape, a, b, acc),
            Stmt::LdMatrix { ptr, index, out } => self.ldmatrix_emulated(k, ptr, index, out),
            // NVIDIA's asynchronous copies, emulated as plain ones (the waits and barriers around
            // them then order nothing more).
            Stmt::Async(_) if !self.options.emulate_mma => {
                self.line(format_args!("#error \"cp.async has no OpenCL C form\""))
            }
            Stmt::Async(AsyncCopy::Copy { dst, dst_index, src, src_index }) => self.stmt(
                k,
                &Stmt::Store {
                    ptr: dst.clone(),
                    index: dst_index.clone(),
                    value: Expr::load(src.clone(), src_index.clone()),
                },
            ),
            Stmt::Async(AsyncCopy::Commit | AsyncCopy::Wait { .. }) => Ok(()),
            Stmt::Subgroup { result, op, value, lane } => {
                let name = &k.var(*result).name;
                let call = subgroup_call(*op, k.type_of(value).prim(), &self.expr_str(k, value, 0), || {
                    lane.as_ref().map_or_else(|| "0".to_string(), |l| self.expr_str(k, l, 0))
                });
                self.line(format_args!("{name} = {call};"))
            }
            Stmt::Block { ptr, index, op } => self.block_io(k, ptr, index, op),
            Stmt::Comment(c) => self.line(format_args!("// {c}")),
            // Source locations are for the MLIR route; the C text stays as it was.
            Stmt::At(_) => Ok(()),
        }
    }

    /// `mma.sync` emulated within a subgroup of 32 ([`Options::emulate_mma`]): the lanes
    /// write their fragments of A and B to their warp's table in local memory (lane-major,
    /// A's elements then B's), and each lane adds to each of its accumulators the K products of
    /// its entry, in K order, reading each operand where the lane and element that hold it put
    /// it ([`MmaShape::holders`]; fused multiply-adds, exact products for `f16` and `bf16`). The
    /// K loop stays a loop: unrolled, Intel's compiler took 1–2 minutes over a kernel of six
    /// GEMMs (`tensor_cores.ir`), 30 s with the loops.
    fn mma_emulated(&mut self, k: &Kernel, shape: MmaShape, a: &[Expr], b: &[Expr], acc: &[Var]) -> fmt::Result {
        if !self.options.emulate_mma {
            return self.line(format_args!("#error \"tensor-core mma.sync has no OpenCL C form\""));
        }
        let (_, _, kk) = shape.mnk();
        let (asz, bsz, _) = shape.fragment_sizes();
        let width = asz + bsz;
        let table = mma_table(shape.input());
        self.line(format_args!("{{ // mma.sync {shape:?}, emulated through local memory"))?;
        self.indent += 1;
        self.line(format_args!("const int tinyc_mma_l = (int)get_sub_group_local_id();"))?;
        self.line(format_args!("const int tinyc_mma_g = tinyc_mma_l / 4, tinyc_mma_t = tinyc_mma_l % 4;"))?;
        self.line(format_args!(
            "local {t} *tinyc_mma_w = {table} + get_sub_group_id() * {};",
            32 * width,
            t = prim_name(shape.input())
        ))?;
        // The warp's reads of the last instruction's table are done before it is overwritten.
        self.line(format_args!("sub_group_barrier(CLK_LOCAL_MEM_FENCE);"))?;
        for (e, x) in a.iter().chain(b).enumerate() {
            let x = self.expr_str(k, x, 0);
            self.line(format_args!("tinyc_mma_w[tinyc_mma_l * {width} + {e}] = {x};"))?;
        }
        self.line(format_args!("sub_group_barrier(CLK_LOCAL_MEM_FENCE);"))?;
        for (i, v) in acc.iter().enumerate() {
            let Some(holders) = shape.holders(i as i64) else {
                return self.line(format_args!("#error \"no emulation of {shape:?}\""));
            };
            let name = &k.var(*v).name;
            // The lane part of each holder is g·G + t·T (the same for every p) plus a constant
            // that, with the element, makes the offset in the table that depends on p.
            let Some(&((la, _), (lb, _))) = holders.first() else {
                return self.line(format_args!("#error \"no emulation of {shape:?}\""));
            };
            let offsets = |which: usize| {
                let list: Vec<String> = holders
                    .iter()
                    .map(|h| {
                        let (l, e) = if which == 0 { h.0 } else { (h.1.0, h.1.1 + asz as i64) };
                        (l.c * width as i64 + e).to_string()
                    })
                    .collect();
                list.join(", ")
            };
            let (oa, ob) = (offsets(0), offsets(1));
            let uniform = holders.iter().all(|((a, _), (b, _))| (a.g, a.t, b.g, b.t) == (la.g, la.t, lb.g, lb.t));
            if !uniform {
                return self.line(format_args!("#error \"no emulation of {shape:?}\""));
            }
            self.line(format_args!("{{"))?;
            self.indent += 1;
            self.line(format_args!("const int oa[{kk}] = {{{oa}}}, ob[{kk}] = {{{ob}}};"))?;
            self.line(format_args!(
                "const int la = (tinyc_mma_g * {} + tinyc_mma_t * {}) * {width}, lb = (tinyc_mma_g * {} + tinyc_mma_t * {}) * {width};",
                la.g, la.t, lb.g, lb.t
            ))?;
            self.line(format_args!("#pragma unroll 1"))?;
            self.line(format_args!("for (int p = 0; p < {kk}; ++p)"))?;
            self.line(format_args!("    {name} = fma(tinyc_mma_w[la + oa[p]], tinyc_mma_w[lb + ob[p]], {name});"))?;
            self.indent -= 1;
            self.line(format_args!("}}"))?;
        }
        self.indent -= 1;
        self.line(format_args!("}}"))
    }

    /// `ldmatrix` emulated within a subgroup of 32 ([`Options::emulate_mma`]): lane l takes
    /// the row address of lane 8q + l / 4 for matrix q with a subgroup shuffle, and loads its two
    /// entries of that row.
    fn ldmatrix_emulated(&mut self, k: &Kernel, ptr: &Expr, index: &Expr, out: &[Var]) -> fmt::Result {
        if !self.options.emulate_mma {
            return self.line(format_args!("#error \"ldmatrix has no OpenCL C form\""));
        }
        self.line(format_args!("{{ // ldmatrix x{}, emulated with subgroup shuffles", out.len() / 2))?;
        self.indent += 1;
        self.line(format_args!("const int tinyc_ldm_l = (int)get_sub_group_local_id();"))?;
        self.line(format_args!("const long tinyc_ldm_at = {};", self.expr_str(k, index, 0)))?;
        for (q, pair) in out.chunks(2).enumerate() {
            self.line(format_args!(
                "const long tinyc_ldm_row{q} = intel_sub_group_shuffle(tinyc_ldm_at, (uint)({} + tinyc_ldm_l / 4)) + 2 * (tinyc_ldm_l % 4);",
                8 * q
            ))?;
            for (h, v) in pair.iter().enumerate() {
                let (load, _) = self.load_at(k, ptr, &format!("tinyc_ldm_row{q} + {h}"));
                self.line(format_args!("{} = {load};", k.var(*v).name))?;
            }
        }
        self.indent -= 1;
        self.line(format_args!("}}"))
    }

    fn block(&mut self, k: &Kernel, body: &[Stmt]) -> fmt::Result {
        self.indent += 1;
        self.stmts(k, body)?;
        self.indent -= 1;
        Ok(())
    }

    /// Atomic updates of `ptr[index]`, relaxed, at device scope.
    fn atomic(&mut self, k: &Kernel, ptr: &Expr, index: &Expr, op: &Atomic) -> fmt::Result {
        let (p, space) = match k.type_of(ptr) {
            Ty::Ptr(p, s) => (p, s),
            _ => (Prim::I32, Space::Global),
        };
        let space = space_name(space);
        let addr = format!("&{}", self.element_str(k, ptr, index));
        if p.is_half() {
            return self.atomic_half(k, p, space, &addr, op);
        }
        if p == Prim::C64 || (p == Prim::C32 && matches!(op, Atomic::Add(_))) {
            return self.atomic_complex_parts(k, p, space, &addr, op);
        }
        let wide = p.bytes() == 8;
        let ucast = |ty: &str| format!("(volatile {space} {ty}*){addr}");
        match op {
            Atomic::Store(v) => {
                let v = self.expr_str(k, v, 0);
                match p {
                    Prim::I32 | Prim::F32 => self.line(format_args!("atomic_xchg({addr}, {v});")),
                    Prim::I64 => self.line(format_args!("atom_xchg({addr}, {v});")),
                    _ => self.line(format_args!("atom_xchg({}, as_long({v}));", ucast("long"))),
                }
            }
            Atomic::Add(v) if p.is_int() => {
                let v = self.expr_str(k, v, 0);
                let f = if wide { "atom_add" } else { "atomic_add" };
                self.line(format_args!("{f}({addr}, {v});"))
            }
            Atomic::Add(v) => {
                let v = self.expr_str(k, v, P_ADD + 1);
                self.cas(p, space, &addr, None, None, &|old| format!("{old} + {v}"))
            }
            Atomic::Update { old, new, keep } => {
                let name = k.var(*old).name.clone();
                let new = self.expr_str(k, new, 0);
                let keep = keep.map(|v| k.var(v).name.clone());
                self.cas(p, space, &addr, Some(&name), keep.as_deref(), &|_| new.clone())
            }
        }
    }

    /// An atomic update of a 16-bit float element: a compare-and-swap loop on the 32-bit word
    /// that holds it (OpenCL has no 16-bit atomics), replacing only the element's half of it.
    fn atomic_half(&mut self, k: &Kernel, p: Prim, space: &str, addr: &str, op: &Atomic) -> fmt::Result {
        let (load, bits, round) = if p == Prim::F16 {
            ("tinyc_f16_load", "tinyc_f16_bits", "tinyc_f16")
        } else {
            ("tinyc_bf16_load", "tinyc_bf16_bits", "tinyc_bf16")
        };
        let (old, new, keep) = match op {
            Atomic::Store(v) => ("atom_old".to_string(), self.expr_str(k, v, 0), None),
            Atomic::Add(v) => {
                ("atom_old".to_string(), format!("{round}(atom_old + {})", self.expr_str(k, v, P_ADD + 1)), None)
            }
            Atomic::Update { old, new, keep } => {
                (k.var(*old).name.clone(), self.expr_str(k, new, 0), keep.map(|v| k.var(v).name.clone()))
            }
        };
        self.line(format_args!("{{"))?;
        self.indent += 1;
        self.line(format_args!(
            "volatile {space} uint* atom_p = (volatile {space} uint*)((volatile {space} uchar*){addr} - ((ulong){addr} & 2));"
        ))?;
        self.line(format_args!("uint atom_shift = (uint)((ulong){addr} & 2) * 8u;"))?;
        let seen = self.first_read("atom_p", "atomic_add", "0u");
        self.line(format_args!("uint atom_seen = {seen}, atom_expected;"))?;
        self.line(format_args!("do {{"))?;
        self.indent += 1;
        self.line(format_args!("atom_expected = atom_seen;"))?;
        self.line(format_args!("float {old} = {load}((ushort)(atom_expected >> atom_shift));"))?;
        if let Some(keep) = &keep {
            self.line(format_args!("{keep} = {old};"))?;
        }
        self.line(format_args!(
            "uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint){bits}({new}) << atom_shift);"
        ))?;
        self.line(format_args!("atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);"))?;
        self.indent -= 1;
        self.line(format_args!("}} while (atom_seen != atom_expected);"))?;
        self.indent -= 1;
        self.line(format_args!("}}"))
    }

    /// An atomic update of a complex element as one atomic operation per component (`types.md`
    /// allows it): a `c64` store exchanges each half, an addition adds each component with a
    /// compare-and-swap loop, and a general update of a `c64` runs one loop per component: the
    /// real part's from the value read, the imaginary part's from the real part the first loop
    /// replaced and the imaginary part it swaps.
    fn atomic_complex_parts(&mut self, k: &Kernel, p: Prim, space: &str, addr: &str, op: &Atomic) -> fmt::Result {
        let c = p.component();
        let (t, t2) = (prim_name(c), prim_name(p));
        let parts = format!("(({space} {t}*){addr})");
        self.line(format_args!("{{"))?;
        self.indent += 1;
        match op {
            Atomic::Store(v) => {
                let v = self.expr_str(k, v, 0);
                self.line(format_args!("{t2} atom_v = {v};"))?;
                for (i, xy) in ["x", "y"].iter().enumerate() {
                    self.line(format_args!("atom_xchg((volatile {space} long*){parts} + {i}, as_long(atom_v.{xy}));"))?;
                }
            }
            Atomic::Add(v) => {
                let v = self.expr_str(k, v, 0);
                self.line(format_args!("{t2} atom_v = {v};"))?;
                for (i, xy) in ["x", "y"].iter().enumerate() {
                    let part = format!("({parts} + {i})");
                    self.cas(c, space, &part, None, None, &|old| format!("{old} + atom_v.{xy}"))?;
                }
            }
            // The real part is swapped first, computed from the value read; the imaginary part
            // then from the real part that swap replaced (not the new one) and the imaginary
            // part it swaps, so that without concurrent writers the result is exactly `new(old)`.
            Atomic::Update { old, new, keep } => {
                let name = k.var(*old).name.clone();
                let new = self.expr_str(k, new, P_POSTFIX);
                let keep = keep.map(|v| k.var(v).name.clone());
                self.line(format_args!("volatile {space} ulong* atom_p = (volatile {space} ulong*){addr};"))?;
                let seen = self.first_read("atom_p", "atom_add", "0");
                self.line(format_args!("ulong atom_re_seen = {seen}, atom_re;"))?;
                for (i, xy) in ["x", "y"].iter().enumerate() {
                    self.line(format_args!("{{"))?;
                    self.indent += 1;
                    if i == 0 {
                        self.line(format_args!("do {{"))?;
                        self.indent += 1;
                        self.line(format_args!("atom_re = atom_re_seen;"))?;
                        let im = self.first_read("(atom_p + 1)", "atom_add", "0");
                        self.line(format_args!("{t2} {name} = ({t2})(as_double(atom_re), as_double({im}));"))?;
                        self.line(format_args!("atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong({new}.{xy}));"))?;
                        self.indent -= 1;
                        self.line(format_args!("}} while (atom_re_seen != atom_re);"))?;
                    } else {
                        let seen = self.first_read("(atom_p + 1)", "atom_add", "0");
                        self.line(format_args!("ulong atom_seen = {seen}, atom_expected;"))?;
                        self.line(format_args!("do {{"))?;
                        self.indent += 1;
                        self.line(format_args!("atom_expected = atom_seen;"))?;
                        self.line(format_args!("{t2} {name} = ({t2})(as_double(atom_re), as_double(atom_expected));"))?;
                        // The real part the first loop replaced and the imaginary part this one
                        // replaces (the last attempt's).
                        if let Some(keep) = &keep {
                            self.line(format_args!("{keep} = {name};"))?;
                        }
                        self.line(format_args!(
                            "atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong({new}.{xy}));"
                        ))?;
                        self.indent -= 1;
                        self.line(format_args!("}} while (atom_seen != atom_expected);"))?;
                    }
                    self.indent -= 1;
                    self.line(format_args!("}}"))?;
                }
            }
        }
        self.indent -= 1;
        self.line(format_args!("}}"))
    }

    /// A compare-and-swap loop on the element at `addr` (in address space `space`), on its bits
    /// for floats: `new(old)` is stored if the element still holds `old`.
    fn cas(
        &mut self,
        p: Prim,
        space: &str,
        addr: &str,
        old_name: Option<&str>,
        keep: Option<&str>,
        new: &dyn Fn(&str) -> String,
    ) -> fmt::Result {
        let bits = if p.is_float() || p.is_complex() { unsigned_name(p) } else { prim_name(p) };
        let cmpxchg = if p.bytes() == 8 { "atom_cmpxchg" } else { "atomic_cmpxchg" };
        let (to_val, to_bits) = match p {
            Prim::F32 => ("as_float", "as_uint"),
            Prim::F64 => ("as_double", "as_ulong"),
            Prim::C32 => ("as_float2", "as_ulong"),
            _ => ("", ""),
        };
        self.line(format_args!("{{"))?;
        self.indent += 1;
        self.line(format_args!("volatile {space} {bits}* atom_p = (volatile {space} {bits}*){addr};"))?;
        let add = if p.bytes() == 8 { "atom_add" } else { "atomic_add" };
        let seen = self.first_read("atom_p", add, "0");
        self.line(format_args!("{bits} atom_seen = {seen}, atom_expected;"))?;
        self.line(format_args!("do {{"))?;
        self.indent += 1;
        self.line(format_args!("atom_expected = atom_seen;"))?;
        let old = old_name.unwrap_or("atom_old");
        self.line(format_args!("{} {old} = {to_val}(atom_expected);", prim_name(p)))?;
        if let Some(keep) = keep {
            self.line(format_args!("{keep} = {old};"))?;
        }
        let value = new(old);
        let value = if to_bits.is_empty() { value } else { format!("{to_bits}({value})") };
        self.line(format_args!("atom_seen = {cmpxchg}(atom_p, atom_expected, {value});"))?;
        self.indent -= 1;
        self.line(format_args!("}} while (atom_seen != atom_expected);"))?;
        self.indent -= 1;
        self.line(format_args!("}}"))
    }

    /// The value a compare-and-swap loop first assumes at the volatile pointer `p`: a plain read,
    /// or an atomic addition of `zero` where [`Options::atomic_first_read`] asks.
    fn first_read(&self, p: &str, add: &str, zero: &str) -> String {
        if self.options.atomic_first_read { format!("{add}({p}, {zero})") } else { format!("*{p}") }
    }

    /// `ptr[index]` as an lvalue or rvalue.
    fn element_str(&self, k: &Kernel, ptr: &Expr, index: &Expr) -> String {
        format!("{}[{}]", self.expr_str(k, ptr, P_POSTFIX), self.expr_str(k, index, 0))
    }

    /// `ptr[index] = value;` (`f16` as `half` with `cl_khr_fp16`, else as its bits; `bf16` as
    /// its bits).
    fn store(&mut self, k: &Kernel, ptr: &Expr, index: &Expr, value: &Expr) -> fmt::Result {
        let value = self.expr_str(k, value, 0);
        match k.type_of(ptr) {
            Ty::Ptr(Prim::F16, _) if self.options.fp16 => {
                let target = self.element_str(k, ptr, index);
                self.line(format_args!("{target} = (half)({value});"))
            }
            Ty::Ptr(Prim::F16, space) => {
                let target = self.bits_element_str(k, ptr, &self.expr_str(k, index, 0), space);
                self.line(format_args!("{target} = tinyc_f16_bits({value});"))
            }
            Ty::Ptr(Prim::BF16, _) => {
                let target = self.element_str(k, ptr, index);
                self.line(format_args!("{target} = tinyc_bf16_bits({value});"))
            }
            _ => {
                let target = self.element_str(k, ptr, index);
                self.line(format_args!("{target} = {value};"))
            }
        }
    }

    /// A subgroup block read or write ([`Stmt::Block`]): `cl_intel_subgroups`'
    /// `intel_sub_group_block_read`/`_write` on the element's bits (`_us` for 2-byte elements,
    /// `cl_intel_subgroups_short`; `_ul` for 8-byte ones, `cl_intel_subgroups_long`).
    fn block_io(&mut self, k: &Kernel, ptr: &Expr, index: &Expr, op: &BlockOp) -> fmt::Result {
        let elem = match k.type_of(ptr) {
            Ty::Ptr(elem, Space::Global) => elem,
            _ => return Err(fmt::Error),
        };
        let (bits, suffix) = match elem.bytes() {
            2 => ("ushort", "_us"),
            4 => ("uint", ""),
            8 => ("ulong", "_ul"),
            _ => return Err(fmt::Error),
        };
        let addr = self.address_str(k, ptr, index);
        match op {
            BlockOp::Read(v) => {
                let read = format!("intel_sub_group_block_read{suffix}((const global {bits}*)({addr}))");
                let value = match elem {
                    Prim::F16 if self.options.fp16 => format!("(float)as_half({read})"),
                    Prim::F16 => format!("tinyc_f16_load({read})"),
                    Prim::BF16 => format!("tinyc_bf16_load({read})"),
                    _ => format!("as_{}({read})", prim_name(elem)),
                };
                self.line(format_args!("{} = {value};", k.var(*v).name))
            }
            BlockOp::Write(value) => {
                let value = self.expr_str(k, value, 0);
                let bits_of = match elem {
                    Prim::F16 if self.options.fp16 => format!("as_ushort((half)({value}))"),
                    Prim::F16 => format!("tinyc_f16_bits({value})"),
                    Prim::BF16 => format!("tinyc_bf16_bits({value})"),
                    _ => format!("as_{bits}({value})"),
                };
                self.line(format_args!("intel_sub_group_block_write{suffix}((global {bits}*)({addr}), {bits_of});"))
            }
        }
    }

    /// `((space ushort*)ptr)[index]`: the bits of an `f16` element.
    fn bits_element_str(&self, k: &Kernel, ptr: &Expr, index: &str, space: Space) -> String {
        let space = space_name(space);
        format!("(({space} ushort*){})[{index}]", self.expr_str(k, ptr, P_UNARY))
    }

    /// The value `ptr[index]` (`f16` as `half` with `cl_khr_fp16`, else from its bits; `bf16`
    /// from its bits).
    fn load_str(&self, k: &Kernel, ptr: &Expr, index: &Expr) -> (String, u8) {
        self.load_at(k, ptr, &self.expr_str(k, index, 0))
    }

    /// [`load_str`](Self::load_str) at an index written out.
    fn load_at(&self, k: &Kernel, ptr: &Expr, index: &str) -> (String, u8) {
        let element = || format!("{}[{index}]", self.expr_str(k, ptr, P_POSTFIX));
        match k.type_of(ptr) {
            Ty::Ptr(Prim::F16, _) if self.options.fp16 => (format!("(float){}", element()), P_UNARY),
            Ty::Ptr(Prim::F16, space) => {
                (format!("tinyc_f16_load({})", self.bits_element_str(k, ptr, index, space)), P_POSTFIX)
            }
            Ty::Ptr(Prim::BF16, _) => (format!("tinyc_bf16_load({})", element()), P_POSTFIX),
            _ => (element(), P_POSTFIX),
        }
    }

    /// `vloadW` of `ptr[index…]`: `f16` and `bf16` elements arrive as `floatW` (their register
    /// type): `half` vectors converted with `cl_khr_fp16`, else `vload_halfW` (core OpenCL C;
    /// wider than 4 as pieces of 4; the CPU GEMM that loads vectors runs on CPU devices only,
    /// never on oclgrind, which cannot run its generic-pointer form); `bf16` bits shifted into
    /// the upper half of each `uint`.
    fn load_vector_str(&self, k: &Kernel, w: u8, ptr: &Expr, index: &Expr) -> (String, u8) {
        let addr = self.address_str(k, ptr, index);
        match k.type_of(ptr) {
            Ty::Ptr(Prim::F16, _) if self.options.fp16 => (format!("convert_float{w}(vload{w}(0, {addr}))"), P_POSTFIX),
            Ty::Ptr(Prim::F16, _) if w > 4 => {
                // Pieces of `vload_half4`: PoCL 3.1 compiles `vload_half8` and `vload_half16` to
                // aligned vector loads, which fault at an address that is not a multiple of the
                // vector's size (an `f16` A of 9 rows); 8 bytes have no such load on x86.
                let pieces: Vec<String> = (0..w / 4).map(|q| format!("vload_half4({q}, {addr})")).collect();
                (format!("(float{w})({})", pieces.join(", ")), P_POSTFIX)
            }
            Ty::Ptr(Prim::F16, _) => (format!("vload_half{w}(0, {addr})"), P_POSTFIX),
            Ty::Ptr(Prim::BF16, _) => (format!("as_float{w}(convert_uint{w}(vload{w}(0, {addr})) << 16)"), P_POSTFIX),
            Ty::Ptr(p, _) if p.is_complex() => {
                (format!("vload{}(0, ({})({addr}))", 2 * w, self.parts_pointer(k, ptr, p)), P_POSTFIX)
            }
            _ => (format!("vload{w}(0, {addr})"), P_POSTFIX),
        }
    }

    /// `global float*` (or `local`, `double`): the type of a pointer to complex elements' parts.
    fn parts_pointer(&self, k: &Kernel, ptr: &Expr, p: Prim) -> String {
        let space = match k.type_of(ptr) {
            Ty::Ptr(_, space) => space,
            _ => Space::Global,
        };
        type_name(Ty::Ptr(p.component(), space))
    }

    /// A conversion to `to` of `a` (the language's `cast`), where the types differ.
    fn cast_str(&self, k: &Kernel, to: Prim, a: &Expr) -> (String, u8) {
        if let Ty::Vec(from, w) = k.type_of(a) {
            // Vectors of the CPU GEMM: 16-bit floats are `float` vectors already; wider types
            // convert element by element.
            return if prim_name(from) == prim_name(to) {
                self.expr_prec(k, a)
            } else {
                (format!("convert_{}{w}({})", prim_name(to), self.expr_str(k, a, 0)), P_POSTFIX)
            };
        }
        let from = k.type_of(a).prim().unwrap_or(Prim::I64);
        if to == Prim::Bool {
            let zero = if from.is_float() { "0.0" } else { "0" };
            return (format!("{} != {zero}", self.expr_str(k, a, P_EQ + 1)), P_EQ);
        }
        if to.is_complex() {
            let t2 = prim_name(to);
            if from.is_complex() {
                return (format!("convert_{t2}({})", self.expr_str(k, a, 0)), P_POSTFIX);
            }
            let t = prim_name(to.component());
            if to == Prim::C32 && from == Prim::I64 && self.options.exact_long_to_float {
                return (format!("({t2})(tinyc_l2f({}), 0)", self.expr_str(k, a, 0)), P_UNARY);
            }
            return (format!("({t2})(({t}){}, 0)", self.expr_str(k, a, P_UNARY)), P_UNARY);
        }
        if to.is_half() {
            let round = if to == Prim::F16 { "tinyc_f16" } else { "tinyc_bf16" };
            let a_s = self.expr_str(k, a, 0);
            let inner = match from {
                Prim::F32 | Prim::F16 | Prim::BF16 => a_s,
                Prim::F64 => format!("tinyc_odd_d({a_s})"),
                Prim::I32 | Prim::I64 => format!("tinyc_odd_l({a_s})"),
                _ => format!("(float)({a_s})"),
            };
            return (format!("{round}({inner})"), P_POSTFIX);
        }
        if from.is_float() && !to.is_float() {
            // Truncating and saturating, NaN to 0: a C cast of a value out of the integer's
            // range is undefined (LLVM folds it to poison), and the MLIR route's
            // `llvm.fptosi.sat` gives these values too.
            // NaN is tested first: oclgrind's convert_T_sat_rtz gives the type's least value for
            // it (the specification: 0).
            let x = self.expr_str(k, a, 0);
            let t = prim_name(to);
            return (format!("({t})(isnan({x}) ? 0 : convert_{t}_sat_rtz({x}))"), P_UNARY);
        }
        if to == Prim::F32 && from == Prim::I64 && self.options.exact_long_to_float {
            return (format!("tinyc_l2f({})", self.expr_str(k, a, 0)), P_POSTFIX);
        }
        (format!("({}){}", prim_name(to), self.expr_str(k, a, P_UNARY)), P_UNARY)
    }

    /// `ptr + index` (`ptr` itself for index 0).
    fn address_str(&self, k: &Kernel, ptr: &Expr, index: &Expr) -> String {
        if index.as_const() == Some(0) {
            self.expr_str(k, ptr, 0)
        } else {
            format!("{} + {}", self.expr_str(k, ptr, P_ADD), self.expr_str(k, index, P_ADD + 1))
        }
    }

    /// An expression, parenthesised if its precedence is below `min`.
    fn expr_str(&self, k: &Kernel, e: &Expr, min: u8) -> String {
        let (s, prec) = self.expr_prec(k, e);
        if prec < min { format!("({s})") } else { s }
    }

    fn expr_prec(&self, k: &Kernel, e: &Expr) -> (String, u8) {
        match e {
            Expr::Var(v) => {
                let info = k.var(*v);
                // A 16-bit float argument arrives as `half` (with cl_khr_fp16) or as its bits.
                match info.ty {
                    Ty::Prim(Prim::F16) if k.params.contains(v) && self.options.fp16 => {
                        (format!("(float){}", info.name), P_UNARY)
                    }
                    Ty::Prim(Prim::F16) if k.params.contains(v) => {
                        (format!("tinyc_f16_load({})", info.name), P_POSTFIX)
                    }
                    Ty::Prim(Prim::BF16) if k.params.contains(v) => {
                        (format!("tinyc_bf16_load({})", info.name), P_POSTFIX)
                    }
                    _ => (info.name.clone(), P_POSTFIX + 1),
                }
            }
            Expr::Int(v, p) => int_literal(*v, *p),
            Expr::Float(v, p) => float_literal(*v, if p.is_half() { Prim::F32 } else { *p }),
            Expr::Complex(p, re, im) => {
                let (re, im) = (self.expr_str(k, re, 0), self.expr_str(k, im, 0));
                (format!("({})({re}, {im})", prim_name(*p)), P_UNARY)
            }
            Expr::Builtin(b) => {
                let s = match b {
                    Builtin::LocalIdX => "(long)get_local_id(0)".to_string(),
                    Builtin::LocalIdY => "(long)get_local_id(1)".to_string(),
                    // The group's index in dimension 2, not the work-item's global id there (equal:
                    // a work-group is one work-item deep): Intel's CPU runtime ran a branch on
                    // `get_global_id(2) == -15` as if for that id (run/never_taken_if.ir).
                    Builtin::GroupId => "(long)get_group_id(2)".to_string(),
                    Builtin::GroupCount => "(long)get_num_groups(2)".to_string(),
                    Builtin::GroupIdAt(d) => format!("(long)get_group_id({d})"),
                    Builtin::GroupCountAt(d) => format!("(long)get_num_groups({d})"),
                    Builtin::SubgroupId => match &self.subgroup_id {
                        Some(name) => name.clone(),
                        None => "(long)get_sub_group_id()".to_string(),
                    },
                    Builtin::SubgroupLane => "(long)get_sub_group_local_id()".to_string(),
                };
                (s, P_UNARY)
            }
            Expr::Local { offset, elem } => {
                let s = if *offset == 0 {
                    format!("(local {}*)stack", elem_name(*elem))
                } else {
                    format!("(local {}*)(stack + {offset})", elem_name(*elem))
                };
                (s, P_UNARY)
            }
            Expr::Load(p, i) => self.load_str(k, p, i),
            Expr::LoadVec(w, p, i) => self.load_vector_str(k, *w, p, i),
            // Clang's builtin (PoCL and Intel's runtime compile OpenCL C with Clang): a constant
            // mask becomes one shuffle instruction, where OpenCL C's `shuffle2` takes a mask vector
            // at run time and regrouped components (`(float8)(a.s0, b.s0, …)`) compiled to
            // element-by-element inserts (docs/performance.md, `axpby.t`).
            Expr::Shuffle(a, _, mask) if mask.len() == 1 => {
                (format!("{}.s{:x}", self.expr_str(k, a, P_POSTFIX), mask[0]), P_POSTFIX)
            }
            Expr::Shuffle(a, b, mask) => {
                let (a, b) = (self.expr_str(k, a, 0), self.expr_str(k, b, 0));
                let mask: Vec<String> = mask.iter().map(u8::to_string).collect();
                (format!("__builtin_shufflevector({a}, {b}, {})", mask.join(", ")), P_POSTFIX)
            }
            Expr::Aligned(p, bytes) => (format!("(ulong){} % {bytes} == 0", self.expr_str(k, p, P_UNARY)), P_EQ),
            Expr::HSum(v) => {
                // Components in order: `v.s0 + v.s1 + … + v.sf` (OpenCL C has no horizontal sum).
                let width = match k.type_of(v) {
                    Ty::Vec(_, w) => w,
                    _ => 1,
                };
                let vector = self.expr_str(k, v, P_POSTFIX);
                if width == 1 {
                    return (vector, P_POSTFIX);
                }
                let parts: Vec<String> = (0..width).map(|c| format!("{vector}.s{c:x}")).collect();
                (parts.join(" + "), P_ADD)
            }
            Expr::Fma(x, y, z) => {
                let [x, y, z] = [x, y, z].map(|e| self.expr_str(k, e, 0));
                (format!("fma({x}, {y}, {z})"), P_POSTFIX)
            }
            // A comparison of vectors gives -1 (every bit set) where it holds, which `select`
            // takes as true; a scalar condition picks one whole value.
            Expr::Select(c, a, b) => {
                let vector_mask = matches!(&**c, Expr::Cmp(_, x, _) if matches!(k.type_of(x), Ty::Vec(..)));
                // A scalar value beside a vector broadcasts (`select` takes one type).
                let ty = k.type_of(e);
                let value = |x: &Expr| {
                    let s = self.expr_str(k, x, 0);
                    if matches!(ty, Ty::Vec(..)) && !matches!(k.type_of(x), Ty::Vec(..)) {
                        format!("({})({s})", type_name(ty))
                    } else {
                        s
                    }
                };
                let (a, b) = (value(a), value(b));
                let c = self.expr_str(k, c, 0);
                if vector_mask {
                    (format!("select({b}, {a}, {c})"), P_POSTFIX)
                } else {
                    (format!("({c} ? {a} : {b})"), P_POSTFIX)
                }
            }
            Expr::Offset(p, i) => (self.address_str(k, p, i), P_ADD),
            Expr::NotNull(p) => (format!("{} != 0", self.expr_str(k, p, P_REL)), P_EQ),
            Expr::Cast(to, a) => self.cast_str(k, *to, a),
            Expr::Cmp(op, a, b) => {
                let (sym, prec) = match op {
                    CmpOp::Eq => ("==", P_EQ),
                    CmpOp::Ne => ("!=", P_EQ),
                    CmpOp::Lt => ("<", P_REL),
                    CmpOp::Le => ("<=", P_REL),
                    CmpOp::Gt => (">", P_REL),
                    CmpOp::Ge => (">=", P_REL),
                };
                (format!("{} {sym} {}", self.expr_str(k, a, prec), self.expr_str(k, b, prec + 1)), prec)
            }
            Expr::Un(op, a) => {
                // A vector's negation is its elements' (only float vectors are made).
                let p = k.type_of(a).elem().unwrap_or(Prim::I64);
                // The operand of a prefix minus: `- -12` must not print as the decrement `--12`.
                let negated = || {
                    let s = self.expr_str(k, a, P_UNARY);
                    if s.starts_with('-') { format!("({s})") } else { s }
                };
                match op {
                    UnOp::Re => (format!("{}.x", self.expr_str(k, a, P_POSTFIX)), P_POSTFIX),
                    UnOp::Im => (format!("{}.y", self.expr_str(k, a, P_POSTFIX)), P_POSTFIX),
                    // Multiplying by ±1 is exact (signed zeros and NaN included).
                    UnOp::Conj => {
                        let t = prim_name(p.component());
                        let (one, minus) = if t == "float" { ("1.0f", "-1.0f") } else { ("1.0", "-1.0") };
                        (format!("{} * ({t}2)({one}, {minus})", self.expr_str(k, a, P_MUL)), P_MUL)
                    }
                    UnOp::Not if p == Prim::Bool => (format!("!{}", self.expr_str(k, a, P_UNARY)), P_UNARY),
                    UnOp::Not => (format!("~{}", self.expr_str(k, a, P_UNARY)), P_UNARY),
                    UnOp::WNeg if semantics::wraps_back(p) => (format!("({})-{}", prim_name(p), negated()), P_UNARY),
                    UnOp::WNeg if matches!(p, Prim::I32 | Prim::I64) => (
                        format!("({})(-({}){})", prim_name(p), unsigned_name(p), self.expr_str(k, a, P_UNARY)),
                        P_UNARY,
                    ),
                    UnOp::WNeg => (format!("-{}", negated()), P_UNARY),
                    // `abs` of an integer is unsigned in OpenCL C; the cast back wraps the most
                    // negative value to itself.
                    UnOp::Abs if p.is_float() => (format!("fabs({})", self.expr_str(k, a, 0)), P_POSTFIX),
                    // |MIN| is MIN (it wraps). PoCL folds `abs` of a constant MIN to garbage (its
                    // `llvm.abs` calls MIN poison), so constants are folded here.
                    UnOp::Abs if let Expr::Int(v, _) = a.as_ref() => {
                        let r = match p {
                            Prim::I8 => i64::from((*v as i8).wrapping_abs()),
                            Prim::I16 => i64::from((*v as i16).wrapping_abs()),
                            Prim::I32 => i64::from((*v as i32).wrapping_abs()),
                            _ => v.wrapping_abs(),
                        };
                        int_literal(r, p)
                    }
                    UnOp::Abs => (format!("({})abs({})", prim_name(p), self.expr_str(k, a, 0)), P_UNARY),
                }
            }
            Expr::Math { f, native, arg } => {
                let p = k.type_of(arg).elem().unwrap_or(Prim::F32);
                let x = self.expr_str(k, arg, 0);
                // `native_*` exists for float only; half values are floats here, rounded after.
                let name = if *native && p != Prim::F64 && *f != MathFn::Sqrt {
                    format!("native_{}", f.c_name())
                } else {
                    f.c_name().to_string()
                };
                match p {
                    Prim::F16 => (format!("tinyc_f16({name}({x}))"), P_POSTFIX),
                    Prim::BF16 => (format!("tinyc_bf16({name}({x}))"), P_POSTFIX),
                    _ => (format!("{name}({x})"), P_POSTFIX),
                }
            }
            Expr::Bin(op, a, b) => self.binary(k, *op, a, b),
        }
    }

    fn binary(&self, k: &Kernel, op: BinOp, a: &Expr, b: &Expr) -> (String, u8) {
        // A vector's operations are the elements' (only float vectors are made).
        let p = k.type_of(a).elem().unwrap_or(Prim::I64);
        let infix = |sym: &str, prec: u8| {
            (format!("{} {sym} {}", self.expr_str(k, a, prec), self.expr_str(k, b, prec + 1)), prec)
        };
        let call = |f: &str| {
            // `min(long, 15)` is ambiguous in OpenCL C: long constants get their suffix here,
            // and `char` and `short` ones a cast (`max(char, 3)` is ambiguous too).
            let arg = |e: &Expr| match e {
                Expr::Int(v, Prim::I64) if *v != i64::MIN => format!("{v}L"),
                Expr::Int(v, q @ (Prim::I8 | Prim::I16)) => format!("({}){v}", prim_name(*q)),
                _ => self.expr_str(k, e, 0),
            };
            (format!("{f}({}, {})", arg(a), arg(b)), P_POSTFIX)
        };
        if let Ty::Vec(p, w) = k.type_of(a)
            && p.is_complex()
            && matches!(op, BinOp::WMul | BinOp::Mul)
        {
            let (a, b) = (self.expr_str(k, a, 0), self.expr_str(k, b, 0));
            return (format!("tinyc_cvmul_{}{}({a}, {b})", complex_suffix(p), 2 * w), P_POSTFIX);
        }
        if p.is_complex() && matches!(op, BinOp::WMul | BinOp::Mul | BinOp::Div) {
            let f = if op == BinOp::Div { "tinyc_cdiv" } else { "tinyc_cmul" };
            let (a, b) = (self.expr_str(k, a, 0), self.expr_str(k, b, 0));
            return (format!("{f}_{}({a}, {b})", complex_suffix(p)), P_POSTFIX);
        }
        if p.is_half() && matches!(op, BinOp::WAdd | BinOp::WSub | BinOp::WMul | BinOp::Div) {
            // Computed in float and rounded once: exact for + − × ÷ (types.md).
            let sym = match op {
                BinOp::WAdd => "+",
                BinOp::WSub => "-",
                BinOp::WMul => "*",
                _ => "/",
            };
            let round = if p == Prim::F16 { "tinyc_f16" } else { "tinyc_bf16" };
            let (a, b) = (self.expr_str(k, a, P_ADD), self.expr_str(k, b, P_MUL + 1));
            return (format!("{round}({a} {sym} {b})"), P_POSTFIX);
        }
        match op {
            BinOp::WAdd | BinOp::WSub | BinOp::WMul if matches!(p, Prim::I32 | Prim::I64) => {
                let sym = match op {
                    BinOp::WAdd => "+",
                    BinOp::WSub => "-",
                    _ => "*",
                };
                let u = unsigned_name(p);
                let prec = if sym == "*" { P_MUL } else { P_ADD };
                (
                    format!(
                        "({})(({u}){} {sym} ({u}){})",
                        prim_name(p),
                        self.expr_str(k, a, P_UNARY),
                        self.expr_str(k, b, P_UNARY)
                    ),
                    prec.min(P_UNARY),
                )
            }
            BinOp::WAdd | BinOp::WSub | BinOp::WMul | BinOp::Shl if semantics::wraps_back(p) => {
                let (sym, prec) = match op {
                    BinOp::WAdd => ("+", P_ADD),
                    BinOp::WSub => ("-", P_ADD),
                    BinOp::WMul => ("*", P_MUL),
                    _ => ("<<", P_SHIFT),
                };
                let (s, _) = infix(sym, prec);
                (format!("({})({s})", prim_name(p)), P_UNARY)
            }
            BinOp::Add | BinOp::WAdd => infix("+", P_ADD),
            BinOp::Sub | BinOp::WSub => infix("-", P_ADD),
            BinOp::Mul | BinOp::WMul => infix("*", P_MUL),
            BinOp::Div => infix("/", P_MUL),
            BinOp::Rem if p.is_float() => call(semantics::FLOAT_REM),
            BinOp::Rem => infix("%", P_MUL),
            // A shift takes the type of its left operand: a 64-bit literal must be `long` (`17L`),
            // or the count would be masked to 5 bits and the result computed in `int`.
            BinOp::Shl | BinOp::Shr if p == Prim::I64 && matches!(a, Expr::Int(v, _) if *v != i64::MIN) => {
                let sym = if op == BinOp::Shl { "<<" } else { ">>" };
                let v = if let Expr::Int(v, _) = a { *v } else { 0 };
                let lhs = if v < 0 { format!("({v}L)") } else { format!("{v}L") };
                (format!("{lhs} {sym} {}", self.expr_str(k, b, P_SHIFT + 1)), P_SHIFT)
            }
            BinOp::Shl => infix("<<", P_SHIFT),
            BinOp::Shr => infix(">>", P_SHIFT),
            BinOp::And if p == Prim::Bool => infix("&&", P_LAND),
            BinOp::Or if p == Prim::Bool => infix("||", P_LOR),
            BinOp::Xor if p == Prim::Bool => infix("!=", P_EQ),
            BinOp::And => infix("&", P_BAND),
            BinOp::Or => infix("|", P_BOR),
            BinOp::Xor => infix("^", P_BXOR),
            BinOp::Min if p.is_float() => call("fmin"),
            BinOp::Max if p.is_float() => call("fmax"),
            BinOp::Min => call("min"),
            BinOp::Max => call("max"),
        }
    }
}

fn int_literal(v: i64, p: Prim) -> (String, u8) {
    match p {
        Prim::Bool => ((if v != 0 { "true" } else { "false" }).to_string(), P_POSTFIX + 1),
        _ if v == i64::MIN => ("(-9223372036854775807L - 1)".to_string(), P_POSTFIX + 1),
        // `-2147483648` is the negation of a `long` literal in C: a shift of it would be done in
        // 64 bits and truncated.
        Prim::I32 if v == i64::from(i32::MIN) => ("(-2147483647 - 1)".to_string(), P_POSTFIX + 1),
        Prim::I64 if v > i32::MAX as i64 || v < i32::MIN as i64 => {
            if v < 0 {
                (format!("{v}L"), P_UNARY)
            } else {
                (format!("{v}L"), P_POSTFIX + 1)
            }
        }
        _ if v < 0 => (v.to_string(), P_UNARY),
        _ => (v.to_string(), P_POSTFIX + 1),
    }
}

fn float_literal(v: f64, p: Prim) -> (String, u8) {
    let suffix = if p == Prim::F32 { "f" } else { "" };
    let cast = if p == Prim::F64 { "(double)" } else { "" };
    if v.is_nan() {
        return (format!("{cast}NAN"), P_UNARY);
    }
    if v.is_infinite() {
        let sign = if v < 0.0 { "-" } else { "" };
        return (format!("{sign}{cast}INFINITY"), P_UNARY);
    }
    let mut s = if p == Prim::F32 { format!("{:?}", v as f32) } else { format!("{v:?}") };
    if !s.contains(['.', 'e', 'E']) {
        s.push_str(".0");
    }
    if s.contains('e') && !s.contains('.') {
        // 1e-7 → 1.0e-7 (C needs no dot with an exponent, but keep one for readability)
        if let Some(pos) = s.find('e') {
            s.insert_str(pos, ".0");
        }
    }
    s.push_str(suffix);
    let prec = if v.is_sign_negative() { P_UNARY } else { P_POSTFIX + 1 };
    (s, prec)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking
    use super::*;
    use tinyc_frontend::{Device, Frontend, Source};

    /// The first vector store of the statements, for rewriting.
    fn first_store_vec(stmts: &mut [Stmt]) -> Option<&mut Stmt> {
        for s in stmts {
            match s {
                Stmt::StoreVec { .. } => return Some(s),
                Stmt::For { body, .. } => {
                    if let Some(found) = first_store_vec(body) {
                        return Some(found);
                    }
                }
                Stmt::If { then, otherwise, .. } => {
                    if let Some(found) = first_store_vec(then).or_else(|| first_store_vec(otherwise)) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        None
    }

    #[test]
    fn vector_stores_print_as_vstore_and_a_scalar_one_as_a_plain_store() {
        let text = "func @k(%A: memref<f32x16x4>, %B: memref<f32x4x16>, %C: memref<f32x16x16>) {
  gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x16x4>, memref<f32x4x16>, f32, memref<f32x16x16>
}";
        let checked = Frontend::new(Device::cpu()).run(&Source::new("k.ir", text.as_bytes())).expect("checks");
        let mut kernels = tinyc_kernel::lower_module(&checked).expect("lowers");
        let print = |k: &Kernel| {
            let mut out = String::new();
            Writer::new(&mut out).kernel(k).expect("writes");
            out
        };
        let vector = print(&kernels[0]);
        assert!(vector.contains("vstore16(c00, 0, C + j0 * 16);"), "{vector}");
        let Some(Stmt::StoreVec { value, .. }) = first_store_vec(&mut kernels[0].body) else {
            panic!("no vector store in\n{vector}");
        };
        *value = Expr::Float(2.5, Prim::F32);
        let scalar = print(&kernels[0]);
        assert!(scalar.contains("C[j0 * 16] = 2.5f;"), "{scalar}");
        assert!(!scalar.contains("vstore1("), "{scalar}");
    }
}

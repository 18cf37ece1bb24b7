//! # C header for C and C++ hosts
//!
//! [`c_header`] writes a self-contained C99 header (`tinyc compile --emit c-header`) that a C or
//! C++ program includes to build and launch the kernels of one file with the plain OpenCL API:
//!
//! - `static const char S_opencl_c[]`: the OpenCL C source, NUL-terminated, for
//!   `clCreateProgramWithSource` (`S` is the file stem made a C identifier, [`c_identifier`]);
//! - per kernel `K` (its emitted name, [`KernelAbi::name`], without a trailing `_`: `@int`,
//!   emitted `int_`, gives `int_set_args`): `K_KERNEL_NAME` (the emitted name, a string for
//!   `clCreateKernel`), `K_WORK_GROUP_SIZE_X`, `K_WORK_GROUP_SIZE_Y`, `K_NUM_ARGS`;
//! - `K_set_args(kernel, …)`: one C parameter per ABI argument, in ABI order, named as the ABI
//!   (`--abi-json`): a memref's data as `cl_mem`, a group's pointer array as `void *` (an SVM
//!   pointer, set with `clSetKernelArgSVMPointer`), a group's per-member shape/stride arrays as
//!   `cl_mem`, sizes, strides and offsets as `cl_long`, scalars as `cl_float`, `cl_double`,
//!   `cl_char`, `cl_short`, `cl_int`, `cl_long`; returns the first error;
//! - `K_launch(queue, kernel, groups, num_wait, wait, event)` (tinytc v0.4 kernels: the grid
//!   (groups, 1, 1), global size (X·groups, Y, 1)): local size (X, Y, 1), global size
//!   (X, Y, groups).
//!
//! The ABI names are already valid C identifiers that OpenCL C and C do not reserve. A few are
//! still unusable as parameter names *in a host header*: C++ keywords (`new`, `class`), macros of
//! the headers `<CL/cl.h>` pulls in (`INT8_MAX`, `SIZE_MAX`) or of GNU modes (`unix`, `linux`),
//! the OpenCL functions the header calls, and the header's own macros and local. Such a
//! parameter gets a trailing `_` (or `x` after a `_`, as C++ reserves `__`; repeated until
//! free); the comment above each kernel lists every argument with its ABI name, so the
//! positional ABI is unchanged. A header with group arguments stops with `#error` where the host
//! asks for an OpenCL version before 2.0 (`CL_TARGET_OPENCL_VERSION`).

use std::collections::HashSet;
use std::fmt::Write as _;

use sha2::{Digest, Sha256};

use tinyc_frontend::abi::{AbiArg, KernelAbi, Role};
use tinyc_frontend::ast::{Func, Lang};
use tinyc_frontend::print::type_in;
use tinyc_frontend::types::Scalar;
use tinyc_frontend::{Checked, Diagnostic};

/// The local variable of every `K_set_args` (also kept out of the parameter names).
const STATUS: &str = "tinyc_status";

/// The OpenCL API functions the header calls (a parameter of that name would shadow them).
const CALLED: &[&str] = &["clSetKernelArg", "clSetKernelArgSVMPointer", "clEnqueueNDRangeKernel"];

/// C++ keywords and alternative tokens that C and OpenCL C do not reserve already.
const CXX_KEYWORDS: &[&str] = &[
    "and",
    "and_eq",
    "bitand",
    "bitor",
    "catch",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "compl",
    "concept",
    "consteval",
    "constinit",
    "const_cast",
    "co_await",
    "co_return",
    "co_yield",
    "decltype",
    "delete",
    "dynamic_cast",
    "explicit",
    "export",
    "friend",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "operator",
    "or",
    "or_eq",
    "protected",
    "public",
    "reinterpret_cast",
    "requires",
    "template",
    "this",
    "throw",
    "try",
    "typeid",
    "typename",
    "using",
    "virtual",
    "wchar_t",
    "xor",
    "xor_eq",
];

/// Macros that compilers predefine in their GNU modes (`cc` without `-std=c99`).
const GNU_MACROS: &[&str] = &["unix", "linux", "i386"];

/// Object-like macros of the C library's headers that a host includes beside this one (and that
/// `<CL/cl.h>` brings in itself on x86: `<stdlib.h>` through `xmmintrin.h`), other than the
/// families of [`family`]: `<stdlib.h>`, `<stdio.h>`, `<errno.h>`, `<math.h>`, `<complex.h>`,
/// `<locale.h>`, `<time.h>`, `<limits.h>`, `<float.h>`, glibc's `<endian.h>`, `<sys/select.h>`
/// and `<sys/wait.h>`.
const LIBC_MACROS: &[&str] = &[
    "BIG_ENDIAN",
    "BUFSIZ",
    "BYTE_ORDER",
    "CHAR_BIT",
    "CLOCKS_PER_SEC",
    "DECIMAL_DIG",
    "EOF",
    "EXIT_FAILURE",
    "EXIT_SUCCESS",
    "FD_SETSIZE",
    "FILENAME_MAX",
    "FOPEN_MAX",
    "HUGE_VAL",
    "HUGE_VALF",
    "HUGE_VALL",
    "I",
    "INFINITY",
    "LITTLE_ENDIAN",
    "L_tmpnam",
    "MATH_ERREXCEPT",
    "MATH_ERRNO",
    "MB_CUR_MAX",
    "MB_LEN_MAX",
    "NAN",
    "NFDBITS",
    "NULL",
    "PDP_ENDIAN",
    "RAND_MAX",
    "TIME_UTC",
    "TMP_MAX",
    "WEOF",
    "complex",
    "errno",
    "imaginary",
    "math_errhandling",
    "stderr",
    "stdin",
    "stdout",
];

/// Prefixes of families of upper-case C library macros: `<errno.h>` codes (`EDOM`, `E2BIG`:
/// `E` and two or more characters), signals and their handlers (`SIGINT`, `SIG_DFL`), `<fenv.h>`,
/// `<math.h>` classes (`FP_NAN`), `<locale.h>` categories, `<stdio.h>` seeks, `<float.h>`,
/// `<sys/wait.h>` (`WNOHANG`, `WEXITSTATUS`), and the limits of `<limits.h>` (`_MAX`, `_MIN`).
const LIBC_PREFIXES: &[&str] = &["SIG", "FE_", "FP_", "LC_", "SEEK_", "FLT_", "DBL_", "LDBL_", "W"];

/// Prefixes of the `<stdint.h>` limit and constant macros (`INT8_MAX`, `UINT64_C`, `SIZE_MAX`).
const STDINT_PREFIXES: &[&str] = &["INT", "UINT", "PTRDIFF_", "SIG_ATOMIC_", "SIZE_", "WCHAR_", "WINT_"];

/// Whether `name` is unusable as a parameter name in the header (beyond what the ABI avoids).
fn host_reserved(name: &str) -> bool {
    let upper_macro = name.bytes().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == b'_');
    CXX_KEYWORDS.contains(&name)
        || GNU_MACROS.contains(&name)
        || LIBC_MACROS.contains(&name)
        || CALLED.contains(&name)
        || name == STATUS
        // No name of a family ends with `_`, so a trailing `_` frees a name (as in the ABI).
        || (!name.ends_with('_') && family(name, upper_macro))
}

/// OpenCL API functions (`clFinish`; `cl_`/`CL_` are reserved by the ABI's own rules), the
/// `<stdint.h>` and `<inttypes.h>` macros (`PRId64`, `SCNx8`) and the C library's families
/// ([`LIBC_PREFIXES`]). Upper-case user names of those shapes (`W`, `EX`, `SIGMA`…) are renamed
/// too: a trailing `_` costs nothing, a clash a host that does not compile.
fn family(name: &str, upper_macro: bool) -> bool {
    let b = name.as_bytes();
    let format = (name.starts_with("PRI") || name.starts_with("SCN"))
        && b.get(3).is_some_and(|c| b"diouxX".contains(c))
        && b.len() > 4;
    (name.len() > 2 && name.starts_with("cl") && b[2].is_ascii_uppercase())
        || format
        || (upper_macro
            && (STDINT_PREFIXES.iter().any(|p| name.starts_with(p))
                || LIBC_PREFIXES.iter().any(|p| name.starts_with(p) && name.len() > p.len())
                || (name.starts_with('E') && name.len() > 2)
                || name.ends_with("_MAX")
                || name.ends_with("_MIN")))
}

/// A file stem (or any name) made a C identifier for `S_opencl_c` and the header guard: other
/// characters become `_`, leading underscores go (reserved at file scope), a leading digit gets
/// the prefix `x`, and nothing left gives `tinyc`.
pub fn c_identifier(stem: &str) -> String {
    let s: String = stem.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    let s = s.trim_start_matches('_');
    match s.chars().next() {
        None => "tinyc".to_string(),
        Some(c) if c.is_ascii_digit() => format!("x{s}"),
        Some(_) => s.to_string(),
    }
}

/// `func @k(%a: f32, %B: memref<f32x4x?>)`: a function's signature as written (canonical types,
/// in the spelling of `lang`: a v0.4 `bool` stays `bool`).
pub fn source_signature(f: &Func, lang: Lang) -> String {
    let params: Vec<String> =
        f.params.iter().map(|p| format!("%{}: {}", p.name.name, type_in(&p.ty.node, lang))).collect();
    format!("func @{}({})", f.name, params.join(", "))
}

/// The header for the kernels of `checked` (OpenCL C from [`crate::compile`]); `stem` names the
/// source array `stem_opencl_c` and the guard after [`c_identifier`]. The error is an internal
/// compiler error (of the lowering, or an `i1` argument, which the front end rejects).
pub fn c_header(checked: &Checked, raw_stem: &str) -> Result<String, Diagnostic> {
    c_header_with(checked, raw_stem, &crate::Options::default())
}

/// [`c_header`] with the OpenCL C of [`crate::compile_with`] these options.
pub fn c_header_with(checked: &Checked, raw_stem: &str, options: &crate::Options) -> Result<String, Diagnostic> {
    let opencl_c = crate::compile_with(checked, options)?;
    let abis = checked.abis();
    let stem = c_identifier(raw_stem);
    let prefixes = kernel_prefixes(&abis);
    // The header's own macros: no parameter may be named like one.
    let mut macros: HashSet<String> = HashSet::new();
    for p in &prefixes {
        for suffix in ["KERNEL_NAME", "WORK_GROUP_SIZE_X", "WORK_GROUP_SIZE_Y", "NUM_ARGS"] {
            macros.insert(format!("{p}_{suffix}"));
        }
    }
    let guard = guard(raw_stem);
    macros.insert(guard.clone());

    let mut h = String::new();
    let _ = writeln!(h, "/* Generated by tinyc {}: the OpenCL C kernels of `{stem}`", env!("CARGO_PKG_VERSION"));
    for line in [
        " * and their launch helpers, for C99 and C++ hosts. Do not edit.",
        " *",
        " * Build: clCreateProgramWithSource with the source below, clBuildProgram (with",
        " * -cl-std=CL3.0 or CL2.0, and -cl-fp32-correctly-rounded-divide-sqrt where the",
        " * device's CL_DEVICE_SINGLE_FP_CONFIG has CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT: the",
        " * language's division is IEEE, which GPUs give f32 only with it), clCreateKernel by",
        " * the kernel's name. Launch: K_set_args,",
        " * then K_launch, which runs `groups` work-groups (tinytc v0.3.1 kernels: group_id =",
        " * get_global_id(2); tinytc v0.4 kernels: group_id.x = get_group_id(0)).",
        " * Group parameters are SVM pointer arrays: a member buffer allocated with clSVMAlloc",
        " * must also be listed with clSetKernelExecInfo(kernel, CL_KERNEL_EXEC_INFO_SVM_PTRS).",
        " */",
    ] {
        let _ = writeln!(h, "{line}");
    }
    let _ = write!(
        h,
        "#ifndef {guard}\n#define {guard}\n\n\
         #ifndef CL_TARGET_OPENCL_VERSION\n#define CL_TARGET_OPENCL_VERSION 300\n#endif\n\
         #include <CL/cl.h>\n\n"
    );
    if abis.iter().any(|abi| abi.args.iter().any(|a| a.pointer_depth == 2)) {
        // Without OpenCL 2.0's API the SVM call below is an implicit declaration (C) or an error.
        h.push_str(
            "#if CL_TARGET_OPENCL_VERSION < 200\n\
             #error \"group arguments are SVM pointers (clSetKernelArgSVMPointer, OpenCL 2.0): \
             define CL_TARGET_OPENCL_VERSION as 200 or later\"\n#endif\n\n",
        );
    }
    h.push_str("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
    let _ = writeln!(h, "/* The OpenCL C source of every kernel below (NUL-terminated). */");
    // C99 only promises 4095 characters per literal; `-pedantic` says so for longer sources,
    // which every compiler that warns about it (GCC, Clang) accepts.
    let _ = writeln!(
        h,
        "#if defined(__GNUC__)\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#endif"
    );
    let _ = writeln!(h, "static const char {stem}_opencl_c[] =");
    h.push_str(&c_string_literal(&opencl_c));
    h.push_str(";\n#if defined(__GNUC__)\n#pragma GCC diagnostic pop\n#endif\n");
    for ((f, abi), p) in checked.module.funcs.iter().zip(&abis).zip(&prefixes) {
        kernel(&mut h, f, abi, p, checked.module.lang, &macros)?;
    }
    let _ = write!(h, "\n#ifdef __cplusplus\n}} /* extern \"C\" */\n#endif\n\n#endif /* {guard} */\n");
    Ok(h)
}

/// The header guard: `TINYC_<STEM>_H` for a stem of lower-case letters, digits and `_` (not
/// leading), else the same with a hash of the stem as written before `_H`, so that stems which
/// become the same identifier (`my-k`, `my_k`; `a`, `A`) never share a guard and a host that
/// includes both headers gets both (or a loud redefinition of `S_opencl_c`, never a silent miss).
fn guard(raw_stem: &str) -> String {
    let ident = c_identifier(raw_stem);
    let upper = ident.to_ascii_uppercase();
    if ident == raw_stem && !raw_stem.bytes().any(|b| b.is_ascii_uppercase()) {
        return format!("TINYC_{upper}_H");
    }
    let digest = Sha256::digest(raw_stem.as_bytes());
    let hash: String = digest[..4].iter().map(|b| format!("{b:02X}")).collect();
    format!("TINYC_{upper}_{hash}_H")
}

/// The prefix `K` of each kernel's macros and functions: its emitted name without trailing `_`
/// (`@int`, emitted `int_`, gives `int_set_args`, not `int__set_args`: C++ reserves `__`
/// anywhere), unless another kernel's prefix is that already; then the emitted name itself.
/// Names without a trailing `_` are their own prefixes and come first, so the prefixes are
/// distinct: a fallback ends with `_`, a trimmed name never does.
fn kernel_prefixes(abis: &[KernelAbi]) -> Vec<String> {
    let mut taken: HashSet<&str> = abis.iter().map(|a| a.name.as_str()).filter(|n| !n.ends_with('_')).collect();
    abis.iter()
        .map(|a| {
            let trimmed = a.name.trim_end_matches('_');
            if !a.name.ends_with('_') {
                a.name.clone()
            } else if !trimmed.is_empty() && taken.insert(trimmed) {
                trimmed.to_string()
            } else {
                a.name.clone()
            }
        })
        .collect()
}

/// The macros and functions of one kernel; `p` prefixes them ([`kernel_prefixes`]).
fn kernel(
    h: &mut String,
    f: &Func,
    abi: &KernelAbi,
    p: &str,
    lang: Lang,
    macros: &HashSet<String>,
) -> Result<(), Diagnostic> {
    let k = &abi.name;
    let (x, y) = abi.work_group_size;
    let names = parameter_names(abi, macros);
    let _ = write!(h, "\n/* Kernel `{k}`: {}\n", source_signature(f, lang));
    let _ = writeln!(h, " * work_group_size({x}, {y}); arguments in ABI order:");
    for (i, (a, c_name)) in abi.args.iter().zip(&names).enumerate() {
        let renamed = if *c_name == a.name { String::new() } else { format!(" (ABI name {})", a.name) };
        let _ = writeln!(h, " *   {i:>2} {c_name}{renamed}: {}", describe(a));
    }
    h.push_str(" */\n");
    let _ = writeln!(h, "#define {p}_KERNEL_NAME \"{k}\"");
    let _ = writeln!(h, "#define {p}_WORK_GROUP_SIZE_X {x}");
    let _ = writeln!(h, "#define {p}_WORK_GROUP_SIZE_Y {y}");
    let _ = writeln!(h, "#define {p}_NUM_ARGS {}", abi.args.len());

    let mut params = vec!["cl_kernel kernel".to_string()];
    let mut body = String::new();
    for (i, (a, c_name)) in abi.args.iter().zip(&names).enumerate() {
        let ty = c_type(a).ok_or_else(|| {
            Diagnostic::internal(format!("argument `{}` of kernel `{k}` has type {}", a.name, a.ty), f.name_span)
        })?;
        params.push(if ty.ends_with('*') { format!("{ty}{c_name}") } else { format!("{ty} {c_name}") });
        let call = if a.pointer_depth == 2 {
            format!("clSetKernelArgSVMPointer(kernel, {i}, {c_name})")
        } else {
            format!("clSetKernelArg(kernel, {i}, sizeof({ty}), &{c_name})")
        };
        let _ = writeln!(body, "    if ({STATUS} == CL_SUCCESS) {STATUS} = {call};");
    }
    let _ = writeln!(h, "static inline cl_int {p}_set_args({})\n{{", params.join(", "));
    if abi.args.is_empty() {
        h.push_str("    (void)kernel;\n    return CL_SUCCESS;\n}\n");
    } else {
        let _ = writeln!(h, "    cl_int {STATUS} = CL_SUCCESS;");
        h.push_str(&body);
        let _ = writeln!(h, "    return {STATUS};\n}}");
    }
    // A v0.3.1 kernel's batch runs along dimension 2, a v0.4 kernel's grid (groups, 1, 1) along 0.
    let global = match abi.launch {
        tinyc_frontend::abi::Launch::Batch => format!("{p}_WORK_GROUP_SIZE_X, {p}_WORK_GROUP_SIZE_Y, groups"),
        tinyc_frontend::abi::Launch::Grid => format!("{p}_WORK_GROUP_SIZE_X * groups, {p}_WORK_GROUP_SIZE_Y, 1"),
    };
    let _ = write!(
        h,
        "static inline cl_int {p}_launch(cl_command_queue queue, cl_kernel kernel, size_t groups, cl_uint num_wait,\n\
         {pad}const cl_event *wait, cl_event *event)\n\
         {{\n    \
         const size_t local[3] = {{{p}_WORK_GROUP_SIZE_X, {p}_WORK_GROUP_SIZE_Y, 1}};\n    \
         const size_t global[3] = {{{global}}};\n    \
         return clEnqueueNDRangeKernel(queue, kernel, 3, NULL, global, local, num_wait, wait, event);\n\
         }}\n",
        pad = " ".repeat(p.len() + 31)
    );
    Ok(())
}

/// The C parameter names of a kernel's arguments: the ABI names, with a trailing `_` where one
/// is unusable in a host header or already taken by an earlier (renamed) argument.
fn parameter_names(abi: &KernelAbi, macros: &HashSet<String>) -> Vec<String> {
    let mut taken: HashSet<String> = HashSet::new();
    taken.insert("kernel".into());
    abi.args
        .iter()
        .map(|a| {
            let mut name = a.name.clone();
            while host_reserved(&name) || macros.contains(&name) || taken.contains(&name) {
                // `x` after a trailing `_`: C++ reserves `__` anywhere in a name.
                name.push(if name.ends_with('_') { 'x' } else { '_' });
            }
            taken.insert(name.clone());
            name
        })
        .collect()
}

/// The C type of an argument (`None` for an `i1` scalar, which cannot be a kernel argument).
fn c_type(a: &AbiArg) -> Option<&'static str> {
    Some(match (a.pointer_depth, a.ty) {
        (2.., _) => "void *",
        (1, _) => "cl_mem",
        (0, Scalar::I8) => "cl_char",
        (0, Scalar::I16) => "cl_short",
        (0, Scalar::I32) => "cl_int",
        (0, Scalar::I64 | Scalar::Index) => "cl_long",
        (0, Scalar::F32) => "cl_float",
        (0, Scalar::F64) => "cl_double",
        // The bits of an f16 (`cl_half` is a 16-bit unsigned integer) and of a bf16.
        (0, Scalar::F16) => "cl_half",
        (0, Scalar::BF16) => "cl_ushort",
        (0, Scalar::C32) => "cl_float2",
        (0, Scalar::C64) => "cl_double2",
        (0, Scalar::I1) => return None,
    })
}

/// What an argument carries, for the comment above each kernel.
fn describe(a: &AbiArg) -> String {
    let p = &a.param;
    let mode = a.mode.unwrap_or(0);
    match (a.role, a.pointer_depth) {
        (Role::Scalar, _) => format!("%{p} ({})", a.ty),
        (Role::Data, 1) => format!("%{p}: the buffer of {} elements", a.ty),
        (Role::Data, _) => format!("%{p}: SVM array of pointers to {} elements, one per member", a.ty),
        (Role::Shape, 0) => format!("size of mode {mode} of %{p}"),
        (Role::Stride, 0) => format!("stride of mode {mode} of %{p}"),
        (Role::Shape, _) => format!("buffer of cl_long: size of mode {mode} of each member of %{p}"),
        (Role::Stride, _) => format!("buffer of cl_long: stride of mode {mode} of each member of %{p}"),
        (Role::Offset, _) => format!("offset of %{p} (elements, added to every member)"),
        (Role::Size, _) => format!("number of members of %{p}"),
    }
}

/// `text` as adjacent C string literals, one per line (long lines in pieces of at most 500
/// bytes), each indented by four spaces and ending with a newline; empty text gives `""`.
/// Escapes keep it valid C99 and C++ whatever it holds: `\\`, `\"`, `\?` (no trigraphs), `\n`,
/// `\t`, and three-digit octal for every other byte outside printable ASCII.
fn c_string_literal(text: &str) -> String {
    const PIECE: usize = 500;
    let mut out = String::new();
    let mut piece = String::new();
    let mut piece_bytes = 0;
    let flush = |out: &mut String, piece: &mut String| {
        let _ = writeln!(out, "    \"{piece}\"");
        piece.clear();
    };
    for b in text.bytes() {
        match b {
            b'\\' => piece.push_str("\\\\"),
            b'"' => piece.push_str("\\\""),
            b'?' => piece.push_str("\\?"),
            b'\n' => piece.push_str("\\n"),
            b'\t' => piece.push_str("\\t"),
            0x20..=0x7e => piece.push(char::from(b)),
            _ => {
                let _ = write!(piece, "\\{b:03o}");
            }
        }
        piece_bytes += 1;
        if b == b'\n' || piece_bytes >= PIECE {
            flush(&mut out, &mut piece);
            piece_bytes = 0;
        }
    }
    if !piece.is_empty() || out.is_empty() {
        flush(&mut out, &mut piece);
    }
    // The last literal carries the declaration's `;` on the caller's side: drop its newline.
    if out.ends_with('\n') {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use tinyc_frontend::{Frontend, Source};

    use super::*;

    fn header(tir: &str, stem: &str) -> String {
        let checked = Frontend::default().run(&Source::new("t.ir", tir.as_bytes())).unwrap_or_else(|_| unreachable!());
        c_header(&checked, stem).unwrap_or_else(|_| unreachable!())
    }

    #[test]
    fn identifiers_from_stems() {
        assert_eq!(c_identifier("gemm"), "gemm");
        assert_eq!(c_identifier("batched-gemm.v2"), "batched_gemm_v2");
        assert_eq!(c_identifier("3d"), "x3d");
        assert_eq!(c_identifier("_private"), "private");
        assert_eq!(c_identifier("__"), "tinyc");
        assert_eq!(c_identifier(""), "tinyc");
    }

    #[test]
    fn literals_escape_what_c_would_misread() {
        assert_eq!(c_string_literal(""), "    \"\"");
        assert_eq!(c_string_literal("a ? b : c\n"), "    \"a \\? b : c\\n\"");
        assert_eq!(c_string_literal("\"\\\u{e9}\n\tx"), "    \"\\\"\\\\\\303\\251\\n\"\n    \"\\tx\"");
        let long = "x".repeat(1200);
        let lit = c_string_literal(&long);
        assert_eq!(lit.lines().count(), 3);
        assert!(lit.lines().all(|l| l.len() <= 500 + 6));
    }

    #[test]
    fn one_parameter_per_abi_argument_in_abi_order() {
        let h = header(
            "func @k(%alpha: f32, %A: memref<f64x4x?>, %G: group<memref<i16x?x3>, offset: ?>, %n: index, %c: i8) \
             work_group_size(16, 2) {}",
            "my-file",
        );
        assert!(h.contains("static const char my_file_opencl_c[] =\n"), "{h}");
        assert!(
            h.contains("#define k_WORK_GROUP_SIZE_X 16\n#define k_WORK_GROUP_SIZE_Y 2\n#define k_NUM_ARGS 9\n"),
            "{h}"
        );
        assert!(
            h.contains(
                "static inline cl_int k_set_args(cl_kernel kernel, cl_float alpha, cl_mem A, cl_long A_shape1, \
                 void *G, cl_mem G_shape0, cl_mem G_stride1, cl_long G_offset, cl_long n, cl_char c)\n"
            ),
            "{h}"
        );
        assert!(h.contains("tinyc_status = clSetKernelArgSVMPointer(kernel, 3, G);"));
        assert!(h.contains("tinyc_status = clSetKernelArg(kernel, 4, sizeof(cl_mem), &G_shape0);"));
        assert!(h.contains("tinyc_status = clSetKernelArg(kernel, 8, sizeof(cl_char), &c);"));
        assert!(h.contains("const size_t global[3] = {k_WORK_GROUP_SIZE_X, k_WORK_GROUP_SIZE_Y, groups};"));
        assert!(h.starts_with("/* Generated by tinyc"));
        assert!(h.ends_with(&format!("#endif /* {} */\n", guard("my-file"))));
        // A tinytc v0.4 kernel: a bool as a cl_char, the group's member count, the grid launch.
        let h = header(
            "func @k(%f: bool, %G: group<memref<f32x4>x?>) attributes{work_group_size=[16,2], subgroup_size=16} {}",
            "v4",
        );
        assert!(
            h.contains("static inline cl_int k_set_args(cl_kernel kernel, cl_char f, void *G, cl_long G_size)"),
            "{h}"
        );
        assert!(h.contains("const size_t global[3] = {k_WORK_GROUP_SIZE_X * groups, k_WORK_GROUP_SIZE_Y, 1};"), "{h}");
    }

    #[test]
    fn names_a_host_cannot_use_get_a_trailing_underscore() {
        let h = header(
            "func @k(%new: f32, %new_: f32, %INT8_MAX: i32, %clFinish: i32, %k_NUM_ARGS: i32, %tinyc_status: i8, \
             %unix: f32) {}",
            "n",
        );
        assert!(
            h.contains(
                "k_set_args(cl_kernel kernel, cl_float new_, cl_float new_x, cl_int INT8_MAX_, cl_int clFinish_, \
                 cl_int k_NUM_ARGS_, cl_char tinyc_status_, cl_float unix_)"
            ),
            "{h}"
        );
        assert!(h.contains(" *    0 new_ (ABI name new): %new (f32)\n"), "{h}");
    }

    #[test]
    fn c_library_macros_get_a_trailing_underscore() {
        // `<CL/cl.h>` brings in `<stdlib.h>` on x86 (RAND_MAX, EXIT_SUCCESS, glibc's BYTE_ORDER
        // and W* wait flags); hosts include `<stdio.h>`, `<errno.h>`, `<inttypes.h>`… too.
        let h = header(
            "func @k(%RAND_MAX: i32, %EXIT_SUCCESS: f32, %BYTE_ORDER: i32, %WNOHANG: i32, %stdin: f32, \
             %EDOM: i32, %PRId64: i32, %SIGINT: i32, %ULLONG_MAX: i64, %I: f32, %W: f32, %E: f32, %PRIME: f32, \
             %Wk: f32) {}",
            "libc",
        );
        assert!(
            h.contains(
                "k_set_args(cl_kernel kernel, cl_int RAND_MAX_, cl_float EXIT_SUCCESS_, cl_int BYTE_ORDER_, \
                 cl_int WNOHANG_, cl_float stdin_, cl_int EDOM_, cl_int PRId64_, cl_int SIGINT_, cl_long ULLONG_MAX_, \
                 cl_float I_, cl_float W, cl_float E, cl_float PRIME, cl_float Wk)"
            ),
            "{h}"
        );
    }

    #[test]
    fn stems_that_become_one_identifier_get_distinct_guards() {
        let guards: Vec<String> = ["my_k", "my-k", "my.k", "MY_K", "a", "A", "3d", "x3d"].map(guard).into();
        assert_eq!(guards[0], "TINYC_MY_K_H");
        assert_eq!(guards[4], "TINYC_A_H");
        assert_eq!(guards[7], "TINYC_X3D_H");
        for (i, g) in guards.iter().enumerate() {
            assert!(g.starts_with("TINYC_") && g.ends_with("_H") && !g.contains("__"), "{g}");
            assert!(guards[..i].iter().all(|h| h != g), "{guards:?}");
        }
        // The same stem always gives the same guard (a header included twice is included once).
        assert_eq!(guard("my-k"), guards[1]);
        assert!(guards[1].starts_with("TINYC_MY_K_") && guards[1].len() == "TINYC_MY_K_12345678_H".len());
        let h = header("func @k() {}", "my-k");
        assert!(h.contains(&format!("#ifndef {0}\n#define {0}\n", guards[1])), "{h}");
    }

    #[test]
    fn kernels_emitted_with_a_trailing_underscore_drop_it_in_the_header() {
        // `int` is reserved in OpenCL C (emitted `int_`), `atomic_x` a family (`atomic_x_`);
        // `a` and `a_` are both written, so `a_` keeps its name.
        let h = header("func @int() {}\nfunc @atomic_x(%new_: f32, %new: f32) {}\nfunc @a_() {}\nfunc @a() {}", "k");
        for want in [
            "#define int_KERNEL_NAME \"int_\"\n#define int_WORK_GROUP_SIZE_X",
            "static inline cl_int int_set_args(cl_kernel kernel)",
            "static inline cl_int int_launch(cl_command_queue queue",
            "#define atomic_x_KERNEL_NAME \"atomic_x_\"\n",
            "atomic_x_set_args(cl_kernel kernel, cl_float new_, cl_float new_x)",
            "#define a__KERNEL_NAME \"a_\"\n",
            "#define a_KERNEL_NAME \"a\"\n",
        ] {
            assert!(h.contains(want), "{want}\n{h}");
        }
        assert_eq!(h.matches("__set_args").count(), 1, "{h}");
        assert!(!h.contains("#error"), "{h}");
    }

    #[test]
    fn a_v04_signature_keeps_bool_and_groups_need_opencl_2() {
        let h = header(
            "func @v(%flag: bool, %G: group<memref<f32x4>x?>) attributes{work_group_size=[16,1], subgroup_size=16} {}",
            "v",
        );
        assert!(h.contains("/* Kernel `v`: func @v(%flag: bool, %G: group<memref<f32x4>x?>)\n"), "{h}");
        assert!(
            h.contains("#include <CL/cl.h>\n\n#if CL_TARGET_OPENCL_VERSION < 200\n#error \"group arguments are SVM"),
            "{h}"
        );
    }

    #[test]
    fn a_kernel_without_arguments_uses_its_kernel_parameter() {
        let h = header("func @empty() {}", "e");
        assert!(h.contains("static inline cl_int empty_set_args(cl_kernel kernel)\n{\n    (void)kernel;"), "{h}");
        assert!(h.contains("#define empty_NUM_ARGS 0\n"));
    }
}

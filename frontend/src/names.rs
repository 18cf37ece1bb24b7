//! # Names the targets reserve
//!
//! `calling-convention.md`, "Names the target reserves": every name a program may write must
//! compile, on every target, to a kernel that builds and computes what the program says. A kernel,
//! argument or value name that is not usable as written gets a trailing `_` (repeated until
//! free); a name already taken gets a numeric suffix `_1`, `_2`, ….
//!
//! One reserved set serves every target (OpenCL C and PTX), so a kernel has the same argument
//! names on both and the ABI JSON does not depend on the target. It holds:
//! - the keywords and type names of C and OpenCL C 3.0, and C's reserved identifiers (`__x`,
//!   `_X`);
//! - what an OpenCL C compiler declares: built-in functions, types, macros and constants (taken
//!   from the names clang 22's `opencl-c.h`/`opencl-c-base.h` declare, plus prefix rules for the
//!   large families: `convert_*`, `as_*`, `vload*`, `get_*`, `atomic_*`, vector types, …);
//! - nothing for PTX: its directives (`.entry`), types (`.u64`) and special registers (`%tid`)
//!   carry a prefix no tensor-language name has, and LLVM's registers are `%r1`, … (checked by
//!   the test that compiles every program with hostile names through `ptxas`);
//! - the names the OpenCL C writer prints itself (the `alloca` stack, the compare-and-swap loops).
//!
//! [`Namer`] hands out names in one scope (a module's kernels, or one kernel's arguments and
//! variables): it never returns a reserved name or one it returned before.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, LazyLock};

/// C and OpenCL C keywords, type names and qualifiers.
const KEYWORDS: &[&str] = &[
    "alignas",
    "alignof",
    "asm",
    "auto",
    "bool",
    "break",
    "case",
    "char",
    "complex",
    "const",
    "constant",
    "constexpr",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "false",
    "float",
    "for",
    "generic",
    "global",
    "goto",
    "half",
    "if",
    "imaginary",
    "inline",
    "int",
    "kernel",
    "local",
    "long",
    "main",
    "noreturn",
    "nullptr",
    "pipe",
    "private",
    "quad",
    "read_only",
    "read_write",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "struct",
    "switch",
    "thread_local",
    "true",
    "typedef",
    "typeof",
    "typeof_unqual",
    "uniform",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "write_only",
    "char",
    "uchar",
    "short",
    "ushort",
    "uint",
    "ulong",
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "event_t",
    "sampler_t",
    "queue_t",
    "ndrange_t",
    "clk_event_t",
    "reserve_id_t",
    "image1d_t",
    "image1d_array_t",
    "image1d_buffer_t",
    "image2d_t",
    "image2d_array_t",
    "image2d_depth_t",
    "image2d_array_depth_t",
    "image2d_msaa_t",
    "image2d_array_msaa_t",
    "image2d_msaa_depth_t",
    "image2d_array_msaa_depth_t",
    "image3d_t",
    "memory_order",
    "memory_scope",
    "kernel_enqueue_flags_t",
    "clk_profiling_info",
    "vec_type_hint",
    "work_group_size_hint",
    "reqd_work_group_size",
    "nosvm",
    "definition",
    "kernel_exec",
    "cles_khr_int64",
];

/// Built-in functions and constants an OpenCL C compiler declares (outside the prefix families).
const BUILTINS: &[&str] = &[
    "ATOMIC_FLAG_INIT",
    "ATOMIC_VAR_INIT",
    "CHAR_BIT",
    "CHAR_MAX",
    "CHAR_MIN",
    "FP_ILOGB0",
    "FP_ILOGBNAN",
    "FP_FAST_FMA",
    "FP_FAST_FMAF",
    "HUGE_VAL",
    "HUGE_VALF",
    "INFINITY",
    "INT_MAX",
    "INT_MIN",
    "LONG_MAX",
    "LONG_MIN",
    "MAXFLOAT",
    "MAX_WORK_DIM",
    "NAN",
    "NULL",
    "SCHAR_MAX",
    "SCHAR_MIN",
    "SHRT_MAX",
    "SHRT_MIN",
    "UCHAR_MAX",
    "UINT_MAX",
    "ULONG_MAX",
    "USHRT_MAX",
    "EOF",
    "abs",
    "abs_diff",
    "acos",
    "acosh",
    "acospi",
    "add_sat",
    "all",
    "any",
    "asin",
    "asinh",
    "asinpi",
    "async_work_group_copy",
    "async_work_group_strided_copy",
    "atan",
    "atan2",
    "atan2pi",
    "atanh",
    "atanpi",
    "barrier",
    "bit_reverse",
    "bitfield_extract_signed",
    "bitfield_extract_unsigned",
    "bitfield_insert",
    "bitselect",
    "capture_event_profiling_info",
    "cbrt",
    "ceil",
    "clamp",
    "clz",
    "copysign",
    "cos",
    "cosh",
    "cospi",
    "create_user_event",
    "cross",
    "ctz",
    "degrees",
    "distance",
    "dot",
    "enqueue_kernel",
    "enqueue_marker",
    "erf",
    "erfc",
    "exp",
    "exp10",
    "exp2",
    "expm1",
    "fabs",
    "fast_distance",
    "fast_length",
    "fast_normalize",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "fract",
    "frexp",
    "hadd",
    "hypot",
    "ilogb",
    "is_valid_event",
    "is_valid_reserve_id",
    "isequal",
    "isfinite",
    "isgreater",
    "isgreaterequal",
    "isinf",
    "isless",
    "islessequal",
    "islessgreater",
    "isnan",
    "isnormal",
    "isnotequal",
    "isordered",
    "isunordered",
    "ldexp",
    "length",
    "lgamma",
    "lgamma_r",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "mad",
    "mad24",
    "mad_hi",
    "mad_sat",
    "max",
    "maxmag",
    "mem_fence",
    "min",
    "minmag",
    "mix",
    "modf",
    "mul24",
    "mul_hi",
    "nan",
    "ndrange_1D",
    "ndrange_2D",
    "ndrange_3D",
    "nextafter",
    "normalize",
    "popcount",
    "pow",
    "pown",
    "powr",
    "prefetch",
    "printf",
    "radians",
    "read_mem_fence",
    "release_event",
    "remainder",
    "remquo",
    "retain_event",
    "rhadd",
    "rint",
    "rootn",
    "rotate",
    "round",
    "rsqrt",
    "select",
    "set_user_event_status",
    "shuffle",
    "shuffle2",
    "sign",
    "signbit",
    "sin",
    "sincos",
    "sinh",
    "sinpi",
    "smoothstep",
    "sqrt",
    "step",
    "sub_sat",
    "tan",
    "tanh",
    "tanpi",
    "tgamma",
    "trunc",
    "upsample",
    "wait_group_events",
    "write_mem_fence",
    "assert",
    "offsetof",
    "static_cast",
];

/// Families of built-ins, reserved by prefix (`convert_int_sat_rte`, `vload_half4`, …).
const PREFIXES: &[&str] = &[
    "__",
    "as_",
    "async_",
    "atom_",
    "atomic_",
    "cl_",
    "CL_",
    "CLK_",
    "clock_",
    "convert_",
    "DBL_",
    "dot_",
    "FLT_",
    "get_",
    "half_",
    "HALF_",
    "intel_",
    "amd_",
    "arm_",
    "memory_order_",
    "memory_scope_",
    "native_",
    "read_image",
    "sub_group_",
    "vload",
    "vstore",
    "work_group_",
    "write_image",
];

/// The math constants `M_<name>`, `M_<name>_F` and `M_<name>_H`.
const MATH_CONSTANTS: &[&str] =
    &["E", "LOG2E", "LOG10E", "LN2", "LN10", "PI", "PI_2", "PI_4", "1_PI", "2_PI", "2_SQRTPI", "SQRT2", "SQRT1_2"];

/// Scalar type names that have vector (`float4`) and matrix (`float4x4`) forms.
const VECTOR_BASES: &[&str] =
    &["bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half", "float", "double", "quad"];

/// Names the OpenCL C writer prints itself (the `alloca` stack, its compare-and-swap loops).
pub const WRITER_NAMES: &[&str] = &["stack", "atom_p", "atom_seen", "atom_expected", "atom_old"];

/// [`KEYWORDS`], [`BUILTINS`] and [`WRITER_NAMES`], looked up once per name a kernel gives out.
static RESERVED_WORDS: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| KEYWORDS.iter().chain(BUILTINS).chain(WRITER_NAMES).copied().collect());

/// Whether `name` cannot be used as written as a kernel, argument or variable name on some target.
pub fn is_reserved(name: &str) -> bool {
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        return true;
    }
    let b = name.as_bytes();
    if b[0] == b'_' && b.get(1).is_some_and(|c| c.is_ascii_uppercase() || *c == b'_') {
        return true;
    }
    if let Some(rest) = name.strip_prefix("M_") {
        let rest = rest.strip_suffix("_F").or_else(|| rest.strip_suffix("_H")).unwrap_or(rest);
        if MATH_CONSTANTS.contains(&rest) {
            return true;
        }
    }
    RESERVED_WORDS.contains(name)
        // No built-in of a family ends with `_`, so a trailing `_` frees a name.
        || (!name.ends_with('_') && PREFIXES.iter().any(|p| name.starts_with(p)))
        || is_vector_type(name)
}

/// `float4`, `int16`, `double2x3`, …: a scalar type name followed by digits (and `xN`).
fn is_vector_type(name: &str) -> bool {
    VECTOR_BASES.iter().any(|base| {
        name.strip_prefix(base).is_some_and(|rest| {
            !rest.is_empty()
                && rest.split('x').all(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
                && rest.starts_with(|c: char| c.is_ascii_digit())
        })
    })
}

/// `name` made a C identifier: other characters become `_`, a leading digit gets the prefix `x`
/// (the calling convention's `%0` → `x0`).
pub fn identifier(name: &str) -> String {
    let mut s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, 'x');
    }
    s
}

/// The longest kernel name tinyc emits, in bytes, before a suffix that keeps it unique. PoCL 3.1
/// names a file after each kernel and aborts the host process on a name of 253 bytes or more; a
/// longer kernel name is cut to this length (its ABI keeps the `source_name`, by which the runtime
/// finds it too).
pub const MAX_KERNEL_NAME: usize = 200;

/// Hands out unique, usable names in one scope.
#[derive(Clone, Debug, Default)]
pub struct Namer {
    taken: HashSet<String>,
    /// For each base name: the suffix to try first (every smaller one is taken, and names are
    /// never given back), so that many variables of one base cost one probe each, not one per
    /// earlier variable.
    next: HashMap<String, u32>,
    /// Names taken elsewhere that this scope must avoid too (a module's kernel names, shared by
    /// every kernel's argument scope instead of claimed in each, which cost the square of the
    /// kernel count).
    outside: Option<Arc<HashSet<String>>>,
}

impl Namer {
    pub fn new() -> Namer {
        Namer::default()
    }

    /// A namer that hands out none of `outside` either, as if each had been claimed.
    pub fn avoiding(outside: Arc<HashSet<String>>) -> Namer {
        Namer { outside: Some(outside), ..Namer::default() }
    }

    fn free(&self, name: &str) -> bool {
        !self.taken.contains(name) && !self.outside.as_ref().is_some_and(|o| o.contains(name))
    }

    /// A usable form of `wanted`: `wanted` itself if it is free, with trailing `_` while it is
    /// reserved, then with `_1`, `_2`, … while it is taken.
    pub fn name(&mut self, wanted: &str) -> String {
        let base = unreserved(identifier(wanted));
        if self.free(&base) {
            self.taken.insert(base.clone());
            return base;
        }
        let mut n = self.next.get(&base).copied().unwrap_or(1);
        let mut name = unreserved(format!("{base}_{n}"));
        while !self.free(&name) {
            n += 1;
            name = unreserved(format!("{base}_{n}"));
        }
        self.next.insert(base, n + 1);
        self.taken.insert(name.clone());
        name
    }

    /// [`name`](Self::name) for a kernel: cut to [`MAX_KERNEL_NAME`] bytes first.
    pub fn kernel_name(&mut self, wanted: &str) -> String {
        let mut base = identifier(wanted);
        // `identifier` leaves only ASCII, so any byte length is a character boundary.
        base.truncate(MAX_KERNEL_NAME);
        self.name(&base)
    }

    /// Whether `name` has been handed out.
    pub fn is_taken(&self, name: &str) -> bool {
        !self.free(name)
    }

    /// Marks a name handed out elsewhere (an argument name) as taken, returning whether it was
    /// free and usable.
    pub fn claim(&mut self, name: &str) -> bool {
        !is_reserved(name) && self.free(name) && self.taken.insert(name.to_string())
    }
}

fn unreserved(mut s: String) -> String {
    // C reserves `__x` and `_X` whatever follows: those get a leading `x` instead.
    if s.starts_with("__") || s.starts_with("_") && s[1..].starts_with(|c: char| c.is_ascii_uppercase()) {
        s.insert(0, 'x');
    }
    while is_reserved(&s) {
        s.push('_');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_words_of_every_kind() {
        for w in [
            "kernel",
            "global",
            "int",
            "for",
            "main",
            "float4",
            "bool",
            "half",
            "get_global_id",
            "NAN",
            "INFINITY",
            "MAXFLOAT",
            "M_PI",
            "as_float",
            "min",
            "convert_int_sat",
            "vload_half4",
            "double2x3",
            "__x",
            "_Bool",
            "stack",
            "atom_seen",
            "printf",
        ] {
            assert!(is_reserved(w), "{w}");
        }
        for w in [
            "b8", "f16", "u64", "a", "x0", "alpha", "A", "G", "k", "n", "o", "c", "X_shape2", "float_", "floats", "_x",
            "i",
        ] {
            assert!(!is_reserved(w), "{w}");
        }
    }

    #[test]
    fn reserved_names_get_underscores_taken_names_numbers() {
        let mut n = Namer::new();
        assert_eq!(n.name("kernel"), "kernel_");
        assert_eq!(n.name("kernel"), "kernel__1");
        assert_eq!(n.name("a"), "a");
        assert_eq!(n.name("a"), "a_1");
        assert_eq!(n.name("0"), "x0");
        assert_eq!(n.name("get_x"), "get_x_");
        assert_eq!(n.name("__x"), "x__x");
        assert_eq!(n.name("_Bool"), "x_Bool");
        assert!(n.is_taken("get_x_"));
        assert!(!n.claim("a") && !n.claim("min") && n.claim("b"));
    }

    #[test]
    fn long_kernel_names_are_cut_and_stay_unique() {
        let mut n = Namer::new();
        let long = format!("{}a", "k".repeat(300));
        assert_eq!(n.kernel_name(&long), "k".repeat(MAX_KERNEL_NAME));
        assert_eq!(n.kernel_name(&format!("{}b", "k".repeat(300))), format!("{}_1", "k".repeat(MAX_KERNEL_NAME)));
        assert_eq!(n.kernel_name(&"é".repeat(250)), format!("x{}", "_".repeat(MAX_KERNEL_NAME)));
        assert_eq!(n.kernel_name("gemm"), "gemm");
    }
}

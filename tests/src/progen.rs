//! A generator of random *valid* tensor-language programs with launch descriptions, for
//! differential fuzzing ([`crate::difffuzz`]): every program checks, stays in bounds and has no
//! undefined behaviour, so any difference between a device and the host interpreter is a bug.
//!
//! How validity is kept by construction:
//! - **Shapes.** Every memref mode is a (typed size, run-time size) pair; BLAS operands are picked
//!   among the visible views whose modes match the output's exactly (as written and at run time),
//!   or are new input parameters made to fit.
//! - **Bounds.** Indices are literals below the size, a `foreach` variable over the mode, or
//!   `(x & 1023) % size`; subview, expand and fuse stay inside their operand (fuse only where the
//!   run-time strides are contiguous).
//! - **No races.** Work-group g writes only its own slice of an output (`subview %P[…, %g]`),
//!   except `.atomic` fetch-adds (β = 1) into shared accumulators, which are never read; a
//!   `foreach` stores only to one view, at an element that only its iteration touches, and reads
//!   other memory; a BLAS output never shares a root with its operands.
//! - **No undefined arithmetic.** Integer divisors are `(x & 7) + 1`; float→int casts take only
//!   exact values (any: out of range they saturate, NaN gives 0); allocas are fully written
//!   before they are read.
//! - **Float tolerance.** Values are tracked as *exact* (the same bits on every conforming
//!   implementation: loads of data never computed, literals, and single IEEE operations on exact
//!   values that cannot be contracted into an FMA). Comparisons, `if` conditions, float→int casts
//!   and `fmod` take exact values only, so a rounding difference never changes control flow or
//!   jumps an integer; everything else is compared with a relative tolerance.

use crate::exec::Rng;

/// Scalar types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    I1,
    I8,
    I16,
    I32,
    I64,
    Idx,
    F32,
    F64,
    F16,
    BF16,
    C32,
    C64,
}

impl T {
    pub fn name(self) -> &'static str {
        match self {
            T::I1 => "i1",
            T::I8 => "i8",
            T::I16 => "i16",
            T::I32 => "i32",
            T::I64 => "i64",
            T::Idx => "index",
            T::F32 => "f32",
            T::F64 => "f64",
            T::F16 => "f16",
            T::BF16 => "bf16",
            T::C32 => "c32",
            T::C64 => "c64",
        }
    }
    /// A real floating-point type.
    pub fn is_float(self) -> bool {
        matches!(self, T::F32 | T::F64 | T::F16 | T::BF16)
    }
    pub fn is_half(self) -> bool {
        matches!(self, T::F16 | T::BF16)
    }
    pub fn is_complex(self) -> bool {
        matches!(self, T::C32 | T::C64)
    }
    /// Real or complex floating point: values that round.
    pub fn is_fp(self) -> bool {
        self.is_float() || self.is_complex()
    }
    pub fn is_int(self) -> bool {
        !self.is_fp() && self != T::I1
    }
    /// The smallest and largest value of an integer type.
    fn range(self) -> (i64, i64) {
        match self {
            T::I8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
            T::I16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
            T::I32 => (i64::from(i32::MIN), i64::from(i32::MAX)),
            T::I1 => (0, 1),
            _ => (i64::MIN, i64::MAX),
        }
    }
    const INTS: [T; 5] = [T::I8, T::I16, T::I32, T::I64, T::Idx];
    const NUMERIC: [T; 11] = [T::I8, T::I16, T::I32, T::I64, T::Idx, T::F32, T::F64, T::F16, T::BF16, T::C32, T::C64];
    const ATOMIC: [T; 9] = [T::I32, T::I64, T::Idx, T::F32, T::F64, T::F16, T::BF16, T::C32, T::C64];

    /// The element types a BLAS operation with output type `self` may read, and α and β may
    /// have: v0.3.1's rules among its own types (any number type into a float, integers into an
    /// integer); with a new type on either side, `types.md`'s "α ⪯ C".
    fn inputs_of(self) -> &'static [T] {
        match self {
            T::F32 | T::F64 => &[T::I8, T::I16, T::I32, T::I64, T::Idx, T::F32, T::F64, T::F16, T::BF16],
            T::F16 => &[T::I8, T::F16],
            T::BF16 => &[T::I8, T::BF16],
            T::C32 => &[T::I8, T::I16, T::I32, T::F16, T::BF16, T::F32, T::C32],
            T::C64 => &[T::I8, T::I16, T::I32, T::F16, T::BF16, T::F32, T::F64, T::C32, T::C64],
            _ => &T::INTS,
        }
    }
}

/// One mode: its size as written (`None` = `?`) and at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    pub ty: Option<i64>,
    pub n: i64,
}

/// A memref type with its run-time strides.
#[derive(Clone, Debug, PartialEq)]
pub struct Ty {
    pub elem: T,
    pub shape: Vec<Mode>,
    /// Strides as written (`None` = `?`).
    pub stride: Vec<Option<i64>>,
    /// Strides at run time.
    pub cstride: Vec<i64>,
}

fn dim(d: Option<i64>) -> String {
    d.map_or("?".to_string(), |v| v.to_string())
}

impl Ty {
    pub fn text(&self) -> String {
        let mut s = format!("memref<{}", self.elem.name());
        for m in &self.shape {
            s.push_str(&format!("x{}", dim(m.ty)));
        }
        if !self.shape.is_empty() {
            let st: Vec<String> = self.stride.iter().map(|d| dim(*d)).collect();
            s.push_str(&format!(",strided<{}>", st.join(",")));
        }
        s.push('>');
        s
    }
    fn rank(&self) -> usize {
        self.shape.len()
    }
}

/// Canonical strides as written for a shape (§3.2).
fn canonical(shape: &[Mode]) -> Vec<Option<i64>> {
    let mut out = Vec::new();
    let mut acc = Some(1i64);
    for m in shape {
        out.push(acc);
        acc = match (acc, m.ty) {
            (Some(a), Some(t)) => Some(a * t),
            _ => None,
        };
    }
    out
}

fn packed(shape: &[i64]) -> Vec<i64> {
    let mut out = Vec::new();
    let mut acc = 1;
    for &n in shape {
        out.push(acc);
        acc *= n.max(1);
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Input,
    Output,
    /// Shared by all work-groups: only `.atomic` fetch-adds write it, nothing reads it.
    Accum,
    Local,
}

struct Root {
    role: Role,
    /// Float data not yet written by anything inexact.
    exact: bool,
    /// Data as launched (small values).
    pristine: bool,
    /// Fully written (allocas start uninitialised).
    init: bool,
}

#[derive(Clone, Debug)]
struct View {
    name: String,
    ty: Ty,
    root: usize,
}

#[derive(Clone, Debug)]
struct Scal {
    name: String,
    t: T,
    exact: bool,
    /// A product (or its negation): adding it to something may be contracted into an FMA.
    mul: bool,
    /// |value| ≤ 100 (safe to convert to any integer type).
    small: bool,
}

/// An operand: a value or a literal, with what is known about it.
#[derive(Clone, Debug)]
struct Opnd {
    text: String,
    exact: bool,
    mul: bool,
    small: bool,
}

/// What may be generated.
#[derive(Clone, Copy, Debug)]
pub struct Features {
    /// Group parameters (they need shared virtual memory).
    pub groups: bool,
    /// Emit the programs in tinytc v0.4 ([`rewrite_v04`] of the v0.3.1 program generated).
    pub v04: bool,
}

/// A v0.3.1 program as the equivalent tinytc v0.4 program (`tinyc fmt --to v0.4`); `None` when
/// v0.4 cannot say it (`upgrade::inexpressible`, `upgrade::narrow_products`).
pub fn rewrite_v04(text: &str) -> Result<Option<String>, String> {
    use tinyc_frontend::ast::Lang;
    let frontend = |lang| tinyc_frontend::Frontend::new(tinyc_frontend::Device::generic()).with_lang(Some(lang));
    let src = tinyc_frontend::Source::new("fuzz.ir", text.as_bytes());
    let checked = frontend(Lang::V03).run(&src).map_err(|d| src.render(&d))?;
    if tinyc_frontend::upgrade::narrow_products(&checked).is_some() {
        return Ok(None);
    }
    let printed = tinyc_frontend::print::print(&tinyc_frontend::upgrade::to_v04(&checked), Some(text));
    let new = tinyc_frontend::Source::new("fuzz.ir (v0.4)", printed.as_bytes());
    match frontend(Lang::V04).run(&new) {
        Ok(_) => Ok(Some(printed)),
        Err(d) if tinyc_frontend::upgrade::inexpressible(&d) => Ok(None),
        Err(d) => Err(new.render(&d)),
    }
}

/// A generated program and its launch.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub text: String,
    /// Launch values by parameter name (the `runs.txt` syntax).
    pub params: Vec<(String, String)>,
    pub groups: i64,
}

/// Where a generated program's parameters end and its body closes: the positions after
/// `func @fz(`, of the parameter list's `)` and of the last `}`.
#[derive(Clone, Copy)]
struct FzParts {
    open: usize,
    close: usize,
    params_end: usize,
}

impl FzParts {
    fn of(text: &str) -> Option<FzParts> {
        let open = text.find("func @fz(")? + "func @fz(".len();
        let close = text.rfind('}')?;
        let params_end = open + text[open..].find(')')?;
        Some(FzParts { open, close, params_end })
    }

    /// `text` with `params` after its parameters and the `body` lines at the end of its body.
    fn with(self, text: &str, params: &[String], body: &[String]) -> String {
        let FzParts { open, close, params_end } = self;
        let sep = if params_end == open { "" } else { ", " };
        let block: String = body.iter().map(|l| format!("    {l}\n")).collect();
        format!(
            "{}{sep}{}{}{block}{}",
            &text[..params_end],
            params.join(", "),
            &text[params_end..close],
            &text[close..]
        )
    }
}

/// A cooperative matrix's load or store ([`Gen::placement`]): modifiers, position, the memref's
/// shape.
struct Placement {
    modifiers: String,
    pos: (i64, i64),
    shape: (i64, i64),
}

impl Placement {
    /// `value`, work-group `%gid`'s 2-D memref of the parameter `param` of this shape.
    fn subview(&self, value: &str, param: &str, elem: &str) -> String {
        let (r, c) = self.shape;
        format!("{value} = subview %{param}[0:{r}, 0:{c}, %gid] : memref<{elem}x{r}x{c}>")
    }
}

struct Gen {
    rng: Rng,
    feat: Features,
    groups: i64,
    params: Vec<String>,
    launch: Vec<(String, String)>,
    attrs: String,
    lines: Vec<String>,
    indent: usize,
    roots: Vec<Root>,
    views: Vec<View>,
    scals: Vec<Scal>,
    counter: usize,
    /// Modes the shapes are drawn from: a few static and a few dynamic sizes.
    pool: Vec<Mode>,
    /// Inside a `foreach`: the root it stores to.
    spmd_target: Option<usize>,
    budget: usize,
    gid: String,
    /// The work-group size and subgroup size when the program states both.
    sizes: Option<(i64, i64, i64)>,
}

/// Generates the program of `seed`.
pub fn generate(seed: u64, feat: Features) -> Case {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
        feat,
        groups: 0,
        params: Vec::new(),
        launch: Vec::new(),
        attrs: String::new(),
        lines: Vec::new(),
        indent: 1,
        roots: Vec::new(),
        views: Vec::new(),
        scals: Vec::new(),
        counter: 0,
        pool: Vec::new(),
        spmd_target: None,
        budget: 0,
        gid: "%gid".into(),
        sizes: None,
    };
    for _ in 0..12 {
        g.rng.next_u64();
    }
    g.groups = 1 + g.below(3) as i64;
    g.budget = 4 + g.below(14);
    for _ in 0..5 {
        let n = 1 + g.below(11) as i64;
        let ty = if g.chance(40) { None } else { Some(n) };
        g.pool.push(Mode { ty, n });
    }
    if g.chance(50) {
        let s = [8i64, 16, 32, 64][g.below(4)];
        let m = s * (1 + g.below(2) as i64);
        let n = [1i64, 2, 3][g.below(3)];
        g.attrs = format!(" work_group_size({m}, {n})");
        if g.chance(60) {
            g.attrs.push_str(&format!(" subgroup_size({s})"));
            g.sizes = Some((m, n, s));
        }
    }
    g.line("%gid = group_id".into());
    g.scals.push(Scal { name: "%gid".into(), t: T::Idx, exact: true, mul: false, small: false });
    g.block(0, true);
    let text = format!(
        "func @fz({}){} {{\n{}}}\n",
        g.params.join(", "),
        g.attrs,
        g.lines.iter().map(|l| format!("{l}\n")).collect::<String>()
    );
    // A failed rewrite gives a text the checker rejects, with the reason (an invalid case).
    let text = if feat.v04 {
        let v04 = match rewrite_v04(&text) {
            Ok(Some(v04)) if g.chance(60) => match g.sizes {
                Some(sizes) => g.divergent_subgroups(&v04, sizes, false),
                // No work-group size stated: the region states one (collectives run at any).
                None if g.attrs.is_empty() => {
                    let s = [8i64, 16, 32][g.below(3)];
                    let sizes = (s * (1 + g.below(4) as i64), 1 + g.below(2) as i64, s);
                    g.divergent_subgroups(&v04, sizes, true)
                }
                None => v04,
            },
            Ok(Some(v04)) => v04,
            // v0.4 cannot say it: the program stays v0.3.1.
            Ok(None) => text,
            Err(e) => format!("the v0.4 rewrite fails:\n{e}\n{text}"),
        };
        // A v0.4 program gets, for half of the seeds, a cooperative-matrix multiply-add of its
        // own (the v0.3.1 program it came from has none). Drawn last, so that the rest of the
        // program is what the seed gave before.
        let v04 =
            if v04.starts_with("func") && v04.contains("group_id.x") && g.chance(50) { g.coop_gemm(&v04) } else { v04 };
        // And, for some seeds, an elementwise `foreach` over one to three modes.
        let v04 = if v04.starts_with("func") && v04.contains("group_id.x") && g.chance(40) {
            g.elementwise_foreach(&v04)
        } else {
            v04
        };
        // And a subgroup kernel's column walk.
        if v04.starts_with("func") && v04.contains("group_id.x") && g.chance(30) { g.subgroup_walk(&v04) } else { v04 }
    } else {
        text
    };
    Case { seed, text, params: g.launch, groups: g.groups }
}

impl Gen {
    /// Adds to a v0.4 program a `parallel` region whose subgroup operations sit under control
    /// flow that differs between subgroups (tinytc v0.4 requires uniformity only within the
    /// subgroup): an `if` on the subgroup id holding a reduction or a scan, and a `for` whose
    /// trip count is the subgroup id plus a constant, carrying a sum of reductions (and, for
    /// some seeds, a broadcast). The values are small integers in `f32`, so every order of
    /// summation gives the same result. The result of work-item w goes to `%SG[w, group]`, a
    /// new output parameter.
    fn divergent_subgroups(&mut self, text: &str, (m, n, s): (i64, i64, i64), state_sizes: bool) -> String {
        let w = m * n;
        let Some(FzParts { open, close, params_end }) = FzParts::of(text) else { return text.to_string() };
        let sep = if params_end == open { "" } else { ", " };
        let mut param = format!("{sep}%SG: memref<f32x{w}x?>");
        if state_sizes {
            // After the parameter list's `)`, which `param` goes before.
            param.push_str(&format!(") attributes{{subgroup_size={s}, work_group_size=[{m},{n}]}}"));
            let rest = &text[params_end + 1..close];
            let block = self.divergent_block((m, n, s), &mut param);
            return format!("{}{param}{rest}{block}{}", &text[..params_end], &text[close..]);
        }
        let block = self.divergent_block((m, n, s), &mut param);
        format!("{}{param}{}{block}{}", &text[..params_end], &text[params_end..close], &text[close..])
    }

    /// The `parallel` region of [`divergent_subgroups`](Self::divergent_subgroups) for a
    /// work-group of m × n with subgroups of s, and the launch of its output `%SG`. For most
    /// seeds (three quarters) a cooperative matrix joins the subgroup-dependent loop: loaded from
    /// a new input `%SGA` (32 × c), scaled by the trip index and summed, reduced along its rows
    /// and stored in the subgroup's column of a new output `%SGM` (32 × subgroups); `params` gets
    /// them. In three quarters of those the loop also multiplies by `%SGK` (32 × k) and `%SGB`
    /// (k × c), k = 2, 4 or 8, with B loaded before the loop, in its body, or in its body before
    /// a `store` (the three lowerings of `mul_add` without the device's subgroups: B exchanged
    /// through local memory, read again, exchanged again). With subgroups of 32, three quarters of the
    /// matrices are `f64` with 8 or 16 columns: on NVIDIA's tensor cores (and their emulation in
    /// the tests) the loop's accumulator is then held in `mma.sync`'s layout, K = 2 padded.
    fn divergent_block(&mut self, (m, n, s): (i64, i64, i64), params: &mut String) -> String {
        let w = m * n;
        let ops = ["add", "max", "min"];
        let scan = ["inclusive_scan", "exclusive_scan", "reduce"][self.below(3)];
        let (op1, op2) = (ops[self.below(3)], ops[self.below(3)]);
        let modulus = 2 + self.below(3);
        let extra = self.below(3);
        let broadcast = self.chance(50);
        let mut body = vec![
            format!("%sg_out = subview %SG[0:{w}, %gid] : memref<f32x{w}>"),
            "parallel {".into(),
            "    %sg_id = subgroup_linear_id : i32".into(),
            "    %sg_lane = subgroup_local_id : i32".into(),
            "    %sg_size = subgroup_size : i32".into(),
            "    %sg_base = mul %sg_id, %sg_size : i32".into(),
            "    %sg_w = add %sg_base, %sg_lane : i32".into(),
            "    %sg_wi = cast %sg_w : index".into(),
            format!("    %sg_mod = constant {modulus} : i32"),
            "    %sg_r = rem %sg_w, %sg_mod : i32".into(),
            "    %sg_v = cast %sg_r : f32".into(),
            "    %sg_two = constant 2 : i32".into(),
            "    %sg_par = rem %sg_id, %sg_two : i32".into(),
            "    %sg_zero = constant 0 : i32".into(),
            "    %sg_even = equal %sg_par, %sg_zero : bool".into(),
            "    %sg_a = if %sg_even -> (f32) {".into(),
            format!("        %sg_p = subgroup_{scan}_{op1} %sg_v : f32"),
            "        yield (%sg_p)".into(),
            "    } else {".into(),
            format!("        %sg_q = subgroup_reduce_{op2} %sg_v : f32"),
            "        yield (%sg_q)".into(),
            "    }".into(),
            "    %sg_idx = cast %sg_id : index".into(),
            format!("    %sg_extra = constant {extra} : index"),
            "    %sg_trips = add %sg_idx, %sg_extra : index".into(),
            "    %sg_c0 = constant 0 : index".into(),
            "    %sg_f0 = constant 0.0 : f32".into(),
            "    %sg_b = for %sg_k = %sg_c0, %sg_trips init(%sg_acc = %sg_f0) -> (f32) {".into(),
            "        %sg_kf = cast %sg_k : f32".into(),
            "        %sg_t = add %sg_v, %sg_kf : f32".into(),
            "        %sg_s = subgroup_reduce_add %sg_t : f32".into(),
            "        %sg_n = add %sg_acc, %sg_s : f32".into(),
            "        yield (%sg_n)".into(),
            "    }".into(),
            "    %sg_ab = add %sg_a, %sg_b : f32".into(),
        ];
        // The matrix's 32 rows are spread over the subgroup's lanes.
        if 32 % s == 0 && self.chance(75) {
            let mut cols = 2 + self.below(7);
            let elem = if s == 32 && self.chance(75) {
                cols = 8 << self.below(2);
                "f64"
            } else {
                "f32"
            };
            let subgroups = (m / s).max(1) * n;
            let op = ops[self.below(3)];
            let coop = format!("coopmatrix<{elem}x32x{cols},matrix_acc>");
            // Row sums go to the subgroup's column of a 32 × subgroups output, column sums to
            // its row of a subgroups × c one.
            let column = self.chance(50);
            let (out_rows, out_cols) = if column { (subgroups, cols as i64) } else { (32, subgroups) };
            let mut extra = format!(", %SGA: memref<{elem}x32x{cols}x?>, %SGM: memref<{elem}x{out_rows}x{out_cols}x?>");
            // k, and where B is loaded: 0 before the loop, 1 in its body, 2 in its body before a store.
            let product = self.chance(75).then(|| (2 << self.below(3), self.below(3)));
            if let Some((k, _)) = product {
                extra.push_str(&format!(", %SGK: memref<{elem}x32x{k}x?>, %SGB: memref<{elem}x{k}x{cols}x?>"));
            }
            // Before the attributes, if the parameter text ends with them.
            match params.find(") attributes") {
                Some(i) => params.insert_str(i, &extra),
                None => params.push_str(&extra),
            }
            body.insert(0, format!("%sg_ain = subview %SGA[0:32, 0:{cols}, %gid] : memref<{elem}x32x{cols}>"));
            body.insert(
                1,
                format!(
                    "%sg_mout = subview %SGM[0:{out_rows}, 0:{out_cols}, %gid] : memref<{elem}x{out_rows}x{out_cols}>"
                ),
            );
            body.extend([
                format!("    %sg_ma = cooperative_matrix_load %sg_ain[%sg_c0, %sg_c0] : {coop}"),
                format!("    %sg_mz = constant 0.0 : {coop}"),
            ]);
            let load_b = |k: i64| {
                format!("cooperative_matrix_load %sg_bin[%sg_c0, %sg_c0] : coopmatrix<{elem}x{k}x{cols},matrix_b>")
            };
            if let Some((k, at)) = product {
                body.insert(2, format!("%sg_kin = subview %SGK[0:32, 0:{k}, %gid] : memref<{elem}x32x{k}>"));
                body.insert(3, format!("%sg_bin = subview %SGB[0:{k}, 0:{cols}, %gid] : memref<{elem}x{k}x{cols}>"));
                body.push(format!(
                    "    %sg_mk = cooperative_matrix_load %sg_kin[%sg_c0, %sg_c0] : coopmatrix<{elem}x32x{k},matrix_a>"
                ));
                if at == 0 {
                    body.push(format!("    %sg_mb = {}", load_b(k)));
                }
            }
            body.extend([
                format!("    %sg_macc = for %sg_j = %sg_c0, %sg_trips init(%sg_m = %sg_mz) -> ({coop}) {{"),
                format!("        %sg_jf = cast %sg_j : {elem}"),
                format!("        %sg_ms = cooperative_matrix_scale %sg_jf, %sg_ma : {coop}"),
                format!("        %sg_mn = add %sg_m, %sg_ms : {coop}"),
            ]);
            match product {
                Some((k, at)) => {
                    if at > 0 {
                        body.push(format!("        %sg_mb = {}", load_b(k)));
                    }
                    if at == 2 {
                        body.push("        store %sg_ab, %sg_out[%sg_wi]".into());
                    }
                    body.extend([
                        format!("        %sg_mp = cooperative_matrix_mul_add %sg_mk, %sg_mb, %sg_mn : {coop}"),
                        "        yield (%sg_mp)".into(),
                    ]);
                }
                None => body.push("        yield (%sg_mn)".into()),
            }
            body.push("    }".into());
            if column {
                body.extend([
                    format!(
                        "    %sg_red = cooperative_matrix_reduce_{op}.column %sg_macc : coopmatrix<{elem}x1x{cols},matrix_acc>"
                    ),
                    format!(
                        "    %sg_part = subview %sg_mout[%sg_idx:1, 0:{cols}] : memref<{elem}x1x{cols},strided<1,{subgroups}>>"
                    ),
                ]);
            } else {
                body.extend([
                    format!(
                        "    %sg_red = cooperative_matrix_reduce_{op}.row %sg_macc : coopmatrix<{elem}x32x1,matrix_acc>"
                    ),
                    format!("    %sg_part = subview %sg_mout[0:32, %sg_idx:1] : memref<{elem}x32x1,strided<1,32>>"),
                ]);
            }
            body.push("    cooperative_matrix_store %sg_red, %sg_part[%sg_c0, %sg_c0]".into());
            self.launch.push(("SGA".into(), format!("32x{cols}x{}", self.groups)));
            if let Some((k, _)) = product {
                self.launch.push(("SGK".into(), format!("32x{k}x{}", self.groups)));
                self.launch.push(("SGB".into(), format!("{k}x{cols}x{}", self.groups)));
            }
            self.launch.push(("SGM".into(), format!("{out_rows}x{out_cols}x{}!nan", self.groups)));
        }
        if broadcast {
            body.extend([
                "    %sg_l = rem %sg_id, %sg_size : i32".into(),
                "    %sg_bc = subgroup_broadcast %sg_v, %sg_l : f32".into(),
                "    %sg_res = add %sg_ab, %sg_bc : f32".into(),
                "    store %sg_res, %sg_out[%sg_wi]".into(),
            ]);
        } else {
            body.push("    store %sg_ab, %sg_out[%sg_wi]".into());
        }
        body.push("}".into());
        self.launch.push(("SG".into(), format!("{w}x{}!nan", self.groups)));
        body.iter().map(|l| format!("    {l}\n")).collect()
    }

    /// Appends to a v0.4 program a `parallel` region that multiplies cooperative matrices of a
    /// random shape and types: A (M × K, `matrix_a`), B (K × N, `matrix_b`) and C (M × N,
    /// `matrix_acc`) loaded from new inputs `%CQA`, `%CQB`, `%CQC`, each plain or transposed
    /// (`.t`), at a random position with random bound checks (`rows_checked`, `cols_checked`,
    /// `both_checked`: a checked dimension may start before the memref (negative) or run past
    /// it, where the components are 0; an unchecked one stays inside), `mul_add`, for some seeds
    /// scaled by a constant, and stored (plain or transposed, checked likewise) into a new
    /// output `%CQO` by subgroup 0 alone (every subgroup computes the same matrix; how many there
    /// are depends on the device). M is 32 or 64 (a multiple of any subgroup size the program
    /// may state), K a power of two up to 16, N up to 12; the types
    /// are f32, f64, f16 or bf16 into f32, f16 into f16, i8 into i32, i32 or c32.
    fn coop_gemm(&mut self, text: &str) -> String {
        let Some(FzParts { open, close, params_end }) = FzParts::of(text) else { return text.to_string() };
        let types = [
            ("f32", "f32", "f32"),
            ("f64", "f64", "f64"),
            ("f16", "f16", "f32"),
            ("bf16", "bf16", "f32"),
            ("f16", "f16", "f16"),
            ("i8", "i8", "i32"),
            ("i32", "i32", "i32"),
            ("c32", "c32", "c32"),
        ];
        let (ta, tb, tc) = self.pick(&types);
        // `mul_add` needs M to be a multiple of the subgroup size: the one the program states,
        // else up to 32 (the device's default); every matrix has a power of two rows.
        let stated = text.find("subgroup_size=").and_then(|i| {
            let digits: String = text[i + "subgroup_size=".len()..].chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<i64>().ok()
        });
        let m = stated.unwrap_or(32).max(32) << self.below(2);
        let (n, k) = (1 + self.below(12) as i64, 1i64 << self.below(5));
        let g = self.groups;
        let mut params = Vec::new();
        let mut body = vec!["parallel {".to_string(), "    %cq_sg = subgroup_linear_id : i32".to_string()];
        let mut operand = |gr: &mut Gen, name: &str, elem: &str, (rows, cols): (i64, i64), usage: &str| {
            let load = gr.placement(name, (rows, cols));
            params.push(format!("%{name}: memref<{elem}x{}x{}x?>", load.shape.0, load.shape.1));
            gr.launch.push((name.to_string(), format!("{}x{}x{g}", load.shape.0, load.shape.1)));
            let v = format!("%cq_{}", name.to_lowercase());
            body.insert(0, load.subview(&v, name, elem));
            body.extend([
                format!("    {v}_x = constant {} : index", load.pos.0),
                format!("    {v}_y = constant {} : index", load.pos.1),
                format!(
                    "    {v}_m = cooperative_matrix_load{} {v}[{v}_x, {v}_y] : coopmatrix<{elem}x{rows}x{cols},{usage}>",
                    load.modifiers
                ),
            ]);
        };
        operand(self, "CQA", ta, (m, k), "matrix_a");
        operand(self, "CQB", tb, (k, n), "matrix_b");
        operand(self, "CQC", tc, (m, n), "matrix_acc");
        let acc = format!("coopmatrix<{tc}x{m}x{n},matrix_acc>");
        body.push(format!("    %cq_r = cooperative_matrix_mul_add %cq_cqa_m, %cq_cqb_m, %cq_cqc_m : {acc}"));
        let mut result = "%cq_r";
        if self.chance(30) {
            let alpha = match tc {
                "i32" => "-3",
                "c32" => "[0.5, -2.0]",
                _ => "-0.5",
            };
            body.extend([
                format!("    %cq_alpha = constant {alpha} : {tc}"),
                format!("    %cq_s = cooperative_matrix_scale %cq_alpha, %cq_r : {acc}"),
            ]);
            result = "%cq_s";
        }
        let store = self.placement("CQO", (m, n));
        params.push(format!("%CQO: memref<{tc}x{}x{}x?>", store.shape.0, store.shape.1));
        self.launch.push(("CQO".into(), format!("{}x{}x{g}", store.shape.0, store.shape.1)));
        body.insert(0, store.subview("%cq_o", "CQO", tc));
        body.extend([
            "    %cq_zero = constant 0 : i32".to_string(),
            "    %cq_first = equal %cq_sg, %cq_zero : bool".to_string(),
            "    if %cq_first {".to_string(),
            format!("        %cq_ox = constant {} : index", store.pos.0),
            format!("        %cq_oy = constant {} : index", store.pos.1),
            format!("        cooperative_matrix_store{} {result}, %cq_o[%cq_ox, %cq_oy]", store.modifiers),
            "    }".to_string(),
            "}".to_string(),
        ]);
        FzParts { open, close, params_end }.with(text, &params, &body)
    }

    /// Adds to a v0.4 program a `parallel` region written as tinytc's manual writes subgroup
    /// kernels: subgroup k of the work-group takes columns k, k + subgroups, … of work-group
    /// `%gid`'s R × C slice of a new input `%SWX`, and its lanes walk the column's rows from
    /// lane + off in steps of the subgroup size (off 0–3; R 1–80, static or run-time): each
    /// element doubled goes to the same place of a new output `%SWY`, and the column's largest
    /// element, reduced in the subgroup, to `%SWS[j]` from lane 0 (a maximum, exact in any
    /// order; −2 where no lane has a row). For some seeds each lane reads row `lane mod R` of
    /// the column too and lane 0's, broadcast, is added to every element.
    /// f32, f64 or f16. On devices with subgroup block reads these accesses become blocks
    /// (`tinyc_kernel::lane_blocks`) where the lanes make as many rounds.
    fn subgroup_walk(&mut self, text: &str) -> String {
        let Some(parts) = FzParts::of(text) else { return text.to_string() };
        let elem = self.pick(&["f32", "f32", "f64", "f16"]);
        let (rows, cols) = (1 + self.below(80) as i64, 1 + self.below(6) as i64);
        let dynamic = self.chance(40);
        let off = self.pick(&[0i64, 0, 1, 3]);
        let broadcast = self.chance(50);
        let g = self.groups;
        let r = if dynamic { "?".to_string() } else { rows.to_string() };
        let params = [
            format!("%SWX: memref<{elem}x{r}x{cols}x?>"),
            format!("%SWY: memref<{elem}x{r}x{cols}x?>"),
            format!("%SWS: memref<{elem}x{cols}x?>"),
        ];
        self.launch.push(("SWX".into(), format!("{rows}x{cols}x{g}")));
        self.launch.push(("SWY".into(), format!("{rows}x{cols}x{g}!nan")));
        self.launch.push(("SWS".into(), format!("{cols}x{g}!nan")));
        let size = if dynamic {
            "%sw_m = size %SWX[0] : index".to_string()
        } else {
            format!("%sw_m = constant {rows} : index")
        };
        let slice = if dynamic { "%sw_m".to_string() } else { rows.to_string() };
        let mut body = vec![
            size,
            format!("%sw_x = subview %SWX[0:{slice}, 0:{cols}, %gid] : memref<{elem}x{r}x{cols}>"),
            format!("%sw_y = subview %SWY[0:{slice}, 0:{cols}, %gid] : memref<{elem}x{r}x{cols}>"),
            format!("%sw_s = subview %SWS[0:{cols}, %gid] : memref<{elem}x{cols}>"),
            "parallel {".into(),
            "    %sw_sg = subgroup_linear_id : i32".into(),
            "    %sw_lane = subgroup_local_id : i32".into(),
            "    %sw_size = subgroup_size : i32".into(),
            "    %sw_nx = num_subgroups.x : i32".into(),
            "    %sw_ny = num_subgroups.y : i32".into(),
            "    %sw_n = mul %sw_nx, %sw_ny : i32".into(),
            "    %sw_j0 = cast %sw_sg : index".into(),
            "    %sw_nj = cast %sw_n : index".into(),
            "    %sw_l = cast %sw_lane : index".into(),
            "    %sw_st = cast %sw_size : index".into(),
            format!("    %sw_off = constant {off} : index"),
            "    %sw_i0 = add %sw_l, %sw_off : index".into(),
            format!("    %sw_c = constant {cols} : index"),
            "    %sw_z = constant 0 : i32".into(),
            "    %sw_is0 = equal %sw_lane, %sw_z : bool".into(),
            "    for %sw_j = %sw_j0, %sw_c, %sw_nj {".into(),
            format!("        %sw_lo = constant -2.0 : {elem}"),
        ];
        let addend = if broadcast {
            body.extend([
                "        %sw_li = rem %sw_l, %sw_m : index".into(),
                format!("        %sw_e = load %sw_x[%sw_li, %sw_j] : {elem}"),
                "        %sw_b = subgroup_broadcast %sw_e, %sw_z : {elem}".replace("{elem}", elem),
            ]);
            "%sw_b"
        } else {
            "%sw_v"
        };
        body.extend([
            format!("        %sw_top = for %sw_i = %sw_i0, %sw_m, %sw_st init(%sw_acc = %sw_lo) -> ({elem}) {{"),
            format!("            %sw_v = load %sw_x[%sw_i, %sw_j] : {elem}"),
            format!("            %sw_w = add %sw_v, {addend} : {elem}"),
            "            store %sw_w, %sw_y[%sw_i, %sw_j]".into(),
            format!("            %sw_a = max %sw_acc, %sw_v : {elem}"),
            "            yield (%sw_a)".into(),
            "        }".into(),
            format!("        %sw_t = subgroup_reduce_max %sw_top : {elem}"),
            "        if %sw_is0 {".into(),
            "            store %sw_t, %sw_s[%sw_j]".into(),
            "        }".into(),
            "    }".into(),
            "}".into(),
        ]);
        parts.with(text, &params, &body)
    }

    /// Adds to a v0.4 program an elementwise `foreach` over one to three modes of a batched
    /// tensor (work-group `%gid`'s slice), the kind CPU devices run in explicit vectors: loads
    /// of the iteration's element of `%EWX` (and, for some seeds, of the output `%EWY` itself,
    /// of a coefficient `%EWS[j]` of the second mode, of a scalar parameter, of the second
    /// mode's index as a value), a few random operations (`+ − · / min max neg`, `exp` on
    /// floats) and, for some seeds, an `if` (maybe two nested) on the loaded value, stored to
    /// the iteration's element of `%EWY`. The sizes are static or
    /// dynamic, the tensors packed or with padded columns, the slice a `subview` or indexed
    /// beside `%gid`, the lower bounds 0 or not; f32 and f64 and, not vectorised, f16 and i32.
    /// For some 2-mode seeds a row walk instead: the `foreach` over the first mode, a `for` over
    /// the second that sums the values and stores each partial sum.
    fn elementwise_foreach(&mut self, text: &str) -> String {
        let Some(FzParts { open, close, params_end }) = FzParts::of(text) else { return text.to_string() };
        let elem = self.pick(&["f32", "f32", "f64", "f64", "f16", "i32"]);
        let float = elem != "i32";
        let rank = 1 + self.below(3);
        let sizes: Vec<i64> =
            (0..rank).map(|k| if k == 0 { 1 + self.below(40) as i64 } else { 1 + self.below(6) as i64 }).collect();
        let dynamic = self.chance(40);
        // Padded columns: the tensor's mode-1 stride exceeds its rows.
        let ld = if rank >= 2 && self.chance(35) { sizes[0] + 1 + self.below(4) as i64 } else { sizes[0] };
        let g = self.groups;
        let written: Vec<String> =
            sizes.iter().map(|n| if dynamic { "?".to_string() } else { n.to_string() }).collect();
        let mut strides = vec![1i64];
        for (k, n) in sizes.iter().enumerate() {
            strides.push(strides[k] * if k == 0 { ld } else { *n });
        }
        let layout = if ld != sizes[0] {
            let s: Vec<String> = strides
                .iter()
                .enumerate()
                .map(|(k, s)| if k == 0 || dynamic { "?".to_string() } else { s.to_string() })
                .collect();
            format!(",strided<1,{}>", s[1..].join(","))
        } else {
            String::new()
        };
        let ty = format!("memref<{elem}x{}x?{layout}>", written.join("x"));
        let shape: Vec<String> = sizes.iter().map(i64::to_string).collect();
        let launch = if ld != sizes[0] {
            let s: Vec<String> = strides.iter().map(i64::to_string).collect();
            format!("{}x{g}:{}", shape.join("x"), s.join(","))
        } else {
            format!("{}x{g}", shape.join("x"))
        };
        let mut params = vec![format!("%EWX: {ty}"), format!("%EWY: {ty}")];
        self.launch.push(("EWX".into(), launch.clone()));
        self.launch.push(("EWY".into(), launch));
        let mut body = Vec::new();
        let vars: Vec<String> = (0..rank).map(|k| format!("%ew_i{k}")).collect();
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        for (k, n) in sizes.iter().enumerate() {
            let lb = if self.chance(25) { self.below(*n as usize + 1) as i64 } else { 0 };
            body.push(format!("%ew_lb{k} = constant {lb} : index"));
            if dynamic || self.chance(30) {
                body.push(format!("%ew_ub{k} = size %EWX[{k}] : index"));
            } else {
                body.push(format!("%ew_ub{k} = constant {n} : index"));
            }
            lbs.push(format!("%ew_lb{k}"));
            ubs.push(format!("%ew_ub{k}"));
        }
        // The slice: a subview of static packed modes, else the batched tensor indexed beside %gid.
        let (x, y, at) = if !dynamic && ld == sizes[0] && self.chance(50) {
            let range: Vec<String> = sizes.iter().map(|n| format!("0:{n}")).collect();
            for (v, p) in [("%ew_x", "EWX"), ("%ew_y", "EWY")] {
                body.push(format!(
                    "{v} = subview %{p}[{}, %gid] : memref<{elem}x{}>",
                    range.join(", "),
                    shape.join("x")
                ));
            }
            ("%ew_x", "%ew_y", vars.join(", "))
        } else {
            ("%EWX", "%EWY", format!("{}, %gid", vars.join(", ")))
        };
        let header = body.len();
        body.push(format!("foreach ({}) = ({}), ({}) {{", vars.join(", "), lbs.join(", "), ubs.join(", ")));
        let mut values = vec!["%ew_a".to_string()];
        let mut lines = vec![format!("%ew_a = load {x}[{at}] : {elem}")];
        if self.chance(30) {
            lines.push(format!("%ew_b = load {y}[{at}] : {elem}"));
            values.push("%ew_b".into());
        }
        if rank >= 2 && self.chance(40) {
            params.push(format!("%EWS: memref<{elem}x{}x?>", written[1]));
            self.launch.push(("EWS".into(), format!("{}x{g}", sizes[1])));
            lines.push(format!("%ew_s = load %EWS[%ew_i1, %gid] : {elem}"));
            values.push("%ew_s".into());
        }
        if self.chance(30) {
            params.push(format!("%EWP: {elem}"));
            self.launch.push(("EWP".into(), if float { "0.375".into() } else { "3".into() }));
            values.push("%EWP".into());
        }
        if rank >= 2 && self.chance(20) {
            lines.push(format!("%ew_f = cast %ew_i1 : {elem}"));
            values.push("%ew_f".into());
        }
        if self.chance(30) {
            lines.push(format!("%ew_k = constant {} : {elem}", if float { "0.75" } else { "-2" }));
            values.push("%ew_k".into());
        }
        // `exp` amplifies its argument's rounding by at most |x| (sin of a large quotient would not
        // stay within the tolerance).
        let ops: &[&str] = if float {
            &["add", "sub", "mul", "div", "min", "max", "neg", "exp"]
        } else {
            &["add", "sub", "mul", "min", "max", "neg"]
        };
        let mut last = "%ew_a".to_string();
        for n in 0..1 + self.below(5) {
            let op = self.pick(ops);
            let r = format!("%ew_r{n}");
            // The previous result as one operand, so that the stored value uses every step.
            let other = self.pick(&values.iter().map(String::as_str).collect::<Vec<_>>()).to_string();
            let (a, b) = if self.chance(50) { (last.clone(), other) } else { (other, last.clone()) };
            lines.push(match op {
                "neg" | "exp" => format!("{r} = {op} {last} : {elem}"),
                _ => format!("{r} = {op} {a}, {b} : {elem}"),
            });
            values.push(r.clone());
            last = r;
        }
        // An `if` on the loaded value (exact, so every implementation takes the same branch),
        // for some seeds with another inside: CPU devices select instead of branching.
        if self.chance(35) {
            let (t1, t2) = if float { ("0.125", "-0.5") } else { ("3", "-7") };
            let other = self.pick(&values.iter().map(String::as_str).collect::<Vec<_>>()).to_string();
            lines.push(format!("%ew_t1 = constant {t1} : {elem}"));
            lines.push("%ew_c1 = greater_than %ew_a, %ew_t1 : bool".to_string());
            lines.push(format!("%ew_sel = if %ew_c1 -> ({elem}) {{"));
            if self.chance(50) {
                lines.push(format!("    %ew_t2 = constant {t2} : {elem}"));
                lines.push("    %ew_c2 = less_than %ew_a, %ew_t2 : bool".to_string());
                lines.push(format!("    %ew_in = if %ew_c2 -> ({elem}) {{"));
                lines.push(format!("        %ew_u = mul {last}, {last} : {elem}"));
                lines.push("        yield (%ew_u)".to_string());
                lines.push("    } else {".to_string());
                lines.push(format!("        yield ({other})"));
                lines.push("    }".to_string());
                lines.push("    yield (%ew_in)".to_string());
            } else {
                lines.push(format!("    %ew_u = add {last}, {other} : {elem}"));
                lines.push("    yield (%ew_u)".to_string());
            }
            lines.push("} else {".to_string());
            lines.push(format!("    yield ({})", if self.chance(50) { last.clone() } else { "%ew_t1".to_string() }));
            lines.push("}".to_string());
            last = "%ew_sel".to_string();
        }
        if rank == 2 && self.chance(35) {
            // A row walk: the foreach over the rows, a loop over the columns that sums the
            // values and stores each partial sum (CPU devices: the loop around vectors).
            body[header] = "foreach (%ew_i0) = (%ew_lb0), (%ew_ub0) {".to_string();
            body.push(format!("    %ew_z = constant {} : {elem}", if float { "0.0" } else { "0" }));
            body.push(format!("    %ew_acc = for %ew_i1 = %ew_lb1, %ew_ub1 init(%ew_c = %ew_z) -> ({elem}) {{"));
            body.extend(lines.into_iter().map(|l| format!("        {l}")));
            body.push(format!("        %ew_n = add %ew_c, {last} : {elem}"));
            body.push(format!("        store %ew_n, {y}[{at}]"));
            body.push("        yield (%ew_n)".to_string());
            body.push("    }".to_string());
        } else {
            lines.push(format!("store {last}, {y}[{at}]"));
            body.extend(lines.into_iter().map(|l| format!("    {l}")));
        }
        body.push("}".to_string());
        FzParts { open, close, params_end }.with(text, &params, &body)
    }

    /// Where a cooperative matrix of `rows × cols` is loaded from or stored to: `.t` or not, a
    /// bound check or none, the position and the 2-D memref's shape. An unchecked dimension
    /// lies inside the memref; a checked one may start up to 2 before it and end up to 4 past.
    fn placement(&mut self, _name: &str, (rows, cols): (i64, i64)) -> Placement {
        let t = self.chance(30);
        let flag = self.pick(&["", ".rows_checked", ".cols_checked", ".both_checked"]);
        let checked = (flag.contains("rows") || flag.contains("both"), flag.contains("cols") || flag.contains("both"));
        // Along the memref's modes: the matrix's rows go along mode 0 unless transposed.
        let (along0, along1) =
            if t { ((cols, checked.1), (rows, checked.0)) } else { ((rows, checked.0), (cols, checked.1)) };
        let mut place = |(len, checked): (i64, bool)| {
            if checked {
                let pos = self.below(7) as i64 - 2;
                (pos, 1 + self.below(len as usize + 4) as i64)
            } else {
                let pos = self.below(4) as i64;
                (pos, pos + len + self.below(3) as i64)
            }
        };
        let (p0, s0) = place(along0);
        let (p1, s1) = place(along1);
        Placement { modifiers: format!("{}{flag}", if t { ".t" } else { "" }), pos: (p0, p1), shape: (s0, s1) }
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.rng.next_u64() % n as u64) as usize }
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<X: Copy>(&mut self, xs: &[X]) -> X {
        xs[self.below(xs.len())]
    }
    fn fresh(&mut self, stem: &str) -> String {
        self.counter += 1;
        format!("%{stem}{}", self.counter)
    }
    fn line(&mut self, s: String) {
        self.lines.push(format!("{}{s}", "  ".repeat(self.indent)));
    }
    fn mode(&mut self) -> Mode {
        let i = self.below(self.pool.len());
        self.pool[i]
    }

    // ---------------------------------------------------------------- parameters and views

    /// A new memref parameter with the given modes (a slice per work-group unless `shared`);
    /// returns the view of this work-group's part.
    fn memref_param(&mut self, elem: T, modes: &[Mode], role: Role) -> usize {
        let shared = role == Role::Accum || (role == Role::Input && self.chance(25));
        let name = self.fresh(match role {
            Role::Input => "In",
            Role::Output => "Out",
            _ => "Acc",
        });
        let mut full: Vec<Mode> = modes.to_vec();
        if !shared {
            full.push(Mode { ty: None, n: self.groups });
        }
        let sizes: Vec<i64> = full.iter().map(|m| m.n).collect();
        // Canonical strides, or `?` strides with padding chosen at launch.
        let explicit = !full.is_empty() && role != Role::Accum && self.chance(30);
        let (stride, cstride) = if explicit {
            let mut cs = Vec::new();
            let mut acc = if self.chance(20) { 2 } else { 1 };
            for &n in &sizes {
                cs.push(acc);
                acc = acc * n.max(1) + self.below(3) as i64;
            }
            (vec![None; full.len()], cs)
        } else {
            (canonical(&full), packed(&sizes))
        };
        let ty = Ty { elem, shape: full.clone(), stride, cstride };
        let mut written = ty.text();
        if !explicit && !full.is_empty() {
            // Canonical strides need not be written.
            written = written.split(",strided").next().unwrap_or_default().to_string() + ">";
        }
        self.params.push(format!("{name}: {written}"));
        let dims: Vec<String> = sizes.iter().map(i64::to_string).collect();
        let mut value = dims.join("x");
        if explicit {
            let st: Vec<String> = ty.cstride.iter().map(i64::to_string).collect();
            value = format!("{value}:{}", st.join(","));
        }
        self.launch.push((name[1..].to_string(), value));
        self.roots.push(Root { role, exact: true, pristine: true, init: true });
        let root = self.roots.len() - 1;
        if shared {
            self.views.push(View { name, ty, root });
            return self.views.len() - 1;
        }
        // subview %P[:, …, :, %gid]
        let mut slices = vec![":".to_string(); modes.len()];
        slices.push(self.gid.clone());
        let v = self.fresh("v");
        self.line(format!("{v} = subview {name}[{}] : {}", slices.join(", "), ty.text()));
        let k = modes.len();
        let vty = Ty {
            elem,
            shape: ty.shape[..k].to_vec(),
            stride: ty.stride[..k].to_vec(),
            cstride: ty.cstride[..k].to_vec(),
        };
        self.views.push(View { name: v, ty: vty, root });
        self.views.len() - 1
    }

    /// An input of this work-group through a group parameter (one member per work-group).
    fn group_param(&mut self, elem: T, modes: &[Mode]) -> usize {
        let name = self.fresh("G");
        let shape: Vec<Mode> = modes.to_vec();
        let ty = Ty {
            elem,
            stride: canonical(&shape),
            cstride: packed(&shape.iter().map(|m| m.n).collect::<Vec<_>>()),
            shape,
        };
        let member = ty.text();
        let (otext, offset) = match self.below(3) {
            0 => (String::new(), 0),
            1 => {
                let o = self.below(4) as i64;
                (format!(", offset: {o}"), o)
            }
            _ => (", offset: ?".to_string(), self.below(5) as i64),
        };
        let gty = format!("group<{member}{otext}>");
        self.params.push(format!("{name}: {gty}"));
        let dims: Vec<String> = modes.iter().map(|m| m.n.to_string()).collect();
        self.launch.push((name[1..].to_string(), format!("[{}]@{offset}", dims.join("x"))));
        self.roots.push(Root { role: Role::Input, exact: true, pristine: true, init: true });
        let root = self.roots.len() - 1;
        let v = self.fresh("m");
        let gid = self.gid.clone();
        self.line(format!("{v} = load {name}[{gid}] : {gty}"));
        self.views.push(View { name: v, ty, root });
        self.views.len() - 1
    }

    fn input(&mut self, elem: T, modes: &[Mode]) -> usize {
        if self.feat.groups && !modes.is_empty() && self.chance(15) {
            self.group_param(elem, modes)
        } else {
            self.memref_param(elem, modes, Role::Input)
        }
    }

    /// A readable view of exactly these modes and an element type from `elems`, not of root
    /// `avoid`: a visible one or a new input.
    fn operand(&mut self, elems: &[T], modes: &[Mode], avoid: usize) -> usize {
        let fits: Vec<usize> = (0..self.views.len())
            .filter(|&i| {
                let v = &self.views[i];
                let r = &self.roots[v.root];
                v.root != avoid
                    && r.init
                    && r.role != Role::Accum
                    && Some(v.root) != self.spmd_target
                    && elems.contains(&v.ty.elem)
                    && v.ty.shape == modes
            })
            .collect();
        if !fits.is_empty() && self.chance(70) {
            return fits[self.below(fits.len())];
        }
        let elem = self.pick(elems);
        self.input(elem, modes)
    }

    // ---------------------------------------------------------------- regions

    fn block(&mut self, depth: usize, mixed: bool) {
        let n = 1 + self.below(if depth == 0 { 6 } else { 3 });
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            if mixed {
                match self.below(100) {
                    0..=37 => self.blas(),
                    38..=54 => self.foreach(depth),
                    55..=64 => self.derive(),
                    65..=71 => self.alloca(),
                    72..=79 if depth < 2 => self.if_(depth, true),
                    80..=86 if depth < 2 => self.for_(depth, true),
                    87..=92 => self.mixed_store(),
                    _ => {
                        let t = self.pick(&T::NUMERIC);
                        self.scalar(t, false, 2);
                    }
                }
            } else {
                match self.below(100) {
                    0..=44 => self.spmd_store(),
                    45..=59 if depth < 4 => self.if_(depth, false),
                    60..=69 if depth < 4 => self.for_(depth, false),
                    _ => {
                        let t = self.pick(&T::NUMERIC);
                        self.scalar(t, false, 3);
                    }
                }
            }
        }
    }

    /// Runs `f` in a nested region: values defined there go out of scope after it.
    fn region(&mut self, f: impl FnOnce(&mut Gen)) {
        let (nv, ns) = (self.views.len(), self.scals.len());
        self.indent += 1;
        f(self);
        self.indent -= 1;
        self.views.truncate(nv);
        self.scals.truncate(ns);
    }

    fn if_(&mut self, depth: usize, mixed: bool) {
        let c = self.cond();
        let nres = if self.chance(50) { 0 } else { 1 + self.below(2) };
        let types: Vec<T> = (0..nres).map(|_| self.pick(&T::NUMERIC)).collect();
        let names: Vec<String> = (0..nres).map(|_| self.fresh("r")).collect();
        let tnames: Vec<&str> = types.iter().map(|t| t.name()).collect();
        let mut flags = vec![(true, false, true); nres];
        let unit = nres == 0 && self.chance(20);
        let head = if unit {
            format!("if {c} -> () {{")
        } else if nres == 0 {
            format!("if {c} {{")
        } else {
            format!("{} = if {c} -> ({}) {{", names.join(", "), tnames.join(", "))
        };
        self.line(head);
        let else_ = nres > 0 || self.chance(50);
        for branch in 0..(if else_ { 2 } else { 1 }) {
            if branch == 1 {
                self.line("} else {".into());
            }
            self.region(|g| {
                g.block(depth + 1, mixed);
                if unit && g.chance(50) {
                    g.line("yield :".into());
                }
                if nres > 0 {
                    let ops: Vec<Opnd> = types.iter().map(|&t| g.scalar(t, false, 1)).collect();
                    for (f, o) in flags.iter_mut().zip(&ops) {
                        f.0 &= o.exact;
                        f.1 |= o.mul;
                        f.2 &= o.small;
                    }
                    let texts: Vec<&str> = ops.iter().map(|o| o.text.as_str()).collect();
                    g.line(format!("yield {} : {}", texts.join(", "), tnames.join(", ")));
                }
            });
        }
        self.line("}".into());
        for ((name, t), (exact, mul, small)) in names.into_iter().zip(types).zip(flags) {
            self.scals.push(Scal { name, t, exact, mul, small });
        }
    }

    fn for_(&mut self, depth: usize, mixed: bool) {
        let t = self.pick(&[T::Idx, T::I32, T::I64, T::I16, T::I8]);
        let v = self.fresh("i");
        // One in five ends at the type's largest value, where a step past it would wrap.
        let near_max = self.chance(20);
        // One 64-bit loop in ten spans more than i64::MAX (lb < 0 < ub) in a few huge steps,
        // where ub − lb wraps in signed arithmetic.
        let wide = !near_max && matches!(t, T::Idx | T::I64) && self.chance(10);
        let (lb, ub, step) = if near_max {
            let max = t.range().1;
            (max - self.below(7) as i64, max - self.below(2) as i64, 1 + self.below(3))
        } else if wide {
            let lb = if self.chance(50) { -i64::MAX + self.below(6) as i64 } else { -1 - self.below(3) as i64 };
            (lb, i64::MAX - self.below(3) as i64, (1 << 62) + (self.below(3) << 60))
        } else {
            let lb = self.below(3) as i64 - 1;
            (lb, lb + self.below(4) as i64, 1 + self.below(2))
        };
        let ty = if t == T::Idx && self.chance(50) { String::new() } else { format!(" : {}", t.name()) };
        let step_text = if step == 1 && self.chance(50) { String::new() } else { format!(", {step}") };
        self.line(format!("for {v} = {lb}, {ub}{step_text}{ty} {{"));
        self.region(|g| {
            g.scals.push(Scal { name: v, t, exact: true, mul: false, small: !near_max && !wide });
            g.block(depth + 1, mixed);
        });
        self.line("}".into());
    }

    /// A `foreach` over one mode of a writable view: iteration i stores to `view[…, i, …]`.
    fn foreach(&mut self, depth: usize) {
        let Some(target) = self.writable(|ty| ty.rank() >= 1, false) else { return };
        let ty = self.views[target].ty.clone();
        let name = self.views[target].name.clone();
        let m = self.below(ty.rank());
        let n = ty.shape[m].n;
        // Fixed indices of the other modes (uniform).
        let mut idx: Vec<String> = Vec::new();
        for k in 0..ty.rank() {
            idx.push(if k == m { String::new() } else { self.index_below(ty.shape[k], &name, k) });
        }
        let lb = self.below(2) as i64 * self.below(n as usize) as i64;
        let ub_text = if ty.shape[m].ty.is_none() && self.chance(60) {
            let s = self.fresh("sz");
            self.line(format!("{s} = size {name}[{m}] : {}", ty.text()));
            s
        } else {
            n.to_string()
        };
        let lt = self.pick(&[T::Idx, T::Idx, T::I32, T::I64, T::I16]);
        let i = self.fresh("j");
        let tt = if lt == T::Idx { String::new() } else { format!(" : {}", lt.name()) };
        let ub_text = if lt == T::Idx || !ub_text.starts_with('%') {
            ub_text
        } else {
            let c = self.fresh("c");
            self.line(format!("{c} = cast {ub_text} : index -> {}", lt.name()));
            c
        };
        self.line(format!("foreach {i} = {lb}, {ub_text}{tt} {{"));
        let root = self.views[target].root;
        let saved = self.spmd_target.replace(root);
        self.region(|g| {
            let iv = if lt == T::Idx {
                i.clone()
            } else {
                let c = g.fresh("c");
                g.line(format!("{c} = cast {i} : {} -> index", lt.name()));
                c
            };
            g.scals.push(Scal { name: i.clone(), t: lt, exact: true, mul: false, small: false });
            idx[m] = iv;
            g.views.push(View { name: format!("{name}\u{0}{}", idx.join(",")), ty: ty.clone(), root });
            g.spmd_store();
            g.block(depth + 1, false);
        });
        self.spmd_target = saved;
        self.line("}".into());
    }

    /// Inside a `foreach`: a store to this iteration's element of the target.
    fn spmd_store(&mut self) {
        let Some(v) = self.views.iter().rev().find(|v| v.name.contains('\u{0}')).cloned() else { return };
        let (name, idx) = v.name.split_once('\u{0}').unwrap_or_default();
        let val = self.scalar(v.ty.elem, false, 3);
        let val = self.materialise(val, v.ty.elem);
        if !val.exact {
            self.roots[v.root].exact = false;
        }
        self.roots[v.root].pristine = false;
        self.line(format!("store {}, {name}[{idx}] : {}", val.text, v.ty.text()));
    }

    /// A replicated store in a mixed region (every work-item writes the same value).
    fn mixed_store(&mut self) {
        let Some(t) = self.writable(|_| true, false) else { return };
        let v = self.views[t].clone();
        let idx: Vec<String> = (0..v.ty.rank()).map(|k| self.index_below(v.ty.shape[k], &v.name, k)).collect();
        let val = self.scalar(v.ty.elem, false, 2);
        let val = self.materialise(val, v.ty.elem);
        if !val.exact {
            self.roots[v.root].exact = false;
        }
        self.roots[v.root].pristine = false;
        self.line(format!("store {}, {}[{}] : {}", val.text, v.name, idx.join(", "), v.ty.text()));
    }

    /// A writable visible view (an output slice or an alloca) whose type passes `ok`.
    fn writable(&mut self, ok: impl Fn(&Ty) -> bool, accum: bool) -> Option<usize> {
        let c: Vec<usize> = (0..self.views.len())
            .filter(|&i| {
                let v = &self.views[i];
                let r = &self.roots[v.root];
                let role_ok = matches!(r.role, Role::Output | Role::Local) || (accum && r.role == Role::Accum);
                role_ok && r.init && ok(&v.ty) && !v.name.contains('\u{0}')
            })
            .collect();
        if c.is_empty() { None } else { Some(c[self.below(c.len())]) }
    }

    fn alloca(&mut self) {
        let rank = self.below(3);
        let modes: Vec<Mode> = (0..rank)
            .map(|_| {
                let m = self.mode();
                Mode { ty: Some(m.n), n: m.n }
            })
            .collect();
        let elem = self.pick(&T::NUMERIC);
        let sizes: Vec<i64> = modes.iter().map(|m| m.n).collect();
        let ty = Ty { elem, stride: canonical(&modes), cstride: packed(&sizes), shape: modes.clone() };
        let name = self.fresh("t");
        let mut written = ty.text();
        if rank > 0 {
            written = written.split(",strided").next().unwrap_or_default().to_string() + ">";
        }
        self.line(format!("{name} = alloca -> {written}"));
        self.roots.push(Root { role: Role::Local, exact: true, pristine: true, init: false });
        let root = self.roots.len() - 1;
        self.views.push(View { name: name.clone(), ty: ty.clone(), root });
        // Written whole before anything reads it.
        let src = self.operand(elem.inputs_of(), &modes, root);
        let s = self.views[src].clone();
        let alpha = self.alpha(elem);
        let at = alpha.1;
        self.line(format!(
            "axpby.n {}, {}, 0, {name} : {}, {}, {}, {}",
            alpha.0.text,
            s.name,
            at.name(),
            s.ty.text(),
            at.name(),
            ty.text()
        ));
        // α·src is one multiplication: exact when α and the source are and the source is not
        // floating point (the product of two rounded values may round again).
        let exact = !elem.is_fp()
            || (self.roots[s.root].exact && !s.ty.elem.is_fp() && alpha.0.exact && !alpha.0.mul && !elem.is_complex());
        let r = &mut self.roots[root];
        r.init = true;
        r.pristine = false;
        r.exact = exact;
    }

    /// A subview, expand or fuse of a visible view (in a mixed region).
    fn derive(&mut self) {
        let c: Vec<usize> = (0..self.views.len())
            .filter(|&i| !self.views[i].name.contains('\u{0}') && self.roots[self.views[i].root].init)
            .collect();
        if c.is_empty() {
            return;
        }
        let k = self.below(c.len());
        let src = self.views[c[k]].clone();
        if src.ty.rank() == 0 {
            return;
        }
        let name = self.fresh("w");
        // A fuse needs two modes: views of rank 2 and more get one more often.
        let kind = if src.ty.rank() >= 2 && self.chance(30) { 2 } else { self.below(3) };
        match kind {
            0 => {
                let mut slices = Vec::new();
                let (mut shape, mut stride, mut cstride) = (Vec::new(), Vec::new(), Vec::new());
                for k in 0..src.ty.rank() {
                    let m = src.ty.shape[k];
                    match self.below(5) {
                        0 => {
                            slices.push(":".to_string());
                            shape.push(m);
                        }
                        4 => {
                            // o:? — to the end: static when the size is.
                            let o = self.below(m.n as usize) as i64;
                            slices.push(format!("{o}:?"));
                            shape.push(Mode { ty: m.ty.map(|t| t - o), n: m.n - o });
                        }
                        1 => {
                            let i = self.index_below(m, &src.name, k);
                            slices.push(i);
                            continue;
                        }
                        2 => {
                            let z = 1 + self.below(m.n as usize) as i64;
                            let o = self.below((m.n - z + 1) as usize) as i64;
                            slices.push(format!("{o}:{z}"));
                            shape.push(Mode { ty: Some(z), n: z });
                        }
                        _ => {
                            // A value offset, size to the end when static, else a literal size.
                            let z = 1 + self.below(m.n as usize) as i64;
                            let o = self.index_below(Mode { ty: Some(m.n - z + 1), n: m.n - z + 1 }, "", 0);
                            slices.push(format!("{o}:{z}"));
                            shape.push(Mode { ty: Some(z), n: z });
                        }
                    }
                    stride.push(src.ty.stride[k]);
                    cstride.push(src.ty.cstride[k]);
                }
                let ty = Ty { elem: src.ty.elem, shape, stride, cstride };
                self.line(format!("{name} = subview {}[{}] : {}", src.name, slices.join(", "), src.ty.text()));
                self.views.push(View { name, ty, root: src.root });
            }
            1 => {
                let k = self.below(src.ty.rank());
                let m = src.ty.shape[k];
                let divs: Vec<i64> = (1..=m.n).filter(|d| m.n % d == 0).collect();
                let a = self.pick(&divs);
                let b = m.n / a;
                let q = self.below(4); // 0: a x b, 1: ? x b, 2: a x ?, 3: %a x b (a value)
                let entries = match q {
                    0 => format!("{a}x{b}"),
                    1 => format!("?x{b}"),
                    2 => format!("{a}x?"),
                    _ => {
                        let e = self.fresh("e");
                        self.line(format!("{e} = cast {a} : i32 -> index"));
                        format!("{e} x {b}")
                    }
                };
                // A `?` is resolved when the size is static and no entry is a value.
                let resolve = m.ty.is_some() && q != 3;
                let e1 = if (q == 1 && !resolve) || q == 3 { None } else { Some(a) };
                let e2 = if q == 2 && !resolve { None } else { Some(b) };
                let mut shape = src.ty.shape.clone();
                shape.splice(k..=k, [Mode { ty: e1, n: a }, Mode { ty: e2, n: b }]);
                let s0 = src.ty.stride[k];
                let s1 = match (s0, e1) {
                    (Some(s), Some(e)) => Some(s * e),
                    _ => None,
                };
                let mut stride = src.ty.stride.clone();
                stride.splice(k..=k, [s0, s1]);
                let mut cstride = src.ty.cstride.clone();
                let c0 = cstride[k];
                cstride.splice(k..=k, [c0, c0 * a]);
                let ty = Ty { elem: src.ty.elem, shape, stride, cstride };
                self.line(format!("{name} = expand {}[{k} -> {entries}] : {}", src.name, src.ty.text()));
                self.views.push(View { name, ty, root: src.root });
            }
            _ => {
                if src.ty.rank() < 2 {
                    return;
                }
                let i = self.below(src.ty.rank() - 1);
                let j = i + 1 + self.below(src.ty.rank() - 1 - i);
                let ok = (i..j).all(|k| src.ty.cstride[k] * src.ty.shape[k].n == src.ty.cstride[k + 1]);
                if !ok {
                    return;
                }
                let n: i64 = (i..=j).map(|k| src.ty.shape[k].n).product();
                let ty_n = (i..=j).try_fold(1i64, |acc, k| src.ty.shape[k].ty.map(|t| acc * t));
                let mut shape = src.ty.shape.clone();
                shape.splice(i..=j, [Mode { ty: ty_n, n }]);
                let mut stride = src.ty.stride.clone();
                let s = stride[i];
                stride.splice(i..=j, [s]);
                let mut cstride = src.ty.cstride.clone();
                let c = cstride[i];
                cstride.splice(i..=j, [c]);
                let ty = Ty { elem: src.ty.elem, shape, stride, cstride };
                self.line(format!("{name} = fuse {}[{i}, {j}] : {}", src.name, src.ty.text()));
                self.views.push(View { name, ty, root: src.root });
            }
        }
    }

    // ---------------------------------------------------------------- BLAS

    fn blas(&mut self) {
        let kind = self.below(6);
        let atomic = self.chance(25);
        let rank = match kind {
            0 => self.below(3),
            1 => self.below(2),
            2 | 4 => 2,
            _ => 1,
        };
        // β: 0, 1 or another value.
        let beta_kind = self.below(3);
        let accum_ok = atomic && beta_kind == 1;
        // A 16-bit element is updated atomically through its 32-bit word, which it shares with
        // a neighbour that may lie in another work-group's slice: a race with that slice's plain
        // accesses in OpenCL's memory model (harmless on hardware, but oclgrind reports it). So
        // only new shared accumulators, which nothing else touches, get 16-bit atomics.
        let elem_ok = |t: T| !atomic || (T::ATOMIC.contains(&t) && !t.is_half());
        let out = match self.writable(|ty| ty.rank() == rank && elem_ok(ty.elem), accum_ok) {
            Some(o) if self.chance(70) => o,
            _ => {
                let modes: Vec<Mode> = (0..rank).map(|_| self.mode()).collect();
                let elem = if atomic { self.pick(&T::ATOMIC) } else { self.pick(&T::NUMERIC) };
                let role = if accum_ok && self.chance(50) { Role::Accum } else { Role::Output };
                let elem = if atomic && elem.is_half() && role != Role::Accum { T::F32 } else { elem };
                self.memref_param(elem, &modes, role)
            }
        };
        let o = self.views[out].clone();
        let elem = o.ty.elem;
        let ins: Vec<T> = elem.inputs_of().to_vec();
        let s = o.ty.shape.clone();
        let tr = |g: &mut Gen| if g.chance(50) { "t" } else { "n" };
        let (op, operands): (String, Vec<usize>) = match kind {
            0 => {
                let t = tr(self);
                let a = if t == "t" && rank == 2 { vec![s[1], s[0]] } else { s.clone() };
                (format!("axpby.{t}"), vec![self.operand(&ins, &a, o.root)])
            }
            1 => {
                let t = tr(self);
                let a = if rank == 0 {
                    vec![self.mode()]
                } else {
                    let j = self.mode();
                    if t == "t" { vec![j, s[0]] } else { vec![s[0], j] }
                };
                (format!("sum.{t}"), vec![self.operand(&ins, &a, o.root)])
            }
            2 => {
                let (ta, tb) = (tr(self), tr(self));
                let k = self.mode();
                let a = if ta == "t" { vec![k, s[0]] } else { vec![s[0], k] };
                let b = if tb == "t" { vec![s[1], k] } else { vec![k, s[1]] };
                let a = self.operand(&ins, &a, o.root);
                let b = self.operand(&ins, &b, o.root);
                (format!("gemm.{ta}.{tb}"), vec![a, b])
            }
            3 => {
                let t = tr(self);
                let k = self.mode();
                let a = if t == "t" { vec![k, s[0]] } else { vec![s[0], k] };
                let a = self.operand(&ins, &a, o.root);
                let b = self.operand(&ins, &[k], o.root);
                (format!("gemv.{t}"), vec![a, b])
            }
            4 => {
                let a = self.operand(&ins, &[s[0]], o.root);
                let b = self.operand(&ins, &[s[1]], o.root);
                ("ger".to_string(), vec![a, b])
            }
            _ => {
                let a = self.operand(&ins, &[s[0]], o.root);
                let b = self.operand(&ins, &[s[0]], o.root);
                ("hadamard".to_string(), vec![a, b])
            }
        };
        let (alpha, at) = self.alpha(elem);
        let (beta, bt) = match beta_kind {
            0 => (Opnd { text: "0".into(), exact: true, mul: false, small: true }, self.coef_type(elem)),
            1 => (Opnd { text: "1".into(), exact: true, mul: false, small: true }, self.coef_type(elem)),
            _ => self.alpha(elem),
        };
        let beta_text = if bt.is_fp() && beta_kind < 2 { format!("{}.0", beta.text) } else { beta.text.clone() };
        let names: Vec<String> = operands.iter().map(|&i| self.views[i].name.clone()).collect();
        let types: Vec<String> = operands.iter().map(|&i| self.views[i].ty.text()).collect();
        let at_ = if atomic { ".atomic" } else { "" };
        self.line(format!(
            "{op}{at_} {}, {}, {beta_text}, {} : {}, {}, {}, {}",
            alpha.text,
            names.join(", "),
            o.name,
            at.name(),
            types.join(", "),
            bt.name(),
            o.ty.text()
        ));
        let r = &mut self.roots[o.root];
        r.pristine = false;
        if elem.is_fp() {
            r.exact = false;
        }
    }

    /// A type for α or β given the output element type (integers only for integer outputs).
    fn coef_type(&mut self, out: T) -> T {
        self.pick(out.inputs_of())
    }

    fn alpha(&mut self, out: T) -> (Opnd, T) {
        let t = self.coef_type(out);
        let o = self.scalar(t, false, 1);
        (o, t)
    }

    // ---------------------------------------------------------------- scalars

    /// An index operand in [0, mode size): a literal, or `(x & 1023) % size`.
    fn index_below(&mut self, m: Mode, view: &str, k: usize) -> String {
        if self.chance(50) {
            return self.below(m.n as usize).to_string();
        }
        let x = self.scalar(T::Idx, false, 1);
        let a = self.fresh("a");
        self.line(format!("{a} = arith.and {}, 1023 : index", x.text));
        let size = if m.ty.is_none() && !view.is_empty() && self.chance(60) {
            let s = self.fresh("sz");
            let ty = self.views.iter().rev().find(|v| v.name == view).map(|v| v.ty.text()).unwrap_or_default();
            self.line(format!("{s} = size {view}[{k}] : {ty}"));
            s
        } else {
            m.n.to_string()
        };
        let r = self.fresh("x");
        self.line(format!("{r} = arith.rem {a}, {size} : index"));
        r
    }

    /// An i1 condition.
    fn cond(&mut self) -> String {
        let o = self.scalar(T::I1, true, 2);
        if o.text.starts_with('%') {
            o.text
        } else {
            let t = self.pick(&[T::I32, T::F32]);
            let a = self.scalar(t, true, 1);
            let c = self.fresh("q");
            self.line(format!("{c} = cmp.lt {}, 0 : {}", a.text, t.name()));
            c
        }
    }

    fn literal(&mut self, t: T) -> Opnd {
        let text = match t {
            T::I1 => (if self.chance(50) { "true" } else { "false" }).to_string(),
            // k/8 with |k| ≤ 200: exact in every float type (bf16 holds 8 significant bits).
            T::F32 | T::F64 | T::F16 | T::BF16 => {
                let v = (self.below(401) as f64 - 200.0) / 8.0;
                format!("{v:?}")
            }
            T::C32 | T::C64 => {
                let re = (self.below(401) as f64 - 200.0) / 8.0;
                let im = (self.below(401) as f64 - 200.0) / 8.0;
                format!("[{re:?}, {im:?}]")
            }
            // One in eight an end of the type's range (v0.3.1 has no literal -2^63).
            _ if self.chance(12) => {
                let (min, max) = t.range();
                let v = self.pick(&[min.max(-i64::MAX), max, -1, min + 1, max - 1]);
                return Opnd { text: v.to_string(), exact: true, mul: false, small: false };
            }
            _ => (self.below(41) as i64 - 20).to_string(),
        };
        Opnd { text, exact: true, mul: false, small: true }
    }

    /// A literal operand as a value (store takes values only).
    fn materialise(&mut self, o: Opnd, t: T) -> Opnd {
        if o.text.starts_with('%') {
            return o;
        }
        let v = self.fresh("k");
        if t == T::I1 {
            self.line(format!("{v} = cmp.eq 0, {} : i32", if o.text == "true" { 0 } else { 1 }));
        } else {
            let zero = if t.is_complex() { "[0.0, 0.0]" } else { "0" };
            self.line(format!("{v} = arith.add {}, {zero} : {}", o.text, t.name()));
        }
        Opnd { text: v, ..o }
    }

    /// An operand of type `t` (exact if asked), possibly computed by new instructions.
    fn scalar(&mut self, t: T, exact: bool, depth: usize) -> Opnd {
        // 16-bit values are always exact: one rounding more or less (an FMA, an inexact f32
        // operand rounded again) is a unit in the last place, beyond any useful tolerance.
        let exact = exact || t.is_half();
        let have: Vec<usize> =
            (0..self.scals.len()).filter(|&i| self.scals[i].t == t && (!exact || self.scals[i].exact)).collect();
        let r = self.below(100);
        if depth == 0 || r < 15 {
            if !have.is_empty() && r < 8 {
                let k = self.below(have.len());
                let s = self.scals[have[k]].clone();
                return Opnd { text: s.name, exact: s.exact, mul: s.mul, small: s.small };
            }
            return self.literal(t);
        }
        if r < 35 && !have.is_empty() {
            let k = self.below(have.len());
            let s = self.scals[have[k]].clone();
            return Opnd { text: s.name, exact: s.exact, mul: s.mul, small: s.small };
        }
        let out = match self.below(10) {
            0..=3 if t.is_complex() => self.complex_arith(t, exact, depth),
            0..=3 if t != T::I1 => self.arith(t, exact, depth),
            0..=3 => self.logic(depth),
            4 | 5 => self.load(t, exact, depth),
            6 | 7 => self.cast(t, exact, depth),
            8 if t == T::I1 => self.cmp(depth),
            8 if t == T::Idx => self.special(),
            8 if matches!(t, T::F32 | T::F64) => self.part(t, exact, depth),
            _ => self.arith_or_cmp(t, exact, depth),
        };
        match out {
            Some(o) => o,
            None => self.literal(t),
        }
    }

    fn arith_or_cmp(&mut self, t: T, exact: bool, depth: usize) -> Option<Opnd> {
        if t == T::I1 {
            self.cmp(depth)
        } else if t.is_complex() {
            self.complex_arith(t, exact, depth)
        } else {
            self.arith(t, exact, depth)
        }
    }

    /// Complex arithmetic: `add`/`sub`/`neg`/`conj` keep exactness (the parts are single IEEE
    /// operations), and so do `mul` (a·c − b·d, each product and sum rounded on its own, none
    /// fused) and `div` (Smith's algorithm in the component type, on every target and in the
    /// interpreter); `div` only by a non-zero literal.
    fn complex_arith(&mut self, t: T, exact: bool, depth: usize) -> Option<Opnd> {
        let tn = t.name();
        let op = self.pick(&["add", "sub", "mul", "div", "neg", "conj"]);
        let a = self.scalar(t, exact, depth - 1);
        if op == "neg" || op == "conj" {
            return Some(self.def(t, format!("arith.{op} {} : {tn}", a.text), a.exact, a.mul, false));
        }
        let b = if op == "div" {
            let l = self.pick(&["[2.0, 0.0]", "[0.5, -1.0]", "[-4.0, 2.0]", "[0.0, 0.25]"]);
            Opnd { text: l.into(), exact: true, mul: false, small: true }
        } else {
            self.scalar(t, exact, depth - 1)
        };
        let (ex, mul) = match op {
            "add" | "sub" => (a.exact && b.exact && !a.mul && !b.mul, false),
            _ => (a.exact && b.exact, true),
        };
        Some(self.def(t, format!("arith.{op} {}, {} : {tn}", a.text, b.text), ex, mul, false))
    }

    /// The real or imaginary part of a complex value (`t` is its component type).
    fn part(&mut self, t: T, exact: bool, depth: usize) -> Option<Opnd> {
        let c = if t == T::F32 { T::C32 } else { T::C64 };
        let a = self.scalar(c, exact, depth - 1);
        let op = self.pick(&["re", "im"]);
        Some(self.def(t, format!("arith.{op} {} : {}", a.text, c.name()), a.exact, a.mul, false))
    }

    fn def(&mut self, t: T, rhs: String, exact: bool, mul: bool, small: bool) -> Opnd {
        let v = self.fresh("s");
        self.line(format!("{v} = {rhs}"));
        self.scals.push(Scal { name: v.clone(), t, exact, mul, small });
        Opnd { text: v, exact, mul, small }
    }

    fn special(&mut self) -> Option<Opnd> {
        if self.chance(50) {
            return Some(self.def(T::Idx, "group_size".into(), true, false, false));
        }
        let c: Vec<usize> = (0..self.views.len()).filter(|&i| self.views[i].ty.rank() > 0).collect();
        if c.is_empty() {
            return None;
        }
        let k = self.below(c.len());
        let v = self.views[c[k]].clone();
        let name = v.name.split('\u{0}').next().unwrap_or_default().to_string();
        let k = self.below(v.ty.rank());
        Some(self.def(T::Idx, format!("size {name}[{k}] : {}", v.ty.text()), true, false, false))
    }

    fn logic(&mut self, depth: usize) -> Option<Opnd> {
        let a = self.scalar(T::I1, true, depth - 1);
        if self.chance(25) {
            return Some(self.def(T::I1, format!("arith.not {} : i1", a.text), true, false, true));
        }
        let b = self.scalar(T::I1, true, depth - 1);
        let op = self.pick(&["and", "or", "xor"]);
        Some(self.def(T::I1, format!("arith.{op} {}, {} : i1", a.text, b.text), true, false, true))
    }

    fn cmp(&mut self, depth: usize) -> Option<Opnd> {
        let t = self.pick(&[T::I8, T::I16, T::I32, T::I64, T::Idx, T::F32, T::F64, T::F16, T::BF16, T::I1]);
        let a = self.scalar(t, true, depth - 1);
        let b = self.scalar(t, true, depth - 1);
        let op = self.pick(&["eq", "ne", "gt", "ge", "lt", "le"]);
        Some(self.def(T::I1, format!("cmp.{op} {}, {} : {}", a.text, b.text, t.name()), true, false, true))
    }

    fn arith(&mut self, t: T, exact: bool, depth: usize) -> Option<Opnd> {
        let tn = t.name();
        if t.is_float() {
            let op = self.pick(&["add", "sub", "mul", "div", "rem", "neg"]);
            let need = exact || op == "rem";
            let a = self.scalar(t, need, depth - 1);
            if op == "neg" {
                return Some(self.def(t, format!("arith.neg {} : {tn}", a.text), a.exact, a.mul, a.small));
            }
            let b = if op == "div" && !need && self.chance(50) {
                let l = self.pick(&["2.0", "-0.5", "4.0", "0.25", "-8.0"]);
                Opnd { text: l.into(), exact: true, mul: false, small: true }
            } else {
                self.scalar(t, need, depth - 1)
            };
            let both = a.exact && b.exact;
            let (ex, mul) = match op {
                "add" | "sub" => (both && !a.mul && !b.mul, false),
                "mul" => (both, true),
                _ => (both, false),
            };
            if exact && !ex {
                return None;
            }
            return Some(self.def(t, format!("arith.{op} {}, {} : {tn}", a.text, b.text), ex, mul, false));
        }
        let op = self.pick(&["add", "sub", "mul", "div", "rem", "shl", "shr", "and", "or", "xor", "neg", "not"]);
        let a = self.scalar(t, false, depth - 1);
        if op == "neg" || op == "not" {
            return Some(self.def(t, format!("arith.{op} {} : {tn}", a.text), true, false, false));
        }
        let b = self.scalar(t, false, depth - 1);
        let b = if op == "div" {
            // (b & 7) + 1: never 0 or -1 (MIN / -1 is undefined).
            let m = self.def(t, format!("arith.and {}, 7 : {tn}", b.text), true, false, true);
            self.def(t, format!("arith.add {}, 1 : {tn}", m.text), true, false, true)
        } else if op == "rem" {
            // ((b & 7) - 1) | 1: -1, 1, 3, 5 or 7, never 0 (MIN rem -1 is 0).
            let m = self.def(t, format!("arith.and {}, 7 : {tn}", b.text), true, false, true);
            let m = self.def(t, format!("arith.sub {}, 1 : {tn}", m.text), true, false, true);
            self.def(t, format!("arith.or {}, 1 : {tn}", m.text), true, false, true)
        } else {
            b
        };
        Some(self.def(t, format!("arith.{op} {}, {} : {tn}", a.text, b.text), true, false, false))
    }

    fn cast(&mut self, t: T, exact: bool, depth: usize) -> Option<Opnd> {
        let from =
            self.pick(&[T::I1, T::I8, T::I16, T::I32, T::I64, T::Idx, T::F32, T::F64, T::F16, T::BF16, T::C32, T::C64]);
        // Complex values convert only to complex types (E37); `bool` only to real types.
        if from == t || (from.is_complex() && !t.is_complex()) || (from == T::I1 && t.is_complex()) {
            return None;
        }
        // Float → integer only from exact values (the same float on every implementation); out
        // of the integer's range or NaN they saturate, NaN giving 0, on every target.
        let to_int = from.is_float() && t.is_int();
        let a = self.scalar(from, exact || to_int || (from.is_float() && t == T::I1), depth - 1);
        if to_int && !a.exact {
            return None;
        }
        let ex = if t.is_fp() { a.exact } else { true };
        let small = a.small && (t != T::I8 || !from.is_int());
        let mul = a.mul && from.is_fp() && t.is_fp();
        if exact && !ex {
            return None;
        }
        Some(self.def(t, format!("cast {} : {} -> {}", a.text, from.name(), t.name()), ex, mul, small || t == T::I1))
    }

    fn load(&mut self, t: T, exact: bool, _depth: usize) -> Option<Opnd> {
        if t == T::I1 {
            return None;
        }
        let c: Vec<usize> = (0..self.views.len())
            .filter(|&i| {
                let v = &self.views[i];
                let r = &self.roots[v.root];
                v.ty.elem == t
                    && r.init
                    && r.role != Role::Accum
                    && Some(v.root) != self.spmd_target
                    && !v.name.contains('\u{0}')
                    && (!exact || r.exact || !t.is_fp())
            })
            .collect();
        if c.is_empty() {
            if self.chance(50) {
                return None;
            }
            // A new input to read from.
            let modes: Vec<Mode> = (0..self.below(3)).map(|_| self.mode()).collect();
            let v = self.input(t, &modes);
            return self.load_from(v);
        }
        let v = c[self.below(c.len())];
        self.load_from(v)
    }

    fn load_from(&mut self, v: usize) -> Option<Opnd> {
        let view = self.views[v].clone();
        let idx: Vec<String> = (0..view.ty.rank()).map(|k| self.index_below(view.ty.shape[k], &view.name, k)).collect();
        let r = &self.roots[view.root];
        let (exact, small) = (r.exact || !view.ty.elem.is_fp(), r.pristine);
        Some(self.def(
            view.ty.elem,
            format!("load {}[{}] : {}", view.name, idx.join(", "), view.ty.text()),
            exact,
            false,
            small,
        ))
    }
}

/// A group parameter `%name` of `used` + `pad` rows × `cols` (element type `t`, a run-time
/// offset when `offset` is given), loaded for this work-group (`%e`), and the view of its first
/// `used` rows with its type; the parameter, its launch and the lines are added.
fn group_view(
    t: &str,
    (params, launch, lines): (&mut Vec<String>, &mut Vec<(String, String)>, &mut Vec<String>),
    name: &str,
    (used, cols, pad): (i64, i64, i64),
    offset: Option<i64>,
) -> (String, String) {
    let rows = used + pad;
    let off = if offset.is_some() { ", offset: ?" } else { "" };
    let ty = format!("group<memref<{t}x{rows}x{cols}>{off}>");
    params.push(format!("%{name}: {ty}"));
    launch.push((name.to_string(), format!("[{rows}x{cols}]{}", offset.map_or(String::new(), |o| format!("@{o}")))));
    lines.push(format!("%{name}_e = load %{name}[%e] : {ty}"));
    if pad == 0 {
        (format!("%{name}_e"), format!("memref<{t}x{used}x{cols}>"))
    } else {
        lines.push(format!("%{name}_v = subview %{name}_e[0:{used}, 0:{cols}] : memref<{t}x{rows}x{cols}>"));
        (format!("%{name}_v"), format!("memref<{t}x{used}x{cols},strided<1,{rows}>>"))
    }
}

/// A random kernel whose only BLAS instruction is a small `gemm.n.n` or `gemm.n.t` (M ≤ 16,
/// N ≤ 12, `tinyc_frontend::device::CPU_SERIAL_SINGLE_GEMM_MAX`), which CPU devices run on one
/// work-item per work-group: A a group member with padded rows and an offset, B shared (stored
/// N×K for `gemm.n.t`), α a parameter, β 0, 1 or 0.5 into a group output with padded rows;
/// K in 1–20, `f32` or `f64`.
pub fn generate_single_gemm(seed: u64) -> Case {
    let rng = std::cell::RefCell::new(crate::exec::Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1));
    let below = |n: u64| rng.borrow_mut().next_u64() % n;
    let t = if below(2) == 0 { "f32" } else { "f64" };
    let groups = 1 + below(4) as i64;
    let (m, n, k) = (1 + below(16) as i64, 1 + below(12) as i64, 1 + below(20) as i64);
    let pad = || [0i64, 0, 3, 4, 8][below(5) as usize];
    let mut params = vec![format!("%alpha: {t}")];
    let mut launch = vec![("alpha".to_string(), "-0.75".to_string())];
    let mut lines = vec!["%e = group_id".to_string()];
    let (a, a_ty) = group_view(t, (&mut params, &mut launch, &mut lines), "A", (m, k, pad()), Some(below(3) as i64));
    let transposed = below(2) == 0;
    let (b_rows, b_cols) = if transposed { (n, k) } else { (k, n) };
    params.push(format!("%B: memref<{t}x{b_rows}x{b_cols}>"));
    launch.push(("B".into(), format!("{b_rows}x{b_cols}")));
    let beta = ["0.0", "1.0", "0.5"][below(3) as usize];
    let (c, c_ty) = group_view(t, (&mut params, &mut launch, &mut lines), "C", (m, n, pad()), None);
    if beta == "0.0" {
        // β = 0: C's old contents must not be read.
        if let Some(l) = launch.last_mut() {
            l.1.push_str("!nan");
        }
    }
    let op = if transposed { "gemm.n.t" } else { "gemm.n.n" };
    lines.push(format!("{op} %alpha, {a}, %B, {beta}, {c} : {t}, {a_ty}, memref<{t}x{b_rows}x{b_cols}>, {t}, {c_ty}"));
    let text = format!(
        "func @single({}) {{\n{}}}\n",
        params.join(", "),
        lines.iter().map(|l| format!("  {l}\n")).collect::<String>()
    );
    Case { seed, text, params: launch, groups }
}

/// A random chain of GEMMs per work-group as a DG code's generator writes one (the kernels a CPU
/// device runs on one work-item, `tinyc_frontend::device::element_serial`): group parameters
/// loaded with the group id, rows padded and read as `subview` row blocks, `alloca`
/// intermediates, row blocks of an intermediate as the next B, β = 1 into a group output,
/// sometimes an `axpby.n` into a strided row block, a `for` of accumulating GEMMs and a first
/// `gemm.t.n` (A stored transposed, padded). Sizes
/// are random in 1–20 (so column blocks and row vectors end anywhere), `f32` or `f64`.
pub fn generate_chain(seed: u64) -> Case {
    let rng = std::cell::RefCell::new(crate::exec::Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1));
    let below = |n: u64| rng.borrow_mut().next_u64() % n;
    let t = if below(2) == 0 { "f32" } else { "f64" };
    let groups = 1 + below(4) as i64;
    let dim = || 1 + below(20) as i64;
    let (m1, k1, n) = (dim(), dim(), dim());
    let pad = || [0i64, 0, 3, 4, 8][below(5) as usize];
    let mut params = vec![format!("%alpha: {t}")];
    let mut launch = vec![("alpha".to_string(), "0.5".to_string())];
    let mut lines = vec!["%e = group_id".to_string()];
    let group =
        |params: &mut Vec<String>,
         launch: &mut Vec<(String, String)>,
         lines: &mut Vec<String>,
         name: &str,
         used: i64,
         cols: i64,
         pad: i64,
         offset: Option<i64>| { group_view(t, (params, launch, lines), name, (used, cols, pad), offset) };
    // Sometimes `gemm.t.n` with A stored K×M (op(A) copied transposed on one work-item).
    let transposed = below(3) == 0;
    let (a, a_ty) = if transposed {
        group(&mut params, &mut launch, &mut lines, "A", k1, m1, pad(), Some(below(3) as i64))
    } else {
        group(&mut params, &mut launch, &mut lines, "A", m1, k1, pad(), Some(below(3) as i64))
    };
    params.push(format!("%B: memref<{t}x{k1}x{n}>"));
    launch.push(("B".into(), format!("{k1}x{n}")));
    lines.push(format!("%T1 = alloca -> memref<{t}x{m1}x{n}>"));
    let op = if transposed { "gemm.t.n" } else { "gemm.n.n" };
    lines
        .push(format!("{op} %alpha, {a}, %B, 0.0, %T1 : {t}, {a_ty}, memref<{t}x{k1}x{n}>, {t}, memref<{t}x{m1}x{n}>"));
    if below(2) == 0 {
        let (r, r_ty) = group(&mut params, &mut launch, &mut lines, "R", m1, n, pad(), None);
        lines.push(format!("axpby.n 0.75, %T1, 1.0, {r} : {t}, memref<{t}x{m1}x{n}>, {t}, {r_ty}"));
    }
    let steps = 1 + below(3);
    let mut prev = ("%T1".to_string(), m1);
    for s in 2..=steps + 1 {
        let last = s == steps + 1;
        let ms = 1 + below(20) as i64;
        // B: the previous intermediate, or a row block of it (read with its stride).
        let kr = if below(2) == 0 { prev.1 } else { 1 + below(prev.1 as u64) as i64 };
        let (b, b_ty) = if kr == prev.1 {
            (prev.0.clone(), format!("memref<{t}x{kr}x{n}>"))
        } else {
            lines.push(format!("%B{s} = subview {}[0:{kr}, 0:{n}] : memref<{t}x{}x{n}>", prev.0, prev.1));
            (format!("%B{s}"), format!("memref<{t}x{kr}x{n},strided<1,{}>>", prev.1))
        };
        params.push(format!("%D{s}: memref<{t}x{ms}x{kr}>"));
        launch.push((format!("D{s}"), format!("{ms}x{kr}")));
        let d_ty = format!("memref<{t}x{ms}x{kr}>");
        if last {
            let (q, q_ty) = group(&mut params, &mut launch, &mut lines, "Q", ms, n, pad(), None);
            let gemm = format!("gemm.n.n 1.0, %D{s}, {b}, 1.0, {q} : {t}, {d_ty}, {b_ty}, {t}, {q_ty}");
            if below(3) == 0 {
                // Accumulated twice by a `for`.
                lines.push("for %i = 0, 2 {".into());
                lines.push(format!("  {gemm}"));
                lines.push("}".into());
            } else {
                lines.push(gemm);
            }
        } else {
            lines.push(format!("%T{s} = alloca -> memref<{t}x{ms}x{n}>"));
            lines
                .push(format!("gemm.n.n 1.0, %D{s}, {b}, 0.0, %T{s} : {t}, {d_ty}, {b_ty}, {t}, memref<{t}x{ms}x{n}>"));
            prev = (format!("%T{s}"), ms);
        }
    }
    let text = format!(
        "func @chain({}) {{\n{}}}\n",
        params.join(", "),
        lines.iter().map(|l| format!("  {l}\n")).collect::<String>()
    );
    Case { seed, text, params: launch, groups }
}

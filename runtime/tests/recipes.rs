//! The recipes (`SmallGemmBatched`, `TallAndSkinny`) against a plain-Rust reference: odd shapes,
//! all four transpositions, f32 and f64, constant and run-time α and β (a constant β = 0 with C
//! full of NaN), leading dimensions and batch strides larger than needed (whose padding must stay
//! untouched), and the launch-time checks. Every test prints `SKIP: …` and passes when there is
//! no OpenCL device (the f64 cases when it has no double precision).

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;

use tinyc_runtime::recipe::{Coefficient, Real, SmallGemmBatched, TallAndSkinny, Transpose};
use tinyc_runtime::{Buffer, CacheConfig, Context, Error, Origin};

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// A context that caches in memory only (these tests are about results, not the disk cache).
fn context() -> Option<Context> {
    match Context::new() {
        Ok(ctx) => Some(ctx.with_cache(CacheConfig::memory_only())),
        Err(e) => {
            note(&format!("SKIP: no OpenCL device ({e})"));
            None
        }
    }
}

/// f32 and f64 for the tests: conversions and the unit roundoff.
trait Num: Real {
    const EPS: f64;
    fn from_f64(v: f64) -> Self;
}

impl Num for f32 {
    const EPS: f64 = f32::EPSILON as f64;
    fn from_f64(v: f64) -> Self {
        v as f32
    }
}

impl Num for f64 {
    const EPS: f64 = f64::EPSILON;
    fn from_f64(v: f64) -> Self {
        v
    }
}

fn has_fp64<T: Num>(ctx: &Context, what: &str) -> bool {
    if T::TYPE == "f64" && !ctx.supports_fp64() {
        note(&format!("SKIP: {what}: the device has no fp64"));
        return false;
    }
    true
}

/// Deterministic values in [-1, 1).
fn values<T: Num>(len: usize, seed: u64) -> Vec<T> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            T::from_f64((x >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0)
        })
        .collect()
}

/// Where a stored matrix batch lives: element (i, j) of entry g is at `i + j·ld + g·stride`.
#[derive(Clone, Copy, Debug)]
struct Layout {
    rows: usize,
    cols: usize,
    ld: usize,
    stride: usize,
}

impl Layout {
    fn at(&self, i: usize, j: usize, g: usize) -> usize {
        i + j * self.ld + g * self.stride
    }

    fn len(&self, batch: usize) -> usize {
        self.at(self.rows - 1, self.cols - 1, batch - 1) + 1
    }
}

/// One product's description for the reference.
#[derive(Clone, Copy, Debug)]
struct Case {
    ta: Transpose,
    tb: Transpose,
    m: usize,
    n: usize,
    k: usize,
    alpha: f64,
    /// `None`: β is the constant 0 and C's old values must not matter.
    beta: Option<f64>,
}

/// Computes C := α·op(A)·op(B) + β·C on the host in f64 for every g and compares with `got`
/// within a bound on the rounding error; elements of C outside the matrices (padding) must equal
/// `c0` exactly.
#[allow(clippy::too_many_arguments)]
fn check<T: Num>(
    what: &str,
    case: &Case,
    (a, la): (&[T], Layout),
    (b, lb): (&[T], Layout),
    (c0, lc): (&[T], Layout),
    got: &[T],
    batch: usize,
) {
    let mut written = vec![false; got.len()];
    for g in 0..batch {
        for j in 0..case.n {
            for i in 0..case.m {
                let (mut acc, mut mag) = (0.0f64, 0.0f64);
                for l in 0..case.k {
                    let x = match case.ta {
                        Transpose::N => a[la.at(i, l, g)],
                        Transpose::T => a[la.at(l, i, g)],
                    }
                    .to_f64();
                    let y = match case.tb {
                        Transpose::N => b[lb.at(l, j, g)],
                        Transpose::T => b[lb.at(j, l, g)],
                    }
                    .to_f64();
                    acc += x * y;
                    mag += (x * y).abs();
                }
                let at = lc.at(i, j, g);
                let old = c0[at].to_f64();
                let (want, bound) = match case.beta {
                    Some(beta) => (case.alpha * acc + beta * old, case.alpha.abs() * mag + (beta * old).abs()),
                    None => (case.alpha * acc, case.alpha.abs() * mag),
                };
                let v = got[at].to_f64();
                let tol = 4.0 * T::EPS * (case.k as f64 + 2.0) * bound.max(1e-30) + 4.0 * T::EPS * want.abs();
                assert!(
                    (v - want).abs() <= tol,
                    "{what}: C[{i},{j}] of entry {g} is {v}, want {want} (tolerance {tol:e})"
                );
                written[at] = true;
            }
        }
    }
    for (at, w) in written.iter().enumerate() {
        let (v, old) = (got[at].to_f64(), c0[at].to_f64());
        assert!(w | (v == old || (v.is_nan() && old.is_nan())), "{what}: padding element {at} changed: {old} -> {v}");
    }
}

fn buffer<T: Num>(ctx: &Context, data: &[T]) -> Buffer<T> {
    ctx.buffer_from(data).unwrap_or_else(|e| panic!("{e}"))
}

/// Parameters of one small-batched-GEMM run.
struct Small {
    case: Case,
    /// Extra rows of leading dimension for A, B, C, and extra elements between batch entries.
    ld_pad: [usize; 3],
    stride_pad: [usize; 3],
    /// α as a constant (else run-time).
    alpha_constant: bool,
    batch: usize,
}

fn run_small<T: Num>(ctx: &Context, s: &Small) {
    let c = &s.case;
    let what = format!(
        "{} gemm.{:?}.{:?} {}x{}x{} alpha={}{} beta={:?} ld+{:?} stride+{:?} batch {}",
        T::TYPE,
        c.ta,
        c.tb,
        c.m,
        c.n,
        c.k,
        c.alpha,
        if s.alpha_constant { " (constant)" } else { "" },
        c.beta,
        s.ld_pad,
        s.stride_pad,
        s.batch
    );
    if !has_fp64::<T>(ctx, &what) {
        return;
    }
    let (ra, ca) = if c.ta == Transpose::N { (c.m, c.k) } else { (c.k, c.m) };
    let (rb, cb) = if c.tb == Transpose::N { (c.k, c.n) } else { (c.n, c.k) };
    let lay = |rows: usize, cols: usize, i: usize| {
        let ld = rows + s.ld_pad[i];
        Layout { rows, cols, ld, stride: ld * cols + s.stride_pad[i] }
    };
    let (la, lb, lc) = (lay(ra, ca, 0), lay(rb, cb, 1), lay(c.m, c.n, 2));
    let alpha = if s.alpha_constant { Coefficient::Constant(T::from_f64(c.alpha)) } else { Coefficient::Runtime };
    let beta = match c.beta {
        None => Coefficient::Constant(T::from_f64(0.0)),
        Some(_) => Coefficient::Runtime,
    };
    let recipe = SmallGemmBatched::<T>::builder(c.m, c.n, c.k)
        .trans_a(c.ta)
        .trans_b(c.tb)
        .lda(la.ld)
        .ldb(lb.ld)
        .ldc(lc.ld)
        .stride_a(la.stride)
        .stride_b(lb.stride)
        .stride_c(lc.stride)
        .alpha(alpha)
        .beta(beta)
        .build(ctx)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let a: Vec<T> = values(la.len(s.batch), 1);
    let b: Vec<T> = values(lb.len(s.batch), 2);
    // With a constant β = 0, C starts as NaN: any read of it would show. Otherwise C holds values
    // (and the padding a sentinel that must survive).
    let c0: Vec<T> = match c.beta {
        None => vec![T::from_f64(f64::NAN); lc.len(s.batch)],
        Some(_) => values(lc.len(s.batch), 3),
    };
    let (da, db, dc) = (buffer(ctx, &a), buffer(ctx, &b), buffer(ctx, &c0));
    let beta_value = T::from_f64(c.beta.unwrap_or(0.0));
    recipe
        .launch(&da, &db, &dc, T::from_f64(c.alpha), beta_value, s.batch)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", recipe.ir()));
    let got = dc.read().unwrap_or_else(|e| panic!("{e}"));
    check(&what, c, (&a, la), (&b, lb), (&c0, lc), &got, s.batch);
}

const TRANSPOSES: [(Transpose, Transpose); 4] = [
    (Transpose::N, Transpose::N),
    (Transpose::N, Transpose::T),
    (Transpose::T, Transpose::N),
    (Transpose::T, Transpose::T),
];

#[test]
fn small_gemm_7x5x3_every_transposition_both_types_constant_beta_zero() {
    let Some(ctx) = context() else { return };
    for (ta, tb) in TRANSPOSES {
        let s = |alpha| Small {
            case: Case { ta, tb, m: 7, n: 5, k: 3, alpha, beta: None },
            ld_pad: [2, 1, 3],
            stride_pad: [5, 0, 4],
            alpha_constant: true,
            batch: 9,
        };
        run_small::<f32>(&ctx, &s(2.5));
        run_small::<f64>(&ctx, &s(-0.75));
    }
}

#[test]
fn small_gemm_35x9x35_every_transposition_runtime_coefficients() {
    let Some(ctx) = context() else { return };
    for (ta, tb) in TRANSPOSES {
        let s = Small {
            case: Case { ta, tb, m: 35, n: 9, k: 35, alpha: 1.5, beta: Some(-0.5) },
            ld_pad: [1, 0, 6],
            stride_pad: [0, 3, 1],
            alpha_constant: false,
            batch: 5,
        };
        run_small::<f32>(&ctx, &s);
    }
    let s = Small {
        case: Case { ta: Transpose::T, tb: Transpose::N, m: 35, n: 9, k: 35, alpha: -2.0, beta: Some(0.25) },
        ld_pad: [0, 0, 0],
        stride_pad: [0, 0, 0],
        alpha_constant: false,
        batch: 3,
    };
    run_small::<f64>(&ctx, &s);
}

#[test]
fn small_gemm_1x1x1_and_broadcast_operands() {
    let Some(ctx) = context() else { return };
    for beta in [None, Some(3.0)] {
        let s = Small {
            case: Case { ta: Transpose::N, tb: Transpose::N, m: 1, n: 1, k: 1, alpha: 0.5, beta },
            ld_pad: [0, 2, 0],
            stride_pad: [1, 0, 2],
            alpha_constant: false,
            batch: 17,
        };
        run_small::<f32>(&ctx, &s);
        run_small::<f64>(&ctx, &s);
    }
    // Batch stride 0 for B: every product reads the same B.
    let recipe = SmallGemmBatched::<f32>::builder(4, 3, 2)
        .stride_b(0)
        .alpha(Coefficient::Constant(1.0))
        .beta(Coefficient::Constant(0.0))
        .build(&ctx)
        .unwrap_or_else(|e| panic!("{e}"));
    let batch = 6;
    let a: Vec<f32> = values(8 * batch, 4);
    let b: Vec<f32> = values(6, 5);
    let c0 = vec![f32::NAN; 12 * batch];
    let (da, db, dc) = (buffer(&ctx, &a), buffer(&ctx, &b), buffer(&ctx, &c0));
    recipe.launch(&da, &db, &dc, 1.0, 0.0, batch).unwrap_or_else(|e| panic!("{e}"));
    let case = Case { ta: Transpose::N, tb: Transpose::N, m: 4, n: 3, k: 2, alpha: 1.0, beta: None };
    let got = dc.read().unwrap_or_else(|e| panic!("{e}"));
    let la = Layout { rows: 4, cols: 2, ld: 4, stride: 8 };
    let lb = Layout { rows: 2, cols: 3, ld: 2, stride: 0 };
    let lc = Layout { rows: 4, cols: 3, ld: 4, stride: 12 };
    check("broadcast B", &case, (&a, la), (&b, lb), (&c0, lc), &got, batch);
}

#[test]
fn small_gemm_launch_checks() {
    let Some(ctx) = context() else { return };
    let recipe = SmallGemmBatched::<f32>::builder(3, 2, 4)
        .ldc(5)
        .beta(Coefficient::Constant(1.0))
        .build(&ctx)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(recipe.ir().contains("gemm.n.n %alpha, %a, %b, 1e0, %c"), "{}", recipe.ir());
    let (a, b) = (buffer(&ctx, &[0.5f32; 12 * 4]), buffer(&ctx, &[1.0f32; 8 * 4]));
    let c = buffer(&ctx, &[1.0f32; 10 * 4]);
    let recipe_error = |r: Result<_, Error>| match r {
        Err(Error::Recipe { message, .. }) => message,
        other => panic!("expected a recipe error, got {other:?}"),
    };
    // C for 4 entries needs (4-1)·10 + (2-1)·5 + 3 = 38 elements: 40 are there; 5 entries do not fit.
    assert!(recipe.launch(&a, &b, &c, 2.0, 1.0, 4).is_ok());
    let got = c.read().unwrap_or_else(|e| panic!("{e}"));
    for g in 0..4 {
        for j in 0..2 {
            for i in 0..5 {
                let want = if i < 3 { 1.0 + 2.0 * 4.0 * 0.5 } else { 1.0 };
                assert_eq!(got[g * 10 + j * 5 + i], want, "entry {g} ({i},{j})");
            }
        }
    }
    let m = recipe_error(recipe.launch(&a, &b, &c, 2.0, 1.0, 5));
    assert!(m.contains("A needs 60 elements for a batch of 5, but its buffer holds 48"), "{m}");
    let m = recipe_error(recipe.launch(&a, &b, &c, 2.0, 0.5, 1));
    assert!(m.contains("beta is the constant 1"), "{m}");
    let m = recipe_error(recipe.launch(&c, &b, &c, 2.0, 1.0, 1));
    assert!(m.contains("C must be a buffer of its own"), "{m}");
    // An empty batch runs nothing.
    let info = recipe.launch(&a, &b, &c, 2.0, 1.0, 0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.global_size[2], 0);
    assert_eq!(c.read().unwrap_or_else(|e| panic!("{e}")), got);
    // The same parameters again: the context's program cache answers.
    let again = SmallGemmBatched::<f32>::builder(3, 2, 4)
        .ldc(5)
        .beta(Coefficient::Constant(1.0))
        .build(&ctx)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.program().origin(), Origin::MemoryCache);
    // Bad parameters never reach the device.
    match SmallGemmBatched::<f32>::builder(3, 2, 4).ldc(2).build(&ctx) {
        Err(Error::Recipe { message, .. }) => {
            assert!(message.contains("leading dimension of C (2) is less than its 3"), "{message}");
        }
        other => panic!("expected a recipe error, got {other:?}"),
    }
}

/// Parameters of one tall-and-skinny run.
struct Tall {
    case: Case,
    /// Fixed leading dimensions of A (not transposed) and C, else packed.
    lda: Option<usize>,
    ldc: Option<usize>,
    ldb_pad: usize,
    block: usize,
    alpha_constant: bool,
    /// The M of each launch.
    ms: &'static [usize],
}

fn run_tall<T: Num>(ctx: &Context, t: &Tall) {
    let c = &t.case;
    let what = format!(
        "{} tall gemm.{:?}.{:?} N={} K={} block {} lda {:?} ldc {:?} alpha={} beta={:?}",
        T::TYPE,
        c.ta,
        c.tb,
        c.n,
        c.k,
        t.block,
        t.lda,
        t.ldc,
        c.alpha,
        c.beta
    );
    if !has_fp64::<T>(ctx, &what) {
        return;
    }
    let (rb, cb) = if c.tb == Transpose::N { (c.k, c.n) } else { (c.n, c.k) };
    let lb = Layout { rows: rb, cols: cb, ld: rb + t.ldb_pad, stride: 0 };
    let alpha = if t.alpha_constant { Coefficient::Constant(T::from_f64(c.alpha)) } else { Coefficient::Runtime };
    let beta = if c.beta.is_some() { Coefficient::Runtime } else { Coefficient::Constant(T::from_f64(0.0)) };
    let mut builder = TallAndSkinny::<T>::builder(c.n, c.k)
        .trans_a(c.ta)
        .trans_b(c.tb)
        .ldb(lb.ld)
        .block_rows(t.block)
        .alpha(alpha)
        .beta(beta);
    if let Some(ld) = t.lda {
        builder = builder.lda(ld);
    }
    if let Some(ld) = t.ldc {
        builder = builder.ldc(ld);
    }
    let recipe = builder.build(ctx).unwrap_or_else(|e| panic!("{what}: {e}"));
    let b: Vec<T> = values(lb.len(1), 7);
    let db = buffer(ctx, &b);
    for &m in t.ms {
        let la = match c.ta {
            Transpose::N => Layout { rows: m, cols: c.k, ld: t.lda.unwrap_or(m), stride: 0 },
            Transpose::T => Layout { rows: c.k, cols: m, ld: t.lda.unwrap_or(c.k), stride: 0 },
        };
        let lc = Layout { rows: m, cols: c.n, ld: t.ldc.unwrap_or(m), stride: 0 };
        let a: Vec<T> = values(la.len(1), m as u64 + 11);
        let c0: Vec<T> = match c.beta {
            None => vec![T::from_f64(f64::NAN); lc.len(1)],
            Some(_) => values(lc.len(1), m as u64 + 13),
        };
        let (da, dc) = (buffer(ctx, &a), buffer(ctx, &c0));
        let info = recipe
            .launch(&da, &db, &dc, m, T::from_f64(c.alpha), T::from_f64(c.beta.unwrap_or(0.0)))
            .unwrap_or_else(|e| panic!("{what}, M = {m}: {e}\n{}", recipe.ir()));
        // A block of 1 runs as a block of 2 (Intel's CPU runtime miscompiles blocks of 1).
        assert_eq!(info.global_size[2], m.div_ceil(t.block.max(2)), "{what}: work-groups for M = {m}");
        let got = dc.read().unwrap_or_else(|e| panic!("{e}"));
        let case = Case { m, ..*c };
        check(&format!("{what}, M = {m}"), &case, (&a, la), (&b, lb), (&c0, lc), &got, 1);
    }
}

#[test]
fn tall_and_skinny_every_transposition_both_types() {
    let Some(ctx) = context() else { return };
    for (ta, tb) in TRANSPOSES {
        // N = 5, K = 3, blocks of 16 rows: M around the block boundaries, constant β = 0.
        let t = Tall {
            case: Case { ta, tb, m: 0, n: 5, k: 3, alpha: 2.5, beta: None },
            lda: if ta == Transpose::T { Some(4) } else { None },
            ldc: None,
            ldb_pad: 1,
            block: 16,
            alpha_constant: true,
            ms: &[1, 7, 16, 17, 100],
        };
        run_tall::<f32>(&ctx, &t);
        // Run-time β and α, fixed leading dimensions larger than M.
        let t = Tall {
            case: Case { ta, tb, m: 0, n: 5, k: 3, alpha: -1.25, beta: Some(0.5) },
            lda: Some(if ta == Transpose::T { 6 } else { 130 }),
            ldc: Some(131),
            ldb_pad: 0,
            block: 32,
            alpha_constant: false,
            ms: &[35, 64, 129],
        };
        run_tall::<f64>(&ctx, &t);
    }
}

#[test]
fn tall_and_skinny_odd_shapes() {
    let Some(ctx) = context() else { return };
    // 35×9×35 and 1×1×1 with the default block, and a long M.
    let t = Tall {
        case: Case { ta: Transpose::N, tb: Transpose::T, m: 0, n: 9, k: 35, alpha: 0.75, beta: Some(1.0) },
        lda: None,
        ldc: Some(40),
        ldb_pad: 2,
        block: 128,
        alpha_constant: false,
        ms: &[35],
    };
    run_tall::<f32>(&ctx, &t);
    let t = Tall {
        case: Case { ta: Transpose::N, tb: Transpose::N, m: 0, n: 1, k: 1, alpha: 3.0, beta: None },
        lda: None,
        ldc: None,
        ldb_pad: 0,
        block: 128,
        alpha_constant: false,
        ms: &[1, 2000],
    };
    run_tall::<f32>(&ctx, &t);
    run_tall::<f64>(&ctx, &t);
}

/// Blocks of one row, every transposition (Intel's OpenCL CPU runtime 2026.2 wrote past C and
/// crashed for a transposed A with blocks of 1, hunt Q; run with its ICD to check it there).
#[test]
fn tall_and_skinny_blocks_of_one_row() {
    let Some(ctx) = context() else { return };
    for (ta, tb) in TRANSPOSES {
        let t = Tall {
            case: Case { ta, tb, m: 0, n: 1, k: 1, alpha: 0.5, beta: Some(-2.0) },
            lda: if ta == Transpose::T { Some(3) } else { None },
            ldc: None,
            ldb_pad: 0,
            block: 1,
            alpha_constant: false,
            ms: &[1, 4, 14],
        };
        run_tall::<f64>(&ctx, &t);
        run_tall::<f32>(&ctx, &Tall { case: Case { n: 2, k: 3, ..t.case }, lda: t.lda.map(|_| 4), ..t });
    }
}

#[test]
fn tall_and_skinny_launch_checks() {
    let Some(ctx) = context() else { return };
    let recipe = TallAndSkinny::<f32>::builder(2, 3)
        .lda(10)
        .alpha(Coefficient::Constant(1.0))
        .beta(Coefficient::Constant(0.0))
        .block_rows(4)
        .build(&ctx)
        .unwrap_or_else(|e| panic!("{e}"));
    let recipe_error = |r: Result<_, Error>| match r {
        Err(Error::Recipe { message, .. }) => message,
        other => panic!("expected a recipe error, got {other:?}"),
    };
    let (a, b, c) = (buffer(&ctx, &[1.0f32; 30]), buffer(&ctx, &[1.0f32; 6]), buffer(&ctx, &[f32::NAN; 20]));
    let info = recipe.launch(&a, &b, &c, 10, 1.0, 0.0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.global_size[2], 3);
    assert_eq!(c.read().unwrap_or_else(|e| panic!("{e}")), vec![3.0f32; 20]);
    let m = recipe_error(recipe.launch(&a, &b, &c, 11, 1.0, 0.0));
    assert!(m.contains("leading dimension of A (10) is less than its 11"), "{m}");
    let m = recipe_error(recipe.launch(&a, &b, &c, 10, 2.0, 0.0));
    assert!(m.contains("alpha is the constant 1"), "{m}");
    let small_c = buffer(&ctx, &[0.0f32; 19]);
    let m = recipe_error(recipe.launch(&a, &b, &small_c, 10, 1.0, 0.0));
    assert!(m.contains("C needs 20 elements for M = 10, but its buffer holds 19"), "{m}");
    let m = recipe_error(recipe.launch(&a, &b, &b, 2, 1.0, 0.0));
    assert!(m.contains("C must be a buffer of its own"), "{m}");
    let info = recipe.launch(&a, &b, &c, 0, 1.0, 0.0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.global_size[2], 0);
}

//! Differential fuzzing in the test suite: a bounded, deterministic run of generated programs
//! ([`tinyc_tests::progen`]) on every OpenCL implementation present, compared with the host
//! interpreter. The default run takes disjoint slices of the seeds per implementation;
//! `TINYC_FULL_TESTS=1` runs every seed everywhere (as before 2026-11-28: PoCL's cold kernel
//! builds made this file most of CI's time). The long mode is the `fuzz` binary
//! (`cargo run -p tinyc-tests --bin fuzz`).

use tinyc_runtime::Context;
use tinyc_tests::difffuzz::{Tally, fuzz};
use tinyc_tests::impls::{Impl, run_test_in_child};
use tinyc_tests::progen::{Features, generate};
use tinyc_tests::sampled;

/// Seeds of the bounded run: the first `count` from `first`, as OpenCL C or as SPIR-V.
fn run_seeds(first: u64, count: u64, spirv: bool) -> Tally {
    run_seeds_in(first, count, spirv, false)
}

/// [`run_seeds`] with the programs in tinytc v0.4 (`v04`) or v0.3.1.
fn run_seeds_in(first: u64, count: u64, spirv: bool, v04: bool) -> Tally {
    let ctx = Context::new().unwrap_or_else(|e| panic!("no OpenCL device: {e}"));
    let features = Features { groups: ctx.supports_svm(), v04 };
    let tally = fuzz(&ctx, features, first..first + count, spirv, || true, |_, _, _, _, _| {});
    tinyc_tests::note(&format!(
        "fuzzed seeds {first}..{} on {}{}{}: {} passed, {} failed, {} invalid",
        first + count,
        ctx.device_name(),
        if spirv { " (SPIR-V)" } else { "" },
        if v04 { " in tinytc v0.4" } else { "" },
        tally.passed,
        tally.failed.len(),
        tally.invalid.len()
    ));
    tally
}

fn assert_clean(t: &Tally) {
    let mut msgs: Vec<String> = t.invalid.iter().map(|(s, e)| format!("seed {s}: invalid program: {e}")).collect();
    msgs.extend(t.failed.iter().map(|(s, e)| {
        format!("seed {s} fails (reproduce: cargo run -p tinyc-tests --bin fuzz -- --seed {s} --count 1):\n{e}")
    }));
    assert!(msgs.is_empty(), "{} of {} programs:\n\n{}", msgs.len(), t.passed + msgs.len(), msgs.join("\n\n"));
}

/// Every generated program is valid: it checks for every device description; and the programs
/// together use every instruction family and form.
#[test]
fn generated_programs_check_and_cover_the_language() {
    let forms = [
        "arith.add",
        "arith.sub",
        "arith.mul",
        "arith.div",
        "arith.rem",
        "arith.shl",
        "arith.shr",
        "arith.and",
        "arith.or",
        "arith.xor",
        "arith.neg",
        "arith.not",
        "cast ",
        "cmp.eq",
        "cmp.ne",
        "cmp.lt",
        "cmp.le",
        "cmp.gt",
        "cmp.ge",
        "load ",
        "store ",
        "size ",
        "subview ",
        "expand ",
        "fuse ",
        "alloca ",
        "group_size",
        "axpby.n",
        "axpby.t",
        "sum.n",
        "sum.t",
        "gemm.n.n",
        "gemm.n.t",
        "gemm.t.n",
        "gemm.t.t",
        "gemv.n",
        "gemv.t",
        "ger ",
        "hadamard ",
        ".atomic",
        "for ",
        "foreach ",
        "if ",
        "} else {",
        "yield ",
        "group<",
        "offset: ?",
        "strided<?",
        "x?",
        "work_group_size(",
        "subgroup_size(",
        ": i8",
        ": i16",
        ": i32",
        ": i64",
        ": index",
        ": f32",
        ": f64",
        ": i1",
        "-> i1",
        ": f16",
        ": bf16",
        ": c32",
        ": c64",
        "-> f16",
        "-> bf16",
        "-> c32",
        "-> c64",
        "memref<f16",
        "memref<bf16",
        "memref<c32",
        "memref<c64",
        "arith.conj",
        "arith.re ",
        "arith.im ",
        ", [",
        // The ends of the integer types: literals, and loops whose last step would pass the
        // largest value.
        "-2147483648",
        "9223372036854775807",
        "32767",
        ", 127, ",
        ", 9223372036854775807, ",
        "arith.or",
    ];
    let mut seen = vec![0usize; forms.len()];
    for seed in 0..300 {
        let case = generate(seed, Features { groups: true, v04: false });
        for (n, f) in seen.iter_mut().zip(forms) {
            *n += usize::from(case.text.contains(f));
        }
        for device in [tinyc_frontend::Device::generic(), tinyc_frontend::Device::cpu()] {
            if let Err(e) = tinyc_tests::check_text("gen.ir", &case.text, device) {
                panic!("seed {seed}:\n{e}\n{}", case.text);
            }
        }
    }
    let missing: Vec<&str> = forms.iter().zip(&seen).filter(|(_, n)| **n < 3).map(|(f, _)| *f).collect();
    assert!(missing.is_empty(), "forms in fewer than 3 of 300 programs: {missing:?}");
}

#[test]
fn generated_programs_match_the_interpreter_on_the_default_opencl_device() {
    if tinyc_tests::impls::in_a_pocl_process(
        "fuzz_diff::generated_programs_match_the_interpreter_on_the_default_opencl_device",
    ) {
        return;
    }
    if let Err(e) = Context::new() {
        tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); differential fuzzing not run"));
        return;
    }
    let (first, count) = sampled((0, 40), (0, 300));
    assert_clean(&run_seeds(first, count, false));
}

/// The same programs rewritten in tinytc v0.4 (`tinyc fmt --to v0.4`): v0.4's parser, checker
/// and grid launch on the same computations.
#[test]
fn generated_v04_programs_match_the_interpreter_on_the_default_opencl_device() {
    if tinyc_tests::impls::in_a_pocl_process(
        "fuzz_diff::generated_v04_programs_match_the_interpreter_on_the_default_opencl_device",
    ) {
        return;
    }
    if let Err(e) = Context::new() {
        tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); v0.4 differential fuzzing not run"));
        return;
    }
    let (first, count) = sampled((0, 30), (0, 150));
    assert_clean(&run_seeds_in(first, count, false, true));
}

/// The child side of the per-implementation runs: `TINYC_FUZZ_SEEDS=FIRST,COUNT`,
/// `TINYC_FUZZ_CHAIN_SEEDS=FIRST,COUNT` for random element-serial chains and single small GEMMs,
/// `TINYC_FUZZ_SPIRV_SEEDS=FIRST,COUNT` for SPIR-V where the implementation takes it, and
/// `TINYC_FUZZ_V04_SEEDS=FIRST,COUNT` for the programs in tinytc v0.4 (their subgroup-divergent
/// regions; as SPIR-V too where SPIR-V is fuzzed).
#[test]
#[ignore = "run in a child process by the per-implementation fuzzing tests"]
fn child_fuzzes_the_selected_implementation() {
    let seeds = |var: &str, default: &str| {
        let spec = std::env::var(var).unwrap_or_else(|_| default.into());
        let (first, count) = spec.split_once(',').unwrap_or(("0", "0"));
        (first.parse().unwrap_or(0), count.parse().unwrap_or(0))
    };
    let (first, count) = seeds("TINYC_FUZZ_SEEDS", "0,20");
    assert_clean(&run_seeds(first, count, false));
    let (chain_first, chain_count) = seeds("TINYC_FUZZ_CHAIN_SEEDS", "0,0");
    if chain_count > 0 {
        let ctx = Context::new().unwrap_or_else(|e| panic!("no OpenCL device: {e}"));
        let mut failures = run_chains(&ctx, chain_first..chain_first + chain_count);
        failures.extend(run_single_gemms(&ctx, chain_first..chain_first + chain_count));
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    }
    let (v04_first, v04_count) = seeds("TINYC_FUZZ_V04_SEEDS", "0,0");
    if v04_count > 0 {
        assert_clean(&run_seeds_in(v04_first, v04_count, false, true));
    }
    let (first, count) = seeds("TINYC_FUZZ_SPIRV_SEEDS", "0,0");
    if count > 0 {
        let ctx = Context::new().unwrap_or_else(|e| panic!("no OpenCL device: {e}"));
        if ctx.supports_spirv() {
            assert_clean(&run_seeds(first, count, true));
            if v04_count > 0 {
                assert_clean(&run_seeds_in(v04_first, v04_count, true, true));
            }
        } else {
            tinyc_tests::note(&format!("SKIP: {} takes no SPIR-V; SPIR-V not fuzzed", ctx.device_name()));
        }
    }
}

fn on_implementation(imp: Impl, seeds: &str, spirv_seeds: &str, v04_seeds: &str, chain_seeds: &str) {
    if let Err(why) = imp.library() {
        tinyc_tests::note(&format!("SKIP: {why}; differential fuzzing not run on {}", imp.name()));
        return;
    }
    let env = [
        ("TINYC_FUZZ_SEEDS", seeds),
        ("TINYC_FUZZ_SPIRV_SEEDS", spirv_seeds),
        ("TINYC_FUZZ_V04_SEEDS", v04_seeds),
        ("TINYC_FUZZ_CHAIN_SEEDS", chain_seeds),
    ];
    let out = run_test_in_child(imp, "fuzz_diff::child_fuzzes_the_selected_implementation", &env);
    for line in out.lines().filter(|l| l.starts_with("fuzzed ") || l.starts_with("ran ") || l.starts_with("SKIP")) {
        tinyc_tests::note(&format!("{line} [{}]", imp.name()));
    }
}

/// On Intel's runtime the programs also run as SPIR-V from the MLIR route, and the v0.4 ones
/// (subgroup operations and cooperative matrices under subgroup-divergent control flow, on the
/// device's own subgroups) both ways.
#[test]
fn generated_programs_match_the_interpreter_on_intels_opencl_cpu_runtime() {
    let (seeds, spirv, v04, chains) =
        sampled(("100,50", "0,40", "60,25", "15,20"), ("0,300", "0,150", "0,100", "0,40"));
    on_implementation(Impl::Intel, seeds, spirv, v04, chains);
}

/// Fewer programs: oclgrind simulates every work-item. Any report it logs fails the program.
#[test]
fn generated_programs_run_under_oclgrind_without_reports() {
    on_implementation(Impl::Oclgrind, "0,100", "0,0", "0,80", "0,0");
}

/// A sample of the generated programs (those valid for NVIDIA GPUs) compiles to PTX
/// that ptxas accepts; without a GPU here, that is as far as the PTX route is checked.
#[test]
fn generated_programs_compile_to_ptx_that_ptxas_accepts() {
    let ptxas = crate::ptx::ptxas();
    if ptxas.is_none() {
        tinyc_tests::note("SKIP: ptxas not found (run scripts/setup.sh); generated PTX not assembled");
    }
    let dir = std::env::temp_dir().join(format!("tinyc-gen-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let mut compiled = 0;
    for seed in (0..2000).step_by(10) {
        // Every other one in tinytc v0.4: its subgroup-divergent regions shuffle within warps.
        let case = generate(seed, Features { groups: true, v04: seed % 20 == 10 });
        let Ok(checked) = tinyc_tests::check_text("gen.ir", &case.text, tinyc_frontend::Device::nvidia()) else {
            continue; // a subgroup size NVIDIA GPUs lack
        };
        let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default())
            .unwrap_or_else(|e| panic!("seed {seed}: PTX failed: {e}\n{}", case.text));
        compiled += 1;
        if let Some(ptxas) = &ptxas {
            let file = dir.join(format!("s{seed}.ptx"));
            if let Err(e) = crate::ptx::assemble(ptxas, &file, &ptx, "sm_90") {
                panic!("seed {seed}: ptxas rejects the PTX:\n{e}\n{}", case.text);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(compiled >= 80, "only {compiled} generated programs were valid for NVIDIA GPUs");
    tinyc_tests::note(&format!("{compiled} generated programs compiled to PTX"));
}

/// Panics unless the generated program `text` checks for a generic GPU, a CPU and an NVIDIA GPU.
fn checks_for_every_device(seed: u64, text: &str) {
    for device in [tinyc_frontend::Device::generic(), tinyc_frontend::Device::cpu(), tinyc_frontend::Device::nvidia()] {
        if let Err(e) = tinyc_tests::check_text("gen.ir", text, device) {
            panic!("seed {seed}: {e}\n{text}");
        }
    }
}

/// v0.4 programs with a stated subgroup size often get a `parallel` region whose subgroup
/// operations are under control flow that differs between subgroups (an `if` on the subgroup
/// id, a `for` with a subgroup-dependent trip count), most of them with a cooperative
/// matrix carried by that `for` (and mostly multiplied in it); those check for every device and run in the bounded runs
/// above, against the interpreter, on every implementation.
#[test]
fn generated_v04_programs_have_subgroup_divergent_regions() {
    let (mut divergent, mut coop, mut columns) = (0, 0, 0);
    // f64 products that NVIDIA's tensor cores would take (subgroups of 32).
    let mut tensor_cores = 0;
    // Products with B loaded before the loop, in its body, and in its body before a store.
    let mut products = [0; 3];
    for seed in 0..300 {
        let case = generate(seed, Features { groups: true, v04: true });
        if !case.text.contains("%sg_out") {
            continue;
        }
        divergent += 1;
        assert!(case.text.contains("subgroup_reduce_add") && case.text.contains("%sg_trips"), "seed {seed}");
        assert!(case.params.iter().any(|(p, _)| p == "SG"), "seed {seed}: no launch of %SG");
        if case.text.contains("%sg_macc = for") {
            coop += 1;
            columns += usize::from(case.text.contains(".column %sg_macc"));
            if case.text.contains("%sg_mp = cooperative_matrix_mul_add") {
                let at = |t: &str| case.text.find(t).unwrap_or(0);
                let inside = at("%sg_mb = cooperative_matrix_load") > at("%sg_macc = for");
                let store = at("store %sg_ab, %sg_out[%sg_wi]");
                let stored = store > at("%sg_mb = cooperative_matrix_load") && store < at("%sg_mp = ");
                products[usize::from(inside) + usize::from(stored)] += 1;
                assert!(case.params.iter().any(|(p, _)| p == "SGB"), "seed {seed}: no launch of %SGB");
                if case.text.contains("%sg_mk, %sg_mb, %sg_mn : coopmatrix<f64x32x") {
                    let checked = tinyc_tests::check_text("gen.ir", &case.text, tinyc_frontend::Device::nvidia())
                        .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", case.text));
                    let on_tensor_cores = tinyc_tests::exec::checked_emulates_mma(&checked);
                    assert!(on_tensor_cores, "seed {seed}: an f64 product off the tensor cores\n{}", case.text);
                    tensor_cores += 1;
                }
            }
            assert!(case.params.iter().any(|(p, _)| p == "SGM"), "seed {seed}: no launch of %SGM");
        }
        checks_for_every_device(seed, &case.text);
    }
    tinyc_tests::note(&format!(
        "{divergent} of 300 v0.4 programs diverge between subgroups, {coop} with a cooperative matrix ({columns} reduced by columns; products with B loaded before the loop / in it / in it before a store: {products:?}; {tensor_cores} on NVIDIA's tensor cores)"
    ));
    assert!(tensor_cores >= 2, "only {tensor_cores} products would run on NVIDIA's tensor cores");
    assert!(
        products.iter().all(|&n| n >= 2),
        "products with B loaded before the loop / in it / before a store: {products:?}"
    );
    assert!(divergent >= 20, "only {divergent} of 300 v0.4 programs have a divergent subgroup region");
    assert!(coop >= 8, "only {coop} of {divergent} divergent regions carry a cooperative matrix");
    assert!(columns >= 3 && coop - columns >= 3, "{columns} of {coop} matrices reduced by columns");
}

/// Half of the v0.4 programs get a cooperative-matrix multiply-add of random shape, types,
/// transposes and bound checks (`Gen::coop_gemm`); they check for every device, and the bounded
/// runs above run them against the interpreter on every implementation.
#[test]
fn generated_v04_programs_multiply_cooperative_matrices() {
    let (mut coop, mut transposed, mut scaled) = (0, 0, 0);
    let mut flags = [0; 4];
    let mut types = std::collections::BTreeSet::new();
    for seed in 0..300 {
        let case = generate(seed, Features { groups: true, v04: true });
        if !case.text.contains("%cq_r = cooperative_matrix_mul_add") {
            continue;
        }
        coop += 1;
        for p in ["CQA", "CQB", "CQC", "CQO"] {
            assert!(case.params.iter().any(|(q, _)| q == p), "seed {seed}: no launch of %{p}");
        }
        transposed += usize::from(case.text.contains("_load.t") || case.text.contains("_store.t"));
        scaled += usize::from(case.text.contains("cooperative_matrix_scale %cq_alpha"));
        for (i, flag) in [".rows_checked", ".cols_checked", ".both_checked"].iter().enumerate() {
            flags[i] += usize::from(case.text.contains(flag));
        }
        flags[3] += usize::from(case.text.contains("-1 : index") || case.text.contains("-2 : index"));
        if let Some(i) = case.text.find("%cq_r = cooperative_matrix_mul_add") {
            let line = case.text[i..].lines().next().unwrap_or_default();
            types.insert(line.split("coopmatrix<").nth(1).and_then(|t| t.split('x').next()).unwrap_or("").to_string());
        }
        checks_for_every_device(seed, &case.text);
    }
    tinyc_tests::note(&format!(
        "{coop} of 300 v0.4 programs multiply cooperative matrices ({transposed} transposed, {scaled} scaled; rows/cols/both checked, negative positions: {flags:?}; accumulators {types:?})"
    ));
    assert!(coop >= 40, "only {coop} of 300 v0.4 programs multiply cooperative matrices");
    assert!(transposed >= 20 && scaled >= 10, "{transposed} transposed, {scaled} scaled");
    assert!(flags.iter().all(|&n| n >= 10), "checked flags and negative positions: {flags:?}");
    assert!(types.len() >= 5, "accumulator types: {types:?}");
}

/// Some v0.4 programs get an elementwise `foreach` over one to three modes (`Gen::elementwise_foreach`)
/// of every kind the CPU devices' explicit vectors distinguish (packed or padded, static or
/// dynamic sizes, a subview or the batched tensor, invariant operands, f32/f64 and the types
/// that are not vectorised, row walks with a loop over the columns); they check for every device, and the bounded runs above run them
/// against the interpreter on every implementation.
#[test]
fn generated_v04_programs_have_elementwise_foreach() {
    let mut count = 0;
    let mut kinds = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..1000 {
        let case = generate(seed, Features { groups: true, v04: true });
        let Some(at) = case.text.find("foreach (%ew_i0") else { continue };
        count += 1;
        let line = case.text[at..].lines().next().unwrap_or_default();
        let modes = line.matches("%ew_i").count();
        let ty = case.text.split("%EWX: memref<").nth(1).unwrap_or_default();
        for (kind, present) in [
            ("1 mode", modes == 1),
            ("2 modes", modes == 2),
            ("3 modes", modes == 3),
            ("dynamic", ty.split('>').next().unwrap_or_default().contains("x?x")),
            ("padded", ty.split('>').next().unwrap_or_default().contains("strided")),
            ("subview", case.text.contains("%ew_x = subview")),
            ("coefficient", case.text.contains("%ew_s = load")),
            ("parameter", case.text.contains("%EWP: ")),
            ("in place", case.text.contains("%ew_b = load")),
            ("if", case.text.contains("%ew_sel = if")),
            ("nested if", case.text.contains("%ew_in = if")),
            ("row walk", case.text.contains("%ew_acc = for")),
            ("f32", ty.starts_with("f32")),
            ("f64", ty.starts_with("f64")),
            ("f16 or i32", ty.starts_with("f16") || ty.starts_with("i32")),
        ] {
            *kinds.entry(kind).or_default() += usize::from(present);
        }
        for p in ["EWX", "EWY"] {
            assert!(case.params.iter().any(|(q, _)| q == p), "seed {seed}: no launch of %{p}");
        }
        checks_for_every_device(seed, &case.text);
    }
    tinyc_tests::note(&format!("{count} of 1000 v0.4 programs have an elementwise foreach: {kinds:?}"));
    assert!(count >= 60, "only {count} of 1000 v0.4 programs have an elementwise foreach");
    assert!(kinds.values().all(|&n| n >= 4) && kinds.len() == 15, "{kinds:?}");
}

/// The v0.4 generator's subgroup column walks (`Gen::subgroup_walk`) come in every variant, and
/// each checks for every device.
#[test]
fn generated_v04_programs_have_subgroup_walks() {
    let mut count = 0;
    let mut kinds = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..1000 {
        let case = generate(seed, Features { groups: true, v04: true });
        let Some(at) = case.text.find("%SWX: memref<") else { continue };
        count += 1;
        let ty = &case.text[at + "%SWX: memref<".len()..];
        for (kind, present) in [
            ("f32", ty.starts_with("f32")),
            ("f64", ty.starts_with("f64")),
            ("f16", ty.starts_with("f16")),
            ("run-time rows", case.text.contains("%sw_m = size")),
            ("offset", !case.text.contains("%sw_off = constant 0 :")),
            ("broadcast", case.text.contains("%sw_b = subgroup_broadcast")),
        ] {
            *kinds.entry(kind).or_default() += usize::from(present);
        }
        for p in ["SWX", "SWY", "SWS"] {
            assert!(case.params.iter().any(|(q, _)| q == p), "seed {seed}: no launch of %{p}");
        }
        checks_for_every_device(seed, &case.text);
    }
    tinyc_tests::note(&format!("{count} of 1000 v0.4 programs have a subgroup walk: {kinds:?}"));
    assert!(count >= 60, "only {count} of 1000 v0.4 programs have a subgroup walk");
    assert!(kinds.values().all(|&n| n >= 4) && kinds.len() == 6, "{kinds:?}");
}

/// Random DG-style chains (`progen::generate_chain`) checked for a CPU device, where they run on
/// one work-item per work-group (`element_serial`: explicit vectors at every size, column blocks
/// with an exact last block, no barriers), on a context's device against the interpreter. Every
/// case must take that path, so that the sizes the generator draws (1–20, padded rows, row
/// blocks of intermediates) reach it. The failures, one message each.
fn run_chains(ctx: &Context, seeds: std::ops::Range<u64>) -> Vec<String> {
    run_element_serial(ctx, seeds, "chains", tinyc_tests::progen::generate_chain)
}

/// Random kernels whose only BLAS instruction is a small GEMM (`progen::generate_single_gemm`),
/// which also run element-serial on CPU devices.
fn run_single_gemms(ctx: &Context, seeds: std::ops::Range<u64>) -> Vec<String> {
    run_element_serial(ctx, seeds, "single GEMMs", tinyc_tests::progen::generate_single_gemm)
}

/// Runs the generated cases of `seeds` (each asserted to be element-serial for a CPU device)
/// against the interpreter on `ctx`; the failures.
fn run_element_serial(
    ctx: &Context,
    seeds: std::ops::Range<u64>,
    what: &str,
    generate: fn(u64) -> tinyc_tests::progen::Case,
) -> Vec<String> {
    use tinyc_frontend::Device;
    use tinyc_tests::difffuzz::{Outcome, run_text};
    use tinyc_tests::exec::Backend;
    // The device's own description where it is a CPU's (Intel's has subgroups), else PoCL's.
    let picked = ctx.frontend_device();
    let device = if picked.vector_gemm { picked } else { Device::cpu() };
    let backend = Backend::OpenCl(ctx.clone(), device.clone());
    let mut failures = Vec::new();
    for seed in seeds.clone() {
        let case = generate(seed);
        let checked = tinyc_tests::check_text("chain.ir", &case.text, device.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: the checker rejects\n{}\n{e}", case.text));
        let wgs = checked.info.funcs[0].work_group_size;
        assert_eq!(wgs, (1, 1), "seed {seed} is not element-serial:\n{}", case.text);
        match run_text(&backend, &device, &case, &case.text, &mut None) {
            Outcome::Pass => {}
            Outcome::Invalid(e) | Outcome::Fail(e) => failures.push(format!("seed {seed}:\n{}\n{e}", case.text)),
        }
    }
    tinyc_tests::note(&format!(
        "ran random element-serial {what} {}..{} on {}: {} failed",
        seeds.start,
        seeds.end,
        ctx.device_name(),
        failures.len()
    ));
    failures
}

#[test]
fn random_element_serial_chains_match_the_interpreter() {
    if tinyc_tests::impls::in_a_pocl_process("fuzz_diff::random_element_serial_chains_match_the_interpreter") {
        return;
    }
    let Ok(ctx) = Context::new() else {
        tinyc_tests::note("SKIP: random_element_serial_chains: no OpenCL device");
        return;
    };
    if !ctx.supports_svm() {
        tinyc_tests::note("SKIP: random_element_serial_chains: the device has no SVM, which groups need");
        return;
    }
    let failures = run_chains(&ctx, sampled(0..15, 0..40));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn random_single_small_gemms_match_the_interpreter() {
    if tinyc_tests::impls::in_a_pocl_process("fuzz_diff::random_single_small_gemms_match_the_interpreter") {
        return;
    }
    let Ok(ctx) = Context::new() else {
        tinyc_tests::note("SKIP: random_single_small_gemms: no OpenCL device");
        return;
    };
    if !ctx.supports_svm() {
        tinyc_tests::note("SKIP: random_single_small_gemms: the device has no SVM, which groups need");
        return;
    }
    let failures = run_single_gemms(&ctx, sampled(0..25, 0..60));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

//! Execution tests: programs compiled to OpenCL C run on the default OpenCL device (PoCL in CI),
//! and compiled to PTX on the first CUDA GPU, and every buffer is compared with the host
//! interpreter ([`tinyc_tests::interp`]). Launches are described in `tests/in/runs.txt`. Without
//! an OpenCL device or a CUDA driver the tests print a visible `SKIP` and pass.
//!
//! The same programs also run, each implementation in a child process of its own
//! ([`tinyc_tests::impls`]), on Intel's OpenCL CPU runtime and under oclgrind (with its race,
//! uninitialised-read and API checks; any report fails). On Intel's runtime, which takes SPIR-V,
//! they also run as the SPIR-V of the MLIR route (`tinyc-spirv`).

use tinyc_frontend::Device;
use tinyc_frontend::types::{Scalar, Type};
use tinyc_runtime::{Context, cuda};
use tinyc_tests::exec::{Backend, Run, execute, parse_runs};
use tinyc_tests::impls::{Impl, OclgrindLog, run_test_in_child};
use tinyc_tests::{nvidia_lacks_subgroup, nvidia_subgroup_size, run_all, tests_dir};

/// Runs every launch of `runs.txt` on a backend, skipping those marked for its device.
///
/// `TINYC_RUN_GROUPS=N` caps every launch's batch at N work-groups (oclgrind simulates every
/// work-item, so it gets small batches). Under oclgrind, any report it logs while a program runs
/// fails that program, with the report in the message.
fn run_on(backend: &Backend, device_name: &str, ptx: bool) {
    run_on_where(backend, device_name, ptx, Share::ALL, &|_| true);
}

/// The launches of `runs.txt` that a pass takes: those whose index is `part` modulo `of`.
/// Where one implementation runs the programs under two device descriptions, the default suite
/// shares the launches out between them, and the next implementation takes the other half
/// under each: PoCL the GPU description on the even launches and its own CPU one on the odd,
/// Intel's runtime in OpenCL C the other way round, so that every launch still runs under both
/// descriptions in OpenCL C. Intel's SPIR-V takes half the launches (the GPU description those
/// that are 0 modulo 4, the CPU one 1 modulo 4), NVIDIA's emulated lowering the even ones and
/// oclgrind the odd ones. Nearly all of these passes' time is the implementations' compilers
/// (172 launches on PoCL: 346 s with empty caches, 10 s with warm ones). With
/// `TINYC_FULL_TESTS=1` (or a `TINYC_RUN_FILTER`) every pass takes every launch.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Share {
    part: usize,
    of: usize,
}

impl Share {
    const ALL: Share = Share { part: 0, of: 1 };
    const EVEN: Share = Share { part: 0, of: 2 };
    const ODD: Share = Share { part: 1, of: 2 };

    fn takes(self, index: usize) -> bool {
        index % self.of == self.part
    }
}

/// [`run_on`] for the launches that `share` and `keep` keep.
fn run_on_where(backend: &Backend, device_name: &str, ptx: bool, share: Share, keep: &dyn Fn(&Run) -> bool) {
    // TINYC_RUN_FILTER=TEXT keeps the launches whose program path (with ` wgs=…` if given)
    // contains TEXT, to repeat a few quickly.
    let filter = std::env::var("TINYC_RUN_FILTER").unwrap_or_default();
    // The long suite, or a filter, takes every launch whatever the share.
    let share = if tinyc_tests::full_tests() || !filter.is_empty() { Share::ALL } else { share };
    let cap = std::env::var("TINYC_RUN_GROUPS").ok().and_then(|v| v.parse::<i64>().ok()).filter(|&g| g > 0);
    let svm = match backend {
        Backend::OpenCl(c, _) | Backend::Spirv(c, _) | Backend::Tinytc(c, _, _) => c.supports_svm(),
        Backend::Cuda(_) => true,
    };
    // tinytc v0.4.0 compiles v0.4 programs; with TINYC_TINYTC_REWRITES=1 the v0.3.1 ones go to
    // it too, rewritten (`tinyc fmt --to v0.4`, their `wgs=` applied first): an exploration,
    // since v0.3.1's integer semantics (shift counts masked, for one) are not v0.4's.
    let v04_only = matches!(backend, Backend::Tinytc(..));
    let rewrites = std::env::var("TINYC_TINYTC_REWRITES").is_ok_and(|v| v == "1");
    let all = parse_runs();
    let total = all.len();
    let (runs, skipped): (Vec<Run>, Vec<(Run, String)>) = all
        .into_iter()
        .enumerate()
        .filter(|(i, r)| share.takes(*i) && r.name.contains(filter.as_str()) && keep(r))
        .map(|(_, r)| r)
        .filter_map(|mut r| {
            if !v04_only {
                return Some(r);
            }
            let text = std::fs::read_to_string(tests_dir().join("in").join(&r.file)).ok()?;
            if tinyc_frontend::detect(&text) == Some(tinyc_frontend::ast::Lang::V03) {
                if !rewrites {
                    return None;
                }
                let text = match r.wgs.take() {
                    Some(w) => tinyc_tests::exec::with_work_group(&text, w).ok()?,
                    None => text,
                };
                r.source = Some(tinyc_tests::progen::rewrite_v04(&text).ok()??);
            }
            Some(r)
        })
        .map(|mut r| {
            r.groups = cap.map_or(r.groups, |c| r.groups.min(c));
            r
        })
        .fold((Vec::new(), Vec::new()), |(mut run, mut skip), r| {
            let path = tests_dir().join("in").join(&r.file);
            // Subgroups of more than 64 work-items are for OpenCL devices only.
            let sg16 = ptx
                && match r.wgs {
                    Some((_, _, s)) => s.is_some_and(|s| !nvidia_subgroup_size(s)),
                    None => nvidia_lacks_subgroup(&path),
                };
            if r.skip.iter().any(|w| device_name.contains(w.as_str())) {
                skip.push((r, "marked in runs.txt".into()));
            } else if sg16 {
                skip.push((r, "needs a subgroup size NVIDIA GPUs lack".into()));
            } else if !svm && has_group_params(&path) {
                skip.push((r, "group arguments need shared virtual memory, which the device lacks".into()));
            } else {
                run.push(r);
            }
            (run, skip)
        });
    for (r, why) in &skipped {
        tinyc_tests::note(&format!("SKIP: {} (on {device_name}: {why})", r.name));
    }
    let mut log = OclgrindLog::current();
    let start = std::time::Instant::now();
    let mut slowest: Vec<(f64, String)> = Vec::new();
    let n = run_all(runs, |r| {
        let began = std::time::Instant::now();
        let result = execute(backend, r);
        slowest.push((began.elapsed().as_secs_f64(), r.name.clone()));
        let reports = log.as_mut().map(OclgrindLog::take).unwrap_or_default();
        match result {
            Ok(()) if reports.is_empty() => Ok(()),
            Ok(()) => Err(format!("{}: oclgrind reports:\n{reports}", r.name)),
            Err(e) if reports.is_empty() => Err(e),
            Err(e) => Err(format!("{e}\noclgrind reports:\n{reports}")),
        }
    });
    // The slowest launches (first builds, mostly) say where the suite's time goes.
    slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
    let slowest: Vec<String> = slowest.iter().take(3).map(|(t, name)| format!("{name} {t:.1} s")).collect();
    let shared = if share == Share::ALL {
        String::new()
    } else {
        format!(" (launches {} modulo {} of {total})", share.part, share.of)
    };
    tinyc_tests::note(&format!(
        "ran {n} programs on {device_name}{shared} in {:.1} s (slowest: {})",
        start.elapsed().as_secs_f64(),
        slowest.join(", ")
    ));
}

/// Whether a program's first function takes a group (either language).
fn has_group_params(path: &std::path::Path) -> bool {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    tinyc_frontend::parse_as(&text, None)
        .is_ok_and(|m| m.funcs.first().is_some_and(|f| f.params.iter().any(|p| matches!(p.ty.node, Type::Group(_)))))
}

/// Runs the programs that `share` takes on the default OpenCL device with kernels checked
/// against `device`.
fn run_on_opencl(device: Device, share: Share) {
    let ctx = match Context::new() {
        Ok(c) => c,
        Err(e) => {
            tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); execution tests not run"));
            return;
        }
    };
    let name = ctx.device_name().to_string();
    run_on_where(&Backend::OpenCl(ctx, device), &name, false, share, &|_| true);
}

/// The child side of [`on_implementation`]: runs every program on the implementation the parent
/// registered, with the device descriptions that implementation gets.
#[test]
#[ignore = "run in a child process by the per-implementation tests below"]
fn child_runs_the_programs_on_the_selected_implementation() {
    let ctx = Context::new().unwrap_or_else(|e| panic!("no OpenCL device in the child: {e}"));
    let name = ctx.device_name().to_string();
    // The differential oracle: tinytc v0.4.0's SPIR-V of the v0.4 programs, and nothing else.
    if let Some(cli) = std::env::var_os("TINYC_RUN_TINYTC").filter(|c| !c.is_empty()) {
        let device = Device { vector_gemm: false, ..ctx.frontend_device() };
        let target = std::env::var("TINYTC_V04_DEVICE").ok().filter(|d| !d.is_empty()).unwrap_or_else(|| "pvc".into());
        let label = format!("{name} (SPIR-V of tinytc-{target} v0.4.0)");
        run_on(&Backend::Tinytc(ctx.clone(), device, cli.into()), &label, false);
        return;
    }
    // TINYC_RUN_PASSES=opencl or spirv: only the OpenCL C passes (with NVIDIA's emulated
    // lowering) or only the SPIR-V ones, so that the two run as tests of their own.
    let passes = std::env::var("TINYC_RUN_PASSES").unwrap_or_default();
    let (opencl, spirv) = (passes != "spirv", passes != "opencl");
    let devices = match Impl::current() {
        // Both descriptions, with the launches shared out as [`Share`] says: PoCL runs the
        // GPU description on the even ones. Barriers stay in `if`s there (the split is PoCL's
        // workaround). The GPU description runs every subgroup operation on the device's
        // subgroups, the CPU one the reductions only.
        Some(Impl::Intel) => {
            let picked = ctx.frontend_device();
            let generic = Device {
                top_level_barriers: picked.top_level_barriers,
                hardware_subgroups: picked.hardware_subgroups,
                subgroup_block_io: picked.subgroup_block_io,
                ..Device::generic()
            };
            vec![(generic, Share::ODD), (picked, Share::EVEN)]
        }
        // Elsewhere what Program::from_ir picks for the device; oclgrind on the odd launches
        // (it simulates every work-item).
        Some(Impl::Oclgrind) => vec![(ctx.frontend_device(), Share::ODD)],
        _ => vec![(ctx.frontend_device(), Share::ALL)],
    };
    if opencl {
        for (device, share) in &devices {
            run_on_where(&Backend::OpenCl(ctx.clone(), device.clone()), &name, false, *share, &|_| true);
        }
    }
    // The CPU description's run-time-sized vectors under oclgrind's memory checker: every
    // vector load and store stays within its buffer (on PoCL a store past the end corrupts the
    // host's heap at best). These programs take no groups, so they are built as OpenCL C 1.2:
    // oclgrind 21.10 stops at the `addrspacecast` that its OpenCL C 2.0 front end, unoptimised,
    // leaves in some `vloadN` arguments ("Unsupported instruction"). Oclgrind reads its build
    // options at each build, and this child runs its tests on one thread. (The program cache
    // does not know these options: a binary these sources got under OpenCL C 2.0 in an
    // earlier run of an older tinyc would be reused; a fresh cache never has one.) Not
    // `run/axpby_t_dynamic.ir`: oclgrind's uninitialised-value check reports every store of a
    // two-source `__builtin_shufflevector`'s result as uninitialised, on static sizes too (an
    // `axpby.t` of 24 × 16 tried in session 23), though the values are the interpreter's on
    // PoCL and Intel's runtime.
    if opencl && Impl::current() == Some(Impl::Oclgrind) {
        let keep = |r: &Run| {
            ["run/gemm_vector_dynamic.ir", "run/collectives_dynamic.ir"].iter().any(|w| r.name.starts_with(w))
        };
        let label = format!("{name} (the CPU description's vectors)");
        // SAFETY: no other thread of this process reads the environment meanwhile.
        unsafe { std::env::set_var("OCLGRIND_BUILD_OPTIONS", "-cl-std=CL1.2 -cl-opt-disable") };
        run_on_where(&Backend::OpenCl(ctx.clone(), Device::cpu()), &label, false, Share::ALL, &keep);
        unsafe { std::env::set_var("OCLGRIND_BUILD_OPTIONS", tinyc_tests::impls::OCLGRIND_BUILD_OPTIONS) };
    }
    // NVIDIA's lowering where it differs: the tensor-core lowering (GEMMs and cooperative
    // matrices on `mma.sync`), fragments and all, with each `mma.sync` emulated within Intel's
    // subgroups in OpenCL C (the programs whose kernels use it with warps that are such
    // subgroups), and the staged SIMT GEMM.
    if opencl && ctx.opencl_options().emulate_mma {
        let device = tinyc_tests::exec::emulated_nvidia(&ctx);
        let keep = |r: &Run| tinyc_tests::exec::emulates_nvidia(r, &device);
        // Half of them in the default suite (cold, 27 launches took 200 s of Intel's compiler).
        let label = format!("{name} (NVIDIA's lowering, tensor cores emulated)");
        run_on_where(&Backend::OpenCl(ctx.clone(), device.clone()), &label, false, Share::EVEN, &keep);
        // The staged f64 GEMMs whose blocks come by `cp.async` (`Device::mma_async`, off by
        // default until a GPU measures it): indices, stages and waits, the copies as plain ones.
        let device = Device { mma_async: true, ..device };
        let keep = |r: &Run| tinyc_tests::exec::emulates_nvidia_async(r, &device);
        let label = format!("{name} (NVIDIA's lowering with cp.async, emulated)");
        run_on_where(&Backend::OpenCl(ctx.clone(), device.clone()), &label, false, Share::ALL, &keep);
    }
    // The MLIR route's SPIR-V, beside the OpenCL C, wherever the device takes it (Intel's CPU
    // runtime); with the same device descriptions, less the CPU's explicit vectors, each on the
    // launches its OpenCL C pass leaves to the other.
    if !spirv {
        return;
    }
    if !ctx.supports_spirv() {
        tinyc_tests::note(&format!(
            "SKIP: {name} takes no SPIR-V {:?}; SPIR-V execution tests not run",
            ctx.spirv_versions()
        ));
        return;
    }
    let devices_len = devices.len();
    for (spirv_part, (device, _)) in devices.into_iter().enumerate() {
        let share = if devices_len == 1 { Share::ALL } else { Share { part: spirv_part, of: 4 } };
        let device = Device {
            vector_gemm: false,
            subgroup_block_io: 0,
            hardware_subgroups: device.hardware_subgroups && ctx.spirv_versions().contains(&(1, 3)),
            ..device
        };
        let label = format!("{name} (SPIR-V)");
        run_on_where(&Backend::Spirv(ctx.clone(), device), &label, false, share, &|_| true);
    }
    // The runtime's own SPIR-V path: Program::from_ir_as(…, Form::Spirv), cached by form.
    let src = "func @twice(%X: memref<f32x?>, %Y: memref<f32x?>) {\n  \
               axpby.n 2.0, %X, 0.0, %Y : f32, memref<f32x?>, f32, memref<f32x?>\n}\n";
    let ctx = ctx.with_cache(tinyc_runtime::CacheConfig::memory_only());
    let spirv = tinyc_runtime::Program::from_ir_as(&ctx, "twice.ir", src, tinyc_runtime::Form::Spirv)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(spirv.form(), tinyc_runtime::Form::Spirv);
    assert!(spirv.spirv().is_some_and(|m| m.starts_with(&0x0723_0203u32.to_le_bytes())));
    let opencl_c = tinyc_runtime::Program::from_ir(&ctx, "twice.ir", src).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(opencl_c.origin(), tinyc_runtime::Origin::Built, "the forms are cached apart");
    let again = tinyc_runtime::Program::from_ir_as(&ctx, "twice.ir", src, tinyc_runtime::Form::Spirv)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.origin(), tinyc_runtime::Origin::MemoryCache);
    let x: Vec<f32> = (0..100).map(|i| i as f32 - 50.0).collect();
    for program in [&spirv, &opencl_c] {
        let dx = ctx.buffer_from(&x).unwrap_or_else(|e| panic!("{e}"));
        let dy = ctx.buffer_from(&[f32::NAN; 100]).unwrap_or_else(|e| panic!("{e}"));
        let kernel = program.kernel("twice").unwrap_or_else(|e| panic!("{e}"));
        let args = [tinyc_runtime::MemrefArg::new(&dx, [100]).into(), tinyc_runtime::MemrefArg::new(&dy, [100]).into()];
        kernel.launch(&args, 1).unwrap_or_else(|e| panic!("{e}"));
        let want: Vec<f32> = x.iter().map(|v| 2.0 * v).collect();
        assert_eq!(dy.read().unwrap_or_else(|e| panic!("{e}")), want, "{:?}", program.form());
    }
}

/// Runs [`child_runs_the_programs_on_the_selected_implementation`] in a child process that sees
/// only `imp`, and forwards its SKIP and summary lines; a missing implementation is a SKIP.
fn on_implementation(imp: Impl, env: &[(&str, &str)]) {
    if let Err(why) = imp.library() {
        tinyc_tests::note(&format!("SKIP: {why}; execution tests not run on {}", imp.name()));
        return;
    }
    let out = run_test_in_child(imp, "execution::child_runs_the_programs_on_the_selected_implementation", env);
    for line in out.lines().filter(|l| l.starts_with("SKIP") || l.starts_with("ran ")) {
        tinyc_tests::note(&format!("{line} [{}]", imp.name()));
    }
}

/// tinytc v0.4.0 as a differential oracle (`TINYTC_V04_CLI`: a command that runs tinytc v0.4.0's
/// compiler, `tinytc`, built from its v0.4.0 tag): its SPIR-V of every v0.4 execution program,
/// run on Intel's OpenCL CPU runtime with the same inputs, must give the interpreter's results,
/// as tinyc's code does.
#[test]
fn v04_programs_compiled_by_tinytc_v040_match_the_interpreter() {
    let Some(cli) = std::env::var("TINYTC_V04_CLI").ok().filter(|c| !c.is_empty()) else {
        tinyc_tests::note("SKIP: TINYTC_V04_CLI is not set (tinytc v0.4.0's compiler); the oracle not run");
        return;
    };
    on_implementation(Impl::Intel, &[("TINYC_RUN_TINYTC", cli.as_str())]);
}

/// In OpenCL C, with both device descriptions ([`Share`]) and NVIDIA's lowering emulated.
#[test]
fn programs_run_on_intels_opencl_cpu_runtime_and_match_the_interpreter() {
    on_implementation(Impl::Intel, &[("TINYC_RUN_PASSES", "opencl")]);
}

/// As the MLIR route's SPIR-V, with both device descriptions ([`Share`]).
#[test]
fn spirv_programs_run_on_intels_opencl_cpu_runtime_and_match_the_interpreter() {
    on_implementation(Impl::Intel, &[("TINYC_RUN_PASSES", "spirv")]);
}

/// Every program once under oclgrind with small batches: any out-of-bounds access, data race,
/// uninitialised read, barrier divergence or API misuse it reports fails the program.
#[test]
fn programs_run_under_oclgrind_without_reports_and_match_the_interpreter() {
    on_implementation(Impl::Oclgrind, &[("TINYC_RUN_GROUPS", "2")]);
}

#[test]
fn programs_run_on_opencl_and_match_the_interpreter() {
    if tinyc_tests::impls::in_a_pocl_process("execution::programs_run_on_opencl_and_match_the_interpreter") {
        return;
    }
    run_on_opencl(Device::generic(), Share::EVEN);
}

/// The same with the work-group sizes chosen for CPU devices (what `Program::from_ir` picks on
/// PoCL): the GEMM tiling and the work split take other shapes. Stores past the caches are
/// allowed at any size here (`streaming_store_bytes` 0, 16 MiB on a real CPU device), so that
/// the small launches take the non-temporal branch that the per-implementation runs, with the
/// device's own description, leave for the cached one.
#[test]
fn programs_run_on_opencl_with_cpu_work_groups_and_match_the_interpreter() {
    if tinyc_tests::impls::in_a_pocl_process(
        "execution::programs_run_on_opencl_with_cpu_work_groups_and_match_the_interpreter",
    ) {
        return;
    }
    run_on_opencl(Device { streaming_store_bytes: Some(0), ..Device::cpu() }, Share::ODD);
}

#[test]
fn programs_run_on_cuda_and_match_the_interpreter() {
    let ctx = match cuda::Context::new(0) {
        Ok(c) => c,
        Err(e) => {
            tinyc_tests::note(&format!("SKIP: no CUDA device ({e}); PTX execution tests not run"));
            return;
        }
    };
    let name = ctx.device_name().to_string();
    run_on(&Backend::Cuda(ctx), &name, true);
}

/// Every one of the 65536 `f16` bit patterns, loaded and widened to `f32` on the default OpenCL
/// device (PoCL here: no `cl_khr_fp16`, so the bits go through `tinyc_f16_load`), and narrowed
/// back: exactly `half`'s values (NaNs stay NaNs with their payload's top bits).
#[test]
fn every_f16_bit_pattern_converts_exactly() {
    let ctx = match Context::new() {
        Ok(c) => c,
        Err(e) => return tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); f16 patterns not run")),
    };
    let text = "func @widen(%h: memref<f16x65536>, %f: memref<f32x65536>, %g: memref<f16x65536>) {
  foreach %i = 0, 65536 {
    %x = load %h[%i] : memref<f16x65536>
    %y = cast %x : f16 -> f32
    store %y, %f[%i] : memref<f32x65536>
    store %x, %g[%i] : memref<f16x65536>
  }
}
";
    let program = tinyc_runtime::Program::from_ir(&ctx, "widen.ir", text).unwrap_or_else(|e| panic!("{e}"));
    let kernel = program.kernel("widen").unwrap_or_else(|e| panic!("{e}"));
    let halves: Vec<half::f16> = (0..=u16::MAX).map(half::f16::from_bits).collect();
    let h = ctx.buffer_from(&halves).unwrap_or_else(|e| panic!("{e}"));
    let f = ctx.buffer_from(&vec![0f32; halves.len()]).unwrap_or_else(|e| panic!("{e}"));
    let g = ctx.buffer_from(&vec![half::f16::ZERO; halves.len()]).unwrap_or_else(|e| panic!("{e}"));
    let n = halves.len() as i64;
    let args = [
        tinyc_runtime::MemrefArg::new(&h, [n]).into(),
        tinyc_runtime::MemrefArg::new(&f, [n]).into(),
        tinyc_runtime::MemrefArg::new(&g, [n]).into(),
    ];
    kernel.launch(&args, 1).unwrap_or_else(|e| panic!("{e}"));
    let (wide, back) = (f.read().unwrap_or_else(|e| panic!("{e}")), g.read().unwrap_or_else(|e| panic!("{e}")));
    let mut wrong = Vec::new();
    for (i, x) in halves.iter().enumerate() {
        let want = x.to_f32();
        let same = if want.is_nan() {
            wide[i].is_nan() && back[i].is_nan()
        } else {
            wide[i].to_bits() == want.to_bits() && back[i].to_bits() == x.to_bits()
        };
        if !same && wrong.len() < 8 {
            wrong.push(format!("{:#06x}: f32 {} (want {want}), back {:#06x}", i, wide[i], back[i].to_bits()));
        }
    }
    assert!(wrong.is_empty(), "on {}:\n{}", ctx.device_name(), wrong.join("\n"));
}

/// The same for `f16` elements loaded as vectors: a CPU device's GEMM of an `f16` A (16 × 1 per
/// work-group, one work-item, pieces of `vload_half4` without `cl_khr_fp16`) times a 1 × 1 B of 1.0
/// gives every `f16` value widened to `f32` (x · 1 + 0 is exact; a NaN stays a NaN). 9 rows per
/// batch entry as well, so that the vectors start at addresses that are not multiples of
/// their size (PoCL's `vload_half8`, an aligned load, faulted there).
#[test]
fn every_f16_bit_pattern_loaded_as_a_vector_converts_exactly() {
    let ctx = match Context::new() {
        Ok(c) => c,
        Err(e) => return tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); f16 vectors not run")),
    };
    let halves: Vec<half::f16> = (0..=u16::MAX).map(half::f16::from_bits).collect();
    for rows in [16usize, 9] {
        let text = format!(
            "func @widen(%A: memref<f16x{rows}x1x?>, %B: memref<f32x1x1>, %C: memref<f32x{rows}x1x?>) {{
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f16x{rows}x1x?>
  %c = subview %C[:, :, %g] : memref<f32x{rows}x1x?>
  gemm.n.n 1.0, %a, %B, 0.0, %c : f32, memref<f16x{rows}x1>, memref<f32x1x1>, f32, memref<f32x{rows}x1>
}}
"
        );
        let checked = tinyc_tests::check_text("widen.ir", &text, Device::cpu()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(checked.abis()[0].work_group_size, (1, 1), "{rows} rows: not the one-work-item GEMM");
        let code = tinyc_opencl::compile_with(&checked, &ctx.opencl_options()).unwrap_or_else(|e| panic!("{e:?}"));
        let signatures = tinyc_runtime::KernelSignature::from_checked(&checked);
        let program = tinyc_runtime::Program::from_source(&ctx, &code, signatures).unwrap_or_else(|e| panic!("{e}"));
        let kernel = program.kernel("widen").unwrap_or_else(|e| panic!("{e}"));
        let groups = halves.len().div_ceil(rows);
        let mut data = halves.clone();
        data.resize(groups * rows, half::f16::ZERO);
        let a = ctx.buffer_from(&data).unwrap_or_else(|e| panic!("{e}"));
        let b = ctx.buffer_from(&[1.0f32]).unwrap_or_else(|e| panic!("{e}"));
        let c = ctx.buffer_from(&vec![0f32; data.len()]).unwrap_or_else(|e| panic!("{e}"));
        let shape = [rows as i64, 1, groups as i64];
        let args = [
            tinyc_runtime::MemrefArg::new(&a, shape).into(),
            tinyc_runtime::MemrefArg::new(&b, [1, 1]).into(),
            tinyc_runtime::MemrefArg::new(&c, shape).into(),
        ];
        kernel.launch(&args, groups).unwrap_or_else(|e| panic!("{e}"));
        let wide = c.read().unwrap_or_else(|e| panic!("{e}"));
        let mut wrong = Vec::new();
        for (i, x) in halves.iter().enumerate() {
            // The product is summed onto +0, so -0 comes out as +0.
            let want = x.to_f32() + 0.0;
            let same = if want.is_nan() { wide[i].is_nan() } else { wide[i].to_bits() == want.to_bits() };
            if !same && wrong.len() < 8 {
                wrong.push(format!("{:#06x}: f32 {} (want {want})", i, wide[i]));
            }
        }
        assert!(wrong.is_empty(), "{rows} rows on {}:\n{}", ctx.device_name(), wrong.join("\n"));
    }
}

/// tinytc v0.4 kernels run as grids: `group_id` and `num_groups` in x, y and z are the
/// work-group's position in a (gx, gy, gz) launch (`Kernel::launch_grid`), with the groups of
/// dimension 0 first; a v0.3.1 kernel takes only grids (N, 1, 1), its batch.
#[test]
fn v04_kernels_launch_as_grids_of_work_groups() {
    let Ok(ctx) = tinyc_runtime::Context::new() else {
        eprintln!("SKIP: no OpenCL device");
        return;
    };
    let src = "func @ids(%out: memref<i64x6x24>) {\n\
        %x = group_id.x : index\n    %y = group_id.y : index\n    %z = group_id.z : index\n\
        %gx = num_groups.x : index\n    %gy = num_groups.y : index\n    %gz = num_groups.z : index\n\
        %yz = mul %gy, %z : index\n    %y2 = add %y, %yz : index\n    %t = mul %gx, %y2 : index\n\
        %g = add %x, %t : index\n\
        %c0 = constant 0 : index\n    %c1 = constant 1 : index\n    %c2 = constant 2 : index\n\
        %c3 = constant 3 : index\n    %c4 = constant 4 : index\n    %c5 = constant 5 : index\n\
        %vx = cast %x : i64\n    %vy = cast %y : i64\n    %vz = cast %z : i64\n\
        %wx = cast %gx : i64\n    %wy = cast %gy : i64\n    %wz = cast %gz : i64\n\
        parallel {\n\
        %l = subgroup_local_id : i32\n        %zero = constant 0 : i32\n        %first = equal %l, %zero : bool\n\
        if %first {\n\
        store %vx, %out[%c0, %g]\n        store %vy, %out[%c1, %g]\n        store %vz, %out[%c2, %g]\n\
        store %wx, %out[%c3, %g]\n        store %wy, %out[%c4, %g]\n        store %wz, %out[%c5, %g]\n\
        }\n    }\n}\n";
    let program = tinyc_runtime::Program::from_ir(&ctx, "ids.ir", src).unwrap_or_else(|e| panic!("{e}"));
    let kernel = program.kernel("ids").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernel.signature().abi.launch, tinyc_frontend::abi::Launch::Grid);
    let out = ctx.buffer_from(&[-1i64; 6 * 24]).unwrap_or_else(|e| panic!("{e}"));
    let args = [tinyc_runtime::MemrefArg::new(&out, vec![6, 24]).into()];
    let info = kernel.launch_grid(&args, [2, 3, 4]).unwrap_or_else(|e| panic!("{e}"));
    let (m, n) = kernel.signature().abi.work_group_size;
    assert_eq!(info.global_size, [m as usize * 2, n as usize * 3, 4]);
    let got = out.read().unwrap_or_else(|e| panic!("{e}"));
    for z in 0..4i64 {
        for y in 0..3i64 {
            for x in 0..2i64 {
                let g = (x + 2 * (y + 3 * z)) as usize;
                assert_eq!(&got[g * 6..g * 6 + 6], &[x, y, z, 2, 3, 4], "work-group ({x}, {y}, {z})");
            }
        }
    }
    // The language may be given: the v0.4 program read as v0.3.1 is a syntax error.
    let e = tinyc_runtime::Program::from_ir_in(
        &ctx,
        "ids.ir",
        src,
        tinyc_runtime::Form::OpenClC,
        Some(tinyc_frontend::ast::Lang::V03),
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(e.contains("error[E0"), "{e}");
    // A v0.3.1 kernel is a batch.
    let v03 = tinyc_runtime::Program::from_ir(&ctx, "b.ir", "func @b(%a: memref<f32x4>) {\n}\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let b = v03.kernel("b").unwrap_or_else(|e| panic!("{e}"));
    let buf = ctx.buffer_from(&[0.0f32; 4]).unwrap_or_else(|e| panic!("{e}"));
    let e = b.launch_grid(&[tinyc_runtime::MemrefArg::new(&buf, vec![4]).into()], [2, 2, 1]).err();
    assert_eq!(
        e.map(|e| e.to_string()).as_deref(),
        Some(
            "kernel `b`: the grid [2, 2, 1] is not possible: a tinytc v0.3.1 kernel runs a batch of work-groups: its grid is (N, 1, 1)"
        )
    );
}

/// The programs of the `ops` benchmark (and the GPU check's collectives) at its shapes, which
/// take the CPU devices' vector lowerings (register transposes, column blocks, vector tails): two
/// batch entries on the default OpenCL device against the interpreter, in f32 and f64.
#[test]
fn ops_benchmark_programs_match_the_interpreter() {
    let Ok(ctx) = tinyc_runtime::Context::new() else {
        return tinyc_tests::note("SKIP: no OpenCL device; the ops benchmark's programs not run");
    };
    let mut wrong = Vec::new();
    for op in tinyc_tests::ops::OPS {
        for (ty, scalar, tolerance) in [("f32", Scalar::F32, 1e-4), ("f64", Scalar::F64, 1e-12)] {
            let tir = op.tir.replace('T', ty);
            let checked =
                tinyc_tests::check_text("op.ir", &tir, ctx.frontend_device()).unwrap_or_else(|e| panic!("{e}"));
            let program = tinyc_runtime::Program::from_ir(&ctx, "op.ir", &tir).unwrap_or_else(|e| panic!("{e}"));
            let kernel = program.kernel("op").unwrap_or_else(|e| panic!("{e}"));
            let shapes = tinyc_tests::ops::shapes(&checked, 2).unwrap_or_else(|e| panic!("{e}"));
            let data: Vec<Vec<f64>> = op
                .sizes
                .iter()
                .enumerate()
                .map(|(p, &n)| (0..2 * n).map(|i| (((i * 31 + p * 7) % 19) as f64 - 9.0) / 8.0).collect())
                .collect();
            let want = tinyc_tests::ops::interpreted(&checked, op, scalar, &data).unwrap_or_else(|e| panic!("{e}"));
            let got = if ty == "f32" {
                launch_two_entries(&ctx, &kernel, &shapes, &data, op.out, |v| v as f32)
            } else {
                launch_two_entries(&ctx, &kernel, &shapes, &data, op.out, |v| v)
            };
            assert_eq!(got.len(), want.len(), "{} {ty}", op.name);
            if let Some((i, (g, w))) = got
                .iter()
                .zip(&want)
                .enumerate()
                .find(|(_, (g, w))| (*g - *w).abs() > tolerance * (1.0 + w.abs()) * 64.0)
            {
                wrong.push(format!("{} {ty}: element {i}: {g}, interpreter {w}", op.name));
            }
        }
    }
    assert!(wrong.is_empty(), "on {}:\n{}", ctx.device_name(), wrong.join("\n"));
}

/// The cooperative-matrix GEMM of `tinyc-bench subgroups` and the GPU check
/// (`tinyc_tests::ops::coop_gemm`, `f32`, and `f64` as the GPU check runs it on the tensor
/// cores) on the default OpenCL device, against a host GEMM: with subgroups of 8, 16 and 32, a
/// tile count that does not divide among the subgroups, and the GPU check's sizes with subgroups
/// of 32.
#[test]
fn coop_gemm_benchmark_program_computes_the_product() {
    let Ok(ctx) = tinyc_runtime::Context::new() else {
        return tinyc_tests::note("SKIP: no OpenCL device; the cooperative-matrix GEMM program not run");
    };
    let mut cases: Vec<((usize, usize, usize), usize, &str)> = [8, 16, 32].map(|s| ((32, 24, 16), s, "f32")).to_vec();
    cases.extend(tinyc_tests::ops::COOP_GEMM_SIZES.map(|size| (size, 32, "f32")));
    if ctx.supports_fp64() {
        cases.extend(tinyc_tests::ops::COOP_GEMM_SIZES.map(|size| (size, 32, "f64")));
    }
    let mut wrong = Vec::new();
    for ((m, n, k), sgs, t) in cases {
        let tir = tinyc_tests::ops::coop_gemm(m, n, k, sgs, t);
        let checked = tinyc_tests::check_text("coop.ir", &tir, ctx.frontend_device()).unwrap_or_else(|e| panic!("{e}"));
        let program = tinyc_runtime::Program::from_ir(&ctx, "coop.ir", &tir).unwrap_or_else(|e| panic!("{e}"));
        let kernel = program.kernel("coop").unwrap_or_else(|e| panic!("{e}"));
        let shapes = tinyc_tests::ops::shapes(&checked, 2).unwrap_or_else(|e| panic!("{e}"));
        let value = |i: usize, salt: usize| (((i * 31 + salt * 7) % 19) as f64 - 9.0) / 8.0;
        let data = vec![
            (0..2 * m * k).map(|i| value(i, 1)).collect::<Vec<f64>>(),
            (0..2 * k * n).map(|i| value(i, 2)).collect(),
            vec![f64::NAN; 2 * m * n],
        ];
        let got = if t == "f64" {
            launch_two_entries(&ctx, &kernel, &shapes, &data, 2, |v| v)
        } else {
            launch_two_entries(&ctx, &kernel, &shapes, &data, 2, |v| v as f32)
        };
        for g in 0..2 {
            for j in 0..n {
                for i in 0..m {
                    let want: f64 =
                        (0..k).map(|l| data[0][g * m * k + l * m + i] * data[1][g * k * n + j * k + l]).sum();
                    let at = g * m * n + j * m + i;
                    // False for a NaN too.
                    let close = (got[at] - want).abs() <= 1e-5 * k as f64 * (1.0 + want.abs());
                    if !close {
                        wrong.push(format!(
                            "{t} {m}x{n}x{k}, subgroups of {sgs}: entry {g} ({i}, {j}): {}, host {want}",
                            got[at]
                        ));
                    }
                }
            }
        }
    }
    wrong.truncate(10);
    assert!(wrong.is_empty(), "on {}:\n{}", ctx.device_name(), wrong.join("\n"));
}

/// Launches `kernel` over two batch entries of `data` (each parameter's elements, converted by
/// `of`) and returns parameter `out` after it.
fn launch_two_entries<T: tinyc_runtime::Element + Copy + Into<f64>>(
    ctx: &Context,
    kernel: &tinyc_runtime::Kernel,
    shapes: &[Vec<i64>],
    data: &[Vec<f64>],
    out: usize,
    of: fn(f64) -> T,
) -> Vec<f64> {
    let bufs: Vec<_> = data
        .iter()
        .map(|d| ctx.buffer_from(&d.iter().map(|&v| of(v)).collect::<Vec<T>>()))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}"));
    let args: Vec<tinyc_runtime::Arg> =
        bufs.iter().zip(shapes).map(|(b, s)| tinyc_runtime::MemrefArg::new(b, s.clone()).into()).collect();
    kernel.launch(&args, 2).unwrap_or_else(|e| panic!("{e}"));
    bufs[out].read().unwrap_or_else(|e| panic!("{e}")).into_iter().map(Into::into).collect()
}

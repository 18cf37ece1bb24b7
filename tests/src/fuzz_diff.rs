//! Differential fuzzing in the test suite: a bounded, deterministic run of generated programs
//! ([`tinyc_tests::progen`]) on every OpenCL implementation present, compared with the host
//! interpreter. The long mode is the `fuzz` binary (`cargo run -p tinyc-tests --bin fuzz`).

use tinyc_runtime::Context;
use tinyc_tests::difffuzz::{Tally, fuzz};
use tinyc_tests::exec::Backend;
use tinyc_tests::impls::{Impl, run_child};
use tinyc_tests::progen::{Features, generate};

/// Seeds of the bounded run: the first `count` from `first`.
fn run_seeds(first: u64, count: u64) -> Tally {
    let ctx = Context::new().unwrap_or_else(|e| panic!("no OpenCL device: {e}"));
    let device = ctx.frontend_device();
    let features = Features { groups: ctx.supports_svm() };
    let backend = Backend::OpenCl(ctx.clone(), device.clone());
    let tally = fuzz(&backend, &device, features, first..first + count, || true, |_, _, _| {});
    eprintln!(
        "fuzzed seeds {first}..{} on {}: {} passed, {} failed, {} invalid",
        first + count,
        ctx.device_name(),
        tally.passed,
        tally.failed.len(),
        tally.invalid.len()
    );
    tally
}

fn assert_clean(t: &Tally) {
    let mut msgs: Vec<String> = t.invalid.iter().map(|(s, e)| format!("seed {s}: invalid program: {e}")).collect();
    msgs.extend(t.failed.iter().map(|(s, e)| {
        format!("seed {s} fails (reproduce: cargo run -p tinyc-tests --bin fuzz -- --seed {s} --count 1):\n{e}")
    }));
    assert!(msgs.is_empty(), "{} of {} programs:\n\n{}", msgs.len(), t.passed + msgs.len(), msgs.join("\n\n"));
}

/// Every generated program is valid: it checks for every device description.
#[test]
fn generated_programs_check() {
    for seed in 0..300 {
        let case = generate(seed, Features { groups: true });
        for device in [tinyc_frontend::Device::generic(), tinyc_frontend::Device::cpu()] {
            if let Err(e) = tinyc_tests::check_text("gen.ir", &case.text, device) {
                panic!("seed {seed}:\n{e}\n{}", case.text);
            }
        }
    }
}

#[test]
fn generated_programs_match_the_interpreter_on_the_default_opencl_device() {
    if let Err(e) = Context::new() {
        eprintln!("SKIP: no OpenCL device ({e}); differential fuzzing not run");
        return;
    }
    assert_clean(&run_seeds(0, 300));
}

/// The child side of the per-implementation runs: `TINYC_FUZZ_SEEDS=FIRST,COUNT`.
#[test]
#[ignore = "run in a child process by the per-implementation fuzzing tests"]
fn child_fuzzes_the_selected_implementation() {
    let spec = std::env::var("TINYC_FUZZ_SEEDS").unwrap_or_else(|_| "0,20".into());
    let (first, count) = spec.split_once(',').unwrap_or(("0", "20"));
    let (first, count) = (first.parse().unwrap_or(0), count.parse().unwrap_or(20));
    assert_clean(&run_seeds(first, count));
}

fn on_implementation(imp: Impl, seeds: &str) {
    if let Err(why) = imp.library() {
        eprintln!("SKIP: {why}; differential fuzzing not run on {}", imp.name());
        return;
    }
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let test = "fuzz_diff::child_fuzzes_the_selected_implementation";
    let args = ["--ignored", "--exact", test, "--nocapture", "--test-threads=1"];
    let out = run_child(imp, &exe, &args, &[("TINYC_FUZZ_SEEDS", seeds)]).unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("1 passed"), "the child ran no test:\n{out}");
    for line in out.lines().filter(|l| l.starts_with("fuzzed ") || l.starts_with("SKIP")) {
        eprintln!("{line} [{}]", imp.name());
    }
}

#[test]
fn generated_programs_match_the_interpreter_on_intels_opencl_cpu_runtime() {
    on_implementation(Impl::Intel, "0,300");
}

/// Fewer programs: oclgrind simulates every work-item. Any report it logs fails the program.
#[test]
fn generated_programs_run_under_oclgrind_without_reports() {
    on_implementation(Impl::Oclgrind, "0,100");
}

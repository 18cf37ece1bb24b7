//! Differential fuzzing: programs from [`crate::progen`] are compiled, run on an OpenCL device with
//! random data and compared with the host interpreter (integers exactly, floats within a relative
//! tolerance, NaN equal to NaN). A failing program is minimised by deleting instructions while it
//! still fails the same way.

use std::panic::{AssertUnwindSafe, catch_unwind};

use tinyc_frontend::Device;
use tinyc_runtime::Context;

use crate::exec::{Backend, Run, execute};
use crate::impls::OclgrindLog;
use crate::progen::{Case, Features, generate};

/// Float tolerance of the comparison (relative, plus the same absolute amount): f32, f64 (the
/// f32 one for both when the program has f32 values). The device may contract a·b + c into an
/// FMA and sum in BLAS operations in any order.
pub const TOLERANCE: (f64, f64) = (2e-3, 1e-9);

/// The tolerance of every float result of a program with `f16` values, and with `bf16` ones
/// (its BLAS results are rounded to 11 or 8 bits in another order, and what is computed from
/// them is only as precise as they are).
pub const HALF_TOLERANCE: (f64, f64) = (5e-2, 2.5e-1);

/// How one program fared.
#[derive(Debug)]
pub enum Outcome {
    Pass,
    /// The generator made a program the checker or the interpreter rejects (a generator bug).
    Invalid(String),
    /// The device disagrees with the interpreter, fails to build or run, or oclgrind reports.
    Fail(String),
}

/// The `runs.txt`-style launch of a case.
pub fn run_of(case: &Case, text: &str) -> Run {
    Run {
        file: format!("fuzz-{}", case.seed),
        name: format!("fuzz seed {}", case.seed),
        source: Some(text.to_string()),
        groups: case.groups,
        wgs: None,
        skip: Vec::new(),
        params: case.params.clone(),
        // f64 results computed from f32 (or c32, f16, bf16) ones are only as precise as those.
        float_tolerance: Some(if text.contains("bf16") {
            (HALF_TOLERANCE.1, HALF_TOLERANCE.1)
        } else if text.contains("f16") {
            (HALF_TOLERANCE.0, HALF_TOLERANCE.0)
        } else if text.contains("f32") || text.contains("c32") {
            (TOLERANCE.0, TOLERANCE.0)
        } else {
            TOLERANCE
        }),
        exact: false,
    }
}

/// Checks, runs and compares program `text` with the launch of `case`.
pub fn run_text(backend: &Backend, device: &Device, case: &Case, text: &str, log: &mut Option<OclgrindLog>) -> Outcome {
    if let Err(e) = crate::check_text("fuzz.ir", text, device.clone()) {
        return Outcome::Invalid(format!("the checker rejects a generated program:\n{e}"));
    }
    let run = run_of(case, text);
    let result = catch_unwind(AssertUnwindSafe(|| execute(backend, &run)));
    let reports = log.as_mut().map(OclgrindLog::take).unwrap_or_default();
    match result {
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Outcome::Fail(format!("panic: {msg}"))
        }
        Ok(Err(e)) if e.contains(": interpreter: ") => Outcome::Invalid(e),
        // A valid program beyond the device's local memory (oclgrind's 32 KiB; the runtime
        // refuses the launch, Error::LocalMemory): the device's limit, not a wrong result.
        Ok(Err(e)) if e.contains("bytes of local memory (alloca) but the device has") => Outcome::Invalid(e),
        Ok(Err(e)) => Outcome::Fail(if reports.is_empty() { e } else { format!("{e}\noclgrind reports:\n{reports}") }),
        Ok(Ok(())) if reports.is_empty() => Outcome::Pass,
        Ok(Ok(())) => Outcome::Fail(format!("oclgrind reports:\n{reports}")),
    }
}

/// The kind of a failure, for minimisation: a smaller program must fail the same way.
fn kind(msg: &str) -> &'static str {
    if msg.starts_with("panic") {
        "panic"
    } else if msg.contains("oclgrind reports") {
        "oclgrind"
    } else if msg.contains("results differ") {
        "mismatch"
    } else if msg.contains("building the OpenCL program") {
        "build"
    } else if msg.contains("launch") {
        "launch"
    } else {
        "other"
    }
}

/// Deletes instructions (a line, or a whole `if`/`for`/`foreach` with its regions) while the
/// program still checks and fails the same way; at most `attempts` tries.
pub fn minimise(
    backend: &Backend,
    device: &Device,
    case: &Case,
    failure: &str,
    attempts: usize,
    log: &mut Option<OclgrindLog>,
) -> String {
    let want = kind(failure);
    let mut lines: Vec<String> = case.text.lines().map(str::to_string).collect();
    let mut tries = 0;
    let mut progress = true;
    while progress && tries < attempts {
        progress = false;
        let mut i = 1;
        while i + 1 < lines.len() && tries < attempts {
            let l = lines[i].trim();
            if l.starts_with('}') || l == "%gid = group_id" {
                i += 1;
                continue;
            }
            // The range to delete: a line, or a header through its closing brace.
            let end = if l.ends_with('{') {
                let mut depth = 0i32;
                let mut j = i;
                loop {
                    let t = lines[j].trim();
                    if t.starts_with('}') {
                        depth -= 1;
                    }
                    if t.ends_with('{') {
                        depth += 1;
                    }
                    if depth == 0 || j + 1 >= lines.len() {
                        break;
                    }
                    j += 1;
                }
                j
            } else {
                i
            };
            let mut candidate = lines.clone();
            candidate.drain(i..=end);
            let text = candidate.join("\n") + "\n";
            tries += 1;
            match run_text(backend, device, case, &text, log) {
                Outcome::Fail(m) if kind(&m) == want => {
                    lines = candidate;
                    progress = true;
                }
                _ => i += 1,
            }
        }
    }
    lines.join("\n") + "\n"
}

/// What a fuzzing run did.
#[derive(Debug, Default)]
pub struct Tally {
    pub passed: usize,
    pub failed: Vec<(u64, String)>,
    pub invalid: Vec<(u64, String)>,
}

/// The device description seed `seed` is checked and compiled for: the one the runtime picks
/// (`Context::frontend_device`) for even seeds, the generic GPU one (other work-group sizes,
/// GEMM tiles and local-memory staging; on a device with its own subgroups every subgroup
/// operation there) for odd seeds, within the device's work-group limit and with its barrier
/// placement (barriers kept out of `if`s on PoCL only).
pub fn device_for(ctx: &Context, seed: u64) -> Device {
    let picked = ctx.frontend_device();
    if seed & 1 == 0 {
        return picked;
    }
    let mut generic = Device::generic();
    generic.max_work_group_size = generic.max_work_group_size.min(picked.max_work_group_size);
    generic.top_level_barriers = picked.top_level_barriers;
    generic.hardware_subgroups = picked.hardware_subgroups;
    generic.subgroup_block_io = picked.subgroup_block_io;
    generic
}

/// Runs seeds `seeds` on a context's device, as OpenCL C or as the MLIR route's SPIR-V
/// (`spirv`, with device descriptions without the CPU's explicit vectors); `on_failure` gets the
/// backend and device description of each failing case, the case and the message.
pub fn fuzz(
    ctx: &Context,
    features: Features,
    seeds: impl IntoIterator<Item = u64>,
    spirv: bool,
    mut keep_going: impl FnMut() -> bool,
    mut on_failure: impl FnMut(&Backend, &Device, &Case, &str, &mut Option<OclgrindLog>),
) -> Tally {
    let mut tally = Tally::default();
    let mut log = OclgrindLog::current();
    for seed in seeds {
        if !keep_going() {
            break;
        }
        let mut device = device_for(ctx, seed);
        let backend = if spirv {
            device.vector_gemm = false;
            device.subgroup_block_io = 0;
            device.hardware_subgroups &= ctx.spirv_versions().contains(&(1, 3));
            Backend::Spirv(ctx.clone(), device.clone())
        } else {
            Backend::OpenCl(ctx.clone(), device.clone())
        };
        let case = generate(seed, features);
        let mut runs = vec![(backend, device)];
        // v0.4 programs whose cooperative matrices NVIDIA's tensor cores would multiply (or with
        // a staged SIMT GEMM) run a second time under NVIDIA's description, the tensor cores
        // emulated in OpenCL C, where the device allows it.
        if features.v04 && !spirv && ctx.opencl_options().emulate_mma {
            let device = crate::exec::emulated_nvidia(ctx);
            let checked = crate::check_text("gen.ir", &case.text, device.clone());
            if checked.is_ok_and(|c| crate::exec::checked_emulates_nvidia(&c)) {
                runs.push((Backend::OpenCl(ctx.clone(), device.clone()), device));
            }
        }
        for (backend, device) in &runs {
            match run_text(backend, device, &case, &case.text, &mut log) {
                Outcome::Pass => tally.passed += 1,
                Outcome::Invalid(e) => tally.invalid.push((seed, format!("{e}\n{}", case.text))),
                Outcome::Fail(e) => {
                    on_failure(backend, device, &case, &e, &mut log);
                    tally.failed.push((seed, e));
                }
            }
        }
    }
    tally
}

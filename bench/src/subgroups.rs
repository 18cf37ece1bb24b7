//! The `subgroups` benchmark: the tinytc v0.4 subgroup operations on the device's own subgroups
//! (`Device::hardware_subgroups`: OpenCL C's `sub_group_*` built-ins, Intel's OpenCL runtimes)
//! against the portable exchange through local memory between work-group barriers, which is
//! what every other device runs. The same program is compiled both ways for the default OpenCL
//! device and timed interleaved; the outputs must agree.
//!
//! Each work-group of W work-items streams a column of 4096 `f32`: every work-item loads one
//! element per round, applies the operation within its subgroup and stores the result.
//!
//! Then, on any device, a batched GEMM written with v0.4 cooperative matrices as a generator
//! writes one (32 × 8 accumulator tiles handed to the subgroups round-robin, K in steps of 8,
//! `cooperative_matrix_mul_add`) against tinyc's own `gemm.n.n` of the same sizes, in GF/s,
//! results compared. Without the device's subgroups each lane reads the B tile it needs from
//! memory again (no exchange: "reread B"); with them (Intel's runtime) B is also broadcast
//! within the subgroup ("subgroups").

use std::time::Duration;

use tinyc_frontend::{Device, DeviceKind, Frontend, Source};
use tinyc_runtime::{Buffer, Context, KernelSignature, MemrefArg, Program};

use crate::table::{Cell, Table};
use crate::{Failure, Outcome, Result, SubgroupsArgs, median};

/// Elements of a column (one work-group's).
const COLUMN: usize = 4096;

/// What to measure.
#[derive(Clone, Debug)]
pub struct Config {
    pub mib: usize,
    pub runs: usize,
    pub csv: std::path::PathBuf,
}

impl Config {
    pub fn from_args(args: SubgroupsArgs) -> Config {
        Config {
            mib: args.mib.map_or(if args.quick { 8 } else { 64 }, |m| m as usize),
            runs: args.runs.map_or(if args.quick { 5 } else { 10 }, |r| r as usize),
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("subgroups.csv")),
        }
    }
}

/// The operations measured: the instruction, and how the result depends on it (for the table).
const OPS: [&str; 4] =
    ["subgroup_reduce_add", "subgroup_inclusive_scan_add", "subgroup_exclusive_scan_max", "subgroup_broadcast"];

/// The benchmark program for `op` with subgroups of `sgs` in work-groups of `wgs` × 1.
fn program(op: &str, sgs: usize, wgs: usize) -> String {
    let apply = if op == "subgroup_broadcast" {
        "%three = constant 3 : i32\n            %s = subgroup_broadcast %v, %three : f32".to_string()
    } else {
        format!("%s = {op} %v : f32")
    };
    format!(
        "func @sg(%X: memref<f32x{COLUMN}x?>, %Y: memref<f32x{COLUMN}x?>)
        attributes{{subgroup_size={sgs}, work_group_size=[{wgs},1]}} {{
    %gid = group_id.x : index
    %x = subview %X[0:{COLUMN}, %gid] : memref<f32x{COLUMN}>
    %y = subview %Y[0:{COLUMN}, %gid] : memref<f32x{COLUMN}>
    parallel {{
        %sg = subgroup_linear_id : i32
        %lane = subgroup_local_id : i32
        %size = subgroup_size : i32
        %base = mul %sg, %size : i32
        %wi = add %base, %lane : i32
        %w = cast %wi : index
        %end = constant {COLUMN} : index
        %step = constant {wgs} : index
        for %r = %w, %end, %step {{
            %v = load %x[%r] : f32
            {apply}
            store %s, %y[%r]
        }}
    }}
}}
"
    )
}

/// The program compiled for `device` (OpenCL C) on the context.
fn build(ctx: &Context, text: &str, device: Device) -> Result<Program> {
    let source = Source::new("subgroups.ir", text.as_bytes());
    let checked = Frontend::new(device)
        .run(&source)
        .map_err(|d| Failure::new(format!("the benchmark program does not check:\n{}", source.render(&d))))?;
    let code = tinyc_opencl::compile_with(&checked, &ctx.opencl_options())
        .map_err(|ice| Failure::new(source.render(std::slice::from_ref(&ice))))?;
    Ok(Program::from_source(ctx, &code, KernelSignature::from_checked(&checked))?)
}

pub fn run(config: &Config) -> Result<Outcome> {
    let ctx = Context::new().map_err(|e| Failure::new(format!("no OpenCL device: {e}")))?;
    let hardware = ctx.frontend_device();
    if !hardware.hardware_subgroups {
        say!(
            "{}: no subgroup operations on its own subgroups (no intel_reqd_sub_group_size): only the \
             cooperative-matrix GEMM is measured (Intel's runtime has both: TINYC_OPENCL_DEVICE=Intel)",
            ctx.device_name()
        );
        return coop_gemm(&ctx, config);
    }
    // Both builds with the GPU description, which takes every subgroup operation to the
    // hardware (a CPU description keeps scans and broadcasts in local memory, as measured here).
    let hardware = Device { kind: DeviceKind::Gpu, ..hardware };
    let portable = Device { hardware_subgroups: false, ..hardware.clone() };
    let batch = ((config.mib << 20) / (2 * COLUMN * 4)).max(1);
    say!(
        "device:    {} (f32, {batch} work-groups of {COLUMN} elements, {} MiB moved per launch, median of {} runs)",
        ctx.device_name(),
        config.mib,
        config.runs
    );
    if let Some(load) = crate::load_average() {
        say!("load:      {load}");
    }
    let mut table = Table::new(&[
        ("op", "op"),
        ("subgroup", "subgroup_size"),
        ("work-group", "work_group"),
        ("hardware GB/s", "hardware_gbs"),
        ("local memory GB/s", "local_gbs"),
        ("hardware/local", "speedup"),
        ("check", "check"),
    ]);
    let x: Vec<f32> = (0..COLUMN * batch).map(|i| ((i * 37 % 23) as f32 - 11.0) / 4.0).collect();
    let mut outcome = Outcome::Passed;
    for op in OPS {
        for (sgs, wgs) in [(8, 64), (16, 64), (32, 64)] {
            let row = measure(&ctx, &program(op, sgs, wgs), &hardware, &portable, &x, batch, config.runs);
            let mut cells = vec![Cell::text(op), Cell::int(sgs), Cell::int(wgs)];
            match row {
                Ok((hw, local, check)) => {
                    let gbs = |t: Duration| (2 * COLUMN * 4 * batch) as f64 / t.as_secs_f64() / 1e9;
                    if check != "ok" {
                        outcome = Outcome::Failed;
                    }
                    cells.extend([
                        Cell::num(gbs(hw), 1),
                        Cell::num(gbs(local), 1),
                        Cell::num(local.as_secs_f64() / hw.as_secs_f64(), 2),
                        Cell::text(check),
                    ]);
                }
                Err(e) => {
                    eprintln!("tinyc-bench: {op} (subgroups of {sgs}): {e}");
                    outcome = Outcome::Failed;
                    cells.extend((0..3).map(|_| Cell::missing("-")));
                    cells.push(Cell::text("FAILED"));
                }
            }
            table.push(cells);
        }
    }
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    say!("CSV: {}", config.csv.display());
    match coop_gemm(&ctx, config)? {
        Outcome::Passed => Ok(outcome),
        failed => Ok(failed),
    }
}

/// tinyc's `gemm.n.n` of the same sizes (v0.3.1, one batch entry per work-group).
fn gemm_program(m: usize, n: usize, k: usize) -> String {
    format!(
        "func @gemm(%A: memref<f32x{m}x{k}x?>, %B: memref<f32x{k}x{n}x?>, %C: memref<f32x{m}x{n}x?>) {{
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x{m}x{k}x?>
  %b = subview %B[:, :, %g] : memref<f32x{k}x{n}x?>
  %c = subview %C[:, :, %g] : memref<f32x{m}x{n}x?>
  gemm.n.n 1.0, %a, %b, 0.0, %c : f32, memref<f32x{m}x{k}>, memref<f32x{k}x{n}>, f32, memref<f32x{m}x{n}>
}}
"
    )
}

/// The cooperative-matrix GEMM rows: GF/s of it and of `gemm.n.n`, outputs compared.
fn coop_gemm(ctx: &Context, config: &Config) -> Result<Outcome> {
    let mut table = Table::new(&[
        ("M×N×K", "size"),
        ("subgroup", "subgroup_size"),
        ("exchange", "exchange"),
        ("batch", "batch"),
        ("coop GF/s", "coop_gfs"),
        ("gemm.n.n GF/s", "gemm_gfs"),
        ("coop/gemm", "coop_over_gemm"),
        ("check", "check"),
    ]);
    let mut outcome = Outcome::Passed;
    // Without the device's subgroups (B read again by each lane), and where the device has them
    // also the runtime's own description, whose mul_add broadcasts B within the subgroup.
    let picked = ctx.frontend_device();
    let exchanges = if picked.hardware_subgroups {
        vec![("reread B", Some(Device { hardware_subgroups: false, ..picked.clone() })), ("subgroups", Some(picked))]
    } else {
        vec![("reread B", None)]
    };
    for (m, n, k) in [(32, 32, 32), (64, 64, 64)] {
        for (sgs, (exchange, device)) in [8, 16].into_iter().flat_map(|s| exchanges.iter().map(move |e| (s, e))) {
            let batch = ((config.mib << 20) / ((m * k + k * n + m * n) * 4)).max(1);
            let mut cells =
                vec![Cell::text(format!("{m}x{n}x{k}")), Cell::int(sgs), Cell::text(*exchange), Cell::int(batch)];
            match measure_coop(ctx, (m, n, k), sgs, device.as_ref(), batch, config.runs) {
                Ok((coop, gemm, check)) => {
                    let gfs = |t: Duration| (2 * m * n * k * batch) as f64 / t.as_secs_f64() / 1e9;
                    if check != "ok" {
                        outcome = Outcome::Failed;
                    }
                    cells.extend([
                        Cell::num(gfs(coop), 1),
                        Cell::num(gfs(gemm), 1),
                        Cell::num(gemm.as_secs_f64() / coop.as_secs_f64(), 2),
                        Cell::text(check),
                    ]);
                }
                Err(e) => {
                    eprintln!("tinyc-bench: cooperative-matrix GEMM {m}x{n}x{k}: {e}");
                    outcome = Outcome::Failed;
                    cells.extend((0..3).map(|_| Cell::missing("-")));
                    cells.push(Cell::text("FAILED"));
                }
            }
            table.push(cells);
        }
    }
    put!("{}", table.render());
    let csv = config.csv.with_file_name(format!(
        "{}-coop.csv",
        config.csv.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "subgroups".into())
    ));
    table.write_csv(&csv)?;
    say!("CSV: {}", csv.display());
    Ok(outcome)
}

/// (coop, gemm.n.n) median times and the check's verdict; the coop program compiled for
/// `device`, or for the runtime's own description.
fn measure_coop(
    ctx: &Context,
    (m, n, k): (usize, usize, usize),
    sgs: usize,
    device: Option<&Device>,
    batch: usize,
    runs: usize,
) -> Result<(Duration, Duration, String)> {
    let text = tinyc_tests::ops::coop_gemm(m, n, k, sgs, "f32");
    let coop = match device {
        Some(d) => build(ctx, &text, d.clone())?,
        None => Program::from_ir(ctx, "coop.ir", &text)?,
    };
    let gemm = Program::from_ir(ctx, "gemm.ir", &gemm_program(m, n, k))?;
    let (ck, gk) = (coop.kernel("coop")?, gemm.kernel("gemm")?);
    let value = |i: usize, salt: usize| (((i * 31 + salt * 7) % 19) as f32 - 9.0) / 8.0;
    let a: Vec<f32> = (0..m * k * batch).map(|i| value(i, 1)).collect();
    let b: Vec<f32> = (0..k * n * batch).map(|i| value(i, 2)).collect();
    let (ab, bb) = (ctx.buffer_from(&a)?, ctx.buffer_from(&b)?);
    let (cc, cg): (Buffer<f32>, Buffer<f32>) = (ctx.buffer_zeroed(m * n * batch)?, ctx.buffer_zeroed(m * n * batch)?);
    let shapes =
        ([m as i64, k as i64, batch as i64], [k as i64, n as i64, batch as i64], [m as i64, n as i64, batch as i64]);
    let coop_args: Vec<tinyc_runtime::Arg<'_>> = vec![
        MemrefArg::new(&ab, shapes.0).into(),
        MemrefArg::new(&bb, shapes.1).into(),
        MemrefArg::new(&cc, shapes.2).into(),
    ];
    let gemm_args: Vec<tinyc_runtime::Arg<'_>> = vec![
        MemrefArg::new(&ab, shapes.0).into(),
        MemrefArg::new(&bb, shapes.1).into(),
        MemrefArg::new(&cg, shapes.2).into(),
    ];
    let coop = || Ok(ck.launch_grid(&coop_args, [batch, 1, 1])?.device_time);
    let gemm = || Ok(gk.launch(&gemm_args, batch)?.device_time);
    compare_and_time(runs, coop, gemm, &cc, &cg)
}

/// (hardware, local memory) median times and the check's verdict.
fn measure(
    ctx: &Context,
    text: &str,
    hardware: &Device,
    portable: &Device,
    x: &[f32],
    batch: usize,
    runs: usize,
) -> Result<(Duration, Duration, String)> {
    let hw = build(ctx, text, hardware.clone())?;
    if !hw.source().contains("sub_group_") {
        return Err(Failure::new("the hardware build has no sub_group_ built-in"));
    }
    let local = build(ctx, text, portable.clone())?;
    let (hk, lk) = (hw.kernel("sg")?, local.kernel("sg")?);
    let xb = ctx.buffer_from(x)?;
    let (yh, yl): (Buffer<f32>, Buffer<f32>) = (ctx.buffer_zeroed(x.len())?, ctx.buffer_zeroed(x.len())?);
    let shape = [COLUMN as i64, batch as i64];
    let ah: Vec<tinyc_runtime::Arg<'_>> = vec![MemrefArg::new(&xb, shape).into(), MemrefArg::new(&yh, shape).into()];
    let al: Vec<tinyc_runtime::Arg<'_>> = vec![MemrefArg::new(&xb, shape).into(), MemrefArg::new(&yl, shape).into()];
    let hw = || Ok(hk.launch_grid(&ah, [batch, 1, 1])?.device_time);
    let local = || Ok(lk.launch_grid(&al, [batch, 1, 1])?.device_time);
    compare_and_time(runs, hw, local, &yh, &yl)
}

/// Launches `a` and `b` once each and compares their outputs `out_a` and `out_b` (relative to
/// the values' magnitude: reductions may add in another order), then times them interleaved:
/// their median times and the check's verdict.
fn compare_and_time(
    runs: usize,
    a: impl Fn() -> Result<Duration>,
    b: impl Fn() -> Result<Duration>,
    out_a: &Buffer<f32>,
    out_b: &Buffer<f32>,
) -> Result<(Duration, Duration, String)> {
    a()?;
    b()?;
    let (x, y) = (out_a.read()?, out_b.read()?);
    let worst = x.iter().zip(&y).map(|(p, q)| (p - q).abs() / (1.0 + q.abs())).fold(0.0f32, f32::max);
    let check = if worst <= 1e-5 { "ok".to_string() } else { format!("differs by {worst:e}") };
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        ta.push(a()?);
        tb.push(b()?);
    }
    Ok((median(&ta), median(&tb), check))
}

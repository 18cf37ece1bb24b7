//! The `subgroups` benchmark: the tinytc v0.4 subgroup operations on the device's own subgroups
//! (`Device::hardware_subgroups`: OpenCL C's `sub_group_*` built-ins, Intel's OpenCL runtimes)
//! against the portable exchange through local memory between work-group barriers, which is
//! what every other device runs. The same program is compiled both ways for the default OpenCL
//! device and timed interleaved; the outputs must agree.
//!
//! Each work-group of W work-items streams a column of 4096 `f32`: every work-item loads one
//! element per round, applies the operation within its subgroup and stores the result.

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
        return Err(Failure::new(format!(
            "{} runs no subgroup operations on its own subgroups (no intel_reqd_sub_group_size): \
             nothing to compare; run on Intel's OpenCL runtime (TINYC_OPENCL_DEVICE=Intel)",
            ctx.device_name()
        )));
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
    Ok(outcome)
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
    hk.launch_grid(&ah, [batch, 1, 1])?;
    lk.launch_grid(&al, [batch, 1, 1])?;
    let (a, b) = (yh.read()?, yl.read()?);
    // Reductions may add in another order: relative to the magnitude of the column's values.
    let worst = a.iter().zip(&b).map(|(p, q)| (p - q).abs() / (1.0 + q.abs())).fold(0.0f32, f32::max);
    let check = if worst <= 1e-5 { "ok".to_string() } else { format!("differs by {worst:e}") };
    let (mut th, mut tl) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        th.push(hk.launch_grid(&ah, [batch, 1, 1])?.device_time);
        tl.push(lk.launch_grid(&al, [batch, 1, 1])?.device_time);
    }
    Ok((median(&th), median(&tl), check))
}

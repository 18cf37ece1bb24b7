//! The `ops` benchmark: batched memory-bound collectives (everything but `gemm`) written in the
//! tensor language, one work-group per batch entry as the language demands, against the
//! device's triad and a hand-written naive OpenCL C kernel of the same operation, measured
//! through OpenCL in the same run on the same footprint (interleaved: tinyc, naive, triad, …).
//!
//! Each op reads and writes about `mib` MiB per launch; GB/s count the bytes the operation must
//! move (every input read once, every output written once, read too when β ≠ 0). The naive
//! kernels use a flat index space (one work-item per output element, work-groups of 64), free of
//! the one-work-group-per-entry rule, which shows what a plain kernel gets from the same device.
//! Results are checked: tinyc's output against the naive kernel's.

use std::time::Duration;

use tinyc_runtime::{Buffer, Context, KernelSignature, MemrefArg, Program};
use tinyc_tests::ops::{OPS, Op};

use crate::table::{Cell, Table};
use crate::{Failure, OpsArgs, Outcome, Result, median};

/// What to measure.
#[derive(Clone, Debug)]
pub struct Config {
    pub mib: usize,
    pub runs: usize,
    pub f64: bool,
    pub csv: std::path::PathBuf,
    pub only: Option<String>,
    pub opencl_c: Option<std::path::PathBuf>,
    /// The ops' memref sizes are dynamic (`--dynamic`).
    pub dynamic: bool,
}

impl Config {
    pub fn from_args(args: OpsArgs) -> Config {
        Config {
            mib: args.mib.map_or(if args.quick { 8 } else { 64 }, |m| m as usize),
            runs: args.runs.map_or(if args.quick { 5 } else { 10 }, |r| r as usize),
            f64: args.f64,
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("ops.csv")),
            only: args.only,
            opencl_c: args.opencl_c,
            dynamic: args.dynamic,
        }
    }
}

/// The triad `a = b + s·c` over `n` elements of each array.
const TRIAD: &str = "kernel void triad(global TYPE* a, global TYPE* b, global TYPE* c, long n) {
  long i = get_global_id(0); if (i < n) a[i] = b[i] + 3 * c[i];
}";

/// Signatures of the hand-written kernels: flat memrefs with one size.
fn flat_signatures(name: &str, params: usize, ty: &str) -> Result<Vec<KernelSignature>> {
    let list: Vec<String> = (0..params).map(|i| format!("%p{i}: memref<{ty}x?>")).collect();
    let tir = format!("func @{name}({}) work_group_size(64, 1) {{}}\n", list.join(", "));
    let source = tinyc_frontend::Source::new("flat.ir", tir.as_bytes());
    let checked = tinyc_frontend::Frontend::default()
        .run(&source)
        .map_err(|d| Failure::new(format!("signature of {name}: {}", source.render(&d))))?;
    Ok(KernelSignature::from_checked(&checked))
}

/// Builds a hand-written kernel over flat buffers: work-groups of 64 along dimension 0 of the
/// launch (the runtime launches (64, 1, groups); the kernel indexes by group z).
fn flat_program(ctx: &Context, text: &str, name: &str, params: usize, ty: &str) -> Result<Program> {
    // The runtime's launch is local (64, 1, 1), global (64, 1, G): the flat index is
    // get_local_id(0) + 64·get_group_id(2).
    let text = text
        .replace("TYPE", if ty == "f64" { "double" } else { "float" })
        .replace("get_global_id(0)", "(get_local_id(0) + 64 * (long)get_group_id(2))");
    let text = if ty == "f64" { format!("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n{text}") } else { text };
    // The kernels take the arrays as flat memrefs: pointer, then the size of each (only the last
    // `n` is used, as the size of the first array; sizes are passed per array).
    let text = rename_params(&text, params);
    let text = text.replacen(
        &format!("kernel void {name}("),
        &format!("kernel __attribute__((reqd_work_group_size(64, 1, 1))) void {name}("),
        1,
    );
    Ok(Program::from_source(ctx, &text, flat_signatures(name, params, ty)?)?)
}

/// Each `global T* x` parameter becomes `global T* x, long x_n`, and `long n` goes, as the
/// calling convention passes a size after each flat memref; `n` is the last array's size.
fn rename_params(text: &str, params: usize) -> String {
    let Some(open) = text.find('(') else { return text.to_string() };
    let Some(close) = text[open..].find(')').map(|c| c + open) else { return text.to_string() };
    let list: Vec<String> = text[open + 1..close]
        .split(',')
        .map(str::trim)
        .filter(|p| !p.starts_with("long n"))
        .enumerate()
        .map(|(i, p)| if i + 1 == params { format!("{p}, long n") } else { format!("{p}, long n{i}_") })
        .collect();
    format!("{}({}){}", &text[..open], list.join(", "), &text[close + 1..])
}

pub fn run(config: &Config) -> Result<Outcome> {
    let ctx = Context::new().map_err(|e| Failure::new(format!("no OpenCL device: {e}")))?;
    if config.f64 && !ctx.supports_fp64() {
        return Err(Failure::new(format!("{} has no f64", ctx.device_name())));
    }
    let ty = if config.f64 { "f64" } else { "f32" };
    say!(
        "device:    {} ({ty}, about {} MiB moved per launch, median of {} runs)",
        ctx.device_name(),
        config.mib,
        config.runs
    );
    if let Some(load) = crate::load_average() {
        say!("load:      {load}");
    }
    let mut table = Table::new(&[
        ("op", "op"),
        ("batch", "batch"),
        ("tinyc GB/s", "tinyc_gbs"),
        ("naive GB/s", "naive_gbs"),
        ("triad GB/s", "triad_gbs"),
        ("tinyc/triad", "tinyc_over_triad"),
        ("tinyc/naive", "tinyc_over_naive"),
        ("check", "check"),
    ]);
    let elem = if config.f64 { 8 } else { 4 };
    let mut outcome = Outcome::Passed;
    let hand = match &config.opencl_c {
        Some(path) => {
            Some(std::fs::read_to_string(path).map_err(|e| Failure::new(format!("{}: {e}", path.display())))?)
        }
        None => None,
    };
    for op in OPS.iter().filter(|op| config.only.as_ref().is_none_or(|t| op.name.contains(t.as_str()))) {
        let batch = ((config.mib << 20) / (op.moved * elem)).max(1);
        let row = if config.f64 {
            measure::<f64>(&ctx, op, ty, batch, config.runs, hand.as_deref(), config.dynamic)
        } else {
            measure::<f32>(&ctx, op, ty, batch, config.runs, hand.as_deref(), config.dynamic)
        };
        match row {
            Ok((tinyc, naive, triad, check)) => {
                let bytes = (op.moved * elem * batch) as f64;
                let gbs = |t: Duration| bytes / t.as_secs_f64() / 1e9;
                let triad_gbs = (3 * (op.moved * batch).div_ceil(3) * elem) as f64 / triad.as_secs_f64() / 1e9;
                if check != "ok" {
                    outcome = Outcome::Failed;
                }
                table.push(vec![
                    Cell::text(op.name),
                    Cell::int(batch),
                    Cell::num(gbs(tinyc), 1),
                    Cell::num(gbs(naive), 1),
                    Cell::num(triad_gbs, 1),
                    Cell::num(gbs(tinyc) / triad_gbs, 2),
                    Cell::num(naive.as_secs_f64() / tinyc.as_secs_f64(), 2),
                    Cell::text(check),
                ]);
            }
            Err(e) => {
                eprintln!("tinyc-bench: {}: {e}", op.name);
                outcome = Outcome::Failed;
                let mut row = vec![Cell::text(op.name), Cell::int(batch)];
                row.extend((0..5).map(|_| Cell::missing("-")));
                row.push(Cell::text("FAILED"));
                table.push(row);
            }
        }
    }
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    if config.only.as_ref().is_none_or(|t| "chain".contains(t.as_str())) {
        let chain = if config.f64 { chain::<f64>(&ctx, ty, config) } else { chain::<f32>(&ctx, ty, config) };
        match chain {
            Ok(line) => say!("{line}"),
            Err(e) => {
                eprintln!("tinyc-bench: matrix chain: {e}");
                outcome = Outcome::Failed;
            }
        }
    }
    say!("CSV: {}", config.csv.display());
    Ok(outcome)
}

/// `tir` with every size of its memref types written as `?`.
pub fn dynamic_sizes(tir: &str) -> String {
    let mut out = String::with_capacity(tir.len());
    let mut rest = tir;
    while let Some(at) = rest.find("memref<") {
        let (before, from) = rest.split_at(at + "memref<".len());
        out.push_str(before);
        let end = from.find('>').unwrap_or(from.len());
        let mut modes = from[..end].split('x');
        out.push_str(modes.next().unwrap_or_default());
        for mode in modes {
            out.push('x');
            out.push_str(if !mode.is_empty() && mode.bytes().all(|b| b.is_ascii_digit()) { "?" } else { mode });
        }
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}

/// (tinyc, naive, triad) median times of one op, and the check's verdict.
fn measure<T: tinyc_runtime::Element + Copy + Into<f64> + From<f32>>(
    ctx: &Context,
    op: &Op,
    ty: &str,
    batch: usize,
    runs: usize,
    hand: Option<&str>,
    dynamic: bool,
) -> Result<(Duration, Duration, Duration, String)> {
    // `T` is only ever the element type in these programs (keywords are lower case).
    let tir = op.tir.replace('T', ty);
    let mut program = Program::from_ir(ctx, "op.ir", &tir)?;
    // The launch's shapes are the static program's.
    let sig = program.signatures().first().ok_or_else(|| Failure::new("no kernel"))?;
    let shapes = tinyc_tests::ops::param_shapes(&sig.params, batch).map_err(Failure::new)?;
    if dynamic {
        program = Program::from_ir(ctx, "op.ir", &dynamic_sizes(&tir))?;
    }
    if let Some(text) = hand {
        let text = text.replace("TYPE", if ty == "f64" { "double" } else { "float" });
        let mut signatures = program.signatures().to_vec();
        // A hand-written kernel may choose its own work-group size.
        if let Some(size) = reqd_work_group_size(&text) {
            for sig in &mut signatures {
                sig.abi.work_group_size = size;
            }
        }
        program = Program::from_source(ctx, &text, signatures)?;
    }
    let kernel = program.kernel("op")?;
    let value = |i: usize, salt: usize| T::from((((i * 31 + salt * 7) % 19) as f32 - 9.0) / 8.0);
    let data: Vec<Vec<T>> =
        op.sizes.iter().enumerate().map(|(p, &s)| (0..s * batch).map(|i| value(i, p)).collect()).collect();
    let tinyc_bufs: Vec<Buffer<T>> = data.iter().map(|d| ctx.buffer_from(d)).collect::<std::result::Result<_, _>>()?;
    let naive_bufs: Vec<Buffer<T>> = data.iter().map(|d| ctx.buffer_from(d)).collect::<std::result::Result<_, _>>()?;
    let args: Vec<tinyc_runtime::Arg> =
        tinyc_bufs.iter().zip(&shapes).map(|(b, s)| MemrefArg::new(b, s.clone()).into()).collect();
    let naive = flat_program(ctx, op.naive, "naive", op.sizes.len(), ty)?;
    let naive_kernel = naive.kernel("naive")?;
    let total_out = op.outputs_per_entry * batch;
    let flat_args: Vec<tinyc_runtime::Arg> = naive_bufs
        .iter()
        .enumerate()
        .map(|(i, b)| {
            // The last flat size is the number of outputs (the kernel's `n`).
            let len = if i + 1 == op.sizes.len() { total_out } else { b.len() };
            MemrefArg::new(b, vec![len as i64]).into()
        })
        .collect();
    let groups = total_out.div_ceil(64);
    // The triad over the same footprint: three arrays of a third of the bytes each.
    let n = (op.moved * batch).div_ceil(3);
    let triad_data: Vec<Buffer<T>> =
        (0..3).map(|_| ctx.buffer_from(&vec![T::from(1.0); n])).collect::<std::result::Result<_, _>>()?;
    let triad = flat_program(ctx, TRIAD, "triad", 3, ty)?;
    let triad_kernel = triad.kernel("triad")?;
    let triad_args: Vec<tinyc_runtime::Arg> =
        triad_data.iter().map(|b| MemrefArg::new(b, vec![n as i64]).into()).collect();
    // Correctness first: one launch each from the same data.
    kernel.launch(&args, batch)?;
    naive_kernel.launch(&flat_args, groups)?;
    let (ours, theirs) = (tinyc_bufs[op.out].read()?, naive_bufs[op.out].read()?);
    let worst = ours.iter().zip(&theirs).map(|(a, b)| ((*a).into() - (*b).into()).abs()).fold(0.0f64, f64::max);
    let check = if worst <= 1e-3 { "ok".to_string() } else { format!("differs by {worst:e}") };
    // Interleaved timing.
    let (mut t, mut v, mut r) = (Vec::new(), Vec::new(), Vec::new());
    triad_kernel.launch(&triad_args, n.div_ceil(64))?;
    for _ in 0..runs {
        t.push(kernel.launch(&args, batch)?.device_time);
        v.push(naive_kernel.launch(&flat_args, groups)?.device_time);
        r.push(triad_kernel.launch(&triad_args, n.div_ceil(64))?.device_time);
    }
    Ok((median(&t), median(&v), median(&r), check))
}

/// (x, y) of the first `reqd_work_group_size(x, y, z)` attribute in OpenCL C text.
fn reqd_work_group_size(text: &str) -> Option<(i64, i64)> {
    let rest = &text[text.find("reqd_work_group_size(")? + "reqd_work_group_size(".len()..];
    let mut sizes = rest[..rest.find(')')?].split(',').map(|s| s.trim().parse::<i64>().ok());
    Some((sizes.next()??, sizes.next()??))
}

/// The DG-style matrix chain: per batch entry, two GEMMs through `alloca` intermediates and a
/// third into the output, D += A·((A·B)·C) with A 56×56, B 56×9, C 9×9.
const CHAIN: &str = "func @chain(%A: memref<Tx56x56x?>, %B: memref<Tx56x9>, %C: memref<Tx9x9>, %D: memref<Tx56x9x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %t = alloca -> memref<Tx56x9>
  %u = alloca -> memref<Tx56x9>
  gemm.n.n 1.0, %a, %B, 0.0, %t : T, memref<Tx56x56>, memref<Tx56x9>, T, memref<Tx56x9>
  gemm.n.n 1.0, %t, %C, 0.0, %u : T, memref<Tx56x9>, memref<Tx9x9>, T, memref<Tx56x9>
  %d = subview %D[:, :, %g] : memref<Tx56x9x?>
  gemm.n.n 1.0, %a, %u, 1.0, %d : T, memref<Tx56x56>, memref<Tx56x9>, T, memref<Tx56x9>
}";

/// The chain in GF/s (2·56·56·9·2 + 2·56·9·9 flops per entry), checked against a host f64
/// reference on three entries.
fn chain<T: tinyc_runtime::Element + Copy + Into<f64> + From<f32>>(
    ctx: &Context,
    ty: &str,
    config: &Config,
) -> Result<String> {
    let (n, k, r) = (56usize, 9usize, 9usize);
    let elem = std::mem::size_of::<T>();
    let batch = ((config.mib << 20) / ((n * n + 2 * n * k) * elem)).max(1);
    let program = Program::from_ir(ctx, "chain.ir", &CHAIN.replace('T', ty))?;
    let kernel = program.kernel("chain")?;
    let value = |i: usize, salt: usize| T::from((((i * 31 + salt * 7) % 19) as f32 - 9.0) / 32.0);
    let a: Vec<T> = (0..n * n * batch).map(|i| value(i, 1)).collect();
    let b: Vec<T> = (0..n * k).map(|i| value(i, 2)).collect();
    let c: Vec<T> = (0..k * r).map(|i| value(i, 3)).collect();
    let d0: Vec<T> = (0..n * k * batch).map(|i| value(i, 4)).collect();
    let (da, db, dc, dd) = (ctx.buffer_from(&a)?, ctx.buffer_from(&b)?, ctx.buffer_from(&c)?, ctx.buffer_from(&d0)?);
    let bt = batch as i64;
    let args = [
        MemrefArg::new(&da, vec![56, 56, bt]).into(),
        MemrefArg::new(&db, vec![56, 9]).into(),
        MemrefArg::new(&dc, vec![9, 9]).into(),
        MemrefArg::new(&dd, vec![56, 9, bt]).into(),
    ];
    kernel.launch(&args, batch)?;
    let got = dd.read()?;
    let f = |x: T| -> f64 { x.into() };
    let mut worst = 0.0f64;
    for g in [0, batch / 2, batch - 1] {
        let at = |i: usize, j: usize| f(a[g * n * n + i + n * j]);
        let t: Vec<f64> = (0..n * k).map(|q| (0..n).map(|l| at(q % n, l) * f(b[l + n * (q / n)])).sum()).collect();
        let u: Vec<f64> = (0..n * k).map(|q| (0..k).map(|l| t[q % n + n * l] * f(c[l + k * (q / n)])).sum()).collect();
        for q in 0..n * k {
            let want = (0..n).map(|l| at(q % n, l) * u[l + n * (q / n)]).sum::<f64>() + f(d0[g * n * k + q]);
            worst = worst.max((f(got[g * n * k + q]) - want).abs() / (1.0 + want.abs()));
        }
    }
    let tolerance = if elem == 4 { 1e-4 } else { 1e-10 };
    let check = if worst <= tolerance { "ok".to_string() } else { format!("FAILED: differs by {worst:e}") };
    let mut times = Vec::new();
    for _ in 0..config.runs {
        times.push(kernel.launch(&args, batch)?.device_time);
    }
    let flops = (2 * n * n * k * 2 + 2 * n * k * r) as f64 * batch as f64;
    let gf = flops / median(&times).as_secs_f64() / 1e9;
    if check != "ok" {
        return Err(Failure::new(check));
    }
    Ok(format!(
        "matrix chain D += A·((A·B)·C), A 56×56, B 56×9, C 9×9, {batch} entries: {gf:.1} GF/s (median of {}), check ok",
        config.runs
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dynamic_sizes_replaces_every_static_size_and_nothing_else() {
        let tir = "func @op(%A: memref<f32x56x9x?>, %i: index) {\n  %a = subview %A[:, :, 3] : memref<f32x56x9>\n}";
        assert_eq!(
            dynamic_sizes(tir),
            "func @op(%A: memref<f32x?x?x?>, %i: index) {\n  %a = subview %A[:, :, 3] : memref<f32x?x?>\n}"
        );
        assert_eq!(dynamic_sizes("memref<index>"), "memref<index>");
        // Every op still checks with dynamic sizes.
        for op in OPS {
            let text = dynamic_sizes(&op.tir.replace('T', "f32"));
            let source = tinyc_frontend::Source::new("op.ir", text.as_bytes());
            let result = tinyc_frontend::Frontend::default().run(&source);
            assert!(result.is_ok(), "{text}\n{}", result.err().map(|d| source.render(&d)).unwrap_or_default());
        }
    }
}

//! `Program::from_ir`: tensor-language source checked, compiled to OpenCL C and run; programs with
//! errors give the rendered diagnostics. Every test prints `SKIP: …` and passes when there is no
//! OpenCL device.

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;

use tinyc_runtime::{Context, Error, MemrefArg, Program};

/// Per batch entry g: C[:, :, g] := alpha · A[:, :, g] · B[:, :, g] + C[:, :, g], and
/// y[g] := sum of the entries of C[:, 0, g] afterwards (with a size known only at run time).
const BATCHED: &str = "\
func @gemm_acc(%alpha: f32, %A: memref<f32x4x3x?>, %B: memref<f32x3x2x?>, %C: memref<f32x4x2x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x4x3x?>
  %b = subview %B[:, :, %g] : memref<f32x3x2x?>
  %c = subview %C[:, :, %g] : memref<f32x4x2x?>
  gemm.n.n %alpha, %a, %b, 1.0, %c : f32, memref<f32x4x3>, memref<f32x3x2>, f32, memref<f32x4x2>
}

func @col_sums(%C: memref<f32x?x2x?>, %y: memref<f32x?>) {
  %g = group_id
  %c = subview %C[:, 0, %g] : memref<f32x?x2x?>
  %s = subview %y[%g] : memref<f32x?>
  sum.n 1.0, %c, 0.0, %s : f32, memref<f32x?>, f32, memref<f32>
}
";

/// The error of `tests/in/spec/91_err_gemm_shapes.ir`: K is 4 for op(A) but B has 5 rows.
const BAD: &str = "\
; a comment line
func @bad_shapes(%A: memref<f32x4x6>, %B: memref<f32x5x3>, %C: memref<f32x6x3>) {
  %g = group_id
  gemm.t.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x4x6>, memref<f32x5x3>, f32, memref<f32x6x3>
}
";

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

fn context() -> Option<Context> {
    match Context::new() {
        Ok(ctx) => Some(ctx),
        Err(e) => {
            note(&format!("SKIP: no OpenCL device ({e})"));
            None
        }
    }
}

/// Inputs of `gemm_acc`-like kernels over `batch` entries, and C after C += alpha · A · B:
/// (A, B, C, the expected C). Small integers: every product and sum is exact in f32.
fn gemm_data(batch: usize, alpha: f32) -> (Vec<f32>, Vec<f32>, Vec<f32>, Vec<f32>) {
    let a: Vec<f32> = (0..12 * batch).map(|i| (i % 7) as f32 - 3.0).collect();
    let b: Vec<f32> = (0..6 * batch).map(|i| (i % 5) as f32 - 2.0).collect();
    let c0: Vec<f32> = (0..8 * batch).map(|i| (i % 3) as f32).collect();
    let mut want = c0.clone();
    for g in 0..batch {
        for j in 0..2 {
            for i in 0..4 {
                let ab: f32 = (0..3).map(|k| a[g * 12 + i + 4 * k] * b[g * 6 + k + 3 * j]).sum();
                want[g * 8 + i + 4 * j] += alpha * ab;
            }
        }
    }
    (a, b, c0, want)
}

#[test]
fn a_valid_program_compiles_and_computes() {
    let Some(ctx) = context() else { return };
    let program = Program::from_ir(&ctx, "batched.ir", BATCHED).unwrap_or_else(|e| panic!("{e}"));
    assert!(program.source().contains("gemm_acc("), "{}", program.source());
    assert!(program.source().contains("col_sums("), "{}", program.source());
    let names: Vec<&str> = program.signatures().iter().map(|s| s.name()).collect();
    assert_eq!(names, ["gemm_acc", "col_sums"]);

    let batch = 5usize;
    let alpha = 2.0f32;
    let (a, b, c0, want) = gemm_data(batch, alpha);
    let want_y: Vec<f32> = (0..batch).map(|g| want[g * 8..g * 8 + 4].iter().sum()).collect();

    let (da, db, dc) = (ctx.buffer_from(&a).unwrap(), ctx.buffer_from(&b).unwrap(), ctx.buffer_from(&c0).unwrap());
    let dy = ctx.buffer_from(&vec![f32::NAN; batch]).unwrap();
    let n = batch as i64;
    let gemm = program.kernel("gemm_acc").unwrap();
    gemm.launch(
        &[
            alpha.into(),
            MemrefArg::new(&da, [4, 3, n]).into(),
            MemrefArg::new(&db, [3, 2, n]).into(),
            MemrefArg::new(&dc, [4, 2, n]).into(),
        ],
        batch,
    )
    .unwrap();
    assert_eq!(dc.read().unwrap(), want);
    assert_eq!(da.read().unwrap(), a, "inputs are untouched");

    let sums = program.kernel("col_sums").unwrap();
    sums.launch(&[MemrefArg::new(&dc, [4, 2, n]).into(), MemrefArg::new(&dy, [n]).into()], batch).unwrap();
    assert_eq!(dy.read().unwrap(), want_y);
}

/// Kernel names of 300 bytes, alike in their first 200: PoCL 3.1 aborted the process on any
/// kernel name of 253 bytes or more. The emitted names are cut to 200 bytes (the second numbered),
/// and each kernel is found by its name as written.
#[test]
fn kernels_with_very_long_names_build_and_run() {
    let Some(ctx) = context() else { return };
    let (first, second) = (format!("{}_a", "k".repeat(298)), format!("{}_b", "k".repeat(298)));
    let kernel = |name: &str, scale: f32| {
        format!(
            "func @{name}(%x: memref<f32x?>) {{\n  axpby.n {scale:.1}, %x, 0.0, %x : f32, memref<f32x?>, f32, memref<f32x?>\n}}\n"
        )
    };
    let source = kernel(&first, 2.0) + &kernel(&second, 3.0);
    let program = Program::from_ir(&ctx, "long.ir", &source).unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = program.signatures().iter().map(|s| s.name()).collect();
    let cut = "k".repeat(200);
    assert_eq!(names, [cut.clone(), format!("{cut}_1")]);
    let x = ctx.buffer_from(&[1.0f32, -2.0, 0.5]).unwrap_or_else(|e| panic!("{e}"));
    for name in [&first, &second] {
        let kernel = program.kernel(name).unwrap_or_else(|e| panic!("{e}"));
        kernel.launch(&[MemrefArg::new(&x, [3]).into()], 1).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(x.read().unwrap_or_else(|e| panic!("{e}")), [6.0, -12.0, 3.0]);
}

#[test]
fn a_program_with_errors_gives_rendered_diagnostics() {
    let Some(ctx) = context() else { return };
    let e = Program::from_ir(&ctx, "bad.ir", BAD).err().unwrap_or_else(|| panic!("the program has an error"));
    let Error::Compile { diagnostics } = &e else { panic!("expected Error::Compile, got {e:?}") };
    assert!(diagnostics.starts_with("error[E18]: Incompatible tensor shapes"), "{diagnostics}");
    assert!(diagnostics.contains("bad.ir:4:3"), "line:col of the gemm: {diagnostics}");
    assert!(diagnostics.contains("op(A) is 6×4, op(B) is 5×3, C is 6×3"), "{diagnostics}");
    let text = e.to_string();
    assert!(text.starts_with("the tensor-language program has errors:\nerror[E18]"), "{text}");

    let e = Program::from_ir(&ctx, "syntax.ir", "func @k(%a: f32) {\n  %x = \n}\n").err();
    let Some(Error::Compile { diagnostics }) = &e else { panic!("expected Error::Compile, got {e:?}") };
    assert!(diagnostics.contains("syntax.ir:"), "{diagnostics}");
}

#[test]
fn from_source_keeps_the_source() {
    let Some(ctx) = context() else { return };
    let src = "kernel void nothing(void) {}\n";
    let program = Program::from_source(&ctx, src, vec![]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(program.source(), src);
}

#[test]
fn contexts_open_concurrently() {
    let results: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4).map(|_| s.spawn(Context::new)).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| panic!("thread panicked"))).collect()
    });
    let ok = results.iter().filter(|r| r.is_ok()).count();
    if ok == 0 {
        note("SKIP: no OpenCL device");
        return;
    }
    for r in &results {
        if let Err(e) = r {
            panic!("one of 4 concurrent Context::new calls failed while the others succeeded: {e}");
        }
    }
}

/// On a CPU device (PoCL) the front end gets the CPU description, so `from_ir` picks the small
/// work-groups of the CPU heuristic; on a GPU the generic one.
#[test]
fn work_group_sizes_follow_the_device_kind() {
    let Some(ctx) = context() else { return };
    let device = ctx.frontend_device();
    let program = Program::from_ir(&ctx, "batched.ir", BATCHED).unwrap_or_else(|e| panic!("{e}"));
    let wgs = program.signatures()[0].abi.work_group_size;
    if ctx.device_name().contains("pthread") || ctx.device_name().to_lowercase().contains("cpu") {
        assert_eq!(device.kind, tinyc_frontend::DeviceKind::Cpu, "{}", ctx.device_name());
    }
    // gemm 4x2, the kernel's only BLAS instruction: one work-item on a CPU
    // (`device::CPU_SERIAL_SINGLE_GEMM_MAX`); generic GPU m = 32, n = 1.
    let expected = match device.kind {
        tinyc_frontend::DeviceKind::Cpu => (1, 1),
        tinyc_frontend::DeviceKind::Gpu => (32, 1),
    };
    assert_eq!(wgs, expected);
}

/// `source` compiled, if the device runs its first kernel on one work-item per work-group (a
/// CPU device); else a SKIP line naming `what` is not checked.
fn on_one_work_item(ctx: &Context, name: &str, source: &str, what: &str) -> Option<Program> {
    let program = Program::from_ir(ctx, name, source).unwrap_or_else(|e| panic!("{e}"));
    let cpu = ctx.frontend_device().kind == tinyc_frontend::DeviceKind::Cpu;
    if !cpu || program.signatures()[0].abi.work_group_size != (1, 1) {
        note(&format!("SKIP: not a CPU device with one work-item GEMMs; {what} not checked"));
        return None;
    }
    Some(program)
}

/// On a CPU device a one-work-item kernel computes a run of consecutive batch entries per
/// work-group (`Device::batch_coarsening`, `KernelAbi::groups_arg`): fewer work-groups than
/// entries, the batch size passed after the calling convention's arguments, every entry computed
/// once, also where the runs do not divide the batch.
#[test]
fn one_work_item_kernels_compute_runs_of_batch_entries_on_cpus() {
    let Some(ctx) = context() else { return };
    let Some(program) = on_one_work_item(&ctx, "batched.ir", BATCHED, "batch runs") else { return };
    let abi = &program.signatures()[0].abi;
    let groups = abi.groups_arg.clone().unwrap_or_else(|| panic!("no batch size argument:\n{}", program.source()));
    assert!(program.source().contains(&format!("long {groups})")), "{}", program.source());
    // The second kernel (`sum.n` of a dynamic size) keeps its work-group of several work-items.
    assert_eq!(program.signatures()[1].abi.groups_arg, None);
    let gemm = program.kernel("gemm_acc").unwrap();
    let mut coarsened = false;
    for batch in [1usize, 2, 67, 1003, 4099] {
        let (a, b, c0, want) = gemm_data(batch, 0.5);
        let (da, db, dc) = (ctx.buffer_from(&a).unwrap(), ctx.buffer_from(&b).unwrap(), ctx.buffer_from(&c0).unwrap());
        let n = batch as i64;
        let info = gemm
            .launch(
                &[
                    0.5f32.into(),
                    MemrefArg::new(&da, [4, 3, n]).into(),
                    MemrefArg::new(&db, [3, 2, n]).into(),
                    MemrefArg::new(&dc, [4, 2, n]).into(),
                ],
                batch,
            )
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(dc.read().unwrap(), want, "batch {batch}");
        let work_groups = info.global_size[2];
        assert!(work_groups >= 1 && work_groups <= batch, "batch {batch}: {work_groups} work-groups");
        coarsened |= work_groups < batch;
    }
    assert!(coarsened, "every launch had a work-group per entry");
}

/// Parameters and values named as the run's own variables (`groups`, `per`, `first`, `last`, `g`)
/// and a kernel named `groups`: the batch size argument and the loop take other names.
const NAMED_LIKE_THE_RUN: &str = "\
func @groups(%groups: memref<f32x4x3x?>, %first: memref<f32x3x2x?>, %per: memref<f32x4x2x?>) {
  %g = group_id
  %last = group_size
  %a = subview %groups[:, :, %g] : memref<f32x4x3x?>
  %b = subview %first[:, :, %g] : memref<f32x3x2x?>
  %c = subview %per[:, :, %g] : memref<f32x4x2x?>
  gemm.n.n 0.5, %a, %b, 1.0, %c : f32, memref<f32x4x3>, memref<f32x3x2>, f32, memref<f32x4x2>
}
";

#[test]
fn runs_of_entries_take_names_no_program_has() {
    let Some(ctx) = context() else { return };
    let program = Program::from_ir(&ctx, "named.ir", NAMED_LIKE_THE_RUN).unwrap_or_else(|e| panic!("{e}"));
    if program.signatures()[0].abi.groups_arg.is_none() {
        note("SKIP: no runs of entries on this device; their names not checked");
        return;
    }
    assert_ne!(program.signatures()[0].abi.groups_arg.as_deref(), Some("groups"), "{}", program.source());
    let batch = 300usize;
    let (a, b, c0, want) = gemm_data(batch, 0.5);
    let (da, db, dc) = (ctx.buffer_from(&a).unwrap(), ctx.buffer_from(&b).unwrap(), ctx.buffer_from(&c0).unwrap());
    let n = batch as i64;
    let args = [
        MemrefArg::new(&da, [4, 3, n]).into(),
        MemrefArg::new(&db, [3, 2, n]).into(),
        MemrefArg::new(&dc, [4, 2, n]).into(),
    ];
    let info = program.kernel("groups").unwrap().launch(&args, batch).unwrap_or_else(|e| panic!("{e}"));
    assert!(info.global_size[2] < batch, "{:?}", info.global_size);
    assert_eq!(dc.read().unwrap(), want);
}

/// The same for a tinytc v0.4 kernel launched as a grid: runs along the grid's x, the entry
/// numbered from `group_id.x`, `group_id.y` and `num_groups.x`.
const GRID_GEMM: &str = "\
func @gemm_grid(%A: memref<f32x4x3x?>, %B: memref<f32x3x2x?>, %C: memref<f32x4x2x?>) {
  %x = group_id.x : index
  %y = group_id.y : index
  %gx = num_groups.x : index
  %row = mul %y, %gx : index
  %g = add %row, %x : index
  %a = subview %A[0:4, 0:3, %g] : memref<f32x4x3>
  %b = subview %B[0:3, 0:2, %g] : memref<f32x3x2>
  %c = subview %C[0:4, 0:2, %g] : memref<f32x4x2>
  %one = constant 1.0 : f32
  %half = constant 0.5 : f32
  gemm.n.n %half, %a, %b, %one, %c
}
";

#[test]
fn one_work_item_grid_kernels_compute_runs_of_the_grids_x_on_cpus() {
    let Some(ctx) = context() else { return };
    let Some(program) = on_one_work_item(&ctx, "grid.ir", GRID_GEMM, "grid runs") else { return };
    assert!(program.signatures()[0].abi.groups_arg.is_some(), "{}", program.source());
    let gemm = program.kernel("gemm_grid").unwrap();
    let mut coarsened = false;
    for (gx, gy) in [(1usize, 1usize), (3, 5), (1001, 3)] {
        let batch = gx * gy;
        let (a, b, c0, want) = gemm_data(batch, 0.5);
        let (da, db, dc) = (ctx.buffer_from(&a).unwrap(), ctx.buffer_from(&b).unwrap(), ctx.buffer_from(&c0).unwrap());
        let n = batch as i64;
        let args = [
            MemrefArg::new(&da, [4, 3, n]).into(),
            MemrefArg::new(&db, [3, 2, n]).into(),
            MemrefArg::new(&dc, [4, 2, n]).into(),
        ];
        let info = gemm.launch_grid(&args, [gx, gy, 1]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(dc.read().unwrap(), want, "grid ({gx}, {gy})");
        assert_eq!(info.global_size[1], gy);
        assert!(info.global_size[0] >= 1 && info.global_size[0] <= gx, "grid ({gx}, {gy}): {:?}", info.global_size);
        coarsened |= info.global_size[0] < gx;
    }
    assert!(coarsened, "every launch had a work-group per x");
}

/// Barriers in both branches of a uniform `if`, work after it and idle work-items (13 rows,
/// 128 work-items): PoCL 3.1 corrupts the heap on such a kernel (glibc aborts the process) unless
/// the front end's device keeps barriers out of `if`s, which `from_ir` asks for on PoCL devices
/// (`Device::top_level_barriers`; the default device here is PoCL's).
const BARRIERS_IN_BRANCHES: &str = "\
func @branches(%X: memref<f32x13x?>, %Y: memref<f32x13x?>) work_group_size(128, 1) {
  %g = group_id
  %x = subview %X[:, %g] : memref<f32x13x?>
  %y = subview %Y[:, %g] : memref<f32x13x?>
  %m = arith.rem %g, 2 : index
  %c = cmp.eq %m, 0 : index
  if %c {
    %t = alloca -> memref<f32x13>
    axpby.n 2.0, %x, 0.0, %t : f32, memref<f32x13>, f32, memref<f32x13>
    axpby.n 1.0, %t, 0.0, %y : f32, memref<f32x13>, f32, memref<f32x13>
  } else {
    %d = alloca -> memref<f64x13>
    axpby.n -1.0, %x, 0.0, %d : f64, memref<f32x13>, f64, memref<f64x13>
    %e = alloca -> memref<f64x13>
    axpby.n 1.0, %d, 0.0, %e : f64, memref<f64x13>, f64, memref<f64x13>
    axpby.n 3.0, %e, 0.0, %y : f64, memref<f64x13>, f64, memref<f32x13>
  }
  %f = alloca -> memref<f32x13>
  axpby.n 1.0, %y, 0.0, %f : f32, memref<f32x13>, f32, memref<f32x13>
  axpby.n 1.0, %f, 1.0, %y : f32, memref<f32x13>, f32, memref<f32x13>
}
";

#[test]
fn barriers_in_uniform_branches_run_correctly() {
    let Some(ctx) = context() else { return };
    assert_eq!(ctx.frontend_device().top_level_barriers, ctx.device_name().contains("pthread"));
    let program = Program::from_ir(&ctx, "branches.ir", BARRIERS_IN_BRANCHES).unwrap_or_else(|e| panic!("{e}"));
    let batch = 6usize;
    let x: Vec<f32> = (0..13 * batch).map(|i| (i % 11) as f32 - 5.0).collect();
    let (dx, dy) = (ctx.buffer_from(&x).unwrap(), ctx.buffer_from(&vec![f32::NAN; 13 * batch]).unwrap());
    let kernel = program.kernel("branches").unwrap_or_else(|e| panic!("{e}"));
    let n = batch as i64;
    for _ in 0..3 {
        kernel
            .launch(&[MemrefArg::new(&dx, [13, n]).into(), MemrefArg::new(&dy, [13, n]).into()], batch)
            .unwrap_or_else(|e| panic!("{e}"));
        // Even g: y = 2 · (2 x); odd g: y = 2 · (-3 x).
        let want: Vec<f32> =
            x.iter().enumerate().map(|(i, v)| if (i / 13) % 2 == 0 { 4.0 * v } else { -6.0 * v }).collect();
        assert_eq!(dy.read().unwrap(), want, "{}", program.source());
    }
}

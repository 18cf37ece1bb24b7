//! OpenCL C output: golden files for every example (`tests/out/opencl/`), and every kernel
//! passes `clang -x cl -cl-std=CL3.0 -fsyntax-only` when clang-22 is installed.

use std::path::Path;
use std::process::Command;

use tinyc_frontend::Device;
use tinyc_tests::{check_file, check_golden, run_all, tests_dir, valid_programs};

fn compile(path: &Path) -> Result<String, String> {
    tinyc_opencl::compile(&check_file(path, Device::generic())?).map_err(|ice| format!("{}: {ice:?}", path.display()))
}

/// The OpenCL C of a program for a CPU device.
fn cpu_code(path: &Path) -> String {
    code_for(path, Device::cpu())
}

/// The OpenCL C of a program for a device description.
fn code_for(path: &Path, device: Device) -> String {
    check_file(path, device)
        .and_then(|c| tinyc_opencl::compile(&c).map_err(|ice| format!("{ice:?}")))
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn opencl_golden_files() {
    run_all(valid_programs(), |p| {
        let cl = compile(p)?;
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        check_golden(&tests_dir().join("out/opencl").join(format!("{stem}.cl")), &cl)
    });
}

/// The code of CPU devices for a DG generator's chain (`element_serial`): one work-item per
/// work-group, every GEMM as explicit vectors in column blocks of 5 + 4 (f64, 9 columns) and
/// 7 + 6 (f32, 13 columns), the strided `axpby` column by column, no barrier; reviewed golden.
#[test]
fn cpu_code_of_an_element_serial_chain() {
    let path = tests_dir().join("in/run/dg_chain.ir");
    let cl = cpu_code(&path);
    assert!(cl.contains("reqd_work_group_size(1, 1, 1)"), "{cl}");
    assert!(!cl.contains("barrier(") && !cl.contains("get_local_id"), "{cl}");
    check_golden(&tests_dir().join("out/opencl-cpu/dg_chain.cl"), &cl).unwrap_or_else(|e| panic!("{e}"));
}

/// A kernel whose only BLAS instruction is a small `gemm.n.*` also runs on one work-item on a CPU
/// device (`device::CPU_SERIAL_SINGLE_GEMM_MAX`); its `f16` A arrives as pieces of `vload_half4`
/// (PoCL's `vload_half8` is an aligned load, which faults at A's odd columns). Reviewed.
#[test]
fn cpu_code_of_a_single_small_gemm() {
    let path = tests_dir().join("in/run/gemm_serial_mixed.ir");
    let cl = cpu_code(&path);
    assert!(cl.contains("reqd_work_group_size(1, 1, 1)"), "{cl}");
    assert!(cl.contains("(float8)(vload_half4(0, a + k * 9), vload_half4(1, a + k * 9))"), "{cl}");
    assert!(!cl.contains("vload_half8") && !cl.contains("vload_half16"), "{cl}");
    check_golden(&tests_dir().join("out/opencl-cpu/gemm_serial_mixed.cl"), &cl).unwrap_or_else(|e| panic!("{e}"));
}

/// The explicit vectors of v0.4 `foreach` bodies on a CPU device: a packed 2-mode and 3-mode range
/// as one flat run of `vload16`s, a strided matrix on run-time sizes one run per column (the
/// column's coefficient a scalar), a run-time bound with the batch's column as an offset,
/// nested `if`s as selects on a comparison of vectors (a constant broadcast), an `if` on a
/// condition that does not change as one select of whole vectors, f16 and f32 loads converted
/// to f64 in vectors of 8, the column index broadcast; a transposed read stays one iteration
/// per work-item. Reviewed.
#[test]
fn cpu_code_of_v04_foreach_vectors() {
    let path = tests_dir().join("in/run/v04_foreach_vectors.ir");
    let cl = cpu_code(&path);
    for expected in [
        "float16 a_1 = vload16(0, x + e);",
        "float16 a_2_1 = vload16(0, u + e_2);",
        "double8 r_3 = exp2(a_3_2);",
        "float16 a_4_2 = vload16(0, V + (e_11 + g * V_stride1));",
        "double8 cl_1_ = select(a_5_1, (double8)(sd_1), a_5_1 > sd_1);",
        "double8 r_8_1 = select((double8)(0.25), c2x_1, a_5_1 > -0.5);",
        "float16 r_9_1 = (spos ? a_6_1 : na_1);",
        "double8 hd_1 = convert_double8(h_1);",
        "double8 ad_1 = convert_double8(a_7_1);",
        "float16 a_8_2 = vload16(0, x + (e_21 + j_5 * 13));",
        "for (long t_3 = (long)get_local_id(0); t_3 < 25; t_3 += 8) {",
    ] {
        assert!(cl.contains(expected), "{expected}\n{cl}");
    }
    check_golden(&tests_dir().join("out/opencl-cpu/v04_foreach_vectors.cl"), &cl).unwrap_or_else(|e| panic!("{e}"));
}

/// An atomic update's compare-and-swap loop first reads the element plainly (the swap checks
/// the value), or, for oclgrind's race check (`Options::atomic_first_read`), with an atomic
/// addition of 0.
#[test]
fn atomic_updates_read_first_plainly_unless_asked() {
    let checked =
        check_file(&tests_dir().join("in/run/atomic_f32.ir"), Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    let plain = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(plain.contains("uint atom_seen = *atom_p, atom_expected;"), "{plain}");
    assert!(!plain.contains("atomic_add(atom_p, 0)"), "{plain}");
    let options = tinyc_opencl::Options { atomic_first_read: true, ..Default::default() };
    let atomic = tinyc_opencl::compile_with(&checked, &options).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(atomic.contains("uint atom_seen = atomic_add(atom_p, 0), atom_expected;"), "{atomic}");
    assert!(!atomic.contains("= *atom_p"), "{atomic}");
}

#[test]
fn opencl_passes_clang_syntax_check() {
    let clang = "clang-22";
    if Command::new(clang).arg("--version").output().is_err() {
        eprintln!("SKIP: {clang} not installed; OpenCL C syntax not checked");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tinyc-cl-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    run_all(valid_programs(), |p| {
        let cl = compile(p)?;
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let file = dir.join(format!("{stem}.cl"));
        std::fs::write(&file, &cl).map_err(|e| e.to_string())?;
        let out = Command::new(clang)
            .args(["-x", "cl", "-cl-std=CL3.0", "-Xclang", "-finclude-default-header", "-fsyntax-only", "-Werror"])
            .arg(&file)
            .output()
            .map_err(|e| e.to_string())?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!("{}:\n{}", p.display(), String::from_utf8_lossy(&out.stderr)))
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// op(A) is staged in local memory on GPUs when its rows are not consecutive in memory, tile by
/// tile (`tinyc-kernel`'s gemm.rs); CPU devices, where that staging measured slower, copy the
/// whole op(A) of a small `gemm.t.*` transposed for the explicit-vector GEMM instead
/// (`Lowerer::transpose_a`). The results are checked by the execution tests
/// (`run/gemm_staged.ir`, `run/gemm_vector_transposed.ir` and every `gemm.t.*`).
#[test]
fn gemm_stages_strided_op_a_in_local_memory() {
    let local_bytes = |file: &str, device: Device| -> Vec<u64> {
        let checked = check_file(&tests_dir().join(file), device).unwrap_or_else(|e| panic!("{e}"));
        let kernels = tinyc_kernel::lower_module(&checked).unwrap_or_else(|e| panic!("{e:?}"));
        kernels.iter().map(|k| k.local_bytes).collect()
    };
    // 512 bytes of alloca, then 16 KiB of staging (f64 rows of the 128-row tile, K-blocks of 16).
    assert_eq!(local_bytes("in/run/gemm_staged.ir", Device::generic()), [512 + 16384]);
    // On a CPU device the f32 16×8 `gemm.t.n` (K = 12) and the f64 100×6 one (K = 37) are
    // copied, one after the other into one buffer: 512 + 100·37 doubles. (The f64 one with
    // K = 48, 37.5 KiB, keeps the tiles.)
    assert_eq!(local_bytes("in/run/gemm_staged.ir", Device::cpu()), [512 + 29600]);
    // gemm.t.n, 24 rows (a 32-row tile) and K = 10: the whole K at once, 32·10 floats.
    assert_eq!(local_bytes("in/spec/04_gemm_batched_strided.ir", Device::generic()), [1280]);
    // gemm.n.n on packed matrices: rows are consecutive, nothing to stage.
    assert_eq!(local_bytes("in/spec/03_gemm_batched_group.ir", Device::generic()), [0]);
    // On a CPU device the whole op(A), 24·10 floats.
    assert_eq!(local_bytes("in/spec/04_gemm_batched_strided.ir", Device::cpu()), [960]);
}

/// Stores past the caches (`__builtin_nontemporal_store`, CPU devices only) are emitted only for
/// top-level instructions that write memory they do not read and no later instruction touches.
#[test]
fn stores_go_past_the_caches_only_where_nothing_reads_them_again() {
    let streamed = |text: &str, device: Device| -> usize {
        let checked = tinyc_tests::check_text("s.ir", text, device).unwrap_or_else(|e| panic!("{e}"));
        let cl = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"));
        cl.matches("__builtin_nontemporal_store").count()
    };
    let file =
        std::fs::read_to_string(tests_dir().join("in/run/streaming_stores.ir")).unwrap_or_else(|e| panic!("{e}"));
    // Two transposes of 8 column stores each, the hadamard, the foreach, the GEMM's first 16
    // rows of a column (in its loop over columns) and the run-time foreach's full vectors; not
    // the transpose whose output the next instruction reads.
    assert_eq!(streamed(&file, Device::cpu()), 8 + 8 + 1 + 1 + 1 + 1);
    assert_eq!(streamed(&file, Device::generic()), 0);
    assert_eq!(streamed(&file, Device { streaming_store_bytes: None, ..Device::cpu() }), 0);
    let foreach = |store: &str, extra: &str| {
        format!(
            "func @k(%X: memref<f32x64x?>, %Y: memref<f32x64x?>) {{
  %g = group_id
  %x = subview %X[:, %g] : memref<f32x64x?>
  %y = subview %Y[:, %g] : memref<f32x64x?>
  foreach %i = 0, 64 {{
    %v = load %x[%i] : memref<f32x64>
    %w = arith.add %v, %v : f32
    store %w, {store}[%i] : memref<f32x64>
  }}
{extra}}}"
        )
    };
    assert_eq!(streamed(&foreach("%y", ""), Device::cpu()), 1);
    // In place: the foreach reads what it writes.
    assert_eq!(streamed(&foreach("%x", ""), Device::cpu()), 0);
    // Read again by a later instruction (with β = 1, so that it does not stream itself).
    let later = "  axpby.n 1.0, %y, 1.0, %x : f32, memref<f32x64>, f32, memref<f32x64>\n";
    assert_eq!(streamed(&foreach("%y", later), Device::cpu()), 0);
    // Written again by a later instruction (through another view of the same parameter), which
    // streams itself with β = 0.
    let again = "  %z = subview %Y[:, %g] : memref<f32x64x?>\n  axpby.n 1.0, %x, BETA, %z : f32, memref<f32x64>, f32, memref<f32x64>\n";
    assert_eq!(streamed(&foreach("%y", &again.replace("BETA", "1.0")), Device::cpu()), 0);
    assert_eq!(streamed(&foreach("%y", &again.replace("BETA", "0.0")), Device::cpu()), 1);
    // Inside a loop, the axpby runs again.
    let looped = "func @k(%X: memref<f32x64x?>, %Y: memref<f32x64x?>) {
  %g = group_id
  %x = subview %X[:, %g] : memref<f32x64x?>
  %y = subview %Y[:, %g] : memref<f32x64x?>
  for %k = 0, 4 {
    axpby.n 1.0, %x, 0.0, %y : f32, memref<f32x64>, f32, memref<f32x64>
  }
}";
    assert_eq!(streamed(looped, Device::cpu()), 0);
    assert_eq!(streamed(&looped.replace("  for %k = 0, 4 {\n", "").replace("  }\n}", "}"), Device::cpu()), 1);
}

/// On a device with hardware subgroups (Intel's OpenCL runtimes) the subgroup operations of
/// 32- and 64-bit integers and floats are OpenCL C's `sub_group_*` built-ins, with no barrier,
/// in a kernel that requires the program's subgroup size (on CPU devices the reductions only);
/// other types, and every device without them, exchange through local memory. The results are
/// the execution tests' (on Intel's CPU runtime every program runs with the GPU description,
/// all operations on the hardware, and the CPU one, `execution.rs`).
#[test]
fn subgroup_operations_use_the_devices_subgroups_where_it_has_them() {
    let text = "func @k(%X: memref<f32x?>, %I: memref<i64x?>, %H: memref<i16x?>) \
                attributes{subgroup_size=8, work_group_size=[16,1]} {
    parallel {
        %l = subgroup_local_id : i32
        %w = cast %l : index
        %v = load %X[%w] : f32
        %r = subgroup_reduce_add %v : f32
        %lane = constant 3 : i32
        %b = subgroup_broadcast %r, %lane : f32
        store %b, %X[%w]
        %i = load %I[%w] : i64
        %s = subgroup_exclusive_scan_add %i : i64
        %m = subgroup_inclusive_scan_min %s : i64
        store %m, %I[%w]
        %h = load %H[%w] : i16
        %hm = subgroup_reduce_max %h : i16
        store %hm, %H[%w]
    }
}
";
    let opencl = |device: Device| {
        let checked = tinyc_tests::check_text("k.ir", text, device).unwrap_or_else(|e| panic!("{e}"));
        tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"))
    };
    let hw = opencl(Device { hardware_subgroups: true, ..Device::generic() });
    for call in [
        "sub_group_reduce_add(v)",
        "sub_group_broadcast(r, (uint)(",
        "as_long(sub_group_scan_exclusive_add((ulong)(i)))",
        "sub_group_scan_inclusive_min(s)",
        "__attribute__((intel_reqd_sub_group_size(8)))",
    ] {
        assert!(hw.contains(call), "no {call}:\n{hw}");
    }
    // i16 has no OpenCL C subgroup built-in: its reduction goes through local memory.
    assert!(!hw.contains("sub_group_reduce_max") && hw.contains("barrier("), "{hw}");
    // A CPU device takes only the reductions (measured: its scans and broadcasts were slower).
    let cpu = opencl(Device { hardware_subgroups: true, ..Device::cpu() });
    assert!(cpu.contains("sub_group_reduce_add(v)") && cpu.contains("intel_reqd_sub_group_size(8)"), "{cpu}");
    assert!(!cpu.contains("sub_group_broadcast") && !cpu.contains("sub_group_scan"), "{cpu}");
    let portable = opencl(Device::cpu());
    assert!(!portable.contains("sub_group_") && !portable.contains("intel_reqd_sub_group_size"), "{portable}");

    // Cooperative matrices whose lanes hold whole rows: row reductions in the lane's own
    // components everywhere, column reductions as one subgroup reduction per column on the
    // device's subgroups (v04_coop: `reduce_max.column` of a 32×16 matrix).
    let path = tests_dir().join("in/run/v04_coop.ir");
    let coop = |device: Device| code_for(&path, device);
    let hw = coop(Device { hardware_subgroups: true, ..Device::cpu() });
    assert_eq!(hw.matches("sub_group_reduce_max(").count(), 16, "one per column:\n{hw}");
    assert!(!coop(Device::cpu()).contains("sub_group_"));
    // On a device with its own subgroups `mul_add` broadcasts B's entries within the subgroup
    // (v04_coop: a 32×8 A times an 8×16 B): K·N = 128 broadcasts of constant lanes and no
    // barrier for it, on CPU devices too (measured faster there, unlike `subgroup_broadcast`).
    for device in [Device::generic(), Device::cpu()] {
        let text = coop(Device { hardware_subgroups: true, ..device });
        assert_eq!(text.matches("sub_group_broadcast(").count(), 128, "{text}");
    }
    assert!(!coop(Device::generic()).contains("sub_group_broadcast("));
}

/// Cooperative matrices whose lanes hold whole rows move in subgroup blocks on a device that
/// has them (`Device::subgroup_block_io`, Intel's `cl_intel_subgroups`), with the fallbacks the
/// program needs: `v04_coop_blocks` (its comment says which tile takes which).
#[test]
fn coop_tiles_move_in_subgroup_blocks_where_the_device_has_them() {
    let path = tests_dir().join("in/run/v04_coop_blocks.ir");
    let compile = |device: Device| code_for(&path, device);
    let text = compile(Device { hardware_subgroups: true, subgroup_block_io: 2 | 4 | 8, ..Device::cpu() });
    let count = |s: &str| text.matches(s).count();
    // The copy's 32×32 tiles: 2 row blocks × 32 columns in each branch of the remainder `if`;
    // f64: 2 row blocks × 16 columns; f16: 16 columns of one row block.
    assert_eq!(count("intel_sub_group_block_read((const global uint*)"), 128, "{text}");
    assert_eq!(count("intel_sub_group_block_read_ul((const global ulong*)"), 32, "{text}");
    assert_eq!(count("intel_sub_group_block_read_us((const global ushort*)"), 16, "{text}");
    // The copy's stores and the f16 tile's as f32; the f64 tile's.
    assert_eq!(count("intel_sub_group_block_write((global uint*)"), 128 + 16, "{text}");
    assert_eq!(count("intel_sub_group_block_write_ul((global ulong*)"), 32, "{text}");
    // A write's column address must be a multiple of 16 bytes (one check per stored column:
    // 32 + 32 in the copy, 16 each for the f64 and the f32 tile), a 2-byte read's of 4.
    assert_eq!(count(" % 16 == 0"), 96, "{text}");
    assert_eq!(count(" % 4 == 0"), 16, "{text}");
    assert!(text.contains("__attribute__((intel_reqd_sub_group_size(16)))"), "{text}");
    // The subgroup id and lane from the device, which Intel's compiler knows to be uniform and
    // consecutive across a subgroup (`subgroup_linear_id`, `foreach_tile`'s tiles, the lanes).
    // The id is read once at the kernel's start, broadcast from the first lane: Intel's CPU
    // compiler took `get_sub_group_id()` itself for a per-lane value and ran the tile loop masked.
    assert!(text.contains("const long subgroup_id = (long)sub_group_broadcast(get_sub_group_id(), 0);"), "{text}");
    assert_eq!(count("get_sub_group_id()"), 1, "{text}");
    assert!(text.contains("(long)get_sub_group_local_id()"), "{text}");
    // Every tile's subgroup spans one column: the lane is the row, no `lane % 16` or `lane / 16`.
    assert!(
        !text.contains("get_sub_group_local_id() % 16") && !text.contains("get_sub_group_local_id() / 16"),
        "{text}"
    );
    // A row block of the remainder tile: blocks where all rows are in, lanes where some are.
    assert!(text.contains("if (i + 16 >= 0 && i + 16 + 16 <= 70) {"), "{text}");
    assert!(text.contains("if (i + 16 + 16 > 0 && i + 16 < 70) {"), "{text}");
    // No blocks without the device's subgroups, or for a device without block reads.
    for device in
        [Device { subgroup_block_io: 2 | 4 | 8, ..Device::cpu() }, Device { hardware_subgroups: true, ..Device::cpu() }]
    {
        let text = compile(device);
        assert!(!text.contains("intel_sub_group_block") && !text.contains("get_sub_group"), "{text}");
    }
    // Only the element sizes the device has: f32 blocks alone.
    let only32 = compile(Device { hardware_subgroups: true, subgroup_block_io: 4, ..Device::cpu() });
    assert_eq!(only32.matches("intel_sub_group_block_read(").count(), 128, "{only32}");
    assert!(!only32.contains("_ul(") && !only32.contains("_us("), "{only32}");
}

/// Lane-consecutive loads and stores of `parallel` regions (indexed with `subgroup_local_id`)
/// move in subgroup blocks where the whole subgroup runs them together (`tinyc_kernel::lane_blocks`):
/// `v04_lane_blocks` (its comment says which access takes which path).
#[test]
fn lane_consecutive_accesses_move_in_subgroup_blocks() {
    let path = tests_dir().join("in/run/v04_lane_blocks.ir");
    let compile = |device: Device| code_for(&path, device);
    let text = compile(Device { hardware_subgroups: true, subgroup_block_io: 2 | 4 | 8, ..Device::cpu() });
    let count = |s: &str| text.matches(s).count();
    // f32: lane 0's element, the scaled column's rows (compile-time lockstep), the sums from row
    // %off (run-time lockstep) and over the run-time rows (the subgroup's largest and smallest
    // trip count compared); the load at 2·lane and the one under the lane's condition stay lane
    // by lane.
    assert_eq!(count("intel_sub_group_block_read((const global uint*)"), 4, "{text}");
    assert_eq!(count("bool lockstep"), 2, "{text}");
    assert!(text.contains("if (lockstep) {"), "{text}");
    assert!(
        text.contains("most_ub = sub_group_reduce_max(") && text.contains("least_ub = sub_group_reduce_min("),
        "{text}"
    );
    assert_eq!(count("intel_sub_group_block_read_ul((const global ulong*)"), 1, "{text}");
    assert_eq!(count("intel_sub_group_block_read_us((const global ushort*)"), 1, "{text}");
    // Writes: the scaled column and %q[lane] (f32), the f64 and f16 copies; each address tested
    // for 16 bytes, the f16 read's for 4.
    assert_eq!(count("intel_sub_group_block_write((global uint*)"), 2, "{text}");
    assert_eq!(count("intel_sub_group_block_write_ul((global ulong*)"), 1, "{text}");
    assert_eq!(count("intel_sub_group_block_write_us((global ushort*)"), 1, "{text}");
    assert_eq!(count(" % 16 == 0"), 4, "{text}");
    assert_eq!(count(" % 4 == 0"), 1, "{text}");
    // Lane 0's element: its run starts at the column (the lane's own part of the index gone).
    assert!(text.contains("intel_sub_group_block_read((const global uint*)(x + j * 64))"), "{text}");
    // The same kernel lane by lane without block reads or without the device's subgroups.
    for device in [Device { hardware_subgroups: true, ..Device::cpu() }, Device::cpu()] {
        let text = compile(device);
        assert!(!text.contains("intel_sub_group_block") && !text.contains("lockstep"), "{text}");
    }
}

/// Intel's required subgroup size goes to kernels whose work-group's first mode is not a
/// multiple of 16, except those whose innermost loops only walk columns
/// (`tinyc_kernel::walks_columns`: Intel's CPU runtime ran them 1.5–5× faster choosing for
/// itself, docs/performance.md); a math function or a consecutive access in such a loop keeps it.
#[test]
fn column_walking_kernels_leave_intels_subgroup_size_to_the_runtime() {
    let kernel = |body: &str| {
        format!(
            "func @k(%X: memref<f32x64x64x?>, %Y: memref<f32x64x?>) {{\n\
             %g = group_id.x : index\n\
             %x = subview %X[0:64, 0:64, %g] : memref<f32x64x64>\n\
             %y = subview %Y[0:64, %g] : memref<f32x64>\n\
             %c0 = constant 0 : index\n\
             %n = constant 64 : index\n\
             foreach (%j) = (%c0), (%n) {{\n\
               %z = constant 0.0 : f32\n\
               %s = for %i = %c0, %n init(%acc = %z) -> (f32) {{\n{body}\n    yield (%a)\n  }}\n\
               store %s, %y[%j]\n\
             }}\n}}\n"
        )
    };
    let code = |text: &str| {
        let checked = tinyc_tests::check_text("k.ir", text, Device::cpu()).unwrap_or_else(|e| panic!("{e}"));
        let options = tinyc_opencl::Options { intel_subgroup_size: true, ..Default::default() };
        let c = tinyc_opencl::compile_with(&checked, &options).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(c.contains("reqd_work_group_size(8, 1, 1)"), "{c}");
        c
    };
    let attribute = |text: &str| code(text).contains("intel_reqd_sub_group_size(8)");
    // A column's sum of squares: each work-item walks its column (stride 64 between them).
    let norm = kernel("    %v = load %x[%i, %j] : f32\n    %v2 = mul %v, %v : f32\n    %a = add %acc, %v2 : f32");
    assert!(!attribute(&norm), "{norm}");
    // With an exponential in the loop, vectors across the work-items win.
    let exp = kernel("    %v = load %x[%i, %j] : f32\n    %e = exp %v : f32\n    %a = add %acc, %e : f32");
    assert!(attribute(&exp), "{exp}");
    // Along a row (consecutive between the work-items), too, where the body stays scalar (it
    // reads the foreach index as a value)...
    let row = kernel(
        "    %v = load %x[%j, %i] : f32\n    %jf = cast %j : f32\n    %w = mul %v, %jf : f32\n    %a = add %acc, %w : f32",
    );
    assert!(attribute(&row), "{row}");
    // ...and a plain row sum runs in explicit vectors, which never take the attribute.
    let sum = code(&kernel("    %v = load %x[%j, %i] : f32\n    %a = add %acc, %v : f32"));
    assert!(sum.contains("vload16(") && !sum.contains("intel_reqd_sub_group_size"), "{sum}");
}

/// The K loop of a cooperative-matrix GEMM is unrolled on a CPU device whose subgroups are
/// emulated (PoCL vectorises its work-item loop only where that loop is innermost), where the
/// products are of 32- or 64-bit elements and the loop holds at most 1024 multiply-adds per
/// work-item; not for larger tiles, f16 products, or a device with hardware subgroups.
#[test]
fn cpu_devices_with_emulated_subgroups_unroll_short_coop_product_loops() {
    let gemm = |elem: &str, m: i64, n: i64| {
        format!(
            "func @k(%A: memref<{elem}x64x64>, %B: memref<{elem}x64x64>, %C: memref<f32x64x64>) \
             attributes{{subgroup_size=16, work_group_size=[64,1]}} {{\nparallel {{\n\
             %c0 = constant 0 : index\n%c8 = constant 8 : index\n%c64 = constant 64 : index\n\
             %init = constant 0.0 : coopmatrix<f32x{m}x{n},matrix_acc>\n\
             %acc = for %k = %c0, %c64, %c8 init(%x = %init) -> (coopmatrix<f32x{m}x{n},matrix_acc>) {{\n\
             %a = cooperative_matrix_load %A[%c0, %k] : coopmatrix<{elem}x{m}x8,matrix_a>\n\
             %b = cooperative_matrix_load %B[%k, %c0] : coopmatrix<{elem}x8x{n},matrix_b>\n\
             %y = cooperative_matrix_mul_add %a, %b, %x : coopmatrix<f32x{m}x{n},matrix_acc>\n\
             yield (%y)\n}}\n\
             cooperative_matrix_store %acc, %C[%c0, %c0]\n}}\n}}\n"
        )
    };
    let code = |text: &str, device: Device| {
        let checked = tinyc_tests::check_text("k.ir", text, device).unwrap_or_else(|e| panic!("{e}"));
        tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"))
    };
    let unrolled = |c: &str| c.contains("#pragma unroll\n    for (long k = 0; k < 64; k += 8) {");
    // 32×8 tiles: 8 rounds of 32·8·8/16 = 128 multiply-adds per work-item.
    let small = gemm("f32", 32, 8);
    assert!(unrolled(&code(&small, Device::cpu())), "{}", code(&small, Device::cpu()));
    for device in [Device { hardware_subgroups: true, ..Device::cpu() }, Device::generic()] {
        let c = code(&small, device);
        assert!(!unrolled(&c) && c.contains("for (long k = 0; k < 64; k += 8) {"), "{c}");
    }
    // 32×16 tiles (2048 in all) and f16 products stay loops.
    for text in [gemm("f32", 32, 16), gemm("f16", 32, 8)] {
        let c = code(&text, Device::cpu());
        assert!(!unrolled(&c) && c.contains("for (long k = 0; k < 64; k += 8) {"), "{c}");
    }
}

/// A one-mode `foreach` whose body holds loops with the same bounds for every iteration (row
/// walks) runs in explicit vectors on a CPU device, the loops around the vector statements and
/// each accumulator a vector (`v04_foreach_loops`); a loop bound that depends on the index
/// keeps the body scalar.
#[test]
fn cpu_foreach_bodies_with_invariant_loops_run_in_vectors() {
    let cpu = cpu_code(&tests_dir().join("in/run/v04_foreach_loops.ir"));
    for expected in [
        "float16 acc_1 = 0.0f;\n        for (long j = 0; j < 5; ++j) {\n            float16 v_1 = vload16(0, x + (e + j * 37));",
        "vstore16(acc_1, 0, s + e);",
        "vstore16(a_3_1, 0, cc + (e_2 + j_1 * 37));",
        "float16 w_1 = select(vk_1, v_4_1, v_4_1 > 0.0f);",
        "double8 acc_5_1 = first_1;\n        for (long j_3 = 1; j_3 < 5; ++j_3) {",
        "float4 acc_2 = 0.0f;",
        "for (long i_4 = (long)get_local_id(0); i_4 < 37; i_4 += 8) {\n        long n = i_4 % 5;",
    ] {
        assert!(cpu.contains(expected), "{expected}\n{cpu}");
    }
    assert_eq!(cpu.matches("vload16(").count(), 3, "{cpu}");
}

/// A multi-mode `foreach` over a packed tensor whose body only loads and stores elements at
/// their offsets runs as one range of the flat index on every device (`v04_flat_foreach`): a
/// c32 body (no complex vectors on CPU devices) and a 3-mode f64 body; reading the first mode's
/// value, a lower bound that is not 0 and a range that is not the whole tensor keep the split.
#[test]
fn packed_foreach_ranges_run_over_the_flat_index() {
    let path = tests_dir().join("in/run/v04_flat_foreach.ir");
    let generic = code_for(&path, Device::generic());
    for expected in [
        "for (long i = (long)get_local_id(0); i < 65; i += 32) {\n        float2 a = x[i];",
        "y[i] = r;",
        "for (long i_1 = (long)get_local_id(0); i_1 < 24; i_1 += 32) {\n        double a_1 = u[i_1];",
        "long i_2 = t_1 % 13;",
        "long i_3 = 1 + t_2 % 12;",
        "long i_4 = t_3 % 7;",
    ] {
        assert!(generic.contains(expected), "{expected}\n{generic}");
    }
    let kernel = &generic[generic.find("kernel ").unwrap_or(0)..];
    assert_eq!(kernel.matches(" / ").count(), 3, "{generic}");
    // A CPU device: the c32 body over the flat index too.
    let cpu = code_for(&path, Device::cpu());
    let flat = "for (long i = (long)get_local_id(0); i < 65; i += 8) {\n        float2 a = x[i];";
    assert!(cpu.contains(flat), "{cpu}");
}

/// A multi-mode `foreach` with a mode known to be empty has no code: splitting its flat index
/// would divide by the extent 0, which Intel's CPU compiler, although the division never runs,
/// took as licence to drop another instruction's stores (fuzz seed 393690: lanes 1–7 of a
/// cooperative matrix's block write).
#[test]
fn a_foreach_with_an_empty_mode_has_no_code() {
    let text = "func @k(%X: memref<f32x23x4x3x?>, %Y: memref<f32x23x4x3x?>) {\n\
                %g = group_id.x : index\n\
                %c0 = constant 0 : index\n\
                %c4 = constant 4 : index\n\
                %c23 = constant 23 : index\n\
                %n1 = size %X[1] : index\n\
                %n2 = size %X[2] : index\n\
                foreach (%i, %j, %k) = (%c0, %c4, %c0), (%c23, %n1, %n2) {\n\
                  %a = load %X[%i, %j, %k, %g] : f32\n\
                  store %a, %Y[%i, %j, %k, %g]\n\
                }\n}\n";
    for device in [Device::cpu(), Device::generic()] {
        let checked = tinyc_tests::check_text("k.ir", text, device).unwrap_or_else(|e| panic!("{e}"));
        let c = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(!c.contains(" % 0") && !c.contains(" / 0") && !c.contains("Y["), "{c}");
    }
}

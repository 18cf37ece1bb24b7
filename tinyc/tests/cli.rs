//! The `tinyc` binary: exit codes, standard input, colour, `fmt --check`, bad files and flags.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn tinyc(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(args)
        .current_dir(repo())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tinyc starts");
    if let Some(mut pipe) = child.stdin.take() {
        written(pipe.write_all(stdin.unwrap_or_default()));
    }
    child.wait_with_output().expect("tinyc finishes")
}

/// A write to the child's standard input succeeded, or the child had exited without reading it
/// (a usage error exits at once: `tinyc` starts in about a millisecond).
fn written(result: std::io::Result<()>) {
    if let Err(e) = result {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "writing tinyc's standard input: {e}");
    }
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_valid_programs_exits_0() {
    let o = tinyc(&["check", "tests/in/spec/01_axpby_columns.ir", "tests/in/spec/13_float_cmp_cast.ir"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stderr.is_empty());
}

#[test]
fn check_reports_diagnostics_and_exits_1() {
    let o = tinyc(&["check", "--color", "never", "tests/in/spec/91_err_gemm_shapes.ir"], None);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.starts_with("error[E18]: Incompatible tensor shapes\n"), "{e}");
    assert!(e.contains("tests/in/spec/91_err_gemm_shapes.ir:5:3"), "{e}");
    assert!(!e.contains('\u{1b}'), "no colour when asked for none: {e:?}");
}

#[test]
fn colour_can_be_forced() {
    let o = tinyc(&["check", "--color", "always", "tests/in/spec/91_err_gemm_shapes.ir"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains('\u{1b}'), "colour escape codes expected");
}

#[test]
fn piped_output_is_plain_by_default() {
    let o = tinyc(&["check", "tests/in/spec/93_err_out_of_scope.ir"], None);
    assert!(!stderr(&o).contains('\u{1b}'));
}

#[test]
fn standard_input_is_read_for_dash() {
    let o = tinyc(&["check", "-"], Some(b"func @f() {\n  %x = axby\n}\n"));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("<stdin>:2:8"), "{}", stderr(&o));
}

#[test]
fn missing_file_is_an_io_error_naming_the_file() {
    let o = tinyc(&["check", "no/such/file.ir"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/file.ir"), "{}", stderr(&o));
}

#[test]
fn other_files_are_still_checked_after_an_io_error() {
    let o = tinyc(&["check", "--color", "never", "missing.ir", "tests/in/spec/93_err_out_of_scope.ir"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Undefined identifier %t"), "{}", stderr(&o));
}

#[test]
fn bad_flags_are_usage_errors() {
    assert_eq!(tinyc(&["check"], None).status.code(), Some(2));
    assert_eq!(tinyc(&["frobnicate"], None).status.code(), Some(2));
    assert_eq!(tinyc(&["check", "--color", "purple", "x.ir"], None).status.code(), Some(2));
}

#[test]
fn help_and_version() {
    let o = tinyc(&["--help"], None);
    assert_eq!(o.status.code(), Some(0));
    let help = String::from_utf8_lossy(&o.stdout);
    for word in ["check", "fmt", "Exit status"] {
        assert!(help.contains(word), "--help lacks {word}: {help}");
    }
    let o = tinyc(&["--version"], None);
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("tinyc "));
}

#[test]
fn fmt_prints_canonical_text_and_check_detects_non_canonical_input() {
    let messy = b"func @f(%a:f32){%b=arith.add %a,1.0:f32 ; keep me\n}";
    let o = tinyc(&["fmt", "-"], Some(messy));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let canonical = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(canonical, "func @f(%a: f32) {\n  %b = arith.add %a, 1.0 : f32 ; keep me\n}\n");
    assert_eq!(tinyc(&["fmt", "--check", "-"], Some(messy)).status.code(), Some(1));
    assert_eq!(tinyc(&["fmt", "--check", "-"], Some(canonical.as_bytes())).status.code(), Some(0));
}

/// A UTF-8 byte-order mark at the start (editors on Windows write one) is skipped, as rustc
/// skips it: the program checks, positions count from after it, and `fmt` keeps it.
#[test]
fn a_byte_order_mark_is_skipped_and_kept() {
    let program = "func @f(%a: f32) {\n  %b = arith.add %a, 1.0 : f32\n}\n";
    let with_bom = [&b"\xEF\xBB\xBF"[..], program.as_bytes()].concat();
    let o = tinyc(&["check", "-"], Some(&with_bom));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = tinyc(&["fmt", "--check", "-"], Some(&with_bom));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = tinyc(&["fmt", "-"], Some(&with_bom));
    assert_eq!(o.stdout, with_bom);
    // Positions count from after the mark: %c is in column 39 of line 1.
    let bad = [&b"\xEF\xBB\xBF"[..], b"func @f(%a: f32) { %b = arith.add %a, %c : f32 }\n"].concat();
    let o = tinyc(&["check", "--color", "never", "-"], Some(&bad));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("<stdin>:1:39"), "{}", stderr(&o));
    // A byte-order mark anywhere else is no whitespace.
    let o = tinyc(&["check", "-"], Some(&[program.as_bytes(), &b"\xEF\xBB\xBF"[..]].concat()));
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn fmt_of_a_syntax_error_reports_it() {
    let o = tinyc(&["fmt", "--color", "never", "-"], Some(b"func @f( {}"));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("error[E02]"), "{}", stderr(&o));
}

#[test]
fn binary_and_empty_input_get_diagnostics() {
    let o = tinyc(&["check", "-"], Some(&[0xff, 0xfe, 0x00, 0x41]));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("Unknown token"), "{}", stderr(&o));
    let o = tinyc(&["check", "-"], Some(b""));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unexpected end of file"), "{}", stderr(&o));
}

#[test]
fn ptx_target_takes_logical_subgroups_up_to_64() {
    // Intel's subgroups of 16 (and every power of two up to 64) are logical subgroups of warps.
    for s in [1, 8, 16, 32, 64] {
        let src = format!("func @f() work_group_size(64, 1) subgroup_size({s}) {{\n}}\n");
        let o = tinyc(&["check", "--target", "ptx", "-"], Some(src.as_bytes()));
        assert_eq!(o.status.code(), Some(0), "subgroup size {s}: {}", stderr(&o));
    }
    let src = b"func @f() work_group_size(128, 1) subgroup_size(128) {\n}\n";
    assert_eq!(tinyc(&["check", "-"], Some(src)).status.code(), Some(1));
    let o = tinyc(&["check", "--target", "ptx", "-"], Some(src));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("Unsupported subgroup size"), "{}", stderr(&o));
    assert!(stderr(&o).contains("the NVIDIA GPU supports subgroup sizes 1, 2, 4, 8, 16, 32, 64"), "{}", stderr(&o));
}

#[test]
fn compile_writes_the_abi_json() {
    let out = std::env::temp_dir().join(format!("tinyc-abi-{}.json", std::process::id()));
    let out_s = out.display().to_string();
    let o = tinyc(&["compile", "tests/in/spec/05_matrix_chain.ir", "--abi-json", &out_s], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The JSON is pretty-printed; names hold no white space, so compare it without.
    let compact = |s: &str| s.replace([' ', '\n'], "");
    let json = compact(&std::fs::read_to_string(&out).unwrap_or_default());
    let _ = std::fs::remove_file(&out);
    assert!(json.contains(r#"{"name":"X_shape2","param":"X","role":"shape","mode":2,"type":"i64"}"#), "{json}");
    let o = tinyc(&["compile", "-", "--abi-json", "-"], Some(b"func @k(%a: i16) {}"));
    assert_eq!(o.status.code(), Some(0));
    let json = compact(&String::from_utf8_lossy(&o.stdout));
    assert!(json.contains(r#""name":"a","param":"a","role":"scalar","type":"i16""#), "{json}");
    // Names the targets reserve are emitted, and reported, with a trailing `_` (kernel too).
    let o = tinyc(
        &["compile", "-", "--abi-json", "-"],
        Some(b"func @kernel(%local: f32, %min: memref<f32x?>, %get_x: index) {}"),
    );
    assert_eq!(o.status.code(), Some(0));
    let json = compact(&String::from_utf8_lossy(&o.stdout));
    let names: Vec<&str> = json.split(r#""name":""#).skip(1).filter_map(|s| s.split('"').next()).collect();
    assert_eq!(names, ["kernel_", "local_", "min_", "min_shape0", "get_x_"], "{json}");
    assert!(json.contains(r#""source_name":"kernel""#), "{json}");
    // The launch rule: a batch along dimension 2 for v0.3.1, a grid for v0.4 (with a bool
    // parameter as an i8 and a group's member count).
    assert!(json.contains(r#""launch":{"rule":"batch","opencl":{"local_size":"#), "{json}");
    let o = tinyc(
        &["compile", "-", "--abi-json", "-"],
        Some(b"func @k(%f: bool, %g: group<memref<f32x4>x?>) attributes{work_group_size=[8,2], subgroup_size=8} {}"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json = compact(&String::from_utf8_lossy(&o.stdout));
    assert!(json.contains(r#""name":"f","param":"f","role":"scalar","type":"i8""#), "{json}");
    assert!(json.contains(r#""name":"g_size","param":"g","role":"size","type":"i64""#), "{json}");
    assert!(
        json.contains(
            r#""launch":{"rule":"grid","opencl":{"local_size":[8,2,1],"global_size":["8*gx","2*gy","gz"],"group_id":"get_group_id(0),get_group_id(1),get_group_id(2)"}"#
        ),
        "{json}"
    );
}

#[test]
fn compile_rejects_bad_programs_and_unwritable_outputs() {
    let o = tinyc(&["compile", "-", "--abi-json", "-"], Some(b"func @k(%a: i1) {}"));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("i1 not allowed here"));
    let o = tinyc(&["compile", "tests/in/spec/01_axpby_columns.ir", "--abi-json", "/no/such/dir/x.json"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("/no/such/dir/x.json"));
}

#[test]
fn compile_writes_opencl_c_and_ptx() {
    let o = tinyc(&["compile", "-"], Some(b"func @k(%a: memref<f32x?>) {}"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("kernel __attribute__((reqd_work_group_size(32, 1, 1)))"), "{text}");
    assert!(text.contains("void k(global float* a, long a_shape0)"), "{text}");
    let o = tinyc(&["compile", "--target", "ptx", "--arch", "sm_90", "-"], Some(b"func @k(%a: memref<f32x?>) {}"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains(".target sm_90"), "{text}");
    assert!(text.contains(".visible .entry k("), "{text}");
    assert!(text.contains(".param .s64 a_shape0"), "{text}");
    // Before the ABI pass the kernel takes the memref; after it, the pointer and the dynamic size.
    let o = tinyc(&["compile", "--emit", "mlir", "-"], Some(b"func @k(%a: memref<f32x?>) {}"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("gpu.func @k(%arg0: memref<?xf32, strided<[1]>, 1>) kernel"), "{text}");
    let o = tinyc(&["compile", "--emit", "mlir-abi", "-"], Some(b"func @k(%a: memref<f32x?>) {}"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64) kernel"), "{text}");
    // With --abi-json on standard output and no -o, only the JSON is printed.
    let o = tinyc(&["compile", "-", "--abi-json", "-"], Some(b"func @k() {}"));
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).replace([' ', '\n'], "").starts_with("{\"kernels\""));
}

#[test]
fn opencl_cpu_target_sizes_work_groups_for_cpu_drivers() {
    let gemm = |n: usize| {
        format!(
            "func @k(%A: memref<f32x{n}x{n}>, %B: memref<f32x{n}x{n}>, %C: memref<f32x{n}x{n}>) {{\n\
             gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x{n}x{n}>, memref<f32x{n}x{n}>, f32, memref<f32x{n}x{n}>\n}}\n"
        )
    };
    // 16×16: the explicit-vector GEMM of CPU devices, one work-item column block at a time.
    let src = gemm(16);
    let o = tinyc(&["compile", "--target", "opencl-cpu", "-"], Some(src.as_bytes()));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("reqd_work_group_size(8, 1, 1)"), "{text}");
    assert!(text.contains("float16 a0 = vload16(0, A + k * 16);"), "{text}");
    assert!(text.contains("vstore16(c00, 0, C + j0 * 16);"), "{text}");
    // GPUs keep the work-item tiles.
    let o = tinyc(&["compile", "--target", "opencl", "-"], Some(src.as_bytes()));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("reqd_work_group_size(32, 4, 1)"), "{text}");
    assert!(!text.contains("vload"), "{text}");
    // 256×256 is past the vector GEMM's size: the CPU rule's work-item tiles.
    let o = tinyc(&["compile", "--target", "opencl-cpu", "-"], Some(gemm(256).as_bytes()));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("reqd_work_group_size(64, 8, 1)"), "{text}");
    assert!(!text.contains("vload"), "{text}");
}

/// An endless input is read up to the limit (1 GiB and one byte), then refused as too long: it
/// neither fills memory nor is taken as the empty program before its first NUL byte.
#[test]
fn an_endless_input_is_refused_at_a_gibibyte() {
    let o = tinyc(&["check", "/dev/zero"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "tinyc: error: /dev/zero is longer than 1073741824 bytes (1 GiB), the most tinyc reads\n\
         tinyc: error: some inputs could not be read\n"
    );
    let o = tinyc(&["fmt", "/dev/zero"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    assert_eq!(stderr(&o), "tinyc: error: /dev/zero is longer than 1073741824 bytes (1 GiB), the most tinyc reads\n");
}

/// Standard input can be read once: `check - -` is a usage error, not an empty second program.
#[test]
fn standard_input_named_twice_is_a_usage_error() {
    let o = tinyc(&["check", "-", "-"], Some(b"func @k() {}"));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(stderr(&o), "tinyc: error: standard input (`-`) is named more than once; it can be read only once\n");
}

/// `--arch` means something to `--target ptx` only: elsewhere it is warned about, and the code is
/// what it is without it.
#[test]
fn arch_off_ptx_is_warned_about() {
    let src: &[u8] = b"func @k(%a: memref<f32x?>) {}";
    let plain = tinyc(&["compile", "-"], Some(src));
    let o = tinyc(&["compile", "--arch", "sm_90", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "tinyc: warning: `--arch` applies to `--target ptx` only; ignored\n");
    assert_eq!(o.stdout, plain.stdout);
    let o = tinyc(&["check", "-"], Some(src));
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
}

/// A valid program beyond a limit of the target's format is the program's error there (E41 at
/// the kernel, exit status 1), not an internal error (3) nor a usage error (2).
#[test]
fn a_kernel_beyond_a_target_limit_is_e41_with_exit_1() {
    let params = (0..64).map(|i| format!("%a{i}: memref<f32x?x?>")).collect::<Vec<_>>().join(", ");
    let src = format!("func @k({params}) {{\n}}\n");
    let o = tinyc(&["compile", "--color", "never", "--target", "spirv", "-"], Some(src.as_bytes()));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).starts_with(
            "error[E41]: kernel `k` takes 256 arguments (its parameters in the calling convention), but a SPIR-V \
             function may take at most 255\n"
        ),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("<stdin>:1:6"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
}

#[test]
fn compile_rejects_bad_arch_and_level() {
    let o = tinyc(&["compile", "--target", "ptx", "--arch", "sm_20", "-"], Some(b"func @k() {}"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unsupported --arch `sm_20`"), "{}", stderr(&o));
    let o = tinyc(&["compile", "-O", "5", "-"], Some(b"func @k() {}"));
    assert_eq!(o.status.code(), Some(2));
    // The tinytc-dialect stage is gone (issue 13).
    let o = tinyc(&["compile", "--emit", "tinytc-mlir", "-"], Some(b"func @k() {}"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid value 'tinytc-mlir'"), "{}", stderr(&o));
}

#[test]
fn tinyc_dump_writes_every_stage() {
    let dir = std::env::temp_dir().join(format!("tinyc-dump-{}", std::process::id()));
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(["compile", "--target", "ptx", "tests/in/spec/01_axpby_columns.ir", "-o", "/dev/null"])
        .current_dir(repo())
        .env("TINYC_DUMP", &dir)
        .output()
        .expect("tinyc starts");
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    for ext in ["gpu.mlir", "abi.mlir", "cl", "ptx", "abi.json"] {
        let f = dir.join(format!("01_axpby_columns.{ext}"));
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        assert!(!text.is_empty(), "{} missing or empty", f.display());
    }
    assert!(!dir.join("01_axpby_columns.tinytc.mlir").exists(), "no tinytc-dialect stage any more");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Float `rem` needs libdevice: with no CUDA toolkit anywhere tinyc looks, `--target ptx` says
/// what to set and exits 2 without writing PTX that cannot link; with `--cuda-path` it links.
#[test]
fn ptx_without_libdevice_is_a_clear_error() {
    let src = b"func @k(%a: f32, %B: memref<f32x4>) {\n  %r = arith.rem %a, 2.0 : f32\n  store %r, %B[0] : memref<f32x4>\n}\n";
    let empty = std::env::temp_dir().join(format!("tinyc-no-cuda-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&empty);
    let run = |extra: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
            .args(["compile", "--target", "ptx", "-"])
            .args(extra)
            .current_dir(&empty)
            .env("HOME", &empty)
            .env_remove("TINYC_CUDA_DIR")
            .env_remove("CUDA_HOME")
            .env_remove("CUDA_PATH")
            .env_remove("VIRTUAL_ENV")
            .env_remove("CONDA_PREFIX")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tinyc starts");
        if let Some(mut pipe) = child.stdin.take() {
            written(pipe.write_all(src));
        }
        child.wait_with_output().expect("tinyc finishes")
    };
    let system_toolkit = ["/usr/local/cuda", "/opt/cuda", "/usr/lib/cuda"]
        .iter()
        .any(|d| std::path::Path::new(d).join("nvvm/libdevice/libdevice.10.bc").is_file());
    if system_toolkit {
        eprintln!("SKIP: a system CUDA toolkit is installed; the no-libdevice error cannot be provoked");
    } else {
        let o = run(&[]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(o.stdout.is_empty(), "PTX was written: {}", String::from_utf8_lossy(&o.stdout));
        let e = stderr(&o);
        assert!(e.contains("needs NVIDIA's libdevice (__nv_fmodf)") && e.contains("--cuda-path"), "{e}");
    }
    let o = run(&["--cuda-path", "/no/such/toolkit"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--cuda-path /no/such/toolkit: no nvvm/libdevice/libdevice.10.bc"), "{}", stderr(&o));
    match std::env::var_os("TINYC_CUDA_DIR") {
        Some(dir) => {
            let o = run(&["--cuda-path", &dir.to_string_lossy()]);
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            let ptx = String::from_utf8_lossy(&o.stdout);
            assert!(ptx.contains(".entry k(") && !ptx.contains(".extern"), "{ptx}");
        }
        None => eprintln!("SKIP: TINYC_CUDA_DIR not set (source scripts/env.sh); linking libdevice not tested"),
    }
    let _ = std::fs::remove_dir_all(&empty);
}

/// An MLIR verifier failure on the PTX route is E50 at the program line of the failing op (exit
/// status 3), for the PTX and both MLIR stages; injected through the MLIR builder's test hook,
/// which the OpenCL route, free of MLIR, never meets.
#[test]
fn mlir_failures_are_e50_at_the_program_line() {
    let src = b"func @k(%A: memref<f32x4>) {\n  %g = group_id\n}\n";
    let run = |args: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
            .args(["compile", "--color", "never", "-"])
            .args(args)
            .env("TINYC_TEST_MLIR_ERROR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tinyc starts");
        if let Some(mut pipe) = child.stdin.take() {
            written(pipe.write_all(src));
        }
        child.wait_with_output().expect("tinyc finishes")
    };
    for args in [
        &["--target", "ptx"][..],
        &["--target", "ptx", "--emit", "mlir"],
        &["--emit", "mlir-abi"],
        &["--target", "spirv", "-o", "/dev/null"],
        &["--target", "spirv", "--emit", "spirv-asm"],
        &["--target", "spirv", "--emit", "mlir-abi"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(3), "{args:?}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("error[E50]: internal compiler error: the MLIR of the kernels does not verify: "), "{e}");
        assert!(e.contains("'arith.constant' op"), "{e}");
        assert!(e.contains("<stdin>:2:3"), "{e}");
        assert!(o.stdout.is_empty());
    }
    let o = run(&["--target", "opencl"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// An internal compiler error is diagnostic E50 at the instruction being compiled, with its own
/// exit status (3), on every target; injected through the lowering's test hook.
#[test]
fn internal_errors_are_located_e50_with_exit_status_3() {
    // The second program uses v0.4's preprocessor: the later stages' spans are the expansion's,
    // located in the source again (they drifted by the expansion's growth: to 3:25 here, past the line).
    let sources: [(&[u8], &str); 2] = [
        (b"func @k(%A: memref<f32x4>) {\n  %g = group_id\n}\n", "<stdin>:2:3"),
        (b"$t = memref<f32x4>\nfunc @k(%A: $t, %B: $t) {\n  %g = group_id.x : index\n}\n", "<stdin>:3:3"),
    ];
    for ((src, at), target) in sources.iter().flat_map(|s| ["opencl", "ptx", "spirv"].map(|t| (s, t))) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
            .args(["compile", "--color", "never", "--target", target, "-o", "/dev/null", "-"])
            .env("TINYC_TEST_INTERNAL_ERROR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tinyc starts");
        if let Some(mut pipe) = child.stdin.take() {
            written(pipe.write_all(src));
        }
        let o = child.wait_with_output().expect("tinyc finishes");
        assert_eq!(o.status.code(), Some(3), "{target}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("error[E50]: internal compiler error: injected by TINYC_TEST_INTERNAL_ERROR"), "{e}");
        assert!(e.contains(at), "{target}: {e}");
        assert!(o.stdout.is_empty());
    }
    let o = tinyc(&["--help"], None);
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(help.contains("3 on an internal compiler error"), "{help}");
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tinyc-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Runs tinyc in `dir`.
fn tinyc_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tinyc")).args(args).current_dir(dir).output().expect("tinyc starts")
}

fn read(path: PathBuf) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

const KERNEL: &str = "func @k(%a: memref<f32x?>) {}\n";

#[test]
fn outputs_may_not_name_the_input() {
    let dir = scratch("same-as-input");
    std::fs::write(dir.join("x.ir"), KERNEL).expect("input written");
    std::os::unix::fs::symlink("x.ir", dir.join("link.ir")).expect("symlink");
    for args in [
        &["compile", "x.ir", "-o", "x.ir"][..],
        &["compile", "x.ir", "--abi-json", "./x.ir"],
        &["compile", "x.ir", "-o", "link.ir"],
        &["compile", "./link.ir", "--abi-json", "x.ir", "-o", "-"],
    ] {
        let o = tinyc_in(&dir, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("is the input file"), "{args:?}: {}", stderr(&o));
        assert_eq!(read(dir.join("x.ir")).as_deref(), Some(KERNEL), "{args:?} changed the input");
    }
    let o = tinyc_in(&dir, &["compile", "x.ir", "-o", "x.ir"]);
    assert_eq!(
        stderr(&o),
        "tinyc: error: the output of -o `x.ir` is the input file `x.ir`; refusing to overwrite it\n"
    );
    assert!(std::fs::symlink_metadata(dir.join("link.ir")).is_ok_and(|m| m.file_type().is_symlink()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_outputs_may_not_name_the_same_file() {
    let dir = scratch("same-output");
    std::fs::write(dir.join("x.ir"), KERNEL).expect("input written");
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "p.out", "-o", "./p.out"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "tinyc: error: -o `./p.out` and --abi-json `p.out` are the same file; each output needs its own\n"
    );
    assert!(!dir.join("p.out").exists(), "nothing is written");
    // Standard output carries only one of them (code_and_abi_json_cannot_both_go_to_standard_output).
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "-", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_output_writes_nothing_and_keeps_old_files() {
    let dir = scratch("atomic");
    std::fs::write(dir.join("x.ir"), KERNEL).expect("input written");
    std::fs::create_dir(dir.join("sub")).expect("directory");
    // -o names a directory: the JSON must not be written either.
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "k.json", "-o", "sub"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "tinyc: error: cannot write sub: it is a directory\n");
    assert!(!dir.join("k.json").exists(), "the JSON of a failed compile was left behind");
    // A full disk (/dev/full fails every write with ENOSPC): existing outputs keep their contents.
    std::fs::write(dir.join("k.json"), "old json").expect("old file");
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "k.json", "-o", "/dev/full"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).starts_with("tinyc: error: cannot write /dev/full: "), "{}", stderr(&o));
    assert_eq!(read(dir.join("k.json")).as_deref(), Some("old json"));
    // An output below a regular file cannot be created; the other output keeps its contents.
    std::fs::write(dir.join("k.cl"), "old code").expect("old file");
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "x.ir/k.json", "-o", "k.cl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).starts_with("tinyc: error: cannot write x.ir/k.json: "), "{}", stderr(&o));
    assert_eq!(read(dir.join("k.cl")).as_deref(), Some("old code"));
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listing")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    assert!(names.iter().all(|n| !n.starts_with('.')), "{names:?}");
    // When everything succeeds, both files are replaced, and a link is written through.
    std::os::unix::fs::symlink("k.cl", dir.join("code-link")).expect("symlink");
    let o = tinyc_in(&dir, &["compile", "x.ir", "--abi-json", "k.json", "-o", "code-link"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(read(dir.join("k.json")).is_some_and(|t| t.starts_with("{\"kernels\"")));
    assert!(read(dir.join("k.cl")).is_some_and(|t| t.contains("void k(global float* a, long a_shape0)")));
    assert!(std::fs::symlink_metadata(dir.join("code-link")).is_ok_and(|m| m.file_type().is_symlink()));
    // Writing to a device works as before.
    let o = tinyc_in(&dir, &["compile", "x.ir", "-o", "/dev/null"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs tinyc in `dir` with `TINYC_DUMP` set.
fn tinyc_dump(dir: &std::path::Path, dump: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(args)
        .current_dir(dir)
        .env("TINYC_DUMP", dump)
        .output()
        .expect("tinyc starts")
}

#[test]
fn tinyc_dump_never_makes_a_compile_fail() {
    let dir = scratch("dump");
    // Valid programs whose (now removed) tinytc-dialect stage raised internal errors and failed
    // the compile: a rank-reducing subview of a strided memref, and a constant index past the end
    // (which the language leaves to run time).
    let programs = [
        (
            "strided",
            "func @k(%A: memref<f32x1x12x2,strided<12,1,12>>) {\n  %a = subview %A[:, :, 1] : memref<f32x1x12x2,strided<12,1,12>>\n}\n",
        ),
        ("past_end", "func @k(%A: memref<f32x4x4>) {\n  %a = subview %A[:, 7] : memref<f32x4x4>\n}\n"),
    ];
    for (name, text) in programs {
        std::fs::write(dir.join(format!("{name}.ir")), text).expect("input written");
        let o = tinyc_dump(&dir, "out", &["compile", &format!("{name}.ir"), "-o", &format!("{name}.code")]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        // Nothing but the program's own W01 warning for the index past the end.
        let expected_warnings = usize::from(name == "past_end");
        assert_eq!(stderr(&o).matches("warning[W01]").count(), expected_warnings, "{name}: {}", stderr(&o));
        assert_eq!(stderr(&o).matches("warning").count(), expected_warnings, "{name}: {}", stderr(&o));
        for ext in ["gpu.mlir", "abi.mlir", "cl", "abi.json"] {
            assert!(read(dir.join(format!("out/{name}.{ext}"))).is_some_and(|t| !t.is_empty()), "{name}.{ext}");
        }
        assert!(read(dir.join(format!("{name}.code"))).is_some_and(|t| t.contains("void k(")));
        // A C header compile dumps every stage too (it did not go through MLIR).
        let o = tinyc_dump(
            &dir,
            "hout",
            &["compile", &format!("{name}.ir"), "--emit", "c-header", "-o", &format!("{name}.h")],
        );
        assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        assert!(!stderr(&o).contains("not dumped"), "{name}: {}", stderr(&o));
        for ext in ["gpu.mlir", "abi.mlir", "cl", "abi.json"] {
            assert!(
                read(dir.join(format!("hout/{name}.{ext}"))).is_some_and(|t| !t.is_empty()),
                "header: {name}.{ext}"
            );
        }
    }
    // A stage with errors (256 KiB of shared memory, more than a block of any architecture may
    // have) is not dumped, and its error is the compile's, reported once (it was reported by the
    // dump too).
    std::fs::write(dir.join("big.ir"), "func @k() {\n  %t = alloca : memref<f32x65536,local>\n}\n").expect("written");
    let o = tinyc_dump(&dir, "bout", &["compile", "--target", "ptx", "big.ir", "-o", "big.ptx"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(stderr(&o).matches("error[E41]").count(), 1, "{}", stderr(&o));
    assert!(stderr(&o).contains("tinyc: warning: TINYC_DUMP: stage ptx not dumped: it has errors"), "{}", stderr(&o));
    assert!(read(dir.join("bout/big.cl")).is_some());
    // A dump directory that cannot be made: a warning, and the compile goes on.
    let o = tinyc_dump(&dir, "strided.ir/out", &["compile", "strided.ir", "-o", "a.cl"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).starts_with("tinyc: warning: TINYC_DUMP: cannot create strided.ir/out: "), "{}", stderr(&o));
    assert!(stderr(&o).ends_with("; nothing dumped\n"), "{}", stderr(&o));
    assert!(read(dir.join("a.cl")).is_some_and(|t| t.contains("void k(")));
    // A stage that cannot be written: a warning, the other stages are written.
    std::fs::create_dir_all(dir.join("d2/strided.gpu.mlir")).expect("directory");
    let o = tinyc_dump(&dir, "d2", &["compile", "strided.ir", "-o", "b.cl"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "tinyc: warning: TINYC_DUMP: cannot write d2/strided.gpu.mlir: it is a directory\n");
    assert!(read(dir.join("d2/strided.cl")).is_some_and(|t| t.contains("void k(")));
    assert!(read(dir.join("b.cl")).is_some());
    // A dump file that would replace the input (here `k.cl`) or an output is not written.
    std::fs::write(dir.join("k.cl"), KERNEL).expect("input written");
    let o = tinyc_dump(&dir, ".", &["compile", "k.cl", "--abi-json", "k.abi.json", "-o", "-"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "tinyc: warning: TINYC_DUMP: stage cl not dumped: ./k.cl is an input or output of this compile\n\
         tinyc: warning: TINYC_DUMP: stage abi.json not dumped: ./k.abi.json is an input or output of this compile\n"
    );
    assert_eq!(read(dir.join("k.cl")).as_deref(), Some(KERNEL));
    assert!(read(dir.join("k.abi.json")).is_some_and(|t| t.starts_with("{\"kernels\"")));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fmt_loses_no_byte() {
    // Comments may hold any byte (§1), and a NUL byte ends the program: check and compile read
    // the program before it, and fmt keeps both the bytes that are not UTF-8 and the rest of the
    // file after the NUL. fmt used to print U+FFFD for each such byte and drop everything after
    // the NUL, while `fmt --check` called the file canonical.
    let canonical: &[u8] =
        b"; caf\xe9 \xff\xfe\nfunc @f() {\n  %x = arith.add 1, 2 : i32 ; \xc3\x28 \xef\xbf\xbd\n}\n\0tail \xff\n";
    let o = tinyc(&["fmt", "-"], Some(canonical));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(o.stdout, canonical);
    assert_eq!(tinyc(&["fmt", "--check", "-"], Some(canonical)).status.code(), Some(0));
    for command in ["check", "compile"] {
        let o = tinyc(&[command, "-"], Some(canonical));
        assert_eq!(o.status.code(), Some(0), "{command}: {}", stderr(&o));
    }
    // Not canonical: the program is reformatted, the odd bytes and the tail stay.
    let messy: &[u8] = b"func @f(){ ; \xff\n}\0\x01\x02";
    let o = tinyc(&["fmt", "-"], Some(messy));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(o.stdout, b"func @f() { ; \xff\n}\n\0\x01\x02");
    assert_eq!(tinyc(&["fmt", "--check", "-"], Some(messy)).status.code(), Some(1));
    // Whatever follows the NUL is kept as it is: it does not make a file non-canonical.
    let o = tinyc(&["fmt", "--check", "-"], Some(b"func @f() {\n}\n\0x"));
    assert_eq!(o.status.code(), Some(0));
    let o = tinyc(&["fmt", "--check", "-"], Some(b"func @f() {}\0x"));
    assert_eq!(o.status.code(), Some(1));
    // Outside a comment, a byte that is not UTF-8 is still an unknown token.
    let o = tinyc(&["fmt", "--color", "never", "-"], Some(b"func @f() {\n  \xff\n}\n"));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error[E01]: Unknown token\n  \u{250c}\u{2500} <stdin>:2:3\n"), "{}", stderr(&o));
}

#[test]
fn fmt_keeps_attributes_named_by_strings() {
    // tinytc v0.4 ignores attributes named by a string it does not know (`"name"=value`); fmt
    // keeps them on functions, parameters, alloca and for, with any byte in their strings. It
    // used to drop them, and a byte that is not UTF-8 in one was an internal error.
    let messy: &[u8] = b"func @k(%A: memref<f32x4> {\"x.y\"=[1, ; c\n 2], alignment=16}) attributes{\"f\"=\"\xff\",work_group_size=[32,1]} {\n  %a = alloca {\"q\"={\"r\"=true}, alignment=64} : memref<f32x4,local>\n  %c0 = constant 0 : index\n  for %i=%c0,%c0 {\n  } attributes{\"w\"=\"\xef\xbf\xbd\", unroll=2}\n}\n";
    let canonical: &[u8] = b"func @k(%A: memref<f32x4> {alignment=16, \"x.y\"=[1, 2]}) attributes{work_group_size=[32, 1], \"f\"=\"\xff\"} { ; c\n  %a = alloca {alignment=64, \"q\"={\"r\"=true}} : memref<f32x4,local>\n  %c0 = constant 0 : index\n  for %i=%c0,%c0 {\n  } attributes{unroll=2, \"w\"=\"\xef\xbf\xbd\"}\n}\n";
    let o = tinyc(&["fmt", "--lang", "v0.4", "-"], Some(messy));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(canonical));
    assert_eq!(o.stdout, canonical);
    assert_eq!(tinyc(&["fmt", "--lang", "v0.4", "--check", "-"], Some(canonical)).status.code(), Some(0));
    let o = tinyc(&["check", "--lang", "v0.4", "-"], Some(canonical));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn an_error_on_a_4_mb_line_prints_a_short_excerpt() {
    // The whole line used to be printed, and the caret line padded with as many spaces: 8 MB.
    let mut src = b"func @f() {".to_vec();
    src.extend(std::iter::repeat_n(b' ', 4 << 20));
    src.extend_from_slice(b"%x = axby\n}\n");
    let o = tinyc(&["check", "-"], Some(&src));
    assert_eq!(o.status.code(), Some(1));
    let col = 11 + (4 << 20) + 6;
    // 40 bytes are kept before the label.
    let (before, caret) = (" ".repeat(35), " ".repeat(41));
    assert_eq!(
        stderr(&o),
        format!(
            "error[E01]: Unknown token\n  ┌─ <stdin>:1:{col}\n  │\n1 │ …{before}%x = axby\n  │ {caret}^ no token of the language starts here\n  │\n  = help: did you mean `axpby`?\n\n"
        )
    );
}

/// `--target spirv` writes a SPIR-V binary module (magic number first) with the ABI's kernel;
/// `--emit spirv-asm` its assembly; `--emit mlir` the SPIR-V flavour of the gpu.module; the
/// SPIR-V-only flag is refused elsewhere, and SPIR-V cannot go into a C header.
#[test]
fn compile_writes_spirv_and_its_assembly() {
    let dir = scratch("spirv");
    let src = repo().join("tests/in/spec/03_gemm_batched_group.ir");
    let src = src.to_string_lossy();
    let o = tinyc_in(&dir, &["compile", "--target", "spirv", &src, "-o", "k.spv", "--abi-json", "k.json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let module = std::fs::read(dir.join("k.spv")).expect("k.spv written");
    assert_eq!(&module[..4], &0x0723_0203u32.to_le_bytes(), "SPIR-V magic number");
    assert_eq!(module.len() % 4, 0);
    let json = read(dir.join("k.json")).unwrap_or_default();
    assert!(
        json.contains(r#""spirv":{"local_size":[32,2,1],"global_size":[32,2,"N"],"group_id":"WorkgroupId.z"}"#),
        "{json}"
    );

    let o =
        tinyc(&["compile", "--target", "spirv", "--emit", "spirv-asm", "tests/in/spec/03_gemm_batched_group.ir"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let asm = String::from_utf8_lossy(&o.stdout);
    assert!(asm.contains(r#"OpEntryPoint Kernel"#) && asm.contains(r#""gemm_over_group""#), "{asm}");
    assert!(asm.contains("LocalSize 32 2 1"), "{asm}");
    assert!(!asm.contains("SubgroupSize"), "portable SPIR-V requires no subgroup size:\n{asm}");
    for arg in ["alpha", "A_offset", "beta"] {
        assert!(asm.contains(&format!("\"{arg}\"")), "no OpName {arg}:\n{asm}");
    }

    let o = tinyc(&["compile", "--target", "spirv", "--emit", "mlir", "tests/in/spec/01_axpby_columns.ir"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mlir = String::from_utf8_lossy(&o.stdout);
    assert!(mlir.contains("gpu.block_id  z") && mlir.contains("known_block_size"), "{mlir}");

    // CPU devices' explicit vectors are OpenCL C only: the MLIR stages show the kernels without.
    let o = tinyc(
        &["compile", "--target", "opencl-cpu", "--emit", "mlir-abi", "tests/in/spec/10_for_blocked_gemm.ir"],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    let o = tinyc(&["compile", "--emit", "spirv-asm", "tests/in/spec/01_axpby_columns.ir"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--emit spirv-asm needs --target spirv"), "{}", stderr(&o));
    let o = tinyc(&["compile", "--target", "spirv", "--emit", "c-header", "tests/in/spec/01_axpby_columns.ir"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("needs an OpenCL C target"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `tinyc-runtime` finds on an OpenCL device can be said on the command line, so that the
/// compiler's output is the runtime's there (libtinyc's SPIR-V programs are made this way):
/// `--target spirv-cpu` (a CPU's work-groups), `--intel-subgroups` (required subgroup sizes, the
/// device's own subgroups) and `--max-work-group-size N`.
#[test]
fn device_options_give_what_the_runtime_compiles_for_a_device() {
    let gemm = "func @gemm(%A: memref<f32x16x8x?>, %B: memref<f32x8x12x?>, %C: memref<f32x16x12x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x16x8x?>
  %b = subview %B[:, :, %g] : memref<f32x8x12x?>
  %c = subview %C[:, :, %g] : memref<f32x16x12x?>
  gemm.n.n 1.0, %a, %b, 0.0, %c : f32, memref<f32x16x8>, memref<f32x8x12>, f32, memref<f32x16x12>
}
";
    let compile = |src: &str, args: &[&str]| {
        let mut all = vec!["compile", "--color", "never", "-"];
        all.extend_from_slice(args);
        let o = tinyc(&all, Some(src.as_bytes()));
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let local_size = |args: &[&str]| {
        let json = compile(gemm, &[args, &["-o", "/dev/null", "--abi-json", "-"]].concat());
        let at = json.find("\"local_size\":[").map(|i| i + 14);
        assert!(at.is_some(), "{json}");
        json[at.unwrap_or_default()..].split(']').next().unwrap_or_default().to_string()
    };
    assert_eq!(local_size(&["--target", "spirv"]), "32,3,1");
    assert_eq!(local_size(&["--target", "spirv-cpu"]), "8,2,1");
    // (OpenCL C for a CPU computes so small a GEMM on one work-item, with explicit vectors.)
    assert_eq!(local_size(&["--target", "opencl-cpu"]), "1,1,1");
    // The device's largest work-group bounds the choice, down to a smaller subgroup size than
    // the generic GPU's 32.
    assert_eq!(local_size(&["--target", "spirv", "--max-work-group-size", "32"]), "32,1,1");
    assert_eq!(local_size(&["--target", "opencl", "--max-work-group-size", "16"]), "16,1,1");

    // A work-group 8 wide requires its subgroup size where the device takes Intel's attribute.
    let asm = compile(gemm, &["--target", "spirv-cpu", "--emit", "spirv-asm"]);
    assert!(asm.contains("LocalSize 8 2 1") && !asm.contains("SubgroupSize"), "{asm}");
    let asm = compile(gemm, &["--target", "spirv-cpu", "--intel-subgroups", "--emit", "spirv-asm"]);
    assert!(asm.contains("LocalSize 8 2 1") && asm.contains("SubgroupSize 8"), "{asm}");
    let narrow = gemm.replace(") {\n  %g", ") work_group_size(8, 2) {\n  %g");
    let attribute = "__attribute__((intel_reqd_sub_group_size(8)))";
    assert!(!compile(&narrow, &["--target", "opencl"]).contains(attribute));
    assert!(compile(&narrow, &["--target", "opencl", "--intel-subgroups"]).contains(attribute));
    assert!(compile(&narrow, &["--intel-subgroups", "--emit", "c-header"]).contains("intel_reqd_sub_group_size(8)"));
    // Subgroup operations on the device's subgroups: shuffles, a SPIR-V 1.3 module.
    let scan = read(repo().join("tests/in/run/v04_subgroup.ir")).unwrap_or_default();
    let asm = compile(&scan, &["--target", "spirv", "--intel-subgroups", "--emit", "spirv-asm"]);
    assert!(asm.contains("OpGroupNonUniformShuffle"), "{asm}");
    let asm = compile(&scan, &["--target", "spirv", "--emit", "spirv-asm"]);
    assert!(!asm.contains("OpGroupNonUniformShuffle"), "{asm}");

    // A written size beyond the device's is E35; PTX ignores Intel's subgroups, with a warning.
    let wide = b"func @k() work_group_size(64, 2) {\n}\n";
    let o = tinyc(&["check", "--color", "never", "--max-work-group-size", "64", "-"], Some(wide));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("error[E35]") && stderr(&o).contains("at most 64 work-items"), "{}", stderr(&o));
    let o = tinyc(&["check", "--max-work-group-size", "128", "-"], Some(wide));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = tinyc(&["compile", "--target", "ptx", "--intel-subgroups", "-", "-o", "/dev/null"], Some(wide));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("`--intel-subgroups` applies to the OpenCL targets only"), "{}", stderr(&o));
    let o = tinyc(&["check", "--max-work-group-size", "0", "-"], Some(wide));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid value '0' for '--max-work-group-size <N>'"), "{}", stderr(&o));
}

/// `tinyc` links no LLVM or MLIR (its start-up is what build steps pay per file); the commands
/// that need the MLIR route are handed to `tinyc-mlir` beside it, and without that component
/// they fail with a clear error while the others still work.
#[test]
fn the_mlir_route_is_a_separate_program() {
    let exe = std::fs::read(env!("CARGO_BIN_EXE_tinyc")).expect("the tinyc binary");
    let has = |needle: &[u8]| exe.windows(needle.len()).any(|w| w == needle);
    assert!(!has(b"MLIRContext") && !has(b"llvm::"), "tinyc links LLVM or MLIR");
    let run = |args: &[&str], mlir: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
            .args(args)
            .current_dir(repo())
            .env("TINYC_MLIR", mlir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tinyc starts");
        let _ = child.stdin.take();
        child.wait_with_output().expect("tinyc finishes")
    };
    let file = "tests/in/spec/01_axpby_columns.ir";
    for args in [&["check", file][..], &["compile", file, "-o", "/dev/null"], &["fmt", file]] {
        let o = run(args, "/no/such/tinyc-mlir");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    }
    for args in [
        &["compile", "--target", "ptx", file][..],
        &["compile", "--target", "spirv", file, "-o", "/dev/null"],
        &["compile", "--emit", "mlir", file],
    ] {
        let o = run(args, "/no/such/tinyc-mlir");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("/no/such/tinyc-mlir, which is not installed"), "{}", stderr(&o));
    }
    // Handed over, the result is tinyc-mlir's: the same PTX as tinyc-mlir writes itself.
    let mlir = std::path::Path::new(env!("CARGO_BIN_EXE_tinyc")).with_file_name("tinyc-mlir");
    let handed = run(&["compile", "--target", "ptx", file], "");
    let direct = Command::new(&mlir).args(["compile", "--target", "ptx", file]).current_dir(repo()).output();
    let direct = direct.expect("tinyc-mlir starts");
    assert_eq!(handed.status.code(), Some(0), "{}", stderr(&handed));
    assert!(String::from_utf8_lossy(&handed.stdout).contains(".visible .entry scale_add("));
    assert_eq!(handed.stdout, direct.stdout);
}

#[test]
fn fmt_to_v04_rewrites_a_v03_program() {
    let src = b"; scale\nfunc @k(%a: memref<f32x8>, %g: group<memref<f32x8>>) {\n  %i = group_id\n  \
                %m = load %g[%i] : group<memref<f32x8>>\n  axpby.n 2.0, %m, 1.0, %a : f32, memref<f32x8>, f32, memref<f32x8>\n}\n";
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "; scale\nfunc @k(%a: memref<f32x8>, %g: group<memref<f32x8>x?>) {\n  %i = group_id.x : index\n  \
         %m = load %g[%i] : memref<f32x8>\n  %c0 = constant 2.0 : f32\n  %c1 = constant 1.0 : f32\n  \
         axpby.n %c0, %m, %c1, %a\n}\n"
    );
    // No dynamic sizes and strides to reorder, but the group's count becomes an argument.
    assert!(!stderr(&o).contains("order"), "{}", stderr(&o));
    assert!(stderr(&o).contains("a group's member count): a, g, g_size"), "{}", stderr(&o));
    // A kernel whose arguments v0.4 orders differently says so.
    let o = tinyc(
        &["fmt", "--to", "v0.4", "-"],
        Some(b"func @k(%A: memref<f32x?x?x?>, %B: memref<f32x8>) {\n  axpby.n 1.0, %B, 0.0, %B : f32, memref<f32x8>, f32, memref<f32x8>\n}\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "kernel `k` takes its arguments in tinytc v0.4's order (dynamic sizes before dynamic strides): \
             A, A_shape0, A_shape1, A_shape2, A_stride1, A_stride2, B"
        ),
        "{}",
        stderr(&o)
    );
    // The rewrite is checked first, and v0.4 does not go back.
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(b"func @k(%a: f32) {\n  %b = arith.add %a, %c : f32\n}\n"));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("Undefined identifier %c"), "{}", stderr(&o));
    // v0.3.1's mixed precision has no v0.4 form: refused, with the rewrite's diagnostic.
    let o = tinyc(
        &["fmt", "--to", "v0.4", "-"],
        Some(b"func @k(%a: f64, %x: memref<f32x4>, %y: memref<f32x4>) {\n  axpby.n %a, %x, 1.0, %y : f64, memref<f32x4>, f32, memref<f32x4>\n}\n"),
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("has no tinytc v0.4 form"), "{}", stderr(&o));
    assert!(stderr(&o).contains("f64 does not promote to f32"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    // A kept mode of size 0 has no v0.4 slice (v0.4 reads size 0 as a dropped mode): refused
    // with the subview located, for each way v0.3.1 writes one.
    for view in ["%G[5:?, :] : memref<f32x5x5>", "%G[:, 1:2] : memref<f32x0x5>"] {
        let shape = if view.contains("x0x") { "0x5" } else { "5x5" };
        let src = format!("func @z(%G: memref<f32x{shape}>) {{\n  %g = subview {view}\n}}\n");
        let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(src.as_bytes()));
        assert_eq!(o.status.code(), Some(1), "{view}: {}", stderr(&o));
        assert!(stderr(&o).contains("has no tinytc v0.4 form"), "{view}: {}", stderr(&o));
        assert!(stderr(&o).contains("<stdin>:2:3") && stderr(&o).contains("keeps a mode of size 0"), "{}", stderr(&o));
        assert!(!stderr(&o).contains("internal error"), "{}", stderr(&o));
    }
    // v0.3.1 multiplies in the factors' join, v0.4 in the output's type: a product of i8 values
    // summed into i32 (or of f32 into f64) would change its value, so it is refused, located.
    for (elem, out, alpha) in [("i8", "i32", "1"), ("f32", "f64", "1.0")] {
        let src = format!(
            "func @g(%A: memref<{elem}x4x4>, %C: memref<{out}x4x4>) {{\n  gemm.n.n {alpha}, %A, %A, 0, %C\n      : \
             {elem}, memref<{elem}x4x4>, memref<{elem}x4x4>, {out}, memref<{out}x4x4>\n}}\n"
        );
        let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(src.as_bytes()));
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("has no tinytc v0.4 form") && e.contains("<stdin>:2:3"), "{e}");
        assert!(e.contains(&format!("multiplies {elem} values into {out}")), "{e}");
        assert!(o.stdout.is_empty());
    }
    // Constant expand factors beyond 64 bits are an error everywhere (fmt --to v0.4 panicked).
    let src = b"func @f(%a: memref<f32x?>) {\n  %b = expand %a[0 -> 4294967296x4294967296] : memref<f32x?>\n}\n";
    for args in [&["check", "-"][..], &["fmt", "--to", "v0.4", "-"]] {
        let o = tinyc(args, Some(src));
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("error[E40]: Expand shape overflows 64 bits"), "{}", stderr(&o));
    }
    let o = tinyc(&["fmt", "--to", "v0.3", "-"], Some(b"func @k() {\n  %c = constant 1 : i32\n}\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not rewrite tinytc v0.4 programs as v0.3.1"), "{}", stderr(&o));
}

/// YATeTo's v0.4 printer writes a slice size `?` and integer literals as `for` bounds, which
/// tinytc v0.4.0 does not have: tinyc reads them with W03 (refused under `--deny-warnings`), and
/// `fmt --to v0.4` writes them in v0.4.0's forms (sizes from `size` where they are dynamic,
/// bounds as constants of the loop's type), which check without a warning.
#[test]
fn fmt_to_v04_writes_yatetos_forms_as_v040() {
    let src = b"func @k(%A: memref<f32x?x?>, %n: i64, %B: memref<f64x9x4x?>) {\n  %0 = group_id.x : index\n  \
                %1 = subview %A[1:?,%0] : memref<f32x?>\n  %2 = subview %A[0:?,0:?] : memref<f32x?x?>\n  \
                %3 = subview %B[0:?,2:?,%0] : memref<f64x9x2>\n  for %i=2,%n,3 {\n  }\n  for %j=0,4 {\n  }\n}\n";
    let o = tinyc(&["check", "--lang", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o).matches("warning[W03]").count(), 5, "{}", stderr(&o));
    assert!(stderr(&o).contains("<stdin>:4:21"), "{}", stderr(&o));
    let o = tinyc(&["check", "--lang", "v0.4", "--deny-warnings", "-"], Some(src));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("5 warnings denied by --deny-warnings"), "{}", stderr(&o));
    let o = tinyc(&["fmt", "--lang", "v0.4", "--to", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "func @k(%A: memref<f32x?x?>, %n: i64, %B: memref<f64x9x4x?>) {\n  %0 = group_id.x : index\n  \
         %c0 = constant 1 : index\n  %s1 = size %A[0] : index\n  %s2 = sub %s1, %c0 : index\n  \
         %1 = subview %A[%c0:%s2, %0] : memref<f32x?>\n  %s3 = size %A[0] : index\n  %s4 = size %A[1] : index\n  \
         %2 = subview %A[0:%s3, 0:%s4] : memref<f32x?x?>\n  %3 = subview %B[0:9, 2:2, %0] : memref<f64x9x2>\n  \
         %c5 = constant 2 : i64\n  %c6 = constant 3 : i64\n  for %i=%c5,%n, %c6 {\n  }\n  \
         %c7 = constant 0 : index\n  %c8 = constant 4 : index\n  for %j=%c7,%c8 {\n  }\n}\n"
    );
    let o = tinyc(&["check", "--lang", "v0.4", "--deny-warnings", "-"], Some(&o.stdout));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // An integer as a float constant (YATeTo's β): W03, rewritten as the float.
    let src = b"func @k() {\n  %x = constant -2 : f32\n  %y = constant 16777217 : f32\n}\n";
    let o = tinyc(&["check", "--lang", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("<stdin>:3:17") && stderr(&o).contains("read as 16777216.0"), "{}", stderr(&o));
    let o = tinyc(&["fmt", "--lang", "v0.4", "--to", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "func @k() {\n  %x = constant -2.0 : f32\n  %y = constant 16777216.0 : f32\n}\n"
    );
    // Other warnings are still shown (and denied on request).
    let w01 = b"func @k(%a: memref<f32x4>) {\n  %c7 = constant 7 : index\n  %x = load %a[%c7] : f32\n  \
                %b = subview %a[0:?] : memref<f32x4>\n}\n";
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(w01));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[W01]") && !stderr(&o).contains("W03"), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("subview %a[0:4] : memref<f32x4>"));
    let o = tinyc(&["--deny-warnings", "fmt", "--to", "v0.4", "-"], Some(w01));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    // `?` from the end of a static mode keeps it with size 0, which v0.4.0 cannot write.
    let empty = b"func @k(%a: memref<f32x4>) {\n  %b = subview %a[4:?] : memref<f32x0>\n}\n";
    let o = tinyc(&["check", "--lang", "v0.4", "-"], Some(empty));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = tinyc(&["fmt", "--lang", "v0.4", "--to", "v0.4", "-"], Some(empty));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("this program has no tinytc v0.4.0 form") && stderr(&o).contains("<stdin>:2:3"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
    // Located in the source when a longer value of the preprocessor came before (it was not).
    let empty = b"$t = memref<f32x0>\nfunc @k(%A: memref<f32x4>) {\n  %v = subview %A[4:?] : $t\n}\n";
    let o = tinyc(&["fmt", "--lang", "v0.4", "--to", "v0.4", "-"], Some(empty));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("<stdin>:3:3"), "{}", stderr(&o));
}

/// v0.3.1 compares value names as text, v0.4 reads names of digits as numbers: `%01` and `%1`
/// are two values in v0.3.1 and one in v0.4. The rewrite renames `%01` (it said "internal
/// error" before) and says so; the result checks as v0.4.
#[test]
fn fmt_to_v04_keeps_values_that_v04_would_merge_apart() {
    let src = b"func @k(%A: memref<f32x4>) {\n  %01 = load %A[0] : memref<f32x4> ; %01 stays here\n  \
                %1 = load %A[1] : memref<f32x4>\n  %2 = arith.add %01, %1 : f32\n  store %2, %A[2] : memref<f32x4>\n}\n";
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "note: <stdin>: %01 is %x01 in tinytc v0.4, which reads %01 as a number\n");
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        out,
        "func @k(%A: memref<f32x4>) {\n  %c0 = constant 0 : index\n  %x01 = load %A[%c0] : f32 ; %01 stays here\n  \
         %c1 = constant 1 : index\n  %1 = load %A[%c1] : f32\n  %2 = add %x01, %1 : f32\n  %c2 = constant 2 : index\n  \
         store %2, %A[%c2]\n}\n"
    );
    let o = tinyc(&["check", "--lang", "v0.4", "-"], Some(&o.stdout));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn warnings_are_printed_and_denied_on_request() {
    let src = b"func @ld(%x: memref<f32x4>, %y: memref<f32x4>) {\n  %a = load %x[4] : memref<f32x4>\n  store %a, %y[0] : memref<f32x4>\n}\n";
    let o = tinyc(&["check", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[W01]: Outside a static size"), "{}", stderr(&o));
    assert!(stderr(&o).contains("<stdin>:2:16"), "{}", stderr(&o));
    let o = tinyc(&["check", "--deny-warnings", "-"], Some(src));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("1 warning denied by --deny-warnings"), "{}", stderr(&o));
    // compile prints the warning and the code; denied, it writes nothing.
    let o = tinyc(&["compile", "-"], Some(src));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[W01]"), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("kernel"));
    let o = tinyc(&["compile", "--deny-warnings", "-"], Some(src));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    // An in-bounds program is silent.
    let o = tinyc(&["check", "--deny-warnings", "tests/in/spec/05_matrix_chain.ir"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
}

/// `fmt --to v0.4` checks the program: its warnings are printed and `--deny-warnings` fails it
/// (they were dropped); a plain `fmt` only parses. A v0.3.1 division by a known zero (W02) is
/// v0.4's error E44: no v0.4 form, not an internal error.
#[test]
fn fmt_to_v04_reports_warnings_and_refuses_a_division_by_zero() {
    let w01 =
        b"func @k(%a: memref<f32x4>) {\n  %x = load %a[7] : memref<f32x4>\n  store %x, %a[0] : memref<f32x4>\n}\n";
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(w01));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[W01]"), "{}", stderr(&o));
    assert!(!o.stdout.is_empty());
    let o = tinyc(&["--deny-warnings", "fmt", "--to", "v0.4", "-"], Some(w01));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("warning[W01]") && stderr(&o).contains("1 warning denied by --deny-warnings"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
    // A plain fmt does not check.
    let o = tinyc(&["fmt", "--deny-warnings", "-"], Some(w01));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let w02 = b"func @k(%a: memref<i32x4>) {\n  %x = load %a[0] : memref<i32x4>\n  %y = arith.div %x, 0 : i32\n  store %y, %a[1] : memref<i32x4>\n}\n";
    let o = tinyc(&["fmt", "--to", "v0.4", "-"], Some(w02));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[W02]"), "{}", stderr(&o));
    assert!(stderr(&o).contains("has no tinytc v0.4 form") && stderr(&o).contains("error[E44]"), "{}", stderr(&o));
    assert!(!stderr(&o).contains("internal error"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
}

/// Standard output carries one output: `-o -` with `--abi-json -` is refused (the code was
/// dropped silently); `--abi-json -` alone prints the JSON.
#[test]
fn code_and_abi_json_cannot_both_go_to_standard_output() {
    let file = "tests/in/spec/01_axpby_columns.ir";
    let o = tinyc(&["compile", file, "-o", "-", "--abi-json", "-"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "tinyc: error: -o - and --abi-json - would both go to standard output: give one of them a file\n"
    );
    assert!(o.stdout.is_empty());
    let o = tinyc(&["compile", file, "--abi-json", "-"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("{\"kernels\":["));
}

/// `TINYC_MLIR` naming `tinyc` itself (installed beside `tinyc-mlir`, an easy slip) is an error
/// at once, not a `tinyc` that hands the command to itself forever (hunt U: libtinyc's compile
/// hung at full CPU).
#[test]
fn a_route_that_hands_the_command_back_is_refused() {
    let file = repo().join("tests/in/spec/01_axpby_columns.ir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(["compile", "--target", "ptx", &file.to_string_lossy(), "-o", "-"])
        .env("TINYC_MLIR", env!("CARGO_BIN_EXE_tinyc"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("tinyc runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let mut ended = false;
    while !ended && std::time::Instant::now() < deadline {
        ended = child.try_wait().expect("waits").is_some();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    if !ended {
        let _ = child.kill();
    }
    assert!(ended, "tinyc with TINYC_MLIR=tinyc still runs after 60 s");
    let o = child.wait_with_output().expect("output");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        format!(
            "tinyc: error: {} is not tinyc's MLIR component: it handed the command back to tinyc (does \
             $TINYC_MLIR name `tinyc` instead of `tinyc-mlir`?)\n",
            env!("CARGO_BIN_EXE_tinyc")
        )
    );
}

/// Without `tinyc-mlir`, `TINYC_DUMP` does not fail an OpenCL C compile: the MLIR stages are left
/// out with a warning, the others dumped, the code written (it exited 2 and wrote nothing).
#[test]
fn a_dump_without_the_mlir_route_leaves_out_its_stages() {
    let dir = scratch("dump-no-mlir");
    let file = repo().join("tests/in/spec/01_axpby_columns.ir");
    let o = Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(["compile", &file.to_string_lossy(), "-o", "k.cl"])
        .current_dir(&dir)
        .env("TINYC_DUMP", "d")
        .env("TINYC_MLIR", "/no/such/tinyc-mlir")
        .output()
        .expect("tinyc runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "tinyc: warning: TINYC_DUMP: stage gpu.mlir not dumped: it is made by tinyc's MLIR component, \
         /no/such/tinyc-mlir, which is not installed\n\
         tinyc: warning: TINYC_DUMP: stage abi.mlir not dumped: it is made by tinyc's MLIR component, \
         /no/such/tinyc-mlir, which is not installed\n"
    );
    assert!(read(dir.join("k.cl")).is_some_and(|c| c.contains("kernel __attribute__")));
    assert!(read(dir.join("d/01_axpby_columns.cl")).is_some());
    assert!(read(dir.join("d/01_axpby_columns.abi.json")).is_some());
    assert!(read(dir.join("d/01_axpby_columns.gpu.mlir")).is_none());
    // A dump that tinyc-mlir can make is still handed over.
    let mlir = std::path::Path::new(env!("CARGO_BIN_EXE_tinyc")).with_file_name("tinyc-mlir");
    let o = Command::new(env!("CARGO_BIN_EXE_tinyc"))
        .args(["compile", &file.to_string_lossy(), "-o", "k2.cl"])
        .current_dir(&dir)
        .env("TINYC_DUMP", "d2")
        .env("TINYC_MLIR", &mlir)
        .output()
        .expect("tinyc runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(read(dir.join("d2/01_axpby_columns.gpu.mlir")).is_some_and(|m| m.contains("gpu.module")));
}

//! PTX: every valid program goes through the NVVM route for sm_70, sm_80 and sm_90; the pip
//! `ptxas` (installed by `scripts/setup.sh`, found through `TINYC_CUDA_DIR` or `.venv`) accepts
//! it; each `.entry` parameter list equals the kernel's ABI (names, order, PTX types); the
//! `gpu.module` stages before and after the ABI pass (`--emit mlir`, `--emit mlir-abi`) are pinned
//! for every program in `tests/out/mlir/` and `tests/out/mlir-abi/`, and the PTX of a few
//! representative kernels in `tests/out/ptx/`.

use std::path::{Path, PathBuf};
use std::process::Command;

use tinyc_dialect::create_context;
use tinyc_frontend::types::Scalar;
use tinyc_frontend::{Checked, Device};
use tinyc_ptx::Stage;
use tinyc_tests::{check_file, check_golden, nvidia_lacks_subgroup, run_all, tests_dir, valid_programs};

/// The valid programs NVIDIA GPUs can run.
fn ptx_programs() -> Vec<PathBuf> {
    valid_programs().into_iter().filter(|p| !nvidia_lacks_subgroup(p)).collect()
}

fn check(path: &Path) -> Result<Checked, String> {
    check_file(path, Device::nvidia())
}

fn stem(p: &Path) -> String {
    p.file_stem().unwrap_or_default().to_string_lossy().into_owned()
}

/// The pip wheel's ptxas, if installed (through `TINYC_CUDA_DIR` or `.venv`).
pub(crate) fn ptxas() -> Option<PathBuf> {
    tinyc_ptx::find_ptxas()
}

/// Writes `ptx` to `file` and assembles it with `ptxas -v` for `arch`: its report (registers,
/// spills) where it takes the PTX, `Err` with its messages where it rejects it (or with why the
/// file or ptxas could not be used).
pub(crate) fn assemble(ptxas: &Path, file: &Path, ptx: &str, arch: &str) -> Result<String, String> {
    std::fs::write(file, ptx).map_err(|e| format!("{}: {e}", file.display()))?;
    let out = Command::new(ptxas).arg("-v").arg(format!("-arch={arch}")).arg(file).arg("-o").arg("/dev/null").output();
    let out = out.map_err(|e| format!("{}: {e}", ptxas.display()))?;
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() { Ok(text) } else { Err(text) }
}

/// (name, type) of each `.param` of the entry `kernel`.
pub(crate) fn entry_params(ptx: &str, kernel: &str) -> Option<Vec<(String, String)>> {
    let entries = tinyc_frontend::abi::ptx::entries(ptx);
    let entry = entries.into_iter().find(|e| e.name == kernel)?;
    Some(entry.params.into_iter().map(|p| (p.name.clone(), p.abi_type())).collect())
}

#[test]
fn ptx_for_every_program_and_arch_matches_the_abi_and_passes_ptxas() {
    let ptxas = ptxas();
    if ptxas.is_none() {
        eprintln!("SKIP: ptxas not found (run scripts/setup.sh); PTX checked without ptxas");
    }
    let dir = std::env::temp_dir().join(format!("tinyc-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let cases: Vec<(PathBuf, &str)> =
        ptx_programs().into_iter().flat_map(|p| ["sm_70", "sm_80", "sm_90"].map(|a| (p.clone(), a))).collect();
    run_all(cases, |(path, arch)| {
        let checked = check(path)?;
        let options = tinyc_ptx::Options { arch: arch.to_string(), ..Default::default() };
        let ptx = tinyc_ptx::compile(&checked, &options).map_err(|e| format!("{}: {e}", path.display()))?;
        for abi in checked.abis() {
            let params = entry_params(&ptx, &abi.name).ok_or(format!("{}: no .entry {}", path.display(), abi.name))?;
            let want: Vec<(String, String)> = abi
                .args
                .iter()
                .map(|a| a.name.clone())
                .zip(abi.ptx_param_types().iter().map(|t| t.to_string()))
                .collect();
            if params != want {
                return Err(format!("{} ({arch}): .entry params {params:?}, ABI {want:?}", path.display()));
            }
            let (m, n) = abi.work_group_size;
            if !ptx.contains(&format!(".reqntid {m}, {n}, 1")) {
                return Err(format!("{}: missing .reqntid {m}, {n}, 1", path.display()));
            }
        }
        if let Some(ptxas) = &ptxas {
            let file = dir.join(format!("{}.{arch}.ptx", stem(path)));
            assemble(ptxas, &file, &ptx, arch).map_err(|e| format!("ptxas {arch} rejects {}:\n{e}", path.display()))?;
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The GPU check's batched GEMMs (`tinyc_tests::ops::GPU_GEMM_SIZES`: f32 with β = 0 and f64
/// with β = 1 from the runtime's recipe, f16 and bf16 into f32) for sm_70, sm_80 and sm_90 with
/// each architecture's lowering (tensor cores from sm_80 on for all but f32, shared-memory
/// staging from 32 × 32): PTX that ptxas takes with no spills, with `mma.sync` exactly where the
/// architecture has tensor cores and the types fit them, and `ldmatrix` exactly where 16-bit
/// operands are staged (also with `Device::mma_ldmatrix` off, and f16 and f64 with
/// `Device::mma_prefetch` off, which the GPU check compares), and barriers in f64 exactly where
/// it is staged.
/// Off the tensor cores the multiply-adds are fused (`fma.rn`), and the staged SIMT GEMM (from
/// 64 × 64) reads op(B) from shared memory with vector loads.
#[test]
fn gpu_check_gemms_pass_ptxas_without_spills() {
    use tinyc_runtime::recipe::{Coefficient, SmallGemmBatched};
    let Some(ptxas) = ptxas() else {
        return tinyc_tests::note("SKIP: ptxas not found (run scripts/setup.sh); GEMM spills not checked");
    };
    let dir = std::env::temp_dir().join(format!("tinyc-gemm-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    // (type, whether the device takes ldmatrix, whether it prefetches staged blocks, whether it
    // fetches f64 blocks with cp.async)
    let types = [
        ("f32", true, true, false),
        ("f64", true, true, false),
        ("f16", true, true, false),
        ("bf16", true, true, false),
        ("f16", false, true, false),
        ("f16", true, false, false),
        ("f64", true, false, false),
        ("f64", true, true, true),
    ];
    let cases: Vec<_> = tinyc_tests::ops::GPU_GEMM_SIZES
        .iter()
        .flat_map(|&size| types.into_iter().flat_map(move |t| ["sm_70", "sm_80", "sm_90"].map(|a| (size, t, a))))
        .collect();
    run_all(cases, |&((m, n, k), (t, ldmatrix, prefetch, async_copies), arch)| {
        let name = format!(
            "{t} {m}x{n}x{k} {arch}{}{}{}",
            if ldmatrix { "" } else { " without ldmatrix" },
            if prefetch { "" } else { " without prefetch" },
            if async_copies { " with cp.async" } else { "" }
        );
        let ir = match t {
            "f32" => SmallGemmBatched::<f32>::builder(m, n, k).beta(Coefficient::Constant(0.0)).ir(),
            "f64" => SmallGemmBatched::<f64>::builder(m, n, k).beta(Coefficient::Constant(1.0)).ir(),
            h => Ok(tinyc_tests::ops::mixed_gemm(h, m, n, k)),
        }
        .map_err(|e| format!("{name}: {e}"))?;
        let device = Device {
            mma_ldmatrix: ldmatrix,
            mma_prefetch: prefetch,
            mma_async: async_copies,
            ..Device::nvidia_arch(arch)
        };
        let checked = tinyc_tests::check_text("gemm.ir", &ir, device)?;
        let options = tinyc_ptx::Options { arch: arch.to_string(), ..Default::default() };
        let ptx = tinyc_ptx::compile(&checked, &options).map_err(|e| format!("{name}: {e}"))?;
        let want_mma = t != "f32" && arch != "sm_70";
        if ptx.contains("mma.sync") != want_mma {
            return Err(format!("{name}: mma.sync in the PTX: {}, wanted {want_mma}", !want_mma));
        }
        // Staged from 32 × 32 (tinyc_kernel's STAGED_MIN).
        let want_ldmatrix = ldmatrix && want_mma && t != "f64" && m >= 32 && n >= 32;
        if ptx.contains("ldmatrix") != want_ldmatrix {
            return Err(format!("{name}: ldmatrix in the PTX: {}, wanted {want_ldmatrix}", !want_ldmatrix));
        }
        // f64 is staged (barriers between the warps) up to 64 × 64, and up to 128 × 128 with the
        // prefetch (tinyc_kernel's STAGED_F64_MAX_MN and PREFETCH_MAX_MN, measured).
        // With cp.async, f64 is staged at every size from 32 × 32 on whose blocks tile C and K (the
        // cubes do).
        let want_async = async_copies && want_mma && m >= 32 && n >= 32 && m == n && n == k;
        if ptx.contains("cp.async") != want_async {
            return Err(format!("{name}: cp.async in the PTX: {}, wanted {want_async}", !want_async));
        }
        if want_mma && t == "f64" {
            let staged = m >= 32 && n >= 32 && (want_async || m * n <= 64 * 64 || (prefetch && m * n <= 128 * 128));
            if ptx.contains("bar.sync") != staged {
                return Err(format!("{name}: bar.sync in the PTX: {}, wanted {staged}", !staged));
            }
        }
        // C is f32 but for f64.
        let c = if t == "f64" { "f64" } else { "f32" };
        if !want_mma && !ptx.contains(&format!("fma.rn.{c}")) {
            return Err(format!("{name}: no fma.rn.{c} in the SIMT GEMM"));
        }
        let want_simt_staged = !want_mma && m >= 64 && n >= 64 && (t == "f32" || t == "f64");
        let vector = if t == "f64" { "ld.shared.v2.b64" } else { "ld.shared.v4.b32" };
        if want_simt_staged && !ptx.contains(vector) {
            return Err(format!("{name}: the staged SIMT GEMM has no {vector}"));
        }
        let file = dir.join(format!("gemm-{t}-{m}x{n}x{k}-{ldmatrix}-{prefetch}-{async_copies}.{arch}.ptx"));
        let report = assemble(&ptxas, &file, &ptx, arch).map_err(|e| format!("ptxas rejects {name}:\n{e}"))?;
        if !report.contains("0 bytes spill stores") || !report.contains("0 bytes spill loads") {
            return Err(format!("{name} spills:\n{report}"));
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The GPU check's cooperative-matrix GEMM (`tinyc_tests::ops::coop_gemm` with subgroups of 32,
/// `f32`, `f16` and `f64` A and B) at its sizes: PTX that ptxas accepts for sm_70, sm_80 and
/// sm_90 with no spills, its `f16` and `f64` products on the tensor cores from sm_80 on and the
/// `f32` ones not.
#[test]
fn gpu_check_coop_gemm_passes_ptxas() {
    let ptxas = ptxas();
    if ptxas.is_none() {
        eprintln!("SKIP: ptxas not found (run scripts/setup.sh); the coop GEMM's PTX checked without ptxas");
    }
    let dir = std::env::temp_dir().join(format!("tinyc-coop-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let cases: Vec<((usize, usize, usize), &str, &str)> = tinyc_tests::ops::COOP_GEMM_SIZES
        .iter()
        .flat_map(|&size| {
            ["f32", "f16", "f64"].into_iter().flat_map(move |ab| ["sm_70", "sm_80", "sm_90"].map(|a| (size, ab, a)))
        })
        .collect();
    run_all(cases, |&((m, n, k), ab, arch)| {
        let tir = tinyc_tests::ops::coop_gemm(m, n, k, 32, ab);
        let checked = tinyc_tests::check_text("coop.ir", &tir, Device::nvidia())?;
        let options = tinyc_ptx::Options { arch: arch.to_string(), ..Default::default() };
        let ptx = tinyc_ptx::compile(&checked, &options).map_err(|e| format!("{m}x{n}x{k} {ab} {arch}: {e}"))?;
        if !ptx.contains(".entry coop") {
            return Err(format!("{m}x{n}x{k} {ab} {arch}: no .entry coop"));
        }
        let want_mma = ab != "f32" && arch != "sm_70";
        if ptx.contains("mma.sync") != want_mma {
            return Err(format!("{m}x{n}x{k} {ab} {arch}: mma.sync in the PTX: {}, wanted {want_mma}", !want_mma));
        }
        let Some(ptxas) = &ptxas else { return Ok(()) };
        let file = dir.join(format!("coop-{m}x{n}x{k}-{ab}.{arch}.ptx"));
        let report = assemble(ptxas, &file, &ptx, arch)
            .map_err(|e| format!("ptxas {arch} rejects coop {m}x{n}x{k} {ab}:\n{e}"))?;
        if !report.contains("0 bytes spill stores") {
            return Err(format!("coop {m}x{n}x{k} {ab} {arch} spills:\n{report}"));
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn gpu_module_stage_golden_files() {
    run_all(ptx_programs(), |path| {
        let text = tinyc_ptx::stage_text(&check(path)?, Stage::Gpu).map_err(|e| e.to_string())?;
        check_golden(&tests_dir().join("out/mlir").join(format!("{}.mlir", stem(path))), &text)
    });
}

/// After the ABI pass: each kernel's argument types are exactly the ABI's (pointers, `i64`,
/// widened `i8`/`i16`, scalars), no memref or group argument is left, and the module is pinned.
#[test]
fn abi_pass_stage_golden_files_and_signatures() {
    run_all(ptx_programs(), |path| {
        let checked = check(path)?;
        let kernels = tinyc_kernel::lower_module(&checked).map_err(|e| format!("{e:?}"))?;
        let text = tinyc_ptx::stage_text(&checked, Stage::Abi).map_err(|e| e.to_string())?;
        for k in &kernels {
            let expected: Vec<String> = k
                .abi
                .args
                .iter()
                .map(|a| match (a.pointer_depth, a.ty) {
                    (0, Scalar::I8 | Scalar::I16 | Scalar::I32) => "i32".to_string(),
                    (0, Scalar::I64 | Scalar::Index) => "i64".into(),
                    (0, Scalar::F32) => "f32".into(),
                    (0, Scalar::F64) => "f64".into(),
                    (0, Scalar::F16 | Scalar::BF16) => "i16".into(),
                    (0, Scalar::C32) => "vector<2xf32>".into(),
                    (0, Scalar::C64) => "vector<2xf64>".into(),
                    (0, Scalar::I1) => "i1".into(),
                    _ => "!llvm.ptr<1>".into(),
                })
                .collect();
            let head = format!("gpu.func @{}(", k.abi.name);
            let start = text.find(&head).ok_or(format!("no kernel {}", k.abi.name))? + head.len();
            let list = &text[start..start + text[start..].find(") kernel").ok_or("no signature end")?];
            let got: Vec<String> = list
                .split(", ")
                .filter(|s| !s.is_empty())
                .map(|a| a.split(": ").nth(1).unwrap_or("").to_string())
                .collect();
            if got != expected {
                return Err(format!("kernel {}: arguments {got:?}, ABI {expected:?}", k.abi.name));
            }
        }
        check_golden(&tests_dir().join("out/mlir-abi").join(format!("{}.mlir", stem(path))), &text)
    });
}

/// The pass refuses kernels it cannot give the convention, with an error instead of a crash.
#[test]
fn abi_pass_rejects_what_has_no_calling_convention_form() {
    let (context, _diagnostics) = create_context();
    // (MLIR parameter, the tensor-language type whose KernelAbi drives the pass, error)
    let cases = [
        ("%a: i1", "i1", "i1 has no calling-convention form"),
        ("%a: memref<4xf32, strided<[1], offset: ?>, 1>", "memref<f32x4>", "must have offset 0"),
        (
            "%a: memref<?xmemref<4xf32, 1>, 1>",
            "group<memref<f32x4>>",
            "must be used by one builtin.unrealized_conversion_cast",
        ),
        ("%a: vector<4xf32>", "f32", "has no calling-convention form"),
        // The ABI drives the pass: a type that disagrees with it is refused, not reinterpreted.
        ("%a: memref<4xf32, 1>", "memref<f32x?>", "the ABI lists"),
        ("%a: memref<?xf32, 1>", "memref<f32x4>", "the ABI lists"),
        ("%a: f32", "f64", "has no calling-convention form as `a`"),
        ("%a: memref<4xf32, 1>", "f32", "the ABI lists"),
    ];
    for (arg, tensor_type, message) in cases {
        let program = format!("func @k(%a: {tensor_type}) {{}}");
        let parsed = tinyc_frontend::parse::parse(&program).unwrap_or_else(|e| panic!("{program}: {e:?}"));
        let params: Vec<(&str, &tinyc_frontend::types::Type)> =
            parsed.funcs[0].params.iter().map(|p| (p.name.name.as_str(), &p.ty.node)).collect();
        let abi = tinyc_frontend::abi::KernelAbi {
            name: "k".into(),
            source_name: "k".into(),
            work_group_size: (32, 1),
            subgroup_size: 32,
            args: tinyc_frontend::abi::KernelAbi::args(&params, tinyc_frontend::abi::ModeOrder::Interleaved),
            launch: tinyc_frontend::abi::Launch::Batch,
            groups_arg: None,
        };
        let body = if arg.contains("memref<?xmemref") {
            "%p = builtin.unrealized_conversion_cast %a : memref<?xmemref<4xf32, 1>, 1> to !llvm.ptr<1>\n\
             %q = builtin.unrealized_conversion_cast %a : memref<?xmemref<4xf32, 1>, 1> to !llvm.ptr<1>\n"
        } else {
            ""
        };
        let text = format!(
            "module attributes {{gpu.container_module}} {{ gpu.module @m {{ gpu.func @k({arg}) kernel {{\n{body} gpu.return\n }} }} }}"
        );
        let module = melior::ir::Module::parse(&context, &text).unwrap_or_else(|| panic!("does not parse: {text}"));
        let err = tinyc_dialect::apply_abi(&context, &module, std::slice::from_ref(&abi), tinyc_dialect::Flavor::Nvvm)
            .expect_err(arg);
        assert!(err.message.contains(message), "{arg}: {err}");
    }
}

#[test]
fn ptx_golden_files_of_representative_kernels() {
    let picks = ["03_gemm_batched_group", "07_hadamard_sum_atomic", "12_integer_ops"];
    run_all(picks, |name| {
        let checked = check(&tests_dir().join("in/spec").join(format!("{name}.ir")))?;
        let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).map_err(|e| e.to_string())?;
        check_golden(&tests_dir().join("out/ptx").join(format!("{name}.ptx")), &ptx)
    });
}

#[test]
fn unsupported_arch_is_an_error_not_a_crash() {
    let checked = check(&tests_dir().join("in/spec/01_axpby_columns.ir")).unwrap_or_else(|e| panic!("{e}"));
    let options = tinyc_ptx::Options { arch: "sm_20".into(), ..Default::default() };
    let err = tinyc_ptx::compile(&checked, &options).expect_err("sm_20 is not supported");
    assert!(err.to_string().contains("unsupported architecture `sm_20`"), "{err}");
}

/// The kernels OpenCL devices get, with every `if` that holds a barrier split at its barriers
/// (`Device::top_level_barriers`), are valid input for the NVVM route too: a library user may
/// check a program for a generic device and compile it to PTX.
#[test]
fn kernels_split_at_barriers_compile_to_ptx() {
    let files: Vec<PathBuf> = ptx_programs()
        .into_iter()
        .filter(|p| stem(p).starts_with("if_barrier_") || stem(p) == "alloca_in_if")
        .collect();
    assert!(files.len() >= 7, "{files:?}");
    run_all(files, |path| {
        let checked = check_file(path, Device::generic())?;
        let split = tinyc_kernel::lower_module(&checked);
        let unsplit = tinyc_kernel::lower_module(&check(path)?);
        if split == unsplit {
            return Err(format!("{}: no if was split", path.display()));
        }
        tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(())
    });
}

/// `alloca` memory beyond CUDA's 48 KiB of static shared memory is dynamic shared memory, whose
/// size the PTX names for the launch (`tinyc.dynamic_shared_bytes`), up to what a block of the
/// architecture may have; beyond that it is a clear error, not PTX that ptxas rejects. 48 KiB
/// exactly stays a static array.
#[test]
fn allocas_beyond_static_shared_memory_are_dynamic_up_to_the_architecture_limit() {
    // Every alloca is live until the sums at the end, so none shares another's bytes.
    let kernel = |name: &str, allocas: usize| {
        let mut src = format!("func @{name}(%x: memref<f64x64x64>) {{\n");
        for i in 0..allocas {
            src += &format!(
                "  %a{i} = alloca -> memref<f64x64x64>\n  \
                 axpby.n 1.0, %x, 0.0, %a{i} : f64, memref<f64x64x64>, f64, memref<f64x64x64>\n"
            );
        }
        for i in 0..allocas {
            src += &format!("  axpby.n 1.0, %a{i}, 1.0, %x : f64, memref<f64x64x64>, f64, memref<f64x64x64>\n");
        }
        src + "}\n"
    };
    let compile = |src: &str, arch: &str| {
        let checked = tinyc_frontend::Frontend::default()
            .run(&tinyc_frontend::Source::new("big.ir", src.as_bytes()))
            .unwrap_or_else(|_| unreachable!("valid"));
        let options = tinyc_ptx::Options { arch: arch.into(), ..Default::default() };
        tinyc_ptx::compile(&checked, &options).map_err(|e| e.to_string())
    };
    // 96 KiB: the most sm_70 gives a block, more than sm_75's 64 KiB.
    let src = kernel("big", 3);
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let ptx = compile(&src, arch).unwrap_or_else(|e| panic!("{arch}: {e}"));
        assert!(ptx.contains("\n// tinyc.dynamic_shared_bytes big 98304\n"), "{arch}:\n{ptx}");
        assert!(ptx.contains(".extern .shared .align 64 .b8 __tinyc_stack_big[];"), "{arch}:\n{ptx}");
        let entries = tinyc_frontend::abi::ptx::entries(&ptx);
        assert_eq!(entries.iter().map(|e| e.dynamic_shared_bytes).collect::<Vec<_>>(), [98304]);
        if let Some(ptxas) = ptxas() {
            let file = std::env::temp_dir().join(format!("tinyc-dynamic-shared-{}-{arch}.ptx", std::process::id()));
            let assembled = assemble(&ptxas, &file, &ptx, arch);
            let _ = std::fs::remove_file(&file);
            assembled.unwrap_or_else(|e| panic!("{arch}: ptxas rejects the PTX:\n{e}"));
        }
    }
    assert_eq!(
        compile(&src, "sm_75").err().as_deref(),
        Some(
            "kernel `big` needs 98304 bytes of work-group memory (its allocas, and the buffers of cooperative-matrix \
             and subgroup exchanges and of staged GEMMs), but a PTX kernel for sm_75 may have at most 65536 bytes of \
             shared memory (49152 static, more as dynamic shared memory up to the architecture's limit per block)"
        )
    );
    // 256 KiB: more than any architecture's 227 KiB.
    let e = compile(&kernel("huge", 8), "sm_90").err().unwrap_or_default();
    assert!(e.contains("needs 262144 bytes") && e.contains("for sm_90 may have at most 232448 bytes"), "{e}");
    // 48 KiB (32 + 16): static, as every smaller stack.
    let src = "func @fits(%x: memref<f64x64x64>, %y: memref<f64x64x32>) {\n  %a = alloca -> memref<f64x64x64>\n  \
               %b = alloca -> memref<f64x64x32>\n  \
               axpby.n 1.0, %x, 0.0, %a : f64, memref<f64x64x64>, f64, memref<f64x64x64>\n  \
               axpby.n 1.0, %y, 0.0, %b : f64, memref<f64x64x32>, f64, memref<f64x64x32>\n  \
               axpby.n 1.0, %a, 0.0, %x : f64, memref<f64x64x64>, f64, memref<f64x64x64>\n  \
               axpby.n 1.0, %b, 0.0, %y : f64, memref<f64x64x32>, f64, memref<f64x64x32>\n}\n";
    let ptx = compile(src, "sm_80").unwrap_or_else(|e| panic!("{e}"));
    assert!(ptx.contains(".shared .align 64 .b8 __tinyc_stack_fits[49152];"), "{ptx}");
    assert!(!ptx.contains("tinyc.dynamic_shared_bytes"), "{ptx}");
}

/// Minimum, maximum and absolute value of floats need no CUDA toolkit: scalar `min`/`max`/`abs`,
/// a cooperative-matrix row maximum and column minimum, and `f16`/`f64` atomic maxima compile to
/// PTX with no toolkit given (convert-gpu-to-nvvm would turn `arith.maxnumf` and `math.absf`
/// into libdevice calls, `__nv_fmaxf` and `__nv_fabsf`); the PTX uses PTX's own instructions.
#[test]
fn min_max_and_abs_need_no_libdevice() {
    let src = "func @k(%A: memref<f32x32x8>, %R: memref<f32x32x1>, %S: memref<f32x1x8>, %X: memref<f32x4>, \
               %H: memref<f16x4>, %D: memref<f64x4>) attributes{subgroup_size=32, work_group_size=[32,1]} {\n  \
               parallel {\n    %c0 = constant 0 : index\n    %c1 = constant 1 : index\n    \
               %a = cooperative_matrix_load %A[%c0, %c0] : coopmatrix<f32x32x8,matrix_acc>\n    \
               %r = cooperative_matrix_reduce_max.row %a : coopmatrix<f32x32x1,matrix_acc>\n    \
               cooperative_matrix_store %r, %R[%c0, %c0]\n    \
               %s = cooperative_matrix_reduce_min.column %a : coopmatrix<f32x1x8,matrix_acc>\n    \
               cooperative_matrix_store %s, %S[%c0, %c0]\n    \
               %x = load %X[%c0] : f32\n    %y = load %X[%c1] : f32\n    %m = max %x, %y : f32\n    \
               %n = min %x, %m : f32\n    %b = abs %n : f32\n    store %b, %X[%c0]\n    \
               %h = constant 1.5 : f16\n    %ho = atomic_max %h, %H[%c0] : f16\n    \
               %d = constant 2.5 : f64\n    %da = abs %d : f64\n    %do = atomic_max %da, %D[%c0] : f64\n  }\n}\n";
    let checked = tinyc_frontend::Frontend::new(Device::nvidia())
        .run(&tinyc_frontend::Source::new("minmax.ir", src.as_bytes()))
        .unwrap_or_else(|d| panic!("{d:?}"));
    let options = tinyc_ptx::Options { toolkit: None, ..Default::default() };
    let ptx = tinyc_ptx::compile(&checked, &options).unwrap_or_else(|e| panic!("{e}"));
    assert!(!ptx.contains("__nv_"), "a libdevice call:\n{ptx}");
    assert!(ptx.contains("max.f32") && ptx.contains("min.f32") && ptx.contains("abs.f32"), "{ptx}");
}

/// Kernel parameter space: up to 4352 bytes in the PTX ISA LLVM picks; beyond, PTX ISA 8.1,
/// which lifts the limit to 32764 bytes (ptxas refused such kernels before); beyond that a clear
/// error that is no internal one. A `memref<f32x?x?x?>` takes 48 bytes (a pointer, three sizes,
/// two strides): 90 of them 4320 bytes, 91 4368, 682 32736, 683 32784.
#[test]
fn kernel_parameter_space_beyond_4_kib_takes_ptx_8_1() {
    let kernel = |count: usize| {
        let params = (0..count).map(|i| format!("%a{i}: memref<f32x?x?x?>")).collect::<Vec<_>>().join(", ");
        format!("func @k({params}) {{\n}}\n")
    };
    let ptxas = ptxas();
    let dir = std::env::temp_dir().join(format!("tinyc-param-space-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    for (count, version) in [(90, ".version 7.0"), (91, ".version 8.1"), (682, ".version 8.1")] {
        let checked =
            tinyc_tests::check_text("k.ir", &kernel(count), Device::nvidia()).unwrap_or_else(|e| panic!("{e}"));
        let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).unwrap_or_else(|e| panic!("{e}"));
        assert!(ptx.contains(version), "{count} memrefs: no {version}");
        if let Some(ptxas) = &ptxas {
            let file = dir.join(format!("k{count}.ptx"));
            assemble(ptxas, &file, &ptx, "sm_80").unwrap_or_else(|e| panic!("ptxas rejects {count} memrefs:\n{e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let checked = tinyc_tests::check_text("k.ir", &kernel(683), Device::nvidia()).unwrap_or_else(|e| panic!("{e}"));
    match tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()) {
        Err(e @ tinyc_ptx::Error::ParameterSpace { .. }) => {
            assert!(!e.is_internal());
            assert!(e.limit().is_some_and(|d| d.code == tinyc_frontend::diagnostic::Code::E41 && !d.is_internal()));
            assert_eq!(
                e.to_string(),
                "kernel `k` takes 32784 bytes of arguments (its parameters in the calling convention), but a PTX \
                 kernel may take at most 32764 bytes"
            );
        }
        other => panic!("expected the parameter space error: {other:?}"),
    }
    // 8- and 16-bit integers take 4 bytes each (LLVM passes them as `.s32`): one memref (16
    // bytes) and n of them take 16 + 4n.
    let narrow = |count: usize| {
        let params = (0..count).map(|i| format!(", %c{i}: {}", ["i8", "i16"][i % 2])).collect::<String>();
        format!("func @k(%X: memref<i8x?>{params}) {{\n}}\n")
    };
    let dir = std::env::temp_dir().join(format!("tinyc-param-space-narrow-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    for (count, version) in [(1084, ".version 7.0"), (1085, ".version 8.1"), (8187, ".version 8.1")] {
        let checked =
            tinyc_tests::check_text("k.ir", &narrow(count), Device::nvidia()).unwrap_or_else(|e| panic!("{e}"));
        let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).unwrap_or_else(|e| panic!("{e}"));
        assert!(ptx.contains(version), "{count} narrow integers: no {version}");
        if let Some(ptxas) = &ptxas {
            let file = dir.join(format!("n{count}.ptx"));
            assemble(ptxas, &file, &ptx, "sm_80")
                .unwrap_or_else(|e| panic!("ptxas rejects {count} narrow integers:\n{e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let checked = tinyc_tests::check_text("k.ir", &narrow(8188), Device::nvidia()).unwrap_or_else(|e| panic!("{e}"));
    match tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()) {
        Err(e @ tinyc_ptx::Error::ParameterSpace { .. }) => assert_eq!(
            e.to_string(),
            "kernel `k` takes 32768 bytes of arguments (its parameters in the calling convention), but a PTX \
             kernel may take at most 32764 bytes"
        ),
        other => panic!("expected the parameter space error: {other:?}"),
    }
}

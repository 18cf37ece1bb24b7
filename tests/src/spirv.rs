//! SPIR-V: every valid program goes through the MLIR route to a SPIR-V module that `spirv-val`
//! (Debian's `spirv-tools`, installed by `scripts/setup.sh`) accepts, whose entry points have the
//! ABI's names, parameter names and types and `LocalSize`, and which requires no subgroup size
//! unless asked to (Intel devices, with the OpenCL C backend's rule). The modules run on Intel's
//! OpenCL CPU runtime in `execution.rs` and `fuzz_diff.rs`.

use std::path::Path;
use std::process::Command;

use tinyc_frontend::{Checked, Device};
use tinyc_spirv::binary;
use tinyc_tests::{check_file, run_all, valid_programs};

/// Whether `spirv-val` is installed (a SKIP line once when it is not).
pub(crate) fn spirv_val_available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(|| {
        let ok = Command::new("spirv-val").arg("--version").output().is_ok_and(|o| o.status.success());
        if !ok {
            tinyc_tests::note(
                "SKIP: spirv-val not installed (scripts/setup.sh installs spirv-tools); SPIR-V not validated",
            );
        }
        ok
    })
}

/// Runs `spirv-val` on a module (nothing when it is not installed).
pub(crate) fn spirv_val(module: &[u8], name: &str) -> Result<(), String> {
    if !spirv_val_available() {
        return Ok(());
    }
    let dir = std::env::temp_dir().join(format!("tinyc-spirv-val-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    let file = dir.join(format!("{safe}.spv"));
    std::fs::write(&file, module).map_err(|e| e.to_string())?;
    let out = Command::new("spirv-val").arg(&file).output().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val rejects the SPIR-V of {name}:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn spirv(checked: &Checked, intel: bool) -> Result<Vec<u8>, String> {
    let options = tinyc_spirv::Options { intel_subgroup_size: intel, ..Default::default() };
    tinyc_spirv::compile(checked, &options, tinyc_spirv::Form::Binary).map_err(|e| e.to_string())
}

/// The module of `tinyc compile --target spirv -O0`, where LLVM keeps every stack slot.
fn spirv_unoptimised(checked: &Checked) -> Result<Vec<u8>, String> {
    let options = tinyc_spirv::Options { opt_level: 0, ..Default::default() };
    tinyc_spirv::compile(checked, &options, tinyc_spirv::Form::Binary).map_err(|e| e.to_string())
}

fn name(path: &Path) -> String {
    path.file_name().unwrap_or_default().to_string_lossy().into_owned()
}

#[test]
fn spirv_for_every_program_validates_and_matches_the_abi() {
    let programs = valid_programs();
    let n = run_all(programs, |path| {
        for device in [Device::generic(), Device { vector_gemm: false, ..Device::cpu() }] {
            let gpu = device.kind == tinyc_frontend::check::DeviceKind::Gpu;
            let checked = check_file(path, device)?;
            let module = spirv(&checked, false).map_err(|e| format!("{}: {e}", path.display()))?;
            spirv_val(&module, &name(path))?;
            if gpu {
                // Unoptimised too: variables assigned in branches keep their slots (which were
                // CrossWorkgroup variables, invalid SPIR-V).
                let o0 = spirv_unoptimised(&checked).map_err(|e| format!("{} at -O0: {e}", path.display()))?;
                spirv_val(&o0, &format!("{} at -O0", name(path)))?;
            }
            let module = binary::parse(&module)?;
            let version = module.header.as_ref().map(|h| h.version());
            assert_eq!(version, Some((1, 2)), "{}: SPIR-V version", path.display());
            // Portable: no kernel requires a subgroup size, and no capability for one is left.
            let sizes = binary::subgroup_sizes(&module);
            if !sizes.is_empty() {
                return Err(format!("{}: portable SPIR-V requires subgroup sizes {sizes:?}", path.display()));
            }
            let entries = binary::entry_points(&module);
            let params = binary::kernel_params(&module)?;
            let names = binary::names(&module);
            for abi in checked.abis() {
                if !entries.iter().any(|e| e.name == abi.name) {
                    return Err(format!("{}: no entry point {}", path.display(), abi.name));
                }
                let (_, types) = params.iter().find(|(n, _)| *n == abi.name).ok_or("no parameters")?;
                if types.len() != abi.args.len() {
                    return Err(format!("{}: {} parameters, ABI {}", path.display(), types.len(), abi.args.len()));
                }
                for a in &abi.args {
                    if !names.iter().any(|(_, n)| *n == a.name) {
                        return Err(format!("{}: no OpName {}", path.display(), a.name));
                    }
                }
                let (m, n) = abi.work_group_size;
                let local = binary::local_size(&module, &abi.name);
                if local != Some([m as u32, n as u32, 1]) {
                    return Err(format!("{}: LocalSize {local:?}, want {m} {n} 1", path.display()));
                }
            }
        }
        Ok(())
    });
    assert!(n >= 50, "only {n} programs");
}

/// With the Intel option, a kernel whose first work-group mode is not a multiple of 16 requires
/// its subgroup size (as the OpenCL C backend's `intel_reqd_sub_group_size`), the others none.
#[test]
fn intel_devices_get_the_subgroup_size_where_opencl_c_asks_for_it() {
    let src = "func @eight(%A: memref<f32x8>) work_group_size(8, 1) subgroup_size(8) {\n  \
               axpby.n 2.0, %A, 0.0, %A : f32, memref<f32x8>, f32, memref<f32x8>\n}\n\
               func @wide(%A: memref<f32x64>) work_group_size(64, 1) subgroup_size(32) {\n  \
               axpby.n 2.0, %A, 0.0, %A : f32, memref<f32x64>, f32, memref<f32x64>\n}\n";
    let checked = tinyc_tests::check_text("k.ir", src, Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    let intel = spirv(&checked, true).unwrap_or_else(|e| panic!("{e}"));
    spirv_val(&intel, "intel").unwrap_or_else(|e| panic!("{e}"));
    let module = binary::parse(&intel).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(binary::subgroup_sizes(&module), vec![("eight".to_string(), 8)]);
    let portable = spirv(&checked, false).unwrap_or_else(|e| panic!("{e}"));
    let module = binary::parse(&portable).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(binary::subgroup_sizes(&module), vec![]);
    // The assembly says the same.
    let options = tinyc_spirv::Options { intel_subgroup_size: true, ..Default::default() };
    let asm = tinyc_spirv::compile(&checked, &options, tinyc_spirv::Form::Assembly).unwrap_or_else(|e| panic!("{e}"));
    let asm = String::from_utf8_lossy(&asm);
    assert_eq!(asm.matches("SubgroupSize").count(), 1, "{asm}");
    assert!(asm.contains("SubgroupSize 8"), "{asm}");
    assert!(asm.contains("OpName") && asm.contains("\"A\""), "{asm}");
}

/// The group id is the work-group id z on this route (OpenCL's launch), x on the NVVM route.
#[test]
fn the_group_id_follows_each_routes_launch_rule() {
    let src = "func @k(%A: memref<index x ?>) {\n  %g = group_id\n  store %g, %A[%g] : memref<index x ?>\n}\n";
    let checked = tinyc_tests::check_text("k.ir", src, Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    let spirv = tinyc_spirv::stage_text(&checked, tinyc_dialect::Stage::Gpu).unwrap_or_else(|e| panic!("{e}"));
    assert!(spirv.contains("gpu.block_id  z") && !spirv.contains("gpu.block_id  x"), "{spirv}");
    assert!(spirv.contains("known_block_size = array<i32: 32, 1, 1>"), "{spirv}");
    let nvvm = tinyc_ptx::stage_text(&checked, tinyc_dialect::Stage::Gpu).unwrap_or_else(|e| panic!("{e}"));
    assert!(nvvm.contains("gpu.block_id  x") && nvvm.contains("nvvm.reqntid"), "{nvvm}");
}

/// For a device with hardware subgroups, kernels that use subgroup operations shuffle within
/// the subgroup (`GroupNonUniformShuffle*`, so the module is SPIR-V 1.3) and require their
/// subgroup size; `spirv-val` accepts them. The results are checked on Intel's runtime
/// (`execution.rs`: every program with the GPU description, which takes this path).
#[test]
fn subgroup_operations_shuffle_in_spirv_1_3_for_devices_with_subgroups() {
    let path = tinyc_tests::tests_dir().join("in/run/v04_divergent_subgroups.ir");
    let device = Device { hardware_subgroups: true, ..Device::generic() };
    let checked = check_file(&path, device).unwrap_or_else(|e| panic!("{e}"));
    let module = spirv(&checked, false).unwrap_or_else(|e| panic!("{e}"));
    spirv_val(&module, "v04_divergent_subgroups (hardware subgroups)").unwrap_or_else(|e| panic!("{e}"));
    let parsed = binary::parse(&module).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.header.as_ref().map(|h| h.version()), Some((1, 3)));
    assert_eq!(binary::subgroup_sizes(&parsed), vec![("divergent".to_string(), 16)]);
    let asm = binary::assembly(&parsed);
    for op in ["OpGroupNonUniformShuffleXor", "OpGroupNonUniformShuffleUp", "OpGroupNonUniformShuffle "] {
        assert!(asm.contains(op), "no {op}");
    }
    // Without hardware subgroups: SPIR-V 1.2, no shuffles.
    let portable = check_file(&path, Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    let module =
        binary::parse(&spirv(&portable, false).unwrap_or_else(|e| panic!("{e}"))).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(module.header.as_ref().map(|h| h.version()), Some((1, 2)));
    assert!(!binary::assembly(&module).contains("Shuffle"));
}

/// SPIR-V functions take at most 255 parameters: a kernel of 63 `memref<f32x?x?>` (four
/// arguments each: a pointer, two sizes, a stride) and three scalars (255 arguments) gives a
/// module that spirv-val accepts, one of 64 such memrefs (256) a clear error that is no internal
/// one (it was an invalid module: `OpTypeFunction` of 256 parameters).
#[test]
fn kernels_beyond_spirvs_parameter_limit_are_refused_clearly() {
    let kernel = |count: usize, scalars: &str| {
        let params = (0..count).map(|i| format!("%a{i}: memref<f32x?x?>")).collect::<Vec<_>>().join(", ");
        format!("func @k({params}{scalars}) {{\n}}\n")
    };
    let fits = tinyc_tests::check_text("fits.ir", &kernel(63, ", %x: f32, %y: f32, %z: i32"), Device::generic())
        .unwrap_or_else(|e| panic!("{e}"));
    let module = spirv(&fits, false).unwrap_or_else(|e| panic!("{e}"));
    spirv_val(&module, "fits").unwrap_or_else(|e| panic!("{e}"));
    let over = tinyc_tests::check_text("over.ir", &kernel(64, ""), Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    match tinyc_spirv::compile(&over, &tinyc_spirv::Options::default(), tinyc_spirv::Form::Binary) {
        Err(tinyc_spirv::Error::Limit(d)) => {
            assert_eq!(d.code, tinyc_frontend::diagnostic::Code::E41);
            assert!(!d.is_internal());
            assert_eq!(
                d.message,
                "kernel `k` takes 256 arguments (its parameters in the calling convention), but a SPIR-V \
                 function may take at most 255"
            );
            // At the kernel's name: `@k`.
            assert_eq!((d.span.start, d.span.end), (5, 7), "{d:?}");
        }
        other => panic!("expected the parameter limit: {other:?}"),
    }
}

#[test]
fn work_group_stacks_beyond_spirvs_array_length_are_refused_clearly() {
    // 4 GiB of `alloca` passes the front end (E40 is about the index type); SPIR-V's stack array
    // takes a 32-bit length.
    let text = |elems: u64| {
        format!(
            "func @big(%X: memref<f32x?>) {{\n  %t = alloca -> memref<f32x{elems}>\n  foreach %i = 0, 16 {{\n    \
             %v = load %X[%i] : memref<f32x?>\n    store %v, %t[%i] : memref<f32x{elems}>\n  }}\n}}\n"
        )
    };
    let over = tinyc_tests::check_text("over.ir", &text(1 << 30), Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    match tinyc_spirv::compile(&over, &tinyc_spirv::Options::default(), tinyc_spirv::Form::Binary) {
        Err(tinyc_spirv::Error::Limit(d)) => {
            assert_eq!(d.code, tinyc_frontend::diagnostic::Code::E41);
            assert_eq!(
                d.message,
                "kernel `big` needs 4294967296 bytes of local memory for its `alloca`s, but tinyc's SPIR-V \
                 declares at most 4294967295 (and no device has that much)"
            );
        }
        other => panic!("expected the local-memory limit: {other:?}"),
    }
    let fits = tinyc_tests::check_text("fits.ir", &text(1 << 20), Device::generic()).unwrap_or_else(|e| panic!("{e}"));
    let module = spirv(&fits, false).unwrap_or_else(|e| panic!("{e}"));
    spirv_val(&module, "fits").unwrap_or_else(|e| panic!("{e}"));
}

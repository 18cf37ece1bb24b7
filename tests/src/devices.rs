//! What the runtime picks on each OpenCL implementation present (each in a child process that
//! sees only it): the device description the front end checks against, the work-group size of a
//! GEMM, whether kernels require Intel's subgroup size, and the workarounds kept for PoCL.
//! `docs/performance.md` records the same table and the GEMM timings behind the subgroup choice.

use tinyc_frontend::DeviceKind;
use tinyc_runtime::{Context, Program};
use tinyc_tests::impls::{Impl, run_test_in_child};

/// A batched GEMM of N×N matrices: `gemm.n.n`, which CPU devices compute with explicit vectors.
fn gemm(n: usize) -> String {
    gemm_op(n, "n")
}

/// A batched `gemm.{op}.n` of N×N matrices: with `t`, K = 640 and A stored K×N, so that op(A)
/// (40 KiB and more) is not copied transposed for CPU devices' vectors: work-item tiles on every
/// device (`tinyc_frontend::device::cpu_vector_gemm_transposed`).
fn gemm_op(n: usize, op: &str) -> String {
    let k = if op == "t" { 640 } else { n };
    let (a0, a1) = if op == "t" { (k, n) } else { (n, k) };
    format!(
        "func @gemm(%A: memref<f32x{a0}x{a1}x?>, %B: memref<f32x{k}x{n}x?>, %C: memref<f32x{n}x{n}x?>) {{
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x{a0}x{a1}x?>
  %b = subview %B[:, :, %g] : memref<f32x{k}x{n}x?>
  %c = subview %C[:, :, %g] : memref<f32x{n}x{n}x?>
  gemm.{op}.n 1.0, %a, %b, 0.0, %c : f32, memref<f32x{a0}x{a1}>, memref<f32x{k}x{n}>, f32, memref<f32x{n}x{n}>
}}"
    )
}

#[test]
#[ignore = "run in a child process by the per-implementation tests below"]
fn child_reports_what_the_runtime_picks() {
    let imp = Impl::current().unwrap_or_else(|| panic!("run by the per-implementation tests"));
    let ctx = Context::new().unwrap_or_else(|e| panic!("{e}"));
    let device = ctx.frontend_device();
    let program = Program::from_ir(&ctx, "gemm.ir", &gemm_op(16, "t")).unwrap_or_else(|e| panic!("{e}"));
    let abi = &program.signatures()[0].abi;
    let intel_attr = program.source().contains("intel_reqd_sub_group_size");
    // A work-group 16 wide: Intel's default vector width fits, no attribute.
    let wide = Program::from_ir(&ctx, "gemm32.ir", &gemm_op(32, "t")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(wide.signatures()[0].abi.work_group_size, (16, 2));
    assert!(!wide.source().contains("intel_reqd_sub_group_size"));
    // `gemm.n.n` takes the explicit-vector GEMM on every CPU device: one subgroup of 8, vectors
    // per work-item, and never the attribute (it would vectorise the vectors once more).
    // Oclgrind's interpreter cannot run OpenCL C 2.0's `vloadN`: work-item tiles there.
    let vector = Program::from_ir(&ctx, "gemm16n.ir", &gemm(16)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(device.vector_gemm, imp != Impl::Oclgrind);
    if device.vector_gemm {
        assert_eq!(vector.signatures()[0].abi.work_group_size, (8, 1));
        assert!(vector.source().contains("vload16("), "{}", vector.source());
        assert!(!vector.source().contains("intel_reqd_sub_group_size"), "{}", vector.source());
    } else {
        assert_eq!(vector.signatures()[0].abi.work_group_size, (8, 2));
        assert!(!vector.source().contains("vload"), "{}", vector.source());
    }
    // A group parameter needs SVM: without it (oclgrind) the program is refused as such, not as
    // a build whose log names a pointer-to-pointer argument (hunt U).
    let group = "func @g(%A: group<memref<f32x4>>) {\n}\n";
    match Program::from_ir(&ctx, "group.ir", group) {
        Ok(_) => assert!(ctx.supports_svm()),
        Err(e) => {
            assert!(!ctx.supports_svm(), "{e}");
            assert!(matches!(e, tinyc_runtime::Error::GroupsNeedSvm { .. }), "{e}");
            assert!(e.to_string().contains("a group needs coarse-grained shared virtual memory"), "{e}");
        }
    }
    tinyc_tests::note(&format!(
        "device-report: {}: `{}`, {:?} heuristic, subgroup {} (of {:?}), work-groups up to {}, svm {}, {}, \
         16x16x640 gemm.t.n work-group {:?} subgroup {}, intel_reqd_sub_group_size {}, barriers kept out of ifs {}, \
         correctly rounded f32 division `{}`",
        imp.name(),
        ctx.device_name(),
        device.kind,
        device.default_subgroup_size,
        device.subgroup_sizes,
        device.max_work_group_size,
        ctx.supports_svm(),
        ctx.cl_std_option(),
        abi.work_group_size,
        abi.subgroup_size,
        intel_attr,
        device.top_level_barriers,
        ctx.fp32_division_option()
    ));
    // Programs are built for IEEE f32 division where the device offers it (PoCL says it does;
    // Intel's CPU runtime and oclgrind do not, and divide exactly anyway).
    assert_eq!(program.options().contains("-cl-fp32-correctly-rounded-divide-sqrt"), imp == Impl::Pocl);
    // Every implementation here is a CPU device: the CPU heuristic and subgroups of 8; PoCL's
    // barrier workaround on PoCL only.
    assert_eq!(device.kind, DeviceKind::Cpu);
    assert_eq!(device.default_subgroup_size, 8);
    assert_eq!(abi.work_group_size, (8, 2));
    assert_eq!(device.top_level_barriers, imp == Impl::Pocl);
    match imp {
        // Intel's runtime has cl_intel_required_subgroup_size and SVM.
        Impl::Intel => {
            assert!(ctx.supports_intel_subgroup_size() && intel_attr, "{}", program.source());
            assert!(program.source().contains("intel_reqd_sub_group_size(8)"));
            assert!(ctx.supports_svm());
        }
        Impl::Pocl => {
            assert!(!ctx.supports_intel_subgroup_size() && !intel_attr);
            assert!(ctx.supports_svm());
        }
        // Oclgrind 21.10: OpenCL 1.2, no SVM, no Intel subgroups.
        Impl::Oclgrind => {
            assert!(!ctx.supports_intel_subgroup_size() && !intel_attr);
            assert!(!ctx.supports_svm());
        }
    }
}

fn report(imp: Impl) {
    if let Err(why) = imp.library() {
        tinyc_tests::note(&format!("SKIP: {why}; device choices not checked on {}", imp.name()));
        return;
    }
    let out = run_test_in_child(imp, "devices::child_reports_what_the_runtime_picks", &[]);
    for l in out.lines().filter(|l| l.starts_with("device-report")) {
        tinyc_tests::note(l);
    }
}

#[test]
fn what_the_runtime_picks_on_pocl() {
    report(Impl::Pocl);
}

#[test]
fn what_the_runtime_picks_on_intels_opencl_cpu_runtime() {
    report(Impl::Intel);
}

#[test]
fn what_the_runtime_picks_on_oclgrind() {
    report(Impl::Oclgrind);
}

/// The writer's option: the attribute carries the kernel's subgroup size, only when asked and
/// only for work-groups whose first mode is not a multiple of 16.
#[test]
fn intel_subgroup_size_is_emitted_only_when_asked() {
    let src = gemm_op(24, "t").replace(") {", ") work_group_size(24, 2) subgroup_size(8) {");
    let checked =
        tinyc_tests::check_text("gemm.ir", &src, tinyc_frontend::Device::cpu()).unwrap_or_else(|e| panic!("{e}"));
    let plain = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!plain.contains("intel_reqd_sub_group_size"));
    let options = tinyc_opencl::Options { intel_subgroup_size: true, ..Default::default() };
    let intel = tinyc_opencl::compile_with(&checked, &options).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(intel.contains(
        "kernel __attribute__((reqd_work_group_size(24, 2, 1))) __attribute__((intel_reqd_sub_group_size(8)))"
    ));
    // Not where the first mode is a multiple of 16 (it measured slower there).
    let src = gemm_op(32, "t").replace(") {", ") work_group_size(32, 2) subgroup_size(16) {");
    let checked =
        tinyc_tests::check_text("gemm.ir", &src, tinyc_frontend::Device::cpu()).unwrap_or_else(|e| panic!("{e}"));
    let intel = tinyc_opencl::compile_with(&checked, &options).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!intel.contains("intel_reqd_sub_group_size"));
    // Nor on a kernel with explicit vectors, whatever its work-group.
    let src = gemm(24).replace(") {", ") work_group_size(24, 2) subgroup_size(8) {");
    let checked =
        tinyc_tests::check_text("gemm.ir", &src, tinyc_frontend::Device::cpu()).unwrap_or_else(|e| panic!("{e}"));
    let intel = tinyc_opencl::compile_with(&checked, &options).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(intel.contains("vload16(") && !intel.contains("intel_reqd_sub_group_size"), "{intel}");
}

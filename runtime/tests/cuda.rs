//! The CUDA runtime (feature `cuda`): hand-written PTX kernels (`data/kernels.ptx`) that follow
//! the calling convention, launched with checked arguments.
//!
//! Without a CUDA driver or GPU the launch tests print `SKIP: no CUDA driver (…)` and pass; the
//! tests that need no device still run: `Context::new` returns an error instead of aborting, the
//! test PTX matches its signatures (and assembles, where `ptxas` is on the `PATH`), and the PTX
//! backend's golden files follow the ABI. On Linux with a C compiler,
//! `launch_tests_against_a_fake_driver` also reruns this whole file against `data/fake_libcuda.c`,
//! a fake `libcuda.so` that runs the five kernels as C on host memory: that checks the host side
//! of every launch (argument encoding, group arrays, geometry, copies) without a GPU.

#![cfg(feature = "cuda")]
#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;
use std::path::Path;
use std::sync::OnceLock;

use tinyc_frontend::types::Scalar;
use tinyc_frontend::{Frontend, Source};
use tinyc_runtime::cuda::{self, Arg, Context, ExternalBuffer, GroupArg, Kernel, MemrefArg, Program};
use tinyc_runtime::{Error, KernelSignature};

#[path = "common/fake_cuda.rs"]
mod fake_cuda;

/// The tensor-language signatures of the kernels in `data/kernels.ptx` (bodies empty: only the
/// parameters matter here).
const TIR: &str = "
func @axpy(%alpha: f32, %a: memref<f32x?>, %b: memref<f32x?>) work_group_size(32, 1) {}
func @scalars(%c: i8, %s: i16, %i: i32, %l: i64, %x: index, %f: f32, %d: f64, %out: memref<f64x7>) work_group_size(32, 1) {}
func @gsum(%A: group<memref<f32x?x2, strided<1,?>>, offset: ?>, %y: memref<f32x?>) work_group_size(32, 1) {}
func @geometry(%out: memref<i32x4x?>) work_group_size(64, 2) {}
func @big_stack(%out: memref<i32x?>) work_group_size(32, 1) {}
";

const PTX: &str = include_str!("data/kernels.ptx");

struct Fixture {
    ctx: Context,
    program: Program,
}

/// Prints past the test harness's capture, so that skips are visible in `cargo test` output.
fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

fn signatures_of(name: &str, tir: &str) -> Vec<KernelSignature> {
    let checked = Frontend::default()
        .run(&Source::new(name, tir.as_bytes()))
        .unwrap_or_else(|d| panic!("{name} does not check: {d:?}"));
    KernelSignature::from_checked(&checked)
}

fn signatures() -> Vec<KernelSignature> {
    signatures_of("signatures.ir", TIR)
}

fn fixture() -> Option<&'static Fixture> {
    static FIXTURE: OnceLock<Option<Fixture>> = OnceLock::new();
    FIXTURE
        .get_or_init(|| match Context::new(0) {
            Ok(ctx) => {
                let program = Program::from_ptx(&ctx, PTX, signatures())
                    .unwrap_or_else(|e| panic!("loading the test PTX failed: {e}"));
                note(&format!(
                    "CUDA device: {} (compute capability {:?}, driver {})",
                    ctx.device_name(),
                    ctx.compute_capability(),
                    ctx.driver_version()
                ));
                Some(Fixture { ctx, program })
            }
            Err(e) => {
                note(&format!("SKIP: no CUDA driver ({})", why(&e)));
                None
            }
        })
        .as_ref()
}

/// Why there is no device, for `SKIP` lines.
fn why(e: &Error) -> String {
    match e {
        Error::NoCuda { detail } => detail.clone(),
        e => e.to_string(),
    }
}

macro_rules! setup {
    () => {
        match fixture() {
            Some(f) => f,
            None => {
                note("SKIP: no CUDA driver");
                return;
            }
        }
    };
}

fn kernel(f: &Fixture, name: &str) -> Kernel {
    f.program.kernel(name).unwrap_or_else(|e| panic!("{e}"))
}

fn close(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 1e-5 * (1.0 + y.abs()))
}

// ---------------------------------------------------------------------------------------------
// Without a device

#[test]
fn context_new_returns_an_error_instead_of_aborting() {
    match Context::new(0) {
        Ok(ctx) => note(&format!("CUDA device 0: {}", ctx.device_name())),
        Err(e) => {
            assert!(matches!(e, Error::NoCuda { .. } | Error::NoCudaDevice { ordinal: 0, .. }), "{e:?}");
            assert!(e.to_string().starts_with("no CUDA"), "{e}");
            note(&format!("SKIP: no CUDA driver ({})", why(&e)));
        }
    }
    // An ordinal past every device is an error with or without a driver.
    let e = Context::new(1 << 20).err().unwrap_or_else(|| panic!("device 2^20 should not exist"));
    assert!(matches!(e, Error::NoCuda { .. } | Error::NoCudaDevice { ordinal: 1048576, .. }), "{e:?}");
    match Context::device_count() {
        Ok(count) => assert!(cuda::driver_available() || count == 0),
        Err(e) => {
            assert!(matches!(e, Error::NoCuda { .. }), "{e:?}");
            assert!(!cuda::driver_available());
        }
    }
}

#[test]
fn the_test_ptx_follows_the_abi_of_its_signatures() {
    cuda::check_ptx(PTX, &signatures()).unwrap_or_else(|e| panic!("{e}"));
    // A signature that does not match its entry is caught without a device.
    let wrong = signatures_of(
        "wrong.ir",
        "func @axpy(%alpha: f64, %a: memref<f32x?>, %b: memref<f32x?>) work_group_size(32, 1) {}",
    );
    let e = cuda::check_ptx(PTX, &wrong).err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(
        e,
        "kernel `axpy`: inconsistent signature: PTX parameter 0 (`alpha`) is .f32 but the ABI argument `alpha` needs .f64"
    );
}

/// `ptxas` from `TINYC_CUDA_DIR` or the `PATH`, if there is one.
fn ptxas() -> Option<std::path::PathBuf> {
    let own = std::env::var_os("TINYC_CUDA_DIR").map(|d| Path::new(&d).join("bin/ptxas"));
    own.filter(|p| p.is_file()).or_else(|| fake_cuda::on_path(&["ptxas"]))
}

#[test]
fn the_test_ptx_assembles() {
    let Some(ptxas) = ptxas() else {
        note("SKIP: the_test_ptx_assembles: no ptxas (source scripts/env.sh)");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tinyc-runtime-cuda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let file = dir.join("kernels.ptx");
    std::fs::write(&file, PTX).unwrap_or_else(|e| panic!("{e}"));
    // CUDA 13's ptxas dropped the architectures before sm_75; each toolkit assembles for the
    // oldest it still has and for sm_90.
    let mut assembled = 0;
    for arch in ["sm_52", "sm_75", "sm_90"] {
        let out = std::process::Command::new(&ptxas)
            .args(["--gpu-name", arch, "-o"])
            .arg(dir.join(format!("{arch}.cubin")))
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("running {}: {e}", ptxas.display()));
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success()
            && arch != "sm_90"
            && (stderr.contains("Unsupported gpu architecture") || stderr.contains("is not defined for option"))
        {
            note(&format!("the_test_ptx_assembles: this ptxas has no {arch}"));
            continue;
        }
        assert!(out.status.success(), "ptxas for {arch}: {stderr}");
        assembled += 1;
    }
    assert!(assembled >= 2, "ptxas assembled the test PTX for {assembled} architecture(s)");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn golden_ptx_of_the_ptx_backend_follows_the_abi() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let Ok(dir) = std::fs::read_dir(tests.join("out/ptx")) else {
        note("SKIP: no tests/out/ptx beside the runtime");
        return;
    };
    let mut checked = 0;
    for entry in dir.flatten() {
        let path = entry.path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else { continue };
        let source = tests.join("in/spec").join(format!("{stem}.ir"));
        let (Ok(ptx), Ok(tir)) = (std::fs::read_to_string(&path), std::fs::read_to_string(&source)) else { continue };
        cuda::check_ptx(&ptx, &signatures_of(stem, &tir)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        checked += 1;
    }
    note(&format!("checked {checked} golden PTX files against their signatures"));
}

/// Set in the child process that runs this file against the fake driver.
const FAKE_DRIVER_CHILD: &str = "TINYC_CUDA_FAKE_DRIVER_CHILD";

#[cfg(target_os = "linux")]
#[test]
fn launch_tests_against_a_fake_driver() {
    if fake_cuda::in_child(FAKE_DRIVER_CHILD) {
        return;
    }
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fake_libcuda.c");
    let Some(text) = fake_cuda::rerun(FAKE_DRIVER_CHILD, &source, "runtime") else {
        note("SKIP: launch_tests_against_a_fake_driver: no C compiler");
        return;
    };
    assert!(text.contains("CUDA device: tinyc fake CUDA device"), "the fake driver was not used:\n{text}");
    assert!(!text.contains("SKIP: no CUDA driver"), "tests skipped against the fake driver:\n{text}");
    note("ran the CUDA launch tests against the fake driver (data/fake_libcuda.c)");
}

// ---------------------------------------------------------------------------------------------
// Launches (on a GPU, or the fake driver)

#[test]
fn axpy_over_a_grid_of_blocks_with_an_offset() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let (skip, n) = (3usize, 1000i64);
    let a: Vec<f32> = (0..skip + n as usize).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let (da, db) = (f.ctx.buffer_from(&a).unwrap(), f.ctx.buffer_from(&b).unwrap());
    let args = [2.5f32.into(), MemrefArg::new(&da, [n]).offset(skip).into(), MemrefArg::new(&db, [n]).into()];
    let info = k.launch(&args, 7).unwrap();
    assert_eq!(info.block_dim, [32, 1, 1]);
    assert_eq!(info.grid_dim, [7, 1, 1]);
    let want: Vec<f32> = (0..n as usize).map(|i| b[i] + 2.5 * a[skip + i]).collect();
    assert!(close(&db.read().unwrap(), &want));
    assert_eq!(da.read().unwrap(), a, "the input is untouched");
    db.write(&vec![0.0; n as usize]).unwrap();
    assert_eq!(db.read().unwrap(), vec![0.0; n as usize]);
    let e = db.write(&[1.0]).err().unwrap_or_else(|| panic!("a short write should fail"));
    assert!(matches!(e, Error::LengthMismatch { len: 1000, got: 1 }), "{e:?}");
}

#[test]
fn every_scalar_type_with_sign_extension() {
    let f = setup!();
    let k = kernel(f, "scalars");
    let out = f.ctx.buffer_zeroed::<f64>(7).unwrap();
    let args = [
        Arg::from(-3i8),
        Arg::from(-300i16),
        Arg::from(70000i32),
        Arg::from(1i64 << 40),
        Arg::from(-5i64),
        Arg::from(0.25f32),
        Arg::from(1e300f64),
        MemrefArg::new(&out, [7]).into(),
    ];
    k.launch(&args, 1).unwrap();
    assert_eq!(out.read().unwrap(), [-3.0, -300.0, 70000.0, (1i64 << 40) as f64, -5.0, 0.25, 1e300]);
}

#[test]
fn group_with_shape_and_stride_arrays_and_dynamic_offset() {
    let f = setup!();
    let k = kernel(f, "gsum");
    // Member g is a (g+1) x 2 matrix after an offset of 1 element; member 3 also starts 4
    // elements into a shared buffer, with a padded stride.
    let members: Vec<Vec<f32>> = (0..5).map(|g| (0..1 + 2 * (g + 1)).map(|i| (10 * g + i) as f32).collect()).collect();
    let buffers: Vec<_> = members.iter().map(|m| f.ctx.buffer_from(m).unwrap()).collect();
    let padded: Vec<f32> = (0..20).map(|i| i as f32).collect();
    let shared = f.ctx.buffer_from(&padded).unwrap();
    let mut args: Vec<MemrefArg<'_>> =
        buffers.iter().enumerate().map(|(g, b)| MemrefArg::new(b, [g as i64 + 1, 2])).collect();
    args.push(MemrefArg::new(&shared, [3, 2]).strides([1, 7]).offset(4));
    let y = f.ctx.buffer_zeroed::<f32>(6).unwrap();
    k.launch(&[GroupArg::new(args).offset(1).into(), MemrefArg::new(&y, [6]).into()], 6).unwrap();
    let mut want: Vec<f32> = members.iter().map(|m| m[1..].iter().sum()).collect();
    want.push([5, 6, 7, 12, 13, 14].iter().map(|&i| padded[i]).sum());
    assert!(close(&y.read().unwrap(), &want), "{:?} vs {want:?}", y.read().unwrap());
}

#[test]
fn prepared_group_serves_many_launches() {
    let f = setup!();
    let k = kernel(f, "gsum");
    // As above (member 5 starts 4 elements into a shared buffer, with a padded stride), the
    // address, size and stride arrays copied to the device once.
    let mut members: Vec<Vec<f32>> =
        (0..5).map(|g| (0..1 + 2 * (g + 1)).map(|i| (10 * g + i) as f32).collect()).collect();
    let buffers: Vec<_> = members.iter().map(|m| f.ctx.buffer_from(m).unwrap()).collect();
    let mut padded: Vec<f32> = (0..20).map(|i| i as f32).collect();
    let shared = f.ctx.buffer_from(&padded).unwrap();
    let mut list: Vec<MemrefArg<'_>> =
        buffers.iter().enumerate().map(|(g, b)| MemrefArg::new(b, [g as i64 + 1, 2])).collect();
    list.push(MemrefArg::new(&shared, [3, 2]).strides([1, 7]).offset(4));
    let group = GroupArg::new(list).offset(1);
    let prepared = k.prepare_group(0, &group).unwrap();
    assert_eq!((prepared.len(), prepared.offset()), (6, 1));
    let y = f.ctx.buffer_zeroed::<f32>(6).unwrap();
    for round in 0..2 {
        for (g, (m, b)) in members.iter_mut().zip(&buffers).enumerate() {
            m.iter_mut().for_each(|v| *v += (round * g) as f32);
            b.write(m).unwrap();
        }
        padded.iter_mut().for_each(|v| *v += round as f32);
        shared.write(&padded).unwrap();
        k.launch(&[(&prepared).into(), MemrefArg::new(&y, [6]).into()], 6).unwrap();
        let mut want: Vec<f32> = members.iter().map(|m| m[1..].iter().sum()).collect();
        want.push([5, 6, 7, 12, 13, 14].iter().map(|&i| padded[i]).sum());
        assert!(close(&y.read().unwrap(), &want), "round {round}: {:?} vs {want:?}", y.read().unwrap());
    }
    // A member for every block, as for a GroupArg.
    let big_y = f.ctx.buffer_zeroed::<f32>(8).unwrap();
    let e = fails(&k, &[(&prepared).into(), MemrefArg::new(&big_y, [8]).into()], 8);
    assert!(matches!(e, Error::GroupTooSmall { members: 6, groups: 8, .. }), "{e:?}");
    // Errors at preparation are a launch's.
    let e = k.prepare_group(1, &group).unwrap_err();
    assert!(matches!(e, Error::ArgumentKind { .. }), "{e:?}");
    let e = k.prepare_group(2, &group).unwrap_err();
    assert!(matches!(e, Error::NoParameter { index: 2, count: 2, .. }), "{e:?}");
    let e = k.prepare_group(0, &GroupArg::new(vec![MemrefArg::new(&buffers[0], [1, 3])])).unwrap_err();
    assert!(matches!(e, Error::Shape { member: Some(0), .. }), "{e:?}");
}

#[test]
fn block_and_grid_dimensions() {
    let f = setup!();
    let k = kernel(f, "geometry");
    let groups = 70_000; // more than gridDim.y/z allow: the batch is on x
    let out = f.ctx.buffer_zeroed::<i32>(4 * groups).unwrap();
    let info = k.launch(&[MemrefArg::new(&out, [4, groups as i64]).into()], groups).unwrap();
    assert_eq!((info.block_dim, info.grid_dim), ([64, 2, 1], [groups as u32, 1, 1]));
    let out = out.read().unwrap();
    assert!(out.chunks(4).all(|c| c == [64, 2, 1, groups as i32]), "{:?}", &out[..8]);
    note(&format!("geometry: {groups} blocks in {:?}", info.device_time));
}

/// A kernel whose work-group memory is beyond the 48 KiB a kernel may declare statically (its
/// PTX names 64 KiB of dynamic shared memory, as tinyc's PTX backend writes it) is opted in to
/// them when it is opened and given them at every launch (the fake driver refuses more than
/// 48 KiB without the opt-in and faults a kernel given less than it uses).
#[test]
fn dynamic_shared_memory_is_given_at_every_launch() {
    let f = setup!();
    let k = kernel(f, "big_stack");
    let out = f.ctx.buffer_zeroed::<i32>(5).unwrap();
    let info = k.launch(&[MemrefArg::new(&out, [5]).into()], 5).unwrap();
    assert_eq!(info.grid_dim, [5, 1, 1]);
    assert_eq!(out.read().unwrap(), [65536; 5]);
}

/// A C host's path (libtinyc's CUDA JIT): a context over the one current on the thread, its
/// device memory as `ExternalBuffer`s, a group kernel enqueued on a stream without waiting three
/// times (the group arrays live until their launch completed), then the kernel dropped.
#[test]
fn host_context_memory_and_stream() {
    let f = setup!();
    f.ctx.synchronize().unwrap(); // makes the fixture's (primary) context current here
    // SAFETY: the fixture's context lives for the whole test run.
    let host = unsafe { Context::from_current() }.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(host.device_name(), f.ctx.device_name());
    let program = Program::from_ptx(&host, PTX, signatures()).unwrap_or_else(|e| panic!("{e}"));
    let k = program.kernel("gsum").unwrap_or_else(|e| panic!("{e}"));
    // The host's memory: allocated here by the fixture, handed over as device addresses.
    let members: Vec<Vec<f32>> = (0..4).map(|g| (0..2 * (g + 1)).map(|i| (g * 10 + i) as f32).collect()).collect();
    let owned: Vec<_> = members.iter().map(|m| f.ctx.buffer_from(m).unwrap()).collect();
    let y_owned = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    // SAFETY: live allocations of the context, of these lengths, outliving the launches.
    let external: Vec<ExternalBuffer> = owned
        .iter()
        .map(|b| unsafe { ExternalBuffer::new(&host, b.device_ptr(), Scalar::F32, b.len()) }.unwrap())
        .collect();
    let y = unsafe { ExternalBuffer::new(&host, y_owned.device_ptr(), Scalar::F32, 4) }.unwrap();
    let group = || {
        let list: Vec<MemrefArg<'_>> =
            external.iter().enumerate().map(|(g, b)| MemrefArg::external(b, [g as i64 + 1, 2])).collect();
        GroupArg::new(list).offset(0)
    };
    for _ in 0..3 {
        let args = [group().into(), MemrefArg::external(&y, [4]).into()];
        // SAFETY: the default stream (null) of the current context.
        unsafe { k.enqueue(std::ptr::null_mut(), &args, [4, 1, 1]) }.unwrap_or_else(|e| panic!("{e}"));
    }
    // SAFETY: waits for the default stream, where the launches went.
    assert_eq!(
        unsafe { cudarc::driver::sys::cuStreamSynchronize(std::ptr::null_mut()) },
        cudarc::driver::sys::CUresult::CUDA_SUCCESS
    );
    let want: Vec<f32> = members.iter().map(|m| m.iter().sum()).collect();
    assert!(close(&y_owned.read().unwrap(), &want), "{:?} vs {want:?}", y_owned.read().unwrap());
    // The same checks as every launch: a member too short for its shape is refused.
    let short = [
        GroupArg::new(vec![MemrefArg::external(&external[0], [3, 2])]).offset(0).into(),
        MemrefArg::external(&y, [4]).into(),
    ];
    // SAFETY: as above (nothing is enqueued).
    let e = unsafe { k.enqueue(std::ptr::null_mut(), &short, [1, 1, 1]) }.err().unwrap_or_else(|| panic!("accepted"));
    assert!(e.to_string().contains("%A"), "{e}");
    // Null and misaligned device addresses are refused.
    // SAFETY: refused before anything reads them.
    unsafe {
        assert!(matches!(ExternalBuffer::new(&host, 0, Scalar::F32, 1), Err(Error::HostObject { .. })));
        assert!(matches!(
            ExternalBuffer::new(&host, y_owned.device_ptr() + 2, Scalar::F32, 1),
            Err(Error::HostObject { .. })
        ));
    }
    drop(k);
    // On a real driver a new thread has no current context.
    if !f.ctx.device_name().contains("fake") {
        std::thread::spawn(|| {
            // SAFETY: nothing is current, so nothing is kept.
            let e = unsafe { Context::from_current() }.err().unwrap_or_else(|| panic!("a context without one current"));
            assert!(matches!(e, Error::HostObject { .. }), "{e}");
        })
        .join()
        .unwrap();
    }
}

#[test]
fn launches_from_another_thread() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let a = f.ctx.buffer_from(&[1.0f32; 64]).unwrap();
    let b = f.ctx.buffer_zeroed::<f32>(64).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| {
            k.launch(&[3.0f32.into(), MemrefArg::new(&a, [64]).into(), MemrefArg::new(&b, [64]).into()], 2).unwrap();
        });
    });
    assert_eq!(b.read().unwrap(), [3.0; 64]);
}

#[test]
fn empty_buffers_and_zero_sizes() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let e = f.ctx.buffer_zeroed::<f32>(0).unwrap();
    assert!(e.is_empty());
    assert_eq!(e.read().unwrap(), Vec::<f32>::new());
    k.launch(&[1.0f32.into(), MemrefArg::new(&e, [0]).into(), MemrefArg::new(&e, [0]).offset(8).into()], 1).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Errors (the checks are the OpenCL runtime's; a few show that CUDA runs them)

fn fails(k: &Kernel, args: &[Arg<'_>], groups: usize) -> Error {
    match k.launch(args, groups) {
        Ok(_) => panic!("the launch of {} should have failed", k.name()),
        Err(e) => e,
    }
}

#[test]
fn argument_errors() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let i = f.ctx.buffer_zeroed::<i32>(4).unwrap();
    let e = fails(&k, &[1.0f32.into()], 1);
    assert!(matches!(e, Error::ArgumentCount { expected: 3, got: 1, .. }), "{e:?}");
    let e = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&i, [4]).into()], 1);
    assert_eq!(e.to_string(), "kernel `axpy`, parameter %b: the element type is f32 but the buffer holds i32");
    let e = fails(&k, &[1.0f64.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::ScalarType { expected: Scalar::F32, got: Scalar::F64, .. }), "{e:?}");
    let e = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).offset(1).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::BufferTooSmall { needed: 5, len: 4, .. }), "{e:?}");
    let e = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()], 0);
    assert!(matches!(e, Error::GroupCount { groups: 0, .. }), "{e:?}");
    let g = kernel(f, "gsum");
    let e = fails(&g, &[GroupArg::new([]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::EmptyGroup { .. }), "{e:?}");
    // Block g reads member g: one member cannot serve 4 blocks.
    let x = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let e = fails(&g, &[GroupArg::new([MemrefArg::new(&x, [2, 2])]).into(), MemrefArg::new(&b, [4]).into()], 4);
    assert!(matches!(e, Error::GroupTooSmall { members: 1, groups: 4, .. }), "{e:?}");
}

#[test]
fn buffers_of_the_other_backend_are_rejected() {
    let f = setup!();
    let Ok(cl) = tinyc_runtime::Context::new() else {
        note("SKIP: buffers_of_the_other_backend_are_rejected: no OpenCL device");
        return;
    };
    let k = kernel(f, "axpy");
    let ours = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let theirs = cl.buffer_zeroed::<f32>(4).unwrap();
    let e = fails(&k, &[1.0f32.into(), MemrefArg::new(&ours, [4]).into(), MemrefArg::new(&theirs, [4]).into()], 1);
    assert_eq!(
        e.to_string(),
        "kernel `axpy`, parameter %b: the buffer belongs to an OpenCL context (the kernel is a CUDA kernel)"
    );
    // A group prepared for an OpenCL kernel of the same type.
    if !cl.supports_svm() {
        note("SKIP: an OpenCL prepared group: the OpenCL device has no SVM");
        return;
    }
    let tir =
        "func @gsum(%A: group<memref<f32x?x2, strided<1,?>>, offset: ?>, %y: memref<f32x?>) work_group_size(32, 1) {}";
    let opencl_c = "kernel __attribute__((reqd_work_group_size(32, 1, 1))) void gsum(global float* global* A, \
                    global long* A_shape0, global long* A_stride1, long A_offset, global float* y, long y_shape0) {}";
    let program = tinyc_runtime::Program::from_source(&cl, opencl_c, signatures_of("gsum.ir", tir)).unwrap();
    let m = cl.buffer_zeroed::<f32>(4).unwrap();
    let prepared =
        program.kernel("gsum").unwrap().prepare_group(0, &GroupArg::new(vec![MemrefArg::new(&m, [2, 2])])).unwrap();
    let y = f.ctx.buffer_zeroed::<f32>(1).unwrap();
    let e = fails(&kernel(f, "gsum"), &[(&prepared).into(), MemrefArg::new(&y, [1]).into()], 1);
    assert_eq!(
        e.to_string(),
        "kernel `gsum`, parameter %A: the prepared group belongs to an OpenCL context (the kernel is a CUDA kernel)"
    );
}

#[test]
fn program_errors() {
    let f = setup!();
    let e = f.program.kernel("nope").err().unwrap_or_else(|| panic!("no kernel nope"));
    assert_eq!(e.to_string(), "the program has no kernel `nope` (kernels: axpy, scalars, gsum, geometry, big_stack)");
    // The signatures are checked against the PTX before the driver sees it.
    let wrong = signatures_of("wrong.ir", "func @geometry(%out: memref<i32x4x?>) work_group_size(32, 1) {}");
    let e = Program::from_ptx(&f.ctx, PTX, wrong).err().unwrap_or_else(|| panic!("wrong .reqntid"));
    assert!(matches!(e, Error::Signature { .. }), "{e:?}");
    // PTX the JIT rejects gives its log.
    let bad = PTX.replace("fma.rn.f32 \t%f4, %f1, %f2, %f3;", "fma.rn.f32 \t%f4, %f1, %nope, %f3;");
    assert_ne!(bad, PTX);
    let e = Program::from_ptx(&f.ctx, &bad, signatures()).err().unwrap_or_else(|| panic!("bad PTX loaded"));
    let Error::PtxLoad { name, log } = &e else { panic!("{e:?}") };
    assert!(name.starts_with("CUDA_ERROR"), "{name}");
    assert!(log.contains("nope"), "{log}");
}

#[test]
fn buffers_too_large_for_the_address_space_are_errors() {
    let f = setup!();
    let e = f.ctx.buffer_zeroed::<f64>(usize::MAX).err().unwrap_or_else(|| panic!("an impossible buffer"));
    assert!(matches!(e, Error::BufferTooLarge { bytes, .. } if bytes == usize::MAX as u128 * 8), "{e:?}");
}

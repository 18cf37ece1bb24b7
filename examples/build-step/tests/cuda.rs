//! The generated CUDA launchers (`kernels::CudaKernels`, feature `cuda`): the PTX of the newest
//! embedded architecture the GPU reaches is loaded, and the typed methods launch `axpy` (plain
//! memrefs) and `gsum` (a group with per-member shapes and strides and an offset), checked
//! against plain Rust.
//!
//! On an NVIDIA GPU the real PTX runs. Without one, `against_the_fake_driver` reruns this file
//! against the runtime's fake `libcuda.so` (`runtime/tests/data/fake_libcuda.c`, compute
//! capability 9.0, which runs C versions of the two kernels on host memory): that checks what the
//! generated code does on the host (the architecture chosen, argument encoding, group arrays,
//! launch geometry). Without a C compiler it prints `SKIP: …` and passes.

#![cfg(feature = "cuda")]
#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;
use std::path::Path;

use tinyc_example_build_step::cuda_kernels::CudaKernels;
use tinyc_runtime::cuda::Context;
use tinyc_runtime::{GroupArg, MemrefArg};

#[path = "../../../runtime/tests/common/fake_cuda.rs"]
mod fake_cuda;

/// Set in the child process that runs this file against the fake driver.
const FAKE_DRIVER_CHILD: &str = "TINYC_EXAMPLE_FAKE_CUDA_CHILD";

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// The context and the loaded kernels; `None` (after a SKIP line) without a CUDA device.
fn setup() -> Option<(Context, CudaKernels)> {
    let ctx = match Context::new(0) {
        Ok(ctx) => ctx,
        Err(e) => {
            note(&format!("SKIP: no CUDA device ({e})"));
            return None;
        }
    };
    note(&format!("CUDA device: {} (compute capability {:?})", ctx.device_name(), ctx.compute_capability()));
    match CudaKernels::new(&ctx) {
        Ok(k) => Some((ctx, k)),
        Err(e) => panic!("the embedded PTX does not load on {}: {e}", ctx.device_name()),
    }
}

#[test]
fn the_newest_architecture_the_gpu_reaches_is_loaded() {
    let Some((ctx, k)) = setup() else { return };
    let (major, minor) = ctx.compute_capability();
    // sm_70 and sm_80 are embedded: sm_80 from compute capability 8.0 on.
    let want = if major * 10 + minor >= 80 { ".target sm_80" } else { ".target sm_70" };
    for program in k.programs() {
        assert!(program.ptx().contains(want), "{want} expected on {major}.{minor}");
    }
    assert!(k.kernel_named("gsum").is_some() && k.kernel_named("axpy").is_some());
    assert!(k.kernel_named("nope").is_none());
}

#[test]
fn axpy_through_the_typed_launcher() {
    let Some((ctx, k)) = setup() else { return };
    let n = 1000usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let (da, db) = (ctx.buffer_from(&a).unwrap(), ctx.buffer_from(&b).unwrap());
    let info = k.axpy(2.0, MemrefArg::new(&da, [n as i64]), MemrefArg::new(&db, [n as i64]), 1).unwrap();
    assert_eq!((info.block_dim, info.grid_dim), ([32, 1, 1], [1, 1, 1]));
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| 2.0 * x + y).collect();
    assert_eq!(db.read().unwrap(), want);
    // A wrong shape is refused before anything runs.
    let e = k.axpy(2.0, MemrefArg::new(&da, [n as i64, 1]), MemrefArg::new(&db, [n as i64]), 1).err();
    assert!(matches!(e, Some(tinyc_runtime::Error::Order { .. })), "{e:?}");
}

#[test]
fn a_group_with_member_strides_and_an_offset() {
    let Some((ctx, k)) = setup() else { return };
    // Three members of different row counts and column strides, each 2 elements in.
    let layouts = [(3usize, 5usize), (1, 1), (4, 7)];
    let offset = 2usize;
    let mut buffers = Vec::new();
    let mut want = Vec::new();
    for (g, &(rows, stride)) in layouts.iter().enumerate() {
        let data: Vec<f32> = (0..offset + stride + rows).map(|i| (i * 3 + g) as f32 * 0.5).collect();
        want.push((0..rows).map(|i| data[offset + i] + data[offset + stride + i]).sum::<f32>());
        buffers.push(ctx.buffer_from(&data).unwrap());
    }
    let members: Vec<MemrefArg<'_>> = buffers
        .iter()
        .zip(&layouts)
        .map(|(buf, &(rows, stride))| MemrefArg::new(buf, [rows as i64, 2]).strides([1, stride as i64]))
        .collect();
    let y = ctx.buffer_zeroed::<f32>(layouts.len()).unwrap();
    let group = GroupArg::new(members).offset(offset as i64);
    k.gsum(group, MemrefArg::new(&y, [layouts.len() as i64]), layouts.len()).unwrap();
    let got = y.read().unwrap();
    for (g, (x, w)) in got.iter().zip(&want).enumerate() {
        assert!((x - w).abs() <= 1e-5 * w.abs().max(1.0), "member {g}: {x} against {w}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn against_the_fake_driver() {
    if fake_cuda::in_child(FAKE_DRIVER_CHILD) {
        return;
    }
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/tests/data/fake_libcuda.c");
    let Some(text) = fake_cuda::rerun(FAKE_DRIVER_CHILD, &source, "example") else {
        note("SKIP: against_the_fake_driver: no C compiler");
        return;
    };
    assert!(text.contains("CUDA device: tinyc fake CUDA device (compute capability (9, 0))"), "{text}");
    assert!(!text.contains("SKIP"), "tests skipped against the fake driver:\n{text}");
    assert!(text.contains("test result: ok. 4 passed"), "{text}");
    note("ran the generated CUDA launchers against the fake driver");
}

//! Launches hand-written OpenCL C kernels that follow the calling convention, and checks every
//! argument error. One program is built for the whole file (PoCL's first build takes seconds).
//! Every test prints `SKIP: …` and passes when there is no OpenCL device.

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;
use std::sync::OnceLock;

use tinyc_frontend::abi::Role;
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type};
use tinyc_frontend::{Frontend, Source};
use tinyc_runtime::{
    Arg, Context, Error, Form, GroupArg, Kernel, KernelSignature, MAX_GROUPS, MemoryKind, MemrefArg, Program,
};

/// The tensor-language signatures (empty bodies: only the parameters matter here).
const TIR: &str = "
func @axpy(%alpha: f32, %a: memref<f32x?>, %b: memref<f32x?>) work_group_size(16, 1) {}
func @mcopy(%A: memref<f32x4x?x?, strided<1,?,?>>, %B: memref<f32x?x?x?>) work_group_size(8, 2) {}
func @gsum(%A: group<memref<f32x?x2, strided<1,?>>, offset: ?>, %y: memref<f32x?>) work_group_size(16, 1) {}
func @gstatic(%A: group<memref<i32x4>, offset: 2>) work_group_size(16, 1) {}
func @scalars(%c: i8, %s: i16, %i: i32, %l: i64, %x: index, %f: f32, %d: f64, %out: memref<f64x7>) work_group_size(16, 1) {}
";

/// The kernels, written as the OpenCL C backend would lay out their arguments.
const OPENCL_C: &str = r#"
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void axpy(float alpha, global float* a, long a_shape0, global float* b, long b_shape0) {
    for (long i = get_local_id(0); i < b_shape0; i += 16) b[i] += alpha * a[i];
}

kernel __attribute__((reqd_work_group_size(8, 2, 1)))
void mcopy(global float* A, long A_shape1, long A_stride1, long A_shape2, long A_stride2,
           global float* B, long B_shape0, long B_shape1, long B_stride1, long B_shape2, long B_stride2) {
    long k = get_global_id(2);
    for (long j = get_local_id(1); j < A_shape1; j += 2)
        for (long i = get_local_id(0); i < 4; i += 8)
            B[i + j * B_stride1 + k * B_stride2] = A[i + j * A_stride1 + k * A_stride2];
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void gsum(global float* global* A, global long* A_shape0, global long* A_stride1, long A_offset,
          global float* y, long y_shape0) {
    long g = get_global_id(2);
    if (get_local_id(0) != 0) return;
    global float* a = A[g] + A_offset;
    float s = 0.0f;
    for (long j = 0; j < 2; ++j)
        for (long i = 0; i < A_shape0[g]; ++i) s += a[i + j * A_stride1[g]];
    y[g] = s;
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void gstatic(global int* global* A) {
    long g = get_global_id(2);
    if (get_local_id(0) < 4) A[g][2 + get_local_id(0)] += (int)g + 1;
}

#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void scalars(char c, short s, int i, long l, long x, float f, double d, global double* out) {
    if (get_global_id(0) == 0 && get_global_id(2) == 0) {
        out[0] = c; out[1] = s; out[2] = i; out[3] = l; out[4] = x; out[5] = f; out[6] = d;
    }
}
#endif
"#;

struct Fixture {
    ctx: Context,
    program: Program,
}

/// Prints past the test harness's capture, so that skips are visible in `cargo test` output.
fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

fn signatures() -> Vec<KernelSignature> {
    let checked = Frontend::default()
        .run(&Source::new("signatures.ir", TIR.as_bytes()))
        .unwrap_or_else(|d| panic!("test signatures do not check: {d:?}"));
    KernelSignature::from_checked(&checked)
}

fn fixture() -> Option<&'static Fixture> {
    static FIXTURE: OnceLock<Option<Fixture>> = OnceLock::new();
    FIXTURE
        .get_or_init(|| match Context::new() {
            Ok(ctx) => {
                let program = Program::from_source(&ctx, OPENCL_C, signatures())
                    .unwrap_or_else(|e| panic!("building the test program failed: {e}"));
                note(&format!("OpenCL device: {} ({})", ctx.device_name(), program.options()));
                Some(Fixture { ctx, program })
            }
            Err(e) => {
                note(&format!("SKIP: no OpenCL device ({e})"));
                None
            }
        })
        .as_ref()
}

macro_rules! setup {
    () => {
        match fixture() {
            Some(f) => f,
            None => {
                note("SKIP: no OpenCL device");
                return;
            }
        }
    };
}

macro_rules! setup_svm {
    () => {{
        let f = setup!();
        if !f.ctx.supports_svm() {
            note("SKIP: the OpenCL device has no coarse-grained SVM, which groups need");
            return;
        }
        f
    }};
}

fn kernel(f: &Fixture, name: &str) -> Kernel {
    f.program.kernel(name).unwrap_or_else(|e| panic!("{e}"))
}

fn close(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 1e-5 * (1.0 + y.abs()))
}

// ---------------------------------------------------------------------------------------------
// The device

#[test]
fn device_location_names_the_context_device() {
    use cl_sys as ffi;
    let f = setup!();
    let loc = f.ctx.device_location();
    // The raw device id is the context's device.
    let mut bytes = [0u8; 512];
    let mut size = 0usize;
    // SAFETY: a valid device id; `bytes` has room for 512 bytes.
    let code = unsafe {
        ffi::clGetDeviceInfo(loc.device, ffi::CL_DEVICE_NAME, bytes.len(), bytes.as_mut_ptr().cast(), &mut size)
    };
    assert_eq!(code, ffi::CL_SUCCESS);
    let name = String::from_utf8_lossy(&bytes[..size.saturating_sub(1)]).trim().to_string();
    assert_eq!(name, f.ctx.device_name());
    // The indices locate the same ids in the loader's lists.
    let mut platforms = [std::ptr::null_mut(); 16];
    let mut count = 0;
    // SAFETY: room for 16 platform ids.
    assert_eq!(unsafe { ffi::clGetPlatformIDs(16, platforms.as_mut_ptr(), &mut count) }, ffi::CL_SUCCESS);
    assert_eq!(platforms[loc.platform_index], loc.platform);
    let mut devices = [std::ptr::null_mut(); 64];
    // SAFETY: a valid platform; room for 64 device ids.
    let code =
        unsafe { ffi::clGetDeviceIDs(loc.platform, ffi::CL_DEVICE_TYPE_ALL, 64, devices.as_mut_ptr(), &mut count) };
    assert_eq!(code, ffi::CL_SUCCESS);
    assert_eq!(devices[loc.device_index], loc.device);
}

// ---------------------------------------------------------------------------------------------
// Launches

#[test]
fn axpy_on_default_buffers() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let n = 100;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let (da, db) = (f.ctx.buffer_from(&a).unwrap(), f.ctx.buffer_from(&b).unwrap());
    let info = k.launch(&[2.5f32.into(), MemrefArg::new(&da, [n]).into(), MemrefArg::new(&db, [n]).into()], 1).unwrap();
    assert_eq!(info.local_size, [16, 1, 1]);
    assert_eq!(info.global_size, [16, 1, 1]);
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| y + 2.5 * x).collect();
    assert!(close(&db.read().unwrap(), &want));
    assert_eq!(da.read().unwrap(), a, "the input is untouched");
}

#[test]
fn axpy_on_cl_mem_buffers_with_an_offset() {
    let f = setup!();
    let k = kernel(f, "axpy");
    // 1024 floats = 4096 bytes: a multiple of every device's base address alignment.
    let (skip, n) = (1024usize, 37i64);
    let a: Vec<f32> = (0..skip + n as usize).map(|i| i as f32).collect();
    let b = vec![1.0f32; n as usize];
    let da = f.ctx.buffer_from_in(&a, MemoryKind::ClMem).unwrap();
    let db = f.ctx.buffer_from_in(&b, MemoryKind::ClMem).unwrap();
    assert_eq!(da.memory(), MemoryKind::ClMem);
    let args = [Arg::from(-1.0f32), MemrefArg::new(&da, [n]).offset(skip).into(), MemrefArg::new(&db, [n]).into()];
    k.launch(&args, 1).unwrap();
    let want: Vec<f32> = (0..n as usize).map(|i| 1.0 - (skip + i) as f32).collect();
    assert!(close(&db.read().unwrap(), &want));
    // Buffer::write replaces the contents.
    db.write(&vec![0.0; n as usize]).unwrap();
    assert_eq!(db.read().unwrap(), vec![0.0; n as usize]);
}

#[test]
fn interleaved_dynamic_modes_and_derived_strides() {
    let f = setup!();
    let k = kernel(f, "mcopy");
    // A: 4 x 3 x 2 with padded strides (1, 5, 17), starting 2 elements in.
    let (n1, n2, s1, s2, off) = (3i64, 2i64, 5i64, 17i64, 2usize);
    let len = off + (3 + (n1 - 1) * s1 + (n2 - 1) * s2 + 1) as usize;
    let a: Vec<f32> = (0..len).map(|i| i as f32).collect();
    let da = f.ctx.buffer_from(&a).unwrap();
    let db = f.ctx.buffer_zeroed::<f32>((4 * n1 * n2) as usize).unwrap();
    let args = [
        MemrefArg::new(&da, [4, n1, n2]).strides([1, s1, s2]).offset(off).into(),
        // B's strides are derived: packed column-major (1, 4, 12).
        MemrefArg::new(&db, [4, n1, n2]).into(),
    ];
    k.launch(&args, n2 as usize).unwrap();
    let mut want = Vec::new();
    for kk in 0..n2 {
        for j in 0..n1 {
            for i in 0..4 {
                want.push(a[off + (i + j * s1 + kk * s2) as usize]);
            }
        }
    }
    assert_eq!(db.read().unwrap(), want);
}

#[test]
fn group_with_shape_and_stride_arrays_and_dynamic_offset() {
    let f = setup_svm!();
    let k = kernel(f, "gsum");
    // Member g is a (g+1) x 2 matrix after an offset of 1 element.
    let members: Vec<Vec<f32>> = (0..5).map(|g| (0..1 + 2 * (g + 1)).map(|i| (10 * g + i) as f32).collect()).collect();
    let buffers: Vec<_> = members.iter().map(|m| f.ctx.buffer_from(m).unwrap()).collect();
    let group = GroupArg::new(buffers.iter().enumerate().map(|(g, b)| MemrefArg::new(b, [g as i64 + 1, 2]))).offset(1);
    let y = f.ctx.buffer_zeroed::<f32>(5).unwrap();
    k.launch(&[group.into(), MemrefArg::new(&y, [5]).into()], 5).unwrap();
    let want: Vec<f32> = members.iter().map(|m| m[1..].iter().sum()).collect();
    assert!(close(&y.read().unwrap(), &want), "{:?} vs {want:?}", y.read().unwrap());
}

#[test]
fn group_with_constant_offset_and_member_offsets() {
    let f = setup_svm!();
    let k = kernel(f, "gstatic");
    // Two members in one buffer (element offsets 0 and 8), one in its own buffer.
    let shared = f.ctx.buffer_from(&[0i32; 16]).unwrap();
    let own = f.ctx.buffer_from(&[100i32; 6]).unwrap();
    let members = [MemrefArg::new(&shared, [4]), MemrefArg::new(&shared, [4]).offset(8), MemrefArg::new(&own, [4])];
    // The offset may be left out or given as the type's constant.
    let info = k.launch(&[GroupArg::new(members.clone()).into()], 3).unwrap();
    assert_eq!(info.global_size, [16, 1, 3]);
    k.launch(&[GroupArg::new(members).offset(2).into()], 3).unwrap();
    assert_eq!(shared.read().unwrap(), [0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0]);
    assert_eq!(own.read().unwrap(), [100, 100, 106, 106, 106, 106]);
}

#[test]
fn every_scalar_type() {
    let f = setup!();
    if !f.ctx.supports_fp64() {
        note("SKIP: every_scalar_type: the device has no fp64");
        return;
    }
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
    let info = k.launch(&args, 1).unwrap();
    assert!(info.device_time.as_nanos() > 0 || info.device_time.is_zero());
    assert_eq!(out.read().unwrap(), [-3.0, -300.0, 70000.0, (1i64 << 40) as f64, -5.0, 0.25, 1e300]);
}

#[test]
fn empty_buffers_and_zero_sizes() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let e = f.ctx.buffer_zeroed::<f32>(0).unwrap();
    assert!(e.is_empty());
    assert_eq!(e.read().unwrap(), Vec::<f32>::new());
    k.launch(&[1.0f32.into(), MemrefArg::new(&e, [0]).into(), MemrefArg::new(&e, [0]).into()], 1).unwrap();
}

#[test]
fn prepared_group_serves_many_launches() {
    let f = setup_svm!();
    let k = kernel(f, "gsum");
    // Member g is a (g+1) x 2 matrix after an offset of 1 element: the kernel reads the address,
    // size and stride arrays and the offset, all built once.
    let mut members: Vec<Vec<f32>> =
        (0..5).map(|g| (0..1 + 2 * (g + 1)).map(|i| (10 * g + i) as f32).collect()).collect();
    let buffers: Vec<_> = members.iter().map(|m| f.ctx.buffer_from(m).unwrap()).collect();
    let group = GroupArg::new(buffers.iter().enumerate().map(|(g, b)| MemrefArg::new(b, [g as i64 + 1, 2]))).offset(1);
    let prepared = k.prepare_group(0, &group).unwrap();
    assert_eq!((prepared.len(), prepared.offset()), (5, 1));
    assert_eq!(prepared.group_type().to_string(), "group<memref<f32x?x2,strided<1,?>>, offset: ?>");
    let y = f.ctx.buffer_zeroed::<f32>(5).unwrap();
    for round in 0..3 {
        // The members' contents change between launches; the prepared arrays stay valid.
        for (g, (m, b)) in members.iter_mut().zip(&buffers).enumerate() {
            m.iter_mut().for_each(|v| *v += (round * g) as f32);
            b.write(m).unwrap();
        }
        k.launch(&[(&prepared).into(), MemrefArg::new(&y, [5]).into()], 5).unwrap();
        let want: Vec<f32> = members.iter().map(|m| m[1..].iter().sum()).collect();
        assert!(close(&y.read().unwrap(), &want), "round {round}: {:?} vs {want:?}", y.read().unwrap());
    }
    // Fewer work-groups than members read the first members only.
    let y3 = f.ctx.buffer_zeroed::<f32>(3).unwrap();
    k.launch(&[(&prepared).into(), MemrefArg::new(&y3, [3]).into()], 3).unwrap();
    let want: Vec<f32> = members[..3].iter().map(|m| m[1..].iter().sum()).collect();
    assert!(close(&y3.read().unwrap(), &want), "{:?} vs {want:?}", y3.read().unwrap());
    // More need a member each, as for a GroupArg.
    let big_y = f.ctx.buffer_zeroed::<f32>(64).unwrap();
    let (e, m) = fails(&k, &[(&prepared).into(), MemrefArg::new(&big_y, [64]).into()], 64);
    assert!(matches!(e, Error::GroupTooSmall { members: 5, groups: 64, .. }), "{e:?}");
    assert_eq!(
        m,
        "kernel `gsum`, parameter %A: the group has 5 members but the launch has 64 work-groups \
         (one member per work-group needed)"
    );

    // A constant group offset, members sharing a buffer.
    let k = kernel(f, "gstatic");
    let shared = f.ctx.buffer_from(&[0i32; 16]).unwrap();
    let prepared = k
        .prepare_group(0, &GroupArg::new([MemrefArg::new(&shared, [4]), MemrefArg::new(&shared, [4]).offset(8)]))
        .unwrap();
    assert_eq!(prepared.offset(), 2);
    k.launch(&[(&prepared).into()], 2).unwrap();
    k.launch(&[(&prepared).into()], 2).unwrap();
    assert_eq!(shared.read().unwrap(), [0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0]);
}

#[test]
fn prepared_group_errors() {
    let f = setup_svm!();
    let gsum = kernel(f, "gsum");
    let gstatic = kernel(f, "gstatic");
    let x = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let group = GroupArg::new([MemrefArg::new(&x, [2, 2])]);
    let e = gsum.prepare_group(2, &group).unwrap_err();
    assert!(matches!(e, Error::NoParameter { index: 2, count: 2, .. }), "{e:?}");
    assert_eq!(e.to_string(), "kernel `gsum` has 2 parameters; there is no parameter 2 (counted from 0)");
    let e = gsum.prepare_group(1, &group).unwrap_err();
    assert_eq!(
        e.to_string(),
        "kernel `gsum`, parameter %y: expected a memref of type memref<f32x?> but got a group of 1 memref"
    );
    // The members are checked as a launch checks them.
    let e = gsum.prepare_group(0, &GroupArg::new([])).unwrap_err();
    assert!(matches!(e, Error::EmptyGroup { .. }), "{e:?}");
    let mem = f.ctx.buffer_from_in(&[0.0f32; 4], MemoryKind::ClMem).unwrap();
    let e =
        gsum.prepare_group(0, &GroupArg::new([MemrefArg::new(&x, [2, 2]), MemrefArg::new(&mem, [2, 2])])).unwrap_err();
    assert!(matches!(e, Error::NotSvm { member: 1, .. }), "{e:?}");
    let e = gsum.prepare_group(0, &GroupArg::new([MemrefArg::new(&x, [2, 3])])).unwrap_err();
    assert!(matches!(e, Error::Shape { member: Some(0), mode: 1, expected: 2, got: 3, .. }), "{e:?}");
    let e = gsum.prepare_group(0, &GroupArg::new([MemrefArg::new(&x, [3, 2])]).offset(1)).unwrap_err();
    assert!(matches!(e, Error::BufferTooSmall { member: Some(0), .. }), "{e:?}");

    // A group prepared for another type.
    let prepared = gsum.prepare_group(0, &group).unwrap();
    let (e, m) = fails(&gstatic, &[(&prepared).into()], 1);
    assert!(matches!(e, Error::ArgumentKind { .. }), "{e:?}");
    assert_eq!(
        m,
        "kernel `gstatic`, parameter %A: expected a group of type group<memref<i32x4>, offset: 2> but got a \
         group prepared for type group<memref<f32x?x2,strided<1,?>>, offset: ?>"
    );
    // A prepared group where a memref goes.
    let y = f.ctx.buffer_zeroed::<f32>(1).unwrap();
    let (e, _) = fails(&gsum, &[MemrefArg::new(&y, [1]).into(), (&prepared).into()], 1);
    assert!(matches!(e, Error::ArgumentKind { ref param, .. } if param == "A"), "{e:?}");

    // A group prepared in another context.
    let other = Context::new().unwrap();
    let program = Program::from_source(&other, OPENCL_C, signatures()).unwrap();
    let o = other.buffer_zeroed::<f32>(4).unwrap();
    let foreign =
        program.kernel("gsum").unwrap().prepare_group(0, &GroupArg::new([MemrefArg::new(&o, [2, 2])])).unwrap();
    let (e, m) = fails(&gsum, &[(&foreign).into(), MemrefArg::new(&y, [1]).into()], 1);
    assert!(matches!(e, Error::HostObject { .. }), "{e:?}");
    assert_eq!(m, "kernel `gsum`, parameter %A: the prepared group belongs to another OpenCL context");
    // Members of another context's buffers cannot be prepared either.
    let e = gsum.prepare_group(0, &GroupArg::new([MemrefArg::new(&o, [2, 2])])).unwrap_err();
    assert!(matches!(e, Error::ForeignBuffer { member: Some(0), .. }), "{e:?}");
}

// ---------------------------------------------------------------------------------------------
// Errors

/// Runs a launch that must fail and returns the error and its message.
fn fails(k: &Kernel, args: &[Arg<'_>], groups: usize) -> (Error, String) {
    match k.launch(args, groups) {
        Ok(_) => panic!("the launch of {} should have failed", k.name()),
        Err(e) => {
            let m = e.to_string();
            (e, m)
        }
    }
}

#[test]
fn wrong_argument_count() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let (e, m) = fails(&k, &[1.0f32.into()], 1);
    assert!(matches!(e, Error::ArgumentCount { expected: 3, got: 1, .. }), "{e:?}");
    assert_eq!(m, "kernel `axpy` has 3 parameters but 1 argument was given");
}

#[test]
fn wrong_argument_kind() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f32.into(), 2.0f32.into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::ArgumentKind { ref param, .. } if param == "a"), "{e:?}");
    assert_eq!(m, "kernel `axpy`, parameter %a: expected a memref of type memref<f32x?> but got a scalar of type f32");
    let g = GroupArg::new([MemrefArg::new(&b, [4])]);
    let (e, _) = fails(&k, &[g.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::ArgumentKind { ref param, .. } if param == "alpha"), "{e:?}");
}

#[test]
fn wrong_scalar_type() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f64.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::ScalarType { expected: Scalar::F32, got: Scalar::F64, .. }), "{e:?}");
    assert_eq!(m, "kernel `axpy`, parameter %alpha: expected a scalar of type f32 but got f64");
}

/// A `bool` parameter takes a `bool` and an `i8` one an `i8`, not each other's (hunt U: an i8 of
/// -2 reached a bool parameter as the byte 0xFE).
#[test]
fn bool_and_i8_are_distinct_scalars() {
    let f = setup!();
    let src = "func @k(%flag: bool, %c: i8, %out: memref<i32x2>) {\n  %c0 = constant 0 : index\n  \
               %c1 = constant 1 : index\n  %one = constant 1 : i32\n  %zero = constant 0 : i32\n  \
               %f = if %flag -> (i32) {\n    yield (%one)\n  } else {\n    yield (%zero)\n  }\n  \
               store %f, %out[%c0]\n  %ci = cast %c : i32\n  store %ci, %out[%c1]\n}\n";
    let program = Program::from_ir_in(&f.ctx, "k.ir", src, Form::OpenClC, Some(tinyc_frontend::ast::Lang::V04))
        .unwrap_or_else(|e| panic!("{e}"));
    let k = program.kernel("k").unwrap_or_else(|e| panic!("{e}"));
    let out = f.ctx.buffer_zeroed::<i32>(2).unwrap();
    let m = k.launch_grid(&[(-2i8).into(), (-2i8).into(), MemrefArg::new(&out, [2]).into()], [1, 1, 1]);
    let m = m.err().map(|e| e.to_string());
    assert_eq!(m.as_deref(), Some("kernel `k`, parameter %flag: expected a scalar of type bool but got i8"));
    let m = k.launch_grid(&[true.into(), true.into(), MemrefArg::new(&out, [2]).into()], [1, 1, 1]);
    let m = m.err().map(|e| e.to_string());
    assert_eq!(m.as_deref(), Some("kernel `k`, parameter %c: expected a scalar of type i8 but got bool"));
    k.launch_grid(&[true.into(), (-2i8).into(), MemrefArg::new(&out, [2]).into()], [1, 1, 1])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.read().ok(), Some(vec![1, -2]));
}

#[test]
fn wrong_element_type() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let i = f.ctx.buffer_zeroed::<i32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&i, [4]).into()], 1);
    assert!(matches!(e, Error::ElementType { expected: Scalar::F32, got: Scalar::I32, member: None, .. }), "{e:?}");
    assert_eq!(m, "kernel `axpy`, parameter %b: the element type is f32 but the buffer holds i32");
}

#[test]
fn wrong_order() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [2, 2]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::Order { what: "sizes", expected: 1, got: 2, .. }), "{e:?}");
    assert_eq!(m, "kernel `axpy`, parameter %a: the memref has order 1 but 2 sizes were given");
    let arg = MemrefArg::new(&b, [4]).strides([1, 4]);
    let (e, _) = fails(&k, &[1.0f32.into(), arg.into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::Order { what: "strides", expected: 1, got: 2, .. }), "{e:?}");
}

#[test]
fn shape_contradicting_a_constant_size() {
    let f = setup_svm!();
    let k = kernel(f, "gstatic");
    let b = f.ctx.buffer_zeroed::<i32>(8).unwrap();
    let (e, m) = fails(&k, &[GroupArg::new([MemrefArg::new(&b, [4]), MemrefArg::new(&b, [5])]).into()], 2);
    assert!(matches!(e, Error::Shape { member: Some(1), mode: 0, expected: 4, got: 5, .. }), "{e:?}");
    assert_eq!(m, "kernel `gstatic`, parameter %A, member 1: the size of mode 0 is 5 but the type fixes it to 4");
}

#[test]
fn stride_contradicting_a_constant_stride() {
    let f = setup!();
    let k = kernel(f, "mcopy");
    let b = f.ctx.buffer_zeroed::<f32>(64).unwrap();
    let a = MemrefArg::new(&b, [4, 2, 2]).strides([2, 8, 16]);
    let (e, m) = fails(&k, &[a.into(), MemrefArg::new(&b, [4, 2, 2]).into()], 2);
    assert!(matches!(e, Error::Stride { mode: 0, expected: 1, got: 2, .. }), "{e:?}");
    assert_eq!(m, "kernel `mcopy`, parameter %A: the stride of mode 0 is 2 but the type fixes it to 1");
}

#[test]
fn negative_sizes_and_strides() {
    let f = setup!();
    let k = kernel(f, "mcopy");
    let b = f.ctx.buffer_zeroed::<f32>(64).unwrap();
    let (e, m) = fails(&k, &[MemrefArg::new(&b, [4, -1, 2]).into(), MemrefArg::new(&b, [4, 2, 2]).into()], 2);
    assert!(matches!(e, Error::Negative { what: "size", mode: 1, value: -1, .. }), "{e:?}");
    assert_eq!(m, "kernel `mcopy`, parameter %A: the size of mode 1 is negative (-1)");
    let a = MemrefArg::new(&b, [4, 2, 2]).strides([1, 4, -8]);
    let (e, _) = fails(&k, &[a.into(), MemrefArg::new(&b, [4, 2, 2]).into()], 2);
    assert!(matches!(e, Error::Negative { what: "stride", mode: 2, value: -8, .. }), "{e:?}");
}

#[test]
fn buffer_too_small() {
    let f = setup!();
    let k = kernel(f, "mcopy");
    let b = f.ctx.buffer_zeroed::<f32>(16).unwrap();
    // B is packed 4x2x3: 24 elements.
    let (e, m) = fails(&k, &[MemrefArg::new(&b, [4, 2, 2]).into(), MemrefArg::new(&b, [4, 2, 3]).into()], 2);
    assert!(matches!(e, Error::BufferTooSmall { needed: 24, len: 16, .. }), "{e:?}");
    assert_eq!(m, "kernel `mcopy`, parameter %B: shape, strides and offsets need 24 elements but the buffer has 16");
    // An offset counts too; a zero size needs nothing.
    let (e, _) = fails(&k, &[MemrefArg::new(&b, [4, 2, 2]).offset(1).into(), MemrefArg::new(&b, [4, 0, 9]).into()], 2);
    assert!(matches!(e, Error::BufferTooSmall { needed: 17, len: 16, .. }), "{e:?}");
}

#[test]
fn group_errors() {
    let f = setup_svm!();
    let k = kernel(f, "gstatic");
    let (e, m) = fails(&k, &[GroupArg::new([]).into()], 1);
    assert!(matches!(e, Error::EmptyGroup { .. }), "{e:?}");
    assert_eq!(m, "kernel `gstatic`, parameter %A: a group needs at least one member");

    let b = f.ctx.buffer_zeroed::<i32>(6).unwrap();
    let (e, m) = fails(&k, &[GroupArg::new([MemrefArg::new(&b, [4])]).offset(3).into()], 1);
    assert!(matches!(e, Error::GroupOffset { expected: 2, got: 3, .. }), "{e:?}");
    assert_eq!(m, "kernel `gstatic`, parameter %A: the group offset is 3 but the type fixes it to 2");

    // The constant offset 2 plus 4 elements need 6: a buffer of 5 is too small.
    let small = f.ctx.buffer_zeroed::<i32>(5).unwrap();
    let (e, _) = fails(&k, &[GroupArg::new([MemrefArg::new(&b, [4]), MemrefArg::new(&small, [4])]).into()], 2);
    assert!(matches!(e, Error::BufferTooSmall { member: Some(1), needed: 6, len: 5, .. }), "{e:?}");

    let mem = f.ctx.buffer_from_in(&[0i32; 6], MemoryKind::ClMem).unwrap();
    let (e, m) = fails(&k, &[GroupArg::new([MemrefArg::new(&b, [4]), MemrefArg::new(&mem, [4])]).into()], 2);
    assert!(matches!(e, Error::NotSvm { member: 1, .. }), "{e:?}");
    assert_eq!(
        m,
        "kernel `gstatic`, parameter %A, member 1: group members must be buffers in shared virtual memory, \
         but this one is a cl_mem buffer"
    );

    let g = kernel(f, "gsum");
    let y = f.ctx.buffer_zeroed::<f32>(1).unwrap();
    let x = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    // Work-group g reads member g: 2 members cannot serve a launch of 64 work-groups (this used
    // to read past the group's arrays and crash).
    let big_y = f.ctx.buffer_zeroed::<f32>(64).unwrap();
    let group = GroupArg::new([MemrefArg::new(&x, [2, 2]), MemrefArg::new(&x, [2, 2])]);
    let (e, m) = fails(&g, &[group.into(), MemrefArg::new(&big_y, [64]).into()], 64);
    assert!(matches!(e, Error::GroupTooSmall { members: 2, groups: 64, .. }), "{e:?}");
    assert_eq!(
        m,
        "kernel `gsum`, parameter %A: the group has 2 members but the launch has 64 work-groups \
         (one member per work-group needed)"
    );
    let group = GroupArg::new([MemrefArg::new(&x, [2, 2])]).offset(-1);
    let (e, m) = fails(&g, &[group.into(), MemrefArg::new(&y, [1]).into()], 1);
    assert!(matches!(e, Error::NegativeOffset { offset: -1, .. }), "{e:?}");
    assert_eq!(m, "kernel `gsum`, parameter %A: the group offset is negative (-1)");
}

#[test]
fn work_group_counts() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let args = [1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()];
    let (e, m) = fails(&k, &args, 0);
    assert!(matches!(e, Error::GroupCount { groups: 0, .. }), "{e:?}");
    assert_eq!(m, format!("kernel `axpy`: 0 work-groups requested, but a launch takes 1 to {MAX_GROUPS}"));
    let (e, _) = fails(&k, &args, MAX_GROUPS + 1);
    assert!(matches!(e, Error::GroupCount { .. }), "{e:?}");
}

#[test]
fn misaligned_cl_mem_offset() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let b = f.ctx.buffer_from_in(&[0f32; 8], MemoryKind::ClMem).unwrap();
    let (e, m) =
        fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).offset(1).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::UnalignedOffset { offset_bytes: 4, .. }), "{e:?}");
    assert!(
        m.starts_with("kernel `axpy`, parameter %a: an offset of 4 bytes into a cl_mem buffer must be a multiple of")
    );
}

#[test]
fn buffer_of_another_context() {
    let f = setup!();
    let k = kernel(f, "axpy");
    let other = Context::new().unwrap();
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let o = other.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&o, [4]).into()], 1);
    assert!(matches!(e, Error::ForeignBuffer { .. }), "{e:?}");
    assert_eq!(m, "kernel `axpy`, parameter %b: the buffer belongs to another OpenCL context");
}

#[test]
fn write_length_mismatch() {
    let f = setup!();
    let b = f.ctx.buffer_zeroed::<i64>(3).unwrap();
    let e = b.write(&[1, 2]).unwrap_err();
    assert!(matches!(e, Error::LengthMismatch { len: 3, got: 2 }), "{e:?}");
}

#[test]
fn unknown_kernel_and_build_errors() {
    let f = setup!();
    let e = f.program.kernel("nope").unwrap_err();
    assert!(matches!(e, Error::UnknownKernel { .. }), "{e:?}");
    assert_eq!(e.to_string(), "the program has no kernel `nope` (kernels: axpy, mcopy, gsum, gstatic, scalars)");

    let e =
        Program::from_source(&f.ctx, "kernel void broken(global float* a) { a[0] = undeclared; }", vec![]).unwrap_err();
    let Error::Build { log, .. } = &e else { panic!("{e:?}") };
    assert!(log.contains("undeclared"), "{log}");
}

#[test]
fn inconsistent_signatures() {
    let f = setup!();
    // A parameter type whose ABI would have a shape argument, with the ABI of a static memref.
    let mut sig = signatures().into_iter().find(|s| s.name() == "axpy").unwrap();
    sig.params[1] = Type::Memref(MemrefType::packed(Scalar::F32, vec![Dim::Static(4)]).unwrap());
    let e = Program::from_source(&f.ctx, OPENCL_C, vec![sig]).unwrap_err();
    assert!(matches!(e, Error::Signature { .. }), "{e:?}");

    // An ABI with one argument fewer than the compiled kernel.
    let mut sig = signatures().into_iter().find(|s| s.name() == "axpy").unwrap();
    sig.params.pop();
    sig.abi.args.retain(|a| a.param_index < 2);
    assert!(sig.abi.args.iter().all(|a| a.role != Role::Offset));
    let program = Program::from_source(&f.ctx, OPENCL_C, vec![sig]).unwrap();
    let e = program.kernel("axpy").unwrap_err();
    assert!(matches!(e, Error::Signature { .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "kernel `axpy`: inconsistent signature: the compiled kernel takes 5 arguments but the ABI lists 3"
    );
}

#[test]
fn work_group_too_large_for_the_device() {
    let f = setup!();
    let mut sig = signatures().into_iter().find(|s| s.name() == "axpy").unwrap();
    sig.abi.work_group_size = (1 << 20, 1 << 10);
    // Without `reqd_work_group_size` (a kernel compiled for one is checked against it when it
    // opens: signatures_with_another_work_group_size_are_refused).
    let source = "kernel void axpy(float alpha, global float* a, long a_shape0, global float* b, long b_shape0) {}\n";
    let program = Program::from_source(&f.ctx, source, vec![sig]).unwrap();
    let k = program.kernel("axpy").unwrap();
    let b = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[1.0f32.into(), MemrefArg::new(&b, [4]).into(), MemrefArg::new(&b, [4]).into()], 1);
    assert!(matches!(e, Error::WorkGroupSize { m: 1048576, n: 1024, .. }), "{e:?}");
    assert!(m.starts_with("kernel `axpy`: the work-group size 1048576x1024 is not possible on this device"), "{m}");
}

#[test]
fn empty_source_builds_an_empty_program() {
    let f = setup!();
    // A zero length tells OpenCL that the string is NUL-terminated, and an empty `&str` points
    // nowhere: this used to read a dangling pointer and crash.
    let program = Program::from_source(&f.ctx, "", vec![]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(program.source(), "");
    let e = program.kernel("axpy").unwrap_err();
    assert_eq!(e.to_string(), "the program has no kernel `axpy` (kernels: none)");
}

#[test]
fn alloca_beyond_the_local_memory_is_an_error() {
    let f = setup!();
    // 16 MiB of local memory: more than any device has (PoCL: 2 MiB). PoCL used to accept the
    // launch and then abort the process on an assertion.
    let tir = "func @big(%out: memref<f32x4>) work_group_size(16, 1) {\n\
               %t = alloca -> memref<f32x2048x2048>\n\
               %s = subview %t[0:4, 0] : memref<f32x2048x2048>\n\
               axpby.n 1.0, %out, 0.0, %s : f32, memref<f32x4>, f32, memref<f32x4>\n\
               axpby.n 1.0, %s, 1.0, %out : f32, memref<f32x4>, f32, memref<f32x4>\n}\n";
    let program = Program::from_ir(&f.ctx, "big.ir", tir).unwrap_or_else(|e| panic!("{e}"));
    let k = program.kernel("big").unwrap_or_else(|e| panic!("{e}"));
    let out = f.ctx.buffer_zeroed::<f32>(4).unwrap();
    let (e, m) = fails(&k, &[MemrefArg::new(&out, [4]).into()], 1);
    let Error::LocalMemory { needed, available, .. } = e else { panic!("{e:?}") };
    assert!(needed >= 16 << 20 && needed > available, "{needed} {available}");
    assert_eq!(m, format!("kernel `big` needs {needed} bytes of local memory (alloca) but the device has {available}"));
}

#[test]
fn buffers_larger_than_the_device_allows_are_errors() {
    let f = setup!();
    let max = f.ctx.max_alloc_bytes();
    // This used to allocate the zeros on the host first, and the process aborted.
    let e = f.ctx.buffer_zeroed::<f32>(usize::MAX / 8).unwrap_err();
    let bytes = (usize::MAX / 8) as u128 * 4;
    assert!(matches!(e, Error::BufferTooLarge { elem: Scalar::F32, .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        format!(
            "a buffer of {} f32 elements needs {bytes} bytes, but the device allocates at most {max} bytes at once",
            usize::MAX / 8
        )
    );
    // The size in bytes overflows usize.
    let e = f.ctx.buffer_zeroed_in::<f64>(usize::MAX, MemoryKind::ClMem).unwrap_err();
    assert!(matches!(e, Error::BufferTooLarge { bytes, .. } if bytes == usize::MAX as u128 * 8), "{e:?}");
    // One element more than the device allows.
    let len = usize::try_from(max / 4 + 1).unwrap_or(usize::MAX);
    let e = f.ctx.buffer_zeroed::<f32>(len).unwrap_err();
    assert!(matches!(e, Error::BufferTooLarge { .. }), "{e:?}");
}

#[test]
fn zeroed_buffers_are_zeroed_on_the_device() {
    let f = setup!();
    for memory in [MemoryKind::ClMem, MemoryKind::Svm] {
        if memory == MemoryKind::Svm && !f.ctx.supports_svm() {
            continue;
        }
        // Dirty some memory first, so that a buffer that was not cleared would show it.
        drop(f.ctx.buffer_from_in(&[7i32; 1000], memory).unwrap());
        let b = f.ctx.buffer_zeroed_in::<i32>(1000, memory).unwrap();
        assert_eq!(b.memory(), memory);
        assert_eq!(b.read().unwrap(), vec![0; 1000]);
        let e = f.ctx.buffer_zeroed_in::<i8>(0, memory).unwrap();
        assert!(e.read().unwrap().is_empty());
    }
}

/// SPIR-V where the device takes none (PoCL 3.1 here), or where the crate lacks its `spirv`
/// feature, is a clear error naming the device and why; OpenCL C still works there. On a device
/// that takes SPIR-V, a module that is not one is a build error, not a crash.
#[test]
fn spirv_is_refused_where_it_cannot_be_built() {
    let Ok(ctx) = Context::new() else {
        let _ = writeln!(std::io::stderr(), "SKIP: no OpenCL device");
        return;
    };
    let src = "func @k(%A: memref<f32x4>) {\n  axpby.n 2.0, %A, 0.0, %A : f32, memref<f32x4>, f32, memref<f32x4>\n}\n";
    let spirv = Program::from_ir_as(&ctx, "k.ir", src, tinyc_runtime::Form::Spirv);
    let opencl_c = Program::from_ir_as(&ctx, "k.ir", src, tinyc_runtime::Form::OpenClC);
    assert!(opencl_c.is_ok_and(|p| p.form() == tinyc_runtime::Form::OpenClC && p.spirv().is_none()));
    let garbage = Program::from_spirv(&ctx, &[3, 2, 35, 7, 0, 0, 0, 0], Vec::new());
    if ctx.supports_spirv() {
        assert!(matches!(garbage, Err(Error::Build { .. } | Error::OpenCl { .. })), "{garbage:?}");
        // Without the `spirv` feature (this test's build), from_ir_as says so.
        if let Err(e) = spirv {
            assert!(e.to_string().contains("`spirv` feature"), "{e}");
        }
        return;
    }
    assert!(ctx.spirv_versions().iter().all(|&v| v != (1, 2)));
    for result in [spirv.map(drop), garbage.map(drop)] {
        let Err(e @ Error::SpirvUnsupported { .. }) = result else { panic!("expected SpirvUnsupported: {result:?}") };
        let text = e.to_string();
        assert!(text.contains(ctx.device_name()) && text.contains("SPIR-V"), "{text}");
    }
}

#[test]
fn programs_keep_their_warnings() {
    let f = setup!();
    // The load at index 4 of a vector of 4 is accepted (tinytc accepts it) and warned about.
    let tir = "func @past(%x: memref<f32x4>, %y: memref<f32x4>) {\n\
               %a = load %x[4] : memref<f32x4>\n\
               store %a, %y[0] : memref<f32x4>\n}\n";
    let program = Program::from_ir(&f.ctx, "past.ir", tir).unwrap_or_else(|e| panic!("{e}"));
    assert!(program.warnings().starts_with("warning[W01]: Outside a static size"), "{}", program.warnings());
    assert!(program.warnings().contains("┌─ past.ir:2:14"), "{}", program.warnings());
    let tir = tir.replace("%x[4]", "%x[3]");
    let program = Program::from_ir(&f.ctx, "in.ir", &tir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(program.warnings(), "");
}

/// A program whose compilation recurses deeply (a chain of 4000 `else if`s, nested in the
/// driver's compiler), built and launched from a thread with a 256 KiB stack, runs: the runtime
/// builds (and has the driver finish compiling) on a
/// thread of its own with a large stack. On the caller's stack PoCL 3.1 overflowed it and killed
/// the process (as it did on a Rust thread's default 2 MiB with a kernel of 512 work-items holding
/// four 32 × 16 cooperative matrices each).
#[test]
fn deep_programs_build_from_threads_with_small_stacks() {
    let f = setup!();
    const DEPTH: usize = 4000;
    let chain = (0..DEPTH).map(|i| format!("if (n == {i}) b[0] = a[{}];", i % 16)).collect::<Vec<_>>().join(" else ");
    let source = format!(
        "kernel __attribute__((reqd_work_group_size(16, 1, 1)))\n\
         void axpy(float alpha, global float* a, long a_shape0, global float* b, long b_shape0) {{\n\
         long n = a_shape0 + (long)alpha;\n\
         if (get_global_id(0) == 0) {{ {chain} }}\n}}\n"
    );
    let built = std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn({
            let ctx = f.ctx.clone();
            move || -> Result<Vec<f32>, Error> {
                let program = Program::from_source(&ctx, &source, signatures())?;
                let k = program.kernel("axpy")?;
                let a: Vec<f32> = (0..16).map(|i| i as f32).collect();
                let (da, db) = (ctx.buffer_from(&a)?, ctx.buffer_from(&[0.0f32])?);
                // n = 16 + 2 = 18: the branch that copies a[2].
                k.launch(&[2.0f32.into(), MemrefArg::new(&da, [16]).into(), MemrefArg::new(&db, [1]).into()], 1)?;
                db.read()
            }
        })
        .unwrap_or_else(|e| panic!("cannot start the test thread: {e}"))
        .join()
        .unwrap_or_else(|_| panic!("the building thread panicked"));
    assert!(matches!(built.as_deref(), Ok([2.0])), "{built:?}");
}

/// `if`s nested 200 deep (the front end takes 255) compile from a thread with a 512 KiB stack:
/// the lowering recursed on the caller's thread and overflowed a 2 MiB stack in a debug build
/// (hunt Q); the front end and the backends now run on the compiler's stack as well.
#[test]
fn deeply_nested_programs_compile_from_threads_with_small_stacks() {
    let f = setup!();
    const DEPTH: usize = 200;
    let mut text = String::from("func @deep(%a: memref<i32x1>, %n: i32) {\n");
    for i in 0..DEPTH {
        text.push_str(&format!(
            "{}%c{i} = cmp.gt %n, {i} : i32\n{}if %c{i} {{\n",
            " ".repeat(i + 1),
            " ".repeat(i + 1)
        ));
    }
    text.push_str(&format!("{}store %n, %a[0] : memref<i32x1>\n", " ".repeat(DEPTH + 1)));
    for i in (0..DEPTH).rev() {
        text.push_str(&format!("{}}}\n", " ".repeat(i + 1)));
    }
    text.push_str("}\n");
    let built = std::thread::Builder::new()
        .stack_size(512 << 10)
        .spawn({
            let ctx = f.ctx.clone();
            move || -> Result<Vec<i32>, Error> {
                let program = Program::from_ir(&ctx, "deep.ir", &text)?;
                let a = ctx.buffer_from(&[0i32])?;
                program.kernel("deep")?.launch(&[MemrefArg::new(&a, [1]).into(), (DEPTH as i32).into()], 1)?;
                a.read()
            }
        })
        .unwrap_or_else(|e| panic!("cannot start the test thread: {e}"))
        .join()
        .unwrap_or_else(|_| panic!("the compiling thread panicked"));
    assert_eq!(built.ok(), Some(vec![DEPTH as i32]));
}

/// A kernel of 512 work-items, each with a private array of 4096 floats that lives across a
/// barrier: PoCL 3.1 runs a work-group on one of its threads, keeping a copy per work-item of
/// every private value that lives across a barrier on that thread's stack (8 MiB here, more
/// than glibc's default thread stack of 8 MiB), and crashed the process. The runtime widens the
/// default stack of the threads a driver starts ([`tinyc_runtime`]'s `DRIVER_THREAD_STACK`).
#[test]
fn large_private_state_across_barriers_runs() {
    let f = setup!();
    const TIR: &str = "func @wide(%a: memref<f32x?>, %b: memref<f32x?>) work_group_size(512, 1) {}";
    const SOURCE: &str = "kernel __attribute__((reqd_work_group_size(512, 1, 1)))\n\
        void wide(global float* a, long a_shape0, global float* b, long b_shape0) {\n\
        float t[4096];\n\
        long l = get_local_id(0);\n\
        for (int i = 0; i < 4096; ++i) t[i] = a[(l + i) % a_shape0];\n\
        barrier(CLK_LOCAL_MEM_FENCE);\n\
        float s = 0.0f;\n\
        for (int i = 0; i < 4096; ++i) s += t[(i * 7 + (int)l) % 4096];\n\
        b[l] = s;\n}\n";
    let checked = Frontend::default()
        .run(&Source::new("wide.ir", TIR.as_bytes()))
        .unwrap_or_else(|d| panic!("the signature does not check: {d:?}"));
    let program =
        Program::from_source(&f.ctx, SOURCE, KernelSignature::from_checked(&checked)).unwrap_or_else(|e| panic!("{e}"));
    let k = program.kernel("wide").unwrap_or_else(|e| panic!("{e}"));
    let n = 512;
    let a: Vec<f32> = (0..n).map(|i| (i % 5) as f32).collect();
    let db = f.ctx.buffer_from(&vec![0.0f32; n]).unwrap_or_else(|e| panic!("{e}"));
    let da = f.ctx.buffer_from(&a).unwrap_or_else(|e| panic!("{e}"));
    match k.launch(&[MemrefArg::new(&da, [n as i64]).into(), MemrefArg::new(&db, [n as i64]).into()], 1) {
        Ok(_) => {}
        // Intel's runtime allows 448 work-items for this kernel: a clear refusal, no crash.
        Err(Error::WorkGroupSize { .. }) => return,
        Err(e) => panic!("{e}"),
    }
    // Every work-item sums a[(l + j) mod n] over j = (7i + l) mod 4096, i < 4096: each j once.
    let want: Vec<f32> = (0..n).map(|l| (0..4096).map(|j| a[(l + j) % n]).sum()).collect();
    assert!(close(&db.read().unwrap_or_else(|e| panic!("{e}")), &want));
}

/// An empty memref may start anywhere, also far past the end of a `cl_mem` buffer: the launch
/// goes through (it panicked with an overflow computing the offset in bytes, hunt Q).
#[test]
fn empty_memrefs_at_huge_offsets_launch_on_cl_mem_buffers() {
    let f = setup!();
    let program = Program::from_ir(&f.ctx, "e.ir", "func @e(%X: memref<f32x?>) {}").unwrap_or_else(|e| panic!("{e}"));
    let k = program.kernel("e").unwrap_or_else(|e| panic!("{e}"));
    let mem = f.ctx.buffer_zeroed_in::<f32>(4, MemoryKind::ClMem).unwrap_or_else(|e| panic!("{e}"));
    for offset in [usize::MAX / 2, usize::MAX] {
        let r = k.launch(&[MemrefArg::new(&mem, [0]).offset(offset).into()], 1);
        assert!(r.is_ok(), "offset {offset}: {:?}", r.err());
    }
}

/// `kernel(name)` opens the function written `@name` before one whose emitted name is `name`:
/// `@kernel` is emitted as `kernel_`, so `kernel("kernel_")` opened `@kernel` (hunt Q). The
/// emitted name still opens a kernel no function is written as; errors name the functions as
/// written.
#[test]
fn kernels_open_by_their_written_name_first() {
    let f = setup!();
    let src = "func @kernel(%X: memref<f32x1>) {\n  %c = arith.add 0.5, 0.5 : f32\n  store %c, %X[0] : memref<f32x1>\n}\n\
               func @kernel_(%X: memref<f32x1>) {\n  %c = arith.add 500.0, 500.0 : f32\n  store %c, %X[0] : memref<f32x1>\n}\n";
    let program = Program::from_ir(&f.ctx, "names.ir", src).unwrap_or_else(|e| panic!("{e}"));
    for (name, want) in [("kernel", 1.0f32), ("kernel_", 1000.0), ("kernel__1", 1000.0)] {
        let x = f.ctx.buffer_zeroed::<f32>(1).unwrap_or_else(|e| panic!("{e}"));
        let k = program.kernel(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        k.launch(&[MemrefArg::new(&x, [1]).into()], 1).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(x.read().ok(), Some(vec![want]), "kernel({name:?})");
    }
    let e = program.kernel("nope").err().map(|e| e.to_string()).unwrap_or_default();
    assert!(e.contains("kernel, kernel_"), "{e}");
}

/// A launch of more work-groups than a memref mode that the kernel indexes with `group_id` at
/// its top level is refused: 16 work-groups over a batch of 1 wrote 64 elements through a memref
/// of 4, and crashed the process with a smaller buffer (hunt Q). Indexing inside an `if`, which
/// may keep the extra work-groups away, is the program's own business.
#[test]
fn launches_past_a_group_indexed_mode_are_refused() {
    let f = setup!();
    let src = "func @b(%X: memref<f32x4x?>, %v: f32) {\n  %g = group_id\n  %x = subview %X[:, %g] : memref<f32x4x?>\n  \
               foreach %i = 0, 4 {\n    store %v, %x[%i] : memref<f32x4>\n  }\n}\n\
               func @guarded(%X: memref<f32x4x?>, %v: f32, %n: index) {\n  %g = group_id\n  %in = cmp.lt %g, %n : index\n  \
               if %in {\n    %x = subview %X[:, %g] : memref<f32x4x?>\n    store %v, %x[0] : memref<f32x4>\n  }\n}\n";
    let program = Program::from_ir(&f.ctx, "batch.ir", src).unwrap_or_else(|e| panic!("{e}"));
    let buf = f.ctx.buffer_zeroed::<f32>(16).unwrap_or_else(|e| panic!("{e}"));
    let b = program.kernel("b").unwrap_or_else(|e| panic!("{e}"));
    let e = b.launch(&[MemrefArg::new(&buf, [4, 1]).into(), 7.0f32.into()], 16).err().map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "kernel `b`, parameter %X: mode 1 has size 1, but the kernel indexes it with group_id and the launch has \
             16 work-groups"
        )
    );
    assert_eq!(buf.read().ok(), Some(vec![0.0; 16]), "nothing ran");
    b.launch(&[MemrefArg::new(&buf, [4, 4]).into(), 7.0f32.into()], 4).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(buf.read().ok(), Some(vec![7.0; 16]));
    let guarded = program.kernel("guarded").unwrap_or_else(|e| panic!("{e}"));
    let args = [MemrefArg::new(&buf, [4, 1]).into(), 2.0f32.into(), 1i64.into()];
    guarded.launch(&args, 16).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(buf.read().ok().map(|v| v[0]), Some(2.0));
    // A v0.4 grid: group_id.y indexes mode 1, which must cover the grid's y.
    let v04 = "func @g(%X: memref<f32x?x?>) {\n  %gx = group_id.x : index\n  %gy = group_id.y : index\n  \
               %v = constant 3.0 : f32\n  store %v, %X[%gx, %gy]\n}\n";
    let program = Program::from_ir_in(&f.ctx, "grid.ir", v04, Form::OpenClC, Some(tinyc_frontend::ast::Lang::V04))
        .unwrap_or_else(|e| panic!("{e}"));
    let g = program.kernel("g").unwrap_or_else(|e| panic!("{e}"));
    let e = g.launch_grid(&[MemrefArg::new(&buf, [4, 3]).into()], [4, 4, 1]).err().map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "kernel `g`, parameter %X: mode 1 has size 3, but the kernel indexes it with group_id.y and the launch has \
             4 work-groups along y"
        )
    );
    g.launch_grid(&[MemrefArg::new(&buf, [4, 4]).into()], [4, 4, 1]).unwrap_or_else(|e| panic!("{e}"));
    // A v0.4 group whose member the kernel loads at group_id.x needs a member per work-group
    // along x (hunt U: one member and 100 000 work-groups read past the group's pointer array
    // and crashed the process), given or prepared.
    let v04 = "func @w(%G: group<memref<f32x4>x?>, %v: f32) {\n  %g = group_id.x : index\n  \
               %m = load %G[%g] : memref<f32x4>\n  %c0 = constant 0 : index\n  store %v, %m[%c0]\n}\n";
    let program = Program::from_ir_in(&f.ctx, "group.ir", v04, Form::OpenClC, Some(tinyc_frontend::ast::Lang::V04))
        .unwrap_or_else(|e| panic!("{e}"));
    let w = program.kernel("w").unwrap_or_else(|e| panic!("{e}"));
    let one = GroupArg::new(vec![MemrefArg::new(&buf, [4])]);
    let e = w.launch_grid(&[one.clone().into(), 5.0f32.into()], [4, 1, 1]).err().map(|e| e.to_string());
    let refused = "kernel `w`, parameter %G: the group has 1 member, but the kernel indexes it with group_id.x and the \
                   launch has 4 work-groups";
    assert_eq!(e.as_deref(), Some(refused));
    let prepared = w.prepare_group(0, &one).unwrap_or_else(|e| panic!("{e}"));
    let e = w.launch_grid(&[(&prepared).into(), 5.0f32.into()], [4, 1, 1]).err().map(|e| e.to_string());
    assert_eq!(e.as_deref(), Some(refused));
    let members: Vec<MemrefArg> = (0..4).map(|_| MemrefArg::new(&buf, [4])).collect();
    w.launch_grid(&[GroupArg::new(members).into(), 5.0f32.into()], [4, 1, 1]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(buf.read().ok().map(|v| v[0]), Some(5.0));
}

/// A signature whose work-group size is not the one the kernel was compiled for is refused when
/// the kernel opens (every launch failed with CL_INVALID_WORK_GROUP_SIZE, hunt Q).
#[test]
fn signatures_with_another_work_group_size_are_refused() {
    let f = setup!();
    let tir = "func @axpy(%alpha: f32, %a: memref<f32x?>, %b: memref<f32x?>) work_group_size(8, 1) {}";
    let checked = Frontend::default().run(&Source::new("s.ir", tir.as_bytes())).unwrap_or_else(|e| panic!("{e:?}"));
    let program = Program::from_source(&f.ctx, OPENCL_C, KernelSignature::from_checked(&checked))
        .unwrap_or_else(|e| panic!("{e}"));
    let e = program.kernel("axpy").err().map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "kernel `axpy`: inconsistent signature: the compiled kernel requires work-groups of 16×1×1 but the \
             signature says 8×1"
        )
    );
}

/// A signature that names no kernel of hand-written code is an inconsistent signature when the
/// kernel opens (it was the driver's bare CL_INVALID_KERNEL_NAME).
#[test]
fn signatures_naming_no_kernel_of_the_code_are_refused() {
    let f = setup!();
    let source = "kernel void other(float alpha, global float* a, long a_shape0, global float* b, long b_shape0) {}\n";
    let program = Program::from_source(&f.ctx, source, signatures()).unwrap_or_else(|e| panic!("{e}"));
    let e = program.kernel("axpy").err().map(|e| e.to_string());
    assert_eq!(e.as_deref(), Some("kernel `axpy`: inconsistent signature: the program's code has no kernel `axpy`"));
}

//! libtinyc's CUDA JIT through its C entry points: without a CUDA driver every call is refused
//! cleanly; with one (a GPU machine, `scripts/gpu-check.sh`), a host-made context, stream and
//! device memory run a batched GEMM and a group kernel against host loops, and bad launches are
//! refused before anything is enqueued. Where a C compiler is, the runtime's fake driver
//! (`runtime/tests/data/fake_libcuda.c`, kernels run as C on host memory) also runs a group
//! kernel through every call, with PTX given by the host.
#![allow(clippy::panic, clippy::print_stdout)] // tests report by panicking and print SKIP lines

use std::ffi::{CStr, c_char, c_void};
use std::ptr;

use cudarc::driver::sys;
use tinyc::args::*;
use tinyc::cuda::*;
use tinyc::info::*;
use tinyc::status::tinyc_last_error;
use tinyc::status::tinyc_status_t::{self, *};

fn last_error() -> String {
    // SAFETY: a NUL-terminated string owned by the thread.
    unsafe { CStr::from_ptr(tinyc_last_error()) }.to_string_lossy().into_owned()
}

fn text(p: *const c_char) -> String {
    assert!(!p.is_null());
    // SAFETY: a NUL-terminated string of libtinyc.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// A batched GEMM (also compiled to PTX beforehand by `gpu-check.sh --kit`).
const GEMM: &str = include_str!("cuda/gemm.ir");

/// A group kernel (also compiled to PTX beforehand by `gpu-check.sh --kit`).
const SCALE: &str = include_str!("cuda/scale.ir");

/// A program from its source, with PTX from `ptx` (null: compiled by tinyc-mlir).
fn program_with(source: &str, ptx: *const c_char) -> (tinyc_status_t, *mut tinyc_cuda_program_t) {
    let mut out = ptr::null_mut();
    // SAFETY: valid pointers for the call.
    let status = unsafe {
        tinyc_cuda_program_create(source.as_ptr().cast(), source.len(), c"prog.ir".as_ptr(), 0, ptx, &mut out)
    };
    (status, out)
}

fn program(source: &str) -> (tinyc_status_t, *mut tinyc_cuda_program_t) {
    program_with(source, ptr::null())
}

/// Null handles and pointers are refused (or ignored, for the destroy calls and getters).
#[test]
fn null_handles_are_refused() {
    let grid = [1usize, 1, 1];
    // SAFETY: null handles are part of the contract.
    unsafe {
        assert_eq!(
            tinyc_cuda_kernel_enqueue(ptr::null(), ptr::null_mut(), 0, ptr::null(), grid.as_ptr()),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert!(last_error().contains("kernel handle is null"), "{}", last_error());
        let mut k = ptr::null_mut();
        assert_eq!(tinyc_cuda_kernel_create(ptr::null(), c"gemm".as_ptr(), &mut k), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(k.is_null());
        assert!(tinyc_cuda_kernel_info(ptr::null()).is_null());
        assert_eq!(text(tinyc_cuda_program_ptx(ptr::null())), "");
        assert_eq!(text(tinyc_cuda_program_warnings(ptr::null())), "");
        tinyc_cuda_kernel_destroy(ptr::null_mut());
        tinyc_cuda_program_destroy(ptr::null_mut());
        let source = GEMM;
        let status = tinyc_cuda_program_create(
            source.as_ptr().cast(),
            source.len(),
            ptr::null(),
            0,
            ptr::null(),
            ptr::null_mut(),
        );
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("result pointer is null"), "{}", last_error());
        let status = tinyc_cuda_program_create(ptr::null(), 0, ptr::null(), 0, ptr::null(), &mut ptr::null_mut());
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    }
}

/// A host's CUDA objects, made with the driver API as a C host makes them.
struct Host {
    device: sys::CUdevice,
    stream: sys::CUstream,
}

impl Host {
    /// The first device's primary context, current on this thread, and a stream; None (with a
    /// SKIP line) without a driver or device.
    fn new() -> Option<Host> {
        if !tinyc_runtime::cuda::driver_available() || tinyc_runtime::cuda::Context::device_count().unwrap_or(0) == 0 {
            println!("SKIP: no CUDA driver or device");
            return None;
        }
        let mut device = 0;
        let mut context = ptr::null_mut();
        let mut stream = ptr::null_mut();
        // SAFETY: the driver is initialised (driver_available); outputs are single handles.
        unsafe {
            assert_eq!(sys::cuDeviceGet(&mut device, 0), sys::CUresult::CUDA_SUCCESS);
            assert_eq!(sys::cuDevicePrimaryCtxRetain(&mut context, device), sys::CUresult::CUDA_SUCCESS);
            assert_eq!(sys::cuCtxSetCurrent(context), sys::CUresult::CUDA_SUCCESS);
            assert_eq!(sys::cuStreamCreate(&mut stream, 0), sys::CUresult::CUDA_SUCCESS);
        }
        Some(Host { device, stream })
    }

    fn upload<T: Copy>(&self, data: &[T]) -> sys::CUdeviceptr {
        let bytes = std::mem::size_of_val(data).max(1);
        let mut p = 0;
        // SAFETY: the context is current; copies `bytes` from a live slice.
        unsafe {
            assert_eq!(sys::cuMemAlloc_v2(&mut p, bytes), sys::CUresult::CUDA_SUCCESS);
            assert_eq!(
                sys::cuMemcpyHtoD_v2(p, data.as_ptr().cast(), std::mem::size_of_val(data)),
                sys::CUresult::CUDA_SUCCESS
            );
        }
        p
    }

    fn download<T: Copy + Default>(&self, p: sys::CUdeviceptr, len: usize) -> Vec<T> {
        let mut out = vec![T::default(); len];
        // SAFETY: waits for the stream, then copies into a live slice of that size.
        unsafe {
            assert_eq!(sys::cuStreamSynchronize(self.stream), sys::CUresult::CUDA_SUCCESS);
            assert_eq!(
                sys::cuMemcpyDtoH_v2(out.as_mut_ptr().cast(), p, std::mem::size_of_val(out.as_slice())),
                sys::CUresult::CUDA_SUCCESS
            );
        }
        out
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        // SAFETY: the stream and primary context made by `new`.
        unsafe {
            sys::cuStreamSynchronize(self.stream);
            sys::cuStreamDestroy_v2(self.stream);
            sys::cuDevicePrimaryCtxRelease_v2(self.device);
        }
    }
}

fn memref(ty: tinyc_scalar_type_t, data: sys::CUdeviceptr, length: usize, shape: &[i64]) -> tinyc_memref_t {
    tinyc_memref_t {
        r#type: ty,
        buffer: tinyc_buffer_t { data: data as *mut c_void, mem: ptr::null_mut(), length },
        order: shape.len(),
        shape: shape.as_ptr(),
        stride: ptr::null(),
        offset: 0,
    }
}

/// The PTX of kernel `name`, written beforehand, where `$TINYC_CAPI_PTX_DIR` is set (the GPU
/// kit: a GPU machine has no tinyc-mlir).
fn ready_ptx(name: &CStr) -> Option<std::ffi::CString> {
    let dir = std::env::var_os("TINYC_CAPI_PTX_DIR")?;
    let path = std::path::Path::new(&dir).join(format!("{}.ptx", name.to_str().unwrap_or_default()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    std::ffi::CString::new(text).ok()
}

/// Whether the PTX can be had: written beforehand, or tinyc-mlir is built.
fn ptx_available() -> bool {
    std::env::var_os("TINYC_CAPI_PTX_DIR").is_some() || tinyc_mlir_found()
}

fn kernel(source: &str, name: &CStr) -> (*mut tinyc_cuda_program_t, *mut tinyc_cuda_kernel_t) {
    let ptx = ready_ptx(name);
    let (status, prog) = program_with(source, ptx.as_ref().map_or(ptr::null(), |p| p.as_ptr()));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    let mut k = ptr::null_mut();
    // SAFETY: a live program.
    assert_eq!(unsafe { tinyc_cuda_kernel_create(prog, name.as_ptr(), &mut k) }, TINYC_SUCCESS, "{}", last_error());
    (prog, k)
}

fn enqueue(host: &Host, k: *const tinyc_cuda_kernel_t, args: &[tinyc_arg_t], groups: usize) -> tinyc_status_t {
    let grid = [groups, 1, 1];
    // SAFETY: live objects and valid pointers.
    unsafe { tinyc_cuda_kernel_enqueue(k, host.stream.cast(), args.len(), args.as_ptr(), grid.as_ptr()) }
}

#[test]
fn without_a_driver_programs_are_refused_and_with_one_a_gemm_runs_on_host_memory() {
    let Some(host) = Host::new() else {
        let (status, prog) = program(GEMM);
        assert!(prog.is_null());
        assert_eq!(status, TINYC_ERROR_UNSUPPORTED, "{}", last_error());
        assert!(last_error().contains("CUDA"), "{}", last_error());
        return;
    };
    if !ptx_available() {
        return;
    }
    let (prog, k) = kernel(GEMM, c"gemm");
    // SAFETY: a live program.
    let gemm_ptx = text(unsafe { tinyc_cuda_program_ptx(prog) });
    assert!(gemm_ptx.contains(".entry gemm"), "{gemm_ptx}");
    // PTX that is not the program's is refused before the driver sees it.
    let other = GEMM.replace("@gemm", "@other");
    let gemm_ptx = std::ffi::CString::new(gemm_ptx).unwrap_or_default();
    let (status, wrong) = program_with(&other, gemm_ptx.as_ptr());
    assert!(wrong.is_null());
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT, "{}", last_error());
    assert!(last_error().contains("does not fit the program"), "{}", last_error());
    let batch = 6usize;
    let a: Vec<f32> = (0..12 * batch).map(|i| (i % 7) as f32 - 3.0).collect();
    let b: Vec<f32> = (0..15 * batch).map(|i| (i % 5) as f32 * 0.5).collect();
    let (pa, pb, pc) = (host.upload(&a), host.upload(&b), host.upload(&vec![9.0f32; 20 * batch]));
    let n = batch as i64;
    let (sa, sb, sc) = ([4, 3, n], [3, 5, n], [4, 5, n]);
    let ma = memref(TINYC_TYPE_F32, pa, a.len(), &sa);
    let mb = memref(TINYC_TYPE_F32, pb, b.len(), &sb);
    let mc = memref(TINYC_TYPE_F32, pc, 20 * batch, &sc);
    let args = [tinyc_arg_f32(2.0), tinyc_arg_memref(&ma), tinyc_arg_memref(&mb), tinyc_arg_memref(&mc)];
    assert_eq!(enqueue(&host, k, &args, batch), TINYC_SUCCESS, "{}", last_error());
    let c: Vec<f32> = host.download(pc, 20 * batch);
    for g in 0..batch {
        for j in 0..5 {
            for i in 0..4 {
                let s: f32 = (0..3).map(|l| a[g * 12 + l * 4 + i] * b[g * 15 + j * 3 + l]).sum();
                assert_eq!(c[g * 20 + j * 4 + i], 2.0 * s, "C[{i},{j},{g}]");
            }
        }
    }
    // Bad launches: too few elements behind C, a wrong element type, a cl_mem, a null address.
    let short = memref(TINYC_TYPE_F32, pc, 20 * batch - 1, &sc);
    assert_eq!(enqueue(&host, k, &[args[0], args[1], args[2], tinyc_arg_memref(&short)], batch), TINYC_ERROR_LAUNCH);
    let f64c = memref(TINYC_TYPE_F64, pc, 10 * batch, &sc);
    assert_eq!(enqueue(&host, k, &[args[0], args[1], args[2], tinyc_arg_memref(&f64c)], batch), TINYC_ERROR_LAUNCH);
    let mut with_mem = mc;
    with_mem.buffer.mem = 8usize as cl_sys::cl_mem;
    let status = enqueue(&host, k, &[args[0], args[1], args[2], tinyc_arg_memref(&with_mem)], batch);
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("argument 3") && last_error().contains("mem is OpenCL's"), "{}", last_error());
    let null = memref(TINYC_TYPE_F32, 0, 20, &sc);
    assert_eq!(
        enqueue(&host, k, &[args[0], args[1], args[2], tinyc_arg_memref(&null)], batch),
        TINYC_ERROR_INVALID_ARGUMENT
    );
    assert_eq!(enqueue(&host, k, &args[..3], batch), TINYC_ERROR_LAUNCH);
    // SAFETY: the handles and memory made above; the stream is idle after download.
    unsafe {
        assert_eq!(sys::cuStreamSynchronize(host.stream), sys::CUresult::CUDA_SUCCESS);
        tinyc_cuda_kernel_destroy(k);
        tinyc_cuda_program_destroy(prog);
        for p in [pa, pb, pc] {
            sys::cuMemFree_v2(p);
        }
    }
}

#[test]
fn a_group_kernel_on_a_host_stream_keeps_its_arrays_until_it_completes() {
    let Some(host) = Host::new() else { return };
    if !ptx_available() {
        return;
    }
    let (prog, k) = kernel(SCALE, c"scale");
    let lens = [5usize, 9, 1, 17];
    let data: Vec<Vec<f64>> =
        lens.iter().enumerate().map(|(m, &n)| (0..n + 2).map(|i| (i + m) as f64).collect()).collect();
    let ptrs: Vec<sys::CUdeviceptr> = data.iter().map(|d| host.upload(d)).collect();
    let shapes: Vec<[i64; 1]> = lens.iter().map(|&n| [n as i64]).collect();
    let members: Vec<tinyc_memref_t> =
        ptrs.iter().zip(&data).zip(&shapes).map(|((&p, d), s)| memref(TINYC_TYPE_F64, p, d.len(), s)).collect();
    let group = tinyc_group_t { count: members.len(), members: members.as_ptr(), offset: 2 };
    let args = [tinyc_arg_f64(-2.0), tinyc_arg_group(&group)];
    // Three launches back to back on the host's stream, none waited for by libtinyc.
    for _ in 0..3 {
        assert_eq!(enqueue(&host, k, &args, lens.len()), TINYC_SUCCESS, "{}", last_error());
    }
    for (m, (&p, d)) in ptrs.iter().zip(&data).enumerate() {
        let got: Vec<f64> = host.download(p, d.len());
        let want: Vec<f64> = d.iter().enumerate().map(|(i, &v)| if i >= 2 { v * -8.0 } else { v }).collect();
        assert_eq!(got, want, "member {m}");
    }
    assert_eq!(enqueue(&host, k, &args, lens.len() + 1), TINYC_ERROR_LAUNCH);
    // SAFETY: the handles and memory made above.
    unsafe {
        tinyc_cuda_kernel_destroy(k);
        tinyc_cuda_program_destroy(prog);
        for p in ptrs {
            sys::cuMemFree_v2(p);
        }
    }
}

/// Points libtinyc at the `tinyc-mlir` the workspace built beside the test (`$TINYC_MLIR`);
/// false, with a SKIP line, when there is none.
fn tinyc_mlir_found() -> bool {
    let exe = std::env::current_exe().ok();
    let Some(p) = exe.as_deref().and_then(|e| Some(e.parent()?.parent()?.join("tinyc-mlir"))).filter(|p| p.is_file())
    else {
        println!("SKIP: target/*/tinyc-mlir is not built (cargo build -p tinyc)");
        return false;
    };
    // SAFETY: tests of this binary that read TINYC_MLIR all set it to the same value.
    unsafe { std::env::set_var("TINYC_MLIR", &p) };
    true
}

// ---------------------------------------------------------------------------------------------
// Against the runtime's fake driver

/// Set in the child process that runs against the fake driver.
const FAKE_CHILD: &str = "TINYC_CAPI_FAKE_CUDA_CHILD";

/// The fake driver's group kernel: `y[g]` is the sum of member g's elements (from the offset).
const GSUM: &str =
    "func @gsum(%A: group<memref<f32x?x2, strided<1,?>>, offset: ?>, %y: memref<f32x?>) work_group_size(32, 1) {}";

/// Runs `gsum_through_every_call` in a child process whose `libcuda.so` is the runtime's fake.
#[test]
#[cfg(target_os = "linux")]
fn the_cuda_calls_run_against_a_fake_driver() {
    if std::env::var_os(FAKE_CHILD).is_some() {
        return;
    }
    let Some(cc) = ["cc", "gcc", "clang"]
        .iter()
        .find(|c| std::process::Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()))
    else {
        println!("SKIP: no C compiler for the fake CUDA driver");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tinyc-capi-fake-cuda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/data/fake_libcuda.c");
    let built = std::process::Command::new(cc)
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(dir.join("libcuda.so"))
        .arg(&source)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(built.status.success(), "compiling the fake driver: {}", String::from_utf8_lossy(&built.stderr));
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = std::process::Command::new(exe)
        .args(["--exact", "gsum_through_every_call", "--nocapture"])
        .env(FAKE_CHILD, "1")
        .env("LD_LIBRARY_PATH", &dir)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "against the fake driver:\n{text}");
    assert!(text.contains("1 passed") && text.contains("fake CUDA device"), "{text}");
}

/// In the fake driver's child: a program from source and the host's PTX, a kernel, launches on
/// the host's stream over the host's memory, the arrays of a group, and refusals.
#[test]
fn gsum_through_every_call() {
    if std::env::var_os(FAKE_CHILD).is_none() {
        return;
    }
    let host = Host::new().unwrap_or_else(|| panic!("the fake driver did not load"));
    println!(
        "CUDA device: {}",
        tinyc_runtime::cuda::Context::new(0).map(|c| c.device_name().to_string()).unwrap_or_default()
    );
    let ptx = std::ffi::CString::new(include_str!("../../runtime/tests/data/kernels.ptx")).unwrap_or_default();
    let (status, prog) = program_with(GSUM, ptx.as_ptr());
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    let mut k = ptr::null_mut();
    // SAFETY: a live program.
    assert_eq!(unsafe { tinyc_cuda_kernel_create(prog, c"gsum".as_ptr(), &mut k) }, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live kernel; its info lives as long.
    let info = unsafe { &*tinyc_cuda_kernel_info(k) };
    assert_eq!(text(info.name), "gsum");
    assert_eq!(info.num_args, 6, "A, A_shape0, A_stride1, A_offset, y, y_shape0");
    let members: Vec<Vec<f32>> = (0..4).map(|g| (0..2 * (g + 2)).map(|i| (g * 10 + i) as f32).collect()).collect();
    let ptrs: Vec<sys::CUdeviceptr> = members.iter().map(|m| host.upload(m)).collect();
    let y = host.upload(&[0.0f32; 4]);
    let shapes: Vec<[i64; 2]> = (0..4).map(|g| [g as i64 + 1, 2]).collect();
    // Offset 2: member g holds 2 + 2 (g + 1) elements, the first two skipped.
    let list: Vec<tinyc_memref_t> =
        ptrs.iter().zip(&members).zip(&shapes).map(|((&p, m), s)| memref(TINYC_TYPE_F32, p, m.len(), s)).collect();
    let group = tinyc_group_t { count: list.len(), members: list.as_ptr(), offset: 2 };
    let ys = [4i64];
    let my = memref(TINYC_TYPE_F32, y, 4, &ys);
    let args = [tinyc_arg_group(&group), tinyc_arg_memref(&my)];
    for _ in 0..2 {
        assert_eq!(enqueue(&host, k, &args, 4), TINYC_SUCCESS, "{}", last_error());
    }
    let got: Vec<f32> = host.download(y, 4);
    let want: Vec<f32> = members.iter().map(|m| m[2..].iter().sum()).collect();
    assert_eq!(got, want);
    // Refused: a null grid, a member one element short, a group of three for four groups, a cl_mem.
    // SAFETY: a live kernel; the grid is null, which the header forbids.
    let no_grid = unsafe { tinyc_cuda_kernel_enqueue(k, host.stream.cast(), 2, args.as_ptr(), ptr::null()) };
    assert_eq!(no_grid, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("the grid: null pointer"), "{}", last_error());
    let mut short = list.clone();
    short[3].buffer.length -= 1;
    let g2 = tinyc_group_t { members: short.as_ptr(), ..group };
    assert_eq!(enqueue(&host, k, &[tinyc_arg_group(&g2), args[1]], 4), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("member 3"), "{}", last_error());
    let g3 = tinyc_group_t { count: 3, ..group };
    assert_eq!(enqueue(&host, k, &[tinyc_arg_group(&g3), args[1]], 4), TINYC_ERROR_LAUNCH);
    let mut with_mem = my;
    with_mem.buffer.mem = 8usize as cl_sys::cl_mem;
    assert_eq!(enqueue(&host, k, &[args[0], tinyc_arg_memref(&with_mem)], 4), TINYC_ERROR_INVALID_ARGUMENT);
    // PTX without the program's kernel.
    let (status, none) = program_with(&GSUM.replace("@gsum", "@absent"), ptx.as_ptr());
    assert!(none.is_null());
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT, "{}", last_error());
    // SAFETY: the handles and memory made above.
    unsafe {
        tinyc_cuda_kernel_destroy(k);
        tinyc_cuda_program_destroy(prog);
        for p in ptrs.into_iter().chain([y]) {
            sys::cuMemFree_v2(p);
        }
    }
}

//! libtinyc through its C entry points, as a C host calls them: compiles with structured
//! diagnostics and the kernels' ABI, JIT launches on the host's own OpenCL objects checked
//! against host loops, and every kind of bad input refused with a status and a message.
#![allow(clippy::panic, clippy::print_stdout)] // tests report by panicking and print SKIP lines

use std::ffi::{CStr, CString, c_char, c_void};
use std::ptr;

use cl_sys::*;
use tinyc::args::*;
use tinyc::compile::*;
use tinyc::info::*;
use tinyc::opencl::*;
use tinyc::recipe::*;
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

fn compile(source: &str, options: Option<&tinyc_compile_options_t>) -> (tinyc_status_t, *mut tinyc_compiled_t) {
    let mut out = ptr::null_mut();
    let name = c"prog.ir";
    let opts = options.map_or(ptr::null(), |o| o as *const _);
    // SAFETY: valid pointers for the call.
    let status = unsafe { tinyc_compile(source.as_ptr().cast(), source.len(), name.as_ptr(), opts, &mut out) };
    (status, out)
}

fn options(target: tinyc_target_t) -> tinyc_compile_options_t {
    let mut o = std::mem::MaybeUninit::<tinyc_compile_options_t>::uninit();
    // SAFETY: writes the whole struct.
    unsafe { tinyc_compile_options_init(o.as_mut_ptr()) };
    // SAFETY: initialised above.
    let mut o = unsafe { o.assume_init() };
    o.target = target;
    o
}

const GEMM: &str = "func @gemm(%alpha: f32, %A: memref<f32x4x3x?>, %B: memref<f32x3x5x?>, %C: memref<f32x4x5x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x4x3x?>
  %b = subview %B[:, :, %g] : memref<f32x3x5x?>
  %c = subview %C[:, :, %g] : memref<f32x4x5x?>
  gemm.n.n %alpha, %a, %b, 0.0, %c : f32, memref<f32x4x3>, memref<f32x3x5>, f32, memref<f32x4x5>
}
";

#[test]
fn compile_gives_code_and_the_kernel_abi() {
    let (status, c) = compile(GEMM, None);
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle from tinyc_compile, freed at the end.
    unsafe {
        let mut len = 0;
        let code = tinyc_compiled_code(c, &mut len);
        let code = std::str::from_utf8(std::slice::from_raw_parts(code.cast::<u8>(), len)).unwrap_or_default();
        assert!(code.contains("kernel") && code.contains("void gemm("), "{code}");
        assert_eq!(tinyc_compiled_num_diagnostics(c), 0);
        assert_eq!(tinyc_compiled_lang(c), TINYC_LANG_V0_3);
        assert_eq!(tinyc_compiled_num_kernels(c), 1);
        assert!(tinyc_compiled_kernel(c, 1).is_null());
        let k = &*tinyc_compiled_kernel(c, 0);
        assert_eq!(text(k.name), "gemm");
        assert_eq!(k.launch, TINYC_LAUNCH_BATCH);
        let args = std::slice::from_raw_parts(k.args, k.num_args);
        let names: Vec<String> = args.iter().map(|a| text(a.name)).collect();
        assert_eq!(names, ["alpha", "A", "A_shape2", "B", "B_shape2", "C", "C_shape2"]);
        assert_eq!((args[2].role, args[2].mode, args[2].param), (TINYC_ROLE_SHAPE, 2, 1));
        assert_eq!((args[1].role, args[1].pointer_depth, args[1].r#type), (TINYC_ROLE_DATA, 1, TINYC_TYPE_F32));
        let params = std::slice::from_raw_parts(k.params, k.num_params);
        assert_eq!(params.len(), 4);
        assert_eq!(
            (text(params[0].name), params[0].kind, params[0].r#type),
            ("alpha".into(), TINYC_PARAM_SCALAR, TINYC_TYPE_F32)
        );
        assert_eq!((params[1].kind, params[1].order), (TINYC_PARAM_MEMREF, 3));
        assert_eq!(std::slice::from_raw_parts(params[1].shape, 3), [4, 3, TINYC_DYNAMIC]);
        assert_eq!(std::slice::from_raw_parts(params[1].stride, 3), [1, 4, 12]);
        tinyc_compiled_destroy(c);
    }
}

#[test]
fn compile_errors_are_structured_and_rendered() {
    let source = "func @k(%a: f32) {\n  %x = add %a, %b : f32\n}\n";
    let (status, c) = compile(source, None);
    assert_eq!(status, TINYC_ERROR_COMPILE);
    assert!(last_error().contains("prog.ir:2:"), "{}", last_error());
    assert!(!c.is_null());
    // SAFETY: a live handle, freed at the end.
    unsafe {
        assert!(tinyc_compiled_code(c, ptr::null_mut()).is_null());
        assert_eq!(tinyc_compiled_num_kernels(c), 0);
        assert!(tinyc_compiled_num_diagnostics(c) >= 1);
        let d = &*tinyc_compiled_diagnostic(c, 0);
        assert_eq!(d.severity, TINYC_SEVERITY_ERROR);
        assert_eq!(text(d.file), "prog.ir");
        let rendered = text(tinyc_compiled_rendered_diagnostics(c));
        let code = text(d.code);
        assert!(rendered.contains(&format!("error[{code}]: {}", text(d.message))), "{rendered}");
        assert!(rendered.contains(&format!("prog.ir:{}:{}", d.line, d.column)), "{rendered}");
        assert_eq!(d.line, 2);
        assert!(tinyc_compiled_diagnostic(c, 99).is_null());
        tinyc_compiled_destroy(c);
    }
}

/// Columns count characters, as the rendered `file:line:col` does (the header says so): `é` and
/// `😀` before the error (in a v0.4 string attribute) are one column each, not two and four bytes.
#[test]
fn diagnostic_columns_count_characters() {
    let source = "func @k(%a: f32) attributes{\"\u{e9}\u{1f600}\"=1} { %x = add %a, %b : f32\n}\n";
    let (status, c) = compile(source, None);
    assert_eq!(status, TINYC_ERROR_COMPILE);
    // SAFETY: a live handle, freed at the end.
    unsafe {
        let d = &*tinyc_compiled_diagnostic(c, 0);
        let rendered = text(tinyc_compiled_rendered_diagnostics(c));
        assert_eq!((d.line, d.column), (1, 52), "{rendered}");
        assert!(rendered.contains("prog.ir:1:52"), "{rendered}");
        tinyc_compiled_destroy(c);
    }
}

#[test]
fn warnings_are_reported_and_can_be_denied() {
    let source = "func @k(%A: memref<f32x4>) {\n  %x = load %A[7] : memref<f32x4>\n}\n";
    let (status, c) = compile(source, None);
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: live handles, freed.
    unsafe {
        assert_eq!(tinyc_compiled_num_diagnostics(c), 1);
        let d = &*tinyc_compiled_diagnostic(c, 0);
        assert_eq!((d.severity, text(d.code), d.line, d.column), (TINYC_SEVERITY_WARNING, "W01".into(), 2, 16));
        assert!(!tinyc_compiled_code(c, ptr::null_mut()).is_null());
        tinyc_compiled_destroy(c);
    }
    let mut o = options(TINYC_TARGET_OPENCL);
    o.deny_warnings = 1;
    let (status, c) = compile(source, Some(&o));
    assert_eq!(status, TINYC_ERROR_COMPILE);
    assert!(last_error().contains("warnings are denied"), "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        assert!(tinyc_compiled_code(c, ptr::null_mut()).is_null());
        tinyc_compiled_destroy(c);
    }
}

#[test]
fn bad_compile_arguments_are_refused() {
    let mut out = ptr::null_mut();
    // SAFETY: each call is given what the header allows or a null it must refuse.
    unsafe {
        assert_eq!(tinyc_compile(ptr::null(), 3, ptr::null(), ptr::null(), &mut out), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("source") && out.is_null(), "{}", last_error());
        let s = c"func @k() {}";
        assert_eq!(
            tinyc_compile(s.as_ptr(), 0, ptr::null(), ptr::null(), ptr::null_mut()),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert!(last_error().contains("result pointer"), "{}", last_error());
        let bad_name = [0xffu8, 0xfe, 0];
        let status = tinyc_compile(s.as_ptr(), 0, bad_name.as_ptr().cast(), ptr::null(), &mut out);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("UTF-8"), "{}", last_error());
        // A length no array can have is refused, not trusted (it aborted the process).
        let status = tinyc_compile(s.as_ptr(), usize::MAX, ptr::null(), ptr::null(), &mut out);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("more than memory can hold") && out.is_null(), "{}", last_error());
    }
    for (field, value, message) in
        [("target", 9u32, "TINYC_TARGET_"), ("lang", 7, "TINYC_LANG_"), ("opt", 7, "optimisation level")]
    {
        let mut o = options(TINYC_TARGET_OPENCL);
        match field {
            "target" => o.target = value,
            "lang" => o.lang = value,
            _ => o.opt_level = value as i32,
        }
        let (status, c) = compile("func @k() {}", Some(&o));
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT, "{field}");
        assert!(c.is_null() && last_error().contains(message), "{field}: {}", last_error());
    }
    // A program that is not UTF-8 outside comments is a compile error, not a crash.
    let bytes = b"func @k() { \xff }";
    let mut out = ptr::null_mut();
    // SAFETY: valid pointers.
    let status = unsafe { tinyc_compile(bytes.as_ptr().cast(), bytes.len(), ptr::null(), ptr::null(), &mut out) };
    assert_eq!(status, TINYC_ERROR_COMPILE);
    // SAFETY: a live handle or null.
    unsafe { tinyc_compiled_destroy(out) };
    // Getters take null handles.
    // SAFETY: null handles are allowed.
    unsafe {
        assert_eq!(tinyc_compiled_num_kernels(ptr::null()), 0);
        assert!(tinyc_compiled_code(ptr::null(), ptr::null_mut()).is_null());
        tinyc_compiled_destroy(ptr::null_mut());
    }
}

/// The `tinyc-mlir` the workspace built beside the test, if any.
fn tinyc_mlir() -> Option<std::path::PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let p = exe.parent()?.parent()?.join("tinyc-mlir");
    p.is_file().then_some(p)
}

#[test]
fn spirv_and_ptx_come_from_tinyc_mlir() {
    let Some(mlir) = tinyc_mlir() else {
        println!("SKIP: target/*/tinyc-mlir is not built (cargo build -p tinyc)");
        return;
    };
    // SAFETY: tests of this binary that read TINYC_MLIR all set it to the same value.
    unsafe { std::env::set_var("TINYC_MLIR", &mlir) };
    let (status, c) = compile(GEMM, Some(&options(TINYC_TARGET_SPIRV)));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        let mut len = 0;
        let code = tinyc_compiled_code(c, &mut len).cast::<u8>();
        let bytes = std::slice::from_raw_parts(code, len);
        assert_eq!(bytes.get(..4), Some(&0x0723_0203u32.to_le_bytes()[..]), "SPIR-V magic");
        assert_eq!(tinyc_compiled_num_kernels(c), 1);
        tinyc_compiled_destroy(c);
    }
    let mut o = options(TINYC_TARGET_PTX);
    let arch = c"sm_75";
    o.arch = arch.as_ptr();
    let (status, c) = compile(GEMM, Some(&o));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        let ptx = text(tinyc_compiled_code(c, ptr::null_mut()));
        assert!(ptx.contains(".target sm_75") && ptx.contains(".entry gemm"), "{ptx}");
        tinyc_compiled_destroy(c);
    }
    // The device options reach tinyc-mlir: Intel's subgroups make a SPIR-V 1.3 module (the
    // shuffles), a small largest work-group refuses the scan's 16 work-items.
    let mut spirv = options(TINYC_TARGET_SPIRV);
    spirv.intel_subgroups = 1;
    let (status, c) = compile(SUBGROUP_SCAN, Some(&spirv));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        let mut len = 0;
        let code = tinyc_compiled_code(c, &mut len).cast::<u8>();
        let words = std::slice::from_raw_parts(code, len);
        assert_eq!(words.get(4..8), Some(&0x0001_0300u32.to_le_bytes()[..]), "SPIR-V 1.3");
        tinyc_compiled_destroy(c);
    }
    spirv.max_work_group_size = 8;
    let (status, c) = compile(SUBGROUP_SCAN, Some(&spirv));
    assert_eq!(status, TINYC_ERROR_COMPILE, "{}", last_error());
    // SAFETY: a live handle or null.
    unsafe { tinyc_compiled_destroy(c) };
    for bad in [c"sm_12", c"--help", c"-h", c"--version"] {
        o.arch = bad.as_ptr();
        let (status, c) = compile(GEMM, Some(&o));
        // An architecture that looks like a flag is refused as an architecture (hunt U: it
        // was tinyc-mlir's flag, and its usage text an environment error).
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT, "{:?}: {}", bad, last_error());
        assert!(c.is_null() && last_error().contains(bad.to_str().unwrap_or("")), "{}", last_error());
    }
    // A target's limit is a program error with its handle and located diagnostic (the handle
    // was null), in the source behind the preprocessor: more shared memory than a block of
    // sm_75 may have (64 KiB).
    let big = "$big = memref<f32x16400,local>\n$n = 4096\n; é\nfunc @big(%A: memref<f32x$n>) {}\nfunc @big2() {\n  %t = alloca : $big\n}\n";
    o.arch = arch.as_ptr();
    let (status, c) = compile(big, Some(&o));
    assert_eq!(status, TINYC_ERROR_COMPILE, "{}", last_error());
    assert!(!c.is_null(), "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        assert_eq!(tinyc_compiled_num_diagnostics(c), 1);
        let d = &*tinyc_compiled_diagnostic(c, 0);
        assert_eq!((text(d.code).as_str(), d.line, d.column), ("E41", 5, 6), "{}", text(d.message));
        assert!(text(d.message).contains("kernel `big2` needs 65600 bytes"), "{}", text(d.message));
        let rendered = text(tinyc_compiled_rendered_diagnostics(c));
        // The kernel's name underlined, as tinyc prints it.
        assert!(rendered.contains(":5:6") && rendered.contains("^^^^^"), "{rendered}");
        assert!(tinyc_compiled_code(c, ptr::null_mut()).is_null());
        tinyc_compiled_destroy(c);
    }
}

// ---------------------------------------------------------------------------------------------
// The OpenCL JIT on the test's own OpenCL objects

/// The host's objects: the first device of the first platform that has one.
struct Host {
    context: cl_context,
    device: cl_device_id,
    queue: cl_command_queue,
}

impl Host {
    fn new() -> Option<Host> {
        // The tests run on several threads; PoCL's device initialisation (inside the first
        // clGetDeviceIDs) crashes a concurrent clGetDeviceInfo, so discovery runs one thread
        // at a time, as a host that sets up its OpenCL objects once does it.
        static DISCOVERY: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _guard = DISCOVERY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // SAFETY: plain OpenCL calls with valid out-pointers.
        unsafe {
            let mut platforms = [ptr::null_mut(); 8];
            let mut count = 0;
            if clGetPlatformIDs(8, platforms.as_mut_ptr(), &mut count) != CL_SUCCESS {
                return None;
            }
            for &p in &platforms[..count.min(8) as usize] {
                let mut device = ptr::null_mut();
                let mut n = 0;
                if clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &mut device, &mut n) != CL_SUCCESS || n == 0 {
                    continue;
                }
                let mut code = 0;
                let context = clCreateContext(ptr::null(), 1, &device, None, ptr::null_mut(), &mut code);
                assert_eq!(code, CL_SUCCESS);
                let queue = clCreateCommandQueueWithProperties(context, device, ptr::null(), &mut code);
                assert_eq!(code, CL_SUCCESS);
                return Some(Host { context, device, queue });
            }
            None
        }
    }

    fn svm<T: Copy>(&self, data: &[T]) -> *mut T {
        // SAFETY: an allocation of the context, mapped for the host writes and unmapped.
        unsafe {
            let bytes = size_of_val(data).max(4);
            let p = clSVMAlloc(self.context, CL_MEM_READ_WRITE, bytes, 0).cast::<T>();
            assert!(!p.is_null(), "clSVMAlloc");
            self.map(p.cast(), bytes, || ptr::copy_nonoverlapping(data.as_ptr(), p, data.len()));
            p
        }
    }

    fn read_svm<T: Copy + Default>(&self, p: *mut T, len: usize) -> Vec<T> {
        let mut out = vec![T::default(); len];
        // SAFETY: `p` holds `len` values; mapped for the read.
        unsafe { self.map(p.cast(), len * size_of::<T>(), || ptr::copy_nonoverlapping(p, out.as_mut_ptr(), len)) };
        out
    }

    /// Runs `f` with `bytes` at `p` mapped for the host.
    unsafe fn map(&self, p: *mut c_void, bytes: usize, f: impl FnOnce()) {
        // SAFETY: an SVM allocation of the context (the caller's promise).
        unsafe {
            let flags = CL_MAP_READ | CL_MAP_WRITE;
            assert_eq!(clEnqueueSVMMap(self.queue, CL_TRUE, flags, p, bytes, 0, ptr::null(), ptr::null_mut()), 0);
            f();
            assert_eq!(clEnqueueSVMUnmap(self.queue, p, 0, ptr::null(), ptr::null_mut()), 0);
            assert_eq!(clFinish(self.queue), 0);
        }
    }

    fn free(&self, p: *mut c_void) {
        // SAFETY: an allocation of this context that no command uses any more.
        unsafe { clSVMFree(self.context, p) };
    }

    fn svm_supported(&self) -> bool {
        let mut caps: cl_bitfield = 0;
        // SAFETY: a valid out-pointer of the property's size.
        let code = unsafe {
            clGetDeviceInfo(
                self.device,
                CL_DEVICE_SVM_CAPABILITIES,
                size_of::<cl_bitfield>(),
                (&raw mut caps).cast(),
                ptr::null_mut(),
            )
        };
        code == CL_SUCCESS && caps & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER != 0
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        // SAFETY: the objects this value created.
        unsafe {
            clReleaseCommandQueue(self.queue);
            clReleaseContext(self.context);
        }
    }
}

fn host() -> Option<Host> {
    let h = Host::new();
    if h.is_none() {
        println!("SKIP: no OpenCL device");
    }
    h.filter(|h| {
        let ok = h.svm_supported();
        if !ok {
            println!("SKIP: the OpenCL device has no shared virtual memory");
        }
        ok
    })
}

/// A tinyc context, program and kernel for `source` on the host's objects.
fn jit(
    host: &Host,
    source: &str,
    kernel: &str,
) -> (*mut tinyc_cl_context_t, *mut tinyc_cl_program_t, *mut tinyc_cl_kernel_t) {
    jit_as(host, source, kernel, TINYC_CL_FORM_OPENCL_C)
}

/// [`jit`] in the given form (`TINYC_CL_FORM_*`).
fn jit_as(
    host: &Host,
    source: &str,
    kernel: &str,
    form: tinyc_cl_form_t,
) -> (*mut tinyc_cl_context_t, *mut tinyc_cl_program_t, *mut tinyc_cl_kernel_t) {
    let (mut ctx, mut prog, mut k) = (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    let name = CString::new(kernel).unwrap_or_default();
    // SAFETY: live OpenCL objects and valid pointers.
    unsafe {
        assert_eq!(tinyc_cl_context_create(host.context, host.device, &mut ctx), TINYC_SUCCESS, "{}", last_error());
        let status =
            tinyc_cl_program_create(ctx, source.as_ptr().cast(), source.len(), ptr::null(), 0, form, &mut prog);
        assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
        assert_eq!(tinyc_cl_kernel_create(prog, name.as_ptr(), &mut k), TINYC_SUCCESS, "{}", last_error());
    }
    (ctx, prog, k)
}

fn memref(ty: tinyc_scalar_type_t, data: *mut c_void, length: usize, shape: &[i64]) -> tinyc_memref_t {
    tinyc_memref_t {
        r#type: ty,
        buffer: tinyc_buffer_t { data, mem: ptr::null_mut(), length },
        order: shape.len(),
        shape: shape.as_ptr(),
        stride: ptr::null(),
        offset: 0,
    }
}

fn enqueue(host: &Host, k: *const tinyc_cl_kernel_t, args: &[tinyc_arg_t], groups: usize) -> tinyc_status_t {
    let grid = [groups, 1, 1];
    let mut event = ptr::null_mut();
    // SAFETY: live objects and valid pointers.
    let status = unsafe {
        tinyc_cl_kernel_enqueue(k, host.queue, args.len(), args.as_ptr(), grid.as_ptr(), 0, ptr::null(), &mut event)
    };
    if status == TINYC_SUCCESS {
        assert!(!event.is_null());
        // SAFETY: the event handed to the caller.
        unsafe {
            assert_eq!(clWaitForEvents(1, &event), CL_SUCCESS);
            clReleaseEvent(event);
        }
    } else {
        assert!(event.is_null());
    }
    status
}

#[test]
fn a_jit_gemm_runs_on_host_svm_and_bad_launches_are_refused() {
    let Some(host) = host() else { return };
    let (ctx, prog, k) = jit(&host, GEMM, "gemm");
    let batch = 6usize;
    let ops = GemmOperands::new(&host, batch);
    let [ma, mb, mc] = ops.memrefs();
    let args = [tinyc_arg_f32(2.0), tinyc_arg_memref(&ma), tinyc_arg_memref(&mb), tinyc_arg_memref(&mc)];
    assert_eq!(enqueue(&host, k, &args, batch), TINYC_SUCCESS, "{}", last_error());
    ops.check(&host);
    let (n, sa, a, pa) = (batch as i64, ops.shapes[0], &ops.a, ops.pa);

    // Each bad launch is refused with a status and a message naming what is wrong.
    // SAFETY: live objects; the grid is null, which the header forbids.
    let no_grid = unsafe {
        tinyc_cl_kernel_enqueue(k, host.queue, args.len(), args.as_ptr(), ptr::null(), 0, ptr::null(), ptr::null_mut())
    };
    assert_eq!(no_grid, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("the grid: null pointer"), "{}", last_error());
    let too_few = enqueue(&host, k, &args[..3], batch);
    assert_eq!(too_few, TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("4 parameters but 3 arguments"), "{}", last_error());
    let mut wrong = args;
    wrong[0] = tinyc_arg_f64(2.0);
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("%alpha"), "{}", last_error());
    let bad_shape = [5, 3, n];
    let mbad = memref(TINYC_TYPE_F32, pa.cast(), a.len(), &bad_shape);
    wrong = args;
    wrong[1] = tinyc_arg_memref(&mbad);
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("the size of mode 0 is 5 but the type fixes it to 4"), "{}", last_error());
    let short = memref(TINYC_TYPE_F32, pa.cast(), a.len() - 1, &sa);
    wrong[1] = tinyc_arg_memref(&short);
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("%A"), "{}", last_error());
    let f64_elems = memref(TINYC_TYPE_F64, pa.cast(), a.len() / 2, &sa);
    wrong[1] = tinyc_arg_memref(&f64_elems);
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_LAUNCH);
    let nothing = memref(TINYC_TYPE_F32, ptr::null_mut(), 0, &sa);
    wrong[1] = tinyc_arg_memref(&nothing);
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("neither data nor mem"), "{}", last_error());
    wrong[1] = tinyc_arg_memref(ptr::null());
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_INVALID_ARGUMENT);
    wrong[1] = tinyc_arg_t { kind: 42, ..args[1] };
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_INVALID_ARGUMENT);
    wrong[1] = tinyc_arg_t { r#type: 99, ..tinyc_arg_i32(1) };
    assert_eq!(enqueue(&host, k, &wrong, batch), TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("TINYC_TYPE_"), "{}", last_error());
    // SAFETY: null pointers the header forbids, which must be refused.
    unsafe {
        let grid = [1usize, 1, 1];
        let q = host.queue;
        let e = ptr::null_mut();
        assert_eq!(
            tinyc_cl_kernel_enqueue(k, q, 4, ptr::null(), grid.as_ptr(), 0, ptr::null(), e),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            tinyc_cl_kernel_enqueue(k, q, 4, args.as_ptr(), ptr::null(), 0, ptr::null(), e),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            tinyc_cl_kernel_enqueue(k, ptr::null_mut(), 4, args.as_ptr(), grid.as_ptr(), 0, ptr::null(), e),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            tinyc_cl_kernel_enqueue(ptr::null(), q, 4, args.as_ptr(), grid.as_ptr(), 0, ptr::null(), e),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            tinyc_cl_kernel_enqueue(k, q, 4, args.as_ptr(), grid.as_ptr(), 2, ptr::null(), e),
            TINYC_ERROR_INVALID_ARGUMENT
        );
        let big = [batch, 2, 1];
        assert_eq!(
            tinyc_cl_kernel_enqueue(k, q, 4, args.as_ptr(), big.as_ptr(), 0, ptr::null(), e),
            TINYC_ERROR_LAUNCH
        );
    }
    // A queue of another context is refused.
    let Some(other) = Host::new() else { return };
    // SAFETY: a live queue of another context.
    let status = unsafe {
        let grid = [batch, 1, 1];
        tinyc_cl_kernel_enqueue(k, other.queue, 4, args.as_ptr(), grid.as_ptr(), 0, ptr::null(), ptr::null_mut())
    };
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("command queue belongs to another"), "{}", last_error());
    // SAFETY: the handles made above, then memory no command uses any more.
    unsafe {
        assert_eq!(clFinish(host.queue), 0);
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
    ops.free(&host);
}

/// `GEMM`'s operands over `batch` entries in the host's SVM, C filled with 9.
struct GemmOperands {
    batch: usize,
    a: Vec<f32>,
    b: Vec<f32>,
    pa: *mut f32,
    pb: *mut f32,
    pc: *mut f32,
    shapes: [[i64; 3]; 3],
}

impl GemmOperands {
    fn new(host: &Host, batch: usize) -> GemmOperands {
        let a: Vec<f32> = (0..12 * batch).map(|i| (i % 7) as f32 - 3.0).collect();
        let b: Vec<f32> = (0..15 * batch).map(|i| (i % 5) as f32 * 0.5).collect();
        let (pa, pb, pc) = (host.svm(&a), host.svm(&b), host.svm(&vec![9.0f32; 20 * batch]));
        let n = batch as i64;
        GemmOperands { batch, a, b, pa, pb, pc, shapes: [[4, 3, n], [3, 5, n], [4, 5, n]] }
    }

    /// The memrefs of A, B and C (pointing into `self`).
    fn memrefs(&self) -> [tinyc_memref_t; 3] {
        [
            memref(TINYC_TYPE_F32, self.pa.cast(), self.a.len(), &self.shapes[0]),
            memref(TINYC_TYPE_F32, self.pb.cast(), self.b.len(), &self.shapes[1]),
            memref(TINYC_TYPE_F32, self.pc.cast(), 20 * self.batch, &self.shapes[2]),
        ]
    }

    /// C = 2·A·B, entry by entry, after a launch with α = 2.
    fn check(&self, host: &Host) {
        let (a, b) = (&self.a, &self.b);
        let c = host.read_svm(self.pc, 20 * self.batch);
        for g in 0..self.batch {
            for j in 0..5 {
                for i in 0..4 {
                    let s: f32 = (0..3).map(|l| a[g * 12 + l * 4 + i] * b[g * 15 + j * 3 + l]).sum();
                    assert_eq!(c[g * 20 + j * 4 + i], 2.0 * s, "C[{i},{j},{g}]");
                }
            }
        }
    }

    fn free(&self, host: &Host) {
        for p in [self.pa, self.pb, self.pc] {
            host.free(p.cast());
        }
    }
}

/// `@scale`, x := αx over a v0.3.1 group with offset 2, JIT-built, and its members' host data:
/// member m holds n + 2 values m, m + 1, … in SVM, for the lengths n in `lens`.
struct ScaleGroup {
    ctx: *mut tinyc_cl_context_t,
    prog: *mut tinyc_cl_program_t,
    k: *mut tinyc_cl_kernel_t,
    lens: [usize; 4],
    data: Vec<Vec<f64>>,
    ptrs: Vec<*mut f64>,
    shapes: Vec<[i64; 1]>,
}

/// Checks that every member's elements from the group offset 2 on are `factor` times `data`'s,
/// and the two before them unchanged.
fn scaled_by(host: &Host, ptrs: &[*mut f64], data: &[Vec<f64>], factor: f64) {
    for (m, (&p, d)) in ptrs.iter().zip(data).enumerate() {
        let got = host.read_svm(p, d.len());
        let want: Vec<f64> = d.iter().enumerate().map(|(i, &v)| if i >= 2 { v * factor } else { v }).collect();
        assert_eq!(got, want, "member {m}");
    }
}

fn scale_group(host: &Host) -> ScaleGroup {
    let source = "func @scale(%alpha: f64, %X: group<memref<f64x?>, offset: ?>) {
  %g = group_id
  %x = load %X[%g] : group<memref<f64x?>, offset: ?>
  %n = size %x[0] : memref<f64x?>
  foreach %i = 0, %n {
    %v = load %x[%i] : memref<f64x?>
    %w = arith.mul %alpha, %v : f64
    store %w, %x[%i] : memref<f64x?>
  }
}
";
    let (ctx, prog, k) = jit(host, source, "scale");
    let lens = [5usize, 9, 1, 17];
    let data: Vec<Vec<f64>> =
        lens.iter().enumerate().map(|(m, &n)| (0..n + 2).map(|i| (i + m) as f64).collect()).collect();
    let ptrs: Vec<*mut f64> = data.iter().map(|d| host.svm(d)).collect();
    let shapes: Vec<[i64; 1]> = lens.iter().map(|&n| [n as i64]).collect();
    ScaleGroup { ctx, prog, k, lens, data, ptrs, shapes }
}

#[test]
fn a_group_kernel_reads_tinyc_arrays_until_it_completes() {
    let Some(host) = host() else { return };
    let ScaleGroup { ctx, prog, k, lens, data, ptrs, shapes } = scale_group(&host);
    let members: Vec<tinyc_memref_t> =
        ptrs.iter().zip(&data).zip(&shapes).map(|((&p, d), s)| memref(TINYC_TYPE_F64, p.cast(), d.len(), s)).collect();
    let group = tinyc_group_t { count: members.len(), members: members.as_ptr(), offset: 2 };
    let args = [tinyc_arg_f64(-2.0), tinyc_arg_group(&group)];
    // Launches on the host's queue, waited for by the host: the group's arrays stay valid.
    for _ in 0..3 {
        assert_eq!(enqueue(&host, k, &args, lens.len()), TINYC_SUCCESS, "{}", last_error());
    }
    scaled_by(&host, &ptrs, &data, -8.0);
    // More work-groups than members is refused (v0.3.1 groups are indexed by the group id).
    assert_eq!(enqueue(&host, k, &args, lens.len() + 1), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("%X"), "{}", last_error());
    // A member in a cl_mem cannot be in a group (the kernel reads its address from memory).
    let mut code = 0;
    // SAFETY: a buffer of the host's context.
    let mem = unsafe { clCreateBuffer(host.context, CL_MEM_READ_WRITE, 64, ptr::null_mut(), &mut code) };
    assert_eq!(code, CL_SUCCESS);
    let mut with_mem = members.clone();
    with_mem[1].buffer = tinyc_buffer_t { data: ptr::null_mut(), mem, length: 0 };
    let g2 = tinyc_group_t { members: with_mem.as_ptr(), ..group };
    assert_eq!(enqueue(&host, k, &[args[0], tinyc_arg_group(&g2)], lens.len()), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("member 1"), "{}", last_error());
    // SAFETY: the handles made above; launches are complete.
    unsafe {
        clReleaseMemObject(mem);
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
    for p in ptrs {
        host.free(p.cast());
    }
}

/// A v0.4 group whose member the kernel loads at `group_id.x` needs a member per work-group
/// along x (hunt U: one member and 100 000 work-groups read past the group's pointer array and
/// crashed the host after a successful enqueue).
#[test]
fn a_v04_group_indexed_by_the_group_id_needs_a_member_per_work_group() {
    let Some(host) = host() else { return };
    let source = "func @w(%G: group<memref<f32x4>x?>, %v: f32) {\n  %g = group_id.x : index\n  \
                  %m = load %G[%g] : memref<f32x4>\n  %c0 = constant 0 : index\n  store %v, %m[%c0]\n}\n";
    let (ctx, prog, k) = jit(&host, source, "w");
    let shape = [4i64];
    let ptrs: Vec<*mut f32> = (0..3).map(|_| host.svm(&[0.0f32; 4])).collect();
    let members: Vec<tinyc_memref_t> = ptrs.iter().map(|&p| memref(TINYC_TYPE_F32, p.cast(), 4, &shape)).collect();
    let group = tinyc_group_t { count: members.len(), members: members.as_ptr(), offset: 0 };
    let args = [tinyc_arg_group(&group), tinyc_arg_f32(6.0)];
    assert_eq!(enqueue(&host, k, &args, 100_000), TINYC_ERROR_LAUNCH);
    assert!(
        last_error()
            .contains("the group has 3 members, but the kernel indexes it with group_id.x and the launch has 100000"),
        "{}",
        last_error()
    );
    assert_eq!(enqueue(&host, k, &args, 3), TINYC_SUCCESS, "{}", last_error());
    for &p in &ptrs {
        assert_eq!(host.read_svm(p, 4), [6.0, 0.0, 0.0, 0.0]);
    }
    // SAFETY: the handles made above; launches are complete.
    unsafe {
        assert_eq!(clFinish(host.queue), CL_SUCCESS);
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
    for p in ptrs {
        host.free(p.cast());
    }
}

#[test]
fn a_prepared_group_serves_many_launches() {
    let Some(host) = host() else { return };
    let ScaleGroup { ctx, prog, k, lens, data, ptrs, shapes } = scale_group(&host);
    let members: Vec<tinyc_memref_t> =
        ptrs.iter().zip(&data).zip(&shapes).map(|((&p, d), s)| memref(TINYC_TYPE_F64, p.cast(), d.len(), s)).collect();
    let group = tinyc_group_t { count: members.len(), members: members.as_ptr(), offset: 2 };
    let mut prepared = ptr::null_mut();
    // SAFETY: a live kernel, a valid group, a writable result.
    let status = unsafe { tinyc_cl_group_create(k, 1, &group, &mut prepared) };
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // The C description is read once: the members' array may go.
    drop(members);
    let args = [tinyc_arg_f64(-2.0), tinyc_arg_prepared_group(prepared)];
    for _ in 0..3 {
        assert_eq!(enqueue(&host, k, &args, lens.len()), TINYC_SUCCESS, "{}", last_error());
    }
    scaled_by(&host, &ptrs, &data, -8.0);
    // A member for every work-group, as for a group.
    assert_eq!(enqueue(&host, k, &args, lens.len() + 1), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("the group has 4 members but the launch has 5 work-groups"), "{}", last_error());
    // A null prepared group.
    let null = [args[0], tinyc_arg_prepared_group(ptr::null())];
    assert_eq!(enqueue(&host, k, &null, 1), TINYC_ERROR_INVALID_ARGUMENT);
    assert!(last_error().contains("argument 1: the prepared group is null"), "{}", last_error());
    // A prepared group where a scalar goes.
    let swapped = [tinyc_arg_prepared_group(prepared), tinyc_arg_prepared_group(prepared)];
    assert_eq!(enqueue(&host, k, &swapped, 1), TINYC_ERROR_LAUNCH);
    assert!(last_error().contains("parameter %alpha: expected a scalar"), "{}", last_error());

    // Bad preparations.
    let one = [memref(TINYC_TYPE_F64, ptrs[0].cast(), data[0].len(), &shapes[0])];
    let small = tinyc_group_t { count: 1, members: one.as_ptr(), offset: 2 };
    let mut out = ptr::null_mut();
    let mut create = |kernel: *const tinyc_cl_kernel_t, param: usize, g: *const tinyc_group_t| {
        // SAFETY: pointers that are null or valid.
        let status = unsafe { tinyc_cl_group_create(kernel, param, g, &mut out) };
        assert!(out.is_null(), "no handle on failure");
        (status, last_error())
    };
    let (status, message) = create(k, 0, &small);
    assert_eq!(status, TINYC_ERROR_LAUNCH);
    assert!(message.contains("parameter %alpha: expected a scalar of type f64 but got a group of"), "{message}");
    let (status, message) = create(k, 2, &small);
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(message.contains("there is no parameter 2"), "{message}");
    let (status, message) = create(k, 1, ptr::null());
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(message.contains("the group is null"), "{message}");
    let (status, _) = create(ptr::null(), 1, &small);
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    // The group offset 3 moves member 0 past its memory (7 elements, 5 from offset 3).
    let (status, message) = create(k, 1, &tinyc_group_t { offset: 3, ..small });
    assert_eq!(status, TINYC_ERROR_LAUNCH);
    assert!(message.contains("member 0"), "{message}");
    // A member in a cl_mem.
    let mut code = 0;
    // SAFETY: a buffer of the host's context.
    let mem = unsafe { clCreateBuffer(host.context, CL_MEM_READ_WRITE, 64, ptr::null_mut(), &mut code) };
    assert_eq!(code, CL_SUCCESS);
    let in_mem = [tinyc_memref_t { buffer: tinyc_buffer_t { data: ptr::null_mut(), mem, length: 0 }, ..one[0] }];
    let (status, message) = create(k, 1, &tinyc_group_t { members: in_mem.as_ptr(), ..small });
    assert_eq!(status, TINYC_ERROR_LAUNCH);
    assert!(message.contains("member 0"), "{message}");
    // SAFETY: the handles made above; launches are complete.
    unsafe {
        assert_eq!(clFinish(host.queue), 0);
        tinyc_cl_group_destroy(ptr::null_mut());
        tinyc_cl_group_destroy(prepared);
        clReleaseMemObject(mem);
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
    for p in ptrs {
        host.free(p.cast());
    }
}

#[test]
fn bad_jit_arguments_are_refused() {
    let Some(host) = host() else { return };
    let mut ctx = ptr::null_mut();
    // SAFETY: nulls the header forbids, then live objects.
    unsafe {
        assert_eq!(tinyc_cl_context_create(ptr::null_mut(), host.device, &mut ctx), TINYC_ERROR_INVALID_ARGUMENT);
        assert_eq!(tinyc_cl_context_create(host.context, host.device, ptr::null_mut()), TINYC_ERROR_INVALID_ARGUMENT);
        assert_eq!(tinyc_cl_context_create(host.context, host.device, &mut ctx), TINYC_SUCCESS);
        let mut prog = ptr::null_mut();
        let bad = "func @k(%a: f32) {\n  %b = cast %a : f32 -> q7\n}";
        let status = tinyc_cl_program_create(ctx, bad.as_ptr().cast(), bad.len(), c"bad.ir".as_ptr(), 0, 0, &mut prog);
        assert_eq!(status, TINYC_ERROR_COMPILE);
        assert!(prog.is_null() && last_error().contains("bad.ir:2:"), "{}", last_error());
        // A byte that is not UTF-8 gets the front end's diagnostic for it, as in tinyc_compile
        // (hunt U: a lossy copy's U+FFFD got one for a character the host never wrote).
        let bytes = b"func @k() { \xff }";
        let status =
            tinyc_cl_program_create(ctx, bytes.as_ptr().cast(), bytes.len(), c"u.ir".as_ptr(), 0, 0, &mut prog);
        assert_eq!(status, TINYC_ERROR_COMPILE);
        assert!(
            prog.is_null() && last_error().contains("0xFF") && !last_error().contains("U+FFFD"),
            "{}",
            last_error()
        );
        let ok = "func @k() {}";
        let status = tinyc_cl_program_create(ptr::null(), ok.as_ptr().cast(), ok.len(), ptr::null(), 0, 0, &mut prog);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        let status = tinyc_cl_program_create(ctx, ok.as_ptr().cast(), ok.len(), ptr::null(), 5, 0, &mut prog);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        let status = tinyc_cl_program_create(ctx, ok.as_ptr().cast(), ok.len(), ptr::null(), 0, 5, &mut prog);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert_eq!(
            tinyc_cl_program_create(ctx, ok.as_ptr().cast(), ok.len(), ptr::null(), 0, 0, &mut prog),
            TINYC_SUCCESS
        );
        // Counts no array can have (arguments, a memref's order, a group's members) are refused,
        // not trusted (they aborted the process).
        let vector = "func @v(%x: memref<f32x?>, %g: group<memref<f32x4>>) {}";
        let mut vprog = ptr::null_mut();
        let status = tinyc_cl_program_create(ctx, vector.as_ptr().cast(), vector.len(), ptr::null(), 0, 0, &mut vprog);
        assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
        let mut vk = ptr::null_mut();
        assert_eq!(tinyc_cl_kernel_create(vprog, c"v".as_ptr(), &mut vk), TINYC_SUCCESS);
        let data = host.svm(&[0.0f32; 4]);
        let shape = [4i64];
        let mut x = memref(TINYC_TYPE_F32, data.cast(), 4, &shape);
        let member = memref(TINYC_TYPE_F32, data.cast(), 4, &shape);
        let mut group = tinyc_group_t { count: 1, members: &member, offset: TINYC_DYNAMIC };
        let args = [tinyc_arg_memref(&x), tinyc_arg_group(&group)];
        let grid = [1usize, 1, 1];
        let huge = [(usize::MAX / 4, "the arguments")];
        for (count, what) in huge {
            let status = tinyc_cl_kernel_enqueue(
                vk,
                host.queue,
                count,
                args.as_ptr(),
                grid.as_ptr(),
                0,
                ptr::null(),
                ptr::null_mut(),
            );
            assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
            assert!(last_error().contains(what) && last_error().contains("more than memory"), "{}", last_error());
        }
        x.order = isize::MAX as usize;
        let args = [tinyc_arg_memref(&x), tinyc_arg_group(&group)];
        let status =
            tinyc_cl_kernel_enqueue(vk, host.queue, 2, args.as_ptr(), grid.as_ptr(), 0, ptr::null(), ptr::null_mut());
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("the shape") && last_error().contains("more than memory"), "{}", last_error());
        x.order = 1;
        group.count = 1 << 61;
        let args = [tinyc_arg_memref(&x), tinyc_arg_group(&group)];
        let status =
            tinyc_cl_kernel_enqueue(vk, host.queue, 2, args.as_ptr(), grid.as_ptr(), 0, ptr::null(), ptr::null_mut());
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("the members") && last_error().contains("more than memory"), "{}", last_error());
        tinyc_cl_kernel_destroy(vk);
        tinyc_cl_program_destroy(vprog);
        host.free(data.cast());
        let mut k = ptr::null_mut();
        assert_eq!(tinyc_cl_kernel_create(prog, c"nope".as_ptr(), &mut k), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(k.is_null() && last_error().contains("nope"), "{}", last_error());
        assert_eq!(tinyc_cl_kernel_create(prog, ptr::null(), &mut k), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(tinyc_cl_kernel_info(ptr::null()).is_null());
        // A recipe with sizes of 0, and a buffer too small for a launch.
        let mut params = tinyc_small_gemm_batched_t {
            r#type: TINYC_TYPE_F32,
            trans_a: TINYC_TRANSPOSE_N,
            trans_b: TINYC_TRANSPOSE_N,
            m: 0,
            n: 2,
            k: 2,
            ld_a: 0,
            stride_a: 0,
            ld_b: 0,
            stride_b: 0,
            ld_c: 0,
            stride_c: 0,
        };
        let mut recipe = ptr::null_mut();
        assert_eq!(tinyc_cl_recipe_small_gemm_batched_create(ctx, &params, &mut recipe), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("M must be at least 1"), "{}", last_error());
        params.m = 2;
        params.r#type = TINYC_TYPE_I32;
        assert_eq!(tinyc_cl_recipe_small_gemm_batched_create(ctx, &params, &mut recipe), TINYC_ERROR_INVALID_ARGUMENT);
        params.r#type = TINYC_TYPE_F32;
        assert_eq!(
            tinyc_cl_recipe_small_gemm_batched_create(ctx, &params, &mut recipe),
            TINYC_SUCCESS,
            "{}",
            last_error()
        );
        assert!(text(tinyc_cl_recipe_ir(recipe)).contains("gemm.n.n"));
        let p = host.svm(&[1.0f32; 8]);
        let full = tinyc_buffer_t { data: p.cast(), mem: ptr::null_mut(), length: 8 };
        let short = tinyc_buffer_t { length: 7, ..full };
        let q = host.queue;
        let e = ptr::null_mut();
        let status = tinyc_cl_recipe_enqueue(recipe, q, 2, 1.0, &full, &full, 0.0, &short, 0, ptr::null(), e);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("C needs 8 elements"), "{}", last_error());
        let status = tinyc_cl_recipe_enqueue(recipe, q, 0, 1.0, &full, &full, 0.0, &short, 0, ptr::null(), e);
        assert_eq!(status, TINYC_SUCCESS, "nothing to do for a batch of 0");
        let status = tinyc_cl_recipe_enqueue(recipe, q, 2, 1.0, ptr::null(), &full, 0.0, &full, 0, ptr::null(), e);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("A buffer"), "{}", last_error());
        let both = tinyc_buffer_t { mem: host.queue.cast(), ..full };
        let status = tinyc_cl_recipe_enqueue(recipe, q, 2, 1.0, &both, &full, 0.0, &full, 0, ptr::null(), e);
        assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains("A: the buffer has both data and mem"), "{}", last_error());
        let tall = tinyc_tall_and_skinny_t {
            r#type: TINYC_TYPE_F64,
            trans_a: TINYC_TRANSPOSE_N,
            trans_b: 7,
            n: 2,
            k: 3,
            ld_a: 0,
            ld_b: 0,
            ld_c: 0,
            block_rows: 0,
        };
        let mut other = ptr::null_mut();
        assert_eq!(tinyc_cl_recipe_tall_and_skinny_create(ctx, &tall, &mut other), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(other.is_null() && last_error().contains("TINYC_TRANSPOSE_"), "{}", last_error());
        let tall = tinyc_tall_and_skinny_t { trans_b: TINYC_TRANSPOSE_N, n: 0, ..tall };
        assert_eq!(tinyc_cl_recipe_tall_and_skinny_create(ctx, &tall, &mut other), TINYC_ERROR_INVALID_ARGUMENT);
        assert_eq!(tinyc_cl_recipe_tall_and_skinny_create(ctx, ptr::null(), &mut other), TINYC_ERROR_INVALID_ARGUMENT);
        assert_eq!(text(tinyc_cl_recipe_ir(ptr::null())), "");
        assert_eq!(text(tinyc_cl_program_warnings(ptr::null())), "");
        assert_eq!(text(tinyc_cl_program_build_log(ptr::null())), "");
        tinyc_cl_recipe_destroy(recipe);
        host.free(p.cast());
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
}

#[test]
fn the_tall_and_skinny_recipe_runs_on_cl_mem_buffers() {
    let Some(host) = host() else { return };
    let (m, n, k) = (300usize, 3usize, 4usize);
    let a: Vec<f64> = (0..m * k).map(|i| ((i * 7) % 13) as f64 - 6.0).collect();
    let b: Vec<f64> = (0..k * n).map(|i| i as f64 * 0.25).collect();
    let c0: Vec<f64> = (0..m * n).map(|i| (i % 4) as f64).collect();
    let mut code = 0;
    // SAFETY: buffers of the host's context, filled from host slices that outlive the calls.
    let mems: Vec<cl_mem> = [&a, &b, &c0]
        .iter()
        .map(|v| unsafe {
            let flags = CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR;
            let mem = clCreateBuffer(host.context, flags, v.len() * 8, v.as_ptr() as *mut c_void, &mut code);
            assert_eq!(code, CL_SUCCESS);
            mem
        })
        .collect();
    let mut ctx = ptr::null_mut();
    let mut recipe = ptr::null_mut();
    let params = tinyc_tall_and_skinny_t {
        r#type: TINYC_TYPE_F64,
        trans_a: TINYC_TRANSPOSE_N,
        trans_b: TINYC_TRANSPOSE_N,
        n,
        k,
        ld_a: 0,
        ld_b: 0,
        ld_c: 0,
        block_rows: 64,
    };
    let buf = |mem| tinyc_buffer_t { data: ptr::null_mut(), mem, length: 0 };
    let (ba, bb, bc) = (buf(mems[0]), buf(mems[1]), buf(mems[2]));
    let mut c = vec![0.0f64; m * n];
    // SAFETY: live objects and valid pointers.
    unsafe {
        assert_eq!(tinyc_cl_context_create(host.context, host.device, &mut ctx), TINYC_SUCCESS);
        let status = tinyc_cl_recipe_tall_and_skinny_create(ctx, &params, &mut recipe);
        assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
        let mut event = ptr::null_mut();
        let status =
            tinyc_cl_recipe_enqueue(recipe, host.queue, m, 2.0, &ba, &bb, 0.5, &bc, 0, ptr::null(), &mut event);
        assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
        let code = clEnqueueReadBuffer(
            host.queue,
            mems[2],
            CL_TRUE,
            0,
            m * n * 8,
            c.as_mut_ptr().cast(),
            1,
            &event,
            ptr::null_mut(),
        );
        assert_eq!(code, CL_SUCCESS);
        clReleaseEvent(event);
        tinyc_cl_recipe_destroy(recipe);
        tinyc_cl_context_destroy(ctx);
        for mem in mems {
            clReleaseMemObject(mem);
        }
    }
    for j in 0..n {
        for i in 0..m {
            let s: f64 = (0..k).map(|l| a[l * m + i] * b[j * k + l]).sum();
            assert_eq!(c[j * m + i], 2.0 * s + 0.5 * c0[j * m + i], "C[{i},{j}]");
        }
    }
}

#[test]
fn status_names_and_version() {
    assert_eq!(text(tinyc::status::tinyc_status_name(2)), "TINYC_ERROR_COMPILE");
    assert_eq!(text(tinyc::status::tinyc_status_name(-5)), "unknown status");
    assert_eq!(text(tinyc::tinyc_version()), env!("CARGO_PKG_VERSION"));
}

/// A host's sub-buffer (`clCreateSubBuffer`) is a buffer like any other, also at a memref offset
/// (OpenCL makes no sub-buffer of a sub-buffer: the runtime makes it of the parent; hunt U: the
/// launch failed with CL_INVALID_MEM_OBJECT), and an image is refused as no buffer (PoCL ran
/// the kernel on the image's storage).
#[test]
fn host_sub_buffers_take_offsets_and_images_are_refused() {
    let Some(host) = host() else { return };
    let source = "func @neg(%x: memref<f32x16>) {\n  foreach %i = 0, 16 {\n    %v = load %x[%i] : memref<f32x16>\n    \
                  %n = arith.neg %v : f32\n    store %n, %x[%i] : memref<f32x16>\n  }\n}\n";
    let (ctx, prog, k) = jit(&host, source, "neg");
    let data: Vec<f32> = (0..1024).map(|i| i as f32).collect();
    let mut code = 0;
    // SAFETY: the host's context; the data outlive the copy; then a region of that buffer
    // (4096 bytes from byte 1024, aligned for every device) and the release of both at the end.
    unsafe {
        let flags = CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR;
        let parent = clCreateBuffer(host.context, flags, 4096, data.as_ptr() as *mut c_void, &mut code);
        assert_eq!(code, CL_SUCCESS);
        let region = cl_buffer_region { origin: 1024, size: 2048 };
        let sub = clCreateSubBuffer(
            parent,
            CL_MEM_READ_WRITE,
            CL_BUFFER_CREATE_TYPE_REGION,
            (&raw const region).cast(),
            &mut code,
        );
        assert_eq!(code, CL_SUCCESS);
        let shape = [16i64];
        // 16 floats of a cl_mem from element `offset`.
        let in_mem = |mem, offset| tinyc_memref_t {
            buffer: tinyc_buffer_t { data: ptr::null_mut(), mem, length: 0 },
            offset,
            ..memref(TINYC_TYPE_F32, ptr::null_mut(), 0, &shape)
        };
        // Elements 256..272 of the sub-buffer: 512..528 of the parent.
        let x = in_mem(sub, 256);
        assert_eq!(enqueue(&host, k, &[tinyc_arg_memref(&x)], 1), TINYC_SUCCESS, "{}", last_error());
        let mut out = vec![0.0f32; 1024];
        let read = clEnqueueReadBuffer(
            host.queue,
            parent,
            CL_TRUE,
            0,
            4096,
            out.as_mut_ptr().cast(),
            0,
            ptr::null(),
            ptr::null_mut(),
        );
        assert_eq!(read, CL_SUCCESS);
        let want: Vec<f32> = (0..1024).map(|i| if (512..528).contains(&i) { -(i as f32) } else { i as f32 }).collect();
        assert_eq!(out, want);
        // An image of the host's context is no buffer.
        let format = cl_image_format { image_channel_order: CL_R, image_channel_data_type: CL_FLOAT };
        let mut desc: cl_image_desc = std::mem::zeroed();
        desc.image_type = CL_MEM_OBJECT_IMAGE2D;
        desc.image_width = 4;
        desc.image_height = 4;
        let image = clCreateImage(host.context, CL_MEM_READ_WRITE, &format, &desc, ptr::null_mut(), &mut code);
        if code == CL_SUCCESS {
            let x = in_mem(image, 0);
            assert_eq!(enqueue(&host, k, &[tinyc_arg_memref(&x)], 1), TINYC_ERROR_INVALID_ARGUMENT);
            assert!(last_error().contains("not a buffer object"), "{}", last_error());
            clReleaseMemObject(image);
        } else {
            println!("SKIP: the OpenCL device makes no images ({code})");
        }
        assert_eq!(clFinish(host.queue), CL_SUCCESS);
        clReleaseMemObject(sub);
        clReleaseMemObject(parent);
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
}

// ---------------------------------------------------------------------------------------------
// SPIR-V programs on Intel's OpenCL CPU runtime (the one device here that takes SPIR-V)

/// Intel's OpenCL CPU runtime as `scripts/setup.sh` installs it (`.venv-intel`, or the directory
/// `TINYC_INTEL_OPENCL_LIB` names), if it is there.
fn intel_opencl_runtime() -> Option<std::path::PathBuf> {
    let dir = std::env::var_os("TINYC_INTEL_OPENCL_LIB")
        .map_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv-intel/lib"), Into::into);
    let lib = dir.join("libintelocl.so");
    lib.is_file().then_some(lib)
}

/// A v0.4 kernel on the device's own subgroups: inclusive sums within subgroups of 8.
const SUBGROUP_SCAN: &str = "func @scan(%X: memref<f32x16x?>, %Y: memref<f32x16x?>)
        attributes{subgroup_size=8, work_group_size=[16,1]} {
  %g = group_id.x : index
  parallel {
    %sl = subgroup_linear_id : i32
    %lo = subgroup_local_id : i32
    %ss = subgroup_size : i32
    %t = mul %sl, %ss : i32
    %w = add %t, %lo : i32
    %wi = cast %w : index
    %x = load %X[%wi, %g] : f32
    %s = subgroup_inclusive_scan_add %x : f32
    store %s, %Y[%wi, %g]
  }
}
";

#[test]
fn spirv_programs_are_compiled_for_the_contexts_device() {
    let (Some(lib), Some(mlir)) = (intel_opencl_runtime(), tinyc_mlir()) else {
        println!("SKIP: SPIR-V programs need Intel's OpenCL CPU runtime (scripts/setup.sh) and tinyc-mlir");
        return;
    };
    // The ICD loader reads OCL_ICD_VENDORS once per process: a child of this test binary sees
    // only Intel's runtime.
    let vendors = std::env::temp_dir().join(format!("tinyc-capi-intel-icd-{}", std::process::id()));
    std::fs::create_dir_all(&vendors).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(vendors.join("intel.icd"), format!("{}\n", lib.display())).unwrap_or_else(|e| panic!("{e}"));
    let lib_dir = lib.parent().map(|d| d.display().to_string()).unwrap_or_default();
    let library_path = match std::env::var("LD_LIBRARY_PATH") {
        Ok(p) if !p.is_empty() => format!("{lib_dir}:{p}"),
        _ => lib_dir,
    };
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = std::process::Command::new(exe)
        .args(["--exact", "child_runs_spirv_on_intels_cpu_runtime", "--ignored", "--nocapture", "--test-threads=1"])
        .env("OCL_ICD_VENDORS", &vendors)
        .env("LD_LIBRARY_PATH", library_path)
        .env("TINYC_MLIR", &mlir)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&vendors);
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success() && text.contains("SPIR-V on Intel's CPU runtime: checked"), "{text}");
}

#[test]
#[ignore = "run on Intel's OpenCL CPU runtime by spirv_programs_are_compiled_for_the_contexts_device"]
fn child_runs_spirv_on_intels_cpu_runtime() {
    let host = Host::new().unwrap_or_else(|| panic!("no OpenCL device (Intel's CPU runtime expected)"));
    let (ctx, prog, k) = jit_as(&host, GEMM, "gemm", TINYC_CL_FORM_SPIRV);
    // SAFETY: live handles; the kernel information lives as long as the kernel.
    let info = unsafe { &*tinyc_cl_kernel_info(k) };
    // The CPU's work-group (a generic GPU's would be 32 wide), as tinyc_compile gives it for
    // TINYC_TARGET_SPIRV_CPU and the Rust runtime for Form::Spirv on this device.
    assert_eq!((info.work_group_size, info.subgroup_size), ([8, 1], 8));
    let (status, c) = compile(GEMM, Some(&options(TINYC_TARGET_SPIRV_CPU)));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle.
    unsafe {
        let compiled = &*tinyc_compiled_kernel(c, 0);
        assert_eq!((compiled.work_group_size, compiled.subgroup_size), ([8, 1], 8));
        tinyc_compiled_destroy(c);
    }
    let batch = 5usize;
    let ops = GemmOperands::new(&host, batch);
    let [ma, mb, mc] = ops.memrefs();
    let args = [tinyc_arg_f32(2.0), tinyc_arg_memref(&ma), tinyc_arg_memref(&mb), tinyc_arg_memref(&mc)];
    assert_eq!(enqueue(&host, k, &args, batch), TINYC_SUCCESS, "{}", last_error());
    ops.check(&host);
    ops.free(&host);
    // SAFETY: handles of jit_as, not used afterwards.
    unsafe {
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }

    // Subgroup operations on the device's own subgroups (a SPIR-V 1.3 module that requires its
    // subgroup size of 8, from `tinyc-mlir --intel-subgroups`).
    let (ctx, prog, k) = jit_as(&host, SUBGROUP_SCAN, "scan", TINYC_CL_FORM_SPIRV);
    let groups = 3usize;
    let x: Vec<f32> = (0..16 * groups).map(|i| ((i * 5) % 9) as f32).collect();
    let (px, py) = (host.svm(&x), host.svm(&vec![0.0f32; 16 * groups]));
    let shape = [16, groups as i64];
    let (mx, my) =
        (memref(TINYC_TYPE_F32, px.cast(), x.len(), &shape), memref(TINYC_TYPE_F32, py.cast(), x.len(), &shape));
    let args = [tinyc_arg_memref(&mx), tinyc_arg_memref(&my)];
    assert_eq!(enqueue(&host, k, &args, groups), TINYC_SUCCESS, "{}", last_error());
    let y = host.read_svm(py, x.len());
    for (i, got) in y.iter().enumerate() {
        let start = i - i % 8;
        let want: f32 = x[start..=i].iter().sum();
        assert_eq!(*got, want, "Y[{}, {}]", i % 16, i / 16);
    }
    for p in [px, py] {
        host.free(p.cast());
    }
    // SAFETY: handles of jit_as, not used afterwards.
    unsafe {
        tinyc_cl_kernel_destroy(k);
        tinyc_cl_program_destroy(prog);
        tinyc_cl_context_destroy(ctx);
    }
    println!("SPIR-V on Intel's CPU runtime: checked");
}

#[test]
fn device_options_describe_the_device() {
    let text_of = |c: *mut tinyc_compiled_t| {
        // SAFETY: a live handle of a successful compile.
        unsafe { text(tinyc_compiled_code(c, ptr::null_mut())) }
    };
    // Portable OpenCL C exchanges through local memory; with Intel's subgroups the scan is the
    // device's own and the kernel requires its subgroup size, as `tinyc --intel-subgroups`.
    let (status, c) = compile(SUBGROUP_SCAN, Some(&options(TINYC_TARGET_OPENCL)));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    let portable = text_of(c);
    assert!(portable.contains("barrier(") && !portable.contains("sub_group_scan"), "{portable}");
    // SAFETY: a live handle.
    unsafe { tinyc_compiled_destroy(c) };
    let mut o = options(TINYC_TARGET_OPENCL);
    o.intel_subgroups = 1;
    let (status, c) = compile(SUBGROUP_SCAN, Some(&o));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    let intel = text_of(c);
    assert!(
        intel.contains("intel_reqd_sub_group_size(8)") && intel.contains("sub_group_scan_inclusive_add("),
        "{intel}"
    );
    // SAFETY: a live handle.
    unsafe { tinyc_compiled_destroy(c) };

    // The largest work-group: the GEMM's work-group is chosen within it, and a kernel that
    // asks for more is E35 at its attribute, with a handle holding the diagnostic.
    let mut o = options(TINYC_TARGET_OPENCL);
    o.max_work_group_size = 8;
    let (status, c) = compile(GEMM, Some(&o));
    assert_eq!(status, TINYC_SUCCESS, "{}", last_error());
    // SAFETY: a live handle; the kernel information lives as long as it.
    unsafe {
        let k = &*tinyc_compiled_kernel(c, 0);
        assert!(k.work_group_size[0] * k.work_group_size[1] <= 8, "{:?}", k.work_group_size);
        tinyc_compiled_destroy(c);
    }
    let (status, c) = compile(SUBGROUP_SCAN, Some(&o));
    assert_eq!(status, TINYC_ERROR_COMPILE);
    // SAFETY: a live handle with the diagnostics.
    unsafe {
        let d = &*tinyc_compiled_diagnostic(c, 0);
        assert_eq!((text(d.code), d.line, d.column), ("E35".into(), 1, 1));
        assert!(last_error().contains("at most 8 work-items"), "{}", last_error());
        tinyc_compiled_destroy(c);
    }
    o.max_work_group_size = -1;
    let (status, c) = compile(GEMM, Some(&o));
    assert_eq!(status, TINYC_ERROR_INVALID_ARGUMENT);
    assert!(c.is_null() && last_error().contains("-1 is negative"), "{}", last_error());
}

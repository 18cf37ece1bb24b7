//! Compiling a program from memory: OpenCL C in this library, SPIR-V and PTX through
//! `tinyc-mlir` (the one tinyc program that links LLVM and MLIR); diagnostics rendered and
//! structured; the kernels' ABI.

use std::ffi::{CString, c_char, c_int};
use std::io::{Read as _, Write as _};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use tinyc_frontend::ast::Lang;
use tinyc_frontend::diagnostic::{Code, Span};
use tinyc_frontend::{Checked, Device, Diagnostic, Frontend, Source};
use tinyc_runtime::KernelSignature;

use crate::info::{KernelInfo, tinyc_kernel_info_t};
use crate::status::{
    Failure, Result, c_str, c_string, clear, destroy, getter, guard, handle, put, source_bytes, tinyc_status_t,
};

/// The language of a program (one of the `TINYC_LANG_*` values).
pub type tinyc_lang_t = u32;
/// Detect it as `tinyc` does: tinytc v0.3.1 unless the text parses only as v0.4.
pub const TINYC_LANG_DETECT: tinyc_lang_t = 0;
/// tinytc v0.3.1.
pub const TINYC_LANG_V0_3: tinyc_lang_t = 1;
/// tinytc v0.4.
pub const TINYC_LANG_V0_4: tinyc_lang_t = 2;

/// What to compile for (one of the `TINYC_TARGET_*` values).
pub type tinyc_target_t = u32;
/// OpenCL C for a generic OpenCL GPU (subgroup sizes 8 to 64, at most 1024 work-items).
pub const TINYC_TARGET_OPENCL: tinyc_target_t = 0;
/// OpenCL C for CPU drivers (PoCL, Intel's CPU runtime): smaller work-groups.
pub const TINYC_TARGET_OPENCL_CPU: tinyc_target_t = 1;
/// A SPIR-V 1.2 module for OpenCL devices that take IL (needs `tinyc-mlir`).
pub const TINYC_TARGET_SPIRV: tinyc_target_t = 2;
/// PTX for NVIDIA GPUs (needs `tinyc-mlir`, and CUDA's libdevice for float `rem`).
pub const TINYC_TARGET_PTX: tinyc_target_t = 3;
/// A SPIR-V 1.2 module for CPU drivers that take IL (Intel's OpenCL CPU runtime): smaller
/// work-groups, as for `TINYC_TARGET_OPENCL_CPU` (needs `tinyc-mlir`).
pub const TINYC_TARGET_SPIRV_CPU: tinyc_target_t = 4;

/// How serious a diagnostic is (one of the `TINYC_SEVERITY_*` values).
pub type tinyc_severity_t = u32;
/// An error: the program is refused.
pub const TINYC_SEVERITY_ERROR: tinyc_severity_t = 0;
/// A warning (W01, W02, W03): the program is accepted unless warnings are denied.
pub const TINYC_SEVERITY_WARNING: tinyc_severity_t = 1;

/// Options of `tinyc_compile`; `tinyc_compile_options_init` sets the defaults.
#[repr(C)]
#[derive(Debug)]
pub struct tinyc_compile_options_t {
    /// The program's language (default `TINYC_LANG_DETECT`).
    pub lang: tinyc_lang_t,
    /// The target (default `TINYC_TARGET_OPENCL`).
    pub target: tinyc_target_t,
    /// PTX: the architecture, such as `"sm_80"` (null: `"sm_80"`).
    pub arch: *const c_char,
    /// PTX and SPIR-V: the LLVM optimisation level, 0 to 3 (default 3).
    pub opt_level: c_int,
    /// Non-zero: warnings fail the compile (`TINYC_ERROR_COMPILE`), as `tinyc --deny-warnings`.
    pub deny_warnings: c_int,
    /// OpenCL C and SPIR-V, non-zero: the device takes `intel_reqd_sub_group_size`
    /// (`cl_intel_required_subgroup_size`: Intel's GPUs and OpenCL CPU runtime), as
    /// `tinyc --intel-subgroups`: kernels may require their subgroup size and the subgroup
    /// operations use the device's own subgroups; OpenCL C also moves cooperative matrices of
    /// 32-bit elements in `cl_intel_subgroups` block reads and writes. Ignored for PTX (default
    /// 0).
    pub intel_subgroups: c_int,
    /// The device's largest work-group (`CL_DEVICE_MAX_WORK_GROUP_SIZE`, CUDA's threads per
    /// block) where it is below the target's, as `tinyc --max-work-group-size`; 0 for the
    /// target's own (default 0).
    pub max_work_group_size: i64,
}

/// One diagnostic about the program.
#[repr(C)]
#[derive(Debug)]
pub struct tinyc_diagnostic_t {
    /// `TINYC_SEVERITY_ERROR` or `TINYC_SEVERITY_WARNING`.
    pub severity: tinyc_severity_t,
    /// The code, such as `"E18"` or `"W01"`.
    pub code: *const c_char,
    /// The program's name as given.
    pub file: *const c_char,
    /// The line (from 1) of the primary location.
    pub line: u32,
    /// The column (from 1, in characters) of the primary location.
    pub column: u32,
    /// The message (the first line of the rendered diagnostic, without `error[E..]: `).
    pub message: *const c_char,
}

/// The result of `tinyc_compile`: the code (when it compiled), the diagnostics, the kernels.
pub struct tinyc_compiled_t {
    /// The code with a NUL byte after it (not counted in its length).
    code: Option<Vec<u8>>,
    rendered: CString,
    diagnostics: Vec<tinyc_diagnostic_t>,
    _strings: Vec<CString>,
    kernels: Vec<KernelInfo>,
    lang: tinyc_lang_t,
}

/// Sets `options` to the defaults: detect the language, OpenCL C for a generic GPU, `sm_80`,
/// optimisation level 3, warnings allowed. A null `options` is ignored.
///
/// # Safety
/// `options` is null or points to a writable `tinyc_compile_options_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compile_options_init(options: *mut tinyc_compile_options_t) {
    if !options.is_null() {
        // SAFETY: a writable options struct (the caller's promise).
        unsafe { options.write(default_options()) };
    }
}

fn default_options() -> tinyc_compile_options_t {
    tinyc_compile_options_t {
        lang: TINYC_LANG_DETECT,
        target: TINYC_TARGET_OPENCL,
        arch: std::ptr::null(),
        opt_level: 3,
        deny_warnings: 0,
        intel_subgroups: 0,
        max_work_group_size: 0,
    }
}

pub(crate) fn lang_of(lang: tinyc_lang_t) -> Result<Option<Lang>> {
    match lang {
        TINYC_LANG_DETECT => Ok(None),
        TINYC_LANG_V0_3 => Ok(Some(Lang::V03)),
        TINYC_LANG_V0_4 => Ok(Some(Lang::V04)),
        other => Err(Failure::invalid(format!("the language {other} is not a TINYC_LANG_* value"))),
    }
}

fn lang_code(lang: Lang) -> tinyc_lang_t {
    match lang {
        Lang::V03 => TINYC_LANG_V0_3,
        Lang::V04 => TINYC_LANG_V0_4,
    }
}

/// Checks and compiles a program given in memory.
///
/// `source` holds `length` bytes of tensor-language text (when `length` is 0, a NUL-terminated
/// string); `name` (null: `"<memory>"`) names it in diagnostics; `options` may be null for the
/// defaults. On `TINYC_SUCCESS` and on `TINYC_ERROR_COMPILE` (the program has errors, or denied
/// warnings), `*result` is a new handle with the diagnostics, and on success the code and the
/// kernels, to be freed with `tinyc_compiled_destroy`; on any other status it is null.
///
/// SPIR-V and PTX are made by `tinyc-mlir`: `$TINYC_MLIR`, else the program installed beside
/// this library (`PREFIX/bin` for `PREFIX/lib`), else the one in `PATH`. `$TINYC_MLIR_TIMEOUT`
/// (seconds above 0) bounds its run: still running then, it is killed and the status is
/// `TINYC_ERROR_ENVIRONMENT`.
///
/// # Safety
/// `source` points to `length` readable bytes (a NUL-terminated string when `length` is 0);
/// `name` and `options->arch` are null or NUL-terminated; `options` is null or a valid struct;
/// `result` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compile(
    source: *const c_char,
    length: usize,
    name: *const c_char,
    options: *const tinyc_compile_options_t,
    result: *mut *mut tinyc_compiled_t,
) -> tinyc_status_t {
    guard(|| {
        // SAFETY: the caller's promises, as documented.
        unsafe { clear(result) }?;
        let bytes = unsafe { source_bytes(source, length) }?;
        let name = unsafe { c_str(name, "the program name") }?.unwrap_or("<memory>");
        let defaults = default_options();
        let options = unsafe { options.as_ref() }.unwrap_or(&defaults);
        let arch = unsafe { c_str(options.arch, "options->arch") }?.unwrap_or("sm_80").to_string();
        let lang = lang_of(options.lang)?;
        let mut device = match options.target {
            TINYC_TARGET_OPENCL | TINYC_TARGET_SPIRV => Device::generic(),
            TINYC_TARGET_OPENCL_CPU => Device::cpu(),
            // The MLIR route has no explicit vectors (as `tinyc-mlir --target spirv-cpu`).
            TINYC_TARGET_SPIRV_CPU => Device { vector_gemm: false, ..Device::cpu() },
            TINYC_TARGET_PTX => Device::nvidia_arch(&arch),
            other => return Err(Failure::invalid(format!("the target {other} is not a TINYC_TARGET_* value"))),
        };
        if !(0..=3).contains(&options.opt_level) {
            return Err(Failure::invalid(format!("the optimisation level {} is not 0 to 3", options.opt_level)));
        }
        let intel_subgroups = options.intel_subgroups != 0 && options.target != TINYC_TARGET_PTX;
        device.hardware_subgroups |= intel_subgroups;
        if intel_subgroups && matches!(options.target, TINYC_TARGET_OPENCL | TINYC_TARGET_OPENCL_CPU) {
            device.subgroup_block_io = 4;
        }
        match options.max_work_group_size {
            0 => {}
            max if max < 0 => {
                return Err(Failure::invalid(format!(
                    "the largest work-group size {max} is negative (0 for the target's own)"
                )));
            }
            max => device = device.with_max_work_group_size(max),
        }
        // What `tinyc-mlir` must be told of the device beyond its target.
        let device_args =
            device_flags(intel_subgroups, (options.max_work_group_size > 0).then_some(options.max_work_group_size));
        let source = Source::new(name, bytes);
        let checked = match Frontend::new(device).with_lang(lang).run(&source) {
            Ok(checked) => checked,
            Err(diags) => {
                let compiled =
                    Compiled::new(&source, &diags, None, Vec::new(), lang.map_or(TINYC_LANG_DETECT, lang_code));
                let message = compiled.rendered.to_string_lossy().into_owned();
                unsafe { put(result, Box::new(compiled)) }?;
                return Err(Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, message));
            }
        };
        let lang = checked.module.lang;
        if options.deny_warnings != 0 && !checked.warnings.is_empty() {
            let compiled = Compiled::new(&source, &checked.warnings, None, Vec::new(), lang_code(lang));
            let message = format!("{}{}: warnings are denied", compiled.rendered.to_string_lossy(), source.name);
            unsafe { put(result, Box::new(compiled)) }?;
            return Err(Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, message));
        }
        let target_args: Option<Vec<String>> = match options.target {
            // `--arch=…` in one word: a value of the host's starting with `-` is no flag.
            TINYC_TARGET_PTX => Some(vec!["--target".into(), "ptx".into(), format!("--arch={arch}")]),
            TINYC_TARGET_SPIRV => Some(vec!["--target".into(), "spirv".into()]),
            TINYC_TARGET_SPIRV_CPU => Some(vec!["--target".into(), "spirv-cpu".into()]),
            _ => None,
        };
        let routed = target_args.map(|mut args| {
            args.extend(device_args);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            mlir_route(&source, lang, &args, options.opt_level)
        });
        // A target's limit (E41) is a program error: a handle with its diagnostic, as for the
        // front end's errors.
        if let Some(Err(failure)) = &routed
            && failure.status == tinyc_status_t::TINYC_ERROR_COMPILE
        {
            let mut diags = limits(&failure.message, &source);
            diags.extend(checked.warnings.iter().cloned());
            let compiled = Compiled::new(&source, &diags, None, Vec::new(), lang_code(lang));
            unsafe { put(result, Box::new(compiled)) }?;
        }
        let code = match routed {
            Some(code) => code?,
            _ => tinyc_opencl::compile_with(
                &checked,
                &tinyc_opencl::Options { intel_subgroup_size: intel_subgroups, ..Default::default() },
            )
            .map_err(|ice| {
                Failure::new(tinyc_status_t::TINYC_ERROR_INTERNAL, source.render(&[checked.in_source(ice)]))
            })?
            .into_bytes(),
        };
        let kernels = kernels(&checked)?;
        let compiled = Compiled::new(&source, &checked.warnings, Some(code), kernels, lang_code(lang));
        unsafe { put(result, Box::new(compiled)) }
    })
}

/// `tinyc-mlir compile`'s flags for what a device has beyond its target's description: Intel's
/// subgroups (`--intel-subgroups`) and a largest work-group (`--max-work-group-size=N`).
pub(crate) fn device_flags(intel_subgroups: bool, max_work_group_size: Option<i64>) -> Vec<String> {
    let mut flags = Vec::new();
    if intel_subgroups {
        flags.push("--intel-subgroups".to_string());
    }
    if let Some(max) = max_work_group_size {
        flags.push(format!("--max-work-group-size={max}"));
    }
    flags
}

fn kernels(checked: &Checked) -> Result<Vec<KernelInfo>> {
    KernelSignature::from_checked(checked).iter().map(KernelInfo::new).collect()
}

type Compiled = tinyc_compiled_t;

impl tinyc_compiled_t {
    fn new(
        source: &Source,
        diags: &[Diagnostic],
        code: Option<Vec<u8>>,
        kernels: Vec<KernelInfo>,
        lang: tinyc_lang_t,
    ) -> tinyc_compiled_t {
        let mut strings = Vec::new();
        let file = c_string(&source.name);
        let file_ptr = file.as_ptr();
        strings.push(file);
        let mut diagnostics = Vec::with_capacity(diags.len());
        for d in diags {
            let (line, column) = d.location(&source.text);
            let code = c_string(&d.code.to_string());
            let message = c_string(&tinyc_frontend::diagnostic::printable(&d.message));
            diagnostics.push(tinyc_diagnostic_t {
                severity: if d.code.is_warning() { TINYC_SEVERITY_WARNING } else { TINYC_SEVERITY_ERROR },
                code: code.as_ptr(),
                file: file_ptr,
                line: u32::try_from(line).unwrap_or(u32::MAX),
                column: u32::try_from(column).unwrap_or(u32::MAX),
                message: message.as_ptr(),
            });
            strings.push(code);
            strings.push(message);
        }
        let rendered = if diags.is_empty() { CString::default() } else { c_string(&source.render(diags)) };
        let code = code.map(|mut bytes| {
            bytes.push(0);
            bytes
        });
        tinyc_compiled_t { code, rendered, diagnostics, _strings: strings, kernels, lang }
    }
}

/// The code: OpenCL C or PTX text, or the SPIR-V module's bytes; a NUL byte follows it (not
/// counted). Null when the program did not compile. `length` (may be null) gets its length.
///
/// # Safety
/// `compiled` is a live handle; `length` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_code(compiled: *const tinyc_compiled_t, length: *mut usize) -> *const c_char {
    getter(std::ptr::null(), || {
        // SAFETY: a live handle or null (the caller's promise).
        let Ok(c) = (unsafe { handle(compiled, "compiled program") }) else { return std::ptr::null() };
        let (ptr, len) = match &c.code {
            Some(bytes) => (bytes.as_ptr().cast::<c_char>(), bytes.len() - 1),
            None => (std::ptr::null(), 0),
        };
        if !length.is_null() {
            // SAFETY: writable (the caller's promise).
            unsafe { *length = len };
        }
        ptr
    })
}

/// The diagnostics rendered as `tinyc` prints them (rustc style, no colour); empty when there
/// are none.
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_rendered_diagnostics(compiled: *const tinyc_compiled_t) -> *const c_char {
    getter(c"".as_ptr(), || {
        // SAFETY: a live handle or null.
        unsafe { compiled.as_ref() }.map_or(c"".as_ptr(), |c| c.rendered.as_ptr())
    })
}

/// The number of diagnostics (errors and warnings).
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_num_diagnostics(compiled: *const tinyc_compiled_t) -> usize {
    // SAFETY: a live handle or null.
    unsafe { compiled.as_ref() }.map_or(0, |c| c.diagnostics.len())
}

/// Diagnostic `index`, or null when out of range. Valid while the handle lives.
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_diagnostic(
    compiled: *const tinyc_compiled_t,
    index: usize,
) -> *const tinyc_diagnostic_t {
    // SAFETY: a live handle or null.
    unsafe { compiled.as_ref() }.and_then(|c| c.diagnostics.get(index)).map_or(std::ptr::null(), |d| d as *const _)
}

/// The number of kernels (0 when the program did not compile).
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_num_kernels(compiled: *const tinyc_compiled_t) -> usize {
    // SAFETY: a live handle or null.
    unsafe { compiled.as_ref() }.map_or(0, |c| c.kernels.len())
}

/// Kernel `index` in program order, or null when out of range. Valid while the handle lives.
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_kernel(
    compiled: *const tinyc_compiled_t,
    index: usize,
) -> *const tinyc_kernel_info_t {
    // SAFETY: a live handle or null.
    unsafe { compiled.as_ref() }.and_then(|c| c.kernels.get(index)).map_or(std::ptr::null(), |k| &*k.info as *const _)
}

/// The language the program was read as (`TINYC_LANG_V0_3` or `TINYC_LANG_V0_4`;
/// `TINYC_LANG_DETECT` when it did not parse as either).
///
/// # Safety
/// `compiled` is a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_lang(compiled: *const tinyc_compiled_t) -> tinyc_lang_t {
    // SAFETY: a live handle or null.
    unsafe { compiled.as_ref() }.map_or(TINYC_LANG_DETECT, |c| c.lang)
}

/// Frees a handle of `tinyc_compile` (null is ignored).
///
/// # Safety
/// `compiled` is null or a live handle, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tinyc_compiled_destroy(compiled: *mut tinyc_compiled_t) {
    // SAFETY: the caller's promise.
    unsafe { destroy(compiled) }
}

// ---------------------------------------------------------------------------------------------
// The MLIR route

/// The `tinyc-mlir` program: `$TINYC_MLIR`, the one installed beside this library, or `PATH`'s.
pub(crate) fn mlir_program() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TINYC_MLIR").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let exe = format!("tinyc-mlir{}", std::env::consts::EXE_SUFFIX);
    if let Some(dir) = library_dir() {
        for candidate in [dir.join("../bin").join(&exe), dir.join(&exe), dir.join("..").join(&exe)] {
            if candidate.is_file() {
                return Some(candidate);
            }
        }
    }
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|d| d.join(&exe))
        .find(|p| p.is_file())
}

/// The directory of the file this code is in: `libtinyc.so`, or the program it is linked into.
fn library_dir() -> Option<PathBuf> {
    let mut info = libc::Dl_info {
        dli_fname: std::ptr::null(),
        dli_fbase: std::ptr::null_mut(),
        dli_sname: std::ptr::null(),
        dli_saddr: std::ptr::null_mut(),
    };
    // SAFETY: the address of a function of this library; `info` is writable.
    let found = unsafe { libc::dladdr(library_dir as *const libc::c_void, &mut info) };
    if found == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: dladdr's file name is a NUL-terminated string owned by the loader.
    let path = unsafe { std::ffi::CStr::from_ptr(info.dli_fname) }.to_str().ok()?;
    let path = std::fs::canonicalize(path).ok()?;
    path.parent().map(PathBuf::from)
}

/// Compiles a checked program with `tinyc-mlir compile` (the source on its standard input).
pub(crate) fn mlir_route(source: &Source, lang: Lang, target: &[&str], opt_level: c_int) -> Result<Vec<u8>> {
    let Some(program) = mlir_program() else {
        return Err(Failure::new(
            tinyc_status_t::TINYC_ERROR_ENVIRONMENT,
            "SPIR-V and PTX are made by tinyc-mlir, which was found neither in $TINYC_MLIR, nor beside libtinyc, \
             nor in PATH (scripts/install-capi.sh installs it)",
        ));
    };
    let timeout = mlir_timeout()?;
    let lang = match lang {
        Lang::V03 => "v0.3",
        Lang::V04 => "v0.4",
    };
    let opt = format!("-O{opt_level}");
    let mut child = Command::new(&program)
        .args(["--color", "never", "--lang", lang, "compile", "-", &opt, "-o", "-"])
        .args(target)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            Failure::new(tinyc_status_t::TINYC_ERROR_ENVIRONMENT, format!("cannot run {}: {e}", program.display()))
        })?;
    let input = source.bytes();
    let mut stdin = child.stdin.take();
    // The source is written from a thread of its own, so that a large output cannot block it.
    // SIGPIPE is blocked in that thread: a tinyc-mlir that exits before reading all of it (a
    // refused --arch, a missing library) breaks the pipe, and the signal's default action would
    // end the host program, which a library must not do (Rust programs ignore SIGPIPE, C
    // programs do not). The write fails with EPIPE instead, and the signal, pending on this
    // thread alone, goes with it; the child's status says what happened.
    let writer = std::thread::spawn(move || {
        block_sigpipe();
        if let Some(stdin) = stdin.as_mut() {
            let _ = stdin.write_all(&input);
        }
    });
    let mut stderr_pipe = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(e) = stderr_pipe.as_mut() {
            let _ = e.read_to_string(&mut text);
        }
        text
    });
    let mut stdout_pipe = child.stdout.take();
    let out_reader = std::thread::spawn(move || {
        let mut code = Vec::new();
        stdout_pipe.as_mut().map_or(Ok(0), |out| out.read_to_end(&mut code)).map(|_| code)
    });
    let status = wait_for(&mut child, timeout, &program)?;
    let code = out_reader
        .join()
        .unwrap_or_else(|_| Ok(Vec::new()))
        .map_err(|e| Failure::new(tinyc_status_t::TINYC_ERROR_ENVIRONMENT, format!("tinyc-mlir: {e}")))?;
    let _ = writer.join();
    let stderr = reader.join().unwrap_or_default();
    let stderr = stderr.replace("<stdin>", &source.name);
    match status.code() {
        Some(0) => check_output(&code, target).map(|()| code),
        // Status 1 is a program error, which tinyc-mlir reports as diagnostics; another program
        // in its place (`$TINYC_MLIR`) that exits 1 has told nothing about the program.
        Some(1) if stderr.contains("error[E") => Err(Failure::new(tinyc_status_t::TINYC_ERROR_COMPILE, stderr)),
        Some(2) if stderr.contains("unsupported --arch") => Err(Failure::invalid(stderr)),
        Some(2) => Err(Failure::new(tinyc_status_t::TINYC_ERROR_ENVIRONMENT, stderr)),
        // The shell's and the dynamic loader's way of saying that a program or one of its
        // shared libraries (LLVM's, MLIR's) could not be found or loaded.
        Some(126 | 127) => Err(Failure::new(
            tinyc_status_t::TINYC_ERROR_ENVIRONMENT,
            format!("{} could not run ({status}: a missing program or shared library): {stderr}", program.display()),
        )),
        _ => Err(Failure::new(
            tinyc_status_t::TINYC_ERROR_INTERNAL,
            format!("{} failed ({status}): {stderr}", program.display()),
        )),
    }
}

/// How long `tinyc-mlir` may take: `$TINYC_MLIR_TIMEOUT` seconds (a number above 0), else no
/// limit; an unreadable value is an invalid argument.
fn mlir_timeout() -> Result<Option<std::time::Duration>> {
    let Some(value) = std::env::var_os("TINYC_MLIR_TIMEOUT").filter(|v| !v.is_empty()) else { return Ok(None) };
    let text = value.to_string_lossy();
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() && s < 1e9 => Ok(Some(std::time::Duration::from_secs_f64(s))),
        _ => Err(Failure::invalid(format!(
            "TINYC_MLIR_TIMEOUT must be a number of seconds above 0 (or unset for no limit), not '{text}'"
        ))),
    }
}

/// The child's exit status; where `timeout` passes first, the child is killed and this is an
/// environment error that says so.
fn wait_for(
    child: &mut std::process::Child,
    timeout: Option<std::time::Duration>,
    program: &std::path::Path,
) -> Result<std::process::ExitStatus> {
    let failed = |e: std::io::Error| Failure::new(tinyc_status_t::TINYC_ERROR_ENVIRONMENT, format!("tinyc-mlir: {e}"));
    let Some(timeout) = timeout else { return child.wait().map_err(failed) };
    let deadline = std::time::Instant::now() + timeout;
    let mut pause = std::time::Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait().map_err(failed)? {
            return Ok(status);
        }
        let now = std::time::Instant::now();
        if now >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Failure::new(
                tinyc_status_t::TINYC_ERROR_ENVIRONMENT,
                format!(
                    "{} did not finish within {} s ($TINYC_MLIR_TIMEOUT) and was stopped",
                    program.display(),
                    timeout.as_secs_f64()
                ),
            ));
        }
        std::thread::sleep(pause.min(deadline - now));
        pause = (pause * 2).min(std::time::Duration::from_millis(20));
    }
}

/// The target limits (E41) that `tinyc-mlir` rendered (`error[E41]: message`, then
/// `┌─ name:line:column`), located in `source`; one at the program's start with the whole text
/// when it rendered none so.
fn limits(rendered: &str, source: &Source) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut lines = rendered.lines();
    while let Some(line) = lines.next() {
        let Some(message) = line.strip_prefix("error[E41]: ") else { continue };
        let at = lines
            .next()
            .and_then(|l| l.trim_start().strip_prefix("┌─ "))
            .and_then(|l| {
                let mut parts = l.rsplitn(3, ':');
                let column: usize = parts.next()?.trim().parse().ok()?;
                let line: usize = parts.next()?.parse().ok()?;
                // Columns count characters.
                let start = source.text.split_inclusive('\n').take(line.checked_sub(1)?).map(str::len).sum::<usize>();
                let text = source.text.get(start..)?;
                Some(start + text.chars().take(column.checked_sub(1)?).map(char::len_utf8).sum::<usize>())
            })
            .unwrap_or(0);
        // tinyc-mlir puts the error at the kernel's name, `@name`.
        let name = source.text.get(at..).filter(|t| t.starts_with('@')).map_or(0, |t| {
            1 + t[1..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').map(char::len_utf8).sum::<usize>()
        });
        out.push(Diagnostic::new(Code::E41, message, Span::new(at, at + name)));
    }
    if out.is_empty() {
        out.push(Diagnostic::new(Code::E41, rendered.trim_end(), Span::new(0, 0)));
    }
    out
}

/// Blocks SIGPIPE in the calling thread (see [`mlir_route`]'s writer).
fn block_sigpipe() {
    // SAFETY: `set` is a local signal set, initialised by sigemptyset before it is read;
    // pthread_sigmask changes the mask of the calling thread only.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGPIPE);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

/// What a successful `tinyc-mlir` must have written: a SPIR-V module (its magic number, whole
/// words) or PTX text (its `.version` directive). Anything else, such as nothing from a
/// program that is not tinyc-mlir at all, is not handed on as compiled code.
fn check_output(code: &[u8], target: &[&str]) -> Result<()> {
    let spirv = target.iter().any(|a| a.starts_with("spirv"));
    let valid = if spirv {
        code.len() >= 20 && code.len().is_multiple_of(4) && code[..4] == 0x0723_0203u32.to_le_bytes()
    } else {
        code.windows(8).any(|w| w == b".version")
    };
    if valid {
        return Ok(());
    }
    let what = if spirv { "SPIR-V module" } else { "PTX" };
    Err(Failure::new(
        tinyc_status_t::TINYC_ERROR_INTERNAL,
        format!("tinyc-mlir reported success but wrote no {what} ({} bytes)", code.len()),
    ))
}

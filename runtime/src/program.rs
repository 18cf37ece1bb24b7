//! OpenCL programs built from source, and the signatures of their kernels.

use std::ffi::{CStr, CString};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tinyc_frontend::{Frontend, Source};

use crate::cache::{DiskEntry, Origin, ProgramKey};
use crate::cl;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::kernel::Kernel;
use crate::signature::KernelSignature;

/// A built OpenCL program and the signatures of its kernels.
///
/// Builds are cached (see [`CacheConfig`]): within a context, a program built again from the same
/// OpenCL C with the same options shares the first build's `cl_program` ([`Origin::MemoryCache`]),
/// and with a disk cache directory a later process builds it from the device binary an earlier one
/// saved ([`Origin::DiskCache`]) instead of compiling the source. [`origin`](Self::origin) says
/// which happened. Kernels are created per [`kernel`](Self::kernel) call either way.
///
/// [`CacheConfig`]: crate::CacheConfig
#[derive(Debug)]
pub struct Program {
    ctx: Context,
    built: Arc<Built>,
    origin: Origin,
    signatures: Vec<KernelSignature>,
    code: Code,
    options: String,
    disk_entry: Option<PathBuf>,
    /// The tensor-language program's warnings, rendered (empty when none or not from one).
    warnings: String,
}

/// What a program is built from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Code {
    OpenClC(String),
    Spirv(Vec<u8>),
}

impl Code {
    /// What the cache keys on: the form, then the code.
    fn key_bytes(&self) -> Vec<u8> {
        let (tag, bytes): (&[u8], &[u8]) = match self {
            Code::OpenClC(text) => (b"", text.as_bytes()),
            Code::Spirv(il) => (b"spirv\0", il),
        };
        [tag, bytes].concat()
    }
}

/// The form in which [`Program::from_ir_as`] hands a tensor-language program to the OpenCL
/// driver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Form {
    /// OpenCL C from the `tinyc-opencl` backend, compiled by the driver (every device).
    #[default]
    OpenClC,
    /// A SPIR-V module from the MLIR route (`tinyc-spirv`), for devices whose
    /// `CL_DEVICE_IL_VERSION` lists its version ([`Context::supports_spirv`]); needs the crate's
    /// `spirv` feature, which links LLVM and MLIR.
    Spirv,
}

/// A built `cl_program`, shared through the context's program cache.
#[derive(Debug)]
pub(crate) struct Built {
    handle: cl::Program,
    build_log: String,
}

impl Program {
    /// Checks tensor-language `source_text` (named `name` in diagnostics), compiles it to OpenCL C
    /// with the `tinyc-opencl` backend and builds that for the context's device; every `func`
    /// becomes a kernel that [`kernel`](Self::kernel) opens by its name without `@`.
    ///
    /// The front end checks against the context's device description
    /// ([`Context::frontend_device`]: a generic OpenCL GPU, or a CPU device whose kernels get
    /// smaller work-groups), and kernels require their subgroup size where the device supports
    /// `cl_intel_required_subgroup_size`. Fails with [`Error::Compile`], holding the rendered
    /// diagnostics (`error[E18]: …` with `name:line:col` and the source line), when the program
    /// has errors, and otherwise as [`from_source`](Self::from_source) does. The OpenCL build is
    /// cached like every other ([`origin`](Self::origin)); the front end and backend always run
    /// (well under a millisecond for typical kernels).
    pub fn from_ir(ctx: &Context, name: &str, source_text: &str) -> Result<Program> {
        Program::from_ir_as(ctx, name, source_text, Form::OpenClC)
    }

    /// [`from_ir`](Self::from_ir) in the given [`Form`]. With [`Form::Spirv`] the front end checks
    /// against the context's device description without the CPU's explicit-vector GEMM (the MLIR
    /// route has no vectors), and kernels require their subgroup size in the same cases as the
    /// OpenCL C ones. Fails with [`Error::SpirvUnsupported`] when the device takes no SPIR-V of
    /// tinyc's version (fall back to [`Form::OpenClC`] there) or the crate was built without the
    /// `spirv` feature.
    pub fn from_ir_as(ctx: &Context, name: &str, source_text: &str, form: Form) -> Result<Program> {
        Program::from_ir_in(ctx, name, source_text, form, None)
    }

    /// [`from_ir_as`](Self::from_ir_as) in a given language (`Lang::V03` for tinytc v0.3.1,
    /// `Lang::V04` for v0.4); `None` detects it as `tinyc` does (v0.3.1 unless the text parses
    /// only as v0.4). A v0.4 program's kernels launch as grids ([`Kernel::launch_grid`]).
    pub fn from_ir_in(
        ctx: &Context,
        name: &str,
        source_text: &str,
        form: Form,
        lang: Option<tinyc_frontend::ast::Lang>,
    ) -> Result<Program> {
        let source = Source::new(name, source_text.as_bytes());
        let device = match form {
            Form::OpenClC => ctx.frontend_device(),
            Form::Spirv => {
                spirv_available(ctx)?;
                ctx.spirv_device()
            }
        };
        let opencl_options = ctx.opencl_options();
        let spirv_options = spirv_options(ctx);
        // The front end and the backends recurse with the program's nesting (an `if` nested 200
        // deep overflowed a 2 MiB stack in a debug build): they run on the compiler's stack too.
        let compiled = on_compiler_stack(|| -> Result<(Code, Vec<KernelSignature>, String)> {
            let checked = Frontend::new(device)
                .with_lang(lang)
                .run(&source)
                .map_err(|diags| Error::Compile { diagnostics: source.render(&diags) })?;
            let signatures = KernelSignature::from_checked(&checked);
            let warnings = if checked.warnings.is_empty() { String::new() } else { source.render(&checked.warnings) };
            let code = match form {
                // An internal compiler error is rendered like the program's errors (code E50).
                Form::OpenClC => Code::OpenClC(
                    tinyc_opencl::compile_with(&checked, &opencl_options)
                        .map_err(|ice| Error::Compile { diagnostics: source.render(&[checked.in_source(ice)]) })?,
                ),
                Form::Spirv => Code::Spirv(compile_spirv(&spirv_options, &checked, &source)?),
            };
            Ok((code, signatures, warnings))
        });
        let (code, signatures, warnings) = compiled
            .map_err(|e| Error::Compile { diagnostics: format!("cannot start the compiler's thread: {e}\n") })??;
        let program = match code {
            Code::OpenClC(text) => Program::from_source(ctx, &text, signatures),
            Code::Spirv(il) => Program::from_spirv(ctx, &il, signatures),
        };
        program.map(|mut p| {
            p.warnings = warnings;
            p
        })
    }

    /// The warnings of the tensor-language program this was built from (W01: a constant index
    /// or slice outside a static size; W02: a v0.3.1 division by zero; W03: a v0.4 form beyond
    /// tinytc v0.4.0), rendered as `tinyc check` prints them; empty when it has
    /// none (and for programs built from OpenCL C or SPIR-V).
    pub fn warnings(&self) -> &str {
        &self.warnings
    }

    /// Builds the SPIR-V module `il` (such as `tinyc compile --target spirv` writes) for the
    /// context's device; `signatures` describe the kernels that [`kernel`](Self::kernel) can
    /// open. Cached like [`from_source`](Self::from_source). Fails with
    /// [`Error::SpirvUnsupported`] when the device's `CL_DEVICE_IL_VERSION` does not list SPIR-V
    /// of tinyc's version, and with [`Error::Build`] when the driver rejects the module.
    pub fn from_spirv(ctx: &Context, il: &[u8], signatures: Vec<KernelSignature>) -> Result<Program> {
        let (major, minor) = tinyc_frontend::abi::SPIRV_VERSION;
        if !ctx.supports_spirv() {
            return Err(Error::SpirvUnsupported {
                device: ctx.device_name().to_string(),
                reason: format!("it takes no SPIR-V {major}.{minor} ({})", il_list(ctx)),
            });
        }
        Program::build(ctx, Code::Spirv(il.to_vec()), signatures, "")
    }

    /// Builds OpenCL C `source` for the context's device with its `-cl-std` option
    /// ([`Context::cl_std_option`]) and, where the device can, correctly rounded `f32` division
    /// ([`Context::fp32_division_option`]); `signatures` describe the kernels that
    /// [`kernel`](Self::kernel) can open. An empty `source` is an empty program (without kernels).
    ///
    /// Fails with [`Error::Build`] (including the build log) when the compiler rejects the
    /// source, or [`Error::Signature`] when a signature's ABI does not follow from its types.
    pub fn from_source(ctx: &Context, source: &str, signatures: Vec<KernelSignature>) -> Result<Program> {
        Program::from_source_with_options(ctx, source, signatures, "")
    }

    /// Like [`from_source`](Self::from_source), with extra compiler options appended (e.g.
    /// `-cl-mad-enable`).
    pub fn from_source_with_options(
        ctx: &Context,
        source: &str,
        signatures: Vec<KernelSignature>,
        extra_options: &str,
    ) -> Result<Program> {
        Program::build(ctx, Code::OpenClC(source.to_string()), signatures, extra_options)
    }

    fn build(ctx: &Context, code: Code, signatures: Vec<KernelSignature>, extra_options: &str) -> Result<Program> {
        for s in &signatures {
            s.validate()?;
            // A group's pointers are device addresses the host writes: shared virtual memory (an
            // OpenCL 1.2 compiler also refuses the pointer-to-pointer argument, with a log that
            // does not say why).
            let group = s.params.iter().position(|t| matches!(t, tinyc_frontend::types::Type::Group(_)));
            if let Some(index) = group.filter(|_| !ctx.supports_svm()) {
                return Err(Error::GroupsNeedSvm {
                    device: ctx.device_name().to_string(),
                    kernel: s.abi.source_name.clone(),
                    param: s.param_name(index),
                });
            }
        }
        // SPIR-V was compiled already: the driver takes no OpenCL C version (but the division
        // option is one of its math options).
        let std_option = if matches!(code, Code::OpenClC(_)) { ctx.cl_std_option() } else { "" };
        let options = [std_option, ctx.fp32_division_option(), extra_options]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        let c_options = CString::new(options.clone())
            .map_err(|_| Error::Build { options: options.clone(), log: "the options contain a NUL byte".into() })?;
        let key = ProgramKey::new(&options, &code.key_bytes());
        let disk = ctx.cache.disk_dir().map(|dir| DiskEntry::new(dir, &key.disk_text(&ctx.inner.identity, &options)));
        let build = || {
            on_compiler_stack(|| build_uncached(ctx, &code, &options, &c_options, disk.as_ref())).unwrap_or_else(|e| {
                Err(Error::Build { options: options.clone(), log: format!("cannot start the build thread: {e}") })
            })
        };
        let (built, origin) = if ctx.cache.memory() {
            let mut origin = Origin::MemoryCache;
            let (built, _) = ctx.inner.programs.get_or_build(key.digest, || {
                let (built, o) = build()?;
                origin = o;
                Ok::<_, Error>(Arc::new(built))
            })?;
            (built, origin)
        } else {
            let (built, origin) = build()?;
            (Arc::new(built), origin)
        };
        Ok(Program {
            ctx: ctx.clone(),
            built,
            origin,
            signatures,
            code,
            options,
            disk_entry: disk.map(|d| d.path().to_path_buf()),
            warnings: String::new(),
        })
    }

    /// Where the built program came from: the compiler ([`Origin::Built`]), this context's
    /// in-memory cache ([`Origin::MemoryCache`]) or a device binary in the disk cache
    /// ([`Origin::DiskCache`]).
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// The disk cache file for this program (whether or not it exists), when the context caches
    /// on disk. Deleting it, or the whole cache directory, is always safe.
    pub fn disk_cache_entry(&self) -> Option<&Path> {
        self.disk_entry.as_deref()
    }

    /// The OpenCL C source the program was built from (for [`from_ir`](Self::from_ir), what the
    /// backend generated); empty for a program built from SPIR-V.
    pub fn source(&self) -> &str {
        match &self.code {
            Code::OpenClC(text) => text,
            Code::Spirv(_) => "",
        }
    }

    /// The SPIR-V module the program was built from, if it was.
    pub fn spirv(&self) -> Option<&[u8]> {
        match &self.code {
            Code::Spirv(il) => Some(il),
            Code::OpenClC(_) => None,
        }
    }

    /// The form the program was built from.
    pub fn form(&self) -> Form {
        match &self.code {
            Code::OpenClC(_) => Form::OpenClC,
            Code::Spirv(_) => Form::Spirv,
        }
    }

    /// The build options used.
    pub fn options(&self) -> &str {
        &self.options
    }

    /// The compiler's log of the successful build (warnings; often empty, and empty or the
    /// driver's log of the binary's build for a program from the disk cache).
    pub fn build_log(&self) -> &str {
        &self.built.build_log
    }

    /// The kernel signatures the program was built with.
    pub fn signatures(&self) -> &[KernelSignature] {
        &self.signatures
    }

    /// Opens kernel `name`: the function written `@name`, else the one emitted as `name` (a
    /// function named like an OpenCL C keyword or built-in is emitted with a `_`: `@kernel` as
    /// `kernel_`).
    ///
    /// Fails with [`Error::UnknownKernel`] when no signature has that name and with
    /// [`Error::Signature`] when the code has no kernel of the signature's name, or the compiled
    /// kernel's argument count or work-group size differs from the signature's.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let (signature, c_name) = KernelSignature::find(&self.signatures, name)?;
        let kernel = cl::Kernel::new(&self.built.handle, &c_name).map_err(|e| match e {
            // CL_INVALID_KERNEL_NAME: a signature of hand-written code names no kernel of it.
            Error::OpenCl { code: -46, .. } => Error::Signature {
                kernel: signature.abi.source_name.clone(),
                message: format!("the program's code has no kernel `{}`", signature.abi.name),
            },
            e => e,
        })?;
        Kernel::new(self.ctx.clone(), kernel, signature.clone())
    }
}

/// Stack of the thread that builds programs ([`on_compiler_stack`]): 256 MiB of address space,
/// touched only as deep as the driver's compiler goes.
const COMPILER_STACK: usize = 256 << 20;

/// Runs `f` (a program build) on a thread with a [`COMPILER_STACK`]-sized stack and waits for it.
/// Drivers compile on the calling thread, recursing with the size of the kernel: PoCL 3.1's LLVM
/// overflowed a Rust thread's default 2 MiB stack compiling the work-group function of a kernel
/// of 512 work-items holding four 32 × 16 cooperative matrices each (4,600 lines of OpenCL C) and
/// killed the process; the caller's stack is not the driver's concern
/// (`runtime/tests/opencl.rs`, `deep_programs_build_from_threads_with_small_stacks`). A panic in
/// `f` goes on in the caller.
fn on_compiler_stack<T: Send>(f: impl FnOnce() -> T + Send) -> std::io::Result<T> {
    std::thread::scope(|scope| {
        let handle =
            std::thread::Builder::new().name("tinyc-build".into()).stack_size(COMPILER_STACK).spawn_scoped(scope, f)?;
        Ok(handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}

/// The program built from the disk cache's binary when there is a valid one that the driver
/// accepts, else from source (then saving its binary in the disk cache, if any).
fn build_uncached(
    ctx: &Context,
    code: &Code,
    options: &str,
    c_options: &CStr,
    disk: Option<&DiskEntry>,
) -> Result<(Built, Origin)> {
    if let Some(binary) = disk.and_then(DiskEntry::read) {
        // A binary the driver rejects (another driver build, a damaged file that still checks
        // out) is rebuilt from source and overwritten.
        if let Ok(built) = build_from_binary(ctx, &binary, c_options) {
            return Ok((built, Origin::DiskCache));
        }
    }
    let built = build_from_code(ctx, code, options, c_options)?;
    if let Some(entry) = disk {
        // Devices that give no binary simply do without the disk cache.
        if let Some(binary) = built.handle.binary().filter(|b| !b.is_empty()) {
            entry.write(&binary);
        }
    }
    Ok((built, Origin::Built))
}

fn build_from_code(ctx: &Context, code: &Code, options: &str, c_options: &CStr) -> Result<Built> {
    let inner = &ctx.inner;
    let handle = match code {
        Code::OpenClC(source) => cl::Program::from_source(inner.queue.context(), source)?,
        Code::Spirv(il) => cl::Program::from_il(inner.queue.context(), il).map_err(|e| match e {
            Error::OpenCl { code, .. } if code == cl::CL_INVALID_VALUE => {
                Error::Build { options: options.to_string(), log: "the driver rejects the SPIR-V module".into() }
            }
            e => e,
        })?,
    };
    let built = handle.build(inner.device, c_options);
    let build_log = handle.build_log(inner.device).unwrap_or_default();
    match built {
        Err(Error::OpenCl { code, .. })
            if code == cl::CL_BUILD_PROGRAM_FAILURE || code == cl::CL_INVALID_BUILD_OPTIONS =>
        {
            let log = if build_log.is_empty() { cl::code_name(code).to_string() } else { build_log };
            return Err(Error::Build { options: options.to_string(), log });
        }
        other => other?,
    }
    Ok(Built { handle, build_log })
}

/// Whether SPIR-V programs can be made here: the `spirv` feature and a device that takes them.
fn spirv_available(ctx: &Context) -> Result<()> {
    let (major, minor) = tinyc_frontend::abi::SPIRV_VERSION;
    if !cfg!(feature = "spirv") {
        return Err(Error::SpirvUnsupported {
            device: ctx.device_name().to_string(),
            reason: "tinyc-runtime was built without its `spirv` feature".into(),
        });
    }
    if !ctx.supports_spirv() {
        return Err(Error::SpirvUnsupported {
            device: ctx.device_name().to_string(),
            reason: format!("it takes no SPIR-V {major}.{minor} ({})", il_list(ctx)),
        });
    }
    Ok(())
}

/// What the device says it takes, for messages.
fn il_list(ctx: &Context) -> String {
    match ctx.spirv_versions() {
        [] => "CL_DEVICE_IL_VERSION lists no SPIR-V".into(),
        vs => {
            let list: Vec<String> = vs.iter().map(|(a, b)| format!("{a}.{b}")).collect();
            format!("CL_DEVICE_IL_VERSION lists SPIR-V {}", list.join(", "))
        }
    }
}

/// The SPIR-V backend's options for the context's device.
#[cfg(feature = "spirv")]
fn spirv_options(ctx: &Context) -> tinyc_spirv::Options {
    tinyc_spirv::Options { intel_subgroup_size: ctx.supports_intel_subgroup_size(), ..Default::default() }
}

/// The SPIR-V of a checked program.
#[cfg(feature = "spirv")]
fn compile_spirv(
    options: &tinyc_spirv::Options,
    checked: &tinyc_frontend::Checked,
    source: &Source,
) -> Result<Vec<u8>> {
    tinyc_spirv::compile(checked, options, tinyc_spirv::Form::Binary).map_err(|e| match e {
        tinyc_spirv::Error::Internal(ice) => Error::Compile { diagnostics: source.render(&[checked.in_source(ice)]) },
        tinyc_spirv::Error::Mlir(message) => {
            Error::Compile { diagnostics: format!("internal compiler error: {message}\n") }
        }
        tinyc_spirv::Error::Limit(d) => Error::Compile { diagnostics: source.render(&[checked.in_source(d)]) },
    })
}

/// Without the `spirv` feature there are no SPIR-V options: [`spirv_available`] refused the form.
#[cfg(not(feature = "spirv"))]
fn spirv_options(_: &Context) -> NoSpirv {
    NoSpirv
}

/// The SPIR-V options of a runtime built without SPIR-V (none).
#[cfg(not(feature = "spirv"))]
struct NoSpirv;

#[cfg(not(feature = "spirv"))]
fn compile_spirv(_: &NoSpirv, _: &tinyc_frontend::Checked, _: &Source) -> Result<Vec<u8>> {
    Ok(Vec::new())
}

/// A program from a device binary (`clCreateProgramWithBinary`, then `clBuildProgram`).
pub(crate) fn build_from_binary(ctx: &Context, binary: &[u8], c_options: &CStr) -> Result<Built> {
    let inner = &ctx.inner;
    let handle = cl::Program::from_binary(inner.queue.context(), inner.device, binary)?;
    handle.build(inner.device, c_options)?;
    let build_log = handle.build_log(inner.device).unwrap_or_default();
    Ok(Built { handle, build_log })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking

    use super::*;
    use crate::args::MemrefArg;
    use crate::cache::{self, CacheConfig};

    const DOUBLE: &str = "func @double(%X: memref<f32x8>, %Y: memref<f32x8>) {
  axpby.n 2.0, %X, 0.0, %Y : f32, memref<f32x8>, f32, memref<f32x8>
}
";

    fn check(ctx: &Context, program: &Program) {
        let x: Vec<f32> = (0..8).map(|i| i as f32 - 3.0).collect();
        let dx = ctx.buffer_from(&x).unwrap_or_else(|e| panic!("{e}"));
        let dy = ctx.buffer_from(&[f32::NAN; 8]).unwrap_or_else(|e| panic!("{e}"));
        let kernel = program.kernel("double").unwrap_or_else(|e| panic!("{e}"));
        kernel
            .launch(&[MemrefArg::new(&dx, [8]).into(), MemrefArg::new(&dy, [8]).into()], 1)
            .unwrap_or_else(|e| panic!("{e}"));
        let want: Vec<f32> = x.iter().map(|v| 2.0 * v).collect();
        assert_eq!(dy.read().unwrap_or_else(|e| panic!("{e}")), want, "origin {:?}", program.origin());
    }

    /// An entry whose header and checksum are right but whose binary the driver rejects (or one
    /// that is empty) is rebuilt from source and overwritten.
    #[test]
    fn a_binary_the_driver_rejects_falls_back_to_source() {
        let ctx = match Context::new() {
            Ok(ctx) => ctx,
            Err(e) => {
                eprintln!("SKIP: no OpenCL device ({e})");
                return;
            }
        };
        let dir = std::env::temp_dir().join(format!("tinyc-program-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
        let first = Program::from_ir(&ctx, "double.ir", DOUBLE).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(first.origin(), Origin::Built);
        let Some(entry) = first.disk_cache_entry().map(Path::to_path_buf) else { panic!("no entry path") };
        let Ok(bytes) = std::fs::read(&entry) else {
            eprintln!("SKIP: the driver gives no program binaries");
            return;
        };
        let mut key = [0u8; 32];
        key.copy_from_slice(&bytes[16..48]);
        for payload in [&b"not a program binary at all"[..], &[0u8; 4096][..], &[]] {
            std::fs::write(&entry, cache::encode(&key, payload)).unwrap_or_else(|e| panic!("{e}"));
            ctx.clear_program_cache();
            let p = Program::from_ir(&ctx, "double.ir", DOUBLE).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(p.origin(), Origin::Built);
            check(&ctx, &p);
            ctx.clear_program_cache();
            let p = Program::from_ir(&ctx, "double.ir", DOUBLE).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(p.origin(), Origin::DiskCache);
            check(&ctx, &p);
        }
        // The binary of the program, and a program rebuilt from it directly.
        let binary = first.built.handle.binary().unwrap_or_default();
        assert!(!binary.is_empty());
        let c_options = CString::new(first.options()).unwrap_or_default();
        assert!(build_from_binary(&ctx, &binary, &c_options).is_ok());
        assert!(build_from_binary(&ctx, &[], &c_options).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}

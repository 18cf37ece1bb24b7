//! # tinyc-build: tensor-language kernels in a Rust build
//!
//! Checks kernels written in the tinytc tensor language when the crate builds, compiles them to
//! OpenCL C, and generates **typed launchers**: one Rust method per kernel, taking the source
//! parameters with their Rust types, so that a wrong argument type is a compile error and a
//! program error is a build error with the usual `file:line:col` diagnostics.
//!
//! ```no_run
//! // build.rs
//! fn main() {
//!     tinyc_build::Build::new()
//!         .file("kernels/gemm.ir") // any number of files
//!         .compile("kernels"); // writes $OUT_DIR/kernels.rs
//! }
//! ```
//!
//! ```ignore
//! // src/lib.rs (the crate also depends on `tinyc-runtime`)
//! include!(concat!(env!("OUT_DIR"), "/kernels.rs"));
//!
//! use tinyc_runtime::{Context, Error, MemrefArg};
//!
//! fn products(batch: usize) -> Result<Vec<f32>, Error> {
//!     let ctx = Context::new()?;
//!     let k = kernels::Kernels::new(&ctx)?; // builds the embedded OpenCL C once
//!     let a = ctx.buffer_from(&vec![1.0f32; 16 * 8 * batch])?;
//!     let b = ctx.buffer_from(&vec![0.5f32; 8 * 12 * batch])?;
//!     let c = ctx.buffer_zeroed::<f32>(16 * 12 * batch)?;
//!     let n = batch as i64;
//!     // func @gemm(%alpha: f32, %A: memref<f32x16x8x?>, %B: memref<f32x8x12x?>, %beta: f32,
//!     //            %C: memref<f32x16x12x?>): alpha and beta are f32, the memrefs MemrefArgs
//!     let (a, b, c_arg) = (MemrefArg::new(&a, [16, 8, n]), MemrefArg::new(&b, [8, 12, n]), MemrefArg::new(&c, [16, 12, n]));
//!     k.gemm(1.0, a, b, 0.0, c_arg, batch)?; // batch work-groups
//!     c.read()
//! }
//! ```
//!
//! ## What is generated
//!
//! `compile("kernels")` writes `$OUT_DIR/kernels.rs` with `pub mod kernels` holding
//! `pub struct Kernels`:
//!
//! - `Kernels::new(&tinyc_runtime::Context) -> Result<Kernels, tinyc_runtime::Error>` builds one
//!   OpenCL program per input file and opens every kernel once;
//! - one method per kernel, named as the function (`@gemm` → `gemm`, see below for names Rust
//!   does not allow), taking the source parameters in order — scalars as `f32`, `f64`, `i8`,
//!   `i16`, `i32`, `i64` (`index` as `i64`), `bool`, `half::f16`, `half::bf16` and
//!   `num_complex::Complex32`/`Complex64`, memrefs as `tinyc_runtime::MemrefArg`, groups as
//!   `impl Into<tinyc_runtime::GroupInput>` (a `tinyc_runtime::GroupArg`, or a
//!   `&tinyc_runtime::PreparedGroup` checked once for many launches) — then `groups: usize`
//!   (the number of work-groups), returning
//!   `Result<tinyc_runtime::LaunchInfo, tinyc_runtime::Error>`; its documentation shows the
//!   source signature;
//! - `Kernels::programs()`, the built programs (their OpenCL C and build logs);
//! - `Kernels::kernel_named(name)`, the `tinyc_runtime::Kernel` of a source function, for
//!   `prepare_group` and what else the typed launchers do not cover.
//!
//! **How the kernels are embedded.** Each file is compiled at build time twice, for the two
//! device descriptions the runtime uses (`tinyc_runtime::Context::frontend_device`: a generic
//! OpenCL GPU, or a CPU driver such as PoCL, whose work-groups are smaller), and the generated
//! code holds both OpenCL C sources and the kernels' signatures as Rust data
//! (`tinyc_runtime::KernelSignature`: the `KernelAbi` the front end computed, and the parameter
//! types). `Kernels::new` picks the variant for the context's device and builds it with
//! `Program::from_source`, which re-validates each signature (its ABI must follow from its
//! types) before anything runs — so nothing is parsed at run time and the front end is not
//! run again. That is PoCL on the CPU (the CPU description, its barriers kept out of `if`s)
//! and a GPU described as the generic one. A device whose description is neither gets the
//! embedded tensor-language source compiled for it with `Program::from_ir_in` (in the language
//! the file was checked as) instead, which is what the runtime would do without a build step:
//! a GPU with a work-group limit below 1024 or whose barriers may stand inside `if`s, and
//! Intel's OpenCL runtimes, whose hardware subgroups the run-time compile uses.
//!
//! **Names.** A kernel or parameter name that is a Rust keyword becomes a raw identifier
//! (`@type` → `r#type`); `self`, `Self`, `super`, `crate`, `None`, `Some`, `Ok` and `Err` get a
//! trailing `_`, a numeric name the prefix `x` (`%0` → `x0`); a kernel named `new`,
//! `programs` or `kernel_named`, a parameter named `groups`, or a name that one of these rules made equal to
//! another gets a trailing `_` until free. Two files with kernels of the same name are an error
//! ([`Error::DuplicateKernel`]). The kernels' names on the device are the ABI's
//! (`tinyc compile --abi-json`), whatever their Rust names.
//!
//! **CUDA.** [`Build::cuda_arch`] also compiles every file to PTX for each architecture given and
//! generates `CudaKernels` beside `Kernels`: the same methods over a
//! `tinyc_runtime::cuda::Context` (the crate needs `tinyc-runtime`'s `cuda` feature), loading
//! the PTX of the newest embedded architecture the GPU reaches.
//!
//! The crate needs no LLVM or MLIR: it depends on the front end and the OpenCL C writer only;
//! the PTX of [`Build::cuda_arch`] comes from the `tinyc-mlir` program.
//! [`Build::c_header_dir`] also writes the C header of every file (`tinyc compile --emit
//! c-header`) for C or C++ code in the same build.

#![warn(missing_docs)]
// The first example is a build script, whose `main` is the point.
#![allow(clippy::needless_doctest_main)]

mod generate;
mod names;
mod ptx;

use std::fmt;
use std::io::Write as _;
use std::path::{Path, PathBuf};
/// The tensor languages (`Build::lang`).
pub use tinyc_frontend::ast::Lang;

/// Why [`Build::try_compile`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// An input file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// The operating system's message.
        message: String,
    },
    /// Programs have errors: `rendered` holds every diagnostic of every such file, as `tinyc
    /// check` prints them (`error[E18]: …`, `--> file:line:col`, the source line).
    Diagnostics {
        /// The files with errors.
        files: Vec<PathBuf>,
        /// The rendered diagnostics, without colour.
        rendered: String,
    },
    /// Two files define kernels of the same name (the generated methods would clash).
    DuplicateKernel {
        /// The kernel name, without `@`.
        name: String,
        /// The file that defines it first.
        first: PathBuf,
        /// The file that defines it again.
        second: PathBuf,
    },
    /// A kernel has a parameter that no launcher can pass (an `i1` scalar: the calling
    /// convention has no `i1` kernel arguments, and the front end rejects such programs).
    Unsupported {
        /// The file.
        path: PathBuf,
        /// The kernel name, without `@`.
        kernel: String,
        /// What is not supported.
        message: String,
    },
    /// The name given to [`Build::compile`] is not a Rust identifier (it names the module and
    /// the file `NAME.rs`).
    ModuleName(String),
    /// No output directory: `OUT_DIR` is not set (not in a build script) and
    /// [`Build::out_dir`] was not called.
    NoOutDir,
    /// PTX could not be made for [`Build::cuda_arch`]: an architecture that is not `sm_XY`,
    /// no `tinyc-mlir`, or its failure (with its message).
    Ptx {
        /// The file (none for an architecture refused before any file is compiled).
        path: Option<PathBuf>,
        /// The architecture, e.g. `sm_80`.
        arch: String,
        /// What went wrong.
        message: String,
    },
    /// Two files of a [`Build::c_header_dir`] build have the same stem, so their headers would
    /// be one file.
    DuplicateHeader {
        /// The header both would write.
        header: PathBuf,
        /// The first file.
        first: PathBuf,
        /// The second file.
        second: PathBuf,
    },
    /// An output file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// The operating system's message.
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Read { path, message } => write!(f, "cannot read {}: {message}", path.display()),
            Error::DuplicateHeader { header, first, second } => write!(
                f,
                "{} and {} would both write the C header {} (rename one, or build them with separate header directories)",
                first.display(),
                second.display(),
                header.display()
            ),
            Error::Diagnostics { rendered, .. } => f.write_str(rendered.trim_end()),
            Error::DuplicateKernel { name, first, second } => write!(
                f,
                "kernel `@{name}` is defined in {} and again in {}: the generated methods would clash (rename one)",
                first.display(),
                second.display()
            ),
            Error::Unsupported { path, kernel, message } => {
                write!(f, "{}: kernel `@{kernel}`: {message}", path.display())
            }
            Error::ModuleName(name) => {
                write!(f, "`{name}` is not a Rust identifier: it must name the generated module and file")
            }
            Error::NoOutDir => f.write_str("OUT_DIR is not set: call Build::out_dir outside a build script"),
            Error::Ptx { path: Some(path), arch, message } => {
                write!(f, "{}: PTX for {arch}: {message}", path.display())
            }
            Error::Ptx { path: None, arch, message } => write!(f, "`{arch}`: {message}"),
            Error::Write { path, message } => write!(f, "cannot write {}: {message}", path.display()),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// A one-line summary (the diagnostics themselves are in [`Display`](fmt::Display)).
    pub fn summary(&self) -> String {
        match self {
            Error::Diagnostics { files, .. } => {
                let files: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
                format!("{} {} errors", files.join(", "), if files.len() == 1 { "has" } else { "have" })
            }
            other => other.to_string(),
        }
    }
}

/// A set of tensor-language files to compile into typed launchers; see the [crate] docs.
#[derive(Clone, Debug)]
pub struct Build {
    files: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    cargo_metadata: bool,
    c_header_dir: Option<PathBuf>,
    lang: Option<tinyc_frontend::ast::Lang>,
    cuda_archs: Vec<String>,
    tinyc_mlir: Option<PathBuf>,
}

impl Default for Build {
    fn default() -> Self {
        Build::new()
    }
}

impl Build {
    /// No files yet; output to `$OUT_DIR`, `cargo:rerun-if-changed` lines on.
    pub fn new() -> Build {
        Build {
            files: Vec::new(),
            out_dir: None,
            cargo_metadata: true,
            c_header_dir: None,
            lang: None,
            cuda_archs: Vec::new(),
            tinyc_mlir: None,
        }
    }

    /// Adds a tensor-language file (relative paths are relative to the package, where cargo runs
    /// build scripts). Its kernels become methods in the order of the files, then of the file.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds several files.
    pub fn files<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Build {
        self.files.extend(paths.into_iter().map(|p| p.as_ref().to_path_buf()));
        self
    }

    /// The language of the files (`Lang::V03` for tinytc v0.3.1, `Lang::V04` for v0.4); without
    /// it each file's language is detected as `tinyc` does (v0.3.1 unless the file parses only
    /// as v0.4).
    pub fn lang(&mut self, lang: tinyc_frontend::ast::Lang) -> &mut Build {
        self.lang = Some(lang);
        self
    }

    /// Writes into `dir` instead of `$OUT_DIR`.
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo:rerun-if-changed=FILE` for every input (default: yes; turn it
    /// off outside build scripts).
    pub fn cargo_metadata(&mut self, on: bool) -> &mut Build {
        self.cargo_metadata = on;
        self
    }

    /// Also writes the C header of every file, `dir/STEM.h` (what `tinyc compile --emit
    /// c-header` writes: the OpenCL C for a generic GPU, per kernel `K_set_args`, `K_launch`, …).
    pub fn c_header_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.c_header_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Also compiles every file to PTX for the CUDA architecture `arch` (`sm_70` … `sm_90`; call
    /// it once per architecture to embed several) and generates `CudaKernels`, the same typed
    /// launchers for a `tinyc_runtime::cuda::Context`, which loads the PTX of the newest
    /// embedded architecture the GPU's compute capability reaches (the oldest where it reaches
    /// none, which the driver then refuses with its log). The crate that includes the module
    /// needs `tinyc-runtime`'s `cuda` feature. PTX is made by `tinyc-mlir` (`$TINYC_MLIR`, else
    /// `PATH`'s), which links LLVM and MLIR; the build fails with [`Error::Ptx`] without it.
    pub fn cuda_arch(&mut self, arch: &str) -> &mut Build {
        self.cuda_archs.push(arch.to_string());
        self
    }

    /// The `tinyc-mlir` program that makes the PTX of [`cuda_arch`](Self::cuda_arch), instead
    /// of `$TINYC_MLIR` or the one in `PATH`.
    pub fn tinyc_mlir(&mut self, program: impl AsRef<Path>) -> &mut Build {
        self.tinyc_mlir = Some(program.as_ref().to_path_buf());
        self
    }

    /// Checks and compiles every file and writes `$OUT_DIR/NAME.rs` (module `NAME`); on error,
    /// prints the diagnostics (as `cargo:warning=` lines, which cargo shows, and on standard
    /// error) and fails the build script. Use [`try_compile`](Self::try_compile) to handle the
    /// error instead.
    #[allow(clippy::print_stdout, clippy::panic)] // a build script talks to cargo on stdout and fails by panicking
    pub fn compile(&self, name: &str) {
        if let Err(e) = self.try_compile(name) {
            let text = e.to_string();
            for line in text.lines() {
                println!("cargo:warning={line}");
            }
            let _ = writeln!(std::io::stderr(), "{text}");
            panic!("tinyc-build: {}", e.summary());
        }
    }

    /// Like [`compile`](Self::compile), returning the path of the written file or the error.
    pub fn try_compile(&self, name: &str) -> Result<PathBuf, Error> {
        if !names::is_plain_identifier(name) {
            return Err(Error::ModuleName(name.to_string()));
        }
        self.print_rerun_lines();
        let out_dir = match &self.out_dir {
            Some(dir) => dir.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(Error::NoOutDir)?,
        };
        let compiled = generate::check_all(&self.files, self.lang, &self.cuda_archs, self.tinyc_mlir.as_deref())?;
        if let Some(dir) = &self.c_header_dir {
            // Checked before anything is written: one file's header would replace the other's.
            let mut seen: Vec<(String, &Path)> = Vec::new();
            for file in &compiled {
                let stem = file.stem();
                if let Some((_, first)) = seen.iter().find(|(s, _)| *s == stem) {
                    return Err(Error::DuplicateHeader {
                        header: dir.join(format!("{stem}.h")),
                        first: first.to_path_buf(),
                        second: file.path.clone(),
                    });
                }
                seen.push((stem, &file.path));
            }
        }
        self.print_warnings(&compiled);
        let code = generate::rust_module(name, &compiled)?;
        let path = out_dir.join(format!("{name}.rs"));
        write_if_changed(&path, &code)?;
        if let Some(dir) = &self.c_header_dir {
            for file in &compiled {
                let header = file.c_header()?;
                write_if_changed(&dir.join(format!("{}.h", file.stem())), &header)?;
            }
        }
        Ok(path)
    }

    /// The generated Rust code for module `name`, without writing anything.
    pub fn generate(&self, name: &str) -> Result<String, Error> {
        if !names::is_plain_identifier(name) {
            return Err(Error::ModuleName(name.to_string()));
        }
        generate::rust_module(
            name,
            &generate::check_all(&self.files, self.lang, &self.cuda_archs, self.tinyc_mlir.as_deref())?,
        )
    }

    /// The programs' warnings (W01: a constant index outside a static size; W02: a v0.3.1
    /// division by zero; W03: a v0.4 form beyond tinytc v0.4.0), as `cargo:warning=`
    /// lines in a build script (cargo shows them) and on standard error.
    #[allow(clippy::print_stdout)] // the build-script protocol
    fn print_warnings(&self, compiled: &[generate::Compiled]) {
        for file in compiled {
            let text = file.warnings();
            if text.is_empty() {
                continue;
            }
            if self.cargo_metadata {
                for line in text.lines() {
                    println!("cargo:warning={line}");
                }
            }
            let _ = write!(std::io::stderr(), "{text}");
        }
    }

    #[allow(clippy::print_stdout)] // the build-script protocol
    fn print_rerun_lines(&self) {
        if self.cargo_metadata {
            for f in &self.files {
                println!("cargo:rerun-if-changed={}", f.display());
            }
            if !self.cuda_archs.is_empty() {
                // A new tinyc-mlir makes new PTX.
                println!("cargo:rerun-if-env-changed=TINYC_MLIR");
                if let Some(program) = ptx::mlir_program(self.tinyc_mlir.as_deref()) {
                    println!("cargo:rerun-if-changed={}", program.display());
                }
            }
        }
    }
}

/// Writes `text` unless the file already holds it (so that an unchanged build does not make
/// cargo recompile the crate that includes it).
fn write_if_changed(path: &Path, text: &str) -> Result<(), Error> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| Error::Write { path: path.to_path_buf(), message: e.to_string() })?;
    }
    std::fs::write(path, text).map_err(|e| Error::Write { path: path.to_path_buf(), message: e.to_string() })
}

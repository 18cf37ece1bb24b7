//! Checking the inputs and writing the Rust module.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use tinyc_frontend::abi::{AbiArg, KernelAbi, Role};
use tinyc_frontend::ast::Func;
use tinyc_frontend::ast::Lang;
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type};
use tinyc_frontend::{Checked, Device, Frontend, Source};
use tinyc_opencl::c_header::source_signature;

use crate::Error;
use crate::names::rust_names;
use crate::ptx::{self, PtxVariant};

/// One input, checked and compiled for both device descriptions.
pub(crate) struct Compiled {
    pub(crate) path: PathBuf,
    source: Source,
    /// For a generic OpenCL GPU ([`Device::generic`]).
    gpu: Variant,
    /// For CPU drivers ([`Device::cpu`]).
    cpu: Variant,
    /// For NVIDIA GPUs, one per [`Build::cuda_arch`](crate::Build::cuda_arch), ascending.
    ptx: Vec<PtxVariant>,
}

struct Variant {
    checked: Checked,
    opencl_c: String,
}

impl Compiled {
    /// The file stem, for the C header's names.
    pub(crate) fn stem(&self) -> String {
        self.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// The C header of the file (for a generic GPU).
    pub(crate) fn c_header(&self) -> Result<String, Error> {
        tinyc_opencl::c_header::c_header(&self.gpu.checked, &self.stem()).map_err(|ice| Error::Diagnostics {
            files: vec![self.path.clone()],
            rendered: self.source.render(&[self.gpu.checked.in_source(ice)]),
        })
    }

    /// The file's warnings (W01, W02, W03), rendered; empty when there are none.
    pub(crate) fn warnings(&self) -> String {
        let w = &self.gpu.checked.warnings;
        if w.is_empty() { String::new() } else { self.source.render(w) }
    }

    fn funcs(&self) -> &[Func] {
        &self.gpu.checked.module.funcs
    }
}

/// Reads, checks and compiles every file; the diagnostics of every file with errors.
pub(crate) fn check_all(
    files: &[PathBuf],
    lang: Option<Lang>,
    cuda_archs: &[String],
    tinyc_mlir: Option<&Path>,
) -> Result<Vec<Compiled>, Error> {
    let archs = ptx::sorted_archs(cuda_archs)?;
    let mut compiled = Vec::new();
    let mut failed = Vec::new();
    let mut rendered = String::new();
    for path in files {
        let bytes =
            std::fs::read(path).map_err(|e| Error::Read { path: path.to_path_buf(), message: e.to_string() })?;
        let source = Source::new(path.display().to_string(), &bytes);
        let variants =
            variant(&source, Device::generic(), lang).and_then(|gpu| Ok((gpu, variant(&source, Device::cpu(), lang)?)));
        match variants {
            Ok((gpu, cpu)) => compiled.push(Compiled { path: path.to_path_buf(), source, gpu, cpu, ptx: Vec::new() }),
            Err(text) => {
                failed.push(path.to_path_buf());
                rendered.push_str(&text);
            }
        }
    }
    if !failed.is_empty() {
        return Err(Error::Diagnostics { files: failed, rendered });
    }
    let mut first: HashMap<&str, &Path> = HashMap::new();
    for file in &compiled {
        for f in file.funcs() {
            if let Some(earlier) = first.insert(&f.name, &file.path) {
                return Err(Error::DuplicateKernel {
                    name: f.name.clone(),
                    first: earlier.to_path_buf(),
                    second: file.path.clone(),
                });
            }
        }
    }
    // PTX only for programs without errors and without clashing names (those errors come first).
    for file in &mut compiled {
        let lang = file.gpu.checked.module.lang;
        for arch in &archs {
            file.ptx.push(ptx::compile(&file.path, &file.source, lang, arch, tinyc_mlir)?);
        }
    }
    Ok(compiled)
}

/// Checks and compiles a source for one device; the rendered diagnostics on error.
fn variant(source: &Source, device: Device, lang: Option<Lang>) -> Result<Variant, String> {
    let checked = Frontend::new(device).with_lang(lang).run(source).map_err(|diags| source.render(&diags))?;
    let opencl_c = tinyc_opencl::compile(&checked).map_err(|ice| source.render(&[checked.in_source(ice)]))?;
    Ok(Variant { checked, opencl_c })
}

/// The Rust type a launcher takes for a parameter.
fn rust_type(ty: &Type) -> Option<&'static str> {
    Some(match ty {
        // A tinytc v0.4 `bool` (it travels as an i8).
        Type::Scalar(Scalar::I1) => "bool",
        Type::Scalar(Scalar::I8) => "i8",
        Type::Scalar(Scalar::I16) => "i16",
        Type::Scalar(Scalar::I32) => "i32",
        Type::Scalar(Scalar::I64 | Scalar::Index) => "i64",
        Type::Scalar(Scalar::F32) => "f32",
        Type::Scalar(Scalar::F64) => "f64",
        Type::Scalar(Scalar::F16) => "::tinyc_runtime::half::f16",
        Type::Scalar(Scalar::BF16) => "::tinyc_runtime::half::bf16",
        Type::Scalar(Scalar::C32) => "::tinyc_runtime::num_complex::Complex32",
        Type::Scalar(Scalar::C64) => "::tinyc_runtime::num_complex::Complex64",
        Type::Memref(_) => "::tinyc_runtime::MemrefArg<'_>",
        // A `GroupArg` or a `&PreparedGroup` (the method's lifetime `'g`).
        Type::Group(_) => "impl ::core::convert::Into<::tinyc_runtime::GroupInput<'g>>",
        // The checker refuses cooperative-matrix parameters.
        Type::Coop(_) => return None,
    })
}

/// A Rust string literal holding `text` exactly (a raw string where it can be one).
fn string_literal(text: &str) -> String {
    if text.contains('\r') || text.chars().any(is_bidi_control) {
        return rust_str(text);
    }
    let mut hashes = "#".to_string();
    while text.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    format!("r{hashes}\"{text}\"{hashes}")
}

/// The characters that change the direction of text, which rustc refuses in literals and
/// comments (`text_direction_codepoint_in_literal`, deny by default).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` as a Rust string literal (`"…"`, escaped), with no character that changes the
/// direction of text (such as a comment of the program or a file name may hold).
fn rust_str(text: &str) -> String {
    let mut out = String::new();
    for c in format!("{text:?}").chars() {
        if is_bidi_control(c) {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    out
}

/// `#[doc = "…"]` lines, indented by `indent`.
fn doc(out: &mut String, indent: &str, lines: &[String]) {
    for line in lines {
        let line = if line.is_empty() { String::new() } else { format!(" {line}") };
        let _ = writeln!(out, "{indent}#[doc = {}]", rust_str(&line));
    }
}

/// The generated module `name` for the compiled files.
pub(crate) fn rust_module(name: &str, files: &[Compiled]) -> Result<String, Error> {
    // (file, function within the file, function, its ABI for a generic GPU)
    let kernels: Vec<(usize, usize, &Func, KernelAbi)> = files
        .iter()
        .enumerate()
        .flat_map(|(i, file)| {
            file.funcs().iter().zip(file.gpu.checked.abis()).enumerate().map(move |(j, (f, abi))| (i, j, f, abi))
        })
        .collect();
    for (i, _, f, _) in &kernels {
        if let Some(p) = f.params.iter().find(|p| rust_type(&p.ty.node).is_none()) {
            return Err(Error::Unsupported {
                path: files[*i].path.clone(),
                kernel: f.name.clone(),
                message: format!(
                    "parameter %{} has type {}, which cannot be a kernel parameter",
                    p.name.name, p.ty.node
                ),
            });
        }
    }
    let source_names: Vec<&str> = kernels.iter().map(|(_, _, f, _)| f.name.as_str()).collect();
    let methods = rust_names(&source_names, &["new", "programs", "kernel_named"]);
    let inputs: Vec<String> = files.iter().map(|f| f.path.display().to_string()).collect();

    let mut out = String::new();
    // File names as string literals: a line break or a direction control in one would end the
    // comment or fail the build.
    let _ = writeln!(
        out,
        "// @generated by tinyc-build {} from {}. Do not edit.\n",
        env!("CARGO_PKG_VERSION"),
        inputs.iter().map(|i| rust_str(i)).collect::<Vec<_>>().join(", ")
    );
    doc(
        &mut out,
        "",
        &[
            format!("Typed launchers for the kernels of {} (generated by `tinyc-build`).", quoted(&inputs)),
            String::new(),
            // The module's outer docs resolve links in the enclosing scope: through the module.
            format!(
                "[`Kernels::new`]({name}::Kernels::new) builds them for an OpenCL context; each kernel is a method"
            ),
            format!("of [`Kernels`]({name}::Kernels) that takes the source parameters and the number of work-groups."),
        ],
    );
    // Generated code: no lint of the including crate's choice applies (clippy's stricter groups
    // included, as for other generated code; `examples/build-step` checks them).
    let _ = writeln!(
        out,
        "#[allow(dead_code, unused_imports, non_snake_case, clippy::all, clippy::pedantic, clippy::nursery)]"
    );
    let _ = writeln!(out, "pub mod {name} {{");

    // The struct.
    doc(&mut out, "    ", &[format!("The kernels of {}, built for one OpenCL context.", quoted(&inputs))]);
    let _ = writeln!(out, "    #[derive(Debug)]\n    pub struct Kernels {{");
    let _ = writeln!(out, "        programs: ::std::vec::Vec<::tinyc_runtime::Program>,");
    for k in 0..kernels.len() {
        let _ = writeln!(out, "        k{k}: ::tinyc_runtime::Kernel,");
    }
    let _ = writeln!(out, "    }}\n\n    impl Kernels {{");

    // new
    doc(
        &mut out,
        "        ",
        &[
            "Builds the OpenCL C compiled at build time for the context's device (the code for".into(),
            "a generic GPU or for CPU drivers, after `Context::frontend_device`; a device with".into(),
            "other limits gets the embedded tensor-language source compiled with".into(),
            "`Program::from_ir`), one program per input file, and opens every kernel.".into(),
            String::new(),
            "Fails with `Error::Build` when the device's compiler rejects the code (e.g. `f64`".into(),
            "kernels on a device without `cl_khr_fp64`), and as `Program::kernel` does.".into(),
        ],
    );
    let _ = writeln!(
        out,
        "        pub fn new(ctx: &::tinyc_runtime::Context) -> ::core::result::Result<Kernels, ::tinyc_runtime::Error> {{"
    );
    new_body(&mut out, "Kernels", "let variant = embedded::variant(ctx);", "program", "variant", files.len(), &kernels);

    // programs
    doc(&mut out, "        ", &["The built programs, one per input file, in order.".into()]);
    let _ = writeln!(
        out,
        "        pub fn programs(&self) -> &[::tinyc_runtime::Program] {{\n            &self.programs\n        }}"
    );

    launchers(&mut out, Backend::OpenCl, files, &kernels, &methods);
    if files.iter().any(|f| !f.ptx.is_empty()) {
        cuda_struct(&mut out, files, &kernels, &methods, &inputs);
    }

    embedded(&mut out, files);
    let _ = writeln!(out, "}}");
    Ok(out)
}

/// The launch API a struct of launchers is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Backend {
    OpenCl,
    Cuda,
}

impl Backend {
    /// The runtime module of its `Kernel`, `Program` and `LaunchInfo`.
    fn module(self) -> &'static str {
        match self {
            Backend::OpenCl => "::tinyc_runtime",
            Backend::Cuda => "::tinyc_runtime::cuda",
        }
    }
}

/// One method per kernel, then `kernel_named`, and the end of the `impl` block.
fn launchers(
    out: &mut String,
    backend: Backend,
    files: &[Compiled],
    kernels: &[(usize, usize, &Func, KernelAbi)],
    methods: &[String],
) {
    let rt = backend.module();
    for (k, ((i, j, f, abi), method)) in kernels.iter().zip(methods).enumerate() {
        let file = &files[*i];
        let param_names: Vec<&str> = f.params.iter().map(|p| p.name.name.as_str()).collect();
        let rust_params = rust_names(&param_names, &["groups"]);
        let geometry = match backend {
            Backend::OpenCl => {
                let cpu_wgs =
                    file.cpu.checked.info.funcs.get(*j).map_or(abi.work_group_size, |info| info.work_group_size);
                let (m, n) = abi.work_group_size;
                format!("work-groups of {m}×{n} work-items ({}×{} on CPU devices)", cpu_wgs.0, cpu_wgs.1)
            }
            Backend::Cuda => {
                let sizes: Vec<String> = file
                    .ptx
                    .iter()
                    .map(|v| {
                        let (m, n) =
                            v.checked.info.funcs.get(*j).map_or(abi.work_group_size, |info| info.work_group_size);
                        format!("{m}×{n} for {}", v.arch)
                    })
                    .collect();
                format!("blocks of {} threads", sizes.join(", "))
            }
        };
        let mut lines = vec![
            format!("Launches `@{}` of `{}` on `groups` work-groups:", f.name, file.path.display()),
            String::new(),
            "```text".into(),
            source_signature(f, file.gpu.checked.module.lang),
            "```".into(),
            String::new(),
            format!(
                "One argument per source parameter, in order; {geometry}, `group_id` in 0..groups. The \
                 arguments are checked against the parameter types before anything runs (see `Kernel::launch`)."
            ),
        ];
        if abi.name != f.name {
            lines.push(String::new());
            lines.push(format!("The kernel is `{}` on the device (the ABI's name).", abi.name));
        }
        doc(out, "        ", &lines);
        let mut sig = vec!["&self".to_string()];
        let mut args = Vec::new();
        for (p, rust) in f.params.iter().zip(&rust_params) {
            sig.push(format!("{rust}: {}", rust_type(&p.ty.node).unwrap_or("()")));
            args.push(match p.ty.node {
                Type::Group(_) => format!(
                    "::tinyc_runtime::Arg::from(::core::convert::Into::<::tinyc_runtime::GroupInput<'g>>::into({rust}))"
                ),
                _ => format!("::tinyc_runtime::Arg::from({rust})"),
            });
        }
        sig.push("groups: usize".into());
        let lifetime = if f.params.iter().any(|p| matches!(p.ty.node, Type::Group(_))) { "<'g>" } else { "" };
        let _ = writeln!(
            out,
            "        pub fn {method}{lifetime}({}) -> ::core::result::Result<{rt}::LaunchInfo, ::tinyc_runtime::Error> {{",
            sig.join(", ")
        );
        let _ = writeln!(out, "            self.k{k}.launch(&[{}], groups)\n        }}", args.join(", "));
    }

    // kernel_named
    doc(
        out,
        "        ",
        &[
            "The kernel of the source function `name` (without `@`), for what the typed".into(),
            "launchers do not cover: `Kernel::prepare_group` (a group checked once for many".into(),
            "launches, then passed as `&prepared`), `launch_grid`, `enqueue_raw`, its signature.".into(),
        ],
    );
    let _ = writeln!(
        out,
        "        pub fn kernel_named(&self, name: &str) -> ::core::option::Option<&{rt}::Kernel> {{\n            match name {{"
    );
    for (k, (_, _, f, _)) in kernels.iter().enumerate() {
        let _ = writeln!(out, "                {:?} => ::core::option::Option::Some(&self.k{k}),", f.name);
    }
    let _ = writeln!(out, "                _ => ::core::option::Option::None,\n            }}\n        }}");
    let _ = writeln!(out, "    }}\n");
}

/// The body of `Kernels::new` or `CudaKernels::new` (`name`): `select` picks the embedded
/// variant into `choice`, `embedded::PROGRAM_i(ctx, choice)` builds each file's program, then
/// every kernel is opened.
fn new_body(
    out: &mut String,
    name: &str,
    select: &str,
    program: &str,
    choice: &str,
    files: usize,
    kernels: &[(usize, usize, &Func, KernelAbi)],
) {
    let _ = writeln!(out, "            {select}");
    if files == 0 {
        // No program to choose for (a build of no files).
        let _ = writeln!(out, "            let _ = {choice};");
    }
    for i in 0..files {
        let _ = writeln!(out, "            let p{i} = embedded::{program}_{i}(ctx, {choice})?;");
    }
    for (k, (i, _, _, abi)) in kernels.iter().enumerate() {
        let _ = writeln!(out, "            let k{k} = p{i}.kernel({:?})?;", abi.source_name);
    }
    let programs: Vec<String> = (0..files).map(|i| format!("p{i}")).collect();
    let fields: String = (0..kernels.len()).map(|k| format!(", k{k}")).collect();
    let _ = writeln!(
        out,
        "            ::core::result::Result::Ok({name} {{ programs: ::std::vec![{}]{fields} }})\n        }}\n",
        programs.join(", "),
    );
}

/// `CudaKernels`: the launchers of [`launchers`] over the embedded PTX.
fn cuda_struct(
    out: &mut String,
    files: &[Compiled],
    kernels: &[(usize, usize, &Func, KernelAbi)],
    methods: &[String],
    inputs: &[String],
) {
    let archs: Vec<&str> = files.first().map(|f| f.ptx.iter().map(|v| v.arch.as_str()).collect()).unwrap_or_default();
    doc(
        out,
        "    ",
        &[
            format!("The kernels of {}, loaded into one CUDA context.", quoted(inputs)),
            String::new(),
            format!("PTX compiled at build time for {}; the same launchers as [`Kernels`].", archs.join(", ")),
        ],
    );
    let _ = writeln!(out, "    #[derive(Debug)]\n    pub struct CudaKernels {{");
    let _ = writeln!(out, "        programs: ::std::vec::Vec<::tinyc_runtime::cuda::Program>,");
    for k in 0..kernels.len() {
        let _ = writeln!(out, "        k{k}: ::tinyc_runtime::cuda::Kernel,");
    }
    let _ = writeln!(out, "    }}\n\n    impl CudaKernels {{");
    doc(
        out,
        "        ",
        &[
            "Loads the PTX of the newest embedded architecture that the context's GPU reaches".into(),
            "(its compute capability; the oldest where it reaches none, which the driver then".into(),
            "refuses with `Error::PtxLoad`), one module per input file, and opens every kernel.".into(),
        ],
    );
    let _ = writeln!(
        out,
        "        pub fn new(ctx: &::tinyc_runtime::cuda::Context) -> ::core::result::Result<CudaKernels, ::tinyc_runtime::Error> {{"
    );
    new_body(out, "CudaKernels", "let arch = embedded::cuda_arch(ctx);", "cuda_program", "arch", files.len(), kernels);
    doc(
        out,
        "        ",
        &[
            "The loaded modules, one per input file, in order (`Program::ptx` shows the".into(),
            "architecture chosen).".into(),
        ],
    );
    let _ = writeln!(
        out,
        "        pub fn programs(&self) -> &[::tinyc_runtime::cuda::Program] {{\n            &self.programs\n        }}"
    );
    launchers(out, Backend::Cuda, files, kernels, methods);
}

fn quoted(inputs: &[String]) -> String {
    inputs.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>().join(", ")
}

/// The private module with the embedded code and signatures.
fn embedded(out: &mut String, files: &[Compiled]) {
    out.push_str(
        "    mod embedded {
        use ::tinyc_runtime::frontend::abi::{AbiArg, GroupIndexed, KernelAbi, Role};
        use ::tinyc_runtime::frontend::types::{Dim, GroupType, MemrefType, Scalar, Type};
        use ::tinyc_runtime::{Context, Error, KernelSignature, Program};
        use ::core::option::Option::{self, None, Some};
        use ::core::result::Result;
        use ::std::vec::Vec;

        /// The device description the embedded code was compiled for.
        #[derive(Clone, Copy)]
        pub(super) enum Variant {
            Gpu,
            Cpu,
        }

        /// The variant for the context's device; `None` for a device with other limits.
        pub(super) fn variant(ctx: &Context) -> Option<Variant> {
            let device = ctx.frontend_device();
            if device == ::tinyc_runtime::frontend::Device::generic() {
                Some(Variant::Gpu)
            } else if device == ::tinyc_runtime::frontend::Device::cpu() {
                Some(Variant::Cpu)
            } else {
                None
            }
        }
",
    );
    if let Some(file) = files.iter().find(|f| !f.ptx.is_empty()) {
        let numbers: Vec<String> =
            file.ptx.iter().map(|v| ptx::arch_number(&v.arch).unwrap_or(0).to_string()).collect();
        let _ = write!(
            out,
            "
        /// The compute capabilities of the embedded PTX (`sm_80`: 80), ascending.
        const CUDA_ARCHS: [i32; {}] = [{}];

        /// The newest embedded architecture the GPU reaches, else the oldest.
        pub(super) fn cuda_arch(ctx: &::tinyc_runtime::cuda::Context) -> usize {{
            let (major, minor) = ctx.compute_capability();
            let cc = major.saturating_mul(10).saturating_add(minor);
            CUDA_ARCHS.iter().rposition(|&a| a <= cc).unwrap_or(0)
        }}
",
            numbers.len(),
            numbers.join(", ")
        );
    }
    for (i, file) in files.iter().enumerate() {
        let name = file.path.display().to_string();
        // The run-time compile reads the file as the build did (a file that parses in both
        // languages would otherwise be read as v0.3.1 there).
        let lang = match file.gpu.checked.module.lang {
            tinyc_frontend::ast::Lang::V03 => "::tinyc_runtime::frontend::ast::Lang::V03",
            tinyc_frontend::ast::Lang::V04 => "::tinyc_runtime::frontend::ast::Lang::V04",
        };
        let _ = writeln!(out, "\n        // ---- {}\n", rust_str(&name));
        let _ = writeln!(
            out,
            "        pub(super) fn program_{i}(ctx: &Context, variant: Option<Variant>) -> Result<Program, Error> {{\n            \
             match variant {{\n                \
             Some(Variant::Gpu) => Program::from_source(ctx, OPENCL_C_{i}_GPU, signatures_{i}_gpu()),\n                \
             Some(Variant::Cpu) => Program::from_source(ctx, OPENCL_C_{i}_CPU, signatures_{i}_cpu()),\n                \
             None => Program::from_ir_in(ctx, NAME_{i}, SOURCE_{i}, ::tinyc_runtime::Form::OpenClC, Some({lang})),\n            \
             }}\n        }}"
        );
        let _ = writeln!(out, "\n        const NAME_{i}: &str = {};", rust_str(&name));
        let _ = writeln!(out, "\n        const SOURCE_{i}: &str = {};", string_literal(&file.source.text));
        let _ = writeln!(out, "\n        const OPENCL_C_{i}_GPU: &str = {};", string_literal(&file.gpu.opencl_c));
        if file.cpu.opencl_c == file.gpu.opencl_c {
            let _ = writeln!(out, "\n        const OPENCL_C_{i}_CPU: &str = OPENCL_C_{i}_GPU;");
        } else {
            let _ = writeln!(out, "\n        const OPENCL_C_{i}_CPU: &str = {};", string_literal(&file.cpu.opencl_c));
        }
        for (suffix, variant) in [("gpu", &file.gpu), ("cpu", &file.cpu)] {
            signatures_fn(out, &format!("signatures_{i}_{suffix}"), &variant.checked);
        }
        if file.ptx.is_empty() {
            continue;
        }
        let _ = writeln!(
            out,
            "\n        pub(super) fn cuda_program_{i}(ctx: &::tinyc_runtime::cuda::Context, arch: usize) \
             -> Result<::tinyc_runtime::cuda::Program, Error> {{\n            match arch {{"
        );
        for (a, _) in file.ptx.iter().enumerate() {
            let pattern = if a + 1 == file.ptx.len() { "_".to_string() } else { a.to_string() };
            let _ = writeln!(
                out,
                "                {pattern} => ::tinyc_runtime::cuda::Program::from_ptx(ctx, PTX_{i}_{a}, cuda_signatures_{i}_{a}()),"
            );
        }
        let _ = writeln!(out, "            }}\n        }}");
        for (a, v) in file.ptx.iter().enumerate() {
            let _ = writeln!(out, "\n        /// {}", v.arch);
            let _ = writeln!(out, "        const PTX_{i}_{a}: &str = {};", string_literal(&v.ptx));
            signatures_fn(out, &format!("cuda_signatures_{i}_{a}"), &v.checked);
        }
    }
    let _ = writeln!(out, "    }}");
}

/// `fn NAME() -> Vec<KernelSignature>`: the signatures of a checked program as Rust data.
fn signatures_fn(out: &mut String, name: &str, checked: &Checked) {
    let _ = writeln!(out, "\n        fn {name}() -> Vec<KernelSignature> {{");
    let _ = writeln!(out, "            ::std::vec![");
    for (f, abi) in checked.module.funcs.iter().zip(checked.abis()) {
        let params: Vec<String> = f.params.iter().map(|p| type_expr(&p.ty.node)).collect();
        let indexed: Vec<String> = tinyc_frontend::abi::group_indexed(f)
            .iter()
            .map(|g| format!("GroupIndexed {{ param: {}, mode: {}, axis: {} }}", g.param, g.mode, g.axis))
            .collect();
        let _ = writeln!(
            out,
            "                KernelSignature {{\n                    abi: {},\n                    \
             params: ::std::vec![{}],\n                    group_indexed: ::std::vec![{}],\n                }},",
            abi_expr(&abi),
            params.join(", "),
            indexed.join(", ")
        );
    }
    let _ = writeln!(out, "            ]\n        }}");
}

/// A Rust expression for a scalar type.
fn scalar_expr(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 => "Scalar::I1",
        Scalar::I8 => "Scalar::I8",
        Scalar::I16 => "Scalar::I16",
        Scalar::I32 => "Scalar::I32",
        Scalar::I64 => "Scalar::I64",
        Scalar::Index => "Scalar::Index",
        Scalar::F32 => "Scalar::F32",
        Scalar::F64 => "Scalar::F64",
        Scalar::F16 => "Scalar::F16",
        Scalar::BF16 => "Scalar::BF16",
        Scalar::C32 => "Scalar::C32",
        Scalar::C64 => "Scalar::C64",
    }
}

fn dim_expr(d: Dim) -> String {
    match d {
        Dim::Static(v) => format!("Dim::Static({v})"),
        Dim::Dynamic => "Dim::Dynamic".into(),
    }
}

fn dims_expr(dims: &[Dim]) -> String {
    format!("::std::vec![{}]", dims.iter().map(|d| dim_expr(*d)).collect::<Vec<_>>().join(", "))
}

fn memref_expr(m: &MemrefType) -> String {
    format!(
        "MemrefType {{ elem: {}, shape: {}, stride: {}, explicit_strides: {}, local: {} }}",
        scalar_expr(m.elem),
        dims_expr(&m.shape),
        dims_expr(&m.stride),
        m.explicit_strides,
        m.local
    )
}

/// A Rust expression for a parameter type.
fn type_expr(t: &Type) -> String {
    match t {
        // Never a parameter (`rust_type` refuses it before).
        Type::Coop(c) => format!("compile_error!(\"{c} cannot be a parameter\")"),
        Type::Scalar(s) => format!("Type::Scalar({})", scalar_expr(*s)),
        Type::Memref(m) => format!("Type::Memref({})", memref_expr(m)),
        Type::Group(g) => format!(
            "Type::Group(GroupType {{ memref: {}, offset: {}, explicit_offset: {}, size: {} }})",
            memref_expr(&g.memref),
            dim_expr(g.offset),
            g.explicit_offset,
            g.size.map_or("None".to_string(), |d| format!("Some({})", dim_expr(d)))
        ),
    }
}

fn role_expr(r: Role) -> &'static str {
    match r {
        Role::Scalar => "Role::Scalar",
        Role::Data => "Role::Data",
        Role::Shape => "Role::Shape",
        Role::Stride => "Role::Stride",
        Role::Size => "Role::Size",
        Role::Offset => "Role::Offset",
    }
}

fn arg_expr(a: &AbiArg) -> String {
    format!(
        "AbiArg {{ name: {:?}.into(), param: {:?}.into(), param_index: {}, role: {}, mode: {}, ty: {}, pointer_depth: {} }}",
        a.name,
        a.param,
        a.param_index,
        role_expr(a.role),
        a.mode.map(|m| format!("Some({m})")).unwrap_or_else(|| "None".into()),
        scalar_expr(a.ty),
        a.pointer_depth
    )
}

/// A Rust expression for a kernel's ABI, as the front end computed it.
fn abi_expr(abi: &KernelAbi) -> String {
    let args: Vec<String> = abi.args.iter().map(|a| format!("                        {},\n", arg_expr(a))).collect();
    format!(
        "KernelAbi {{\n                        name: {:?}.into(),\n                        source_name: {:?}.into(),\n                        \
         work_group_size: ({}, {}),\n                        subgroup_size: {},\n                        \
         args: ::std::vec![\n{}                    ],\n                        launch: {},\n                        \
         groups_arg: {},\n                    }}",
        abi.name,
        abi.source_name,
        abi.work_group_size.0,
        abi.work_group_size.1,
        abi.subgroup_size,
        args.concat(),
        match abi.launch {
            tinyc_frontend::abi::Launch::Batch => "::tinyc_runtime::frontend::abi::Launch::Batch",
            tinyc_frontend::abi::Launch::Grid => "::tinyc_runtime::frontend::abi::Launch::Grid",
        },
        match &abi.groups_arg {
            None => "::std::option::Option::None".to_string(),
            Some(name) => format!("::std::option::Option::Some({name:?}.into())"),
        }
    )
}

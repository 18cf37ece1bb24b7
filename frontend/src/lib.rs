//! # tinyc front end
//!
//! The tensor language of tinytc v0.3.1 (`shared/spec/language.md`): a program is a list of
//! kernels (`func @k(%A: memref<f32x?x9>, …) { … }`) whose parameters are scalars, memrefs
//! (a pointer with a column-major shape and strides, `?` for sizes known at run time) and
//! groups (arrays of memref pointers). A kernel runs as N work-groups; *collective*
//! instructions (`alloca`, `gemm`, `gemv`, `ger`, `axpby`, `sum`, `hadamard`, `foreach`) are
//! executed by a whole work-group, *replicated* ones by every work-item.
//!
//! This crate owns the language and depends on no MLIR:
//! - [`parse::parse`] — pest grammar → [`ast::Module`] (with spans, comments and ident ids);
//! - [`check::Validator`] — every static rule of the spec → [`check::ModuleInfo`] (value types,
//!   origins, work-group sizes);
//! - [`print::print`] — canonical source (`parse(print(m)) == m`);
//! - [`diagnostic`] — errors as rustc-style codespan diagnostics with the locations of §8.
//!
//! [`Frontend`] runs the first two on a named source.

pub mod abi;
pub mod ast;
pub mod check;
pub mod diagnostic;
pub mod lexer;
pub mod names;
pub mod parse;
pub mod print;
pub mod types;

pub use check::{Device, DeviceKind, ModuleInfo, Validator};
pub use diagnostic::{Code, Diagnostic, SourceMap, Span};

/// A source file, sanitised for parsing (cut at NUL, invalid UTF-8 bytes replaced).
#[derive(Clone, Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    pub fn new(name: impl Into<String>, bytes: &[u8]) -> Source {
        Source { name: name.into(), text: parse::sanitize(bytes) }
    }

    /// Renders diagnostics about this source without colour.
    pub fn render(&self, diags: &[Diagnostic]) -> String {
        diagnostic::render_all(diags, &self.name, &self.text)
    }
}

/// A parsed and checked module.
#[derive(Clone, Debug)]
pub struct Checked {
    pub module: ast::Module,
    pub info: ModuleInfo,
    /// The source's name and line starts: later stages locate their output with it.
    pub source: SourceMap,
}

impl Checked {
    /// The kernel ABI of every function, in order.
    pub fn abis(&self) -> Vec<abi::KernelAbi> {
        abi::KernelAbi::module(&self.module.funcs, &self.info.funcs)
    }
}

/// Parse + check with one device description.
#[derive(Clone, Debug)]
pub struct Frontend {
    pub device: Device,
}

impl Default for Frontend {
    fn default() -> Self {
        Frontend { device: Device::generic() }
    }
}

impl Frontend {
    pub fn new(device: Device) -> Frontend {
        Frontend { device }
    }

    /// Parses and checks a source.
    pub fn run(&self, source: &Source) -> Result<Checked, Vec<Diagnostic>> {
        let module = parse::parse(&source.text)?;
        let info = Validator::new(&source.text, self.device.clone()).check(&module)?;
        Ok(Checked { module, info, source: SourceMap::new(&source.name, &source.text) })
    }
}

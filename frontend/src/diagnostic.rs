//! # Diagnostics
//!
//! Every error the front end reports is a [`Diagnostic`]: an error code of `language.md` §8
//! (`E01`…`E35`, plus a few of our own), the message, a primary label on the exact token the
//! location rules of §8 name, optional secondary labels (where a value was defined, the written
//! type) and notes. They are rendered rustc-style with `codespan-reporting`
//! ([`Diagnostic::render`], [`render_all`]).

use std::fmt;
use std::ops::Range;

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label as CsLabel};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};

/// A byte range in the source.
///
/// NOTE: spans are metadata. Two spans always compare **equal**, so that `==` on AST nodes compares
/// their meaning only (as `syn` does for identifiers). Use [`Span::range`] to compare positions.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

impl std::hash::Hash for Span {
    /// Consistent with `==`: spans do not contribute to a node's hash.
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    /// 1-based (line, column) of the start, columns counted in bytes (a tab is one column).
    pub fn line_col(self, source: &str) -> (usize, usize) {
        line_col(source, self.start as usize)
    }
}

/// 1-based (line, column) of a byte offset; columns count bytes.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    (line, offset - line_start + 1)
}

/// A source's name and where its lines start, for turning byte offsets into 1-based
/// `line:col` (as [`line_col`] does, columns counting bytes) in O(log lines) and back: what the
/// later stages need to give their output source locations (the MLIR route's `file:line:col`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    /// The name diagnostics and locations use (a path, or `<stdin>`).
    pub name: String,
    /// Byte offset of the start of each line; the first is 0.
    line_starts: Vec<usize>,
    len: usize,
}

impl SourceMap {
    pub fn new(name: impl Into<String>, text: &str) -> SourceMap {
        let mut line_starts = vec![0];
        line_starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        SourceMap { name: name.into(), line_starts, len: text.len() }
    }

    /// 1-based (line, column) of a byte offset, equal to [`line_col`] on the same text.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.len);
        let line = self.line_starts.partition_point(|&start| start <= offset).max(1);
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        (line, offset - start + 1)
    }

    /// The byte offset of a 1-based (line, column), if it lies in the text (the end included).
    pub fn offset(&self, line: usize, col: usize) -> Option<usize> {
        let start = *self.line_starts.get(line.checked_sub(1)?)?;
        let end = self.line_starts.get(line).map_or(self.len, |next| next - 1);
        let at = start + col.checked_sub(1)?;
        (at <= end).then_some(at)
    }
}

/// The error classes of `language.md` §8 and the front end's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    E01,
    E02,
    E03,
    E04,
    E05,
    E06,
    E07,
    E08,
    E09,
    E10,
    E11,
    E12,
    E13,
    E14,
    E15,
    E16,
    E17,
    E18,
    E19,
    E20,
    E22,
    E23,
    E24,
    E25,
    E26,
    E27,
    E28,
    E29,
    E30,
    E31,
    E32,
    E33,
    E35,
    /// Our own: resource limits of the front end (nesting depth, sizes that overflow 64 bits).
    E40,
    /// Our own: an internal compiler error — a stage after checking met a case that cannot
    /// happen for a checked program (a bug in tinyc, reported at the instruction it was lowering).
    E50,
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A secondary label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// One error, located in the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub message: String,
    pub span: Span,
    /// Text under the primary caret (may be empty).
    pub label: String,
    pub secondary: Vec<Label>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn new(code: Code, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            code,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// An internal compiler error at `span` (the instruction or function being compiled).
    pub fn internal(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Code::E50, format!("internal compiler error: {}", message.into()), span)
            .label("while compiling this")
            .note("this is a bug in tinyc, not in the program: please report it with the program")
    }

    /// Whether this is an internal compiler error (exit status 3 in the CLI).
    pub fn is_internal(&self) -> bool {
        self.code == Code::E50
    }

    /// Sets the text under the primary caret.
    pub fn label(mut self, text: impl Into<String>) -> Diagnostic {
        self.label = text.into();
        self
    }

    /// Adds a secondary label.
    pub fn with(mut self, span: Span, text: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label { span, message: text.into() });
        self
    }

    /// Adds a note (rendered as `= note: …`).
    pub fn note(mut self, text: impl Into<String>) -> Diagnostic {
        self.notes.push(text.into());
        self
    }

    /// Adds a help line (rendered as `= help: …`).
    pub fn help(mut self, text: impl Into<String>) -> Diagnostic {
        self.notes.push(format!("help: {}", text.into()));
        self
    }

    /// `line:col` of the primary location.
    pub fn location(&self, source: &str) -> (usize, usize) {
        self.span.line_col(source)
    }

    /// The codespan form of this diagnostic.
    pub fn to_codespan(&self) -> CsDiagnostic<()> {
        let mut labels = vec![CsLabel::primary((), self.span.range()).with_message(&self.label)];
        labels.extend(self.secondary.iter().map(|l| CsLabel::secondary((), l.span.range()).with_message(&l.message)));
        CsDiagnostic::error()
            .with_code(self.code.to_string())
            .with_message(&self.message)
            .with_labels(labels)
            .with_notes(self.notes.clone())
    }

    /// Renders without colour, as a test or a log would see it.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        render_all(std::slice::from_ref(self), file_name, source)
    }
}

/// Renders diagnostics without colour.
pub fn render_all(diags: &[Diagnostic], file_name: &str, source: &str) -> String {
    let mut buf = termcolor::NoColor::new(Vec::new());
    // Writing into a Vec cannot fail; a codespan error (a span outside the file) is reported
    // as plain text instead so that nothing is lost.
    emit(&mut buf, diags, file_name, source);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}

/// Renders diagnostics to any colour-capable writer (e.g. `termcolor::StandardStream`).
pub fn emit(out: &mut dyn termcolor::WriteColor, diags: &[Diagnostic], file_name: &str, source: &str) {
    let file = SimpleFile::new(file_name, source);
    let config = term::Config::default();
    for d in diags {
        let mut d = d.clone();
        clamp_spans(&mut d, source.len());
        if term::emit(out, &config, &file, &d.to_codespan()).is_err() {
            let (l, c) = d.location(source);
            let _ = writeln!(out, "error[{}]: {}\n  --> {file_name}:{l}:{c}", d.code, d.message);
        }
    }
}

/// Keeps spans inside the file and on character boundaries, so rendering never fails.
fn clamp_spans(d: &mut Diagnostic, len: usize) {
    let fix = |s: &mut Span| {
        let start = (s.start as usize).min(len);
        let end = (s.end as usize).clamp(start, len);
        *s = Span::new(start, end);
    };
    fix(&mut d.span);
    for l in &mut d.secondary {
        fix(&mut l.span);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_bytes_from_one() {
        let src = "ab\n\tcd\n";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 3), (2, 1));
        assert_eq!(line_col(src, 5), (2, 3));
        assert_eq!(line_col(src, 100), (3, 1));
    }

    #[test]
    fn source_map_agrees_with_line_col_and_inverts_it() {
        for src in ["", "a", "ab\n\tcd\n", "\n\nx\n", "func @k() {\n  %g = group_id\n}"] {
            let map = SourceMap::new("t.ir", src);
            for offset in 0..=src.len() + 2 {
                let (line, col) = map.line_col(offset);
                assert_eq!((line, col), line_col(src, offset), "{src:?} at {offset}");
                if offset <= src.len() {
                    assert_eq!(map.offset(line, col), Some(offset), "{src:?} at {offset}");
                }
            }
        }
        let map = SourceMap::new("t.ir", "ab\ncd");
        assert_eq!(map.offset(1, 4), None);
        assert_eq!(map.offset(3, 1), None);
        assert_eq!(map.offset(0, 1), None);
    }

    #[test]
    fn renders_code_location_and_labels() {
        let src = "func @f() {\n  %x = foo\n}\n";
        let d =
            Diagnostic::new(Code::E01, "Unknown token", Span::new(19, 20)).label("no token starts here").note("a note");
        let text = d.render("t.ir", src);
        assert!(text.starts_with("error[E01]: Unknown token\n"), "{text}");
        assert!(text.contains("t.ir:2:8"), "{text}");
        assert!(text.contains("= a note"), "{text}");
    }
}

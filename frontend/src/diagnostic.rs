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
use codespan_reporting::files::{self, Files};
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

/// 1-based (line, column) of a byte offset, columns counting characters as the rendered
/// diagnostics' `file:line:col` do (and rustc's): what messages and the C API report.
pub fn line_char_col(source: &str, offset: usize) -> (usize, usize) {
    let (line, byte_col) = line_col(source, offset);
    let offset = offset.min(source.len());
    let line_start = offset + 1 - byte_col;
    let col = source.get(line_start..offset).map_or(byte_col - 1, |text| text.chars().count()) + 1;
    (line, col)
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
    /// `types.md`: an operation complex numbers do not have (`rem`, comparisons, shifts,
    /// bitwise operations on `c32`/`c64`).
    E36,
    /// `types.md`: a cast from a complex type to a non-complex one.
    E37,
    /// `types.md`: `arith.conj`, `arith.re` or `arith.im` on a type that is not complex.
    E38,
    /// Our own: resource limits of the front end (nesting depth, sizes that overflow 64 bits).
    E40,
    /// Our own: a valid program whose kernel exceeds a limit of the target's format, at the
    /// kernel's name (PTX: the shared memory a block of the architecture may have, 48 KiB static
    /// and more as dynamic shared memory, 32764 bytes of arguments; SPIR-V: 255 arguments, a
    /// work-group stack of at most 4 GiB − 1 bytes).
    E41,
    /// v0.4: what tinyc parses but does not support: a parameter in `local` memory, a subgroup
    /// operation inside a `foreach`.
    E42,
    /// v0.4: an SPMD instruction (`subgroup_id`, `subgroup_local_id`, …) in a collective region.
    E43,
    /// v0.4: an integer division or remainder by a divisor that constant propagation finds 0.
    E44,
    /// v0.4: a constant, builtin or math instruction with a type it does not take, or a result
    /// type that differs from the computed one.
    E45,
    /// Our own: an internal compiler error — a stage after checking met a case that cannot
    /// happen for a checked program (a bug in tinyc, reported at the instruction it was lowering).
    E50,
    /// A warning, not an error: a constant index or slice outside a static size of a memref
    /// (`subview`, `load`, `store`; `crate::bounds`).
    W01,
    /// A warning, not an error: a v0.3.1 integer `div`/`rem` by a divisor known to be 0
    /// (undefined behaviour only if it runs, §7.2; v0.4 makes it E44).
    W02,
    /// A warning, not an error: a v0.4 form that tinytc v0.4.0 does not have and tinyc reads
    /// (`crate::beyond`: a slice size `?`, integer literals as `for` bounds, an integer as a
    /// float constant).
    W03,
}

impl Code {
    /// Whether diagnostics of this code are warnings (the program is still accepted).
    pub fn is_warning(self) -> bool {
        matches!(self, Code::W01 | Code::W02 | Code::W03)
    }
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

    /// `line:col` of the primary location, the column in characters ([`line_char_col`]).
    pub fn location(&self, source: &str) -> (usize, usize) {
        line_char_col(source, self.span.start as usize)
    }

    /// The codespan form of this diagnostic.
    pub fn to_codespan(&self) -> CsDiagnostic<()> {
        self.codespan_with(|s| s.range())
    }

    /// The codespan form, each span's range given by `range` (an excerpt maps them).
    fn codespan_with(&self, range: impl Fn(Span) -> Range<usize>) -> CsDiagnostic<()> {
        let mut labels = vec![CsLabel::primary((), range(self.span)).with_message(&self.label)];
        labels.extend(self.secondary.iter().map(|l| CsLabel::secondary((), range(l.span)).with_message(&l.message)));
        let base = if self.code.is_warning() { CsDiagnostic::warning() } else { CsDiagnostic::error() };
        base.with_code(self.code.to_string())
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
///
/// Long source lines are cut around the labels in the excerpts (the cuts marked `…`), and long
/// messages in the middle, so that what is printed stays small whatever the input; the
/// `file:line:col` locations are those of the whole source.
pub fn emit(out: &mut dyn termcolor::WriteColor, diags: &[Diagnostic], file_name: &str, source: &str) {
    let config = term::Config::default();
    let line_starts: Vec<usize> = codespan_reporting::files::line_starts(source).collect();
    for d in diags {
        let mut d = d.clone();
        clamp_spans(&mut d, source.len());
        shorten_texts(&mut d);
        let excerpt = Excerpt::new(file_name, source, &line_starts, &d);
        if term::emit(out, &config, &excerpt, &excerpt.diagnostic(&d)).is_err() {
            let (l, c) = d.location(source);
            let kind = if d.code.is_warning() { "warning" } else { "error" };
            let _ = writeln!(out, "{kind}[{}]: {}\n  --> {file_name}:{l}:{c}", d.code, d.message);
        }
    }
}

/// Source lines longer than this many bytes are cut in excerpts.
pub const MAX_EXCERPT_LINE: usize = 160;
/// How much of a cut line is kept before and after a label, in bytes (about characters).
const EXCERPT_CONTEXT: usize = 40;
/// How much of a label is shown on a cut line, in bytes.
const EXCERPT_LABEL: usize = 80;
/// Messages, labels and notes longer than this many characters are cut in the middle.
pub const MAX_MESSAGE: usize = 400;
const CUT: &str = "…";

/// Cuts `text` in the middle when it is longer than [`MAX_MESSAGE`] characters (a message may
/// quote a token of the source, which can be megabytes long).
fn shorten(text: &mut String) {
    if let std::borrow::Cow::Owned(shown) = printable(text) {
        *text = shown;
    }
    let count = text.chars().count();
    if count <= MAX_MESSAGE {
        return;
    }
    let keep = MAX_MESSAGE / 2;
    let head: String = text.chars().take(keep).collect();
    let tail: String = text.chars().skip(count - keep).collect();
    *text = format!("{head}{CUT}{tail}");
}

fn shorten_texts(d: &mut Diagnostic) {
    shorten(&mut d.message);
    shorten(&mut d.label);
    d.secondary.iter_mut().for_each(|l| shorten(&mut l.message));
    d.notes.iter_mut().for_each(shorten);
}

/// The largest character boundary of `s` at or below `i`.
fn floor_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest character boundary of `s` at or above `i`.
fn ceil_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// One source line of an [`Excerpt`]: which line, where it is in the excerpt's text, and the
/// pieces of the original line it shows.
struct ExcerptLine {
    /// Line index in the whole source.
    index: usize,
    /// Byte range of the whole line (with its line end) in the source.
    original: Range<usize>,
    /// Byte range of the line (as shown, with its line end) in the excerpt's text.
    range: Range<usize>,
    /// The pieces shown, in order.
    pieces: Vec<Piece>,
}

/// A run of source text shown in an excerpt: as it is, or one character shown as another.
struct Piece {
    /// Where it starts in the excerpt's text.
    at: usize,
    /// Its bytes in the source.
    source: Range<usize>,
    /// Its length in the excerpt's text (that of `source` unless a character was replaced).
    shown: usize,
}

/// How a character that a terminal would not show as itself is shown in a source line, as rustc
/// does: a control character as its Control Picture (`\u{1b}` as `␛`, DEL as `␡`; tab and the
/// line end stay), and other invisible or reordering characters (C1 controls, bidirectional
/// overrides and isolates, zero-width formats, BOM) as `�`. `None`: shown as it is.
fn shown_as(c: char) -> Option<char> {
    match c {
        '\t' | '\n' => None,
        '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + c as u32),
        '\u{7f}' => Some('\u{2421}'),
        '\u{80}'..='\u{9f}'
        | '\u{200b}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{feff}' => Some('\u{fffd}'),
        _ => None,
    }
}

/// `text` with the characters a terminal would not show as themselves replaced as in source
/// lines (as in excerpts: Control Pictures, `�`): for messages that quote the source (`unexpected `…``), which reach
/// terminals through `tinyc check` and the C API.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(|c| shown_as(c).is_some()) {
        std::borrow::Cow::Owned(text.chars().map(|c| shown_as(c).unwrap_or(c)).collect())
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// Appends `source[range]` to `text` as pieces, replacing what [`shown_as`] says (a `\r` that
/// ends the line, before `\n` or the end of the source, stays).
fn push_shown(text: &mut String, pieces: &mut Vec<Piece>, source: &str, range: Range<usize>) {
    let slice = &source[range.clone()];
    let mut run = range.start;
    for (i, c) in slice.char_indices() {
        let at = range.start + i;
        // (A window of a cut line may end at a `\r` that the line goes on after.)
        let line_end = c == '\r' && matches!(source.as_bytes().get(at + 1), None | Some(b'\n'));
        let Some(shown) = shown_as(c).filter(|_| !line_end) else { continue };
        if run < at {
            pieces.push(Piece { at: text.len(), source: run..at, shown: at - run });
            text.push_str(&source[run..at]);
        }
        pieces.push(Piece { at: text.len(), source: at..at + c.len_utf8(), shown: shown.len_utf8() });
        text.push(shown);
        run = at + c.len_utf8();
    }
    if run < range.end || pieces.is_empty() {
        pieces.push(Piece { at: text.len(), source: run..range.end, shown: range.end - run });
        text.push_str(&source[run..range.end]);
    }
}

/// The lines of the source that one diagnostic shows, with long lines cut around its labels: a
/// `codespan` file whose line numbers and columns are those of the whole source.
struct Excerpt<'a> {
    name: &'a str,
    source: &'a str,
    text: String,
    lines: Vec<ExcerptLine>,
}

impl<'a> Excerpt<'a> {
    fn new(name: &'a str, source: &'a str, line_starts: &[usize], d: &Diagnostic) -> Excerpt<'a> {
        let line_of = |byte: usize| match line_starts.binary_search(&byte) {
            Ok(line) => line,
            Err(next) => next.saturating_sub(1),
        };
        let spans: Vec<Range<usize>> =
            std::iter::once(d.span.range()).chain(d.secondary.iter().map(|l| l.span.range())).collect();
        // The lines of every label, and the one before and after (which codespan prints instead
        // of a `·` break when it is all that separates two labelled lines).
        let mut wanted: Vec<usize> = Vec::new();
        for span in &spans {
            let (first, last) = (line_of(span.start), line_of(span.end));
            wanted.extend(first.saturating_sub(1)..=(last + 1).min(line_starts.len() - 1));
        }
        wanted.sort_unstable();
        wanted.dedup();
        let mut text = String::new();
        let mut lines = Vec::with_capacity(wanted.len());
        for index in wanted {
            let start = line_starts[index];
            let end = line_starts.get(index + 1).copied().unwrap_or(source.len());
            let line = &source[start..end];
            let content_end = start + line.trim_end_matches(['\n', '\r']).len();
            let v_start = text.len();
            let mut pieces = Vec::new();
            if content_end - start <= MAX_EXCERPT_LINE {
                push_shown(&mut text, &mut pieces, source, start..end);
            } else {
                // Windows around each label's ends that fall on this line.
                let mut windows: Vec<Range<usize>> = Vec::new();
                for span in &spans {
                    let (a, b) = (span.start, span.end);
                    let on_line = |x: usize| (start..=content_end).contains(&x);
                    if on_line(a) {
                        let shown_end = if on_line(b) { b.min(a + EXCERPT_LABEL) } else { a };
                        windows.push(a.saturating_sub(EXCERPT_CONTEXT)..shown_end + EXCERPT_CONTEXT);
                    }
                    if on_line(b) && !on_line(a) {
                        windows.push(b.saturating_sub(EXCERPT_CONTEXT)..b + EXCERPT_CONTEXT);
                    }
                }
                if windows.is_empty() {
                    windows.push(start..start + 2 * EXCERPT_CONTEXT);
                }
                let mut windows: Vec<Range<usize>> = windows
                    .into_iter()
                    .map(|w| floor_boundary(source, w.start.max(start))..ceil_boundary(source, w.end.min(content_end)))
                    .collect();
                windows.sort_by_key(|w| w.start);
                let mut merged: Vec<Range<usize>> = Vec::new();
                for w in windows {
                    match merged.last_mut() {
                        Some(last) if w.start <= last.end => last.end = last.end.max(w.end),
                        _ => merged.push(w),
                    }
                }
                let mut at = start;
                for w in merged {
                    if w.start > at {
                        text.push_str(CUT);
                    }
                    push_shown(&mut text, &mut pieces, source, w.clone());
                    at = w.end;
                }
                if at < content_end {
                    text.push_str(CUT);
                }
                text.push_str(&source[content_end..end]);
            }
            lines.push(ExcerptLine { index, original: start..end, range: v_start..text.len(), pieces });
        }
        Excerpt { name, source, text, lines }
    }

    /// The excerpt line of a byte of the excerpt's text.
    fn line_at(&self, byte: usize) -> Option<&ExcerptLine> {
        let i = match self.lines.binary_search_by_key(&byte, |l| l.range.start) {
            Ok(i) => i,
            Err(next) => next.checked_sub(1)?,
        };
        self.lines.get(i)
    }

    /// Where a byte of the source is in the excerpt's text (a byte cut away maps to the end of
    /// the piece before it).
    fn to_excerpt(&self, byte: usize) -> usize {
        // The line holding the byte; at the end of the file, the empty last line or the last one.
        let line = self.lines.iter().find(|l| l.original.contains(&byte));
        let line = line.or_else(|| self.lines.iter().find(|l| l.original.start == byte));
        let Some(line) = line.or_else(|| self.lines.iter().find(|l| l.original.end == byte)) else {
            return self.text.len();
        };
        let mut best = line.range.start;
        for p in &line.pieces {
            if p.source.start <= byte {
                best = if byte >= p.source.end {
                    p.at + p.shown
                } else if p.shown == p.source.len() {
                    p.at + (byte - p.source.start)
                } else {
                    p.at
                };
            }
        }
        best
    }

    /// Where a byte of the excerpt's text is in the source.
    fn to_source(&self, byte: usize) -> usize {
        let Some(line) = self.line_at(byte) else { return 0 };
        let mut best = line.original.start;
        for p in &line.pieces {
            if p.at <= byte {
                let into = byte - p.at;
                best = if into >= p.shown {
                    p.source.end
                } else if p.shown == p.source.len() {
                    p.source.start + into
                } else {
                    p.source.start
                };
            }
        }
        best
    }

    /// The diagnostic with its spans moved into the excerpt.
    fn diagnostic(&self, d: &Diagnostic) -> CsDiagnostic<()> {
        let range = |s: Span| {
            let start = self.to_excerpt(s.start as usize);
            start..self.to_excerpt(s.end as usize).max(start)
        };
        d.codespan_with(range)
    }
}

impl<'f> Files<'f> for Excerpt<'_> {
    type FileId = ();
    type Name = &'f str;
    type Source = &'f str;

    fn name(&'f self, (): ()) -> Result<&'f str, files::Error> {
        Ok(self.name)
    }

    fn source(&'f self, (): ()) -> Result<&'f str, files::Error> {
        Ok(&self.text)
    }

    fn line_index(&'f self, (): (), byte_index: usize) -> Result<usize, files::Error> {
        self.line_at(byte_index).map(|l| l.index).ok_or(files::Error::IndexTooLarge { given: byte_index, max: 0 })
    }

    fn line_range(&'f self, (): (), line_index: usize) -> Result<Range<usize>, files::Error> {
        match self.lines.binary_search_by_key(&line_index, |l| l.index) {
            Ok(i) => Ok(self.lines[i].range.clone()),
            Err(_) => Err(files::Error::LineTooLarge { given: line_index, max: 0 }),
        }
    }

    /// The column in the whole source.
    fn column_number(&'f self, (): (), line_index: usize, byte_index: usize) -> Result<usize, files::Error> {
        let i = self
            .lines
            .binary_search_by_key(&line_index, |l| l.index)
            .map_err(|_| files::Error::LineTooLarge { given: line_index, max: 0 })?;
        let original = self.lines[i].original.clone();
        Ok(files::column_index(self.source, original, self.to_source(byte_index)) + 1)
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
        // Characters, not bytes, for what users read: `é` and `😀` are one column each.
        let src = "a\né😀 %x\n";
        assert_eq!(line_col(src, 8), (2, 7));
        assert_eq!(line_char_col(src, 8), (2, 3));
        assert_eq!(line_char_col(src, 9), (2, 4));
        assert_eq!(line_char_col(src, 2), (2, 1));
        assert_eq!(line_char_col(src, 1000), (3, 1));
        // An offset inside a character (never a span's) still gives a column.
        assert_eq!(line_char_col(src, 3), (2, 2));
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

    #[test]
    fn long_lines_are_cut_around_the_label() {
        // One line of 1 MB with an error in the middle: the excerpt keeps 40 bytes on each side.
        let pad = "1, ".repeat(200_000);
        let src = format!("func @f() {{\n  %x = arith.add {pad}axby {pad}\n}}\n");
        let at = src.find("axby").unwrap_or_default();
        let d = Diagnostic::new(Code::E01, "Unknown token", Span::new(at, at + 1)).label("no token starts here");
        let text = d.render("t.ir", &src);
        let (line, col) = line_col(&src, at);
        let excerpt_line = format!("2 │ …{}…\n", &src[at - 40..at + 41]);
        assert!(text.contains(&format!("┌─ t.ir:{line}:{col}\n")), "{text}");
        assert!(text.contains(&excerpt_line), "{text}");
        assert!(text.contains(&format!("  │ {}^ no token starts here\n", " ".repeat(41))), "{text}");
        assert!(text.len() < 600, "{} bytes:\n{text}", text.len());
    }

    #[test]
    fn labels_far_apart_on_one_line_get_a_window_each() {
        let src = format!("%a{}%b\n%c\n", " ".repeat(10_000));
        let d = Diagnostic::new(Code::E07, "Identifier %b was already used at 1:1", Span::new(10_002, 10_004))
            .label("here")
            .with(Span::new(0, 2), "first");
        let text = d.render("t.ir", &src);
        assert!(
            text.contains(
                "1 │ %a                                        …                                        %b\n"
            ),
            "{text}"
        );
        assert!(text.contains("t.ir:1:10003"), "{text}");
        // A label at the start of the line after a cut one.
        let d = Diagnostic::new(Code::E06, "Undefined identifier %c", Span::new(10_005, 10_007)).label("unknown");
        let text = d.render("t.ir", &src);
        assert!(text.contains("t.ir:2:1\n"), "{text}");
        assert!(text.contains("2 │ %c\n  │ ^^ unknown\n"), "{text}");
        // A long line between two labelled lines is printed cut, without labels.
        let src = format!("%a\n{}\n%b\n", ";".repeat(10_000));
        let end = src.len() - 3;
        let d =
            Diagnostic::new(Code::E07, "again", Span::new(end, end + 2)).label("here").with(Span::new(0, 2), "first");
        let text = d.render("t.ir", &src);
        assert!(
            text.contains(&format!("1 │ %a\n  │ -- first\n2 │ {}…\n3 │ %b\n  │ ^^ here\n", ";".repeat(80))),
            "{text}"
        );
        // A label over several lines, one of them long.
        let d = Diagnostic::new(Code::E02, "span", Span::new(0, end + 2)).label("all");
        let text = d.render("t.ir", &src);
        assert!(text.len() < 600 && text.contains("t.ir:1:1"), "{text}");
    }

    #[test]
    fn cuts_keep_characters_whole_and_columns_count_characters() {
        let src = format!("; {}\n{}x\n", "é".repeat(300), "ü".repeat(300));
        let at = src.len() - 2;
        let d = Diagnostic::new(Code::E01, "Unknown token", Span::new(at, at + 1)).label("here");
        let text = d.render("t.ir", &src);
        assert!(text.contains("t.ir:2:301\n"), "{text}");
        assert!(text.contains(&format!("2 │ …{}x\n", "ü".repeat(20))), "{text}");
    }

    /// Control, bidirectional and invisible characters are shown as rustc shows them (`␛`,
    /// `�`), in source lines, cut ones too, and in messages; labels stay under their characters
    /// and nothing raw reaches the terminal but tabs and line ends.
    #[test]
    fn characters_a_terminal_hides_are_shown() {
        let d = |at: usize, message: &str| Diagnostic::new(Code::E01, message, Span::new(at, at + 1)).label("here");
        let src = "func @f() {\u{c}}\n";
        assert_eq!(
            d(11, "Unknown token").render("t.ir", src),
            "error[E01]: Unknown token\n  ┌─ t.ir:1:12\n  │\n1 │ func @f() {␌}\n  │            ^ here\n\n"
        );
        let src = "; \u{1b}[2J\u{202e}x\u{7f}\r\n%x\r\u{200b}y\n";
        let text = d(13, "unexpected `\u{1b}`").render("t.ir", src);
        assert!(text.starts_with("error[E01]: unexpected `␛`\n  ┌─ t.ir:2:1\n"), "{text}");
        assert!(text.contains("2 │ %x␍�y\n  │ ^ here\n"), "{text}");
        let text = d(2, "Unknown token").render("t.ir", src);
        assert!(text.contains("t.ir:1:3\n  │\n1 │ ; ␛[2J�x␡\n  │   ^ here\n"), "{text}");
        // A long line is cut around the label: a `\r` at the end of a window is not a line end.
        let long = format!("{}\r{}\u{1}%z\n", "a".repeat(150), "b".repeat(30));
        let at = long.find('%').unwrap_or_default();
        let text = d(at, "Unknown token").render("t.ir", &long);
        assert!(text.contains("t.ir:1:183\n"), "{text}");
        let shown = format!("1 │ …aaaaaaaa␍{}␁%z\n  │ {}^ here", "b".repeat(30), " ".repeat(41));
        assert!(text.contains(&shown), "{text}");
        for t in [&text, &d(0, "x").render("t.ir", &long)] {
            assert!(!t.chars().any(|c| (c.is_control() && c != '\n') || shown_as(c).is_some()), "{t:?}");
        }
    }

    #[test]
    fn long_messages_are_cut_in_the_middle() {
        let digits = "9".repeat(100_000);
        let src = format!("{digits}\n");
        let d = Diagnostic::new(Code::E03, format!("Integer overflow: {digits}"), Span::new(0, digits.len()))
            .label("does not fit");
        let text = d.render("t.ir", &src);
        let first = text.lines().next().unwrap_or_default();
        assert_eq!(first.chars().count(), "error[E03]: ".len() + MAX_MESSAGE + 1, "{first}");
        assert!(first.starts_with("error[E03]: Integer overflow: 999") && first.contains('…'), "{first}");
        assert!(text.len() < 1200, "{} bytes:\n{text}", text.len());
    }
}

//! # tinyc front end
//!
//! The tensor language of tinytc v0.3.1 (`shared/spec/language.md`) and v0.4 (its manual; the
//! differences are in `docs/v04.md`): a program is a list of
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
pub mod beyond;
pub mod bounds;
pub mod check;
pub mod device;
pub mod diagnostic;
pub mod lexer;
pub mod markers;
pub mod names;
pub mod parse;
pub mod parse_v04;
pub mod preprocess;
pub mod print;
pub mod types;
pub mod upgrade;

pub use check::{Device, DeviceKind, ModuleInfo, Validator};
pub use diagnostic::{Code, Diagnostic, SourceMap, Span};

/// The longest program text the front end reads, in bytes (1 GiB): positions are 32-bit, and no
/// generated program comes near it. A longer one is an E40 error at its start.
pub const MAX_SOURCE_LEN: usize = 1 << 30;

/// The E40 error of a program text of `len` bytes, if that is more than [`MAX_SOURCE_LEN`].
fn too_long(len: usize) -> Option<Diagnostic> {
    (len > MAX_SOURCE_LEN).then(|| {
        let message =
            format!("the program is {len} bytes long; tinyc reads programs of at most {MAX_SOURCE_LEN} bytes (1 GiB)");
        Diagnostic::new(Code::E40, message, Span::new(0, 0))
    })
}

/// A source file, sanitised for parsing (cut at NUL, invalid UTF-8 bytes replaced; see
/// [`parse::sanitize`]), with what that took out, so that [`format`](Source::format) loses no byte.
#[derive(Clone, Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
    removed: parse::Removed,
}

impl Source {
    pub fn new(name: impl Into<String>, bytes: &[u8]) -> Source {
        let (text, removed) = parse::sanitize_keeping(bytes);
        Source { name: name.into(), text, removed }
    }

    /// This source with its text replaced by `text`, a rewrite of its tokens that keeps every
    /// U+FFFD of the text: the bytes taken out when the file was read stay with it.
    pub fn with_text(&self, text: String) -> Source {
        Source { name: self.name.clone(), text, removed: self.removed.clone() }
    }

    /// The file's bytes, exactly as given to [`Source::new`].
    pub fn bytes(&self) -> Vec<u8> {
        self.removed.restore(&self.text).unwrap_or_else(|| self.text.clone().into_bytes())
    }

    /// The canonical form ([`print::print`]) of `module`, parsed from this source, as the bytes of
    /// a file that loses nothing of this one: bytes that are not UTF-8 (which only comments can
    /// hold) are put back in their comments, and whatever follows a NUL byte (which ends the
    /// program, `language.md` §1) is kept after the program unchanged. `None` if `module` was
    /// not parsed from this source (its comments do not match).
    pub fn format(&self, module: &ast::Module) -> Option<Vec<u8>> {
        // A program that uses v0.4's preprocessor was parsed from its expansion, where its
        // spans are (its blank lines are found there).
        let expansion = match module.lang {
            ast::Lang::V04 => preprocess::expand(&self.text).ok().flatten(),
            ast::Lang::V03 => None,
        };
        let text = expansion.as_ref().map_or(self.text.as_str(), |e| e.text.as_str());
        self.removed.restore(&print::print(module, Some(text)))
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
    /// Warnings about the accepted program (W01: constant indices outside a static size; W02:
    /// a v0.3.1 division by zero; W03: a v0.4 form beyond tinytc v0.4.0), in source order; render them with [`Source::render`].
    pub warnings: Vec<Diagnostic>,
    /// The preprocessor's expansion, where the program used it: the module's spans, and those
    /// of the later stages' diagnostics, are the expansion's ([`Checked::in_source`]).
    expansion: Option<std::sync::Arc<preprocess::Expanded>>,
}

impl Checked {
    /// A later stage's diagnostic about this program (an internal error, a target's limit),
    /// whose spans are the checked module's, located in the source text that
    /// [`Source::render`] shows: through the preprocessor's expansion where the program used it
    /// (the same diagnostic otherwise).
    pub fn in_source(&self, d: Diagnostic) -> Diagnostic {
        match &self.expansion {
            Some(e) => e.diagnostic(d),
            None => d,
        }
    }

    /// The kernel ABI of every function, in order.
    pub fn abis(&self) -> Vec<abi::KernelAbi> {
        abi::KernelAbi::module(&self.module.funcs, &self.info.funcs, self.module.lang)
    }
}

/// Parse + check with one device description.
#[derive(Clone, Debug)]
pub struct Frontend {
    pub device: Device,
    /// The language to read; `None`: [`detect`].
    pub lang: Option<ast::Lang>,
}

impl Default for Frontend {
    fn default() -> Self {
        Frontend { device: Device::generic(), lang: None }
    }
}

/// Parses a source in the given language, or detects it: a program that parses as v0.3.1 is
/// read as v0.3.1 (so every program tinyc read before reads the same), one that parses only as
/// v0.4 as v0.4. When it parses as neither, the errors are those of the language whose
/// constructs alone it uses ([`markers`]), else of the language that read further (the later
/// first error), with a note naming it.
pub fn parse_as(text: &str, lang: Option<ast::Lang>) -> Result<ast::Module, Vec<Diagnostic>> {
    parse_in(text, lang).map_err(|diags| diags.into_iter().map(|d| with_unclosed_brace(d, text)).collect())
}

/// A syntax error where a new function or the end of the file begins, with a `{` still open
/// there, gets a label on that `{`, as rustc's "unclosed delimiter" (the innermost one open there,
/// counted outside comments and strings).
fn with_unclosed_brace(d: Diagnostic, text: &str) -> Diagnostic {
    let at = (d.span.start as usize).min(text.len());
    let rest = &text[at..];
    let at_boundary = rest.is_empty() || rest.starts_with("func");
    if d.code != Code::E02 || !d.message.starts_with("syntax error, unexpected") || !at_boundary {
        return d;
    }
    let mut open: Vec<usize> = Vec::new();
    let (mut comment, mut string) = (false, false);
    for (i, b) in text.as_bytes()[..at].iter().enumerate() {
        match b {
            b'\n' => {
                comment = false;
                string = false;
            }
            _ if comment => {}
            b'"' => string = !string,
            _ if string => {}
            b';' => comment = true,
            b'{' => open.push(i),
            b'}' => {
                open.pop();
            }
            _ => {}
        }
    }
    match open.last() {
        Some(&brace) => d.with(Span::new(brace, brace + 1), "this `{` is not closed"),
        None => d,
    }
}

fn parse_in(text: &str, lang: Option<ast::Lang>) -> Result<ast::Module, Vec<Diagnostic>> {
    // v0.4's preprocessor: the expansion is v0.4 (its spans those of the expanded text).
    if let Some(e) = expanded(text, lang)? {
        return parse_v04::parse(&e.text).map_err(|d| d.into_iter().map(|d| e.diagnostic(d)).collect());
    }
    match lang {
        Some(ast::Lang::V03) => parse::parse(text),
        Some(ast::Lang::V04) => parse_v04::parse(text),
        None => {
            let v03 = match parse::parse(text) {
                Ok(m) => return Ok(m),
                Err(d) => d,
            };
            let v04 = match parse_v04::parse(text) {
                Ok(m) => return Ok(m),
                Err(d) => d,
            };
            // The language only one of them has constructs of (`markers`) is the program's.
            let m = markers::markers(text);
            if m.v03 && !m.v04 {
                return Err(v03);
            }
            if m.v04 && !m.v03 {
                return Err(with_first_note(v04, &detection_note("v0.4, whose constructs it uses", "")));
            }
            let first = |d: &[Diagnostic]| d.iter().map(|d| d.span.start).min().unwrap_or(0);
            // Only a syntax error makes v0.3.1 give way (a program that is v0.3.1 up to a wrong
            // size is a v0.3.1 program with an error).
            let syntax = v03.iter().all(|d| matches!(d.code, Code::E01 | Code::E02));
            if !syntax {
                return Err(v03);
            }
            if first(&v04) < first(&v03) {
                return Err(with_first_note(v03, &detection_note("v0.3.1, which read further", "")));
            }
            if first(&v04) == first(&v03) {
                // Both stop at the same place: where v0.4 says more than a syntax error there (an
                // unknown instruction and its nearest name), say that too.
                let Some(other) = v04.iter().min_by_key(|d| d.span.start) else { return Err(v03) };
                fn suggestion(d: &Diagnostic) -> Option<&str> {
                    d.notes.iter().find_map(|n| n.strip_prefix("help: did you mean "))
                }
                let same_help = v03.first().and_then(suggestion).is_some_and(|h| Some(h) == suggestion(other));
                if other.message.starts_with("syntax error") || same_help {
                    return Err(v03);
                }
                let mut also = other.message.clone();
                if let Some(help) = suggestion(other) {
                    also.push_str(&format!(", did you mean {help}"));
                }
                return Err(with_first_note(v03, &detection_note("v0.3.1", &format!("as v0.4: {also}; "))));
            }
            Err(with_first_note(v04, &detection_note("v0.4, which read further", "")))
        }
    }
}

/// What the bytes of the input have to do with its errors: a lexical or syntax error at a
/// character that is not ASCII names it (and the ASCII it looks like, as rustc does), an error at
/// the end of a program cut by a NUL byte says so, and a UTF-16 file is called one.
fn explain_input(source: &Source, diags: &mut [Diagnostic]) {
    let text = &source.text;
    let utf16 = text.starts_with("\u{FFFD}\u{FFFD}")
        && matches!(source.removed.replacements.get(..2), Some([Some(0xFF), Some(0xFE)] | [Some(0xFE), Some(0xFF)]));
    if utf16 && let Some(first) = diags.first_mut() {
        *first = first.clone().note(
            "the file is UTF-16 (it starts with a UTF-16 byte-order mark); tinyc reads UTF-8: convert it, \
             e.g. with `iconv -f UTF-16 -t UTF-8`",
        );
        return;
    }
    for d in diags.iter_mut() {
        let at = d.span.start as usize;
        if !source.removed.tail.is_empty() && at >= text.len() {
            *d = d.clone().note("the program ends at a NUL byte here: nothing after a NUL is read (language.md §1)");
            continue;
        }
        if !matches!(d.code, Code::E01 | Code::E02) {
            continue;
        }
        let Some(c) = text.get(at..).and_then(|t| t.chars().next()).filter(|c| !c.is_ascii()) else { continue };
        let help = if c == '\u{FFFD}' {
            let index = text[..at].matches('\u{FFFD}').count();
            match source.removed.replacements.get(index) {
                Some(Some(byte)) => {
                    format!("the file has the byte 0x{byte:02X} here, which is not UTF-8; tinyc reads UTF-8")
                }
                _ => "U+FFFD REPLACEMENT CHARACTER is not a character of the language".to_string(),
            }
        } else {
            let (name, like) = unicode_name(c);
            let like = like.map_or(String::new(), |l| format!(", which looks like `{l}` but is not"));
            let what = if name.is_empty() {
                format!("`{c}` (U+{:04X})", c as u32)
            } else {
                format!("U+{:04X} {name}", c as u32)
            };
            format!("this is {what}{like}: outside comments and strings the language is ASCII")
        };
        *d = d.clone().help(help);
    }
}

/// The name of a character that turns up in pasted source, and the ASCII it is taken for.
fn unicode_name(c: char) -> (&'static str, Option<&'static str>) {
    match c {
        '\u{A0}' => ("NO-BREAK SPACE", Some(" ")),
        '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' => ("a typographic space", Some(" ")),
        '\u{3000}' => ("IDEOGRAPHIC SPACE", Some(" ")),
        '\u{200B}' => ("ZERO WIDTH SPACE", None),
        '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' => ("a zero-width character", None),
        '\u{2010}'..='\u{2015}' | '\u{2212}' => ("a dash or minus sign", Some("-")),
        '\u{2018}' | '\u{2019}' => ("a curly single quote", Some("'")),
        '\u{201C}' | '\u{201D}' => ("a curly double quote", Some("\"")),
        '\u{FF0C}' => ("FULLWIDTH COMMA", Some(",")),
        '\u{FF1A}' => ("FULLWIDTH COLON", Some(":")),
        '\u{FF1D}' => ("FULLWIDTH EQUALS SIGN", Some("=")),
        '\u{FF08}' => ("FULLWIDTH LEFT PARENTHESIS", Some("(")),
        '\u{FF09}' => ("FULLWIDTH RIGHT PARENTHESIS", Some(")")),
        '\u{D7}' => ("MULTIPLICATION SIGN", Some("x")),
        '\u{300}'..='\u{36F}' => ("a combining mark", None),
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => ("a bidirectional control", None),
        _ => ("", None),
    }
}

/// The diagnostics with `note` on the first one only (it speaks of the whole program).
/// The note on errors reported for a program that parses as neither language: whose errors they
/// are and why (`errors_of`), with `aside` (ending in `; `) before the advice.
fn detection_note(errors_of: &str, aside: &str) -> String {
    format!(
        "the program parses neither as tinytc v0.3.1 nor as v0.4; these are the errors of {errors_of} ({aside}pick the language with --lang)"
    )
}

fn with_first_note(mut diags: Vec<Diagnostic>, note: &str) -> Vec<Diagnostic> {
    if let Some(first) = diags.first_mut() {
        *first = first.clone().note(note);
    }
    diags
}

/// The expansion of v0.4's preprocessor ([`preprocess`]) where `text` uses it and may be v0.4;
/// its errors in the original text.
fn expanded(text: &str, lang: Option<ast::Lang>) -> Result<Option<preprocess::Expanded>, Vec<Diagnostic>> {
    if lang == Some(ast::Lang::V03) { Ok(None) } else { preprocess::expand(text) }
}

/// The language of a source, as [`parse_as`] with `None` decides it (`None` when it parses as
/// neither).
pub fn detect(text: &str) -> Option<ast::Lang> {
    parse_as(text, None).ok().map(|m| m.lang)
}

/// The warnings of a checked module (W01, W02 in v0.3.1, W03), in source order.
fn warnings_of(module: &ast::Module, info: &ModuleInfo) -> Vec<Diagnostic> {
    let mut warnings = bounds::out_of_bounds(&module.funcs, info);
    if module.lang == ast::Lang::V03 {
        warnings.extend(bounds::zero_divisors(&module.funcs, info));
    }
    warnings.extend(beyond::beyond_v040(module));
    warnings.sort_by_key(|d| d.span.start);
    warnings
}

/// A program's errors with its warnings among them, each warning before the first error after it
/// (an out-of-bounds view that W01 reports is often what an error about its use comes from). A
/// warning about what an error already points at would say it twice: it is left out.
fn beside_errors(errors: Vec<Diagnostic>, warnings: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let overlap = |a: Span, b: Span| a.start < b.end.max(b.start + 1) && b.start < a.end.max(a.start + 1);
    let said = |w: &Diagnostic| {
        errors
            .iter()
            .any(|e| std::iter::once(e.span).chain(e.secondary.iter().map(|l| l.span)).any(|s| overlap(s, w.span)))
    };
    let warnings: Vec<Diagnostic> = warnings.into_iter().filter(|w| !said(w)).collect();
    let mut warnings = warnings.into_iter().peekable();
    let mut all = Vec::with_capacity(errors.len());
    for e in errors {
        while let Some(w) = warnings.next_if(|w| w.span.start <= e.span.start) {
            all.push(w);
        }
        all.push(e);
    }
    all.extend(warnings);
    all
}

impl Frontend {
    pub fn new(device: Device) -> Frontend {
        Frontend { device, lang: None }
    }

    /// Reads sources in `lang` (`None`: detect).
    pub fn with_lang(mut self, lang: Option<ast::Lang>) -> Frontend {
        self.lang = lang;
        self
    }

    /// Parses and checks a source. A program whose language was detected as v0.3.1 and that has
    /// errors there, but parses and checks as v0.4, gets a note saying so (both languages share
    /// most of their syntax: a v0.4 program of views only reads as v0.3.1) in tinytc v0.4.0's
    /// forms (v0.3.1's literal loop bounds read as v0.4 only beyond them, W03).
    pub fn run(&self, source: &Source) -> Result<Checked, Vec<Diagnostic>> {
        let mut result = self.run_once(source);
        if self.lang.is_none()
            && let Err(diags) = &mut result
            && detect(&source.text) == Some(ast::Lang::V03)
            && (Frontend { device: self.device.clone(), lang: Some(ast::Lang::V04) })
                .run_once(source)
                .is_ok_and(|c| c.warnings.iter().all(|w| w.code != Code::W03))
            && let Some(first) = diags.iter_mut().find(|d| !d.code.is_warning())
        {
            *first = first.clone().note(
                "the program was read as tinytc v0.3.1; it is also tinytc v0.4, where it has no errors: `--lang v0.4` reads it so",
            );
        }
        if let Err(diags) = &mut result {
            explain_input(source, diags);
        }
        result
    }

    fn run_once(&self, source: &Source) -> Result<Checked, Vec<Diagnostic>> {
        if let Some(d) = too_long(source.text.len()) {
            return Err(vec![d]);
        }
        // A program using v0.4's preprocessor is checked in its expansion: diagnostics are
        // mapped back to the original text, and the checked program's positions are the
        // expansion's (the same lines).
        let exp = expanded(&source.text, self.lang)?;
        let back = |d: Vec<Diagnostic>| match &exp {
            Some(e) => d.into_iter().map(|d| e.diagnostic(d)).collect(),
            None => d,
        };
        let text = exp.as_ref().map_or(source.text.as_str(), |e| e.text.as_str());
        let lang = if exp.is_some() { Some(ast::Lang::V04) } else { self.lang };
        let module = parse_as(text, lang).map_err(back)?;
        // The checker recurses once per nested region (at most parse::MAX_DEPTH): on a thread
        // of its own with a large stack, whatever the caller's stack is.
        let validator = match &exp {
            Some(e) => Validator::of_expansion(&source.text, e, self.device.clone()),
            None => Validator::new(text, self.device.clone()),
        };
        let checked = std::thread::scope(|s| {
            std::thread::Builder::new()
                .name("tinyc-check".into())
                .stack_size(64 << 20)
                .spawn_scoped(s, || validator.check_all(&module))
                .map(|h| h.join())
        });
        let info = match checked {
            Ok(Ok((info, errors))) if errors.is_empty() => info,
            // The warnings are shown beside the errors (an out-of-bounds view W01 reports is often
            // what an error about its use comes from), each before the first error after it.
            Ok(Ok((info, errors))) => return Err(back(beside_errors(errors, warnings_of(&module, &info)))),
            _ => {
                return Err(vec![Diagnostic::new(
                    Code::E40,
                    "the checker could not run on this input",
                    Span::new(0, 0),
                )]);
            }
        };
        let warnings = back(warnings_of(&module, &info));
        let source = SourceMap::new(&source.name, text);
        Ok(Checked { module, info, source, warnings, expansion: exp.map(std::sync::Arc::new) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_keep_every_byte() {
        let files: [&[u8]; 6] = [
            b"",
            b"\0",
            b"func @f() {}\n",
            b"; \xff\xfe \xef\xbf\xbd \xe2\x82\n\0 \xff tail\0",
            b"\xef\xbf\xbd\xff\xef\xbf\xbd\xc3",
            b"ok \xf0\x9f\x98\x80 \xf0\x9f\x98",
        ];
        for bytes in files {
            let source = Source::new("t.ir", bytes);
            assert_eq!(source.bytes(), bytes, "{:?}", source.text);
        }
        let source = Source::new("t.ir", b"; \xff\xef\xbf\xbd\x80\0\xff");
        assert_eq!(source.text, "; \u{FFFD}\u{FFFD}\u{FFFD}");
        // A text with another number of U+FFFD cannot be restored.
        assert_eq!(source.removed.restore("; \u{FFFD}"), None);
        assert_eq!(source.removed.restore("x"), None);
    }

    #[test]
    fn programs_beyond_a_gibibyte_are_e40() {
        assert!(too_long(MAX_SOURCE_LEN).is_none());
        let d = too_long(MAX_SOURCE_LEN + 1).unwrap_or_else(|| unreachable!("E40 expected"));
        assert_eq!(d.code, Code::E40);
        assert_eq!(
            d.message,
            "the program is 1073741825 bytes long; tinyc reads programs of at most 1073741824 bytes (1 GiB)"
        );
    }

    #[test]
    fn format_puts_the_bytes_back() {
        let source = Source::new("t.ir", b"func @f( ) { ; \xff\n}\0\xfe");
        let module = parse::parse(&source.text).unwrap_or_else(|d| unreachable!("{d:?}"));
        assert_eq!(source.format(&module).as_deref(), Some(&b"func @f() { ; \xff\n}\n\0\xfe"[..]));
        let other = parse::parse("func @g() {}").unwrap_or_else(|d| unreachable!("{d:?}"));
        assert_eq!(source.format(&other), None, "comments that do not match");
    }

    /// A program that uses the preprocessor keeps its blank lines (they were looked up in the
    /// original text at the expansion's offsets, so a longer value lost them).
    #[test]
    fn format_keeps_blank_lines_after_longer_values() {
        let text = "$m = 9999\nfunc @k() {\n  %a = constant $m : index\n\n  %b = constant 2 : index\n}\n";
        let source = Source::new("t.ir", text.as_bytes());
        let module = parse_as(&source.text, None).unwrap_or_else(|d| unreachable!("{d:?}"));
        let formatted = source.format(&module).map(|b| String::from_utf8_lossy(&b).into_owned());
        assert_eq!(
            formatted.as_deref(),
            Some("func @k() {\n  %a = constant 9999 : index\n\n  %b = constant 2 : index\n}\n")
        );
    }
}

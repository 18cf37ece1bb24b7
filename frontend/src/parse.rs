//! # Parser
//!
//! `grammar.pest` recognises the language; this module turns pest's pairs into the [`ast`](crate::ast) and
//! pest's failures into the diagnostics of §8: a lexical error (E01/E03/E04) at the offending byte
//! when the reference lexer would hit it before the parser fails, otherwise a syntax error (E02)
//! naming the unexpected token (found with [`lexer::token_ending_after`]) and what was expected.
//! Errors that the reference raises while parsing types (E10, E11) are reported here too.
//!
//! Parsing runs on a thread with a large stack, and regions may nest at most [`MAX_DEPTH`] deep,
//! so hostile input cannot overflow the stack. Functions are parsed one at a time and tokens are
//! not kept, so that memory stays a small multiple of the source's size.

use pest::Parser as _;
use pest::iterators::Pair;
use pest_derive::Parser;

use crate::ast::*;
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::lexer::{self, Token, TokenKind};
use crate::types::{Dim, GroupType, MemrefType, Scalar, Type};

#[derive(Parser)]
#[grammar = "grammar.pest"]
struct Grammar;

/// Deepest nesting of regions accepted (the function body counts as one).
pub const MAX_DEPTH: usize = 256;

const PARSER_STACK: usize = 256 << 20;

/// Cuts the input at the first NUL byte and replaces every byte that is not valid UTF-8 by
/// U+FFFD (an unknown token outside comments). Offsets up to the first such byte are kept, and
/// since lexing stops there (or the byte is inside a comment), every location reported is exact.
pub fn sanitize(bytes: &[u8]) -> String {
    sanitize_keeping(bytes).0
}

/// What [`sanitize`] takes out of a file, so that the file can be restored exactly.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Removed {
    /// For each U+FFFD of the sanitised text, in order: the invalid byte it replaced, or `None`
    /// for a U+FFFD written in the file.
    pub replacements: Vec<Option<u8>>,
    /// Everything from the first NUL byte on (the NUL included); empty without a NUL.
    pub tail: Vec<u8>,
    /// The file started with a UTF-8 byte-order mark (EF BB BF), which editors on Windows write:
    /// it is skipped, as rustc skips it, and positions count from after it.
    pub bom: bool,
}

impl Removed {
    /// Undoes [`sanitize`] on `text`, the sanitised text or a text whose U+FFFD characters are
    /// those of the sanitised text in the same order (the printer copies comments verbatim, and
    /// a U+FFFD outside a comment is a lexical error). `None` when the counts differ.
    pub fn restore(&self, text: &str) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(text.len() + self.tail.len() + 3);
        if self.bom {
            out.extend_from_slice(BOM);
        }
        let mut pieces = text.split('\u{FFFD}');
        out.extend_from_slice(pieces.next().unwrap_or_default().as_bytes());
        let mut replacements = self.replacements.iter();
        for piece in pieces {
            match replacements.next()? {
                Some(byte) => out.push(*byte),
                None => out.extend_from_slice("\u{FFFD}".as_bytes()),
            }
            out.extend_from_slice(piece.as_bytes());
        }
        if replacements.next().is_some() {
            return None;
        }
        out.extend_from_slice(&self.tail);
        Some(out)
    }
}

/// The UTF-8 byte-order mark.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// [`sanitize`], and what it took out.
pub fn sanitize_keeping(bytes: &[u8]) -> (String, Removed) {
    let (bytes, bom) = match bytes.strip_prefix(BOM) {
        Some(rest) => (rest, true),
        None => (bytes, false),
    };
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let mut removed = Removed { replacements: Vec::new(), tail: bytes[end..].to_vec(), bom };
    let bytes = &bytes[..end];
    let mut out = String::with_capacity(bytes.len());
    let mut rest = bytes;
    loop {
        let (good, bad) = match std::str::from_utf8(rest) {
            Ok(s) => (s, None),
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                (std::str::from_utf8(good).unwrap_or_default(), Some((bad, e.error_len().unwrap_or(bad.len()))))
            }
        };
        out.push_str(good);
        let genuine = good.matches('\u{FFFD}').count();
        removed.replacements.extend(std::iter::repeat_n(None, genuine));
        let Some((bad, n)) = bad else { return (out, removed) };
        out.extend(std::iter::repeat_n('\u{FFFD}', n));
        removed.replacements.extend(bad[..n].iter().map(|&b| Some(b)));
        rest = &bad[n..];
    }
}

/// Parses a sanitised source (see [`sanitize`]).
pub fn parse(source: &str) -> Result<Module, Vec<Diagnostic>> {
    let mut nesting = Nesting::default();
    let scan = lexer::scan_each(source, |t| nesting.token(source, t));
    let depth_error = nesting.error;
    let limit = depth_error.as_ref().map_or(source.len(), |d| d.span.start as usize);
    let text = &source[..limit];
    let result = std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("tinyc-parse".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(s, || parse_tree(text))
            .map(|h| h.join())
    });
    let pest_result = match result {
        Ok(Ok(r)) => r,
        // Spawning failed (out of threads) or the parser panicked: report, never crash.
        _ => {
            return Err(vec![Diagnostic::new(Code::E40, "the parser could not run on this input", Span::new(0, 0))]);
        }
    };
    match pest_result {
        Err((pos, expected)) => {
            let tok = lexer::token_ending_after(source, pos);
            if let Some(err) = scan.error.filter(|_| tok.is_none()) {
                return Err(vec![err]);
            }
            if let Some(d) = depth_error.filter(|d| pos >= d.span.start as usize) {
                return Err(vec![d]);
            }
            Err(vec![syntax_error(source, tok.as_ref(), &expected)])
        }
        Ok(module) => {
            if let Some(err) = scan.error.or(depth_error) {
                return Err(vec![err]);
            }
            let mut module = module?;
            module.comments = scan.comments;
            Ok(module)
        }
    }
}

/// Tracks the nesting of regions token by token; `error` is set at the first `{` that nests more
/// than [`MAX_DEPTH`] deep.
#[derive(Default)]
struct Nesting {
    depth: usize,
    error: Option<Diagnostic>,
}

impl Nesting {
    fn token(&mut self, source: &str, t: Token) {
        if self.error.is_some() || t.kind != TokenKind::Fixed {
            return;
        }
        match &source[t.span.range()] {
            "{" => {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    self.error = Some(
                        Diagnostic::new(
                            Code::E40,
                            format!("Regions are nested too deeply (more than {MAX_DEPTH} levels)"),
                            t.span,
                        )
                        .label("this region is one level too deep"),
                    );
                }
            }
            "}" => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }
}

type PestOutcome = Result<Result<Module, Vec<Diagnostic>>, (usize, Vec<Rule>)>;

/// Parses the program one function at a time: pest keeps a queue of every token of a parse, so
/// parsing a whole file at once needs memory many times its size. The functions are parsed with
/// [`Rule::one_func`] from where the previous one ended, and the AST is built from each before
/// the next is parsed.
///
/// A syntax error is reported exactly as a parse of the whole file with [`Rule::program`] would
/// report it: such a parse would have read the functions before the failing one in the same way,
/// so it is repeated only from the `}` that ends the previous function ([`Rule::program_rest`]),
/// or over the whole text when the first function fails.
fn parse_tree(text: &str) -> PestOutcome {
    let mut b = Builder { next_ident: 0, errors: Vec::new(), base: 0 };
    let mut funcs: Vec<Func> = Vec::new();
    let mut pos = 0;
    loop {
        let rest = &text[pos..];
        let func = match Grammar::parse(Rule::one_func, rest) {
            Ok(mut pairs) => pairs.next().and_then(|p| p.into_inner().find(|c| c.as_rule() == Rule::func)),
            Err(_) => None,
        };
        let Some(func) = func else {
            return Err(syntax_failure(text, pos, !funcs.is_empty()));
        };
        let end = pos + func.as_span().end();
        b.base = pos;
        funcs.push(b.func(func));
        pos = end;
        if only_trivia(&text[pos..]) {
            break;
        }
    }
    if b.errors.is_empty() {
        funcs.shrink_to_fit();
        Ok(Ok(Module { lang: Lang::V03, funcs, comments: Vec::new(), ident_count: b.next_ident }))
    } else {
        Ok(Err(b.errors))
    }
}

/// Whether `text` holds only whitespace and comments (`WHITESPACE` and `COMMENT` of the grammar).
fn only_trivia(text: &str) -> bool {
    let mut rest = text.as_bytes();
    loop {
        match rest.first() {
            None => return true,
            Some(b' ' | b'\t' | b'\x0b' | b'\r' | b'\n') => rest = &rest[1..],
            Some(b';') => rest = &rest[rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())..],
            Some(_) => return false,
        }
    }
}

/// Where and why [`Rule::program`] fails on `text`, found by parsing from `pos`: the start of the
/// text, or (`after_func`) the end of a function that parsed.
fn syntax_failure(text: &str, pos: usize, after_func: bool) -> (usize, Vec<Rule>) {
    // A function ends with its region's `}`.
    let start = if after_func { pos.saturating_sub(1) } else { 0 };
    let rule = if after_func { Rule::program_rest } else { Rule::program };
    match Grammar::parse(rule, &text[start..]) {
        Err(e) => {
            let at = match e.location {
                pest::error::InputLocation::Pos(p) => p,
                pest::error::InputLocation::Span((p, _)) => p,
            };
            let expected = match e.variant {
                pest::error::ErrorVariant::ParsingError { positives, .. } => positives,
                pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
            };
            (start + at, expected)
        }
        // Cannot happen (the function-by-function parse failed); an error at the end of the
        // text is the closest report.
        Ok(_) => (text.len(), Vec::new()),
    }
}

/// How an expected rule is named in "expecting X".
fn describe_rule(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::local_id => "`%identifier`",
        Rule::global_id => "`@name`",
        Rule::int_lit => "integer",
        Rule::float_lit => "floating point number",
        Rule::opnd => "identifier or literal",
        Rule::ix => "index (identifier or integer)",
        Rule::dynamic => "`?`",
        Rule::dim => "integer or `?`",
        Rule::edim => "integer, identifier or `?`",
        Rule::scalar_ty => "scalar type",
        Rule::int_ty => "integer type",
        Rule::ty => "type",
        Rule::memref_ty => "memref type",
        Rule::group_ty => "group type",
        Rule::strides => "`,`",
        Rule::trans => "`.n` or `.t`",
        Rule::atomic => "`.atomic`",
        Rule::arith_bin => "arithmetic operation (`.add`, `.sub`, …)",
        Rule::arith_un => "unary operation (`.neg`, `.not`, `.conj`, `.re`, `.im`)",
        Rule::complex_lit => "complex literal `[re, im]`",
        Rule::cmp_cond => "comparison (`.eq`, `.ne`, `.gt`, `.ge`, `.lt`, `.le`)",
        Rule::func | Rule::kw_func => "`func`",
        Rule::params | Rule::param => "parameter",
        Rule::fattr => "function attribute",
        Rule::region => "`{`",
        Rule::inst | Rule::assign => "instruction",
        Rule::valued => "instruction with a result",
        Rule::slice | Rule::full_slice => "slice",
        Rule::if_types => "`->`",
        Rule::indices => "index",
        Rule::kw_else => "`else`",
        Rule::kw_offset => "`offset`",
        Rule::kw_strided => "`strided`",
        Rule::kw_memref => "`memref`",
        Rule::kw_group => "`group`",
        Rule::EOI => "end of file",
        Rule::lparen => "`(`",
        Rule::rparen => "`)`",
        Rule::lbrace => "`{`",
        Rule::rbrace => "`}`",
        Rule::lbracket => "`[`",
        Rule::rbracket => "`]`",
        Rule::langle => "`<`",
        Rule::rangle => "`>`",
        Rule::comma => "`,`",
        Rule::colon => "`:`",
        Rule::equals => "`=`",
        Rule::arrow => "`->`",
        Rule::times => "`x`",
        _ => return None,
    })
}

fn syntax_error(source: &str, tok: Option<&Token>, expected: &[Rule]) -> Diagnostic {
    let found = lexer::describe(source, tok);
    let mut names: Vec<&str> = Vec::new();
    for n in expected.iter().filter_map(|r| describe_rule(*r)) {
        if !names.contains(&n) {
            names.push(n);
        }
    }
    let mut message = format!("syntax error, unexpected {found}");
    if !names.is_empty() {
        let list = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.join(""),
        };
        message.push_str(&format!(", expecting {list}"));
    }
    let span = tok.map_or(Span::new(source.len(), source.len()), |t| t.span);
    Diagnostic::new(Code::E02, message, span).label("unexpected here")
}

/// The span of a pair parsed from the source text starting at byte `base`.
fn span_of(p: &Pair<'_, Rule>, base: usize) -> Span {
    let s = p.as_span();
    Span::new(base + s.start(), base + s.end())
}

/// Builds the AST from a successful parse. Pairs come from the grammar, so their shape is known;
/// a shape mismatch would be a grammar bug and is reported as E40 instead of panicking.
struct Builder {
    next_ident: u32,
    errors: Vec<Diagnostic>,
    /// Where the text the pairs come from starts in the source.
    base: usize,
}

/// Children of a pair, with the keyword/punctuation tokens that carry no data skipped.
fn children<'i>(p: Pair<'i, Rule>) -> impl Iterator<Item = Pair<'i, Rule>> {
    p.into_inner().filter(|c| {
        !matches!(
            c.as_rule(),
            Rule::kw_func
                | Rule::kw_if
                | Rule::kw_else
                | Rule::kw_for
                | Rule::kw_foreach
                | Rule::kw_yield
                | Rule::kw_memref
                | Rule::kw_group
                | Rule::kw_strided
                | Rule::kw_offset
                | Rule::kw_alloca
                | Rule::kw_arith
                | Rule::kw_axpby
                | Rule::kw_cast
                | Rule::kw_cmp
                | Rule::kw_expand
                | Rule::kw_fuse
                | Rule::kw_gemm
                | Rule::kw_gemv
                | Rule::kw_ger
                | Rule::kw_hadamard
                | Rule::kw_load
                | Rule::kw_store
                | Rule::kw_size
                | Rule::kw_subview
                | Rule::kw_sum
                | Rule::kw_group_id
                | Rule::kw_group_size
                | Rule::kw_work_group_size
                | Rule::kw_subgroup_size
                | Rule::lparen
                | Rule::rparen
                | Rule::lbrace
                | Rule::rbrace
                | Rule::lbracket
                | Rule::rbracket
                | Rule::langle
                | Rule::rangle
                | Rule::comma
                | Rule::colon
                | Rule::equals
                | Rule::arrow
                | Rule::times
        )
    })
}

/// A cursor over a pair's data children.
struct Kids<'i> {
    items: std::vec::IntoIter<Pair<'i, Rule>>,
    span: Span,
}

impl<'i> Kids<'i> {
    fn of(p: Pair<'i, Rule>, base: usize) -> Kids<'i> {
        let span = span_of(&p, base);
        Kids { items: children(p).collect::<Vec<_>>().into_iter(), span }
    }

    fn peek_rule(&self) -> Option<Rule> {
        self.items.as_slice().first().map(|p| p.as_rule())
    }

    fn next_if(&mut self, rule: Rule) -> Option<Pair<'i, Rule>> {
        if self.peek_rule() == Some(rule) { self.items.next() } else { None }
    }
}

macro_rules! grammar_bug {
    ($b:expr, $span:expr) => {{
        $b.errors.push(Diagnostic::internal("unexpected parse tree (grammar bug)", $span));
    }};
}

impl Builder {
    /// The span of a pair in the whole source.
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        span_of(p, self.base)
    }

    fn ident(&mut self, p: &Pair<'_, Rule>) -> Ident {
        let id = IdentId(self.next_ident);
        self.next_ident += 1;
        Ident { name: p.as_str()[1..].to_string(), span: self.span(p), id }
    }

    /// The next child, which must have `rule`.
    fn take<'i>(&mut self, k: &mut Kids<'i>, rule: Rule) -> Option<Pair<'i, Rule>> {
        match k.next_if(rule) {
            Some(p) => Some(p),
            None => {
                grammar_bug!(self, k.span);
                None
            }
        }
    }

    fn take_ident(&mut self, k: &mut Kids<'_>) -> Ident {
        match self.take(k, Rule::local_id) {
            Some(p) => self.ident(&p),
            None => Ident { name: String::new(), span: k.span, id: IdentId(u32::MAX) },
        }
    }

    fn int(&mut self, p: &Pair<'_, Rule>) -> Spanned<i64> {
        // The lexer has already rejected out-of-range integers (E03).
        let v = lexer::int_value(p.as_str()).unwrap_or_default();
        Spanned::new(v, self.span(p))
    }

    fn take_int(&mut self, k: &mut Kids<'_>) -> Spanned<i64> {
        match self.take(k, Rule::int_lit) {
            Some(p) => self.int(&p),
            None => Spanned::new(0, k.span),
        }
    }

    fn literal(&mut self, p: &Pair<'_, Rule>) -> Operand {
        let text = p.as_str();
        let node = match p.as_rule() {
            Rule::float_lit => Literal::Float(lexer::float_value(text).unwrap_or_default()),
            Rule::complex_lit => {
                let mut parts =
                    p.clone().into_inner().filter(|c| c.as_rule() == Rule::float_lit).map(|c| c.as_str().to_string());
                let mut part = || parts.next().and_then(|t| lexer::float_value(&t)).unwrap_or_default();
                let re = part();
                Literal::Complex(re, part())
            }
            _ => Literal::Int {
                value: lexer::int_value(text).unwrap_or_default(),
                boolean: text.starts_with(['t', 'f']),
            },
        };
        Operand::Literal(Spanned::new(node, self.span(p)))
    }

    /// `opnd` or `ix`.
    fn operand(&mut self, p: Pair<'_, Rule>) -> Operand {
        let span = self.span(&p);
        match p.into_inner().next() {
            Some(c) if c.as_rule() == Rule::local_id => Operand::Value(self.ident(&c)),
            Some(c) => self.literal(&c),
            None => {
                grammar_bug!(self, span);
                Operand::Literal(Spanned::new(Literal::Int { value: 0, boolean: false }, span))
            }
        }
    }

    fn take_operand(&mut self, k: &mut Kids<'_>, rule: Rule) -> Operand {
        match self.take(k, rule) {
            Some(p) => self.operand(p),
            None => Operand::Literal(Spanned::new(Literal::Int { value: 0, boolean: false }, k.span)),
        }
    }

    fn scalar(&mut self, p: &Pair<'_, Rule>) -> Spanned<Scalar> {
        let s = Scalar::from_keyword(p.as_str()).unwrap_or(Scalar::I32);
        Spanned::new(s, self.span(p))
    }

    fn take_scalar(&mut self, k: &mut Kids<'_>) -> Spanned<Scalar> {
        match k.items.next() {
            Some(p) if matches!(p.as_rule(), Rule::scalar_ty | Rule::int_ty) => self.scalar(&p),
            _ => {
                grammar_bug!(self, k.span);
                Spanned::new(Scalar::I32, k.span)
            }
        }
    }

    fn dim(&mut self, p: Pair<'_, Rule>, negative_at: Span) -> Dim {
        let inner = p.into_inner().next();
        match inner {
            Some(c) if c.as_rule() == Rule::int_lit => {
                let v = self.int(&c);
                if v.node < 0 {
                    self.errors.push(
                        Diagnostic::new(Code::E11, "Mode size must be non-negative", negative_at)
                            .with(v.span, "negative constant"),
                    );
                }
                Dim::Static(v.node)
            }
            _ => Dim::Dynamic,
        }
    }

    fn memref(&mut self, p: Pair<'_, Rule>) -> Spanned<MemrefType> {
        let span = self.span(&p);
        let kw = p.clone().into_inner().next().map_or(span, |c| self.span(&c));
        let mut k = Kids::of(p, self.base);
        let elem = self.take_scalar(&mut k);
        let mut shape = Vec::new();
        while let Some(d) = k.next_if(Rule::dim) {
            shape.push(self.dim(d, kw));
        }
        let mut ty = match MemrefType::packed(elem.node, shape.clone()) {
            Some(t) => t,
            None => {
                self.errors.push(
                    Diagnostic::new(Code::E40, "Memref is too large: the product of its sizes overflows 64 bits", kw)
                        .label("the product of these sizes does not fit in i64"),
                );
                MemrefType {
                    elem: elem.node,
                    stride: vec![Dim::Dynamic; shape.len()],
                    shape,
                    explicit_strides: false,
                    local: false,
                }
            }
        };
        if let Some(s) = k.next_if(Rule::strides) {
            let s_span = self.span(&s);
            let mut sk = Kids::of(s, self.base);
            let mut stride = Vec::new();
            while let Some(d) = sk.next_if(Rule::dim) {
                stride.push(self.dim(d, kw));
            }
            if stride.len() != ty.shape.len() {
                self.errors.push(
                    Diagnostic::new(Code::E10, "Shape and stride list must have the same length", elem.span.to(s_span))
                        .label(format!("{} modes but {} strides", ty.shape.len(), stride.len())),
                );
            }
            ty.stride = stride;
            ty.explicit_strides = true;
            if ty.largest_offset_overflows() {
                self.errors.push(
                    Diagnostic::new(
                        Code::E40,
                        "Memref is too large: its last element's offset overflows 64 bits",
                        s_span,
                    )
                    .label("the sum of (size - 1) times these strides does not fit in i64"),
                );
            }
        }
        Spanned::new(ty, span)
    }

    fn take_memref(&mut self, k: &mut Kids<'_>) -> Spanned<MemrefType> {
        match self.take(k, Rule::memref_ty) {
            Some(p) => self.memref(p),
            None => Spanned::new(
                MemrefType { elem: Scalar::F32, shape: vec![], stride: vec![], explicit_strides: false, local: false },
                k.span,
            ),
        }
    }

    fn group(&mut self, p: Pair<'_, Rule>) -> Spanned<GroupType> {
        let span = self.span(&p);
        let kw = p.clone().into_inner().next().map_or(span, |c| self.span(&c));
        let mut k = Kids::of(p, self.base);
        let memref = self.take_memref(&mut k).node;
        let (offset, explicit_offset) = match k.next_if(Rule::dim) {
            Some(d) => (self.dim(d, kw), true),
            None => (Dim::Static(0), false),
        };
        Spanned::new(GroupType { memref, offset, explicit_offset, size: None }, span)
    }

    fn ty(&mut self, p: Pair<'_, Rule>) -> Spanned<Type> {
        let span = self.span(&p);
        let inner = if p.as_rule() == Rule::ty { p.into_inner().next() } else { Some(p) };
        match inner {
            Some(c) if c.as_rule() == Rule::scalar_ty => Spanned::new(Type::Scalar(self.scalar(&c).node), span),
            Some(c) if c.as_rule() == Rule::memref_ty => Spanned::new(Type::Memref(self.memref(c).node), span),
            Some(c) if c.as_rule() == Rule::group_ty => Spanned::new(Type::Group(self.group(c).node), span),
            _ => {
                grammar_bug!(self, span);
                Spanned::new(Type::Scalar(Scalar::I32), span)
            }
        }
    }

    fn func(&mut self, p: Pair<'_, Rule>) -> Func {
        let span = self.span(&p);
        let kw_span = p.clone().into_inner().next().map_or(span, |c| self.span(&c));
        let mut k = Kids::of(p, self.base);
        let name_pair = self.take(&mut k, Rule::global_id);
        let (name, name_span) =
            name_pair.map_or((String::new(), span), |n| (n.as_str()[1..].to_string(), self.span(&n)));
        let mut params = Vec::new();
        if let Some(ps) = self.take(&mut k, Rule::params) {
            for param in ps.into_inner().filter(|c| c.as_rule() == Rule::param) {
                let mut pk = Kids::of(param, self.base);
                let name = self.take_ident(&mut pk);
                let ty = match self.take(&mut pk, Rule::ty) {
                    Some(t) => self.ty(t),
                    None => Spanned::new(Type::Scalar(Scalar::I32), span),
                };
                params.push(Param { name, ty, attrs: Vec::new() });
            }
        }
        let mut attrs = Vec::new();
        while let Some(a) = k.next_if(Rule::fattr) {
            let a_span = self.span(&a);
            let is_wgs = a.clone().into_inner().next().is_some_and(|c| c.as_rule() == Rule::kw_work_group_size);
            let mut ak = Kids::of(a, self.base);
            let first = self.take_int(&mut ak);
            let node = if is_wgs {
                let second = self.take_int(&mut ak);
                AttrKind::WorkGroupSize(first, second)
            } else {
                AttrKind::SubgroupSize(first)
            };
            attrs.push(Spanned::new(node, a_span));
        }
        let body = match self.take(&mut k, Rule::region) {
            Some(r) => self.region(r),
            None => Region { insts: Vec::new(), span },
        };
        Func { name, name_span, kw_span, params, attrs, opaque: Vec::new(), body, span }
    }

    fn region(&mut self, p: Pair<'_, Rule>) -> Region {
        let span = self.span(&p);
        let mut insts: Vec<Inst> = p.into_inner().filter(|c| c.as_rule() == Rule::inst).map(|i| self.inst(i)).collect();
        // Most regions are short: the growth reserve would double or triple the AST.
        insts.shrink_to_fit();
        Region { insts, span }
    }

    fn inst(&mut self, p: Pair<'_, Rule>) -> Inst {
        let span = self.span(&p);
        let Some(inner) = p.into_inner().next() else {
            grammar_bug!(self, span);
            return Inst { results: vec![], kind: InstKind::GroupId, kw_span: span, span };
        };
        if inner.as_rule() != Rule::assign {
            let (kind, kw_span) = self.inst_kind(inner);
            return Inst { results: vec![], kind, kw_span, span };
        }
        let mut results = Vec::new();
        let mut valued = None;
        for c in inner.into_inner() {
            match c.as_rule() {
                Rule::local_id => results.push(self.ident(&c)),
                Rule::valued => valued = c.into_inner().next(),
                _ => {}
            }
        }
        let Some(v) = valued else {
            grammar_bug!(self, span);
            return Inst { results, kind: InstKind::GroupId, kw_span: span, span };
        };
        let (kind, kw_span) = self.inst_kind(v);
        Inst { results, kind, kw_span, span }
    }

    fn inst_kind(&mut self, p: Pair<'_, Rule>) -> (InstKind, Span) {
        let span = self.span(&p);
        let kw_span = p.clone().into_inner().next().map_or(span, |c| self.span(&c));
        let rule = p.as_rule();
        // Modifiers come right after the keyword; read them before the data children.
        let mods: Vec<(Rule, String)> = p
            .clone()
            .into_inner()
            .filter(|c| {
                matches!(c.as_rule(), Rule::trans | Rule::atomic | Rule::arith_bin | Rule::arith_un | Rule::cmp_cond)
            })
            .map(|c| (c.as_rule(), c.as_str().to_string()))
            .collect();
        let trans: Vec<Transpose> = mods
            .iter()
            .filter(|(r, _)| *r == Rule::trans)
            .map(|(_, s)| if s == ".t" { Transpose::T } else { Transpose::N })
            .collect();
        let atomic = mods.iter().any(|(r, _)| *r == Rule::atomic);
        let modifier = mods
            .iter()
            .find(|(r, _)| matches!(r, Rule::arith_bin | Rule::arith_un | Rule::cmp_cond))
            .map(|(_, s)| s[1..].to_string());
        let mut k = Kids::of(p, self.base);
        k.items = k
            .items
            .filter(|c| {
                !matches!(c.as_rule(), Rule::trans | Rule::atomic | Rule::arith_bin | Rule::arith_un | Rule::cmp_cond)
            })
            .collect::<Vec<_>>()
            .into_iter();
        let t = |i: usize| trans.get(i).copied().unwrap_or(Transpose::N);
        let kind = match rule {
            Rule::axpby | Rule::sum | Rule::gemm | Rule::gemv | Rule::ger | Rule::hadamard => {
                let op = match rule {
                    Rule::axpby => BlasOp::Axpby(t(0)),
                    Rule::sum => BlasOp::Sum(t(0)),
                    Rule::gemm => BlasOp::Gemm(t(0), t(1)),
                    Rule::gemv => BlasOp::Gemv(t(0)),
                    Rule::ger => BlasOp::Ger,
                    Rule::hadamard => BlasOp::Hadamard,
                    _ => {
                        grammar_bug!(self, kw_span);
                        BlasOp::Hadamard
                    }
                };
                let body_rule = if op.input_count() == 1 { Rule::blas2 } else { Rule::blas3 };
                let Some(body) = self.take(&mut k, body_rule) else {
                    return (InstKind::GroupId, kw_span);
                };
                let mut bk = Kids::of(body, self.base);
                let alpha = self.take_operand(&mut bk, Rule::opnd);
                let inputs: Vec<Ident> = (0..op.input_count()).map(|_| self.take_ident(&mut bk)).collect();
                let beta = self.take_operand(&mut bk, Rule::opnd);
                let out = self.take_ident(&mut bk);
                let alpha_ty = self.take_scalar(&mut bk);
                let input_tys = (0..op.input_count()).map(|_| self.take_memref(&mut bk)).collect();
                let beta_ty = self.take_scalar(&mut bk);
                let out_ty = self.take_memref(&mut bk);
                InstKind::Blas(Blas { op, atomic, alpha, inputs, beta, out, alpha_ty, input_tys, beta_ty, out_ty })
            }
            Rule::alloca => InstKind::Alloca { ty: self.take_memref(&mut k), attrs: Vec::new() },
            Rule::arith => {
                let op = match ArithOp::ALL.into_iter().find(|o| Some(o.name()) == modifier.as_deref()) {
                    Some(op) => op,
                    None => {
                        grammar_bug!(self, kw_span);
                        ArithOp::Add
                    }
                };
                let mut operands = Vec::new();
                while k.peek_rule() == Some(Rule::opnd) {
                    operands.push(self.take_operand(&mut k, Rule::opnd));
                }
                let ty = self.take_scalar(&mut k);
                InstKind::Arith { op, operands, ty }
            }
            Rule::cast => {
                let operand = self.take_operand(&mut k, Rule::opnd);
                let from = self.take_scalar(&mut k);
                let to = self.take_scalar(&mut k);
                InstKind::Cast { operand, from, to }
            }
            Rule::cmp => {
                let op = CmpOp::ALL.into_iter().find(|o| Some(o.name()) == modifier.as_deref()).unwrap_or(CmpOp::Eq);
                let lhs = self.take_operand(&mut k, Rule::opnd);
                let rhs = self.take_operand(&mut k, Rule::opnd);
                let ty = self.take_scalar(&mut k);
                InstKind::Cmp { op, lhs, rhs, ty }
            }
            Rule::expand => {
                let src = self.take_ident(&mut k);
                let mode = self.take_int(&mut k);
                let mut shape = Vec::new();
                while let Some(e) = k.next_if(Rule::edim) {
                    let e_span = self.span(&e);
                    shape.push(match e.into_inner().next() {
                        Some(c) if c.as_rule() == Rule::local_id => ExpandDim::Value(self.ident(&c)),
                        Some(c) if c.as_rule() == Rule::int_lit => ExpandDim::Const(self.int(&c)),
                        _ => ExpandDim::Dynamic(e_span),
                    });
                }
                let ty = self.take_memref(&mut k);
                InstKind::Expand { src, mode, shape, ty, declared: None }
            }
            Rule::fuse => {
                let src = self.take_ident(&mut k);
                let from = self.take_int(&mut k);
                let to = self.take_int(&mut k);
                let ty = self.take_memref(&mut k);
                InstKind::Fuse { src, from, to, ty, declared: None }
            }
            Rule::load => {
                let src = self.take_ident(&mut k);
                let indices = self.indices(&mut k);
                let ty = match k.items.next() {
                    Some(t) => self.ty(t),
                    None => {
                        grammar_bug!(self, span);
                        Spanned::new(Type::Scalar(Scalar::I32), span)
                    }
                };
                InstKind::Load { src, indices, ty, declared: None }
            }
            Rule::store => {
                let value = self.take_ident(&mut k);
                let dst = self.take_ident(&mut k);
                let indices = self.indices(&mut k);
                let ty = self.take_memref(&mut k);
                InstKind::Store { value, dst, indices, ty }
            }
            Rule::size => {
                let src = self.take_ident(&mut k);
                let mode = self.take_int(&mut k);
                let ty = self.take_memref(&mut k);
                InstKind::Size { src, mode, ty }
            }
            Rule::subview => {
                let src = self.take_ident(&mut k);
                let mut slices = Vec::new();
                while let Some(s) = k.next_if(Rule::slice) {
                    slices.push(self.slice(s));
                }
                let ty = self.take_memref(&mut k);
                InstKind::Subview { src, slices, ty, declared: None }
            }
            Rule::group_id => InstKind::GroupId,
            Rule::group_size => InstKind::GroupSize,
            Rule::if_inst => {
                let cond = self.take_operand(&mut k, Rule::opnd);
                let result_types = k.next_if(Rule::if_types).map(|tys| {
                    tys.into_inner()
                        .filter(|c| c.as_rule() == Rule::scalar_ty)
                        .map(|c| self.scalar(&c).map(Type::Scalar))
                        .collect()
                });
                let then = match self.take(&mut k, Rule::region) {
                    Some(r) => self.region(r),
                    None => Region { insts: vec![], span },
                };
                let otherwise = k.next_if(Rule::region).map(|r| self.region(r));
                InstKind::If { cond, result_types, then, otherwise }
            }
            Rule::for_inst | Rule::foreach_inst => {
                let var = self.take_ident(&mut k);
                let lb = self.take_operand(&mut k, Rule::opnd);
                let ub = self.take_operand(&mut k, Rule::opnd);
                let step = (k.peek_rule() == Some(Rule::opnd)).then(|| self.take_operand(&mut k, Rule::opnd));
                let ty = k.next_if(Rule::int_ty).map(|t| self.scalar(&t));
                let body = match self.take(&mut k, Rule::region) {
                    Some(r) => self.region(r),
                    None => Region { insts: vec![], span },
                };
                if rule == Rule::for_inst {
                    InstKind::For { var, lb, ub, step, ty, body, carried: Vec::new(), unroll: None, opaque: Vec::new() }
                } else {
                    InstKind::Foreach { var, lb, ub, ty, body, more: Vec::new() }
                }
            }
            Rule::yield_inst => {
                let mut values = Vec::new();
                while k.peek_rule() == Some(Rule::opnd) {
                    values.push(self.take_operand(&mut k, Rule::opnd));
                }
                let mut types = Vec::new();
                while let Some(t) = k.next_if(Rule::scalar_ty) {
                    types.push(self.scalar(&t).map(Type::Scalar));
                }
                InstKind::Yield { values, types }
            }
            _ => {
                grammar_bug!(self, span);
                InstKind::GroupId
            }
        };
        (kind, kw_span)
    }

    fn indices(&mut self, k: &mut Kids<'_>) -> Vec<Index> {
        match self.take(k, Rule::indices) {
            Some(ix) => ix.into_inner().filter(|c| c.as_rule() == Rule::ix).map(|c| self.operand(c)).collect(),
            None => Vec::new(),
        }
    }

    fn slice(&mut self, p: Pair<'_, Rule>) -> Slice {
        let span = self.span(&p);
        let parts: Vec<Pair<'_, Rule>> = children(p).collect();
        match parts.as_slice() {
            [f] if f.as_rule() == Rule::full_slice => Slice::Full(span),
            [o] => Slice::Point(self.operand(o.clone())),
            [o, d] if d.as_rule() == Rule::dynamic => Slice::ToEnd(self.operand(o.clone()), self.span(d)),
            [o, z] => Slice::Range(self.operand(o.clone()), self.operand(z.clone())),
            _ => {
                grammar_bug!(self, span);
                Slice::Full(span)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `parse_tree` did before it parsed function by function: one parse of the whole text.
    fn parse_tree_whole(text: &str) -> PestOutcome {
        match Grammar::parse(Rule::program, text) {
            Ok(mut pairs) => {
                let mut b = Builder { next_ident: 0, errors: Vec::new(), base: 0 };
                let program = pairs.next();
                let funcs: Vec<Func> = program
                    .into_iter()
                    .flat_map(|p| p.into_inner())
                    .filter(|p| p.as_rule() == Rule::func)
                    .map(|p| b.func(p))
                    .collect();
                if b.errors.is_empty() {
                    Ok(Ok(Module { lang: Lang::V03, funcs, comments: Vec::new(), ident_count: b.next_ident }))
                } else {
                    Ok(Err(b.errors))
                }
            }
            Err(e) => {
                let pos = match e.location {
                    pest::error::InputLocation::Pos(p) => p,
                    pest::error::InputLocation::Span((p, _)) => p,
                };
                let expected = match e.variant {
                    pest::error::ErrorVariant::ParsingError { positives, .. } => positives,
                    pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
                };
                Err((pos, expected))
            }
        }
    }

    /// Both outcomes, spans included (`Span`'s `==` ignores positions, its `Debug` does not).
    fn same(text: &str) -> Result<(), String> {
        let (a, b) = (format!("{:?}", parse_tree(text)), format!("{:?}", parse_tree_whole(text)));
        if a == b { Ok(()) } else { Err(format!("{text:?}:\n  by function: {a}\n  whole:       {b}")) }
    }

    fn examples() -> Vec<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
        let mut out = Vec::new();
        for dir in ["in/spec", "in/run", "errors"] {
            let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
                .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                .unwrap_or_default();
            files.sort();
            out.extend(
                files
                    .iter()
                    .filter(|p| p.extension().is_some_and(|x| x == "ir"))
                    .filter_map(|p| std::fs::read_to_string(p).ok()),
            );
        }
        out
    }

    #[test]
    fn parsing_by_function_is_parsing_the_whole_text() {
        let examples = examples();
        assert!(examples.len() > 50, "the example programs were not found");
        let mut failures = Vec::new();
        let mut check = |text: &str| {
            if let Err(e) = same(text) {
                failures.push(e);
            }
        };
        for text in &examples {
            check(text);
        }
        // Several functions, cut at every byte, and with tokens that end or start functions
        // inserted at every line start and after every `}`.
        let three = format!("{}\n; between\n{}{}", examples[2], examples[4], examples[6]);
        {
            let text = &three;
            for cut in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
                check(&text[..cut]);
            }
            for (at, _) in text.match_indices(['\n', '}']) {
                for insert in ["}", "{", "func", "func @z() {}", ";", "x", "%a", "\n}\n", "@", "yield"] {
                    check(&format!("{}{insert}{}", &text[..=at], &text[at + 1..]));
                }
            }
        }
        for text in ["", " ", "; only a comment\n", "}", "func", "func @f() {}}", "func @f() {}\n}\n", "func @f() {}x"]
        {
            check(text);
        }
        assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    }
}

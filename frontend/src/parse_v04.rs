//! # Parser of the tinytc v0.4 language
//!
//! `grammar_v04.pest` recognises the language; this module builds the same [`ast`](crate::ast)
//! that v0.3.1 programs become ([`Module::lang`] says which), so that one checker, one lowering
//! and one interpreter serve both.
//!
//! v0.4 writes each value's type where the value is defined, and no operand types: the syntax
//! tree's operand annotations (a BLAS operand's memref type, a `store`'s destination type, …)
//! are filled in here from the definitions in scope, located at the operand. A name that is not
//! defined gets a placeholder, which the checker never reads: it reports the name first (E06).
//! The result types that v0.4 writes on `load`, `subview`, `expand` and `fuse` are kept
//! (`declared`) for the checker to compare with the computed type.
//!
//! Errors: a syntax error (E02) names the unexpected token and what was expected; an unknown
//! instruction name is E02 with the nearest known name; a modifier an instruction does not take
//! is E02 at the modifier. Each instruction's form is checked here (operand count and kinds).

use std::collections::HashMap;

use pest::Parser as _;
use pest::iterators::Pair;
use pest_derive::Parser;

use crate::ast::*;
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::lexer::{self, Comment};
use crate::types::{CoopType, Dim, GroupType, MatrixUse, MemrefType, Scalar, Type};

#[derive(Parser)]
#[grammar = "grammar_v04.pest"]
struct Grammar;

const PARSER_STACK: usize = 256 << 20;

/// What the parser knows of a name's type.
#[derive(Clone, Debug)]
enum Known {
    Ty(Type),
    /// A cooperative matrix (not a [`Type`] yet).
    Other,
}

/// The memory scopes and semantics of the atomic instructions.
const ATOMIC_MODS: [&str; 9] = [
    ".cross_device",
    ".device",
    ".work_group",
    ".subgroup",
    ".relaxed",
    ".acquire",
    ".release",
    ".acquire_release",
    ".sequentially_consistent",
];

/// The v0.4 instructions tinyc parses but does not implement yet.
const UNSUPPORTED: [&str; 0] = [];

/// The instruction names that [`UNSUPPORTED`] does not list, except the
/// arithmetic, comparison and math ones (for suggestions).
const OTHER_NAMES: [&str; 61] = [
    "cooperative_matrix_atomic_load",
    "cooperative_matrix_atomic_store",
    "cooperative_matrix_atomic_add",
    "cooperative_matrix_atomic_max",
    "cooperative_matrix_atomic_min",
    "cumsum",
    "cooperative_matrix_construct",
    "cooperative_matrix_extract",
    "cooperative_matrix_insert",
    "cooperative_matrix_load",
    "cooperative_matrix_mul_add",
    "cooperative_matrix_prefetch",
    "cooperative_matrix_scale",
    "cooperative_matrix_store",
    "cooperative_matrix_reduce_add",
    "cooperative_matrix_reduce_max",
    "cooperative_matrix_reduce_min",
    "subgroup_broadcast",
    "subgroup_exclusive_scan_add",
    "subgroup_exclusive_scan_max",
    "subgroup_exclusive_scan_min",
    "subgroup_inclusive_scan_add",
    "subgroup_inclusive_scan_max",
    "subgroup_inclusive_scan_min",
    "subgroup_reduce_add",
    "subgroup_reduce_max",
    "subgroup_reduce_min",
    "atomic_load",
    "atomic_store",
    "atomic_add",
    "atomic_max",
    "atomic_min",
    "associated",
    "alloca",
    "axpby",
    "gemm",
    "gemv",
    "ger",
    "hadamard",
    "sum",
    "lifetime_stop",
    "barrier",
    "group_id",
    "num_groups",
    "num_subgroups",
    "subgroup_size",
    "subgroup_id",
    "subgroup_linear_id",
    "subgroup_local_id",
    "cast",
    "constant",
    "expand",
    "fuse",
    "load",
    "store",
    "size",
    "subview",
    "for",
    "foreach",
    "if",
    "parallel",
];

fn is_unsupported(name: &str) -> bool {
    UNSUPPORTED.contains(&name)
}

/// Parses a sanitised source (see [`crate::parse::sanitize`]) as tinytc v0.4.
/// Whether `value` is what a compile-time variable of the preprocessor may hold once expanded
/// (`preprocessor.rst`'s def-rhs: a constant, a type, an array, dictionary or string
/// attribute); else the syntax error, its span within `value`. A value nested too deeply to
/// check here is left to the program's parse.
pub fn definition_value(value: &str) -> Result<(), Diagnostic> {
    if too_deep(value).is_some() {
        return Ok(());
    }
    match Grammar::parse(Rule::def_value, value) {
        Ok(_) => Ok(()),
        Err(e) => {
            pest::set_error_detail(true);
            let detailed = Grammar::parse(Rule::def_value, value).err();
            pest::set_error_detail(false);
            Err(syntax_error(value, detailed.as_ref().unwrap_or(&e)))
        }
    }
}

pub fn parse(source: &str) -> Result<Module, Vec<Diagnostic>> {
    if let Some(d) = too_deep(source) {
        return Err(vec![d]);
    }
    let result = std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("tinyc-parse-v04".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(s, || build(source))
            .map(|h| h.join())
    });
    match result {
        Ok(Ok(r)) => r,
        _ => Err(vec![Diagnostic::new(Code::E40, "the parser could not run on this input", Span::new(0, 0))]),
    }
}

/// Regions nested deeper than [`crate::parse::MAX_DEPTH`] (E40 at the brace that is one too
/// many), or brackets and parentheses (attribute arrays, lists) nested deeper than that,
/// counted over braces outside comments and strings: the parser recurses with the nesting,
/// and an array nested 80 000 deep overflowed its stack.
fn too_deep(source: &str) -> Option<Diagnostic> {
    let mut depth = 0usize;
    let mut brackets = 0usize;
    let mut chars = source.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            ';' => {
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '"' => {
                for (_, c) in chars.by_ref() {
                    if c == '"' || c == '\n' {
                        break;
                    }
                }
            }
            '{' => {
                depth += 1;
                if depth > crate::parse::MAX_DEPTH {
                    return Some(
                        Diagnostic::new(Code::E40, "Regions are nested too deeply", Span::new(i, i + 1))
                            .label(format!("more than {} nested regions", crate::parse::MAX_DEPTH)),
                    );
                }
            }
            '}' => depth = depth.saturating_sub(1),
            '[' | '(' => {
                brackets += 1;
                if brackets > crate::parse::MAX_DEPTH {
                    return Some(
                        Diagnostic::new(Code::E40, "Brackets are nested too deeply", Span::new(i, i + c.len_utf8()))
                            .label(format!("more than {} nested brackets", crate::parse::MAX_DEPTH)),
                    );
                }
            }
            ']' | ')' => brackets = brackets.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// Comments (`;` to the end of the line), for the printer.
fn comments(source: &str) -> Vec<Comment> {
    let mut out = Vec::new();
    let mut in_string = false;
    let mut line_start = 0;
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                in_string = false;
                line_start = i + 1;
            }
            b'"' => in_string = !in_string,
            b';' if !in_string => {
                let end = source[i..].find('\n').map_or(source.len(), |e| i + e);
                let own_line = source[line_start..i].trim().is_empty();
                out.push(Comment { span: Span::new(i, end), text: source[i + 1..end].to_string(), own_line });
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn build(source: &str) -> Result<Module, Vec<Diagnostic>> {
    let pairs = match Grammar::parse(Rule::program, source) {
        Ok(p) => p,
        Err(e) => {
            // Again with pest's record of the tokens tried where the parse got furthest (off by
            // default: it slows every parse), for the error's position and expected tokens.
            pest::set_error_detail(true);
            let detailed = Grammar::parse(Rule::program, source).err();
            pest::set_error_detail(false);
            return Err(vec![syntax_error(source, detailed.as_ref().unwrap_or(&e))]);
        }
    };
    let mut b = Builder { next_id: 0, errors: Vec::new(), scopes: Vec::new() };
    let mut funcs = Vec::new();
    for p in pairs.flatten().filter(|p| p.as_rule() == Rule::func) {
        funcs.push(b.func(p));
    }
    if !b.errors.is_empty() {
        return Err(b.errors);
    }
    Ok(Module { lang: Lang::V04, funcs, comments: comments(source), ident_count: b.next_id })
}

/// E02 for a pest failure: the token at the failure and what would have been accepted there.
fn syntax_error(source: &str, e: &pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let mut expected: Vec<String> = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut v: Vec<String> = positives.iter().filter_map(|r| describe(*r)).map(String::from).collect();
            v.dedup();
            v
        }
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    // Inside a rule that failed as a whole (a type missing its `>`), the furthest tokens tried
    // say where the text went wrong: `memref<f32x4 yield` is wrong at `yield`, not at `memref`.
    // A lookahead that read no further than the word at the failure (`func`, which no
    // instruction name may be) says nothing more.
    let mut pos = pos;
    let word_end = pos + token_len(&source[pos.min(source.len())..]);
    if let Some(attempts) = e.parse_attempts()
        && attempts.max_position > word_end
    {
        let tokens: Vec<String> = attempts
            .expected_tokens()
            .into_iter()
            .map(|t| t.to_string())
            // Punctuation and keywords only: not character ranges (`0..9`), built-in rules,
            // the whitespace and comments that may come anywhere, or `_` going on with a word.
            .filter(|t| {
                !t.is_empty()
                    && t != "BUILTIN_RULE"
                    && t != "_"
                    && t != ";"
                    && !t.chars().all(char::is_whitespace)
                    && !(t.chars().count() == 4 && t.contains(".."))
            })
            .map(|t| format!("`{t}`"))
            .collect();
        // What a token there could begin (not the construct that failed around it: a type's
        // `memref<…>` or a dictionary is no help inside it).
        let leaf = |r: Rule| {
            !matches!(
                r,
                Rule::ty
                    | Rule::memref_ty
                    | Rule::group_ty
                    | Rule::coop_ty
                    | Rule::strided
                    | Rule::dict_attr
                    | Rule::attr
                    | Rule::region
                    | Rule::func
                    | Rule::EOI
            )
        };
        let rules: Vec<String> = attempts
            .call_stacks()
            .into_iter()
            .filter_map(|c| c.deepest.get_rule().copied().filter(|&r| leaf(r)))
            .filter_map(|r| describe(r).map(String::from))
            .collect();
        if !tokens.is_empty() || !rules.is_empty() {
            pos = attempts.max_position;
            expected = rules.into_iter().chain(tokens).collect();
            expected.dedup();
        }
    }
    let rest = &source[pos.min(source.len())..];
    let len = token_len(rest);
    let found = if rest.is_empty() { "end of file".to_string() } else { format!("`{}`", &rest[..len]) };
    let mut message = format!("syntax error, unexpected {found}");
    if !expected.is_empty() {
        let mut uniq: Vec<&str> = Vec::new();
        for x in &expected {
            if !uniq.contains(&x.as_str()) {
                uniq.push(x);
            }
        }
        if let Some(i) = uniq.iter().position(|&x| x == INSTRUCTION_OR_CLOSE) {
            uniq.remove(i);
            if !uniq.contains(&"an instruction") {
                uniq.insert(i, "an instruction");
            }
            if !uniq.contains(&"`}`") {
                uniq.push("`}`");
            }
        }
        let list = match uniq.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            Some((last, _)) => (*last).to_string(),
            None => String::new(),
        };
        message.push_str(&format!(", expecting {list}"));
    }
    let at = Span::new(pos, pos + len.max(usize::from(!rest.is_empty())));
    let d = Diagnostic::new(Code::E02, message, at).label("unexpected here");
    let line_rest = rest.get(1..).unwrap_or_default().split('\n').next().unwrap_or_default();
    // `%A[%i, %j : f32`: the `:` was read as a slice's, and the type is no index.
    let before = &source[..pos.min(source.len())];
    let line_before = &before[before.rfind('\n').map_or(0, |n| n + 1)..];
    let open_bracket = line_before.rfind('[').filter(|&b| !line_before[b..].contains(']'));
    let type_word = is_type_word(&rest[..token_len(rest)]);
    if let Some(b) = open_bracket
        && type_word
        && line_before.trim_end().ends_with(':')
    {
        let at = before.len() - line_before.len() + b;
        return d
            .with(Span::new(at, at + 1), "this `[` is not closed")
            .help("is the `]` of the index list missing before the `:`?");
    }
    if found == "`i1`" {
        d.help("tinytc v0.4 writes `bool` where v0.3.1 writes `i1`")
    } else if found == "`\"`" && !line_rest.contains('"') {
        d.help("this string is not closed: a string ends with `\"` on the line it begins")
    } else {
        d
    }
}

/// Length of the token at the start of `rest` (a word, or one character).
fn token_len(rest: &str) -> usize {
    let word = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '%' || c == '@' || c == '.'))
        .unwrap_or(rest.len());
    if word > 0 { word } else { rest.chars().next().map_or(0, char::len_utf8) }
}

/// What [`describe`] calls the start of an instruction in a region: listed as "an instruction"
/// with "`}`" last.
const INSTRUCTION_OR_CLOSE: &str = "an instruction (or `}`)";

fn describe(r: Rule) -> Option<&'static str> {
    Some(match r {
        // Integer literals (W03) are left out: tinytc v0.4.0 takes values.
        Rule::local_id | Rule::bound => "a local identifier (`%name`)",
        Rule::global_id => "a function name (`@name`)",
        Rule::int_lit => "an integer",
        Rule::float_lit => "a floating point number",
        Rule::bool_lit => "`true` or `false`",
        Rule::dim => "an integer or `?`",
        Rule::ty | Rule::scalar_ty => "a type",
        Rule::memref_ty => "`memref<…>`",
        Rule::group_ty => "`group<…>`",
        Rule::coop_ty => "`coopmatrix<…>`",
        Rule::matrix_use => "`matrix_a`, `matrix_b` or `matrix_acc`",
        Rule::addr_space => "`global` or `local`",
        Rule::strided => "`strided<…>`",
        Rule::func => "`func`",
        // An instruction begins only in a region, which `}` may close there instead.
        Rule::inst | Rule::results => INSTRUCTION_OR_CLOSE,
        Rule::op | Rule::op_name => "an instruction",
        Rule::region => "`{`",
        Rule::dict_attr => "an attribute dictionary `{…}`",
        Rule::attr => "an attribute",
        Rule::named_attr | Rule::attr_name => "an attribute name",
        Rule::operand | Rule::indexed => "an operand",
        Rule::slot | Rule::ix | Rule::slice => "an index",
        Rule::modifier => "a modifier (`.name`)",
        Rule::type_list => "a type list `(…)`",
        Rule::id_list => "an identifier list `(…)`",
        Rule::int_list => "an integer list `(…)`",
        Rule::EOI => "end of file",
        _ => return None,
    })
}

/// The known instruction name nearest to `name`, if it is near.
fn suggest(name: &str) -> Option<&'static str> {
    let mut all: Vec<&'static str> = OTHER_NAMES.to_vec();
    all.extend(UNSUPPORTED);
    all.extend(["foreach_tile", "cooperative_matrix_apply", "yield"]);
    all.extend(ArithOp::ALL.iter().map(|o| o.name()));
    all.extend(MathOp::ALL.iter().map(|o| o.name()));
    all.extend(["equal", "not_equal", "greater_than", "greater_than_equal", "less_than", "less_than_equal"]);
    // A name much longer or shorter than a candidate cannot be near it: the length difference
    // alone exceeds the bound (and a long word would make the distance slow).
    let near = |n: &str| 2.max(n.len() / 4);
    let length = name.chars().count();
    all.into_iter()
        .filter(|n| length.abs_diff(n.len()) <= near(n))
        .map(|n| (strsim::osa_distance(name, n), n))
        .filter(|(d, n)| *d <= near(n))
        .min()
        .map(|(_, n)| n)
}

/// E02 for an instruction name v0.4 does not have: v0.3.1's spelling of a v0.4 instruction
/// (`arith.add`, `cmp.lt`) is named as such, anything else gets the nearest name.
fn unknown_instruction(name: &str, plain: &Plain<'_>) -> Diagnostic {
    let d = Diagnostic::new(Code::E02, format!("Unknown instruction `{name}`"), plain.name_span)
        .label("not an instruction of tinytc v0.4");
    let first_mod = plain.mods.first().map(|(m, _)| m.trim_start_matches('.'));
    let v04 = match (name, first_mod) {
        ("arith", Some(op)) => Some(op.to_string()),
        ("cmp", Some(op)) => {
            let names = [
                ("eq", "equal"),
                ("ne", "not_equal"),
                ("gt", "greater_than"),
                ("ge", "greater_than_equal"),
                ("lt", "less_than"),
                ("le", "less_than_equal"),
            ];
            names.iter().find(|(v03, _)| *v03 == op).map(|(_, v04)| (*v04).to_string())
        }
        _ => None,
    };
    if is_type_word(name) {
        return d.help(format!("`{name}` is a type: is the `:` before it missing?"));
    }
    match (v04, first_mod) {
        (Some(v04), Some(op)) => d.help(format!(
            "`{name}.{op}` is tinytc v0.3.1; v0.4 writes `{v04}` (and `tinyc fmt --to v0.4` rewrites v0.3.1 programs)"
        )),
        _ => match suggest(name) {
            Some(s) => d.help(format!("did you mean `{s}`?")),
            None => d,
        },
    }
}

/// A plain instruction's parts.
struct Plain<'i> {
    name: String,
    name_span: Span,
    mods: Vec<(String, Span)>,
    attrs: Option<Pair<'i, Rule>>,
    operands: Vec<Pair<'i, Rule>>,
    ty: Option<Pair<'i, Rule>>,
}

struct Builder {
    next_id: u32,
    errors: Vec<Diagnostic>,
    scopes: Vec<HashMap<String, Known>>,
}

/// An attribute value (`attr`, `array_attr`, `dict_attr` or a literal) in canonical form: no
/// comments, single spaces after commas.
fn attr_text(p: &Pair<'_, Rule>) -> String {
    match p.as_rule() {
        Rule::attr => p.clone().into_inner().next().map(|v| attr_text(&v)).unwrap_or_default(),
        Rule::array_attr => {
            format!("[{}]", p.clone().into_inner().map(|v| attr_text(&v)).collect::<Vec<_>>().join(", "))
        }
        Rule::dict_attr => {
            format!("{{{}}}", p.clone().into_inner().map(|v| attr_text(&v)).collect::<Vec<_>>().join(", "))
        }
        Rule::named_attr => {
            let mut k = p.clone().into_inner();
            let name = k.next().map(|n| n.as_str().to_string()).unwrap_or_default();
            format!("{name}={}", k.next().map(|v| attr_text(&v)).unwrap_or_default())
        }
        _ => p.as_str().to_string(),
    }
}

fn span_of(p: &Pair<'_, Rule>) -> Span {
    let s = p.as_span();
    Span::new(s.start(), s.end())
}

type Build<T> = Result<T, Diagnostic>;

impl Builder {
    fn ident(&mut self, p: &Pair<'_, Rule>) -> Ident {
        let id = IdentId(self.next_id);
        self.next_id += 1;
        let text = &p.as_str()[1..];
        // An unnamed identifier is a number (tensor-ir.rst: "Unnamed identifiers are simply
        // numbers"; tinytc v0.4.0 lexes it as an integer): `%01` is `%1`, and one past the
        // largest i64 is an error, as there.
        let name = if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            match text.parse::<i64>() {
                Ok(n) => n.to_string(),
                Err(_) => {
                    self.errors.push(
                        Diagnostic::new(Code::E03, format!("Integer overflow: {text}"), span_of(p))
                            .label("an unnamed identifier is a number of at most 2^63 - 1"),
                    );
                    text.to_string()
                }
            }
        } else {
            text.to_string()
        };
        Ident { name, span: span_of(p), id }
    }

    fn declare(&mut self, name: &Ident, k: Known) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.name.clone(), k);
        }
    }

    fn lookup(&self, name: &Ident) -> Option<&Known> {
        self.scopes.iter().rev().find_map(|s| s.get(&name.name))
    }

    fn type_of(&self, name: &Ident) -> Option<Type> {
        match self.lookup(name) {
            Some(Known::Ty(t)) => Some(t.clone()),
            _ => None,
        }
    }

    /// The scalar type of a value, or a placeholder (the checker reports an unknown name or a
    /// value of another kind at its use).
    fn scalar_of(&self, name: &Ident) -> Spanned<Scalar> {
        let s = match self.type_of(name) {
            Some(Type::Scalar(s)) => s,
            _ => Scalar::I32,
        };
        Spanned::new(s, name.span)
    }

    fn memref_of(&self, name: &Ident) -> Spanned<MemrefType> {
        let m = match self.type_of(name) {
            Some(Type::Memref(m)) => m,
            _ => placeholder_memref(),
        };
        Spanned::new(m, name.span)
    }

    fn int(&mut self, p: &Pair<'_, Rule>) -> Spanned<i64> {
        let span = span_of(p);
        match lexer::int_value(p.as_str()) {
            Some(v) => Spanned::new(v, span),
            None => {
                self.errors.push(
                    Diagnostic::new(Code::E03, format!("Integer overflow: {}", p.as_str()), span)
                        .label("does not fit in 64 bits"),
                );
                Spanned::new(0, span)
            }
        }
    }

    /// A float literal's value; one beyond the doubles (`1e400`, `-0x1p2000`, or a nonzero one
    /// that rounds to 0, `1e-400`) is E04, as in
    /// v0.3.1 (the manual: constants "are expected to be in the range of double precision
    /// numbers"), and reads as 0 so that checking goes on.
    fn float(&mut self, p: &Pair<'_, Rule>) -> f64 {
        match lexer::float_value(p.as_str()) {
            Some(v) => v,
            None => {
                self.errors.push(
                    Diagnostic::new(
                        Code::E04,
                        format!("Floating point value out of range: {}", p.as_str()),
                        span_of(p),
                    )
                    .label(lexer::out_of_range_label(p.as_str())),
                );
                0.0
            }
        }
    }

    fn scalar(&mut self, p: &Pair<'_, Rule>) -> Spanned<Scalar> {
        let s = match p.as_str() {
            "bool" => Scalar::I1,
            k => Scalar::from_keyword(k).unwrap_or(Scalar::I32),
        };
        Spanned::new(s, span_of(p))
    }

    fn dim(&mut self, p: Pair<'_, Rule>) -> Dim {
        match p.into_inner().next() {
            Some(c) if c.as_rule() == Rule::int_lit => {
                let v = self.int(&c);
                if v.node < 0 {
                    self.errors.push(
                        Diagnostic::new(Code::E11, "Mode size must be non-negative", v.span).label("a size or stride"),
                    );
                }
                Dim::Static(v.node)
            }
            _ => Dim::Dynamic,
        }
    }

    fn memref(&mut self, p: Pair<'_, Rule>) -> Spanned<MemrefType> {
        let span = span_of(&p);
        let mut elem = Scalar::F32;
        let mut shape = Vec::new();
        let mut stride = None;
        let mut local = false;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::scalar_ty => elem = self.scalar(&c).node,
                Rule::dim => shape.push(self.dim(c)),
                Rule::strided => {
                    let s: Vec<Dim> = c.into_inner().map(|d| self.dim(d)).collect();
                    stride = Some((s, span));
                }
                Rule::addr_space => local = c.as_str() == "local",
                _ => {}
            }
        }
        let mut m = match stride {
            Some((s, at)) => {
                if s.len() != shape.len() {
                    self.errors.push(
                        Diagnostic::new(Code::E10, "Shape and stride list must have the same length", at)
                            .label(format!("{} sizes, {} strides", shape.len(), s.len())),
                    );
                }
                let mut m = MemrefType::with_strides(elem, shape, s);
                m.explicit_strides = true;
                if m.largest_offset_overflows() {
                    self.errors.push(
                        Diagnostic::new(Code::E40, "The memref's last element's offset overflows 64 bits", at)
                            .label("the sum of (size - 1) times these strides does not fit in i64"),
                    );
                }
                m
            }
            None => match MemrefType::packed(elem, shape.clone()) {
                Some(m) => m,
                None => {
                    self.errors.push(
                        Diagnostic::new(Code::E40, "The product of the memref's sizes overflows 64 bits", span)
                            .label("the product of these sizes is too large"),
                    );
                    MemrefType::with_strides(elem, shape.clone(), vec![Dim::Dynamic; shape.len()])
                }
            },
        };
        m.local = local;
        Spanned::new(m, span)
    }

    fn ty(&mut self, p: Pair<'_, Rule>) -> (Known, Span) {
        let span = span_of(&p);
        let inner = if p.as_rule() == Rule::ty { p.into_inner().next() } else { Some(p) };
        let k = match inner {
            Some(c) if c.as_rule() == Rule::scalar_ty => Known::Ty(Type::Scalar(self.scalar(&c).node)),
            Some(c) if c.as_rule() == Rule::memref_ty => Known::Ty(Type::Memref(self.memref(c).node)),
            Some(c) if c.as_rule() == Rule::group_ty => {
                let at = span_of(&c);
                let mut memref = None;
                let mut size = None;
                let mut offset = None;
                for g in c.into_inner() {
                    match g.as_rule() {
                        Rule::memref_ty => memref = Some(self.memref(g).node),
                        Rule::group_size => size = g.into_inner().next().map(|d| self.dim(d)),
                        Rule::dim => offset = Some(self.dim(g)),
                        _ => {}
                    }
                }
                if size.is_none() {
                    self.errors.push(
                        Diagnostic::new(Code::E02, "A group type gives its number of memrefs", at)
                            .label("no `x` and size after the memref type")
                            .note("tinytc v0.4 writes `group<memref<…>x?>` (`?`: the count is a kernel argument) or `group<memref<…>x8>`; tinytc v0.3.1's `group<memref<…>>` has no count"),
                    );
                }
                let size = size.unwrap_or(Dim::Dynamic);
                // The grammar always has the member type; the placeholder only keeps the tree whole.
                let memref = memref.unwrap_or_else(placeholder_memref);
                Known::Ty(Type::Group(GroupType {
                    memref,
                    offset: offset.unwrap_or(Dim::Static(0)),
                    explicit_offset: offset.is_some(),
                    size: Some(size),
                }))
            }
            Some(c) if c.as_rule() == Rule::coop_ty => {
                let mut k = c.into_inner();
                let elem = k.next().map_or(Scalar::F32, |e| self.scalar(&e).node);
                let rows = k.next().map_or(1, |r| self.int(&r).node);
                let cols = k.next().map_or(1, |r| self.int(&r).node);
                let usage = match k.next().map(|u| u.as_str().to_string()).as_deref() {
                    Some("matrix_a") => MatrixUse::A,
                    Some("matrix_b") => MatrixUse::B,
                    _ => MatrixUse::Acc,
                };
                Known::Ty(Type::Coop(CoopType { elem, rows, cols, usage }))
            }
            _ => Known::Other,
        };
        (k, span)
    }

    /// A type that must be a scalar (E02-class otherwise, at the type).
    fn scalar_ty(&mut self, p: Pair<'_, Rule>, what: &str) -> Build<Spanned<Scalar>> {
        match self.ty(p) {
            (Known::Ty(Type::Scalar(s)), span) => Ok(Spanned::new(s, span)),
            (_, span) => {
                Err(Diagnostic::new(Code::E02, format!("{what} must have a scalar type"), span)
                    .label("not a scalar type"))
            }
        }
    }

    fn memref_ty(&mut self, p: Pair<'_, Rule>, what: &str) -> Build<Spanned<MemrefType>> {
        match self.ty(p) {
            (Known::Ty(Type::Memref(m)), span) => Ok(Spanned::new(m, span)),
            (_, span) => {
                Err(Diagnostic::new(Code::E02, format!("{what} must have a memref type"), span)
                    .label("not a memref type"))
            }
        }
    }

    /// `{name=value, …}` as (name, value pair, span of the entry).
    /// The entries of an attribute dictionary whose names the caller knows (`known`) or that are
    /// not strings: a string name other than those (`{"note"="…"}`; the manual's grammar admits
    /// any string-attribute as a name) is the user's own attribute, which means nothing to the
    /// compiler and is skipped. A known name may be written as a string too.
    fn dict<'i>(&mut self, p: Pair<'i, Rule>, known: &[&str]) -> Vec<(String, Pair<'i, Rule>, Span)> {
        let mut seen: HashMap<String, Span> = HashMap::new();
        let mut out = Vec::new();
        for c in p.into_inner().filter(|c| c.as_rule() == Rule::named_attr) {
            let span = span_of(&c);
            let mut k = c.into_inner();
            let Some(raw) = k.next().map(|r| r.as_str()) else { continue };
            let name = raw.trim_matches('"').to_string();
            // tinytc v0.4.0: "Duplicate key detected in list of named attributes".
            if let Some(first) = seen.insert(name.clone(), span) {
                self.errors.push(
                    Diagnostic::new(Code::E02, format!("Duplicate attribute `{name}`"), span)
                        .label("given again here")
                        .with(first, "first given here"),
                );
                continue;
            }
            if raw.starts_with('"') && !known.contains(&name.as_str()) {
                continue;
            }
            if let Some(value) = k.next().and_then(|v| v.into_inner().next()) {
                out.push((name, value, span));
            }
        }
        out
    }

    /// The attributes of a dictionary named by a string that tinyc does not know (tinytc v0.4
    /// ignores them too), printed canonically so that `fmt` keeps them: `"name"=value`.
    fn opaque_attrs(p: &Pair<'_, Rule>, known: &[&str]) -> Vec<String> {
        p.clone()
            .into_inner()
            .filter(|c| c.as_rule() == Rule::named_attr)
            .filter_map(|c| {
                let mut k = c.into_inner();
                let raw = k.next()?.as_str();
                if !raw.starts_with('"') || known.contains(&raw.trim_matches('"')) {
                    return None;
                }
                Some(format!("{raw}={}", attr_text(&k.next()?)))
            })
            .collect()
    }

    fn attr_int(&mut self, v: &Pair<'_, Rule>, what: &str, at: Span) -> Option<Spanned<i64>> {
        if v.as_rule() == Rule::int_lit {
            Some(self.int(v))
        } else {
            self.errors.push(Diagnostic::new(Code::E02, format!("{what} must be an integer"), at).label("here"));
            None
        }
    }

    fn attr_ints(&mut self, v: Pair<'_, Rule>, what: &str, at: Span) -> Vec<Spanned<i64>> {
        if v.as_rule() != Rule::array_attr {
            self.errors
                .push(Diagnostic::new(Code::E02, format!("{what} must be an array of integers"), at).label("here"));
            return Vec::new();
        }
        let mut out = Vec::new();
        for a in v.into_inner() {
            if let Some(x) = a.into_inner().next()
                && let Some(i) = self.attr_int(&x, what, at)
            {
                out.push(i);
            }
        }
        out
    }

    fn func(&mut self, p: Pair<'_, Rule>) -> Func {
        let span = span_of(&p);
        let kw_span = Span::new(span.start as usize, span.start as usize + 4);
        self.scopes.push(HashMap::new());
        let mut name = String::new();
        let mut name_span = kw_span;
        let mut params = Vec::new();
        let mut attrs = Vec::new();
        let mut opaque = Vec::new();
        let mut body = Region { insts: Vec::new(), span };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::global_id => {
                    name = c.as_str()[1..].to_string();
                    name_span = span_of(&c);
                }
                Rule::param => params.push(self.param(c)),
                Rule::dict_attr => {
                    opaque = Self::opaque_attrs(&c, &["subgroup_size", "work_group_size"]);
                    attrs = self.func_attrs(c);
                }
                Rule::region => body = self.region(c),
                _ => {}
            }
        }
        self.scopes.pop();
        Func { name, name_span, kw_span, params, attrs, opaque, body, span }
    }

    fn func_attrs(&mut self, p: Pair<'_, Rule>) -> Vec<Attr> {
        let mut out = Vec::new();
        for (name, value, at) in self.dict(p, &["subgroup_size", "work_group_size"]) {
            match name.as_str() {
                "subgroup_size" => {
                    if let Some(s) = self.attr_int(&value, "subgroup_size", at) {
                        out.push(Spanned::new(AttrKind::SubgroupSize(s), at));
                    }
                }
                "work_group_size" => {
                    let v = self.attr_ints(value, "work_group_size", at);
                    if v.len() == 2 {
                        out.push(Spanned::new(AttrKind::WorkGroupSize(v[0], v[1]), at));
                    } else {
                        self.errors.push(
                            Diagnostic::new(Code::E02, "work_group_size must have 2 entries", at)
                                .label(format!("{} entries", v.len())),
                        );
                    }
                }
                other => self.errors.push(
                    Diagnostic::new(Code::E02, format!("Unknown function attribute `{other}`"), at)
                        .label("not an attribute of functions")
                        .note("functions take subgroup_size and work_group_size"),
                ),
            }
        }
        out
    }

    fn param(&mut self, p: Pair<'_, Rule>) -> Param {
        let mut k = p.into_inner();
        let name = k.next().map(|n| self.ident(&n)).unwrap_or_else(|| Ident {
            name: String::new(),
            span: Span::default(),
            id: IdentId(0),
        });
        let (known, ty_span) = match k.next() {
            Some(t) => self.ty(t),
            None => (Known::Other, name.span),
        };
        let ty = match &known {
            Known::Ty(Type::Coop(_)) | Known::Other => {
                self.errors.push(
                    Diagnostic::new(Code::E02, "Arguments must not have coopmatrix type", ty_span)
                        .label("a cooperative matrix lives in a subgroup's registers"),
                );
                Type::Scalar(Scalar::I32)
            }
            Known::Ty(t) => t.clone(),
        };
        let mut attrs = Vec::new();
        if let Some(d) = k.next() {
            let known = ["alignment", "shape_gcd", "stride_gcd"];
            let opaque = Self::opaque_attrs(&d, &known);
            let at = span_of(&d);
            for (n, value, at) in self.dict(d, &known) {
                let a = match n.as_str() {
                    "alignment" => self.attr_int(&value, "alignment", at).map(|v| ParamAttr::Alignment(v.node)),
                    "shape_gcd" => Some(ParamAttr::ShapeGcd(
                        self.attr_ints(value, "shape_gcd", at).iter().map(|v| v.node).collect(),
                    )),
                    "stride_gcd" => Some(ParamAttr::StrideGcd(
                        self.attr_ints(value, "stride_gcd", at).iter().map(|v| v.node).collect(),
                    )),
                    other => {
                        self.errors.push(
                            Diagnostic::new(Code::E02, format!("Unknown parameter attribute `{other}`"), at)
                                .label("not an attribute of parameters")
                                .note("memref and group parameters take alignment, shape_gcd and stride_gcd"),
                        );
                        None
                    }
                };
                if let Some(a) = a {
                    self.param_attr_fits(&a, &ty, at);
                    attrs.push(Spanned::new(a, at));
                }
            }
            attrs.extend(opaque.into_iter().map(|o| Spanned::new(ParamAttr::Opaque(o), at)));
        }
        self.declare(&name, known);
        Param { name, ty: Spanned::new(ty, ty_span), attrs }
    }

    /// The manual's restrictions on a parameter's attributes (E02): only memref and group
    /// parameters take them; the alignment is a positive multiple of the element's size; the
    /// GCDs are positive, no more than the tensor has modes, and divide the static sizes and
    /// strides they speak of (an assertion that cannot hold is an error, not a promise).
    fn param_attr_fits(&mut self, a: &ParamAttr, ty: &Type, at: Span) {
        // A number that overflowed (E03, read as 0) says nothing about the attribute.
        if self.errors.iter().any(|e| e.code == Code::E03 && e.span.start >= at.start && e.span.end <= at.end) {
            return;
        }
        let m = match ty {
            Type::Memref(m) => m,
            Type::Group(g) => &g.memref,
            _ => {
                let name = match a {
                    ParamAttr::Alignment(_) => "alignment",
                    ParamAttr::ShapeGcd(_) => "shape_gcd",
                    ParamAttr::StrideGcd(_) => "stride_gcd",
                    ParamAttr::Opaque(_) => return,
                };
                self.errors.push(
                    Diagnostic::new(Code::E02, "Invalid parameter attribute", at)
                        .label(format!("{name} on a parameter of type {ty}"))
                        .note("only parameters with memref or group type take alignment, shape_gcd and stride_gcd"),
                );
                return;
            }
        };
        let bytes = i64::from(m.elem.bytes());
        let gcd_note = "a GCD attribute asserts that each size or stride is a multiple of its divisor";
        let not_divided = |divisors: &[i64], values: Vec<Option<i64>>, what: &str| {
            divisors.iter().zip(values).enumerate().find_map(|(k, (d, v))| match v {
                Some(v) if *d > 0 && v % d != 0 => {
                    Some(format!("the {what} of mode {k} is {v}, not a multiple of {d}"))
                }
                _ => None,
            })
        };
        let error = match a {
            ParamAttr::Alignment(v) if *v <= 0 => Some((
                format!("alignment={v} is not a positive number of bytes"),
                "the alignment X asserts that the base pointer is 0 modulo X",
            )),
            ParamAttr::Alignment(v) if *v % bytes != 0 => Some((
                format!("alignment={v} is not a multiple of the size of {} ({bytes} bytes)", m.elem),
                "the alignment must be a multiple of the size of the memref's element type",
            )),
            ParamAttr::ShapeGcd(v) | ParamAttr::StrideGcd(v) if v.len() > m.shape.len() => Some((
                format!("{} divisors for a memref of order {}", v.len(), m.shape.len()),
                "shape_gcd and stride_gcd give at most one divisor per mode",
            )),
            ParamAttr::ShapeGcd(v) | ParamAttr::StrideGcd(v) if v.iter().any(|d| *d <= 0) => Some((
                format!("the divisor {} is not positive", v.iter().find(|d| **d <= 0).copied().unwrap_or_default()),
                gcd_note,
            )),
            ParamAttr::ShapeGcd(v) => {
                not_divided(v, m.shape.iter().map(|s| s.as_static()).collect(), "size").map(|l| (l, gcd_note))
            }
            ParamAttr::StrideGcd(v) => {
                not_divided(v, m.stride.iter().map(|s| s.as_static()).collect(), "stride").map(|l| (l, gcd_note))
            }
            _ => None,
        };
        if let Some((label, note)) = error {
            self.errors.push(Diagnostic::new(Code::E02, "Invalid parameter attribute", at).label(label).note(note));
        }
    }

    fn region(&mut self, p: Pair<'_, Rule>) -> Region {
        let span = span_of(&p);
        self.scopes.push(HashMap::new());
        let mut insts = Vec::new();
        // The previous instruction: where it ends (a byte offset), its keyword, and the index of
        // its error in `errors` when it had one.
        let mut prev: Option<(usize, (String, Span), Option<usize>)> = None;
        for i in p.into_inner().filter(|c| c.as_rule() == Rule::inst) {
            let (input, start, end) = (i.as_span().get_input(), i.as_span().start(), i.as_span().end());
            // On the line the previous instruction ends on (the text between them has no line
            // break: linear in the program, unlike counting lines from its start each time).
            let same_line = |prev_end: usize| !input.get(prev_end..start).unwrap_or("\n").contains('\n');
            let (head, bare) = inst_head(&i);
            let errors_before = self.errors.len();
            let built = self.inst(i);
            let failed = self.errors.len() > errors_before;
            // A word that is no operand ends an instruction early, and the grammar reads it as
            // the next instruction, on the same line and without results: one error at the
            // word, not one for each half.
            if let (true, true, Some((word, at)), Some((prev_end, (name, kw), prev_error))) =
                (failed, bare, &head, &prev)
                && same_line(*prev_end)
            {
                let helps: Vec<String> = self
                    .errors
                    .drain(errors_before..)
                    .flat_map(|d| d.notes)
                    .filter(|n| n.starts_with("help:"))
                    .collect();
                if let Some(k) = prev_error {
                    self.errors.remove(*k);
                }
                // After a complete instruction the word follows it; else it is where an
                // operand would be.
                let (message, label) = match prev_error {
                    Some(_) => (
                        format!("Unexpected `{word}` in the `{name}` instruction"),
                        format!("not an operand of `{name}`"),
                    ),
                    None => {
                        (format!("Unexpected `{word}` after the `{name}` instruction"), "unexpected here".to_string())
                    }
                };
                let mut d = Diagnostic::new(Code::E02, message, *at).label(label).with(*kw, "this instruction");
                d.notes.extend(helps);
                self.errors.push(d);
                prev = None;
                continue;
            }
            prev = head.map(|h| (end, h, failed.then_some(errors_before)));
            insts.extend(built);
        }
        self.scopes.pop();
        Region { insts, span }
    }

    fn inst(&mut self, p: Pair<'_, Rule>) -> Option<Inst> {
        let span = span_of(&p);
        let mut results = Vec::new();
        let mut op = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::results => results = c.into_inner().map(|r| self.ident(&r)).collect(),
                Rule::op => op = c.into_inner().next(),
                _ => {}
            }
        }
        let op = op?;
        let kw_span = keyword(&op).1;
        let built = match op.as_rule() {
            Rule::plain => self.plain(op, &results),
            Rule::for_inst => self.for_inst(op, &results),
            Rule::foreach_inst => self.foreach(op),
            Rule::if_inst => self.if_inst(op),
            Rule::parallel => {
                let body = op.into_inner().next().map(|r| self.region(r));
                Ok((InstKind::Parallel { body: body.unwrap_or(Region { insts: vec![], span }) }, vec![]))
            }
            Rule::yield_inst => {
                let values: Vec<Operand> = op.into_inner().map(|v| Operand::Value(self.ident(&v))).collect();
                let types = values
                    .iter()
                    .map(|v| match v {
                        Operand::Value(i) => Spanned::new(self.type_of(i).unwrap_or(Type::Scalar(Scalar::I32)), i.span),
                        Operand::Literal(l) => Spanned::new(Type::Scalar(Scalar::I32), l.span),
                    })
                    .collect();
                Ok((InstKind::Yield { values, types }, vec![]))
            }
            Rule::coop_apply => self.coop_apply(op, span),
            Rule::foreach_tile => self.foreach_tile(op, span),
            _ => return None,
        };
        match built {
            Ok((kind, types)) => {
                for (r, k) in results.iter().zip(types) {
                    self.declare(r, k);
                }
                Some(Inst { results, kind, kw_span, span })
            }
            Err(e) => {
                self.errors.push(e);
                for r in &results {
                    self.declare(r, Known::Other);
                }
                None
            }
        }
    }

    /// Checks the modifiers of an instruction against those it takes; returns them in order.
    fn mods(&self, plain: &Plain<'_>, allowed: &[&str]) -> Build<Vec<String>> {
        for (m, at) in &plain.mods {
            if !allowed.contains(&m.as_str()) {
                let list = allowed.join(", ");
                return Err(Diagnostic::new(
                    Code::E02,
                    format!("`{}` does not take the modifier `{m}`", plain.name),
                    *at,
                )
                .label("unknown modifier")
                .note(if allowed.is_empty() {
                    format!("`{}` takes no modifiers", plain.name)
                } else {
                    format!("`{}` takes {list}", plain.name)
                }));
            }
        }
        Ok(plain.mods.iter().map(|(m, _)| m.clone()).collect())
    }

    /// The manual's grammar gives each instruction's modifiers as optional groups in a fixed
    /// order (`"gemm" [".atomic"] [transpose] [transpose]`, `"barrier" [".global"] [".local"]`,
    /// `[memory_scope] [memory_semantics]`): each modifier must come from a group after the
    /// previous modifier's (so none repeats). `groups` are those groups, in order; the modifiers
    /// are already known to be allowed ([`mods`](Self::mods)). tinytc v0.4.0 refuses the
    /// other orders too.
    fn mods_in_order(&self, plain: &Plain<'_>, groups: &[&[&str]]) -> Build<()> {
        let mut next = 0;
        let mut prev: Option<(&str, Span)> = None;
        for (m, at) in &plain.mods {
            match (next..groups.len()).find(|&g| groups[g].contains(&m.as_str())) {
                Some(g) => next = g + 1,
                None => {
                    let order: Vec<String> = groups.iter().map(|g| format!("[{}]", g.join(" | "))).collect();
                    let mut d = Diagnostic::new(
                        Code::E02,
                        format!("The modifier `{m}` of `{}` is out of order or repeated", plain.name),
                        *at,
                    )
                    .label("not allowed here");
                    if let Some((p, pat)) = prev {
                        d = d.with(pat, format!("after `{p}`"));
                    }
                    return Err(d.note(format!(
                        "`{}` takes its modifiers in this order: {}",
                        plain.name,
                        order.join(" ")
                    )));
                }
            }
            prev = Some((m.as_str(), *at));
        }
        Ok(())
    }

    /// `cooperative_matrix_apply (%i, %j, %v) = %A -> T region`.
    fn coop_apply(&mut self, op: Pair<'_, Rule>, span: Span) -> Build<(InstKind, Vec<Known>)> {
        let mut ids = Vec::new();
        let mut ty = None;
        let mut body = None;
        for c in op.into_inner() {
            match c.as_rule() {
                Rule::local_id => ids.push(self.ident(&c)),
                Rule::ty => ty = Some(self.ty(c)),
                Rule::region => body = Some(c),
                _ => {}
            }
        }
        let (Ok([row, col, val, src]), Some((known, ty_span))) = (<[Ident; 4]>::try_from(ids), ty) else {
            return Err(Diagnostic::new(Code::E02, "Malformed `cooperative_matrix_apply`", span).label("here"));
        };
        let Known::Ty(t) = known else {
            return Err(Diagnostic::new(Code::E02, "Expected a type", ty_span).label("here"));
        };
        let elem = match &t {
            Type::Coop(c) => c.elem,
            _ => Scalar::F32,
        };
        self.scopes.push(HashMap::new());
        self.declare(&row, Known::Ty(Type::Scalar(Scalar::I32)));
        self.declare(&col, Known::Ty(Type::Scalar(Scalar::I32)));
        self.declare(&val, Known::Ty(Type::Scalar(elem)));
        let body = match body {
            Some(b) => self.region(b),
            None => Region { insts: vec![], span },
        };
        self.scopes.pop();
        let known = vec![Known::Ty(t.clone())];
        Ok((InstKind::CoopApply { row, col, val, src, ty: Spanned::new(t, ty_span), body }, known))
    }

    /// `foreach_tile (%i…) = (%from…), (%to…) as (%size…) <= (tile…) region`.
    fn foreach_tile(&mut self, op: Pair<'_, Rule>, span: Span) -> Build<(InstKind, Vec<Known>)> {
        let mut lists: Vec<Vec<Ident>> = Vec::new();
        let mut tile = Vec::new();
        let mut body = None;
        for c in op.into_inner() {
            match c.as_rule() {
                Rule::id_list => lists.push(c.into_inner().map(|i| self.ident(&i)).collect()),
                Rule::int_list => tile = c.into_inner().map(|i| self.int(&i)).collect(),
                Rule::region => body = Some(c),
                _ => {}
            }
        }
        let Ok([vars, from, to, sizes]) = <[Vec<Ident>; 4]>::try_from(lists) else {
            return Err(Diagnostic::new(Code::E02, "Malformed `foreach_tile`", span).label("here"));
        };
        let n = vars.len();
        if from.len() != n || to.len() != n || sizes.len() != n || tile.len() != n {
            return Err(Diagnostic::new(Code::E02, "The lists of a foreach_tile must have one length", span).label(
                format!(
                    "{n} variables, {} lower bounds, {} upper bounds, {} sizes, {} tile sizes",
                    from.len(),
                    to.len(),
                    sizes.len(),
                    tile.len()
                ),
            ));
        }
        let tys: Vec<Spanned<Scalar>> = from.iter().map(|f| self.scalar_of(f)).collect();
        self.scopes.push(HashMap::new());
        for (v, t) in vars.iter().chain(&sizes).zip(tys.iter().chain(&tys)) {
            self.declare(v, Known::Ty(Type::Scalar(t.node)));
        }
        let body = match body {
            Some(b) => self.region(b),
            None => Region { insts: vec![], span },
        };
        self.scopes.pop();
        Ok((InstKind::ForeachTile { vars, from, to, sizes, tile, tys, body }, vec![]))
    }

    /// The `cooperative_matrix_*` instructions.
    fn coop_inst(&mut self, plain: &Plain<'_>) -> Build<(InstKind, Vec<Known>)> {
        let name = plain.name.as_str();
        let operands = |n: usize, this: &Self, what: &str| {
            if plain.operands.len() == n { Ok(()) } else { Err(this.form_error(plain, what)) }
        };
        let result = |this: &mut Self| -> Build<(Spanned<Type>, Vec<Known>)> {
            let ty = this.need_ty(plain)?;
            let (known, span) = this.ty(ty);
            match known {
                Known::Ty(t) => Ok((Spanned::new(t.clone(), span), vec![Known::Ty(t)])),
                Known::Other => Err(Diagnostic::new(Code::E02, "Expected a type", span).label("here")),
            }
        };
        let no_result = |_: &Self| {
            if plain.ty.is_some() {
                return Err(Diagnostic::new(Code::E08, "Instruction does not return value", plain.name_span)
                    .label(format!("`{name}` has no result type")));
            }
            Ok::<_, Diagnostic>(())
        };
        // `%M[%x, %y]`: the memref and the two positions.
        let position = |this: &mut Self, k: usize| -> Build<(Ident, [Ident; 2])> {
            let (m, slots) = this.indexed_at(plain, k, "%M[%x, %y]")?;
            let idx = this.indices(plain, slots)?;
            match <[Operand; 2]>::try_from(idx) {
                Ok([Operand::Value(x), Operand::Value(y)]) => Ok((m, [x, y])),
                _ => Err(this.form_error(plain, "%M[%x, %y] with two local identifiers")),
            }
        };
        let access = |this: &Self, transpose_ok: bool| -> Build<CoopAccess> {
            let mut allowed = vec![".rows_checked", ".cols_checked", ".both_checked"];
            if transpose_ok {
                allowed.extend([".n", ".t"]);
            }
            if name.starts_with("cooperative_matrix_atomic_") {
                allowed.extend(ATOMIC_MODS);
            }
            let mods = this.mods(plain, &allowed)?;
            let transposes: &[&str] = if transpose_ok { &[".n", ".t"] } else { &[] };
            this.mods_in_order(
                plain,
                &[
                    transposes,
                    &[".rows_checked", ".cols_checked", ".both_checked"],
                    &ATOMIC_MODS[..4],
                    &ATOMIC_MODS[4..],
                ],
            )?;
            let mut a = CoopAccess::default();
            for m in mods {
                match m.as_str() {
                    ".t" => a.transpose = true,
                    ".rows_checked" => a.rows_checked = true,
                    ".cols_checked" => a.cols_checked = true,
                    ".both_checked" => (a.rows_checked, a.cols_checked) = (true, true),
                    _ => {}
                }
            }
            Ok(a)
        };
        let int_operand = |this: &mut Self, k: usize, what: &str| -> Build<Spanned<i64>> {
            match plain.operands.get(k).and_then(|o| o.clone().into_inner().next()) {
                Some(c) if c.as_rule() == Rule::int_lit => Ok(this.int(&c)),
                _ => Err(this.form_error(plain, what)),
            }
        };
        let (inst, ty, known) = match name {
            "cooperative_matrix_construct" => {
                self.mods(plain, &[])?;
                operands(1, self, "one value")?;
                let v = self.value_at(plain, 0, "a value")?;
                let (ty, known) = result(self)?;
                (CoopInst::Construct { value: Operand::Value(v) }, Some(ty), known)
            }
            "cooperative_matrix_extract" | "cooperative_matrix_insert" => {
                self.mods(plain, &[])?;
                let insert = name.ends_with("insert");
                operands(if insert { 2 } else { 1 }, self, if insert { "a value and %A[k]" } else { "%A[k]" })?;
                let value = if insert { Some(self.value_at(plain, 0, "a value")?) } else { None };
                let (src, mut slots) = self.indexed_at(plain, usize::from(insert), "%A[k]")?;
                if slots.len() != 1 {
                    return Err(self.form_error(plain, "one constant index"));
                }
                let index = self.slot_int(plain, slots.remove(0), "a constant index")?;
                let (ty, known) = result(self)?;
                let inst = match value {
                    Some(value) => CoopInst::Insert { value, src, index },
                    None => CoopInst::Extract { src, index },
                };
                (inst, Some(ty), known)
            }
            "cooperative_matrix_load" => {
                let access = access(self, true)?;
                operands(1, self, "%M[%x, %y]")?;
                let (src, pos) = position(self, 0)?;
                let mty = self.memref_of(&src);
                let (ty, known) = result(self)?;
                (CoopInst::Load { access, src, pos, mty }, Some(ty), known)
            }
            "cooperative_matrix_store" => {
                let access = access(self, true)?;
                operands(2, self, "a matrix and %M[%x, %y]")?;
                let value = self.value_at(plain, 0, "a matrix")?;
                let (dst, pos) = position(self, 1)?;
                let mty = self.memref_of(&dst);
                no_result(self)?;
                (CoopInst::Store { access, value, dst, pos, mty }, None, vec![])
            }
            "cooperative_matrix_mul_add" => {
                self.mods(plain, &[])?;
                operands(3, self, "%A, %B, %C")?;
                let a = self.value_at(plain, 0, "%A")?;
                let b = self.value_at(plain, 1, "%B")?;
                let c = self.value_at(plain, 2, "%C")?;
                let (ty, known) = result(self)?;
                (CoopInst::MulAdd { a, b, c }, Some(ty), known)
            }
            "cooperative_matrix_scale" => {
                self.mods(plain, &[])?;
                operands(2, self, "a scalar and a matrix")?;
                let scalar = self.value_at(plain, 0, "a scalar")?;
                let matrix = self.value_at(plain, 1, "a matrix")?;
                let (ty, known) = result(self)?;
                (CoopInst::Scale { scalar, matrix }, Some(ty), known)
            }
            "cooperative_matrix_prefetch" => {
                self.mods(plain, &[])?;
                operands(4, self, "level, %M[%x, %y], rows, cols")?;
                let level = int_operand(self, 0, "a constant cache level")?.node;
                let (dst, pos) = position(self, 1)?;
                let rows = int_operand(self, 2, "a constant row count")?.node;
                let cols = int_operand(self, 3, "a constant column count")?.node;
                let mty = self.memref_of(&dst);
                no_result(self)?;
                (CoopInst::Prefetch { dst, pos, mty, hint: [level, rows, cols] }, None, vec![])
            }
            _ if name.starts_with("cooperative_matrix_atomic_") => {
                let op = match name.trim_start_matches("cooperative_matrix_atomic_") {
                    "load" => AtomicOp::Load,
                    "store" => AtomicOp::Store,
                    "add" => AtomicOp::Add,
                    "max" => AtomicOp::Max,
                    "min" => AtomicOp::Min,
                    _ => {
                        return Err(Diagnostic::new(
                            Code::E02,
                            format!("Unknown instruction `{name}`"),
                            plain.name_span,
                        )
                        .label("not an instruction of tinytc v0.4"));
                    }
                };
                let access = access(self, true)?;
                let mods: String = plain
                    .mods
                    .iter()
                    .filter(|(m, _)| ATOMIC_MODS.contains(&m.as_str()))
                    .map(|(m, _)| m.as_str())
                    .collect();
                let load = op == AtomicOp::Load;
                operands(if load { 1 } else { 2 }, self, if load { "%M[%x, %y]" } else { "a matrix and %M[%x, %y]" })?;
                let value = if load { None } else { Some(self.value_at(plain, 0, "a matrix")?) };
                let (dst, pos) = position(self, usize::from(!load))?;
                let mty = self.memref_of(&dst);
                let (ty, known) = if op == AtomicOp::Store {
                    no_result(self)?;
                    (None, vec![])
                } else {
                    let (t, k) = result(self)?;
                    (Some(t), k)
                };
                (CoopInst::Atomic { op, access, value, dst, pos, mty, mods }, ty, known)
            }
            "cooperative_matrix_reduce_add" | "cooperative_matrix_reduce_max" | "cooperative_matrix_reduce_min" => {
                let mods = self.mods(plain, &[".row", ".column"])?;
                let column = match mods.as_slice() {
                    [m] => m == ".column",
                    _ => return Err(self.form_error(plain, "one of .row and .column")),
                };
                operands(1, self, "one matrix")?;
                let src = self.value_at(plain, 0, "a matrix")?;
                let op = match name {
                    "cooperative_matrix_reduce_add" => GroupArith::Add,
                    "cooperative_matrix_reduce_max" => GroupArith::Max,
                    _ => GroupArith::Min,
                };
                let (ty, known) = result(self)?;
                (CoopInst::Reduce { op, column, src }, Some(ty), known)
            }
            _ => return Err(unknown_instruction(name, plain)),
        };
        Ok((InstKind::Coop { inst, ty }, known))
    }

    /// `atomic_load`, `atomic_store`, `atomic_add|max|min` with an optional memory scope and
    /// memory semantics modifier.
    fn atomic_access(&mut self, plain: &Plain<'_>, op: AtomicOp) -> Build<(InstKind, Vec<Known>)> {
        const SCOPES: [&str; 4] = [".cross_device", ".device", ".work_group", ".subgroup"];
        const SEMANTICS: [&str; 5] =
            [".relaxed", ".acquire", ".release", ".acquire_release", ".sequentially_consistent"];
        let allowed: Vec<&str> = SCOPES.iter().chain(&SEMANTICS).copied().collect();
        let mods = self.mods(plain, &allowed)?;
        self.mods_in_order(plain, &[&SCOPES[..], &SEMANTICS[..]])?;
        for group in [&SCOPES[..], &SEMANTICS[..]] {
            if let Some((m, at)) = plain.mods.iter().filter(|(m, _)| group.contains(&m.as_str())).nth(1) {
                return Err(Diagnostic::new(
                    Code::E02,
                    format!(
                        "`{}` takes one {}",
                        plain.name,
                        if group.len() == 4 { "memory scope" } else { "memory semantics" }
                    ),
                    *at,
                )
                .label(format!("`{m}` is a second one")));
            }
        }
        let operands = if op == AtomicOp::Load { 1 } else { 2 };
        if plain.operands.len() != operands {
            let what = if operands == 1 { "%tensor[indices]" } else { "a value and %tensor[indices]" };
            return Err(self.form_error(plain, what));
        }
        let (value, at) = if op == AtomicOp::Load { (None, 0) } else { (Some(self.value_at(plain, 0, "a value")?), 1) };
        let (dst, slots) = self.indexed_at(plain, at, "%tensor[indices]")?;
        let indices = self.indices(plain, slots)?;
        let result = if op == AtomicOp::Store {
            if plain.ty.is_some() {
                return Err(Diagnostic::new(Code::E08, "Instruction does not return value", plain.name_span)
                    .label("`atomic_store` has no result type"));
            }
            None
        } else {
            let ty = self.need_ty(plain)?;
            Some(self.scalar_ty(ty, plain.name.as_str())?)
        };
        let ty = self.memref_of(&dst);
        let types = result.map(|r| vec![Known::Ty(Type::Scalar(r.node))]).unwrap_or_default();
        Ok((InstKind::AtomicAccess { op, value, dst, indices, ty, result, mods: mods.concat() }, types))
    }

    fn form_error(&self, plain: &Plain<'_>, expected: &str) -> Diagnostic {
        Diagnostic::new(Code::E02, format!("Malformed `{}` instruction", plain.name), plain.name_span)
            .label(format!("expected {expected}"))
    }

    /// The `k`-th operand as a plain value.
    fn value_at(&mut self, plain: &Plain<'_>, k: usize, expected: &str) -> Build<Ident> {
        match plain.operands.get(k).and_then(|o| o.clone().into_inner().next()) {
            Some(c) if c.as_rule() == Rule::local_id => Ok(self.ident(&c)),
            _ => Err(self.form_error(plain, expected)),
        }
    }

    /// The `k`-th operand as `%name[slots]`.
    fn indexed_at<'i>(&mut self, plain: &Plain<'i>, k: usize, expected: &str) -> Build<(Ident, Vec<Pair<'i, Rule>>)> {
        match plain.operands.get(k).and_then(|o| o.clone().into_inner().next()) {
            Some(c) if c.as_rule() == Rule::indexed => {
                let mut inner = c.into_inner();
                let name = match inner.next() {
                    Some(n) => self.ident(&n),
                    None => return Err(self.form_error(plain, expected)),
                };
                Ok((name, inner.collect()))
            }
            _ => Err(self.form_error(plain, expected)),
        }
    }

    fn ix(&mut self, p: Pair<'_, Rule>) -> Index {
        let inner = if p.as_rule() == Rule::ix { p.into_inner().next() } else { Some(p) };
        match inner {
            Some(c) if c.as_rule() == Rule::local_id => Operand::Value(self.ident(&c)),
            Some(c) => {
                let v = self.int(&c);
                Operand::Literal(Spanned::new(Literal::Int { value: v.node, boolean: false }, v.span))
            }
            None => Operand::Literal(Spanned::new(Literal::Int { value: 0, boolean: false }, Span::default())),
        }
    }

    /// Index slots (`[%i, 3]`) that must be plain indices.
    fn indices(&mut self, plain: &Plain<'_>, slots: Vec<Pair<'_, Rule>>) -> Build<Vec<Index>> {
        let mut out = Vec::new();
        for s in slots {
            match s.into_inner().next() {
                Some(c) if c.as_rule() == Rule::ix => out.push(self.ix(c)),
                _ => return Err(self.form_error(plain, "indices")),
            }
        }
        Ok(out)
    }

    fn slot_int(&mut self, plain: &Plain<'_>, s: Pair<'_, Rule>, expected: &str) -> Build<Spanned<i64>> {
        match s.into_inner().next().and_then(|c| c.into_inner().next()) {
            Some(c) if c.as_rule() == Rule::int_lit => Ok(self.int(&c)),
            _ => Err(self.form_error(plain, expected)),
        }
    }

    fn need_ty<'i>(&self, plain: &Plain<'i>) -> Build<Pair<'i, Rule>> {
        plain.ty.clone().ok_or_else(|| {
            Diagnostic::new(Code::E02, format!("`{}` needs its result type", plain.name), plain.name_span)
                .label("expected `: type` after the operands")
        })
    }

    fn plain(&mut self, p: Pair<'_, Rule>, results: &[Ident]) -> Build<(InstKind, Vec<Known>)> {
        let text = p.as_str().to_string();
        let mut plain = Plain {
            name: String::new(),
            name_span: Span::default(),
            mods: vec![],
            attrs: None,
            operands: vec![],
            ty: None,
        };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::op_name => {
                    plain.name = c.as_str().to_string();
                    plain.name_span = span_of(&c);
                }
                Rule::modifier => plain.mods.push((c.as_str().to_string(), span_of(&c))),
                Rule::dict_attr => plain.attrs = Some(c),
                Rule::operand => plain.operands.push(c),
                Rule::ty => plain.ty = Some(c),
                _ => {}
            }
        }
        let name = plain.name.clone();
        if plain.attrs.is_some() && name != "alloca" {
            return Err(Diagnostic::new(Code::E02, format!("`{name}` takes no attributes"), plain.name_span)
                .label("an attribute dictionary follows"));
        }
        let count = |n: usize, plain: &Plain<'_>, this: &Self, what: &str| {
            if plain.operands.len() == n { Ok(()) } else { Err(this.form_error(plain, what)) }
        };
        let single = |t: Type| vec![Known::Ty(t)];
        if let Some(op) = arith_op(&name) {
            self.mods(&plain, &[])?;
            let n = if op.is_unary() { 1 } else { 2 };
            count(n, &plain, self, if n == 1 { "one operand" } else { "two operands" })?;
            let operands: Vec<Operand> =
                (0..n).map(|k| self.value_at(&plain, k, "values").map(Operand::Value)).collect::<Build<_>>()?;
            let ty = self.need_ty(&plain)?;
            let (known, ty_span) = self.ty(ty);
            let rt = match known {
                Known::Ty(Type::Scalar(rt)) => rt,
                Known::Ty(t @ Type::Coop(_)) => {
                    let operands = operands.into_iter().filter_map(|o| o.as_value().cloned()).collect();
                    let ty = Some(Spanned::new(t.clone(), ty_span));
                    return Ok((InstKind::Coop { inst: CoopInst::Arith { op, operands }, ty }, single(t)));
                }
                _ => return Err(Diagnostic::new(Code::E02, "Arithmetic on a memref or group", ty_span).label("here")),
            };
            // The syntax tree keeps the operands' type (v0.3.1's annotation); for re, im and
            // abs of a complex number the result is the component type.
            let operand_ty = match &operands[0] {
                Operand::Value(i) if matches!(op, ArithOp::Re | ArithOp::Im | ArithOp::Abs) => self.scalar_of(i).node,
                _ => rt,
            };
            let result = match op {
                ArithOp::Re | ArithOp::Im | ArithOp::Abs => operand_ty.component(),
                _ => operand_ty,
            };
            if result != rt && matches!(op, ArithOp::Re | ArithOp::Im | ArithOp::Abs) {
                return Err(Diagnostic::new(Code::E12, "Operand type must match return type", plain.name_span).with(
                    Span::new(ty_span.start as usize, ty_span.end as usize),
                    format!("{name} of a {operand_ty} gives {result}"),
                ));
            }
            return Ok((
                InstKind::Arith { op, operands, ty: Spanned::new(operand_ty, ty_span) },
                single(Type::Scalar(rt)),
            ));
        }
        if let Some(op) = cmp_op(&name) {
            self.mods(&plain, &[])?;
            count(2, &plain, self, "two operands")?;
            let lhs = self.value_at(&plain, 0, "values")?;
            let rhs = self.value_at(&plain, 1, "values")?;
            let ty = self.need_ty(&plain)?;
            let (known, ty_span) = self.ty(ty);
            if !matches!(known, Known::Ty(Type::Scalar(Scalar::I1))) {
                return Err(Diagnostic::new(Code::E12, "A comparison returns bool", ty_span).label("expected bool"));
            }
            let operand_ty = self.scalar_of(&lhs);
            return Ok((
                InstKind::Cmp { op, lhs: Operand::Value(lhs), rhs: Operand::Value(rhs), ty: operand_ty },
                single(Type::Scalar(Scalar::I1)),
            ));
        }
        if let Some(op) = MathOp::ALL.iter().copied().find(|m| m.name() == name) {
            self.mods(&plain, &[])?;
            count(1, &plain, self, "one operand")?;
            let operand = self.value_at(&plain, 0, "a value")?;
            let ty = self.need_ty(&plain)?;
            let ty = self.scalar_ty(ty, "the result")?;
            return Ok((InstKind::Math { op, operand, ty }, single(Type::Scalar(ty.node))));
        }
        if matches!(name.as_str(), "group_id" | "num_groups" | "num_subgroups" | "subgroup_id")
            && builtin(&name, &plain.mods).is_none()
        {
            return Err(Diagnostic::new(Code::E02, format!("`{name}` needs one of .x, .y, .z"), plain.name_span)
                .label("the mode is missing or not one of .x, .y, .z"));
        }
        if matches!(name.as_str(), "subgroup_size" | "subgroup_linear_id" | "subgroup_local_id")
            && let Some((m, at)) = plain.mods.first()
        {
            return Err(Diagnostic::new(Code::E02, format!("`{name}` does not take the modifier `{m}`"), *at)
                .label("unknown modifier")
                .note(format!("`{name}` takes no modifiers (it has no modes)")));
        }
        if let Some(b) = builtin(&name, &plain.mods) {
            count(0, &plain, self, "no operands")?;
            let ty = self.need_ty(&plain)?;
            let ty = self.scalar_ty(ty, "the result")?;
            return Ok((InstKind::Builtin { query: b, ty }, single(Type::Scalar(ty.node))));
        }
        if is_unsupported(&name) {
            let types = match plain.ty.clone() {
                Some(t) => {
                    let (k, _) = self.ty(t);
                    vec![k; results.len()]
                }
                None => vec![Known::Other; results.len()],
            };
            return Ok((unsupported(&name, text), types));
        }
        match name.as_str() {
            "constant" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "a constant")?;
                let lit = plain.operands[0]
                    .clone()
                    .into_inner()
                    .next()
                    .ok_or_else(|| self.form_error(&plain, "a constant"))?;
                let span = span_of(&lit);
                let value = match lit.as_rule() {
                    Rule::int_lit => Literal::Int { value: self.int(&lit).node, boolean: false },
                    Rule::bool_lit => Literal::Int { value: i64::from(lit.as_str() == "true"), boolean: true },
                    Rule::float_lit => Literal::Float(self.float(&lit)),
                    Rule::complex_lit => {
                        let parts: Vec<f64> = lit.into_inner().map(|c| self.float(&c)).collect();
                        Literal::Complex(parts.first().copied().unwrap_or(0.0), parts.get(1).copied().unwrap_or(0.0))
                    }
                    _ => return Err(self.form_error(&plain, "a boolean, integer, floating point or complex constant")),
                };
                let ty = self.need_ty(&plain)?;
                let (known, ty_span) = self.ty(ty);
                match known {
                    Known::Ty(Type::Scalar(s)) => Ok((
                        InstKind::Constant { value: Spanned::new(value, span), ty: Spanned::new(s, ty_span) },
                        single(Type::Scalar(s)),
                    )),
                    Known::Ty(t @ Type::Coop(_)) => Ok((
                        InstKind::Coop {
                            inst: CoopInst::Construct { value: Operand::Literal(Spanned::new(value, span)) },
                            ty: Some(Spanned::new(t.clone(), ty_span)),
                        },
                        single(t),
                    )),
                    Known::Other => Ok((unsupported("constant", text), vec![Known::Other])),
                    Known::Ty(_) => {
                        Err(Diagnostic::new(Code::E02, "A constant must have a scalar or coopmatrix type", ty_span)
                            .label("not a scalar type"))
                    }
                }
            }
            "cast" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "one operand")?;
                let v = self.value_at(&plain, 0, "a value")?;
                let ty = self.need_ty(&plain)?;
                let (known, ty_span) = self.ty(ty);
                match known {
                    Known::Ty(Type::Scalar(to)) => {
                        let from = self.scalar_of(&v);
                        Ok((
                            InstKind::Cast { operand: Operand::Value(v), from, to: Spanned::new(to, ty_span) },
                            single(Type::Scalar(to)),
                        ))
                    }
                    Known::Ty(t @ Type::Coop(_)) => Ok((
                        InstKind::Coop {
                            inst: CoopInst::Cast { operand: v },
                            ty: Some(Spanned::new(t.clone(), ty_span)),
                        },
                        single(t),
                    )),
                    _ => Err(Diagnostic::new(Code::E02, "A cast gives a scalar or a cooperative matrix", ty_span)
                        .label("here")),
                }
            }
            "alloca" => {
                self.mods(&plain, &[])?;
                count(0, &plain, self, "no operands")?;
                let mut attrs = Vec::new();
                if let Some(d) = plain.attrs.clone() {
                    attrs = Self::opaque_attrs(&d, &["alignment"]);
                    for (n, v, at) in self.dict(d, &["alignment"]) {
                        if n == "alignment" {
                            if let Some(a) = self.attr_int(&v, "alignment", at) {
                                attrs.insert(0, format!("alignment={}", a.node));
                            }
                        } else {
                            return Err(Diagnostic::new(Code::E02, format!("Unknown alloca attribute `{n}`"), at)
                                .label("alloca takes alignment"));
                        }
                    }
                }
                let ty = self.need_ty(&plain)?;
                let ty = self.memref_ty(ty, "alloca")?;
                Ok((InstKind::Alloca { ty: ty.clone(), attrs }, single(Type::Memref(ty.node))))
            }
            "axpby" | "sum" | "gemm" | "gemv" | "ger" | "hadamard" => {
                let allowed: &[&str] = match name.as_str() {
                    "ger" | "hadamard" => &[".atomic"],
                    _ => &[".atomic", ".n", ".t"],
                };
                let mods = self.mods(&plain, allowed)?;
                self.mods_in_order(&plain, &[&[".atomic"], &[".n", ".t"], &[".n", ".t"]])?;
                let ts: Vec<Transpose> = mods
                    .iter()
                    .filter(|m| *m != ".atomic")
                    .map(|m| if m == ".t" { Transpose::T } else { Transpose::N })
                    .collect();
                let t = |k: usize| ts.get(k).copied().unwrap_or(Transpose::N);
                let op = match name.as_str() {
                    "axpby" => BlasOp::Axpby(t(0)),
                    "sum" => BlasOp::Sum(t(0)),
                    "gemm" => BlasOp::Gemm(t(0), t(1)),
                    "gemv" => BlasOp::Gemv(t(0)),
                    "ger" => BlasOp::Ger,
                    _ => BlasOp::Hadamard,
                };
                let max_t = match op {
                    BlasOp::Gemm(..) => 2,
                    BlasOp::Ger | BlasOp::Hadamard => 0,
                    _ => 1,
                };
                if ts.len() > max_t {
                    return Err(self.form_error(&plain, &format!("at most {max_t} transposition(s)")));
                }
                let n = op.input_count() + 3;
                count(n, &plain, self, &format!("{n} operands"))?;
                if plain.ty.is_some() {
                    return Err(Diagnostic::new(Code::E08, "Instruction does not return value", plain.name_span)
                        .label(format!("`{name}` has no result type")));
                }
                let alpha = self.value_at(&plain, 0, "values")?;
                let inputs: Vec<Ident> =
                    (1..=op.input_count()).map(|k| self.value_at(&plain, k, "values")).collect::<Build<_>>()?;
                let beta = self.value_at(&plain, n - 2, "values")?;
                let out = self.value_at(&plain, n - 1, "values")?;
                for (v, which) in [(&alpha, "α"), (&beta, "β")] {
                    if let Some(t) = self.type_of(v).filter(|t| !matches!(t, Type::Scalar(_))) {
                        return Err(Diagnostic::new(Code::E12, format!("{which} must be a scalar"), v.span)
                            .label(format!("%{} has type {t}", v.name))
                            .note(format!("`{name}` takes α, its input(s), β and its output, in this order")));
                    }
                }
                let blas = Blas {
                    op,
                    atomic: mods.iter().any(|m| m == ".atomic"),
                    alpha_ty: self.scalar_of(&alpha),
                    input_tys: inputs.iter().map(|i| self.memref_of(i)).collect(),
                    beta_ty: self.scalar_of(&beta),
                    out_ty: self.memref_of(&out),
                    alpha: Operand::Value(alpha),
                    inputs,
                    beta: Operand::Value(beta),
                    out,
                };
                Ok((InstKind::Blas(blas), vec![]))
            }
            "load" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "%tensor[indices]")?;
                let (src, slots) = self.indexed_at(&plain, 0, "%tensor[indices]")?;
                let indices = self.indices(&plain, slots)?;
                let ty = self.need_ty(&plain)?;
                let (known, span) = self.ty(ty);
                let Known::Ty(declared) = known else {
                    return Err(Diagnostic::new(Code::E02, "load returns a scalar or a memref", span).label("here"));
                };
                let src_ty = self.type_of(&src).unwrap_or(Type::Scalar(Scalar::I32));
                Ok((
                    InstKind::Load {
                        ty: Spanned::new(src_ty, src.span),
                        src,
                        indices,
                        declared: Some(Spanned::new(declared.clone(), span)),
                    },
                    single(declared),
                ))
            }
            "store" => {
                self.mods(&plain, &[])?;
                count(2, &plain, self, "a value and %tensor[indices]")?;
                let value = self.value_at(&plain, 0, "a value")?;
                let (dst, slots) = self.indexed_at(&plain, 1, "%tensor[indices]")?;
                let indices = self.indices(&plain, slots)?;
                if plain.ty.is_some() {
                    return Err(Diagnostic::new(Code::E08, "Instruction does not return value", plain.name_span)
                        .label("`store` has no result type"));
                }
                let ty = self.memref_of(&dst);
                Ok((InstKind::Store { value, dst, indices, ty }, vec![]))
            }
            "size" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "%tensor[mode]")?;
                let (src, mut slots) = self.indexed_at(&plain, 0, "%tensor[mode]")?;
                if slots.len() != 1 {
                    return Err(self.form_error(&plain, "one mode index"));
                }
                let mode = self.slot_int(&plain, slots.remove(0), "a constant mode index")?;
                let ty = self.need_ty(&plain)?;
                let ty = self.scalar_ty(ty, "size")?;
                if ty.node != Scalar::Index {
                    return Err(Diagnostic::new(Code::E12, "size returns index", ty.span).label("expected index"));
                }
                match self.type_of(&src) {
                    Some(Type::Group(_)) => Ok((InstKind::GroupLen { src, mode }, single(Type::Scalar(Scalar::Index)))),
                    _ => {
                        let m = self.memref_of(&src);
                        Ok((InstKind::Size { src, mode, ty: m }, single(Type::Scalar(Scalar::Index))))
                    }
                }
            }
            "subview" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "%tensor[slices]")?;
                let (src, slots) = self.indexed_at(&plain, 0, "%tensor[slices]")?;
                let mut slices = Vec::new();
                for s in slots {
                    match s.into_inner().next() {
                        Some(c) if c.as_rule() == Rule::ix => slices.push(Slice::Point(self.ix(c))),
                        Some(c) if c.as_rule() == Rule::slice => {
                            let mut k = c.into_inner();
                            let (Some(o), Some(z)) = (k.next(), k.next()) else {
                                return Err(self.form_error(&plain, "offset:size"));
                            };
                            if z.as_rule() == Rule::to_end {
                                slices.push(Slice::ToEnd(self.ix(o), span_of(&z)));
                                continue;
                            }
                            let (o, z) = (self.ix(o), self.ix(z));
                            let zero =
                                matches!(z, Operand::Literal(Spanned { node: Literal::Int { value: 0, .. }, .. }));
                            slices.push(if zero { Slice::Point(o) } else { Slice::Range(o, z) });
                        }
                        _ => return Err(self.form_error(&plain, "indices or offset:size slices")),
                    }
                }
                let ty = self.need_ty(&plain)?;
                let declared = self.memref_ty(ty, "subview")?;
                let src_ty = self.memref_of(&src);
                Ok((
                    InstKind::Subview { src, slices, ty: src_ty, declared: Some(declared.clone()) },
                    single(Type::Memref(declared.node)),
                ))
            }
            "expand" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "%tensor[mode -> shape]")?;
                let (src, slots) = self.indexed_at(&plain, 0, "%tensor[mode -> shape]")?;
                let spec = match <[Pair<'_, Rule>; 1]>::try_from(slots) {
                    Ok([s]) => s.into_inner().next().filter(|c| c.as_rule() == Rule::expand_spec),
                    Err(_) => None,
                };
                let Some(spec) = spec else { return Err(self.form_error(&plain, "mode -> shape")) };
                let mut k = spec.into_inner();
                let mode = match k.next() {
                    Some(m) => self.int(&m),
                    None => return Err(self.form_error(&plain, "mode -> shape")),
                };
                let shape = k
                    .map(|d| match self.ix(d) {
                        Operand::Value(i) => ExpandDim::Value(i),
                        Operand::Literal(Spanned { node: Literal::Int { value, .. }, span }) => {
                            ExpandDim::Const(Spanned::new(value, span))
                        }
                        Operand::Literal(l) => ExpandDim::Dynamic(l.span),
                    })
                    .collect();
                let ty = self.need_ty(&plain)?;
                let declared = self.memref_ty(ty, "expand")?;
                let src_ty = self.memref_of(&src);
                Ok((
                    InstKind::Expand { src, mode, shape, ty: src_ty, declared: Some(declared.clone()) },
                    single(Type::Memref(declared.node)),
                ))
            }
            "fuse" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "%tensor[from, to]")?;
                let (src, slots) = self.indexed_at(&plain, 0, "%tensor[from, to]")?;
                if slots.len() != 2 {
                    return Err(self.form_error(&plain, "two mode indices [from, to]"));
                }
                let mut slots = slots.into_iter();
                let (Some(a), Some(b)) = (slots.next(), slots.next()) else {
                    return Err(self.form_error(&plain, "[from, to]"));
                };
                let from = self.slot_int(&plain, a, "a constant mode")?;
                let to = self.slot_int(&plain, b, "a constant mode")?;
                let ty = self.need_ty(&plain)?;
                let declared = self.memref_ty(ty, "fuse")?;
                let src_ty = self.memref_of(&src);
                Ok((
                    InstKind::Fuse { src, from, to, ty: src_ty, declared: Some(declared.clone()) },
                    single(Type::Memref(declared.node)),
                ))
            }
            "barrier" => {
                let mods = self.mods(&plain, &[".global", ".local"])?;
                self.mods_in_order(&plain, &[&[".global"], &[".local"]])?;
                count(0, &plain, self, "no operands")?;
                Ok((
                    InstKind::Barrier {
                        global: mods.iter().any(|m| m == ".global"),
                        local: mods.iter().any(|m| m == ".local"),
                    },
                    vec![],
                ))
            }
            "atomic_load" | "atomic_store" | "atomic_add" | "atomic_max" | "atomic_min" => {
                let Some(op) = AtomicOp::ALL.iter().copied().find(|o| o.name() == name) else {
                    return Err(self.form_error(&plain, "an atomic instruction"));
                };
                self.atomic_access(&plain, op)
            }
            _ if SubgroupOp::ALL.iter().any(|o| o.name() == name) => {
                let Some(op) = SubgroupOp::ALL.iter().copied().find(|o| o.name() == name) else {
                    return Err(self.form_error(&plain, "a subgroup instruction"));
                };
                self.mods(&plain, &[])?;
                let broadcast = op == SubgroupOp::Broadcast;
                count(
                    if broadcast { 2 } else { 1 },
                    &plain,
                    self,
                    if broadcast { "a value and a lane" } else { "one value" },
                )?;
                let operand = self.value_at(&plain, 0, "a value")?;
                let lane = if broadcast { Some(self.value_at(&plain, 1, "a lane")?) } else { None };
                let ty = self.need_ty(&plain)?;
                let ty = self.scalar_ty(ty, "the result")?;
                Ok((InstKind::Subgroup { op, operand, lane, ty }, single(Type::Scalar(ty.node))))
            }
            _ if name.starts_with("cooperative_matrix_") => self.coop_inst(&plain),
            "cumsum" => {
                let mods = self.mods(&plain, &[".atomic"])?;
                count(5, &plain, self, "%alpha, %A, mode, %beta, %B")?;
                if plain.ty.is_some() {
                    return Err(Diagnostic::new(Code::E08, "Instruction does not return value", plain.name_span)
                        .label("`cumsum` has no result type"));
                }
                let alpha = self.value_at(&plain, 0, "%alpha")?;
                let a = self.value_at(&plain, 1, "%A")?;
                let mode = match plain.operands.get(2).and_then(|o| o.clone().into_inner().next()) {
                    Some(c) if c.as_rule() == Rule::int_lit => self.int(&c).node,
                    _ => return Err(self.form_error(&plain, "a constant summation mode")),
                };
                let beta = self.value_at(&plain, 3, "%beta")?;
                let out = self.value_at(&plain, 4, "%B")?;
                let blas = Blas {
                    op: BlasOp::Cumsum(mode),
                    atomic: !mods.is_empty(),
                    alpha_ty: self.scalar_of(&alpha),
                    input_tys: vec![self.memref_of(&a)],
                    beta_ty: self.scalar_of(&beta),
                    out_ty: self.memref_of(&out),
                    alpha: Operand::Value(alpha),
                    inputs: vec![a],
                    beta: Operand::Value(beta),
                    out,
                };
                Ok((InstKind::Blas(blas), vec![]))
            }
            "associated" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "one memref or group")?;
                let src = self.value_at(&plain, 0, "a memref or group")?;
                let ty = self.need_ty(&plain)?;
                let ty = self.scalar_ty(ty, "associated")?;
                if ty.node != Scalar::I1 {
                    return Err(Diagnostic::new(Code::E12, "associated returns bool", ty.span).label("expected bool"));
                }
                Ok((InstKind::Associated { src }, single(Type::Scalar(Scalar::I1))))
            }
            "lifetime_stop" => {
                self.mods(&plain, &[])?;
                count(1, &plain, self, "one value")?;
                let value = self.value_at(&plain, 0, "a value")?;
                Ok((InstKind::LifetimeStop { value }, vec![]))
            }
            _ => Err(unknown_instruction(&name, &plain)),
        }
    }

    fn for_inst(&mut self, p: Pair<'_, Rule>, results: &[Ident]) -> Build<(InstKind, Vec<Known>)> {
        let span = span_of(&p);
        let mut var = None;
        let mut ids = Vec::new();
        let mut init = None;
        let mut body = None;
        let mut attrs = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::local_id => var = Some(c),
                Rule::bound => ids.push(c),
                Rule::for_init => init = Some(c),
                Rule::region => body = Some(c),
                Rule::dict_attr => attrs = Some(c),
                _ => {}
            }
        }
        let mut ids = ids.into_iter();
        let (Some(var), Some(lb), Some(ub)) = (var, ids.next(), ids.next()) else {
            return Err(Diagnostic::new(Code::E02, "Malformed `for`", span).label("expected %var = %from, %to"));
        };
        let lb = self.bound(lb);
        let ub = self.bound(ub);
        let step = ids.next().map(|s| self.bound(s));
        // The bounds' type; integer literals (W03) take it from the values among them, or are
        // indices.
        let loop_ty = [Some(&lb), Some(&ub), step.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|b| match b {
                Operand::Value(v) => Some(self.scalar_of(v)),
                Operand::Literal(_) => None,
            })
            .unwrap_or_else(|| Spanned::new(Scalar::Index, lb.span()));
        let var = self.ident(&var);
        let mut carried = Vec::new();
        if let Some(init) = init {
            let mut values = Vec::new();
            let mut types = Vec::new();
            for c in init.into_inner() {
                match c.as_rule() {
                    Rule::init_value => {
                        let mut k = c.into_inner();
                        if let (Some(n), Some(v)) = (k.next(), k.next()) {
                            values.push((self.ident(&n), self.ident(&v)));
                        }
                    }
                    Rule::type_list => {
                        for t in c.into_inner() {
                            types.push(self.ty(t));
                        }
                    }
                    _ => {}
                }
            }
            if values.len() != types.len() {
                return Err(Diagnostic::new(
                    Code::E26,
                    "Number of loop-carried values does not match the number of return types",
                    span,
                )
                .label(format!("{} value(s), {} type(s)", values.len(), types.len())));
            }
            for (k, ((name, init), (known, ty_span))) in values.into_iter().zip(types).enumerate() {
                let ty = match known {
                    Known::Ty(t @ (Type::Scalar(_) | Type::Coop(_))) => Spanned::new(t, ty_span),
                    _ => {
                        return Err(Diagnostic::new(
                            Code::E02,
                            "A loop carries scalars and cooperative matrices",
                            ty_span,
                        )
                        .label("not a scalar or coopmatrix type"));
                    }
                };
                carried.push(Carried { name, init: Operand::Value(init), ty, result: results.get(k).cloned() });
            }
        }
        self.scopes.push(HashMap::new());
        self.declare(&var, Known::Ty(Type::Scalar(loop_ty.node)));
        for c in &carried {
            self.declare(&c.name, Known::Ty(c.ty.node.clone()));
        }
        let body = match body {
            Some(b) => self.region(b),
            None => Region { insts: vec![], span },
        };
        self.scopes.pop();
        let mut unroll = None;
        let mut opaque = Vec::new();
        if let Some(d) = attrs {
            opaque = Self::opaque_attrs(&d, &["unroll"]);
            for (n, v, at) in self.dict(d, &["unroll"]) {
                if n != "unroll" {
                    return Err(Diagnostic::new(Code::E02, format!("Unknown for attribute `{n}`"), at)
                        .label("for takes unroll"));
                }
                let u = match v.as_rule() {
                    Rule::bool_lit if v.as_str() == "true" => Unroll::Yes,
                    Rule::bool_lit => Unroll::No,
                    Rule::int_lit => Unroll::Count(self.int(&v).node),
                    _ => {
                        return Err(
                            Diagnostic::new(Code::E02, "unroll must be true, false or an integer", at).label("here")
                        );
                    }
                };
                unroll = Some(Spanned::new(u, at));
            }
        }
        let types = carried.iter().map(|c| Known::Ty(c.ty.node.clone())).collect();
        Ok((InstKind::For { var, lb, ub, step, ty: Some(loop_ty), body, carried, unroll, opaque }, types))
    }

    /// A `for` bound: a value, or an integer literal (not in tinytc v0.4.0; W03).
    fn bound(&mut self, p: Pair<'_, Rule>) -> Operand {
        match p.clone().into_inner().next() {
            Some(c) => self.ix(c),
            None => self.ix(p),
        }
    }

    fn foreach(&mut self, p: Pair<'_, Rule>) -> Build<(InstKind, Vec<Known>)> {
        let span = span_of(&p);
        let mut lists = Vec::new();
        let mut body = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::id_list => lists.push(c.into_inner().collect::<Vec<_>>()),
                Rule::region => body = Some(c),
                _ => {}
            }
        }
        let [vars, lbs, ubs] = <[Vec<Pair<'_, Rule>>; 3]>::try_from(lists).map_err(|_| {
            Diagnostic::new(Code::E02, "Malformed `foreach`", span).label("expected (vars) = (from), (to)")
        })?;
        if vars.len() != lbs.len() || vars.len() != ubs.len() {
            return Err(Diagnostic::new(Code::E02, "The lists of a foreach must have the same length", span)
                .label(format!("{} variable(s), {} lower and {} upper bound(s)", vars.len(), lbs.len(), ubs.len())));
        }
        let mut modes = Vec::new();
        for ((v, l), u) in vars.iter().zip(&lbs).zip(&ubs) {
            let (l, u) = (self.ident(l), self.ident(u));
            let var = self.ident(v);
            modes.push(ForeachMode { var, lb: Operand::Value(l), ub: Operand::Value(u) });
        }
        let types: Vec<Spanned<Scalar>> = modes
            .iter()
            .map(|m| if let Operand::Value(l) = &m.lb { self.scalar_of(l) } else { Spanned::new(Scalar::Index, span) })
            .collect();
        self.scopes.push(HashMap::new());
        for (m, t) in modes.iter().zip(&types) {
            self.declare(&m.var, Known::Ty(Type::Scalar(t.node)));
        }
        let body = match body {
            Some(b) => self.region(b),
            None => Region { insts: vec![], span },
        };
        self.scopes.pop();
        let mut modes = modes.into_iter();
        let Some(first) = modes.next() else {
            return Err(Diagnostic::new(Code::E02, "Malformed `foreach`", span).label("no loop variable"));
        };
        Ok((
            InstKind::Foreach {
                var: first.var,
                lb: first.lb,
                ub: first.ub,
                ty: types.first().copied(),
                body,
                more: modes.collect(),
            },
            vec![],
        ))
    }

    fn if_inst(&mut self, p: Pair<'_, Rule>) -> Build<(InstKind, Vec<Known>)> {
        let span = span_of(&p);
        let mut cond = None;
        let mut types = None;
        let mut regions = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::local_id => cond = Some(self.ident(&c)),
                Rule::type_list => types = Some(c.into_inner().map(|t| self.ty(t)).collect::<Vec<_>>()),
                Rule::region => regions.push(c),
                _ => {}
            }
        }
        let Some(cond) = cond else {
            return Err(Diagnostic::new(Code::E02, "Malformed `if`", span).label("no condition"));
        };
        let mut result_types = None;
        let mut known = Vec::new();
        if let Some(ts) = types {
            let mut v = Vec::new();
            for (k, s) in ts {
                match k {
                    Known::Ty(t @ (Type::Scalar(_) | Type::Coop(_))) => {
                        v.push(Spanned::new(t.clone(), s));
                        known.push(Known::Ty(t));
                    }
                    _ => {
                        return Err(Diagnostic::new(Code::E02, "An if returns scalars and cooperative matrices", s)
                            .label("not a scalar or coopmatrix type"));
                    }
                }
            }
            result_types = Some(v);
        }
        let mut regions = regions.into_iter();
        let then = match regions.next() {
            Some(r) => self.region(r),
            None => Region { insts: vec![], span },
        };
        let otherwise = regions.next().map(|r| self.region(r));
        Ok((InstKind::If { cond: Operand::Value(cond), result_types, then, otherwise }, known))
    }
}

fn unsupported(name: &str, text: String) -> InstKind {
    InstKind::Unsupported { name: name.to_string(), text, regions: Vec::new() }
}

fn arith_op(name: &str) -> Option<ArithOp> {
    ArithOp::ALL.iter().copied().find(|o| o.name() == name)
}

fn cmp_op(name: &str) -> Option<CmpOp> {
    Some(match name {
        "equal" => CmpOp::Eq,
        "not_equal" => CmpOp::Ne,
        "greater_than" => CmpOp::Gt,
        "greater_than_equal" => CmpOp::Ge,
        "less_than" => CmpOp::Lt,
        "less_than_equal" => CmpOp::Le,
        _ => return None,
    })
}

fn builtin(name: &str, mods: &[(String, Span)]) -> Option<BuiltinQuery> {
    let axis = match mods {
        [(m, _)] => match m.as_str() {
            ".x" => Some(Axis::X),
            ".y" => Some(Axis::Y),
            ".z" => Some(Axis::Z),
            _ => None,
        },
        _ => None,
    };
    let plain = mods.is_empty();
    Some(match name {
        "group_id" => BuiltinQuery::GroupId(axis?),
        "num_groups" => BuiltinQuery::NumGroups(axis?),
        "num_subgroups" => BuiltinQuery::NumSubgroups(axis?),
        "subgroup_id" => BuiltinQuery::SubgroupId(axis?),
        "subgroup_size" if plain => BuiltinQuery::SubgroupSize,
        "subgroup_linear_id" if plain => BuiltinQuery::SubgroupLinearId,
        "subgroup_local_id" if plain => BuiltinQuery::SubgroupLocalId,
        _ => return None,
    })
}

/// The memref type the tree holds where an operand's type is unknown (an undefined name, already
/// reported): the checker reports what depends on it, never this type itself.
fn placeholder_memref() -> MemrefType {
    MemrefType { elem: Scalar::F32, shape: vec![], stride: vec![], explicit_strides: false, local: false }
}

/// An instruction's keyword (its text and place, modifiers left out), and whether it is a
/// plain instruction without results (what a stray word on an instruction's line becomes).
fn inst_head(p: &Pair<'_, Rule>) -> (Option<(String, Span)>, bool) {
    let mut results = false;
    for c in p.clone().into_inner() {
        match c.as_rule() {
            Rule::results => results = true,
            Rule::op => {
                let Some(op) = c.into_inner().next() else { break };
                let (name, at) = keyword(&op);
                return (Some((name.to_string(), at)), op.as_rule() == Rule::plain && !results);
            }
            _ => {}
        }
    }
    (None, false)
}

/// An instruction's keyword, its modifiers left out (`load` of `load.atomic …`), and its place.
fn keyword<'i>(op: &Pair<'i, Rule>) -> (&'i str, Span) {
    let s = span_of(op);
    let text = op.as_str();
    let len = token_len(text).min(text.len());
    let word = text[..len].find('.').unwrap_or(len);
    (&text[..word], Span::new(s.start as usize, s.start as usize + word))
}

/// Whether `name` is a v0.4 type's keyword (`f32`, `memref`, …).
fn is_type_word(name: &str) -> bool {
    const TYPES: &[&str] = &["bool", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64", "c32", "c64"];
    TYPES.contains(&name) || matches!(name, "memref" | "group" | "coopmatrix")
}

//! # Tokens
//!
//! The pest grammar does the parsing, but the language's lexical rules (§1) are greedy and
//! byte-oriented, and its errors are reported per token: "Unknown token" at the offending byte,
//! "Integer overflow", and a syntax error *at the unexpected token*. This module scans the source
//! the way the reference lexer does, so that a pest failure position can be mapped onto the token
//! it falls in, and it collects comments for the printer. It also converts literals
//! ([`int_value`], [`float_value`]), hexadecimal floats included.

use crate::diagnostic::{Code, Diagnostic, Span};

/// What a token is, coarsely: enough to name it in a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    LocalId,
    GlobalId,
    Int,
    Float,
    /// Keywords, type words, `x`, modifiers and punctuation: named by their text.
    Fixed,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

/// A `;` comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    pub span: Span,
    /// The text after the `;`, without the line end.
    pub text: String,
    /// Whether only whitespace precedes it on its line.
    pub own_line: bool,
}

/// The result of scanning a whole source.
#[derive(Debug, Default)]
pub struct Scan {
    /// Every token ([`scan`]; empty from [`scan_each`]).
    pub tokens: Vec<Token>,
    pub comments: Vec<Comment>,
    /// The first lexical error (E01, E03, E04); scanning stops there.
    pub error: Option<Diagnostic>,
}

/// Words the lexer knows (keywords, type words, `x`, `true`, `false`).
const WORDS: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "index",
    "f32",
    "f64",
    "f16",
    "bf16",
    "c32",
    "c64",
    "memref",
    "group",
    "strided",
    "offset",
    "func",
    "work_group_size",
    "subgroup_size",
    "alloca",
    "arith",
    "axpby",
    "cast",
    "cmp",
    "expand",
    "fuse",
    "gemm",
    "gemv",
    "ger",
    "hadamard",
    "load",
    "store",
    "size",
    "subview",
    "sum",
    "group_id",
    "group_size",
    "for",
    "foreach",
    "if",
    "else",
    "yield",
    "true",
    "false",
    "x",
];

/// Modifier tokens (each is one token).
const MODIFIERS: &[&str] = &[
    ".n", ".t", ".atomic", ".add", ".sub", ".mul", ".div", ".rem", ".shl", ".shr", ".and", ".or", ".xor", ".neg",
    ".not", ".conj", ".re", ".im", ".eq", ".ne", ".gt", ".ge", ".lt", ".le",
];

const PUNCT: &[&str] = &["->", "=", ",", ":", "(", ")", "{", "}", "<", ">", "[", "]", "?"];

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\x0b' | b'\r' | b'\n')
}

/// Length of a NAME (`DIGIT+ | ALPHA (ALPHA | DIGIT | _)*`) at the start of `s`.
fn name_len(s: &[u8]) -> usize {
    match s.first() {
        Some(b) if b.is_ascii_digit() => s.iter().take_while(|b| b.is_ascii_digit()).count(),
        Some(b) if b.is_ascii_alphabetic() => {
            1 + s[1..].iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count()
        }
        _ => 0,
    }
}

fn digits(s: &[u8], hex: bool) -> usize {
    s.iter().take_while(|b| if hex { b.is_ascii_hexdigit() } else { b.is_ascii_digit() }).count()
}

/// Length of an exponent (`[eE|pP] [+-] DIGIT+`) at the start of `s`, or 0.
fn exponent_len(s: &[u8], letters: [u8; 2]) -> usize {
    if s.first().is_some_and(|b| letters.contains(b)) {
        let sign = usize::from(matches!(s.get(1), Some(b'+' | b'-')));
        let d = digits(&s[1 + sign..], false);
        if d > 0 {
            return 1 + sign + d;
        }
    }
    0
}

/// Length of a FLOAT at the start of `s` (after an optional sign), or 0.
fn float_len(s: &[u8]) -> usize {
    let sign = usize::from(matches!(s.first(), Some(b'+' | b'-')));
    let t = &s[sign..];
    let (hex, body) = if t.starts_with(b"0x") { (true, &t[2..]) } else { (false, t) };
    let exp_letters = if hex { [b'p', b'P'] } else { [b'e', b'E'] };
    let int_digits = digits(body, hex);
    let mut len = int_digits;
    let mut mantissa_ok = false;
    if body.get(len) == Some(&b'.') {
        let frac = digits(&body[len + 1..], hex);
        if int_digits > 0 || frac > 0 {
            len += 1 + frac;
            mantissa_ok = true;
        }
    }
    let exp = exponent_len(&body[len..], exp_letters);
    if !mantissa_ok && (int_digits == 0 || exp == 0) {
        return 0;
    }
    sign + if hex { 2 } else { 0 } + len + exp
}

/// Length of an INT made of digits at the start of `s` (after an optional sign), or 0.
fn int_len(s: &[u8]) -> usize {
    let sign = usize::from(matches!(s.first(), Some(b'+' | b'-')));
    let d = digits(&s[sign..], false);
    if d == 0 { 0 } else { sign + d }
}

/// The longest entry of `list` that `s` starts with.
/// What a word the lexer does not know at `pos` may have meant: a keyword or modifier spelt
/// alike (`lod` → `load`, `grop_id` → `group_id`, `arith.mod` → `.rem`'s neighbours), or the
/// `@` of a function name after `func`.
fn meant(source: &str, pos: usize) -> Option<String> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    // Only a word (or a modifier's `.`) can be a misspelt keyword.
    if !source[pos..].starts_with(|c: char| is_word(c) || c == '.') {
        return None;
    }
    // At an unknown modifier (`arith.mod`) the lexer stops at its `.`.
    let (pos, at_dot) = if source[pos..].starts_with('.') { (pos + 1, true) } else { (pos, false) };
    let start = if at_dot { pos } else { source[..pos].rfind(|c: char| !is_word(c)).map_or(0, |i| i + 1) };
    let end = source[pos..].find(|c: char| !is_word(c)).map_or(source.len(), |i| pos + i);
    let word = &source[start..end];
    if word.is_empty() || !word.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    if source[..start].trim_end().ends_with("func") && source[..start].ends_with(char::is_whitespace) {
        return Some(format!("a function's name starts with `@`: `@{word}`"));
    }
    let dotted = source[..start].ends_with('.');
    if dotted && word == "mod" {
        return Some("did you mean `.rem`? (the remainder, with the dividend's sign)".into());
    }
    let candidates: Vec<&str> = if dotted { MODIFIERS.iter().map(|m| &m[1..]).collect() } else { WORDS.to_vec() };
    let length = word.chars().count();
    let near = |n: &str| 2.max(n.len() / 4);
    let (_, best) = candidates
        .into_iter()
        .filter(|n| length.abs_diff(n.len()) <= near(n))
        .map(|n| (strsim::osa_distance(word, n), n))
        .filter(|&(d, n)| d > 0 && d <= near(n) && d < length)
        .min()?;
    Some(if dotted { format!("did you mean `.{best}`?") } else { format!("did you mean `{best}`?") })
}

fn longest_prefix(s: &[u8], list: &[&str]) -> usize {
    list.iter().filter(|w| s.starts_with(w.as_bytes())).map(|w| w.len()).max().unwrap_or(0)
}

/// Scans the whole source (which must already be cut at the first NUL byte).
pub fn scan(source: &str) -> Scan {
    let mut tokens = Vec::new();
    let mut out = scan_each(source, |t| tokens.push(t));
    out.tokens = tokens;
    out
}

/// The first token of `source` that ends after byte `pos`, if any (before a lexical error).
pub fn token_ending_after(source: &str, pos: usize) -> Option<Token> {
    let mut found = None;
    scan_each(source, |t| {
        if found.is_none() && t.span.end as usize > pos {
            found = Some(t);
        }
    });
    found
}

/// [`scan`], giving each token to `on_token` instead of keeping it: a list of every token takes
/// several times the memory of the source.
pub fn scan_each(source: &str, mut on_token: impl FnMut(Token)) -> Scan {
    let bytes = source.as_bytes();
    let mut out = Scan::default();
    let mut pos = 0;
    let mut line_has_token = false;
    while pos < bytes.len() {
        let b = bytes[pos];
        let rest = &bytes[pos..];
        if is_space(b) {
            if b == b'\n' {
                line_has_token = false;
            }
            pos += 1;
            continue;
        }
        if b == b';' {
            let len = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            let text = String::from_utf8_lossy(&rest[1..len]).trim_end_matches('\r').to_string();
            out.comments.push(Comment { span: Span::new(pos, pos + len), text, own_line: !line_has_token });
            pos += len;
            continue;
        }
        line_has_token = true;
        let (kind, len) = match b {
            b'%' | b'@' => {
                let n = name_len(&rest[1..]);
                let kind = if b == b'%' { TokenKind::LocalId } else { TokenKind::GlobalId };
                (kind, if n == 0 { 0 } else { 1 + n })
            }
            b'0'..=b'9' | b'+' | b'-' | b'.' => {
                let f = float_len(rest);
                let i = int_len(rest);
                if f > 0 && f >= i {
                    (TokenKind::Float, f)
                } else if i > 0 {
                    (TokenKind::Int, i)
                } else if b == b'.' {
                    (TokenKind::Fixed, longest_prefix(rest, MODIFIERS))
                } else {
                    (TokenKind::Fixed, longest_prefix(rest, PUNCT))
                }
            }
            b if b.is_ascii_alphabetic() => {
                let len = longest_prefix(rest, WORDS);
                let word = &rest[..len];
                let kind = if word == b"true" || word == b"false" { TokenKind::Int } else { TokenKind::Fixed };
                (kind, len)
            }
            _ => (TokenKind::Fixed, longest_prefix(rest, PUNCT)),
        };
        let span = Span::new(pos, pos + len);
        if len == 0 {
            let char_len = source[pos..].chars().next().map_or(1, char::len_utf8);
            let d = Diagnostic::new(Code::E01, "Unknown token", Span::new(pos, pos + char_len))
                .label("no token of the language starts here");
            out.error = Some(match meant(source, pos) {
                Some(help) => d.help(help),
                None => d,
            });
            return out;
        }
        let text = &source[pos..pos + len];
        if kind == TokenKind::Int && int_value(text).is_none() {
            out.error = Some(
                Diagnostic::new(Code::E03, format!("Integer overflow: {text}"), span)
                    .label("does not fit in a 64-bit signed integer")
                    .note("integer literals must lie in [-(2^63-1), 2^63-1]"),
            );
            return out;
        }
        if kind == TokenKind::Float && float_value(text).is_none() {
            out.error = Some(
                Diagnostic::new(Code::E04, format!("Floating point value out of range: {text}"), span)
                    .label(out_of_range_label(text)),
            );
            return out;
        }
        on_token(Token { kind, span });
        pos += len;
    }
    out
}

/// Value of an INT token (`true`, `false` or `[+-]DIGIT+`), or `None` when it is out of
/// [-(2^63-1), 2^63-1] (E03).
pub fn int_value(text: &str) -> Option<i64> {
    match text {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    let (neg, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut v: i64 = 0;
    for d in digits.bytes() {
        v = v.checked_mul(10)?.checked_add(i64::from(d - b'0'))?;
    }
    Some(if neg { -v } else { v })
}

/// Value of a FLOAT token as a C `strtod` would give it, or `None` when it overflows or a
/// nonzero literal rounds to 0 (E04);
/// v0.4's `inf` and `nan` (with an optional sign) are the infinity and a quiet NaN.
pub fn float_value(text: &str) -> Option<f64> {
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let v = match body {
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => {
            let v = if let Some(hex) = body.strip_prefix("0x") { hex_float(hex)? } else { body.parse::<f64>().ok()? };
            if v.is_infinite() || (v == 0.0 && nonzero_mantissa(body)) {
                return None;
            }
            v
        }
    };
    Some(if neg { -v } else { v })
}

/// Whether the digits of a float literal (without its sign) before its exponent are not all 0.
fn nonzero_mantissa(body: &str) -> bool {
    let (hex, digits) = match body.strip_prefix("0x") {
        Some(h) => (true, h.split(['p', 'P']).next().unwrap_or_default()),
        None => (false, body.split(['e', 'E']).next().unwrap_or_default()),
    };
    digits.chars().any(|c| c.is_digit(if hex { 16 } else { 10 }) && c != '0')
}

/// The label of E04 for a literal [`float_value`] rejects: beyond the largest double, or so
/// close to 0 that it rounds to 0 (not representable either: the spec's "its value must be
/// representable", and the reference's strtod reports both as out of range).
pub fn out_of_range_label(text: &str) -> &'static str {
    let body = text.trim_start_matches(['-', '+']);
    let magnitude = match body.strip_prefix("0x") {
        Some(hex) => hex_float(hex),
        None => body.parse::<f64>().ok(),
    };
    if magnitude == Some(0.0) {
        "rounds to 0: below the smallest 64-bit float (about 4.9e-324)"
    } else {
        "overflows a 64-bit float"
    }
}

/// The v0.4 spelling of a float literal's value: Rust's shortest round-trip form, `inf`, `-inf`
/// and `nan`.
pub fn float_text(v: f64) -> String {
    if v.is_nan() { if v.is_sign_negative() { "-nan".into() } else { "nan".into() } } else { format!("{v:?}") }
}

/// `HMANT [BEXP]` or `HEXDIG+ BEXP`, correctly rounded (the mantissa keeps a sticky bit).
fn hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.find(['p', 'P']) {
        Some(i) => (
            &s[..i],
            s[i + 1..].parse::<i64>().unwrap_or_else(|_| {
                // Exponents beyond i64 saturate: they overflow or underflow any double.
                if s[i + 1..].starts_with('-') { i64::MIN / 2 } else { i64::MAX / 2 }
            }),
        ),
        None => (s, 0),
    };
    let mut m: u64 = 0;
    let mut scale: i64 = 0;
    let mut sticky = false;
    let mut seen_point = false;
    for c in mant.chars() {
        if c == '.' {
            seen_point = true;
            continue;
        }
        let d = u64::from(c.to_digit(16)?);
        if m >> 58 == 0 {
            m = m * 16 + d;
            if seen_point {
                scale -= 4;
            }
        } else {
            sticky |= d != 0;
            if !seen_point {
                scale += 4;
            }
        }
    }
    if m == 0 {
        return Some(0.0);
    }
    let m = m | u64::from(sticky);
    let e = exp.saturating_add(scale).clamp(-4000, 4000);
    // Round once, to the precision the result has (53 bits, fewer for a subnormal), as strtod
    // does: converting the 64-bit mantissa to f64 first and scaling it into the subnormal range
    // after rounded twice (0x1.080000000000001p-1070 became 16, not 17, times 2^-1074).
    let bits = i64::from(64 - m.leading_zeros());
    let top = bits - 1 + e; // the exponent of the leading bit
    let prec = if top >= -1022 { 53 } else { top + 1075 };
    let (m, e) = if bits <= prec {
        (m, e)
    } else if prec <= 0 {
        // Below half the smallest subnormal, or exactly half (ties to even: 0), or above it.
        let above_half = prec == 0 && !m.is_power_of_two();
        return Some(if above_half { f64::from_bits(1) } else { 0.0 });
    } else {
        let shift = bits - prec;
        let (q, rem, half) = (m >> shift, m & ((1u64 << shift) - 1), 1u64 << (shift - 1));
        let up = rem > half || (rem == half && q & 1 == 1);
        (q + u64::from(up), e + shift)
    };
    // m now fits the result's precision: the scaling below is exact (steps that cannot
    // overflow an intermediate; an exponent beyond the doubles gives infinity).
    let mut v = m as f64;
    let mut e = e as i32;
    while e > 0 {
        let step = e.min(1000);
        v *= 2f64.powi(step);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        v *= 2f64.powi(-step);
        e += step;
    }
    Some(v)
}

/// How a token is named in "unexpected X".
pub fn describe(source: &str, token: Option<&Token>) -> String {
    match token {
        None => "end of file".to_string(),
        Some(t) => {
            let text = &source[t.span.range()];
            match t.kind {
                TokenKind::LocalId | TokenKind::GlobalId => format!("identifier `{text}`"),
                TokenKind::Int => format!("integer `{text}`"),
                TokenKind::Float => format!("floating point number `{text}`"),
                TokenKind::Fixed => format!("`{text}`"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, String)> {
        let s = scan(src);
        assert!(s.error.is_none(), "{:?}", s.error);
        s.tokens.iter().map(|t| (t.kind, src[t.span.range()].to_string())).collect()
    }

    #[test]
    fn greedy_tokens() {
        let t = kinds("f32x4x8 .neg i16 foreach 0x10 -> -2.5E-1 0x1.8p1 .5 5.");
        let texts: Vec<&str> = t.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(
            texts,
            [
                "f32", "x", "4", "x", "8", ".neg", "i16", "foreach", "0", "x", "10", "->", "-2.5E-1", "0x1.8p1", ".5",
                "5."
            ]
        );
        assert_eq!(t[12].0, TokenKind::Float);
        assert_eq!(t[8].0, TokenKind::Int);
    }

    /// Hexadecimal floats round once, as strtod: in the normal range, in the subnormal range
    /// (where the precision shrinks) and at the overflow boundary, ties to even.
    #[test]
    fn hex_floats_round_once() {
        let tiny = f64::from_bits(1);
        let cases: &[(&str, f64)] = &[
            ("1.8p1", 3.0),
            (".8p-2", 0.125),
            ("1.080000000000001p-1070", 17.0 * tiny),
            ("1.08p-1070", 16.0 * tiny),
            ("1.18p-1070", 18.0 * tiny),
            ("1p-1074", tiny),
            ("1p-1075", 0.0),
            ("1.0000000000001p-1075", tiny),
            ("1.8p-1075", tiny),
            ("1p-1076", 0.0),
            ("1.00000000000008p0", 1.0),
            ("1.000000000000081p0", 1.0 + 2f64.powi(-52)),
            ("1.00000000000018p0", 1.0 + 2.0 * 2f64.powi(-52)),
            ("1.0000000000000800000000001p0", 1.0 + 2f64.powi(-52)),
            ("1.fffffffffffffp1023", f64::MAX),
            ("1.fffffffffffff8p1023", f64::INFINITY),
            ("1p-5000", 0.0),
        ];
        for (text, want) in cases {
            assert_eq!(hex_float(text).map(f64::to_bits), Some(want.to_bits()), "0x{text}");
        }
    }

    #[test]
    fn unknown_tokens_at_the_offending_byte() {
        let s = scan("  axby");
        assert_eq!(s.error.map(|e| (e.code, e.span.start)), Some((Code::E01, 2)));
        let s = scan("hadamard_product");
        assert_eq!(s.error.map(|e| (e.code, e.span.start)), Some((Code::E01, 8)));
        let s = scan("%1a");
        assert_eq!(s.error.map(|e| e.span.start), Some(2));
        let s = scan("%_a");
        assert_eq!(s.error.map(|e| e.span.start), Some(0));
    }

    #[test]
    fn literal_values_and_ranges() {
        assert_eq!(int_value("9223372036854775807"), Some(i64::MAX));
        assert_eq!(int_value("-9223372036854775807"), Some(-i64::MAX));
        assert_eq!(int_value("-9223372036854775808"), None);
        assert_eq!(int_value("true"), Some(1));
        assert_eq!(float_value("0x1.8p1"), Some(3.0));
        assert_eq!(float_value("-0x.8P+2"), Some(-2.0));
        assert_eq!(float_value("0x10p-4"), Some(1.0));
        assert_eq!(float_value("1e999"), None);
        assert_eq!(float_value("-1e999"), None);
        assert_eq!(float_value("inf"), Some(f64::INFINITY));
        assert_eq!(float_value("-inf"), Some(f64::NEG_INFINITY));
        assert_eq!(float_value("+inf"), Some(f64::INFINITY));
        assert!(float_value("nan").is_some_and(|v| v.is_nan() && v.is_sign_positive()));
        assert!(float_value("-nan").is_some_and(|v| v.is_nan() && v.is_sign_negative()));
        assert_eq!(float_text(f64::NEG_INFINITY), "-inf");
        assert_eq!(float_text(f64::NAN), "nan");
        assert_eq!(float_text(-f64::NAN), "-nan");
        assert_eq!(float_text(0.5), "0.5");
        assert_eq!(float_value("1e3"), Some(1000.0));
        assert_eq!(float_value("0x1p-1074"), Some(f64::from_bits(1)));
        // A nonzero literal that rounds to 0 is out of range too; zeros are not.
        assert_eq!(float_value("5e-324"), Some(f64::from_bits(1)));
        assert_eq!(float_value("1e-400"), None);
        assert_eq!(float_value("-0.001e-322"), None);
        assert_eq!(float_value("0x1p-1076"), None);
        assert_eq!(float_value("0e-400").map(f64::to_bits), Some(0));
        assert_eq!(float_value("-0x0.0p-5000").map(f64::to_bits), Some((-0.0f64).to_bits()));
        assert_eq!(out_of_range_label("-1e-400"), "rounds to 0: below the smallest 64-bit float (about 4.9e-324)");
        assert_eq!(out_of_range_label("1e400"), "overflows a 64-bit float");
        let s = scan("9223372036854775808");
        assert_eq!(s.error.map(|e| e.code), Some(Code::E03));
        let s = scan("1e999");
        assert_eq!(s.error.map(|e| e.code), Some(Code::E04));
    }

    #[test]
    fn comments_are_collected() {
        let s = scan("; head\nfunc ; tail\n");
        assert_eq!(s.comments.len(), 2);
        assert!(s.comments[0].own_line);
        assert!(!s.comments[1].own_line);
        assert_eq!(s.comments[1].text, " tail");
    }
}

//! # Which language a program is written in, from what only one of them has
//!
//! When a program parses as neither tinytc v0.3.1 nor v0.4, the errors to report are those of
//! the language it is written in. [`markers`] looks for constructs that only one of the two
//! languages has, outside comments and function headers:
//!
//! - **v0.3.1**: an operand type *list* after `:` (`gemm.n.n … : f32, memref<…>, …`; v0.4
//!   writes one result type there), an immediate as the first operand of a BLAS instruction
//!   (`axpby.n 1.0, %A, …`; v0.4 passes α as a value), `arith.`/`cmp.` instructions, a bare
//!   `group_id`, `alloca -> memref<…>`, a `cast … -> type`, a group's type after `load` and a
//!   type after `store`;
//! - **v0.4**: `= constant`, a dotted builtin (`group_id.x`, `num_subgroups.y`, …),
//!   `attributes{…}`, `parallel {`, cooperative matrices (their type also in a function
//!   header), subgroup operations, `init(` of a loop-carried `for`, arithmetic and comparisons
//!   by their v0.4 names (`= add`, `= less_than`), a scalar type after `load` and a `store`
//!   without a type.
//!
//! [`crate::parse_as`] reports the errors of the language whose markers alone are found, and
//! falls back to the one that read further only where the markers say nothing (or both).

/// Whether the program has markers of v0.3.1 and of v0.4.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Markers {
    pub v03: bool,
    pub v04: bool,
}

/// The text with comments (`;` to the end of the line) blanked out, lengths kept.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut comment = false;
    for c in text.chars() {
        match c {
            '\n' => {
                comment = false;
                out.push('\n');
            }
            ';' => {
                comment = true;
                out.push(' ');
            }
            _ if comment => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// The text with every function's parameter list blanked out (`func @k(` to its matching `)`),
/// where `%a: f32, %b: …` would read like an operand type list.
fn without_headers(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = text.as_bytes().to_vec();
    let mut at = 0;
    while let Some(found) = text[at..].find("func") {
        let start = at + found;
        at = start + 4;
        let Some(open) = text[at..].find('(').map(|o| at + o) else { break };
        let mut depth = 0i32;
        let mut end = bytes.len();
        for (i, &b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        for b in &mut out[open..end] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
        at = end;
    }
    String::from_utf8(out).unwrap_or_default()
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `word` occurs as a whole word (not inside a longer one) followed, after spaces, by
/// something `after` accepts.
fn word_then(text: &str, word: &str, after: impl Fn(&str) -> bool) -> bool {
    let mut at = 0;
    while let Some(found) = text[at..].find(word) {
        let start = at + found;
        let end = start + word.len();
        at = end;
        let before_ok = !text[..start].chars().next_back().is_some_and(is_word);
        let rest = &text[end..];
        let glued = rest.chars().next().is_some_and(is_word);
        if before_ok && !glued && after(rest.trim_start()) {
            return true;
        }
    }
    false
}

/// Whether some `:` is followed by a type and a comma at the same nesting level before the end
/// of the line: an operand type list.
fn type_list(text: &str) -> bool {
    for line in text.lines() {
        let Some(colon) = line.find(':') else { continue };
        let rest = line[colon + 1..].trim_start();
        let starts_with_type = [
            "memref", "group", "f16", "bf16", "f32", "f64", "c32", "c64", "i8", "i16", "i32", "i64", "i1", "index",
            "bool",
        ]
        .iter()
        .any(|t| rest.starts_with(t));
        if !starts_with_type {
            continue;
        }
        let mut depth = 0i32;
        for c in rest.chars() {
            match c {
                '<' | '(' | '[' => depth += 1,
                '>' | ')' | ']' => depth -= 1,
                ',' if depth == 0 => return true,
                '{' => break,
                _ => {}
            }
        }
    }
    false
}

/// v0.4 instruction names that v0.3.1 spells otherwise (`arith.add`, `cmp.lt`, `arith.cast`…).
const V04_ONLY_NAMES: &[&str] = &[
    "add",
    "sub",
    "mul",
    "div",
    "rem",
    "shl",
    "shr",
    "and",
    "or",
    "xor",
    "min",
    "max",
    "abs",
    "neg",
    "not",
    "conj",
    "re",
    "im",
    "equal",
    "not_equal",
    "greater_than",
    "greater_than_equal",
    "less_than",
    "less_than_equal",
];

/// Whether some line has `word` as a whole word and `after` accepts the rest of that line.
fn lines_with(text: &str, word: &str, after: impl Fn(&str) -> bool) -> bool {
    text.lines().any(|line| word_then(line, word, &after))
}

/// Whether some `= name` (an instruction with a result) has a `name` that `accept` takes (given
/// the text from the name on).
fn assigned(text: &str, accept: impl Fn(&str) -> bool) -> bool {
    text.match_indices('=').any(|(at, _)| {
        let rest = &text[at + 1..];
        // Not `==`, `<=`, `>=` or an attribute's `key=value` (no space before the value there).
        rest.starts_with([' ', '\t']) && accept(rest.trim_start())
    })
}

/// The type after the last top-level `:` of an instruction's rest of line, if any.
fn annotation(rest: &str) -> Option<&str> {
    let mut depth = 0i32;
    let mut colon = None;
    for (i, c) in rest.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ':' if depth == 0 => colon = Some(i),
            _ => {}
        }
    }
    colon.map(|c| rest[c + 1..].trim_start())
}

fn is_memory_type(t: &str) -> bool {
    t.starts_with("memref") || t.starts_with("group")
}

/// The markers of each language in a program (see the module documentation).
pub fn markers(text: &str) -> Markers {
    let uncommented = without_comments(text);
    let text = without_headers(&uncommented);
    let blas = ["axpby", "gemm", "gemv", "ger", "hadamard", "sum", "cumsum"];
    let immediate = |rest: &str| {
        // After the dotted modifiers: a number, a complex literal, inf or nan.
        let rest = rest.trim_start_matches(|c: char| is_word(c) || c == '.').trim_start();
        rest.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+' || c == '[')
            || rest.starts_with("inf")
            || rest.starts_with("nan")
    };
    let v03 = type_list(&text)
        || blas.iter().any(|b| word_then(&text, b, immediate))
        // `arith.add`, `cmp.lt` (v0.4: `add`, `less_than`).
        || ["arith", "cmp"].iter().any(|w| word_then(&text, w, |r| r.starts_with('.')))
        // A bare `group_id` (v0.4: `group_id.x : index`).
        || lines_with(&text, "group_id", |r| r.is_empty() || r.starts_with('}'))
        // `alloca -> memref<…>` (v0.4: `alloca : memref<…, local>`), `cast %x : i32 -> f32`.
        || word_then(&text, "alloca", |r| r.starts_with("->"))
        || lines_with(&text, "cast", |rest| rest.contains("->"))
        // The operand's type after `load` from a group or after `store` (v0.4 writes the loaded
        // value's type, a memref for a group's member, and none after `store`).
        || lines_with(&text, "load", |rest| annotation(rest).is_some_and(|t| t.starts_with("group")))
        || lines_with(&text, "store", |rest| annotation(rest).is_some());
    let v04_name = |rest: &str| {
        let name: String = rest.chars().take_while(|&c| is_word(c)).collect();
        V04_ONLY_NAMES.contains(&name.as_str()) && rest[name.len()..].starts_with([' ', '\t'])
    };
    let dotted = |rest: &str| rest.starts_with(".x") || rest.starts_with(".y") || rest.starts_with(".z");
    let v04 = word_then(&text, "constant", |_| true)
        // `%x = add %a, %b : f32`: arithmetic and comparisons without v0.3.1's `arith.`/`cmp.`.
        || assigned(&text, v04_name)
        // `load … : f32`: the loaded value's type (v0.3.1 writes the memref's).
        || lines_with(&text, "load", |rest| annotation(rest).is_some_and(|t| !is_memory_type(t)))
        // `store %x, %A[%i]` with no type (v0.3.1 writes the memref's).
        || lines_with(&text, "store", |rest| annotation(rest).is_none() && rest.trim_end().ends_with(']'))
        || ["group_id", "num_groups", "num_subgroups", "subgroup_id"].iter().any(|b| word_then(&text, b, dotted))
        || word_then(&text, "attributes", |r| r.starts_with('{'))
        || word_then(&text, "parallel", |r| r.starts_with('{'))
        || word_then(&text, "init", |r| r.starts_with('('))
        // v0.3.1 has no such type, not even in a parameter list (where v0.4 refuses it).
        || uncommented.contains("coopmatrix<")
        || text.contains("cooperative_matrix_")
        || ["subgroup_broadcast", "subgroup_reduce_", "subgroup_inclusive_scan_", "subgroup_exclusive_scan_"]
            .iter()
            .any(|w| text.contains(w));
    Markers { v03, v04 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v03_programs_show_v03_markers_only() {
        let src = "; a comment with constant and group_id.x\n\
                   func @k(%a: f32, %A: memref<f32x8x8>, %B: memref<f32x8x8>) {\n\
                   \x20 gemm.n.n 1.0, %A, %B, 0.0, %B : f32, memref<f32x8x8>, memref<f32x8x8>, f32, memref<f32x8x8>\n}\n";
        assert_eq!(markers(src), Markers { v03: true, v04: false });
        let src = "func @k(%A: memref<f32x8>) {\n  axpby.n 2.0, %A, 0.0, %A\n}\n";
        assert_eq!(markers(src), Markers { v03: true, v04: false });
    }

    #[test]
    fn v04_programs_show_v04_markers_only() {
        let src = "func @k(%a: f32, %A: memref<f32x8>, %B: memref<f32x8>) attributes{subgroup_size=16} {\n\
                   \x20 %z = constant 0.0 : f32\n  %g = group_id.x : index\n  axpby.n %a, %A, %z, %B\n}\n";
        assert_eq!(markers(src), Markers { v03: false, v04: true });
    }

    /// What a program with a typo still shows of its language (hunt M: such programs got the
    /// other language's errors).
    #[test]
    fn instruction_spellings_are_markers() {
        let v03 = Markers { v03: true, v04: false };
        let v04 = Markers { v03: false, v04: true };
        for (src, want) in [
            ("func @k(%a: memref<f32x8>) {\n  %x = load %a[0] memref<f32x8>\n  %y = arith.add %x, %x : f32\n}\n", v03),
            ("func @k(%a: f32) {\n  %c = cmp.lt %a, %a : f32\n}\n", v03),
            ("func @k() {\n  %g = group_id\n  %t = alloca -> memref<f32x4>\n}\n", v03),
            ("func @k(%G: group<memref<f32x8>>) {\n  %x = load %G[0] : group<memref<f32x8>>\n}\n", v03),
            ("func @k(%a: i32) {\n  %x = cast %a : i32 -> f32\n}\n", v03),
            ("func @k(%a: memref<f32x8>, %s: f32) {\n  store %s, %a[0] : memref<f32x8>\n}\n", v03),
            ("func @k(%s: f32) {\n  %y = mul %s, %s : f32\n  %z = mull %y, %s : f32\n}\n", v04),
            ("func @k(%s: f32) {\n  %b = less_than %s, %s : bool\n}\n", v04),
            ("func @k(%a: memref<f32x8>, %i: index) {\n  %x = load %a[%i] : f32\n}\n", v04),
            ("func @k(%s: f32, %a: memref<f32>) {\n  %y = mull %s, %s : f32\n  store %y, %a[]\n}\n", v04),
        ] {
            assert_eq!(markers(src), want, "{src}");
        }
        // Attribute values are no assignments; a memref after `load` is both languages' (v0.3.1:
        // the operand's type; v0.4: a group member's).
        for src in [
            "func @k(%a: memref<f32x8> {alignment=add}) {}\n",
            "func @k(%a: memref<f32x8>) {\n  %x = load %a[0] : memref<f32x8>\n}\n",
        ] {
            assert_eq!(markers(src), Markers::default(), "{src}");
        }
    }

    #[test]
    fn parameter_lists_and_comments_are_no_markers() {
        let src = "func @k(%a: f32, %b: f64,\n        %c: i32) {\n  ; : f32, f64\n}\n";
        assert_eq!(markers(src), Markers::default());
    }

    #[test]
    fn a_coopmatrix_parameter_is_a_v04_marker() {
        let src = "func @k(%a: coopmatrix<f32x8x8,matrix_acc>) {}\n";
        assert_eq!(markers(src), Markers { v03: false, v04: true });
    }
}

//! tinytc v0.4's preprocessor (`docs/manual/preprocessor.rst` at v0.4.0): compile-time
//! variables `$name`, defined on a line of their own (`$chunk = 64`, `$ty = memref<f32x$chunk>`,
//! `$c = !calc($a 1 - $b / 1 +)`) and used wherever a constant, a type or an attribute goes.
//!
//! The expansion works on the text, before either parser sees it: a definition's line keeps its
//! line break and becomes blank; a use is replaced by the definition's value, padded with spaces
//! to the use's length where the value is shorter, so that every position after it stays where
//! it was (a longer value, a type alias, shifts the rest of its line: [`Expanded::original`]
//! maps a position back). A definition made inside a region (after a `{`) is visible until the
//! region's `}`; a name is defined once within a scope and its sub-scopes; a definition precedes
//! its uses. Comments and strings are left alone.

use crate::diagnostic::{Code, Diagnostic, Span};

/// The expanded text of a source that uses the preprocessor.
#[derive(Clone, Debug)]
pub struct Expanded {
    pub text: String,
    /// Pieces of the expanded text, in order: (start in the expanded text, start in the
    /// original, length in the original, a copied piece (`true`) or a replaced use).
    pieces: Vec<(usize, usize, usize, bool)>,
    /// The definitions' lines and names of the replaced uses: (start of the use in the
    /// expanded text, its end there, the name, the definition's line in the original).
    uses: Vec<(usize, usize, String, Span)>,
    /// The original text's length: the end of the expanded text is the end of the original.
    original_len: usize,
}

impl Expanded {
    /// The original position of a position in the expanded text: within a copied piece the same
    /// character, within a replaced use the use's start (its end for `end`).
    pub fn original(&self, pos: usize, end: bool) -> usize {
        if pos >= self.text.len() {
            return self.original_len;
        }
        let i = self.pieces.partition_point(|p| p.0 <= pos).saturating_sub(1);
        match self.pieces.get(i) {
            Some(&(at, orig, len, true)) => orig + (pos - at).min(len),
            Some(&(at, orig, len, false)) => {
                if end && pos > at {
                    orig + len
                } else {
                    orig
                }
            }
            None => pos,
        }
    }

    /// A span of the expanded text in the original.
    pub fn span(&self, s: Span) -> Span {
        let start = self.original(s.start as usize, false);
        let end = self.original(s.end as usize, true).max(start);
        Span::new(start, end)
    }

    /// `d` with its spans in the original text. An error inside a variable's value also
    /// points at the variable's definition.
    pub fn diagnostic(&self, mut d: Diagnostic) -> Diagnostic {
        let at = d.span.start as usize;
        let i = self.uses.partition_point(|u| u.0 <= at).saturating_sub(1);
        let definition = self.uses.get(i).filter(|u| u.0 <= at && at < u.1.max(u.0 + 1));
        d.span = self.span(d.span);
        for l in &mut d.secondary {
            l.span = self.span(l.span);
        }
        if let Some((_, _, name, def)) = definition
            // By position: `Span`'s `==` ignores positions (so that trees compare by content).
            && !d.secondary.iter().any(|l| l.span.range() == def.range())
        {
            d = d.with(*def, format!("`${name}` is defined here"));
        }
        d
    }
}

/// Whether `text` has a `$` outside comments and strings: the preprocessor's mark.
pub fn uses_preprocessor(text: &str) -> bool {
    text.lines().any(|l| code_of(l).contains('$'))
}

/// The part of a line before its comment (`;` outside a string).
fn code_of(line: &str) -> &str {
    let mut in_string = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The length of the name at the start of `s` (after its `$`): digits only (`$1x4` is `$1`
/// followed by `x4`, as in tinytc's lexer) or a run of letters, digits and `_`.
fn name_len(s: &str) -> usize {
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len())
    } else {
        s.find(|c: char| !is_name_char(c)).unwrap_or(s.len())
    }
}

/// A definition: its value and the region depth it was made at.
struct Def {
    name: String,
    value: String,
    depth: usize,
    /// The definition's line (`$name = value`) in the original text.
    span: Span,
}

/// The definitions in force, in the order made (their depths never decrease: a region's
/// definitions go when it closes), and for each name the positions of its definitions, so that
/// a lookup is no scan (50 000 definitions took 7.8 s with scans).
#[derive(Default)]
struct Defs {
    list: Vec<Def>,
    by_name: std::collections::HashMap<String, Vec<usize>>,
}

impl Defs {
    /// The innermost definition of `name` in force.
    fn find(&self, name: &str) -> Option<&Def> {
        self.by_name.get(name).and_then(|v| v.last()).map(|&i| &self.list[i])
    }

    fn push(&mut self, def: Def) {
        self.by_name.entry(def.name.clone()).or_default().push(self.list.len());
        self.list.push(def);
    }

    /// Drops the definitions made deeper than `depth` (the last ones made).
    fn close(&mut self, depth: usize) {
        while self.list.last().is_some_and(|d| d.depth > depth) {
            if let Some(d) = self.list.pop()
                && let Some(v) = self.by_name.get_mut(&d.name)
            {
                v.pop();
            }
        }
    }
}

/// Expands the preprocessor's definitions and uses; `None` when the text uses none.
pub fn expand(text: &str) -> Result<Option<Expanded>, Vec<Diagnostic>> {
    if !uses_preprocessor(text) {
        return Ok(None);
    }
    let mut out = String::with_capacity(text.len());
    let mut pieces: Vec<(usize, usize, usize, bool)> = Vec::new();
    let mut uses = Vec::new();
    let mut defs = Defs::default();
    let mut errors = Vec::new();
    let mut depth = 0usize;
    // The `(` and `[` not yet closed, at their positions: a definition among them is inside a
    // parameter list, an operand list or an array, where the grammar has no place for it.
    let mut open: Vec<usize> = Vec::new();
    let copy = |out: &mut String, pieces: &mut Vec<_>, orig: usize, s: &str| {
        if !s.is_empty() {
            pieces.push((out.len(), orig, s.len(), true));
            out.push_str(s);
        }
    };
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let code = code_of(line.strip_suffix('\n').unwrap_or(line));
        let trimmed = code.trim_start();
        let lead = code.len() - trimmed.len();
        if let Some(def) = definition(trimmed) {
            // `$name = rhs`: the line becomes blank (its comment and line break stay).
            let at = line_start + lead;
            let span = Span::new(at, line_start + code.trim_end().len());
            let (name, rhs) = def;
            let rhs_at = at + (rhs.as_ptr() as usize - trimmed.as_ptr() as usize);
            let clean = errors.is_empty();
            let value = substitute(rhs, rhs_at, &defs)
                .and_then(|v| evaluate(&v, &defs, span))
                .and_then(|v| if v.len() > MAX_EXPANSION { Err(too_long(span)) } else { Ok(v) })
                // Values longer than a type or an attribute a person writes are left to the
                // program's parse (checking megabytes of a generated array here is slow), and so
                // are those after an error (a failed definition's uses would add errors).
                .and_then(|v| {
                    match if v.len() > 1 << 16 || !clean { Ok(()) } else { crate::parse_v04::definition_value(&v) } {
                        Ok(()) => Ok(v),
                        Err(e) => {
                            // Within the value as written where it has no uses, else at the definition.
                            let at = if v == rhs {
                                Span::new(rhs_at + e.span.start as usize, rhs_at + e.span.end as usize)
                            } else {
                                span
                            };
                            let message = e
                                .message
                                .replace("unexpected end of file", "unexpected end of the value")
                                .replace("end of file", "the end of the value");
                            Err(Diagnostic::new(Code::E02, message, at).label(format!("in `${name}`'s value")).note(
                                "a compile-time variable holds a constant, a type, an array, dictionary or string \
                             attribute, or !calc(…)",
                            ))
                        }
                    }
                });
            if let Some(&bracket) = open.last() {
                errors.push(
                    Diagnostic::new(Code::E02, "A compile-time definition inside brackets", span)
                        .label("a definition cannot stand here")
                        .with(Span::new(bracket, bracket + 1), "inside the brackets opened here")
                        .note(
                            "define compile-time variables on a line of their own before or after a function or \
                             an instruction, at global scope or in a region",
                        ),
                );
            }
            match value {
                Ok(_) if let Some(first) = defs.find(name) => {
                    errors.push(
                        Diagnostic::new(Code::E02, format!("Compile-time variable `${name}` is defined twice"), span)
                            .label("defined again here")
                            .with(first.span, "first defined here, for this region and every region inside it")
                            .note("define each compile-time variable once within a scope and its sub-scopes"),
                    );
                }
                Ok(value) => defs.push(Def { name: name.to_string(), value, depth, span }),
                Err(e) => {
                    errors.push(e);
                    // Defined all the same, so that its uses add no errors of their own.
                    defs.push(Def { name: name.to_string(), value: String::new(), depth, span });
                }
            }
            copy(&mut out, &mut pieces, line_start, &line[..lead]);
            pieces.push((out.len(), at, code.len() - lead, false));
            out.push_str(&" ".repeat(code.len() - lead));
            copy(&mut out, &mut pieces, line_start + code.len(), &line[code.len()..]);
        } else {
            // Uses: each `$name` outside strings replaced by its value.
            let mut i = 0;
            let mut in_string = false;
            let mut last = 0;
            let bytes = code.as_bytes();
            while i < bytes.len() {
                match bytes[i] {
                    b'"' => in_string = !in_string,
                    b'$' if !in_string => {
                        let end = i + 1 + name_len(&code[i + 1..]);
                        let name = &code[i + 1..end];
                        let span = Span::new(line_start + i, line_start + end);
                        match defs.find(name) {
                            Some(d) if out.len().saturating_add(d.value.len()) > MAX_EXPANSION => {
                                errors.push(too_long(span));
                                return Err(errors);
                            }
                            Some(d) => {
                                copy(&mut out, &mut pieces, line_start + last, &code[last..i]);
                                pieces.push((out.len(), line_start + i, end - i, false));
                                uses.push((out.len(), out.len() + d.value.len(), name.to_string(), d.span));
                                out.push_str(&d.value);
                                for _ in d.value.len()..end - i {
                                    out.push(' ');
                                }
                            }
                            None => {
                                errors.push(match nameless(&code[i + 1..], span) {
                                    Some(d) => d,
                                    None => Diagnostic::new(
                                        Code::E02,
                                        format!("Unknown compile-time variable `${name}`"),
                                        span,
                                    )
                                    .label("not defined before this point in this region or one around it")
                                    .note("define it first: `$name = value` on a line of its own"),
                                });
                                copy(&mut out, &mut pieces, line_start + last, &code[last..i]);
                                pieces.push((out.len(), line_start + i, end - i, false));
                                out.push_str(&" ".repeat(end - i));
                            }
                        }
                        last = end;
                        i = end;
                        continue;
                    }
                    b'(' | b'[' if !in_string => open.push(line_start + i),
                    b')' | b']' if !in_string => {
                        open.pop();
                    }
                    b'{' if !in_string => depth += 1,
                    b'}' if !in_string => {
                        depth = depth.saturating_sub(1);
                        defs.close(depth);
                    }
                    _ => {}
                }
                i += 1;
            }
            copy(&mut out, &mut pieces, line_start + last, &line[last..]);
        }
        line_start += line.len();
    }
    if errors.is_empty() {
        Ok(Some(Expanded { text: out, pieces, uses, original_len: text.len() }))
    } else {
        Err(errors)
    }
}

/// The most text the expansion makes (a definition's value, the whole program): values that
/// repeat others double at each definition (`$d1 = [$d0, $d0]`), and 40 such lines would
/// exhaust memory.
const MAX_EXPANSION: usize = 64 << 20;

/// E40 for an expansion beyond [`MAX_EXPANSION`], at the definition or use that passes it.
fn too_long(span: Span) -> Diagnostic {
    Diagnostic::new(Code::E40, "The preprocessor's expansion is too long", span)
        .label(format!("the expanded text would pass {} MiB here", MAX_EXPANSION >> 20))
        .note("compile-time variables whose values repeat others grow with every definition")
}

/// `$name = rhs` (the rhs still with its uses): the name and the rhs.
fn definition(code: &str) -> Option<(&str, &str)> {
    let rest = code.strip_prefix('$')?;
    let (name, after) = rest.split_at(name_len(rest));
    let rhs = after.trim_start().strip_prefix('=')?;
    (!name.is_empty()).then_some((name, rhs.trim()))
}

/// `rhs` with its uses replaced (a definition's value is stored expanded).
/// E02 for a `$` without a name after it (`after` is the text that follows it), which is no use
/// of an undefined variable: a space, another character, or a name that is not ASCII.
fn nameless(after: &str, span: Span) -> Option<Diagnostic> {
    if after.starts_with(is_name_char) {
        return None;
    }
    let next = after.chars().next().filter(|c| !c.is_whitespace());
    let label = match next {
        Some(c) if !c.is_ascii() => format!("`{c}` cannot begin a name: names are ASCII letters, digits and `_`"),
        Some(c) => format!("`{c}` cannot begin a name"),
        None => "no name after the `$`".to_string(),
    };
    Some(Diagnostic::new(Code::E02, "`$` without a compile-time variable's name", span).label(label).note(
        "a compile-time variable is `$name` (letters, digits and `_`): defined by `$name = value`, used as `$name`",
    ))
}

fn substitute(rhs: &str, at: usize, defs: &Defs) -> Result<String, Diagnostic> {
    // The next `$` outside a string (a use ends outside one, so each search starts outside).
    let next_use = |s: &str| {
        let mut in_string = false;
        s.bytes().position(|b| {
            if b == b'"' {
                in_string = !in_string;
            }
            b == b'$' && !in_string
        })
    };
    let mut out = String::new();
    let mut rest = rhs;
    let mut pos = at;
    while let Some(i) = next_use(rest) {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let end = name_len(after);
        let name = &after[..end];
        // In `!calc(…)` the value is looked up by `evaluate`, which needs the name.
        if out.trim_start().starts_with("!calc") {
            out.push('$');
            out.push_str(name);
        } else {
            match defs.find(name) {
                Some(d) => out.push_str(&d.value),
                None if name.is_empty() => {
                    return Err(nameless(after, Span::new(pos + i, pos + i + 1)).unwrap_or_else(|| {
                        Diagnostic::new(
                            Code::E02,
                            "`$` without a compile-time variable's name",
                            Span::new(pos + i, pos + i + 1),
                        )
                    }));
                }
                None => {
                    return Err(Diagnostic::new(
                        Code::E02,
                        format!("Unknown compile-time variable `${name}`"),
                        Span::new(pos + i, pos + i + 1 + end),
                    )
                    .label("not defined before this definition")
                    .note(
                        "a definition takes the whole rest of its line (tinyc reads `$name = value` only on a line \
                         of its own): put anything after the value on the next line",
                    ));
                }
            }
        }
        rest = &after[end..];
        pos += i + 1 + end;
    }
    out.push_str(rest);
    Ok(out)
}

/// A definition's value: `!calc(RPN)` evaluated, anything else as written.
fn evaluate(value: &str, defs: &Defs, span: Span) -> Result<String, Diagnostic> {
    let Some(body) = value.strip_prefix("!calc") else {
        return Ok(value.to_string());
    };
    let err = |why: String| {
        Diagnostic::new(Code::E02, "Invalid compile-time calculation", span).label(why).note(
            "!calc(…) takes integers and compile-time variables in reverse Polish notation, with ^ - + * / % min max",
        )
    };
    let inner = body
        .trim()
        .strip_prefix('(')
        .and_then(|b| b.strip_suffix(')'))
        .ok_or_else(|| err("write the expression in parentheses: !calc(a b +)".into()))?;
    let mut stack: Vec<i64> = Vec::new();
    for token in inner.split_whitespace() {
        let value = if let Some(name) = token.strip_prefix('$') {
            let d = defs.find(name).ok_or_else(|| err(format!("`${name}` is not defined before this point")))?;
            Some(
                d.value
                    .trim()
                    .parse::<i64>()
                    .map_err(|_| err(format!("`${name}` is `{}`, not an integer", d.value)))?,
            )
        } else if token.trim_start_matches(['+', '-']).chars().next().is_some_and(|c| c.is_ascii_digit()) {
            Some(token.parse::<i64>().map_err(|_| err(format!("`{token}` is not a 64-bit integer")))?)
        } else {
            None
        };
        if let Some(v) = value {
            stack.push(v);
            continue;
        }
        let (Some(b), Some(a)) = (stack.pop(), stack.pop()) else {
            return Err(err(format!("`{token}` needs two operands before it")));
        };
        let overflow = || err(format!("`{a} {b} {token}` overflows or divides by zero"));
        let r = match token {
            "+" => a.checked_add(b),
            "-" => a.checked_sub(b),
            "*" => a.checked_mul(b),
            "/" => a.checked_div(b),
            "%" => a.checked_rem(b),
            "^" if b < 0 => return Err(err(format!("`{a} {b} ^`: the exponent is negative"))),
            "^" => u32::try_from(b).ok().and_then(|e| a.checked_pow(e)),
            "min" => Some(a.min(b)),
            "max" => Some(a.max(b)),
            _ => return Err(err(format!("`{token}` is not an integer, a variable or an operator"))),
        }
        .ok_or_else(overflow)?;
        stack.push(r);
    }
    match stack.as_slice() {
        [v] => Ok(v.to_string()),
        [] => Err(err("the expression is empty".into())),
        _ => Err(err(format!("{} values are left: an operator is missing", stack.len()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Expanded {
        let r = expand(text);
        assert!(matches!(r, Ok(Some(_))), "{r:?}");
        r.ok().flatten().unwrap_or(Expanded {
            text: String::new(),
            pieces: Vec::new(),
            uses: Vec::new(),
            original_len: 0,
        })
    }

    #[test]
    fn definitions_become_blank_and_uses_their_values() {
        let e = run("$ty = f32\n$n = 64\nfunc @k(%X: memref<$ty x $n>) {}\n");
        assert_eq!(e.text, "         \n       \nfunc @k(%X: memref<f32 x 64>) {}\n");
        // `64` stands where `$n` was: positions after it are unchanged.
        let close = e.text.find(')').unwrap_or(0);
        assert_eq!(e.original(close, false), close);
    }

    #[test]
    fn longer_values_shift_the_line_and_map_back() {
        let src = "$t = memref<f32x8>\nfunc @k(%X: $t, %Y: $t) {}\n";
        let e = run(src);
        assert_eq!(e.text.lines().nth(1), Some("func @k(%X: memref<f32x8>, %Y: memref<f32x8>) {}"));
        let y = e.text.find("%Y").unwrap_or(0);
        assert_eq!(&src[e.original(y, false)..e.original(y, false) + 2], "%Y");
        let second = e.text.rfind("memref").unwrap_or(0);
        let s = e.span(Span::new(second, second + "memref<f32x8>".len()));
        assert_eq!(&src[s.start as usize..s.end as usize], "$t");
    }

    /// The end of the expanded text is the end of the original, also after a last line that
    /// is a definition or ends with a use (an "unexpected end of file" pointed at them).
    #[test]
    fn the_end_maps_to_the_end() {
        for src in ["func @k() {\n  $n = 4", "$n = 4\nfunc @k() {\n  %x = constant $n", "$t = memref<f32x8>\n$t"] {
            let e = run(src);
            assert_eq!(e.span(Span::new(e.text.len(), e.text.len())), Span::new(src.len(), src.len()), "{src:?}");
        }
    }

    /// A `$` in a string of a definition's value is text (`$s = "costs $5"`), as in a use's
    /// line.
    #[test]
    fn strings_in_values_are_not_expanded() {
        let e = run("$n = 5\n$s = \"costs $5 of $n\"\nx $s $n\n");
        assert_eq!(e.text.lines().nth(2), Some("x \"costs $5 of $n\" 5 "));
    }

    /// Values that repeat others double with each definition: past 64 MiB the expansion stops
    /// with E40 at the definition (40 such lines exhausted memory).
    #[test]
    fn the_expansion_is_bounded() {
        let mut src = String::from("$d0 = [1, 2, 3, 4, 5, 6, 7, 8]\n");
        for k in 1..40 {
            src.push_str(&format!("$d{k} = [$d{}, $d{}]\n", k - 1, k - 1));
        }
        let errors = expand(&src).err().unwrap_or_default();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].code, Code::E40);
        assert!(errors[0].message.contains("expansion is too long"), "{errors:?}");
    }

    /// A diagnostic at a use that has secondary labels of its own (W01's "defined here") also
    /// points at the variable's definition (the check for a label already there compared spans
    /// with `==`, which ignores positions).
    #[test]
    fn uses_point_at_their_definition_beside_other_labels() {
        let e = run("$i = 9\nx $i\n");
        let use_at = e.text.find('9').unwrap_or(0);
        let d = Diagnostic::new(Code::W01, "w", Span::new(use_at, use_at + 1)).with(Span::new(7, 8), "x here");
        let d = e.diagnostic(d);
        assert_eq!(d.secondary.len(), 2, "{d:?}");
        assert_eq!(d.secondary[1].span.range(), 0..6);
        assert_eq!(d.secondary[1].message, "`$i` is defined here");
    }

    /// A definition holds a constant, a type or an array, dictionary or string attribute
    /// (preprocessor.rst's def-rhs), checked where it is defined, used or not: garbage, an
    /// empty value or half a type was accepted and vanished from `fmt`'s output.
    #[test]
    fn definitions_hold_values() {
        run(
            "$a = 1\n$b = -2.5e3\n$c = true\n$d = \"s\"\n$e = [1, [2]]\n$f = {x=1, \"y\"=[]}\n$g = memref<f32x?, strided<1>, local>\n$h = $e\n$i = !calc($a 1 +)\n$j = group<memref<f64x4>x?, offset: ?>\n",
        );
        for (src, at) in [("$x = ))) junk\n", 5), ("$x =\n", 4), ("$t = f32>\n", 8), ("$l = ,local\n", 5)] {
            let errors = expand(src).err().unwrap_or_default();
            assert_eq!(errors.len(), 1, "{src:?}: {errors:?}");
            assert_eq!((errors[0].code, errors[0].span.start as usize), (Code::E02, at), "{src:?}: {errors:?}");
            assert!(errors[0].label.contains("in `$"), "{errors:?}");
        }
    }

    #[test]
    fn calc_evaluates_reverse_polish_notation() {
        let e = run("$a = 10\n$b = 4\n$c = !calc($a 1 - $b / 1 +)\n$p = !calc(2 10 ^ 3 min 7 max)\nx $c $p\n");
        assert_eq!(e.text.lines().nth(4), Some("x 3  7 "));
        let bad = expand("$c = !calc(1 +)\n").err().unwrap_or_default();
        assert!(bad[0].message.contains("calculation"), "{bad:?}");
        let zero = expand("$c = !calc(1 0 /)\n").err().unwrap_or_default();
        assert_eq!(zero.len(), 1);
        // A negative exponent is its own error, not an overflow (tinytc: "Exponent must be
        // larger or equal than 0").
        let negative = expand("$c = !calc(2 -1 ^)\n").err().unwrap_or_default();
        assert_eq!(negative.len(), 1, "{negative:?}");
        assert!(negative[0].label.contains("the exponent is negative"), "{negative:?}");
        assert!(!negative[0].label.contains("overflow"), "{negative:?}");
    }

    /// A name of digits ends at its last digit, as tinytc's lexer reads `$` names (digits, or a
    /// letter then letters, digits and `_`): `f32x$1x4` is `$1` followed by `x4`.
    #[test]
    fn a_name_of_digits_ends_at_its_last_digit() {
        let e = run("$1 = 8\n$2 = !calc($1 2 *)\nfunc @k(%X: memref<f32x$1x4>, %Y: memref<f32x$2x$1>) {}\n");
        assert_eq!(e.text.lines().nth(2), Some("func @k(%X: memref<f32x8 x4>, %Y: memref<f32x16x8 >) {}"));
        // A name that begins with a letter takes the digits and letters after it.
        let long = expand("$n = 2\nfunc @k(%X: memref<f32x$nx4>) {}\n").err().unwrap_or_default();
        assert!(long[0].message.contains("`$nx4`"), "{long:?}");
    }

    #[test]
    fn scopes_end_with_their_region_and_names_are_defined_once() {
        let ok = run("func @k() {\n  $n = 4\n  %a = constant $n : index\n}\nfunc @l() {\n  $n = 8\n}\n");
        assert!(ok.text.contains("constant 4  : index"));
        let out = expand("func @k() {\n  $n = 4\n}\n%b = $n\n").err().unwrap_or_default();
        assert!(out[0].message.contains("Unknown compile-time variable `$n`"), "{out:?}");
        let twice = expand("$n = 1\nfunc @k() {\n  $n = 2\n}\n").err().unwrap_or_default();
        assert!(twice[0].message.contains("defined twice"), "{twice:?}");
    }

    #[test]
    fn definitions_stand_outside_brackets() {
        let text = "func @k(%a: f32,\n        $n = 4\n        %b: f32) {\n}\n";
        let out = expand(text).err().unwrap_or_default();
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0].message, "A compile-time definition inside brackets");
        assert_eq!(out[0].span.range(), 25..31);
        assert_eq!(out[0].secondary[0].span.range(), 7..8);
        let array = expand("func @k() attributes{work_group_size=[16,\n$n = 2\n1]} {}\n").err().unwrap_or_default();
        assert_eq!(array.len(), 1, "{array:?}");
        assert_eq!(array[0].secondary[0].span.range(), 37..38);
        // Closed brackets, also of earlier lines, and brackets in strings and comments are no obstacle.
        let ok = run("func @k(%a: f32,\n        %b: f32) attributes{\"(\"=1} { ; (\n  $n = 4\n}\n$m = [1]\n");
        assert!(ok.text.contains("attributes{"), "{}", ok.text);
    }

    #[test]
    fn comments_and_strings_are_left_alone() {
        assert!(!uses_preprocessor("func @k() {} ; costs $5\n"));
        let e = run("$n = 2\nfunc @k() attributes{\"note\"=\"$n\"} { ; $n\n}\n");
        assert!(e.text.contains("\"$n\"") && e.text.contains("; $n"), "{}", e.text);
    }
}

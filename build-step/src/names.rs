//! Tensor-language names as Rust identifiers.
//!
//! A name of the language is `[0-9]+` or `[A-Za-z][A-Za-z0-9_]*`. As a Rust method or parameter
//! name:
//! - a Rust keyword (`type`, `match`, `gen`, …) is written as a raw identifier (`r#type`);
//! - a name that cannot be raw or would mean something else in a pattern (`self`, `Self`,
//!   `super`, `crate`, the prelude's `None`, `Some`, `Ok`, `Err`) gets a trailing `_`;
//! - a numeric name gets the prefix `x` (`%0` → `x0`, as in the calling convention);
//! - a name taken by the scope (`new`, `programs` among methods, `groups` among parameters) or
//!   by an earlier name gets a trailing `_` until free.
//!
//! Names usable as written are handed out first, so that `@x0` keeps `x0` even when an `@0`
//! comes before it.

use std::collections::HashSet;

/// Strict, reserved and edition-specific keywords of Rust 2015 to 2024.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn", "else",
    "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
    "move", "mut", "override", "priv", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait",
    "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Names that cannot be raw identifiers, and prelude items that a parameter pattern would match
/// instead of binding.
const NOT_BINDABLE: &[&str] = &["self", "Self", "super", "crate", "None", "Some", "Ok", "Err"];

/// Whether `name` is a Rust identifier as written (possibly needing `r#`).
fn usable_as_written(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
        && !NOT_BINDABLE.contains(&name)
}

/// Whether `name` is a Rust identifier that is not a keyword (e.g. for a module name).
pub fn is_plain_identifier(name: &str) -> bool {
    usable_as_written(name) && !KEYWORDS.contains(&name)
}

/// `name` as Rust source: `r#name` for a keyword.
fn spelled(name: &str) -> String {
    if KEYWORDS.contains(&name) { format!("r#{name}") } else { name.to_string() }
}

/// The Rust names of `names` (one scope) that avoid `reserved` and each other, as Rust source.
pub fn rust_names(names: &[&str], reserved: &[&str]) -> Vec<String> {
    let mut taken: HashSet<String> = reserved.iter().map(|s| s.to_string()).collect();
    let mut out: Vec<Option<String>> = vec![None; names.len()];
    for (slot, name) in out.iter_mut().zip(names) {
        if usable_as_written(name) && !taken.contains(*name) {
            taken.insert(name.to_string());
            *slot = Some(spelled(name));
        }
    }
    for (slot, name) in out.iter_mut().zip(names) {
        if slot.is_some() {
            continue;
        }
        let mut base: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
        if !base.starts_with(|c: char| c.is_ascii_alphabetic()) {
            base.insert(0, 'x');
        }
        while !usable_as_written(&base) || taken.contains(&base) {
            base.push('_');
        }
        taken.insert(base.clone());
        *slot = Some(spelled(&base));
    }
    out.into_iter().map(Option::unwrap_or_default).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_raw_and_the_rest_is_renamed() {
        assert_eq!(
            rust_names(&["gemm", "type", "self", "0", "new", "new_", "None", "x0", "gen"], &["new", "programs"]),
            ["gemm", "r#type", "self_", "x0_", "new__", "new_", "None_", "x0", "r#gen"]
        );
        assert_eq!(rust_names(&["groups", "A", "match"], &["groups"]), ["groups_", "A", "r#match"]);
    }

    #[test]
    fn module_names() {
        assert!(is_plain_identifier("kernels"));
        assert!(is_plain_identifier("_k2"));
        assert!(!is_plain_identifier("type"));
        assert!(!is_plain_identifier("2k"));
        assert!(!is_plain_identifier("my-kernels"));
        assert!(!is_plain_identifier("_"));
        assert!(!is_plain_identifier(""));
    }
}

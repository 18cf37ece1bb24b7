//! Reading the kernel entries of PTX text and checking them against the calling convention
//! (`calling-convention.md` §3), without a device.

use crate::error::{Error, Result};
use crate::signature::KernelSignature;

/// One `.entry` of a PTX module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub(crate) name: String,
    pub(crate) params: Vec<Param>,
    /// The `.reqntid` dimensions, if the entry has the directive (missing ones are 1).
    pub(crate) reqntid: Option<[u64; 3]>,
}

/// One `.param` of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Param {
    pub(crate) name: String,
    /// The fundamental type without the dot (`u64`, `s32`, `f32`, …), or `?` if there is none.
    pub(crate) ty: String,
    /// The element count of an array parameter (`.param .b8 x[16]`).
    pub(crate) array: Option<u64>,
}

const TYPES: &[&str] = &[
    "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b8", "b16", "b32", "b64", "f16", "f16x2", "bf16", "f32",
    "f64", "pred",
];

/// The PTX text without `//` and `/* */` comments (replaced by a space).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let line = rest.find("//");
        let block = rest.find("/*");
        match (line, block) {
            (Some(l), b) if b.is_none_or(|b| l < b) => {
                out.push_str(&rest[..l]);
                out.push(' ');
                rest = rest[l..].find('\n').map_or("", |e| &rest[l + e..]);
            }
            (_, Some(b)) => {
                out.push_str(&rest[..b]);
                out.push(' ');
                rest = rest[b + 2..].find("*/").map_or("", |e| &rest[b + 2 + e + 2..]);
            }
            _ => {
                out.push_str(rest);
                return out;
            }
        }
    }
}

/// Every `.entry` of `ptx`, in order.
pub(crate) fn entries(ptx: &str) -> Vec<Entry> {
    let text = strip_comments(ptx);
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = find_directive(rest, ".entry") {
        let after = rest[at + ".entry".len()..].trim_start();
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '%'))
            .unwrap_or(after.len());
        let name = after[..name_len].to_string();
        let mut tail = after[name_len..].trim_start();
        let mut params = Vec::new();
        if let Some(list) = tail.strip_prefix('(') {
            let close = list.find(')').unwrap_or(list.len());
            params = list[..close].split(',').map(str::trim).filter(|p| !p.is_empty()).map(param).collect();
            tail = list.get(close + 1..).unwrap_or("");
        }
        // Performance directives (`.reqntid`, `.maxntid`, …) sit between the list and the body.
        let body = tail.find(['{', ';']).unwrap_or(tail.len());
        let reqntid = find_directive(&tail[..body], ".reqntid").map(|at| {
            let mut dims = [1u64; 3];
            let values = tail[at + ".reqntid".len()..body].split(',').map(str::trim);
            for (dim, value) in dims.iter_mut().zip(values) {
                let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
                *dim = digits.parse().unwrap_or(0);
            }
            dims
        });
        out.push(Entry { name, params, reqntid });
        rest = &tail[body..];
    }
    out
}

/// The byte position of directive `word` standing alone (not `.entryx`), if any.
fn find_directive(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(word) {
        let at = from + i;
        let before = text[..at].chars().next_back().is_none_or(|c| c.is_whitespace() || c == '}' || c == ';');
        let after = text[at + word.len()..].chars().next().is_none_or(|c| c.is_whitespace());
        if before && after {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// One parameter declaration, e.g. `.param .u64 .ptr .global .align 1 A`.
fn param(decl: &str) -> Param {
    let tokens: Vec<&str> = decl.split_whitespace().collect();
    let ty = tokens.iter().filter_map(|t| t.strip_prefix('.')).find(|t| TYPES.contains(t)).unwrap_or("?").to_string();
    let last = tokens.last().copied().unwrap_or("");
    let (name, array) = match last.split_once('[') {
        Some((name, count)) => (name, count.trim_end_matches(']').trim().parse().ok().or(Some(0))),
        None => (last, None),
    };
    Param { name: name.to_string(), ty, array }
}

/// Size in bytes and kind (`i`nteger, `f`loat, `b`its) of a fundamental type.
fn class(ty: &str) -> Option<(u32, char)> {
    let kind = ty.chars().next()?;
    let bits: u32 = ty.get(1..)?.parse().ok()?;
    matches!(kind, 's' | 'u' | 'b' | 'f').then_some((bits / 8, if kind == 'u' { 's' } else { kind }))
}

/// Whether a declared parameter type passes the bytes of `wanted`: the same size, and integer
/// for integer or float for float (`.b` types go with either).
fn compatible(declared: &str, wanted: &str) -> bool {
    match (class(declared), class(wanted)) {
        (Some((a, ka)), Some((b, kb))) => a == b && (ka == kb || ka == 'b' || kb == 'b'),
        _ => false,
    }
}

/// Checks that `entries` has the kernel of `sig` with exactly the parameters of its ABI and, if
/// it has `.reqntid`, the signature's work-group size.
pub(crate) fn check(entries: &[Entry], sig: &KernelSignature) -> Result<()> {
    let abi = &sig.abi;
    let fail = |message: String| Err(Error::Signature { kernel: abi.name.clone(), message });
    let Some(entry) = entries.iter().find(|e| e.name == abi.name) else {
        let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
        let names = if names.is_empty() { "none".to_string() } else { names.join(", ") };
        return fail(format!("the PTX has no `.entry {}` (entries: {names})", abi.name));
    };
    if entry.params.len() != abi.args.len() {
        return fail(format!(
            "the PTX entry takes {} parameters but the ABI lists {}",
            entry.params.len(),
            abi.args.len()
        ));
    }
    for (i, (p, a)) in entry.params.iter().zip(&abi.args).enumerate() {
        let wanted = a.ptx_type();
        if p.array.is_some() || !compatible(&p.ty, wanted) {
            let declared = match p.array {
                Some(n) => format!(".{}[{n}]", p.ty),
                None => format!(".{}", p.ty),
            };
            return fail(format!(
                "PTX parameter {i} (`{}`) is {declared} but the ABI argument `{}` needs .{wanted}",
                p.name, a.name
            ));
        }
    }
    let (m, n) = abi.work_group_size;
    let wanted = [m, n, 1].map(|v| u64::try_from(v).unwrap_or(0));
    if let Some([x, y, z]) = entry.reqntid.filter(|r| *r != wanted) {
        return fail(format!("the PTX entry has .reqntid {x}, {y}, {z} but the work-group size is {m}x{n}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::tests::signature;

    const PTX: &str = "
//
// Generated by hand
//
.version 7.0
.target sm_52
.address_size 64

/* .visible .entry commented_out(.param .u64 x) {} */
.visible .entry gemm_over_group(
	.param .f32 alpha,
	.param .u64 .ptr .global .align 1 A, // the group's pointers
	.param .s64 A_offset,
	.param .u64 .ptr .global .align 1 B,
	.param .f32 beta,
	.param .u64 .ptr .global .align 1 C
)
.reqntid 32, 2, 1
{
	ret;
}

.entry bare
{
	ret;
}

.visible .entry odd(.param .align 8 .b8 s[16], .param .b32 w) .maxntid 64 { ret; }
";

    #[test]
    fn entries_with_their_parameters_and_thread_counts() {
        let e = entries(PTX);
        let names: Vec<&str> = e.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["gemm_over_group", "bare", "odd"]);
        let types: Vec<&str> = e[0].params.iter().map(|p| p.ty.as_str()).collect();
        assert_eq!(types, ["f32", "u64", "s64", "u64", "f32", "u64"]);
        let params: Vec<&str> = e[0].params.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(params, ["alpha", "A", "A_offset", "B", "beta", "C"]);
        assert_eq!(e[0].reqntid, Some([32, 2, 1]));
        assert!(e[1].params.is_empty());
        assert_eq!(e[1].reqntid, None);
        assert_eq!(e[2].params[0], Param { name: "s".into(), ty: "b8".into(), array: Some(16) });
        assert_eq!(e[2].params[1], Param { name: "w".into(), ty: "b32".into(), array: None });
    }

    #[test]
    fn signatures_are_checked_against_the_entries() {
        let e = entries(PTX);
        let good = signature(
            "func @gemm_over_group(%alpha: f32, %A: group<memref<f32x16x8>, offset: ?>, %B: memref<f32x8x12>,
                                   %beta: f32, %C: group<memref<f32x16x12>>) work_group_size(32, 2) {}",
        );
        assert!(check(&e, &good).is_ok());

        let fails = |tir: &str| check(&e, &signature(tir)).err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            fails("func @nope() {}"),
            "kernel `nope`: inconsistent signature: the PTX has no `.entry nope` (entries: gemm_over_group, bare, odd)"
        );
        assert_eq!(
            fails("func @gemm_over_group(%alpha: f32) {}"),
            "kernel `gemm_over_group`: inconsistent signature: the PTX entry takes 6 parameters but the ABI lists 1"
        );
        assert_eq!(
            fails(
                "func @gemm_over_group(%alpha: f64, %A: group<memref<f32x16x8>, offset: ?>, %B: memref<f32x8x12>,
                                       %beta: f32, %C: group<memref<f32x16x12>>) work_group_size(32, 2) {}"
            ),
            "kernel `gemm_over_group`: inconsistent signature: PTX parameter 0 (`alpha`) is .f32 but the ABI argument `alpha` needs .f64"
        );
        assert_eq!(
            fails(
                "func @gemm_over_group(%alpha: f32, %A: group<memref<f32x16x8>, offset: ?>, %B: memref<f32x8x12>,
                                       %beta: f32, %C: group<memref<f32x16x12>>) work_group_size(64, 1) {}"
            ),
            "kernel `gemm_over_group`: inconsistent signature: the PTX entry has .reqntid 32, 2, 1 but the work-group size is 64x1"
        );
        assert!(fails("func @odd(%s: i64, %w: i32) {}").contains("PTX parameter 0 (`s`) is .b8[16] but"));
        assert!(check(&e, &signature("func @bare() {}")).is_ok());
    }

    #[test]
    fn widened_and_equivalent_types() {
        assert!(compatible("u64", "u64") && compatible("b64", "u64") && compatible("s64", "u64"));
        assert!(compatible("b32", "f32") && compatible("u32", "s32"));
        assert!(!compatible("f32", "s32") && !compatible("s16", "s32") && !compatible("?", "s32"));
    }

    #[test]
    fn comments_are_removed() {
        assert_eq!(strip_comments("a // b\nc /* d\n e */ f"), "a  \nc   f");
        assert_eq!(strip_comments("x /* open"), "x  ");
    }
}

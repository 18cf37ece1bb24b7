//! The kernel entries of PTX text: names, parameters and `.reqntid`, read without a device (one
//! reader for the PTX backend's check of its own output, the CUDA runtime's check of the PTX it
//! loads, and the tests).

/// One `.entry` of a PTX module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub params: Vec<Param>,
    /// The `.reqntid` dimensions, if the entry has the directive (missing ones are 1).
    pub reqntid: Option<[u64; 3]>,
    /// The bytes of dynamic shared memory every launch must give the entry (its work-group
    /// stack beyond 48 KiB), from the module's [`DYNAMIC_SHARED`] line naming it; 0 without one.
    pub dynamic_shared_bytes: u64,
}

/// The comment by which tinyc's PTX says what dynamic shared memory an entry needs: a line
/// `// tinyc.dynamic_shared_bytes NAME BYTES` before the entry. PTX itself has no directive for
/// it, and a launch (`cuLaunchKernel`'s `sharedMemBytes`, after `cuFuncSetAttribute` with
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` beyond 48 KiB) must give it.
pub const DYNAMIC_SHARED: &str = "// tinyc.dynamic_shared_bytes";

/// The [`DYNAMIC_SHARED`] line of entry `name` (with its newline).
pub fn dynamic_shared_line(name: &str, bytes: u64) -> String {
    format!("{DYNAMIC_SHARED} {name} {bytes}\n")
}

/// The (entry, bytes) of every [`DYNAMIC_SHARED`] line of `ptx`.
fn dynamic_shared(ptx: &str) -> Vec<(&str, u64)> {
    ptx.lines()
        .filter_map(|l| {
            let mut words = l.trim().strip_prefix(DYNAMIC_SHARED)?.split_whitespace();
            let (name, bytes) = (words.next()?, words.next()?.parse().ok()?);
            words.next().is_none().then_some((name, bytes))
        })
        .collect()
}

/// One `.param` of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    /// The fundamental type without the dot (`u64`, `s32`, `f32`, …), or `?` if there is none.
    pub ty: String,
    /// The element count of an array parameter (`.param .b8 x[16]`).
    pub array: Option<u64>,
}

impl Param {
    /// The type as the ABI's PTX column writes it: `u64`, `f32`, or `b8[8]` for an array.
    pub fn abi_type(&self) -> String {
        match self.array {
            Some(n) => format!("{}[{n}]", self.ty),
            None => self.ty.clone(),
        }
    }
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
pub fn entries(ptx: &str) -> Vec<Entry> {
    let shared = dynamic_shared(ptx);
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
        let dynamic_shared_bytes = shared.iter().find(|(n, _)| *n == name).map_or(0, |&(_, b)| b);
        out.push(Entry { name, params, reqntid, dynamic_shared_bytes });
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

#[cfg(test)]
mod tests {
    use super::*;

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

// tinyc.dynamic_shared_bytes odd 71680
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
        let shared: Vec<u64> = e.iter().map(|e| e.dynamic_shared_bytes).collect();
        assert_eq!(shared, [0, 0, 71680]);
    }

    #[test]
    fn dynamic_shared_lines_name_an_entry_and_its_bytes() {
        assert_eq!(dynamic_shared_line("k", 65536), "// tinyc.dynamic_shared_bytes k 65536\n");
        let text = "  // tinyc.dynamic_shared_bytes a 50000\n// tinyc.dynamic_shared_bytes b\n\
                    // tinyc.dynamic_shared_bytes c 12 extra\n// tinyc.dynamic_shared_bytes d -4\n";
        assert_eq!(dynamic_shared(text), [("a", 50000)]);
    }

    #[test]
    fn comments_are_removed() {
        assert_eq!(strip_comments("a // b\nc /* d\n e */ f"), "a  \nc   f");
        assert_eq!(strip_comments("x /* open"), "x  ");
    }
}

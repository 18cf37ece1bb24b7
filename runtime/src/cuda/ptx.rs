//! Checking the kernel entries of PTX text (read by `tinyc_frontend::abi::ptx`) against the
//! calling convention (`calling-convention.md` §3), without a device.

pub(crate) use tinyc_frontend::abi::ptx::{Entry, entries};

use crate::error::{Error, Result};
use crate::signature::KernelSignature;

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
        let ok = match p.array {
            Some(_) => p.abi_type() == wanted,
            None => compatible(&p.ty, wanted),
        };
        if !ok {
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

    /// Three entries: a group GEMM with `.reqntid`, one without parameters, one with an array
    /// parameter (the reader itself is tested in `tinyc_frontend::abi::ptx`).
    const PTX: &str = ".visible .entry gemm_over_group(.param .f32 alpha, .param .u64 .ptr .global .align 1 A,
        .param .s64 A_offset, .param .u64 .ptr .global .align 1 B, .param .f32 beta,
        .param .u64 .ptr .global .align 1 C) .reqntid 32, 2, 1 { ret; }
        .entry bare { ret; }
        .visible .entry odd(.param .align 8 .b8 s[16], .param .b32 w) .maxntid 64 { ret; }";

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
}

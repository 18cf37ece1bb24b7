//! # Warnings: forms beyond tinytc v0.4.0 that tinyc reads (W03)
//!
//! SeisSol's generator YATeTo prints v0.4 (`codegen/tiny_tensor_language.py` and its GEMM
//! printer, "TinyTC 0.4 support", written after tinytc v0.4.0) with three forms that tinytc
//! v0.4.0 does not have. Each has one meaning, so tinyc reads them and warns, so that a program
//! meant for tinytc itself can be fixed and `--deny-warnings` refuses them; `tinyc fmt --to
//! v0.4` writes them in v0.4.0's forms ([`crate::upgrade::to_v04`]):
//!
//! - a slice size `?` (`subview %X[0:?,%gid]`, every batched temporary): the rest of the mode,
//!   as in v0.3.1;
//! - integer literals as `for` bounds (`for %i=0,3`): constants of the type of the bounds that
//!   are values, else `index`;
//! - an integer literal as a float `constant` (`constant 0 : f64`, the β of every `@gemm`
//!   kernel it prints): the float of that value (the manual says that a floating type requires
//!   a floating constant; tinytc v0.4.0 refuses it).

use crate::ast::{Func, InstKind, Lang, Literal, Module, Operand, Slice};
use crate::check::visit_insts;
use crate::diagnostic::{Code, Diagnostic};
use crate::types::Dim;

/// The W03 warnings of a v0.4 module, in source order (none for v0.3.1, where both forms are
/// the language's own).
pub fn beyond_v040(module: &Module) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if module.lang != Lang::V04 {
        return out;
    }
    for f in &module.funcs {
        warn_func(f, &mut out);
    }
    out.sort_by_key(|d| d.span.start);
    out
}

fn warn_func(f: &Func, out: &mut Vec<Diagnostic>) {
    visit_insts(&f.body, &mut |inst| match &inst.kind {
        InstKind::Subview { slices, ty, .. } => {
            // One warning per subview, each `?` labelled with the size it stands for.
            let mut d: Option<Diagnostic> = None;
            for (k, s) in slices.iter().enumerate() {
                let Slice::ToEnd(o, at) = s else { continue };
                let size = match (ty.node.shape.get(k), o) {
                    (Some(Dim::Static(n)), Operand::Literal(l)) => match l.node {
                        Literal::Int { value, .. } => format!(", size {}", n.saturating_sub(value)),
                        _ => String::new(),
                    },
                    _ => String::new(),
                };
                let what = format!("the rest of the mode{size}");
                d = Some(match d {
                    None => Diagnostic::new(Code::W03, "`?` as a slice size is not in tinytc v0.4.0", *at)
                        .label(format!("read as in v0.3.1: {what}")),
                    Some(d) => d.with(*at, what),
                });
            }
            if let Some(d) = d {
                out.push(d.help(
                    "tinytc v0.4.0 takes the size (the mode's size less the offset); `tinyc fmt --to v0.4` writes it",
                ));
            }
        }
        InstKind::For { lb, ub, step, ty, .. } => {
            let literals: Vec<_> = [Some(lb), Some(ub), step.as_ref()]
                .into_iter()
                .flatten()
                .filter_map(|b| match b {
                    Operand::Literal(l) => Some(l.span),
                    Operand::Value(_) => None,
                })
                .collect();
            if let Some((first, rest)) = literals.split_first() {
                let ty = ty.map_or_else(|| "index".to_string(), |t| t.node.to_string());
                let mut d =
                    Diagnostic::new(Code::W03, "Integer literals as loop bounds are not in tinytc v0.4.0", *first)
                        .label(format!("read as a constant of type {ty}"));
                for at in rest {
                    d = d.with(*at, "here too");
                }
                out.push(d.help(format!(
                    "tinytc v0.4.0 takes values, e.g. `%c0 = constant 0 : {ty}`; `tinyc fmt --to v0.4` writes them"
                )));
            }
        }
        InstKind::Constant { value, ty } if ty.node.is_float() => {
            if let Literal::Int { value: v, .. } = value.node {
                out.push(
                    Diagnostic::new(Code::W03, "An integer as a float constant is not in tinytc v0.4.0", value.span)
                        .label(format!("read as {}", crate::lexer::float_text(ty.node.float_of_int(v))))
                        .help("tinytc v0.4.0 takes a floating-point literal (with a `.` or an exponent) for a float type; `tinyc fmt --to v0.4` writes it"),
                );
            }
        }
        _ => {}
    });
}

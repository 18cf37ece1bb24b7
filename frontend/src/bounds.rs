//! # Warnings: views and accesses outside a static size (W01), v0.3.1 divisions by zero (W02)
//!
//! Neither language requires a run-time bounds check, and tinytc accepts such programs, but a
//! constant index or slice that leaves a static mode is known at compile time, and what it
//! reads or writes is undefined: a generator's mistake (SeisSol's order-3 kernels once took
//! `subview %Q[0:12,0:9]` of a `memref<f64x8x9,strided<1,8>>`). [`out_of_bounds`] finds every
//! `subview`, `load` and `store` whose constant indices or slices (literals, or v0.4 constants)
//! lie outside a static size of the memref, and reports a warning with the slice as primary
//! label and the memref's definition as secondary. Dynamic sizes and non-constant indices say
//! nothing; a program in bounds gets no warning.
//!
//! A v0.3.1 integer `div` or `rem` whose divisor is known to be 0 (a literal, or a value that
//! constant propagation finds 0, such as `x · 0`) is W02: the language leaves the quotient
//! undefined where it runs (§7.2), so the program is accepted — the division may sit in a
//! branch that never runs — while v0.4 rejects it (E44, as tinytc v0.4.0 does).

use crate::ast::{ArithOp, Func, Inst, InstKind, Literal, Operand, Slice};
use crate::check::{ModuleInfo, visit_insts};
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::types::{Dim, Type};

/// The W01 warnings of a checked module, in source order.
pub fn out_of_bounds(funcs: &[Func], info: &ModuleInfo) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for f in funcs {
        visit_insts(&f.body, &mut |inst| check(inst, info, &mut out));
    }
    out.sort_by_key(|d| d.span.start);
    out
}

/// The W02 warnings of a checked v0.3.1 module, in source order.
pub fn zero_divisors(funcs: &[Func], info: &ModuleInfo) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for f in funcs {
        visit_insts(&f.body, &mut |inst| {
            if let InstKind::Arith { op: op @ (ArithOp::Div | ArithOp::Rem), operands, ty } = &inst.kind
                && ty.node.is_int()
                && let Some(d) = operands.get(1)
                && info.is_zero(d)
            {
                let what = if *op == ArithOp::Div { "quotient" } else { "remainder" };
                out.push(
                    Diagnostic::new(Code::W02, "Division by zero", d.span())
                        .label("this divisor is always 0")
                        .note(format!("the {what} is undefined if this instruction runs (§7.2)")),
                );
            }
        });
    }
    out
}

fn constant(info: &ModuleInfo, op: &Operand) -> Option<i64> {
    match info.constant(op)? {
        Literal::Int { value, .. } => Some(value),
        _ => None,
    }
}

/// The static size of each mode of a memref operand (`None` for `?` or another type).
fn static_sizes(info: &ModuleInfo, src: &crate::ast::Ident) -> Vec<Option<i64>> {
    match info.type_of(src) {
        Some(Type::Memref(m)) => m
            .shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => Some(*n),
                Dim::Dynamic => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn warning(info: &ModuleInfo, src: &crate::ast::Ident, span: Span, what: String, k: usize, n: i64) -> Diagnostic {
    let mut d = Diagnostic::new(Code::W01, "Outside a static size", span).label(what);
    if let Some(id) = info.value_id(src) {
        d = d.with(info.value(id).span, format!("%{} is defined here; its mode {k} has size {n}", src.name));
    }
    d.note("what it reads or writes is undefined; neither language checks it at run time")
}

fn check(inst: &Inst, info: &ModuleInfo, out: &mut Vec<Diagnostic>) {
    match &inst.kind {
        InstKind::Subview { src, slices, .. } => {
            let sizes = static_sizes(info, src);
            for (k, (slice, size)) in slices.iter().zip(&sizes).enumerate() {
                let Some(n) = *size else { continue };
                let (span, what) = match slice {
                    Slice::Full(_) => continue,
                    Slice::Point(i) => match constant(info, i) {
                        Some(v) if v < 0 || v >= n => (i.span(), format!("index {v} of mode {k}, whose size is {n}")),
                        _ => continue,
                    },
                    Slice::Range(o, z) => {
                        let (ov, zv) = (constant(info, o), constant(info, z));
                        let span = o.span().to(z.span());
                        match (ov, zv) {
                            (Some(o), Some(z)) if o < 0 || z < 0 || o.saturating_add(z) > n => {
                                (span, format!("{z} elements from {o} in mode {k}, whose size is {n}"))
                            }
                            (Some(o), None) if o < 0 || o > n => {
                                (span, format!("offset {o} in mode {k}, whose size is {n}"))
                            }
                            _ => continue,
                        }
                    }
                    Slice::ToEnd(o, end) => match constant(info, o) {
                        Some(v) if v < 0 || v > n => {
                            (o.span().to(*end), format!("offset {v} in mode {k}, whose size is {n}"))
                        }
                        _ => continue,
                    },
                };
                out.push(warning(info, src, span, what, k, n));
            }
        }
        InstKind::Load { src, indices, .. } => indexed(info, src, indices, "loads", out),
        InstKind::Store { dst, indices, .. } => indexed(info, dst, indices, "stores", out),
        _ => {}
    }
}

fn indexed(info: &ModuleInfo, src: &crate::ast::Ident, indices: &[Operand], verb: &str, out: &mut Vec<Diagnostic>) {
    let sizes = static_sizes(info, src);
    for (k, (i, size)) in indices.iter().zip(&sizes).enumerate() {
        let (Some(n), Some(v)) = (*size, constant(info, i)) else { continue };
        if v < 0 || v >= n {
            let what = format!("{verb} at index {v} of mode {k}, whose size is {n}");
            out.push(warning(info, src, i.span(), what, k, n));
        }
    }
}

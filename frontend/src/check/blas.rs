//! # BLAS-like instructions: `axpby`, `gemm`, `gemv`, `ger`, `hadamard`, `sum` (§7.9)
//!
//! Shapes must match *as written*: two constants must be equal, and `?` matches only `?`.

use super::{Check, State};
use crate::ast::{Blas, BlasOp, Transpose};
use crate::diagnostic::{Code, Diagnostic};
use crate::types::{Dim, Scalar};

/// Shape of op(X): a matrix's modes swapped for `.t`; vectors are unchanged.
fn op_shape(shape: &[Dim], t: Transpose) -> Vec<Dim> {
    match (shape, t) {
        ([a, b], Transpose::T) => vec![*b, *a],
        _ => shape.to_vec(),
    }
}

fn fmt_shape(shape: &[Dim]) -> String {
    if shape.is_empty() {
        return "a scalar".into();
    }
    shape.iter().map(ToString::to_string).collect::<Vec<_>>().join("×")
}

impl State<'_> {
    pub(super) fn blas(&mut self, b: &Blas) -> Check<()> {
        self.scalar_operand(&b.alpha, b.alpha_ty)?;
        for (input, ty) in b.inputs.iter().zip(&b.input_tys) {
            self.memref_operand(input, ty)?;
        }
        self.scalar_operand(&b.beta, b.beta_ty)?;
        self.memref_operand(&b.out, &b.out_ty)?;
        for s in [b.alpha_ty, b.beta_ty] {
            if s.node == Scalar::I1 {
                return Err(self.i1_forbidden(s.span, "as a BLAS scalar"));
            }
        }
        for t in b.input_tys.iter().chain(std::iter::once(&b.out_ty)) {
            if t.node.elem == Scalar::I1 {
                return Err(self.i1_forbidden(t.span, "as a memref element type"));
            }
        }
        self.promotions(b)?;
        let orders: Vec<usize> = b.input_tys.iter().chain(std::iter::once(&b.out_ty)).map(|t| t.node.order()).collect();
        let shapes: Vec<&[Dim]> =
            b.input_tys.iter().chain(std::iter::once(&b.out_ty)).map(|t| t.node.shape.as_slice()).collect();
        let spans: Vec<_> = b.input_tys.iter().chain(std::iter::once(&b.out_ty)).map(|t| t.span).collect();
        // Allowed orders per operand, and the largest.
        let allowed: Vec<&[usize]> = match b.op {
            BlasOp::Axpby(_) => vec![&[0, 1, 2], &[0, 1, 2]],
            BlasOp::Sum(_) => vec![&[1, 2], &[0, 1]],
            BlasOp::Gemm(..) => vec![&[2], &[2], &[2]],
            BlasOp::Gemv(_) => vec![&[2], &[1], &[1]],
            BlasOp::Ger => vec![&[1], &[1], &[2]],
            // v0.4 also multiplies matrices elementwise (tensor-ir.rst: order 1 or 2).
            BlasOp::Hadamard if self.lang == crate::ast::Lang::V04 => vec![&[1, 2], &[1, 2], &[1, 2]],
            BlasOp::Hadamard => vec![&[1], &[1], &[1]],
            // Any order of 1 or more, checked below.
            BlasOp::Cumsum(_) => vec![&[1, 2, 3, 4, 5, 6, 7, 8], &[1, 2, 3, 4, 5, 6, 7, 8]],
        };
        if matches!(b.op, BlasOp::Cumsum(_)) {
            self.cumsum(b, &orders, &shapes, &spans)?;
        }
        for (i, ok) in allowed.iter().enumerate() {
            let max = ok.iter().copied().max().unwrap_or(0);
            if orders[i] > max {
                return Err(Diagnostic::new(Code::E19, "Expected vector or matrix input", self.kw)
                    .with(spans[i], format!("has order {}", orders[i]))
                    .note(format!("{} takes operands of order {}", b.op.keyword(), describe_orders(&allowed))));
            }
        }
        let mismatch = |why: String| {
            Diagnostic::new(Code::E18, "Incompatible tensor shapes", self.kw)
                .label(why)
                .note("sizes must match as written: constants must be equal and '?' matches only '?'")
        };
        // An order below the allowed ones is a wrong order too (E19, as the spec's table says and
        // the reference does), not a shape mismatch.
        for (i, ok) in allowed.iter().enumerate() {
            if !ok.contains(&orders[i]) {
                return Err(Diagnostic::new(Code::E19, "Expected vector or matrix input", self.kw)
                    .with(spans[i], format!("has order {}", orders[i]))
                    .note(format!("{} takes operands of order {}", b.op.keyword(), describe_orders(&allowed))));
            }
        }
        // sum: b's order is one less than A's (a matrix sums to a vector, a vector to a scalar).
        if matches!(b.op, BlasOp::Sum(_)) && orders[1] + 1 != orders[0] {
            return Err(Diagnostic::new(Code::E19, "Expected vector or matrix input", self.kw)
                .with(spans[1], format!("has order {}", orders[1]))
                .with(spans[0], format!("A has order {}", orders[0]))
                .note("sum of a matrix gives a vector (order 1); sum of a vector gives a scalar (order 0)"));
        }
        match b.op {
            BlasOp::Axpby(t) => {
                let a = op_shape(shapes[0], t);
                if a != shapes[1] {
                    return Err(mismatch(format!("op(A) is {} but B is {}", fmt_shape(&a), fmt_shape(shapes[1])))
                        .with(spans[1], "B"));
                }
            }
            BlasOp::Sum(t) => {
                let a = op_shape(shapes[0], t);
                let ok = match (a.len(), shapes[1].len()) {
                    (2, 1) => a[0] == shapes[1][0],
                    (1, 0) => true,
                    _ => false,
                };
                if !ok {
                    return Err(mismatch(format!("op(A) is {} but b is {}", fmt_shape(&a), fmt_shape(shapes[1])))
                        .note("sum of a matrix gives a vector of its first size (of op(A)); sum of a vector gives a scalar"));
                }
            }
            BlasOp::Gemm(ta, tb) => {
                let a = op_shape(shapes[0], ta);
                let bb = op_shape(shapes[1], tb);
                let c = shapes[2];
                if a[0] != c[0] || bb[1] != c[1] || a[1] != bb[0] {
                    return Err(mismatch(format!(
                        "op(A) is {}, op(B) is {}, C is {}",
                        fmt_shape(&a),
                        fmt_shape(&bb),
                        fmt_shape(c)
                    ))
                    .note("gemm needs op(A): M×K, op(B): K×N and C: M×N"));
                }
            }
            BlasOp::Gemv(ta) => {
                let a = op_shape(shapes[0], ta);
                if a[1] != shapes[1][0] || a[0] != shapes[2][0] {
                    return Err(mismatch(format!(
                        "op(A) is {}, b has {}, c has {}",
                        fmt_shape(&a),
                        fmt_shape(shapes[1]),
                        fmt_shape(shapes[2])
                    ))
                    .note("gemv needs op(A): M×K, b: K and c: M"));
                }
            }
            BlasOp::Ger => {
                if shapes[0][0] != shapes[2][0] || shapes[1][0] != shapes[2][1] {
                    return Err(mismatch(format!(
                        "a has {}, b has {}, C is {}",
                        fmt_shape(shapes[0]),
                        fmt_shape(shapes[1]),
                        fmt_shape(shapes[2])
                    ))
                    .note("ger needs a: M, b: N and C: M×N"));
                }
            }
            BlasOp::Cumsum(_) => {}
            BlasOp::Hadamard => {
                if shapes[0] != shapes[1] || shapes[1] != shapes[2] {
                    return Err(mismatch(format!(
                        "a has {}, b has {}, c has {}",
                        fmt_shape(shapes[0]),
                        fmt_shape(shapes[1]),
                        fmt_shape(shapes[2])
                    )));
                }
            }
        }
        if b.atomic
            && let Some(e) = super::narrow_atomic(self.kw, b.out_ty.node.elem, b.out_ty.span)
        {
            return Err(e);
        }
        Ok(())
    }

    /// Mixed precision with the types of `types.md`: the operation computes in the output's
    /// element type, so α, the inputs' element types and β must each promote to it
    /// ([`Scalar::promotable_to`]) wherever one of the pair is a new type; pairs of v0.3.1's
    /// types keep its rules (anything goes). Reported at the operand, as E12.
    fn promotions(&self, b: &Blas) -> Check<()> {
        if self.lang == crate::ast::Lang::V04 {
            return self.promotions_v04(b);
        }
        let out = b.out_ty.node.elem;
        let scalars = [(b.alpha.span(), b.alpha_ty), (b.beta.span(), b.beta_ty)];
        let operands = scalars
            .iter()
            .map(|(at, ty)| (*at, ty.span, ty.node))
            .chain(b.inputs.iter().zip(&b.input_tys).map(|(i, t)| (i.span, t.span, t.node.elem)));
        for (span, annotation, ty) in operands {
            if (ty.is_v04() || out.is_v04()) && !ty.promotable_to(out) {
                return Err(Diagnostic::new(Code::E12, "Number type promotion is forbidden", span)
                    .label(format!("{ty} cannot be promoted to {out}, the output's element type"))
                    .with(annotation, format!("{ty} here"))
                    .with(b.out_ty.span, format!("{} computes in {out}", b.op.keyword()))
                    .note("with f16, bf16, c32 or c64 involved, α, A, B and β must be exactly representable in the output's type (α ⪯ C)"));
            }
        }
        Ok(())
    }
}

impl State<'_> {
    /// tinytc v0.4's rules, for every type: α ⪯ A ⪯ B and β ⪯ B (axpby, sum, cumsum), α ⪯
    /// promote(A, B) ⪯ C and β ⪯ C (gemm, gemv, ger, hadamard); an atomic update has β the
    /// constant 0 or 1.
    fn promotions_v04(&self, b: &Blas) -> Check<()> {
        let out = b.out_ty.node.elem;
        let forbidden = |span, from: Scalar, to: Scalar, what: &str| {
            Diagnostic::new(Code::E12, "Number type promotion is forbidden", span)
                .label(format!("{from} does not promote to {to}, {what}"))
                .note("tinytc v0.4: α ⪯ element_type(A) (⪯ promote(A, B)) ⪯ element_type(C), and β ⪯ element_type(C)")
        };
        let inputs: Vec<Scalar> = b.input_tys.iter().map(|t| t.node.elem).collect();
        let computed = inputs.iter().copied().reduce(Scalar::join).unwrap_or(out);
        if let [x, y] = inputs[..]
            && !(x.promotable_to(y) || y.promotable_to(x))
        {
            return Err(forbidden(b.inputs[1].span, y, x, "the other input's element type"));
        }
        if !b.alpha_ty.node.promotable_to(computed) {
            return Err(forbidden(b.alpha.span(), b.alpha_ty.node, computed, "the inputs' element type"));
        }
        if let Some(bad) = b.inputs.iter().zip(&inputs).find(|(_, t)| !t.promotable_to(out)) {
            return Err(forbidden(bad.0.span, *bad.1, out, "the output's element type"));
        }
        if !b.beta_ty.node.promotable_to(out) {
            return Err(forbidden(b.beta.span(), b.beta_ty.node, out, "the output's element type"));
        }
        if b.atomic && !(self.info.is_zero(&b.beta) || self.info.is_one(&b.beta)) {
            return Err(Diagnostic::new(
                Code::E30,
                "beta must be constant and 0 or 1 for atomic linear algebra operations",
                b.beta.span(),
            )
            .label("not the constant 0 or 1"));
        }
        Ok(())
    }

    /// `cumsum`: A and B of one shape, order at least 1, the summation mode one of theirs.
    fn cumsum(&self, b: &Blas, orders: &[usize], shapes: &[&[Dim]], spans: &[crate::diagnostic::Span]) -> Check<()> {
        let BlasOp::Cumsum(mode) = b.op else { return Ok(()) };
        if orders[0] == 0 {
            return Err(Diagnostic::new(Code::E19, "Expected vector or matrix input", self.kw)
                .with(spans[0], "has order 0")
                .note("cumsum takes tensors of order 1 or more"));
        }
        if shapes[0] != shapes[1] {
            return Err(Diagnostic::new(Code::E18, "Incompatible tensor shapes", self.kw)
                .with(spans[0], format!("A is {}", fmt_shape(shapes[0])))
                .with(spans[1], format!("B is {}", fmt_shape(shapes[1])))
                .note("sizes must match as written: constants must be equal and '?' matches only '?'"));
        }
        if mode < 0 || mode as usize >= orders[0] {
            return Err(Diagnostic::new(Code::E17, "Argument is out of bounds", self.kw)
                .with(spans[0], format!("mode {mode} of a tensor of order {}", orders[0])));
        }
        Ok(())
    }
}

fn describe_orders(allowed: &[&[usize]]) -> String {
    allowed
        .iter()
        .map(|o| o.iter().map(ToString::to_string).collect::<Vec<_>>().join("/"))
        .collect::<Vec<_>>()
        .join(", ")
}

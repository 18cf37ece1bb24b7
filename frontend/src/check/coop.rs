//! The rules of tinytc v0.4's cooperative-matrix instructions (its manual, "Cooperative matrix
//! …" sections): types, shapes, uses and the subgroup size.

use super::{Check, State};
use crate::ast::*;
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::types::{CoopType, MatrixUse, Scalar, Type};

/// The most components a cooperative matrix may give each work-item (E40 above): 4096, sixteen
/// times a register file's 255 registers, well above any matrix that runs well.
const MAX_COOP_COMPONENTS: i64 = 4096;

impl State<'_> {
    fn coop_of(&mut self, ident: &Ident) -> Check<Option<CoopType>> {
        match self.use_value(ident)? {
            Some((_, Type::Coop(c))) => Ok(Some(c)),
            Some((_, t)) => Err(Diagnostic::new(Code::E12, "Expected a cooperative matrix", self.kw)
                .with(ident.span, format!("%{} is {}", ident.name, self.type_name_of(&t)))),
            None => Ok(None),
        }
    }

    fn scalar_of_value(&mut self, ident: &Ident) -> Check<Option<Scalar>> {
        match self.use_value(ident)? {
            Some((_, Type::Scalar(s))) => Ok(Some(s)),
            Some((_, t)) => Err(Diagnostic::new(Code::E12, "Expected a scalar", self.kw)
                .with(ident.span, format!("%{} is {}", ident.name, self.type_name_of(&t)))),
            None => Ok(None),
        }
    }

    fn coop_result(&self, ty: Option<&Spanned<Type>>) -> Check<(CoopType, Span)> {
        match ty {
            Some(Spanned { node: Type::Coop(c), span }) => {
                // Each work-item holds its components in registers, and the code grows with
                // them: far more than any register file is a mistake, not a program to compile.
                let per_item = c.rows.saturating_mul(c.cols) / self.subgroup_size.max(1);
                if per_item > MAX_COOP_COMPONENTS {
                    return Err(Diagnostic::new(Code::E40, "Cooperative matrix is too large", self.kw)
                        .with(*span, format!("{} components per work-item", per_item))
                        .note(format!(
                            "a cooperative matrix may hold at most {MAX_COOP_COMPONENTS} components per work-item of its subgroup (of {})",
                            self.subgroup_size
                        )));
                }
                Ok((*c, *span))
            }
            Some(t) => Err(Diagnostic::new(Code::E12, "The result must be a cooperative matrix", self.kw)
                .with(t.span, format!("{} here", self.type_name_of(&t.node)))),
            None => Err(Diagnostic::new(Code::E12, "The result type is missing", self.kw)),
        }
    }

    fn coop_mismatch(&self, at: Span, got: &CoopType, want: &CoopType) -> Diagnostic {
        Diagnostic::new(Code::E12, "Operand type must match return type", self.kw)
            .with(at, format!("{got} here, but the result is {want}"))
    }

    /// A memref operand of order 2 whose element type is `elem`, with two index positions.
    fn coop_memref(
        &mut self,
        m: &Ident,
        pos: &[Ident; 2],
        mty: &Spanned<crate::types::MemrefType>,
        elem: Option<Scalar>,
    ) -> Check<()> {
        self.memref_operand(m, mty)?;
        if mty.node.order() != 2 {
            return Err(Diagnostic::new(Code::E17, "A cooperative matrix needs a memref of order 2", self.kw)
                .with(m.span, format!("%{} has order {}", m.name, mty.node.order())));
        }
        for p in pos {
            self.index_operand(&Operand::Value(p.clone()))?;
        }
        if let Some(e) = elem
            && e != mty.node.elem
        {
            return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", self.kw).with(
                m.span,
                format!("the memref holds {}, the matrix {}", self.type_name(mty.node.elem), self.type_name(e)),
            ));
        }
        Ok(())
    }

    /// Rows that are not a power of two, or that a subgroup does not divide where it must.
    fn coop_shape(&self, c: &CoopType, span: Span) -> Check<()> {
        if c.rows < 1 || c.cols < 1 || (c.rows & (c.rows - 1)) != 0 {
            return Err(Diagnostic::new(Code::E45, "Unsupported cooperative matrix shape", self.kw)
                .with(span, format!("{}×{}", c.rows, c.cols))
                .note("tinyc's cooperative matrices have a power of two rows (tinytc's layout needs it) and at least one column"));
        }
        if c.elem == Scalar::I1 {
            return Err(
                Diagnostic::new(Code::E45, "A cooperative matrix holds numbers", self.kw).with(span, "bool here")
            );
        }
        Ok(())
    }

    fn rows_multiple_of_subgroup(&self, c: &CoopType, span: Span) -> Check<()> {
        if c.rows % self.subgroup_size != 0 {
            return Err(Diagnostic::new(Code::E45, "The rows must be a multiple of the subgroup size", self.kw)
                .with(span, format!("{} rows, subgroup size {}", c.rows, self.subgroup_size)));
        }
        Ok(())
    }

    /// The number of components each work-item holds (tinytc's layout).
    fn coop_components(&self, c: &CoopType) -> i64 {
        let s = self.subgroup_size.max(1);
        let i = c.rows.min(s).max(1);
        let j = crate::types::ceil_div(i * c.cols, s) * s / i;
        i * (c.rows / i) * j / s
    }

    pub(super) fn coop(&mut self, inst: &CoopInst, ty: Option<&Spanned<Type>>) -> Check<Vec<Type>> {
        match inst {
            CoopInst::Construct { value } => {
                let (c, span) = self.coop_result(ty)?;
                self.coop_shape(&c, span)?;
                // `constant LIT : coopmatrix<…>`: the literal as for a constant of the component type.
                if let Operand::Literal(lit) = value {
                    self.constant_inst(lit, Spanned::new(c.elem, span))?;
                }
                self.scalar_operand(value, Spanned::new(c.elem, span)).map_err(|e| {
                    if e.code == Code::E12 { e.note("the value must have the matrix's component type") } else { e }
                })?;
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::Arith { op, operands } => {
                let (c, span) = self.coop_result(ty)?;
                self.coop_shape(&c, span)?;
                // tensor-ir.rst: "For complex input, the returned value has the component floating
                // point type for .abs, .im, and .re", component-wise on cooperative matrices.
                let to_component = matches!(op, ArithOp::Re | ArithOp::Im | ArithOp::Abs);
                if to_component
                    && let Some(o) = operands.first()
                    && let Some(t) = self.coop_of(o)?
                    && t.elem.is_complex()
                {
                    let want = CoopType { elem: t.elem.component(), ..t };
                    if c != want {
                        return Err(Diagnostic::new(Code::E12, "Operand type must match return type", self.kw)
                            .with(span, format!("{c} written, {want} expected"))
                            .with(o.span, format!("{t} here")));
                    }
                    return Ok(vec![Type::Coop(c)]);
                }
                if to_component && c.elem.is_complex() {
                    return Err(Diagnostic::new(Code::E12, "Operand type must match return type", self.kw)
                        .with(span, format!("`{}` gives the component type, not {}", op.name(), c.elem)));
                }
                if !arith_allowed(*op, c.elem) {
                    return Err(Diagnostic::new(Code::E45, "Arithmetic not allowed on this component type", self.kw)
                        .with(span, format!("`{}` on {}", op.name(), self.type_name(c.elem))));
                }
                for o in operands {
                    if let Some(t) = self.coop_of(o)?
                        && t != c
                    {
                        return Err(self.coop_mismatch(o.span, &t, &c));
                    }
                }
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::Cast { operand } => {
                let (c, span) = self.coop_result(ty)?;
                self.coop_shape(&c, span)?;
                if let Some(t) = self.coop_of(operand)? {
                    // The use stays, or an accumulator becomes an A or B matrix.
                    let use_ok = t.usage == c.usage || t.usage == MatrixUse::Acc;
                    if (t.rows, t.cols) != (c.rows, c.cols) || !use_ok {
                        return Err(Diagnostic::new(Code::E12, "A cast keeps the shape and use", self.kw)
                            .with(operand.span, format!("{t} here"))
                            .with(span, format!("{c} written")));
                    }
                    if t.elem.is_complex() && !c.elem.is_complex() {
                        return Err(Diagnostic::new(Code::E45, "Forbidden cast", self.kw)
                            .with(span, format!("{} to {}", t.elem, c.elem)));
                    }
                }
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::Extract { src, index } => {
                let t = self.coop_of(src)?;
                let r = match ty {
                    Some(Spanned { node: Type::Scalar(s), .. }) => *s,
                    Some(t) => {
                        return Err(Diagnostic::new(Code::E12, "Extract returns a scalar", self.kw)
                            .with(t.span, format!("{} here", self.type_name_of(&t.node))));
                    }
                    None => return Err(Diagnostic::new(Code::E12, "The result type is missing", self.kw)),
                };
                if let Some(t) = t {
                    self.component_index(&t, *index)?;
                    if t.elem != r {
                        return Err(Diagnostic::new(Code::E12, "Operand type must match return type", self.kw)
                            .with(src.span, format!("the components are {}, the result {}", t.elem, r)));
                    }
                }
                Ok(vec![Type::Scalar(r)])
            }
            CoopInst::Insert { value, src, index } => {
                let (c, span) = self.coop_result(ty)?;
                if let Some(t) = self.coop_of(src)? {
                    if t != c {
                        return Err(self.coop_mismatch(src.span, &t, &c));
                    }
                    self.component_index(&t, *index)?;
                }
                self.scalar_operand(&Operand::Value(value.clone()), Spanned::new(c.elem, span))?;
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::Load { src, pos, mty, .. } => {
                let (c, span) = self.coop_result(ty)?;
                self.coop_shape(&c, span)?;
                self.coop_memref(src, pos, mty, Some(c.elem))?;
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::Store { value, dst, pos, mty, .. } => {
                let c = self.coop_of(value)?;
                self.coop_memref(dst, pos, mty, c.map(|c| c.elem))?;
                Ok(vec![])
            }
            CoopInst::Prefetch { dst, pos, mty, hint } => {
                // tensor-ir.rst: "cache-level … non-negative integer constant", rows and columns
                // "positive integer constants".
                let [level, rows, cols] = *hint;
                if level < 0 || rows <= 0 || cols <= 0 {
                    return Err(Diagnostic::new(Code::E45, "Invalid prefetch hint", self.kw).label(format!(
                        "cache level {level}, {rows} rows, {cols} columns: the level must be 0 or more, the sizes positive"
                    )));
                }
                self.coop_memref(dst, pos, mty, None)?;
                Ok(vec![])
            }
            CoopInst::Scale { scalar, matrix } => {
                let (c, span) = self.coop_result(ty)?;
                if let Some(t) = self.coop_of(matrix)?
                    && t != c
                {
                    return Err(self.coop_mismatch(matrix.span, &t, &c));
                }
                if let Some(s) = self.scalar_of_value(scalar)?
                    && s != c.elem
                {
                    return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", self.kw)
                        .with(scalar.span, format!("{} here, the components are {}", self.type_name(s), c.elem))
                        .with(span, "the matrix"));
                }
                Ok(vec![Type::Coop(c)])
            }
            CoopInst::MulAdd { a, b, c } => {
                let (d, span) = self.coop_result(ty)?;
                let (ta, tb, tc) = (self.coop_of(a)?, self.coop_of(b)?, self.coop_of(c)?);
                let (Some(ta), Some(tb), Some(tc)) = (ta, tb, tc) else { return Ok(vec![Type::Coop(d)]) };
                for (t, want, at) in [
                    (ta, MatrixUse::A, a.span),
                    (tb, MatrixUse::B, b.span),
                    (tc, MatrixUse::Acc, c.span),
                    (d, MatrixUse::Acc, span),
                ] {
                    if t.usage != want {
                        return Err(Diagnostic::new(Code::E12, "Wrong matrix use", self.kw)
                            .with(at, format!("{} here, {} expected", t.usage.name(), want.name())));
                    }
                    self.coop_shape(&t, at)?;
                }
                for (t, at) in [(ta, a.span), (tc, c.span), (d, span)] {
                    self.rows_multiple_of_subgroup(&t, at)?;
                }
                if ta.cols != tb.rows
                    || tc.rows != ta.rows
                    || tc.cols != tb.cols
                    || (d.rows, d.cols) != (tc.rows, tc.cols)
                {
                    return Err(Diagnostic::new(Code::E12, "Incompatible matrix shapes", self.kw)
                        .with(a.span, format!("A is {}×{}", ta.rows, ta.cols))
                        .with(b.span, format!("B is {}×{}", tb.rows, tb.cols))
                        .with(c.span, format!("C is {}×{}", tc.rows, tc.cols))
                        .with(span, format!("the result is {}×{}", d.rows, d.cols)));
                }
                // promote(A, B) fails where neither promotes to the other (bf16 and f16, i64
                // and f32), as in the BLAS instructions.
                if !(ta.elem.promotable_to(tb.elem) || tb.elem.promotable_to(ta.elem)) {
                    return Err(Diagnostic::new(Code::E12, "Number type promotion is forbidden", self.kw)
                        .with(a.span, format!("A is {}", ta.elem))
                        .with(b.span, format!("B is {}, and neither promotes to the other", tb.elem)));
                }
                let p = ta.elem.join(tb.elem);
                if !p.promotable_to(tc.elem) {
                    return Err(Diagnostic::new(Code::E12, "Number type promotion is forbidden", self.kw)
                        .with(c.span, format!("A·B is {p}, which does not promote to C's {}", tc.elem)));
                }
                if tc.elem.is_complex() && !d.elem.is_complex() {
                    return Err(Diagnostic::new(Code::E45, "Forbidden cast", self.kw)
                        .with(span, format!("{} to {}", tc.elem, d.elem)));
                }
                Ok(vec![Type::Coop(d)])
            }
            CoopInst::Atomic { op, value, dst, pos, mty, .. } => {
                let v = match value {
                    Some(v) => self.coop_of(v)?,
                    None => None,
                };
                let r = match ty {
                    Some(_) => Some(self.coop_result(ty)?),
                    None => None,
                };
                let elem = v.map(|v| v.elem).or(r.map(|r| r.0.elem));
                self.coop_memref(dst, pos, mty, elem)?;
                if let (Some(v), Some((r, span))) = (v, r)
                    && v != r
                {
                    return Err(self.coop_mismatch(span, &r, &v));
                }
                if matches!(op, AtomicOp::Max | AtomicOp::Min) && elem.is_some_and(Scalar::is_complex) {
                    return Err(Diagnostic::new(Code::E45, "Complex numbers have no order", self.kw)
                        .with(dst.span, format!("`{}` on complex entries", inst.name())));
                }
                if let Some(e) = elem.and_then(|e| super::narrow_atomic(self.kw, e, dst.span)) {
                    return Err(e);
                }
                Ok(r.map(|(r, _)| vec![Type::Coop(r)]).unwrap_or_default())
            }
            CoopInst::Reduce { op, column, src } => {
                let (c, span) = self.coop_result(ty)?;
                if let Some(t) = self.coop_of(src)? {
                    self.rows_multiple_of_subgroup(&t, src.span)?;
                    let want = if *column { (1, t.cols) } else { (t.rows, 1) };
                    if c.elem != t.elem || c.usage != t.usage || (c.rows, c.cols) != want {
                        return Err(Diagnostic::new(Code::E12, "Operand type must match return type", self.kw).with(
                            span,
                            format!("{c} written, {} expected", CoopType { rows: want.0, cols: want.1, ..t }),
                        ));
                    }
                    if *op != GroupArith::Add && t.elem.is_complex() {
                        return Err(Diagnostic::new(Code::E45, "Complex numbers have no order", self.kw)
                            .with(src.span, format!("`{}` of {}", inst.name(), t)));
                    }
                }
                Ok(vec![Type::Coop(c)])
            }
        }
    }

    /// `cooperative_matrix_apply`: the region maps (row, column, value) to the new value.
    pub(super) fn coop_apply(
        &mut self,
        [row, col, val]: [&Ident; 3],
        src: &Ident,
        ty: &Spanned<Type>,
        body: &Region,
        ctx: super::RegionCtx,
    ) -> Check<Vec<Type>> {
        let kw = self.kw;
        let (c, span) = self.coop_result(Some(ty))?;
        if let Some(t) = self.coop_of(src)?
            && t != c
        {
            return Err(self.coop_mismatch(src.span, &t, &c));
        }
        self.scopes.push(std::collections::HashMap::new());
        let mut ok = Ok(());
        for (v, t) in [(row, Scalar::I32), (col, Scalar::I32), (val, c.elem)] {
            if let Err(e) = self.define(v, Some(Type::Scalar(t)), super::ValueKind::LoopVar, None, false) {
                ok = Err(e);
            }
        }
        self.region(body, super::RegionCtx { spmd: true, yields: true, foreach: ctx.foreach });
        self.scopes.pop();
        self.kw = kw;
        ok?;
        match body.insts.last() {
            Some(Inst { kind: InstKind::Yield { types, .. }, kw_span, .. }) => {
                if types.len() != 1 || !types[0].node.same_as(&Type::Scalar(c.elem)) {
                    return Err(Diagnostic::new(
                        Code::E14,
                        "The region must yield one value of the component type",
                        kw,
                    )
                    .with(*kw_span, format!("yields {} value(s)", types.len()))
                    .with(span, format!("the components are {}", self.type_name(c.elem))));
                }
            }
            _ => {
                return Err(Diagnostic::new(Code::E27, "Missing yield", kw)
                    .with(body.span, "the region does not end with a yield"));
            }
        }
        Ok(vec![Type::Coop(c)])
    }

    fn component_index(&self, t: &CoopType, index: Spanned<i64>) -> Check<()> {
        let v = self.coop_components(t);
        if index.node < 0 || index.node >= v {
            return Err(Diagnostic::new(Code::E17, "Argument is out of bounds", self.kw)
                .with(index.span, format!("component {} of a work-item that holds {v} of {t}", index.node)));
        }
        Ok(())
    }
}

/// Whether an arithmetic instruction is defined on a component type (the scalar rules).
fn arith_allowed(op: ArithOp, t: Scalar) -> bool {
    let bitwise = op.is_bitwise();
    !(t.is_complex() && (bitwise || matches!(op, ArithOp::Rem | ArithOp::Min | ArithOp::Max))
        || t.is_float() && bitwise
        || op.is_complex_only() && !t.is_complex())
}

//! # Memory instructions: `alloca`, `load`, `store`, `size`, `subview`, `expand`, `fuse`
//! (§7.1, §7.4–§7.7)

use super::{Check, State, ValueId};
use crate::ast::{ExpandDim, Ident, Index, Literal, Operand, Slice, Spanned};
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::types::{Dim, MemrefType, Scalar, Type};

/// Result types of an instruction, plus the origin and address space of a memref result.
type Results = (Vec<Type>, Option<ValueId>, bool);

/// The constant value of an index operand, if it is a literal.
fn constant(op: &Index) -> Option<i64> {
    match op {
        Operand::Literal(Spanned { node: Literal::Int { value, .. }, .. }) => Some(*value),
        _ => None,
    }
}

/// Largest `alloca` accepted (E40).
const MAX_ALLOCA_BYTES: i64 = 1 << 32;

impl State<'_> {
    pub(super) fn index_count(&self, got: usize, want: usize, what: &str) -> Check<()> {
        if got == want {
            return Ok(());
        }
        Err(Diagnostic::new(
            Code::E16,
            "Number of indices must match memref order or must be 1 for group types",
            self.kw,
        )
        .label(format!("{got} {what} given, {want} expected")))
    }

    fn mode_out_of_bounds(&self, span: Span, mode: i64, order: usize) -> Diagnostic {
        Diagnostic::new(Code::E17, "Argument is out of bounds", self.kw)
            .with(span, format!("mode {mode} of a memref of order {order}"))
    }

    /// `%t = alloca -> memref<…>`: local memory of a static type.
    pub(super) fn alloca(&mut self, ty: &Spanned<MemrefType>) -> Check<Results> {
        if ty.node.elem == Scalar::I1 {
            return Err(self.i1_forbidden(ty.span, "as a memref element type"));
        }
        // v0.4 names the address space: alloca gives work-group memory (tensor-ir.rst, Alloca:
        // "The address space must be 'local'").
        if self.lang == crate::ast::Lang::V04 && !ty.node.local {
            return Err(Diagnostic::new(Code::E12, "Alloca requires the local address space", self.kw)
                .with(ty.span, "a global memref")
                .note(format!(
                    "alloca gives work-group memory: write `{}`",
                    MemrefType { local: true, ..ty.node.clone() }
                )));
        }
        if !ty.node.is_static() {
            return Err(Diagnostic::new(Code::E32, "Alloca requires a static memref", self.kw)
                .with(ty.span, "has a dynamic size or stride"));
        }
        // Work-group memory is kilobytes on every device; far larger sizes are mistakes (and
        // would overflow the stack arithmetic), so a bound well above any device is an error.
        let bytes = i64::from(ty.node.elem.bytes());
        let size = ty.node.static_span().and_then(|n| n.checked_mul(bytes));
        if size.is_none_or(|b| b > MAX_ALLOCA_BYTES) {
            return Err(Diagnostic::new(Code::E40, "Alloca is too large", self.kw)
                .with(ty.span, size.map_or_else(|| "its size in bytes overflows 64 bits".to_string(), |b| format!("{b} bytes")))
                .note(format!("an alloca may take at most {MAX_ALLOCA_BYTES} bytes (4 GiB); work-group local memory is tens of KiB on current devices")));
        }
        Ok((vec![Type::Memref(ty.node.clone())], None, true))
    }

    /// `load %m[i…] : memref` gives the element; `load %g[i] : group` gives the member memref.
    pub(super) fn load(&mut self, src: &Ident, indices: &[Index], ty: &Spanned<Type>) -> Check<Results> {
        let resolved = self.use_value(src)?;
        if let Some((_, actual)) = &resolved
            && !actual.same_as(&ty.node)
        {
            return Err(self.mismatch(src, actual, ty.span, &ty.node));
        }
        let (origin, local) = self.origin_of(resolved.map(|r| r.0));
        match &ty.node {
            Type::Memref(m) => {
                self.index_count(indices.len(), m.order(), "indices")?;
                for ix in indices {
                    self.index_operand(ix)?;
                }
                Ok((vec![Type::Scalar(m.elem)], None, false))
            }
            Type::Group(g) => {
                self.index_count(indices.len(), 1, "indices")?;
                for ix in indices {
                    self.index_operand(ix)?;
                }
                Ok((vec![Type::Memref(g.memref.clone())], origin, local))
            }
            Type::Scalar(_) | Type::Coop(_) => {
                Err(Diagnostic::new(Code::E13, "Expected memref or group operand", self.kw))
            }
        }
    }

    /// `store %v, %m[i…] : memref`.
    pub(super) fn store(
        &mut self,
        value: &Ident,
        dst: &Ident,
        indices: &[Index],
        ty: &Spanned<MemrefType>,
    ) -> Check<()> {
        self.memref_operand(dst, ty)?;
        self.index_count(indices.len(), ty.node.order(), "indices")?;
        for ix in indices {
            self.index_operand(ix)?;
        }
        if let Some((_, actual)) = self.use_value(value)?
            && !actual.same_as(&Type::Scalar(ty.node.elem))
        {
            return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", self.kw)
                .with(value.span, format!("%{} has type {actual}", value.name))
                .with(ty.span, format!("the element type is {}", ty.node.elem)));
        }
        Ok(())
    }

    /// `size %m[k] : memref` gives an index.
    pub(super) fn size(&mut self, src: &Ident, mode: Spanned<i64>, ty: &Spanned<MemrefType>) -> Check<Type> {
        self.memref_operand(src, ty)?;
        if mode.node < 0 || mode.node as u64 >= ty.node.order() as u64 {
            return Err(self.mode_out_of_bounds(mode.span, mode.node, ty.node.order()));
        }
        Ok(Type::Scalar(Scalar::Index))
    }

    fn bad_slice(&self, span: Span) -> Diagnostic {
        Diagnostic::new(
            Code::E20,
            "Offset must be non-negative and must not be '?'; size must be positive or '?'",
            self.kw,
        )
        .with(span, "invalid slice bound")
    }

    /// `subview %m[slices] : memref` (§7.5).
    pub(super) fn subview(&mut self, src: &Ident, slices: &[Slice], ty: &Spanned<MemrefType>) -> Check<Results> {
        let origin = self.memref_operand(src, ty)?;
        let m = &ty.node;
        self.index_count(slices.len(), m.order(), "slices")?;
        let mut shape = Vec::new();
        let mut stride = Vec::new();
        for (k, slice) in slices.iter().enumerate() {
            let offset = match slice {
                Slice::Full(_) => None,
                Slice::Point(o) | Slice::Range(o, _) | Slice::ToEnd(o, _) => Some(o),
            };
            if let Some(o) = offset {
                self.index_operand(o)?;
                if constant(o).is_some_and(|v| v < 0) {
                    return Err(self.bad_slice(o.span()));
                }
            }
            let size = match slice {
                Slice::Full(_) => m.shape[k],
                Slice::Point(_) => continue,
                Slice::Range(_, z) => {
                    self.index_operand(z)?;
                    match constant(z) {
                        Some(v) if v < 1 => return Err(self.bad_slice(z.span())),
                        Some(v) => Dim::Static(v),
                        None => Dim::Dynamic,
                    }
                }
                Slice::ToEnd(off, _) => match (m.shape[k], constant(off)) {
                    (Dim::Static(s), Some(o)) if s - o < 0 => {
                        return Err(Diagnostic::new(Code::E11, "Mode size must be non-negative", self.kw)
                            .with(off.span(), format!("offset {o} is past the end of mode {k} (size {s})")));
                    }
                    (Dim::Static(s), Some(o)) => Dim::Static(s - o),
                    _ => Dim::Dynamic,
                },
            };
            shape.push(size);
            stride.push(m.stride[k]);
        }
        let (origin, local) = self.origin_of(origin);
        Ok((vec![Type::Memref(MemrefType::with_strides(m.elem, shape, stride))], origin, local))
    }

    /// `expand %m[k -> e1 x e2 x …] : memref` (§7.6).
    pub(super) fn expand(
        &mut self,
        src: &Ident,
        mode: Spanned<i64>,
        entries: &[ExpandDim],
        ty: &Spanned<MemrefType>,
    ) -> Check<Results> {
        let origin = self.memref_operand(src, ty)?;
        let m = &ty.node;
        if mode.node < 0 || mode.node as u64 >= m.order() as u64 {
            return Err(self.mode_out_of_bounds(mode.span, mode.node, m.order()));
        }
        let k = mode.node as usize;
        let dynamic: Vec<Span> =
            entries.iter().filter_map(|e| if let ExpandDim::Dynamic(s) = e { Some(*s) } else { None }).collect();
        if dynamic.len() > 1 {
            return Err(Diagnostic::new(Code::E22, "At most one mode must be dynamic ('?')", self.kw)
                .with(dynamic[1], "second '?'")
                .with(dynamic[0], "first '?'"));
        }
        for e in entries {
            match e {
                ExpandDim::Value(v) => self.index_operand(&Operand::Value(v.clone()))?,
                ExpandDim::Const(c) if c.node < 0 => {
                    return Err(Diagnostic::new(Code::E11, "Mode size must be non-negative", self.kw)
                        .with(c.span, "negative size"));
                }
                _ => {}
            }
        }
        // The constant factors' product (of any mode, static or not) must be a size: a product
        // beyond 64 bits cannot be any memref's, and the code would compute with it.
        let constants = entries.iter().try_fold(1i64, |acc, e| match e {
            ExpandDim::Const(c) => acc.checked_mul(c.node),
            _ => Some(acc),
        });
        if constants.is_none() {
            return Err(Diagnostic::new(Code::E40, "Expand shape overflows 64 bits", self.kw)
                .with(mode.span, "the product of the constant sizes of this mode's expansion exceeds 2^63 - 1"));
        }
        let has_value = entries.iter().any(|e| matches!(e, ExpandDim::Value(_)));
        let mut inferred = None;
        if let (Dim::Static(s), false) = (m.shape[k], has_value) {
            let product = entries.iter().try_fold(1i64, |acc, e| match e {
                ExpandDim::Const(c) => acc.checked_mul(c.node),
                _ => Some(acc),
            });
            let total = product.and_then(|p| {
                if dynamic.is_empty() {
                    return Some(p);
                }
                let q = if p == 0 { 0 } else { s / p };
                inferred = Some(q);
                p.checked_mul(q)
            });
            if total != Some(s) {
                let mut d = Diagnostic::new(Code::E23, "Product of expand shape must equal mode size", self.kw)
                    .with(mode.span, format!("mode {k} has size {s}"));
                if let Some(q) = inferred {
                    d = d.note(format!("'?' is inferred as {s} / {} = {q}", product.unwrap_or_default()));
                }
                return Err(d);
            }
        }
        let mut shape = m.shape[..k].to_vec();
        let mut stride = m.stride[..k].to_vec();
        let mut prev: Option<(Dim, Dim)> = None;
        for e in entries {
            let size = match e {
                ExpandDim::Const(c) => Dim::Static(c.node),
                ExpandDim::Dynamic(_) => inferred.map_or(Dim::Dynamic, Dim::Static),
                ExpandDim::Value(_) => Dim::Dynamic,
            };
            let st = match prev {
                None => m.stride[k],
                Some((ps, pst)) => pst.checked_mul(ps).unwrap_or(Dim::Dynamic),
            };
            shape.push(size);
            stride.push(st);
            prev = Some((size, st));
        }
        shape.extend_from_slice(&m.shape[k + 1..]);
        stride.extend_from_slice(&m.stride[k + 1..]);
        let (origin, local) = self.origin_of(origin);
        Ok((vec![Type::Memref(MemrefType::with_strides(m.elem, shape, stride))], origin, local))
    }

    /// `fuse %m[i, j] : memref` (§7.7).
    pub(super) fn fuse(
        &mut self,
        src: &Ident,
        from: Spanned<i64>,
        to: Spanned<i64>,
        ty: &Spanned<MemrefType>,
    ) -> Check<Results> {
        let origin = self.memref_operand(src, ty)?;
        let m = &ty.node;
        let order = m.order() as i64;
        if from.node < 0 || from.node >= order {
            return Err(self.mode_out_of_bounds(from.span, from.node, m.order()));
        }
        if to.node <= from.node || to.node >= order {
            return Err(self
                .mode_out_of_bounds(to.span, to.node, m.order())
                .note("fuse %m[i, j] needs 0 <= i < j < order"));
        }
        let (i, j) = (from.node as usize, to.node as usize);
        for k in i..j {
            if let (Dim::Static(sk), Dim::Static(sz), Dim::Static(next)) = (m.stride[k], m.shape[k], m.stride[k + 1])
                && sk.checked_mul(sz) != Some(next)
            {
                return Err(Diagnostic::new(Code::E28, "Modes cannot be fused", self.kw)
                    .with(ty.span, format!("stride {sk} × size {sz} of mode {k} ≠ stride {next} of mode {}", k + 1)));
            }
        }
        let mut size = Dim::Static(1);
        for d in &m.shape[i..=j] {
            size = match size.checked_mul(*d) {
                Some(s) => s,
                None => return Err(Diagnostic::new(Code::E40, "Fused mode size overflows 64 bits", self.kw)),
            };
        }
        let mut shape = m.shape[..i].to_vec();
        let mut stride = m.stride[..i].to_vec();
        shape.push(size);
        stride.push(m.stride[i]);
        shape.extend_from_slice(&m.shape[j + 1..]);
        stride.extend_from_slice(&m.stride[j + 1..]);
        let (origin, local) = self.origin_of(origin);
        Ok((vec![Type::Memref(MemrefType::with_strides(m.elem, shape, stride))], origin, local))
    }
}

//! # The instructions and rules of tinytc v0.4
//!
//! `constant`, the builtins, the math functions, `lifetime_stop`, `for` with loop-carried values
//! and multi-dimensional `foreach`; the result types v0.4 writes (which may be more dynamic than
//! the computed ones where the manual allows it: a stride may be written `?`); and the constants that the checker
//! propagates, so that an integer division by a constant 0 is an error (E44), as tinytc's
//! constant propagation makes it.

use std::collections::HashMap;

use super::{Check, RegionCtx, State, ValueId, ValueKind};
use crate::ast::*;
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::types::{MemrefType, Scalar, Type};

type Results = (Vec<Type>, Option<ValueId>, bool);

/// Whether a declared memref type conforms to the computed one: the same element type, order,
/// address space and sizes, and each stride equal or written `?` (the manual's rules for
/// `expand`, `fuse` and `subview`: "Strides remain unchanged or are replaced by '?'"; a size
/// is the computed one, `?` only where that is; tinytc v0.4.0 refuses a static size written
/// `?`: "Invalid shape").
fn conforms(computed: &MemrefType, declared: &MemrefType) -> bool {
    let strides = computed.stride.len() == declared.stride.len()
        && computed.stride.iter().zip(&declared.stride).all(|(c, d)| c == d || d.is_dynamic());
    computed.elem == declared.elem && computed.local == declared.local && computed.shape == declared.shape && strides
}

impl State<'_> {
    fn result_mismatch(
        &self,
        span: Span,
        computed: &dyn std::fmt::Display,
        declared: &dyn std::fmt::Display,
    ) -> Diagnostic {
        Diagnostic::new(Code::E12, "Operand type must match return type", self.kw)
            .with(span, format!("the result is {computed}, but the type written is {declared}"))
    }

    /// A `load`'s result with the type v0.4 writes (which must be the computed one).
    pub(super) fn declared_result(&self, r: Results, declared: Option<&Spanned<Type>>) -> Check<Results> {
        let Some(d) = declared else { return Ok(r) };
        match r.0.first() {
            Some(Type::Memref(c)) => {
                if let Type::Memref(dm) = &d.node
                    && conforms(c, dm)
                {
                    return Ok((vec![d.node.clone()], r.1, r.2));
                }
                Err(self.result_mismatch(d.span, c, &d.node))
            }
            Some(c) if !c.same_as(&d.node) => Err(self.result_mismatch(d.span, c, &d.node)),
            _ => Ok(r),
        }
    }

    /// A view's (`subview`, `expand`, `fuse`) result with the type v0.4 writes.
    pub(super) fn declared_memref(
        &self,
        r: Results,
        declared: Option<&Spanned<MemrefType>>,
        local: bool,
    ) -> Check<Results> {
        let Some(d) = declared else { return Ok(r) };
        let Some(Type::Memref(c)) = r.0.first() else { return Ok(r) };
        let mut c = c.clone();
        c.local = local;
        if !conforms(&c, &d.node) {
            return Err(self
                .result_mismatch(d.span, &c, &d.node)
                .note("a written size must equal the computed one; a written stride may be '?'"));
        }
        Ok((vec![Type::Memref(d.node.clone())], r.1, r.2))
    }

    /// `constant LIT : T`: the literal must be of T's kind (integer, floating point, complex or
    /// boolean) and fit in it.
    pub(super) fn constant_inst(&mut self, value: &Spanned<Literal>, ty: Spanned<Scalar>) -> Check<Type> {
        let t = ty.node;
        let ok = match value.node {
            Literal::Int { boolean: true, .. } => t == Scalar::I1,
            // tensor-ir.rst: boolean-constant = "true" / "false".
            // An integer as a float constant (`constant 0 : f64`) is beyond tinytc v0.4.0, as
            // YATeTo writes it: read as the float of that value, with W03 (`crate::beyond`).
            Literal::Int { .. } => (t.is_int() && t != Scalar::I1) || t.is_float(),
            // A real literal is not a complex constant (tinytc v0.4.0 rejects it too): `[re, im]`.
            Literal::Float(_) => t.is_float(),
            Literal::Complex(..) => t.is_complex(),
        };
        if !ok {
            let kind = match value.node {
                Literal::Int { boolean: true, .. } => "a boolean constant",
                Literal::Int { .. } => "an integer constant",
                Literal::Float(_) => "a floating point constant",
                Literal::Complex(..) => "a complex constant",
            };
            return Err(Diagnostic::new(Code::E45, "Type of constant does not match its value", self.kw)
                .with(value.span, kind)
                .with(ty.span, format!("{} here", self.type_name(t)))
                .note("bool takes true or false, integer types integers, floating point types numbers with a '.' or an exponent, complex types [re, im]"));
        }
        // Integers are signless (tensor-ir.rst, "Scalar types"): an i8, i16 or i32 constant may
        // also be written as the unsigned number of its bits (255 : i8 is -1), as MLIR and
        // tinytc v0.4.0 read it.
        let unsigned = match t {
            Scalar::I8 => Some(i64::from(u8::MAX)),
            Scalar::I16 => Some(i64::from(u16::MAX)),
            Scalar::I32 => Some(i64::from(u32::MAX)),
            _ => None,
        };
        match (value.node, unsigned, t.int_range()) {
            (Literal::Int { value: v, .. }, Some(max), Some((lo, _))) if v < lo || v > max => {
                return Err(Diagnostic::new(Code::E31, format!("Constant not representable in type {t}"), self.kw)
                    .with(value.span, "out of the type's range")
                    .note(format!("{t} constants are integers in [{lo}, {max}] (signless: above {}, the unsigned value of the bits)", lo.unsigned_abs() - 1)));
            }
            (Literal::Int { .. }, Some(_), _) => {}
            _ if t.is_int() => self.literal(value, t)?,
            _ => {}
        }
        Ok(Type::Scalar(t))
    }

    /// `bool` in v0.4, `i1` in v0.3.1.
    pub(super) fn type_name(&self, t: Scalar) -> String {
        if t == Scalar::I1 && self.lang == Lang::V04 { "bool".into() } else { t.to_string() }
    }

    /// A type as the program's language writes it.
    pub(super) fn type_name_of(&self, t: &Type) -> String {
        match t {
            Type::Scalar(s) => self.type_name(*s),
            t => t.to_string(),
        }
    }

    pub(super) fn builtin(&mut self, inst: &Inst, q: BuiltinQuery, ty: Spanned<Scalar>, ctx: RegionCtx) -> Check<Type> {
        if q.is_spmd() && !ctx.spmd {
            return Err(Diagnostic::new(
                Code::E43,
                "SPMD instruction must not be called from collective region",
                inst.kw_span,
            )
            .label(format!("`{}` differs between the work-items", q.name()))
            .note("use it in the body of a foreach or a parallel"));
        }
        if ty.node != q.result() {
            return Err(Diagnostic::new(Code::E45, "Builtin has another type", self.kw)
                .with(ty.span, format!("`{}` returns {}", q.name(), q.result())));
        }
        Ok(Type::Scalar(ty.node))
    }

    pub(super) fn math(&mut self, op: MathOp, operand: &Ident, ty: Spanned<Scalar>) -> Check<Type> {
        self.scalar_operand(&Operand::Value(operand.clone()), ty).map_err(|e| {
            if e.code == Code::E12 { e.note("the operand of a math function has the result's type") } else { e }
        })?;
        let ok = ty.node.is_float() || (ty.node.is_complex() && op.allows_complex());
        if !ok {
            let takes = if op.allows_complex() { "floating point and complex types" } else { "floating point types" };
            return Err(Diagnostic::new(Code::E45, "Type unsupported by instruction", self.kw)
                .with(ty.span, format!("`{}` takes {takes}", op.name())));
        }
        Ok(Type::Scalar(ty.node))
    }

    pub(super) fn lifetime_stop(&mut self, value: &Ident) -> Check<()> {
        if let Some((id, _)) = self.use_value(value)? {
            let v = &self.info.values[id.0 as usize];
            let from_alloca = v.local && v.origin == Some(id);
            if !from_alloca {
                return Err(Diagnostic::new(Code::E45, "lifetime_stop needs the result of an alloca", value.span)
                    .label(format!("%{} is not an alloca's result", value.name)));
            }
        }
        Ok(())
    }

    /// `size %g[mode] : index` of a group: the group's shape has one mode.
    pub(super) fn group_len(&mut self, src: &Ident, mode: Spanned<i64>) -> Check<Type> {
        if let Some((_, ty)) = self.use_value(src)?
            && !matches!(ty, Type::Group(_))
        {
            return Err(Diagnostic::new(Code::E12, "size needs a memref or group", self.kw)
                .with(src.span, format!("%{} is {ty}", src.name)));
        }
        if mode.node != 0 {
            return Err(Diagnostic::new(Code::E17, "Argument is out of bounds", self.kw)
                .with(mode.span, format!("mode {} of a group (a group's shape has one mode)", mode.node)));
        }
        Ok(Type::Scalar(Scalar::Index))
    }

    /// `associated %x : bool` of a memref or group.
    pub(super) fn associated(&mut self, src: &Ident) -> Check<Type> {
        if let Some((_, ty)) = self.use_value(src)?
            && matches!(ty, Type::Scalar(_))
        {
            return Err(Diagnostic::new(Code::E12, "associated needs a memref or group", self.kw)
                .with(src.span, format!("%{} is {}", src.name, ty)));
        }
        Ok(Type::Scalar(Scalar::I1))
    }

    /// `subgroup_broadcast` and the subgroup reductions and scans.
    pub(super) fn subgroup(
        &mut self,
        inst: &Inst,
        op: SubgroupOp,
        operand: &Ident,
        lane: Option<&Ident>,
        ty: Spanned<Scalar>,
        ctx: RegionCtx,
    ) -> Check<Type> {
        if ctx.foreach {
            return Err(Diagnostic::new(
                Code::E42,
                format!("`{}` in a foreach is not supported by tinyc", op.name()),
                inst.kw_span,
            )
            .label("the iterations of a foreach are spread over the work-items in an implementation-defined way")
            .note("use it in a parallel region (or the function body), where each work-item runs once"));
        }
        let t = ty.node;
        if t == Scalar::I1 {
            return Err(Diagnostic::new(Code::E45, "Subgroup operations need a number type", self.kw)
                .with(ty.span, "bool here"));
        }
        if let Some((_, actual)) = self.use_value(operand)?
            && !actual.same_as(&Type::Scalar(t))
        {
            return Err(self.result_mismatch(ty.span, &actual, &self.type_name(t)));
        }
        if let Some(lane) = lane
            && let Some((_, actual)) = self.use_value(lane)?
            && !actual.same_as(&Type::Scalar(Scalar::I32))
        {
            return Err(Diagnostic::new(Code::E12, "The subgroup local id must have type i32", self.kw)
                .with(lane.span, format!("%{} has type {actual}", lane.name)));
        }
        if matches!(op.arith(), Some(GroupArith::Max | GroupArith::Min)) && t.is_complex() {
            return Err(Diagnostic::new(Code::E45, "Complex numbers have no order", self.kw)
                .with(ty.span, format!("`{}` on {t}", op.name())));
        }
        Ok(Type::Scalar(t))
    }

    /// `atomic_load`, `atomic_store`, `atomic_add|max|min` on a memref element.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn atomic_access(
        &mut self,
        op: AtomicOp,
        value: Option<&Ident>,
        dst: &Ident,
        indices: &[Index],
        ty: &Spanned<MemrefType>,
        result: Option<Spanned<Scalar>>,
    ) -> Check<Vec<Type>> {
        self.memref_operand(dst, ty)?;
        self.index_count(indices.len(), ty.node.order(), "indices")?;
        for ix in indices {
            self.index_operand(ix)?;
        }
        let elem = ty.node.elem;
        if let Some(v) = value
            && let Some((_, actual)) = self.use_value(v)?
            && !actual.same_as(&Type::Scalar(elem))
        {
            return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", self.kw)
                .with(v.span, format!("%{} has type {actual}", v.name))
                .with(ty.span, format!("the element type is {elem}")));
        }
        if matches!(op, AtomicOp::Max | AtomicOp::Min) && elem.is_complex() {
            return Err(Diagnostic::new(Code::E45, "Complex numbers have no order", self.kw)
                .with(ty.span, format!("`{}` on {elem} elements", op.name())));
        }
        if let Some(e) = super::narrow_atomic(self.kw, elem, ty.span) {
            return Err(e);
        }
        match result {
            Some(r) if r.node != elem => Err(self.result_mismatch(r.span, &elem, &self.type_name(r.node))),
            Some(r) => Ok(vec![Type::Scalar(r.node)]),
            None => Ok(vec![]),
        }
    }

    /// The loop range of a v0.4 `for` or `foreach`: bounds of one integer type.
    fn range(&mut self, ops: &[&Operand], ty: Scalar) -> Check<()> {
        for op in ops {
            let annot = Spanned::new(ty, ops[0].span());
            self.scalar_operand(op, annot).map_err(|e| {
                if e.code == Code::E12 { e.note("the bounds (and step) of a loop have one integer type") } else { e }
            })?;
        }
        if !ty.is_int() {
            return Err(Diagnostic::new(Code::E45, "Loop range must have an integer type", self.kw)
                .with(ops[0].span(), format!("{} here", self.type_name(ty))));
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn for_v04(
        &mut self,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        ty: Option<Spanned<Scalar>>,
        body: &Region,
        carried: &[Carried],
        ctx: RegionCtx,
    ) -> Check<Vec<Type>> {
        let kw = self.kw;
        let scalar = ty.map_or(Scalar::Index, |t| t.node);
        let mut ops = vec![lb, ub];
        ops.extend(step);
        self.range(&ops, scalar)?;
        for c in carried {
            self.typed_operand(&c.init, &c.ty)?;
        }
        self.scopes.push(HashMap::new());
        let mut ok = self.define(var, Some(Type::Scalar(scalar)), ValueKind::LoopVar, None, false).map(|_| ());
        for c in carried {
            if let Err(e) = self.define(&c.name, Some(c.ty.node.clone()), ValueKind::LoopVar, None, false) {
                ok = Err(e);
            }
        }
        // tensor-ir.rst: "Yield returns values from an if or for instruction"; a loop without
        // carried values may end with `yield ()`.
        self.region(body, RegionCtx { spmd: ctx.spmd, yields: true, foreach: ctx.foreach });
        self.scopes.pop();
        self.kw = kw;
        ok?;
        if carried.is_empty()
            && let Some(Inst { kind: InstKind::Yield { types, .. }, kw_span, .. }) = body.insts.last()
            && !types.is_empty()
        {
            return Err(Diagnostic::new(
                Code::E26,
                "Number of yielded values does not match number of values yielded by region",
                kw,
            )
            .label("this for carries no values")
            .with(*kw_span, format!("yields {} value(s)", types.len())));
        }
        if !carried.is_empty() {
            match body.insts.last() {
                Some(Inst { kind: InstKind::Yield { types, .. }, kw_span, .. }) => {
                    if types.len() != carried.len() {
                        return Err(Diagnostic::new(
                            Code::E26,
                            "Number of yielded values does not match number of values yielded by region",
                            kw,
                        )
                        .label(format!("this for carries {} value(s)", carried.len()))
                        .with(*kw_span, format!("yields {} value(s)", types.len())));
                    }
                    if let Some((t, c)) = types.iter().zip(carried).find(|(t, c)| !t.node.same_as(&c.ty.node)) {
                        return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", kw)
                            .label(format!("this for carries {} here", self.type_name_of(&c.ty.node)))
                            .with(t.span, format!("yields {}", self.type_name_of(&t.node))));
                    }
                }
                _ => {
                    return Err(Diagnostic::new(Code::E27, "Missing yield", kw)
                        .label(format!("this for carries {} value(s)", carried.len()))
                        .with(body.span, "the body does not end with a yield"));
                }
            }
        }
        Ok(carried.iter().map(|c| c.ty.node.clone()).collect())
    }

    /// `foreach_tile`: tiles of the range spread over the subgroups.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn foreach_tile(
        &mut self,
        vars: &[Ident],
        from: &[Ident],
        to: &[Ident],
        sizes: &[Ident],
        tile: &[Spanned<i64>],
        tys: &[Spanned<Scalar>],
        body: &Region,
    ) -> Check<()> {
        let kw = self.kw;
        for ((f, t), ty) in from.iter().zip(to).zip(tys) {
            self.range(&[&Operand::Value(f.clone()), &Operand::Value(t.clone())], ty.node)?;
        }
        if let Some(t) = tile.iter().find(|t| t.node < 1) {
            return Err(
                Diagnostic::new(Code::E05, "Must be a positive number", t.span).label("a tile size of at least 1")
            );
        }
        if let Some(t) = tile.first()
            && t.node % self.subgroup_size != 0
        {
            return Err(Diagnostic::new(Code::E45, "The first tile size must be a multiple of the subgroup size", kw)
                .with(t.span, format!("{} with subgroup size {}", t.node, self.subgroup_size)));
        }
        self.scopes.push(HashMap::new());
        let mut ok = Ok(());
        for (v, t) in vars.iter().chain(sizes).zip(tys.iter().chain(tys)) {
            if let Err(e) = self.define(v, Some(Type::Scalar(t.node)), ValueKind::LoopVar, None, false) {
                ok = Err(e);
            }
        }
        self.region(body, RegionCtx { spmd: true, yields: false, foreach: false });
        self.scopes.pop();
        self.kw = kw;
        ok
    }

    pub(super) fn foreach_v04(
        &mut self,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        body: &Region,
        more: &[ForeachMode],
    ) -> Check<()> {
        let kw = self.kw;
        let first = ForeachMode { var: var.clone(), lb: lb.clone(), ub: ub.clone() };
        let modes: Vec<&ForeachMode> = std::iter::once(&first).chain(more).collect();
        let mut types = Vec::new();
        for m in &modes {
            let ty = match &m.lb {
                Operand::Value(i) => match self.use_value(i)? {
                    Some((_, Type::Scalar(s))) => s,
                    Some((_, t)) => return Err(self.mismatch(i, &t, i.span, &"an integer type")),
                    None => Scalar::Index,
                },
                Operand::Literal(_) => Scalar::Index,
            };
            self.range(&[&m.lb, &m.ub], ty)?;
            types.push(ty);
        }
        self.scopes.push(HashMap::new());
        let mut ok = Ok(());
        for (m, t) in modes.iter().zip(&types) {
            if let Err(e) = self.define(&m.var, Some(Type::Scalar(*t)), ValueKind::LoopVar, None, false) {
                ok = Err(e);
            }
        }
        self.region(body, RegionCtx { spmd: true, yields: false, foreach: true });
        self.scopes.pop();
        self.kw = kw;
        ok
    }

    /// After an instruction has defined its results: the constants it makes (`constant`, and
    /// integer arithmetic on constants, with x · 0 = 0 for any x).
    pub(super) fn fold(&mut self, inst: &Inst) {
        let Some(r) = inst.results.first() else { return };
        let Some(id) = self.info.value_id(r) else { return };
        let value = match &inst.kind {
            InstKind::Constant { value, .. } => Some(value.node),
            InstKind::Arith { op, operands, ty } if ty.node.is_int() => {
                let c: Vec<Option<i64>> = operands
                    .iter()
                    .map(|o| match self.info.constant(o) {
                        Some(Literal::Int { value, .. }) => Some(value),
                        _ => None,
                    })
                    .collect();
                let v = match (op, c.as_slice()) {
                    (ArithOp::Mul, [Some(0), _] | [_, Some(0)]) => Some(0),
                    (ArithOp::Add, [Some(a), Some(b)]) => Some(a.wrapping_add(*b)),
                    (ArithOp::Sub, [Some(a), Some(b)]) => Some(a.wrapping_sub(*b)),
                    (ArithOp::Mul, [Some(a), Some(b)]) => Some(a.wrapping_mul(*b)),
                    (ArithOp::Neg, [Some(a)]) => Some(a.wrapping_neg()),
                    _ => None,
                };
                // Only values the type holds (no wrap-around to reason about).
                v.filter(|v| ty.node.int_range().is_none_or(|(lo, hi)| (lo..=hi).contains(v)))
                    .map(|value| Literal::Int { value, boolean: false })
            }
            _ => None,
        };
        if let Some(v) = value {
            self.info.constants.insert(id, v);
        }
    }

    /// E44: `div` or `rem` of integers by a divisor known to be 0.
    pub(super) fn division_by_zero(&self, op: ArithOp, operands: &[Operand], ty: Scalar) -> Check<()> {
        if !(matches!(op, ArithOp::Div | ArithOp::Rem) && ty.is_int()) {
            return Ok(());
        }
        match operands.get(1) {
            Some(d) if self.info.is_zero(d) => Err(Diagnostic::new(Code::E44, "Division by zero detected", self.kw)
                .with(d.span(), "this divisor is always 0")
                .note("constant propagation finds the divisor's value at compile time")),
            _ => Ok(()),
        }
    }
}

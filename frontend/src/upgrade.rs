//! # v0.3.1 → v0.4
//!
//! [`to_v04`] rewrites a checked tinytc v0.3.1 module as the equivalent tinytc v0.4 module
//! (`tinyc fmt --to v0.4`), as a syntax tree that [`crate::print::print`] writes in v0.4
//! spelling. What v0.4 writes differently:
//!
//! - immediates become `constant` instructions, placed just before the instruction that used
//!   them, of the type of their position;
//! - every view (`subview`, `expand`, `fuse`, a group member's `load`) states its result type, and
//!   memory from `alloca` is `local`;
//! - a full slice `:` of a subview is `0:size`, and `o:?` is `o:(size − o)`, with `size`
//!   instructions where a size is dynamic; a dynamic factor `?` of an `expand` is the mode's size
//!   divided by the other factors;
//! - a group states its member count, `?` (v0.4's groups pass it; v0.3.1's had none);
//! - `group_id` and `group_size` are `group_id.x` and `num_groups.x` (a v0.4 kernel runs as a grid
//!   whose first dimension is the batch), the comparisons, casts, loops and yields take v0.4's
//!   forms, and `i1` is `bool`.
//!
//! Comments stay where they were. New values are named `c0`, `c1`, … (or `s0`, … for sizes),
//! skipping every name the function uses.

use std::collections::{HashMap, HashSet};

use crate::Checked;
use crate::ast::*;
use crate::diagnostic::Span;
use crate::types::{Dim, MemrefType, Scalar, Type};

/// The v0.3.1 program `text` with its value names made distinct as tinytc v0.4 reads them, and
/// what was renamed (old name, new name, without `%`); `None` when no name needs it. v0.4 reads an
/// unnamed identifier as a number (`%01` is `%1`) of at most 2^63 - 1, where v0.3.1 compares
/// names as text: each name of digits that is not its number's canonical spelling becomes that
/// spelling where the program uses it nowhere, else `x` and the digits (then `_1`, `_2`, … while
/// taken). Only identifier tokens change (comments do not), so the result is the same v0.3.1
/// program whenever `text` checks.
pub fn v04_value_names(text: &str) -> Option<(String, Vec<(String, String)>)> {
    let mut ids = Vec::new();
    crate::lexer::scan_each(text, |t| {
        if t.kind == crate::lexer::TokenKind::LocalId {
            ids.push(t.span);
        }
    });
    let name = |span: Span| &text[span.start as usize + 1..span.end as usize];
    // Every name the program uses and every new name handed out.
    let mut taken: HashSet<String> = ids.iter().map(|&s| name(s).to_string()).collect();
    let mut renamed: HashMap<&str, String> = HashMap::new();
    let mut order = Vec::new();
    for &span in &ids {
        let old = name(span);
        if renamed.contains_key(old) || old.is_empty() || !old.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let canonical = old.parse::<i64>().ok().map(|n| n.to_string());
        if canonical.as_deref() == Some(old) {
            continue;
        }
        let new = match canonical {
            Some(c) if !taken.contains(&c) => c,
            _ => {
                let base = format!("x{old}");
                let mut new = base.clone();
                let mut k = 0;
                while taken.contains(&new) {
                    k += 1;
                    new = format!("{base}_{k}");
                }
                new
            }
        };
        taken.insert(new.clone());
        order.push((old.to_string(), new.clone()));
        renamed.insert(old, new);
    }
    if renamed.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for span in ids {
        if let Some(new) = renamed.get(name(span)) {
            out.push_str(&text[at..span.start as usize + 1]);
            out.push_str(new);
            at = span.end as usize;
        }
    }
    out.push_str(&text[at..]);
    Some((out, order))
}

/// The first `subview` that keeps a mode of static size 0 (`%G[5:?]` of 5 rows, `:` of an
/// empty mode; a written size must be positive; in v0.4 only YATeTo's `?` can, W03): tinytc
/// v0.4.0 has no such slice, since it reads a size of 0 as a dropped mode (tensor-ir.rst,
/// Subview), so the program has no form in it.
pub fn zero_size_slice(checked: &Checked) -> Option<Span> {
    fn literal(o: &Operand) -> Option<i64> {
        match o {
            Operand::Literal(Spanned { node: Literal::Int { value, .. }, .. }) => Some(*value),
            _ => None,
        }
    }
    first_inst(checked, &|inst| {
        let InstKind::Subview { slices, ty, .. } = &inst.kind else { return None };
        let empty = slices.iter().enumerate().any(|(k, s)| {
            let size = match ty.node.shape.get(k) {
                Some(Dim::Static(n)) => Some(*n),
                _ => None,
            };
            match s {
                Slice::Full(_) => size == Some(0),
                Slice::ToEnd(o, _) => size.is_some() && literal(o) == size,
                Slice::Range(..) | Slice::Point(_) => false,
            }
        });
        empty.then_some(inst.span)
    })
}

/// The first answer of `f` for an instruction of the module, in source order, nested regions
/// included.
fn first_inst<T>(checked: &Checked, f: &dyn Fn(&Inst) -> Option<T>) -> Option<T> {
    fn walk<T>(r: &Region, f: &dyn Fn(&Inst) -> Option<T>) -> Option<T> {
        r.insts.iter().find_map(|inst| f(inst).or_else(|| inst.kind.regions().into_iter().find_map(|r| walk(r, f))))
    }
    checked.module.funcs.iter().find_map(|func| walk(&func.body, f))
}

/// [`first_inst`] of a v0.3.1 module; `None` for a v0.4 module.
fn first_v03_inst<T>(checked: &Checked, f: &dyn Fn(&Inst) -> Option<T>) -> Option<T> {
    if checked.module.lang == Lang::V04 { None } else { first_inst(checked, f) }
}

/// The first `gemm`, `gemv`, `ger` or `hadamard` of a v0.3.1 program that multiplies in a type
/// other than its output's, with both types: v0.3.1 computes each product in the join of the
/// factors' types (§7.9: i8 · i8 wraps to 8 bits, f32 · f32 rounds to f32), v0.4 in the output's
/// element type (`types.md`), so the rewrite would compute other values. `None` for v0.4, and
/// where complex numbers are involved (v0.3.1 computes those in the output's type already).
pub fn narrow_products(checked: &Checked) -> Option<(Span, Scalar, Scalar)> {
    first_v03_inst(checked, &|inst| {
        let InstKind::Blas(b) = &inst.kind else { return None };
        let [x, y] = &b.input_tys[..] else { return None };
        if !matches!(b.op, BlasOp::Gemm(..) | BlasOp::Gemv(_) | BlasOp::Ger | BlasOp::Hadamard) {
            return None;
        }
        let product = x.node.elem.join(y.node.elem);
        let out = b.out_ty.node.elem;
        let complex = [x.node.elem, y.node.elem, out, b.alpha_ty.node, b.beta_ty.node].iter().any(|t| t.is_v04());
        (product != out && !complex).then_some((inst.span, product, out))
    })
}

/// The v0.4 form of a checked v0.3.1 module; a v0.4 module comes back in tinytc v0.4.0's forms
/// (what tinyc reads beyond them, W03, rewritten).
pub fn to_v04(checked: &Checked) -> Module {
    let mut module = checked.module.clone();
    if module.lang == Lang::V04 {
        // What tinyc reads beyond tinytc v0.4.0 (W03, `crate::beyond`), in v0.4.0's forms.
        for f in &mut module.funcs {
            Upgrade::new(checked, f).v040_forms(&mut f.body);
        }
        return module;
    }
    module.lang = Lang::V04;
    for f in &mut module.funcs {
        let mut u = Upgrade::new(checked, f);
        // v0.3.1 lets an attribute repeat, the last one winning (§4); v0.4 takes each once.
        let kind = |a: &Attr| std::mem::discriminant(&a.node);
        let kept: Vec<Attr> = f
            .attrs
            .iter()
            .enumerate()
            .filter(|(i, a)| !f.attrs[i + 1..].iter().any(|b| kind(b) == kind(a)))
            .map(|(_, a)| *a)
            .collect();
        f.attrs = kept;
        for p in &mut f.params {
            if let Type::Group(g) = &mut p.ty.node {
                g.size = Some(Dim::Dynamic);
            }
        }
        u.region(&mut f.body);
    }
    module
}

fn collect_names(r: &Region, out: &mut HashSet<String>) {
    for inst in &r.insts {
        out.extend(inst.results.iter().map(|i| i.name.clone()));
        if let InstKind::For { var, .. } | InstKind::Foreach { var, .. } = &inst.kind {
            out.insert(var.name.clone());
        }
        for r in inst.kind.regions() {
            collect_names(r, out);
        }
    }
}

struct Upgrade<'a> {
    checked: &'a Checked,
    names: HashSet<String>,
    next: usize,
    /// The constants defined so far, region by region (innermost last): a constant of an
    /// enclosing region, or earlier in this one, is used again.
    consts: Vec<HashMap<(String, Scalar), Ident>>,
}

impl<'a> Upgrade<'a> {
    fn fresh(&mut self, prefix: &str, span: Span) -> Ident {
        loop {
            let name = format!("{prefix}{}", self.next);
            self.next += 1;
            if self.names.insert(name.clone()) {
                return Ident { name, span, id: IdentId(0) };
            }
        }
    }

    /// An instruction placed before the one at `at` (a zero-width span at its start, so that
    /// comments before that instruction stay before both).
    fn before(at: Span, results: Vec<Ident>, kind: InstKind) -> Inst {
        let span = Span::new(at.start as usize, at.start as usize);
        Inst { results, kind, kw_span: span, span }
    }

    /// `op` as a value: a literal becomes a constant of type `ty` defined in `pre`.
    fn value(&mut self, op: &mut Operand, ty: Scalar, at: Span, pre: &mut Vec<Inst>) {
        if let Operand::Literal(lit) = op {
            // v0.4's constants are of their type's kind: 1 in a float position is 1.0.
            let value = match (lit.node, ty) {
                (Literal::Int { value, .. }, Scalar::I1) => {
                    Literal::Int { value: i64::from(value != 0), boolean: true }
                }
                // The value v0.3.1 gives the integer there, rounded once to the type: the f64
                // that the printed float literal holds is exactly that value.
                (Literal::Int { value, .. }, t) if t.is_complex() => Literal::Complex(t.float_of_int(value), 0.0),
                (Literal::Int { value, .. }, t) if t.is_float() => Literal::Float(t.float_of_int(value)),
                // v0.3.1's `true` and `false` are the integers 1 and 0 (INT) in an integer position.
                (Literal::Int { value, .. }, t) if t.is_int() => Literal::Int { value, boolean: false },
                (Literal::Float(v), t) if t.is_complex() => Literal::Complex(v, 0.0),
                (Literal::Float(v), t) if t.is_int() && v.fract() == 0.0 => {
                    Literal::Int { value: v as i64, boolean: false }
                }
                (l, _) => l,
            };
            let key = (format!("{value:?}"), ty);
            if let Some(known) = self.consts.iter().rev().find_map(|c| c.get(&key)) {
                *op = Operand::Value(Ident { span: lit.span, ..known.clone() });
                return;
            }
            let name = self.fresh("c", lit.span);
            let kind = InstKind::Constant { value: Spanned::new(value, lit.span), ty: Spanned::new(ty, lit.span) };
            pre.push(Self::before(at, vec![name.clone()], kind));
            if let Some(scope) = self.consts.last_mut() {
                scope.insert(key, name.clone());
            }
            *op = Operand::Value(name);
        }
    }

    /// A new `index` value `name = kind` in `pre`.
    fn index_inst(&mut self, prefix: &str, kind: InstKind, at: Span, pre: &mut Vec<Inst>) -> Ident {
        let name = self.fresh(prefix, at);
        pre.push(Self::before(at, vec![name.clone()], kind));
        name
    }

    fn int_const(&mut self, v: i64, at: Span, pre: &mut Vec<Inst>) -> Operand {
        let lit = Spanned::new(Literal::Int { value: v, boolean: false }, at);
        let mut op = Operand::Literal(lit);
        self.value(&mut op, Scalar::Index, at, pre);
        op
    }

    /// The size of mode `k` of the memref `src` (of type `m`) as an operand.
    fn size_of(&mut self, src: &Ident, m: &MemrefType, k: usize, at: Span, pre: &mut Vec<Inst>) -> Operand {
        match m.shape.get(k) {
            Some(Dim::Static(s)) => self.int_const(*s, at, pre),
            _ => {
                let kind = InstKind::Size {
                    src: src.clone(),
                    mode: Spanned::new(k as i64, at),
                    ty: Spanned::new(m.clone(), at),
                };
                Operand::Value(self.index_inst("s", kind, at, pre))
            }
        }
    }

    /// The checked type of an instruction's first result, memory from `alloca` marked local.
    fn result_type(&self, inst: &Inst) -> Option<Type> {
        let id = inst.results.first().and_then(|r| self.checked.info.value_id(r))?;
        let v = self.checked.info.value(id);
        let mut t = v.ty.clone()?;
        if let Type::Memref(m) = &mut t {
            m.local = v.local;
        }
        Some(t)
    }

    fn result_memref(&self, inst: &Inst) -> Option<Spanned<MemrefType>> {
        match self.result_type(inst) {
            Some(Type::Memref(m)) => Some(Spanned::new(m, inst.span)),
            _ => None,
        }
    }

    /// The rewrite of function `f`'s body: new names skip every name it uses.
    fn new(checked: &'a Checked, f: &Func) -> Self {
        let mut names = HashSet::new();
        collect_names(&f.body, &mut names);
        for p in &f.params {
            names.insert(p.name.name.clone());
        }
        Upgrade { checked, names, next: 0, consts: Vec::new() }
    }

    /// A v0.4 region with its `for` bounds as values, its slice sizes `?` written out and its
    /// float constants written as floats, the rest as it is.
    fn v040_forms(&mut self, r: &mut Region) {
        self.consts.push(HashMap::new());
        let insts = std::mem::take(&mut r.insts);
        for mut inst in insts {
            let mut pre = Vec::new();
            let at = inst.span;
            match &mut inst.kind {
                InstKind::For { lb, ub, step, ty, .. } => {
                    let s = ty.map_or(Scalar::Index, |t| t.node);
                    for b in [Some(lb), Some(ub), step.as_mut()].into_iter().flatten() {
                        self.value(b, s, at, &mut pre);
                    }
                }
                InstKind::Constant { value, ty } if ty.node.is_float() => {
                    if let Literal::Int { value: v, .. } = value.node {
                        value.node = Literal::Float(ty.node.float_of_int(v));
                    }
                }
                InstKind::Subview { src, slices, ty, .. } => {
                    for (k, s) in slices.iter_mut().enumerate() {
                        if let Slice::ToEnd(o, _) = s {
                            *s = self.rest_of_mode(src, &ty.node, k, o.clone(), at, &mut pre);
                        }
                    }
                }
                _ => {}
            }
            for body in inst.kind.regions_mut() {
                self.v040_forms(body);
            }
            r.insts.extend(pre);
            r.insts.push(inst);
        }
        self.consts.pop();
    }

    /// The slice `o:?` of mode `k` of `src` (of type `m`) as `o:size`, the size computed before
    /// the instruction where it is not known.
    fn rest_of_mode(
        &mut self,
        src: &Ident,
        m: &MemrefType,
        k: usize,
        o: Operand,
        at: Span,
        pre: &mut Vec<Inst>,
    ) -> Slice {
        let lit = |v: i64| Operand::Literal(Spanned::new(Literal::Int { value: v, boolean: false }, at));
        match (m.shape.get(k), o) {
            (Some(Dim::Static(size)), Operand::Literal(l)) => {
                let off = match l.node {
                    Literal::Int { value, .. } => value,
                    _ => 0,
                };
                Slice::Range(lit(off), lit(size - off))
            }
            // From 0, the rest is the whole size.
            (_, Operand::Literal(Spanned { node: Literal::Int { value: 0, .. }, .. })) => {
                Slice::Range(lit(0), self.size_of(src, m, k, at, pre))
            }
            (_, mut o) => {
                self.value(&mut o, Scalar::Index, at, pre);
                let size = self.size_of(src, m, k, at, pre);
                let kind = InstKind::Arith {
                    op: ArithOp::Sub,
                    operands: vec![size, o.clone()],
                    ty: Spanned::new(Scalar::Index, at),
                };
                let rest = self.index_inst("s", kind, at, pre);
                Slice::Range(o, Operand::Value(rest))
            }
        }
    }

    fn region(&mut self, r: &mut Region) {
        self.consts.push(HashMap::new());
        let insts = std::mem::take(&mut r.insts);
        for mut inst in insts {
            let mut pre = Vec::new();
            self.inst(&mut inst, &mut pre);
            r.insts.extend(pre);
            r.insts.push(inst);
        }
        self.consts.pop();
    }

    fn inst(&mut self, inst: &mut Inst, pre: &mut Vec<Inst>) {
        let at = inst.span;
        let result_memref = self.result_memref(inst);
        let result_type = self.result_type(inst);
        match &mut inst.kind {
            InstKind::Alloca { ty, .. } => ty.node.local = true,
            InstKind::Arith { operands, ty, .. } => {
                for o in operands {
                    self.value(o, ty.node, at, pre);
                }
            }
            InstKind::Cast { operand, from, to } => {
                self.value(operand, from.node, at, pre);
                let (from, to, x) = (from.node, to.node, operand.clone());
                let lit = |v: i64| Operand::Literal(Spanned::new(Literal::Int { value: v, boolean: false }, at));
                if to == Scalar::I1 && from == Scalar::I1 {
                    // bool to bool: the value itself (p ∧ p).
                    inst.kind =
                        InstKind::Arith { op: ArithOp::And, operands: vec![x.clone(), x], ty: Spanned::new(to, at) };
                } else if to == Scalar::I1 {
                    // v0.4 casts numbers only: to bool is "not equal to 0".
                    let mut zero = lit(0);
                    self.value(&mut zero, from, at, pre);
                    inst.kind = InstKind::Cmp { op: CmpOp::Ne, lhs: x, rhs: zero, ty: Spanned::new(from, at) };
                } else if from == Scalar::I1 && to != Scalar::I1 {
                    // From bool: 1 or 0, picked by an if.
                    let (mut one, mut zero) = (lit(1), lit(0));
                    self.value(&mut one, to, at, pre);
                    self.value(&mut zero, to, at, pre);
                    let ty = Spanned::new(Type::Scalar(to), at);
                    let branch = |v: Operand| Region {
                        insts: vec![Self::before(
                            at,
                            vec![],
                            InstKind::Yield { values: vec![v], types: vec![ty.clone()] },
                        )],
                        span: at,
                    };
                    inst.kind = InstKind::If {
                        cond: x,
                        result_types: Some(vec![ty.clone()]),
                        then: branch(one),
                        otherwise: Some(branch(zero)),
                    };
                }
            }
            InstKind::Cmp { lhs, rhs, ty, op } => {
                self.value(lhs, ty.node, at, pre);
                self.value(rhs, ty.node, at, pre);
                if ty.node == Scalar::I1 {
                    // v0.4 compares numbers only: on bool, = is ¬(p ⊕ q), ≠ is p ⊕ q, > is p ∧ ¬q,
                    // ≥ is p ∨ ¬q, < is ¬p ∧ q and ≤ is ¬p ∨ q.
                    let (p, q) = (lhs.clone(), rhs.clone());
                    let b = Spanned::new(Scalar::I1, at);
                    let mut unary = |u: &mut Self, op: ArithOp, x: Operand| {
                        let kind = InstKind::Arith { op, operands: vec![x], ty: b };
                        Operand::Value(u.index_inst("b", kind, at, pre))
                    };
                    let (op, operands) = match op {
                        CmpOp::Ne => (ArithOp::Xor, vec![p, q]),
                        CmpOp::Eq => {
                            let kind = InstKind::Arith { op: ArithOp::Xor, operands: vec![p, q], ty: b };
                            let x = Operand::Value(self.index_inst("b", kind, at, pre));
                            (ArithOp::Not, vec![x])
                        }
                        CmpOp::Gt => (ArithOp::And, vec![p, unary(self, ArithOp::Not, q)]),
                        CmpOp::Ge => (ArithOp::Or, vec![p, unary(self, ArithOp::Not, q)]),
                        CmpOp::Lt => (ArithOp::And, vec![unary(self, ArithOp::Not, p), q]),
                        CmpOp::Le => (ArithOp::Or, vec![unary(self, ArithOp::Not, p), q]),
                    };
                    inst.kind = InstKind::Arith { op, operands, ty: b };
                }
            }
            InstKind::Load { indices, declared, .. } => {
                for o in indices.iter_mut() {
                    self.value(o, Scalar::Index, at, pre);
                }
                *declared = result_type.map(|t| Spanned::new(t, at));
            }
            InstKind::Store { indices, .. } => {
                for o in indices.iter_mut() {
                    self.value(o, Scalar::Index, at, pre);
                }
            }
            // v0.4's slices take integer literals (a literal size is a static size).
            InstKind::Subview { src, slices, ty, declared } => {
                let m = ty.node.clone();
                let lit = |v: i64| Operand::Literal(Spanned::new(Literal::Int { value: v, boolean: false }, at));
                for (k, s) in slices.iter_mut().enumerate() {
                    let new = match s.clone() {
                        Slice::Full(_) => match m.shape.get(k) {
                            Some(Dim::Static(size)) => Slice::Range(lit(0), lit(*size)),
                            _ => Slice::Range(lit(0), self.size_of(src, &m, k, at, pre)),
                        },
                        Slice::ToEnd(o, _) => self.rest_of_mode(src, &m, k, o, at, pre),
                        other => other,
                    };
                    *s = new;
                    // v0.3.1's `true`/`false` are the integers 1 and 0 (§1); v0.4 writes them so.
                    let bounds: Vec<&mut Operand> = match s {
                        Slice::Point(a) | Slice::ToEnd(a, _) => vec![a],
                        Slice::Range(a, b) => vec![a, b],
                        Slice::Full(_) => vec![],
                    };
                    for o in bounds {
                        if let Operand::Literal(l) = o
                            && let Literal::Int { boolean, .. } = &mut l.node
                        {
                            *boolean = false;
                        }
                    }
                }
                *declared = result_memref;
            }
            InstKind::Expand { src, mode, shape, ty, declared } => {
                let statics: Option<i64> = shape.iter().try_fold(1i64, |acc, e| match e {
                    ExpandDim::Const(c) => acc.checked_mul(c.node),
                    ExpandDim::Dynamic(_) => Some(acc),
                    ExpandDim::Value(_) => None,
                });
                let known = match (ty.node.shape.get(mode.node as usize), statics) {
                    (Some(Dim::Static(size)), Some(p)) if p > 0 => Some(size / p),
                    // A zero factor: the mode is empty, and so is the `?` (no division by 0).
                    (_, Some(0)) => Some(0),
                    _ => None,
                };
                let mut result_memref = result_memref;
                if let (Some(d), Some(q)) = (shape.iter().position(|e| matches!(e, ExpandDim::Dynamic(_))), known) {
                    // A static mode: the factor is known, and v0.4 types its mode static.
                    shape[d] = ExpandDim::Const(Spanned::new(q, at));
                    if let Some(dim) = result_memref.as_mut().and_then(|r| r.node.shape.get_mut(mode.node as usize + d))
                    {
                        *dim = Dim::Static(q);
                    }
                } else if let Some(d) = shape.iter().position(|e| matches!(e, ExpandDim::Dynamic(_))) {
                    // The dynamic factor: the mode's size divided by the others.
                    let m = ty.node.clone();
                    let mut q = self.size_of(src, &m, mode.node as usize, at, pre);
                    for (k, e) in shape.clone().iter().enumerate() {
                        let divisor = match e {
                            _ if k == d => continue,
                            ExpandDim::Const(c) => self.int_const(c.node, at, pre),
                            ExpandDim::Value(v) => Operand::Value(v.clone()),
                            ExpandDim::Dynamic(_) => continue,
                        };
                        let kind = InstKind::Arith {
                            op: ArithOp::Div,
                            operands: vec![q, divisor],
                            ty: Spanned::new(Scalar::Index, at),
                        };
                        q = Operand::Value(self.index_inst("s", kind, at, pre));
                    }
                    if let Operand::Value(v) = q {
                        shape[d] = ExpandDim::Value(v);
                    }
                }
                *declared = result_memref;
            }
            InstKind::Fuse { declared, .. } => *declared = result_memref,
            InstKind::If { cond, then, otherwise, .. } => {
                self.value(cond, Scalar::I1, at, pre);
                self.region(then);
                if let Some(o) = otherwise {
                    self.region(o);
                }
            }
            InstKind::For { lb, ub, step, ty, body, .. } => {
                let s = ty.map_or(Scalar::Index, |t| t.node);
                self.value(lb, s, at, pre);
                self.value(ub, s, at, pre);
                if let Some(st) = step {
                    self.value(st, s, at, pre);
                }
                self.region(body);
            }
            InstKind::Foreach { lb, ub, ty, body, .. } => {
                let s = ty.map_or(Scalar::Index, |t| t.node);
                self.value(lb, s, at, pre);
                self.value(ub, s, at, pre);
                self.region(body);
            }
            InstKind::Yield { values, types } => {
                for (v, t) in values.iter_mut().zip(types.iter()) {
                    if let Type::Scalar(s) = t.node {
                        self.value(v, s, at, pre);
                    }
                }
            }
            InstKind::Blas(b) => {
                // v0.4 wants α ⪯ the inputs' type and β ⪯ the output's: an immediate α or β of a
                // wider type (v0.3.1's `1.0 : f64` with f32 matrices) becomes a constant of that
                // type, which holds the same value when the value fits exactly.
                let computed =
                    b.input_tys.iter().map(|t| t.node.elem).reduce(Scalar::join).unwrap_or(b.out_ty.node.elem);
                let out = b.out_ty.node.elem;
                let fit = |op: &Operand, written: Scalar, want: Scalar| match op {
                    Operand::Literal(l) if !written.promotable_to(want) && exact_in(l.node, want) => want,
                    _ => written,
                };
                let (ta, tb) = (fit(&b.alpha, b.alpha_ty.node, computed), fit(&b.beta, b.beta_ty.node, out));
                b.alpha_ty.node = ta;
                b.beta_ty.node = tb;
                self.value(&mut b.alpha, ta, at, pre);
                self.value(&mut b.beta, tb, at, pre);
            }
            // v0.4's own instructions do not occur in a v0.3.1 module.
            _ => {}
        }
    }
}

/// Whether a literal's value is exactly a value of type `t`.
fn exact_in(l: Literal, t: Scalar) -> bool {
    let real = |v: f64| match t {
        Scalar::F32 | Scalar::C32 => f64::from(v as f32) == v,
        Scalar::F64 | Scalar::C64 => true,
        // Multiples of 1/8 up to 32 in magnitude fit both 16-bit formats (8 significant bits).
        Scalar::F16 | Scalar::BF16 => (v * 8.0).fract() == 0.0 && (v * 8.0).abs() <= 256.0,
        _ => v.fract() == 0.0 && t.int_range().is_some_and(|(lo, hi)| (lo as f64..=hi as f64).contains(&v)),
    };
    match l {
        Literal::Int { value, .. } => {
            t.int_range().map_or_else(|| real(value as f64), |(lo, hi)| (lo..=hi).contains(&value))
        }
        Literal::Float(v) => real(v),
        Literal::Complex(re, im) => t.is_complex() && real(re) && real(im),
    }
}

/// Whether diagnostics of a rewrite's v0.4 check are only about what v0.4 cannot say: a number
/// type promotion it forbids (E12, v0.3.1's mixed precision such as an f64 α with f32 matrices)
/// an atomic update whose β is not the constant 0 or 1 (E30), or an integer division by a known
/// zero (E44 in v0.4, the warning W02 in v0.3.1).
pub fn inexpressible(diags: &[crate::Diagnostic]) -> bool {
    !diags.is_empty()
        && diags.iter().all(|d| {
            (d.code == crate::diagnostic::Code::E12 && d.message == "Number type promotion is forbidden")
                || matches!(d.code, crate::diagnostic::Code::E30 | crate::diagnostic::Code::E44)
        })
}

#[cfg(test)]
mod tests {
    use super::v04_value_names;

    #[test]
    fn numeric_names_that_v04_would_merge_are_renamed() {
        assert!(v04_value_names("func @k() { %1 = group_id ; %01 here\n }").is_none());
        let text = "func @k(%A: memref<f32x4>) {\n  %01 = load %A[0] : memref<f32x4> ; %01\n  %1 = load %A[1] : memref<f32x4>\n  \
                    %002 = arith.add %01, %1 : f32\n  %0001 = arith.add %002, %1 : f32\n  \
                    %99999999999999999999 = arith.add %0001, %002 : f32\n}\n";
        let (out, renamed) = v04_value_names(text).unwrap_or_else(|| unreachable!("names to rename"));
        assert_eq!(
            out,
            "func @k(%A: memref<f32x4>) {\n  %x01 = load %A[0] : memref<f32x4> ; %01\n  %1 = load %A[1] : memref<f32x4>\n  \
             %2 = arith.add %x01, %1 : f32\n  %x0001 = arith.add %2, %1 : f32\n  \
             %x99999999999999999999 = arith.add %x0001, %2 : f32\n}\n"
        );
        let pairs: Vec<(&str, &str)> = renamed.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        assert_eq!(
            pairs,
            [("01", "x01"), ("002", "2"), ("0001", "x0001"), ("99999999999999999999", "x99999999999999999999")]
        );
    }
}

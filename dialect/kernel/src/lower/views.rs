//! Memory instructions and views: `alloca`, `load`, `store`, `size`, `subview`, `expand`,
//! `fuse` (language §7.1, §7.4–§7.7). Views cost nothing at run time beyond the base pointer
//! and the dynamic sizes and strides they compute; static ones stay constants.

use tinyc_frontend::ast::{ExpandDim, Ident, Inst, Operand, Slice};
use tinyc_frontend::types::{Dim, MemrefType, Scalar};

use super::{GroupDim, Lowerer, Val, View, prim};
use crate::ir::*;

/// A size or stride: the checker's constant when it knows one, else the computed expression.
fn pick(d: Option<&Dim>, computed: Expr) -> Expr {
    match d {
        Some(Dim::Static(c)) => Expr::i64(*c),
        _ => computed,
    }
}

impl Lowerer<'_> {
    pub(crate) fn index(&self, o: &Operand) -> Expr {
        self.convert(Prim::I64, self.operand(o, Scalar::Index))
    }

    /// Names a view's dynamic sizes and strides (`a_shape1`, `a_stride2`) so that later uses
    /// read a variable instead of recomputing.
    fn bind_view(
        &mut self,
        r: &Ident,
        ptr: Expr,
        elem: Prim,
        shape: Vec<Expr>,
        stride: Vec<Expr>,
        ty: Option<MemrefType>,
    ) {
        let name = r.name.clone();
        let ptr = self.let_(&name, ptr);
        let shape: Vec<Expr> = shape
            .into_iter()
            .enumerate()
            .map(|(k, e)| {
                let e = pick(ty.as_ref().and_then(|t| t.shape.get(k)), e);
                self.materialize(&format!("{name}_shape{k}"), e)
            })
            .collect();
        let stride: Vec<Expr> = stride
            .into_iter()
            .enumerate()
            .map(|(k, e)| {
                let e = pick(ty.as_ref().and_then(|t| t.stride.get(k)), e);
                self.materialize(&format!("{name}_stride{k}"), e)
            })
            .collect();
        self.define(r, Val::View(View { ptr, elem, shape, stride }));
    }

    pub fn alloca(&mut self, inst: &Inst, ty: &MemrefType) {
        let Some(r) = inst.results.first() else { return };
        let offset = match self.info.value_id(r).and_then(|id| self.mem.offsets.get(&id).copied()) {
            Some(o) => o,
            None => self.ice(format!("alloca %{} has no place on the stack", r.name), 0),
        };
        let elem = prim(ty.elem);
        let ptr = Expr::Local { offset, elem };
        let fixed = |d: &Dim| match d.as_static() {
            Some(v) => Expr::i64(v),
            None => self.ice("alloca with a dynamic size or stride", Expr::i64(0)),
        };
        let shape = ty.shape.iter().map(fixed).collect();
        let stride = ty.stride.iter().map(fixed).collect();
        self.bind_view(r, ptr, elem, shape, stride, None);
    }

    pub fn load(&mut self, inst: &Inst, src: &Ident, indices: &[Operand]) {
        let Some(r) = inst.results.first() else { return };
        match self.value(src).cloned() {
            Some(Val::Group(g)) => {
                let i = match indices.first() {
                    Some(o) => self.index(o),
                    None => self.ice("group load without an index", Expr::i64(0)),
                };
                let i = self.materialize("member", i);
                let ptr = Expr::offset(Expr::load(Expr::Var(g.ptrs), i.clone()), g.offset.clone());
                let dim = |d: &GroupDim| match d {
                    GroupDim::Const(c) => Expr::i64(*c),
                    GroupDim::Array(a) => Expr::load(Expr::Var(*a), i.clone()),
                };
                let shape = g.shape.iter().map(dim).collect();
                let stride = g.stride.iter().map(dim).collect();
                self.bind_view(r, ptr, g.elem, shape, stride, None);
            }
            Some(Val::View(v)) => {
                let idx: Vec<Expr> = indices.iter().map(|o| self.index(o)).collect();
                let e = v.at(&idx);
                let e = self.let_(&r.name, e);
                self.define(r, Val::Scalar(e));
            }
            _ => {}
        }
    }

    pub fn store(&mut self, value: &Ident, dst: &Ident, indices: &[Operand]) {
        let v = self.view(dst);
        let idx: Vec<Expr> = indices.iter().map(|o| self.index(o)).collect();
        let value = self.scalar_value(value);
        self.push(Stmt::Store { ptr: v.ptr.clone(), index: v.offset(&idx), value });
    }

    pub fn size(&mut self, inst: &Inst, src: &Ident, mode: i64) {
        let v = self.view(src);
        let e = self.nth(&v.shape, mode as usize, "size");
        if let Some(r) = inst.results.first() {
            // A static size is the constant itself, as a `constant` is (a loop bounded by it
            // then has a known trip count: a CPU `foreach` its static vectors).
            let e = if e.as_const().is_some() { e } else { self.let_(&r.name, e) };
            self.define(r, Val::Scalar(e));
        }
    }

    pub fn subview(&mut self, inst: &Inst, src: &Ident, slices: &[Slice]) {
        let Some(r) = inst.results.first() else { return };
        let v = self.view(src);
        let ty = self.result_memref(inst);
        let mut offset = Expr::i64(0);
        let (mut shape, mut stride) = (Vec::new(), Vec::new());
        for (k, s) in slices.iter().enumerate() {
            let size = self.nth(&v.shape, k, "size");
            let st = self.nth(&v.stride, k, "stride");
            let (o, z) = match s {
                Slice::Full(_) => (Expr::i64(0), Some(size)),
                Slice::Point(o) => (self.index(o), None),
                Slice::Range(o, z) => (self.index(o), Some(self.index(z))),
                Slice::ToEnd(o, _) => {
                    let o = self.index(o);
                    (o.clone(), Some(Expr::isub(size, o)))
                }
            };
            offset = Expr::iadd(offset, Expr::imul(o, st.clone()));
            if let Some(z) = z {
                shape.push(z);
                stride.push(st);
            }
        }
        let ptr = Expr::offset(v.ptr.clone(), offset);
        self.bind_view(r, ptr, v.elem, shape, stride, ty);
    }

    pub fn expand(&mut self, inst: &Inst, src: &Ident, mode: i64, entries: &[ExpandDim]) {
        let Some(r) = inst.results.first() else { return };
        let v = self.view(src);
        let ty = self.result_memref(inst);
        let k = mode as usize;
        let size_k = self.nth(&v.shape, k, "size");
        let mut sizes: Vec<Option<Expr>> = entries
            .iter()
            .map(|e| match e {
                ExpandDim::Value(i) => Some(self.convert(Prim::I64, self.scalar_value(i))),
                ExpandDim::Const(c) => Some(Expr::i64(c.node)),
                ExpandDim::Dynamic(_) => None,
            })
            .collect();
        if let Some(pos) = sizes.iter().position(Option::is_none) {
            let known = sizes.iter().flatten().fold(Expr::i64(1), |acc, e| Expr::imul(acc, e.clone()));
            let inferred = match (size_k.as_const(), known.as_const()) {
                (Some(a), Some(b)) if b != 0 => Expr::i64(a / b),
                // A zero factor: the mode is empty (the checker's inference says the same).
                (_, Some(0)) => Expr::i64(0),
                _ => Expr::bin(BinOp::Div, size_k.clone(), known),
            };
            sizes[pos] = Some(inferred);
        }
        let sizes: Vec<Expr> = sizes
            .into_iter()
            .map(|s| match s {
                Some(s) => s,
                None => self.ice("expand with more than one `?`", Expr::i64(0)),
            })
            .collect();
        let mut shape = v.shape[..k.min(v.shape.len())].to_vec();
        let mut stride = v.stride[..k.min(v.stride.len())].to_vec();
        let mut st = self.nth(&v.stride, k, "stride");
        for s in &sizes {
            shape.push(s.clone());
            stride.push(st.clone());
            st = Expr::imul(st, s.clone());
        }
        shape.extend(v.shape.iter().skip(k + 1).cloned());
        stride.extend(v.stride.iter().skip(k + 1).cloned());
        self.bind_view(r, v.ptr.clone(), v.elem, shape, stride, ty);
    }

    pub fn fuse(&mut self, inst: &Inst, src: &Ident, from: i64, to: i64) {
        let Some(r) = inst.results.first() else { return };
        let v = self.view(src);
        let ty = self.result_memref(inst);
        let (i, j) = (from as usize, to as usize);
        let mut shape = v.shape[..i].to_vec();
        shape.push(v.shape[i..=j].iter().fold(Expr::i64(1), |acc, e| Expr::imul(acc, e.clone())));
        shape.extend(v.shape[j + 1..].iter().cloned());
        let mut stride = v.stride[..=i].to_vec();
        stride.extend(v.stride[j + 1..].iter().cloned());
        self.bind_view(r, v.ptr.clone(), v.elem, shape, stride, ty);
    }
}

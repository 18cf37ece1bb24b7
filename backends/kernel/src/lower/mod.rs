//! Lowering a checked function to a [`Kernel`].
//!
//! One file per instruction family: [`scalar`] (arith, cast, cmp), [`views`] (load, store, size,
//! subview, expand, fuse, group loads), [`control`] (if, for, foreach), [`blas`] (axpby, sum,
//! gemv, ger, hadamard), [`gemm`], and [`memory`] (the `alloca` stack and barrier placement).
//!
//! Values live in an environment: a scalar is an expression (a variable or a constant), a memref
//! is a [`View`] (base pointer, sizes and strides as constant-or-variable expressions) and a
//! group a [`GroupVal`]. Static sizes and strides stay constants in the generated code.

mod blas;
mod control;
mod gemm;
mod memory;
mod scalar;
mod views;

use std::collections::{HashMap, HashSet};

use tinyc_frontend::Checked;
use tinyc_frontend::abi::{KernelAbi, Role};
use tinyc_frontend::ast::{Func, Ident, Inst, InstKind, Region};
use tinyc_frontend::check::{DeviceKind, FuncInfo, ModuleInfo, ValueId};
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type};

use crate::ir::*;

/// Lowers every function of a checked module, in order.
pub fn lower_module(checked: &Checked) -> Vec<Kernel> {
    checked.module.funcs.iter().zip(&checked.info.funcs).map(|(f, fi)| lower_func(f, fi, &checked.info)).collect()
}

/// The primitive type of a language scalar (`index` is 64-bit).
pub fn prim(s: Scalar) -> Prim {
    match s {
        Scalar::I1 => Prim::Bool,
        Scalar::I8 => Prim::I8,
        Scalar::I16 => Prim::I16,
        Scalar::I32 => Prim::I32,
        Scalar::I64 | Scalar::Index => Prim::I64,
        Scalar::F32 => Prim::F32,
        Scalar::F64 => Prim::F64,
    }
}

/// A memref value: where element (0, …, 0) is and how to step through the modes.
#[derive(Clone, Debug)]
pub(crate) struct View {
    pub ptr: Expr,
    pub elem: Prim,
    pub shape: Vec<Expr>,
    pub stride: Vec<Expr>,
}

impl View {
    /// The linear offset of an element.
    pub fn offset(&self, idx: &[Expr]) -> Expr {
        idx.iter().zip(&self.stride).fold(Expr::i64(0), |acc, (i, s)| Expr::iadd(acc, Expr::imul(i.clone(), s.clone())))
    }

    pub fn at(&self, idx: &[Expr]) -> Expr {
        Expr::load(self.ptr.clone(), self.offset(idx))
    }
}

/// A size or stride of a group member: a constant, or a device array indexed by member.
#[derive(Clone, Debug)]
pub(crate) enum GroupDim {
    Const(i64),
    Array(Var),
}

#[derive(Clone, Debug)]
pub(crate) struct GroupVal {
    pub ptrs: Var,
    pub elem: Prim,
    pub shape: Vec<GroupDim>,
    pub stride: Vec<GroupDim>,
    pub offset: Expr,
}

#[derive(Clone, Debug)]
pub(crate) enum Val {
    Scalar(Expr),
    View(View),
    Group(GroupVal),
}

pub(crate) struct Lowerer<'a> {
    pub info: &'a ModuleInfo,
    pub wgs: (i64, i64),
    pub vars: Vec<VarInfo>,
    names: HashSet<String>,
    blocks: Vec<Vec<Stmt>>,
    env: HashMap<ValueId, Val>,
    pub mem: memory::Memory,
    /// The result variables of the `if`s being lowered, innermost last.
    pub yields: Vec<Vec<Var>>,
    /// The device the kernel is tuned for.
    pub device_kind: DeviceKind,
    /// End (bytes) of the GEMM staging buffers, which lie above the `alloca` stack (0: none).
    pub staging_end: u64,
}

/// Lowers one checked function.
pub fn lower_func(f: &Func, finfo: &FuncInfo, info: &ModuleInfo) -> Kernel {
    let abi = KernelAbi::new(f, finfo);
    let mem = memory::Memory::plan(f, info);
    let mut l = Lowerer {
        info,
        wgs: finfo.work_group_size,
        vars: Vec::new(),
        names: HashSet::new(),
        blocks: vec![Vec::new()],
        env: HashMap::new(),
        mem,
        yields: Vec::new(),
        device_kind: finfo.device_kind,
        staging_end: 0,
    };
    let params = l.params(f, finfo, &abi);
    l.region(&f.body, true);
    let body = l.blocks.pop().unwrap_or_default();
    let source_params = f.params.iter().map(|p| (p.name.name.clone(), p.ty.node.clone())).collect();
    let local_bytes = l.mem.stack_bytes.max(l.staging_end);
    let mut kernel = Kernel { abi, params, source_params, vars: l.vars, local_bytes, body };
    if finfo.top_level_barriers {
        crate::split_ifs_at_barriers(&mut kernel);
    }
    kernel
}

impl<'a> Lowerer<'a> {
    /// A fresh variable; the name is made a unique C identifier.
    pub fn new_var(&mut self, hint: &str, ty: Ty, mutable: bool) -> Var {
        let mut base: String =
            hint.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert(0, 'x');
        }
        if is_reserved(&base) {
            base.push('_');
        }
        let mut name = base.clone();
        let mut n = 1;
        while self.names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.names.insert(name.clone());
        self.vars.push(VarInfo { name, ty, mutable });
        Var(self.vars.len() as u32 - 1)
    }

    pub fn push(&mut self, s: Stmt) {
        if let Some(b) = self.blocks.last_mut() {
            b.push(s);
        }
    }

    /// Defines an immutable variable holding `e`.
    pub fn let_(&mut self, hint: &str, e: Expr) -> Expr {
        let ty = self.type_of(&e);
        let v = self.new_var(hint, ty, false);
        self.push(Stmt::Let(v, Some(e)));
        Expr::Var(v)
    }

    /// `e` itself when it is a constant or a variable, else a new variable holding it.
    pub fn materialize(&mut self, hint: &str, e: Expr) -> Expr {
        match e {
            Expr::Int(..) | Expr::Float(..) | Expr::Var(_) => e,
            _ => self.let_(hint, e),
        }
    }

    /// Defines a mutable variable.
    pub fn let_mut(&mut self, hint: &str, ty: Ty, init: Option<Expr>) -> Var {
        let v = self.new_var(hint, ty, true);
        self.push(Stmt::Let(v, init));
        v
    }

    /// Runs `f` collecting the statements it emits.
    pub fn block(&mut self, f: impl FnOnce(&mut Self)) -> Vec<Stmt> {
        self.blocks.push(Vec::new());
        f(self);
        self.blocks.pop().unwrap_or_default()
    }

    pub fn type_of(&self, e: &Expr) -> Ty {
        type_of(&self.vars, e)
    }

    pub fn prim_of(&self, e: &Expr) -> Prim {
        self.type_of(e).prim().unwrap_or(Prim::I64)
    }

    /// Converts `e` to `p` unless it already has that type (constants are converted in place).
    pub fn convert(&self, p: Prim, e: Expr) -> Expr {
        if self.type_of(&e) == Ty::Prim(p) {
            return e;
        }
        match (&e, p.is_float()) {
            (Expr::Int(v, _), true) => Expr::Float(*v as f64, p),
            (Expr::Float(v, _), true) => Expr::Float(if p == Prim::F32 { *v as f32 as f64 } else { *v }, p),
            (Expr::Int(v, _), false) if p != Prim::Bool => Expr::Int(*v, p),
            _ => Expr::cast(p, e),
        }
    }

    pub fn define(&mut self, ident: &Ident, v: Val) {
        if let Some(id) = self.info.value_id(ident) {
            self.env.insert(id, v);
        }
    }

    pub fn value(&self, ident: &Ident) -> Option<&Val> {
        self.info.value_id(ident).and_then(|id| self.env.get(&id))
    }

    pub fn scalar_value(&self, ident: &Ident) -> Expr {
        match self.value(ident) {
            Some(Val::Scalar(e)) => e.clone(),
            _ => Expr::i64(0),
        }
    }

    pub fn view(&self, ident: &Ident) -> View {
        match self.value(ident) {
            Some(Val::View(v)) => v.clone(),
            _ => View { ptr: Expr::i64(0), elem: Prim::F32, shape: Vec::new(), stride: Vec::new() },
        }
    }

    /// The linear work-item index x + m·y and the number of work-items.
    pub fn linear_id(&self) -> (Expr, i64) {
        let (m, n) = self.wgs;
        let x = Expr::Builtin(Builtin::LocalIdX);
        if n == 1 { (x, m) } else { (Expr::iadd(x, Expr::imul(Expr::i64(m), Expr::Builtin(Builtin::LocalIdY))), m * n) }
    }

    fn params(&mut self, f: &Func, finfo: &FuncInfo, abi: &KernelAbi) -> Vec<Var> {
        let mut out = Vec::new();
        for (index, p) in f.params.iter().enumerate() {
            let args: Vec<_> = abi.args.iter().filter(|a| a.param_index == index).collect();
            let mut vars = Vec::new();
            for a in &args {
                let ty = match a.pointer_depth {
                    0 => Ty::Prim(prim(a.ty)),
                    1 => Ty::Ptr(prim(a.ty), Space::Global),
                    _ => Ty::PtrPtr(prim(a.ty)),
                };
                let v = self.new_var(&a.name, ty, false);
                vars.push(v);
                out.push(v);
            }
            let find = |role: Role, k: usize| {
                args.iter().zip(&vars).find(|(a, _)| a.role == role && a.mode == Some(k)).map(|(_, v)| *v)
            };
            let val = match &p.ty.node {
                Type::Scalar(_) => Val::Scalar(Expr::Var(vars[0])),
                Type::Memref(m) => {
                    let dim = |d: Dim, role, k| match d {
                        Dim::Static(c) => Expr::i64(c),
                        Dim::Dynamic => find(role, k).map(Expr::Var).unwrap_or(Expr::i64(0)),
                    };
                    Val::View(View {
                        ptr: Expr::Var(vars[0]),
                        elem: prim(m.elem),
                        shape: m.shape.iter().enumerate().map(|(k, d)| dim(*d, Role::Shape, k)).collect(),
                        stride: m.stride.iter().enumerate().map(|(k, d)| dim(*d, Role::Stride, k)).collect(),
                    })
                }
                Type::Group(g) => {
                    let dim = |d: Dim, role, k| match d {
                        Dim::Static(c) => GroupDim::Const(c),
                        Dim::Dynamic => find(role, k).map(GroupDim::Array).unwrap_or(GroupDim::Const(0)),
                    };
                    let offset = match g.offset {
                        Dim::Static(c) => Expr::i64(c),
                        Dim::Dynamic => args
                            .iter()
                            .zip(&vars)
                            .find(|(a, _)| a.role == Role::Offset)
                            .map(|(_, v)| Expr::Var(*v))
                            .unwrap_or(Expr::i64(0)),
                    };
                    Val::Group(GroupVal {
                        ptrs: vars[0],
                        elem: prim(g.memref.elem),
                        shape: g.memref.shape.iter().enumerate().map(|(k, d)| dim(*d, Role::Shape, k)).collect(),
                        stride: g.memref.stride.iter().enumerate().map(|(k, d)| dim(*d, Role::Stride, k)).collect(),
                        offset,
                    })
                }
            };
            if let Some(&id) = finfo.params.get(index) {
                self.env.insert(id, val);
            }
        }
        out
    }

    /// Lowers a region; `mixed` regions get barriers where §6 requires them.
    pub fn region(&mut self, r: &Region, mixed: bool) {
        for inst in &r.insts {
            if mixed && let Some(b) = self.mem.barrier_before(inst) {
                self.push(Stmt::Barrier { local: b.local, global: b.global });
            }
            self.inst(inst, mixed);
        }
    }

    fn inst(&mut self, inst: &Inst, mixed: bool) {
        match &inst.kind {
            InstKind::Arith { op, operands, ty } => self.arith(inst, *op, operands, ty.node),
            InstKind::Cast { operand, from, to } => self.cast(inst, operand, from.node, to.node),
            InstKind::Cmp { op, lhs, rhs, ty } => self.cmp(inst, *op, lhs, rhs, ty.node),
            InstKind::GroupId => self.builtin(inst, Builtin::GroupId),
            InstKind::GroupSize => self.builtin(inst, Builtin::GroupCount),
            InstKind::Alloca { ty } => self.alloca(inst, &ty.node),
            InstKind::Load { src, indices, .. } => self.load(inst, src, indices),
            InstKind::Store { value, dst, indices, .. } => self.store(value, dst, indices),
            InstKind::Size { src, mode, .. } => self.size(inst, src, mode.node),
            InstKind::Subview { src, slices, .. } => self.subview(inst, src, slices),
            InstKind::Expand { src, mode, shape, .. } => self.expand(inst, src, mode.node, shape),
            InstKind::Fuse { src, from, to, .. } => self.fuse(inst, src, from.node, to.node),
            InstKind::If { cond, result_types, then, otherwise } => {
                self.if_inst(inst, cond, result_types.as_deref(), then, otherwise.as_ref(), mixed)
            }
            InstKind::For { var, lb, ub, step, ty, body } => {
                self.for_inst(var, lb, ub, step.as_ref(), ty.map(|t| t.node), body, mixed)
            }
            InstKind::Foreach { var, lb, ub, ty, body } => self.foreach(var, lb, ub, ty.map(|t| t.node), body),
            InstKind::Yield { values, types } => self.yield_values(values, types),
            InstKind::Blas(b) => self.blas(b),
        }
    }

    fn builtin(&mut self, inst: &Inst, b: Builtin) {
        if let Some(r) = inst.results.first() {
            let e = self.let_(&r.name, Expr::Builtin(b));
            self.define(r, Val::Scalar(e));
        }
    }

    /// The memref type an instruction's result has, per the checker.
    pub fn result_memref(&self, inst: &Inst) -> Option<MemrefType> {
        let r = inst.results.first()?;
        self.info.type_of(r).and_then(|t| t.as_memref()).cloned()
    }
}

/// Words that cannot name a variable in OpenCL C (keywords, types, builtins we call).
fn is_reserved(s: &str) -> bool {
    const WORDS: &[&str] = &[
        "auto",
        "bool",
        "break",
        "case",
        "char",
        "const",
        "continue",
        "default",
        "do",
        "double",
        "else",
        "enum",
        "extern",
        "float",
        "for",
        "goto",
        "half",
        "if",
        "inline",
        "int",
        "long",
        "register",
        "restrict",
        "return",
        "short",
        "signed",
        "sizeof",
        "static",
        "struct",
        "switch",
        "typedef",
        "uchar",
        "uint",
        "ulong",
        "union",
        "unsigned",
        "ushort",
        "void",
        "volatile",
        "while",
        "kernel",
        "global",
        "local",
        "constant",
        "private",
        "read_only",
        "write_only",
        "read_write",
        "true",
        "false",
        "barrier",
        "min",
        "max",
        "fmod",
        "stack",
        "get_local_id",
        "get_global_id",
        "get_global_size",
        "size_t",
        "ptrdiff_t",
        "intptr_t",
        "uintptr_t",
        "atomic_add",
        "atomic_xchg",
        "atomic_cmpxchg",
        "atom_add",
        "atom_xchg",
        "atom_cmpxchg",
        "as_int",
        "as_uint",
        "as_long",
        "as_ulong",
        "as_float",
        "as_double",
        "event_t",
        "sampler_t",
        "image2d_t",
        "__kernel",
        "__global",
        "__local",
        "__constant",
        "__private",
        "vec_type_hint",
        "fma",
        "mad",
        "CLK_LOCAL_MEM_FENCE",
        "CLK_GLOBAL_MEM_FENCE",
        "NULL",
        "main",
    ];
    WORDS.contains(&s) || s.starts_with("__") || s.starts_with("get_") || s.starts_with("atomic_")
}

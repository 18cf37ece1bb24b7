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
mod coop;
mod coop_mma;
mod dynamic;
mod gemm;
mod memory;
mod mma;
mod scalar;
mod simt;
mod stage;
mod v04;
mod views;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};

use tinyc_frontend::abi::{KernelAbi, Launch, Role};
use tinyc_frontend::ast::{Blas, Func, Ident, Inst, InstKind, Region};
use tinyc_frontend::check::{DeviceKind, FuncInfo, ModuleInfo, ValueId};
use tinyc_frontend::names::Namer;
use tinyc_frontend::types::{Dim, MemrefType, Scalar, Type};
use tinyc_frontend::{Checked, Diagnostic, Span};

use crate::ir::*;

/// Lowers every function of a checked module, in order; an impossible case is an internal
/// compiler error ([`Diagnostic::internal`]) at the instruction being lowered.
pub fn lower_module(checked: &Checked) -> Result<Vec<Kernel>, Diagnostic> {
    let abis = checked.abis();
    checked
        .module
        .funcs
        .iter()
        .zip(&checked.info.funcs)
        .zip(abis)
        .map(|((f, fi), abi)| lower_func(f, fi, &checked.info, abi))
        .collect()
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
        Scalar::F16 => Prim::F16,
        Scalar::BF16 => Prim::BF16,
        Scalar::C32 => Prim::C32,
        Scalar::C64 => Prim::C64,
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
    /// The member count of a tinytc v0.4 group (v0.3.1 groups have none).
    pub size: Option<Expr>,
}

#[derive(Clone, Debug)]
pub(crate) enum Val {
    Scalar(Expr),
    View(View),
    Group(GroupVal),
    /// A tinytc v0.4 cooperative matrix: this work-item's components (`coop::Layout`).
    Coop(coop::CoopVal),
}

pub(crate) struct Lowerer<'a> {
    pub info: &'a ModuleInfo,
    pub wgs: (i64, i64),
    pub subgroup_size: i64,
    pub vars: Vec<VarInfo>,
    /// The kernel's names: arguments first, then every variable.
    names: Namer,
    /// The span of the instruction being lowered, and the first internal error met.
    span: Cell<Span>,
    ice: RefCell<Option<Diagnostic>>,
    blocks: Vec<Vec<Stmt>>,
    /// For each block of `blocks`: a number no other block of the kernel has (the function's
    /// body is 0), so that a position recorded in one is not mistaken for one in a later block.
    block_ids: Vec<u64>,
    blocks_made: u64,
    /// For each block of `blocks`: the byte range of its last [`Stmt::At`].
    located: Vec<Option<(u32, u32)>>,
    env: HashMap<ValueId, Val>,
    pub mem: memory::Memory,
    /// The result variables of the `if`s (and the carried variables of the v0.4 `for`s) being
    /// lowered, innermost last.
    pub yields: Vec<Vec<Var>>,
    /// The device the kernel is tuned for.
    pub device_kind: DeviceKind,
    /// GEMMs that qualify take explicit vectors (`FuncInfo::vector_gemm`).
    pub vector_gemm: bool,
    /// GEMMs that qualify run on NVIDIA's tensor cores (`FuncInfo::tensor_cores`).
    pub tensor_cores: bool,
    /// ... with their operands staged in local memory where that applies
    /// (`FuncInfo::mma_staging`).
    pub mma_staging: bool,
    /// Staged 16-bit fragments come with `ldmatrix` (`FuncInfo::mma_ldmatrix`).
    pub mma_ldmatrix: bool,
    /// Staged tensor-core GEMMs prefetch their next block (`FuncInfo::mma_prefetch`).
    pub mma_prefetch: bool,
    /// Staged `f64` tensor-core GEMMs fetch their blocks with `cp.async` (`FuncInfo::mma_async`).
    pub mma_async: bool,
    /// Large SIMT GEMMs stage both operands (`FuncInfo::simt_staging`).
    pub simt_staging: bool,
    /// Whether a GEMM took [`Lowerer::gemm_simt_staged`] ([`Kernel::simt_staged`]).
    pub simt_staged: bool,
    /// `FuncInfo::streaming_store_bytes`.
    pub streaming_store_bytes: Option<i64>,
    /// Subgroup operations run on the device's subgroups (`FuncInfo::hardware_subgroups`).
    pub hardware_subgroups: bool,
    /// Element sizes moved in subgroup blocks (`FuncInfo::subgroup_block_io`, [`Stmt::Block`]).
    pub subgroup_block_io: u32,
    /// The instructions whose stores may go past the caches ([`streamable`]).
    pub streamable: HashSet<usize>,
    /// End (bytes) of the GEMM staging buffers, which lie above the `alloca` stack (0: none).
    pub staging_end: u64,
    /// Whether the kernel exchanges values within subgroups through local memory (between
    /// barriers, which then must not be inside `if`s on any device).
    pub subgroup_exchange: bool,
    /// While a BLAS instruction of a v0.4 module, or one that involves an `f16`, `bf16`, `c32`
    /// or `c64` operand, is lowered: its output's element type, in which everything is computed,
    /// products too (`types.md`: α, A, B and β are promoted to C's type). `None`: v0.3.1's join
    /// rules alone.
    pub compute_floor: Option<Prim>,
    /// The cooperative matrices held in a tensor-core layout ([`coop_mma::assign`]).
    pub mma_layouts: HashMap<ValueId, MmaShape>,
    /// A kernel whose work-item computes a run of batch entries (`KernelAbi::groups_arg`): the
    /// variable of the entry being computed (`group_id`) and the batch size argument
    /// (`group_size`).
    pub batch: Option<(Var, Var)>,
}

/// The instructions at `f`'s top level whose stores may go past the caches: those that write
/// memory they do not read and no later instruction reads or writes. Keyed by the address of a
/// BLAS instruction's [`Blas`] (its output, not one of its inputs) or of a `foreach`'s body
/// [`Region`] (the memrefs its `store`s write, none of which it reads). Memory is told apart by
/// its origin (the parameter or `alloca` a memref derives from); an instruction accesses an
/// origin when it, or one nested in it, takes an operand derived from it other than to make a
/// view of it (`subview`, `expand`, `fuse`, `size`, …: those read no elements). Such an output
/// is not read again by this kernel. An instruction inside a loop runs again and is never one;
/// a parameter the caller also passes as another is not seen.
fn streamable(f: &Func, info: &ModuleInfo) -> HashSet<usize> {
    let origin_of = |i: &Ident| info.value_id(i).map(|v| info.value(v).origin.unwrap_or(v));
    fn views(inst: &Inst) -> bool {
        matches!(
            inst.kind,
            InstKind::Subview { .. }
                | InstKind::Expand { .. }
                | InstKind::Fuse { .. }
                | InstKind::Size { .. }
                | InstKind::GroupLen { .. }
                | InstKind::Associated { .. }
                | InstKind::LifetimeStop { .. }
        )
    }
    /// The origins `inst` (with the instructions nested in it) stores to with `store`, and those
    /// it otherwise reads or writes.
    fn split(
        inst: &Inst,
        origin_of: &dyn Fn(&Ident) -> Option<ValueId>,
        stored: &mut Vec<ValueId>,
        other: &mut Vec<ValueId>,
    ) {
        match &inst.kind {
            InstKind::Store { value, dst, indices, .. } => {
                stored.extend(origin_of(dst));
                other.extend(origin_of(value));
                other.extend(indices.iter().filter_map(|i| i.as_value()).filter_map(origin_of));
            }
            _ if views(inst) => {}
            kind => other.extend(memory::operands(kind).into_iter().filter_map(origin_of)),
        }
        for r in inst.kind.regions() {
            for i in &r.insts {
                split(i, origin_of, stored, other);
            }
        }
    }
    // From the last instruction back, so that `later` (what the instructions after this one
    // access) grows by one instruction at a time.
    let mut later: HashSet<ValueId> = HashSet::new();
    let mut out = HashSet::new();
    for inst in f.body.insts.iter().rev() {
        let candidate = match &inst.kind {
            InstKind::Blas(b) => {
                let read: Vec<ValueId> = b.inputs.iter().filter_map(&origin_of).collect();
                Some((b as *const Blas as usize, origin_of(&b.out).into_iter().collect::<Vec<_>>(), read))
            }
            InstKind::Foreach { body, .. } => {
                let (mut stored, mut other) = (Vec::new(), Vec::new());
                for i in &body.insts {
                    split(i, &origin_of, &mut stored, &mut other);
                }
                Some((body as *const Region as usize, stored, other))
            }
            _ => None,
        };
        if let Some((key, written, read)) = candidate
            && !written.is_empty()
            && !written.iter().any(|w| read.contains(w) || later.contains(w))
        {
            out.insert(key);
        }
        let (mut stored, mut other) = (Vec::new(), Vec::new());
        split(inst, &origin_of, &mut stored, &mut other);
        later.extend(stored.into_iter().chain(other));
    }
    out
}

/// Lowers one checked function whose ABI is `abi`.
pub fn lower_func(f: &Func, finfo: &FuncInfo, info: &ModuleInfo, abi: KernelAbi) -> Result<Kernel, Diagnostic> {
    let mem = memory::Memory::plan(f, info).map_err(|why| Diagnostic::internal(why, f.name_span))?;
    let mut l = Lowerer {
        info,
        wgs: finfo.work_group_size,
        subgroup_size: finfo.subgroup_size,
        vars: Vec::new(),
        names: Namer::new(),
        span: Cell::new(f.name_span),
        ice: RefCell::new(None),
        blocks: vec![Vec::new()],
        block_ids: vec![0],
        blocks_made: 0,
        located: vec![None],
        env: HashMap::new(),
        mem,
        yields: Vec::new(),
        device_kind: finfo.device_kind,
        vector_gemm: finfo.vector_gemm,
        tensor_cores: finfo.tensor_cores,
        mma_staging: finfo.mma_staging,
        mma_ldmatrix: finfo.mma_ldmatrix,
        mma_prefetch: finfo.mma_prefetch,
        mma_async: finfo.mma_async,
        simt_staging: finfo.simt_staging,
        simt_staged: false,
        streaming_store_bytes: finfo.streaming_store_bytes,
        hardware_subgroups: finfo.hardware_subgroups,
        subgroup_block_io: finfo.subgroup_block_io,
        // Only a device that streams needs to know what may (CPU devices; nothing on GPUs).
        streamable: if finfo.streaming_store_bytes.is_some() { streamable(f, info) } else { HashSet::new() },
        staging_end: 0,
        subgroup_exchange: false,
        compute_floor: None,
        mma_layouts: HashMap::new(),
        batch: None,
    };
    let kernel_shape = (finfo.tensor_cores, finfo.subgroup_size, finfo.work_group_size.0);
    l.mma_layouts = coop_mma::assign(f, info, &|a, b, c, d| coop_mma::coop_mma_shape(kernel_shape, a, b, c, d));
    let params = l.params(f, finfo, &abi);
    let groups_param = abi.groups_arg.as_ref().map(|name| l.abi_var(name, Ty::Prim(Prim::I64)));
    if let Some(groups) = groups_param {
        let g = l.new_var("g", Ty::Prim(Prim::I64), false);
        l.batch = Some((g, groups));
    }
    // Test hook: `TINYC_TEST_INTERNAL_ERROR=1` makes the first instruction an internal error, so
    // that the tests can see how one is reported (E50 at the instruction, exit status 3).
    if std::env::var_os("TINYC_TEST_INTERNAL_ERROR").is_some_and(|v| v == "1")
        && let Some(first) = f.body.insts.first()
    {
        l.span.set(first.span);
        l.ice("injected by TINYC_TEST_INTERNAL_ERROR", ());
    }
    match l.batch {
        None => l.region(&f.body, true),
        Some((g, groups)) => {
            // Work-group w of G computes the entries [w·E, min((w + 1)·E, N)), E = ⌈N / G⌉: of
            // a v0.3.1 batch, or of a v0.4 grid's x.
            let inner = l.block(|l| l.region(&f.body, true));
            let (id, count) = match abi.launch {
                Launch::Batch => (Builtin::GroupId, Builtin::GroupCount),
                Launch::Grid => (Builtin::GroupIdAt(0), Builtin::GroupCountAt(0)),
            };
            let count = Expr::Builtin(count);
            let n = Expr::Var(groups);
            let per = Expr::bin(BinOp::Div, Expr::iadd(n.clone(), Expr::isub(count.clone(), Expr::i64(1))), count);
            let per = l.let_("per", per);
            let first = l.let_("first", Expr::imul(Expr::Builtin(id), per.clone()));
            let last = l.let_("last", Expr::min(Expr::iadd(first.clone(), per), n));
            l.push(Stmt::For { var: g, lb: first, ub: last, step: Expr::i64(1), body: inner, unroll: false });
        }
    }
    let body = l.blocks.pop();
    if let Some(ice) = l.ice.take() {
        return Err(ice);
    }
    let Some(body) = body else {
        return Err(Diagnostic::internal("unbalanced statement blocks", f.name_span));
    };
    let source_params = f
        .params
        .iter()
        .map(|p| SourceParam { name: p.name.name.clone(), ty: p.ty.node.clone(), span: p.name.span.to(p.ty.span) })
        .collect();
    // An `alloca` of size 0 still points into the stack, which every target then declares: at
    // least one byte (OpenCL C named an undeclared `stack`, the MLIR route took the address of
    // a global it never made).
    let mut local_bytes = l.mem.stack_bytes.max(l.staging_end);
    if local_bytes == 0 && stmts_any_expr(&body, &mut |e| matches!(e, Expr::Local { .. })) {
        local_bytes = 1;
    }
    let simt_staged = l.simt_staged;
    let mut kernel = Kernel {
        abi,
        span: f.name_span,
        params,
        groups_param,
        source_params,
        vars: l.vars,
        local_bytes,
        body,
        simt_staged,
    };
    if finfo.top_level_barriers || l.subgroup_exchange {
        crate::split_ifs_at_barriers(&mut kernel);
    }
    if l.subgroup_exchange {
        // Subgroup-dependent loops around exchanges: one nesting level per round.
        let mut rounds = 0;
        let made_uniform = |k: &mut Kernel| {
            crate::uniform_loops(k).map_err(|e| Diagnostic::internal(format!("uniform loops: {e}"), f.name_span))
        };
        while made_uniform(&mut kernel)? {
            crate::split_ifs_at_barriers(&mut kernel);
            rounds += 1;
            if rounds == crate::uniform_loops::MAX_ROUNDS {
                return Err(Diagnostic::internal(
                    "subgroup-dependent loops nested too deep to make uniform",
                    f.name_span,
                ));
            }
        }
    }
    crate::lane_blocks(&mut kernel, finfo.subgroup_block_io);
    crate::keep_order(&mut kernel);
    kernel.check_signature().map_err(|e| Diagnostic::internal(e, f.name_span))?;
    Ok(kernel)
}

impl<'a> Lowerer<'a> {
    /// A fresh variable named after `hint`: a name no target reserves and no other variable of
    /// the kernel has ([`Namer`]), so temporaries and program values never capture each other.
    pub fn new_var(&mut self, hint: &str, ty: Ty, mutable: bool) -> Var {
        let name = self.names.name(hint);
        self.vars.push(VarInfo { name, ty, mutable });
        Var(self.vars.len() as u32 - 1)
    }

    /// Records an internal compiler error at the instruction being lowered (the first one wins;
    /// [`lower_func`] returns it) and gives `placeholder` back so that lowering can go on.
    pub fn ice<T>(&self, message: impl Into<String>, placeholder: T) -> T {
        let mut ice = self.ice.borrow_mut();
        if ice.is_none() {
            *ice = Some(Diagnostic::internal(message, self.span.get()));
        }
        placeholder
    }

    /// `v[k]`, or an internal error naming `what`.
    pub fn nth(&self, v: &[Expr], k: usize, what: &str) -> Expr {
        match v.get(k) {
            Some(e) => e.clone(),
            None => self.ice(format!("{what} of mode {k} missing (the value has {} modes)", v.len()), Expr::i64(0)),
        }
    }

    /// Adds a statement to the current block, after a [`Stmt::At`] with the instruction being
    /// lowered unless the block's last `At` already names it.
    pub fn push(&mut self, s: Stmt) {
        let (Some(b), Some(located)) = (self.blocks.last_mut(), self.located.last_mut()) else { return };
        let at = match s {
            Stmt::At(span) => span,
            _ => self.span.get(),
        };
        let range = (at.start, at.end);
        if *located != Some(range) {
            *located = Some(range);
            b.push(Stmt::At(at));
        }
        if !matches!(s, Stmt::At(_)) {
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
        self.blocks_made += 1;
        self.block_ids.push(self.blocks_made);
        self.located.push(None);
        f(self);
        self.located.pop();
        self.block_ids.pop();
        match self.blocks.pop() {
            Some(b) => b,
            None => self.ice("unbalanced statement blocks", Vec::new()),
        }
    }

    pub fn type_of(&self, e: &Expr) -> Ty {
        type_of(&self.vars, e)
    }

    pub fn prim_of(&self, e: &Expr) -> Prim {
        match self.type_of(e).prim() {
            Some(p) => p,
            None => self.ice(format!("a pointer where a scalar was expected: {e:?}"), Prim::I64),
        }
    }

    /// Converts `e` to `p` unless it already has that type (constants are converted in place).
    pub fn convert(&self, p: Prim, e: Expr) -> Expr {
        if self.type_of(&e) == Ty::Prim(p) {
            return e;
        }
        let floating = p.is_float() || p.is_complex();
        match (&e, floating) {
            (Expr::Int(v, _), true) => Expr::constant(p, *v as f64, 0.0),
            (Expr::Float(v, _), true) => Expr::constant(p, *v, 0.0),
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
            _ => self.ice(format!("%{} is not a lowered scalar", ident.name), Expr::i64(0)),
        }
    }

    pub fn view(&self, ident: &Ident) -> View {
        match self.value(ident) {
            Some(Val::View(v)) => v.clone(),
            _ => self.ice(
                format!("%{} is not a lowered memref", ident.name),
                View { ptr: Expr::i64(0), elem: Prim::F32, shape: Vec::new(), stride: Vec::new() },
            ),
        }
    }

    /// The linear work-item index x + m·y and the number of work-items.
    pub fn linear_id(&self) -> (Expr, i64) {
        let (m, n) = self.wgs;
        let x = Expr::Builtin(Builtin::LocalIdX);
        if n == 1 { (x, m) } else { (Expr::iadd(x, Expr::imul(Expr::i64(m), Expr::Builtin(Builtin::LocalIdY))), m * n) }
    }

    /// The variable of a kernel argument: it keeps the ABI's name exactly (the kernel's
    /// signature is KernelAbi's).
    fn abi_var(&mut self, name: &str, ty: Ty) -> Var {
        if !self.names.claim(name) {
            self.ice(format!("the ABI name `{name}` is reserved or taken"), ());
        }
        self.vars.push(VarInfo { name: name.to_string(), ty, mutable: false });
        Var(self.vars.len() as u32 - 1)
    }

    fn params(&mut self, f: &Func, finfo: &FuncInfo, abi: &KernelAbi) -> Vec<Var> {
        let mut out = Vec::new();
        for (index, (p, positions)) in f.params.iter().zip(abi.arg_positions(f.params.len())).enumerate() {
            let args: Vec<_> = positions.iter().map(|&i| &abi.args[i]).collect();
            let mut vars = Vec::new();
            for a in &args {
                let v = self.abi_var(&a.name, Ty::of_arg(a));
                vars.push(v);
                out.push(v);
            }
            if vars.is_empty() {
                self.ice(format!("parameter %{} has no ABI argument", p.name.name), ());
                continue;
            }
            let find = |role: Role, k: usize| {
                args.iter().zip(&vars).find(|(a, _)| a.role == role && a.mode == Some(k)).map(|(_, v)| *v)
            };
            let val = match &p.ty.node {
                // A bool travels as an i8 (`abi`): any non-zero value is true.
                Type::Scalar(Scalar::I1) => {
                    Val::Scalar(Expr::cmp(CmpOp::Ne, Expr::Var(vars[0]), Expr::Int(0, Prim::I8)))
                }
                Type::Scalar(_) => Val::Scalar(Expr::Var(vars[0])),
                Type::Coop(_) => {
                    self.ice("a cooperative-matrix parameter passed the checker", Val::Scalar(Expr::i64(0)))
                }
                Type::Memref(m) => {
                    let dim = |d: Dim, role, k| match d {
                        Dim::Static(c) => Expr::i64(c),
                        Dim::Dynamic => match find(role, k) {
                            Some(v) => Expr::Var(v),
                            None => self.ice(format!("no ABI argument for dynamic mode {k}"), Expr::i64(0)),
                        },
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
                        Dim::Dynamic => match find(role, k) {
                            Some(v) => GroupDim::Array(v),
                            None => self.ice(format!("no ABI argument for dynamic mode {k}"), GroupDim::Const(0)),
                        },
                    };
                    let offset = match g.offset {
                        Dim::Static(c) => Expr::i64(c),
                        Dim::Dynamic => match args.iter().zip(&vars).find(|(a, _)| a.role == Role::Offset) {
                            Some((_, v)) => Expr::Var(*v),
                            None => self.ice("no ABI argument for the dynamic group offset", Expr::i64(0)),
                        },
                    };
                    let size = match g.size {
                        Some(Dim::Static(c)) => Some(Expr::i64(c)),
                        Some(Dim::Dynamic) => match args.iter().zip(&vars).find(|(a, _)| a.role == Role::Size) {
                            Some((_, v)) => Some(Expr::Var(*v)),
                            None => self.ice("no ABI argument for the dynamic group size", None),
                        },
                        None => None,
                    };
                    Val::Group(GroupVal {
                        ptrs: vars[0],
                        size,
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
            self.inst(inst, mixed);
        }
    }

    /// Lowers one instruction (with the barrier §6 requires before it in a mixed region): its
    /// statements are located at it ([`Self::push`] puts the [`Stmt::At`]s). A work-group of
    /// one work-item needs no barrier: a work-item sees its own stores in program order.
    fn inst(&mut self, inst: &Inst, mixed: bool) {
        let outer = self.span.replace(inst.span);
        if mixed
            && self.wgs != (1, 1)
            && let Some(b) = self.mem.barrier_before(inst)
        {
            self.push(Stmt::Barrier { local: b.local, global: b.global });
        }
        self.inst_kind(inst, mixed);
        self.span.set(outer);
    }

    fn inst_kind(&mut self, inst: &Inst, mixed: bool) {
        match &inst.kind {
            InstKind::Arith { op, operands, ty } => self.arith(inst, *op, operands, ty.node),
            InstKind::Cast { operand, from, to } => self.cast(inst, operand, from.node, to.node),
            InstKind::Cmp { op, lhs, rhs, ty } => self.cmp(inst, *op, lhs, rhs, ty.node),
            InstKind::GroupId => self.batch_builtin(inst, Builtin::GroupId),
            InstKind::GroupSize => self.batch_builtin(inst, Builtin::GroupCount),
            InstKind::Alloca { ty, .. } => self.alloca(inst, &ty.node),
            InstKind::Load { src, indices, .. } => self.load(inst, src, indices),
            InstKind::Store { value, dst, indices, .. } => self.store(value, dst, indices),
            InstKind::Size { src, mode, .. } => self.size(inst, src, mode.node),
            InstKind::Subview { src, slices, .. } => self.subview(inst, src, slices),
            InstKind::Expand { src, mode, shape, .. } => self.expand(inst, src, mode.node, shape),
            InstKind::Fuse { src, from, to, .. } => self.fuse(inst, src, from.node, to.node),
            InstKind::If { cond, result_types, then, otherwise } => {
                self.if_inst(inst, cond, result_types.as_deref(), then, otherwise.as_ref(), mixed)
            }
            InstKind::For { var, lb, ub, step, ty, body, carried, unroll, .. }
                if !carried.is_empty() || unroll.is_some() =>
            {
                self.for_v04(
                    inst,
                    var,
                    lb,
                    ub,
                    step.as_ref(),
                    ty.map(|t| t.node),
                    body,
                    carried,
                    unroll.map(|u| u.node),
                    mixed,
                )
            }
            InstKind::For { var, lb, ub, step, ty, body, .. } => {
                self.for_inst(var, lb, ub, step.as_ref(), ty.map(|t| t.node), body, mixed)
            }
            InstKind::Foreach { var, lb, ub, ty, body, more } if !more.is_empty() => {
                self.foreach_nd(var, lb, ub, ty.map(|t| t.node), body, more)
            }
            InstKind::Foreach { var, lb, ub, ty, body, .. } => self.foreach(var, lb, ub, ty.map(|t| t.node), body),
            InstKind::Constant { value, ty } => self.constant(inst, value.node, ty.node),
            InstKind::Builtin { query, ty } => self.builtin_query(inst, *query, ty.node),
            InstKind::Math { op, operand, ty } => self.math(inst, *op, operand, ty.node),
            InstKind::Barrier { global, local } => self.push(Stmt::Barrier { local: *local, global: *global }),
            InstKind::Parallel { body } => self.region(body, false),
            InstKind::LifetimeStop { .. } => {}
            InstKind::GroupLen { src, .. } => self.group_len(inst, src),
            InstKind::Associated { src } => self.associated(inst, src),
            InstKind::Coop { inst: ci, ty } => self.coop_inst(inst, ci, ty.as_ref()),
            InstKind::CoopApply { row, col, val, src, ty, body } => {
                self.coop_apply(inst, [row, col, val], src, ty, body)
            }
            InstKind::ForeachTile { vars, from, to, sizes, tile, tys, body } => {
                self.foreach_tile(vars, from, to, sizes, tile, tys, body)
            }
            InstKind::Subgroup { op, operand, lane, ty } => self.subgroup(inst, *op, operand, lane.as_ref(), ty.node),
            InstKind::AtomicAccess { op, value, dst, indices, mods, .. } => {
                self.atomic_access(inst, *op, value.as_ref(), dst, indices, mods)
            }
            InstKind::Unsupported { name, .. } => self.ice(format!("`{name}` passed the checker"), ()),
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

    /// `group_id` and `group_size`: the launch's, or in a kernel whose work-items compute runs
    /// of batch entries ([`Lowerer::batch`]) the entry being computed and the batch size.
    fn batch_builtin(&mut self, inst: &Inst, b: Builtin) {
        match (self.batch, inst.results.first()) {
            (Some((g, groups)), Some(r)) => {
                let v = if b == Builtin::GroupId { g } else { groups };
                self.define(r, Val::Scalar(Expr::Var(v)));
            }
            _ => self.builtin(inst, b),
        }
    }

    /// The memref type an instruction's result has, per the checker.
    pub fn result_memref(&self, inst: &Inst) -> Option<MemrefType> {
        let r = inst.results.first()?;
        self.info.type_of(r).and_then(|t| t.as_memref()).cloned()
    }
}

#[cfg(test)]
#[allow(clippy::panic)] // tests report failures by panicking
mod tests {
    use tinyc_frontend::{Device, Frontend, Source};

    use crate::ir::Stmt;

    /// Where the source locations of a lowered kernel are: every `At` is followed by a statement
    /// of its block that is no `At`, and names an instruction (a span starting at one).
    fn check_locations(stmts: &[Stmt], starts: &[u32], what: &str) {
        for (i, s) in stmts.iter().enumerate() {
            match s {
                Stmt::At(span) => {
                    assert!(
                        matches!(stmts.get(i + 1), Some(next) if !matches!(next, Stmt::At(_))),
                        "{what}: an At without a statement after it"
                    );
                    assert!(starts.contains(&span.start), "{what}: At {span:?} is no instruction");
                }
                Stmt::For { body, .. } => check_locations(body, starts, what),
                Stmt::If { then, otherwise, .. } => {
                    check_locations(then, starts, what);
                    check_locations(otherwise, starts, what);
                }
                _ => {}
            }
        }
    }

    fn instruction_starts(r: &tinyc_frontend::ast::Region, out: &mut Vec<u32>) {
        for inst in &r.insts {
            out.push(inst.span.start);
            for sub in inst.kind.regions() {
                instruction_starts(sub, out);
            }
        }
    }

    #[test]
    fn statements_are_located_at_their_instructions() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/in");
        let mut lowered = 0;
        for dir in ["spec", "run"] {
            let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
                .unwrap_or_else(|e| panic!("{dir}: {e}"))
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ir"))
                .collect();
            files.sort();
            for path in files {
                let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let source = Source::new(path.display().to_string(), &text);
                for device in [Device::generic(), Device::nvidia()] {
                    let Ok(checked) = Frontend::new(device).run(&source) else { continue };
                    let kernels = crate::lower_module(&checked).unwrap_or_else(|d| panic!("{d:?}"));
                    for (k, f) in kernels.iter().zip(&checked.module.funcs) {
                        let mut starts = Vec::new();
                        instruction_starts(&f.body, &mut starts);
                        check_locations(&k.body, &starts, &path.display().to_string());
                        assert!(f.body.insts.is_empty() || matches!(k.body.first(), Some(Stmt::At(_))));
                        lowered += 1;
                    }
                }
            }
        }
        assert!(lowered > 100, "{lowered} kernels");
    }
}

//! Kernel IR → MLIR text: a `gpu.module` with one `gpu.func` per kernel, in upstream dialects
//! (`gpu`, `scf`, `arith`, `memref`, `llvm`); `tinyc compile --emit mlir`.
//!
//! Each kernel has the function's source signature: a memref parameter is a column-major strided
//! memref in global memory ([`memref_type`]), a group a memref of memrefs whose offset is the
//! group's ([`group_type`]), scalars their type. The body works on the calling convention's
//! values (the kernel IR's parameters), which the top of the kernel takes out of the memrefs
//! (`memref.extract_strided_metadata`, `memref.extract_aligned_pointer_as_index`) and the groups
//! (one `builtin.unrealized_conversion_cast` each); the ABI pass ([`tinyc_dialect::apply_abi`])
//! then turns the signature into the convention's argument list.
//!
//! Variables assigned more than once live in `llvm.alloca` slots (LLVM promotes them to
//! registers); everything else is SSA. Shift counts are masked as the language requires (PTX
//! clamps), i8/i16 shifts go through i32, `i1` compares unsigned (false < true), and the
//! `.atomic` forms use `llvm.atomicrmw` or a `llvm.cmpxchg` loop from an atomic load.

use std::collections::HashMap;

use tinyc_frontend::abi::{AbiArg, Role};
use tinyc_frontend::types::{Dim, GroupType, MemrefType, Type};
use tinyc_kernel::ir::*;

fn prim_ty(p: Prim) -> &'static str {
    match p {
        Prim::Bool => "i1",
        Prim::I8 => "i8",
        Prim::I16 => "i16",
        Prim::I32 => "i32",
        Prim::I64 => "i64",
        Prim::F32 => "f32",
        Prim::F64 => "f64",
    }
}

fn ty_str(t: Ty) -> &'static str {
    match t {
        Ty::Prim(p) => prim_ty(p),
        Ty::Ptr(_, Space::Local) => "!llvm.ptr<3>",
        Ty::Ptr(_, Space::Global) | Ty::PtrPtr(_) => "!llvm.ptr<1>",
    }
}

/// Element type a pointer steps over.
fn elem_ty(t: Ty) -> &'static str {
    match t {
        Ty::Ptr(p, _) => prim_ty(p),
        Ty::PtrPtr(_) => "!llvm.ptr",
        Ty::Prim(p) => prim_ty(p),
    }
}

fn dim(d: Dim) -> String {
    match d {
        Dim::Static(v) => v.to_string(),
        Dim::Dynamic => "?".into(),
    }
}

/// The MLIR type of a memref parameter: column-major strides as a `strided<[…]>` layout, offset 0,
/// global memory (address space 1), e.g. `memref<?x9xf32, strided<[1, ?]>, 1>`.
pub fn memref_type(m: &MemrefType) -> String {
    let elem = prim_ty(tinyc_kernel::prim(m.elem));
    if m.shape.is_empty() {
        return format!("memref<{elem}, 1>");
    }
    let shape: String = m.shape.iter().map(|d| format!("{}x", dim(*d))).collect();
    let stride: Vec<String> = m.stride.iter().map(|d| dim(*d)).collect();
    format!("memref<{shape}{elem}, strided<[{}]>, 1>", stride.join(", "))
}

/// The MLIR type of a group parameter: a memref of memrefs whose offset is the group's offset,
/// e.g. `memref<?xmemref<?x9xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>`.
pub fn group_type(g: &GroupType) -> String {
    format!("memref<?x{}, strided<[1], offset: {}>, 1>", memref_type(&g.memref), dim(g.offset))
}

/// Writes the `gpu.module` holding all kernels.
pub fn write_module(kernels: &[Kernel]) -> String {
    let mut out = String::new();
    out.push_str("module attributes {gpu.container_module} {\n  gpu.module @kernels {\n");
    for k in kernels {
        let mut w = FuncWriter { k, out: String::new(), next: 0, indent: 2, names: HashMap::new() };
        w.kernel();
        out.push_str(&w.out);
    }
    out.push_str("  }\n}\n");
    out
}

struct FuncWriter<'a> {
    k: &'a Kernel,
    out: String,
    next: u32,
    indent: usize,
    /// SSA value currently holding each immutable variable.
    names: HashMap<Var, String>,
}

impl FuncWriter<'_> {
    fn tmp(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// `%t = <op>` with a fresh `%t`.
    fn op(&mut self, text: String) -> String {
        let t = self.tmp();
        self.line(&format!("{t} = {text}"));
        t
    }

    fn stack_symbol(&self) -> String {
        format!("__tinyc_stack_{}", self.k.abi.name)
    }

    fn kernel(&mut self) {
        let k = self.k;
        if k.local_bytes > 0 {
            let s = format!(
                "llvm.mlir.global internal @{}() {{addr_space = 3 : i32, alignment = 64 : i64}} : !llvm.array<{} x i8>",
                self.stack_symbol(),
                k.local_bytes
            );
            self.line(&s);
        }
        let mut params = Vec::new();
        // Prologue lines that derive the kernel IR's parameters (the ABI values) from them.
        let mut prologue: Vec<String> = Vec::new();
        for (index, (_, ty)) in k.source_params.iter().enumerate() {
            // This parameter's ABI arguments and the kernel IR variables holding them.
            let args: Vec<(Var, &AbiArg)> =
                k.params.iter().copied().zip(&k.abi.args).filter(|(_, a)| a.param_index == index).collect();
            let vars: Vec<Var> = args.iter().map(|(v, _)| *v).collect();
            let Some(&first) = vars.first() else { continue };
            let name = &k.var(first).name;
            match ty {
                Type::Scalar(_) => params.push(format!("%{name}: {}", ty_str(k.var(first).ty))),
                Type::Memref(m) => {
                    let t = memref_type(m);
                    let arg = format!("%memref.{name}");
                    params.push(format!("{arg}: {t}"));
                    let rank = m.shape.len();
                    let elem = prim_ty(tinyc_kernel::prim(m.elem));
                    prologue.push(format!(
                        "%md.{name}:{} = memref.extract_strided_metadata {arg} : {t} -> memref<{elem}, 1>{}",
                        2 + 2 * rank,
                        ", index".repeat(1 + 2 * rank)
                    ));
                    prologue
                        .push(format!("%pidx.{name} = memref.extract_aligned_pointer_as_index {arg} : {t} -> index"));
                    prologue.push(format!("%pi64.{name} = arith.index_cast %pidx.{name} : index to i64"));
                    prologue.push(format!("%{name} = llvm.inttoptr %pi64.{name} : i64 to !llvm.ptr<1>"));
                    for (v, a) in &args[1..] {
                        let mode = a.mode.unwrap_or(0);
                        let result = if a.role == Role::Shape { 2 + mode } else { 2 + rank + mode };
                        prologue
                            .push(format!("%{} = arith.index_cast %md.{name}#{result} : index to i64", k.var(*v).name));
                    }
                }
                Type::Group(g) => {
                    let t = group_type(g);
                    let arg = format!("%group.{name}");
                    params.push(format!("{arg}: {t}"));
                    let names: Vec<String> = vars.iter().map(|v| format!("%{}", k.var(*v).name)).collect();
                    let types: Vec<&str> = vars.iter().map(|v| ty_str(k.var(*v).ty)).collect();
                    prologue.push(format!(
                        "{} = builtin.unrealized_conversion_cast {arg} : {t} to {}",
                        names.join(", "),
                        types.join(", ")
                    ));
                }
            }
        }
        let (m, n) = k.abi.work_group_size;
        self.line(&format!(
            "gpu.func @{}({}) kernel attributes {{nvvm.reqntid = array<i32: {m}, {n}, 1>}} {{",
            k.abi.name,
            params.join(", ")
        ));
        self.indent += 1;
        for line in prologue {
            self.line(&line);
        }
        // Slots for variables assigned after their definition.
        let one = self.op("llvm.mlir.constant(1 : i64) : i64".into());
        for info in k.vars.iter().filter(|v| v.mutable) {
            let slot = format!("%{}_slot", info.name);
            self.line(&format!("{slot} = llvm.alloca {one} x {} : (i64) -> !llvm.ptr", ty_str(info.ty)));
        }
        let body = &k.body;
        self.stmts(body);
        self.line("gpu.return");
        self.indent -= 1;
        self.line("}");
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn slot(&self, v: Var) -> String {
        format!("%{}_slot", self.k.var(v).name)
    }

    fn stmt(&mut self, s: &Stmt) {
        let k = self.k;
        match s {
            Stmt::Let(v, init) => {
                let Some(e) = init else { return };
                let val = self.expr(e);
                if k.var(*v).mutable {
                    let line = format!("llvm.store {val}, {} : {}, !llvm.ptr", self.slot(*v), ty_str(k.var(*v).ty));
                    self.line(&line);
                } else {
                    self.names.insert(*v, val);
                }
            }
            Stmt::Assign(v, e) => {
                let val = self.expr(e);
                let line = format!("llvm.store {val}, {} : {}, !llvm.ptr", self.slot(*v), ty_str(k.var(*v).ty));
                self.line(&line);
            }
            Stmt::Store { ptr, index, value } => {
                let val = self.expr(value);
                let addr = self.address(ptr, index);
                let pty = ty_str(k.type_of(ptr));
                let vty = ty_str(k.type_of(value));
                self.line(&format!("llvm.store {val}, {addr} : {vty}, {pty}"));
            }
            Stmt::Atomic { ptr, index, op } => self.atomic(ptr, index, op),
            Stmt::For { var, lb, ub, step, body, .. } => {
                let (lb, ub, step) = (self.expr(lb), self.expr(ub), self.expr(step));
                let name = format!("%{}", k.var(*var).name);
                self.names.insert(*var, name.clone());
                let ty = ty_str(k.var(*var).ty);
                self.line(&format!("scf.for {name} = {lb} to {ub} step {step} : {ty} {{"));
                self.indent += 1;
                self.stmts(body);
                self.indent -= 1;
                self.line("}");
            }
            Stmt::If { cond, then, otherwise } => {
                let c = self.expr(cond);
                self.line(&format!("scf.if {c} {{"));
                self.indent += 1;
                self.stmts(then);
                self.indent -= 1;
                if !otherwise.is_empty() {
                    self.line("} else {");
                    self.indent += 1;
                    self.stmts(otherwise);
                    self.indent -= 1;
                }
                self.line("}");
            }
            Stmt::Barrier { .. } => self.line("gpu.barrier"),
            Stmt::Comment(c) => self.line(&format!("// {c}")),
        }
    }

    /// The address of `ptr[index]`.
    fn address(&mut self, ptr: &Expr, index: &Expr) -> String {
        let t = self.k.type_of(ptr);
        let p = self.expr(ptr);
        if index.as_const() == Some(0) {
            return p;
        }
        let i = self.expr(index);
        let pty = ty_str(t);
        self.op(format!("llvm.getelementptr {p}[{i}] : ({pty}, i64) -> {pty}, {}", elem_ty(t)))
    }

    fn atomic(&mut self, ptr: &Expr, index: &Expr, op: &Atomic) {
        let k = self.k;
        let t = k.type_of(ptr);
        let elem = match t {
            Ty::Ptr(p, _) => p,
            _ => Prim::I32,
        };
        let pty = ty_str(t);
        let ety = prim_ty(elem);
        match op {
            Atomic::Store(v) => {
                let v = self.expr(v);
                let addr = self.address(ptr, index);
                self.op(format!("llvm.atomicrmw xchg {addr}, {v} monotonic : {pty}, {ety}"));
            }
            Atomic::Add(v) => {
                let v = self.expr(v);
                let addr = self.address(ptr, index);
                let kind = if elem.is_float() { "fadd" } else { "add" };
                self.op(format!("llvm.atomicrmw {kind} {addr}, {v} monotonic : {pty}, {ety}"));
            }
            Atomic::Update { old, new } => {
                // Compare-and-swap loop on the value's bits.
                let addr = self.address(ptr, index);
                let bits = if elem.bytes() == 8 { "i64" } else { "i32" };
                // The first read is atomic: a plain load racing with other work-groups'
                // atomic writes is a data race (undefined in LLVM's memory model).
                let align = elem.bytes();
                let first = self
                    .op(format!("llvm.load {addr} atomic monotonic {{alignment = {align} : i64}} : {pty} -> {bits}"));
                let seen = self.tmp();
                let expected = self.tmp();
                self.line(&format!("{seen} = scf.while ({expected} = {first}) : ({bits}) -> {bits} {{"));
                self.indent += 1;
                let old_val = if elem.is_float() {
                    self.op(format!("arith.bitcast {expected} : {bits} to {ety}"))
                } else {
                    expected.clone()
                };
                self.names.insert(*old, old_val);
                let new_val = self.expr(new);
                let new_bits = if elem.is_float() {
                    self.op(format!("arith.bitcast {new_val} : {ety} to {bits}"))
                } else {
                    new_val
                };
                let pair =
                    self.op(format!("llvm.cmpxchg {addr}, {expected}, {new_bits} monotonic monotonic : {pty}, {bits}"));
                let got = self.op(format!("llvm.extractvalue {pair}[0] : !llvm.struct<({bits}, i1)>"));
                let ok = self.op(format!("llvm.extractvalue {pair}[1] : !llvm.struct<({bits}, i1)>"));
                let t = self.op("arith.constant true".into());
                let again = self.op(format!("arith.xori {ok}, {t} : i1"));
                self.line(&format!("scf.condition({again}) {got} : {bits}"));
                self.indent -= 1;
                let arg = self.tmp();
                self.line(&format!("}} do {{\n{}^bb0({arg}: {bits}):", "  ".repeat(self.indent)));
                self.indent += 1;
                self.line(&format!("scf.yield {arg} : {bits}"));
                self.indent -= 1;
                self.line("}");
            }
        }
    }

    fn constant(&mut self, text: String) -> String {
        self.op(format!("arith.constant {text}"))
    }

    /// Emits the ops computing `e`; returns the SSA value holding it.
    fn expr(&mut self, e: &Expr) -> String {
        let k = self.k;
        match e {
            Expr::Var(v) => {
                if k.var(*v).mutable {
                    let slot = self.slot(*v);
                    return self.op(format!("llvm.load {slot} : !llvm.ptr -> {}", ty_str(k.var(*v).ty)));
                }
                self.names.get(v).cloned().unwrap_or_else(|| format!("%{}", k.var(*v).name))
            }
            Expr::Int(v, Prim::Bool) => self.constant(if *v != 0 { "true".into() } else { "false".into() }),
            Expr::Int(v, p) => self.constant(format!("{v} : {}", prim_ty(*p))),
            Expr::Float(v, p) => {
                let text = if *p == Prim::F32 {
                    format!("0x{:08X} : f32", (*v as f32).to_bits())
                } else {
                    format!("0x{:016X} : f64", v.to_bits())
                };
                self.constant(text)
            }
            Expr::Builtin(b) => {
                let idx = match b {
                    Builtin::LocalIdX => self.op("gpu.thread_id x".into()),
                    Builtin::LocalIdY => self.op("gpu.thread_id y".into()),
                    Builtin::GroupId => self.op("gpu.block_id x".into()),
                    Builtin::GroupCount => self.op("gpu.grid_dim x".into()),
                };
                self.op(format!("arith.index_cast {idx} : index to i64"))
            }
            Expr::Local { offset, .. } => {
                let sym = self.stack_symbol();
                let base = self.op(format!("llvm.mlir.addressof @{sym} : !llvm.ptr<3>"));
                if *offset == 0 {
                    return base;
                }
                let o = self.constant(format!("{offset} : i64"));
                self.op(format!("llvm.getelementptr {base}[{o}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8"))
            }
            Expr::Load(p, i) => {
                let t = k.type_of(e);
                let pty = ty_str(k.type_of(p));
                let addr = self.address(p, i);
                match t {
                    // A group's pointer array holds generic addresses: load, then make global.
                    Ty::Ptr(_, Space::Global) => {
                        let g = self.op(format!("llvm.load {addr} : {pty} -> !llvm.ptr"));
                        self.op(format!("llvm.addrspacecast {g} : !llvm.ptr to !llvm.ptr<1>"))
                    }
                    _ => self.op(format!("llvm.load {addr} : {pty} -> {}", ty_str(t))),
                }
            }
            Expr::Offset(p, i) => self.address(p, i),
            Expr::Cast(to, a) => {
                let from = k.type_of(a).prim().unwrap_or(Prim::I64);
                let v = self.expr(a);
                self.cast(v, from, *to)
            }
            Expr::Cmp(op, a, b) => {
                let p = k.type_of(a).prim().unwrap_or(Prim::I64);
                let (x, y) = (self.expr(a), self.expr(b));
                if p.is_float() {
                    let pred = match op {
                        CmpOp::Eq => "oeq",
                        CmpOp::Ne => "une",
                        CmpOp::Lt => "olt",
                        CmpOp::Le => "ole",
                        CmpOp::Gt => "ogt",
                        CmpOp::Ge => "oge",
                    };
                    self.op(format!("arith.cmpf {pred}, {x}, {y} : {}", prim_ty(p)))
                } else {
                    let u = p == Prim::Bool;
                    let pred = match op {
                        CmpOp::Eq => "eq",
                        CmpOp::Ne => "ne",
                        CmpOp::Lt => {
                            if u {
                                "ult"
                            } else {
                                "slt"
                            }
                        }
                        CmpOp::Le => {
                            if u {
                                "ule"
                            } else {
                                "sle"
                            }
                        }
                        CmpOp::Gt => {
                            if u {
                                "ugt"
                            } else {
                                "sgt"
                            }
                        }
                        CmpOp::Ge => {
                            if u {
                                "uge"
                            } else {
                                "sge"
                            }
                        }
                    };
                    self.op(format!("arith.cmpi {pred}, {x}, {y} : {}", prim_ty(p)))
                }
            }
            Expr::Un(op, a) => {
                let p = k.type_of(a).prim().unwrap_or(Prim::I64);
                let x = self.expr(a);
                let ty = prim_ty(p);
                match op {
                    UnOp::WNeg if p.is_float() => self.op(format!("arith.negf {x} : {ty}")),
                    UnOp::WNeg => {
                        let z = self.constant(format!("0 : {ty}"));
                        self.op(format!("arith.subi {z}, {x} : {ty}"))
                    }
                    UnOp::Not => {
                        let ones = if p == Prim::Bool {
                            self.constant("true".into())
                        } else {
                            self.constant(format!("-1 : {ty}"))
                        };
                        self.op(format!("arith.xori {x}, {ones} : {ty}"))
                    }
                }
            }
            Expr::Bin(op, a, b) => {
                let p = k.type_of(a).prim().unwrap_or(Prim::I64);
                let (x, y) = (self.expr(a), self.expr(b));
                self.binary(*op, p, x, y)
            }
        }
    }

    fn binary(&mut self, op: BinOp, p: Prim, x: String, y: String) -> String {
        let ty = prim_ty(p);
        if p.is_float() {
            let name = match op {
                BinOp::Add | BinOp::WAdd => "addf",
                BinOp::Sub | BinOp::WSub => "subf",
                BinOp::Mul | BinOp::WMul => "mulf",
                BinOp::Div => "divf",
                BinOp::Rem => "remf",
                BinOp::Min => "minimumf",
                BinOp::Max => "maximumf",
                // Bitwise operations on floats do not pass the checker.
                _ => "addf",
            };
            return self.op(format!("arith.{name} {x}, {y} : {ty}"));
        }
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            // Mask the count by w - 1 (w = 32 below 64 bits); i8/i16 shift in i32.
            let wide = if p.bytes() < 4 { "i32" } else { ty };
            let (x, y) = if wide != ty {
                (self.op(format!("arith.extsi {x} : {ty} to i32")), self.op(format!("arith.extsi {y} : {ty} to i32")))
            } else {
                (x, y)
            };
            let mask = self.constant(format!("{} : {wide}", if wide == "i64" { 63 } else { 31 }));
            let c = self.op(format!("arith.andi {y}, {mask} : {wide}"));
            let name = if op == BinOp::Shl { "shli" } else { "shrsi" };
            let r = self.op(format!("arith.{name} {x}, {c} : {wide}"));
            return if wide != ty { self.op(format!("arith.trunci {r} : i32 to {ty}")) } else { r };
        }
        let name = match op {
            BinOp::Add | BinOp::WAdd => "addi",
            BinOp::Sub | BinOp::WSub => "subi",
            BinOp::Mul | BinOp::WMul => "muli",
            BinOp::Div => "divsi",
            BinOp::Rem => "remsi",
            BinOp::And => "andi",
            BinOp::Or => "ori",
            BinOp::Xor => "xori",
            BinOp::Min => "minsi",
            BinOp::Max => "maxsi",
            BinOp::Shl | BinOp::Shr => "shli",
        };
        self.op(format!("arith.{name} {x}, {y} : {ty}"))
    }

    /// `cast` semantics between primitive types.
    fn cast(&mut self, v: String, from: Prim, to: Prim) -> String {
        if from == to {
            return v;
        }
        let (f, t) = (prim_ty(from), prim_ty(to));
        if to == Prim::Bool {
            let z =
                if from.is_float() { self.constant(format!("0.0 : {f}")) } else { self.constant(format!("0 : {f}")) };
            let name = if from.is_float() { "cmpf une" } else { "cmpi ne" };
            return self.op(format!("arith.{name}, {v}, {z} : {f}"));
        }
        let op = match (from.is_float(), to.is_float()) {
            (false, false) if from == Prim::Bool => "extui",
            (false, false) if from.bits() < to.bits() => "extsi",
            (false, false) => "trunci",
            (false, true) if from == Prim::Bool => "uitofp",
            (false, true) => "sitofp",
            (true, false) => "fptosi",
            (true, true) if from.bits() < to.bits() => "extf",
            (true, true) => "truncf",
        };
        self.op(format!("arith.{op} {v} : {f} to {t}"))
    }
}

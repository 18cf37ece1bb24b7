//! # Checker
//!
//! [`Validator::check`] implements every static rule of `language.md`: scoping (§5), typing of
//! each instruction (§7), placement of collective instructions (§6) and the device limits of §4.
//! It returns [`ModuleInfo`]: the type of every value, which value each `%name` occurrence
//! denotes, where memrefs come from (for barrier placement) and the work-group and subgroup size
//! of each kernel. Later stages assume a checked module.
//!
//! Errors follow the location rules of §8. The checker goes on after an error: the results of a
//! failed instruction become *poisoned* values whose uses are not checked again, so independent
//! errors are all reported, in the order the reference would detect them, without cascades.

mod blas;
mod coop;
mod scalar;
mod v04;
mod views;

use std::collections::HashMap;

use crate::ast::*;
use crate::diagnostic::{Code, Diagnostic, Span};
use crate::types::{MemrefType, Scalar, Type};

pub use crate::device::{Device, DeviceKind, choose_work_group_size, element_serial, small_gemm_work_group};

/// Index of a value in [`ModuleInfo::values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    Param,
    Result,
    LoopVar,
}

/// A value: a parameter, a loop variable or an instruction result.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueInfo {
    pub name: String,
    /// `None` for a poisoned value (its defining instruction had an error).
    pub ty: Option<Type>,
    pub span: Span,
    pub kind: ValueKind,
    /// For memrefs and groups: the parameter or `alloca` result it is derived from. Two accesses
    /// may overlap when their origins are equal (§6, barriers).
    pub origin: Option<ValueId>,
    /// Whether the memref lives in work-group local memory (derived from an `alloca`).
    pub local: bool,
}

/// Facts about one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncInfo {
    /// (m, n): written, or chosen by [`small_gemm_work_group`] or [`choose_work_group_size`].
    pub work_group_size: (i64, i64),
    pub subgroup_size: i64,
    /// The kind of device the kernel was checked for: code generation tunes for it.
    pub device_kind: DeviceKind,
    /// [`Device::top_level_barriers`] of the device the kernel was checked for.
    pub top_level_barriers: bool,
    /// [`Device::vector_gemm`] of the device the kernel was checked for.
    pub vector_gemm: bool,
    /// [`Device::tensor_cores`] of the device the kernel was checked for.
    pub tensor_cores: bool,
    /// [`Device::mma_staging`] of the device the kernel was checked for.
    pub mma_staging: bool,
    /// [`Device::mma_ldmatrix`] of the device the kernel was checked for.
    pub mma_ldmatrix: bool,
    /// [`Device::mma_prefetch`] of the device the kernel was checked for.
    pub mma_prefetch: bool,
    /// [`Device::mma_async`] of the device the kernel was checked for.
    pub mma_async: bool,
    /// [`Device::simt_staging`] of the device the kernel was checked for.
    pub simt_staging: bool,
    /// [`Device::hardware_subgroups`] of the device the kernel was checked for.
    pub hardware_subgroups: bool,
    /// [`Device::subgroup_block_io`] of the device the kernel was checked for (0 without
    /// [`Device::hardware_subgroups`]).
    pub subgroup_block_io: u32,
    /// [`Device::streaming_store_bytes`] of the device the kernel was checked for.
    pub streaming_store_bytes: Option<i64>,
    /// Each work-item computes a run of batch entries, or of a v0.4 grid's x
    /// ([`Device::batch_coarsening`]): a kernel on one work-item per work-group
    /// ([`element_serial`]) for a device that asks.
    pub batch_coarsening: bool,
    /// The parameters' values, in order.
    pub params: Vec<ValueId>,
}

/// What the checker learnt about a module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ModuleInfo {
    pub values: Vec<ValueInfo>,
    pub funcs: Vec<FuncInfo>,
    /// Value of each [`IdentId`] (definitions and uses).
    idents: Vec<Option<ValueId>>,
    /// The values known to be constant (v0.4 `constant` results and what folds from them).
    constants: HashMap<ValueId, Literal>,
    /// Whether the module is written in tinytc v0.4, whose BLAS instructions compute everything
    /// in the output's element type (`types.md`), products too (v0.3.1 multiplies in the join of
    /// the factors' types, §7.9).
    pub v04: bool,
}

impl ModuleInfo {
    /// The value an identifier denotes, if it was resolved.
    pub fn value_id(&self, ident: &Ident) -> Option<ValueId> {
        self.idents.get(ident.id.0 as usize).copied().flatten()
    }

    /// Whether a value is read: its name occurs somewhere beside its definition.
    pub fn is_read(&self, id: ValueId) -> bool {
        self.idents.iter().filter(|v| **v == Some(id)).count() > 1
    }

    pub fn value(&self, id: ValueId) -> &ValueInfo {
        &self.values[id.0 as usize]
    }

    /// The type of the value an identifier denotes (`None` if unresolved or poisoned, which
    /// cannot happen in a module that checked without errors).
    pub fn type_of(&self, ident: &Ident) -> Option<&Type> {
        self.value_id(ident).and_then(|v| self.value(v).ty.as_ref())
    }

    /// The constant an operand is: a literal, or a value known to be constant.
    pub fn constant(&self, op: &Operand) -> Option<Literal> {
        match op {
            Operand::Literal(l) => Some(l.node),
            Operand::Value(i) => self.value_id(i).and_then(|v| self.constants.get(&v).copied()),
        }
    }

    /// Whether an operand is the constant 0 (β = 0 does not read the output).
    pub fn is_zero(&self, op: &Operand) -> bool {
        self.constant(op).is_some_and(|l| l.is_zero())
    }

    /// Whether an operand is the constant 1.
    pub fn is_one(&self, op: &Operand) -> bool {
        self.constant(op).is_some_and(|l| l.is_one())
    }
}

/// The checker.
pub struct Validator<'a> {
    source: &'a str,
    /// The text before the preprocessor and its expansion, where `source` is that expansion:
    /// positions named in messages (E07's "already used at L:C") are the original's.
    origin: Option<(&'a str, &'a crate::preprocess::Expanded)>,
    device: Device,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binding {
    Visible(ValueId),
    /// A loop variable after its loop: still reserved (E07), no longer usable (E33).
    LoopEnded(ValueId),
}

/// The kind of region being checked.
#[derive(Clone, Copy, Debug)]
struct RegionCtx {
    spmd: bool,
    /// Whether this is the then- or else-region of an `if` (yield allowed as last instruction).
    yields: bool,
    /// Whether a `foreach` encloses the region.
    foreach: bool,
}

type Check<T> = Result<T, Diagnostic>;

struct State<'a> {
    source: &'a str,
    origin: Option<(&'a str, &'a crate::preprocess::Expanded)>,
    lang: Lang,
    info: ModuleInfo,
    scopes: Vec<HashMap<String, Binding>>,
    /// Values of regions that have ended in the function being checked (name → definition), for
    /// E06's hint.
    ended: HashMap<String, Span>,
    /// Every instruction result of the function being checked, at any depth (name → its first
    /// definition), for E06's "defined later" hint.
    results: HashMap<String, Span>,
    /// How many E06 have looked for a similar name (each search is linear in the visible names,
    /// so only the first few do).
    searches: std::cell::Cell<usize>,
    errors: Vec<Diagnostic>,
    /// Keyword of the instruction being checked (instruction errors point here).
    kw: Span,
    /// The subgroup size of the function being checked.
    subgroup_size: i64,
}

impl<'a> Validator<'a> {
    pub fn new(source: &'a str, device: Device) -> Validator<'a> {
        Validator { source, origin: None, device }
    }

    /// A checker of `expanded`'s text, the preprocessor's expansion of `original`: the positions
    /// its messages name are counted in `original` (diagnostics' spans are still the
    /// expansion's, which [`crate::preprocess::Expanded::diagnostic`] maps back).
    pub fn of_expansion(original: &'a str, expanded: &'a crate::preprocess::Expanded, device: Device) -> Validator<'a> {
        Validator { source: &expanded.text, origin: Some((original, expanded)), device }
    }

    /// Checks a parsed module.
    pub fn check(&self, module: &Module) -> Result<ModuleInfo, Vec<Diagnostic>> {
        let (info, errors) = self.check_all(module);
        if errors.is_empty() { Ok(info) } else { Err(errors) }
    }

    /// Checks a module and returns what it learned of every value it could type, errors or not
    /// (the warnings of a program with errors are found in it), and the errors.
    pub fn check_all(&self, module: &Module) -> (ModuleInfo, Vec<Diagnostic>) {
        let mut st = State {
            source: self.source,
            origin: self.origin,
            lang: module.lang,
            info: ModuleInfo {
                idents: vec![None; module.ident_count as usize],
                v04: module.lang == Lang::V04,
                ..ModuleInfo::default()
            },
            scopes: Vec::new(),
            ended: HashMap::new(),
            results: HashMap::new(),
            searches: std::cell::Cell::new(0),
            errors: Vec::new(),
            kw: Span::default(),
            subgroup_size: 1,
        };
        let mut func_names: HashMap<&str, Span> = HashMap::new();
        for f in &module.funcs {
            if let Some(prev) = func_names.get(f.name.as_str()) {
                st.errors.push(st.already_used(&format!("@{}", f.name), f.name_span, *prev));
            } else {
                func_names.insert(&f.name, f.name_span);
            }
            let info = st.func(f, &self.device);
            st.info.funcs.push(info);
        }
        (st.info, st.errors)
    }
}

impl State<'_> {
    fn loc(&self, span: Span) -> String {
        let (l, c) = match self.origin {
            Some((original, e)) => crate::diagnostic::line_char_col(original, e.original(span.start as usize, false)),
            None => crate::diagnostic::line_char_col(self.source, span.start as usize),
        };
        format!("{l}:{c}")
    }

    fn already_used(&self, name: &str, span: Span, prev: Span) -> Diagnostic {
        Diagnostic::new(Code::E07, format!("Identifier {name} was already used at {}", self.loc(prev)), span)
            .label("defined again here")
            .with(prev, "first defined here")
            .note("values are assigned once and may not shadow a visible name")
    }

    fn new_value(
        &mut self,
        ident: &Ident,
        ty: Option<Type>,
        kind: ValueKind,
        origin: Option<ValueId>,
        local: bool,
    ) -> ValueId {
        let id = ValueId(self.info.values.len() as u32);
        let origin = origin.or_else(|| matches!(ty, Some(Type::Memref(_) | Type::Group(_))).then_some(id));
        self.info.values.push(ValueInfo { name: ident.name.clone(), ty, span: ident.span, kind, origin, local });
        if let Some(slot) = self.info.idents.get_mut(ident.id.0 as usize) {
            *slot = Some(id);
        }
        id
    }

    /// Defines a name in the innermost scope (E07 if it is visible already).
    fn define(
        &mut self,
        ident: &Ident,
        ty: Option<Type>,
        kind: ValueKind,
        origin: Option<ValueId>,
        local: bool,
    ) -> Check<ValueId> {
        let prev = self.scopes.iter().rev().find_map(|scope| match scope.get(&ident.name) {
            Some(Binding::Visible(prev) | Binding::LoopEnded(prev)) => Some(*prev),
            None => None,
        });
        if let Some(prev) = prev {
            let prev_span = self.info.values[prev.0 as usize].span;
            // The name now stands for a poisoned value in this scope: its later uses meant this
            // definition, whose type is not the first one's, and report nothing more.
            let id = self.new_value(ident, None, kind, None, local);
            if let Some(scope) = self.scopes.last_mut() {
                scope.insert(ident.name.clone(), Binding::Visible(id));
            }
            return Err(self.already_used(&format!("%{}", ident.name), ident.span, prev_span));
        }
        let id = self.new_value(ident, ty, kind, origin, local);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(ident.name.clone(), Binding::Visible(id));
        }
        Ok(id)
    }

    /// Resolves a use. `Ok(None)` for a poisoned value.
    fn use_value(&mut self, ident: &Ident) -> Check<Option<(ValueId, Type)>> {
        let found = self.scopes.iter().rev().find_map(|s| s.get(&ident.name).copied());
        match found {
            None => Err(self.undefined(ident)),
            Some(Binding::LoopEnded(id)) => {
                let def = self.info.values[id.0 as usize].span;
                Err(Diagnostic::new(Code::E33, "Loop variable used outside its loop", ident.span)
                    .label(format!("%{} is the variable of a loop that has ended", ident.name))
                    .with(def, "loop variable defined here"))
            }
            Some(Binding::Visible(id)) => {
                if let Some(slot) = self.info.idents.get_mut(ident.id.0 as usize) {
                    *slot = Some(id);
                }
                Ok(self.info.values[id.0 as usize].ty.clone().map(|t| (id, t)))
            }
        }
    }

    /// E12: `%value` has another type than its annotation.
    fn mismatch(&self, ident: &Ident, actual: &Type, annot: Span, expected: &dyn std::fmt::Display) -> Diagnostic {
        let id = self.info.idents.get(ident.id.0 as usize).copied().flatten();
        // The value and its annotation are labelled apart when they are apart (v0.3.1 writes the
        // operand types at the end of the instruction, far from the operands); one label covers
        // both where they touch or the annotation was taken from the operand (v0.4).
        let apart = annot.start > ident.span.end + 1 || annot.end < ident.span.start;
        // v0.4 writes no operand types: the type expected comes from the instruction.
        let mut d = if self.lang == Lang::V04 {
            let bool_name = |t: String| if t == "i1" { "bool".to_string() } else { t };
            let (actual, expected) = (bool_name(actual.to_string()), bool_name(expected.to_string()));
            let d = Diagnostic::new(Code::E12, "Type of SSA value does not match operand type", ident.span)
                .label(format!("%{} has type {actual}, but {expected} is expected here", ident.name));
            if apart { d.with(annot, format!("{expected} here")) } else { d }
        } else if apart {
            Diagnostic::new(Code::E12, "Type of SSA value does not match operand type", ident.span)
                .label(format!("%{} has type {actual}", ident.name))
                .with(annot, format!("but the annotation says {expected}"))
        } else {
            Diagnostic::new(Code::E12, "Type of SSA value does not match operand type", ident.span.to(annot))
                .label(format!("%{} has type {actual}, but the annotation says {expected}", ident.name))
        };
        if let Some(id) = id {
            d = d.with(self.info.values[id.0 as usize].span, format!("%{} defined here", ident.name));
        }
        d
    }

    /// A scalar operand with its annotated type (E12 for values, E31 for literals).
    fn scalar_operand(&mut self, op: &Operand, ty: Spanned<Scalar>) -> Check<()> {
        match op {
            Operand::Value(ident) => {
                if let Some((_, actual)) = self.use_value(ident)?
                    && !actual.same_as(&Type::Scalar(ty.node))
                {
                    return Err(self.mismatch(ident, &actual, ty.span, &ty.node));
                }
                Ok(())
            }
            Operand::Literal(lit) => self.literal(lit, ty.node),
        }
    }

    /// An operand of a scalar or cooperative-matrix type.
    fn typed_operand(&mut self, op: &Operand, ty: &Spanned<Type>) -> Check<()> {
        match (&ty.node, op) {
            (Type::Scalar(s), _) => self.scalar_operand(op, Spanned::new(*s, ty.span)),
            (t, Operand::Value(ident)) => {
                if let Some((_, actual)) = self.use_value(ident)?
                    && !actual.same_as(t)
                {
                    return Err(self.mismatch(ident, &actual, ty.span, t));
                }
                Ok(())
            }
            (t, Operand::Literal(lit)) => {
                Err(Diagnostic::new(Code::E12, "A literal is no cooperative matrix", self.kw)
                    .with(lit.span, format!("{t} expected")))
            }
        }
    }

    /// E31: a literal that its position's type cannot hold.
    fn literal(&self, lit: &Spanned<Literal>, ty: Scalar) -> Check<()> {
        let bad = match (lit.node, ty.int_range()) {
            (Literal::Complex(..), _) if !ty.is_complex() => Some("a complex literal `[re, im]` needs a complex type"),
            (Literal::Float(_), Some(_)) => Some("a floating point literal cannot be an integer"),
            (Literal::Int { value, .. }, Some((lo, hi))) if value < lo || value > hi => Some("out of the type's range"),
            _ => None,
        };
        match bad {
            Some(why) => Err(Diagnostic::new(Code::E31, format!("Constant not representable in type {ty}"), self.kw)
                .with(lit.span, why)
                .note(match (lit.node, ty.int_range()) {
                    (Literal::Complex(..), _) => {
                        "complex literals are allowed where the type is c32 or c64".to_string()
                    }
                    (_, Some((lo, hi))) => format!("{ty} holds integers in [{lo}, {hi}]"),
                    (_, None) => String::new(),
                })),
            None => Ok(()),
        }
    }

    /// An index operand (`ix`): an `index` value or an integer literal.
    fn index_operand(&mut self, op: &Operand) -> Check<()> {
        match op {
            Operand::Value(ident) => {
                if let Some((_, actual)) = self.use_value(ident)?
                    && !actual.same_as(&Type::Scalar(Scalar::Index))
                {
                    return Err(self
                        .mismatch(ident, &actual, ident.span, &Scalar::Index)
                        .note("indices, offsets and sizes must be `index` values or integer literals"));
                }
                Ok(())
            }
            Operand::Literal(lit) => self.literal(lit, Scalar::Index),
        }
    }

    /// A memref operand with its annotation; returns the value's origin (if resolved).
    fn memref_operand(&mut self, ident: &Ident, annot: &Spanned<MemrefType>) -> Check<Option<ValueId>> {
        match self.use_value(ident)? {
            Some((id, actual)) => {
                if !actual.same_as(&Type::Memref(annot.node.clone())) {
                    return Err(self.mismatch(ident, &actual, annot.span, &annot.node));
                }
                Ok(Some(id))
            }
            None => Ok(None),
        }
    }

    fn origin_of(&self, id: Option<ValueId>) -> (Option<ValueId>, bool) {
        match id {
            Some(id) => {
                let v = &self.info.values[id.0 as usize];
                (v.origin, v.local)
            }
            None => (None, false),
        }
    }

    fn i1_forbidden(&self, span: Span, what: &str) -> Diagnostic {
        if self.lang == Lang::V04 {
            // tinytc v0.4 calls it bool, allows bool parameters and writes no `arith.` prefix.
            let what = what.replace("arith.", "");
            return Diagnostic::new(Code::E29, "bool not allowed here", self.kw)
                .with(span, format!("bool {what}"))
                .note("bool is not allowed for memref elements, BLAS scalars, loop types and arithmetic other than and, or, xor and not");
        }
        Diagnostic::new(Code::E29, "i1 not allowed here", self.kw)
            .with(span, format!("i1 {what}"))
            .note("i1 is not allowed for kernel parameters, memref elements, BLAS scalars, loop types and arithmetic other than .and/.or/.xor/.not")
    }

    fn func(&mut self, f: &Func, device: &Device) -> FuncInfo {
        self.scopes.push(HashMap::new());
        self.ended.clear();
        self.results.clear();
        fn results(r: &Region, out: &mut HashMap<String, Span>) {
            for i in &r.insts {
                for id in &i.results {
                    out.entry(id.name.clone()).or_insert(id.span);
                }
                for r in i.kind.regions() {
                    results(r, out);
                }
            }
        }
        results(&f.body, &mut self.results);
        self.kw = f.kw_span;
        let mut params = Vec::new();
        for p in &f.params {
            // tinytc v0.4 has bool parameters (passed as an i8, see `abi`); memrefs of bool
            // are forbidden in both languages.
            let bool_param = self.lang == Lang::V04 && p.ty.node == Type::Scalar(Scalar::I1);
            let r = if p.ty.node.mentions_i1() && !bool_param {
                Err(self
                    .i1_forbidden(p.ty.span, "as a kernel parameter")
                    .note("OpenCL C forbids bool kernel arguments"))
            } else {
                Ok(())
            };
            if let Err(e) = r {
                self.errors.push(e);
            }
            let local = match &p.ty.node {
                Type::Memref(m) => m.local,
                Type::Group(g) => g.memref.local,
                _ => false,
            };
            if local {
                // tinytc v0.4.0 makes it a work-group memory argument (its size set by the
                // host); every target here passes parameters in global memory, where the
                // work-groups would share it.
                self.errors.push(
                    Diagnostic::new(Code::E42, "local memory parameters are not supported", p.ty.span)
                        .label("a kernel parameter in local memory")
                        .note("tinyc passes memrefs in global memory; allocate work-group memory with alloca inside the kernel"),
                );
            }
            match self.define(&p.name, Some(p.ty.node.clone()), ValueKind::Param, None, false) {
                Ok(id) => params.push(id),
                Err(e) => {
                    self.errors.push(e);
                    params.push(self.new_value(&p.name, Some(p.ty.node.clone()), ValueKind::Param, None, false));
                }
            }
        }
        let sizes = self.attributes(f, device);
        self.subgroup_size = sizes.map_or(device.default_subgroup_size, |s| s.1);
        self.region(&f.body, RegionCtx { spmd: false, yields: false, foreach: false });
        self.scopes.pop();
        let (work_group_size, subgroup_size) = sizes.unwrap_or_else(|| {
            let s = device.default_subgroup_size;
            ((s, 1), s)
        });
        FuncInfo {
            work_group_size,
            subgroup_size,
            device_kind: device.kind,
            top_level_barriers: device.top_level_barriers,
            vector_gemm: device.vector_gemm,
            tensor_cores: device.tensor_cores,
            mma_staging: device.mma_staging,
            mma_ldmatrix: device.mma_ldmatrix,
            mma_prefetch: device.mma_prefetch,
            mma_async: device.mma_async,
            simt_staging: device.simt_staging,
            hardware_subgroups: device.hardware_subgroups,
            subgroup_block_io: if device.hardware_subgroups { device.subgroup_block_io } else { 0 },
            streaming_store_bytes: device.streaming_store_bytes,
            batch_coarsening: device.batch_coarsening && element_serial(f, device),
            params,
        }
    }

    /// E05 and E35; the effective (work-group size, subgroup size).
    fn attributes(&mut self, f: &Func, device: &Device) -> Option<((i64, i64), i64)> {
        let mut ok = true;
        for a in &f.attrs {
            let nums: Vec<Spanned<i64>> = match a.node {
                AttrKind::WorkGroupSize(m, n) => vec![m, n],
                AttrKind::SubgroupSize(s) => vec![s],
            };
            if let Some(bad) = nums.iter().find(|n| n.node <= 0) {
                self.errors.push(
                    Diagnostic::new(Code::E05, "Must be a positive number", bad.span).label("must be at least 1"),
                );
                ok = false;
            }
        }
        if !ok {
            return None;
        }
        if element_serial(f, device) {
            return Some(((1, 1), 1));
        }
        let attr_span = |want_wgs: bool| {
            f.attrs.iter().rev().find(|a| matches!(a.node, AttrKind::WorkGroupSize(..)) == want_wgs).map(|a| a.span)
        };
        // A kernel that writes neither size and has only small SIMT GEMMs (on devices that ask
        // for it) gets a small work-group, and the subgroup that divides its first mode.
        let small = match (f.subgroup_size(), f.work_group_size()) {
            (None, None) => small_gemm_work_group(f, device),
            _ => None,
        };
        let s = match f.subgroup_size() {
            Some(s) if !device.subgroup_sizes.contains(&s) => {
                let list = device.subgroup_sizes.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
                self.errors.push(
                    Diagnostic::new(Code::E35, "Unsupported subgroup size", f.kw_span)
                        .with(attr_span(false).unwrap_or(f.kw_span), format!("subgroup size {s}"))
                        .note(format!("the {} supports subgroup sizes {list}", device.name)),
                );
                return None;
            }
            Some(s) => s,
            None => match f.work_group_size().or(small) {
                // Pick the largest supported size that divides m, preferring the default.
                Some((m, _)) if m % device.default_subgroup_size != 0 => device
                    .subgroup_sizes
                    .iter()
                    .rev()
                    .copied()
                    .find(|s| m % s == 0)
                    .unwrap_or(device.default_subgroup_size),
                _ => device.default_subgroup_size,
            },
        };
        let (m, n) = match f.work_group_size().or(small) {
            Some(wgs) => wgs,
            None => choose_work_group_size(f, s, device),
        };
        if m % s != 0 {
            self.errors.push(
                Diagnostic::new(Code::E35, "First work-group size mode must be divisible by subgroup size", f.kw_span)
                    .with(
                        attr_span(true).unwrap_or(f.kw_span),
                        format!("work-group size ({m}, {n}) with subgroup size {s}"),
                    ),
            );
            return None;
        }
        if m.checked_mul(n).is_none_or(|p| p > device.max_work_group_size) {
            self.errors.push(
                Diagnostic::new(
                    Code::E35,
                    "Work group size is larger than maximum work group size supported by device",
                    f.kw_span,
                )
                .with(attr_span(true).unwrap_or(f.kw_span), format!("{m}×{n} work-items"))
                .note(format!(
                    "the {} allows at most {} work-item{} per work-group",
                    device.name,
                    device.max_work_group_size,
                    if device.max_work_group_size == 1 { "" } else { "s" }
                )),
            );
            return None;
        }
        Some(((m, n), s))
    }

    fn region(&mut self, r: &Region, ctx: RegionCtx) {
        self.scopes.push(HashMap::new());
        let last = r.insts.len().saturating_sub(1);
        for (i, inst) in r.insts.iter().enumerate() {
            let is_last = i == last;
            self.inst(inst, ctx, is_last);
        }
        if let Some(scope) = self.scopes.pop() {
            for (name, binding) in scope {
                if let Binding::Visible(id) = binding
                    && let Some(v) = self.info.values.get(id.0 as usize)
                {
                    self.ended.insert(name, v.span);
                }
            }
        }
    }

    /// E06 for `%name`, with what may have been meant: a value of a region that has ended, or
    /// a visible name spelt alike (as rustc's "a local variable with a similar name exists").
    fn undefined(&self, ident: &Ident) -> Diagnostic {
        let d = Diagnostic::new(Code::E06, format!("Undefined identifier %{}", ident.name), ident.span)
            .label("not defined here or in an enclosing region");
        if let Some(&def) = self.ended.get(&ident.name) {
            return d.with(def, format!("%{} is defined here, in a region that has ended", ident.name)).note(
                "a value is visible in its region and the regions inside it, not after the region ends \
                 (for a value computed in a loop or an `if`, write it to memory or yield it)",
            );
        }
        if let Some(&def) = self.results.get(&ident.name)
            && def.start > ident.span.start
        {
            return d
                .with(def, format!("%{} is defined here, after its use", ident.name))
                .note("a value is defined before its uses, in the order of the instructions");
        }
        /// E06 diagnostics that look for a similar name; the others only say what is undefined.
        const SEARCHES: usize = 64;
        let length = ident.name.chars().count();
        if length < 2 || self.searches.get() >= SEARCHES {
            return d;
        }
        self.searches.set(self.searches.get() + 1);
        let near = |n: &str| if ident.name.len() <= 2 { 1 } else { 2.max(ident.name.len() / 3) }.min(n.len().max(1));
        let similar = self
            .scopes
            .iter()
            .flat_map(|s| s.iter())
            .filter(|(n, b)| matches!(b, Binding::Visible(_)) && n.len().abs_diff(ident.name.len()) <= near(n))
            .map(|(n, _)| (strsim::osa_distance(&ident.name, n), n))
            // Something in common: not a one-letter name for another.
            .filter(|(dist, n)| *dist > 0 && *dist <= near(n) && *dist < ident.name.chars().count())
            .min();
        match similar {
            Some((_, n)) => d.help(format!("a value with a similar name is visible: `%{n}`")),
            None => d,
        }
    }

    fn inst(&mut self, inst: &Inst, ctx: RegionCtx, is_last: bool) {
        self.kw = inst.kw_span;
        let result = self.inst_kind(inst, ctx, is_last);
        self.kw = inst.kw_span;
        let (types, origin, local) = match result {
            Ok(r) => r,
            Err(e) => {
                self.errors.push(e);
                self.poison(&inst.results);
                return;
            }
        };
        let Some(first) = inst.results.first() else { return };
        if types.is_empty() {
            self.errors.push(
                Diagnostic::new(Code::E08, "Instruction does not return value", first.span)
                    .with(inst.kw_span, format!("`{}` has no result", inst.kind.keyword())),
            );
            self.poison(&inst.results);
            return;
        }
        if types.len() != inst.results.len() {
            self.errors.push(
                Diagnostic::new(
                    Code::E09,
                    "Number of identifiers does not equal number of returned values",
                    first.span,
                )
                .label(format!("{} name(s)", inst.results.len()))
                .with(inst.kw_span, format!("returns {} value(s)", types.len())),
            );
            self.poison(&inst.results);
            return;
        }
        for (r, ty) in inst.results.iter().zip(types) {
            if let Err(e) = self.define(r, Some(ty), ValueKind::Result, origin, local) {
                self.errors.push(e);
            }
        }
        self.fold(inst);
    }

    /// Defines names without a type, so that their uses are not reported again.
    fn poison(&mut self, names: &[Ident]) {
        for r in names {
            if let Err(e) = self.define(r, None, ValueKind::Result, None, false) {
                self.errors.push(e);
            }
        }
    }

    /// Checks one instruction; returns its result types, and for a memref result its origin and
    /// address space.
    fn inst_kind(&mut self, inst: &Inst, ctx: RegionCtx, is_last: bool) -> Check<(Vec<Type>, Option<ValueId>, bool)> {
        if ctx.spmd && inst.kind.is_collective() {
            return Err(Diagnostic::new(Code::E24, "Collective instruction must not be called from SPMD region", inst.kw_span)
                .label(format!("`{}` is collective", inst.kind.keyword()))
                .note(if self.lang == Lang::V04 {
                    "the bodies of foreach and parallel are SPMD regions; collective instructions (alloca, BLAS ops, foreach, parallel, lifetime_stop) need the whole work-group"
                } else {
                    "the body of foreach is an SPMD region; collective instructions (alloca, BLAS ops, foreach) need the whole work-group"
                }));
        }
        if !ctx.spmd && inst.kind.is_spmd() {
            return Err(Diagnostic::new(
                Code::E43,
                "SPMD instruction must not be called from collective region",
                inst.kw_span,
            )
            .label(format!("`{}` works on a subgroup's values", inst.kind.keyword()))
            .note("use it in the body of a parallel"));
        }
        let none = |t: Type| Ok((vec![t], None, false));
        match &inst.kind {
            InstKind::GroupId | InstKind::GroupSize => none(Type::Scalar(Scalar::Index)),
            InstKind::Arith { op, operands, ty } => self.arith(*op, operands, *ty).and_then(none),
            InstKind::Cast { operand, from, to } => self.cast(operand, *from, *to).and_then(none),
            InstKind::Cmp { op, lhs, rhs, ty } => self.cmp(*op, lhs, rhs, *ty).and_then(none),
            InstKind::Alloca { ty, .. } => self.alloca(ty),
            InstKind::Load { src, indices, ty, declared } => {
                let r = self.load(src, indices, ty)?;
                self.declared_result(r, declared.as_ref())
            }
            InstKind::Store { value, dst, indices, ty } => {
                self.store(value, dst, indices, ty).map(|_| (vec![], None, false))
            }
            InstKind::Size { src, mode, ty } => self.size(src, *mode, ty).and_then(none),
            InstKind::Subview { src, slices, ty, declared } => {
                let r = self.subview(src, slices, ty)?;
                self.declared_memref(r, declared.as_ref(), ty.node.local)
            }
            InstKind::Expand { src, mode, shape, ty, declared } => {
                let r = self.expand(src, *mode, shape, ty)?;
                self.declared_memref(r, declared.as_ref(), ty.node.local)
            }
            InstKind::Fuse { src, from, to, ty, declared } => {
                let r = self.fuse(src, *from, *to, ty)?;
                self.declared_memref(r, declared.as_ref(), ty.node.local)
            }
            InstKind::Blas(b) => self.blas(b).map(|_| (vec![], None, false)),
            InstKind::If { cond, result_types, then, otherwise } => {
                self.if_inst(cond, result_types.as_deref(), then, otherwise.as_ref(), ctx).map(|t| (t, None, false))
            }
            InstKind::For { var, lb, ub, step, ty, body, carried, .. } => {
                if self.lang == Lang::V04 {
                    return self.for_v04(var, lb, ub, step.as_ref(), *ty, body, carried, ctx).map(|t| (t, None, false));
                }
                self.loop_inst(var, lb, ub, step.as_ref(), *ty, body, ctx).map(|_| (vec![], None, false))
            }
            InstKind::Foreach { var, lb, ub, ty, body, more } => {
                if self.lang == Lang::V04 {
                    return self.foreach_v04(var, lb, ub, body, more).map(|_| (vec![], None, false));
                }
                let spmd = RegionCtx { spmd: true, yields: false, foreach: true };
                self.loop_inst(var, lb, ub, None, *ty, body, spmd).map(|_| (vec![], None, false))
            }
            InstKind::Constant { value, ty } => self.constant_inst(value, *ty).and_then(none),
            InstKind::Builtin { query, ty } => self.builtin(inst, *query, *ty, ctx).and_then(none),
            InstKind::Math { op, operand, ty } => self.math(*op, operand, *ty).and_then(none),
            InstKind::Barrier { .. } => Ok((vec![], None, false)),
            InstKind::Parallel { body } => {
                self.region(body, RegionCtx { spmd: true, yields: false, foreach: false });
                Ok((vec![], None, false))
            }
            InstKind::LifetimeStop { value } => self.lifetime_stop(value).map(|_| (vec![], None, false)),
            InstKind::GroupLen { src, mode } => self.group_len(src, *mode).and_then(none),
            InstKind::Associated { src } => self.associated(src).and_then(none),
            InstKind::Coop { inst: ci, ty } => self.coop(ci, ty.as_ref()).map(|t| (t, None, false)),
            InstKind::CoopApply { row, col, val, src, ty, body } => {
                self.coop_apply([row, col, val], src, ty, body, ctx).map(|t| (t, None, false))
            }
            InstKind::ForeachTile { vars, from, to, sizes, tile, tys, body } => {
                self.foreach_tile(vars, from, to, sizes, tile, tys, body).map(|_| (vec![], None, false))
            }
            InstKind::Subgroup { op, operand, lane, ty } => {
                self.subgroup(inst, *op, operand, lane.as_ref(), *ty, ctx).and_then(none)
            }
            InstKind::AtomicAccess { op, value, dst, indices, ty, result, .. } => self
                .atomic_access(*op, value.as_ref(), dst, indices, ty, *result)
                .map(|t| (t, None, false)),
            InstKind::Unsupported { name, .. } => Err(Diagnostic::new(
                Code::E42,
                format!("`{name}` is not supported by tinyc yet"),
                inst.kw_span,
            )
            .label("a tinytc v0.4 instruction that tinyc parses but cannot check or compile yet")
            .note("supported: constant, arithmetic, comparisons, cast, math, builtins, alloca, load, store, size, subview, expand, fuse, associated, the atomics, the subgroup operations, the BLAS instructions, for, foreach, if, parallel, barrier, lifetime_stop")),
            InstKind::Yield { values, types } => {
                if !(ctx.yields && is_last) {
                    return Err(Diagnostic::new(Code::E25, "Yield encountered in non-yielding region", inst.kw_span)
                        .label(if self.lang == Lang::V04 {
                            "yield is only allowed as the last instruction of an if's regions or a for's body"
                        } else {
                            "yield is only allowed as the last instruction of an if's then- or else-region"
                        }));
                }
                if values.len() != types.len() {
                    return Err(Diagnostic::new(
                        Code::E26,
                        "Number of yielded values does not match the number of listed types",
                        inst.kw_span,
                    )
                    .label(format!("{} value(s), {} type(s)", values.len(), types.len())));
                }
                for (v, t) in values.iter().zip(types) {
                    self.typed_operand(v, t)?;
                }
                Ok((vec![], None, false))
            }
        }
    }

    fn if_inst(
        &mut self,
        cond: &Operand,
        result_types: Option<&[Spanned<Type>]>,
        then: &Region,
        otherwise: Option<&Region>,
        ctx: RegionCtx,
    ) -> Check<Vec<Type>> {
        let kw = self.kw;
        let cond_ty = Spanned::new(Scalar::I1, cond.span());
        self.scalar_operand(cond, cond_ty).map_err(|e| {
            if e.code == Code::E12 {
                e.note(format!("the condition of an if must be {}", self.type_name(Scalar::I1)))
            } else {
                e
            }
        })?;
        let inner = RegionCtx { spmd: ctx.spmd, yields: true, foreach: ctx.foreach };
        self.region(then, inner);
        if let Some(r) = otherwise {
            self.region(r, inner);
        }
        self.kw = kw;
        let results: Vec<Type> = result_types.unwrap_or_default().iter().map(|t| t.node.clone()).collect();
        let yield_of = |r: &Region| match r.insts.last() {
            Some(Inst { kind: InstKind::Yield { types, .. }, kw_span, .. }) => Some((types.clone(), *kw_span)),
            _ => None,
        };
        if !results.is_empty() && otherwise.is_none() {
            return Err(Diagnostic::new(Code::E27, "Missing yield", kw)
                .label("an if with results needs an else-region")
                .with(then.span, "only a then-region is given"));
        }
        for r in std::iter::once(then).chain(otherwise) {
            match yield_of(r) {
                None if !results.is_empty() => {
                    return Err(Diagnostic::new(Code::E27, "Missing yield", kw)
                        .label(format!("this if returns {} value(s)", results.len()))
                        .with(r.span, "this region does not end with a yield"));
                }
                None => {}
                Some((types, yspan)) => {
                    if types.len() != results.len() {
                        return Err(Diagnostic::new(
                            Code::E26,
                            "Number of yielded values does not match number of values yielded by region",
                            kw,
                        )
                        .label(format!("this if returns {} value(s)", results.len()))
                        .with(yspan, format!("yields {} value(s)", types.len())));
                    }
                    if let Some((t, want)) = types.iter().zip(&results).find(|(t, want)| !t.node.same_as(want)) {
                        return Err(Diagnostic::new(Code::E14, "Scalar type mismatch", kw)
                            .label(format!("this if returns {} here", self.type_name_of(want)))
                            .with(t.span, format!("yields {}", self.type_name_of(&t.node))));
                    }
                }
            }
        }
        Ok(results)
    }

    #[allow(clippy::too_many_arguments)]
    fn loop_inst(
        &mut self,
        var: &Ident,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        ty: Option<Spanned<Scalar>>,
        body: &Region,
        body_ctx: RegionCtx,
    ) -> Check<()> {
        if let Some(t) = ty.filter(|t| t.node == Scalar::I1) {
            return Err(self.i1_forbidden(t.span, "as a loop type"));
        }
        let scalar = ty.map_or(Scalar::Index, |t| t.node);
        for op in std::iter::once(lb).chain(std::iter::once(ub)).chain(step) {
            // Without a written type the operand itself stands for the annotation (`index`).
            let annot = Spanned::new(scalar, ty.map_or(op.span(), |t| t.span));
            self.scalar_operand(op, annot).map_err(|e| {
                if e.code == Code::E12 && ty.is_none() { e.note("the loop type defaults to index") } else { e }
            })?;
        }
        let id = self.define(var, Some(Type::Scalar(scalar)), ValueKind::LoopVar, None, false)?;
        self.region(body, RegionCtx { spmd: body_ctx.spmd, yields: false, foreach: body_ctx.foreach });
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(var.name.clone(), Binding::LoopEnded(id));
        }
        Ok(())
    }
}

/// Calls `f` on every instruction of a region, nested ones included, in source order.
pub fn visit_insts<'a>(r: &'a Region, f: &mut dyn FnMut(&'a Inst)) {
    for inst in &r.insts {
        f(inst);
        for sub in inst.kind.regions() {
            visit_insts(sub, f);
        }
    }
}

/// E30 for an atomic operation on `i8` or `i16` elements (`.atomic` BLAS updates, `atomic_*`,
/// `cooperative_matrix_atomic_*`): no OpenCL, SPIR-V or PTX atomic takes them (tinytc v0.4.0
/// refuses them too), and OpenCL C's 32-bit atomics on their addresses would change the
/// neighbouring elements.
fn narrow_atomic(kw: Span, elem: Scalar, at: Span) -> Option<Diagnostic> {
    matches!(elem, Scalar::I8 | Scalar::I16).then(|| {
        Diagnostic::new(Code::E30, "Atomic update unsupported for element type", kw)
            .with(at, format!("element type {elem}"))
            .note("atomic operations need i32, i64, index or a floating point or complex type")
    })
}

#[cfg(test)]
#[allow(clippy::panic)]
mod tests {
    use crate::{Device, Frontend, Source};

    fn wgs(src: &str, device: Device) -> ((i64, i64), i64) {
        let checked = Frontend::new(device).run(&Source::new("t.ir", src.as_bytes())).unwrap_or_else(|d| {
            let s = Source::new("t.ir", src.as_bytes());
            panic!("{}", s.render(&d))
        });
        (checked.info.funcs[0].work_group_size, checked.info.funcs[0].subgroup_size)
    }

    fn gemm(m: &str, n: &str) -> String {
        format!(
            "func @k(%A: memref<f32x{m}x8>, %B: memref<f32x8x{n}>, %C: memref<f32x{m}x{n}>) {{\n\
             gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x{m}x8>, memref<f32x8x{n}>, f32, memref<f32x{m}x{n}>\n}}"
        )
    }

    #[test]
    fn work_group_size_heuristic() {
        // No BLAS: one subgroup.
        assert_eq!(wgs("func @k() {}", Device::generic()), ((32, 1), 32));
        // Rows: s times the subgroups needed for M, at most 2; columns: N/4, at most 8.
        assert_eq!(wgs(&gemm("16", "12"), Device::generic()).0, (32, 3));
        assert_eq!(wgs(&gemm("64", "64"), Device::generic()).0, (64, 8));
        assert_eq!(wgs(&gemm("128", "128"), Device::generic()).0, (64, 8));
        assert_eq!(wgs(&gemm("35", "9"), Device::generic()).0, (64, 3));
        // A dynamic size counts as 64.
        assert_eq!(wgs(&gemm("?", "?"), Device::generic()).0, (64, 8));
        // NVIDIA: warps of 32, the same shape rules.
        assert_eq!(wgs(&gemm("64", "64"), Device::nvidia()), ((64, 8), 32));
        // A written subgroup size drives the first mode.
        let src = "func @k(%A: memref<f32x64x8>, %B: memref<f32x8x64>, %C: memref<f32x64x64>) subgroup_size(16) {\n\
                   gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x64x8>, memref<f32x8x64>, f32, memref<f32x64x64>\n}";
        assert_eq!(wgs(src, Device::generic()), ((32, 8), 16));
    }

    #[test]
    fn nvidia_small_simt_gemms_take_small_work_groups() {
        let typed = |t: &str, m: &str, n: &str, k: &str, extra: &str| {
            format!(
                "func @k(%A: memref<{t}x{m}x{k}>, %B: memref<{t}x{k}x{n}>, %C: memref<{t}x{m}x{n}>) {{\n\
                 gemm.n.n 1.0, %A, %B, 0.0, %C : {t}, memref<{t}x{m}x{k}>, memref<{t}x{k}x{n}>, {t}, memref<{t}x{m}x{n}>\n{extra}}}"
            )
        };
        let f32 = |m: &str, n: &str, k: &str| typed("f32", m, n, k, "");
        // About two rows per work-item (m a power of two in [8, 32]), up to four columns in at
        // most 64 work-items, the subgroup dividing m: the sweep's best shapes.
        assert_eq!(wgs(&f32("16", "16", "16"), Device::nvidia()), ((8, 4), 8));
        assert_eq!(wgs(&f32("9", "56", "56"), Device::nvidia()), ((8, 8), 8));
        assert_eq!(wgs(&f32("56", "9", "9"), Device::nvidia()), ((32, 2), 32));
        assert_eq!(wgs(&f32("35", "9", "35"), Device::nvidia()), ((32, 2), 32));
        assert_eq!(wgs(&f32("32", "32", "32"), Device::nvidia()), ((16, 4), 16));
        assert_eq!(wgs(&f32("8", "8", "8"), Device::nvidia()), ((8, 2), 8));
        assert_eq!(wgs(&f32("1", "1", "1"), Device::nvidia()), ((8, 1), 8));
        // From 64 rows on, the two subgroups of rows.
        assert_eq!(wgs(&f32("64", "9", "9"), Device::nvidia()), ((64, 3), 32));
        // Tensor-core GEMMs keep whole warps; without tensor cores (sm_70) f64 is SIMT.
        assert_eq!(wgs(&typed("f64", "9", "56", "56", ""), Device::nvidia()), ((32, 8), 32));
        assert_eq!(wgs(&typed("f64", "9", "56", "56", ""), Device::nvidia_arch("sm_70")), ((8, 8), 8));
        // Only where the device asks for it.
        assert_eq!(wgs(&f32("16", "16", "16"), Device::generic()), ((32, 4), 32));
        // A written size, another collective, or an instruction that sees the subgroup or
        // work-group shape keeps the general heuristic.
        let attr = f32("16", "16", "16").replace(") {", ") work_group_size(32, 4) {");
        assert_eq!(wgs(&attr, Device::nvidia()), ((32, 4), 32));
        let attr = f32("16", "16", "16").replace(") {", ") subgroup_size(32) {");
        assert_eq!(wgs(&attr, Device::nvidia()), ((32, 4), 32));
        let sum = "%s = alloca -> memref<f32x16>\n\
                   sum.n 1.0, %C, 0.0, %s : f32, memref<f32x16x16>, f32, memref<f32x16>\n";
        assert_eq!(wgs(&typed("f32", "16", "16", "16", sum), Device::nvidia()), ((32, 4), 32));
        let foreach = "foreach %i = 0, 16 {\n %v = load %C[%i, 0] : memref<f32x16x16>\n store %v, %C[%i, 1] : memref<f32x16x16>\n}\n";
        assert_eq!(wgs(&typed("f32", "16", "16", "16", foreach), Device::nvidia()), ((32, 4), 32));
        let v04 = "func @k(%A: memref<f32x16x16>, %B: memref<f32x16x16>, %C: memref<f32x16x16>) {\n\
                   %one = constant 1.0 : f32\n\
                   gemm %one, %A, %B, %one, %C\n\
                   parallel {\n\
                   %l = subgroup_local_id : i32\n\
                   }\n}";
        assert_eq!(wgs(v04, Device::nvidia()), ((32, 4), 32));
        let v04 = v04.replace("parallel {\n%l = subgroup_local_id : i32\n}\n", "");
        assert_eq!(wgs(&v04, Device::nvidia()), ((8, 4), 8));
    }

    #[test]
    fn cpu_work_group_size_heuristic() {
        // No BLAS: one subgroup of the CPU default 8.
        assert_eq!(wgs("func @k() {}", Device::cpu()), ((8, 1), 8));
        // GEMMs the CPU computes with explicit vectors (128 ≤ M·N ≤ 16384, A and C packed along M,
        // one float type): one subgroup, its work-items sharing the columns.
        for (m, n) in [
            ("17", "8"),
            ("16", "13"),
            ("16", "16"),
            ("32", "32"),
            ("64", "64"),
            ("128", "128"),
            ("56", "9"),
            ("35", "9"),
            ("9", "56"),
        ] {
            assert_eq!(wgs(&gemm(m, n), Device::cpu()).0, (8, 1), "{m}x{n}");
        }
        // `gemm.t.n` (A stored K×M) takes them too where op(A) fits 32 KiB (copied transposed
        // first, `device::cpu_vector_gemm_transposed`); otherwise the work-item tiles: m = 8
        // below 32 rows, else 8·⌊M/16⌋ in [8, 64]; n = 1 up to 8 columns, else ⌈N/16⌉ in [2, 8].
        let gemm_t = |m: &str, n: &str| {
            format!(
                "func @k(%A: memref<f32x8x{m}>, %B: memref<f32x8x{n}>, %C: memref<f32x{m}x{n}>) {{\n\
                 gemm.t.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x8x{m}>, memref<f32x8x{n}>, f32, memref<f32x{m}x{n}>\n}}"
            )
        };
        assert_eq!(wgs(&gemm_t("8", "8"), Device::cpu()).0, (8, 1));
        // A kernel whose only BLAS instruction is a real gemm.n.* of at most 16 rows and 12
        // columns runs on one work-item (`device::CPU_SERIAL_SINGLE_GEMM_MAX`).
        for (m, n) in [("8", "8"), ("16", "8"), ("16", "12"), ("4", "4"), ("1", "1")] {
            assert_eq!(wgs(&gemm(m, n), Device::cpu()), ((1, 1), 1), "{m}x{n}");
        }
        assert_eq!(wgs(&gemm("8", "8"), Device::generic()).0, (32, 2), "GPUs keep their work-items");
        assert_eq!(wgs(&gemm("8", "15"), Device::cpu()).0, (8, 2), "8×15 is below the vectors' size");
        for (m, n) in [("16", "16"), ("32", "32"), ("56", "9"), ("35", "9"), ("9", "56"), ("64", "64")] {
            assert_eq!(wgs(&gemm_t(m, n), Device::cpu()).0, (8, 1), "gemm.t.n {m}x{n}");
        }
        // 40 KiB of op(A) (f32 64×160) is not copied: the tiles.
        let wide_t = "func @k(%A: memref<f32x160x64>, %B: memref<f32x160x64>, %C: memref<f32x64x64>) {\n\
                      gemm.t.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x160x64>, memref<f32x160x64>, f32, memref<f32x64x64>\n}";
        assert_eq!(wgs(wide_t, Device::cpu()).0, (32, 4));
        assert_eq!(wgs(&gemm("129", "128"), Device::cpu()).0, (64, 8));
        assert_eq!(wgs(&gemm("1000", "1000"), Device::cpu()).0, (64, 8));
        // Dynamic sizes take the vectors too (run-time row and column blocks).
        assert_eq!(wgs(&gemm("?", "?"), Device::cpu()).0, (8, 1));
        assert_eq!(wgs(&gemm_t("?", "?"), Device::cpu()).0, (32, 4));
        // A GEMM that does not qualify decides for the whole kernel.
        let mixed = "func @k(%A: memref<f32x8x8>, %B: memref<f32x8x8>, %C: memref<f32x8x8>, %D: memref<f32x256x256>) {\n\
                     gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x8x8>, memref<f32x8x8>, f32, memref<f32x8x8>\n\
                     gemm.n.n 1.0, %D, %D, 0.0, %D : f32, memref<f32x256x256>, memref<f32x256x256>, f32, memref<f32x256x256>\n}";
        assert_eq!(wgs(mixed, Device::cpu()).0, (64, 8));
        // A written subgroup size is the first mode (it must divide it).
        let src = "func @k(%A: memref<f32x16x8>, %B: memref<f32x8x16>, %C: memref<f32x16x16>) subgroup_size(32) {\n\
                   gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x16x8>, memref<f32x8x16>, f32, memref<f32x16x16>\n}";
        assert_eq!(wgs(src, Device::cpu()), ((32, 1), 32));
        let src = "func @k(%A: memref<f32x8x16>, %B: memref<f32x8x16>, %C: memref<f32x16x16>) subgroup_size(32) {\n\
                   gemm.t.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x8x16>, memref<f32x8x16>, f32, memref<f32x16x16>\n}";
        assert_eq!(wgs(src, Device::cpu()), ((32, 1), 32));
    }

    #[test]
    fn cpu_element_serial_chains() {
        // A DG generator's chain: per work-group two GEMMs through an `alloca`, an axpby.
        let chain = |extra: &str, attrs: &str| {
            format!(
                "func @k(%I: group<memref<f64x20x9>, offset: ?>, %S: memref<f64x9x9>, %D: memref<f64x20x10>, \
                 %Q: group<memref<f64x20x9>>, %x: memref<f64x20x9>) {attrs} {{\n\
                 %e = group_id\n\
                 %I_e = load %I[%e] : group<memref<f64x20x9>, offset: ?>\n\
                 %Q_e = load %Q[%e] : group<memref<f64x20x9>>\n\
                 %t = alloca -> memref<f64x12x9>\n\
                 %a = subview %I_e[0:12, 0:9] : memref<f64x20x9>\n\
                 gemm.n.n 1.0, %a, %S, 0.0, %t : f64, memref<f64x12x9,strided<1,20>>, memref<f64x9x9>, f64, memref<f64x12x9>\n\
                 %b = subview %t[0:10, 0:9] : memref<f64x12x9>\n\
                 gemm.n.n 1.0, %D, %b, 1.0, %Q_e : f64, memref<f64x20x10>, memref<f64x10x9,strided<1,12>>, f64, memref<f64x20x9>\n\
                 axpby.n 2.0, %Q_e, 1.0, %x : f64, memref<f64x20x9>, f64, memref<f64x20x9>\n\
                 {extra}}}"
            )
        };
        assert_eq!(wgs(&chain("", ""), Device::cpu()), ((1, 1), 1));
        // Only CPU devices with explicit vectors.
        assert_eq!(wgs(&chain("", ""), Device::generic()).0, (32, 3));
        // A written work-group or subgroup size is kept.
        assert_eq!(wgs(&chain("", "work_group_size(16, 2)"), Device::cpu()), ((16, 2), 8));
        assert_eq!(wgs(&chain("", "subgroup_size(16)"), Device::cpu()), ((16, 2), 16));
        // Work shared between work-items otherwise, or a BLAS instruction without the vector
        // form: the general heuristic.
        let foreach = "foreach %i = 0, 20 {\n %v = load %x[%i, 0] : memref<f64x20x9>\n store %v, %x[%i, 1] : memref<f64x20x9>\n}\n";
        assert_eq!(wgs(&chain(foreach, ""), Device::cpu()), ((8, 2), 8));
        let sum = "%s = subview %x[0:20, 0] : memref<f64x20x9>\n\
                   sum.n 1.0, %Q_e, 0.0, %s : f64, memref<f64x20x9>, f64, memref<f64x20>\n";
        assert_eq!(wgs(&chain(sum, ""), Device::cpu()), ((8, 2), 8));
        // A small gemm.t.* (op(A) copied transposed into local memory) keeps the kernel serial; a
        // complex one does not.
        let transposed =
            "gemm.t.n 1.0, %S, %S, 0.0, %S : f64, memref<f64x9x9>, memref<f64x9x9>, f64, memref<f64x9x9>\n";
        assert_eq!(wgs(&chain(transposed, ""), Device::cpu()), ((1, 1), 1));
        let complex = "%z = alloca -> memref<c64x4x4>\n\
                       gemm.t.n 1.0, %z, %z, 0.0, %z : c64, memref<c64x4x4>, memref<c64x4x4>, c64, memref<c64x4x4>\n";
        assert_eq!(wgs(&chain(complex, ""), Device::cpu()), ((8, 2), 8));
        // A single GEMM keeps the (s, 1) of the explicit vectors.
        assert_eq!(wgs(&gemm("16", "16"), Device::cpu()), ((8, 1), 8));
        // v0.4: a subgroup query depends on the subgroup size.
        let v04 = "func @k(%A: memref<f32x16x16>, %B: memref<f32x16x16>, %C: memref<f32x16x16>, %L: memref<i32x1>) {\n\
                   %one = constant 1.0 : f32\n\
                   gemm %one, %A, %B, %one, %C\n\
                   gemm %one, %C, %B, %one, %A\n\
                   parallel {\n\
                   %l = subgroup_local_id : i32\n\
                   }\n}";
        assert_eq!(wgs(v04, Device::cpu()), ((8, 1), 8));
        let v04 = v04.replace("parallel {\n%l = subgroup_local_id : i32\n}\n", "");
        assert_eq!(wgs(&v04, Device::cpu()), ((1, 1), 1));
        // Small memory-bound collectives without a GEMM: one work-item up to 640 elements
        // moved per work-group (every operand's, static sizes, atomic or not), the general
        // heuristic above.
        let collectives = |m: i64, n: i64, extra: &str| {
            format!(
                "func @k(%A: memref<f32x{n}x{m}x?>, %B: memref<f32x{m}x{n}x?>, %u: memref<f32x9x?>) {{\n\
                 %g = group_id\n\
                 %a = subview %A[:, :, %g] : memref<f32x{n}x{m}x?>\n\
                 %b = subview %B[:, :, %g] : memref<f32x{m}x{n}x?>\n\
                 %v = subview %u[:, %g] : memref<f32x9x?>\n\
                 axpby.t 1.0, %a, 0.0, %b : f32, memref<f32x{n}x{m}>, f32, memref<f32x{m}x{n}>\n\
                 hadamard 1.0, %v, %v, 0.0, %v : f32, memref<f32x9>, memref<f32x9>, f32, memref<f32x9>\n\
                 {extra}}}"
            )
        };
        assert_eq!(wgs(&collectives(3, 100, ""), Device::cpu()), ((1, 1), 1));
        // 2 · 306 + 3 · 9 = 639, 2 · 307 + 27 = 641.
        assert_eq!(wgs(&collectives(306, 1, ""), Device::cpu()), ((1, 1), 1));
        assert_eq!(wgs(&collectives(307, 1, ""), Device::cpu()).0, (64, 1));
        assert_eq!(wgs(&collectives(3, 100, ""), Device::generic()).0, (32, 8));
        let atomic = "hadamard.atomic 1.0, %v, %v, 1.0, %v : f32, memref<f32x9>, memref<f32x9>, f32, memref<f32x9>\n";
        assert_eq!(wgs(&collectives(3, 50, atomic), Device::cpu()), ((1, 1), 1));
        assert_ne!(wgs(&collectives(100, 6, atomic), Device::cpu()).0, (1, 1));
    }

    #[test]
    fn heuristic_respects_the_device_maximum() {
        let small = Device { max_work_group_size: 128, ..Device::generic() };
        let (m, n) = wgs(&gemm("128", "128"), small).0;
        assert!(m * n <= 128, "{m}x{n}");
        assert_eq!(m, 64);
    }

    #[test]
    fn a_device_with_work_groups_below_the_default_subgroup_takes_a_smaller_subgroup() {
        // The generic GPU's default subgroup of 32 does not fit in 16 work-items: 16 does.
        let small = Device::generic().with_max_work_group_size(16);
        assert_eq!((small.max_work_group_size, small.default_subgroup_size), (16, 16));
        assert_eq!(wgs(&gemm("128", "128"), small), ((16, 1), 16));
        // Where the default fits it stays; a larger maximum than the description's is ignored.
        let cpu = Device::cpu().with_max_work_group_size(16);
        assert_eq!((cpu.max_work_group_size, cpu.default_subgroup_size), (16, 8));
        assert_eq!(Device::generic().with_max_work_group_size(1 << 20).max_work_group_size, 1024);
        // Below every subgroup size, the default stays and a kernel is refused (E35).
        assert_eq!(Device::generic().with_max_work_group_size(4).default_subgroup_size, 32);
    }
}

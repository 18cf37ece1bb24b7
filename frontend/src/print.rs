//! # Printer
//!
//! Prints a module as canonical source: two-space indentation, one instruction per line, single
//! spaces after commas, types as `memref<f32x4x?>`. Comments are kept: a comment on a line of its
//! own stays on its own line before the next instruction, a comment after code stays at the end
//! of that line. Given the original source, single blank lines between instructions are kept too.
//! Lines longer than [`WIDTH`] put a function's parameters one per line, and an instruction's
//! annotation on a continuation line. `parse(print(m)) == m` for every module.

use std::fmt::Write as _;

use crate::ast::*;
use crate::lexer::Comment;

/// Preferred maximum line width.
pub const WIDTH: usize = 100;
const INDENT: &str = "  ";

/// Prints a module; `source` (the text it was parsed from) is used only to keep blank lines.
pub fn print(module: &Module, source: Option<&str>) -> String {
    let mut p = Printer { lines: Vec::new(), comments: &module.comments, next_comment: 0, source, lang: module.lang };
    for (i, f) in module.funcs.iter().enumerate() {
        if i > 0 {
            p.lines.push(String::new());
        }
        p.func(f);
    }
    p.flush_comments(u32::MAX, 0);
    let mut out = p.lines.join("\n");
    out.push('\n');
    out
}

struct Printer<'a> {
    lines: Vec<String>,
    comments: &'a [Comment],
    next_comment: usize,
    source: Option<&'a str>,
    lang: Lang,
}

/// A type as `lang` spells it: v0.4 writes `i1` as `bool`.
pub fn type_in(t: &crate::types::Type, lang: Lang) -> String {
    if lang == Lang::V04 { ty4(t) } else { t.to_string() }
}

/// A type in v0.4's spelling (`bool` for `i1`).
fn ty4(t: &crate::types::Type) -> String {
    match t {
        crate::types::Type::Scalar(s) => scalar4(*s),
        t => t.to_string(),
    }
}

fn scalar4(s: crate::types::Scalar) -> String {
    if s == crate::types::Scalar::I1 { "bool".into() } else { s.to_string() }
}

fn ident(i: &Ident) -> String {
    format!("%{}", i.name)
}

fn literal(l: &Literal) -> String {
    match *l {
        Literal::Int { value: 1, boolean: true } => "true".into(),
        Literal::Int { value: 0, boolean: true } => "false".into(),
        Literal::Int { value, .. } => value.to_string(),
        Literal::Float(v) => crate::lexer::float_text(v),
        Literal::Complex(re, im) => format!("[{}, {}]", crate::lexer::float_text(re), crate::lexer::float_text(im)),
    }
}

fn operand(o: &Operand) -> String {
    match o {
        Operand::Value(i) => format!("%{}", i.name),
        Operand::Literal(l) => literal(&l.node),
    }
}

fn list<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(", ")
}

fn slice(s: &Slice) -> String {
    match s {
        Slice::Full(_) => ":".into(),
        Slice::Point(o) => operand(o),
        Slice::Range(o, z) => format!("{}:{}", operand(o), operand(z)),
        Slice::ToEnd(o, _) => format!("{}:?", operand(o)),
    }
}

impl Printer<'_> {
    /// Emits the comments that start before `pos`: own-line ones at `depth`, trailing ones at
    /// the end of the last line.
    fn flush_comments(&mut self, pos: u32, depth: usize) {
        while let Some(c) = self.comments.get(self.next_comment) {
            if c.span.start >= pos {
                break;
            }
            self.next_comment += 1;
            let text = format!(";{}", c.text.trim_end());
            match self.lines.last_mut() {
                Some(last) if !c.own_line && !last.is_empty() => {
                    last.push(' ');
                    last.push_str(&text);
                }
                _ => self.lines.push(format!("{}{text}", INDENT.repeat(depth))),
            }
        }
    }

    /// Emits the trailing (end-of-line) comments that start before `pos`.
    fn flush_trailing(&mut self, pos: u32) {
        while let Some(c) = self.comments.get(self.next_comment) {
            if c.span.start >= pos || c.own_line {
                break;
            }
            self.flush_comments(c.span.start + 1, 0);
        }
    }

    /// Whether the source has an empty line between two offsets.
    fn blank_between(&self, from: u32, to: u32) -> bool {
        let Some(src) = self.source else { return false };
        let (from, to) = (from as usize, (to as usize).min(src.len()));
        if from >= to {
            return false;
        }
        let parts: Vec<&str> = src[from..to].split('\n').collect();
        parts.len() > 2 && parts[1..parts.len() - 1].iter().any(|l| l.trim().is_empty())
    }

    fn func(&mut self, f: &Func) {
        self.flush_comments(f.span.start, 0);
        let head = format!("func @{}(", f.name);
        let v04 = self.lang == Lang::V04;
        let params: Vec<String> = f
            .params
            .iter()
            .map(|p| {
                if !v04 {
                    return format!("%{}: {}", p.name.name, p.ty.node);
                }
                let attrs: Vec<String> = p
                    .attrs
                    .iter()
                    .map(|a| match &a.node {
                        ParamAttr::Alignment(v) => format!("alignment={v}"),
                        ParamAttr::ShapeGcd(v) => format!("shape_gcd=[{}]", list(v, ToString::to_string)),
                        ParamAttr::StrideGcd(v) => format!("stride_gcd=[{}]", list(v, ToString::to_string)),
                        ParamAttr::Opaque(o) => o.clone(),
                    })
                    .collect();
                let attrs = if attrs.is_empty() { String::new() } else { format!(" {{{}}}", attrs.join(", ")) };
                format!("%{}: {}{attrs}", p.name.name, ty4(&p.ty.node))
            })
            .collect();
        let mut attrs = String::new();
        if v04 {
            let entries: Vec<String> = f
                .attrs
                .iter()
                .map(|a| match a.node {
                    AttrKind::WorkGroupSize(m, n) => format!("work_group_size=[{}, {}]", m.node, n.node),
                    AttrKind::SubgroupSize(s) => format!("subgroup_size={}", s.node),
                })
                .chain(f.opaque.iter().cloned())
                .collect();
            if !entries.is_empty() {
                attrs = format!(" attributes{{{}}}", entries.join(", "));
            }
        }
        for a in f.attrs.iter().filter(|_| !v04) {
            match a.node {
                AttrKind::WorkGroupSize(m, n) => write!(attrs, " work_group_size({}, {})", m.node, n.node),
                AttrKind::SubgroupSize(s) => write!(attrs, " subgroup_size({})", s.node),
            }
            .unwrap_or_default();
        }
        let one_line = format!("{head}{}){attrs} {{", params.join(", "));
        if one_line.len() <= WIDTH || params.len() < 2 {
            self.lines.push(one_line);
        } else {
            let pad = " ".repeat(head.len());
            let last = params.len() - 1;
            for (i, p) in params.iter().enumerate() {
                let lead = if i == 0 { head.clone() } else { pad.clone() };
                let tail = if i == last { format!("){attrs} {{") } else { ",".into() };
                self.lines.push(format!("{lead}{p}{tail}"));
            }
        }
        self.region_body(&f.body, 1);
        self.lines.push("}".into());
    }

    fn region_body(&mut self, r: &Region, depth: usize) {
        let mut prev_end = None;
        for inst in &r.insts {
            if let Some(end) = prev_end {
                self.flush_trailing(inst.span.start);
                if self.blank_between(end, inst.span.start) {
                    self.lines.push(String::new());
                }
            }
            self.inst(inst, depth);
            prev_end = Some(inst.span.end);
        }
        // Comments inside the region, after its last instruction.
        self.flush_comments(r.span.end.saturating_sub(1), depth);
    }

    fn line(&mut self, depth: usize, text: String, annotation: Option<String>) {
        let indent = INDENT.repeat(depth);
        match annotation {
            Some(a) if indent.len() + text.len() + a.len() + 3 > WIDTH => {
                self.lines.push(format!("{indent}{text}"));
                self.lines.push(format!("{indent}    : {a}"));
            }
            Some(a) => self.lines.push(format!("{indent}{text} : {a}")),
            None => self.lines.push(format!("{indent}{text}")),
        }
    }

    fn inst(&mut self, inst: &Inst, depth: usize) {
        self.flush_comments(inst.span.start, depth);
        let lhs = if inst.results.is_empty() {
            String::new()
        } else {
            format!("{} = ", list(&inst.results, |r| format!("%{}", r.name)))
        };
        if self.lang == Lang::V04 {
            return self.inst_v04(inst, &lhs, depth);
        }
        match &inst.kind {
            InstKind::Alloca { ty, .. } => self.line(depth, format!("{lhs}alloca -> {}", ty.node), None),
            InstKind::Arith { op, operands, ty } => self.line(
                depth,
                format!("{lhs}arith.{} {}", op.name(), list(operands, operand)),
                Some(ty.node.to_string()),
            ),
            InstKind::Cast { operand: o, from, to } => {
                self.line(depth, format!("{lhs}cast {}", operand(o)), Some(format!("{} -> {}", from.node, to.node)))
            }
            InstKind::Cmp { op, lhs: a, rhs: b, ty } => self.line(
                depth,
                format!("{lhs}cmp.{} {}, {}", op.name(), operand(a), operand(b)),
                Some(ty.node.to_string()),
            ),
            InstKind::Expand { src, mode, shape, ty, .. } => {
                let spaced = shape.iter().any(|e| matches!(e, ExpandDim::Value(_)));
                let entries: Vec<String> = shape
                    .iter()
                    .map(|e| match e {
                        ExpandDim::Value(v) => format!("%{}", v.name),
                        ExpandDim::Const(c) => c.node.to_string(),
                        ExpandDim::Dynamic(_) => "?".into(),
                    })
                    .collect();
                let sep = if spaced { " x " } else { "x" };
                self.line(
                    depth,
                    format!("{lhs}expand %{}[{} -> {}]", src.name, mode.node, entries.join(sep)),
                    Some(ty.node.to_string()),
                )
            }
            InstKind::Fuse { src, from, to, ty, .. } => self.line(
                depth,
                format!("{lhs}fuse %{}[{}, {}]", src.name, from.node, to.node),
                Some(ty.node.to_string()),
            ),
            InstKind::Load { src, indices, ty, .. } => self.line(
                depth,
                format!("{lhs}load %{}[{}]", src.name, list(indices, operand)),
                Some(ty.node.to_string()),
            ),
            InstKind::Store { value, dst, indices, ty } => self.line(
                depth,
                format!("{lhs}store %{}, %{}[{}]", value.name, dst.name, list(indices, operand)),
                Some(ty.node.to_string()),
            ),
            InstKind::Size { src, mode, ty } => {
                self.line(depth, format!("{lhs}size %{}[{}]", src.name, mode.node), Some(ty.node.to_string()))
            }
            InstKind::Subview { src, slices, ty, .. } => self.line(
                depth,
                format!("{lhs}subview %{}[{}]", src.name, list(slices, slice)),
                Some(ty.node.to_string()),
            ),
            InstKind::GroupId => self.line(depth, format!("{lhs}group_id"), None),
            InstKind::GroupSize => self.line(depth, format!("{lhs}group_size"), None),
            InstKind::Yield { values, types } => {
                let types = list(types, |t| t.node.to_string());
                let values = list(values, operand);
                let text = if values.is_empty() { "yield :".to_string() } else { format!("yield {values} :") };
                let text = if types.is_empty() { text } else { format!("{text} {types}") };
                self.line(depth, format!("{lhs}{text}"), None)
            }
            InstKind::Blas(b) => {
                let mods = match b.op {
                    BlasOp::Axpby(t) | BlasOp::Sum(t) | BlasOp::Gemv(t) => t.suffix().to_string(),
                    BlasOp::Gemm(a, c) => format!("{}{}", a.suffix(), c.suffix()),
                    BlasOp::Ger | BlasOp::Hadamard | BlasOp::Cumsum(_) => String::new(),
                };
                let atomic = if b.atomic { ".atomic" } else { "" };
                let inputs = list(&b.inputs, |i| format!("%{}", i.name));
                let text = format!(
                    "{}{mods}{atomic} {}, {inputs}, {}, %{}",
                    b.op.keyword(),
                    operand(&b.alpha),
                    operand(&b.beta),
                    b.out.name
                );
                let types = format!(
                    "{}, {}, {}, {}",
                    b.alpha_ty.node,
                    list(&b.input_tys, |t| t.node.to_string()),
                    b.beta_ty.node,
                    b.out_ty.node
                );
                self.line(depth, format!("{lhs}{text}"), Some(types))
            }
            InstKind::If { cond, result_types, then, otherwise } => {
                let types = match result_types {
                    Some(ts) => format!(" -> ({})", list(ts, |t| t.node.to_string())),
                    None => String::new(),
                };
                self.line(depth, format!("{lhs}if {}{types} {{", operand(cond)), None);
                self.region_body(then, depth + 1);
                match otherwise {
                    Some(r) => {
                        self.line(depth, "} else {".into(), None);
                        self.region_body(r, depth + 1);
                        self.line(depth, "}".into(), None);
                    }
                    None => self.line(depth, "}".into(), None),
                }
            }
            InstKind::For { var, lb, ub, step, ty, body, .. } => {
                let step = step.as_ref().map(|s| format!(", {}", operand(s))).unwrap_or_default();
                let ty = ty.map(|t| format!(" : {}", t.node)).unwrap_or_default();
                self.line(depth, format!("for %{} = {}, {}{step}{ty} {{", var.name, operand(lb), operand(ub)), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            InstKind::Foreach { var, lb, ub, ty, body, .. } => {
                let ty = ty.map(|t| format!(" : {}", t.node)).unwrap_or_default();
                self.line(depth, format!("foreach %{} = {}, {}{ty} {{", var.name, operand(lb), operand(ub)), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            // v0.4's own instructions (a v0.3.1 parse never makes them): in v0.4 spelling.
            _ => self.inst_v04(inst, &lhs, depth),
        }
    }

    /// One instruction in tinytc v0.4's syntax.
    fn inst_v04(&mut self, inst: &Inst, lhs: &str, depth: usize) {
        let text = |s: String| format!("{lhs}{s}");
        match &inst.kind {
            InstKind::Alloca { ty, attrs } => {
                let attrs = if attrs.is_empty() { String::new() } else { format!(" {{{}}}", attrs.join(", ")) };
                self.line(depth, text(format!("alloca{attrs}")), Some(ty.node.to_string()))
            }
            InstKind::Arith { op, operands, ty } => {
                let result =
                    if matches!(op, ArithOp::Re | ArithOp::Im | ArithOp::Abs) { ty.node.component() } else { ty.node };
                self.line(depth, text(format!("{} {}", op.name(), list(operands, operand))), Some(scalar4(result)))
            }
            InstKind::Cast { operand: o, to, .. } => {
                self.line(depth, text(format!("cast {}", operand(o))), Some(scalar4(to.node)))
            }
            InstKind::Cmp { op, lhs: a, rhs: b, .. } => {
                let name = match op {
                    CmpOp::Eq => "equal",
                    CmpOp::Ne => "not_equal",
                    CmpOp::Gt => "greater_than",
                    CmpOp::Ge => "greater_than_equal",
                    CmpOp::Lt => "less_than",
                    CmpOp::Le => "less_than_equal",
                };
                self.line(depth, text(format!("{name} {}, {}", operand(a), operand(b))), Some("bool".into()))
            }
            InstKind::Constant { value, ty } => {
                self.line(depth, text(format!("constant {}", literal(&value.node))), Some(scalar4(ty.node)))
            }
            InstKind::Builtin { query, ty } => self.line(depth, text(query.name()), Some(scalar4(ty.node))),
            InstKind::Math { op, operand: o, ty } => {
                self.line(depth, text(format!("{} {}", op.name(), ident(o))), Some(scalar4(ty.node)))
            }
            InstKind::Barrier { global, local } => {
                let g = if *global { ".global" } else { "" };
                let l = if *local { ".local" } else { "" };
                self.line(depth, text(format!("barrier{g}{l}")), None)
            }
            InstKind::LifetimeStop { value } => self.line(depth, text(format!("lifetime_stop {}", ident(value))), None),
            InstKind::GroupLen { src, mode } => {
                self.line(depth, text(format!("size {}[{}]", ident(src), mode.node)), Some("index".into()))
            }
            InstKind::AtomicAccess { op, value, dst, indices, result, mods, .. } => {
                let value = value.as_ref().map(|v| format!("{}, ", ident(v))).unwrap_or_default();
                let t = format!("{}{mods} {value}{}[{}]", op.name(), ident(dst), list(indices, operand));
                self.line(depth, text(t), result.map(|r| scalar4(r.node)))
            }
            InstKind::Subgroup { op, operand, lane, ty } => {
                let lane = lane.as_ref().map(|l| format!(", {}", ident(l))).unwrap_or_default();
                self.line(depth, text(format!("{} {}{lane}", op.name(), ident(operand))), Some(scalar4(ty.node)))
            }
            InstKind::CoopApply { row, col, val, src, ty, body } => {
                let head = format!(
                    "cooperative_matrix_apply ({},{},{})={} -> {} {{",
                    ident(row),
                    ident(col),
                    ident(val),
                    ident(src),
                    ty4(&ty.node)
                );
                self.line(depth, text(head), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            InstKind::ForeachTile { vars, from, to, sizes, tile, body, .. } => {
                let head = format!(
                    "foreach_tile ({})=({}),({}) as ({})<=({}) {{",
                    list(vars, ident),
                    list(from, ident),
                    list(to, ident),
                    list(sizes, ident),
                    list(tile, |t| t.node.to_string())
                );
                self.line(depth, text(head), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            InstKind::Coop { inst: ci, ty } => {
                let pos = |m: &Ident, p: &[Ident; 2]| format!("{}[{},{}]", ident(m), ident(&p[0]), ident(&p[1]));
                let t = match ci {
                    CoopInst::Construct { value: Operand::Literal(l) } => format!("constant {}", literal(&l.node)),
                    CoopInst::Construct { value } => format!("cooperative_matrix_construct {}", operand(value)),
                    CoopInst::Arith { op, operands } => format!("{} {}", op.name(), list(operands, ident)),
                    CoopInst::Cast { operand } => format!("cast {}", ident(operand)),
                    CoopInst::Extract { src, index } => format!("{} {}[{}]", ci.name(), ident(src), index.node),
                    CoopInst::Insert { value, src, index } => {
                        format!("{} {}, {}[{}]", ci.name(), ident(value), ident(src), index.node)
                    }
                    CoopInst::Load { access, src, pos: p, .. } => {
                        format!("{}{} {}", ci.name(), access.suffix(), pos(src, p))
                    }
                    CoopInst::Store { access, value, dst, pos: p, .. } => {
                        format!("{}{} {}, {}", ci.name(), access.suffix(), ident(value), pos(dst, p))
                    }
                    CoopInst::MulAdd { a, b, c } => format!("{} {}, {}, {}", ci.name(), ident(a), ident(b), ident(c)),
                    CoopInst::Scale { scalar, matrix } => format!("{} {}, {}", ci.name(), ident(scalar), ident(matrix)),
                    CoopInst::Prefetch { dst, pos: p, hint: [l, r, c], .. } => {
                        format!("{} {l}, {}, {r}, {c}", ci.name(), pos(dst, p))
                    }
                    CoopInst::Atomic { access, value, dst, pos: p, mods, .. } => {
                        let value = value.as_ref().map(|v| format!("{}, ", ident(v))).unwrap_or_default();
                        format!("{}{}{mods} {value}{}", ci.name(), access.suffix(), pos(dst, p))
                    }
                    CoopInst::Reduce { column, src, .. } => {
                        format!("{}.{} {}", ci.name(), if *column { "column" } else { "row" }, ident(src))
                    }
                };
                self.line(depth, text(t), ty.as_ref().map(|t| ty4(&t.node)))
            }
            InstKind::Associated { src } => {
                self.line(depth, text(format!("associated {}", ident(src))), Some("bool".into()))
            }
            InstKind::Parallel { body } => {
                self.line(depth, text("parallel {".into()), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            InstKind::Unsupported { text: t, .. } => self.line(depth, text(t.clone()), None),
            InstKind::Expand { src, mode, shape, declared, ty } => {
                let entries: Vec<String> = shape
                    .iter()
                    .map(|e| match e {
                        ExpandDim::Value(v) => ident(v),
                        ExpandDim::Const(c) => c.node.to_string(),
                        ExpandDim::Dynamic(_) => "?".into(),
                    })
                    .collect();
                let t = declared.as_ref().map_or(ty.node.to_string(), |d| d.node.to_string());
                self.line(
                    depth,
                    text(format!("expand {}[{} -> {}]", ident(src), mode.node, entries.join(" x "))),
                    Some(t),
                )
            }
            InstKind::Fuse { src, from, to, declared, ty } => {
                let t = declared.as_ref().map_or(ty.node.to_string(), |d| d.node.to_string());
                self.line(depth, text(format!("fuse {}[{}, {}]", ident(src), from.node, to.node)), Some(t))
            }
            InstKind::Load { src, indices, declared, ty } => {
                let t = declared.as_ref().map_or(ty4(&ty.node), |d| ty4(&d.node));
                self.line(depth, text(format!("load {}[{}]", ident(src), list(indices, operand))), Some(t))
            }
            InstKind::Store { value, dst, indices, .. } => self.line(
                depth,
                text(format!("store {}, {}[{}]", ident(value), ident(dst), list(indices, operand))),
                None,
            ),
            InstKind::Size { src, mode, .. } => {
                self.line(depth, text(format!("size {}[{}]", ident(src), mode.node)), Some("index".into()))
            }
            InstKind::Subview { src, slices, declared, ty } => {
                let s = list(slices, |s| match s {
                    Slice::Full(_) | Slice::ToEnd(..) => slice(s),
                    Slice::Point(o) => operand(o),
                    Slice::Range(o, z) => format!("{}:{}", operand(o), operand(z)),
                });
                let t = declared.as_ref().map_or(ty.node.to_string(), |d| d.node.to_string());
                self.line(depth, text(format!("subview {}[{s}]", ident(src))), Some(t))
            }
            InstKind::GroupId => self.line(depth, text("group_id.x".into()), Some("index".into())),
            InstKind::GroupSize => self.line(depth, text("num_groups.x".into()), Some("index".into())),
            InstKind::Yield { values, .. } => {
                self.line(depth, text(format!("yield ({})", list(values, operand))), None)
            }
            InstKind::Blas(b) => {
                let mods = match b.op {
                    BlasOp::Axpby(t) | BlasOp::Sum(t) | BlasOp::Gemv(t) => t.suffix().to_string(),
                    BlasOp::Gemm(a, c) => format!("{}{}", a.suffix(), c.suffix()),
                    BlasOp::Ger | BlasOp::Hadamard | BlasOp::Cumsum(_) => String::new(),
                };
                let atomic = if b.atomic { ".atomic" } else { "" };
                let mut inputs = list(&b.inputs, ident);
                if let BlasOp::Cumsum(mode) = b.op {
                    inputs = format!("{inputs}, {mode}");
                }
                self.line(
                    depth,
                    text(format!(
                        "{}{atomic}{mods} {}, {inputs}, {}, {}",
                        b.op.keyword(),
                        operand(&b.alpha),
                        operand(&b.beta),
                        ident(&b.out)
                    )),
                    None,
                )
            }
            InstKind::If { cond, result_types, then, otherwise } => {
                let types = match result_types {
                    Some(ts) => format!(" -> ({})", list(ts, |t| ty4(&t.node))),
                    None => String::new(),
                };
                self.line(depth, text(format!("if {}{types} {{", operand(cond))), None);
                self.region_body(then, depth + 1);
                match otherwise {
                    Some(r) => {
                        self.line(depth, "} else {".into(), None);
                        self.region_body(r, depth + 1);
                        self.line(depth, "}".into(), None);
                    }
                    None => self.line(depth, "}".into(), None),
                }
            }
            InstKind::For { var, lb, ub, step, body, carried, unroll, opaque, .. } => {
                let step = step.as_ref().map(|s| format!(", {}", operand(s))).unwrap_or_default();
                let init = if carried.is_empty() {
                    String::new()
                } else {
                    format!(
                        " init({}) -> ({})",
                        list(carried, |c| format!("{}={}", ident(&c.name), operand(&c.init))),
                        list(carried, |c| ty4(&c.ty.node))
                    )
                };
                self.line(
                    depth,
                    text(format!("for {}={},{}{step}{init} {{", ident(var), operand(lb), operand(ub))),
                    None,
                );
                self.region_body(body, depth + 1);
                let unroll = unroll.map(|u| match u.node {
                    Unroll::Yes => "unroll=true".to_string(),
                    Unroll::No => "unroll=false".into(),
                    Unroll::Count(n) => format!("unroll={n}"),
                });
                let entries: Vec<String> = unroll.into_iter().chain(opaque.iter().cloned()).collect();
                let close = if entries.is_empty() {
                    "}".to_string()
                } else {
                    format!("}} attributes{{{}}}", entries.join(", "))
                };
                self.line(depth, close, None);
            }
            InstKind::Foreach { var, lb, ub, body, more, .. } => {
                let vars: Vec<String> = std::iter::once(ident(var)).chain(more.iter().map(|m| ident(&m.var))).collect();
                let lbs: Vec<String> =
                    std::iter::once(operand(lb)).chain(more.iter().map(|m| operand(&m.lb))).collect();
                let ubs: Vec<String> =
                    std::iter::once(operand(ub)).chain(more.iter().map(|m| operand(&m.ub))).collect();
                self.line(
                    depth,
                    text(format!("foreach ({})=({}),({}) {{", vars.join(","), lbs.join(","), ubs.join(","))),
                    None,
                );
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
        }
    }
}

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
    let mut p = Printer { lines: Vec::new(), comments: &module.comments, next_comment: 0, source };
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
}

fn literal(l: &Literal) -> String {
    match *l {
        Literal::Int { value: 1, boolean: true } => "true".into(),
        Literal::Int { value: 0, boolean: true } => "false".into(),
        Literal::Int { value, .. } => value.to_string(),
        Literal::Float(v) => format!("{v:?}"),
        Literal::Complex(re, im) => format!("[{re:?}, {im:?}]"),
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
        let params: Vec<String> = f.params.iter().map(|p| format!("%{}: {}", p.name.name, p.ty.node)).collect();
        let mut attrs = String::new();
        for a in &f.attrs {
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
        match &inst.kind {
            InstKind::Alloca { ty } => self.line(depth, format!("{lhs}alloca -> {}", ty.node), None),
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
            InstKind::Expand { src, mode, shape, ty } => {
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
            InstKind::Fuse { src, from, to, ty } => self.line(
                depth,
                format!("{lhs}fuse %{}[{}, {}]", src.name, from.node, to.node),
                Some(ty.node.to_string()),
            ),
            InstKind::Load { src, indices, ty } => self.line(
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
            InstKind::Subview { src, slices, ty } => self.line(
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
                    BlasOp::Ger | BlasOp::Hadamard => String::new(),
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
            InstKind::For { var, lb, ub, step, ty, body } => {
                let step = step.as_ref().map(|s| format!(", {}", operand(s))).unwrap_or_default();
                let ty = ty.map(|t| format!(" : {}", t.node)).unwrap_or_default();
                self.line(depth, format!("for %{} = {}, {}{step}{ty} {{", var.name, operand(lb), operand(ub)), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
            InstKind::Foreach { var, lb, ub, ty, body } => {
                let ty = ty.map(|t| format!(" : {}", t.node)).unwrap_or_default();
                self.line(depth, format!("foreach %{} = {}, {}{ty} {{", var.name, operand(lb), operand(ub)), None);
                self.region_body(body, depth + 1);
                self.line(depth, "}".into(), None);
            }
        }
    }
}

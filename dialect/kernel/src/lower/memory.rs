//! Work-group memory: where each `alloca` lives, and where barriers go.
//!
//! **Stack.** All `alloca`s of a kernel share one work-group stack. An `alloca`'s memory is live
//! from the instruction to the last instruction of its region that uses it or a view derived
//! from it (a use nested in a loop keeps it live to the end of that loop). Allocations are placed
//! first-fit, 64-byte aligned, so allocations whose lifetimes do not overlap share bytes.
//!
//! **Barriers** (language §6). In a mixed region, a collective instruction (or `foreach`) must
//! complete for the whole work-group before a later instruction reads what it wrote or writes
//! what it read or wrote; and a replicated `load` or `store` must be done in every work-item
//! before another work-item writes what it read or reads what it wrote (the kernels are free of
//! data races, as oclgrind checks; only replicated stores of the same uniform value stay
//! unordered among themselves). We track the memory accessed by collectives and by replicated
//! instructions since the last barrier and insert `barrier` before the first instruction that
//! conflicts with them. Two accesses conflict
//! when they derive from the same parameter or group (global memory), or touch overlapping stack
//! bytes (local memory, which also covers an `alloca` reusing a dead one's bytes). A `for` body
//! starts with everything its own collectives access pending, since the previous iteration may
//! have left it so; the branches of an `if` are analysed separately and merged.

use std::collections::HashMap;

use tinyc_frontend::ast::{AtomicOp, CoopInst, ExpandDim, Func, Ident, Inst, InstKind, Operand, Region, Slice};
use tinyc_frontend::check::{ModuleInfo, ValueId};
use tinyc_frontend::types::Type;

/// A region of memory, as far as the conflict rules can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    /// Everything reachable from a parameter.
    Global(ValueId),
    /// Bytes [start, end) of the stack.
    Local(u64, u64),
}

impl Loc {
    fn overlaps(self, other: Loc) -> bool {
        match (self, other) {
            (Loc::Global(a), Loc::Global(b)) => a == b,
            (Loc::Local(a0, a1), Loc::Local(b0, b1)) => a0 < b1 && b0 < a1,
            _ => false,
        }
    }
}

#[derive(Clone, Debug, Default)]
struct Accesses {
    reads: Vec<Loc>,
    writes: Vec<Loc>,
    /// Accesses of replicated instructions (load, store) in mixed regions: each work-item makes
    /// its own, so they order nothing among themselves, but a later collective may touch the
    /// same element from another work-item.
    rep_reads: Vec<Loc>,
    rep_writes: Vec<Loc>,
}

fn union(into: &mut Vec<Loc>, from: &[Loc]) {
    for l in from {
        if !into.contains(l) {
            into.push(*l);
        }
    }
}

impl Accesses {
    fn add(&mut self, other: &Accesses) {
        union(&mut self.reads, &other.reads);
        union(&mut self.writes, &other.writes);
        union(&mut self.rep_reads, &other.rep_reads);
        union(&mut self.rep_writes, &other.rep_writes);
    }

    /// Adds the accesses of one replicated instruction.
    fn add_replicated(&mut self, other: &Accesses) {
        union(&mut self.rep_reads, &other.reads);
        union(&mut self.rep_writes, &other.writes);
    }

    /// Forgets the accesses a barrier of `kind` orders; the others stay pending (a local-memory
    /// fence does not order global memory, and vice versa).
    fn fence(&mut self, kind: BarrierKind) {
        let keep = |l: &Loc| match l {
            Loc::Local(..) => !kind.local,
            Loc::Global(_) => !kind.global,
        };
        self.reads.retain(keep);
        self.writes.retain(keep);
        self.rep_reads.retain(keep);
        self.rep_writes.retain(keep);
    }

    /// The locations of `later` that conflict with these (earlier) accesses, by any work-item:
    /// read after write, write after read, and write after write except between two replicated
    /// stores (of the same uniform value, which need no order among themselves).
    fn conflicts(&self, later: &Accesses, collective: bool) -> Vec<Loc> {
        let none: &[Loc] = &[];
        let (rep_reads, rep_writes) = (&self.rep_reads[..], &self.rep_writes[..]);
        let rep_writes_for_writes = if collective { rep_writes } else { none };
        let mut out = Vec::new();
        for r in &later.reads {
            if self.writes.iter().chain(rep_writes).any(|w| w.overlaps(*r)) {
                out.push(*r);
            }
        }
        for w in &later.writes {
            let mut earlier = self.writes.iter().chain(&self.reads).chain(rep_writes_for_writes).chain(rep_reads);
            if earlier.any(|x| x.overlaps(*w)) {
                out.push(*w);
            }
        }
        out
    }
}

/// Which memory a barrier must order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierKind {
    pub local: bool,
    pub global: bool,
}

/// The memory plan of one kernel.
#[derive(Debug, Default)]
pub struct Memory {
    /// Byte offset of each `alloca` result in the stack.
    pub offsets: HashMap<ValueId, u64>,
    pub stack_bytes: u64,
    /// Barriers to insert before instructions (keyed by the instruction's address).
    barriers: HashMap<usize, BarrierKind>,
    /// Stack bytes of each `alloca`.
    ranges: HashMap<ValueId, (u64, u64)>,
}

fn key(inst: &Inst) -> usize {
    inst as *const Inst as usize
}

impl Memory {
    /// The plan of `f`; the error names a case the checker rules out (an internal error).
    pub fn plan(f: &Func, info: &ModuleInfo) -> Result<Memory, &'static str> {
        let mut m = Memory::default();
        m.place_allocas(f, info)?;
        let mut pending = Accesses::default();
        m.barriers_in(&f.body, info, &mut pending);
        Ok(m)
    }

    pub fn barrier_before(&self, inst: &Inst) -> Option<BarrierKind> {
        self.barriers.get(&key(inst)).copied()
    }

    fn place_allocas(&mut self, f: &Func, info: &ModuleInfo) -> Result<(), &'static str> {
        // Pre-order positions: (first, last) position covered by each instruction.
        let mut spans = HashMap::new();
        let mut counter = 0u64;
        positions(&f.body, &mut counter, &mut spans);
        // (alloca value, bytes, live from, live to)
        let mut allocs: Vec<(ValueId, u64, u64, u64)> = Vec::new();
        collect_lifetimes(&f.body, info, &spans, &mut allocs)?;
        allocs.sort_by_key(|a| a.2);
        // In order of their starts, each at the lowest offset (0 or a 64-byte aligned end of
        // another) where it overlaps none of those still live: the allocas placed before it
        // began no later, so those whose lifetime has ended are dropped for good, and one sweep
        // over the live ones in address order finds the place (they are disjoint: each was
        // placed clear of the others, all live when it began).
        let mut live: Vec<(u64, u64, u64)> = Vec::new(); // (offset, end, live to)
        for (id, bytes, from, to) in allocs {
            live.retain(|p| p.2 >= from);
            live.sort_unstable();
            let mut offset = 0u64;
            for &(start, end, _) in &live {
                if offset < end && start < offset + bytes.max(1) {
                    offset = offset.max(end.div_ceil(64) * 64);
                }
            }
            live.push((offset, offset + bytes, to));
            self.offsets.insert(id, offset);
            self.ranges.insert(id, (offset, offset + bytes.max(1)));
            self.stack_bytes = self.stack_bytes.max(offset + bytes);
        }
        Ok(())
    }

    fn loc(&self, ident: &Ident, info: &ModuleInfo) -> Option<Loc> {
        let v = info.value(info.value_id(ident)?);
        let origin = v.origin?;
        if v.local {
            let (a, b) = self.ranges.get(&origin).copied()?;
            Some(Loc::Local(a, b))
        } else {
            Some(Loc::Global(origin))
        }
    }

    /// The memory one instruction (with everything nested in it) reads and writes.
    fn accesses(&self, inst: &Inst, info: &ModuleInfo, out: &mut Accesses) {
        match &inst.kind {
            InstKind::Load { src, ty, .. } => {
                if matches!(ty.node, Type::Memref(_))
                    && let Some(l) = self.loc(src, info)
                {
                    out.reads.push(l);
                }
            }
            InstKind::Store { dst, .. } => {
                if let Some(l) = self.loc(dst, info) {
                    out.writes.push(l);
                }
            }
            InstKind::Coop { inst: CoopInst::Load { src, .. }, .. } => {
                if let Some(l) = self.loc(src, info) {
                    out.reads.push(l);
                }
            }
            InstKind::Coop { inst: CoopInst::Store { dst, .. }, .. } => {
                if let Some(l) = self.loc(dst, info) {
                    out.writes.push(l);
                }
            }
            InstKind::AtomicAccess { op, dst, .. } => {
                if let Some(l) = self.loc(dst, info) {
                    if *op != AtomicOp::Load {
                        out.writes.push(l);
                    }
                    if *op != AtomicOp::Store {
                        out.reads.push(l);
                    }
                }
            }
            InstKind::Blas(b) => {
                for i in &b.inputs {
                    if let Some(l) = self.loc(i, info) {
                        out.reads.push(l);
                    }
                }
                if let Some(l) = self.loc(&b.out, info) {
                    out.writes.push(l);
                    if !info.is_zero(&b.beta) {
                        out.reads.push(l);
                    }
                }
            }
            _ => {
                for r in inst.kind.regions() {
                    for i in &r.insts {
                        self.accesses(i, info, out);
                    }
                }
            }
        }
    }

    /// Places barriers in a mixed region, given what is pending on entry; leaves what is
    /// pending at the end in `pending`.
    fn barriers_in(&mut self, r: &Region, info: &ModuleInfo, pending: &mut Accesses) {
        for inst in &r.insts {
            match &inst.kind {
                InstKind::For { body, .. } => {
                    let mut carried = Accesses::default();
                    collective_accesses(self, body, info, &mut carried);
                    pending.add(&carried);
                    let mut inner = pending.clone();
                    self.barriers_in(body, info, &mut inner);
                    pending.add(&inner);
                }
                InstKind::If { then, otherwise, .. } => {
                    let mut a = pending.clone();
                    self.barriers_in(then, info, &mut a);
                    let mut b = pending.clone();
                    if let Some(o) = otherwise {
                        self.barriers_in(o, info, &mut b);
                    }
                    *pending = a;
                    pending.add(&b);
                }
                _ => {
                    let mut acc = Accesses::default();
                    self.accesses(inst, info, &mut acc);
                    let collective = inst.kind.is_collective();
                    let clash = pending.conflicts(&acc, collective);
                    if !clash.is_empty() {
                        let kind = BarrierKind {
                            local: clash.iter().any(|l| matches!(l, Loc::Local(..))),
                            global: clash.iter().any(|l| matches!(l, Loc::Global(_))),
                        };
                        self.barriers.insert(key(inst), kind);
                        pending.fence(kind);
                    }
                    if collective {
                        pending.add(&acc);
                    } else {
                        pending.add_replicated(&acc);
                    }
                }
            }
        }
    }
}

/// Everything the instructions of a mixed region (at any depth) access, collectives' and
/// replicated ones' apart.
fn collective_accesses(m: &Memory, r: &Region, info: &ModuleInfo, out: &mut Accesses) {
    for inst in &r.insts {
        if inst.kind.is_collective() {
            m.accesses(inst, info, out);
        } else if !inst.kind.regions().is_empty() {
            for sub in inst.kind.regions() {
                collective_accesses(m, sub, info, out);
            }
        } else {
            let mut own = Accesses::default();
            m.accesses(inst, info, &mut own);
            out.add_replicated(&own);
        }
    }
}

fn positions(r: &Region, counter: &mut u64, out: &mut HashMap<usize, (u64, u64)>) {
    for inst in &r.insts {
        let first = *counter;
        *counter += 1;
        for sub in inst.kind.regions() {
            positions(sub, counter, out);
        }
        out.insert(key(inst), (first, *counter - 1));
    }
}

/// The `alloca`s of a region with their sizes and live ranges; the error names a case the
/// checker and [`positions`] rule out (an internal compiler error).
fn collect_lifetimes(
    r: &Region,
    info: &ModuleInfo,
    spans: &HashMap<usize, (u64, u64)>,
    out: &mut Vec<(ValueId, u64, u64, u64)>,
) -> Result<(), &'static str> {
    let span = |inst: &Inst| spans.get(&key(inst)).copied().ok_or("an instruction without a position");
    // The last instruction of the region (with what is nested in it) that uses each value or a
    // value derived from it: one pass, not one per alloca.
    let mut last_use: HashMap<ValueId, usize> = HashMap::new();
    for (i, inst) in r.insts.iter().enumerate() {
        used_origins(inst, info, &mut |v| {
            last_use.insert(v, i);
        });
    }
    for (i, inst) in r.insts.iter().enumerate() {
        if let InstKind::Alloca { ty, .. } = &inst.kind
            && let Some(id) = inst.results.first().and_then(|r| info.value_id(r))
        {
            // The checker makes every alloca static (E32) and bounds it to 4 GiB (E40), so
            // neither this product nor the stack offsets of `place_allocas` (a sum over the
            // allocas) can overflow.
            let elements = ty.node.static_span().ok_or("an alloca of a dynamic size")?;
            let bytes = elements.max(0) as u64 * u64::from(ty.node.elem.bytes());
            let (from, mut to) = span(inst)?;
            if let Some(&last) = last_use.get(&id).filter(|&&last| last > i) {
                to = span(&r.insts[last])?.1;
            }
            out.push((id, bytes, from, to));
        }
        for sub in inst.kind.regions() {
            collect_lifetimes(sub, info, spans, out)?;
        }
    }
    Ok(())
}

/// Calls `f` with every value an instruction (or one nested in it) uses and with the value each
/// of those is derived from.
fn used_origins(inst: &Inst, info: &ModuleInfo, f: &mut dyn FnMut(ValueId)) {
    for v in operands(&inst.kind).into_iter().filter_map(|i| info.value_id(i)) {
        f(v);
        if let Some(origin) = info.value(v).origin {
            f(origin);
        }
    }
    for r in inst.kind.regions() {
        for i in &r.insts {
            used_origins(i, info, f);
        }
    }
}

/// The values an instruction reads directly (not those of nested regions).
pub(crate) fn operands(kind: &InstKind) -> Vec<&Ident> {
    fn op(o: &Operand) -> Option<&Ident> {
        o.as_value()
    }
    let mut out: Vec<&Ident> = Vec::new();
    match kind {
        InstKind::Alloca { .. }
        | InstKind::GroupId
        | InstKind::GroupSize
        | InstKind::Constant { .. }
        | InstKind::Builtin { .. }
        | InstKind::Barrier { .. }
        | InstKind::Parallel { .. }
        | InstKind::Unsupported { .. } => {}
        InstKind::Math { operand, .. } => out.push(operand),
        InstKind::LifetimeStop { value }
        | InstKind::GroupLen { src: value, .. }
        | InstKind::Associated { src: value } => out.push(value),
        InstKind::Arith { operands, .. } => out.extend(operands.iter().filter_map(op)),
        InstKind::Cast { operand, .. } => out.extend(op(operand)),
        InstKind::Cmp { lhs, rhs, .. } => out.extend([lhs, rhs].into_iter().filter_map(op)),
        InstKind::Expand { src, shape, .. } => {
            out.push(src);
            out.extend(shape.iter().filter_map(|d| match d {
                ExpandDim::Value(i) => Some(i),
                _ => None,
            }));
        }
        InstKind::Fuse { src, .. } | InstKind::Size { src, .. } => out.push(src),
        InstKind::Load { src, indices, .. } => {
            out.push(src);
            out.extend(indices.iter().filter_map(op));
        }
        InstKind::Coop { inst, .. } => out.extend(inst.operands()),
        InstKind::CoopApply { src, .. } => out.push(src),
        InstKind::ForeachTile { from, to, .. } => out.extend(from.iter().chain(to)),
        InstKind::Subgroup { operand, lane, .. } => {
            out.push(operand);
            out.extend(lane.iter());
        }
        InstKind::AtomicAccess { value, dst, indices, .. } => {
            out.extend(value.iter());
            out.push(dst);
            out.extend(indices.iter().filter_map(op));
        }
        InstKind::Store { value, dst, indices, .. } => {
            out.push(value);
            out.push(dst);
            out.extend(indices.iter().filter_map(op));
        }
        InstKind::Subview { src, slices, .. } => {
            out.push(src);
            for s in slices {
                match s {
                    Slice::Full(_) => {}
                    Slice::Point(a) | Slice::ToEnd(a, _) => out.extend(op(a)),
                    Slice::Range(a, b) => out.extend([a, b].into_iter().filter_map(op)),
                }
            }
        }
        InstKind::If { cond, .. } => out.extend(op(cond)),
        InstKind::For { lb, ub, step, carried, .. } => {
            out.extend([Some(lb), Some(ub), step.as_ref()].into_iter().flatten().filter_map(op));
            out.extend(carried.iter().filter_map(|c| op(&c.init)));
        }
        InstKind::Foreach { lb, ub, more, .. } => {
            out.extend([lb, ub].into_iter().filter_map(op));
            out.extend(more.iter().flat_map(|m| [&m.lb, &m.ub]).filter_map(op));
        }
        InstKind::Yield { values, .. } => out.extend(values.iter().filter_map(op)),
        InstKind::Blas(b) => {
            out.extend(op(&b.alpha));
            out.extend(b.inputs.iter());
            out.extend(op(&b.beta));
            out.push(&b.out);
        }
    }
    out
}

//! tinytc v0.4's `cooperative_matrix_mul_add` on NVIDIA's tensor cores (`mma.sync`,
//! [`Stmt::Mma`]), where the device has them and the subgroup is a warp (subgroups of 32, the
//! work-group's first mode a multiple of 32, so that subgroup s is warp s).
//!
//! **Layouts.** `mma.sync` wants each lane to hold particular entries of C (`MmaShape::c_at`),
//! not those of tinytc's distribution. Converting C in and out of every instruction would cost
//! more than the products, so the accumulators that tensor cores compute are *held* in the
//! instruction's layout ([`super::coop::Layout::mma`]): [`assign`] finds, before lowering,
//! every cooperative-matrix value that must share a layout with the C or D of such a
//! `mul_add` (the values one is computed from entry by entry, carried through a `for`, yielded
//! from an `if`), and gives all of them the fragment layout unless one of them needs tinytc's
//! component order (`cooperative_matrix_extract`/`_insert` name components) or some `mul_add` on
//! them cannot run on the tensor cores. Every other instruction places components through
//! `Lowerer::entry`, so loads, stores, arithmetic, atomics, `cooperative_matrix_apply` and the
//! reductions work on either layout.
//!
//! **Operands.** A and B stay in tinytc's layout. Where they were loaded from memory that still
//! holds them (`Lowerer::reloadable`), each lane reads its fragment elements there (bound checks
//! and transposition as the load had them); otherwise they go through local memory, as the
//! portable `mul_add` exchanges them. Products and sums are in C's type (`f16`/`bf16` products
//! exact in `f32`; `f64` fused multiply-adds), K in steps of the instruction; a last partial
//! step reads zeros past K (no load where no lane is inside, a guarded one where some are).

use std::collections::{HashMap, HashSet};

use tinyc_frontend::ast::{CoopInst, Func, Ident, InstKind, Operand, Region};
use tinyc_frontend::check::{ModuleInfo, ValueId};
use tinyc_frontend::types::{CoopType, Scalar, Type};

use super::coop::CoopVal;
use super::mma::Lane;
use super::{Lowerer, prim};
use crate::ir::*;

/// The tensor-core instruction for `cooperative_matrix_mul_add` with A, B, C and D of these
/// types, given the device's tensor cores, the subgroup size and the work-group's first mode:
/// `f64` throughout (m8n8k4), or `f16`/`bf16` A and B with `f32` C and D (m16n8k16), with M and
/// N multiples of the instruction's (K is padded with zeros to a multiple of its K).
pub(super) fn coop_mma_shape(
    (tensor_cores, subgroup, first_mode): (bool, i64, i64),
    a: CoopType,
    b: CoopType,
    c: CoopType,
    d: CoopType,
) -> Option<MmaShape> {
    if !tensor_cores || subgroup != 32 || first_mode % 32 != 0 {
        return None;
    }
    let shape = match (a.elem, b.elem, c.elem, d.elem) {
        (Scalar::F64, Scalar::F64, Scalar::F64, Scalar::F64) => MmaShape::M8N8K4F64,
        (Scalar::F16, Scalar::F16, Scalar::F32, Scalar::F32) => MmaShape::M16N8K16F16,
        (Scalar::BF16, Scalar::BF16, Scalar::F32, Scalar::F32) => MmaShape::M16N8K16BF16,
        _ => return None,
    };
    let (tm, tn, _) = shape.mnk();
    let shapes_agree = a.rows == c.rows && b.cols == c.cols && a.cols == b.rows && (d.rows, d.cols) == (c.rows, c.cols);
    (shapes_agree && c.rows % tm == 0 && c.cols % tn == 0 && c.rows > 0 && c.cols > 0 && a.cols > 0).then_some(shape)
}

/// What [`assign`] gathers from the function.
#[derive(Default)]
struct Facts {
    /// Cooperative-matrix values that must share a layout.
    unions: Vec<(ValueId, ValueId)>,
    /// Values whose components are named by index: tinytc's layout.
    pinned: Vec<ValueId>,
    /// The C operand of each `mul_add`, and its tensor-core instruction if it has one.
    mul_adds: Vec<(ValueId, Option<MmaShape>)>,
}

/// The values that are held in a tensor-core layout, with the instruction whose layout it is
/// (see the module's documentation). `qualify` is [`coop_mma_shape`] for the kernel.
pub(super) fn assign(
    f: &Func,
    info: &ModuleInfo,
    qualify: &dyn Fn(CoopType, CoopType, CoopType, CoopType) -> Option<MmaShape>,
) -> HashMap<ValueId, MmaShape> {
    let mut facts = Facts::default();
    walk(&f.body, info, qualify, &mut Vec::new(), &mut facts);
    if facts.mul_adds.iter().all(|(_, s)| s.is_none()) {
        return HashMap::new();
    }
    let coop = |id: ValueId| match &info.value(id).ty {
        Some(Type::Coop(c)) => Some(*c),
        _ => None,
    };
    let mut parent: HashMap<ValueId, ValueId> = HashMap::new();
    fn find(parent: &mut HashMap<ValueId, ValueId>, v: ValueId) -> ValueId {
        let mut root = v;
        while let Some(&p) = parent.get(&root).filter(|&&p| p != root) {
            root = p;
        }
        let mut at = v;
        while let Some(&p) = parent.get(&at).filter(|&&p| p != at) {
            parent.insert(at, root);
            at = p;
        }
        parent.entry(v).or_insert(v);
        root
    }
    for &(x, y) in &facts.unions {
        let (rx, ry) = (find(&mut parent, x), find(&mut parent, y));
        if rx != ry {
            parent.insert(rx, ry);
        }
    }
    let mut shape_of: HashMap<ValueId, MmaShape> = HashMap::new();
    let mut refused: HashSet<ValueId> = HashSet::new();
    for &(c, shape) in &facts.mul_adds {
        let root = find(&mut parent, c);
        match (shape, shape_of.get(&root)) {
            (None, _) => {
                refused.insert(root);
            }
            (Some(s), Some(&t)) if s != t => {
                refused.insert(root);
            }
            (Some(s), _) => {
                shape_of.insert(root, s);
            }
        }
    }
    for &p in &facts.pinned {
        refused.insert(find(&mut parent, p));
    }
    // Every member has the accumulators' shape (casts and arithmetic keep it; anything else is
    // refused rather than guessed).
    let members: Vec<ValueId> = parent.keys().copied().collect();
    let mut dims: HashMap<ValueId, (i64, i64)> = HashMap::new();
    for &v in &members {
        let root = find(&mut parent, v);
        match coop(v).map(|c| (c.rows, c.cols)) {
            Some(d) if *dims.entry(root).or_insert(d) == d => {}
            _ => {
                refused.insert(root);
            }
        }
    }
    members
        .into_iter()
        .filter_map(|v| {
            let root = find(&mut parent, v);
            let shape = shape_of.get(&root).filter(|_| !refused.contains(&root))?;
            Some((v, *shape))
        })
        .collect()
}

/// Gathers [`Facts`] from a region; `targets` holds, for each enclosing `if` and `for`, the
/// values its `yield` assigns (empty for other regions).
fn walk(
    r: &Region,
    info: &ModuleInfo,
    qualify: &dyn Fn(CoopType, CoopType, CoopType, CoopType) -> Option<MmaShape>,
    targets: &mut Vec<Vec<Option<ValueId>>>,
    facts: &mut Facts,
) {
    let id = |i: &Ident| info.value_id(i);
    let operand = |o: &Operand| match o {
        Operand::Value(i) => id(i),
        _ => None,
    };
    let coop = |i: &Ident| match id(i).and_then(|v| info.value(v).ty.as_ref()) {
        Some(Type::Coop(c)) => Some(*c),
        _ => None,
    };
    let is_coop = |v: ValueId| matches!(info.value(v).ty, Some(Type::Coop(_)));
    let union = |facts: &mut Facts, x: Option<ValueId>, y: Option<ValueId>| {
        if let (Some(x), Some(y)) = (x, y)
            && is_coop(x)
            && is_coop(y)
        {
            facts.unions.push((x, y));
        }
    };
    for inst in &r.insts {
        let result = inst.results.first().and_then(id);
        match &inst.kind {
            InstKind::Coop { inst: ci, .. } => match ci {
                CoopInst::Arith { operands, .. } => {
                    for o in operands {
                        union(facts, result, id(o));
                    }
                }
                CoopInst::Cast { operand: m } | CoopInst::Scale { matrix: m, .. } => union(facts, result, id(m)),
                CoopInst::Extract { src, .. } => facts.pinned.extend(id(src)),
                CoopInst::Insert { src, .. } => {
                    union(facts, result, id(src));
                    facts.pinned.extend(result);
                }
                CoopInst::Atomic { value: Some(v), .. } => union(facts, result, id(v)),
                CoopInst::MulAdd { a, b, c } => {
                    union(facts, result, id(c));
                    let d = inst.results.first().and_then(coop);
                    let shape = (|| qualify(coop(a)?, coop(b)?, coop(c)?, d?))();
                    if let Some(c) = id(c) {
                        facts.mul_adds.push((c, shape));
                    }
                }
                _ => {}
            },
            InstKind::CoopApply { src, body, .. } => {
                union(facts, result, id(src));
                targets.push(Vec::new());
                walk(body, info, qualify, targets, facts);
                targets.pop();
            }
            InstKind::If { then, otherwise, .. } => {
                targets.push(inst.results.iter().map(id).collect());
                walk(then, info, qualify, targets, facts);
                if let Some(o) = otherwise {
                    walk(o, info, qualify, targets, facts);
                }
                targets.pop();
            }
            InstKind::For { body, carried, .. } => {
                for c in carried {
                    union(facts, id(&c.name), operand(&c.init));
                    union(facts, id(&c.name), c.result.as_ref().and_then(id));
                }
                targets.push(carried.iter().map(|c| id(&c.name)).collect());
                walk(body, info, qualify, targets, facts);
                targets.pop();
            }
            InstKind::Yield { values, .. } => {
                let to = targets.last().cloned().unwrap_or_default();
                for (v, t) in values.iter().zip(to) {
                    union(facts, operand(v), t);
                }
            }
            kind => {
                for sub in kind.regions() {
                    targets.push(Vec::new());
                    walk(sub, info, qualify, targets, facts);
                    targets.pop();
                }
            }
        }
    }
}

/// Whether a fragment element lies inside K ([`Lowerer::within_k`]).
enum Within {
    Inside,
    Outside,
    If(Expr),
}

/// Where a `mul_add` reads an operand's fragment elements from.
enum Source {
    /// The memory it was loaded from ([`Lowerer::reloadable`]).
    Memory(std::rc::Rc<super::coop::Origin>),
    /// Its subgroup's copy in local memory, column-major: buffer, this subgroup's base, rows.
    Local(Expr, Expr, i64),
}

impl Lowerer<'_> {
    /// [`coop_mma_shape`] on this kernel.
    pub(super) fn coop_mma(&self, a: CoopType, b: CoopType, c: CoopType, d: CoopType) -> Option<MmaShape> {
        coop_mma_shape((self.tensor_cores, self.subgroup_size, self.wgs.0), a, b, c, d)
    }

    /// This work-item's lane in its warp as the fragment tables use it (g = lane / 4,
    /// t = lane mod 4), the lane being the subgroup local id.
    fn coop_lane(&mut self) -> Lane {
        let lane = self.materialize("lane", Expr::bin(BinOp::Rem, Expr::Builtin(Builtin::LocalIdX), Expr::i64(32)));
        Lane::of(self, &lane)
    }

    /// (row, column) of component `c` of an M-row accumulator in `shape`'s layout
    /// ([`super::coop::Layout::mma`]).
    pub(super) fn fragment_entry(&mut self, shape: MmaShape, m: i64, c: i64) -> (Expr, Expr) {
        let (tm, tn, _) = shape.mnk();
        let (_, _, csz) = shape.fragment_sizes();
        let (e, tile) = (c % csz as i64, c / csz as i64);
        let tiles_m = (m / tm).max(1);
        let (ri, ci) = shape.c_index(e);
        let lane = self.coop_lane();
        (lane.index(ri, &Expr::i64(tile % tiles_m * tm)), lane.index(ci, &Expr::i64(tile / tiles_m * tn)))
    }

    /// D = A·B + C on the tensor cores, C held in `shape`'s layout (see the module's
    /// documentation); D's components in the same layout.
    pub(super) fn mul_add_mma(
        &mut self,
        a: &CoopVal,
        b: &CoopVal,
        c: &CoopVal,
        d: CoopType,
        shape: MmaShape,
    ) -> Vec<Expr> {
        let (m, kk, n) = (a.ty.rows, a.ty.cols, b.ty.cols);
        if self.coop_mma(a.ty, b.ty, c.ty, d) != Some(shape) || c.comps.len() as i64 != m * n / 32 {
            return self
                .ice("a cooperative matrix in a tensor-core layout that its mul_add cannot use", c.comps.clone());
        }
        let (tm, tn, tk) = shape.mnk();
        let (asz, bsz, csz) = shape.fragment_sizes();
        // Both sources are decided before anything is emitted: a copy to local memory would
        // make the other operand's memory look disturbed.
        let memory = |l: &Self, x: &CoopVal| x.origin.clone().filter(|o| l.reloadable(o)).map(Source::Memory);
        let (from_a, from_b) = match (memory(self, a), memory(self, b)) {
            (Some(from_a), Some(from_b)) => (from_a, from_b),
            (from_a, from_b) => {
                let start = self.mem.stack_bytes;
                let (abuf, abase, end) = self.subgroup_matrices(start, prim(a.ty.elem), m * kk);
                let (bbuf, bbase, _) = self.subgroup_matrices(end, prim(b.ty.elem), kk * n);
                self.push(Stmt::Barrier { local: true, global: false });
                if from_a.is_none() {
                    self.spill(a, &abuf, &abase);
                }
                if from_b.is_none() {
                    self.spill(b, &bbuf, &bbase);
                }
                self.push(Stmt::Barrier { local: true, global: false });
                (from_a.unwrap_or(Source::Local(abuf, abase, m)), from_b.unwrap_or(Source::Local(bbuf, bbase, kk)))
            }
        };
        let lane = self.coop_lane();
        let acc_ty = shape.acc();
        let accs: Vec<Var> = c
            .comps
            .iter()
            .map(|cv| {
                let init = self.convert(acc_ty, cv.clone());
                self.let_mut("acc", Ty::Prim(acc_ty), Some(init))
            })
            .collect();
        for step in 0..tinyc_frontend::types::ceil_div(kk, tk) {
            let k0 = step * tk;
            let a_frags: Vec<Vec<Expr>> = (0..m / tm)
                .map(|ta| {
                    (0..asz as i64)
                        .map(|e| {
                            let (ri, ci) = shape.a_index(e);
                            let i = lane.index(ri, &Expr::i64(ta * tm));
                            let j = lane.index(ci, &Expr::i64(k0));
                            let inside = self.within_k(&lane, ci, k0, kk);
                            self.fragment_element(&from_a, prim(a.ty.elem), (i, j), inside)
                        })
                        .collect()
                })
                .collect();
            let b_frags: Vec<Vec<Expr>> = (0..n / tn)
                .map(|tb| {
                    (0..bsz as i64)
                        .map(|e| {
                            let (ri, ci) = shape.b_index(e);
                            let i = lane.index(ri, &Expr::i64(k0));
                            let j = lane.index(ci, &Expr::i64(tb * tn));
                            let inside = self.within_k(&lane, ri, k0, kk);
                            self.fragment_element(&from_b, prim(b.ty.elem), (i, j), inside)
                        })
                        .collect()
                })
                .collect();
            for (tb, bf) in b_frags.iter().enumerate() {
                for (ta, af) in a_frags.iter().enumerate() {
                    let tile = ta + tb * (m / tm) as usize;
                    let Some(acc) = accs.get(tile * csz..(tile + 1) * csz) else {
                        return self.ice("a tile outside the accumulator's components", c.comps.clone());
                    };
                    self.push(Stmt::Mma { shape, a: af.clone(), b: bf.clone(), acc: acc.to_vec() });
                }
            }
        }
        accs.into_iter().map(|v| self.convert(prim(d.elem), Expr::Var(v))).collect()
    }

    /// Whether a fragment element at K position k0 + `ix` (of the lane) lies inside K: `Inside`
    /// on every lane, `Outside` on every lane (the step pads K), or a condition.
    fn within_k(&mut self, lane: &Lane, ix: LaneIndex, k0: i64, kk: i64) -> Within {
        let at = |l: i64| k0 + (l / 4) * ix.g + (l % 4) * ix.t + ix.c;
        if (0..32).all(|l| at(l) < kk) {
            Within::Inside
        } else if (0..32).all(|l| at(l) >= kk) {
            Within::Outside
        } else {
            Within::If(Expr::cmp(CmpOp::Lt, lane.index(ix, &Expr::i64(k0)), Expr::i64(kk)))
        }
    }

    /// Entry (i, j) of a `mul_add` operand, read from where [`Source`] says; zero past K.
    fn fragment_element(&mut self, from: &Source, p: Prim, (i, j): (Expr, Expr), inside: Within) -> Expr {
        let cond = match inside {
            Within::Outside => return Expr::zero(p),
            Within::Inside => None,
            Within::If(c) => Some(c),
        };
        match from {
            Source::Memory(o) => self.load_entry(p, &o.place, i, j, cond, &o.access),
            Source::Local(buf, base, rows) => {
                let at = Expr::iadd(base.clone(), Expr::iadd(i, Expr::imul(j, Expr::i64(*rows))));
                let load = Expr::load(buf.clone(), at);
                match cond {
                    None => self.let_("f", load),
                    Some(cond) => {
                        let v = self.let_mut("f", Ty::Prim(p), Some(Expr::zero(p)));
                        self.push(Stmt::If { cond, then: vec![Stmt::Assign(v, load)], otherwise: Vec::new() });
                        Expr::Var(v)
                    }
                }
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::panic)]
mod tests {
    use tinyc_frontend::{Device, Frontend, Source};

    use super::*;

    /// The names of the values of the program's first function that get a tensor-core layout
    /// on NVIDIA's description, sorted, with the instruction.
    fn assigned(body: &str, elem: &str, acc: &str) -> Vec<(String, MmaShape)> {
        let text = format!(
            "func @k(%A: memref<{elem}x32x16>, %B: memref<{elem}x16x8>, %C: memref<{acc}x32x8>)
                attributes{{subgroup_size=32, work_group_size=[32,1]}} {{
    parallel {{
        %c0 = constant 0 : index
        %ma = cooperative_matrix_load %A[%c0,%c0] : coopmatrix<{elem}x32x16,matrix_a>
        %mb = cooperative_matrix_load %B[%c0,%c0] : coopmatrix<{elem}x16x8,matrix_b>
        %z = constant 0.0 : coopmatrix<{acc}x32x8,matrix_acc>
{body}
    }}
}}"
        );
        let source = Source::new("t.ir", text.as_bytes());
        let checked = Frontend::new(Device::nvidia()).run(&source).unwrap_or_else(|d| panic!("{}", source.render(&d)));
        let (f, finfo) = (&checked.module.funcs[0], &checked.info.funcs[0]);
        let shape = (finfo.tensor_cores, finfo.subgroup_size, finfo.work_group_size.0);
        let map = assign(f, &checked.info, &|a, b, c, d| coop_mma_shape(shape, a, b, c, d));
        let mut out: Vec<(String, MmaShape)> =
            map.into_iter().map(|(id, s)| (checked.info.value(id).name.clone(), s)).collect();
        out.sort_by(|x, y| x.0.cmp(&y.0));
        out
    }

    fn names(v: &[(String, MmaShape)]) -> Vec<&str> {
        v.iter().map(|(n, _)| n.as_str()).collect()
    }

    #[test]
    fn accumulators_carried_and_computed_share_the_fragment_layout() {
        let body = "        %c1 = constant 1 : index
        %c3 = constant 3 : index
        %r = for %k = %c0, %c3 init(%m = %z) -> (coopmatrix<f32x32x8,matrix_acc>) {
            %n = cooperative_matrix_mul_add %ma, %mb, %m : coopmatrix<f32x32x8,matrix_acc>
            yield (%n)
        }
        %two = constant 2.0 : f32
        %s = cooperative_matrix_scale %two, %r : coopmatrix<f32x32x8,matrix_acc>
        cooperative_matrix_store %s, %C[%c0,%c0]";
        let got = assigned(body, "f16", "f32");
        assert_eq!(names(&got), ["m", "n", "r", "s", "z"]);
        assert!(got.iter().all(|(_, s)| *s == MmaShape::M16N8K16F16));
        // A and B keep tinytc's layout; f64 takes m8n8k4.
        let got = assigned(&body.replace("f32", "f64"), "f64", "f64");
        assert_eq!(names(&got), ["m", "n", "r", "s", "z"]);
        assert!(got.iter().all(|(_, s)| *s == MmaShape::M8N8K4F64));
    }

    #[test]
    fn a_family_keeps_tinytc_s_layout_when_anything_needs_it() {
        let product = "        %d = cooperative_matrix_mul_add %ma, %mb, %z : coopmatrix<f32x32x8,matrix_acc>\n";
        assert_eq!(names(&assigned(product, "f16", "f32")), ["d", "z"]);
        // Components named by index.
        let extract = format!("{product}        %x = cooperative_matrix_extract %d[1] : f32\n");
        assert!(assigned(&extract, "f16", "f32").is_empty());
        // Another product on the same accumulator that no instruction takes (f16 times f32).
        let other = format!(
            "{product}        %fb = cooperative_matrix_load %C[%c0,%c0] : coopmatrix<f32x8x8,matrix_b>
        %fa = cooperative_matrix_load %A[%c0,%c0] : coopmatrix<f16x32x8,matrix_a>
        %e = cooperative_matrix_mul_add %fa, %fb, %d : coopmatrix<f32x32x8,matrix_acc>\n"
        );
        assert!(assigned(&other, "f16", "f32").is_empty());
        // f32 products stay off the tensor cores, and so does an f16 accumulator.
        assert!(assigned(product, "f32", "f32").is_empty());
        assert!(assigned(&product.replace("f32", "f16"), "f16", "f16").is_empty());
    }

    #[test]
    fn an_if_joins_what_its_branches_yield() {
        let body = "        %sg = subgroup_id.x : i32
        %zero = constant 0 : i32
        %first = equal %sg, %zero : bool
        %w = constant 1.0 : coopmatrix<f32x32x8,matrix_acc>
        %r = if %first -> (coopmatrix<f32x32x8,matrix_acc>) {
            %d = cooperative_matrix_mul_add %ma, %mb, %z : coopmatrix<f32x32x8,matrix_acc>
            yield (%d)
        } else {
            yield (%w)
        }";
        assert_eq!(names(&assigned(body, "bf16", "f32")), ["d", "r", "w", "z"]);
    }
}

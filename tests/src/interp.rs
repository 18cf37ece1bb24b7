//! A host interpreter of the tensor language: the reference every compiled kernel is checked
//! against. It follows `language.md` directly (not the compiler's kernel IR): a work-group runs
//! its mixed regions once (they are uniform), `foreach` runs its iterations in order, and each
//! collective is the mathematical operation of §7.9 with its mixed-precision rules.
//!
//! The types of `types.md`: `f16`/`bf16` values are held as `f64`s rounded to the type after
//! every operation (the `half` crate's conversions), complex values as pairs computed with
//! `num-complex` in `f64` and rounded per component; a BLAS instruction that involves one of
//! them computes in its output's type.

use std::collections::HashMap;

use num_complex::Complex64;

use tinyc_frontend::Checked;
use tinyc_frontend::ast::*;
use tinyc_frontend::check::{ModuleInfo, ValueId};
use tinyc_frontend::types::{CoopType, Dim, MemrefType, Scalar, Type};

/// A scalar value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sv {
    I(i64),
    F(f64),
    B(bool),
    /// A complex number (real, imaginary), each part rounded to the component type.
    C(f64, f64),
}

impl Sv {
    pub fn as_i64(self) -> i64 {
        match self {
            Sv::I(v) => v,
            Sv::F(v) | Sv::C(v, _) => v as i64,
            Sv::B(b) => b as i64,
        }
    }
    pub fn as_f64(self) -> f64 {
        match self {
            Sv::I(v) => v as f64,
            Sv::F(v) | Sv::C(v, _) => v,
            Sv::B(b) => b as i64 as f64,
        }
    }
    /// The value as a complex number (a real one has imaginary part 0).
    pub fn as_complex(self) -> Complex64 {
        match self {
            Sv::C(re, im) => Complex64::new(re, im),
            v => Complex64::new(v.as_f64(), 0.0),
        }
    }
    fn as_bool(self) -> bool {
        match self {
            Sv::I(v) => v != 0,
            Sv::F(v) => v != 0.0,
            Sv::C(re, im) => re != 0.0 || im != 0.0,
            Sv::B(b) => b,
        }
    }
}

/// Host memory: every buffer holds its elements as `Sv`s of one element type.
#[derive(Clone, Debug, Default)]
pub struct Host {
    pub bufs: Vec<(Scalar, Vec<Sv>)>,
}

/// An argument for one parameter.
#[derive(Clone, Debug)]
pub enum HostArg {
    Scalar(Sv),
    Memref {
        buf: usize,
        shape: Vec<i64>,
        stride: Vec<i64>,
    },
    /// Member i is buffer `bufs[i]` with sizes `shapes[i]` and strides `strides[i]`.
    Group {
        bufs: Vec<usize>,
        shapes: Vec<Vec<i64>>,
        strides: Vec<Vec<i64>>,
        offset: i64,
    },
}

#[derive(Clone, Debug)]
struct MRef {
    buf: usize,
    offset: i64,
    shape: Vec<i64>,
    stride: Vec<i64>,
}

impl MRef {
    fn at(&self, idx: &[i64]) -> i64 {
        self.offset + idx.iter().zip(&self.stride).map(|(i, s)| i * s).sum::<i64>()
    }
}

#[derive(Clone, Debug)]
enum IVal {
    S(Sv),
    M(MRef),
    G {
        bufs: Vec<usize>,
        shapes: Vec<Vec<i64>>,
        strides: Vec<Vec<i64>>,
        offset: i64,
    },
    /// A cooperative matrix as this work-item sees it: every entry, column by column. The
    /// entries the work-item holds (`owner`) are always right; after an insert by another
    /// work-item the others may be stale, so operations that read other work-items' entries
    /// exchange them first.
    K(CoopType, Vec<Sv>, Whole),
}

/// Whether a cooperative matrix is the same on every work-item of the subgroup (no
/// `cooperative_matrix_insert` has changed one work-item's entries only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Whole {
    Yes,
    No,
}

/// A float cast to the integer type `s`: truncated toward zero and saturated, NaN 0 (what
/// every target computes, though the language leaves values out of range unspecified).
fn float_to_int(f: f64, s: Scalar) -> i64 {
    match s {
        Scalar::I8 => f as i8 as i64,
        Scalar::I16 => f as i16 as i64,
        Scalar::I32 => f as i32 as i64,
        _ => f as i64,
    }
}

pub fn wrap(v: i64, s: Scalar) -> i64 {
    match s {
        Scalar::I8 => v as i8 as i64,
        Scalar::I16 => v as i16 as i64,
        Scalar::I32 => v as i32 as i64,
        _ => v,
    }
}

/// |z| in the component type of the complex type `s`, correctly rounded (but in rare cases), as
/// the lowering computes it on every device. `c32`: the `f64` modulus rounded (it is exact to
/// far more bits than `f32` keeps); `c64`: √(h² + l²) of the parts scaled by a power of two,
/// corrected once by its exact residual (libm's `hypot` is 1 ulp off for about one argument in
/// 500).
pub fn modulus(z: num_complex::Complex64, s: Scalar) -> f64 {
    let (h, l) = (z.re.abs().max(z.im.abs()), z.re.abs().min(z.im.abs()));
    if s == Scalar::C32 || !(h > 0.0 && h < f64::INFINITY && !l.is_nan()) {
        return round(z.norm(), s);
    }
    let scale = if h > 2f64.powi(500) {
        2f64.powi(-600)
    } else if h < 2f64.powi(-500) {
        2f64.powi(1000)
    } else {
        1.0
    };
    let (h, l) = (h * scale, l * scale);
    let r = h.mul_add(h, l * l).sqrt();
    let (rr, hh) = (r * r, h * h);
    let e = l.mul_add(l, hh - rr) + (h.mul_add(h, -hh) - r.mul_add(r, -rr));
    (r + e / (2.0 * r)) / scale
}

/// A real value rounded to the float type `s` (to nearest even), or to a complex type's
/// component type.
pub fn round(v: f64, s: Scalar) -> f64 {
    match s {
        Scalar::F32 | Scalar::C32 => v as f32 as f64,
        // Once from f64 (`half`'s own from_f64 rounds twice).
        Scalar::F16 => tinyc_kernel::semantics::f16_of(v).to_f64(),
        Scalar::BF16 => tinyc_kernel::semantics::bf16_of(v).to_f64(),
        _ => v,
    }
}

/// An integer converted to the float (or complex) type `s`, rounded once (a literal in a float
/// position, §7.0, and `cast`): Rust's casts for `f32` and `f64`; for `f16` and `bf16`, whose
/// rounding through `f64` is wrong for integers of more than 53 bits, the front end's rounding
/// to the significand's width, exact as an `f64`.
fn int_to_float(i: i64, s: Scalar) -> f64 {
    match s.component() {
        Scalar::F32 => f64::from(i as f32),
        Scalar::F64 => i as f64,
        c => round(c.float_of_int(i), c),
    }
}

/// `x / y` by Smith's algorithm (scaling by the divisor's larger component), as the language's
/// semantics table fixes it: `num_complex`'s division squares the divisor's components and
/// overflows from |y| ≈ 1e154 on, where the devices' quotient is finite.
fn smith_div(x: Complex64, y: Complex64, s: Scalar) -> Complex64 {
    // Every operation rounded to the component type, as the devices compute it (for c32, an
    // f32 operation is its f64 result rounded: f64 carries more than twice f32's precision).
    let r = |v: f64| round(v, s);
    if y.re.abs() >= y.im.abs() {
        let q = r(y.im / y.re);
        let t = r(y.re + r(y.im * q));
        Complex64::new(r(r(x.re + r(x.im * q)) / t), r(r(x.im - r(x.re * q)) / t))
    } else {
        let q = r(y.re / y.im);
        let t = r(r(y.re * q) + y.im);
        Complex64::new(r(r(r(x.re * q) + x.im) / t), r(r(r(x.im * q) - x.re) / t))
    }
}

/// x·y in the complex type `s`: (a·c − b·d, a·d + b·c), each product and sum rounded to the
/// component type and none fused, as every target computes it.
fn complex_mul(x: Complex64, y: Complex64, s: Scalar) -> Complex64 {
    let r = |v: f64| round(v, s);
    Complex64::new(r(r(x.re * y.re) - r(x.im * y.im)), r(r(x.re * y.im) + r(x.im * y.re)))
}

/// A complex value rounded per component to the complex type `s`.
fn complex(c: Complex64, s: Scalar) -> Sv {
    Sv::C(round(c.re, s), round(c.im, s))
}

/// `cast` semantics (§7.2, `types.md`).
pub fn conv(v: Sv, to: Scalar) -> Sv {
    match to {
        Scalar::I1 => Sv::B(v.as_bool()),
        Scalar::C32 | Scalar::C64 => match v {
            Sv::C(re, im) => Sv::C(round(re, to), round(im, to)),
            Sv::I(i) => Sv::C(int_to_float(i, to), 0.0),
            v => Sv::C(round(v.as_f64(), to), 0.0),
        },
        Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16 => Sv::F(match v {
            Sv::I(i) => int_to_float(i, to),
            _ => round(v.as_f64(), to),
        }),
        _ => Sv::I(match v {
            Sv::F(f) => float_to_int(f, to),
            _ => wrap(v.as_i64(), to),
        }),
    }
}

/// `arith` semantics (§7.2) on values of type `s`.
pub fn arith(op: ArithOp, a: Sv, b: Sv, s: Scalar) -> Sv {
    if s == Scalar::I1 {
        let (x, y) = (a.as_bool(), b.as_bool());
        return Sv::B(match op {
            ArithOp::And => x & y,
            ArithOp::Or => x | y,
            ArithOp::Xor => x ^ y,
            _ => !x,
        });
    }
    if s.is_complex() {
        let (x, y) = (a.as_complex(), b.as_complex());
        return match op {
            ArithOp::Re => Sv::F(x.re),
            ArithOp::Im => Sv::F(x.im),
            ArithOp::Abs => Sv::F(modulus(x, s)),
            ArithOp::Conj => complex(x.conj(), s),
            ArithOp::Add => complex(x + y, s),
            ArithOp::Sub => complex(x - y, s),
            ArithOp::Mul => complex(complex_mul(x, y, s), s),
            ArithOp::Div => complex(smith_div(x, y, s), s),
            _ => complex(-x, s),
        };
    }
    if s.is_float() {
        let (x, y) = (a.as_f64(), b.as_f64());
        // f32 results are the f64 results rounded: for + - * / and fmod, f64 carries more than
        // twice f32's precision, so rounding twice equals rounding once.
        let r = match op {
            ArithOp::Add => x + y,
            ArithOp::Sub => x - y,
            ArithOp::Mul => x * y,
            ArithOp::Div => x / y,
            ArithOp::Rem => x % y,
            // v0.4: the number when the other operand is NaN (fmin, fmax).
            ArithOp::Max => x.max(y),
            ArithOp::Min => x.min(y),
            ArithOp::Abs => x.abs(),
            _ => -x,
        };
        let r = round(r, s);
        return Sv::F(r);
    }
    let (x, y) = (a.as_i64(), b.as_i64());
    let w = if s.bits() == 64 { 63 } else { 31 };
    Sv::I(wrap(
        match op {
            ArithOp::Add => x.wrapping_add(y),
            ArithOp::Sub => x.wrapping_sub(y),
            ArithOp::Mul => x.wrapping_mul(y),
            ArithOp::Div => x.checked_div(y).unwrap_or(0),
            ArithOp::Rem => x.checked_rem(y).unwrap_or(0),
            ArithOp::Shl => x.wrapping_shl((y & w) as u32),
            ArithOp::Shr => x.wrapping_shr((y & w) as u32),
            ArithOp::And => x & y,
            ArithOp::Or => x | y,
            ArithOp::Xor => x ^ y,
            ArithOp::Neg => x.wrapping_neg(),
            ArithOp::Not => !x,
            ArithOp::Max => x.max(y),
            ArithOp::Min => x.min(y),
            ArithOp::Abs => x.wrapping_abs(),
            // Complex only (rejected by the checker for other types).
            ArithOp::Conj | ArithOp::Re | ArithOp::Im => x,
        },
        s,
    ))
}

fn cmp(op: CmpOp, a: Sv, b: Sv) -> bool {
    let o = match (a, b) {
        (Sv::F(x), Sv::F(y)) => x.partial_cmp(&y),
        (Sv::B(x), Sv::B(y)) => Some(x.cmp(&y)),
        _ => Some(a.as_i64().cmp(&b.as_i64())),
    };
    use std::cmp::Ordering::*;
    match (op, o) {
        (CmpOp::Ne, None) => true,
        (_, None) => false,
        (CmpOp::Eq, Some(o)) => o == Equal,
        (CmpOp::Ne, Some(o)) => o != Equal,
        (CmpOp::Gt, Some(o)) => o == Greater,
        (CmpOp::Ge, Some(o)) => o != Less,
        (CmpOp::Lt, Some(o)) => o == Less,
        (CmpOp::Le, Some(o)) => o != Greater,
    }
}

struct Interp<'a> {
    info: &'a ModuleInfo,
    host: &'a mut Host,
    env: HashMap<ValueId, IVal>,
    group: i64,
    groups: i64,
    yielded: Vec<IVal>,
    /// The work-group and subgroup size, and the work-item a v0.4 `parallel` region runs as
    /// (`None` outside one).
    wgs: (i64, i64),
    sgs: i64,
    lid: Option<(i64, i64)>,
    /// The subgroup exchange of the `parallel` region being run (see [`Exchange`]).
    exchange: Option<Exchange>,
}

/// Subgroup operations in a `parallel` region: the interpreter runs the work-items one after
/// another, so a work-item cannot see the values the others give a subgroup operation. It runs
/// the region in passes instead, each from the memory as it was before the region: in a pass,
/// the k-th subgroup operation of a work-item combines the values its subgroup gave their k-th
/// operation in the previous pass. The values of operation k depend only on operations before
/// k, so the passes settle after at most one pass per operation; the region is done when a pass
/// gives every operation the values the previous one did.
#[derive(Default)]
struct Exchange {
    /// `given[k][w]`: the value work-item w gave its k-th subgroup operation.
    prev: Vec<Vec<Option<Sv>>>,
    given: Vec<Vec<Option<Sv>>>,
    /// Subgroup operations of the current work-item so far in this pass.
    count: usize,
    /// Whether a result of this pass read a value that no work-item gave.
    missing: bool,
}

/// Runs function `index` of a checked module for `groups` work-groups.
pub fn run(checked: &Checked, index: usize, args: &[HostArg], groups: i64, host: &mut Host) -> Result<(), String> {
    let f = checked.module.funcs.get(index).ok_or("no such function")?;
    let finfo = &checked.info.funcs[index];
    if args.len() != f.params.len() {
        return Err(format!("expected {} arguments", f.params.len()));
    }
    for g in 0..groups {
        let mut it = Interp {
            info: &checked.info,
            host,
            env: HashMap::new(),
            group: g,
            groups,
            yielded: Vec::new(),
            wgs: finfo.work_group_size,
            sgs: finfo.subgroup_size,
            lid: None,
            exchange: None,
        };
        for ((p, a), id) in f.params.iter().zip(args).zip(&finfo.params) {
            let v = match (a, &p.ty.node) {
                (HostArg::Scalar(s), _) => IVal::S(*s),
                (HostArg::Memref { buf, shape, stride }, _) => {
                    IVal::M(MRef { buf: *buf, offset: 0, shape: shape.clone(), stride: stride.clone() })
                }
                (HostArg::Group { bufs, shapes, strides, offset }, _) => {
                    IVal::G { bufs: bufs.clone(), shapes: shapes.clone(), strides: strides.clone(), offset: *offset }
                }
            };
            it.env.insert(*id, v);
        }
        it.region(&f.body)?;
    }
    Ok(())
}

impl Interp<'_> {
    fn get(&self, i: &Ident) -> Result<&IVal, String> {
        self.info.value_id(i).and_then(|id| self.env.get(&id)).ok_or_else(|| format!("unbound %{}", i.name))
    }
    fn set(&mut self, i: &Ident, v: IVal) {
        if let Some(id) = self.info.value_id(i) {
            self.env.insert(id, v);
        }
    }
    fn mref(&self, i: &Ident) -> Result<MRef, String> {
        match self.get(i)? {
            IVal::M(m) => Ok(m.clone()),
            _ => Err(format!("%{} is not a memref", i.name)),
        }
    }
    /// An operand of a scalar or cooperative-matrix type.
    fn typed_operand(&self, o: &Operand, ty: &Type) -> Result<IVal, String> {
        match (ty, o) {
            (Type::Scalar(s), _) => Ok(IVal::S(self.operand(o, *s)?)),
            (_, Operand::Value(i)) => Ok(self.get(i)?.clone()),
            _ => Err("a literal cooperative matrix".into()),
        }
    }

    fn operand(&self, o: &Operand, s: Scalar) -> Result<Sv, String> {
        match o {
            Operand::Value(i) => match self.get(i)? {
                IVal::S(v) => Ok(*v),
                _ => Err("not a scalar".into()),
            },
            Operand::Literal(l) => Ok(match l.node {
                Literal::Int { value, .. } if s.is_complex() => Sv::C(int_to_float(value, s), 0.0),
                Literal::Int { value, .. } if s.is_float() => Sv::F(int_to_float(value, s)),
                Literal::Int { value, .. } if s == Scalar::I1 => Sv::B(value != 0),
                // Signless constants: 255 : i8 is the bits of -1.
                Literal::Int { value, .. } => Sv::I(wrap(value, s)),
                Literal::Float(v) if s.is_complex() => Sv::C(round(v, s), 0.0),
                Literal::Float(v) => Sv::F(round(v, s)),
                Literal::Complex(re, im) => Sv::C(round(re, s), round(im, s)),
            }),
        }
    }
    fn index(&self, o: &Operand) -> Result<i64, String> {
        Ok(self.operand(o, Scalar::Index)?.as_i64())
    }
    fn read(&self, m: &MRef, idx: &[i64]) -> Result<Sv, String> {
        let at = m.at(idx);
        let buf = &self.host.bufs[m.buf].1;
        usize::try_from(at).ok().and_then(|a| buf.get(a).copied()).ok_or_else(|| format!("read out of bounds at {at}"))
    }
    fn write(&mut self, m: &MRef, idx: &[i64], v: Sv) -> Result<(), String> {
        let at = m.at(idx);
        let (s, buf) = &mut self.host.bufs[m.buf];
        let v = conv(v, *s);
        let slot =
            usize::try_from(at).ok().and_then(|a| buf.get_mut(a)).ok_or(format!("write out of bounds at {at}"))?;
        *slot = v;
        Ok(())
    }

    fn region(&mut self, r: &Region) -> Result<(), String> {
        for inst in &r.insts {
            self.inst(inst)?;
        }
        Ok(())
    }

    fn inst(&mut self, inst: &Inst) -> Result<(), String> {
        match &inst.kind {
            InstKind::Arith { op, operands, ty } => {
                let a = self.operand(&operands[0], ty.node)?;
                let b = match operands.get(1) {
                    Some(o) => self.operand(o, ty.node)?,
                    None => a,
                };
                let v = arith(*op, a, b, ty.node);
                self.set(&inst.results[0], IVal::S(v));
            }
            InstKind::Cast { operand, from, to } => {
                let v = conv(self.operand(operand, from.node)?, to.node);
                self.set(&inst.results[0], IVal::S(v));
            }
            InstKind::Cmp { op, lhs, rhs, ty } if ty.node.is_complex() => {
                let (a, b) = (self.operand(lhs, ty.node)?.as_complex(), self.operand(rhs, ty.node)?.as_complex());
                let v = if *op == CmpOp::Eq { a == b } else { a != b };
                self.set(&inst.results[0], IVal::S(Sv::B(v)));
            }
            InstKind::Cmp { op, lhs, rhs, ty } => {
                let v = cmp(*op, self.operand(lhs, ty.node)?, self.operand(rhs, ty.node)?);
                self.set(&inst.results[0], IVal::S(Sv::B(v)));
            }
            InstKind::GroupId => self.set(&inst.results[0], IVal::S(Sv::I(self.group))),
            InstKind::GroupSize => self.set(&inst.results[0], IVal::S(Sv::I(self.groups))),
            InstKind::Alloca { ty, .. } => {
                let n = ty.node.static_span().unwrap_or(0).max(1) as usize;
                self.host.bufs.push((ty.node.elem, vec![Sv::F(f64::NAN); n]));
                let m = MRef {
                    buf: self.host.bufs.len() - 1,
                    offset: 0,
                    shape: ty.node.shape.iter().map(|d| d.as_static().unwrap_or(0)).collect(),
                    stride: ty.node.stride.iter().map(|d| d.as_static().unwrap_or(0)).collect(),
                };
                self.set(&inst.results[0], IVal::M(m));
            }
            InstKind::Load { src, indices, .. } => {
                let v = match self.get(src)?.clone() {
                    IVal::G { bufs, shapes, strides, offset } => {
                        let i = self.index(&indices[0])? as usize;
                        let buf = *bufs.get(i).ok_or("group index out of range")?;
                        IVal::M(MRef { buf, offset, shape: shapes[i].clone(), stride: strides[i].clone() })
                    }
                    IVal::M(m) => {
                        let idx = indices.iter().map(|o| self.index(o)).collect::<Result<Vec<_>, _>>()?;
                        IVal::S(self.read(&m, &idx)?)
                    }
                    IVal::S(_) | IVal::K(..) => return Err("load from a scalar or cooperative matrix".into()),
                };
                self.set(&inst.results[0], v);
            }
            InstKind::Store { value, dst, indices, .. } => {
                let m = self.mref(dst)?;
                let idx = indices.iter().map(|o| self.index(o)).collect::<Result<Vec<_>, _>>()?;
                let v = match self.get(value)? {
                    IVal::S(v) => *v,
                    _ => return Err("store of non-scalar".into()),
                };
                self.write(&m, &idx, v)?;
            }
            InstKind::AtomicAccess { op, value, dst, indices, ty, .. } => {
                let m = self.mref(dst)?;
                let idx = indices.iter().map(|o| self.index(o)).collect::<Result<Vec<_>, _>>()?;
                let old = self.read(&m, &idx)?;
                let x = match value {
                    Some(v) => match self.get(v)? {
                        IVal::S(v) => Some(*v),
                        _ => return Err("atomic update with a non-scalar".into()),
                    },
                    None => None,
                };
                let elem = ty.node.elem;
                let new = match (op, x) {
                    (AtomicOp::Load, _) => None,
                    (AtomicOp::Store, x) => x,
                    (AtomicOp::Add, Some(x)) => Some(arith(ArithOp::Add, old, x, elem)),
                    (AtomicOp::Max, Some(x)) => Some(arith(ArithOp::Max, old, x, elem)),
                    (AtomicOp::Min, Some(x)) => Some(arith(ArithOp::Min, old, x, elem)),
                    (_, None) => return Err("atomic update without a value".into()),
                };
                if let Some(new) = new {
                    self.write(&m, &idx, new)?;
                }
                if let Some(r) = inst.results.first() {
                    self.set(r, IVal::S(old));
                }
            }
            InstKind::Size { src, mode, .. } => {
                let m = self.mref(src)?;
                self.set(&inst.results[0], IVal::S(Sv::I(m.shape[mode.node as usize])));
            }
            InstKind::Subview { src, slices, .. } => {
                let m = self.mref(src)?;
                let mut out = MRef { buf: m.buf, offset: m.offset, shape: vec![], stride: vec![] };
                for (k, s) in slices.iter().enumerate() {
                    let (o, z) = match s {
                        Slice::Full(_) => (0, Some(m.shape[k])),
                        Slice::Point(o) => (self.index(o)?, None),
                        Slice::Range(o, z) => (self.index(o)?, Some(self.index(z)?)),
                        Slice::ToEnd(o, _) => {
                            let o = self.index(o)?;
                            (o, Some(m.shape[k] - o))
                        }
                    };
                    out.offset += o * m.stride[k];
                    if let Some(z) = z {
                        out.shape.push(z);
                        out.stride.push(m.stride[k]);
                    }
                }
                self.set(&inst.results[0], IVal::M(out));
            }
            InstKind::Expand { src, mode, shape, .. } => {
                let m = self.mref(src)?;
                let k = mode.node as usize;
                let mut sizes = Vec::new();
                for e in shape {
                    sizes.push(match e {
                        ExpandDim::Value(i) => Some(self.operand(&Operand::Value(i.clone()), Scalar::Index)?.as_i64()),
                        ExpandDim::Const(c) => Some(c.node),
                        ExpandDim::Dynamic(_) => None,
                    });
                }
                let known: i64 = sizes.iter().flatten().product();
                let sizes: Vec<i64> =
                    sizes.into_iter().map(|s| s.unwrap_or(if known == 0 { 0 } else { m.shape[k] / known })).collect();
                let mut out =
                    MRef { buf: m.buf, offset: m.offset, shape: m.shape[..k].to_vec(), stride: m.stride[..k].to_vec() };
                let mut st = m.stride[k];
                for s in sizes {
                    out.shape.push(s);
                    out.stride.push(st);
                    st *= s;
                }
                out.shape.extend(&m.shape[k + 1..]);
                out.stride.extend(&m.stride[k + 1..]);
                self.set(&inst.results[0], IVal::M(out));
            }
            InstKind::Fuse { src, from, to, .. } => {
                let m = self.mref(src)?;
                let (i, j) = (from.node as usize, to.node as usize);
                let mut out = MRef {
                    buf: m.buf,
                    offset: m.offset,
                    shape: m.shape[..i].to_vec(),
                    stride: m.stride[..=i].to_vec(),
                };
                out.shape.push(m.shape[i..=j].iter().product());
                out.shape.extend(&m.shape[j + 1..]);
                out.stride.extend(&m.stride[j + 1..]);
                self.set(&inst.results[0], IVal::M(out));
            }
            InstKind::If { cond, then, otherwise, result_types } => {
                let c = self.operand(cond, Scalar::I1)?.as_bool();
                self.yielded.clear();
                if c {
                    self.region(then)?;
                } else if let Some(o) = otherwise {
                    self.region(o)?;
                }
                if result_types.as_ref().is_some_and(|t| !t.is_empty()) {
                    self.if_results(&inst.results);
                }
            }
            InstKind::Yield { values, types } => {
                let mut vals = Vec::new();
                for (v, t) in values.iter().zip(types) {
                    vals.push(self.typed_operand(v, &t.node)?);
                }
                self.yielded = vals;
            }
            InstKind::For { var, lb, ub, step, ty, body, carried, .. } => {
                let (lb, ub, step) = self.for_start(lb, ub, step.as_ref(), *ty, carried)?;
                let mut i = lb;
                while i < ub {
                    self.iteration(var, i);
                    self.region(body)?;
                    self.carry(carried);
                    // The range ends where i + step leaves the type (as in the kernels).
                    match i.checked_add(step) {
                        Some(next) => i = next,
                        None => break,
                    }
                }
                self.for_results(&inst.results, carried)?;
            }
            InstKind::Foreach { var, lb, ub, ty, body, more } => {
                let s = ty.map(|t| t.node).unwrap_or(Scalar::Index);
                let mut modes = vec![(var, self.operand(lb, s)?.as_i64(), self.operand(ub, s)?.as_i64())];
                for m in more {
                    modes.push((&m.var, self.operand(&m.lb, s)?.as_i64(), self.operand(&m.ub, s)?.as_i64()));
                }
                if modes.iter().any(|(_, l, u)| u <= l) {
                    return Ok(());
                }
                let mut idx: Vec<i64> = modes.iter().map(|m| m.1).collect();
                'all: loop {
                    for ((v, _, _), i) in modes.iter().zip(&idx) {
                        self.set(v, IVal::S(Sv::I(*i)));
                    }
                    self.region(body)?;
                    // First mode fastest.
                    for (k, (_, l, u)) in modes.iter().enumerate() {
                        idx[k] += 1;
                        if idx[k] < *u {
                            continue 'all;
                        }
                        idx[k] = *l;
                    }
                    break;
                }
            }
            InstKind::Constant { value, ty } => {
                let v = self.operand(&Operand::Literal(*value), ty.node)?;
                self.set(&inst.results[0], IVal::S(v));
            }
            InstKind::Builtin { query, .. } => {
                let (m, n) = self.wgs;
                let lid = self.lid;
                let at = |k: usize| lid.map(|(x, y)| [x, y][k]).ok_or("an SPMD builtin outside a parallel region");
                let v = match query {
                    BuiltinQuery::GroupId(Axis::X) => self.group,
                    BuiltinQuery::NumGroups(Axis::X) => self.groups,
                    BuiltinQuery::GroupId(_) => 0,
                    BuiltinQuery::NumGroups(_) => 1,
                    BuiltinQuery::NumSubgroups(Axis::X) => m / self.sgs,
                    BuiltinQuery::NumSubgroups(Axis::Y) => n,
                    BuiltinQuery::NumSubgroups(Axis::Z) => 1,
                    BuiltinQuery::SubgroupSize => self.sgs,
                    BuiltinQuery::SubgroupId(Axis::X) => at(0)? / self.sgs,
                    BuiltinQuery::SubgroupId(Axis::Y) => at(1)?,
                    BuiltinQuery::SubgroupId(Axis::Z) => 0,
                    BuiltinQuery::SubgroupLinearId => at(0)? / self.sgs + at(1)? * (m / self.sgs),
                    BuiltinQuery::SubgroupLocalId => at(0)? % self.sgs,
                };
                self.set(&inst.results[0], IVal::S(Sv::I(v)));
            }
            InstKind::Math { op, operand, ty } => {
                let s = ty.node;
                let x = self.operand(&Operand::Value(operand.clone()), s)?;
                let v = if s.is_complex() {
                    let z = x.as_complex();
                    let z = if op.exact() == MathOp::Exp2 { z * std::f64::consts::LN_2 } else { z };
                    // eᵃ overflows f64 from a ≈ 709.8 on, eᵃ·cos b and eᵃ·sin b a little later.
                    let e = if z.re > 700.0 && z.re.is_finite() {
                        let h = (z.re / 2.0).exp();
                        Complex64::new(h * z.im.cos() * h, h * z.im.sin() * h)
                    } else {
                        z.exp()
                    };
                    complex(e, s)
                } else {
                    let x = x.as_f64();
                    let r = match op.exact() {
                        MathOp::Cos => x.cos(),
                        MathOp::Sin => x.sin(),
                        MathOp::Exp => x.exp(),
                        MathOp::Exp2 => x.exp2(),
                        MathOp::Log => x.ln(),
                        _ => x.log2(),
                    };
                    Sv::F(round(r, s))
                };
                self.set(&inst.results[0], IVal::S(v));
            }
            InstKind::Barrier { .. } if self.lid.is_some() => {
                return Err("a barrier in a parallel region (the interpreter runs work-items one after another)".into());
            }
            InstKind::Barrier { .. } | InstKind::LifetimeStop { .. } => {}
            InstKind::Parallel { body } if has_subgroup_ops(body) => {
                let before = self.host.clone();
                let mut prev: Vec<Vec<Option<Sv>>> = Vec::new();
                // One pass per subgroup operation executed, and one to see that nothing changed.
                for _ in 0..10_000 {
                    *self.host = before.clone();
                    self.exchange = Some(Exchange { prev: std::mem::take(&mut prev), ..Exchange::default() });
                    let r = self.each_item(body);
                    let ex = self.exchange.take().unwrap_or_default();
                    r?;
                    if settled(&ex.given, &ex.prev) {
                        if ex.missing {
                            return Err("a subgroup operation that not every work-item of the subgroup reaches".into());
                        }
                        return Ok(());
                    }
                    prev = ex.given;
                }
                return Err("the subgroup operations of a parallel region did not settle".into());
            }
            InstKind::Parallel { body } => self.each_item(body)?,
            InstKind::Subgroup { op, operand, lane, ty } => {
                let x = match self.get(operand)? {
                    IVal::S(v) => *v,
                    _ => return Err("subgroup operation on a non-scalar".into()),
                };
                let lane = match lane {
                    Some(l) => match self.get(l)? {
                        IVal::S(v) => v.as_i64().clamp(0, self.sgs - 1),
                        _ => return Err("subgroup lane is not a scalar".into()),
                    },
                    None => 0,
                };
                let v = self.subgroup(*op, x, lane, ty.node)?;
                self.set(&inst.results[0], IVal::S(v));
            }
            InstKind::Coop { inst: ci, ty } => self.coop(inst, ci, ty.as_ref().map(|t| &t.node))?,
            InstKind::CoopApply { row, col, val, src, body, .. } => {
                let (t, m, w) = self.coop_val(src)?;
                let mut out = Vec::with_capacity(m.len());
                for j in 0..t.cols {
                    for i in 0..t.rows {
                        self.set(row, IVal::S(Sv::I(i)));
                        self.set(col, IVal::S(Sv::I(j)));
                        self.set(val, IVal::S(m[(i + j * t.rows) as usize]));
                        self.yielded.clear();
                        self.region(body)?;
                        match std::mem::take(&mut self.yielded).first() {
                            Some(IVal::S(v)) => out.push(*v),
                            _ => return Err("cooperative_matrix_apply without a yielded scalar".into()),
                        }
                    }
                }
                self.set(&inst.results[0], IVal::K(t, out, w));
            }
            InstKind::ForeachTile { vars, from, to, sizes, tile, body, .. } => {
                // Each tile, run by the work-items of one subgroup (lanes 0 … s − 1), tile after
                // tile (subgroup operations inside are not modelled).
                let mut ranges = Vec::new();
                for ((f, t), ts) in from.iter().zip(to).zip(tile) {
                    let f = self.index(&Operand::Value(f.clone()))?;
                    let t = self.index(&Operand::Value(t.clone()))?;
                    ranges.push((f, t, ts.node));
                }
                // In i128: a range may be wider than i64::MAX.
                let counts: Vec<i128> = ranges
                    .iter()
                    .map(|&(f, t, ts)| ((i128::from(t) - i128::from(f)).max(0) + i128::from(ts) - 1) / i128::from(ts))
                    .collect();
                let total: i128 = counts.iter().product();
                for tile_no in 0..total {
                    let mut rest = tile_no;
                    for (k, &(f, t, ts)) in ranges.iter().enumerate() {
                        let at = i128::from(f) + (rest % counts[k]) * i128::from(ts);
                        rest /= counts[k];
                        let size = i128::from(ts).min(i128::from(t) - at);
                        self.set(&vars[k], IVal::S(Sv::I(at as i64)));
                        self.set(&sizes[k], IVal::S(Sv::I(size as i64)));
                    }
                    for lane in 0..self.sgs {
                        self.lid = Some((lane, 0));
                        let r = self.region(body);
                        self.lid = None;
                        r?;
                    }
                }
            }
            InstKind::GroupLen { src, .. } => {
                let n = match self.get(src)? {
                    IVal::G { bufs, .. } => bufs.len() as i64,
                    _ => return Err(format!("%{} is not a group", src.name)),
                };
                self.set(&inst.results[0], IVal::S(Sv::I(n)));
            }
            // Host buffers are never null.
            InstKind::Associated { src } => {
                self.get(src)?;
                self.set(&inst.results[0], IVal::S(Sv::B(true)));
            }
            InstKind::Unsupported { name, .. } => return Err(format!("`{name}` is not supported")),
            InstKind::Blas(b) => self.blas(b)?,
        }
        Ok(())
    }

    /// Runs a region once as each work-item of the work-group.
    fn each_item(&mut self, body: &Region) -> Result<(), String> {
        let (m, n) = self.wgs;
        if has_barrier(body) {
            return self.each_item_in_lockstep(body);
        }
        for y in 0..n {
            for x in 0..m {
                self.lid = Some((x, y));
                if let Some(ex) = &mut self.exchange {
                    ex.count = 0;
                }
                let r = self.region(body);
                self.lid = None;
                r?;
            }
        }
        Ok(())
    }

    /// A parallel region with barriers: the instructions between two barriers run for every
    /// work-item before any work-item goes past the barrier, each work-item with its own values
    /// (and its own count of subgroup operations); memory is shared, so what one stores before a
    /// barrier is what the others load after it. A `for` or `if` around a barrier runs its
    /// iterations or its branch in the same lockstep, so its bounds or condition must be the
    /// same in every work-item (as the barrier requires).
    fn each_item_in_lockstep(&mut self, body: &Region) -> Result<(), String> {
        let (m, n) = self.wgs;
        let outside = self.env.clone();
        let mut items: Vec<Item> =
            (0..m * n).map(|_| Item { env: outside.clone(), count: 0, yielded: Vec::new() }).collect();
        let r = self.lockstep(&body.insts, &mut items);
        self.env = outside;
        r
    }

    /// Runs `insts` for every work-item of `items`, in lockstep at the barriers.
    fn lockstep(&mut self, insts: &[Inst], items: &mut [Item]) -> Result<(), String> {
        let mut start = 0;
        for (k, inst) in insts.iter().enumerate() {
            if !inst_has_barrier(inst) {
                continue;
            }
            let before = &insts[start..k];
            self.each(items, |me| before.iter().try_for_each(|i| me.inst(i)))?;
            start = k + 1;
            match &inst.kind {
                InstKind::Barrier { .. } => {}
                InstKind::For { var, lb, ub, step, ty, body, carried, .. } => {
                    let bounds = self.each(items, |me| me.for_start(lb, ub, step.as_ref(), *ty, carried))?;
                    let (lb, ub, step) = uniform(&bounds, "the bounds of a loop around a barrier")?;
                    let mut i = lb;
                    while i < ub {
                        self.each(items, |me| {
                            me.iteration(var, i);
                            Ok(())
                        })?;
                        self.lockstep(&body.insts, items)?;
                        self.each(items, |me| {
                            me.carry(carried);
                            Ok(())
                        })?;
                        match i.checked_add(step) {
                            Some(next) => i = next,
                            None => break,
                        }
                    }
                    self.each(items, |me| me.for_results(&inst.results, carried))?;
                }
                InstKind::If { cond, then, otherwise, result_types } => {
                    let conds = self.each(items, |me| {
                        me.yielded.clear();
                        Ok(me.operand(cond, Scalar::I1)?.as_bool())
                    })?;
                    if uniform(&conds, "the condition of an if around a barrier")? {
                        self.lockstep(&then.insts, items)?;
                    } else if let Some(o) = otherwise {
                        self.lockstep(&o.insts, items)?;
                    }
                    if result_types.as_ref().is_some_and(|t| !t.is_empty()) {
                        self.each(items, |me| {
                            me.if_results(&inst.results);
                            Ok(())
                        })?;
                    }
                }
                other => return Err(format!("a barrier inside `{}` in a parallel region", other.keyword())),
            }
        }
        let rest = &insts[start..];
        self.each(items, |me| rest.iter().try_for_each(|i| me.inst(i))).map(|_| ())
    }

    /// `f` run as each work-item of `items` in turn, with its values; what each returned.
    fn each<T>(
        &mut self,
        items: &mut [Item],
        mut f: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        let m = self.wgs.0;
        let mut out = Vec::with_capacity(items.len());
        for (w, item) in items.iter_mut().enumerate() {
            let w = w as i64;
            self.env = std::mem::take(&mut item.env);
            self.yielded = std::mem::take(&mut item.yielded);
            self.lid = Some((w % m, w / m));
            if let Some(ex) = &mut self.exchange {
                ex.count = item.count;
            }
            let r = f(self);
            self.lid = None;
            if let Some(ex) = &self.exchange {
                item.count = ex.count;
            }
            item.env = std::mem::take(&mut self.env);
            item.yielded = std::mem::take(&mut self.yielded);
            out.push(r?);
        }
        Ok(out)
    }

    /// A `for`'s carried values set to their initial values, and its bounds and step.
    fn for_start(
        &mut self,
        lb: &Operand,
        ub: &Operand,
        step: Option<&Operand>,
        ty: Option<Spanned<Scalar>>,
        carried: &[Carried],
    ) -> Result<(i64, i64, i64), String> {
        let s = ty.map(|t| t.node).unwrap_or(Scalar::Index);
        for c in carried {
            let v = self.typed_operand(&c.init, &c.ty.node)?;
            self.set(&c.name, v);
        }
        let (lb, ub) = (self.operand(lb, s)?.as_i64(), self.operand(ub, s)?.as_i64());
        let step = match step {
            Some(o) => self.operand(o, s)?.as_i64(),
            None => 1,
        };
        Ok((lb, ub, step))
    }

    /// The start of iteration `i` of a `for`.
    fn iteration(&mut self, var: &Ident, i: i64) {
        self.set(var, IVal::S(Sv::I(i)));
        self.yielded.clear();
    }

    /// A `for`'s carried values after an iteration: what its body yielded.
    fn carry(&mut self, carried: &[Carried]) {
        if !carried.is_empty() {
            let vals = std::mem::take(&mut self.yielded);
            for (c, v) in carried.iter().zip(vals) {
                self.set(&c.name, v);
            }
        }
    }

    /// An `if`'s results: what its branch yielded.
    fn if_results(&mut self, results: &[Ident]) {
        let vals = std::mem::take(&mut self.yielded);
        for (r, v) in results.iter().zip(vals) {
            self.set(r, v);
        }
    }

    /// A `for`'s results: its carried values after the last iteration.
    fn for_results(&mut self, results: &[Ident], carried: &[Carried]) -> Result<(), String> {
        for (r, c) in results.iter().zip(carried) {
            let v = self.get(&c.name)?.clone();
            self.set(r, v);
        }
        Ok(())
    }

    /// A subgroup operation of the current work-item on its value `x` (see [`Exchange`]). In
    /// the function body every work-item holds the same value.
    fn subgroup(&mut self, op: SubgroupOp, x: Sv, lane: i64, s: Scalar) -> Result<Sv, String> {
        let sgs = self.sgs;
        let values: Vec<Sv> = match (self.lid, &mut self.exchange) {
            (Some((lx, ly)), Some(ex)) => {
                let w = (lx + self.wgs.0 * ly) as usize;
                let k = ex.count;
                ex.count += 1;
                if ex.given.len() <= k {
                    ex.given.resize(k + 1, Vec::new());
                }
                let row = &mut ex.given[k];
                if row.len() <= w {
                    row.resize(w + 1, None);
                }
                row[w] = Some(x);
                let base = w - (lx % sgs) as usize;
                let mut out = Vec::with_capacity(sgs as usize);
                for j in 0..sgs as usize {
                    match ex.prev.get(k).and_then(|r| r.get(base + j)).copied().flatten() {
                        Some(v) => out.push(v),
                        None => {
                            ex.missing = true;
                            out.push(x);
                        }
                    }
                }
                out
            }
            (None, _) if matches!(op, SubgroupOp::Broadcast | SubgroupOp::Reduce(_)) => vec![x; sgs as usize],
            _ => return Err(format!("`{}` outside a parallel region differs between work-items", op.name())),
        };
        let me = match self.lid {
            Some((lx, _)) => (lx % sgs) as usize,
            None => 0,
        };
        let combine = |a: GroupArith, x: Sv, y: Sv| {
            let op = match a {
                GroupArith::Add => ArithOp::Add,
                GroupArith::Max => ArithOp::Max,
                GroupArith::Min => ArithOp::Min,
            };
            arith(op, x, y, s)
        };
        let fold = |a: GroupArith, init: Sv, vals: &[Sv]| vals.iter().fold(init, |acc, v| combine(a, acc, *v));
        Ok(match op {
            SubgroupOp::Broadcast => values[lane as usize],
            SubgroupOp::Reduce(a) => fold(a, values[0], &values[1..]),
            SubgroupOp::InclusiveScan(a) => fold(a, values[0], &values[1..=me]),
            // The manual's [I, x₀, x₀ ◇ x₁, …]: lane i > 0 folds x₀ … xᵢ₋₁ without the identity,
            // so a leading NaN of max or min stays NaN. Sums start from 0 (which differs only in
            // the sign of a zero: −0 + 0 is +0).
            SubgroupOp::ExclusiveScan(a) if me == 0 || a == GroupArith::Add => {
                fold(a, scan_identity(a, s), &values[..me])
            }
            SubgroupOp::ExclusiveScan(a) => fold(a, values[0], &values[1..me]),
        })
    }

    fn blas(&mut self, b: &Blas) -> Result<(), String> {
        let alpha = self.operand(&b.alpha, b.alpha_ty.node)?;
        let beta = self.operand(&b.beta, b.beta_ty.node)?;
        let (at, bt) = (b.alpha_ty.node, b.beta_ty.node);
        let out = self.mref(&b.out)?;
        let ot = b.out_ty.node.elem;
        let ins: Vec<MRef> = b.inputs.iter().map(|i| self.mref(i)).collect::<Result<_, _>>()?;
        let ity: Vec<Scalar> = b.input_tys.iter().map(|t| t.node.elem).collect();
        let beta_zero = self.info.is_zero(&b.beta);
        // In v0.4, or with a type of types.md involved, everything is computed in OUT's type.
        let floor = (self.info.v04 || ity.iter().chain([&ot, &at, &bt]).any(|t| t.is_v04())).then_some(ot);
        let join = move |a: Scalar, b: Scalar| match floor {
            Some(f) => a.join(b).join(f),
            None => a.join(b),
        };
        // α·val + β·old in the join, stored in OUT's type.
        let update = |me: &mut Self, idx: &[i64], val: Sv, vt: Scalar| -> Result<(), String> {
            let jt = join(join(ot, vt), join(at, bt));
            let scaled = arith(ArithOp::Mul, conv(alpha, jt), conv(val, jt), jt);
            let r = if beta_zero {
                scaled
            } else {
                let old = me.read(&out, idx)?;
                arith(ArithOp::Add, scaled, arith(ArithOp::Mul, conv(beta, jt), conv(old, jt), jt), jt)
            };
            me.write(&out, idx, conv(r, ot))
        };
        let mul = |x: Sv, tx: Scalar, y: Sv, ty: Scalar| {
            let pt = join(tx, ty);
            (arith(ArithOp::Mul, conv(x, pt), conv(y, pt), pt), pt)
        };
        let acc_add = |acc: Sv, x: Sv, xt: Scalar| {
            let st = join(ot, xt);
            conv(arith(ArithOp::Add, conv(acc, st), conv(x, st), st), ot)
        };
        let zero = conv(Sv::I(0), ot);
        match b.op {
            BlasOp::Axpby(t) => match out.shape.len() {
                0 => {
                    let v = self.read(&ins[0], &[])?;
                    update(self, &[], v, ity[0])?
                }
                1 => {
                    for i in 0..out.shape[0] {
                        let v = self.read(&ins[0], &[i])?;
                        update(self, &[i], v, ity[0])?
                    }
                }
                _ => {
                    for j in 0..out.shape[1] {
                        for i in 0..out.shape[0] {
                            let idx = if t == Transpose::T { [j, i] } else { [i, j] };
                            let v = self.read(&ins[0], &idx)?;
                            update(self, &[i, j], v, ity[0])?
                        }
                    }
                }
            },
            BlasOp::Hadamard if out.shape.len() == 2 => {
                for j in 0..out.shape[1] {
                    for i in 0..out.shape[0] {
                        let (p, pt) = mul(self.read(&ins[0], &[i, j])?, ity[0], self.read(&ins[1], &[i, j])?, ity[1]);
                        update(self, &[i, j], p, pt)?
                    }
                }
            }
            BlasOp::Hadamard => {
                for i in 0..out.shape[0] {
                    let (p, pt) = mul(self.read(&ins[0], &[i])?, ity[0], self.read(&ins[1], &[i])?, ity[1]);
                    update(self, &[i], p, pt)?
                }
            }
            BlasOp::Ger => {
                for j in 0..out.shape[1] {
                    for i in 0..out.shape[0] {
                        let (p, pt) = mul(self.read(&ins[0], &[i])?, ity[0], self.read(&ins[1], &[j])?, ity[1]);
                        update(self, &[i, j], p, pt)?
                    }
                }
            }
            BlasOp::Gemv(t) => {
                for i in 0..out.shape[0] {
                    let mut acc = zero;
                    for k in 0..ins[1].shape[0] {
                        let aik =
                            if t == Transpose::T { self.read(&ins[0], &[k, i])? } else { self.read(&ins[0], &[i, k])? };
                        let (p, pt) = mul(aik, ity[0], self.read(&ins[1], &[k])?, ity[1]);
                        acc = acc_add(acc, p, pt);
                    }
                    update(self, &[i], acc, ot)?
                }
            }
            BlasOp::Sum(t) => {
                if out.shape.is_empty() {
                    let mut acc = zero;
                    for k in 0..ins[0].shape[0] {
                        acc = acc_add(acc, self.read(&ins[0], &[k])?, ity[0]);
                    }
                    update(self, &[], acc, ot)?
                } else {
                    for i in 0..out.shape[0] {
                        let mut acc = zero;
                        let len = if t == Transpose::T { ins[0].shape[0] } else { ins[0].shape[1] };
                        for k in 0..len {
                            let v = if t == Transpose::T {
                                self.read(&ins[0], &[k, i])?
                            } else {
                                self.read(&ins[0], &[i, k])?
                            };
                            acc = acc_add(acc, v, ity[0]);
                        }
                        update(self, &[i], acc, ot)?
                    }
                }
            }
            BlasOp::Cumsum(mode) => {
                let mode = mode as usize;
                let order = out.shape.len();
                let others: Vec<usize> = (0..order).filter(|k| *k != mode).collect();
                let fibers: i64 = others.iter().map(|k| out.shape[*k]).product();
                for f in 0..fibers {
                    let mut idx = vec![0i64; order];
                    let mut rest = f;
                    for k in &others {
                        idx[*k] = rest % out.shape[*k];
                        rest /= out.shape[*k];
                    }
                    let mut acc = zero;
                    for j in 0..out.shape[mode] {
                        idx[mode] = j;
                        acc = acc_add(acc, self.read(&ins[0], &idx)?, ity[0]);
                        update(self, &idx, acc, ot)?;
                    }
                }
            }
            BlasOp::Gemm(ta, tb) => {
                let kl = if ta == Transpose::T { ins[0].shape[0] } else { ins[0].shape[1] };
                for j in 0..out.shape[1] {
                    for i in 0..out.shape[0] {
                        let mut acc = zero;
                        for k in 0..kl {
                            let a = if ta == Transpose::T {
                                self.read(&ins[0], &[k, i])?
                            } else {
                                self.read(&ins[0], &[i, k])?
                            };
                            let bb = if tb == Transpose::T {
                                self.read(&ins[1], &[j, k])?
                            } else {
                                self.read(&ins[1], &[k, j])?
                            };
                            let (p, pt) = mul(a, ity[0], bb, ity[1]);
                            acc = acc_add(acc, p, pt);
                        }
                        update(self, &[i, j], acc, ot)?
                    }
                }
            }
        }
        Ok(())
    }
}

/// Elements a memref with these sizes and strides spans (largest offset + 1; 0 if a size is 0).
pub fn span(shape: &[i64], stride: &[i64]) -> usize {
    if shape.contains(&0) {
        return 0;
    }
    (shape.iter().zip(stride).map(|(s, t)| (s - 1) * t.abs()).sum::<i64>() + 1) as usize
}

/// Canonical (packed column-major) strides.
pub fn packed(shape: &[i64]) -> Vec<i64> {
    let mut acc = 1;
    shape
        .iter()
        .map(|s| {
            let r = acc;
            acc *= s;
            r
        })
        .collect()
}

/// The strides of a memref of type `m` with the given sizes: the type's constant strides, and
/// the packed column-major ones where the type has `?`.
pub fn default_strides(m: &MemrefType, shape: &[i64]) -> Vec<i64> {
    m.stride.iter().zip(packed(shape)).map(|(d, c)| if let Dim::Static(v) = d { *v } else { c }).collect()
}

/// One work-item's values while a parallel region runs in lockstep
/// ([`Interp::each_item_in_lockstep`]).
struct Item {
    env: HashMap<ValueId, IVal>,
    /// Its subgroup operations so far in this pass (see [`Exchange`]).
    count: usize,
    yielded: Vec<IVal>,
}

/// Whether a region holds a barrier (at any depth).
fn has_barrier(r: &Region) -> bool {
    r.insts.iter().any(inst_has_barrier)
}

fn inst_has_barrier(i: &Inst) -> bool {
    matches!(i.kind, InstKind::Barrier { .. }) || i.kind.regions().into_iter().any(has_barrier)
}

/// The value every work-item has, or an error naming `what` when they differ.
fn uniform<T: PartialEq + Copy>(values: &[T], what: &str) -> Result<T, String> {
    match values.split_first() {
        Some((first, rest)) if rest.iter().all(|v| v == first) => Ok(*first),
        Some(_) => Err(format!("{what} differs between work-items")),
        None => Err(format!("{what}: no work-items")),
    }
}

/// Whether a region holds a subgroup operation (at any depth).
fn has_subgroup_ops(r: &Region) -> bool {
    r.insts
        .iter()
        .any(|i| matches!(i.kind, InstKind::Subgroup { .. }) || i.kind.regions().into_iter().any(has_subgroup_ops))
}

/// The identity of a subgroup scan: 0, or the smallest (max) or largest (min) value of `s`.
fn scan_identity(a: GroupArith, s: Scalar) -> Sv {
    let bound = |max: bool| match s {
        Scalar::I8 => {
            if max {
                i64::from(i8::MAX)
            } else {
                i64::from(i8::MIN)
            }
        }
        Scalar::I16 => {
            if max {
                i64::from(i16::MAX)
            } else {
                i64::from(i16::MIN)
            }
        }
        Scalar::I32 => {
            if max {
                i64::from(i32::MAX)
            } else {
                i64::from(i32::MIN)
            }
        }
        _ => {
            if max {
                i64::MAX
            } else {
                i64::MIN
            }
        }
    };
    match a {
        GroupArith::Add if s.is_complex() => Sv::C(0.0, 0.0),
        GroupArith::Add if s.is_floating() => Sv::F(0.0),
        GroupArith::Add => Sv::I(0),
        GroupArith::Max if s.is_floating() => Sv::F(f64::NEG_INFINITY),
        GroupArith::Min if s.is_floating() => Sv::F(f64::INFINITY),
        GroupArith::Max => Sv::I(bound(false)),
        GroupArith::Min => Sv::I(bound(true)),
    }
}

/// Whether two passes gave every subgroup operation the same values (bit for bit: a NaN equals
/// itself).
fn settled(a: &[Vec<Option<Sv>>], b: &[Vec<Option<Sv>>]) -> bool {
    let bits = |v: &Option<Sv>| format!("{v:?}");
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| x.len() == y.len() && x.iter().zip(y).all(|(p, q)| bits(p) == bits(q)))
}

/// Entry (row, column) of component `k` of work-item `lane` in tinytc's cooperative-matrix
/// layout (`docs/dev/coopmatrix_layout.rst` at v0.4.0), written out here apart from the
/// lowering's; `None` for padding.
fn coop_entry(c: &CoopType, s: i64, lane: i64, k: i64) -> Option<(i64, i64)> {
    let (m, n) = (c.rows, c.cols);
    let i = m.min(s);
    let j = (i * n + s - 1) / s * s / i;
    let kk = m / i;
    let v = i * kk * j / s;
    let k1 = if c.usage == tinyc_frontend::types::MatrixUse::B && c.elem.bytes() == 1 && m / s > 1 { 2 } else { 1 };
    let per = v / kk;
    let (w1, u, w2) = (k % k1, (k / k1) % per, k / (k1 * per));
    let row = lane % i + (w1 + w2 * k1) * i;
    let col = lane / i + u * (s / i);
    (col < n && row < m).then_some((row, col))
}

/// The number of components per work-item.
fn coop_len(c: &CoopType, s: i64) -> i64 {
    let i = c.rows.min(s);
    let j = (i * c.cols + s - 1) / s * s / i;
    i * (c.rows / i) * j / s
}

impl Interp<'_> {
    /// The entries of a cooperative matrix of type `t` that this work-item loads or stores at
    /// `pos` of `m` (those it holds; all of them outside a parallel region), each as (index in
    /// the matrix, memref index), bound checks applied.
    fn coop_targets(
        &self,
        t: &CoopType,
        access: CoopAccess,
        m: &MRef,
        pos: &[Ident; 2],
    ) -> Result<Vec<(usize, [i64; 2])>, String> {
        let (x, y) = (self.index(&Operand::Value(pos[0].clone()))?, self.index(&Operand::Value(pos[1].clone()))?);
        let entries: Vec<(i64, i64)> = match self.lid {
            Some((lx, _)) => {
                (0..coop_len(t, self.sgs)).filter_map(|k| coop_entry(t, self.sgs, lx % self.sgs, k)).collect()
            }
            None => (0..t.cols).flat_map(|j| (0..t.rows).map(move |i| (i, j))).collect(),
        };
        let mut out = Vec::new();
        for (i, j) in entries {
            let (r, q) = if access.transpose { (x + j, y + i) } else { (x + i, y + j) };
            let (row_at, row_n, col_at, col_n) =
                if access.transpose { (q, m.shape[1], r, m.shape[0]) } else { (r, m.shape[0], q, m.shape[1]) };
            let ok = (!access.rows_checked || (0..row_n).contains(&row_at))
                && (!access.cols_checked || (0..col_n).contains(&col_at));
            if ok {
                out.push(((i + j * t.rows) as usize, [r, q]));
            }
        }
        Ok(out)
    }

    fn coop_val(&self, i: &Ident) -> Result<(CoopType, Vec<Sv>, Whole), String> {
        match self.get(i)? {
            IVal::K(t, m, w) => Ok((*t, m.clone(), *w)),
            _ => Err(format!("%{} is not a cooperative matrix", i.name)),
        }
    }

    /// This work-item's lane in its subgroup (cooperative matrices outside a parallel region
    /// are the same on every work-item).
    fn lane(&self) -> Result<i64, String> {
        match self.lid {
            Some((x, _)) => Ok(x % self.sgs),
            None => Err("a work-item's share of a cooperative matrix outside a parallel region".into()),
        }
    }

    fn coop(&mut self, inst: &Inst, ci: &CoopInst, ty: Option<&Type>) -> Result<(), String> {
        let result = match ty {
            Some(Type::Coop(c)) => Some(*c),
            _ => None,
        };
        let need = || result.ok_or("a cooperative-matrix result without its type");
        let whole = |w: &[Whole]| if w.iter().all(|w| *w == Whole::Yes) { Whole::Yes } else { Whole::No };
        let out = match ci {
            CoopInst::Construct { value } => {
                let c = need()?;
                let x = self.operand(value, c.elem)?;
                Some(IVal::K(c, vec![x; (c.rows * c.cols) as usize], Whole::Yes))
            }
            CoopInst::Arith { op, operands } => {
                let c = need()?;
                let a = self.coop_val(&operands[0])?;
                let b = match operands.get(1) {
                    Some(o) => Some(self.coop_val(o)?),
                    None => None,
                };
                let m = (0..a.1.len())
                    // In the operand's type: `re`, `im` and `abs` of a complex matrix give its
                    // component type.
                    .map(|k| arith(*op, a.1[k], b.as_ref().map_or(Sv::I(0), |b| b.1[k]), a.0.elem))
                    .collect();
                Some(IVal::K(c, m, whole(&[a.2, b.map_or(Whole::Yes, |b| b.2)])))
            }
            CoopInst::Cast { operand } => {
                let c = need()?;
                let a = self.coop_val(operand)?;
                Some(IVal::K(c, a.1.into_iter().map(|v| conv(v, c.elem)).collect(), a.2))
            }
            CoopInst::Extract { src, index } => {
                let (t, m, _) = self.coop_val(src)?;
                let lane = self.lane()?;
                let v = match coop_entry(&t, self.sgs, lane, index.node) {
                    Some((r, c)) => m[(r + c * t.rows) as usize],
                    None => conv(Sv::I(0), t.elem),
                };
                Some(IVal::S(v))
            }
            CoopInst::Insert { value, src, index } => {
                let (t, mut m, _) = self.coop_val(src)?;
                let lane = self.lane()?;
                let x = match self.get(value)? {
                    IVal::S(v) => *v,
                    _ => return Err("insert of a non-scalar".into()),
                };
                if let Some((r, c)) = coop_entry(&t, self.sgs, lane, index.node) {
                    m[(r + c * t.rows) as usize] = x;
                }
                Some(IVal::K(t, m, Whole::No))
            }
            CoopInst::Load { access, src, pos, .. } => {
                let c = need()?;
                let mr = self.mref(src)?;
                let (x, y) =
                    (self.index(&Operand::Value(pos[0].clone()))?, self.index(&Operand::Value(pos[1].clone()))?);
                let mut m = Vec::with_capacity((c.rows * c.cols) as usize);
                for j in 0..c.cols {
                    for i in 0..c.rows {
                        let (r, q) = if access.transpose { (x + j, y + i) } else { (x + i, y + j) };
                        let (row_at, row_n, col_at, col_n) = if access.transpose {
                            (q, mr.shape[1], r, mr.shape[0])
                        } else {
                            (r, mr.shape[0], q, mr.shape[1])
                        };
                        let ok = (!access.rows_checked || (0..row_n).contains(&row_at))
                            && (!access.cols_checked || (0..col_n).contains(&col_at));
                        m.push(if ok { self.read(&mr, &[r, q])? } else { conv(Sv::I(0), c.elem) });
                    }
                }
                Some(IVal::K(c, m, Whole::Yes))
            }
            CoopInst::Store { access, value, dst, pos, .. } => {
                let (t, m, _) = self.coop_val(value)?;
                let mr = self.mref(dst)?;
                for (e, at) in self.coop_targets(&t, *access, &mr, pos)? {
                    self.write(&mr, &at, m[e])?;
                }
                None
            }
            CoopInst::Prefetch { .. } => None,
            CoopInst::Scale { scalar, matrix } => {
                let c = need()?;
                let s = match self.get(scalar)? {
                    IVal::S(v) => *v,
                    _ => return Err("scale by a non-scalar".into()),
                };
                let (_, m, w) = self.coop_val(matrix)?;
                Some(IVal::K(c, m.into_iter().map(|v| arith(ArithOp::Mul, s, v, c.elem)).collect(), w))
            }
            CoopInst::MulAdd { a, b, c } => {
                let d = need()?;
                let (ta, ma, wa) = self.coop_val(a)?;
                let (tb, mb, wb) = self.coop_val(b)?;
                let (tc, mc, wc) = self.coop_val(c)?;
                if wa == Whole::No || wb == Whole::No {
                    return Err(
                        "the interpreter cannot multiply cooperative matrices after cooperative_matrix_insert".into()
                    );
                }
                // Products in C's type, as tinytc v0.4.0 multiplies (mixed precision to C's type).
                let j = tc.elem;
                let mut m = Vec::with_capacity(mc.len());
                for col in 0..tc.cols {
                    for row in 0..tc.rows {
                        let mut acc = mc[(row + col * tc.rows) as usize];
                        for k in 0..ta.cols {
                            let x = conv(ma[(row + k * ta.rows) as usize], j);
                            let y = conv(mb[(k + col * tb.rows) as usize], j);
                            acc = arith(ArithOp::Add, acc, conv(arith(ArithOp::Mul, x, y, j), tc.elem), tc.elem);
                        }
                        m.push(conv(acc, d.elem));
                    }
                }
                Some(IVal::K(d, m, wc))
            }
            CoopInst::Atomic { op, access, value, dst, pos, .. } => {
                let mr = self.mref(dst)?;
                let v = match value {
                    Some(v) => Some(self.coop_val(v)?),
                    None => None,
                };
                let t = match (&v, result) {
                    (Some(v), _) => v.0,
                    (None, Some(r)) => r,
                    (None, None) => return Err("a cooperative-matrix atomic without a type".into()),
                };
                let mut prev = vec![conv(Sv::I(0), t.elem); (t.rows * t.cols) as usize];
                for (e, [r, q]) in self.coop_targets(&t, *access, &mr, pos)? {
                    let old = self.read(&mr, &[r, q])?;
                    prev[e] = old;
                    let new = match (op, &v) {
                        (AtomicOp::Load, _) => None,
                        (AtomicOp::Store, Some(v)) => Some(v.1[e]),
                        (AtomicOp::Add, Some(v)) => Some(arith(ArithOp::Add, old, v.1[e], t.elem)),
                        (AtomicOp::Max, Some(v)) => Some(arith(ArithOp::Max, old, v.1[e], t.elem)),
                        (AtomicOp::Min, Some(v)) => Some(arith(ArithOp::Min, old, v.1[e], t.elem)),
                        (_, None) => return Err("an atomic update without its matrix".into()),
                    };
                    if let Some(n) = new {
                        self.write(&mr, &[r, q], n)?;
                    }
                }
                result.map(|r| IVal::K(r, prev, Whole::No))
            }
            CoopInst::Reduce { op, column, src } => {
                let d = need()?;
                let (t, m, w) = self.coop_val(src)?;
                if w == Whole::No {
                    return Err(
                        "the interpreter cannot reduce a cooperative matrix after cooperative_matrix_insert".into()
                    );
                }
                let a = match op {
                    GroupArith::Add => ArithOp::Add,
                    GroupArith::Max => ArithOp::Max,
                    GroupArith::Min => ArithOp::Min,
                };
                let at = |r: i64, c: i64| m[(r + c * t.rows) as usize];
                let out: Vec<Sv> = if *column {
                    (0..t.cols).map(|c| (1..t.rows).fold(at(0, c), |acc, r| arith(a, acc, at(r, c), t.elem))).collect()
                } else {
                    (0..t.rows).map(|r| (1..t.cols).fold(at(r, 0), |acc, c| arith(a, acc, at(r, c), t.elem))).collect()
                };
                Some(IVal::K(d, out, Whole::Yes))
            }
        };
        if let (Some(v), Some(r)) = (out, inst.results.first()) {
            self.set(r, v);
        }
        Ok(())
    }
}

//! The `dg` benchmark: the kernels of one ADER-DG time step of the elastic wave equation (9
//! quantities, a tetrahedral mesh) as a DG code's generator writes them, for polynomial degrees
//! 3–6 (20, 35, 56, 84 basis functions) in f32 and f64:
//!
//! - **volume**: Q += Σ_d kDivM_d · (I · star_d), d = x, y, z;
//! - **local flux**: Q += Σ_f rDivM_f · ((fMrT_f · I) · AplusT_f) over the four faces;
//! - **neighbour flux**: Q += Σ_f rDivM_f · ((fP_h · (rT_f · I_neighbour(f))) · AminusT_f), I of
//!   the element across face f read through a pointer array;
//! - **ADER**: the Cauchy–Kovalevskaya derivatives dQ_s = Σ_d (kDivMT_d · dQ_{s−1}) · star_d
//!   with shrinking blocks, and the time integral I = Σ_s c_s · dQ_s, in one kernel.
//!
//! Each kernel is one tinytc program with one work-group per element: per-element tensors are
//! `group<memref<…>, offset: ?>` parameters loaded with `group_id` (the neighbour's I through a
//! group whose members point at other elements), the global matrices plain memrefs, every
//! intermediate an `alloca`, β = 1 where a result accumulates, row blocks through `subview`, and
//! rows padded to 32 bytes as SeisSol's generator (YATeTo) lays them out. The v0.4 form is the
//! v0.3 program through `tinyc fmt --to v0.4`.
//!
//! Against: the same chain on the host per element with LIBXSMM's and MKL's JIT kernels (one
//! kernel per GEMM shape, the elements split over one thread per core, intermediates on the
//! thread's stack, as a CPU DG code runs), and with one `cblas_?gemm_batch` call per GEMM of the
//! chain over all elements (intermediates in memory); with `TINYTC_V04_CLI`, tinytc v0.4.0's
//! SPIR-V of the v0.4 program on the same device. Every result is checked on sample elements
//! against an f64 host evaluation of the chain.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use tinyc_runtime::{Arg, Buffer, Context, GroupArg, MemrefArg, Program};

use crate::gemm::{Contender, Elem, Measured, measure_runs};
use crate::host::{self, BatchGemm, GemmShape, Libxsmm, Mkl, MklJit, Pool, SmallGemm, SmallKernel};
use crate::table::{Cell, Table};
use crate::{DgArgs, Failure, Outcome, Result};

/// The kernels of a time step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    Volume,
    Local,
    Neighbour,
    Ader,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Volume, Kind::Local, Kind::Neighbour, Kind::Ader];

    fn name(self) -> &'static str {
        match self {
            Kind::Volume => "volume",
            Kind::Local => "local_flux",
            Kind::Neighbour => "neighbour_flux",
            Kind::Ader => "ader",
        }
    }
}

/// What to measure.
#[derive(Clone, Debug)]
pub struct Config {
    pub degrees: Vec<usize>,
    pub precisions: Vec<&'static str>,
    pub kinds: Vec<Kind>,
    pub mib: usize,
    pub runs: usize,
    pub warmups: usize,
    pub csv: PathBuf,
    pub peers: bool,
    pub tinytc: Option<PathBuf>,
    pub emit: Option<PathBuf>,
}

impl Config {
    pub fn from_args(args: DgArgs) -> Config {
        let or = |v: Vec<usize>, d: &[usize]| if v.is_empty() { d.to_vec() } else { v };
        Config {
            degrees: or(args.degrees.into_iter().map(usize::from).collect(), &[3, 4, 5, 6]),
            precisions: match args.precision.as_deref() {
                Some("f32") => vec!["f32"],
                Some("f64") => vec!["f64"],
                _ => vec!["f32", "f64"],
            },
            kinds: if args.kernels.is_empty() { Kind::ALL.to_vec() } else { args.kernels },
            mib: args.mib.map_or(if args.quick { 8 } else { 64 }, |m| m as usize),
            runs: args.runs.map_or(if args.quick { 5 } else { 10 }, |r| r as usize),
            warmups: if args.quick { 1 } else { 2 },
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("dg.csv")),
            peers: !args.no_peers,
            emit: args.emit,
            tinytc: std::env::var_os("TINYTC_V04_CLI").filter(|v| !v.is_empty()).map(PathBuf::from),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The chains

/// Basis functions of degree ≤ p on a tetrahedron.
pub fn basis(p: usize) -> usize {
    (p + 1) * (p + 2) * (p + 3) / 6
}

/// Basis functions of degree ≤ p on a triangle (a face).
pub fn face_basis(p: usize) -> usize {
    (p + 1) * (p + 2) / 2
}

/// Quantities of the elastic wave equation (stress and velocity).
const QUANTITIES: usize = 9;

/// Where a tensor lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Storage {
    /// One matrix per element, a group parameter.
    Element,
    /// The matrix of tensor `of` of the element across face `face`, a group parameter whose
    /// members point into `of`'s storage.
    Neighbour { of: usize, face: usize },
    /// One matrix for all elements, a memref parameter.
    Global,
    /// An intermediate: `alloca` in the kernel, the thread's scratch on the host.
    Temp,
}

#[derive(Clone, Debug)]
struct Tensor {
    name: String,
    /// Stored rows (the leading dimension) and columns.
    rows: usize,
    cols: usize,
    storage: Storage,
}

/// Rows `r0..r0 + rows` and columns `0..cols` of a tensor.
#[derive(Clone, Copy, Debug)]
struct Block {
    t: usize,
    r0: usize,
    rows: usize,
    cols: usize,
}

#[derive(Clone, Copy, Debug)]
enum Step {
    /// C = A·B + β·C.
    Gemm { a: Block, b: Block, c: Block, beta: u8 },
    /// C = α·A + β·C, α the scalar parameter `alpha`.
    Axpby { alpha: usize, a: Block, c: Block, beta: u8 },
}

/// One kernel: tensors, scalar parameters (name, value) and the steps.
#[derive(Clone, Debug)]
pub struct Chain {
    kind: Kind,
    tensors: Vec<Tensor>,
    scalars: Vec<(String, f64)>,
    steps: Vec<Step>,
}

impl Chain {
    fn new(kind: Kind) -> Chain {
        Chain { kind, tensors: Vec::new(), scalars: Vec::new(), steps: Vec::new() }
    }

    fn tensor(&mut self, name: impl Into<String>, rows: usize, cols: usize, storage: Storage) -> usize {
        self.tensors.push(Tensor { name: name.into(), rows, cols, storage });
        self.tensors.len() - 1
    }

    fn whole(&self, t: usize) -> Block {
        Block { t, r0: 0, rows: self.tensors[t].rows, cols: self.tensors[t].cols }
    }

    fn rows(&self, t: usize, r0: usize, rows: usize) -> Block {
        Block { t, r0, rows, cols: self.tensors[t].cols }
    }

    fn gemm(&mut self, a: Block, b: Block, c: Block, beta: u8) {
        debug_assert!(a.rows == c.rows && a.cols == b.rows && b.cols == c.cols, "{a:?} {b:?} {c:?}");
        self.steps.push(Step::Gemm { a, b, c, beta });
    }

    /// The four kernels of a time step for degree `p`, rows padded to `align` elements.
    pub fn build(kind: Kind, p: usize, align: usize) -> Chain {
        let pad = |rows: usize| rows.div_ceil(align) * align;
        let (b, q) = (basis(p), QUANTITIES);
        let ld = pad(b);
        let mut c = Chain::new(kind);
        match kind {
            Kind::Volume => {
                let bp = basis(p - 1);
                let i = c.tensor("I", ld, q, Storage::Element);
                let out = c.tensor("Q", ld, q, Storage::Element);
                for d in 0..3 {
                    let star = c.tensor(format!("star_{d}"), q, q, Storage::Element);
                    let k = c.tensor(format!("kDivM_{d}"), ld, bp, Storage::Global);
                    let t = c.tensor(format!("tmp_{d}"), pad(bp), q, Storage::Temp);
                    c.gemm(c.rows(i, 0, pad(bp)), c.whole(star), c.whole(t), 0);
                    c.gemm(c.whole(k), c.rows(t, 0, bp), c.whole(out), 1);
                }
            }
            Kind::Local | Kind::Neighbour => {
                let (bf, f) = (face_basis(p), pad(face_basis(p)));
                let i = c.tensor("I", ld, q, Storage::Element);
                let out = c.tensor("Q", ld, q, Storage::Element);
                let mut fp = Vec::new();
                for face in 0..4 {
                    let r = c.tensor(format!("rDivM_{face}"), ld, bf, Storage::Global);
                    let t1 = c.tensor(format!("tmp_{face}_1"), f, q, Storage::Temp);
                    let t2 = c.tensor(format!("tmp_{face}_2"), f, q, Storage::Temp);
                    if kind == Kind::Local {
                        let m = c.tensor(format!("fMrT_{face}"), f, b, Storage::Global);
                        let a = c.tensor(format!("AplusT_{face}"), q, q, Storage::Element);
                        c.gemm(c.whole(m), c.rows(i, 0, b), c.whole(t1), 0);
                        c.gemm(c.whole(t1), c.whole(a), c.whole(t2), 0);
                        c.gemm(c.whole(r), c.rows(t2, 0, bf), c.whole(out), 1);
                    } else {
                        let n = c.tensor(format!("I_{face}"), ld, q, Storage::Neighbour { of: i, face });
                        let rt = c.tensor(format!("rT_{face}"), f, b, Storage::Global);
                        // The face's orientation relative to the neighbour's: one of three.
                        let h = face % 3;
                        if fp.len() <= h {
                            fp.push(c.tensor(format!("fP_{h}"), f, bf, Storage::Global));
                        }
                        let a = c.tensor(format!("AminusT_{face}"), q, q, Storage::Element);
                        let t3 = c.tensor(format!("tmp_{face}_3"), f, q, Storage::Temp);
                        c.gemm(c.whole(rt), c.rows(n, 0, b), c.whole(t1), 0);
                        c.gemm(c.whole(fp[h]), c.rows(t1, 0, bf), c.whole(t2), 0);
                        c.gemm(c.whole(t2), c.whole(a), c.whole(t3), 0);
                        c.gemm(c.whole(r), c.rows(t3, 0, bf), c.whole(out), 1);
                    }
                }
            }
            Kind::Ader => {
                // Taylor coefficients Δt^(s+1)/(s+1)! of a time step Δt = 0.5.
                let mut coef = 0.5;
                for s in 0..=p {
                    c.scalars.push((format!("c{s}"), coef));
                    coef *= 0.5 / (s + 2) as f64;
                }
                let qin = c.tensor("Q", ld, q, Storage::Element);
                let out = c.tensor("I", ld, q, Storage::Element);
                let star: Vec<usize> = (0..3).map(|d| c.tensor(format!("star_{d}"), q, q, Storage::Element)).collect();
                // kDivMT_d stored as its non-zero block: the rows of degree p−1, the columns
                // 1..B−2+d of degree p (the constant mode has no derivative).
                let kdiv: Vec<usize> = (0..3)
                    .map(|d| c.tensor(format!("kDivMT_{d}"), pad(basis(p - 1)), b - 3 + d, Storage::Global))
                    .collect();
                let whole_q = c.whole(qin);
                c.steps.push(Step::Axpby { alpha: 0, a: whole_q, c: c.whole(out), beta: 0 });
                let (mut prev, mut b_in) = (qin, b);
                for s in 1..=p {
                    let b_out = basis(p - s);
                    let m = pad(b_out);
                    let dq = c.tensor(format!("dQ_{s}"), m, q, Storage::Temp);
                    for d in 0..3 {
                        let k = b_in - 3 + d;
                        let t = c.tensor(format!("tmp_{s}_{d}"), m, q, Storage::Temp);
                        c.gemm(Block { t: kdiv[d], r0: 0, rows: m, cols: k }, c.rows(prev, 1, k), c.whole(t), 0);
                        c.gemm(c.whole(t), c.whole(star[d]), c.whole(dq), u8::from(d > 0));
                    }
                    let whole_dq = c.whole(dq);
                    c.steps.push(Step::Axpby { alpha: s, a: whole_dq, c: c.rows(out, 0, m), beta: 1 });
                    (prev, b_in) = (dq, b_out);
                }
            }
        }
        c
    }

    /// Floating-point operations per element (2mnk per GEMM, 2 per axpby entry).
    pub fn flops(&self) -> usize {
        self.steps
            .iter()
            .map(|s| match *s {
                Step::Gemm { a, b, .. } => 2 * a.rows * a.cols * b.cols,
                Step::Axpby { c, .. } => 2 * c.rows * c.cols,
            })
            .sum()
    }

    fn blocks(step: &Step) -> [Block; 3] {
        match *step {
            Step::Gemm { a, b, c, .. } => [a, b, c],
            Step::Axpby { a, c, .. } => [a, a, c],
        }
    }

    /// The tensors the kernel takes, in the order the steps first use them (as the generator
    /// orders its parameters).
    fn params(&self) -> Vec<usize> {
        let mut list = Vec::new();
        for step in &self.steps {
            for block in Chain::blocks(step) {
                if self.tensors[block.t].storage != Storage::Temp && !list.contains(&block.t) {
                    list.push(block.t);
                }
            }
        }
        list
    }

    /// The tensors the chain writes that outlive it (its results).
    fn outputs(&self) -> Vec<usize> {
        let mut list = Vec::new();
        for step in &self.steps {
            let c = Chain::blocks(step)[2];
            if self.tensors[c.t].storage == Storage::Element && !list.contains(&c.t) {
                list.push(c.t);
            }
        }
        list
    }

    /// Bytes of the per-element tensors of one element.
    fn element_bytes(&self, elem: usize) -> usize {
        self.tensors.iter().filter(|t| t.storage == Storage::Element).map(|t| t.rows * t.cols * elem).sum()
    }

    /// The tinytc v0.3 program, as the generator writes it.
    pub fn program(&self, ty: &str) -> String {
        use std::fmt::Write as _;
        let name = self.kind.name();
        let memref = |t: &Tensor| format!("memref<{ty}x{}x{}>", t.rows, t.cols);
        let group = |t: &Tensor| format!("group<{}, offset: ?>", memref(t));
        let mut params: Vec<String> = self.scalars.iter().map(|(n, _)| format!("%{n}: {ty}")).collect();
        for &p in &self.params() {
            let t = &self.tensors[p];
            let ty = if t.storage == Storage::Global { memref(t) } else { group(t) };
            params.push(format!("%{}: {ty}", t.name));
        }
        let mut out = String::new();
        let _ = writeln!(out, "func @{name}({}) {{", params.join(",\n    "));
        let _ = writeln!(out, "  %e = group_id");
        let value = |t: usize| match self.tensors[t].storage {
            Storage::Element | Storage::Neighbour { .. } => format!("%{}_e", self.tensors[t].name),
            _ => format!("%{}", self.tensors[t].name),
        };
        for &p in &self.params() {
            let t = &self.tensors[p];
            if t.storage != Storage::Global {
                let _ = writeln!(out, "  {} = load %{}[%e] : {}", value(p), t.name, group(t));
            }
        }
        for (i, t) in self.tensors.iter().enumerate() {
            if t.storage == Storage::Temp {
                let _ = writeln!(out, "  {} = alloca -> {}", value(i), memref(t));
            }
        }
        let mut views = 0;
        let mut view = |out: &mut String, b: Block| -> (String, String) {
            let t = &self.tensors[b.t];
            if b.r0 == 0 && b.rows == t.rows && b.cols == t.cols {
                return (value(b.t), memref(t));
            }
            views += 1;
            let v = format!("%v{views}");
            let _ = writeln!(out, "  {v} = subview {}[{}:{}, 0:{}] : {}", value(b.t), b.r0, b.rows, b.cols, memref(t));
            (v, format!("memref<{ty}x{}x{},strided<1,{}>>", b.rows, b.cols, t.rows))
        };
        for step in &self.steps {
            match *step {
                Step::Gemm { a, b, c, beta } => {
                    let ((va, ta), (vb, tb), (vc, tc)) = (view(&mut out, a), view(&mut out, b), view(&mut out, c));
                    let _ = writeln!(out, "  gemm.n.n 1.0, {va}, {vb}, {beta}.0, {vc} : {ty}, {ta}, {tb}, {ty}, {tc}");
                }
                Step::Axpby { alpha, a, c, beta } => {
                    let ((va, ta), (vc, tc)) = (view(&mut out, a), view(&mut out, c));
                    let alpha = &self.scalars[alpha].0;
                    let _ = writeln!(out, "  axpby.n %{alpha}, {va}, {beta}.0, {vc} : {ty}, {ta}, {ty}, {tc}");
                }
            }
        }
        out.push_str("}\n");
        out
    }
}

/// The element across face `face` of element `e` of `elements`: near and far neighbours, as in
/// a mesh numbered along a space-filling curve.
fn neighbour(e: usize, face: usize, elements: usize) -> usize {
    let shift = [1, elements.saturating_sub(1), 37, elements.saturating_sub(37)][face] % elements.max(1);
    (e + shift) % elements.max(1)
}

// ---------------------------------------------------------------------------------------------
// Host data and the host evaluation

/// The chain's data on the host: one vector per tensor (per-element tensors: all elements,
/// globals: one matrix, others empty) and the scalars.
struct Data<T> {
    elements: usize,
    bufs: Vec<Vec<T>>,
    scalars: Vec<T>,
}

impl<T: Elem> Data<T> {
    fn new(chain: &Chain, elements: usize) -> Data<T> {
        let bufs = chain
            .tensors
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let n = match t.storage {
                    Storage::Element => elements * t.rows * t.cols,
                    Storage::Global => t.rows * t.cols,
                    _ => 0,
                };
                // Entries in [−0.5, 0.5), scaled so that sums of products stay of order one.
                let scale = if t.storage == Storage::Global { 1.0 / (t.cols as f64).sqrt() } else { 1.0 };
                (0..n)
                    .map(|j| {
                        let h = (j as u64).wrapping_mul(2_654_435_761).wrapping_add(i as u64 * 97) % 1999;
                        T::from_parts((h as f64 / 1999.0 - 0.5) * scale, 0.0)
                    })
                    .collect()
            })
            .collect();
        Data { elements, bufs, scalars: chain.scalars.iter().map(|s| T::from_parts(s.1, 0.0)).collect() }
    }

    fn convert<U: Elem>(&self) -> Data<U> {
        let conv = |v: &[T]| v.iter().map(|x| U::from_parts(x.to_c64().re, 0.0)).collect();
        Data {
            elements: self.elements,
            bufs: self.bufs.iter().map(|b| conv(b)).collect(),
            scalars: conv(&self.scalars),
        }
    }
}

/// Addresses of the chain's tensors for one element on the host (as integers, to cross threads).
struct Layout {
    bases: Vec<usize>,
    /// Per temporary: its offset in the scratch of one element.
    temps: Vec<usize>,
    scratch: usize,
    elements: usize,
}

impl Layout {
    /// `bases[t]`: the address of tensor t's storage (0 for temporaries and neighbours).
    fn new<T>(chain: &Chain, bufs: &[*mut T], elements: usize) -> Layout {
        let mut temps = vec![0; chain.tensors.len()];
        let mut scratch = 0;
        for (i, t) in chain.tensors.iter().enumerate() {
            if t.storage == Storage::Temp {
                temps[i] = scratch;
                scratch += t.rows * t.cols;
            }
        }
        Layout { bases: bufs.iter().map(|&p| p as usize).collect(), temps, scratch, elements }
    }

    /// The address of block `b` of element `e`; temporaries at `scratch` (this thread's).
    fn at<T>(&self, chain: &Chain, b: Block, e: usize, scratch: *mut T) -> *mut T {
        let t = &chain.tensors[b.t];
        let size = t.rows * t.cols;
        let base = match t.storage {
            Storage::Element => self.bases[b.t] as *mut T,
            Storage::Neighbour { of, .. } => self.bases[of] as *mut T,
            Storage::Global => self.bases[b.t] as *mut T,
            Storage::Temp => scratch.wrapping_add(self.temps[b.t]),
        };
        let entry = match t.storage {
            Storage::Element => e * size,
            Storage::Neighbour { face, .. } => neighbour(e, face, self.elements) * size,
            _ => 0,
        };
        base.wrapping_add(entry + b.r0)
    }
}

fn gemm_shape(chain: &Chain, a: Block, b: Block, c: Block, beta: u8) -> GemmShape {
    let ld = |x: Block| chain.tensors[x.t].rows;
    GemmShape { m: c.rows, n: c.cols, k: a.cols, lda: ld(a), ldb: ld(b), ldc: ld(c), beta }
}

/// C = α·A + β·C on column-major blocks.
///
/// # Safety
/// The pointers address blocks of `rows × cols` with these leading dimensions.
unsafe fn axpby<T: DgElem>(
    alpha: T,
    a: *const T,
    lda: usize,
    beta: T,
    c: *mut T,
    ldc: usize,
    (rows, cols): (usize, usize),
) {
    for j in 0..cols {
        for i in 0..rows {
            // SAFETY: inside the blocks (the caller's promise).
            unsafe {
                let (x, y) = (a.add(i + j * lda), c.add(i + j * ldc));
                *y = alpha * *x + beta * *y;
            }
        }
    }
}

/// A plain triple loop, for the f64 reference.
fn naive_kernel(s: GemmShape) -> SmallKernel<f64> {
    Box::new(move |a, b, c| {
        for j in 0..s.n {
            for i in 0..s.m {
                // SAFETY: the blocks of the shape (the caller's promise).
                unsafe {
                    let mut acc = if s.beta == 1 { *c.add(i + j * s.ldc) } else { 0.0 };
                    for l in 0..s.k {
                        acc += *a.add(i + l * s.lda) * *b.add(l + j * s.ldb);
                    }
                    *c.add(i + j * s.ldc) = acc;
                }
            }
        }
    })
}

/// The chain for elements `range`, one after the other, with a kernel per GEMM step.
///
/// # Safety
/// `layout` addresses live storage of the chain's shapes; `scratch` holds `layout.scratch`
/// elements; no other thread writes the elements of `range`.
unsafe fn run_elements<T: DgElem>(
    chain: &Chain,
    layout: &Layout,
    kernels: &[Option<SmallKernel<T>>],
    scalars: &[T],
    range: std::ops::Range<usize>,
    scratch: *mut T,
) {
    let (zero, one) = (T::from_parts(0.0, 0.0), T::from_parts(1.0, 0.0));
    for e in range {
        for (step, kernel) in chain.steps.iter().zip(kernels) {
            match (*step, kernel) {
                (Step::Gemm { a, b, c, .. }, Some(k)) => {
                    let at = |x: Block| layout.at(chain, x, e, scratch);
                    k(at(a), at(b), at(c));
                }
                (Step::Axpby { alpha, a, c, beta }, _) => {
                    let ld = |x: Block| chain.tensors[x.t].rows;
                    let pa = layout.at(chain, a, e, scratch);
                    let pc = layout.at(chain, c, e, scratch);
                    let beta = if beta == 1 { one } else { zero };
                    // SAFETY: blocks of the chain's shapes (the caller's promise).
                    unsafe { axpby(scalars[alpha], pa, ld(a), beta, pc, ld(c), (c.rows, c.cols)) };
                }
                _ => {}
            }
        }
    }
}

/// Kernels for the chain's GEMM steps from a per-shape library (`None` for the other steps).
fn kernels<T>(
    chain: &Chain,
    make: impl Fn(GemmShape) -> Result<SmallKernel<T>, String>,
) -> Result<Vec<Option<SmallKernel<T>>>, String> {
    chain
        .steps
        .iter()
        .map(|s| match *s {
            Step::Gemm { a, b, c, beta } => make(gemm_shape(chain, a, b, c, beta)).map(Some),
            Step::Axpby { .. } => Ok(None),
        })
        .collect()
}

/// The f64 evaluation of the chain's outputs on `sample` elements: (tensor, element, values).
fn reference(chain: &Chain, data: &Data<f64>, sample: &[usize]) -> Vec<(usize, usize, Vec<f64>)> {
    let mut data = Data { elements: data.elements, bufs: data.bufs.clone(), scalars: data.scalars.clone() };
    let ptrs: Vec<*mut f64> = data.bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
    let layout = Layout::new(chain, &ptrs, data.elements);
    let mut scratch = vec![0.0f64; layout.scratch.max(1)];
    let ks = kernels(chain, |s| Ok(naive_kernel(s))).unwrap_or_default();
    for &e in sample {
        // SAFETY: the layout of `data`'s vectors, which live until the end of this function.
        unsafe { run_elements(chain, &layout, &ks, &data.scalars, e..e + 1, scratch.as_mut_ptr()) };
    }
    let mut out = Vec::new();
    for t in chain.outputs() {
        let size = chain.tensors[t].rows * chain.tensors[t].cols;
        for &e in sample {
            out.push((t, e, data.bufs[t][e * size..(e + 1) * size].to_vec()));
        }
    }
    out
}

/// Whether `got` (an output tensor's storage for all elements) matches the reference: largest
/// |got − ref| / largest |ref| within the type's tolerance.
fn compare<T: Elem>(
    chain: &Chain,
    t: usize,
    got: &[T],
    reference: &[(usize, usize, Vec<f64>)],
) -> std::result::Result<(), String> {
    let size = chain.tensors[t].rows * chain.tensors[t].cols;
    let (mut worst, mut largest) = (0.0f64, 0.0f64);
    for (_, e, want) in reference.iter().filter(|r| r.0 == t) {
        let Some(have) = got.get(e * size..(e + 1) * size) else { return Err(format!("element {e} missing")) };
        for (h, w) in have.iter().zip(want) {
            worst = worst.max((h.to_c64().re - w).abs());
            largest = largest.max(w.abs());
        }
    }
    let rel = worst / largest.max(f64::MIN_POSITIVE);
    if rel <= T::TOLERANCE { Ok(()) } else { Err(format!("{} differs by {rel:.2e} (relative)", chain.tensors[t].name)) }
}

// ---------------------------------------------------------------------------------------------
// The run

struct Row {
    kind: Kind,
    degree: usize,
    precision: &'static str,
    elements: usize,
    flops: f64,
    measured: [Measured; 6],
}

impl Row {
    fn gflops(&self, i: usize) -> Option<f64> {
        self.measured[i].time().map(|t| self.flops / t.as_secs_f64() / 1e9)
    }

    /// The best host library (LIBXSMM, MKL JIT, MKL batch).
    fn best_library(&self) -> Option<f64> {
        (2..5).filter_map(|i| self.gflops(i)).reduce(f64::max)
    }
}

pub fn run(config: &Config) -> Result<Outcome> {
    let ctx = Context::new().map_err(|e| Failure::new(format!("no OpenCL device: {e}")))?;
    say!("device:    {} (OpenCL {}.{})", ctx.device_name(), ctx.opencl_version().0, ctx.opencl_version().1);
    say!("host CPU:  {} ({} threads for the host libraries)", crate::cpu_name(), host::threads());
    if let Some(load) = crate::load_average() {
        say!("load:      {load}");
    }
    say!("about {} MiB of per-element data per kernel; median of {} interleaved runs; GF/s", config.mib, config.runs);
    if !ctx.supports_svm() {
        return Err(Failure::new(format!(
            "{} has no shared virtual memory, which group parameters need",
            ctx.device_name()
        )));
    }
    let mkl = if config.peers { Mkl::load().map_err(|e| eprintln!("tinyc-bench: {e}")).ok() } else { None };
    let xsmm = if config.peers { Libxsmm::load().map_err(|e| eprintln!("tinyc-bench: {e}")).ok() } else { None };
    let pool = Pool::new(host::threads());
    let evict = Evict::new(&pool);
    let peers =
        Peers { mkl: mkl.as_ref(), xsmm: xsmm.as_ref(), pool: &pool, tinytc: config.tinytc.as_deref(), evict: &evict };
    let mut rows = Vec::new();
    let mut outcome = Outcome::Passed;
    for &precision in &config.precisions {
        if precision == "f64" && !ctx.supports_fp64() {
            eprintln!("tinyc-bench: {} has no f64; f64 skipped", ctx.device_name());
            continue;
        }
        for &degree in &config.degrees {
            for &kind in &config.kinds {
                let row = if precision == "f64" {
                    measure_kernel::<f64>(&ctx, config, &peers, kind, degree)
                } else {
                    measure_kernel::<f32>(&ctx, config, &peers, kind, degree)
                };
                match row {
                    Ok(row) => {
                        if row.measured.iter().any(|m| matches!(m, Measured::Wrong | Measured::Error)) {
                            outcome = Outcome::Failed;
                        }
                        rows.push(row);
                    }
                    Err(e) => {
                        eprintln!("tinyc-bench: {} degree {degree} {precision}: {e}", kind.name());
                        outcome = Outcome::Failed;
                    }
                }
            }
        }
    }
    let table = table(&rows);
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    say!("CSV: {}", config.csv.display());
    Ok(outcome)
}

/// The check of an output tensor's storage (all elements) against the reference.
type Check<'c, T> = dyn Fn(usize, &[T]) -> std::result::Result<(), String> + 'c;

/// The host libraries and tinytc, where present.
struct Peers<'a> {
    mkl: Option<&'a Mkl>,
    xsmm: Option<&'a Libxsmm>,
    pool: &'a Pool,
    tinytc: Option<&'a std::path::Path>,
    evict: &'a Evict<'a>,
}

/// Every timed run starts with none of its data in the caches, as each kernel of a time step
/// whose data is far beyond them does. Without it the order of the interleaved runs decided:
/// with the 8 MiB of `--quick` in a 32 MiB L3, a contender that ran after one on the same
/// inputs (tinyc v0.4 after v0.3, MKL's JIT after LIBXSMM) found them cached, and its rate was
/// up to 1.5× the other's (AMD EPYC, PoCL, degree 5 f64).
struct Evict<'a> {
    pool: &'a Pool,
    /// Twice the last-level cache (or 64 MiB where its size is unknown), written on every thread
    /// of the pool: the private caches of each core go too.
    lines: std::sync::Mutex<Vec<u8>>,
}

impl<'a> Evict<'a> {
    fn new(pool: &'a Pool) -> Evict<'a> {
        let llc = ["index3", "index2"].iter().find_map(|i| {
            let text = std::fs::read_to_string(format!("/sys/devices/system/cpu/cpu0/cache/{i}/size")).ok()?;
            let text = text.trim();
            let (num, scale) = match text.strip_suffix('K') {
                Some(k) => (k, 1usize << 10),
                None => match text.strip_suffix('M') {
                    Some(m) => (m, 1 << 20),
                    None => (text, 1),
                },
            };
            num.parse::<usize>().ok().map(|n| n * scale)
        });
        let bytes = llc.map_or(64 << 20, |b| (2 * b).max(8 << 20));
        Evict { pool, lines: std::sync::Mutex::new(vec![0; bytes]) }
    }

    /// Writes every cache line of the buffer, each part of the pool its share.
    fn run(&self) {
        let mut lines = self.lines.lock().unwrap_or_else(|e| e.into_inner());
        let len = lines.len();
        let base = lines.as_mut_ptr() as usize;
        let parts = self.pool.parts();
        self.pool.run(&|part| {
            let range = host::part_range(len / 64, parts, part);
            for line in range {
                // SAFETY: the parts write disjoint lines of the locked buffer.
                unsafe {
                    let p = (base as *mut u8).add(line * 64);
                    p.write_volatile(p.read_volatile().wrapping_add(1));
                }
            }
        });
    }
}

/// The element types of the benchmark, with their entry points into the host libraries.
pub trait DgElem: Elem + std::ops::Mul<Output = Self> + std::ops::Add<Output = Self> + Send + Sync {
    /// Rows are padded to 32 bytes.
    const ALIGN: usize = 32 / size_of::<Self>();
    fn arg<'a>(self) -> Arg<'a>;
    fn xsmm(lib: &Libxsmm, shape: GemmShape) -> std::result::Result<SmallKernel<Self>, String>;
    fn mkl_jit(mkl: &Mkl, shape: GemmShape) -> std::result::Result<SmallKernel<Self>, String>;
    /// # Safety
    /// See [`BatchGemm::gemm_batch`].
    unsafe fn mkl_batch(
        mkl: &Mkl,
        shape: GemmShape,
        a: &[*const Self],
        b: &[*const Self],
        c: &[*mut Self],
    ) -> std::result::Result<(), String>;
}

macro_rules! dg_elem {
    ($t:ty) => {
        impl DgElem for $t {
            fn arg<'a>(self) -> Arg<'a> {
                Arg::from(self)
            }
            fn xsmm(lib: &Libxsmm, shape: GemmShape) -> std::result::Result<SmallKernel<$t>, String> {
                lib.kernel(shape)
            }
            fn mkl_jit(mkl: &Mkl, shape: GemmShape) -> std::result::Result<SmallKernel<$t>, String> {
                MklJit(mkl).kernel(shape)
            }
            unsafe fn mkl_batch(
                mkl: &Mkl,
                shape: GemmShape,
                a: &[*const $t],
                b: &[*const $t],
                c: &[*mut $t],
            ) -> std::result::Result<(), String> {
                // SAFETY: the caller's promise.
                unsafe { mkl.gemm_batch(shape, a, b, c) }
            }
        }
    };
}
dg_elem!(f32);
dg_elem!(f64);

fn measure_kernel<T: DgElem>(
    ctx: &Context,
    config: &Config,
    peers: &Peers<'_>,
    kind: Kind,
    degree: usize,
) -> Result<Row> {
    let chain = Chain::build(kind, degree, T::ALIGN);
    let elements = ((config.mib << 20) / chain.element_bytes(size_of::<T>())).max(64);
    let data = Data::<T>::new(&chain, elements);
    let sample: Vec<usize> = [0, 1, elements / 3, elements / 2, elements - 2, elements - 1].to_vec();
    let reference = reference(&chain, &data.convert::<f64>(), &sample);
    let outputs = chain.outputs();
    let check = |t: usize, got: &[T]| compare(&chain, t, got, &reference);
    let what = format!("{} degree {degree} {}", kind.name(), T::NAME);

    // tinyc and tinytc: device copies of the inputs (shared), of the outputs (one each).
    let device: Vec<Option<Buffer<T>>> = data
        .bufs
        .iter()
        .enumerate()
        .map(|(t, b)| (!b.is_empty() && !outputs.contains(&t)).then(|| ctx.buffer_from(b)).transpose())
        .collect::<std::result::Result<_, _>>()?;
    let v03 = chain.program(T::NAME);
    let v04 =
        tinyc_tests::progen::rewrite_v04(&v03).map_err(Failure::new)?.ok_or_else(|| Failure::new("no v0.4 form"))?;
    if let Some(dir) = &config.emit {
        std::fs::create_dir_all(dir)?;
        let stem = format!("{}_p{degree}_{}", kind.name(), T::NAME);
        std::fs::write(dir.join(format!("{stem}.ir")), &v03)?;
        std::fs::write(dir.join(format!("{stem}_v04.ir")), &v04)?;
    }
    let outs_v03 = device_outputs(ctx, &chain, &data)?;
    let outs_v04 = device_outputs(ctx, &chain, &data)?;
    let outs_tinytc = device_outputs(ctx, &chain, &data)?;
    let tinyc_v03 = device_contender(
        &chain,
        &data,
        &device,
        &outs_v03,
        &what,
        "tinyc v0.3",
        Program::from_ir(ctx, "dg.ir", &v03),
        &check,
        peers.evict,
    );
    let tinyc_v04 = device_contender(
        &chain,
        &data,
        &device,
        &outs_v04,
        &what,
        "tinyc v0.4",
        Program::from_ir(ctx, "dg_v04.ir", &v04),
        &check,
        peers.evict,
    );
    let tinytc = match peers.tinytc.filter(|_| ctx.supports_spirv()) {
        Some(cli) => match tinytc_program(ctx, cli, &v04, kind.name()) {
            Ok(program) => {
                let program = Ok(program);
                device_contender(&chain, &data, &device, &outs_tinytc, &what, "tinytc", program, &check, peers.evict)
            }
            Err(e) => {
                eprintln!("{what}: tinytc: {e}");
                Contender::absent()
            }
        },
        None => Contender::absent(),
    };

    // The host libraries: one copy of the outputs each.
    let xsmm = match peers.xsmm {
        Some(lib) => host_contender(
            &chain,
            &data,
            peers.pool,
            peers.mkl,
            &what,
            "LIBXSMM",
            |s| T::xsmm(lib, s),
            &check,
            peers.evict,
        ),
        None => Contender::absent(),
    };
    let jit = match peers.mkl {
        Some(mkl) => host_contender(
            &chain,
            &data,
            peers.pool,
            peers.mkl,
            &what,
            "MKL JIT",
            |s| T::mkl_jit(mkl, s),
            &check,
            peers.evict,
        ),
        None => Contender::absent(),
    };
    let batch = match peers.mkl {
        Some(mkl) => batch_contender(&chain, &data, mkl, peers.pool, &what, &check, peers.evict),
        None => Contender::absent(),
    };
    let measured = measure_runs(config.warmups, config.runs, [tinyc_v03, tinyc_v04, xsmm, jit, batch, tinytc]);
    Ok(Row { kind, degree, precision: T::NAME, elements, flops: (chain.flops() * elements) as f64, measured })
}

/// tinytc v0.4.0's SPIR-V of the v0.4 program, with the signatures tinyc reads from it.
fn tinytc_program(ctx: &Context, cli: &std::path::Path, v04: &str, name: &str) -> std::result::Result<Program, String> {
    let il = tinyc_tests::exec::tinytc_compile(cli, v04)?;
    let module = tinyc_spirv::binary::parse(&il)?;
    let local = tinyc_spirv::binary::local_size(&module, name).ok_or("tinytc's kernel has no LocalSize")?;
    let sg = tinyc_spirv::binary::subgroup_sizes(&module).into_iter().map(|(_, s)| i64::from(s)).next();
    let text = tinyc_tests::exec::with_work_group(v04, (i64::from(local[0]), i64::from(local[1]), sg))?;
    let program =
        Program::from_ir_in(ctx, "dg_v04.ir", &text, tinyc_runtime::Form::OpenClC, None).map_err(|e| e.to_string())?;
    Program::from_spirv(ctx, &il, program.signatures().to_vec()).map_err(|e| e.to_string())
}

/// Device copies of the chain's outputs, one set per device contender.
fn device_outputs<T: DgElem>(ctx: &Context, chain: &Chain, data: &Data<T>) -> Result<Vec<(usize, Buffer<T>)>> {
    Ok(chain
        .outputs()
        .into_iter()
        .map(|t| ctx.buffer_from(&data.bufs[t]).map(|b| (t, b)))
        .collect::<std::result::Result<_, _>>()?)
}

/// A kernel of tinyc (or tinytc) on the device: the inputs shared, its own outputs. Its group
/// arguments are prepared once (`Kernel::prepare_group`), as a DG code keeps its elements'
/// pointer arrays from one time step to the next: a launch then checks no member.
#[allow(clippy::too_many_arguments)]
fn device_contender<'c, T: DgElem>(
    chain: &'c Chain,
    data: &'c Data<T>,
    device: &'c [Option<Buffer<T>>],
    outputs: &'c [(usize, Buffer<T>)],
    what: &str,
    who: &str,
    program: std::result::Result<Program, tinyc_runtime::Error>,
    check: &'c Check<'c, T>,
    evict: &'c Evict<'c>,
) -> Contender<'c> {
    let what = format!("{what}: {who}");
    let elements = data.elements;
    let buffer = move |t: usize| -> &'c Buffer<T> {
        match outputs.iter().find(|o| o.0 == t) {
            Some((_, b)) => b,
            None => device[t].as_ref().unwrap_or_else(|| unreachable!("an input has a buffer")),
        }
    };
    // Scalars first, then the chain's tensors, as the programs declare them.
    let first = data.scalars.len();
    let build = || -> std::result::Result<_, String> {
        let program = program.map_err(|e| e.to_string())?;
        let kernel = program.kernel(chain.kind.name()).map_err(|e| e.to_string())?;
        let mut groups = Vec::new();
        for (i, p) in chain.params().into_iter().enumerate() {
            let t = &chain.tensors[p];
            let shape = [t.rows as i64, t.cols as i64];
            let size = t.rows * t.cols;
            let members: Vec<MemrefArg<'c>> = match t.storage {
                Storage::Global => continue,
                Storage::Element => (0..elements).map(|e| MemrefArg::new(buffer(p), shape).offset(e * size)).collect(),
                Storage::Neighbour { of, face } => (0..elements)
                    .map(|e| MemrefArg::new(buffer(of), shape).offset(neighbour(e, face, elements) * size))
                    .collect(),
                Storage::Temp => unreachable!("temporaries are no parameters"),
            };
            let group = kernel.prepare_group(first + i, &GroupArg::new(members)).map_err(|e| e.to_string())?;
            groups.push((p, group));
        }
        Ok((kernel, groups))
    };
    let (kernel, groups) = match build() {
        Ok(parts) => parts,
        Err(e) => {
            eprintln!("{what}: {e}");
            return Contender::new(what, || Err(Failure::new("does not compile")), || Ok(Ok(())));
        }
    };
    Contender::new(
        what,
        move || {
            evict.run();
            let mut args: Vec<Arg<'_>> = data.scalars.iter().map(|&s| s.arg()).collect();
            for p in chain.params() {
                let t = &chain.tensors[p];
                args.push(match groups.iter().find(|g| g.0 == p) {
                    Some((_, group)) => group.into(),
                    None => MemrefArg::new(buffer(p), [t.rows as i64, t.cols as i64]).into(),
                });
            }
            let start = Instant::now();
            let info = kernel.launch(&args, elements)?;
            Ok((start.elapsed(), Some(info.device_time)))
        },
        move || {
            for (t, b) in outputs {
                if let Err(e) = check(*t, &b.read()?) {
                    return Ok(Err(e));
                }
            }
            Ok(Ok(()))
        },
    )
}

/// Host copies of the chain's outputs (the inputs are read where they are) and the layout.
fn host_outputs<T: Elem>(chain: &Chain, data: &Data<T>) -> (Vec<Vec<T>>, Vec<usize>) {
    let outputs = chain.outputs();
    let copies = outputs.iter().map(|&t| data.bufs[t].clone()).collect();
    (copies, outputs)
}

/// The addresses of every tensor: the contender's own outputs, the shared inputs.
fn host_bases<T>(data: &Data<T>, outputs: &[usize], copies: &mut [Vec<T>]) -> Vec<*mut T> {
    let mut ptrs: Vec<*mut T> = data.bufs.iter().map(|b| b.as_ptr().cast_mut()).collect();
    for (&t, copy) in outputs.iter().zip(copies.iter_mut()) {
        ptrs[t] = copy.as_mut_ptr();
    }
    ptrs
}

/// The chain per element on the host's threads with one kernel per GEMM shape.
#[allow(clippy::too_many_arguments)]
fn host_contender<'c, T: DgElem>(
    chain: &'c Chain,
    data: &'c Data<T>,
    pool: &'c Pool,
    mkl: Option<&'c Mkl>,
    what: &str,
    who: &str,
    make: impl Fn(GemmShape) -> std::result::Result<SmallKernel<T>, String>,
    check: &'c Check<'c, T>,
    evict: &'c Evict<'c>,
) -> Contender<'c> {
    let what = format!("{what}: {who}");
    let ks = match kernels(chain, make) {
        Ok(ks) => ks,
        Err(e) => {
            eprintln!("{what}: {e}");
            return Contender::absent();
        }
    };
    let (copies, outputs) = host_outputs(chain, data);
    let state = std::rc::Rc::new(std::cell::RefCell::new(copies));
    let checked = state.clone();
    let outs = outputs.clone();
    Contender::new(
        what,
        move || {
            let mut copies = state.borrow_mut();
            let ptrs = host_bases(data, &outputs, &mut copies);
            let layout = Layout::new(chain, &ptrs, data.elements);
            let parts = pool.parts();
            evict.run();
            let start = Instant::now();
            pool.run(&|part| {
                let mut scratch = vec![T::from_parts(0.0, 0.0); layout.scratch.max(1)];
                let range = host::part_range(data.elements, parts, part);
                // SAFETY: the layout addresses live vectors of the chain's shapes; the parts write
                // disjoint elements of the outputs and their own scratch.
                let run = || unsafe { run_elements(chain, &layout, &ks, &data.scalars, range, scratch.as_mut_ptr()) };
                match mkl {
                    Some(mkl) => mkl.on_one_thread(run),
                    None => run(),
                }
            });
            Ok((start.elapsed(), None))
        },
        move || {
            for (t, got) in outs.iter().zip(checked.borrow().iter()) {
                if let Err(e) = check(*t, got) {
                    return Ok(Err(e));
                }
            }
            Ok(Ok(()))
        },
    )
}

/// The chain as one batched MKL call per GEMM (intermediates in memory, per element), the
/// axpby steps on the host's threads.
fn batch_contender<'c, T: DgElem>(
    chain: &'c Chain,
    data: &'c Data<T>,
    mkl: &'c Mkl,
    pool: &'c Pool,
    what: &str,
    check: &'c Check<'c, T>,
    evict: &'c Evict<'c>,
) -> Contender<'c> {
    let what = format!("{what}: MKL batch");
    let (copies, outputs) = host_outputs(chain, data);
    let temps: Vec<Vec<T>> = chain
        .tensors
        .iter()
        .map(|t| {
            if t.storage == Storage::Temp {
                vec![T::from_parts(0.0, 0.0); t.rows * t.cols * data.elements]
            } else {
                Vec::new()
            }
        })
        .collect();
    // Temporaries become per-element tensors of their batch buffers.
    let mut batched = chain.clone();
    for t in &mut batched.tensors {
        if t.storage == Storage::Temp {
            t.storage = Storage::Element;
        }
    }
    // The vectors never grow, so their addresses, and the pointer arrays of every GEMM step
    // made from them, hold for every call: made once, outside the timed call.
    let (mut copies, mut temps) = (copies, temps);
    let mut ptrs = host_bases(data, &outputs, &mut copies);
    for (t, tmp) in temps.iter_mut().enumerate() {
        if !tmp.is_empty() {
            ptrs[t] = tmp.as_mut_ptr();
        }
    }
    let layout = Layout::new(&batched, &ptrs, data.elements);
    let n = data.elements;
    let at = |b: Block, e: usize| layout.at::<T>(&batched, b, e, std::ptr::null_mut());
    /// One step of the batched chain, ready to run.
    enum Call<T> {
        Gemm(GemmShape, Vec<*const T>, Vec<*const T>, Vec<*mut T>),
        /// The chain of this one axpby step, run per element on the pool.
        Axpby(Chain),
    }
    let calls: Vec<Call<T>> = batched
        .steps
        .iter()
        .map(|step| match *step {
            Step::Gemm { a, b, c, beta } => Call::Gemm(
                gemm_shape(&batched, a, b, c, beta),
                (0..n).map(|e| at(a, e).cast_const()).collect(),
                (0..n).map(|e| at(b, e).cast_const()).collect(),
                (0..n).map(|e| at(c, e)).collect(),
            ),
            Step::Axpby { .. } => Call::Axpby(Chain { steps: vec![*step], ..batched.clone() }),
        })
        .collect();
    let state = std::rc::Rc::new((copies, temps));
    let checked = state.clone();
    let outs = outputs.clone();
    Contender::new(
        what,
        move || {
            // The storage the pointer arrays address, kept alive by this closure.
            let _storage = &state;
            let parts = pool.parts();
            evict.run();
            let start = Instant::now();
            for call in &calls {
                match call {
                    Call::Gemm(shape, a, b, c) => {
                        // SAFETY: every pointer addresses a block of the step's shape in the
                        // vectors `state` owns; the C blocks are the elements' own.
                        unsafe { T::mkl_batch(mkl, *shape, a, b, c) }.map_err(Failure::new)?;
                    }
                    Call::Axpby(single) => pool.run(&|part| {
                        // SAFETY: as for the per-element run; no scratch is used.
                        unsafe {
                            run_elements(
                                single,
                                &layout,
                                &[None],
                                &data.scalars,
                                host::part_range(n, parts, part),
                                std::ptr::null_mut(),
                            )
                        };
                    }),
                }
            }
            Ok((start.elapsed(), None))
        },
        move || {
            for (t, got) in outs.iter().zip(checked.0.iter()) {
                if let Err(e) = check(*t, got) {
                    return Ok(Err(e));
                }
            }
            Ok(Ok(()))
        },
    )
}

fn table(rows: &[Row]) -> Table {
    let mut table = Table::new(&[
        ("kernel", "kernel"),
        ("p", "degree"),
        ("B", "basis"),
        ("type", "precision"),
        ("elements", "elements"),
        ("tinyc v0.3", "tinyc_v03_gflops"),
        ("tinyc v0.4", "tinyc_v04_gflops"),
        ("LIBXSMM", "libxsmm_gflops"),
        ("MKL JIT", "mkl_jit_gflops"),
        ("MKL batch", "mkl_batch_gflops"),
        ("tinytc", "tinytc_gflops"),
        ("v0.3/best", "v03_over_best_library"),
        ("v0.4/best", "v04_over_best_library"),
    ]);
    let cell = |row: &Row, i: usize| match row.measured[i] {
        Measured::Timed { .. } => Cell::opt(row.gflops(i), 1),
        Measured::Wrong => Cell::missing("wrong"),
        Measured::Error => Cell::missing("error"),
        Measured::Absent => Cell::missing("-"),
    };
    let push = |table: &mut Table, label: &str, row: &Row| {
        let best = row.best_library();
        let ratio = |i: usize| Cell::opt(row.gflops(i).zip(best).map(|(g, b)| g / b), 2);
        let mut cells = vec![
            Cell::text(label),
            Cell::int(row.degree),
            Cell::int(basis(row.degree)),
            Cell::text(row.precision),
            Cell::int(row.elements),
        ];
        cells.extend((0..6).map(|i| cell(row, i)));
        cells.extend([ratio(0), ratio(1)]);
        table.push(cells);
    };
    let mut i = 0;
    while i < rows.len() {
        let group_end = rows[i..]
            .iter()
            .position(|r| (r.degree, r.precision) != (rows[i].degree, rows[i].precision))
            .map_or(rows.len(), |p| i + p);
        for row in &rows[i..group_end] {
            push(&mut table, row.kind.name(), row);
        }
        // The time step: all of the kernels above, each contender's times added up.
        if group_end - i > 1 {
            let group = &rows[i..group_end];
            // Per element (each kernel ran its own number of elements), scaled to a million.
            let per = |r: &Row, t: Duration| t.as_secs_f64() / r.elements as f64 * 1e6;
            let total =
                |k: usize| -> Option<f64> { group.iter().map(|r| r.measured[k].time().map(|t| per(r, t))).sum() };
            let measured: [Measured; 6] = std::array::from_fn(|k| match total(k) {
                Some(secs) => {
                    let time = Duration::from_secs_f64(secs);
                    Measured::Timed { time, best: time, device_time: None }
                }
                None => Measured::Absent,
            });
            let step = Row {
                kind: group[0].kind,
                degree: group[0].degree,
                precision: group[0].precision,
                elements: 1_000_000,
                flops: group.iter().map(|r| r.flops / r.elements as f64).sum::<f64>() * 1e6,
                measured,
            };
            push(&mut table, "time step", &step);
        }
        i = group_end;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basis_sizes_are_seissols() {
        assert_eq!([3, 4, 5, 6].map(basis), [20, 35, 56, 84]);
        assert_eq!([3, 4, 5, 6].map(face_basis), [10, 15, 21, 28]);
    }

    #[test]
    fn every_chain_checks_in_both_languages() {
        for kind in Kind::ALL {
            for p in [3, 6] {
                for (ty, align) in [("f32", 8), ("f64", 4)] {
                    let chain = Chain::build(kind, p, align);
                    let v03 = chain.program(ty);
                    let v04 = tinyc_tests::progen::rewrite_v04(&v03);
                    assert!(matches!(v04, Ok(Some(_))), "{v03}\n{v04:?}");
                }
            }
        }
    }

    #[test]
    fn the_host_chain_matches_a_direct_evaluation() {
        // Volume of degree 3 on element 5: Q += Σ_d kDivM_d (I star_d), computed directly.
        let chain = Chain::build(Kind::Volume, 3, 4);
        let data = Data::<f64>::new(&chain, 8);
        let got = reference(&chain, &data, &[5]);
        let (ld, bp) = (20, 10);
        let t = |name: &str| chain.tensors.iter().position(|t| t.name == name).unwrap_or(usize::MAX);
        let mut want: Vec<f64> = data.bufs[t("Q")][5 * ld * 9..6 * ld * 9].to_vec();
        for d in 0..3 {
            let star = &data.bufs[t(&format!("star_{d}"))][5 * 81..6 * 81];
            let k = &data.bufs[t(&format!("kDivM_{d}"))];
            let i = &data.bufs[t("I")][5 * ld * 9..6 * ld * 9];
            for r in 0..ld {
                for c in 0..9 {
                    for l in 0..bp {
                        let tmp: f64 = (0..9).map(|m| i[l + m * ld] * star[m + c * 9]).sum();
                        want[r + c * ld] += k[r + l * ld] * tmp;
                    }
                }
            }
        }
        let (_, _, values) = &got[0];
        let worst = values.iter().zip(&want).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        assert!(worst < 1e-12, "{worst}");
    }
}

//! The execution engine of the run tests and the differential fuzzer: a program and a launch
//! description (the `runs.txt` syntax) run on an OpenCL device or a CUDA GPU, and every buffer is
//! compared with the host interpreter ([`crate::interp`]).

use tinyc_frontend::Device;
use tinyc_frontend::types::{Dim, Scalar, Type};
use tinyc_runtime::{Arg, Buffer, Context, GroupArg, KernelSignature, MemrefArg, Program, cuda};

use num_complex::{Complex32, Complex64};

use crate::interp::{self, Host, HostArg, Sv};
use crate::{check_text, tests_dir};

/// One parameter's launch description.
#[derive(Clone, Debug)]
pub enum Spec {
    Scalar(f64),
    Memref {
        shape: Vec<i64>,
        stride: Option<Vec<i64>>,
        nan: bool,
    },
    /// One (shape, explicit strides) per member pattern; member i uses entry i mod len.
    /// `nan`: the members are filled with NaN (an output whose old contents must not be read).
    Group {
        members: Vec<(Vec<i64>, Option<Vec<i64>>)>,
        offset: i64,
        nan: bool,
    },
}

pub struct Run {
    pub file: String,
    /// The file, and the work-group override if any (for messages).
    pub name: String,
    /// The program text, when it is not the file's (the hostile-name sweep renames values).
    pub source: Option<String>,
    pub groups: i64,
    /// `wgs=MxN[/S]`: checked with `work_group_size(M, N)` (and `subgroup_size(S)`) instead of
    /// the attributes the file gives.
    pub wgs: Option<(i64, i64, Option<i64>)>,
    /// Not run on a device whose name contains one of these.
    pub skip: Vec<String>,
    pub params: Vec<(String, String)>,
    /// Relative float tolerance (f32 and c32, f64 and c64); `None`: 1e-4 and 1e-11. `f16` and
    /// `bf16` use 4e-3 and 3e-2, or the f32 one where that is larger.
    pub float_tolerance: Option<(f64, f64)>,
    /// `exact` in `runs.txt`: every float result must equal the interpreter's (programs whose
    /// operations are each rounded once, as the language defines, in no particular order).
    pub exact: bool,
}

pub fn dims(s: &str) -> Result<Vec<i64>, String> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(['x', ',']).map(|d| d.parse::<i64>().map_err(|e| format!("bad size {d:?}: {e}"))).collect()
}

/// The launches of `tests/in/runs.txt`, or of the file `TINYC_RUNS_FILE` names (in the same
/// syntax, its program paths absolute or relative to `tests/in`): another corpus, such as a code
/// generator's output, through the same passes.
pub fn parse_runs() -> Vec<Run> {
    let path = std::env::var_os("TINYC_RUNS_FILE")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| tests_dir().join("in/runs.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let mut words = line.split_whitespace();
        let file = words.next().unwrap_or_default().to_string();
        let mut run = Run {
            name: file.clone(),
            file,
            source: None,
            groups: 3,
            wgs: None,
            skip: Vec::new(),
            params: Vec::new(),
            float_tolerance: None,
            exact: false,
        };
        for w in words {
            let (name, value) = w.split_once('=').unwrap_or((w, ""));
            if name == "groups" {
                run.groups = value.parse().expect("groups=N");
            } else if name == "wgs" {
                run.wgs = Some(parse_wgs(value).unwrap_or_else(|e| panic!("{line}: {e}")));
                run.name = format!("{} {w}", run.file);
            } else if w == "exact" {
                run.exact = true;
            } else if name == "skip" {
                run.skip.push(value.to_string());
            } else if name == "tol" {
                run.float_tolerance = Some(match dims_f64(value)[..] {
                    [t32, t64] if t32.is_finite() && t64.is_finite() => (t32, t64),
                    _ => panic!("{line}: tol=T32,T64 (relative tolerances for f32/c32 and f64/c64)"),
                });
            } else {
                run.params.push((name.to_string(), value.to_string()));
            }
        }
        out.push(run);
    }
    out
}

/// `A,B,…` as floats (a malformed entry is NaN, which no caller accepts as a tolerance).
fn dims_f64(s: &str) -> Vec<f64> {
    s.split(',').map(|t| t.parse::<f64>().ok().filter(|t| *t >= 0.0).unwrap_or(f64::NAN)).collect()
}

/// `MxN` or `MxN/S`.
pub fn parse_wgs(value: &str) -> Result<(i64, i64, Option<i64>), String> {
    let (sizes, sg) = match value.split_once('/') {
        Some((w, s)) => (w, Some(s.parse::<i64>().map_err(|e| format!("bad subgroup size {s:?}: {e}"))?)),
        None => (value, None),
    };
    match dims(sizes)?[..] {
        [m, n] => Ok((m, n, sg)),
        _ => Err(format!("wgs={value}: expected MxN or MxN/S")),
    }
}

/// The SPIR-V that tinytc v0.4.0's compiler (`cli`) writes for a v0.4 program, for the Intel
/// GPU that `TINYTC_V04_DEVICE` names (`pvc` when unset; `tgl` avoids the inline GPU assembly
/// of tinytc's `pvc` kernels, which Intel's CPU runtime does not run).
pub fn tinytc_compile(cli: &std::path::Path, text: &str) -> Result<Vec<u8>, String> {
    let device = std::env::var("TINYTC_V04_DEVICE").ok().filter(|d| !d.is_empty()).unwrap_or_else(|| "pvc".into());
    let out = std::process::Command::new(cli)
        .args(["-d", device.as_str()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            if let Some(mut stdin) = child.stdin.take() {
                stdin.write_all(text.as_bytes())?;
            }
            child.wait_with_output()
        })
        .map_err(|e| format!("{}: {e}", cli.display()))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(out.stdout)
}

/// The program text with the first function's attributes replaced by `work_group_size(m, n)`
/// (and `subgroup_size(s)`), in the program's language: a v0.3.1 function must have attributes
/// to replace; a v0.4 function without any gets them.
pub fn with_work_group(text: &str, (m, n, s): (i64, i64, Option<i64>)) -> Result<String, String> {
    let module = tinyc_frontend::parse_as(text, None).map_err(|d| format!("parse error: {d:?}"))?;
    if module.lang == tinyc_frontend::ast::Lang::V04 {
        let f = module.funcs.first().ok_or("no function")?;
        let mut new = format!("work_group_size=[{m}, {n}]");
        if let Some(s) = s {
            new.push_str(&format!(", subgroup_size={s}"));
        }
        return Ok(match (f.attrs.first(), f.attrs.last()) {
            (Some(first), Some(last)) => {
                format!("{}{new}{}", &text[..first.span.start as usize], &text[last.span.end as usize..])
            }
            _ => {
                let at = f.body.span.start as usize;
                format!("{}attributes{{{new}}} {}", &text[..at], &text[at..])
            }
        });
    }
    let f = module.funcs.first().ok_or("no function")?;
    let mut new = format!("work_group_size({m}, {n})");
    if let Some(s) = s {
        new.push_str(&format!(" subgroup_size({s})"));
    }
    Ok(match (f.attrs.first(), f.attrs.last()) {
        (Some(first), Some(last)) => {
            format!("{}{new}{}", &text[..first.span.start as usize], &text[last.span.end as usize..])
        }
        // Attributes go between the parameter list and the body.
        _ => {
            let at = f.body.span.start as usize;
            format!("{}{new} {}", &text[..at], &text[at..])
        }
    })
}

/// Reads a parameter's launch value according to its type.
pub fn parse_spec(ty: &Type, value: &str) -> Result<Spec, String> {
    Ok(match ty {
        Type::Scalar(_) => Spec::Scalar(value.parse().map_err(|e| format!("bad scalar {value:?}: {e}"))?),
        Type::Coop(c) => return Err(format!("{c} cannot be a parameter")),
        Type::Group(_) => {
            let (value, nan) = match value.strip_suffix("!nan") {
                Some(v) => (v, true),
                None => (value, false),
            };
            let g = value.strip_prefix('[').ok_or("a group is written [AxB]")?;
            let (shape, rest) = g.split_once(']').ok_or("a group is written [AxB]")?;
            let offset = match rest.strip_prefix('@') {
                Some(o) => o.parse().map_err(|e| format!("bad offset {o:?}: {e}"))?,
                None => 0,
            };
            let members = shape
                .split('/')
                .map(|m| match m.split_once(':') {
                    Some((s, t)) => Ok((dims(s)?, Some(dims(t)?))),
                    None => Ok((dims(m)?, None)),
                })
                .collect::<Result<Vec<_>, String>>()?;
            Spec::Group { members, offset, nan }
        }
        Type::Memref(_) => {
            let (value, nan) = match value.strip_suffix("!nan") {
                Some(v) => (v, true),
                None => (value, false),
            };
            match value.split_once(':') {
                Some((s, t)) => Spec::Memref { shape: dims(s)?, stride: Some(dims(t)?), nan },
                None => Spec::Memref { shape: dims(value)?, stride: None, nan },
            }
        }
    })
}

/// A small deterministic generator (xorshift), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn value(&mut self, s: Scalar) -> Sv {
        if s.is_complex() {
            let (re, im) = (self.value(Scalar::F64), self.value(Scalar::F64));
            return interp::conv(Sv::C(re.as_f64(), im.as_f64()), s);
        }
        let r = self.next_u64();
        if s.is_float() {
            let v = (r % 2001) as f64 / 1000.0 - 1.0;
            Sv::F(interp::round(v, s))
        } else {
            let v = (r % 100) as i64 - 50;
            Sv::I(if v >= 0 { v + 1 } else { v })
        }
    }
}

/// A device buffer of any element type.
enum Dev {
    I8(Buffer<i8>),
    I16(Buffer<i16>),
    I32(Buffer<i32>),
    I64(Buffer<i64>),
    F32(Buffer<f32>),
    F64(Buffer<f64>),
    F16(Buffer<half::f16>),
    BF16(Buffer<half::bf16>),
    C32(Buffer<Complex32>),
    C64(Buffer<Complex64>),
    CuI8(cuda::Buffer<i8>),
    CuI16(cuda::Buffer<i16>),
    CuI32(cuda::Buffer<i32>),
    CuI64(cuda::Buffer<i64>),
    CuF32(cuda::Buffer<f32>),
    CuF64(cuda::Buffer<f64>),
    CuF16(cuda::Buffer<half::f16>),
    CuBF16(cuda::Buffer<half::bf16>),
    CuC32(cuda::Buffer<Complex32>),
    CuC64(cuda::Buffer<Complex64>),
}

/// Where the programs run.
pub enum Backend {
    /// The device description decides the work-group sizes (GPU or CPU heuristic).
    OpenCl(Context, Device),
    /// SPIR-V from the MLIR route (`tinyc-spirv`) on an OpenCL device that takes it; the device
    /// description must not ask for the CPU's explicit-vector GEMM.
    Spirv(Context, Device),
    /// SPIR-V written by tinytc v0.4.0's own compiler (the command in the path; `tinytc -d pvc
    /// FILE`), launched with tinyc's signatures: a differential oracle for v0.4 programs. The
    /// program is checked by tinyc with the work-group and subgroup size tinytc chose.
    Tinytc(Context, Device, std::path::PathBuf),
    Cuda(cuda::Context),
}

/// Host values of device elements.
trait ToSv: Copy {
    fn sv(self) -> Sv;
}

macro_rules! to_sv {
    ($($t:ty => $e:expr),*) => {$(
        impl ToSv for $t {
            fn sv(self) -> Sv {
                let f: fn($t) -> Sv = $e;
                f(self)
            }
        }
    )*};
}

to_sv!(i8 => |v| Sv::I(v as i64), i16 => |v| Sv::I(v as i64), i32 => |v| Sv::I(v as i64), i64 => Sv::I,
       f32 => |v| Sv::F(v as f64), f64 => Sv::F, half::f16 => |v| Sv::F(v.to_f64()),
       half::bf16 => |v| Sv::F(v.to_f64()), Complex32 => |v| Sv::C(v.re as f64, v.im as f64),
       Complex64 => |v| Sv::C(v.re, v.im));

macro_rules! each_dev {
    ($d:expr, $b:ident => $e:expr) => {
        match $d {
            Dev::I8($b) => $e,
            Dev::I16($b) => $e,
            Dev::I32($b) => $e,
            Dev::I64($b) => $e,
            Dev::F32($b) => $e,
            Dev::F64($b) => $e,
            Dev::F16($b) => $e,
            Dev::BF16($b) => $e,
            Dev::C32($b) => $e,
            Dev::C64($b) => $e,
            Dev::CuI8($b) => $e,
            Dev::CuI16($b) => $e,
            Dev::CuI32($b) => $e,
            Dev::CuI64($b) => $e,
            Dev::CuF32($b) => $e,
            Dev::CuF64($b) => $e,
            Dev::CuF16($b) => $e,
            Dev::CuBF16($b) => $e,
            Dev::CuC32($b) => $e,
            Dev::CuC64($b) => $e,
        }
    };
}

impl Dev {
    fn new(backend: &Backend, s: Scalar, data: &[Sv]) -> Result<Dev, String> {
        let e = |e: tinyc_runtime::Error| e.to_string();
        let backend = match backend {
            Backend::Spirv(c, d) | Backend::Tinytc(c, d, _) => &Backend::OpenCl(c.clone(), d.clone()),
            b => b,
        };
        Ok(match (backend, s) {
            (Backend::Spirv(..) | Backend::Tinytc(..), _) => unreachable!("mapped to OpenCl above"),
            (Backend::OpenCl(c, _), Scalar::I8) => {
                Dev::I8(c.buffer_from(&host(data, |v| v.as_i64() as i8)).map_err(e)?)
            }
            (Backend::OpenCl(c, _), Scalar::I16) => {
                Dev::I16(c.buffer_from(&host(data, |v| v.as_i64() as i16)).map_err(e)?)
            }
            (Backend::OpenCl(c, _), Scalar::I32) => {
                Dev::I32(c.buffer_from(&host(data, |v| v.as_i64() as i32)).map_err(e)?)
            }
            (Backend::OpenCl(c, _), Scalar::F32) => {
                Dev::F32(c.buffer_from(&host(data, |v| v.as_f64() as f32)).map_err(e)?)
            }
            (Backend::OpenCl(c, _), Scalar::F64) => Dev::F64(c.buffer_from(&host(data, Sv::as_f64)).map_err(e)?),
            (Backend::OpenCl(c, _), Scalar::F16) => Dev::F16(c.buffer_from(&host(data, to_f16)).map_err(e)?),
            (Backend::OpenCl(c, _), Scalar::BF16) => Dev::BF16(c.buffer_from(&host(data, to_bf16)).map_err(e)?),
            (Backend::OpenCl(c, _), Scalar::C32) => Dev::C32(c.buffer_from(&host(data, to_c32)).map_err(e)?),
            (Backend::OpenCl(c, _), Scalar::C64) => Dev::C64(c.buffer_from(&host(data, Sv::as_complex)).map_err(e)?),
            (Backend::OpenCl(c, _), _) => Dev::I64(c.buffer_from(&host(data, Sv::as_i64)).map_err(e)?),
            (Backend::Cuda(c), Scalar::I8) => Dev::CuI8(c.buffer_from(&host(data, |v| v.as_i64() as i8)).map_err(e)?),
            (Backend::Cuda(c), Scalar::I16) => {
                Dev::CuI16(c.buffer_from(&host(data, |v| v.as_i64() as i16)).map_err(e)?)
            }
            (Backend::Cuda(c), Scalar::I32) => {
                Dev::CuI32(c.buffer_from(&host(data, |v| v.as_i64() as i32)).map_err(e)?)
            }
            (Backend::Cuda(c), Scalar::F32) => {
                Dev::CuF32(c.buffer_from(&host(data, |v| v.as_f64() as f32)).map_err(e)?)
            }
            (Backend::Cuda(c), Scalar::F64) => Dev::CuF64(c.buffer_from(&host(data, Sv::as_f64)).map_err(e)?),
            (Backend::Cuda(c), Scalar::F16) => Dev::CuF16(c.buffer_from(&host(data, to_f16)).map_err(e)?),
            (Backend::Cuda(c), Scalar::BF16) => Dev::CuBF16(c.buffer_from(&host(data, to_bf16)).map_err(e)?),
            (Backend::Cuda(c), Scalar::C32) => Dev::CuC32(c.buffer_from(&host(data, to_c32)).map_err(e)?),
            (Backend::Cuda(c), Scalar::C64) => Dev::CuC64(c.buffer_from(&host(data, Sv::as_complex)).map_err(e)?),
            (Backend::Cuda(c), _) => Dev::CuI64(c.buffer_from(&host(data, Sv::as_i64)).map_err(e)?),
        })
    }

    fn memref(&self, shape: &[i64], stride: &[i64]) -> MemrefArg<'_> {
        each_dev!(self, b => MemrefArg::new(b, shape.to_vec()).strides(stride.to_vec()))
    }

    fn read(&self) -> Result<Vec<Sv>, String> {
        each_dev!(self, b => Ok(b.read().map_err(|e| e.to_string())?.into_iter().map(ToSv::sv).collect()))
    }
}

fn to_f16(v: Sv) -> half::f16 {
    tinyc_kernel::semantics::f16_of(v.as_f64())
}

fn to_bf16(v: Sv) -> half::bf16 {
    tinyc_kernel::semantics::bf16_of(v.as_f64())
}

fn to_c32(v: Sv) -> Complex32 {
    let c = v.as_complex();
    Complex32::new(c.re as f32, c.im as f32)
}

/// Host data converted to a device element type.
fn host<T>(data: &[Sv], f: fn(Sv) -> T) -> Vec<T> {
    data.iter().map(|v| f(*v)).collect()
}

fn scalar_arg(v: f64, s: Scalar) -> Arg<'static> {
    match s {
        Scalar::I1 => (v != 0.0).into(),
        Scalar::I8 => (v as i8).into(),
        Scalar::I16 => (v as i16).into(),
        Scalar::I32 => (v as i32).into(),
        Scalar::F32 => (v as f32).into(),
        Scalar::F64 => v.into(),
        Scalar::F16 => tinyc_kernel::semantics::f16_of(v).into(),
        Scalar::BF16 => tinyc_kernel::semantics::bf16_of(v).into(),
        Scalar::C32 => Complex32::new(v as f32, -0.5).into(),
        Scalar::C64 => Complex64::new(v, -0.5).into(),
        _ => (v as i64).into(),
    }
}

/// The host value of a scalar launch value `v` (a complex one gets imaginary part −0.5).
fn host_scalar(v: f64, s: Scalar) -> Sv {
    match s {
        Scalar::I1 => Sv::B(v != 0.0),
        _ if s.is_complex() => interp::conv(Sv::C(v, -0.5), s),
        _ if s.is_float() => Sv::F(interp::round(v, s)),
        _ => Sv::I(v as i64),
    }
}

/// Runs one program on the device and on the host; returns a description of any mismatch.
/// How a launch argument is bound: its value and type, or the host buffers it uses.
pub enum Bound {
    Scalar(f64, Scalar),
    Memref(usize, Vec<i64>, Vec<i64>),
    Group(Vec<usize>, Vec<Vec<i64>>, Vec<Vec<i64>>, i64),
}

/// The host buffers (random data, seeded by the program's file name) and arguments of a run.
pub fn host_inputs(run: &Run, func: &tinyc_frontend::ast::Func) -> Result<(Host, Vec<HostArg>, Vec<Bound>), String> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ run.file.len() as u64);
    let mut host = Host::default();
    let mut host_args = Vec::new();
    let mut bound = Vec::new();
    for p in &func.params {
        let value = run
            .params
            .iter()
            .find(|(n, _)| *n == p.name.name)
            .map(|(_, s)| s.clone())
            .ok_or_else(|| format!("{}: no launch value for %{}", run.name, p.name.name))?;
        let spec = parse_spec(&p.ty.node, &value).map_err(|e| format!("{}: %{}: {e}", run.name, p.name.name))?;
        match (&p.ty.node, spec) {
            (Type::Scalar(s), Spec::Scalar(v)) => {
                host_args.push(HostArg::Scalar(host_scalar(v, *s)));
                bound.push(Bound::Scalar(v, *s));
            }
            (Type::Memref(m), Spec::Memref { shape, stride, nan }) => {
                let stride = stride.unwrap_or_else(|| interp::default_strides(m, &shape));
                let len = interp::span(&shape, &stride).max(1);
                let data: Vec<Sv> = if nan && m.elem.is_float() {
                    vec![Sv::F(f64::NAN); len]
                } else {
                    (0..len).map(|_| interp::conv(rng.value(m.elem), m.elem)).collect()
                };
                host.bufs.push((m.elem, data));
                let buf = host.bufs.len() - 1;
                host_args.push(HostArg::Memref { buf, shape: shape.clone(), stride: stride.clone() });
                bound.push(Bound::Memref(buf, shape, stride));
            }
            (Type::Group(g), Spec::Group { members: patterns, offset, nan }) => {
                let offset = if let Dim::Static(o) = g.offset { o } else { offset };
                let mut members = Vec::new();
                let (mut shapes, mut strides) = (Vec::new(), Vec::new());
                for i in 0..run.groups as usize {
                    let (shape, explicit) = &patterns[i % patterns.len()];
                    let stride = explicit.clone().unwrap_or_else(|| interp::default_strides(&g.memref, shape));
                    let len = interp::span(shape, &stride).max(1) + offset as usize;
                    let data: Vec<Sv> = if nan && g.memref.elem.is_float() {
                        vec![Sv::F(f64::NAN); len]
                    } else {
                        (0..len).map(|_| interp::conv(rng.value(g.memref.elem), g.memref.elem)).collect()
                    };
                    host.bufs.push((g.memref.elem, data));
                    members.push(host.bufs.len() - 1);
                    shapes.push(shape.clone());
                    strides.push(stride);
                }
                host_args.push(HostArg::Group {
                    bufs: members.clone(),
                    shapes: shapes.clone(),
                    strides: strides.clone(),
                    offset,
                });
                bound.push(Bound::Group(members, shapes, strides, offset));
            }
            (t, s) => return Err(format!("{}: %{} is {t} but the launch gives {s:?}", run.name, p.name.name)),
        }
    }
    Ok((host, host_args, bound))
}

/// The device description under which OpenCL C runs NVIDIA's lowering on `ctx`, the tensor cores
/// emulated (`tinyc_opencl::Options::emulate_mma`): NVIDIA's (work-group sizes, staging, tensor
/// cores, the staged SIMT GEMM), with subgroup operations through local memory, so that the only
/// subgroups a kernel needs are the warps' 32 lanes, and the barrier placement of `ctx`'s device.
pub fn emulated_nvidia(ctx: &Context) -> Device {
    let picked = ctx.frontend_device();
    Device { hardware_subgroups: false, top_level_barriers: picked.top_level_barriers, ..Device::nvidia() }
}

/// The launch's program (with its `wgs=`) checked for `device`; `None` where it does not check.
fn checked_run(run: &Run, device: &Device) -> Option<tinyc_frontend::Checked> {
    check_text(&run.name, &run_text(run).ok()?, device.clone()).ok()
}

/// The launch's program text: its `source` or its file, with its `wgs=` applied.
fn run_text(run: &Run) -> Result<String, String> {
    let path = tests_dir().join("in").join(&run.file);
    let text = match &run.source {
        Some(text) => text.clone(),
        None => std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?,
    };
    match run.wgs {
        Some(w) => with_work_group(&text, w).map_err(|e| format!("{}: {e}", run.name)),
        None => Ok(text),
    }
}

/// Whether the launch's first function, checked for `device` (NVIDIA's), takes a lowering that
/// only NVIDIA's description picks and OpenCL C can run ([`emulated_nvidia`]): tensor-core
/// instructions (`mma.sync`) in a kernel whose warps are subgroups of 32 on an OpenCL device
/// with Intel's subgroups (the work-group's first mode a multiple of 32; OpenCL C emulates them,
/// `tinyc_opencl::Options::emulate_mma`), the staged SIMT GEMM, or small SIMT GEMMs in NVIDIA's
/// small work-groups.
pub fn emulates_nvidia(run: &Run, device: &Device) -> bool {
    checked_run(run, device).is_some_and(|c| checked_emulates_nvidia(&c))
}

/// Whether the launch's first function, checked for `device` (NVIDIA's with
/// `Device::mma_async`), fetches its staged tensor-core blocks with `cp.async`, in a kernel whose
/// warps are subgroups of 32 (what OpenCL C emulates, the copies as plain ones).
pub fn emulates_nvidia_async(run: &Run, device: &Device) -> bool {
    checked_run(run, device)
        .and_then(|c| first_kernel(&c))
        .is_some_and(|(k, m)| m % 32 == 0 && k.uses_mma() && k.uses_async_copies())
}

/// [`emulates_nvidia`] for a checked program: also a first kernel whose small SIMT GEMMs take
/// NVIDIA's small work-groups (`tinyc_frontend::device::small_gemm_work_group`: subgroups of 8
/// or 16, rows and columns of the register tiles other than the generic GPU's).
pub fn checked_emulates_nvidia(checked: &tinyc_frontend::Checked) -> bool {
    let small = checked.module.funcs.first().is_some_and(|f| {
        f.work_group_size().is_none()
            && f.subgroup_size().is_none()
            && tinyc_frontend::device::small_gemm_work_group(f, &Device::nvidia()).is_some()
    });
    small || first_kernel(checked).is_some_and(|(k, m)| (m % 32 == 0 && k.uses_mma()) || k.simt_staged)
}

/// Whether the checked program's first kernel uses the tensor cores with warps that are
/// subgroups of 32 (what OpenCL C's emulation of them runs).
pub fn checked_emulates_mma(checked: &tinyc_frontend::Checked) -> bool {
    first_kernel(checked).is_some_and(|(k, m)| m % 32 == 0 && k.uses_mma())
}

/// The checked program's first kernel and its work-group's first mode.
fn first_kernel(checked: &tinyc_frontend::Checked) -> Option<(tinyc_kernel::ir::Kernel, i64)> {
    let (f, info, abi) =
        (checked.module.funcs.first()?, checked.info.funcs.first()?, checked.abis().into_iter().next()?);
    let m = abi.work_group_size.0;
    Some((tinyc_kernel::lower_func(f, info, &checked.info, abi).ok()?, m))
}

pub fn execute(ctx: &Backend, run: &Run) -> Result<(), String> {
    let device = match ctx {
        Backend::Cuda(_) => Device::nvidia(),
        Backend::OpenCl(_, d) | Backend::Spirv(_, d) | Backend::Tinytc(_, d, _) => d.clone(),
    };
    let text = run_text(run)?;
    // tinytc's SPIR-V, and the program with the sizes tinytc chose for it.
    let (text, tinytc_il) = match ctx {
        Backend::Tinytc(_, _, cli) => {
            let il = tinytc_compile(cli, &text).map_err(|e| format!("{}: tinytc: {e}", run.name))?;
            let module = tinyc_spirv::binary::parse(&il)?;
            let name = tinyc_frontend::parse_as(&text, None)
                .ok()
                .and_then(|m| m.funcs.first().map(|f| f.name.clone()))
                .unwrap_or_default();
            let size = tinyc_spirv::binary::local_size(&module, &name).ok_or("tinytc's kernel has no LocalSize")?;
            let sg = tinyc_spirv::binary::subgroup_sizes(&module).into_iter().find(|(k, _)| *k == name).map(|(_, s)| s);
            let w = (i64::from(size[0]), i64::from(size[1]), sg.map(i64::from));
            (with_work_group(&text, w).map_err(|e| format!("{}: {e}", run.name))?, Some(il))
        }
        _ => (text, None),
    };
    let checked = check_text(&run.name, &text, device)?;
    // tinytc's kernel takes exactly tinyc's argument list: count, order and types.
    if let Some(il) = &tinytc_il {
        let func = checked.module.funcs.first().ok_or("no kernel")?;
        let module = tinyc_spirv::binary::parse(il)?;
        let theirs = tinyc_spirv::binary::kernel_params(&module)?
            .into_iter()
            .find(|(k, _)| *k == func.name)
            .map(|(_, p)| p)
            .ok_or_else(|| format!("{}: tinytc's SPIR-V has no kernel {}", run.name, func.name))?;
        let abi = checked.abis().into_iter().next().ok_or("no kernel")?;
        let ours: Vec<_> = abi.args.iter().map(tinyc_spirv::binary::abi_param_type).collect();
        if theirs != ours {
            let names: Vec<&str> = abi.args.iter().map(|a| a.name.as_str()).collect();
            return Err(format!(
                "{}: tinytc's kernel takes {theirs:?}, tinyc's ABI {ours:?} ({})",
                run.name,
                names.join(", ")
            ));
        }
    }
    let sigs = KernelSignature::from_checked(&checked);
    // The kernel's code (for failure reports) and a launcher.
    type Launch<'k> = Box<dyn Fn(&str, &[Arg], usize) -> Result<(), String> + 'k>;
    let (opencl, launch): (String, Launch) = match ctx {
        Backend::OpenCl(c, _) => {
            // What Program::from_ir emits for the device.
            let options = c.opencl_options();
            let code = tinyc_opencl::compile_with(&checked, &options).map_err(|e| format!("{}: {e:?}", run.name))?;
            let program = Program::from_source(c, &code, sigs).map_err(|e| format!("{}: {e}\n{code}", run.name))?;
            (
                code,
                Box::new(move |k, a, g| {
                    program.kernel(k).and_then(|k| k.launch(a, g)).map(|_| ()).map_err(|e| e.to_string())
                }),
            )
        }
        Backend::Spirv(c, _) => {
            // What Program::from_ir_as(…, Form::Spirv) builds for the device.
            let options =
                tinyc_spirv::Options { intel_subgroup_size: c.supports_intel_subgroup_size(), ..Default::default() };
            let fail = |e: tinyc_spirv::Error| match e {
                tinyc_spirv::Error::Internal(d) => format!("{}: {}", run.name, d.render(&run.name, &text)),
                e => format!("{}: {e}", run.name),
            };
            let il = tinyc_spirv::compile(&checked, &options, tinyc_spirv::Form::Binary).map_err(fail)?;
            let asm = tinyc_spirv::compile(&checked, &options, tinyc_spirv::Form::Assembly).map_err(fail)?;
            let asm = String::from_utf8_lossy(&asm).into_owned();
            let program = Program::from_spirv(c, &il, sigs).map_err(|e| format!("{}: {e}\n{asm}", run.name))?;
            (
                asm,
                Box::new(move |k, a, g| {
                    program.kernel(k).and_then(|k| k.launch(a, g)).map(|_| ()).map_err(|e| e.to_string())
                }),
            )
        }
        Backend::Tinytc(c, _, _) => {
            let il = tinytc_il.unwrap_or_default();
            let program =
                Program::from_spirv(c, &il, sigs).map_err(|e| format!("{}: tinytc's SPIR-V: {e}", run.name))?;
            (
                String::new(),
                Box::new(move |k, a, g| {
                    program.kernel(k).and_then(|k| k.launch(a, g)).map(|_| ()).map_err(|e| e.to_string())
                }),
            )
        }
        Backend::Cuda(c) => {
            let code = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).map_err(|e| e.to_string())?;
            let program = cuda::Program::from_ptx(c, &code, sigs).map_err(|e| format!("{}: {e}\n{code}", run.name))?;
            (
                code,
                Box::new(move |k, a, g| {
                    program.kernel(k).and_then(|k| k.launch(a, g)).map(|_| ()).map_err(|e| e.to_string())
                }),
            )
        }
    };

    // Every kernel of the file, each on its own arguments (bound by name from the same launch
    // line), in order.
    let mut errors = Vec::new();
    for (index, func) in checked.module.funcs.iter().enumerate() {
        let (mut host, host_args, bound) = host_inputs(run, func)?;
        // Device buffers in the host buffers' order: (host buffer index, device buffer).
        let devs: Vec<(usize, Dev)> = host
            .bufs
            .iter()
            .enumerate()
            .map(|(i, (s, data))| Dev::new(ctx, *s, data).map(|d| (i, d)))
            .collect::<Result<_, _>>()?;
        let args: Vec<Arg> = bound
            .iter()
            .map(|b| match b {
                Bound::Scalar(v, s) => scalar_arg(*v, *s),
                Bound::Memref(d, shape, stride) => devs[*d].1.memref(shape, stride).into(),
                Bound::Group(ms, shapes, strides, offset) => GroupArg::new(
                    ms.iter()
                        .zip(shapes.iter().zip(strides))
                        .map(|(&d, (shape, stride))| devs[d].1.memref(shape, stride)),
                )
                .offset(*offset)
                .into(),
            })
            .collect();
        // The interpreter first (the device buffers hold the inputs already): it refuses an
        // access out of bounds, which on the device may corrupt the process (Intel's runtime
        // aborts in free()) before any report names the program.
        interp::run(&checked, index, &host_args, run.groups, &mut host)
            .map_err(|e| format!("{}: interpreter: {e}", run.name))?;
        launch(&func.name, &args, run.groups as usize).map_err(|e| format!("{}: launch: {e}", run.name))?;

        for (hb, dev) in &devs {
            let got = dev.read()?;
            let (s, want) = &host.bufs[*hb];
            for (i, (g, w)) in got.iter().zip(want).enumerate() {
                let ok = match (g, w) {
                    (Sv::F(_) | Sv::C(..), Sv::F(_) | Sv::C(..)) => {
                        let (t32, t64) = run.float_tolerance.unwrap_or((1e-4, 1e-11));
                        // 16-bit floats: a few units in the last place (2^-11, 2^-8) of differently
                        // ordered sums.
                        let tol = match s {
                            _ if run.exact => 0.0,
                            Scalar::F16 => t32.max(4e-3),
                            Scalar::BF16 => t32.max(3e-2),
                            Scalar::F32 | Scalar::C32 => t32,
                            _ => t64,
                        };
                        let close = |g: f64, w: f64| {
                            g == w || (g.is_nan() && w.is_nan()) || (g - w).abs() <= tol * (1.0 + w.abs())
                        };
                        let (g, w) = (g.as_complex(), w.as_complex());
                        close(g.re, w.re) && close(g.im, w.im)
                    }
                    _ => g.as_i64() == w.as_i64(),
                };
                if !ok && errors.len() < 8 {
                    errors.push(format!("@{}: buffer {hb} element {i}: device {g:?}, host {w:?}", func.name));
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("{}: results differ from the host interpreter:\n  {}\n{opencl}", run.name, errors.join("\n  ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group_ty() -> Type {
        tinyc_frontend::parse_as("func @k(%G: group<memref<f32x3x4>, offset: ?>) {}", None)
            .ok()
            .and_then(|m| m.funcs.into_iter().next())
            .and_then(|f| f.params.into_iter().next())
            .map(|p| p.ty.node)
            .unwrap_or_else(|| panic!("no group parameter"))
    }

    #[test]
    fn group_launch_specs_take_an_offset_layouts_and_nan() {
        match parse_spec(&group_ty(), "[3x4/3x4:1,5]@2!nan") {
            Ok(Spec::Group { members, offset: 2, nan: true }) => {
                assert_eq!(members, vec![(vec![3, 4], None), (vec![3, 4], Some(vec![1, 5]))]);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse_spec(&group_ty(), "[3x4]"), Ok(Spec::Group { offset: 0, nan: false, .. })));
        assert!(parse_spec(&group_ty(), "3x4!nan").is_err(), "a group is written in brackets");
    }
}

//! # Kernel ABI
//!
//! How each parameter of a `func` becomes kernel arguments (`calling-convention.md` §1), computed
//! from the checked signature alone so that the runtime and the ABI JSON need no MLIR:
//!
//! - a scalar `%p: T` is one argument `p` passed by value;
//! - a memref is a global pointer `p` to its elements, then mode by mode `p_shape{k}` if the size
//!   is `?` and `p_stride{k}` if the (effective, canonical when not written) stride is `?`;
//! - a group is a pointer to pointers `p`, then per mode a pointer to `i64` values `p_shape{k}` /
//!   `p_stride{k}` (one entry per member), then `p_size` if the member count (tinytc v0.4's
//!   `group<…x?>`) is `?`, then `p_offset` if the offset is `?`;
//! - a `bool` scalar (tinytc v0.4; OpenCL C has no `bool` kernel arguments) travels as an `i8`,
//!   0 for false and 1 for true.
//!
//! [`KernelAbi`] is the one source of every argument list: the names as emitted (after the
//! rules of [`crate::names`]: a numeric identifier gets the prefix `x`, a reserved word a trailing
//! `_`, a name already taken by an earlier argument or by a kernel of the module the suffix `_1`,
//! `_2`, …), the kernel name as
//! emitted, and each argument's type on every target ([`AbiArg::opencl_type`],
//! [`AbiArg::ptx_type`]). The OpenCL C signature, the PTX `.entry`, the MLIR ABI pass, the
//! runtime's checks and the JSON ([`module_json`], `tinyc compile --abi-json`) all read it. The
//! ABI is positional; names are for reading and for binding by name.

use serde::Serialize;

mod json;
pub mod ptx;
pub use json::module_json;

use crate::ast::Func;
use crate::check::FuncInfo;
use crate::names::Namer;
use crate::types::{Dim, MemrefType, Scalar, Type};

/// What an argument carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A scalar parameter, by value.
    Scalar,
    /// The base pointer of a memref, or the pointer array of a group.
    Data,
    /// A dynamic size (a value for memrefs, a device array for groups).
    Shape,
    /// A dynamic stride (a value for memrefs, a device array for groups).
    Stride,
    /// The dynamic member count of a tinytc v0.4 group (`group<…x?>`), by value.
    Size,
    /// The dynamic offset of a group, by value.
    Offset,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Scalar => "scalar",
            Role::Data => "data",
            Role::Shape => "shape",
            Role::Stride => "stride",
            Role::Size => "size",
            Role::Offset => "offset",
        }
    }
}

/// The SPIR-V version of the modules `tinyc compile --target spirv` writes (what OpenCL 2.2
/// consumes); the runtime builds them on devices whose `CL_DEVICE_IL_VERSION` lists it.
pub const SPIRV_VERSION: (u8, u8) = (1, 2);

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AbiArg {
    /// The name as emitted in every target's kernel signature.
    pub name: String,
    /// The source parameter's name (without `%`, before renaming).
    pub param: String,
    /// Position of that parameter in the signature.
    #[serde(skip)]
    pub param_index: usize,
    pub role: Role,
    /// The mode of a shape or stride argument.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<usize>,
    /// The pointee type for pointers, else the value type (`index` is passed as `i64`).
    #[serde(rename = "type", serialize_with = "display")]
    pub ty: Scalar,
    /// 0: by value; 1: `global T*`; 2: `global T* global*` (a group's pointer array).
    #[serde(skip_serializing_if = "is_zero")]
    pub pointer_depth: u8,
}

fn display<S: serde::Serializer>(s: &Scalar, ser: S) -> Result<S::Ok, S::Error> {
    ser.collect_str(s)
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

/// How a kernel's work-groups are numbered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Launch {
    /// tinytc v0.3.1: a batch of N work-groups along dimension 2 of the NDRange, global size
    /// (m, n, N), local (m, n, 1); `group_id` is `get_global_id(2)` (on CUDA, the block index x).
    #[default]
    Batch,
    /// tinytc v0.4: a grid of (gx, gy, gz) work-groups, global size (m·gx, n·gy, gz), local
    /// (m, n, 1); `group_id.x/y/z` is `get_group_id(0/1/2)` (on CUDA, the block index x/y/z). A
    /// batch of N is the grid (N, 1, 1).
    Grid,
}

/// In which order a memref's dynamic sizes and strides follow its data pointer (and a group's
/// arrays of them its pointer array).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ModeOrder {
    /// tinytc v0.3.1 (`calling-convention.md`): mode by mode, the size of mode k if it is `?`,
    /// then its stride if that is `?`.
    #[default]
    Interleaved,
    /// tinytc v0.4.0 (what its SPIR-V kernels take, `src/spv/converter.cpp`): every dynamic
    /// size in mode order, then every dynamic stride in mode order.
    ShapesThenStrides,
}

impl ModeOrder {
    /// The order of a program's language.
    pub fn of(lang: crate::ast::Lang) -> ModeOrder {
        match lang {
            crate::ast::Lang::V03 => ModeOrder::Interleaved,
            crate::ast::Lang::V04 => ModeOrder::ShapesThenStrides,
        }
    }

    /// (mode, role) of the dynamic sizes and strides in argument order, given for each mode
    /// whether its size and its stride are dynamic.
    pub fn arrange(self, dynamic: &[(bool, bool)]) -> Vec<(usize, Role)> {
        let shapes = dynamic.iter().enumerate().filter(|(_, d)| d.0).map(|(k, _)| (k, Role::Shape));
        let strides = dynamic.iter().enumerate().filter(|(_, d)| d.1).map(|(k, _)| (k, Role::Stride));
        match self {
            ModeOrder::ShapesThenStrides => shapes.chain(strides).collect(),
            ModeOrder::Interleaved => {
                let mut out: Vec<(usize, Role)> = shapes.chain(strides).collect();
                // Stable: a mode's size before its stride.
                out.sort_by_key(|&(k, role)| (k, role != Role::Shape));
                out
            }
        }
    }
}

/// The argument list and launch rule of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAbi {
    /// The kernel name as emitted (the function name, renamed if the targets reserve it).
    pub name: String,
    /// The function name as written, without `@`.
    pub source_name: String,
    pub work_group_size: (i64, i64),
    pub subgroup_size: i64,
    pub args: Vec<AbiArg>,
    /// How the work-groups are numbered: by the program's language.
    pub launch: Launch,
    /// For a kernel whose work-items each compute a run of consecutive batch entries
    /// ([`crate::Device::batch_coarsening`], which only `tinyc-runtime` asks for): the name of
    /// one more `i64` argument after [`args`](Self::args), the batch size N (of a v0.4 grid
    /// (gx, gy, gz): gx). Such a kernel runs on G ≤ N work-groups of one work-item (global size
    /// (1, 1, G), a grid's (G, gy, gz)); work-group w computes the entries (the grid's x)
    /// w·E … min((w + 1)·E, N) − 1, E = ⌈N / G⌉. `None` for every kernel the calling convention
    /// describes.
    pub groups_arg: Option<String>,
}

/// `index` is a 64-bit integer at the ABI, `bool` (`i1`) an 8-bit one.
fn abi_scalar(s: Scalar) -> Scalar {
    match s {
        Scalar::Index => Scalar::I64,
        Scalar::I1 => Scalar::I8,
        s => s,
    }
}

/// (mode, role) of each dynamic size/stride of a memref, in argument order.
pub fn dynamic_modes(m: &MemrefType, order: ModeOrder) -> Vec<(usize, Role)> {
    let dynamic: Vec<(bool, bool)> =
        (0..m.order()).map(|k| (m.shape[k] == Dim::Dynamic, m.stride[k] == Dim::Dynamic)).collect();
    order.arrange(&dynamic)
}

impl KernelAbi {
    /// The ABIs of the functions of a checked module, in order: kernel names are unique in the
    /// module, argument names in each kernel.
    pub fn module(funcs: &[Func], infos: &[FuncInfo], lang: crate::ast::Lang) -> Vec<KernelAbi> {
        let mut kernels = Namer::new();
        let names: Vec<String> = funcs.iter().map(|f| kernels.kernel_name(&f.name)).collect();
        let taken = std::sync::Arc::new(names.iter().cloned().collect::<std::collections::HashSet<String>>());
        funcs
            .iter()
            .zip(infos)
            .zip(&names)
            .map(|((f, info), name)| {
                let params: Vec<(&str, &Type)> = f.params.iter().map(|p| (p.name.name.as_str(), &p.ty.node)).collect();
                let mut namer = Namer::avoiding(taken.clone());
                let args = KernelAbi::args_in(&params, ModeOrder::of(lang), &mut namer);
                KernelAbi {
                    name: name.clone(),
                    source_name: f.name.clone(),
                    work_group_size: info.work_group_size,
                    subgroup_size: info.subgroup_size,
                    args,
                    launch: if lang == crate::ast::Lang::V04 { Launch::Grid } else { Launch::Batch },
                    groups_arg: info.batch_coarsening.then(|| namer.name("groups")),
                }
            })
            .collect()
    }

    /// The order of this kernel's dynamic sizes and strides: its language's, which its launch
    /// rule also follows (a grid for v0.4).
    pub fn mode_order(&self) -> ModeOrder {
        match self.launch {
            Launch::Batch => ModeOrder::Interleaved,
            Launch::Grid => ModeOrder::ShapesThenStrides,
        }
    }

    /// The argument list of a signature, named per the calling convention, its dynamic sizes
    /// and strides in `order`.
    pub fn args(params: &[(&str, &Type)], order: ModeOrder) -> Vec<AbiArg> {
        KernelAbi::args_avoiding(params, order, &[])
    }

    /// [`args`](Self::args) with none named as one of `kernels` (the module's kernel names): a
    /// PTX `.param` named as a later `.entry` crashes ptxas (CUDA 12.8), so such an argument
    /// takes the suffix `_1` as a name already taken would.
    pub fn args_avoiding(params: &[(&str, &Type)], order: ModeOrder, kernels: &[String]) -> Vec<AbiArg> {
        let mut namer = Namer::new();
        for k in kernels {
            namer.claim(k);
        }
        KernelAbi::args_in(params, order, &mut namer)
    }

    /// [`args`](Self::args) named by `namer` (which holds the names to avoid).
    fn args_in(params: &[(&str, &Type)], order: ModeOrder, namer: &mut Namer) -> Vec<AbiArg> {
        let mut args = Vec::new();
        for (index, (param, ty)) in params.iter().enumerate() {
            let base = crate::names::identifier(param);
            let mut push = |suffix: String, role, ty, pointer_depth, mode| {
                args.push(AbiArg {
                    name: namer.name(&format!("{base}{suffix}")),
                    param: param.to_string(),
                    param_index: index,
                    role,
                    ty,
                    pointer_depth,
                    mode,
                })
            };
            match ty {
                Type::Scalar(s) => push(String::new(), Role::Scalar, abi_scalar(*s), 0, None),
                Type::Memref(m) => {
                    push(String::new(), Role::Data, m.elem, 1, None);
                    for (k, role) in dynamic_modes(m, order) {
                        push(format!("_{}{k}", role.name()), role, Scalar::I64, 0, Some(k));
                    }
                }
                // The checker refuses cooperative-matrix parameters (E02): no arguments.
                Type::Coop(_) => {}
                Type::Group(g) => {
                    push(String::new(), Role::Data, g.memref.elem, 2, None);
                    for (k, role) in dynamic_modes(&g.memref, order) {
                        push(format!("_{}{k}", role.name()), role, Scalar::I64, 1, Some(k));
                    }
                    if g.size == Some(Dim::Dynamic) {
                        push("_size".into(), Role::Size, Scalar::I64, 0, None);
                    }
                    if g.offset == Dim::Dynamic {
                        push("_offset".into(), Role::Offset, Scalar::I64, 0, None);
                    }
                }
            }
        }
        args
    }

    /// The number of kernel arguments: [`args`](Self::args), and the batch size of a kernel
    /// with [`groups_arg`](Self::groups_arg).
    pub fn num_args(&self) -> usize {
        self.args.len() + usize::from(self.groups_arg.is_some())
    }

    /// The arguments of source parameter `index`, in order.
    pub fn args_of(&self, index: usize) -> impl Iterator<Item = &AbiArg> {
        self.args.iter().filter(move |a| a.param_index == index)
    }

    /// For each of `params` source parameters, the positions in [`args`](Self::args) of its
    /// arguments, in order, found in one pass ([`args_of`](Self::args_of) per parameter is
    /// quadratic in kernels of thousands of parameters).
    pub fn arg_positions(&self, params: usize) -> Vec<Vec<usize>> {
        let mut out = vec![Vec::new(); params];
        for (i, a) in self.args.iter().enumerate() {
            if let Some(list) = out.get_mut(a.param_index) {
                list.push(i);
            }
        }
        out
    }

    /// The OpenCL C parameter list, e.g. `global double* a, long a_shape1` (and the batch size
    /// of a kernel that has [`groups_arg`](Self::groups_arg)).
    pub fn opencl_params(&self) -> String {
        self.opencl_params_for(true)
    }

    /// [`KernelAbi::opencl_params`] for a device with (`fp16`) or without `cl_khr_fp16`: without
    /// it OpenCL C has no `half` values, so an `f16` scalar argument is declared `ushort`, which
    /// has the same size and takes the same bits from the host.
    pub fn opencl_params_for(&self, fp16: bool) -> String {
        let param = |a: &AbiArg| match (a.pointer_depth, a.ty) {
            (0, Scalar::F16) if !fp16 => format!("ushort {}", a.name),
            _ => format!("{} {}", a.opencl_type(), a.name),
        };
        let groups = self.groups_arg.iter().map(|g| format!("long {g}"));
        self.args.iter().map(param).chain(groups).collect::<Vec<_>>().join(", ")
    }

    /// The PTX `.param` types, in order.
    pub fn ptx_param_types(&self) -> Vec<&'static str> {
        self.args.iter().map(AbiArg::ptx_type).collect()
    }
}

impl AbiArg {
    /// The OpenCL C type: `float`, `long`, `global double*`, `global short*global*`.
    pub fn opencl_type(&self) -> String {
        let base = opencl_scalar(self.ty);
        match self.pointer_depth {
            0 => base.to_string(),
            1 => format!("global {base}*"),
            _ => format!("global {base}*global*"),
        }
    }

    /// The PTX `.param` type (`calling-convention.md` §3, `types.md`): `u64` for every pointer,
    /// `s32` for `i8`, `i16` and `i32` (sign-extended), `s64` for `i64`/`index`, `f32`, `f64`,
    /// `b16` for `f16` and `bf16`, and for the complex types a byte array aligned to its size
    /// (`b8[8]`, `b8[16]`: `.param .align 8 .b8 x[8]`).
    pub fn ptx_type(&self) -> &'static str {
        match (self.pointer_depth, self.ty) {
            (1.., _) => "u64",
            (0, Scalar::I1 | Scalar::I8 | Scalar::I16 | Scalar::I32) => "s32",
            (0, Scalar::I64 | Scalar::Index) => "s64",
            (0, Scalar::F32) => "f32",
            (0, Scalar::F64) => "f64",
            (0, Scalar::F16 | Scalar::BF16) => "b16",
            (0, Scalar::C32) => "b8[8]",
            (0, Scalar::C64) => "b8[16]",
        }
    }
}

/// The OpenCL C spelling of a scalar type.
pub fn opencl_scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 => "bool",
        Scalar::I8 => "char",
        Scalar::I16 => "short",
        Scalar::I32 => "int",
        Scalar::I64 | Scalar::Index => "long",
        Scalar::F32 => "float",
        Scalar::F64 => "double",
        Scalar::F16 => "half",
        // OpenCL C has no bfloat16 type: the bits travel as an unsigned short (`types.md`).
        Scalar::BF16 => "ushort",
        Scalar::C32 => "float2",
        Scalar::C64 => "double2",
    }
}

/// A mode of a memref parameter, or the members of a group parameter, that a kernel indexes,
/// unconditionally, with the id of its work-group: a `subview` slice, `load` or `store` index at
/// the function's top level (which every work-group runs) whose value is `group_id` (v0.3.1) or
/// `group_id.x/y/z` (v0.4), or the member index of a `load` from a group. Every launch needs that
/// mode's size (the group's member count) at least the number of work-groups along `axis`, or a
/// work-group reaches past the memref (`%x = subview %X[:, %g]` of a batch of 4 launched as 16
/// work-groups) or past the group's pointer array: the runtime checks it ([`group_indexed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GroupIndexed {
    /// The source parameter's position.
    pub param: usize,
    /// The indexed mode (0 for a group: its members).
    pub mode: usize,
    /// The grid axis of the id: 0 for v0.3.1's `group_id` and `group_id.x`, 1 for `.y`, 2
    /// for `.z`.
    pub axis: usize,
}

/// The [`GroupIndexed`] modes of a function, in order, without repeats. Names defined more than
/// once (in different regions) are left out, and so is everything inside `if`s and loops,
/// which a program may use to keep extra work-groups away.
pub fn group_indexed(func: &Func) -> Vec<GroupIndexed> {
    use crate::ast::{BuiltinQuery, InstKind, Operand, Slice};
    use std::collections::HashMap;
    let mut defined: HashMap<&str, usize> = HashMap::new();
    for p in &func.params {
        *defined.entry(p.name.name.as_str()).or_default() += 1;
    }
    crate::check::visit_insts(&func.body, &mut |inst| {
        for r in &inst.results {
            *defined.entry(r.name.as_str()).or_default() += 1;
        }
        if let InstKind::For { var, .. } | InstKind::Foreach { var, .. } = &inst.kind {
            *defined.entry(var.name.as_str()).or_default() += 1;
        }
    });
    let once = |name: &str| defined.get(name) == Some(&1);
    let mut ids: HashMap<&str, usize> = HashMap::new();
    for inst in &func.body.insts {
        let axis = match &inst.kind {
            InstKind::GroupId => 0,
            InstKind::Builtin { query: BuiltinQuery::GroupId(axis), .. } => *axis as usize,
            _ => continue,
        };
        if let [r] = inst.results.as_slice()
            && once(&r.name)
        {
            ids.insert(r.name.as_str(), axis);
        }
    }
    let param_of = |name: &str, group: bool| {
        func.params
            .iter()
            .position(|p| p.name.name == name && matches!(p.ty.node, Type::Group(_)) == group)
            .filter(|i| once(name) && matches!(func.params[*i].ty.node, Type::Memref(_) | Type::Group(_)))
    };
    let memref = |name: &str| param_of(name, false);
    let id_of = |o: &Operand| match o {
        Operand::Value(v) => ids.get(v.name.as_str()).copied(),
        Operand::Literal(_) => None,
    };
    let mut out = Vec::new();
    let mut add = |param: usize, mode: usize, axis: usize| {
        let g = GroupIndexed { param, mode, axis };
        if !out.contains(&g) {
            out.push(g);
        }
    };
    for inst in &func.body.insts {
        match &inst.kind {
            InstKind::Subview { src, slices, .. } => {
                let Some(param) = memref(&src.name) else { continue };
                for (mode, slice) in slices.iter().enumerate() {
                    if let Slice::Point(o) = slice
                        && let Some(axis) = id_of(o)
                    {
                        add(param, mode, axis);
                    }
                }
            }
            // A member of a group: its index is the group's mode 0.
            InstKind::Load { src, indices, .. } if let Some(param) = param_of(&src.name, true) => {
                if let [o] = indices.as_slice()
                    && let Some(axis) = id_of(o)
                {
                    add(param, 0, axis);
                }
            }
            InstKind::Load { src, indices, .. } | InstKind::Store { dst: src, indices, .. } => {
                let Some(param) = memref(&src.name) else { continue };
                for (mode, o) in indices.iter().enumerate() {
                    if let Some(axis) = id_of(o) {
                        add(param, mode, axis);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

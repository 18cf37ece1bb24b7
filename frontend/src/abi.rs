//! # Kernel ABI
//!
//! How each parameter of a `func` becomes kernel arguments (`calling-convention.md` §1), computed
//! from the checked signature alone so that the runtime and the ABI JSON need no MLIR:
//!
//! - a scalar `%p: T` is one argument `p` passed by value;
//! - a memref is a global pointer `p` to its elements, then mode by mode `p_shape{k}` if the size
//!   is `?` and `p_stride{k}` if the (effective, canonical when not written) stride is `?`;
//! - a group is a pointer to pointers `p`, then per mode a pointer to `i64` values `p_shape{k}` /
//!   `p_stride{k}` (one entry per member), then `p_offset` if the offset is `?`.
//!
//! Names follow the seed: a numeric identifier gets the prefix `x` (`%0` → `x0`), and a name
//! already taken by an earlier argument gets the suffix `_1`, `_2`, …. The ABI is positional.
//!
//! [`KernelAbi::to_json`] writes the machine-readable description (`tinyc compile --abi-json`).

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::ast::Func;
use crate::check::FuncInfo;
use crate::types::{Dim, MemrefType, Scalar, Type};

/// What an argument carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A scalar parameter, by value.
    Scalar,
    /// The base pointer of a memref, or the pointer array of a group.
    Data,
    /// A dynamic size (a value for memrefs, a device array for groups).
    Shape,
    /// A dynamic stride (a value for memrefs, a device array for groups).
    Stride,
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
            Role::Offset => "offset",
        }
    }
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiArg {
    pub name: String,
    /// The source parameter's name (without `%`, before renaming).
    pub param: String,
    /// Position of that parameter in the signature.
    pub param_index: usize,
    pub role: Role,
    /// The pointee type for pointers, else the value type (`index` is passed as `i64`).
    pub ty: Scalar,
    /// 0: by value; 1: `global T*`; 2: `global T* global*` (a group's pointer array).
    pub pointer_depth: u8,
    /// The mode of a shape or stride argument.
    pub mode: Option<usize>,
}

/// The argument list and launch rule of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAbi {
    pub name: String,
    pub work_group_size: (i64, i64),
    pub subgroup_size: i64,
    pub args: Vec<AbiArg>,
}

/// `index` is a 64-bit integer at the ABI.
fn abi_scalar(s: Scalar) -> Scalar {
    if s == Scalar::Index { Scalar::I64 } else { s }
}

/// (mode, role) of each dynamic size/stride of a memref, in argument order.
pub fn dynamic_modes(m: &MemrefType) -> Vec<(usize, Role)> {
    let mut out = Vec::new();
    for k in 0..m.order() {
        if m.shape[k] == Dim::Dynamic {
            out.push((k, Role::Shape));
        }
        if m.stride[k] == Dim::Dynamic {
            out.push((k, Role::Stride));
        }
    }
    out
}

impl KernelAbi {
    /// The ABI of a checked function.
    pub fn new(func: &Func, info: &FuncInfo) -> KernelAbi {
        let mut args = Vec::new();
        let mut taken = HashSet::new();
        let mut push = |mut arg: AbiArg| {
            if taken.contains(&arg.name) {
                let base = arg.name.clone();
                let mut n = 1;
                while taken.contains(&format!("{base}_{n}")) {
                    n += 1;
                }
                arg.name = format!("{base}_{n}");
            }
            taken.insert(arg.name.clone());
            args.push(arg);
        };
        for (index, p) in func.params.iter().enumerate() {
            let param = p.name.name.clone();
            let base =
                if param.starts_with(|c: char| c.is_ascii_digit()) { format!("x{param}") } else { param.clone() };
            let arg = |name: String, role, ty, pointer_depth, mode| AbiArg {
                name,
                param: param.clone(),
                param_index: index,
                role,
                ty,
                pointer_depth,
                mode,
            };
            match &p.ty.node {
                Type::Scalar(s) => push(arg(base.clone(), Role::Scalar, abi_scalar(*s), 0, None)),
                Type::Memref(m) => {
                    push(arg(base.clone(), Role::Data, m.elem, 1, None));
                    for (k, role) in dynamic_modes(m) {
                        push(arg(format!("{base}_{}{k}", role.name()), role, Scalar::I64, 0, Some(k)));
                    }
                }
                Type::Group(g) => {
                    push(arg(base.clone(), Role::Data, g.memref.elem, 2, None));
                    for (k, role) in dynamic_modes(&g.memref) {
                        push(arg(format!("{base}_{}{k}", role.name()), role, Scalar::I64, 1, Some(k)));
                    }
                    if g.offset == Dim::Dynamic {
                        push(arg(format!("{base}_offset"), Role::Offset, Scalar::I64, 0, None));
                    }
                }
            }
        }
        KernelAbi {
            name: func.name.clone(),
            work_group_size: info.work_group_size,
            subgroup_size: info.subgroup_size,
            args,
        }
    }

    /// The OpenCL C parameter list, e.g. `global double* a, long a_shape1`.
    pub fn opencl_params(&self) -> String {
        self.args.iter().map(|a| format!("{} {}", opencl_type(a), a.name)).collect::<Vec<_>>().join(", ")
    }

    /// The PTX `.param` types, in order (`u64` for pointers, sub-32-bit integers widened to `s32`).
    pub fn ptx_param_types(&self) -> Vec<&'static str> {
        self.args
            .iter()
            .map(|a| match (a.pointer_depth, a.ty) {
                (1.., _) => "u64",
                (0, Scalar::I1 | Scalar::I8 | Scalar::I16 | Scalar::I32) => "s32",
                (0, Scalar::I64 | Scalar::Index) => "s64",
                (0, Scalar::F32) => "f32",
                (0, Scalar::F64) => "f64",
            })
            .collect()
    }

    /// The JSON object of this kernel (see `tinyc compile --abi-json`).
    pub fn to_json(&self) -> String {
        let (m, n) = self.work_group_size;
        let mut s = String::new();
        let _ = write!(
            s,
            "{{\"name\":{},\"work_group_size\":[{m},{n}],\"subgroup_size\":{},\"args\":[",
            json_str(&self.name),
            self.subgroup_size
        );
        for (i, a) in self.args.iter().enumerate() {
            s.push_str(if i > 0 { ",\n    " } else { "\n    " });
            let _ = write!(
                s,
                "{{\"name\":{},\"param\":{},\"role\":\"{}\"",
                json_str(&a.name),
                json_str(&a.param),
                a.role.name()
            );
            if let Some(k) = a.mode {
                let _ = write!(s, ",\"mode\":{k}");
            }
            let _ = write!(s, ",\"type\":\"{}\"", a.ty);
            if a.pointer_depth > 0 {
                let _ = write!(s, ",\"pointer_depth\":{}", a.pointer_depth);
            }
            s.push('}');
        }
        let _ = write!(
            s,
            "\n  ],\"launch\":{{\"opencl\":{{\"local_size\":[{m},{n},1],\"global_size\":[{m},{n},\"N\"],\"group_id\":\"get_global_id(2)\"}},\
             \"cuda\":{{\"block_dim\":[{m},{n},1],\"grid_dim\":[\"N\",1,1],\"group_id\":\"blockIdx.x\"}}}}}}"
        );
        s
    }
}

/// `{"kernels":[…]}` for a whole module.
pub fn module_json(kernels: &[KernelAbi]) -> String {
    let body = kernels.iter().map(|k| format!("\n  {}", k.to_json())).collect::<Vec<_>>().join(",");
    format!("{{\"kernels\":[{body}\n]}}\n")
}

/// The OpenCL C type of an argument.
pub fn opencl_type(a: &AbiArg) -> String {
    let base = match a.ty {
        Scalar::I1 => "bool",
        Scalar::I8 => "char",
        Scalar::I16 => "short",
        Scalar::I32 => "int",
        Scalar::I64 | Scalar::Index => "long",
        Scalar::F32 => "float",
        Scalar::F64 => "double",
    };
    match a.pointer_depth {
        0 => base.to_string(),
        1 => format!("global {base}*"),
        _ => format!("global {base}*global*"),
    }
}

fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

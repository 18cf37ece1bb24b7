//! The ABI as JSON (`tinyc compile --abi-json`): one line per argument, compact and diffable.

use serde::Serialize;

use super::{AbiArg, KernelAbi};

impl KernelAbi {
    fn to_json(&self) -> KernelJson<'_> {
        use serde_json::json;
        let (m, n) = self.work_group_size;
        KernelJson {
            name: &self.name,
            source_name: &self.source_name,
            work_group_size: [m, n],
            subgroup_size: self.subgroup_size,
            args: &self.args,
            launch: if self.launch == super::Launch::Grid {
                // tinytc v0.4: a grid of (gx, gy, gz) work-groups (a batch of N is (N, 1, 1)).
                Launch {
                    rule: super::Launch::Grid,
                    opencl: OpenclLaunch {
                        local_size: [m, n, 1],
                        global_size: [json!(format!("{m}*gx")), json!(format!("{n}*gy")), json!("gz")],
                        group_id: "get_group_id(0), get_group_id(1), get_group_id(2)",
                    },
                    spirv: OpenclLaunch {
                        local_size: [m, n, 1],
                        global_size: [json!(format!("{m}*gx")), json!(format!("{n}*gy")), json!("gz")],
                        group_id: "WorkgroupId.x, WorkgroupId.y, WorkgroupId.z",
                    },
                    cuda: CudaLaunch {
                        block_dim: [m, n, 1],
                        grid_dim: [json!("gx"), json!("gy"), json!("gz")],
                        group_id: "blockIdx.x, blockIdx.y, blockIdx.z",
                    },
                }
            } else {
                Launch {
                    rule: super::Launch::Batch,
                    opencl: OpenclLaunch {
                        local_size: [m, n, 1],
                        global_size: [json!(m), json!(n), json!("N")],
                        group_id: "get_global_id(2)",
                    },
                    spirv: OpenclLaunch {
                        local_size: [m, n, 1],
                        global_size: [json!(m), json!(n), json!("N")],
                        group_id: "WorkgroupId.z",
                    },
                    cuda: CudaLaunch {
                        block_dim: [m, n, 1],
                        grid_dim: [json!("N"), json!(1), json!(1)],
                        group_id: "blockIdx.x",
                    },
                }
            },
        }
    }
}

/// The fields of [`KernelJson`] before the arguments.
#[derive(Serialize)]
struct Head<'a> {
    name: &'a str,
    source_name: &'a str,
    work_group_size: [i64; 2],
    subgroup_size: i64,
}

mod erased {
    /// Compact JSON of any serialisable value (serialising plain data cannot fail).
    pub trait Json {
        fn json(&self) -> String;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}

/// The JSON form of a kernel, fields in this order; `"N"` in a launch is the batch size.
#[derive(Serialize)]
struct KernelJson<'a> {
    name: &'a str,
    source_name: &'a str,
    work_group_size: [i64; 2],
    subgroup_size: i64,
    args: &'a [AbiArg],
    launch: Launch,
}

#[derive(Serialize)]
struct Launch {
    /// `batch` (tinytc v0.3.1: N work-groups along dimension 2, `"N"` below) or `grid` (tinytc
    /// v0.4: (gx, gy, gz) work-groups, group id (x, y, z)).
    rule: super::Launch,
    opencl: OpenclLaunch,
    /// The SPIR-V kernels (`--target spirv`): OpenCL kernels with the same launch as the OpenCL
    /// C ones; the group id is the work-group id z (`get_group_id(2)`).
    spirv: OpenclLaunch,
    cuda: CudaLaunch,
}

#[derive(Serialize)]
struct OpenclLaunch {
    local_size: [i64; 3],
    global_size: [serde_json::Value; 3],
    group_id: &'static str,
}

#[derive(Serialize)]
struct CudaLaunch {
    block_dim: [i64; 3],
    grid_dim: [serde_json::Value; 3],
    group_id: &'static str,
}

/// `{"kernels":[…]}` for a whole module (`tinyc compile --abi-json`).
pub fn module_json(kernels: &[KernelAbi]) -> String {
    // One line per argument: compact JSON, still easy to read and to diff.
    let line = |v: &dyn erased::Json| v.json();
    let mut s = String::from("{\"kernels\":[");
    for (i, k) in kernels.iter().enumerate() {
        let j = k.to_json();
        let head = line(&Head {
            name: j.name,
            source_name: j.source_name,
            work_group_size: j.work_group_size,
            subgroup_size: j.subgroup_size,
        });
        s.push_str(if i > 0 { ",\n  " } else { "\n  " });
        s.push_str(head.strip_suffix('}').unwrap_or(&head));
        s.push_str(",\"args\":[");
        for (n, a) in j.args.iter().enumerate() {
            s.push_str(if n > 0 { ",\n    " } else { "\n    " });
            s.push_str(&line(a));
        }
        s.push_str("\n  ],\"launch\":");
        s.push_str(&line(&j.launch));
        s.push('}');
    }
    s.push_str("\n]}");
    s.push('\n');
    s
}

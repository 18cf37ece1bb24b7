//! The kernel ABI: the test vectors V1–V12 of `calling-convention.md` §4 (OpenCL C parameter
//! lists and PTX `.param` types), and the ABI JSON of every spec example, pinned in
//! `tests/out/abi/`.

use tinyc_frontend::{Device, Frontend, Source};
use tinyc_tests::{check_golden, files_in, run_all, tests_dir};

/// (function, OpenCL C parameters, PTX parameters)
const VECTORS: &[(&str, &str, &str)] = &[
    ("func @scalar_example(%a: i16) {}", "short a", "s32 a"),
    ("func @memref_example1(%a: memref<f32x5x10>) {}", "global float* a", "u64 a"),
    (
        "func @memref_example2(%a: memref<f64x5x?,strided<1,5>>) {}",
        "global double* a, long a_shape1",
        "u64 a, s64 a_shape1",
    ),
    (
        "func @memref_example3(%a: memref<i64x5x?x6,strided<1,7,?>>) {}",
        "global long* a, long a_shape1, long a_stride2",
        "u64 a, s64 a_shape1, s64 a_stride2",
    ),
    (
        "func @memref_example4(%a: memref<i64x5x?x6>) {}",
        "global long* a, long a_shape1, long a_stride2",
        "u64 a, s64 a_shape1, s64 a_stride2",
    ),
    ("func @group_example1(%a: group<memref<i16x5x6>>) {}", "global short*global* a", "u64 a"),
    (
        "func @group_example2(%a: group<memref<i32x5x?x6>>) {}",
        "global int*global* a, global long* a_shape1, global long* a_stride2",
        "u64 a, u64 a_shape1, u64 a_stride2",
    ),
    (
        "func @group_example3(%a: group<memref<f32x?>, offset: ?>) {}",
        "global float*global* a, global long* a_shape0, long a_offset",
        "u64 a, u64 a_shape0, s64 a_offset",
    ),
    (
        "func @dope(%0: memref<f32x?x?>, %o: index, %n: index) {}",
        "global float* x0, long x0_shape0, long x0_shape1, long x0_stride1, long o, long n",
        "u64 x0, s64 x0_shape0, s64 x0_shape1, s64 x0_stride1, s64 o, s64 n",
    ),
    (
        "func @interleave(%a: memref<f32x4x?x?,strided<1,?,?>>) {}",
        "global float* a, long a_shape1, long a_stride1, long a_shape2, long a_stride2",
        "u64 a, s64 a_shape1, s64 a_stride1, s64 a_shape2, s64 a_stride2",
    ),
    (
        "func @mixed(%alpha: f32, %c: i8, %G: group<memref<f64x4x?,strided<1,?>>, offset: 3>, %k: index) {}",
        "float alpha, char c, global double*global* G, global long* G_shape1, global long* G_stride1, long k",
        "f32 alpha, s32 c, u64 G, u64 G_shape1, u64 G_stride1, s64 k",
    ),
];

/// The types of `types.md`: scalars as the calling-convention table has them (OpenCL C `half`,
/// `ushort` bits, `float2`, `double2`; PTX `.b16` and byte arrays), elements likewise.
const NEW_TYPES: &str = "func @new_types(%h: f16, %b: bf16, %z: c32, %w: c64, %H: memref<f16x4>, \
                         %B: memref<bf16x?>, %Z: memref<c32x4x2>, %W: group<memref<c64x2>>) {}";

#[test]
fn calling_convention_of_the_new_types() {
    let abi = abi_of(NEW_TYPES).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        abi.opencl_params_for(true),
        "half h, ushort b, float2 z, double2 w, global half* H, global ushort* B, long B_shape0, \
         global float2* Z, global double2*global* W"
    );
    // Without cl_khr_fp16 an f16 scalar travels as its bits.
    assert!(
        abi.opencl_params_for(false).starts_with("ushort h, ushort b, float2 z"),
        "{}",
        abi.opencl_params_for(false)
    );
    assert_eq!(ptx(&abi), "b16 h, b16 b, b8[8] z, b8[16] w, u64 H, u64 B, s64 B_shape0, u64 Z, u64 W");
    // --abi-json names the types as the language writes them.
    let json: serde_json::Value =
        serde_json::from_str(&tinyc_frontend::abi::module_json(&[abi])).unwrap_or_else(|e| panic!("{e}"));
    let types: Vec<&str> = json["kernels"][0]["args"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x["type"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(types, ["f16", "bf16", "c32", "c64", "f16", "bf16", "i64", "c32", "c64"]);
}

fn abi_of(text: &str) -> Result<tinyc_frontend::abi::KernelAbi, String> {
    let src = Source::new("v.ir", text.as_bytes());
    let checked = Frontend::new(Device::generic()).run(&src).map_err(|d| src.render(&d))?;
    checked.abis().into_iter().next().ok_or_else(|| "no kernel".to_string())
}

fn ptx(abi: &tinyc_frontend::abi::KernelAbi) -> String {
    abi.ptx_param_types().iter().zip(&abi.args).map(|(t, a)| format!("{t} {}", a.name)).collect::<Vec<_>>().join(", ")
}

#[test]
fn calling_convention_vectors() {
    run_all(VECTORS, |(func, opencl, ptx_params)| {
        let abi = abi_of(func)?;
        if abi.opencl_params() != *opencl {
            return Err(format!("{func}\n  OpenCL: got  {}\n          want {opencl}", abi.opencl_params()));
        }
        if ptx(&abi) != *ptx_params {
            return Err(format!("{func}\n  PTX: got  {}\n       want {ptx_params}", ptx(&abi)));
        }
        Ok(())
    });
}

/// tinytc v0.4's order (what tinytc v0.4.0's SPIR-V kernels take): the pointer, every dynamic
/// size, every dynamic stride, then a group's count and offset. (function, OpenCL C parameters)
const V04_VECTORS: &[(&str, &str)] = &[
    (
        "func @k(%A: memref<f32x?x?x?>) {}",
        "global float* A, long A_shape0, long A_shape1, long A_shape2, long A_stride1, long A_stride2",
    ),
    ("func @k(%B: memref<f64x?x?,strided<1,?>>) {}", "global double* B, long B_shape0, long B_shape1, long B_stride1"),
    (
        "func @k(%G: group<memref<f32x?x?>x?, offset: ?>) {}",
        "global float*global* G, global long* G_shape0, global long* G_shape1, global long* G_stride1, \
         long G_size, long G_offset",
    ),
    (
        "func @k(%I: memref<i32x4x?x?,strided<1,?,?>>) {}",
        "global int* I, long I_shape1, long I_shape2, long I_stride1, long I_stride2",
    ),
];

#[test]
fn v04_kernels_take_tinytc_v04s_argument_order() {
    run_all(V04_VECTORS, |(func, opencl)| {
        let src = Source::new("v.ir", func.as_bytes());
        let checked = Frontend::new(Device::generic())
            .with_lang(Some(tinyc_frontend::ast::Lang::V04))
            .run(&src)
            .map_err(|d| src.render(&d))?;
        let abi = checked.abis().into_iter().next().ok_or("no kernel")?;
        if abi.opencl_params() != *opencl {
            return Err(format!("{func}\n  got  {}\n  want {opencl}", abi.opencl_params()));
        }
        // The same signature read as v0.3.1 keeps v0.3.1's interleaved order where it differs.
        let v03 = abi_of(func)?;
        let sizes_first = |a: &tinyc_frontend::abi::KernelAbi| {
            a.args.iter().filter(|x| x.mode.is_some()).map(|x| x.name.clone()).collect::<Vec<_>>()
        };
        let (mut x, mut y) = (sizes_first(&abi), sizes_first(&v03));
        x.sort();
        y.sort();
        if x != y {
            return Err(format!("{func}: v0.3.1 and v0.4 take different arguments"));
        }
        Ok(())
    });
    let v03 = abi_of("func @k(%A: memref<f32x?x?x?>) {}").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        v03.opencl_params(),
        "global float* A, long A_shape0, long A_shape1, long A_stride1, long A_shape2, long A_stride2"
    );
}

#[test]
fn vector_v12_matrix_chain() {
    let text = std::fs::read_to_string(tests_dir().join("in/spec/05_matrix_chain.ir")).unwrap_or_default();
    let abi = abi_of(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        abi.opencl_params(),
        "global double* X, long X_shape2, global double* W, global double*global* V, global double* Y, long Y_shape2"
    );
    assert_eq!(ptx(&abi), "u64 X, s64 X_shape2, u64 W, u64 V, u64 Y, s64 Y_shape2");
    assert_eq!(abi.work_group_size, (32, 2));
    assert_eq!(abi.subgroup_size, 32);
}

#[test]
fn colliding_names_get_a_numeric_suffix() {
    let abi = abi_of("func @c(%a_shape1: index, %a: memref<f32x4x?>) {}").unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = abi.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["a_shape1", "a", "a_shape1_1"]);
    assert_eq!(abi.args[2].param, "a");
}

#[test]
fn abi_json_of_the_examples() {
    let out = tests_dir().join("out/abi");
    let files: Vec<_> = files_in(&tests_dir().join("in/spec"), "ir")
        .into_iter()
        .filter(|p| !p.to_string_lossy().contains("_err_"))
        .collect();
    run_all(files, |path| {
        let src = Source::new("x", &std::fs::read(path).map_err(|e| e.to_string())?);
        let checked = Frontend::default().run(&src).map_err(|d| src.render(&d))?;
        let json = tinyc_frontend::abi::module_json(&checked.abis());
        let parsed: serde_json::Value =
            serde_json::from_str(&json).map_err(|e| format!("invalid JSON: {e}\n{json}"))?;
        let args = &parsed["kernels"][0]["args"];
        if args.as_array().map(Vec::len) != Some(checked.abis()[0].args.len()) {
            return Err(format!("JSON args do not match the ABI:\n{json}"));
        }
        let stem = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        check_golden(&out.join(format!("{stem}.json")), &json)
    });
}

/// No argument is named as a kernel of its module: a PTX `.param` named as a later `.entry`
/// crashed ptxas (CUDA 12.8, sm_80 and sm_90); such an argument takes the suffix `_1`.
#[test]
fn arguments_are_not_named_as_kernels() {
    let text = "func @a(%b: f32, %A: memref<f32x4>) {\n  parallel {\n    %c0 = constant 0 : index\n    \
                store %b, %A[%c0]\n  }\n}\nfunc @b(%x: f32, %a: i32) {\n}\n";
    let src = Source::new("clash.ir", text.as_bytes());
    let checked = Frontend::new(Device::nvidia()).run(&src).unwrap_or_else(|d| panic!("{}", src.render(&d)));
    let names: Vec<Vec<String>> =
        checked.abis().iter().map(|k| k.args.iter().map(|a| a.name.clone()).collect()).collect();
    assert_eq!(names, [vec!["b_1", "A"], vec!["x", "a_1"]]);
    let options = tinyc_ptx::Options { toolkit: None, ..Default::default() };
    let ptx = tinyc_ptx::compile(&checked, &options).unwrap_or_else(|e| panic!("{e}"));
    assert!(ptx.contains(".param .f32 b_1") && ptx.contains(".param .s32 a_1"), "{ptx}");
    if let Some(ptxas) = crate::ptx::ptxas() {
        let file = std::env::temp_dir().join(format!("tinyc-clash-{}.ptx", std::process::id()));
        let report = crate::ptx::assemble(&ptxas, &file, &ptx, "sm_80");
        let _ = std::fs::remove_file(&file);
        report.unwrap_or_else(|e| panic!("{e}\n{ptx}"));
    }
}

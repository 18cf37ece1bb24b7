//! Every name works on every target (`calling-convention.md`, "Names the target reserves"): every
//! valid test program is rewritten so that its kernel and all its values carry names the targets
//! reserve or the generator itself uses — C and OpenCL C keywords and types, built-in functions,
//! header macros and constants, PTX words, the OpenCL C writer's and the lowering's own names —
//! and then
//! - it still checks, its OpenCL C passes clang's syntax check and builds on the OpenCL device,
//! - its PTX passes `ptxas`,
//! - the ABI JSON's kernel and argument names are exactly the ones in the OpenCL C signature and
//!   the PTX `.entry`,
//! - and, for the programs of `runs.txt`, it computes the interpreter's results on the device.
//!
//! The device builds and runs take a sample by default (every hostile kernel name once, then
//! every 16th program); `TINYC_FULL_TESTS=1` takes them all. The checks that need no device (the
//! ABI, clang, spirv-val, ptxas) cover every program always.

use std::collections::HashMap;
use std::process::Command;

use tinyc_frontend::Device;
use tinyc_runtime::{Context, KernelSignature, Program};
use tinyc_tests::{check_text, run_all, valid_programs};

use crate::ptx::{entry_params, ptxas};
use tinyc_tests::exec::{Backend, execute, parse_runs};

/// Value names: the target languages' words and the compiler's own temporaries.
const VALUE_NAMES: &[&str] = &[
    "NAN",
    "INFINITY",
    "MAXFLOAT",
    "M_PI",
    "HUGE_VALF",
    "FLT_MAX",
    "CHAR_BIT",
    "INT_MAX",
    "NULL",
    "EOF",
    "atom_seen",
    "atom_p",
    "atom_expected",
    "atom_old",
    "stack",
    "kernel",
    "global",
    "local",
    "private",
    "constant",
    "int",
    "for",
    "if",
    "else",
    "while",
    "do",
    "return",
    "float",
    "double",
    "half",
    "bool",
    "char",
    "uchar",
    "short",
    "long",
    "ulong",
    "uint",
    "void",
    "true",
    "false",
    "float4",
    "int2",
    "double16",
    "size_t",
    "min",
    "max",
    "fmod",
    "mad",
    "fma",
    "sqrt",
    "sin",
    "exp",
    "select",
    "clamp",
    "barrier",
    "get_global_id",
    "get_local_id",
    "get_group_id",
    "as_float",
    "as_uint",
    "as_long",
    "convert_int",
    "vload4",
    "vstore8",
    "atomic_add",
    "atom_cmpxchg",
    "work_group_barrier",
    "sub_group_reduce_add",
    "printf",
    "main",
    "auto",
    "goto",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "enum",
    "union",
    "struct",
    "typedef",
    "unsigned",
    "signed",
    "register",
    "static",
    "extern",
    "inline",
    "volatile",
    "restrict",
    "sizeof",
    "image2d_t",
    "sampler_t",
    "event_t",
    "read_only",
    "write_only",
    "CLK_LOCAL_MEM_FENCE",
    "reg",
    "param",
    "entry",
    "func",
    "u64",
    "s32",
    "f32",
    "b32",
    "pred",
    "shared",
    "tex",
    "visible",
    "i",
    "j",
    "k",
    "i0",
    "j0",
    "acc",
    "idx",
    "member",
    "old",
    "scaled",
    "delta",
    "t",
    "kb",
    "il",
    "ia",
];

/// Kernel names, one per program in turn.
const KERNEL_NAMES: &[&str] = &[
    "kernel",
    "global",
    "int",
    "for",
    "main",
    "float4",
    "bool",
    "half",
    "get_global_id",
    "barrier",
    "min",
    "NAN",
    "stack",
    "printf",
    "local",
    "void",
    "sizeof",
    "atomic_add",
    "u64",
    "entry",
];

/// `text` with every `%name` and `@name` replaced: value names in order of first appearance
/// take the hostile names from position `shift` on (different programs, different pairings).
fn rename(text: &str, shift: usize, kernel: &str) -> (String, HashMap<String, String>) {
    let mut map: HashMap<String, String> = HashMap::new();
    let mut kernels: Vec<String> = Vec::new();
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '%' && c != '@' {
            out.push(c);
            continue;
        }
        let mut end = i + 1;
        while let Some(&(j, d)) = chars.peek() {
            if !(d.is_ascii_alphanumeric() || d == '_') {
                break;
            }
            end = j + d.len_utf8();
            chars.next();
        }
        let name = &text[i + 1..end];
        out.push(c);
        if name.is_empty() {
            continue;
        }
        if c == '@' {
            // The first kernel takes the hostile name; a file's further kernels take it
            // numbered (two kernels of one name are E07).
            let k = kernels.iter().position(|n| n == name).unwrap_or_else(|| {
                kernels.push(name.to_string());
                kernels.len() - 1
            });
            if k == 0 {
                out.push_str(kernel)
            } else {
                out.push_str(&format!("{kernel}_{k}"))
            }
            continue;
        }
        let n = map.len();
        let new = map.entry(name.to_string()).or_insert_with(|| {
            let word = VALUE_NAMES[(n + shift) % VALUE_NAMES.len()];
            // More values than hostile words: a suffix keeps them distinct.
            if n < VALUE_NAMES.len() { word.to_string() } else { format!("{word}_x{}", n / VALUE_NAMES.len()) }
        });
        out.push_str(new);
    }
    (out, map)
}

/// Whether the program at `index` is built (and run) on the OpenCL device, whose cold builds were
/// most of these tests' time: every hostile kernel name once, then every 16th program; all of
/// them with `TINYC_FULL_TESTS=1`.
fn on_device(index: usize) -> bool {
    index < KERNEL_NAMES.len() || index.is_multiple_of(16) || tinyc_tests::full_tests()
}

/// Parameter names of the kernel `name` in OpenCL C: `void name(T a, T b) {`.
fn opencl_params(cl: &str, name: &str) -> Option<Vec<String>> {
    let start = cl.find(&format!("void {name}("))?;
    let rest = &cl[start..];
    let list = &rest[rest.find('(')? + 1..rest.find(')')?];
    Some(list.split(',').filter_map(|p| p.split_whitespace().last().map(str::to_string)).collect())
}

#[test]
fn hostile_names_compile_build_and_match_the_abi_on_every_target() {
    if tinyc_tests::impls::in_a_pocl_process("hostile::hostile_names_compile_build_and_match_the_abi_on_every_target") {
        return;
    }
    let clang = Command::new("clang-22").arg("--version").output().is_ok();
    let ptxas = ptxas();
    if !clang {
        eprintln!("SKIP: clang-22 not installed; hostile OpenCL C not syntax-checked");
    }
    if ptxas.is_none() {
        eprintln!("SKIP: ptxas not found (run scripts/setup.sh); hostile PTX not assembled");
    }
    let ctx = Context::new().map_err(|e| eprintln!("SKIP: no OpenCL device ({e}); hostile OpenCL C not built")).ok();
    let dir = std::env::temp_dir().join(format!("tinyc-hostile-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let programs = valid_programs();
    let n = run_all(programs.iter().enumerate(), |(index, path)| {
        let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
        let kernel = KERNEL_NAMES[index % KERNEL_NAMES.len()];
        let (text, _) = rename(&text, index * 7, kernel);
        let file = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let fail = |what: &str, detail: &dyn std::fmt::Display| format!("{file} (renamed): {what}:\n{detail}\n{text}");

        // OpenCL C: names as the ABI says, clang accepts it, the device builds it.
        let checked = check_text(&file, &text, Device::generic()).map_err(|e| fail("does not check", &e))?;
        let abis = checked.abis();
        let cl = tinyc_opencl::compile(&checked).map_err(|e| fail("OpenCL C", &e.message))?;
        for abi in &abis {
            let names: Vec<String> = abi.args.iter().map(|a| a.name.clone()).collect();
            let emitted = opencl_params(&cl, &abi.name).ok_or_else(|| fail("no such OpenCL C kernel", &abi.name))?;
            if emitted != names {
                return Err(fail("OpenCL C names differ from the ABI", &format!("{emitted:?} vs {names:?}")));
            }
        }
        let json: serde_json::Value = serde_json::from_str(&tinyc_frontend::abi::module_json(&abis))
            .map_err(|e| fail("ABI JSON does not parse", &e))?;
        let json_names: Vec<String> = json["kernels"][0]["args"]
            .as_array()
            .map(|a| a.iter().filter_map(|x| x["name"].as_str().map(str::to_string)).collect())
            .unwrap_or_default();
        if json_names != abis[0].args.iter().map(|a| a.name.clone()).collect::<Vec<_>>()
            || json["kernels"][0]["name"] != abis[0].name.as_str()
        {
            return Err(fail("ABI JSON names differ", &json));
        }
        if clang {
            let f = dir.join(format!("{index}.cl"));
            std::fs::write(&f, &cl).map_err(|e| e.to_string())?;
            let out = Command::new("clang-22")
                .args(["-x", "cl", "-cl-std=CL3.0", "-Xclang", "-finclude-default-header", "-fsyntax-only"])
                .arg(&f)
                .output()
                .map_err(|e| e.to_string())?;
            if !out.status.success() {
                return Err(fail("clang rejects the OpenCL C", &String::from_utf8_lossy(&out.stderr)));
            }
        }
        if let Some(ctx) = ctx.as_ref().filter(|_| on_device(*index)) {
            Program::from_source(ctx, &cl, KernelSignature::from_checked(&checked))
                .map_err(|e| fail("the OpenCL device does not build it", &format!("{e}\n{cl}")))?;
        }

        // SPIR-V: entry points and parameter names as the ABI says (checked by the backend on
        // every compile), spirv-val accepts it.
        let module = tinyc_spirv::compile(&checked, &tinyc_spirv::Options::default(), tinyc_spirv::Form::Binary)
            .map_err(|e| fail("SPIR-V", &e))?;
        crate::spirv::spirv_val(&module, &format!("{file} (renamed)")).map_err(|e| fail("SPIR-V", &e))?;
        let module = tinyc_spirv::binary::parse(&module).map_err(|e| fail("SPIR-V", &e))?;
        let entries = tinyc_spirv::binary::entry_points(&module);
        for abi in &abis {
            if !entries.iter().any(|e| e.name == abi.name) {
                return Err(fail("no such SPIR-V entry point", &abi.name));
            }
        }

        // PTX (OpenCL-only subgroup sizes excepted): `.entry` names as the ABI says, ptxas
        // accepts it.
        if tinyc_tests::nvidia_lacks_subgroup(path) {
            return Ok(());
        }
        let checked = check_text(&file, &text, Device::nvidia()).map_err(|e| fail("does not check for PTX", &e))?;
        let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default()).map_err(|e| fail("PTX", &e))?;
        for abi in checked.abis() {
            let emitted = entry_params(&ptx, &abi.name).ok_or_else(|| fail("no such .entry", &abi.name))?;
            let wanted: Vec<(String, String)> =
                abi.args.iter().map(|a| (a.name.clone(), a.ptx_type().to_string())).collect();
            if emitted != wanted {
                return Err(fail(".entry parameters differ from the ABI", &format!("{emitted:?} vs {wanted:?}")));
            }
        }
        if let Some(ptxas) = &ptxas {
            let f = dir.join(format!("{index}.ptx"));
            crate::ptx::assemble(ptxas, &f, &ptx, "sm_90").map_err(|e| fail("ptxas rejects the PTX", &e))?;
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert!(n >= 40, "only {n} programs");
}

#[test]
fn hostile_names_compute_the_interpreters_results_on_opencl() {
    if tinyc_tests::impls::in_a_pocl_process("hostile::hostile_names_compute_the_interpreters_results_on_opencl") {
        return;
    }
    let ctx = match Context::new() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("SKIP: no OpenCL device ({e}); hostile programs not run");
            return;
        }
    };
    let device_name = ctx.device_name().to_string();
    let backend = Backend::OpenCl(ctx, Device::generic());
    let runs: Vec<_> = parse_runs()
        .into_iter()
        .enumerate()
        .filter(|(index, _)| on_device(*index))
        .filter(|(_, run)| {
            let marked = run.skip.iter().any(|w| device_name.contains(w.as_str()));
            if marked {
                eprintln!("SKIP: {} with hostile names (marked for {device_name} in runs.txt)", run.file);
            }
            !marked
        })
        .map(|(index, mut run)| {
            let text = std::fs::read_to_string(tinyc_tests::tests_dir().join("in").join(&run.file)).unwrap_or_default();
            let (text, map) = rename(&text, index * 5 + 3, KERNEL_NAMES[index % KERNEL_NAMES.len()]);
            for (name, _) in &mut run.params {
                if let Some(new) = map.get(name) {
                    *name = new.clone();
                }
            }
            run.source = Some(text);
            run
        })
        .collect();
    let n = run_all(runs, |run| execute(&backend, run));
    eprintln!("ran {n} programs with hostile names");
}

/// The reproducer: a scalar named like the compare-and-swap loop's own variable.
#[test]
fn a_value_named_like_a_generator_temporary_is_not_captured() {
    let Ok(ctx) = Context::new() else {
        eprintln!("SKIP: no OpenCL device");
        return;
    };
    let src = "func @k(%A: memref<f32x4>, %atom_seen: f32, %B: memref<f32x4>) {\n  \
               axpby.n.atomic 2.0, %A, %atom_seen, %B : f32, memref<f32x4>, f32, memref<f32x4>\n}\n";
    let program = Program::from_ir(&ctx, "k.ir", src).unwrap_or_else(|e| panic!("{e}"));
    let a = ctx.buffer_from(&[1.0f32, 2.0, 3.0, 4.0]).unwrap_or_else(|e| panic!("{e}"));
    let b = ctx.buffer_from(&[1.0f32; 4]).unwrap_or_else(|e| panic!("{e}"));
    let kernel = program.kernel("k").unwrap_or_else(|e| panic!("{e}"));
    let args = [
        tinyc_runtime::MemrefArg::new(&a, vec![4]).into(),
        3.0f32.into(),
        tinyc_runtime::MemrefArg::new(&b, vec![4]).into(),
    ];
    kernel.launch(&args, 1).unwrap_or_else(|e| panic!("{e}"));
    // B := 2·A + 3·B (one work-group, atomically).
    assert_eq!(b.read().unwrap_or_else(|e| panic!("{e}")), [5.0, 7.0, 9.0, 11.0]);
}

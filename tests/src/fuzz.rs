//! A bounded smoke fuzz of parse + check: thousands of deterministic mutations of the example
//! programs must never panic, never report an internal error, keep every span inside the input,
//! and every mutant that parses must survive the printer round trip. Every mutant that checks
//! compiles to OpenCL C that clang accepts, and a sample of them to PTX that ptxas accepts.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::Command;

use tinyc_frontend::{Code, Frontend, Source, parse, print};
use tinyc_tests::{files_in, tests_dir};

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }
}

const SNIPPETS: &[&str] = &[
    "9223372036854775807",
    "3037000499",
    "%x",
    "%0",
    "@f",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "?",
    "x",
    ".n",
    ".t",
    ".atomic",
    "gemm",
    "foreach",
    "for",
    "if",
    "else",
    "yield",
    "memref<f32x?>",
    "group<memref<f64x4>>",
    "i1",
    "i16",
    "index",
    "f64",
    "0",
    "-1",
    "1.5",
    "0x1p3",
    "9223372036854775807",
    "1e400",
    "\u{0}",
    "\u{7f}",
    "é",
    "\n",
    ";",
    "alloca -> memref<f32x4>",
    "load %a[0]",
    "store %x, %y[]",
    "strided<1,?>",
    "offset: ?",
];

fn mutate(rng: &mut Rng, text: &str) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let pos = rng.below(bytes.len() + 1);
        match rng.below(6) {
            0 => {
                let end = (pos + 1 + rng.below(12)).min(bytes.len());
                bytes.drain(pos..end);
            }
            1 => {
                let s = SNIPPETS[rng.below(SNIPPETS.len())];
                bytes.splice(pos..pos, s.bytes());
            }
            2 if pos < bytes.len() => bytes[pos] = (rng.next() & 0xff) as u8,
            3 => {
                let a = rng.below(bytes.len() + 1);
                let (lo, hi) = (pos.min(a), pos.max(a));
                let chunk: Vec<u8> = bytes[lo..hi].to_vec();
                bytes.splice(hi..hi, chunk);
            }
            4 if pos < bytes.len() && bytes[pos].is_ascii_digit() => bytes[pos] = b'0' + (rng.next() % 10) as u8,
            _ => bytes.truncate(pos),
        }
    }
    bytes
}

#[test]
fn mutated_examples_never_crash() {
    let seeds: Vec<String> =
        files_in(&tests_dir().join("in/spec"), "ir").iter().filter_map(|p| std::fs::read_to_string(p).ok()).collect();
    assert!(!seeds.is_empty());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut parsed, mut checked) = (0, 0);
    // (mutant, OpenCL C) of every mutant that checks; (mutant, PTX) of a sample.
    let (mut opencl, mut ptxs) = (Vec::new(), Vec::new());
    let runs = 3000;
    for i in 0..runs {
        let seed = &seeds[i % seeds.len()];
        let bytes = mutate(&mut rng, seed);
        let src = Source::new("fuzz.ir", &bytes);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let parsed = parse::parse(&src.text);
            let checked = Frontend::default().run(&src);
            (parsed, checked)
        }));
        let Ok((p, c)) = outcome else {
            panic!("panic on input:\n{}", String::from_utf8_lossy(&bytes));
        };
        let diags = match &c {
            Ok(ok) => {
                checked += 1;
                // Every checked program goes through both backends' front halves without
                // panicking, and its gpu.module (the PTX route's input) builds, verifies and
                // verifies again after the ABI pass; some also go all the way to PTX.
                let cl = catch_unwind(AssertUnwindSafe(|| tinyc_opencl::compile(ok)));
                match cl {
                    Ok(Ok(code)) => opencl.push((src.text.clone(), code)),
                    Ok(Err(ice)) => {
                        panic!("internal error on a checked program:\n{}\n{}", src.text, src.render(&[ice]))
                    }
                    Err(_) => panic!("OpenCL backend panicked on:\n{}", src.text),
                }
                let kernels = tinyc_kernel::lower_module(ok).unwrap_or_else(|ice| panic!("{}", src.render(&[ice])));
                let (flavor, stage) = (tinyc_dialect::Flavor::Nvvm, tinyc_dialect::Stage::Abi);
                let built = tinyc_dialect::with_context(|context, diagnostics| {
                    tinyc_dialect::route::gpu_module(context, diagnostics, &kernels, &ok.source, flavor, stage)
                        .map(drop)
                });
                match built {
                    Ok(()) => {}
                    Err(tinyc_dialect::RouteError::Internal(ice)) => {
                        panic!("internal error on a checked program:\n{}\n{}", src.text, src.render(&[ice]))
                    }
                    Err(e) => panic!("{e} for a checked program:\n{}", src.text),
                }
                if checked % 10 == 1 {
                    let ptx = tinyc_ptx::compile(ok, &tinyc_ptx::Options::default());
                    match ptx {
                        Ok(ptx) => ptxs.push((src.text.clone(), ptx)),
                        Err(e) => panic!("PTX failed for a checked program:\n{}\n{e:?}", src.text),
                    }
                }
                Vec::new()
            }
            Err(d) => d.clone(),
        };
        for d in &diags {
            assert!(
                !(d.code == Code::E50 || (d.code == Code::E40 && d.message.contains("could not run"))),
                "internal error on input:\n{}\n{}",
                src.text,
                src.render(&diags)
            );
            assert!(d.span.end as usize <= src.text.len() && d.span.start <= d.span.end);
        }
        let _ = src.render(&diags);
        if let Ok(module) = p {
            parsed += 1;
            let printed = print::print(&module, Some(&src.text));
            let again =
                parse::parse(&printed).unwrap_or_else(|d| panic!("printed mutant does not parse:\n{printed}\n{d:?}"));
            assert!(again == module, "round trip changed a mutant:\n{}\nprinted:\n{printed}", src.text);
        }
    }
    // The mutations must exercise both sides.
    assert!(parsed > runs / 20 && parsed < runs, "parsed {parsed} of {runs}");
    assert!(checked > 0, "no mutant checked");
    clang_accepts(&opencl);
    ptxas_accepts(&ptxs);
}

/// Every OpenCL C source passes `clang -fsyntax-only` (one clang run for all of them).
fn clang_accepts(sources: &[(String, String)]) {
    let clang = "clang-22";
    if Command::new(clang).arg("--version").output().is_err() {
        tinyc_tests::note(&format!("SKIP: {clang} not installed; the mutants' OpenCL C is not syntax-checked"));
        return;
    }
    let dir = std::env::temp_dir().join(format!("tinyc-mutants-cl-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let files: Vec<_> = sources
        .iter()
        .enumerate()
        .map(|(i, (_, cl))| {
            let f = dir.join(format!("m{i}.cl"));
            std::fs::write(&f, cl).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            f
        })
        .collect();
    let out = Command::new(clang)
        .args(["-x", "cl", "-cl-std=CL3.0", "-Xclang", "-finclude-default-header", "-fsyntax-only", "-Werror"])
        .args(&files)
        .output()
        .unwrap_or_else(|e| panic!("{clang}: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        // Name the first failing mutant.
        let first = sources.iter().enumerate().find(|(i, _)| err.contains(&format!("m{i}.cl:")));
        let (mutant, cl) = first.map(|(_, s)| s.clone()).unwrap_or_default();
        panic!("clang rejects the OpenCL C of a checked mutant:\n{err}\nmutant:\n{mutant}\nOpenCL C:\n{cl}");
    }
    tinyc_tests::note(&format!("clang accepts the OpenCL C of {} checked mutants", sources.len()));
}

/// A sample of the mutants' PTX passes `ptxas` (sm_90).
fn ptxas_accepts(sources: &[(String, String)]) {
    let Some(ptxas) = crate::ptx::ptxas() else {
        tinyc_tests::note("SKIP: ptxas not found (run scripts/setup.sh); the mutants' PTX is not assembled");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tinyc-mutants-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    for (i, (mutant, ptx)) in sources.iter().enumerate() {
        let f = dir.join(format!("m{i}.ptx"));
        if let Err(e) = crate::ptx::assemble(&ptxas, &f, ptx, "sm_90") {
            panic!("ptxas rejects the PTX of a checked mutant:\n{e}\nmutant:\n{mutant}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    tinyc_tests::note(&format!("ptxas accepts the PTX of {} checked mutants", sources.len()));
}

/// Programs whose sizes and constants are near i64::MAX compile for every target: the
/// heuristics, tiling and loop arithmetic saturate instead of overflowing (a panic in the debug
/// build the tests use).
#[test]
fn extreme_sizes_compile_for_every_target() {
    use tinyc_frontend::Device;
    let files = files_in(&tests_dir().join("in/extreme"), "ir");
    assert!(files.len() >= 2);
    for path in files {
        for device in [Device::generic(), Device::cpu(), Device::nvidia()] {
            let checked = tinyc_tests::check_file(&path, device.clone()).unwrap_or_else(|e| panic!("{e}"));
            if device == Device::nvidia() {
                let ptx = tinyc_ptx::compile(&checked, &tinyc_ptx::Options::default());
                assert!(ptx.is_ok(), "{}: {ptx:?}", path.display());
            } else {
                let cl = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
                assert!(cl.contains("kernel"), "{}", path.display());
            }
        }
    }
}

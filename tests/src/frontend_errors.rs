//! Rendered diagnostics, pinned: `tests/errors/<name>.ir` → `tests/errors/<name>.stderr`
//! (codespan output without colour). A file named `eNN_…` must fail with code `ENN` first.

use std::collections::BTreeSet;

use tinyc_frontend::ast::ParamAttr;
use tinyc_frontend::diagnostic::Code;
use tinyc_frontend::{Frontend, Source};
use tinyc_tests::{check_golden, files_in, run_all, tests_dir};

#[test]
fn error_snapshots() {
    let dir = tests_dir().join("errors");
    let mut kinds = BTreeSet::new();
    run_all(files_in(&dir, "ir"), |path| {
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
        let src = Source::new(format!("errors/{stem}.ir"), &bytes);
        let diags = match Frontend::default().run(&src) {
            Ok(_) => return Err(format!("{stem}: accepted, but it is an error test")),
            Err(d) => d,
        };
        if let Some(code) = stem.split('_').next().filter(|c| c.starts_with('e')) {
            // Warnings are shown beside the errors: the first error names the case.
            let first = diags.iter().find(|d| !d.code.is_warning()).map(|d| d.code.to_string()).unwrap_or_default();
            if !first.eq_ignore_ascii_case(code) {
                return Err(format!("{stem}: first error is {first}, expected {}", code.to_uppercase()));
            }
        }
        for d in &diags {
            kinds.insert((d.code.to_string(), d.message.clone()));
        }
        check_golden(&dir.join(format!("{stem}.stderr")), &src.render(&diags))
    });
    assert!(kinds.len() >= 30, "only {} distinct error kinds are pinned: {kinds:?}", kinds.len());
}

#[test]
fn several_independent_errors_are_reported() {
    let text = std::fs::read(tests_dir().join("errors/multiple_independent_errors.ir")).unwrap_or_default();
    let src = Source::new("m.ir", &text);
    let diags = Frontend::default().run(&src).err().unwrap_or_default();
    let codes: Vec<String> = diags.iter().map(|d| d.code.to_string()).collect();
    // The undefined %zz poisons %b; the use of %b is not reported again.
    assert_eq!(codes, ["E06", "E15", "E12"], "{}", src.render(&diags));
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let depth = 5000;
    let mut text = String::from("func @f(%a: i32) {\n%c = cmp.gt %a, 0 : i32\n");
    for _ in 0..depth {
        text.push_str("if %c {\n");
    }
    for _ in 0..depth {
        text.push_str("}\n");
    }
    text.push_str("}\n");
    let src = Source::new("deep.ir", text.as_bytes());
    let diags = Frontend::default().run(&src).err().unwrap_or_default();
    assert_eq!(diags.len(), 1);
    assert!(diags[0].message.contains("nested too deeply"), "{}", src.render(&diags));

    // Moderate nesting is fine.
    let mut text = String::from("func @f(%a: i32) {\n%c = cmp.gt %a, 0 : i32\n");
    for _ in 0..200 {
        text.push_str("if %c {\n");
    }
    for _ in 0..200 {
        text.push_str("}\n");
    }
    text.push_str("}\n");
    let src = Source::new("ok.ir", text.as_bytes());
    assert!(Frontend::default().run(&src).is_ok());
}

/// tinytc v0.4.0's own lit programs (`test/lit/**/*.ir` of its v0.4.0 tag, in the folder that
/// `TINYTC_LIT_DIR` names; they are not copied here) get the verdict their RUN line expects
/// (`RUN: not …`: rejected) from `tinyc check --lang v0.4`. The programs listed in `PENDING`
/// use what tinyc does not implement yet; each must still differ, so that the list only shrinks.
/// The programs listed in `COMPILER_REJECTS` pass their RUN line only because it runs a single
/// pass that does not check the IR (`check-ir`); tinytc's compiler runs that check before it
/// compiles (`compiler.cpp`) and rejects them, and so does tinyc.
#[test]
fn tinytc_lit_programs_get_upstreams_verdict() {
    const COMPILER_REJECTS: [(&str, &str); 1] = [(
        "opt/constant-propagation.ir",
        "subgroup_broadcast in a function's collective region (the RUN line runs constant propagation only)",
    )];
    const PENDING: [(&str, &str); 1] = [(
        "opt/memref-info.ir",
        "subview %a[%x,0] declared memref<i16x8>: by the manual's rank reduction the result has order 0; tinytc v0.4.0 accepts it because it never compares the result's order with the modes kept, and tinyc keeps rejecting it",
    )];
    let Some(dir) = std::env::var_os("TINYTC_LIT_DIR").map(std::path::PathBuf::from) else {
        tinyc_tests::note("SKIP: TINYTC_LIT_DIR is not set (tinytc v0.4.0's test/lit); its lit programs not checked");
        return;
    };
    let mut files = Vec::new();
    let mut stack = vec![dir.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())).flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ir") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 50, "{} lit programs in {}", files.len(), dir.display());
    let mut wrong = Vec::new();
    let mut compiled = 0;
    for path in &files {
        let rel = path.strip_prefix(&dir).unwrap_or(path).to_string_lossy().replace('\\', "/");
        let text = std::fs::read(path).unwrap_or_default();
        let rejected = String::from_utf8_lossy(&text).lines().any(|l| l.contains("RUN: not"))
            || COMPILER_REJECTS.iter().any(|(f, _)| *f == rel);
        let src = Source::new(rel.clone(), &text);
        let got = Frontend::default().with_lang(Some(tinyc_frontend::ast::Lang::V04)).run(&src);
        let agrees = got.is_err() == rejected;
        let pending = PENDING.iter().find(|(f, _)| *f == rel);
        match (agrees, pending) {
            (true, Some((_, why))) => wrong.push(format!("{rel}: now agrees ({why}): take it off PENDING")),
            (false, None) => wrong.push(match &got {
                Ok(_) => format!("{rel}: accepted, upstream rejects it"),
                Err(d) => format!("{rel}: rejected, upstream accepts it:\n{}", src.render(d)),
            }),
            _ => {}
        }
        // An accepted program compiles for every target: OpenCL C, PTX (ptxas-clean where ptxas
        // is installed) and SPIR-V (spirv-val-clean where it is installed).
        if let Ok(checked) = &got {
            match lit_compiles(checked, &rel) {
                Ok(()) => compiled += 1,
                Err(e) => wrong.push(e),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    tinyc_tests::note(&format!(
        "{} tinytc lit programs checked, {} pending, {compiled} accepted ones compiled to OpenCL C, PTX and SPIR-V",
        files.len(),
        PENDING.len()
    ));
}

/// Compiles a checked lit program to the three targets, validating PTX and SPIR-V.
fn lit_compiles(checked: &tinyc_frontend::Checked, rel: &str) -> Result<(), String> {
    tinyc_opencl::compile(checked).map_err(|e| format!("{rel}: OpenCL C: {}", e.message))?;
    let ptx = match tinyc_ptx::compile(checked, &tinyc_ptx::Options::default()) {
        Ok(ptx) => Some(ptx),
        // `opt/work-group-size.ir` allocates 384 KiB of local memory (upstream only runs passes
        // on it): more than any GPU has, refused with a clear error rather than bad PTX.
        Err(tinyc_ptx::Error::SharedMemory { bytes, .. }) if bytes > 256 * 1024 => None,
        Err(e) => return Err(format!("{rel}: PTX: {e}")),
    };
    if let (Some(ptx), Some(ptxas)) = (ptx, crate::ptx::ptxas()) {
        let file = std::env::temp_dir().join(format!("tinyc-lit-{}-{}.ptx", std::process::id(), rel.replace('/', "_")));
        let arch = tinyc_ptx::Options::default().arch;
        let assembled = crate::ptx::assemble(&ptxas, &file, &ptx, &arch);
        let _ = std::fs::remove_file(&file);
        assembled.map_err(|e| format!("{rel}: ptxas rejects the PTX:\n{e}"))?;
    }
    let spirv = tinyc_spirv::compile(checked, &tinyc_spirv::Options::default(), tinyc_spirv::Form::Binary)
        .map_err(|e| format!("{rel}: SPIR-V: {e}"))?;
    crate::spirv::spirv_val(&spirv, rel)
}

/// W01 and W02, pinned: `tests/warnings/<name>.ir` is accepted and its warnings render as
/// `tests/warnings/<name>.stderr`; a file named `w01_…` (`w02_…`) has at least one of that code
/// and no other, `edge_…` none.
#[test]
fn warning_snapshots() {
    let dir = tests_dir().join("warnings");
    let files = files_in(&dir, "ir");
    assert!(files.len() >= 5, "{files:?}");
    run_all(files, |path| {
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
        let src = Source::new(format!("warnings/{stem}.ir"), &bytes);
        let checked =
            Frontend::default().run(&src).map_err(|d| format!("{stem}: not accepted:\n{}", src.render(&d)))?;
        let w = &checked.warnings;
        // `w01_…` and `w02_…` files have warnings of that code only.
        let code = stem.get(..3).map(str::to_uppercase).unwrap_or_default();
        if code.starts_with('W') && (w.is_empty() || w.iter().any(|d| d.code.to_string() != code)) {
            return Err(format!("{stem}: expected {code} warnings, got {w:?}"));
        }
        if stem.starts_with("edge") && !w.is_empty() {
            return Err(format!("{stem}: in bounds, but warned:\n{}", src.render(w)));
        }
        check_golden(&dir.join(format!("{stem}.stderr")), &src.render(w))
    });
}

/// Every program of `tests/in/` that checks (the valid ones and the execution programs) is in
/// bounds: no warning. Those written as YATeTo's printer writes v0.4 (`*yateto_printer*`) get
/// W03 for its forms beyond tinytc v0.4.0, and nothing else; no other program gets W03.
#[test]
fn valid_programs_get_no_warning() {
    let mut files = tinyc_tests::valid_programs();
    files.extend(files_in(&tests_dir().join("in/extreme"), "ir"));
    run_all(files, |path| {
        let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
        let src = Source::new(path.display().to_string(), &bytes);
        let printer = path.display().to_string().contains("yateto_printer");
        match Frontend::default().run(&src) {
            Ok(c) if printer && (c.warnings.is_empty() || c.warnings.iter().any(|w| w.code != Code::W03)) => {
                Err(format!("expected W03 warnings only:\n{}", src.render(&c.warnings)))
            }
            Ok(c) if !printer && !c.warnings.is_empty() => Err(src.render(&c.warnings)),
            _ => Ok(()),
        }
    });
}

/// v0.4's attribute names may be strings (the manual's `attribute-name = … / string-attribute`):
/// a string name that is not one of the compiler's is the user's own and is accepted (and means
/// nothing to tinyc) on functions, parameters, `alloca` and `for`; a known name may be quoted;
/// an unquoted unknown name stays an error.
#[test]
fn v04_string_attribute_names_are_the_users_own() {
    let ok = "func @k(%X: memref<f32x8> {\"note\"=1, \"alignment\"=16}) attributes{\"foo\"=\"bar\", \
              work_group_size=[32, 1]} {\n  %c0 = constant 0 : index\n  %c8 = constant 8 : index\n  \
              for %i = %c0, %c8 {\n    %t = alloca {\"x\"=[1, 2]} : memref<f32x4,local>\n  } \
              attributes{unroll=true, \"note\"=\"x\"}\n}\n";
    let src = Source::new("attrs.ir", ok.as_bytes());
    let checked = Frontend::default()
        .with_lang(Some(tinyc_frontend::ast::Lang::V04))
        .run(&src)
        .unwrap_or_else(|d| panic!("{}", src.render(&d)));
    let f = &checked.module.funcs[0];
    let attrs: Vec<_> = f.params[0].attrs.iter().map(|a| a.node.clone()).collect();
    assert_eq!(
        attrs,
        [ParamAttr::Alignment(16), ParamAttr::Opaque("\"note\"=1".into())],
        "the quoted alignment is the alignment; the user's own attribute is kept for fmt"
    );
    assert_eq!(f.attrs.len(), 1, "work_group_size only");
    assert_eq!(f.opaque, ["\"foo\"=\"bar\""]);
    let bad = "func @k() attributes{foo=1} {\n}\n";
    let src = Source::new("bad.ir", bad.as_bytes());
    let diags = Frontend::default().with_lang(Some(tinyc_frontend::ast::Lang::V04)).run(&src).err().unwrap_or_default();
    assert!(diags.first().is_some_and(|d| d.message == "Unknown function attribute `foo`"), "{diags:?}");
}

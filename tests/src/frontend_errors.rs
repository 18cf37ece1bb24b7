//! Rendered diagnostics, pinned: `tests/errors/<name>.ir` → `tests/errors/<name>.stderr`
//! (codespan output without colour). A file named `eNN_…` must fail with code `ENN` first.

use std::collections::BTreeSet;

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
            let first = diags[0].code.to_string();
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

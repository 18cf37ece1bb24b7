//! The printer: `parse(print(p)) == p` for every valid program, printing is idempotent, and the
//! canonical form of each spec example is pinned in `tests/out/fmt/`.

use tinyc_frontend::{Source, parse, print};
use tinyc_tests::{check_golden, files_in, run_all, tests_dir};

/// Every program under tests/ that parses.
fn parsable() -> Vec<std::path::PathBuf> {
    let mut files = files_in(&tests_dir().join("in/spec"), "ir");
    files.extend(files_in(&tests_dir().join("in"), "ir"));
    files.extend(files_in(&tests_dir().join("errors"), "ir"));
    files
        .into_iter()
        .filter(|p| std::fs::read(p).is_ok_and(|b| parse::parse(&Source::new("x", &b).text).is_ok()))
        .collect()
}

#[test]
fn print_then_parse_gives_the_same_module() {
    let files = parsable();
    let n = run_all(files, |path| {
        let src = Source::new("x", &std::fs::read(path).map_err(|e| e.to_string())?);
        let module = parse::parse(&src.text).map_err(|d| src.render(&d))?;
        let printed = print::print(&module, Some(&src.text));
        let again = parse::parse(&printed)
            .map_err(|d| format!("{}: printed form does not parse:\n{printed}\n{d:?}", path.display()))?;
        if again != module {
            return Err(format!("{}: module changed by printing:\n{printed}", path.display()));
        }
        let twice = print::print(&again, Some(&printed));
        if twice != printed {
            return Err(format!("{}: printing is not idempotent", path.display()));
        }
        Ok(())
    });
    assert!(n >= 40, "only {n} programs round-tripped");
}

#[test]
fn canonical_form_of_the_examples() {
    let out = tests_dir().join("out/fmt");
    run_all(files_in(&tests_dir().join("in/spec"), "ir"), |path| {
        let src = Source::new("x", &std::fs::read(path).map_err(|e| e.to_string())?);
        let module = parse::parse(&src.text).map_err(|d| src.render(&d))?;
        let name = path.file_name().unwrap_or_default();
        check_golden(&out.join(name), &print::print(&module, Some(&src.text)))
    });
}

#[test]
fn comments_survive_formatting() {
    let text = "; head\nfunc @f(%a: f32) { ; after brace\n  ; own line\n  %b = arith.add %a, 1.0 : f32 ; trailing\n\n  %c = arith.mul %b, %b : f32\n  ; before close\n}\n; tail\n";
    let module = parse::parse(text).unwrap_or_else(|d| panic!("{d:?}"));
    let printed = print::print(&module, Some(text));
    assert_eq!(
        printed,
        "; head\nfunc @f(%a: f32) { ; after brace\n  ; own line\n  %b = arith.add %a, 1.0 : f32 ; trailing\n\n  %c = arith.mul %b, %b : f32\n  ; before close\n}\n; tail\n"
    );
}

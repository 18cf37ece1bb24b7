//! The spec's example programs: valid ones check, rejected ones fail with exactly the message and
//! `line:col` of their `; error: L:C: message` header (language.md §8).

use tinyc_frontend::{Frontend, Source};
use tinyc_tests::{files_in, run_all, tests_dir};

#[test]
fn valid_examples_check() {
    let files: Vec<_> =
        files_in(&tests_dir().join("in/spec"), "ir").into_iter().filter(|p| !is_error_file(p)).collect();
    let n = run_all(files, |path| {
        let src = Source::new(path.display().to_string(), &std::fs::read(path).map_err(|e| e.to_string())?);
        Frontend::default().run(&src).map(|_| ()).map_err(|d| src.render(&d))
    });
    assert_eq!(n, 13, "the spec ships 13 valid examples");
}

fn is_error_file(p: &std::path::Path) -> bool {
    p.file_name().is_some_and(|n| n.to_string_lossy().contains("_err_"))
}

#[test]
fn error_examples_fail_at_the_documented_location() {
    let files: Vec<_> = files_in(&tests_dir().join("in/spec"), "ir").into_iter().filter(|p| is_error_file(p)).collect();
    let n = run_all(files, |path| {
        let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
        let header = text.lines().next().and_then(|l| l.strip_prefix("; error: ")).ok_or("missing header")?;
        let (loc, message) = header.split_once(": ").ok_or("malformed header")?;
        let src = Source::new(path.display().to_string(), text.as_bytes());
        let diags = match Frontend::default().run(&src) {
            Ok(_) => return Err(format!("{}: accepted, expected {header}", path.display())),
            Err(d) => d,
        };
        let first = &diags[0];
        let (l, c) = first.location(&src.text);
        let got = format!("{l}:{c}: {}", first.message);
        if got != format!("{loc}: {message}") {
            return Err(format!("{}: expected `{loc}: {message}`, got `{got}`", path.display()));
        }
        Ok(())
    });
    assert_eq!(n, 5);
}

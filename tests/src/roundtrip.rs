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

/// `tinyc fmt --to v0.4`: every v0.3.1 execution program of `runs.txt`, rewritten as v0.4,
/// prints, parses and checks as v0.4 and gives the interpreter bit for bit the results of the
/// original, with the same inputs; printing the rewrite again changes nothing.
#[test]
fn v03_programs_rewritten_as_v04_compute_the_same() {
    use tinyc_frontend::ast::Lang;
    use tinyc_frontend::{Device, Frontend};
    let runs: Vec<_> = tinyc_tests::exec::parse_runs()
        .into_iter()
        .filter(|r| {
            let text = std::fs::read_to_string(tests_dir().join("in").join(&r.file)).unwrap_or_default();
            tinyc_frontend::detect(&text) == Some(Lang::V03)
        })
        .collect();
    let refused = std::sync::Mutex::new(Vec::new());
    let n = run_all(runs, |run| {
        let path = tests_dir().join("in").join(&run.file);
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        let text = match run.wgs {
            Some(w) => tinyc_tests::exec::with_work_group(&text, w)?,
            None => text,
        };
        let check = |name: &str, text: &str, lang| {
            let src = Source::new(name, text.as_bytes());
            Frontend::new(Device::generic())
                .with_lang(Some(lang))
                .run(&src)
                .map_err(|d| (tinyc_frontend::upgrade::inexpressible(&d), src.render(&d)))
        };
        let old = check(&run.name, &text, Lang::V03).map_err(|e| e.1)?;
        if tinyc_frontend::upgrade::narrow_products(&old).is_some() {
            refused.lock().unwrap_or_else(|p| p.into_inner()).push(run.name.clone());
            return Ok(());
        }
        let new_module = tinyc_frontend::upgrade::to_v04(&old);
        let printed = print::print(&new_module, Some(&text));
        let new = match check(&run.name, &printed, Lang::V04) {
            Ok(new) => new,
            // v0.3.1's mixed precision (α of f64 with f32 matrices…) and atomic updates with a
            // general β have no v0.4 form: the rewrite is refused (`fmt --to v0.4` says so).
            Err((true, _)) => {
                refused.lock().unwrap_or_else(|p| p.into_inner()).push(run.name.clone());
                return Ok(());
            }
            Err((false, e)) => return Err(format!("{e}\n{printed}")),
        };
        let again = print::print(&new.module, Some(&printed));
        if again != printed {
            return Err(format!("{}: the rewrite does not print as it parses:\n{printed}\n---\n{again}", run.name));
        }
        let results = |checked: &tinyc_frontend::Checked| -> Result<_, String> {
            let (mut host, args, _) = tinyc_tests::exec::host_inputs(run, &checked.module.funcs[0])?;
            tinyc_tests::interp::run(checked, 0, &args, run.groups, &mut host)?;
            Ok(host.bufs)
        };
        let (a, b) = (results(&old)?, results(&new).map_err(|e| format!("{}: v0.4: {e}\n{printed}", run.name))?);
        // Bit for bit (a NaN equals itself).
        if format!("{a:?}") != format!("{b:?}") {
            return Err(format!("{}: the v0.4 rewrite computes other values:\n{printed}", run.name));
        }
        Ok(())
    });
    let refused = refused.into_inner().unwrap_or_default();
    tinyc_tests::note(&format!(
        "{} v0.3.1 runs rewritten as v0.4 with the same results; {} refused (no v0.4 form): {}",
        n - refused.len(),
        refused.len(),
        refused.join(", ")
    ));
    assert!(n - refused.len() >= 70, "only {} programs rewritten", n - refused.len());
}

/// v0.3.1's `true` and `false` are integers (INT) wherever an integer goes; `fmt --to v0.4`
/// writes them as the integer constants 1 and 0 of that type (v0.4's `true` is a `bool`).
#[test]
fn v03_booleans_in_integer_positions_are_rewritten_as_integers() {
    use tinyc_frontend::ast::Lang;
    use tinyc_frontend::{Device, Frontend};
    let text = "func @k(%a: i32, %b: memref<i64x4>) {\n  %x = arith.add %a, true : i32\n  \
                %y = cast %x : i32 -> i64\n  %z = arith.mul %y, false : i64\n  store %z, %b[1] : memref<i64x4>\n}\n";
    let check = |text: &str, lang| {
        let src = Source::new("b.ir", text.as_bytes());
        Frontend::new(Device::generic()).with_lang(Some(lang)).run(&src).map_err(|d| src.render(&d))
    };
    let old = check(text, Lang::V03).unwrap_or_else(|e| panic!("{e}"));
    let printed = print::print(&tinyc_frontend::upgrade::to_v04(&old), Some(text));
    check(&printed, Lang::V04).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert!(printed.contains("constant 1 : i32") && printed.contains("constant 0 : i64"), "{printed}");
}

/// A v0.3.1 `expand` whose `?` entry is known from the other entries (here 0: an empty mode)
/// is written in v0.4 with that constant, and its mode static in the result type too (v0.4
/// writes `?` only for strides; a `?` size over a static shape is E12, and tinytc refuses it).
#[test]
fn v03_expand_with_a_known_dynamic_entry_is_typed_static_in_v04() {
    use tinyc_frontend::ast::Lang;
    use tinyc_frontend::{Device, Frontend};
    let check = |text: &str, lang| {
        let src = Source::new("e.ir", text.as_bytes());
        Frontend::new(Device::generic()).with_lang(Some(lang)).run(&src).map_err(|d| src.render(&d))
    };
    for (text, want) in [
        ("func @k(%A: memref<f32x?>) {\n  %b = expand %A[0 -> 0x?] : memref<f32x?>\n}\n", "memref<f32x0x0>"),
        ("func @k(%A: memref<f32x12>) {\n  %b = expand %A[0 -> 3x?] : memref<f32x12>\n}\n", "memref<f32x3x4>"),
    ] {
        let old = check(text, Lang::V03).unwrap_or_else(|e| panic!("{e}"));
        let printed = print::print(&tinyc_frontend::upgrade::to_v04(&old), Some(text));
        check(&printed, Lang::V04).unwrap_or_else(|e| panic!("{e}\n{printed}"));
        assert!(printed.contains(want), "{printed}");
    }
}

/// Two v0.3.1 forms that v0.4 spells otherwise: an attribute written twice (the last one wins,
/// §4; v0.4 takes each once) and `true`/`false` as subview bounds (integers, §1; v0.4's slices
/// take integer literals). The rewrite checked as v0.4 and keeps the v0.3.1 meaning.
#[test]
fn v03_repeated_attributes_and_boolean_slices_are_rewritten() {
    use tinyc_frontend::ast::Lang;
    use tinyc_frontend::{Device, Frontend};
    let check = |text: &str, lang| {
        let src = Source::new("r.ir", text.as_bytes());
        Frontend::new(Device::generic()).with_lang(Some(lang)).run(&src).map_err(|d| src.render(&d))
    };
    for (text, want, gone) in [
        (
            "func @k() work_group_size(32,1) subgroup_size(8) work_group_size(64,2) subgroup_size(16) {\n}\n",
            "attributes{work_group_size=[64, 2], subgroup_size=16}",
            "32",
        ),
        (
            "func @k(%A: memref<f32x4x4>) {\n  %s = subview %A[true, false:true] : memref<f32x4x4>\n}\n",
            "subview %A[1, 0:1] : memref<f32x1,strided<4>>",
            "true",
        ),
    ] {
        let old = check(text, Lang::V03).unwrap_or_else(|e| panic!("{e}"));
        let printed = print::print(&tinyc_frontend::upgrade::to_v04(&old), Some(text));
        let new = check(&printed, Lang::V04).unwrap_or_else(|e| panic!("{e}\n{printed}"));
        assert!(printed.contains(want) && !printed.contains(gone), "{printed}");
        assert_eq!(new.module.funcs[0].work_group_size(), old.module.funcs[0].work_group_size());
        assert_eq!(new.module.funcs[0].subgroup_size(), old.module.funcs[0].subgroup_size());
    }
}

//! Differential fuzzing from the command line: random valid programs ([`tinyc_tests::progen`])
//! run on every OpenCL implementation present (PoCL, Intel's CPU runtime, oclgrind), each in a
//! child process of its own, and are compared with the host interpreter. Each failing program is
//! minimised and written to the output directory with its launch and the failure.
//!
//! ```text
//! cargo run -p tinyc-tests --bin fuzz -- --seconds 600 --out fuzz-out [--seed 0] [--count N]
//!                                        [--impl all|pocl|intel|oclgrind] [--spirv] [--v04]
//! ```
//!
//! `--spirv` runs the programs as the MLIR route's SPIR-V instead of OpenCL C, on the
//! implementations that take SPIR-V (Intel's CPU runtime; the others say SKIP). `--v04` writes
//! each program in tinytc v0.4 (`tinyc fmt --to v0.4` of the generated v0.3.1 program).
//!
//! Seeds are consecutive from `--seed`, the same on every implementation, so a program is
//! reproduced by its seed (`--seed S --count 1`). Exit status 1 when any program failed.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tinyc_runtime::Context;
use tinyc_tests::difffuzz::{fuzz, minimise, run_of};
use tinyc_tests::impls::{Impl, run_child};
use tinyc_tests::progen::Features;

struct Options {
    seconds: u64,
    count: u64,
    seed: u64,
    out: PathBuf,
    impls: Vec<Impl>,
    spirv: bool,
    v04: bool,
    print: bool,
    raw: Vec<String>,
}

fn parse() -> Result<Options, String> {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut o = Options {
        seconds: 60,
        count: u64::MAX,
        seed: 0,
        out: PathBuf::from("fuzz-out"),
        impls: Impl::ALL.to_vec(),
        spirv: false,
        v04: false,
        print: false,
        raw: raw.clone(),
    };
    let mut it = raw.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{a} needs a value"));
        let num = |v: String| v.parse::<u64>().map_err(|e| format!("{a} {v}: {e}"));
        match a.as_str() {
            "--spirv" => o.spirv = true,
            "--v04" => o.v04 = true,
            "--print" => o.print = true,
            "--seconds" => o.seconds = num(value()?)?,
            "--count" => o.count = num(value()?)?,
            "--seed" => o.seed = num(value()?)?,
            "--out" => o.out = PathBuf::from(value()?),
            "--impl" => {
                let v = value()?;
                o.impls = if v == "all" {
                    Impl::ALL.to_vec()
                } else {
                    v.split(',')
                        .map(|n| Impl::from_name(n).ok_or(format!("unknown implementation {n}")))
                        .collect::<Result<_, _>>()?
                };
            }
            "-h" | "--help" => return Err(String::new()),
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    Ok(o)
}

const USAGE: &str = "usage: fuzz [--seconds N] [--count N] [--seed S] [--out DIR] [--impl all|pocl|intel|oclgrind] [--spirv] [--v04] [--print]\n  --print: print the programs of the seeds (groups as in the tests, with SVM) and their launches, run nothing";

fn main() -> ExitCode {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if o.print {
        let last = o.seed.saturating_add(o.count.min(1000));
        let mut out = std::io::stdout().lock();
        for seed in o.seed..last {
            let case = tinyc_tests::progen::generate(seed, Features { groups: true, v04: o.v04 });
            let launch: Vec<String> = case.params.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let printed =
                writeln!(out, "; seed {seed}; launch: groups={} {}\n{}", case.groups, launch.join(" "), case.text);
            if printed.is_err() {
                return ExitCode::from(2);
            }
        }
        return ExitCode::SUCCESS;
    }
    match Impl::current() {
        Some(imp) => child(imp, &o),
        None => parent(&o),
    }
}

/// Runs one child per implementation, at the same time, and sums up.
fn parent(o: &Options) -> ExitCode {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    let args: Vec<&str> = o.raw.iter().map(String::as_str).collect();
    let handles: Vec<_> = o
        .impls
        .iter()
        .map(|&imp| {
            let (exe, args): (PathBuf, Vec<String>) = (exe.clone(), args.iter().map(|s| s.to_string()).collect());
            std::thread::spawn(move || {
                if let Err(why) = imp.library() {
                    return (imp, Err(format!("SKIP: {why}")));
                }
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                (imp, run_child(imp, &exe, &args, &[]))
            })
        })
        .collect();
    let mut ok = true;
    for h in handles {
        match h.join() {
            Ok((imp, Ok(out))) => {
                for l in out.lines().filter(|l| l.starts_with("fuzz:")) {
                    eprintln!("{l}");
                }
                let _ = imp;
            }
            Ok((imp, Err(e))) if e.starts_with("SKIP") => eprintln!("{e} (not fuzzed on {})", imp.name()),
            Ok((_, Err(e))) => {
                ok = false;
                let tail: Vec<&str> = e.lines().filter(|l| l.starts_with("fuzz:") || l.contains("failed (")).collect();
                eprintln!("{}", tail.join("\n"));
            }
            Err(_) => ok = false,
        }
    }
    if ok { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

fn child(imp: Impl, o: &Options) -> ExitCode {
    let ctx = match Context::new() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("fuzz: {}: SKIP: no device ({e})", imp.name());
            return ExitCode::SUCCESS;
        }
    };
    let features = Features { groups: ctx.supports_svm(), v04: o.v04 };
    if o.spirv && !ctx.supports_spirv() {
        eprintln!("fuzz: {}: SKIP: {} takes no SPIR-V", imp.name(), ctx.device_name());
        return ExitCode::SUCCESS;
    }
    let _ = std::fs::create_dir_all(&o.out);
    let deadline = Instant::now() + Duration::from_secs(o.seconds);
    let start = Instant::now();
    let mut done = 0u64;
    let mut next_report = 200u64;
    let last = o.seed.saturating_add(o.count);
    let tally = fuzz(
        &ctx,
        features,
        o.seed..last,
        o.spirv,
        || {
            done += 1;
            if done >= next_report {
                next_report += 200;
                eprintln!("fuzz: {}: {done} programs, {:.0} s", imp.name(), start.elapsed().as_secs_f64());
            }
            Instant::now() < deadline
        },
        |backend, device, case, msg, log| {
            let small = minimise(backend, device, case, msg, 200, log);
            let run = run_of(case, &small);
            let launch: Vec<String> = run.params.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let header: String = msg.lines().take(40).map(|l| format!("; {l}\n")).collect();
            let file = o.out.join(format!("{}-seed-{}.ir", imp.name(), case.seed));
            let body = format!(
                "; differential fuzzing failure on {}{} ({}), compiled for {}\n; seed {}; launch: groups={} {}\n{header}{small}",
                imp.name(),
                if o.spirv { " as SPIR-V" } else { "" },
                ctx.device_name(),
                device.name,
                case.seed,
                case.groups,
                launch.join(" ")
            );
            let _ = std::fs::write(&file, body);
            eprintln!("fuzz: {}: seed {} FAILED, minimised program in {}", imp.name(), case.seed, file.display());
        },
    );
    for (seed, e) in &tally.invalid {
        let _ = std::fs::write(o.out.join(format!("{}-invalid-seed-{seed}.txt", imp.name())), e);
        eprintln!(
            "fuzz: {}: seed {seed}: generator made an invalid program: {}",
            imp.name(),
            e.lines().next().unwrap_or("")
        );
    }
    eprintln!(
        "fuzz: {}: {} programs ({} passed, {} failed, {} invalid) from seed {} in {:.0} s on {}",
        imp.name(),
        tally.passed + tally.failed.len() + tally.invalid.len(),
        tally.passed,
        tally.failed.len(),
        tally.invalid.len(),
        o.seed,
        start.elapsed().as_secs_f64(),
        ctx.device_name()
    );
    if tally.failed.is_empty() && tally.invalid.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

//! The compile-time benchmark: every example of `tests/in/spec` (not the `9x` error files) to
//! OpenCL C and to PTX, in this process (median of N after one untimed warm-up) and as a whole
//! `tinyc compile` process (median wall time, output to /dev/null).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tinyc_frontend::{Frontend, Source};

use crate::table::{Cell, Table};
use crate::{CompileArgs, Failure, Outcome, Result, median, ms};

/// What to measure.
#[derive(Clone, Debug)]
pub struct Config {
    pub csv: PathBuf,
    /// Timed in-process compilations per file and target.
    pub runs: usize,
    /// Timed `tinyc` processes per file and target.
    pub process_runs: usize,
    pub tinyc: PathBuf,
    pub spec_dir: PathBuf,
}

impl Config {
    pub fn from_args(args: CompileArgs) -> Config {
        let runs = args.runs.map_or(if args.quick { 3 } else { 10 }, |r| r as usize);
        Config {
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("compile.csv")),
            runs,
            process_runs: if args.quick && args.runs.is_none() { 2 } else { runs.div_ceil(2) },
            tinyc: args.tinyc.unwrap_or_else(|| crate::target_dir().join("release").join("tinyc")),
            spec_dir: crate::workspace_root().join("tests").join("in").join("spec"),
        }
    }
}

/// Median time of `f` over `runs` calls after one untimed call; the first error stops.
fn time<T, E>(runs: usize, mut f: impl FnMut() -> Result<T, E>) -> Result<Duration, E> {
    f()?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        std::hint::black_box(f()?);
        times.push(start.elapsed());
    }
    Ok(median(&times))
}

pub fn run(config: &Config) -> Result<Outcome> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(&config.spec_dir)
        .map_err(|e| Failure::new(format!("cannot list {}: {e}", config.spec_dir.display())))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ir"))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| !n.starts_with('9')))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(Failure::new(format!("no .ir files in {}", config.spec_dir.display())));
    }
    let tinyc = config.tinyc.is_file().then_some(config.tinyc.as_path());
    let ptx_options = tinyc_ptx::Options::default();

    say!("inputs:    {} files of {}", files.len(), config.spec_dir.display());
    say!(
        "in-process: median of {} runs after one warm-up (front end = parse + check; OpenCL C and PTX include the front end)",
        config.runs
    );
    match tinyc {
        Some(path) => {
            say!(
                "processes: median wall time of {} runs of `{} compile FILE [--target ptx] -o /dev/null`",
                config.process_runs,
                path.display()
            );
            // What a process costs before it compiles anything (loading the statically linked binary).
            match time(config.process_runs, || process(path, &[OsStr::new("--version")])) {
                Ok(t) => say!("           `tinyc --version` alone takes {:.2} ms (median)", ms(t)),
                Err(e) => eprintln!("warning: `{} --version` failed: {e}", path.display()),
            }
        }
        None => {
            say!(
                "processes: not measured: {} is missing (build it with `cargo build --release -p tinyc`)",
                config.tinyc.display()
            );
            eprintln!("warning: {} is missing; build it with `cargo build --release -p tinyc`", config.tinyc.display());
        }
    }
    if ptx_options.toolkit.is_none() {
        eprintln!(
            "note: TINYC_CUDA_DIR is not set (source scripts/env.sh); kernels that need libdevice will not compile to PTX"
        );
    }
    // The first PTX compilation of a process registers MLIR's passes; shown apart, not in the table.
    if let Some(first) = files.first() {
        let text = std::fs::read(first).map_err(|e| Failure::new(format!("cannot read {}: {e}", first.display())))?;
        if let Ok(checked) = Frontend::default().run(&Source::new(first.display().to_string(), &text)) {
            let start = Instant::now();
            let result = tinyc_ptx::compile(&checked, &ptx_options);
            say!(
                "first PTX compilation in this process (registers MLIR's passes): {:.1} ms{}",
                ms(start.elapsed()),
                if result.is_err() { " (failed)" } else { "" }
            );
        }
    }
    if let Some(load) = crate::load_average() {
        say!("load:      {load} (1, 5, 15 min averages of /proc/loadavg at the start)");
    }
    say!();

    let mut table = Table::new(&[
        ("file", "file"),
        ("front end ms", "frontend_ms"),
        ("OpenCL C ms", "opencl_ms"),
        ("PTX ms", "ptx_ms"),
        ("tinyc OpenCL ms", "process_opencl_ms"),
        ("tinyc PTX ms", "process_ptx_ms"),
    ]);
    let mut outcome = Outcome::Passed;
    let mut failed = |what: String| {
        eprintln!("{what}");
        outcome = Outcome::Failed;
        Cell::missing("FAILED")
    };
    for path in &files {
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        let text = std::fs::read(path).map_err(|e| Failure::new(format!("cannot read {}: {e}", path.display())))?;
        let source = Source::new(path.display().to_string(), &text);
        let frontend = Frontend::default();
        let front = || frontend.run(&source);
        if let Err(diagnostics) = front() {
            let cell = failed(format!("{name}: does not check:\n{}", source.render(&diagnostics)));
            let mut cells = vec![Cell::text(name), cell];
            cells.resize_with(6, || Cell::missing("-"));
            table.push(cells);
            continue;
        }
        let front_time = time(config.runs, || front().map(drop));
        let opencl_time = time(config.runs, || {
            let checked = front().map_err(|_| "the front end failed".to_string())?;
            tinyc_opencl::compile(&checked).map_err(|ice| ice.message)
        });
        let ptx_time = time(config.runs, || {
            let checked = front().map_err(|_| "the front end failed".to_string())?;
            tinyc_ptx::compile(&checked, &ptx_options).map_err(|e| e.to_string())
        });
        let mut cells = vec![Cell::text(name.clone())];
        cells.push(match front_time {
            Ok(t) => Cell::num(ms(t), 3),
            Err(_) => failed(format!("{name}: the front end failed on a repeated run")),
        });
        cells.push(match opencl_time {
            Ok(t) => Cell::num(ms(t), 3),
            Err(_) => failed(format!("{name}: the front end failed on a repeated run")),
        });
        cells.push(match ptx_time {
            Ok(t) => Cell::num(ms(t), 2),
            Err(e) => failed(format!("{name}: PTX: {e}")),
        });
        for target in ["opencl", "ptx"] {
            cells.push(match tinyc {
                None => Cell::missing("-"),
                Some(exe) => match time(config.process_runs, || compile_process(exe, path, target)) {
                    Ok(t) => Cell::num(ms(t), 2),
                    Err(e) => failed(format!("{name}: `tinyc compile --target {target}`: {e}")),
                },
            });
        }
        table.push(cells);
    }
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    say!("\nCSV: {}", config.csv.display());
    Ok(outcome)
}

/// Runs `tinyc compile FILE --target TARGET -o /dev/null` and waits for it.
fn compile_process(exe: &Path, file: &Path, target: &str) -> Result<(), String> {
    let mut args = vec![OsStr::new("compile"), file.as_os_str()];
    args.extend(["--target", target, "-o", "/dev/null"].map(OsStr::new));
    process(exe, &args)
}

/// Runs `exe ARGS` with no input and output and waits for it; Err with its stderr when it fails.
fn process(exe: &Path, args: &[&OsStr]) -> Result<(), String> {
    let output = Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!("{}: {}", output.status, String::from_utf8_lossy(&output.stderr).trim()))
    }
}

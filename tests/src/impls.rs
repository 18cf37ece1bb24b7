//! The OpenCL implementations the execution tests and the differential fuzzer run on, each in a
//! process of its own.
//!
//! The ICD loader reads `OCL_ICD_VENDORS` once, when a process first calls OpenCL, so a test that
//! wants another implementation runs a child process (the test binary itself, or the `fuzz` binary)
//! whose environment registers only that implementation's ICD:
//!
//! - **PoCL**: the library named by `/etc/OpenCL/vendors/pocl.icd` (the default platform here);
//! - **Intel**: Intel's OpenCL CPU runtime from the `intel-opencl-rt` wheel, which
//!   `scripts/setup.sh` installs into `.venv-intel` (or the directory `TINYC_INTEL_OPENCL_LIB`
//!   names), with that `lib/` on `LD_LIBRARY_PATH` for its own libraries (`libsvml.so`, TBB);
//! - **oclgrind**: the OpenCL simulator (Debian's `oclgrind`), with its data-race,
//!   uninitialised-read and API checks on; its reports go to a log file (`OCLGRIND_LOG`) that the
//!   child reads after every program ([`OclgrindLog`]), and any report fails that program.
//!
//! The vendors directory is written by the tests themselves (under the system temporary
//! directory), so nothing depends on the user's environment.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Set in a child process: the implementation it runs on (its [`Impl::name`]).
pub const IMPL_ENV: &str = "TINYC_TEST_IMPL";

/// Oclgrind's own compiler options: OpenCL C 2.0 (kernels take `global T* global*` group
/// arguments; oclgrind reports 1.2) and no optimisation (its uninitialised-value plugin aborts on
/// the `freeze` instructions LLVM's optimiser introduces). The runtime's `-cl-std=CL1.2` comes
/// first on the command line, so this one wins.
pub const OCLGRIND_BUILD_OPTIONS: &str = "-cl-std=CL2.0 -cl-opt-disable";

/// One OpenCL implementation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impl {
    Pocl,
    Intel,
    Oclgrind,
}

impl Impl {
    pub const ALL: [Impl; 3] = [Impl::Pocl, Impl::Intel, Impl::Oclgrind];

    pub fn name(self) -> &'static str {
        match self {
            Impl::Pocl => "pocl",
            Impl::Intel => "intel",
            Impl::Oclgrind => "oclgrind",
        }
    }

    pub fn from_name(name: &str) -> Option<Impl> {
        Impl::ALL.into_iter().find(|i| i.name() == name)
    }

    /// The implementation this process was started for, if it is a child.
    pub fn current() -> Option<Impl> {
        std::env::var(IMPL_ENV).ok().and_then(|n| Impl::from_name(&n))
    }

    /// The ICD library, or why it is not installed.
    pub fn library(self) -> Result<PathBuf, String> {
        let existing = |p: PathBuf, why: &str| if p.is_file() { Ok(p) } else { Err(format!("{} {why}", p.display())) };
        match self {
            Impl::Pocl => {
                let icd = Path::new("/etc/OpenCL/vendors/pocl.icd");
                let text = std::fs::read_to_string(icd).map_err(|e| format!("{}: {e}", icd.display()))?;
                let lib = text.trim();
                // The loader also accepts a bare library name, found on the library path.
                if lib.contains('/') {
                    existing(PathBuf::from(lib), "(from pocl.icd) is missing")
                } else {
                    Ok(lib.into())
                }
            }
            Impl::Intel => {
                let dir = match std::env::var_os("TINYC_INTEL_OPENCL_LIB") {
                    Some(d) => PathBuf::from(d),
                    None => crate::tests_dir().join("../.venv-intel/lib"),
                };
                existing(dir.join("libintelocl.so"), "is missing (scripts/setup.sh installs intel-opencl-rt)")
            }
            Impl::Oclgrind => {
                ["/usr/lib/oclgrind/liboclgrind-rt-icd.so", "/usr/lib/x86_64-linux-gnu/liboclgrind-rt-icd.so"]
                    .iter()
                    .map(PathBuf::from)
                    .find(|p| p.is_file())
                    .ok_or_else(|| "liboclgrind-rt-icd.so is missing (scripts/setup.sh installs oclgrind)".to_string())
            }
        }
    }

    /// A directory holding one `.icd` file for this implementation, written if needed.
    pub fn vendors_dir(self) -> Result<PathBuf, String> {
        let lib = self.library()?;
        let dir = std::env::temp_dir().join(format!("tinyc-icd-{}", self.name()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let file = dir.join(format!("{}.icd", self.name()));
        let content = format!("{}\n", lib.canonicalize().unwrap_or(lib).display());
        if std::fs::read_to_string(&file).ok().as_deref() != Some(content.as_str()) {
            // Written under a unique name and renamed: concurrent test processes never see half
            // a file.
            let tmp = dir.join(format!(".{}.{}", self.name(), std::process::id()));
            std::fs::write(&tmp, &content).map_err(|e| format!("{}: {e}", tmp.display()))?;
            std::fs::rename(&tmp, &file).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        Ok(dir)
    }

    /// `program` set up to see only this implementation. `oclgrind_log` is where oclgrind writes
    /// its reports (ignored for the others).
    pub fn command(self, program: &Path, oclgrind_log: Option<&Path>) -> Result<Command, String> {
        let mut cmd = Command::new(program);
        cmd.env("OCL_ICD_VENDORS", self.vendors_dir()?);
        cmd.env(IMPL_ENV, self.name());
        cmd.env_remove("OCL_ICD_FILENAMES");
        cmd.env_remove(tinyc_runtime::DEVICE_ENV);
        if self == Impl::Intel {
            let lib = self.library()?;
            let dir = lib.parent().unwrap_or(Path::new("."));
            let old = std::env::var("LD_LIBRARY_PATH").unwrap_or_default();
            let path = if old.is_empty() { dir.display().to_string() } else { format!("{}:{old}", dir.display()) };
            cmd.env("LD_LIBRARY_PATH", path);
        }
        if self == Impl::Oclgrind {
            cmd.env("OCLGRIND_DATA_RACES", "1");
            cmd.env("OCLGRIND_UNINITIALIZED", "1");
            cmd.env("OCLGRIND_CHECK_API", "1");
            cmd.env("OCLGRIND_BUILD_OPTIONS", OCLGRIND_BUILD_OPTIONS);
            cmd.env("OCLGRIND_MAX_ERRORS", "40");
            if let Some(log) = oclgrind_log {
                cmd.env("OCLGRIND_LOG", log);
            }
        }
        Ok(cmd)
    }
}

/// Oclgrind's report log, read piece by piece: each program's reports are what was appended
/// while it ran.
pub struct OclgrindLog {
    path: PathBuf,
    seen: usize,
}

impl OclgrindLog {
    /// The log this process writes to, when it runs under oclgrind with a log file.
    pub fn current() -> Option<OclgrindLog> {
        if Impl::current() != Some(Impl::Oclgrind) {
            return None;
        }
        let path = PathBuf::from(std::env::var_os("OCLGRIND_LOG")?);
        let seen = std::fs::metadata(&path).map(|m| m.len() as usize).unwrap_or(0);
        Some(OclgrindLog { path, seen })
    }

    /// The reports written since the last call (empty when none).
    pub fn take(&mut self) -> String {
        let bytes = std::fs::read(&self.path).unwrap_or_default();
        let new = bytes.get(self.seen..).unwrap_or_default();
        self.seen = bytes.len();
        filter_reports(&String::from_utf8_lossy(new))
    }
}

/// Oclgrind's reports without the ones that are no bug of ours: an API check of a query for a
/// parameter newer than oclgrind's OpenCL 1.2 (what a runtime asks to learn what the device
/// supports), which it answers with `CL_INVALID_VALUE`.
pub fn filter_reports(log: &str) -> String {
    log.split("\n\n")
        .filter(|r| !r.trim().is_empty())
        .filter(|r| {
            let query = ["clGetDeviceInfo", "clGetPlatformInfo", "clGetKernelWorkGroupInfo", "clGetKernelInfo"]
                .iter()
                .any(|f| r.contains(&format!("Function: {f}")));
            !(query && r.contains("CL_INVALID_VALUE"))
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// Runs `exe args` on `imp` and returns its combined output, or the reason it could not run or
/// failed (its output's tail included).
pub fn run_child(imp: Impl, exe: &Path, args: &[&str], extra_env: &[(&str, &str)]) -> Result<String, String> {
    // One log per child: tests run children of one implementation at the same time.
    static CHILDREN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CHILDREN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let log = std::env::temp_dir().join(format!("tinyc-oclgrind-{}-{}-{n}.log", std::process::id(), imp.name()));
    let _ = std::fs::remove_file(&log);
    let mut cmd = imp.command(exe, Some(&log))?;
    cmd.args(args);
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let _ = std::fs::remove_file(&log);
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    if out.status.success() {
        Ok(text)
    } else {
        let tail: String = {
            let chars: Vec<char> = text.chars().collect();
            chars[chars.len().saturating_sub(20_000)..].iter().collect()
        };
        Err(format!("{} on {} failed ({}):\n{tail}", exe.display(), imp.name(), out.status))
    }
}

/// Runs this test binary's test `name` (its full path; ignored or not) in a child process that
/// sees only `imp`, with `env` added, and returns what it printed; panics when it fails or runs
/// no test.
pub fn run_test_in_child(imp: Impl, name: &str, env: &[(&str, &str)]) -> String {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let args = ["--include-ignored", "--exact", name, "--nocapture", "--test-threads=1"];
    let out = run_child(imp, &exe, &args, env).unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("1 passed"), "the child ran no test:\n{out}");
    out
}

/// Runs the test `name` (its full path in this test binary) again, in a child process that sees
/// only PoCL, and forwards what it prints; `true` in the parent, whose part is then done, and
/// `false` in that child (or where PoCL is not installed), which goes on with the test itself.
///
/// PoCL compiles under one lock per process, so two tests that build kernels on it in one
/// process take turns: in the test binary, all of them together ran on one core of two, for
/// most of the suite's time. The tests that build many kernels on it call this first.
pub fn in_a_pocl_process(name: &str) -> bool {
    if Impl::current().is_some() || Impl::Pocl.library().is_err() {
        return false;
    }
    let out = run_test_in_child(Impl::Pocl, name, &[]);
    let harness = |l: &str| l.trim().is_empty() || l.starts_with("running ") || l.starts_with("test ");
    for line in out.lines().filter(|l| !harness(l)) {
        crate::note(line);
    }
    true
}

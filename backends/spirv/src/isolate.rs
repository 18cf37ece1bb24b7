//! LLVM's SPIR-V backend in a forked child process.
//!
//! LLVM 22's SPIR-V backend keeps a process-wide table (`SPIRVModuleAnalysis::MAI`) of
//! basic-block ids keyed by the address of each machine function, which it never clears between
//! modules. The first module a process compiles is right; a later one whose function is allocated
//! where an earlier one's was gets that module's block ids, and defines ids twice (an invalid
//! module, on which Intel's SPIR-V reader crashes). In these tests about one module in two came
//! out wrong after the first few dozen compiles in one process.
//!
//! So the route never runs in the calling process: each compile forks, and the child (whose copy
//! of the table is the parent's, still empty) builds the module in a fresh single-threaded MLIR
//! context, runs the pipeline, writes the result into a pipe and exits without running any
//! destructor. The parent waits with a time limit: a child that fails to start, hangs (a lock
//! another thread held when it forked) or dies is tried again once, then reported as an internal
//! error. A fork of a large process costs a few milliseconds; the compile itself dominates.
//!
//! What the child sends: one status byte (0: the module follows; 1: an internal error located in
//! the program, as span start, span end and message; 2: an unlocated error message), then the
//! payload.

use std::io::Read as _;
use std::os::fd::{FromRawFd as _, OwnedFd};
use std::time::{Duration, Instant};

use tinyc_frontend::{Diagnostic, SourceMap, Span};
use tinyc_kernel::ir::Kernel;

use crate::{Error, Options};

/// How long a child may take before it is killed.
const LIMIT: Duration = Duration::from_secs(120);

/// Runs `compile` in a fresh single-threaded MLIR context in a forked child and gives its result.
pub(crate) fn in_child(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<Vec<u8>, Error> {
    let mut last = String::new();
    for _ in 0..2 {
        match attempt(kernels, source, options) {
            Ok(result) => return result,
            Err(why) => last = why,
        }
    }
    Err(Error::Mlir(format!("the SPIR-V compiler process failed twice: {last}")))
}

/// One child: `Ok` with what it sent, `Err` when it failed to run to the end.
fn attempt(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<Result<Vec<u8>, Error>, String> {
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for the two descriptors `pipe2` writes.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(format!("pipe: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both descriptors were just made and are owned here alone.
    let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // SAFETY: the child only computes, writes into the pipe and leaves with `_exit`; see below.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!("fork: {}", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        drop(read);
        child(kernels, source, options, write);
    }
    drop(write);
    let mut pipe = std::fs::File::from(read);
    let started = Instant::now();
    let mut out = Vec::new();
    let got = read_with_limit(&mut pipe, &mut out, started);
    let status = reap(pid, got.is_ok());
    got?;
    status?;
    decode(&out, kernels, source)
}

/// Reads the pipe to its end, or fails when the child takes longer than [`LIMIT`].
fn read_with_limit(pipe: &mut std::fs::File, out: &mut Vec<u8>, started: Instant) -> Result<(), String> {
    use std::os::fd::AsRawFd as _;
    let mut buffer = [0u8; 1 << 16];
    loop {
        let left = LIMIT.saturating_sub(started.elapsed());
        if left.is_zero() {
            return Err(format!("no answer within {} s", LIMIT.as_secs()));
        }
        let mut poll = libc::pollfd { fd: pipe.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        let millis = i32::try_from(left.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one valid `pollfd` for a descriptor owned by `pipe`.
        let ready = unsafe { libc::poll(&mut poll, 1, millis) };
        if ready < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(format!("poll: {e}"));
        }
        if ready == 0 {
            continue;
        }
        match pipe.read(&mut buffer) {
            Ok(0) => return Ok(()),
            Ok(n) => out.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(format!("read: {e}")),
        }
    }
}

/// Waits for the child (killing it first unless it has answered) and checks that it exited 0.
fn reap(pid: libc::pid_t, answered: bool) -> Result<(), String> {
    if !answered {
        // SAFETY: `pid` is our child, not yet waited for.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let mut status = 0;
    loop {
        // SAFETY: `pid` is our child; `status` is a valid pointer.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("waitpid: {e}"));
        }
    }
    if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 {
        Ok(())
    } else if libc::WIFSIGNALED(status) {
        Err(format!("the compiler process died of signal {}", libc::WTERMSIG(status)))
    } else {
        Err(format!("the compiler process exited with status {}", libc::WEXITSTATUS(status)))
    }
}

unsafe extern "C" {
    /// LLVM's C API for its command-line options (`llvm-c/Support.h`), linked with MLIR.
    fn LLVMParseCommandLineOptions(argc: libc::c_int, argv: *const *const libc::c_char, overview: *const libc::c_char);
}

/// Keeps LLVM's optimiser from two rewrites that LLVM's SPIR-V backend or its consumers
/// cannot take. Set in the forked child only: the options are global to the process.
///
/// - The loop vectorizer (vector width and interleave count forced to 1): a SPIR-V consumer
///   vectorises across work-items itself, and the run-time checks of a vectorised loop include a
///   64-bit multiply with overflow, which the backend emits as `OpUMulExtended`: Intel's CPU
///   runtime cannot link that (`__spirv_UMulExtendedll`), so such kernels failed to build (fuzz
///   seeds 623, 5854, 5994, 6159, 6222).
/// - The closed forms of loop exit values (`-replexitval=never`): a loop that sums its index
///   (`for %i = 0, %n` carrying Σ i) gets its sum as n(n − 1)/2, computed in a 65-bit integer,
///   and the backend stops on it (an `OpTypeInt` of 65 bits needs an Altera extension).
fn restrain_llvm_optimizer() {
    let args = [
        c"tinyc".as_ptr(),
        c"-force-vector-width=1".as_ptr(),
        c"-force-vector-interleave=1".as_ptr(),
        c"-slp-max-vf=4".as_ptr(),
        c"-replexitval=never".as_ptr(),
    ];
    // SAFETY: valid NUL-terminated strings that outlive the call, and a null overview;
    // the child is single-threaded, so nothing reads the options meanwhile.
    unsafe { LLVMParseCommandLineOptions(args.len() as libc::c_int, args.as_ptr(), std::ptr::null()) };
}

/// The child: compiles, sends the result, exits with status 0 (1 when the pipe cannot take it).
fn child(kernels: &[Kernel], source: &SourceMap, options: &Options, pipe: OwnedFd) -> ! {
    restrain_llvm_optimizer();
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| crate::run_fresh(kernels, source, options)));
    let message = match result {
        Ok(Ok(bytes)) => [&[0u8][..], &bytes].concat(),
        Ok(Err(Error::Internal(d))) => {
            let mut m = vec![1u8];
            m.extend_from_slice(&d.span.start.to_le_bytes());
            m.extend_from_slice(&d.span.end.to_le_bytes());
            m.extend_from_slice(d.message.as_bytes());
            m
        }
        Ok(Err(Error::Mlir(text))) => [&[2u8][..], text.as_bytes()].concat(),
        // (The parent checks the limits before the child runs.)
        Ok(Err(Error::Limit(d))) => [&[2u8][..], d.message.as_bytes()].concat(),
        Err(_) => [&[2u8][..], b"the SPIR-V compiler panicked"].concat(),
    };
    let mut file = std::fs::File::from(pipe);
    let ok = std::io::Write::write_all(&mut file, &message).is_ok();
    // SAFETY: leaves the child at once, running no destructor or exit handler of the parent's
    // state (which other threads of the parent may have left mid-way).
    unsafe { libc::_exit(if ok { 0 } else { 1 }) }
}

/// What the child sent, as the compile's result.
fn decode(out: &[u8], kernels: &[Kernel], source: &SourceMap) -> Result<Result<Vec<u8>, Error>, String> {
    let (&status, payload) = out.split_first().ok_or("the compiler process sent nothing")?;
    Ok(match status {
        0 => Ok(payload.to_vec()),
        1 if payload.len() >= 8 => {
            let word = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            let span = Span { start: word(&payload[0..4]), end: word(&payload[4..8]) };
            let message = String::from_utf8_lossy(&payload[8..]).into_owned();
            let message = message.strip_prefix("internal compiler error: ").unwrap_or(&message).to_string();
            let _ = (kernels, source);
            Err(Error::Internal(Diagnostic::internal(message, span)))
        }
        2 => Err(Error::Mlir(String::from_utf8_lossy(payload).into_owned())),
        _ => return Err(format!("the compiler process sent status {status}")),
    })
}

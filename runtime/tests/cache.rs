//! The program cache: in memory per context, on disk across contexts and processes; damaged
//! entries, unwritable directories, the off switch, threads and processes sharing it. Every
//! result is checked against a host computation. Each test uses its own cache directory (set per
//! context, never through this process's environment); the tests that need another process run
//! this test binary again (`child_process`, configured through the child's environment). Every
//! test prints `SKIP: …` and passes when there is no OpenCL device.

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use tinyc_runtime::{CACHE_DIR_ENV, CACHE_ENV, CacheConfig, Context, MemrefArg, Origin, Program};

/// Set in the environment of a child process: what it should do (see `child_process`).
const CHILD_ENV: &str = "TINYC_CACHE_TEST_CHILD";

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

fn context() -> Option<Context> {
    match Context::new() {
        Ok(ctx) => Some(ctx),
        Err(e) => {
            note(&format!("SKIP: no OpenCL device ({e})"));
            None
        }
    }
}

/// A new, empty directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cache-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// The `.bin` entries in a cache directory.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir.join("opencl-v1"))
        .map(|r| {
            r.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "bin")).collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// `Y := c·X + d` on the first n entries: a distinct program for each (c, d).
fn affine(c: i32, d: i32) -> String {
    format!(
        "func @affine(%X: memref<f32x?>, %Y: memref<f32x?>) {{
  foreach %i = 0, 64 {{
    %x = load %X[%i] : memref<f32x?>
    %cx = arith.mul %x, {c}.0 : f32
    %y = arith.add %cx, {d}.0 : f32
    store %y, %Y[%i] : memref<f32x?>
  }}
}}
"
    )
}

/// Runs `affine(c, d)` from `program` on X = seed-dependent small integers and checks Y exactly
/// (small integers: f32 arithmetic is exact).
fn check_affine(ctx: &Context, program: &Program, c: i32, d: i32, seed: i32) {
    let x: Vec<f32> = (0..64).map(|i| ((i * 7 + seed) % 19 - 9) as f32).collect();
    let dx = ctx.buffer_from(&x).unwrap_or_else(|e| panic!("{e}"));
    let dy = ctx.buffer_from(&[f32::NAN; 64]).unwrap_or_else(|e| panic!("{e}"));
    let kernel = program.kernel("affine").unwrap_or_else(|e| panic!("{e}"));
    kernel
        .launch(&[MemrefArg::new(&dx, [64]).into(), MemrefArg::new(&dy, [64]).into()], 1)
        .unwrap_or_else(|e| panic!("{e}"));
    let y = dy.read().unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = x.iter().map(|&v| c as f32 * v + d as f32).collect();
    assert_eq!(y, want, "affine({c}, {d}) with seed {seed}, origin {:?}", program.origin());
}

fn build(ctx: &Context, c: i32, d: i32) -> Program {
    Program::from_ir(ctx, "affine.ir", &affine(c, d)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_second_build_in_a_context_is_a_memory_cache_hit() {
    let Some(ctx) = context() else { return };
    let ctx = ctx.with_cache(CacheConfig::memory_only());
    let first = build(&ctx, 2, 1);
    assert_eq!(first.origin(), Origin::Built);
    assert_eq!(first.disk_cache_entry(), None);
    let second = build(&ctx, 2, 1);
    assert_eq!(second.origin(), Origin::MemoryCache);
    assert_eq!(second.source(), first.source());
    // A clone of the handle shares the cache; kernels of both programs work side by side.
    assert_eq!(build(&ctx.clone(), 2, 1).origin(), Origin::MemoryCache);
    check_affine(&ctx, &first, 2, 1, 0);
    check_affine(&ctx, &second, 2, 1, 1);
    // Another program, or the same one with other options, is another key.
    assert_eq!(build(&ctx, 3, 1).origin(), Origin::Built);
    let sigs = first.signatures().to_vec();
    let with_options = Program::from_source_with_options(&ctx, first.source(), sigs.clone(), "-cl-mad-enable")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(with_options.origin(), Origin::Built);
    let base = [ctx.cl_std_option(), ctx.fp32_division_option()].join(" ");
    assert_eq!(with_options.options(), format!("{} -cl-mad-enable", base.trim()).trim());
    let again = Program::from_source_with_options(&ctx, first.source(), sigs, "-cl-mad-enable")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.origin(), Origin::MemoryCache);
    check_affine(&ctx, &again, 2, 1, 2);
    // A handle with the cache off builds anew; clearing the cache forgets the program.
    assert_eq!(build(&ctx.clone().with_cache(CacheConfig::disabled()), 2, 1).origin(), Origin::Built);
    ctx.clear_program_cache();
    assert_eq!(build(&ctx, 2, 1).origin(), Origin::Built);
    // A program that fails to build is not cached: the error comes again.
    let bad = Program::from_source(&ctx, "kernel void broken( {", Vec::new());
    assert!(bad.is_err());
    assert!(Program::from_source(&ctx, "kernel void broken( {", Vec::new()).is_err());
}

#[test]
fn a_warm_disk_cache_serves_new_contexts() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("warm");
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    let first = build(&ctx, 5, -2);
    assert_eq!(first.origin(), Origin::Built);
    let Some(entry) = first.disk_cache_entry().map(Path::to_path_buf) else { panic!("no disk entry path") };
    assert!(entry.starts_with(&dir));
    if !entry.exists() {
        note("SKIP: a_warm_disk_cache_serves_new_contexts: the driver gives no program binaries");
        return;
    }
    assert_eq!(entries(&dir), std::slice::from_ref(&entry));
    let bytes = std::fs::read(&entry).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&bytes[..8], b"TINYCPB\0");
    // The file name is the key's hash, which the header repeats.
    let name = entry.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let header_key: String = bytes[16..48].iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(name, header_key);

    ctx.clear_program_cache();
    let from_disk = build(&ctx, 5, -2);
    assert_eq!(from_disk.origin(), Origin::DiskCache);
    check_affine(&ctx, &from_disk, 5, -2, 3);
    assert_eq!(build(&ctx, 5, -2).origin(), Origin::MemoryCache);

    // A new context (a new OpenCL context, an empty memory cache) reads the same entry.
    let fresh = Context::new().unwrap_or_else(|e| panic!("{e}")).with_cache(CacheConfig::with_dir(&dir));
    let p = build(&fresh, 5, -2);
    assert_eq!(p.origin(), Origin::DiskCache);
    check_affine(&fresh, &p, 5, -2, 4);
    // A disk-only miss for another program is built and added.
    assert_eq!(build(&fresh, 6, -2).origin(), Origin::Built);
    assert_eq!(entries(&dir).len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_or_foreign_entries_are_ignored_and_rebuilt() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("damaged");
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    let main = build(&ctx, 3, 4);
    let other = build(&ctx, -3, 4);
    let (Some(entry), Some(other_entry)) = (main.disk_cache_entry(), other.disk_cache_entry()) else {
        panic!("no disk entry paths")
    };
    if !entry.exists() {
        note("SKIP: damaged_or_foreign_entries_are_ignored_and_rebuilt: the driver gives no program binaries");
        return;
    }
    let good = std::fs::read(entry).unwrap_or_else(|e| panic!("{e}"));
    let foreign = std::fs::read(other_entry).unwrap_or_else(|e| panic!("{e}"));
    let len = good.len();
    let flip = |at: usize| {
        let mut b = good.clone();
        b[at] ^= 0x5a;
        b
    };
    let damage: Vec<(&str, Vec<u8>)> = vec![
        ("a flipped payload byte", flip(len / 2)),
        ("the last byte flipped", flip(len - 1)),
        ("a flipped magic byte", flip(0)),
        ("a flipped format version", flip(8)),
        ("a flipped key byte", flip(20)),
        ("a flipped length byte", flip(48)),
        ("a flipped checksum byte", flip(60)),
        ("truncated to half", good[..len / 2].to_vec()),
        ("truncated to the header", good[..88].to_vec()),
        ("truncated to 10 bytes", good[..10].to_vec()),
        ("empty", Vec::new()),
        ("a byte appended", [good.as_slice(), &[0]].concat()),
        ("garbage", (0..len).map(|i| (i * 131 % 251) as u8).collect()),
        ("another program's entry", foreign),
    ];
    for (what, bytes) in damage {
        std::fs::write(entry, &bytes).unwrap_or_else(|e| panic!("{e}"));
        ctx.clear_program_cache();
        let p = build(&ctx, 3, 4);
        assert_eq!(p.origin(), Origin::Built, "{what}: the entry should have been ignored");
        check_affine(&ctx, &p, 3, 4, 5);
        // The rebuild rewrote the entry (its size may differ: PoCL adds the work-group functions it
        // has compiled since to a program's binary).
        let rewritten = std::fs::read(entry).unwrap_or_default();
        assert!(rewritten != bytes && rewritten.starts_with(b"TINYCPB\0"), "{what}: not rewritten");
        ctx.clear_program_cache();
        let p = build(&ctx, 3, 4);
        assert_eq!(p.origin(), Origin::DiskCache, "{what}: the rewritten entry should be used");
        check_affine(&ctx, &p, 3, 4, 6);
    }
    // A directory where the entry should be: ignored, the build works, a warning at most.
    std::fs::remove_file(entry).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(entry.join("x")).unwrap_or_else(|e| panic!("{e}"));
    ctx.clear_program_cache();
    let p = build(&ctx, 3, 4);
    assert_eq!(p.origin(), Origin::Built);
    check_affine(&ctx, &p, 3, 4, 7);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_cache_directory_that_cannot_be_created_is_only_a_warning() {
    if context().is_none() {
        return;
    }
    let dir = temp_dir("unwritable");
    let file = dir.join("a-file");
    std::fs::write(&file, b"not a directory").unwrap_or_else(|e| panic!("{e}"));
    // The child builds two programs twice in a cache directory below a regular file.
    let out = child(&dir, "unwritable", &[(CACHE_DIR_ENV, file.join("cache").as_os_str())]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "child failed:\n{stderr}");
    // One warning, which names the cause; nothing is created below the file.
    let warnings = stderr.matches("warning: tinyc: ").count();
    assert_eq!(warnings, 1, "expected one warning:\n{stderr}");
    assert!(stderr.contains("Not a directory"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tinyc_cache_0_turns_the_cache_off() {
    if context().is_none() {
        return;
    }
    let dir = temp_dir("off");
    let cache = dir.join("cache");
    let out = child(&dir, "off", &[(CACHE_ENV, "0".as_ref()), (CACHE_DIR_ENV, cache.as_os_str())]);
    assert!(out.status.success(), "child failed:\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(entries(&cache).is_empty(), "TINYC_CACHE=0 wrote {:?}", entries(&cache));
    // Without the switch the same directory fills, and a second process reads it.
    let out = child(&dir, "env-dir", &[(CACHE_DIR_ENV, cache.as_os_str())]);
    assert!(out.status.success(), "child failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let out = child(&dir, "env-dir-warm", &[(CACHE_DIR_ENV, cache.as_os_str())]);
    assert!(out.status.success(), "child failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn eight_threads_build_and_launch_shared_and_own_programs() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("threads");
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    // Every thread builds the shared program (7, 1) and program (t % 4, 2), then launches both.
    let origins: Vec<(Origin, Origin)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|t| {
                let ctx = ctx.clone();
                s.spawn(move || {
                    let shared = build(&ctx, 7, 1);
                    let own = build(&ctx, t % 4, 2);
                    for round in 0..3 {
                        check_affine(&ctx, &shared, 7, 1, t * 10 + round);
                        check_affine(&ctx, &own, t % 4, 2, t * 10 + round);
                    }
                    (shared.origin(), own.origin())
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| panic!("a thread panicked"))).collect()
    });
    let built = |o: &[Origin]| o.iter().filter(|&&o| o != Origin::MemoryCache).count();
    let shared: Vec<Origin> = origins.iter().map(|o| o.0).collect();
    assert_eq!(built(&shared), 1, "the shared program was built more than once: {shared:?}");
    for v in 0..4 {
        let own: Vec<Origin> = origins.iter().enumerate().filter(|(t, _)| t % 4 == v).map(|(_, o)| o.1).collect();
        assert_eq!(built(&own), 1, "program {v} was built more than once: {own:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn four_processes_share_one_cache_directory() {
    if context().is_none() {
        return;
    }
    let dir = temp_dir("processes");
    let cache = dir.join("cache");
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    // All four run at once.
    let running: Vec<_> = (0..4)
        .map(|_| {
            Command::new(&exe)
                .args(["child_process", "--exact", "--nocapture", "--test-threads=1"])
                .env(CHILD_ENV, "shared")
                .env(CACHE_DIR_ENV, &cache)
                .env_remove(CACHE_ENV)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap_or_else(|e| panic!("cannot start {}: {e}", exe.display()))
        })
        .collect();
    for c in running {
        let out = c.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
        assert!(out.status.success(), "a child failed:\n{}", String::from_utf8_lossy(&out.stderr));
    }
    // Whatever the processes left in the directory is whole and right.
    let ctx = Context::new().unwrap_or_else(|e| panic!("{e}")).with_cache(CacheConfig::with_dir(&cache));
    for (c, d) in SHARED {
        let p = build(&ctx, c, d);
        if !entries(&cache).is_empty() {
            assert_eq!(p.origin(), Origin::DiskCache);
        }
        check_affine(&ctx, &p, c, d, 9);
    }
    assert!(
        std::fs::read_dir(cache.join("opencl-v1")).is_ok_and(|r| r.count() <= SHARED.len()),
        "temporary files left"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The programs the processes of `four_processes_share_one_cache_directory` build.
const SHARED: [(i32, i32); 3] = [(11, 1), (11, 2), (11, 3)];

/// Runs `child_process` in a new process of this test binary with `mode` and extra environment.
fn child(dir: &Path, mode: &str, env: &[(&str, &std::ffi::OsStr)]) -> std::process::Output {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let mut cmd = Command::new(exe);
    cmd.args(["child_process", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, mode)
        .env_remove(CACHE_ENV)
        .env_remove(CACHE_DIR_ENV)
        .current_dir(dir);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().unwrap_or_else(|e| panic!("cannot run the child: {e}"))
}

/// Does nothing in a normal run. In a child process started by the tests above, does what
/// `TINYC_CACHE_TEST_CHILD` says with the cache configuration from the environment (as
/// `Context::new` reads it), and fails by panicking.
#[test]
fn child_process() {
    let Ok(mode) = std::env::var(CHILD_ENV) else { return };
    let ctx = Context::new().unwrap_or_else(|e| panic!("{e}"));
    match mode.as_str() {
        "unwritable" => {
            assert!(ctx.cache_config().disk_dir().is_some());
            for (c, d) in [(1, 9), (2, 9), (1, 9), (2, 9)] {
                ctx.clear_program_cache();
                let p = build(&ctx, c, d);
                assert_eq!(p.origin(), Origin::Built);
                check_affine(&ctx, &p, c, d, 0);
            }
        }
        "off" => {
            assert_eq!(ctx.cache_config(), &CacheConfig::disabled());
            for _ in 0..2 {
                let p = build(&ctx, 4, 9);
                assert_eq!(p.origin(), Origin::Built);
                assert_eq!(p.disk_cache_entry(), None);
                check_affine(&ctx, &p, 4, 9, 0);
            }
        }
        "env-dir" | "env-dir-warm" => {
            let p = build(&ctx, 4, 9);
            let want = if mode == "env-dir" { Origin::Built } else { Origin::DiskCache };
            let entry_written = p.disk_cache_entry().is_some_and(Path::exists);
            if entry_written || mode == "env-dir" {
                assert_eq!(p.origin(), want);
            }
            check_affine(&ctx, &p, 4, 9, 0);
        }
        "shared" => {
            for round in 0..3 {
                // Each round with an empty memory cache, so the disk is read or written each time.
                ctx.clear_program_cache();
                for (c, d) in SHARED {
                    let p = build(&ctx, c, d);
                    assert_ne!(p.origin(), Origin::MemoryCache);
                    check_affine(&ctx, &p, c, d, round);
                }
            }
        }
        other => panic!("unknown child mode {other}"),
    }
}

/// The mode bits of a path.
#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).permissions().mode() & 0o777
}

#[cfg(unix)]
fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap_or_else(|e| panic!("{e}"));
}

/// The cache directory, its subdirectory and every entry are created private to the user.
#[cfg(unix)]
#[test]
fn cache_files_are_private_to_the_user() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("private").join("new");
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    let p = build(&ctx, 6, 1);
    let Some(entry) = p.disk_cache_entry().filter(|e| e.exists()).map(Path::to_path_buf) else {
        note("SKIP: the driver gives no program binaries");
        return;
    };
    assert_eq!(mode(&dir), 0o700);
    assert_eq!(mode(&dir.join("opencl-v1")), 0o700);
    assert_eq!(mode(&entry), 0o600);
}

/// Nothing is created in a cache directory others can write: not even its subdirectory.
#[cfg(unix)]
#[test]
fn nothing_is_created_in_an_untrusted_directory() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("untrusted-empty");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    chmod(&dir, 0o777);
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    build(&ctx, 3, 7);
    let created: Vec<_> =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{e}")).flatten().map(|e| e.path()).collect();
    assert!(created.is_empty(), "created in a world-writable cache directory: {created:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A cache directory or entry that other users can write, or that another user owns, is not
/// used: one warning, and every program is built (never loaded from the suspicious entry), as
/// ssh treats keys.
#[cfg(unix)]
#[test]
fn a_cache_others_could_have_written_is_not_used() {
    let Some(ctx) = context() else { return };
    let dir = temp_dir("untrusted");
    // Warm entries for the programs the child builds.
    let ctx = ctx.with_cache(CacheConfig::with_dir(&dir));
    for (c, d) in [(1, 9), (2, 9)] {
        build(&ctx, c, d);
    }
    let found = entries(&dir);
    if found.is_empty() {
        note("SKIP: the driver gives no program binaries");
        return;
    }
    let sub = dir.join("opencl-v1");
    let run = |what: &str| {
        let out = child(&dir, "unwritable", &[(CACHE_DIR_ENV, dir.as_os_str())]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{what}: the child failed:\n{stderr}");
        assert_eq!(stderr.matches("warning: tinyc: the program cache in").count(), 1, "{what}:\n{stderr}");
        stderr.into_owned()
    };
    chmod(&dir, 0o777);
    assert!(run("a world-writable directory").contains("is writable by other users (mode 777)"));
    chmod(&dir, 0o700);
    chmod(&sub, 0o770);
    assert!(run("a group-writable subdirectory").contains("opencl-v1 is writable by other users (mode 770)"));
    chmod(&sub, 0o700);
    for entry in &found {
        chmod(entry, 0o666);
    }
    assert!(run("writable entries").contains(".bin is writable by other users (mode 666)"));
    for entry in &found {
        chmod(entry, 0o600);
    }
    // SAFETY: `geteuid` has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        for entry in &found {
            std::os::unix::fs::chown(entry, Some(54321), None).unwrap_or_else(|e| panic!("{e}"));
        }
        assert!(run("entries of another user").contains("belongs to user 54321"));
    } else {
        note("SKIP: not root: entries of another user not tested");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

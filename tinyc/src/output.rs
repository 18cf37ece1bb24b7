//! Writing outputs without losing anything: no output may name the input or another output, and
//! files are replaced atomically, all or none.
//!
//! [`write_all`] first writes every file output to a temporary file beside it (`.NAME.tinyc-PID-N`,
//! in the same directory, so that a rename replaces the file in one step) and every standard-output
//! or device output directly; only when all of that succeeded are the temporary files renamed over
//! their targets. On any failure the temporary files are removed and every existing file keeps its
//! old contents.

use std::ffi::OsString;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// One output: where it goes (`-` is standard output), what the user called it, and its bytes
/// (text, or a SPIR-V binary).
pub struct Output<'a> {
    pub path: &'a Path,
    /// How the command line named it, e.g. `-o` or `--abi-json`.
    pub flag: &'a str,
    pub text: &'a [u8],
}

/// Whether a path is `-`, standard input or output.
pub fn is_stdio(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The file a path names, for comparisons: the canonical path where the file exists (symbolic
/// links, `.` and `..` resolved), else the canonical directory joined with the file name, else
/// the path made absolute.
pub fn identity(path: &Path) -> PathBuf {
    if let Ok(p) = fs::canonicalize(path) {
        return p;
    }
    if let Some(name) = path.file_name() {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if let Ok(d) = fs::canonicalize(dir) {
            return d.join(name);
        }
    }
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Refuses outputs that name the input or each other (`-` is exempt): writing them would destroy
/// the source or lose one of the outputs. `outputs` are `(flag, path)` pairs.
pub fn check_distinct(input: &Path, outputs: &[(&str, &Path)]) -> Result<(), String> {
    let input_id = (!is_stdio(input)).then(|| identity(input));
    let mut seen: Vec<(&str, &Path, PathBuf)> = Vec::new();
    for &(flag, path) in outputs.iter().filter(|(_, p)| !is_stdio(p)) {
        let id = identity(path);
        if input_id.as_ref() == Some(&id) {
            return Err(format!(
                "the output of {flag} `{}` is the input file `{}`; refusing to overwrite it",
                path.display(),
                input.display()
            ));
        }
        if let Some((other, other_path, _)) = seen.iter().find(|(_, _, s)| *s == id) {
            return Err(format!(
                "{other} `{}` and {flag} `{}` are the same file; each output needs its own",
                other_path.display(),
                path.display()
            ));
        }
        seen.push((flag, path, id));
    }
    Ok(())
}

/// A temporary file waiting to be renamed over its target.
struct Staged {
    temp: PathBuf,
    target: PathBuf,
}

/// Writes every output, all or none (see the module documentation). Errors name the file.
pub fn write_all(outputs: &[Output<'_>]) -> Result<(), String> {
    let mut staged: Vec<Staged> = Vec::new();
    let mut direct: Vec<&Output<'_>> = Vec::new();
    let result = (|| {
        for out in outputs {
            match stage(out)? {
                Some(s) => staged.push(s),
                None => direct.push(out),
            }
        }
        for out in &direct {
            write_direct(out)?;
        }
        Ok(())
    })();
    if let Err(e) = result {
        for s in &staged {
            let _ = fs::remove_file(&s.temp);
        }
        return Err(e);
    }
    for (i, s) in staged.iter().enumerate() {
        if let Err(e) = fs::rename(&s.temp, &s.target) {
            for rest in &staged[i..] {
                let _ = fs::remove_file(&rest.temp);
            }
            return Err(format!("cannot write {}: {e}", s.target.display()));
        }
    }
    Ok(())
}

/// Writes a regular file's text to a temporary file beside it; `None` for standard output and
/// for existing files that are not regular files (a device such as `/dev/null`, a pipe), which
/// cannot be replaced and are written directly.
fn stage(out: &Output<'_>) -> Result<Option<Staged>, String> {
    if is_stdio(out.path) {
        return Ok(None);
    }
    let cannot = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", out.path.display());
    // A symbolic link is written through: the file it points to is replaced, not the link.
    let target = match fs::symlink_metadata(out.path) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(out.path).unwrap_or_else(|_| out.path.to_path_buf()),
        _ => out.path.to_path_buf(),
    };
    let existing = match fs::metadata(&target) {
        Ok(m) if m.is_dir() => return Err(cannot(&"it is a directory")),
        Ok(m) if !m.is_file() => return Ok(None),
        Ok(m) => Some(m.permissions()),
        Err(_) => None,
    };
    let name = target.file_name().ok_or_else(|| cannot(&"not a file name"))?;
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let (temp, mut file) = create_temp(dir, name).map_err(|e| cannot(&e))?;
    let written = file.write_all(out.text).and_then(|()| file.flush());
    let written = written.and_then(|()| match existing {
        Some(permissions) => file.set_permissions(permissions),
        None => Ok(()),
    });
    drop(file);
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(cannot(&e));
    }
    Ok(Some(Staged { temp, target }))
}

/// A new file `.NAME.tinyc-PID-N` in `dir`.
fn create_temp(dir: &Path, name: &std::ffi::OsStr) -> std::io::Result<(PathBuf, fs::File)> {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let mut temp_name = OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".tinyc-{}-{n}", std::process::id()));
        let temp = dir.join(temp_name);
        match fs::OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(f) => return Ok((temp, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Writes to standard output or to an existing non-regular file.
fn write_direct(out: &Output<'_>) -> Result<(), String> {
    if is_stdio(out.path) {
        let mut stdout = std::io::stdout().lock();
        return stdout
            .write_all(out.text)
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("cannot write {} to standard output: {e}", out.flag));
    }
    fs::OpenOptions::new()
        .write(true)
        .open(out.path)
        .and_then(|mut f| f.write_all(out.text).and_then(|()| f.flush()))
        .map_err(|e| format!("cannot write {}: {e}", out.path.display()))
}

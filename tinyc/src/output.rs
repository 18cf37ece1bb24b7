//! Output paths: no output may name the input or another output.

use std::fs;
use std::path::{Path, PathBuf};

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

//! Headers of the user's include directories that take the place of a
//! system or MPI header. The compiler searches the `-I` directories, then
//! `CPATH`'s and `C_INCLUDE_PATH`'s, before its own for every `#include
//! <...>`, also those of the C and MPI libraries' headers, and reads
//! `stdc-predef.h` before every file. vmfc preprocesses with its own
//! `mpi.h` and Frama-C with its own C library, so such a header would be
//! read by the build and not by the proof, or the other way (hunts 79 and
//! 82: an `inc/mpi_proto.h`, which MPICH's `mpi.h` includes, turned
//! `MPI_SUM` into `MPI_MAX`; an `inc/bits/wordsize.h` and an
//! `inc/stdc-predef.h` defined a macro the program tested).

use crate::diag::Diagnostic;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The headers of the MPI library (MPICH's `mpi.h` includes
/// `<mpi_proto.h>`), which `mpicc` searches for after the `-I`
/// directories.
const MPI_HEADERS: [&str; 4] = ["mpi.h", "mpi_proto.h", "mpio.h", "mpicxx.h"];

/// Headers of Frama-C 25's C library that no directory of GCC's holds
/// (its own headers, `__fc_...`, aside).
const FRAMA_C_ONLY: [&str; 3] = ["stropts.h", "ndbm.h", "trace.h"];

/// Where a directory the user controls comes from.
pub(crate) struct UserDir {
    /// `-I inc`, `CPATH`, `C_INCLUDE_PATH`.
    pub given_by: String,
    pub dir: PathBuf,
    /// Searched before the MPI library's directory (`-I`).
    pub before_mpi: bool,
}

/// The user's include directories: `-I`'s, then the environment's.
pub(crate) fn user_dirs(include_dirs: &[PathBuf]) -> Vec<UserDir> {
    let mut out: Vec<UserDir> = (include_dirs.iter())
        .map(|d| UserDir {
            given_by: format!("-I {}", d.display()),
            dir: d.clone(),
            before_mpi: true,
        })
        .collect();
    for var in ["CPATH", "C_INCLUDE_PATH"] {
        let Some(value) = std::env::var_os(var) else {
            continue;
        };
        for d in std::env::split_paths(&value) {
            // An empty element is the current directory.
            let dir = if d.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                d
            };
            out.push(UserDir {
                given_by: format!("{var} ({})", dir.display()),
                dir,
                before_mpi: false,
            });
        }
    }
    out
}

/// The compiler's own directories for `#include <...>`, in search order:
/// without the user's (`-I`, the environment's), which `-v` lists too.
pub(crate) fn standard_dirs(cpp: &str) -> Option<Vec<PathBuf>> {
    let out = std::process::Command::new(cpp)
        .env("LC_ALL", "C")
        .env_remove("CPATH")
        .env_remove("C_INCLUDE_PATH")
        .args(["-xc", "-E", "-v", "-"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .output()
        .ok()?;
    super::preprocess::search_list(&String::from_utf8_lossy(&out.stderr))
}

/// An error for each header of a user directory that has the name (the
/// path under its directory) of a header of `standard` (the compiler's
/// own directories) or of the MPI library.
pub(crate) fn shadowing_headers(users: &[UserDir], standard: &[PathBuf]) -> Vec<Diagnostic> {
    let canonical = |d: &Path| std::fs::canonicalize(d).unwrap_or_else(|_| d.to_path_buf());
    let standard: Vec<PathBuf> = standard.iter().map(|d| canonical(d)).collect();
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for u in users {
        let dir = canonical(&u.dir);
        if standard.contains(&dir) && u.before_mpi {
            // GCC ignores it; vmfc would take the C library's headers
            // there for the user's, each an error of its own.
            out.push(
                Diagnostic::error(0..0, format!("{}: a directory the compiler searches for system headers", u.given_by))
                    .on_command_line()
                    .with_note("GCC ignores `-I` of one of its own directories (so that its headers stay system headers); vmfc would read the C library's headers there as yours: remove it"),
            );
            continue;
        }
        if standard.contains(&dir) || !seen.insert(dir.clone()) {
            continue;
        }
        for rel in headers_under(&dir, &standard) {
            let name = rel.to_string_lossy();
            let hidden = standard
                .iter()
                .map(|s| s.join(&rel))
                .find(|p| p.is_file() && canonical(p) != canonical(&dir.join(&rel)))
                .map(|p| format!("the header `{}`", p.display()));
            let hidden = hidden.or_else(|| {
                (u.before_mpi && MPI_HEADERS.contains(&name.as_ref()) && !mpi_dirs().contains(&dir))
                    .then(|| "the MPI library's".to_string())
            });
            // Frama-C's C library includes its own `"__fc_define_pid_t.h"`
            // from a directory that does not hold it, so the search goes on
            // through the user's directories (hunt 84).
            let file_name = rel.file_name().map(|n| n.to_string_lossy());
            let hidden = hidden.or_else(|| {
                (file_name.is_some_and(|n| n.starts_with("__fc_"))
                    || FRAMA_C_ONLY.contains(&name.as_ref()))
                .then(|| "a header of Frama-C's C library".to_string())
            });
            let Some(hidden) = hidden else { continue };
            out.push(
                Diagnostic::error(0..0, format!("{}: `{name}` takes the place of {hidden}", u.given_by))
                    .on_command_line()
                    .with_note("the compiler searches your include directories before its own for every `#include <...>`, also those of the C and MPI libraries' headers, so the build would read this file where vmfc's proof reads another (vmfc's `mpi.h`, Frama-C's C library): rename it, or keep it out of the directories you pass with `-I`, `CPATH` or `C_INCLUDE_PATH`"),
            );
        }
    }
    out
}

/// The MPI library's own include directories, as `mpicc -show` names
/// them (none when it does not run): given with `-I` too, they hold the
/// headers the build reads anyway.
pub(crate) fn mpi_dirs() -> &'static [PathBuf] {
    static DIRS: std::sync::OnceLock<Vec<PathBuf>> = std::sync::OnceLock::new();
    DIRS.get_or_init(|| {
        let Ok(out) = std::process::Command::new("mpicc").arg("-show").output() else {
            return Vec::new();
        };
        let text = String::from_utf8_lossy(&out.stdout);
        (text.split_whitespace())
            .filter_map(|a| a.strip_prefix("-I"))
            .filter_map(|d| std::fs::canonicalize(d).ok())
            .collect()
    })
}

/// The files under `dir` that an `#include` of a library's header could
/// reach, as paths relative to it, sorted: those at its top, and those of
/// its subdirectories whose path some standard directory also has
/// (`bits/`, `sys/`: a file elsewhere has no library header's path).
/// Symbolic links are followed by path (`bits -> mine` is read as
/// `bits`), to a depth of 16.
fn headers_under(dir: &Path, standard: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        if rel.components().count() > 16 {
            continue;
        }
        let Ok(entries) = std::fs::read_dir(dir.join(&rel)) else {
            continue;
        };
        for e in entries.flatten() {
            let path = rel.join(e.file_name());
            let full = dir.join(&path);
            if full.is_dir() {
                if standard.iter().any(|s| s.join(&path).is_dir()) {
                    stack.push(path);
                }
            } else if full.is_file() {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A user directory's `bits/wordsize.h` and `mpi_proto.h` take the
    /// place of the system's and MPI's; its own headers, a system
    /// directory given with `-I`, and the environment's `mpi.h` do not.
    #[test]
    fn headers_named_like_system_or_mpi_ones_are_found() {
        let root = tempfile::tempdir().unwrap();
        let write = |p: &str| {
            let p = root.path().join(p);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "/* */\n").unwrap();
        };
        for p in [
            "sys/bits/wordsize.h",
            "sys/stdio.h",
            "inc/bits/wordsize.h",
            "inc/util.h",
            "inc/mpi_proto.h",
            "env/mpi.h",
            "env/stdio.h",
            "env/__fc_define_pid_t.h",
            "env/other/stdio.h",
            "lnk/mine/wordsize.h",
        ] {
            write(p);
        }
        let dir = |d: &str| root.path().join(d);
        let users = vec![
            UserDir {
                given_by: "-I inc".into(),
                dir: dir("inc"),
                before_mpi: true,
            },
            UserDir {
                given_by: "-I sys".into(),
                dir: dir("sys"),
                before_mpi: true,
            },
            UserDir {
                given_by: "CPATH (env)".into(),
                dir: dir("env"),
                before_mpi: false,
            },
            UserDir {
                given_by: "-I lnk".into(),
                dir: dir("lnk"),
                before_mpi: true,
            },
        ];
        // A link names a library's directory: read by its own path.
        std::os::unix::fs::symlink(dir("lnk/mine"), dir("lnk/bits")).unwrap();
        let found: Vec<String> = shadowing_headers(&users, &[dir("sys")])
            .into_iter()
            .map(|d| {
                d.message
                    .replace(&root.path().display().to_string(), "ROOT")
            })
            .collect();
        assert_eq!(
            found,
            [
                "-I inc: `bits/wordsize.h` takes the place of the header `ROOT/sys/bits/wordsize.h`",
                "-I inc: `mpi_proto.h` takes the place of the MPI library's",
                "-I sys: a directory the compiler searches for system headers",
                "CPATH (env): `__fc_define_pid_t.h` takes the place of a header of Frama-C's C library",
                "CPATH (env): `stdio.h` takes the place of the header `ROOT/sys/stdio.h`",
                "-I lnk: `bits/wordsize.h` takes the place of the header `ROOT/sys/bits/wordsize.h`",
            ]
        );
    }
}

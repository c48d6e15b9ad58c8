//! The macros Frama-C's own C library defines for the program. Frama-C
//! preprocesses the generated program with its library (`-nostdinc
//! -I<share>/libc -D__FRAMAC__`), the build with the system's: a header
//! of one library may define a macro the other's does not (Frama-C's
//! `<stdio.h>` defines `S_ISREG` and `EINVAL`, glibc's neither). A user
//! macro of such a name is replaced by Frama-C's in the proof only, and a
//! test of one in `#if` takes another branch in the proof than in the
//! build (hunt 120): the rules on the user's macros and directives treat
//! these names as the library's, measured here for the program's own
//! includes.

use super::preprocess::PpOptions;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Frama-C's machine-dependent macros, which it defines on the command line.
const FRAMAC_DEFINES: [&str; 2] = ["__FRAMAC__", "__FC_MACHDEP_X86_64"];

/// The directory of Frama-C's C library, if Frama-C is installed: in
/// `FRAMAC_SHARE` when it is set (it moves Frama-C's share directory),
/// else where Frama-C's packages put it (`<prefix>/bin/frama-c`,
/// `<prefix>/share/frama-c/libc`) beside the Frama-C vmfc runs, else
/// beside the `frama-c` of the search path (when `VMFC_FRAMA_C` is a
/// wrapper script), else where that Frama-C says (`-print-share-path`: a
/// run of Frama-C costs more than the rest here).
pub(crate) fn library_dir() -> Option<PathBuf> {
    static DIR: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let frama_c = crate::verify::toolchain::frama_c()?;
        let beside = |bin: &Path| {
            let b = std::fs::canonicalize(bin).ok()?;
            Some(b.parent()?.parent()?.join("share/frama-c/libc")).filter(|d| d.is_dir())
        };
        let share = std::env::var_os("FRAMAC_SHARE")
            .map(|s| PathBuf::from(s).join("libc"))
            .filter(|d| d.is_dir());
        if share.is_some() {
            return share;
        }
        if let Some(d) = beside(&frama_c).or_else(|| beside(&which::which("frama-c").ok()?)) {
            return Some(d);
        }
        let dir = PathBuf::from(print_share_path(&frama_c)?).join("libc");
        dir.is_dir().then_some(dir)
    })
    .clone()
}

/// What `frama_c -print-share-path` prints, within ten seconds.
fn print_share_path(frama_c: &Path) -> Option<String> {
    use std::os::unix::process::CommandExt;
    let mut child = Command::new(frama_c)
        .arg("-print-share-path")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .process_group(0)
        .spawn()
        .ok()?;
    let start = std::time::Instant::now();
    while child.try_wait().ok()?.is_none() {
        if start.elapsed() > std::time::Duration::from_secs(10) {
            // A wrapper script's children too.
            crate::verify::kill_group(&mut child);
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The macros that Frama-C's library defines or undefines when `path` is
/// preprocessed as Frama-C does, with the options `opts`; `None` when
/// Frama-C is not installed, or its preprocessing fails (Frama-C then
/// fails on the program too).
pub(crate) fn library_macros(opts: &PpOptions, path: &Path) -> Option<HashSet<String>> {
    let libc = library_dir()?;
    let out = command(opts, &["-dD"])?
        .arg(path)
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    let mut names: HashSet<String> = FRAMAC_DEFINES.map(String::from).into_iter().collect();
    names.extend(defined_under(&String::from_utf8_lossy(&out.stdout), &libc));
    Some(names)
}

/// The preprocessor as Frama-C runs it (its C library first, no system
/// directory, its machine's macros), with `extra` options and the run's
/// search options; `None` without Frama-C.
pub(crate) fn command(opts: &PpOptions, extra: &[&str]) -> Option<Command> {
    let libc = library_dir()?;
    let mut cmd = Command::new(&opts.cpp);
    cmd.args(["-E", "-nostdinc", "-m64"]).args(extra);
    cmd.arg(format!("-I{}", libc.display()));
    cmd.args(FRAMAC_DEFINES.map(|d| format!("-D{d}")));
    opts.search_args(&mut cmd);
    Some(cmd)
}

/// The names `#define`d or `#undef`ined in `text` (preprocessed with
/// `-dD`) by the files under `dir`.
fn defined_under(text: &str, dir: &Path) -> Vec<String> {
    let dir = dir.to_string_lossy();
    defined_by(text, |file| file.starts_with(&*dir))
}

/// The names `#define`d or `#undef`ined in `text` (preprocessed with
/// `-dD`) by the files `of` accepts (named as line markers name them),
/// from the preprocessor's record of macros (`split_directives`).
pub(crate) fn defined_by(text: &str, of: impl Fn(&str) -> bool) -> Vec<String> {
    let history = super::preprocess::split_directives(text).history;
    let mut out: Vec<String> = (history.into_iter())
        .filter(|(_, events)| events.iter().any(|e| of(&e.file)))
        .map(|(name, _)| name)
        .collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_defined_by_the_library_files() {
        let text = "# 1 \"p.c\"\n#define MINE 1\n# 1 \"/fc/libc/stdio.h\" 1\n#define S_ISREG(m) (m)\n#undef EOF\n#define\tEINVAL 22\n# 3 \"p.c\" 2\n#define OTHER 2\n";
        assert_eq!(
            defined_under(text, Path::new("/fc/libc")),
            ["EINVAL", "EOF", "S_ISREG"]
        );
    }
}

//! The macros of the MPI library's own `mpi.h` and of what it includes
//! (MPICH's includes `<stdint.h>`, and defines `MPICH_VERSION`,
//! `MPIX_*`, `ROMIO_*` ...): the build reads that header where vmfc's
//! proof reads vmfc's `mpi.h`, which includes other headers. A name that
//! is a macro there and not in vmfc's reading means another thing in the
//! build (hunt 122: a function `(UINT8_C)` of the user's was a call in the
//! proof and the macro in the build).

use std::collections::HashSet;
use std::process::Command;

/// The macros the MPI library's `mpi.h` defines or undefines, in it or in
/// the headers it includes, preprocessed by `cpp` with the directories
/// `mpicc -show` names (empty when `mpicc` does not run: a machine
/// without MPI builds nothing).
pub(crate) fn header_macros(cpp: &str) -> &'static HashSet<String> {
    static NAMES: std::sync::OnceLock<HashSet<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let dirs = super::shadowing::mpi_dirs();
        if dirs.is_empty() {
            return HashSet::new();
        }
        let Ok(dir) = tempfile::tempdir() else {
            return HashSet::new();
        };
        let main = dir.path().join("include-mpi.c");
        if std::fs::write(&main, "#include <mpi.h>\n").is_err() {
            return HashSet::new();
        }
        let mut cmd = Command::new(cpp);
        cmd.args(["-E", "-dD"]);
        cmd.args(dirs.iter().map(|d| format!("-I{}", d.display())));
        let Ok(out) = cmd.arg(&main).output() else {
            return HashSet::new();
        };
        let text = String::from_utf8_lossy(&out.stdout);
        defined_in_headers(&text, &main.to_string_lossy())
    })
}

/// The names `#define`d or `#undef`ined in `text` (preprocessed with
/// `-dD`) by files other than `main` and the compiler's own (`<built-in>`,
/// `<command-line>`).
fn defined_in_headers(text: &str, main: &str) -> HashSet<String> {
    super::framac_view::defined_by(text, |f| f != main && !f.starts_with('<'))
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_the_headers_only() {
        let text = "# 0 \"m.c\"\n# 0 \"<built-in>\"\n#define __GNUC__ 12\n# 1 \"m.c\"\n# 1 \"/usr/include/mpich/mpi.h\" 1\n#define MPICH_VERSION \"4\"\n# 1 \"/usr/include/stdint.h\" 1\n#define UINT8_C(c) c\n# 2 \"m.c\" 2\n#define MINE 1\n";
        let mut got: Vec<String> = defined_in_headers(text, "m.c").into_iter().collect();
        got.sort();
        assert_eq!(got, ["MPICH_VERSION", "UINT8_C"]);
    }

    /// MPICH's `mpi.h` includes `<stdint.h>`, which vmfc's does not.
    #[test]
    fn the_mpi_library_s_header_is_read() {
        if which::which("mpicc").is_err() {
            return;
        }
        let names = header_macros("gcc");
        assert!(
            names.contains("UINT8_C") && names.contains("MPICH_VERSION"),
            "{names:?}"
        );
    }
}

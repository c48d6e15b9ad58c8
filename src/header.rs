//! The bespoke `mpi.h`, embedded in the binary so vmfc works from any directory.

use std::path::{Path, PathBuf};

/// Text of `mpi-header/mpi.h`.
pub const MPI_H: &str = include_str!("../mpi-header/mpi.h");

/// C library functions the header replaces by its own (`#define fflush
/// VM_fflush`): their library contracts cannot prove `stdout` valid, or
/// name the library's own state (rand).
pub(crate) const STAND_INS: [&str; 5] = ["fflush", "fputs", "fputc", "rand", "srand"];

/// `<math.h>`'s common functions, which the header declares (total, never
/// exiting) without an `assigns` clause: Frama-C's default from the
/// prototype is what it would say, and `<math.h>`'s own contract, when the
/// program includes it, adds `errno`.
pub(crate) const MATH: [&str; 9] = [
    "sqrt", "fabs", "exp", "log", "pow", "sin", "cos", "floor", "ceil",
];

/// Write `mpi.h` into `dir` (created if needed); returns the file's path.
/// An existing different `mpi.h` is not overwritten unless `force`.
pub fn write_into(dir: &Path, force: bool) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join("mpi.h");
    if let Ok(existing) = std::fs::read_to_string(&path) {
        if existing == MPI_H {
            return Ok(path);
        }
        if !force {
            return Err(std::io::Error::new(
                std::io::ErrorKind::AlreadyExists,
                format!(
                    "{} exists and differs from vmfc's header (use --force to replace it)",
                    path.display()
                ),
            ));
        }
    }
    crate::fsutil::write_atomic(&path, MPI_H.as_bytes())?;
    Ok(path)
}

/// A private directory holding the header for the duration of a run.
pub fn temp_dir() -> std::io::Result<tempfile::TempDir> {
    let dir = tempfile::Builder::new().prefix("vmfc-header-").tempdir()?;
    std::fs::write(dir.path().join("mpi.h"), MPI_H)?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table and the header agree: each stand-in is defined and used.
    #[test]
    fn stand_ins_are_defined_by_the_header() {
        for f in STAND_INS {
            assert!(MPI_H.contains(&format!("#define {f} VM_{f}\n")), "{f}");
            assert!(MPI_H.contains(&format!(" VM_{f}(")), "{f}");
        }
    }

    #[test]
    fn math_functions_are_declared_by_the_header() {
        for f in MATH {
            assert!(
                MPI_H.contains(&format!("terminates \\true; exits \\false; */ double {f}(")),
                "{f}"
            );
        }
    }
}

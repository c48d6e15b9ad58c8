//! Names that are macros in another reading of the program than vmfc's:
//! Frama-C's, which preprocesses with its own C library
//! (`cfront::framac_view`), and the build's, which reads the MPI
//! library's own `mpi.h` and what it includes (`cfront::mpi_view`). A
//! user macro of such a name is replaced there, a test of it in `#if`
//! takes another branch there, and a name the user declares is the
//! macro there wherever it is used (hunts 120 and 122).

use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Every macro name of every reading: vmfc's (the build's headers, its
/// own and the user's), Frama-C's library's and the MPI library's mpi.h's.
pub(crate) fn macro_names(fe: &Frontend) -> std::collections::HashSet<&str> {
    let mpi = crate::cfront::mpi_view::header_macros(&crate::cfront::preprocess::cpp_program());
    (fe.pp.history.keys())
        .chain(&fe.pp.framac_macros)
        .chain(mpi)
        .map(String::as_str)
        .collect()
}

/// The reading where `name` is a library's macro that vmfc's reading
/// does not have: what to call it, and why it matters.
pub(crate) fn other_reading(fe: &Frontend, name: &str) -> Option<(&'static str, &'static str)> {
    if fe.pp.framac_macros.contains(name) {
        return Some((
            "Frama-C's C library, which Frama-C reads your program with",
            "Frama-C proves the program with its own C library and the build uses the system's: where a library defines the name, the proof or the build reads the library's macro and the other reads yours",
        ));
    }
    let cpp = crate::cfront::preprocess::cpp_program();
    if crate::cfront::mpi_view::header_macros(&cpp).contains(name) {
        return Some((
            "the MPI library's mpi.h (or of a header it includes), which the build reads",
            "vmfc proves the program with its own mpi.h, which includes other headers than the MPI library's: the build would read the library's macro where the proof reads yours",
        ));
    }
    None
}

/// Rule: a name declared in the user's files (a function, an object, a
/// type, a parameter, a tag, an enumerator) may not be a macro of a
/// library in any reading of the program: `static int (S_ISREG)(int m)`
/// is a function in one reading and `S_ISREG(x)` Frama-C's macro in
/// another (hunt 122).
pub(crate) fn declared_library_macros(fe: &Frontend, diags: &mut Diagnostics) {
    use crate::cfront::model::DefOrigin;
    let users = super::c_subset::user_markers(fe);
    let mut seen = std::collections::HashSet::new();
    for (name, pp) in &fe.prog.declared {
        if fe.def_origin(*pp) == DefOrigin::System || !seen.insert(name.as_str()) {
            continue;
        }
        // A macro of the system's headers (vmfc's reading of them).
        let reading = if super::c_subset::defined_outside(fe, &users, name) {
            Some((
                "a system header, of vmfc's `mpi.h` or of the compiler",
                "where the macro is defined, a use of the name is the macro, not your declaration, and the libraries Frama-C and the build read do not define the same macros",
            ))
        } else {
            other_reading(fe, name)
        };
        let Some((whose, why)) = reading else {
            continue;
        };
        let (fi, span) = fe.place(*pp);
        diags.push(
            Diagnostic::error(
                span,
                format!("`{name}` is declared here, and it is a macro of {whose}"),
            )
            .with_note(format!("{why}: rename it"))
            .in_file(fi),
        );
    }
}

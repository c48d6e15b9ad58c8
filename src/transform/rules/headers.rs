//! Rules on the user's headers: vmfc verifies only the functions defined in
//! the file it is given (it does not edit headers), so contracts may not be
//! split between a header and that file, and a C function defined in a
//! header may not have one.

use crate::cfront::headers::Found;
use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// Rule: a C function defined in a user header may not have a contract
/// (hunt 22). Frama-C would verify it, but vmfc checks and rewrites the
/// source text of the functions it verifies (signed remainders, printf
/// formats, the calls they make, evaluation order, ...) and does not edit
/// headers: such a function would be proved without those checks. A
/// definition a macro writes in a header may have one that vmfc cannot
/// see. Ghost functions of headers, which no process runs, need only be
/// total: their contracts must say `terminates \true;` and `exits \false;`
/// (a lemma function that loops would otherwise prove anything).
pub(crate) fn header_definitions(fe: &Frontend, diags: &mut Diagnostics) {
    let c_function = |name: &str| {
        fe.prog.functions.iter().any(|f| {
            f.name == name && f.body.is_some() && fe.def_origin(f.pp_name) == DefOrigin::UserHeader
        })
    };
    for d in fe.other_definitions().iter().filter(|d| d.file > 0) {
        if c_function(&d.name) {
            let main = fe.file.name();
            let error = match (&d.contract, d.how) {
                (Some((span, _)), _) => Diagnostic::error(
                    span.start..span.start + 3,
                    format!("`{}` is defined in a header with a contract: vmfc verifies only the functions defined in `{main}`", d.name),
                )
                .with_label("contract of a function defined in a header"),
                (None, Found::Unlocated) => Diagnostic::error(
                    // The line the C parser places it on (a macro's use).
                    fe.prog
                        .functions
                        .iter()
                        .find(|f| f.name == d.name && f.body.is_some())
                        .map_or(0..0, |f| fe.place(f.pp_name).1),
                    format!("`{}` is defined in a header by a macro: vmfc cannot see whether it has a contract, and verifies only the functions defined in `{main}`", d.name),
                ),
                (None, _) => continue,
            };
            diags.push(
                error
                    .with_note(format!("vmfc checks and rewrites the source of the functions it verifies (signed remainders, printf formats, the functions they call, the order of side effects) and does not edit headers: move the definition of `{}` to `{main}`", d.name))
                    .in_file(d.file),
            );
            continue;
        }
        let Some((span, c)) = &d.contract else {
            continue;
        };
        let says = |clause: [&str; 2]| c.split(';').any(|cl| cl.split_whitespace().eq(clause));
        let missing: Vec<&str> = [
            (["terminates", "\\true"], "`terminates \\true;`"),
            (["exits", "\\false"], "`exits \\false;`"),
        ]
        .into_iter()
        .filter(|(clause, _)| !says(*clause))
        .map(|(_, text)| text)
        .collect();
        if !missing.is_empty() {
            let missing = missing.join(" and ");
            diags.push(
                Diagnostic::error(
                    span.start..span.start + 3,
                    format!("the ghost function `{}` is defined in a header with a contract, which must say {missing}", d.name),
                )
                .with_note(format!("vmfc verifies it but does not edit headers; add {missing} after its `requires` clauses"))
                .in_file(d.file),
            );
        }
    }
}

/// Rule, the mirror of the next: a function declared here with a contract
/// may not be defined in a user header without one (hunt 20). Frama-C
/// joins the contract to the definition and trusts it at every call, and
/// vmfc proves the functions of headers whose definitions have contracts.
fn prototype_contracts_of_header_definitions(
    fe: &Frontend,
    fns: &[FnInfo],
    diags: &mut Diagnostics,
) {
    for f in fns.iter().filter(|f| f.def.is_none() && f.has_contract()) {
        let elsewhere = fe.other_definitions().iter().find(|d| {
            d.name == f.name && d.file > 0 && d.how == Found::Located && d.contract.is_none()
        });
        if let Some(d) = elsewhere {
            let header = fe.headers[d.file - 1].file.name();
            diags.push(
                Diagnostic::error(fe.orig.tokens[f.name_tok].span.clone(), format!("`{}` has a contract here but its definition in `{header}` has none", f.name))
                    .with_label("declared with a contract")
                    .with_note("Frama-C would trust this contract at every call, and vmfc verifies only the functions defined in the file it is given: define the function here"),
            );
        }
    }
}

/// Rule: a function defined in the main file without a contract may not
/// have one on a prototype in a user header. Frama-C joins that contract to
/// the definition and trusts it at every call, but vmfc proves only the
/// functions whose contract it sees on the definition.
pub(crate) fn header_prototype_contracts(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    prototype_contracts_of_header_definitions(fe, fns, diags);
    let uncontracted: Vec<&FnInfo> = fns
        .iter()
        .filter(|f| f.def.is_some() && !f.has_contract())
        .collect();
    if uncontracted.is_empty() {
        return;
    }
    for f in uncontracted {
        for (hi, _) in fe.header_contracts(&f.name) {
            let at = fe.orig.tokens[f.name_tok].span.clone();
            diags.push(
                Diagnostic::error(at, format!("`{}` has a contract in `{}` but none here", f.name, fe.headers[hi].file.name()))
                    .with_label("defined without a contract")
                    .with_note("Frama-C would trust that contract at every call, while vmfc proves only functions whose contract is on their definition: move the contract here"),
            );
        }
    }
}

/// A user header that a system header (or vmfc's `mpi.h`, or the
/// preprocessor itself) includes: it was found in a directory of the
/// user's before the system's, and the build may read it where the proof
/// reads Frama-C's C library (hunt 84: glibc's `gnu/stubs.h` includes
/// `<gnu/stubs-x32.h>` under `-D__ILP32__`, which no system directory
/// holds and a `-I` directory did).
pub(crate) fn headers_included_by_system(fe: &Frontend, diags: &mut Diagnostics) {
    for (file, by) in fe.map.user_files_included_by_system() {
        diags.push(
            Diagnostic::error(0..0, format!("`{file}` is included by `{by}`, a header of the system"))
                .on_command_line()
                .with_note("it was found in one of your include directories, which the compiler searches before its own, so the build reads it where vmfc's proof reads Frama-C's C library: rename it, or keep it out of the directories you pass with `-I`"),
        );
    }
}

/// Rule (hunt 138): every file the program includes is a regular file
/// (after symbolic links). The preprocessor reads a device or a pipe as
/// text, but each reading of the program (vmfc's, Frama-C's, the build's)
/// gets what it holds then, and Frama-C is given the file beside the
/// program by its full name only when it is a regular file: an `expect.h`
/// linked to `/dev/null` was empty for vmfc and the build, while Frama-C
/// took the `-I` directory's `expect.h`, and proved another program.
pub(crate) fn irregular_includes(fe: &Frontend, diags: &mut Diagnostics) {
    let mut seen = std::collections::BTreeSet::new();
    for line in fe.pp.text.lines().filter(|l| l.starts_with('#')) {
        let Some((_, name, ..)) = crate::cfront::ppmap::parse_marker(line) else {
            continue;
        };
        if name.starts_with('<') || !seen.insert(name.clone()) {
            continue;
        }
        if std::fs::metadata(&name).map_or(true, |m| m.is_file()) {
            continue;
        }
        // The `#include` that names it, if the input has one.
        let base = std::path::Path::new(&name)
            .file_name()
            .map(|b| b.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = &fe.file.text;
        let span = (text.match_indices("#include").map(|(at, _)| at))
            .map(|at| at..text[at..].find('\n').map_or(text.len(), |e| at + e))
            .find(|s| !base.is_empty() && text[s.clone()].contains(base.as_str()))
            .unwrap_or(0..0);
        diags.push(
            Diagnostic::error(span, format!("`{name}` is not a regular file"))
                .with_label("included here")
                .with_note("vmfc, Frama-C and the compiler each read the program's files: a device or a pipe may give each of them other text, and Frama-C is given a file beside the program by its full name only when it is a regular file (otherwise it searches the `-I` directories, where the compiler would not): include a regular file"),
        );
    }
}

//! Contracts the user writes on a routine of MPI or a function of the C
//! library (hunt 69). Frama-C merges every contract of a function's
//! declarations, so `/*@ ensures \result == 0; */ size_t strlen(const char
//! *);` in the user's file is trusted at every call: the call rules
//! (`trusted_callees`) skip these functions, whose contracts come from
//! the bespoke header or the library. The declarations are read from the
//! C parser, so a name a macro writes (`#define L strlen`) is the
//! function's. MPI's routines are vmfc's model: a contract on one is
//! always an error; one on a library function is an assumption (an error
//! unless `--allow-assumptions`).

use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// Who specifies `name` instead of the user.
#[derive(Clone, Copy)]
enum Specifier {
    /// vmfc's header: MPI's routines, vmfc's model (never assumed).
    Mpi,
    /// The compiler: a builtin.
    Compiler,
    /// The C library: a function a system header declares.
    Library,
}

impl Specifier {
    fn what(self) -> &'static str {
        match self {
            Specifier::Mpi => "a routine of MPI, which vmfc's header specifies",
            Specifier::Compiler => "a builtin of the compiler",
            Specifier::Library => "a function of the C library, declared in a system header",
        }
    }
}

/// Whether vmfc or the library specifies `name`.
fn specified_elsewhere(fe: &Frontend, name: &str) -> Option<Specifier> {
    if ["MPI_", "PMPI_"].iter().any(|p| name.starts_with(p)) {
        return Some(Specifier::Mpi);
    }
    if name.starts_with("__builtin_") {
        return Some(Specifier::Compiler);
    }
    let system = (fe.prog.functions.iter())
        .any(|g| g.name == name && fe.def_origin(g.pp_name) == DefOrigin::System);
    system.then_some(Specifier::Library)
}

/// An error (a warning for a library function with `allow`) at each
/// contract of the user's files on such a function.
pub(crate) fn library_contracts(
    fe: &Frontend,
    fns: &[FnInfo],
    allow: bool,
    diags: &mut Diagnostics,
) {
    let mut said = std::collections::HashSet::new();
    let mut report = |name: &str,
                      file: usize,
                      at: crate::source::Span,
                      by: Specifier,
                      seen: bool| {
        if !said.insert(name.to_string()) {
            return;
        }
        let (what, mpi) = (by.what(), matches!(by, Specifier::Mpi));
        let message = if seen {
            format!("a contract on `{name}`, {what}")
        } else {
            format!("a declaration of `{name}`, {what}, whose name a macro writes: vmfc cannot see whether a contract comes with it, which Frama-C would trust; write the name out")
        };
        let d = if allow && !mpi {
            Diagnostic::warning(at, format!("the proof assumes {message}")).as_assumption()
        } else {
            Diagnostic::error(at, message)
        };
        let d = d.in_file(file);
        let note = if mpi {
            "Frama-C merges it with the header's contract and trusts both at every call; vmfc's proof rests on the header's model of MPI alone: remove the contract, and state what you need of the call's result in your own annotations".to_string()
        } else {
            format!("Frama-C merges it with the library's contract and trusts both at every call: nothing proves it. State what you need as a lemma, or a property of the call's result your code checks; or pass `--allow-assumptions` to assume it (the report then lists `{name}` as assumed)")
        };
        diags.push(d.with_label("trusted, not proved").with_note(note));
    };
    // The main file's declarations (the parser's names, placed by the
    // token that wrote them).
    for f in fns.iter().filter(|f| f.def.is_none() && f.has_contract()) {
        let Some(by) = specified_elsewhere(fe, &f.name) else {
            continue;
        };
        if fe.prog.definition(&f.name).is_none() {
            let at = fe.comments[f.contracts[0].comment].span.clone();
            report(&f.name, 0, at, by, true);
        }
    }
    // The declarations whose name a macro writes in the main file, and
    // the user headers' declarations.
    for g in (fe.prog.functions.iter()).filter(|g| g.body.is_none()) {
        let origin = fe.def_origin(g.pp_name);
        if origin == DefOrigin::System || fe.prog.definition(&g.name).is_some() {
            continue;
        }
        let Some(by) = specified_elsewhere(fe, &g.name) else {
            continue;
        };
        let placed = if origin == DefOrigin::Main {
            fe.locate(g.pp_name).map(|_| None).map_err(|_| ())
        } else {
            fe.header_declaration_contract(g.pp_name)
        };
        match placed {
            Ok(None) => {}
            Ok(Some((file, at))) => report(&g.name, file, at, by, true),
            // A name a macro writes: its contract, if any, cannot be
            // placed (`Frontend::place` gives its line); to be safe, an
            // error as if it had one.
            Err(()) => {
                let (file, at) = fe.place(g.pp_name);
                if !at.is_empty() {
                    report(&g.name, file, at, by, false);
                }
            }
        }
    }
}

//! C library functions verified code may call: those whose Frama-C
//! specification vmfc has reviewed against the C standard, which its
//! header declares (with the clauses the review added). The proof uses
//! Frama-C's specifications, the build uses the C library: a specification
//! weaker or stronger than the function (Frama-C's `memset` says each byte
//! equals `c`, whatever `c`; its `div` has no precondition; its `fclose`
//! leaves the stream valid; its `strtol` leaves `errno` alone) makes a
//! buggy program proved.

use super::span_of;
use super::{ASSERT_FAIL, NORETURN};
use crate::cfront::model::{Body, DefOrigin};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;
use std::collections::HashSet;

/// Calls, in a verified function, of functions a system header declares,
/// that the program does not define and vmfc's header does not declare.
pub(crate) fn unreviewed_calls(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    let mut seen = HashSet::new();
    // A call, or the function's address taken (called through a pointer).
    let uses = body
        .calls
        .iter()
        .map(|c| (c.callee.as_str(), c.pp_callee))
        .chain(body.fn_refs.iter().map(|(n, at)| (n.as_str(), *at)));
    for (name, at) in uses {
        // Functions that never return (`noreturn_calls`) and the built-ins
        // whose value differs under Frama-C (`rules::unsupported_c`) have
        // errors of their own.
        let elsewhere = NORETURN.contains(&name)
            || fe.prog.noreturn.contains(name)
            || crate::transform::rules::COMPILER_DEPENDENT.contains(&name);
        if ASSERT_FAIL.contains(&name) || elsewhere || !seen.insert(name) {
            continue;
        }
        if ALLOCATION.contains(&name) && fe.prog.definition(name).is_none() {
            diags.push(Diagnostic::error(span_of(fe, at), format!("`{name}` allocates or frees memory; `{}`, which vmfc verifies, uses it", f.name))
                .with_note("Frama-C 25's Wp does not model allocation: the clauses of its specification that say what the call allocates or frees are never proved (\"Allocation, initialization and danglingness not yet implemented\"), so no call of it can be. Use a fixed-size array, or a buffer the caller allocates and passes in (docs/patterns.md, buffers)"));
            continue;
        }
        if !unreviewed(fe, name) {
            continue;
        }
        let what = if name.starts_with("__builtin") {
            "a GCC built-in"
        } else {
            "a C library function"
        };
        let mut d = Diagnostic::error(span_of(fe, at), format!("`{name}` is {what} whose specification vmfc has not reviewed; `{}`, which vmfc verifies, uses it", f.name))
                .with_note("the proof would use Frama-C's specification of the function and the program runs the C library's, which may differ (a precondition missing, a weaker or contradictory result): verified code may call only the C library functions of vmfc's header (`vmfc header`, docs/language.md); call this one from code vmfc does not verify, or write the computation out");
        if declares(crate::header::MPI_H, name) {
            d = d.with_note(format!("vmfc's header declares `{name}`, with a reviewed specification, but this file does not include it: add `#include <mpi.h>`"));
        }
        diags.push(d);
    }
}

/// The C library's functions that allocate or free memory.
const ALLOCATION: [&str; 4] = ["malloc", "calloc", "realloc", "free"];

/// Whether `name` is the C implementation's (declared in a system header,
/// or a reserved name: `__x`, `_X`, such as `__builtin_memcpy`, whatever
/// declares it), never defined by the program, and not declared by vmfc's
/// own header.
fn unreviewed(fe: &Frontend, name: &str) -> bool {
    let decls: Vec<_> = fe
        .prog
        .functions
        .iter()
        .filter(|c| c.name == name)
        .collect();
    if decls.iter().any(|c| c.body.is_some()) {
        return false;
    }
    let reserved = crate::cfront::lexer::reserved_identifier(name);
    if decls.iter().any(|c| fe.map.ours_at(c.pp_name)) {
        return false;
    }
    reserved
        || decls
            .iter()
            .any(|c| fe.def_origin(c.pp_name) == DefOrigin::System)
}

/// Whether the header text declares a function `name` (`double fabs(`).
fn declares(header: &str, name: &str) -> bool {
    header.match_indices(name).any(|(at, _)| {
        let before = header[..at].chars().next_back();
        let after = header[at + name.len()..].trim_start();
        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') && after.starts_with('(')
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_header_declares_the_reviewed_functions() {
        let h = crate::header::MPI_H;
        for name in ["fabs", "printf", "MPI_Init"] {
            assert!(super::declares(h, name), "{name}");
        }
        for name in ["abs_", "qsort", "bs"] {
            assert!(!super::declares(h, name), "{name}");
        }
    }
}

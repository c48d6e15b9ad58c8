//! Evaluation order: what the verified program and the built one could
//! compute differently because C leaves an order to the compiler (calls
//! and writes next to unsequenced operands, `cfront::sequencing`; side
//! effects in the arguments of the MPI calls vmfc rewrites).

use super::callees::span_of;
use super::functions::FnInfo;
use crate::cfront::model::{Body, CallRef, DefOrigin};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::HashSet;

/// Calls of the program's functions (or through pointers) evaluated in
/// an order C leaves to the compiler against another operand of the same
/// expression that reads or writes memory, or calls such a function too
/// (`cfront::sequencing`): Frama-C evaluates the call first, the compiler
/// may not, so the proof would be about another computation. A library
/// function counts when it is given a pointer; otherwise it changes only
/// its own state, which the program cannot read otherwise.
pub(crate) fn unsequenced_calls(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body: &Body,
    diags: &mut Diagnostics,
) {
    // A function of the program: defined in it, or declared in the user's
    // files (its body may be in another file); a call through a pointer or
    // a statement expression.
    let of_program = |c: &CallRef| {
        c.callee.as_deref().is_none_or(|n| {
            fe.prog.definition(n).is_some()
                || fe
                    .prog
                    .declaration(n)
                    .is_none_or(|d| fe.def_origin(d.pp_name) != DefOrigin::System)
        })
    };
    // A call that may change memory the program reads: of a function of
    // ours whose contract does not say `assigns \\nothing` (proved when it
    // is verified), through a pointer, or of a library function given a
    // pointer (it changes nothing else the program can read).
    let writes = |c: &CallRef| {
        if of_program(c) {
            !c.callee
                .as_deref()
                .is_some_and(|n| fns.iter().any(|g| g.name == n && assigns_nothing(fe, g)))
        } else {
            c.ptr_args
        }
    };
    // A call whose effects or reads matter: of a function of ours, or one
    // given a pointer.
    let ours = |c: &CallRef| of_program(c) || c.ptr_args;
    let mut seen = HashSet::new();
    for u in &body.unsequenced {
        // The call writes what the others read, or they write what it may read.
        let conflict = (writes(&u.call) && (u.other_mem || u.other_calls.iter().any(ours)))
            || (ours(&u.call) && (u.other_write || u.other_calls.iter().any(writes)));
        if !ours(&u.call) || !conflict || !seen.insert(u.call.pp_at) {
            continue;
        }
        let callee = u.call.callee.as_deref().map_or(
            "a function pointer (or a statement expression)".to_string(),
            |n| format!("`{n}`"),
        );
        let other = if u.other_calls.iter().any(ours) {
            "another call"
        } else {
            "an operand that reads or writes memory"
        };
        diags.push(
            Diagnostic::error(span_of(fe, u.call.pp_at), format!("the call of {callee} and {other} in the same expression may be evaluated in either order"))
                .with_label("evaluated in an order C leaves open")
                .with_note(format!("C lets the compiler evaluate the operands of an expression (and the arguments of a call, the elements of an initializer list) in any order, and Frama-C evaluates calls first: if the call changes what the other operand reads, the built program computes another value than the proved one (in `{}`). Call it in a statement of its own and store its result in a variable", f.name)),
        );
    }
}

/// Writes to memory next to an access to memory that C does not sequence
/// with them (`*p + (*q = 5)`): if both designate the same object the
/// behaviour is undefined, and Frama-C and the compiler compute different
/// values.
pub(crate) fn unsequenced_writes(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    let mut seen = HashSet::new();
    for &at in &body.unsequenced_writes {
        if seen.insert(at) {
            diags.push(
                Diagnostic::error(span_of(fe, at), "this write and another access to memory in the same expression are not sequenced")
                    .with_label("written in an order C leaves open")
                    .with_note(format!("C does not order a write inside an expression against the other operands' reads and writes: if both reach the same object (two pointers to it), the behaviour is undefined, and the built program may compute another value than the proved one (in `{}`). Write it in a statement of its own", f.name)),
            );
        }
    }
}

/// The arguments of the MPI calls vmfc rewrites may have no side effect
/// (no call, assignment, `++` or `--`, also from a macro): vmfc evaluates
/// them once each, from left to right, into variables; the compiler
/// evaluates them in an order of its own.
pub(crate) fn mpi_argument_effects(fe: &Frontend, body: &Body, diags: &mut Diagnostics) {
    use crate::mpi::{Coll, Comm};
    for c in &body.calls {
        let name = c.callee.as_str();
        if Comm::from_name(name).is_none() && Coll::from_name(name).is_none() {
            continue;
        }
        if let Some(a) = c.args.iter().find(|a| !a.pure) {
            diags.push(
                Diagnostic::error(span_of(fe, a.pp_span.0), format!("an argument of {name} has a side effect (a call, an assignment, `++` or `--`, written here or in a macro it uses)"))
                    .with_label("side effect")
                    .with_note("vmfc evaluates the arguments of the MPI calls it rewrites once each, from left to right, and the compiler in an order of its own: compute the value into a variable before the call"),
            );
        }
    }
}

/// The contract of `f` has `assigns` clauses, every one `assigns \nothing;`.
fn assigns_nothing(fe: &Frontend, f: &FnInfo) -> bool {
    let clauses: Vec<String> = f
        .contracts
        .iter()
        .flat_map(|c| &c.clauses)
        .filter_map(|c| match c {
            crate::annot::ir::ContractClause::Acsl { span, keyword } if keyword == "assigns" => {
                Some(
                    fe.file.text[span.clone()]
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" "),
                )
            }
            _ => None,
        })
        .collect();
    !clauses.is_empty()
        && clauses
            .iter()
            .all(|c| c == "assigns \\nothing;" || c == "assigns \\nothing")
}

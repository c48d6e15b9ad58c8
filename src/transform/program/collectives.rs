//! Calls of collectives: consistent use of MPI's collectives, collective
//! function names used as values, indirect calls, and calls from functions
//! that are not collective.

use super::*;

/// The calls of one MPI collective in a function agree on what every
/// process must agree on without a definition: the element type of the
/// data (when `MPI_X#d(i, j)` defines it) and, for Allreduce, whether the
/// call is in place (MPI requires all processes or none).
pub(in crate::transform) fn coll_consistency(
    fe: &Frontend,
    f: &FnInfo,
    rs: &structure::Regions,
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    for k in crate::mpi::Coll::ALL {
        let mine: Vec<&Call> = calls
            .iter()
            .filter(|c| c.kind == CallKind::Mpi(k))
            .collect();
        let Some(first) = mine.first() else { continue };
        let data = k.signature().data.map(|d| format!("{}#{d}", k.name()));
        let defined = data.is_some_and(|d| rs.universal_defs.iter().any(|u| u.name == d));
        if let Some(other) = mine
            .iter()
            .find(|c| defined && c.buffers.first() != first.buffers.first())
        {
            diags.push(
                Diagnostic::error(
                    other.name_span.clone(),
                    format!(
                        "the calls of `{}` in `{}` pass data of different element types",
                        k.name(),
                        f.name
                    ),
                )
                .with_note(format!(
                    "its data definition has one type: here `{}`, at line {} `{}`",
                    other.buffers.first().map_or("?", |b| b.c_name()),
                    fe.file.line_of(first.name_span.start),
                    first.buffers.first().map_or("?", |b| b.c_name())
                )),
            );
        }
        if k.in_place_arg().is_some() && !k.in_place_at_root_only() {
            if let Some(other) = mine.iter().find(|c| c.in_place != first.in_place) {
                diags.push(
                    Diagnostic::error(other.name_span.clone(), format!("`{}` mixes in-place and ordinary calls of {}", f.name, k.name()))
                        .with_note(format!("MPI requires MPI_IN_PLACE on all processes or none; the call at line {} differs", fe.file.line_of(first.name_span.start))),
                );
            }
        }
    }
}

/// Collective functions used as external regions: called, or named in `region(i)`.
pub(in crate::transform) fn collective_names(
    fe: &Frontend,
    fns: &[FnInfo],
    rs: &structure::Regions,
    calls: &[Call],
) -> Vec<String> {
    let mut out: Vec<String> = calls
        .iter()
        .filter_map(|c| match c.kind {
            CallKind::Collective(g) => Some(fns[g].name.clone()),
            CallKind::Mpi(k) => Some(k.name().to_string()),
            _ => None,
        })
        .collect();
    let text = emit::annot_text(fe, &rs.region.body);
    for occ in term::free_identifiers(&term::lex(&text, 0)) {
        if fns.iter().any(|f| f.collective && f.name == occ.name)
            || crate::mpi::Coll::from_name(&occ.name).is_some()
        {
            out.push(occ.name);
        }
    }
    out
}

/// A collective function or an MPI communication routine used other than by
/// a direct call (its address taken): calls through the pointer would not
/// be checked.
pub(in crate::transform) fn indirect_uses(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body: &crate::cfront::model::Body,
    diags: &mut Diagnostics,
) {
    for (name, pp) in &body.fn_refs {
        let Some(class) = calls::classify(fns, name) else {
            continue;
        };
        let what = match class {
            calls::Class::Collective(_) => "collective function",
            calls::Class::Comm(_) | calls::Class::Mpi(_) | calls::Class::Unsupported => {
                "MPI function"
            }
        };
        let span = fe.span_at(*pp);
        diags.push(
            Diagnostic::error(
                span,
                format!("{what} `{name}` is used as a value in `{}`", f.name),
            )
            .with_note("calls through a function pointer cannot be checked; call it directly"),
        );
    }
}

/// A function without `mpi collective`: regions are errors; communication
/// is an error if the function is verified (`proved`), and only
/// unchecked otherwise.
pub(in crate::transform) fn non_collective(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    annots: &[(usize, crate::annot::ir::StmtAnnot, bool)],
    sites: &[crate::cfront::model::CallSite],
    proved: &dyn Fn(&FnInfo) -> bool,
    diags: &mut Diagnostics,
) {
    let verified = proved(f);
    if let Some((c, a, _)) = annots.first() {
        diags.push(
            Diagnostic::error(
                fe.comments[*c].span.clone(),
                format!(
                    "`{}` in `{}`, which is not collective",
                    a.describe(),
                    f.name
                ),
            )
            .with_note("only functions whose contract says `mpi collective;` may contain regions"),
        );
        return;
    }
    let count = sites
        .iter()
        .filter(|s| calls::classify(fns, &s.callee).is_some())
        .count();
    if count == 0 {
        if !verified {
            unverified_caller(fe, fns, f, sites, proved, diags);
        }
        return;
    }
    if verified {
        for c in calls::body_calls(fe, fns, sites, diags) {
            diags.push(
                Diagnostic::error(c.name_span.clone(), format!("`{}` calls `{}` but is not collective", f.name, c.callee))
                    .with_note(format!("add `mpi collective;` to the contract of `{}`, or exclude it from verification (--skip {})", f.name, f.name)),
            );
        }
    } else {
        let why = if f.has_contract() {
            "it is excluded from verification"
        } else {
            "it has no contract, so it is not verified"
        };
        diags.push(
            Diagnostic::warning(
                fe.orig.tokens[f.name_tok].span.clone(),
                format!("calls of collective functions and MPI communication in `{}` are not checked: {why}", f.name),
            )
            .with_label(format!("{count} call(s) left as they are"))
            .with_note("the proof assumes what they need: the preconditions of the collective functions called here, on every process (one that holds on some processes only, such as `VM_pid == 0`, restricts the proof to them), and the same calls in the same order everywhere. To have them checked, give it a contract (for `main`: `mpi collective; requires VM_state == VM_Uninitialized;`)")
            .as_assumption(),
        );
    }
}

/// A function vmfc does not verify (no contract) that calls functions it
/// does: their preconditions are not checked at these calls, so the proof
/// assumes them (hunt 33: an unverified `main` called `helper(3)` where
/// `helper` requires 2, and the run reported every goal proved and
/// nothing assumed).
fn unverified_caller(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    sites: &[crate::cfront::model::CallSite],
    proved: &dyn Fn(&FnInfo) -> bool,
    diags: &mut Diagnostics,
) {
    if f.has_contract() {
        return; // excluded with --skip: the report lists it
    }
    // Only the verified callees' proofs assume their preconditions (one
    // excluded with --skip is not proved at all).
    let mut callees: Vec<&str> = (sites.iter())
        .map(|s| s.callee.as_str())
        .filter(|c| fns.iter().any(|g| g.name == *c && proved(g)))
        .collect();
    callees.sort();
    callees.dedup();
    if callees.is_empty() {
        return;
    }
    let names: Vec<String> = callees.iter().map(|c| format!("`{c}`")).collect();
    diags.push(
        Diagnostic::warning(
            fe.orig.tokens[f.name_tok].span.clone(),
            format!("`{}` is not verified (it has no contract): the preconditions of {} are assumed at its calls", f.name, names.join(", ")),
        )
        .with_label("not verified")
        .with_note("the proof of a function assumes its precondition, which only its verified callers are checked to meet, and that no message the unverified code sent is still pending when it is called (a receive in it would take that one first: hunt 72): give this function a contract (for `main`: `mpi collective; requires VM_state == VM_Uninitialized;`) to have its calls and its messages checked")
        .as_assumption(),
    );
}

/// A function vmfc verifies used as a value (its address taken), in any
/// function or the initializer of a file-scope variable: a call through the pointer, from code vmfc does not verify or
/// a library callback, is not checked against its precondition, so the
/// proof assumes it there (hunt 34: an unverified `main` called `fp(3)`
/// with `fp = helper`, `helper` requiring 2).
pub(in crate::transform) fn verified_function_values(
    fe: &Frontend,
    fns: &[FnInfo],
    is_verified: &dyn Fn(&FnInfo) -> bool,
    refs: &[(String, usize)],
    diags: &mut Diagnostics,
) {
    for (name, pp) in refs {
        if !fns.iter().any(|g| g.name == *name && is_verified(g)) {
            continue;
        }
        let span = fe.span_at(*pp);
        diags.push(
            Diagnostic::warning(span, format!("`{name}`, which vmfc verifies, is used as a value: calls through the pointer are not checked against its precondition, which the proof assumes there"))
                .with_label("address taken")
                .with_note("call it directly, so that each call is checked")
                .as_assumption(),
        );
    }
}

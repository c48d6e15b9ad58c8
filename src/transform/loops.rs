//! A loop that communicates changes vmfc's ghost state (the counters
//! `VM_sc`/`VM_rc`, `VM_level`, `VM_regionCount`, `VM_currentRegion`), so
//! its `loop assigns` must list it, or that goal fails after the whole
//! proof. Said at once, as a warning: the goal stays the judge (a send
//! whose peer is always `MPI_PROC_NULL` changes nothing).

use super::calls::{self, Class};
use super::functions::FnInfo;
use crate::annot::comments::AnnotKind;
use crate::annot::term::{self, Tk};
use crate::cfront::model::Body;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Warn about each loop of `body` that communicates and whose `loop
/// assigns` name none of vmfc's ghost state.
pub(crate) fn ghost_loop_assigns(
    fe: &Frontend,
    fns: &[FnInfo],
    body: &Body,
    diags: &mut Diagnostics,
) {
    for &(start, end) in &body.loops {
        let (Ok(first), Ok(last)) = (fe.locate(start), fe.locate(end.saturating_sub(1))) else {
            continue;
        };
        let comment = |k: usize| fe.comments.iter().find(|c| c.token == k);
        let mut annots = Vec::new();
        let mut k = first;
        while let Some(c) = k.checked_sub(1).and_then(comment) {
            annots.push(c);
            k -= 1;
        }
        let Some(clause) = annots.iter().find_map(|c| loop_assigns(&c.content)) else {
            continue;
        };
        let toks = term::lex(&clause, 0);
        let names_ghost = toks.iter().any(|t| {
            t.text.starts_with("VM_")
                || t.text == "\\everything"
                || t.kind == Tk::Ident && fe.pp.macros.contains_key(&t.text)
        });
        if names_ghost {
            continue;
        }
        let talks = body.calls.iter().any(|c| {
            start <= c.pp_span.0
                && c.pp_span.1 <= end
                && matches!(
                    calls::classify(fns, &c.callee),
                    Some(Class::Comm(_) | Class::Mpi(_) | Class::Collective(_))
                )
        });
        let regions = fe
            .comments
            .iter()
            .any(|c| first < c.token && c.token < last && c.kind() == AnnotKind::MpiStatement);
        if !(talks || regions) {
            continue;
        }
        let at = fe.orig.tokens[first].span.clone();
        diags.push(
            Diagnostic::warning(at, "this loop communicates, but its `loop assigns` lists none of vmfc's ghost state")
                .with_label("its `loop assigns` goal will not be proved")
                .with_note("each send, receive, collective and region changes vmfc's ghost state: add `VM_Vars` (all of it) to `loop assigns`, or the parts the loop changes: `VM_sc[0 .. nprocs - 1]` and `VM_level` (sends), `VM_rc[0 .. nprocs - 1]` and `VM_level` (receives), `VM_regionCount` (collectives), `VM_currentRegion` (regions)"),
        );
    }
}

/// The text of the `loop assigns` clauses of an annotation, if it has one.
fn loop_assigns(content: &str) -> Option<String> {
    let toks = term::lex(content, 0);
    let mut out = String::new();
    let mut i = 0;
    while i + 1 < toks.len() {
        if toks[i].text == "loop" && toks[i + 1].text == "assigns" {
            let mut j = i + 2;
            while j < toks.len() && toks[j].text != ";" {
                out.push_str(&toks[j].text);
                out.push(' ');
                j += 1;
            }
            i = j;
        }
        i += 1;
    }
    (!out.is_empty()).then_some(out)
}

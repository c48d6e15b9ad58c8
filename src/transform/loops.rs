//! A loop that communicates changes vmfc's ghost state (the counters
//! `VM_sc`/`VM_rc`, `VM_level`, `VM_regionCount`, `VM_currentRegion`), so
//! its `loop assigns` must list it and its loop invariants must state it,
//! or goals fail after the whole proof. Said at once, as warnings: the
//! goals stay the judge (a send whose peer is always `MPI_PROC_NULL`
//! changes nothing).

use super::calls::{self, Class};
use super::functions::FnInfo;
use crate::annot::comments::AnnotKind;
use crate::annot::term::{self, Tk};
use crate::cfront::model::Body;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Warn about each loop of `body` that communicates and whose `loop
/// assigns` name none of vmfc's ghost state, or whose loop invariants do
/// not state the part of it the loop changes.
pub(crate) fn ghost_loop_annotations(
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
        let Some(clause) = annots
            .iter()
            .find_map(|c| loop_clauses(&c.content, "assigns"))
        else {
            continue;
        };
        let names = |text: &str, ghost: &str| {
            term::lex(text, 0).iter().any(|t| {
                t.text.starts_with(ghost)
                    || t.text == "\\everything"
                    || t.kind == Tk::Ident && fe.pp.macro_mentions(&t.text, ghost)
            })
        };
        let comms: Vec<Class> = body
            .calls
            .iter()
            .filter(|c| start <= c.pp_span.0 && c.pp_span.1 <= end)
            .filter_map(|c| calls::classify(fns, &c.callee))
            .filter(|c| matches!(c, Class::Comm(_) | Class::Mpi(_) | Class::Collective(_)))
            .collect();
        let regions = fe
            .comments
            .iter()
            .any(|c| first < c.token && c.token < last && c.kind() == AnnotKind::MpiStatement);
        let at = fe.orig.tokens[first].span.clone();
        if names(&clause, "VM_") {
            let invariants: String = annots
                .iter()
                .filter_map(|c| loop_clauses(&c.content, "invariant"))
                .collect();
            missing_invariants(&comms, regions, &invariants, &names, at, diags);
            continue;
        }
        if comms.is_empty() && !regions {
            continue;
        }
        diags.push(
            Diagnostic::warning(at, "this loop communicates, but its `loop assigns` lists none of vmfc's ghost state")
                .with_label("its `loop assigns` goal will not be proved")
                .with_note("each send, receive, collective and region changes vmfc's ghost state: add `VM_Vars` (all of it) to `loop assigns`, or the parts the loop changes: `VM_sc[0 .. nprocs - 1]` and `VM_level` (sends), `VM_rc[0 .. nprocs - 1]` and `VM_level` (receives), `VM_regionCount` (collectives), `VM_currentRegion` (regions)"),
        );
    }
}

/// Warn about a loop that communicates and whose loop invariants never
/// name the ghost state it changes: inside a region (no region begins in
/// the loop), the counters of its sends and receives and the level; with
/// collective calls or regions, the count of regions run (and, with
/// collective calls, that no region is open).
fn missing_invariants(
    comms: &[Class],
    regions: bool,
    invariants: &str,
    names: &dyn Fn(&str, &str) -> bool,
    at: crate::source::Span,
    diags: &mut Diagnostics,
) {
    use crate::mpi::Comm;
    // Counters and the level matter inside a region: none begins in the loop.
    let sends = !regions
        && comms
            .iter()
            .any(|c| matches!(c, Class::Comm(Comm::Send | Comm::Sendrecv)));
    let receives = !regions
        && comms
            .iter()
            .any(|c| matches!(c, Class::Comm(Comm::Recv | Comm::Sendrecv)));
    let collectives = comms
        .iter()
        .any(|c| matches!(c, Class::Mpi(_) | Class::Collective(_)));
    let mut missing = Vec::new();
    if (collectives || regions) && !names(invariants, "VM_regionCount") {
        missing.push("`VM_regionCount` (how many regions and collective calls have run: `VM_regionCount == k * it`)");
    }
    if collectives && !names(invariants, "VM_currentRegion") {
        missing.push("`VM_currentRegion == 0` (no region is open between the calls)");
    }
    if sends && !names(invariants, "VM_sc") {
        missing.push("`VM_sc` (how many messages the loop has sent to each process)");
    }
    if receives && !names(invariants, "VM_rc") {
        missing.push("`VM_rc` (how many it has received from each process)");
    }
    if (sends || receives) && !names(invariants, "VM_level") {
        missing.push("`VM_level` (the level of its last message)");
    }
    if missing.is_empty() {
        return;
    }
    diags.push(
        Diagnostic::warning(at, "this loop communicates, but no loop invariant states the ghost state it changes")
            .with_label("its communication's checks will likely fail")
            .with_note(format!(
                "state in loop invariants {}: without them the checks of its communication (`send_index`, `recv_index`, the levels, `call_bound`, `call_none`) and of the end of the region cannot be proved; see docs/patterns.md",
                missing.join(", ")
            )),
    );
}

/// The text of the `loop <word>` clauses of an annotation (`assigns`,
/// `invariant`), if it has one.
fn loop_clauses(content: &str, word: &str) -> Option<String> {
    let toks = term::lex(content, 0);
    let mut out = String::new();
    let mut i = 0;
    while i + 1 < toks.len() {
        if toks[i].text == "loop" && toks[i + 1].text == word {
            // An invariant's quantifiers hold `;`: it runs to the next
            // loop clause.
            let end = |t: &str| {
                if word == "invariant" {
                    t == "loop"
                } else {
                    t == ";"
                }
            };
            let mut j = i + 2;
            while j < toks.len() && !end(&toks[j].text) {
                out.push_str(&toks[j].text);
                out.push(' ');
                j += 1;
            }
            // Stay on the next clause's `loop`.
            i = j - 1;
        }
        i += 1;
    }
    (!out.is_empty()).then_some(out)
}

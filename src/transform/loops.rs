//! A loop that communicates changes vmfc's ghost state (the counters
//! `VM_sc`/`VM_rc`, `VM_level`, `VM_regionCount`, `VM_currentRegion`), so
//! its `loop assigns` must list it and its loop invariants must state it,
//! or goals fail after the whole proof; a loop without `loop assigns` at
//! all makes Wp forget every memory, that state included. Said at once, as
//! warnings: the goals stay the judge (a send whose peer is always
//! `MPI_PROC_NULL` changes nothing).

use super::calls::{self, Class};
use super::functions::FnInfo;
use super::structure::Regions;
use crate::annot::comments::AnnotKind;
use crate::annot::term::{self, Tk};
use crate::cfront::model::{Body, CallSite};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

mod suggest;

/// Warn about each loop of `body` that communicates and whose `loop
/// assigns` name none of vmfc's ghost state, or whose loop invariants do
/// not state the part of it the loop changes; with the function's
/// regions (`rs`), the warning suggests the invariants.
pub(crate) fn ghost_loop_annotations(
    fe: &Frontend,
    fns: &[FnInfo],
    body: &Body,
    rs: Option<&Regions>,
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
        let clause = annots
            .iter()
            .find_map(|c| loop_clauses(&c.content, "assigns"));
        let names = |text: &str, ghost: &str| {
            term::lex(text, 0).iter().any(|t| {
                t.text.starts_with(ghost)
                    || t.text == "\\everything"
                    || t.kind == Tk::Ident && fe.pp.macro_mentions(&t.text, ghost)
            })
        };
        let sites: Vec<(&CallSite, Class)> = body
            .calls
            .iter()
            .filter(|c| start <= c.pp_span.0 && c.pp_span.1 <= end)
            .filter_map(|c| Some((c, calls::classify(fns, &c.callee)?)))
            .filter(|(_, k)| matches!(k, Class::Comm(_) | Class::Mpi(_) | Class::Collective(_)))
            .collect();
        let comms: Vec<Class> = sites.iter().map(|s| s.1).collect();
        let regions = fe
            .comments
            .iter()
            .any(|c| first < c.token && c.token < last && c.kind() == AnnotKind::MpiStatement);
        let at = fe.orig.tokens[first].span.clone();
        // The invariants vmfc can write, said with whichever warning the
        // loop gets. A region in the loop resets the counters: none.
        let paste = |d: Diagnostic| {
            if regions {
                return d;
            }
            let events: Vec<suggest::Event> = sites
                .iter()
                .map(|&(c, k)| match k {
                    Class::Comm(kind) => suggest::Event::Comm(c, kind),
                    _ => suggest::Event::Collective(c),
                })
                .collect();
            let region = rs.and_then(|rs| region_of(fe, rs, first, last));
            let place = suggest::Place {
                counters_zero: region
                    .is_some_and(|r| counters_zero(fe, fns, body, r, (start, end))),
                region,
            };
            let suggested = suggest::invariants(fe, body, (start, end), &events, &place);
            if suggested.is_empty() {
                return d;
            }
            d.with_note(format!(
                "help: for this loop vmfc suggests (paste into its annotation; the provers judge them like your own):\n{}",
                suggested.iter().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
            ))
        };
        let Some(clause) = clause else {
            if !comms.is_empty() || regions {
                diags.push(paste(
                    Diagnostic::warning(at, "this loop communicates, but it has no `loop assigns`")
                        .with_label("Wp assumes it may change all memory")
                        .with_note(format!(
                            "list what the loop changes, vmfc's ghost state included{}",
                            ghost_parts(&comms, regions)
                        )),
                ));
            } else {
                diags.push(
                    Diagnostic::warning(at, "this loop has no `loop assigns`")
                        .with_label("Wp assumes it may change all memory")
                        .with_note("after the loop the provers know nothing of memory, vmfc's ghost state included (whether MPI is initialized, the message counters): the checks of later MPI calls and your later properties fail for that alone. List what the loop changes, for example `loop assigns i, sum;`"),
                );
            }
            continue;
        };
        if names(&clause, "VM_") {
            let invariants: String = annots
                .iter()
                .filter_map(|c| loop_clauses(&c.content, "invariant"))
                .collect();
            if let Some(d) = missing_invariants(&comms, regions, &invariants, &names, at) {
                diags.push(paste(d));
            }
            continue;
        }
        if comms.is_empty() && !regions {
            continue;
        }
        diags.push(paste(
            Diagnostic::warning(at, "this loop communicates, but its `loop assigns` lists none of vmfc's ghost state")
                .with_label("its `loop assigns` goal will not be proved")
                .with_note(format!("each send, receive, collective and region changes vmfc's ghost state: add to `loop assigns` the parts this loop changes{}", ghost_parts(&comms, regions))),
        ));
    }
}

/// What the communication of a loop does: sends, receives, collective calls.
struct Traffic {
    sends: bool,
    receives: bool,
    collectives: bool,
}

impl Traffic {
    fn of(comms: &[Class]) -> Traffic {
        use crate::mpi::Comm;
        let has = |f: &dyn Fn(&Class) -> bool| comms.iter().any(f);
        Traffic {
            sends: has(&|c| matches!(c, Class::Comm(Comm::Send | Comm::Sendrecv))),
            receives: has(&|c| matches!(c, Class::Comm(Comm::Recv | Comm::Sendrecv))),
            collectives: has(&|c| matches!(c, Class::Mpi(_) | Class::Collective(_))),
        }
    }
}

/// The parts of vmfc's ghost state that the communication `comms` (and
/// `regions` in the loop) changes, as `loop assigns` locations.
fn ghost_parts(comms: &[Class], regions: bool) -> String {
    let t = Traffic::of(comms);
    let parts: Vec<&str> = [
        (t.sends || t.receives || regions, "VM_level"),
        (t.sends || regions, "VM_sc[0 .. VM_NP - 1]"),
        (t.receives || regions, "VM_rc[0 .. VM_NP - 1]"),
        (t.collectives || regions, "VM_regionCount"),
        (regions, "VM_currentRegion"),
    ]
    .into_iter()
    .filter_map(|(on, p)| on.then_some(p))
    .collect();
    format!(": `{}`", parts.join(", "))
}

/// The region of `rs` whose markers enclose the tokens `first ..= last`.
fn region_of<'r>(
    fe: &Frontend,
    rs: &'r Regions,
    first: usize,
    last: usize,
) -> Option<&'r super::structure::Region> {
    rs.regions
        .iter()
        .find(|r| fe.comments[r.begin].token < first && last < fe.comments[r.end].token)
}

/// Nothing communicates in region `r` before the loop `lp`, and the loop
/// is in no other loop of the region: its counters start at zero.
fn counters_zero(
    fe: &Frontend,
    fns: &[FnInfo],
    body: &Body,
    r: &super::structure::Region,
    lp: (usize, usize),
) -> bool {
    let begin = fe.comments[r.begin].token;
    let after_begin = |pp: usize| fe.locate(pp).is_ok_and(|t| begin < t);
    let outer = body
        .loops
        .iter()
        .any(|&l| l != lp && l.0 <= lp.0 && lp.1 <= l.1 && after_begin(l.0));
    let before = body.calls.iter().any(|c| {
        c.pp_span.1 <= lp.0
            && after_begin(c.pp_span.0)
            && matches!(calls::classify(fns, &c.callee), Some(Class::Comm(_)))
    });
    !outer && !before
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
) -> Option<Diagnostic> {
    let t = Traffic::of(comms);
    // Counters and the level matter inside a region: none begins in the loop.
    let (sends, receives, collectives) =
        (!regions && t.sends, !regions && t.receives, t.collectives);
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
        return None;
    }
    // Some stated and others not (hunt 111: only `VM_level` missing).
    let stated = [
        "VM_regionCount",
        "VM_currentRegion",
        "VM_sc",
        "VM_rc",
        "VM_level",
    ]
    .iter()
    .any(|n| names(invariants, n));
    let headline = if stated {
        "this loop communicates, but its loop invariants leave out part of the ghost state it changes"
    } else {
        "this loop communicates, but no loop invariant states the ghost state it changes"
    };
    Some(
        Diagnostic::warning(at, headline)
            .with_label("its communication's checks will likely fail")
            .with_note(format!(
                "state in loop invariants {}: without them the checks of its communication (`send_index`, `recv_index`, the levels, `call_bound`, `call_none`) and of the end of the region cannot be proved; see docs/patterns.md",
                missing.join(", ")
            )),
    )
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

//! Jumps that would skip regions or their end checks: `return` before `end
//! regions` (some process would not pass its regions), `goto` in a function
//! with regions, `break`/`continue` out of a region.

use super::functions::FnInfo;
use super::structure::Regions;
use crate::cfront::model::{Body, JumpKind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Jumps that would skip regions or region ends: `return` before `end
/// regions`, `goto`, `break`/`continue` out of a region.
/// A `return` before `mpi end regions` (`before`: before `mpi begin regions`).
fn early_return(pos: crate::source::Span, before: bool) -> Diagnostic {
    let msg = if before {
        "`return` before `mpi begin regions`"
    } else {
        "`return` between `mpi begin regions` and `mpi end regions`"
    };
    Diagnostic::error(pos, msg)
        .with_note(
            "every process must pass the function's regions exactly once (a process that returns early leaves the others waiting); return after `mpi end regions`",
        )
        .with_note(
            "to skip the communication when a test fails (too many processes, a bad input), make the same test on every process around the calls and count it in `nregions`: `nregions = VM_NP <= MAXNP ? 1 : 0;` with `if (nprocs <= MAXNP) { ... }` inside the regions (docs/patterns.md, examples/readsize)",
        )
}

pub(crate) fn check_jumps(
    fe: &Frontend,
    f: &FnInfo,
    body: &Body,
    r: &Regions,
    diags: &mut Diagnostics,
) {
    let span_of = |c: usize| fe.comments[c].span.clone();
    let (rb, re) = (span_of(r.begin).start, span_of(r.end).start);
    let spans: Vec<(u32, usize, usize)> = r
        .regions
        .iter()
        .map(|g| (g.id, span_of(g.begin).start, span_of(g.end).start))
        .collect();
    for j in &body.jumps {
        let pos = match fe.locate(j.pp_at) {
            Ok(k) => fe.orig.tokens[k].span.clone(),
            Err(_) => {
                // Fall back to the line: conservative.
                let Some(line) = fe.line_of_pp(j.pp_at) else {
                    continue;
                };
                fe.file.line_span(line)
            }
        };
        let inside = |a: usize, b: usize| pos.start > a && pos.start < b;
        let word = match j.kind {
            JumpKind::Return => "return",
            JumpKind::Goto => "goto",
            JumpKind::Break => "break",
            JumpKind::Continue => "continue",
        };
        match j.kind {
            JumpKind::Goto => diags.push(Diagnostic::error(
                pos,
                format!(
                    "`goto` in `{}`, a function with regions, is not supported",
                    f.name
                ),
            )),
            JumpKind::Return if pos.start < re => {
                let before = pos.start < rb;
                diags.push(early_return(pos, before))
            }
            JumpKind::Break | JumpKind::Continue => {
                let target = j
                    .pp_target
                    .and_then(|t| fe.locate(t).ok())
                    .map(|k| fe.orig.tokens[k].span.start);
                for &(id, a, b) in spans.iter().chain(std::iter::once(&(0, rb, re))) {
                    if inside(a, b) && target.is_none_or(|t| t < a) {
                        let what = if id == 0 {
                            "the regions".to_string()
                        } else {
                            format!("region {id}")
                        };
                        diags.push(Diagnostic::error(
                            pos.clone(),
                            format!("`{word}` leaves {what}"),
                        ));
                        break;
                    }
                }
            }
            JumpKind::Return => {}
        }
    }
}

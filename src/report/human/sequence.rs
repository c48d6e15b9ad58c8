//! For a failed check that every process runs the same regions in the
//! same order (a region or a collective call next in the sequence, the
//! count of regions at the end): the places of the function's sequence,
//! and the conditions they run under, where a region or a collective that
//! runs on some processes only is found.

use crate::transform::checks::CheckKind;
use crate::verify::goals::Goal;
use crate::verify::kinds::{GoalKind, WpKind};
use crate::verify::Outcome;

/// A region or collective call of the function: its line, what it is
/// (`` `MPI_Bcast` ``, `region 2`) and the conditions it runs under.
struct Place {
    line: usize,
    what: String,
    conditions: Vec<String>,
}

impl Place {
    fn describe(&self) -> String {
        let mut s = format!("line {} ({})", self.line, self.what);
        if !self.conditions.is_empty() {
            s.push_str(&format!(", which runs {}", self.conditions.join(" and ")));
        }
        s
    }
}

/// The regions and collective calls of `g`'s function, in line order.
fn places(o: &Outcome, g: &Goal) -> Vec<Place> {
    let mut out: Vec<Place> = o
        .goals
        .iter()
        .filter(|e| e.function == g.function && e.file == g.file)
        .filter(|e| {
            matches!(
                e.kind,
                GoalKind::Vm(CheckKind::CallSequence | CheckKind::BeginRegionSequence, _)
            )
        })
        .filter_map(|e| {
            let what = e.message.strip_suffix(" is next in the region sequence")?;
            let conditions = e
                .label
                .as_ref()
                .and_then(|l| o.conditions.get(l))
                .map(|cs| cs.iter().map(|c| c.describe()).collect())
                .unwrap_or_default();
            Some(Place {
                line: e.line?,
                what: what
                    .strip_prefix("the call of ")
                    .unwrap_or(what)
                    .to_string(),
                conditions,
            })
        })
        .collect();
    out.sort_by(|a, b| (a.line, &a.what).cmp(&(b.line, &b.what)));
    out.dedup_by(|a, b| (a.line, &a.what) == (b.line, &b.what));
    out
}

/// For a failed count of regions, or a failed loop invariant on
/// `VM_regionCount` (a loop that runs a collective on some processes only:
/// newcomer trial 9): where the function runs its regions and
/// collectives, and what each runs under.
pub(super) fn region_runs(o: &Outcome, g: &Goal) -> Option<String> {
    let count_invariant = || {
        matches!(g.kind, GoalKind::Wp(WpKind::LoopInvariant))
            && g.line.is_some_and(|l| {
                l <= o.file.line_count() && o.file.line_text(l).contains("VM_regionCount")
            })
            && g.file.is_none()
    };
    if !matches!(g.kind, GoalKind::Vm(CheckKind::EndRegionsCount, _)) && !count_invariant() {
        return None;
    }
    let list: Vec<String> = places(o, g).iter().map(Place::describe).collect();
    if list.is_empty() {
        return None;
    }
    Some(format!(
        "help: the regions and collective calls of this function: {}; check that each runs on every process the same number of times (not under a test of the rank or of process-local data)",
        list.join("; ")
    ))
}

/// For a failed check that a region or a call is next in the sequence:
/// the places up to it that run under a condition (one that differs
/// between processes makes them run different sequences).
pub(super) fn guarded_places(o: &Outcome, g: &Goal) -> Option<String> {
    if !matches!(
        g.kind,
        GoalKind::Vm(CheckKind::CallSequence | CheckKind::BeginRegionSequence, _)
    ) {
        return None;
    }
    let line = g.line?;
    let list: Vec<String> = places(o, g)
        .iter()
        .filter(|p| p.line <= line && !p.conditions.is_empty())
        .map(Place::describe)
        .collect();
    if list.is_empty() {
        return None;
    }
    Some(format!(
        "help: {}: if a condition can differ between processes (it reads the rank or process-local data), the processes do not run the same regions and collectives in the same order; make the call on every process",
        list.join("; ")
    ))
}

//! Which failures the report shows, and how they are grouped: a smoke
//! check that follows from an earlier failure, the failed parts of a
//! property Wp split, and the same check failed at the same place under
//! several goal names are each said once.

use super::{diagnostic, earlier_failure};
use crate::diag::Diagnostic;
use crate::verify::goals::Goal;
use crate::verify::Outcome;

/// A goal of a property that Wp split: the property's goal name and the
/// part's number (`typed_f_loop_assigns_part4`).
pub(super) fn split_part(id: &str) -> Option<(&str, u32)> {
    let (base, n) = id.rsplit_once("_part")?;
    Some((base, n.parse().ok()?))
}

/// One diagnostic per failure, and how many failed goals are said with
/// another: a smoke check that follows from an earlier failure of its
/// function is a note of that failure, and the failed parts of a property
/// that Wp split (`_part<N>`) are one diagnostic.
pub(super) fn failures(o: &Outcome) -> (Vec<Diagnostic>, usize) {
    let failed: Vec<&Goal> = o.goals.iter().filter(|g| !g.proved()).collect();
    let folded: Vec<(&Goal, &Goal)> = failed
        .iter()
        .filter(|g| g.kind.is_smoke())
        .filter_map(|g| earlier_failure(o, g).map(|e| (*g, e)))
        .collect();
    let mut shown = std::collections::HashSet::new();
    // The same check failed at the same place (Wp makes a goal per copy of
    // an expression or per path): shown once, the others' names in a note.
    let mut same_place: Vec<(Place, usize, Vec<&str>)> = Vec::new();
    let mut out = Vec::new();
    for g in &failed {
        let base = split_part(&g.id).map(|(b, _)| b);
        if base.is_some_and(|b| !shown.insert(b)) || folded.iter().any(|(s, _)| s.id == g.id) {
            continue;
        }
        if base.is_none() {
            let place = (o.header_of(g), g.line, g.col, g.message.as_str());
            if let Some((_, _, others)) = same_place.iter_mut().find(|(p, _, _)| *p == place) {
                others.push(&g.id);
                continue;
            }
            if g.line.is_some() {
                same_place.push((place, out.len(), Vec::new()));
            }
        }
        let mut d = diagnostic(o, g);
        for (smoke, _) in folded.iter().filter(|(_, e)| e.id == g.id) {
            d.notes.push(format!(
                "the smoke check at line {} failed because of it (`\\false` was proved there): the provers treat the code after that line as dead, so the goals after it prove trivially until this one is fixed",
                smoke.line.unwrap_or(1)
            ));
        }
        if let Some(note) = base.and_then(|b| split_note(o, &failed, b)) {
            d.notes.push(note);
        }
        out.push(d);
    }
    for (_, at, others) in same_place.iter().filter(|(_, _, o)| !o.is_empty()) {
        out[*at].notes.push(format!(
            "the same check failed {} more time(s) here (Wp goals {}: one per copy of the expression or path to it), shown once",
            others.len(),
            others.join(", ")
        ));
    }
    (out, folded.len())
}

/// Where a failure is shown: its header (`None`: the main file), line,
/// column and message.
type Place<'g> = (Option<usize>, Option<usize>, Option<usize>, &'g str);

/// The failed parts of the split property `base`, when more than one.
fn split_note(o: &Outcome, failed: &[&Goal], base: &str) -> Option<String> {
    let parts_of = |gs: &mut dyn Iterator<Item = &Goal>| -> Vec<u32> {
        gs.filter_map(|e| split_part(&e.id).filter(|(eb, _)| *eb == base))
            .map(|(_, n)| n)
            .collect()
    };
    let parts = parts_of(&mut failed.iter().copied());
    let all = parts_of(&mut o.goals.iter()).len();
    if parts.len() < 2 {
        return None;
    }
    let list: Vec<String> = parts.iter().map(u32::to_string).collect();
    Some(format!(
        "Wp split this property into {all} goals (one per path or part); parts {} are not proved, shown here once (attempts of part {})",
        list.join(", "),
        parts[0]
    ))
}

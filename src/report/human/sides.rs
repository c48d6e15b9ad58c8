//! For a failed check that compares an argument of a call with a region's
//! definition (a tag with `msgtag`, a count with `mcount`, a root with
//! `MPI_Bcast#root`): the argument to point at, and both sides in the
//! user's words.

use crate::source::Span;
use crate::verify::goals::Goal;
use crate::verify::Outcome;

/// The longest definition quoted whole.
const MAX_DEF: usize = 100;

/// The argument's span in the input (`None`: the check compares no one
/// argument) and a note quoting both sides, when `g` compares something
/// written in the input file with a definition.
pub(super) fn compared(o: &Outcome, g: &Goal) -> Option<(Option<Span>, String)> {
    if g.file.is_some() {
        return None;
    }
    let sides = o.sides.get(g.label.as_ref()?)?;
    let text = &o.file.text;
    let def = |def: &Span| -> Option<String> {
        let line = o.file.line_col(def.start).0;
        let mut written = one_line(text.get(def.clone())?);
        if let Some((i, _)) = written.char_indices().nth(MAX_DEF) {
            written = format!("{}...", &written[..i]);
        }
        Some(format!("line {line} defines `{written}`"))
    };
    let Some(arg) = &sides.arg else {
        // The counts at the end of a region.
        let defined = def(sides.def.as_ref()?)?;
        let note = format!(
            "{defined}: count the messages of the region for a process of each kind \
             (the first and the last, one in the middle, and `nprocs == 1`; the provers give no values) \
             and compare"
        );
        return Some((None, note));
    };
    let mut note = format!("the call passes `{}`", one_line(text.get(arg.clone())?));
    if let Some(defined) = sides.def.as_ref().and_then(def) {
        note.push_str(&format!(", and {defined}"));
    }
    note.push_str(
        " (the provers give no values: compare the two for the processes the call runs on)",
    );
    Some((Some(arg.clone()), note))
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

//! For a failed check that compares an argument of a call with a region's
//! definition (a tag with `msgtag`, a count with `mcount`, a root with
//! `MPI_Bcast#root`): the argument to point at, and both sides in the
//! user's words.

use crate::verify::goals::Goal;
use crate::verify::Outcome;

/// The longest definition quoted whole.
const MAX_DEF: usize = 100;

/// The argument's span in the input and a note quoting both sides, when
/// `g` compares an argument written in the input file.
pub(super) fn compared(o: &Outcome, g: &Goal) -> Option<(std::ops::Range<usize>, String)> {
    if g.file.is_some() {
        return None;
    }
    let sides = o.sides.get(g.label.as_ref()?)?;
    let text = &o.file.text;
    let arg = one_line(text.get(sides.arg.clone())?);
    let mut note = format!("the call passes `{arg}`");
    if let Some(def) = &sides.def {
        let line = o.file.line_col(def.start).0;
        let mut written = one_line(text.get(def.clone())?);
        if let Some((i, _)) = written.char_indices().nth(MAX_DEF) {
            written = format!("{}...", &written[..i]);
        }
        note.push_str(&format!(", and line {line} defines `{written}`"));
    }
    note.push_str(
        " (the provers give no values: compare the two for the processes the call runs on)",
    );
    Some((sides.arg.clone(), note))
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

//! Where the rules on the front end's findings report: the offsets (in the
//! preprocessed text) that are in the user's files, as places there.

use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;

/// The places (file index, span) of `items` (at the offsets `pp` gives)
/// that are in the user's files, with the item.
pub(super) fn user_places<'a, T>(
    fe: &'a Frontend,
    items: &'a [T],
    pp: impl Fn(&T) -> usize + 'a,
) -> impl Iterator<Item = (usize, Span, &'a T)> + 'a {
    items.iter().filter_map(move |t| {
        let at = pp(t);
        (fe.def_origin(at) != DefOrigin::System).then(|| {
            let (fi, span) = fe.place(at);
            (fi, span, t)
        })
    })
}

/// An error at each of `places` (offsets in the preprocessed text) that is
/// in the user's files: (message, label) and note.
pub(super) fn errors_at(
    fe: &Frontend,
    places: &[usize],
    (message, label): (&str, &str),
    note: &str,
    diags: &mut Diagnostics,
) {
    for (fi, span, _) in user_places(fe, places, |&pp| pp) {
        diags.push(
            Diagnostic::error(span, message)
                .with_label(label)
                .with_note(note)
                .in_file(fi),
        );
    }
}

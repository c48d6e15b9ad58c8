//! The smoke checks of the user's assumptions (`transform::assumptions`):
//! after each axiomatic block that states axioms, a lemma that only a
//! contradiction among them proves; after each `admit` in a verified
//! function, `\false`.

use super::code::Stmt;
use super::Emitter;
use crate::edit::Edit;
use crate::transform::assumptions::{label_list, Assumptions};
use crate::transform::checks::CheckKind;

pub(crate) fn emit(em: &mut Emitter, a: &Assumptions) {
    for x in &a.axiomatics {
        // A header's block: its lemma goes at the end of the file (where
        // all the header's symbols are declared) and is reported there.
        let (at, origin, place) = if x.file == 0 {
            (x.comment_end, x.at.start, String::new())
        } else {
            let h = &em.fe.headers[x.file - 1].file;
            let (line, _) = h.line_col(x.at.start);
            let end = em.fe.file.text.len();
            (end, end, format!(" ({}:{line})", h.path.display()))
        };
        let label = em.label(
            None,
            CheckKind::AxiomsSmoke,
            None,
            origin,
            format!(
                "the axioms of `{}`{place} do not contradict each other",
                x.name
            ),
        );
        let labels = label_list(x.labels);
        let head = "\n/*@ check lemma ";
        let text = format!("{head}{label}{labels}:\n      {}; */\n", x.refutation);
        em.global(Edit::insert(at, text, origin).with_marks(vec![(head.len(), label.to_string())]));
    }
    for x in &a.admits {
        let label = em.label(
            Some(&x.function),
            CheckKind::AdmitSmoke,
            None,
            x.at.start,
            "the code after this `admit` is reachable (what it assumes is consistent)",
        );
        let indent = em.indent_at(x.at.start);
        em.insert(
            x.comment_end,
            &[
                Stmt::Code(String::new()),
                Stmt::Check(label, "\\false".into()),
            ],
            &indent,
            String::new(),
            x.at.start,
        );
    }
}

//! The names of the user's properties, read as tokens with the user's
//! macros expanded, as Frama-C reads them.

use super::annotation_tokens::UserAnnotation;
use crate::annot::term::{TermTok, Tk};
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::BTreeSet;

/// Rule (hunt 146): a property's name (a token before `:`, not the `:` of
/// `?:`) is neither a string literal nor a name beginning with `VM_`, as
/// written or through a macro. Frama-C accepts a string as a name and
/// expands macros in annotations; vmfc names properties and tells its own
/// checks (smoke checks among them, whose failure to prove is their
/// success) by their names: `#define N "VM_requires_smoke_23_5"` and
/// `assert N: x == 12345;` made a false assertion one of vmfc's smoke
/// checks, and the run reported every goal proved.
pub(crate) fn annotation_names(annotations: &[UserAnnotation], diags: &mut Diagnostics) {
    let mut seen = BTreeSet::new();
    for a in annotations {
        let (raw, expanded) = a.tokens();
        // A `VM_` name written out is the reserved names' rule's error.
        let written: BTreeSet<usize> = raw
            .iter()
            .filter(|t| t.kind == Tk::Ident && t.text.starts_with("VM_"))
            .map(|t| t.span.start)
            .collect();
        for t in names(raw).chain(names(expanded.unwrap_or_default())) {
            if !written.contains(&t.span.start) && seen.insert((a.file, t.span.start)) {
                diags.push(
                    Diagnostic::error(t.span.clone(), "a property named by a string or by a name beginning with `VM_`")
                        .with_label("property name")
                        .with_note("vmfc names your properties and recognizes its own checks by their names (`VM_...`), reading them as Frama-C does, macros expanded: name a property with a plain identifier that does not begin with `VM_`")
                        .in_file(a.file),
                );
            }
        }
    }
}

/// The property names in `toks` that are strings or begin with `VM_`.
fn names(toks: &[TermTok]) -> impl Iterator<Item = &TermTok> {
    toks.iter().enumerate().filter_map(move |(k, t)| {
        let before_colon = toks.get(k + 1).is_some_and(|n| n.text == ":");
        let after_question = k > 0 && toks[k - 1].text == "?";
        let string = t.kind == Tk::Literal && t.text.starts_with('"');
        let reserved = t.kind == Tk::Ident && t.text.starts_with("VM_");
        (before_colon && !after_question && (string || reserved)).then_some(t)
    })
}

#[cfg(test)]
mod tests {
    use crate::annot::term;

    fn flagged(text: &str) -> usize {
        super::names(&term::lex(text, 0)).count()
    }

    #[test]
    fn strings_and_reserved_names_are_flagged() {
        assert_eq!(flagged("assert \"VM_requires_smoke_23_5\": x == 1;"), 1);
        assert_eq!(flagged("assert VM_recv_smoke_3_4: \\false;"), 1);
        assert_eq!(flagged("assert a: b: x == 1;"), 0);
        assert_eq!(flagged("assert x == (c ? \"s\" : \"t\")[0];"), 0);
        assert_eq!(flagged("assert c ? VM_level : 0;"), 0);
    }
}

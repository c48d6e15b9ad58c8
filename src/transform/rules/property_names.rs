//! Two properties of one function with the same name: Wp names the
//! second one's goal `<name>_2`, which the report cannot tell from a
//! property the user named `<name>_2`, so a failure would be shown at the
//! other property's line (hunt 17). Each name is said once per function.

use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// The words that name a property when followed by `name:`.
const NAMED: [&str; 8] = [
    "assert",
    "check",
    "requires",
    "ensures",
    "exits",
    "invariant",
    "admit",
    "decreases",
];

/// Report each property name used twice in `f`'s contract and the
/// annotations of its body (`body`: its first and last tokens).
pub(crate) fn duplicate_property_names(
    fe: &Frontend,
    f: &FnInfo,
    body: (usize, usize),
    diags: &mut Diagnostics,
) {
    let contract = f.contracts.iter().map(|c| c.comment);
    let inside = fe
        .comments
        .iter()
        .enumerate()
        .filter(|(_, c)| c.token > body.0 && c.token < body.1)
        .map(|(i, _)| i);
    let mut seen: Vec<(String, usize)> = Vec::new();
    for ci in contract.chain(inside) {
        let c = &fe.comments[ci];
        let toks = term::lex(&c.content, 0);
        for (k, t) in toks.iter().enumerate() {
            let named = NAMED.contains(&t.text.as_str())
                && toks.get(k + 1).is_some_and(|n| n.kind == Tk::Ident)
                && toks.get(k + 2).is_some_and(|n| n.text == ":");
            if !named {
                continue;
            }
            let name = &toks[k + 1];
            let at = c.content_start + name.span.start;
            match seen.iter().find(|(n, _)| *n == name.text) {
                Some((_, first)) => diags.push(
                    Diagnostic::error(at..at + name.text.len(), format!("a second property named `{}` in `{}`", name.text, f.name))
                        .with_note(format!(
                            "the first is at line {}: Wp tells such goals apart by numbering them (`{}_2`), which the report cannot tell from a property named so, and a failure could be shown at the wrong line; give each property its own name",
                            fe.file.line_col(*first).0,
                            name.text
                        )),
                ),
                None => seen.push((name.text.clone(), at)),
            }
        }
    }
}

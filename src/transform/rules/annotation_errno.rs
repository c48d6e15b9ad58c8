//! `errno` in the user's annotations, read as tokens with the user's
//! macros expanded: the annotation side of the rule that verified code may
//! not read `errno`.

use super::annotation_tokens::UserAnnotation;
use crate::annot::term::{self, Tk};
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::BTreeSet;

/// The names of `errno`: glibc's macro, its function, Frama-C's variable.
const ERRNO: [&str; 3] = ["errno", "__errno_location", "__fc_errno"];

/// Rule (hunt 137): no `errno` in an annotation. The contracts of the C
/// library's functions, Frama-C's and vmfc's header's, do not all say
/// what they do to `errno` (`strtol` on overflow, `printf` to a full
/// device, `exp` underflowing): `\at(errno, Pre) == errno` was proved
/// after each, and the build set it. Saying that a function may change it
/// (`assigns errno;`, which a function calling `<math.h>`'s functions
/// needs) is allowed.
pub(crate) fn annotation_errno(annotations: &[UserAnnotation], diags: &mut Diagnostics) {
    let mut seen = BTreeSet::new();
    for a in annotations {
        let (raw, expanded) = a.tokens();
        let toks = expanded.unwrap_or_default();
        for t in read_values(raw).chain(read_values(toks)) {
            if seen.insert((a.file, t.span.start)) {
                diags.push(
                    Diagnostic::error(t.span.clone(), "`errno` in an annotation")
                        .with_label("the C library's `errno`")
                        .with_note("the contracts of the C library's functions do not all say what they do to `errno` (`strtol` on overflow, `printf` to a full device), so a fact about its value may hold in the proof and not in the build: only `assigns errno;` may name it, as verified code may not read it")
                        .in_file(a.file),
                );
            }
        }
    }
}

/// The names of `errno` in `toks` outside `assigns` clauses (`assigns
/// errno;`, `loop assigns x, errno;`).
fn read_values(toks: &[term::TermTok]) -> impl Iterator<Item = &term::TermTok> {
    let mut in_assigns = false;
    toks.iter().enumerate().filter_map(move |(k, t)| {
        // `assigns` opens a clause first in the annotation, after `;` or
        // `loop`; elsewhere it is a name (hunt 139: a variable `assigns`
        // in `assert assigns == assigns && errno == ...`).
        let clause = k == 0 || matches!(toks[k - 1].text.as_str(), ";" | "loop");
        match t.text.as_str() {
            "assigns" if clause => in_assigns = true,
            ";" => in_assigns = false,
            _ => {}
        }
        (!in_assigns && t.kind == Tk::Ident && ERRNO.contains(&t.text.as_str())).then_some(t)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errno_only_in_assigns_clauses() {
        let names = |a: &str| read_values(&term::lex(a, 0)).count();
        assert_eq!(names("ensures errno == \\old(errno);"), 2);
        assert_eq!(names("assert (*__errno_location()) == 0;"), 1);
        assert_eq!(names("assigns errno; ensures \\result == 1;"), 0);
        assert_eq!(
            names("loop assigns i, errno; loop invariant errno == 0;"),
            1
        );
    }
}

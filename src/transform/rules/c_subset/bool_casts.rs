//! Casts to `_Bool` in annotations. Frama-C 25's typer folds a cast to
//! `_Bool` of a constant into the constant (`(_Bool)5` is read as 5, where
//! C and ACSL give 1), so `//@ assert (_Bool)5 == 5;` was proved (hunt
//! 88). A cast of a variable is kept and read right, but vmfc cannot tell
//! a constant from a variable through macros, enumerators and `const`
//! objects: every cast to `_Bool` in an annotation is an error, and so is
//! a macro whose replacement holds one (in a file or given with `-D`),
//! used in an annotation.

use super::macros::macro_directives;
use crate::annot::term::{self, Tk};
use crate::cfront::types::{Base, CType};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

const NOTE: &str = "Frama-C 25 reads a cast to `_Bool` of a constant as the constant itself (`(_Bool)5` as 5, where C gives 1), so an annotation with one may be proved false: compare with 0 instead (`x != 0`)";

/// Rule: no cast to `_Bool` (`bool`, a typedef of it) in the annotations
/// of the user's files, written out or by a macro.
pub(crate) fn bool_casts(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let is_bool = |w: &str| {
        matches!(w, "_Bool" | "bool")
            || fe.prog.types.typedefs.get(w) == Some(&CType::Base(Base::Bool))
    };
    // The user's macros whose replacement holds such a cast.
    let casting = |body: &str| !casts(&term::lex(body, 0), &is_bool).is_empty();
    let mut macros: Vec<&str> = macro_directives(files)
        .iter()
        .filter(|m| m.directive == "define" && casting(m.rest))
        .map(|m| m.name)
        .collect();
    // And those of `-D`.
    for (name, events) in &fe.pp.history {
        let given = (events.iter()).filter(|e| e.file == "<command-line>");
        if given
            .filter_map(|e| e.def.as_ref())
            .any(|m| casting(&m.body))
        {
            macros.push(name);
        }
    }
    let comments = std::iter::once((0, &fe.comments))
        .chain((fe.headers.iter().enumerate()).map(|(i, h)| (i + 1, &h.comments)));
    for (fi, comments) in comments {
        for c in comments {
            let toks = term::lex(&c.content, c.content_start);
            for k in casts(&toks, &is_bool) {
                diags.push(
                    Diagnostic::error(
                        toks[k].span.start..toks[k].span.start + 1,
                        "a cast to `_Bool` in an annotation",
                    )
                    .with_note(NOTE)
                    .in_file(fi),
                );
            }
            for t in toks
                .iter()
                .filter(|t| t.kind == Tk::Ident && macros.contains(&t.text.as_str()))
            {
                diags.push(
                    Diagnostic::error(
                        t.span.clone(),
                        format!("the macro `{}` casts to `_Bool` in an annotation", t.text),
                    )
                    .with_note(NOTE)
                    .in_file(fi),
                );
            }
        }
    }
}

/// The `(` of each cast to a `_Bool` type: `(` type words `)`, not after
/// `sizeof` (a type is no function's argument).
fn casts(toks: &[term::TermTok], is_bool: &dyn Fn(&str) -> bool) -> Vec<usize> {
    let mut out = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        // A type in parentheses is a cast but after `sizeof` and its kin.
        let of_type = k > 0
            && matches!(
                toks[k - 1].text.as_str(),
                "sizeof" | "_Alignof" | "alignof" | "__alignof__"
            );
        if t.text != "(" || of_type {
            continue;
        }
        let words: Vec<&str> = (toks[k + 1..].iter())
            .take_while(|w| w.text != ")")
            .map(|w| w.text.as_str())
            .collect();
        let closed = toks.get(k + 1 + words.len()).is_some_and(|c| c.text == ")");
        let plain = words
            .iter()
            .all(|w| matches!(*w, "const" | "volatile") || is_bool(w));
        if closed && plain && words.iter().any(|w| is_bool(w)) {
            out.push(k);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn casts_to_bool_are_found() {
        let is_bool = |w: &str| w == "_Bool" || w == "bool" || w == "B";
        let found = |s: &str| casts(&term::lex(s, 0), &is_bool).len();
        assert_eq!(found("(_Bool)5 == 5"), 1);
        assert_eq!(found("(int)((const _Bool) x) + (B)y"), 2);
        assert_eq!(found("assert (_Bool)x; ensures P((bool) 2);"), 2);
        assert_eq!(
            found("sizeof(_Bool) == 1 && _Alignof(bool) && (int)x == 1"),
            0
        );
        assert_eq!(found("(_Bool *)p == \\null"), 0);
    }
}

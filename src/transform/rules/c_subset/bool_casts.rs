//! `_Bool` in annotations. Frama-C 25's typer folds a cast to `_Bool` of
//! a constant into the constant (`(_Bool)5` is read as 5, where C and ACSL
//! give 1), so `//@ assert (_Bool)5 == 5;` was proved (hunt 88). The
//! cast can be written in pieces that only Frama-C's expansion of macros
//! puts together (`#define T _Bool` then `(T)5`, `#define LP (`, a
//! function-like macro), or through a ghost `typedef` or a logic `type`
//! alias (hunt 90), so the rule is on the type itself: an annotation may
//! not name `_Bool`, `bool` (where `<stdbool.h>` makes it the type), a C
//! `typedef` of it, or a macro (of a file or of `-D`) whose replacement
//! names one of these, directly or through other macros.

use super::macros::macro_directives;
use crate::annot::term::{self, Tk};
use crate::cfront::types::{Base, CType};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use std::collections::HashSet;

const NOTE: &str = "Frama-C 25 reads a cast to `_Bool` of a constant as the constant itself (`(_Bool)5` as 5, where C gives 1), so an annotation with one may be proved false; vmfc cannot see every way macros and type names build such a cast, so annotations do not name the type: compare with 0 instead (`x != 0`), and give ghost variables the type `int`";

/// Rule: no `_Bool` (`bool`, a `typedef` of it, a macro that names one)
/// in the annotations of the user's files.
pub(crate) fn bool_casts(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    // `bool` is the type where `<stdbool.h>` defines it, a name otherwise.
    let stdbool = fe.pp.history.contains_key("bool");
    let typedef = |w: &str| {
        fe.prog.types.typedefs.get(w) == Some(&CType::Base(Base::Bool)) || stdbool && w == "bool"
    };
    // The macros whose replacement names the type, to a fixpoint (a macro
    // may name another).
    let mut bodies: Vec<(String, String)> = macro_directives(files)
        .iter()
        .filter(|m| m.directive == "define")
        .map(|m| (m.name.to_string(), m.rest.to_string()))
        .collect();
    for (name, events) in &fe.pp.history {
        let given = (events.iter()).filter(|e| e.file == "<command-line>");
        bodies.extend(
            given
                .filter_map(|e| e.def.as_ref())
                .map(|m| (name.clone(), m.body.clone())),
        );
    }
    let mut naming: HashSet<String> = HashSet::new();
    loop {
        let before = naming.len();
        for (name, body) in &bodies {
            let names = |w: &str| is_bool(w) || typedef(w) || naming.contains(w);
            if !naming.contains(name) && words(body).any(names) {
                naming.insert(name.clone());
            }
        }
        if naming.len() == before {
            break;
        }
    }
    let comments = std::iter::once((0, &fe.comments))
        .chain((fe.headers.iter().enumerate()).map(|(i, h)| (i + 1, &h.comments)));
    for (fi, comments) in comments {
        for c in comments {
            for t in term::lex(&c.content, c.content_start)
                .iter()
                .filter(|t| t.kind == Tk::Ident)
            {
                let message = if is_bool(&t.text) || typedef(&t.text) {
                    format!("`{}` in an annotation", t.text)
                } else if naming.contains(&t.text) {
                    format!("the macro `{}` names `_Bool` in an annotation", t.text)
                } else {
                    continue;
                };
                diags.push(
                    Diagnostic::error(t.span.clone(), message)
                        .with_note(NOTE)
                        .in_file(fi),
                );
            }
        }
    }
}

fn is_bool(w: &str) -> bool {
    w == "_Bool"
}

/// The identifiers of a macro's replacement.
fn words(body: &str) -> impl Iterator<Item = &str> {
    body.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_replacements() {
        let w: Vec<&str> = words(" ((t)(x)) + _Bool*2 - 0x1F").collect();
        assert_eq!(w, ["t", "x", "_Bool"]);
    }
}

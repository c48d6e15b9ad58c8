//! What Frama-C 25 reads otherwise in annotations than C does, and that
//! macros and type names can hide from a reading of the text.
//!
//! - `_Bool`: Frama-C's typer folds a cast to `_Bool` of a constant into
//!   the constant (`(_Bool)5` is read as 5, where C and ACSL give 1), so
//!   `//@ assert (_Bool)5 == 5;` was proved (hunt 88). The cast can be
//!   written in pieces that only Frama-C's expansion of macros puts
//!   together (`#define T _Bool` then `(T)5`, `#define LP (`, a
//!   function-like macro), or through a ghost `typedef` or a logic `type`
//!   alias (hunt 90), so the rule is on the type itself.
//! - Character constants: an escape C does not define (`'\e'`, which GCC
//!   reads as 27 and Frama-C as the two characters `\` and `e`) and a
//!   constant of several characters (`'abcde'`: GCC keeps the last four
//!   bytes, Frama-C all five) were read otherwise (hunt 92), and so were a
//!   character of several bytes (`'😀'`) and a prefixed constant (`L'é'`,
//!   hunt 94).
//!
//! An annotation may not hold one of these, nor name a macro (of a file or
//! of `-D`) whose replacement does, directly or through other macros.

use super::macros::{command_line_macros, macro_directives};
use crate::annot::term::{self, Tk};
use crate::cfront::types::{Base, CType};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use crate::transform::rules::logic_rules::annotation_files;
use std::collections::HashMap;

const BOOL_NOTE: &str = "Frama-C 25 reads a cast to `_Bool` of a constant as the constant itself (`(_Bool)5` as 5, where C gives 1), so an annotation with one may be proved false; vmfc cannot see every way macros and type names build such a cast, so annotations do not name the type: compare with 0 instead (`x != 0`), and give ghost variables the type `int`";

const CHAR_NOTE: &str = "Frama-C 25 reads such a character constant in annotations otherwise than the compiler reads it in C (`'\\e'` as the two characters `\\` and `e`, `'abcde'` with all five bytes), so an annotation with one may be proved false: write the number (`27`)";

/// What an annotation token is that Frama-C reads otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Misread {
    Bool,
    Char,
}

/// Rule: no `_Bool` (`bool`, a `typedef` of it) and no character constant
/// Frama-C misreads in the annotations of the user's files, nor a macro
/// whose replacement holds one.
pub(crate) fn misread_in_annotations(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    // `bool` is the type where `<stdbool.h>` defines it, a name otherwise.
    let stdbool = fe.pp.history.contains_key("bool");
    let typedef = |w: &str| {
        fe.prog.types.typedefs.get(w) == Some(&CType::Base(Base::Bool)) || stdbool && w == "bool"
    };
    // Token `k` of `toks` (a character constant's prefix, `L'x'`, is the
    // identifier just before it).
    let own = |toks: &[term::TermTok], k: usize| {
        let t = &toks[k];
        let prefixed = k > 0
            && matches!(toks[k - 1].text.as_str(), "L" | "u" | "U" | "u8")
            && toks[k - 1].span.end == t.span.start;
        match t.kind {
            Tk::Ident if t.text == "_Bool" || typedef(&t.text) => Some(Misread::Bool),
            Tk::Literal if t.text.starts_with('\'') && (prefixed || misread_char(&t.text)) => {
                Some(Misread::Char)
            }
            _ => None,
        }
    };
    // The macros whose replacement holds one, to a fixpoint (a macro may
    // name another).
    let mut bodies: Vec<(String, String)> = macro_directives(files)
        .iter()
        .filter(|m| m.directive == "define")
        .map(|m| (m.name.to_string(), m.rest.to_string()))
        .collect();
    bodies.extend(
        command_line_macros(fe)
            .into_iter()
            .map(|(name, m)| (name.clone(), m.body.clone())),
    );
    let mut tainted: HashMap<String, Misread> = HashMap::new();
    loop {
        let before = tainted.len();
        for (name, body) in &bodies {
            if tainted.contains_key(name) {
                continue;
            }
            let toks = term::lex(body, 0);
            let found = (toks.iter().enumerate()).find_map(|(k, t)| {
                own(&toks, k).or_else(|| {
                    (t.kind == Tk::Ident)
                        .then(|| tainted.get(&t.text).copied())
                        .flatten()
                })
            });
            if let Some(m) = found {
                tainted.insert(name.clone(), m);
            }
        }
        if tainted.len() == before {
            break;
        }
    }
    for (fi, comments) in annotation_files(fe) {
        for c in comments {
            let toks = term::lex(&c.content, c.content_start);
            for (k, t) in toks.iter().enumerate() {
                let (message, m) = match (own(&toks, k), tainted.get(&t.text)) {
                    (Some(Misread::Bool), _) => {
                        (format!("`{}` in an annotation", t.text), Misread::Bool)
                    }
                    (Some(Misread::Char), _) => (
                        format!("the character constant {} in an annotation", t.text),
                        Misread::Char,
                    ),
                    (None, Some(&m)) if t.kind == Tk::Ident => {
                        let what = if m == Misread::Bool {
                            "names `_Bool`"
                        } else {
                            "holds a character constant Frama-C misreads"
                        };
                        (format!("the macro `{}` {what} in an annotation", t.text), m)
                    }
                    _ => continue,
                };
                let note = if m == Misread::Bool {
                    BOOL_NOTE
                } else {
                    CHAR_NOTE
                };
                diags.push(
                    Diagnostic::error(t.span.clone(), message)
                        .with_note(note)
                        .in_file(fi),
                );
            }
        }
    }
}

/// Whether a literal is a character constant Frama-C 25 reads otherwise
/// than GCC: an escape C does not define, or more than one character.
fn misread_char(lit: &str) -> bool {
    let Some(inner) = lit.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')) else {
        return false;
    };
    let b = inner.as_bytes();
    let (mut i, mut chars) = (0, 0);
    while i < b.len() {
        chars += 1;
        if !b[i].is_ascii() {
            // GCC reads a character of several bytes as a constant of
            // several characters (hunt 94: `'😀'`).
            return true;
        }
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let Some(&e) = b.get(i + 1) else { return true };
        i += 2;
        match e {
            b'n' | b't' | b'v' | b'b' | b'r' | b'f' | b'a' | b'\\' | b'?' | b'\'' | b'"' => {}
            b'0'..=b'7' => {
                let mut value = u32::from(e - b'0');
                let mut k = 0;
                while k < 2 && b.get(i).is_some_and(|d| (b'0'..=b'7').contains(d)) {
                    value = value * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    k += 1;
                }
                // Beyond a byte (`'\\400'`): Frama-C fails on it.
                if value > 0o377 {
                    return true;
                }
            }
            b'x' => {
                let start = i;
                while b.get(i).is_some_and(u8::is_ascii_hexdigit) {
                    i += 1;
                }
                if i == start {
                    return true;
                }
            }
            _ => return true,
        }
    }
    chars != 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misread_character_constants() {
        for ok in [
            "'a'", "'\\n'", "'\\0'", "'\\377'", "'\\xff'", "'\\''", "'\\\\'", "\"\\e\"",
        ] {
            assert!(!misread_char(ok), "{ok}");
        }
        for bad in [
            "'\\e'", "'\\E'", "'\\q'", "'\\%'", "'ab'", "'abcde'", "'\\x'", "''", "'é'", "'😀'",
            "'\\400'",
        ] {
            assert!(misread_char(bad), "{bad}");
        }
    }
}

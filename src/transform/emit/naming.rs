//! Annotations other than function contracts: in verification runs every
//! unnamed user `assert`, `check`, `requires`, `ensures`, `exits` and `loop
//! invariant` gets a name `VM_u_<line>_<col>` (registered with its place,
//! so each Wp goal is reported at its exact position); the contracts of
//! ghost functions (nested `/@ ... @/`) get `terminates \true;` and
//! `exits \false;` like verified C functions.

use super::contract::{rewrite, Changes};
use super::{Emitter, UserName};
use crate::annot::comments::AnnotKind;
use crate::annot::parse;
use crate::annot::term;
use crate::edit::Edit;
use std::collections::HashSet;

const KEYWORDS: [&str; 5] = ["assert", "check", "requires", "ensures", "exits"];

/// Where to insert a name in a clause text, if the clause is a nameable,
/// unnamed property: the offset just after its keyword(s).
pub(crate) fn name_position(clause: &str) -> Option<usize> {
    let words: Vec<(usize, &str)> = word_starts(clause).take(4).collect();
    let (after, rest_start) = match words.as_slice() {
        [(_, "loop"), (i, "invariant"), ..] => (i + "invariant".len(), 2),
        [(i, w), ..] if KEYWORDS.contains(w) => (i + w.len(), 1),
        _ => return None,
    };
    // Already named: `keyword name: ...` (not `::`).
    let rest = clause[after..].trim_start();
    if let Some((_, w)) = words.get(rest_start) {
        let after_name = rest.strip_prefix(w).map(str::trim_start);
        if rest.starts_with(w)
            && after_name.is_some_and(|r| r.starts_with(':') && !r.starts_with("::"))
        {
            return None;
        }
    }
    Some(after)
}

/// (offset, word) of the identifiers at the start of a clause, stopping at
/// the first non-identifier, non-space character.
fn word_starts(s: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if !(b[i].is_ascii_alphabetic() || b[i] == b'_') {
            break;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        out.push((start, &s[start..i]));
    }
    out.into_iter()
}

/// The name of the clause whose keyword starts at `origin`, registered.
pub(crate) fn register(em: &mut Emitter, origin: usize) -> String {
    let (line, col) = em.fe.file.line_col(origin);
    let name = format!("VM_u_{line}_{col}");
    if !em.user_names.iter().any(|u| u.name == name) {
        em.user_names.push(UserName {
            name: name.clone(),
            line,
            col,
        });
    }
    name
}

/// Rewrite the clauses of one ACSL text at `base` (`ch` says how).
fn rewrite_text(em: &mut Emitter, text: &str, base: usize, ch: &Changes, edits: &mut Vec<Edit>) {
    let Ok(clauses) = parse::contract_text(text, base) else {
        return;
    };
    if let Some((new, marks)) = rewrite(em, text, base, &clauses, ch, " ") {
        edits.push(Edit::replace(base..base + text.len(), new, base).with_marks(marks));
    }
}

/// Whether the ghost code after a nested annotation (`rest`) starts with a
/// function declaration or definition: `T name(...)` then `{` or `;`.
pub(crate) fn declares_function(rest: &str) -> bool {
    function_declaration(rest).is_some()
}

/// `Some(true)` when the text after an annotation starts with a function
/// definition (`T name(...) {`), `Some(false)` for a prototype (`;`).
pub(crate) fn function_declaration(rest: &str) -> Option<bool> {
    let toks = term::lex(rest, 0);
    let open = toks
        .iter()
        .position(|t| matches!(t.text.as_str(), "(" | ";" | "{" | "="))?;
    const STATEMENTS: [&str; 6] = ["for", "while", "if", "switch", "return", "sizeof"];
    if toks[open].text != "("
        || open == 0
        || toks[open - 1].kind != term::Tk::Ident
        || STATEMENTS.contains(&toks[open - 1].text.as_str())
    {
        return None;
    }
    let mut depth = 0;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    // A ghost parameter list may follow: `/*@ ghost (...) */` is not in ghost text.
                    return match toks.get(i + 1).map(|n| n.text.as_str()) {
                        Some("{") => Some(true),
                        Some(";") => Some(false),
                        _ => None,
                    };
                }
            }
            _ => {}
        }
    }
    None
}

/// Name user properties (when `name`) and make ghost function contracts
/// total, in every annotation comment except the `skip` ones (function
/// contracts, rewritten by `contract`) and the `mpi` annotations.
pub(crate) fn annotations(em: &mut Emitter, skip: &HashSet<usize>, name: bool) {
    let mut edits = Vec::new();
    let comments: Vec<(usize, AnnotKind, String, usize)> = em
        .fe
        .comments
        .iter()
        .enumerate()
        .map(|(i, c)| (i, c.kind(), c.content.clone(), c.content_start))
        .collect();
    for (ci, kind, content, start) in comments {
        if skip.contains(&ci) || kind == AnnotKind::MpiStatement {
            continue;
        }
        if kind != AnnotKind::Ghost {
            if name {
                rewrite_text(
                    em,
                    &content,
                    start,
                    &Changes {
                        name,
                        ..Changes::default()
                    },
                    &mut edits,
                );
            }
            continue;
        }
        // Contracts and loop annotations nested in ghost code: `/@ ... @/`.
        let raw = &em.fe.file.text[start..start + content.len()];
        let raw = raw.to_string();
        let mut from = 0;
        while let Some(open) = raw[from..].find("/@") {
            let s = from + open + 2;
            let Some(close) = raw[s..].find("@/") else {
                break;
            };
            let inner = crate::annot::comments::blank_ats(&raw[s..s + close]);
            let total = declares_function(&raw[s + close + 2..]);
            let ch = Changes {
                total,
                name,
                ..Changes::default()
            };
            rewrite_text(em, &inner, start + s, &ch, &mut edits);
            from = s + close + 2;
        }
        // Line annotations in ghost code (`//@ assert ...;` in a ghost
        // function's body): named like the others, so that their goals
        // are reported at their place. A contract written so is an error
        // (`verify::normalized`: Frama-C reads it, vmfc does not).
        if name {
            for (at, _) in raw.match_indices("//@") {
                let s = at + 3;
                let end = raw[s..].find('\n').map_or(raw.len(), |e| s + e);
                let ch = Changes {
                    name,
                    ..Changes::default()
                };
                rewrite_text(em, &raw[s..end], start + s, &ch, &mut edits);
            }
        }
    }
    for e in edits {
        em.edit(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions() {
        assert_eq!(name_position(" assert x == 1;"), Some(7));
        assert_eq!(name_position("loop invariant 0 <= i;"), Some(14));
        assert_eq!(name_position("loop  invariant i >= 0;"), Some(15));
        assert_eq!(name_position("ensures E1: \\result == 1;"), None);
        assert_eq!(name_position("requires a: b: P;"), None);
        assert_eq!(name_position("assert a ? b : c;"), Some(6));
        assert_eq!(name_position("assert x::y;"), Some(6));
        assert_eq!(name_position("assigns x;"), None);
        assert_eq!(name_position("loop assigns x;"), None);
        assert_eq!(name_position("behavior b: ensures P;"), None);
    }

    /// Line annotations in a ghost function's body are named like the
    /// others (they were reported at the function's line).
    #[test]
    fn ghost_line_assertions_are_named() {
        let text = "#include <mpi.h>\n/*@ ghost\n  /@ requires 0 <= x;\n     assigns \\nothing; @/\n  void g(int x) {\n    //@ assert x >= 0;\n  }\n*/\n";
        let t = crate::pipeline::transformed_for_verification(text);
        assert!(
            t.output.text.contains("//@ assert VM_u_6_9: x >= 0;"),
            "{}",
            t.output.text
        );
        assert!(t
            .output
            .user_names
            .iter()
            .any(|u| (u.line, u.col) == (6, 9)));
    }

    #[test]
    fn ghost_function_declarations() {
        assert!(declares_function("\n  void L(int n) { }"));
        assert!(declares_function(" int \\ghost * f(int *a, integer n);"));
        assert!(!declares_function(" for (i = 0; i < n; i++) { }"));
        assert!(!declares_function(" x = f(1);"));
        assert!(!declares_function(" while (n > 0) { n--; }"));
    }
}

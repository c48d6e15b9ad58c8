//! For verification runs only: give every unnamed user `assert`, `check`,
//! `requires`, `ensures`, `exits` and `loop invariant` clause a name
//! `VM_u_<line>_<col>` (its original position), so that each Wp goal id
//! tells where its property comes from. The published `transform` output
//! keeps user annotations exactly as written.

use super::emitter::Emitter;
use crate::annot::comments::AnnotKind;
use crate::annot::grammar::{MpiParser, Rule};
use crate::edit::Edit;
use pest::Parser;
use std::collections::HashSet;

const KEYWORDS: [&str; 5] = ["assert", "check", "requires", "ensures", "exits"];

/// Where to insert a name in a clause text, if the clause is a nameable,
/// unnamed property: the offset just after its keyword(s).
pub fn name_position(clause: &str) -> Option<usize> {
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
        if rest.starts_with(w) && after_name.is_some_and(|r| r.starts_with(':') && !r.starts_with("::")) {
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

/// The name for a clause whose keyword starts at `origin`.
pub fn label(em: &Emitter, origin: usize) -> String {
    let (line, col) = em.fe.file.line_col(origin);
    format!("VM_u_{line}_{col}")
}

/// Name the clauses of one ACSL text (`base`: its offset in the file).
fn name_clauses(em: &Emitter, text: &str, base: usize, edits: &mut Vec<Edit>) {
    let Ok(mut pairs) = MpiParser::parse(Rule::contract, text) else { return };
    let Some(top) = pairs.next() else { return };
    for p in top.into_inner() {
        if p.as_rule() != Rule::acsl_clause {
            continue;
        }
        let start = p.as_span().start();
        if let Some(at) = name_position(p.as_str()) {
            let name = label(em, base + start);
            edits.push(Edit::insert(base + start + at, format!(" {name}:"), base + start));
        }
    }
}

/// Name the user clauses of every annotation comment except `skip` ones
/// (comments that the transformation rewrites as a whole).
pub fn name_user_properties(em: &mut Emitter, skip: &HashSet<usize>) {
    let mut edits = Vec::new();
    for (ci, c) in em.fe.comments.iter().enumerate() {
        if skip.contains(&ci) || c.kind() == AnnotKind::MpiStatement {
            continue;
        }
        if c.kind() == AnnotKind::Ghost {
            // Contracts and loop annotations nested in ghost code: `/@ ... @/`.
            let mut from = 0;
            while let Some(open) = c.content[from..].find("/@") {
                let s = from + open + 2;
                let Some(close) = c.content[s..].find("@/") else { break };
                name_clauses(em, &c.content[s..s + close], c.content_start + s, &mut edits);
                from = s + close + 2;
            }
        } else {
            name_clauses(em, &c.content, c.content_start, &mut edits);
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
}

//! `sizeof` in the user's annotations, read as tokens with the user's
//! macros expanded: of a type or an object only, as ACSL types other
//! expressions otherwise than C.

use super::annotation_tokens::{Reading, UserAnnotation};
use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::{BTreeSet, HashSet};

/// Rule (hunt 135): in an annotation, `sizeof` of a type or of an object
/// (a name, member, element or `*p`) only. Frama-C types some other
/// expressions in ACSL otherwise than C: `sizeof(c ? c : c)` for a `char
/// c` is 1 in an annotation, 4 in C (hunts 133, 135: `sizeof(+c)`,
/// `sizeof(0, "abc")`).
pub(crate) fn annotation_sizeof(
    fe: &Frontend,
    annotations: &[UserAnnotation],
    diags: &mut Diagnostics,
) {
    let types: HashSet<String> = fe.prog.types.typedefs.keys().cloned().collect();
    let mut seen = BTreeSet::new();
    for a in annotations {
        let (raw, expanded) = a.tokens();
        let toks = expanded.unwrap_or(raw);
        let reading = Reading {
            toks,
            types: &types,
        };
        // Ghost code is C, typed by CIL: a string literal's size is its
        // array's, as in C.
        let ghost = a.body().0.trim_start().starts_with("ghost");
        for at in expression_sizes(&reading, ghost) {
            let span = toks[at].span.clone();
            if seen.insert((a.file, span.start)) {
                diags.push(
                    Diagnostic::error(span, "`sizeof` of an expression in an annotation")
                        .with_label("not a type or an object")
                        .with_note("Frama-C types some expressions in annotations otherwise than C (`sizeof(c ? c : c)` is 1 in an annotation for a `char c`, 4 in C; `sizeof(+c)` 1 against 4): write `sizeof` of a type, or of an object (`sizeof x`, `sizeof a[0]`, `sizeof s.m`, `sizeof *p`)")
                        .in_file(a.file),
                );
            }
        }
    }
}

/// The `sizeof` tokens (indexes) whose operand is neither a type nor an
/// object.
fn expression_sizes(r: &Reading, ghost: bool) -> Vec<usize> {
    let toks = r.toks;
    // Names `\let` binds to a term, which carries ACSL's type (hunt 136:
    // `\let v = (c ? c : c); sizeof(v)`).
    let lets: HashSet<&str> = (toks.windows(2))
        .filter(|w| w[0].text == "\\let" && w[1].kind == Tk::Ident)
        .map(|w| w[1].text.as_str())
        .collect();
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Tk::Ident || t.text != "sizeof" {
            continue;
        }
        // The operand: a parenthesized type or expression, or a unary
        // expression (its first tokens: `sizeof x + 1` is `(sizeof x) + 1`).
        let operand = match toks.get(i + 1) {
            Some(n) if n.text == "(" => {
                let close = term::matching(toks, i + 1).unwrap_or(toks.len() - 1);
                if toks.get(i + 2).is_some_and(|f| r.is_type(f)) {
                    continue;
                }
                &toks[i + 2..close.max(i + 2)]
            }
            Some(n) if n.kind == Tk::Literal => &toks[i + 1..i + 2],
            _ => {
                let end = object_end(r, i + 1);
                &toks[i + 1..end]
            }
        };
        let literal = ghost
            && operand.len() == 1
            && operand[0].kind == Tk::Literal
            && operand[0].text.starts_with('"');
        if !is_object(r, operand, &lets) && !literal {
            out.push(i);
        }
    }
    out
}

/// Where the postfix expression starting at `k` ends (after its name,
/// subscripts and members; `k` when it starts with no name).
fn object_end(r: &Reading, mut k: usize) -> usize {
    let toks = r.toks;
    while toks.get(k).is_some_and(|t| t.text == "*") {
        k += 1;
    }
    if !toks.get(k).is_some_and(|t| t.kind == Tk::Ident) {
        return k;
    }
    k += 1;
    loop {
        match toks.get(k).map(|t| t.text.as_str()) {
            Some("[") => k = term::matching(toks, k).unwrap_or(toks.len() - 1) + 1,
            Some("." | "->") if toks.get(k + 1).is_some_and(|t| t.kind == Tk::Ident) => k += 2,
            _ => return k,
        }
    }
}

/// Whether `toks` is an object: `*` of anything (its type is the
/// pointer's target), or a name (not one of `lets`) followed by
/// subscripts and members, in parentheses or not.
fn is_object(r: &Reading, toks: &[term::TermTok], lets: &HashSet<&str>) -> bool {
    let mut toks = toks;
    while toks.len() >= 2 && toks[0].text == "(" && term::matching(toks, 0) == Some(toks.len() - 1)
    {
        toks = &toks[1..toks.len() - 1];
    }
    match toks.first() {
        Some(t) if t.text == "*" => true,
        Some(t) if t.kind == Tk::Ident && !r.is_type(t) && !lets.contains(t.text.as_str()) => {
            let sub = Reading {
                toks,
                types: r.types,
            };
            object_end(&sub, 0) == toks.len()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flagged(annotation: &str) -> usize {
        let toks = term::lex(annotation, 0);
        let types = HashSet::from(["T".to_string()]);
        let reading = Reading {
            toks: &toks,
            types: &types,
        };
        expression_sizes(&reading, false).len()
    }

    #[test]
    fn sizes_of_expressions_are_flagged() {
        assert_eq!(flagged("assert sizeof(c ? c : c) == 1;"), 1);
        assert_eq!(flagged("assert sizeof(+c) == 1 && sizeof -c == 4;"), 2);
        assert_eq!(
            flagged("assert sizeof(0, a) == 8 && sizeof \"abc\" == 4;"),
            2
        );
        assert_eq!(
            flagged("assert sizeof(a + 1) == 8 && sizeof(f(x)) == 4;"),
            2
        );
        assert_eq!(
            flagged("assert \\let v = (c ? c : c); sizeof(v) == 1 && sizeof((v)) == 1;"),
            2
        );
    }

    #[test]
    fn string_literals_only_in_ghost_code() {
        let toks = term::lex("ghost unsigned long n = sizeof(\"/@\") + sizeof \"ab\";", 0);
        let types = HashSet::new();
        let reading = Reading {
            toks: &toks,
            types: &types,
        };
        assert!(expression_sizes(&reading, true).is_empty());
        assert_eq!(expression_sizes(&reading, false).len(), 2);
    }

    #[test]
    fn sizes_of_types_and_objects_pass() {
        assert_eq!(
            flagged("assert sizeof(int) == 4 && sizeof(T) == 8 && sizeof(struct s *) == 8;"),
            0
        );
        assert_eq!(
            flagged("assert sizeof x == 4 && sizeof a[0] + 1 == 5 && sizeof(s.m[1]) == 4;"),
            0
        );
        assert_eq!(
            flagged("assert sizeof *p == 4 && sizeof(*(p + 1)) == 4 && sizeof((x)) == 4;"),
            0
        );
        assert_eq!(flagged("assert sizeof p->q.r == 4;"), 0);
    }
}

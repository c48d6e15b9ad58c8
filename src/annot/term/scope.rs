//! The free identifiers of a term, respecting binders (`\forall`,
//! `\exists`, `\lambda`, `\let`: a binder's body ends as ACSL's does),
//! labels (`\at(e, L)`, `f{L}(..)`) and field names.

use super::{TermTok, Tk};
use crate::source::Span;

/// A free identifier of a term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Occurrence {
    pub name: String,
    pub span: Span,
    /// Followed by `(` or `{`: an application (logic function, macro).
    pub applied: bool,
    /// Index of the token in the token list.
    pub tok: usize,
}

/// Type words that may appear in casts and binder declarations.
/// Words that are C variables' names in C (`set`, `bool`) are not here
/// (hunt 36: `set == 1` read a process-local variable unseen).
const TYPE_WORDS: [&str; 19] = [
    "integer", "real", "boolean", "int", "char", "short", "long", "unsigned", "signed", "float",
    "double", "void", "const", "volatile", "struct", "union", "enum", "sizeof", "_Bool",
];

fn is_open(t: &str) -> bool {
    matches!(t, "(" | "[" | "{")
}

fn is_close(t: &str) -> bool {
    matches!(t, ")" | "]" | "}")
}

/// The free identifiers of a term, in order. `bound` are names already bound
/// outside (the definition's formals are *not* passed here: callers decide).
/// A binder's names are bound in its body only, which ends as ACSL's
/// does: at the closing bracket, the `,` or the unmatched `:` of the
/// enclosing term (hunt 36: in `c ? \let x = 0; x : x` the last `x` is
/// free).
pub(crate) fn free_identifiers(toks: &[TermTok]) -> Vec<Occurrence> {
    // Each bound name with the index where its binder's body ends.
    let mut bound: Vec<(String, usize)> = Vec::new();
    // For each open bracket: is it the argument list of \at / a label list?
    let mut groups: Vec<Group> = vec![Group::Plain];
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        let prev = if i > 0 {
            Some(toks[i - 1].text.as_str())
        } else {
            None
        };
        match t.kind {
            Tk::Punct if is_open(&t.text) => {
                let g = match (t.text.as_str(), prev) {
                    ("(", Some("\\at")) => Group::At { seen_comma: false },
                    ("{", Some(_)) if i > 0 && toks[i - 1].kind == Tk::Ident => Group::Labels,
                    _ => Group::Plain,
                };
                groups.push(g);
            }
            Tk::Punct if is_close(&t.text) && groups.len() > 1 => {
                groups.pop();
            }
            Tk::Punct if t.text == "," => {
                if let Some(Group::At { seen_comma }) = groups.last_mut() {
                    *seen_comma = true;
                }
            }
            Tk::Builtin if matches!(t.text.as_str(), "\\forall" | "\\exists" | "\\lambda") => {
                let (names, j) = binder_names(toks, i);
                let end = body_end(toks, j + 1);
                bound.extend(names.into_iter().map(|n| (n, end)));
                i = j + 1;
                continue;
            }
            Tk::Builtin if t.text == "\\let" => {
                // `\let x = e;` binds x after e.
                if let Some(name) = toks.get(i + 1).filter(|n| n.kind == Tk::Ident) {
                    let name = name.text.clone();
                    // Scan the right-hand side normally, then bind.
                    let j = let_end(toks, i + 2);
                    let rhs_start = i + 3; // skip `\let x =`
                    if rhs_start < j {
                        let outer: Vec<&String> = (bound.iter())
                            .filter(|(_, e)| *e > i)
                            .map(|(n, _)| n)
                            .collect();
                        for mut o in free_identifiers(&toks[rhs_start..j]) {
                            if !outer.contains(&&o.name) {
                                o.tok += rhs_start;
                                out.push(o);
                            }
                        }
                    }
                    bound.push((name, body_end(toks, j + 1)));
                    i = j + 1;
                    continue;
                }
            }
            Tk::Ident => out.extend(free_at(toks, i, &bound, groups.last())),
            _ => {}
        }
        i += 1;
    }
    out
}

/// Where the body of a binder that starts at `start` ends: the closing
/// bracket, `,` or unmatched `:` at its depth (or the end).
fn body_end(toks: &[TermTok], start: usize) -> usize {
    let (mut depth, mut questions) = (0i32, 0i32);
    for (k, t) in toks.iter().enumerate().skip(start) {
        let x = t.text.as_str();
        if is_open(x) {
            depth += 1;
        } else if is_close(x) {
            if depth == 0 {
                return k;
            }
            depth -= 1;
        } else if depth == 0 {
            match x {
                "," => return k,
                "?" => questions += 1,
                ":" if questions == 0 => return k,
                ":" => questions -= 1,
                _ => {}
            }
        }
    }
    toks.len()
}

/// The names a `\forall`, `\exists` or `\lambda` at `i` declares (the
/// identifiers followed by `,` or `;`, up to the `;` at its depth), and
/// where its declarations end.
fn binder_names(toks: &[TermTok], i: usize) -> (Vec<String>, usize) {
    let mut names = Vec::new();
    let end = scan_to_semicolon(toks, i + 1, true, |j, depth| {
        let declared = matches!(
            toks.get(j + 1).map(|t| t.text.as_str()),
            Some(",") | Some(";")
        );
        if depth == 0 && toks[j].kind == Tk::Ident && declared {
            names.push(toks[j].text.clone());
        }
    });
    (names, end)
}

/// The `;` that ends the right-hand side of a `\let` starting at `j`.
fn let_end(toks: &[TermTok], j: usize) -> usize {
    scan_to_semicolon(toks, j, false, |_, _| {})
}

/// The index of the first `;` at bracket depth 0 from `j` (or the end),
/// visiting each token before it with its depth; with `stop_at_close`, a
/// closing bracket of an enclosing group ends the scan too.
fn scan_to_semicolon(
    toks: &[TermTok],
    mut j: usize,
    stop_at_close: bool,
    mut visit: impl FnMut(usize, i32),
) -> usize {
    let mut depth = 0i32;
    while j < toks.len() {
        let x = &toks[j].text;
        if is_open(x) {
            depth += 1;
        } else if is_close(x) {
            depth -= 1;
            if stop_at_close && depth < 0 {
                break;
            }
        } else if depth == 0 && x == ";" {
            break;
        }
        visit(j, depth);
        j += 1;
    }
    j
}

/// The identifier at `toks[i]` as a free occurrence, unless it is a field
/// name, a label, bound at `i` by a binder (`bound`) or a type word.
fn free_at(
    toks: &[TermTok],
    i: usize,
    bound: &[(String, usize)],
    group: Option<&Group>,
) -> Option<Occurrence> {
    let t = &toks[i];
    let name = t.text.as_str();
    let prev = i.checked_sub(1).map(|p| toks[p].text.as_str());
    // A field name, or a tag (`sizeof(struct S)`: a type, hunt 86).
    let field = matches!(
        prev,
        Some(".") | Some("->") | Some("struct") | Some("union") | Some("enum")
    );
    let label = match group {
        Some(Group::Labels) => true,
        Some(Group::At { seen_comma: true }) => depth_is_group_top(toks, i),
        _ => false,
    };
    let bound = bound.iter().any(|(n, end)| n == name && i < *end);
    // `set<integer>` is a type; `set` alone may be a C variable.
    let type_word = TYPE_WORDS.contains(&name)
        || (name == "set" && toks.get(i + 1).is_some_and(|n| n.text == "<"));
    if field || label || bound || type_word {
        return None;
    }
    let applied = matches!(
        toks.get(i + 1).map(|t| t.text.as_str()),
        Some("(") | Some("{")
    );
    Some(Occurrence {
        name: name.to_string(),
        span: t.span.clone(),
        applied,
        tok: i,
    })
}

/// In `\at(e, L)` the label is the first identifier after the comma.
fn depth_is_group_top(toks: &[TermTok], i: usize) -> bool {
    i > 0 && toks[i - 1].text == ","
}

#[derive(Debug, Clone, Copy)]
enum Group {
    Plain,
    At { seen_comma: bool },
    Labels,
}

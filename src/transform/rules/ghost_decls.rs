//! The names ghost statements in a function body declare, read as C reads
//! a declaration (specifiers, then declarators separated by commas), with
//! the user's macros expanded: the rule that no local hides a name a
//! definition uses needs every one of them (hunt 106: `int z = 0, K =
//! rank + 1;`, `int (K) = ...` and `int K __attribute__((unused)) = ...`
//! hid the enumerator `K` of `mcount` from vmfc's earlier pattern).

use crate::annot::comments::{AcslComment as Comment, AnnotKind};
use crate::annot::term::{self, TermTok, Tk};
use crate::cfront::Frontend;
use crate::source::Span;
use plain::plain;
use std::collections::HashMap;

/// The words of declaration specifiers that name a type.
const TYPES: [&str; 13] = [
    "int", "char", "short", "long", "unsigned", "signed", "float", "double", "integer", "real",
    "_Bool", "boolean", "void",
];

/// The words of declaration specifiers that name no type (with GCC's
/// spellings: hunt 107, `__const int K`).
const QUALIFIERS: [&str; 25] = [
    "const",
    "volatile",
    "restrict",
    "static",
    "register",
    "extern",
    "auto",
    "_Thread_local",
    "inline",
    "typedef",
    "__const",
    "__const__",
    "__volatile",
    "__volatile__",
    "__restrict",
    "__restrict__",
    "__inline",
    "__inline__",
    "__signed",
    "__signed__",
    "__extension__",
    "_Atomic",
    "__thread",
    "_Noreturn",
    "_Complex",
];

/// Keywords a name may follow at the start of a statement.
const STATEMENT_WORDS: [&str; 8] = [
    "return", "goto", "case", "else", "do", "sizeof", "default", "_Alignof",
];

fn specifier_word(w: &str) -> bool {
    TYPES.contains(&w) || QUALIFIERS.contains(&w)
}

/// Words followed by a parenthesized part that belongs to the specifiers
/// or to a declarator.
const WITH_PARENS: [&str; 6] = [
    "__attribute__",
    "__attribute",
    "_Alignas",
    "__typeof__",
    "__typeof",
    "typeof",
];

/// The names declared by the ghost code of the body between the tokens
/// `open` and `close`, read as written (its `@`s in place) with the user's
/// macros expanded (each name at its macro's place).
pub(crate) fn ghost_declarations(
    fe: &Frontend,
    (open, close): (usize, usize),
) -> Vec<(String, Span)> {
    let ghost = fe.comments.iter().filter(|c| c.kind() == AnnotKind::Ghost);
    let text = |c: &Comment| {
        tokens(
            fe,
            &fe.file.text[c.content_start..][..c.content.len()],
            c.content_start,
        )
    };
    // The type names of the file, read once: C's and those of its ghost
    // code (hunt 109: `//@ ghost typedef int GT;` at file scope, then
    // `GT (K) = ...`).
    let mut types: HashMap<String, ()> = (fe.prog.types.typedefs.keys())
        .map(|k| (k.clone(), ()))
        .collect();
    for c in ghost.clone() {
        let names = typedef_names(&text(c), &types);
        types.extend(names.into_iter().map(|n| (n, ())));
    }
    // And of the user headers' ghost code (hunt 115: `//@ ghost typedef
    // int GT;` in an included header).
    for h in &fe.headers {
        for c in h.comments.iter().filter(|c| c.kind() == AnnotKind::Ghost) {
            let toks = tokens(fe, &h.file.text[c.content_start..][..c.content.len()], 0);
            let names = typedef_names(&toks, &types);
            types.extend(names.into_iter().map(|n| (n, ())));
        }
    }
    let in_body = |c: &&Comment| c.token > open && c.token < close;
    ghost
        .filter(in_body)
        .flat_map(|c| declared_names(&text(c), &types))
        .collect()
}

/// The tokens of the ghost text `text` at `base`, its nested annotations
/// blanked, its macros expanded.
fn tokens(fe: &Frontend, text: &str, base: usize) -> Vec<TermTok> {
    let mut toks = term::lex(&crate::annot::comments::blank_ats(&plain(text)), base);
    if toks.first().is_some_and(|t| t.text == "ghost") {
        toks.remove(0);
    }
    super::annotation_tokens::expand_macros(fe, &toks).unwrap_or(toks)
}

/// The type names the declarations among `toks` declare (`typedef`).
fn typedef_names<T>(toks: &[TermTok], typedefs: &HashMap<String, T>) -> Vec<String> {
    let mut names = Vec::new();
    scan(toks, typedefs, &mut Vec::new(), &mut names);
    names
}

/// The names declared by the declarations among `toks` (objects, type
/// names, enumerators), each declaration read once: not the members of a
/// structure it defines.
fn declared_names<T>(toks: &[TermTok], typedefs: &HashMap<String, T>) -> Vec<(String, Span)> {
    let mut out = Vec::new();
    scan(toks, typedefs, &mut out, &mut Vec::new());
    every_enumeration(toks, &mut out);
    out.sort_by_key(|(_, at)| (at.start, at.end));
    out.dedup();
    out
}

/// The enumerators of every enumeration the text defines, wherever it is
/// (hunt 117: in a member's type `struct { enum { K = 2 } m; }`, in
/// `typeof(...)`, in `sizeof(...)` in an initializer or a statement): C
/// gives them the enclosing block's scope. More names than C declares
/// (one in a prototype's parameters) can only mean more errors.
fn every_enumeration(toks: &[TermTok], out: &mut Vec<(String, Span)>) {
    for (i, _) in toks.iter().enumerate().filter(|(_, t)| t.text == "enum") {
        let j = after_tag(toks, i + 1);
        if toks.get(j).is_some_and(|n| n.text == "{") {
            enumerators(&toks[j..skip_group(toks, j)], out);
        }
    }
}

/// The names declared among `toks` go to `out`, the type names among them
/// to `own` too.
fn scan<T>(
    toks: &[TermTok],
    typedefs: &HashMap<String, T>,
    out: &mut Vec<(String, Span)>,
    own: &mut Vec<String>,
) {
    let mut i = 0;
    while i < toks.len() {
        // After a `)`: `_Pragma("...")` and a macro's call end there
        // (hunt 107).
        let boundary = match i.checked_sub(1).map(|k| toks[k].text.as_str()) {
            None | Some(";" | "{" | "}" | ":" | ")") => true,
            Some("(") => i >= 2 && toks[i - 2].text == "for",
            _ => false,
        };
        if boundary {
            let known = |w: &str| typedefs.contains_key(w) || own.iter().any(|o| o == w);
            if let Some(k) = specifiers(toks, i, &known) {
                let first = out.len();
                let typedef = toks[i..k].iter().any(|t| t.text == "typedef");
                i = declarators(toks, k, out).max(i + 1);
                if typedef {
                    own.extend(out[first..].iter().map(|(n, _)| n.clone()));
                }
                continue;
            }
        }
        i += 1;
    }
}

/// The end of the balanced group that opens at `toks[i]` (one past it).
fn skip_group(toks: &[TermTok], i: usize) -> usize {
    let mut depth = 0i32;
    for (k, t) in toks.iter().enumerate().skip(i) {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth <= 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// Where the declarators start, if declaration specifiers (with at least
/// one type) start at `i`.
/// A qualifier alone is a type (`const K = 1;`, C89's implicit `int`: hunt 107), and
/// so is a name that another name follows, with `*`s between (`GT K`,
/// `GT *K`: two names in a row start a declaration).
fn specifiers(toks: &[TermTok], mut i: usize, known: &dyn Fn(&str) -> bool) -> Option<usize> {
    let mut typed = false;
    while let Some(t) = toks.get(i) {
        let w = t.text.as_str();
        if specifier_word(w) {
            typed = true;
            i += 1;
        } else if WITH_PARENS.contains(&w) {
            // An attribute alone is C89's implicit `int` too (hunt 109:
            // `__attribute__((unused)) K = ...`).
            typed = true;
            i = if toks.get(i + 1).is_some_and(|n| n.text == "(") {
                skip_group(toks, i + 1)
            } else {
                i + 1
            };
        } else if matches!(w, "struct" | "union" | "enum") {
            typed = true;
            i = after_tag(toks, i + 1);
            // Enumerators: `every_enumeration`, wherever they are.
            if toks.get(i).is_some_and(|n| n.text == "{") {
                i = skip_group(toks, i);
            }
        } else if t.kind == Tk::Builtin {
            i += 1; // `\ghost`
        } else if !typed
            && t.kind == Tk::Ident
            && !STATEMENT_WORDS.contains(&w)
            && (known(w) || names_follow(toks, i + 1))
        {
            typed = true;
            i += 1;
        } else {
            break;
        }
    }
    typed.then_some(i)
}

/// Past the attributes and the tag after `struct`, `union` or `enum` (at
/// `i`): attributes come before the tag (hunt 115: `enum
/// __attribute__((unused)) E { E0 } K`, whose `unused` was read as the
/// declared name).
fn after_tag(toks: &[TermTok], mut i: usize) -> usize {
    while toks
        .get(i)
        .is_some_and(|n| WITH_PARENS.contains(&n.text.as_str()))
    {
        i = if toks.get(i + 1).is_some_and(|n| n.text == "(") {
            skip_group(toks, i + 1)
        } else {
            i + 1
        };
    }
    if toks.get(i).is_some_and(|n| n.kind == Tk::Ident) {
        i += 1;
    }
    i
}

/// Whether `toks[i..]` is `*`s, then a name.
fn names_follow(toks: &[TermTok], mut i: usize) -> bool {
    while toks.get(i).is_some_and(|t| t.text == "*") {
        i += 1;
    }
    toks.get(i)
        .is_some_and(|t| t.kind == Tk::Ident && !specifier_word(&t.text))
}

/// The enumerators of `{ A, B = 2, ... }`: the first identifier of each
/// item at its top level.
fn enumerators(group: &[TermTok], out: &mut Vec<(String, Span)>) {
    let mut depth = 0i32;
    let mut item_start = true;
    for t in group {
        match t.text.as_str() {
            "{" if depth == 0 => {
                depth = 1;
                continue;
            }
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "," if depth == 1 => {
                item_start = true;
                continue;
            }
            _ if depth == 1 && item_start && t.kind == Tk::Ident => {
                out.push((t.text.clone(), t.span.clone()));
            }
            _ => {}
        }
        item_start = false;
    }
}

/// The declarators from `i` on: each one's name (the first identifier
/// after pointers, qualifiers and grouping parentheses), up to the `;`
/// (or the end of a `for`'s parenthesis); where it stopped.
fn declarators(toks: &[TermTok], mut i: usize, out: &mut Vec<(String, Span)>) -> usize {
    loop {
        let mut opened = 0i32;
        // The declarator's prefix.
        while let Some(t) = toks.get(i) {
            let w = t.text.as_str();
            if w == "*" || w == "(" || t.kind == Tk::Builtin || specifier_word(w) {
                opened += i32::from(w == "(");
                i += 1;
            } else if WITH_PARENS.contains(&w) && toks.get(i + 1).is_some_and(|n| n.text == "(") {
                i = skip_group(toks, i + 1);
            } else {
                break;
            }
        }
        let Some(name) = toks.get(i).filter(|t| t.kind == Tk::Ident) else {
            return i; // a cast, a call, a definition of a type only
        };
        out.push((name.text.clone(), name.span.clone()));
        // The rest of the declarator and its initializer.
        let mut depth = opened;
        i += 1;
        loop {
            let Some(t) = toks.get(i) else { return i };
            match t.text.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth < 0 {
                        return i;
                    }
                }
                "," if depth == 0 => break,
                ";" if depth == 0 => return i,
                _ => {}
            }
            i += 1;
        }
        i += 1;
    }
}

mod plain;
#[cfg(test)]
mod tests;

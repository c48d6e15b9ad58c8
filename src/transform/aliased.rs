//! The C globals Wp must keep in its memory model. Wp's `Typed` model
//! keeps a global out of memory in the proof of a function that does not
//! take its address, and then assumes, without a hypothesis that
//! `-wp-check-memory-model` could check, that no pointer read from memory
//! (a global pointer, a member of a structure argument) points to it
//! (hunt 30: `get` writes `G = 5` and returns `*GP`, with `GP == &G` set by
//! its caller, was proved to return 1). `-wp-alias-vars` keeps the globals
//! named in memory, where such a pointer may meet them. Ghost globals too
//! (hunt 31: a ghost `put` writing `*GP` was proved to keep `G == 1`).
//!
//! And local arrays of arrays (hunt 132): out of memory, Wp models one as
//! an array of rows, and a callee's `assigns buf[0 .. 3]` for `buf ==
//! &m[0][0]` as assigning `m[0][0 .. 3]`, past the row, never `m[1][1]`:
//! a broadcast of the whole matrix through `&m[0][0]` was proved to leave
//! `m[1][1]` unchanged. In memory, the range covers the next row.

use crate::annot::comments::AnnotKind;
use crate::annot::term::{self, Tk};
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::model::{DefOrigin, Global};
use crate::cfront::Frontend;
use std::collections::HashSet;

/// `name<TAB>variable` for the C library globals Frama-C's library spells
/// with a macro.
const FRAMA_C_GLOBALS: &str = include_str!("framac_globals.txt");

/// Every global of the program that is not `const` with a constant
/// initializer and is declared in the main file or a user header (a macro
/// may spell the name: hunt 31's `#define GV gvar` / `int GV;`) or whose
/// name is written in their code (a C library global such as `optind`),
/// and the names file-scope ghost code declares (`ghost_globals`), sorted.
pub(crate) fn aliased_globals(fe: &Frontend) -> Vec<String> {
    let mut written = HashSet::new();
    let files = std::iter::once((&fe.file.text, &fe.orig.tokens))
        .chain(fe.headers.iter().map(|h| (&h.file.text, &h.orig.tokens)));
    // In the code, and in the replacements of the macros the files define
    // (hunt 34: `#define G optind`).
    for (text, tokens) in files {
        for t in tokens {
            if t.is_code() {
                written.insert(t.text(text).to_string());
            } else if t.kind == TokKind::Directive {
                let d = &text[t.span.start + 1..t.span.end];
                written.extend(
                    lex(d)
                        .iter()
                        .filter(|u| u.kind == TokKind::Ident)
                        .map(|u| d[u.span.clone()].to_string()),
                );
            }
        }
    }
    let users = |g: &Global| (g.pp_names.iter()).any(|&p| fe.def_origin(p) != DefOrigin::System);
    let mut out: Vec<String> = (fe.prog.globals.iter())
        .filter(|(name, g)| !g.constant && (users(g) || written.contains(name.as_str())))
        .map(|(name, _)| name.clone())
        .collect();
    out.extend(ghost_globals(fe));
    out.extend(fe.prog.nested_array_locals.iter().cloned());
    out.extend(ghost_local_arrays(fe));
    // Frama-C's library spells some as macros (`stdout` is
    // `(__fc_stdout)`): its variable is the one Wp sees (hunt 35).
    for line in FRAMA_C_GLOBALS.lines().filter(|l| !l.starts_with('#')) {
        if let Some((name, framac)) = line.split_once('\t') {
            if out.iter().any(|o| o == name) {
                out.push(framac.to_string());
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The names declared by ghost code outside the main file's function
/// bodies (in the main file and the user headers): an identifier outside
/// braces followed by `=`, `;`, `,`, `[` or `)`, unless it is inside a
/// parameter list (`//@ ghost int \ghost *GP;`, `int (G);`, `struct s {
/// int a; } S;`, but not `n` of `void f(int n);`: Wp would keep every
/// parameter of that name in memory). A name that is a macro of the
/// user's stands for its replacement's names too. It may name more than
/// the ghost globals (a `typedef`): Wp ignores a name that is no
/// variable, and keeping one more in memory only costs proof time.
fn ghost_globals(fe: &Frontend) -> Vec<String> {
    let bodies: Vec<_> = fe.body_spans().into_iter().map(|(_, s)| s).collect();
    let main = (fe.comments.iter()).filter(|c| !bodies.iter().any(|b| b.contains(&c.span.start)));
    let headers = fe.headers.iter().flat_map(|h| h.comments.iter());
    let ghost: Vec<Vec<term::TermTok>> = (main.chain(headers))
        .filter(|c| c.kind() == AnnotKind::Ghost)
        .map(|c| term::lex(&c.content, c.content_start))
        .collect();
    // Type names: C's typedefs, and (first pass) what ghost code declares
    // outside parentheses, its typedefs among them.
    let mut types: HashSet<String> = fe.prog.types.typedefs.keys().cloned().collect();
    for toks in &ghost {
        types.extend(declared(toks, &types, false));
    }
    let mut out: Vec<String> = ghost
        .iter()
        .flat_map(|t| declared(t, &types, true))
        .collect();
    // Through every definition, macros of macros too (hunt 34: `GN` ->
    // `GM` -> `G`).
    let expansions: Vec<String> = (fe.pp.reachable_replacements(out.iter().map(String::as_str)))
        .into_iter()
        .flat_map(|b| term::lex(b, 0))
        .filter(|t| t.kind == Tk::Ident)
        .map(|t| t.text)
        .collect();
    out.extend(expansions);
    out
}

/// The arrays ghost code declares inside function bodies: a name followed
/// by `[` after a type name or a comma (`int gm[2][2]`, `T a, b[2]`; not
/// `A[i] = 0`): of one dimension too, which in memory only costs proof
/// time.
fn ghost_local_arrays(fe: &Frontend) -> Vec<String> {
    let bodies: Vec<_> = fe.body_spans().into_iter().map(|(_, s)| s).collect();
    let inside = (fe.comments.iter()).filter(|c| bodies.iter().any(|b| b.contains(&c.span.start)));
    let mut out = Vec::new();
    for c in inside.filter(|c| c.kind() == AnnotKind::Ghost) {
        let toks = term::lex(&c.content, c.content_start);
        for w in toks.windows(3) {
            if (w[0].kind == Tk::Ident || w[0].text == ",")
                && w[1].kind == Tk::Ident
                && w[2].text == "["
            {
                out.push(w[1].text.clone());
            }
        }
    }
    out
}

/// The names `toks` declares outside braces (see `ghost_globals`); with
/// `in_groups`, also inside parentheses that group a declarator: those
/// not after a name that is no type (`f(` opens a parameter list).
fn declared(toks: &[term::TermTok], types: &HashSet<String>, in_groups: bool) -> Vec<String> {
    const TYPE_WORDS: [&str; 13] = [
        "int", "char", "short", "long", "unsigned", "signed", "float", "double", "integer", "real",
        "_Bool", "const", "boolean",
    ];
    let mut out = Vec::new();
    let mut braces = 0i32;
    // For each open parenthesis: whether it groups a declarator.
    let mut parens: Vec<bool> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "{" => braces += 1,
            "}" => braces -= 1,
            "(" => {
                let prev = i.checked_sub(1).map(|k| &toks[k]);
                let params = prev.is_some_and(|p| {
                    p.kind == Tk::Ident
                        && !TYPE_WORDS.contains(&p.text.as_str())
                        && !types.contains(&p.text)
                }) || prev.is_some_and(|p| p.text == ")");
                parens.push(!params);
            }
            ")" => {
                parens.pop();
            }
            _ => {}
        }
        let outside = if in_groups {
            parens.iter().all(|&g| g)
        } else {
            parens.is_empty()
        };
        let next = toks.get(i + 1).map(|n| n.text.as_str());
        if braces == 0
            && outside
            && t.kind == Tk::Ident
            && matches!(next, Some("=" | ";" | "," | "[" | ")"))
        {
            out.push(t.text.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(ghost: &str, types: &[&str]) -> Vec<String> {
        let types = types.iter().map(|t| t.to_string()).collect();
        declared(&term::lex(ghost, 0), &types, true)
    }

    #[test]
    fn ghost_declarations_and_not_parameters() {
        assert_eq!(names("int G = 0; int \\ghost *GP;", &[]), ["G", "GP"]);
        // Hunt 31: a parenthesized declarator.
        assert_eq!(names("int (G); int \\ghost *(GP);", &[]), ["G", "GP"]);
        assert_eq!(names("GT (H);", &["GT"]), ["H"]);
        assert_eq!(names("struct s { int a; } S, T[4];", &[]), ["S", "T"]);
        // Parameters stay out: Wp would keep every variable of the name in memory.
        assert!(names(
            "void f(int n); int g(int *a, int m) { int k = 0; return k; }",
            &[]
        )
        .is_empty());
        assert_eq!(names("int (*fp)(int n);", &[]), ["fp"]);
    }
}

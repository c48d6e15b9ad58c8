//! The C globals Wp must keep in its memory model. Wp's `Typed` model
//! keeps a global out of memory in the proof of a function that does not
//! take its address, and then assumes, without a hypothesis that
//! `-wp-check-memory-model` could check, that no pointer read from memory
//! (a global pointer, a member of a structure argument) points to it
//! (hunt 30: `get` writes `G = 5` and returns `*GP`, with `GP == &G` set by
//! its caller, was proved to return 1). `-wp-alias-vars` keeps the globals
//! named in memory, where such a pointer may meet them. Ghost globals too
//! (hunt 31: a ghost `put` writing `*GP` was proved to keep `G == 1`).

use crate::annot::comments::AnnotKind;
use crate::annot::term::{self, Tk};
use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;

/// Every global of the program that is not `const` with a constant
/// initializer and is declared in the main file or a user header (the C
/// library's are Frama-C's own; a macro may spell the name: hunt 31's
/// `#define GV gvar` / `int GV;`), and every name a ghost declaration
/// outside function bodies declares, sorted.
pub(crate) fn aliased_globals(fe: &Frontend) -> Vec<String> {
    let mut out: Vec<String> = (fe.prog.globals.iter())
        .filter(|(_, g)| !g.constant)
        .filter(|(_, g)| (g.pp_names.iter()).any(|&p| fe.def_origin(p) != DefOrigin::System))
        .map(|(name, _)| name.clone())
        .collect();
    out.extend(ghost_globals(fe));
    out.sort();
    out.dedup();
    out
}

/// The names declared at the top level of ghost code outside the main
/// file's function bodies (in the main file and the user headers): an
/// identifier followed by `=`, `;`, `,` or `[` outside braces and
/// parentheses (`//@ ghost int \ghost *GP;`, `struct s { int a; } S;`).
/// It may name more than the ghost globals (a `typedef`); Wp ignores a
/// name that is no variable, and keeping one more in memory only costs
/// proof time.
fn ghost_globals(fe: &Frontend) -> Vec<String> {
    let bodies: Vec<_> = fe.body_spans().into_iter().map(|(_, s)| s).collect();
    let main = (fe.comments.iter()).filter(|c| !bodies.iter().any(|b| b.contains(&c.span.start)));
    let headers = fe.headers.iter().flat_map(|h| h.comments.iter());
    let mut out = Vec::new();
    for c in main.chain(headers).filter(|c| c.kind() == AnnotKind::Ghost) {
        let toks = term::lex(&c.content, c.content_start);
        let mut depth = 0i32;
        for (i, t) in toks.iter().enumerate() {
            match t.text.as_str() {
                "{" | "(" => depth += 1,
                "}" | ")" => depth -= 1,
                _ => {}
            }
            let next = toks.get(i + 1).map(|n| n.text.as_str());
            if depth == 0 && t.kind == Tk::Ident && matches!(next, Some("=" | ";" | "," | "[")) {
                out.push(t.text.clone());
            }
        }
    }
    out
}

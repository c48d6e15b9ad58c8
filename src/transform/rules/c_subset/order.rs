//! Evaluation order: where C leaves it unspecified, the verified and the
//! built program may differ. vmfc evaluates the arguments of the MPI calls
//! it rewrites once each, left to right, into helper variables; the
//! compiler may take them in any order. So those arguments may have no
//! side effect.

use super::Tok;
use crate::cfront::lexer::TokKind;
use crate::diag::Diagnostic;
use crate::mpi::{Coll, Comm};

const ASSIGNMENTS: [&str; 11] = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
];

/// Operators that look like calls and evaluate nothing at run time.
const NOT_CALLS: [&str; 6] = [
    "sizeof",
    "_Alignof",
    "alignof",
    "__alignof__",
    "offsetof",
    "__builtin_offsetof",
];

/// Rule: no argument of a call of an MPI routine that vmfc rewrites (at
/// `toks[k]`, its name) has a side effect: a call (or a function-like
/// macro, which may hide one), an assignment, `++` or `--`.
pub(super) fn mpi_argument_effects(toks: &[Tok], k: usize) -> Option<Diagnostic> {
    let name = toks[k].text.as_str();
    if Comm::from_name(name).is_none() && Coll::from_name(name).is_none() {
        return None;
    }
    // Only the code's own tokens: skip comments and what is lexed inside
    // them or inside directives.
    let mut hidden_until = 0;
    let mut depth = 0i32;
    let mut args = toks[k + 1..].iter().enumerate().filter(|(_, t)| {
        let inside = t.start < hidden_until;
        if matches!(t.kind, TokKind::Directive | TokKind::Comment { .. }) {
            hidden_until = hidden_until.max(t.end);
        }
        !inside && !matches!(t.kind, TokKind::Directive | TokKind::Comment { .. })
    });
    let (_, open) = args.next()?;
    if open.text != "(" {
        return None;
    }
    let rest: Vec<&Tok> = args.map(|(_, t)| t).collect();
    for (j, t) in rest.iter().enumerate() {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" if depth == 0 => return None,
            ")" | "]" | "}" => depth -= 1,
            _ => {}
        }
        let effect = match (&t.kind, t.text.as_str()) {
            (TokKind::Punct, "++" | "--") => Some("`++` or `--`"),
            (TokKind::Punct, op) if ASSIGNMENTS.contains(&op) => Some("an assignment"),
            (TokKind::Ident, callee)
                if !NOT_CALLS.contains(&callee)
                    && rest.get(j + 1).is_some_and(|n| n.text == "(") =>
            {
                Some("a call (or a function-like macro)")
            }
            _ => None,
        };
        if let Some(what) = effect {
            return Some(
                Diagnostic::error(
                    t.start..t.end,
                    format!("an argument of {name} has a side effect: {what}"),
                )
                .with_label("side effect")
                .with_note("vmfc evaluates the arguments of the MPI calls it rewrites once each, from left to right, and the compiler in an order of its own: compute the value into a variable before the call"),
            );
        }
    }
    None
}

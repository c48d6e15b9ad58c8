//! What a verified function may call. Every use of an MPI routine or of a
//! collective function in its body must be a call vmfc found in the AST (a
//! token-level cross-check catches uses the expression walk cannot see, such
//! as a call in a VLA size); it may not call a function that never returns;
//! it may not call a function that communicates without being verified; and
//! functions defined in user headers or by macros may not communicate; of
//! the C library, it may call only what vmfc's header declares.

mod library;
mod output;

pub(crate) use library::unreviewed_calls;
pub(crate) use output::output_calls;

use super::calls;
use super::functions::FnInfo;
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::model::{Body, CFunction, DefOrigin};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use std::collections::HashSet;

/// Functions that never return, besides those declared `_Noreturn`.
const NORETURN: [&str; 8] = [
    "__builtin_trap",
    "__builtin_unreachable",
    "__builtin_abort",
    "abort",
    "exit",
    "_Exit",
    "quick_exit",
    "longjmp",
];

/// glibc's `assert` machinery: Frama-C's own `assert.h` turns `assert(e)`
/// into a call whose precondition is `e`, a goal like any other.
const ASSERT_FAIL: [&str; 3] = ["__assert_fail", "__assert_perror_fail", "__assert"];

/// The original span of a preprocessed offset of the main file (its line when not exact).
pub(crate) fn span_of(fe: &Frontend, pp: usize) -> Span {
    match fe.locate(pp) {
        Ok(k) => fe.orig.tokens[k].span.clone(),
        Err(_) => fe.line_of_pp(pp).map_or(0..0, |l| fe.file.line_span(l)),
    }
}

/// Calls of functions that never return (`exit`, `abort`, `longjmp`, any
/// `_Noreturn` function): a process that stops there breaks the method's
/// assumption that every process runs to its end.
pub(crate) fn noreturn_calls(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    for c in &body.calls {
        let name = c.callee.as_str();
        if ASSERT_FAIL.contains(&name)
            || !(fe.prog.noreturn.contains(name) || NORETURN.contains(&name))
        {
            continue;
        }
        diags.push(
            Diagnostic::error(span_of(fe, c.pp_callee), format!("`{name}` never returns; it is called in `{}`, which vmfc verifies", f.name))
                .with_note("every process must run to its end (an exit on some process leaves the others waiting): report errors through results, or exclude the function with --skip"),
        );
    }
}

/// Every identifier of the body (preprocessed text) that names an MPI
/// routine or a collective function must be a call or a reference the AST
/// walk recorded; anything else (a call in a VLA size or a type) is an error.
pub(crate) fn unseen_uses(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body: &Body,
    diags: &mut Diagnostics,
) {
    let seen: HashSet<usize> = body
        .calls
        .iter()
        .map(|c| c.pp_callee)
        .chain(body.fn_refs.iter().map(|(_, at)| *at))
        .collect();
    let text = &fe.pp.text[body.pp_open..=body.pp_close.min(fe.pp.text.len().saturating_sub(1))];
    for t in lex(text) {
        if t.kind != TokKind::Ident {
            continue;
        }
        let name = &text[t.span.clone()];
        let at = body.pp_open + t.span.start;
        let relevant = fe.prog.is_function(name) && calls::classify(fns, name).is_some();
        if relevant && !seen.contains(&at) {
            diags.push(
                Diagnostic::error(span_of(fe, at), format!("vmfc cannot check this use of `{name}` in `{}`", f.name))
                    .with_note("MPI routines and collective functions must be called in statements or initializers (not in a type, an array size or `sizeof`)"),
            );
        }
    }
}

/// Main-file functions that communicate (call an MPI routine or a collective
/// function), directly or through other main-file functions.
pub(crate) fn communicating(fe: &Frontend, fns: &[FnInfo]) -> HashSet<String> {
    let mut out: HashSet<String> = HashSet::new();
    loop {
        let before = out.len();
        for cf in fe.prog.functions.iter().filter(|c| c.body.is_some()) {
            let body = cf.body.as_ref().expect("body");
            if body
                .calls
                .iter()
                .any(|c| calls::classify(fns, &c.callee).is_some() || out.contains(&c.callee))
            {
                out.insert(cf.name.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// A verified function may not call a function that communicates but is not
/// verified (no contract, or `--skip`): that communication would be invisible.
pub(crate) fn unverified_callees(
    fe: &Frontend,
    f: &FnInfo,
    body: &Body,
    verified: &dyn Fn(&str) -> bool,
    talks: &HashSet<String>,
    diags: &mut Diagnostics,
) {
    for c in &body.calls {
        let name = c.callee.as_str();
        // Functions defined in headers or by macros are reported by `hidden_definitions`.
        let in_main = fe.prog.definition(name).is_some_and(|d| {
            fe.def_origin(d.pp_name) == DefOrigin::Main && fe.locate(d.pp_name).is_ok()
        });
        if talks.contains(name) && in_main && !verified(name) {
            diags.push(
                Diagnostic::error(span_of(fe, c.pp_callee), format!("`{name}` communicates but is not verified; `{}` calls it", f.name))
                    .with_note(format!("give `{name}` a contract (with `mpi collective;` if it communicates), or do not call it from verified code")),
            );
        }
    }
}

/// Functions defined outside the main file's text: in a user header, or by
/// a macro expansion. vmfc only transforms the main file, so such a
/// function may not communicate, and one from a macro may not carry a
/// contract (it would be trusted without being verified).
pub(crate) fn hidden_definitions(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    for cf in fe.prog.functions.iter().filter(|c| c.body.is_some()) {
        let body = cf.body.as_ref().expect("body");
        let talks = body
            .calls
            .iter()
            .find(|c| calls::classify(fns, &c.callee).is_some());
        match fe.def_origin(cf.pp_name) {
            DefOrigin::UserHeader => {
                if let Some(c) = talks {
                    let (fi, span) = fe.place(c.pp_callee);
                    diags.push(
                        Diagnostic::error(span, format!("`{}`, defined in a header, calls `{}`", cf.name, c.callee))
                            .with_note("vmfc transforms only the file it is given: define functions that communicate there")
                            .in_file(fi),
                    );
                }
            }
            DefOrigin::Main if fe.locate(cf.pp_name).is_err() => {
                macro_definition(fe, cf, talks.is_some(), diags)
            }
            _ => {}
        }
    }
}

fn macro_definition(fe: &Frontend, cf: &CFunction, talks: bool, diags: &mut Diagnostics) {
    let Some(line) = fe.line_of_pp(cf.pp_name) else {
        return;
    };
    let first = fe
        .orig
        .tokens
        .iter()
        .position(|t| t.is_code() && fe.file.line_of(t.span.start) == line);
    let contract = first
        .and_then(|k| k.checked_sub(1))
        .is_some_and(|p| fe.orig.tokens[p].is_acsl());
    if talks || contract {
        let why = if talks {
            "it communicates"
        } else {
            "it has a contract"
        };
        diags.push(
            Diagnostic::error(fe.file.line_span(line), format!("the definition of `{}` comes from a macro expansion and {why}", cf.name))
                .with_note("vmfc verifies and rewrites only code written out in the file: write the function out"),
        );
    }
}

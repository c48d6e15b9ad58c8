//! Calls in a function body, located in the original text and classified:
//! MPI point-to-point calls, other MPI calls, and calls of collective functions.

use super::functions::FnInfo;
use crate::cfront::model::{CallSite, StmtKind};
use crate::cfront::types::{Base, CType};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;

use crate::mpi;

/// MPI's non-blocking point-to-point routines and their completions: the
/// error names the blocking rewrite.
const NON_BLOCKING: [&str; 10] = [
    "MPI_Isend",
    "MPI_Irecv",
    "MPI_Issend",
    "MPI_Ibsend",
    "MPI_Irsend",
    "MPI_Wait",
    "MPI_Waitall",
    "MPI_Waitany",
    "MPI_Test",
    "MPI_Testall",
];
pub(crate) use crate::mpi::{Coll, Comm};

mod args;
use args::static_arguments;
pub(super) use args::{typed_buffer, world};

/// What a located call is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CallKind {
    Comm(Comm),
    /// Call of the collective function with this index in the function list.
    Collective(usize),
    /// Call of one of MPI's own collectives.
    Mpi(Coll),
}

/// A call that the transformation rewrites or checks.
#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub kind: CallKind,
    pub callee: String,
    /// Span of the callee name in the original text.
    pub name_span: Span,
    /// Original spans of the C arguments.
    pub args: Vec<Span>,
    /// Original spans of the ghost arguments (`/*@ ghost (a, b) */` after the call).
    pub ghost_args: Vec<Span>,
    /// Whether each C argument is free of side effects and calls.
    pub pure_args: Vec<bool>,
    /// Whether each C argument, read as ACSL, has the value C passes.
    pub exact_args: Vec<bool>,
    /// Element types of the buffer arguments (send, receive), for MPI calls.
    pub buffers: Vec<Base>,
    /// Where the statement holding the call starts (text is inserted before it).
    pub stmt_start: usize,
    /// End of the statement (after its last token) when it must be braced.
    pub brace_end: Option<usize>,
    /// For MPI calls: the span replaced by the rewritten block (call and `;`).
    pub replace: Span,
    /// An MPI collective whose send buffer is written `MPI_IN_PLACE`.
    pub in_place: bool,
}

/// What a call is, by its callee's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    Comm(Comm),
    /// Index of the collective function.
    Collective(usize),
    Mpi(Coll),
    /// An MPI function outside the supported subset.
    Unsupported,
}

/// Classify a callee; `None` for calls that vmfc leaves alone.
pub(crate) fn classify(fns: &[FnInfo], callee: &str) -> Option<Class> {
    if user_defined(fns, callee) {
        return fns
            .iter()
            .position(|f| f.name == callee && f.collective)
            .map(Class::Collective);
    }
    if let Some(c) = Comm::from_name(callee) {
        return Some(Class::Comm(c));
    }
    if let Some(c) = Coll::from_name(callee) {
        return Some(Class::Mpi(c));
    }
    if let Some(g) = fns.iter().position(|f| f.name == callee && f.collective) {
        return Some(Class::Collective(g));
    }
    (mpi::is_mpi_routine_name(callee) && !mpi::SETUP.contains(&callee))
        .then_some(Class::Unsupported)
}

/// Locate and classify the interesting calls of one body; report the
/// unsupported ones.
pub(crate) fn body_calls(
    fe: &Frontend,
    fns: &[FnInfo],
    sites: &[CallSite],
    diags: &mut Diagnostics,
) -> Vec<Call> {
    let mut out = Vec::new();
    for site in sites {
        let Some(class) = classify(fns, &site.callee) else {
            continue;
        };
        let Some((mut call, close)) = read_call(fe, site, &class, diags) else {
            continue;
        };
        // vmfc copies the call's text into its rewriting, through the `;`
        // it replaces: a directive between its parentheses, or between `)`
        // and `;`, would be lost there (hunt 83: a `#define` before the
        // `;` went into a comment).
        let semicolon = fe.next_code(close).filter(|&k| fe.tok_text(k) == ";");
        let end = fe.orig.tokens[semicolon.unwrap_or(close)].span.end;
        let text = &fe.file.text[call.name_span.start..end];
        if let Some(line) = text
            .lines()
            .skip(1)
            .find(|l| l.trim_start().starts_with('#'))
        {
            let at = call.name_span.start + line.as_ptr() as usize - text.as_ptr() as usize;
            diags.push(
                Diagnostic::error(at..at + line.len(), format!("a preprocessor directive inside the call of `{}` or before its `;`", site.callee))
                    .with_note("vmfc rewrites this call from its text, where the directive would not take effect: move it before the call"),
            );
            continue;
        }
        let ok = match class {
            Class::Mpi(k) => {
                call.kind = CallKind::Mpi(k);
                super::coll_calls::check(fe, site, k, close, &mut call, diags)
            }
            Class::Comm(c) => {
                call.kind = CallKind::Comm(c);
                comm_call(fe, site, c, close, &mut call, diags)
            }
            Class::Collective(g) => {
                call.kind = CallKind::Collective(g);
                collective_call(fe, site, &mut call, diags)
            }
            Class::Unsupported => false,
        };
        if ok {
            out.push(call);
        }
    }
    out
}

/// The call at `site` as written in the source (its arguments' spans and
/// the token of its closing parenthesis), or an error: a call or arguments
/// made by a macro, an unsupported MPI routine.
fn read_call(
    fe: &Frontend,
    site: &CallSite,
    class: &Class,
    diags: &mut Diagnostics,
) -> Option<(Call, usize)> {
    let Ok(tok) = fe.locate(site.pp_callee) else {
        let span = fe
            .line_of_pp(site.pp_callee)
            .map_or(0..0, |l| fe.file.line_span(l));
        // Hunt 57: `(MPI_Barrier)(MPI_COMM_WORLD)` was said to come from
        // a macro.
        let parenthesized = fe
            .pp
            .text
            .get(site.pp_callee..)
            .is_some_and(|t| t.starts_with('('));
        let why = if parenthesized {
            format!("this call of `{0}` names the routine in parentheses; vmfc needs it written `{0}(...)`", site.callee)
        } else {
            format!("this call of `{}` comes from a macro expansion; vmfc needs it written out in the source", site.callee)
        };
        diags.push(Diagnostic::error(span, why));
        return None;
    };
    let name_span = fe.orig.tokens[tok].span.clone();
    if matches!(class, Class::Unsupported) {
        let mut d = Diagnostic::error(
            name_span,
            format!("`{}` is not supported by vmfc", site.callee),
        )
        .with_label("unsupported MPI function");
        if NON_BLOCKING.contains(&site.callee.as_str()) {
            d = d.with_note("vmfc proves blocking communication only: an exchange with one partner each way (post a receive, send, wait for both) is one `MPI_Sendrecv`; other patterns are blocking `MPI_Send`/`MPI_Recv` in an order that cannot deadlock (docs/patterns.md: \"Ring with MPI_Sendrecv\", \"Halo exchange\", \"Odd-even pairs\")");
        }
        if site.callee == "MPI_Abort" {
            d = d.with_note("MPI_Abort ends every process, and vmfc proves programs whose processes all end normally: in verified code, return an error code to the caller and call MPI_Abort in an unverified `main` (one without a contract)");
        }
        diags.push(
            d.with_note("supported: MPI_Init, MPI_Finalize, MPI_Comm_size, MPI_Comm_rank, MPI_Wtime, MPI_Wtick, MPI_Get_processor_name, MPI_Send, MPI_Recv, MPI_Sendrecv, MPI_Barrier, MPI_Bcast, MPI_Reduce, MPI_Allreduce, MPI_Gather, MPI_Scatter, MPI_Allgather, and collective functions annotated with `mpi collective;` (profiling `PMPI_` names are not)"),
        );
        return None;
    }
    let Some((args, close)) = fe
        .next_code(tok)
        .filter(|&k| fe.tok_text(k) == "(")
        .and_then(|k| fe.split_list(k))
    else {
        diags.push(Diagnostic::error(
            name_span,
            format!(
                "cannot read the arguments of this call of `{}`",
                site.callee
            ),
        ));
        return None;
    };
    let args: Vec<Span> = args
        .iter()
        .map(|&(a, b)| fe.orig.tokens[a].span.start..fe.orig.tokens[b].span.end)
        .collect();
    if args.len() != site.args.len() {
        diags.push(Diagnostic::error(
            name_span,
            format!(
                "the arguments of this call of `{}` are changed by macro expansion; write them out",
                site.callee
            ),
        ));
        return None;
    }
    let call = Call {
        kind: CallKind::Comm(Comm::Send),
        callee: site.callee.clone(),
        name_span: name_span.clone(),
        args,
        ghost_args: ghost_args_after(fe, close),
        pure_args: site.args.iter().map(|a| a.pure).collect(),
        exact_args: site.args.iter().map(|a| a.exact).collect(),
        buffers: Vec::new(),
        stmt_start: name_span.start,
        brace_end: None,
        replace: name_span,
        in_place: false,
    };
    Some((call, close))
}

fn user_defined(fns: &[FnInfo], name: &str) -> bool {
    fns.iter().any(|f| f.name == name && f.def.is_some())
}

/// `/*@ ghost (a, b) */` right after the closing parenthesis of a call.
fn ghost_args_after(fe: &Frontend, close: usize) -> Vec<Span> {
    let Some(t) = fe.orig.tokens.get(close + 1) else {
        return Vec::new();
    };
    let Some(c) = fe
        .comments
        .iter()
        .find(|c| c.token == close + 1 && t.is_acsl())
    else {
        return Vec::new();
    };
    if c.first_word() != "ghost" {
        return Vec::new();
    }
    let toks = crate::annot::term::lex(&c.content, c.content_start);
    let Some(open) = toks.iter().position(|t| t.text == "(") else {
        return Vec::new();
    };
    crate::annot::term::split_top_level(&toks[open..])
        .iter()
        .map(|item| item[0].span.start..item[item.len() - 1].span.end)
        .collect()
}

/// A call that vmfc replaces as a whole statement: its arity, its form
/// `MPI_...(...);` and the span replaced.
pub(super) fn whole_statement(
    fe: &Frontend,
    site: &CallSite,
    name: &str,
    arity: usize,
    close: usize,
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    let name_span = call.name_span.clone();
    if call.args.len() != arity {
        diags.push(Diagnostic::error(
            name_span,
            format!("`{name}` takes {arity} arguments"),
        ));
        return false;
    }
    if site.stmt != (StmtKind::Expr { whole: true }) {
        diags.push(
            Diagnostic::error(
                name_span,
                format!("`{name}` must be called as a statement of its own"),
            )
            .with_note(
                "vmfc replaces the whole statement `MPI_...(...);`; its result cannot be used",
            ),
        );
        return false;
    }
    let semi = fe.next_code(close).filter(|&k| fe.tok_text(k) == ";");
    let Some(semi) = semi else {
        diags.push(Diagnostic::error(
            name_span,
            format!("expected `;` after this call of `{name}`"),
        ));
        return false;
    };
    call.replace = name_span.start..fe.orig.tokens[semi].span.end;
    true
}

fn comm_call(
    fe: &Frontend,
    site: &CallSite,
    c: Comm,
    close: usize,
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    let sig = c.signature();
    if !whole_statement(fe, site, c.name(), sig.arity, close, call, diags) {
        return false;
    }
    let mut ok = static_arguments(fe, c, call, diags);
    for half in [sig.send, sig.recv].into_iter().flatten() {
        ok &= typed_buffer(
            fe,
            site,
            (half.buf, Some(half.count), half.datatype),
            call,
            diags,
        );
    }
    ok
}

fn collective_call(
    fe: &Frontend,
    site: &CallSite,
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    let name_span = call.name_span.clone();
    let problem = match site.stmt {
        StmtKind::LoopHeader => Some("in a loop header (it would be evaluated repeatedly)"),
        _ if site.conditional => Some("under `&&`, `||`, `?:` or `sizeof` (it may not be evaluated)"),
        _ if site.stmt_has_other_calls => Some("in a statement with other calls (evaluation order is unspecified)"),
        _ if !site.effect_free => Some("in a statement with other effects (its universal arguments are checked before the statement, so nothing may change them there)"),
        _ => None,
    };
    if let Some(p) = problem {
        diags.push(
            Diagnostic::error(name_span, format!("call of collective `{}` {p}", call.callee))
                .with_note("call a collective function in a statement of its own: `g(...);`, `x = g(...);`, `T x = g(...);` or `return g(...);`"),
        );
        return false;
    }
    let Ok(start) = fe.locate(site.pp_stmt.0) else {
        diags.push(Diagnostic::error(
            name_span,
            "cannot find the start of the statement holding this call (macro?)",
        ));
        return false;
    };
    call.stmt_start = fe.orig.tokens[start].span.start;
    if site.stmt_is_substatement && site.stmt != StmtKind::Decl {
        let end = fe
            .map
            .last_token_before(site.pp_stmt.1)
            .map(|i| fe.map.token_start(i))
            .and_then(|o| fe.locate(o).ok());
        match end {
            Some(e) => call.brace_end = Some(fe.orig.tokens[e].span.end),
            None => {
                diags.push(Diagnostic::error(
                    name_span,
                    "cannot find the end of the statement holding this call (macro?)",
                ));
                return false;
            }
        }
    }
    true
}

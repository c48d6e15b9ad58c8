//! A collective function that computes its peers from its data must
//! say in its contract which process runs it and how many there are
//! (`requires rank == VM_pid && nprocs == VM_NP;`): otherwise the provers
//! know nothing of those parameters, and checks fail all over the function
//! (peer ranges, message indexes, levels, ends of regions) with helps
//! that point elsewhere. Said at once, as a warning (newcomer trial 5 lost
//! four minutes to it); the goals stay the judge.

use super::calls::{Call, CallKind};
use super::functions::FnInfo;
use crate::annot::ir::ContractClause;
use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Warn once when `f` communicates with peers it computes while no
/// precondition ties a name to `VM_pid` (or `VM_NP`) and its body does not
/// ask MPI (`MPI_Comm_rank`, `MPI_Comm_size`).
pub(crate) fn unbound_process(
    fe: &Frontend,
    f: &FnInfo,
    body_callees: &[&str],
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    // `main` learns both from MPI, not from its caller (hunt 20).
    if f.name == "main" {
        return;
    }
    let requires = preconditions(fe, f);
    let ties = |word: &str| ties(fe, &requires, word);
    let missing: Vec<(&str, &str)> = [("VM_pid", "MPI_Comm_rank"), ("VM_NP", "MPI_Comm_size")]
        .into_iter()
        .filter(|(w, asks)| !ties(w) && !body_callees.contains(asks))
        .collect();
    if missing.is_empty() {
        return;
    }
    let Some((span, name)) = calls.iter().find_map(|c| peer_reading(fe, c)) else {
        return;
    };
    // The parameter that most likely holds the rank, for the clause to add.
    let rank = ["rank", "me", "myid", "my_rank", "id", "pid"]
        .into_iter()
        .find(|r| f.params.iter().any(|p| p == r))
        .unwrap_or("rank");
    let what: Vec<String> = missing
        .iter()
        .map(|(w, _)| format!("`... == {w}`"))
        .collect();
    diags.push(
        Diagnostic::warning(
            span,
            format!(
                "the contract of `{}` does not say {} (no {} in a precondition)",
                f.name,
                match missing.as_slice() {
                    [("VM_NP", _)] => "how many processes there are",
                    _ => "which process runs it",
                },
                what.join(" or ")
            ),
        )
        .with_label(format!("a peer computed from `{name}`"))
        .with_note(format!(
            "the body does not ask MPI (`MPI_Comm_rank`), so the rank comes from a parameter or a global: add `requires {rank} == VM_pid;` (and `nprocs == VM_NP` for the number of processes, with your names): without it the provers know nothing of it, and checks fail all over the function (peer ranges, message indexes, levels, ends of regions) with helps that point elsewhere"
        )),
    );
}

/// The text of `f`'s preconditions (only a precondition tells the provers
/// which process runs the body; a postcondition that names `VM_pid` does not).
fn preconditions(fe: &Frontend, f: &FnInfo) -> Vec<String> {
    clause_texts(fe, f, "requires")
}

/// The text of the clauses of `f`'s contract that start with `keyword`.
pub(crate) fn clause_texts(fe: &Frontend, f: &FnInfo, keyword: &str) -> Vec<String> {
    f.contracts
        .iter()
        .map(|c| fe.comments[c.comment].content.as_str())
        .flat_map(|text| {
            let clauses = crate::annot::parse::contract_text(text, 0).unwrap_or_default();
            clauses
                .into_iter()
                .filter_map(|c| match c {
                    ContractClause::Acsl { span, keyword: k } if k == keyword => {
                        text.get(span).map(str::to_string)
                    }
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// `x == VM_pid` (or `VM_pid == x`) in a precondition; a macro of the
/// user's may write it (the header's own, `VM_Init`: `VM_pid` in range,
/// do not tie a name).
fn ties(fe: &Frontend, requires: &[String], word: &str) -> bool {
    requires.iter().any(|text| {
        let toks = term::lex(text, 0);
        let ident = |i: Option<usize>| {
            i.and_then(|i| toks.get(i))
                .is_some_and(|t| t.kind == Tk::Ident && t.text != word)
        };
        toks.iter().enumerate().any(|(i, t)| {
            let tied = t.text == word
                && ((i >= 1 && toks[i - 1].text == "==" && ident(i.checked_sub(2)))
                    || (toks.get(i + 1).is_some_and(|n| n.text == "==") && ident(Some(i + 2))));
            tied || (t.kind == Tk::Ident
                && !t.text.starts_with("VM_")
                && fe.pp.macro_mentions(&t.text, word))
        })
    })
}

/// The span of the first peer argument of `call` that is not a number,
/// and the first name it reads.
fn peer_reading(fe: &Frontend, call: &Call) -> Option<(crate::source::Span, String)> {
    let CallKind::Comm(c) = call.kind else {
        return None;
    };
    let sig = c.signature();
    [sig.send, sig.recv].into_iter().flatten().find_map(|h| {
        let span = call.args.get(h.peer)?;
        let toks = term::lex(&fe.file.text[span.clone()], 0);
        let name = toks
            .iter()
            .find(|t| t.kind == Tk::Ident && !t.text.starts_with("MPI_"))?;
        Some((span.clone(), name.text.clone()))
    })
}

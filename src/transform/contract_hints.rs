//! A verified collective function's contract must speak of vmfc's ghost
//! state: that MPI is running when it is called, that it changes the
//! counters, and that it leaves them as it found them. Without those
//! clauses goals fail in the function (every MPI call's `state` check, the
//! `assigns` goal) and after each call of it (the callers' next MPI call),
//! with helps far from the cause. Said at once, as a warning with the
//! clauses to add (newcomer trial 8); the goals stay the judge.

use super::functions::FnInfo;
use super::process_identity::clause_texts;
use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Warn once when the contract of the collective function `f` (not
/// `main`, which starts MPI itself) leaves out one of the usual clauses;
/// the postcondition only when a function of `fns` with a contract calls
/// `f`.
pub(crate) fn ghost_state_clauses(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    diags: &mut Diagnostics,
) {
    let Some(at) = f.collective_span.clone() else {
        return;
    };
    if f.name == "main" {
        return;
    }
    let names = |texts: &[String], words: &[&str]| {
        texts.iter().any(|text| {
            term::lex(text, 0).iter().any(|t| {
                words.iter().any(|w| {
                    t.text == *w
                        || t.kind == Tk::Ident
                            && !t.text.starts_with("VM_")
                            && fe.pp.macro_mentions(&t.text, w)
                })
            })
        })
    };
    let requires = clause_texts(fe, f, "requires");
    let assigns = clause_texts(fe, f, "assigns");
    let ensures = clause_texts(fe, f, "ensures");
    let mut add = Vec::new();
    if !names(&requires, &["VM_state"]) {
        let init = if names(&requires, &["VM_Init"]) {
            ""
        } else {
            "VM_Init && "
        };
        add.push(format!("`requires {init}VM_state == VM_Active;` (MPI is running when it is called; `VM_Init`: the counters start at zero)"));
    }
    let ghost = [
        "VM_GlobalVars",
        "VM_Vars",
        "\\everything",
        "VM_state",
        "VM_regionCount",
    ];
    if assigns.is_empty() {
        add.push("`assigns VM_GlobalVars, ...;` with what else it writes (without `assigns`, callers assume it may change all memory)".into());
    } else if !names(&assigns, &ghost) {
        add.push(
            "`VM_GlobalVars` to its `assigns` (its communication changes vmfc's counters)".into(),
        );
    }
    let called = fns.iter().any(|g| {
        g.name != f.name
            && g.has_contract()
            && g.def
                .and_then(|d| fe.prog.functions[d].body.as_ref())
                .is_some_and(|b| b.calls.iter().any(|c| c.callee == f.name))
    });
    if called
        && !names(
            &ensures,
            &[
                "VM_UnchangedGlobal",
                "VM_UnchangedGlobalExceptState",
                "VM_state",
            ],
        )
    {
        add.push("`ensures VM_UnchangedGlobal{Pre, Here};` (MPI is still running after it and the counters are as they were: callers communicate after it)".into());
    }
    if add.is_empty() {
        return;
    }
    diags.push(
        Diagnostic::warning(at, format!("the contract of `{}` leaves out vmfc's ghost state", f.name))
            .with_label("collective function")
            .with_note(format!(
                "add {}; without them the checks that MPI is running at its calls, its `assigns` goal and its callers' next MPI calls fail, with helps far from here (docs/language.md, \"A typical contract of a collective function\")",
                add.join(", ")
            )),
    );
}

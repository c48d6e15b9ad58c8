//! A receive buffer that a collective function reaches through a pointer
//! parameter must be separated from vmfc's ghost state in the contract
//! (`\separated(VM_Pointers, p + (..))`): otherwise the provers cannot
//! tell that writing the received data leaves the number of processes,
//! the rank and MPI's state unchanged (the message counters are logic
//! arrays, apart from all memory), and checks fail all over the function (receive
//! indexes, ends of regions, postconditions) with helps that point
//! elsewhere. Said at once, as a warning: the goals stay the judge.

use super::calls::{Call, CallKind};
use super::functions::FnInfo;
use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Warn, once per parameter, about each receive buffer of `calls` that is
/// reached through a pointer parameter of `f` and that no `\separated`
/// clause of its contract keeps apart from `VM_Pointers`.
pub(crate) fn unseparated_receive_buffers(
    fe: &Frontend,
    f: &FnInfo,
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    let contract: Vec<&str> = f
        .contracts
        .iter()
        .map(|c| fe.comments[c.comment].content.as_str())
        .collect();
    // A macro may write the clause: then say nothing.
    let hidden = contract.iter().any(|text| {
        term::lex(text, 0)
            .iter()
            .any(|t| t.kind == Tk::Ident && fe.pp.macro_mentions(&t.text, "VM_Pointers"))
    });
    if hidden {
        return;
    }
    let mut said: Vec<&str> = Vec::new();
    for call in calls {
        let Some(buf) = receive_buffer(call) else {
            continue;
        };
        let Some(span) = call.args.get(buf) else {
            continue;
        };
        let text = &fe.file.text[span.clone()];
        let Some(p) = pointer_parameter(fe, f, text) else {
            continue;
        };
        if said.contains(&p) || contract.iter().any(|c| separates(c, p)) {
            continue;
        }
        said.push(p);
        diags.push(
            Diagnostic::warning(
                span.clone(),
                format!(
                    "the contract of `{}` does not separate `{p}` from vmfc's ghost state",
                    f.name
                ),
            )
            .with_label("receive buffer")
            .with_note(format!(
                "add `requires \\separated(VM_Pointers, {p} + (0 .. N - 1));` for the elements the function receives into: without it the provers cannot tell that a receive into `{p}` leaves vmfc's ghost variables (`VM_NP`, `VM_pid`, `VM_state`) unchanged, and checks after it fail (receive indexes, ends of regions, postconditions) with helps that point elsewhere"
            )),
        );
    }
}

/// The argument position of the buffer a call writes received data into.
fn receive_buffer(call: &Call) -> Option<usize> {
    match call.kind {
        CallKind::Comm(c) => c.signature().recv.map(|h| h.buf),
        CallKind::Mpi(k) => {
            let sig = k.signature();
            // Bcast's one buffer is also where the data arrives.
            sig.recv.or(sig.send).map(|b| b.buf)
        }
        CallKind::Collective(_) => None,
    }
}

/// The pointer parameter of `f` that the buffer expression `text` starts
/// from (`u`, `&u[1]`, `u + k`), if any.
fn pointer_parameter<'f>(fe: &Frontend, f: &'f FnInfo, text: &str) -> Option<&'f str> {
    let toks = term::lex(text, 0);
    let first = toks.iter().find(|t| t.kind == Tk::Ident)?;
    let i = f.params.iter().position(|p| *p == first.text)?;
    // The front end's type (typedefs resolved), else the declaration's text.
    let typed = f
        .def
        .and_then(|d| {
            fe.prog.functions[d]
                .params
                .iter()
                .find(|(n, _)| *n == first.text)
        })
        .map(|(_, t)| t.is_pointer_like());
    let pointer = match typed {
        Some(p) => p,
        None => f
            .param_decls
            .get(i)
            .is_some_and(|d| d.contains('*') || d.contains('[')),
    };
    // `&p` is the address of the parameter itself, a local copy.
    let own_address = toks.len() == 2 && toks[0].text == "&";
    (pointer && !own_address).then_some(f.params[i].as_str())
}

/// Whether a `\separated(...)` of `contract` names `VM_Pointers` and `p`.
fn separates(contract: &str, p: &str) -> bool {
    let toks = term::lex(contract, 0);
    toks.iter().enumerate().any(|(k, t)| {
        t.text == "\\separated"
            && toks.get(k + 1).is_some_and(|o| o.text == "(")
            && term::matching(&toks, k + 1).is_some_and(|close| {
                let inside = &toks[k + 2..close];
                inside.iter().any(|t| t.text == "VM_Pointers") && inside.iter().any(|t| t.text == p)
            })
    })
}

#[cfg(test)]
mod tests {
    use super::separates;

    #[test]
    fn a_separated_clause_must_name_both() {
        let c =
            "requires \\valid(u + (0 .. 9));\n requires \\separated(VM_Pointers, u + (0 .. 9), v);";
        assert!(separates(c, "u"));
        assert!(separates(c, "v"));
        assert!(!separates(c, "w"));
        assert!(!separates("requires \\separated(u, v);", "u"));
        assert!(!separates(
            "requires \\separated(VM_Pointers, v); requires \\valid(u);",
            "u"
        ));
    }
}

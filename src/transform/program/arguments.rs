//! The arguments of a call of a user's collective function: ghost
//! arguments matching the ghost parameters, universal arguments free of
//! effects, read by the check as C passes them (`acsl_exact`), and not
//! naming what the call's statement declares.

use super::super::calls::Call;
use super::super::emit;
use super::super::functions::{self, FnInfo};
use crate::annot::term;
use crate::cfront::lexer::DECLARATION_WORDS;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// The ghost arguments of a call of `g` match its ghost parameters.
pub(in crate::transform) fn check_ghost_arguments(
    fe: &Frontend,
    g: &FnInfo,
    call: &Call,
    diags: &mut Diagnostics,
) {
    if call.args.len() != g.params.len() {
        diags.push(Diagnostic::error(
            call.name_span.clone(),
            format!(
                "`{}` takes {} argument(s); this call passes {}",
                g.name,
                g.params.len(),
                call.args.len()
            ),
        ));
        return;
    }
    if g.ghost_params.len() != call.ghost_args.len() && !g.ghost_params.is_empty() {
        diags.push(Diagnostic::error(
            call.name_span.clone(),
            format!(
                "`{}` has {} ghost parameter(s); this call passes {} ghost argument(s)",
                g.name,
                g.ghost_params.len(),
                call.ghost_args.len()
            ),
        ));
        return;
    }
    for (i, s) in call.ghost_args.iter().enumerate() {
        let text = emit::annot_text(fe, s);
        if !ghost_arg_is_pure(&text)
            && g.universals
                .iter()
                .any(|u| u.home == functions::Home::Ghost(i))
        {
            diags.push(Diagnostic::error(s.clone(), format!("the ghost argument for universal `{}` of `{}` must be free of side effects and calls", g.ghost_params[i], g.name)));
        } else if g.universals.iter().any(|u| {
            u.home == functions::Home::Ghost(i) && !ghost_arg_is_read(&text, u.tset.range.is_some())
        }) {
            // As for C arguments (`acsl_exact`), without the types: ghost
            // code computes as C does.
            diags.push(
                Diagnostic::error(s.clone(), format!("the ghost argument for universal `{}` of `{}` computes: pass a ghost variable", g.ghost_params[i], g.name))
                    .with_note("vmfc checks the argument as ACSL reads it, with exact arithmetic, where ghost code computes as C does (unsigned values wrap, floating-point ones round)"),
            );
        }
    }
    declared_in_the_call_statement(fe, g, call, diags);
    for u in &g.universals {
        if let functions::Home::Formal(i) = u.home {
            let span = call.args.get(i).cloned().unwrap_or(call.name_span.clone());
            if !call.pure_args.get(i).copied().unwrap_or(false) {
                diags.push(Diagnostic::error(
                    span,
                    format!("the argument for universal `{}` of `{}` must be free of side effects and calls", u.tset.name, g.name),
                ));
            } else if !call.exact_args.get(i).copied().unwrap_or(false) {
                diags.push(
                    Diagnostic::error(span, format!("the argument for universal `{}` of `{}` computes what ACSL reads otherwise than C (unsigned or floating-point arithmetic, or a conversion that changes a value)", u.tset.name, g.name))
                        .with_note("vmfc checks the argument as ACSL reads it, with exact arithmetic and no conversion, where C wraps unsigned values, rounds floating-point ones, converts both branches of `c ? a : b` to one type and a `_Bool` to 0 or 1, and types some expressions otherwise (`sizeof(c ? c : c)` is 1 in ACSL for a `char c`, 4 in C: take `sizeof` of a type or an object): the value passed could differ between processes while the check holds. Compute it into a variable first (`unsigned k = ...; g(k)`) and pass the variable"),
                );
            }
        }
    }
}

/// The call is in a declaration (`int u = g(u);`, `int a = 1, b = g(a);`):
/// vmfc checks the universal arguments before the statement, where `u` is
/// another variable, or none (hunt 36: the check read the outer `u`, the
/// call passed the new one). A universal argument may not name what the
/// statement declares before the call.
fn declared_in_the_call_statement(fe: &Frontend, g: &FnInfo, call: &Call, diags: &mut Diagnostics) {
    let Some(before) = fe.file.text.get(call.stmt_start..call.name_span.start) else {
        return;
    };
    let words: Vec<&str> = crate::cfront::lexer::lex(before)
        .into_iter()
        .filter(|t| t.kind == crate::cfront::lexer::TokKind::Ident)
        .map(|t| &before[t.span])
        .collect();
    let declaration = words
        .first()
        .is_some_and(|w| DECLARATION_WORDS.contains(w) || fe.prog.types.typedefs.contains_key(*w));
    if !declaration {
        return;
    }
    let args = g.universals.iter().filter_map(|u| match u.home {
        functions::Home::Formal(i) => call
            .args
            .get(i)
            .map(|s| (s.clone(), fe.file.text[s.clone()].to_string())),
        functions::Home::Ghost(i) => call
            .ghost_args
            .get(i)
            .map(|s| (s.clone(), emit::annot_text(fe, s))),
        functions::Home::Global => None,
    });
    for (span, text) in args {
        let named = crate::annot::term::lex(&text, 0).into_iter().find(|t| {
            t.kind == crate::annot::term::Tk::Ident
                && words.contains(&t.text.as_str())
                && !DECLARATION_WORDS.contains(&t.text.as_str())
        });
        if let Some(n) = named {
            diags.push(
                Diagnostic::error(span, format!("the argument for a universal of `{}` names `{}`, which the statement of the call declares", g.name, n.text))
                    .with_note("vmfc checks the universal arguments before the statement, where the variable it declares is not yet in scope: call the collective function in a statement of its own, after the declaration"),
            );
        }
    }
}

/// A ghost argument that only reads: names, constants, members,
/// elements, `&` and `*` in front, no arithmetic and no cast; for an
/// array section (`pointer`), one `+` or `-` between two names or
/// constants (`data + 1`: a pointer moved by an integer, the same in ACSL
/// and in C).
fn ghost_arg_is_read(text: &str, pointer: bool) -> bool {
    let toks = term::lex(text, 0);
    let atom = |t: Option<&term::TermTok>| {
        t.is_some_and(|t| t.kind == term::Tk::Ident || t.text.bytes().all(|b| b.is_ascii_digit()))
    };
    let moves = (toks.iter())
        .filter(|t| matches!(t.text.as_str(), "+" | "-"))
        .count();
    toks.iter().enumerate().all(|(i, t)| {
        let prefix = i == 0 || matches!(toks[i - 1].text.as_str(), "(" | "[" | "&" | "*");
        match t.text.as_str() {
            "&" | "*" => prefix,
            "+" | "-" => {
                pointer && moves == 1 && i > 0 && atom(toks.get(i - 1)) && atom(toks.get(i + 1))
            }
            "(" => !toks.get(i + 1).is_some_and(|n| {
                n.kind == term::Tk::Ident && DECLARATION_WORDS.contains(&n.text.as_str())
            }),
            "[" | "]" | ")" | "." | "->" => true,
            _ => atom(Some(t)),
        }
    })
}

/// No assignment, increment or call in a ghost argument.
pub(super) fn ghost_arg_is_pure(text: &str) -> bool {
    let toks = term::lex(text, 0);
    !toks.iter().enumerate().any(|(i, t)| {
        matches!(
            t.text.as_str(),
            "=" | "++"
                | "--"
                | "+="
                | "-="
                | "*="
                | "/="
                | "%="
                | "&="
                | "|="
                | "^="
                | "<<="
                | ">>="
        ) || (t.kind == term::Tk::Ident && toks.get(i + 1).is_some_and(|n| n.text == "("))
    })
}

#[cfg(test)]
mod tests {
    use super::ghost_arg_is_read;

    #[test]
    fn ghost_arguments_that_only_read() {
        for ok in ["A", "(A)", "&s.a", "p->data", "A[2]", "*q"] {
            assert!(ghost_arg_is_read(ok, false), "{ok}");
        }
        for ok in ["data + 1", "data - k"] {
            assert!(ghost_arg_is_read(ok, true), "{ok}");
        }
        for no in ["u + 1", "ux / 3", "(int)x", "-x", "a * b"] {
            assert!(!ghost_arg_is_read(no, false), "{no}");
        }
        // For a pointer: one move, between two names or constants.
        for no in ["ux + 1 + data", "data + (ux + 1)", "data + ux * 2"] {
            assert!(!ghost_arg_is_read(no, true), "{no}");
        }
    }
}

//! What a verified `main` assumes about globals on entry. Frama-C 25's Wp
//! states the initial values of globals as hypotheses of `main`'s goals,
//! but writes the zero of floating-point data as the integer `0`: Why3
//! then rejects every goal of `main` that keeps such a hypothesis ("Type
//! mismatch between ieee_float.Float64.t and int"). vmfc declares such a
//! global `extern` in the generated file, so Wp states nothing about its
//! initial value: one hypothesis fewer, so nothing false can be proved,
//! and a warning says so.

use super::emit::Emitter;
use super::functions::FnInfo;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::edit::Edit;
use crate::source::Span;

/// A declaration of the main file made `extern` in the generated file.
pub(super) struct Unzeroed {
    /// Its `static` (replaced), or its first token (`extern ` goes before).
    at: Span,
    is_static: bool,
}

/// The declarations of zero floating-point globals to make `extern` when
/// `main` is verified (`verified` tells), with a warning naming them.
/// Declarations with an initializer, in a header, or whose storage class
/// comes from a macro are left as they are.
pub(super) fn check(
    fe: &Frontend,
    fns: &[FnInfo],
    verified: impl Fn(&FnInfo) -> bool,
    diags: &mut Diagnostics,
) -> Vec<Unzeroed> {
    if !fns.iter().any(|f| f.name == "main" && verified(f)) {
        return Vec::new();
    }
    let mut out: Vec<Unzeroed> = Vec::new();
    let mut names = Vec::new();
    let mut first = None;
    for z in fe.prog.zeroed_floats.iter().filter(|z| z.uninitialized) {
        // `locate` finds a token only where the input writes it: not in a
        // header, not from a macro.
        let token = |pp: usize| fe.locate(pp).ok().map(|i| fe.orig.tokens[i].span.clone());
        let at = token(z.pp_static.unwrap_or(z.pp_decl));
        let (Some(name), Some(at)) = (token(z.pp_name), at) else {
            continue;
        };
        first.get_or_insert(name);
        names.push(format!("`{}`", z.name));
        if !out.iter().any(|u| u.at == at) {
            out.push(Unzeroed {
                at,
                is_static: z.pp_static.is_some(),
            });
        }
    }
    if let Some(span) = first {
        diags.push(
            Diagnostic::warning(span, format!("`main` is proved as if {} could start with any value", names.join(", ")))
                .with_label("floating-point data that C starts as zeros")
                .with_note(
                    "Frama-C 25's Wp cannot give the provers the zero initial value of floating-point globals, \
                     so vmfc declares them `extern` in the generated file: a property of `main` that needs \
                     those zeros is not proved (never proved wrongly)",
                )
                .with_note("if `main` needs them, assign them in `main` before their first use"),
        );
    }
    out
}

/// The edits that make the declarations `extern`.
pub(super) fn emit(em: &mut Emitter, decls: &[Unzeroed]) {
    for u in decls {
        em.edit(if u.is_static {
            Edit::replace(u.at.clone(), "extern".into(), u.at.start)
        } else {
            Edit::insert(u.at.start, "extern ".into(), u.at.start)
        });
    }
}

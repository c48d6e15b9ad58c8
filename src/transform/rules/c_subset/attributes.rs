//! GCC attributes: those that run, redirect or remove calls where Frama-C
//! sees none of it (`cleanup`, `constructor`, `const`, ...), and every
//! other one but a list of harmless ones, since the compiler may optimise
//! on what an attribute states (`nonnull`, `malloc`, `noreturn`, `leaf`,
//! `assume_aligned`, `mode`, `optimize`, ...) and Frama-C ignores it.

use super::Tok;
use crate::cfront::lexer::TokKind;
use crate::diag::Diagnostic;

/// GCC attributes that run, redirect or remove calls where Frama-C, which
/// ignores them, sees none of it (`const` and `pure` let the compiler
/// delete calls of a function that has side effects).
const HIDDEN_CALLS: [&str; 8] = [
    "cleanup",
    "alias",
    "ifunc",
    "constructor",
    "destructor",
    "weakref",
    "const",
    "pure",
];

/// Attributes that change neither what the program computes nor what the
/// compiler may assume about it (inlining, warnings, placement, tooling).
const HARMLESS: [&str; 25] = [
    "unused",
    "used",
    "maybe_unused",
    "deprecated",
    "unavailable",
    "noinline",
    "always_inline",
    "gnu_inline",
    "flatten",
    "artificial",
    "hot",
    "cold",
    "format",
    "format_arg",
    "warn_unused_result",
    "nodiscard",
    "visibility",
    "noipa",
    "noclone",
    "no_instrument_function",
    "no_sanitize",
    "no_sanitize_address",
    "no_sanitize_undefined",
    "nonstring",
    "fallthrough",
];

pub(super) fn attribute_error(at: std::ops::Range<usize>, name: &str) -> Diagnostic {
    let d = Diagnostic::error(at, format!("vmfc cannot verify the `{name}` attribute"))
        .with_label("attribute");
    if HIDDEN_CALLS.contains(&name) {
        d.with_note("it makes the compiler call or redirect a function where the code does not show it, and Frama-C ignores it: call the function explicitly")
    } else {
        d.with_note(format!(
            "the compiler may optimise on what it states (a pointer not null or not aliased, a function that does not return or reads no global, a type's width or alignment), and Frama-C ignores it: remove it. vmfc accepts only attributes that change nothing of the kind: {}",
            HARMLESS.join(", ")
        ))
    }
}

/// The name of an attribute that vmfc does not accept, bare (`nonnull`
/// for `__nonnull__`): one that hides a call, or that is not harmless.
pub(super) fn unverifiable(name: &str) -> Option<&str> {
    let bare = name.trim_start_matches("__").trim_end_matches("__");
    (!HARMLESS.contains(&bare)).then_some(bare)
}

/// The first attribute vmfc does not accept (`unverifiable`) in the
/// `((...))` that starts `toks`.
pub(super) fn rejected_attribute(toks: &[Tok]) -> Option<String> {
    if toks.first()?.text != "(" {
        return None;
    }
    let mut depth = 0usize;
    for t in toks {
        match t.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            }
            name if depth == 2 && t.kind == TokKind::Ident => {
                if let Some(bare) = unverifiable(name) {
                    return Some(bare.to_string());
                }
            }
            _ => {}
        }
    }
    None
}

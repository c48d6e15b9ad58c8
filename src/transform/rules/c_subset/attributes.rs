//! GCC attributes that run, redirect or remove calls where Frama-C sees
//! none of it (`cleanup`, `constructor`, `const`, ...).

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

pub(super) fn attribute_error(at: std::ops::Range<usize>, name: &str) -> Diagnostic {
    Diagnostic::error(at, format!("vmfc cannot verify the `{name}` attribute"))
        .with_label("attribute")
        .with_note("it makes the compiler call or redirect a function where the code does not show it, and Frama-C ignores it: call the function explicitly")
}

/// The attribute of `HIDDEN_CALLS` that `name` spells (`cleanup` or
/// `__cleanup__`), if any.
pub(super) fn hidden_call_name(name: &str) -> Option<&str> {
    let bare = name.trim_start_matches("__").trim_end_matches("__");
    HIDDEN_CALLS.contains(&bare).then_some(bare)
}

/// The first attribute of `HIDDEN_CALLS` in the `((...))` that starts `toks`.
pub(super) fn hidden_call(toks: &[Tok]) -> Option<String> {
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
                if let Some(bare) = hidden_call_name(name) {
                    return Some(bare.to_string());
                }
            }
            _ => {}
        }
    }
    None
}

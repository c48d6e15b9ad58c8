//! Ghost code inside a function does not jump out of itself: a `return`,
//! a `goto`, or a `break` / `continue` outside a loop (or `switch`) of
//! the same ghost code would change the C program's control flow, which
//! Frama-C refuses ("Ghost code breaks CFG") after Wp has run.

use crate::annot::term::{TermTok, Tk};
use crate::diag::{Diagnostic, Diagnostics};

/// Rule: in the (macro-expanded) tokens of one ghost annotation inside a
/// function body, a `return` or `goto`, and a `break` or `continue` with
/// no loop (`for`, `while`, `do`; `switch` for `break`) before it in the
/// same annotation, is an error at it. A loop before it need not enclose
/// it: Frama-C still refuses what this lets through, as a failure of the
/// run, never as a proof.
pub(super) fn jumps_out(toks: &[TermTok], file: usize, diags: &mut Diagnostics) {
    let mut loop_seen = false;
    let mut switch_seen = false;
    for t in toks.iter().filter(|t| t.kind == Tk::Ident) {
        let jump = match t.text.as_str() {
            "for" | "while" | "do" => {
                loop_seen = true;
                continue;
            }
            "switch" => {
                switch_seen = true;
                continue;
            }
            "return" | "goto" => true,
            "break" => !(loop_seen || switch_seen),
            "continue" => !loop_seen,
            _ => false,
        };
        if jump {
            diags.push(
                Diagnostic::error(t.span.clone(), format!("`{}` in ghost code leaves the ghost code", t.text))
                    .with_note("ghost code may not change the C program's control flow (Frama-C refuses it: \"Ghost code breaks CFG\"): a `return`, a `goto`, or a `break` / `continue` of a loop that is not ghost would make the proof follow another path than the build. Write the jump in the C code, or keep it inside a loop of the ghost code")
                    .in_file(file),
            );
        }
    }
}

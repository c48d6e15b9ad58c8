//! vmfc's ghost state is read-only in user ghost code: no assignment,
//! increment, address or unindexed use of `VM_level`, `VM_sc`, ... (the
//! soundness issue's class B5), read with the user's macros expanded
//! (`annotation_tokens`); the same reading feeds the rule on ghost jumps
//! (`ghost_jumps`).

use super::annotation_tokens::UserAnnotation;
use super::STATE;
use crate::annot::term::{self, Tk};
use crate::diag::{Diagnostic, Diagnostics};

const ASSIGN: [&str; 11] = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
];

/// Rule: in user ghost code, vmfc's ghost state may be read, never written
/// (no assignment, `++`/`--`, `&`, `VM_sc`/`VM_rc` only indexed). The
/// check reads the code with every macro expanded (object-like ones too,
/// hunt 31: `#define LV VM_level`, `LV = 0`), a name's parentheses
/// dropped (`(VM_level) = 0`). `ghost` is the text of one ghost annotation
/// at `base`.
fn ghost_writes(toks: &[term::TermTok], file: usize, diags: &mut Diagnostics) {
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Tk::Ident || !STATE.contains(&t.text.as_str()) {
            continue;
        }
        if let Some(why) = state_use(toks, i) {
            diags.push(
                Diagnostic::error(t.span.clone(), format!("`{}` is vmfc's ghost state and is {why} in user ghost code", t.text))
                    .with_note("only the code vmfc generates and the header's contracts change VM_state, VM_NP, VM_pid, VM_sc, VM_rc, VM_level, VM_currentRegion, VM_regionCount and VM_nregions")
                    .in_file(file),
            );
        }
    }
}

/// How the ghost-state name at `toks[i]` is changed or escapes, if it is.
fn state_use(toks: &[term::TermTok], i: usize) -> Option<&'static str> {
    // The name in parentheses, `(VM_level)` or `((VM_sc)[0])`: what is
    // around the parentheses.
    let (mut first, mut last, mut indexed) = (i, i, false);
    loop {
        if toks.get(last + 1).is_some_and(|n| n.text == "[") {
            last = term::matching(toks, last + 1).unwrap_or(toks.len() - 1);
            indexed = true;
        } else if first > 0
            && toks[first - 1].text == "("
            && toks.get(last + 1).is_some_and(|n| n.text == ")")
        {
            first -= 1;
            last += 1;
        } else {
            break;
        }
    }
    let i = first;
    let prev = i.checked_sub(1).map(|p| toks[p].text.as_str());
    let operand_before = i >= 2
        && (matches!(toks[i - 2].kind, Tk::Ident | Tk::Number)
            || matches!(toks[i - 2].text.as_str(), ")" | "]"));
    let after = last + 1;
    let next = toks.get(after).map(|n| n.text.as_str());
    if matches!(prev, Some("++" | "--")) || matches!(next, Some("++" | "--")) {
        Some("incremented")
    } else if next.is_some_and(|n| ASSIGN.contains(&n)) {
        Some("assigned")
    } else if prev == Some("&") && !operand_before {
        Some("taken by address")
    } else if matches!(toks[i].text.as_str(), "VM_sc" | "VM_rc") && !indexed {
        Some("used as a pointer value (only `VM_sc[e]` may be read)")
    } else {
        None
    }
}

/// Apply the ghost-code rules (the ghost state is read-only, ghost code
/// does not jump out of itself) to every ghost annotation of the files
/// (comments whose first word is `ghost`, also inside macro definitions),
/// read with its macros expanded.
pub(crate) fn ghost_code_rules(annotations: &[UserAnnotation], diags: &mut Diagnostics) {
    for a in annotations {
        // `/*@ ghost ...`: skip the marker, check the code.
        let (body, base) = a.body();
        if !body.trim_start().starts_with("ghost") {
            continue;
        }
        let Some(toks) = a.tokens().1 else {
            diags.push(
                Diagnostic::error(base..base + body.len(), "macros nested too deep in ghost code")
                    .with_note("vmfc reads ghost code with its macros expanded, to see what it writes: use fewer levels of macros")
                    .in_file(a.file),
            );
            continue;
        };
        ghost_writes(toks, a.file, diags);
        if a.in_body && !a.in_macro {
            super::ghost_jumps::jumps_out(toks, a.file, diags);
        }
    }
}

//! vmfc's ghost state is read-only in user ghost code: no assignment,
//! increment, address or unindexed use of `VM_level`, `VM_sc`, ... (the
//! soundness issue's class B5), macros applied to it expanded and checked.

use super::STATE;
use crate::annot::comments::blank_ats;
use crate::annot::term::{self, Tk};
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

const ASSIGN: [&str; 11] = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
];

/// A function-like macro: parameter names and body.
type MacroDef = (Vec<String>, String);

/// Rule: in user ghost code, vmfc's ghost state may be read, never written
/// (no assignment, `++`/`--`, `&`, `VM_sc`/`VM_rc` only indexed). A macro
/// applied to it (a "lemma macro") is expanded and checked in the same way.
/// `ghost` is the text of one ghost annotation at `base`.
fn ghost_writes(
    macros: &dyn Fn(&str) -> Option<MacroDef>,
    ghost: &str,
    base: usize,
    file: usize,
    depth: usize,
    diags: &mut Diagnostics,
) {
    let toks = term::lex(ghost, base);
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Tk::Ident {
            continue;
        }
        // A macro applied to vmfc's state: check its expansion.
        if let Some((params, body)) =
            macros(&t.text).filter(|_| toks.get(i + 1).is_some_and(|n| n.text == "("))
        {
            let args = term::split_top_level(&toks[i + 1..]);
            let mentions_state = args
                .iter()
                .any(|a| a.iter().any(|x| STATE.contains(&x.text.as_str())));
            if mentions_state && depth < 8 {
                let map: std::collections::HashMap<String, String> = params
                    .iter()
                    .zip(&args)
                    .map(|(p, a)| {
                        (
                            p.clone(),
                            a.iter()
                                .map(|x| x.text.as_str())
                                .collect::<Vec<_>>()
                                .join(" "),
                        )
                    })
                    .collect();
                let expanded: String = term::lex(&body, 0)
                    .iter()
                    .map(|x| map.get(&x.text).cloned().unwrap_or_else(|| x.text.clone()))
                    .collect::<Vec<_>>()
                    .join(" ");
                let mut inner = Diagnostics::default();
                ghost_writes(macros, &expanded, 0, file, depth + 1, &mut inner);
                if let Some(d) = inner.sorted().into_iter().find(|d| d.is_error()) {
                    diags.push(
                        Diagnostic::error(t.span.clone(), format!("macro `{}` {}", t.text, d.message.split_once(" is vmfc's ghost state and is ").map_or(d.message.clone(), |(n, why)| format!("makes {n} (vmfc's ghost state) {why}"))))
                            .with_note("only the code vmfc generates and the header's contracts change vmfc's ghost state")
                            .in_file(file),
                    );
                }
            }
            continue;
        }
        if !STATE.contains(&t.text.as_str()) {
            continue;
        }
        let why = state_use(&toks, i);
        if let Some(why) = why {
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
    let prev = i.checked_sub(1).map(|p| toks[p].text.as_str());
    let operand_before = i >= 2
        && (matches!(toks[i - 2].kind, Tk::Ident | Tk::Number)
            || matches!(toks[i - 2].text.as_str(), ")" | "]"));
    let indexed = toks.get(i + 1).is_some_and(|n| n.text == "[");
    let after = if indexed {
        term::matching(toks, i + 1).map_or(toks.len(), |c| c + 1)
    } else {
        i + 1
    };
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

/// Apply the ghost-write rule to every ghost annotation of the files
/// (comments whose first word is `ghost`, also inside macro definitions).
pub(crate) fn ghost_state_writes(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let macros = |n: &str| {
        fe.pp
            .macros
            .get(n)
            .and_then(|m| Some((m.params.clone()?, blank_ats(&m.body))))
    };
    for (fi, file) in files.iter().enumerate() {
        for t in lex(&file.text) {
            let comments: Vec<(String, usize)> = match t.kind {
                TokKind::Comment { acsl: true, .. } => {
                    vec![(blank_ats(&file.text[t.span.clone()]), t.span.start)]
                }
                TokKind::Directive => {
                    let d = &file.text[t.span.clone()];
                    lex(d)
                        .into_iter()
                        .filter(|c| matches!(c.kind, TokKind::Comment { acsl: true, .. }))
                        .map(|c| (blank_ats(&d[c.span.clone()]), t.span.start + c.span.start))
                        .collect()
                }
                _ => Vec::new(),
            };
            for (text, at) in comments {
                // `/*@ ghost ...`: skip the marker, check the code.
                let body = text.get(3..).unwrap_or("");
                if body.trim_start().starts_with("ghost") {
                    ghost_writes(&macros, body, at + 3, fi, 0, diags);
                }
            }
        }
    }
}

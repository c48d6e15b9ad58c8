//! vmfc's ghost state is read-only in user ghost code: no assignment,
//! increment, address or unindexed use of `VM_level`, `VM_sc`, ... (the
//! soundness issue's class B5), read with the user's macros expanded; the
//! same reading feeds the rule on ghost jumps (`ghost_jumps`).

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

/// A macro: parameter names (`None`: object-like) and body.
type MacroDef = (Option<Vec<String>>, String);

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

/// `toks` with each macro replaced by its expansion (arguments
/// substituted, recursively), each token of an expansion placed at the
/// macro's name. A macro is not expanded inside its own expansion (as the
/// preprocessor does); `None` when the nesting is too deep to read
/// (hunt 34: a write behind 20 macros was kept unexpanded).
fn expand(
    macros: &dyn Fn(&str) -> Option<MacroDef>,
    toks: &[term::TermTok],
    active: &mut Vec<String>,
) -> Option<Vec<term::TermTok>> {
    if active.len() > 200 {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        let def = (t.kind == Tk::Ident && !active.contains(&t.text))
            .then(|| macros(&t.text))
            .flatten();
        let applied = toks.get(i + 1).is_some_and(|n| n.text == "(");
        let (body, next) = match def {
            Some((None, body)) => (term::lex(&body, 0), i + 1),
            Some((Some(params), body)) if applied => {
                let close = term::matching(toks, i + 1).unwrap_or(toks.len() - 1);
                // Arguments are expanded before they are substituted, as
                // the preprocessor does (`F(F(x))`).
                let mut args = Vec::new();
                for a in macro_arguments(&toks[i + 1..=close]) {
                    args.push(expand(macros, a, active)?);
                }
                // The last parameter of a variadic macro takes the rest of
                // the arguments, commas included (hunt 34: `ALL(0,
                // VM_level = 0)` with `#define ALL(...) __VA_ARGS__`); for
                // another macro, more arguments than parameters is the
                // preprocessor's error anyway.
                let arg = |k: usize| -> Vec<term::TermTok> {
                    if k + 1 < params.len() {
                        return args.get(k).cloned().unwrap_or_default();
                    }
                    let mut out = Vec::new();
                    for (n, a) in args.iter().skip(k).enumerate() {
                        if n > 0 {
                            let mut comma = t.clone();
                            comma.kind = Tk::Punct;
                            comma.text = ",".into();
                            out.push(comma);
                        }
                        out.extend(a.iter().cloned());
                    }
                    out
                };
                let mut body_toks = Vec::new();
                for b in term::lex(&body, 0) {
                    match params.iter().position(|p| *p == b.text) {
                        Some(k) => body_toks.extend(arg(k)),
                        None => body_toks.push(b),
                    }
                }
                (body_toks, close + 1)
            }
            _ => {
                out.push(t.clone());
                i += 1;
                continue;
            }
        };
        let placed: Vec<term::TermTok> = (body.into_iter())
            .map(|mut b| {
                b.span = t.span.clone();
                b
            })
            .collect();
        active.push(t.text.clone());
        let inner = expand(macros, &placed, active);
        active.pop();
        out.extend(inner?);
        i = next;
    }
    Some(out)
}

/// The arguments of a macro's use, `toks` from `(` to `)`, as the
/// preprocessor splits them: at commas outside nested parentheses only,
/// empty ones kept (hunt 34: `SND(, VM_level = 0)` shifted the write).
fn macro_arguments(toks: &[term::TermTok]) -> Vec<&[term::TermTok]> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 1);
    for (k, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    out.push(&toks[start.min(k)..k]);
                    break;
                }
            }
            "," if depth == 1 => {
                out.push(&toks[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    out
}

/// `toks` with the macros of the user's files expanded (see `expand`).
pub(super) fn expand_macros(fe: &Frontend, toks: &[term::TermTok]) -> Option<Vec<term::TermTok>> {
    let macros = |n: &str| (fe.pp.macros.get(n)).map(|m| (m.params.clone(), blank_ats(&m.body)));
    expand(&macros, toks, &mut Vec::new())
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
pub(crate) fn ghost_code_rules(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    for (fi, file) in files.iter().enumerate() {
        // Braces of the C code: ghost code at depth 0 is at file scope.
        let mut depth = 0usize;
        for t in lex(&file.text) {
            match (&t.kind, t.text(&file.text)) {
                (TokKind::Punct, "{" | "<%") => depth += 1,
                (TokKind::Punct, "}" | "%>") => depth = depth.saturating_sub(1),
                _ => {}
            }
            let in_macro = t.kind == TokKind::Directive;
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
                if !body.trim_start().starts_with("ghost") {
                    continue;
                }
                let base = at + 3;
                let Some(toks) = expand_macros(fe, &term::lex(body, base)) else {
                    diags.push(
                        Diagnostic::error(base..base + body.len(), "macros nested too deep in ghost code")
                            .with_note("vmfc reads ghost code with its macros expanded, to see what it writes: use fewer levels of macros")
                            .in_file(fi),
                    );
                    continue;
                };
                ghost_writes(&toks, fi, diags);
                if depth > 0 && !in_macro {
                    super::ghost_jumps::jumps_out(&toks, fi, diags);
                }
            }
        }
    }
}

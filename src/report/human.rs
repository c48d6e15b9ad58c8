//! The human report: one compiler-style diagnostic per goal not proved,
//! then a per-function summary and the total.

use super::sections;
use crate::diag::Diagnostic;
use crate::verify::goals::Goal;
use crate::verify::Outcome;

/// Span of the identifier or token at (line, col) in the file.
fn span_at(o: &Outcome, line: usize, col: usize) -> std::ops::Range<usize> {
    let f = &o.file;
    let start = f.offset_at(line, col);
    let end = f.line_span(line).end;
    let rest = &f.text[start..end];
    // The identifier starting there, else one character.
    let ident = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let len = if ident > 0 {
        ident
    } else {
        rest.chars().next().map_or(1, char::len_utf8)
    };
    start..(start + len).min(end).max(start + 1)
}

fn attempts(g: &Goal) -> String {
    if g.attempts.is_empty() {
        return g.status.word().to_string();
    }
    let parts: Vec<String> = g
        .attempts
        .iter()
        .filter(|a| a.prover != "Qed" || g.attempts.len() == 1)
        .map(|a| match a.time {
            Some(t) => format!("{} {} {:.1}s", a.prover, a.status.word(), t),
            None => format!("{} {}", a.prover, a.status.word()),
        })
        .collect();
    format!("{}: {}", g.status.word(), parts.join(", "))
}

/// What to do about a goal that failed, when vmfc knows.
fn hint(g: &Goal) -> Option<String> {
    use crate::verify::goals::GoalKind;
    match g.kind {
        GoalKind::Vm(kind, _) => Some(kind.fix().to_string()),
        GoalKind::Wp(kind) => kind.fix().map(|(_, fix)| fix.to_string()),
        _ => None,
    }
}

/// The diagnostic for one goal not proved.
pub fn diagnostic(o: &Outcome, g: &Goal) -> Diagnostic {
    let line = g.line.unwrap_or(1).clamp(1, o.file.line_count());
    let col = g.col.unwrap_or(1);
    let span = span_at(o, line, col);
    let headline = if g.kind.is_smoke() {
        format!("{}: disproved, `\\false` was proved there", g.message)
    } else {
        format!("{} not proved", g.message)
    };
    let mut d = Diagnostic::error(span, headline).with_label(attempts(g));
    if let Some(fix) = hint(g) {
        d.notes.push(format!("help: {fix}"));
    }
    let mut note = format!("goal {}", g.id);
    if let Some(f) = &g.function {
        note.push_str(&format!(" in `{f}`"));
    }
    if let Some(l) = g.vm_line {
        note.push_str(&format!(", generated line {l}"));
    }
    if !g.exact {
        note.push_str(" (position of the enclosing function)");
    }
    d.notes.push(note);
    d
}

/// The whole report.
pub fn render(o: &Outcome, styled: bool) -> String {
    let mut out = String::new();
    let files = std::slice::from_ref(&o.file);
    for g in o.goals.iter().filter(|g| !g.proved()) {
        out.push_str(&diagnostic(o, g).render(files, styled));
    }
    let secs = sections(o);
    let width = secs.iter().map(|s| s.name.len()).max().unwrap_or(8).max(8);
    out.push_str(&format!(
        "{:width$}  {:>6}  {:>6}  {:>8}\n",
        "function", "goals", "proved", "time"
    ));
    for s in &secs {
        let mark = if s.replayed { "  (cached)" } else { "" };
        out.push_str(&format!(
            "{:width$}  {:>6}  {:>6}  {:>7.1}s{mark}\n",
            s.name,
            s.goals.len(),
            s.proved(),
            s.time()
        ));
    }
    let total = o.goals.len();
    out.push_str(&format!(
        "Proved goals: {} / {} ({:.1} s)\n",
        o.proved(),
        total,
        o.seconds
    ));
    if !o.only.is_empty() {
        out.push_str(&format!(
            "Partial run: only {} (--prop); the program is not verified as a whole.\n",
            o.only.join(", ")
        ));
    }
    if total == 0 {
        out.push_str("No goals: nothing was verified (does any function have a contract?).\n");
    }
    out
}

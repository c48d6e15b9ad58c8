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

/// What the provers said, in plain words (the label under the snippet).
fn verdict(g: &Goal) -> String {
    use crate::verify::wp_output::Status;
    let tried: Vec<_> = g.attempts.iter().filter(|a| a.prover != "Qed").collect();
    let longest = tried.iter().filter_map(|a| a.time).fold(0.0_f64, f64::max);
    if tried.iter().any(|a| a.status == Status::Unknown) {
        "a prover answered `unknown` or `invalid`: the property may well be false here".to_string()
    } else if !tried.is_empty() && tried.iter().all(|a| a.status == Status::Timeout) {
        format!(
            "no prover found a proof within its time limit ({} attempts, up to {longest:.0} s)",
            tried.len()
        )
    } else if tried.iter().any(|a| a.status == Status::Failed) {
        "a prover failed (an error or no answer): nothing was proved".to_string()
    } else {
        g.status.word().to_string()
    }
}

/// Every prover attempt, for the notes.
fn attempts(g: &Goal) -> Option<String> {
    let parts: Vec<String> = g
        .attempts
        .iter()
        .filter(|a| a.prover != "Qed" || g.attempts.len() == 1)
        .map(|a| match a.time {
            Some(t) => format!("{} {} {:.1}s", a.prover, a.status.word(), t),
            None => format!("{} {}", a.prover, a.status.word()),
        })
        .collect();
    (!parts.is_empty()).then(|| format!("attempts: {}", parts.join(", ")))
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
    let mut d = Diagnostic::error(span, headline).with_label(verdict(g));
    if let Some(fix) = hint(g) {
        d.notes.push(format!("help: {fix}"));
    }
    d.notes.extend(attempts(g));
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
    if let Some(g) = o.goals.iter().find(|g| !g.proved()) {
        out.push_str(
            "note: the goals after a failed one in the same function are proved assuming that it holds; \
             fixing it may reveal more.\n",
        );
        if o.only.is_empty() {
            let mut cmd = format!("vmfc verify {}", o.file.name());
            if let Some(f) = &g.function {
                cmd.push_str(&format!(" --fct {f}"));
            }
            // vmfc's labels and the names it gives user properties are
            // unique; Wp's run-time check names are not.
            if let Some(l) = g.label.as_ref().filter(|l| l.starts_with("VM_")) {
                cmd.push_str(&format!(" --prop {l}"));
            }
            out.push_str(&format!(
                "To iterate on the first failure alone: {cmd} --no-retry\n"
            ));
        }
    }
    if total == 0 {
        out.push_str("No goals: nothing was verified (does any function have a contract?).\n");
    }
    out
}

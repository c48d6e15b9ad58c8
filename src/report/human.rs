//! The human report: one compiler-style diagnostic per goal not proved,
//! then a per-function summary and the total.

use super::sections;
use crate::diag::Diagnostic;
use crate::verify::goals::Goal;
use crate::verify::kinds::{GoalKind, WpKind};
use crate::verify::Outcome;

mod failures;
mod sequence;
mod sides;
mod verdict;
use failures::failures;
use sequence::{guarded_places, region_runs};
use verdict::{attempts, only_timeouts, plain_comparison};
pub(crate) use verdict::{hint, verdict};

/// Span of the identifier or token at (line, col) in the file.
fn span_at(f: &crate::source::SourceFile, line: usize, col: usize) -> std::ops::Range<usize> {
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

/// A failed check of the same function at or before a smoke check that
/// failed: the assumptions made after a failed check may contradict each
/// other, so the smoke check's failure can follow from it.
fn earlier_failure<'o>(o: &'o Outcome, g: &Goal) -> Option<&'o Goal> {
    if !g.kind.is_smoke() {
        return None;
    }
    o.goals.iter().find(|e| {
        !e.proved()
            && !e.kind.is_smoke()
            && e.function == g.function
            && e.file == g.file
            && e.line.is_some_and(|l| g.line.is_some_and(|gl| l <= gl))
    })
}

/// For a failed level check: the communication of the same function just
/// before it in the source, whose level is the current one where the
/// check runs (unless a loop brings it back), and how the two form a
/// deadlock.
fn level_partner(o: &Outcome, g: &Goal) -> Option<String> {
    use crate::transform::checks::CheckKind;
    let is_level = |e: &Goal| {
        matches!(
            e.kind,
            GoalKind::Vm(CheckKind::SendLevel | CheckKind::RecvLevel, _)
        )
    };
    if !is_level(g) {
        return None;
    }
    let line = g.line?;
    let mut before: Vec<&Goal> = o
        .goals
        .iter()
        .filter(|e| is_level(e) && e.function == g.function && e.file == g.file)
        .filter(|e| e.line.is_some_and(|l| l < line))
        .collect();
    before.sort_by_key(|e| std::cmp::Reverse(e.line));
    before.dedup_by_key(|e| e.line);
    let (what, _) = before.first()?.message.split_once(" cannot deadlock")?;
    let (this, _) = g.message.split_once(" cannot deadlock")?;
    // The communication just before it in the text need not be the one
    // before it on the failing path (trial 6: a receive in the other
    // branch of an `if`): name the others too.
    let others: Vec<String> = before[1..]
        .iter()
        .take(3)
        .filter_map(|e| {
            Some(format!(
                "line {} ({})",
                e.line?,
                e.message.split_once(" cannot deadlock")?.0
            ))
        })
        .collect();
    let paths = if others.is_empty() {
        String::new()
    } else {
        format!(
            " (the nearest above; earlier in the function, on this path or another: {})",
            others.join(", ")
        )
    };
    Some(format!(
        "help: before {this}, this process communicates at line {} ({what}){paths}, and is at that message's level; if the partner makes the same calls in the same order, each waits for the other (two blocking sends, or two receives, that face each other): reorder one side, use MPI_Sendrecv, or correct `slevel` if the order is safe",
        before[0].line.unwrap_or(1)
    ))
}

/// `` `a`, `b` ``.
pub(super) fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What failed, in the user's terms.
pub(crate) fn headline(g: &Goal) -> String {
    if g.kind.is_smoke() {
        format!("{}: disproved, `\\false` was proved there", g.message)
    } else {
        format!("{} not proved", g.message)
    }
}

/// One line for a goal whose failure is final, printed while the run goes
/// on (the report gives the details at the end).
pub fn settled_failure(input: &std::path::Path, g: &Goal) -> String {
    let (at, within) = live_place(input, g);
    format!("{at}: {}{within}: {}", headline(g), verdict(g))
}

/// One line for a goal the first pass did not prove and a later pass (the
/// long, retry or split pass) will try again, printed as soon as that is
/// known: most such goals are the bug the user is looking for, and the
/// later passes cost their provers' time limits again before the failure
/// is final.
pub fn retried(input: &std::path::Path, g: &Goal) -> String {
    let (at, within) = live_place(input, g);
    format!(
        "{at}: {} not proved by the first pass{within}: trying it again (with the whole timeout, filtered contexts or split into cases; the verdict comes when that ends)",
        g.message
    )
}

/// `vmfc: FILE:LINE:COL`, and ` (in `f`)` when the line is not known yet,
/// as the lines printed while the run goes on say where a goal is.
fn live_place(input: &std::path::Path, g: &Goal) -> (String, String) {
    // A place known only as the function's (Wp's property table, read at
    // the end, gives the exact one) is said as such, not as a line that
    // the final report would contradict.
    let at = match (g.line, g.col) {
        (Some(l), Some(c)) if g.exact => format!(":{l}:{c}"),
        _ => String::new(),
    };
    let within = match (&g.function, g.exact) {
        (Some(f), false) => format!(" (in `{f}`)"),
        _ => String::new(),
    };
    let file = g
        .file
        .clone()
        .unwrap_or_else(|| input.display().to_string());
    (format!("vmfc: {file}{at}"), within)
}

/// The diagnostic for one goal not proved.
pub fn diagnostic(o: &Outcome, g: &Goal) -> Diagnostic {
    let file = o.file_of(g);
    let line = g.line.unwrap_or(1).clamp(1, file.line_count());
    let col = g.col.unwrap_or(1);
    let compared = sides::compared(o, g);
    let span = match &compared {
        Some((Some(arg), _)) => arg.clone(),
        _ => span_at(file, line, col),
    };
    let mut d = Diagnostic::error(span, headline(g)).with_label(verdict(g));
    if let Some(i) = o.header_of(g) {
        d = d.in_file(i + 1);
    }
    if let Some(e) = earlier_failure(o, g) {
        d.notes.push(format!(
            "help: this can follow from the check that failed at line {} ({}): after a false check, what vmfc assumes may contradict itself; fix that one first",
            e.line.unwrap_or(1),
            e.message
        ));
    }
    if let Some(a) = failed_assert(o, g) {
        d.notes.push(format!(
            "help: C's `assert` at line {} stops the program when its condition is false, and that condition is not proved: \
             this function's termination follows from it. Fix that one first",
            a.line.unwrap_or(1)
        ));
    } else if let Some(fix) = hint(g) {
        d.notes.push(format!("help: {fix}"));
    }
    d.notes.extend(compared.map(|(_, note)| note));
    d.notes.extend(verdict::approximated(g));
    if let Some(note) = level_partner(o, g)
        .or_else(|| region_runs(o, g))
        .or_else(|| guarded_places(o, g))
    {
        d.notes.push(note);
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
        if o.stopped && g.kind == GoalKind::Rte {
            // Frama-C's property report, which places run-time checks,
            // comes at the end of a run.
            note.push_str("; --fail-fast stopped the run before Frama-C placed its run-time checks: run without it for the line and the expression");
        }
    }
    d.notes.push(note);
    d
}

/// What the run did not prove (`super::not_proved`), one line each.
fn what_is_not_proved(o: &Outcome) -> String {
    super::not_proved(o, false)
        .iter()
        .map(|l| format!("{l}\n"))
        .collect()
}

/// After a failure: what the failures mean together, and the command that
/// iterates on the first one.
fn next_steps(o: &Outcome) -> String {
    let mut out = String::new();
    // The first failure to iterate on: a postcondition can fail because of
    // a failure in the body before it, so it comes last.
    let post = |g: &&Goal| g.kind == GoalKind::Wp(WpKind::Postcondition);
    let first = o
        .goals
        .iter()
        .find(|g| !g.proved() && !post(g))
        .or_else(|| o.goals.iter().find(|g| !g.proved()));
    if let Some(g) = first {
        out.push_str(
            "note: the goals after a failed one in the same function are proved assuming that it holds; \
             fixing it may reveal more.\n",
        );
        let failed = || o.goals.iter().filter(|g| !g.proved());
        if failed().any(|g| only_timeouts(g) && plain_comparison(g)) {
            out.push_str(
                "note: a failure marked \"most likely false\" compares a value with its definition: fix the value or the definition \
                 rather than raising `--timeout`.\n",
            );
        }
        let replayed = failed().filter(|g| g.cached && only_timeouts(g)).count();
        if replayed > 0 {
            out.push_str(&format!(
                "note: {replayed} of the failures replayed from vmfc's cache (an earlier run, on the same text and options, \
                 where every prover ran out of time); if the machine was busy then, `--no-cache` runs the provers again.\n"
            ));
        }
        let modelled = |g: &Goal| verdict::approximation(g).is_none();
        if failed().all(only_timeouts) && !failed().all(plain_comparison) && failed().all(modelled)
        {
            // More than this run gave (trial 6: `--timeout 30` was advised
            // to a run made with it).
            let given = (o.rerun_args.iter())
                .position(|a| a == "--timeout")
                .and_then(|i| o.rerun_args.get(i + 1)?.parse::<u64>().ok())
                .unwrap_or(10);
            let more = if given < 30 { 30 } else { given * 2 };
            out.push_str(&format!(
                "note: every goal not proved ran out of time. A false goal reads the same way: the provers cannot show a goal false, \
                 only fail to prove it, so a real bug (a deadlock, a wrong assertion) and a hard true goal look alike. Read each \
                 failure's help first; if you believe the goal true, `--timeout {more}` gives each attempt more (more so on a busy machine).\n",
            ));
        }
        out.push_str(&nonlinear_note(o));
        if o.only.is_empty() {
            let mut cmd = o.rerun_command();
            if let Some(f) = &g.function {
                cmd.push_str(&format!(" --fct {f}"));
            }
            // vmfc's labels and the names it gives user properties are
            // unique; Wp's run-time check names are not.
            match g.label.as_ref().filter(|l| l.starts_with("VM_")) {
                Some(l) => cmd.push_str(&format!(" --prop {l}")),
                None => cmd.push_str(" --fail-fast"),
            }
            // The ends of regions are proved by the split pass, which
            // `--no-retry` skips (newcomer trial 7 lost it that way).
            use crate::transform::checks::CheckKind::{EndRegionReceived, EndRegionSent};
            if !matches!(g.kind, GoalKind::Vm(EndRegionSent | EndRegionReceived, _)) {
                cmd.push_str(" --no-retry");
            }
            out.push_str(&format!("To iterate on the first failure alone: {cmd}\n"));
        }
    }
    out
}

/// The functions with a failure that ran out of time and a remainder by a
/// variable (`rank % ncols`): with the products and quotients that come
/// with it, nonlinear arithmetic, where the provers most often give up on
/// true goals (hunt 85's 2-D process grid): say what helps.
fn nonlinear_note(o: &Outcome) -> String {
    use crate::transform::checks::CheckKind::Remainder;
    let mut names: Vec<&str> = (o.goals.iter())
        .filter(|g| !g.proved() && only_timeouts(g))
        .filter_map(|g| g.function.as_deref())
        .filter(|f| {
            (o.goals.iter()).any(|r| {
                matches!(r.kind, GoalKind::Vm(Remainder, _)) && r.function.as_deref() == Some(*f)
            })
        })
        .collect();
    names.sort_unstable();
    names.dedup();
    if names.is_empty() {
        return String::new();
    }
    // The program's own remainder (hunt 111: a canned `rank % ncols`
    // confused a user whose program had none).
    let example = (o.goals.iter())
        .filter(|r| matches!(r.kind, GoalKind::Vm(Remainder, _)))
        .filter(|r| r.function.as_deref().is_some_and(|f| names.contains(&f)))
        .find_map(|r| r.message.split('`').nth(1).filter(|t| t.contains('%')))
        .unwrap_or("rank % ncols")
        .to_string();
    let names: Vec<String> = names.iter().map(|f| format!("`{f}`")).collect();
    format!(
        "note: {} take{} a remainder by a variable (`{example}`): nonlinear arithmetic, where the provers most often \
         give up on true goals (a neighbour's rank and column). State what the failed goals need from the remainder in the \
         `ensures` of a ghost function whose body asserts the division's identity (`r == (r / n) * n + r % n`), and call it \
         (docs/patterns.md, \"A 2-D process grid\").\n",
        names.join(", "),
        if names.len() == 1 { "s" } else { "" }
    )
}

/// For a termination goal (`terminates`, `exits`), a C `assert` of the same
/// function whose condition is not proved: vmfc's header says `assert`
/// does not return when its condition is false.
fn failed_assert<'o>(o: &'o Outcome, g: &Goal) -> Option<&'o Goal> {
    if !matches!(g.kind, GoalKind::Wp(WpKind::Terminates | WpKind::Exits)) {
        return None;
    }
    o.goals.iter().find(|a| {
        !a.proved() && a.function == g.function && a.kind == GoalKind::Wp(WpKind::CAssert)
    })
}

/// The whole report.
pub fn render(o: &Outcome, styled: bool) -> String {
    let mut out = String::new();
    let files: Vec<_> = std::iter::once(&o.file)
        .chain(&o.headers)
        .cloned()
        .collect();
    let (diagnostics, folded) = failures(o);
    for d in &diagnostics {
        out.push_str(&d.render(&files, styled));
    }
    let secs = sections(o);
    let width = secs.iter().map(|s| s.name.len()).max().unwrap_or(8).max(8);
    out.push_str(&format!(
        "{:width$}  {:>6}  {:>6}  {:>8}\n",
        "function", "goals", "proved", "provers"
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
    if folded > 0 {
        out.push_str(&format!(
            "Of the goals not proved, {folded} follow from another failure and are said with it.\n"
        ));
    }
    out.push_str(&what_is_not_proved(o));
    out.push_str(&next_steps(o));
    if total == 0 {
        out.push_str("No goals: nothing was verified (does any function have a contract?).\n");
    }
    out
}

#[cfg(test)]
mod tests;

//! Putting the outcome together: goals placed at the user's lines and
//! sorted, vmfc's and Frama-C's warnings, the bodiless functions whose
//! contracts the proof assumes.

use super::{cache, goals::Goal};
use crate::diag::Diagnostic;
use crate::pipeline;
use std::collections::HashMap;

/// The functions declared with a contract, in the input or in a user
/// header, and defined nowhere vmfc reads (`Outcome::bodiless`).
pub(super) fn bodiless(t: &pipeline::Transformed) -> Vec<String> {
    let fe = &t.frontend;
    let elsewhere = fe.other_definitions();
    let mut out: Vec<String> = (t.output.functions.iter())
        .filter(|f| f.has_contract && !f.has_body)
        .filter(|f| !elsewhere.iter().any(|d| d.name == f.name))
        .map(|f| f.name.clone())
        .collect();
    // A contract in a header comes before a declaration there.
    let declared_in_headers = (fe.prog.functions.iter())
        .filter(|f| fe.def_origin(f.pp_name) == crate::cfront::model::DefOrigin::UserHeader);
    for f in declared_in_headers {
        if fe.prog.definition(&f.name).is_none()
            && !out.contains(&f.name)
            && !fe.header_contracts(&f.name).is_empty()
        {
            out.push(f.name.clone());
        }
    }
    out
}

/// The line of each function of the main file, ghost functions included
/// (report positions).
pub(super) fn function_lines(t: &pipeline::Transformed) -> HashMap<String, usize> {
    let ghost = t
        .frontend
        .other_definitions()
        .iter()
        .filter(|d| d.file == 0 && d.how == crate::cfront::headers::Found::Located);
    ghost
        .map(|d| (d.name.clone(), t.frontend.file.line_of(d.at)))
        .chain(t.output.functions.iter().map(|f| (f.name.clone(), f.line)))
        .collect()
}

/// Cached goals: find their line in the current output again.
pub(super) fn relocate(goals: &mut [Goal], t: &pipeline::Transformed) {
    for g in goals.iter_mut().filter(|g| g.vm_line.is_none()) {
        if let Some(label) = &g.label {
            g.vm_line = t.output.label_lines.get(label).copied();
        }
    }
}

/// vmfc's warnings and Frama-C's (sorted, each once), at the user's lines,
/// and the warning that `--model real` proves floats as reals.
pub(super) fn with_tool_warnings(
    t: &pipeline::Transformed,
    mut tool_warnings: Vec<cache::ToolWarning>,
    model_real: bool,
) -> Vec<Diagnostic> {
    tool_warnings.sort_by(|a, b| (a.line, a.col, &a.message).cmp(&(b.line, b.col, &b.message)));
    tool_warnings.dedup();
    let file = &t.frontend.file;
    let mut warnings = t.output.warnings.clone();
    for w in &tool_warnings {
        let line = w.line.clamp(1, file.line_count());
        warnings.push(Diagnostic::warning(
            file.offset_at(line, w.col)..file.line_span(line).end,
            format!("Frama-C: {}", w.message),
        ));
    }
    if model_real {
        warnings.push(
            Diagnostic::warning(0..0, "`--model real`: floating-point values are proved as real numbers")
                .on_command_line()
                .with_note("rounding and overflow to infinity are not checked (a floating-point division is checked to have a divisor that is not zero), so a property proved here may not hold in the built program, the absence of deadlocks included: a test on a floating-point value can go the other way on some process of the build, which then skips a communication (docs/soundness.md)"),
        );
    }
    warnings
}

/// Goals in the order of the verified functions, then by position.
pub(super) fn sort_goals(goals: &mut [Goal], functions: &[String]) {
    let order: HashMap<&String, usize> =
        functions.iter().enumerate().map(|(i, f)| (f, i)).collect();
    goals.sort_by(|a, b| {
        let key = |g: &Goal| {
            (
                g.function
                    .as_ref()
                    .and_then(|f| order.get(f))
                    .copied()
                    .unwrap_or(usize::MAX),
                g.line,
                g.col,
                g.id.clone(),
            )
        };
        key(a).cmp(&key(b))
    });
}

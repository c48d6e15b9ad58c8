//! Frama-C's own messages, placed in the user's file: its warnings (those
//! vmfc's header causes on purpose left out) and the kernel errors that
//! reject the program (the user's, or vmfc's when in generated code).

use super::wp_output::Event;
use super::{cache, Failure};
use crate::diag::Diagnostic;
use crate::pipeline;

/// Frama-C's warnings, at the user's position (the function's when the
/// warning is about code vmfc generated or has no position).
pub(super) fn warnings(
    t: &pipeline::Transformed,
    events: &[Event],
    vm_name: &str,
) -> Vec<cache::ToolWarning> {
    // vmfc's header adds to the C library's contracts on purpose: Frama-C
    // merges them, whichever comes first.
    let header = format!("(old location: {}/mpi.h:", t.header_dir.path().display());
    let merged = |m: &str| {
        (m.starts_with("found two contracts ")
            || m.starts_with("found two different terminates clauses "))
            && (m.contains(&header) || m.contains("(old location: FRAMAC_SHARE/libc/"))
    };
    events
        .iter()
        .filter_map(|e| match e {
            // `-wp-frama-c-stdlib-terminate` (vmfc's option: the C
            // library functions vmfc lets a verified function call all
            // return) makes Frama-C's own library contracts terminate, and
            // says so for each one called.
            Event::Warning {
                file: Some(f),
                message,
                ..
            } if f.starts_with("FRAMAC_SHARE/libc/")
                && message.starts_with("Missing terminates clause for ") =>
            {
                None
            }
            // Nothing calls `main`: its callers' assumptions do not matter;
            // MPI_Init's assigns are its behaviors', and the math
            // functions' default assigns are what the header means.
            // Wp's separation hypotheses of a function with pointer
            // parameters (vmfc's state is C, so they name it): vmfc proves
            // them at every call (`-wp-check-memory-model`, goals
            // `memory_model`), so they are not assumptions.
            Event::Warning { message, .. }
                if message.starts_with("Memory model hypotheses for function ")
                    || message.starts_with("No 'assigns' specification for function 'main'")
                    || merged(message)
                    || message.starts_with(
                        "No code nor explicit assigns clause for function MPI_Init,",
                    )
                    || message.starts_with(
                        "No code nor implicit assigns clause for function MPI_Init,",
                    )
                    || crate::header::MATH.iter().any(|f| {
                        message.starts_with(&format!(
                            "No code nor implicit assigns clause for function {f}, "
                        ))
                    }) =>
            {
                None
            }
            Event::Warning {
                file,
                line,
                message,
            } => {
                let origin = match (file, line) {
                    (Some(f), Some(l)) if f.ends_with(vm_name) => {
                        t.output.map.origin(*l).map(|o| (o.line, o.col))
                    }
                    _ => None,
                };
                let (line, col) = origin.unwrap_or((1, 1));
                Some(cache::ToolWarning {
                    line,
                    col,
                    message: message.clone(),
                })
            }
            _ => None,
        })
        .collect()
}

/// Frama-C rejected the program: at the user's line when the error is in
/// the user's text, as a tool failure when it is in code vmfc generated.
pub(super) fn kernel_errors(
    t: &pipeline::Transformed,
    errors: &[&Event],
    vm_name: &str,
) -> Failure {
    let file = &t.frontend.file;
    let mut diags = Vec::new();
    for e in errors {
        let Event::KernelError {
            file: f,
            line,
            message,
        } = e
        else {
            continue;
        };
        let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
        match (f, line) {
            (Some(f), Some(l)) if f.ends_with(vm_name) => match t.output.map.origin(*l) {
                // Generated from the user's annotation text (a region
                // definition vmfc declares at file scope): the user's error.
                Some(o) if o.generated && annotation_at(t, o.line, o.col).is_some() => {
                    let at = file.offset_at(o.line, o.col);
                    diags.push(
                        Diagnostic::error(
                            at..file.line_span(o.line).end,
                            format!(
                                "Frama-C rejects this annotation as vmfc uses it: {}",
                                message.replace("VM_opaque_", "")
                            ),
                        )
                        .with_note(if annotation_at(t, o.line, o.col).is_some_and(|a| {
                            // An `mpi` annotation: a region's definitions.
                            a.trim_start_matches(['/', '*', '@', ' ', '\n', '\t']).starts_with("mpi")
                        }) {
                            "vmfc copies this text into the code it gives Frama-C (a region definition becomes an ACSL logic function at file scope), so it must be well-formed ACSL: a definition's body is a term, and a predicate (`\\exists ...`, a user `predicate`) may not be the condition of a term's `?:` (define a logic function with an integer result instead). If the text is well-formed ACSL, this is a bug in vmfc"
                        } else {
                            // Hunt 111: a loop invariant naming a variable
                            // of the loop's body, pasted from a suggestion.
                            "vmfc copies this annotation into the code it gives Frama-C, which reads it where you wrote it: each name must be declared there (a loop's annotation sees the variables declared before the loop, not those of its body), and the text well-formed ACSL. If it is, this is a bug in vmfc"
                        }),
                    )
                }
                Some(o) if o.generated => {
                    return Failure::Tool(format!(
                        "Frama-C rejected code generated by vmfc (for {}:{}:{}): {message}; this is a bug in vmfc",
                        file.name(),
                        o.line,
                        o.col
                    ))
                }
                Some(o) => diags.push(Diagnostic::error(
                    file.offset_at(o.line, o.col)..file.line_span(o.line).end,
                    format!("Frama-C: {message}"),
                )),
                None => diags.push(Diagnostic::error(0..0, format!("Frama-C: {message}"))),
            },
            (Some(f), Some(l)) => diags.push(Diagnostic::error(
                0..0,
                format!("Frama-C, in {f}:{l}: {message}"),
            )),
            // No position: Frama-C itself failed (preprocessor, prover setup ...).
            _ => return Failure::Tool(format!("Frama-C failed: {message}")),
        }
    }
    Failure::Input {
        diagnostics: diags,
        files: vec![file.clone()],
    }
}

/// The text of the user's annotation that `line:col` lies in, if any.
fn annotation_at(t: &pipeline::Transformed, line: usize, col: usize) -> Option<&str> {
    let at = t.frontend.file.offset_at(line, col);
    (t.frontend.comments.iter())
        .find(|c| c.span.contains(&at))
        .map(|c| &t.frontend.file.text[c.span.clone()])
}

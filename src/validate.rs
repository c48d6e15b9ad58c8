//! The generated program as the compiler reads it: vmfc preprocesses its
//! own output and checks that every rewrite reached the code. vmfc edits
//! the file's text, placing each rewrite through a map from preprocessed
//! tokens back to written ones (`cfront::ppmap`); a macro that drops,
//! repeats or moves what it is given could leave a rewrite where the
//! compiler never sees it and the operation it was for unchecked (hunts
//! 112 to 118). Whatever the way, the outcome shows here, and is an error:
//! - each generated check is read as many times as vmfc wrote it (a
//!   dropped macro argument takes the checks vmfc put in it along), and
//!   so is each call of the header's checked operations (`VM_rem_int`),
//!   by the compiler and by Frama-C, which preprocesses with its own C
//!   library (hunt 120);
//! - no remainder (under `--model real`, no floating-point division) that
//!   a verified function evaluates is left as written;
//! - no call of MPI's point-to-point or collective functions is left in a
//!   verified collective function: each became vmfc's block;
//! - each call of a collective function there comes right after vmfc's
//!   `VM_regionCount++;`, after the checks of the call.

mod scan;

use crate::cfront::model::CProgram;
use crate::cfront::preprocess::PpOptions;
use crate::diag::Diagnostic;
use crate::error::Failure;
use crate::pipeline::Job;
use crate::source::SourceFile;
use crate::transform::Output;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

const NOTE: &str = "vmfc rewrites the program in its text; a macro of the file that drops, repeats or moves the text it is given (its arguments, or what follows it) can take vmfc's rewrite away from the code it is for, which the compiler would then run unchecked: write this code without such macros";

/// Check `out`, the transformation of `file` (`job.input`), as the
/// preprocessor `pp` gives it to the compiler, and as Frama-C's
/// preprocessing gives it to Frama-C (with its own C library).
pub(crate) fn check(
    file: &SourceFile,
    out: &Output,
    pp: &PpOptions,
    job: &Job,
) -> Result<(), Failure> {
    let tool = |what: String| Failure::Tool(format!("checking vmfc's output: {what}"));
    let dir = tempfile::Builder::new()
        .prefix("vmfc-validate-")
        .tempdir()
        .map_err(|e| tool(format!("cannot create a directory: {e}")))?;
    let stem = job
        .input
        .file_stem()
        .map_or("input".into(), |s| s.to_string_lossy().into_owned());
    let path = dir.path().join(format!("{stem}-vm.c"));
    let input_dir = job.input.parent().filter(|p| !p.as_os_str().is_empty());
    let input_dir = std::path::absolute(input_dir.unwrap_or(Path::new(".")))
        .map_err(|e| tool(format!("cannot find the program's directory: {e}")))?;
    let text = crate::verify::includes::anchor_quoted_includes(&out.text, &input_dir);
    std::fs::write(&path, text)
        .map_err(|e| tool(format!("cannot write {}: {e}", path.display())))?;
    let input_error = |d: Diagnostic| Failure::Input {
        diagnostics: vec![d],
        files: vec![file.clone()],
    };
    let main = path.to_string_lossy();
    let mut build = Command::new(&pp.cpp);
    build.args(["-E", "-C"]);
    pp.search_args(&mut build);
    // Frama-C's view, side by side: if its preprocessing fails, so does
    // Frama-C's run.
    let (run, framac) = std::thread::scope(|s| {
        let framac = s.spawn(|| {
            crate::cfront::framac_view::command(pp, &["-C"])
                .and_then(|mut c| c.arg(&path).output().ok())
                .filter(|o| o.status.success())
        });
        let run = build.arg(&path).output();
        (
            run,
            framac
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
        )
    });
    let run = run.map_err(|e| tool(format!("cannot run `{}`: {e}", pp.cpp)))?;
    if !run.status.success() {
        let why = String::from_utf8_lossy(&run.stderr).trim_end().to_string();
        return Err(input_error(
            Diagnostic::error(0..0, "the program vmfc generated does not preprocess")
                .with_note(format!("{why}\n{NOTE}")),
        ));
    }
    let s = scan::scan(&String::from_utf8_lossy(&run.stdout), Some(&main));
    let written = scan::scan(&out.text, None);
    let mut diags = survivors(file, out, &written, &s, "the compiler");
    if let Some(o) = framac {
        let f = scan::scan(&String::from_utf8_lossy(&o.stdout), Some(&main));
        diags.extend(survivors(file, out, &written, &f, "Frama-C"));
    }
    let mut cfg = lang_c::driver::Config::with_gcc();
    cfg.flavor = lang_c::driver::Flavor::GnuC11;
    let code = s.code.clone();
    let parsed = std::panic::catch_unwind(|| lang_c::driver::parse_preprocessed(&cfg, code));
    let unit = match parsed {
        Ok(Ok(p)) => p.unit,
        Ok(Err(e)) => {
            let at = place(file, out, &s, e.offset, 0..0);
            return Err(input_error(
                Diagnostic::error(
                    at,
                    "the program vmfc generated, preprocessed, is not C vmfc can read",
                )
                .with_note(NOTE),
            ));
        }
        Err(_) => {
            return Err(tool(
                "the C parser failed on vmfc's output (lang-c panicked)".into(),
            ))
        }
    };
    let prog = crate::cfront::collect::collect(&unit);
    code_checks(file, out, job, &s, &prog, &mut diags);
    if diags.is_empty() {
        return Ok(());
    }
    diags.sort_by_key(|d| (d.span.start, d.message.clone()));
    diags.dedup_by(|a, b| a.span == b.span && a.message == b.message);
    Err(Failure::Input {
        diagnostics: diags,
        files: vec![file.clone()],
    })
}

/// An error for each generated check that `view` (the compiler, Frama-C)
/// reads another number of times than vmfc wrote it, and one for the
/// calls of the header's checked operations (`VM_rem_int` ...) when
/// their number differs.
fn survivors(
    file: &SourceFile,
    out: &Output,
    written: &scan::Scanned,
    read: &scan::Scanned,
    view: &str,
) -> Vec<Diagnostic> {
    let names: Vec<String> = out.checks.iter().map(|c| c.label.to_string()).collect();
    let wanted: BTreeSet<&str> = names.iter().map(String::as_str).collect();
    let (w, r) = (
        scan::label_counts(&written.annotations, &wanted),
        scan::label_counts(&read.annotations, &wanted),
    );
    let mut diags = Vec::new();
    for (c, name) in out.checks.iter().zip(&names) {
        let count = |m: &std::collections::BTreeMap<&str, usize>| {
            m.get(name.as_str()).copied().unwrap_or(0)
        };
        let (w, r) = (count(&w), count(&r));
        if w == r {
            continue;
        }
        let at = file.offset_at(c.label.line, c.label.col);
        let how = if r < w { "drops" } else { "repeats" };
        diags.push(
            Diagnostic::error(
                at..at + 1,
                format!("a macro {how} vmfc's check `{name}` ({}): {view} reads it {r} times, vmfc wrote it {w}", c.message),
            )
            .with_note(NOTE),
        );
    }
    let (w, r) = (written.checked_operations(), read.checked_operations());
    if w.len() != r.len() {
        // The first place where the two differ.
        let k = w
            .iter()
            .zip(&r)
            .position(|(a, b)| a.1 != b.1)
            .unwrap_or(w.len().min(r.len()));
        let at = w.get(k).or(w.last()).map_or(0..0, |(off, _)| {
            let line = written.main_line(*off).unwrap_or(1);
            out.map.origin(line).map_or(0..0, |o| {
                let at = file.offset_at(o.line, o.col);
                at..at + 1
            })
        });
        diags.push(
            Diagnostic::error(
                at,
                format!("{view} reads {} of the operations vmfc checks (remainders, divisions), vmfc wrote {}", r.len(), w.len()),
            )
            .with_note(NOTE),
        );
    }
    diags
}

/// The checks of the generated code of the verified functions.
fn code_checks(
    file: &SourceFile,
    out: &Output,
    job: &Job,
    s: &scan::Scanned,
    prog: &CProgram,
    diags: &mut Vec<Diagnostic>,
) {
    let verified = |n: &str| {
        out.functions.iter().any(|f| {
            f.name == n && f.has_body && f.has_contract && !job.skip.iter().any(|k| k == n)
        })
    };
    let collective = |n: &str| out.functions.iter().any(|f| f.name == n && f.collective);
    for f in &prog.functions {
        let Some(body) = &f.body else { continue };
        if !verified(&f.name) {
            continue;
        }
        let fallback = out
            .functions
            .iter()
            .find(|g| g.name == f.name)
            .map_or(0..0, |g| file.line_span(g.line));
        let at = |pp: usize| place(file, out, s, pp, fallback.clone());
        for r in body.rems.iter().filter(|r| job.real_floats || !r.division) {
            let what = if r.division {
                "floating-point division"
            } else {
                "remainder"
            };
            diags.push(
                Diagnostic::error(
                    at(r.pp_op.0),
                    format!("in `{}`, the compiler reads a {what} that vmfc did not rewrite into its checked form", f.name),
                )
                .with_note(NOTE),
            );
        }
        if !collective(&f.name) {
            continue;
        }
        for c in &body.calls {
            let mpi = crate::mpi::Comm::from_name(&c.callee).is_some()
                || crate::mpi::Coll::from_name(&c.callee).is_some();
            if mpi {
                diags.push(
                    Diagnostic::error(
                        at(c.pp_callee),
                        format!(
                            "in `{}`, the compiler reads a call of `{}` that vmfc did not rewrite",
                            f.name, c.callee
                        ),
                    )
                    .with_note(NOTE),
                );
            } else if collective(&c.callee) && !after_count(&s.code[..c.pp_stmt.0]) {
                diags.push(
                    Diagnostic::error(
                        at(c.pp_callee),
                        format!("in `{}`, the compiler reads a call of the collective `{}` without vmfc's checks of the call before it", f.name, c.callee),
                    )
                    .with_note(NOTE),
                );
            }
        }
    }
}

/// Whether `code` ends with `VM_regionCount ++ ;` (spaces aside).
fn after_count(code: &str) -> bool {
    let rest = code.trim_end();
    let Some(rest) = rest.strip_suffix(';') else {
        return false;
    };
    let Some(rest) = rest.trim_end().strip_suffix("++") else {
        return false;
    };
    let Some(rest) = rest.trim_end().strip_suffix("VM_regionCount") else {
        return false;
    };
    !rest.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
}

/// The place in the user's file of the generated code at `pp` (the
/// preprocessed output's offset); `fallback` when it is not known.
fn place(
    file: &SourceFile,
    out: &Output,
    s: &scan::Scanned,
    pp: usize,
    fallback: crate::source::Span,
) -> crate::source::Span {
    let origin = s.main_line(pp).and_then(|l| out.map.origin(l));
    match origin {
        Some(o) => {
            let at = file.offset_at(o.line, o.col);
            at..at + 1
        }
        None => fallback,
    }
}

#[cfg(test)]
mod tests;

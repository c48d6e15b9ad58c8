//! One Frama-C run on the functions and lemmas that need proving: the work
//! directory and Frama-C's spec, each goal reported as it settles (and the
//! run stopped there under `--fail-fast`), then one result per goal from
//! Wp's output, placed in the user's file with Frama-C's property table.

use super::framac::Step;
use super::goals::{self, Goal};
use super::in_header::HeaderPlaces;
use super::kinds::GoalKind;
use super::locate::{self, Locator};
use super::messages::{kernel_errors, warnings};
use super::process;
use super::wp_output::Event;
use super::{cache, toolchain, Failure, Options, Progress};
use crate::pipeline::{self, Job};
use settle::Settle;
use spec::{absolute, spec};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What to prove, and with what.
pub(super) struct Request<'a> {
    pub t: &'a pipeline::Transformed,
    pub tools: &'a toolchain::Toolchain,
    pub job: &'a Job,
    pub opts: &'a Options,
    pub provers: &'a [String],
    pub functions: &'a [String],
    /// The user's lemmas and vmfc's frame lemmas.
    pub lemmas: (Vec<String>, Vec<String>),
    /// Original line of each function's name.
    pub function_lines: &'a HashMap<String, usize>,
    /// When `--time-limit` runs out, counted from the start of `verify`
    /// (the transformation and Frama-C's printing spend it too).
    pub deadline: Option<Instant>,
}

/// What one Frama-C run gave.
pub(super) struct Proved {
    pub goals: Vec<Goal>,
    pub warnings: Vec<cache::ToolWarning>,
    /// Stopped at the first failure (`fail_fast`).
    pub stopped: bool,
}

/// Run Frama-C on the functions and lemmas that need proving.
pub(super) fn prove(r: &Request, progress: &mut dyn FnMut(Progress)) -> Result<Proved, Failure> {
    let work = tempfile::Builder::new()
        .prefix("vmfc-verify-")
        .tempdir()
        .map_err(|e| Failure::Tool(format!("cannot create a work directory: {e}")))?;
    let stem = r
        .job
        .input
        .file_stem()
        .map_or("input".into(), |s| s.to_string_lossy().into_owned());
    let vm_name = format!("{stem}-vm.c");
    let vm_file = work.path().join(&vm_name);
    let text = super::includes::anchor_quoted_includes(&r.t.output.text, &input_dir(r.job));
    std::fs::write(&vm_file, text)
        .map_err(|e| Failure::Tool(format!("cannot write {}: {e}", vm_file.display())))?;
    let mut spec = spec(r, vm_file, work.path());
    let steps = spec.steps();
    let early = locator(r, &[]).with_headers(header_places(r, &[]));
    let mut settle = Settle::new(&steps, &early, r.opts.fail_fast);
    // The checks of the program as Frama-C read it, before any proof; if
    // Frama-C cannot read it, the run below says why.
    let left = || (r.deadline).map(|d| d.saturating_duration_since(Instant::now()));
    let printed = process::print(r.tools, &spec, left().unwrap_or(Duration::from_secs(600)));
    if let Ok(text) = &printed {
        if !super::normalized::marked(text) {
            return Err(Failure::Tool(
                "Frama-C printed the program without its variables' identities (`-kernel-msg-key printer:vid`)".into(),
            ));
        }
        let mut found = super::normalized::check(text);
        // With `--allow-assumptions`, the contracts a warning named.
        if r.job.allow_assumptions {
            let said = &r.t.output.assumed_ghost_contracts;
            (found.errors).retain(|f| !matches!(&f.what, super::normalized::Kind::GhostContractNoBody(n) if said.contains(n)));
        }
        if !found.errors.is_empty() {
            let failure =
                super::normalized::failure(&found.errors, &r.t.frontend, r.function_lines);
            return Err(failure);
        }
        let (opaque, free) = (&r.t.output.opaque_logic, &r.t.output.memory_free_logic);
        if let Some(f) =
            super::normalized::unseen_symbols(&found.symbols, opaque, free, &r.t.frontend)
        {
            return Err(f);
        }
        super::normalized::demoted_checks(r.t, text)?;
        super::normalized::unseen_contracts(&found.contracted, r.t, r.function_lines)?;
        // Ghost globals vmfc's reading of the source missed (a declaration
        // with an attribute, `ghost` spelled by a macro): kept in memory too.
        for g in found.ghost_globals {
            if !spec.alias_vars.contains(&g) {
                spec.alias_vars.push(g);
            }
        }
    }
    let run = process::run(r.tools, &spec, left(), |e| {
        settle.event(e, progress)
    })
    .map_err(|e| match (e, r.opts.time_limit) {
        (process::RunError::TimeLimit, Some(l)) => Failure::Tool(format!(
            "the run exceeded the time limit of {} s (--time-limit); Frama-C and the provers were stopped",
            l.as_secs()
        )),
        (e, _) => Failure::Tool(e.to_string()),
    })?;
    check_complete(r.t, &run, &steps, &vm_name)?;
    printed
        .map_err(|e| Failure::Tool(format!("Frama-C did not print the program it read ({e})")))?;
    let results = settle.results(run.stopped)?;
    let csv_text = std::fs::read_to_string(&spec.csv).unwrap_or_default();
    let csv = goals::parse_csv(&csv_text, &vm_name);
    let headers: Vec<&Path> =
        r.t.frontend
            .headers
            .iter()
            .map(|h| h.file.path.as_path())
            .collect();
    let header_rows = goals::parse_header_rows(&csv_text, &headers);
    let locator = locator(r, &csv).with_headers(header_places(r, &header_rows));
    let goals: Vec<Goal> = results
        .into_iter()
        .map(|(id, (status, attempts, pass))| locator.goal(&id, status, attempts, pass))
        .collect();
    // Every goal must belong to a requested function or be a lemma.
    if let Some(g) = goals
        .iter()
        .find(|g| g.function.is_none() && !matches!(g.kind, GoalKind::Lemma | GoalKind::Vm(..)))
    {
        return Err(Failure::Tool(format!(
            "Wp reported goal {} that belongs to no requested function or lemma",
            g.id
        )));
    }
    // Every lemma asked for must come back: a name Wp does not know
    // proves nothing, and Wp would use the lemma it stands for anyway.
    if !run.stopped {
        let prefix = locate::goal_prefix(r.opts.model_real);
        let missing = (r.lemmas.0.iter().chain(&r.lemmas.1))
            .find(|l| !goals.iter().any(|g| locate::names_lemma(prefix, &g.id, l)));
        if let Some(l) = missing {
            return Err(Failure::Tool(format!(
                "Wp reported no goal for the lemma `{l}`: it was not proved"
            )));
        }
    }
    Ok(Proved {
        goals,
        warnings: warnings(r.t, &run.events, &vm_name),
        stopped: run.stopped,
    })
}

/// The directory of the user's program.
fn input_dir(job: &crate::pipeline::Job) -> PathBuf {
    absolute(
        job.input
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new(".")),
    )
}

fn header_places<'a>(r: &'a Request, rows: &'a [(usize, goals::CsvRow)]) -> HeaderPlaces<'a> {
    let fe = &r.t.frontend;
    let functions = fe
        .other_definitions()
        .iter()
        .filter(|d| d.file > 0)
        .map(|d| {
            (
                d.name.clone(),
                (d.file - 1, fe.headers[d.file - 1].file.line_of(d.at)),
            )
        })
        .collect();
    HeaderPlaces {
        files: fe.headers.iter().map(|h| &h.file).collect(),
        functions,
        rows,
    }
}

/// Places goals in the user's file; `csv` is Frama-C's property table
/// (empty while the run goes: it is written at the end).
fn locator<'a>(r: &'a Request, csv: &'a [goals::CsvRow]) -> Locator<'a> {
    Locator::new(
        locate::goal_prefix(r.opts.model_real),
        r.functions,
        &r.t.output.checks,
        &r.t.output.user_names,
        &r.t.output.label_lines,
        csv,
        &r.t.output.map,
        r.function_lines,
        &r.t.output.text,
    )
    .with_source(&r.t.frontend.file.text)
}

/// Frama-C rejected the program, or did not run every step.
fn check_complete(
    t: &pipeline::Transformed,
    run: &process::Finished,
    steps: &[Step],
    vm_name: &str,
) -> Result<(), Failure> {
    // Warnings that are errors for vmfc: a measure with a relation of its
    // own, taken to be well founded on trust, whatever vmfc's own reading
    // of the text saw (hunt 56: `decreases \let y = 0; n + y for R` hid
    // the relation from `rules::custom_measures`); a call of a function
    // never declared (C99 forbids it; hunt 58 met one as failed goals); a
    // compiler built-in Frama-C's machine model does not have, which it
    // types otherwise than GCC (hunt 149: `sizeof(__builtin_expect(1, 1))`
    // is 4 in the proof and 8 in the build, `__builtin_fabs` an implicit
    // `int`), wherever it is (vmfc's own rule sees the bodies of verified
    // functions only).
    const ERRORS: [(&str, &str); 3] = [
        ("relation must be well-founded", "Frama-C assumes it; vmfc accepts integer measures only"),
        ("Calling undeclared function", "C99 requires a declaration: include its header or declare it; a misspelled macro is read as such a call"),
        ("is a compiler builtin, only allowed for GCC-based machdeps", "Frama-C types it otherwise than GCC (its size, its value): write what it computes without the built-in"),
    ];
    let promoted: Vec<Event> = (run.events.iter())
        .filter_map(|e| match e {
            Event::Warning {
                file,
                line,
                message,
            } => (ERRORS.iter().find(|(w, _)| message.contains(w))).map(|(_, why)| {
                Event::KernelError {
                    file: file.clone(),
                    line: *line,
                    message: format!("{message} ({why})"),
                }
            }),
            _ => None,
        })
        .collect();
    let kernel: Vec<&Event> = (run.events.iter())
        .filter(|e| matches!(e, Event::KernelError { .. }))
        .chain(&promoted)
        .collect();
    if !kernel.is_empty() {
        return Err(kernel_errors(t, &kernel, vm_name));
    }
    let started = run
        .events
        .iter()
        .filter(|e| matches!(e, Event::Step))
        .count();
    if run.stopped || (run.success && started == steps.len()) {
        return Ok(());
    }
    let lines: Vec<&str> = run.stdout.lines().chain(run.stderr.lines()).collect();
    let tail = &lines[lines.len().saturating_sub(12)..];
    Err(Failure::Tool(format!(
        "Frama-C did not complete (exit status {}, {started} of {} steps run); no usable report. Last lines:\n{}",
        run.code.map_or("killed".into(), |c| c.to_string()),
        steps.len(),
        tail.join("\n")
    )))
}

mod settle;
mod spec;
mod split;
#[cfg(test)]
mod tests;

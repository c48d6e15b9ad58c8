//! Verification: transform, run Frama-C/Wp with the provers on the result,
//! and collect one record per goal, mapped back to the user's source.
//! Results come from vmfc's cache when nothing a function depends on changed.

pub mod cache;
pub mod framac;
pub mod goals;
pub mod select;
pub mod smtfilter;
pub mod toolchain;
pub mod wp_output;

use crate::diag::Diagnostic;
use crate::pipeline::{self, Job};
use crate::source::SourceFile;
use goals::{Goal, Locator};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use wp_output::{Event, Status};

/// How to verify.
#[derive(Debug, Clone)]
pub struct Options {
    /// Per-goal prover timeout (seconds).
    pub timeout: u32,
    /// Goals proved in parallel.
    pub jobs: usize,
    /// Why3 prover shortcuts (empty: z3 and cvc5, and alt-ergo when present).
    pub provers: Vec<String>,
    pub model_real: bool,
    /// Only these functions (lemmas are always proved).
    pub fct: Vec<String>,
    /// Only these properties (Wp names, vmfc labels or `@category`s): a
    /// partial run, never cached.
    pub props: Vec<String>,
    pub no_cache: bool,
    /// Retry unproved goals with context filtering and a longer timeout.
    pub retry: bool,
    pub wp_args: Vec<String>,
    /// Wall-clock limit on the whole run.
    pub time_limit: Option<Duration>,
    /// Stop at the first goal that is final and not proved (a partial
    /// run, never cached).
    pub fail_fast: bool,
    /// The `vmfc` executable used as the context-filtering prover wrapper
    /// (default: the running executable; set it when calling the library
    /// from another program).
    pub vmfc_exe: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            timeout: 10,
            jobs: std::thread::available_parallelism().map_or(2, |n| n.get()),
            provers: Vec::new(),
            model_real: false,
            fct: Vec::new(),
            props: Vec::new(),
            no_cache: false,
            retry: true,
            wp_args: Vec::new(),
            time_limit: Some(Duration::from_secs(3600)),
            fail_fast: false,
            vmfc_exe: None,
        }
    }
}

/// The result of a run that went to the end.
#[derive(Debug)]
pub struct Outcome {
    pub file: SourceFile,
    pub goals: Vec<Goal>,
    /// Verified functions, in file order.
    pub functions: Vec<String>,
    pub lemmas: Vec<String>,
    /// Functions whose results were replayed from the cache.
    pub replayed: Vec<String>,
    /// The lemmas' results were replayed from the cache.
    pub lemmas_replayed: bool,
    /// A partial run: only these properties were proved (`--prop`).
    pub only: Vec<String>,
    pub warnings: Vec<Diagnostic>,
    pub seconds: f64,
    /// `--fail-fast` stopped the run at a goal not proved: `goals` holds
    /// only the goals settled by then.
    pub stopped: bool,
}

/// What a run reports while it goes.
#[derive(Debug)]
pub enum Progress<'a> {
    /// Wp scheduled this many goals (the retry pass's goals are the first
    /// pass's failures, not counted again).
    Scheduled(usize),
    /// A goal's result is final. It is located from vmfc's own records
    /// only: goals placed by Frama-C's property table (run-time checks,
    /// `assigns`, call preconditions) are at their function's line until
    /// the report.
    Settled(&'a Goal),
    /// The first pass did not prove this goal; the retry pass will try.
    Retrying(&'a Goal),
}

impl Outcome {
    pub fn proved(&self) -> usize {
        self.goals.iter().filter(|g| g.proved()).count()
    }

    /// All goals proved, and there was at least one.
    pub fn success(&self) -> bool {
        !self.goals.is_empty() && self.proved() == self.goals.len()
    }
}

pub use crate::error::Failure;

/// Verify `job.input`; `progress` sees Wp's events as they arrive.
pub fn verify(
    job: &Job,
    opts: &Options,
    progress: &mut dyn FnMut(Progress),
) -> Result<Outcome, Failure> {
    let start = Instant::now();
    let job = Job {
        name_properties: true,
        ..job.clone()
    };
    let t = pipeline::transform(&job)?;
    let tools =
        toolchain::prepare(opts.vmfc_exe.as_deref()).map_err(|e| Failure::Tool(e.to_string()))?;
    let headers: Vec<String> = t
        .frontend
        .user_headers
        .iter()
        .filter_map(|h| std::fs::read_to_string(h).ok())
        .collect();
    let sel = select::select(&t, &headers, &job, &opts.fct)?;
    let function_lines: HashMap<String, usize> = t
        .output
        .functions
        .iter()
        .map(|f| (f.name.clone(), f.line))
        .collect();

    // The cache: replay what did not change.
    if let Some(p) = opts
        .provers
        .iter()
        .find(|p| !tools.known_provers.contains(p))
    {
        return Err(Failure::Usage(format!(
            "unknown prover `{p}`: the provers vmfc can run here are {}",
            tools.known_provers.join(", ")
        )));
    }
    let provers = if opts.provers.is_empty() {
        tools.provers.clone()
    } else {
        opts.provers.clone()
    };
    let context = format!(
        "{}\n{:?}\n{:?}\n{}\n{}\n{}\n{:?}\n{:?}\n{}\n{}",
        tools.fingerprint,
        provers,
        opts.wp_args,
        opts.timeout,
        opts.model_real,
        opts.retry,
        job.defines,
        job.include_dirs,
        crate::header::MPI_H,
        headers.join("\n")
    );
    let cache = cache::Cache::new(&toolchain::cache_dir().join("results"));
    // A partial run (`props`) neither replays nor stores results.
    let caching = !opts.no_cache && opts.props.is_empty();
    let mut stopped = false;
    // The generated declarations (definitions and their frame lemmas) come
    // from function bodies: the lemmas' key covers them.
    let keys = cache::keys(
        &t.frontend.file.text,
        &t.frontend.body_spans(),
        &sel.functions,
        &context,
        &t.output.globals,
    );
    let mut goals: Vec<Goal> = Vec::new();
    let mut tool_warnings: Vec<cache::ToolWarning> = Vec::new();
    let mut replayed = Vec::new();
    let mut lemmas_replayed = false;
    let mut to_run = Vec::new();
    for f in &sel.functions {
        let base = function_lines.get(f).copied().unwrap_or(0);
        match caching
            .then(|| cache.get(&keys.functions[f], base))
            .flatten()
        {
            Some((g, w)) => {
                goals.extend(g);
                tool_warnings.extend(w);
                replayed.push(f.clone());
            }
            None => to_run.push(f.clone()),
        }
    }
    let mut lemmas_to_run = false;
    let frame_lemmas = t.output.lemmas();
    let mut all_lemmas = sel.lemmas.clone();
    all_lemmas.extend(frame_lemmas.iter().cloned());
    let selected = |l: &String| opts.props.is_empty() || opts.props.contains(l);
    all_lemmas.retain(selected);
    if !all_lemmas.is_empty() {
        match caching.then(|| cache.get(&keys.lemmas, 0)).flatten() {
            Some((g, w)) => {
                goals.extend(g);
                tool_warnings.extend(w);
                lemmas_replayed = true;
            }
            None => lemmas_to_run = true,
        }
    }

    if !to_run.is_empty() || lemmas_to_run {
        let lemmas = if lemmas_to_run {
            (
                sel.lemmas.iter().filter(|l| selected(l)).cloned().collect(),
                frame_lemmas
                    .iter()
                    .filter(|l| selected(l))
                    .cloned()
                    .collect(),
            )
        } else {
            (Vec::new(), Vec::new())
        };
        let proved = prove(
            &t,
            &tools,
            &job,
            opts,
            &provers,
            &to_run,
            &lemmas,
            &function_lines,
            progress,
        )?;
        let (fresh, warned) = (proved.goals, proved.warnings);
        stopped = proved.stopped;
        // A run stopped early is incomplete: nothing of it is stored.
        if caching && !stopped {
            let mut by_fn: BTreeMap<Option<String>, Vec<Goal>> = BTreeMap::new();
            for f in &to_run {
                by_fn.entry(Some(f.clone())).or_default();
            }
            for g in &fresh {
                by_fn.entry(g.function.clone()).or_default().push(g.clone());
            }
            for (f, gs) in &by_fn {
                let (key, base) = match f {
                    Some(f) if keys.functions.contains_key(f) => (
                        &keys.functions[f],
                        function_lines.get(f).copied().unwrap_or(0),
                    ),
                    None if lemmas_to_run => (&keys.lemmas, 0),
                    _ => continue,
                };
                // A failure to cache is not a failure to verify.
                let _ = cache.put(key, base, gs, &warned);
            }
        }
        goals.extend(fresh);
        tool_warnings.extend(warned);
    }
    tool_warnings.sort_by(|a, b| (a.line, a.col, &a.message).cmp(&(b.line, b.col, &b.message)));
    tool_warnings.dedup();
    let mut warnings = t.output.warnings.clone();
    for w in &tool_warnings {
        let file = &t.frontend.file;
        let line = w.line.clamp(1, file.line_count());
        warnings.push(Diagnostic::warning(
            file.offset_at(line, w.col)..file.line_span(line).end,
            format!("Frama-C: {}", w.message),
        ));
    }
    // Cached goals: find their line in the current output again.
    for g in goals.iter_mut().filter(|g| g.vm_line.is_none()) {
        if let Some(label) = &g.label {
            g.vm_line = t.output.label_lines.get(label).copied();
        }
    }
    let order: HashMap<&String, usize> = sel
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f, i))
        .collect();
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
    Ok(Outcome {
        file: t.frontend.file.clone(),
        goals,
        functions: sel.functions,
        lemmas: all_lemmas,
        replayed,
        lemmas_replayed,
        only: opts.props.clone(),
        warnings,
        seconds: start.elapsed().as_secs_f64(),
        stopped,
    })
}

/// What one Frama-C run gave.
struct Proved {
    goals: Vec<Goal>,
    warnings: Vec<cache::ToolWarning>,
    /// Stopped at the first failure (`fail_fast`).
    stopped: bool,
}

/// Run Frama-C on the functions and lemmas that need proving.
#[allow(clippy::too_many_arguments)]
fn prove(
    t: &pipeline::Transformed,
    tools: &toolchain::Toolchain,
    job: &Job,
    opts: &Options,
    provers: &[String],
    functions: &[String],
    lemmas: &(Vec<String>, Vec<String>),
    function_lines: &HashMap<String, usize>,
    progress: &mut dyn FnMut(Progress),
) -> Result<Proved, Failure> {
    let work = tempfile::Builder::new()
        .prefix("vmfc-verify-")
        .tempdir()
        .map_err(|e| Failure::Tool(format!("cannot create a work directory: {e}")))?;
    let stem = job
        .input
        .file_stem()
        .map_or("input".into(), |s| s.to_string_lossy().into_owned());
    let vm_name = format!("{stem}-vm.c");
    let vm_file = work.path().join(&vm_name);
    std::fs::write(&vm_file, &t.output.text)
        .map_err(|e| Failure::Tool(format!("cannot write {}: {e}", vm_file.display())))?;
    let input_dir = absolute(
        job.input
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new(".")),
    );
    let mut cpp_args = vec![
        format!("-I{}", t.header_dir.path().display()),
        format!("-I{}", input_dir.display()),
    ];
    cpp_args.extend(
        job.include_dirs
            .iter()
            .map(|d| format!("-I{}", absolute(d).display())),
    );
    cpp_args.extend(job.defines.iter().map(|d| format!("-D{d}")));
    let spec = framac::Spec {
        vm_file: vm_file.clone(),
        cpp_args,
        model_real: opts.model_real,
        timeout: opts.timeout,
        jobs: opts.jobs.max(1),
        functions: functions.to_vec(),
        lemmas: lemmas.0.clone(),
        frame_lemmas: lemmas.1.clone(),
        smoke: t
            .output
            .checks
            .iter()
            .filter(|c| {
                c.label.kind.is_smoke()
                    && c.function.as_ref().is_some_and(|f| functions.contains(f))
            })
            .map(|c| c.label.to_string())
            .filter(|l| opts.props.is_empty() || opts.props.contains(l))
            .collect(),
        props: opts.props.clone(),
        smoke_timeout: 1,
        provers: provers.to_vec(),
        retry_provers: if opts.retry {
            retry_provers(&tools.filtered_provers, provers)
        } else {
            Vec::new()
        },
        retry_timeout: opts.timeout * 2,
        wp_cache: (!opts.no_cache).then(|| toolchain::cache_dir().join("wp")),
        wp_args: opts.wp_args.clone(),
        csv: work.path().join("properties.tsv"),
    };
    let prefix = if opts.model_real {
        "typed_real_"
    } else {
        "typed_"
    };
    let steps = spec.steps();
    // Goals are located as they settle from vmfc's records alone: Frama-C's
    // property table is written at the end.
    let early = Locator::new(
        prefix,
        functions,
        &t.output.checks,
        &t.output.user_names,
        &t.output.label_lines,
        &[],
        &t.output.map,
        function_lines,
        &t.output.text,
    );
    let mut settled: HashSet<String> = HashSet::new();
    let mut first_attempts: HashMap<String, (Status, Vec<wp_output::Attempt>)> = HashMap::new();
    let mut step_count = 0usize;
    let run = framac::run(tools, &spec, opts.time_limit, |e| {
        let at = step_count.saturating_sub(1);
        let pass = steps.get(at).map_or(framac::Pass::Main, |s| s.pass);
        match e {
            Event::Step => step_count += 1,
            Event::Scheduled(n) if pass != framac::Pass::Retry => progress(Progress::Scheduled(*n)),
            Event::Goal {
                id,
                status,
                attempts,
            } if !settled.contains(id) => {
                // The first pass's attempts, then this one's; filtered
                // provers that did not run leave the first pass's verdict.
                let (first, mut tried) = first_attempts.remove(id).unwrap_or((*status, Vec::new()));
                let status = if attempts.iter().all(wp_output::Attempt::not_run) {
                    first
                } else {
                    *status
                };
                tried.extend(attempts.iter().cloned());
                let g = early.goal(id, status, tried, 1 + u8::from(pass == framac::Pass::Retry));
                let lemma = g.function.is_none().then_some(g.label.as_deref()).flatten();
                if g.status != Status::Valid
                    && !g.kind.is_smoke()
                    && framac::retried(&steps, at, lemma)
                {
                    progress(Progress::Retrying(&g));
                    first_attempts.insert(id.clone(), (g.status, g.attempts));
                } else {
                    settled.insert(id.clone());
                    progress(Progress::Settled(&g));
                    if opts.fail_fast && !g.proved() {
                        return std::ops::ControlFlow::Break(());
                    }
                }
            }
            _ => {}
        }
        std::ops::ControlFlow::Continue(())
    })
    .map_err(|e| Failure::Tool(e.to_string()))?;

    // Frama-C's own errors, at the user's line.
    let kernel: Vec<&Event> = run
        .events
        .iter()
        .filter(|e| matches!(e, Event::KernelError { .. }))
        .collect();
    if !kernel.is_empty() {
        return Err(kernel_errors(t, &kernel, &vm_name));
    }
    let started = run
        .events
        .iter()
        .filter(|e| matches!(e, Event::Step))
        .count();
    if !run.stopped && (!run.success || started != steps.len()) {
        let tail: Vec<&str> = run
            .stdout
            .lines()
            .chain(run.stderr.lines())
            .rev()
            .take(12)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        return Err(Failure::Tool(format!(
            "Frama-C did not complete (exit status {}, {started} of {} steps run); no usable report. Last lines:\n{}",
            run.code.map_or("killed".into(), |c| c.to_string()),
            steps.len(),
            tail.join("\n")
        )));
    }
    // One result per goal; a retry only matters for goals still unproved.
    // Each `Step` event starts the next step of `steps`.
    let mut results: BTreeMap<String, (Status, Vec<wp_output::Attempt>, u8)> = BTreeMap::new();
    let mut pass = framac::Pass::Main;
    let mut step = 0usize;
    let mut first_ids: HashSet<String> = HashSet::new();
    let mut expected = 0usize;
    for e in &run.events {
        match e {
            Event::Step => {
                pass = steps[step.min(steps.len() - 1)].pass;
                step += 1;
            }
            Event::Summary { total, .. } if pass != framac::Pass::Retry => expected += total,
            Event::Goal {
                id,
                status,
                attempts,
            } => {
                if pass != framac::Pass::Retry {
                    first_ids.insert(id.clone());
                }
                let entry = results
                    .entry(id.clone())
                    .or_insert((*status, Vec::new(), 1));
                match pass {
                    framac::Pass::Retry if entry.0 != Status::Valid => {
                        if !attempts.iter().all(wp_output::Attempt::not_run) {
                            entry.0 = *status;
                        }
                        entry.2 = 2;
                        entry.1.extend(attempts.iter().cloned());
                    }
                    framac::Pass::Retry => {}
                    _ => {
                        entry.0 = *status;
                        entry.1.extend(attempts.iter().cloned());
                    }
                }
            }
            _ => {}
        }
    }
    if run.stopped {
        // Only what settled before the stop: a goal waiting for its retry
        // is not known to fail.
        results.retain(|id, _| settled.contains(id));
    } else if first_ids.len() != expected {
        return Err(Failure::Tool(format!(
            "Wp scheduled {expected} goals but vmfc read {} results from its output",
            first_ids.len()
        )));
    }
    let csv_text = std::fs::read_to_string(&spec.csv).unwrap_or_default();
    let csv = goals::parse_csv(&csv_text, &vm_name);
    let all_functions: Vec<String> = functions.to_vec();
    let locator = Locator::new(
        prefix,
        &all_functions,
        &t.output.checks,
        &t.output.user_names,
        &t.output.label_lines,
        &csv,
        &t.output.map,
        function_lines,
        &t.output.text,
    );
    let goals: Vec<Goal> = results
        .into_iter()
        .map(|(id, (status, attempts, pass))| locator.goal(&id, status, attempts, pass))
        .collect();
    // Every goal must belong to a requested function or be a lemma.
    if let Some(g) = goals.iter().find(|g| {
        g.function.is_none() && !matches!(g.kind, goals::GoalKind::Lemma | goals::GoalKind::Vm(..))
    }) {
        return Err(Failure::Tool(format!(
            "Wp reported goal {} that belongs to no requested function or lemma",
            g.id
        )));
    }
    // Frama-C's warnings, at the user's position (the function's when the
    // warning is about code vmfc generated or has no position).
    let warnings = run
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Warning {
                file,
                line,
                message,
            } => {
                let origin = match (file, line) {
                    (Some(f), Some(l)) if f.ends_with(&vm_name) => {
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
        .collect();
    Ok(Proved {
        goals,
        warnings,
        stopped: run.stopped,
    })
}

/// The context-filtered provers whose prover the first pass ran: a filtered
/// prover answers at once when its filter removes nothing (the first pass
/// tried that task), which is only right if the first pass really did.
fn retry_provers(filtered: &[String], first_pass: &[String]) -> Vec<String> {
    let base = |p: &str| match p.split('-').next().unwrap_or(p) {
        "z3t" => "z3".to_string(),
        b => b.to_string(),
    };
    let ran: HashSet<String> = first_pass.iter().map(|p| base(p)).collect();
    filtered
        .iter()
        .filter(|p| ran.contains(&base(p)))
        .cloned()
        .collect()
}

fn absolute(p: &Path) -> PathBuf {
    if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().map_or_else(|_| p.to_path_buf(), |d| d.join(p))
    }
}

/// Frama-C rejected the program: at the user's line when the error is in
/// the user's text, as a tool failure when it is in code vmfc generated.
fn kernel_errors(t: &pipeline::Transformed, errors: &[&Event], vm_name: &str) -> Failure {
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
                Some(o) if o.generated => {
                    return Failure::Tool(format!(
                        "Frama-C rejected code generated by vmfc (for {}:{}:{}): {message}",
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

#[cfg(test)]
mod tests {
    use super::retry_provers;

    #[test]
    fn the_retry_pass_filters_only_provers_the_first_pass_ran() {
        let filtered: Vec<String> = ["z3-nolemma", "z3-norec", "cvc5-norec"]
            .map(String::from)
            .to_vec();
        let all = retry_provers(&filtered, &["z3t".into(), "cvc5".into()]);
        assert_eq!(all, filtered);
        assert_eq!(
            retry_provers(&filtered, &["z3t".into()]),
            ["z3-nolemma", "z3-norec"]
        );
        assert_eq!(retry_provers(&filtered, &["cvc5".into()]), ["cvc5-norec"]);
        assert!(retry_provers(&filtered, &["alt-ergo".into()]).is_empty());
    }
}

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
    pub no_cache: bool,
    /// Retry unproved goals with context filtering and a longer timeout.
    pub retry: bool,
    pub wp_args: Vec<String>,
    /// Wall-clock limit on the whole run.
    pub time_limit: Option<Duration>,
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
            no_cache: false,
            retry: true,
            wp_args: Vec::new(),
            time_limit: Some(Duration::from_secs(3600)),
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
    /// Functions (and `<lemmas>`) whose results were replayed from the cache.
    pub replayed: Vec<String>,
    pub warnings: Vec<Diagnostic>,
    pub seconds: f64,
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

/// Why a run gave no verdict.
#[derive(Debug)]
pub enum Failure {
    /// The input has errors (exit code 1).
    Input { diagnostics: Vec<Diagnostic>, files: Vec<SourceFile> },
    /// A tool failed, or the run was stopped (exit code 2).
    Tool(String),
    /// Bad command-line choices (exit code 2).
    Usage(String),
}

impl From<pipeline::Failure> for Failure {
    fn from(f: pipeline::Failure) -> Self {
        match f {
            pipeline::Failure::Input { diagnostics, files } => Failure::Input { diagnostics, files },
            pipeline::Failure::Tool(t) => Failure::Tool(t),
        }
    }
}

/// Verify `job.input`; `progress` sees Wp's events as they arrive.
pub fn verify(job: &Job, opts: &Options, progress: &mut dyn FnMut(&Event)) -> Result<Outcome, Failure> {
    let start = Instant::now();
    let job = Job { name_properties: true, ..job.clone() };
    let t = pipeline::transform(&job)?;
    let tools = toolchain::prepare(opts.vmfc_exe.as_deref()).map_err(|e| Failure::Tool(e.to_string()))?;
    let headers: Vec<String> = t.frontend.user_headers.iter().filter_map(|h| std::fs::read_to_string(h).ok()).collect();
    let sel = select::select(&t, &headers, &job, &opts.fct)?;
    let function_lines: HashMap<String, usize> = t.output.functions.iter().map(|f| (f.name.clone(), f.line)).collect();

    // The cache: replay what did not change.
    let provers = if opts.provers.is_empty() { tools.provers.clone() } else { opts.provers.clone() };
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
    let keys = cache::keys(&t.frontend.file.text, &t.frontend.body_spans(), &sel.functions, &context);
    let mut goals: Vec<Goal> = Vec::new();
    let mut tool_warnings: Vec<cache::ToolWarning> = Vec::new();
    let mut replayed = Vec::new();
    let mut to_run = Vec::new();
    for f in &sel.functions {
        let base = function_lines.get(f).copied().unwrap_or(0);
        match (!opts.no_cache).then(|| cache.get(&keys.functions[f], base)).flatten() {
            Some((g, w)) => {
                goals.extend(g);
                tool_warnings.extend(w);
                replayed.push(f.clone());
            }
            None => to_run.push(f.clone()),
        }
    }
    let mut lemmas_to_run = Vec::new();
    if !sel.lemmas.is_empty() {
        match (!opts.no_cache).then(|| cache.get(&keys.lemmas, 0)).flatten() {
            Some((g, w)) => {
                goals.extend(g);
                tool_warnings.extend(w);
                replayed.push("<lemmas>".into());
            }
            None => lemmas_to_run = sel.lemmas.clone(),
        }
    }

    if !to_run.is_empty() || !lemmas_to_run.is_empty() {
        let (fresh, warned) = prove(&t, &tools, &job, opts, &provers, &to_run, &lemmas_to_run, &function_lines, progress)?;
        if !opts.no_cache {
            let mut by_fn: BTreeMap<Option<String>, Vec<Goal>> = BTreeMap::new();
            for f in &to_run {
                by_fn.entry(Some(f.clone())).or_default();
            }
            for g in &fresh {
                by_fn.entry(g.function.clone()).or_default().push(g.clone());
            }
            for (f, gs) in &by_fn {
                let (key, base) = match f {
                    Some(f) if keys.functions.contains_key(f) => (&keys.functions[f], function_lines.get(f).copied().unwrap_or(0)),
                    None if !lemmas_to_run.is_empty() => (&keys.lemmas, 0),
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
        warnings.push(Diagnostic::warning(file.offset_at(line, w.col)..file.line_span(line).end, format!("Frama-C: {}", w.message)));
    }
    // Cached goals: find their line in the current output again.
    for g in goals.iter_mut().filter(|g| g.vm_line.is_none()) {
        if let Some(label) = g.label.as_ref().filter(|l| l.starts_with("VM_")) {
            g.vm_line = goals::line_of(&t.output.text, &format!("{label}:"));
        }
    }
    let order: HashMap<&String, usize> = sel.functions.iter().enumerate().map(|(i, f)| (f, i)).collect();
    goals.sort_by(|a, b| {
        let key = |g: &Goal| (g.function.as_ref().and_then(|f| order.get(f)).copied().unwrap_or(usize::MAX), g.line, g.col, g.id.clone());
        key(a).cmp(&key(b))
    });
    Ok(Outcome {
        file: t.frontend.file.clone(),
        goals,
        functions: sel.functions,
        lemmas: sel.lemmas,
        replayed,
        warnings,
        seconds: start.elapsed().as_secs_f64(),
    })
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
    lemmas: &[String],
    function_lines: &HashMap<String, usize>,
    progress: &mut dyn FnMut(&Event),
) -> Result<(Vec<Goal>, Vec<cache::ToolWarning>), Failure> {
    let work = tempfile::Builder::new().prefix("vmfc-verify-").tempdir().map_err(|e| Failure::Tool(format!("cannot create a work directory: {e}")))?;
    let stem = job.input.file_stem().map_or("input".into(), |s| s.to_string_lossy().into_owned());
    let vm_name = format!("{stem}-vm.c");
    let vm_file = work.path().join(&vm_name);
    std::fs::write(&vm_file, &t.output.text).map_err(|e| Failure::Tool(format!("cannot write {}: {e}", vm_file.display())))?;
    let input_dir = absolute(job.input.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new(".")));
    let mut cpp_args = vec![format!("-I{}", t.header_dir.path().display()), format!("-I{}", input_dir.display())];
    cpp_args.extend(job.include_dirs.iter().map(|d| format!("-I{}", absolute(d).display())));
    cpp_args.extend(job.defines.iter().map(|d| format!("-D{d}")));
    let spec = framac::Spec {
        vm_file: vm_file.clone(),
        cpp_args,
        model_real: opts.model_real,
        timeout: opts.timeout,
        jobs: opts.jobs.max(1),
        functions: functions.to_vec(),
        lemmas: lemmas.to_vec(),
        provers: provers.to_vec(),
        retry_provers: if opts.retry { tools.filtered_provers.clone() } else { Vec::new() },
        retry_timeout: opts.timeout * 2,
        wp_cache: (!opts.no_cache).then(|| toolchain::cache_dir().join("wp")),
        wp_args: opts.wp_args.clone(),
        csv: work.path().join("properties.tsv"),
    };
    let run = framac::run(tools, &spec, opts.time_limit, |e| progress(e)).map_err(|e| Failure::Tool(e.to_string()))?;

    // Frama-C's own errors, at the user's line.
    let kernel: Vec<&Event> = run.events.iter().filter(|e| matches!(e, Event::KernelError { .. })).collect();
    if !kernel.is_empty() {
        return Err(kernel_errors(t, &kernel, &vm_name));
    }
    let steps_per_pass = usize::from(!functions.is_empty()) + usize::from(!lemmas.is_empty());
    let summaries: Vec<usize> = run.events.iter().filter_map(|e| if let Event::Summary { total, .. } = e { Some(*total) } else { None }).collect();
    if !run.success || summaries.len() < steps_per_pass {
        let tail: Vec<&str> = run.stdout.lines().chain(run.stderr.lines()).rev().take(12).collect::<Vec<_>>().into_iter().rev().collect();
        return Err(Failure::Tool(format!(
            "Frama-C did not complete (exit status {}); no usable report. Last lines:\n{}",
            run.code.map_or("killed".into(), |c| c.to_string()),
            tail.join("\n")
        )));
    }
    // One result per goal; later passes override earlier ones.
    let mut results: BTreeMap<String, (Status, Vec<wp_output::Attempt>, u8)> = BTreeMap::new();
    let mut step = 0usize;
    let mut first_pass_ids: HashSet<String> = HashSet::new();
    for e in &run.events {
        match e {
            Event::Summary { .. } => step += 1,
            Event::Goal { id, status, attempts } => {
                let pass = if step < steps_per_pass { 1 } else { 2 };
                if pass == 1 {
                    first_pass_ids.insert(id.clone());
                }
                let entry = results.entry(id.clone()).or_insert((*status, Vec::new(), pass));
                // A later pass only matters for goals still unproved.
                if pass == 2 && entry.0 != Status::Valid {
                    entry.0 = *status;
                    entry.2 = 2;
                    entry.1.extend(attempts.iter().cloned());
                } else if pass == 1 {
                    entry.1.extend(attempts.iter().cloned());
                }
            }
            _ => {}
        }
    }
    let expected: usize = summaries[..steps_per_pass].iter().sum();
    if first_pass_ids.len() != expected {
        return Err(Failure::Tool(format!("Wp scheduled {expected} goals but vmfc read {} results from its output", first_pass_ids.len())));
    }
    let csv_text = std::fs::read_to_string(&spec.csv).unwrap_or_default();
    let csv = goals::parse_csv(&csv_text, &vm_name);
    let checks: HashMap<String, crate::transform::Check> = t.output.checks.iter().map(|c| (c.label.clone(), c.clone())).collect();
    let all_functions: Vec<String> = functions.to_vec();
    let prefix = if opts.model_real { "typed_real_" } else { "typed_" };
    let locator = Locator {
        prefix,
        functions: &all_functions,
        checks: &checks,
        csv: &csv,
        map: &t.output.map,
        function_lines,
        output: &t.output.text,
    };
    let goals: Vec<Goal> = results.into_iter().map(|(id, (status, attempts, pass))| locator.goal(&id, status, attempts, pass)).collect();
    // Every goal must belong to a requested function or be a lemma.
    if let Some(g) = goals.iter().find(|g| g.function.is_none() && g.kind != "lemma") {
        return Err(Failure::Tool(format!("Wp reported goal {} that belongs to no requested function or lemma", g.id)));
    }
    // Frama-C's warnings, at the user's position (the function's when the
    // warning is about code vmfc generated or has no position).
    let warnings = run
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Warning { file, line, message } => {
                let origin = match (file, line) {
                    (Some(f), Some(l)) if f.ends_with(&vm_name) => t.output.map.origin(*l).map(|o| (o.line, o.col)),
                    _ => None,
                };
                let (line, col) = origin.unwrap_or((1, 1));
                Some(cache::ToolWarning { line, col, message: message.clone() })
            }
            _ => None,
        })
        .collect();
    Ok((goals, warnings))
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
        let Event::KernelError { file: f, line, message } = e else { continue };
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
                Some(o) => diags.push(Diagnostic::error(file.offset_at(o.line, o.col)..file.line_span(o.line).end, format!("Frama-C: {message}"))),
                None => diags.push(Diagnostic::error(0..0, format!("Frama-C: {message}"))),
            },
            (Some(f), Some(l)) => diags.push(Diagnostic::error(0..0, format!("Frama-C, in {f}:{l}: {message}"))),
            // No position: Frama-C itself failed (preprocessor, prover setup ...).
            _ => return Failure::Tool(format!("Frama-C failed: {message}")),
        }
    }
    Failure::Input { diagnostics: diags, files: vec![file.clone()] }
}

//! Verification: transform, run Frama-C/Wp with the provers on the result,
//! and collect one record per goal, mapped back to the user's source.
//! Results come from vmfc's cache when nothing a function depends on changed.

mod assemble;
pub(crate) mod cache;
pub(crate) mod framac;
pub mod goals;
mod in_header;
pub(crate) mod includes;
pub mod kinds;
mod locate;
mod messages;
mod normalized;
mod process;
mod replay;
mod run;
pub(crate) mod select;
pub mod smtfilter;
pub mod toolchain;
pub mod wp_output;

use crate::diag::Diagnostic;
use crate::pipeline::{self, Job};
use crate::source::SourceFile;
use crate::transform::emit::Sides;
use crate::transform::guards::Condition;
use assemble::{bodiless, function_lines, relocate, sort_goals, with_tool_warnings};
use goals::Goal;
use replay::{cache_context, Cached};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

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
    /// Retry unproved goals with context filtering, then split the ends of regions.
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
    /// The user headers the input includes (a goal's `file` names one).
    pub headers: Vec<SourceFile>,
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
    /// A partial run: only these functions were proved (`--fct`).
    pub fct: Vec<String>,
    /// Functions excluded from verification (`--skip`): their contracts
    /// are assumed where verified code calls them.
    pub skipped: Vec<String>,
    /// Functions declared with a contract and defined in none of the files
    /// vmfc reads (another translation unit, a library): their contracts
    /// are assumed where verified code calls them.
    pub bodiless: Vec<String>,
    /// The options of this run that change what is proved (include
    /// directories, macros, excluded functions, the model, the timeout,
    /// the provers, Wp's extra options), as command-line arguments: a
    /// command suggested to iterate must repeat them.
    pub rerun_args: Vec<String>,
    pub warnings: Vec<Diagnostic>,
    /// The conditions that places in the region sequence run under, by
    /// the label of their sequence check (`transform::guards`).
    pub conditions: BTreeMap<String, Vec<Condition>>,
    /// What the checks that compare an argument with a definition
    /// compare, by label (`transform::emit::Sides`).
    pub sides: BTreeMap<String, Sides>,
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
    /// The command that verifies the same file with the same options
    /// (`vmfc verify FILE ARGS...`, quoted for a shell).
    pub fn rerun_command(&self) -> String {
        let mut cmd = format!("vmfc verify {}", self.file.name());
        for a in &self.rerun_args {
            cmd.push(' ');
            cmd.push_str(&framac::shell_quote(a));
        }
        cmd
    }

    pub fn proved(&self) -> usize {
        self.goals.iter().filter(|g| g.proved()).count()
    }

    /// The user header a goal is placed in (its index in `headers`), if
    /// it is not placed in the input.
    pub fn header_of(&self, g: &Goal) -> Option<usize> {
        let name = g.file.as_ref()?;
        self.headers.iter().position(|h| &h.name() == name)
    }

    /// The file a goal is placed in: a user header, or the input.
    pub fn file_of(&self, g: &Goal) -> &SourceFile {
        self.header_of(g).map_or(&self.file, |i| &self.headers[i])
    }

    /// All goals proved, and there was at least one.
    /// Only part of the program was proved (`--prop`, `--fct`, or
    /// `--fail-fast` stopped the run).
    pub fn partial(&self) -> bool {
        !self.only.is_empty() || !self.fct.is_empty() || self.stopped
    }

    pub fn success(&self) -> bool {
        !self.goals.is_empty() && self.proved() == self.goals.len()
    }
}

pub use crate::error::Failure;
/// Set by a signal handler: stop Frama-C and the provers, report nothing.
pub(crate) use process::kill_group;
pub use process::INTERRUPTED;

/// Verify `job.input`; `progress` sees Wp's events as they arrive.
pub fn verify(
    job: &Job,
    opts: &Options,
    progress: &mut dyn FnMut(Progress),
) -> Result<Outcome, Failure> {
    let start = Instant::now();
    wp_args::check(&opts.wp_args).map_err(Failure::Usage)?;
    let job = Job {
        name_properties: true,
        real_floats: opts.model_real,
        ..job.clone()
    };
    let t = pipeline::transform(&job)?;
    let tools =
        toolchain::prepare(opts.vmfc_exe.as_deref()).map_err(|e| Failure::Tool(e.to_string()))?;
    // Without Frama-C's C library the transformation could not read the
    // program as Frama-C does (its headers' macros, s515 ... s518).
    if crate::cfront::framac_view::library_dir().is_none() {
        return Err(Failure::Tool(
            "cannot find Frama-C's C library (`share/frama-c/libc` beside the Frama-C vmfc runs, or what `frama-c -print-share-path` names): set FRAMAC_SHARE to Frama-C's share directory".into(),
        ));
    }
    let sel = select::select(&t, &job, &opts.fct)?;
    let provers = provers(opts, &tools)?;
    let function_lines = function_lines(&t);
    let frame_lemmas = t.output.lemmas();
    let selected = |l: &String| opts.props.is_empty() || opts.props.contains(l);
    let all_lemmas = select::lemmas(&sel.lemmas, &frame_lemmas, &opts.props);

    // The cache: replay what did not change. A partial run (`props`)
    // neither replays nor stores results.
    let cached = Cached {
        cache: cache::Cache::new(&toolchain::cache_dir().join("results")),
        keys: cache::keys_of_run(
            &t,
            &sel.functions,
            &cache_context(&t, &job, opts, &tools, &provers),
        ),
        on: !opts.no_cache && opts.props.is_empty(),
        function_lines: &function_lines,
    };
    let mut r = cached.replay(&sel.functions, !all_lemmas.is_empty());
    let mut stopped = false;
    if !r.to_run.is_empty() || r.lemmas_to_run {
        let pick = |ls: &[String]| -> Vec<String> {
            let wanted = |l: &&String| r.lemmas_to_run && selected(l);
            ls.iter().filter(wanted).cloned().collect()
        };
        let request = run::Request {
            t: &t,
            tools: &tools,
            job: &job,
            opts,
            provers: &provers,
            functions: &r.to_run,
            lemmas: (pick(&sel.lemmas), pick(&frame_lemmas)),
            function_lines: &function_lines,
            deadline: opts.time_limit.map(|l| start + l),
        };
        let proved = run::prove(&request, progress)?;
        // Frama-C read the headers again: they must be what vmfc read.
        if !pipeline::unchanged(&t, &job) {
            return Err(Failure::Tool(format!(
                "{} or a file it includes changed while vmfc ran: Frama-C may have proved another program than the one vmfc read; nothing was kept, run vmfc again",
                job.input.display()
            )));
        }
        stopped = cached.take(&mut r, proved);
    }
    let mut goals = r.goals;
    if !stopped {
        select::unmatched_props(&opts.props, &goals, &all_lemmas)?;
    }
    relocate(&mut goals, &t);
    sort_goals(&mut goals, &sel.functions);
    Ok(Outcome {
        file: t.frontend.file.clone(),
        headers: t.frontend.headers.iter().map(|h| h.file.clone()).collect(),
        goals,
        functions: sel.functions,
        lemmas: all_lemmas,
        replayed: r.replayed,
        lemmas_replayed: r.lemmas_replayed,
        only: opts.props.clone(),
        fct: opts.fct.clone(),
        skipped: job.skip.clone(),
        bodiless: bodiless(&t),
        rerun_args: rerun_args(&job, opts),
        warnings: with_tool_warnings(&t, r.tool_warnings, opts.model_real),
        conditions: t.output.conditions(),
        sides: t.output.sides(),
        seconds: start.elapsed().as_secs_f64(),
        stopped,
    })
}

/// The arguments that make another run prove the same goals (see
/// `Outcome::rerun_args`).
fn rerun_args(job: &Job, opts: &Options) -> Vec<String> {
    let mut a = Vec::new();
    for d in &job.include_dirs {
        a.extend(["-I".to_string(), d.display().to_string()]);
    }
    for d in &job.defines {
        a.extend(["-D".to_string(), d.clone()]);
    }
    for f in &job.skip {
        a.extend(["--skip".to_string(), f.clone()]);
    }
    if opts.model_real {
        a.extend(["--model".to_string(), "real".to_string()]);
    }
    if job.allow_assumptions {
        a.push("--allow-assumptions".to_string());
    }
    if opts.timeout != Options::default().timeout {
        a.extend(["--timeout".to_string(), opts.timeout.to_string()]);
    }
    for p in &opts.provers {
        a.extend(["--prover".to_string(), p.clone()]);
    }
    for w in &opts.wp_args {
        a.push(format!("--wp-arg={w}"));
    }
    a
}

/// The provers to run: `--prover`'s, each known here, or the toolchain's.
/// `z3` is Why3's `z3t` (Z3 with vmfc's fixed time limit); the filtered
/// variants (`z3-norec`, ...) are the retry pass's, accepted but not
/// offered.
fn provers(opts: &Options, tools: &toolchain::Toolchain) -> Result<Vec<String>, Failure> {
    let asked: Vec<String> = (opts.provers.iter())
        .map(|p| {
            if p == "z3" {
                "z3t".to_string()
            } else {
                p.clone()
            }
        })
        .collect();
    if let Some(p) = asked.iter().find(|p| !tools.known_provers.contains(p)) {
        let offered: Vec<&str> = (tools.known_provers.iter())
            .filter(|k| !k.contains("-no"))
            .map(|k| if k == "z3t" { "z3" } else { k.as_str() })
            .collect();
        return Err(Failure::Usage(format!(
            "unknown prover `{p}`: the provers vmfc can run here are {}",
            offered.join(", ")
        )));
    }
    Ok(if asked.is_empty() {
        tools.provers.clone()
    } else {
        asked
    })
}

#[cfg(test)]
mod tests;
mod wp_args;

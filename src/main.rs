//! The `vmfc` command line: argument parsing, exit codes, and printing.
//! Exit codes: 0 success (all goals proved), 1 input errors or goals not
//! proved, 2 tool or usage failure.

use anyhow::{bail, Context, Result};
use clap::builder::TypedValueParser as _;
use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use vmfc::pipeline::{self, Failure, Job};

mod doctor;

#[derive(Parser)]
#[command(
    name = "vmfc",
    version,
    about = "Prove C/MPI programs correct for every number of processes (Frama-C/Wp)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Transform an annotated C/MPI file into a sequential ACSL program (FILE-vm.c).
    Transform(TransformArgs),
    /// Transform, prove with Frama-C/Wp and the SMT provers, and report every goal.
    Verify(VerifyArgs),
    /// Show the tools vmfc uses, their versions, and how to install what is missing.
    Doctor,
    /// (internal) Run a prover on a context-filtered SMT task: used by Why3.
    #[command(hide = true)]
    SmtFilter {
        mode: vmfc::verify::smtfilter::Mode,
        #[arg(last = true, required = true)]
        command: Vec<String>,
    },
    /// Write the bespoke mpi.h into a directory (to run Frama-C by hand).
    Header {
        /// Directory to write mpi.h into.
        #[arg(long)]
        dir: PathBuf,
        /// Replace an existing, different mpi.h.
        #[arg(long)]
        force: bool,
    },
}

#[derive(Args, Clone)]
struct InputArgs {
    /// The annotated C/MPI file.
    #[arg(value_parser = clap::builder::OsStringValueParser::new().try_map(utf8_path))]
    file: PathBuf,
    /// Add a directory to the include path.
    #[arg(short = 'I', value_name = "DIR", value_parser = clap::builder::OsStringValueParser::new().try_map(utf8_path))]
    include: Vec<PathBuf>,
    /// Define a macro (NAME or NAME=VALUE).
    #[arg(short = 'D', value_name = "MACRO")]
    define: Vec<String>,
    /// Exclude a function from verification (its MPI calls are left unchecked).
    #[arg(long, value_name = "FN")]
    skip: Vec<String>,
    /// Memory/arithmetic model: `real` interprets floating-point operations
    /// as real arithmetic (and makes floating-point reductions exact).
    #[arg(long, value_enum, default_value = "typed")]
    model: Model,
    /// Accept your `admit`s and axioms: the proof assumes them (each is
    /// said in a warning and checked for contradictions). Without it they
    /// are errors.
    #[arg(long)]
    allow_assumptions: bool,
}

/// A path vmfc passes on to the preprocessor and Frama-C as text: one
/// that is not UTF-8 would reach them changed (another file), so clap
/// refuses it.
fn utf8_path(s: std::ffi::OsString) -> Result<PathBuf, String> {
    s.to_str().map(PathBuf::from).ok_or_else(|| {
        format!(
            "the path `{}` is not UTF-8: vmfc passes paths to the preprocessor and Frama-C as text; rename it",
            s.to_string_lossy()
        )
    })
}

impl InputArgs {
    fn job(&self) -> Job {
        Job {
            input: self.file.clone(),
            include_dirs: self.include.clone(),
            defines: self.define.clone(),
            skip: self.skip.clone(),
            name_properties: false,
            real_floats: matches!(self.model, Model::Real),
            allow_assumptions: self.allow_assumptions,
        }
    }
}

#[derive(Args)]
struct TransformArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Output file (default: FILE-vm.c beside the input; `-` prints it, as --stdout).
    #[arg(short = 'o', long, value_name = "OUT", conflicts_with = "stdout")]
    output: Option<PathBuf>,
    /// Print the result instead of writing a file.
    #[arg(long)]
    stdout: bool,
    /// Also write the source map (output line -> input line:col) as JSON.
    #[arg(long, value_name = "FILE")]
    map: Option<PathBuf>,
    /// Name unnamed user properties `VM_u_<line>_<col>`, as `vmfc verify` does.
    #[arg(long)]
    name_properties: bool,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    Human,
    Json,
    Junit,
    /// SARIF 2.1.0: one result per goal not proved (code scanning, editors).
    Sarif,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Model {
    Typed,
    Real,
}

#[derive(Args)]
struct VerifyArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Only these functions (global lemmas are always proved).
    #[arg(long, value_name = "FN")]
    fct: Vec<String>,
    /// Only this property (a label such as VM_send_tag_51_9, a property name,
    /// or a category such as @assert); repeatable. A partial run, not cached.
    #[arg(long, value_name = "PROP")]
    prop: Vec<String>,
    /// Per-goal prover timeout in seconds (each pass gives every attempt as
    /// much, after a quick first pass of 4 s with `--jobs 1`).
    #[arg(long, value_name = "SECS", default_value_t = 10)]
    timeout: u32,
    /// Why3 prover to use (repeatable; default: z3 and cvc5, and alt-ergo when installed).
    #[arg(long, value_name = "P")]
    prover: Vec<String>,
    /// Prover processes run at once, on one goal or several (default: all
    /// cores; with 1, the provers of a goal run one after the other, 4 s
    /// each first, then the whole timeout on the goals left).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Ignore and do not update the caches.
    #[arg(long)]
    no_cache: bool,
    /// Do not retry unproved goals (provers on filtered contexts, then
    /// the ends of regions split into their paths).
    #[arg(long)]
    no_retry: bool,
    /// Stop at the first goal that is final and not proved (after its
    /// retries, the last of which runs after every other step, unless
    /// --no-retry); the report lists what was settled by then.
    #[arg(long)]
    fail_fast: bool,
    /// Report format.
    #[arg(long, value_enum, default_value = "human")]
    format: Format,
    /// Extra option passed to Frama-C's Wp (repeatable), e.g. `--wp-arg=-wp-split`.
    #[arg(long, value_name = "ARG", allow_hyphen_values = true)]
    wp_arg: Vec<String>,
    /// Wall-clock limit on the whole run, in seconds (0: none).
    #[arg(long, value_name = "SECS", default_value_t = 3600)]
    time_limit: u64,
    /// After the proof, build the program with mpicc and run it with 1 ... N
    /// processes (a run that hangs or fails shows a bug is real).
    #[arg(long, value_name = "N")]
    run: Option<usize>,
    /// Time limit of each run of --run, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 10)]
    run_timeout: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Transform(a) => transform(a),
        Command::Verify(a) => verify(a),
        Command::Doctor => Ok(doctor::doctor()),
        Command::SmtFilter { mode, command } => {
            match vmfc::verify::smtfilter::run(mode, &command) {
                Ok(never) => match never {},
                Err(e) => Err(anyhow::anyhow!(
                    "smt-filter: cannot run {}: {e}",
                    command.first().map_or("", String::as_str)
                )),
            }
        }
        Command::Header { dir, force } => vmfc::header::write_into(&dir, force)
            .map(|p| {
                println!("{}", p.display());
                ExitCode::SUCCESS
            })
            .with_context(|| format!("cannot write mpi.h into {}", dir.display())),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let mut err = anstream::stderr();
            let _ = writeln!(err, "vmfc: error: {e}");
            for cause in e.chain().skip(1) {
                let _ = writeln!(err, "  cause: {cause}");
            }
            ExitCode::from(2)
        }
    }
}

/// A write whose reader went away (EPIPE) counts as done.
fn ignore_broken_pipe(r: std::io::Result<()>) -> std::io::Result<()> {
    match r {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => r,
    }
}

/// Print diagnostics to stderr (coloured on a terminal).
fn print_diagnostics(diags: &[vmfc::diag::Diagnostic], files: &[vmfc::source::SourceFile]) {
    let styled = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut err = anstream::stderr();
    for d in diags {
        let _ = write!(err, "{}", d.render(files, styled));
    }
}

/// Report a failed run; returns the exit code.
fn report_failure(f: Failure) -> Result<ExitCode> {
    match f {
        Failure::Input { diagnostics, files } => {
            print_diagnostics(&diagnostics, &files);
            let n = diagnostics.iter().filter(|d| d.is_error()).count();
            eprintln!(
                "vmfc: {n} error{} in {}",
                if n == 1 { "" } else { "s" },
                files[0].name()
            );
            Ok(ExitCode::from(1))
        }
        Failure::Tool(msg) | Failure::Usage(msg) => bail!(msg),
    }
}

fn transform(a: TransformArgs) -> Result<ExitCode> {
    let mut job = a.input.job();
    job.name_properties = a.name_properties;
    let to_stdout = a.stdout || a.output.as_deref() == Some(std::path::Path::new("-"));
    let out_path = a
        .output
        .clone()
        .unwrap_or_else(|| vmfc::fsutil::default_output(&job.input));
    if !to_stdout && (vmfc::fsutil::same_file(&out_path, &job.input) || out_path == job.input) {
        bail!("refusing to overwrite the input {}", job.input.display());
    }
    let t = match pipeline::transform(&job) {
        Ok(t) => t,
        Err(f) => return report_failure(f),
    };
    let files: Vec<_> = std::iter::once(&t.frontend.file)
        .chain(t.frontend.headers.iter().map(|h| &h.file))
        .cloned()
        .collect();
    print_diagnostics(&t.output.warnings, &files);
    if to_stdout {
        // A reader that stops early (`| head`) is not a failure.
        ignore_broken_pipe(std::io::stdout().write_all(t.output.text.as_bytes()))
            .context("cannot write to stdout")?;
    } else {
        vmfc::fsutil::write_atomic(&out_path, t.output.text.as_bytes())
            .with_context(|| format!("cannot write {}", out_path.display()))?;
        eprintln!(
            "vmfc: wrote {} ({} generated checks)",
            out_path.display(),
            t.output.checks.len()
        );
    }
    if let Some(map) = &a.map {
        let json =
            serde_json::to_string_pretty(&t.output.map).context("cannot encode the source map")?;
        vmfc::fsutil::write_atomic(map, json.as_bytes())
            .with_context(|| format!("cannot write {}", map.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn verify(a: VerifyArgs) -> Result<ExitCode> {
    use vmfc::verify::{self, Failure};
    let job = a.input.job();
    let opts = verify_options(&a);
    let _ =
        ctrlc::set_handler(|| verify::INTERRUPTED.store(true, std::sync::atomic::Ordering::SeqCst));
    let mut live = vmfc::report::live::Live::new(matches!(a.format, Format::Human), &job.input);
    let result = verify::verify(&job, &opts, &mut |p| live.on(p));
    live.finish();
    let outcome = match result {
        Ok(o) => o,
        Err(Failure::Input { diagnostics, files }) => {
            // The machine formats report the errors too (stdout), for CI.
            let report = match a.format {
                Format::Human => None,
                Format::Json => Some(vmfc::report::rejected::json(&diagnostics, &files)),
                Format::Junit => Some(vmfc::report::rejected::junit(&diagnostics, &files)),
                Format::Sarif => Some(vmfc::report::rejected::sarif(&diagnostics, &files)),
            };
            if let Some(text) = report {
                ignore_broken_pipe(anstream::stdout().write_all(text.as_bytes()))
                    .context("cannot write the report")?;
            }
            return report_failure(vmfc::pipeline::Failure::Input { diagnostics, files });
        }
        Err(Failure::Tool(msg)) | Err(Failure::Usage(msg)) => bail!(msg),
    };
    let files: Vec<_> = std::iter::once(&outcome.file)
        .chain(&outcome.headers)
        .cloned()
        .collect();
    print_diagnostics(&outcome.warnings, &files);
    let text = match a.format {
        Format::Human => {
            let styled = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            vmfc::report::human::render(&outcome, styled)
        }
        Format::Json => vmfc::report::json::render(&outcome),
        Format::Junit => vmfc::report::junit::render(&outcome),
        Format::Sarif => vmfc::report::sarif::render(&outcome),
    };
    // A reader that stops early (`| head`) does not change the verdict,
    // which the exit code still gives.
    let mut out = anstream::stdout();
    ignore_broken_pipe(out.write_all(text.as_bytes())).context("cannot write the report")?;
    let mut runs_failed = false;
    // A program (it has a `main`) can show by running that a failure is real.
    if a.run.is_none()
        && !outcome.success()
        && matches!(a.format, Format::Human)
        && vmfc::runs::defines_main(&outcome.file.text)
    {
        ignore_broken_pipe(out.write_all(format!(
            "To see whether a failure is a real bug: {} --run 4 (also builds the program with mpicc and runs it with 1 ... 4 processes)\n",
            outcome.rerun_command()
        ).as_bytes()))
        .context("cannot write the report")?;
    }
    if let Some(max_np) = a.run {
        let limit = std::time::Duration::from_secs(a.run_timeout.max(1));
        match vmfc::runs::run(&job, max_np, limit) {
            Ok(runs) => {
                runs_failed = runs.iter().any(|r| r.ending != vmfc::runs::Ending::Normal);
                // Part of the report in the human format; beside a
                // machine-readable one, which stays alone on stdout.
                let text = vmfc::runs::render(&runs, limit, !outcome.success());
                if matches!(a.format, Format::Human) {
                    ignore_broken_pipe(out.write_all(text.as_bytes()))
                        .context("cannot write the report")?;
                } else {
                    eprint!("{text}");
                }
            }
            Err(e) => eprintln!("vmfc: warning: cannot run the program: {e}"),
        }
    }
    Ok(if outcome.success() && !runs_failed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn verify_options(a: &VerifyArgs) -> vmfc::verify::Options {
    let mut opts = vmfc::verify::Options {
        timeout: a.timeout.max(1),
        provers: a.prover.clone(),
        model_real: matches!(a.input.model, Model::Real),
        fct: a.fct.clone(),
        props: a.prop.clone(),
        no_cache: a.no_cache,
        retry: !a.no_retry,
        fail_fast: a.fail_fast,
        wp_args: a.wp_arg.clone(),
        time_limit: (a.time_limit > 0).then(|| std::time::Duration::from_secs(a.time_limit)),
        ..vmfc::verify::Options::default()
    };
    if let Some(j) = a.jobs {
        opts.jobs = j.max(1);
    }
    opts
}

//! The `vmfc` command line: argument parsing, exit codes, and printing.
//! Exit codes: 0 success (all goals proved), 1 input errors or goals not
//! proved, 2 tool or usage failure.

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use vmfc::pipeline::{self, Failure, Job};

#[derive(Parser)]
#[command(name = "vmfc", version, about = "Prove C/MPI programs correct for every number of processes (Frama-C/Wp)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Transform an annotated C/MPI file into a sequential ACSL program (FILE-vm.c).
    Transform(TransformArgs),
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
    file: PathBuf,
    /// Add a directory to the include path.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a macro (NAME or NAME=VALUE).
    #[arg(short = 'D', value_name = "MACRO")]
    define: Vec<String>,
    /// Exclude a function from verification (its MPI calls are left unchecked).
    #[arg(long, value_name = "FN")]
    skip: Vec<String>,
}

impl InputArgs {
    fn job(&self) -> Job {
        Job { input: self.file.clone(), include_dirs: self.include.clone(), defines: self.define.clone(), skip: self.skip.clone() }
    }
}

#[derive(Args)]
struct TransformArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Output file (default: FILE-vm.c beside the input).
    #[arg(short = 'o', long, value_name = "OUT", conflicts_with = "stdout")]
    output: Option<PathBuf>,
    /// Print the result instead of writing a file.
    #[arg(long)]
    stdout: bool,
    /// Also write the source map (output line -> input line:col) as JSON.
    #[arg(long, value_name = "FILE")]
    map: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Transform(a) => transform(a),
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
            eprintln!("vmfc: {n} error{} in {}", if n == 1 { "" } else { "s" }, files[0].name());
            Ok(ExitCode::from(1))
        }
        Failure::Tool(msg) => bail!(msg),
    }
}

fn transform(a: TransformArgs) -> Result<ExitCode> {
    let job = a.input.job();
    let out_path = a.output.clone().unwrap_or_else(|| vmfc::fsutil::default_output(&job.input));
    if !a.stdout && (vmfc::fsutil::same_file(&out_path, &job.input) || out_path == job.input) {
        bail!("refusing to overwrite the input {}", job.input.display());
    }
    let t = match pipeline::transform(&job) {
        Ok(t) => t,
        Err(f) => return report_failure(f),
    };
    print_diagnostics(&t.output.warnings, std::slice::from_ref(&t.frontend.file));
    if a.stdout {
        std::io::stdout().write_all(t.output.text.as_bytes()).context("cannot write to stdout")?;
    } else {
        vmfc::fsutil::write_atomic(&out_path, t.output.text.as_bytes())
            .with_context(|| format!("cannot write {}", out_path.display()))?;
        eprintln!("vmfc: wrote {} ({} generated checks)", out_path.display(), t.output.checks.len());
    }
    if let Some(map) = &a.map {
        let json = serde_json::to_string_pretty(&t.output.map).context("cannot encode the source map")?;
        vmfc::fsutil::write_atomic(map, json.as_bytes()).with_context(|| format!("cannot write {}", map.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}

//! Runs the program under MPI (`vmfc verify --run N`): built with `mpicc`
//! (sends made synchronous) and started with 1 ... N processes, each run
//! with a time limit. A run
//! that hangs, aborts or fails shows that a goal vmfc could not prove is
//! really false (a deadlock, a wrong assertion), which the provers cannot
//! tell from a goal that is only hard. A run that ends well proves
//! nothing: it is one schedule of one process count.

use crate::pipeline::Job;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Why the program could not be run at all.
#[derive(Debug, thiserror::Error)]
pub enum RunsError {
    #[error("`{0}` not found on PATH (install MPICH: bash .ci/install)")]
    Missing(&'static str),
    #[error("cannot create a directory for the build: {0}")]
    TempDir(std::io::Error),
    #[error("cannot start {0}: {1}")]
    Spawn(String, std::io::Error),
    #[error("the program does not build with mpicc:\n{0}")]
    Build(String),
}

/// How one run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Exit status 0.
    Normal,
    /// Killed at the time limit: every process did not end.
    Hung,
    /// A non-zero exit status or a signal, with the last lines of its
    /// output.
    Failed { status: String, tail: String },
}

/// One run of the program with `np` processes.
#[derive(Debug, Clone)]
pub struct Run {
    pub np: usize,
    pub ending: Ending,
}

/// Whether the C source `text` declares or defines `main` (a program that
/// `--run` can build), read as tokens: comments and strings do not count.
pub fn defines_main(text: &str) -> bool {
    use crate::cfront::lexer::{lex, TokKind};
    let toks: Vec<_> = lex(text).into_iter().filter(|t| t.is_code()).collect();
    toks.windows(2)
        .any(|w| w[0].kind == TokKind::Ident && w[0].text(text) == "main" && w[1].text(text) == "(")
}

/// Build `job.input` with `mpicc` (its `-I` and `-D` options) and run it
/// with 1 ... `max_np` processes, `limit` each.
pub fn run(job: &Job, max_np: usize, limit: Duration) -> Result<Vec<Run>, RunsError> {
    let mpicc = which::which("mpicc").map_err(|_| RunsError::Missing("mpicc"))?;
    let mpiexec = which::which("mpiexec").map_err(|_| RunsError::Missing("mpiexec"))?;
    let dir = tempfile::tempdir().map_err(RunsError::TempDir)?;
    let exe = dir.path().join("program");
    build(&mpicc, job, &exe)?;
    (1..=max_np.max(1))
        .map(|np| {
            let mut cmd = Command::new(&mpiexec);
            cmd.args(["-n", &np.to_string()]).arg(&exe);
            if let Some(d) = job.input.parent().filter(|d| !d.as_os_str().is_empty()) {
                cmd.current_dir(d);
            }
            Ok(Run {
                np,
                ending: run_one(cmd, limit)?,
            })
        })
        .collect()
}

fn build(mpicc: &Path, job: &Job, exe: &Path) -> Result<(), RunsError> {
    let mut cmd = Command::new(mpicc);
    cmd.arg("-o").arg(exe).arg(&job.input);
    for d in &job.include_dirs {
        cmd.arg("-I").arg(d);
    }
    for d in &job.defines {
        cmd.arg(format!("-D{d}"));
    }
    // A send may wait for its receive (MPI lets it; vmfc's levels assume
    // it): synchronous sends make the runs show what small messages,
    // buffered eagerly by MPICH, would hide.
    cmd.arg("-DMPI_Send=MPI_Ssend").arg("-lm");
    let out = cmd
        .output()
        .map_err(|e| RunsError::Spawn(mpicc.display().to_string(), e))?;
    if !out.status.success() {
        return Err(RunsError::Build(tail(
            &String::from_utf8_lossy(&out.stderr),
            12,
        )));
    }
    Ok(())
}

/// Run `cmd` in a process group of its own, killed whole at `limit`.
fn run_one(mut cmd: Command, limit: Duration) -> Result<Ending, RunsError> {
    let out = tempfile::tempfile().map_err(RunsError::TempDir)?;
    let err = out.try_clone().map_err(RunsError::TempDir)?;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out.try_clone().map_err(RunsError::TempDir)?)
        .stderr(err)
        .process_group(0)
        .spawn()
        .map_err(|e| RunsError::Spawn("mpiexec".into(), e))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(50)),
            _ => break None,
        }
    };
    let Some(status) = status else {
        crate::verify::kill_group(&mut child);
        return Ok(Ending::Hung);
    };
    if status.success() {
        return Ok(Ending::Normal);
    }
    let status = match (
        status.code(),
        std::os::unix::process::ExitStatusExt::signal(&status),
    ) {
        (Some(c), _) => format!("exit status {c}"),
        (None, Some(s)) => format!("signal {s}"),
        (None, None) => "abnormal end".into(),
    };
    Ok(Ending::Failed {
        status,
        tail: tail(&read_all(out), 6),
    })
}

fn read_all(mut f: std::fs::File) -> String {
    use std::io::{Read, Seek};
    let mut s = Vec::new();
    let _ = f.rewind();
    let _ = f.read_to_end(&mut s);
    String::from_utf8_lossy(&s).into_owned()
}

/// The last `n` non-empty lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// What the runs say, for the human report (one line per run, then what
/// follows from them). `failed_goals`: the proof left goals unproved.
pub fn render(runs: &[Run], limit: Duration, failed_goals: bool) -> String {
    let mut out = format!("runs under mpiexec ({} s each):\n", limit.as_secs());
    for r in runs {
        let what = match &r.ending {
            Ending::Normal => "ended normally".to_string(),
            Ending::Hung => format!(
                "no end within {} s: processes wait for each other (a deadlock), or loop, or wait for input",
                limit.as_secs()
            ),
            Ending::Failed { status, tail } => {
                let shown: String = tail.lines().map(|l| format!("\n      | {l}")).collect();
                format!("failed ({status}){shown}")
            }
        };
        out.push_str(&format!(
            "  {} process{}: {what}\n",
            r.np,
            if r.np == 1 { "" } else { "es" }
        ));
    }
    let bad = runs.iter().any(|r| r.ending != Ending::Normal);
    out.push_str(match (bad, failed_goals) {
        (true, true) => "note: a run failed: the program has a real bug, and the goals not proved are likely false rather than hard; fix the bug first\n",
        (true, false) => "note: a run failed although every goal is proved: if the program needs input or arguments, that explains it; otherwise vmfc has missed a bug, please report it\n",
        (false, true) => "note: every run ended normally; that proves nothing for other process counts and schedules, but makes a hard (true) goal likelier than a real bug: read each failure's help\n",
        (false, false) => "",
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_a_file_with_main() {
        assert!(defines_main(
            "int main(int argc, char **argv) { return 0; }"
        ));
        assert!(defines_main("int main (void);"));
        assert!(!defines_main(
            "/* main(x) */ int domain(int x);\nconst char *s = \"main(\";"
        ));
    }

    #[test]
    fn the_report_tells_what_the_runs_show() {
        let runs = [
            Run {
                np: 1,
                ending: Ending::Normal,
            },
            Run {
                np: 2,
                ending: Ending::Hung,
            },
            Run {
                np: 3,
                ending: Ending::Failed {
                    status: "exit status 134".into(),
                    tail: "prog: x.c:9: main: Assertion `y == 7' failed.".into(),
                },
            },
        ];
        let text = render(&runs, Duration::from_secs(10), true);
        assert!(text.contains("  1 process: ended normally"), "{text}");
        assert!(text.contains("  2 processes: no end within 10 s"), "{text}");
        assert!(
            text.contains("  3 processes: failed (exit status 134)\n      | prog: x.c:9"),
            "{text}"
        );
        assert!(text.contains("likely false rather than hard"), "{text}");
        let fine = render(&runs[..1], Duration::from_secs(10), true);
        assert!(fine.contains("proves nothing"), "{fine}");
        assert_eq!(tail("a\n\nb\nc\n", 2), "b\nc");
    }
}

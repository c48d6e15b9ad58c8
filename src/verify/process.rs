//! Running Frama-C: a process group, so that Frama-C and every prover it
//! started can be killed together on a wall-clock limit, on Ctrl-C or when
//! the caller stops the run (`--fail-fast`), and its output streamed to the
//! parser of Wp's events.

use super::framac::Spec;
use super::toolchain::Toolchain;
use super::wp_output::{Event, Parser};
use std::io::{BufRead, BufReader, Read};
use std::ops::ControlFlow;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Set by the Ctrl-C handler.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Why a run gave no usable result.
#[derive(Debug, thiserror::Error)]
pub(crate) enum RunError {
    #[error("cannot start {0}: {1}")]
    Spawn(String, std::io::Error),
    #[error("the run exceeded its time limit; Frama-C and the provers were stopped")]
    TimeLimit,
    #[error("interrupted; Frama-C and the provers were stopped")]
    Interrupted,
}

/// Output of a finished run.
#[derive(Debug)]
pub(crate) struct Finished {
    pub events: Vec<Event>,
    pub stdout: String,
    pub stderr: String,
    pub success: bool,
    pub code: Option<i32>,
    /// `on_event` stopped the run: the events end early.
    pub stopped: bool,
}

/// Kill a process group: SIGTERM, then SIGKILL after a grace period.
pub(crate) fn kill_group(child: &mut std::process::Child) {
    let pgid = child.id() as i32;
    // SAFETY: signalling a process group we created.
    unsafe { libc::kill(-pgid, libc::SIGTERM) };
    let deadline = Instant::now() + Duration::from_secs(2);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // SAFETY: as above; the group may hold provers that ignored SIGTERM.
    unsafe { libc::kill(-pgid, libc::SIGKILL) };
    let _ = child.wait();
}

/// Frama-C started, its output read by two threads: the lines of stdout
/// as they come, stderr whole at the end.
struct Running {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
    reader: std::thread::JoinHandle<()>,
    err_reader: std::thread::JoinHandle<String>,
}

/// Frama-C with `args`, in a process group of its own, with the
/// environment every run of it gets (the Why3 configuration, the working
/// directory Frama-C reads its relative paths from, and the run's work
/// directory as `TMPDIR`: the files Frama-C's preprocessing of annotations
/// leaves behind when it is killed go with the work directory).
fn frama_c(tools: &Toolchain, spec: &Spec, args: Vec<String>) -> Command {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut cmd = Command::new(&tools.frama_c);
    cmd.args(args)
        .env("WHY3CONFIG", &tools.why3_conf)
        .env("PWD", &cwd)
        .stdin(Stdio::null())
        .process_group(0);
    if let Some(work) = spec.vm_file.parent().filter(|d| d.is_dir()) {
        cmd.env("TMPDIR", work);
    }
    cmd
}

impl Running {
    fn start(tools: &Toolchain, spec: &Spec) -> Result<Running, RunError> {
        let mut cmd = frama_c(tools, spec, spec.args());
        cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = cmd
            .spawn()
            .map_err(|e| RunError::Spawn(tools.frama_c.display().to_string(), e))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let (tx, lines) = mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let err_reader = std::thread::spawn(move || {
            let mut s = String::new();
            let _ = stderr.read_to_string(&mut s);
            s
        });
        Ok(Running {
            child,
            lines,
            reader,
            err_reader,
        })
    }
}

/// Run Frama-C; `on_event` sees each parsed event as it arrives, and stops
/// the run (Frama-C and its provers are killed) by answering `Break`.
pub(crate) fn run(
    tools: &Toolchain,
    spec: &Spec,
    time_limit: Option<Duration>,
    mut on_event: impl FnMut(&Event) -> ControlFlow<()>,
) -> Result<Finished, RunError> {
    let Running {
        mut child,
        lines: rx,
        reader,
        err_reader,
    } = Running::start(tools, spec)?;
    let start = Instant::now();
    let mut parser = Parser::new();
    let mut events = Vec::new();
    let mut stdout_text = String::new();
    loop {
        match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(line) => {
                stdout_text.push_str(&line);
                stdout_text.push('\n');
                for e in parser.line(&line) {
                    let flow = on_event(&e);
                    events.push(e);
                    if flow.is_break() {
                        kill_group(&mut child);
                        let _ = reader.join();
                        return Ok(Finished {
                            events,
                            stdout: stdout_text,
                            stderr: err_reader.join().unwrap_or_default(),
                            success: false,
                            code: None,
                            stopped: true,
                        });
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        if INTERRUPTED.load(Ordering::SeqCst) {
            kill_group(&mut child);
            return Err(RunError::Interrupted);
        }
        if let Some(limit) = time_limit {
            if start.elapsed() > limit {
                kill_group(&mut child);
                return Err(RunError::TimeLimit);
            }
        }
    }
    for e in parser.flush() {
        let _ = on_event(&e);
        events.push(e);
    }
    let _ = reader.join();
    let status = child
        .wait()
        .map_err(|e| RunError::Spawn(tools.frama_c.display().to_string(), e))?;
    let stderr = err_reader.join().unwrap_or_default();
    Ok(Finished {
        events,
        stdout: stdout_text,
        stderr,
        success: status.success(),
        code: status.code(),
        stopped: false,
    })
}

/// Run Frama-C's printing of the program (`Spec::print_args`) and read
/// what it printed; `Err`: why there is nothing to read.
pub(crate) fn print(
    tools: &Toolchain,
    spec: &Spec,
    time_limit: Duration,
) -> Result<String, String> {
    let mut child = frama_c(tools, spec, spec.print_args())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", tools.frama_c.display()))?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if INTERRUPTED.load(Ordering::SeqCst) || start.elapsed() > time_limit {
            kill_group(&mut child);
            return Err("stopped before it printed the program".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    if !status.success() {
        return Err(format!("it exited with {status}"));
    }
    std::fs::read_to_string(&spec.normalized).map_err(|e| e.to_string())
}

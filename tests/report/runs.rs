//! `--run N`: after the proof, the program is built with mpicc and run
//! with 1 ... N processes; a run that does not end shows that the failure
//! is a real bug. (The proof is the recorded run of the wrong-tag bcast;
//! the runs are real.)

use super::*;

/// The broadcast sends with tag `TAG + 1` and receives with `TAG`: with two
/// processes the receiver waits forever, and the report says so, with the
/// exit code of a failure.
#[test]
fn a_run_that_hangs_shows_the_failure_is_real() {
    common::tool("mpicc");
    common::tool("mpiexec");
    let s = Setup::new("bcast-tag", "bcast.c");
    let out = s
        .cmd()
        .args(["--run", "2", "--run-timeout", "4"])
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    // Part of the human report, after it, on stdout.
    assert!(
        stdout.contains("runs under mpiexec (4 s each):\n  1 process: ended normally\n  2 processes: no end within 4 s")
            && stdout.contains("note: a run failed: the program has a real bug"),
        "{stdout}"
    );
    assert!(!stderr.contains("runs under mpiexec"), "{stderr}");
    assert!(
        !stdout.contains("--run 4"),
        "the hint is for runs without --run:\n{stdout}"
    );
}

/// Without `--run`, a failed proof of a program points at it.
#[test]
fn a_failed_proof_suggests_running_the_program() {
    let s = Setup::new("bcast-tag", "bcast.c");
    let out = s.cmd().output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("To see whether a failure is a real bug: vmfc verify bcast.c --run 4"),
        "{stdout}"
    );
}

/// Beside a machine-readable report the runs go to stderr: stdout stays
/// one JSON document.
#[test]
fn runs_leave_a_json_report_alone_on_stdout() {
    common::tool("mpicc");
    common::tool("mpiexec");
    let s = Setup::new("bcast-tag", "bcast.c");
    let out = s
        .cmd()
        .args(["--format", "json", "--run", "1", "--run-timeout", "4"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    assert!(report.is_object());
    assert!(
        stderr.contains("runs under mpiexec (4 s each):\n  1 process: ended normally"),
        "{stderr}"
    );
}

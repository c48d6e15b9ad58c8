//! The context filter on a task recorded from Frama-C 25 (cyclic sum, see
//! docs/proof-power.md): Z3 does not prove it as is; through `vmfc
//! smt-filter norec` it answers `unsat` (proved).

mod common;

use std::process::Command;

#[test]
fn z3_proves_the_recorded_task_only_when_filtered() {
    let z3 = common::tool("z3");
    let task = common::root().join("tests/fixtures/smt/cyclic-mod.smt2");
    let plain = Command::new(&z3)
        .args(["-smt2", "-T:5"])
        .arg(&task)
        .output()
        .unwrap();
    let plain = String::from_utf8_lossy(&plain.stdout);
    assert!(
        !plain.contains("unsat"),
        "z3 alone was expected to fail: {plain}"
    );
    let filtered = Command::new(insta_cmd::get_cargo_bin("vmfc"))
        .args(["smt-filter", "norec", "--"])
        .arg(&z3)
        .args(["-smt2", "-T:20"])
        .arg(&task)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&filtered.stdout);
    assert!(
        out.lines().any(|l| l.trim() == "unsat"),
        "filtered task: {out}\n{}",
        String::from_utf8_lossy(&filtered.stderr)
    );
}

/// A task the filter leaves as it is was already tried by the first pass:
/// the wrapper answers `unknown` (no proof claimed) without running the
/// prover, here a command that does not exist.
#[test]
fn nothing_to_filter_means_unknown_without_running_the_prover() {
    let dir = tempfile::tempdir().unwrap();
    let task = dir.path().join("task.smt2");
    std::fs::write(
        &task,
        ";; g\n(declare-fun g (Int) Int)\n;; goal\n(assert (not (= (g 1) 2)))\n(check-sat)\n",
    )
    .unwrap();
    for mode in ["norec", "nolemma"] {
        let out = Command::new(insta_cmd::get_cargo_bin("vmfc"))
            .args(["smt-filter", mode, "--", "/nonexistent/prover", "-smt2"])
            .arg(&task)
            .output()
            .unwrap();
        assert!(out.status.success(), "{mode}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "unknown\n", "{mode}");
    }
}

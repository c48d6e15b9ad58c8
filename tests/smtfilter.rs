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

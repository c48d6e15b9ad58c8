//! The loop invariants vmfc suggests are the ones the programs need: with
//! an example's invariants of the ghost state taken out and the warnings'
//! suggestions pasted in their place, the example is proved again (the
//! function whose loops changed: the others are proved as they were).

use super::*;

fn suggested_invariants_prove(name: &str, args: &[&str], fct: &str) {
    let dir = tempfile::tempdir().unwrap();
    common::copy_dir(&common::root().join("examples").join(name), dir.path());
    let file = dir.path().join(format!("{name}.c"));
    let text = std::fs::read_to_string(&file).unwrap();
    let bare = common::without_ghost_invariants(&text);
    assert_ne!(
        bare.lines().count(),
        text.lines().count(),
        "{name}: nothing taken out"
    );
    std::fs::write(&file, &bare).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vmfc"))
        .current_dir(dir.path())
        .args(["transform", &format!("{name}.c"), "--stdout"])
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    std::fs::write(&file, common::with_suggested_invariants(&bare, &stderr)).unwrap();
    let opts = Options {
        fct: vec![fct.to_string()],
        ..options_for(&text)
    };
    let o = run(&file, vec![], &opts);
    assert!(
        o.success(),
        "{name} with the suggested invariants: {}/{} proved; not proved:\n{}",
        o.proved(),
        o.goals.len(),
        unproved(&o)
    );
}

/// Two loops (the root receives, the others send after a receive): both
/// counters, one from the loop's entry, and the level.
#[test]
fn suggested_invariants_prove_star() {
    suggested_invariants_prove("star", &[], "star_sum");
}

/// A loop of collective calls: the count of regions.
#[test]
fn suggested_invariants_prove_jacobi() {
    suggested_invariants_prove("jacobi", &["--model", "real"], "main");
}

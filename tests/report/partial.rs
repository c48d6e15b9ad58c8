//! What a run did not prove (a partial run, an assumed contract) is said
//! in every format, JUnit and SARIF included.

use super::*;

/// A partial run or an assumed contract shows in JUnit and SARIF too: a
/// CI that reads them must not see a whole program verified (hunt 33).
#[test]
fn partial_runs_show_in_junit_and_sarif() {
    let s = Setup::new("gather", "gather.c");
    let run = |format: &str| {
        let out = s
            .cmd()
            .args(["--no-cache", "--fct", "gather", "--format", format])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let junit = run("junit");
    assert!(
        junit.contains("<skipped message=\"Partial run: only the goals of `gather` (--fct)"),
        "{junit}"
    );
    let sarif: serde_json::Value = serde_json::from_str(&run("sarif")).unwrap();
    let notes = sarif["runs"][0]["invocations"][0]["toolExecutionNotifications"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        notes.iter().any(|n| n["level"] == "warning"
            && n["message"]["text"]
                .as_str()
                .is_some_and(|t| t.starts_with("Partial run: only the goals of `gather`"))),
        "{sarif}"
    );
    // The unverified `main`'s calls, said in full.
    assert!(
        notes.iter().any(|n| n["message"]["text"]
            .as_str()
            .is_some_and(|t| t.starts_with("Assumed, not proved: calls of collective functions"))),
        "{sarif}"
    );
}

//! Frama-C's own errors and goals vmfc did not ask for: at the user's
//! line when they have one, a tool failure otherwise; goals of functions
//! defined in headers reported in the header.

use super::*;

/// Frama-C's own errors (here a type error in a user annotation) are shown
/// at the user's line, exit code 1.
#[test]
fn frama_c_errors_point_at_the_users_line() {
    let _s = settings().bind_to_scope();
    common::tool("frama-c");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("typo.c"),
        "#include <mpi.h>\n/*@ requires x > 0;\n    assigns \\nothing; */\nint f(int x) {\n  //@ assert undefined_name == x;\n  return x;\n}\n",
    )
    .unwrap();
    let mut c = Command::new(get_cargo_bin("vmfc"));
    c.current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env("VMFC_CACHE_DIR", dir.path().join("cache"))
        .args(["verify", "typo.c"]);
    assert_cmd_snapshot!("frama_c_error", c);
}

/// A C type error that Frama-C's front end (CIL) reports as a `Failure`
/// (an enumerator that is not an integer constant) is the user's error too.
#[test]
fn frama_c_type_errors_point_at_the_users_line() {
    let _s = settings().bind_to_scope();
    common::tool("frama-c");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("fenum.c"),
        "#include <mpi.h>\nint g = 2;\n/*@ requires \\true; */\nint main(int argc, char **argv) {\n  int x = g[0];\n  return 0;\n}\n",
    )
    .unwrap();
    let mut c = Command::new(get_cargo_bin("vmfc"));
    c.current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env("VMFC_CACHE_DIR", dir.path().join("cache"))
        .args(["verify", "fenum.c"]);
    assert_cmd_snapshot!("frama_c_type_error", c);
}

/// Directories with spaces reach Frama-C's preprocessor intact.
#[test]
fn paths_with_spaces() {
    common::tool("frama-c");
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("my project");
    std::fs::create_dir_all(sub.join("inc dir")).unwrap();
    std::fs::write(sub.join("inc dir/two.h"), "#define TWO 2\n").unwrap();
    std::fs::write(sub.join("double.c"), "#include \"two.h\"\n/*@ requires 0 <= x <= 1000;\n    assigns \\nothing;\n    ensures \\result == TWO * x; */\nint twice(int x) { return TWO * x; }\n").unwrap();
    let out = Command::new(get_cargo_bin("vmfc"))
        .current_dir(&sub)
        .env("VMFC_CACHE_DIR", dir.path().join("cache"))
        .args(["verify", "double.c", "-I", "inc dir"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A Frama-C failure that is not about the user's text is a tool failure.
#[test]
fn unlocated_frama_c_errors_are_tool_failures() {
    let s = Setup::new("gather", "gather.c");
    std::fs::write(s.path("err.txt"), "[kernel] Parsing gather-vm.c (with preprocessing)\n[kernel] User Error: failed to run: gcc -E x.c\n[kernel] Frama-C aborted: invalid user input.\n").unwrap();
    let out = s
        .cmd()
        .args(["--no-cache"])
        .env("FAKE_WP_STDOUT", s.path("err.txt"))
        .env("FAKE_WP_EXIT", "1")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("failed to run: gcc"));
}

/// Goals Wp reports for a function vmfc did not ask for are a tool failure.
#[test]
fn goals_of_unrequested_functions_are_a_tool_failure() {
    let s = Setup::new("bcast-tag", "bcast.c");
    // Prove once (both functions cached), then edit bcast_test's layout
    // only (its own goals move, bcast's key stays): vmfc asks for
    // bcast_test, and the fake replays goals of bcast as well.
    assert_eq!(s.cmd().output().unwrap().status.code(), Some(1));
    let src = std::fs::read_to_string(s.path("bcast.c")).unwrap();
    std::fs::write(
        s.path("bcast.c"),
        src.replacen("3 * i : -1;", "3 * i : -1; /* edited */", 1),
    )
    .unwrap();
    // The lemmas are replayed from the cache: drop their step (the second)
    // from the replay; bcast_test has no region of its own to split: drop
    // the split step (the last).
    let recorded = std::fs::read_to_string(s.path("stdout.txt")).unwrap();
    let steps: Vec<&str> = recorded.split("[wp] Running WP plugin...\n").collect();
    assert_eq!(steps.len(), 5, "main, lemmas, smoke and split steps");
    let replay: String = steps
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 2 && *i != 4)
        .map(|(_, s)| *s)
        .collect::<Vec<_>>()
        .join("[wp] Running WP plugin...\n");
    std::fs::write(s.path("replay.txt"), replay).unwrap();
    let out = s
        .cmd()
        .env("FAKE_WP_STDOUT", s.path("replay.txt"))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("belongs to no requested function"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A failing goal of a ghost function defined in a user header is
/// reported in the header, at its own line, in every format.
#[test]
fn goals_of_header_functions_are_reported_in_the_header() {
    let _s = settings().bind_to_scope();
    let s = Setup::with_headers("header-fn", "main.c", &["util.h"]);
    assert_cmd_snapshot!("header_function", s.cmd());
    let out = s
        .cmd()
        .args(["--format", "json", "--no-cache"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let failed: Vec<&serde_json::Value> = json["goals"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["function"] == "next" && g["status"] != "valid")
        .collect();
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert_eq!(
        (&failed[0]["file"], &failed[0]["line"]),
        (&"util.h".into(), &11.into())
    );
    let out = s
        .cmd()
        .args(["--format", "sarif", "--no-cache"])
        .output()
        .unwrap();
    let sarif = String::from_utf8(out.stdout).unwrap();
    assert!(sarif.contains(r#""uri": "util.h""#), "{sarif}");
}

//! `vmfc verify` against recorded Frama-C runs (tests/fixtures/wp/, replayed
//! by a fake `frama-c`): the reports, the exit codes, the failures that must
//! never pass, and Frama-C's errors.

mod common;

use common::replay::{fixture, Setup};
use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};
use std::process::Command;

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(common::root().join("snapshots/report"));
    s.set_prepend_module_to_snapshot(false);
    s.add_filter(r"\(\d+\.\d s\)", "([TIME] s)");
    s.add_filter(r#""seconds": [0-9.]+"#, r#""seconds": [TIME]"#);
    s.add_filter(r#"time="[0-9.]+""#, r#"time="[TIME]""#);
    s.add_filter(r#"timestamp="[^"]+""#, r#"timestamp="[TS]""#);
    s.add_filter(r"/tmp/vmfc-verify-[A-Za-z0-9]+", "[WORK]");
    s
}

#[test]
fn failing_run_human_json_junit() {
    let _s = settings().bind_to_scope();
    let s = Setup::new("bcast-tag", "bcast.c");
    assert_cmd_snapshot!("human", s.cmd());
    assert_cmd_snapshot!("json", s.cmd().args(["--format", "json", "--no-cache"]));
    assert_cmd_snapshot!("junit", s.cmd().args(["--format", "junit", "--no-cache"]));
    assert_cmd_snapshot!("sarif", s.cmd().args(["--format", "sarif", "--no-cache"]));
}

/// An input vmfc rejects: the machine formats report its errors on
/// stdout too, at their places, and the exit code is 1 (hunt 123: the
/// report was empty, a CI job reading it saw nothing).
#[test]
fn rejected_input_in_json_junit_sarif() {
    let _s = settings().bind_to_scope();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.c"),
        "#include <mpi.h>\n#include <stdio.h>\n#ifndef __GLIBC__\n#define N 1\n#else\n#define N 2\n#endif\n/*@ assigns \\nothing; */\nint f(void) { return N; }\n",
    )
    .unwrap();
    for format in ["json", "junit", "sarif"] {
        let mut c = Command::new(get_cargo_bin("vmfc"));
        c.current_dir(dir.path())
            .env("NO_COLOR", "1")
            .env("VMFC_CACHE_DIR", dir.path().join("cache"))
            .args(["verify", "bad.c", "--format", format]);
        assert_cmd_snapshot!(format!("rejected_{format}"), c);
    }
}

/// SARIF: one result per goal not proved, at the user's line, its rule
/// documented; nothing but the log on stdout; a proved run has no result.
#[test]
fn sarif_lists_the_goals_not_proved() {
    // The SARIF log of a run of the fixture, and the exit code.
    let sarif = |fixture: &str, input: &str| {
        let out = Setup::new(fixture, input)
            .cmd()
            .args(["--format", "sarif", "--no-cache"])
            .output()
            .unwrap();
        let log: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (log, out.status.code())
    };
    let (log, code) = sarif("bcast-tag", "bcast.c");
    assert_eq!(code, Some(1));
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "vmfc");
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 1, "{results:?}");
    let r = &results[0];
    assert_eq!(r["ruleId"], "send_tag");
    assert_eq!(r["level"], "error");
    let region = &r["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_i64(), region["startColumn"].as_i64()),
        (Some(51), Some(9))
    );
    assert_eq!(
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "bcast.c"
    );
    assert!(r["message"]["text"].as_str().unwrap().contains("help: "));
    let rule = &run["tool"]["driver"]["rules"][0];
    assert_eq!(rule["id"], "send_tag");
    assert!(rule["help"]["text"].as_str().is_some_and(|t| !t.is_empty()));
    let (log, code) = sarif("gather", "gather.c");
    assert_eq!(code, Some(0));
    assert_eq!(log["runs"][0]["results"].as_array().map(Vec::len), Some(0));
}

/// `--fail-fast` stops at the first failure that is final (bcast has no
/// recursive definition, lemma or axiom, so there is no retry pass: the
/// wrong tag is final in the first pass), before the lemma and smoke steps.
/// The failure is printed as soon as it is known, and the report lists
/// only what settled. Waiting for a retry: `verify::framac`'s tests.
#[test]
fn fail_fast_stops_at_the_first_final_failure() {
    let _s = settings().bind_to_scope();
    let s = Setup::new("bcast-tag", "bcast.c");
    assert_cmd_snapshot!(
        "fail_fast",
        s.cmd().args(["--fail-fast", "--no-retry", "--no-cache"])
    );
    let json = |args: &[&str]| -> serde_json::Value {
        let out = s
            .cmd()
            .args(["--format", "json", "--no-cache"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let stopped = json(&["--fail-fast", "--no-retry"]);
    assert_eq!(stopped["stopped"], true);
    let goals = stopped["goals"].as_array().unwrap();
    let failed: Vec<_> = goals.iter().filter(|g| g["status"] != "valid").collect();
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert_eq!(failed[0]["label"], "VM_send_tag_51_9");
    assert!(
        goals
            .iter()
            .all(|g| g["function"].is_string() && !g["kind"].as_str().unwrap().ends_with("smoke")),
        "stopped in the first step, before the lemma and smoke steps"
    );
    // Without --no-retry too: the split pass takes only the ends of
    // regions, and bcast's logic gives the retry pass's filter nothing, so
    // the wrong tag is final after the first pass.
    let late = json(&["--fail-fast"]);
    assert_eq!(late["stopped"], true);
    let failed: Vec<_> = late["goals"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["status"] != "valid" && !g["kind"].as_str().unwrap().ends_with("smoke"))
        .collect();
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert_eq!(failed[0]["pass"], 1);
    // A complete run has no `stopped` field.
    let full = json(&[]);
    assert!(full.get("stopped").is_none());
    assert_eq!(full["total"], 158);
    assert!(goals.len() < 158);
}

/// The split pass (`-wp-split`, after the others): a goal that only its
/// parts prove is proved (pass 3, each part's attempts listed); a part
/// that is missing from Wp's output or not proved never makes it proved.
#[test]
fn split_goals_hold_only_when_every_part_does() {
    let s = Setup::new("split", "spread.c");
    let run = |stdout: &str| -> (Option<i32>, serde_json::Value) {
        let out = s
            .cmd()
            .args(["--format", "json", "--no-cache"])
            .env("FAKE_WP_STDOUT", s.path(stdout))
            .output()
            .unwrap();
        let v = serde_json::from_slice(&out.stdout).unwrap_or_default();
        (out.status.code(), v)
    };
    let goal = |v: &serde_json::Value| -> serde_json::Value {
        v["goals"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["label"] == "VM_end_region_received_48_3")
            .cloned()
            .expect("the end of region 1")
    };
    let (code, v) = run("stdout.txt");
    assert_eq!(code, Some(0), "{v}");
    let g = goal(&v);
    assert_eq!((&g["status"], &g["pass"]), (&"valid".into(), &3.into()));
    let parts: Vec<_> = g["attempts"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["part"].as_u64())
        .collect();
    assert_eq!(parts, [1, 2, 3, 4, 5]);
    // Wp's own parts of a goal (a loop's assigns) are goals of their own.
    assert!(v["goals"]
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == "typed_main_loop_assigns_2_part3" && g["pass"] == 1));
    let text = std::fs::read_to_string(s.path("stdout.txt")).unwrap();
    let part2 = text
        .lines()
        .find(|l| l.contains("Goal typed_main_assert_VM_end_region_received_48_3_part2 : Valid"))
        .map(|l| format!("{l}\n"))
        .expect("the recorded run proves part 2");
    let part2 = part2.as_str();
    // A part's result is missing: no usable report.
    std::fs::write(s.path("missing.txt"), text.replace(part2, "")).unwrap();
    let (code, _) = run("missing.txt");
    assert_eq!(code, Some(2));
    // A part is not proved: neither is the goal.
    std::fs::write(
        s.path("failed.txt"),
        text.replace(part2, &part2.replace(": Valid", ": Timeout")),
    )
    .unwrap();
    let (code, v) = run("failed.txt");
    assert_eq!(code, Some(1));
    let g = goal(&v);
    assert_eq!((&g["status"], &g["pass"]), (&"timeout".into(), &3.into()));
}

/// The command suggested to iterate on a failure repeats the options that
/// change what is proved (`--model real`: `verify`'s unit tests).
#[test]
fn the_suggested_command_keeps_the_options() {
    let s = Setup::new("bcast-tag", "bcast.c");
    std::fs::create_dir(s.path("my headers")).unwrap();
    let out = s
        .cmd()
        .args(["--no-cache", "--timeout", "7", "-D", "VERBOSE=4"])
        .args(["-I", "my headers"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("To iterate on the first failure alone: vmfc verify bcast.c -I 'my headers' -D 'VERBOSE=4' --timeout 7 --fct bcast --prop VM_send_tag_51_9 --no-retry"),
        "{out:?}"
    );
}

#[test]
fn passing_run_exits_0_and_replays_from_the_cache() {
    let _s = settings().bind_to_scope();
    let s = Setup::new("gather", "gather.c");
    assert_cmd_snapshot!("passing", s.cmd());
    let calls = |s: &Setup| {
        std::fs::read_to_string(s.path("args.log"))
            .unwrap_or_default()
            .lines()
            .count()
    };
    assert_eq!(calls(&s), 1);
    // Unchanged file: replayed, Frama-C not run.
    let out = s.cmd().output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("(cached)"));
    assert_eq!(calls(&s), 1, "an unchanged file must not run Frama-C again");
    // --no-cache runs it again.
    assert!(s.cmd().arg("--no-cache").status().unwrap().success());
    assert_eq!(calls(&s), 2);
    // Another preprocessor, whose macros may give the program another
    // meaning (hunt 33: `LIMIT` 2, then 3): not replayed.
    let cpp = |limit: u32| {
        let path = s.path(&format!("cpp{limit}.sh"));
        std::fs::write(
            &path,
            format!("#!/bin/sh\nexec gcc -DLIMIT={limit} \"$@\"\n"),
        )
        .unwrap();
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .unwrap();
        path
    };
    let (two, three) = (cpp(2), cpp(3));
    assert!(s.cmd().env("VMFC_CPP", &two).status().unwrap().success());
    assert!(s.cmd().env("VMFC_CPP", &two).status().unwrap().success());
    assert_eq!(calls(&s), 3, "the same preprocessor again: replayed");
    assert!(s.cmd().env("VMFC_CPP", &three).status().unwrap().success());
    assert_eq!(
        calls(&s),
        4,
        "a preprocessor defining other values must run Frama-C again"
    );
}

#[test]
fn failures_are_never_a_pass() {
    let _s = settings().bind_to_scope();
    let s = Setup::new("gather", "gather.c");
    // Frama-C crashes.
    assert_cmd_snapshot!(
        "crash",
        s.cmd().args(["--no-cache"]).env("FAKE_WP_EXIT", "125")
    );
    // Frama-C prints no summary.
    std::fs::write(
        s.path("empty.txt"),
        "[kernel] Parsing gather-vm.c (with preprocessing)\n",
    )
    .unwrap();
    assert_cmd_snapshot!(
        "no_summary",
        s.cmd()
            .args(["--no-cache"])
            .env("FAKE_WP_STDOUT", s.path("empty.txt"))
    );
    // The summary announces more goals than were reported.
    let out = std::fs::read_to_string(s.path("stdout.txt")).unwrap();
    let short = out.replace("Proved goals:   98 / 98", "Proved goals:   98 / 99");
    assert_ne!(short, out, "the recorded summary line changed");
    std::fs::write(s.path("short.txt"), short).unwrap();
    assert_cmd_snapshot!(
        "count_mismatch",
        s.cmd()
            .args(["--no-cache"])
            .env("FAKE_WP_STDOUT", s.path("short.txt"))
    );
    // Frama-C is missing.
    assert_cmd_snapshot!(
        "missing_frama_c",
        s.cmd()
            .args(["--no-cache"])
            .env("VMFC_FRAMA_C", "/nonexistent/frama-c")
    );
    // A file without contracts has nothing to verify.
    std::fs::write(s.path("plain.c"), "int f(int x) { return x; }\n").unwrap();
    let out = Command::new(get_cargo_bin("vmfc"))
        .current_dir(s.path(""))
        .env("VMFC_FRAMA_C", fixture("fake-frama-c"))
        .args(["verify", "plain.c"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("No goals"));
}

#[test]
fn recorded_output_parses_into_every_goal() {
    let text = std::fs::read_to_string(fixture("gather/stdout.txt")).unwrap();
    let mut p = vmfc::verify::wp_output::Parser::new();
    let mut events: Vec<_> = text.lines().flat_map(|l| p.line(l)).collect();
    events.extend(p.flush());
    use vmfc::verify::wp_output::Event;
    let goals = events
        .iter()
        .filter(|e| matches!(e, Event::Goal { .. }))
        .count();
    assert_eq!(goals, 101);
    assert!(events.contains(&Event::Summary {
        proved: 98,
        total: 98
    }));
    assert!(events.contains(&Event::Scheduled(98)));
    assert_eq!(
        events.iter().filter(|e| matches!(e, Event::Step)).count(),
        4,
        "main, lemmas, smoke and split (gather has nothing for the retry pass's filter; the split step has no goal left)"
    );
}

#[path = "report/tool_errors.rs"]
mod tool_errors;

/// Each check that compares an argument with a definition registers both
/// sides for the report; a message invariant compares the buffer the call
/// passes with `msginv` (newcomer trial 8 was shown neither).
#[test]
fn a_message_invariant_check_quotes_msginv_and_the_buffer() {
    let job = vmfc::pipeline::Job {
        input: common::root().join("docs/patterns/odd_even.c"),
        ..Default::default()
    };
    let t = common::transform(&job);
    let text = std::fs::read_to_string(&job.input).unwrap();
    let sides = t.output.sides();
    let (label, s) = sides
        .iter()
        .find(|(l, _)| l.starts_with("VM_send_msginv_"))
        .expect("a send_msginv check with its sides");
    let def = &text[s.def.clone().expect("the definition")];
    let arg = &text[s.arg.clone().expect("the argument")];
    assert!(
        def.starts_with("msginv(s, d, k, buf, count, dt)"),
        "{label}: {def}"
    );
    assert_eq!(arg, "&me", "{label}");
}

#[path = "report/partial.rs"]
mod partial;
#[path = "report/runs.rs"]
mod runs;

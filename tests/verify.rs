//! The real thing: every example is proved by Frama-C/Wp with all goals
//! valid, and every seeded bug (examples/<name>/bugs.txt) comes out "not
//! proved" with the expected check failing at the expected line.

mod common;

use std::path::{Path, PathBuf};
use vmfc::pipeline::Job;
use vmfc::verify::{self, Failure, Options, Outcome};

/// `vmfc-flags: ...` in an example's header comment.
fn options_for(src: &str) -> Options {
    let flags = src
        .lines()
        .find_map(|l| l.split("vmfc-flags:").nth(1))
        .unwrap_or("");
    Options {
        model_real: flags.contains("--model real"),
        ..options()
    }
}

/// Real runs: no cache, and the `vmfc` binary as the prover wrapper (this
/// test executable is not `vmfc`). The harness runs one test per core side
/// by side: each proves one goal at a time, so that provers are not starved
/// of CPU (a timeout under load is not a proof failure).
fn options() -> Options {
    Options {
        no_cache: true,
        jobs: 1,
        // Twice the default: the slowest goals of the examples take 8 s
        // alone, and two tests run side by side.
        timeout: 20,
        vmfc_exe: Some(env!("CARGO_BIN_EXE_vmfc").into()),
        ..Options::default()
    }
}

fn run(input: &Path, include: Vec<PathBuf>, opts: &Options) -> Outcome {
    common::tool("frama-c");
    let job = Job {
        input: input.to_path_buf(),
        include_dirs: include,
        ..Job::default()
    };
    match verify::verify(&job, opts, &mut |_| {}) {
        Ok(o) => o,
        Err(Failure::Input { diagnostics, files }) => {
            panic!(
                "{}: {}",
                input.display(),
                diagnostics
                    .iter()
                    .map(|d| d.render(&files, false))
                    .collect::<String>()
            )
        }
        Err(Failure::Tool(e)) | Err(Failure::Usage(e)) => panic!("{}: {e}", input.display()),
    }
}

fn unproved(o: &Outcome) -> String {
    o.goals
        .iter()
        .filter(|g| !g.proved())
        .map(|g| {
            format!(
                "  {}:{:?}: {} [{}]\n",
                g.id,
                g.line,
                g.message,
                g.status.word()
            )
        })
        .collect()
}

fn example_is_proved(name: &str) {
    let file = common::root()
        .join("examples")
        .join(name)
        .join(format!("{name}.c"));
    let src = std::fs::read_to_string(&file).unwrap();
    let o = run(&file, vec![], &options_for(&src));
    assert!(!o.goals.is_empty(), "{name}: no goals");
    assert!(
        o.success(),
        "{name}: {}/{} proved; not proved:\n{}",
        o.proved(),
        o.goals.len(),
        unproved(&o)
    );
    // Frama-C warns only about what vmfc does not expect (hunt 51: the
    // C library's `atoi` "missing terminates clause" at the file's first
    // line, the effect of vmfc's own option).
    let tool: Vec<&str> = (o.warnings.iter())
        .map(|w| w.message.as_str())
        .filter(|m| m.starts_with("Frama-C"))
        .collect();
    assert!(tool.is_empty(), "{name}: Frama-C warned: {tool:?}");
}

/// One test per example, so that the test harness runs them side by side.
macro_rules! proved {
    ($($test:ident => $name:literal),*) => {
        $(#[test] fn $test() { example_is_proved($name); })*

        #[test]
        fn every_example_has_its_test() {
            let tested = [$($name),*];
            for (name, _) in common::examples() {
                assert!(tested.contains(&name.as_str()), "examples/{name} has no `proved!` entry in tests/verify.rs");
            }
        }
    };
}
// The harness starts tests in the order of their names, two at a time: the
// longest proofs go first (measured), so that no long one starts last and
// runs alone on the second core idle.
proved!(
    proof_a_scatter => "scatter",
    proof_b_star => "star",
    proof_c_heat => "heat",
    proof_d_ring => "ring",
    proof_e_jacobi => "jacobi",
    proof_f_distribute => "distribute",
    proof_g_gather => "gather",
    proof_h_prefix => "prefix",
    proof_i_bcast => "bcast",
    proof_j_pi => "pi",
    proof_k_ranksum => "ranksum",
    proof_l_readsize => "readsize",
    proof_m_spread => "spread"
);

#[test]
fn vmfc_style_program_is_proved() {
    let dir = common::root().join("tests/fixtures/idioms");
    let o = run(
        &dir.join("shift.c"),
        vec![dir.clone()],
        &Options {
            model_real: true,
            ..options()
        },
    );
    assert!(
        o.functions.contains(&"Left_lemma".to_string()),
        "the lemma function in the user header is verified: {:?}",
        o.functions
    );
    assert!(
        o.success(),
        "{}/{} proved; not proved:\n{}",
        o.proved(),
        o.goals.len(),
        unproved(&o)
    );
}

/// One seeded bug.
struct Bug {
    name: String,
    fct: String,
    check: String,
    at: String,
    replace: String,
    with: String,
}

fn bugs(example: &str) -> Vec<Bug> {
    let text = std::fs::read_to_string(
        common::root()
            .join("examples")
            .join(example)
            .join("bugs.txt"),
    )
    .unwrap();
    let mut out = Vec::new();
    for entry in text.split("\n=== ").skip(1) {
        let (head, rest) = entry.split_once("--- replace\n").expect("--- replace");
        let (replace, with) = rest.split_once("--- with\n").expect("--- with");
        let field = |k: &str| {
            head.lines()
                .find_map(|l| l.strip_prefix(&format!("{k}: ")))
                .unwrap_or_else(|| panic!("{k} missing"))
                .to_string()
        };
        out.push(Bug {
            name: head.lines().next().unwrap().to_string(),
            fct: field("fct"),
            check: field("check"),
            at: field("at"),
            replace: replace.trim_end_matches('\n').to_string(),
            with: with.trim_end_matches('\n').to_string(),
        });
    }
    assert!(
        out.len() >= 6,
        "{example}: six seeded bugs at least expected"
    );
    out
}

fn seeded_bugs(example: &str) {
    let file = common::root()
        .join("examples")
        .join(example)
        .join(format!("{example}.c"));
    let src = std::fs::read_to_string(&file).unwrap();
    let mut failures = Vec::new();
    for bug in bugs(example) {
        assert_eq!(
            src.matches(&bug.replace).count(),
            1,
            "{example} / {}: the text to replace must occur once",
            bug.name
        );
        let mutated = src.replacen(&bug.replace, &bug.with, 1);
        let lines: Vec<usize> = mutated
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains(&bug.at))
            .map(|(i, _)| i + 1)
            .collect();
        assert_eq!(
            lines.len(),
            1,
            "{example} / {}: the anchor `{}` must occur on exactly one line",
            bug.name,
            bug.at
        );
        let line = lines[0];
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join(format!("{example}.c"));
        std::fs::write(&input, &mutated).unwrap();
        let mut opts = options_for(&src);
        opts.fct = vec![bug.fct.clone()];
        // Failing runs share a small budget: one prover, a short timeout,
        // no retry (fewer attempts can only leave more goals unproved).
        opts.timeout = 2;
        opts.provers = vec!["cvc5".into()];
        opts.retry = false;
        // Only the checks that decide.
        opts.props = common::props_for(
            &Job {
                input: input.clone(),
                real_floats: opts.model_real,
                ..Job::default()
            },
            &bug.check,
            line,
        );
        let o = run(&input, vec![], &opts);
        let hit = o
            .goals
            .iter()
            .find(|g| !g.proved() && g.kind.name() == bug.check && g.line == Some(line));
        if o.success() || hit.is_none() {
            failures.push(format!(
                "{example} / {}: expected `{}` not proved at line {line}; not proved:\n{}",
                bug.name,
                bug.check,
                unproved(&o)
            ));
        }
        // The report says what to do about the failure, and what it means
        // for the other goals.
        if let Some(g) = hit {
            let d = vmfc::report::human::diagnostic(&o, g);
            let report = vmfc::report::human::render(&o, false);
            if !d.notes.iter().any(|n| n.starts_with("help: "))
                || !report.contains("proved assuming that it holds")
            {
                failures.push(format!("{example} / {}: the report gives no fix, or does not say that later goals assume this one:\n{report}", bug.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn seeded_bugs_in_ring() {
    seeded_bugs("ring");
}

#[test]
fn seeded_bugs_in_star() {
    seeded_bugs("star");
}

#[test]
fn seeded_bugs_in_bcast() {
    seeded_bugs("bcast");
}

#[test]
fn seeded_bugs_in_distribute() {
    seeded_bugs("distribute");
}

#[test]
fn seeded_bugs_in_jacobi() {
    seeded_bugs("jacobi");
}

#[test]
fn seeded_bugs_in_pi() {
    seeded_bugs("pi");
}

#[test]
fn seeded_bugs_in_spread() {
    seeded_bugs("spread");
}

#[test]
fn seeded_bugs_in_ranksum() {
    seeded_bugs("ranksum");
}

#[test]
fn seeded_bugs_in_readsize() {
    seeded_bugs("readsize");
}

#[path = "verify/programs.rs"]
mod programs;

#[path = "verify/suggested.rs"]
mod suggested;

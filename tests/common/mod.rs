//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub mod replay;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every example: `examples/<name>/<name>.c`, sorted.
pub fn examples() -> Vec<(String, PathBuf)> {
    let mut v: Vec<(String, PathBuf)> = std::fs::read_dir(root().join("examples"))
        .expect("examples/")
        .filter_map(|e| {
            let dir = e.ok()?.path();
            let name = dir.file_name()?.to_string_lossy().into_owned();
            let file = dir.join(format!("{name}.c"));
            file.is_file().then_some((name, file))
        })
        .collect();
    v.sort();
    assert!(
        v.len() >= 7,
        "expected at least 7 examples, found {}",
        v.len()
    );
    v
}

/// The path of a required external tool; the test fails (never passes
/// silently) when it is missing.
pub fn tool(name: &str) -> PathBuf {
    which::which(name).unwrap_or_else(|_| {
        panic!("`{name}` is not installed; run `.ci/install` (or `bash .ci/run`) to install the toolchain")
    })
}

/// `check` on every item, two at a time (one per core); the failures it
/// returns, sorted.
pub fn two_at_a_time<T: Sync>(
    items: &[T],
    check: impl Fn(&T) -> Option<String> + Sync,
) -> Vec<String> {
    n_at_a_time(2, items, check)
}

/// `check` on every item, `n` at a time; the failures it returns, sorted.
pub fn n_at_a_time<T: Sync>(
    n: usize,
    items: &[T],
    check: impl Fn(&T) -> Option<String> + Sync,
) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..n {
            s.spawn(|| {
                while let Some(item) =
                    items.get(next.fetch_add(1, std::sync::atomic::Ordering::SeqCst))
                {
                    if let Some(f) = check(item) {
                        failures.lock().unwrap().push(f);
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    failures
}

/// Run a command, returning (success, stdout + stderr).
pub fn run(cmd: &mut Command) -> (bool, String) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// Copy a directory's files (not subdirectories) into `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            std::fs::copy(&p, to.join(p.file_name().unwrap())).unwrap();
        }
    }
}

/// Transform with the library; panics with the rendered diagnostics on failure.
pub fn transform(job: &vmfc::pipeline::Job) -> vmfc::pipeline::Transformed {
    match vmfc::pipeline::transform(job) {
        Ok(t) => t,
        Err(vmfc::pipeline::Failure::Input { diagnostics, files }) => {
            let text: String = diagnostics
                .iter()
                .map(|d| d.render(&files, false))
                .collect();
            panic!("{} was rejected:\n{text}", job.input.display())
        }
        Err(vmfc::pipeline::Failure::Tool(e) | vmfc::pipeline::Failure::Usage(e)) => {
            panic!("tool failure on {}: {e}", job.input.display())
        }
    }
}

/// The properties to prove to decide whether a check of kind `kind` fails
/// at `line`: the labels vmfc generates there; for the user's own
/// properties at that line (`assert`, `check`, `loop invariant`, `ensures`),
/// the names vmfc gives them (`VM_u_<line>_<col>`), else Wp's category for
/// its kinds (`terminates`, `exits`, `assert` ...: every property of the
/// kind, vmfc's own assertions included, costs minutes on a long function).
/// Lets a test that expects one failure prove only what decides it; the
/// goal is the same (Wp assumes the assertions before it, proved or not).
pub fn props_for(job: &vmfc::pipeline::Job, kind: &str, line: usize) -> Vec<String> {
    let transformed = || {
        transform(&vmfc::pipeline::Job {
            name_properties: true,
            ..job.clone()
        })
    };
    if matches!(
        kind,
        "assert" | "check" | "loop_invariant" | "postcondition"
    ) {
        let names: Vec<String> = (transformed().output.user_names.iter())
            .filter(|u| u.line == line)
            .map(|u| u.name.clone())
            .collect();
        if !names.is_empty() {
            return names;
        }
    }
    if let Some(cat) = match kind {
        "terminates" | "exits" | "assert" | "check" | "requires" | "decreases" => Some(kind),
        // Lemmas are proved in every run that selects no property.
        "lemma" => return Vec::new(),
        // Rejected once Frama-C has read it: whatever is proved.
        "rejected" => Some("terminates"),
        "postcondition" => Some("ensures"),
        "precondition" | "memory_model" | "c_assert" => Some("requires"),
        "loop_invariant" => Some("invariant"),
        "loop_variant" => Some("variant"),
        _ => None,
    } {
        return vec![format!("@{cat}")];
    }
    let labels: Vec<String> = transformed()
        .output
        .checks
        .iter()
        .filter(|c| c.label.kind_name() == kind && c.label.line == line)
        .map(|c| c.label.to_string())
        .collect();
    assert!(
        !labels.is_empty(),
        "{}: vmfc generates no `{kind}` check at line {line}",
        job.input.display()
    );
    labels
}

/// `text` without its loop invariants that state vmfc's counters, level
/// and regions (the lines `loop invariant ... VM_sc ...`), as a newcomer
/// writes a loop.
#[allow(dead_code)]
pub fn without_ghost_invariants(text: &str) -> String {
    let ghost = [
        "VM_sc",
        "VM_rc",
        "VM_level",
        "VM_regionCount",
        "VM_currentRegion",
    ];
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !(l.contains("loop invariant") && ghost.iter().any(|g| l.contains(g))))
        .collect();
    kept.join("\n") + "\n"
}

/// `text` with the loop invariants that vmfc's warnings (`stderr` of a
/// run on it) suggest pasted into each loop's annotation, before its
/// `loop assigns`. Panics when no warning suggests any.
#[allow(dead_code)]
pub fn with_suggested_invariants(text: &str, stderr: &str) -> String {
    let mut at: Option<usize> = None;
    let mut by_line: std::collections::BTreeMap<usize, Vec<&str>> = Default::default();
    for l in stderr.lines() {
        if l.contains(": warning: ") {
            at = l.split(':').nth(1).and_then(|n| n.parse().ok());
        } else if let Some(line) = at.filter(|_| l.trim().starts_with("loop invariant ")) {
            by_line.entry(line).or_default().push(l.trim());
        }
    }
    assert!(!by_line.is_empty(), "no invariant suggested:\n{stderr}");
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for (&line, clauses) in by_line.iter().rev() {
        let assigns = (0..line - 1)
            .rev()
            .find(|&k| lines[k].contains("loop assigns"))
            .expect("the loop's `loop assigns`");
        for c in clauses.iter().rev() {
            lines.insert(assigns, format!("        {c}"));
        }
    }
    lines.join("\n") + "\n"
}

//! Adversarial programs (tests/unsound/*.c, see its README): each is a buggy
//! program that vmfc must not call verified. A static error must be reported
//! on the line marked `//! here`; a goal of the expected kind must come out
//! not proved there; and where the bug shows in a real run, the program
//! compiled with mpicc fails under mpiexec (it hangs, aborts, or computes a
//! wrong value).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use vmfc::pipeline::{self, Job};
use vmfc::verify::{self, Options};

/// One adversarial program and what it must produce.
struct Case {
    path: PathBuf,
    /// `error`, or the kind of the goal that must fail.
    expect: String,
    /// For errors reported in another file: (file name, line).
    elsewhere: Option<(String, usize)>,
    /// The line marked `//! here`.
    line: usize,
    fct: Vec<String>,
    /// Processes for a real run that must fail.
    run: Option<u32>,
    /// `//! cflags: -O2`: the build's options where the bug shows only
    /// with them (undefined behaviour that an optimizer exploits).
    cflags: Vec<String>,
    /// `//! allow: assumptions`: run with `--allow-assumptions`.
    allow_assumptions: bool,
    /// `//! model: real`: run with `--model real`.
    model_real: bool,
    /// `//! define: NAME=VALUE`: a `-D` option, as the build gives it.
    defines: Vec<String>,
    /// `//! include: DIR`: a `-I` option (DIR from the repository's root),
    /// as the build gives it.
    include_dirs: Vec<PathBuf>,
    /// The marked line is the `//! define:` or `//! include:` line: the error is about the
    /// command line.
    on_command_line: bool,
}

fn cases() -> Vec<Case> {
    let dir = common::root().join("tests/unsound");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 30, "adversarial programs missing");
    paths
        .into_iter()
        .map(|path| {
            // Lossy: `s533` holds a byte that is not UTF-8.
            let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
            let meta = |key: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(&format!("//! {key}: ")))
                    .map(str::to_string)
            };
            let expect =
                meta("expect").unwrap_or_else(|| panic!("{}: no `//! expect:`", path.display()));
            let (expect, elsewhere) = match expect.split_once(' ') {
                Some((kind, at)) => {
                    let (file, line) = at.split_once(':').expect("file:line");
                    (
                        kind.to_string(),
                        Some((file.to_string(), line.parse().unwrap())),
                    )
                }
                None => (expect, None),
            };
            // `//! here` ends the marked line, or stands alone before it
            // as `//! here (next line)` (a line that must end otherwise).
            let marked: Vec<usize> = text
                .lines()
                .enumerate()
                .filter_map(|(i, l)| {
                    if l.ends_with("//! here") {
                        Some(i + 1)
                    } else if l.trim() == "//! here (next line)" {
                        Some(i + 2)
                    } else {
                        None
                    }
                })
                .collect();
            assert_eq!(
                marked.len(),
                1,
                "{}: one line must be marked `//! here`",
                path.display()
            );
            let on_command_line = text
                .lines()
                .nth(marked[0] - 1)
                .is_some_and(|l| l.starts_with("//! define: ") || l.starts_with("//! include: "));
            Case {
                expect,
                elsewhere,
                on_command_line,
                line: marked[0],
                fct: meta("fct").into_iter().collect(),
                run: meta("run").map(|n| n.trim().parse().unwrap()),
                cflags: (meta("cflags").unwrap_or_default().split_whitespace())
                    .map(String::from)
                    .collect(),
                allow_assumptions: meta("allow").is_some_and(|a| a.trim() == "assumptions"),
                model_real: meta("model").is_some_and(|m| m.trim() == "real"),
                defines: meta("define").into_iter().collect(),
                include_dirs: meta("include").into_iter().map(PathBuf::from).collect(),
                path,
            }
        })
        .collect()
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// The static rules reject each program with an error at the marked line;
/// the rendered diagnostics are snapshots (snapshots/unsound/).
#[test]
fn static_rules_reject_the_programs_at_the_line() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/unsound");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let mut failures = Vec::new();
    for c in cases().iter().filter(|c| c.expect == "error") {
        let input = c
            .path
            .strip_prefix(common::root())
            .unwrap_or(&c.path)
            .to_path_buf();
        let job = Job {
            input,
            allow_assumptions: c.allow_assumptions,
            real_floats: c.model_real,
            defines: c.defines.clone(),
            include_dirs: c.include_dirs.clone(),
            ..Job::default()
        };
        match pipeline::transform(&job) {
            Ok(_) => failures.push(format!("{}: accepted", name(&c.path))),
            Err(pipeline::Failure::Tool(e) | pipeline::Failure::Usage(e)) => {
                failures.push(format!("{}: tool failure: {e}", name(&c.path)))
            }
            Err(pipeline::Failure::Input { diagnostics, files }) => {
                let hit = diagnostics.iter().filter(|d| d.is_error()).any(|d| {
                    let f = &files[d.file];
                    let line = f.line_of(d.span.start);
                    match &c.elsewhere {
                        _ if c.on_command_line => d.command_line,
                        Some((file, l)) => f.name().ends_with(file.as_str()) && line == *l,
                        None => d.file == 0 && line == c.line && !d.command_line,
                    }
                });
                let all: String = diagnostics
                    .iter()
                    .map(|d| d.render(&files, false))
                    .collect();
                if !hit {
                    failures.push(format!(
                        "{}: no error at the marked line; got:\n{all}",
                        name(&c.path)
                    ));
                }
                settings.bind(|| {
                    insta::assert_snapshot!(
                        c.path.file_stem().unwrap().to_string_lossy().into_owned(),
                        all
                    )
                });
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Held by the proofs while they run, and by the real runs: neither waits
/// for processors behind the other (a smoke check has one second, and a
/// correct program kept from the processor past its cut would read as a
/// hang).
static PROCESSORS: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Two programs at a time, one goal at a time each: a run is mostly Wp's
/// own (single-threaded) work, so two side by side fill both cores.
#[test]
fn checks_report_the_programs_not_proved_at_the_line() {
    common::tool("frama-c");
    let _alone = PROCESSORS.lock().unwrap_or_else(|e| e.into_inner());
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| c.expect != "error")
        .collect();
    // A smoke check has one second, which a loaded machine can run past
    // (`s448`): such a case is tried a second time before it fails.
    let failures = common::two_at_a_time(&cases, |c| {
        let failed = check_case(c)?;
        if c.expect.ends_with("_smoke") {
            check_case(c)
        } else {
            Some(failed)
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Verify one program; the failure to report, if it is not caught at its line.
fn check_case(c: &Case) -> Option<String> {
    let job = Job {
        input: c.path.clone(),
        allow_assumptions: c.allow_assumptions,
        real_floats: c.model_real,
        defines: c.defines.clone(),
        include_dirs: (c.include_dirs.iter())
            .map(|d| common::root().join(d))
            .collect(),
        ..Job::default()
    };
    // Failing goals share a small budget: one prover, a short timeout, no
    // retry (fewer attempts can only leave more goals unproved).
    let opts = Options {
        timeout: 2,
        provers: vec!["cvc5".into()],
        retry: false,
        no_cache: true,
        jobs: 1,
        fct: c.fct.clone(),
        model_real: c.model_real,
        props: common::props_for(&job, &c.expect, c.line),
        vmfc_exe: Some(env!("CARGO_BIN_EXE_vmfc").into()),
        ..Options::default()
    };
    let result = verify::verify(&job, &opts, &mut |_| {});
    if c.expect == "rejected" {
        return rejected_at_line(c, result);
    }
    match result {
        Ok(o) => {
            let hit = o
                .goals
                .iter()
                .any(|g| !g.proved() && g.kind.name() == c.expect && g.line == Some(c.line));
            if o.success() || !hit {
                let not: String = o
                    .goals
                    .iter()
                    .filter(|g| !g.proved())
                    .map(|g| format!("  {} at {:?}: {}\n", g.kind, g.line, g.message))
                    .collect();
                return Some(format!(
                    "{}: expected `{}` not proved at line {}; not proved:\n{not}",
                    name(&c.path),
                    c.expect,
                    c.line
                ));
            }
            None
        }
        Err(verify::Failure::Input { diagnostics, files }) => {
            let all: String = diagnostics
                .iter()
                .map(|d| d.render(&files, false))
                .collect();
            Some(format!(
                "{}: rejected instead of verified:\n{all}",
                name(&c.path)
            ))
        }
        Err(verify::Failure::Tool(e) | verify::Failure::Usage(e)) => {
            Some(format!("{}: {e}", name(&c.path)))
        }
    }
}

/// `//! expect: rejected`: `vmfc verify` rejects the program with an error
/// at the marked line once Frama-C has read it (Frama-C's own ghost
/// checks, or vmfc's checks of the program as Frama-C printed it).
fn rejected_at_line(c: &Case, result: Result<verify::Outcome, verify::Failure>) -> Option<String> {
    match result {
        Err(verify::Failure::Input { diagnostics, files }) => {
            let hit = (diagnostics.iter())
                .filter(|d| d.is_error())
                .any(|d| d.file == 0 && files[0].line_of(d.span.start) == c.line);
            let all: String = diagnostics
                .iter()
                .map(|d| d.render(&files, false))
                .collect();
            (!hit).then(|| {
                format!(
                    "{}: no error at line {}; got:\n{all}",
                    name(&c.path),
                    c.line
                )
            })
        }
        Ok(o) => Some(format!(
            "{}: verified ({} goals) instead of rejected",
            name(&c.path),
            o.goals.len()
        )),
        Err(verify::Failure::Tool(e) | verify::Failure::Usage(e)) => {
            Some(format!("{}: {e}", name(&c.path)))
        }
    }
}

/// The bugs are real: run under MPICH, each program hangs, aborts or finds
/// a wrong value. A hang is cut after 2 s: the programs are tiny and end
/// within a second when they end at all, and no proof runs beside them
/// (`PROCESSORS`). Four programs run at a time: most of a run is waiting
/// (half the programs hang until the cut; a hanging MPICH process polls,
/// but yields the processor every 1000 polls), and four side by side took
/// 151 s against 257 s for two (six: 133 s).
#[test]
fn the_bugs_show_in_real_runs() {
    let mpicc = common::tool("mpicc");
    let mpiexec = common::tool("mpiexec");
    let _alone = PROCESSORS.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.run.is_some()).collect();
    let failures = common::n_at_a_time(4, &cases, |c| {
        let exe = dir.path().join(c.path.file_stem().unwrap());
        let defines = (c.defines.iter().map(|d| format!("-D{d}"))).chain(
            c.include_dirs
                .iter()
                .map(|d| format!("-I{}", common::root().join(d).display())),
        );
        let (ok, out) = common::run(
            Command::new(&mpicc)
                .args(&c.cflags)
                .args(defines)
                .arg("-o")
                .arg(&exe)
                .arg(&c.path)
                // The math library (`s500` calls `log`).
                .arg("-lm"),
        );
        assert!(ok, "{}: mpicc failed:\n{out}", name(&c.path));
        let np = c.run.unwrap().to_string();
        let status = Command::new("timeout")
            .args(["-s", "KILL", "2"])
            .arg(&mpiexec)
            .args(["-n", &np])
            .arg(&exe)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        std::thread::sleep(Duration::from_millis(100));
        status
            .success()
            .then(|| format!("{}: ran to a normal end with {np} processes", name(&c.path)))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

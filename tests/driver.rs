//! `vmfc verify`'s driver against a fake Frama-C: what the result cache
//! re-proves after an edit, the wall-clock limit and Ctrl-C (Frama-C and its
//! provers are killed), and concurrent runs sharing the cache.

mod common;

use common::replay::Setup;
use std::path::PathBuf;

/// The result cache: a function is re-proved when the program changes, as
/// tokens, except where its goals do not move: a change of layout or of a
/// plain comment in another function's body leaves it cached; a change of
/// code anywhere does not (hunt 27: another body changes what Wp asks of
/// a function: recursion, the globals a callee uses).
#[test]
fn editing_a_function_reproves_what_depends_on_it() {
    let s = Setup::new("bcast-tag", "bcast.c");
    let _ = s.cmd().output().unwrap();
    let log = |s: &Setup| std::fs::read_to_string(s.path("args.log")).unwrap_or_default();
    assert!(log(&s).contains("-wp-fct=bcast,bcast_test"), "{}", log(&s));
    let edit = |from: &str, to: &str| {
        let src = std::fs::read_to_string(s.path("bcast.c")).unwrap();
        let edited = src.replacen(from, to, 1);
        assert_ne!(src, edited);
        std::fs::write(s.path("bcast.c"), edited).unwrap();
        let _ = s.cmd().output().unwrap();
        log(&s).lines().last().unwrap_or_default().to_string()
    };
    // A comment in the body of bcast_test: only bcast_test.
    let last = edit(
        "buf[i] = rank == root ? 3 * i : -1;",
        "buf[i] = rank == root ? 3 * i : -1; /* the root's data */",
    );
    assert!(
        last.contains("-wp-fct=bcast_test ") && !last.contains("-wp-fct=bcast,"),
        "only bcast_test is re-proved: {last}"
    );
    // Its code: both.
    let last = edit("3 * i : -1;", "3 * i : -2;");
    assert!(last.contains("-wp-fct=bcast,bcast_test"), "{last}");
    // A contract change affects every function.
    let src = std::fs::read_to_string(s.path("bcast.c")).unwrap();
    std::fs::write(
        s.path("bcast.c"),
        src.replacen(
            "requires 0 <= root < VM_NP && 0 <= count",
            "requires 0 <= root < VM_NP && 0 <= count && 1",
            1,
        ),
    )
    .unwrap();
    let _ = s.cmd().output().unwrap();
    let last = log(&s).lines().last().unwrap_or_default().to_string();
    assert!(last.contains("-wp-fct=bcast,bcast_test"), "{last}");
}

/// The limit is on the whole run: Frama-C's printing of the program and
/// the proof share it (each had all of it: twice the limit).
#[test]
fn time_limit_kills_frama_c_and_its_provers() {
    let s = Setup::new("gather", "gather.c");
    let (script, pidfile) = slow_frama_c(&s);
    let start = std::time::Instant::now();
    let out = s
        .cmd()
        .args(["--no-cache", "--time-limit", "4"])
        .env("VMFC_FRAMA_C", &script)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let took = start.elapsed().as_secs_f64();
    assert!(took < 7.5, "--time-limit 4 took {took:.1} s");
    assert!(String::from_utf8_lossy(&out.stderr).contains("time limit of 4 s"));
    assert_dead(&pidfile);
}

/// A slow stand-in for Frama-C that starts a long "prover" and records its
/// pid, after leaving a temporary file in `$TMPDIR` as Frama-C's
/// preprocessing of annotations does (its path in `left.path`).
fn slow_frama_c(s: &Setup) -> (PathBuf, PathBuf) {
    let pidfile = s.path("child.pid");
    let script = s.path("slow-frama-c");
    let left = s.path("left.path");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nif [ \"$1\" = -version ]; then echo 25.0; exit 0; fi\n\
             f=\"${{TMPDIR:-/tmp}}/ppannot-$$.c\"; : > \"$f\"; echo \"$f\" > {}\n\
             sleep 300 &\necho $! > {}\nwait\n",
            left.display(),
            pidfile.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    (script, pidfile)
}

/// The prover-like child is dead and the killed Frama-C's temporary file
/// went with the run's work directory.
fn assert_dead(pidfile: &std::path::Path) {
    let left = pidfile.with_file_name("left.path");
    let left = std::fs::read_to_string(&left).unwrap();
    assert!(
        !std::path::Path::new(left.trim()).exists(),
        "a killed Frama-C's temporary file stayed: {}",
        left.trim()
    );
    let pid = std::fs::read_to_string(pidfile).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
    let state = stat.rsplit(") ").next().and_then(|r| r.chars().next());
    assert!(
        matches!(state, None | Some('Z') | Some('X')),
        "the prover-like child {} survived: {stat}",
        pid.trim()
    );
}

#[test]
fn ctrl_c_kills_frama_c_and_its_provers() {
    let s = Setup::new("gather", "gather.c");
    let (script, pidfile) = slow_frama_c(&s);
    let child = s
        .cmd()
        .args(["--no-cache"])
        .env("VMFC_FRAMA_C", &script)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while !pidfile.exists() && start.elapsed().as_secs() < 30 {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    // SAFETY: signalling the child we spawned.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("interrupted"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_dead(&pidfile);
}

#[test]
fn concurrent_runs_share_the_cache_safely() {
    // One function and no lemma (one cache entry): each run either replays
    // it or proves it, never half, so the replayed transcript always fits.
    let s = Setup::new("single", "twice.c");
    let runs: Vec<_> = (0..3)
        .map(|_| {
            s.cmd()
                .args(["--format", "json"])
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let outs: Vec<_> = runs
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    let verdicts: Vec<serde_json::Value> = outs
        .iter()
        .map(|o| {
            serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
                panic!(
                    "{e}: {:?}: {}",
                    o.status,
                    String::from_utf8_lossy(&o.stderr)
                )
            })
        })
        .collect();
    for v in &verdicts {
        assert_eq!(
            (v["proved"].as_u64(), v["total"].as_u64()),
            (Some(7), Some(7))
        );
    }
    let replay = s.cmd().args(["--format", "json"]).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&replay.stdout).unwrap();
    assert_eq!(
        (v["proved"].as_u64(), v["total"].as_u64()),
        (Some(7), Some(7))
    );
    assert!(v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .all(|f| f["cached"] == true));
}

/// A macro of a header the compiler counts as a system one (`-isystem`
/// in the `VMFC_CPP` wrapper) is part of what results depend on: changing
/// it re-proves (hunt 93: `ROOT` went from 0 to 1 and `main`'s results
/// were replayed, a root check that fails under MPICH).
#[test]
fn a_system_header_macro_changed_reproves() {
    use std::os::unix::fs::PermissionsExt;
    let s = Setup::new("bcast-tag", "bcast.c");
    let sys = s.path("sys");
    std::fs::create_dir(&sys).unwrap();
    std::fs::write(sys.join("cfg.h"), "#define CFG_LIMIT 1\n").unwrap();
    let wrapper = s.path("cc.sh");
    std::fs::write(
        &wrapper,
        format!("#!/bin/sh\nexec gcc -isystem {} \"$@\"\n", sys.display()),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    // At the end of the file: no line of the recorded run moves.
    let src = std::fs::read_to_string(s.path("bcast.c")).unwrap();
    std::fs::write(s.path("bcast.c"), format!("{src}#include <cfg.h>\n")).unwrap();
    let runs = || {
        let _ = s.cmd().env("VMFC_CPP", &wrapper).output().unwrap();
        std::fs::read_to_string(s.path("args.log"))
            .unwrap_or_default()
            .lines()
            .count()
    };
    let first = runs();
    assert!(first > 0);
    assert_eq!(runs(), first, "unchanged: replayed");
    std::fs::write(sys.join("cfg.h"), "#define CFG_LIMIT 2\n").unwrap();
    assert!(runs() > first, "the header's macro changed: proved again");
}

/// The cache does not depend on how the path is written (hunt 123:
/// `./bugs/b1.c` missed what `bugs/b1.c` had stored: 74 s against 0.3 s).
#[test]
fn the_path_as_written_does_not_change_the_cache() {
    let mut s = Setup::new("bcast-tag", "bcast.c");
    let runs = |s: &Setup| {
        let _ = s.cmd().output().unwrap();
        std::fs::read_to_string(s.path("args.log"))
            .unwrap_or_default()
            .lines()
            .count()
    };
    let first = runs(&s);
    assert!(first > 0);
    s.input = "./bcast.c".into();
    assert_eq!(runs(&s), first, "`./bcast.c` replays `bcast.c`'s results");
}

/// Without Frama-C's C library vmfc cannot read the program as Frama-C
/// does (its headers' macros): a tool error, not a run without that
/// reading. Here a Frama-C with no share directory, and no other on the
/// search path.
#[test]
fn frama_c_without_its_library_is_a_tool_error() {
    let s = Setup::new("gather", "gather.c");
    let bin = s.path("bin");
    std::fs::create_dir(&bin).unwrap();
    for tool in ["gcc", "cpp", "why3", "z3", "cvc5", "cvc4", "mpicc"] {
        if let Ok(p) = which::which(tool) {
            std::os::unix::fs::symlink(p, bin.join(tool)).unwrap();
        }
    }
    let script = s.path("lone-frama-c");
    std::fs::write(
        &script,
        "#!/bin/sh\ncase \"$1\" in -version) echo 25.0;; -print-share-path) echo /nonexistent;; *) exit 1;; esac\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let out = s
        .cmd()
        .env("PATH", &bin)
        .env("VMFC_FRAMA_C", &script)
        .env_remove("FRAMAC_SHARE")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot find Frama-C's C library"), "{err}");
}

/// A header edited while Frama-C runs (hunt 138): Frama-C read another
/// program than the one vmfc read and keyed its results by. The run is a
/// tool failure and keeps nothing; the next run proves again.
#[test]
fn a_header_changed_during_the_run_keeps_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let s = Setup::new("bcast-tag", "bcast.c");
    std::fs::write(s.path("cfg.h"), "#define CFG_LIMIT 1\n").unwrap();
    // At the end of the file: no line of the recorded run moves.
    let src = std::fs::read_to_string(s.path("bcast.c")).unwrap();
    std::fs::write(s.path("bcast.c"), format!("{src}#include \"cfg.h\"\n")).unwrap();
    let editing = s.path("editing-frama-c");
    std::fs::write(
        &editing,
        format!(
            "#!/bin/sh\ncase \"$*\" in *-wp-fct*) echo '#define CFG_OTHER 2' >> {} ;; esac\nexec {} \"$@\"\n",
            s.path("cfg.h").display(),
            common::replay::fixture("fake-frama-c").display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&editing, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = s.cmd().env("VMFC_FRAMA_C", &editing).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("changed while vmfc ran"), "{stderr}");
    // Nothing was kept: the next run (the header as it is now) proves
    // again (the recorded run has a goal not proved: exit 1).
    let _ = std::fs::remove_file(s.path("args.log"));
    let again = s.cmd().output().unwrap();
    assert_eq!(
        again.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let log = std::fs::read_to_string(s.path("args.log")).unwrap_or_default();
    assert!(
        log.contains("-wp-fct="),
        "the second run proved again: {log}"
    );
}

/// Frama-C's and Why3's environment is part of what results depend on
/// (hunt 138: a C library under another `FRAMAC_SHARE` proved a false
/// assertion, and the next run, without it, replayed the result).
#[test]
fn frama_c_environment_is_part_of_the_key() {
    let s = Setup::new("bcast-tag", "bcast.c");
    let _ = s.cmd().output().unwrap();
    let runs = |s: &Setup| {
        (std::fs::read_to_string(s.path("args.log")).unwrap_or_default())
            .lines()
            .filter(|l| l.contains("-wp-fct="))
            .count()
    };
    let first = runs(&s);
    let _ = s.cmd().output().unwrap();
    assert_eq!(runs(&s), first, "replayed without a change");
    let _ = s
        .cmd()
        .env("FRAMAC_SESSION", s.path("session"))
        .output()
        .unwrap();
    assert_eq!(
        runs(&s),
        first + 1,
        "proved again under another environment"
    );
}

//! The `vmfc` command line: outputs, exit codes, and what is (not) written.

mod common;
#[path = "cli/files.rs"]
mod files;
#[path = "cli/framac.rs"]
mod framac;
#[path = "cli/include_path.rs"]
mod include_path;
#[path = "cli/warnings.rs"]
mod warnings;

use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};
use std::path::Path;
use std::process::Command;

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(common::root().join("snapshots/cli"));
    s.set_prepend_module_to_snapshot(false);
    s
}

fn vmfc(dir: &Path) -> Command {
    let mut c = Command::new(get_cargo_bin("vmfc"));
    c.current_dir(dir).env("NO_COLOR", "1");
    c
}

fn example_copy(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    common::copy_dir(&common::root().join("examples").join(name), dir.path());
    dir
}

/// A copy of example `name` whose `name.c` has `from` replaced by `to`.
fn broken_example(name: &str, from: &str, to: &str) -> tempfile::TempDir {
    let dir = example_copy(name);
    let file = dir.path().join(format!("{name}.c"));
    let text = std::fs::read_to_string(&file).unwrap();
    let broken = text.replace(from, to);
    assert_ne!(text, broken, "{from}");
    std::fs::write(&file, broken).unwrap();
    dir
}

/// A temporary directory holding one file `name` with `text`.
fn dir_with(name: &str, text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), text).unwrap();
    dir
}

/// What `vmfc verify FILE` (no cache, 2 s a goal) says on stderr when it
/// fails on the input (exit 1).
fn verify_input_failure(dir: &Path, file: &str) -> String {
    let out = vmfc(dir)
        .args(["verify", file, "--no-cache", "--timeout", "2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{err}");
    err
}

/// What `vmfc transform FILE --stdout ARGS` says on stderr (it must succeed).
fn transform_stderr(dir: &Path, file: &str, args: &[&str]) -> String {
    let out = vmfc(dir)
        .args(["transform", file, "--stdout"])
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{file}: {err}");
    err
}

#[test]
fn include_dirs_and_defines_are_honoured() {
    let _snapshots = settings().bind_to_scope();
    let dir = tempfile::tempdir().unwrap();
    let fixture = common::root().join("tests/fixtures/idioms");
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::create_dir_all(dir.path().join("inc")).unwrap();
    std::fs::copy(fixture.join("shift.c"), dir.path().join("src/shift.c")).unwrap();
    std::fs::copy(fixture.join("Shift.h"), dir.path().join("inc/Shift.h")).unwrap();
    // The user header lives in another directory: found with -I.
    let status = vmfc(dir.path())
        .args(["transform", "src/shift.c", "-I", "inc", "-o", "out.c"])
        .status()
        .unwrap();
    assert!(status.success());
    let out = vmfc(dir.path())
        .args(["transform", "src/shift.c", "-o", "out2.c"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "without -I the header is missing"
    );
    assert!(!dir.path().join("out2.c").exists());
    // -D reaches the preprocessor: TAG redefined on the command line is a redefinition error.
    std::fs::write(
        dir.path().join("d.c"),
        "#include <mpi.h>\n#ifndef N\n#error N is not defined\n#endif\nint x[N];\n",
    )
    .unwrap();
    assert!(vmfc(dir.path())
        .args(["transform", "d.c", "-D", "N=4"])
        .status()
        .unwrap()
        .success());
    assert_eq!(
        vmfc(dir.path())
            .args(["transform", "d.c", "-o", "d2.c"])
            .status()
            .unwrap()
            .code(),
        Some(1)
    );
}

/// A `-D` macro that would rewrite annotations is an error about the
/// command line, not about a line of the file.
#[test]
fn define_that_rewrites_annotations_is_a_command_line_error() {
    let _snapshots = settings().bind_to_scope();
    let dir = dir_with("d.c", "int main(void) { return 0; }\n");
    assert_cmd_snapshot!(
        "define_rewrites_annotations",
        vmfc(dir.path()).args(["transform", "d.c", "-D", "check=assert"])
    );
    // The rule on macro definitions, given a `-D` (it was shown at the
    // file's 1:1).
    let out = vmfc(dir.path())
        .args(["transform", "d.c", "-D", "F(x)=x##y"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("command line: error: `-D F(x)=x##y`: token pasting"),
        "{err}"
    );
}

#[test]
fn header_command() {
    let _snapshots = settings().bind_to_scope();
    let dir = tempfile::tempdir().unwrap();
    assert_cmd_snapshot!(vmfc(dir.path()).args(["header", "--dir", "inc"]));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("inc/mpi.h")).unwrap(),
        vmfc::header::MPI_H
    );
    std::fs::write(dir.path().join("inc/mpi.h"), "/* mine */").unwrap();
    assert_cmd_snapshot!(
        "header_refuses_to_replace",
        vmfc(dir.path()).args(["header", "--dir", "inc"])
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("inc/mpi.h")).unwrap(),
        "/* mine */"
    );
    assert!(vmfc(dir.path())
        .args(["header", "--dir", "inc", "--force"])
        .status()
        .unwrap()
        .success());
    assert_eq!(
        std::fs::read_to_string(dir.path().join("inc/mpi.h")).unwrap(),
        vmfc::header::MPI_H
    );
}

#[test]
fn tool_and_usage_failures_exit_2() {
    let _snapshots = settings().bind_to_scope();
    let dir = example_copy("ring");
    assert_cmd_snapshot!(
        "missing_preprocessor",
        vmfc(dir.path())
            .env("VMFC_CPP", "/nonexistent/cc")
            .args(["transform", "ring.c"])
    );
    assert_cmd_snapshot!(
        "missing_input",
        vmfc(dir.path()).args(["transform", "nope.c"])
    );
    assert_eq!(
        vmfc(dir.path())
            .args(["transform"])
            .status()
            .unwrap()
            .code(),
        Some(2)
    );
    assert_eq!(
        vmfc(dir.path())
            .args(["frobnicate"])
            .status()
            .unwrap()
            .code(),
        Some(2)
    );
}

#[test]
fn doctor_lists_tools_and_fixes() {
    let dir = tempfile::tempdir().unwrap();
    let out = vmfc(dir.path())
        .env("VMFC_CACHE_DIR", dir.path().join("cache"))
        .arg("doctor")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    for tool in ["Frama-C", "Why3", "Z3", "CVC5", "C preprocessor"] {
        assert!(
            text.lines()
                .any(|l| l.starts_with("ok") && l.contains(tool)),
            "{tool} missing from:\n{text}"
        );
    }
    assert!(
        text.contains("Why3 configuration:") && text.contains("z3-nolemma"),
        "{text}"
    );
    let out = vmfc(dir.path())
        .env("VMFC_FRAMA_C", "/nonexistent/frama-c")
        .arg("doctor")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text.lines().any(|l| l.starts_with("MISSING")
            && l.contains("Frama-C")
            && l.contains("apt-get install -y frama-c-base")),
        "{text}"
    );
}

/// An unknown `--prover` is a usage error (exit 2) naming the provers that
/// exist, before Frama-C runs.
#[test]
fn unknown_prover_is_a_usage_error() {
    common::tool("frama-c");
    let dir = example_copy("ring");
    let out = vmfc(dir.path())
        .args(["verify", "ring.c", "--no-cache", "--prover", "foo"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("unknown prover `foo`: the provers vmfc can run here are")
            && err.contains("cvc5")
            && err.contains(", z3")
            && !err.contains("z3t")
            && !err.contains("norec"),
        "{err}"
    );
}

/// An `mpi.h` in a directory given with `-I` is an error about the
/// command line: the build would include it, vmfc its own (hunt 79).
#[test]
fn an_mpi_header_in_an_include_directory_is_an_error() {
    let dir = example_copy("ring");
    std::fs::create_dir(dir.path().join("inc")).unwrap();
    std::fs::write(dir.path().join("inc/mpi.h"), "#include_next <mpi.h>\n").unwrap();
    let out = vmfc(dir.path())
        .args(["transform", "-I", "inc", "ring.c"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("command line: error: -I inc: `mpi.h` takes the place of the MPI library's"),
        "{err}"
    );
    assert!(!dir.path().join("ring-vm.c").exists());
}

/// A path that is not UTF-8 (`-I`, the input) is a usage error naming it:
/// vmfc passes paths on as text, and one changed on the way would be
/// another directory (it was passed on garbled).
/// Each use of a recursive logic function in a definition gets its own
/// induction lemma, also uses that differ only in the decreasing argument.
#[test]
fn each_use_of_a_recursive_symbol_gets_its_induction() {
    let dir = example_copy("prefix");
    let prefix = dir.path().join("prefix.c");
    let text = std::fs::read_to_string(&prefix).unwrap();
    let two = text.replace(
        "*buf == Sum{Pre}(A, s + 1) && ",
        "*buf == Sum{Pre}(A, s + 1) && Sum{Pre}(A, s) == Sum{Pre}(A, s) && ",
    );
    assert_ne!(text, two);
    let lemmas = |text: &str| {
        std::fs::write(&prefix, text).unwrap();
        let t = common::transform(&vmfc::pipeline::Job {
            input: prefix.clone(),
            ..Default::default()
        });
        t.output
            .text
            .matches("check lemma VM_recursive_frame")
            .count()
    };
    assert_eq!(lemmas(&text), 1);
    assert_eq!(lemmas(&two), 2);
}

/// The programs of docs/patterns.md are accepted as they stand, without a
/// warning about their loops (they are proved by hand: the test suite's
/// prover budget goes to the examples).
#[test]
fn documented_patterns_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    common::copy_dir(&common::root().join("docs/patterns"), dir.path());
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".c"))
        .collect();
    names.sort();
    assert!(names.len() >= 5, "{names:?}");
    for name in &names {
        let err = transform_stderr(dir.path(), name, &[]);
        assert!(!err.contains("this loop"), "{name}: {err}");
    }
}

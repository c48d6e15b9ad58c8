//! What vmfc writes and where: beside the input, to stdout or a named
//! file, never over the input, nothing on errors; paths that are not
//! UTF-8 and a reader that stops early.

use super::*;

#[test]
fn transform_writes_beside_the_input() {
    let _snapshots = settings().bind_to_scope();
    let dir = example_copy("ring");
    assert_cmd_snapshot!(vmfc(dir.path()).args(["transform", "ring.c"]));
    let written = std::fs::read_to_string(dir.path().join("ring-vm.c")).unwrap();
    let lib = common::transform(&vmfc::pipeline::Job {
        input: dir.path().join("ring.c"),
        ..Default::default()
    });
    assert_eq!(written, lib.output.text);
}

#[test]
fn transform_to_stdout_and_to_a_named_file() {
    let _snapshots = settings().bind_to_scope();
    let dir = example_copy("star");
    let out = vmfc(dir.path())
        .args(["transform", "star.c", "--stdout"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        !dir.path().join("star-vm.c").exists(),
        "--stdout must not write a file"
    );
    let dash = vmfc(dir.path())
        .args(["transform", "star.c", "-o", "-"])
        .output()
        .unwrap();
    assert!(dash.status.success());
    assert_eq!(dash.stdout, out.stdout, "`-o -` prints, as --stdout does");
    assert!(
        !dir.path().join("-").exists() && !dir.path().join("star-vm.c").exists(),
        "`-o -` must not write a file"
    );
    let status = vmfc(dir.path())
        .args(["transform", "star.c", "-o", "sub.c", "--map", "map.json"])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(std::fs::read(dir.path().join("sub.c")).unwrap(), out.stdout);
    let map: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("map.json")).unwrap()).unwrap();
    let lines = map["lines"].as_array().unwrap();
    assert_eq!(
        lines.len(),
        String::from_utf8_lossy(&out.stdout).lines().count() + 1
    );
}

#[test]
fn never_overwrites_the_input() {
    let _snapshots = settings().bind_to_scope();
    let dir = example_copy("ring");
    let before = std::fs::read(dir.path().join("ring.c")).unwrap();
    assert_cmd_snapshot!(vmfc(dir.path()).args(["transform", "ring.c", "-o", "ring.c"]));
    assert_cmd_snapshot!(
        "overwrite_via_other_path",
        vmfc(dir.path()).args(["transform", "ring.c", "-o", "./ring.c"])
    );
    assert_eq!(std::fs::read(dir.path().join("ring.c")).unwrap(), before);
}

#[test]
fn errors_exit_1_and_write_nothing() {
    let _snapshots = settings().bind_to_scope();
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        common::root().join("tests/fixtures/errors/several_errors.c"),
        dir.path().join("bad.c"),
    )
    .unwrap();
    assert_cmd_snapshot!(vmfc(dir.path()).args(["transform", "bad.c"]));
    assert!(!dir.path().join("bad-vm.c").exists());
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "stray files: {names:?}");
}

#[test]
fn paths_that_are_not_utf8_are_usage_errors() {
    use std::os::unix::ffi::OsStrExt;
    let dir = example_copy("ring");
    let bad = std::ffi::OsStr::from_bytes(b"inc\xff");
    for args in [vec!["-I".as_ref(), bad, "ring.c".as_ref()], vec![bad]] {
        let out = vmfc(dir.path())
            .arg("transform")
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("is not UTF-8"), "{err}");
    }
    assert!(!dir.path().join("ring-vm.c").exists());
}

/// A reader that stops early (`vmfc transform --stdout | head -1`) is not
/// an error: the exit code stays 0 and nothing is reported.
#[test]
fn broken_pipe_is_not_an_error() {
    let dir = example_copy("heat");
    let mut child = vmfc(dir.path())
        .args(["transform", "heat.c", "--stdout"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Close the read end before vmfc writes: its write fails with EPIPE.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("vmfc: error"), "{err}");
}

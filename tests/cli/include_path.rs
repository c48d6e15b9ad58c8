//! Headers found through the compiler's include-path variables
//! (`C_INCLUDE_PATH`, `CPATH`): the user's, checked as such.

use super::*;

/// A header found through `C_INCLUDE_PATH` (or `CPATH`) is the user's,
/// checked like one given with `-I`: GCC lists those directories among
/// its own, and vmfc trusted a false contract in one as a system header's
/// (hunt 29).
#[test]
fn headers_found_through_include_path_variables_are_the_users() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("inc")).unwrap();
    std::fs::write(
        dir.path().join("inc/fastone.h"),
        "/*@ terminates \\true;\n    exits \\false;\n    assigns \\nothing;\n    ensures \\result == 1; */\nstatic int fast_one(void) { return 2; }\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("p.c"),
        "#include <mpi.h>\n#include <fastone.h>\n/*@ mpi collective;\n    requires VM_state == VM_Uninitialized; */\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int r = fast_one();\n  MPI_Finalize();\n  return r;\n}\n",
    )
    .unwrap();
    for var in ["C_INCLUDE_PATH", "CPATH"] {
        let out = vmfc(dir.path())
            .args(["transform", "p.c", "--stdout"])
            .env(var, dir.path().join("inc"))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{var}: {err}");
        assert!(
            err.contains("`fast_one` is defined in a header with a contract"),
            "{var}: {err}"
        );
    }
}

/// Hunt 40: a macro from a header GCC takes for a system one (found
/// through `C_INCLUDE_PATH`) overflows in the user's code: the compiler's
/// warning, which vmfc reads, is asked for anyway.
#[test]
fn a_system_header_macro_that_overflows_is_found() {
    let fixture = common::root().join("tests/fixtures/system_include");
    let out = vmfc(&fixture)
        .env("C_INCLUDE_PATH", fixture.join("inc"))
        .args(["transform", "main.c", "--stdout"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("main.c:14:14: error: constant expression without a defined value"),
        "{stderr}"
    );
}

/// Hunt 138: a header beside the program that is no regular file (a link
/// to `/dev/null`, a named pipe) is an error: vmfc and the build read the
/// empty file, while Frama-C, not given it by its full name, took the `-I`
/// directory's header and proved another program.
#[test]
fn an_included_device_or_pipe_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("inc")).unwrap();
    std::fs::write(dir.path().join("inc/expect.h"), "#define EXPECT 3\n").unwrap();
    std::os::unix::fs::symlink("/dev/null", dir.path().join("expect.h")).unwrap();
    std::fs::write(
        dir.path().join("p.c"),
        "#include <mpi.h>\n#include \"expect.h\"\n#ifndef EXPECT\n#define EXPECT 0\n#endif\n/*@ mpi collective;\n    requires VM_state == VM_Uninitialized; */\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int x = 3;\n  //@ assert x == EXPECT;\n  MPI_Finalize();\n  return 0;\n}\n",
    )
    .unwrap();
    let out = vmfc(dir.path())
        .args(["transform", "-I", "inc", "p.c", "--stdout"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("p.c:2:1: error: `expect.h` is not a regular file"),
        "{err}"
    );
}

/// Hunt 139: a `cc1` found through `COMPILER_PATH` rewrote only the
/// program vmfc gives Frama-C. GCC's own programs must be GCC's: with
/// `COMPILER_PATH` or `GCC_EXEC_PREFIX` set, vmfc refuses to run (exit 2).
#[test]
fn compiler_path_variables_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.c"), "int main(void) { return 0; }\n").unwrap();
    for var in ["COMPILER_PATH", "GCC_EXEC_PREFIX"] {
        let out = vmfc(dir.path())
            .args(["transform", "p.c", "--stdout"])
            .env(var, dir.path())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{var}: {err}");
        assert!(err.contains(&format!("{var} is set")), "{var}: {err}");
    }
}

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

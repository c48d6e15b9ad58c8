//! The bespoke mpi.h: every contract is satisfiable from the states it can
//! be called in. A program calls each routine and helper of the header in
//! turn, starting like a `main` from zeroed globals, and after each call
//! asks Wp to prove `\false`: an inconsistent contract would make that
//! provable (everything after it vacuous), so no such check may be proved.

mod common;

use std::process::Command;

const PROGRAM: &str = r#"#include <mpi.h>
int buf[4];
/*@ requires VM_state == VM_Uninitialized;
    requires \valid(argc) && \valid(argv); */
int main(int *argc, char ***argv) {
  int rank, size;
  MPI_Init(argc, argv);
  //@ check after_init: \false;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ check after_rank: \false;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  //@ check after_size: \false;
  //@ assert 0 <= rank < size;
  int n = VM_anyint();
  //@ check after_anyint: \false;
  VM_havoc_int(buf, 4);
  //@ check after_havoc: \false;
  unsigned long l = VM_ghost_ulong();
  //@ check after_ghost_ulong: \false;
  int g = VM_ghost_int();
  //@ check after_ghost_int: \false;
  VM_reset_counters();
  //@ check after_reset: \false;
  int r = rand();
  //@ check after_rand: \false;
  int m = RAND_MAX;
  //@ check after_rand_max: \false;
  //@ assert 0 <= r <= m && 32767 <= m;
  MPI_Finalize();
  //@ check after_finalize: \false;
  return n + r;
}
"#;

#[test]
fn every_contract_of_the_header_is_satisfiable() {
    let frama_c = common::tool("frama-c");
    let dir = tempfile::tempdir().unwrap();
    vmfc::header::write_into(dir.path(), false).unwrap();
    std::fs::write(dir.path().join("calls.c"), PROGRAM).unwrap();
    let tools =
        vmfc::verify::toolchain::prepare(Some(std::path::Path::new(env!("CARGO_BIN_EXE_vmfc"))))
            .unwrap();
    let (ok, out) = common::run(
        Command::new(frama_c)
            .current_dir(dir.path())
            .env("PWD", dir.path())
            .env("WHY3CONFIG", &tools.why3_conf)
            .args([
                "-cpp-extra-args=-I.",
                "calls.c",
                "-wp",
                "-wp-prop=@check,@assert",
                "-wp-prover",
                "z3t,cvc5",
                "-wp-timeout",
                "2",
            ])
            .args([
                "-wp-session",
                &dir.path().join("session").display().to_string(),
                "-wp-cache",
                "none",
            ]),
    );
    assert!(ok, "{out}");
    let checks: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("Goal typed_main_check_after_"))
        .collect();
    assert_eq!(checks.len(), 11, "one result per check:\n{out}");
    let proved: Vec<&&str> = checks.iter().filter(|l| l.contains(": Valid")).collect();
    assert!(
        proved.is_empty(),
        "code after these calls is dead (an inconsistent contract):\n{proved:?}"
    );
    assert!(
        out.contains("Goal typed_main_assert : Valid"),
        "the header's facts are usable:\n{out}"
    );
}

//! Warnings said at once, before any proof, about annotations that would
//! make goals fail all over a function (the ghost state in loops, the
//! separation of receive buffers); the examples as written get none.

use super::*;

/// A loop that communicates without vmfc's ghost state in its `loop
/// assigns` is told at once (a warning, before any proof); the example as
/// written is not.
#[test]
fn loop_assigns_without_ghost_state_is_warned_at_once() {
    let _snapshots = settings().bind_to_scope();
    let dir = example_copy("ring");
    assert!(!transform_stderr(dir.path(), "ring.c", &[]).contains("loop assigns"));
    let dir = broken_example(
        "ring",
        "loop assigns i, x, sum, VM_level, VM_sc[left], VM_rc[right];",
        "loop assigns i, x, sum;",
    );
    assert_cmd_snapshot!(vmfc(dir.path()).args(["transform", "ring.c", "-o", "out.c"]));
}

/// A loop that does not communicate and has no `loop assigns` is warned
/// about too (newcomer trial 9: Wp forgets every memory after it, vmfc's
/// ghost state included, and the checks of the next MPI call failed for
/// no reason the report could name).
#[test]
fn local_loop_without_loop_assigns_is_warned_at_once() {
    let dir = broken_example("ring", "      loop assigns p, data[0 .. nprocs - 1];\n", "");
    let err = transform_stderr(dir.path(), "ring.c", &[]);
    assert!(
        err.contains("ring.c:117:3: warning: this loop has no `loop assigns`")
            && err.contains("vmfc's ghost state included"),
        "{err}"
    );
}

/// A loop that receives inside a region and whose invariants never name
/// `VM_level` is warned about before any proof, naming what to state.
#[test]
fn loop_without_ghost_invariants_is_warned_at_once() {
    let dir = broken_example("ring", "      loop invariant VM_level == i - 1;\n", "");
    let err = transform_stderr(dir.path(), "ring.c", &[]);
    assert!(
        err.contains("ring.c:86:3: warning: this loop communicates, but its loop invariants leave out part of the ghost state it changes")
            && err.contains("state in loop invariants `VM_level` (the level of its last message)")
            && !err.contains("`VM_sc` (how many"),
        "{err}"
    );
}

/// A counting loop whose invariants of vmfc's ghost state were left out
/// gets them written in the warning, ready to paste (newcomer trial 8):
/// the counter of every process after `p` iterations, from zero or from
/// the loop's entry, and a bound on the level; a loop of collective calls
/// gets the count of regions. (tests/verify/suggested.rs proves them.)
#[test]
fn loop_without_ghost_invariants_gets_them_suggested() {
    let _snapshots = settings().bind_to_scope();
    for (name, args) in [("star", &[][..]), ("jacobi", &["--model", "real"][..])] {
        let dir = example_copy(name);
        let file = dir.path().join(format!("{name}.c"));
        let text = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, common::without_ghost_invariants(&text)).unwrap();
        let err = transform_stderr(dir.path(), &format!("{name}.c"), args);
        let suggested: Vec<&str> = err
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("loop invariant "))
            .collect();
        insta::assert_snapshot!(format!("suggested_invariants_{name}"), suggested.join("\n"));
    }
    // A loop that leaves an iteration early (`continue`) counts no longer
    // one message per iteration: nothing is suggested.
    let dir = example_copy("gather");
    let file = dir.path().join("gather.c");
    let text = common::without_ghost_invariants(&std::fs::read_to_string(&file).unwrap()).replace(
        "      if (p == root) {",
        "      if (p == root) {\n        continue;",
    );
    std::fs::write(&file, &text).unwrap();
    let err = transform_stderr(dir.path(), "gather.c", &[]);
    assert!(
        err.contains("no loop invariant states the ghost state") && !err.contains("suggests"),
        "{err}"
    );
}

/// A loop whose partners are variables of its body (`int dest = ...;`,
/// a new value each iteration) gets no invariants in terms of them (hunt
/// 111: they were suggested, and Frama-C refused them pasted at the loop,
/// where `dest` is not in scope): only the list of what to state.
#[test]
fn partners_the_loop_changes_get_no_suggestion() {
    let text = "#include <mpi.h>
#define TAG 5
/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \\valid_read(sendbuf + (0 .. nprocs - 1)) && \\valid(recvbuf + (0 .. nprocs - 1));
    requires \\separated(VM_Pointers, recvbuf + (0 .. nprocs - 1), sendbuf + (0 .. nprocs - 1));
    assigns VM_GlobalVars, recvbuf[0 .. nprocs - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void exchange(const int *sendbuf, int *recvbuf, int rank, int nprocs) {
  int p;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s != d ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \\true;
        slevel(s, d, k) = d >= s ? d - s : d - s + VM_NP; */
  /*@ loop invariant 1 <= p <= nprocs;
      loop assigns p, recvbuf[0 .. nprocs - 1], VM_level, VM_sc[0 .. nprocs - 1], VM_rc[0 .. nprocs - 1];
      loop variant nprocs - p; */
  for (p = 1; p < nprocs; p++) {
    int dest = rank >= nprocs - p ? rank - (nprocs - p) : rank + p;
    int src = rank >= p ? rank - p : rank + (nprocs - p);
    MPI_Sendrecv(&sendbuf[dest], 1, MPI_INT, dest, TAG,
                 &recvbuf[src], 1, MPI_INT, src, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}
";
    let dir = dir_with("a2a.c", text);
    let err = transform_stderr(dir.path(), "a2a.c", &[]);
    assert!(
        err.contains("a2a.c:24:3: warning: this loop communicates, but no loop invariant states the ghost state it changes")
            && err.contains("`VM_sc` (how many")
            && !err.contains("suggests")
            && !err.contains("dest ?"),
        "{err}"
    );
}

/// A collective function whose contract leaves out vmfc's ghost state
/// (MPI running, the counters in `assigns`, unchanged after it for a
/// caller that communicates) is told at once, with the clauses to add;
/// the examples as written are not, and neither is a run with errors.
#[test]
fn contract_without_ghost_state_is_warned_at_once() {
    let dir = example_copy("jacobi");
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(!err.contains("leaves out vmfc's ghost state"), "{err}");
    let file = dir.path().join("jacobi.c");
    let text = std::fs::read_to_string(&file).unwrap();
    let broken = text
        .replacen("    ensures VM_UnchangedGlobal{Pre, Here};\n", "", 1)
        .replacen("    requires VM_Init && VM_state == VM_Active;\n", "", 1)
        .replacen("assigns VM_GlobalVars, ", "assigns ", 1);
    assert_ne!(broken, text);
    std::fs::write(&file, &broken).unwrap();
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(
        err.contains("warning: the contract of `exchange` leaves out vmfc's ghost state")
            && err.contains("`requires VM_Init && VM_state == VM_Active;`")
            && err.contains("`VM_GlobalVars` to its `assigns`")
            && err.contains("`ensures VM_UnchangedGlobal{Pre, Here};`"),
        "{err}"
    );
    assert_eq!(err.matches("leaves out").count(), 1, "{err}");
}

/// A loop that calls collectives and whose invariants never name
/// `VM_regionCount` is warned about before any proof.
#[test]
fn collective_loop_without_region_count_is_warned_at_once() {
    let dir = broken_example(
        "jacobi",
        "      loop invariant VM_regionCount == 2 * it && VM_currentRegion == 0;\n",
        "",
    );
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(
        err.contains("warning: this loop communicates, but its loop invariants leave out part of the ghost state it changes")
            && err.contains("`VM_regionCount` (how many regions and collective calls have run")
            && err.contains("`VM_currentRegion == 0`"),
        "{err}"
    );
}

/// A receive buffer reached through a pointer parameter that the contract
/// does not separate from vmfc's ghost state is warned about before any
/// proof, with the clause to add; the example as written is not.
#[test]
fn receive_buffer_not_separated_from_ghost_state_is_warned_at_once() {
    let dir = example_copy("jacobi");
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(!err.contains("does not separate"), "{err}");
    let dir = broken_example(
        "jacobi",
        "requires \\valid(u + (0 .. NL + 1)) && \\separated(VM_Pointers, u + (0 .. NL + 1));",
        "requires \\valid(u + (0 .. NL + 1));",
    );
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(
        err.contains(
            "warning: the contract of `exchange` does not separate `u` from vmfc's ghost state"
        ) && err.contains("add `requires \\separated(VM_Pointers, u + (0 .. N - 1));`"),
        "{err}"
    );
    assert_eq!(err.matches("does not separate").count(), 1, "{err}");
    // A pointer parameter whose type is a typedef is a pointer too.
    let dir = broken_example(
        "jacobi",
        "requires \\valid(u + (0 .. NL + 1)) && \\separated(VM_Pointers, u + (0 .. NL + 1));",
        "requires \\valid(u + (0 .. NL + 1));",
    );
    let file = dir.path().join("jacobi.c");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace(
            "#include <mpi.h>",
            "#include <mpi.h>\ntypedef double *field;",
        )
        .replace(
            "void exchange(double *u, int rank, int nprocs) {",
            "void exchange(field u, int rank, int nprocs) {",
        );
    std::fs::write(&file, text).unwrap();
    let err = transform_stderr(dir.path(), "jacobi.c", &["--model", "real"]);
    assert!(err.contains("does not separate `u`"), "{err}");
}

/// A collective function whose peers are computed from its parameters,
/// and whose preconditions never tie them to `VM_pid` and `VM_NP`, is
/// warned about before any proof (newcomer trial 5); the example as
/// written is not, and a postcondition that names `VM_pid` does not count.
#[test]
fn peers_from_parameters_without_process_identity_are_warned_at_once() {
    let dir = example_copy("ring");
    let err = transform_stderr(dir.path(), "ring.c", &[]);
    assert!(!err.contains("does not say which process"), "{err}");
    let dir = broken_example(
        "ring",
        "    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXNP;",
        "    requires nprocs <= MAXNP;",
    );
    let err = transform_stderr(dir.path(), "ring.c", &[]);
    assert!(
        err.contains("warning: the contract of `ring_sum` does not say which process runs it (no `... == VM_pid` or `... == VM_NP` in a precondition)")
            && err.contains("add `requires rank == VM_pid;`") && err.contains("a peer computed from `left`"),
        "{err}"
    );
    assert_eq!(
        err.matches("does not say which process").count(),
        1,
        "{err}"
    );
}

/// A function vmfc does not verify (no contract) that calls verified
/// functions is said as an assumption: their preconditions are not checked
/// at its calls (hunt 33: `main` called `helper(3)`, `helper` requires 2,
/// and nothing in the report said so).
#[test]
fn unverified_caller_of_verified_functions_is_an_assumption() {
    let dir = dir_with("u.c", "#include <mpi.h>\n/*@ requires x == 2;\n    terminates \\true; exits \\false; assigns \\nothing;\n    ensures \\result == 4; */\nint helper(int x) { return x + 2; }\n\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int x = helper(3);\n  MPI_Finalize();\n  return x == 4 ? 0 : 1;\n}\n");
    let err = transform_stderr(dir.path(), "u.c", &[]);
    assert!(
        err.contains("u.c:7:5: warning: `main` is not verified (it has no contract): the preconditions of `helper` are assumed at its calls"),
        "{err}"
    );
    // `helper` excluded: no proof assumes its precondition.
    let err = transform_stderr(dir.path(), "u.c", &["--skip", "helper"]);
    assert!(!err.contains("are assumed at its calls"), "{err}");
}

/// A verified function used as a value, in a function or a file-scope
/// initializer, is an assumption: calls through the pointer are not
/// checked against its precondition (hunt 34: `fp = helper; fp(3)`).
#[test]
fn verified_function_used_as_a_value_is_an_assumption() {
    let dir = dir_with("p.c", "#include <mpi.h>\n/*@ requires n == 2; assigns \\nothing; ensures \\result == 4; */\nint helper(int n) { return n * n; }\nint (*gfp)(int) = helper;\n\nint main(int argc, char **argv) {\n  int (*fp)(int) = helper;\n  return fp(3) + gfp(3);\n}\n");
    let err = transform_stderr(dir.path(), "p.c", &[]);
    for at in ["p.c:4:19", "p.c:7:20"] {
        assert!(
            err.contains(&format!(
                "{at}: warning: `helper`, which vmfc verifies, is used as a value"
            )),
            "{at}: {err}"
        );
    }
}

/// An annotation in a macro's definition is deleted by the preprocessor:
/// a warning says it is never read (hunt 99: ghost code in a `#define`
/// was silently dropped while the program proved).
#[test]
fn annotation_in_a_macro_definition_is_warned() {
    let dir = dir_with(
        "m.c",
        "#define CHECK(x) /*@ assert x > 0; */\nint f(int n) {\n  CHECK(n);\n  return n;\n}\n",
    );
    let err = transform_stderr(dir.path(), "m.c", &[]);
    assert!(
        err.contains("m.c:1:18: warning: an annotation on a directive line"),
        "{err}"
    );
}

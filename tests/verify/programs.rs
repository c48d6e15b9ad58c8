//! Programs beyond the examples that must be proved whole: output in
//! `main`, collectives' exact results and in-place forms, the retry pass,
//! the preconditions vmfc adds for callers.

use super::*;

/// A verified main may print with the C library's output functions.
#[test]
fn output_functions_in_main_are_proved() {
    let file = common::root().join("tests/fixtures/field/output.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
}

/// A field program with rand, srand, sqrt and fabs in a verified main.
#[test]
fn monte_carlo_main_is_proved() {
    let file = common::root().join("tests/fixtures/field/montecarlo.c");
    let opts = Options {
        model_real: true,
        ..options()
    };
    let o = run(&file, vec![], &opts);
    assert!(o.success(), "not proved:\n{}", unproved(&o));
}

/// Exact reductions (`MPI_X#reduced`): a sum, a maximum at the root, an
/// in-place bitwise and, and a floating-point sum under `--model real`;
/// each result is used by a property that holds only if it is assumed.
/// Under `--model real` also a broadcast double in a later definition
/// (`MPI_Bcast#real_result`). And sums and products of signed integers
/// without `#reduced` whose elements are bounded so that they cannot
/// overflow (`coll_no_overflow`: flags, counts, with a bound on nprocs).
#[test]
fn exact_reductions_are_proved() {
    for (fixture, real) in [
        ("reductions.c", false),
        ("reductions_real.c", true),
        ("bounded_sums.c", false),
    ] {
        let file = common::root().join("tests/fixtures/field").join(fixture);
        let opts = Options {
            model_real: real,
            ..options()
        };
        let o = run(&file, vec![], &opts);
        assert!(o.success(), "{fixture}: not proved:\n{}", unproved(&o));
    }
}

/// Results of collectives in later definitions (`MPI_X#result(r, j)`):
/// the number of regions decided by an Allreduce, a root chosen from an
/// Allgather, and definitions declared with frame lemmas (`VM_run` a
/// parameter of each).
#[test]
fn results_of_collectives_in_definitions_are_proved() {
    let file = common::root().join("tests/fixtures/field/results.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(o.goals.len() > 100, "too few goals: {}", o.goals.len());
}

/// A size validated by the root and broadcast, trusted by the others
/// through `MPI_Bcast#inv` (it bounds their array accesses).
#[test]
fn property_of_broadcast_data_is_proved() {
    let file = common::root().join("tests/fixtures/field/bcast_size.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(
        o.goals
            .iter()
            .any(|g| g.kind.name() == "coll_inv" && g.proved()),
        "no coll_inv goal"
    );
}

/// C's `assert` in a verified `main` is proved (it neither exits nor
/// loops when its condition holds), and including `<assert.h>` and
/// `<math.h>`, whose contracts Frama-C merges with the header's, gives no
/// warning.
#[test]
fn c_assert_in_main_is_proved_without_warnings() {
    let file = common::root().join("tests/fixtures/field/c_assert.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(o.warnings.is_empty(), "warnings: {:?}", o.warnings);
}

/// `MPI_IN_PLACE` at the root of Gather and Scatter (NULL for the buffer
/// MPI ignores elsewhere) and on every process of Allgather, with exact
/// results that the postconditions use.
#[test]
fn in_place_collectives_are_proved() {
    let file = common::root().join("tests/fixtures/field/in_place.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
}

/// Proof power without Alt-Ergo: the goal that times out in its full
/// context is proved by the context-filtered retry pass. Only the assertion
/// is proved (the fixture's own lemmas are not what this tests).
#[test]
fn retry_pass_proves_goals_drowned_by_recursive_definitions() {
    let file = common::root().join("tests/fixtures/power/rotate.c");
    let o = run(
        &file,
        vec![],
        &Options {
            model_real: true,
            props: vec!["@assert".into()],
            // Both first-pass provers fail whatever the time they get:
            // a short timeout keeps the test short.
            timeout: 5,
            ..options()
        },
    );
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    let g = o
        .goals
        .iter()
        .find(|g| g.kind.name() == "assert")
        .expect("the assertion");
    assert_eq!(
        g.pass, 2,
        "the assertion is settled by the retry pass: {g:?}"
    );
    assert!(
        g.prover
            .as_deref()
            .is_some_and(|p| p.contains("norec") || p.contains("nolemma")),
        "proved on a filtered context: {g:?}"
    );
    assert!(
        g.attempts
            .iter()
            .any(|a| a.status != verify::wp_output::Status::Valid),
        "the first pass failed: {g:?}"
    );
}

/// A library-style collective whose datatype and receive buffer are
/// parameters gets the preconditions that the datatype describes the
/// buffer and that the buffer does not overlap its universal data (vmfc
/// adds them): the function proves without the user writing them, and a
/// caller that passes a wrong datatype or an overlapping buffer fails at
/// the call, with those checks.
#[test]
fn callers_prove_the_preconditions_vmfc_adds() {
    let file = common::root().join("tests/fixtures/obligations/library.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    let src = std::fs::read_to_string(&file).unwrap();
    let line_of = |s: &str| src.lines().position(|l| l.contains(s)).unwrap() + 1;
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("library.c");
    let broken = src
        .replace("MPI_INT", "MPI_DOUBLE")
        .replace("pass(x, ", "pass(d, ");
    std::fs::write(&bad, broken).unwrap();
    let o = run(
        &bad,
        vec![],
        &Options {
            fct: vec!["caller".into()],
            retry: false,
            timeout: 5,
            // Only the goals that decide (the labels of the callee's requires).
            props: vec![
                format!("VM_caller_buftype_{}_5", line_of("MPI_Send(")),
                format!("VM_caller_separated_{}_5", line_of("MPI_Recv(")),
            ],
            ..options()
        },
    );
    let call = line_of("// the call");
    let mut failed: Vec<String> = o
        .goals
        .iter()
        .filter(|g| !g.proved() && g.line == Some(call))
        .map(|g| g.kind.name())
        .collect();
    failed.sort();
    assert_eq!(
        failed,
        ["caller_buftype", "caller_separated"],
        "at line {call}; not proved:\n{}",
        unproved(&o)
    );
}

/// Floating-point globals that C starts as zeros, in a verified `main`:
/// without vmfc's `extern` declarations Why3 rejects five of its goals
/// (Frama-C 25 writes those zeros as integers); with them every goal is
/// proved, the initial value of an `int` global included.
#[test]
fn zero_floating_point_globals_do_not_block_main() {
    let file = common::root().join("tests/fixtures/field/float_globals.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert_eq!(o.warnings.len(), 1, "warnings: {:?}", o.warnings);
}

/// A recursive logic function of a universal ghost array whose calls
/// change a second parameter (`V(A, n, t - 1, Partner(t - 1, p, n))`, the
/// value of process `p` after `t` phases of an odd-even sort): vmfc's
/// induction over `t` for every `p` at once is proved, and so is every
/// goal of the phase (hunt 54 had to give up the array for an axiomatized
/// function: the recursion was refused).
#[test]
fn recursion_that_moves_to_another_process_is_proved() {
    let file = common::root().join("tests/fixtures/field/moving_recursion.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(
        o.goals
            .iter()
            .any(|g| g.kind.name() == "recursive_frame" && g.proved()),
        "no induction over the moving recursion"
    );
}

/// A universal array passed on to a collective function (`f#A(i, j) =
/// D[j]`): its frame lemma is proved with `j` in the callee's section
/// (hunt 54: it asked for every `j`, and failed). `tests/unsound/s402`
/// passes a section narrower than the callee's.
#[test]
fn array_passed_on_to_a_collective_is_proved() {
    let file = common::root().join("tests/fixtures/field/pass_section.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(
        o.goals
            .iter()
            .any(|g| g.kind.name() == "definition_universal" && g.proved()),
        "no frame lemma for f#A"
    );
}

/// Mutually recursive lemma functions, one declared with its contract
/// before both definitions (hunt 68: refused as "has no body"): the
/// contract Frama-C merges into the definition written without one is
/// proved there, and the assertion that rests on it too.
#[test]
fn ghost_prototype_with_contract_defined_later_is_proved() {
    let file = common::root().join("tests/fixtures/field/ghost_mutual_lemmas.c");
    let o = run(&file, vec![], &options());
    assert!(o.success(), "not proved:\n{}", unproved(&o));
    assert!(
        o.goals
            .iter()
            .any(|g| g.function.as_deref() == Some("odd_step") && g.proved()),
        "the definition without a contract is not proved"
    );
}

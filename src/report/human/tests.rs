//! Unit tests of the human report's verdicts, hints and notes.
use super::*;
use crate::verify::kinds::GoalKind;
use crate::verify::wp_output::{Attempt, Status};

fn attempt(prover: &str, status: Status, time: Option<f64>) -> Attempt {
    Attempt {
        prover: prover.into(),
        status,
        time,
        error: None,
        part: None,
        limit: None,
        model: None,
    }
}

/// A run over the file `f.c` with text `text` and one function `f`.
fn outcome(text: &str, goals: Vec<Goal>) -> Outcome {
    Outcome {
        file: crate::source::SourceFile::new("f.c", text.into()),
        headers: Vec::new(),
        goals,
        functions: vec!["f".into()],
        lemmas: Vec::new(),
        replayed: Vec::new(),
        lemmas_replayed: false,
        only: Vec::new(),
        fct: Vec::new(),
        skipped: Vec::new(),
        bodiless: Vec::new(),
        rerun_args: Vec::new(),
        warnings: Vec::new(),
        conditions: Default::default(),
        sides: Default::default(),
        seconds: 1.0,
        stopped: false,
    }
}

/// A filtered prover that answered at once because its filter removed
/// nothing is not a prover saying the property may be false.
#[test]
fn filtered_provers_that_did_not_run_are_not_answers() {
    let g = Goal {
        function: Some("f".into()),
        message: "assertion".into(),
        attempts: vec![
            attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0)),
            attempt("CVC5 1.0.3", Status::Timeout, Some(10.0)),
            attempt("Z3 4.8.12 (norec)", Status::Unknown, None),
            attempt("CVC5 1.0.3 (norec)", Status::Unknown, Some(0.01)),
        ],
        line: Some(1),
        col: Some(1),
        exact: true,
        ..Goal::new("typed_f_assert", GoalKind::Other, Status::Unknown, 2)
    };
    assert_eq!(
        verdict(&g),
        "no prover found a proof within its time limit (2 attempts, up to 10 s)"
    );
    let notes = attempts(&g).unwrap();
    assert!(
        notes.contains("Z3 4.8.12 (norec) not run (nothing to filter)")
            && notes.contains("CVC5 1.0.3 (norec) not run"),
        "{notes}"
    );
    // A filtered prover that ran and gave up is an answer.
    let mut ran = g.clone();
    ran.attempts[2].time = Some(3.2);
    assert!(verdict(&ran).contains("`unknown`"), "{}", verdict(&ran));
    // A goal Why3 rejects: its error, and what to change.
    let mut rejected = g.clone();
    rejected.status = Status::Failed;
    rejected.attempts = vec![Attempt {
        error: Some("Why3 Error: Type mismatch between ieee_float.Float64.t and int".into()),
        ..attempt("Z3 4.8.12 (fixedTO)", Status::Failed, None)
    }];
    assert_eq!(
        verdict(&rejected),
        "the provers could not be run on it (Why3 Error: Type mismatch between ieee_float.Float64.t and int): nothing was proved"
    );
    // A prover that reached Why3's memory limit: said, and not as a
    // prover that could not run.
    let mut memory = rejected.clone();
    memory.attempts[0].error = Some("out of memory".into());
    assert!(
        verdict(&memory).starts_with("a prover ran out of memory before it found a proof")
            && !verdict(&memory).contains("  "),
        "{}",
        verdict(&memory)
    );
    assert_eq!(
        attempts(&memory).unwrap(),
        "attempts: Z3 4.8.12 (fixedTO) out of memory"
    );
    // Failed with no reason (Wp's cache replays a failure without it).
    memory.attempts[0].error = None;
    assert!(
        verdict(&memory).contains("`--no-cache`"),
        "{}",
        verdict(&memory)
    );
    let fix = hint(&rejected).unwrap();
    assert!(fix.contains("initializer for every element"), "{fix}");
    assert!(!fix.contains("  "), "{fix}");
    assert!(hint(&g).is_none());
}

/// A failed smoke check after a failed check of the same receive says
/// that it can follow from it, and why it matters; a counter overflow
/// explains vmfc's counters.
#[test]
fn smoke_failures_point_at_the_check_that_failed_before() {
    use crate::mpi::Comm;
    use crate::transform::checks::CheckKind;
    let goal = |kind: CheckKind, message: &str, status: Status| Goal {
        function: Some("f".into()),
        message: message.into(),
        attempts: vec![attempt("CVC5 1.0.3", Status::Timeout, Some(3.0))],
        line: Some(4),
        col: Some(5),
        exact: true,
        ..Goal::new(
            format!("typed_f_assert_{message}"),
            GoalKind::Vm(kind, Some(Comm::Recv)),
            status,
            1,
        )
    };
    let count = goal(CheckKind::RecvCount, "the count fits", Status::Timeout);
    let smoke = goal(CheckKind::RecvSmoke, "reachable", Status::Valid);
    let text = "int f(void) {\n  int b[2];\n  /* ... */\n    MPI_Recv(b);\n}\n";
    let outcome = |goals: Vec<Goal>| outcome(text, goals);
    assert_eq!(
        verdict(&smoke),
        "the code after it is unreachable: goals there would hold vacuously"
    );
    let both = outcome(vec![count.clone(), smoke.clone()]);
    let notes = diagnostic(&both, &smoke).notes.join("\n");
    assert!(
        notes.contains("follow from the check that failed at line 4 (the count fits)"),
        "{notes}"
    );
    // The report says it with the failed check, not as an error of its own.
    let report = render(&both, false);
    assert_eq!(report.matches("error:").count(), 1, "{report}");
    assert!(
        report.contains("the smoke check at line 4 failed because of it")
            && report.contains("Of the goals not proved, 1 follow from another failure"),
        "{report}"
    );
    let alone = outcome(vec![smoke.clone()]);
    assert!(!diagnostic(&alone, &smoke)
        .notes
        .join("\n")
        .contains("the check that failed"));
    let overflow = Goal {
        kind: GoalKind::Rte,
        message: "run-time check (signed overflow: *(VM_sc + VM_dest) + 1 ≤ 2147483647)".into(),
        ..count
    };
    let fix = hint(&overflow).unwrap();
    assert!(
        fix.contains("loop invariant") && fix.contains("recursive `nummsg`") && !fix.contains("  "),
        "{fix}"
    );
    // A float that must stay finite (newcomer trial 9: no help at all).
    let finite = Goal {
        label: Some("is_nan_or_infinite".into()),
        message: "run-time check (is nan or infinite: \\is_finite((float64)(s + 1.0)))".into(),
        ..overflow
    };
    let fix = hint(&finite).unwrap();
    assert!(
        fix.contains("--model real") && fix.contains("bounds") && !fix.contains("  "),
        "{fix}"
    );
}

/// A timeout is reported with the limit the attempt was given, not with
/// the prover time it used (less on a busy machine); a proved part of a
/// split goal is not one of the failed attempts.
#[test]
fn timeouts_are_reported_with_their_limits() {
    let limited = |prover: &str, status, time, limit, part| Attempt {
        limit: Some(limit),
        part,
        ..attempt(prover, status, Some(time))
    };
    let g = Goal {
        function: Some("f".into()),
        message: "assertion".into(),
        attempts: vec![
            limited("Z3 4.8.12 (fixedTO)", Status::Timeout, 4.0, 10, None),
            limited("CVC5 1.0.3", Status::Timeout, 5.0, 10, None),
            limited("CVC5 1.0.3", Status::Valid, 0.2, 10, Some(1)),
            limited("CVC5 1.0.3", Status::Timeout, 6.0, 10, Some(2)),
        ],
        line: Some(1),
        col: Some(1),
        exact: true,
        ..Goal::new("typed_f_assert", GoalKind::Other, Status::Timeout, 3)
    };
    assert_eq!(
        verdict(&g),
        "no prover found a proof within its time limit (3 attempts, 10 s each)"
    );
    let notes = attempts(&g).unwrap();
    assert!(
        notes.contains("Z3 4.8.12 (fixedTO) timeout (limit 10 s)")
            && notes.contains("part 1: CVC5 1.0.3 valid 0.2s")
            && notes.contains("part 2: CVC5 1.0.3 timeout (limit 10 s)"),
        "{notes}"
    );
    let mut mixed = g.clone();
    mixed.attempts[3].limit = Some(20);
    assert!(verdict(&mixed).ends_with("(3 attempts, limits up to 20 s)"));
}

/// The command to iterate on the first failure targets a check in the
/// body before a postcondition that may follow from it, and the note on
/// timeouts says a false goal reads the same way.
#[test]
fn iteration_targets_the_body_before_the_postcondition() {
    use crate::transform::checks::CheckKind;
    use crate::verify::kinds::WpKind;
    let goal = |kind: GoalKind, label: &str, line: usize| Goal {
        function: Some("f".into()),
        label: Some(label.into()),
        message: label.into(),
        attempts: vec![attempt("CVC5 1.0.3", Status::Timeout, Some(3.0))],
        line: Some(line),
        col: Some(1),
        exact: true,
        ..Goal::new(format!("typed_f_{label}"), kind, Status::Timeout, 1)
    };
    let post = goal(GoalKind::Wp(WpKind::Postcondition), "VM_u_2_5", 2);
    let level = goal(
        GoalKind::Vm(CheckKind::SendLevel, None),
        "VM_send_level_4_5",
        4,
    );
    let o = outcome(
        "int f(void) {\n  /*@ ensures x; */\n\n    MPI_Send(b);\n}\n",
        vec![post.clone(), level],
    );
    let text = render(&o, false);
    assert!(
        text.contains("--prop VM_send_level_4_5 --no-retry"),
        "{text}"
    );
    assert!(text.contains("A false goal reads the same way"), "{text}");
    let alone = Outcome {
        goals: vec![post],
        ..o
    };
    assert!(render(&alone, false).contains("--prop VM_u_2_5"));
    assert!(hint(&alone.goals[0]).is_some_and(|h| h.contains("#sendbuf")));
}

mod notes;
mod sides;
mod summary;

/// A goal of `f` at line 1 that timed out in its one attempt `a`.
fn timed_out(id: &str, kind: GoalKind, message: &str, a: Attempt) -> Goal {
    Goal {
        function: Some("f".into()),
        message: message.into(),
        attempts: vec![a],
        line: Some(1),
        col: Some(1),
        exact: true,
        ..Goal::new(id, kind, Status::Timeout, 1)
    }
}

/// A goal Wp marks as only approximating the code says so, and is not
/// sent to a longer timeout.
#[test]
fn goals_wp_only_approximates_say_so() {
    let stronger = Attempt {
        model: Some("Stronger, 2 warnings".into()),
        ..attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0))
    };
    let g = timed_out(
        "typed_f_call_memcpy_requires_valid_dest",
        GoalKind::Wp(WpKind::Precondition),
        "precondition of `memcpy`",
        stronger,
    );
    let o = outcome("int f(void);\n", vec![g.clone()]);
    let text = render(&o, false);
    assert!(text.contains("Wp marks this goal `Stronger`"), "{text}");
    assert!(!text.contains("`--timeout 30`"), "{text}");
    let plain = Goal {
        attempts: vec![attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0))],
        ..g
    };
    let text = render(&outcome("int f(void);\n", vec![plain]), false);
    assert!(!text.contains("Wp marks"), "{text}");
    assert!(text.contains("`--timeout 30`"), "{text}");
}

/// A precondition of `pow` from Frama-C's <math.h> says why no call of it
/// is proved, and not that a cast is to blame (hunt 119).
#[test]
fn a_precondition_of_pow_says_why_it_fails() {
    let stronger = Attempt {
        model: Some("Stronger".into()),
        ..attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0))
    };
    let g = timed_out(
        "typed_f_call_pow_requires_finite_logic_res",
        GoalKind::Wp(WpKind::Precondition),
        "precondition of `pow` `finite_logic_res`",
        stronger,
    );
    let text = render(&outcome("int f(void);\n", vec![g]), false);
    assert!(
        text.contains("logic function `pow` that Wp does not define"),
        "{text}"
    );
    assert!(text.contains("write the product out"), "{text}");
    assert!(!text.contains("Wp marks"), "{text}");
}

/// The advice to raise the timeout goes beyond what the run gave
/// (trial 6 was told `--timeout 30` after a run made with it).
#[test]
fn timeout_advice_exceeds_the_run_s_own() {
    let g = timed_out(
        "typed_f_assert",
        GoalKind::Wp(WpKind::Assert),
        "assertion",
        attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(30.0)),
    );
    let mut o = outcome("int f(void);\n", vec![g]);
    assert!(render(&o, false).contains("`--timeout 30`"));
    o.rerun_args = vec!["--timeout".into(), "30".into()];
    let text = render(&o, false);
    assert!(text.contains("`--timeout 60`"), "{text}");
}

/// Contracts of functions declared and defined nowhere vmfc reads are
/// said to be assumed, in the text and in JSON (hunt 20).
#[test]
fn contracts_without_bodies_are_said_assumed() {
    let mut o = outcome("int f(void);\n", Vec::new());
    o.skipped = vec!["helper".into()];
    o.bodiless = vec!["ext".into()];
    let text = render(&o, false);
    assert!(
        text.contains(
            "Assumed, not proved: the contracts of `ext` (declared, with no definition in the files vmfc reads: a library's or another file's)"
        ),
        "{text}"
    );
    let json = crate::report::json::render(&o);
    assert!(
        json.contains("\"assumed_contracts\": [\n    \"helper\",\n    \"ext\""),
        "{json}"
    );
}

//! Unit tests of the notes that point past one goal: the parts of a
//! split property, plain comparisons that time out, the communication
//! before a failed level check.
use super::*;
use crate::report::human::failures::split_part;

/// A goal of `f` at `line` (column 3) that Z3 tried once, until its 10 s
/// limit.
pub(super) fn goal_at(
    id: &str,
    kind: GoalKind,
    message: &str,
    status: Status,
    line: usize,
) -> Goal {
    Goal {
        function: Some("f".into()),
        message: message.into(),
        attempts: vec![attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0))],
        line: Some(line),
        col: Some(3),
        exact: true,
        ..Goal::new(id, kind, status, 1)
    }
}

/// The failed parts of a property that Wp split are reported once, with
/// the parts listed; other goals are not merged with them.
#[test]
fn failed_parts_of_a_split_property_are_reported_once() {
    let part = |n: u32, status: Status| Goal {
        col: Some(1),
        ..goal_at(
            &format!("typed_f_loop_assigns_part{n}"),
            GoalKind::Other,
            "loop assigns",
            status,
            1,
        )
    };
    let mut other = part(0, Status::Timeout);
    other.id = "typed_f_assert".into();
    other.message = "assertion".into();
    let o = outcome(
        "int f(void);\n",
        vec![
            part(1, Status::Valid),
            part(2, Status::Timeout),
            part(3, Status::Valid),
            part(4, Status::Timeout),
            other,
        ],
    );
    let text = render(&o, false);
    assert_eq!(
        text.matches("error: loop assigns not proved").count(),
        1,
        "{text}"
    );
    assert!(
        text.contains(
            "Wp split this property into 4 goals (one per path or part); parts 2, 4 are not proved"
        ),
        "{text}"
    );
    assert_eq!(
        text.matches("error: assertion not proved").count(),
        1,
        "{text}"
    );
    assert_eq!(
        split_part("typed_f_loop_assigns_part12"),
        Some(("typed_f_loop_assigns", 12))
    );
    assert_eq!(split_part("typed_f_assert_VM_partner_3_4"), None);
}

/// A timeout on a check that compares a value with its definition is said
/// to be most likely false; a timeout on an assertion is not.
#[test]
fn timeouts_of_plain_comparisons_read_as_most_likely_false() {
    use crate::mpi::Comm;
    use crate::transform::checks::CheckKind;
    let goal = |kind: GoalKind, message: &str| Goal {
        col: Some(1),
        ..goal_at("typed_f_assert_x", kind, message, Status::Timeout, 1)
    };
    let tag = goal(GoalKind::Vm(CheckKind::SendTag, Some(Comm::Send)), "tag");
    let op = goal(
        GoalKind::Vm(CheckKind::CallUniversal, None),
        "argument `op` of `MPI_Allreduce` equals MPI_Allreduce#op(i)",
    );
    let data = goal(
        GoalKind::Vm(CheckKind::CallUniversal, None),
        "argument `A` for universal `A` of `g` equals g#A(i)",
    );
    let count = goal(
        GoalKind::Vm(CheckKind::SendCount, Some(Comm::Sendrecv)),
        "count",
    );
    let assertion = goal(GoalKind::Other, "assertion");
    for g in [&tag, &op, &count] {
        assert!(
            verdict(g).ends_with("so it is most likely false"),
            "{}",
            verdict(g)
        );
    }
    for g in [&data, &assertion] {
        assert!(!verdict(g).contains("most likely false"), "{}", verdict(g));
    }
    let report = render(&outcome("int f(void);\n", vec![tag]), false);
    assert!(
        report.contains("rather than raising `--timeout`"),
        "{report}"
    );
}

/// A failed level check names the communication just before it, whose
/// level is the current one, and the deadlock the two can form.
#[test]
fn level_failures_name_the_communication_before() {
    use crate::mpi::Comm;
    use crate::transform::checks::CheckKind;
    let goal = |kind: CheckKind, comm: Comm, what: &str, line: usize, status: Status| {
        let message = format!(
            "{what} cannot deadlock (its level slevel is above the current level of this process)"
        );
        let id = format!("typed_f_assert_VM_x_{line}");
        goal_at(&id, GoalKind::Vm(kind, Some(comm)), &message, status, line)
    };
    let send = goal(
        CheckKind::SendLevel,
        Comm::Send,
        "MPI_Send to left",
        3,
        Status::Valid,
    );
    let recv = goal(
        CheckKind::RecvLevel,
        Comm::Recv,
        "MPI_Recv from right",
        4,
        Status::Timeout,
    );
    let text = "void f(void) {\n\n  MPI_Send(a);\n  MPI_Recv(b);\n}\n";
    let o = outcome(text, vec![send.clone(), recv.clone()]);
    let notes = diagnostic(&o, &recv).notes.join("\n");
    assert!(
        notes.contains(
            "before MPI_Recv from right, this process communicates at line 3 (MPI_Send to left)"
        ),
        "{notes}"
    );
    assert!(!diagnostic(&o, &send)
        .notes
        .join("\n")
        .contains("communicates at line"));
    // Earlier communications are named too: the nearest above may be on
    // another path (trial 6).
    let first = goal(
        CheckKind::RecvLevel,
        Comm::Recv,
        "MPI_Recv from 0",
        2,
        Status::Valid,
    );
    let o = outcome(text, vec![first, send, recv.clone()]);
    let notes = diagnostic(&o, &recv).notes.join("\n");
    assert!(
        notes.contains("at line 3 (MPI_Send to left) (the nearest above; earlier in the function, on this path or another: line 2 (MPI_Recv from 0))"),
        "{notes}"
    );
}

/// A failed count of regions lists where the function runs its regions
/// and collectives, and a failed sequence check the ones up to it that
/// run under a condition, with the condition.
#[test]
fn sequence_failures_list_the_regions_and_collectives_and_their_conditions() {
    use crate::cfront::model::GuardKind;
    use crate::transform::checks::CheckKind;
    use crate::transform::guards::Condition;
    let goal = |kind: CheckKind, message: &str, line: usize, status: Status| {
        let id = format!("typed_f_assert_VM_x_{line}");
        let mut g = goal_at(&id, GoalKind::Vm(kind, None), message, status, line);
        g.label = Some(format!("VM_x_{line}"));
        g
    };
    let seq = "is next in the region sequence";
    let goals = vec![
        goal(
            CheckKind::BeginRegionSequence,
            &format!("region 1 {seq}"),
            2,
            Status::Valid,
        ),
        goal(
            CheckKind::CallSequence,
            &format!("the call of `MPI_Barrier` {seq}"),
            4,
            Status::Valid,
        ),
        goal(
            CheckKind::CallSequence,
            &format!("the call of `MPI_Bcast` {seq}"),
            5,
            Status::Timeout,
        ),
        goal(
            CheckKind::EndRegionsCount,
            "every process ran all",
            6,
            Status::Timeout,
        ),
    ];
    let text = "void f(void) {\n  a;\n  if (r)\n  b;\n  c;\n  d;\n}\n";
    let mut o = outcome(text, goals);
    let rank = Condition {
        kind: GuardKind::Then,
        line: 3,
        text: "rank == 0".into(),
    };
    o.conditions.insert("VM_x_4".into(), vec![rank]);
    let notes = |o: &Outcome, i: usize| diagnostic(o, &o.goals[i]).notes.join("\n");
    assert!(
        notes(&o, 3).contains("the regions and collective calls of this function: line 2 (region 1); line 4 (`MPI_Barrier`), which runs if `rank == 0` (line 3); line 5 (`MPI_Bcast`); check"),
        "{}",
        notes(&o, 3)
    );
    // The Bcast after a Barrier under a test of the rank: the Barrier is
    // named, with its condition; the places without one are not.
    let n = notes(&o, 2);
    assert!(
        n.contains("help: line 4 (`MPI_Barrier`), which runs if `rank == 0` (line 3): if a condition can differ between processes"),
        "{n}"
    );
    assert!(!n.contains("region 1"), "{n}");
    // No condition anywhere: no such help.
    // A loop invariant on the count of regions, not preserved: the same
    // list (newcomer trial 9: a collective skipped on some processes in a
    // time loop); another loop invariant gets none.
    let text = "void f(void) {\n  a;\n  if (r)\n  b;\n  c;\n  //@ loop invariant VM_regionCount == 2 * i;\n}\n";
    let mut o2 = outcome(text, o.goals.clone());
    o2.conditions = o.conditions.clone();
    let function = o2.goals[0].function.clone();
    let invariant = |line: usize| {
        let mut g = goal_at(
            "typed_f_loop_invariant_VM_u_6_3_preserved",
            GoalKind::Wp(crate::verify::kinds::WpKind::LoopInvariant),
            "loop invariant (preserved)",
            Status::Timeout,
            line,
        );
        g.function = function.clone();
        g
    };
    o2.goals.push(invariant(6));
    let n = notes(&o2, 4);
    assert!(
        n.contains("the regions and collective calls of this function: line 2 (region 1); line 4 (`MPI_Barrier`), which runs if `rank == 0` (line 3)"),
        "{n}"
    );
    o2.goals[4] = invariant(5);
    assert!(!notes(&o2, 4).contains("the regions and collective calls"));
    o.conditions.clear();
    assert!(!notes(&o, 2).contains("if a condition can differ"));
}

/// A function's termination that fails with a C `assert` of the function
/// says it follows from the assert (vmfc's header: `assert` does not
/// return when its condition is false), instead of asking for variants.
#[test]
fn termination_after_a_failed_assert_points_at_it() {
    use crate::verify::kinds::WpKind;
    let text = "int f(void) {\n  int x = 1;\n  assert(x == 2);\n  return 0;\n}\n";
    let terminates = goal_at(
        "typed_f_terminates_part3",
        GoalKind::Wp(WpKind::Terminates),
        "termination",
        Status::Timeout,
        1,
    );
    let assert = goal_at(
        "typed_f_call___FC_assert_requires_nonnull_c",
        GoalKind::Wp(WpKind::CAssert),
        "the condition of this `assert` (C's assert.h)",
        Status::Timeout,
        3,
    );
    let report = render(&outcome(text, vec![terminates.clone(), assert]), false);
    assert!(
        report.contains("C's `assert` at line 3 stops the program")
            && !report.contains("loop variant"),
        "{report}"
    );
    let alone = render(&outcome(text, vec![terminates]), false);
    assert!(!alone.contains("C's `assert` at line"), "{alone}");
}

/// The same check failed at the same place under several goal names (Wp's
/// copies of one expression) is shown once, the other names in a note;
/// the same message at another place is its own failure.
#[test]
fn the_same_check_at_the_same_place_is_shown_once() {
    let text = "int f(int x) {\n  return 3 * x + 1;\n}\n";
    let rte = |id: &str, line: usize| {
        goal_at(
            id,
            GoalKind::Rte,
            "signed overflow: 3 * x <= 2147483647",
            Status::Timeout,
            line,
        )
    };
    let report = render(
        &outcome(
            text,
            vec![
                rte("typed_f_assert_rte_signed_overflow_2", 2),
                rte("typed_f_assert_rte_signed_overflow_4", 2),
                rte("typed_f_assert_rte_signed_overflow_7", 2),
                rte("typed_f_assert_rte_signed_overflow_9", 3),
            ],
        ),
        false,
    );
    assert_eq!(
        report.matches("error: signed overflow").count(),
        2,
        "{report}"
    );
    assert!(
        report.contains("the same check failed 2 more time(s) here (Wp goals typed_f_assert_rte_signed_overflow_4, typed_f_assert_rte_signed_overflow_7"),
        "{report}"
    );
}

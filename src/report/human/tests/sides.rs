//! Unit tests of the notes that quote both sides of a failed comparison
//! (an argument and its definition, a count and `nummsg`) and of the half
//! of a loop invariant's help.
use super::notes::goal_at;
use super::*;

/// A failed comparison of an argument with a definition points at the
/// argument and quotes both sides.
#[test]
fn a_failed_comparison_points_at_the_argument_and_quotes_both_sides() {
    use crate::transform::checks::CheckKind;
    use crate::transform::emit::Sides;
    let text = "void f(void) {\n  /*@ msgtag(s, d, k) =\n        TAG; */\n  MPI_Send(b, 1, MPI_INT, d, TAG + 1, MPI_COMM_WORLD);\n}\n";
    let mut g = goal_at(
        "typed_f_assert_VM_send_tag_4_3",
        GoalKind::Vm(CheckKind::SendTag, None),
        "tag of MPI_Send to d is valid and equals msgtag",
        Status::Timeout,
        4,
    );
    g.label = Some("VM_send_tag_4_3".into());
    let mut o = outcome(text, vec![g]);
    let arg = text.find("TAG + 1").unwrap();
    let def = text.find("msgtag(").unwrap();
    let def_end = text.find("TAG; */").unwrap() + 4;
    o.sides.insert(
        "VM_send_tag_4_3".into(),
        Sides {
            arg: Some(arg..arg + 7),
            def: Some(def..def_end),
        },
    );
    let d = diagnostic(&o, &o.goals[0]);
    assert_eq!(d.span, arg..arg + 7);
    let notes = d.notes.join("\n");
    assert!(
        notes.contains("the call passes `TAG + 1`, and line 2 defines `msgtag(s, d, k) = TAG;`"),
        "{notes}"
    );
}

/// A wrong count of messages at the end of a region stays at the end of
/// the region and quotes `nummsg` as written (newcomer trial 6 could not
/// tell which count was meant).
#[test]
fn a_failed_message_count_quotes_nummsg() {
    use crate::transform::checks::CheckKind;
    use crate::transform::emit::Sides;
    let text = "void f(void) {\n  /*@ mpi begin region 1: nummsg(s, d) =\n     (d == s + 1 ? 1 : 0); */\n  //@ mpi end region 1;\n}\n";
    let mut g = goal_at(
        "typed_f_assert_VM_end_region_sent_4_3",
        GoalKind::Vm(CheckKind::EndRegionSent, None),
        "every process sent nummsg(VM_pid, p) messages to each p in region 1",
        Status::Timeout,
        4,
    );
    g.label = Some("VM_end_region_sent_4_3".into());
    let mut o = outcome(text, vec![g]);
    let def = text.find("nummsg(").unwrap();
    let def_end = text.find(" */").unwrap();
    o.sides.insert(
        "VM_end_region_sent_4_3".into(),
        Sides {
            arg: None,
            def: Some(def..def_end),
        },
    );
    let d = diagnostic(&o, &o.goals[0]);
    assert_eq!(o.file.line_col(d.span.start).0, 4);
    let notes = d.notes.join("\n");
    assert!(
        notes.contains("line 2 defines `nummsg(s, d) = (d == s + 1 ? 1 : 0);`: count the messages"),
        "{notes}"
    );
    // The split pass proves such checks: the command to iterate keeps it
    // (newcomer trial 7 lost it with `--no-retry`).
    let report = render(&o, false);
    let iterate = report
        .lines()
        .find(|l| l.starts_with("To iterate"))
        .unwrap();
    assert!(
        iterate.ends_with("--prop VM_end_region_sent_4_3"),
        "{iterate}"
    );
}

/// A loop invariant that is not established gets the half of the help
/// about its start (newcomer trial 5 read only about `preserved`).
#[test]
fn a_loop_invariant_gets_the_help_of_its_half() {
    use crate::verify::kinds::WpKind;
    let g = |id: &str| {
        goal_at(
            id,
            GoalKind::Wp(WpKind::LoopInvariant),
            "loop invariant",
            Status::Timeout,
            2,
        )
    };
    let established = hint(&g("typed_f_loop_invariant_VM_u_2_9_established")).unwrap();
    assert!(
        established.starts_with("If it is `established` that fails"),
        "{established}"
    );
    assert!(!established.contains("preserved"), "{established}");
    let preserved = hint(&g("typed_f_loop_invariant_VM_u_2_9_preserved")).unwrap();
    assert!(
        preserved.starts_with("If it is `preserved` that fails"),
        "{preserved}"
    );
}

//! Unit tests of `locate`.

use super::*;
use crate::edit::Origin;
use crate::mpi::Comm;
use crate::transform::checks::{CheckKind, Label};

/// A source map of 20 generated lines, line `l` from input line `l + 100`
/// at column `col`.
fn shifted_map(col: usize) -> SourceMap {
    SourceMap {
        input: "a.c".into(),
        lines: (1..=20)
            .map(|l| Origin {
                line: l + 100,
                col,
                generated: false,
            })
            .collect(),
    }
}

/// What the goal-name tests place goals with: a vmfc check at 9:3, a user
/// invariant named at 104:9, two run-time checks in the report, and the
/// functions `f` and `f_g` (one name a prefix of the other).
struct Names {
    functions: Vec<String>,
    checks: Vec<Check>,
    users: Vec<UserName>,
    label_lines: BTreeMap<String, usize>,
    csv: Vec<CsvRow>,
    map: SourceMap,
    lines: HashMap<String, usize>,
}

impl Names {
    fn new() -> Self {
        let label = Label {
            kind: CheckKind::SendTag,
            call: Some(Comm::Send),
            line: 9,
            col: 3,
            n: 1,
        };
        let row = |line: usize, text: &str| CsvRow {
            line,
            function: "f".into(),
            kind: "signed_overflow".into(),
            text: text.into(),
            valid: false,
        };
        Names {
            functions: vec!["f".to_string(), "f_g".to_string()],
            label_lines: [("VM_u_104_9".to_string(), 3), (label.to_string(), 8)].into(),
            checks: vec![Check {
                label,
                function: Some("f".into()),
                message: "tag of MPI_Send to left equals msgtag".into(),
                conditions: Vec::new(),
                sides: None,
            }],
            users: vec![UserName {
                name: "VM_u_104_9".into(),
                line: 104,
                col: 9,
            }],
            csv: vec![row(5, "x + 1 <= 2147483647"), row(7, "y + 1 <= 2147483647")],
            map: shifted_map(2),
            lines: [("f".to_string(), 3), ("f_g".to_string(), 50)].into(),
        }
    }

    fn goal(&self, id: &str, status: Status) -> Goal {
        let output = "a\nb\n/*@ loop invariant VM_u_104_9: x; */\n";
        Locator::new(
            "typed_",
            &self.functions,
            &self.checks,
            &self.users,
            &self.label_lines,
            &self.csv,
            &self.map,
            &self.lines,
            output,
        )
        .goal(id, status, vec![], 1)
    }
}

#[test]
fn checks_and_user_names_are_placed_by_their_labels() {
    let n = Names::new();
    let g = n.goal("typed_f_assert_VM_send_tag_9_3", Status::Timeout);
    assert_eq!(
        (g.kind.name().as_str(), g.line, g.col, g.exact, g.vm_line),
        ("send_tag", Some(9), Some(3), true, Some(8))
    );
    let g = n.goal(
        "typed_f_loop_invariant_VM_u_104_9_preserved",
        Status::Unknown,
    );
    assert_eq!((g.line, g.col, g.vm_line), (Some(104), Some(9), Some(3)));
    assert!(g.message.ends_with("(preserved)"), "{}", g.message);
    let g = n.goal("typed_f_assert_rte_signed_overflow_2", Status::Unknown);
    assert_eq!(
        (g.kind, g.vm_line, g.line),
        (GoalKind::Rte, Some(7), Some(107))
    );
}

#[test]
fn wp_kinds_are_decoded_from_goal_names() {
    let n = Names::new();
    let g = n.goal("typed_f_g_ensures", Status::Valid);
    assert_eq!(
        (g.function.as_deref(), g.kind, g.line, g.exact),
        (
            Some("f_g"),
            GoalKind::Wp(WpKind::Postcondition),
            Some(50),
            false
        )
    );
    let g = n.goal("typed_lemma_foo", Status::Valid);
    assert_eq!((g.function, g.kind), (None, GoalKind::Lemma));
    let g = n.goal("typed_f_terminates", Status::Timeout);
    assert_eq!(g.kind, GoalKind::Wp(WpKind::Terminates));
    // A part of a split goal is no name (hunt 89: "termination `part2`").
    let g = n.goal("typed_f_terminates_part2", Status::Timeout);
    assert_eq!(
        (g.kind, g.message.as_str(), g.label),
        (GoalKind::Wp(WpKind::Terminates), "termination", None)
    );
    let g = n.goal("typed_f_call_f_g_wp_typed_requires", Status::Failed);
    assert_eq!(g.kind, GoalKind::Wp(WpKind::MemoryModel));
    assert!(g.message.contains("`f_g`"), "{}", g.message);
    let g = n.goal("typed_f_call_f_g_requires_2", Status::Failed);
    assert_eq!(
        (g.kind, g.message.as_str()),
        (GoalKind::Wp(WpKind::Precondition), "precondition of `f_g`")
    );
    // C's `assert`, before Wp's property table is read (the lines shown
    // while the run goes on said "precondition of `FC_assert_FC_assert`").
    let g = n.goal(
        "typed_f_call___FC_assert_FC_assert_requires_nonnull_c",
        Status::Timeout,
    );
    assert_eq!(
        (g.kind, g.message.as_str()),
        (
            GoalKind::Wp(WpKind::CAssert),
            crate::verify::locate::ASSERT_CONDITION
        )
    );
}

#[test]
fn loop_variants_are_placed_by_rank() {
    let lines: HashMap<String, usize> = [("f".to_string(), 1), ("g".to_string(), 5)].into();
    let functions = vec!["f".to_string(), "g".to_string()];
    let map = SourceMap {
        input: String::new(),
        lines: vec![],
    };
    let source = "void f(void) {\n  /*@ loop variant a; */ x;\n  //@ loop variant b;\n}\nvoid g(void) {\n  //@ loop variant c;\n}\n";
    let labels = BTreeMap::new();
    let loc = Locator::new(
        "typed_",
        &functions,
        &[],
        &[],
        &labels,
        &[],
        &map,
        &lines,
        "",
    )
    .with_source(source);
    let at = |id: &str| {
        let g = loc.goal(id, Status::Timeout, vec![], 1);
        (g.line, g.col, g.exact)
    };
    assert_eq!(
        at("typed_f_loop_variant_decrease"),
        (Some(2), Some(7), true)
    );
    assert_eq!(
        at("typed_f_loop_variant_2_positive"),
        (Some(3), Some(7), true)
    );
    assert_eq!(
        at("typed_g_loop_variant_decrease"),
        (Some(6), Some(7), true)
    );
    assert_eq!(
        at("typed_g_loop_variant_2_decrease"),
        (Some(5), Some(1), false)
    );
}

/// The goal `id`, timed out, of a program whose only function is `main`
/// (line 1), with Frama-C's report `csv`.
fn main_goal(csv: &[CsvRow], map: &SourceMap, id: &str) -> Goal {
    let functions = vec!["main".to_string()];
    let lines: HashMap<String, usize> = [("main".to_string(), 1)].into();
    let labels = BTreeMap::new();
    Locator::new(
        "typed_",
        &functions,
        &[],
        &[],
        &labels,
        csv,
        map,
        &lines,
        "",
    )
    .goal(id, Status::Timeout, vec![], 1)
}

#[test]
fn preconditions_are_placed_at_their_call() {
    let row = |line: usize, callee: &str| CsvRow {
        line,
        function: "main".into(),
        kind: format!("precondition of {callee}"),
        text: String::new(),
        valid: false,
    };
    // Two requires of MPI_Init on line 9; two asserts, on 11 and 12.
    let csv = vec![
        row(9, "MPI_Init"),
        row(9, "MPI_Init"),
        row(11, "__FC_assert"),
        row(12, "__FC_assert"),
    ];
    let map = shifted_map(3);
    let at = |id: &str| {
        let g = main_goal(&csv, &map, id);
        (g.line, g.exact, g.message)
    };
    let (line, exact, message) = at("typed_main_call___FC_assert_2_FC_assert_requires_nonnull_c");
    assert_eq!((line, exact), (Some(112), true));
    assert!(message.contains("`assert`"), "{message}");
    assert_eq!(
        at("typed_main_call___FC_assert_FC_assert_requires_nonnull_c").0,
        Some(111)
    );
    assert_eq!(at("typed_main_call_MPI_Init_requires_2").0, Some(109));
    assert_eq!(
        at("typed_main_call_MPI_Init_requires_2").2,
        "precondition of `MPI_Init`"
    );
}

#[test]
fn run_time_checks_follow_their_status() {
    let row = |line: usize, text: &str, valid: bool| CsvRow {
        line,
        function: "main".into(),
        kind: "signed_overflow".into(),
        text: text.into(),
        valid,
    };
    // Wp's order: the body's two checks, then the loop step's (line 13).
    let csv = vec![
        row(13, "i + 1 <= 2147483647", true),
        row(14, "-2147483648 <= rank + i", true),
        row(14, "rank + i <= 2147483647", false),
    ];
    let map = SourceMap {
        input: "a.c".into(),
        lines: vec![],
    };
    let g = main_goal(&csv, &map, "typed_main_assert_rte_signed_overflow_2");
    assert_eq!(g.vm_line, Some(14));
    assert!(
        g.message.contains("rank + i <= 2147483647"),
        "{}",
        g.message
    );
    // Two unproved rows and the n-th proved: no guess of the line, but
    // the checks it may be, each at its input line.
    let csv = vec![row(13, "a", false), row(14, "b", true), row(15, "c", false)];
    let g = main_goal(&csv, &map, "typed_main_assert_rte_signed_overflow_2");
    assert_eq!((g.vm_line, g.exact), (None, false));
    assert!(g.message.ends_with(": one of a or c)"), "{}", g.message);
    let g = main_goal(
        &csv,
        &shifted_map(2),
        "typed_main_assert_rte_signed_overflow_2",
    );
    assert!(
        g.message
            .ends_with(": one of a at line 113 or c at line 115)"),
        "{}",
        g.message
    );
    // One statement's checks in the report's order, not Wp's (recorded
    // from Frama-C 25 on `unew[i] = 0.25 * u[i - 1] + 0.5 * u[i] +
    // 0.25 * u[i + 1];`): the line, and the candidates, never one of
    // them named wrongly.
    let csv = vec![
        row(179, "add(add(m1, m2), m3)", true),
        row(179, "add(m1, m2)", true),
        row(179, "m1", false),
        row(179, "m2", false),
        row(179, "m3", false),
        row(180, "sub", false),
    ];
    for n in ["", "_2", "_4"] {
        let g = main_goal(
            &csv,
            &map,
            &format!("typed_main_assert_rte_signed_overflow{n}"),
        );
        assert_eq!(g.vm_line, Some(179), "{n}");
        assert!(
            g.message.ends_with("one of m1 or m2 or m3)"),
            "{}",
            g.message
        );
    }
    let g = main_goal(&csv, &map, "typed_main_assert_rte_signed_overflow_6");
    assert_eq!(g.vm_line, Some(180));
    assert!(g.message.ends_with(": sub)"), "{}", g.message);
}

#[test]
fn smoke_goals_are_inverted() {
    let mut g = Locator::new(
        "typed_",
        &[],
        &[],
        &[],
        &BTreeMap::new(),
        &[],
        &SourceMap {
            input: String::new(),
            lines: vec![],
        },
        &HashMap::new(),
        "",
    )
    .goal("x", Status::Valid, vec![], 1);
    assert!(g.proved());
    g.kind = GoalKind::Vm(CheckKind::RecvSmoke, Some(Comm::Recv));
    assert!(!g.proved());
    g.status = Status::Timeout;
    assert!(g.proved());
}

/// A lemma comes back only as a goal named as a lemma's (hunt 77: an
/// assertion `lemma_b` in `f` stood for lemma `b`).
#[test]
fn a_lemma_goal_is_named_as_one() {
    use super::names_lemma;
    let p = "typed_";
    assert!(names_lemma(p, "typed_lemma_b", "b"));
    assert!(names_lemma(p, "typed_lemma_b_part2", "b"));
    assert!(names_lemma(p, "typed_check_lemma_VM_x_1_1", "VM_x_1_1"));
    assert!(names_lemma("typed_real_", "typed_real_lemma_b", "b"));
    assert!(!names_lemma(p, "typed_f_assert_lemma_b", "b"));
    assert!(!names_lemma(p, "typed_lemma_b2", "b"));
    assert!(!names_lemma(p, "typed_lemma_b_part", "b"));
}

/// A lemma of the main file is placed through the generated program; one
/// the generated program does not hold, in the header that declares it
/// (it was shown at the main file's 1:1).
#[test]
fn lemmas_are_placed_where_declared() {
    let n = Names::new();
    let h = crate::source::SourceFile::new("h.h", "\n/*@ lemma hid: \\true; */\n".to_string());
    let output = "a\n/*@ lemma mine: \\true; */\n";
    let locator = Locator::new(
        "typed_",
        &n.functions,
        &n.checks,
        &n.users,
        &n.label_lines,
        &n.csv,
        &n.map,
        &n.lines,
        output,
    )
    .with_headers(super::super::in_header::HeaderPlaces {
        files: vec![&h],
        ..Default::default()
    });
    let g = locator.goal("typed_lemma_mine", Status::Timeout, vec![], 1);
    assert_eq!((g.file, g.line, g.exact), (None, Some(102), true));
    let g = locator.goal("typed_lemma_hid", Status::Timeout, vec![], 1);
    assert_eq!(
        (g.file.as_deref(), g.line, g.col),
        (Some("h.h"), Some(2), Some(11))
    );
    let g = locator.goal("typed_lemma_gone", Status::Timeout, vec![], 1);
    assert_eq!((g.file, g.line, g.exact), (None, None, false));
}

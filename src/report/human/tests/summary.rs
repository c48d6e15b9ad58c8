//! The report's closing lines: assumptions, partial runs, replayed
//! timeouts.

use super::notes::goal_at;
use super::*;

/// The summary says how many of the user's assumptions the proof rests on.
#[test]
fn the_summary_counts_the_assumptions() {
    let mut o = outcome("int f(void);\n", Vec::new());
    assert!(!render(&o, false).contains("Assumed"));
    o.warnings = vec![
        Diagnostic::warning(0..1, "the proof assumes this assertion").as_assumption(),
        Diagnostic::warning(0..1, "the proof assumes this axiom").as_assumption(),
        // Counted by what it is, not by its words.
        Diagnostic::warning(0..1, "the proof assumes nothing here"),
    ];
    assert!(
        render(&o, false).contains("Assumed, not proved: 2 of your assumptions"),
        "{}",
        render(&o, false)
    );
}

/// Hunt 17: a run restricted with `--fct`, or that assumes the contracts
/// of `--skip` functions, says so; JSON marks it.
#[test]
fn partial_runs_and_assumed_contracts_are_said() {
    let mut o = outcome("int f(void);\n", Vec::new());
    let text = render(&o, false);
    assert!(!text.contains("Partial run") && !text.contains("(--skip)"));
    assert!(!crate::report::json::render(&o).contains("partial"));
    o.fct = vec!["main".into()];
    o.skipped = vec!["helper".into()];
    let text = render(&o, false);
    assert!(
        text.contains("Partial run: only the goals of `main` (--fct)")
            && text.contains("Assumed, not proved: the contracts of `helper` (--skip)"),
        "{text}"
    );
    let json = crate::report::json::render(&o);
    assert!(
        json.contains("\"partial\": true")
            && json.contains("\"assumed_contracts\": [\n    \"helper\""),
        "{json}"
    );
}

/// A timeout replayed from the cache says so, with the way out (newcomer
/// trial 5: a failure on a busy machine came back from the cache).
#[test]
fn a_cached_timeout_suggests_no_cache() {
    let mut g = goal_at(
        "typed_f_assert_VM_u_2_3",
        GoalKind::Wp(crate::verify::kinds::WpKind::Assert),
        "assertion",
        Status::Timeout,
        2,
    );
    let o = outcome("int f(void) {\n  x;\n}\n", vec![g.clone()]);
    assert!(!render(&o, false).contains("--no-cache"));
    g.cached = true;
    let text = render(&outcome("int f(void) {\n  x;\n}\n", vec![g]), false);
    assert!(
        text.contains("1 of the failures replayed from vmfc's cache")
            && text.contains("`--no-cache` runs the provers again"),
        "{text}"
    );
}

/// A function with a remainder by a variable whose failures all ran out
/// of time is pointed to the process-grid pattern (hunt 85); a failure
/// elsewhere, or a function without one, is not.
#[test]
fn remainders_by_variables_point_to_the_grid_pattern() {
    use crate::transform::checks::CheckKind;
    let rem = Goal {
        status: Status::Valid,
        message: "the remainder `(rank + 1) % size` is defined: its divisor is not 0".into(),
        ..timed_out(
            "typed_f_call_VM_rem_int_requires_VM_remainder",
            GoalKind::Vm(CheckKind::Remainder, None),
            "remainder",
            attempt("Z3 4.8.12 (fixedTO)", Status::Valid, Some(0.1)),
        )
    };
    let failed = timed_out(
        "typed_f_assert",
        GoalKind::Wp(WpKind::Assert),
        "assertion",
        attempt("Z3 4.8.12 (fixedTO)", Status::Timeout, Some(10.0)),
    );
    let text = render(
        &outcome("int f(void);\n", vec![rem.clone(), failed.clone()]),
        false,
    );
    assert!(
        text.contains("`f` takes a remainder by a variable (`(rank + 1) % size`)"),
        "{text}"
    );
    assert!(text.contains("\"A 2-D process grid\""), "{text}");
    let elsewhere = Goal {
        function: Some("g".into()),
        ..failed
    };
    let text = render(&outcome("int f(void);\n", vec![rem, elsewhere]), false);
    assert!(!text.contains("remainder by a variable"), "{text}");
}

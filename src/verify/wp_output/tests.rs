//! Tests of the Wp output parser on lines recorded from Frama-C 25.
use super::*;

fn parse_all(text: &str) -> Vec<Event> {
    let mut p = Parser::new();
    let mut v: Vec<Event> = text.lines().flat_map(|l| p.line(l)).collect();
    v.extend(p.flush());
    v
}

#[test]
fn goals_summaries_and_failures() {
    let out = "[kernel] Parsing x-vm.c (with preprocessing)\n[wp] 3 goals scheduled\n[wp] [Qed] Goal typed_f_assert_X : Valid (4ms)\n[wp] [Z3 4.8.12 (fixedTO)] Goal typed_f_loop_invariant_preserved : Valid (Qed:154ms) (290ms) (549222)\n[wp] [Failed] Goal typed_f_assert_VM_send_tag_12_3\n  Z3 4.8.12 (fixedTO): Timeout (Qed:104ms) (10s)\n  CVC5 1.0.3: Unknown (Qed:104ms) (1.5s)\n[wp] [CVC5 1.0.3] Goal typed_g_ensures : Timeout (1s)\n[wp] Proved goals:    2 / 3\n  Qed:             1\n";
    let ev = parse_all(out);
    assert_eq!(ev[0], Event::Scheduled(3));
    assert!(
        matches!(&ev[1], Event::Goal { id, status: Status::Valid, attempts } if id == "typed_f_assert_X" && attempts[0].prover == "Qed" && attempts[0].time == Some(0.004))
    );
    assert!(
        matches!(&ev[2], Event::Goal { status: Status::Valid, attempts, .. } if attempts[0].time == Some(0.29))
    );
    let Event::Goal {
        id,
        status,
        attempts,
    } = &ev[3]
    else {
        panic!("{:?}", ev[3])
    };
    assert_eq!(
        (id.as_str(), *status),
        ("typed_f_assert_VM_send_tag_12_3", Status::Timeout)
    );
    assert_eq!(attempts.len(), 2);
    assert_eq!(attempts[0].prover, "Z3 4.8.12 (fixedTO)");
    assert_eq!(
        attempts[1],
        Attempt {
            prover: "CVC5 1.0.3".into(),
            status: Status::Unknown,
            time: Some(1.5),
            error: None,
            part: None,
            limit: None,
            model: None,
        }
    );
    assert!(matches!(
        &ev[4],
        Event::Goal {
            status: Status::Timeout,
            ..
        }
    ));
    assert_eq!(
        ev[5],
        Event::Summary {
            proved: 2,
            total: 3
        }
    );
    assert_eq!(ev.len(), 6);
}

/// Recorded from Frama-C 25 on a goal Why3 rejects (one prover, then two).
#[test]
fn why_a_prover_could_not_run() {
    let out = "[wp] [Z3 4.8.12 (fixedTO)] Goal typed_main_assert : Failed\n  [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n[wp] [Failed] Goal typed_main_assert_A\n  Z3 4.8.12 (fixedTO): Failed\n                       [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n  CVC5 1.0.3: Failed\n              [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n[wp] [CVC5 1.0.3] Goal typed_f_assert : Failed\n[wp] Proved goals:    0 / 3\n";
    let ev = parse_all(out);
    assert_eq!(ev.len(), 4, "{ev:?}");
    let mismatch = "Why3 Error: Type mismatch between ieee_float.Float64.t and int";
    for (i, id, n) in [(0, "typed_main_assert", 1), (1, "typed_main_assert_A", 2)] {
        let Event::Goal {
            id: got,
            status,
            attempts,
        } = &ev[i]
        else {
            panic!("{:?}", ev[i])
        };
        assert_eq!(
            (got.as_str(), *status, attempts.len()),
            (id, Status::Failed, n)
        );
        assert!(
            attempts
                .iter()
                .all(|a| a.error.as_deref() == Some(mismatch)),
            "{attempts:?}"
        );
    }
    assert!(
        matches!(&ev[2], Event::Goal { status: Status::Failed, attempts, .. } if attempts.len() == 1 && attempts[0].error.is_none())
    );
}

/// Recorded from Frama-C 25 on a goal where Z3 reached Why3's memory limit
/// (`why3/z3.drv` reads Z3's error): the reason is the attempt's error.
#[test]
fn a_prover_out_of_memory() {
    let out = "[wp] [Z3 4.8.12 (fixedTO)] Goal typed_halo_ensures_2 : Failed\n  out of memory\n[wp] [Failed] Goal typed_halo_ensures_3\n  Z3 4.8.12 (fixedTO): Failed out of memory\n  CVC5 1.0.3: Timeout (Qed:1.9s) (30s)\n[wp] Proved goals:    2 / 4\n";
    let ev = parse_all(out);
    assert_eq!(ev.len(), 3, "{ev:?}");
    for e in &ev[..2] {
        let Event::Goal { attempts, .. } = e else {
            panic!("{e:?}")
        };
        assert_eq!(
            attempts[0].error.as_deref(),
            Some("out of memory"),
            "{attempts:?}"
        );
    }
    let Event::Goal {
        attempts, status, ..
    } = &ev[1]
    else {
        panic!()
    };
    assert_eq!((attempts.len(), attempts[1].error.as_deref()), (2, None));
    assert_eq!(*status, Status::Timeout);
}

#[test]
fn kernel_errors() {
    let out = "[kernel:annot-error] /tmp/x/ring-vm.c:42: Warning: \n  unbound logic variable foo. Ignoring code annotation\n[kernel] User Error: warning annot-error treated as fatal error.\n[kernel] Frama-C aborted: invalid user input.\n";
    let ev = parse_all(out);
    assert_eq!(ev.len(), 1, "{ev:?}");
    assert!(
        matches!(&ev[0], Event::KernelError { file: Some(f), line: Some(42), message } if f.ends_with("ring-vm.c") && message.contains("unbound logic variable foo"))
    );
}

/// Ghost code Frama-C rejects is a deferred error: Wp runs, then Frama-C
/// aborts; the report names the line and Frama-C's reason.
#[test]
fn misused_ghost_code_is_an_error() {
    let out = "[kernel:ghost:bad-use] /tmp/x/g-vm.c:12: Warning: \n  '*GP' is a non-ghost lvalue, it cannot be assigned in ghost code\n[wp] Proved goals:   17 / 17\n[kernel] Warning: warning ghost:bad-use treated as deferred error. See above messages for more information.\n[kernel] Frama-C aborted: invalid user input.\n";
    let ev = parse_all(out);
    let errors: Vec<_> = (ev.iter())
        .filter(|e| matches!(e, Event::KernelError { .. }))
        .collect();
    assert_eq!(errors.len(), 1, "{ev:?}");
    assert!(
        matches!(errors[0], Event::KernelError { line: Some(12), message, .. } if message.contains("non-ghost lvalue")),
        "{ev:?}"
    );
}

/// Hunt 28: Wp skips a statement contract and a general code invariant
/// with a located warning of its own (`[wp] file:line: Warning:`), which
/// the parser dropped: now an error at that line.
#[test]
fn annotations_wp_skips_are_errors() {
    let out = "[wp] /tmp/x/s-vm.c:14: Warning: \n  Statement specifications not yet supported (skipped).\n[wp] /tmp/x/s-vm.c:20: Warning: \n  Generalized invariant not yet supported (skipped).\n[wp] 3 goals scheduled\n";
    let ev = parse_all(out);
    assert!(
        matches!(&ev[0], Event::KernelError { line: Some(14), message, .. } if message.contains("Statement specifications not yet supported") && message.contains("vmfc does not accept it")),
        "{ev:?}"
    );
    assert!(
        matches!(&ev[1], Event::KernelError { line: Some(20), .. }),
        "{ev:?}"
    );
    assert_eq!(ev[2], Event::Scheduled(3));
}

#[test]
fn warnings() {
    let out = "[kernel:annot:missing-spec] x-vm.c:3: Warning: \n  Neither code nor specification for function helper, generating default assigns from the prototype\n[wp] Warning: No goal generated\n[wp] Warning: Missing RTE guards\n";
    let ev = parse_all(out);
    assert_eq!(ev.len(), 2, "{ev:?}");
    assert!(
        matches!(&ev[0], Event::Warning { line: Some(3), message, .. } if message.starts_with("Neither code nor specification for function helper"))
    );
    assert!(
        matches!(&ev[1], Event::Warning { file: None, message, .. } if message == "Missing RTE guards")
    );
    assert_eq!(parse_all("[wp] Running WP plugin...\n"), [Event::Step]);
}

#[test]
fn times() {
    assert_eq!(parse_time("(10s)"), Some(10.0));
    assert_eq!(parse_time("(2.3s)"), Some(2.3));
    assert_eq!(parse_time("(1'30)"), Some(90.0));
    assert_eq!(parse_time("(549222)"), None);
}

/// What Wp says after a goal's name (its model only approximates the code)
/// is not part of the name; it stays with each attempt.
#[test]
fn model_notes_are_kept_apart_from_the_name() {
    let out = "[wp] [Failed] Goal typed_main_call_memcpy_requires_valid_dest (Stronger, 2 warnings)\n  Z3 4.8.12 (fixedTO): Timeout (Qed:4ms) (10s)\n  CVC5 1.0.3: Timeout (Qed:4ms) (10s)\n[wp] [CVC5 1.0.3] Goal typed_main_call_free_requires_freeable (Degenerated) : Timeout (10s)\n[wp] [Qed] Goal typed_f_assert_X : Valid (4ms)\n";
    let ev = parse_all(out);
    let goals: Vec<(&str, Vec<Option<&str>>)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Goal { id, attempts, .. } => Some((
                id.as_str(),
                attempts.iter().map(|a| a.model.as_deref()).collect(),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(
        goals,
        vec![
            (
                "typed_main_call_memcpy_requires_valid_dest",
                vec![Some("Stronger, 2 warnings"), Some("Stronger, 2 warnings")]
            ),
            (
                "typed_main_call_free_requires_freeable",
                vec![Some("Degenerated")]
            ),
            ("typed_f_assert_X", vec![None]),
        ]
    );
}

/// CIL's type errors are printed as `Failure:` and stop Frama-C.
#[test]
fn cil_failures_are_kernel_errors() {
    let out = "[kernel] /tmp/x/e-vm.c:2: Failure: \n  Expected integer constant and got 1.5\n[kernel] User Error: stopping on file \"/tmp/x/e-vm.c\" that has errors. Add\n  '-kernel-msg-key pp' for preprocessing command.\n[kernel] Frama-C aborted: invalid user input.\n";
    let ev = parse_all(out);
    assert_eq!(ev.len(), 1, "{ev:?}");
    assert!(
        matches!(&ev[0], Event::KernelError { file: Some(f), line: Some(2), message } if f.ends_with("e-vm.c") && message.contains("Expected integer constant and got 1.5")),
        "{ev:?}"
    );
}

/// Hunt 52: a syntax error Frama-C finds in the user's annotations (its
/// message on the lines under a bare `file:line:`) is an error at that
/// line, not a run without a report.
#[test]
fn syntax_errors_are_errors_at_their_line() {
    let out = "[kernel] /tmp/x/g-vm.c:8: \n  syntax error:\n  Location: between lines 8 and 9, before or at token: /\n  6       void lem(int n) {\n  \n  8         //@ assert u == 0;\n  9         /  loop invariant 0 <= u <= n;\n[kernel] Frama-C aborted: invalid user input.\n";
    let ev = parse_all(out);
    assert_eq!(
        ev,
        [Event::KernelError {
            file: Some("/tmp/x/g-vm.c".into()),
            line: Some(8),
            message: "syntax error before `/`".into(),
        }]
    );
    // A bare position followed by anything else is not an error.
    let ev = parse_all("[kernel] /tmp/x/g-vm.c:8: \n  some note\n[wp] 3 goals scheduled\n");
    assert_eq!(ev, [Event::Scheduled(3)]);
}

/// Wp's user error at a place of the program (hunt 91: a `goto` loop) is
/// an error there, not a tool failure; the final consequence line is not.
#[test]
fn wp_user_errors_at_a_place_are_errors() {
    let out = "[wp] /tmp/x/t7-vm.c:12: User Error: \n  Non natural loop detected.\n  WP for function 'lie' aborted.\n[wp] User Error: Deferred error message was emitted during execution. See above messages for more information.\n[kernel] Plug-in wp aborted: invalid user input.\n";
    let ev = parse_all(out);
    let errors: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(e, Event::KernelError { .. }))
        .collect();
    assert_eq!(errors.len(), 1, "{ev:?}");
    assert!(
        matches!(errors[0], Event::KernelError { file: Some(f), line: Some(12), message } if f.ends_with("t7-vm.c") && message.contains("Non natural loop detected")),
        "{ev:?}"
    );
}

//! Tests of the Frama-C command lines: quoting, passes and options.

use super::*;

#[test]
fn quoting_survives_the_shell() {
    assert_eq!(shell_quote("-I/a/b"), "-I/a/b");
    for arg in [
        "-I/with space",
        "-DX='a'",
        "-DY=\"$HOME`x`\\\"",
        "-D{a,b}",
        "-DZ=*",
    ] {
        let out = std::process::Command::new("sh")
            .args(["-c", &format!("printf %s {}", shell_quote(arg))])
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), arg);
    }
}

/// Frama-C reads `%` in the preprocessing command as a template's
/// placeholder: the user's are text (`%%`), and the template places its
/// options and files as it does by default (hunt 156).
#[test]
fn percent_signs_in_preprocessor_options_are_text() {
    let spec = Spec {
        cpp_args: vec!["-I/h%i".into(), "-DS=\"%%d\"".into()],
        ..spec()
    };
    let cmd = (spec.print_args().into_iter())
        .find_map(|a| a.strip_prefix("-cpp-command=").map(String::from))
        .unwrap();
    assert_eq!(cmd, "gcc -E -C '-I/h%%i' '-DS=\"%%%%d\"' %args %i -o %o");
}

/// Two functions, a user lemma, a frame lemma, a smoke check, a retry
/// prover and a split check.
fn spec() -> Spec {
    Spec {
        vm_file: "x-vm.c".into(),
        cpp_args: vec!["-I/h".into(), "-I.".into()],
        model_real: true,
        timeout: 10,
        quick_timeout: None,
        jobs: 2,
        functions: vec!["f".into(), "g".into()],
        lemmas: vec!["l".into()],
        frame_lemmas: vec!["VM_definition_universal_1_1".into()],
        smoke: vec!["VM_recv_smoke_3_4".into()],
        smoke_lemmas: Vec::new(),
        smoke_timeout: 2,
        props: Vec::new(),
        provers: vec!["cvc5".into(), "z3t".into()],
        retry_provers: vec!["z3-norec".into()],
        retry_timeout: 20,
        split: vec!["VM_end_region_sent_5_3".into()],
        wp_cache: None,
        wp_args: vec!["-wp-split".into()],
        alias_vars: vec!["G".into(), "H".into()],
        csv: "w/p.tsv".into(),
        normalized: "w/normalized.c".into(),
    }
}

#[test]
fn command_line_passes() {
    let spec = spec();
    let a = spec.args().join(" ");
    assert_eq!(
        a,
        format!(
            "-no-autoload-plugins -load-module wp,rtegen,report,variadic -c11 -variadic-no-translation -cpp-command=gcc -E -C -I/h -I. %args %i -o %o -cpp-frama-c-compliant x-vm.c -wp -wp-rte -wp-frama-c-stdlib-terminate -wp-check-memory-model -wp-no-ground -wp-literals -wp-model real -wp-alias-vars=G,H -wp-par 2 -wp-session w/wp-session -wp-cache none -wp-split \
             -wp-fct=f,g -wp-prop={all},-VM_recv_smoke_3_4 -wp-prover cvc5,z3t -wp-timeout 10 \
             -then -wp-fct= -wp-prop=l -wp-prover=-cvc5,-z3t -wp-prover cvc5,z3t -wp-timeout 10 \
             -then -wp-fct= -wp-prop=VM_definition_universal_1_1 -wp-prover=-cvc5,-z3t -wp-prover cvc5,z3t -wp-timeout 30 \
             -then -wp-fct=f,g -wp-prop=VM_recv_smoke_3_4 -wp-prover=-cvc5,-z3t -wp-prover cvc5,z3t -wp-timeout 2 \
             -then -wp-fct=f,g -wp-prop={all},-VM_recv_smoke_3_4 -wp-prover=-cvc5,-z3t -wp-prover z3-norec -wp-timeout 20 \
             -then -wp-fct= -wp-prop=l -wp-prover=-z3-norec -wp-prover z3-norec -wp-timeout 20 \
             -then -wp-split -wp-fct=f,g -wp-prop=VM_end_region_sent_5_3 -wp-prover=-z3-norec -wp-prover cvc5,z3t -wp-timeout 10 \
             -then -report-csv w/p.tsv",
            all = ALL_FUNCTION_PROPERTIES.join(",")
        )
    );
    assert_eq!(
        spec.print_args().join(" "),
        "-no-autoload-plugins -load-module variadic -c11 -variadic-no-translation -cpp-command=gcc -E -C -I/h -I. %args %i -o %o -cpp-frama-c-compliant x-vm.c \
         -kernel-msg-key printer:vid -print -ocode w/normalized.c"
    );
    // Which failures are final where: the functions' and the user
    // lemma's are retried, a frame lemma's and a smoke check's are not.
    let steps = spec.steps();
    assert!(retried(&steps, 0, None));
    assert!(retried(&steps, 1, Some("l")));
    assert!(!retried(&steps, 2, Some("VM_definition_universal_1_1")));
    assert!(!retried(&steps, 3, None));
    // The end of a region is split last; other goals and the lemmas are not.
    let end = Some("VM_end_region_sent_5_3");
    assert!(retried(&steps, 4, end) && !retried(&steps, 4, None));
    assert!(!retried(&steps, 5, Some("l")) && !retried(&steps, 6, end));
    let no_retry = Spec {
        retry_provers: Vec::new(),
        split: Vec::new(),
        ..spec.clone()
    };
    assert!(!retried(&no_retry.steps(), 0, None));
    // vmfc's smoke lemmas: a step of their own after the functions' smoke
    // checks, with the smoke prover and timeout, never retried; also
    // without functions to prove.
    let axioms = Spec {
        smoke_lemmas: vec!["VM_axioms_smoke_2_5".into()],
        ..spec.clone()
    };
    let steps = axioms.steps();
    let i = steps
        .iter()
        .position(|s| s.props == ["VM_axioms_smoke_2_5"])
        .unwrap();
    assert_eq!(
        (steps[i].pass, steps[i].fct.len(), steps[i].timeout),
        (Pass::Smoke, 0, 2)
    );
    assert_eq!(steps[i].provers, ["cvc5", "z3t"]);
    assert_eq!(steps[i - 1].props, ["VM_recv_smoke_3_4"]);
    assert!(!retried(&steps, i, Some("VM_axioms_smoke_2_5")));
    let lemmas_only = Spec {
        functions: Vec::new(),
        ..axioms.clone()
    };
    assert!(lemmas_only
        .steps()
        .iter()
        .any(|s| s.pass == Pass::Smoke && s.props == ["VM_axioms_smoke_2_5"]));
    // Without context filtering, the split pass alone follows.
    let split_only = Spec {
        retry_provers: Vec::new(),
        ..spec
    };
    let steps = split_only.steps();
    assert!(retried(&steps, 0, end) && !retried(&steps, 0, None));
    assert_eq!(steps.last().map(|s| s.pass), Some(Pass::Split));
}

#[test]
fn quick_pass_with_one_prover_process() {
    // One prover process and two provers: a quick first pass, then the
    // full timeout for what it left; otherwise none.
    assert_eq!(quick_timeout(1, 2, 20), Some(QUICK_TIMEOUT));
    assert_eq!(quick_timeout(2, 2, 20), None);
    assert_eq!(quick_timeout(1, 1, 20), None);
    assert_eq!(quick_timeout(1, 2, QUICK_TIMEOUT), None);
    let spec = Spec {
        cpp_args: Vec::new(),
        model_real: false,
        timeout: 20,
        quick_timeout: Some(4),
        jobs: 1,
        functions: vec!["f".into()],
        smoke_timeout: 1,
        wp_args: Vec::new(),
        alias_vars: Vec::new(),
        ..spec()
    };
    let steps = spec.steps();
    let seen: Vec<(Pass, bool, u32)> = (steps.iter())
        .map(|s| (s.pass, s.fct.is_empty(), s.timeout))
        .collect();
    assert_eq!(
        seen,
        [
            (Pass::Main, false, 4),
            (Pass::Main, true, 4),
            // Frame lemmas are not tried again: their whole time at once.
            (Pass::Main, true, 60),
            (Pass::Smoke, false, 1),
            (Pass::Long, false, 20),
            (Pass::Long, true, 20),
            (Pass::Retry, false, 20),
            (Pass::Retry, true, 20),
            (Pass::Split, false, 20),
        ]
    );
    assert_eq!(steps[4].provers, spec.provers);
    assert_eq!(steps[5].props, ["l"]);
    // A goal the quick pass leaves is tried again; the long pass's failures
    // go on to the retry and split passes as the first pass's did.
    assert!(retried(&steps, 0, None) && retried(&steps, 1, Some("l")));
    assert!(!retried(&steps, 2, Some("VM_definition_universal_1_1")));
    assert!(retried(&steps, 4, None) && retried(&steps, 5, Some("l")));
    let end = Some("VM_end_region_sent_5_3");
    assert!(retried(&steps, 6, end) && !retried(&steps, 6, None));
}

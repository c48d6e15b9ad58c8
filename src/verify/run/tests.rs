//! Unit tests of `run`.

use super::spec::{retry_provers, wp_properties};

#[test]
fn the_retry_pass_filters_only_provers_the_first_pass_ran() {
    let filtered: Vec<String> = ["z3-nolemma", "z3-norec", "cvc5-norec"]
        .map(String::from)
        .to_vec();
    let all = retry_provers(&filtered, &["z3t".into(), "cvc5".into()]);
    assert_eq!(all, filtered);
    assert_eq!(
        retry_provers(&filtered, &["z3t".into()]),
        ["z3-nolemma", "z3-norec"]
    );
    assert_eq!(retry_provers(&filtered, &["cvc5".into()]), ["cvc5-norec"]);
    assert!(retry_provers(&filtered, &["alt-ergo".into()]).is_empty());
}

/// `--prop` with a remainder's label selects the header's precondition
/// that Wp proves for it (selecting the label would select nothing: a run
/// that proves nothing, as the unsound test m173 showed).
#[test]
fn a_remainder_s_label_selects_its_precondition() {
    use crate::transform::checks::{CheckKind, Label};
    let check = |kind, line| crate::transform::Check {
        label: Label {
            kind,
            call: None,
            line,
            col: 13,
            n: 1,
        },
        function: Some("main".into()),
        message: String::new(),
        conditions: Vec::new(),
        sides: None,
    };
    let checks = [
        check(CheckKind::Remainder, 22),
        check(CheckKind::Remainder, 23),
    ];
    let props: Vec<String> = checks.iter().map(|c| c.label.to_string()).collect();
    assert_eq!(wp_properties(&checks, &props), ["VM_remainder"]);
    let other = vec!["VM_u_2_5".to_string()];
    assert_eq!(wp_properties(&checks, &other), other);
}

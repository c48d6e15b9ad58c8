//! Unit tests of `run`.

use super::retry_provers;

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

//! Unit tests of `verify`.

use super::*;

#[test]
fn rerun_arguments_repeat_what_changes_the_goals() {
    let job = Job {
        include_dirs: vec!["inc".into()],
        skip: vec!["helper".into()],
        ..Job::default()
    };
    let opts = Options {
        model_real: true,
        provers: vec!["cvc5".into()],
        jobs: 1,
        no_cache: true,
        ..Options::default()
    };
    assert_eq!(
        rerun_args(&job, &opts).join(" "),
        "-I inc --skip helper --model real --prover cvc5"
    );
    assert!(rerun_args(&Job::default(), &Options::default()).is_empty());
}

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

/// A function declared with a contract, in the input or in a user header,
/// and defined in no file vmfc reads is said to be assumed; one with a
/// body, or with no contract, is not.
#[test]
fn contracts_of_functions_defined_nowhere_are_assumed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("ext.h"),
        "/*@ requires \\valid(out); terminates \\true; exits \\false; assigns *out; */\nvoid fill(int *out);\nint plain(int x);\n",
    )
    .unwrap();
    let main = dir.path().join("m.c");
    std::fs::write(
        &main,
        "#include \"ext.h\"\n/*@ terminates \\true; exits \\false; assigns \\nothing; */\nint here(void);\n/*@ assigns \\nothing; */\nint mine(void) { return 1; }\n",
    )
    .unwrap();
    let t = crate::pipeline::transform(&Job {
        input: main,
        ..Job::default()
    })
    .unwrap_or_else(|_| panic!("m.c transforms"));
    let mut names = bodiless(&t);
    names.sort();
    assert_eq!(names, ["fill", "here"]);
}

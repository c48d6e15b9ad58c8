//! The options `--wp-arg` may pass to Wp: only those that change how
//! goals are proved (splitting, tactics, resources), never what
//! is proved. Anything else (`-wp-no-rte`, `-wp-no-check-memory-model`,
//! `-wp-model ...`, a kernel option that drops a warning's goal) could
//! make a run prove less than vmfc reports, so it is refused.

/// Options allowed, and whether each takes a value (given as `-o=v`, or
/// as the next `--wp-arg`).
const ALLOWED: [(&str, bool); 10] = [
    ("-wp-split", false),
    ("-wp-no-split", false),
    ("-wp-split-depth", true),
    ("-wp-par", true),
    ("-wp-steps", true),
    ("-wp-memlimit", true),
    ("-wp-auto", true),
    ("-wp-auto-depth", true),
    ("-wp-auto-width", true),
    ("-wp-auto-backtrack", true),
];

/// Check the options given with `--wp-arg`; the error says which one is
/// refused and what is allowed.
pub(super) fn check(args: &[String]) -> Result<(), String> {
    let mut value_next = false;
    for a in args {
        if std::mem::take(&mut value_next) && !a.starts_with('-') {
            continue;
        }
        let (name, value) = match a.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (a.as_str(), None),
        };
        match ALLOWED.iter().find(|(n, _)| *n == name) {
            Some((_, true)) => value_next = value.is_none(),
            Some((_, false)) if value.is_none() => {}
            _ => {
                let allowed: Vec<&str> = ALLOWED.iter().map(|(n, _)| *n).collect();
                return Err(format!(
                    "--wp-arg {a}: vmfc passes to Wp only options that change how goals are proved, not what is proved (one that drops run-time checks, the memory-model checks or changes the model would make the report claim more than was proved); allowed: {}; the provers and the timeout have their own options (--prover, --timeout)",
                    allowed.join(", ")
                ));
            }
        }
    }
    if value_next {
        return Err(format!(
            "--wp-arg {}: the option needs a value (`-o=v`, or the next --wp-arg)",
            args.last().map_or("", String::as_str)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_of_how_goals_are_proved_pass() {
        for ok in [
            &["-wp-split"][..],
            &["-wp-split-depth=4", "-wp-par", "2"],
            &["-wp-auto", "wp:split", "-wp-steps=100"],
        ] {
            assert_eq!(check(&args(ok)), Ok(()), "{ok:?}");
        }
    }

    /// Hunt 17: `--wp-arg=-wp-no-rte` proved a program that divides by zero.
    #[test]
    fn options_that_change_what_is_proved_are_refused() {
        for bad in [
            &["-wp-no-rte"][..],
            &["-wp-no-check-memory-model"],
            &["-wp-model", "Typed+ref"],
            &["-no-warn-signed-overflow"],
            &["-wp-split", "-wp-no-rte"],
            &["-wp-split=1"],
            &["-wp-par", "2", "-wp-init-const"],
        ] {
            let e = check(&args(bad)).unwrap_err();
            assert!(e.contains("allowed: -wp-split"), "{e}");
        }
        // A value-taking option last would take vmfc's next option as its value.
        let e = check(&args(&["-wp-auto"])).unwrap_err();
        assert!(e.contains("needs a value"), "{e}");
    }
}

//! What a verification run proves: the functions that have a contract (C
//! functions of the file and of its user headers, and ghost functions such
//! as lemma functions, as the front end found them) minus `--skip`, and
//! every global lemma.

use super::{Failure, Goal};
use crate::pipeline::{Job, Transformed};

/// Functions and lemmas to prove, from the file and its user headers.
pub(crate) struct Selection {
    pub functions: Vec<String>,
    pub lemmas: Vec<String>,
}

/// The functions defined in the file and its user headers, each with
/// whether it has a contract. A ghost function has one also when another
/// of its declarations does: Frama-C merges the contracts into the
/// definition's.
pub(crate) fn defined(t: &Transformed) -> Vec<(String, bool)> {
    let mut known: Vec<(String, bool)> = t
        .output
        .functions
        .iter()
        .filter(|f| f.has_body)
        .map(|f| (f.name.clone(), f.has_contract))
        .collect();
    for d in t.frontend.other_definitions() {
        // A macro in ghost code is an error already reported.
        if d.how == crate::cfront::headers::Found::GhostMacro {
            continue;
        }
        if !known.iter().any(|(n, _)| *n == d.name) {
            let declared = t.output.ghost_declared_contracts.contains(&d.name);
            known.push((d.name.clone(), d.has_contract() || declared));
        }
    }
    known
}

/// Validates `--skip` and `--fct` (`fct`) against the functions defined.
pub(crate) fn select(t: &Transformed, job: &Job, fct: &[String]) -> Result<Selection, Failure> {
    let known = defined(t);
    let verified: Vec<String> = (known.iter().filter(|(_, c)| *c))
        .map(|(n, _)| n.clone())
        .collect();
    let fe = &t.frontend;
    let diagnostics = crate::transform::rules::ambiguous_function_names(fe, &verified);
    if !diagnostics.is_empty() {
        let files = std::iter::once(fe.file.clone())
            .chain(fe.headers.iter().map(|h| h.file.clone()))
            .collect();
        return Err(Failure::Input { diagnostics, files });
    }
    for name in job.skip.iter().chain(fct) {
        if !known.iter().any(|(n, _)| n == name)
            && !t.output.functions.iter().any(|f| &f.name == name)
        {
            return Err(Failure::Usage(format!(
                "no function `{name}` is defined in {}",
                job.input.display()
            )));
        }
    }
    for name in fct {
        if known.iter().any(|(n, c)| n == name && !c) {
            return Err(Failure::Usage(format!(
                "`{name}` has no contract: there is nothing to verify in it"
            )));
        }
    }
    let functions = known
        .into_iter()
        .filter(|(n, contract)| {
            *contract && !job.skip.contains(n) && (fct.is_empty() || fct.contains(n))
        })
        .map(|(n, _)| n)
        .collect();
    Ok(Selection {
        functions,
        lemmas: t.output.user_lemmas.clone(),
    })
}

/// The user's lemmas and the frame lemmas a run proves: those `props`
/// names, or all of them.
pub(crate) fn lemmas(user: &[String], frame: &[String], props: &[String]) -> Vec<String> {
    user.iter()
        .chain(frame)
        .filter(|l| props.is_empty() || props.contains(l))
        .cloned()
        .collect()
}

/// A `--prop` that selected no goal is a usage error, not a silent success
/// (newcomer trial 7: a label from an earlier run, whose line had moved,
/// gave "1 / 1 proved"). Wp's categories (`@assert`) and exclusions (`-x`)
/// are not names.
pub(crate) fn unmatched_props(
    props: &[String],
    goals: &[Goal],
    lemmas: &[String],
) -> Result<(), Failure> {
    let matches = |p: &str, g: &Goal| {
        g.label.as_deref() == Some(p)
            || g.id.ends_with(&format!("_{p}"))
            || g.id.contains(&format!("_{p}_"))
    };
    let unmatched: Vec<&str> = props
        .iter()
        .map(String::as_str)
        .filter(|p| !p.starts_with(['@', '-', '\\']) && !lemmas.iter().any(|l| l == p))
        // A remainder's (division's) check is proved under one Wp name
        // for all.
        .filter(|p| !p.starts_with("VM_remainder") && !p.starts_with("VM_division"))
        .filter(|p| !goals.iter().any(|g| matches(p, g)))
        .collect();
    match unmatched.as_slice() {
        [] => Ok(()),
        names => Err(Failure::Usage(format!(
            "--prop {} selected no goal of the functions verified: the labels vmfc generates end with the line and column of their check, so they change when lines move; take them from the last report (or name your assertions: `//@ assert name: ...;`)",
            names.join(", ")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::unmatched_props;
    use crate::verify::goals::Goal;
    use crate::verify::kinds::GoalKind;
    use crate::verify::wp_output::Status;

    /// Newcomer trial 7 ran a label from an earlier report (its line had
    /// moved) and was told "1 / 1 proved".
    #[test]
    fn a_prop_that_selects_no_goal_is_a_usage_error() {
        let goal = Goal {
            function: Some("f".into()),
            message: String::new(),
            ..Goal::new(
                "typed_f_assert_VM_recv_index_44_7",
                GoalKind::Wp(crate::verify::kinds::WpKind::Assert),
                Status::Valid,
                1,
            )
        };
        let props = |ps: &[&str]| ps.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        let goals = [goal];
        assert!(unmatched_props(
            &props(&["VM_recv_index_44_7", "@assert", "lemma_l"]),
            &goals,
            &props(&["lemma_l"])
        )
        .is_ok());
        let err = unmatched_props(&props(&["VM_recv_index_45_7"]), &goals, &[]).unwrap_err();
        assert!(
            err.to_string()
                .contains("--prop VM_recv_index_45_7 selected no goal"),
            "{err}"
        );
    }
}

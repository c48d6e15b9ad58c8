//! What a verification run proves: the functions that have a contract (C
//! functions of the file and of its user headers, and ghost functions such
//! as lemma functions, as the front end found them) minus `--skip`, and
//! every global lemma.

use super::Failure;
use crate::pipeline::{Job, Transformed};

/// Functions and lemmas to prove, from the file and its user headers.
pub(crate) struct Selection {
    pub functions: Vec<String>,
    pub lemmas: Vec<String>,
}

/// Validates `--skip` and `--fct` (`fct`) against the functions defined.
pub(crate) fn select(t: &Transformed, job: &Job, fct: &[String]) -> Result<Selection, Failure> {
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
            known.push((d.name.clone(), d.has_contract()));
        }
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

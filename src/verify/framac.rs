//! The Frama-C/Wp command line: the function pass, the lemma pass, the
//! context-filtered second pass and the split pass as `-then` steps of one
//! process (`process` runs it; `cmdline` writes it).

mod cmdline;

pub(crate) use cmdline::shell_quote;
use std::path::PathBuf;

/// What to run.
#[derive(Debug, Clone)]
pub(crate) struct Spec {
    pub vm_file: PathBuf,
    /// `-I`/`-D` options for Frama-C's preprocessor.
    pub cpp_args: Vec<String>,
    pub model_real: bool,
    pub timeout: u32,
    /// The first pass's timeout when it is shorter than `timeout` (one
    /// prover process at a time, `--jobs 1`): the goals it leaves are tried
    /// again with `timeout` in the `Long` pass.
    pub quick_timeout: Option<u32>,
    pub jobs: usize,
    pub functions: Vec<String>,
    pub lemmas: Vec<String>,
    /// vmfc's frame lemmas: proved with the lemmas, never retried (a
    /// filtered context cannot help a definition that reads other memory).
    pub frame_lemmas: Vec<String>,
    /// Smoke checks (labels): proved in their own step with `smoke_timeout`,
    /// kept out of the other steps.
    pub smoke: Vec<String>,
    /// vmfc's smoke lemmas (the axioms' consistency), proved like `smoke`.
    pub smoke_lemmas: Vec<String>,
    pub smoke_timeout: u32,
    /// Only these properties of the functions (empty: all of them).
    pub props: Vec<String>,
    pub provers: Vec<String>,
    /// Second pass on goals not proved by the first (empty: no second pass).
    pub retry_provers: Vec<String>,
    pub retry_timeout: u32,
    /// Last pass on these checks (labels) if still not proved: Wp splits
    /// each into one goal per path and conjunct (`-wp-split`), tried with
    /// `provers` and `timeout`.
    pub split: Vec<String>,
    /// Wp's per-goal cache directory (`None`: no Wp cache).
    pub wp_cache: Option<PathBuf>,
    pub wp_args: Vec<String>,
    /// Globals Wp must keep in memory (`-wp-alias-vars`).
    pub alias_vars: Vec<String>,
    pub csv: PathBuf,
    /// Where Frama-C prints the program as it read it (`print_args`).
    pub normalized: PathBuf,
}

/// The first pass's timeout with one prover process at a time (`--jobs
/// 1`): Wp then tries a goal's provers one after the other, and a goal the
/// first prover cannot prove made the next wait that prover's whole timeout
/// (four goals of `examples/readsize` that only Z3 proves, in a second
/// each, cost CVC5's 20 s each in the tests). Almost every proof of the
/// examples takes under 3 s; what the quick pass leaves is tried again with
/// the full timeout (`Pass::Long`), so no prover is given less time.
const QUICK_TIMEOUT: u32 = 4;

/// `Spec::quick_timeout` for a run: one prover process, several provers,
/// and a timeout longer than the quick one.
pub(crate) fn quick_timeout(jobs: usize, provers: usize, timeout: u32) -> Option<u32> {
    (jobs <= 1 && provers > 1 && timeout > QUICK_TIMEOUT).then_some(QUICK_TIMEOUT)
}

/// The pass a step belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pass {
    /// Every goal, with the full timeout (or the quick one: `Long` follows).
    Main,
    /// Goals not proved by a quick `Main`, with the same provers and the
    /// full timeout: the same attempts, each given its whole time.
    Long,
    /// The smoke checks, with a short timeout.
    Smoke,
    /// Goals not proved by `Main` (and `Long`), on filtered contexts (the
    /// same timeout).
    Retry,
    /// Goals still not proved, split by Wp (`-wp-split`): a goal holds when
    /// every part does.
    Split,
}

/// One Wp run inside the Frama-C process (`-then` steps); each prints one summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Step {
    pub pass: Pass,
    /// `-wp-fct` (empty: none, for lemmas).
    pub fct: Vec<String>,
    /// `-wp-prop` selection.
    pub props: Vec<String>,
    pub provers: Vec<String>,
    pub timeout: u32,
}

/// Whether a goal that `steps[i]` did not prove is tried again by a later
/// step: a retry or split step re-selects the goals of its selection that
/// are not valid yet. `label`: the goal's lemma name for a lemma step, its
/// property label for a function step (the split step selects labels).
pub(crate) fn retried(steps: &[Step], i: usize, label: Option<&str>) -> bool {
    let Some(step) = steps.get(i) else {
        return false;
    };
    let later = |s: &Step| {
        matches!(
            (step.pass, s.pass),
            (Pass::Main, Pass::Long | Pass::Retry | Pass::Split)
                | (Pass::Long, Pass::Retry | Pass::Split)
                | (Pass::Retry, Pass::Split)
        )
    };
    let selected = |s: &Step| label.is_some_and(|l| s.props.iter().any(|p| p == l));
    steps[i + 1..].iter().any(|s| {
        later(s)
            && if step.fct.is_empty() {
                s.fct.is_empty() && selected(s)
            } else {
                s.fct == step.fct && (s.pass != Pass::Split || selected(s))
            }
    })
}

/// Every category of property a function has (Wp replaces `-wp-prop` at
/// each `-then` step, and an empty selection there selects nothing).
const ALL_FUNCTION_PROPERTIES: [&str; 15] = [
    "@assert",
    "@check",
    "@ensures",
    "@exits",
    "@requires",
    "@assigns",
    "@invariant",
    "@variant",
    "@terminates",
    "@decreases",
    "@breaks",
    "@continues",
    "@returns",
    "@complete_behaviors",
    "@disjoint_behaviors",
];

impl Spec {
    /// The steps, in the order Frama-C runs them.
    pub(crate) fn steps(&self) -> Vec<Step> {
        let not_smoke = self.function_props();
        let mut steps = Vec::new();
        let first = self.quick_timeout.unwrap_or(self.timeout);
        let mut passes = vec![(Pass::Main, &self.provers, first)];
        if self.quick_timeout.is_some() {
            passes.push((Pass::Long, &self.provers, self.timeout));
        }
        if !self.retry_provers.is_empty() {
            passes.push((Pass::Retry, &self.retry_provers, self.retry_timeout));
        }
        for (pass, provers, timeout) in passes {
            if !self.functions.is_empty() && !not_smoke.is_empty() {
                steps.push(Step {
                    pass,
                    fct: self.functions.clone(),
                    props: not_smoke.clone(),
                    provers: provers.clone(),
                    timeout,
                });
            }
            // The user's lemmas with the goals' timeout; frame lemmas once
            // (they are not retried), in a step of their own with a longer
            // timeout: index arithmetic over universal sections can be
            // slow (nonlinear).
            let frame = if pass == Pass::Main {
                &self.frame_lemmas[..]
            } else {
                &[]
            };
            for (lemmas, timeout) in [(&self.lemmas[..], timeout), (frame, self.timeout * 3)] {
                if !lemmas.is_empty() {
                    steps.push(Step {
                        pass,
                        fct: Vec::new(),
                        props: lemmas.to_vec(),
                        provers: provers.clone(),
                        timeout,
                    });
                }
            }
            if pass == Pass::Main {
                steps.extend(self.smoke_steps(provers));
            }
        }
        if !self.split.is_empty() && !self.functions.is_empty() {
            steps.push(Step {
                pass: Pass::Split,
                fct: self.functions.clone(),
                props: self.split.clone(),
                provers: self.provers.clone(),
                timeout: self.timeout,
            });
        }
        steps
    }

    /// The properties of the functions' steps: every kind but the smoke
    /// checks, or the selected ones (`--prop`) that are not lemmas.
    fn function_props(&self) -> Vec<String> {
        if self.props.is_empty() {
            ALL_FUNCTION_PROPERTIES
                .iter()
                .map(|c| c.to_string())
                .chain(self.smoke.iter().map(|s| format!("-{s}")))
                .collect()
        } else {
            self.props
                .iter()
                .filter(|p| {
                    !self.smoke.contains(p)
                        && !self.lemmas.contains(p)
                        && !self.frame_lemmas.contains(p)
                })
                .cloned()
                .collect()
        }
    }

    /// The smoke steps of the first pass: the functions' smoke checks, then
    /// vmfc's smoke lemmas.
    fn smoke_steps(&self, provers: &[String]) -> Vec<Step> {
        // Every prover of the first pass, at a short timeout: a
        // contradiction shows up at once or not at all, but to one
        // prover and not another (hunt 77: CVC5 proved a goal from a
        // contradictory precondition in 0.83 s, which Z3, alone in this
        // step then, did not find in its second).
        let smoke = |fct: Vec<String>, props: &Vec<String>| Step {
            pass: Pass::Smoke,
            fct,
            props: props.clone(),
            provers: provers.to_vec(),
            timeout: self.smoke_timeout,
        };
        let mut steps = Vec::new();
        if !self.smoke.is_empty() && !self.functions.is_empty() {
            steps.push(smoke(self.functions.clone(), &self.smoke));
        }
        if !self.smoke_lemmas.is_empty() {
            steps.push(smoke(Vec::new(), &self.smoke_lemmas));
        }
        steps
    }
}

#[cfg(test)]
mod tests;

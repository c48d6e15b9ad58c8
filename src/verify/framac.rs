//! The Frama-C/Wp command line: the function pass, the lemma pass, the
//! context-filtered second pass and the split pass as `-then` steps of one
//! process (`process` runs it).

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

/// The plug-ins of the printing run: `-variadic-no-translation` is the
/// Variadic plug-in's option.
const PRINT_PLUGINS: [&str; 1] = ["variadic"];

/// The plug-ins of the Wp run: Wp, the run-time checks it asks for
/// (`-wp-rte`), the property table (`-report-csv`) and Variadic.
const WP_PLUGINS: [&str; 4] = ["wp", "rtegen", "report", "variadic"];

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

    /// Frama-C's arguments.
    /// Wp's options, common to every step.
    fn wp_options(&self) -> Vec<String> {
        // Frama-C's libc functions terminate (those that never return are
        // rejected by vmfc, and `exits \false` catches the others).
        // Wp proves each function under separation hypotheses of its memory
        // model (a pointer parameter does not point to a global the
        // function uses); `-wp-check-memory-model` proves them at each call
        // instead of trusting them.
        let mut wp = vec![
            "-wp".to_string(),
            "-wp-rte".into(),
            "-wp-frama-c-stdlib-terminate".into(),
            "-wp-check-memory-model".into(),
            // Qed's aggressive ground simplifications cost seconds per goal
            // on vmfc's long straight-line contexts and leave goals that the
            // provers then find harder: without them examples/star proves
            // in half the time (docs/proof-power.md). Fewer simplifications
            // never prove more.
            "-wp-no-ground".into(),
            // String literals are valid strings with their contents (what
            // `puts("...")` requires).
            "-wp-literals".into(),
        ];
        if self.model_real {
            wp.extend(["-wp-model".into(), "real".into()]);
        }
        // Wp keeps a global whose address a function does not take out of
        // memory in that function's proof, and assumes, unchecked, that no
        // pointer read from memory points to it (hunt 30: `get` writes `G`
        // and reads `*GP`, `GP == &G`): every global of the user's that
        // code may write stays in memory.
        if !self.alias_vars.is_empty() {
            wp.push(format!("-wp-alias-vars={}", self.alias_vars.join(",")));
        }
        wp.extend(["-wp-par".into(), self.jobs.to_string()]);
        // Wp's session (and, by default, its cache) would go to
        // `.frama-c/wp` in the current directory: keep them in the work
        // directory and the cache where vmfc says.
        if let Some(dir) = self.csv.parent() {
            wp.extend([
                "-wp-session".into(),
                dir.join("wp-session").display().to_string(),
            ]);
        }
        match &self.wp_cache {
            Some(dir) => wp.extend([
                "-wp-cache".into(),
                "update".into(),
                "-wp-cache-dir".into(),
                dir.display().to_string(),
            ]),
            None => wp.extend(["-wp-cache".into(), "none".into()]),
        }
        wp.extend(self.wp_args.iter().cloned());
        wp
    }

    /// Frama-C's plug-ins (only `plugins`) and its reading of the file: the
    /// C dialect and the preprocessor.
    fn kernel_args(&self, plugins: &[&str]) -> Vec<String> {
        // Only the plug-ins the run uses: loading all of Frama-C's costs
        // about 0.25 s per process, and no other can then act on the
        // program (give a property a status, say).
        let mut a: Vec<String> = vec![
            "-no-autoload-plugins".into(),
            "-load-module".into(),
            plugins.join(","),
        ];
        // Variadic calls keep their declared contracts: vmfc's header gives
        // printf and fprintf theirs (Frama-C's generated specifications of
        // each call have no `terminates` and no `exits`).
        a.extend(["-c11".into(), "-variadic-no-translation".into()]);
        // Frama-C runs the preprocessor through a shell command line, and
        // adds its C library's directory and options after these: the
        // user's directories are searched before it, as in the build (and
        // not `-I.`, Frama-C's own default, which would let a header in
        // vmfc's working directory stand for the C library's).
        let mut cpp = vec![
            crate::cfront::preprocess::cpp_program(),
            "-E".into(),
            "-C".into(),
        ];
        cpp.extend(self.cpp_args.iter().cloned());
        let quoted: Vec<String> = cpp.iter().map(|a| shell_quote(a)).collect();
        a.push(format!("-cpp-command={}", quoted.join(" ")));
        a.push("-cpp-frama-c-compliant".into());
        a.push(self.vm_file.display().to_string());
        a
    }

    /// A Frama-C run that only prints the program as it read it
    /// (`normalized`), each variable's uses marked with its identity
    /// (`/* vid:N */`). Its own process: the marks are a message key of
    /// Frama-C's, global to a process, and would reach Wp's messages.
    pub(crate) fn print_args(&self) -> Vec<String> {
        let mut a = self.kernel_args(&PRINT_PLUGINS);
        a.extend([
            "-kernel-msg-key".into(),
            "printer:vid".into(),
            "-print".into(),
            "-ocode".into(),
            self.normalized.display().to_string(),
        ]);
        a
    }

    /// Frama-C's command line: the file, Wp's options, one `-then` step per
    /// pass of provers, and the CSV report.
    pub(crate) fn args(&self) -> Vec<String> {
        let mut a = self.kernel_args(&WP_PLUGINS);
        let wp = self.wp_options();
        let mut previous: Vec<String> = Vec::new();
        for (i, s) in self.steps().into_iter().enumerate() {
            if i > 0 {
                a.push("-then".into());
            } else {
                a.extend(wp.iter().cloned());
            }
            if s.pass == Pass::Split {
                a.push("-wp-split".into());
            }
            a.push(format!("-wp-fct={}", s.fct.join(",")));
            a.push(format!("-wp-prop={}", s.props.join(",")));
            // `-wp-prover` adds to the provers of the previous steps: remove them first.
            if !previous.is_empty() {
                a.push(format!(
                    "-wp-prover={}",
                    previous
                        .iter()
                        .map(|p| format!("-{p}"))
                        .collect::<Vec<_>>()
                        .join(",")
                ));
            }
            a.extend([
                "-wp-prover".to_string(),
                s.provers.join(","),
                "-wp-timeout".into(),
                s.timeout.to_string(),
            ]);
            previous = s.provers;
        }
        a.extend([
            "-then".into(),
            "-report-csv".into(),
            self.csv.display().to_string(),
        ]);
        a
    }
}

/// Quote an argument for a POSIX shell: the one Frama-C runs the
/// preprocessor with, and the commands the report suggests (an argument
/// holding a NUL byte cannot be passed: it is dropped).
pub(crate) fn shell_quote(arg: &str) -> String {
    shlex::try_quote(arg).map_or_else(|_| String::new(), |q| q.into_owned())
}

#[cfg(test)]
mod tests;

//! What the provers said about a goal, in plain words (the verdict under
//! the snippet, the attempts), and the help for its check.

use crate::verify::goals::Goal;
use crate::verify::kinds::GoalKind;

/// The attempts of real provers that did not prove what they were given
/// (not Qed, not a filtered prover that had nothing to filter, not the
/// proof of another part of a split goal).
pub(super) fn tried(g: &Goal) -> Vec<&crate::verify::wp_output::Attempt> {
    g.attempts
        .iter()
        .filter(|a| {
            a.prover != "Qed" && !a.not_run() && a.status != crate::verify::wp_output::Status::Valid
        })
        .collect()
}

/// Every prover ran out of time on the goal (none said it may be false).
pub(super) fn only_timeouts(g: &Goal) -> bool {
    let tried = tried(g);
    !g.kind.is_smoke()
        && !tried.is_empty()
        && tried
            .iter()
            .all(|a| a.status == crate::verify::wp_output::Status::Timeout)
}

/// Wp's own word that its memory model only approximates the code of the
/// goal (`Stronger`: the goal is stronger than the property; `Degenerated`:
/// it was replaced by `\false`).
pub(super) fn approximation(g: &Goal) -> Option<&'static str> {
    g.attempts
        .iter()
        .filter_map(|a| a.model.as_deref())
        .find_map(|m| {
            ["Degenerated", "Stronger"]
                .into_iter()
                .find(|w| m.contains(w))
        })
}

/// The math function of the C library whose precondition the goal is
/// (`typed_f_call_pow_requires_finite_logic_res`).
fn math_call(g: &Goal) -> Option<&'static str> {
    const MATH: [&str; 9] = [
        "sqrt", "fabs", "exp", "log", "pow", "sin", "cos", "floor", "ceil",
    ];
    MATH.into_iter()
        .find(|f| g.id.contains(&format!("_call_{f}_requires")))
}

/// The help for a goal Wp only approximates, if it is one (not for a
/// precondition of a math function: no cast is involved there).
pub(super) fn approximated(g: &Goal) -> Option<String> {
    if math_call(g).is_some() {
        return None;
    }
    approximation(g).map(|word| {
        format!(
            "help: Wp marks this goal `{word}`: its memory model cannot represent the code here exactly \
             (typically a cast between pointer types, as in the C library's `memcpy`, `memset` or `free` on non-`char` data), \
             so it may be unprovable even when true, whatever the timeout: write the code without the cast \
             (copy with a loop)"
        )
    })
}

/// A check that compares one value the code passes with its definition
/// (a tag, a datatype, a count, a scalar argument of MPI's collectives):
/// provers settle it at once when it holds, so a timeout most likely means
/// false.
pub(super) fn plain_comparison(g: &Goal) -> bool {
    use crate::transform::checks::CheckKind;
    match g.kind {
        GoalKind::Vm(
            CheckKind::SendTag
            | CheckKind::RecvTag
            | CheckKind::SendDatatype
            | CheckKind::RecvDatatype
            | CheckKind::SendCount
            | CheckKind::RecvCount,
            _,
        ) => true,
        GoalKind::Vm(CheckKind::CallUniversal, _) => {
            g.message.starts_with("argument `") && g.message.contains(" of `MPI_")
        }
        _ => false,
    }
}

/// What the provers said, in plain words (the label under the snippet).
pub(crate) fn verdict(g: &Goal) -> String {
    use crate::verify::wp_output::Status;
    if g.kind.is_smoke() {
        use crate::transform::checks::CheckKind;
        return match g.kind {
            GoalKind::Vm(CheckKind::AxiomsSmoke, _) => {
                "a prover derived `\\false` from them: every goal that uses them holds vacuously"
            }
            GoalKind::Vm(CheckKind::RequiresSmoke, _) => {
                "no call satisfies the precondition: every goal of the function holds vacuously"
            }
            _ => "the code after it is unreachable: goals there would hold vacuously",
        }
        .to_string();
    }
    let tried = tried(g);
    // The time limits the attempts were given (what a prover used when it
    // timed out can be less on a busy machine), else what they used.
    let limits: Vec<u32> = tried.iter().filter_map(|a| a.limit).collect();
    let longest = tried.iter().filter_map(|a| a.time).fold(0.0_f64, f64::max);
    let within = match (limits.iter().min(), limits.iter().max()) {
        (Some(lo), Some(hi)) if lo == hi && limits.len() == tried.len() => format!("{hi} s each"),
        (Some(_), Some(hi)) => format!("limits up to {hi} s"),
        _ => format!("up to {longest:.0} s"),
    };
    if tried.iter().any(|a| a.status == Status::Unknown) {
        "a prover answered `unknown` or `invalid`: the property may well be false here".to_string()
    } else if only_timeouts(g) {
        let n = tried.len();
        let attempts = if n == 1 { "attempt" } else { "attempts" };
        let mut v =
            format!("no prover found a proof within its time limit ({n} {attempts}, {within})");
        if plain_comparison(g) {
            v.push_str(": it compares a value with its definition, which the provers prove at once when it holds, so it is most likely false");
        }
        v
    } else if tried.iter().any(|a| out_of_memory(a)) {
        "a prover ran out of memory before it found a proof (Why3 gives each prover 4000 MB): the goal is hard \
         for the provers in this form, which says nothing of whether it holds, and more time will not help; \
         state the step the provers miss as an assertion just before it, or in a ghost lemma function"
            .to_string()
    } else if let Some(e) = tried.iter().find_map(|a| a.error.as_deref()) {
        format!("the provers could not be run on it ({e}): nothing was proved")
    } else if tried.iter().any(|a| a.status == Status::Failed) {
        "a prover stopped without an answer (it crashed or reached its memory limit; Wp's cache replays such a \
         failure without its reason, which `--no-cache` shows): nothing was proved"
            .to_string()
    } else {
        g.status.word().to_string()
    }
}

/// Whether the prover reached Why3's memory limit (`why3/*.drv`).
fn out_of_memory(a: &crate::verify::wp_output::Attempt) -> bool {
    a.error
        .as_deref()
        .is_some_and(|e| e.contains("out of memory"))
}

/// Every prover attempt, for the notes.
pub(super) fn attempts(g: &Goal) -> Option<String> {
    let parts: Vec<String> = g
        .attempts
        .iter()
        .filter(|a| a.prover != "Qed" || g.attempts.len() == 1)
        .map(|a| {
            let part = a.part.map_or(String::new(), |n| format!("part {n}: "));
            match (a.time, a.limit) {
                _ if a.not_run() => format!("{part}{} not run (nothing to filter)", a.prover),
                _ if out_of_memory(a) => format!("{part}{} out of memory", a.prover),
                (_, Some(l)) if a.status == crate::verify::wp_output::Status::Timeout => {
                    format!("{part}{} timeout (limit {l} s)", a.prover)
                }
                (Some(t), _) => format!("{part}{} {} {:.1}s", a.prover, a.status.word(), t),
                (None, _) => format!("{part}{} {}", a.prover, a.status.word()),
            }
        })
        .collect();
    (!parts.is_empty()).then(|| format!("attempts: {}", parts.join(", ")))
}

/// What to do about a goal that failed, when vmfc knows.
pub(crate) fn hint(g: &Goal) -> Option<String> {
    use crate::verify::kinds::GoalKind;
    let float_zero = |e: &str| e.contains("mismatch between ieee_float");
    if g.attempts
        .iter()
        .any(|a| a.error.as_deref().is_some_and(float_zero))
    {
        // `transform::entry`: what vmfc cannot make `extern` for the user.
        return Some(
            "Frama-C 25's Wp writes the zero initial value of floating-point globals as an integer, which Why3 rejects: \
             give such a global (a brace initializer, or one in a header) an initializer for every element, \
             or declare it without one"
                .to_string(),
        );
    }
    if math_call(g) == Some("pow") {
        // Frama-C's <math.h> (vmfc's header has no logic `pow`).
        return Some(
            "Frama-C 25's contract of `pow` in its <math.h> chooses its case with a logic function `pow` that Wp does not define, \
             so no call of `pow` can be proved: write the product out (`x * x`), or call `pow` from code vmfc does not verify \
             (docs/language.md, the C library)"
                .to_string(),
        );
    }
    match g.kind {
        GoalKind::Vm(kind, _) => Some(kind.fix().to_string()),
        GoalKind::Wp(kind) => kind.fix().map(|(_, fix)| {
            // A loop invariant's two goals: the half of the help that fits.
            match fix.split_once(" If it is `preserved`") {
                Some((established, _)) if g.id.contains("_established") => established.to_string(),
                Some((_, rest)) if g.id.contains("_preserved") => format!("If it is `preserved`{rest}"),
                _ => fix.to_string(),
            }
        }),
        GoalKind::Rte if ["VM_sc", "VM_rc"].iter().any(|c| g.message.contains(c)) => Some(
            "`VM_sc[p]` and `VM_rc[p]` are vmfc's counts of the messages sent to and received from process `p` in the current region \
             (`VM_dest` is this call's destination, `VM_src` its source): in a loop that sends or receives, \
             state their values in a loop invariant and list them in `loop assigns` (docs/getting-started.md). \
             A counter's bound follows from the call's index check against `nummsg`: a recursive `nummsg` needs a proved \
             upper bound below INT_MAX, e.g. a ghost lemma function called before the region (docs/checks.md, run-time checks)"
                .to_string(),
        ),
        GoalKind::Rte if g.label.as_deref() == Some("is_nan_or_infinite") => Some(
            "a floating-point operation must give a finite value: the provers must show that it cannot overflow to infinity \
             or give NaN. State bounds on its operands (a loop invariant such as `0.0 <= sum <= 10.0`, a precondition), \
             or verify with `--model real`, which proves floats as real numbers and checks neither rounding nor overflow \
             (what it proves may not hold in the build, deadlock freedom included, when a test on a float decides a \
             communication: docs/soundness.md)"
                .to_string(),
        ),
        _ => None,
    }
}

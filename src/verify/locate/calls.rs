//! Where the preconditions of calls are: the call a Wp goal name means
//! (`<callee>_<n>`), placed through Frama-C's property report, and the
//! goals of the remainders and divisions vmfc writes as calls
//! (`VM_rem_<type>`, `VM_div_<type>`).

use super::{Locator, ASSERT_CONDITION};
use crate::transform::checks::CheckKind;
use crate::transform::Check;
use crate::verify::goals::Goal;
use crate::verify::kinds::{GoalKind, WpKind};

impl Locator<'_> {
    /// `call_<callee>_requires[...]`: placed at the call;
    /// `call_<callee>_wp_<model>_requires`: Wp's separation hypotheses of
    /// the callee (its behavior `wp_typed` or `wp_typed_real`). Returns
    /// the rest of the name, or `None` when it says nothing more (C's
    /// `assert`: the name of the library's `requires`).
    pub(super) fn precondition<'t>(
        &self,
        g: &mut Goal,
        function: &str,
        tail: &'t str,
    ) -> Option<&'t str> {
        let model = format!("_wp_{}_requires", self.prefix.trim_end_matches('_'));
        let hypothesis = tail.find(&model).map(|i| (i, model.len()));
        let Some((i, len)) =
            hypothesis.or_else(|| tail.find("_requires").map(|i| (i, "_requires".len())))
        else {
            return Some(tail);
        };
        let (callee, site) = self.call_site(function, &tail[..i]);
        // The header's stand-ins (`#define fflush VM_fflush`), by the
        // name the user wrote.
        let shown = callee
            .strip_prefix("VM_")
            .filter(|n| crate::header::STAND_INS.contains(n))
            .unwrap_or(callee);
        let assert_call = hypothesis.is_none() && callee == "__FC_assert";
        if hypothesis.is_some() {
            g.kind = GoalKind::Wp(WpKind::MemoryModel);
            g.message = format!("the arguments of `{shown}` are separated from the globals it uses (Wp's memory-model hypothesis)");
        } else if assert_call {
            g.kind = GoalKind::Wp(WpKind::CAssert);
            g.message = ASSERT_CONDITION.into();
        } else {
            g.message = format!("precondition of `{shown}`");
        }
        if let Some(line) = site {
            g.vm_line = Some(line);
            (g.line, g.col) = self.origin(line);
            g.exact = true;
        }
        if hypothesis.is_none() && callee.starts_with("VM_rem_") {
            self.place_remainder(g, function, CheckKind::Remainder);
            return None;
        }
        if hypothesis.is_none() && callee.starts_with("VM_div_") {
            self.place_remainder(g, function, CheckKind::Division);
            return None;
        }
        (!assert_call).then(|| tail[i + len..].trim_start_matches('_'))
    }

    /// The precondition of a remainder's `VM_rem_<type>` call (a
    /// division's `VM_div_<type>`, `kind`) (`transform::remainders`): the
    /// check on its line (the first, when a line has several).
    fn place_remainder(&self, g: &mut Goal, function: &str, kind: CheckKind) {
        let mut here: Vec<&Check> = (self.checks.values().copied())
            .filter(|c| c.label.kind == kind)
            .filter(|c| c.function.as_deref() == Some(function))
            .filter(|c| g.line.is_none_or(|l| l == c.label.line))
            .collect();
        here.sort_by_key(|c| (c.label.line, c.label.col));
        // Without a line (before Frama-C's report is read), only when the
        // function has one remainder.
        let here = here.first().filter(|_| g.line.is_some() || here.len() == 1);
        g.kind = GoalKind::Vm(kind, None);
        match here {
            Some(c) => {
                g.label = Some(c.label.to_string());
                g.message = c.message.clone();
                (g.line, g.col) = (Some(c.label.line), Some(c.label.col));
            }
            None if kind == CheckKind::Division => g.message = "a floating-point division (`/`) divides by a nonzero value".into(),
            None => g.message = "a remainder (`%`) is defined: its divisor is not 0, nor -1 when the dividend is its type's least value (C11 6.5.5p6)".into(),
        }
    }

    /// In `<callee>[_<n>][_...]` (Wp's name of the `n`-th call of a
    /// function, the first without `_1`), the callee, and the generated
    /// line of that call (Frama-C's report has one row per precondition
    /// of each call, in order).
    fn call_site<'t>(&'t self, function: &str, name: &'t str) -> (&'t str, Option<usize>) {
        let rows = || {
            self.csv
                .iter()
                .filter(move |r| r.function == function)
                .filter_map(|r| Some((r.kind.strip_prefix("precondition of ")?, r.line, &r.text)))
        };
        // The name comes with its leading `_` removed (`__FC_assert`).
        let bare = |c: &'t str| c.trim_start_matches('_');
        let Some(callee) = rows()
            .map(|(c, _, _)| c)
            .filter(|c| name == bare(c) || name.starts_with(&format!("{}_", bare(c))))
            .max_by_key(|c| c.len())
        else {
            // No table yet (a line shown while the run goes on): C's
            // `assert` is known by its name all the same.
            if name == "FC_assert" || name.starts_with("FC_assert_") {
                return ("__FC_assert", None);
            }
            return (name, None);
        };
        let rest = name[bare(callee).len()..].trim_start_matches('_');
        let digits = rest.split('_').next().unwrap_or("");
        let n: usize = digits.parse().unwrap_or(1);
        let of_callee: Vec<(usize, &String)> = rows()
            .filter(|(c, _, _)| c == &callee)
            .map(|(_, l, t)| (l, t))
            .collect();
        (callee, nth_call_line(&of_callee, n.max(1)))
    }
}

/// The line of the `n`-th call (from 1) in the report's rows of one callee's
/// preconditions: one row per precondition of each call, call after call,
/// so the callee's `k` preconditions (distinct texts) repeat once a call.
/// Two calls on one line are two calls (not one, as merging equal lines
/// would make them).
fn nth_call_line(rows: &[(usize, &String)], n: usize) -> Option<usize> {
    let k = rows
        .iter()
        .map(|(_, t)| *t)
        .collect::<std::collections::BTreeSet<_>>()
        .len()
        .max(1);
    if rows.len() % k == 0 {
        return rows.iter().step_by(k).nth(n - 1).map(|(l, _)| *l);
    }
    let mut lines: Vec<usize> = rows.iter().map(|(l, _)| *l).collect();
    lines.dedup();
    lines.get(n - 1).copied()
}

#[cfg(test)]
mod tests {
    use super::nth_call_line;

    /// Rows come call after call, one per precondition: two calls on one
    /// line are two calls, and a callee with two preconditions has two
    /// rows a call.
    #[test]
    fn calls_are_told_apart_on_one_line() {
        let (a, b) = ("VM_remainder: b != 0".to_string(), "other".to_string());
        let one = [(7, &a), (8, &a), (8, &a), (10, &a)];
        let lines: Vec<_> = (1..=4).map(|n| nth_call_line(&one, n)).collect();
        assert_eq!(lines, [Some(7), Some(8), Some(8), Some(10)]);
        let two = [(7, &a), (7, &b), (9, &a), (9, &b)];
        assert_eq!(nth_call_line(&two, 2), Some(9));
        assert_eq!(nth_call_line(&two, 3), None);
    }
}

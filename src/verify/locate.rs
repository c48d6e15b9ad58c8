//! Placing goals: a Wp goal name (`typed_<fn>_<kind>[_<name>][_<n>][_<part>]`)
//! is parsed once into a `Goal` with its `GoalKind`; the property's name is
//! looked up among the labels vmfc generated and the names it gave to user
//! properties (each registered with its position), never decoded from text.
//! RTE, precondition and assigns goals are placed through Frama-C's
//! property report.

use super::goals::{CsvRow, Goal};
use super::in_header::HeaderPlaces;
use super::kinds::{GoalKind, WpKind};
use super::wp_output::{Attempt, Status};
use crate::edit::SourceMap;
use crate::transform::checks::CheckKind;
use crate::transform::{Check, UserName};
use std::collections::{BTreeMap, HashMap};

/// The message of the precondition of C's `assert` (`__FC_assert`).
pub(crate) const ASSERT_CONDITION: &str = "the condition of this `assert` (C's assert.h)";

/// The 1-based line of `text` where `needle` first occurs.
pub(super) fn line_of(text: &str, needle: &str) -> Option<usize> {
    text.find(needle)
        .map(|at| text[..at].matches('\n').count() + 1)
}

/// What is needed to place goals.
pub(super) struct Locator<'a> {
    /// Prefix of every goal name (`typed_`, `typed_real_`).
    pub prefix: &'a str,
    /// Names of the verified functions (longest match wins).
    pub functions: &'a [String],
    /// vmfc's checks by label.
    pub checks: HashMap<String, &'a Check>,
    /// Names vmfc gave to user properties.
    pub user_names: HashMap<String, &'a UserName>,
    /// Output line of each label and name.
    pub label_lines: &'a BTreeMap<String, usize>,
    pub csv: &'a [CsvRow],
    pub map: &'a SourceMap,
    /// Original line of each function's name.
    pub function_lines: &'a HashMap<String, usize>,
    /// The user's source text, to find clauses Wp names by their rank.
    pub source: &'a str,
    /// Output text, to find user-named properties.
    pub output: &'a str,
    /// The functions defined in user headers, and the report's rows there.
    pub headers: HeaderPlaces<'a>,
}

/// A goal name's tail after the kind word, split into the known name at its
/// start (the longest `_`-separated prefix that is one) and the rest.
fn known_prefix<'t>(tail: &'t str, known: &dyn Fn(&str) -> bool) -> Option<(&'t str, &'t str)> {
    let mut best = None;
    for (i, _) in tail
        .match_indices('_')
        .chain(std::iter::once((tail.len(), "")))
    {
        if known(&tail[..i]) {
            best = Some((&tail[..i], &tail[i..]));
        }
    }
    best
}

impl<'a> Locator<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        prefix: &'a str,
        functions: &'a [String],
        checks: &'a [Check],
        user_names: &'a [UserName],
        label_lines: &'a BTreeMap<String, usize>,
        csv: &'a [CsvRow],
        map: &'a SourceMap,
        function_lines: &'a HashMap<String, usize>,
        output: &'a str,
    ) -> Self {
        Locator {
            prefix,
            functions,
            checks: checks.iter().map(|c| (c.label.to_string(), c)).collect(),
            user_names: user_names.iter().map(|u| (u.name.clone(), u)).collect(),
            label_lines,
            csv,
            map,
            function_lines,
            output,
            source: "",
            headers: HeaderPlaces::default(),
        }
    }

    /// Where the functions of user headers are.
    pub(super) fn with_headers(mut self, headers: HeaderPlaces<'a>) -> Self {
        self.headers = headers;
        self
    }

    /// The user's source text (to place loop variants).
    pub(super) fn with_source(mut self, source: &'a str) -> Self {
        self.source = source;
        self
    }

    fn origin(&self, vm_line: usize) -> (Option<usize>, Option<usize>) {
        self.map
            .origin(vm_line)
            .map_or((None, None), |o| (Some(o.line), Some(o.col)))
    }

    /// A vmfc check: kind, message and position from its registration.
    fn place_check(&self, g: &mut Goal, label: &str) -> bool {
        let Some(c) = self.checks.get(label) else {
            return false;
        };
        g.kind = GoalKind::Vm(c.label.kind, c.label.call);
        g.label = Some(label.to_string());
        g.message = c.message.clone();
        (g.line, g.col) = (Some(c.label.line), Some(c.label.col));
        g.exact = true;
        g.vm_line = self.label_lines.get(label).copied();
        true
    }

    /// Decode a goal name into a record (status fields filled by the caller).
    pub(super) fn goal(&self, id: &str, status: Status, attempts: Vec<Attempt>, pass: u8) -> Goal {
        // The attempt that gave the goal its status (a failed part of a
        // split goal, not a proved one).
        let decided = attempts
            .iter()
            .find(|a| a.status == status)
            .or(attempts.last());
        let mut g = Goal {
            id: id.to_string(),
            function: None,
            kind: GoalKind::Other,
            label: None,
            message: id.to_string(),
            status,
            prover: decided.map(|a| a.prover.clone()),
            time: decided.and_then(|a| a.time),
            attempts,
            vm_line: None,
            file: None,
            line: None,
            col: None,
            exact: false,
            pass,
            cached: false,
        };
        let rest = id.strip_prefix(self.prefix).unwrap_or(id);
        if let Some(name) = rest.strip_prefix("check_lemma_") {
            if self.place_check(&mut g, name) {
                return g;
            }
        }
        if let Some(name) = rest
            .strip_prefix("lemma_")
            .or_else(|| rest.strip_prefix("check_lemma_"))
        {
            g.kind = GoalKind::Lemma;
            g.label = Some(name.to_string());
            g.message = format!("lemma `{name}`");
            g.vm_line = line_of(self.output, &format!("lemma {name}"));
            (g.line, g.col) = g.vm_line.map_or((None, None), |l| self.origin(l));
            g.exact = g.line.is_some();
            return g;
        }
        let Some(function) = self
            .functions
            .iter()
            .filter(|f| rest.starts_with(&format!("{f}_")))
            .max_by_key(|f| f.len())
        else {
            return g;
        };
        g.function = Some(function.clone());
        let tail = &rest[function.len() + 1..];
        self.decode(&mut g, function, tail);
        if self.headers.place(&mut g, function, tail) {
            return g;
        }
        if g.line.is_none() {
            g.line = self.function_lines.get(function).copied();
            g.col = Some(1);
            g.exact = false;
        }
        g
    }

    /// The goal's kind, message, label and place from the rest of its
    /// name (after `typed_<function>_`).
    fn decode(&self, g: &mut Goal, function: &str, rest: &str) {
        if let Some(tail) = rest.strip_prefix("assert_rte_") {
            self.rte(g, function, tail);
            return;
        }
        let Some(&(kind, word, _, what)) =
            WpKind::TABLE.iter().find(|(_, w, ..)| rest.starts_with(w))
        else {
            g.message = rest.to_string();
            return;
        };
        g.kind = GoalKind::Wp(kind);
        g.message = what.into();
        let mut tail = rest[word.len()..].trim_start_matches('_');
        if kind == WpKind::Precondition {
            let Some(rest) = self.precondition(g, function, tail) else {
                return;
            };
            tail = rest;
        }
        let Some(tail) = self.named(g, kind, tail) else {
            return;
        };
        for (suffix, note) in [
            ("established", " (established)"),
            ("preserved", " (preserved)"),
            ("decrease", " (decreases)"),
            ("positive", " (non-negative)"),
        ] {
            if tail.ends_with(suffix) {
                g.message.push_str(note);
                break;
            }
        }
        if kind == WpKind::LoopVariant && g.line.is_none() {
            self.place_variant(g, function, tail);
        }
        if matches!(kind, WpKind::Assigns | WpKind::LoopAssigns) && g.line.is_none() {
            self.place_assigns(g, function, kind);
        }
    }

    /// `call_<callee>_requires[...]`: placed at the call;
    /// `call_<callee>_wp_<model>_requires`: Wp's separation hypotheses of
    /// the callee (its behavior `wp_typed` or `wp_typed_real`). Returns
    /// the rest of the name, or `None` when it says nothing more (C's
    /// `assert`: the name of the library's `requires`).
    fn precondition<'t>(&self, g: &mut Goal, function: &str, tail: &'t str) -> Option<&'t str> {
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
            self.place_remainder(g, function);
            return None;
        }
        (!assert_call).then(|| tail[i + len..].trim_start_matches('_'))
    }

    /// The precondition of a remainder's `VM_rem_<type>` call
    /// (`transform::remainders`): the remainder's check on its line (the
    /// first, when a line has several).
    fn place_remainder(&self, g: &mut Goal, function: &str) {
        let mut here: Vec<&Check> = (self.checks.values().copied())
            .filter(|c| c.label.kind == CheckKind::Remainder)
            .filter(|c| c.function.as_deref() == Some(function))
            .filter(|c| g.line.is_none_or(|l| l == c.label.line))
            .collect();
        here.sort_by_key(|c| (c.label.line, c.label.col));
        // Without a line (before Frama-C's report is read), only when the
        // function has one remainder.
        let here = here.first().filter(|_| g.line.is_some() || here.len() == 1);
        g.kind = GoalKind::Vm(CheckKind::Remainder, None);
        match here {
            Some(c) => {
                g.label = Some(c.label.to_string());
                g.message = c.message.clone();
                (g.line, g.col) = (Some(c.label.line), Some(c.label.col));
            }
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

    /// The label in the name (a vmfc check, a name vmfc gave a user
    /// property, or the user's own name): the goal's label, message and
    /// place. Returns the rest of the name, or `None` when the goal is
    /// fully decoded.
    fn named<'t>(&self, g: &mut Goal, kind: WpKind, tail: &'t str) -> Option<&'t str> {
        let known = |s: &str| self.checks.contains_key(s) || self.user_names.contains_key(s);
        if let Some((name, after)) = known_prefix(tail, &known) {
            if kind != WpKind::Precondition && self.place_check(g, name) {
                return None;
            }
            // A precondition vmfc added for the callers: proved, and
            // reported, at the call (placed above).
            if let (WpKind::Precondition, Some(c)) = (kind, self.checks.get(name)) {
                g.kind = GoalKind::Vm(c.label.kind, c.label.call);
                g.label = Some(name.to_string());
                g.message = c.message.clone();
                return None;
            }
            g.label = Some(name.to_string());
            if let Some(u) = self.user_names.get(name) {
                if kind == WpKind::Precondition {
                    g.message = format!("{} (the `requires` at line {})", g.message, u.line);
                } else {
                    (g.line, g.col) = (Some(u.line), Some(u.col));
                    g.exact = true;
                    g.vm_line = self.label_lines.get(name).copied();
                }
            }
            return Some(after);
        }
        if !tail.is_empty()
            && !tail.starts_with(|c: char| c.is_ascii_digit())
            && !matches!(kind, WpKind::Assigns | WpKind::LoopAssigns)
        {
            // A name the user gave.
            let name = tail
                .split("_established")
                .next()
                .unwrap_or(tail)
                .split("_preserved")
                .next()
                .unwrap_or(tail);
            g.label = Some(name.to_string());
            g.message = format!("{} `{name}`", g.message);
            if let Some(l) = line_of(self.output, &format!("{name}:")) {
                g.vm_line = Some(l);
                (g.line, g.col) = self.origin(l);
                g.exact = true;
            }
        }
        Some(tail)
    }
}

mod places;
mod rte;
#[cfg(test)]
mod tests;

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

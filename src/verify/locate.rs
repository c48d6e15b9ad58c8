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

/// The prefix of Wp's goal names (`typed_<function>_...`): its model's.
pub(super) fn goal_prefix(model_real: bool) -> &'static str {
    if model_real {
        "typed_real_"
    } else {
        "typed_"
    }
}

/// Whether goal `id` is the lemma `l`'s: named `<prefix>lemma_<l>`
/// (`check_lemma_<l>` for vmfc's), or a part of it, `..._part<N>`; not any
/// goal whose name ends so (hunt 77: an assertion named `lemma_b` in a
/// function stood for lemma `b`).
pub(super) fn names_lemma(prefix: &str, id: &str, l: &str) -> bool {
    let rest = id.strip_prefix(prefix).unwrap_or(id);
    let rest = rest.strip_prefix("check_").unwrap_or(rest);
    let part = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    (rest.strip_prefix("lemma_").and_then(|r| r.strip_prefix(l)))
        .is_some_and(|after| after.is_empty() || after.strip_prefix("_part").is_some_and(part))
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
            prover: decided.map(|a| a.prover.clone()),
            time: decided.and_then(|a| a.time),
            attempts,
            ..Goal::new(id, GoalKind::Other, status, pass)
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
            if !g.exact {
                self.headers.place_lemma(&mut g, name);
            }
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
        // `part2`: a part of a property Wp split (`report::human` folds
        // the parts), not a name ("termination `part2`", hunt 89).
        let part = tail
            .strip_prefix("part")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if !tail.is_empty()
            && !part
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

mod calls;
mod places;
mod rte;
#[cfg(test)]
mod tests;

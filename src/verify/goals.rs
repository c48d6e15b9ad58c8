//! One record per goal: which function, which kind of property, where it
//! comes from in the user's source, and its outcome. Goal ids are decoded
//! following Wp's naming (`typed_<fn>_<kind>[_<name>][_<n>][_<part>]`);
//! vmfc's checks and the user properties vmfc named (`VM_u_<line>_<col>`)
//! carry their exact position; RTE and assigns goals are placed through
//! Frama-C's property report.

use super::wp_output::{Attempt, Status};
use crate::edit::SourceMap;
use crate::transform::Check;
use serde::Serialize;
use std::collections::HashMap;

/// A verification condition and its outcome.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Goal {
    /// Wp's goal name.
    pub id: String,
    /// The function, or `None` for a global lemma.
    pub function: Option<String>,
    /// Kind: a vmfc check (`send_msginv`, ...) or `assert`, `check`,
    /// `postcondition`, `precondition`, `loop_invariant`, `loop_assigns`,
    /// `loop_variant`, `assigns`, `rte`, `lemma`, `terminates`, `exits`, `other`.
    pub kind: String,
    /// The property's label (vmfc check or user name), if any.
    pub label: Option<String>,
    /// What must hold, in the user's terms.
    pub message: String,
    pub status: Status,
    /// The prover that proved it (or the last one tried).
    pub prover: Option<String>,
    /// Seconds.
    pub time: Option<f64>,
    pub attempts: Vec<Attempt>,
    /// Line in the generated `-vm.c`.
    pub vm_line: Option<usize>,
    /// Position in the user's file.
    pub line: Option<usize>,
    pub col: Option<usize>,
    /// Whether the position is the property's own (false: its function's or statement's).
    pub exact: bool,
    /// Proof pass that settled the goal (1 = main, 2 = context-filtered retry).
    pub pass: u8,
    /// Replayed from vmfc's result cache.
    pub cached: bool,
}

impl Goal {
    pub fn proved(&self) -> bool {
        self.status == Status::Valid
    }
}

/// A row of Frama-C's `-report-csv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvRow {
    pub line: usize,
    pub function: String,
    pub kind: String,
    pub text: String,
}

/// Parse the tab-separated property report.
pub fn parse_csv(text: &str, vm_file_name: &str) -> Vec<CsvRow> {
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            if f.len() < 7 || !f[1].ends_with(vm_file_name) {
                return None;
            }
            Some(CsvRow { line: f[2].parse().ok()?, function: f[3].to_string(), kind: f[4].to_string(), text: f[6].to_string() })
        })
        .collect()
}

/// What is needed to place goals.
pub struct Locator<'a> {
    /// Prefix of every goal name (`typed_`, `typed_real_`).
    pub prefix: &'a str,
    /// Names of the verified functions (longest match wins).
    pub functions: &'a [String],
    pub checks: &'a HashMap<String, Check>,
    pub csv: &'a [CsvRow],
    pub map: &'a SourceMap,
    /// Original line of each function's name.
    pub function_lines: &'a HashMap<String, usize>,
    /// Output text, to find where a label is.
    pub output: &'a str,
}

/// The 1-based line of `text` where `needle` first occurs.
pub fn line_of(text: &str, needle: &str) -> Option<usize> {
    text.find(needle).map(|at| text[..at].matches('\n').count() + 1)
}

/// `..._<line>_<col>` at the end of a label.
fn label_position(label: &str) -> Option<(usize, usize)> {
    let mut it = label.rsplitn(3, '_');
    let col = it.next()?.parse().ok()?;
    let line = it.next()?.parse().ok()?;
    Some((line, col))
}

/// Split `VM_<...>_<line>_<col>` off the start of `s`; returns (label, rest).
fn leading_vm_label(s: &str) -> Option<(&str, &str)> {
    if !s.starts_with("VM_") {
        return None;
    }
    // The label ends after its second run of digits separated by `_`.
    let parts: Vec<&str> = s.split('_').collect();
    for k in 2..parts.len() {
        if parts[k - 1].chars().all(|c| c.is_ascii_digit())
            && !parts[k - 1].is_empty()
            && parts[k].chars().all(|c| c.is_ascii_digit())
            && !parts[k].is_empty()
        {
            let len: usize = parts[..=k].iter().map(|p| p.len() + 1).sum::<usize>() - 1;
            // A following `_<n>` suffix distinguishes duplicate labels.
            let mut end = len;
            if let Some(next) = parts.get(k + 1) {
                if next.chars().all(|c| c.is_ascii_digit()) && !next.is_empty() && s[..len].starts_with("VM_") && !s[..len].starts_with("VM_u_") {
                    end = len + 1 + next.len();
                }
            }
            return Some((&s[..end], &s[end..]));
        }
    }
    None
}

fn rte_words(kind: &str) -> String {
    kind.replace('_', " ")
}

impl Locator<'_> {
    /// The output line holding a label.
    fn vm_line_of_label(&self, label: &str) -> Option<usize> {
        line_of(self.output, &format!("{label}:"))
    }

    fn origin(&self, vm_line: usize) -> (Option<usize>, Option<usize>) {
        self.map.origin(vm_line).map_or((None, None), |o| (Some(o.line), Some(o.col)))
    }

    /// Decode a goal name into a record (status fields filled by the caller).
    pub fn goal(&self, id: &str, status: Status, attempts: Vec<Attempt>, pass: u8) -> Goal {
        let prover = attempts.iter().find(|a| a.status == Status::Valid).or(attempts.last()).map(|a| a.prover.clone());
        let time = attempts.iter().find(|a| a.status == Status::Valid).or(attempts.last()).and_then(|a| a.time);
        let mut g = Goal {
            id: id.to_string(),
            function: None,
            kind: "other".into(),
            label: None,
            message: id.to_string(),
            status,
            prover,
            time,
            attempts,
            vm_line: None,
            line: None,
            col: None,
            exact: false,
            pass,
            cached: false,
        };
        let rest = id.strip_prefix(self.prefix).unwrap_or(id);
        if let Some(name) = rest.strip_prefix("lemma_") {
            g.kind = "lemma".into();
            g.label = Some(name.to_string());
            g.message = format!("lemma `{name}`");
            g.vm_line = line_of(self.output, &format!("lemma {name}"));
            (g.line, g.col) = g.vm_line.map_or((None, None), |l| self.origin(l));
            g.exact = g.line.is_some();
            return g;
        }
        let Some(function) = self.functions.iter().filter(|f| rest.starts_with(&format!("{f}_"))).max_by_key(|f| f.len()) else {
            return g;
        };
        g.function = Some(function.clone());
        let rest = &rest[function.len() + 1..];
        self.decode(&mut g, function, rest);
        if g.line.is_none() {
            g.line = self.function_lines.get(function).copied();
            g.col = Some(1);
            g.exact = false;
        }
        g
    }

    fn decode(&self, g: &mut Goal, function: &str, rest: &str) {
        // Kind words, longest first.
        const KINDS: [(&str, &str, &str); 12] = [
            ("loop_invariant", "loop_invariant", "loop invariant"),
            ("loop_assigns", "loop_assigns", "loop assigns"),
            ("loop_variant", "loop_variant", "loop variant"),
            ("assert_rte_", "rte", "run-time check"),
            ("assert", "assert", "assertion"),
            ("check", "check", "check"),
            ("ensures", "postcondition", "postcondition"),
            ("exits", "exits", "exit behaviour"),
            ("assigns", "assigns", "assigns clause"),
            ("terminates", "terminates", "termination"),
            ("call_", "precondition", "precondition"),
            ("decreases", "decreases", "decreases clause"),
        ];
        let Some(&(word, kind, what)) = KINDS.iter().find(|(w, ..)| rest.starts_with(w)) else {
            g.message = rest.to_string();
            return;
        };
        g.kind = kind.into();
        g.message = what.into();
        let mut tail = rest[word.len()..].trim_start_matches('_');
        if kind == "rte" {
            let rte_kind = tail.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end_matches('_');
            let n: usize = tail[rte_kind.len()..].trim_start_matches('_').parse().unwrap_or(1);
            g.message = format!("run-time check ({})", rte_words(rte_kind));
            g.label = Some(rte_kind.to_string());
            let rows: Vec<&CsvRow> = self.csv.iter().filter(|r| r.function == function && r.kind == rte_kind).collect();
            if let Some(r) = rows.get(n - 1) {
                g.vm_line = Some(r.line);
                (g.line, g.col) = self.origin(r.line);
                g.message = format!("run-time check ({}: {})", rte_words(rte_kind), r.text);
                g.exact = true;
            }
            return;
        }
        if kind == "precondition" {
            // call_<callee>_requires[...]: the callee is a verified or known function.
            if let Some(i) = tail.find("_requires") {
                let callee = &tail[..i];
                g.message = format!("precondition of `{callee}`");
                tail = tail[i + "_requires".len()..].trim_start_matches('_');
                if let Some(r) = self.csv.iter().find(|r| r.function == function && r.kind == format!("precondition of {callee}")) {
                    g.vm_line = Some(r.line);
                    (g.line, g.col) = self.origin(r.line);
                    g.exact = true;
                }
            }
        }
        if let Some((label, after)) = leading_vm_label(tail) {
            g.label = Some(label.to_string());
            if let Some(c) = self.checks.get(label) {
                g.kind = c.check.clone();
                g.message = c.message.clone();
                (g.line, g.col) = (Some(c.line), Some(c.col));
                g.exact = true;
            } else if let Some((line, col)) = label_position(label).filter(|_| label.starts_with("VM_u_")) {
                if kind != "precondition" {
                    (g.line, g.col) = (Some(line), Some(col));
                    g.exact = true;
                } else {
                    g.message = format!("{} (the `requires` at line {line})", g.message);
                }
            }
            if kind != "precondition" || g.vm_line.is_none() {
                g.vm_line = g.vm_line.or_else(|| self.vm_line_of_label(label));
            }
            tail = after;
        } else if !tail.is_empty() && !tail.starts_with(|c: char| c.is_ascii_digit()) && !matches!(kind, "assigns" | "loop_assigns") {
            // A user name (not vmfc's): keep it for the message.
            let name = tail.split("_established").next().unwrap_or(tail).split("_preserved").next().unwrap_or(tail);
            g.label = Some(name.to_string());
            g.message = format!("{} `{name}`", g.message);
            if let Some(l) = self.vm_line_of_label(name) {
                g.vm_line = Some(l);
                (g.line, g.col) = self.origin(l);
                g.exact = true;
            }
        }
        if tail.ends_with("_established") || tail == "established" {
            g.message.push_str(" (established)");
        } else if tail.ends_with("_preserved") || tail == "preserved" {
            g.message.push_str(" (preserved)");
        } else if tail.ends_with("decrease") {
            g.message.push_str(" (decreases)");
        } else if tail.ends_with("positive") {
            g.message.push_str(" (non-negative)");
        }
        if matches!(kind, "assigns" | "loop_assigns") && g.line.is_none() {
            let rows: Vec<&CsvRow> = self.csv.iter().filter(|r| r.function == function && r.kind == "assigns clause").collect();
            let row = if kind == "assigns" { rows.first() } else { rows.get(1).or(rows.first()) };
            if let Some(r) = row {
                g.vm_line = Some(r.line);
                (g.line, g.col) = self.origin(r.line);
                g.exact = kind == "assigns";
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Origin;

    #[test]
    fn labels() {
        assert_eq!(leading_vm_label("VM_send_msginv_42_5"), Some(("VM_send_msginv_42_5", "")));
        assert_eq!(leading_vm_label("VM_send_msginv_42_5_2"), Some(("VM_send_msginv_42_5_2", "")));
        assert_eq!(leading_vm_label("VM_u_12_7_preserved"), Some(("VM_u_12_7", "_preserved")));
        assert_eq!(leading_vm_label("rte_mem_access_2"), None);
        assert_eq!(label_position("VM_u_12_7"), Some((12, 7)));
    }

    #[test]
    fn decodes_goal_names() {
        let checks: HashMap<String, Check> = [(
            "VM_send_tag_9_3".to_string(),
            Check { label: "VM_send_tag_9_3".into(), function: "f".into(), check: "send_tag".into(), message: "tag of MPI_Send to left equals msgtag".into(), line: 9, col: 3 },
        )]
        .into();
        let csv = vec![
            CsvRow { line: 5, function: "f".into(), kind: "signed_overflow".into(), text: "x + 1 <= 2147483647".into() },
            CsvRow { line: 7, function: "f".into(), kind: "signed_overflow".into(), text: "y + 1 <= 2147483647".into() },
        ];
        let map = SourceMap { input: "a.c".into(), lines: (1..=20).map(|l| Origin { line: l + 100, col: 2, generated: false }).collect() };
        let functions = vec!["f".to_string(), "f_g".to_string()];
        let lines: HashMap<String, usize> = [("f".to_string(), 3), ("f_g".to_string(), 50)].into();
        let output = "a\nb\n/*@ loop invariant VM_u_104_9: x; */\n";
        let loc = Locator { prefix: "typed_", functions: &functions, checks: &checks, csv: &csv, map: &map, function_lines: &lines, output };
        let g = loc.goal("typed_f_assert_VM_send_tag_9_3", Status::Timeout, vec![], 1);
        assert_eq!((g.kind.as_str(), g.line, g.col, g.exact), ("send_tag", Some(9), Some(3), true));
        let g = loc.goal("typed_f_assert_rte_signed_overflow_2", Status::Unknown, vec![], 1);
        assert_eq!((g.kind.as_str(), g.vm_line, g.line), ("rte", Some(7), Some(107)));
        let g = loc.goal("typed_f_loop_invariant_VM_u_104_9_preserved", Status::Unknown, vec![], 1);
        assert_eq!((g.line, g.col, g.vm_line), (Some(104), Some(9), Some(3)));
        assert!(g.message.ends_with("(preserved)"), "{}", g.message);
        let g = loc.goal("typed_f_g_ensures", Status::Valid, vec![], 1);
        assert_eq!((g.function.as_deref(), g.kind.as_str(), g.line, g.exact), (Some("f_g"), "postcondition", Some(50), false));
        let g = loc.goal("typed_lemma_foo", Status::Valid, vec![], 1);
        assert_eq!((g.function, g.kind.as_str()), (None, "lemma"));
    }
}

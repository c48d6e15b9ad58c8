//! One record per goal (which function, which kind of property, where it
//! comes from in the user's source, and its outcome), and Frama-C's
//! property report, which places run-time checks, preconditions and
//! assigns goals.

use super::kinds::GoalKind;
use super::wp_output::{Attempt, Status};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A verification condition and its outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Goal {
    /// Wp's goal name.
    pub id: String,
    /// The function, or `None` for a global lemma.
    pub function: Option<String>,
    pub kind: GoalKind,
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
    /// The user header holding the goal's function, as the input names it
    /// (`None`: the input file). `line` and `col` are in that file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// Position in the user's file.
    pub line: Option<usize>,
    pub col: Option<usize>,
    /// Whether the position is the property's own (false: its function's or statement's).
    pub exact: bool,
    /// Proof pass that settled the goal (1 = main, 2 = context-filtered
    /// retry, 3 = split).
    pub pass: u8,
    /// Replayed from vmfc's result cache.
    pub cached: bool,
}

impl Goal {
    /// The goal holds: proved, or for a smoke check, not proved (the code
    /// it guards is not shown to be dead).
    pub fn proved(&self) -> bool {
        if self.kind.is_smoke() {
            self.status != Status::Valid
        } else {
            self.status == Status::Valid
        }
    }
}

/// A row of Frama-C's `-report-csv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvRow {
    pub line: usize,
    pub function: String,
    pub kind: String,
    pub text: String,
    /// Wp proved the property itself: `Valid...`, or `Partially proven`
    /// (proved, under hypotheses that are not all proved).
    pub valid: bool,
}

/// Parse the tab-separated property report: the rows of the generated file.
pub fn parse_csv(text: &str, vm_file_name: &str) -> Vec<CsvRow> {
    rows(text)
        .filter(|(file, _)| file.ends_with(vm_file_name))
        .map(|(_, r)| r)
        .collect()
}

/// The rows of the report in user headers: each with the index of the
/// header (in `headers`, by file name) it is in.
pub fn parse_header_rows(text: &str, headers: &[&Path]) -> Vec<(usize, CsvRow)> {
    rows(text)
        .filter_map(|(file, r)| {
            let name = Path::new(file).file_name()?;
            let i = headers.iter().position(|h| h.file_name() == Some(name))?;
            Some((i, r))
        })
        .collect()
}

/// Each row with its file column.
fn rows(text: &str) -> impl Iterator<Item = (&str, CsvRow)> {
    text.lines().skip(1).filter_map(|l| {
        let f: Vec<&str> = l.split('\t').collect();
        if f.len() < 7 {
            return None;
        }
        Some((
            f[1],
            CsvRow {
                line: f[2].parse().ok()?,
                function: f[3].to_string(),
                kind: f[4].to_string(),
                text: f[6].to_string(),
                valid: f[5].starts_with("Valid") || f[5] == "Partially proven",
            },
        ))
    })
}

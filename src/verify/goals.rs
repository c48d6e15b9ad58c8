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
    /// A goal of pass `pass` that nothing has placed yet: no function, no
    /// position, no attempts, and its name as its message.
    pub(crate) fn new(id: impl Into<String>, kind: GoalKind, status: Status, pass: u8) -> Goal {
        let id = id.into();
        Goal {
            message: id.clone(),
            id,
            function: None,
            kind,
            label: None,
            status,
            prover: None,
            time: None,
            attempts: Vec::new(),
            vm_line: None,
            file: None,
            line: None,
            col: None,
            exact: false,
            pass,
            cached: false,
        }
    }

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

/// Each row with its file column. A property written on several lines
/// (a multi-line annotation) goes on over the next lines of the report,
/// which do not start a row: they are joined to its text.
fn rows(text: &str) -> impl Iterator<Item = (&str, CsvRow)> {
    let mut out: Vec<(&str, CsvRow)> = Vec::new();
    for l in text.lines().skip(1) {
        match row(l) {
            Some(r) => out.push(r),
            None => {
                if let Some((_, last)) = out.last_mut() {
                    last.text.push('\n');
                    last.text.push_str(l);
                }
            }
        }
    }
    out.into_iter()
}

/// A line that starts a row of the report.
fn row(l: &str) -> Option<(&str, CsvRow)> {
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
            text: f[6..].join("\t"),
            valid: f[5].starts_with("Valid") || f[5] == "Partially proven",
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_property_on_several_lines_is_read_whole() {
        let csv = "directory\tfile\tline\tfunction\tproperty kind\tstatus\tproperty\n\
                   /t\tx-vm.c\t12\tmain\tuser assertion\tValid\tassert big: a == 1 &&\n\
                   \x20     b == 2;\n\
                   /t\tx-vm.c\t14\tmain\tuser assertion\tUnknown\tassert c: c\tstill c;\n\
                   /t\tother.h\t3\tf\tprecondition\tValid\trequires p;\n";
        let rows = parse_csv(csv, "x-vm.c");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].text, "assert big: a == 1 &&\n      b == 2;");
        assert!(rows[0].valid && !rows[1].valid);
        assert_eq!(
            (rows[1].line, rows[1].text.as_str()),
            (14, "assert c: c\tstill c;")
        );
    }
}

//! The JSON report (schema in docs/json-report.md).

use super::sections;
use crate::verify::goals::Goal;
use crate::verify::Outcome;
use serde::Serialize;

#[derive(Serialize)]
struct Function<'a> {
    name: &'a str,
    goals: usize,
    proved: usize,
    cached: bool,
}

#[derive(Serialize)]
struct Report<'a> {
    /// Schema version.
    version: u32,
    file: String,
    /// `proved` or `not proved`.
    result: &'static str,
    proved: usize,
    total: usize,
    seconds: f64,
    /// `--fail-fast` stopped the run: `goals` lists only what had settled.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stopped: bool,
    /// Only part of the program was proved (`--prop`, `--fct`, `--fail-fast`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    partial: bool,
    /// Functions whose contracts were assumed, not proved (`--skip`, or
    /// declared and defined in no file vmfc reads).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    assumed_contracts: Vec<&'a String>,
    /// What the run did not prove, one sentence each, as the human report
    /// ends (assumptions, a partial run).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    not_proved: Vec<String>,
    functions: Vec<Function<'a>>,
    goals: Vec<Settled<'a>>,
}

/// A goal and whether it holds: for a smoke check (`kind` ending in
/// `_smoke`), a prover's `timeout` or `unknown` is the pass (hunt 123: a
/// script read it as a failure).
#[derive(Serialize)]
struct Settled<'a> {
    #[serde(flatten)]
    goal: &'a Goal,
    proved: bool,
}

pub fn render(o: &Outcome) -> String {
    let secs = sections(o);
    let report = Report {
        version: 1,
        file: o.file.name(),
        result: if o.success() { "proved" } else { "not proved" },
        proved: o.proved(),
        total: o.goals.len(),
        seconds: (o.seconds * 1000.0).round() / 1000.0,
        stopped: o.stopped,
        partial: o.partial(),
        assumed_contracts: o.skipped.iter().chain(&o.bodiless).collect(),
        not_proved: super::not_proved(o, true),
        functions: secs
            .iter()
            .map(|s| Function {
                name: &s.name,
                goals: s.goals.len(),
                proved: s.proved(),
                cached: s.replayed,
            })
            .collect(),
        goals: (o.goals.iter())
            .map(|goal| Settled {
                goal,
                proved: goal.proved(),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&report).expect("serializable") + "\n"
}

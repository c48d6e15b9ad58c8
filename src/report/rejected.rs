//! The machine-readable reports of an input vmfc rejects (`--format json`,
//! `junit`, `sarif`): each error (and warning) at its place, so that a CI
//! job reading the report sees why there is no proof (hunt 123: the
//! report was empty and the errors only on stderr). The exit code is 1,
//! as for the human format.

use crate::diag::Diagnostic;
use crate::source::SourceFile;
use serde::Serialize;

/// One diagnostic, placed.
#[derive(Serialize)]
struct Entry {
    severity: &'static str,
    file: String,
    line: usize,
    col: usize,
    message: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
}

fn entries(diags: &[Diagnostic], files: &[SourceFile]) -> Vec<Entry> {
    diags
        .iter()
        .map(|d| {
            let f = files.get(d.file).or(files.first());
            let (line, col) = match f {
                Some(f) if !d.command_line => f.line_col(d.span.start.min(f.text.len())),
                _ => (0, 0),
            };
            Entry {
                severity: if d.is_error() { "error" } else { "warning" },
                file: f.map_or_else(String::new, SourceFile::name),
                line,
                col,
                message: d.message.clone(),
                notes: d.notes.clone(),
            }
        })
        .collect()
}

#[derive(Serialize)]
struct Report {
    version: u32,
    file: String,
    /// Always `rejected`: the input has errors, nothing was proved.
    result: &'static str,
    diagnostics: Vec<Entry>,
}

pub fn json(diags: &[Diagnostic], files: &[SourceFile]) -> String {
    let report = Report {
        version: 1,
        file: files.first().map_or_else(String::new, SourceFile::name),
        result: "rejected",
        diagnostics: entries(diags, files),
    };
    serde_json::to_string_pretty(&report).expect("serializable") + "\n"
}

/// One test suite, one failing case per error (a warning is a skipped case).
pub fn junit(diags: &[Diagnostic], files: &[SourceFile]) -> String {
    use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
    let name = files.first().map_or_else(String::new, SourceFile::name);
    let mut suite = TestSuite::new(format!("{name}: input"));
    for (i, e) in entries(diags, files).into_iter().enumerate() {
        let mut status = if e.severity == "error" {
            TestCaseStatus::non_success(NonSuccessKind::Failure)
        } else {
            TestCaseStatus::skipped()
        };
        status.set_message(e.message.clone());
        let mut text = format!(
            "{}:{}:{}: {}: {}",
            e.file, e.line, e.col, e.severity, e.message
        );
        for n in &e.notes {
            text.push_str(&format!("\nnote: {n}"));
        }
        status.set_description(text);
        let mut case = TestCase::new(format!("input_{}_{}", e.severity, i + 1), status);
        case.set_classname(format!("{}:{}", e.file, e.line));
        suite.add_test_case(case);
    }
    let mut report = Report::new("vmfc");
    report.add_test_suite(suite);
    report.to_string().unwrap_or_default()
}

/// One result per diagnostic, under the rules `input-error` and
/// `input-warning`; the invocation did not succeed.
pub fn sarif(diags: &[Diagnostic], files: &[SourceFile]) -> String {
    use serde_sarif::sarif;
    let rule = |id: &str, what: &str| {
        sarif::ReportingDescriptor::builder()
            .id(id)
            .short_description(
                sarif::MultiformatMessageString::builder()
                    .text(what)
                    .build(),
            )
            .build()
    };
    let driver = sarif::ToolComponent::builder()
        .name("vmfc")
        .version(env!("CARGO_PKG_VERSION"))
        .rules(vec![
            rule("input-error", "vmfc cannot verify the program as written"),
            rule(
                "input-warning",
                "something vmfc verifies differently than written, or assumes",
            ),
        ])
        .build();
    let results: Vec<sarif::Result> = entries(diags, files)
        .into_iter()
        .map(|e| {
            let mut text = e.message.clone();
            for n in &e.notes {
                text.push_str(&format!("\n{n}"));
            }
            let location = super::sarif::location(&e.file, e.line.max(1), e.col.max(1));
            let error = e.severity == "error";
            sarif::Result::builder()
                .rule_id(if error {
                    "input-error"
                } else {
                    "input-warning"
                })
                .level(if error {
                    sarif::ResultLevel::Error
                } else {
                    sarif::ResultLevel::Warning
                })
                .message(sarif::Message::builder().text(text).build())
                .locations(vec![location])
                .build()
        })
        .collect();
    let invocation = sarif::Invocation::builder()
        .execution_successful(false)
        .build();
    let run = sarif::Run::builder()
        .tool(sarif::Tool::from(driver))
        .invocations(vec![invocation])
        .results(results)
        .build();
    let log = sarif::Sarif::builder()
        .schema(sarif::SCHEMA_URL)
        .version(sarif::Version::V2_1_0.to_string())
        .runs(vec![run])
        .build();
    serde_json::to_string_pretty(&log).expect("serializable") + "\n"
}

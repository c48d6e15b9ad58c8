//! SARIF 2.1.0 for code-scanning tools and editors (`--format sarif`): one
//! result per goal not proved, at the user's line, with what the provers
//! said and the fix; one rule per kind of goal that failed, documented as in
//! `docs/checks.md`; what the run did not prove (a partial run, an assumed
//! contract) as warnings of the invocation. An input that vmfc rejects
//! has its errors reported by `rejected.rs` (exit code 1).

use super::human;
use crate::verify::goals::Goal;
use crate::verify::kinds::GoalKind;
use crate::verify::Outcome;
use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde_sarif::sarif;
use std::collections::BTreeMap;

fn text(s: impl Into<String>) -> sarif::MultiformatMessageString {
    sarif::MultiformatMessageString::builder()
        .text(s.into())
        .build()
}

/// The rule of a goal's kind: what it checks and how to fix it.
fn rule(g: &Goal) -> sarif::ReportingDescriptor {
    let what = match g.kind {
        GoalKind::Vm(kind, _) => kind.doc(),
        _ => format!("{} (a goal of Frama-C/Wp)", g.kind.name()),
    };
    // The first sentence (not cut at a range `0 .. n`).
    let end = what
        .match_indices(". ")
        .find(|(i, _)| *i > 0 && !what[..*i].ends_with('.'))
        .map_or(what.len(), |(i, _)| i);
    let short = what[..end].trim_end_matches('.');
    let builder = sarif::ReportingDescriptor::builder()
        .id(g.kind.name())
        .short_description(text(short))
        .full_description(text(what.clone()));
    match human::hint(g) {
        Some(fix) => builder.help(text(fix)).build(),
        None => builder.build(),
    }
}

/// The result for one goal not proved.
fn result(o: &Outcome, g: &Goal) -> sarif::Result {
    let mut message = format!("{}: {}", human::headline(g), human::verdict(g));
    if let Some(fix) = human::hint(g) {
        message.push_str(&format!("\nhelp: {fix}"));
    }
    message.push_str(&format!("\ngoal {}", g.id));
    let location = location(
        &o.file_of(g).name(),
        g.line.unwrap_or(1),
        g.col.unwrap_or(1),
    );
    sarif::Result::builder()
        .rule_id(g.kind.name())
        .level(sarif::ResultLevel::Error)
        .message(sarif::Message::builder().text(message).build())
        .locations(vec![location])
        .build()
}

/// Bytes written as they are in a SARIF `uri`: RFC 3986's unreserved
/// characters and the path separator.
const URI_PATH: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    .remove(b'/');

/// A file as a SARIF `uri`: a `file://` URI for an absolute path, a
/// relative reference (resolved against the directory vmfc ran in)
/// otherwise; percent-encoded either way (a space, `#` or `%` in a name).
fn uri(name: &str) -> String {
    let path = utf8_percent_encode(name, URI_PATH).to_string();
    if name.starts_with('/') {
        format!("file://{path}")
    } else {
        path
    }
}

/// A place in a file, as SARIF gives it.
pub(super) fn location(file: &str, line: usize, col: usize) -> sarif::Location {
    let region = sarif::Region::builder()
        .start_line(line as i64)
        .start_column(col as i64)
        .build();
    sarif::Location::builder()
        .physical_location(
            sarif::PhysicalLocation::builder()
                .artifact_location(sarif::ArtifactLocation::builder().uri(uri(file)).build())
                .region(region)
                .build(),
        )
        .build()
}

pub fn render(o: &Outcome) -> String {
    let failed: Vec<&Goal> = o.goals.iter().filter(|g| !g.proved()).collect();
    // One rule per kind, in name order (deterministic output).
    let rules: BTreeMap<String, sarif::ReportingDescriptor> =
        failed.iter().map(|g| (g.kind.name(), rule(g))).collect();
    let driver = sarif::ToolComponent::builder()
        .name("vmfc")
        .version(env!("CARGO_PKG_VERSION"))
        .rules(rules.into_values().collect::<Vec<_>>())
        .build();
    // What the run did not prove (a partial run, an assumed contract), as
    // the invocation's warnings: a code-scanning run sees them (hunt 33).
    let notifications: Vec<sarif::Notification> = (super::not_proved(o, true).into_iter())
        .map(|line| {
            sarif::Notification::builder()
                .level(serde_json::json!("warning"))
                .message(sarif::Message::builder().text(line).build())
                .build()
        })
        .collect();
    let invocation = sarif::Invocation::builder()
        .execution_successful(true)
        .tool_execution_notifications(notifications)
        .build();
    let run = sarif::Run::builder()
        .tool(sarif::Tool::from(driver))
        .invocations(vec![invocation])
        .results(failed.iter().map(|g| result(o, g)).collect::<Vec<_>>())
        .build();
    let log = sarif::Sarif::builder()
        .schema(sarif::SCHEMA_URL)
        .version(sarif::Version::V2_1_0.to_string())
        .runs(vec![run])
        .build();
    serde_json::to_string_pretty(&log).expect("serializable") + "\n"
}

#[cfg(test)]
mod tests {
    use super::uri;

    #[test]
    fn uris_are_file_uris_or_relative_references() {
        assert_eq!(uri("/tmp/my dir/a#1.c"), "file:///tmp/my%20dir/a%231.c");
        assert_eq!(uri("examples/ring/ring.c"), "examples/ring/ring.c");
        assert_eq!(uri("50%.c"), "50%25.c");
    }
}

//! Annotations Frama-C 25's Wp skips: in a function body, statement
//! contracts (`/*@ requires P; ensures Q; */ { ... }`) and general code
//! invariants (`//@ invariant P;`), which Wp says are "not yet supported
//! (skipped)"; at file scope, global and type invariants, of which it says
//! nothing. No goal is generated for them, so a report without them would
//! read as if they were proved (hunt 28: `ensures 1 == 2` on a block
//! "proved"; hunt 29: `global invariant g: G > 0;` with `G == 0`).

use crate::annot::comments::CONTRACT_WORDS;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// Clause keywords of statement contracts only (the others are those of
/// function contracts, less `check`, which is also an assertion).
const STATEMENT_ONLY: [&str; 3] = ["breaks", "continues", "returns"];

/// An error at each statement contract and general code invariant in the
/// body (tokens `body`) of `f`, which vmfc verifies.
pub(crate) fn skipped_statement_specs(
    fe: &Frontend,
    f: &FnInfo,
    body: (usize, usize),
    diags: &mut Diagnostics,
) {
    for c in fe
        .comments
        .iter()
        .filter(|c| body.0 < c.token && c.token < body.1)
    {
        let Some(what) = skipped(&c.content) else {
            continue;
        };
        let at = c.span.start..c.span.start + c.span.len().min(3);
        diags.push(
            Diagnostic::error(at, format!("a {what} in `{}`, which vmfc verifies", f.name))
                .with_label("Frama-C's Wp skips it")
                .with_note("Frama-C 25's Wp does not support it: it generates no goal for it, so nothing of it would be proved. Write what must hold as assertions (`//@ assert P;` before the statement, after it for what it ensures)"),
        );
    }
}

/// An error at each global or type invariant of the user's files, the
/// headers included (hunt 30), wherever it stands in its comment (after
/// a logic declaration, say).
pub(crate) fn ignored_invariants(fe: &Frontend, diags: &mut Diagnostics) {
    let files = std::iter::once(&fe.comments).chain(fe.headers.iter().map(|h| &h.comments));
    for (file, comments) in files.enumerate() {
        for c in comments {
            let toks = crate::annot::term::lex(&c.content, 0);
            for w in toks.windows(2) {
                let kind = w[0].text.as_str();
                if !matches!(kind, "global" | "type") || w[1].text != "invariant" {
                    continue;
                }
                let start = c.content_start + w[0].span.start;
                diags.push(
                    Diagnostic::error(start..start + kind.len(), format!("a {kind} invariant"))
                        .with_label("Frama-C's Wp ignores it")
                        .with_note("Frama-C 25's Wp neither proves nor uses global and type invariants: nothing of it would be proved. State it in the contracts of the functions that must keep it (`requires`/`ensures`), and in loop invariants")
                        .in_file(file),
                );
            }
        }
    }
}

/// What the annotation `content` is, if Wp skips it.
fn skipped(content: &str) -> Option<&'static str> {
    let mut rest = content.trim_start();
    // `for b1, b2: ...` names the behaviors a clause is for.
    if let Some(after) = rest.strip_prefix("for ").filter(|a| a.contains(':')) {
        let (names, tail) = after.split_once(':')?;
        if names.split(',').all(|n| is_ident(n.trim())) {
            rest = tail.trim_start();
        }
    }
    let mut words = rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\\'));
    let mut first = words.next()?;
    if matches!(first, "check" | "admit") {
        first = rest[first.len()..]
            .trim_start()
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()?;
    }
    if first != "check" && CONTRACT_WORDS.contains(&first) || STATEMENT_ONLY.contains(&first) {
        Some("statement contract")
    } else if first == "invariant" {
        Some("code invariant (not a `loop invariant`)")
    } else {
        None
    }
}

fn is_ident(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::skipped;

    #[test]
    fn statement_contracts_and_code_invariants() {
        assert_eq!(
            skipped(" requires 1 == 2; ensures 1 == 2; "),
            Some("statement contract")
        );
        assert_eq!(
            skipped(" for b: ensures x > 0; "),
            Some("statement contract")
        );
        assert_eq!(
            skipped(" check ensures x > 0; "),
            Some("statement contract")
        );
        assert_eq!(
            skipped(" behavior b: assumes c; "),
            Some("statement contract")
        );
        assert!(skipped(" invariant 1 == 2; ").is_some());
        assert!(skipped(" admit invariant 1 == 2; ").is_some());
        for fine in [
            " assert x > 0; ",
            " check x > 0; ",
            " for b: assert x > 0; ",
            " loop invariant 0 <= i; ",
            " ghost int k = 0; ",
            " mpi begin regions: nregions = 1; ",
        ] {
            assert_eq!(skipped(fine), None, "{fine}");
        }
    }
}

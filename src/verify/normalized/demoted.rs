//! vmfc's checks as Frama-C read them: each generated label must come after
//! the keyword vmfc wrote before it (`assert`, `check`, `ensures` ...).
//! Frama-C expands macros and runs directives in annotations; if anything
//! turned a check into an assumption (`admit`, an `#define assert admit`
//! inside an annotation: hunt 61), its goal would vanish and the property
//! be assumed. The rules on the user's text close the known ways; this
//! one sees the outcome, whatever the way. (A check may be missing from the
//! printed program: Frama-C drops code under `if (0)` with its annotations.)

use std::collections::{BTreeMap, BTreeSet};

/// The contents of the annotations of `text` (`/*@ ... */`, `//@ ...`), one
/// per line: what vmfc wrote, without the C comments and string literals
/// of the user's code, which Frama-C does not print (a comment `/* admit
/// VM_send_tag_5_3: */` is not a keyword vmfc wrote before that label).
fn annotations(text: &str) -> String {
    let tokens = crate::cfront::lexer::lex(text);
    (crate::cfront::headers::acsl_comments(text, &tokens).into_iter())
        .map(|c| c.content)
        .collect::<Vec<String>>()
        .join("\n")
}

/// The keywords before each `label:` in `text` (`assert VM_x_1_2:`),
/// for the labels in `wanted`.
fn keywords<'a>(text: &str, wanted: &BTreeSet<&'a str>) -> BTreeMap<&'a str, BTreeSet<String>> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    let mut i = 0;
    while i < b.len() {
        if !word(b[i]) || (i > 0 && word(b[i - 1])) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && word(b[i]) {
            i += 1;
        }
        let Some(&label) = wanted.get(&text[start..i]) else {
            continue;
        };
        let after = text[i..].trim_start();
        if !after.starts_with(':') || after.starts_with("::") {
            continue;
        }
        let before = text[..start].trim_end_matches(|c: char| c.is_whitespace() || c == '@');
        let kw_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |k| k + 1);
        out.entry(label)
            .or_default()
            .insert(before[kw_start..].to_string());
    }
    out
}

/// The generated labels that Frama-C's printed program shows after another
/// keyword than the one vmfc wrote: (label, vmfc's keyword, Frama-C's).
pub(crate) fn demoted(vm: &str, printed: &str, labels: &[String]) -> Vec<(String, String, String)> {
    let wanted: BTreeSet<&str> = labels.iter().map(String::as_str).collect();
    let written = keywords(&annotations(vm), &wanted);
    let read = keywords(printed, &wanted);
    let mut out = Vec::new();
    for (label, kws) in &read {
        let Some(ours) = written.get(label) else {
            continue;
        };
        if let Some(other) = kws.difference(ours).next() {
            let ours = ours.iter().next().cloned().unwrap_or_default();
            out.push((label.to_string(), ours, other.clone()));
        }
    }
    out
}

/// A generated check that Frama-C read after another keyword than vmfc
/// wrote (an assumption instead of an assertion) is an error at the check.
pub(crate) fn demoted_checks(
    t: &crate::pipeline::Transformed,
    printed: &str,
) -> Result<(), crate::error::Failure> {
    let out = &t.output;
    let labels: Vec<String> = out.checks.iter().map(|c| c.label.to_string()).collect();
    let found = demoted(&out.text, printed, &labels);
    // The first in the program's order, and how many others.
    let place = |label: &str| {
        labels
            .iter()
            .position(|l| l == label)
            .map(|k| &out.checks[k])
    };
    let Some((c, ours, theirs)) = (found.iter())
        .filter_map(|(l, ours, theirs)| Some((place(l)?, ours, theirs)))
        .min_by_key(|(c, _, _)| (c.label.line, c.label.col))
    else {
        return Ok(());
    };
    let mut d = crate::diag::Diagnostic::error(
        t.frontend.file.line_span(c.label.line),
        format!("Frama-C reads vmfc's check `{}` ({}) as `{theirs}`, not `{ours}`: a macro or directive in the annotations rewrote it", c.label, c.message),
    );
    if found.len() > 1 {
        d = d.with_note(format!(
            "and {} other generated checks after it",
            found.len() - 1
        ));
    }
    let diagnostics = vec![d];
    Err(crate::error::Failure::Input {
        diagnostics,
        files: vec![t.frontend.file.clone()],
    })
}

#[cfg(test)]
mod tests {
    use super::demoted;

    #[test]
    fn a_check_read_as_an_assumption_is_found() {
        let vm = "/*@ assert VM_send_tag_5_3: t == 1; */\n/*@ check lemma VM_definition_universal_9_1: \\true; */\n//@ ensures VM_end_7_1: x;\n";
        let labels: Vec<String> = [
            "VM_send_tag_5_3",
            "VM_definition_universal_9_1",
            "VM_end_7_1",
        ]
        .map(String::from)
        .to_vec();
        let same = "/*@\n  assert\n  VM_send_tag_5_3: t ≡ 1; */\n/*@ check lemma VM_definition_universal_9_1: \\true; */\n/*@ ensures VM_end_7_1: x; */";
        assert!(demoted(vm, same, &labels).is_empty());
        // Dropped under `if (0)`: not a finding.
        assert!(demoted(vm, "/*@ ensures VM_end_7_1: x; */", &labels).is_empty());
        let admitted = "/*@ admit VM_send_tag_5_3: t ≡ 1; */\n/*@ ensures VM_end_7_1: x; */";
        assert_eq!(
            demoted(vm, admitted, &labels),
            vec![(
                "VM_send_tag_5_3".to_string(),
                "assert".to_string(),
                "admit".to_string()
            )]
        );
        // A C comment or string of the user's naming the label after
        // another keyword is not what vmfc wrote (Frama-C does not print
        // them): the admitted check is still found.
        for noise in [
            "/* admit VM_send_tag_5_3: */\n",
            "// admit VM_send_tag_5_3:\n",
            "char *s = \"admit VM_send_tag_5_3: x\";\n",
        ] {
            assert_eq!(
                demoted(&format!("{noise}{vm}"), admitted, &labels).len(),
                1,
                "{noise}"
            );
        }
        // A mention in a term (`VM_x == 1`) or a C label `VM_x:;` of
        // another name is not a label of a check.
        assert!(demoted(
            vm,
            "x = VM_send_tag_5_3 ? 1 : 0; /*@ assert VM_send_tag_5_3: t; */",
            &labels
        )
        .is_empty());
    }
}

//! The rule on macros that would rewrite annotations: Frama-C expands the
//! user's macros inside every annotation, vmfc's generated checks and the
//! contracts of the C library included, while vmfc reads annotations as
//! written (hunt 30).

use super::macros::{command_line_macros, macro_directives};
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

/// The words of ACSL that a macro may not be named: Frama-C expands the
/// user's macros in every annotation, vmfc's generated ones and its
/// header's included, so `#define check assert` made vmfc's smoke checks
/// assertions (assumed from then on), `#define terminates ensures` dropped
/// termination, `#define Pre Here` emptied the universality checks (hunt
/// 30). Clause keywords, annotation keywords, labels, logic types.
pub(crate) const ACSL_WORDS: [&str; 48] = [
    "requires",
    "ensures",
    "assigns",
    "allocates",
    "frees",
    "terminates",
    "decreases",
    "exits",
    "breaks",
    "continues",
    "returns",
    "assumes",
    "behavior",
    "behaviors",
    "complete",
    "disjoint",
    "loop",
    "invariant",
    "variant",
    "assert",
    "check",
    "admit",
    "ghost",
    "logic",
    "predicate",
    "lemma",
    "axiom",
    "axiomatic",
    "inductive",
    "reads",
    "global",
    "type",
    "model",
    "calls",
    "integer",
    "real",
    "boolean",
    "from",
    "Pre",
    "Here",
    "Old",
    "Post",
    "LoopEntry",
    "LoopCurrent",
    "Init",
    "strong",
    "weak",
    "let",
];

/// The logic names Frama-C's C library declares (`acsl_names.txt`).
const LIBRARY_LOGIC: &str = include_str!("acsl_names.txt");

/// Contract keywords whose clauses vmfc reads where they are written
/// (what a callee assigns, whether it terminates, its behaviors): a macro
/// may not write them. `assigns` after `loop` is a loop's.
const READ_AS_WRITTEN: [&str; 7] = [
    "requires",
    "ensures",
    "assigns",
    "terminates",
    "exits",
    "behavior",
    "assumes",
];

/// The ACSL keyword a macro's replacement `body` writes that vmfc reads
/// where it is written: a contract clause, a global or type invariant, a
/// measure with a relation of its own (`decreases n for R`, `loop variant
/// ... for R`). Loop invariants, variants and assigns may come from a
/// macro (the paper's idioms write ghost loops so).
fn written_keyword(body: &str) -> Option<String> {
    let toks = lex(body);
    let words: Vec<&str> = (toks.iter())
        .filter(|t| !matches!(t.kind, TokKind::Comment { acsl: false, .. }))
        .map(|t| &body[t.span.clone()])
        .collect();
    for (i, w) in words.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| words[j]);
        let next = words.get(i + 1).copied();
        if READ_AS_WRITTEN.contains(w) && !(*w == "assigns" && prev == Some("loop")) {
            return Some(format!("`{w}`"));
        }
        if matches!(*w, "global" | "type") && next == Some("invariant") {
            return Some(format!("`{w} invariant`"));
        }
        if matches!(*w, "decreases" | "variant") {
            let clause = words[i..].iter().take_while(|u| **u != ";");
            if clause.clone().any(|u| *u == "for") {
                return Some(format!("`{w} ... for`"));
            }
        }
    }
    None
}

/// Why a user macro of this name, or with this replacement, changes
/// annotations unseen.
fn rewrites_annotations(name: &str, body: &str) -> Option<String> {
    let library = || {
        LIBRARY_LOGIC
            .lines()
            .any(|l| !l.starts_with('#') && l.trim() == name)
    };
    if ACSL_WORDS.contains(&name) {
        return Some(format!("`{name}` is a word of ACSL"));
    }
    if library() {
        return Some(format!("`{name}` is a logic name of Frama-C's C library"));
    }
    if ["VM_", "__fc_", "__FC_", "__FRAMAC"]
        .iter()
        .any(|p| name.starts_with(p))
    {
        return Some(format!("`{name}` is a name of vmfc or of Frama-C"));
    }
    let word = written_keyword(body)?;
    Some(format!("its replacement writes the ACSL keyword {word}"))
}

/// Rule: no macro of the user's files or of `-D` named like a word of
/// ACSL, a logic name of Frama-C's C library, or a name of vmfc; and none
/// that writes a keyword vmfc reads where it is written (a contract's
/// `assigns`, a `global invariant`, a `decreases ... for`).
pub(crate) fn annotation_macros(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    const NOTE: &str = "Frama-C expands your macros inside every annotation, vmfc's generated checks and the contracts of the C library included, while vmfc reads annotations as written: such a macro would change what is proved unseen. Use another name, and write ACSL keywords out";
    for m in macro_directives(files)
        .iter()
        .filter(|m| m.directive == "define")
    {
        if let Some(why) = rewrites_annotations(m.name, m.rest) {
            diags.push(
                Diagnostic::error(
                    m.at..m.at + m.name.len(),
                    format!("the macro `{}`: {why}", m.name),
                )
                .with_label("would rewrite annotations")
                .with_note(NOTE)
                .in_file(m.file),
            );
        }
    }
    for (name, m) in command_line_macros(fe) {
        if let Some(why) = rewrites_annotations(name, &m.body) {
            diags.push(
                Diagnostic::error(0..0, format!("the macro `{name}` given with `-D`: {why}"))
                    .on_command_line()
                    .with_note(NOTE),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::rewrites_annotations;

    #[test]
    fn macros_that_would_rewrite_annotations_are_refused() {
        let refused = |name: &str, body: &str| rewrites_annotations(name, body).is_some();
        for name in [
            "check",
            "terminates",
            "Pre",
            "LoopEntry",
            "integer",
            "valid_read_string",
            "strlen",
            "VM_level",
            "__fc_heap_status",
        ] {
            assert!(refused(name, "x"), "{name}");
        }
        for name in ["N", "TAG", "MAX", "SWAP", "ROOT", "MPI_T"] {
            assert!(!refused(name, "(1 + 2)"), "{name}");
        }
        assert!(refused("W", "assigns G;"));
        assert!(refused("GI", "global invariant"));
        assert!(refused("M", "decreases n for R;"));
        assert!(refused("V", "loop variant n - k for R;"));
        // The paper's idioms write ghost loops with invariants in macros.
        assert!(!refused("Same", "{ int k; /@ loop invariant 0 <= k <= n; loop assigns k; loop variant n - k; @/ for (k = 0; k < n; k++) ; }"));
    }

    /// A macro given on the command line is the user's too (hunt 30:
    /// `-D check=assert`).
    #[test]
    fn a_command_line_macro_named_like_acsl_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("m.c");
        std::fs::write(&main, "int f(int x) { return x; }\n").unwrap();
        let job = |d: &str| crate::pipeline::Job {
            input: main.clone(),
            defines: vec![d.to_string()],
            ..Default::default()
        };
        match crate::pipeline::transform(&job("check=assert")) {
            Err(crate::pipeline::Failure::Input { diagnostics, .. }) => {
                assert!(
                    diagnostics.iter().any(|d| d.message
                        == "the macro `check` given with `-D`: `check` is a word of ACSL"),
                    "{diagnostics:?}"
                )
            }
            _ => panic!("-D check=assert was accepted"),
        }
        assert!(crate::pipeline::transform(&job("N=4")).is_ok());
    }
}

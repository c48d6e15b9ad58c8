//! The rules on the user's macros and on what the preprocessor rewrites
//! before vmfc reads the text: vmfc's rules read words and braces as
//! written, so a macro may not paste tokens into new words (`##`), open or
//! close a block it does not also close or open, nor redefine a macro of a
//! system header or of vmfc's `mpi.h` (whose meaning vmfc relies on:
//! `MPI_INT`, `MPI_MAX`, `INT_MAX`); and trigraphs, which a strict ISO
//! build replaces (`??/` is a backslash) while vmfc does not, are refused.

use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

/// The trigraphs of C (`??=` is `#`, `??/` a backslash, ...): GCC replaces
/// them under `-std=c11` (a strict ISO build), not under vmfc's gnu17.
pub(super) fn trigraphs(text: &str, found: &mut Vec<Diagnostic>) {
    let b = text.as_bytes();
    for i in 0..b.len().saturating_sub(2) {
        if b[i] == b'?' && b[i + 1] == b'?' && b"=/'()!<>-".contains(&b[i + 2]) {
            found.push(
                Diagnostic::error(i..i + 3, format!("the trigraph `{}`", &text[i..i + 3]))
                    .with_label("trigraph")
                    .with_note("a strict ISO build (`-std=c11`) replaces it (`??/` is a backslash, `??=` is `#`) before anything else, while vmfc reads the characters as written: the two would read other code. Write the character it stands for, or separate the question marks (`?\\?`) in a string"),
            );
        }
    }
}

/// A `#define` (the directive's text after `#`, at `base` in its file):
/// token pasting, and braces the macro does not balance.
pub(super) fn definition(body: &str, base: usize, found: &mut Vec<Diagnostic>) {
    let toks = lex(body);
    let text = |i: usize| &body[toks[i].span.clone()];
    if toks.len() < 2 || text(0) != "define" {
        return;
    }
    // The replacement list: after the name, and after the parameters of a
    // function-like macro (`(` right after the name).
    let mut k = 2;
    if toks
        .get(2)
        .is_some_and(|t| text(2) == "(" && t.span.start == toks[1].span.end)
    {
        while k < toks.len() && text(k) != ")" {
            k += 1;
        }
        k += 1;
    }
    let at = |i: usize| base + toks[i].span.start..base + toks[i].span.end;
    let mut depth = 0i32;
    for i in k..toks.len() {
        if matches!(toks[i].kind, TokKind::Comment { .. }) {
            continue;
        }
        let pasted = text(i) == "##"
            || (text(i) == "#"
                && toks.get(i + 1).is_some_and(|n| {
                    n.span.start == toks[i].span.end && &body[n.span.clone()] == "#"
                }));
        if pasted {
            found.push(
                Diagnostic::error(at(i), "token pasting (`##`) in a macro")
                    .with_label("pastes tokens")
                    .with_note("vmfc's rules read the words of your files as written, and a pasted word is made only when the macro is used (`CAT(ad, mit)` is `admit`, `CAT(__LI, NE__)` is `__LINE__`): write the words out"),
            );
            return;
        }
        match text(i) {
            "{" => depth += 1,
            "}" => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            break;
        }
    }
    if depth != 0 {
        found.push(
            Diagnostic::error(at(1), format!("the macro `{}` opens or closes a block it does not also close or open", text(1)))
                .with_label("unbalanced braces")
                .with_note("vmfc finds the blocks of a function, and where its regions are, from the braces written in it: a block a macro opens or closes is invisible to it (`if (rank == 0) OPEN ... CLOSE`). Write the braces out"),
        );
    }
}

/// A `#define` or `#undef` of the user's files: the file's index, the
/// directive's word, the macro's name and where the name starts in its
/// file, and the text after the name (a definition's parameters and
/// replacement).
struct MacroDirective<'a> {
    file: usize,
    directive: &'a str,
    name: &'a str,
    at: usize,
    rest: &'a str,
}

/// The `#define`s and `#undef`s of `files`, in order.
fn macro_directives(files: &[SourceFile]) -> Vec<MacroDirective<'_>> {
    let mut out = Vec::new();
    for (fi, file) in files.iter().enumerate() {
        for t in lex(&file.text)
            .iter()
            .filter(|t| t.kind == TokKind::Directive)
        {
            let body = &file.text[t.span.start + 1..t.span.end];
            let toks = lex(body);
            let (Some(d), Some(n)) = (toks.first(), toks.get(1)) else {
                continue;
            };
            let directive = &body[d.span.clone()];
            if matches!(directive, "define" | "undef") {
                out.push(MacroDirective {
                    file: fi,
                    directive,
                    name: &body[n.span.clone()],
                    at: t.span.start + 1 + n.span.start,
                    rest: &body[n.span.end..],
                });
            }
        }
    }
    out
}

/// Rule: a `#define` or `#undef` in the user's files may not change a
/// macro that a system header, vmfc's `mpi.h` or the compiler defines:
/// vmfc reads `MPI_INT` as MPI's datatype and relies on `INT_MAX` in the
/// checks it generates, and the build's headers are not the ones vmfc
/// verifies with.
pub(crate) fn redefined_macros(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let mut users: Vec<&str> = fe.headers.iter().map(|h| h.marker.as_str()).collect();
    users.extend(fe.map.main_marker());
    users.push("<command-line>");
    for m in macro_directives(files) {
        let (directive, name) = (m.directive, m.name);
        // Feature-test macros are the user's to set before the headers
        // (glibc's `features.h` then sets `_POSIX_C_SOURCE` itself).
        let feature = name.starts_with('_') && name.ends_with("_SOURCE")
            || matches!(name, "_FILE_OFFSET_BITS" | "_TIME_BITS");
        let elsewhere = !feature
            && fe.pp.history.get(name).is_some_and(|events| {
                events
                    .iter()
                    .any(|e| e.def.is_some() && !users.contains(&e.file.as_str()))
            });
        if elsewhere {
            diags.push(
                Diagnostic::error(m.at..m.at + name.len(), format!("`#{directive} {name}`: `{name}` is a macro of a system header, of vmfc's `mpi.h` or of the compiler"))
                    .with_label("changes a macro defined outside your files")
                    .with_note("vmfc gives these macros their meaning (MPI's datatypes and operations, the limits of the C types its checks use), and the build reads the libraries' own headers: use a name of your own")
                    .in_file(m.file),
            );
        }
    }
}

/// The words of ACSL that a macro may not be named: Frama-C expands the
/// user's macros in every annotation, vmfc's generated ones and its
/// header's included, so `#define check assert` made vmfc's smoke checks
/// assertions (assumed from then on), `#define terminates ensures` dropped
/// termination, `#define Pre Here` emptied the universality checks (hunt
/// 30). Clause keywords, annotation keywords, labels, logic types.
const ACSL_WORDS: [&str; 48] = [
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
    let mut given: Vec<(&String, &crate::cfront::preprocess::Macro)> = (fe.pp.history.iter())
        .filter(|(_, events)| {
            events
                .iter()
                .any(|e| e.def.is_some() && e.file == "<command-line>")
        })
        .filter_map(|(name, _)| fe.pp.macros.get(name).map(|m| (name, m)))
        .collect();
    given.sort_by_key(|(name, _)| name.as_str());
    for (name, m) in given {
        if let Some(why) = rewrites_annotations(name, &m.body) {
            diags.push(
                Diagnostic::error(0..0, format!("the macro `{name}` given with `-D`: {why}"))
                    .with_note(NOTE),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{definition, rewrites_annotations, trigraphs};

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

    fn errors(body: &str) -> Vec<String> {
        let mut found = Vec::new();
        definition(body, 0, &mut found);
        found.into_iter().map(|d| d.message).collect()
    }

    #[test]
    fn pasting_and_unbalanced_braces_are_refused_in_definitions() {
        assert!(errors("define SWAP(a, b) do { int t = a; a = b; b = t; } while (0)").is_empty());
        assert!(errors("define STR(x) #x").is_empty());
        assert!(errors("define N 5 /* { */").is_empty());
        assert!(errors("undef OPEN").is_empty());
        assert_eq!(
            errors("define CAT(a, b) a ## b"),
            ["token pasting (`##`) in a macro"]
        );
        assert_eq!(
            errors("define CAT(a, b) a # # b").len(),
            0,
            "two stringizings"
        );
        assert_eq!(errors("define CAT(a,b) a##b").len(), 1);
        assert_eq!(errors("define OPEN {").len(), 1);
        assert_eq!(errors("define SHUT(x) x; }").len(), 1);
        assert_eq!(
            errors("define FLIP } else {").len(),
            1,
            "closes before it opens"
        );
    }

    #[test]
    fn trigraphs_are_refused_anywhere() {
        let n = |t: &str| {
            let mut found = Vec::new();
            trigraphs(t, &mut found);
            found.len()
        };
        assert_eq!(n("// a comment ??/\nx;"), 1);
        assert_eq!(n("char *s = \"??=\";"), 1);
        assert_eq!(n("what?? no. ?\\?/"), 0);
    }
}

//! The rules on the user's text and directives: line continuations that
//! would make vmfc and the compiler read other tokens, line directives,
//! pragmas, and conditional compilation on what differs between
//! verification and the build.

use super::Tok;
use crate::cfront::lexer::{lex, line_directive, reserved_identifier, TokKind};
use crate::diag::Diagnostic;
use std::collections::HashSet;

/// Macros the compiler itself defines, the same when vmfc verifies and
/// when the program is built (both use GCC for the same machine). Other
/// macros that a system header, the MPI library, Frama-C or the build's
/// options define may differ between verification and the build; the
/// user's own (defined in their files, or on the command line as for the
/// build) may be tested. (`__STDC_VERSION__` is not one: the build's
/// `-std=` option chooses it.)
const COMPILER_MACROS: [&str; 17] = [
    "__GNUC__",
    "__GNUC_MINOR__",
    "__GNUC_PATCHLEVEL__",
    "__STDC__",
    "__STDC_HOSTED__",
    "__x86_64__",
    "__x86_64",
    "__amd64__",
    "__linux__",
    "__linux",
    "__unix__",
    "__unix",
    "__LP64__",
    "_LP64",
    "__CHAR_BIT__",
    "__cplusplus",
    "__ELF__",
];

/// Prefixes of macros that the MPI library (whose `mpi.h` vmfc replaces
/// with its own), Frama-C or the build's options define.
const BUILD_PREFIXES: [&str; 27] = [
    "MPI_",
    "PMPI_",
    "MPIO_",
    "PMPIO_",
    "MPIIMPL_",
    "MPIU_",
    "NO_TAGS_WITH_MODIFIERS",
    "MPIR_",
    "MPICH",
    "MPIX_",
    "QMPI",
    "ROMIO",
    "HAVE_MPI",
    "HAVE_PRAGMA",
    "OMPI_",
    "OPEN_MPI",
    "I_MPI",
    "MVAPICH",
    "MSMPI",
    "__FRAMAC",
    "__FC_",
    "__fc_",
    "__OPTIMIZE",
    "__NO_INLINE",
    "_FORTIFY",
    "__SANITIZE",
    "_OPENMP",
];

/// Pragmas that change no meaning vmfc or Frama-C relies on.
const HARMLESS_PRAGMAS: [&str; 4] = ["once", "GCC diagnostic", "clang diagnostic", "message"];

/// A pragma other than the harmless ones: its text (after `pragma`).
pub(super) fn pragma_error(text: &str, at: std::ops::Range<usize>) -> Option<Diagnostic> {
    // Its comments are blanks, as for the preprocessor (a `//! here`
    // after it is no part of it; `ignored /* c */ "-Woverflow"` is
    // `ignored "-Woverflow"`).
    let text = &uncommented(text);
    let text = text.trim();
    let words: Vec<&str> = text.split_whitespace().collect();
    let harmless = HARMLESS_PRAGMAS.iter().any(|h| {
        let hw: Vec<&str> = h.split_whitespace().collect();
        words.len() >= hw.len() && words[..hw.len()] == hw[..]
    });
    if harmless {
        return silences(&words).map(|flag| {
            Diagnostic::error(at, format!("`#pragma {text}` changes `{flag}`, a warning vmfc reads"))
                .with_label("diagnostic pragma")
                .with_note("vmfc asks the compiler for the constructs C leaves without a defined value and Frama-C reads otherwise (an overflowing constant, a variable changed and read without a sequence point, ...), by its warnings; a pragma that silences them hides them (hunt 40). Keep diagnostic pragmas to other warnings")
        });
    }
    Some(
        Diagnostic::error(at, format!("vmfc cannot verify `#pragma {text}`"))
            .with_label("pragma")
            .with_note("Frama-C ignores most pragmas, but the compiler may not (`redefine_extname`, `weak`, `omp`, `pack` ... change what runs or what memory looks like): remove it, or keep only `#pragma once` and diagnostic pragmas"),
    )
}

/// `text` with each comment a blank (read by vmfc's lexer, literals
/// and their escapes included).
fn uncommented(text: &str) -> String {
    let mut out = text.to_string();
    let comments = lex(text).into_iter().rev();
    for t in comments.filter(|t| matches!(t.kind, TokKind::Comment { .. })) {
        out.replace_range(t.span, " ");
    }
    out
}

/// The warnings vmfc reads from the compiler (`cfront/compiler.rs`), and
/// the groups that hold them.
const READ_WARNINGS: [&str; 9] = [
    "-Woverflow",
    "-Wshift",
    "-Wdiv-by-zero",
    "-Wsequence-point",
    "-Woverride-init",
    "-Wall",
    "-Wextra",
    "-Wpedantic",
    "-pedantic",
];

/// The warning a diagnostic pragma's words (`GCC diagnostic ignored
/// "-Woverflow"`) change, if vmfc reads it.
fn silences(words: &[&str]) -> Option<String> {
    if !matches!(words.get(2), Some(&("ignored" | "warning" | "error"))) {
        return None;
    }
    let flag: String = (words.get(3)?.chars())
        .filter(|c| !matches!(c, '"' | '\\'))
        .collect();
    let read = READ_WARNINGS.iter().any(|w| flag.starts_with(w)) || flag == "-W" || flag == "-w";
    read.then_some(flag)
}

/// The rules on one directive at `start..end` of `text`: no line directive,
/// no pragma but harmless ones, and no `#if`, `#ifdef`, `#elif` ... on a
/// macro defined outside the user's files (`own`) by a system header
/// (`system`), the MPI library, Frama-C or the build's options: vmfc
/// verifies with its own `mpi.h` and Frama-C's C library, the program is
/// built with the libraries' own, so the branch verified may not be the
/// one built.
pub(super) fn directive(
    text: &str,
    start: usize,
    end: usize,
    (own, system, tainted): (&HashSet<String>, &HashSet<&str>, &HashSet<String>),
    found: &mut Vec<Diagnostic>,
) {
    let body = &text[start + 1..end];
    let toks = lex(body);
    let mut idents = toks
        .iter()
        .filter(|t| t.kind == TokKind::Ident)
        .map(|t| (&body[t.span.clone()], start + 1 + t.span.start));
    let at = start..start + 1;
    if let Some(d) = line_directive(text, start, end) {
        found.push(d);
        return;
    }
    let Some((directive, _)) = idents.next() else {
        return;
    };
    if directive == "pragma" {
        let after = body.trim_start().strip_prefix("pragma").unwrap_or("");
        found.extend(pragma_error(after, at));
        return;
    }
    if !matches!(
        directive,
        "if" | "ifdef" | "ifndef" | "elif" | "elifdef" | "elifndef"
    ) {
        return;
    }
    for (name, at) in idents {
        let label = if name.starts_with("__has_") {
            "asks about the headers or the compiler"
        } else if tainted.contains(name) {
            "its definition tests a macro defined outside your files"
        } else if outside(name, own, system) {
            "defined outside your files"
        } else {
            continue;
        };
        found.push(
            Diagnostic::error(at..at + name.len(), format!("conditional compilation on `{name}`"))
                .with_label(label)
                .with_note("vmfc verifies the program with its own mpi.h and Frama-C's C library; the program is built with the MPI and C libraries' own headers and options: a test of a macro that a system header, the MPI library, Frama-C or the build's options define (or of which headers exist) could verify one branch and build another. Keep the branch you build"),
        );
    }
}

/// A macro name that the user's files and options do not define and that
/// a system header, the MPI library, Frama-C or the build's options do, or
/// may: every reserved name (`__x`, `_X`: C11 7.1.3 keeps them for the
/// implementation, and the compiler defines many by option, as
/// `__STRICT_ANSI__` under `-std=c11` or `__FAST_MATH__` under
/// `-ffast-math`) but the compiler's own that options do not change.
fn outside(name: &str, own: &HashSet<String>, system: &HashSet<&str>) -> bool {
    name != "defined"
        && !own.contains(name)
        && !COMPILER_MACROS.contains(&name)
        && (reserved_identifier(name)
            || system.contains(name)
            || BUILD_PREFIXES.iter().any(|p| name.starts_with(p)))
}

/// The user's macros whose definition (directly or through other user
/// macros) names a macro defined outside the user's files, or asks
/// `__has_include` and the like: tested in `#if`, they would test it too
/// (`#define HAVE_MPI3 (MPI_VERSION >= 3)`).
pub(super) fn tainted_macros(
    bodies: &std::collections::HashMap<String, String>,
    own: &HashSet<String>,
    system: &HashSet<&str>,
) -> HashSet<String> {
    let names: std::collections::HashMap<&str, Vec<String>> = bodies
        .iter()
        .map(|(m, body)| {
            let words = lex(body)
                .iter()
                .filter(|t| t.kind == TokKind::Ident)
                .map(|t| body[t.span.clone()].to_string())
                .collect();
            (m.as_str(), words)
        })
        .collect();
    let mut tainted: HashSet<String> = HashSet::new();
    loop {
        let before = tainted.len();
        for (m, words) in &names {
            if words
                .iter()
                .any(|w| w.starts_with("__has_") || tainted.contains(w) || outside(w, own, system))
            {
                tainted.insert(m.to_string());
            }
        }
        if tainted.len() == before {
            return tainted;
        }
    }
}

/// Line continuations (a backslash ending a line, also before spaces or a
/// carriage return) that could make vmfc and the compiler read different
/// tokens: one is allowed only next to a blank, and never in a `//` comment
/// (the comment would go on to the next line).
pub(super) fn splices(text: &str, toks: &[Tok], found: &mut Vec<Diagnostic>) {
    let b = text.as_bytes();
    let line_comments: Vec<(usize, usize)> = toks
        .iter()
        .filter(|t| matches!(t.kind, TokKind::Comment { line: true, .. }))
        .map(|t| (t.start, t.end))
        .collect();
    // Inside annotations every continuation is an error of its own
    // (`annotation_lines`).
    let annotations = super::annotation_lines::annotations(toks);
    let literals: Vec<(usize, usize)> = (toks.iter())
        .filter(|t| matches!(t.kind, TokKind::Str | TokKind::Char))
        .map(|t| (t.start, t.end))
        .collect();
    for (i, _) in text.match_indices('\\') {
        if annotations.iter().any(|&(s, e)| s <= i && i < e) {
            continue;
        }
        let mut j = i + 1;
        while b.get(j).is_some_and(|&c| crate::cfront::lexer::is_blank(c)) {
            j += 1;
        }
        let spaced = j > i + 1;
        let Some(next) = crate::cfront::lexer::continuation_end(b, i) else {
            continue;
        };
        let at = i..i + 1;
        let before = i.checked_sub(1).map(|p| b[p]);
        let after = b.get(next).copied();
        let blank = |c: Option<u8>| c.is_none_or(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'));
        let why = if literals.iter().any(|&(s, e)| s < i && i < e) {
            // Hunt 126: the ends of lines (CRLF, blanks) decide where it
            // ends; an annotation after it was read by Frama-C only.
            "a line continuation inside a string or character literal"
        } else if spaced {
            "a backslash followed by blanks at the end of a line continues the line for the compiler"
        } else if line_comments.iter().any(|&(s, e)| s <= i && i < e) {
            "a `//` comment ending in a backslash goes on to the next line for the compiler"
        } else if !blank(before) && !blank(after) {
            "a line continuation joins the text on both sides into one token for the compiler"
        } else {
            continue;
        };
        found.push(
            Diagnostic::error(at, why)
                .with_label("line continuation")
                .with_note("vmfc must read the text as the compiler does: remove the backslash, or put a blank before it"),
        );
    }
}

/// A directive after a comment on its line (`/* note */ #define N 5`): the
/// compiler reads it, but Frama-C, which keeps comments for the
/// annotations, does not (it would then report the macro's uses).
pub(super) fn after_comment(text: &str, toks: &[Tok], found: &mut Vec<Diagnostic>) {
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TokKind::Punct || t.text != "#" {
            continue;
        }
        let line_start = text[..t.start].rfind('\n').map_or(0, |n| n + 1);
        let before = toks[..i].iter().rev().take_while(|p| p.end > line_start);
        let mut comments = 0;
        let mut only_comments = true;
        for p in before {
            match p.kind {
                TokKind::Comment { .. } => comments += 1,
                _ => only_comments = false,
            }
        }
        if only_comments && comments > 0 {
            found.push(
                Diagnostic::error(t.start..t.end, "a preprocessor directive after a comment on its line")
                    .with_note("Frama-C, which keeps comments for the annotations, does not read it as a directive: start the line with `#` and put the comment after the directive or on a line of its own"),
            );
        }
    }
}

/// A comment between `#` and the directive's name (`#/**/define`): the
/// compiler reads the directive, and vmfc's rules that read directives
/// from the text would not see it (hunt 31: an ACSL word defined as a
/// macro, an `#include` in a block, `MPI_DOUBLE` redefined).
pub(super) fn comment_after_hash(text: &str, start: usize, end: usize) -> Option<Diagnostic> {
    let b = &text.as_bytes()[start + 1..end];
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\r' | b'\n' | b'\\' => i += 1,
            b'/' if matches!(b.get(i + 1), Some(b'*' | b'/')) => {
                return Some(
                    Diagnostic::error(start..start + 1 + i + 2, "a comment between `#` and the directive's name")
                        .with_note("vmfc reads directives by their name right after `#`: write the directive's name first, and the comment after it"),
                );
            }
            _ => return None,
        }
    }
    None
}

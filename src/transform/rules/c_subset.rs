//! C that vmfc cannot verify faithfully, rejected in the user's files before
//! anything else: text that vmfc's reading and the C compiler's would split
//! differently (line continuations inside tokens or comments, the `%:`
//! digraph for `#`, `#line`), code whose effect Wp does not model (unions,
//! bit-fields, inline assembly, attributes and pragmas that run, redirect or
//! remove calls), and what differs between vmfc's verification and the
//! real build (conditional compilation on the MPI library's, the C
//! library's or Frama-C's macros; C library constants whose value under
//! Frama-C is not the build's).

use crate::annot::comments::blank_ats;
use crate::cfront::lexer::{lex, TokKind};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

/// GCC attributes that run, redirect or remove calls where Frama-C, which
/// ignores them, sees none of it (`const` and `pure` let the compiler
/// delete calls of a function that has side effects).
const HIDDEN_CALLS: [&str; 8] = [
    "cleanup",
    "alias",
    "ifunc",
    "constructor",
    "destructor",
    "weakref",
    "const",
    "pure",
];

/// Macros the compiler itself defines, the same when vmfc verifies and
/// when the program is built (both use GCC for the same machine). Other
/// macros that a system header, the MPI library, Frama-C or the build's
/// options define may differ between verification and the build; the
/// user's own (defined in their files, or on the command line as for the
/// build) may be tested.
const COMPILER_MACROS: [&str; 18] = [
    "__GNUC__",
    "__GNUC_MINOR__",
    "__GNUC_PATCHLEVEL__",
    "__STDC__",
    "__STDC_VERSION__",
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
const BUILD_PREFIXES: [&str; 23] = [
    "MPI_",
    "PMPI_",
    "MPIO_",
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

/// C library constants whose value in Frama-C's library (which vmfc proves
/// with) differs from common C libraries' (glibc: `FOPEN_MAX` 16,
/// `L_tmpnam` 20). (`RAND_MAX` is one too: vmfc's header makes it a value
/// the proof does not know.)
const LIBRARY_CONSTANTS: [(&str, &str); 8] = [
    ("FOPEN_MAX", "20"),
    ("L_tmpnam", "1024"),
    ("INT_FAST16_MAX", "32767"),
    ("INT_FAST16_MIN", "-32768"),
    ("INT_FAST32_MAX", "2147483647"),
    ("INT_FAST32_MIN", "-2147483648"),
    ("UINT_FAST16_MAX", "65535"),
    ("UINT_FAST32_MAX", "4294967295"),
];

/// C library types whose width in Frama-C's library differs from glibc's
/// (8 bytes there, 4 here).
const LIBRARY_TYPES: [&str; 5] = [
    "int_fast16_t",
    "int_fast32_t",
    "uint_fast16_t",
    "uint_fast32_t",
    "clock_t",
];

/// vmfc's header gives these other values than MPICH's (`MPI_IN_PLACE` is
/// null, `MPI_STATUS_IGNORE` a real object): only as an argument of an MPI
/// call do they mean the same.
const MPI_SENTINELS: [&str; 3] = ["MPI_IN_PLACE", "MPI_STATUS_IGNORE", "MPI_STATUSES_IGNORE"];

/// Pragmas that change no meaning vmfc or Frama-C relies on.
const HARMLESS_PRAGMAS: [&str; 4] = ["once", "GCC diagnostic", "clang diagnostic", "message"];

/// Apply the rules to every user file.
pub(crate) fn unsupported_c(
    files: &[SourceFile],
    defines: &[String],
    system: &std::collections::HashSet<&str>,
    diags: &mut Diagnostics,
) {
    // The user's macros: defined in their files or on the command line.
    let mut own: std::collections::HashSet<String> = defines
        .iter()
        .map(|d| d.split('=').next().unwrap_or(d).trim().to_string())
        .collect();
    for file in files {
        for t in lex(&file.text)
            .iter()
            .filter(|t| t.kind == TokKind::Directive)
        {
            let body = &file.text[t.span.start + 1..t.span.end];
            let words: Vec<&str> = body
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .take(2)
                .collect();
            if let ["define", name] = words.as_slice() {
                own.insert(name.to_string());
            }
        }
    }
    for (fi, file) in files.iter().enumerate() {
        let mut found = Vec::new();
        splices(&file.text, &mut found);
        let toks = tokens(&file.text);
        constructs(&toks, &mut found);
        for t in &toks {
            if t.kind == TokKind::Directive {
                conditional(&file.text, t.start, t.end, (&own, system), &mut found);
            }
        }
        // One error per construct and file.
        let mut seen = std::collections::HashSet::new();
        found.sort_by_key(|d| d.span.start);
        found.retain(|d| seen.insert(d.message.clone()));
        diags.extend(found.into_iter().map(|d| d.in_file(fi)));
    }
}

/// A token at an absolute offset, from the code, from a directive's body
/// (a macro), or from an ACSL annotation (ghost code).
struct Tok {
    kind: TokKind,
    start: usize,
    end: usize,
    text: String,
}

fn tokens(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut push = |t: &crate::cfront::lexer::Token, base: usize, inner: &str| {
        out.push(Tok {
            kind: t.kind,
            start: base + t.span.start,
            end: base + t.span.end,
            text: inner[t.span.clone()].to_string(),
        })
    };
    for t in lex(text) {
        push(&t, 0, text);
        let inner = match t.kind {
            // Skip the `#`: the body lexed again is code.
            TokKind::Directive => text[t.span.start + 1..t.span.end].to_string(),
            TokKind::Comment { acsl: true, .. } => blank_ats(&text[t.span.clone()]),
            _ => continue,
        };
        let base = t.span.start + usize::from(t.kind == TokKind::Directive);
        for u in lex(&inner) {
            push(&u, base, &inner);
            if let TokKind::Comment { acsl: true, .. } = u.kind {
                let c = blank_ats(&inner[u.span.clone()]);
                for w in lex(&c) {
                    push(&w, base + u.span.start, &c);
                }
            }
        }
    }
    out
}

fn constructs(toks: &[Tok], found: &mut Vec<Diagnostic>) {
    for (k, t) in toks.iter().enumerate() {
        let at = t.start..t.end;
        match (&t.kind, t.text.as_str()) {
            (TokKind::Ident, "union") => found.push(
                Diagnostic::error(at, "vmfc cannot verify programs with unions")
                    .with_label("union")
                    .with_note("Wp's memory model treats the members of a union as separate memory, so a write to one member would not change the others: use a struct or separate variables"),
            ),
            (TokKind::Ident, "asm" | "__asm" | "__asm__") => found.push(
                Diagnostic::error(at, "vmfc cannot verify inline assembly")
                    .with_label("assembly")
                    .with_note("Frama-C assumes that assembly has no effect, so the program it proves is not the one that runs"),
            ),
            (TokKind::Ident, "__attribute__" | "__attribute") => {
                if let Some(name) = hidden_call(&toks[k + 1..]) {
                    found.push(attribute_error(at, &name));
                }
            }
            // `[[gnu::cleanup(f)]]`
            (TokKind::Ident, name)
                if k >= 2
                    && toks[k - 1].text == ":"
                    && toks[k - 2].text == ":"
                    && HIDDEN_CALLS.contains(&name.trim_start_matches("__").trim_end_matches("__")) =>
            {
                found.push(attribute_error(at, name));
            }
            (TokKind::Ident, name) if LIBRARY_CONSTANTS.iter().any(|(c, _)| *c == name) => {
                let value = LIBRARY_CONSTANTS.iter().find(|(c, _)| *c == name).map_or("", |c| c.1);
                found.push(
                    Diagnostic::error(at, format!("`{name}` is not the same under Frama-C and in the build"))
                        .with_label("C library constant")
                        .with_note(format!("vmfc proves the program with Frama-C's C library, where `{name}` is {value}; the C library the program is built with may define another value (glibc does): write the bound the program relies on")),
                );
            }
            (TokKind::Ident, name) if LIBRARY_TYPES.contains(&name) => found.push(
                Diagnostic::error(at, format!("`{name}` is not the same type under Frama-C and in the build"))
                    .with_label("C library type")
                    .with_note("Frama-C's C library makes it 4 bytes wide, glibc 8: use a type of fixed width (`int32_t`, `int64_t`)"),
            ),
            (TokKind::Ident, name)
                if name.starts_with("__attribute_") && name != "__attribute__"
                    || name.starts_with("__attr_") =>
            {
                found.push(
                    Diagnostic::error(at, format!("vmfc cannot verify `{name}`"))
                        .with_label("attribute macro")
                        .with_note("the C library's attribute macros may let the compiler remove or redirect calls (`__attribute_const__` is `__attribute__((const))` in glibc), and Frama-C ignores them: remove it"),
                );
            }
            (TokKind::Ident, name) if MPI_SENTINELS.contains(&name) && !mpi_argument(toks, k) => {
                found.push(
                    Diagnostic::error(at, format!("`{name}` may only be written as an argument of an MPI call"))
                        .with_label("outside an MPI call")
                        .with_note("vmfc's mpi.h gives it another value than the MPI library's (so that vmfc can tell it apart): compared, stored or dereferenced, it would not mean the same in the verified and the built program"),
                );
            }
            (TokKind::Ident, "_Pragma") => {
                if let Some(text) = toks.get(k + 2).filter(|t| t.kind == TokKind::Str) {
                    let body = text.text.trim_matches('"').replace("\\\"", "\"");
                    if let Some(d) = pragma_error(&body, at) {
                        found.push(d);
                    }
                }
            }
            (TokKind::Punct, ":") if bit_field(toks, k) => found.push(
                Diagnostic::error(at, "vmfc cannot verify bit-fields")
                    .with_label("bit-field")
                    .with_note("Wp treats a bit-field as a whole integer, so it would miss the truncation of a value stored in it: use an integer member"),
            ),
            (TokKind::Punct, "%:" | "%:%:") => found.push(
                Diagnostic::error(at, "the digraph `%:` is not supported: write `#`")
                    .with_label("digraph"),
            ),
            _ => {}
        }
    }
}

/// Whether the token at `k` is a whole argument of a call of an MPI routine
/// (`MPI_Recv(..., MPI_STATUS_IGNORE)`).
fn mpi_argument(toks: &[Tok], k: usize) -> bool {
    let (Some(before), Some(after)) = (k.checked_sub(1).map(|j| &toks[j]), toks.get(k + 1)) else {
        return false;
    };
    if !matches!(before.text.as_str(), "(" | ",") || !matches!(after.text.as_str(), ")" | ",") {
        return false;
    }
    // The `(` that opens the argument list, and the name before it.
    let mut depth = 0i32;
    for j in (0..k).rev() {
        match toks[j].text.as_str() {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" | "{" if depth > 0 => depth -= 1,
            "(" => {
                return j.checked_sub(1).is_some_and(|n| {
                    toks[n].kind == TokKind::Ident && toks[n].text.starts_with("MPI_")
                });
            }
            "[" | "{" => return false,
            _ => {}
        }
    }
    false
}

/// Whether the `:` at `toks[k]` gives a member of a `struct` its width:
/// directly inside the braces of a `struct` (or `union`) body, outside
/// parentheses and brackets.
fn bit_field(toks: &[Tok], k: usize) -> bool {
    let mut depth = 0i32;
    for j in (0..k).rev() {
        match toks[j].text.as_str() {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" => {
                if depth == 0 {
                    return false;
                }
                depth -= 1;
            }
            "{" => {
                if depth > 0 {
                    depth -= 1;
                    continue;
                }
                // The body's opening brace: `struct [tag] {`.
                let before: Vec<&str> = toks[..j]
                    .iter()
                    .rev()
                    .take(2)
                    .map(|t| t.text.as_str())
                    .collect();
                return matches!(
                    before.as_slice(),
                    ["struct" | "union", ..] | [_, "struct" | "union"]
                );
            }
            "?" if depth == 0 => return false,
            _ => {}
        }
    }
    false
}

/// A pragma other than the harmless ones: its text (after `pragma`).
fn pragma_error(text: &str, at: std::ops::Range<usize>) -> Option<Diagnostic> {
    let text = text.trim();
    let words: Vec<&str> = text.split_whitespace().collect();
    let harmless = HARMLESS_PRAGMAS.iter().any(|h| {
        let hw: Vec<&str> = h.split_whitespace().collect();
        words.len() >= hw.len() && words[..hw.len()] == hw[..]
    });
    (!harmless).then(|| {
        Diagnostic::error(at, format!("vmfc cannot verify `#pragma {text}`"))
            .with_label("pragma")
            .with_note("Frama-C ignores most pragmas, but the compiler may not (`redefine_extname`, `weak`, `omp`, `pack` ... change what runs or what memory looks like): remove it, or keep only `#pragma once` and diagnostic pragmas")
    })
}

fn attribute_error(at: std::ops::Range<usize>, name: &str) -> Diagnostic {
    Diagnostic::error(at, format!("vmfc cannot verify the `{name}` attribute"))
        .with_label("attribute")
        .with_note("it makes the compiler call or redirect a function where the code does not show it, and Frama-C ignores it: call the function explicitly")
}

/// The first attribute of `HIDDEN_CALLS` in the `((...))` that starts `toks`.
fn hidden_call(toks: &[Tok]) -> Option<String> {
    if toks.first()?.text != "(" {
        return None;
    }
    let mut depth = 0usize;
    for t in toks {
        match t.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            }
            name if depth == 2 && t.kind == TokKind::Ident => {
                let bare = name.trim_start_matches("__").trim_end_matches("__");
                if HIDDEN_CALLS.contains(&bare) {
                    return Some(bare.to_string());
                }
            }
            _ => {}
        }
    }
    None
}

/// `#if`, `#ifdef`, `#elif` ... testing a macro of the MPI library or of
/// Frama-C: vmfc verifies with its own `mpi.h` under Frama-C, the program
/// runs with the library's, so the branch verified may not be the one built.
fn conditional(
    text: &str,
    start: usize,
    end: usize,
    (own, system): (
        &std::collections::HashSet<String>,
        &std::collections::HashSet<&str>,
    ),
    found: &mut Vec<Diagnostic>,
) {
    let body = &text[start + 1..end];
    let toks = lex(body);
    let mut idents = toks
        .iter()
        .filter(|t| t.kind == TokKind::Ident)
        .map(|t| (&body[t.span.clone()], start + 1 + t.span.start));
    let at = start..start + 1;
    if let Some(d) = crate::cfront::lexer::line_directive(text, start, end) {
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
        let outside = system.contains(name) || BUILD_PREFIXES.iter().any(|p| name.starts_with(p));
        if name != "defined" && !own.contains(name) && !COMPILER_MACROS.contains(&name) && outside {
            found.push(
                Diagnostic::error(at..at + name.len(), format!("conditional compilation on `{name}`"))
                    .with_label("defined outside your files")
                    .with_note("vmfc verifies the program with its own mpi.h and Frama-C's C library; the program is built with the MPI and C libraries' own headers and options: a test of a macro that a system header, the MPI library, Frama-C or the build's options define could verify one branch and build another. Keep the branch you build"),
            );
        }
    }
}

/// Line continuations (a backslash ending a line, also before spaces or a
/// carriage return) that could make vmfc and the compiler read different
/// tokens: one is allowed only next to a blank, and never in a `//` comment
/// (the comment would go on to the next line).
fn splices(text: &str, found: &mut Vec<Diagnostic>) {
    let b = text.as_bytes();
    let line_comments: Vec<(usize, usize)> = tokens(text)
        .iter()
        .filter(|t| matches!(t.kind, TokKind::Comment { line: true, .. }))
        .map(|t| (t.start, t.end))
        .collect();
    for (i, _) in text.match_indices('\\') {
        let mut j = i + 1;
        while matches!(b.get(j), Some(b' ' | b'\t')) {
            j += 1;
        }
        let spaced = j > i + 1;
        if b.get(j) == Some(&b'\r') {
            j += 1;
        }
        if b.get(j) != Some(&b'\n') {
            continue;
        }
        let at = i..i + 1;
        let before = i.checked_sub(1).map(|p| b[p]);
        let after = b.get(j + 1).copied();
        let blank = |c: Option<u8>| c.is_none_or(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'));
        let why = if spaced {
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

#[cfg(test)]
mod tests;

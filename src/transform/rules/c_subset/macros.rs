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

/// `$` in a name, which GCC and Frama-C accept and vmfc's readers do not
/// (hunt 39: `G$H` was read as `G`, so a ghost global stayed out of Wp's
/// memory): anywhere but in string and character literals and ordinary
/// comments.
pub(super) fn dollars(text: &str, found: &mut Vec<Diagnostic>) {
    for t in lex(text) {
        let s = &text[t.span.clone()];
        let at = match t.kind {
            TokKind::Str | TokKind::Char | TokKind::Comment { acsl: false, .. } => None,
            TokKind::Comment { acsl: true, .. } | TokKind::Directive => outside_literals(s, b'$'),
            _ => s.find('$'),
        };
        if let Some(k) = at {
            let i = t.span.start + k;
            found.push(
                Diagnostic::error(i..i + 1, "`$` in a name")
                    .with_label("not a C11 name character")
                    .with_note("GCC accepts `$` in identifiers; vmfc reads names as C11 spells them and would read `a$b` as other names. Rename it"),
            );
        }
    }
}

/// The first `c` in `s` outside its string and character literals (a quote
/// that no quote closes is a character).
fn outside_literals(s: &str, c: u8) -> Option<usize> {
    let b = s.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'"' || b[k] == b'\'' {
            let mut j = k + 1;
            while j < b.len() && b[j] != b[k] && b[j] != b'\n' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            if j < b.len() && b[j] == b[k] {
                k = j + 1;
                continue;
            }
        } else if b[k] == c {
            return Some(k);
        }
        k += 1;
    }
    None
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
pub(super) struct MacroDirective<'a> {
    pub(super) file: usize,
    pub(super) directive: &'a str,
    pub(super) name: &'a str,
    pub(super) at: usize,
    pub(super) rest: &'a str,
}

/// The definition `-D` gave each macro, by name (even if the file
/// undefines it later, hunt 31; a second `-D` with another replacement is
/// an error of `redefined_macros`).
pub(super) fn command_line_macros(
    fe: &Frontend,
) -> Vec<(&String, &crate::cfront::preprocess::Macro)> {
    let mut given: Vec<(&String, &crate::cfront::preprocess::Macro)> = (fe.pp.history.iter())
        .filter_map(|(name, events)| {
            (events.iter())
                .filter(|e| e.file == "<command-line>")
                .find_map(|e| e.def.as_ref())
                .map(|m| (name, m))
        })
        .collect();
    given.sort_by_key(|(name, _)| name.as_str());
    given
}

/// The `#define`s and `#undef`s of `files`, in order.
pub(super) fn macro_directives(files: &[SourceFile]) -> Vec<MacroDirective<'_>> {
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

/// The macros MPICH's own headers test (measured: `mpich_tested.txt`).
const MPICH_TESTED: &str = include_str!("mpich_tested.txt");

/// Rule (hunt 32): no macro of the user's files or of `-D` is one that
/// MPICH's own headers test: it would change the build's mpi.h, which
/// vmfc does not read (`MPICH_SUPPRESS_PROTOTYPES` left the build without
/// MPI's prototypes, `MPI_INCLUDED` without all of mpi.h).
pub(crate) fn mpi_header_macros(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    const NOTE: &str = "vmfc verifies with its own mpi.h and the program is built with the MPI library's, which tests this macro: defining it makes the build's header differ from what was verified. Use another name";
    let tested = |name: &str| {
        MPICH_TESTED
            .lines()
            .any(|l| !l.starts_with('#') && l == name)
    };
    for m in macro_directives(files).iter().filter(|m| tested(m.name)) {
        diags.push(
            Diagnostic::error(
                m.at..m.at + m.name.len(),
                format!(
                    "`#{} {}`: MPICH's mpi.h tests `{}`",
                    m.directive, m.name, m.name
                ),
            )
            .with_label("changes the MPI library's header")
            .with_note(NOTE)
            .in_file(m.file),
        );
    }
    let mut given: Vec<&String> = (fe.pp.history.iter())
        .filter(|(name, events)| tested(name) && events.iter().any(|e| e.file == "<command-line>"))
        .map(|(name, _)| name)
        .collect();
    given.sort();
    for name in given {
        diags.push(
            Diagnostic::error(
                0..0,
                format!("the macro `{name}` given with `-D`: MPICH's mpi.h tests `{name}`"),
            )
            .on_command_line()
            .with_note(NOTE),
        );
    }
}

/// Where the user's macros come from, as the preprocessor's line markers
/// name it: the main file, the user's headers, `-D`.
pub(crate) fn user_markers(fe: &Frontend) -> Vec<&str> {
    let mut users: Vec<&str> = fe.headers.iter().map(|h| h.marker.as_str()).collect();
    users.extend(fe.map.main_marker());
    users.push("<command-line>");
    users
}

/// Whether a file other than the user's (`users`: `user_markers`) defines
/// the macro `name` in vmfc's reading: a system header, vmfc's `mpi.h`,
/// the compiler.
pub(crate) fn defined_outside(fe: &Frontend, users: &[&str], name: &str) -> bool {
    (fe.pp.history.get(name)).is_some_and(|events| {
        (events.iter()).any(|e| e.def.is_some() && !users.contains(&e.file.as_str()))
    })
}

/// Whether the user's files declare `name` (any declarator, tag or
/// enumerator, as the compiler reads them).
fn declared_by_user(fe: &Frontend, name: &str) -> bool {
    (fe.prog.declared.iter())
        .any(|(n, pp)| n == name && fe.def_origin(*pp) != crate::cfront::model::DefOrigin::System)
}

/// Rule: a `#define` or `#undef` in the user's files may not change a
/// macro that a system header, vmfc's `mpi.h` or the compiler defines:
/// vmfc reads `MPI_INT` as MPI's datatype and relies on `INT_MAX` in the
/// checks it generates, and the build's headers are not the ones vmfc
/// verifies with.
pub(crate) fn redefined_macros(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let users = user_markers(fe);
    for m in macro_directives(files) {
        let (directive, name) = (m.directive, m.name);
        // Feature-test macros are the user's to set before the headers
        // (glibc's `features.h` then sets `_POSIX_C_SOURCE` itself).
        let feature = name.starts_with('_') && name.ends_with("_SOURCE")
            || matches!(name, "_FILE_OFFSET_BITS" | "_TIME_BITS");
        let elsewhere = !feature && defined_outside(fe, &users, name);
        // A macro of another reading of the program (Frama-C's C
        // library, the MPI library's mpi.h; hunts 120, 122): its header
        // replaces the user's there.
        let other = (!elsewhere && !feature)
            .then(|| crate::transform::rules::other_readings::other_reading(fe, name))
            .flatten();
        if let Some((whose, why)) = other {
            diags.push(
                Diagnostic::error(
                    m.at..m.at + name.len(),
                    format!("`#{directive} {name}`: `{name}` is a macro of {whose}"),
                )
                .with_label("a library defines it in another reading")
                .with_note(format!("{why}: use a name of your own"))
                .in_file(m.file),
            );
        }
        // A name the program declared before the `#define` (hunt 131: an
        // enumeration constant in a universal section's bound meant 1 in
        // the callee and 0 at the caller's check, after `#define LAST 0`).
        if directive == "define" && declared_by_user(fe, name) {
            diags.push(
                Diagnostic::error(m.at..m.at + name.len(), format!("`#define {name}`: `{name}` is declared in your program"))
                    .with_label("also a variable, function, type, tag or enumeration constant")
                    .with_note("the name would be the declaration before the `#define` and the macro after it, in the code and in the annotations vmfc moves or repeats elsewhere: use another name for one of them")
                    .in_file(m.file),
            );
        }
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

/// Rule (hunt 31): a macro of the user's files or of `-D` keeps one
/// meaning: no `#undef` of it, no second `#define` with another
/// replacement (C allows the same one again). vmfc's rules on macros, and
/// the places it reads annotations and ghost code, take a macro's meaning
/// from the definition in force at the end of the file; one `#undef`ined
/// after its use wrote `admit`, named a false lemma, hid a recursion and a
/// write of vmfc's ghost state, and took back a `-D terminates=ensures`.
/// Read from the preprocessor's record, so a definition in a branch of
/// `#if` that is not compiled does not count.
pub(crate) fn changed_macros(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let users = user_markers(fe);
    let directives = macro_directives(files);
    let words = |b: &str| b.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut names: Vec<&String> = fe.pp.history.keys().collect();
    names.sort();
    for name in names {
        let mine: Vec<_> = (fe.pp.history[name].iter())
            .filter(|e| users.contains(&e.file.as_str()))
            .collect();
        // A macro defined outside the user's files: `redefined_macros`.
        let theirs = defined_outside(fe, &users, name);
        let Some(first) = mine.iter().find_map(|e| e.def.as_ref()).filter(|_| !theirs) else {
            continue;
        };
        let undefined = mine.iter().any(|e| e.def.is_none());
        let other = (mine.iter().filter_map(|e| e.def.as_ref()))
            .any(|d| d.params != first.params || words(&d.body) != words(&first.body));
        let directive = match (undefined, other) {
            (true, _) => "undef",
            (false, true) => "define",
            (false, false) => continue,
        };
        let what = if undefined {
            format!("`#undef {name}`: your macro `{name}` is undefined")
        } else {
            format!(
                "`#define {name}`: the macro `{name}` is defined again with another replacement"
            )
        };
        let mut d = match (directives.iter()).rfind(|m| m.name == name && m.directive == directive)
        {
            Some(m) => Diagnostic::error(m.at..m.at + name.len(), what).in_file(m.file),
            None => Diagnostic::error(0..0, what).on_command_line(),
        };
        d = d.with_note("vmfc reads each of your macros with one meaning throughout the file (in annotations, ghost code and its rules), so it may not change: give each meaning its own name");
        diags.push(d);
    }
}

#[cfg(test)]
mod tests {
    use super::{definition, trigraphs};

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

//! Rules on which definition a call runs: the program's function must be
//! the one the proof used. A definition with external linkage that has the
//! name of a function a system header declares replaces the library's for
//! every caller, the MPI and C libraries included (ELF interposition), and
//! an `inline` definition that is not `static` may not be the one a call
//! runs (C99's inline definitions, GNU's `extern inline`); a function that
//! Frama-C's own C library specifies is proved by that contract.

use crate::cfront::lexer::{lex, reserved_identifier, TokKind};
use crate::cfront::model::{CFunction, DefOrigin};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::BTreeSet;

/// The functions the MPI library and the libraries it loads call by name
/// (measured: `imports.txt` says how).
const IMPORTED: &str = include_str!("imports.txt");

/// The functions Frama-C's own C library gives a contract, by the header
/// whose inclusion declares them (measured: `framac_functions.txt` says
/// how).
const FRAMAC_SPECIFIED: &str = include_str!("framac_functions.txt");

/// Whether one of the `headers` of Frama-C's library declares `name` with
/// a contract.
fn framac_specified(headers: &BTreeSet<String>, name: &str) -> bool {
    FRAMAC_SPECIFIED
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .any(|(h, n)| n == name && headers.contains(h))
}

/// The header names the `#include` lines of `text` write, in either form.
fn include_names(text: &str) -> impl Iterator<Item = String> + '_ {
    let toks = lex(text);
    toks.into_iter()
        .filter(|t| t.kind == TokKind::Directive)
        .filter_map(move |t| {
            let line = text[t.span.clone()].strip_prefix('#')?.trim_start();
            let operand = line.strip_prefix("include")?.trim_start();
            let (close, rest) = match operand.chars().next()? {
                '<' => ('>', &operand[1..]),
                '"' => ('"', &operand[1..]),
                _ => return None,
            };
            Some(normal_header_name(rest.split(close).next().unwrap_or("")))
        })
}

/// A header name with its `.` and `dir/..` steps resolved, as the
/// preprocessor finds the file (hunt 143: `<./time.h>` is `<time.h>`).
fn normal_header_name(name: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for p in name.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            _ => parts.push(p),
        }
    }
    parts.join("/")
}

/// The headers the program includes, as Frama-C reads it: those the
/// user's files name, and those vmfc's `mpi.h` does.
fn included_headers(fe: &Frontend) -> BTreeSet<String> {
    let texts = std::iter::once(crate::header::MPI_H)
        .chain(std::iter::once(fe.file.text.as_str()))
        .chain(fe.headers.iter().map(|h| h.file.text.as_str()));
    texts.flat_map(include_names).collect()
}

/// Whether the MPI library or a library it loads calls a function `name`.
fn imported(name: &str) -> bool {
    IMPORTED.lines().any(|l| !l.starts_with('#') && l == name)
}

/// The declaration specifiers of `f` (the words before its name), as
/// preprocessed.
fn specifiers<'a>(fe: &'a Frontend, f: &CFunction) -> Vec<&'a str> {
    let text = fe.pp.text.get(f.pp_start..f.pp_name).unwrap_or("");
    lex(text)
        .iter()
        .filter(|t| t.kind == TokKind::Ident)
        .map(|t| &text[t.span.clone()])
        .collect()
}

/// Rule: the functions defined in the user's files (the input and its
/// headers) do not replace a library function, and are the ones their
/// calls run.
pub(crate) fn definitions_that_calls_may_not_run(fe: &Frontend, diags: &mut Diagnostics) {
    let system_declared = |name: &str| {
        fe.prog
            .functions
            .iter()
            .any(|g| g.name == name && fe.def_origin(g.pp_name) == DefOrigin::System)
    };
    let included = included_headers(fe);
    for f in fe.prog.functions.iter().filter(|f| f.body.is_some()) {
        if fe.def_origin(f.pp_name) == DefOrigin::System {
            continue;
        }
        let specs = specifiers(fe, f);
        let is_static = specs.contains(&"static");
        let inline = specs
            .iter()
            .any(|s| matches!(*s, "inline" | "__inline" | "__inline__"));
        let (fi, span) = fe.place(f.pp_name);
        if inline && !is_static {
            diags.push(
                Diagnostic::error(span.clone(), format!("`{}` is defined `inline` without `static`", f.name))
                    .with_label("inline definition")
                    .with_note("C's rules (and GCC's, by `-std` and `gnu_inline`) let a call of a non-static inline function run another definition of the name, from another file or a library, than the one vmfc proves: write `static inline`, or drop `inline`")
                    .in_file(fi),
            );
        } else if !is_static && f.name != "main" && reserved_identifier(&f.name) {
            diags.push(
                Diagnostic::error(span, format!("`{}` is a name reserved to the C implementation", f.name))
                    .with_label("defined with external linkage")
                    .with_note("C reserves names that begin with `__` or `_` and a capital letter to the compiler and the C library, whose start-up code and libraries call some by name (hunt 34: the program's `__libc_start_main` ran before `main`): rename it, or make it `static`")
                    .in_file(fi),
            );
        } else if !is_static
            && f.name != "main"
            && !crate::mpi::is_mpi_routine_name(&f.name)
            && (system_declared(&f.name) || imported(&f.name) || fe.builtins.contains(&f.name))
        {
            diags.push(
                Diagnostic::error(span, format!("`{}` is a function of the C library or of one the MPI library loads", f.name))
                    .with_label("replaces the library's function")
                    .with_note("a definition with external linkage replaces the library's for every caller, the MPI and C libraries included, which then run your code (unverified, or verified for your calls only), and the compiler may compute a call itself by the library's meaning, whatever your definition says (hunt 81: GCC folds `isdigit('1')` to 1 and `toascii(200)` to 72 without a header): rename it, or make it `static`")
                    .in_file(fi),
            );
        } else if f.name != "main" && framac_specified(&included, &f.name) {
            diags.push(
                Diagnostic::error(span, format!("`{}` is a function of Frama-C's C library", f.name))
                    .with_label("the proof would use the library's contract")
                    .with_note("Frama-C proves your program with its own C library, whose headers that the program includes (vmfc's `mpi.h` includes `<limits.h>`, `<stdio.h>`, `<stdlib.h>`, `<string.h>`) declare this function with a contract: a call of it is proved by that contract, not by your definition (hunt 140: a `strlcat` that loops was proved to terminate): rename it")
                    .in_file(fi),
            );
        }
    }
}

/// Rule (hunt 25): no variable defined in the user's files with external
/// linkage has the name of one the MPI library or a library it loads
/// reads (`environ`, `stdin`, ...): the program's definition replaces the
/// C library's for them, and MPI_Init read a null `environ` and crashed.
pub(crate) fn objects_that_replace_library_data(fe: &Frontend, diags: &mut Diagnostics) {
    for (name, pp) in &fe.prog.external_objects {
        if fe.def_origin(*pp) == DefOrigin::System || !(imported(name) || reserved_identifier(name))
        {
            continue;
        }
        let (fi, span) = fe.place(*pp);
        diags.push(
            Diagnostic::error(span, format!("`{name}` is a variable of the C library or of one the MPI library loads"))
                .with_label("replaces the library's variable")
                .with_note("a definition with external linkage replaces the library's for every reader, the MPI and C libraries included, which then read your variable (MPI_Init crashed reading a program's `char **environ;`): declare it `extern` to use the library's, or rename it, or make it `static`")
                .in_file(fi),
        );
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_mpi_library_calls_these_by_name() {
        for name in ["getenv", "malloc", "log", "read", "write", "poll"] {
            assert!(super::imported(name), "{name}");
        }
        for name in ["exchange", "main", "compute", "# Functions"] {
            assert!(!super::imported(name), "{name}");
        }
    }

    #[test]
    fn framac_specifies_these_in_these_headers() {
        let headers = |hs: &[&str]| hs.iter().map(|h| h.to_string()).collect();
        let string = headers(&["string.h"]);
        for name in ["strlcat", "strlcpy", "memcpy"] {
            assert!(super::framac_specified(&string, name), "{name}");
        }
        for name in ["sync", "exchange", "main", "# The functions"] {
            assert!(!super::framac_specified(&string, name), "{name}");
        }
        assert!(super::framac_specified(&headers(&["unistd.h"]), "sync"));
        assert!(super::framac_specified(&headers(&["sys/socket.h"]), "send"));
    }

    #[test]
    fn the_headers_include_lines_name() {
        let text = "#include <stdio.h>\n  #  include \"sys/socket.h\" // x\n#define include <a.h>\nint x; /* #include <b.h> */\n#include <./time.h>\n#include <sys/../unistd.h>\n";
        let names: Vec<String> = super::include_names(text).collect();
        assert_eq!(names, ["stdio.h", "sys/socket.h", "time.h", "unistd.h"]);
    }
}

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
use crate::mpi::{Coll, Comm};
use crate::source::SourceFile;

/// Whether `t` may end an operand (a `&` after it is binary).
fn operand_end(t: Option<&Tok>) -> bool {
    t.is_some_and(|t| {
        (matches!(t.kind, TokKind::Ident | TokKind::Number)
            && !matches!(t.text.as_str(), "return" | "case" | "sizeof"))
            || matches!(t.text.as_str(), ")" | "]")
    })
}

/// Whether the `#` at `toks[k]` stringizes a parameter of the function-like
/// macro whose definition holds it (elsewhere it is only a token).
fn stringized_param(toks: &[Tok], k: usize) -> bool {
    let Some(param) = toks.get(k + 1).filter(|t| t.kind == TokKind::Ident) else {
        return false;
    };
    let Some(d) = toks[..k]
        .iter()
        .rev()
        .find(|t| t.kind == TokKind::Directive)
        .filter(|d| toks[k].start < d.end)
    else {
        return false;
    };
    let Some(rest) = d.text[1..].trim_start().strip_prefix("define") else {
        return false;
    };
    let rest = rest.trim_start();
    let name_len = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let Some(params) = rest[name_len..].strip_prefix('(') else {
        return false;
    };
    let params = params.split(')').next().unwrap_or("");
    params.split(',').any(|p| p.trim() == param.text)
}

/// Whether `toks[first..=last]` is a whole argument of a printing call
/// (`PRINTERS`).
fn printed(toks: &[Tok], first: usize, last: usize) -> bool {
    whole_argument(toks, first, last)
        && enclosing_call(toks, first).is_some_and(|f| PRINTERS.contains(&f))
}

/// Whether `toks[first..=last]` stands between `(` or `,` and `)` or `,`.
fn whole_argument(toks: &[Tok], first: usize, last: usize) -> bool {
    first
        .checked_sub(1)
        .is_some_and(|j| matches!(toks[j].text.as_str(), "(" | ","))
        && toks
            .get(last + 1)
            .is_some_and(|t| matches!(t.text.as_str(), ")" | ","))
}

/// The calls that may print a value of `BUILD_POSITION`: what they print is
/// not part of what vmfc proves.
const PRINTERS: [&str; 5] = ["printf", "fprintf", "puts", "fputs", "perror"];

/// vmfc's header gives these other values than MPICH's (`MPI_IN_PLACE` is
/// null, `MPI_STATUS_IGNORE` a real object): only as an argument of an MPI
/// call do they mean the same.
const MPI_SENTINELS: [&str; 3] = ["MPI_IN_PLACE", "MPI_STATUS_IGNORE", "MPI_STATUSES_IGNORE"];

/// The user's macros, defined in their files or on the command line, and
/// their bodies.
fn user_macros(
    files: &[SourceFile],
    defines: &[String],
) -> std::collections::HashMap<String, String> {
    let mut bodies: std::collections::HashMap<String, String> = defines
        .iter()
        .map(|d| {
            let (name, value) = d.split_once('=').unwrap_or((d, ""));
            (name.trim().to_string(), value.to_string())
        })
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
                let after = body.find(name).map_or("", |i| &body[i + name.len()..]);
                bodies
                    .entry(name.to_string())
                    .or_default()
                    .push_str(&format!(" {after}"));
            }
        }
    }
    bodies
}

/// Apply the rules to every user file.
pub(crate) fn unsupported_c(
    files: &[SourceFile],
    defines: &[String],
    system: &std::collections::HashSet<&str>,
    diags: &mut Diagnostics,
) {
    let bodies = user_macros(files, defines);
    // `-D NAME(a,b)=a##b` pastes as a `#define` would.
    for d in defines.iter().filter(|d| d.contains('$')) {
        diags.push(
            Diagnostic::error(0..0, format!("`-D {d}`: `$` in a name"))
                .on_command_line()
                .with_note("vmfc reads names as C11 spells them, without `$`"),
        );
    }
    // A `-D` value is a `#define` of a file of its own: the rules on macro
    // definitions, and on what differs between the proof and the build,
    // are the same there (hunt 79: `-D NAME=__FILE__`, `-D
    // 'COND=PATH_MAX<1000'`, `-D 'COND=__builtin_constant_p(a-a)'` were
    // proved). Its errors are about the command line.
    for d in defines {
        let (name, value) = d.split_once('=').unwrap_or((d, "1"));
        let text = format!("#define {name} {value}\n");
        let mut found = Vec::new();
        macros::definition(&text[1..], 1, &mut found);
        constructs(&tokens(&text), &mut found);
        let mut seen = std::collections::HashSet::new();
        found.retain(|e| seen.insert(e.message.clone()));
        diags.extend(found.into_iter().map(|mut e| {
            e.message = format!("`-D {d}`: {}", e.message);
            e.span = 0..0;
            e.label = None;
            e.on_command_line()
        }));
    }
    let own: std::collections::HashSet<String> = bodies.keys().cloned().collect();
    // Outside macros: those the preprocessing with the build's headers
    // met, and those only Frama-C's C library defines.
    let mut outside: std::collections::HashSet<&str> =
        table().framac_only.iter().copied().collect();
    outside.extend(system.iter().copied());
    let system = &outside;
    let tainted = directives::tainted_macros(&bodies, &own, system);
    for (fi, file) in files.iter().enumerate() {
        let mut found = Vec::new();
        let toks = tokens(&file.text);
        encoding::encoding(&file.text, &mut found);
        directives::splices(&file.text, &toks, &mut found);
        annotation_lines::rules(&file.text, &toks, &mut found);
        directives::after_comment(&file.text, &toks, &mut found);
        includes::rules(fi, files, &mut found);
        macros::trigraphs(&file.text, &mut found);
        macros::dollars(&file.text, &mut found);
        constructs(&toks, &mut found);
        for t in &toks {
            if t.kind == TokKind::Directive {
                found.extend(directives::comment_after_hash(&file.text, t.start, t.end));
                macros::definition(&file.text[t.start + 1..t.end], t.start + 1, &mut found);
                directives::directive(
                    &file.text,
                    t.start,
                    t.end,
                    (&own, system, &tainted),
                    &mut found,
                );
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

/// Constructs of C that vmfc cannot verify, then (`differences`) what is not
/// the same when vmfc verifies and in the build.
/// What differs between the program vmfc proves and the one that is built
/// (positions, stringized arguments, compiler-dependent builtins, attribute
/// macros, vmfc's MPI sentinels, the libraries' differences).
fn differences(toks: &[Tok], k: usize, found: &mut Vec<Diagnostic>) {
    let t = &toks[k];
    let at = t.start..t.end;
    match (&t.kind, t.text.as_str()) {
            (TokKind::Ident, name) if BUILD_POSITION.contains(&name) && !printed(toks, k, k) => {
                found.push(
                    Diagnostic::error(at, format!("`{name}` is not the same when vmfc verifies and in the build"))
                        .with_label("outside a printing call")
                        .with_note("vmfc proves a program of its own making, with lines added and another file name, at another time: the position, file name, date and time may only be printed (a whole argument of printf, fprintf, puts, fputs or perror)"),
                );
            }
            // `#x` in a macro: the spelling of the argument, which differs
            // between vmfc's headers and the build's (`NULL`, `errno`).
            (TokKind::Punct, "#") if stringized_param(toks, k) && !printed(toks, k, k + 1) =>
            {
                found.push(
                    Diagnostic::error(at.start..toks[k + 1].end, "a stringized macro argument may only be printed")
                        .with_label("outside a printing call")
                        .with_note("`#x` spells the argument as written after macro expansion, and the C and MPI libraries' macros are spelled otherwise in the headers vmfc proves with than in the build's: use it only as a whole argument of printf, fprintf, puts, fputs or perror"),
                );
            }
            // Hunt 139: `errno`'s address given to verified code, which
            // read it after `printf` set it; a standard stream replaced.
            (TokKind::Ident, "errno")
                if k > 0 && toks[k - 1].text == "&" && !operand_end(toks.get(k.wrapping_sub(2))) =>
            {
                found.push(
                    Diagnostic::error(at, "the address of `errno`")
                        .with_label("read through a pointer, `errno` escapes the rules on it")
                        .with_note("the C library's contracts do not all say what they do to `errno` (`printf` to a full device sets it), so verified code may not read it, nor a pointer to it: pass its value"),
                );
            }
            (TokKind::Ident, "stdout" | "stderr" | "stdin")
                if toks.get(k + 1).is_some_and(|n| n.text == "=")
                    || (k > 0 && toks[k - 1].text == "&" && !operand_end(toks.get(k.wrapping_sub(2)))) =>
            {
                found.push(
                    Diagnostic::error(at, format!("`{}` assigned or taken by address", t.text))
                        .with_label("a standard stream replaced")
                        .with_note("the contracts of `printf`, `fputs` and the like say they change no memory of the program: a standard stream opened on memory (a shared mapping, `/proc/self/mem`) would change it where the proof sees no write; leave the standard streams as the C library opens them"),
                );
            }
            // Not a header's name (`#include <signal.h>`); glibc's other
            // names too (hunt 139: `_IO_setvbuf`, `__sigaction`).
            (TokKind::Ident, name)
                if ASYNC_WRITERS.contains(&library_name(name)) && toks.get(k + 1).is_none_or(|n| n.text != ".") =>
            {
                found.push(
                Diagnostic::error(at, format!("vmfc cannot verify a program that uses `{name}`"))
                    .with_label("changes memory behind the proof")
                    .with_note("vmfc proves each process as one sequential program: a buffer or state handed to the C library (`setvbuf`, `fmemopen`, `initstate`), a thread, a signal handler, asynchronous I/O or a shared mapping changes memory where the proof sees no write (a `printf` whose contract assigns nothing filled a buffer given by `setvbuf`, and a branch on it went the other way): remove it, in unverified functions too"),
                )
            }
            (TokKind::Ident, name) if COMPILER_DEPENDENT.contains(&name) => found.push(
                Diagnostic::error(at, format!("`{name}` is not the same when vmfc verifies and in the build"))
                    .with_label("compiler-dependent")
                    .with_note("Frama-C computes it when it reads the program, the compiler with its own rules and optimization level: the branch vmfc proves may not be the one that is built"),
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
                let call = enclosing_call(toks, k);
                let supported = call.is_some_and(rewritten);
                let label = match call {
                    Some(call) if supported => format!("inside an argument of `{call}`, not the whole argument"),
                    Some(call) if call.starts_with("MPI_") || call.starts_with("PMPI_") => {
                        format!("an argument of `{call}`, not a call vmfc supports")
                    }
                    _ => "outside an MPI call".to_string(),
                };
                let mut d = Diagnostic::error(at, format!("`{name}` may only be written as a whole argument of an MPI call that vmfc supports"))
                    .with_label(label)
                    .with_note("vmfc's mpi.h gives it another value than the MPI library's (so that vmfc can tell it apart): compared, stored or dereferenced, it would not mean the same in the verified and the built program");
                if supported {
                    d = d.with_note("help: to pass it on some processes only, write the call in both branches of an `if` (`if (rank == 0) MPI_Reduce(MPI_IN_PLACE, ...); else MPI_Reduce(buf, ...);`)");
                }
                found.push(d);
            }
            // No name of `LIBRARY_DIFFERENCES` is one of the names above.
            (TokKind::Ident, _) => found.extend(library_use(toks, k)),
            _ => {}
    }
}

/// Whether the token at `k` is a whole argument of a call of an MPI routine
/// that vmfc rewrites (`MPI_Recv(..., MPI_STATUS_IGNORE)`).
fn mpi_argument(toks: &[Tok], k: usize) -> bool {
    if !whole_argument(toks, k, k) {
        return false;
    }
    // A routine vmfc rewrites, not any `MPI_` name (a user macro
    // `MPI_CHECK(p)` would compare vmfc's value).
    enclosing_call(toks, k).is_some_and(rewritten)
}

/// A routine vmfc rewrites.
fn rewritten(name: &str) -> bool {
    Comm::from_name(name).is_some() || Coll::from_name(name).is_some()
}

/// The name of the call whose argument list holds `toks[k]` (not inside
/// brackets or braces of its own), if any.
fn enclosing_call(toks: &[Tok], k: usize) -> Option<&str> {
    let mut depth = 0i32;
    for j in (0..k).rev() {
        match toks[j].text.as_str() {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" | "{" if depth > 0 => depth -= 1,
            "(" => {
                let name = &toks[j.checked_sub(1)?];
                return (name.kind == TokKind::Ident).then_some(name.text.as_str());
            }
            "[" | "{" | ";" => return None,
            _ => {}
        }
    }
    None
}

mod annotation_lines;
mod annotation_macros;
mod attributes;
mod constructs;
mod directives;
mod encoding;
mod includes;
mod library;
mod macros;
mod misread;
mod names;
mod promises;

pub(crate) use annotation_macros::{annotation_macros, ACSL_WORDS};
use constructs::constructs;
use library::{library_use, table};
pub(crate) use macros::{
    changed_macros, defined_outside, mpi_header_macros, redefined_macros, user_markers,
};
pub(crate) use misread::misread_in_annotations;
use names::{library_name, BUILD_POSITION};
pub(crate) use names::{ASYNC_WRITERS, COMPILER_DEPENDENT};
pub(crate) use promises::expanded_constructs;
#[cfg(test)]
mod tests;

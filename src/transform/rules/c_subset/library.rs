//! The C library's names that are not the same under Frama-C (which vmfc
//! proves with) and in the build (glibc, MPICH's `mpi.h`): the measured
//! list, and the rule that rejects their uses.

use super::{Tok, MPI_SENTINELS};
use crate::cfront::lexer::TokKind;
use crate::diag::Diagnostic;

/// The C library's names that differ between Frama-C's library (which
/// vmfc proves with) and the build's (glibc, MPICH's `mpi.h`): measured by
/// `tests/libc.rs`, one per line, `kind<TAB>name<TAB>frama-c<TAB>build`.
const LIBRARY_DIFFERENCES: &str = include_str!("libc.txt");

/// A name of `LIBRARY_DIFFERENCES`: its kind (`constant`, `type`: a scalar
/// type, `layout`: a type of another size), what Frama-C's library and the
/// build's say it is.
struct Difference<'a> {
    kind: &'a str,
    framac: &'a str,
    build: &'a str,
}

/// `LIBRARY_DIFFERENCES` read once: the differing names (not the macros
/// only Frama-C's library defines: a build could not use them), and those
/// macros.
pub(super) struct Table {
    differences: std::collections::HashMap<&'static str, Difference<'static>>,
    pub(super) framac_only: Vec<&'static str>,
}

pub(super) fn table() -> &'static Table {
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Table {
            differences: std::collections::HashMap::new(),
            framac_only: Vec::new(),
        };
        for f in LIBRARY_DIFFERENCES
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .filter(|f| f.len() == 4)
        {
            if f[0] == "framac-only" {
                t.framac_only.push(f[1]);
            } else {
                t.differences.entry(f[1]).or_insert(Difference {
                    kind: f[0].trim_start_matches("by-hand "),
                    framac: f[2],
                    build: f[3],
                });
            }
        }
        t
    })
}

/// The entry of `LIBRARY_DIFFERENCES` about `name`, if any.
/// `MPI_SENTINELS` are left to their own rule.
fn library_difference(name: &str) -> Option<&'static Difference<'static>> {
    if MPI_SENTINELS.contains(&name) {
        return None;
    }
    table().differences.get(name)
}

/// A use of a name of the C library that is not the same under Frama-C
/// and in the build, at `toks[k]` (`struct tm` is two tokens). A type of
/// another size may be used through a pointer (`FILE *`, `struct tm *`).
pub(super) fn library_use(toks: &[Tok], k: usize) -> Option<Diagnostic> {
    let t = &toks[k];
    let (name, last) = match toks.get(k + 1) {
        Some(n) if t.text == "struct" && n.kind == TokKind::Ident => {
            (format!("struct {}", n.text), k + 1)
        }
        _ => (t.text.clone(), k),
    };
    let d = library_difference(&name)?;
    let at = t.start..toks[last].end;
    let (what, label, fix) = match d.kind {
        "layout" if toks.get(last + 1).is_some_and(|n| n.text == "*") => return None,
        "layout" => return Some(
            Diagnostic::error(at, format!("`{name}` is not the same structure under Frama-C and in the build"))
                .with_label("C library structure")
                .with_note(format!(
                    "vmfc proves the program with Frama-C's C library, where `{name}` has {}; the program is built with another (glibc: {}), with other members: use it only through a pointer (`{name} *`), not as an object or for its size",
                    d.framac, d.build
                )),
        ),
        "type" => ("type ", "C library type", "use a type of fixed width (`int32_t`, `int64_t`)"),
        "function-macro" => return Some(
            Diagnostic::error(at, format!("`{name}` is not the same under Frama-C and in the build"))
                .with_label("C library macro")
                .with_note(format!(
                    "vmfc proves the program with Frama-C's C library, where {}; the program is built with another, where {}: write the value the program relies on",
                    d.framac, d.build
                )),
        ),
        _ => ("", "C library constant", "write the value the program relies on"),
    };
    Some(
        Diagnostic::error(at, format!("`{name}` is not the same {what}under Frama-C and in the build"))
            .with_label(label)
            .with_note(format!(
                "vmfc proves the program with Frama-C's C library, where `{name}` is {}; the program is built with another (glibc: {}): {fix}",
                d.framac, d.build
            )),
    )
}

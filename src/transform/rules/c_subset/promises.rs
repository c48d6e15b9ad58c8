//! What the compiler may assume from the text that Frama-C ignores:
//! `restrict` (outside a prototype's parameters), `static` in an array
//! parameter's brackets, and attributes other than the harmless ones
//! (`attributes.rs`). Looked for in the text as written
//! (`constructs`) and in the preprocessed text (`expanded_constructs`),
//! where a macro may make the word (token pasting, a `-D` value).

use super::attributes::{attribute_error, rejected_attribute};
use super::{tokens, Tok};
use crate::cfront::lexer::TokKind;
use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;

/// The words that make such a promise.
pub(super) const PROMISES: [&str; 6] = [
    "static",
    "restrict",
    "__restrict",
    "__restrict__",
    "__attribute__",
    "__attribute",
];

/// The error for the promise at `toks[k]` (one of `PROMISES`), if vmfc
/// does not accept it there.
pub(super) fn promise(toks: &[Tok], k: usize) -> Option<Diagnostic> {
    let t = &toks[k];
    let at = t.start..t.end;
    if t.text == "static" {
        array_parameter(toks, k).then(|| static_size_error(at))
    } else if t.text.contains("restrict") {
        (!prototype_parameter(toks, k)).then(|| restrict_error(at))
    } else {
        rejected_attribute(&toks[k + 1..]).map(|name| attribute_error(at, &name))
    }
}

/// `restrict`, attributes and the constructs Wp does not model (unions,
/// bit-fields, wide literals: `constructs::unmodelled`) once more, on the
/// preprocessed text, for what only macro expansion makes (token pasting,
/// a `-D` value, hunt 44: `#define W(n) : n`): said at the
/// line of the user's file where the expansion lands, once per construct
/// and file, unless the text as written already said it.
pub(crate) fn expanded_constructs(fe: &Frontend, diags: &mut Diagnostics) {
    let toks = tokens(&fe.pp.text);
    let files: Vec<&SourceFile> = std::iter::once(&fe.file)
        .chain(fe.headers.iter().map(|h| &h.file))
        .collect();
    let existing = diags.sorted();
    let mut said: std::collections::HashSet<(usize, String)> = existing
        .iter()
        .map(|d| (d.file, d.message.clone()))
        .collect();
    // Lines where the text as written already has an error.
    let lines: std::collections::HashSet<(usize, usize)> = existing
        .iter()
        .filter(|d| d.is_error() && d.file < files.len())
        .map(|d| (d.file, files[d.file].line_of(d.span.start)))
        .collect();
    for (k, t) in toks.iter().enumerate() {
        let d = if t.kind == TokKind::Ident && PROMISES.contains(&t.text.as_str()) {
            promise(&toks, k)
        } else {
            super::constructs::unmodelled(&toks, k)
        };
        let Some(d) = d else { continue };
        let Some((name, line, _)) = fe.map.origin(t.start) else {
            continue;
        };
        let fi = match fe.map.def_origin(t.start) {
            DefOrigin::Main => Some(0),
            DefOrigin::UserHeader => fe
                .headers
                .iter()
                .position(|h| h.marker == name)
                .map(|i| i + 1),
            _ => None,
        };
        let Some(fi) = fi else { continue };
        if lines.contains(&(fi, line)) || !said.insert((fi, d.message.clone())) {
            continue;
        }
        let file = files[fi];
        let line = line.clamp(1, file.line_count());
        let mut d = d.with_note("it comes from a macro expanded on this line (through token pasting `##`, a `-D` value or a library macro)");
        d.span = file.line_span(line);
        diags.push(d.in_file(fi));
    }
}

fn restrict_error(at: std::ops::Range<usize>) -> Diagnostic {
    Diagnostic::error(at, "vmfc cannot verify `restrict` pointers")
        .with_label("restrict")
        .with_note("the compiler may assume that what a `restrict` pointer reaches is reached through no other pointer, but Frama-C ignores the qualifier and proves the code with the pointers aliased too: a call with overlapping arguments (undefined behaviour) would be proved and then miscompiled. Remove `restrict` (and say in the contract that the buffers are `\\separated` if the code needs it)")
}

fn static_size_error(at: std::ops::Range<usize>) -> Diagnostic {
    Diagnostic::error(at, "vmfc cannot verify `static` in an array parameter's size")
        .with_label("static")
        .with_note("`int a[static 4]` lets the compiler assume that every call passes at least 4 valid elements, but Frama-C ignores it and proves the function for any pointer, NULL included (hunt 47): a call that breaks the promise (undefined behaviour) would be proved and then miscompiled. Write `int a[4]` or `int *a`, and say in the contract what the function needs (`requires \\valid_read(a + (0 .. 3));`)")
}

/// Whether the `static` at `k` is in an array declarator's brackets
/// (`a[static 4]`, `a[const static 4]`): after `[` and qualifiers.
fn array_parameter(toks: &[Tok], k: usize) -> bool {
    let qualifier =
        |t: &str| matches!(t, "const" | "volatile" | "_Atomic") || t.contains("restrict");
    (toks[..k].iter().rev())
        .find(|t| !qualifier(&t.text))
        .is_some_and(|t| t.text == "[")
}

/// Whether the token at `k` is in the parameters of a function declaration
/// that is not a definition (`FILE *fopen(const char *restrict path, ...);`):
/// there `restrict` qualifies nothing the compiler optimizes.
fn prototype_parameter(toks: &[Tok], k: usize) -> bool {
    // The parenthesis that encloses it, after a name.
    let mut depth = 0i32;
    let mut open = None;
    for j in (0..k).rev() {
        match toks[j].text.as_str() {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" | "{" if depth > 0 => depth -= 1,
            "(" => {
                open = Some(j);
                break;
            }
            "[" | "{" | ";" => return false,
            _ => {}
        }
    }
    let Some(open) = open.filter(|&o| o > 0 && toks[o - 1].kind == TokKind::Ident) else {
        return false;
    };
    // Its closing parenthesis ends a declarator: `;` or `,` follows.
    let mut depth = 0i32;
    let close = (open..toks.len()).find(|&j| {
        match toks[j].text.as_str() {
            "(" => depth += 1,
            ")" => depth -= 1,
            _ => {}
        }
        depth == 0
    });
    close
        .and_then(|c| toks.get(c + 1))
        .is_some_and(|t| matches!(t.text.as_str(), ";" | ","))
}

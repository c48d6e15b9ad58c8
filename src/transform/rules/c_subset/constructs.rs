//! Constructs whose effect Wp does not model or Frama-C cannot read:
//! unions, bit-fields, inline assembly, `long double`, `_Generic`,
//! `typeof`, wide literals,
//! attributes and pragmas that run, redirect or remove calls.

use super::attributes::{attribute_error, unverifiable};
use super::{differences, directives, promises, Tok};
use crate::cfront::lexer::TokKind;
use crate::diag::Diagnostic;

pub(super) fn constructs(toks: &[Tok], found: &mut Vec<Diagnostic>) {
    for (k, t) in toks.iter().enumerate() {
        let at = t.start..t.end;
        if let Some(d) = unmodelled(toks, k) {
            found.push(d);
            continue;
        }
        match (&t.kind, t.text.as_str()) {
            (TokKind::Ident, name) if promises::PROMISES.contains(&name) => {
                found.extend(promises::promise(toks, k));
            }
            // `[[gnu::cleanup(f)]]`
            (TokKind::Ident, name)
                if k >= 2 && toks[k - 1].text == ":" && toks[k - 2].text == ":" =>
            {
                if let Some(bare) = unverifiable(name) {
                    found.push(attribute_error(at, bare));
                }
            }
            (TokKind::Ident, "_Pragma") => {
                match toks.get(k + 2).filter(|t| t.kind == TokKind::Str) {
                    Some(text) => {
                        let body = text.text.trim_matches('"').replace("\\\"", "\"");
                        if let Some(d) = directives::pragma_error(&body, at) {
                            found.push(d);
                        }
                    }
                    // `#define DO(x) _Pragma(x)` (hunt 34): the pragma is
                    // whatever a use passes, which no rule would read.
                    None => found.push(
                        Diagnostic::error(at, "`_Pragma` without a string literal written in place")
                            .with_label("pragma from a macro's argument")
                            .with_note("vmfc reads a pragma from the string written after `_Pragma`, as it checks `#pragma` lines: write the pragma's text there"),
                    ),
                }
            }
            (TokKind::Punct, "%:" | "%:%:") => found.push(
                Diagnostic::error(at, "the digraph `%:` is not supported: write `#`")
                    .with_label("digraph"),
            ),
            _ => differences(toks, k, found),
        }
    }
}

/// The error for a construct Wp does not model or Frama-C reads otherwise
/// than GCC at `toks[k]`, if there is one: looked for in the text as
/// written and in the preprocessed text (`expanded_constructs`; hunt 44:
/// `#define W(n) : n` made a bit-field unseen).
pub(super) fn unmodelled(toks: &[Tok], k: usize) -> Option<Diagnostic> {
    let t = &toks[k];
    let at = t.start..t.end;
    let d = match (&t.kind, t.text.as_str()) {
        (TokKind::Ident, "union") => Diagnostic::error(at, "vmfc cannot verify programs with unions")
            .with_label("union")
            .with_note("Wp's memory model treats the members of a union as separate memory, so a write to one member would not change the others: use a struct or separate variables"),
        (TokKind::Ident, "_Generic") => Diagnostic::error(at, "vmfc cannot verify `_Generic`")
            .with_label("_Generic")
            .with_note("Frama-C 25 cannot parse a generic selection: call the function for the type directly"),
        (TokKind::Ident, "typeof" | "__typeof" | "__typeof__") => Diagnostic::error(at, "vmfc cannot verify `typeof`")
            .with_label("typeof")
            .with_note("vmfc's rules read the types a declaration or a cast writes, and cannot type what `typeof` names (hunt 46: `__typeof__(b0) b;` hid an uninitialised `_Bool`, `(__typeof__(n))&a` an address cast to an integer, `(__typeof__(int))3e9` a constant out of range): write the type"),
        (TokKind::Ident, "asm" | "__asm" | "__asm__") => Diagnostic::error(at, "vmfc cannot verify inline assembly")
            .with_label("assembly")
            .with_note("Frama-C assumes that assembly has no effect, so the program it proves is not the one that runs"),
        (TokKind::Ident, "long")
            if toks.get(k + 1).is_some_and(|n| n.text == "double")
                || k > 0 && toks[k - 1].text == "double" =>
        {
            Diagnostic::error(at, "vmfc cannot verify `long double`")
                .with_label("long double")
                .with_note("Frama-C's Wp has no model of 80- or 128-bit floating point: use `double`")
        }
        (TokKind::Str | TokKind::Char, text) if !text.starts_with(['"', '\'']) => {
            Diagnostic::error(at, "vmfc cannot verify wide or prefixed character constants and string literals")
                .with_label("prefixed literal")
                .with_note("Frama-C 25 reads a wide literal otherwise than GCC: `L\"é\"` as the UTF-8 bytes of `é`, `L'é'` as 169 (GCC: 233), `sizeof(L\"ab\")` as 8 (GCC: 12) (hunt 44), and it rejects `u`, `U` and `u8` literals: use plain `char` strings and integer constants")
        }
        (TokKind::Punct, ":") if bit_field(toks, k) => Diagnostic::error(at, "vmfc cannot verify bit-fields")
            .with_label("bit-field")
            .with_note("Wp treats a bit-field as a whole integer, so it would miss the truncation of a value stored in it: use an integer member"),
        _ => return None,
    };
    Some(d)
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

//! What Frama-C's preprocessing of annotations reads otherwise than vmfc:
//! a directive on a line of its own inside an annotation, and a line
//! continuation; and annotations the preprocessor deletes (on a directive
//! line).
//!
//! Frama-C runs the preprocessor over the annotations' text again
//! (`-pp-annot`): a line of an annotation that starts with `#` (or its
//! digraph `%:`) is a directive for it, in force for every annotation after
//! it, while vmfc reads it as annotation text (hunt 61: `#define FLAG
//! myflag` made a constant definition process-local, `#ifdef NOPE` hid a
//! `\let` from Frama-C only, `#define assert admit` made every generated
//! check an assumption). A backslash at the end of a line joins the two
//! lines for that preprocessor (a `//` comment in an annotation then goes
//! on to the next line).

use super::Tok;
use crate::cfront::lexer::{is_blank, TokKind};
use crate::diag::Diagnostic;

/// The spans of the annotations (`/*@ ... */`, `//@ ...`) among `toks`.
pub(super) fn annotations(toks: &[Tok]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for t in toks
        .iter()
        .filter(|t| matches!(t.kind, TokKind::Comment { acsl: true, .. }))
    {
        // `tokens` also lists what it lexed inside an annotation.
        if !out.iter().any(|&(s, e)| s <= t.start && t.end <= e) {
            out.push((t.start, t.end));
        }
    }
    out
}

/// Directive lines and line continuations inside the annotations of
/// `text`; annotations on a directive line.
pub(super) fn rules(text: &str, toks: &[Tok], found: &mut Vec<Diagnostic>) {
    let directives: Vec<(usize, usize)> = (toks.iter())
        .filter(|t| t.kind == TokKind::Directive)
        .map(|t| (t.start, t.end))
        .collect();
    for (start, end) in annotations(toks) {
        // The preprocessor deletes the comments of a directive with it
        // (hunt 99: ghost code in a `#define` was never read, and the
        // program proved without a word about it).
        if directives.iter().any(|&(s, e)| s <= start && end <= e) {
            found.push(
                Diagnostic::warning(start..(start + 3).min(end), "an annotation on a directive line (a `#define`'s body included) is deleted by the preprocessor: neither vmfc nor Frama-C reads it")
                    .with_note("it is neither checked nor assumed (this warning is said once per file): write the annotation where the macro is used"),
            );
        }
        // The text after `/*@` or `//@`: its first line starts a line for
        // Frama-C's preprocessing too.
        let body_start = start + 3.min(end - start);
        let mut at = body_start;
        for line in text[body_start..end].split_inclusive('\n') {
            let lead = line.len() - (line.trim_start_matches(|c| c == '@' || blank(c))).len();
            let rest = &line[lead..];
            if rest.starts_with('#') || rest.starts_with("%:") {
                let hash = at + lead;
                found.push(
                    Diagnostic::error(hash..hash + 1, "a preprocessor directive inside an annotation")
                        .with_note("Frama-C runs it over the annotations after it (vmfc does not): write directives outside comments, before the annotation"),
                );
            }
            let content = line.trim_end_matches(['\n', '\r']).trim_end_matches(blank);
            if content.ends_with('\\') && line.ends_with('\n') {
                let slash = at + content.len() - 1;
                found.push(
                    Diagnostic::error(slash..slash + 1, "a line continuation inside an annotation")
                        .with_label("line continuation")
                        .with_note("Frama-C's preprocessing joins the two lines (a `//` comment then goes on to the next line): remove the backslash"),
                );
            }
            at += line.len();
        }
        words(text, body_start, end, found);
    }
}

/// In the annotation text `text[start..end]`: control characters (a
/// vertical tab, a form feed or a NUL is a blank for GCC and Frama-C, not
/// for vmfc's readers of annotations, which then missed the keyword after
/// it: hunt 127, `lemma<VT>`, `admit` after a NUL), and the macros whose
/// value is the position in the file or the compiler's (Frama-C expands
/// `__LINE__` in the program vmfc generated, where lines have moved: hunt
/// 127 proved `k == __LINE__` on a line where it is false).
fn words(text: &str, start: usize, end: usize, found: &mut Vec<Diagnostic>) {
    let body = &text[start..end];
    if let Some((i, c)) = (body.char_indices())
        .find(|&(_, c)| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r'))
    {
        found.push(
            Diagnostic::error(start + i..start + i + 1, format!("a control character (U+{:04X}) in an annotation", c as u32))
                .with_note("vmfc reads annotations with blanks, tabs and line ends only: replace it with a space"),
        );
    }
    let cleaned = crate::annot::comments::blank_ats(body);
    for t in crate::cfront::lexer::lex(&cleaned) {
        let word = &cleaned[t.span.clone()];
        if t.kind == TokKind::Ident
            && (super::BUILD_POSITION.contains(&word) || super::COMPILER_DEPENDENT.contains(&word))
        {
            let at = start + t.span.start..start + t.span.end;
            found.push(
                Diagnostic::error(at, format!("`{word}` in an annotation"))
                    .with_note("Frama-C reads the annotation in the program vmfc generates, where lines have moved and the file is another: its value there is not the one of your file"),
            );
        }
    }
}

/// `is_blank` of a character.
fn blank(c: char) -> bool {
    u8::try_from(c).is_ok_and(is_blank)
}

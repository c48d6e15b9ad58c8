//! The rules on how the user's files fit together and on characters the
//! compiler reads otherwise than vmfc: an `#include` of a user file is a
//! header included between declarations (not a piece of a function, not a
//! contract for the including file's next declaration, not the file being
//! verified), written with a plain file name; no raw string literals; no
//! carriage return that ends a line on its own.

use crate::cfront::lexer::{lex, TokKind, Token};
use crate::diag::Diagnostic;
use crate::source::SourceFile;
use std::path::{Path, PathBuf};

/// Why an included file must be a header (said with every include error).
const HEADER_NOTE: &str = "vmfc checks the structure of each function (its regions, returns and jumps) and attaches contracts in the text of one file; Frama-C and the compiler read the included text in place. An `#include` of your own file must bring whole declarations, at file scope, and never the file being verified: move the code into the including file, or make the included file a header of complete declarations";

/// Why an include must name its file plainly.
const NAME_NOTE: &str = "vmfc gives Frama-C your own files by the names your `#include` lines write; a name that a macro computes, `#import`, `#include_next`, or a header name holding comment or quote characters could make Frama-C (or vmfc's reading of the line) take another file or other text than the compiler does: write `#include \"file.h\"` or `#include <file.h>` with a plain name";

/// Apply the rules to the user file `fi` of `files` (0: the input).
pub(super) fn rules(fi: usize, files: &[SourceFile], found: &mut Vec<Diagnostic>) {
    let file = &files[fi];
    let text = &file.text;
    let toks = lex(text);
    lone_carriage_returns(text, found);
    raw_strings(text, &toks, found);
    let mut depth = 0i64;
    let mut last: Option<&Token> = None;
    for t in &toks {
        match t.kind {
            TokKind::Directive => {
                include(text, t.span.start, depth, last, fi, files, found);
                continue;
            }
            TokKind::Comment { acsl: false, .. } => continue,
            TokKind::Punct if t.text(text) == "{" => depth += 1,
            TokKind::Punct if t.text(text) == "}" => {
                depth -= 1;
                if depth < 0 && fi > 0 {
                    found.push(
                        Diagnostic::error(
                            t.span.clone(),
                            "an included file closes a brace it did not open",
                        )
                        .with_label("closes a block of the including file")
                        .with_note(HEADER_NOTE),
                    );
                    depth = 0;
                }
            }
            _ => {}
        }
        last = Some(t);
    }
    if fi == 0 {
        return;
    }
    // The input reached through another name (`-I`, `./`): the markers
    // make it a header of its own.
    if canonical(&file.path).is_some_and(|p| Some(p) == canonical(&files[0].path)) {
        found.push(
            Diagnostic::error(0..0, "the file being verified is included by a header")
                .with_label("vmfc rewrites one copy, the compiler reads another")
                .with_note(HEADER_NOTE),
        );
    }
    if depth > 0 {
        let at = text.len().saturating_sub(1)..text.len();
        found.push(
            Diagnostic::error(at, "an included file ends inside a block")
                .with_label("a brace of this file is still open")
                .with_note(HEADER_NOTE),
        );
    }
    if let Some(t) = last.filter(|t| attaches(text, t)) {
        found.push(
            Diagnostic::error(t.span.clone(), "an included file ends with an annotation")
                .with_label("would attach to a declaration of the including file")
                .with_note(HEADER_NOTE),
        );
    }
}

/// The rules on the directive at `start` if it includes a file; `depth` is
/// the brace depth there, `last` the code or annotation token before it.
fn include(
    text: &str,
    start: usize,
    depth: i64,
    last: Option<&Token>,
    fi: usize,
    files: &[SourceFile],
    found: &mut Vec<Diagnostic>,
) {
    // The physical line, not the lexer's token: in a header name `/*`
    // opens no comment.
    let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let line = &text[start + 1..end];
    let rest = line.trim_start();
    let word_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let (word, operand) = (&rest[..word_len], rest[word_len..].trim());
    let at = start..end;
    let error = |message: String, label: &str, note: &str| {
        Diagnostic::error(at.clone(), message)
            .with_label(label.to_string())
            .with_note(note.to_string())
    };
    let name = match quoted_name(word, operand) {
        Ok(Some(name)) => name,
        Ok(None) => return,
        Err((message, label)) => {
            found.push(error(message, label, NAME_NOTE));
            return;
        }
    };
    if depth > 0 {
        found.push(error(
            format!("`#include \"{name}\"` inside a block"),
            "included inside a function or an initializer",
            HEADER_NOTE,
        ));
    } else if last.is_some_and(|t| attaches(text, t)) {
        found.push(error(
            format!("an annotation directly before `#include \"{name}\"`"),
            "would attach to the included file's first declaration",
            HEADER_NOTE,
        ));
    }
    let dir = files[fi].path.parent().unwrap_or(Path::new("."));
    let target = canonical(&dir.join(name));
    let is = |p: &Path| target.is_some() && target == canonical(p);
    if is(&files[0].path) || is(&files[fi].path) {
        found.push(error(
            format!("`#include \"{name}\"` includes the file being verified"),
            "vmfc rewrites one copy, the compiler reads another",
            HEADER_NOTE,
        ));
    }
}

/// The file a directive `#word operand` includes by a quoted name
/// (`Ok(None)`: it includes none, or a header by a plain `<name>`), or the
/// error in how it names it: `#import`, `#include_next`, a name a macro
/// computes, an unclosed name, or a header name with characters vmfc's
/// lexer would read as a comment or a literal.
fn quoted_name<'a>(
    word: &str,
    operand: &'a str,
) -> Result<Option<&'a str>, (String, &'static str)> {
    match word {
        "import" | "include_next" => {
            return Err((
                format!("vmfc cannot verify `#{word}`"),
                "write `#include \"file.h\"` or `#include <file.h>`",
            ))
        }
        "include" => {}
        _ => return Ok(None),
    }
    let (open, close) = match operand.chars().next() {
        Some('<') => ('<', '>'),
        Some('"') => ('"', '"'),
        _ => {
            return Err((
                "an `#include` whose file name comes from a macro".into(),
                "write the file name itself, in quotes or `<>`",
            ))
        }
    };
    let Some(len) = operand[1..].find(close) else {
        return Err((
            format!("`#include {open}` without its `{close}`"),
            "file name",
        ));
    };
    let name = &operand[1..1 + len];
    if open == '"' {
        return Ok(Some(name));
    }
    if ["/*", "//", "'", "\"", "\\"]
        .iter()
        .any(|s| name.contains(s))
    {
        return Err((
            format!(
                "header name `<{name}>` holds characters that vmfc reads as a comment or a literal"
            ),
            "rename the header",
        ));
    }
    Ok(None)
}

/// Whether `t` is an annotation that Frama-C attaches to the declaration
/// after it (a contract), not a global annotation complete in itself.
fn attaches(text: &str, t: &Token) -> bool {
    if !matches!(t.kind, TokKind::Comment { acsl: true, .. }) {
        return false;
    }
    let body = t
        .text(text)
        .trim_start_matches(['/', '*', '@'])
        .trim_start();
    let word: String = body
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    !matches!(
        word.as_str(),
        "ghost" | "logic" | "predicate" | "axiomatic" | "lemma" | "inductive" | "type" | "axiom"
    )
}

/// The file a path names, if it exists.
fn canonical(p: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(p).ok()
}

/// A carriage return not followed by a line feed ends a line for the
/// compiler (and with it a `//` comment), not for vmfc.
fn lone_carriage_returns(text: &str, found: &mut Vec<Diagnostic>) {
    let bytes = text.as_bytes();
    if let Some(i) =
        (0..bytes.len()).find(|&i| bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
    {
        found.push(
            Diagnostic::error(i..i + 1, "a carriage return that is not followed by a line feed")
                .with_label("the compiler ends the line here")
                .with_note("the compiler reads a lone carriage return as the end of a line (ending a `//` comment), vmfc does not: save the file with LF or CRLF line ends"),
        );
    }
}

/// GNU's raw string literals (`R"(...)"`): vmfc's lexer would read other
/// tokens than the compiler.
fn raw_strings(text: &str, toks: &[Token], found: &mut Vec<Diagnostic>) {
    for w in toks.windows(2) {
        let prefix = w[0].text(text);
        if w[0].kind == TokKind::Ident
            && matches!(prefix, "R" | "LR" | "uR" | "UR" | "u8R")
            && w[0].span.end == w[1].span.start
            && matches!(w[1].kind, TokKind::Str)
        {
            found.push(
                Diagnostic::error(w[0].span.start..w[1].span.end, "vmfc cannot verify raw string literals")
                    .with_label("raw string")
                    .with_note("GCC reads `R\"(...)\"` as one literal up to `)\"`; vmfc reads an ordinary string, and what follows would differ: write an ordinary string literal"),
            );
        }
    }
}

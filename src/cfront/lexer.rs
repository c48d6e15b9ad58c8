//! A C lexer over the user's original text: tokens with byte spans, comments
//! (ACSL ones marked) and preprocessor directives kept as single tokens.
//! It never fails; unknown characters become one-character punctuators.

use crate::diag::Diagnostic;
use crate::source::Span;

/// The C keywords that begin or qualify a declaration's type: type
/// names, qualifiers, storage classes and function specifiers.
pub(crate) const DECLARATION_WORDS: [&str; 22] = [
    "void",
    "char",
    "short",
    "int",
    "long",
    "float",
    "double",
    "signed",
    "unsigned",
    "_Bool",
    "struct",
    "union",
    "enum",
    "const",
    "volatile",
    "restrict",
    "static",
    "extern",
    "register",
    "auto",
    "inline",
    "_Noreturn",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokKind {
    Ident,
    Number,
    Str,
    Char,
    Punct,
    /// A comment; `acsl` when it is `/*@ ... */` or `//@ ...`.
    Comment {
        acsl: bool,
        line: bool,
    },
    /// A whole preprocessor directive line (with continuations).
    Directive,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub span: Span,
}

impl Token {
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        &src[self.span.clone()]
    }

    pub fn is_code(&self) -> bool {
        !matches!(self.kind, TokKind::Comment { .. } | TokKind::Directive)
    }

    pub fn is_acsl(&self) -> bool {
        matches!(self.kind, TokKind::Comment { acsl: true, .. })
    }
}

/// A `#line` directive or GNU line marker (`# 12 "f.c"`) at `start..end`
/// of `text`, as an error: vmfc maps each line to the file it is written
/// in, and such a directive would make it attribute code and annotations
/// to another file.
pub(crate) fn line_directive(text: &str, start: usize, end: usize) -> Option<Diagnostic> {
    let body = &text[start + 1..end];
    let first = lex(body)
        .into_iter()
        .find(|t| !matches!(t.kind, TokKind::Comment { .. }))?;
    let what = match (first.kind, &body[first.span.clone()]) {
        (TokKind::Number, _) => "# <line>",
        (TokKind::Ident, "line") => "#line",
        _ => return None,
    };
    Some(
        Diagnostic::error(start..start + 1, format!("vmfc does not accept `{what}` directives"))
            .with_label("line directive")
            .with_note("vmfc maps every line of the program to the file it is written in; a line directive would make it attribute code and annotations to another file"),
    )
}

/// The line directives of a file (`line_directive`).
pub(crate) fn line_directives(text: &str) -> Vec<Diagnostic> {
    lex(text)
        .iter()
        .filter(|t| t.kind == TokKind::Directive)
        .filter_map(|t| line_directive(text, t.span.start, t.span.end))
        .collect()
}

const PUNCTS: [&str; 48] = [
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:", "[", "]",
    "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|",
];
const PUNCTS1: [&str; 6] = ["?", ":", ";", "=", ",", "#"];

/// Tokenize C source text.
/// A blank for GCC within a line: what it skips before a directive's `#`
/// and between a backslash and the newline it joins. C's white space has
/// the vertical tab, which Rust's `is_ascii_whitespace` leaves out (hunt
/// 23: `\v#pragma` is a directive for GCC), and GCC ignores null
/// characters (hunt 63: `\f` or a NUL before `#define` in an annotation).
pub(crate) fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | 0x0c | 0x0b | 0)
}

pub(crate) fn lex(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line_start = true; // only whitespace seen since the last newline
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if is_blank(c) || c == b'\r' {
            i += 1;
            continue;
        }
        if c == b'\\' && b.get(i + 1) == Some(&b'\n') {
            i += 2;
            continue;
        }
        let start = i;
        let kind;
        if c == b'#' && line_start {
            i = directive_end(b, i);
            kind = TokKind::Directive;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i = block_comment_end(b, i);
            kind = TokKind::Comment {
                acsl: b.get(start + 2) == Some(&b'@'),
                line: false,
            };
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            i = line_comment_end(b, i);
            kind = TokKind::Comment {
                acsl: b.get(start + 2) == Some(&b'@'),
                line: true,
            };
        } else if let Some(end) = string_prefix_end(b, i) {
            let quote = b[end];
            i = quoted_end(b, end, quote);
            kind = if quote == b'"' {
                TokKind::Str
            } else {
                TokKind::Char
            };
        } else if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80) {
                i += 1;
            }
            kind = TokKind::Ident;
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i = number_end(b, i);
            kind = TokKind::Number;
        } else {
            let rest = &src[i..];
            let len = PUNCTS
                .iter()
                .chain(PUNCTS1.iter())
                .find(|p| rest.starts_with(**p))
                .map_or_else(
                    || rest.chars().next().map_or(1, char::len_utf8),
                    |p| p.len(),
                );
            i += len;
            kind = TokKind::Punct;
        }
        // A directive may only start a line; anything else ends that state.
        line_start = false;
        out.push(Token {
            kind,
            span: start..i,
        });
    }
    out
}

fn directive_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\n' => return i,
            b'\\' if b.get(i + 1) == Some(&b'\n') => i += 2,
            b'\\' if b.get(i + 1) == Some(&b'\r') && b.get(i + 2) == Some(&b'\n') => i += 3,
            b'/' if b.get(i + 1) == Some(&b'*') => i = block_comment_end(b, i),
            b'/' if b.get(i + 1) == Some(&b'/') => return line_comment_end(b, i),
            b'"' | b'\'' => i = quoted_end(b, i, b[i]),
            _ => i += 1,
        }
    }
    i
}

fn block_comment_end(b: &[u8], i: usize) -> usize {
    let mut j = i + 2;
    while j + 1 < b.len() {
        if b[j] == b'*' && b[j + 1] == b'/' {
            return j + 2;
        }
        j += 1;
    }
    b.len()
}

fn line_comment_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\n' => return i,
            // GCC joins a backslash, blanks and the newline too (with a
            // warning; hunt 63: a form feed before the newline).
            b'\\' => {
                let mut j = i + 1;
                while b.get(j).is_some_and(|&c| is_blank(c) || c == b'\r') {
                    j += 1;
                }
                i = if b.get(j) == Some(&b'\n') {
                    j + 1
                } else {
                    i + 1
                };
            }
            _ => i += 1,
        }
    }
    i
}

/// If a string or character literal (with an optional encoding prefix) starts
/// at `i`, the index of its opening quote.
fn string_prefix_end(b: &[u8], i: usize) -> Option<usize> {
    for prefix in [&b""[..], b"L", b"u8", b"u", b"U"] {
        let q = i + prefix.len();
        if b[i..].starts_with(prefix) && matches!(b.get(q), Some(b'"') | Some(b'\'')) {
            return Some(q);
        }
    }
    None
}

/// End of a quoted literal whose opening quote is at `i` (stops at a
/// newline). A backslash that ends the line, before blanks or a carriage
/// return too, continues the literal on the next line, as for the compiler
/// (hunt 126: with CRLF line ends vmfc ended the literal at the line's end,
/// and read what followed its real end as another literal).
pub(crate) fn quoted_end(b: &[u8], i: usize, quote: u8) -> usize {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j = continuation_end(b, j).unwrap_or(j + 2),
            b'\n' => return j,
            c if c == quote => return j + 1,
            _ => j += 1,
        }
    }
    b.len()
}

/// Where the text goes on after a line continuation whose backslash is at
/// `i` (the backslash, blanks, a carriage return, the newline), if it is
/// one.
pub(crate) fn continuation_end(b: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    while b.get(j).is_some_and(|&c| is_blank(c) || c == b'\r') {
        j += 1;
    }
    (b.get(j) == Some(&b'\n')).then_some(j + 1)
}

fn number_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        let c = b[i];
        if matches!(c, b'e' | b'E' | b'p' | b'P') && matches!(b.get(i + 1), Some(b'+') | Some(b'-'))
        {
            i += 2;
        } else if c.is_ascii_alphanumeric() || c == b'.' || c == b'_' {
            // No `'`: C23's digit separator is not C17's (hunt 23: GCC's
            // gnu17 reads `1'+'` as `1` and the character `'+'`).
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// A reserved identifier (C11 7.1.3): `__x` or `_X`, kept for the
/// implementation (the compiler, the C library, their options).
pub(crate) fn reserved_identifier(name: &str) -> bool {
    name.starts_with("__")
        || (name.starts_with('_') && name[1..].starts_with(|c: char| c.is_ascii_uppercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<&str> {
        lex(src).iter().map(|t| t.text(src)).collect()
    }

    /// GCC's gnu17 reads (hunt 23): a vertical tab is white space, so a
    /// `#` after one starts a directive; `'` does not continue a number.
    #[test]
    fn vertical_tabs_and_quotes_after_numbers() {
        assert_eq!(
            texts("x;\n\x0b#pragma weak f\n"),
            vec!["x", ";", "#pragma weak f"]
        );
        assert_eq!(
            texts("D(1'+'); /*@ ghost g = 1; */"),
            vec!["D", "(", "1", "'+'", ")", ";", "/*@ ghost g = 1; */"]
        );
    }

    #[test]
    fn tokens_comments_directives() {
        let src = "#include <mpi.h>\n/*@ requires x; */ int f(int x) //@ ghost\n{ return x->y >>= 1.5e-3; }";
        assert_eq!(
            texts(src),
            vec![
                "#include <mpi.h>",
                "/*@ requires x; */",
                "int",
                "f",
                "(",
                "int",
                "x",
                ")",
                "//@ ghost",
                "{",
                "return",
                "x",
                "->",
                "y",
                ">>=",
                "1.5e-3",
                ";",
                "}"
            ]
        );
        let toks = lex(src);
        assert_eq!(toks[0].kind, TokKind::Directive);
        assert!(toks[1].is_acsl());
        assert!(toks[8].is_acsl());
    }

    #[test]
    fn directive_only_at_line_start_and_strings() {
        let src = "a # b\n  # define X \\\n 1\n\"s;\\\"\" 'c' L\"w\"";
        let t = texts(src);
        assert_eq!(
            t,
            vec![
                "a",
                "#",
                "b",
                "# define X \\\n 1",
                "\"s;\\\"\"",
                "'c'",
                "L\"w\""
            ]
        );
    }

    #[test]
    fn unterminated_input_does_not_panic() {
        for src in [
            "/* open",
            "\"open",
            "'",
            "#define A \\",
            "a\\",
            "/",
            "\u{e9}x",
        ] {
            let _ = lex(src);
        }
    }
}

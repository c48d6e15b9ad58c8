//! Reading ACSL terms: a small lexer, the scans of brackets and of the
//! `;` that end clauses, and (in `scope`) the free identifiers of a term.

use crate::source::Span;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tk {
    Ident,
    /// `\forall`, `\result`, ...
    Builtin,
    Number,
    Literal,
    Punct,
}

#[derive(Debug, Clone)]
pub(crate) struct TermTok {
    pub kind: Tk,
    /// Absolute span.
    pub span: Span,
    pub text: String,
}

const PUNCTS: [&str; 28] = [
    "<<=", ">>=", "^=", "<==>", "==>", "-->", "<--", "..", "->", "==", "!=", "<=", ">=", "&&",
    "||", "^^", "<<", ">>", "++", "--", "::", "*=", "+=", "-=", "/=", "%=", "&=", "|=",
];

/// Tokenize an ACSL term located at `base` in the file.
pub(crate) fn lex(text: &str, base: usize) -> Vec<TermTok> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b'@' {
            i += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let kind = if c == b'\\' && b.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic()) {
            i = word_end(b, i + 1);
            Tk::Builtin
        } else if c.is_ascii_alphabetic() || c == b'_' {
            i = word_end(b, i);
            // `g#x` (a definition's name, `MPI_Bcast#result`) is one name.
            if b.get(i) == Some(&b'#')
                && b.get(i + 1)
                    .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            {
                i = word_end(b, i + 1);
            }
            Tk::Ident
        } else if c.is_ascii_digit() {
            // Digits, letters (suffixes, hex), and a '.' not starting "..".
            while i < b.len() {
                let d = b[i];
                // An exponent's sign: after `e` in a decimal number, after
                // `p` in a hexadecimal one, whose `e` is a digit (hunt 60:
                // `0X1e+G(t)`, with a capital X, was one number).
                let hex = text[start..i].starts_with("0x") || text[start..i].starts_with("0X");
                let exponent_sign = (d == b'+' || d == b'-')
                    && if hex {
                        matches!(b[i - 1], b'p' | b'P')
                    } else {
                        matches!(b[i - 1], b'e' | b'E')
                    };
                if d.is_ascii_alphanumeric()
                    || d == b'_'
                    || (d == b'.' && b.get(i + 1) != Some(&b'.'))
                    || exponent_sign
                {
                    i += 1;
                } else {
                    break;
                }
            }
            Tk::Number
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            Tk::Literal
        } else {
            let rest = &text[i..];
            i += PUNCTS.iter().find(|p| rest.starts_with(**p)).map_or_else(
                || rest.chars().next().map_or(1, char::len_utf8),
                |p| p.len(),
            );
            Tk::Punct
        };
        let i2 = i.min(b.len());
        out.push(TermTok {
            kind,
            span: base + start..base + i2,
            text: text[start..i2].to_string(),
        });
        i = i2;
    }
    out
}

/// Where the word (letters, digits, `_`) starting at `i` ends.
fn word_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
        i += 1;
    }
    i
}

/// The index of the token closing the bracket opened at `toks[open]`.
pub(crate) fn matching(toks: &[TermTok], open: usize) -> Option<usize> {
    let mut depth = 0;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// For each token, whether it is a `;` that ends a clause or a
/// declaration, not a binder's own (`\let x = e;`, `\forall integer k;`,
/// `\exists`, `\lambda`): each binder takes the first `;` at its own
/// bracket depth (hunt 56: `G(t) = \let y = 1; G(t) + y` was cut at the
/// binder's `;`, and so was `decreases \let y = 0; n + y for R`).
pub(crate) fn clause_ends(toks: &[TermTok]) -> Vec<bool> {
    let mut depth = 0i32;
    // The depths of the binders whose `;` is still to come.
    let mut binders: Vec<i32> = Vec::new();
    toks.iter()
        .map(|t| match t.text.as_str() {
            "(" | "[" | "{" => {
                depth += 1;
                false
            }
            ")" | "]" | "}" => {
                depth -= 1;
                binders.retain(|&d| d <= depth);
                false
            }
            "\\let" | "\\forall" | "\\exists" | "\\lambda" => {
                binders.push(depth);
                false
            }
            ";" if binders.last() == Some(&depth) => {
                binders.pop();
                false
            }
            ";" => true,
            _ => false,
        })
        .collect()
}

/// The top-level comma-separated items of the bracketed list that starts
/// with `toks[0]` (an opening bracket); empty items are dropped.
pub(crate) fn split_top_level(toks: &[TermTok]) -> Vec<&[TermTok]> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 1;
    for (i, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    if start < i {
                        out.push(&toks[start..i]);
                    }
                    return out;
                }
            }
            "," if depth == 1 => {
                if start < i {
                    out.push(&toks[start..i]);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

mod scope;
pub(crate) use scope::{free_identifiers, Occurrence};

#[cfg(test)]
mod tests;

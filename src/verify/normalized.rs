//! The program as Frama-C read it (`-print`, before Wp): macros expanded,
//! comments gone, every conversion written as a cast. Two checks read it
//! there, where no spelling can hide what they look for: user ghost code
//! may not make a pointer to ghost memory from an integer (Frama-C accepts
//! `(int \ghost *)(unsigned long)&x`, and Wp then proves that the write
//! through it changed `x`, which the compiled program never does), and
//! every ghost global must be one vmfc keeps in Wp's memory
//! (`-wp-alias-vars`).

use crate::cfront::Frontend;
use crate::diag::Diagnostic;
use crate::error::Failure;
use std::collections::{HashMap, HashSet};

/// One finding: the function it is in (`None`: file scope), and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Finding {
    pub function: Option<String>,
    pub what: Kind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A cast to a pointer to ghost memory of something that is not `0`.
    GhostPointerCast(String),
    /// A file-scope ghost variable that is not among `alias_vars`.
    GhostGlobalNotInMemory(String),
}

/// The findings in Frama-C's printed program `text`.
pub(crate) fn check(text: &str, alias_vars: &[String]) -> Vec<Finding> {
    let (typedefs, ghost_ptr) = typedef_names(text);
    let all = tokens(text);
    let decls = declarations(&all, &typedefs);
    let aliased: HashSet<&str> = alias_vars.iter().map(String::as_str).collect();
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut candidate: Option<String> = None;
    let mut function: Option<String> = None;
    let mut i = 0;
    let b = text.as_bytes();
    while i < b.len() {
        // A brace or a comment's start inside a literal is text (hunt 37:
        // `"{"` hid the rest of the file's ghost globals).
        if matches!(b[i], b'"' | b'\'') {
            i += literal_len(&text[i..]);
            continue;
        }
        if text[i..].starts_with("/*") {
            let end = text[i + 2..]
                .find("*/")
                .map_or(text.len(), |e| i + 2 + e + 2);
            let inner = &text[i + 2..end.saturating_sub(2).max(i + 2)];
            if let Some(code) = inner.strip_prefix('@').map(str::trim_start) {
                if let Some(ghost) = code.strip_prefix("ghost") {
                    let mut toks = tokens(ghost);
                    // Ghost parameters or arguments, `(int \ghost *A, int n)`:
                    // the list itself is not a cast, nor a declaration.
                    let list = toks.first() == Some(&"(");
                    if list {
                        toks.remove(0);
                    }
                    let at = if depth == 0 { None } else { function.clone() };
                    for c in casts(&toks, &ghost_ptr, &decls) {
                        out.push(Finding {
                            function: at.clone().or_else(|| defined_function(&toks)),
                            what: Kind::GhostPointerCast(c),
                        });
                    }
                    if depth == 0 && !list {
                        if let Some(v) = variable(&toks).filter(|v| !aliased.contains(v.as_str())) {
                            out.push(Finding {
                                function: None,
                                what: Kind::GhostGlobalNotInMemory(v),
                            });
                        }
                    }
                }
            }
            i = end;
            continue;
        }
        match b[i] {
            b'{' => {
                if depth == 0 {
                    function = candidate.take();
                }
                depth += 1;
            }
            b'}' => depth = depth.saturating_sub(1),
            b';' if depth == 0 => candidate = None,
            c if depth == 0 && (c.is_ascii_alphabetic() || c == b'_') => {
                let len = text[i..]
                    .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                    .unwrap_or(text.len() - i);
                let word = &text[i..i + len];
                if text[i + len..].trim_start().starts_with('(') && !KEYWORDS.contains(&word) {
                    candidate = Some(word.to_string());
                }
                i += len;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

const KEYWORDS: [&str; 10] = [
    "return", "case", "else", "do", "sizeof", "if", "while", "for", "switch", "_Alignof",
];

/// Keywords after which `(` may open a cast (`return (T *)a;`), unlike a
/// name's (a call or a declarator).
const BEFORE_EXPRESSION: [&str; 4] = ["return", "case", "else", "do"];

/// Identifiers (a leading `\` included), numbers and single punctuation.
fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut i = 0;
    let b = s.as_bytes();
    let word = |ch: char| ch.is_ascii_alphanumeric() || ch == '_';
    while i < b.len() {
        let c = b[i];
        let len = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c == b'"' || c == b'\'' {
            literal_len(&s[i..])
        } else if c.is_ascii_digit() {
            // A number, `1.5e-3` included as far as it matters here.
            1 + (s[i + 1..].find(|ch: char| !(word(ch) || ch == '.'))).unwrap_or(s.len() - i - 1)
        } else if word(c as char) || c == b'\\' {
            // A name (not `s.a`: hunt 37).
            1 + s[i + 1..]
                .find(|ch: char| !word(ch))
                .unwrap_or(s.len() - i - 1)
        } else {
            s[i..].chars().next().map_or(1, char::len_utf8)
        };
        out.push(&s[i..i + len]);
        i += len;
    }
    out
}

/// The length of the string or character literal `s` starts with.
fn literal_len(s: &str) -> usize {
    let quote = s.as_bytes()[0];
    let mut k = 1;
    while k < s.len() {
        match s.as_bytes()[k] {
            b'\\' => k += 2,
            q if q == quote => return k + 1,
            _ => k += 1,
        }
    }
    s.len()
}

fn is_ident(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// Every typedef name of the printed program, and those whose type is a
/// pointer to ghost memory (possibly through other such typedefs).
fn typedef_names(text: &str) -> (HashSet<String>, HashSet<String>) {
    let defs: Vec<(String, Vec<&str>)> = text
        .split(';')
        .filter_map(|d| {
            let toks = tokens(d);
            let at = toks.iter().position(|t| *t == "typedef")?;
            let body = toks[at + 1..].to_vec();
            let name = body.iter().rev().find(|t| is_ident(t))?.to_string();
            Some((name, body))
        })
        .collect();
    let mut ghost = HashSet::new();
    loop {
        let before = ghost.len();
        for (name, body) in &defs {
            let direct = body.contains(&"\\ghost") && body.contains(&"*");
            if direct || body.iter().any(|t| ghost.contains(*t) && *t != name) {
                ghost.insert(name.clone());
            }
        }
        if ghost.len() == before {
            return (defs.into_iter().map(|(n, _)| n).collect(), ghost);
        }
    }
}

/// For each name, whether each of its declarations in the printed program
/// is of a pointer or array. A declaration: the name after a type word, a
/// typedef name or a qualifier, with stars between or not; or after a
/// name vmfc does not know as a type when `=`, `;`, `,`, `)` or `[`
/// follows (a typedef of the C library, which Frama-C prints as an
/// `#include`), of no pointer as far as vmfc can tell.
fn declarations<'a>(toks: &[&'a str], typedefs: &HashSet<String>) -> HashMap<&'a str, Vec<bool>> {
    let typeish = |t: &str| {
        is_type_word(t) || typedefs.contains(t) || matches!(t, "\\ghost" | "const" | "volatile")
    };
    let mut out: HashMap<&str, Vec<bool>> = HashMap::new();
    for k in 1..toks.len() {
        let name = toks[k];
        if !is_ident(name) || typeish(name) || KEYWORDS.contains(&name) {
            continue;
        }
        // Stars after a type (`T **p`), not a product (hunt 37: `2 * s.a`).
        let mut j = k - 1;
        while j > 0 && toks[j] == "*" {
            j -= 1;
        }
        let stars = j < k - 1;
        let unknown = !stars
            && is_ident(toks[j])
            && !KEYWORDS.contains(&toks[j])
            && !matches!(toks[j], "goto" | "typedef")
            && (toks.get(k + 1)).is_some_and(|n| matches!(*n, "=" | ";" | "," | ")" | "["));
        if typeish(toks[j]) || unknown {
            let pointer = stars || toks.get(k + 1) == Some(&"[");
            out.entry(name).or_default().push(pointer);
        }
    }
    out
}

/// The casts to a pointer to ghost memory whose operand is not `0`, the
/// address of an object (Frama-C rejects one of C memory), or a variable
/// every declaration of which is a pointer or an array: those made from
/// an integer, and, to be safe, from anything else.
fn casts(
    toks: &[&str],
    ghost_ptr: &HashSet<String>,
    decls: &HashMap<&str, Vec<bool>>,
) -> Vec<String> {
    let pointer = |n: &str| {
        decls
            .get(n)
            .is_some_and(|d| !d.is_empty() && d.iter().all(|p| *p))
    };
    let end = |t: Option<&&str>| t.is_none_or(|n| matches!(*n, ";" | "," | ")" | "}"));
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if *t != "(" {
            continue;
        }
        let after_name = i > 0
            && (is_ident(toks[i - 1]) && !BEFORE_EXPRESSION.contains(&toks[i - 1])
                || matches!(toks[i - 1], ")" | "]"));
        if after_name {
            continue;
        }
        let mut depth = 0;
        let Some(close) = (i..toks.len()).find(|&j| {
            match toks[j] {
                "(" => depth += 1,
                ")" => depth -= 1,
                _ => {}
            }
            depth == 0
        }) else {
            continue;
        };
        let group = &toks[i + 1..close];
        // A type begins with a word; its declarator may nest: `(int
        // \ghost (*)[1])` (hunt 37).
        let typeish = group
            .first()
            .is_some_and(|t| is_ident(t) || t.starts_with('\\'))
            && (group.iter()).all(|t| {
                is_ident(t)
                    || t.starts_with('\\')
                    || t.starts_with(|c: char| c.is_ascii_digit())
                    || matches!(*t, "*" | "(" | ")" | "[" | "]")
            });
        let ghost = (group.contains(&"\\ghost") && group.contains(&"*"))
            || group.iter().any(|t| ghost_ptr.contains(*t));
        if !typeish || !ghost {
            continue;
        }
        let operand = match toks.get(close + 1).copied() {
            Some("0") => end(toks.get(close + 2)),
            Some("&") => true,
            Some("(") => match (toks.get(close + 2), toks.get(close + 3)) {
                (Some(&"&"), _) => true,
                (Some(n), Some(&")")) => pointer(n) && end(toks.get(close + 4)),
                _ => false,
            },
            Some(n) => is_ident(n) && pointer(n) && end(toks.get(close + 2)),
            None => false,
        };
        if !operand {
            out.push(format!("({})", group.join(" ")));
        }
    }
    out
}

/// The function a file-scope ghost block defines or declares, if any.
fn defined_function(toks: &[&str]) -> Option<String> {
    toks.windows(2)
        .find(|w| is_ident(w[0]) && !KEYWORDS.contains(&w[0]) && !is_type_word(w[0]) && w[1] == "(")
        .map(|w| w[0].to_string())
}

fn is_type_word(t: &str) -> bool {
    crate::cfront::lexer::DECLARATION_WORDS.contains(&t)
}

/// The variable a file-scope ghost declaration declares (`None` for a
/// function, a typedef or a type's declaration): the last identifier before
/// its initializer, array bounds or end that is not a type's name.
fn variable(toks: &[&str]) -> Option<String> {
    if defined_function(toks).is_some() || toks.contains(&"typedef") {
        return None;
    }
    let end = (toks.iter())
        .position(|t| matches!(*t, "=" | "[" | ";"))
        .unwrap_or(toks.len());
    if toks[..end].contains(&"{") {
        return None;
    }
    // The word after `struct`, `union` or `enum` is a tag.
    let tag = |i: usize| i > 0 && matches!(toks[i - 1], "struct" | "union" | "enum");
    (0..end)
        .rev()
        .find(|&i| is_ident(toks[i]) && !is_type_word(toks[i]) && !tag(i))
        .map(|i| toks[i].to_string())
}

/// The findings as errors in the user's file: at the function's name, or
/// at the first mention of the ghost global.
pub(crate) fn failure(
    findings: &[Finding],
    fe: &Frontend,
    function_lines: &HashMap<String, usize>,
) -> Failure {
    let at_line = |l: usize| fe.file.line_span(l);
    // The first annotation that names it (where it is declared), else 0..0.
    let file = &fe.file;
    let word_at = |w: &str| {
        (fe.orig.tokens.iter())
            .filter(|t| t.is_acsl())
            .find_map(|t| {
                // Past `//@` or `/*@`.
                let inner = file.text.get(t.span.start + 3..t.span.end)?;
                let inner = crate::annot::comments::blank_ats(inner);
                crate::annot::term::lex(&inner, t.span.start + 3)
                    .into_iter()
                    .find(|u| u.text == w)
                    .map(|u| u.span)
            })
            .unwrap_or(0..0)
    };
    let diagnostics = findings
        .iter()
        .map(|f| match &f.what {
            Kind::GhostPointerCast(cast) => {
                let span = (f.function.as_ref())
                    .and_then(|n| function_lines.get(n))
                    .map_or(0..0, |&l| at_line(l));
                let place = f.function.as_ref().map_or("file-scope ghost code".to_string(), |n| format!("the ghost code of `{n}`"));
                Diagnostic::error(span, format!("{place} converts an integer to a pointer to ghost memory, `{cast}`, as Frama-C reads it"))
                    .with_note("ghost code may write only ghost memory, and Frama-C checks it, except through a pointer made from an integer: the proof would then count a write that the compiled program never does. Keep ghost pointers to ghost objects (`&g`, a ghost array), never from an integer or an address converted to one")
            }
            Kind::GhostGlobalNotInMemory(name) => Diagnostic::error(
                word_at(name),
                format!("the ghost global `{name}` is declared in a form vmfc does not read"),
            )
            .with_note("vmfc keeps every global in Wp's memory (`-wp-alias-vars`), where a pointer may reach it; it reads ghost declarations as they are written: declare it plainly, `//@ ghost int G;`, without a macro for `ghost`, for its name or type around parentheses, and without a comment inside"),
        })
        .collect();
    Failure::Input {
        diagnostics,
        files: vec![fe.file.clone()],
    }
}

#[cfg(test)]
mod tests;

//! The program as Frama-C read it (`-print`, before Wp): macros expanded,
//! comments gone, every conversion written as a cast. Two checks read it
//! there, where no spelling can hide what they look for: user ghost code
//! may not make a pointer to ghost memory from an integer (Frama-C accepts
//! `(int \ghost *)(unsigned long)&x`, and Wp then proves that the write
//! through it changed `x`, which the compiled program never does), and
//! the ghost globals it declares, which vmfc keeps in Wp's memory
//! (`-wp-alias-vars`) with those it read in the source.

use crate::cfront::Frontend;
use crate::diag::Diagnostic;
use crate::error::Failure;
use scan::{is_ident, literal_len, tokens};
use std::collections::{HashMap, HashSet};

/// One finding: the function it is in (`None`: file scope), and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Finding {
    pub function: Option<String>,
    pub what: Kind,
    /// A variable the finding's code names (a cast's operand), to place
    /// the error at the user's ghost code that names it.
    pub names: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A cast to a pointer to ghost memory of something that is not `0`.
    GhostPointerCast(String),
    /// A conversion of what may be a 64-bit integer to `float`, which Wp
    /// rounds twice (`normalized/floats.rs`).
    WideToFloat,
}

/// What the printed program shows: errors, and the file-scope ghost
/// variables (which vmfc keeps in Wp's memory, also those its reading of
/// the source missed).
pub(crate) struct Printed {
    pub errors: Vec<Finding>,
    pub ghost_globals: Vec<String>,
}

/// The findings in Frama-C's printed program `text` (printed with
/// `-kernel-msg-key printer:vid`: each variable's uses marked with its
/// identity).
pub(crate) fn check(text: &str) -> Printed {
    let text = &scan::with_identities(text);
    let pointer_types = pointer_names(text);
    let code = scan::code_tokens(text);
    let code: Vec<&str> = code.iter().map(String::as_str).collect();
    let pointers = scan::pointers(&code);
    let narrow = floats::narrow(&code);
    let wide = floats::wide_to_float(&code, &narrow)
        .into_iter()
        .map(|(f, names)| Finding {
            function: f.map(|f| scan::base(&f).to_string()),
            what: Kind::WideToFloat,
            names: names.map(|n| scan::base(&n).to_string()),
        });
    let mut out = Vec::new();
    let mut ghost_globals = Vec::new();
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
            let end = scan::comment_end(text, i);
            let inner = text[i + 2..end].trim_end_matches("*/");
            {
                if let Some(ghost) = scan::ghost_code(inner) {
                    let mut toks = tokens(&ghost);
                    // Ghost parameters or arguments, `(int \ghost *A, int n)`:
                    // the list itself is not a cast, nor a declaration.
                    let list = toks.first() == Some(&"(");
                    if list {
                        toks.remove(0);
                    }
                    let at = if depth == 0 { None } else { function.clone() };
                    for (c, names) in casts(&toks, &pointer_types, &pointers) {
                        out.push(Finding {
                            function: at.clone().or_else(|| defined_function(&toks)),
                            what: Kind::GhostPointerCast(c),
                            names,
                        });
                    }
                    if depth == 0 && !list {
                        ghost_globals.extend(variable(&toks));
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
                    .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_' || ch == '@'))
                    .unwrap_or(text.len() - i);
                let word = &text[i..i + len];
                if text[i + len..].trim_start().starts_with('(') && !KEYWORDS.contains(&word) {
                    candidate = Some(scan::base(word).to_string());
                }
                i += len;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out.extend(wide);
    Printed {
        errors: out,
        ghost_globals,
    }
}

const KEYWORDS: [&str; 10] = [
    "return", "case", "else", "do", "sizeof", "if", "while", "for", "switch", "_Alignof",
];

/// Keywords after which `(` may open a cast (`return (T *)a;`), unlike a
/// name's (a call or a declarator).
const BEFORE_EXPRESSION: [&str; 4] = ["return", "case", "else", "do"];

/// The names that may stand for a pointer type: every word of a typedef
/// that has a `*`, a `(` (a function's type) or `\ghost`, or another such
/// name (its name, and to be safe the others: a typedef's name is not
/// always its last word, hunt 39: `GA[sizeof(int)]`).
fn pointer_names(text: &str) -> HashSet<String> {
    let all = tokens(text);
    let defs: Vec<Vec<&str>> = (all.split(|t| *t == ";"))
        .filter_map(|d| Some(d[d.iter().position(|t| *t == "typedef")? + 1..].to_vec()))
        .collect();
    let mut names: HashSet<String> = HashSet::new();
    loop {
        let before = names.len();
        for body in &defs {
            if (body.iter()).any(|t| matches!(*t, "*" | "(" | "\\ghost") || names.contains(*t)) {
                let words = (body.iter())
                    .filter(|t| is_ident(t) && !is_type_word(t) && !KEYWORDS.contains(*t));
                names.extend(words.map(|t| t.to_string()));
            }
        }
        if names.len() == before {
            return names;
        }
    }
}

fn is_type_word(t: &str) -> bool {
    crate::cfront::lexer::DECLARATION_WORDS.contains(&t)
}

/// The casts to a pointer type (in user ghost code: writing through one
/// that points to ghost memory writes only ghost memory for Frama-C)
/// whose operand is not `0`, a string, the address of an object (Frama-C
/// rejects one of C memory), or a variable declared as a pointer or an
/// array (`pointers`, by identity): those made from an integer, and, to
/// be safe, from anything else. Each with the first variable its operand
/// names.
fn casts(
    toks: &[&str],
    pointer_types: &HashSet<String>,
    pointers: &HashSet<String>,
) -> Vec<(String, Option<String>)> {
    let pointer = |n: &str| pointers.contains(n);
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
        // A type begins with a word that is no variable (`@`) nor
        // `sizeof`; what follows may be anything (hunt 39: an attribute
        // with an expression or a string, `__attribute__((aligned(2+2)))`;
        // a nested declarator, `(int \ghost (*)[n])`, hunt 37).
        let typeish = group.first().is_some_and(|t| {
            (is_ident(t) && !scan::is_variable(t) && !KEYWORDS.contains(t)) || t.starts_with('\\')
        });
        // Any pointer type, not only those whose words show ghost memory
        // (hunt 39: `(struct T *)a` with a `\ghost` member of `struct
        // T`); `(GP2)b` where `GP2` is a typedef of a pointer.
        let pointer_type = group.contains(&"*") || group.iter().any(|t| pointer_types.contains(*t));
        if !typeish || !pointer_type {
            continue;
        }
        let operand = match toks.get(close + 1).copied() {
            Some("0") => end(toks.get(close + 2)),
            Some(lit) if lit.starts_with('"') => true,
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
            let words: Vec<&str> = group.iter().map(|t| scan::base(t)).collect();
            let cast = format!("({})", words.join(" "))
                .replace("( ", "(")
                .replace(" )", ")")
                .replace(" [ ", "[")
                .replace(" ]", "]");
            let names = (toks[close + 1..].iter())
                .take_while(|t| !matches!(**t, ";" | "}"))
                .find(|t| scan::is_variable(t))
                .map(|t| scan::base(t).to_string());
            out.push((cast, names));
        }
    }
    out
}

/// The function a file-scope ghost block defines or declares, if any: its
/// first variable (`f@7`, by identity) when a parameter list follows.
fn defined_function(toks: &[&str]) -> Option<String> {
    let k = toks.iter().position(|t| scan::is_variable(t))?;
    (toks.get(k + 1) == Some(&"(")).then(|| scan::base(toks[k]).to_string())
}

/// The variable a file-scope ghost declaration declares (`None` for a
/// function, a typedef or a type's declaration): its first variable, by
/// identity (hunt 38: a name read by its place missed `int G
/// __attribute__((unused))`).
fn variable(toks: &[&str]) -> Option<String> {
    if toks.contains(&"typedef") || defined_function(toks).is_some() {
        return None;
    }
    let k = toks.iter().position(|t| scan::is_variable(t))?;
    Some(scan::base(toks[k]).to_string())
}

/// Whether Frama-C marked the variables of its printed program with their
/// identities (`-kernel-msg-key printer:vid`): without the marks the
/// checks above would find nothing.
pub(crate) fn marked(text: &str) -> bool {
    text.contains("/* vid:")
}

/// The first occurrence of `word` in the user's ghost code within
/// `range`, in an annotation that names every one of `also` too; if
/// `cast`, one right after a `)`, as a cast's operand is.
fn ghost_word(
    fe: &Frontend,
    range: std::ops::Range<usize>,
    word: &str,
    also: &[&str],
    cast: bool,
) -> Option<std::ops::Range<usize>> {
    (fe.orig.tokens.iter())
        .filter(|t| t.is_acsl() && range.contains(&t.span.start))
        .find_map(|t| {
            let inner = fe.file.text.get(t.span.start + 3..t.span.end)?;
            let inner = crate::annot::comments::blank_ats(inner);
            let words = crate::annot::term::lex(&inner, t.span.start + 3);
            let ghost = words.first().is_some_and(|u| u.text == "ghost");
            let all = also.iter().all(|a| words.iter().any(|u| u.text == *a));
            if !(ghost && all) {
                return None;
            }
            let k = (0..words.len())
                .find(|&k| words[k].text == word && (!cast || k > 0 && words[k - 1].text == ")"))?;
            Some(words[k].span.clone())
        })
}

/// The findings as errors in the user's file.
pub(crate) fn failure(
    findings: &[Finding],
    fe: &Frontend,
    function_lines: &HashMap<String, usize>,
) -> Failure {
    let at_line = |l: usize| fe.file.line_span(l);
    let file = &fe.file;
    // The text from a function's line to the next function's.
    let function_range = |l: usize| {
        let next = (function_lines.values()).filter(|&&m| m > l).min();
        at_line(l).start..next.map_or(file.text.len(), |&m| at_line(m).start)
    };
    let diagnostics = findings
        .iter()
        .map(|f| match &f.what {
            Kind::GhostPointerCast(cast) => {
                // The function's first ghost code that names the operand,
                // else the function's name.
                let line = f.function.as_ref().and_then(|n| function_lines.get(n)).copied();
                let span = line.map_or(0..0, |l| {
                    let names = f.names.as_deref().unwrap_or("");
                    let range = function_range(l);
                    // Rather where the type is written too (not the
                    // operand's declaration).
                    let words: Vec<&str> = (cast.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\\')))
                        .filter(|w| !w.is_empty())
                        .collect();
                    let at = |also: &[&str], cast| ghost_word(fe, range.clone(), names, also, cast);
                    (at(&words, true))
                        .or_else(|| at(&[], true))
                        .or_else(|| at(&words, false))
                        .or_else(|| at(&[], false))
                        .unwrap_or_else(|| at_line(l))
                });
                let place = f.function.as_ref().map_or("file-scope ghost code".to_string(), |n| format!("the ghost code of `{n}`"));
                Diagnostic::error(span, format!("{place} makes a pointer from a value that is none, `{cast}`, as Frama-C reads it"))
                    .with_note("ghost code may write only ghost memory, and Frama-C checks it, except through a pointer made from an integer (`(int \\ghost *)a`, or `(struct T *)a` with a ghost member): the proof would then count a write that the compiled program never does. Keep ghost pointers to ghost objects (`&g`, a ghost array, another such pointer), never made from an integer or an address converted to one")
            }
            Kind::WideToFloat => {
                let line = f.function.as_ref().and_then(|n| function_lines.get(n)).copied();
                // At `(float)name` in the function, if the user wrote it.
                let cast = |l: usize| {
                    let range = function_range(l);
                    let toks = &fe.orig.tokens;
                    (0..toks.len().saturating_sub(3)).find(|&k| {
                        range.contains(&toks[k].span.start)
                            && (k..k + 4).map(|j| fe.tok_text(j)).eq(["(", "float", ")", f.names.as_deref().unwrap_or("")])
                    })
                    .map(|k| toks[k].span.clone())
                };
                let span = line.map_or(0..0, |l| cast(l).unwrap_or_else(|| at_line(l)));
                let what = f.names.as_ref().map_or("a value".to_string(), |n| format!("a value computed from `{n}`"));
                let place = f.function.as_ref().map_or("file-scope code".to_string(), |n| format!("`{n}`"));
                Diagnostic::error(span, format!("{place} converts {what}, which may be a 64-bit integer, to `float`, as Frama-C reads it"))
                    .with_note("Wp rounds a 64-bit integer to `double` first, then to `float`, and the two roundings may give another value than C's single one (hunt 40: `(float)n` with n = 2^60 + 2^36 + 1 was proved to be 2^60, C gives 2^60 + 2^37). Convert to `double` instead, or convert a narrower integer (vmfc reads the operand's declared types: `int`, `short`, `char`, `float`, `double`)")
            }
        })
        .collect();
    Failure::Input {
        diagnostics,
        files: vec![fe.file.clone()],
    }
}

mod floats;
mod scan;
#[cfg(test)]
mod tests;

//! The program as Frama-C read it (`-print`, before Wp): macros expanded,
//! comments gone, every conversion written as a cast. The checks read it
//! there, where no spelling can hide what they look for:
//! - user ghost code may not make a pointer to ghost memory from an
//!   integer (Frama-C accepts `(int \ghost *)(unsigned long)&x`, and Wp
//!   then proves that the write through it changed `x`, which the compiled
//!   program never does);
//! - the ghost globals it declares, which vmfc keeps in Wp's memory
//!   (`-wp-alias-vars`) with those it read in the source;
//! - conversions Wp computes otherwise than C: 64-bit integers to `float`
//!   (`floats.rs`), floating values to 64-bit integer and enumerated types
//!   (`wide.rs`), and, in annotations, reals to integers and the literals
//!   Frama-C misreads (`logic.rs`).

use crate::transform::assumptions::is_contract;
use scan::{is_ident, literal_len, tokens};
use std::collections::HashSet;

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
    /// A conversion of what may be a floating value to a 64-bit integer
    /// type, which Wp may fold wrongly (`normalized/wide.rs`).
    FloatToWide,
    /// A real literal of an annotation that Frama-C misreads (`1e3` as
    /// 1.3, `0x1p-1080` as 0: `normalized/logic.rs`).
    MisreadLiteral(String),
    /// A conversion of what may be a real value to an integer in an
    /// annotation (`\floor`, `(long)`), which Wp may fold wrongly.
    LogicConversion(String),
    /// A ghost function with a contract and no body: Frama-C trusts the
    /// contract at every call, an axiom (the printed program shows the
    /// contract on a prototype only when no definition has it).
    GhostContractNoBody(String),
}

/// What the printed program shows: errors, and the file-scope ghost
/// variables (which vmfc keeps in Wp's memory, also those its reading of
/// the source missed).
pub(crate) struct Printed {
    pub errors: Vec<Finding>,
    pub ghost_globals: Vec<String>,
    /// What Frama-C's reading says of the logic symbols.
    pub symbols: symbols::Symbols,
    /// The functions defined with a contract (C and ghost): Frama-C puts
    /// at the definition the contracts of all its declarations.
    pub contracted: Vec<String>,
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
    let types = wide::Types::read(&code);
    let finding = |what: &Kind| {
        let what = what.clone();
        move |(f, names): (Option<String>, Option<String>)| Finding {
            function: f.map(|f| scan::base(&f).to_string()),
            what: what.clone(),
            names: names.map(|n| scan::base(&n).to_string()),
        }
    };
    let wide = (floats::wide_to_float(&code, &narrow).into_iter())
        .map(finding(&Kind::WideToFloat))
        .chain(
            wide::float_to_wide(&code, &types)
                .into_iter()
                .map(finding(&Kind::FloatToWide)),
        );
    let mut out = Vec::new();
    let mut ghost_globals = Vec::new();
    let mut depth = 0usize;
    let mut candidate: Option<String> = None;
    let mut function: Option<String> = None;
    // A contract at file scope since the last declaration.
    let mut contract = false;
    let mut contracted = Vec::new();
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
            // A ghost annotation's code, and the annotations nested in it.
            let ghost = scan::ghost_text(inner).map(scan::split_annotations);
            if depth == 0 && ghost.is_none() && inner.strip_prefix('@').is_some_and(is_contract) {
                contract = true;
            }
            if inner.starts_with('@') {
                let at = if depth == 0 { None } else { function.clone() };
                let mut found = |what| {
                    let function = at.clone();
                    out.push(Finding {
                        function,
                        what,
                        names: None,
                    })
                };
                logic::misread_literals(inner)
                    .into_iter()
                    .for_each(|l| found(Kind::MisreadLiteral(l)));
                // An annotation, or those nested in ghost code (an
                // assertion, a ghost function's contract).
                let logic = match &ghost {
                    Some((_, nested)) => nested.as_slice(),
                    None => std::slice::from_ref(&inner),
                };
                for annotation in logic {
                    let toks = tokens(annotation);
                    let conversions = logic::real_to_integer(&toks, &types);
                    conversions
                        .into_iter()
                        .for_each(|c| found(Kind::LogicConversion(c)));
                }
            }
            {
                if let Some((code, nested)) = &ghost {
                    let mut toks = tokens(code);
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
                        // Frama-C prints a definition's contract first.
                        let first = scan::ghost_text(inner)
                            .is_some_and(|g| g.trim_start().starts_with("/@"));
                        let has_contract = first && nested.first().is_some_and(|a| is_contract(a));
                        if let Some(f) =
                            defined_function(&toks).filter(|_| has_contract && toks.contains(&"{"))
                        {
                            contracted.push(f);
                        }
                        if let Some(name) = bodiless(&toks, nested) {
                            out.push(Finding {
                                function: None,
                                what: Kind::GhostContractNoBody(name),
                                names: None,
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
                    if let Some(f) = function.as_ref().filter(|_| contract) {
                        contracted.push(f.clone());
                    }
                    contract = false;
                }
                depth += 1;
            }
            b'}' => depth = depth.saturating_sub(1),
            b';' if depth == 0 => {
                candidate = None;
                contract = false;
            }
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
        symbols: symbols::symbols(text),
        contracted,
    }
}

/// A file-scope ghost declaration with a contract before it and no body
/// (`/@ ensures \\false; @/ void lie(int n);`, `FT lie;`): its name, the
/// first identity-marked word (the parameters come after it). Frama-C
/// prints a contract at the definition when there is one, whatever
/// declaration the user wrote it on.
fn bodiless(toks: &[&str], nested: &[&str]) -> Option<String> {
    let contract = nested.iter().any(|a| !a.trim().is_empty());
    if !contract || toks.contains(&"{") || toks.last() != Some(&";") {
        return None;
    }
    let name = toks.iter().find(|t| scan::is_variable(t))?;
    Some(scan::base(name).to_string())
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
        if scan::after_name(toks, i) {
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

mod contracts;
mod demoted;
pub(crate) use demoted::demoted_checks;
mod errors;
mod floats;
mod logic;
mod symbols;
pub(crate) use contracts::unseen_contracts;
pub(crate) use symbols::unseen as unseen_symbols;
mod scan;
mod wide;

pub(crate) use errors::failure;
#[cfg(test)]
mod tests;

//! Conversions to `float` of 64-bit integers, in the printed program
//! (where every conversion is a cast): Wp rounds such a value to `double`
//! first, then to `float`, and the two roundings may give another value
//! than C's one (hunt 40: `(float)n` with `n == 2^60 + 2^36 + 1` was
//! proved equal to `2^60`, C gives `2^60 + 2^37`). A cast to `float` is
//! accepted when its operand reads only variables and functions declared
//! with narrower types, literals that are no `long`, and casts and
//! operators between them.

use super::scan::{is_hex, is_ident, is_variable};
use std::collections::HashSet;

/// Type words of declarations that hold no 64-bit integer.
const NARROW: [&str; 15] = [
    "int", "short", "char", "signed", "unsigned", "float", "double", "_Bool", "const", "volatile",
    "static", "extern", "register", "inline", "\\ghost",
];

/// The variables and functions (`x@12`) whose declaration, at their first
/// occurrence in the code, has only `NARROW` type words.
pub(super) fn narrow(code: &[&str]) -> HashSet<String> {
    let floats = float_typedefs(code);
    let narrow = |w: &&str| NARROW.contains(w) || floats.contains(*w);
    (declared(code).into_iter())
        .filter(|(_, words)| !words.is_empty() && words.iter().all(narrow))
        .map(|(name, _)| name.to_string())
        .collect()
}

/// The variables and functions (`x@12`) declared at their first
/// occurrence in the code, with the words of their declaration's type.
pub(super) fn declared<'a>(code: &[&'a str]) -> Vec<(&'a str, Vec<&'a str>)> {
    let mut out = Vec::new();
    for (k, name) in super::scan::declarations(code) {
        let start = (0..k)
            .rev()
            .find(|&j| {
                matches!(code[j], ";" | "{" | "}" | "(" | ",")
                    && !(code[j] == "(" && j + 1 < k && code[j + 1] == "*")
            })
            .map_or(0, |j| j + 1);
        let words: Vec<&str> = code[start..k]
            .iter()
            .copied()
            .filter(|t| is_ident(t) || t.starts_with('\\'))
            .collect();
        // A declaration: a type word right before the name (stars aside),
        // not a use (`(float)atol(s)`, whose declaration is the C
        // library's, which Frama-C prints as an `#include`).
        let before = code[..k].iter().rev().find(|t| **t != "*");
        let is_declaration =
            before.is_some_and(|t| (is_ident(t) && !is_variable(t)) || t.starts_with('\\'));
        if is_declaration {
            out.push((name, words));
        }
    }
    out
}

/// The function (`x@12`) each token of the code is in (`None`: file
/// scope): a name before `(` at file scope, whose body follows.
pub(super) fn enclosing<'a>(code: &[&'a str]) -> Vec<Option<&'a str>> {
    let (mut depth, mut candidate, mut function) = (0usize, None, None);
    let mut out = Vec::with_capacity(code.len());
    for k in 0..code.len() {
        match code[k] {
            "{" => {
                if depth == 0 {
                    function = candidate.take();
                }
                depth += 1;
            }
            "}" => depth = depth.saturating_sub(1),
            ";" if depth == 0 => candidate = None,
            t if depth == 0 && is_variable(t) && code.get(k + 1) == Some(&"(") => {
                candidate = Some(code[k]);
            }
            _ => {}
        }
        out.push(if depth == 0 { None } else { function });
    }
    out
}

/// The casts to `float` whose operand may be a 64-bit integer: the
/// function each is in (`x@12` names), and the first variable its operand
/// reads.
pub(super) fn wide_to_float(
    code: &[&str],
    narrow: &HashSet<String>,
) -> Vec<(Option<String>, Option<String>)> {
    let floats = float_typedefs(code);
    let within = enclosing(code);
    let mut out = Vec::new();
    for (k, function) in within.iter().enumerate() {
        if let Some(close) = float_cast(code, k, &floats) {
            let ops = operand(code, close + 1);
            if !ops
                .as_ref()
                .is_some_and(|ops| ops.iter().all(|t| fits(t, narrow)))
            {
                let first =
                    ops.and_then(|o| o.into_iter().find(|t| is_variable(t)).map(str::to_string));
                out.push((function.map(str::to_string), first));
            }
        }
    }
    out
}

/// The typedef names of `float` (hunt 41: `typedef float F;` then
/// `(F)n`), through other such names; qualifiers aside.
pub(super) fn float_typedefs(code: &[&str]) -> HashSet<String> {
    let defs: Vec<&[&str]> = (code.split(|t| *t == ";"))
        .filter_map(|d| Some(&d[d.iter().position(|t| *t == "typedef")? + 1..]))
        .collect();
    let mut out: HashSet<String> = HashSet::new();
    loop {
        let before = out.len();
        for d in &defs {
            let words: Vec<&str> = d
                .iter()
                .copied()
                .filter(|t| !QUALIFIERS.contains(t))
                .collect();
            if let [ty, name] = words[..] {
                if (ty == "float" || out.contains(ty)) && is_ident(name) {
                    out.insert(name.to_string());
                }
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

const QUALIFIERS: [&str; 3] = ["const", "volatile", "\\ghost"];

/// The end (`)`) of the cast to `float` at `k`, if the group there is one
/// (a typedef of it, and qualifiers, included).
fn float_cast(code: &[&str], k: usize, floats: &HashSet<String>) -> Option<usize> {
    if code[k] != "(" {
        return None;
    }
    let close = (k + 1..code.len()).find(|&j| code[j] == ")")?;
    let group = &code[k + 1..close];
    let float = |t: &&str| *t == "float" || floats.contains(*t);
    (group.iter().any(float) && group.iter().all(|t| float(t) || QUALIFIERS.contains(t)))
        .then_some(close)
}

/// The tokens of the operand starting at `i`: a parenthesized group, or
/// a name with what follows it (a call's arguments, an index, members),
/// after prefix operators (hunt 42: `(float)*p` was read as `*` alone).
pub(super) fn operand<'a>(code: &[&'a str], i: usize) -> Option<Vec<&'a str>> {
    let group = |from: usize| -> Option<usize> {
        let mut depth = 0i32;
        (from..code.len()).find(|&j| {
            match code[j] {
                "(" | "[" => depth += 1,
                ")" | "]" => depth -= 1,
                _ => {}
            }
            depth == 0
        })
    };
    let mut end = match *code.get(i)? {
        "(" => group(i)?,
        "-" | "+" | "~" | "!" | "*" | "&" => {
            return operand(code, i + 1).map(|mut v| {
                v.insert(0, code[i]);
                v
            })
        }
        _ => i,
    };
    loop {
        match code.get(end + 1) {
            Some(&("(" | "[")) => end = group(end + 1)?,
            Some(&".") => end += 2,
            Some(&"-") if code.get(end + 2) == Some(&">") => end += 3,
            _ => break,
        }
    }
    end = end.min(code.len() - 1);
    Some(code[i..=end].to_vec())
}

/// A token of an operand that cannot bring a 64-bit integer in.
fn fits(t: &str, narrow: &HashSet<String>) -> bool {
    if t.starts_with(|c: char| c.is_ascii_digit()) {
        // A floating-point literal, or an integer one that is an `int`.
        let float = t.contains(['.', 'e', 'E']) && !is_hex(t);
        return float
            || (!t.contains(['l', 'L'])
                && t.trim_end_matches(['u', 'U'])
                    .parse::<i64>()
                    .is_ok_and(|v| v <= i64::from(i32::MAX)));
    }
    if is_variable(t) {
        return narrow.contains(t);
    }
    NARROW.contains(&t)
        || matches!(
            t,
            "(" | ")"
                | "["
                | "]"
                | "+"
                | "-"
                | "*"
                | "/"
                | "%"
                | "<"
                | ">"
                | "="
                | "&"
                | "|"
                | "^"
                | "~"
                | "!"
                | "?"
                | ":"
                | ","
        )
}

//! Recursive logic definitions that vmfc can see to be well founded. Wp
//! turns a definition into an axiom (`F(n) = F(n) + 1` for every `n`),
//! which is contradictory when no function satisfies it, and then every
//! goal is proved. A recursive definition must have the form
//! `C ? A : B` where `B` alone calls the symbol, each call passes `x - k`
//! (`k` a positive number) for some integer parameter `x`, and `C` has a
//! disjunct `x <= e` (or `x < e`, `e >= x`, `e > x`) whose `e` names only
//! parameters that every call passes unchanged: the recursion then ends,
//! and exactly one function satisfies the definition.

use super::{LogicDecl, TermTok, Tk};
use crate::annot::term;

/// Why the recursive definition `d` (with body `body`) is not seen to be
/// well founded, if it is not.
pub(super) fn check(
    d: &LogicDecl,
    body: &str,
    recursive: &dyn Fn(&str) -> bool,
) -> Result<(), String> {
    let toks = term::lex(body, 0);
    let toks = strip_parens(&toks);
    let (q, c) = conditional(toks).ok_or("it is not a conditional `C ? A : B`")?;
    let (cond, then, other) = (&toks[..q], &toks[q + 1..c], &toks[c + 1..]);
    for part in [cond, then] {
        if calls(part, &d.name).next().is_some() {
            return Err(format!(
                "`{}` is called outside the last branch of the conditional",
                d.name
            ));
        }
    }
    for t in toks
        .iter()
        .filter(|t| t.kind == Tk::Ident && t.text != d.name)
    {
        if recursive(&t.text) {
            return Err(format!(
                "it calls `{}`, which is recursive too (mutual recursion)",
                t.text
            ));
        }
    }
    let params = param_names(&d.params);
    // The text tells the recursion only where each parameter keeps its
    // meaning: `\let n = n + 1; F(n - 1)` is `F(n)`.
    let all = term::lex(body, 0);
    let free: Vec<usize> = term::free_identifiers(&all)
        .into_iter()
        .map(|o| o.tok)
        .collect();
    if let Some(t) = all
        .iter()
        .enumerate()
        .find(|(i, t)| t.kind == Tk::Ident && params.contains(&t.text) && !free.contains(i))
    {
        return Err(format!(
            "it binds its parameter `{}` again (`\\let`, a quantifier, `\\lambda`): vmfc reads the recursion from the text",
            t.1.text
        ));
    }
    let args: Vec<Vec<&[TermTok]>> = calls(other, &d.name).collect();
    if decreasing(cond, &args, &param_list(&d.params), false).is_some() {
        return Ok(());
    }
    Err(format!(
        "no integer parameter decreases in every call of `{}` down to a bound the condition tests",
        d.name
    ))
}

/// How a well-founded recursive definition recurs: what vmfc needs to
/// state, and have proved, the induction showing what the symbol reads
/// (see `emit::frame::recursion`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Recursion {
    /// (type, name) of each parameter.
    pub params: Vec<(String, String)>,
    /// The parameter that decreases.
    pub x: usize,
    /// By how much it decreases in each call (each positive).
    pub steps: Vec<u64>,
    /// The parameters other than `x` that some call passes changed: each
    /// of a type of numbers, computed in every call from the scalar
    /// parameters without reading memory (`V(t - 1, Partner(t, p))`).
    pub changed: Vec<usize>,
    /// Each call's arguments, as text over the parameters.
    pub calls: Vec<Vec<String>>,
    /// The disjunct of the condition that bounds it (`n <= 0`), over the
    /// parameters that no call changes: where it holds, the definition
    /// does not recur.
    pub base: String,
}

/// The recursion of `d` (body `body`), or why vmfc cannot state the
/// induction over it. `pure(toks, params)`: whether a term reads no memory
/// and names no variable but `params`.
pub(super) fn recursion(
    d: &LogicDecl,
    body: &str,
    pure: &dyn Fn(&[TermTok], &[&str]) -> bool,
) -> Result<Recursion, String> {
    let all = term::lex(body, 0);
    let toks = strip_parens(&all);
    let (q, c) = conditional(toks).ok_or("it is not a conditional `C ? A : B`")?;
    let (cond, other) = (&toks[..q], &toks[c + 1..]);
    let params = param_list(&d.params);
    let names: Vec<&str> = params.iter().map(|(_, n)| n.as_str()).collect();
    let scalars: Vec<&str> = params
        .iter()
        .filter(|(t, _)| super::scalar(t))
        .map(|(_, n)| n.as_str())
        .collect();
    let args: Vec<Vec<&[TermTok]>> = calls(other, &d.name).collect();
    let arity = args.iter().all(|a| a.len() == names.len());
    let fail = || {
        format!(
            "its calls of `{}` must pass one parameter decreased by a constant, down to a bound its condition tests, and each other parameter unchanged or, for a parameter of numbers, computed from the parameters of numbers without reading memory",
            d.name
        )
    };
    let (x, dis) = decreasing(cond, &args, &params, false)
        .filter(|_| arity)
        .ok_or_else(fail)?;
    let changed: Vec<usize> = (0..names.len())
        .filter(|&y| {
            y != x
                && args
                    .iter()
                    .any(|a| !matches!(a[y], [v] if v.text == names[y]))
        })
        .collect();
    let computable = changed
        .iter()
        .all(|&y| super::scalar(&params[y].0) && args.iter().all(|a| pure(a[y], &scalars)));
    if !computable {
        return Err(fail());
    }
    let text = |t: &[TermTok]| body[t[0].span.start..t[t.len() - 1].span.end].to_string();
    Ok(Recursion {
        steps: args
            .iter()
            .map(|a| a[x][2].text.parse::<u64>().unwrap_or(1))
            .collect(),
        calls: args
            .iter()
            .map(|a| a.iter().map(|t| text(t)).collect())
            .collect(),
        base: text(dis),
        params,
        x,
        changed,
    })
}

/// The parameter that every call (`args`) passes decreased by a constant,
/// down to a bound that a disjunct of `cond` tests, with that disjunct.
/// The bound may name only parameters that every call passes unchanged;
/// with `all_unchanged`, every call must pass all the other parameters
/// unchanged.
fn decreasing<'t>(
    cond: &'t [TermTok],
    args: &[Vec<&[TermTok]>],
    params: &[(String, String)],
    all_unchanged: bool,
) -> Option<(usize, &'t [TermTok])> {
    let names: Vec<&str> = params.iter().map(|(_, n)| n.as_str()).collect();
    let unchanged = |y: usize| {
        args.iter().all(|a| {
            a.get(y)
                .is_some_and(|u| matches!(u, [v] if v.text == names[y]))
        })
    };
    for (x, p) in names.iter().enumerate() {
        // An integer (hunt 56: a pointer was accepted).
        if !integral(&params[x].0) {
            continue;
        }
        let steps_down = args
            .iter()
            .all(|a| a.get(x).is_some_and(|t| decrement(t, p)));
        let others = !all_unchanged
            || args.iter().all(|a| a.len() == names.len())
                && (0..names.len()).all(|y| y == x || unchanged(y));
        if !(steps_down && others) {
            continue;
        }
        let bound = disjuncts(cond).into_iter().find(|dis| {
            bound_of(dis, p).is_some_and(|e| {
                // Numbers, operators and unchanged parameters: not a
                // built-in (hunt 56: `t <= \NaN` never holds).
                e.iter().all(|t| match t.kind {
                    Tk::Ident => names
                        .iter()
                        .position(|q| *q == t.text)
                        .is_some_and(|y| y != x && unchanged(y)),
                    Tk::Builtin | Tk::Literal => false,
                    _ => true,
                })
            })
        });
        if let Some(dis) = bound {
            return Some((x, dis));
        }
    }
    None
}

/// Whether a parameter's type is one of integers.
fn integral(ty: &str) -> bool {
    !ty.is_empty()
        && ty.split_whitespace().all(|w| {
            matches!(
                w,
                "integer" | "int" | "unsigned" | "signed" | "long" | "short" | "char" | "_Bool"
            )
        })
}

/// The tokens without parentheses around the whole.
fn strip_parens(mut toks: &[TermTok]) -> &[TermTok] {
    while toks.first().is_some_and(|t| t.text == "(")
        && term::matching(toks, 0) == Some(toks.len() - 1)
    {
        toks = &toks[1..toks.len() - 1];
    }
    toks
}

/// The `?` and its `:` of a conditional at the top level.
fn conditional(toks: &[TermTok]) -> Option<(usize, usize)> {
    let mut depth = 0i32;
    let mut q = None;
    let mut nested = 0;
    for (i, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "?" if depth == 0 => {
                if q.is_none() {
                    q = Some(i);
                } else {
                    nested += 1;
                }
            }
            ":" if depth == 0 && q.is_some() => {
                if nested == 0 {
                    return Some((q?, i));
                }
                nested -= 1;
            }
            _ => {}
        }
    }
    None
}

/// The argument lists of the calls of `name` in `toks` (`F(a, b)`, or
/// `F{L}(a, b)`).
fn calls<'t>(toks: &'t [TermTok], name: &'t str) -> impl Iterator<Item = Vec<&'t [TermTok]>> + 't {
    toks.iter().enumerate().filter_map(move |(i, t)| {
        if t.kind != Tk::Ident || t.text != name {
            return None;
        }
        let mut k = i + 1;
        if toks.get(k).is_some_and(|t| t.text == "{") {
            k = term::matching(toks, k)? + 1;
        }
        if toks.get(k).is_none_or(|t| t.text != "(") {
            // Named without arguments: a call of unknown shape.
            return Some(Vec::new());
        }
        Some(term::split_top_level(&toks[k..]))
    })
}

/// The parameters' names of a parameter list `(int *a, integer n)`.
fn param_names(params: &str) -> Vec<String> {
    param_list(params).into_iter().map(|(_, n)| n).collect()
}

/// The (type, name) of each parameter of a parameter list.
pub(crate) fn param_list(params: &str) -> Vec<(String, String)> {
    let toks = term::lex(params, 0);
    if toks.is_empty() {
        return Vec::new();
    }
    term::split_top_level(&toks)
        .into_iter()
        .filter_map(|p| {
            let n = p.iter().rposition(|t| t.kind == Tk::Ident)?;
            let ty = p[..n]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            Some((ty, p[n].text.clone()))
        })
        .collect()
}

/// Whether an argument is `x - k` with `k` a positive number.
fn decrement(arg: &[TermTok], x: &str) -> bool {
    matches!(arg, [v, m, k] if v.text == x && m.text == "-" && k.kind == Tk::Number
        && k.text.parse::<u64>().is_ok_and(|k| k > 0))
}

/// The top-level disjuncts of a condition.
fn disjuncts(toks: &[TermTok]) -> Vec<&[TermTok]> {
    let toks = strip_parens(toks);
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "||" if depth == 0 => {
                out.push(strip_parens(&toks[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(strip_parens(&toks[start..]));
    out
}

/// `e` when a disjunct reads `x <= e`, `x < e`, `e >= x` or `e > x`.
fn bound_of<'t>(dis: &'t [TermTok], x: &str) -> Option<&'t [TermTok]> {
    let op = dis
        .iter()
        .position(|t| matches!(t.text.as_str(), "<=" | "<" | ">=" | ">"))?;
    let (lhs, rhs) = (&dis[..op], &dis[op + 1..]);
    let single = |s: &[TermTok]| matches!(s, [v] if v.text == x);
    let other_ops = |s: &[TermTok]| {
        s.iter().any(|t| {
            matches!(
                t.text.as_str(),
                "<=" | "<" | ">=" | ">" | "==" | "!=" | "&&" | "?"
            )
        })
    };
    if other_ops(lhs) || other_ops(rhs) {
        return None;
    }
    match dis[op].text.as_str() {
        "<=" | "<" if single(lhs) => Some(rhs),
        ">=" | ">" if single(rhs) => Some(lhs),
        _ => None,
    }
}

#[cfg(test)]
mod tests;

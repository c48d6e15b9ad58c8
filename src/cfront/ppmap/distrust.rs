//! Which tokens of the file `locate` may match to the preprocessed text:
//! not those a macro may drop, duplicate or move. A macro that adds a
//! token beside another that drops a written one of the same text keeps
//! the counts of a line equal, and the match by rank then puts vmfc's
//! check into the dropped text (hunts 112, 114, 116: proved, then a hang
//! or a SIGFPE).

use super::OrigTokens;
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::preprocess::Macro;
use std::collections::HashMap;

impl OrigTokens {
    /// Stop matching the tokens a macro of the file may take in: after
    /// the name of a macro that is not transparent (below), its argument
    /// list, the written tokens that close the brackets its expansion
    /// opens (`#define DR DROP (`), and every bracketed group that follows
    /// at once (`D()(...)` with `#define D() DROP`). A token left out is
    /// never located; one of the same text on its line is not either (the
    /// counts differ).
    pub fn distrust_macro_arguments(
        &mut self,
        src: &str,
        macro_at: impl Fn(&str, usize) -> Option<Macro>,
    ) {
        let code: Vec<usize> = (0..self.tokens.len())
            .filter(|&i| self.tokens[i].is_code())
            .collect();
        let text = |n: usize| self.tokens[code[n]].text(src);
        let mut known: HashMap<(String, usize), Reach> = HashMap::new();
        let mut out: Vec<usize> = Vec::new();
        let mut n = 0;
        while n < code.len() {
            let i = code[n];
            let line = self.lines[i];
            let reach = (self.tokens[i].kind == TokKind::Ident)
                .then(|| reach(text(n), line, &macro_at, &mut known, &mut Vec::new()))
                .flatten()
                .map(|(r, _)| r);
            let Some(Reach {
                transparent: false,
                opens,
                function,
            }) = reach
            else {
                n += 1;
                continue;
            };
            // Its argument list (a function-like macro's), the written
            // tokens that close what its expansion opens, then every group
            // that follows at once (an expansion may end in a macro's name).
            let mut m = n + 1;
            // From `m`, the tokens up to where the brackets open before
            // `m` (`depth`) and after it are closed.
            let take = |mut k: usize, mut depth: i32, out: &mut Vec<usize>| {
                while k < code.len() {
                    out.push(code[k]);
                    match text(k) {
                        "(" | "[" | "{" => depth += 1,
                        ")" | "]" | "}" => depth -= 1,
                        _ => {}
                    }
                    k += 1;
                    if depth <= 0 {
                        break;
                    }
                }
                k
            };
            if function && m < code.len() && text(m) == "(" {
                m = take(m, 0, &mut out);
            }
            if opens > 0 {
                m = take(m, opens, &mut out);
            }
            while m < code.len() && text(m) == "(" {
                m = take(m, 0, &mut out);
            }
            n = m.max(n + 1);
        }
        out.sort_unstable();
        for v in self.by_line.values_mut() {
            v.retain(|k| out.binary_search(k).is_err());
        }
    }
}

/// What a macro's expansion may do to the tokens written after it.
#[derive(Debug, Clone, Copy)]
struct Reach {
    /// It holds each of its arguments once, in order, as written, and so
    /// does every macro its body names, down the chain.
    transparent: bool,
    /// Brackets its body opens and does not close (`DROP (`).
    opens: i32,
    function: bool,
}

/// `name`'s reach at `line`, if it is a macro then, and whether it was
/// worked out with a chain cut short. A macro met again down its own
/// chain is not expanded again (C's rule) and counts as transparent
/// there, but what is worked out under that cut holds only inside the
/// chain, and is not kept (hunt 118: `#define B(x) A(x)` was kept as
/// transparent while reading `A`, whose body names `B`; `B` alone expands
/// `A`, which drops).
fn reach(
    name: &str,
    line: usize,
    macro_at: &impl Fn(&str, usize) -> Option<Macro>,
    known: &mut HashMap<(String, usize), Reach>,
    stack: &mut Vec<String>,
) -> Option<(Reach, bool)> {
    if let Some(r) = known.get(&(name.to_string(), line)) {
        return Some((*r, false));
    }
    let m = macro_at(name, line)?;
    if stack.iter().any(|s| s == name) {
        let cut = Reach {
            transparent: true,
            opens: 0,
            function: m.params.is_some(),
        };
        return Some((cut, true));
    }
    stack.push(name.to_string());
    let toks = lex(&m.body);
    let words: Vec<&str> = toks.iter().map(|t| t.text(&m.body)).collect();
    let params = m.params.clone().unwrap_or_default();
    let is_param = |w: &str| params.iter().any(|p| p == w);
    // A parameter before `(` or at the end of the body may be a macro's
    // name the expansion applies (hunt 118: `#define APPLY(f, x) f(x)`
    // with `APPLY(DROP, ...)`, `#define T(f) f` with `T(DROP)(...)`).
    let applies = words
        .iter()
        .enumerate()
        .any(|(k, w)| is_param(w) && words.get(k + 1).is_none_or(|n| *n == "("));
    let mut transparent = m.params.is_none() || (passes_arguments(&params, &words) && !applies);
    let mut cut = false;
    let mut opens = 0;
    for (t, w) in toks.iter().zip(&words) {
        match *w {
            "(" | "[" | "{" => opens += 1,
            ")" | "]" | "}" => opens -= 1,
            _ => {}
        }
        if t.kind == TokKind::Ident && !is_param(w) {
            if let Some((r, c)) = reach(w, line, macro_at, known, stack) {
                transparent &= r.transparent;
                cut |= c;
            }
        }
    }
    stack.pop();
    let r = Reach {
        transparent,
        opens: opens.max(0),
        function: m.params.is_some(),
    };
    if !cut {
        known.insert((name.to_string(), line), r);
    }
    Some((r, cut))
}

/// Whether a function-like macro's expansion (its body's `words`) holds
/// each of its arguments once, in order, as written: each parameter once
/// in the body, in the order of the parameters, and no `#` or `##`.
fn passes_arguments(params: &[String], words: &[&str]) -> bool {
    if words.iter().any(|w| w.starts_with('#')) {
        return false;
    }
    let used: Vec<&str> = (words.iter().copied())
        .filter(|w| params.iter().any(|p| p == w))
        .collect();
    used.len() == params.len() && used.iter().zip(params).all(|(u, p)| u == p)
}

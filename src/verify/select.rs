//! What a verification run proves: the functions that have a contract (C
//! functions of the file and of its user headers, and ghost functions such
//! as lemma functions) minus `--skip`, and every global lemma.

use super::Failure;
use crate::annot::comments::blank_ats;
use crate::annot::term::{self, Tk};
use crate::cfront::lexer::{lex, TokKind};
use crate::pipeline::{Job, Transformed};

/// A function definition found by the light scanner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Defined {
    pub name: String,
    pub has_contract: bool,
}

const CONTRACT_WORDS: [&str; 10] = [
    "requires",
    "ensures",
    "assigns",
    "behavior",
    "terminates",
    "decreases",
    "exits",
    "allocates",
    "frees",
    "mpi",
];

/// Function definitions at brace depth 0 of C text: `name ( ... ) {`, with
/// whether an annotation comment whose first word is a contract keyword
/// directly precedes the declaration. `ghost` text is ghost code, where
/// `/@ ... @/` are the annotations.
pub fn definitions(text: &str, ghost: bool) -> Vec<Defined> {
    // In ghost code, nested annotations are `/@ ... @/`: make them comments.
    let text = if ghost {
        text.replace("/@", "/*").replace("@/", "*/")
    } else {
        text.to_string()
    };
    let toks = lex(&text);
    let code: Vec<usize> = (0..toks.len()).filter(|&i| toks[i].is_code()).collect();
    let t = |i: usize| toks[i].text(&text);
    let mut out = Vec::new();
    let mut depth = 0i32;
    for (ci, &i) in code.iter().enumerate() {
        match t(i) {
            "{" => depth += 1,
            "}" => depth -= 1,
            "(" if depth == 0 && ci > 0 && toks[code[ci - 1]].kind == TokKind::Ident => {
                // Find the matching ')' and check that '{' follows.
                let mut d = 0;
                let mut close = None;
                for (cj, &j) in code.iter().enumerate().skip(ci) {
                    match t(j) {
                        "(" => d += 1,
                        ")" => {
                            d -= 1;
                            if d == 0 {
                                close = Some(cj);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let Some(close) = close else { continue };
                if code.get(close + 1).map(|&k| t(k)) != Some("{") {
                    continue;
                }
                let name_tok = code[ci - 1];
                // Walk back over the declaration to the comment before it.
                let mut k = name_tok;
                while k > 0 && toks[k - 1].is_code() && !matches!(t(k - 1), ";" | "}" | "{") {
                    k -= 1;
                }
                let has_contract =
                    k > 0 && matches!(toks[k - 1].kind, TokKind::Comment { .. }) && {
                        let c = t(k - 1)
                            .trim_start_matches("//")
                            .trim_start_matches("/*")
                            .trim_start_matches('@');
                        let first = c
                            .split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                            .find(|w| !w.is_empty());
                        first.is_some_and(|w| CONTRACT_WORDS.contains(&w))
                    };
                out.push(Defined {
                    name: t(name_tok).to_string(),
                    has_contract,
                });
            }
            _ => {}
        }
    }
    out
}

/// Ghost functions defined in the `/*@ ghost ... */` comments of a text.
pub fn ghost_definitions(text: &str) -> Vec<Defined> {
    lex(text)
        .iter()
        .filter(|t| t.is_acsl())
        .map(|t| blank_ats_keep_nested(&text[t.span.clone()]))
        .filter_map(|c| {
            c.trim_start()
                .strip_prefix("ghost")
                .map(|g| definitions(g, true))
        })
        .flatten()
        .collect()
}

/// The content of an annotation comment without its markers; nested `/@`
/// and `@/` are kept (blank_ats would erase their `@`).
fn blank_ats_keep_nested(comment: &str) -> String {
    let inner = comment
        .strip_prefix("/*@")
        .map_or(comment, |s| s.strip_suffix("*/").unwrap_or(s));
    let inner = inner.strip_prefix("//@").unwrap_or(inner);
    inner.to_string()
}

/// Names of the global lemmas (`lemma name:`) in the annotations of a text.
pub fn lemmas(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for t in lex(text).iter().filter(|t| t.is_acsl()) {
        let content = blank_ats(&text[t.span.clone()]);
        let toks = term::lex(&content, 0);
        for w in toks.windows(3) {
            if w[0].text == "lemma"
                && w[1].kind == Tk::Ident
                && (w[2].text == ":" || w[2].text == "{")
            {
                out.push(w[1].text.clone());
            }
        }
    }
    out
}

/// Functions and lemmas to prove, from the file and its user headers.
pub struct Selection {
    pub functions: Vec<String>,
    pub lemmas: Vec<String>,
}

/// Validates `--skip` and `--fct` (`fct`) against the functions defined.
pub fn select(
    t: &Transformed,
    headers: &[String],
    job: &Job,
    fct: &[String],
) -> Result<Selection, Failure> {
    let mut known: Vec<(String, bool)> = t
        .output
        .functions
        .iter()
        .filter(|f| f.has_body)
        .map(|f| (f.name.clone(), f.has_contract))
        .collect();
    let text = &t.frontend.file.text;
    let extra = ghost_definitions(text)
        .into_iter()
        .chain(headers.iter().flat_map(|h| {
            definitions(h, false)
                .into_iter()
                .chain(ghost_definitions(h))
        }));
    for d in extra {
        if !known.iter().any(|(n, _)| *n == d.name) {
            known.push((d.name, d.has_contract));
        }
    }
    for name in job.skip.iter().chain(fct) {
        if !known.iter().any(|(n, _)| n == name)
            && !t.output.functions.iter().any(|f| &f.name == name)
        {
            return Err(Failure::Usage(format!(
                "no function `{name}` is defined in {}",
                job.input.display()
            )));
        }
    }
    for name in fct {
        if known.iter().any(|(n, c)| n == name && !c) {
            return Err(Failure::Usage(format!(
                "`{name}` has no contract: there is nothing to verify in it"
            )));
        }
    }
    let functions = known
        .into_iter()
        .filter(|(n, contract)| {
            *contract && !job.skip.contains(n) && (fct.is_empty() || fct.contains(n))
        })
        .map(|(n, _)| n)
        .collect();
    let mut all_lemmas = lemmas(text);
    for h in headers {
        all_lemmas.extend(lemmas(h));
    }
    all_lemmas.dedup();
    Ok(Selection {
        functions,
        lemmas: all_lemmas,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_definitions_and_contracts() {
        let src = "/*@ requires x > 0; */\nint f(int x) { return x; }\nint g(void) { return 0; }\nint h(int);\n/*@ predicate P = \\true; */\nstatic int k(void) { if (1) { } return 1; }\n";
        let d = definitions(src, false);
        assert_eq!(
            d,
            vec![
                Defined {
                    name: "f".into(),
                    has_contract: true
                },
                Defined {
                    name: "g".into(),
                    has_contract: false
                },
                Defined {
                    name: "k".into(),
                    has_contract: false
                },
            ]
        );
    }

    #[test]
    fn ghost_functions_and_lemmas() {
        let src = "/*@ ghost\n  /@ requires n >= 0; ensures P(n); assigns \\nothing; @/\n  void L(int n) { }\n  int helper(int n) { return n; }\n*/\n/*@ lemma a: \\true;\n    axiomatic X { axiom b: \\true; lemma c{L}: \\true; } */\n";
        assert_eq!(
            ghost_definitions(src),
            vec![
                Defined {
                    name: "L".into(),
                    has_contract: true
                },
                Defined {
                    name: "helper".into(),
                    has_contract: false
                }
            ]
        );
        assert_eq!(lemmas(src), ["a", "c"]);
    }
}

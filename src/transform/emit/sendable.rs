//! What a receiver checks of the message it waits for before it assumes
//! the message invariant: the invariant's conjuncts that do not read the
//! message's data, which every message a sender can send satisfies.

use crate::annot::term;

/// The conjuncts of the term `body` that do not name `buf`, as text: a
/// conjunction is split at every level of parentheses and inside a
/// leading `\\let` (each conjunct keeps the binding); a term that is not a
/// plain conjunction (a conditional, a disjunction, an implication, a
/// quantifier) is one conjunct. Naming the buffer, through a predicate or
/// a macro, keeps a conjunct out (fewer checks), and a conjunct kept that
/// does read the buffer is checked before the receive (a spurious
/// failure, never a missed one).
pub(super) fn buffer_free_conjuncts(body: &str, buf: &str) -> Vec<String> {
    let mut out = conjuncts(body);
    out.retain(|c| !names(c, buf) && c != "\\true");
    // A `//` comment must not swallow what the caller writes after it.
    for c in &mut out {
        if c.contains("//") {
            c.push('\n');
        }
    }
    out
}

/// The conjuncts of `term`, as above.
fn conjuncts(term: &str) -> Vec<String> {
    let t = term.trim();
    let toks = term::lex(t, 0);
    if encloses(&toks) {
        return conjuncts(&t[toks[0].span.end..toks[toks.len() - 1].span.start]);
    }
    if let Some(first) = toks.first().filter(|f| f.text == "\\let") {
        // `\let x = e; body`: the binding ends at the first `;` outside
        // brackets; each conjunct of the body keeps it.
        let mut depth = 0i32;
        for tok in &toks[1..] {
            match tok.text.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                ";" if depth == 0 => {
                    let binding = &t[first.span.start..tok.span.end];
                    return conjuncts(&t[tok.span.end..])
                        .into_iter()
                        .map(|c| format!("{binding} {c}"))
                        .collect();
                }
                _ => {}
            }
        }
        return vec![t.to_string()];
    }
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for tok in &toks {
        match tok.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "?" | ":" | ";" | "||" | "==>" | "<==>" | "^^" | "-->" | "<--" if depth == 0 => {
                return vec![t.to_string()];
            }
            "&&" if depth == 0 => {
                parts.push(&t[start..tok.span.start]);
                start = tok.span.end;
            }
            // A binder reaches to the end of the term: the rest is one part.
            "\\let" | "\\forall" | "\\exists" | "\\lambda" if depth == 0 => break,
            _ => {}
        }
    }
    parts.push(&t[start..]);
    if parts.len() == 1 {
        return vec![t.to_string()];
    }
    parts.into_iter().flat_map(conjuncts).collect()
}

/// Whether the term `text` has `name` as a free identifier.
fn names(text: &str, name: &str) -> bool {
    term::free_identifiers(&term::lex(text, 0))
        .iter()
        .any(|o| o.name == name)
}

/// Whether the term `toks` is one group in parentheses: its first token
/// opens one that its last closes.
fn encloses(toks: &[term::TermTok]) -> bool {
    let mut depth = 0i32;
    for (k, tok) in toks.iter().enumerate() {
        match tok.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return k == toks.len() - 1;
                }
            }
            _ if depth == 0 => return false,
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::buffer_free_conjuncts as split;

    #[test]
    fn conjuncts_without_the_buffer_are_kept() {
        assert_eq!(split("s >= 2", "buf"), ["s >= 2"]);
        assert_eq!(
            split("*buf == A[s] && s < d && k == 0", "buf"),
            ["s < d", "k == 0"]
        );
        assert_eq!(split("(k == 0 && buf[0] == 1)", "buf"), ["k == 0"]);
        assert_eq!(split("f(s, (d && k)) && *b == 1", "b"), ["f(s, (d && k))"]);
    }

    #[test]
    fn anything_but_a_plain_conjunction_is_one_conjunct() {
        assert_eq!(
            split("s == 0 ? k == 0 : k == 1 && s > 0", "buf"),
            ["s == 0 ? k == 0 : k == 1 && s > 0"]
        );
        assert!(split("s == 0 ? *buf == 1 : k == 1", "buf").is_empty());
        assert!(split("s >= 2 || *buf == 0", "buf").is_empty());
        assert!(split("\\forall integer j; 0 <= j < count ==> buf[j] == j", "buf").is_empty());
        assert_eq!(
            split("\\let t = s + 1; t > 2", "buf"),
            ["\\let t = s + 1; t > 2"]
        );
        assert_eq!(split("(s > 0) && (k < 2)", "buf"), ["s > 0", "k < 2"]);
    }

    #[test]
    fn conjunctions_are_split_at_every_level() {
        // Hunt 143: a group naming the buffer hid `s >= 2` beside it.
        assert_eq!(
            split("(s >= 2 && *buf == *buf) && k == 0", "buf"),
            ["s >= 2", "k == 0"]
        );
        assert_eq!(
            split("((s > 1 && (d > 2 && buf[0] == 1)))", "buf"),
            ["s > 1", "d > 2"]
        );
        assert_eq!(
            split("a && \\let t = s; t >= 2 && *buf == 1", "buf"),
            ["a", "\\let t = s; t >= 2"]
        );
    }

    #[test]
    fn a_leading_let_is_kept_with_each_conjunct() {
        assert_eq!(
            split("\\let t = s; t >= 2 && *buf == *buf", "buf"),
            ["\\let t = s; t >= 2"]
        );
        assert!(split("\\let t = buf[0]; t >= 2 && k == 0", "buf").is_empty());
        assert_eq!(
            split(
                "\\let t = s; \\let u = (d; k); t > u && (u > 0 && *buf == 1)",
                "buf"
            ),
            [
                "\\let t = s; \\let u = (d; k); t > u",
                "\\let t = s; \\let u = (d; k); u > 0"
            ]
        );
    }

    #[test]
    fn a_line_comment_ends_its_line() {
        assert_eq!(
            split("s >= 2 // the sender\n && k == 0", "buf"),
            ["s >= 2 // the sender\n", "k == 0"]
        );
    }

    #[test]
    fn true_is_no_check() {
        assert!(split("\\true", "buf").is_empty());
        assert_eq!(split("\\true && s > 0", "buf"), ["s > 0"]);
    }
}

//! What a receiver checks of the message it waits for before it assumes
//! the message invariant: the invariant's conjuncts that do not read the
//! message's data, which every message a sender can send satisfies.

use crate::annot::term;

/// The top-level conjuncts of the term `body` that do not name `buf`, as
/// text. A term whose top level is not a plain conjunction (a conditional,
/// a disjunction, an implication, a binder) is one conjunct. Naming the
/// buffer through a macro only keeps a conjunct out (fewer checks), and a
/// conjunct kept that does read the buffer is checked before the receive
/// (a spurious failure, never a missed one).
pub(super) fn buffer_free_conjuncts(body: &str, buf: &str) -> Vec<String> {
    let toks = term::lex(body, 0);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for t in &toks {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "?" | ":" | ";" | "||" | "==>" | "<==>" | "^^" | "-->" | "<--" if depth == 0 => {
                return whole_if_buffer_free(body, buf);
            }
            "&&" if depth == 0 => {
                parts.push(body[start..t.span.start].to_string());
                start = t.span.end;
            }
            "\\let" | "\\forall" | "\\exists" | "\\lambda" if depth == 0 => {
                return whole_if_buffer_free(body, buf);
            }
            _ => {}
        }
    }
    parts.push(body[start..].to_string());
    if parts.len() == 1 {
        // One conjunct, maybe in parentheses: `(a && b)` is read inside.
        let t = parts[0].trim();
        if t.starts_with('(') && t.ends_with(')') && encloses(t) {
            return buffer_free_conjuncts(&t[1..t.len() - 1], buf);
        }
    }
    parts.retain(|p| !names(p, buf) && p.trim() != "\\true");
    parts.into_iter().map(|p| p.trim().to_string()).collect()
}

/// `[body]` if it does not name `buf`.
fn whole_if_buffer_free(body: &str, buf: &str) -> Vec<String> {
    if names(body, buf) || body.trim() == "\\true" {
        Vec::new()
    } else {
        vec![body.trim().to_string()]
    }
}

/// Whether the term `text` has `name` as a free identifier.
fn names(text: &str, name: &str) -> bool {
    term::free_identifiers(&term::lex(text, 0))
        .iter()
        .any(|o| o.name == name)
}

/// Whether the first parenthesis of `t` closes at its last character.
fn encloses(t: &str) -> bool {
    let mut depth = 0i32;
    for (i, c) in t.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i == t.len() - 1;
                }
            }
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
        assert_eq!(split("(s > 0) && (k < 2)", "buf"), ["(s > 0)", "(k < 2)"]);
    }

    #[test]
    fn true_is_no_check() {
        assert!(split("\\true", "buf").is_empty());
        assert_eq!(split("\\true && s > 0", "buf"), ["s > 0"]);
    }
}

//! A message invariant speaks of the message, not of where it is: the
//! sender proves it of its buffer and the receiver assumes it of its own,
//! at another address (hunt 26: `buf == A || *buf == 7` held for the
//! sender by its buffer's address, and the receiver assumed `*buf == 7`).
//! So its buffer may only be read through: `buf[e]`, `*buf`, or passed to
//! a logic symbol that does the same with it.

use crate::annot::term::{self, TermTok, Tk};
use crate::transform::logic::{param_list, Logic};
use std::collections::HashSet;

/// The first use of the pointer `name` in `text` that is not a read of
/// its elements (with the symbol it was passed to, if any).
pub(crate) fn address_use(logic: &Logic, text: &str, name: &str) -> Option<String> {
    let mut seen = HashSet::new();
    address_use_in(logic, text, name, &mut seen)
}

fn address_use_in(
    logic: &Logic,
    text: &str,
    name: &str,
    seen: &mut HashSet<(String, usize)>,
) -> Option<String> {
    let toks = term::lex(text, 0);
    for occ in term::free_identifiers(&toks)
        .iter()
        .filter(|o| o.name == name)
    {
        let i = occ.tok;
        let next = toks.get(i + 1).map(|t| t.text.as_str());
        if next == Some("[") || dereferenced(&toks, i) {
            continue;
        }
        if let Some((callee, k)) = argument_of(&toks, i) {
            let Some(decl) = logic.decls.get(&callee) else {
                return Some(format!("`{name}` passed to `{callee}`"));
            };
            if !seen.insert((callee.clone(), k)) {
                continue;
            }
            let params = param_list(&decl.params);
            let (Some((_, p)), Some(body)) = (params.get(k), &decl.body) else {
                return Some(format!(
                    "`{name}` passed to `{callee}`, whose definition vmfc cannot read"
                ));
            };
            if let Some(why) = address_use_in(logic, body, p, seen) {
                return Some(format!("{why} (in `{callee}`, from `{name}`)"));
            }
            continue;
        }
        return Some(format!("`{name}` itself, in `{text}`", text = text.trim()));
    }
    None
}

/// `*name`: a unary `*` before token `i` (not a product).
fn dereferenced(toks: &[TermTok], i: usize) -> bool {
    let operand =
        |t: &TermTok| matches!(t.kind, Tk::Ident | Tk::Number) || t.text == ")" || t.text == "]";
    i >= 1 && toks[i - 1].text == "*" && (i < 2 || !operand(&toks[i - 2]))
}

/// The application whose whole argument `k` is token `i`: `F(.., name, ..)`
/// or `F{L}(..)`.
fn argument_of(toks: &[TermTok], i: usize) -> Option<(String, usize)> {
    let after = toks.get(i + 1)?.text.as_str();
    let before = toks.get(i.checked_sub(1)?)?.text.as_str();
    if !matches!(after, "," | ")") || !matches!(before, "(" | ",") {
        return None;
    }
    // Back to the application's `(`, counting the commas at its level.
    let (mut depth, mut k, mut j) = (0i32, 0usize, i);
    while j > 0 {
        j -= 1;
        match toks[j].text.as_str() {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" | "{" if depth > 0 => depth -= 1,
            "(" => break,
            "[" | "{" => return None,
            "," if depth == 0 => k += 1,
            _ => {}
        }
    }
    if toks[j].text != "(" || j == 0 {
        return None;
    }
    // Skip a label list `{L}` before the parentheses.
    let mut f = j - 1;
    if toks[f].text == "}" {
        while f > 0 && toks[f].text != "{" {
            f -= 1;
        }
        f = f.checked_sub(1)?;
    }
    (toks[f].kind == Tk::Ident).then(|| (toks[f].text.clone(), k))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn logic() -> Logic {
        Logic::scan(&[
            "/*@ predicate Block{L}(double *b, double *D, integer p, integer c) =\n\
               \\forall integer i; 0 <= i < c ==> b[i] == D[p * c + i];\n\
             predicate At{L}(int *b, int *A) = b == A;\n\
             predicate First{L}(int *b) = *b == 7; */",
        ])
    }

    #[test]
    fn a_buffer_read_through_is_fine_and_its_address_is_not() {
        let l = logic();
        assert_eq!(address_use(&l, "Block(buf, Data, d, c)", "buf"), None);
        assert_eq!(
            address_use(&l, "*buf == 7 && buf[1] == 2 * *buf + 1", "buf"),
            None
        );
        assert_eq!(address_use(&l, "First(buf)", "buf"), None);
        assert!(address_use(&l, "buf == A || *buf == 7", "buf").is_some());
        assert!(address_use(&l, "At(buf, A)", "buf")
            .unwrap()
            .contains("in `At`"));
        assert!(address_use(&l, "*(buf + 1) == 2", "buf").is_some());
        assert!(address_use(&l, "Unknown(buf)", "buf").is_some());
        assert!(address_use(&l, "\\valid(buf)", "buf").is_some());
    }
}

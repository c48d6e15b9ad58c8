//! Pointers into the rows of an array of arrays in the user's annotations
//! (contracts, assertions, ghost code), read as tokens with the user's
//! macros expanded: the annotation side of the walker's `row_pointer`.

use super::annotation_tokens::{Reading, UserAnnotation};
use crate::annot::term::{self, TermTok, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::{BTreeSet, HashMap, HashSet};

/// Rule (hunt 132, annotations): no pointer into a row of an array of
/// arrays in an annotation. Wp keeps the rows apart there too: for a
/// local `int m[2][2]` it proved `\separated(&m[0][0] + (0 .. 3),
/// &m[1][0])`, false in C. An array of arrays is used by its elements
/// only (`m[i][j]`, `m[0 .. 1][0 .. 1]`) or under `sizeof`: a row used as
/// a value (`m[0] + 1`, `*m`), the array itself (`m`, `&m`, `&m[i]`,
/// which `\let` or parentheses turn into rows) and the address of an
/// element (`&m[i][j]`) are errors. Names are matched without scopes:
/// a name declared with rows anywhere (a C variable, parameter or member,
/// a ghost array) is read with the most rows it has.
pub(crate) fn annotation_rows(
    fe: &Frontend,
    annotations: &[UserAnnotation],
    diags: &mut Diagnostics,
) {
    let mut rows = c_rows(fe);
    let mut read = Vec::new();
    for a in annotations {
        let (body, at) = a.body();
        let ghost = body.trim_start().starts_with("ghost");
        let (raw, expanded) = a.tokens();
        let Some(toks) = expanded else {
            // Ghost code's is `ghost_state`'s error.
            if !ghost {
                diags.push(
                    Diagnostic::error(at..at + body.len(), "macros nested too deep in an annotation")
                        .with_note("vmfc reads annotations with their macros expanded, to see what they name: use fewer levels of macros")
                        .in_file(a.file),
                );
            }
            read.push((a.file, raw));
            continue;
        };
        if ghost {
            ghost_rows(toks, &mut rows);
        }
        read.push((a.file, toks));
    }
    let types: HashSet<String> = fe.prog.types.typedefs.keys().cloned().collect();
    let mut seen = BTreeSet::new();
    for (file, toks) in &read {
        let reading = Reading {
            toks,
            types: &types,
        };
        for at in row_pointers(&reading, &rows) {
            let span = toks[at].span.clone();
            if !seen.insert((*file, span.start)) {
                continue;
            }
            diags.push(
                Diagnostic::error(span, "a pointer into a row of an array of arrays in an annotation")
                    .with_label("pointer into a row")
                    .with_note(format!(
                        "Frama-C's Wp keeps the rows of an array of arrays apart in annotations too: for `int m[2][2]` it proves `\\separated(&m[0][0] + (0 .. 3), &m[1][0])`, false in C; `{}` has rows: in annotations use its elements only (`m[i][j]`, `m[0 .. 1][0 .. 1]`), not the array, a row or an address in it; or declare a one-dimensional array indexed `m[i * N + j]`",
                        toks[at].text
                    ))
                    .in_file(*file),
            );
        }
    }
}

/// The C names whose values have rows, with `CType::row_dims`: globals,
/// parameters, locals and members.
fn c_rows(fe: &Frontend) -> HashMap<String, usize> {
    let prog = &fe.prog;
    let globals = (prog.globals.iter()).map(|(n, g)| (n.clone(), g.ty.row_dims()));
    let params = (prog.functions.iter())
        .flat_map(|f| f.params.iter())
        .map(|(n, t)| (n.clone(), t.row_dims()));
    let members = (prog.types.records.values())
        .flat_map(|r| r.iter())
        .map(|(n, t)| (n.clone(), t.row_dims()));
    let locals = prog.row_locals.iter().map(|(n, d)| (n.clone(), *d));
    let mut rows = HashMap::new();
    for (name, dims) in globals.chain(params).chain(members).chain(locals) {
        add(&mut rows, name, dims);
    }
    rows
}

fn add(rows: &mut HashMap<String, usize>, name: String, dims: usize) {
    if dims >= 2 {
        let d = rows.entry(name).or_default();
        *d = (*d).max(dims);
    }
}

/// The arrays of arrays and pointers to arrays ghost code declares: a
/// name after a type name or a comma followed by two subscripts or more
/// (`int gm[2][2]`), or `(*name)` followed by one (`int (*gp)[2]`).
fn ghost_rows(toks: &[TermTok], rows: &mut HashMap<String, usize>) {
    let groups = |mut k: usize| {
        let mut n = 0;
        while toks.get(k).is_some_and(|t| t.text == "[") {
            k = term::matching(toks, k).unwrap_or(toks.len()) + 1;
            n += 1;
        }
        n
    };
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Tk::Ident || i == 0 {
            continue;
        }
        let prev = &toks[i - 1];
        if prev.kind == Tk::Ident || prev.text == "," {
            add(rows, t.text.clone(), groups(i + 1));
        }
        if prev.text == "*"
            && i >= 2
            && toks[i - 2].text == "("
            && toks.get(i + 1).is_some_and(|n| n.text == ")")
        {
            let n = groups(i + 2);
            add(rows, t.text.clone(), if n > 0 { n + 1 } else { 0 });
        }
    }
}

/// The tokens (indexes) of names whose use makes a pointer into a row:
/// a row as a value, the address of an element.
fn row_pointers(r: &Reading, rows: &HashMap<String, usize>) -> Vec<usize> {
    let toks = r.toks;
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let Some(&dims) = rows.get(&t.text).filter(|_| t.kind == Tk::Ident) else {
            continue;
        };
        // The postfix expression the name ends: `s.m`, `p->q.m`.
        let mut first = i;
        while first >= 2 && matches!(toks[first - 1].text.as_str(), "." | "->") {
            first = r.operand_start(first - 2);
        }
        let before = |first: usize| first.checked_sub(1).map(|p| toks[p].text.as_str());
        let operand_before = |first: usize| first >= 2 && r.is_operand_end(first - 2);
        // Its subscripts (a `*` is one: `*m` is `m[0]`, `(*p)[1]` is
        // `p[0][1]`), and the parentheses that only group it.
        let (mut last, mut subscripts) = (i, 0);
        loop {
            if toks.get(last + 1).is_some_and(|n| n.text == "[") {
                last = term::matching(toks, last + 1).unwrap_or(toks.len() - 1);
                subscripts += 1;
            } else if before(first) == Some("*") && !operand_before(first) {
                first -= 1;
                subscripts += 1;
            } else if before(first) == Some("(")
                && !(first >= 2 && r.is_name(first - 2))
                && toks.get(last + 1).is_some_and(|n| n.text == ")")
            {
                first -= 1;
                last += 1;
            } else {
                break;
            }
        }
        let prev = before(first);
        let address = prev == Some("&") && !operand_before(first);
        let in_sizeof = prev == Some("sizeof")
            || (prev == Some("(") && first >= 2 && toks[first - 2].text == "sizeof");
        // Any value with rows, `m`, `&m` and `&m[i]` too: a name bound to it
        // (`\let r = &m[0];`) or parentheses (`(&m[0])[0]`) would make a row
        // pointer the tokens do not show (hunt 136).
        let row_value = subscripts < dims && !in_sizeof;
        // `&c[0][1]` too: a pointer into the row `c[0]` (as in C code).
        let element_address = subscripts >= 2 && address;
        if row_value || element_address {
            out.push(i);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flagged(annotation: &str) -> Vec<String> {
        let mut rows = HashMap::from([("m".to_string(), 2), ("c".to_string(), 3)]);
        let toks = term::lex(annotation, 0);
        ghost_rows(&toks, &mut rows);
        let types = HashSet::from(["T".to_string()]);
        let reading = Reading {
            toks: &toks,
            types: &types,
        };
        (row_pointers(&reading, &rows).into_iter())
            .map(|i| format!("{}@{}", toks[i].text, toks[i].span.start))
            .collect()
    }

    #[test]
    fn rows_as_values_and_element_addresses() {
        assert_eq!(
            flagged("assert \\separated(&m[0][0] + (0 .. 3), &m[1][0]);").len(),
            2
        );
        assert_eq!(flagged("assert \\valid(m[1] + (0 .. 1));").len(), 1);
        assert_eq!(flagged("assert *m == 0;").len(), 1);
        assert_eq!(flagged("assert \\valid(&(m[0][1]));").len(), 1);
        assert_eq!(
            flagged("assert \\valid(&s.m[0][1]) && \\valid(&p->m[1][1]);").len(),
            2
        );
        assert_eq!(
            flagged("assert \\valid(c[0]) && \\valid(&c[0][1]);").len(),
            2
        );
        assert_eq!(
            flagged("assert \\valid(&c[0]) && c[0][1][2] == 0;").len(),
            1
        );
        // Hunt 136: rows through parentheses and `\let`.
        assert_eq!(
            flagged("assert \\separated(&(&m[0])[0][0] + (0 .. 3), &(&m[1])[0][0]);").len(),
            2
        );
        assert_eq!(
            flagged("assert \\let r = &m[0]; \\separated(&r[0][0] + (0 .. 3), &r[1][0]);").len(),
            1
        );
        assert_eq!(flagged("assert \\valid(m) && \\valid(&m);").len(), 2);
        assert_eq!(flagged("ghost int *gp = &gm[0][0]; int gm[2][2];").len(), 1);
        assert_eq!(
            flagged("ghost int (*gp)[2] = &m[0]; int *q = *gp;").len(),
            2
        );
        assert_eq!(
            flagged("assert (*gp)[1] == 0 && **m == 0 && *m[1] == 0;").len(),
            0
        );
        assert_eq!(
            flagged("assert \\valid((int *)*m + 1) && \\valid((T)m[0]);").len(),
            2
        );
        assert_eq!(
            flagged("assert f(m[0]) == 0 && g(*m, 1) && x * *m == 0;").len(),
            3
        );
    }

    #[test]
    fn elements_rows_addresses_and_sizeof_pass() {
        for ok in [
            "assert m[0][1] == 1 && m[1][0] == 0;",
            "assert \\forall integer i; 0 <= i < 2 ==> m[i][0] == 0;",
            "assert m[0 .. 1][0 .. 1] == 0;",
            "assert sizeof(m[0]) == 8 && sizeof m[1] == 8;",
            "assert c[1][0][1] == 0 || a * m[0][0] == 1;",
            "assert x & m[0][0];",
        ] {
            assert_eq!(flagged(ok), Vec::<String>::new(), "{ok}");
        }
    }
}

//! The term lexer: ranges and built-ins, top-level lists, and which identifiers are free (binders, labels, fields and types are not).

use super::*;

fn free(s: &str) -> Vec<String> {
    free_identifiers(&lex(s, 0))
        .into_iter()
        .map(|o| o.name)
        .collect()
}

#[test]
fn splits_lists() {
    let toks = lex("(a, f(b, c), d[1,2]) tail", 0);
    let items: Vec<String> = split_top_level(&toks)
        .iter()
        .map(|i| i.iter().map(|t| t.text.as_str()).collect())
        .collect();
    assert_eq!(items, ["a", "f(b,c)", "d[1,2]"]);
    assert!(split_top_level(&lex("()", 0)).is_empty());
}

#[test]
fn lexes_ranges_and_builtins() {
    let t: Vec<String> = lex("A[0..n-1] ==> \\forall 1.5e-3", 10)
        .into_iter()
        .map(|t| t.text)
        .collect();
    assert_eq!(
        t,
        ["A", "[", "0", "..", "n", "-", "1", "]", "==>", "\\forall", "1.5e-3"]
    );
    assert_eq!(lex("ab", 10)[0].span, 10..12);
}

#[test]
fn binders_scope_to_their_group() {
    assert_eq!(
        free("\\forall integer k; 0 <= k < n ==> A[k] == x"),
        ["n", "A", "x"]
    );
    assert_eq!(
        free("(\\forall integer rank; P(rank)) && rank == 0"),
        ["P", "rank"]
    );
    assert_eq!(free("\\exists integer i, j; i < j && j < m"), ["m"]);
    assert_eq!(free("\\let y = x + 1; y * z"), ["x", "z"]);
    assert_eq!(free("\\let x = x; x"), ["x"]);
    assert_eq!(
        free("\\sum(0, n, \\lambda integer k; A[k]) + k"),
        ["n", "A", "k"]
    );
}

#[test]
fn labels_fields_types_are_not_free() {
    assert_eq!(
        free("\\at(x, Pre) + f{L}(y) + s.fld + p->g + (int)z + (double)w"),
        ["x", "f", "y", "s", "p", "z", "w"]
    );
    let occ = free_identifiers(&lex("f(x) + g", 0));
    assert!(occ[0].applied && !occ[1].applied && !occ[2].applied);
}

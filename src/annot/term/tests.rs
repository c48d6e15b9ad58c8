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
    // An exponent's sign follows `e` in decimal, `p` in hexadecimal
    // numbers (hunt 60: `0X1e+G` was one number).
    let words = |s: &str| -> Vec<String> { lex(s, 0).into_iter().map(|t| t.text).collect() };
    assert_eq!(words("0X1e+G(t)"), ["0X1e", "+", "G", "(", "t", ")"]);
    assert_eq!(words("0x1e-G"), ["0x1e", "-", "G"]);
    assert_eq!(
        words("0x1p+3 + 1E+2 - 2e-1"),
        ["0x1p+3", "+", "1E+2", "-", "2e-1"]
    );
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
    // Tags are types (hunt 86: `S` was "not known", or "a C function").
    assert_eq!(
        free("sizeof(struct S) / sizeof(union U) + sizeof(enum E) * n"),
        ["n"]
    );
    let occ = free_identifiers(&lex("f(x) + g", 0));
    assert!(occ[0].applied && !occ[1].applied && !occ[2].applied);
}

/// Hunt 36: a binder's body ends where ACSL's does, at the `:` of a
/// conditional or the `,` of an argument list, not at the closing bracket.
#[test]
fn binders_scope_ends_as_acsl_reads_it() {
    assert_eq!(free("(s < 0 ? \\let rank = 0; rank : rank)"), ["s", "rank"]);
    assert_eq!(free("f(\\let k = 1; k, k)"), ["f", "k"]);
    assert_eq!(
        free("c ? (\\forall integer i; P(i)) : \\forall integer i; i < n ? i : m"),
        ["c", "P", "n", "m"]
    );
    assert_eq!(
        free("\\let a = 1; \\let b = a; a + b"),
        Vec::<String>::new()
    );
    assert_eq!(free("\\let a = 1; c ? a : a"), ["c"]);
}

/// Hunt 36: `set` and `bool` are C variables' names; `set<integer>` is a type.
#[test]
fn c_names_that_are_acsl_words_are_free() {
    assert_eq!(free("set == 1 && bool == 2"), ["set", "bool"]);
    assert_eq!(free("\\forall set<integer> s; s == x"), ["x"]);
}

//! Unit tests of `logic`: declarations as vmfc reads them, opacity, memory-free symbols.
use super::*;

/// A logic constant defined by itself, and a polymorphic symbol, are
/// seen as recursive (hunt 56).
#[test]
fn constants_and_polymorphic_symbols_recur() {
    let src = "/*@ logic integer G = G + 1;\n    logic integer H<A>(integer t) = H(t) + 1;\n    logic set<integer> S = \\empty;\n    logic integer K(integer K) = K + 1; */";
    let l = Logic::scan(&[src]);
    let mut names: Vec<&str> = l.decls.keys().map(String::as_str).collect();
    names.sort();
    assert_eq!(names, ["G", "H", "K", "S"]);
    assert_eq!(l.decls["H"].body.as_deref(), Some("H(t) + 1"));
    assert_eq!(l.decls["S"].ret.as_deref(), Some("set<integer>"));
    let bad: Vec<String> = l.ill_founded().into_iter().map(|(n, _)| n).collect();
    assert!(
        bad.contains(&"G".to_string()) && bad.contains(&"H".to_string()),
        "{bad:?}"
    );
    assert!(!l.opaque().contains("K"));
}

/// A binder's `;` does not end the body (hunt 56).
#[test]
fn binders_do_not_end_a_body() {
    let src = "/*@ logic integer G(integer t) = \\let y = 1; G(t) + y;\n    predicate P(integer t) = \\forall integer k; k == t ==> !P(t);\n    logic integer H(integer t) = (\\let y = t; y) + (\\exists integer k; k == t) ? 1 : H(t - 1); */";
    let l = Logic::scan(&[src]);
    assert_eq!(l.decls["G"].body.as_deref(), Some("\\let y = 1; G(t) + y"));
    assert_eq!(
        l.decls["P"].body.as_deref(),
        Some("\\forall integer k; k == t ==> !P(t)")
    );
    assert_eq!(
        l.decls["H"].body.as_deref(),
        Some("(\\let y = t; y) + (\\exists integer k; k == t) ? 1 : H(t - 1)")
    );
    assert!(l.ill_founded().iter().any(|(n, _)| n == "G"));
    assert!(l.ill_founded().iter().any(|(n, _)| n == "P"));
}

#[test]
fn declarations_and_opacity() {
    let src = "/*@ logic real Cyclic_Sum{L}(double *a, integer n) = n <= 0 ? 0 : Cyclic_Sum(a, n - 1) + a[n-1];\n    predicate Equal{L}(double *a) = \\true;\n    logic integer Twice(integer x) = 2 * x; */\n/*@ axiomatic A { logic integer N; inductive P(integer x) { case c: P(0); } } */";
    let l = Logic::scan(&[src]);
    let names: Vec<&str> = l.decls.keys().map(String::as_str).collect();
    assert_eq!(names, ["Cyclic_Sum", "Equal", "N", "P", "Twice"]);
    assert_eq!(l.decls["Cyclic_Sum"].ret.as_deref(), Some("real"));
    assert_eq!(l.decls["Cyclic_Sum"].params, "(double *a, integer n)");
    assert_eq!(l.decls["Twice"].body.as_deref(), Some("2 * x"));
    assert_eq!(l.decls["Equal"].ret, None);
    let mut o: Vec<String> = l.opaque().into_iter().collect();
    o.sort();
    assert_eq!(o, ["Cyclic_Sum", "N", "P"]);
    assert!(l.filterable() && !l.lemmas);
    // Only non-recursive definitions: nothing for the filter.
    let plain = Logic::scan(&["/*@ predicate Equal{L}(int *a, int *b, integer n) = \\forall integer i; 0 <= i < n ==> a[i] == b[i]; */"]);
    assert!(!plain.filterable());
    let lemma = Logic::scan(&["/*@ lemma l: \\forall integer x; x + 0 == x; */"]);
    assert!(lemma.lemmas && lemma.filterable());
    let names = Logic::scan(&[
        "/*@ lemma a: \\true;\n    axiomatic X { axiom b: \\true; lemma c{L}: \\true; } lemma d<A>: \\true; */",
        "/*@ lemma a: \\true; */",
    ]);
    assert_eq!(names.lemma_names, ["a", "c", "d"]);
}

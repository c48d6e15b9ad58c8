//! The reader of ghost declarations, on the spellings the hunts found.

use super::*;

fn names(text: &str, types: &[&str]) -> Vec<String> {
    let types: HashMap<String, ()> = types.iter().map(|t| (t.to_string(), ())).collect();
    let toks = term::lex(text, 0);
    declared_names(&toks, &types)
        .into_iter()
        .map(|(n, _)| n)
        .collect()
}

/// Hunt 106: every declarator of a declaration, a parenthesized one,
/// one followed by an attribute.
#[test]
fn every_declarator_is_a_name() {
    assert_eq!(names("int z = 0, K = rank + 1;", &[]), ["z", "K"]);
    assert_eq!(names("int (K) = rank + 1;", &[]), ["K"]);
    assert_eq!(
        names("int K __attribute__((unused)) = rank + 1;", &[]),
        ["K"]
    );
    assert_eq!(names("int __attribute__((unused)) K = 1;", &[]), ["K"]);
    assert_eq!(names("int a[3] = {1, 2}, K;", &[]), ["a", "K"]);
    assert_eq!(names("int (*fp)(int n), K;", &[]), ["fp", "K"]);
    assert_eq!(names("static unsigned long K = 2;", &[]), ["K"]);
    assert_eq!(names("int \\ghost *GP;", &[]), ["GP"]);
    assert_eq!(names("struct s { int a; } S, T[4];", &[]), ["S", "T"]);
    assert_eq!(names("T * K;", &["T"]), ["K"]);
    assert_eq!(
        names("for (int K = 0; K < 3; K++) { int J; }", &[]),
        ["K", "J"]
    );
    // Enumerators and type names are names of the block too.
    assert_eq!(
        names("enum { K = 2, L } e; typedef int M;", &[]),
        ["K", "L", "e", "M"]
    );
    // Hunt 107: implicit int, GCC's spellings, a type name of the text
    // itself or unknown, after a nested annotation, a digraph block or
    // `_Pragma`.
    assert_eq!(names("int z = 0; const K = 1;", &[]), ["z", "K"]);
    assert_eq!(names("register K = 1;", &[]), ["K"]);
    assert_eq!(names("__const int K = 1;", &[]), ["K"]);
    assert_eq!(
        names("typedef int GT; GT K = 1; GT *L;", &[]),
        ["GT", "K", "L"]
    );
    assert_eq!(names("UT *K;", &[]), ["K"]);
    assert!(names("if (c) x = 1; else K = 2; return K;", &[]).is_empty());
    // Hunt 109: an attribute alone; a known type name before `(` or a
    // qualifier.
    assert_eq!(
        names("int z = 0; __attribute__((unused)) K = 1;", &[]),
        ["z", "K"]
    );
    assert_eq!(names("GT (K) = 1; GT const L = 2;", &["GT"]), ["K", "L"]);
    let none = HashMap::<String, ()>::new();
    assert_eq!(
        typedef_names(&term::lex("typedef int GT; int x;", 0), &none),
        ["GT"]
    );
    assert_eq!(
        names(&plain("int z; /@ assert z == 0; @/ int K = 1;"), &[]),
        ["z", "K"]
    );
    assert_eq!(names(&plain("if (r) <% z = 1; %> int K = 1;"), &[]), ["K"]);
    assert_eq!(
        names("int z = 0; _Pragma(\"foo\") int K = 1;", &[]),
        ["z", "K"]
    );
}

/// Names read, not declared: initializers, casts, calls.
#[test]
fn reads_are_no_declarations() {
    assert_eq!(names("int z = K, w = f(a, b);", &[]), ["z", "w"]);
    assert!(names("x = (int)K; y = sizeof(int) * K; g(K);", &[]).is_empty());
    assert!(names("if (c) { x = (T)K; }", &["T"]).is_empty());
}

/// Hunt 115: a `/@` in a string or a `//` comment is no nested
/// annotation, a `/* */` comment inside a declaration is dropped as C
/// drops it, and an attribute before an enumeration's tag is no name;
/// every byte stays in its place.
#[test]
fn strings_comments_and_attributes_before_tags() {
    assert_eq!(
        names(&plain("const char *s = \"/@\"; int K = rank + 1;"), &[]),
        ["s", "K"]
    );
    assert_eq!(
        names(&plain("int a = 0; // see /@ here\nint K = rank + 1;"), &[]),
        ["a", "K"]
    );
    assert_eq!(names(&plain("int /* note */ K = rank + 1;"), &[]), ["K"]);
    assert_eq!(
        names("enum __attribute__((unused)) E { E0 } K = 1;", &[]),
        ["E0", "K"]
    );
    assert_eq!(
        names("struct __attribute__((packed)) S { int a; } K;", &[]),
        ["K"]
    );
    let text = "int /* é */ K; char c = '\"'; int L;";
    assert_eq!(plain(text).len(), text.len());
    assert_eq!(names(&plain(text), &[]), ["K", "c", "L"]);
}

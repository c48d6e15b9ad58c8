//! Unit tests of the walker's records that no other module's tests read.

use crate::cfront::collect::collect;

/// The offsets `f`'s body records, as the text from each.
pub(super) fn found(
    src: &str,
    pick: fn(&crate::cfront::model::Body) -> &Vec<usize>,
) -> Vec<String> {
    let config = lang_c::driver::Config::with_gcc();
    let unit = lang_c::driver::parse_preprocessed(&config, src.to_string()).unwrap();
    let prog = collect(&unit.unit);
    let f = prog.definition("f").and_then(|f| f.body.as_ref()).unwrap();
    pick(f)
        .iter()
        .map(|&at| src[at..].chars().take(8).collect())
        .collect()
}

/// A length naming an object or calling a function makes a
/// variable-length array; literals, enumerators and `sizeof` do not.
#[test]
fn variable_length_arrays_are_found() {
    let src = "enum { K = 2 };\n\
               int g(void);\n\
               void f(int n) {\n\
                 int a[K * 2 + sizeof(int)];\n\
                 int b[n];\n\
                 typedef int row[g()];\n\
                 int (*p)[n + 1];\n\
                 int c[sizeof n];\n\
               }\n";
    assert_eq!(
        found(src, |b| &b.variable_lengths),
        ["n];\ntype", "g()];\nin", "n + 1];\n"]
    );
}

/// Variable-length types outside declarations are found too (hunt 96: a
/// cast to `int (*)[nprocs]` in a statement expression under `sizeof`
/// reached Frama-C, which refused it; a parameter `int (*vp)[m]` was read
/// as a contract on `int`); not `int a[n]` (a pointer) where it is a
/// parameter.
#[test]
fn variable_length_types_anywhere_are_found() {
    let src = "void f(int n, int a[n], int (*q)[n], int b[n][n + 2]) {\n\
                 int *x = 0;\n\
                 int (*p)[3] = (int (*)[n + 1])x;\n\
                 int s = sizeof(*({ (int (*)[n * 2])x; }));\n\
                 int t = sizeof(int[n - 1]);\n\
                 int *c = (int[n / 2]){0};\n\
                 int u = sizeof(int[sizeof n]);\n\
               }\n";
    assert_eq!(
        found(src, |b| &b.variable_lengths),
        ["n], int ", "n + 2]) ", "n + 1])x", "n * 2])x", "n - 1]);", "n / 2]){"]
    );
}

/// Enumerators declared inside a structure's members are known too (hunt
/// 81: `EA = -1` inside `struct S` was missed).
#[test]
fn enumerators_inside_members_are_known() {
    let src = "struct S { enum E { EA = -1, EB } e; };\nvoid f(void) { struct T { enum { TA = 7 } t; } x; }\n";
    let config = lang_c::driver::Config::with_gcc();
    let unit = lang_c::driver::parse_preprocessed(&config, src.to_string()).unwrap();
    let prog = collect(&unit.unit);
    let value = |n: &str| prog.enum_values.get(n).cloned();
    assert_eq!(value("EA"), Some(vec![Some(-1)]));
    assert_eq!(value("EB"), Some(vec![Some(0)]));
    assert_eq!(value("TA"), Some(vec![Some(7)]));
}

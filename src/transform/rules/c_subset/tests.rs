//! The C-subset rules reject what they must and nothing that is ordinary C.

use super::*;

fn errors(text: &str) -> Vec<String> {
    let mut diags = Diagnostics::default();
    let system = ["__GLIBC__", "__STDC_IEC_559__", "N"].into_iter().collect();
    unsupported_c(
        &[SourceFile::new("t.c", text.to_string())],
        &["DEBUG".to_string()],
        &system,
        &mut diags,
    );
    diags.sorted().into_iter().map(|d| d.message).collect()
}

#[test]
fn ordinary_c_passes() {
    let ok = "#pragma once\n\
              #pragma GCC diagnostic ignored \"-Wunused\"\n\
              #define SWAP(a, b) do { int t = a; \\\n  a = b; b = t; } while (0)\n\
              #define N 3\n#if defined(__GNUC__) && N > 2 || defined(DEBUG) || VERBOSE\n#endif\n\
              struct S { int a[N > 1 ? 2 : 1]; int b; };\n\
              static void cleanup(int *p) { (void)p; }\n\
              __attribute__((unused)) static int pure_value;\n\
              #define FAIL(m) fprintf(stderr, \"%s:%d: %s\\n\", __FILE__, __LINE__, m)\n\
              #define SHOW(e) printf(\"%s = %d\\n\", #e, (e))\n\
              struct tm *now; FILE *out; void log_to(FILE *f, const struct tm *t);\n\
              void where(void) { printf(\"line %d of %s\\n\", __LINE__, __FILE__); }\n\
              int f(int x) {\n  switch (x) { case 1: return x ? 2 : 3; default: break; }\n\
              again: /* RAND_MAX in a comment */\n  return \"union\"[0] + (x > 0 ? 1 : 0);\n}\n";
    assert_eq!(errors(ok), Vec::<String>::new());
}

#[test]
fn each_construct_is_rejected_once() {
    let bad = "union U { int a; };\nunion U u, v;\n\
               struct B { unsigned c : 2; };\n\
               int r = PATH_MAX;\n\
               int line = __LINE__, when = sizeof(__DATE__);\n\
               struct stat st; unsigned long z = sizeof(FILE);\n\
               #define STR(x) #x\n\
               int folded = __builtin_constant_p(z - z);\n\
               void at(int l) { printf(\"%d\", l = __FILE__[0]); }\n\
               #pragma weak f\n\
               _Pragma(\"omp parallel\")\n\
               #ifdef __GLIBC__\n#endif\n\
               #if __STDC_IEC_559__ || ROMIO_VERSION || __OPTIMIZE__\n#endif\n\
               int g(void) __attribute__((pure));\n\
               int h(void) { __asm__(\"nop\"); return 0; }\n\
               int VM_\\\nx;\n\
               // comment \\\nint lost;\n\
               %:define X 1\n";
    let got = errors(bad);
    for needle in [
        "unions",
        "bit-fields",
        "`PATH_MAX`",
        "`__LINE__`",
        "`__DATE__`",
        "`struct stat`",
        "stringized",
        "`__builtin_constant_p`",
        "`__FILE__`",
        "`FILE`",
        "`#pragma weak f`",
        "`#pragma omp parallel`",
        "`__GLIBC__`",
        "`__STDC_IEC_559__`",
        "`ROMIO_VERSION`",
        "`__OPTIMIZE__`",
        "`pure` attribute",
        "inline assembly",
        "joins the text on both sides",
        "`//` comment ending in a backslash",
        "digraph",
    ] {
        assert_eq!(
            got.iter().filter(|m| m.contains(needle)).count(),
            1,
            "{needle}: {got:#?}"
        );
    }
}

#[test]
fn line_directives_are_found() {
    let text = "int a;\n#line 10 \"x.h\"\n# 3 \"y.h\" 1\n#define L line\n";
    assert_eq!(crate::cfront::lexer::line_directives(text).len(), 2);
}

#[test]
fn library_values_that_differ_are_rejected() {
    for text in [
        "char d[PATH_MAX];\n",
        "int n = FILENAME_MAX + TMP_MAX;\n",
        "int e = math_errhandling;\n",
        "fpos_t pos;\n",
        "unsigned long s = sizeof(FILE);\n",
        "unsigned long t = sizeof (struct tm);\n",
    ] {
        assert!(!errors(text).is_empty(), "{text}");
    }
    // A pointer to a library structure is fine.
    assert_eq!(errors("FILE *out; struct tm *now;\n"), Vec::<String>::new());
}

#[test]
fn conditional_compilation_through_user_macros_and_header_questions() {
    let bad = "#define HAVE_MPI3 (MPI_VERSION >= 3)\n#define NEW HAVE_MPI3 && 1\n\
               #if NEW\n#endif\n#if __has_include(<mpio.h>)\n#endif\n";
    let got = errors(bad);
    assert!(got.iter().any(|m| m.contains("`NEW`")), "{got:?}");
    assert!(got.iter().any(|m| m.contains("`__has_include`")), "{got:?}");
    // A user macro defined from the user's own macros is the user's.
    let ok = "#define N 3\n#define BIG (N > 2 && defined(DEBUG))\n#if BIG\n#endif\n";
    assert_eq!(errors(ok), Vec::<String>::new());
}

/// `restrict` is rejected wherever the compiler may optimize on it, and
/// accepted in the parameters of a declaration that is not a definition.
#[test]
fn restrict_is_rejected_except_in_prototypes() {
    let ok = "FILE *fopen(const char *restrict path, const char *__restrict mode);\n\
              int g(int *restrict a, int n), h(int *__restrict__ b);\n\
              void k(void) { extern void copy(int *restrict d, const int *restrict s); }\n";
    assert_eq!(errors(ok), Vec::<String>::new());
    for bad in [
        "int f(int *restrict a, int *restrict b) { return *a; }\n",
        "void f(int *p) { int *restrict q = p; }\n",
        "int *restrict shared;\n",
        "void f(int *p) { int x = *(int *restrict)p; }\n",
        "void f(void (*g)(int *restrict)) { }\n",
        "void f(int n, int a[restrict n]);\n",
        "#define R restrict\nvoid f(int *R a) { }\n",
    ] {
        assert_eq!(
            errors(bad),
            vec!["vmfc cannot verify `restrict` pointers".to_string()],
            "{bad}"
        );
    }
}

/// Hunt 47: `static` in an array parameter's brackets promises the
/// compiler valid elements that Frama-C does not require; elsewhere
/// `static` is storage.
#[test]
fn static_array_sizes_are_rejected() {
    let ok = "static int a[4];\nint f(int a[4]) { static int n = 0; return a[n]; }\n";
    assert_eq!(errors(ok), Vec::<String>::new());
    for bad in [
        "int f(const int a[static 4]) { return a[0]; }\n",
        "int f(int a[const static 4]);\n",
    ] {
        assert_eq!(
            errors(bad),
            vec!["vmfc cannot verify `static` in an array parameter's size".to_string()],
            "{bad}"
        );
    }
}

/// Attributes: a list of harmless ones is accepted; every other one is
/// rejected, since the compiler may optimise on what it states.
#[test]
fn only_harmless_attributes_are_accepted() {
    let ok = "__attribute__((unused)) static int a;\n\
              int g(const char *f, ...) __attribute__((format(printf, 1, 2), warn_unused_result));\n\
              static void h(void) __attribute__((__noinline__, cold));\n";
    assert_eq!(errors(ok), Vec::<String>::new());
    for bad in [
        "void f(int *p) __attribute__((nonnull));\n",
        "int *g(void) __attribute__((returns_nonnull));\n",
        "void *h(int n) __attribute__((malloc, alloc_size(1)));\n",
        "void k(void) __attribute__((__noreturn__));\n",
        "int l(void) __attribute__((leaf));\n",
        "typedef int wide __attribute__((mode(DI)));\n",
        "double m(double x) __attribute__((optimize(\"fast-math\")));\n",
        "#define NN __attribute__((unused, nonnull))\n",
    ] {
        let got = errors(bad);
        assert_eq!(got.len(), 1, "{bad}: {got:?}");
        assert!(
            got[0].starts_with("vmfc cannot verify the `"),
            "{bad}: {got:?}"
        );
    }
}

/// `long double`, which Wp does not model, is rejected in either order.
#[test]
fn long_double_is_rejected() {
    assert_eq!(errors("double x; long y;\n"), Vec::<String>::new());
    for bad in [
        "long double x;\n",
        "double long y;\n",
        "#define REAL long double\n",
    ] {
        assert_eq!(
            errors(bad),
            vec!["vmfc cannot verify `long double`".to_string()],
            "{bad}"
        );
    }
}

/// Hunt 16: a directive after a comment on its line is the compiler's,
/// not Frama-C's; one with the comment after it, a stringized `#` and a
/// `#` in a comment are fine.
#[test]
fn a_directive_after_a_comment_is_rejected() {
    let bad = "int f(void) {\n  /* note */ #define LIMIT 5\n  return LIMIT;\n}\n";
    assert_eq!(
        errors(bad),
        ["a preprocessor directive after a comment on its line"]
    );
    let ok = "#define LIMIT 5 /* note */\n#define SHOW(e) printf(\"%s\", #e)\n/* # not a directive */\nint f(void) {\n  // # no\n  return LIMIT;\n}\n";
    assert_eq!(errors(ok), Vec::<String>::new());
}

/// A `-D` value is read as a `#define` in the file would be (hunt 23).
#[test]
fn command_line_macros_may_not_paste_tokens() {
    let mut diags = Diagnostics::default();
    let defines = ["N=5".to_string(), "CAT(a,b)=a##b".to_string()];
    let system = std::collections::HashSet::new();
    unsupported_c(
        &[SourceFile::new("t.c", "int x;\n".to_string())],
        &defines,
        &system,
        &mut diags,
    );
    let messages: Vec<String> = diags.sorted().into_iter().map(|d| d.message).collect();
    assert_eq!(
        messages,
        ["`-D CAT(a,b)=a##b`: token pasting (`##`) in a macro"]
    );
}

/// The rules of `includes`: each way of making the compiler and vmfc read
/// other text, from a file or one of its lines.
#[test]
fn includes_and_line_ends_that_hide_text_are_rejected() {
    let each = [
        (
            "#include <h/*x.h>\n//@ admit \\false;\n/* */\n",
            "header name `<h/*x.h>`",
        ),
        ("#import \"a.h\"\n", "`#import`"),
        ("#include_next <stdio.h>\n", "`#include_next`"),
        (
            "#define H \"a.h\"\n#include H\n",
            "whose file name comes from a macro",
        ),
        ("int f(void) {\n#include \"body.h\"\n}\n", "inside a block"),
        (
            "/*@ requires \\true; */\n#include \"def.h\"\n",
            "directly before",
        ),
        ("// note\r//@ admit \\false;\nint x;\n", "carriage return"),
        ("const char *s = R\"(\")\";\n", "raw string"),
        ("int n = sizeof(L\"ab\");\n", "wide or prefixed"),
        ("int c = L'x';\n", "wide or prefixed"),
        ("const char *s = u8\"x\";\n", "wide or prefixed"),
    ];
    for (text, message) in each {
        let found = errors(text);
        assert!(
            found.iter().any(|m| m.contains(message)),
            "{text:?}: {found:?}"
        );
    }
    // CRLF line ends, an include after a global annotation, an `R` that is
    // no prefix: ordinary.
    for ok in [
        "int x;\r\nint y;\r\n",
        "/*@ logic integer two = 2; */\n#include <stdio.h>\n",
        "int R = 1; const char *s = \"R\";\n",
        "int L = 1; const char *s = \"L\"; int c = 'L';\n",
    ] {
        assert_eq!(errors(ok), Vec::<String>::new(), "{ok:?}");
    }
}

/// An included file (not the input) must hold whole declarations and may
/// end with a global annotation but not with a contract.
#[test]
fn an_included_file_holds_whole_declarations() {
    let run = |header: &str| {
        let mut diags = Diagnostics::default();
        let files = [
            SourceFile::new(
                "t.c",
                "#include \"h.h\"\nint main(void) { return 0; }\n".into(),
            ),
            SourceFile::new("h.h", header.to_string()),
        ];
        unsupported_c(&files, &[], &Default::default(), &mut diags);
        diags
            .sorted()
            .into_iter()
            .map(|d| d.message)
            .collect::<Vec<_>>()
    };
    assert!(run("{\n").iter().any(|m| m.contains("ends inside a block")));
    assert!(run("}\n").iter().any(|m| m.contains("closes a brace")));
    assert!(run("/*@ ensures \\result == 1; */\n")
        .iter()
        .any(|m| m.contains("ends with an annotation")));
    assert_eq!(
        run("/*@ ghost int g; */\nint f(void);\n/*@ ghost int h; */\n"),
        Vec::<String>::new()
    );
}

/// The input reached again through another name (a header that includes
/// it by way of `-I`) is the file being verified included.
#[test]
fn the_input_included_under_another_name_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let main = dir.path().join("x.c");
    std::fs::write(&main, "int x;\n").unwrap();
    let mut diags = Diagnostics::default();
    let files = [
        SourceFile::new(&main, "int x;\n".into()),
        SourceFile::new(dir.path().join(".").join("x.c"), "int x;\n".into()),
    ];
    unsupported_c(&files, &[], &Default::default(), &mut diags);
    let found: Vec<String> = diags.sorted().into_iter().map(|d| d.message).collect();
    assert!(
        found
            .iter()
            .any(|m| m.contains("the file being verified is included")),
        "{found:?}"
    );
}

/// Hunt 39: `$` in a name, in C code, an annotation or a macro; not in a
/// literal, an ordinary comment, or after a quote no quote closes.
#[test]
fn dollars_in_names_are_rejected() {
    let ok = "/* é $ */ const char *s = \"$é\"; char c = '$'; /*@ requires x == 'é'; // it's */\n#define F \"$\"\n";
    assert_eq!(errors(ok), Vec::<String>::new());
    for bad in [
        "int a$b;",
        "//@ ghost int G$H;",
        "#define X a$b\n",
        "/*@ requires é$ > 0; */",
    ] {
        assert_eq!(errors(bad), ["`$` in a name"], "{bad}");
    }
    let mut diags = Diagnostics::default();
    unsupported_c(&[], &["X=a$b".to_string()], &Default::default(), &mut diags);
    assert_eq!(diags.sorted()[0].message, "`-D X=a$b`: `$` in a name");
}

/// Hunt 40: a diagnostic pragma may not silence a warning vmfc reads from
/// the compiler (nor its group); others are harmless.
#[test]
fn diagnostic_pragmas_keep_the_warnings_vmfc_reads() {
    let ok = "#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n#pragma GCC diagnostic pop\n";
    assert_eq!(errors(ok), Vec::<String>::new());
    for (bad, flag) in [
        (
            "#pragma GCC diagnostic ignored \"-Woverflow\"\n",
            "-Woverflow",
        ),
        (
            "#pragma GCC diagnostic warning \"-Wshift-overflow=0\"\n",
            "-Wshift-overflow=0",
        ),
        (
            "_Pragma(\"GCC diagnostic ignored \\\"-Wsequence-point\\\"\")\n",
            "-Wsequence-point",
        ),
        ("#pragma clang diagnostic ignored \"-Wall\"\n", "-Wall"),
        (
            "#pragma GCC diagnostic ignored /* c */ \"-Woverflow\" // d\n",
            "-Woverflow",
        ),
    ] {
        let e = errors(bad);
        assert!(
            e.len() == 1 && e[0].contains(&format!("changes `{flag}`")),
            "{bad}: {e:?}"
        );
    }
}

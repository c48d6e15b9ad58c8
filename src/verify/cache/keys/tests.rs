//! Unit tests of the cache keys.

use super::*;
use crate::cfront::lexer::TokKind;
use crate::cfront::ppmap::OrigTokens;
use crate::source::SourceFile;

const SRC: &str = "/*@ requires a; */\nint f(void) {\n  return 1;\n}\n/*@ ensures b; */\nint g(void) {\n#define X 2\n  return X;\n}\n";

/// The bodies of `f` and `g` in `text` and its directives.
fn parts(text: &str) -> (Vec<(String, Span)>, Vec<Span>) {
    let body = |name: &str| {
        let at = text.find(&format!("{name}(void) {{")).unwrap() + name.len() + 7;
        let end = at + text[at..].find("\n}").unwrap() + 2;
        (name.to_string(), at..end)
    };
    let toks = OrigTokens::new(&SourceFile::new("t.c", text.to_string()));
    let directives = toks
        .tokens
        .iter()
        .filter(|t| t.kind == TokKind::Directive)
        .map(|t| t.span.clone())
        .collect();
    (vec![body("f"), body("g")], directives)
}

/// The keys of `f` and `g` in `text` with vmfc's `generated` edits.
fn keys_of(text: &str, generated: &[(Span, String)], globals: &str) -> Keys {
    let (bodies, directives) = parts(text);
    let src = Source {
        text,
        bodies: &bodies,
        directives: &directives,
        generated,
        globals,
    };
    keys(&src, &["f".to_string(), "g".to_string()], "ctx")
}

/// A function's key holds the other bodies' tokens: a change of code
/// there changes it, a change of layout or of a plain comment does not
/// (its own body counts as written: its goals are placed from its line).
#[test]
fn other_bodies_count_by_their_tokens() {
    let k1 = keys_of(SRC, &[], "");
    let k2 = keys_of(&SRC.replace("return 1", "return 11"), &[], "");
    assert_ne!(k1.functions["f"], k2.functions["f"]);
    assert_ne!(k1.functions["g"], k2.functions["g"]);
    assert_eq!(k1.lemmas, k2.lemmas);
    let laid_out = SRC.replace("  return 1;", "  /* one */\n    return   1;");
    let k3 = keys_of(&laid_out, &[], "");
    assert_ne!(k1.functions["f"], k3.functions["f"]);
    assert_eq!(k1.functions["g"], k3.functions["g"]);
    // An annotation is code.
    let k4 = keys_of(
        &SRC.replace("  return 1;", "  //@ assert 1;\n  return 1;"),
        &[],
        "",
    );
    assert_ne!(k1.functions["g"], k4.functions["g"]);
    // Generated definitions change every key.
    let k5 = keys_of(SRC, &[], "lemma A");
    assert_ne!(k5.lemmas, k1.lemmas);
    assert_ne!(k5.functions["f"], k1.functions["f"]);
    // A contract change affects every function.
    let k6 = keys_of(&SRC.replace("requires a", "requires c"), &[], "");
    assert_ne!(k1.functions["g"], k6.functions["g"]);
}

/// A macro defined in another body is part of the key, whole: its
/// continuation lines and a comment that runs on to the next line too
/// (hunt 16: `#define LIMIT \` then `5` on the next line).
#[test]
fn directives_in_other_bodies_are_kept_whole() {
    for (before, after) in [
        ("#define X 2", "#define X 3"),
        ("#define X \\\n  2", "#define X \\\n  3"),
        ("#define X /* two\n */ 2", "#define X /* two\n */ 3"),
    ] {
        let k = |d: &str| keys_of(&SRC.replace("#define X 2", d), &[], "");
        assert_ne!(k(before).functions["f"], k(after).functions["f"], "{after}");
        assert_ne!(k(before).lemmas, k(after).lemmas, "{after}");
    }
}

/// What vmfc generates outside a function's body is part of its key (a
/// precondition added to `g`'s contract because of `g`'s body changes
/// what `f` must prove at its calls of `g`), and so is what it generates
/// in another body, but not where it is.
#[test]
fn generated_text_outside_the_other_bodies_is_part_of_the_key() {
    let g_contract = SRC.find("/*@ ensures").unwrap();
    let in_g = SRC.find("return X").unwrap();
    let pre = |t: &str| vec![(g_contract..g_contract, t.to_string())];
    let base = keys_of(
        SRC,
        &pre("/*@ requires VM_caller_buftype_9_3: dt == MPI_INT; */"),
        "",
    );
    let other = keys_of(
        SRC,
        &pre("/*@ requires VM_caller_buftype_9_3: dt == MPI_SHORT; */"),
        "",
    );
    assert_ne!(base.functions["f"], other.functions["f"]);
    assert_ne!(base.lemmas, other.lemmas);
    let none = keys_of(SRC, &[], "");
    assert_ne!(base.functions["f"], none.functions["f"]);
    // In g's body: f's concern too, but not where it is.
    let body = |t: &str| vec![(in_g..in_g, t.to_string())];
    let b1 = keys_of(SRC, &body("/*@ assert VM_send_tag_1_1: 1; */"), "");
    let b2 = keys_of(SRC, &body("/*@ assert VM_send_tag_1_1: 2; */"), "");
    let b3 = keys_of(SRC, &body("/*@ assert VM_send_tag_7_3: 1; */"), "");
    assert_ne!(b1.functions["f"], b2.functions["f"]);
    assert_ne!(b1.functions["g"], b2.functions["g"]);
    assert_eq!(b1.functions["f"], b3.functions["f"]);
}

/// Where a check is (its label's line, vmfc's comments) is not part of
/// the key; what it checks is.
#[test]
fn places_are_not_part_of_the_key() {
    let at = SRC.find("/*@ ensures").unwrap();
    let edit = |t: &str| vec![(at..at, t.to_string())];
    let k = |t: &str| keys_of(SRC, &edit(t), "").functions["f"].clone();
    assert_eq!(
        k("/* vmfc: MPI_Send at line 12:3 */ //@ assert VM_send_tag_12_3: tag == 1;"),
        k("/* vmfc: MPI_Send at line 14:3 */ //@ assert VM_send_tag_14_3_2: tag == 1;")
    );
    assert_eq!(k("//@ assert VM_u_3_4: x;"), k("//@ assert VM_u_5_4: x;"));
    assert_ne!(
        k("//@ assert VM_send_tag_12_3: tag == 1;"),
        k("//@ assert VM_send_tag_12_3: tag == 2;")
    );
    // Names that are not places stay.
    assert_ne!(k("VM_sc[1]"), k("VM_rc[1]"));
    assert_ne!(k("VM_p1"), k("VM_p2"));
}

/// The keys of the functions of a fixture's text, transformed as a
/// verification run does.
fn run_keys(text: &str) -> Keys {
    run_keys_of(text, &["pass", "main"])
}

fn run_keys_of(text: &str, functions: &[&str]) -> Keys {
    let t = crate::pipeline::transformed_for_verification(text);
    let functions: Vec<String> = functions.iter().map(|f| f.to_string()).collect();
    keys_of_run(&t, &functions, "ctx")
}

/// Hunt 16: a callee's body that makes vmfc add a precondition to the
/// callee's contract changes the caller's key; a line added to the
/// callee's body alone does not.
#[test]
fn a_callee_body_that_changes_its_contract_changes_the_callers_key() {
    let fixture = |v: &str| {
        let path = format!(
            "{}/tests/fixtures/cache/callee_body.{v}.c",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(path).unwrap()
    };
    let v1 = run_keys(&fixture("v1"));
    let v2 = run_keys(&fixture("v2"));
    assert_ne!(v1.functions["main"], v2.functions["main"]);
    let shifted = fixture("v1").replace(
        "  if (rank == 0 && nprocs > 1)",
        "  /* one more line */\n  if (rank == 0 && nprocs > 1)",
    );
    let v3 = run_keys(&shifted);
    assert_ne!(v1.functions["pass"], v3.functions["pass"]);
    assert_eq!(v1.functions["main"], v3.functions["main"]);
}

/// Hunt 27: a body that changes what Wp asks of another function changes
/// that function's key, though its text is the same: `g` comes to call
/// `f` (`f`'s call of `g` becomes recursive and needs a `decreases`
/// proof), `get` comes to read `G` (Wp checks at `get(&G)` in `main` that
/// the argument does not point to `G`).
#[test]
fn a_body_that_changes_what_wp_asks_of_a_caller_changes_its_key() {
    let fixture = |name: &str| {
        let path = format!(
            "{}/tests/fixtures/cache/{name}.c",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(path).unwrap()
    };
    let k = |name: &str| run_keys_of(&fixture(name), &["f", "g", "main"]);
    assert_ne!(
        k("recursion.v1").functions["f"],
        k("recursion.v2").functions["f"]
    );
    let k = |name: &str| run_keys_of(&fixture(name), &["get", "main"]);
    assert_ne!(
        k("callee_global.v1").functions["main"],
        k("callee_global.v2").functions["main"]
    );
}

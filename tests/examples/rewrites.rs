//! The examples' code as rewritten: floating-point globals of a verified
//! `main`, signed remainders, sequenced array updates, and the lines that
//! evaluate a rewritten call's arguments.

use super::*;

/// Floating-point globals that C starts as zeros are declared `extern` in
/// the generated file when `main` is verified (Frama-C 25's Wp would state
/// their zeros as integers, and Why3 reject `main`'s goals), with a warning;
/// other globals, initialized ones, and those whose storage class comes
/// from a macro are left as they are, and nothing changes when `main` is
/// not verified.
#[test]
fn zero_floating_point_globals_are_extern_for_main() {
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/field/float_globals.c"),
        ..Job::default()
    });
    let text = &t.output.text;
    for line in [
        "extern double u[N], total;",
        "extern struct stats {",
        "int steps = 3;",
    ] {
        assert!(text.lines().any(|l| l == line), "no `{line}` in:\n{text}");
    }
    let warned: Vec<&str> = t
        .output
        .warnings
        .iter()
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        warned,
        ["`main` is proved as if `u`, `total`, `st` could start with any value"]
    );

    let dir = tempfile::tempdir().unwrap();
    let src = std::fs::read_to_string(common::root().join("tests/fixtures/field/float_globals.c"))
        .unwrap();
    let variant = src
        .replace("static double u[N], total;", "#define STATIC static\nSTATIC double u[N];\nstatic double total = 0.0;\nfloat w[2] = {1.0f};")
        .replace("struct stats {\n  int n;\n  double mean;\n} st;", "struct stats { int n; double mean; } st = {0, 1.0};");
    assert!(variant.contains("STATIC double u[N];") && variant.contains("st = {0, 1.0};"));
    let file = dir.path().join("variant.c");
    std::fs::write(&file, &variant).unwrap();
    let t = transform(&Job {
        input: file.clone(),
        ..Job::default()
    });
    let externs = |text: &str| text.lines().filter(|l| l.starts_with("extern")).count();
    assert_eq!(externs(&t.output.text), 0, "{}", t.output.text);
    assert!(t.output.warnings.is_empty());

    let file = dir.path().join("skipped.c");
    std::fs::write(&file, &src).unwrap();
    let t = transform(&Job {
        input: file,
        skip: vec!["main".into()],
        ..Job::default()
    });
    assert_eq!(externs(&t.output.text), 0);
}

/// Signed remainders whose divisor is not a literal become calls of the
/// header's `VM_rem_<type>` of the operation's type (C's usual arithmetic
/// conversions), in place, nested and under `&&`; unsigned ones and literal
/// divisors stay; Frama-C accepts the result.
#[test]
fn remainders_are_rewritten_with_their_type() {
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/types/remainders.c"),
        ..Job::default()
    });
    let text = &t.output.text;
    let helpers: Vec<&str> = text
        .match_indices("VM_rem_")
        .map(|(i, _)| {
            let rest = &text[i + "VM_rem_".len()..];
            &rest[..rest.find('(').unwrap()]
        })
        .collect();
    assert_eq!(
        helpers,
        ["int", "long", "int", "int", "int", "int", "int", "int", "int", "llong"]
    );
    for kept in [
        "u % n",
        "x % sizeof(long)",
        "x % 7",
        "s = VM_rem_int(s, n);",
        "a[1] = VM_rem_int(a[1], n);",
    ] {
        assert!(text.contains(kept), "{kept} missing in:\n{text}");
    }
    let dir = tempfile::tempdir().unwrap();
    let hdr = dir.path().join("hdr");
    vmfc::header::write_into(&hdr, false).unwrap();
    std::fs::write(dir.path().join("r-vm.c"), text).unwrap();
    let (ok, out) = run(Command::new(tool("frama-c"))
        .current_dir(dir.path())
        .env("PWD", dir.path())
        .arg(format!("-cpp-extra-args=-I{}", hdr.display()))
        .arg("r-vm.c"));
    assert!(
        ok && !out.contains("User Error"),
        "frama-c rejected:\n{out}"
    );
}

/// Hunt 40 made writes to local array elements count against the other
/// operands of their expression (`a[0] * 10 + a[j]++`), and casts of
/// floating-point constants to integer types they may not fit errors; an
/// assignment's store comes after both operands, and constants that fit
/// are accepted.
#[test]
fn sequenced_array_updates_and_fitting_casts_transform() {
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/types/array_updates.c"),
        ..Job::default()
    });
    assert!(t.output.text.contains("a[i] += a[j];"));
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/types/float_casts.c"),
        ..Job::default()
    });
    assert!(t.output.text.contains("(unsigned char)255.9"));
}

/// The line that evaluates an argument of a rewritten MPI call maps to the
/// argument, not to the call (hunt 51: an overflow in `&u[nl + 1]` was
/// reported at `MPI_Sendrecv`).
#[test]
fn argument_lines_map_to_the_arguments() {
    let mut seen = 0;
    for (name, file) in examples() {
        let t = transform(&Job {
            input: file.clone(),
            ..Job::default()
        });
        let src = std::fs::read_to_string(&file).unwrap();
        let src_lines: Vec<&str> = src.lines().collect();
        for (k, line) in t.output.text.lines().enumerate() {
            let Some(arg) = argument_of(line) else {
                continue;
            };
            let o = t.output.map.origin(k + 1).unwrap();
            let at = &src_lines[o.line - 1][o.col - 1..];
            assert!(
                at.starts_with(arg),
                "{name}: generated line {} `{line}` maps to {}:{}, which reads `{at}`",
                k + 1,
                o.line,
                o.col
            );
            seen += 1;
        }
    }
    assert!(seen > 100, "only {seen} argument lines found");
}

/// `T VM_x = ARG;` (an argument of an MPI call, evaluated once into a
/// helper): ARG, when it is the user's text.
fn argument_of(line: &str) -> Option<&str> {
    let (decl, rest) = line.trim().split_once(" = ")?;
    let var = decl.rsplit([' ', '*']).next()?;
    let arg = rest.strip_suffix(';')?;
    (decl.contains(' ') && var.starts_with("VM_") && !arg.contains("VM_")).then_some(arg)
}

/// A loop whose first message is a receive under `if`, from a peer that is
/// MPI_PROC_NULL on rank 0: the counters' invariants are suggested, not a
/// level bound read at `VM_rc[prev]` (false at the loop's entry on rank 0,
/// and out of range there; hunt 64).
#[test]
fn no_level_suggested_from_a_guarded_or_null_peer() {
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/idioms/pipeline_proc_null.c"),
        ..Job::default()
    });
    let notes: Vec<&str> = (t.output.warnings.iter())
        .flat_map(|d| d.notes.iter().map(String::as_str))
        .collect();
    let suggested = notes.join("\n");
    assert!(
        suggested.contains("VM_sc[q] == (q == next ? t : 0)")
            && suggested.contains("VM_rc[q] == (q == prev && !(rank == 0) ? t : 0)"),
        "counters not suggested: {suggested}"
    );
    assert!(!suggested.contains("VM_level <"), "{suggested}");
}

//! Every example: its generated `-vm.c` (insta snapshot under snapshots/),
//! accepted by Frama-C exactly as documented, and run under real MPI.

mod common;
#[path = "examples/rewrites.rs"]
mod rewrites;

use common::{copy_dir, examples, run, tool, transform};
use std::process::Command;
use vmfc::pipeline::Job;

#[test]
fn generated_programs_match_snapshots() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(common::root().join("snapshots/examples"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| {
        for (name, file) in examples() {
            let t = transform(&Job {
                input: file,
                ..Job::default()
            });
            insta::assert_snapshot!(format!("{name}-vm.c"), t.output.text);
        }
    });
}

#[test]
fn output_is_deterministic() {
    for (_, file) in examples() {
        let a = transform(&Job {
            input: file.clone(),
            ..Job::default()
        })
        .output;
        let b = transform(&Job {
            input: file,
            ..Job::default()
        })
        .output;
        assert_eq!(a.text, b.text);
        assert_eq!(a.checks, b.checks);
        assert_eq!(a.map, b.map);
    }
}

/// `frama-c -cpp-extra-args="-IDIR -I." FILE-vm.c` accepts every output as is.
#[test]
fn frama_c_accepts_generated_programs() {
    let frama_c = tool("frama-c");
    for (name, file) in examples() {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(file.parent().unwrap(), dir.path());
        let hdr = dir.path().join("hdr");
        vmfc::header::write_into(&hdr, false).unwrap();
        let t = transform(&Job {
            input: dir.path().join(format!("{name}.c")),
            ..Job::default()
        });
        std::fs::write(dir.path().join(format!("{name}-vm.c")), &t.output.text).unwrap();
        let (ok, out) = run(Command::new(&frama_c)
            .current_dir(dir.path())
            .env("PWD", dir.path())
            .arg(format!("-cpp-extra-args=-I{} -I.", hdr.display()))
            .arg(format!("{name}-vm.c")));
        assert!(ok, "frama-c rejected {name}-vm.c:\n{out}");
        assert!(
            !out.contains("User Error"),
            "frama-c complained about {name}-vm.c:\n{out}"
        );
    }
}

/// Each example compiles with mpicc without warnings and its runtime
/// assertions pass with 1, 2, 3 and 5 processes.
#[test]
fn examples_run_under_mpi() {
    let mpicc = tool("mpicc");
    let mpiexec = tool("mpiexec");
    let dir = tempfile::tempdir().unwrap();
    for (name, file) in examples() {
        let exe = dir.path().join(&name);
        let (ok, out) = run(Command::new(&mpicc)
            .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&exe)
            .arg(&file));
        assert!(ok, "mpicc failed on {name}:\n{out}");
        for n in [1, 2, 3, 5] {
            let (ok, out) = run(Command::new(&mpiexec)
                .arg("-n")
                .arg(n.to_string())
                .arg(&exe));
            assert!(ok, "{name} failed with {n} processes:\n{out}");
        }
    }
}

/// The definitions outside the main file's C code come from the front end:
/// C definitions in a user header (found by the C parser, placed by the line
/// markers, their contracts read in the header's own text) and ghost
/// functions, in the main file and in the header. A C function defined in a
/// header may not have a contract, nor be made by a macro (whether it has
/// one is then unknown): vmfc verifies only the functions of its input.
#[test]
fn header_and_ghost_definitions_are_found_with_their_contracts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("util.h"),
        "/*@ requires x < 1000;\n    terminates \\true;\n    exits \\false;\n    assigns \\nothing; */\n/* twice */\nstatic int twice(int x) { return 2 * x; }\n\nstatic int plain(int x) { return x; }\nint proto(int);\n#define MK(n) static int n##o(void) { return 1; }\nMK(tw)\n\n/*@ ghost\n  /@ terminates \\true; exits \\false; assigns \\nothing; @/\n  void header_lemma(void) { }\n*/\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("main.c"),
        "#include <mpi.h>\n#include \"util.h\"\n/*@ ghost\n  int helper(int n) { return n; }\n*/\nint main(void) { return twice(1) + plain(0); }\n",
    )
    .unwrap();
    let job = Job {
        input: dir.path().join("main.c"),
        include_dirs: vec![dir.path().to_path_buf()],
        ..Job::default()
    };
    let Err(vmfc::pipeline::Failure::Input { diagnostics, .. }) = vmfc::pipeline::transform(&job)
    else {
        panic!("a header function with a contract was accepted");
    };
    let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
    // (The macro that makes `two` pastes tokens, itself an error.)
    assert_eq!(messages.len(), 3, "{messages:#?}");
    assert!(messages[0].starts_with("`twice` is defined in a header with a contract"));
    assert_eq!(messages[1], "token pasting (`##`) in a macro");
    assert!(messages[2].starts_with("`two` is defined in a header by a macro"));
}

/// A program written for the original VMFC (user header found with `-I .`,
/// ghost parameters on ghost memory, lemma functions and macros, ghost
/// labels, calls in initialisers and inside `assert`) transforms unchanged
/// and Frama-C accepts the result.
#[test]
fn vmfc_style_program_transforms_and_parses() {
    let frama_c = tool("frama-c");
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&common::root().join("tests/fixtures/idioms"), dir.path());
    let hdr = dir.path().join("hdr");
    vmfc::header::write_into(&hdr, false).unwrap();
    let t = transform(&Job {
        input: dir.path().join("shift.c"),
        include_dirs: vec![dir.path().to_path_buf()],
        ..Job::default()
    });
    assert_eq!(t.output.warnings.len(), 1, "only the warning about `main`");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(common::root().join("snapshots/examples"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!("idioms-shift-vm.c", t.output.text));
    std::fs::write(dir.path().join("shift-vm.c"), &t.output.text).unwrap();
    let (ok, out) = run(Command::new(&frama_c)
        .current_dir(dir.path())
        .env("PWD", dir.path())
        .arg(format!("-cpp-extra-args=-I{} -I.", hdr.display()))
        .arg("shift-vm.c"));
    assert!(
        ok && !out.contains("User Error"),
        "frama-c rejected the VMFC-style program:\n{out}"
    );
}

/// The havoc of a receive is typed by the buffer's element type, through
/// typedefs, `&x`, `&a[i]`, `a + i`, casts and members.
#[test]
fn receive_buffers_are_havocked_with_their_element_type() {
    let t = transform(&Job {
        input: common::root().join("tests/fixtures/types/buffers.c"),
        ..Job::default()
    });
    let havocs: Vec<&str> = t
        .output
        .text
        .match_indices("VM_havoc_")
        .map(|(i, _)| {
            let rest = &t.output.text[i + "VM_havoc_".len()..];
            &rest[..rest.find('(').unwrap()]
        })
        .collect();
    assert_eq!(
        havocs,
        ["double", "double", "double", "ulong", "int", "float", "char", "llong"]
    );
}

/// Every generated assertion has its own label, in every example.
#[test]
fn generated_labels_are_unique() {
    for (name, file) in examples() {
        let t = transform(&Job {
            input: file,
            ..Job::default()
        });
        let mut labels: Vec<String> = t
            .output
            .checks
            .iter()
            .map(|c| c.label.to_string())
            .collect();
        let n = labels.len();
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), n, "{name}: duplicate labels");
        for c in &t.output.checks {
            let line = t.output.label_lines.get(&c.label.to_string()).copied();
            assert!(
                line.is_some_and(|l| t
                    .output
                    .text
                    .lines()
                    .nth(l - 1)
                    .is_some_and(|text| text.contains(&format!("{}", c.label)))),
                "{name}: {} is not at its line {line:?}",
                c.label
            );
        }
    }
}

/// `examples/Makefile` transforms, verifies (with each example's flags),
/// compiles and runs every example.
#[test]
fn examples_makefile_covers_every_example() {
    let make = tool("make");
    let (ok, out) = run(Command::new(&make)
        .arg("-n")
        .arg("-C")
        .arg(common::root().join("examples"))
        .args(["transform", "verify", "run"]));
    assert!(ok, "{out}");
    for (name, _) in examples() {
        assert!(
            out.contains(&format!("transform {name}/{name}.c")),
            "{name} not transformed:\n{out}"
        );
        assert!(
            out.contains(&format!("verify {name}/{name}.c")),
            "{name} not verified:\n{out}"
        );
        assert!(
            out.contains(&format!("-o build/{name} {name}/{name}.c")),
            "{name} not compiled:\n{out}"
        );
    }
    assert!(
        out.contains("verify heat/heat.c --model real"),
        "heat is verified with its flags:\n{out}"
    );
}

//! Tests of the check of the generated program: vmfc's real outputs of an
//! example and an adversarial program, tampered with as a faulty rewrite
//! would leave them (a check in a dropped macro argument, a count taken
//! away from a collective call, a call or a remainder left as written).

use super::{after_count, check};
use crate::cfront::preprocess::PpOptions;
use crate::error::Failure;
use crate::pipeline::{transform, Job, Transformed};

fn transformed(path: &str) -> (Job, Transformed) {
    let job = Job {
        input: std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path),
        name_properties: true,
        ..Default::default()
    };
    let t = transform(&job).unwrap_or_else(|e| panic!("{e:?}"));
    (job, t)
}

/// The errors of the check on `t` with its text changed by `tamper`.
fn errors(job: &Job, t: &mut Transformed, tamper: impl Fn(&str) -> String) -> Vec<String> {
    let text = tamper(&t.output.text);
    assert_ne!(text, t.output.text, "the tampering changed nothing");
    t.output.text = text;
    let pp = PpOptions::new(t.header_dir.path().to_path_buf());
    match check(&t.frontend.file, &t.output, &pp, job) {
        Ok(()) => Vec::new(),
        Err(Failure::Input { diagnostics, files }) => diagnostics
            .iter()
            .map(|d| d.render(&files, false))
            .collect(),
        Err(e) => panic!("{e:?}"),
    }
}

/// The views the check reads: the compiler's, and Frama-C's when it is
/// installed.
fn views() -> usize {
    1 + usize::from(crate::verify::toolchain::frama_c().is_some())
}

#[test]
fn a_faithful_output_passes() {
    let (job, t) = transformed("examples/bcast/bcast.c");
    let pp = PpOptions::new(t.header_dir.path().to_path_buf());
    assert!(check(&t.frontend.file, &t.output, &pp, &job).is_ok());
}

#[test]
fn a_check_in_a_dropped_argument_is_an_error() {
    let (job, mut t) = transformed("examples/bcast/bcast.c");
    let got = errors(&job, &mut t, |s| {
        let k = s.find("/*@ assert VM_call_none_88_3").unwrap();
        let end = k + s[k..].find("*/").unwrap() + 2;
        format!(
            "#define DROP(x)\n{}DROP({}){}",
            &s[..k],
            &s[k..end],
            &s[end..]
        )
    });
    // In the compiler's view, and in Frama-C's when it is installed.
    assert_eq!(got.len(), views(), "{got:?}");
    assert!(
        got[0].contains("a macro drops vmfc's check `VM_call_none_88_3`"),
        "{}",
        got[0]
    );
    assert!(got[0].contains("bcast.c:88:3"), "{}", got[0]);
    assert!(
        got.iter()
            .any(|e| e.contains("the compiler reads it 0 times")),
        "{got:?}"
    );
}

#[test]
fn a_repeated_check_is_an_error() {
    let (job, mut t) = transformed("examples/bcast/bcast.c");
    let got = errors(&job, &mut t, |s| {
        let k = s.find("/*@ assert VM_call_none_88_3").unwrap();
        let end = k + s[k..].find("*/").unwrap() + 2;
        format!(
            "#define TWICE(x) x x\n{}TWICE({}){}",
            &s[..k],
            &s[k..end],
            &s[end..]
        )
    });
    assert_eq!(got.len(), views(), "{got:?}");
    assert!(
        (got.iter()).any(|e| e.contains("the compiler reads it 2 times, vmfc wrote it 1")),
        "{got:?}"
    );
}

#[test]
fn a_collective_call_without_its_count_is_an_error() {
    let (job, mut t) = transformed("examples/bcast/bcast.c");
    let got = errors(&job, &mut t, |s| {
        s.replacen("VM_regionCount++;\n  bcast(", "bcast(", 1)
    });
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].contains("a call of the collective `bcast` without vmfc's checks"),
        "{}",
        got[0]
    );
    assert!(got[0].contains("bcast.c:88:"), "{}", got[0]);
}

#[test]
fn an_mpi_call_left_as_written_is_an_error() {
    let (job, mut t) = transformed("examples/bcast/bcast.c");
    let got = errors(&job, &mut t, |s| {
        s.replacen(
            "{ /* vmfc: MPI_Send(",
            "MPI_Send(buf, count, datatype, p, TAG, MPI_COMM_WORLD); { /* vmfc: MPI_Send(",
            1,
        )
    });
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].contains("a call of `MPI_Send` that vmfc did not rewrite"),
        "{}",
        got[0]
    );
    assert!(got[0].contains("bcast.c:51:"), "{}", got[0]);
}

#[test]
fn a_remainder_left_as_written_is_an_error() {
    let (job, mut t) = transformed("tests/unsound/m173_int_min_remainder_minus_one.c");
    let got = errors(&job, &mut t, |s| {
        s.replacen("VM_rem_int(m , d)", "m % d", 1)
    });
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].contains("in `main`, the compiler reads a remainder that vmfc did not rewrite"),
        "{}",
        got[0]
    );
    assert!(got[0].contains(":22:"), "{}", got[0]);
}

/// What only Frama-C's C library drops (its `S_ISDOOR(m)` is `0`;
/// glibc has no `S_ISDOOR`) is seen in Frama-C's view (hunt 120).
#[test]
fn what_only_frama_c_s_library_drops_is_an_error() {
    if crate::verify::toolchain::frama_c().is_none() {
        return;
    }
    let (job, mut t) = transformed("tests/unsound/m173_int_min_remainder_minus_one.c");
    let got = errors(&job, &mut t, |s| {
        format!("#include <sys/stat.h>\n{s}").replacen(
            "VM_rem_int(m , d)",
            "S_ISDOOR(VM_rem_int(m , d))",
            1,
        )
    });
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].contains(
            "Frama-C reads 0 of the operations vmfc checks (remainders, divisions), vmfc wrote 1"
        ),
        "{}",
        got[0]
    );
    let (job, mut t) = transformed("examples/bcast/bcast.c");
    let got = errors(&job, &mut t, |s| {
        let k = s.find("/*@ assert VM_call_none_88_3").unwrap();
        let end = k + s[k..].find("*/").unwrap() + 2;
        format!(
            "#include <sys/stat.h>\n{}S_ISDOOR({} 0);{}",
            &s[..k],
            &s[k..end],
            &s[end..]
        )
    });
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].contains("a macro drops vmfc's check `VM_call_none_88_3`"),
        "{}",
        got[0]
    );
    assert!(
        got[0].contains("Frama-C reads it 0 times, vmfc wrote it 1"),
        "{}",
        got[0]
    );
}

#[test]
fn the_count_before_a_call() {
    assert!(after_count("{ x = 1; VM_regionCount++;\n   "));
    assert!(after_count("VM_regionCount ++ ; "));
    assert!(!after_count("xVM_regionCount++;"));
    assert!(!after_count("VM_regionCount++; x = 1;"));
    assert!(!after_count("VM_regionCount++"));
}

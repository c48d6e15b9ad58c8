//! Frama-C's C library (which vmfc proves with) against the one the program
//! is built with (glibc and MPICH's mpi.h, through `mpicc`): every
//! object-like macro and every scalar type name that both define is
//! measured by compiling it in each, and each that differs in value, type
//! or constness must be listed in `src/transform/rules/c_subset/libc.txt`,
//! whose names vmfc rejects in the user's files. A new Frama-C or glibc
//! makes this test fail until the list is measured again:
//! `VMFC_UPDATE_LIBC=1 cargo test --release --test libc`.

mod common;

use std::collections::BTreeMap;

const LIST: &str = "src/transform/rules/c_subset/libc.txt";

#[path = "libc/side.rs"]
mod side;

#[path = "libc/bench.rs"]
mod bench;
use bench::measured;

/// The list as vmfc reads it: `kind<TAB>name<TAB>frama-c<TAB>build`.
fn listed() -> BTreeMap<String, (String, String, String)> {
    let text = std::fs::read_to_string(common::root().join(LIST)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() == 4 && !f[0].starts_with("by-hand")).then(|| {
                (
                    f[1].to_string(),
                    (f[0].to_string(), f[2].to_string(), f[3].to_string()),
                )
            })
        })
        .collect()
}

#[test]
fn every_difference_between_framac_and_the_build_is_rejected() {
    let found = measured();
    if std::env::var_os("VMFC_UPDATE_LIBC").is_some() {
        let path = common::root().join(LIST);
        let old = std::fs::read_to_string(&path).unwrap();
        let keep: Vec<&str> = old
            .lines()
            .filter(|l| l.starts_with('#') || l.starts_with("by-hand"))
            .collect();
        let mut text = keep.join("\n") + "\n";
        for (name, (kind, f, b)) in &found {
            text.push_str(&format!("{kind}\t{name}\t{f}\t{b}\n"));
        }
        std::fs::write(&path, text).unwrap();
        return;
    }
    let listed = listed();
    let missing: Vec<String> = found
        .iter()
        .filter(|(n, v)| listed.get(*n) != Some(v))
        .map(|(n, (k, f, b))| format!("{k}\t{n}\t{f}\t{b}"))
        .collect();
    let stale: Vec<&String> = listed.keys().filter(|n| !found.contains_key(*n)).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "{LIST} is not what Frama-C's and the build's C libraries say (run with VMFC_UPDATE_LIBC=1 to measure it again, then review):\nmissing or changed:\n{}\nno longer different: {stale:?}",
        missing.join("\n")
    );
    assert!(
        found.len() > 20,
        "too few differences measured ({}): is the comparison still working?",
        found.len()
    );
}

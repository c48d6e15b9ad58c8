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

#[path = "libc/framac_library.rs"]
mod framac_library;
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

/// A list vmfc reads (comment lines `#`, then one name per line) holds
/// exactly the names measured; `VMFC_UPDATE_LIBC=1` rewrites it instead.
fn same_as_listed(file: &str, names: &std::collections::BTreeSet<String>) {
    let path = common::root().join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let header: String = (text.lines())
        .take_while(|l| l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let listed: std::collections::BTreeSet<String> = (text.lines())
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    if std::env::var_os("VMFC_UPDATE_LIBC").is_some() {
        let body: String = names.iter().map(|n| format!("{n}\n")).collect();
        std::fs::write(&path, header + &body).unwrap();
        return;
    }
    assert_eq!(
        &listed, names,
        "{file}: measure again: VMFC_UPDATE_LIBC=1 cargo test --release --test libc"
    );
}

/// The names the MPI library and the libraries it loads call or read by
/// name, measured as `src/transform/rules/imports.txt` says: their
/// undefined dynamic symbols, and every symbol their relocations name,
/// which covers their own exported functions that their calls reach
/// through the PLT (hunt 32: a program's `hwloc_bitmap_alloc_full` or
/// `__errno_location` replaced the library's and MPI_Init crashed). A
/// definition of one in the program would replace it for them, so vmfc
/// rejects it. A new MPI
/// or C library makes this test fail until the list is measured again
/// (`VMFC_UPDATE_LIBC=1` rewrites it).
///
/// Libraries loaded at run time count too (hunt 57: UCX's `libuct_cma`,
/// loaded by MPICH's `ch4:ucx`, called the program's own
/// `process_vm_readv` and a message arrived as 0): the plugins of UCX and
/// hwloc and what they link. (Not every function the C library exports:
/// `step`, a name of the examples, is one, and no library calls it.)
#[test]
fn the_functions_mpi_calls_by_name_are_listed() {
    use std::process::Command;
    let dir = "/usr/lib/x86_64-linux-gnu";
    let lib = format!("{dir}/libmpich.so.12");
    let mut roots = vec![lib.clone()];
    for plugins in ["ucx", "hwloc"] {
        let mut found: Vec<String> = std::fs::read_dir(format!("{dir}/{plugins}"))
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path().display().to_string())
            .filter(|p| p.ends_with(".so"))
            .collect();
        found.sort();
        roots.extend(found);
    }
    let mut libs: std::collections::BTreeSet<String> = roots.iter().cloned().collect();
    for root in &roots {
        let ldd = Command::new("ldd").arg(root).output().expect("ldd");
        libs.extend(
            String::from_utf8_lossy(&ldd.stdout)
                .lines()
                .filter_map(|l| {
                    l.split_once("=> ")?
                        .1
                        .split_whitespace()
                        .next()
                        .map(str::to_string)
                }),
        );
    }
    let mut names = std::collections::BTreeSet::new();
    let mut add = |name: &str| {
        let name = name.split('@').next().unwrap_or(name);
        let identifier = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if identifier {
            names.insert(name.to_string());
        }
    };
    for l in &libs {
        let nm = Command::new("nm")
            .args(["-D", "--undefined-only", l])
            .output()
            .expect("nm");
        let relocations = Command::new("readelf")
            .args(["-rW", l])
            .output()
            .expect("readelf");
        let undefined = String::from_utf8_lossy(&nm.stdout).into_owned();
        let relocated = String::from_utf8_lossy(&relocations.stdout).into_owned();
        let symbols = (undefined.lines())
            .filter_map(|line| line.split_whitespace().last())
            .chain(relocated.lines().filter_map(|line| {
                let f: Vec<&str> = line.split_whitespace().collect();
                (f.len() >= 5 && f[2].starts_with("R_")).then(|| f[4])
            }));
        symbols.for_each(&mut add);
    }
    same_as_listed("src/transform/rules/imports.txt", &names);
}

/// Every macro that MPICH's own `mpi.h` defines (and the compiler and the C
/// headers do not) is refused in conditional compilation: vmfc verifies with
/// its own `mpi.h`, so a test of one would verify one branch and build the
/// other. Measured on the installed MPICH, so a new MPICH is measured too.
#[test]
fn every_macro_of_mpichs_mpi_h_is_refused_in_conditions() {
    use std::process::Command;
    let mpicc = common::tool("mpicc");
    let macros = |cmd: &mut Command, input: &str| -> std::collections::BTreeSet<String> {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("m.c");
        std::fs::write(&file, input).unwrap();
        let out = cmd
            .args(["-dM", "-E"])
            .arg(&file)
            .output()
            .expect("preprocessor");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("#define "))
            .map(|l| l.split([' ', '(']).next().unwrap().to_string())
            .collect()
    };
    let mpi = macros(&mut Command::new(&mpicc), "#include <mpi.h>\n");
    let c = macros(
        &mut Command::new("gcc"),
        "#include <stdio.h>\n#include <stdint.h>\n#include <stddef.h>\n#include <limits.h>\n",
    );
    let names: Vec<&String> = mpi.difference(&c).collect();
    assert!(names.len() > 100, "{names:?}");
    let dir = tempfile::tempdir().unwrap();
    let tests: String = names
        .iter()
        .map(|n| format!("#ifdef {n}\n#endif\n"))
        .collect();
    let file = dir.path().join("ifdefs.c");
    std::fs::write(
        &file,
        format!("#include <mpi.h>\n{tests}int main(void) {{ return 0; }}\n"),
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_vmfc"))
        .args(["transform", "--stdout"])
        .arg(&file)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let accepted: Vec<&&String> = names
        .iter()
        .filter(|n| !err.contains(&format!("conditional compilation on `{n}`")))
        .collect();
    assert!(
        accepted.is_empty(),
        "tests of MPICH's macros accepted: {accepted:?}"
    );
}

/// The macros MPICH's own headers test in conditional compilation are
/// listed in `src/transform/rules/c_subset/mpich_tested.txt`, whose names
/// vmfc refuses as macros of the user's: defining one changes the build's
/// mpi.h, which vmfc does not read (hunt 32: `MPICH_SUPPRESS_PROTOTYPES`).
/// Measured on the installed MPICH: mpi.h and the headers it includes
/// from its own directory.
#[test]
fn the_macros_mpichs_headers_test_are_listed() {
    use std::process::Command;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("m.c");
    std::fs::write(&file, "#include <mpi.h>\n").unwrap();
    let out = Command::new(common::tool("mpicc"))
        .args(["-E", "-H"])
        .arg(&file)
        .output()
        .expect("mpicc");
    let included: Vec<String> = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| {
            l.trim_start_matches('.')
                .strip_prefix(' ')
                .map(str::to_string)
        })
        .collect();
    let mpi_h = included
        .iter()
        .find(|p| p.ends_with("/mpi.h"))
        .expect("mpi.h");
    let mpich_dir = std::path::Path::new(mpi_h).parent().unwrap().to_path_buf();
    let mut names = std::collections::BTreeSet::new();
    for h in included
        .iter()
        .filter(|p| std::path::Path::new(p).parent() == Some(mpich_dir.as_path()))
    {
        let text = std::fs::read_to_string(h).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix('#') else {
                continue;
            };
            let rest = rest.trim_start();
            let word: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphabetic())
                .collect();
            if !matches!(word.as_str(), "if" | "ifdef" | "ifndef" | "elif") {
                continue;
            }
            let mut chars = rest[word.len()..].chars().peekable();
            while let Some(c) = chars.next() {
                if c.is_ascii_alphanumeric() || c == '_' {
                    let mut tok = c.to_string();
                    while let Some(&d) = chars
                        .peek()
                        .filter(|d| d.is_ascii_alphanumeric() || **d == '_')
                    {
                        tok.push(d);
                        chars.next();
                    }
                    if !tok.starts_with(|c: char| c.is_ascii_digit()) && tok != "defined" {
                        names.insert(tok);
                    }
                }
            }
        }
    }
    assert!(names.contains("MPICH_SUPPRESS_PROTOTYPES"), "{names:?}");
    same_as_listed("src/transform/rules/c_subset/mpich_tested.txt", &names);
}

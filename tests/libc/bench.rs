//! The measurement: every name both C libraries define, compiled and
//! printed on each side (a constant's value and type, a type's size, a
//! function-like macro applied to sample numbers).

use crate::common;
use crate::side::Side;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Names of the C library's implementation (`__x`, `_X`), which a
/// program does not write.
fn reserved(name: &str) -> bool {
    name.starts_with("__")
        || name.starts_with('_') && name[1..].starts_with(|c: char| c.is_ascii_uppercase())
}

/// The headers of Frama-C's library that both sides compile.
fn headers(dir: &Path, libc: &Path, sides: &[Side]) -> Vec<String> {
    let mut all = Vec::new();
    let mut stack = vec![libc.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "h") {
                let rel = p.strip_prefix(libc).unwrap().to_string_lossy().into_owned();
                if !rel.rsplit('/').next().unwrap().starts_with("__") {
                    all.push(rel);
                }
            }
        }
    }
    all.sort();
    all.into_iter()
        .filter(|h| {
            let src = format!("#define _GNU_SOURCE\n#include <{h}>\n");
            sides
                .iter()
                .all(|s| s.build(dir, &src, &["-fsyntax-only"]).0)
        })
        .collect()
}

/// One difference: kind, what Frama-C's library says, what the build's says.
pub type Found = BTreeMap<String, (String, String, String)>;

/// The two sides, in a temporary directory, with every header of Frama-C's
/// library that both compile (and `mpi.h`) included.
struct Bench {
    dir: tempfile::TempDir,
    sides: [Side; 2],
    includes: String,
}

impl Bench {
    fn new() -> Bench {
        let dir = tempfile::tempdir().unwrap();
        let share = common::run(Command::new(common::tool("frama-c")).arg("-print-share-path")).1;
        let libc = PathBuf::from(share.trim()).join("libc");
        let hdr = dir.path().join("vmfc-header");
        let (ok, out) = common::run(
            Command::new(env!("CARGO_BIN_EXE_vmfc"))
                .args(["header", "--dir"])
                .arg(&hdr),
        );
        assert!(ok, "{out}");
        // As vmfc runs Frama-C's preprocessor (see `frama-c -kernel-msg-key pp`).
        let framac = Side {
            name: "framac",
            cc: common::tool("gcc"),
            flags: [
                format!("-I{}", hdr.display()),
                format!("-I{}", libc.display()),
                "-D__FRAMAC__".into(),
                "-D__FC_MACHDEP_X86_64".into(),
                "-nostdinc".into(),
                "-m64".into(),
            ]
            .into(),
        };
        let build = Side {
            name: "build",
            cc: common::tool("mpicc"),
            flags: Vec::new(),
        };
        let sides = [framac, build];
        let mut includes = String::from("#define _GNU_SOURCE\n");
        for h in headers(dir.path(), &libc, &sides) {
            includes.push_str(&format!("#include <{h}>\n"));
        }
        includes.push_str("#include <mpi.h>\n");
        Bench {
            dir,
            sides,
            includes,
        }
    }

    /// For each side, the description of each item (`name -> C
    /// declaration of vmfc_<name>`) that compiles there, printed with
    /// `VMFC_PRINT(name, vmfc_<name>, constant)`.
    fn each(
        &self,
        items: &BTreeMap<String, String>,
        constant: impl Fn(&str) -> String,
    ) -> [BTreeMap<String, String>; 2] {
        let dir = self.dir.path();
        [&self.sides[0], &self.sides[1]].map(|s| {
            let kept = s.compiling(dir, &self.includes, items);
            let decls: String = kept.values().map(|l| format!("{l}\n")).collect();
            let prints: String = kept
                .keys()
                .map(|n| {
                    format!(
                        "  VMFC_PRINT(\"{n}\", vmfc_{}, {});\n",
                        ident(n),
                        constant(n)
                    )
                })
                .collect();
            s.measure(dir, &self.includes, &decls, &prints)
        })
    }

    /// The macros both define and spell differently, whose value Frama-C
    /// knows and the build has another (or none at compile time); and the
    /// macros only Frama-C's library defines.
    fn macros(&self, found: &mut Found) {
        let dir = self.dir.path();
        let [fm, bm] = [&self.sides[0], &self.sides[1]].map(|s| s.macros(dir, &self.includes));
        for n in fm.keys().filter(|n| !bm.contains_key(*n)) {
            found.insert(
                n.clone(),
                ("framac-only".into(), "defined".into(), "not defined".into()),
            );
        }
        let items: BTreeMap<String, String> = fm
            .keys()
            .filter(|n| !reserved(n) && bm.get(*n).is_some_and(|b| *b != fm[*n]))
            .map(|n| {
                (
                    n.clone(),
                    format!("static const __typeof__(({n}) + 0) vmfc_{n} = ({n});"),
                )
            })
            .collect();
        let [fv, bv] = self.each(&items, |n| format!("__builtin_constant_p({n})"));
        for n in items.keys() {
            // Frama-C's is not a constant: the proof does not know it.
            let Some(f) = fv.get(n) else { continue };
            let b = bv
                .get(n)
                .cloned()
                .unwrap_or_else(|| "not a constant".into());
            if *f != b {
                found.insert(n.clone(), ("constant".into(), f.clone(), b));
            }
        }
        self.function_macros(found);
    }

    /// Function-like macros both define and spell differently, applied to
    /// sample numbers: the first application whose value Frama-C knows and
    /// the build has another (`UINT32_C(4294967295)`).
    fn function_macros(&self, found: &mut Found) {
        let dir = self.dir.path();
        let [fd, bd] = [&self.sides[0], &self.sides[1]].map(|s| s.definitions(dir, &self.includes));
        let mut items = BTreeMap::new();
        for (n, (arity, body)) in &fd {
            let Some(arity) = *arity else { continue };
            let same = bd
                .get(n)
                .is_none_or(|(a, b)| *a != Some(arity) || b == body);
            if reserved(n) || same || !(1..=3).contains(&arity) {
                continue;
            }
            for (i, sample) in SAMPLES.iter().enumerate() {
                let key = format!("{n}({})", vec![*sample; arity].join(", "));
                let decl = format!("static const __typeof__(({key}) + 0) vmfc_{n}_{i} = ({key});");
                items.insert(key, decl);
            }
        }
        let [fv, bv] = [&self.sides[0], &self.sides[1]].map(|s| {
            let kept = s.compiling(dir, &self.includes, &items);
            let decls: String = kept.values().map(|l| format!("{l}\n")).collect();
            let prints: String = kept
                .keys()
                .map(|k| {
                    format!(
                        "  VMFC_PRINT(\"{k}\", vmfc_{}, __builtin_constant_p({k}));\n",
                        sample_ident(k)
                    )
                })
                .collect();
            s.measure(dir, &self.includes, &decls, &prints)
        });
        for key in items.keys() {
            let name = key.split('(').next().unwrap_or(key).to_string();
            let Some(f) = fv.get(key) else { continue };
            let b = bv
                .get(key)
                .cloned()
                .unwrap_or_else(|| "not a constant".into());
            if *f != b && !found.contains_key(&name) {
                found.insert(
                    name,
                    (
                        "function-macro".into(),
                        format!("{key} is {f}"),
                        format!("{key} is {b}"),
                    ),
                );
            }
        }
    }

    /// The type names both define, and the structure tags.
    fn type_names(&self) -> (Vec<String>, Vec<String>) {
        let [(ft, fs), (bt, bs)] = [&self.sides[0], &self.sides[1]].map(|s| {
            let (_, out) = common::run(
                Command::new(&s.cc)
                    .arg("-E")
                    .args(&s.flags)
                    .arg(self.dir.path().join("macros.c")),
            );
            (typedef_names(&out), struct_tags(&out))
        });
        let shared = |a: &BTreeSet<String>, b: &BTreeSet<String>| -> Vec<String> {
            a.intersection(b)
                .filter(|n| !reserved(n))
                .cloned()
                .collect()
        };
        (shared(&ft, &bt), shared(&fs, &bs))
    }

    /// Scalar type names of another type (size, signedness, integer or
    /// floating), then type names and structures of another size.
    fn types(&self, found: &mut Found) {
        let (typedefs, tags) = self.type_names();
        let items: BTreeMap<String, String> = typedefs
            .iter()
            .map(|n| (n.clone(), format!("static const {n} vmfc_{n} = ({n})0.5;")))
            .collect();
        let [fv, bv] = self.each(&items, |_| "1".into());
        // The type, without the value (0 or 0.5) that told floating from
        // integer types.
        let ty = |v: &String| {
            v.split(')')
                .next()
                .unwrap_or(v)
                .trim_start_matches('(')
                .to_string()
        };
        for n in &typedefs {
            if let (Some(f), Some(b)) = (fv.get(n), bv.get(n)) {
                if ty(f) != ty(b) {
                    found.insert(n.clone(), ("type".into(), ty(f), ty(b)));
                }
            }
        }
        let names = typedefs.iter().filter(|n| !found.contains_key(*n)).cloned();
        let items: BTreeMap<String, String> = names
            .chain(tags.iter().map(|t| format!("struct {t}")))
            .map(|n| {
                (
                    n.clone(),
                    format!(
                        "static const unsigned long vmfc_{} = sizeof({n});",
                        ident(&n)
                    ),
                )
            })
            .collect();
        let [fv, bv] = self.each(&items, |_| "1".into());
        let size = |v: &String| format!("{} bytes", v.rsplit(' ').next().unwrap_or(v));
        for n in items.keys() {
            if let (Some(f), Some(b)) = (fv.get(n), bv.get(n)) {
                if f != b {
                    found.insert(n.clone(), ("layout".into(), size(f), size(b)));
                }
            }
        }
    }
}

/// The numbers function-like macros are applied to.
const SAMPLES: [&str; 4] = ["1", "0x12345", "4294967295", "-1"];

/// The C identifier of a macro's application (`M(0x12345)` -> `M_1`).
fn sample_ident(key: &str) -> String {
    let (name, args) = key.split_once('(').unwrap_or((key, ""));
    let first = args.split([',', ')']).next().unwrap_or("");
    let i = SAMPLES.iter().position(|s| *s == first).unwrap_or(0);
    format!("{name}_{i}")
}

/// A C identifier for a name (`struct tm` -> `struct_tm`).
fn ident(name: &str) -> String {
    name.replace(' ', "_")
}

/// What each side says of every name both define and spell differently.
pub fn measured() -> Found {
    let bench = Bench::new();
    let mut found = Found::new();
    bench.macros(&mut found);
    bench.types(&mut found);
    found
}

/// The structure tags defined (`struct tag {`) in preprocessed C.
fn struct_tags(pp: &str) -> BTreeSet<String> {
    let mut tags = BTreeSet::new();
    for part in pp.split("struct").skip(1) {
        let rest = part.trim_start();
        let tag: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !tag.is_empty() && rest[tag.len()..].trim_start().starts_with('{') {
            tags.insert(tag);
        }
    }
    tags
}

/// The names `typedef` declares in preprocessed C (the last word before
/// `;` at the top level of a `typedef` declaration).
fn typedef_names(pp: &str) -> BTreeSet<String> {
    let text: String = pp
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = BTreeSet::new();
    for part in text.split("typedef").skip(1) {
        let mut depth = 0i32;
        let mut end = part.len();
        for (i, ch) in part.char_indices() {
            match ch {
                '{' | '(' | '[' => depth += 1,
                '}' | ')' | ']' => depth -= 1,
                ';' if depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let decl = &part[..end];
        // `typedef int a, b;` and `typedef struct {..} t;`: the simple
        // declarators after the last top-level brace.
        let tail = decl.rsplit('}').next().unwrap_or(decl);
        for d in tail.split(',') {
            // An array type's name stands before its bounds.
            let d = d.split('[').next().unwrap_or(d);
            let word: String = d
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            if !word.is_empty() && !d.contains('(') {
                names.insert(word);
            }
        }
    }
    names
}

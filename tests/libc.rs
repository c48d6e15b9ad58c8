//! Frama-C's C library (which vmfc proves with) against the one the program
//! is built with (glibc and MPICH's mpi.h, through `mpicc`): every
//! object-like macro and every scalar type name that both define is
//! measured by compiling it in each, and each that differs in value, type
//! or constness must be listed in `src/transform/rules/c_subset/libc.txt`,
//! whose names vmfc rejects in the user's files. A new Frama-C or glibc
//! makes this test fail until the list is measured again:
//! `VMFC_UPDATE_LIBC=1 cargo test --release --test libc`.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const LIST: &str = "src/transform/rules/c_subset/libc.txt";

/// One side of the comparison: a compiler and its flags.
struct Side {
    name: &'static str,
    cc: PathBuf,
    flags: Vec<String>,
}

impl Side {
    /// Preprocess `src` (with line markers, so errors name its lines),
    /// drop Frama-C's `#pragma fc_stdlib` lines (Frama-C reads them, gcc
    /// cannot), then compile with `args`. Returns (success, diagnostics).
    fn build(&self, dir: &Path, src: &str, args: &[&str]) -> (bool, String) {
        let c = dir.join(format!("{}.c", self.name));
        std::fs::write(&c, src).unwrap();
        let pp = Command::new(&self.cc)
            .arg("-E")
            .args(&self.flags)
            .arg(&c)
            .output()
            .unwrap();
        if !pp.status.success() {
            return (false, String::from_utf8_lossy(&pp.stderr).into_owned());
        }
        let text = String::from_utf8_lossy(&pp.stdout);
        let kept: Vec<&str> = text
            .lines()
            .map(|l| {
                if l.trim_start().starts_with("#pragma fc_stdlib") {
                    ""
                } else {
                    l
                }
            })
            .collect();
        let i = dir.join(format!("{}.i", self.name));
        std::fs::write(&i, kept.join("\n")).unwrap();
        common::run(
            Command::new(&self.cc)
                .current_dir(dir)
                .args(["-w", "-x", "cpp-output"])
                .args(args)
                .arg(&i),
        )
    }

    /// The object-like macros `includes` defines, with their bodies.
    fn macros(&self, dir: &Path, includes: &str) -> BTreeMap<String, String> {
        let c = dir.join("macros.c");
        std::fs::write(&c, includes).unwrap();
        let (ok, out) = common::run(
            Command::new(&self.cc)
                .args(["-E", "-dM"])
                .args(&self.flags)
                .arg(&c),
        );
        assert!(ok, "{}: {out}", self.name);
        out.lines()
            .filter_map(|l| {
                let rest = l.strip_prefix("#define ")?;
                let (name, body) = rest.split_once(' ').unwrap_or((rest, ""));
                (!name.contains('(')).then(|| (name.to_string(), body.trim().to_string()))
            })
            .collect()
    }

    /// Which of `items` (C source lines, one per name) compile after
    /// `includes`: compile, drop the lines with errors, again.
    fn compiling(
        &self,
        dir: &Path,
        includes: &str,
        items: &BTreeMap<String, String>,
    ) -> BTreeMap<String, String> {
        let mut kept = items.clone();
        loop {
            let names: Vec<&String> = kept.keys().collect();
            let first = includes.lines().count() + 1;
            let src = format!(
                "{includes}{}",
                kept.values().map(|l| format!("{l}\n")).collect::<String>()
            );
            let (ok, out) = self.build(dir, &src, &["-fsyntax-only"]);
            if ok {
                return kept;
            }
            let file = format!("{}.c:", self.name);
            let bad: BTreeSet<String> = out
                .lines()
                .filter(|l| l.contains(": error:"))
                .filter_map(|l| {
                    l.split_once(&file)?
                        .1
                        .split(':')
                        .next()?
                        .parse::<usize>()
                        .ok()
                })
                .filter(|&line| line >= first && line < first + names.len())
                .map(|line| names[line - first].clone())
                .collect();
            assert!(
                !bad.is_empty(),
                "{}: errors outside the measured lines:\n{out}",
                self.name
            );
            kept.retain(|n, _| !bad.contains(n));
        }
    }

    /// Run a program that prints `name<TAB>description` for each item.
    fn measure(
        &self,
        dir: &Path,
        includes: &str,
        decls: &str,
        prints: &str,
    ) -> BTreeMap<String, String> {
        let src =
            format!("{includes}{decls}{PRINTERS}int main(void) {{\n{prints}  return 0;\n}}\n");
        let exe = dir.join(format!("{}-measure", self.name));
        let exe_arg = exe.to_string_lossy().into_owned();
        // Frama-C's headers initialise objects with the addresses of its
        // own (undefined) objects: their values are not measured.
        let (ok, out) = self.build(
            dir,
            &src,
            &[
                "-no-pie",
                "-Wl,--unresolved-symbols=ignore-all",
                "-o",
                &exe_arg,
            ],
        );
        assert!(
            ok,
            "{}: cannot build the measuring program:\n{out}",
            self.name
        );
        let (ok, out) = common::run(&mut Command::new(&exe));
        assert!(ok, "{}: {out}", self.name);
        out.lines()
            .filter_map(|l| l.split_once('\t'))
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }
}

/// Print a value as `(type) value`, exactly.
const PRINTERS: &str = r#"
int printf(const char *, ...);
static const char *vmfc_int_type(unsigned long size, int sign) {
  switch (size) {
  case 1: return sign ? "signed char" : "unsigned char";
  case 2: return sign ? "short" : "unsigned short";
  case 4: return sign ? "int" : "unsigned int";
  default: return sign ? "long" : "unsigned long";
  }
}
static void vmfc_float(const char *n, const void *p, unsigned long z, int sign, int constant, int pointer) {
  long double v = z == 4 ? *(const float *)p : z == 8 ? *(const double *)p : *(const long double *)p;
  printf("%s\t(%s) %Lg (%La)\n", n, z == 4 ? "float" : z == 8 ? "double" : "long double", v, v);
}
static void vmfc_string(const char *n, const void *p, unsigned long z, int sign, int constant, int pointer) {
  printf("%s\t(string) \"%s\"\n", n, *(const char *const *)p);
}
static void vmfc_int(const char *n, const void *p, unsigned long z, int sign, int constant, int pointer) {
  unsigned long long u = 0;
  const unsigned char *b = p;
  for (unsigned long i = 0; i < z; i++) u |= (unsigned long long)b[i] << (8 * i);
  if (sign && z < 8 && (u >> (8 * z - 1)) & 1) u |= ~0ULL << (8 * z);
  if (pointer && !constant) printf("%s\t(pointer) the address of an object\n", n);
  else if (pointer) printf("%s\t(pointer) %lld\n", n, (long long)u);
  else if (sign) printf("%s\t(%s) %lld\n", n, vmfc_int_type(z, sign), (long long)u);
  else printf("%s\t(%s) %llu\n", n, vmfc_int_type(z, sign), u);
}
#define VMFC_PRINT(n, v, c) _Generic((v), float: vmfc_float, double: vmfc_float, long double: vmfc_float, \
  char *: vmfc_string, const char *: vmfc_string, default: vmfc_int)(n, &(v), sizeof (v), \
  ((__typeof__(v))-1 < (__typeof__(v))0), c, __builtin_classify_type(v) == 5)
"#;

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

/// What each side says of every name both define and spell differently.
fn measured() -> BTreeMap<String, (String, String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let share = common::run(Command::new(common::tool("frama-c")).arg("-print-share-path")).1;
    let libc = PathBuf::from(share.trim()).join("libc");
    let hdr = dir.join("vmfc-header");
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
    for h in headers(dir, &libc, &sides) {
        includes.push_str(&format!("#include <{h}>\n"));
    }
    includes.push_str("#include <mpi.h>\n");

    let [fm, bm] = [&sides[0], &sides[1]].map(|s| s.macros(dir, &includes));
    let mut found = BTreeMap::new();

    // Macros: a constant on each side, or not.
    let names: BTreeSet<&String> = fm
        .keys()
        .filter(|n| !reserved(n) && bm.get(*n).is_some_and(|b| *b != fm[*n]))
        .collect();
    let decl = |n: &str| format!("static const __typeof__(({n}) + 0) vmfc_c_{n} = ({n});");
    let items: BTreeMap<String, String> = names.iter().map(|n| (n.to_string(), decl(n))).collect();
    let [fv, bv] = [&sides[0], &sides[1]].map(|s| {
        let constant = s.compiling(dir, &includes, &items);
        let decls: String = constant.values().map(|l| format!("{l}\n")).collect();
        let prints: String = constant
            .keys()
            .map(|n| format!("  VMFC_PRINT(\"{n}\", vmfc_c_{n}, __builtin_constant_p({n}));\n"))
            .collect();
        s.measure(dir, &includes, &decls, &prints)
    });
    for n in &names {
        let (f, b) = (fv.get(*n), bv.get(*n));
        match (f, b) {
            // Frama-C's is not a constant: the proof does not know it.
            (None, _) => {}
            (Some(f), None) => {
                found.insert(
                    n.to_string(),
                    ("constant".into(), f.clone(), "not a constant".into()),
                );
            }
            (Some(f), Some(b)) if f != b => {
                found.insert(n.to_string(), ("constant".into(), f.clone(), b.clone()));
            }
            _ => {}
        }
    }

    // Scalar type names: size, signedness, integer or floating.
    let types = |s: &Side| -> BTreeSet<String> {
        let (_, out) = common::run(
            Command::new(&s.cc)
                .arg("-E")
                .args(&s.flags)
                .arg(dir.join("macros.c")),
        );
        typedef_names(&out)
    };
    let [ft, bt] = [&sides[0], &sides[1]].map(types);
    let shared: Vec<&String> = ft.intersection(&bt).filter(|n| !reserved(n)).collect();
    let decl = |n: &str| format!("static const {n} vmfc_t_{n} = ({n})0.5;");
    let items: BTreeMap<String, String> = shared.iter().map(|n| (n.to_string(), decl(n))).collect();
    let [fv, bv] = [&sides[0], &sides[1]].map(|s| {
        let scalar = s.compiling(dir, &includes, &items);
        let decls: String = scalar.values().map(|l| format!("{l}\n")).collect();
        let prints: String = scalar
            .keys()
            .map(|n| format!("  VMFC_PRINT(\"{n}\", vmfc_t_{n}, 1);\n"))
            .collect();
        s.measure(dir, &includes, &decls, &prints)
    });
    for n in shared {
        if let (Some(f), Some(b)) = (fv.get(n), bv.get(n)) {
            // The type, without the value (0 or 0.5) that told floating
            // from integer types.
            let ty = |v: &str| {
                v.split(')')
                    .next()
                    .unwrap_or(v)
                    .trim_start_matches('(')
                    .to_string()
            };
            if ty(f) != ty(b) {
                found.insert(n.clone(), ("type".into(), ty(f), ty(b)));
            }
        }
    }
    found
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
            let word: String = d
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            if !word.is_empty() && !d.contains('(') && !d.contains('[') {
                names.insert(word);
            }
        }
    }
    names
}

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

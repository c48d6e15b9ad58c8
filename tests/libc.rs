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
        self.definitions(dir, includes)
            .into_iter()
            .filter_map(|(n, (arity, body))| arity.is_none().then_some((n, body)))
            .collect()
    }

    /// Every macro `includes` defines: its number of parameters (none for
    /// an object-like macro) and its body.
    fn definitions(&self, dir: &Path, includes: &str) -> BTreeMap<String, (Option<usize>, String)> {
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
                let (head, body) = rest.split_once(' ').unwrap_or((rest, ""));
                let (name, arity) = match head.split_once('(') {
                    Some((n, params)) if params.trim_end_matches(')').is_empty() => (n, Some(0)),
                    Some((n, params)) => (n, Some(params.split(',').count())),
                    None => (head, None),
                };
                Some((name.to_string(), (arity, body.trim().to_string())))
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

/// One difference: kind, what Frama-C's library says, what the build's says.
type Found = BTreeMap<String, (String, String, String)>;

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
fn measured() -> Found {
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

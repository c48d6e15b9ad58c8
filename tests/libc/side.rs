//! One side of the comparison (Frama-C's library or the build's): how it
//! compiles a probe, and the C functions the probes print with.

use crate::common;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// One side of the comparison: a compiler and its flags.
pub struct Side {
    pub name: &'static str,
    pub cc: PathBuf,
    pub flags: Vec<String>,
}

impl Side {
    /// Preprocess `src` (with line markers, so errors name its lines),
    /// drop Frama-C's `#pragma fc_stdlib` lines (Frama-C reads them, gcc
    /// cannot), then compile with `args`. Returns (success, diagnostics).
    pub fn build(&self, dir: &Path, src: &str, args: &[&str]) -> (bool, String) {
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
    pub fn macros(&self, dir: &Path, includes: &str) -> BTreeMap<String, String> {
        self.definitions(dir, includes)
            .into_iter()
            .filter_map(|(n, (arity, body))| arity.is_none().then_some((n, body)))
            .collect()
    }

    /// Every macro `includes` defines: its number of parameters (none for
    /// an object-like macro) and its body.
    pub fn definitions(
        &self,
        dir: &Path,
        includes: &str,
    ) -> BTreeMap<String, (Option<usize>, String)> {
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
    pub fn compiling(
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
    pub fn measure(
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

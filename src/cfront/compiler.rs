//! What the compiler knows C leaves without a defined value and Frama-C
//! reads otherwise: integer constant expressions that overflow (`INT_MAX +
//! 1`, `1 << 31`, `1 / 0`: Frama-C folds them, so the run-time check it
//! generates proves whatever the folded value is); a variable changed and
//! read in one expression without a sequence point between (`k * 10 +
//! k++`: CIL performs the side effect first, GCC reads `k` first); an
//! initializer with a side effect that a designator overrides (GCC drops
//! the side effect, CIL keeps it); an escape out of range in a character
//! constant (`'\400'`: 256 for Frama-C, 0 for GCC); a GNU case range the
//! switch's type makes empty (GCC drops it, Frama-C expands the bounds as
//! written, hunt 128). The compiler's
//! diagnostics on the file, with the run's options, find them.

use super::preprocess::PpOptions;
use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A constant expression that overflows, divides by zero or shifts
    /// too far.
    Constant,
    /// An object changed and read (or changed twice) between two
    /// sequence points.
    Unsequenced,
    /// An initializer's side effect lost to a later designator.
    OverriddenInitializer,
    /// A part of an object initialized again (`-Woverride-init`): an error
    /// unless the new initializer is a number (a brace list or a string: GCC
    /// initializes the whole part again, zeroing what the list does not
    /// name; Frama-C merges the two: hunt 130).
    OverriddenAggregate,
    /// A character constant whose value the compiler truncates.
    CharacterConstant,
    /// A GNU case range that the conversion of its bounds to the switch's
    /// type leaves empty (`case -2 ... 0:` on an `unsigned`): GCC drops
    /// it, Frama-C expands the bounds as written.
    CaseRange,
    /// A function the build declares implicitly (returning `int`): vmfc's
    /// `mpi.h` declares it, the MPI library's does not (`build_findings`).
    ImplicitDeclaration,
    /// A conversion of a pointer that drops a qualifier of its target
    /// (`(int *)&c` of a `const int c`): writing a `const` object is
    /// undefined, and GCC at -O1 and above keeps using its initial value
    /// where Wp, which knows only whole `const` globals read-only, lets
    /// the write through (hunts 157, 158).
    DiscardedQualifier,
}

/// One finding of the compiler, at `line`:`col` of `file` (as the
/// compiler names it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub kind: Kind,
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// The warnings that mean one of the findings, by flag.
const FLAGS: [(&str, Kind); 11] = [
    ("-Woverflow", Kind::Constant),
    ("-Wshift-overflow=2", Kind::Constant),
    ("-Wshift-count-overflow", Kind::Constant),
    ("-Wshift-count-negative", Kind::Constant),
    ("-Wdiv-by-zero", Kind::Constant),
    ("-Wsequence-point", Kind::Unsequenced),
    ("-Woverride-init-side-effects", Kind::OverriddenInitializer),
    ("-Woverride-init", Kind::OverriddenAggregate),
    ("-Wcast-qual", Kind::DiscardedQualifier),
    ("-Wdiscarded-qualifiers", Kind::DiscardedQualifier),
    ("-Wdiscarded-array-qualifiers", Kind::DiscardedQualifier),
];

/// The warnings GCC gives without a flag, by the start of their message.
const UNFLAGGED: [(&str, Kind); 4] = [
    ("empty range specified", Kind::CaseRange),
    (
        "octal escape sequence out of range",
        Kind::CharacterConstant,
    ),
    ("hex escape sequence out of range", Kind::CharacterConstant),
    (
        "character constant too long for its type",
        Kind::CharacterConstant,
    ),
];

/// The compiler's syntax check of `path`; its other diagnostics are not
/// vmfc's to judge (the build sees them), and a compiler that cannot run
/// the check leaves nothing found (the preprocessing, which must succeed,
/// has run the same program).
pub(crate) fn findings(opts: &PpOptions, path: &Path) -> Vec<Finding> {
    let mut cmd = syntax_check(&opts.cpp);
    // A macro of a header GCC takes for a system one (found through
    // `C_INCLUDE_PATH`, or in `/usr/local/include`) is still the user's:
    // its warnings are reported where it is used (hunt 40).
    cmd.arg("-Wsystem-headers");
    cmd.args(FLAGS.iter().map(|f| f.0));
    opts.search_args(&mut cmd);
    diagnostics(cmd.arg(path), parse)
}

/// The compiler's syntax check, its messages plain, whatever the user's
/// locale.
fn syntax_check(cc: &str) -> Command {
    let mut cmd = Command::new(cc);
    cmd.env("LC_ALL", "C");
    cmd.args([
        "-fsyntax-only",
        "-fdiagnostics-plain-output",
        "-fno-diagnostics-color",
        "-fdiagnostics-column-unit=byte",
    ]);
    cmd
}

/// The findings `read` finds in the lines `cmd` prints on stderr (none
/// when it does not run).
fn diagnostics(cmd: &mut Command, read: fn(&str) -> Option<Finding>) -> Vec<Finding> {
    let Ok(out) = cmd.output() else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(read)
        .collect()
}

/// The functions the build declares implicitly: the compiler's syntax
/// check of `path` with the MPI library's include directories (`mpicc
/// -show`) where vmfc's reading has vmfc's `mpi.h`, which includes
/// `<stdio.h>`, `<stdlib.h>`, `<string.h>` and `<limits.h>` (MPICH's
/// includes none of them). GCC declares a function it has not seen as
/// returning `int`, with a warning only: `atol` then returns 32 bits and
/// `atof` garbage in the build, not in the proof (hunt 124). Nothing
/// without `mpicc`: a machine without MPI builds nothing.
pub(crate) fn build_findings(opts: &PpOptions, path: &Path) -> Vec<Finding> {
    let dirs = super::shadowing::mpi_dirs();
    if dirs.is_empty() {
        return Vec::new();
    }
    let mut cmd = syntax_check(&opts.cpp);
    cmd.arg("-Wimplicit-function-declaration");
    cmd.args(
        opts.include_dirs
            .iter()
            .map(|d| format!("-I{}", d.display())),
    );
    cmd.args(dirs.iter().map(|d| format!("-I{}", d.display())));
    cmd.args(opts.defines.iter().map(|d| format!("-D{d}")));
    diagnostics(cmd.arg(path), implicit)
}

/// `file:line:col: warning: implicit declaration of function 'f' ...`
/// (an error in newer compilers).
fn implicit(line: &str) -> Option<Finding> {
    let (head, rest) = line
        .split_once(": warning: ")
        .or_else(|| line.split_once(": error: "))?;
    rest.starts_with("implicit declaration of function")
        .then(|| {
            let message = rest.trim_end_matches(" [-Wimplicit-function-declaration]");
            located(head, Kind::ImplicitDeclaration, message)
        })
        .flatten()
}

/// Which of `names` the compiler takes for its built-in functions (hunt
/// 81: GCC folds `isdigit('1')` to 1 and `toascii(200)` to 72 whatever
/// the program defines, unless the definition is `static`). Each name is
/// declared an object; GCC says "built-in function 'n' declared as
/// non-function" of its own. Its default C dialect, the build's, has the
/// most built-ins; a compiler that cannot run finds none (the
/// preprocessing has run it).
pub(crate) fn builtins(cpp: &str, names: &[&str]) -> HashSet<String> {
    if names.is_empty() {
        return HashSet::new();
    }
    let probe: String = names.iter().map(|n| format!("char {n};\n")).collect();
    let run = || -> std::io::Result<std::process::Output> {
        let mut child = Command::new(cpp)
            .env("LC_ALL", "C")
            .args([
                "-fsyntax-only",
                "-fdiagnostics-plain-output",
                "-x",
                "c",
                "-",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()?;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(probe.as_bytes())?;
        child.wait_with_output()
    };
    let Ok(out) = run() else {
        return HashSet::new();
    };
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| {
            let rest = l.split_once("built-in function '")?.1;
            let (name, after) = rest.split_once('\'')?;
            after
                .starts_with(" declared as non-function")
                .then(|| name.to_string())
        })
        .filter(|n| names.contains(&n.as_str()))
        .collect()
}

/// `file:line:col: warning: message [-Wflag]` for one of `FLAGS`, or a
/// warning of `UNFLAGGED`.
fn parse(line: &str) -> Option<Finding> {
    let (head, rest) = line.split_once(": warning: ")?;
    let (kind, message) = match rest.rfind(" [-W") {
        Some(i) => {
            let flag = &rest[i + 2..rest.len() - 1];
            // `-Wshift-overflow=2` is named `-Wshift-overflow` in messages.
            let kind = FLAGS
                .iter()
                .find(|f| f.0.split('=').next() == Some(flag.trim_end_matches('=')))?
                .1;
            (kind, &rest[..i])
        }
        None => (UNFLAGGED.iter().find(|u| rest.starts_with(u.0))?.1, rest),
    };
    located(head, kind, message)
}

/// A finding at `head` (`file:line:col`).
fn located(head: &str, kind: Kind, message: &str) -> Option<Finding> {
    let mut parts = head.rsplitn(3, ':');
    let col = parts.next()?.parse().ok()?;
    let line_no = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    Some(Finding {
        kind,
        file,
        line: line_no,
        col,
        message: message.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiler's lines, as GCC 12 prints them with plain output.
    #[test]
    fn the_compilers_findings_are_read_and_other_warnings_ignored() {
        let f = parse("a b.c:11:22: warning: integer overflow in expression of type 'int' results in '-2147483648' [-Woverflow]").unwrap();
        assert_eq!(
            (f.kind, f.file.as_str(), f.line, f.col, f.message.as_str()),
            (
                Kind::Constant,
                "a b.c",
                11,
                22,
                "integer overflow in expression of type 'int' results in '-2147483648'"
            )
        );
        let s = parse("x.c:6:21: warning: result of '1 << 31' requires 33 bits to represent, but 'int' only has 32 bits [-Wshift-overflow=]").unwrap();
        assert_eq!((s.line, s.col), (6, 21));
        assert!(parse("x.c:2:88: warning: division by zero [-Wdiv-by-zero]").is_some());
        let u =
            parse("prog.c:13:24: warning: operation on 'k' may be undefined [-Wsequence-point]")
                .unwrap();
        assert_eq!(
            (u.kind, u.message.as_str()),
            (Kind::Unsequenced, "operation on 'k' may be undefined")
        );
        let o = parse("prog.c:24:35: warning: initialized field with side-effects overwritten [-Woverride-init-side-effects]").unwrap();
        assert_eq!(o.kind, Kind::OverriddenInitializer);
        let a =
            parse("f1.c:12:32: warning: initialized field overwritten [-Woverride-init]").unwrap();
        assert_eq!((a.kind, a.col), (Kind::OverriddenAggregate, 32));
        let c = parse("prog.c:10:14: warning: octal escape sequence out of range").unwrap();
        assert_eq!((c.kind, c.col), (Kind::CharacterConstant, 14));
        let r = parse("t9.c:14:3: warning: empty range specified").unwrap();
        assert_eq!((r.kind, r.line, r.col), (Kind::CaseRange, 14, 3));
        assert!(parse("x.c:3:5: warning: unused variable 'y' [-Wunused-variable]").is_none());
        assert!(parse("x.c:3:5: warning: implicit declaration of function 'f'").is_none());
        assert!(parse("x.c: In function 'f':").is_none());
    }

    /// GCC 12 warns of an implicit declaration, GCC 14 stops on it.
    #[test]
    fn implicit_declarations_are_read() {
        let w = implicit("p.c:9:20: warning: implicit declaration of function 'atol' [-Wimplicit-function-declaration]").unwrap();
        assert_eq!(
            (w.kind, w.line, w.col, w.message.as_str()),
            (
                Kind::ImplicitDeclaration,
                9,
                20,
                "implicit declaration of function 'atol'"
            )
        );
        assert!(implicit("p.c:9:20: error: implicit declaration of function 'atol'; did you mean 'atoi'? [-Wimplicit-function-declaration]").is_some());
        assert!(implicit("p.c:3:5: warning: unused variable 'y' [-Wunused-variable]").is_none());
    }

    /// GCC 12 takes `isdigit` and `toascii` for built-ins, not other names.
    #[test]
    fn the_compilers_builtins_are_asked_of_it() {
        let cpp = super::super::preprocess::cpp_program();
        let found = builtins(&cpp, &["isdigit", "toascii", "exchange", "sum_of"]);
        let mut found: Vec<&str> = found.iter().map(String::as_str).collect();
        found.sort_unstable();
        assert_eq!(found, ["isdigit", "toascii"]);
        assert!(builtins(&cpp, &[]).is_empty());
        assert!(builtins("/nonexistent/cc", &["isdigit"]).is_empty());
    }
}

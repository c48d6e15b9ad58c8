//! Integer constant expressions that overflow (`INT_MAX + 1`, `N * N`,
//! `1 << 31`, `1 / 0`): Frama-C folds them before Wp sees them, so the
//! run-time check it generates is about a constant and proves whatever the
//! C value is, and the state after it can be contradictory. The compiler
//! finds them: its diagnostics on the file, with the run's options.

use super::preprocess::PpOptions;
use std::path::Path;
use std::process::Command;

/// A constant expression the compiler says overflows, divides by zero or
/// shifts too far, at `line`:`col` of `file` (as the compiler names it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstantFault {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// The warnings that mean a constant expression has no defined value.
const FLAGS: [&str; 5] = [
    "-Woverflow",
    "-Wshift-overflow=2",
    "-Wshift-count-overflow",
    "-Wshift-count-negative",
    "-Wdiv-by-zero",
];

/// The compiler's syntax check of `path`; its other diagnostics are not
/// vmfc's to judge (the build sees them), and a compiler that cannot run
/// the check leaves nothing found (the preprocessing, which must succeed,
/// has run the same program).
pub(crate) fn constant_faults(opts: &PpOptions, path: &Path) -> Vec<ConstantFault> {
    let mut cmd = Command::new(&opts.cpp);
    // Plain quotes in the messages, whatever the user's locale.
    cmd.env("LC_ALL", "C");
    cmd.args([
        "-fsyntax-only",
        "-fdiagnostics-plain-output",
        "-fno-diagnostics-color",
        "-fdiagnostics-column-unit=byte",
    ]);
    cmd.args(FLAGS);
    opts.search_args(&mut cmd);
    cmd.arg(path);
    let Ok(out) = cmd.output() else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(parse)
        .collect()
}

/// `file:line:col: warning: message [-Wflag]` for one of `FLAGS`.
fn parse(line: &str) -> Option<ConstantFault> {
    let (head, rest) = line.split_once(": warning: ")?;
    let flag = rest.rfind(" [-W").map(|i| &rest[i + 2..rest.len() - 1])?;
    if !FLAGS
        .iter()
        .any(|f| f.starts_with(flag.trim_end_matches('=')))
    {
        return None;
    }
    let mut parts = head.rsplitn(3, ':');
    let col = parts.next()?.parse().ok()?;
    let line_no = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    let message = rest[..rest.len() - flag.len() - 3].to_string();
    Some(ConstantFault {
        file,
        line: line_no,
        col,
        message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiler's lines, as GCC 12 prints them with plain output.
    #[test]
    fn the_compilers_constant_warnings_are_read_and_others_ignored() {
        let f = parse("a b.c:11:22: warning: integer overflow in expression of type 'int' results in '-2147483648' [-Woverflow]").unwrap();
        assert_eq!(
            (f.file.as_str(), f.line, f.col, f.message.as_str()),
            (
                "a b.c",
                11,
                22,
                "integer overflow in expression of type 'int' results in '-2147483648'"
            )
        );
        let s = parse("x.c:6:21: warning: result of '1 << 31' requires 33 bits to represent, but 'int' only has 32 bits [-Wshift-overflow=]").unwrap();
        assert_eq!((s.line, s.col), (6, 21));
        assert!(parse("x.c:2:88: warning: division by zero [-Wdiv-by-zero]").is_some());
        assert!(parse("x.c:3:5: warning: unused variable 'y' [-Wunused-variable]").is_none());
        assert!(parse("x.c: In function 'f':").is_none());
    }
}

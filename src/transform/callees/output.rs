//! `printf` and `fprintf` in verified code. vmfc's header says they write
//! no program memory and reads nothing of their arguments, which holds for
//! a format written out as a string literal, without `%n` (it writes
//! through a pointer), and whose `%s` conversions print string literals
//! (printf reads a `%s` argument up to its null byte: a `char` array
//! without one is read past its end, and no compiler warning says so).

use super::span_of;
use crate::cfront::lexer::TokKind;
use crate::cfront::model::Body;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// Output functions vmfc gives a contract (`assigns \nothing`, in its
/// header), with the position of their format argument.
const OUTPUT: [(&str, usize); 2] = [("printf", 0), ("fprintf", 1)];

/// The calls of `printf` and `fprintf` in a verified function whose format
/// vmfc cannot read, or that writes memory or reads what it cannot check.
pub(crate) fn output_calls(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    for c in &body.calls {
        let Some(&(name, pos)) = OUTPUT.iter().find(|(n, _)| *n == c.callee) else {
            continue;
        };
        let args = fe
            .locate(c.pp_callee)
            .ok()
            .and_then(|k| fe.next_code(k).filter(|&o| fe.tok_text(o) == "("))
            .and_then(|o| fe.split_list(o))
            .map(|(args, _)| args);
        // The literal tokens of an argument, if it is only string literals.
        let literal = |(a, b): (usize, usize)| {
            (a..=b)
                .filter(|&i| !matches!(fe.orig.tokens[i].kind, TokKind::Comment { .. }))
                .map(|i| (fe.orig.tokens[i].kind == TokKind::Str).then(|| fe.tok_text(i)))
                .collect::<Option<Vec<&str>>>()
        };
        let format = args
            .as_ref()
            .and_then(|a| a.get(pos).copied())
            .and_then(literal);
        let why = match format.as_deref().map(conversions) {
            None => "its format is not a string literal written out".to_string(),
            Some(Err(Unread::Escape)) => "its format has an escape sequence vmfc does not read (`\\x25` is `%`): write the conversions out".to_string(),
            Some(Err(Unread::Conversion(c))) => format!("its format has a conversion vmfc does not read, `{c}` (it reads flags, width, precision, the length modifiers of C and the letters `diouxXeEfFgGaAcspn`: not argument positions `N$`, `%m` or glibc's extensions), so it cannot tell which argument each conversion takes"),
            Some(Ok(convs)) if convs.iter().any(|(c, _)| *c == b'n') => {
                "its format has a `%n` conversion, which writes memory".to_string()
            }
            Some(Ok(convs)) => {
                let args = args.unwrap_or_default();
                let unchecked = convs.iter().find(|(c, k)| {
                    *c == b's' && args.get(pos + 1 + k).is_none_or(|&a| literal(a).is_none())
                });
                match unchecked {
                    None => continue,
                    Some(_) => "a `%s` conversion prints an argument that is not a string literal, which vmfc cannot check is a string (a `char` array without its null byte is read past its end)".to_string(),
                }
            }
        };
        diags.push(
            Diagnostic::error(span_of(fe, c.pp_callee), format!("`{name}` in `{}`, which vmfc verifies: {why}", f.name))
                .with_note("vmfc trusts printf and fprintf to write no program memory and to read only what it checks: a literal format without `%n`, and `%s` for string literals; print a string with `fputs(s, stdout)`, whose contract requires it to be one"),
        );
    }
}

/// Why vmfc cannot read a format.
#[derive(Debug, PartialEq)]
enum Unread {
    /// An escape sequence could spell a `%` (or a literal is not a plain one).
    Escape,
    /// A conversion not fully recognised, as written (`%1$n`, `%m`, `%Zn`).
    Conversion(String),
}

/// The conversion letters of C's printf (`n` is refused by the caller).
const LETTERS: &[u8] = b"diouxXeEfFgGaAcspnCS";

/// The conversions of a format given as adjacent string literals (as
/// written): each conversion letter (`s` also for `ls`, `S`), with the
/// index of the argument it takes after the format. Anything not fully
/// recognised is refused rather than skipped: a positional `N$`, glibc's
/// `%m` (which takes no argument), flags or length modifiers C does not
/// have (`I`, `Z`) would pair conversions and arguments wrongly.
fn conversions(parts: &[&str]) -> Result<Vec<(u8, usize)>, Unread> {
    let mut text = Vec::new();
    for p in parts {
        let inner = p
            .strip_prefix('"')
            .and_then(|q| q.strip_suffix('"'))
            .ok_or(Unread::Escape)?;
        let b = inner.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            if c == b'\\'
                && b.get(i + 1)
                    .is_some_and(|n| *n == b'x' || n.is_ascii_digit() || *n == b'u' || *n == b'U')
            {
                return Err(Unread::Escape);
            }
        }
        text.extend_from_slice(b);
    }
    let b = &text;
    let (mut out, mut next, mut i) = (Vec::new(), 0usize, 0usize);
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        if b.get(j) == Some(&b'%') {
            i = j + 1;
            continue;
        }
        while j < b.len() && b"-+ #0'".contains(&b[j]) {
            j += 1;
        }
        // Width, then precision: digits, or `*` (an argument of its own).
        for dot in [false, true] {
            if dot {
                if b.get(j) != Some(&b'.') {
                    break;
                }
                j += 1;
            }
            if b.get(j) == Some(&b'*') {
                next += 1;
                j += 1;
            } else {
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
            }
        }
        let length = ["hh", "h", "ll", "l", "L", "q", "j", "z", "t"]
            .into_iter()
            .find(|m| b[j..].starts_with(m.as_bytes()));
        j += length.map_or(0, str::len);
        let whole = |end: usize| String::from_utf8_lossy(&b[i..end.min(b.len())]).into_owned();
        let c = match b.get(j) {
            Some(&c) if LETTERS.contains(&c) => c,
            _ => return Err(Unread::Conversion(whole(j + 1))),
        };
        let c = if c == b'S' { b's' } else { c };
        out.push((c, next));
        next += 1;
        i = j + 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{conversions, Unread};

    #[test]
    fn conversions_and_their_arguments() {
        let n = |s: &str| conversions(&[s]).unwrap().iter().any(|(c, _)| *c == b'n');
        let unread = |s: &str| match conversions(&[s]) {
            Err(Unread::Conversion(c)) => c,
            other => panic!("{s}: {other:?}"),
        };
        assert!(n("\"%n\"") && n("\"x = %d%5hhn\""));
        assert!(!n("\"100%%n and %d\\n\"") && !n("\"%d\\n\""));
        assert_eq!(
            conversions(&["\"%*.*f %s\"", "\" %-5ls%c\""]).unwrap(),
            [(b'f', 2), (b's', 3), (b's', 4), (b'c', 5)]
        );
        // An escape could spell `%` (`\x25n` is `%n`).
        assert_eq!(conversions(&["\"\\x25n\""]), Err(Unread::Escape));
        assert_eq!(conversions(&["\"\\045s\""]), Err(Unread::Escape));
        assert!(conversions(&["\"a\\tb\\n\""]).unwrap().is_empty());
        assert_eq!(conversions(&["L\"%s\""]), Err(Unread::Escape));
        // What vmfc does not read is refused, not skipped (hunt 22): a
        // positional argument, glibc's `%m` (no argument), `Z`, `I`, and
        // a `%` at the end.
        assert_eq!(unread("\"%1$n\""), "%1$");
        assert_eq!(unread("\"x %2$s\""), "%2$");
        assert_eq!(unread("\"%m: %s\""), "%m");
        assert_eq!(unread("\"%Zn\""), "%Z");
        assert_eq!(unread("\"%In\""), "%I");
        assert_eq!(unread("\"%*1$d\""), "%*1");
        assert_eq!(unread("\"100%\""), "%");
        assert_eq!(unread("\"%lld %hhd %5.2Lf %q\""), "%q");
    }
}

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
            Some(None) => "its format has an escape sequence vmfc does not read (`\\x25` is `%`): write the conversions out".to_string(),
            Some(Some(convs)) if convs.iter().any(|(c, _)| *c == b'n') => {
                "its format has a `%n` conversion, which writes memory".to_string()
            }
            Some(Some(convs)) => {
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

/// The conversions of a format given as adjacent string literals (as
/// written): each conversion letter (`s` also for `ls`, `S`), with the
/// index of the argument it takes after the format. `None` when an escape
/// sequence could spell a `%` or a literal is not a plain one.
fn conversions(parts: &[&str]) -> Option<Vec<(u8, usize)>> {
    let mut text = Vec::new();
    for p in parts {
        let inner = p.strip_prefix('"')?.strip_suffix('"')?;
        let b = inner.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            if c == b'\\'
                && b.get(i + 1)
                    .is_some_and(|n| *n == b'x' || n.is_ascii_digit() || *n == b'u' || *n == b'U')
            {
                return None;
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
        // Width and precision: digits, or `*` (an argument of its own).
        for _ in 0..2 {
            if b.get(j) == Some(&b'.') {
                j += 1;
            }
            if b.get(j) == Some(&b'*') {
                next += 1;
                j += 1;
            }
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
        }
        while j < b.len() && b"hlLqjzt".contains(&b[j]) {
            j += 1;
        }
        let Some(&c) = b.get(j) else { break };
        let c = if c == b'S' { b's' } else { c };
        out.push((c, next));
        next += 1;
        i = j + 1;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::conversions;

    #[test]
    fn conversions_and_their_arguments() {
        let n = |s: &str| conversions(&[s]).unwrap().iter().any(|(c, _)| *c == b'n');
        assert!(n("\"%n\"") && n("\"x = %d%5hhn\""));
        assert!(!n("\"100%%n and %d\\n\"") && !n("\"%d\\n\""));
        assert_eq!(
            conversions(&["\"%*.*f %s\"", "\" %-5ls%c\""]).unwrap(),
            [(b'f', 2), (b's', 3), (b's', 4), (b'c', 5)]
        );
        // An escape could spell `%` (`\x25n` is `%n`).
        assert_eq!(conversions(&["\"\\x25n\""]), None);
        assert_eq!(conversions(&["\"\\045s\""]), None);
        assert!(conversions(&["\"a\\tb\\n\""]).unwrap().is_empty());
        assert_eq!(conversions(&["L\"%s\""]), None);
    }
}

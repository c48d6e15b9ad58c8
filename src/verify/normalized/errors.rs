//! The findings of the printed program as errors in the user's file,
//! placed at the user's code they come from.

use super::{scan, Finding, Kind};
use crate::cfront::Frontend;
use crate::diag::Diagnostic;
use crate::error::Failure;
use std::collections::HashMap;

/// The first occurrence of `word` in the user's ghost code within
/// `range`, in an annotation that names every one of `also` too; if
/// `cast`, one right after a `)`, as a cast's operand is.
fn ghost_word(
    fe: &Frontend,
    range: std::ops::Range<usize>,
    word: &str,
    also: &[&str],
    cast: bool,
) -> Option<std::ops::Range<usize>> {
    (fe.orig.tokens.iter())
        .filter(|t| t.is_acsl() && range.contains(&t.span.start))
        .find_map(|t| {
            let inner = fe.file.text.get(t.span.start + 3..t.span.end)?;
            let inner = crate::annot::comments::blank_ats(inner);
            let words = crate::annot::term::lex(&inner, t.span.start + 3);
            let ghost = words.first().is_some_and(|u| u.text == "ghost");
            let all = also.iter().all(|a| words.iter().any(|u| u.text == *a));
            if !(ghost && all) {
                return None;
            }
            let k = (0..words.len())
                .find(|&k| words[k].text == word && (!cast || k > 0 && words[k - 1].text == ")"))?;
            Some(words[k].span.clone())
        })
}

/// The findings as errors in the user's file.
pub(crate) fn failure(
    findings: &[Finding],
    fe: &Frontend,
    function_lines: &HashMap<String, usize>,
) -> Failure {
    let at_line = |l: usize| fe.file.line_span(l);
    let file = &fe.file;
    // The text from a function's line to the next function's.
    let function_range = |l: usize| {
        let next = (function_lines.values()).filter(|&&m| m > l).min();
        at_line(l).start..next.map_or(file.text.len(), |&m| at_line(m).start)
    };
    // The first tokens `pattern` in the finding's function, if the user
    // wrote them.
    let conversion = |f: &Finding, pattern: &[&str]| {
        let l = *f.function.as_ref().and_then(|n| function_lines.get(n))?;
        let range = function_range(l);
        let toks = &fe.orig.tokens;
        let n = pattern.len();
        (0..toks.len().saturating_sub(n - 1))
            .find(|&k| {
                range.contains(&toks[k].span.start)
                    && (k..k + n)
                        .map(|j| fe.tok_text(j))
                        .eq(pattern.iter().copied())
            })
            .map(|k| toks[k].span.start..toks[k + n - 1].span.end)
    };
    // Where the function reads `name` in a conversion: the operand of a
    // cast, else of an operator, else a use that is not assigned (`double
    // d = 5e18;` comes before `x = d`).
    let use_of = |f: &Finding, name: &str| {
        let after = |before: &[&str]| {
            let mut pattern = before.to_vec();
            pattern.push(name);
            conversion(f, &pattern).map(|s| s.end - name.len()..s.end)
        };
        [&[")"][..], &[")", "*"], &[")", "("], &[")", "-"]]
            .iter()
            .find_map(|p| after(p))
            .or_else(|| {
                ["+", "-", "*", "/", "return", "(", ",", "?", ":"]
                    .iter()
                    .find_map(|p| after(&[p]))
            })
            .or_else(|| after(&["="]))
    };
    // The first occurrence of `text` in the user's annotations, else
    // anywhere (a macro's body).
    let in_acsl = |text: &str, whole: bool| {
        let find = |within: &str| {
            if whole {
                whole_word(within, text)
            } else {
                within.find(text)
            }
        };
        let acsl = (fe.orig.tokens.iter())
            .filter(|t| t.is_acsl())
            .find_map(|t| {
                let inner = file.text.get(t.span.clone())?;
                find(inner).map(|i| t.span.start + i)
            });
        acsl.or_else(|| find(&file.text))
    };
    let function_line = |f: &Finding| {
        (f.function.as_ref().and_then(|n| function_lines.get(n))).map_or(0..0, |&l| at_line(l))
    };
    let diagnostics = findings
        .iter()
        .map(|f| match &f.what {
            Kind::GhostPointerCast(cast) => {
                // The function's first ghost code that names the operand,
                // else the function's name.
                let line = f.function.as_ref().and_then(|n| function_lines.get(n)).copied();
                let span = line.map_or(0..0, |l| {
                    let names = f.names.as_deref().unwrap_or("");
                    let range = function_range(l);
                    // Rather where the type is written too (not the
                    // operand's declaration).
                    let words: Vec<&str> = (cast.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\\')))
                        .filter(|w| !w.is_empty())
                        .collect();
                    let at = |also: &[&str], cast| ghost_word(fe, range.clone(), names, also, cast);
                    (at(&words, true))
                        .or_else(|| at(&[], true))
                        .or_else(|| at(&words, false))
                        .or_else(|| at(&[], false))
                        .unwrap_or_else(|| at_line(l))
                });
                let place = f.function.as_ref().map_or("file-scope ghost code".to_string(), |n| format!("the ghost code of `{n}`"));
                Diagnostic::error(span, format!("{place} makes a pointer from a value that is none, `{cast}`, as Frama-C reads it"))
                    .with_note("ghost code may write only ghost memory, and Frama-C checks it, except through a pointer made from an integer (`(int \\ghost *)a`, or `(struct T *)a` with a ghost member): the proof would then count a write that the compiled program never does. Keep ghost pointers to ghost objects (`&g`, a ghost array, another such pointer), never made from an integer or an address converted to one")
            }
            Kind::WideToFloat => {
                let name = f.names.as_deref().unwrap_or("");
                let span = conversion(f, &["(", "float", ")", name])
                    .or_else(|| conversion(f, &["(", "float", ")", "*", name]))
                    .or_else(|| use_of(f, name));
                let what = f.names.as_ref().map_or("a value".to_string(), |n| format!("a value computed from `{n}`"));
                let place = f.function.as_ref().map_or("file-scope code".to_string(), |n| format!("`{n}`"));
                Diagnostic::error(span.unwrap_or_else(|| function_line(f)), format!("{place} converts {what}, which may be a 64-bit integer, to `float`, as Frama-C reads it"))
                    .with_note("Wp rounds a 64-bit integer to `double` first, then to `float`, and the two roundings may give another value than C's single one (hunt 40: `(float)n` with n = 2^60 + 2^36 + 1 was proved to be 2^60, C gives 2^60 + 2^37). Convert to `double` instead, or convert a narrower integer (vmfc reads the operand's declared types: `int`, `short`, `char`, `float`, `double`)")
            }
            Kind::FloatToWide => {
                let span = use_of(f, f.names.as_deref().unwrap_or(""));
                let what = f.names.as_ref().map_or("a value that may be floating".to_string(), |n| format!("a value computed from `{n}`, which may be floating,"));
                let place = f.function.as_ref().map_or("file-scope code".to_string(), |n| format!("`{n}`"));
                Diagnostic::error(span.unwrap_or_else(|| function_line(f)), format!("{place} converts {what} to a type that may be a 64-bit integer, or to an enumerated type, as Frama-C reads it"))
                    .with_note("Frama-C 25's Wp evaluates a known floating value of 2^62 or more, converted to a 64-bit integer, to a wrong one (hunt 42: `(long long)5e18 < 0` was proved, and so was `(long long)d < 0` after `double d = 5e18;`; C defines both conversions); and Frama-C checks no conversion of a floating value to an enumerated type, which it wraps (hunt 43: `enum E x = d;` with `d` 3e9; GCC gives `INT_MIN`). Convert to `int` instead (Wp checks that the value fits), or keep the value floating; vmfc reads the operand's declared types, and accepts integer literals, variables, members and functions of integer types, and casts to them")
            }
            Kind::MisreadLiteral(lit) => {
                let span = in_acsl(lit, true).map_or(0..0, |i| i..i + lit.len());
                let note = if scan::is_hex(lit) {
                    "Frama-C 25 reads a hexadecimal real literal through a `double`, rounding what a `double` does not hold (hunt 43: `0x1p-1080` was read as 0, `0x1.00000000000000001p0` as 1.0): write the value a `double` holds, or a decimal literal (read exactly)".to_string()
                } else {
                    let mantissa = lit.split(['e', 'E']).next().unwrap_or(lit);
                    let exponent = &lit[mantissa.len()..];
                    format!("Frama-C 25 reads a decimal literal with an exponent and no `.` wrongly, `1e3` as 1.3 (hunt 42: `ensures \\result != 1e3;` was proved of `return 1000;`): write `{mantissa}.0{exponent}`")
                };
                Diagnostic::error(span, format!("the real literal `{lit}` of an annotation is read otherwise by Frama-C")).with_note(note)
            }
            Kind::LogicConversion(printed) => {
                // `(integer)r` is printed as `\truncate(r)`.
                let what = if printed == "\\truncate" { "(integer)" } else { printed.as_str() };
                let span = in_acsl(what, false).map_or_else(|| function_line(f), |i| i..i + what.len());
                Diagnostic::error(span, format!("`{what}` in an annotation converts what may be a real value to an integer"))
                    .with_note("Frama-C 25's Wp evaluates the conversion of a known real of 2^62 or more to an integer wrongly (hunt 43: `(long)\\result < 0`, `(integer)\\result < 0` and `\\floor(\\result) < 0` were proved of `return 5e18;`), and from such a false postcondition a caller proves anything. vmfc accepts an integer cast in annotations of integer literals, of C variables, members and functions of integer types, and of decimal literals below 2^62; `\\floor`, `\\ceil` and `(integer)` of a real value are rejected: state the property on the real value (`\\result >= 1.0e18`)")
            }
            Kind::GhostContractNoBody(name) => {
                let span = ghost_word(fe, 0..file.text.len(), name, &[], false).unwrap_or(0..0);
                Diagnostic::error(span, format!("the proof assumes the contract of the ghost function `{name}`, which has no body as Frama-C reads the program"))
                    .with_note(crate::transform::assumptions::GHOST_NO_BODY)
            }
        })
        .collect();
    Failure::Input {
        diagnostics,
        files: vec![fe.file.clone()],
    }
}

/// The first occurrence of `word` in `text` as a whole word.
fn whole_word(text: &str, word: &str) -> Option<usize> {
    let ident =
        |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
    text.match_indices(word).map(|(i, _)| i).find(|&i| {
        !ident(text[..i].chars().next_back()) && !ident(text[i + word.len()..].chars().next())
    })
}

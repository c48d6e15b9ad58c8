//! The annotations as Frama-C printed them (macros expanded): the real
//! literals Frama-C 25 reads otherwise than ACSL defines them, and the
//! conversions of real values to integers, which Wp evaluates wrongly from
//! 2^62 on (hunts 42, 43).

use super::scan::{is_hex, tokens};
use super::wide::{cast, integers, small_literal, Types};

/// The real literals of an annotation that Frama-C 25 misreads: decimal
/// ones with an exponent and no `.` (`1e3` is read as 1.3, hunt 42), and
/// hexadecimal ones a `double` does not hold exactly (they are read
/// through one: `0x1p-1080` as 0, hunt 43).
pub(super) fn misread_literals(annotation: &str) -> Vec<String> {
    let toks = tokens(annotation);
    let mut out = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if !t.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let hex = is_hex(t);
        let exponent = if hex { ['p', 'P'] } else { ['e', 'E'] };
        // `1e+3` is read as `1e`, `+`, `3`.
        let signed = t.ends_with(exponent) && k + 2 < toks.len();
        let literal = if signed {
            toks[k..k + 3].concat()
        } else {
            t.to_string()
        };
        let misread = if hex {
            t.contains(exponent) && !exact_in_double(&literal)
        } else {
            !t.contains('.') && t.contains(exponent)
        };
        if misread {
            out.push(literal);
        }
    }
    out
}

/// Whether the hexadecimal floating literal `lit` (`0x1.8p-3`, a suffix
/// aside) is a `double` exactly: at most 53 significant bits, within the
/// exponents a `double` has (subnormals included).
fn exact_in_double(lit: &str) -> bool {
    let lit = lit.trim_end_matches(['f', 'F', 'd', 'D', 'l', 'L']);
    let Some((mantissa, exp)) = lit[2..].split_once(['p', 'P']) else {
        return false;
    };
    let Ok(exp) = exp.parse::<i64>() else {
        return false;
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return true;
    }
    if digits.len() > 30 {
        return false;
    }
    let Ok(m) = u128::from_str_radix(digits, 16) else {
        return false;
    };
    let zeros = i64::from(m.trailing_zeros());
    let odd = m >> zeros;
    let bits = 128 - i64::from(odd.leading_zeros());
    // value = odd * 2^low, its highest bit at low + bits - 1.
    let low = exp - 4 * frac.len() as i64 + zeros;
    bits <= 53 && low >= -1074 && low + bits - 1 <= 1023
}

/// The conversions of what may be a real value to an integer in an
/// annotation (its tokens, with identities): `\floor`, `\ceil`,
/// `\truncate` (how Frama-C prints `(integer)r`), and casts to integer
/// types whose operand may read something
/// other than integers. Wp folds such a conversion of a known real of
/// 2^62 or more to a wrong value (hunt 43: `(long)\result < 0`,
/// `\floor(\result) < 0` and `(integer)\result < 0` were proved of
/// `return 5e18;`).
pub(super) fn real_to_integer(annotation: &[&str], types: &Types) -> Vec<String> {
    let mut out = Vec::new();
    for (k, t) in annotation.iter().enumerate() {
        // `(integer)r` is printed as `\truncate(r)`.
        if matches!(*t, "\\floor" | "\\ceil" | "\\truncate" | "\\round") {
            out.push(t.to_string());
            continue;
        }
        let Some((close, words)) = cast(annotation, k) else {
            continue;
        };
        let integer = !words.contains(&"*") && types.integral(&words);
        let ops = super::floats::operand(annotation, close + 1);
        let fine = |o: &Vec<&str>| integers(o, types) || small_literal(o);
        if integer && !ops.as_ref().is_some_and(fine) {
            out.push(format!("({})", words.join(" ")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexadecimal_literals_a_double_holds_exactly() {
        for lit in [
            "0x1p-3",
            "0x1.8p3",
            "0x1p-1074",
            "0x1.fffffffffffffp1023",
            "0x0p0",
            "0x10p-4",
        ] {
            assert!(exact_in_double(lit), "{lit}");
        }
        for lit in [
            "0x1p-1080",
            "0x1.00000000000000001p0",
            "0x1p1024",
            "0x1.fffffffffffff8p0",
        ] {
            assert!(!exact_in_double(lit), "{lit}");
        }
    }
}

//! String literals holding a byte of 0x80 or more (hunt 49): with
//! `-wp-literals`, Frama-C 25's Wp states a literal's bytes as unsigned
//! values (0 .. 255) in memory it types as signed `char`, so reading one
//! such byte, in the code or by a contract (`puts`, `strlen`), makes the
//! goal's hypotheses contradictory and every goal that reads `char`
//! memory there is proved. A literal that initializes an array is
//! converted by CIL, with the values of `char`, and stays allowed.

use crate::cfront::types::{Base, CType};
use lang_c::ast::{Expression, Initializer};
use lang_c::span::Node;

/// Whether one of the literal's pieces (`"Gr\xfc"`, with its quotes)
/// holds a byte of 0x80 or more: a character outside ASCII, or an octal
/// or hexadecimal escape of such a value.
/// Prefixed literals (`L"é"`, `u8"é"`) are errors of their own
/// (`rules::c_subset::constructs`).
pub(crate) fn high_byte(pieces: &[String]) -> bool {
    pieces.iter().any(|p| p.starts_with('"') && piece_high(p))
}

fn piece_high(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c if c >= 0x80 => return true,
            b'\\' if i + 1 < b.len() => {
                let rest = &s[i + 1..];
                let (value, len) = if let Some(hex) = rest.strip_prefix(['x', 'X']) {
                    let n = hex.bytes().take_while(u8::is_ascii_hexdigit).count();
                    let digits = hex[..n].trim_start_matches('0');
                    // More than two digits past the zeros: beyond a byte.
                    let v = if digits.len() > 2 {
                        u32::MAX
                    } else {
                        u32::from_str_radix(digits, 16).unwrap_or(0)
                    };
                    (v, 1 + n)
                } else {
                    let n = rest
                        .bytes()
                        .take(3)
                        .take_while(|c| (b'0'..=b'7').contains(c))
                        .count();
                    let v = u32::from_str_radix(&rest[..n], 8).unwrap_or(0);
                    (v, n.max(1))
                };
                if value >= 0x80 {
                    return true;
                }
                i += 1 + len;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// The string literal that initializes an array of characters of type
/// `ty` (`char m[] = "é";`, `char m[] = { "é" };`): its span.
pub(crate) fn array_initializer(ty: &CType, init: &Node<Initializer>) -> Option<(usize, usize)> {
    let array = matches!(ty, CType::Array(t, _)
        if matches!(**t, CType::Base(Base::Char | Base::SChar | Base::UChar)));
    let literal = |e: &Node<Expression>| {
        matches!(e.node, Expression::StringLiteral(_)).then_some((e.span.start, e.span.end))
    };
    match &init.node {
        _ if !array => None,
        Initializer::Expression(e) => literal(e),
        Initializer::List(items) => match items.as_slice() {
            [one] if one.node.designation.is_empty() => match &one.node.initializer.node {
                Initializer::Expression(e) => literal(e),
                Initializer::List(_) => None,
            },
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::high_byte;

    #[test]
    fn bytes_of_0x80_and_more_are_found() {
        let found = |s: &str| high_byte(&[s.to_string()]);
        for s in [
            r#""é""#,
            r#""\xff""#,
            r#""\x0ff""#,
            r#""\200""#,
            r#""a\377b""#,
            r#""\x80""#,
        ] {
            assert!(found(s), "{s}");
        }
        for s in [
            r#""abc""#,
            r#""\x7f""#,
            r#""\177""#,
            r#""\0012""#,
            r#""\\xff""#,
            r#""\n\t\"""#,
        ] {
            assert!(!found(s), "{s}");
        }
    }
}

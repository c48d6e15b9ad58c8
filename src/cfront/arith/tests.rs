//! Unit tests of the constant evaluation.

use super::*;

#[test]
fn usual_arithmetic_conversions_on_lp64() {
    assert_eq!(usual(Base::Short, Base::Char), Base::Int);
    assert_eq!(usual(Base::Int, Base::UInt), Base::UInt);
    assert_eq!(usual(Base::Long, Base::UInt), Base::Long);
    assert_eq!(usual(Base::LLong, Base::ULong), Base::ULLong);
    assert_eq!(usual(Base::UShort, Base::Int), Base::Int);
    assert_eq!(usual(Base::Long, Base::LLong), Base::LLong);
}

#[test]
fn literal_types_follow_their_lists() {
    let lit = |n: &str, base, size, unsigned| {
        constant_type(&Constant::Integer(Integer {
            base,
            number: n.into(),
            suffix: IntegerSuffix {
                size,
                unsigned,
                imaginary: false,
            },
        }))
    };
    use IntegerBase::{Decimal, Hexadecimal};
    use IntegerSize::{Int, Long};
    assert_eq!(lit("5", Decimal, Int, false), Some(Base::Int));
    assert_eq!(lit("2147483648", Decimal, Int, false), Some(Base::Long));
    assert_eq!(lit("80000000", Hexadecimal, Int, false), Some(Base::UInt));
    assert_eq!(lit("5", Decimal, Long, true), Some(Base::ULong));
    assert_eq!(lit("18446744073709551615", Decimal, Int, false), None);
    // Character constants by prefix (hunt 22: `U'x'` was typed `int`).
    let ch = |c: &str| constant_type(&Constant::Character(c.into()));
    assert_eq!(ch("'x'"), Some(Base::Int));
    assert_eq!(ch("L'x'"), Some(Base::Int));
    assert_eq!(ch("u'x'"), Some(Base::UShort));
    assert_eq!(ch("U'x'"), Some(Base::UInt));
    assert_eq!(ch("u8'x'"), None);
}

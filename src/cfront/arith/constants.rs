//! Integer and floating-point constants: their C types and values.

use super::*;

/// The value of an integer constant expression of type `int` made of
/// literals of type `int`, enumerators vmfc knows one value of, and
/// arithmetic whose every result fits `int`; `None` otherwise (hunt 84:
/// `0u - 1` was read as -1 where GCC computes 4294967295 in `unsigned
/// int`, and `65536u * 65536u + 1` as 4294967297 where GCC has 1).
pub(crate) fn constant_value(
    e: &Expression,
    enums: &std::collections::HashMap<String, Vec<Option<i128>>>,
) -> Option<i128> {
    let int = |x: i128| i32::try_from(x).is_ok().then_some(x);
    int(int_expression(e, enums)?)
}

fn int_expression(
    e: &Expression,
    enums: &std::collections::HashMap<String, Vec<Option<i128>>>,
) -> Option<i128> {
    let v = |x: &lang_c::span::Node<Expression>| constant_value(&x.node, enums);
    match e {
        Expression::Constant(c) => match &c.node {
            Constant::Integer(i) if constant_type(&c.node) == Some(Base::Int) => {
                literal_value(i).and_then(|v| i128::try_from(v).ok())
            }
            _ => None,
        },
        Expression::Identifier(id) => match enums.get(&id.node.name)?.as_slice() {
            [one] => *one,
            _ => None,
        },
        Expression::UnaryOperator(u) => {
            let x = v(&u.node.operand)?;
            match u.node.operator.node {
                UnaryOperator::Minus => x.checked_neg(),
                UnaryOperator::Plus => Some(x),
                _ => None,
            }
        }
        Expression::BinaryOperator(b) => {
            let (l, r) = (v(&b.node.lhs)?, v(&b.node.rhs)?);
            match b.node.operator.node {
                BinaryOperator::Plus => l.checked_add(r),
                BinaryOperator::Minus => l.checked_sub(r),
                BinaryOperator::Multiply => l.checked_mul(r),
                BinaryOperator::ShiftLeft if (0..64).contains(&r) => l.checked_mul(1i128 << r),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether a floating-point literal is a decimal one whose value in its
/// own type is not zero (`1e-400` is zero as a `double`; a hexadecimal
/// literal is not read).
pub(super) fn nonzero_float(f: &Float) -> bool {
    if f.base != FloatBase::Decimal || f.suffix.imaginary {
        return false;
    }
    match f.suffix.format {
        FloatFormat::Float => f
            .number
            .parse::<f32>()
            .is_ok_and(|v| v != 0.0 && v.is_finite()),
        FloatFormat::Double | FloatFormat::LongDouble => f
            .number
            .parse::<f64>()
            .is_ok_and(|v| v != 0.0 && v.is_finite()),
        _ => false,
    }
}

/// The value an integer literal writes (its suffix aside).
pub(super) fn literal_value(i: &Integer) -> Option<u128> {
    let radix = match i.base {
        IntegerBase::Decimal => 10,
        IntegerBase::Octal => 8,
        IntegerBase::Hexadecimal => 16,
        IntegerBase::Binary => 2,
    };
    u128::from_str_radix(&i.number, radix).ok()
}

/// C11 6.4.4.1p5: the first type of the literal's list that holds its value.
pub(super) fn constant_type(c: &Constant) -> Option<Base> {
    let i = match c {
        // C11 6.4.4.4p10-11: `'a'` and `L'a'` (wchar_t) are `int` here,
        // `u'a'` is char16_t (unsigned short), `U'a'` char32_t (unsigned
        // int); anything else (`u8'a'` of C23) is not typed.
        Constant::Character(c) => {
            return match c.split('\'').next() {
                Some("" | "L") => Some(Base::Int),
                Some("u") => Some(Base::UShort),
                Some("U") => Some(Base::UInt),
                _ => None,
            }
        }
        Constant::Integer(i) => i,
        // C11 6.4.4.2p4: `double`, `float` with `f`, `long double` with
        // `l`; a complex or decimal one is not typed.
        Constant::Float(f) if !f.suffix.imaginary => {
            return match f.suffix.format {
                FloatFormat::Float => Some(Base::Float),
                FloatFormat::Double => Some(Base::Double),
                FloatFormat::LongDouble => Some(Base::LDouble),
                _ => None,
            }
        }
        Constant::Float(_) => return None,
    };
    if i.suffix.imaginary {
        return None;
    }
    let value = literal_value(i)?;
    let decimal = i.base == IntegerBase::Decimal;
    let signed: &[Base] = match i.suffix.size {
        IntegerSize::Int => &[Base::Int, Base::Long, Base::LLong],
        IntegerSize::Long => &[Base::Long, Base::LLong],
        IntegerSize::LongLong => &[Base::LLong],
    };
    let candidates = signed.iter().flat_map(|&s| {
        let u = unsigned_of(s);
        match (i.suffix.unsigned, decimal) {
            (true, _) => vec![u],
            (false, true) => vec![s],
            (false, false) => vec![s, u],
        }
    });
    candidates.into_iter().find(|&t| value <= max_value(t))
}

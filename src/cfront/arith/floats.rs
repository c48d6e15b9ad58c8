//! Floating-point constant expressions evaluated as the build does, to
//! find one that overflows or is not a number: Frama-C folds such an
//! expression to a finite value (hunt 144: `1e300 * 1e10` to about 1.43,
//! `(1e300 * 1e10) * 0.0` to 0), so the proof reads another value than
//! the build, and Wp's run-time checks of it pass.

use lang_c::ast::*;
use lang_c::span::{Node, Span};

/// The value of the floating-point constant expression `e` (decimal and
/// hexadecimal floating literals, `int` literals of any base, `+ - * /`,
/// unary `+ -`, casts to floating and integer types, and `int` arithmetic
/// as C does it), computed in `double` (`float` under a cast to it or for
/// a literal with `f`): `Ok(None)` when `e` is not such an expression (it
/// reads a variable, or `sizeof`, an enumerator, a character constant, an
/// unsigned or `long` literal, which `overflowing_float_step` refuses in
/// a constant), `Err(span)` at the first step whose value is infinite or
/// not a number.
fn float_constant(e: &Node<Expression>) -> Result<Option<f64>, Span> {
    let finite = |v: f64| {
        if v.is_finite() {
            Ok(Some(v))
        } else {
            Err(e.span)
        }
    };
    match &e.node {
        Expression::Constant(c) => match &c.node {
            Constant::Float(f) if !f.suffix.imaginary => {
                let v = match f.base {
                    FloatBase::Decimal => f.number.parse::<f64>().ok(),
                    FloatBase::Hexadecimal => hexadecimal(&f.number),
                };
                let v = match f.suffix.format {
                    FloatFormat::Float => v.map(|v| f64::from(v as f32)),
                    FloatFormat::Double | FloatFormat::LongDouble => v,
                    _ => None,
                };
                v.map_or(Ok(None), finite)
            }
            // Any base (hunt 145 may try `1e308 * 0x10`).
            Constant::Integer(i) if !i.suffix.unsigned && i.suffix.size == IntegerSize::Int => {
                Ok(super::constants::literal_value(i).map(|v| v as f64))
            }
            _ => Ok(None),
        },
        Expression::UnaryOperator(u) => match u.node.operator.node {
            UnaryOperator::Minus => Ok(float_constant(&u.node.operand)?.map(|v| -v)),
            UnaryOperator::Plus => float_constant(&u.node.operand),
            _ => Ok(None),
        },
        Expression::Cast(c) => {
            let Some(v) = float_constant(&c.node.expression)? else {
                return Ok(None);
            };
            let to_float = |s: &TypeSpecifier| matches!(s, TypeSpecifier::Float);
            let floating =
                |s: &TypeSpecifier| matches!(s, TypeSpecifier::Float | TypeSpecifier::Double);
            let specs = &c.node.type_name.node.specifiers;
            let spec = |f: &dyn Fn(&TypeSpecifier) -> bool| {
                specs
                    .iter()
                    .any(|s| matches!(&s.node, SpecifierQualifier::TypeSpecifier(t) if f(&t.node)))
            };
            if c.node.type_name.node.declarator.is_some() {
                return Ok(None);
            }
            let integer = |s: &TypeSpecifier| {
                matches!(
                    s,
                    TypeSpecifier::Int
                        | TypeSpecifier::Long
                        | TypeSpecifier::Short
                        | TypeSpecifier::Char
                        | TypeSpecifier::Signed
                        | TypeSpecifier::Unsigned
                )
            };
            if !spec(&floating) && !spec(&integer) {
                // A typedef's name, an enumeration, `_Bool`: not read.
                return Ok(None);
            }
            if !spec(&floating) {
                // A cast to an integer type: C truncates a value in range
                // (one out of range is the cast rule's error).
                return Ok((v.abs() < 9.0e15).then(|| v.trunc()));
            }
            if spec(&to_float) {
                finite(f64::from(v as f32))
            } else {
                Ok(Some(v))
            }
        }
        Expression::BinaryOperator(b) => {
            let (l, r) = (float_constant(&b.node.lhs)?, float_constant(&b.node.rhs)?);
            let (Some(l), Some(r)) = (l, r) else {
                return Ok(None);
            };
            // Integer arithmetic is C's (`3 / 2` is 1), on exact values.
            let floating = crate::cfront::initializers::floating_expression;
            if !floating(&b.node.lhs) && !floating(&b.node.rhs) {
                let exact = |v: f64| v.abs() < 9.0e15;
                if !exact(l) || !exact(r) {
                    return Ok(None);
                }
                let (l, r) = (l as i64, r as i64);
                let v = match b.node.operator.node {
                    BinaryOperator::Plus => l.checked_add(r),
                    BinaryOperator::Minus => l.checked_sub(r),
                    BinaryOperator::Multiply => l.checked_mul(r),
                    BinaryOperator::Divide => l.checked_div(r),
                    BinaryOperator::Modulo => l.checked_rem(r),
                    _ => None,
                };
                // Only `int` arithmetic is read (C's types otherwise).
                return Ok(v.filter(|v| i32::try_from(*v).is_ok()).map(|v| v as f64));
            }
            match b.node.operator.node {
                BinaryOperator::Plus => finite(l + r),
                BinaryOperator::Minus => finite(l - r),
                BinaryOperator::Multiply => finite(l * r),
                BinaryOperator::Divide => finite(l / r),
                _ => Ok(None),
            }
        }
        _ => Ok(None),
    }
}

/// The value of a hexadecimal floating literal's digits (`1.8p3`, the
/// `0x` and the suffix apart), as near as `double` holds it.
fn hexadecimal(number: &str) -> Option<f64> {
    let number = number.trim_start_matches("0x").trim_start_matches("0X");
    let (mantissa, exponent) = number.split_once(['p', 'P'])?;
    let exponent: i32 = exponent.parse().ok()?;
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut v = 0f64;
    for c in whole.chars().chain(fraction.chars()) {
        v = v * 16.0 + f64::from(c.to_digit(16)?);
    }
    let shift = exponent.checked_sub(4 * i32::try_from(fraction.len()).ok()?)?;
    Some(v * 2f64.powi(shift))
}

/// Records in `found` the step of `e` whose value is infinite or not a
/// number, if `e` is a floating-point constant expression with one (once
/// per step: the expressions around it have the same); and `e` itself
/// when it is one that `float_constant` cannot read (hunt 145: `1e308 *
/// sizeof(double) * 0.0`, an enumerator, a character constant, a
/// conditional or a typedef's cast went unchecked, and Wp folded them).
/// `enumerator`: whether a name is an enumeration constant.
pub(crate) fn overflowing_float_step(
    e: &Node<Expression>,
    enumerator: &dyn Fn(&str) -> bool,
    found: &mut Vec<usize>,
) {
    let step = match float_constant(e) {
        Err(step) => step.start,
        Ok(Some(_)) => return,
        Ok(None) => {
            let arithmetic = matches!(&e.node, Expression::BinaryOperator(b) if matches!(
                b.node.operator.node,
                BinaryOperator::Plus | BinaryOperator::Minus | BinaryOperator::Multiply | BinaryOperator::Divide
            ));
            // Cheapest first: this runs on every expression of the code.
            if !(arithmetic
                && crate::cfront::typing::constant_expression(&e.node, enumerator)
                && crate::cfront::initializers::floating_expression(e))
            {
                return;
            }
            e.span.start
        }
    };
    if !found.contains(&step) {
        found.push(step);
    }
}

/// `overflowing_float_step` on every expression a syntax tree holds (an
/// initializer of a variable of static storage duration), each recorded
/// in `found`.
pub(crate) struct FloatSteps<'p> {
    pub found: &'p mut Vec<usize>,
    pub enumerator: &'p dyn Fn(&str) -> bool,
}

impl<'ast> lang_c::visit::Visit<'ast> for FloatSteps<'_> {
    fn visit_expression(&mut self, e: &'ast Expression, span: &'ast Span) {
        let node = Node {
            node: e.clone(),
            span: *span,
        };
        overflowing_float_step(&node, self.enumerator, self.found);
        lang_c::visit::visit_expression(self, e, span);
    }
}

#[cfg(test)]
mod tests {
    /// The steps flagged in the initializer of `double x = <e>;`.
    fn flagged(e: &str) -> usize {
        let config = lang_c::driver::Config::with_gcc();
        let src = format!("typedef double D; double x = {e};");
        let unit = lang_c::driver::parse_preprocessed(&config, src).unwrap();
        let mut found = Vec::new();
        let mut steps = super::FloatSteps {
            found: &mut found,
            enumerator: &|n| n == "E",
        };
        lang_c::visit::Visit::visit_translation_unit(&mut steps, &unit.unit);
        found.len()
    }

    #[test]
    fn overflowing_steps_are_found_once() {
        assert_eq!(flagged("1e300 * 1e10"), 1);
        assert_eq!(flagged("(1e300 * 1e10) * 0.0 + 1.0"), 1);
        assert_eq!(flagged("1e308 * 10.0 * 0.0"), 1);
        assert_eq!(flagged("0.0 / 0.0"), 1);
        assert_eq!(flagged("-1e308 - 1e308"), 1);
        assert_eq!(flagged("(float)1e39"), 1);
        assert_eq!(flagged("1e39f"), 1);
        assert_eq!(flagged("0x1p1023 * 2.0"), 1);
        assert_eq!(flagged("1e308 * 0x10"), 1);
        assert_eq!(flagged("1e308 * 010 * (int)2.5"), 1);
        assert_eq!(flagged("1e308 * (8 * 2 - 7 / 2)"), 1);
        assert_eq!(flagged("0x1.8p1 * 0x1p1023"), 1);
    }

    #[test]
    fn what_is_not_read_is_refused() {
        assert_eq!(flagged("1e308 * sizeof(double) * 0.0"), 1);
        assert_eq!(flagged("1e308 * E * 0.0"), 1);
        assert_eq!(flagged("1e308 * 'a' * 0.0"), 1);
        assert_eq!(flagged("(1 ? 1e308 : 1.0) * 10.0 * 0.0"), 1);
        assert_eq!(flagged("(D)1e308 * 10.0 * 0.0"), 1);
    }

    #[test]
    fn finite_and_integer_arithmetic_is_not() {
        assert_eq!(flagged("1e300 * 1e8 + 2.5 / 4"), 0);
        assert_eq!(flagged("1.7e308 * (3 / 2)"), 0);
        assert_eq!(flagged("1e300 * (7 % 4)"), 0);
        // Not read (C's unsigned arithmetic), so refused.
        assert_eq!(flagged("1e305 * (0u - 1)"), 1, "not read: refused");
        assert_eq!(flagged("(double)1e39f"), 1);
        assert_eq!(flagged("1e38f * 1.0"), 0);
        assert_eq!(flagged("0x1p1023 * 1.5 + 0x1.8p-3"), 0);
        assert_eq!(flagged("(long double)1e308 * 10.0"), 1);
        assert_eq!(flagged("1.0 * x"), 0, "not constant");
    }
}

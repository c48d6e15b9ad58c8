//! Remainders that may overflow and divisions that may be floating-point
//! ones (`Rem`), and the arithmetic type C gives an expression (integer
//! promotions and the usual arithmetic conversions, for the LP64 targets
//! MPICH builds on), exactly or not at all: the checks fail closed when
//! vmfc cannot tell.

use super::types::{Base, CType};
use super::typing::is_pure;
use super::walker::Walker;
use lang_c::ast::*;
use lang_c::span::Node;

impl Walker<'_> {
    /// Record `a % b` and `a %= b` when they may overflow: a signed
    /// operation (or one vmfc cannot type) whose divisor is not an integer
    /// literal (a character constant may be -1: `'\xff'`); and `a / b`, `a
    /// /= b` when they may divide floating-point numbers by zero: of a
    /// floating type (or one vmfc cannot type) whose divisor is not a
    /// nonzero literal.
    pub(super) fn remainder(&mut self, b: &Node<BinaryOperatorExpression>) {
        let (assign, division) = match b.node.operator.node {
            BinaryOperator::Modulo => (None, false),
            BinaryOperator::AssignModulo => (Some(is_pure(&b.node.lhs.node)), false),
            BinaryOperator::Divide => (None, true),
            BinaryOperator::AssignDivide => (Some(is_pure(&b.node.lhs.node)), true),
            _ => return,
        };
        let rhs = &b.node.rhs.node;
        let literal = match rhs {
            Expression::Constant(c) => match &c.node {
                Constant::Integer(i) => !division || literal_value(i).is_some_and(|v| v != 0),
                Constant::Float(f) => division && nonzero_float(f),
                Constant::Character(_) => false,
            },
            _ => false,
        };
        if literal {
            return;
        }
        let l = self.arith_type(&b.node.lhs.node);
        let r = self.arith_type(rhs);
        let ty = l.zip(r).map(|(l, r)| usual(l, r));
        let site = super::model::Rem {
            pp_lhs: Self::span(&b.node.lhs.span),
            pp_op: Self::span(&b.node.operator.span),
            pp_rhs: Self::span(&b.node.rhs.span),
            assign,
            division,
            constant: self.constant_init,
            ty,
        };
        let skip = match (division, ty) {
            (false, Some(t)) => t.is_floating() || !signed(t),
            (true, Some(t)) => !t.is_floating(),
            (_, None) => false,
        };
        if !skip {
            self.body.rems.push(site);
        }
    }

    /// The integer type of `e`, or `None` when it is not an integer type or
    /// vmfc cannot tell it exactly.
    pub(super) fn int_type(&mut self, e: &Expression) -> Option<Base> {
        self.arith_type(e).filter(|t| !t.is_floating())
    }

    /// The arithmetic type of `e`, or `None` when it is not an arithmetic
    /// type or vmfc cannot tell it exactly (an enumerated type, whose
    /// integer type the compiler picks; a call through a pointer; a
    /// statement expression; a complex type).
    pub(super) fn arith_type(&mut self, e: &Expression) -> Option<Base> {
        let arith = |t: CType| match t {
            CType::Base(b) => Some(b),
            _ => None,
        };
        let integer = |t: Option<Base>| t.filter(|t| !t.is_floating());
        match e {
            Expression::Constant(c) => constant_type(&c.node),
            Expression::SizeOfTy(_) | Expression::SizeOfVal(_) | Expression::AlignOf(_) => {
                Some(Base::ULong)
            }
            Expression::Cast(c) => arith(self.prog.types.of_type_name(&c.node.type_name.node)),
            Expression::UnaryOperator(u) => match u.node.operator.node {
                UnaryOperator::Plus | UnaryOperator::Minus => {
                    self.arith_type(&u.node.operand.node).map(promote)
                }
                UnaryOperator::Complement => {
                    integer(self.arith_type(&u.node.operand.node)).map(promote)
                }
                UnaryOperator::Negate => Some(Base::Int),
                UnaryOperator::Indirection | UnaryOperator::Address => arith(self.type_of(e)),
                _ => self.arith_type(&u.node.operand.node),
            },
            Expression::BinaryOperator(b) => {
                let (l, r) = (&b.node.lhs.node, &b.node.rhs.node);
                match b.node.operator.node {
                    BinaryOperator::Index => arith(self.type_of(e)),
                    BinaryOperator::Multiply
                    | BinaryOperator::Divide
                    | BinaryOperator::Plus
                    | BinaryOperator::Minus => {
                        Some(usual(self.arith_type(l)?, self.arith_type(r)?))
                    }
                    BinaryOperator::Modulo
                    | BinaryOperator::BitwiseAnd
                    | BinaryOperator::BitwiseOr
                    | BinaryOperator::BitwiseXor => {
                        Some(usual(self.int_type(l)?, self.int_type(r)?))
                    }
                    BinaryOperator::ShiftLeft | BinaryOperator::ShiftRight => {
                        self.int_type(l).map(promote)
                    }
                    BinaryOperator::Less
                    | BinaryOperator::Greater
                    | BinaryOperator::LessOrEqual
                    | BinaryOperator::GreaterOrEqual
                    | BinaryOperator::Equals
                    | BinaryOperator::NotEquals
                    | BinaryOperator::LogicalAnd
                    | BinaryOperator::LogicalOr => Some(Base::Int),
                    // An assignment has its left operand's type.
                    _ => self.arith_type(l),
                }
            }
            Expression::Conditional(c) => Some(usual(
                self.arith_type(&c.node.then_expression.node)?,
                self.arith_type(&c.node.else_expression.node)?,
            )),
            Expression::Comma(v) => self.arith_type(&v.last()?.node),
            Expression::Identifier(id) if self.is_enumerator(&id.node.name) => {
                let name = &id.node.name;
                // A name both an enumerator and a variable here (a block
                // hides one with the other, hunt 21): vmfc's scopes do not
                // tell which.
                if self.lookup(name).is_some() || self.prog.globals.contains_key(name) {
                    return None;
                }
                // An enumerator is an `int` when its value fits (GCC gives
                // one that does not `unsigned int` or `long`, hunt 21).
                let values = self.prog.enum_values.get(name)?;
                let fits = |v: &Option<i128>| {
                    v.is_some_and(|v| i128::from(i32::MIN) <= v && v <= i128::from(i32::MAX))
                };
                values.iter().all(fits).then_some(Base::Int)
            }
            Expression::Identifier(_) | Expression::Member(_) | Expression::Call(_) => {
                arith(self.type_of(e))
            }
            _ => None,
        }
    }
}

/// Whether converting the floating-point constant expression `e` to the
/// integer type `t` keeps its value's integer part: C leaves a value out
/// of the type's range undefined (GCC saturates `(int)2147483648.0`),
/// while Frama-C folds the constant and wraps it (hunt 40). Only a
/// decimal literal, signed or not, is evaluated; another constant
/// expression does not fit. An expression that reads a variable is none
/// (Wp's run-time check of the conversion applies).
pub(crate) fn float_constant_fits(
    node: &lang_c::span::Node<Expression>,
    t: Base,
    enums: &std::collections::HashMap<String, Vec<Option<i128>>>,
) -> bool {
    // A decimal literal, signed or not, rounded to its own type (hunt 41:
    // `2147483600.0f` is 2^31).
    fn value(e: &Expression) -> Option<f64> {
        match e {
            Expression::Constant(c) => match &c.node {
                Constant::Float(f) if f.base == FloatBase::Decimal => match f.suffix.format {
                    FloatFormat::Double => f.number.parse().ok(),
                    FloatFormat::Float => f.number.parse::<f32>().ok().map(f64::from),
                    _ => None,
                },
                _ => None,
            },
            Expression::UnaryOperator(u) => match u.node.operator.node {
                UnaryOperator::Minus => value(&u.node.operand.node).map(|v| -v),
                UnaryOperator::Plus => value(&u.node.operand.node),
                _ => None,
            },
            _ => None,
        }
    }
    let e = &node.node;
    let enumerator = |n: &str| enums.contains_key(n);
    match e {
        // The compiler and Frama-C fold a conditional on a constant, and
        // a statement expression's value (hunt 41: `(int)(1 ? 3e9 : y)`,
        // `(int)({ 3e9; })`).
        Expression::Conditional(c)
            if super::typing::constant_expression(&c.node.condition.node, &enumerator) =>
        {
            return float_constant_fits(&c.node.then_expression, t, enums)
                && float_constant_fits(&c.node.else_expression, t, enums);
        }
        Expression::Statement(_) => return false,
        _ => {}
    }
    // A floating-point constant anywhere (vmfc types `3 * 1.0` roughly).
    if !super::typing::constant_expression(e, &enumerator)
        || !super::initializers::floating_expression(node)
    {
        return true;
    }
    let Some(v) = value(e).map(f64::trunc) else {
        return false;
    };
    let (max, min) = (
        max_value(t) as f64,
        if signed(t) {
            -(max_value(t) as f64) - 1.0
        } else {
            0.0
        },
    );
    // `max` rounds up to a power of two for 64-bit types: stay below it;
    // and below 2^62, where Wp folds the conversion to a 64-bit type
    // wrongly (hunt 42: `(long long)5e18` was proved negative).
    let wp = bits(t) < 64 || v.abs() < 2f64.powi(62);
    v.is_finite() && min <= v && (v < max || (bits(t) < 53 && v == max)) && wp
}

/// The greatest value of an integer type (LP64).
fn max_value(t: Base) -> u128 {
    match (signed(t), bits(t)) {
        (true, n) => (1u128 << (n - 1)) - 1,
        (false, n) => (1u128 << n) - 1,
    }
}

fn bits(t: Base) -> u32 {
    match t {
        Base::Bool => 1,
        Base::Char | Base::SChar | Base::UChar => 8,
        Base::Short | Base::UShort => 16,
        Base::Int | Base::UInt | Base::Float => 32,
        _ => 64,
    }
}

/// Whether an integer type is signed (`char` is, on the targets vmfc knows).
pub(crate) fn signed(t: Base) -> bool {
    matches!(
        t,
        Base::Char | Base::SChar | Base::Short | Base::Int | Base::Long | Base::LLong
    )
}

fn rank(t: Base) -> u8 {
    match t {
        Base::Bool => 0,
        Base::Char | Base::SChar | Base::UChar => 1,
        Base::Short | Base::UShort => 2,
        Base::Int | Base::UInt => 3,
        Base::Long | Base::ULong => 4,
        _ => 5,
    }
}

fn unsigned_of(t: Base) -> Base {
    match t {
        Base::Int => Base::UInt,
        Base::Long => Base::ULong,
        Base::LLong => Base::ULLong,
        t => t,
    }
}

/// C11 6.3.1.1p2: integer types of lower rank than `int` become `int`.
pub(crate) fn promote(t: Base) -> Base {
    if !t.is_floating() && rank(t) < rank(Base::Int) {
        Base::Int
    } else {
        t
    }
}

/// C11 6.3.1.8: the common type of two arithmetic operands (the wider
/// floating type of the two, if any).
pub(crate) fn usual(a: Base, b: Base) -> Base {
    let float_rank = |t: Base| match t {
        Base::LDouble => 3,
        Base::Double => 2,
        Base::Float => 1,
        _ => 0,
    };
    if a.is_floating() || b.is_floating() {
        return if float_rank(a) >= float_rank(b) { a } else { b };
    }
    let (a, b) = (promote(a), promote(b));
    if signed(a) == signed(b) {
        return if rank(a) >= rank(b) { a } else { b };
    }
    let (s, u) = if signed(a) { (a, b) } else { (b, a) };
    if rank(u) >= rank(s) {
        u
    } else if bits(s) > bits(u) {
        s
    } else {
        unsigned_of(s)
    }
}

mod constants;
mod floats;
pub(crate) use constants::constant_value;
use constants::{constant_type, literal_value, nonzero_float};
pub(crate) use floats::{overflowing_float_step, FloatSteps};
#[cfg(test)]
mod tests;

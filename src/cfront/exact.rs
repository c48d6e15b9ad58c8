//! Which argument expressions an ACSL check reads with the value C
//! computes (`acsl_exact`): the universal arguments of collective calls.

use super::arith::{promote, signed, usual};
use super::types::{Base, CType};
use super::walker::Walker;
use lang_c::ast::*;

/// A name, a member, an element or what a pointer points to: whose type
/// ACSL reads as C does.
fn is_object(e: &Expression) -> bool {
    match e {
        Expression::Identifier(_) => true,
        Expression::Member(m) => is_object(&m.node.expression.node),
        Expression::BinaryOperator(b) => b.node.operator.node == BinaryOperator::Index,
        Expression::UnaryOperator(u) => u.node.operator.node == UnaryOperator::Indirection,
        _ => false,
    }
}

impl Walker<'_> {
    /// Whether `e`, read as an ACSL term (exact arithmetic, no rounding),
    /// has the value C computes, or one C's is a function of: reads,
    /// constants, arithmetic whose C type (`int_type`, exact: integer
    /// promotions, the usual conversions, literal suffixes) is a signed
    /// integer (Wp's run-time checks rule out its overflow), a pointer
    /// moved by an integer, comparisons and conditionals that convert
    /// nothing, and integer (not `_Bool`) or pointer casts; not unsigned arithmetic (it wraps in C),
    /// floating-point arithmetic (it rounds), an enumerated type (the
    /// compiler picks its integer type), nor a comparison that converts an
    /// operand (hunts 36, 37: `(ux + 1u) / 3u`, `(x + 1u) / 3u`, `f == x`
    /// with a `float f`, `(e + 1) / 3` with an unsigned enumeration; hunt
    /// 38: `(1 ? x : 0u) < 1u`, `(_Bool)2`; hunt 39: comparisons and
    /// conditionals of floating-point values, whose decimal constants ACSL
    /// reads exactly).
    pub(crate) fn acsl_exact(&mut self, e: &Expression) -> bool {
        let floating = |t: &CType| matches!(t, CType::Base(b) if b.is_floating());
        match e {
            Expression::Identifier(_)
            | Expression::Constant(_)
            | Expression::StringLiteral(_)
            | Expression::SizeOfTy(_)
            | Expression::AlignOf(_) => true,
            // Frama-C types some expressions otherwise in ACSL than C does
            // (hunt 135: `sizeof(c ? c : c)` for a `char c` is 1 in ACSL,
            // 4 in C): the size of an object only.
            Expression::SizeOfVal(s) => is_object(&s.node.0.node),
            Expression::Member(m) => self.acsl_exact(&m.node.expression.node),
            Expression::UnaryOperator(u) => {
                let x = &u.node.operand.node;
                let fits = match u.node.operator.node {
                    UnaryOperator::Minus => {
                        self.int_type(e).is_some_and(signed) || floating(&self.type_of(x))
                    }
                    UnaryOperator::Complement => self.int_type(e).is_some_and(signed),
                    UnaryOperator::Plus
                    | UnaryOperator::Negate
                    | UnaryOperator::Address
                    | UnaryOperator::Indirection => true,
                    _ => false,
                };
                fits && self.acsl_exact(x)
            }
            Expression::Cast(c) => {
                let x = &c.node.expression.node;
                let to = self.prog.types.of_type_name(&c.node.type_name.node);
                // Wp reads `(_Bool)2` as 2 (hunt 38).
                let boolean = matches!(to, CType::Base(Base::Bool));
                let integers = !boolean && self.int_type(e).is_some() && self.int_type(x).is_some();
                let pointers = to.is_pointer_like() && self.type_of(x).is_pointer_like();
                (integers || pointers) && self.acsl_exact(x)
            }
            Expression::BinaryOperator(b) => {
                use BinaryOperator as B;
                let (l, r) = (&b.node.lhs.node, &b.node.rhs.node);
                let (lt, rt) = (self.type_of(l), self.type_of(r));
                let fits = match b.node.operator.node {
                    B::Index | B::LogicalAnd | B::LogicalOr => true,
                    B::Plus | B::Minus if lt.is_pointer_like() || rt.is_pointer_like() => {
                        let int = |w: &mut Self, t: &CType, x: &Expression| {
                            t.is_pointer_like() || w.int_type(x).is_some()
                        };
                        int(self, &lt, l) && int(self, &rt, r)
                    }
                    B::Less
                    | B::Greater
                    | B::LessOrEqual
                    | B::GreaterOrEqual
                    | B::Equals
                    | B::NotEquals => match (self.int_type(l), self.int_type(r)) {
                        (Some(a), Some(c)) => preserves(a, c),
                        // Not floating-point operands: ACSL reads a decimal
                        // constant exactly, C rounds it (hunt 39: `0.1 +
                        // 1e-22 > 0.1`).
                        (None, None) => lt.is_pointer_like() && rt.is_pointer_like(),
                        _ => false,
                    },
                    _ => self.int_type(e).is_some_and(signed),
                };
                fits && self.acsl_exact(l) && self.acsl_exact(r)
            }
            // C converts both branches to their common type, ACSL does not
            // (hunt 38: `(1 ? x : 0u) < 1u` made a negative `x` large).
            Expression::Conditional(c) => {
                let (t, f) = (&c.node.then_expression.node, &c.node.else_expression.node);
                let fits = match (self.int_type(t), self.int_type(f)) {
                    (Some(a), Some(b)) => preserves(a, b),
                    // `c ? 0.1f : 0.1`: one value for ACSL, two in C.
                    (None, None) => {
                        self.type_of(t).is_pointer_like() && self.type_of(f).is_pointer_like()
                    }
                    _ => false,
                };
                fits && self.acsl_exact(&c.node.condition.node)
                    && self.acsl_exact(t)
                    && self.acsl_exact(f)
            }
            _ => false,
        }
    }
}

/// Whether C's usual arithmetic conversions of two integer operands keep
/// both values: to a signed type (wide enough for both), or between two
/// unsigned ones.
fn preserves(a: Base, c: Base) -> bool {
    let (a, c) = (promote(a), promote(c));
    signed(usual(a, c)) || (!signed(a) && !signed(c))
}

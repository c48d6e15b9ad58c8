//! Types of expressions (as far as buffers need them), purity of argument
//! expressions, and constant initializers.

use super::collect::is_assignment;
use super::types::{Base, CType};
use super::walker::Walker;
use lang_c::ast::*;

impl Walker<'_> {
    /// Whether the value of `e` (a pointer) points into a structure
    /// member, and which kind: `&s.x`, `s.a`, `&s.a[i]`, `s.a + i`,
    /// through casts and `->`; or is a whole structure cast (`(int *)&s`).
    pub(super) fn member_address(&mut self, e: &Expression) -> Option<super::model::Member> {
        use super::model::Member;
        // Somewhere in an array member.
        const UNKNOWN: Member = Member::Array {
            len: None,
            at: None,
        };
        // An array member's length, if `e` is one.
        let array_member = |w: &mut Self, e: &Expression| match (e, w.type_of(e)) {
            (Expression::Member(_), CType::Array(_, len)) => Some(len),
            _ => None,
        };
        // The member at `a` shifted by `i`.
        let shifted = |w: &mut Self, a: &Expression, i: &Expression| {
            array_member(w, a).map(|len| Member::Array {
                len,
                at: super::types::decimal_literal(i),
            })
        };
        match e {
            Expression::Cast(c) => {
                let inner = &c.node.expression.node;
                match self.type_of(inner).target() {
                    Some(CType::Record(_)) => Some(Member::Record),
                    _ => self.member_address(inner),
                }
            }
            // A member of a type vmfc cannot tell may be an array: taken
            // to be one (hunt 58: an anonymous struct's member had none).
            Expression::Member(_) => match self.type_of(e) {
                CType::Array(_, len) => Some(Member::Array { len, at: Some(0) }),
                CType::Unknown => Some(UNKNOWN),
                _ => None,
            },
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Address => {
                match &u.node.operand.node {
                    // `&*p` is `p` (hunt 23: `&*&s.x`).
                    Expression::UnaryOperator(v)
                        if v.node.operator.node == UnaryOperator::Indirection =>
                    {
                        self.member_address(&v.node.operand.node)
                    }
                    m @ Expression::Member(_) => Some(match array_member(self, m) {
                        Some(len) => Member::Array { len, at: Some(0) },
                        None => Member::Scalar,
                    }),
                    Expression::BinaryOperator(b)
                        if b.node.operator.node == BinaryOperator::Index =>
                    {
                        shifted(self, &b.node.lhs.node, &b.node.rhs.node)
                            .or_else(|| self.member_address(&b.node.lhs.node).map(|_| UNKNOWN))
                    }
                    _ => None,
                }
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Plus => {
                shifted(self, &b.node.lhs.node, &b.node.rhs.node)
                    .or_else(|| shifted(self, &b.node.rhs.node, &b.node.lhs.node))
                    .or_else(|| {
                        (self.member_address(&b.node.lhs.node).is_some()
                            || self.member_address(&b.node.rhs.node).is_some())
                        .then_some(UNKNOWN)
                    })
            }
            // A row of an array member (`s.m[1]`, of array type), or an
            // address past one (`s.a - 1`).
            Expression::BinaryOperator(b)
                if matches!(
                    b.node.operator.node,
                    BinaryOperator::Index | BinaryOperator::Minus
                ) =>
            {
                self.member_address(&b.node.lhs.node).map(|_| UNKNOWN)
            }
            // The value of the last operand, of a branch, or assigned.
            Expression::Comma(es) => es.last().and_then(|l| self.member_address(&l.node)),
            Expression::Conditional(c) => {
                let then = self.member_address(&c.node.then_expression.node);
                let other = self.member_address(&c.node.else_expression.node);
                then.or(other).map(|_| UNKNOWN)
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Assign => {
                self.member_address(&b.node.rhs.node)
            }
            _ => None,
        }
    }

    /// The type of an expression, as far as it matters for buffers.
    pub(super) fn type_of(&mut self, e: &Expression) -> CType {
        match e {
            Expression::Identifier(id) => {
                let n = &id.node.name;
                if let Some(t) = self.lookup(n) {
                    return t;
                }
                if let Some(g) = self.prog.globals.get(n) {
                    return g.ty.clone();
                }
                if self.is_enumerator(n) {
                    return CType::Base(Base::Int);
                }
                // The function's name, as `assert` passes it.
                if matches!(
                    n.as_str(),
                    "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                ) {
                    return CType::Array(Box::new(CType::Base(Base::Char)), None);
                }
                CType::Unknown
            }
            Expression::Constant(c) => match &c.node {
                Constant::Float(f) => CType::Base(match f.suffix.format {
                    FloatFormat::Float => Base::Float,
                    FloatFormat::LongDouble => Base::LDouble,
                    _ => Base::Double,
                }),
                _ => CType::Base(Base::Int),
            },
            Expression::Member(m) => {
                let base = self.type_of(&m.node.expression.node);
                let rec = match m.node.operator.node {
                    MemberOperator::Direct => base,
                    MemberOperator::Indirect => base.target().cloned().unwrap_or(CType::Unknown),
                };
                self.prog.types.field(&rec, &m.node.identifier.node.name)
            }
            Expression::UnaryOperator(u) => {
                let t = self.type_of(&u.node.operand.node);
                match u.node.operator.node {
                    UnaryOperator::Address => CType::Pointer(Box::new(t)),
                    UnaryOperator::Indirection => t.target().cloned().unwrap_or(CType::Unknown),
                    UnaryOperator::Negate => CType::Base(Base::Int),
                    _ => t,
                }
            }
            Expression::Cast(c) => self.prog.types.of_type_name(&c.node.type_name.node),
            Expression::BinaryOperator(b) => self.binary_type(b),
            // C11 6.5.15p6: a null pointer constant takes the other
            // branch's pointer type.
            Expression::Conditional(c) => {
                let (t, e) = (&c.node.then_expression.node, &c.node.else_expression.node);
                let (tt, et) = (self.type_of(t), self.type_of(e));
                if null_constant(t) {
                    et
                } else if tt == CType::Unknown {
                    // Not the other branch's type (hunt 102: `c ? (c ? ub :
                    // ib) : ib`, whose inner conditional has none).
                    CType::Unknown
                } else if (tt.target().zip(et.target())).is_some_and(|(a, b)| a != b)
                    && !null_constant(e)
                {
                    // Pointers to different types (hunt 98: `c ? ib :
                    // lb`, `int *` and `long *`): C makes it `void *` at
                    // best; no buffer type.
                    CType::Unknown
                } else {
                    tt
                }
            }
            Expression::Comma(v) => v.last().map_or(CType::Unknown, |x| self.type_of(&x.node)),
            Expression::Call(c) => match &c.node.callee.node {
                Expression::Identifier(id) => self
                    .prog
                    .declaration(&id.node.name)
                    .map_or(CType::Unknown, |f| f.ret.clone()),
                _ => CType::Unknown,
            },
            _ => CType::Unknown,
        }
    }

    /// The type of a binary operation: an element, a pointer moved along
    /// its array, a pointer difference, or (roughly) the left operand's.
    fn binary_type(&mut self, b: &lang_c::span::Node<BinaryOperatorExpression>) -> CType {
        let l = self.type_of(&b.node.lhs.node);
        let r = self.type_of(&b.node.rhs.node);
        match &b.node.operator.node {
            BinaryOperator::Index => l.target().or(r.target()).cloned().unwrap_or(CType::Unknown),
            BinaryOperator::Plus | BinaryOperator::Minus if l.is_pointer_like() => {
                match (l, r.is_pointer_like()) {
                    (_, true) => CType::Base(Base::Long),
                    (l, false) => {
                        CType::Pointer(Box::new(l.target().cloned().unwrap_or(CType::Unknown)))
                    }
                }
            }
            BinaryOperator::Plus if r.is_pointer_like() => {
                CType::Pointer(Box::new(r.target().cloned().unwrap_or(CType::Unknown)))
            }
            _ => l,
        }
    }
}

/// No side effect and nothing ACSL cannot express: no assignment,
/// increment, call, comma, statement expression or compound literal.
pub(crate) fn is_pure(e: &Expression) -> bool {
    match e {
        Expression::Identifier(_)
        | Expression::Constant(_)
        | Expression::SizeOfTy(_)
        | Expression::AlignOf(_) => true,
        Expression::StringLiteral(_) => true,
        Expression::Member(m) => is_pure(&m.node.expression.node),
        Expression::UnaryOperator(u) => {
            !matches!(
                u.node.operator.node,
                UnaryOperator::PostIncrement
                    | UnaryOperator::PostDecrement
                    | UnaryOperator::PreIncrement
                    | UnaryOperator::PreDecrement
            ) && is_pure(&u.node.operand.node)
        }
        Expression::Cast(c) => is_pure(&c.node.expression.node),
        Expression::BinaryOperator(b) => {
            !is_assignment(&b.node.operator.node)
                && is_pure(&b.node.lhs.node)
                && is_pure(&b.node.rhs.node)
        }
        Expression::Conditional(c) => {
            is_pure(&c.node.condition.node)
                && is_pure(&c.node.then_expression.node)
                && is_pure(&c.node.else_expression.node)
        }
        Expression::SizeOfVal(s) => is_pure(&s.node.0.node),
        _ => false,
    }
}

/// No side effect in `e` except the call whose span is `call` (its
/// arguments pure), and no other call: evaluating `e` is evaluating the call.
pub(crate) fn pure_except_call(e: &lang_c::span::Node<Expression>, call: (usize, usize)) -> bool {
    if (e.span.start, e.span.end) == call {
        return match &e.node {
            Expression::Call(c) => c.node.arguments.iter().all(|a| is_pure(&a.node)),
            _ => false,
        };
    }
    let sub = |x: &lang_c::span::Node<Expression>| pure_except_call(x, call);
    match &e.node {
        Expression::Identifier(_)
        | Expression::Constant(_)
        | Expression::SizeOfTy(_)
        | Expression::AlignOf(_) => true,
        Expression::StringLiteral(_) => true,
        Expression::Member(m) => sub(&m.node.expression),
        Expression::UnaryOperator(u) => {
            !matches!(
                u.node.operator.node,
                UnaryOperator::PostIncrement
                    | UnaryOperator::PostDecrement
                    | UnaryOperator::PreIncrement
                    | UnaryOperator::PreDecrement
            ) && sub(&u.node.operand)
        }
        Expression::Cast(c) => sub(&c.node.expression),
        Expression::BinaryOperator(b) => {
            !is_assignment(&b.node.operator.node) && sub(&b.node.lhs) && sub(&b.node.rhs)
        }
        Expression::Conditional(c) => {
            sub(&c.node.condition) && sub(&c.node.then_expression) && sub(&c.node.else_expression)
        }
        _ => false,
    }
}

/// An expression statement whose only effects are the call spanning `call`
/// and, at the top, the plain assignment of its result to a pure lvalue.
pub(crate) fn effect_free_statement(
    e: &lang_c::span::Node<Expression>,
    call: (usize, usize),
) -> bool {
    if let Expression::BinaryOperator(b) = &e.node {
        if b.node.operator.node == BinaryOperator::Assign && is_pure(&b.node.lhs.node) {
            return pure_except_call(&b.node.rhs, call);
        }
    }
    pure_except_call(e, call)
}

/// An initializer that is a constant expression.
pub(super) fn is_constant_init(i: &Initializer) -> bool {
    match i {
        Initializer::Expression(e) => is_constant_expr(&e.node),
        Initializer::List(_) => false,
    }
}

fn is_constant_expr(e: &Expression) -> bool {
    constant_expression(e, &|_| false)
}

/// An expression of constants and operators, the names `named` accepts
/// (enumerators) too: what the compiler folds.
pub(crate) fn constant_expression(e: &Expression, named: &dyn Fn(&str) -> bool) -> bool {
    let c = |x: &lang_c::span::Node<Expression>| constant_expression(&x.node, named);
    match e {
        Expression::Constant(_) | Expression::SizeOfTy(_) => true,
        Expression::Identifier(id) => named(&id.node.name),
        Expression::UnaryOperator(u) => {
            matches!(
                u.node.operator.node,
                UnaryOperator::Minus
                    | UnaryOperator::Plus
                    | UnaryOperator::Complement
                    | UnaryOperator::Negate
            ) && c(&u.node.operand)
        }
        Expression::BinaryOperator(b) => {
            !is_assignment(&b.node.operator.node)
                && b.node.operator.node != BinaryOperator::Index
                && c(&b.node.lhs)
                && c(&b.node.rhs)
        }
        Expression::Cast(x) => c(&x.node.expression),
        Expression::Conditional(x) => {
            c(&x.node.condition) && c(&x.node.then_expression) && c(&x.node.else_expression)
        }
        _ => false,
    }
}

/// `0`, `(void *)0`, `((T *)0)`: a null pointer constant.
pub(crate) fn null_constant(e: &Expression) -> bool {
    match e {
        Expression::Constant(c) => {
            matches!(&c.node, Constant::Integer(i) if i.number.as_ref() == "0")
        }
        Expression::Cast(c) => null_constant(&c.node.expression.node),
        _ => false,
    }
}

//! Views of memory that Wp's typed model reads otherwise than C: a
//! structure seen through a pointer to another type, and a pointer into a
//! row of an array of arrays.

use super::Walker;
use crate::cfront::types::{Base, CType};
use lang_c::ast::*;
use lang_c::span::Node;

/// Whether the value of `x` may be a statement expression's (`({ &s; })`,
/// also as a branch of `?:`, the last of a comma, under a cast).
fn statement_value(x: &Expression) -> bool {
    match x {
        Expression::Statement(_) => true,
        Expression::Conditional(c) => {
            statement_value(&c.node.then_expression.node)
                || statement_value(&c.node.else_expression.node)
        }
        Expression::Comma(v) => v.last().is_some_and(|l| statement_value(&l.node)),
        Expression::Cast(c) => statement_value(&c.node.expression.node),
        _ => false,
    }
}

impl Walker<'_> {
    /// Rule (hunt 134): a pointer to a structure or union (or an array of
    /// them) converted to a pointer to another type (`(char *)&s`, `void
    /// *v = &s`, `memset(&s, ...)`): Wp's typed model takes `(char *)&s`
    /// for the address of a first `char` member and the bytes after it for
    /// `char` cells of their own, so writing them leaves the other members
    /// (`unsigned char`, `_Bool`) unchanged in the proof.
    pub(super) fn record_view(&mut self, x: &Expression, to: &CType, at: usize) {
        let from = &self.type_of(x);
        let record = |t: &CType| -> Option<CType> {
            let mut t = t.target()?;
            while let CType::Array(e, _) = t {
                t = e;
            }
            matches!(t, CType::Record(_)).then(|| t.clone())
        };
        // What vmfc cannot type (a statement expression's value, hunt
        // 136: `(char *)({ &s; })`) may be a pointer to a structure.
        let view = |t: &CType| {
            matches!(
                t,
                CType::Void | CType::Base(Base::Char | Base::SChar | Base::UChar)
            )
        };
        // A statement expression's value (not a string literal, nor a name
        // vmfc does not type, which are no structures).
        let untyped = *from == CType::Unknown && statement_value(x);
        if untyped && matches!(to, CType::Pointer(t) if view(t)) {
            self.body.record_views.push(at);
            return;
        }
        // Through as many pointers as both have (hunt 139: `(void **)&ps`
        // for a `struct BB *ps`).
        let (mut from, mut to) = (from.clone(), to.clone());
        loop {
            let CType::Pointer(target) = &to else {
                return;
            };
            let mut target = &**target;
            while let CType::Array(e, _) = target {
                target = e;
            }
            if let Some(r) = record(&from) {
                if *target != r && *target != CType::Unknown {
                    self.body.record_views.push(at);
                }
                return;
            }
            match from.target() {
                Some(f @ CType::Pointer(_)) => {
                    let f = f.clone();
                    (from, to) = (f, target.clone());
                }
                _ => return,
            }
        }
    }

    /// `e` is where a row of an array of arrays stays an array.
    pub(super) fn keep_row(&mut self, e: &Node<Expression>) {
        self.rows_kept.insert((e.span.start, e.span.end));
    }

    /// Rule (hunt 132): a pointer into a row of an array of arrays, made
    /// by a row that becomes a pointer (`m[0] + 1`, `f(m[1])`, `*m`) or by
    /// the address of an element (`&m[0][0]`). Wp's model keeps each row
    /// apart: it proves `\valid(&m[0][0] + (0 .. 3))` over the whole
    /// matrix, yet `\separated(&m[0][0] + (0 .. 3), &m[1][0] + (0 .. 1))`,
    /// and reads `assigns p[0 .. 3]` as not reaching the next row.
    pub(super) fn row_pointer(&mut self, e: &Node<Expression>) {
        let is_row = |w: &mut Self, x: &Expression| {
            let element = matches!(x, Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index)
                || matches!(x, Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Indirection);
            element && matches!(w.type_of(x), CType::Array(..))
        };
        let decays = is_row(self, &e.node) && !self.rows_kept.contains(&(e.span.start, e.span.end));
        let element_address = match &e.node {
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Address => {
                matches!(&u.node.operand.node, Expression::BinaryOperator(b)
                    if b.node.operator.node == BinaryOperator::Index && is_row(self, &b.node.lhs.node))
            }
            _ => false,
        };
        if decays || element_address {
            self.prog.row_pointers.push(e.span.start);
        }
    }
}

//! The places an expression designates: an assignment's target, an
//! object whose address is taken, and initializers, with what evaluating
//! them reads and writes.

use super::{Fx, Name, Sequencing};
use lang_c::ast::*;
use lang_c::span::Node;

impl Sequencing<'_> {
    /// `e` designates a local: a local variable, or an element of a local
    /// array.
    pub(super) fn is_local(&self, e: &Node<Expression>) -> bool {
        match &e.node {
            Expression::Identifier(id) => {
                matches!((self.name)(&id.node.name), Name::Local { array: false, .. })
            }
            _ => self.local_array_element(e).is_some(),
        }
    }

    /// The local array `e` indexes directly (`a[i]`).
    pub(super) fn local_array_element(&self, e: &Node<Expression>) -> Option<String> {
        let Expression::BinaryOperator(b) = &e.node else {
            return None;
        };
        let Expression::Identifier(id) = &b.node.lhs.node else {
            return None;
        };
        (b.node.operator.node == BinaryOperator::Index
            && matches!((self.name)(&id.node.name), Name::Local { array: true, .. }))
        .then(|| id.node.name.clone())
    }

    /// The local a part of which `e` designates, through indexes of local
    /// arrays and members (`a[i]`, `a[i][j]`, `a[i].x`, `s.k`: hunt 41).
    pub(super) fn local_root(&self, e: &Node<Expression>) -> Option<String> {
        match &e.node {
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                match &m.node.expression.node {
                    Expression::Identifier(id)
                        if matches!((self.name)(&id.node.name), Name::Local { .. }) =>
                    {
                        Some(id.node.name.clone())
                    }
                    _ => self.local_root(&m.node.expression),
                }
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                (self.local_array_element(e)).or_else(|| self.local_root(&b.node.lhs))
            }
            _ => None,
        }
    }

    /// `a[i]` designated: the base (an address) and the index, evaluated in
    /// any order.
    pub(super) fn indexed(&mut self, b: &Node<BinaryOperatorExpression>) -> Fx {
        let parts = vec![self.address(&b.node.lhs), self.fx(&b.node.rhs)];
        self.unsequenced(parts)
    }

    /// `a[i]` read: the base, the index, and the element (a local, or memory).
    pub(super) fn element(
        &mut self,
        e: &Node<Expression>,
        b: &Node<BinaryOperatorExpression>,
    ) -> Fx {
        let mut r = self.indexed(b);
        match self.local_array_element(e) {
            Some(a) => r.locals.push(a),
            None => r.mem = true,
        }
        r
    }

    /// The designation of an object (what `&` or a plain assignment needs:
    /// not its value). `addressed`: under `&`.
    pub(super) fn lvalue(&mut self, e: &Node<Expression>, addressed: bool) -> Fx {
        match &e.node {
            Expression::Identifier(_) => {
                if addressed {
                    self.take_address(e);
                }
                Fx::default()
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                if addressed {
                    self.take_address(&b.node.lhs);
                }
                let mut r = self.indexed(b);
                r.locals.extend(self.local_array_element(e));
                r
            }
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                self.lvalue(&m.node.expression, addressed)
            }
            Expression::Member(m) => self.fx(&m.node.expression),
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Indirection => {
                self.fx(&u.node.operand)
            }
            _ => self.fx(e),
        }
    }

    /// The address of (part of) the object `e` designates is taken: the
    /// local at its root is aliased (`&a[0]`, `&s.m[1]`).
    pub(super) fn take_address(&mut self, e: &Node<Expression>) {
        match &e.node {
            Expression::Identifier(id) => {
                if matches!((self.name)(&id.node.name), Name::Local { .. }) {
                    self.addressed.push(id.node.name.clone());
                }
            }
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                self.take_address(&m.node.expression)
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                self.take_address(&b.node.lhs)
            }
            _ => {}
        }
    }

    /// The base of an index: an array's name is an address.
    pub(super) fn address(&mut self, e: &Node<Expression>) -> Fx {
        match &e.node {
            Expression::Identifier(id) => match (self.name)(&id.node.name) {
                Name::Local { array: true, .. } => Fx::default(),
                _ => self.fx(e),
            },
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                self.lvalue(&m.node.expression, false)
            }
            _ => self.fx(e),
        }
    }

    pub(super) fn init(&mut self, i: &Initializer) -> Fx {
        match i {
            Initializer::Expression(e) => self.fx(e),
            Initializer::List(items) => self.list(items),
        }
    }

    /// The elements of an initializer list are indeterminately sequenced
    /// (CIL evaluates them as written, GCC in the members' order: `{ .y =
    /// c++, .x = c }`, hunt 40).
    pub(super) fn list(&mut self, items: &[Node<InitializerListItem>]) -> Fx {
        let parts: Vec<Fx> = items
            .iter()
            .map(|it| self.init(&it.node.initializer.node))
            .collect();
        self.unsequenced(parts)
    }
}

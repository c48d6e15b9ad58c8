//! Jumps into the scope of a `_Bool` past its initializer (hunt 46): a
//! `goto` or a `switch` that enters a block after the declaration
//! `_Bool b = 1;` leaves `b` holding whatever byte was there, which Wp
//! takes to be 0 or 1; so does an initializer that reads the object it
//! initializes (`_Bool b = b;`).

use lang_c::ast::{Expression, Initializer};
use lang_c::span::{Node, Span};
use lang_c::visit::Visit;

/// Where a jump goes: a named label, or the `case` and `default` labels of
/// the `switch` at an offset.
#[derive(Clone, PartialEq, Eq)]
pub(super) enum Target {
    Label(String),
    Switch(usize),
}

/// The scopes of the initialized `_Bool` objects of a body, its labels
/// and its jumps.
#[derive(Default)]
pub(super) struct Entries {
    /// From each declarator to the end of its scope.
    pub(super) scopes: Vec<(usize, usize)>,
    pub(super) labels: Vec<(Target, usize)>,
    pub(super) jumps: Vec<(Target, usize)>,
}

impl Entries {
    /// The `goto`s to a label before them (their offsets): loops that
    /// have no place for a `loop variant`.
    pub(super) fn backward(&self) -> Vec<usize> {
        (self.jumps.iter())
            .filter(|(target, at)| (self.labels.iter()).any(|(t, l)| t == target && l < at))
            .filter(|(target, _)| matches!(target, Target::Label(_)))
            .map(|(_, at)| *at)
            .collect()
    }

    /// The labels that a jump from outside a scope reaches inside it
    /// (their offsets, in order).
    pub(super) fn past_initializers(&self) -> Vec<usize> {
        let inside = |at: usize, &(from, to): &(usize, usize)| from < at && at < to;
        let mut out: Vec<usize> = (self.labels.iter())
            .filter(|(target, at)| {
                (self.jumps.iter().filter(|(t, _)| t == target)).any(|(_, source)| {
                    (self.scopes.iter()).any(|s| inside(*at, s) && !inside(*source, s))
                })
            })
            .map(|(_, at)| *at)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Whether the initializer names `name` (`_Bool b = b;` reads `b` before
/// anything wrote it).
pub(super) fn reads_itself(name: &str, init: &Node<Initializer>) -> bool {
    let mut reads = Reads(name, false);
    reads.visit_initializer(&init.node, &init.span);
    reads.1
}

struct Reads<'n>(&'n str, bool);

/// Whether the initializer reads the value of `name` (not its address, nor
/// its size): `int b[2] = { [1] = 9, [0] = b[1] };` is 0 in the build,
/// where the object is zeroed before its elements are stored in order of
/// index, and 9 in the proof, where they are stored as written (hunt 130).
pub(super) fn reads_own_value(name: &str, init: &Node<Initializer>) -> bool {
    let mut reads = Values(name, false);
    reads.visit_initializer(&init.node, &init.span);
    reads.1
}

struct Values<'n>(&'n str, bool);

impl Values<'_> {
    /// The operand of an `&` that is a whole element of the initializer:
    /// the object's address is taken, not its value read (`.next = &n`),
    /// but an index inside it is read (`&b[b[3]]`).
    fn address(&mut self, e: &Node<Expression>) {
        use lang_c::ast::{BinaryOperator, MemberOperator};
        match &e.node {
            Expression::Identifier(_) => {}
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                self.address(&m.node.expression)
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                self.address(&b.node.lhs);
                self.visit_expression(&b.node.rhs.node, &b.node.rhs.span);
            }
            _ => self.visit_expression(&e.node, &e.span),
        }
    }
}

impl<'ast> Visit<'ast> for Values<'_> {
    fn visit_initializer(&mut self, i: &'ast Initializer, span: &'ast Span) {
        if let Initializer::Expression(e) = i {
            if let Expression::UnaryOperator(u) = &e.node {
                if u.node.operator.node == lang_c::ast::UnaryOperator::Address {
                    return self.address(&u.node.operand);
                }
            }
        }
        lang_c::visit::visit_initializer(self, i, span)
    }

    // An address anywhere else may be read through (`*&b[3]`, `(&b[0])[3]`).
    fn visit_expression(&mut self, e: &'ast Expression, span: &'ast Span) {
        match e {
            Expression::Identifier(i) => self.1 |= i.node.name == self.0,
            Expression::SizeOfTy(_) | Expression::SizeOfVal(_) | Expression::AlignOf(_) => {}
            _ => lang_c::visit::visit_expression(self, e, span),
        }
    }
}

impl<'ast> Visit<'ast> for Reads<'_> {
    fn visit_expression(&mut self, e: &'ast Expression, span: &'ast Span) {
        if let Expression::Identifier(i) = e {
            self.1 |= i.node.name == self.0;
        }
        lang_c::visit::visit_expression(self, e, span);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jump_from_outside_a_scope_into_it_is_found() {
        let entries = Entries {
            // `_Bool b = 1;` at 10, its block ends at 100.
            scopes: vec![(10, 100)],
            labels: vec![
                (Target::Label("in".into()), 50),
                (Target::Label("out".into()), 120),
                (Target::Switch(5), 60),
                (Target::Switch(20), 70),
            ],
            jumps: vec![
                (Target::Label("in".into()), 2),
                (Target::Label("out".into()), 3),
                (Target::Switch(5), 5),
                (Target::Switch(20), 20),
            ],
        };
        // `goto in;` and the switch at 5 enter the scope; `goto out;`
        // leaves nothing behind; the switch at 20 is inside it.
        assert_eq!(entries.past_initializers(), [50, 60]);
    }
}

//! Addresses of structure members that leave the member (hunt 48), and
//! the expressions that `literals` rejects. Frama-C's memory model gives
//! each member its own cells whatever its size in bytes, and `\valid(p +
//! 1)` holds of `p = &s.x` when a member follows: an `int` written there
//! leaves a `char` member unchanged in the proof, while the build
//! overwrites it. So in verified code a member's address (`&s.x`, `s.a`,
//! `&p->a[i]`) may only be an MPI routine's argument (whose buffers
//! `calls::args` bounds by the member) or an array member indexed.

use super::literals::high_byte;
use super::Walker;
use crate::cfront::types::CType;
use lang_c::ast::{BinaryOperator, Expression, UnaryOperator};
use lang_c::span::Node;

impl Walker<'_> {
    /// Record `e` if it is a literal with a byte of 0x80 or more, or the
    /// address of a member, that its context did not allow.
    pub(super) fn sites(&mut self, e: &Node<Expression>) {
        if self.granted.contains(&(e.span.start, e.span.end)) {
            return;
        }
        let member = match &e.node {
            Expression::StringLiteral(l) => {
                if high_byte(&l.node) {
                    self.body.high_literals.push(e.span.start);
                }
                return;
            }
            Expression::UnaryOperator(u) => u.node.operator.node == UnaryOperator::Address,
            // An array member, or a row of one, used as a pointer.
            Expression::Member(_) => matches!(self.type_of(&e.node), CType::Array(..)),
            Expression::BinaryOperator(b) => {
                b.node.operator.node == BinaryOperator::Index
                    && matches!(self.type_of(&e.node), CType::Array(..))
            }
            _ => false,
        };
        if member && self.member_address(&e.node).is_some() {
            self.body.member_addresses.push(e.span.start);
        }
    }

    /// Allow an MPI routine's argument, and the member it offsets (`s.a +
    /// 1`), whose elements `calls::args` bounds by the member.
    pub(super) fn grant_argument(&mut self, e: &Node<Expression>) {
        if let Expression::BinaryOperator(b) = &self.grant(e).node {
            if matches!(
                b.node.operator.node,
                BinaryOperator::Plus | BinaryOperator::Minus
            ) {
                self.grant(&b.node.lhs);
                self.grant(&b.node.rhs);
            }
        }
    }

    /// Allow `e` (through casts) where it stands; what the casts cast.
    pub(super) fn grant<'e>(&mut self, mut e: &'e Node<Expression>) -> &'e Node<Expression> {
        while let Expression::Cast(c) = &e.node {
            self.granted.insert((e.span.start, e.span.end));
            e = &c.node.expression;
        }
        self.granted.insert((e.span.start, e.span.end));
        e
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::found;

    /// Hunt 48: a member's address is recorded where it leaves the
    /// member; an array member indexed, `sizeof`, `*s.a`, and MPI
    /// routines' arguments are not.
    #[test]
    fn member_addresses_that_leave_the_member_are_found() {
        let src = "struct S { int x; char c; int a[2]; int m[2][2]; struct S *n; };\n\
                   int MPI_Comm_rank(int c, int *r); void g(int *p);\n\
                   int f(struct S *p) { struct S s = {0};\n\
                   int ok = s.a[1] + p->a[0] + s.m[1][1] + (int)sizeof s.a + *s.a + p->n->x;\n\
                   MPI_Comm_rank(0, &s.x); MPI_Comm_rank(0, (int *)&p->x); MPI_Comm_rank(0, p->a + 1);\n\
                   int *q = &s.x; g(s.a); g(&p->a[1]); g(s.m[1]); q = &*&s.c; return ok + *q; }";
        let got = found(src, |b| &b.member_addresses);
        assert_eq!(
            got,
            ["&s.x; g(", "s.a); g(", "&p->a[1]", "s.m[1]);", "&*&s.c; ", "&s.c; re"]
        );
    }

    /// Hunt 49: a string literal with a byte of 0x80 or more is recorded
    /// unless it initializes an array.
    #[test]
    fn high_byte_literals_are_found_but_in_arrays() {
        let src = "int puts(const char *s);\n\
                   int f(void) { char a[] = \"\\xff\"; static const char b[] = { \"\\303\\251\" };\n\
                   const char *p = \"\\xff\"; const char *q[] = { \"\\xfe\" }; puts(\"ok\");\n\
                   return puts(\"\\x80\") + a[0] + b[0] + p[0] + q[0][0]; }";
        let got = found(src, |b| &b.high_literals);
        assert_eq!(got, ["\"\\xff\"; ", "\"\\xfe\" }", "\"\\x80\") "]);
    }
}

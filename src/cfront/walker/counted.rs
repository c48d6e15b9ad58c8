//! The shape of a counting `for` loop (`for (i = lo; i < hi; i++)`), which
//! lets vmfc suggest the loop invariants of the ghost counters.

use crate::cfront::model::Counted;
use lang_c::ast::*;
use lang_c::span::Node;

/// `for (v = lo; v < hi; v++)` and its spellings (`int v = lo`, `v <= hi`,
/// `++v`, `v += 1`, `v = v + 1`); `None` for any other loop.
pub(super) fn counted(f: &ForStatement, pp_stmt: (usize, usize)) -> Option<Counted> {
    let (var, lo) = match &f.initializer.node {
        ForInitializer::Expression(e) => match &e.node {
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Assign => {
                (ident(&b.node.lhs)?, &*b.node.rhs)
            }
            _ => return None,
        },
        ForInitializer::Declaration(d) => match &d.node.declarators[..] {
            [one] => match (&one.node.declarator.node.kind.node, &one.node.initializer) {
                (DeclaratorKind::Identifier(id), Some(init)) => match &init.node {
                    Initializer::Expression(e) => (id.node.name.clone(), &**e),
                    Initializer::List(_) => return None,
                },
                _ => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    let cond = f.condition.as_deref()?;
    let Expression::BinaryOperator(b) = &cond.node else {
        return None;
    };
    let inclusive = match b.node.operator.node {
        BinaryOperator::Less => false,
        BinaryOperator::LessOrEqual => true,
        _ => return None,
    };
    if ident(&b.node.lhs)? != var || !steps_by_one(f.step.as_deref()?, &var) {
        return None;
    }
    Some(Counted {
        pp_stmt,
        pp_lo: (lo.span.start, lo.span.end),
        pp_hi: (b.node.rhs.span.start, b.node.rhs.span.end),
        var,
        inclusive,
    })
}

fn ident(e: &Node<Expression>) -> Option<String> {
    match &e.node {
        Expression::Identifier(id) => Some(id.node.name.clone()),
        _ => None,
    }
}

fn one(e: &Node<Expression>) -> bool {
    matches!(&e.node, Expression::Constant(c)
        if matches!(&c.node, Constant::Integer(i) if &*i.number == "1"))
}

/// `v++`, `++v`, `v += 1`, `v = v + 1`.
fn steps_by_one(step: &Node<Expression>, var: &str) -> bool {
    match &step.node {
        Expression::UnaryOperator(u) => {
            matches!(
                u.node.operator.node,
                UnaryOperator::PostIncrement | UnaryOperator::PreIncrement
            ) && ident(&u.node.operand).as_deref() == Some(var)
        }
        Expression::BinaryOperator(b) => {
            ident(&b.node.lhs).as_deref() == Some(var)
                && match b.node.operator.node {
                    BinaryOperator::AssignPlus => one(&b.node.rhs),
                    BinaryOperator::Assign => matches!(&b.node.rhs.node,
                        Expression::BinaryOperator(r)
                            if r.node.operator.node == BinaryOperator::Plus
                                && ident(&r.node.lhs).as_deref() == Some(var)
                                && one(&r.node.rhs)),
                    _ => false,
                }
        }
        _ => false,
    }
}

//! Expressions whose type Frama-C's CIL reads otherwise than C does, where
//! the type is all that is read (hunt 133): `sizeof` of an expression and
//! the address of a string literal.
//!
//! CIL keeps a string literal's array type where C converts it to a
//! pointer (`sizeof(0, "abcdefghijklmnop")` is 17 for Frama-C and 8 for
//! GCC, likewise a conditional, `&"..."`, `*&"..."`), and drops the
//! promotion of a unary `+` (`sizeof(+c)` of a `char`: 1 against 4).
//! Wp then proves a count or a size the build does not have.

use lang_c::ast::*;
use lang_c::span::{Node, Span};
use lang_c::visit::{self, Visit};

/// What is read otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CilMisread {
    /// `sizeof` of an expression CIL may type otherwise.
    SizeofExpression,
    /// `&` applied to a string literal.
    StringAddress,
}

/// Every such expression of the unit, with its offset.
pub(crate) fn misreads(unit: &TranslationUnit) -> Vec<(usize, CilMisread)> {
    let mut v = Finder { found: Vec::new() };
    v.visit_translation_unit(unit);
    v.found
}

struct Finder {
    found: Vec<(usize, CilMisread)>,
}

/// Whether CIL may type `sizeof e` otherwise than C: a string literal
/// where C converts it to a pointer (the value of a comma, a branch of a
/// conditional), a unary `+`, or a statement expression's value. Other
/// operands keep their type (`sizeof ((expr) ? 1 : 0)` in glibc's
/// `assert`, `sizeof "abc"`, `sizeof a[i]`); `&"abc"` is a rule of its own.
fn misread(e: &Expression) -> bool {
    let leaf = |x: &Node<Expression>| is_string(&x.node) || misread(&x.node);
    match e {
        Expression::Comma(v) => v.last().is_some_and(leaf),
        Expression::Conditional(c) => {
            leaf(&c.node.then_expression) || leaf(&c.node.else_expression)
        }
        Expression::UnaryOperator(u) => u.node.operator.node == UnaryOperator::Plus,
        Expression::Statement(_) => true,
        _ => false,
    }
}

fn is_string(e: &Expression) -> bool {
    matches!(e, Expression::StringLiteral(_))
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_sizeofval(&mut self, s: &'ast SizeOfVal, span: &'ast Span) {
        if misread(&s.0.node) {
            self.found.push((span.start, CilMisread::SizeofExpression));
        }
        visit::visit_sizeofval(self, s, span);
    }

    fn visit_unary_operator_expression(
        &mut self,
        u: &'ast UnaryOperatorExpression,
        span: &'ast Span,
    ) {
        if u.operator.node == UnaryOperator::Address && is_string(&u.operand.node) {
            self.found.push((span.start, CilMisread::StringAddress));
        }
        visit::visit_unary_operator_expression(self, u, span);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(body: &str) -> Vec<CilMisread> {
        let src = format!("char c, a[4], *p; struct S {{ int m; }} s;\nint f(void) {{ {body} }}\n");
        let config = lang_c::driver::Config::with_gcc();
        let unit = lang_c::driver::parse_preprocessed(&config, src).unwrap();
        misreads(&unit.unit).into_iter().map(|(_, k)| k).collect()
    }

    #[test]
    fn what_cil_types_otherwise() {
        use CilMisread::*;
        for e in [
            "sizeof(0, \"abc\")",
            "sizeof(c ? \"abc\" : p)",
            "sizeof(c ? p : (0, \"abc\"))",
            "sizeof(+c)",
            "sizeof(c ? +c : c)",
            "sizeof ({ c; })",
        ] {
            assert_eq!(found(&format!("return {e};")), [SizeofExpression], "{e}");
        }
        assert_eq!(found("return sizeof &\"abc\";"), [StringAddress]);
        assert_eq!(found("return *(&\"abc\" + 1)[0];"), [StringAddress]);
        // What both read alike: glibc's `assert`, a literal alone, objects,
        // arithmetic that promotes.
        for e in [
            "sizeof ((c == 'a') ? 1 : 0)",
            "sizeof \"abc\"",
            "sizeof a[c]",
            "sizeof s.m",
            "sizeof *p",
            "sizeof &a",
            "sizeof (-c)",
            "sizeof (c + 0)",
            "sizeof (0, a)",
        ] {
            assert!(found(&format!("return {e};")).is_empty(), "{e}");
        }
    }
}

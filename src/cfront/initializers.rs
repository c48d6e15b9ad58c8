//! Initializers of variables of static storage duration that may convert a
//! floating-point value to an integer (the build evaluates them, and
//! Frama-C's run-time checks do not reach them), found member by member.

use super::model::CProgram;
use super::types::{CType, TypeEnv};
use lang_c::ast::*;
use lang_c::span::Node;

/// Whether an expression may have a floating-point value: it holds a
/// floating constant, a floating type (a cast) or a call (`HUGE_VAL` is
/// `__builtin_huge_val()`).
struct Floating(bool);

impl<'ast> lang_c::visit::Visit<'ast> for Floating {
    fn visit_constant(&mut self, c: &'ast Constant, _: &'ast lang_c::span::Span) {
        self.0 |= matches!(c, Constant::Float(_));
    }
    fn visit_type_specifier(&mut self, t: &'ast TypeSpecifier, _: &'ast lang_c::span::Span) {
        self.0 |= matches!(t, TypeSpecifier::Float | TypeSpecifier::Double);
    }
    fn visit_call_expression(&mut self, _: &'ast CallExpression, _: &'ast lang_c::span::Span) {
        self.0 = true;
    }
}

fn floating(i: &Node<Initializer>) -> bool {
    let mut v = Floating(false);
    lang_c::visit::Visit::visit_initializer(&mut v, &i.node, &i.span);
    v.0
}

/// Whether the integer constant expression `e` may convert a
/// floating-point value: it holds a floating constant or a call
/// (`HUGE_VAL`); a type name alone (`sizeof(double)`) does not count.
pub(super) fn floating_expression(e: &Node<Expression>) -> bool {
    struct Value(bool);
    impl<'ast> lang_c::visit::Visit<'ast> for Value {
        fn visit_constant(&mut self, c: &'ast Constant, _: &'ast lang_c::span::Span) {
            self.0 |= matches!(c, Constant::Float(_));
        }
        fn visit_call_expression(&mut self, _: &'ast CallExpression, _: &'ast lang_c::span::Span) {
            self.0 = true;
        }
    }
    let mut v = Value(false);
    lang_c::visit::Visit::visit_expression(&mut v, &e.node, &e.span);
    v.0
}

/// Whether the constant expression `e` has type `int` as C types it,
/// written so that Frama-C types it the same: no suffix and no value
/// above `INT_MAX` in a literal, no `sizeof`, `_Alignof` or `offsetof`,
/// casts to `int` only (what is under one does not matter). An identifier
/// is another enumerator, which this rule judges where it is defined.
pub(super) fn int_typed(e: &Expression) -> bool {
    use lang_c::ast::{BinaryOperator as B, UnaryOperator as U};
    match e {
        Expression::Constant(c) => match &c.node {
            Constant::Integer(i) => {
                let radix = match i.base {
                    IntegerBase::Decimal => 10,
                    IntegerBase::Octal => 8,
                    IntegerBase::Hexadecimal => 16,
                    IntegerBase::Binary => 2,
                };
                let suffix = &i.suffix;
                !suffix.unsigned
                    && !suffix.imaginary
                    && suffix.size == IntegerSize::Int
                    && u128::from_str_radix(&i.number, radix).is_ok_and(|v| v <= i32::MAX as u128)
            }
            Constant::Character(_) => true,
            Constant::Float(_) => false,
        },
        Expression::Identifier(_) => true,
        Expression::Cast(c) => {
            let t = &c.node.type_name.node;
            t.declarator.is_none()
                && t.specifiers.iter().all(|s| match &s.node {
                    SpecifierQualifier::TypeSpecifier(t) => {
                        matches!(t.node, TypeSpecifier::Int | TypeSpecifier::Signed)
                    }
                    SpecifierQualifier::TypeQualifier(_) => true,
                    _ => false,
                })
        }
        Expression::UnaryOperator(u) => match u.node.operator.node {
            U::Negate => true,
            U::Minus | U::Plus | U::Complement => int_typed(&u.node.operand.node),
            _ => false,
        },
        Expression::BinaryOperator(b) => match b.node.operator.node {
            B::Less
            | B::Greater
            | B::LessOrEqual
            | B::GreaterOrEqual
            | B::Equals
            | B::NotEquals
            | B::LogicalAnd
            | B::LogicalOr => true,
            B::ShiftLeft | B::ShiftRight => int_typed(&b.node.lhs.node),
            B::Multiply
            | B::Divide
            | B::Modulo
            | B::Plus
            | B::Minus
            | B::BitwiseAnd
            | B::BitwiseXor
            | B::BitwiseOr => int_typed(&b.node.lhs.node) && int_typed(&b.node.rhs.node),
            _ => false,
        },
        Expression::Conditional(c) => {
            int_typed(&c.node.then_expression.node) && int_typed(&c.node.else_expression.node)
        }
        Expression::Comma(es) => es.last().is_some_and(|l| int_typed(&l.node)),
        _ => false,
    }
}

fn is_float(t: &CType) -> bool {
    use super::types::Base;
    matches!(t, CType::Base(Base::Float | Base::Double | Base::LDouble))
}

/// Whether initializer `i` of an object of type `ty` may convert a
/// floating-point value to an integer. A brace list is followed element
/// by element and member by member; where it is not plain (designators,
/// braces elided) the whole list counts.
fn converts(types: &TypeEnv, ty: &CType, i: &Node<Initializer>) -> bool {
    let whole = || floating(i) && types.has_non_float(ty);
    let items = match &i.node {
        Initializer::Expression(_) => return !is_float(ty) && whole(),
        Initializer::List(items) => items,
    };
    if items.iter().any(|it| !it.node.designation.is_empty()) {
        return whole();
    }
    let members: Vec<CType> = match ty {
        CType::Array(e, _) => vec![(**e).clone(); items.len()],
        CType::Record(tag) => match types.record_order.get(tag) {
            Some(m) if m.len() >= items.len() => m.clone(),
            _ => return whole(),
        },
        // A scalar in braces.
        _ => vec![ty.clone(); items.len().min(1)],
    };
    if members.len() < items.len() {
        return whole();
    }
    items.iter().zip(&members).any(|(it, m)| {
        let elided = matches!(m, CType::Array(..) | CType::Record(_))
            && matches!(it.node.initializer.node, Initializer::Expression(_));
        if elided {
            floating(&it.node.initializer) && types.has_non_float(m)
        } else {
            converts(types, m, &it.node.initializer)
        }
    })
}

/// Records the offset of initializer `i` of a variable of static storage
/// duration of type `ty` when it may convert a floating-point value to an
/// integer.
pub(super) fn static_initializer(prog: &mut CProgram, ty: &CType, i: &Node<Initializer>) {
    if converts(&prog.types, ty, i) {
        prog.float_conversions.push(i.span.start);
    }
    // Every floating-point constant expression in it, which the build
    // computes and Frama-C folds (`arith::float_constant`).
    let (enums, found) = (&prog.enum_values, &mut prog.float_overflows);
    let enumerator = |n: &str| enums.contains_key(n);
    let mut steps = super::arith::FloatSteps {
        found,
        enumerator: &enumerator,
    };
    lang_c::visit::Visit::visit_initializer(&mut steps, &i.node, &i.span);
}

#[cfg(test)]
mod tests {
    use crate::cfront::collect::collect;

    /// The globals of `src` whose initializers may convert a float.
    fn flagged(src: &str) -> usize {
        let config = lang_c::driver::Config::with_gcc();
        let unit = lang_c::driver::parse_preprocessed(&config, src.to_string()).unwrap();
        collect(&unit.unit).float_conversions.len()
    }

    #[test]
    fn float_to_integer_conversions_are_found_member_by_member() {
        assert_eq!(flagged("int g = (int)1e10;"), 1);
        assert_eq!(flagged("int a[2] = {1, 2.5};"), 1);
        assert_eq!(flagged("double d = 1e10; double a[2] = {1, 2.5};"), 0);
        assert_eq!(flagged("struct s { int n; double m; } x = {0, 1.0};"), 0);
        assert_eq!(flagged("struct s { double m; int n; } x = {1.0, 3.5};"), 1);
        assert_eq!(
            flagged("struct s { int n; double m; } x = {.m = 1.0};"),
            1,
            "designators: the whole list"
        );
        assert_eq!(flagged("int f(void) { static int k = 1e10; return k; }"), 1);
        assert_eq!(
            flagged("int f(void) { int k = 1e10; return k; }"),
            0,
            "checked in the body"
        );
    }

    /// What the rules of hunt 25 find in a program: floating-point values
    /// in `case` labels and enumerators (a type name is not one), casts in
    /// file-scope initializers, variables with external linkage, calls
    /// under a range designator.
    #[test]
    fn constants_casts_and_linkage_at_file_scope_are_found() {
        let config = lang_c::driver::Config::with_gcc();
        let src = "enum { A = sizeof(double), B = (int)3e9 };\n\
                   int x; long *lp = &x; static long long *s = (long long *)&x;\n\
                   unsigned long u = (unsigned long)&x; extern char **environ;\n\
                   int f(int k) { switch (k) { case (int)2.5: return 1; case sizeof(float): return 2; }\n\
                   int w[4] = { [0 ... 3] = f(1) }; int z[4] = { [0 ... 3] = 7 }; return w[0] + z[0]; }";
        let unit = lang_c::driver::parse_preprocessed(&config, src.to_string()).unwrap();
        let prog = collect(&unit.unit);
        assert_eq!(prog.float_constant_exprs.len(), 2, "B and case (int)2.5");
        assert_eq!(prog.global_aliasing_casts.len(), 1);
        assert_eq!(prog.global_integer_addresses.len(), 1);
        let names: Vec<&str> = prog.external_objects.iter().map(|o| o.0.as_str()).collect();
        assert_eq!(names, ["x", "lp", "u"], "not static, not a mere extern");
        let f = prog.definition("f").and_then(|f| f.body.as_ref()).unwrap();
        assert_eq!(
            f.repeated_initializers.len(),
            1,
            "the call, not the constant"
        );
    }
}

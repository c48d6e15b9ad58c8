//! Expressions of a function body: names read, casts, comparisons and
//! arithmetic the C subset restricts, and the calls of named functions
//! with their context and argument types.

use super::Walker;
use crate::cfront::arith::float_constant_fits;
use crate::cfront::model::{Arg, CallSite, StmtKind};
use crate::cfront::types::{Base, CType};
use crate::cfront::typing::{constant_expression, is_pure, null_constant};
use lang_c::ast::*;
use lang_c::span::Node;

impl Walker<'_> {
    /// Walk an expression. `cond`: evaluated only conditionally. `top`: it is
    /// the whole expression of an expression statement.
    pub(super) fn expr(&mut self, e: &Node<Expression>, cond: bool, top: bool) {
        self.sites(e);
        self.row_pointer(e);
        let (enums, found) = (&self.prog.enum_values, &mut self.prog.float_overflows);
        crate::cfront::arith::overflowing_float_step(e, &|n| enums.contains_key(n), found);
        match &e.node {
            Expression::Identifier(id) => {
                let name = &id.node.name;
                if !self.is_local(name) && self.prog.is_function(name) {
                    self.body.fn_refs.push((name.clone(), e.span.start));
                }
            }
            Expression::Call(c) => self.call(e, c, cond, top),
            Expression::Member(m) => {
                self.grant(&m.node.expression);
                self.expr(&m.node.expression, cond, false)
            }
            Expression::UnaryOperator(u) => {
                if matches!(
                    u.node.operator.node,
                    UnaryOperator::PreIncrement
                        | UnaryOperator::PreDecrement
                        | UnaryOperator::PostIncrement
                        | UnaryOperator::PostDecrement
                ) {
                    let t = self.type_of(&u.node.operand.node);
                    self.record_size(t.target().unwrap_or(&CType::Unknown), e.span.start);
                }
                // `&s.a` is the address (recorded as a whole); `*s.a` is
                // `s.a[0]`.
                let operand = &u.node.operand;
                match u.node.operator.node {
                    UnaryOperator::Address => {
                        self.keep_row(operand);
                        self.grant(operand);
                        if let Some(name) = base_name(operand) {
                            self.body.address_taken.insert(name);
                        }
                    }
                    UnaryOperator::Indirection if matches!(operand.node, Expression::Member(_)) => {
                        self.grant(operand);
                    }
                    _ => {}
                }
                self.expr(operand, cond, false)
            }
            Expression::Cast(c) => self.cast(e, c, cond),
            Expression::BinaryOperator(b) => self.binary(e, b, cond),
            Expression::Conditional(c) => {
                self.expr(&c.node.condition, cond, false);
                self.expr(&c.node.then_expression, true, false);
                self.expr(&c.node.else_expression, true, false);
            }
            Expression::Comma(v) => {
                // A comma whose value is a constant, used: it hides the
                // constant from the compiler's warnings, whatever comes
                // before it, and Frama-C folds it (hunt 41: `(0, INT_MAX)
                // + 1`; hunt 42: `(z = 1, INT_MAX) + 1`).
                if !top && self.ends_constant(e) {
                    self.body.constant_commas.push(e.span.start);
                }
                v.iter().for_each(|x| self.expr(x, cond, false))
            }
            Expression::SizeOfTy(t) => {
                self.typeof_records(Self::type_name_specs(&t.node.0.node), e.span.start);
            }
            Expression::SizeOfVal(s) => {
                self.keep_row(&s.node.0);
                let t = self.type_of(&s.node.0.node);
                self.record_size(&t, e.span.start);
                self.grant(&s.node.0);
                self.expr(&s.node.0, true, false)
            }
            Expression::CompoundLiteral(c) => {
                // Hunt 139: `(struct W){ &s }`, as a brace list.
                let ty = self.prog.types.of_type_name(&c.node.type_name.node);
                let list = Initializer::List(c.node.initializer_list.clone());
                self.record_views_in(&ty, &list);
                for it in &c.node.initializer_list {
                    self.initializer(&it.node.initializer.node);
                }
            }
            Expression::Statement(s) => {
                // Likewise a statement expression (hunt 42: `({ z = 1;
                // INT_MAX; }) + 1`); glibc's `assert` ends with an `if`.
                if !top && self.ends_constant(e) {
                    self.body.constant_commas.push(e.span.start);
                }
                self.enter(s.span.end);
                self.stmt_exprs.push(self.targets.len());
                let last = match &s.node {
                    Statement::Compound(items) => items.last().and_then(|it| match &it.node {
                        BlockItem::Statement(st) => match &st.node {
                            Statement::Expression(Some(x)) => Some(x.span.start),
                            _ => None,
                        },
                        _ => None,
                    }),
                    _ => None,
                };
                let outer = std::mem::replace(&mut self.valued, last);
                self.stmt(s, false);
                self.valued = outer;
                self.stmt_exprs.pop();
                self.leave();
            }
            Expression::VaArg(v) => self.expr(&v.node.va_list, cond, false),
            Expression::GenericSelection(g) => self.expr(&g.node.expression, cond, false),
            _ => {}
        }
    }

    /// Whether the value of a comma operator or a statement expression is
    /// a constant expression: its last operand (or statement), through
    /// other such.
    fn ends_constant(&self, e: &Node<Expression>) -> bool {
        let enums = &self.prog.enum_values;
        match &e.node {
            Expression::Comma(v) => v.last().is_some_and(|x| self.ends_constant(x)),
            Expression::Statement(s) => match &s.node {
                Statement::Compound(items) => items.last().is_some_and(|it| {
                    matches!(&it.node, BlockItem::Statement(st)
                        if matches!(&st.node, Statement::Expression(Some(x)) if self.ends_constant(x)))
                }),
                _ => false,
            },
            x => constant_expression(x, &|n: &str| enums.contains_key(n)),
        }
    }

    /// A cast: between pointers whose targets may not alias (strict
    /// aliasing), from what vmfc cannot type, of an address to an integer
    /// or of an integer to an address (`rules::aliasing` rejects them in
    /// verified code).
    fn cast(&mut self, e: &Node<Expression>, c: &Node<CastExpression>, cond: bool) {
        self.typeof_records(Self::type_name_specs(&c.node.type_name.node), e.span.start);
        let defines = Self::type_name_specs(&c.node.type_name.node).any(|s| match s {
            TypeSpecifier::Struct(st) => st.node.declarations.is_some(),
            TypeSpecifier::Enum(en) => !en.node.enumerators.is_empty(),
            _ => false,
        });
        if defines {
            self.body.types_in_casts.push(e.span.start);
        }
        let to = self.prog.types.of_type_name(&c.node.type_name.node);
        let from = self.type_of(&c.node.expression.node);
        let inner = &c.node.expression.node;
        // An enumerated type holds at least `int`'s values (hunt 41:
        // `(enum E)4294967296.0`).
        let integer = match &to {
            CType::Base(t) if t.limits().is_some() => Some(*t),
            CType::Enum => Some(Base::Int),
            _ => None,
        };
        if let Some(t) = integer {
            let enums = &self.prog.enum_values;
            if !float_constant_fits(&c.node.expression, t, enums) {
                self.body.float_constant_casts.push(e.span.start);
            }
        }
        // A cast that breaks strict aliasing is that rule's error alone.
        let untyped = from == CType::Unknown
            && matches!(&to, CType::Pointer(t) if !(t.may_alias(&CType::Base(Base::Long)) && t.may_alias(&CType::Base(Base::Double))));
        if !untyped
            && !matches!((&to, from.target()), (CType::Pointer(t), Some(f)) if !t.may_alias(f))
        {
            self.record_view(inner, &to, e.span.start);
        }
        match (&to, from.target()) {
            (CType::Pointer(t), Some(f)) if !t.may_alias(f) => {
                let d = (e.span.start, f.describe(), t.describe());
                self.body.aliasing_casts.push(d);
            }
            // From what vmfc cannot type, only to a pointer that
            // may alias anything.
            (CType::Pointer(t), None)
                if from == CType::Unknown
                    && !null_constant(inner)
                    && !(t.may_alias(&CType::Base(Base::Long))
                        && t.may_alias(&CType::Base(Base::Double))) =>
            {
                let d = (
                    e.span.start,
                    "an untyped expression".to_string(),
                    t.describe(),
                );
                self.body.aliasing_casts.push(d);
            }
            // An address made from an integer (not a null pointer constant).
            (CType::Pointer(_), None)
                if matches!(from, CType::Base(_) | CType::Enum) && !null_constant(inner) =>
            {
                self.body.integer_pointers.push(e.span.start);
            }
            (CType::Base(b), Some(_)) if *b != Base::Bool => {
                self.body.integer_addresses.push(e.span.start);
            }
            (CType::Enum, Some(_)) => {
                self.body.integer_addresses.push(e.span.start);
            }
            _ => {}
        }
        self.expr(&c.node.expression, cond, false)
    }

    /// A binary operator: pointer arithmetic (and indexing, but `p[0]`)
    /// records the size of the target; `&&` and `||` evaluate their right
    /// operand conditionally.
    fn binary(&mut self, e: &Node<Expression>, b: &Node<BinaryOperatorExpression>, cond: bool) {
        if b.node.operator.node == BinaryOperator::Assign {
            let to = self.type_of(&b.node.lhs.node);
            self.record_view(&b.node.rhs.node, &to, b.node.rhs.span.start);
        }
        let lazy = matches!(
            b.node.operator.node,
            BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr
        );
        let steps = match b.node.operator.node {
            BinaryOperator::Plus
            | BinaryOperator::Minus
            | BinaryOperator::AssignPlus
            | BinaryOperator::AssignMinus => true,
            // `p[0]` is `*p`.
            BinaryOperator::Index => !matches!(
                &b.node.rhs.node,
                Expression::Constant(c) if matches!(&c.node, Constant::Integer(i) if i.number.as_ref() == "0")
            ),
            _ => false,
        };
        if steps {
            for side in [&b.node.lhs, &b.node.rhs] {
                let t = self.type_of(&side.node);
                if let CType::Pointer(target) = t {
                    self.record_size(&target, e.span.start);
                }
            }
        }
        let difference = b.node.operator.node == BinaryOperator::Minus;
        if difference
            || matches!(
                b.node.operator.node,
                BinaryOperator::Equals
                    | BinaryOperator::NotEquals
                    | BinaryOperator::Less
                    | BinaryOperator::LessOrEqual
                    | BinaryOperator::Greater
                    | BinaryOperator::GreaterOrEqual
            )
        {
            // What vmfc cannot type (a statement expression, a call through
            // a pointer) may be a pointer.
            let pointer = |w: &mut Self, x: &Expression| {
                let t = w.type_of(x);
                t.is_pointer_like() || t == CType::Unknown
            };
            if pointer(self, &b.node.lhs.node)
                && pointer(self, &b.node.rhs.node)
                && !null_constant(&b.node.lhs.node)
                && !null_constant(&b.node.rhs.node)
            {
                let list = if difference {
                    &mut self.body.pointer_differences
                } else {
                    &mut self.body.pointer_comparisons
                };
                list.push(b.node.operator.span.start);
            }
        }
        self.remainder(b);
        if b.node.operator.node == BinaryOperator::Index {
            self.grant(&b.node.lhs);
            self.keep_row(&b.node.lhs);
        }
        self.expr(&b.node.lhs, cond, false);
        self.expr(&b.node.rhs, cond || lazy, false);
    }

    fn call(&mut self, e: &Node<Expression>, c: &Node<CallExpression>, cond: bool, top: bool) {
        // MPI's buffers inside members are bounded by `calls::args`.
        if let Expression::Identifier(id) = &c.node.callee.node {
            if crate::mpi::is_mpi_routine_name(&id.node.name) {
                c.node.arguments.iter().for_each(|a| self.grant_argument(a));
            }
        }
        for a in &c.node.arguments {
            self.expr(a, cond, false);
        }
        let Expression::Identifier(id) = &c.node.callee.node else {
            self.body.indirect_calls.push(e.span.start);
            self.expr(&c.node.callee, cond, false);
            return;
        };
        let name = &id.node.name;
        if self.is_local(name) || self.prog.globals.contains_key(name) {
            // A call through a function pointer.
            self.body.indirect_calls.push(e.span.start);
            return;
        }
        // A structure passed where the callee views memory otherwise (MPI
        // routines' buffers have their own rule, `calls::args`).
        if !crate::mpi::is_mpi_routine_name(name) {
            let params: Vec<CType> = (self.prog.declaration(name).into_iter())
                .flat_map(|f| f.params.iter().map(|(_, t)| t.clone()))
                .collect();
            // Past the parameters (a declaration without a prototype,
            // hunt 139: `void g();` then `g(&s)` with `g(char *p)`
            // defined after; a variadic function), as for `void *`.
            let untyped = CType::Pointer(Box::new(CType::Void));
            for (k, a) in c.node.arguments.iter().enumerate() {
                let p = params.get(k).unwrap_or(&untyped);
                self.record_view(&a.node, p, a.span.start);
            }
        }
        let Some(frame) = self.frames.last().copied() else {
            return;
        };
        let args = c
            .node
            .arguments
            .iter()
            .map(|a| Arg {
                pp_span: (a.span.start, a.span.end),
                pure: is_pure(&a.node),
                exact: self.acsl_exact(&a.node),
                ty: self.type_of(&a.node),
                member: self.member_address(&a.node),
            })
            .collect();
        let stmt = match frame.kind {
            StmtKind::Expr { whole } => StmtKind::Expr {
                whole: whole && top,
            },
            k => k,
        };
        self.body.calls.push(CallSite {
            callee: id.node.name.clone(),
            pp_callee: c.node.callee.span.start,
            pp_span: (e.span.start, e.span.end),
            args,
            stmt,
            pp_stmt: frame.span,
            stmt_is_substatement: frame.is_sub,
            conditional: cond,
            stmt_has_other_calls: false,
            effect_free: false,
        });
    }
}

/// The variable an lvalue designates part of (`x` of `x`, `x.a[i]`,
/// `x->a`: the pointer whose target it is).
fn base_name(mut e: &Node<Expression>) -> Option<String> {
    loop {
        e = match &e.node {
            Expression::Identifier(i) => return Some(i.node.name.clone()),
            Expression::Member(m) => &m.node.expression,
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                &b.node.lhs
            }
            Expression::Cast(c) => &c.node.expression,
            _ => return None,
        };
    }
}

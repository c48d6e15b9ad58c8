//! The walk of one function body: its statements and expressions, the
//! calls of named functions with their statement context and argument
//! types, jumps with their targets, and the locals in scope.

use super::model::CProgram;
use super::model::{Arg, Body, CallSite, Jump, JumpKind, StmtKind};
use super::sequencing::{Name, Sequencing};
use super::types::CType;
use super::typing::{effect_free_statement, is_pure, pure_except_call};
use lang_c::ast::*;
use lang_c::span::Node;
use std::collections::{HashMap, HashSet};

mod decl;
use decl::Enumerators;

#[derive(Clone, Copy)]
struct Frame {
    kind: StmtKind,
    span: (usize, usize),
    is_sub: bool,
}

pub(super) struct Walker<'p> {
    pub(super) prog: &'p mut CProgram,
    scopes: Vec<HashMap<String, CType>>,
    body: Body,
    frames: Vec<Frame>,
    /// Enclosing loops and switches: (start offset, is_loop).
    targets: Vec<(usize, bool)>,
    /// Locals whose address the body takes.
    addressed: HashSet<String>,
    /// Block-scope `extern` and `static` variables: memory that other
    /// functions (or other calls of this one) may change.
    shared: HashSet<String>,
}

/// Walk the body `statement` of a function with parameters `params`.
pub(super) fn walk_body(
    prog: &mut CProgram,
    params: &[(String, CType)],
    statement: &Node<Statement>,
) -> Body {
    let mut w = Walker {
        prog,
        scopes: vec![params.iter().cloned().collect()],
        body: Body {
            pp_open: statement.span.start,
            pp_close: statement.span.end.saturating_sub(1),
            ..Body::default()
        },
        frames: Vec::new(),
        targets: Vec::new(),
        addressed: HashSet::new(),
        shared: HashSet::new(),
    };
    w.body.locals.extend(params.iter().map(|(n, _)| n.clone()));
    w.stmt(statement, false);
    // Enumeration constants declared anywhere in the body (a declaration,
    // a cast, `sizeof`, a member's type) are names of its scopes too.
    lang_c::visit::Visit::visit_statement(
        &mut Enumerators(&mut w.body.declared),
        &statement.node,
        &statement.span,
    );
    // A local whose address is taken is memory a call may change.
    let addressed = std::mem::take(&mut w.addressed);
    w.body.unsequenced.retain_mut(|u| {
        let aliased = u.other_locals.iter().any(|l| addressed.contains(l));
        u.other_mem |= aliased;
        u.other_write |= aliased;
        u.other_mem || !u.other_calls.is_empty()
    });
    w.body
}

impl Walker<'_> {
    fn with_frame(
        &mut self,
        kind: StmtKind,
        span: (usize, usize),
        is_sub: bool,
        f: impl FnOnce(&mut Self),
    ) {
        self.frames.push(Frame { kind, span, is_sub });
        f(self);
        self.frames.pop();
    }

    fn span(n: &lang_c::span::Span) -> (usize, usize) {
        (n.start, n.end)
    }

    /// What `name` denotes here (`sequencing`).
    fn name_kind(&self, name: &str) -> Name {
        let array = |t: &CType| matches!(t, CType::Array(_));
        let pointer = |t: &CType| matches!(t, CType::Pointer(_) | CType::Unknown);
        if let Some(t) = self.lookup(name).filter(|_| !self.shared.contains(name)) {
            Name::Local {
                array: array(&t),
                pointer: pointer(&t),
            }
        } else if let Some(t) = self
            .prog
            .globals
            .get(name)
            .map(|g| g.ty.clone())
            .or_else(|| self.lookup(name))
        {
            Name::Global {
                array: array(&t),
                pointer: pointer(&t),
            }
        } else {
            Name::Other
        }
    }

    /// Record the calls of one full expression (or initializer) that C
    /// lets the compiler evaluate in another order than Frama-C.
    fn sequence(&mut self, run: impl FnOnce(&mut Sequencing)) {
        let (found, writes, addressed) = {
            let name = |n: &str| self.name_kind(n);
            let mut s = Sequencing::new(&name);
            run(&mut s);
            (s.found, s.writes, s.addressed)
        };
        self.body.unsequenced.extend(found);
        self.body.unsequenced_writes.extend(writes);
        self.addressed.extend(addressed);
    }

    fn stmt(&mut self, s: &Node<Statement>, is_sub: bool) {
        let span = Self::span(&s.span);
        match &s.node {
            Statement::Compound(items) => {
                self.scopes.push(HashMap::new());
                for item in items {
                    match &item.node {
                        BlockItem::Declaration(d) => self.declaration(d, StmtKind::Decl, false),
                        BlockItem::Statement(st) => self.stmt(st, false),
                        BlockItem::StaticAssert(_) => {}
                    }
                }
                self.scopes.pop();
            }
            Statement::Expression(Some(e)) => {
                let whole = matches!(e.node, Expression::Call(_));
                let first = self.body.calls.len();
                self.with_frame(StmtKind::Expr { whole }, span, is_sub, |w| {
                    w.expr(e, false, true)
                });
                self.sequence(|s| s.full_expression(e));
                self.mark_effect_free(first, span, |c| effect_free_statement(e, c));
            }
            Statement::Expression(None) | Statement::Asm(_) => {}
            Statement::Labeled(l) => {
                if let Label::Case(e) = &l.node.label.node {
                    self.expr(e, true, false);
                }
                self.stmt(&l.node.statement, true);
            }
            Statement::If(i) => {
                let first = self.body.calls.len();
                self.with_frame(StmtKind::IfCond, span, is_sub, |w| {
                    w.expr(&i.node.condition, false, false)
                });
                self.sequence(|s| s.full_expression(&i.node.condition));
                self.mark_effect_free(first, span, |c| pure_except_call(&i.node.condition, c));
                self.stmt(&i.node.then_statement, true);
                if let Some(e) = &i.node.else_statement {
                    self.stmt(e, true);
                }
            }
            Statement::Switch(sw) => {
                let first = self.body.calls.len();
                self.with_frame(StmtKind::SwitchCond, span, is_sub, |w| {
                    w.expr(&sw.node.expression, false, false)
                });
                self.sequence(|s| s.full_expression(&sw.node.expression));
                self.mark_effect_free(first, span, |c| pure_except_call(&sw.node.expression, c));
                self.targets.push((span.0, false));
                self.stmt(&sw.node.statement, true);
                self.targets.pop();
            }
            Statement::While(_) | Statement::DoWhile(_) | Statement::For(_) => {
                self.loop_stmt(&s.node, span, is_sub)
            }
            Statement::Goto(_) => self.jump(JumpKind::Goto, span.0, None),
            Statement::Continue => {
                let t = self.targets.iter().rev().find(|t| t.1).map(|t| t.0);
                self.jump(JumpKind::Continue, span.0, t);
            }
            Statement::Break => {
                let t = self.targets.last().map(|t| t.0);
                self.jump(JumpKind::Break, span.0, t);
            }
            Statement::Return(e) => {
                self.jump(JumpKind::Return, span.0, None);
                if let Some(e) = e {
                    let first = self.body.calls.len();
                    self.with_frame(StmtKind::Return, span, is_sub, |w| w.expr(e, false, false));
                    self.sequence(|s| s.full_expression(e));
                    self.mark_effect_free(first, span, |c| pure_except_call(e, c));
                }
            }
        }
    }

    /// A loop: its header (a frame of its own), and its body as a target of
    /// `break` and `continue`.
    fn loop_stmt(&mut self, s: &Statement, span: (usize, usize), is_sub: bool) {
        match s {
            Statement::While(wh) => {
                self.with_frame(StmtKind::LoopHeader, span, is_sub, |w| {
                    w.expr(&wh.node.expression, false, false)
                });
                self.sequence(|s| s.full_expression(&wh.node.expression));
                self.targets.push((span.0, true));
                self.stmt(&wh.node.statement, true);
                self.targets.pop();
            }
            Statement::DoWhile(dw) => {
                self.targets.push((span.0, true));
                self.stmt(&dw.node.statement, true);
                self.targets.pop();
                self.with_frame(StmtKind::LoopHeader, span, is_sub, |w| {
                    w.expr(&dw.node.expression, false, false)
                });
                self.sequence(|s| s.full_expression(&dw.node.expression));
            }
            Statement::For(f) => {
                self.scopes.push(HashMap::new());
                self.with_frame(StmtKind::LoopHeader, span, is_sub, |w| {
                    match &f.node.initializer.node {
                        ForInitializer::Expression(e) => w.expr(e, false, false),
                        ForInitializer::Declaration(d) => {
                            w.declaration(d, StmtKind::LoopHeader, is_sub)
                        }
                        _ => {}
                    }
                    if let Some(c) = &f.node.condition {
                        w.expr(c, false, false);
                    }
                    if let Some(st) = &f.node.step {
                        w.expr(st, false, false);
                    }
                });
                if let ForInitializer::Expression(e) = &f.node.initializer.node {
                    self.sequence(|s| s.full_expression(e));
                }
                for e in f.node.condition.iter().chain(&f.node.step) {
                    self.sequence(|s| s.full_expression(e));
                }
                self.targets.push((span.0, true));
                self.stmt(&f.node.statement, true);
                self.targets.pop();
                self.scopes.pop();
            }
            _ => {}
        }
    }

    fn jump(&mut self, kind: JumpKind, pp_at: usize, pp_target: Option<usize>) {
        self.body.jumps.push(Jump {
            kind,
            pp_at,
            pp_target,
        });
    }

    /// The records named through `typeof(expression)` in type specifiers
    /// (`__typeof__(*stdout)`): their size is used through an expression.
    fn typeof_records<'s>(&mut self, specs: impl Iterator<Item = &'s TypeSpecifier>, at: usize) {
        for t in specs {
            if let TypeSpecifier::TypeOf(o) = t {
                if let TypeOf::Expression(e) = &o.node {
                    let ty = self.type_of(&e.node);
                    self.record_size(&ty, at);
                }
            }
        }
    }

    /// The type specifiers of a type name.
    fn type_name_specs(t: &TypeName) -> impl Iterator<Item = &TypeSpecifier> {
        t.specifiers.iter().filter_map(|s| match &s.node {
            SpecifierQualifier::TypeSpecifier(t) => Some(&t.node),
            _ => None,
        })
    }

    /// Note a use of the size of a record (or of an array of them).
    fn record_size(&mut self, t: &CType, at: usize) {
        let mut t = t;
        while let CType::Array(e) = t {
            t = e;
        }
        if let CType::Record(tag) = t {
            self.body.record_sizes.push((tag.clone(), at));
        }
    }

    pub(super) fn lookup(&self, name: &str) -> Option<CType> {
        self.scopes.iter().rev().find_map(|s| s.get(name).cloned())
    }

    fn is_local(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains_key(name))
    }

    /// Walk an expression. `cond`: evaluated only conditionally. `top`: it is
    /// the whole expression of an expression statement.
    fn expr(&mut self, e: &Node<Expression>, cond: bool, top: bool) {
        match &e.node {
            Expression::Identifier(id) => {
                let name = &id.node.name;
                if !self.is_local(name) && self.prog.is_function(name) {
                    self.body.fn_refs.push((name.clone(), e.span.start));
                }
            }
            Expression::Call(c) => self.call(e, c, cond, top),
            Expression::Member(m) => self.expr(&m.node.expression, cond, false),
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
                self.expr(&u.node.operand, cond, false)
            }
            Expression::Cast(c) => {
                self.typeof_records(Self::type_name_specs(&c.node.type_name.node), e.span.start);
                self.expr(&c.node.expression, cond, false)
            }
            Expression::BinaryOperator(b) => {
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
                self.expr(&b.node.lhs, cond, false);
                self.expr(&b.node.rhs, cond || lazy, false);
            }
            Expression::Conditional(c) => {
                self.expr(&c.node.condition, cond, false);
                self.expr(&c.node.then_expression, true, false);
                self.expr(&c.node.else_expression, true, false);
            }
            Expression::Comma(v) => v.iter().for_each(|x| self.expr(x, cond, false)),
            Expression::SizeOfTy(t) => {
                self.typeof_records(Self::type_name_specs(&t.node.0.node), e.span.start);
            }
            Expression::SizeOfVal(s) => {
                let t = self.type_of(&s.node.0.node);
                self.record_size(&t, e.span.start);
                self.expr(&s.node.0, true, false)
            }
            Expression::CompoundLiteral(c) => {
                for it in &c.node.initializer_list {
                    self.initializer(&it.node.initializer.node);
                }
            }
            Expression::Statement(s) => {
                self.scopes.push(HashMap::new());
                self.stmt(s, false);
                self.scopes.pop();
            }
            Expression::VaArg(v) => self.expr(&v.node.va_list, cond, false),
            Expression::GenericSelection(g) => self.expr(&g.node.expression, cond, false),
            _ => {}
        }
    }

    fn call(&mut self, e: &Node<Expression>, c: &Node<CallExpression>, cond: bool, top: bool) {
        for a in &c.node.arguments {
            self.expr(a, cond, false);
        }
        let Expression::Identifier(id) = &c.node.callee.node else {
            self.expr(&c.node.callee, cond, false);
            return;
        };
        if self.is_local(&id.node.name) {
            return; // a call through a local function pointer
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
                ty: self.type_of(&a.node),
            })
            .collect();
        let stmt = match frame.kind {
            StmtKind::Expr { .. } => StmtKind::Expr { whole: top },
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

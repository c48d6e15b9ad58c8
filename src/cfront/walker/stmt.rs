//! Statements of a function body: their kinds and frames (what encloses
//! each call), loops and jumps with their targets.

use super::jumps::Target;
use super::Walker;
use crate::cfront::model::{Guard, GuardKind, Jump, JumpKind, StmtKind};
use crate::cfront::typing::{effect_free_statement, pure_except_call};
use lang_c::ast::*;
use lang_c::span::Node;

impl Walker<'_> {
    pub(super) fn stmt(&mut self, s: &Node<Statement>, is_sub: bool) {
        let span = Self::span(&s.span);
        match &s.node {
            Statement::Compound(items) => {
                self.enter(span.1);
                for item in items {
                    match &item.node {
                        BlockItem::Declaration(d) => self.declaration(d, StmtKind::Decl, false),
                        BlockItem::Statement(st) => self.stmt(st, false),
                        BlockItem::StaticAssert(_) => {}
                    }
                }
                self.leave();
            }
            Statement::Expression(Some(e)) => {
                // The last statement of a statement expression gives
                // its value (hunt 83: `int r = ({ MPI_Send(...); });`).
                let whole =
                    matches!(e.node, Expression::Call(_)) && self.valued != Some(e.span.start);
                let first = self.body.calls.len();
                self.with_frame(StmtKind::Expr { whole }, span, is_sub, |w| {
                    w.expr(e, false, true)
                });
                self.sequence(|s| s.full_expression(e));
                self.mark_effect_free(first, span, |c| effect_free_statement(e, c));
            }
            Statement::Expression(None) | Statement::Asm(_) => {}
            Statement::Labeled(l) => {
                let target = match &l.node.label.node {
                    Label::Identifier(name) => Some(Target::Label(name.node.name.clone())),
                    _ => {
                        // A loop between the label and its switch: the
                        // switch jumps into the loop's body.
                        let k = self.targets.iter().rposition(|t| !t.1);
                        if k.is_some_and(|k| self.targets[k + 1..].iter().any(|t| t.1)) {
                            self.body.loop_entries.push(span.0);
                        }
                        k.map(|k| Target::Switch(self.targets[k].0))
                    }
                };
                self.entries.labels.extend(target.map(|t| (t, span.0)));
                if let Label::Case(e) = &l.node.label.node {
                    if crate::cfront::initializers::floating_expression(e) {
                        self.prog.float_constant_exprs.push(e.span.start);
                    }
                    self.expr(e, true, false);
                }
                self.stmt(&l.node.statement, true);
            }
            Statement::If(i) => {
                self.full_expression(StmtKind::IfCond, &i.node.condition, span, is_sub);
                let cond = &i.node.condition.span;
                self.ifs.push((span.0, Self::span(cond), span.1));
                self.guard(span.0, GuardKind::Then, cond, &i.node.then_statement.span);
                self.stmt(&i.node.then_statement, true);
                if let Some(e) = &i.node.else_statement {
                    self.guard(span.0, GuardKind::Else, cond, &e.span);
                    self.stmt(e, true);
                }
                self.ifs.pop();
            }
            Statement::Switch(sw) => {
                self.full_expression(StmtKind::SwitchCond, &sw.node.expression, span, is_sub);
                self.guard(
                    span.0,
                    GuardKind::Switch,
                    &sw.node.expression.span,
                    &sw.node.statement.span,
                );
                self.targets.push((span.0, false, span.1));
                self.entries.jumps.push((Target::Switch(span.0), span.0));
                self.stmt(&sw.node.statement, true);
                self.targets.pop();
            }
            Statement::While(_) | Statement::DoWhile(_) | Statement::For(_) => {
                self.loop_stmt(&s.node, span, is_sub)
            }
            Statement::Goto(name) => {
                let target = Target::Label(name.node.name.clone());
                self.entries.jumps.push((target, span.0));
                self.jump(JumpKind::Goto, span.0, None)
            }
            Statement::Continue => {
                let k = self.targets.iter().rposition(|t| t.1);
                self.escapes(k, span.0);
                self.exit_guard(k, GuardKind::Continue);
                self.jump(JumpKind::Continue, span.0, k.map(|k| self.targets[k].0));
            }
            Statement::Break => {
                let k = self.targets.len().checked_sub(1);
                self.escapes(k, span.0);
                self.exit_guard(k, GuardKind::Break);
                let t = self.targets.last().map(|t| t.0);
                self.jump(JumpKind::Break, span.0, t);
            }
            Statement::Return(e) => {
                self.jump(JumpKind::Return, span.0, None);
                if let Some(e) = e {
                    if let Some(ret) = self.ret.clone() {
                        self.record_view(&e.node, &ret, e.span.start);
                    }
                    self.full_expression(StmtKind::Return, e, span, is_sub);
                }
            }
        }
    }

    /// A controlling or returned expression evaluated once, in a frame of
    /// its own: its calls, their sequencing, and whether they are all it does.
    fn full_expression(
        &mut self,
        kind: StmtKind,
        e: &Node<Expression>,
        span: (usize, usize),
        is_sub: bool,
    ) {
        let first = self.body.calls.len();
        self.with_frame(kind, span, is_sub, |w| w.expr(e, false, false));
        self.sequence(|s| s.full_expression(e));
        self.mark_effect_free(first, span, |c| pure_except_call(e, c));
    }

    /// A loop: its header (a frame of its own), and its body as a target of
    /// `break` and `continue`.
    fn loop_stmt(&mut self, s: &Statement, span: (usize, usize), is_sub: bool) {
        self.body.loops.push(span);
        match s {
            Statement::While(wh) => {
                self.with_frame(StmtKind::LoopHeader, span, is_sub, |w| {
                    w.expr(&wh.node.expression, false, false)
                });
                self.sequence(|s| s.full_expression(&wh.node.expression));
                self.guard(
                    span.0,
                    GuardKind::Loop,
                    &wh.node.expression.span,
                    &wh.node.statement.span,
                );
                self.targets.push((span.0, true, span.1));
                self.stmt(&wh.node.statement, true);
                self.targets.pop();
            }
            Statement::DoWhile(dw) => {
                self.guard(
                    span.0,
                    GuardKind::Loop,
                    &dw.node.expression.span,
                    &dw.node.statement.span,
                );
                self.targets.push((span.0, true, span.1));
                self.stmt(&dw.node.statement, true);
                self.targets.pop();
                self.with_frame(StmtKind::LoopHeader, span, is_sub, |w| {
                    w.expr(&dw.node.expression, false, false)
                });
                self.sequence(|s| s.full_expression(&dw.node.expression));
            }
            Statement::For(f) => {
                self.body
                    .counted
                    .extend(super::counted::counted(&f.node, span));
                self.enter(span.1);
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
                if let Some(c) = &f.node.condition {
                    self.guard(span.0, GuardKind::Loop, &c.span, &f.node.statement.span);
                }
                self.targets.push((span.0, true, span.1));
                self.stmt(&f.node.statement, true);
                self.targets.pop();
                self.leave();
            }
            _ => {}
        }
    }

    /// A `break` or `continue` (`kind`) whose target is `targets[k]`,
    /// under an `if` inside that target: what follows the `if` in the
    /// target, and for a `break` out of a loop the whole body, runs as the
    /// condition lets it (hunt 89: a reduction in a loop that `if (local
    /// == 0) break;` leaves was reported with the loop's condition alone).
    fn exit_guard(&mut self, k: Option<usize>, kind: GuardKind) {
        let (Some(k), Some(&(start, cond, end))) = (k, self.ifs.last()) else {
            return;
        };
        let (target_start, is_loop, target_end) = self.targets[k];
        // A `break` leaves a loop's later iterations too: the whole body.
        let from = if kind == GuardKind::Break && is_loop {
            target_start
        } else {
            end
        };
        if start > target_start {
            self.body.guards.push(Guard {
                kind,
                pp_stmt: start,
                pp_cond: cond,
                pp_scope: (from, target_end),
            });
        }
    }

    fn guard(
        &mut self,
        pp_stmt: usize,
        kind: GuardKind,
        cond: &lang_c::span::Span,
        scope: &lang_c::span::Span,
    ) {
        self.body.guards.push(Guard {
            kind,
            pp_stmt,
            pp_cond: Self::span(cond),
            pp_scope: Self::span(scope),
        });
    }

    /// A `break` or `continue` at `pp_at` whose target is `targets[k]`
    /// (`None`: no target) that leaves the innermost statement expression
    /// (hunt 70): GCC reads a loop's header before it opens the loop's
    /// targets, so `while (({ if (c) break; i < 5; }))` leaves the loop
    /// around it, while Frama-C lowers the condition into the loop's body,
    /// which the `break` then leaves.
    fn escapes(&mut self, k: Option<usize>, pp_at: usize) {
        if let Some(&open) = self.stmt_exprs.last() {
            if k.is_none_or(|k| k < open) {
                self.body.escaping_jumps.push(pp_at);
            }
        }
    }

    fn jump(&mut self, kind: JumpKind, pp_at: usize, pp_target: Option<usize>) {
        self.body.jumps.push(Jump {
            kind,
            pp_at,
            pp_target,
        });
    }
}

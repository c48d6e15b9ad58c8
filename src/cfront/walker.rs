//! The walk of one function body: its statements and expressions, the
//! calls of named functions with their statement context and argument
//! types, jumps with their targets, and the locals in scope.

use super::model::CProgram;
use super::model::{Body, StmtKind};
use super::sequencing::{Name, Sequencing};
use super::types::CType;
use lang_c::ast::*;
use lang_c::span::Node;
use std::collections::{HashMap, HashSet};

mod counted;
mod decl;
pub(super) use decl::variable_lengths;
mod expr;
mod jumps;
pub(super) mod literals;
mod members;
mod stmt;
#[cfg(test)]
mod tests;
mod views;
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
    pub(super) body: Body,
    /// Walking the initializer of a variable of static storage.
    pub(super) constant_init: bool,
    frames: Vec<Frame>,
    /// Enclosing loops and switches: (start offset, is_loop, end offset).
    targets: Vec<(usize, bool, usize)>,
    /// Enclosing `if`s: (start, condition, end), for the `break`s and
    /// `continue`s under them.
    ifs: Vec<(usize, (usize, usize), usize)>,
    /// For each enclosing statement expression, how many `targets` were
    /// open at it.
    stmt_exprs: Vec<usize>,
    /// The expression statement whose value the innermost statement
    /// expression yields (its last; its offset): a call there is not a
    /// whole statement, its result is used.
    valued: Option<usize>,
    /// Locals whose address the body takes.
    addressed: HashSet<String>,
    /// Writes that conflict if one of the locals' address is taken
    /// (`Sequencing::if_addressed`).
    if_addressed: Vec<(usize, Vec<String>)>,
    /// Block-scope `extern` and `static` variables: memory that other
    /// functions (or other calls of this one) may change.
    shared: HashSet<String>,
    /// The enumeration constants declared anywhere in the body.
    enumerators: HashSet<String>,
    /// Where each of `scopes` ends.
    scope_ends: Vec<usize>,
    /// Initialized `_Bool` objects, labels and jumps.
    entries: jumps::Entries,
    /// Expressions whose context allows what `members` and `literals`
    /// otherwise record (an array member indexed, a literal initializing
    /// an array, an MPI routine's argument): their spans.
    granted: HashSet<(usize, usize)>,
    /// Expressions where a row of an array of arrays stays an array (the
    /// array of an index, the operand of `&` or `sizeof`): their spans.
    rows_kept: HashSet<(usize, usize)>,
    /// The return type of the function walked.
    ret: Option<CType>,
}

/// Walk the body `statement` of a function with parameters `params`.
pub(super) fn walk_body(
    prog: &mut CProgram,
    params: &[(String, CType)],
    statement: &Node<Statement>,
) -> Body {
    let body = Body {
        pp_open: statement.span.start,
        pp_close: statement.span.end.saturating_sub(1),
        ..Body::default()
    };
    let mut w = Walker::new(prog, params.iter().cloned().collect(), body);
    w.scope_ends = vec![statement.span.end];
    let mut declared = Vec::new();
    lang_c::visit::Visit::visit_statement(
        &mut Enumerators(&mut declared),
        &statement.node,
        &statement.span,
    );
    w.enumerators = declared.into_iter().map(|(n, _)| n).collect();
    w.body.locals.extend(params.iter().map(|(n, _)| n.clone()));
    // `function_definition` registers the function before its body.
    w.ret = w.prog.functions.last().map(|f| f.ret.clone());
    w.stmt(statement, false);
    w.body.variable_lengths = decl::variable_lengths(&w.prog.enum_values, |v| {
        v.visit_statement(&statement.node, &statement.span)
    });
    w.body.bools_jumped_over = w.entries.past_initializers();
    w.body.backward_gotos = w.entries.backward();
    // Enumeration constants declared anywhere in the body (a declaration,
    // a cast, `sizeof`, a member's type) are names of its scopes too.
    lang_c::visit::Visit::visit_statement(
        &mut Enumerators(&mut w.body.declared),
        &statement.node,
        &statement.span,
    );
    // A local whose address is taken is memory a call may change, and a
    // write through a pointer may reach.
    let addressed = std::mem::take(&mut w.addressed);
    for (at, locals) in std::mem::take(&mut w.if_addressed) {
        if locals.iter().any(|l| addressed.contains(l)) {
            w.body.unsequenced_writes.push(at);
        }
    }
    w.body.unsequenced.retain_mut(|u| {
        // A statement expression (the one call without a callee vmfc
        // accepts: calls through pointers are errors) may read and write
        // locals itself (hunt 41: `k * 10 + ({ k++; 0; })`).
        let aliased = u.other_locals.iter().any(|l| addressed.contains(l))
            || (u.call.callee.is_none() && !u.other_locals.is_empty());
        u.other_mem |= aliased;
        u.other_write |= aliased;
        u.other_mem || !u.other_calls.is_empty()
    });
    w.body
}

/// Walk the initializer of a file-scope variable of type `ty` (for its
/// casts and literals).
pub(super) fn walk_initializer(prog: &mut CProgram, ty: &CType, init: &Node<Initializer>) -> Body {
    let mut w = Walker::new(prog, HashMap::new(), Body::default());
    w.granted.extend(literals::array_initializer(ty, init));
    w.constant_init = true;
    w.initializer(&init.node);
    w.body
}

impl<'p> Walker<'p> {
    /// A walker filling `body`, with `scope` as its outermost scope.
    fn new(prog: &'p mut CProgram, scope: HashMap<String, CType>, body: Body) -> Self {
        Walker {
            prog,
            scopes: vec![scope],
            body,
            constant_init: false,
            frames: Vec::new(),
            targets: Vec::new(),
            ifs: Vec::new(),
            stmt_exprs: Vec::new(),
            valued: None,
            addressed: HashSet::new(),
            if_addressed: Vec::new(),
            shared: HashSet::new(),
            enumerators: HashSet::new(),
            scope_ends: vec![usize::MAX],
            entries: jumps::Entries::default(),
            granted: HashSet::new(),
            rows_kept: HashSet::new(),
            ret: None,
        }
    }

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

    /// Enter a scope that ends at `end`.
    fn enter(&mut self, end: usize) {
        self.scopes.push(HashMap::new());
        self.scope_ends.push(end);
    }

    fn leave(&mut self) {
        self.scopes.pop();
        self.scope_ends.pop();
    }

    pub(super) fn span(n: &lang_c::span::Span) -> (usize, usize) {
        (n.start, n.end)
    }

    /// What `name` denotes here (`sequencing`).
    fn name_kind(&self, name: &str) -> Name {
        let array = |t: &CType| matches!(t, CType::Array(..));
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
        let (found, writes, addressed, if_addressed) = {
            let name = |n: &str| self.name_kind(n);
            let mut s = Sequencing::new(&name);
            run(&mut s);
            (s.found, s.writes, s.addressed, s.if_addressed)
        };
        self.body.unsequenced.extend(found);
        self.body.unsequenced_writes.extend(writes);
        self.addressed.extend(addressed);
        self.if_addressed.extend(if_addressed);
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
        while let CType::Array(e, _) = t {
            t = e;
        }
        if let CType::Record(tag) = t {
            self.body.record_sizes.push((tag.clone(), at));
        }
    }

    pub(super) fn lookup(&self, name: &str) -> Option<CType> {
        self.scopes.iter().rev().find_map(|s| s.get(name).cloned())
    }

    /// Whether `name` is an enumeration constant of the file or the body.
    pub(super) fn is_enumerator(&self, name: &str) -> bool {
        self.enumerators.contains(name) || self.prog.enum_consts.contains(name)
    }

    fn is_local(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains_key(name))
    }
}

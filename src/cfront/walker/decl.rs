//! Declarations in a function body: the locals and type names they
//! declare (with their types and offsets), their initializers, and the
//! enumeration constants declared anywhere in the body.

use super::super::collect::is_typedef;
use super::super::initializers::static_initializer;
use super::super::types::{apply_declarator, declarator_name, CType};
use super::super::typing::pure_except_call;
use super::Walker;
use crate::cfront::model::StmtKind;
use lang_c::ast::*;
use lang_c::span::Node;

/// Collects the enumeration constants declared in a body.
pub(super) struct Enumerators<'b>(pub(super) &'b mut Vec<(String, usize)>);

impl<'ast> lang_c::visit::Visit<'ast> for Enumerators<'_> {
    fn visit_enumerator(
        &mut self,
        e: &'ast lang_c::ast::Enumerator,
        span: &'ast lang_c::span::Span,
    ) {
        self.0.push((e.identifier.node.name.clone(), span.start));
        lang_c::visit::visit_enumerator(self, e, span);
    }
}

/// Finds the arrays whose length is not a constant (variable-length
/// arrays) anywhere in a body or a function's declarator: in
/// declarations, casts, `sizeof`, compound literals and parameters (hunt
/// 96: a cast to `int (*)[nprocs]` reached Frama-C, which refused it). A
/// length is variable when it names an object (not an enumerator) or
/// calls a function outside a `sizeof` of its own.
pub(in crate::cfront) fn variable_lengths<'ast>(
    enums: &std::collections::HashMap<String, Vec<Option<i128>>>,
    visit: impl FnOnce(&mut dyn lang_c::visit::Visit<'ast>),
) -> Vec<usize> {
    let mut v = VariableLengths {
        enums,
        found: Vec::new(),
        in_length: false,
        names_object: false,
    };
    visit(&mut v);
    v.found
}

struct VariableLengths<'e> {
    enums: &'e std::collections::HashMap<String, Vec<Option<i128>>>,
    found: Vec<usize>,
    /// Inside a length.
    in_length: bool,
    /// Inside a length: whether it names an object.
    names_object: bool,
}

impl<'ast> lang_c::visit::Visit<'ast> for VariableLengths<'_> {
    fn visit_array_declarator(&mut self, a: &'ast ArrayDeclarator, span: &'ast lang_c::span::Span) {
        if let ArraySize::VariableExpression(e) = &a.size {
            let outer = (self.in_length, self.names_object);
            self.in_length = true;
            self.names_object = false;
            self.visit_expression(&e.node, &e.span);
            if self.names_object {
                self.found.push(span.start);
            }
            (self.in_length, self.names_object) = outer;
        }
        for q in &a.qualifiers {
            self.visit_type_qualifier(&q.node, &q.span);
        }
    }
    fn visit_identifier(&mut self, i: &'ast Identifier, _: &'ast lang_c::span::Span) {
        if self.in_length && !self.enums.contains_key(&i.name) {
            self.names_object = true;
        }
    }
    fn visit_sizeofval(&mut self, s: &'ast SizeOfVal, span: &'ast lang_c::span::Span) {
        // `int a[sizeof n]` has a constant length; outside a length the
        // operand may hold a cast to a variable-length type.
        if !self.in_length {
            lang_c::visit::visit_sizeofval(self, s, span);
        }
    }
}

impl Walker<'_> {
    pub(super) fn declaration(&mut self, d: &Node<Declaration>, kind: StmtKind, is_sub: bool) {
        let specs = d.node.specifiers.iter().filter_map(|s| match &s.node {
            DeclarationSpecifier::TypeSpecifier(t) => Some(&t.node),
            _ => None,
        });
        self.typeof_records(specs, d.span.start);
        let base = self.prog.types.of_decl_specs(&d.node.specifiers);
        let typedef = is_typedef(&d.node.specifiers);
        let is_static = d.node.specifiers.iter().any(|s| {
            matches!(&s.node, DeclarationSpecifier::StorageClass(c) if c.node == StorageClassSpecifier::Static)
        });
        let shared = d.node.specifiers.iter().any(|s| {
            matches!(&s.node, DeclarationSpecifier::StorageClass(c)
                if matches!(c.node, StorageClassSpecifier::Extern | StorageClassSpecifier::Static))
        });
        let span = Self::span(&d.span);
        let first = self.body.calls.len();
        for init in &d.node.declarators {
            let decl = &init.node.declarator.node;
            let ty = apply_declarator(base.clone(), decl);
            if let Some(name) = declarator_name(decl) {
                if typedef {
                    if self.prog.types.typedefs.contains_key(&name) {
                        self.body.shadowing_typedefs.push(init.span.start);
                    }
                    self.body.declared.push((name.clone(), init.span.start));
                    self.prog.types.block_typedefs.insert(name.clone());
                    self.prog.types.typedefs.insert(name, ty);
                    continue;
                }
                if let CType::Function(_) = ty {
                    // A function declared in the body is no object: its
                    // calls are not through a pointer.
                    self.body.block_functions.push(init.span.start);
                    continue;
                }
                if shared {
                    self.shared.insert(name.clone());
                }
                if matches!(&ty, CType::Array(e, _) if matches!(**e, CType::Array(..))) {
                    self.prog.nested_array_locals.insert(name.clone());
                }
                if ty.row_dims() > 0 {
                    let dims = self.prog.row_locals.entry(name.clone()).or_default();
                    *dims = (*dims).max(ty.row_dims());
                }
                self.body.locals.insert(name.clone());
                self.body.declared.push((name.clone(), init.span.start));
                self.scopes
                    .last_mut()
                    .expect("scope")
                    .insert(name, ty.clone());
            }
            // A `_Bool` that nothing initialized (hunt 45: Wp takes it to be
            // 0 or 1, memory may hold 7); static storage is zeroed.
            // Nor one whose initializer reads it (`_Bool b = b;`), nor one
            // whose initializer a jump passes over (hunt 46).
            if !shared && !typedef && self.prog.types.has_bool(&ty) {
                let name = declarator_name(decl).unwrap_or_default();
                match &init.node.initializer {
                    Some(i) if !super::jumps::reads_itself(&name, i) => {
                        let end = *self.scope_ends.last().expect("scope");
                        self.entries.scopes.push((init.span.start, end));
                    }
                    _ => self.body.uninitialized_bools.push(init.span.start),
                }
            }
            if let Some(i) = &init.node.initializer {
                self.record_views_in(&ty, &i.node);
                let name = declarator_name(decl).unwrap_or_default();
                if super::jumps::reads_own_value(&name, i) {
                    self.prog.self_initializers.push(init.span.start);
                }
                self.granted
                    .extend(super::literals::array_initializer(&ty, i));
                if is_static {
                    static_initializer(self.prog, &ty, i);
                }
                let outer = std::mem::replace(&mut self.constant_init, is_static);
                self.with_frame(kind, span, is_sub, |w| w.initializer(&i.node));
                self.constant_init = outer;
                self.sequence(|s| s.full_initializer(&i.node));
            }
        }
        let single = match d.node.declarators.as_slice() {
            [one] => match &one.node.initializer {
                Some(i) => match &i.node {
                    Initializer::Expression(e) => Some(e),
                    Initializer::List(_) => None,
                },
                None => None,
            },
            _ => None,
        };
        self.mark_effect_free(first, span, |c| {
            single.is_some_and(|e| pure_except_call(e, c))
        });
    }

    /// Set `effect_free` of the calls recorded since `first` in the statement `span`.
    pub(super) fn mark_effect_free(
        &mut self,
        first: usize,
        span: (usize, usize),
        test: impl Fn((usize, usize)) -> bool,
    ) {
        for c in self.body.calls[first..]
            .iter_mut()
            .filter(|c| c.pp_stmt == span)
        {
            c.effect_free = test(c.pp_span);
        }
    }

    /// `record_view` for an initializer of an object of type `ty`: in a
    /// brace list (hunt 136: `void *a[1] = { &s };`, `struct W w = { &s
    /// };`), each expression against every pointer the object holds.
    pub(super) fn record_views_in(&mut self, ty: &CType, i: &Initializer) {
        match i {
            Initializer::Expression(x) => self.record_view(&x.node, ty, x.span.start),
            Initializer::List(_) => {
                let mut pointers = Vec::new();
                self.pointer_leaves(ty, 0, &mut pointers);
                let mut leaves = Vec::new();
                leaf_expressions(i, &mut leaves);
                for x in leaves {
                    for p in &pointers {
                        self.record_view(&x.node, p, x.span.start);
                    }
                }
            }
        }
    }

    /// The pointer types an object of type `ty` holds (its elements', its
    /// members').
    fn pointer_leaves(&self, ty: &CType, depth: usize, out: &mut Vec<CType>) {
        match ty {
            _ if depth > 16 => {}
            CType::Pointer(_) | CType::Unknown => out.push(ty.clone()),
            CType::Array(e, _) => self.pointer_leaves(e, depth + 1, out),
            CType::Record(tag) => {
                for m in self
                    .prog
                    .types
                    .record_order
                    .get(tag)
                    .cloned()
                    .unwrap_or_default()
                {
                    self.pointer_leaves(&m, depth + 1, out);
                }
            }
            _ => {}
        }
    }

    pub(super) fn initializer(&mut self, i: &Initializer) {
        match i {
            Initializer::Expression(e) => self.expr(e, false, false),
            Initializer::List(items) => {
                // Designators reaching inside a member an expression
                // initialized before (hunt 41: GCC drops the whole of
                // `.q = (struct Q){{3, 4}}` for a later `.q.x[1] = 7`,
                // side effects included; Frama-C keeps the rest).
                let mut whole: Vec<Vec<Option<String>>> = Vec::new();
                for it in items {
                    let path = self.designator_path(&it.node.designation);
                    if !path.is_empty() {
                        let inside = |w: &Vec<Option<String>>| {
                            w.len() < path.len()
                                && w.iter()
                                    .zip(&path)
                                    .all(|(a, b)| a.is_none() || b.is_none() || a == b)
                        };
                        if whole.iter().any(inside) {
                            self.body.overridden_initializers.push(it.span.start);
                        }
                        if matches!(it.node.initializer.node, Initializer::Expression(_)) {
                            whole.push(path);
                        }
                    }
                    let range = it
                        .node
                        .designation
                        .iter()
                        .any(|d| matches!(d.node, Designator::Range(_)));
                    if range && !pure_initializer(&it.node.initializer.node) {
                        self.body.repeated_initializers.push(it.span.start);
                    }
                    self.initializer(&it.node.initializer.node);
                }
            }
        }
    }

    /// A designation as a path: members by name, indexes by value (`None`:
    /// not a constant vmfc evaluates, which may be any).
    fn designator_path(&self, d: &[Node<Designator>]) -> Vec<Option<String>> {
        d.iter()
            .map(|d| match &d.node {
                Designator::Member(id) => Some(format!(".{}", id.node.name)),
                Designator::Index(e) => {
                    crate::cfront::arith::constant_value(&e.node, &self.prog.enum_values)
                        .map(|v| format!("[{v}]"))
                }
                Designator::Range(_) => None,
            })
            .collect()
    }
}

/// An initializer with no side effect and no call.
fn pure_initializer(i: &Initializer) -> bool {
    match i {
        Initializer::Expression(e) => crate::cfront::typing::is_pure(&e.node),
        Initializer::List(items) => items
            .iter()
            .all(|it| pure_initializer(&it.node.initializer.node)),
    }
}

/// The expressions of an initializer, in brace lists at any depth.
fn leaf_expressions<'a>(i: &'a Initializer, out: &mut Vec<&'a Node<Expression>>) {
    match i {
        Initializer::Expression(x) => out.push(x),
        Initializer::List(items) => {
            for it in items {
                leaf_expressions(&it.node.initializer.node, out);
            }
        }
    }
}

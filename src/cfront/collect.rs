//! Builds the `CProgram` model from the lang-c AST: functions with their
//! parameters, globals, enum constants and typedefs; each function body is
//! walked by `walker` (calls, jumps, locals).

use super::initializers::static_initializer;
use super::model::{Body, CFunction, CProgram, Global, ZeroedFloat};
use super::types::{apply_declarator, declarator_name, function_params, CType};
use super::typing::is_constant_init;
use lang_c::ast::*;
use lang_c::span::Node;
use std::collections::HashMap;

/// Build the program model from a parsed translation unit.
pub(crate) fn collect(unit: &TranslationUnit) -> CProgram {
    let mut prog = CProgram::default();
    unit_declarations(&mut prog, unit);
    prog.cil_misreads = super::cil_types::misreads(unit);
    for ext in &unit.0 {
        match &ext.node {
            ExternalDeclaration::Declaration(d) => file_scope_declaration(&mut prog, d),
            ExternalDeclaration::FunctionDefinition(f) => function_definition(&mut prog, f),
            ExternalDeclaration::StaticAssert(_) => {}
        }
    }
    prog
}

pub(super) fn is_typedef(specs: &[Node<DeclarationSpecifier>]) -> bool {
    specs.iter().any(|s| matches!(&s.node, DeclarationSpecifier::StorageClass(c) if c.node == StorageClassSpecifier::Typedef))
}

/// `_Noreturn` or a GNU `noreturn` attribute among specifiers or declarator extensions.
fn is_noreturn(specs: &[Node<DeclarationSpecifier>], d: &Declarator) -> bool {
    let attr = |e: &Node<Extension>| matches!(&e.node, Extension::Attribute(a) if matches!(a.name.node.as_str(), "noreturn" | "__noreturn__"));
    specs.iter().any(|s| match &s.node {
        DeclarationSpecifier::Function(f) => f.node == FunctionSpecifier::Noreturn,
        DeclarationSpecifier::Extension(ext) => ext.iter().any(attr),
        _ => false,
    }) || d.extensions.iter().any(attr)
}

/// Where the storage class specifier `class` is written, if it is.
fn storage(specs: &[Node<DeclarationSpecifier>], class: StorageClassSpecifier) -> Option<usize> {
    specs.iter().find_map(|s| match &s.node {
        DeclarationSpecifier::StorageClass(c) if c.node == class => Some(c.span.start),
        _ => None,
    })
}

fn is_const(specs: &[Node<DeclarationSpecifier>]) -> bool {
    specs.iter().any(|s| matches!(&s.node, DeclarationSpecifier::TypeQualifier(q) if q.node == TypeQualifier::Const))
}

/// The enumerators of every enumeration of the unit, in order: those of
/// declarations, of structure members (hunt 81: `struct S { enum E { EA =
/// -1, EB = 1 } e; }` left `EA` unknown, and `enum E` was taken for
/// `unsigned int`), and of type names in casts, `sizeof` and compound
/// literals (hunt 82); and the names declared (objects, functions,
/// types, parameters, tags, enumerators), those with the prefix MPI
/// reserves, `MPI_` or `PMPI_`, apart.
fn unit_declarations(prog: &mut CProgram, unit: &TranslationUnit) {
    use lang_c::span::{Node as N, Span};
    /// The program, and whether the visit is in a function body.
    struct Enums<'p>(&'p mut CProgram, bool);
    impl Enums<'_> {
        fn declares(&mut self, id: &N<Identifier>) {
            let name = &id.node.name;
            if name.starts_with("MPI_") || name.starts_with("PMPI_") {
                self.0.mpi_named.push((name.clone(), id.span.start));
            }
            self.0.declared.push((name.clone(), id.span.start));
        }
    }
    impl<'ast> lang_c::visit::Visit<'ast> for Enums<'_> {
        fn visit_enum_type(&mut self, e: &'ast EnumType, span: &'ast Span) {
            enumeration(self.0, e, self.1);
            if !e.enumerators.is_empty() {
                e.identifier.iter().for_each(|id| self.declares(id));
            }
            for en in &e.enumerators {
                self.declares(&en.node.identifier);
            }
            lang_c::visit::visit_enum_type(self, e, span);
        }
        // A prototype's parameters have a scope of their own (hunt 107:
        // `int helper(enum { K = 1 } e);` made a global `K` a constant).
        fn visit_function_declarator(&mut self, f: &'ast FunctionDeclarator, span: &'ast Span) {
            let outer = std::mem::replace(&mut self.1, true);
            lang_c::visit::visit_function_declarator(self, f, span);
            self.1 = outer;
        }
        fn visit_function_definition(&mut self, f: &'ast FunctionDefinition, span: &'ast Span) {
            let outer = std::mem::replace(&mut self.1, true);
            lang_c::visit::visit_function_definition(self, f, span);
            self.1 = outer;
        }
        fn visit_struct_type(&mut self, t: &'ast StructType, span: &'ast Span) {
            if t.declarations.is_some() {
                t.identifier.iter().for_each(|id| self.declares(id));
            }
            lang_c::visit::visit_struct_type(self, t, span);
        }
        fn visit_declarator_kind(&mut self, k: &'ast DeclaratorKind, span: &'ast Span) {
            if let DeclaratorKind::Identifier(id) = k {
                self.declares(id);
            }
            lang_c::visit::visit_declarator_kind(self, k, span);
        }
    }
    lang_c::visit::Visit::visit_translation_unit(&mut Enums(prog, false), unit);
}

/// The values of the enumerators of one enumeration; their names are
/// constants of the file unless it is in a function body (hunt 102:
/// `enum { K = 1 };` in one function made a global `K`, set to the rank,
/// a constant for the definitions of another).
fn enumeration(prog: &mut CProgram, e: &EnumType, in_body: bool) {
    let mut next = Some(0i128);
    for en in &e.enumerators {
        let name = en.node.identifier.node.name.clone();
        if let Some(x) = &en.node.expression {
            if super::initializers::floating_expression(x) {
                prog.float_constant_exprs.push(x.span.start);
            } else if !super::initializers::int_typed(&x.node) {
                prog.non_int_enumerators.push(x.span.start);
            }
        }
        let value = match &en.node.expression {
            Some(x) => super::arith::constant_value(&x.node, &prog.enum_values),
            None => next,
        };
        next = value.and_then(|v| v.checked_add(1));
        prog.enum_values
            .entry(name.clone())
            .or_default()
            .push(value);
        if !in_body {
            prog.enum_consts.insert(name);
        }
    }
}

fn params_of(prog: &mut CProgram, d: &Declarator) -> Vec<(String, CType)> {
    let Some(f) = function_params(d) else {
        return Vec::new();
    };
    f.parameters
        .iter()
        .filter_map(|p| {
            let base = prog.types.of_decl_specs(&p.node.specifiers);
            let decl = p.node.declarator.as_ref()?;
            Some((
                declarator_name(&decl.node)?,
                apply_declarator(base, &decl.node),
            ))
        })
        .collect()
}

fn file_scope_declaration(prog: &mut CProgram, d: &Node<Declaration>) {
    let base = prog.types.of_decl_specs(&d.node.specifiers);
    let typedef = is_typedef(&d.node.specifiers);
    let konst = is_const(&d.node.specifiers);
    for init in &d.node.declarators {
        let decl = &init.node.declarator.node;
        let Some(name) = declarator_name(decl) else {
            continue;
        };
        let ty = apply_declarator(base.clone(), decl);
        if typedef {
            prog.types.typedefs.insert(name, ty);
        } else if let CType::Function(ret) = &ty {
            if is_noreturn(&d.node.specifiers, decl) {
                prog.noreturn.insert(name.clone());
            }
            let params = params_of(prog, decl);
            prog.functions.push(CFunction {
                name,
                pp_start: d.span.start,
                pp_name: name_offset(decl),
                params,
                ret: (**ret).clone(),
                body: None,
            });
        } else {
            let constant = konst
                && matches!(ty, CType::Base(_) | CType::Enum)
                && init
                    .node
                    .initializer
                    .as_ref()
                    .is_some_and(|i| is_constant_init(&i.node));
            let specs = &d.node.specifiers;
            let scalar_init = matches!(
                init.node.initializer.as_ref().map(|i| &i.node),
                Some(Initializer::Expression(_))
            );
            let external = storage(specs, StorageClassSpecifier::Extern).is_some();
            if storage(specs, StorageClassSpecifier::Static).is_none()
                && (!external || init.node.initializer.is_some())
            {
                prog.external_objects
                    .push((name.clone(), name_offset(decl)));
            }
            if !external && !scalar_init && prog.types.has_float(&ty) {
                prog.zeroed_floats.push(ZeroedFloat {
                    name: name.clone(),
                    pp_name: name_offset(decl),
                    pp_decl: d.span.start,
                    pp_static: storage(specs, StorageClassSpecifier::Static),
                    uninitialized: d
                        .node
                        .declarators
                        .iter()
                        .all(|i| i.node.initializer.is_none()),
                });
            }
            if let Some(i) = &init.node.initializer {
                static_initializer(prog, &ty, i);
                let casts = super::walker::walk_initializer(prog, &ty, i);
                prog.global_high_literals.extend(casts.high_literals);
                prog.global_integer_addresses
                    .extend(casts.integer_addresses);
                prog.global_fn_refs.extend(casts.fn_refs);
                prog.global_aliasing_casts.extend(casts.aliasing_casts);
                prog.global_rems.extend(casts.rems);
            }
            let earlier = prog.globals.get(&name);
            let mut pp_names = earlier.map(|g| g.pp_names.clone()).unwrap_or_default();
            pp_names.push(name_offset(decl));
            let defined =
                earlier.is_some_and(|g| g.defined) || !external || init.node.initializer.is_some();
            let global = Global {
                ty,
                constant,
                pp_names,
                defined,
            };
            prog.globals.insert(name, global);
        }
    }
}

pub(super) fn is_assignment(op: &BinaryOperator) -> bool {
    use BinaryOperator::*;
    matches!(
        op,
        Assign
            | AssignMultiply
            | AssignDivide
            | AssignModulo
            | AssignPlus
            | AssignMinus
            | AssignShiftLeft
            | AssignShiftRight
            | AssignBitwiseAnd
            | AssignBitwiseXor
            | AssignBitwiseOr
    )
}

fn name_offset(d: &Declarator) -> usize {
    match &d.kind.node {
        DeclaratorKind::Identifier(id) => id.span.start,
        DeclaratorKind::Declarator(inner) => name_offset(&inner.node),
        DeclaratorKind::Abstract => d.kind.span.start,
    }
}

fn function_definition(prog: &mut CProgram, f: &Node<FunctionDefinition>) {
    let decl = &f.node.declarator.node;
    let name = declarator_name(decl).unwrap_or_default();
    let base = prog.types.of_decl_specs(&f.node.specifiers);
    let ret = match apply_declarator(base, decl) {
        CType::Function(r) => *r,
        other => other,
    };
    let params = params_of(prog, decl);
    if !f.node.declarations.is_empty() {
        prog.kr_definitions.push((name.clone(), name_offset(decl)));
    }
    if is_noreturn(&f.node.specifiers, decl) {
        prog.noreturn.insert(name.clone());
    }
    // Register the function before its body so recursive calls resolve.
    prog.functions.push(CFunction {
        name: name.clone(),
        pp_start: f.span.start,
        pp_name: name_offset(decl),
        params: params.clone(),
        ret,
        body: None,
    });
    let mut body = super::walker::walk_body(prog, &params, &f.node.statement);
    // A parameter of variable-length type (`int (*p)[n]`, `int a[][n]`);
    // not `int a[n]`, a pointer whose length a pure expression states.
    let declarator = &f.node.declarator;
    let adjusted = adjusted_arrays(decl);
    let mut lengths = super::walker::variable_lengths(&prog.enum_values, |v| {
        v.visit_declarator(&declarator.node, &declarator.span)
    });
    lengths.retain(|at| !adjusted.contains(at));
    lengths.append(&mut body.variable_lengths);
    body.variable_lengths = lengths;
    mark_shared_statements(&mut body);
    let idx = prog.functions.len() - 1;
    prog.functions[idx].body = Some(body);
}

/// The parameters' outermost array declarators (`a[n]` in `int a[n]`),
/// which C adjusts to pointers, when their length is pure: where they
/// start.
fn adjusted_arrays(decl: &Declarator) -> Vec<usize> {
    let params = decl.derived.iter().filter_map(|d| match &d.node {
        DerivedDeclarator::Function(f) => Some(&f.node.parameters),
        _ => None,
    });
    let first_arrays = params.flatten().filter_map(|p| {
        let d = &p.node.declarator.as_ref()?.node;
        match (&d.kind.node, &d.derived.first()?.node) {
            (
                DeclaratorKind::Identifier(_) | DeclaratorKind::Abstract,
                DerivedDeclarator::Array(a),
            ) => Some(a),
            _ => None,
        }
    });
    first_arrays
        .filter(|a| match &a.node.size {
            ArraySize::VariableExpression(e) => super::typing::is_pure(&e.node),
            _ => true,
        })
        .map(|a| a.span.start)
        .collect()
}

/// A call shares its statement with other calls when several calls have the same statement.
fn mark_shared_statements(body: &mut Body) {
    let mut count: HashMap<(usize, usize), usize> = HashMap::new();
    for c in &body.calls {
        *count.entry(c.pp_stmt).or_default() += 1;
    }
    for c in &mut body.calls {
        c.stmt_has_other_calls = count[&c.pp_stmt] > 1;
    }
}

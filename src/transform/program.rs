//! The checks of the checking pass that look across functions and calls:
//! ghost arguments against ghost parameters, definitions that a local
//! would capture (hygiene), MPI collectives called consistently,
//! collective functions and their indirect uses, user headers, and `mpi`
//! annotations that belong to no function.

use super::calls::{self, Call, CallKind};
use super::emit;
use super::functions::{self, FnInfo};
use super::structure;
use super::{rules, universality};
use crate::annot::comments::AnnotKind;
use crate::annot::term;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use std::collections::{BTreeMap, HashSet};

mod arguments;
mod collectives;
pub(super) use arguments::check_ghost_arguments;
pub(super) use collectives::{
    coll_consistency, collective_names, indirect_uses, non_collective, verified_function_values,
};

/// The names the bounds of `f`'s universal sections mention, each with
/// the universal whose bound it is.
fn section_names<'f>(fe: &Frontend, f: &'f FnInfo) -> Vec<(String, &'f str)> {
    let bounds = (f.universals.iter())
        .filter_map(|u| u.tset.range.as_ref().map(|r| (u.tset.name.as_str(), r)));
    bounds
        .flat_map(|(u, (lo, hi))| [(u, lo), (u, hi)])
        .flat_map(|(u, b)| {
            let names = universality::mentioned(fe, &emit::annot_text(fe, b));
            names.into_iter().map(move |n| (n, u))
        })
        .collect()
}

/// Definitions are instantiated inline where they are used: no local of the
/// function (C or ghost) may have the name of something a definition (or
/// a universal parameter) names, or it would capture it; and a macro in a
/// definition must mean at each use what it means where it is written.
pub(super) fn hygiene(
    scope: &universality::Scope,
    body: &crate::cfront::model::Body,
    rs: &structure::Regions,
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    let (fe, fns, f) = (scope.fe, scope.fns, scope.f);
    let defs: Vec<&crate::annot::ir::Def> = rs.all_defs().collect();
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    for u in f
        .universals
        .iter()
        .filter(|u| u.home != functions::Home::Global)
    {
        names.insert(
            u.tset.name.clone(),
            format!("the universal parameter `{}`", u.tset.name),
        );
    }
    // The check at a call of a collective reads the callee's universal
    // globals where the call is (hunt 26).
    for c in calls {
        if let CallKind::Collective(g) = c.kind {
            let g = &fns[g];
            for u in g
                .universals
                .iter()
                .filter(|u| u.home == functions::Home::Global)
            {
                names.entry(u.tset.name.clone()).or_insert_with(|| {
                    format!(
                        "the universal global `{}` of `{}`, which the check at its call reads",
                        u.tset.name, g.name
                    )
                });
            }
            // And the bounds of its universal sections, but its own
            // parameters, which the check replaces by the arguments (hunt
            // 36: `A[0 .. LEN - 1]` read with a local `LEN` of the caller).
            for (n, u) in section_names(fe, g) {
                if g.formal_index(&n).is_none() {
                    names.entry(n.clone()).or_insert_with(|| {
                        format!("`{n}` in the bounds of universal `{u}` of `{}`, which the check at its call reads", g.name)
                    });
                }
            }
        }
    }
    // The bounds of its own universal sections: the frame lemmas read them
    // at file scope, the checks in the body (hunt 61: a parameter `hi`
    // hiding an enumerator `hi` in `A[0 .. hi]`).
    for (n, u) in section_names(fe, f) {
        names
            .entry(n.clone())
            .or_insert_with(|| format!("`{n}` in the bounds of its universal `{u}`"));
    }
    for d in &defs {
        let formals: Vec<&str> = d.params.iter().map(|(p, _)| p.as_str()).collect();
        for n in universality::mentioned(fe, &emit::annot_text(fe, &d.body)) {
            if !formals.contains(&n.as_str()) {
                names
                    .entry(n.clone())
                    .or_insert_with(|| format!("`{n}` in the definition of `{}`", d.name));
            }
        }
    }
    // A parameter named like something of file scope (a global, a
    // function, an enumeration constant, a type, a logic symbol) that a
    // definition or a section names: the definitions and frame lemmas are
    // read with the file's meaning, the code at the send and receive with
    // the parameter (hunt 61: a typedef and a logic constant `T`).
    for p in f.params.iter().chain(&f.ghost_params) {
        let what_global = if fe.prog.globals.contains_key(p) || fe.prog.is_function(p) {
            Some("global")
        } else if fe.prog.enum_consts.contains(p) {
            Some("enumeration constant")
        } else if fe.prog.types.typedefs.contains_key(p) {
            Some("type")
        } else if scope.logic.contains(p) {
            Some("logic symbol")
        } else {
            None
        };
        if let (Some(kind), Some(what)) = (what_global, names.get(p)) {
            diags.push(
                Diagnostic::error(
                    fe.orig.tokens[f.name_tok].span.clone(),
                    format!("parameter `{p}` of `{}` has the name of the {kind} `{p}`, and it is {what}", f.name),
                )
                .with_note("vmfc reads the definition with one and instantiates it where the parameter is in scope: rename the parameter"),
            );
        }
    }
    let mut report = |span: crate::source::Span, name: &str, what: &str| {
        diags.push(
            Diagnostic::error(span, format!("local `{name}` of `{}` hides {what}", f.name))
                .with_note("vmfc instantiates the definitions where messages are sent and received, where this local would be used instead: if the definition means something else, rename the local; if it means this local, it cannot use it (a definition must have the same value on every process: see the error about universality)"),
        );
    };
    for (name, pp) in &body.declared {
        if let Some(what) = names.get(name) {
            let span = fe.span_at(*pp);
            report(span, name, what);
        }
    }
    if let Some(body) = f.body_toks {
        for (name, span) in rules::ghost_declarations(fe, body) {
            if let Some(what) = names.get(&name) {
                report(span, &name, what);
            }
        }
    }
    macro_meanings(fe, rs, &defs, calls, diags);
}

/// The macros of each definition mean the same where it is written, before
/// the function (its logic declaration) and at every use.
fn macro_meanings(
    fe: &Frontend,
    rs: &structure::Regions,
    defs: &[&crate::annot::ir::Def],
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    let mut uses: Vec<usize> = calls
        .iter()
        .map(|c| fe.file.line_of(c.name_span.start))
        .collect();
    uses.extend(
        rs.regions
            .iter()
            .flat_map(|r| [r.begin, r.end])
            .chain([rs.begin, rs.end])
            .map(|c| fe.file.line_of(fe.comments[c].span.start)),
    );
    for d in defs {
        let line = fe.file.line_of(d.body.start);
        for m in universality::macros_used(fe, &emit::annot_text(fe, &d.body), line) {
            let here = fe.pp.macro_at(&m, line);
            if let Some(&other) = uses.iter().find(|&&u| fe.pp.macro_at(&m, u) != here) {
                diags.push(
                    Diagnostic::error(d.name_span.clone(), format!("macro `{m}` of the definition of `{}` means something else at line {other}, where the definition is used", d.name))
                        .with_note("define the macro once, before the function"),
                );
            }
        }
    }
}

/// The user headers join the files diagnostics may point into; `mpi`
/// clauses there are not supported.
pub(super) fn user_headers(fe: &Frontend, files: &mut Vec<SourceFile>, diags: &mut Diagnostics) {
    for h in &fe.headers {
        if let Some(at) = h.comments.iter().find_map(|c| c.mentions_mpi_clause()) {
            diags.push(
                Diagnostic::error(
                    at..at + 3,
                    "`mpi` clauses in an included header are not supported",
                )
                .with_note("put collective functions and their contracts in the file given to vmfc")
                .in_file(files.len()),
            );
        }
        files.push(h.file.clone());
    }
}

/// `mpi` clauses outside function contracts and bodies.
pub(super) fn check_stray_annotations(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    let contracts: HashSet<usize> = fns
        .iter()
        .flat_map(|f| f.contracts.iter().map(|c| c.comment))
        .collect();
    let in_body = |tok: usize| {
        fns.iter()
            .any(|f| f.body_toks.is_some_and(|(a, b)| tok > a && tok < b))
    };
    // After the name of a function whose body vmfc cannot find (an error
    // of its own): no more errors about what its body holds.
    let in_unfound_body = |tok: usize| {
        (fns.iter().filter(|f| f.name_tok < tok))
            .max_by_key(|f| f.name_tok)
            .is_some_and(|f| f.def.is_some() && f.body_toks.is_none())
    };
    for (ci, c) in fe.comments.iter().enumerate() {
        if contracts.contains(&ci) || in_body(c.token) || in_unfound_body(c.token) {
            continue;
        }
        // The next annotation is a ghost block, with no code between.
        let before_ghost = fe.comments.get(ci + 1).is_some_and(|n| {
            n.content.trim_start().starts_with("ghost")
                && !(fe.orig.tokens[c.token + 1..n.token].iter()).any(|t| t.is_code())
        });
        if c.kind() == AnnotKind::Contract && before_ghost {
            diags.push(
                Diagnostic::error(c.span.clone(), "a contract before a ghost block")
                    .with_note("Frama-C reads a contract only before a C declaration, and stops with a syntax error it places elsewhere (hunt 68: in vmfc's `mpi.h`); for a ghost function, write the contract inside the block, before the function: `/*@ ghost /@ requires ...; @/ void lemma(int n) { ... } */`"),
            );
        } else if c.kind() == AnnotKind::MpiStatement {
            diags.push(Diagnostic::error(
                c.span.clone(),
                "region annotations belong in the body of a collective function",
            ));
        } else if let Some(at) = c.mentions_mpi_clause() {
            diags.push(
                Diagnostic::error(at..at + 3, "`mpi` clause outside a function contract")
                    .with_note("`mpi collective;` and `mpi universal` go in the contract right before a function declaration"),
            );
        }
    }
}

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

/// The ghost arguments of a call of `g` match its ghost parameters.
pub(super) fn check_ghost_arguments(
    fe: &Frontend,
    g: &FnInfo,
    call: &Call,
    diags: &mut Diagnostics,
) {
    if call.args.len() != g.params.len() {
        diags.push(Diagnostic::error(
            call.name_span.clone(),
            format!(
                "`{}` takes {} argument(s); this call passes {}",
                g.name,
                g.params.len(),
                call.args.len()
            ),
        ));
        return;
    }
    if g.ghost_params.len() != call.ghost_args.len() && !g.ghost_params.is_empty() {
        diags.push(Diagnostic::error(
            call.name_span.clone(),
            format!(
                "`{}` has {} ghost parameter(s); this call passes {} ghost argument(s)",
                g.name,
                g.ghost_params.len(),
                call.ghost_args.len()
            ),
        ));
        return;
    }
    for (i, s) in call.ghost_args.iter().enumerate() {
        let text = emit::annot_text(fe, s);
        if !ghost_arg_is_pure(&text)
            && g.universals
                .iter()
                .any(|u| u.home == functions::Home::Ghost(i))
        {
            diags.push(Diagnostic::error(s.clone(), format!("the ghost argument for universal `{}` of `{}` must be free of side effects and calls", g.ghost_params[i], g.name)));
        }
    }
    for u in &g.universals {
        if let functions::Home::Formal(i) = u.home {
            if !call.pure_args.get(i).copied().unwrap_or(false) {
                diags.push(Diagnostic::error(
                    call.args.get(i).cloned().unwrap_or(call.name_span.clone()),
                    format!("the argument for universal `{}` of `{}` must be free of side effects and calls", u.tset.name, g.name),
                ));
            }
        }
    }
}

/// Definitions are instantiated inline where they are used: no local of the
/// function (C or ghost) may have the name of something a definition (or
/// a universal parameter) names, or it would capture it; and a macro in a
/// definition must mean at each use what it means where it is written.
pub(super) fn hygiene(
    fe: &Frontend,
    f: &FnInfo,
    body: &crate::cfront::model::Body,
    rs: &structure::Regions,
    calls: &[Call],
    diags: &mut Diagnostics,
) {
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
    let mut report = |span: crate::source::Span, name: &str, what: &str| {
        diags.push(
            Diagnostic::error(span, format!("local `{name}` of `{}` hides {what}", f.name))
                .with_note("vmfc instantiates the definitions where messages are sent and received, where this local would be used instead: rename it"),
        );
    };
    for (name, pp) in &body.declared {
        if let Some(what) = names.get(name) {
            let span = fe
                .locate(*pp)
                .map(|k| fe.orig.tokens[k].span.clone())
                .unwrap_or_else(|_| fe.file.line_span(fe.line_of_pp(*pp).unwrap_or(1)));
            report(span, name, what);
        }
    }
    if let Some((open, close)) = f.body_toks {
        for c in fe
            .comments
            .iter()
            .filter(|c| c.token > open && c.token < close && c.kind() == AnnotKind::Ghost)
        {
            for (name, span) in
                rules::ghost_declarations(&c.content, c.content_start, &fe.prog.types.typedefs)
            {
                if let Some(what) = names.get(&name) {
                    report(span, &name, what);
                }
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

/// The calls of one MPI collective in a function agree on what every
/// process must agree on without a definition: the element type of the
/// data (when `MPI_X#d(i, j)` defines it) and, for Allreduce, whether the
/// call is in place (MPI requires all processes or none).
pub(super) fn coll_consistency(
    fe: &Frontend,
    f: &FnInfo,
    rs: &structure::Regions,
    calls: &[Call],
    diags: &mut Diagnostics,
) {
    for k in crate::mpi::Coll::ALL {
        let mine: Vec<&Call> = calls
            .iter()
            .filter(|c| c.kind == CallKind::Mpi(k))
            .collect();
        let Some(first) = mine.first() else { continue };
        let data = k.signature().data.map(|d| format!("{}#{d}", k.name()));
        let defined = data.is_some_and(|d| rs.universal_defs.iter().any(|u| u.name == d));
        if let Some(other) = mine
            .iter()
            .find(|c| defined && c.buffers.first() != first.buffers.first())
        {
            diags.push(
                Diagnostic::error(
                    other.name_span.clone(),
                    format!(
                        "the calls of `{}` in `{}` pass data of different element types",
                        k.name(),
                        f.name
                    ),
                )
                .with_note(format!(
                    "its data definition has one type: here `{}`, at line {} `{}`",
                    other.buffers.first().map_or("?", |b| b.c_name()),
                    fe.file.line_of(first.name_span.start),
                    first.buffers.first().map_or("?", |b| b.c_name())
                )),
            );
        }
        if k.in_place_arg().is_some() && !k.in_place_at_root_only() {
            if let Some(other) = mine.iter().find(|c| c.in_place != first.in_place) {
                diags.push(
                    Diagnostic::error(other.name_span.clone(), format!("`{}` mixes in-place and ordinary calls of {}", f.name, k.name()))
                        .with_note(format!("MPI requires MPI_IN_PLACE on all processes or none; the call at line {} differs", fe.file.line_of(first.name_span.start))),
                );
            }
        }
    }
}

/// Collective functions used as external regions: called, or named in `region(i)`.
pub(super) fn collective_names(
    fe: &Frontend,
    fns: &[FnInfo],
    rs: &structure::Regions,
    calls: &[Call],
) -> Vec<String> {
    let mut out: Vec<String> = calls
        .iter()
        .filter_map(|c| match c.kind {
            CallKind::Collective(g) => Some(fns[g].name.clone()),
            CallKind::Mpi(k) => Some(k.name().to_string()),
            _ => None,
        })
        .collect();
    let text = emit::annot_text(fe, &rs.region.body);
    for occ in term::free_identifiers(&term::lex(&text, 0)) {
        if fns.iter().any(|f| f.collective && f.name == occ.name)
            || crate::mpi::Coll::from_name(&occ.name).is_some()
        {
            out.push(occ.name);
        }
    }
    out
}

/// A collective function or an MPI communication routine used other than by
/// a direct call (its address taken): calls through the pointer would not
/// be checked.
pub(super) fn indirect_uses(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body: &crate::cfront::model::Body,
    diags: &mut Diagnostics,
) {
    for (name, pp) in &body.fn_refs {
        let Some(class) = calls::classify(fns, name) else {
            continue;
        };
        let what = match class {
            calls::Class::Collective(_) => "collective function",
            calls::Class::Comm(_) | calls::Class::Mpi(_) | calls::Class::Unsupported => {
                "MPI function"
            }
        };
        let span = fe
            .locate(*pp)
            .map(|k| fe.orig.tokens[k].span.clone())
            .unwrap_or_else(|_| fe.file.line_span(fe.line_of_pp(*pp).unwrap_or(1)));
        diags.push(
            Diagnostic::error(
                span,
                format!("{what} `{name}` is used as a value in `{}`", f.name),
            )
            .with_note("calls through a function pointer cannot be checked; call it directly"),
        );
    }
}

/// No assignment, increment or call in a ghost argument.
pub(super) fn ghost_arg_is_pure(text: &str) -> bool {
    let toks = term::lex(text, 0);
    !toks.iter().enumerate().any(|(i, t)| {
        matches!(
            t.text.as_str(),
            "=" | "++"
                | "--"
                | "+="
                | "-="
                | "*="
                | "/="
                | "%="
                | "&="
                | "|="
                | "^="
                | "<<="
                | ">>="
        ) || (t.kind == term::Tk::Ident && toks.get(i + 1).is_some_and(|n| n.text == "("))
    })
}

/// A function without `mpi collective`: regions are errors; communication
/// is an error if the function is verified, and only unchecked otherwise.
pub(super) fn non_collective(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    verified: bool,
    annots: &[(usize, crate::annot::ir::StmtAnnot, bool)],
    sites: &[crate::cfront::model::CallSite],
    diags: &mut Diagnostics,
) {
    if let Some((c, a, _)) = annots.first() {
        diags.push(
            Diagnostic::error(
                fe.comments[*c].span.clone(),
                format!(
                    "`{}` in `{}`, which is not collective",
                    a.describe(),
                    f.name
                ),
            )
            .with_note("only functions whose contract says `mpi collective;` may contain regions"),
        );
        return;
    }
    let count = sites
        .iter()
        .filter(|s| calls::classify(fns, &s.callee).is_some())
        .count();
    if count == 0 {
        return;
    }
    if verified {
        for c in calls::body_calls(fe, fns, sites, diags) {
            diags.push(
                Diagnostic::error(c.name_span.clone(), format!("`{}` calls `{}` but is not collective", f.name, c.callee))
                    .with_note(format!("add `mpi collective;` to the contract of `{}`, or exclude it from verification (--skip {})", f.name, f.name)),
            );
        }
    } else {
        let why = if f.has_contract() {
            "it is excluded from verification"
        } else {
            "it has no contract, so it is not verified"
        };
        diags.push(
            Diagnostic::warning(
                fe.orig.tokens[f.name_tok].span.clone(),
                format!("calls of collective functions and MPI communication in `{}` are not checked: {why}", f.name),
            )
            .with_label(format!("{count} call(s) left as they are")),
        );
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
    for (ci, c) in fe.comments.iter().enumerate() {
        if contracts.contains(&ci) || in_body(c.token) {
            continue;
        }
        if c.kind() == AnnotKind::MpiStatement {
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

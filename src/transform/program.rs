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
use crate::cfront::types::DECLARATION_WORDS;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use std::collections::{BTreeMap, HashSet};

mod collectives;
pub(super) use collectives::{
    coll_consistency, collective_names, indirect_uses, non_collective, verified_function_values,
};

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
        } else if g.universals.iter().any(|u| {
            u.home == functions::Home::Ghost(i) && !ghost_arg_is_read(&text, u.tset.range.is_some())
        }) {
            // As for C arguments (`acsl_exact`), without the types: ghost
            // code computes as C does.
            diags.push(
                Diagnostic::error(s.clone(), format!("the ghost argument for universal `{}` of `{}` computes: pass a ghost variable", g.ghost_params[i], g.name))
                    .with_note("vmfc checks the argument as ACSL reads it, with exact arithmetic, where ghost code computes as C does (unsigned values wrap, floating-point ones round)"),
            );
        }
    }
    declared_in_the_call_statement(fe, g, call, diags);
    for u in &g.universals {
        if let functions::Home::Formal(i) = u.home {
            let span = call.args.get(i).cloned().unwrap_or(call.name_span.clone());
            if !call.pure_args.get(i).copied().unwrap_or(false) {
                diags.push(Diagnostic::error(
                    span,
                    format!("the argument for universal `{}` of `{}` must be free of side effects and calls", u.tset.name, g.name),
                ));
            } else if !call.exact_args.get(i).copied().unwrap_or(false) {
                diags.push(
                    Diagnostic::error(span, format!("the argument for universal `{}` of `{}` computes with unsigned or floating-point arithmetic", u.tset.name, g.name))
                        .with_note("vmfc checks the argument as ACSL reads it, with exact arithmetic, where C wraps unsigned values and rounds floating-point ones: the value passed could differ between processes while the check holds. Compute it into a variable first (`unsigned k = ...; g(k)`) and pass the variable"),
                );
            }
        }
    }
}

/// The call is in a declaration (`int u = g(u);`, `int a = 1, b = g(a);`):
/// vmfc checks the universal arguments before the statement, where `u` is
/// another variable, or none (hunt 36: the check read the outer `u`, the
/// call passed the new one). A universal argument may not name what the
/// statement declares before the call.
fn declared_in_the_call_statement(fe: &Frontend, g: &FnInfo, call: &Call, diags: &mut Diagnostics) {
    let Some(before) = fe.file.text.get(call.stmt_start..call.name_span.start) else {
        return;
    };
    let words: Vec<&str> = crate::cfront::lexer::lex(before)
        .into_iter()
        .filter(|t| t.kind == crate::cfront::lexer::TokKind::Ident)
        .map(|t| &before[t.span])
        .collect();
    let declaration = words
        .first()
        .is_some_and(|w| DECLARATION_WORDS.contains(w) || fe.prog.types.typedefs.contains_key(*w));
    if !declaration {
        return;
    }
    let args = g.universals.iter().filter_map(|u| match u.home {
        functions::Home::Formal(i) => call
            .args
            .get(i)
            .map(|s| (s.clone(), fe.file.text[s.clone()].to_string())),
        functions::Home::Ghost(i) => call
            .ghost_args
            .get(i)
            .map(|s| (s.clone(), emit::annot_text(fe, s))),
        functions::Home::Global => None,
    });
    for (span, text) in args {
        let named = crate::annot::term::lex(&text, 0).into_iter().find(|t| {
            t.kind == crate::annot::term::Tk::Ident
                && words.contains(&t.text.as_str())
                && !DECLARATION_WORDS.contains(&t.text.as_str())
        });
        if let Some(n) = named {
            diags.push(
                Diagnostic::error(span, format!("the argument for a universal of `{}` names `{}`, which the statement of the call declares", g.name, n.text))
                    .with_note("vmfc checks the universal arguments before the statement, where the variable it declares is not yet in scope: call the collective function in a statement of its own, after the declaration"),
            );
        }
    }
}

/// Definitions are instantiated inline where they are used: no local of the
/// function (C or ghost) may have the name of something a definition (or
/// a universal parameter) names, or it would capture it; and a macro in a
/// definition must mean at each use what it means where it is written.
pub(super) fn hygiene(
    fe: &Frontend,
    fns: &[FnInfo],
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
            for u in &g.universals {
                let Some((lo, hi)) = &u.tset.range else {
                    continue;
                };
                for b in [lo, hi] {
                    for n in universality::mentioned(fe, &emit::annot_text(fe, b)) {
                        if g.formal_index(&n).is_none() {
                            names.entry(n.clone()).or_insert_with(|| {
                                format!("`{n}` in the bounds of universal `{}` of `{}`, which the check at its call reads", u.tset.name, g.name)
                            });
                        }
                    }
                }
            }
        }
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
    // A parameter named like a global or an enumeration constant that a
    // definition names: the definition is read with the global, the code
    // at the send and receive with the parameter.
    for p in f.params.iter().chain(&f.ghost_params) {
        let global = fe.prog.globals.contains_key(p) || fe.prog.enum_consts.contains(p);
        if let (true, Some(what)) = (global, names.get(p)) {
            diags.push(
                Diagnostic::error(
                    fe.orig.tokens[f.name_tok].span.clone(),
                    format!("parameter `{p}` of `{}` has the name of the global `{p}`, and it is {what}", f.name),
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

/// A ghost argument that only reads: names, constants, members,
/// elements, `&` and `*` in front, no arithmetic and no cast; for an
/// array section (`pointer`), one `+` or `-` between two names or
/// constants (`data + 1`: a pointer moved by an integer, the same in ACSL
/// and in C).
fn ghost_arg_is_read(text: &str, pointer: bool) -> bool {
    let toks = term::lex(text, 0);
    let atom = |t: Option<&term::TermTok>| {
        t.is_some_and(|t| t.kind == term::Tk::Ident || t.text.bytes().all(|b| b.is_ascii_digit()))
    };
    let moves = (toks.iter())
        .filter(|t| matches!(t.text.as_str(), "+" | "-"))
        .count();
    toks.iter().enumerate().all(|(i, t)| {
        let prefix = i == 0 || matches!(toks[i - 1].text.as_str(), "(" | "[" | "&" | "*");
        match t.text.as_str() {
            "&" | "*" => prefix,
            "+" | "-" => {
                pointer && moves == 1 && i > 0 && atom(toks.get(i - 1)) && atom(toks.get(i + 1))
            }
            "(" => !toks.get(i + 1).is_some_and(|n| {
                n.kind == term::Tk::Ident && DECLARATION_WORDS.contains(&n.text.as_str())
            }),
            "[" | "]" | ")" | "." | "->" => true,
            _ => atom(Some(t)),
        }
    })
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

#[cfg(test)]
mod tests {
    use super::ghost_arg_is_read;

    #[test]
    fn ghost_arguments_that_only_read() {
        for ok in ["A", "(A)", "&s.a", "p->data", "A[2]", "*q"] {
            assert!(ghost_arg_is_read(ok, false), "{ok}");
        }
        for ok in ["data + 1", "data - k"] {
            assert!(ghost_arg_is_read(ok, true), "{ok}");
        }
        for no in ["u + 1", "ux / 3", "(int)x", "-x", "a * b"] {
            assert!(!ghost_arg_is_read(no, false), "{no}");
        }
        // For a pointer: one move, between two names or constants.
        for no in ["ux + 1 + data", "data + (ux + 1)", "data + ux * 2"] {
            assert!(!ghost_arg_is_read(no, true), "{no}");
        }
    }
}

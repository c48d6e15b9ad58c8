//! Static rules on the user's text that protect vmfc's own state:
//! the `VM_` prefix is reserved (only the header's public names may be
//! used, so generated helpers can never be captured), vmfc's ghost state is
//! read-only in user ghost code, and `mpi` statement annotations stand as
//! statements of their own, outside conditional compilation.

use crate::annot::comments::{blank_ats, AnnotKind};
use crate::annot::term::{self, Tk};
use crate::cfront::headers::Found;
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use std::collections::HashSet;

mod aliasing;
mod annotation_errno;
mod annotation_names;
mod annotation_rows;
mod annotation_sizeof;
mod annotation_tokens;
mod c_subset;
mod cil_types;
mod compiler;
mod ghost_decls;
mod ghost_jumps;
mod ghost_state;
mod headers;
mod initializers;
mod library_contracts;
mod linkage;
pub(crate) mod other_readings;
mod places;
mod property_names;
mod record_sizes;
mod statement_specs;
mod trusted_callees;
pub(crate) use aliasing::{aliasing_casts, front_end_limits, kr_definitions, pointer_comparisons};
pub(crate) use annotation_errno::annotation_errno;
pub(crate) use annotation_names::annotation_names;
pub(crate) use annotation_rows::annotation_rows;
pub(crate) use annotation_sizeof::annotation_sizeof;
pub(crate) use annotation_tokens::user_annotations;
pub(crate) use c_subset::{
    annotation_macros, changed_macros, expanded_constructs, misread_in_annotations,
    mpi_header_macros, redefined_macros, unsupported_c, COMPILER_DEPENDENT,
};
pub(crate) use cil_types::{cil_misreads, row_pointers};
pub(crate) use compiler::{compiler_findings, discarded_qualifiers};
pub(crate) use ghost_decls::ghost_declarations;
pub(crate) use ghost_state::ghost_code_rules;
pub(crate) use headers::{
    header_definitions, header_prototype_contracts, headers_included_by_system, irregular_includes,
};
pub(crate) use initializers::{
    casts_in_static_initializers, divisions_in_static_initializers, enumerator_types,
    float_constant_expressions, float_conversions_in_static_initializers,
    overflowing_float_constants, repeated_initializers, self_initializers,
};
pub(crate) use library_contracts::library_contracts;
pub(crate) use linkage::{definitions_that_calls_may_not_run, objects_that_replace_library_data};
pub(crate) use other_readings::declared_library_macros;
pub(crate) use property_names::{
    ambiguous_function_names, duplicate_property_names, lemma_named_properties,
};

pub(crate) use record_sizes::library_record_sizes;
pub(crate) use statement_specs::{ignored_invariants, skipped_statement_specs};
pub(crate) use trusted_callees::trusted_callees;

mod logic_rules;
pub(crate) use logic_rules::{custom_measures, hidden_lemmas, logic_definitions, unicode_notation};

/// The `VM_` names of the bespoke header that user code and annotations may use.
pub(crate) const PUBLIC: [&str; 23] = [
    "VM_NP",
    "VM_pid",
    "VM_state",
    "VM_Uninitialized",
    "VM_Active",
    "VM_Finalized",
    "VM_sc",
    "VM_rc",
    "VM_Init",
    "VM_Pointers",
    "VM_GlobalVars",
    "VM_LocalVars",
    "VM_Vars",
    "VM_UnchangedGlobal",
    "VM_UnchangedGlobalExceptState",
    "VM_UnchangedLocal",
    "VM_Unchanged",
    "VM_level",
    "VM_currentRegion",
    "VM_regionCount",
    "VM_nregions",
    "VM_LEVEL_MAX",
    "VM_TAG_UB",
];

/// vmfc's ghost state: only generated code and the header's contracts change it.
pub(crate) const STATE: [&str; 9] = [
    "VM_NP",
    "VM_pid",
    "VM_state",
    "VM_sc",
    "VM_rc",
    "VM_level",
    "VM_currentRegion",
    "VM_regionCount",
    "VM_nregions",
];

/// Identifiers of a text (C code, directives, ACSL comments), with their offsets.
fn identifiers(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for t in lex(text) {
        match t.kind {
            TokKind::Ident => out.push((text[t.span.clone()].to_string(), t.span.start)),
            TokKind::Comment { acsl: true, .. } | TokKind::Directive => {
                let inner = if t.kind == TokKind::Directive {
                    text[t.span.clone()].to_string()
                } else {
                    // The comment's own `//` or `/*` blanked: the
                    // annotation lexer reads `//` as a comment to the end
                    // of the line, and missed `//@ assert VM_x: p;`.
                    let c = blank_ats(&text[t.span.clone()]);
                    format!("  {}", &c[2..])
                };
                for tt in term::lex(&inner, t.span.start) {
                    if tt.kind == Tk::Ident {
                        out.push((tt.text, tt.span.start));
                    }
                }
                // Comments inside a directive (a macro body with annotations).
                if t.kind == TokKind::Directive {
                    for inner_tok in lex(&inner) {
                        if matches!(inner_tok.kind, TokKind::Comment { acsl: true, .. }) {
                            let c = blank_ats(&inner[inner_tok.span.clone()]);
                            for tt in term::lex(&c, t.span.start + inner_tok.span.start) {
                                if tt.kind == Tk::Ident {
                                    out.push((tt.text, tt.span.start));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Rule: names starting with `VM_` are vmfc's. A user name there (a
/// variable, macro, label, logic symbol, binder ...) could capture or
/// shadow the generated code's helpers; one error per name and file.
pub(crate) fn reserved_names(files: &[SourceFile], diags: &mut Diagnostics) {
    for (fi, file) in files.iter().enumerate() {
        let mut seen: HashSet<String> = HashSet::new();
        for (name, at) in identifiers(&file.text) {
            // `VM` too: Wp joins a property's names with `_`, so `assert
            // VM: recv_smoke_30_5: p;` was named like vmfc's smoke check
            // after a receive, and read as it (hunt 75).
            if (name.starts_with("VM_") || name == "VM")
                && !PUBLIC.contains(&name.as_str())
                && seen.insert(name.clone())
            {
                diags.push(
                    Diagnostic::error(
                        at..at + name.len(),
                        format!(
                            "`{name}`: `VM` and names starting with `VM_` are reserved for vmfc"
                        ),
                    )
                    .with_note(format!("the public names are {}", PUBLIC.join(", ")))
                    .in_file(fi),
                );
            }
        }
    }
}

const STATE_NOTE: &str = "only the code vmfc generates and the contracts of vmfc's `mpi.h` change VM_state, VM_NP, VM_pid, VM_sc, VM_rc, VM_level, VM_currentRegion, VM_regionCount and VM_nregions; read them in annotations (`requires VM_state == VM_Active;`), written out";

/// Rule: vmfc's state (`STATE`) is C, not ghost, so that Frama-C rejects
/// every write to it from ghost code; the user's C code, and the macros
/// (which C code may expand), may not name it. Annotations may read it.
pub(crate) fn state_outside_annotations(
    files: &[SourceFile],
    defines: &[String],
    diags: &mut Diagnostics,
) {
    for d in defines {
        if let Some(name) = (lex(d).into_iter())
            .map(|u| &d[u.span])
            .find(|n| STATE.contains(n))
        {
            diags.push(
                Diagnostic::error(
                    0..0,
                    format!("`-D {d}` names `{name}`, vmfc's state, which C code may not name"),
                )
                .on_command_line()
                .with_note(STATE_NOTE),
            );
        }
    }
    for (fi, file) in files.iter().enumerate() {
        for t in lex(&file.text) {
            let names: Vec<(String, usize)> = match t.kind {
                TokKind::Ident => vec![(file.text[t.span.clone()].to_string(), t.span.start)],
                TokKind::Directive => {
                    // Past the `#` (the text would lex as one directive again).
                    let d = &file.text[t.span.start + 1..t.span.end];
                    (lex(d).into_iter())
                        .filter(|u| u.kind == TokKind::Ident)
                        .map(|u| {
                            (
                                d[u.span.clone()].to_string(),
                                t.span.start + 1 + u.span.start,
                            )
                        })
                        .collect()
                }
                _ => Vec::new(),
            };
            for (name, at) in names {
                if STATE.contains(&name.as_str()) {
                    let place = if t.kind == TokKind::Directive {
                        "a preprocessor directive"
                    } else {
                        "C code"
                    };
                    diags.push(
                        Diagnostic::error(at..at + name.len(), format!("`{name}` is vmfc's state: it may be named in annotations, not in {place}"))
                            .with_note(STATE_NOTE)
                            .in_file(fi),
                    );
                }
            }
        }
    }
}

/// Rule: an `mpi` statement annotation is a statement of its own (after
/// `{`, `;` or `}`, not the body of a braceless `if`/loop/label) and is not
/// inside `#if`/`#ifdef` within its function (vmfc could not tell whether
/// it is compiled).
pub(crate) fn statement_annotation_placement(
    fe: &Frontend,
    body: (usize, usize),
    diags: &mut Diagnostics,
) {
    let mut depth = 0i32;
    for k in body.0 + 1..body.1 {
        let t = &fe.orig.tokens[k];
        if t.kind == TokKind::Directive {
            let d = fe.tok_text(k).trim_start_matches('#').trim_start();
            if d.starts_with("if") {
                depth += 1;
            } else if d.starts_with("endif") {
                depth -= 1;
            }
            continue;
        }
        let Some(c) = fe.comments.iter().find(|c| c.token == k) else {
            continue;
        };
        if c.kind() != AnnotKind::MpiStatement {
            continue;
        }
        let at = c.span.start..c.span.start + c.content.trim_end().len().min(c.span.len()).max(1);
        if depth > 0 {
            diags.push(
                Diagnostic::error(at.clone(), "`mpi` annotation inside `#if`/`#ifdef`")
                    .with_note("vmfc rewrites annotations in the text; move conditional compilation out of the regions"),
            );
        }
        if let Some(p) = fe.prev_code(k).filter(|&p| p >= body.0) {
            if !matches!(fe.tok_text(p), "{" | ";" | "}") {
                diags.push(
                    Diagnostic::error(
                        at,
                        format!(
                            "`mpi` annotation after `{}`: it must be a statement of its own",
                            fe.tok_text(p)
                        ),
                    )
                    .with_note("put it in a block: `if (c) { /*@ mpi ... */ ... }`"),
                );
            }
        }
    }
}

/// Rule: a function-like macro at file scope of ghost code (main file or
/// header) is an error: the functions it defines, and their contracts, are
/// invisible to vmfc, and Frama-C would trust such a contract unproved.
pub(crate) fn ghost_macros(fe: &Frontend, diags: &mut Diagnostics) {
    for d in fe
        .other_definitions()
        .iter()
        .filter(|d| d.how == Found::GhostMacro)
    {
        diags.push(
            Diagnostic::error(
                d.at..d.at + d.name.len(),
                format!("`{}(...)` at file scope of ghost code: vmfc cannot see the functions a macro defines there, nor their contracts", d.name),
            )
            .with_note("write the ghost functions out (a contract of one would otherwise be trusted without being proved)")
            .in_file(d.file),
        );
    }
}

/// Rule: a ghost function's name may not be a macro. vmfc reads ghost
/// code as written and asks Wp to prove the function by that name, while
/// Frama-C expands the macro: `#define NAME lie` made Wp prove a C
/// function `NAME` and trust the ghost `lie`'s contract (hunt 31).
pub(crate) fn ghost_function_macro_names(fe: &Frontend, diags: &mut Diagnostics) {
    let in_ghost = |d: &crate::cfront::headers::Definition| match d.file {
        0 => true,
        f => (fe.headers[f - 1].comments.iter()).any(|c| c.span.contains(&d.at)),
    };
    let macro_name = |name: &str| {
        (fe.pp.history.get(name)).is_some_and(|events| events.iter().any(|e| e.def.is_some()))
    };
    for d in fe.other_definitions() {
        if d.how == Found::Located && in_ghost(d) && macro_name(&d.name) {
            diags.push(
                Diagnostic::error(
                    d.at..d.at + d.name.len(),
                    format!("the ghost function `{}` is named by a macro", d.name),
                )
                .with_note("Frama-C expands the macro and vmfc would prove the function of that name, not this one, whose contract would then be trusted: write the function's name out")
                .in_file(d.file),
            );
        }
    }
}

/// A name declared in the user's files with the prefix MPI reserves
/// (`MPI_`, `PMPI_`: objects, functions, types, parameters, tags,
/// enumerators): vmfc reads such names as MPI's (a routine, a datatype, a
/// type, a constant), so a declaration of one would be checked as
/// something else (hunt 83: a block-scope `typedef unsigned char
/// MPI_Comm;`).
pub(super) fn mpi_names(fe: &Frontend, diags: &mut Diagnostics) {
    let mut seen = std::collections::HashSet::new();
    for (name, pp) in &fe.prog.mpi_named {
        if fe.def_origin(*pp) == crate::cfront::model::DefOrigin::System || !seen.insert(*pp) {
            continue;
        }
        let (fi, span) = fe.place(*pp);
        diags.push(
            Diagnostic::error(span, format!("`{name}` is declared here: names starting with `MPI_` and `PMPI_` belong to MPI"))
                .with_note("the MPI standard reserves them, and vmfc gives MPI's names their meaning (a routine, a type, a datatype, a constant): a declaration of one would be checked as something else; rename it")
                .in_file(fi),
        );
    }
}

/// Rule: `g#x` names (`MPI_Bcast#result(r, j)`) belong to the definitions
/// of `mpi begin regions` / `mpi begin region`, which vmfc rewrites; in any
/// other annotation Frama-C would read `#` as a syntax error.
pub(crate) fn definition_names_outside_definitions(fe: &Frontend, diags: &mut Diagnostics) {
    for c in fe
        .comments
        .iter()
        .filter(|c| c.kind() != AnnotKind::MpiStatement)
    {
        for t in term::lex(&c.content, c.content_start) {
            if t.kind == Tk::Ident && t.text.contains('#') {
                diags.push(
                    Diagnostic::error(
                        t.span.clone(),
                        format!("`{}` may appear only in the definitions of `mpi begin regions` and `mpi begin region`", t.text),
                    )
                    .with_note("to use what a collective received in an annotation, name the C variable that holds it"),
                );
            }
        }
    }
}

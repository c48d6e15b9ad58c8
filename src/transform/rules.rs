//! Static rules on the user's text that protect vmfc's own state:
//! the `VM_` prefix is reserved (only the header's public names may be
//! used, so generated helpers can never be captured), vmfc's ghost state is
//! read-only in user ghost code, and `mpi` statement annotations stand as
//! statements of their own, outside conditional compilation.

use super::functions::FnInfo;
use crate::annot::comments::{blank_ats, AnnotKind};
use crate::annot::term::{self, Tk};
use crate::cfront::headers::Found;
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::model::DefOrigin;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::SourceFile;
use std::collections::HashSet;

mod aliasing;
mod c_subset;
mod ghost_state;
mod property_names;
mod record_sizes;
pub(crate) use aliasing::{aliasing_casts, kr_definitions, pointer_equalities};
pub(crate) use c_subset::{expanded_constructs, unsupported_c, COMPILER_DEPENDENT};
pub(crate) use ghost_state::ghost_state_writes;
pub(crate) use property_names::duplicate_property_names;
pub(crate) use record_sizes::library_record_sizes;

mod logic_rules;
pub(crate) use logic_rules::{hidden_lemmas, logic_definitions};

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
                    blank_ats(&text[t.span.clone()])
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
            if name.starts_with("VM_")
                && !PUBLIC.contains(&name.as_str())
                && seen.insert(name.clone())
            {
                diags.push(
                    Diagnostic::error(
                        at..at + name.len(),
                        format!("`{name}`: names starting with `VM_` are reserved for vmfc"),
                    )
                    .with_note(format!("the public names are {}", PUBLIC.join(", ")))
                    .in_file(fi),
                );
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

/// Names declared in a ghost text (`T x = ...;`, `T *x;`, `T a[n];`): an
/// identifier after a type word, a typedef name or `*`, followed by `=`, `;`,
/// `,` or `[`.
pub(crate) fn ghost_declarations(
    text: &str,
    base: usize,
    typedefs: &std::collections::HashMap<String, crate::cfront::types::CType>,
) -> Vec<(String, crate::source::Span)> {
    const TYPES: [&str; 13] = [
        "int", "char", "short", "long", "unsigned", "signed", "float", "double", "integer", "real",
        "_Bool", "const", "boolean",
    ];
    let toks = term::lex(text, base);
    let is_type =
        |k: usize| TYPES.contains(&toks[k].text.as_str()) || typedefs.contains_key(&toks[k].text);
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate().skip(1) {
        // `T x`, or `T *x` / `T **x`.
        let mut k = i - 1;
        while k > 0 && toks[k].text == "*" {
            k -= 1;
        }
        let typed = is_type(k) && (k == i - 1 || toks[k + 1].text == "*");
        let next = toks.get(i + 1).map(|n| n.text.as_str());
        if t.kind == Tk::Ident && typed && matches!(next, Some("=" | ";" | "," | "[")) {
            out.push((t.text.clone(), t.span.clone()));
        }
    }
    out
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

/// Rule: a C function defined in a user header may not have a contract
/// (hunt 22). Frama-C would verify it, but vmfc checks and rewrites the
/// source text of the functions it verifies (signed remainders, printf
/// formats, the calls they make, evaluation order, ...) and does not edit
/// headers: such a function would be proved without those checks. A
/// definition a macro writes in a header may have one that vmfc cannot
/// see. Ghost functions of headers, which no process runs, need only be
/// total: their contracts must say `terminates \true;` and `exits \false;`
/// (a lemma function that loops would otherwise prove anything).
pub(crate) fn header_definitions(fe: &Frontend, diags: &mut Diagnostics) {
    let c_function = |name: &str| {
        fe.prog.functions.iter().any(|f| {
            f.name == name && f.body.is_some() && fe.def_origin(f.pp_name) == DefOrigin::UserHeader
        })
    };
    for d in fe.other_definitions().iter().filter(|d| d.file > 0) {
        if c_function(&d.name) {
            let main = fe.file.name();
            let error = match (&d.contract, d.how) {
                (Some((span, _)), _) => Diagnostic::error(
                    span.start..span.start + 3,
                    format!("`{}` is defined in a header with a contract: vmfc verifies only the functions defined in `{main}`", d.name),
                )
                .with_label("contract of a function defined in a header"),
                (None, Found::Unlocated) => Diagnostic::error(
                    macro_line(fe, d).unwrap_or(0..0),
                    format!("`{}` is defined in a header by a macro: vmfc cannot see whether it has a contract, and verifies only the functions defined in `{main}`", d.name),
                ),
                (None, _) => continue,
            };
            diags.push(
                error
                    .with_note(format!("vmfc checks and rewrites the source of the functions it verifies (signed remainders, printf formats, the functions they call, the order of side effects) and does not edit headers: move the definition of `{}` to `{main}`", d.name))
                    .in_file(d.file),
            );
            continue;
        }
        let Some((span, c)) = &d.contract else {
            continue;
        };
        let says = |clause: [&str; 2]| c.split(';').any(|cl| cl.split_whitespace().eq(clause));
        let missing: Vec<&str> = [
            (["terminates", "\\true"], "`terminates \\true;`"),
            (["exits", "\\false"], "`exits \\false;`"),
        ]
        .into_iter()
        .filter(|(clause, _)| !says(*clause))
        .map(|(_, text)| text)
        .collect();
        if !missing.is_empty() {
            let missing = missing.join(" and ");
            diags.push(
                Diagnostic::error(
                    span.start..span.start + 3,
                    format!("the ghost function `{}` is defined in a header with a contract, which must say {missing}", d.name),
                )
                .with_note(format!("vmfc verifies it but does not edit headers; add {missing} after its `requires` clauses"))
                .in_file(d.file),
            );
        }
    }
}

/// The line of a header where the C parser places the definition `d`
/// (made by a macro there, so its name is not written).
fn macro_line(
    fe: &Frontend,
    d: &crate::cfront::headers::Definition,
) -> Option<crate::source::Span> {
    let f = fe
        .prog
        .functions
        .iter()
        .find(|f| f.name == d.name && f.body.is_some())?;
    let (_, line, _) = fe.map.origin(f.pp_name)?;
    Some(fe.headers[d.file - 1].file.line_span(line))
}

/// A definition of a function named like an MPI routine (`MPI_` or `PMPI_`):
/// vmfc would give it MPI's meaning.
pub(super) fn mpi_definitions(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    for f in fns.iter().filter(|f| f.def.is_some()) {
        if crate::mpi::is_mpi_routine_name(&f.name) {
            diags.push(
                Diagnostic::error(fe.orig.tokens[f.name_tok].span.clone(), format!("`{}` is defined here: names starting with `MPI_` and `PMPI_` belong to MPI", f.name))
                    .with_note("vmfc gives MPI's routines their meaning; a definition of one would be checked as something else: rename the function"),
            );
        }
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

/// Rule, the mirror of the next: a function declared here with a contract
/// may not be defined in a user header without one (hunt 20). Frama-C
/// joins the contract to the definition and trusts it at every call, and
/// vmfc proves the functions of headers whose definitions have contracts.
fn prototype_contracts_of_header_definitions(
    fe: &Frontend,
    fns: &[FnInfo],
    diags: &mut Diagnostics,
) {
    for f in fns.iter().filter(|f| f.def.is_none() && f.has_contract()) {
        let elsewhere = fe.other_definitions().iter().find(|d| {
            d.name == f.name && d.file > 0 && d.how == Found::Located && d.contract.is_none()
        });
        if let Some(d) = elsewhere {
            let header = fe.headers[d.file - 1].file.name();
            diags.push(
                Diagnostic::error(fe.orig.tokens[f.name_tok].span.clone(), format!("`{}` has a contract here but its definition in `{header}` has none", f.name))
                    .with_label("declared with a contract")
                    .with_note("Frama-C would trust this contract at every call, and vmfc verifies only the functions defined in the file it is given: define the function here"),
            );
        }
    }
}

/// Rule: a function defined in the main file without a contract may not
/// have one on a prototype in a user header. Frama-C joins that contract to
/// the definition and trusts it at every call, but vmfc proves only the
/// functions whose contract it sees on the definition.
pub(crate) fn header_prototype_contracts(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    prototype_contracts_of_header_definitions(fe, fns, diags);
    let uncontracted: Vec<&FnInfo> = fns
        .iter()
        .filter(|f| f.def.is_some() && !f.has_contract())
        .collect();
    if uncontracted.is_empty() {
        return;
    }
    for h in &fe.headers {
        let text = &h.file.text;
        let toks = lex(text);
        for (j, t) in toks.iter().enumerate() {
            if !matches!(t.kind, TokKind::Comment { acsl: true, .. }) {
                continue;
            }
            let content = blank_ats(&text[t.span.clone()]);
            let first = content.trim_start_matches(['/', '*', ' ', '\n', '\t']);
            if first.starts_with("ghost") || first.starts_with("mpi") {
                continue;
            }
            // The declaration the contract comes before: up to `;` or `{`.
            let decl: Vec<&str> = toks[j + 1..]
                .iter()
                .take_while(|u| !matches!(u.kind, TokKind::Comment { .. }))
                .map(|u| &text[u.span.clone()])
                .take_while(|u| *u != ";" && *u != "{")
                .collect();
            for f in &uncontracted {
                if decl.windows(2).any(|w| w[0] == f.name && w[1] == "(") {
                    let at = fe.orig.tokens[f.name_tok].span.clone();
                    diags.push(
                        Diagnostic::error(at, format!("`{}` has a contract in `{}` but none here", f.name, h.file.name()))
                            .with_label("defined without a contract")
                            .with_note("Frama-C would trust that contract at every call, while vmfc proves only functions whose contract is on their definition: move the contract here"),
                    );
                }
            }
        }
    }
}

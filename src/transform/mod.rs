//! The transformation: annotated C/MPI program -> sequential ACSL program.
//! It gathers functions, checks regions and definitions, and emits span
//! edits on the original text (language.md 2.4).

pub mod calls;
pub mod emit_comm;
pub mod emit_regions;
pub mod emitter;
pub mod functions;
pub mod jumps;
pub mod naming;
pub mod structure;
pub mod universality;

use crate::annot::comments::AnnotKind;
use crate::annot::term;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::edit::{self, Edit, SourceMap};
use crate::source::SourceFile;
use calls::CallKind;
pub use emitter::Check;
use emitter::Emitter;
use functions::FnInfo;
use std::collections::HashSet;

/// Choices of the user that change the transformation.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Functions excluded from verification (`--skip`).
    pub skip: Vec<String>,
    /// Name unnamed user properties `VM_u_<line>_<col>` (verification runs).
    pub name_properties: bool,
}

/// A function and whether it will be verified.
#[derive(Debug, Clone, serde::Serialize)]
pub struct FnSummary {
    pub name: String,
    pub collective: bool,
    pub has_contract: bool,
    pub has_body: bool,
    pub line: usize,
}

/// The transformed program.
#[derive(Debug, Clone)]
pub struct Output {
    pub text: String,
    pub map: SourceMap,
    /// Every generated assertion.
    pub checks: Vec<Check>,
    pub warnings: Vec<Diagnostic>,
    pub functions: Vec<FnSummary>,
}

/// The input has errors: diagnostics (errors and warnings) and the files they refer to.
#[derive(Debug)]
pub struct Rejected {
    pub diagnostics: Vec<Diagnostic>,
    /// Files referred to by `Diagnostic::file` (index 0 is the main file).
    pub files: Vec<SourceFile>,
}

/// Transform the program; errors are collected over the whole file.
pub fn transform(fe: &Frontend, opts: &Options) -> Result<Output, Rejected> {
    let mut diags = Diagnostics::default();
    let mut files = vec![fe.file.clone()];
    let fns = functions::gather(fe, &mut diags);
    let headers = read_user_headers(fe, &mut files, &mut diags);
    let logic = universality::logic_names(fe, &headers);
    check_stray_annotations(fe, &fns, &mut diags);

    let mut em = Emitter::new(fe);
    em.name_properties = opts.name_properties;
    for (i, g) in fns.iter().filter(|f| f.collective).enumerate() {
        em.region_ids.insert(g.name.clone(), -(i as i64) - 1);
    }
    let mut used_ids: HashSet<String> = HashSet::new();
    for f in &fns {
        if f.collective {
            emit_regions::contract(&mut em, f);
        }
        let (Some(def), Some(body_toks)) = (f.def, f.body_toks) else { continue };
        let Some(body) = fe.prog.functions[def].body.as_ref() else { continue };
        let annots = structure::statement_annotations(fe, body_toks, &mut diags);
        if f.collective || (f.has_contract() && !opts.skip.contains(&f.name)) {
            indirect_uses(fe, &fns, f, body, &mut diags);
        }
        if !f.collective {
            non_collective(fe, &fns, f, opts, &annots, &body.calls, &mut diags);
            continue;
        }
        let calls = calls::body_calls(fe, &fns, &body.calls, &mut diags);
        let Some(rs) = structure::regions(fe, &fns, f, body_toks, &annots, &calls, &mut diags) else { continue };
        used_ids.extend(collective_names(&em, &fns, &rs, &calls));
        jumps::check_jumps(fe, f, body, &rs, &mut diags);
        let scope = universality::Scope { fe, fns: &fns, f, logic: &logic, locals: &body.locals };
        for d in rs.regions.iter().flat_map(|r| r.defs.iter()).chain([&rs.nregions, &rs.region]).chain(&rs.universal_defs) {
            scope.check(d, &em.annot_text(&d.body), d.name == "region", &mut diags);
        }
        emit_function(&mut em, &fns, f, &rs, &calls, &mut diags);
    }
    if diags.has_errors() {
        return Err(Rejected { diagnostics: diags.sorted(), files });
    }
    if opts.name_properties {
        // Collective contracts are rewritten (and named) by `emit_regions::contract`.
        let rewritten: HashSet<usize> = fns.iter().filter(|f| f.collective).flat_map(|f| f.contracts.iter().map(|c| c.comment)).collect();
        naming::name_user_properties(&mut em, &rewritten);
    }
    em.region_ids.retain(|g, _| used_ids.contains(g));
    if !em.region_ids.is_empty() {
        let defines = emit_regions::region_id_defines(&em);
        em.edit(Edit::insert(0, defines, 0));
    }
    let warnings = diags.sorted();
    let functions = fns
        .iter()
        .map(|f| FnSummary {
            name: f.name.clone(),
            collective: f.collective,
            has_contract: f.has_contract(),
            has_body: f.def.is_some(),
            line: fe.file.line_col(fe.orig.tokens[f.name_tok].span.start).0,
        })
        .collect();
    let checks = std::mem::take(&mut em.checks);
    match edit::apply(&fe.file, em.edits) {
        Ok((text, map)) => Ok(Output { text, map, checks, warnings, functions }),
        Err(e) => Err(Rejected { diagnostics: vec![Diagnostic::error(e.0.clone(), e.to_string())], files }),
    }
}

/// All rewrites inside one collective function with regions.
fn emit_function(em: &mut Emitter, fns: &[FnInfo], f: &FnInfo, rs: &structure::Regions, calls: &[calls::Call], diags: &mut Diagnostics) {
    emit_regions::begin_regions(em, rs);
    emit_regions::end_regions(em, f, rs);
    for r in &rs.regions {
        emit_regions::begin_region(em, f, rs, r);
        emit_regions::end_region(em, f, r);
    }
    let unchanged = emit_regions::unchanged_here(em, f);
    for (i, call) in calls.iter().enumerate() {
        let result = match call.kind {
            CallKind::Comm(_) => {
                let Some(r) = rs.call_region[i].and_then(|r| rs.regions.get(r)) else { continue };
                let site = emit_comm::CommSite {
                    function: &f.name,
                    call,
                    region: r,
                    unchanged: unchanged.clone(),
                    indent: em.fe.file.indent_at(call.name_span.start).to_string(),
                };
                emit_comm::emit(em, &site);
                Ok(())
            }
            CallKind::Collective(g) => {
                let ghost_pure = call.ghost_args.iter().all(|s| ghost_arg_is_pure(&em.annot_text(s)));
                let pure = |k: usize| call.pure_args.get(k).copied().unwrap_or(false) && ghost_pure;
                emit_regions::collective_call(em, f, &fns[g], rs, call, &pure)
            }
        };
        if let Err(d) = result {
            diags.push(d);
        }
    }
}

/// Collective functions used as external regions: called, or named in `region(i)`.
fn collective_names(em: &Emitter, fns: &[FnInfo], rs: &structure::Regions, calls: &[calls::Call]) -> Vec<String> {
    let mut out: Vec<String> = calls
        .iter()
        .filter_map(|c| match c.kind {
            CallKind::Collective(g) => Some(fns[g].name.clone()),
            _ => None,
        })
        .collect();
    let text = em.annot_text(&rs.region.body);
    for occ in term::free_identifiers(&term::lex(&text, 0)) {
        if fns.iter().any(|f| f.collective && f.name == occ.name) {
            out.push(occ.name);
        }
    }
    out
}

/// A collective function or an MPI communication routine used other than by
/// a direct call (its address taken): calls through the pointer would not
/// be checked.
fn indirect_uses(fe: &Frontend, fns: &[FnInfo], f: &FnInfo, body: &crate::cfront::model::Body, diags: &mut Diagnostics) {
    for (name, pp) in &body.fn_refs {
        let Some(class) = calls::classify(fns, name) else { continue };
        let what = match class {
            calls::Class::Collective(_) => "collective function",
            calls::Class::Comm(_) | calls::Class::Unsupported => "MPI function",
        };
        let span = fe
            .locate(*pp)
            .map(|k| fe.orig.tokens[k].span.clone())
            .unwrap_or_else(|_| fe.file.line_span(fe.line_of_pp(*pp).unwrap_or(1)));
        diags.push(
            Diagnostic::error(span, format!("{what} `{name}` is used as a value in `{}`", f.name))
                .with_note("calls through a function pointer cannot be checked; call it directly"),
        );
    }
}

/// No assignment, increment or call in a ghost argument.
fn ghost_arg_is_pure(text: &str) -> bool {
    let toks = term::lex(text, 0);
    !toks.iter().enumerate().any(|(i, t)| {
        matches!(t.text.as_str(), "=" | "++" | "--" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=")
            || (t.kind == term::Tk::Ident && toks.get(i + 1).is_some_and(|n| n.text == "("))
    })
}

/// A function without `mpi collective`: regions are errors; communication
/// is an error if the function is verified, and only unchecked otherwise.
fn non_collective(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    opts: &Options,
    annots: &[(usize, crate::annot::ir::StmtAnnot, bool)],
    sites: &[crate::cfront::model::CallSite],
    diags: &mut Diagnostics,
) {
    if let Some((c, a, _)) = annots.first() {
        diags.push(
            Diagnostic::error(fe.comments[*c].span.clone(), format!("`{}` in `{}`, which is not collective", a.describe(), f.name))
                .with_note("only functions whose contract says `mpi collective;` may contain regions"),
        );
        return;
    }
    let verified = f.has_contract() && !opts.skip.contains(&f.name);
    let count = sites.iter().filter(|s| calls::classify(fns, &s.callee).is_some()).count();
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
        let why = if f.has_contract() { "it is excluded from verification" } else { "it has no contract, so it is not verified" };
        diags.push(
            Diagnostic::warning(
                fe.orig.tokens[f.name_tok].span.clone(),
                format!("calls of collective functions and MPI communication in `{}` are not checked: {why}", f.name),
            )
                .with_label(format!("{count} call(s) left as they are")),
        );
    }
}

/// Read the user headers; `mpi` clauses there are not supported.
fn read_user_headers(fe: &Frontend, files: &mut Vec<SourceFile>, diags: &mut Diagnostics) -> Vec<String> {
    let mut texts = Vec::new();
    for h in &fe.user_headers {
        let Ok(bytes) = std::fs::read(h) else { continue };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let file = SourceFile::new(h, text.clone());
        for t in crate::cfront::lexer::lex(&text) {
            if let Some(c) = crate::annot::comments::AcslComment::from_token(&text, 0, &t) {
                if let Some(at) = c.mentions_mpi_clause() {
                    diags.push(
                        Diagnostic::error(at..at + 3, "`mpi` clauses in an included header are not supported")
                            .with_note("put collective functions and their contracts in the file given to vmfc")
                            .in_file(files.len()),
                    );
                    break;
                }
            }
        }
        files.push(file);
        texts.push(text);
    }
    texts
}

/// `mpi` clauses outside function contracts and bodies.
fn check_stray_annotations(fe: &Frontend, fns: &[FnInfo], diags: &mut Diagnostics) {
    let contracts: HashSet<usize> = fns.iter().flat_map(|f| f.contracts.iter().map(|c| c.comment)).collect();
    let in_body = |tok: usize| fns.iter().any(|f| f.body_toks.is_some_and(|(a, b)| tok > a && tok < b));
    for (ci, c) in fe.comments.iter().enumerate() {
        if contracts.contains(&ci) || in_body(c.token) {
            continue;
        }
        if c.kind() == AnnotKind::MpiStatement {
            diags.push(Diagnostic::error(c.span.clone(), "region annotations belong in the body of a collective function"));
        } else if let Some(at) = c.mentions_mpi_clause() {
            diags.push(
                Diagnostic::error(at..at + 3, "`mpi` clause outside a function contract")
                    .with_note("`mpi collective;` and `mpi universal` go in the contract right before a function declaration"),
            );
        }
    }
}

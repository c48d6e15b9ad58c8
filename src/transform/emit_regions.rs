//! Rewriting of region annotations, calls of collective functions (external
//! regions) and contracts (language.md 2.4).

use super::calls::Call;
use super::emitter::{bind_hygienic, Emitter};
use super::functions::{FnInfo, Home, Universal};
use super::structure::{Region, Regions};
use crate::annot::ir::ContractClause;
use crate::annot::term;
use crate::diag::Diagnostic;
use crate::edit::Edit;
use std::collections::HashMap;

/// The predicate "the universals of `f` still have their entry values" at a
/// program point, if `f` has universals.
pub fn unchanged_here(em: &Emitter, f: &FnInfo) -> Option<String> {
    let parts: Vec<String> = f
        .universals
        .iter()
        .map(|u| match &u.tset.range {
            None => format!("{0} == \\at({0}, Pre)", u.tset.name),
            Some((lo, hi)) => format!(
                "(\\forall integer VM_j; \\at({}, Pre) <= VM_j <= \\at({}, Pre) ==> {2}[VM_j] == \\at({2}[VM_j], Pre))",
                em.annot_text(lo),
                em.annot_text(hi),
                u.tset.name
            ),
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" && "))
}

/// The same at exit, for a postcondition (formal scalars are trivially unchanged there).
fn unchanged_at_exit(em: &Emitter, u: &Universal) -> Option<String> {
    match (&u.tset.range, u.home) {
        (None, Home::Global) => Some(format!("{0} == \\old({0})", u.tset.name)),
        (None, _) => None,
        (Some((lo, hi)), _) => Some(format!(
            "\\forall integer VM_j; \\old({}) <= VM_j <= \\old({}) ==> {2}[VM_j] == \\old({2}[VM_j])",
            em.annot_text(lo),
            em.annot_text(hi),
            u.tset.name
        )),
    }
}

fn indent_of(em: &Emitter, offset: usize) -> String {
    em.fe.file.indent_at(offset).to_string()
}

/// Replace the annotation comment `comment` by generated lines.
fn replace_comment(em: &mut Emitter, comment: usize, lines: Vec<String>) {
    let span = em.fe.comments[comment].span.clone();
    let ind = indent_of(em, span.start);
    let text = lines.join(&format!("\n{ind}"));
    em.edit(Edit::replace(span.clone(), text, span.start));
}

/// `region(i)` at `VM_regionCount`, with collective names turned into IDs.
fn region_at_count(em: &Emitter, r: &Regions) -> String {
    let ids: HashMap<String, String> = em.region_ids.keys().map(|g| (g.clone(), format!("VM_ID_{g}"))).collect();
    em.inst_renamed(&r.region, &["VM_regionCount"], &ids)
}

pub fn begin_regions(em: &mut Emitter, r: &Regions) {
    let at = em.fe.comments[r.begin].span.start;
    let (line, _) = em.fe.file.line_col(at);
    let n = em.inst(&r.nregions, &[]);
    replace_comment(
        em,
        r.begin,
        vec![
            format!("/* vmfc: mpi begin regions (line {line}) */"),
            "/*@ ghost unsigned long VM_level = 0; int VM_currentRegion = 0; int VM_regionCount = 0; */".into(),
            "/*@ ghost int VM_nregions = VM_ghost_int(); */".into(),
            format!("/*@ admit INT_MIN <= {n} <= INT_MAX ==> VM_nregions == {n}; */"),
        ],
    );
}

pub fn end_regions(em: &mut Emitter, f: &FnInfo, r: &Regions) {
    let at = em.fe.comments[r.end].span.start;
    let n = em.inst(&r.nregions, &[]);
    let mut lines = vec![
        em.assert(&f.name, "end_regions_none", at, "no region is open at `mpi end regions`".into(), "VM_currentRegion == 0"),
        em.assert(&f.name, "end_regions_count", at, "all `nregions` regions were executed".into(), &format!("VM_regionCount == {n}")),
    ];
    if let Some(u) = unchanged_here(em, f) {
        lines.push(em.assert(&f.name, "end_regions_universal", at, format!("universal locations of `{}` are unchanged", f.name), &u));
    }
    replace_comment(em, r.end, lines);
}

pub fn begin_region(em: &mut Emitter, f: &FnInfo, rs: &Regions, r: &Region) {
    let at = em.fe.comments[r.begin].span.start;
    let id = r.id;
    let region = region_at_count(em, rs);
    let mut lines = vec![
        em.assert(&f.name, "begin_region_none", at, format!("no region is open when region {id} begins"), "VM_currentRegion == 0"),
        em.assert(&f.name, "begin_region_sequence", at, format!("region {id} is next in the region sequence"), &format!("{id} == {region}")),
    ];
    if let Some(u) = unchanged_here(em, f) {
        lines.push(em.assert(&f.name, "begin_region_universal", at, format!("universal locations of `{}` are unchanged", f.name), &u));
    }
    lines.push(format!("/*@ ghost VM_currentRegion = {id}; VM_regionCount++; VM_level = 0; VM_reset_counters(); */"));
    replace_comment(em, r.begin, lines);
}

pub fn end_region(em: &mut Emitter, f: &FnInfo, r: &Region) {
    let at = em.fe.comments[r.end].span.start;
    let id = r.id;
    let sent = em.inst(r.def("nummsg"), &["VM_pid", "VM_p"]);
    let received = em.inst(r.def("nummsg"), &["VM_p", "VM_pid"]);
    let mut lines = vec![
        em.assert(&f.name, "end_region_current", at, format!("region {id} is the open region at its end"), &format!("VM_currentRegion == {id}")),
        em.assert(
            &f.name,
            "end_region_sent",
            at,
            format!("every process sent nummsg(VM_pid, p) messages to each p in region {id}"),
            &format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_sc[VM_p] == {sent}"),
        ),
        em.assert(
            &f.name,
            "end_region_received",
            at,
            format!("every process received nummsg(p, VM_pid) messages from each p in region {id}"),
            &format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_rc[VM_p] == {received}"),
        ),
    ];
    if let Some(u) = unchanged_here(em, f) {
        lines.push(em.assert(&f.name, "end_region_universal", at, format!("universal locations of `{}` are unchanged", f.name), &u));
    }
    lines.push("/*@ ghost VM_reset_counters(); VM_level = 0; VM_currentRegion = 0; */".into());
    replace_comment(em, r.end, lines);
}

/// Text of the actual argument bound to a formal or ghost parameter of `g`.
fn actual(em: &Emitter, g: &FnInfo, call: &Call, name: &str) -> Option<String> {
    match g.formal_index(name)? {
        Home::Formal(i) => call.args.get(i).map(|s| em.src(s).trim().to_string()),
        Home::Ghost(i) => call.ghost_args.get(i).map(|s| em.annot_text(s).trim().to_string()),
        Home::Global => None,
    }
}

/// `text` with the formals of `g` it mentions bound to the actual arguments.
fn with_actuals(em: &Emitter, g: &FnInfo, call: &Call, text: &str) -> Result<String, String> {
    let toks = term::lex(text, 0);
    let mut bindings: Vec<(String, String)> = Vec::new();
    for occ in term::free_identifiers(&toks) {
        if g.formal_index(&occ.name).is_some() && !bindings.iter().any(|(f, _)| *f == occ.name) {
            let a = actual(em, g, call, &occ.name).ok_or_else(|| format!("no argument for `{}`", occ.name))?;
            bindings.push((occ.name.clone(), a));
        }
    }
    Ok(bind_hygienic(&bindings, text))
}

/// Checks before a call of a collective function.
pub fn collective_call(
    em: &mut Emitter,
    f: &FnInfo,
    g: &FnInfo,
    rs: &Regions,
    call: &Call,
    pure: &dyn Fn(usize) -> bool,
) -> Result<(), Diagnostic> {
    let at = call.name_span.start;
    let gname = &g.name;
    if g.ghost_params.len() != call.ghost_args.len() && !g.ghost_params.is_empty() {
        return Err(Diagnostic::error(
            call.name_span.clone(),
            format!("`{gname}` has {} ghost parameter(s); this call passes {} ghost argument(s)", g.ghost_params.len(), call.ghost_args.len()),
        ));
    }
    let region = region_at_count(em, rs);
    let mut lines = vec![
        em.assert(&f.name, "call_none", at, format!("no region is open at the call of `{gname}`"), "VM_currentRegion == 0"),
        em.assert(&f.name, "call_sequence", at, format!("the call of `{gname}` is next in the region sequence"), &format!("VM_ID_{gname} == {region}")),
    ];
    for u in &g.universals {
        let key = format!("{gname}#{}", u.tset.name);
        let Some(def) = rs.universal_defs.iter().find(|d| d.name == key) else { continue };
        if let Home::Formal(i) = u.home {
            if !pure(i) {
                return Err(Diagnostic::error(call.args[i].clone(), format!("the argument for universal `{}` of `{gname}` must be free of side effects and calls", u.tset.name)));
            }
        }
        let target = match u.home {
            Home::Global => u.tset.name.clone(),
            _ => actual(em, g, call, &u.tset.name)
                .ok_or_else(|| Diagnostic::error(call.name_span.clone(), format!("no argument for `{}` of `{gname}`", u.tset.name)))?,
        };
        let check = format!("call_universal_{}", u.tset.name);
        match &u.tset.range {
            None => {
                let v = em.inst(def, &["VM_regionCount"]);
                let msg = format!("argument `{target}` for universal `{}` of `{gname}` equals {key}(i)", u.tset.name);
                lines.push(em.assert(&f.name, &check, at, msg, &format!("({target}) == {v}")));
            }
            Some((lo, hi)) => {
                let map = |t: &str| with_actuals(em, g, call, t).map_err(|e| Diagnostic::error(call.name_span.clone(), e));
                let lo = map(&em.annot_text(lo))?;
                let hi = map(&em.annot_text(hi))?;
                let v = em.inst(def, &["VM_regionCount", "VM_j"]);
                let msg = format!("array `{target}` for universal `{}` of `{gname}` equals {key}(i,j)", u.tset.name);
                let pred = format!("\\forall integer VM_j; {lo} <= VM_j <= {hi} ==> ({target})[VM_j] == {v}");
                lines.push(em.assert(&f.name, &check, at, msg, &pred));
            }
        }
    }
    if let Some(u) = unchanged_here(em, f) {
        lines.push(em.assert(&f.name, "call_universal_own", at, format!("universal locations of `{}` are unchanged at the call of `{gname}`", f.name), &u));
    }
    lines.push("/*@ ghost VM_regionCount++; */".into());
    let ind = indent_of(em, call.stmt_start);
    let mut text = lines.join(&format!("\n{ind}"));
    text.push('\n');
    text.push_str(&ind);
    match call.brace_end {
        Some(end) => {
            em.edit(Edit::insert(call.stmt_start, format!("{{ {text}"), at));
            em.edit(Edit::insert(end, " }".into(), at));
        }
        None => em.edit(Edit::insert(call.stmt_start, text, at)),
    }
    Ok(())
}

/// Rewrite the contracts of `f`: drop the `mpi` clauses and add the exit
/// check of its universals after the last `requires`-like clause.
pub fn contract(em: &mut Emitter, f: &FnInfo) {
    let mut exit_added = false;
    for c in &f.contracts {
        let comment = &em.fe.comments[c.comment];
        let content = &em.fe.file.text[comment.content_start..comment.content_start + comment.content.len()];
        let base = comment.content_start;
        let line_comment = em.fe.file.text[comment.span.clone()].starts_with("//");
        let universal_at = c.clauses.iter().find_map(|cl| match cl {
            ContractClause::Universal { span, .. } => Some(span.start),
            _ => None,
        });
        let mut exit_clause = None;
        if let (Some(at), false) = (universal_at, exit_added) {
            exit_added = true;
            let preds: Vec<String> = f.universals.iter().filter_map(|u| unchanged_at_exit(em, u)).collect();
            if !preds.is_empty() {
                let label = em.label(&f.name, "universal_exit", at, format!("universal locations of `{}` are unchanged at exit", f.name));
                exit_clause = Some(format!("ensures {label}: {};", preds.join(" && ")));
            }
        }
        let sep = if line_comment { " " } else { "\n    " };
        let mut out = String::new();
        let mut pos = 0;
        for cl in &c.clauses {
            let span = cl.span();
            let (s, e) = (span.start - base, span.end - base);
            let is_mpi = matches!(cl, ContractClause::Collective { .. } | ContractClause::Universal { .. });
            let late = matches!(cl, ContractClause::Acsl { keyword, .. } if !matches!(keyword.as_str(), "requires" | "terminates" | "decreases"));
            if is_mpi {
                out.push_str(&content[pos..s]);
                // Drop the clause and the blank space after it.
                pos = e + content[e..].len() - content[e..].trim_start().len();
                continue;
            }
            let name_at = if em.name_properties { super::naming::name_position(&content[s..e]) } else { None };
            if late {
                if let Some(clause) = exit_clause.take() {
                    out.push_str(&content[pos..s]);
                    out.push_str(&clause);
                    out.push_str(sep);
                    pos = s;
                }
            }
            if let Some(at) = name_at {
                out.push_str(&content[pos..s + at]);
                out.push_str(&format!(" {}:", super::naming::label(em, base + s)));
                pos = s + at;
            }
        }
        let rest = &content[pos..];
        let trimmed = rest.trim_end();
        out.push_str(trimmed);
        if let Some(clause) = exit_clause.take() {
            out.push_str(sep);
            out.push_str(&clause);
        }
        out.push_str(&rest[trimmed.len()..]);
        if out != content {
            let origin = universal_at.unwrap_or(base);
            em.edit(Edit::replace(base..base + content.len(), out, origin));
        }
    }
}

/// `#define VM_ID_g (-k)` lines for the collective functions used as regions.
pub fn region_id_defines(em: &Emitter) -> String {
    let mut ids: Vec<(&String, &i64)> = em.region_ids.iter().collect();
    ids.sort_by_key(|(_, v)| -**v);
    ids.iter().map(|(g, v)| format!("#define VM_ID_{g} ({v}) /* vmfc: region ID of collective `{g}` */\n")).collect()
}


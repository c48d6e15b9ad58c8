//! Region markers and calls of collective functions (external regions),
//! language.md 2.4: the ghost bookkeeping of regions and its checks.

use super::code::Stmt;
use super::defs::Defs;
use super::Emitter;
use crate::annot::term;
use crate::transform::calls::Call;
use crate::transform::checks::CheckKind;
use crate::transform::functions::{FnInfo, Home};
use crate::transform::structure::{Region, Regions};
use std::collections::HashMap;

/// Replace free identifiers of an ACSL text by other text.
pub(crate) fn subst_idents(text: &str, map: &HashMap<String, String>) -> String {
    let toks = term::lex(text, 0);
    let mut out = String::new();
    let mut pos = 0;
    for occ in term::free_identifiers(&toks) {
        if let Some(rep) = map.get(&occ.name) {
            out.push_str(&text[pos..occ.span.start]);
            out.push_str(rep);
            pos = occ.span.end;
        }
    }
    out.push_str(&text[pos..]);
    out
}

/// `(\let VM_a0 = (x0); ... \let f0 = VM_a0; ... body)`: formals bound to
/// arbitrary user expressions without capture.
pub(crate) fn bind_hygienic(bindings: &[(String, String)], body: &str) -> String {
    if bindings.is_empty() {
        return format!("({body})");
    }
    let mut s = String::from("(");
    for (i, (_, a)) in bindings.iter().enumerate() {
        s.push_str(&format!("\\let VM_a{i} = ({a}); "));
    }
    for (i, (f, _)) in bindings.iter().enumerate() {
        s.push_str(&format!("\\let {f} = VM_a{i}; "));
    }
    s.push_str(body);
    s.push(')');
    s
}

/// The predicate "the universals of `f` still have their entry values", if it has any.
pub(crate) fn unchanged_here(em: &Emitter, f: &FnInfo) -> Option<String> {
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

/// Names whose address the body of `f` takes (`&x`).
fn address_taken(em: &Emitter, f: &FnInfo) -> Vec<String> {
    let Some((open, close)) = f.body_toks else {
        return Vec::new();
    };
    let fe = em.fe;
    (open..close)
        .filter(|&k| fe.orig.tokens[k].is_code() && fe.tok_text(k) == "&")
        .filter_map(|k| {
            fe.next_code(k)
                .filter(|&n| fe.orig.tokens[n].kind == crate::cfront::lexer::TokKind::Ident)
        })
        .map(|n| fe.tok_text(n).to_string())
        .collect()
}

/// A universal location of `f` that a buffer could overlap, as a
/// `\separated` operand (`A + (lo .. hi)`, `&g`, `&x`).
pub(crate) struct Overlappable {
    pub operand: String,
    /// A scalar parameter whose address the body takes (`&x`): a contract
    /// cannot name it.
    pub formal: bool,
}

/// The universal locations of `f` that a buffer could overlap, array
/// bounds read at entry (`\at(.., Pre)` in the body; as written in a
/// contract, where they are the entry values). A scalar parameter can only
/// be reached through its address: it is left out when the body never
/// takes it.
pub(crate) fn overlappable(em: &Emitter, f: &FnInfo, in_body: bool) -> Vec<Overlappable> {
    let taken = address_taken(em, f);
    let entry = |e: &crate::source::Span| {
        let t = em.annot_text(e);
        if in_body {
            format!("\\at({t}, Pre)")
        } else {
            t
        }
    };
    f.universals
        .iter()
        .filter(|u| {
            u.tset.range.is_some() || u.home == Home::Global || taken.contains(&u.tset.name)
        })
        .map(|u| match &u.tset.range {
            None => Overlappable {
                operand: format!("&{}", u.tset.name),
                formal: u.home != Home::Global,
            },
            Some((lo, hi)) => Overlappable {
                operand: format!("{} + ({} .. {})", u.tset.name, entry(lo), entry(hi)),
                formal: false,
            },
        })
        .collect()
}

/// The separation of `range` (a tset such as `b + (0 .. n-1)`) from every
/// universal location of `f` (`overlappable`), if there is one.
pub(crate) fn separated_from_universals(em: &Emitter, f: &FnInfo, range: &str) -> Option<String> {
    let parts: Vec<String> = overlappable(em, f, true)
        .iter()
        .map(|o| format!("\\separated({range}, {})", o.operand))
        .collect();
    (!parts.is_empty()).then(|| parts.join(" && "))
}

/// Replace the annotation comment `comment` by generated statements.
fn replace_comment(em: &mut Emitter, comment: usize, stmts: &[Stmt]) {
    let span = em.fe.comments[comment].span.clone();
    let ind = em.indent_at(span.start);
    em.replace(span.clone(), stmts, &ind, span.start);
}

pub(crate) fn begin_regions(em: &mut Emitter, f: &FnInfo, rs: &Regions, defs: &Defs) {
    let at = em.fe.comments[rs.begin].span.start;
    let (line, _) = em.fe.file.line_col(at);
    let n = defs.nregions();
    let mut stmts = vec![Stmt::Comment(format!("mpi begin regions (line {line})"))];
    if defs.results() {
        // This run of the regions: any value (docs/soundness.md, "Results
        // of collectives in definitions"); declared first, `nregions` may
        // name a result.
        stmts.push(Stmt::Ghost(format!(
            "unsigned long {} = VM_ghost_ulong();",
            crate::transform::results::RUN
        )));
    }
    stmts.extend([
        em.assert(
            &f.name,
            CheckKind::BeginRegionsNregions,
            None,
            at,
            "`nregions` is between 0 and INT_MAX",
            format!("0 <= {n} <= INT_MAX"),
        ),
        Stmt::Ghost(
            "unsigned long VM_level = 0; int VM_currentRegion = 0; int VM_regionCount = 0;".into(),
        ),
        Stmt::Ghost("int VM_nregions = VM_ghost_int();".into()),
        Stmt::Admit(format!("VM_nregions == {n}")),
    ]);
    replace_comment(em, rs.begin, &stmts);
}

pub(crate) fn end_regions(em: &mut Emitter, f: &FnInfo, rs: &Regions, defs: &Defs) {
    let at = em.fe.comments[rs.end].span.start;
    let mut stmts = vec![
        em.assert(
            &f.name,
            CheckKind::EndRegionsNone,
            None,
            at,
            "no region is open at `mpi end regions`",
            "VM_currentRegion == 0",
        ),
        em.assert(
            &f.name,
            CheckKind::EndRegionsCount,
            None,
            at,
            "all `nregions` regions were executed",
            format!("VM_regionCount == {}", defs.nregions()),
        ),
    ];
    if let Some(u) = unchanged_here(em, f) {
        stmts.push(em.assert(
            &f.name,
            CheckKind::EndRegionsUniversal,
            None,
            at,
            format!("universal locations of `{}` are unchanged", f.name),
            u,
        ));
    }
    replace_comment(em, rs.end, &stmts);
}

pub(crate) fn begin_region(em: &mut Emitter, f: &FnInfo, r: &Region, defs: &Defs) {
    let at = em.fe.comments[r.begin].span.start;
    let id = r.id;
    let mut stmts = vec![
        em.assert(
            &f.name,
            CheckKind::BeginRegionNone,
            None,
            at,
            format!("no region is open when region {id} begins"),
            "VM_currentRegion == 0",
        ),
        em.assert(
            &f.name,
            CheckKind::BeginRegionBound,
            None,
            at,
            format!("fewer than `nregions` regions ran before region {id}"),
            format!("VM_regionCount < {}", defs.nregions()),
        ),
        em.assert(
            &f.name,
            CheckKind::BeginRegionSequence,
            None,
            at,
            format!("region {id} is next in the region sequence"),
            format!("{id} == {}", defs.region("VM_regionCount")),
        ),
    ];
    if let Some(u) = unchanged_here(em, f) {
        stmts.push(em.assert(
            &f.name,
            CheckKind::BeginRegionUniversal,
            None,
            at,
            format!("universal locations of `{}` are unchanged", f.name),
            u,
        ));
    }
    stmts.push(Stmt::Ghost(format!(
        "VM_currentRegion = {id}; VM_regionCount++; VM_level = 0; VM_reset_counters();"
    )));
    replace_comment(em, r.begin, &stmts);
}

pub(crate) fn end_region(em: &mut Emitter, f: &FnInfo, r: &Region, defs: &Defs) {
    let at = em.fe.comments[r.end].span.start;
    let id = r.id;
    let sent = defs.region_def(id, "nummsg", &["VM_pid", "VM_p"]);
    let received = defs.region_def(id, "nummsg", &["VM_p", "VM_pid"]);
    let mut stmts = vec![
        em.assert(
            &f.name,
            CheckKind::EndRegionCurrent,
            None,
            at,
            format!("region {id} is the open region at its end"),
            format!("VM_currentRegion == {id}"),
        ),
        em.assert(
            &f.name,
            CheckKind::EndRegionSent,
            None,
            at,
            format!("every process sent nummsg(VM_pid, p) messages to each p in region {id}"),
            format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_sc[VM_p] == {sent}"),
        ),
        em.assert(
            &f.name,
            CheckKind::EndRegionReceived,
            None,
            at,
            format!("every process received nummsg(p, VM_pid) messages from each p in region {id}"),
            format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_rc[VM_p] == {received}"),
        ),
    ];
    if let Some(u) = unchanged_here(em, f) {
        stmts.push(em.assert(
            &f.name,
            CheckKind::EndRegionUniversal,
            None,
            at,
            format!("universal locations of `{}` are unchanged", f.name),
            u,
        ));
    }
    stmts.push(Stmt::Ghost(
        "VM_reset_counters(); VM_level = 0; VM_currentRegion = 0;".into(),
    ));
    replace_comment(em, r.end, &stmts);
}

/// Text of the actual argument bound to a formal or ghost parameter of `g`.
fn actual(em: &Emitter, g: &FnInfo, call: &Call, name: &str) -> Option<String> {
    match g.formal_index(name)? {
        Home::Formal(i) => call.args.get(i).map(|s| em.src(s).trim().to_string()),
        Home::Ghost(i) => call
            .ghost_args
            .get(i)
            .map(|s| em.annot_text(s).trim().to_string()),
        Home::Global => None,
    }
}

/// `text` with the formals of `g` it mentions bound to the actual arguments.
fn with_actuals(em: &Emitter, g: &FnInfo, call: &Call, text: &str) -> Option<String> {
    let toks = term::lex(text, 0);
    let mut bindings: Vec<(String, String)> = Vec::new();
    for occ in term::free_identifiers(&toks) {
        if g.formal_index(&occ.name).is_some() && !bindings.iter().any(|(f, _)| *f == occ.name) {
            bindings.push((occ.name.clone(), actual(em, g, call, &occ.name)?));
        }
    }
    Some(bind_hygienic(&bindings, text))
}

/// The checks before a call of the collective function `g` (checked to be
/// well formed by the check pass).
pub(crate) fn collective_call(em: &mut Emitter, f: &FnInfo, g: &FnInfo, call: &Call, defs: &Defs) {
    let at = call.name_span.start;
    let gname = &g.name;
    let mut stmts = vec![
        em.assert(
            &f.name,
            CheckKind::CallNone,
            None,
            at,
            format!("no region is open at the call of `{gname}`"),
            "VM_currentRegion == 0",
        ),
        em.assert(
            &f.name,
            CheckKind::CallBound,
            None,
            at,
            format!("fewer than `nregions` regions ran before the call of `{gname}`"),
            format!("VM_regionCount < {}", defs.nregions()),
        ),
        em.assert(
            &f.name,
            CheckKind::CallSequence,
            None,
            at,
            format!("the call of `{gname}` is next in the region sequence"),
            format!("VM_ID_{gname} == {}", defs.region("VM_regionCount")),
        ),
    ];
    stmts.extend(universal_arguments(em, f, g, call, defs));
    if let Some(u) = unchanged_here(em, f) {
        stmts.push(em.assert(
            &f.name,
            CheckKind::CallUniversalOwn,
            None,
            at,
            format!(
                "universal locations of `{}` are unchanged at the call of `{gname}`",
                f.name
            ),
            u,
        ));
    }
    stmts.push(Stmt::Ghost("VM_regionCount++;".into()));
    let ind = em.indent_at(call.stmt_start);
    match call.brace_end {
        Some(end) => {
            let mut block = vec![Stmt::Code("{".into())];
            block.extend(stmts);
            em.insert(call.stmt_start, &block, &ind, format!("\n{ind}"), at);
            em.edit(crate::edit::Edit::insert(end, " }".into(), at));
        }
        None => em.insert(call.stmt_start, &stmts, &ind, format!("\n{ind}"), at),
    }
}

/// `call_universal`: each universal argument of the call of `g` (a scalar,
/// or an array section) equals its definition in `begin regions`.
fn universal_arguments(
    em: &mut Emitter,
    f: &FnInfo,
    g: &FnInfo,
    call: &Call,
    defs: &Defs,
) -> Vec<Stmt> {
    let at = call.name_span.start;
    let gname = &g.name;
    let mut stmts = Vec::new();
    for u in &g.universals {
        let key = format!("{gname}#{}", u.tset.name);
        let target = match u.home {
            Home::Global => Some(u.tset.name.clone()),
            _ => actual(em, g, call, &u.tset.name),
        };
        let Some(target) = target else { continue };
        let (msg, pred) = match &u.tset.range {
            None => (
                format!(
                    "argument `{target}` for universal `{}` of `{gname}` equals {key}(i)",
                    u.tset.name
                ),
                format!(
                    "({target}) == {}",
                    defs.universal(&key, &["VM_regionCount"])
                ),
            ),
            Some((lo, hi)) => {
                let (Some(lo), Some(hi)) = (
                    with_actuals(em, g, call, &em.annot_text(lo)),
                    with_actuals(em, g, call, &em.annot_text(hi)),
                ) else {
                    continue;
                };
                let v = defs.universal(&key, &["VM_regionCount", "VM_j"]);
                (
                    format!(
                        "array `{target}` for universal `{}` of `{gname}` equals {key}(i,j)",
                        u.tset.name
                    ),
                    format!(
                        "\\forall integer VM_j; {lo} <= VM_j <= {hi} ==> ({target})[VM_j] == {v}"
                    ),
                )
            }
        };
        stmts.push(em.assert(&f.name, CheckKind::CallUniversal, None, at, msg, pred));
    }
    stmts
}

/// `#define VM_ID_g (-k)` lines for the collective functions used as regions.
pub(crate) fn region_id_defines(ids: &[(String, i64)]) -> String {
    ids.iter()
        .map(|(g, v)| {
            format!("#define VM_ID_{g} ({v}) /* vmfc: region ID of collective `{g}` */\n")
        })
        .collect()
}

#[cfg(test)]
mod tests;

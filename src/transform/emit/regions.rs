//! Region markers (`begin regions`, `end regions`, `begin region`, `end
//! region`), language.md 2.4: the ghost bookkeeping of regions and its checks.

use super::code::Stmt;
use super::defs::Defs;
use super::universals::unchanged_here;
use super::{Emitter, Sides};
use crate::transform::checks::CheckKind;
use crate::transform::functions::FnInfo;
use crate::transform::structure::{Region, Regions};

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
        stmts.push(Stmt::State(format!(
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
        Stmt::State(
            "unsigned long VM_level = 0; int VM_currentRegion = 0; int VM_regionCount = 0;".into(),
        ),
        Stmt::State("int VM_nregions = VM_ghost_int();".into()),
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
            "every process ran all `nregions` regions (none ran on some processes only)",
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
    stmts.push(Stmt::State(format!(
        "VM_currentRegion = {id}; VM_regionCount++; VM_level = 0; VM_reset_counters();"
    )));
    replace_comment(em, r.begin, &stmts);
}

pub(crate) fn end_region(em: &mut Emitter, f: &FnInfo, r: &Region, defs: &Defs) {
    let at = em.fe.comments[r.end].span.start;
    let id = r.id;
    let sent = defs.region_def(id, "nummsg", &["VM_pid", "VM_p"]);
    let received = defs.region_def(id, "nummsg", &["VM_p", "VM_pid"]);
    let mut stmts = vec![em.assert(
        &f.name,
        CheckKind::EndRegionCurrent,
        None,
        at,
        format!("region {id} is the open region at its end"),
        format!("VM_currentRegion == {id}"),
    )];
    // The counts the report quotes beside a failure: `nummsg` as written.
    let counts = Sides {
        arg: None,
        def: Some(r.def("nummsg").span.clone()),
    };
    stmts.push(em.assert(
        &f.name,
        CheckKind::EndRegionSent,
        None,
        at,
        format!("every process sent nummsg(VM_pid, p) messages to each p in region {id}"),
        format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_sc[VM_p] == {sent}"),
    ));
    em.compares(counts.clone());
    stmts.push(em.assert(
        &f.name,
        CheckKind::EndRegionReceived,
        None,
        at,
        format!("every process received nummsg(p, VM_pid) messages from each p in region {id}"),
        format!("\\forall integer VM_p; 0 <= VM_p < VM_NP ==> VM_rc[VM_p] == {received}"),
    ));
    em.compares(counts);
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
    stmts.push(Stmt::State(
        "VM_reset_counters(); VM_level = 0; VM_currentRegion = 0;".into(),
    ));
    replace_comment(em, r.end, &stmts);
}

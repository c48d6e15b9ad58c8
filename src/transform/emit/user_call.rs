//! Calls of the user's collective functions (external regions, language.md
//! 2.4 "Call of a collective g"): the region sequence and the universal
//! arguments checked at the call.

use super::code::Stmt;
use super::defs::Defs;
use super::subst::bind_hygienic;
use super::universals::unchanged_here;
use super::Emitter;
use crate::annot::term;
use crate::transform::calls::Call;
use crate::transform::checks::CheckKind;
use crate::transform::functions::{FnInfo, Home};

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
    stmts.push(Stmt::State("VM_regionCount++;".into()));
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
        let arg = match g.formal_index(&u.tset.name) {
            Some(Home::Formal(i)) => call.args.get(i).cloned(),
            Some(Home::Ghost(i)) => call.ghost_args.get(i).cloned(),
            _ => None,
        };
        if arg.is_some() {
            em.compares(super::Sides {
                arg,
                def: defs.universal_span(&key),
            });
        }
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

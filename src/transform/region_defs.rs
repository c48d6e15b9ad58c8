//! The definitions of a function's regions: the six of each internal
//! region (`begin region N`) and those of `begin regions` (`nregions`,
//! `region(i)`, and one per universal parameter of each collective called,
//! user function or MPI routine), each given once with its arity; and the
//! static rules every definition obeys (universal, no label, no address of
//! `msginv`'s buffer, no opaque symbol that reads memory).

use super::calls::{Call, CallKind};
use super::functions::FnInfo;
use super::structure::{at, REGION_DEFS};
use crate::annot::ir::Def;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

fn check_params(d: &Def, arity: usize, diags: &mut Diagnostics) -> bool {
    if d.params.len() != arity {
        diags.push(Diagnostic::error(
            d.name_span.clone(),
            format!(
                "`{}` takes {arity} parameter(s), found {}",
                d.name,
                d.params.len()
            ),
        ));
        return false;
    }
    for (i, (p, sp)) in d.params.iter().enumerate() {
        if p.starts_with("VM_") {
            diags.push(Diagnostic::error(
                sp.clone(),
                format!("`{p}`: names starting with `VM_` are reserved for vmfc"),
            ));
            return false;
        }
        if d.params[..i].iter().any(|(q, _)| q == p) {
            diags.push(Diagnostic::error(
                sp.clone(),
                format!("parameter `{p}` appears twice"),
            ));
            return false;
        }
    }
    true
}

pub(super) fn region_defs(
    id: u32,
    comment: usize,
    fe: &Frontend,
    defs: &[Def],
    diags: &mut Diagnostics,
) -> Option<Vec<Def>> {
    let mut slots: Vec<Option<Def>> = vec![None; REGION_DEFS.len()];
    let mut ok = true;
    for d in defs {
        match REGION_DEFS.iter().position(|(n, _)| *n == d.name) {
            None => {
                diags.push(Diagnostic::error(d.name_span.clone(), format!("unknown definition `{}` in region {id}", d.name))
                    .with_note("a region defines nummsg(s,d), mcount(s,d,k), mdtype(s,d,k), msgtag(s,d,k), msginv(s,d,k,buf,count,dt) and slevel(s,d,k)"));
                ok = false;
            }
            Some(i) if slots[i].is_some() => {
                diags.push(Diagnostic::error(
                    d.name_span.clone(),
                    format!("`{}` is defined twice in region {id}", d.name),
                ));
                ok = false;
            }
            Some(i) => {
                ok &= check_params(d, REGION_DEFS[i].1, diags);
                slots[i] = Some(d.clone());
            }
        }
    }
    for (i, (name, _)) in REGION_DEFS.iter().enumerate() {
        if slots[i].is_none() {
            diags.push(Diagnostic::error(
                at(fe, comment),
                format!("region {id} does not define `{name}`"),
            ));
            ok = false;
        }
    }
    ok.then(|| slots.into_iter().map(|d| d.expect("checked")).collect())
}

pub(super) fn regions_defs(
    fe: &Frontend,
    fns: &[FnInfo],
    comment: usize,
    defs: &[Def],
    calls: &[Call],
    diags: &mut Diagnostics,
) -> Option<(Def, Def, Vec<Def>)> {
    let mut nregions = None;
    let mut region = None;
    let mut universal = Vec::new();
    let mut ok = true;
    for d in defs {
        let slot = match d.name.as_str() {
            "nregions" => Some((&mut nregions, 0)),
            "region" => Some((&mut region, 1)),
            _ => None,
        };
        if let Some((slot, arity)) = slot {
            if slot.is_some() {
                diags.push(Diagnostic::error(
                    d.name_span.clone(),
                    format!("`{}` is defined twice", d.name),
                ));
                ok = false;
            } else {
                ok &= check_params(d, arity, diags);
                *slot = Some(d.clone());
            }
            continue;
        }
        let Some((g, x)) = d.universal_of() else {
            diags.push(Diagnostic::error(d.name_span.clone(), format!("unknown definition `{}` in `mpi begin regions`", d.name))
                .with_note("`mpi begin regions` defines nregions, region(i), and g#x(i) / g#A(i,j) for the universals of the collective functions called"));
            ok = false;
            continue;
        };
        // The parameters of the definition: (i) for a scalar, (i, j) for
        // an array section or an MPI collective's data.
        let arity = match universal_arity(fns, g, x) {
            Ok(a) => a,
            Err(e) => {
                diags.push(e.at(d.name_span.clone()));
                ok = false;
                continue;
            }
        };
        if universal.iter().any(|e: &Def| e.name == d.name) {
            diags.push(Diagnostic::error(
                d.name_span.clone(),
                format!("`{}` is defined twice", d.name),
            ));
            ok = false;
            continue;
        }
        ok &= check_params(d, arity, diags);
        universal.push(d.clone());
    }
    for (name, n) in [("nregions", &nregions), ("region", &region)] {
        if n.is_none() {
            diags.push(Diagnostic::error(
                at(fe, comment),
                format!("`mpi begin regions` does not define `{name}`"),
            ));
            ok = false;
        }
    }
    ok &= missing_definitions(fns, calls, &universal, diags);
    if ok {
        Some((nregions?, region?, universal))
    } else {
        None
    }
}

/// Every universal of every collective called needs its definition.
fn missing_definitions(
    fns: &[FnInfo],
    calls: &[Call],
    universal: &[Def],
    diags: &mut Diagnostics,
) -> bool {
    let mut ok = true;
    for c in calls {
        if let CallKind::Mpi(k) = c.kind {
            for x in k.signature().universal {
                let key = format!("{}#{x}", k.name());
                if !universal.iter().any(|d| d.name == key) {
                    diags.push(
                        Diagnostic::error(
                            c.name_span.clone(),
                            format!("missing definition `{key}(i)` in `mpi begin regions`"),
                        )
                        .with_note(coll_defs_note(k)),
                    );
                    ok = false;
                }
            }
            continue;
        }
        let CallKind::Collective(g) = c.kind else {
            continue;
        };
        for u in &fns[g].universals {
            let key = format!("{}#{}", fns[g].name, u.tset.name);
            if !universal.iter().any(|d| d.name == key) {
                let form = if u.tset.range.is_some() {
                    format!("{key}(i,j)")
                } else {
                    format!("{key}(i)")
                };
                diags.push(
                    Diagnostic::error(
                        c.name_span.clone(),
                        format!("missing definition `{form}` in `mpi begin regions`"),
                    )
                    .with_note(format!(
                        "`{}` declares `{}` universal; its value at each call must be specified",
                        fns[g].name, u.tset.name
                    )),
                );
                ok = false;
            }
        }
    }
    ok
}

/// Why `g#x` names nothing: the message and an optional note.
struct Unknown(String, Option<String>);

impl Unknown {
    fn at(self, span: crate::source::Span) -> Diagnostic {
        let d = Diagnostic::error(span, self.0);
        match self.1 {
            Some(n) => d.with_note(n),
            None => d,
        }
    }
}

/// The number of parameters of the definition `g#x`, where `g` is a
/// collective function or an MPI collective.
fn universal_arity(fns: &[FnInfo], g: &str, x: &str) -> Result<usize, Unknown> {
    if let Some(k) = crate::mpi::Coll::from_name(g) {
        let sig = k.signature();
        return if sig.universal.contains(&x) {
            Ok(1)
        } else if sig.data == Some(x) {
            Ok(2)
        } else if sig.fold == Some(x) || k.inv() == Some(x) {
            Ok(3)
        } else {
            Err(Unknown(
                format!("`{g}` has no universal `{x}`"),
                Some(coll_defs_note(k)),
            ))
        };
    }
    let Some(gf) = fns.iter().find(|f| f.name == g && f.collective) else {
        return Err(Unknown(format!("`{g}` is not a collective function"), None));
    };
    match gf.universal(x) {
        Some(u) => Ok(if u.tset.range.is_some() { 2 } else { 1 }),
        None => Err(Unknown(
            format!("`{x}` is not declared `mpi universal` by `{g}`"),
            None,
        )),
    }
}

/// What `mpi begin regions` defines for a call of the MPI collective `k`.
fn coll_defs_note(k: crate::mpi::Coll) -> String {
    let sig = k.signature();
    let mut parts: Vec<String> = sig
        .universal
        .iter()
        .map(|x| format!("`{}#{x}(i)`", sig.name))
        .collect();
    if let Some(d) = sig.data {
        parts.push(format!(
            "optionally `{}#{d}(i, j)` (the data, which makes the result exact)",
            sig.name
        ));
    }
    if let Some(r) = sig.fold {
        parts.push(format!(
            "optionally `{}#{r}(i, j, n)` (element j reduced over processes 0 .. n-1, which makes the result exact for every operation)",
            sig.name
        ));
    }
    if let Some(inv) = k.inv() {
        parts.push(format!(
            "optionally `{}#{inv}(i, k, v)` (a property of element k's value v, checked where it is sent and assumed where it arrives)",
            sig.name
        ));
    }
    if parts.is_empty() {
        format!(
            "`{}` needs no definition besides `region(i) = {}`",
            sig.name, sig.name
        )
    } else {
        format!(
            "every process passes the same {}: define {}",
            sig.universal.join(", "),
            parts.join(", ")
        )
    }
}

/// A parameter of a definition may not be named like a name (not one of
/// the function's parameters, which vmfc renames) in a bound of the
/// function's universal sections: the frame lemma that proves the
/// definition universal states the sections inside the scope of the
/// definition's parameters, where the name would be the parameter (hunt
/// 131: `msginv`'s count named `K`, the section `A[0 .. K - 1]` with a
/// global `K = 1`, took the message count for `K` and A[1] for universal).
fn formal_captures(scope: &super::universality::Scope, d: &Def, diags: &mut Diagnostics) {
    let f = scope.f;
    let bounds = (f.universals.iter())
        .filter_map(|u| u.tset.range.as_ref().map(|r| (u, r)))
        .flat_map(|(u, (lo, hi))| [(u, lo), (u, hi)]);
    for (u, bound) in bounds {
        let text = super::emit::annot_text(scope.fe, bound);
        let names = crate::annot::term::free_identifiers(&crate::annot::term::lex(&text, 0));
        for (p, span) in &d.params {
            if names.iter().any(|o| &o.name == p) && !f.params.contains(p) {
                diags.push(
                    Diagnostic::error(span.clone(), format!("parameter `{p}` of `{}` is named like the `{p}` in the bound of the universal section of `{}`", d.name, u.tset.name))
                        .with_note("vmfc proves the definition universal with the section in the scope of its parameters, where the name would be the parameter: rename the parameter"),
                );
            }
        }
    }
}

/// Every definition of a function's regions is universal (§2.3), names no
/// label, and uses no opaque symbol that reads a global.
pub(super) fn check_definitions(
    scope: &super::universality::Scope,
    rs: &super::structure::Regions,
    diags: &mut Diagnostics,
) {
    let fe = scope.fe;
    for d in rs.all_defs() {
        formal_captures(scope, d, diags);
        let text = super::emit::annot_text(fe, &d.body);
        scope.check(d, &text, d.name == "region", diags);
        let buf = (d.name == "msginv").then(|| d.params.get(3)).flatten();
        let label = buf
            .and_then(|(b, _)| super::def_labels::msginv_label(&text, d.body.start, b))
            .or_else(|| super::def_labels::label_error(&text, d.body.start));
        if let Some((span, why)) = label {
            diags.push(Diagnostic::error(
                span,
                format!("in the definition of `{}`: {why}", d.name),
            ));
        }
        if let Some(why) =
            buf.and_then(|(b, _)| super::universality::address_use(scope.logic, &text, b))
        {
            diags.push(
                Diagnostic::error(d.body.clone(), format!("the definition of `msginv` reads the address of its buffer: {why}"))
                    .with_note("the sender proves `msginv` of its buffer and the receiver assumes it of its own, at another address: read the message only by its elements (`buf[i]`, `*buf`), directly or in the logic symbols you pass `buf` to"),
            );
        }
        if let Some((builtin, via)) = super::universality::memory_model_term(fe, scope.logic, &text)
        {
            let through = via.map_or(String::new(), |s| format!(" (through `{s}`)"));
            diags.push(
                Diagnostic::error(d.body.clone(), format!("the definition of `{}` uses `{builtin}`{through}", d.name))
                    .with_note("what the memory model says of a pointer (validity, blocks, separation) is not the same on every process: a receiver's buffer is not the sender's. A definition may speak of values only"),
            );
        }
        if let Some((sym, why)) = super::universality::unframed_symbol(fe, scope.logic, &text) {
            diags.push(
                Diagnostic::error(d.body.clone(), format!("the definition of `{}` uses `{sym}`, whose reads vmfc cannot prove universal: {why}", d.name))
                    .with_note(format!("a prover cannot unfold `{sym}`: vmfc proves what a recursive symbol reads by an induction it states at each use, which needs one parameter decreased by a constant in every call, the others passed unchanged or, for numbers, computed without reading memory, and at most one label; an axiomatized or inductive symbol must read no memory (no label, scalar parameters)")),
            );
        }
        if let Some((sym, global)) = super::universality::opaque_global_read(fe, scope.logic, &text)
        {
            diags.push(
                Diagnostic::error(d.body.clone(), format!("the definition of `{}` uses `{sym}`, which reads the global `{global}`", d.name))
                    .with_note(format!("`{sym}` is recursive or axiomatized: vmfc cannot prove what it reads, so it may read memory only through its arguments")),
            );
        }
    }
}

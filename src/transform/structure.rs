//! The region structure of a collective function: statement annotations and
//! calls in textual order, checked for pairing, nesting, blocks, definitions
//! and jumps out of regions.

use super::calls::{Call, CallKind};
use super::functions::FnInfo;
use crate::annot::comments::AnnotKind;
use crate::annot::ir::{Def, StmtAnnot};
use crate::annot::parse;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;

/// The six definitions of an internal region, in this order.
pub const REGION_DEFS: [(&str, usize); 6] = [
    ("nummsg", 2),
    ("mcount", 3),
    ("mdtype", 3),
    ("msgtag", 3),
    ("msginv", 6),
    ("slevel", 3),
];

/// One internal region.
#[derive(Debug, Clone)]
pub struct Region {
    pub id: u32,
    /// Comment indices of `begin region` and `end region`.
    pub begin: usize,
    pub end: usize,
    /// The six definitions in `REGION_DEFS` order.
    pub defs: Vec<Def>,
}

impl Region {
    pub fn def(&self, name: &str) -> &Def {
        let i = REGION_DEFS
            .iter()
            .position(|(n, _)| *n == name)
            .expect("known definition");
        &self.defs[i]
    }
}

/// The regions of a function.
#[derive(Debug, Clone)]
pub struct Regions {
    pub begin: usize,
    pub end: usize,
    pub nregions: Def,
    pub region: Def,
    /// `g#x` definitions.
    pub universal_defs: Vec<Def>,
    pub regions: Vec<Region>,
    /// For each call (same order as `calls`): the internal region holding it.
    pub call_region: Vec<Option<usize>>,
}

enum Ev<'a> {
    Annot(usize, &'a StmtAnnot),
    Call(usize),
}

/// A statement annotation that did not parse, as far as its first words tell
/// (so that one malformed definition does not also unbalance the regions).
fn guess(content: &str) -> Option<StmtAnnot> {
    let words: Vec<&str> = content
        .split(|c: char| c.is_whitespace() || c == ':' || c == ';')
        .filter(|w| !w.is_empty())
        .take(4)
        .collect();
    match words.as_slice() {
        ["mpi", "begin", "regions", ..] => Some(StmtAnnot::BeginRegions { defs: Vec::new() }),
        ["mpi", "end", "regions", ..] => Some(StmtAnnot::EndRegions),
        ["mpi", "begin", "region", n, ..] => {
            n.parse()
                .ok()
                .filter(|&n| n > 0)
                .map(|id| StmtAnnot::BeginRegion {
                    id,
                    id_span: 0..0,
                    defs: Vec::new(),
                })
        }
        ["mpi", "end", "region", ..] => Some(StmtAnnot::EndRegion { id: None }),
        _ => None,
    }
}

/// Parse the statement annotations of a body: (comment index, annotation,
/// parsed). Unparsable ones are reported and kept as a guess when possible.
pub fn statement_annotations(
    fe: &Frontend,
    body: (usize, usize),
    diags: &mut Diagnostics,
) -> Vec<(usize, StmtAnnot, bool)> {
    let mut out = Vec::new();
    for (ci, c) in fe.comments.iter().enumerate() {
        if c.token <= body.0 || c.token >= body.1 {
            continue;
        }
        if c.kind() == AnnotKind::MpiStatement {
            match parse::statement_annotation(c) {
                Ok(a) => out.push((ci, a, true)),
                Err(d) => {
                    diags.push(d);
                    out.extend(guess(&c.content).map(|a| (ci, a, false)));
                }
            }
        } else if let Some(at) = c.mentions_mpi_clause() {
            diags.push(Diagnostic::error(
                at..at + 3,
                "an `mpi` clause must be alone in its annotation comment",
            ));
        }
    }
    out
}

/// Innermost enclosing `{` token of each offset, for offsets inside the body.
fn blocks(fe: &Frontend, body: (usize, usize), offsets: &[usize]) -> Vec<usize> {
    let mut stack = vec![body.0];
    let mut out = vec![body.0; offsets.len()];
    let mut order: Vec<usize> = (0..offsets.len()).collect();
    order.sort_by_key(|&i| offsets[i]);
    let mut oi = 0;
    for k in body.0 + 1..body.1 {
        let t = &fe.orig.tokens[k];
        while oi < order.len() && offsets[order[oi]] < t.span.start {
            out[order[oi]] = *stack.last().expect("stack");
            oi += 1;
        }
        if t.is_code() {
            match fe.tok_text(k) {
                "{" => stack.push(k),
                "}" if stack.len() > 1 => {
                    stack.pop();
                }
                _ => {}
            }
        }
    }
    while oi < order.len() {
        out[order[oi]] = *stack.last().expect("stack");
        oi += 1;
    }
    out
}

/// The first line of an annotation comment (where diagnostics point).
fn at(fe: &Frontend, comment: usize) -> Span {
    let span = &fe.comments[comment].span;
    let end = fe.file.text[span.clone()]
        .find('\n')
        .map_or(span.end, |i| span.start + i);
    span.start..end
}

/// Check the structure; `None` when the function has no regions (then any
/// communication in it is an error already reported).
pub fn regions(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body_toks: (usize, usize),
    annots: &[(usize, StmtAnnot, bool)],
    calls: &[Call],
    diags: &mut Diagnostics,
) -> Option<Regions> {
    let broken: Vec<usize> = annots.iter().filter(|a| !a.2).map(|a| a.0).collect();
    let mut evs: Vec<(usize, Ev)> = annots
        .iter()
        .map(|(c, a, _)| (fe.comments[*c].span.start, Ev::Annot(*c, a)))
        .collect();
    evs.extend(
        calls
            .iter()
            .enumerate()
            .map(|(i, c)| (c.name_span.start, Ev::Call(i))),
    );
    evs.sort_by_key(|e| e.0);
    let offsets: Vec<usize> = evs.iter().map(|e| e.0).collect();
    let block = blocks(fe, body_toks, &offsets);

    let mut begin_regions: Option<(usize, usize, &Vec<Def>)> = None; // (comment, block, defs)
    let mut end_regions: Option<usize> = None;
    let mut open: Option<(u32, usize, usize, &Vec<Def>)> = None; // (id, comment, block, defs)
                                                                 // Regions begun while another was open (an error): closed by their own end.
    let mut nested: Vec<u32> = Vec::new();
    let mut regions: Vec<Region> = Vec::new();
    let mut call_region = vec![None; calls.len()];
    for (i, (_, ev)) in evs.iter().enumerate() {
        if let Ev::Annot(c, a @ (StmtAnnot::BeginRegions { .. } | StmtAnnot::EndRegions)) = ev {
            if block[i] != body_toks.0 {
                let which = if matches!(a, StmtAnnot::EndRegions) {
                    "end"
                } else {
                    "begin"
                };
                diags.push(
                    Diagnostic::error(at(fe, *c), format!("`mpi {which} regions` must be a statement of the body of `{}` itself", f.name))
                        .with_note("every process must pass `begin regions` and `end regions` exactly once: not inside a branch, a loop or a nested block"),
                );
            }
        }
        match ev {
            Ev::Annot(c, StmtAnnot::BeginRegions { defs }) => {
                if let Some((first, ..)) = begin_regions {
                    diags.push(Diagnostic::error(at(fe, *c), format!("second `mpi begin regions` in `{}`", f.name))
                        .with_note(format!("the first is at line {}; a function has one `begin regions`/`end regions` pair", fe.file.line_col(fe.comments[first].span.start).0)));
                } else if let Some((id, ..)) = open {
                    diags.push(Diagnostic::error(
                        at(fe, *c),
                        format!("`mpi begin regions` inside region {id}"),
                    ));
                } else {
                    begin_regions = Some((*c, block[i], defs));
                }
            }
            Ev::Annot(c, StmtAnnot::EndRegions) => {
                match begin_regions {
                    None => diags.push(Diagnostic::error(
                        at(fe, *c),
                        "`mpi end regions` without `mpi begin regions`",
                    )),
                    Some(_) if end_regions.is_some() => {
                        diags.push(Diagnostic::error(at(fe, *c), "second `mpi end regions`"))
                    }
                    Some((_, b, _)) => {
                        if let Some((id, ..)) = open.take() {
                            diags.push(Diagnostic::error(
                                at(fe, *c),
                                format!("region {id} is not ended before `mpi end regions`"),
                            ));
                        }
                        if b != block[i] {
                            diags.push(Diagnostic::error(at(fe, *c), "`mpi end regions` must be in the same block as `mpi begin regions`"));
                        }
                        end_regions = Some(*c);
                    }
                }
            }
            Ev::Annot(c, StmtAnnot::BeginRegion { id, id_span, defs }) => {
                if begin_regions.is_none() || end_regions.is_some() {
                    diags.push(Diagnostic::error(
                        at(fe, *c),
                        format!("region {id} is outside `mpi begin regions` ... `mpi end regions`"),
                    ));
                }
                if let Some((other, ..)) = open {
                    diags.push(Diagnostic::error(
                        at(fe, *c),
                        format!("regions do not nest: region {other} is still open"),
                    ));
                    nested.push(*id);
                    continue;
                }
                if regions.iter().any(|r| r.id == *id) {
                    diags.push(Diagnostic::error(
                        id_span.clone(),
                        format!("region {id} is defined twice in `{}`", f.name),
                    ));
                }
                open = Some((*id, *c, block[i], defs));
            }
            Ev::Annot(_, StmtAnnot::EndRegion { id })
                if !nested.is_empty()
                    && id.as_ref().is_none_or(|(n, _)| Some(n) == nested.last()) =>
            {
                nested.pop();
            }
            Ev::Annot(c, StmtAnnot::EndRegion { id }) => match open.take() {
                None => diags.push(Diagnostic::error(
                    at(fe, *c),
                    "`mpi end region` without an open region",
                )),
                Some((open_id, bc, b, defs)) => {
                    if let Some((n, sp)) = id {
                        if *n != open_id {
                            diags.push(Diagnostic::error(sp.clone(), format!("`mpi end region {n}` ends region {open_id}: the numbers differ")));
                        }
                    }
                    if b != block[i] {
                        diags.push(Diagnostic::error(at(fe, *c), format!("`mpi end region` must be in the same block as `mpi begin region {open_id}`")));
                    }
                    if broken.contains(&bc) {
                        continue;
                    }
                    if let Some(defs) = region_defs(open_id, bc, fe, defs, diags) {
                        regions.push(Region {
                            id: open_id,
                            begin: bc,
                            end: *c,
                            defs,
                        });
                    }
                }
            },
            Ev::Call(k) => {
                let call = &calls[*k];
                match (&call.kind, open) {
                    (CallKind::Comm(c), None) => diags.push(
                        Diagnostic::error(call.name_span.clone(), format!("`{}` outside of a region", c.name()))
                            .with_note("every MPI_Send/MPI_Recv/MPI_Sendrecv must lie between `mpi begin region N:` and `mpi end region N;`"),
                    ),
                    (CallKind::Comm(_), Some(_)) => call_region[*k] = Some(regions.len()),
                    (CallKind::Collective(_) | CallKind::Mpi(_), Some((id, ..))) => diags.push(Diagnostic::error(
                        call.name_span.clone(),
                        format!("call of collective `{}` inside internal region {id}: regions do not nest", call.callee),
                    )),
                    (CallKind::Collective(_) | CallKind::Mpi(_), None) => {
                        if begin_regions.is_none() || end_regions.is_some() {
                            diags.push(Diagnostic::error(
                                call.name_span.clone(),
                                format!("call of collective `{}` outside `mpi begin regions` ... `mpi end regions`", call.callee),
                            ));
                        }
                    }
                }
            }
        }
    }
    if let Some((id, c, ..)) = open {
        diags.push(Diagnostic::error(
            at(fe, c),
            format!("region {id} is never ended"),
        ));
    }
    let (bc, _, defs) = begin_regions?;
    let Some(ec) = end_regions else {
        diags.push(Diagnostic::error(
            at(fe, bc),
            "`mpi begin regions` without `mpi end regions`",
        ));
        return None;
    };
    if broken.contains(&bc) {
        return None;
    }
    let (nregions, region, universal_defs) = regions_defs(fe, fns, bc, defs, calls, diags)?;
    Some(Regions {
        begin: bc,
        end: ec,
        nregions,
        region,
        universal_defs,
        regions,
        call_region,
    })
}

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

fn region_defs(
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

fn regions_defs(
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
    // Every universal of every collective called needs its definition.
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
    if ok {
        Some((nregions?, region?, universal))
    } else {
        None
    }
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

//! The region structure of a collective function: statement annotations and
//! calls in textual order, checked for pairing, nesting, blocks, definitions
//! and jumps out of regions.

use super::calls::{Call, CallKind};
use super::functions::FnInfo;
use super::region_defs::{region_defs, regions_defs};
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
pub(super) fn at(fe: &Frontend, comment: usize) -> Span {
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

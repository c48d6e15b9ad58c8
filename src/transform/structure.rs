//! The region structure of a collective function: statement annotations and
//! calls in textual order, checked for pairing, nesting, blocks, definitions
//! and jumps out of regions.

use super::calls::Call;
use super::functions::FnInfo;
use super::region_defs::regions_defs;
use crate::annot::comments::AnnotKind;
use crate::annot::ir::{Def, StmtAnnot};
use crate::annot::parse;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use walk::Walk;

mod walk;

/// The six definitions of an internal region, in this order.
pub(crate) const REGION_DEFS: [(&str, usize); 6] = [
    ("nummsg", 2),
    ("mcount", 3),
    ("mdtype", 3),
    ("msgtag", 3),
    ("msginv", 6),
    ("slevel", 3),
];

/// One internal region.
#[derive(Debug, Clone)]
pub(crate) struct Region {
    pub id: u32,
    /// Comment indices of `begin region` and `end region`.
    pub begin: usize,
    pub end: usize,
    /// The six definitions in `REGION_DEFS` order.
    pub defs: Vec<Def>,
}

impl Region {
    pub(crate) fn def(&self, name: &str) -> &Def {
        let i = REGION_DEFS
            .iter()
            .position(|(n, _)| *n == name)
            .expect("known definition");
        &self.defs[i]
    }
}

/// The regions of a function.
#[derive(Debug, Clone)]
pub(crate) struct Regions {
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

impl Regions {
    /// Every definition: of each internal region, `nregions`, `region(i)`
    /// and the universals of the collectives called.
    pub(crate) fn all_defs(&self) -> impl Iterator<Item = &Def> {
        self.regions
            .iter()
            .flat_map(|r| r.defs.iter())
            .chain([&self.nregions, &self.region])
            .chain(&self.universal_defs)
    }
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
pub(crate) fn statement_annotations(
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
pub(crate) fn regions(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body_toks: (usize, usize),
    annots: &[(usize, StmtAnnot, bool)],
    calls: &[Call],
    diags: &mut Diagnostics,
) -> Option<Regions> {
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
    let mut walk = Walk {
        fe,
        f,
        body: body_toks.0,
        block: blocks(fe, body_toks, &offsets),
        broken: annots.iter().filter(|a| !a.2).map(|a| a.0).collect(),
        calls,
        begin_regions: None,
        end_regions: None,
        open: None,
        nested: Vec::new(),
        regions: Vec::new(),
        call_region: vec![None; calls.len()],
        diags,
    };
    for (i, (_, ev)) in evs.iter().enumerate() {
        walk.event(i, ev);
    }
    let Walk {
        begin_regions,
        end_regions,
        open,
        regions,
        call_region,
        broken,
        diags,
        ..
    } = walk;
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

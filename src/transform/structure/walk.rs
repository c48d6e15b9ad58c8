//! The walk over a collective function's region annotations and calls in
//! textual order: pairing and nesting of region markers, their blocks, and
//! the region each call belongs to.

use super::{at, Ev, Region};
use crate::annot::ir::{Def, StmtAnnot};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use crate::transform::calls::{Call, CallKind};
use crate::transform::functions::FnInfo;
use crate::transform::region_defs::region_defs;

/// The walk over a body's region annotations and calls, in textual order.
pub(super) struct Walk<'a, 'd> {
    pub(super) fe: &'a Frontend,
    pub(super) f: &'a FnInfo,
    /// The body's `{` token.
    pub(super) body: usize,
    /// The innermost block of each event.
    pub(super) block: Vec<usize>,
    /// Annotations that did not parse (kept as a guess).
    pub(super) broken: Vec<usize>,
    pub(super) calls: &'a [Call],
    /// (comment, block, definitions) of `begin regions`.
    pub(super) begin_regions: Option<(usize, usize, &'a Vec<Def>)>,
    pub(super) end_regions: Option<usize>,
    /// (id, comment, block, definitions) of the open region.
    pub(super) open: Option<(u32, usize, usize, &'a Vec<Def>)>,
    /// Regions begun while another was open (an error): closed by their own end.
    pub(super) nested: Vec<u32>,
    pub(super) regions: Vec<Region>,
    pub(super) call_region: Vec<Option<usize>>,
    pub(super) diags: &'d mut Diagnostics,
}

impl<'a> Walk<'a, '_> {
    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, message));
    }

    /// Event `i` (`ev`).
    pub(super) fn event(&mut self, i: usize, ev: &Ev<'a>) {
        let fe = self.fe;
        match *ev {
            Ev::Annot(c, a @ (StmtAnnot::BeginRegions { .. } | StmtAnnot::EndRegions))
                if self.block[i] != self.body =>
            {
                let which = if matches!(a, StmtAnnot::EndRegions) {
                    "end"
                } else {
                    "begin"
                };
                self.diags.push(
                    Diagnostic::error(at(fe, c), format!("`mpi {which} regions` must be a statement of the body of `{}` itself", self.f.name))
                        .with_note("every process must pass `begin regions` and `end regions` exactly once: not inside a branch, a loop or a nested block"),
                );
            }
            _ => {}
        }
        match *ev {
            Ev::Annot(c, StmtAnnot::BeginRegions { defs }) => self.begin_regions(i, c, defs),
            Ev::Annot(c, StmtAnnot::EndRegions) => self.end_regions(i, c),
            Ev::Annot(c, StmtAnnot::BeginRegion { id, id_span, defs }) => {
                self.begin_region(i, c, *id, id_span, defs)
            }
            Ev::Annot(_, StmtAnnot::EndRegion { id })
                if !self.nested.is_empty()
                    && id
                        .as_ref()
                        .is_none_or(|(n, _)| Some(n) == self.nested.last()) =>
            {
                self.nested.pop();
            }
            Ev::Annot(c, StmtAnnot::EndRegion { id }) => self.end_region(i, c, id),
            Ev::Call(k) => self.call(k),
        }
    }

    fn begin_regions(&mut self, i: usize, c: usize, defs: &'a Vec<Def>) {
        let fe = self.fe;
        if let Some((first, ..)) = self.begin_regions {
            self.diags.push(Diagnostic::error(at(fe, c), format!("second `mpi begin regions` in `{}`", self.f.name))
                .with_note(format!("the first is at line {}; a function has one `begin regions`/`end regions` pair", fe.file.line_col(fe.comments[first].span.start).0)));
        } else if let Some((id, ..)) = self.open {
            self.error(at(fe, c), format!("`mpi begin regions` inside region {id}"));
        } else {
            self.begin_regions = Some((c, self.block[i], defs));
        }
    }

    fn end_regions(&mut self, i: usize, c: usize) {
        let span = at(self.fe, c);
        match self.begin_regions {
            None => self.error(span, "`mpi end regions` without `mpi begin regions`"),
            Some(_) if self.end_regions.is_some() => self.error(span, "second `mpi end regions`"),
            Some((_, b, _)) => {
                if let Some((id, ..)) = self.open.take() {
                    self.error(
                        span.clone(),
                        format!("region {id} is not ended before `mpi end regions`"),
                    );
                }
                if b != self.block[i] {
                    self.error(
                        span,
                        "`mpi end regions` must be in the same block as `mpi begin regions`",
                    );
                }
                self.end_regions = Some(c);
            }
        }
    }

    fn begin_region(&mut self, i: usize, c: usize, id: u32, id_span: &Span, defs: &'a Vec<Def>) {
        let span = at(self.fe, c);
        if self.begin_regions.is_none() || self.end_regions.is_some() {
            self.error(
                span.clone(),
                format!("region {id} is outside `mpi begin regions` ... `mpi end regions`"),
            );
        }
        if let Some((other, ..)) = self.open {
            self.error(
                span,
                format!("regions do not nest: region {other} is still open"),
            );
            self.nested.push(id);
            return;
        }
        if self.regions.iter().any(|r| r.id == id) {
            let name = &self.f.name;
            self.error(
                id_span.clone(),
                format!("region {id} is defined twice in `{name}`"),
            );
        }
        self.open = Some((id, c, self.block[i], defs));
    }

    fn end_region(&mut self, i: usize, c: usize, id: &Option<(u32, Span)>) {
        let Some((open_id, bc, b, defs)) = self.open.take() else {
            self.error(at(self.fe, c), "`mpi end region` without an open region");
            return;
        };
        if let Some((n, sp)) = id {
            if *n != open_id {
                self.error(
                    sp.clone(),
                    format!("`mpi end region {n}` ends region {open_id}: the numbers differ"),
                );
            }
        }
        if b != self.block[i] {
            self.error(
                at(self.fe, c),
                format!(
                    "`mpi end region` must be in the same block as `mpi begin region {open_id}`"
                ),
            );
        }
        if self.broken.contains(&bc) {
            return;
        }
        if let Some(defs) = region_defs(open_id, bc, self.fe, defs, self.diags) {
            self.regions.push(Region {
                id: open_id,
                begin: bc,
                end: c,
                defs,
            });
        }
    }

    fn call(&mut self, k: usize) {
        let call = &self.calls[k];
        let span = call.name_span.clone();
        match (&call.kind, self.open) {
            (CallKind::Comm(c), None) => self.diags.push(
                Diagnostic::error(span, format!("`{}` outside of a region", c.name()))
                    .with_note("every MPI_Send/MPI_Recv/MPI_Sendrecv must lie between `mpi begin region N:` and `mpi end region N;`"),
            ),
            (CallKind::Comm(_), Some(_)) => self.call_region[k] = Some(self.regions.len()),
            (CallKind::Collective(_) | CallKind::Mpi(_), Some((id, ..))) => self.error(
                span,
                format!("call of collective `{}` inside internal region {id}: regions do not nest", call.callee),
            ),
            (CallKind::Collective(_) | CallKind::Mpi(_), None) => {
                if self.begin_regions.is_none() || self.end_regions.is_some() {
                    self.error(
                        span,
                        format!("call of collective `{}` outside `mpi begin regions` ... `mpi end regions`", call.callee),
                    );
                }
            }
        }
    }
}

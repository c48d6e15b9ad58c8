//! The emission of a checked program: every function's contract (with the
//! preconditions vmfc adds for its callers), then each function with
//! regions (definitions, region markers, calls), the entry point's
//! set-up, and the edits applied to the original text.

use super::super::calls::{Call, CallKind};
use super::super::{entry, is_verified, Checked, FnSummary, Output, Rejected, WithRegions};
use super::{self as emit, Emitter};
use crate::cfront::types::Base;
use crate::diag::Diagnostic;
use crate::edit::{self, Edit};
use std::collections::{BTreeSet, HashMap, HashSet};

/// Emission of a checked program.
pub(crate) fn emit(c: Checked) -> Result<Output, Rejected> {
    let fe = c.fe;
    let mut em = Emitter::new(fe).with_remainders(&c.rems);
    emit_contracts(&mut em, &c);
    for w in &c.regions {
        emit_function(&mut em, &c, w);
    }
    entry::emit(&mut em, &c.unzeroed);
    emit::assumptions::emit(&mut em, &c.assumptions);
    let main_called = fe
        .prog
        .functions
        .iter()
        .filter_map(|cf| cf.body.as_ref())
        .any(|b| b.calls.iter().any(|c| c.callee == "main"));
    for f in c.fns.iter().filter(|f| is_verified(f, &c.opts)) {
        emit::contract::requires_smoke(&mut em, f);
        if f.name == "main" && !main_called {
            emit::contract::main_arguments(&mut em, f);
        }
    }
    if !c.region_ids.is_empty() {
        em.edit(Edit::insert(
            0,
            emit::user_call::region_id_defines(&c.region_ids),
            0,
        ));
    }
    let functions = c
        .fns
        .iter()
        .map(|f| FnSummary {
            name: f.name.clone(),
            collective: f.collective,
            has_contract: f.has_contract(),
            has_body: f.def.is_some(),
            line: fe.file.line_col(fe.orig.tokens[f.name_tok].span.start).0,
        })
        .collect();
    for site in &c.rems {
        use crate::transform::checks::CheckKind::{Division, Remainder};
        let text = site.text.split_whitespace().collect::<Vec<_>>().join(" ");
        let (kind, message) = if site.division {
            (Division, format!("the division `{text}` divides by a nonzero value (under `--model real` Wp gives `a / 0.0` some real value)"))
        } else {
            (Remainder, format!("the remainder `{text}` is defined: its divisor is not 0, nor -1 when the dividend is its type's least value (C11 6.5.5p6)"))
        };
        em.label(Some(&site.function), kind, None, site.at(), message);
    }
    let (edits, checks, user_names, globals) = em.into_parts();
    let generated = edits
        .iter()
        .map(|e| (e.range.clone(), e.text.clone()))
        .collect();
    match edit::apply(&fe.file, edits) {
        Ok(a) => Ok(Output {
            generated,
            text: a.text,
            map: a.map,
            checks,
            user_names,
            label_lines: a.marks,
            globals,
            warnings: c.warnings.sorted(),
            functions,
            filterable: c.logic.filterable(),
            user_lemmas: c.logic.lemma_names.clone(),
            opaque_logic: c.logic.opaque().into_iter().collect(),
            memory_free_logic: (c.logic.decls.keys())
                .filter(|n| c.logic.memory_free(n))
                .cloned()
                .collect(),
            aliased_globals: crate::transform::aliased::aliased_globals(fe),
            assumed_ghost_contracts: c.assumptions.ghost_contracts.clone(),
            ghost_declared_contracts: c.assumptions.ghost_declared.clone(),
        }),
        Err(e) => Err(Rejected {
            diagnostics: vec![Diagnostic::error(e.0.clone(), e.to_string())],
            files: c.files,
        }),
    }
}

/// Every function's contract (with the preconditions vmfc adds for its
/// callers), and the names of the user's unnamed properties.
fn emit_contracts(em: &mut Emitter, c: &Checked) {
    let name = c.opts.name_properties;
    let mut contract_comments: HashSet<usize> = HashSet::new();
    // The MPI calls of each function that the rewriting checks.
    let mut comm_calls: HashMap<usize, Vec<&Call>> = HashMap::new();
    for w in &c.regions {
        let calls = w
            .calls
            .iter()
            .enumerate()
            .filter(|(i, _)| w.rs.call_region[*i].is_some())
            .map(|(_, call)| call);
        comm_calls.entry(w.f).or_default().extend(calls);
    }
    for (i, f) in c.fns.iter().enumerate() {
        contract_comments.extend(f.contracts.iter().map(|k| k.comment));
        let calls = comm_calls.get(&i).map_or(&[][..], Vec::as_slice);
        let requires = emit::obligations::requires(em, f, calls);
        emit::contract::function(em, f, is_verified(f, &c.opts), name, requires);
    }
    emit::naming::annotations(em, &contract_comments, name);
}

/// A function with regions: its definitions, region markers and calls.
fn emit_function(em: &mut Emitter, c: &Checked, w: &WithRegions) {
    let f = &c.fns[w.f];
    let mut bases: HashMap<u32, BTreeSet<Base>> = HashMap::new();
    for (i, call) in w.calls.iter().enumerate() {
        if let Some(r) = w.rs.call_region[i].and_then(|r| w.rs.regions.get(r)) {
            bases
                .entry(r.id)
                .or_default()
                .extend(call.buffers.iter().copied());
        }
    }
    let data_types: HashMap<&'static str, Base> = w
        .calls
        .iter()
        .filter_map(|call| match call.kind {
            CallKind::Mpi(k) => Some((k.name(), *call.buffers.first()?)),
            _ => None,
        })
        .collect();
    let defs = emit::defs::emit(em, &c.fns, f, &w.rs, &bases, &data_types, &c.logic);
    emit::regions::begin_regions(em, f, &w.rs, &defs);
    emit::regions::end_regions(em, f, &w.rs, &defs);
    for r in &w.rs.regions {
        emit::regions::begin_region(em, f, r, &defs);
        emit::regions::end_region(em, f, r, &defs);
    }
    for (i, call) in w.calls.iter().enumerate() {
        match call.kind {
            CallKind::Comm(_) => {
                if let Some(r) = w.rs.call_region[i].and_then(|r| w.rs.regions.get(r)) {
                    emit::comm::emit(em, f, call, r, &defs);
                }
            }
            CallKind::Collective(g) => {
                emit::user_call::collective_call(em, f, &c.fns[g], call, &defs)
            }
            CallKind::Mpi(k) => emit::coll::emit(em, f, k, call, &defs),
        }
    }
}

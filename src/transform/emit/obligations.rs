//! Obligations that belong to the caller: when a function passes one of its
//! parameters as the datatype of a send or receive, only the caller knows
//! its value. vmfc adds `requires <label>: <param> == MPI_<T>;` to the
//! function's contract (proved by Wp at every verified call, reported
//! there); the checks at the MPI call stay, and follow from it while the
//! parameter is unchanged. Sound whatever the body does: a precondition
//! only adds an obligation to callers. It is not added when two calls
//! would need different types (contradictory preconditions would make the
//! function's goals vacuous): the checks at the calls then fail instead.

use super::Emitter;
use crate::cfront::types::Base;
use crate::mpi;
use crate::transform::calls::{Call, CallKind};
use crate::transform::checks::CheckKind;
use crate::transform::functions::FnInfo;

/// One parameter used as a datatype, with the buffer type and the first call.
struct Use {
    param: String,
    base: Base,
    routine: &'static str,
    at: usize,
}

/// The datatype parameters of `f`'s MPI calls, in call order.
fn uses(em: &Emitter, f: &FnInfo, calls: &[&Call]) -> Vec<Use> {
    let mut out = Vec::new();
    for call in calls {
        let CallKind::Comm(kind) = call.kind else {
            continue;
        };
        let sig = kind.signature();
        let halves = [(sig.send, 0), (sig.recv, usize::from(sig.send.is_some()))];
        for (half, buffer) in halves {
            let (Some(a), Some(&base)) = (half, call.buffers.get(buffer)) else {
                continue;
            };
            let Some(span) = call.args.get(a.datatype) else {
                continue;
            };
            let arg = em.src(span).trim();
            if mpi::datatype_matches(arg, base).is_none() && f.params.iter().any(|p| p == arg) {
                out.push(Use {
                    param: arg.to_string(),
                    base,
                    routine: kind.name(),
                    at: call.name_span.start,
                });
            }
        }
    }
    out
}

/// The labelled `requires` clauses to add to `f`'s contract.
pub fn datatype_requires(em: &mut Emitter, f: &FnInfo, calls: &[&Call]) -> Vec<String> {
    let uses = uses(em, f, calls);
    let mut out = Vec::new();
    let mut done: Vec<&str> = Vec::new();
    for u in &uses {
        if done.contains(&u.param.as_str()) {
            continue;
        }
        done.push(&u.param);
        if uses.iter().any(|v| v.param == u.param && v.base != u.base) {
            continue;
        }
        let line = em.fe.file.line_col(u.at).0;
        let label = em.label(
            Some(&f.name),
            CheckKind::CallerBuftype,
            None,
            u.at,
            format!(
                "the datatype passed as `{}` to `{}` describes `{}` (the buffer of {} at line {line})",
                u.param,
                f.name,
                u.base.c_name(),
                u.routine
            ),
        );
        let pred = mpi::datatypes_of(u.base)
            .iter()
            .map(|c| format!("{} == {c}", u.param))
            .collect::<Vec<_>>()
            .join(" || ");
        out.push(format!("requires {label}: {pred};"));
    }
    out
}

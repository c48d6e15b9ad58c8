//! Obligations that belong to the caller. When a function passes one of its
//! parameters as the datatype of a send or receive, or receives into a
//! buffer given by a parameter while it has universal arrays, only the
//! caller knows the datatype or where the buffer points. vmfc adds
//! `requires <label>: <param> == MPI_<T>;` or `requires <label>:
//! \separated(buf + (0 .. count - 1), A + (lo .. hi));` to the function's
//! contract (proved by Wp at every verified call, reported there); the
//! checks at the MPI call stay, and follow from it while the parameters are
//! unchanged. Sound whatever the body does: a precondition only adds an
//! obligation to callers. None is added that could contradict another
//! (contradictory preconditions would make the function's goals vacuous):
//! not two datatypes for one parameter, not a buffer that is itself
//! universal; the checks at the calls then fail instead.

use super::comm::describes;
use super::universals::overlappable;
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
pub(crate) fn requires(em: &mut Emitter, f: &FnInfo, calls: &[&Call]) -> Vec<String> {
    let mut out = datatype_requires(em, f, calls);
    out.extend(separation_requires(em, f, calls));
    out
}

/// `param == MPI_<T>` for the datatype parameters.
fn datatype_requires(em: &mut Emitter, f: &FnInfo, calls: &[&Call]) -> Vec<String> {
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
        out.push(format!(
            "requires {label}: {};",
            describes(&u.param, u.base)
        ));
    }
    out
}

/// `\separated(buf + (0 .. count - 1), <universal>)` for the receives into a
/// parameter's buffer, with a count that is a parameter or a literal.
fn separation_requires(em: &mut Emitter, f: &FnInfo, calls: &[&Call]) -> Vec<String> {
    // A universal scalar parameter whose address is taken cannot be named
    // in a contract: no precondition then (the check at the call stays).
    let universals = overlappable(em, f, false);
    if universals.is_empty() || universals.iter().any(|u| u.formal) {
        return Vec::new();
    }
    let is_param = |s: &str| f.params.iter().any(|p| p == s);
    let mut out = Vec::new();
    let mut done: Vec<(String, String)> = Vec::new();
    for call in calls {
        let CallKind::Comm(kind) = call.kind else {
            continue;
        };
        let Some(a) = kind.signature().recv else {
            continue;
        };
        let (Some(b), Some(n)) = (call.args.get(a.buf), call.args.get(a.count)) else {
            continue;
        };
        let (buf, count) = (em.src(b).trim().to_string(), em.src(n).trim().to_string());
        let universal_buf = f.universals.iter().any(|u| u.tset.name == buf);
        let count_ok = is_param(&count) || count.parse::<u32>().is_ok();
        if !is_param(&buf)
            || universal_buf
            || !count_ok
            || done.contains(&(buf.clone(), count.clone()))
        {
            continue;
        }
        done.push((buf.clone(), count.clone()));
        let label = em.label(
            Some(&f.name),
            CheckKind::CallerSeparated,
            None,
            call.name_span.start,
            format!(
                "the receive buffer passed as `{buf}` to `{}` does not overlap its universal data (the {count} elements {} receives into)",
                f.name,
                kind.name()
            ),
        );
        let range = format!("{buf} + (0 .. {count} - 1)");
        let pred = universals
            .iter()
            .map(|u| format!("\\separated({range}, {})", u.operand))
            .collect::<Vec<_>>()
            .join(" && ");
        out.push(format!("requires {label}: {pred};"));
    }
    out
}

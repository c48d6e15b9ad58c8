//! What one of MPI's collectives writes on this process: the havoc of
//! exactly those elements and, with a data definition, the check of what
//! this process contributes and the exact result.

use super::reduce::{fold, no_overflow, reduction, Check};
use super::{guarded, parts, Site, ROOT};
use crate::cfront::types::Base;
use crate::mpi::Coll;
use crate::transform::calls::Call;
use crate::transform::checks::CheckKind;
use crate::transform::emit::code::Stmt;
use crate::transform::emit::defs::Defs;
use crate::transform::emit::Emitter;

/// The havoc of what MPI writes here, and with a data definition the check
/// of what this process contributes and the exact result; with
/// `MPI_X#inv`, the check of its property where the data comes from and
/// its assumption where it arrives.
pub(super) fn result(s: &mut Site, k: Coll, call: &Call, base: Base, defs: &Defs) {
    let (_, recv) = parts(k, call.in_place);
    let name = k.name();
    let r = recv.as_ref().map_or("VM_recvbuf", |p| p.buf.as_str());
    let exact = exact(s.em, k, call, base, defs, r);
    if let Some(e) = &exact {
        s.check(
            CheckKind::CollData,
            format!(
                "the data this process passes to {name} equals {}(i, j)",
                e.key
            ),
            e.contributes.clone(),
        );
        for (kind, message, pred) in e.folds.iter().cloned() {
            s.check(kind, message, pred);
        }
    }
    if let Some((kind, message, pred)) = unreduced(s.em, k, call, base, defs) {
        s.check(kind, message, pred);
    }
    let inv = k
        .inv()
        .map(|x| format!("{name}#{x}"))
        .filter(|key| defs.has_universal(key))
        .map(|key| {
            let parts = copy_parts(k, call, r, &|lhs, idx| {
                defs.universal(&key, &["VM_regionCount", idx, lhs])
            });
            (key, parts)
        });
    if let Some((key, (contributes, _))) = &inv {
        s.check(
            CheckKind::CollInv,
            format!("the data this process passes to {name} satisfies {key}(i, k, v)"),
            contributes.clone(),
        );
    }
    let Some(recv) = recv else { return };
    // Non-ghost code cannot read VM_pid or VM_NP: copies constrained by admits.
    s.body.push(Stmt::Code(
        "int VM_me = VM_anyint(), VM_np = VM_anyint();".into(),
    ));
    s.body
        .push(Stmt::Admit("VM_me == VM_pid && VM_np == VM_NP".into()));
    let havoc = Stmt::Code(format!(
        "VM_havoc_{}({}, {});",
        base.havoc_suffix(),
        recv.buf,
        recv.len.replace("VM_NP", "VM_np")
    ));
    match recv.cond {
        Some(c) => s
            .body
            .push(Stmt::If(c.replace("VM_pid", "VM_me"), vec![havoc])),
        None => s.body.push(havoc),
    }
    if let Some(Exact { arrives, .. }) = exact {
        s.body.push(Stmt::Admit(guarded(recv.cond, arrives)));
    }
    if let Some((_, (_, arrives))) = inv {
        s.body.push(Stmt::Admit(guarded(recv.cond, arrives)));
    }
    same_everywhere(s, k, base, &recv.buf, &recv.len, defs);
}

/// The received elements are the same on every process: `MPI_X#result(r,
/// j)` of this run, or `MPI_X#real_result(r, j)` for floating-point data
/// that MPI copies.
fn same_everywhere(s: &mut Site, k: Coll, base: Base, buf: &str, len: &str, defs: &Defs) {
    let data = if !base.is_floating() && k.universal_result() {
        Some(crate::transform::results::Data::Integer)
    } else if base.is_floating() && k.copies_to_all() {
        Some(crate::transform::results::Data::Real)
    } else {
        None
    };
    if let Some(data) = data.filter(|_| defs.results()) {
        s.body.push(Stmt::Admit(each(
            len,
            format!(
                "{buf}[VM_j] == {}({}, VM_regionCount, VM_j)",
                data.function(),
                crate::transform::results::RUN
            ),
        )));
    }
}

/// For a collective that copies data (Bcast, Scatter, Gather, Allgather):
/// what this process contributes and what arrives in `r`, each element
/// related to its index `k` in the whole data by `rel(element, k)`.
fn copy_parts(
    k: Coll,
    call: &Call,
    r: &str,
    rel: &dyn Fn(&str, &str) -> String,
) -> (String, String) {
    let at = |buf: &str, idx: &str| format!("{buf}[{idx}]");
    match k {
        Coll::Bcast => (
            guarded(
                Some(ROOT),
                each("VM_count", rel(&at("VM_buffer", "VM_j"), "VM_j")),
            ),
            each("VM_count", rel(&at(r, "VM_j"), "VM_j")),
        ),
        Coll::Scatter => (
            guarded(
                Some(ROOT),
                each(
                    "VM_sendcount * VM_NP",
                    rel(&at("VM_sendbuf", "VM_j"), "VM_j"),
                ),
            ),
            each(
                "VM_sendcount",
                rel(&at(r, "VM_j"), "VM_pid * VM_sendcount + VM_j"),
            ),
        ),
        _ => {
            // Gather, Allgather. In place: this process's part of the result.
            let own = if call.in_place {
                at("VM_recvbuf", "VM_pid * VM_sendcount + VM_j")
            } else {
                at("VM_sendbuf", "VM_j")
            };
            (
                each("VM_sendcount", rel(&own, "VM_pid * VM_sendcount + VM_j")),
                each("VM_sendcount * VM_NP", rel(&at(r, "VM_j"), "VM_j")),
            )
        }
    }
}

/// The exact result of a call with a data definition `MPI_X#d`.
struct Exact {
    /// `MPI_X#d`.
    key: String,
    /// What this process contributes (a check).
    contributes: String,
    /// What arrives in the receive buffer (nothing arrives at the root of
    /// an in-place Scatter, which still checks the data it sends).
    arrives: String,
    /// The checks of `#reduced` (a fold over the processes).
    folds: Vec<Check>,
}

/// The exact result, when `MPI_X#d` is defined (`None` otherwise, or when
/// the reduction has no exact form).
fn exact(em: &Emitter, k: Coll, call: &Call, base: Base, defs: &Defs, r: &str) -> Option<Exact> {
    let name = k.name();
    let key = format!("{name}#{}", k.signature().data?);
    if !defs.has_universal(&key) {
        return None;
    }
    let data = |idx: &str| defs.universal(&key, &["VM_regionCount", idx]);
    if k.copies() {
        let (contributes, arrives) =
            copy_parts(k, call, r, &|lhs, idx| format!("{lhs} == {}", data(idx)));
        return Some(Exact {
            key,
            contributes,
            arrives,
            folds: Vec::new(),
        });
    }
    // Reduce, Allreduce.
    let src = if call.in_place {
        "VM_recvbuf"
    } else {
        "VM_sendbuf"
    };
    let op = em.src(&call.args[k.signature().op?]);
    let (arrives, folds) = match fold(k, op, base, defs, &data) {
        Some((total, checks)) => (each("VM_count", format!("{r}[VM_j] == {total}")), checks),
        None => {
            let arrives = each(
                "VM_count",
                reduction(op, base, &format!("{r}[VM_j]"), &data)?,
            );
            (arrives, Vec::new())
        }
    };
    let contributes = each(
        "VM_count",
        format!("{src}[VM_j] == {}", data("VM_pid * VM_count + VM_j")),
    );
    Some(Exact {
        key,
        contributes,
        arrives,
        folds,
    })
}

/// Reduce and Allreduce without `MPI_X#reduced`: the bound on this
/// process's elements that keeps a signed sum or product from overflowing.
fn unreduced(em: &Emitter, k: Coll, call: &Call, base: Base, defs: &Defs) -> Option<Check> {
    let sig = k.signature();
    if defs.has_universal(&format!("{}#{}", sig.name, sig.fold?)) {
        return None;
    }
    let src = if call.in_place {
        "VM_recvbuf"
    } else {
        "VM_sendbuf"
    };
    no_overflow(k, em.src(&call.args[sig.op?]), base, src)
}

/// `\forall integer VM_j; 0 <= VM_j < n ==> p`.
pub(super) fn each(n: &str, p: String) -> String {
    format!("\\forall integer VM_j; 0 <= VM_j < {n} ==> {p}")
}

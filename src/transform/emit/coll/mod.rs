//! Rewriting of a call of one of MPI's own collectives (`MPI_Bcast`,
//! `MPI_Allreduce`, ...). The call is an external region, like a call of a
//! collective function: the region sequence and the universal arguments
//! are checked against the `begin regions` definitions. Then the buffers
//! (validity, datatype, overlap, the root in range), the havoc of exactly
//! the elements MPI writes on this process, and, when the user defined the
//! data (`MPI_X#d(i, j)`), a check that this process contributes that data
//! and the assumption of the exact result.

mod reduce;
mod result;

use super::code::Stmt;
use super::comm::describes;
use super::defs::Defs;
use super::universals::{separated_from_universals, unchanged_here};
use super::{Emitter, Sides};
use crate::annot::ir::ContractClause;
use crate::cfront::types::Base;
use crate::mpi::{self, Coll};
use crate::transform::calls::Call;
use crate::transform::checks::CheckKind;
use crate::transform::functions::FnInfo;

/// The generated statements of one call, and what they need to know.
struct Site<'e, 'a> {
    em: &'e mut Emitter<'a>,
    fname: String,
    at: usize,
    body: Vec<Stmt>,
}

impl Site<'_, '_> {
    fn check(&mut self, kind: CheckKind, message: String, pred: String) {
        let s = self
            .em
            .assert(&self.fname, kind, None, self.at, message, pred);
        self.body.push(s);
    }
}

/// `VM_<param>`: the helper variable holding an argument.
fn var(p: &str) -> String {
    format!("VM_{p}")
}

/// `cond ==> pred`, or `pred` when there is no condition.
fn guarded(cond: Option<&str>, pred: String) -> String {
    match cond {
        Some(c) => format!("{c} ==> {pred}"),
        None => pred,
    }
}

/// Rewrite the call `call` of `k` in `f`.
pub(crate) fn emit(em: &mut Emitter, f: &FnInfo, k: Coll, call: &Call, defs: &Defs) {
    let sig = k.signature();
    let name = sig.name;
    let at = call.name_span.start;
    let base = call.buffers.first().copied();
    let (line, col) = em.fe.file.line_col(at);
    let comment = format!("{} at line {line}:{col}", em.src(&call.replace));
    let ind = em.indent_at(at);
    let mut s = Site {
        em,
        fname: f.name.clone(),
        at,
        body: Vec::new(),
    };

    // Every argument, evaluated once, in order (MPI_IN_PLACE is not).
    for (i, p) in sig.params.iter().enumerate() {
        let text = s.em.code(&call.args[i]);
        let decl = match *p {
            _ if call.in_place && k.in_place_arg() == Some(*p) => continue,
            "sendbuf" => format!("const {} *", base.expect("typed").c_name()),
            "buffer" | "recvbuf" => format!("{} *", base.expect("typed").c_name()),
            "datatype" | "sendtype" | "recvtype" => "MPI_Datatype ".into(),
            "op" => "MPI_Op ".into(),
            "comm" => "MPI_Comm ".into(),
            _ => "int ".into(),
        };
        s.body.push(Stmt::CodeAt(
            format!("{decl}{} = {text};", var(p)),
            call.args[i].start,
        ));
    }
    s.check(
        CheckKind::CollActive,
        format!("MPI is initialized and not finalized at {name}"),
        "VM_state == VM_Active".into(),
    );
    region_checks(&mut s, k, call, defs);
    s.check(
        CheckKind::CollComm,
        format!("communicator of {name} is MPI_COMM_WORLD"),
        "VM_comm == MPI_COMM_WORLD".into(),
    );
    if let Some(base) = base {
        buffer_checks(&mut s, f, k, call, base);
    }
    if let Some(u) = unchanged_here(s.em, f) {
        s.check(
            CheckKind::CallUniversalOwn,
            format!(
                "universal locations of `{}` are unchanged at the call of `{name}`",
                f.name
            ),
            u,
        );
    }
    if let Some(base) = base {
        result::result(&mut s, k, call, base, defs);
    }
    s.body.push(Stmt::State("VM_regionCount++;".into()));
    if ensures_unchanged(s.em, f) {
        s.check(
            CheckKind::CollGhostUnchanged,
            format!("vmfc's counters and MPI's state are unchanged by {name}"),
            "VM_UnchangedGlobal{Pre, Here}".into(),
        );
    }
    let body = std::mem::take(&mut s.body);
    s.em.replace(
        call.replace.clone(),
        &[Stmt::Block(Some(comment), body)],
        &ind,
        at,
    );
}

/// Whether `f`'s contract ensures, unconditionally (before any behavior),
/// exactly `VM_UnchangedGlobal{Pre, Here}` (or `VM_Unchanged(Pre, Here)`).
fn ensures_unchanged(em: &Emitter, f: &FnInfo) -> bool {
    let clauses = f.contracts.iter().flat_map(|c| &c.clauses);
    let acsl = clauses.filter_map(|cl| match cl {
        ContractClause::Acsl { keyword, span } => Some((keyword.as_str(), span)),
        _ => None,
    });
    acsl.take_while(|(keyword, _)| *keyword != "behavior")
        .filter(|(keyword, _)| *keyword == "ensures")
        .any(|(_, span)| {
            let text: String = em.annot_text(span).split_whitespace().collect();
            let pred = text.strip_prefix("ensures").unwrap_or(&text);
            // An optional property name: `ensures name: ...`.
            let pred = match pred.split_once(':') {
                Some((name, rest)) if name.chars().all(|c| c.is_alphanumeric() || c == '_') => rest,
                _ => pred,
            };
            matches!(
                pred.trim_end_matches(';'),
                "VM_UnchangedGlobal{Pre,Here}" | "VM_Unchanged(Pre,Here)"
            )
        })
}

/// The call is the next region, and every process passes the same values
/// for the universal parameters.
fn region_checks(s: &mut Site, k: Coll, call: &Call, defs: &Defs) {
    let name = k.name();
    s.check(
        CheckKind::CallNone,
        format!("no region is open at the call of `{name}`"),
        "VM_currentRegion == 0".into(),
    );
    s.check(
        CheckKind::CallBound,
        format!("fewer than `nregions` regions ran before the call of `{name}`"),
        format!("VM_regionCount < {}", defs.nregions()),
    );
    s.check(
        CheckKind::CallSequence,
        format!("the call of `{name}` is next in the region sequence"),
        format!("VM_ID_{name} == {}", defs.region("VM_regionCount")),
    );
    for p in k.signature().universal {
        let key = format!("{name}#{p}");
        let v = defs.universal(&key, &["VM_regionCount"]);
        s.check(
            CheckKind::CallUniversal,
            format!("argument `{p}` of `{name}` equals {key}(i)"),
            format!("{} == {v}", var(p)),
        );
        if let Some(i) = k.signature().params.iter().position(|q| q == p) {
            s.em.compares(Sides {
                arg: Some(call.args[i].clone()),
                def: defs.universal_span(&key),
            });
        }
    }
}

/// Where one buffer's elements are, on the processes where MPI uses them.
struct Part {
    /// The condition under which MPI uses the buffer (`None`: always).
    cond: Option<&'static str>,
    buf: String,
    /// Number of elements.
    len: String,
}

impl Part {
    fn range(&self) -> String {
        format!("{} + (0 .. {} - 1)", self.buf, self.len)
    }
}

const ROOT: &str = "VM_pid == VM_root";
const NOT_ROOT: &str = "VM_pid != VM_root";

/// What this process reads and writes: (send part, receive part).
fn parts(k: Coll, in_place: bool) -> (Option<Part>, Option<Part>) {
    let part = |cond, buf: &str, len: &str| {
        Some(Part {
            cond,
            buf: var(buf),
            len: len.into(),
        })
    };
    let all = "VM_sendcount * VM_NP";
    match k {
        Coll::Barrier => (None, None),
        Coll::Bcast => (
            part(Some(ROOT), "buffer", "VM_count"),
            part(Some(NOT_ROOT), "buffer", "VM_count"),
        ),
        Coll::Reduce if in_place => (None, part(Some(ROOT), "recvbuf", "VM_count")),
        Coll::Reduce => (
            part(None, "sendbuf", "VM_count"),
            part(Some(ROOT), "recvbuf", "VM_count"),
        ),
        Coll::Allreduce if in_place => (None, part(None, "recvbuf", "VM_count")),
        Coll::Allreduce => (
            part(None, "sendbuf", "VM_count"),
            part(None, "recvbuf", "VM_count"),
        ),
        // In place (at the root: `coll_in_place`), the root's own part is
        // already in the result, and nothing is sent.
        Coll::Gather if in_place => (None, part(Some(ROOT), "recvbuf", all)),
        Coll::Gather => (
            part(None, "sendbuf", "VM_sendcount"),
            part(Some(ROOT), "recvbuf", all),
        ),
        // In place (at the root), the root keeps its part where it is.
        Coll::Scatter if in_place => (part(Some(ROOT), "sendbuf", all), None),
        Coll::Scatter => (
            part(Some(ROOT), "sendbuf", all),
            part(None, "recvbuf", "VM_sendcount"),
        ),
        Coll::Allgather if in_place => (None, part(None, "recvbuf", all)),
        Coll::Allgather => (
            part(None, "sendbuf", "VM_sendcount"),
            part(None, "recvbuf", all),
        ),
    }
}

/// The arguments MPI constrains (root, counts, datatype, operation,
/// `MPI_IN_PLACE`), then the buffers.
fn buffer_checks(s: &mut Site, f: &FnInfo, k: Coll, call: &Call, base: Base) {
    let sig = k.signature();
    let name = sig.name;
    if sig.root.is_some() {
        s.check(
            CheckKind::CollRoot,
            format!("root of {name} is a valid rank: 0 <= root < VM_NP"),
            "0 <= VM_root < VM_NP".into(),
        );
    }
    let count = if k.param("count").is_some() {
        "VM_count"
    } else {
        "VM_sendcount"
    };
    let pred = if matches!(k, Coll::Gather | Coll::Scatter | Coll::Allgather) {
        format!("0 <= {count} && {count} * VM_NP <= INT_MAX")
    } else {
        format!("0 <= {count}")
    };
    s.check(
        CheckKind::CollCount,
        format!("count of {name} is valid"),
        pred,
    );
    if matches!(k, Coll::Gather | Coll::Scatter | Coll::Allgather) {
        let pred = guarded(
            (k == Coll::Gather).then_some(ROOT),
            "VM_recvcount == VM_sendcount && VM_recvtype == VM_sendtype".into(),
        );
        s.check(
            CheckKind::CollMatch,
            format!("receive count and datatype of {name} equal the send count and datatype"),
            pred,
        );
    }
    let dt = if k.param("datatype").is_some() {
        "datatype"
    } else {
        "sendtype"
    };
    let dt_text = s.em.src(&call.args[k.param(dt).expect("datatype")]);
    let dt_literal = mpi::datatype_base(mpi::as_written(dt_text)).is_some();
    if !dt_literal {
        s.check(
            CheckKind::CollBuftype,
            format!(
                "datatype of {name} describes its buffers ({})",
                base.c_name()
            ),
            describes(&var(dt), base),
        );
    }
    if let Some(o) = sig.op {
        let op_literal = mpi::op_named(s.em.src(&call.args[o])).is_some();
        if !op_literal || !dt_literal {
            s.check(
                CheckKind::CollOp,
                format!("operation of {name} is supported and defined on its datatype"),
                op_defined(base),
            );
        }
    }
    if call.in_place && k.in_place_at_root_only() {
        s.check(
            CheckKind::CollInPlace,
            format!("MPI_IN_PLACE is passed to {name} at the root only"),
            ROOT.into(),
        );
    }
    memory_checks(s, f, k, call);
}

/// The buffers MPI reads and writes on this process are valid, disjoint,
/// and not universal data of `f`.
fn memory_checks(s: &mut Site, f: &FnInfo, k: Coll, call: &Call) {
    let name = k.name();
    let (send, recv) = parts(k, call.in_place);
    if let Some(p) = &send {
        s.check(
            CheckKind::CollSendValid,
            format!("the buffer {name} sends from is readable"),
            guarded(p.cond, format!("\\valid_read({})", p.range())),
        );
    }
    if let Some(p) = &recv {
        s.check(
            CheckKind::CollRecvValid,
            format!("the buffer {name} writes is writable"),
            guarded(p.cond, format!("\\valid({})", p.range())),
        );
    }
    if let (Some(sp), Some(rp)) = (&send, &recv) {
        if sp.buf != rp.buf {
            let cond = sp.cond.or(rp.cond);
            s.check(
                CheckKind::CollSeparated,
                format!("send and receive buffers of {name} are disjoint"),
                guarded(cond, format!("\\separated({}, {})", sp.range(), rp.range())),
            );
        }
    }
    if let Some(p) = &recv {
        if let Some(sep) = separated_from_universals(s.em, f, &p.range()) {
            s.check(
                CheckKind::CollRecvUniversal,
                format!(
                    "the elements {name} writes are not universal locations of `{}`",
                    f.name
                ),
                guarded(p.cond, sep),
            );
        }
    }
}

/// `op` is an operation MPI defines on the datatype (one of the datatypes
/// of `base`).
fn op_defined(base: Base) -> String {
    let alts: Vec<String> = mpi::datatypes_of(base)
        .into_iter()
        .filter_map(|dt| {
            let ops: Vec<String> = mpi::OPS
                .iter()
                .filter(|(o, ..)| mpi::op_allowed(o, dt))
                .map(|(o, ..)| format!("VM_op == {o}"))
                .collect();
            (!ops.is_empty()).then(|| format!("(VM_datatype == {dt} && ({}))", ops.join(" || ")))
        })
        .collect();
    if alts.is_empty() {
        "\\false".into()
    } else {
        alts.join(" || ")
    }
}

#[cfg(test)]
mod tests;

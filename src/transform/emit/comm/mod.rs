//! Rewriting of MPI_Send, MPI_Recv and MPI_Sendrecv (language.md 2.4): the
//! call becomes a block that evaluates the arguments once, makes the checks
//! of the whole call, of each half's arguments (whatever the peer: MPI
//! checks them for `MPI_PROC_NULL` too), then of each half's message when
//! it has a peer, havocs exactly the
//! received elements, assumes the message invariant (after everything that
//! makes that assumption consistent has been checked, with a smoke check
//! after it), and updates levels and counters.

mod half;

use super::code::Stmt;
use super::defs::Defs;
use super::universals::unchanged_here;
use super::Emitter;
use crate::cfront::types::Base;
use crate::mpi::{self, Comm, HalfArgs};
use crate::transform::calls::{Call, CallKind};
use crate::transform::checks::CheckKind;
use crate::transform::functions::FnInfo;
use crate::transform::structure::Region;

/// The helper variables holding one half's arguments.
struct Half {
    is_send: bool,
    buf: &'static str,
    count: &'static str,
    dt: &'static str,
    peer: &'static str,
    tag: &'static str,
    base: Base,
    args: HalfArgs,
    /// The peer argument as written (for messages).
    peer_text: String,
}

fn halves(call: &Call, kind: Comm, em: &Emitter) -> Vec<Half> {
    let sig = kind.signature();
    let peer_text = |a: &HalfArgs| em.src(&call.args[a.peer]).trim().to_string();
    let mut out = Vec::new();
    let sendrecv = kind == Comm::Sendrecv;
    if let Some(a) = sig.send {
        let (buf, count, dt, tag) = if sendrecv {
            ("VM_sbuf", "VM_scount", "VM_sdt", "VM_stag")
        } else {
            ("VM_buf", "VM_count", "VM_dt", "VM_tag")
        };
        out.push(Half {
            is_send: true,
            buf,
            count,
            dt,
            peer: "VM_dest",
            tag,
            base: call.buffers[0],
            args: a,
            peer_text: peer_text(&a),
        });
    }
    if let Some(a) = sig.recv {
        let (buf, count, dt, tag) = if sendrecv {
            ("VM_rbuf", "VM_rcount", "VM_rdt", "VM_rtag")
        } else {
            ("VM_buf", "VM_count", "VM_dt", "VM_tag")
        };
        let base = call.buffers[if sendrecv { 1 } else { 0 }];
        out.push(Half {
            is_send: false,
            buf,
            count,
            dt,
            peer: "VM_src",
            tag,
            base,
            args: a,
            peer_text: peer_text(&a),
        });
    }
    out
}

/// The predicate "`dt` describes `base`" (one of its datatype constants).
pub(super) fn describes(dt: &str, base: Base) -> String {
    mpi::datatypes_of(base)
        .iter()
        .map(|c| format!("{dt} == {c}"))
        .collect::<Vec<_>>()
        .join(" || ")
}

/// Rewrite one MPI call of `f`, inside region `r`.
pub(crate) fn emit(em: &mut Emitter, f: &FnInfo, call: &Call, r: &Region, defs: &Defs) {
    let CallKind::Comm(kind) = call.kind else {
        return;
    };
    let at = call.name_span.start;
    let (line, col) = em.fe.file.line_col(at);
    let file = em
        .fe
        .file
        .path
        .file_name()
        .map_or_else(|| em.fe.file.name(), |n| n.to_string_lossy().into_owned());
    let hs = halves(call, kind, em);

    // Every argument, evaluated once, in order.
    let mut body = declare_args(em, call, kind, &hs);

    body.extend(call_checks(em, f, kind, at, r));
    let before = if kind == Comm::Sendrecv {
        body.push(Stmt::State("unsigned long VM_lvl = VM_level;".into()));
        "VM_lvl"
    } else {
        "VM_level"
    };

    // Checks of each half's arguments, then of its message when it has a peer.
    for h in &hs {
        let (always, checks) = half::half_checks(em, f, call, kind, r, h, before, defs);
        body.extend(always);
        body.push(Stmt::If(format!("{} != MPI_PROC_NULL", h.peer), checks));
    }

    // Levels and counters.
    for h in &hs {
        body.push(level_update(h, kind, r, defs));
    }
    let comment = format!("{} at {file}:{line}:{col}", em.src(&call.replace));
    let ind = em.indent_at(at);
    em.replace(
        call.replace.clone(),
        &[Stmt::Block(Some(comment), body)],
        &ind,
        at,
    );
}

/// The checks of the whole call, whatever the peers: MPI active, inside
/// its region, on `MPI_COMM_WORLD`, the status ignored, the universals of
/// `f` unchanged.
fn call_checks(em: &mut Emitter, f: &FnInfo, kind: Comm, at: usize, r: &Region) -> Vec<Stmt> {
    let (fname, name, c) = (f.name.as_str(), kind.name(), Some(kind));
    let mut body = vec![
        em.assert(
            fname,
            CheckKind::MpiActive,
            c,
            at,
            format!("MPI is initialized and not finalized at {name}"),
            "VM_state == VM_Active",
        ),
        em.assert(
            fname,
            CheckKind::MpiRegion,
            c,
            at,
            format!("{name} is executed inside region {}", r.id),
            format!("VM_currentRegion == {}", r.id),
        ),
        em.assert(
            fname,
            CheckKind::MpiComm,
            c,
            at,
            format!("communicator of {name} is MPI_COMM_WORLD"),
            "VM_comm == MPI_COMM_WORLD",
        ),
    ];
    if kind.signature().status.is_some() {
        body.push(em.assert(
            fname,
            CheckKind::MpiStatus,
            c,
            at,
            format!("status of {name} is MPI_STATUS_IGNORE"),
            "VM_status == MPI_STATUS_IGNORE",
        ));
    }
    if let Some(u) = unchanged_here(em, f) {
        body.push(em.assert(
            fname,
            CheckKind::MpiUniversal,
            c,
            at,
            format!("universal locations of `{fname}` are unchanged at {name}"),
            u,
        ));
    }
    body
}

/// The helper variables holding the call's arguments, each evaluated once,
/// in order.
fn declare_args(em: &Emitter, call: &Call, kind: Comm, hs: &[Half]) -> Vec<Stmt> {
    let sig = kind.signature();
    let declare = |var: &str, i: usize| {
        Stmt::CodeAt(
            format!("{var} = {};", em.code(&call.args[i])),
            call.args[i].start,
        )
    };
    let mut body = Vec::new();
    for h in hs {
        let konst = if h.is_send { "const " } else { "" };
        let buf_type = format!("{konst}{} *", h.base.c_name());
        let a = &h.args;
        for (ty, var, i) in [
            (buf_type.as_str(), h.buf, a.buf),
            ("int ", h.count, a.count),
            ("MPI_Datatype ", h.dt, a.datatype),
            ("int ", h.peer, a.peer),
            ("int ", h.tag, a.tag),
        ] {
            body.push(declare(&format!("{ty}{var}"), i));
        }
    }
    body.push(declare("MPI_Comm VM_comm", sig.comm));
    if let Some(s) = sig.status {
        body.push(declare("MPI_Status *VM_status", s));
    }
    body
}

/// The new level and the counter of one half that has a peer: the level
/// becomes the message's `slevel` (in a Sendrecv, the larger of both).
fn level_update(h: &Half, kind: Comm, r: &Region, defs: &Defs) -> Stmt {
    let (s, d, counter) = if h.is_send {
        ("VM_pid", h.peer, "VM_sc")
    } else {
        (h.peer, "VM_pid", "VM_rc")
    };
    let k = format!("{counter}[{}]", h.peer);
    let level = defs.region_def(r.id, "slevel", &[s, d, &k]);
    let mut upd = Vec::new();
    if kind == Comm::Sendrecv && !h.is_send {
        upd.push(Stmt::State("VM_lvl = VM_ghost_ulong();".into()));
        upd.push(Stmt::Admit(format!("VM_lvl == {level}")));
        upd.push(Stmt::State(
            "if (VM_lvl > VM_level) VM_level = VM_lvl;".into(),
        ));
    } else {
        upd.push(Stmt::State("VM_level = VM_ghost_ulong();".into()));
        upd.push(Stmt::Admit(format!("VM_level == {level}")));
    }
    upd.push(Stmt::State(format!("{k}++;")));
    Stmt::If(format!("{} != MPI_PROC_NULL", h.peer), upd)
}

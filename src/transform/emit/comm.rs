//! Rewriting of MPI_Send, MPI_Recv and MPI_Sendrecv (language.md 2.4): the
//! call becomes a block that evaluates the arguments once, makes the checks
//! of the whole call, then of each half that has a peer, havocs exactly the
//! received elements, assumes the message invariant (after everything that
//! makes that assumption consistent has been checked, with a smoke check
//! after it), and updates levels and counters.

use super::code::Stmt;
use super::defs::Defs;
use super::regions::{separated_from_universals, unchanged_here};
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
    let sig = kind.signature();
    let at = call.name_span.start;
    let fname = f.name.as_str();
    let name = kind.name();
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

    // Checks of the whole call, whatever the peers.
    let c = Some(kind);
    body.push(em.assert(
        fname,
        CheckKind::MpiActive,
        c,
        at,
        format!("MPI is initialized and not finalized at {name}"),
        "VM_state == VM_Active",
    ));
    body.push(em.assert(
        fname,
        CheckKind::MpiRegion,
        c,
        at,
        format!("{name} is executed inside region {}", r.id),
        format!("VM_currentRegion == {}", r.id),
    ));
    body.push(em.assert(
        fname,
        CheckKind::MpiComm,
        c,
        at,
        format!("communicator of {name} is MPI_COMM_WORLD"),
        "VM_comm == MPI_COMM_WORLD",
    ));
    if sig.status.is_some() {
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
    let before = if kind == Comm::Sendrecv {
        body.push(Stmt::Ghost("unsigned long VM_lvl = VM_level;".into()));
        "VM_lvl"
    } else {
        "VM_level"
    };

    // Checks of each half that has a peer.
    for h in &hs {
        let checks = half_checks(em, f, call, kind, r, h, before, defs);
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

/// The helper variables holding the call's arguments, each evaluated once,
/// in order.
fn declare_args(em: &Emitter, call: &Call, kind: Comm, hs: &[Half]) -> Vec<Stmt> {
    let sig = kind.signature();
    let arg = |i: usize| em.src(&call.args[i]).to_string();
    let mut body = Vec::new();
    for h in hs {
        let konst = if h.is_send { "const " } else { "" };
        body.push(Stmt::Code(format!(
            "{konst}{} *{} = {};",
            h.base.c_name(),
            h.buf,
            arg(h.args.buf)
        )));
        body.push(Stmt::Code(format!(
            "int {} = {};",
            h.count,
            arg(h.args.count)
        )));
        body.push(Stmt::Code(format!(
            "MPI_Datatype {} = {};",
            h.dt,
            arg(h.args.datatype)
        )));
        body.push(Stmt::Code(format!(
            "int {} = {};",
            h.peer,
            arg(h.args.peer)
        )));
        body.push(Stmt::Code(format!("int {} = {};", h.tag, arg(h.args.tag))));
    }
    body.push(Stmt::Code(format!("MPI_Comm VM_comm = {};", arg(sig.comm))));
    if let Some(s) = sig.status {
        body.push(Stmt::Code(format!("MPI_Status *VM_status = {};", arg(s))));
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
        upd.push(Stmt::Ghost("VM_lvl = VM_ghost_ulong();".into()));
        upd.push(Stmt::Admit(format!("VM_lvl == {level}")));
        upd.push(Stmt::Ghost(
            "if (VM_lvl > VM_level) VM_level = VM_lvl;".into(),
        ));
    } else {
        upd.push(Stmt::Ghost("VM_level = VM_ghost_ulong();".into()));
        upd.push(Stmt::Admit(format!("VM_level == {level}")));
    }
    upd.push(Stmt::Ghost(format!("{k}++;")));
    Stmt::If(format!("{} != MPI_PROC_NULL", h.peer), upd)
}

/// One half of a call being checked: its place, its terms in the region's
/// definitions, and the statements generated so far.
struct HalfSite<'h> {
    fname: String,
    at: usize,
    kind: Comm,
    h: &'h Half,
    /// `MPI_Send to <peer>`, as the messages say it.
    what: String,
    /// Sender, receiver and message index (`VM_sc[peer]` / `VM_rc[peer]`).
    s: &'h str,
    d: &'h str,
    k: String,
    mcount: String,
    mdtype: String,
    msgtag: String,
    slevel: String,
    /// The level before the call (`VM_lvl` in a Sendrecv).
    before: &'h str,
    /// The datatype is a constant matching the buffer's element type.
    dt_literal: bool,
    v: Vec<Stmt>,
}

impl HalfSite<'_> {
    fn check(&mut self, em: &mut Emitter, kind: CheckKind, message: String, pred: String) {
        let s = em.assert(&self.fname, kind, Some(self.kind), self.at, message, pred);
        self.v.push(s);
    }

    /// The datatype, when not a constant, describes the buffer.
    fn buftype(&mut self, em: &mut Emitter, kind: CheckKind) {
        if !self.dt_literal {
            let message = format!(
                "datatype of {} describes its buffer ({})",
                self.what,
                self.h.base.c_name()
            );
            self.check(em, kind, message, describes(self.h.dt, self.h.base));
        }
    }
}

/// The checks (and, for a receive, the havoc and the assumption) of one half.
#[allow(clippy::too_many_arguments)]
fn half_checks(
    em: &mut Emitter,
    f: &FnInfo,
    call: &Call,
    kind: Comm,
    r: &Region,
    h: &Half,
    before: &str,
    defs: &Defs,
) -> Vec<Stmt> {
    let name = kind.name();
    let p = &h.peer_text;
    let (what, s, d, counter) = if h.is_send {
        (format!("{name} to {p}"), "VM_pid", h.peer, "VM_sc")
    } else {
        (format!("{name} from {p}"), h.peer, "VM_pid", "VM_rc")
    };
    let k = format!("{counter}[{}]", h.peer);
    let args3 = [s, d, k.as_str()];
    let mut site = HalfSite {
        fname: f.name.clone(),
        at: call.name_span.start,
        kind,
        h,
        what,
        s,
        d,
        mcount: defs.region_def(r.id, "mcount", &args3),
        mdtype: defs.region_def(r.id, "mdtype", &args3),
        msgtag: defs.region_def(r.id, "msgtag", &args3),
        slevel: defs.region_def(r.id, "slevel", &args3),
        k,
        before,
        dt_literal: mpi::datatype_matches(em.src(&call.args[h.args.datatype]), h.base).is_some(),
        v: Vec::new(),
    };
    if h.is_send {
        send_checks(em, &mut site, r, defs);
    } else {
        recv_checks(em, &mut site, f, r, defs);
    }
    site.v
}

fn send_checks(em: &mut Emitter, x: &mut HalfSite, r: &Region, defs: &Defs) {
    let h = x.h;
    let (name, what, p) = (x.kind.name(), x.what.clone(), &h.peer_text);
    let (tag, buf, count, dt) = (h.tag, h.buf, h.count, h.dt);
    let (mcount, mdtype, msgtag) = (x.mcount.clone(), x.mdtype.clone(), x.msgtag.clone());
    x.check(
        em,
        CheckKind::SendDest,
        format!("destination of {name} is a valid rank: 0 <= {p} < VM_NP"),
        format!("0 <= {} < VM_NP", h.peer),
    );
    x.check(
        em,
        CheckKind::SendCount,
        format!("count of {what} equals mcount"),
        format!("0 <= {count} && {count} == {mcount}"),
    );
    x.check(
        em,
        CheckKind::SendValid,
        format!("send buffer of {what} is readable"),
        format!("\\valid_read({buf} + (0 .. {count} - 1))"),
    );
    x.check(
        em,
        CheckKind::SendDatatype,
        format!("datatype of {what} equals mdtype"),
        format!("{dt} == {mdtype}"),
    );
    x.buftype(em, CheckKind::SendBuftype);
    x.check(
        em,
        CheckKind::SendTag,
        format!("tag of {what} equals msgtag"),
        format!("0 <= {tag} <= VM_TAG_UB && {tag} == {msgtag}"),
    );
    x.check(
        em,
        CheckKind::SendLevel,
        format!("level of {what} (slevel) exceeds the current level"),
        format!("{} < {} <= VM_LEVEL_MAX", x.before, x.slevel),
    );
    let msginv = defs.msginv(r.id, h.base, &[x.s, x.d, &x.k, buf, count, dt]);
    x.check(
        em,
        CheckKind::SendMsginv,
        format!("message invariant of {what}"),
        msginv,
    );
}

fn recv_checks(em: &mut Emitter, x: &mut HalfSite, f: &FnInfo, r: &Region, defs: &Defs) {
    let h = x.h;
    let (name, what, p) = (x.kind.name(), x.what.clone(), &h.peer_text);
    let (tag, buf, count, dt) = (h.tag, h.buf, h.count, h.dt);
    let (mcount, mdtype, msgtag) = (x.mcount.clone(), x.mdtype.clone(), x.msgtag.clone());
    let nummsg = defs.region_def(r.id, "nummsg", &[x.s, x.d]);
    x.check(
        em,
        CheckKind::RecvSource,
        format!("source of {name} is a valid rank: 0 <= {p} < VM_NP"),
        format!("0 <= {} < VM_NP", h.peer),
    );
    x.check(
        em,
        CheckKind::RecvIndex,
        format!("{what} receives a message that is sent (index < nummsg)"),
        format!("{} < {nummsg}", x.k),
    );
    x.check(
        em,
        CheckKind::RecvCount,
        format!("message of {what} fits the receive count (0 <= mcount <= count)"),
        format!("0 <= {mcount} <= {count}"),
    );
    let received = format!("{buf} + (0 .. {mcount} - 1)");
    x.check(
        em,
        CheckKind::RecvValid,
        format!("receive buffer of {what} is writable"),
        format!("\\valid({received})"),
    );
    x.check(
        em,
        CheckKind::RecvDatatype,
        format!("datatype of {what} equals mdtype"),
        format!("{dt} == {mdtype}"),
    );
    x.buftype(em, CheckKind::RecvBuftype);
    x.check(
        em,
        CheckKind::RecvTag,
        format!("tag of {what} is MPI_ANY_TAG or equals msgtag"),
        format!("{tag} == MPI_ANY_TAG || (0 <= {tag} <= VM_TAG_UB && {tag} == {msgtag})"),
    );
    x.check(
        em,
        CheckKind::RecvLevel,
        format!("level of {what} (slevel) exceeds the current level"),
        format!("{} < {} <= VM_LEVEL_MAX", x.before, x.slevel),
    );
    if x.kind == Comm::Sendrecv {
        x.check(
            em,
            CheckKind::RecvSeparated,
            format!("send and receive buffers of {name} are disjoint"),
            format!("VM_dest != MPI_PROC_NULL ==> \\separated(VM_sbuf + (0 .. VM_scount - 1), {received})"),
        );
    }
    if let Some(sep) = separated_from_universals(em, f, &received) {
        x.check(
            em,
            CheckKind::RecvUniversalSeparated,
            format!(
                "the elements received by {what} are not universal locations of `{}`",
                f.name
            ),
            sep,
        );
    }
    // Havoc exactly the received elements, then assume the invariant.
    x.v.push(Stmt::Code(format!(
        "int VM_n = VM_anyint(); /*@ admit VM_n == {mcount}; */"
    )));
    x.v.push(Stmt::Code(format!(
        "VM_havoc_{}({buf}, VM_n);",
        h.base.havoc_suffix()
    )));
    // The count argument is `mcount` itself rather than `VM_n` (equal by the
    // admit above): the provers find the postconditions that depend on the
    // invariant much faster without the indirection (bcast.c: 4 s against a
    // timeout).
    let msginv = defs.msginv(r.id, h.base, &[x.s, x.d, &x.k, buf, &mcount, dt]);
    x.v.push(Stmt::Admit(msginv));
    let smoke = em.label(
        Some(&f.name),
        CheckKind::RecvSmoke,
        Some(x.kind),
        x.at,
        format!("the code after {what} is reachable (its message invariant is consistent)"),
    );
    x.v.push(Stmt::Check(smoke, "\\false".into()));
}

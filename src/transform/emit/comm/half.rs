//! The checks of one half of a point-to-point call (the send or the
//! receive of `MPI_Send`, `MPI_Recv`, `MPI_Sendrecv`) against its region's
//! definitions, and for a receive the havoc and the message invariant.

use super::{describes, Half};
use crate::mpi::{self, Comm};
use crate::source::Span;
use crate::transform::calls::Call;
use crate::transform::checks::CheckKind;
use crate::transform::emit::code::Stmt;
use crate::transform::emit::defs::Defs;
use crate::transform::emit::universals::separated_from_universals;
use crate::transform::emit::{Emitter, Sides};
use crate::transform::functions::FnInfo;
use crate::transform::structure::Region;

/// One half of a call being checked: its place, its terms in the region's
/// definitions, and the statements generated so far.
struct HalfSite<'h> {
    fname: String,
    /// The call's arguments and the region's definitions, as written.
    args: &'h [Span],
    region: &'h Region,
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
    /// Checks of the arguments themselves, made whatever the peer (MPI
    /// checks them even for `MPI_PROC_NULL`), and the checks and effects
    /// of the message, made when there is a peer.
    always: Vec<Stmt>,
    v: Vec<Stmt>,
}

impl HalfSite<'_> {
    fn check(&mut self, em: &mut Emitter, kind: CheckKind, message: String, pred: String) {
        let s = em.assert(&self.fname, kind, Some(self.kind), self.at, message, pred);
        self.v.push(s);
    }

    /// A check of the arguments, made whatever the peer.
    fn check_always(&mut self, em: &mut Emitter, kind: CheckKind, message: String, pred: String) {
        let s = em.assert(&self.fname, kind, Some(self.kind), self.at, message, pred);
        self.always.push(s);
    }

    /// The last check compares argument `arg` with definition `def`.
    fn compares(&self, em: &mut Emitter, arg: usize, def: Option<&str>) {
        em.compares(Sides {
            arg: Some(self.args[arg].clone()),
            def: def.map(|d| self.region.def(d).span.clone()),
        });
    }

    /// `pred` when the half has a peer (`MPI_PROC_NULL`: no message).
    fn if_peer(&self, pred: &str) -> String {
        format!("({} != MPI_PROC_NULL ==> {pred})", self.h.peer)
    }

    /// The datatype, when not a constant, describes the buffer.
    fn buftype(&mut self, em: &mut Emitter, kind: CheckKind) {
        if !self.dt_literal {
            let message = format!(
                "datatype of {} describes its buffer ({})",
                self.what,
                self.h.base.c_name()
            );
            self.check_always(em, kind, message, describes(self.h.dt, self.h.base));
        }
    }
}

/// The checks of one half's arguments, made whatever the peer, then the
/// checks (and, for a receive, the havoc and the assumption) of its
/// message, made when it has a peer.
#[allow(clippy::too_many_arguments)]
pub(super) fn half_checks(
    em: &mut Emitter,
    f: &FnInfo,
    call: &Call,
    kind: Comm,
    r: &Region,
    h: &Half,
    before: &str,
    defs: &Defs,
) -> (Vec<Stmt>, Vec<Stmt>) {
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
        args: &call.args,
        region: r,
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
        always: Vec::new(),
        v: Vec::new(),
    };
    if h.is_send {
        send_checks(em, &mut site, r, defs);
    } else {
        recv_checks(em, &mut site, f, r, defs);
    }
    (site.always, site.v)
}

fn send_checks(em: &mut Emitter, x: &mut HalfSite, r: &Region, defs: &Defs) {
    let h = x.h;
    let (name, what, p) = (x.kind.name(), x.what.clone(), &h.peer_text);
    let (tag, buf, count, dt) = (h.tag, h.buf, h.count, h.dt);
    let (mcount, mdtype, msgtag) = (x.mcount.clone(), x.mdtype.clone(), x.msgtag.clone());
    let nummsg = defs.region_def(r.id, "nummsg", &[x.s, x.d]);
    x.check(
        em,
        CheckKind::SendDest,
        format!("destination of {name} is a valid rank: 0 <= {p} < VM_NP"),
        format!("0 <= {} < VM_NP", h.peer),
    );
    x.compares(em, h.args.peer, None);
    x.check(
        em,
        CheckKind::SendIndex,
        format!("{what} sends a message the region announces (index < nummsg)"),
        format!("{} < {nummsg}", x.k),
    );
    let equal = x.if_peer(&format!("{count} == {mcount}"));
    x.check_always(
        em,
        CheckKind::SendCount,
        format!("count of {what} is not negative and equals mcount"),
        format!("0 <= {count} && {equal}"),
    );
    x.compares(em, h.args.count, Some("mcount"));
    x.check_always(
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
    x.compares(em, h.args.datatype, Some("mdtype"));
    x.buftype(em, CheckKind::SendBuftype);
    let equal = x.if_peer(&format!("{tag} == {msgtag}"));
    x.check_always(
        em,
        CheckKind::SendTag,
        format!("tag of {what} is valid and equals msgtag"),
        format!("0 <= {tag} <= VM_TAG_UB && {equal}"),
    );
    x.compares(em, h.args.tag, Some("msgtag"));
    x.check(
        em,
        CheckKind::SendLevel,
        format!(
            "{what} cannot deadlock (its level slevel is above the current level of this process)"
        ),
        format!("{} < {} <= VM_LEVEL_MAX", x.before, x.slevel),
    );
    let msginv = defs.msginv(r.id, h.base, &[x.s, x.d, &x.k, buf, count, dt]);
    x.check(
        em,
        CheckKind::SendMsginv,
        format!("message invariant of {what}"),
        msginv,
    );
    x.compares(em, h.args.buf, Some("msginv"));
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
    x.compares(em, h.args.peer, None);
    x.check(
        em,
        CheckKind::RecvIndex,
        format!("{what} receives a message that is sent (index < nummsg)"),
        format!("{} < {nummsg}", x.k),
    );
    let fits = x.if_peer(&format!("0 <= {mcount} <= {count}"));
    x.check_always(
        em,
        CheckKind::RecvCount,
        format!("count of {what} is not negative and the message fits it (0 <= mcount <= count)"),
        format!("0 <= {count} && {fits}"),
    );
    x.compares(em, h.args.count, Some("mcount"));
    let received = format!("{buf} + (0 .. {mcount} - 1)");
    x.check_always(
        em,
        CheckKind::RecvValid,
        format!("receive buffer of {what} is writable for its count"),
        format!("\\valid({buf} + (0 .. {count} - 1))"),
    );
    x.check(
        em,
        CheckKind::RecvDatatype,
        format!("datatype of {what} equals mdtype"),
        format!("{dt} == {mdtype}"),
    );
    x.compares(em, h.args.datatype, Some("mdtype"));
    x.buftype(em, CheckKind::RecvBuftype);
    let equal = x.if_peer(&format!("{tag} == {msgtag}"));
    x.check_always(
        em,
        CheckKind::RecvTag,
        format!("tag of {what} is MPI_ANY_TAG, or valid and equal to msgtag"),
        format!("{tag} == MPI_ANY_TAG || (0 <= {tag} <= VM_TAG_UB && {equal})"),
    );
    x.compares(em, h.args.tag, Some("msgtag"));
    x.check(
        em,
        CheckKind::RecvLevel,
        format!(
            "{what} cannot deadlock (its level slevel is above the current level of this process)"
        ),
        format!("{} < {} <= VM_LEVEL_MAX", x.before, x.slevel),
    );
    recv_separation(em, x, f, &received);
    receive(em, x, f, r, defs);
}

/// What must not change under the receive is apart from what it writes:
/// the send buffer of a `MPI_Sendrecv` from the whole receive buffer (MPI
/// requires the two buffers disjoint, not only the elements a message
/// brings: hunt 152), and the universal locations of `f` from the
/// received elements.
fn recv_separation(em: &mut Emitter, x: &mut HalfSite, f: &FnInfo, received: &str) {
    let (name, what) = (x.kind.name(), x.what.clone());
    if x.kind == Comm::Sendrecv {
        let whole = format!("{} + (0 .. {} - 1)", x.h.buf, x.h.count);
        x.check(
            em,
            CheckKind::RecvSeparated,
            format!("send and receive buffers of {name} are disjoint"),
            format!(
                "VM_dest != MPI_PROC_NULL ==> \\separated(VM_sbuf + (0 .. VM_scount - 1), {whole})"
            ),
        );
    }
    if let Some(sep) = separated_from_universals(em, f, received) {
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
}

/// What the receive does: havoc exactly the received elements, assume the
/// message invariant, and check that the code after it is reachable.
fn receive(em: &mut Emitter, x: &mut HalfSite, f: &FnInfo, r: &Region, defs: &Defs) {
    let h = x.h;
    let (buf, dt, what) = (h.buf, h.dt, x.what.clone());
    let mcount = x.mcount.clone();
    let k = x.k.clone();
    let args = [x.s, x.d, k.as_str(), buf, mcount.as_str(), dt];
    if let Some(sendable) = defs.msginv_sendable(r.id, h.base, &args) {
        x.check(
            em,
            CheckKind::RecvSendable,
            format!("the message {what} waits for can be sent (its message invariant admits it)"),
            sendable,
        );
    }
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
    let msginv = defs.msginv(r.id, h.base, &args);
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

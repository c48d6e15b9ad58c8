//! Rewriting of MPI_Send, MPI_Recv and MPI_Sendrecv (language.md 2.4): the
//! call becomes a block that evaluates the arguments once, checks them
//! against the region's definitions, havocs exactly the received elements,
//! admits the message invariant, and updates levels and counters.

use super::calls::{Call, CallKind, Comm};
use super::emitter::{comment_safe, Emitter};
use super::structure::Region;
use crate::cfront::types::Base;
use crate::edit::Edit;

/// Names of the helper variables holding one half's arguments.
struct Half {
    /// `send`, `recv`, `sendrecv_send`, `sendrecv_recv`.
    check: &'static str,
    is_send: bool,
    buf: &'static str,
    count: &'static str,
    dt: &'static str,
    peer: &'static str,
    tag: &'static str,
    base: Base,
    /// Original argument texts, for messages and static datatype checks.
    peer_text: String,
    dt_text: String,
}

/// Context of one rewritten call.
pub struct CommSite<'c> {
    pub function: &'c str,
    pub call: &'c Call,
    pub region: &'c Region,
    /// Universals of the function unchanged since entry, if it has any.
    pub unchanged: Option<String>,
    /// Indentation of the call's line.
    pub indent: String,
}

/// Whether a datatype argument names the MPI constant of `base`
/// (`None` when it is not a literal MPI datatype constant).
pub fn datatype_matches(dt: &str, base: Base) -> Option<bool> {
    let dt = dt.trim().trim_start_matches('(').trim_end_matches(')').trim();
    let known = [
        "MPI_CHAR", "MPI_SIGNED_CHAR", "MPI_UNSIGNED_CHAR", "MPI_SHORT", "MPI_UNSIGNED_SHORT", "MPI_INT", "MPI_UNSIGNED",
        "MPI_LONG", "MPI_UNSIGNED_LONG", "MPI_LONG_LONG", "MPI_LONG_LONG_INT", "MPI_UNSIGNED_LONG_LONG", "MPI_FLOAT",
        "MPI_DOUBLE", "MPI_LONG_DOUBLE", "MPI_C_BOOL", "MPI_BYTE",
    ];
    if !known.contains(&dt) {
        return None;
    }
    let dt = if dt == "MPI_LONG_LONG_INT" { "MPI_LONG_LONG" } else { dt };
    let byte_ok = dt == "MPI_BYTE" && matches!(base, Base::Char | Base::SChar | Base::UChar);
    Some(byte_ok || dt == base.mpi_datatype())
}

pub fn emit(em: &mut Emitter, site: &CommSite) {
    let call = site.call;
    let CallKind::Comm(kind) = call.kind else { return };
    let arg = |i: usize| em.src(&call.args[i]).to_string();
    let origin = call.name_span.start;
    let ind = &site.indent;
    let mut out: Vec<String> = Vec::new();
    let (line, col) = em.fe.file.line_col(origin);
    let file = em.fe.file.path.file_name().map_or_else(|| em.fe.file.name(), |n| n.to_string_lossy().into_owned());
    out.push(format!("{{ /* vmfc: {} at {}:{line}:{col} */", comment_safe(em.src(&call.replace)), comment_safe(&file)));

    // Evaluate every argument once, in order.
    let (halves, comm_i, status_i): (Vec<(usize, Half)>, usize, Option<usize>) = match kind {
        Comm::Send => (vec![(0, half("send", true, "VM_buf", "VM_count", "VM_dt", "VM_dest", "VM_tag", call.buffers[0], arg(3), arg(2)))], 5, None),
        Comm::Recv => (vec![(0, half("recv", false, "VM_buf", "VM_count", "VM_dt", "VM_src", "VM_tag", call.buffers[0], arg(3), arg(2)))], 5, Some(6)),
        Comm::Sendrecv => (
            vec![
                (0, half("sendrecv_send", true, "VM_sbuf", "VM_scount", "VM_sdt", "VM_dest", "VM_stag", call.buffers[0], arg(3), arg(2))),
                (5, half("sendrecv_recv", false, "VM_rbuf", "VM_rcount", "VM_rdt", "VM_src", "VM_rtag", call.buffers[1], arg(8), arg(7))),
            ],
            10,
            Some(11),
        ),
    };
    for (first, h) in &halves {
        let konst = if h.is_send { "const " } else { "" };
        out.push(format!("  {konst}{} *{} = {};", h.base.c_name(), h.buf, arg(*first)));
        out.push(format!("  int {} = {};", h.count, arg(first + 1)));
        out.push(format!("  MPI_Datatype {} = {};", h.dt, arg(first + 2)));
        out.push(format!("  int {} = {};", h.peer, arg(first + 3)));
        out.push(format!("  int {} = {};", h.tag, arg(first + 4)));
    }
    out.push(format!("  MPI_Comm VM_comm = {};", arg(comm_i)));
    if let Some(s) = status_i {
        out.push(format!("  MPI_Status *VM_status = {};", arg(s)));
    }
    let sendrecv = kind == Comm::Sendrecv;
    let before = if sendrecv { "VM_lvl" } else { "VM_level" };
    if sendrecv {
        out.push("  /*@ ghost unsigned long VM_lvl = VM_level; */".to_string());
    }

    // Checks of each half, each under `peer != MPI_PROC_NULL`.
    let name = kind.name();
    for (_, h) in &halves {
        out.push(format!("  if ({} != MPI_PROC_NULL) {{", h.peer));
        for line in half_checks(em, site, h, name, before, sendrecv, origin) {
            out.push(format!("    {line}"));
        }
        out.push("  }".to_string());
    }
    // Level and counter updates.
    for (_, h) in &halves {
        out.push(format!("  if ({} != MPI_PROC_NULL) {{", h.peer));
        let (s, d, counter) =
            if h.is_send { ("VM_pid", h.peer, "VM_sc") } else { (h.peer, "VM_pid", "VM_rc") };
        let k = format!("{counter}[{}]", h.peer);
        let level = em.inst(site.region.def("slevel"), &[s, d, &k]);
        if sendrecv && !h.is_send {
            out.push("    /*@ ghost VM_lvl = VM_ghost_ulong(); */".to_string());
            out.push(format!("    /*@ admit VM_lvl == {level}; */"));
            out.push("    /*@ ghost if (VM_lvl > VM_level) VM_level = VM_lvl; */".to_string());
        } else {
            out.push("    /*@ ghost VM_level = VM_ghost_ulong(); */".to_string());
            out.push(format!("    /*@ admit VM_level == {level}; */"));
        }
        out.push(format!("    /*@ ghost {k}++; */"));
        out.push("  }".to_string());
    }
    out.push("}".to_string());
    let text = out.join(&format!("\n{ind}"));
    em.edit(Edit::replace(call.replace.clone(), text, origin));
}

#[allow(clippy::too_many_arguments)]
fn half(check: &'static str, is_send: bool, buf: &'static str, count: &'static str, dt: &'static str, peer: &'static str, tag: &'static str, base: Base, peer_text: String, dt_text: String) -> Half {
    Half { check, is_send, buf, count, dt, peer, tag, base, peer_text: peer_text.trim().to_string(), dt_text }
}

/// The assertions (and, for a receive, the havoc and admits) of one half.
fn half_checks(em: &mut Emitter, site: &CommSite, h: &Half, call: &str, before: &str, sendrecv: bool, origin: usize) -> Vec<String> {
    let r = site.region;
    let f = site.function;
    let p = &h.peer_text;
    let (what, s, d, k) = if h.is_send {
        (format!("{call} to {p}"), "VM_pid", h.peer, format!("VM_sc[{}]", h.peer))
    } else {
        (format!("{call} from {p}"), h.peer, "VM_pid", format!("VM_rc[{}]", h.peer))
    };
    let args3 = [s, d, k.as_str()];
    let c = h.check;
    let mut v = Vec::new();
    let mut check = |em: &mut Emitter, name: &str, msg: String, pred: String| {
        v.push(em.assert(f, &format!("{c}_{name}"), origin, msg, &pred));
    };
    check(em, "active", format!("MPI is initialized and not finalized at {what}"), "VM_state == VM_Active".into());
    check(em, "region", format!("{what} is executed inside region {}", r.id), format!("VM_currentRegion == {}", r.id));
    let role = if h.is_send { "destination" } else { "source" };
    check(em, if h.is_send { "dest" } else { "source" }, format!("{role} of {call} is a valid rank: 0 <= {p} < VM_NP"), format!("0 <= {} < VM_NP", h.peer));
    let mcount = em.inst(r.def("mcount"), &args3);
    if h.is_send {
        check(em, "count", format!("count of {what} equals mcount"), format!("{} == {mcount}", h.count));
        check(em, "valid", format!("send buffer of {what} is readable"), format!("\\valid_read({} + (0 .. {} - 1))", h.buf, h.count));
    } else {
        let nummsg = em.inst(r.def("nummsg"), &[s, d]);
        check(em, "index", format!("{what} receives a message that is sent (index < nummsg)"), format!("{k} < {nummsg}"));
        check(em, "count", format!("message of {what} fits the receive count (mcount <= count)"), format!("{mcount} <= {}", h.count));
        check(em, "valid", format!("receive buffer of {what} is writable"), format!("\\valid({} + (0 .. {mcount} - 1))", h.buf));
    }
    let mdtype = em.inst(r.def("mdtype"), &args3);
    check(em, "datatype", format!("datatype of {what} equals mdtype"), format!("{} == {mdtype}", h.dt));
    if datatype_matches(&h.dt_text, h.base).is_none() {
        check(em, "buftype", format!("datatype of {what} describes its buffer ({})", h.base.c_name()), format!("{} == {}", h.dt, h.base.mpi_datatype()));
    }
    let msgtag = em.inst(r.def("msgtag"), &args3);
    if h.is_send {
        check(em, "tag", format!("tag of {what} equals msgtag"), format!("{} == {msgtag}", h.tag));
    } else {
        check(em, "tag", format!("tag of {what} is MPI_ANY_TAG or equals msgtag"), format!("{} == MPI_ANY_TAG || {} == {msgtag}", h.tag, h.tag));
    }
    if !sendrecv || !h.is_send {
        check(em, "comm", format!("communicator of {call} is MPI_COMM_WORLD"), "VM_comm == MPI_COMM_WORLD".into());
        if !h.is_send {
            check(em, "status", format!("status of {call} is MPI_STATUS_IGNORE"), "VM_status == MPI_STATUS_IGNORE".into());
        }
    }
    let slevel = em.inst(r.def("slevel"), &args3);
    check(em, "level", format!("level of {what} (slevel) exceeds the current level"), format!("{before} < {slevel} <= VM_LEVEL_MAX"));
    if h.is_send {
        let msginv = em.inst(r.def("msginv"), &[s, d, &k, h.buf, h.count, h.dt]);
        check(em, "msginv", format!("message invariant of {what}"), msginv);
    }
    if let Some(u) = &site.unchanged {
        if !sendrecv || !h.is_send {
            check(em, "universal", format!("universal locations of `{f}` are unchanged at {call}"), u.clone());
        }
    }
    if !h.is_send {
        if sendrecv {
            check(
                em,
                "separated",
                format!("send and receive buffers of {call} are disjoint"),
                format!("VM_dest != MPI_PROC_NULL ==> \\separated(VM_sbuf + (0 .. VM_scount - 1), {} + (0 .. {mcount} - 1))", h.buf),
            );
        }
        // Havoc exactly the received elements, then admit the invariant.
        v.push(format!("int VM_n = VM_anyint(); /*@ admit (\\let c = {mcount}; (c < 0 ==> VM_n == 0) && (0 <= c ==> VM_n == c)); */"));
        v.push(format!("VM_havoc_{}({}, VM_n);", h.base.havoc_suffix(), h.buf));
        let msginv = em.inst(r.def("msginv"), &[s, d, &k, h.buf, &mcount, h.dt]);
        v.push(format!("/*@ admit {msginv}; */"));
    }
    v
}

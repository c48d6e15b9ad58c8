//! Calls of MPI's own collectives (`MPI_Bcast`, `MPI_Allreduce`, ...):
//! their form and the argument errors that need no proof (another
//! communicator, an unsupported operation, `MPI_IN_PLACE` where it is not
//! supported, datatypes that cannot describe the buffers).

use super::calls::{typed_buffer, whole_statement, world, Call, CallKind};
use crate::cfront::model::CallSite;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::mpi::{self, Coll};

/// Check one call of `k`; fills `call.buffers` (the one element type of its
/// buffers) and `call.in_place`.
pub(crate) fn check(
    fe: &Frontend,
    site: &CallSite,
    k: Coll,
    close: usize,
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    let sig = k.signature();
    if !whole_statement(fe, site, sig.name, sig.params.len(), close, call, diags) {
        return false;
    }
    let args = call.args.clone();
    let text = |i: usize| fe.file.text[args[i].clone()].trim().to_string();
    let mut ok = world(fe, call, sig.comm, diags);
    if !in_place(k, call, &text, diags) || !distinct_buffers(k, call, &text, diags) {
        return false;
    }
    ok &= buffer_types(fe, site, k, call, &text, diags);
    if !ok || !one_type(k, call, &text, diags) {
        return false;
    }
    if let Some(o) = sig.op {
        let dt = text(sig.send.expect("reduction").datatype);
        ok &= operation(&text(o), &call.args[o], &dt, diags);
    }
    ok
}

/// `MPI_IN_PLACE` only as the argument MPI allows it for (sets
/// `call.in_place`).
fn in_place(
    k: Coll,
    call: &mut Call,
    text: &dyn Fn(usize) -> String,
    diags: &mut Diagnostics,
) -> bool {
    let sig = k.signature();
    let place = k.in_place_param();
    for h in [sig.send, sig.recv].into_iter().flatten() {
        if text(h.buf) != "MPI_IN_PLACE" {
            continue;
        }
        if Some(h.buf) == place {
            call.in_place = true;
            continue;
        }
        let note = match k.in_place_arg() {
            Some(p) => format!("{} accepts MPI_IN_PLACE as its `{p}` only", sig.name),
            None => format!("{} has no in-place form", sig.name),
        };
        diags.push(
            Diagnostic::error(
                call.args[h.buf].clone(),
                format!(
                    "MPI_IN_PLACE is not a valid `{}` of {}",
                    sig.params[h.buf], sig.name
                ),
            )
            .with_note(note),
        );
        return false;
    }
    true
}

/// The same buffer written for sending and receiving (`MPI_Allreduce(&x,
/// &x, ...)`): MPI forbids a buffer it reads and writes in one call (the
/// root, which every call has, uses both), and the proof would only fail,
/// after a full run, at `coll_separated` (hunt 123). Not when a count is
/// written `0`.
fn distinct_buffers(
    k: Coll,
    call: &Call,
    text: &dyn Fn(usize) -> String,
    diags: &mut Diagnostics,
) -> bool {
    let sig = k.signature();
    let (Some(send), Some(recv)) = (sig.send, sig.recv) else {
        return true;
    };
    let tokens = |i: usize| text(i).split_whitespace().collect::<String>();
    let same = tokens(send.buf) == tokens(recv.buf)
        && call.pure_args.get(send.buf).copied().unwrap_or(false)
        && !matches!(text(send.buf).as_str(), "NULL" | "0" | "MPI_IN_PLACE")
        && text(send.count) != "0"
        && text(recv.count) != "0";
    if same {
        diags.push(
            Diagnostic::error(
                call.args[recv.buf].clone(),
                format!("the receive buffer of {} is its send buffer", sig.name),
            )
            .with_label("the same as the send buffer")
            .with_note("MPI forbids a buffer it both reads and writes in one call (the root uses both): pass MPI_IN_PLACE as the send buffer to work in place, or receive into another variable"),
        );
    }
    !same
}

/// The element types of the buffers (into `call.buffers`): each buffer is
/// typed, but for the in-place one and a `NULL` that MPI ignores. A buffer
/// MPI reads or writes at the root only may be written `NULL` elsewhere
/// (its validity is checked at the root); it then has the other buffer's
/// element type.
fn buffer_types(
    fe: &Frontend,
    site: &CallSite,
    k: Coll,
    call: &mut Call,
    text: &dyn Fn(usize) -> String,
    diags: &mut Diagnostics,
) -> bool {
    let sig = k.signature();
    let place = k.in_place_param();
    let root_only = k.root_only_buffer();
    let null =
        |h: &mpi::BufArgs| Some(*h) == root_only && matches!(text(h.buf).as_str(), "NULL" | "0");
    let in_place = |h: &mpi::BufArgs| call.in_place && Some(h.buf) == place;
    let typed = |h: &mpi::BufArgs| !(in_place(h) || null(h));
    let halves = [sig.send.filter(typed), sig.recv.filter(typed)];
    let mut ok = true;
    // The root's buffer of a Gather or Scatter and an Allgather's result
    // hold a part per process.
    let per_process = |h: &mpi::BufArgs| match k {
        Coll::Gather | Coll::Allgather => Some(*h) == sig.recv,
        Coll::Scatter => Some(*h) == sig.send,
        _ => false,
    };
    for h in halves.into_iter().flatten() {
        let count = (!per_process(&h)).then_some(h.count);
        ok &= typed_buffer(fe, site, (h.buf, count, h.datatype), call, diags);
    }
    if ok && call.buffers.is_empty() && sig.send.is_some() {
        diags.push(
            Diagnostic::error(
                call.name_span.clone(),
                format!("{} has no buffer vmfc can give an element type", sig.name),
            )
            .with_note("pass the buffer MPI uses on this process (not NULL or MPI_IN_PLACE)"),
        );
        return false;
    }
    ok
}

/// vmfc's rule: one element type and one datatype for both buffers.
fn one_type(
    k: Coll,
    call: &mut Call,
    text: &dyn Fn(usize) -> String,
    diags: &mut Diagnostics,
) -> bool {
    let sig = k.signature();
    call.buffers.dedup();
    if call.buffers.len() > 1 {
        let r = sig.recv.expect("two buffers");
        diags.push(
            Diagnostic::error(
                call.args[r.buf].clone(),
                format!(
                    "the receive buffer's elements are `{}`, the send buffer's `{}`",
                    call.buffers[1].c_name(),
                    call.buffers[0].c_name()
                ),
            )
            .with_note(format!(
                "vmfc supports {} with one element type and one datatype for both buffers",
                sig.name
            )),
        );
        return false;
    }
    if let (Some(s), Some(r)) = (sig.send, sig.recv) {
        if s.datatype != r.datatype
            && text(s.datatype) != text(r.datatype)
            && mpi::datatype_base(&text(s.datatype)).is_some()
            && mpi::datatype_base(&text(r.datatype)).is_some()
        {
            diags.push(Diagnostic::error(
                call.args[r.datatype].clone(),
                format!(
                    "receive datatype `{}` differs from the send datatype `{}`",
                    text(r.datatype),
                    text(s.datatype)
                ),
            ));
            return false;
        }
    }
    true
}

/// An operation written as an `MPI_` constant is one vmfc supports and,
/// when the datatype is a constant too, is defined on it.
fn operation(op: &str, span: &crate::source::Span, dt: &str, diags: &mut Diagnostics) -> bool {
    let (op, dt) = (mpi::as_written(op), mpi::as_written(dt));
    if !op.starts_with("MPI_") {
        return true;
    }
    if mpi::op_named(op).is_none() {
        diags.push(
            Diagnostic::error(
                span.clone(),
                format!("reduction operation `{op}` is not supported"),
            )
            .with_note(format!(
                "supported: {}",
                mpi::OPS
                    .iter()
                    .map(|(n, ..)| *n)
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        );
        return false;
    }
    if mpi::op_miscomputed(op, dt) {
        diags.push(Diagnostic::error(
            span.clone(),
            format!("the MPI library computes `{op}` on `{dt}` wrongly"),
        ).with_note("MPICH 4.0.2, which vmfc proves programs for, compares unsigned integers as signed ones in MPI_MAX and MPI_MIN (the maximum of 3000000000u and 7 comes out as 7): use a signed datatype for values that fit it, or reduce with another operation"));
        return false;
    }
    if mpi::datatype_base(dt).is_some() && !mpi::op_allowed(op, dt) {
        diags.push(Diagnostic::error(
            span.clone(),
            format!("MPI does not define `{op}` on `{dt}`"),
        ).with_note("arithmetic and ordering operations apply to integer and floating-point datatypes, logical ones to integers and MPI_C_BOOL, bitwise ones to integers and MPI_BYTE; none to MPI_CHAR"));
        return false;
    }
    true
}

/// `MPI_X#reduced(i, j, n)` can make the result exact: the data is
/// defined, every call writes the operation as a constant, and the data
/// are integers (floating-point data only under `--model real`, where
/// they are reals: in floating point the result depends on the order MPI
/// combines the values, which MPI does not fix).
pub(super) fn fold_definitions(
    fe: &Frontend,
    defs: &[crate::annot::ir::Def],
    calls: &[Call],
    real_floats: bool,
    diags: &mut Diagnostics,
) {
    for k in Coll::ALL {
        let sig = k.signature();
        let (Some(fold), Some(data)) = (sig.fold, sig.data) else {
            continue;
        };
        let key = format!("{}#{fold}", sig.name);
        let Some(def) = defs.iter().find(|d| d.name == key) else {
            continue;
        };
        let data = format!("{}#{data}", sig.name);
        if !defs.iter().any(|d| d.name == data) {
            diags.push(
                Diagnostic::error(
                    def.name_span.clone(),
                    format!("`{key}` needs the data definition `{data}(i, k)`"),
                )
                .with_note(format!(
                    "vmfc checks `{key}` against the data: element j of process p is `{data}(i, p*count + j)`"
                )),
            );
            continue;
        }
        let o = sig.op.expect("a reduction has an operation");
        let mut reported_float = false;
        for c in calls.iter().filter(|c| c.kind == CallKind::Mpi(k)) {
            let op = fe.file.text[c.args[o].clone()].trim();
            if mpi::op_named(op).is_none() {
                diags.push(
                    Diagnostic::error(
                        c.args[o].clone(),
                        format!("with `{key}` defined, the operation of {} must be written as a constant (MPI_SUM, ...)", sig.name),
                    )
                    .with_note("vmfc checks the definition against the operation the call names"),
                );
            }
            let float = c.buffers.first().is_some_and(|b| b.is_floating());
            if float && !real_floats && !reported_float {
                reported_float = true;
                diags.push(
                    Diagnostic::error(
                        def.name_span.clone(),
                        format!("`{key}` on floating-point data needs `--model real`"),
                    )
                    .with_note(format!(
                        "in floating point the result of {} depends on the order MPI combines the values, which MPI does not fix; under `--model real` the values are reals and the result is exact",
                        sig.name
                    )),
                );
            }
        }
    }
}

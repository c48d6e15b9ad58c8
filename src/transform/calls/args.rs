//! The arguments of an MPI call: buffers of a C type the datatype names,
//! arguments vmfc must read statically, and the communicator.

use super::*;

/// The element type of the buffer argument `buf` (pushed on
/// `call.buffers`), and a datatype constant at `datatype` that describes it.
pub(in crate::transform) fn typed_buffer(
    fe: &Frontend,
    site: &CallSite,
    buf: usize,
    datatype: usize,
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    match element_type(&site.args[buf].ty) {
        Ok(b) => {
            call.buffers.push(b);
            let dt = fe.file.text[call.args[datatype].clone()].trim();
            if mpi::datatype_matches(dt, b) == Some(false) {
                diags.push(Diagnostic::error(
                    call.args[datatype].clone(),
                    format!("datatype `{dt}` does not describe the buffer's element type `{}` (expected {})", b.c_name(), mpi::datatypes_of(b).join(" or ")),
                ).with_note("each datatype describes one C type: MPI_CHAR `char`, MPI_SIGNED_CHAR `signed char`, MPI_UNSIGNED_CHAR and MPI_BYTE `unsigned char`, MPI_INT `int` ..."));
                return false;
            }
            true
        }
        Err(msg) => {
            diags.push(Diagnostic::error(call.args[buf].clone(), msg).with_label("buffer"));
            false
        }
    }
}

/// Argument values that are errors whatever the state: a nondeterministic
/// source, another communicator, a status object.
pub(super) fn static_arguments(
    fe: &Frontend,
    c: Comm,
    call: &Call,
    diags: &mut Diagnostics,
) -> bool {
    let text = |i: usize| fe.file.text[call.args[i].clone()].trim();
    let sig = c.signature();
    let (source, comm, status) = (sig.recv.map(|h| h.peer), sig.comm, sig.status);
    let mut ok = true;
    if let Some(s) = source.filter(|&s| text(s) == "MPI_ANY_SOURCE") {
        diags.push(
            Diagnostic::error(call.args[s].clone(), "MPI_ANY_SOURCE is not supported: receives must name their source")
                .with_note("vmfc verifies deterministic programs; a wildcard source makes message matching nondeterministic"),
        );
        ok = false;
    }
    ok &= world(fe, call, comm, diags);
    if let Some(s) = status.filter(|&s| text(s).starts_with('&')) {
        diags.push(Diagnostic::error(
            call.args[s].clone(),
            "the status argument must be MPI_STATUS_IGNORE",
        ));
        ok = false;
    }
    ok
}

/// A communicator written out is MPI_COMM_WORLD.
pub(in crate::transform) fn world(
    fe: &Frontend,
    call: &Call,
    comm: usize,
    diags: &mut Diagnostics,
) -> bool {
    let text = fe.file.text[call.args[comm].clone()].trim();
    if text.starts_with("MPI_COMM_") && text != "MPI_COMM_WORLD" {
        diags.push(Diagnostic::error(
            call.args[comm].clone(),
            format!("communicator `{text}` is not supported: only MPI_COMM_WORLD"),
        ));
        return false;
    }
    true
}

/// The element type of a buffer argument, or why it is not supported.
fn element_type(t: &CType) -> Result<Base, String> {
    match t.target() {
        Some(CType::Base(b)) => Ok(*b),
        Some(CType::Void) => Err(
            "`void*` buffers are not supported: give the buffer its element type (e.g. `double *`)"
                .into(),
        ),
        Some(CType::Enum) => Ok(Base::Int),
        Some(_) => Err("the buffer must point to a basic C type (int, double, ...)".into()),
        None => Err(
            "cannot determine the element type of this buffer (expected a pointer or an array)"
                .into(),
        ),
    }
}

//! The arguments of an MPI call: buffers of a C type the datatype names,
//! arguments vmfc must read statically, and the communicator.

use super::*;

/// The element type of the buffer argument `buf` of `count` elements
/// (`None`: `count` per process) (pushed on
/// `call.buffers`), and a datatype constant at `datatype` that describes it.
pub(in crate::transform) fn typed_buffer(
    fe: &Frontend,
    site: &CallSite,
    (buf, count, datatype): (usize, Option<usize>, usize),
    call: &mut Call,
    diags: &mut Diagnostics,
) -> bool {
    if let Some(m) = site.args[buf].member {
        if !member_buffer(fe, m, call, buf, count, diags) {
            return false;
        }
    }
    match element_type(&site.args[buf].ty, &fe.prog.enum_values) {
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

/// A buffer inside a structure member. Frama-C's memory model gives each
/// member its own cells whatever its size in bytes, and proves nothing
/// about addresses past a member: `&r.n + 1` is the next member's cell,
/// of another type, so MPI writing two `int`s from `&r.n` would leave a
/// `char` member after it unchanged in the proof (`m154`). A member that
/// is not an array is one element; in an array member, the count is
/// bounded by the member's length, all of them written as numbers.
fn member_buffer(
    fe: &Frontend,
    m: crate::cfront::model::Member,
    call: &Call,
    buf: usize,
    count: Option<usize>,
    diags: &mut Diagnostics,
) -> bool {
    use crate::cfront::model::Member;
    // `None`: the buffer holds `count` elements per process.
    let n = count.map_or("nprocs * count", |c| {
        fe.file.text[call.args[c].clone()].trim()
    });
    let (msg, note) = match m {
        Member::Scalar if n == "1" => return true,
        Member::Scalar => (
            format!("this buffer is one structure member, so its count must be 1 (here `{n}`)"),
            "MPI reads or writes `count` elements from the address; past a member they land on the next members and padding, which vmfc's memory model cannot follow: send the members one by one, or use an array",
        ),
        Member::Array { len: Some(len), at: Some(at) }
            if n.parse::<u64>().is_ok_and(|n| at + n <= len) =>
        {
            return true
        }
        Member::Record => (
            "this buffer is a structure cast to another pointer type".to_string(),
            "MPI would read or write the structure's bytes as elements, over its members and padding, which vmfc's memory model cannot follow: pass a member (`&s.x` with count 1) or an array",
        ),
        Member::Array { len, at } => (
            match (len, at, count) {
                (Some(len), Some(at), Some(_)) => format!("this buffer inside an array member of length {len}, at element {at}, must have a count of at most {} written as a number (here `{n}`)", len.saturating_sub(at)),
                _ => "this buffer inside an array member of a structure must have a count and a position written as numbers, and the member a length written as a number".to_string(),
            },
            "past the member, MPI's elements land on the next members and padding, which vmfc's memory model cannot follow, so vmfc bounds the count by the member's length statically: write them as numbers, or copy the member to an array of its own",
        ),
    };
    diags.push(
        Diagnostic::error(call.args[buf].clone(), msg)
            .with_label("buffer")
            .with_note(note),
    );
    false
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

/// The element type of a buffer argument, or why it is not supported. An
/// enumerated type is `unsigned int` when every enumerator of the program
/// is a value of it with none negative: GCC (and Frama-C) give an enum
/// with no negative value that type (hunt 74: `MPI_INT` was accepted, and
/// Wp then read the receive through a cast it could not model), and an
/// enum with a value past it 8 bytes, which a 4-byte datatype would cut
/// (hunt 58). vmfc does not tell one enum's enumerators from another's,
/// so an enum buffer in a program with a negative enumerator is an error.
fn element_type(
    t: &CType,
    enums: &std::collections::HashMap<String, Vec<Option<i128>>>,
) -> Result<Base, String> {
    match t.target() {
        Some(CType::Base(b)) => Ok(*b),
        Some(CType::Void) => Err(
            "`void*` buffers are not supported: give the buffer its element type (e.g. `double *`)"
                .into(),
        ),
        Some(CType::Enum) => {
            let unsigned = 0..=i128::from(u32::MAX);
            let other = (enums.iter())
                .filter(|(_, vs)| vs.iter().any(|v| !v.is_some_and(|v| unsigned.contains(&v))))
                .map(|(name, _)| name)
                .min();
            match other {
            None => Ok(Base::UInt),
            Some(name) => Err(format!(
                "an enum buffer is `unsigned int` (`MPI_UNSIGNED`) when no enumerator of the program is negative or past `UINT_MAX`: `{name}` is, or vmfc cannot evaluate it, so vmfc cannot tell the buffer's type (use an integer buffer)"
            )),
            }
        }
        Some(_) => Err("the buffer must point to a basic C type (int, double, ...)".into()),
        None => Err(
            "cannot determine the element type of this buffer (expected a pointer or an array; a conditional whose branches point to different types has none)"
                .into(),
        ),
    }
}

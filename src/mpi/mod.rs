//! What vmfc knows about MPI itself: the point-to-point routines it rewrites
//! and where their arguments are, MPI's collectives (`coll`), the routines
//! the bespoke header gives a contract, and the datatypes with the one C
//! type each describes.

use crate::cfront::types::Base;

mod coll;
pub(crate) use coll::{op_allowed, op_miscomputed, op_named, BufArgs, Coll, OPS};

/// The point-to-point routines vmfc rewrites.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Comm {
    Send,
    Recv,
    Sendrecv,
}

/// Argument positions of one half (send or receive) of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HalfArgs {
    pub buf: usize,
    pub count: usize,
    pub datatype: usize,
    /// Destination of a send, source of a receive.
    pub peer: usize,
    pub tag: usize,
}

/// Argument positions of a point-to-point routine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signature {
    pub arity: usize,
    pub send: Option<HalfArgs>,
    pub recv: Option<HalfArgs>,
    pub comm: usize,
    pub status: Option<usize>,
}

const SEND: Signature = Signature {
    arity: 6,
    send: Some(HalfArgs {
        buf: 0,
        count: 1,
        datatype: 2,
        peer: 3,
        tag: 4,
    }),
    recv: None,
    comm: 5,
    status: None,
};
const RECV: Signature = Signature {
    arity: 7,
    send: None,
    recv: Some(HalfArgs {
        buf: 0,
        count: 1,
        datatype: 2,
        peer: 3,
        tag: 4,
    }),
    comm: 5,
    status: Some(6),
};
const SENDRECV: Signature = Signature {
    arity: 12,
    send: Some(HalfArgs {
        buf: 0,
        count: 1,
        datatype: 2,
        peer: 3,
        tag: 4,
    }),
    recv: Some(HalfArgs {
        buf: 5,
        count: 6,
        datatype: 7,
        peer: 8,
        tag: 9,
    }),
    comm: 10,
    status: Some(11),
};

impl Comm {
    pub fn name(self) -> &'static str {
        match self {
            Comm::Send => "MPI_Send",
            Comm::Recv => "MPI_Recv",
            Comm::Sendrecv => "MPI_Sendrecv",
        }
    }

    /// Prefix of the names of the checks made at a call (`send`, `recv`, `sendrecv`).
    pub fn prefix(self) -> &'static str {
        match self {
            Comm::Send => "send",
            Comm::Recv => "recv",
            Comm::Sendrecv => "sendrecv",
        }
    }

    pub fn signature(self) -> &'static Signature {
        match self {
            Comm::Send => &SEND,
            Comm::Recv => &RECV,
            Comm::Sendrecv => &SENDRECV,
        }
    }

    pub fn from_name(n: &str) -> Option<Comm> {
        match n {
            "MPI_Send" => Some(Comm::Send),
            "MPI_Recv" => Some(Comm::Recv),
            "MPI_Sendrecv" => Some(Comm::Sendrecv),
            _ => None,
        }
    }
}

/// An argument as written, without spaces and enclosing parentheses
/// (`(MPI_INT)` is `MPI_INT`).
pub(crate) fn as_written(arg: &str) -> &str {
    arg.trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim()
}

/// The routines whose contracts are in the bespoke header (not rewritten):
/// the setup calls and local routines that do not communicate.
pub(crate) const SETUP: [&str; 7] = [
    "MPI_Init",
    "MPI_Finalize",
    "MPI_Comm_size",
    "MPI_Comm_rank",
    "MPI_Wtime",
    "MPI_Wtick",
    "MPI_Get_processor_name",
];

/// Whether a name is an MPI routine (`MPI_...` or its profiling twin `PMPI_...`).
pub(crate) fn is_mpi_routine_name(name: &str) -> bool {
    name.starts_with("MPI_") || name.starts_with("PMPI_")
}

/// Each datatype constant and the one C type it describes. Sender and
/// receiver of a message agree on the datatype (`mdtype`); through this
/// table they agree on the C type the message invariant is read at.
pub(crate) const DATATYPES: [(&str, Base); 17] = [
    ("MPI_CHAR", Base::Char),
    ("MPI_SIGNED_CHAR", Base::SChar),
    ("MPI_UNSIGNED_CHAR", Base::UChar),
    ("MPI_BYTE", Base::UChar),
    ("MPI_SHORT", Base::Short),
    ("MPI_UNSIGNED_SHORT", Base::UShort),
    ("MPI_INT", Base::Int),
    ("MPI_UNSIGNED", Base::UInt),
    ("MPI_LONG", Base::Long),
    ("MPI_UNSIGNED_LONG", Base::ULong),
    ("MPI_LONG_LONG", Base::LLong),
    ("MPI_LONG_LONG_INT", Base::LLong),
    ("MPI_UNSIGNED_LONG_LONG", Base::ULLong),
    ("MPI_FLOAT", Base::Float),
    ("MPI_DOUBLE", Base::Double),
    ("MPI_LONG_DOUBLE", Base::LDouble),
    ("MPI_C_BOOL", Base::Bool),
];

/// The C type a datatype constant describes, if `name` is one.
pub(crate) fn datatype_base(name: &str) -> Option<Base> {
    DATATYPES.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// The datatype constants describing `base` (the first is the usual one).
pub(crate) fn datatypes_of(base: Base) -> Vec<&'static str> {
    DATATYPES
        .iter()
        .filter(|(_, b)| *b == base)
        .map(|(n, _)| *n)
        .collect()
}

/// Whether a datatype argument, as written, names the constant of `base`
/// (`None` when it is not a datatype constant written out).
pub(crate) fn datatype_matches(arg: &str, base: Base) -> Option<bool> {
    datatype_base(as_written(arg)).map(|b| b == base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_c_type_per_datatype() {
        assert_eq!(datatype_matches("MPI_BYTE", Base::UChar), Some(true));
        assert_eq!(datatype_matches("MPI_BYTE", Base::Char), Some(false));
        assert_eq!(datatype_matches("MPI_CHAR", Base::SChar), Some(false));
        assert_eq!(datatype_matches("(MPI_DOUBLE)", Base::Double), Some(true));
        assert_eq!(datatype_matches("dt", Base::Double), None);
        assert_eq!(
            datatypes_of(Base::LLong),
            ["MPI_LONG_LONG", "MPI_LONG_LONG_INT"]
        );
        for (n, _) in DATATYPES {
            assert!(
                crate::header::MPI_H.contains(&format!("#define {n} ")),
                "{n} is defined by the header"
            );
        }
    }
}

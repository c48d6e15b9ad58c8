//! What vmfc knows about MPI itself: the point-to-point routines it rewrites
//! and where their arguments are, the routines the bespoke header gives a
//! contract, and the datatypes with the one C type each describes.

use crate::cfront::types::Base;

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

/// MPI's own collectives that vmfc supports: each call is an external
/// region (`region(i) = MPI_Bcast`), like a call of a collective function.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Coll {
    Barrier,
    Bcast,
    Reduce,
    Allreduce,
    Gather,
    Scatter,
    Allgather,
}

/// Where a buffer, its count and its datatype are among the arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BufArgs {
    pub buf: usize,
    pub count: usize,
    pub datatype: usize,
}

/// Argument positions of an MPI collective, and what every process must
/// pass the same value for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollSig {
    pub name: &'static str,
    /// MPI's names of the C parameters, in order.
    pub params: &'static [&'static str],
    /// The data this process contributes (Bcast: the root's buffer).
    pub send: Option<BufArgs>,
    /// Where the result arrives (`None` for Bcast: its buffer is `send`).
    pub recv: Option<BufArgs>,
    pub op: Option<usize>,
    pub root: Option<usize>,
    pub comm: usize,
    /// Parameters that are universal: `MPI_X#p(i)` defines their value.
    pub universal: &'static [&'static str],
    /// The optional data definition `MPI_X#d(i, j)`, which makes the
    /// result exact.
    pub data: Option<&'static str>,
}

const fn buf(buf: usize, count: usize, datatype: usize) -> Option<BufArgs> {
    Some(BufArgs {
        buf,
        count,
        datatype,
    })
}

const COLLS: [CollSig; 7] = [
    CollSig {
        name: "MPI_Barrier",
        params: &["comm"],
        send: None,
        recv: None,
        op: None,
        root: None,
        comm: 0,
        universal: &[],
        data: None,
    },
    CollSig {
        name: "MPI_Bcast",
        params: &["buffer", "count", "datatype", "root", "comm"],
        send: buf(0, 1, 2),
        recv: None,
        op: None,
        root: Some(3),
        comm: 4,
        universal: &["count", "datatype", "root"],
        data: Some("buffer"),
    },
    CollSig {
        name: "MPI_Reduce",
        params: &[
            "sendbuf", "recvbuf", "count", "datatype", "op", "root", "comm",
        ],
        send: buf(0, 2, 3),
        recv: buf(1, 2, 3),
        op: Some(4),
        root: Some(5),
        comm: 6,
        universal: &["count", "datatype", "op", "root"],
        data: Some("sendbuf"),
    },
    CollSig {
        name: "MPI_Allreduce",
        params: &["sendbuf", "recvbuf", "count", "datatype", "op", "comm"],
        send: buf(0, 2, 3),
        recv: buf(1, 2, 3),
        op: Some(4),
        root: None,
        comm: 5,
        universal: &["count", "datatype", "op"],
        data: Some("sendbuf"),
    },
    CollSig {
        name: "MPI_Gather",
        params: &[
            "sendbuf",
            "sendcount",
            "sendtype",
            "recvbuf",
            "recvcount",
            "recvtype",
            "root",
            "comm",
        ],
        send: buf(0, 1, 2),
        recv: buf(3, 4, 5),
        op: None,
        root: Some(6),
        comm: 7,
        universal: &["sendcount", "sendtype", "root"],
        data: Some("sendbuf"),
    },
    CollSig {
        name: "MPI_Scatter",
        params: &[
            "sendbuf",
            "sendcount",
            "sendtype",
            "recvbuf",
            "recvcount",
            "recvtype",
            "root",
            "comm",
        ],
        send: buf(0, 1, 2),
        recv: buf(3, 4, 5),
        op: None,
        root: Some(6),
        comm: 7,
        universal: &["sendcount", "sendtype", "root"],
        data: Some("sendbuf"),
    },
    CollSig {
        name: "MPI_Allgather",
        params: &[
            "sendbuf",
            "sendcount",
            "sendtype",
            "recvbuf",
            "recvcount",
            "recvtype",
            "comm",
        ],
        send: buf(0, 1, 2),
        recv: buf(3, 4, 5),
        op: None,
        root: None,
        comm: 6,
        universal: &["sendcount", "sendtype"],
        data: Some("sendbuf"),
    },
];

impl Coll {
    pub const ALL: [Coll; 7] = [
        Coll::Barrier,
        Coll::Bcast,
        Coll::Reduce,
        Coll::Allreduce,
        Coll::Gather,
        Coll::Scatter,
        Coll::Allgather,
    ];

    pub fn signature(self) -> &'static CollSig {
        &COLLS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.signature().name
    }

    pub fn from_name(n: &str) -> Option<Coll> {
        Coll::ALL.into_iter().find(|c| c.name() == n)
    }

    /// Position of a parameter by its MPI name.
    pub fn param(self, name: &str) -> Option<usize> {
        self.signature().params.iter().position(|p| *p == name)
    }

    /// Whether the data definition is indexed over every process's
    /// contribution (`k = p*count + j`) rather than one buffer.
    pub fn data_per_process(self) -> bool {
        matches!(
            self,
            Coll::Reduce | Coll::Allreduce | Coll::Gather | Coll::Allgather | Coll::Scatter
        )
    }
}

/// The reduction operations vmfc supports, with the C/ACSL operator that
/// combines two values (`None`: not defined on floating-point types).
pub const OPS: [(&str, &str, bool); 8] = [
    ("MPI_SUM", "({0} + {1})", true),
    ("MPI_PROD", "({0} * {1})", true),
    ("MPI_MAX", "({0} >= {1} ? {0} : {1})", true),
    ("MPI_MIN", "({0} <= {1} ? {0} : {1})", true),
    ("MPI_LAND", "({0} != 0 && {1} != 0 ? 1 : 0)", false),
    ("MPI_LOR", "({0} != 0 || {1} != 0 ? 1 : 0)", false),
    ("MPI_BAND", "({0} & {1})", false),
    ("MPI_BOR", "({0} | {1})", false),
];

/// Whether MPI defines the operation `op` on the datatype `dt` (both
/// constants): arithmetic and ordering on integers and floating point,
/// logical and bitwise on integers, logical on `MPI_C_BOOL`, bitwise on
/// `MPI_BYTE`, nothing on `MPI_CHAR`.
pub fn op_allowed(op: &str, dt: &str) -> bool {
    let logical = matches!(op, "MPI_LAND" | "MPI_LOR");
    let bitwise = matches!(op, "MPI_BAND" | "MPI_BOR");
    match (dt, datatype_base(dt)) {
        ("MPI_CHAR", _) | (_, None) => false,
        ("MPI_BYTE", _) => bitwise,
        (_, Some(Base::Bool)) => logical,
        (_, Some(Base::Float | Base::Double | Base::LDouble)) => !logical && !bitwise,
        _ => op_named(op).is_some(),
    }
}

/// An argument as written, without spaces and enclosing parentheses
/// (`(MPI_INT)` is `MPI_INT`).
pub fn as_written(arg: &str) -> &str {
    arg.trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim()
}

/// The reduction operation constant an argument names, as written.
pub fn op_named(arg: &str) -> Option<&'static (&'static str, &'static str, bool)> {
    let arg = as_written(arg);
    OPS.iter().find(|(n, ..)| *n == arg)
}

/// The routines whose contracts are in the bespoke header (not rewritten):
/// the setup calls and local routines that do not communicate.
pub const SETUP: [&str; 7] = [
    "MPI_Init",
    "MPI_Finalize",
    "MPI_Comm_size",
    "MPI_Comm_rank",
    "MPI_Wtime",
    "MPI_Wtick",
    "MPI_Get_processor_name",
];

/// Whether a name is an MPI routine (`MPI_...` or its profiling twin `PMPI_...`).
pub fn is_mpi_routine_name(name: &str) -> bool {
    name.starts_with("MPI_") || name.starts_with("PMPI_")
}

/// Each datatype constant and the one C type it describes. Sender and
/// receiver of a message agree on the datatype (`mdtype`); through this
/// table they agree on the C type the message invariant is read at.
pub const DATATYPES: [(&str, Base); 17] = [
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
pub fn datatype_base(name: &str) -> Option<Base> {
    DATATYPES.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// The datatype constants describing `base` (the first is the usual one).
pub fn datatypes_of(base: Base) -> Vec<&'static str> {
    DATATYPES
        .iter()
        .filter(|(_, b)| *b == base)
        .map(|(n, _)| *n)
        .collect()
}

/// Whether a datatype argument, as written, names the constant of `base`
/// (`None` when it is not a datatype constant written out).
pub fn datatype_matches(arg: &str, base: Base) -> Option<bool> {
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

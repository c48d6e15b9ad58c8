//! MPI's collectives that vmfc supports as external regions: where each
//! one's arguments are, which of them every process must pass the same,
//! and the reduction operations with the datatypes MPI defines them on.

use super::{as_written, datatype_base};
use crate::cfront::types::Base;

/// MPI's own collectives that vmfc supports: each call is an external
/// region (`region(i) = MPI_Bcast`), like a call of a collective function.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub(crate) enum Coll {
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
pub(crate) struct BufArgs {
    pub buf: usize,
    pub count: usize,
    pub datatype: usize,
}

/// Argument positions of an MPI collective, and what every process must
/// pass the same value for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CollSig {
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
    /// Reductions: the optional definition `MPI_X#reduced(i, j, n)` of the
    /// reduction of element `j` over processes `0 .. n-1`, which makes the
    /// result exact for every operation.
    pub fold: Option<&'static str>,
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
        fold: None,
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
        fold: None,
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
        fold: Some("reduced"),
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
        fold: Some("reduced"),
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
        fold: None,
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
        fold: None,
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
        fold: None,
    },
];

impl Coll {
    pub(crate) const ALL: [Coll; 7] = [
        Coll::Barrier,
        Coll::Bcast,
        Coll::Reduce,
        Coll::Allreduce,
        Coll::Gather,
        Coll::Scatter,
        Coll::Allgather,
    ];

    pub(crate) fn signature(self) -> &'static CollSig {
        &COLLS[self as usize]
    }

    pub(crate) fn name(self) -> &'static str {
        self.signature().name
    }

    pub(crate) fn from_name(n: &str) -> Option<Coll> {
        Coll::ALL.into_iter().find(|c| c.name() == n)
    }

    /// The buffer argument that may be `MPI_IN_PLACE` (vmfc supports it
    /// for every collective with two buffers).
    pub(crate) fn in_place_arg(self) -> Option<&'static str> {
        match self {
            Coll::Reduce | Coll::Allreduce | Coll::Gather | Coll::Allgather => Some("sendbuf"),
            Coll::Scatter => Some("recvbuf"),
            Coll::Barrier | Coll::Bcast => None,
        }
    }

    /// The position of the argument that may be `MPI_IN_PLACE`.
    pub(crate) fn in_place_param(self) -> Option<usize> {
        self.in_place_arg().and_then(|p| self.param(p))
    }

    /// Whether MPI allows `MPI_IN_PLACE` at the root only (for the others,
    /// on all processes or none).
    pub(crate) fn in_place_at_root_only(self) -> bool {
        matches!(self, Coll::Reduce | Coll::Gather | Coll::Scatter)
    }

    /// The buffer MPI uses at the root only (the receive buffer of Reduce
    /// and Gather, the send buffer of Scatter).
    pub(crate) fn root_only_buffer(self) -> Option<BufArgs> {
        let sig = self.signature();
        match self {
            Coll::Reduce | Coll::Gather => sig.recv,
            Coll::Scatter => sig.send,
            Coll::Barrier | Coll::Bcast | Coll::Allreduce | Coll::Allgather => None,
        }
    }

    /// Whether MPI leaves the same data in the receive buffer of every
    /// process (so that `MPI_X#result(r, j)` can name it).
    pub(crate) fn universal_result(self) -> bool {
        matches!(self, Coll::Bcast | Coll::Allreduce | Coll::Allgather)
    }

    /// Whether MPI copies the same data into every process's receive
    /// buffer, bit for bit (so that `MPI_X#real_result(r, j)` can name
    /// floating-point data).
    pub(crate) fn copies_to_all(self) -> bool {
        matches!(self, Coll::Bcast | Coll::Allgather)
    }

    /// Whether the collective only copies data between processes, so that
    /// a property of each element, checked where the element comes from,
    /// holds where it arrives.
    pub(crate) fn copies(self) -> bool {
        matches!(
            self,
            Coll::Bcast | Coll::Scatter | Coll::Gather | Coll::Allgather
        )
    }

    /// The optional definition `MPI_X#inv(i, k, v)` of a copying
    /// collective (beside `data` and `fold` of its signature): a property
    /// of element `k`'s value `v`, checked where the element comes from and
    /// assumed where it arrives.
    pub(crate) fn inv(self) -> Option<&'static str> {
        self.copies().then_some("inv")
    }

    /// Position of a parameter by its MPI name.
    pub(crate) fn param(self, name: &str) -> Option<usize> {
        self.signature().params.iter().position(|p| *p == name)
    }
}

/// The reduction operations vmfc supports, with the C/ACSL operator that
/// combines two values (`None`: not defined on floating-point types).
pub(crate) const OPS: [(&str, &str, bool); 8] = [
    ("MPI_SUM", "({0} + {1})", true),
    ("MPI_PROD", "({0} * {1})", true),
    ("MPI_MAX", "({0} >= {1} ? {0} : {1})", true),
    ("MPI_MIN", "({0} <= {1} ? {0} : {1})", true),
    ("MPI_LAND", "({0} != 0 && {1} != 0 ? 1 : 0)", false),
    ("MPI_LOR", "({0} != 0 || {1} != 0 ? 1 : 0)", false),
    ("MPI_BAND", "({0} & {1})", false),
    ("MPI_BOR", "({0} | {1})", false),
];

/// Whether the MPI library vmfc proves programs for computes `op` on the
/// datatype `dt` (both constants) otherwise than MPI defines it. MPICH
/// 4.0.2 (Debian 12) compares unsigned integers as signed ones in
/// `MPI_MAX` and `MPI_MIN`: the maximum of 3000000000u and 7 is 7 (hunt
/// 141, measured with `MPI_Reduce_local` on every unsigned datatype).
pub(crate) fn op_miscomputed(op: &str, dt: &str) -> bool {
    let unsigned = matches!(
        datatype_base(dt),
        Some(Base::UChar | Base::UShort | Base::UInt | Base::ULong | Base::ULLong)
    );
    unsigned && dt != "MPI_BYTE" && matches!(op, "MPI_MAX" | "MPI_MIN")
}

/// Whether MPI defines the operation `op` on the datatype `dt` (both
/// constants) and the MPI library computes it so: arithmetic and ordering
/// on integers and floating point (but ordering on unsigned integers:
/// `op_miscomputed`), logical and bitwise on integers, logical on
/// `MPI_C_BOOL`, bitwise on `MPI_BYTE`, nothing on `MPI_CHAR`.
pub(crate) fn op_allowed(op: &str, dt: &str) -> bool {
    let logical = matches!(op, "MPI_LAND" | "MPI_LOR");
    let bitwise = matches!(op, "MPI_BAND" | "MPI_BOR");
    if op_miscomputed(op, dt) {
        return false;
    }
    match (dt, datatype_base(dt)) {
        ("MPI_CHAR", _) | (_, None) => false,
        ("MPI_BYTE", _) => bitwise,
        (_, Some(Base::Bool)) => logical,
        (_, Some(Base::Float | Base::Double | Base::LDouble)) => !logical && !bitwise,
        _ => op_named(op).is_some(),
    }
}

/// The reduction operation constant an argument names, as written.
pub(crate) fn op_named(arg: &str) -> Option<&'static (&'static str, &'static str, bool)> {
    let arg = as_written(arg);
    OPS.iter().find(|(n, ..)| *n == arg)
}

//! `MPI_X#result(r, j)` in a definition: element `j` of what the collective
//! of region `r` left in its receive buffer, for the collectives that leave
//! the same data on every process (`MPI_Bcast`, `MPI_Allreduce`,
//! `MPI_Allgather`). It lets a value known only at run time (a size read
//! by the root and broadcast) feed later definitions.
//!
//! `MPI_X#real_result(r, j)` is the same for floating-point data, as a real
//! number, for the collectives that copy it (`MPI_Bcast`, `MPI_Allgather`:
//! MPI does not promise that a floating-point reduction gives the same
//! bits on every process).
//!
//! Encoding: `VM_bval(VM_run, r, j)` (`VM_rbval` for real results),
//! uninterpreted logic functions of the header. `VM_run` is a ghost local
//! of the function, given an arbitrary value at `begin regions` (so the
//! proof holds for every value); each such call admits `buf[j] ==
//! VM_bval(VM_run, VM_regionCount, j)` for its integer elements (`VM_rbval`
//! for its floating-point ones). Why this is sound: `docs/soundness.md`,
//! "Results of collectives in definitions".

use crate::annot::term::{self, Tk};
use crate::mpi::Coll;

/// The ghost local naming this run of a function's regions.
pub(crate) const RUN: &str = "VM_run";
/// The header's logic function of (run, region, element), integer.
pub(crate) const BVAL: &str = "VM_bval";
/// The same, real: the elements of floating-point results.
pub(crate) const RBVAL: &str = "VM_rbval";

/// What a result names: integer data or floating-point data as reals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Data {
    Integer,
    Real,
}

impl Data {
    /// The header's logic function that names it.
    pub(crate) fn function(self) -> &'static str {
        match self {
            Data::Integer => BVAL,
            Data::Real => RBVAL,
        }
    }
}

/// `MPI_X#result` (`#real_result`) with `X` a collective whose result is
/// the same everywhere (bit for bit, for real results).
pub(crate) fn collective_of(name: &str) -> Option<Coll> {
    result_of(name).map(|(k, _)| k)
}

/// `MPI_X#result` or `MPI_X#real_result`: the collective and the data.
pub(crate) fn result_of(name: &str) -> Option<(Coll, Data)> {
    let (coll, what) = name.split_once('#')?;
    let k = Coll::from_name(coll)?;
    match what {
        "result" if k.universal_result() => Some((k, Data::Integer)),
        "real_result" if k.copies_to_all() => Some((k, Data::Real)),
        _ => None,
    }
}

/// Whether an ACSL text names the result of a collective.
pub(crate) fn mentions(text: &str) -> bool {
    term::lex(text, 0)
        .iter()
        .any(|t| t.kind == Tk::Ident && collective_of(&t.text).is_some())
}

/// `MPI_X#result(r, j)` rewritten to `VM_bval(VM_run, r, j)`
/// (`#real_result` to `VM_rbval`).
pub(crate) fn desugar(text: &str) -> String {
    let toks = term::lex(text, 0);
    let mut out = String::new();
    let mut pos = 0;
    for (i, t) in toks.iter().enumerate() {
        let open = toks.get(i + 1).filter(|o| o.text == "(");
        if let (Some((_, data)), Some(open)) = (result_of(&t.text), open) {
            out.push_str(&text[pos..t.span.start]);
            out.push_str(data.function());
            out.push_str(&text[t.span.end..open.span.end]);
            out.push_str(RUN);
            out.push_str(", ");
            pos = open.span.end;
        }
    }
    out.push_str(&text[pos..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_become_applications_of_the_run() {
        assert_eq!(
            desugar("MPI_Bcast#result(0, 0) / VM_NP + MPI_Allreduce#result (i - 1, j)"),
            "VM_bval(VM_run, 0, 0) / VM_NP + VM_bval (VM_run, i - 1, j)"
        );
        assert!(mentions("1 + MPI_Allgather#result(2, k)"));
        assert!(!mentions("MPI_Reduce#result(0, 0)"));
        assert!(!mentions("MPI_Bcast # result(0, 0)"));
        assert_eq!(collective_of("MPI_Bcast#root"), None);
        assert_eq!(collective_of("MPI_Bcast#result"), Some(Coll::Bcast));
    }

    #[test]
    fn real_results_name_copied_floating_point_data() {
        assert_eq!(
            desugar("MPI_Bcast#real_result(0, 0) > 0.5 && MPI_Bcast#result(1, 0) > 0"),
            "VM_rbval(VM_run, 0, 0) > 0.5 && VM_bval(VM_run, 1, 0) > 0"
        );
        assert_eq!(
            result_of("MPI_Allgather#real_result"),
            Some((Coll::Allgather, Data::Real))
        );
        // A floating-point reduction need not give the same bits everywhere.
        assert_eq!(result_of("MPI_Allreduce#real_result"), None);
        assert_eq!(result_of("MPI_Scatter#real_result"), None);
        assert!(mentions("MPI_Allgather#real_result(0, k) < 1.0"));
    }
}

//! `MPI_X#result(r, j)` in a definition: element `j` of what the collective
//! of region `r` left in its receive buffer, for the collectives that leave
//! the same data on every process (`MPI_Bcast`, `MPI_Allreduce`,
//! `MPI_Allgather`). It lets a value known only at run time (a size read
//! by the root and broadcast) feed later definitions.
//!
//! Encoding: `VM_bval(VM_run, r, j)`, an uninterpreted logic function of
//! the header. `VM_run` is a ghost local of the function, given an
//! arbitrary value at `begin regions` (so the proof holds for every value);
//! each such call admits `buf[j] == VM_bval(VM_run, VM_regionCount, j)` for
//! its integer elements. Why this is sound: `docs/soundness.md`, "Results
//! of collectives in definitions".

use crate::annot::term::{self, Tk};
use crate::mpi::Coll;

/// The ghost local naming this run of a function's regions.
pub(crate) const RUN: &str = "VM_run";
/// The header's logic function of (run, region, element).
pub(crate) const BVAL: &str = "VM_bval";

/// `MPI_X#result` with `X` a collective whose result is the same everywhere.
pub(crate) fn collective_of(name: &str) -> Option<Coll> {
    let (coll, what) = name.split_once('#')?;
    let k = Coll::from_name(coll)?;
    (what == "result" && k.universal_result()).then_some(k)
}

/// Whether an ACSL text names the result of a collective.
pub(crate) fn mentions(text: &str) -> bool {
    term::lex(text, 0)
        .iter()
        .any(|t| t.kind == Tk::Ident && collective_of(&t.text).is_some())
}

/// `MPI_X#result(r, j)` rewritten to `VM_bval(VM_run, r, j)`.
pub(crate) fn desugar(text: &str) -> String {
    let toks = term::lex(text, 0);
    let mut out = String::new();
    let mut pos = 0;
    for (i, t) in toks.iter().enumerate() {
        let open = toks.get(i + 1).filter(|o| o.text == "(");
        if let (Some(_), Some(open)) = (collective_of(&t.text), open) {
            out.push_str(&text[pos..t.span.start]);
            out.push_str(BVAL);
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
}

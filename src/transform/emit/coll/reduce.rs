//! The exact result of `MPI_Reduce` and `MPI_Allreduce` when the user
//! defined the data: a predicate for the maximum, minimum and logical
//! reductions, and with `MPI_X#reduced(i, j, n)` the value of every
//! reduction, with the checks that make it so (`coll_fold`,
//! `coll_fold_range`; the argument is in docs/soundness.md); without it,
//! the bound on each process's elements that keeps a signed sum or
//! product within its type (`coll_no_overflow`).

use super::result::each;
use crate::cfront::types::Base;
use crate::mpi::{self, Coll};
use crate::transform::checks::CheckKind;
use crate::transform::emit::defs::Defs;

/// A check to emit at the call: its kind, message and predicate.
pub(super) type Check = (CheckKind, String, String);

/// Where element `VM_j` of process `VM_p` is in the data definition.
const ELEMENT: &str = "VM_p * VM_count + VM_j";

/// `p` for every process `VM_p`.
fn all_processes(p: String) -> String {
    format!("(\\forall integer VM_p; 0 <= VM_p < VM_NP ==> {p})")
}

/// The exact result `r` of a reduction of the per-process data, as a
/// predicate, for the operations vmfc specifies exactly (`None` for the
/// others and for floating-point data: the result is only havocked). The
/// user's definitions (`data`) are written in last: no text is replaced
/// after them (hunt 125: a set literal `{r}` in a definition was).
pub(super) fn reduction(
    op: &str,
    base: Base,
    r: &str,
    data: &dyn Fn(&str) -> String,
) -> Option<String> {
    if base.is_floating() {
        return None;
    }
    let (op, ..) = mpi::op_named(op)?;
    let d = data(ELEMENT);
    let some = |p: String| format!("(\\exists integer VM_p; 0 <= VM_p < VM_NP && {p})");
    Some(match *op {
        "MPI_MAX" => format!(
            "{} && {}",
            all_processes(format!("{d} <= {r}")),
            some(format!("{r} == {d}"))
        ),
        "MPI_MIN" => format!(
            "{} && {}",
            all_processes(format!("{r} <= {d}")),
            some(format!("{r} == {d}"))
        ),
        // Not `0 or 1`: with one process MPI returns the value itself.
        "MPI_LAND" => format!("({r} != 0 <==> {})", all_processes(format!("{d} != 0"))),
        "MPI_LOR" => format!("({r} != 0 <==> {})", some(format!("{d} != 0"))),
        _ => return None,
    })
}

/// With `MPI_X#reduced(i, j, n)` defined: the result of the reduction
/// (`reduced(i, j, VM_NP)`) and the checks that make it so (the definition
/// folds the data by the operation `op`, a constant the check pass made
/// sure of; SUM and PROD cannot overflow in any order).
pub(super) fn fold(
    k: Coll,
    op: &str,
    base: Base,
    defs: &Defs,
    data: &dyn Fn(&str) -> String,
) -> Option<(String, Vec<Check>)> {
    let name = k.name();
    let key = format!("{name}#{}", k.signature().fold?);
    if !defs.has_universal(&key) {
        return None;
    }
    let (op, combine, _) = mpi::op_named(op)?;
    let p = |j: &str, n: &str| defs.universal(&key, &["VM_regionCount", j, n]);
    let step = crate::transform::emit::frame::fill(
        combine,
        &[&p("VM_j", "VM_n"), &data("VM_n * VM_count + VM_j")],
    );
    let mut checks = vec![(
        CheckKind::CollFold,
        format!("{key}(i, j, n) is the {op} of the first n processes' elements j"),
        each(
            "VM_count",
            format!(
                "{} == {} && (\\forall integer VM_n; 1 <= VM_n < VM_NP ==> {} == {step})",
                p("VM_j", "1"),
                data("VM_j"),
                p("VM_j", "VM_n + 1")
            ),
        ),
    )];
    let total = p("VM_j", "VM_NP");
    let d = data(ELEMENT);
    let range = match (*op, base.limits()) {
        ("MPI_SUM", Some(("0", max))) => Some(format!(
            "{} && {total} <= {max}",
            all_processes(format!("0 <= {d}"))
        )),
        ("MPI_SUM", Some((min, max))) => Some(format!(
            "({} && {total} <= {max}) || ({} && {min} <= {total})",
            all_processes(format!("0 <= {d}")),
            all_processes(format!("{d} <= 0"))
        )),
        ("MPI_PROD", Some(("0", max))) => Some(format!(
            "{} && {total} <= {max}",
            all_processes(format!("{d} != 0"))
        )),
        ("MPI_PROD", Some((_, max))) => Some(format!(
            "{} && -{max} <= {total} <= {max}",
            all_processes(format!("{d} != 0"))
        )),
        _ => None,
    };
    if let Some(range) = range {
        checks.push((
            CheckKind::CollFoldRange,
            format!("the {op} of {name} cannot overflow `{}`, in whatever order MPI combines the elements", base.c_name()),
            each("VM_count", range),
        ));
    }
    Some((total, checks))
}

/// Without `MPI_X#reduced`, a sum or product of signed integers (or an
/// operation that is not a constant, which may be either) whose partial
/// results MPI computes in the C type, in an order it does not fix: a
/// bound on this process's elements `{src}[j]` that keeps every partial
/// result in range whatever the other processes contribute, given that they
/// check the same bound. For a sum, `VM_NP * |e| <= MAX` on every process
/// bounds a sum of any of the elements by `VM_NP * max |e| <= MAX`
/// (`|e| <= MAX / INT_MAX` implies it, as `VM_NP <= INT_MAX`: written
/// first, it spares the provers the product); for a product, `|e| <= 1`.
pub(super) fn no_overflow(k: Coll, op: &str, base: Base, src: &str) -> Option<Check> {
    let e = format!("{src}[VM_j]");
    let (sum, prod) = if crate::cfront::arith::signed(base) {
        let (_, max) = base.limits()?;
        (
            Some(format!(
                "(-({max} / INT_MAX) <= {e} <= {max} / INT_MAX || -{max} <= VM_NP * {e} <= {max})"
            )),
            format!("-1 <= {e} <= 1"),
        )
    } else if base == Base::UShort {
        // C promotes `unsigned short` to `int`: MPI's product of two
        // partial results (any value of the type once one has wrapped
        // around) overflows `int` (hunt 125: 65535 * 65535). A sum fits.
        (None, format!("{e} <= 1"))
    } else {
        // Other unsigned types wrap around as C defines (`unsigned char`'s
        // products fit an `int`); floating point is havocked.
        return None;
    };
    let (pred, what) = match (mpi::op_named(op).map(|(n, ..)| *n), sum) {
        (Some("MPI_SUM"), Some(sum)) => (sum, "sum"),
        (Some("MPI_PROD"), _) => (prod, "product"),
        (Some(_), _) => return None,
        (None, Some(sum)) => (
            format!("(VM_op == MPI_SUM ==> {sum}) && (VM_op == MPI_PROD ==> {prod})"),
            "sum or product",
        ),
        (None, None) => (format!("VM_op == MPI_PROD ==> {prod}"), "product"),
    };
    Some((
        CheckKind::CollNoOverflow,
        format!(
            "the {what} of {} cannot overflow `{}`, whatever the other processes contribute",
            k.name(),
            // What MPI computes it in.
            if base == Base::UShort {
                "int"
            } else {
                base.c_name()
            }
        ),
        each("VM_count", pred),
    ))
}

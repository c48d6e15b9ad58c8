//! A function's universal locations as the generated checks need them:
//! "unchanged since entry", and the locations a buffer could overlap.

use super::Emitter;
use crate::transform::functions::{FnInfo, Home};

/// The predicate "the universals of `f` still have their entry values", if it has any.
pub(crate) fn unchanged_here(em: &Emitter, f: &FnInfo) -> Option<String> {
    let parts: Vec<String> = f
        .universals
        .iter()
        .map(|u| match &u.tset.range {
            None => format!("{0} == \\at({0}, Pre)", u.tset.name),
            Some((lo, hi)) => format!(
                "(\\forall integer VM_j; \\at({}, Pre) <= VM_j <= \\at({}, Pre) ==> {2}[VM_j] == \\at({2}[VM_j], Pre))",
                em.annot_text(lo),
                em.annot_text(hi),
                u.tset.name
            ),
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" && "))
}

/// Names whose address the body of `f` takes, as the C parser read it
/// after preprocessing (hunt 62: `&(n)` and a macro's `&x` were not
/// `&` followed by the name in the text).
fn address_taken<'e>(
    em: &Emitter<'e>,
    f: &FnInfo,
) -> Option<&'e std::collections::HashSet<String>> {
    let body = f.def.and_then(|d| em.fe.prog.functions[d].body.as_ref());
    body.map(|b| &b.address_taken)
}

/// A universal location of `f` that a buffer could overlap, as a
/// `\separated` operand (`A + (lo .. hi)`, `&g`, `&x`).
pub(crate) struct Overlappable {
    pub operand: String,
    /// A scalar parameter whose address the body takes (`&x`): a contract
    /// cannot name it.
    pub formal: bool,
}

/// The universal locations of `f` that a buffer could overlap, array
/// bounds read at entry (`\at(.., Pre)` in the body; as written in a
/// contract, where they are the entry values). A scalar parameter can only
/// be reached through its address: it is left out when the body never
/// takes it.
pub(crate) fn overlappable(em: &Emitter, f: &FnInfo, in_body: bool) -> Vec<Overlappable> {
    let taken = address_taken(em, f);
    let entry = |e: &crate::source::Span| {
        let t = em.annot_text(e);
        if in_body {
            format!("\\at({t}, Pre)")
        } else {
            t
        }
    };
    f.universals
        .iter()
        .filter(|u| {
            u.tset.range.is_some()
                || u.home == Home::Global
                || taken.is_some_and(|t| t.contains(&u.tset.name))
        })
        .map(|u| match &u.tset.range {
            None => Overlappable {
                operand: format!("&{}", u.tset.name),
                formal: u.home != Home::Global,
            },
            Some((lo, hi)) => Overlappable {
                operand: format!("{} + ({} .. {})", u.tset.name, entry(lo), entry(hi)),
                formal: false,
            },
        })
        .collect()
}

/// The separation of `range` (a tset such as `b + (0 .. n-1)`) from every
/// universal location of `f` (`overlappable`), if there is one.
pub(crate) fn separated_from_universals(em: &Emitter, f: &FnInfo, range: &str) -> Option<String> {
    let parts: Vec<String> = overlappable(em, f, true)
        .iter()
        .map(|o| format!("\\separated({range}, {})", o.operand))
        .collect();
    (!parts.is_empty()).then(|| parts.join(" && "))
}

//! Rules on expressions Frama-C reads otherwise than C: whose type CIL
//! reads otherwise (`cfront::cil_types`: `sizeof` of such an expression,
//! the address of a string literal), and pointers into the rows of an
//! array of arrays, which Wp's memory model keeps apart.

use super::places::errors_at;
use crate::cfront::cil_types::CilMisread;
use crate::cfront::Frontend;
use crate::diag::Diagnostics;

/// Rule (hunt 133): no `sizeof` of an expression whose value is a string
/// literal converted to a pointer, a unary `+` or a statement expression's
/// value, and no `&` of a string literal.
pub(crate) fn cil_misreads(fe: &Frontend, diags: &mut Diagnostics) {
    let at = |kind: CilMisread| -> Vec<usize> {
        (fe.prog.cil_misreads.iter())
            .filter(|(_, k)| *k == kind)
            .map(|(at, _)| *at)
            .collect()
    };
    errors_at(
        fe,
        &at(CilMisread::SizeofExpression),
        ("`sizeof` of an expression whose type Frama-C reads otherwise", "typed otherwise by Frama-C"),
        "Frama-C types some expressions otherwise than C (a string literal keeps its array type in `sizeof(0, \"abc\")` or `sizeof(c ? \"abc\" : p)`, where C has a pointer; `+c` keeps the type of a `char` where C promotes it to `int`), so the size the proof uses may not be the build's: write `sizeof` of the type, or of an object (`sizeof x`, `sizeof a[0]`, `sizeof s.m`, `sizeof *p`)",
        diags,
    );
    errors_at(
        fe,
        &at(CilMisread::StringAddress),
        ("the address of a string literal", "`&` of a string literal"),
        "Frama-C reads `&\"abc\"` as `\"abc\"`, a pointer to the first character, where C has a pointer to the whole array (`&\"abc\" + 1` is 4 bytes further on in the build, 1 in the proof): name the string with an array, `static const char s[] = \"abc\";`, and use `s` or `&s`",
        diags,
    );
}

/// Rule (hunt 132): no pointer into a row of an array of arrays
/// (`cfront::walker`'s `row_pointer`): Wp proves a range from one row
/// valid over the next rows, yet separated from them, and a callee's
/// `assigns` through it not reaching them.
pub(crate) fn row_pointers(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.row_pointers,
        ("a pointer into a row of an array of arrays", "pointer into a row"),
        "Frama-C's Wp keeps the rows of `int m[2][2]` apart: it proves `&m[0][0] + (0 .. 3)` valid over the whole matrix, yet separated from `&m[1][0]`, and a callee that assigns `p[0 .. 3]` for `p == &m[0][0]` is taken to leave `m[1]` unchanged (a broadcast of the whole matrix through it was proved to change nothing past the first row): declare a one-dimensional array and index it as `m[i * N + j]`, or index the rows where they are (`m[i][j]`)",
        diags,
    );
}

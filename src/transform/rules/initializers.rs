//! Rule on the initializers of variables of static storage duration (at
//! file scope, or `static` in a function): the build computes them, and
//! Frama-C's run-time checks do not reach them.

use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Rule (hunt 23): such an initializer may not convert a floating-point
/// value to an integer. Out of range the conversion is undefined: GCC
/// saturates `(int)1e10` to `INT_MAX`, while Wp assumes the value modulo
/// 2^32, and no goal checks it there (one does in a function body).
pub(crate) fn float_conversions_in_static_initializers(fe: &Frontend, diags: &mut Diagnostics) {
    for &pp in &fe.prog.float_conversions {
        if fe.def_origin(pp) == crate::cfront::model::DefOrigin::System {
            continue;
        }
        let (fi, span) = fe.place(pp);
        diags.push(
            Diagnostic::error(span, "the initializer of a variable of static storage duration may convert a floating-point value to an integer")
                .with_label("floating-point value in integer data")
                .with_note("the program is built with the value the compiler computes, and no goal checks that the conversion is in range there (an out-of-range one is undefined: GCC saturates, the proof wraps); assign the value in a function, where it is checked, or write the integer")
                .in_file(fi),
        );
    }
}

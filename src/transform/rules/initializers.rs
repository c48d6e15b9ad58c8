//! Rule on the initializers of variables of static storage duration (at
//! file scope, or `static` in a function): the build computes them, and
//! Frama-C's run-time checks do not reach them.

use super::places::{errors_at, user_places};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Rule (hunt 23): such an initializer may not convert a floating-point
/// value to an integer. Out of range the conversion is undefined: GCC
/// saturates `(int)1e10` to `INT_MAX`, while Wp assumes the value modulo
/// 2^32, and no goal checks it there (one does in a function body).
pub(crate) fn float_conversions_in_static_initializers(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.float_conversions,
        ("the initializer of a variable of static storage duration may convert a floating-point value to an integer", "floating-point value in integer data"),
        "the program is built with the value the compiler computes, and no goal checks that the conversion is in range there (an out-of-range one is undefined: GCC saturates, the proof wraps); assign the value in a function, where it is checked, or write the integer",
        diags,
    );
}

/// Rule (hunt 144): no floating-point constant expression, in a function
/// body or in an initializer of a variable of static storage duration,
/// has a step whose value is infinite or not a number: Frama-C folds it to
/// a finite value (`1e300 * 1e10` to about 1.43, `(1e300 * 1e10) * 0.0` to
/// 0), so the proof read another value than the build, Wp's checks that
/// the value is finite and that its conversion is in range included
/// (`int n = 1e308 * 10.0 * 0.0;` was proved 0 and is `INT_MIN` built).
pub(crate) fn overflowing_float_constants(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.float_overflows,
        (
            "a floating-point constant expression whose value is infinite or not a number, or that vmfc cannot evaluate",
            "overflows, is not a number, or is not read",
        ),
        "the build computes this step as IEEE arithmetic does (an infinity, or a NaN from `0.0 / 0.0` or `inf * 0.0`), and Frama-C folds it to a finite value, so the proof reads another value than the program, and its checks that the value is finite pass; vmfc evaluates floating and `int` literals, `+ - * /` and casts to arithmetic types written out, not `sizeof`, enumerators, character constants, conditionals or typedef names: write the value you mean, or compute it in a function, where it is checked",
        diags,
    );
}

/// Rule (hunt 113): under `--model real`, no initializer of a file-scope
/// variable may divide floating-point numbers by a divisor that is not a
/// nonzero literal: the real model gives `0.0 / 0.0` some real value
/// where the build stores a NaN, and vmfc's check of a divisor
/// (`transform::remainders`) is a call, which no such initializer holds.
pub(crate) fn divisions_in_static_initializers(fe: &Frontend, diags: &mut Diagnostics) {
    let divisions: Vec<_> = fe.prog.global_rems.iter().filter(|r| r.division).collect();
    for (fi, span, _) in user_places(fe, &divisions, |r| r.pp_op.0) {
        diags.push(
            Diagnostic::error(span, "a floating-point division by a divisor that is not a nonzero literal in the initializer of a file-scope variable, under `--model real`")
                .with_label("divisor not checked")
                .with_note("the real model gives `x / 0.0` some real value where the build stores an infinity or a NaN, and vmfc checks a divisor with a call, which such an initializer cannot hold: write the value, or compute it in a function")
                .in_file(fi),
        );
    }
}

/// Rule (hunt 25): no `case` label or enumerator may hold a
/// floating-point value: converted to an integer out of range, GCC
/// saturates (`case (int)3e9:` is `INT_MAX`) where Frama-C does not, and
/// no goal checks a constant.
pub(crate) fn float_constant_expressions(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.float_constant_exprs,
        ("a `case` label or an enumerator computed from a floating-point value", "floating-point value in an integer constant"),
        "the compiler folds the conversion to an integer (saturating when out of range, with no warning), Frama-C folds it otherwise, and no goal checks a constant: write the integer",
        diags,
    );
}

/// Rule (hunt 130): an enumerator's value is written as an `int`. C gives
/// an enumeration constant the type `int`; Frama-C gives it the type of
/// its initializer (`enum { ONE = 1u }`: `ONE - 2` is -1 in the build,
/// 4294967295 in the proof; `N = sizeof a / sizeof a[0]` is an `unsigned
/// long`), and GCC gives one above `INT_MAX` a wider type than Frama-C.
pub(crate) fn enumerator_types(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.non_int_enumerators,
        ("an enumerator whose value is not written as an `int`", "not an `int` for Frama-C"),
        "C gives an enumeration constant the type `int`, Frama-C the type of its value (an unsigned or long literal, `sizeof`, `offsetof`), so arithmetic on it differs between the build and the proof: write the value as an `int`, with a cast if need be (`N = (int)(sizeof a / sizeof a[0])`), within INT_MAX",
        diags,
    );
}

/// Rule (hunt 130): no initializer reads the object it initializes. GCC
/// zeroes the object and stores the elements in order of index (`int b[2]
/// = { [1] = 9, [0] = b[1] };` gives `b[0] == 0`), Frama-C stores them as
/// written (`b[0] == 9`); GCC does not warn.
pub(crate) fn self_initializers(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.self_initializers,
        ("an initializer that reads the object it initializes", "reads the object being initialized"),
        "C leaves the order in which the elements are stored to the compiler (GCC zeroes the object and stores them in order of index, Frama-C as written), so what the initializer reads differs between the build and the proof: assign that element in a statement after the declaration (taking its address, `&x`, is accepted)",
        diags,
    );
}

/// Rule (hunt 25): such an initializer may not cast an address to an
/// integer, nor cast between pointers whose targets may not alias: the
/// rules that refuse them in verified code (`rules::aliasing`) would
/// otherwise be passed by making the value at file scope. An address's
/// integer differs between processes (each loads the program at its own
/// address), and `(uintptr_t)(&a + 1)` may equal `(uintptr_t)&b`.
pub(crate) fn casts_in_static_initializers(fe: &Frontend, diags: &mut Diagnostics) {
    errors_at(
        fe,
        &fe.prog.global_integer_addresses,
        ("an address cast to an integer in the initializer of a file-scope variable", "address as an integer"),
        "each process loads the program at its own address, and Frama-C keeps the integers of addresses in different objects apart while C does not (`(uintptr_t)(&a + 1)` may equal `(uintptr_t)&b`): keep the pointer, or index into one array",
        diags,
    );
    errors_at(
        fe,
        &fe.prog.global_high_literals,
        ("a string literal with a byte of 0x80 or more in the initializer of a file-scope variable, other than an array's", "read by the proof as 0 to 255"),
        "Frama-C 25's Wp states the bytes of a string literal as values 0 to 255 in memory where `char` holds -128 to 127, which makes the hypotheses of a goal that reads one contradictory (hunt 49): declare an array, `static const char msg[] = \"Grüße\";`, whose initializer is read right",
        diags,
    );
    for (fi, span, (_, from, to)) in user_places(fe, &fe.prog.global_aliasing_casts, |c| c.0) {
        diags.push(
            Diagnostic::error(span, format!("a cast from `{from} *` to `{to} *` in the initializer of a file-scope variable"))
                .with_note(super::aliasing::STRICT_ALIASING)
                .in_file(fi),
        );
    }
}

/// Rules (hunts 25, 41): in a verified function, no designator reaches
/// inside a member an expression initialized before; and an initializer
/// under a GNU
/// range designator (`[0 ... 3] = f()`) has no side effect and no call:
/// GCC evaluates it once, Frama-C once per element.
pub(crate) fn repeated_initializers(
    fe: &Frontend,
    f: &crate::transform::functions::FnInfo,
    body: &crate::cfront::model::Body,
    diags: &mut Diagnostics,
) {
    for &pp in &body.overridden_initializers {
        let (fi, span) = fe.place(pp);
        diags.push(
            Diagnostic::error(span, format!("a designator inside a member that an expression of the same initializer initialized before, in `{}`, which vmfc verifies", f.name))
                .with_label("overrides part of an earlier initializer")
                .with_note("GCC drops the whole earlier expression (its other parts and side effects), Frama-C overrides only the part (hunt 41: `{ .q = (struct Q){{3, 4}}, .q.x[1] = 7 }` left `x[0]` 0 in the build, 3 in the proof): initialize the member once, with braces for its parts")
                .in_file(fi),
        );
    }
    for &pp in &body.repeated_initializers {
        let (fi, span) = fe.place(pp);
        diags.push(
            Diagnostic::error(span, format!("a range designator whose initializer has a side effect or a call, in `{}`, which vmfc verifies", f.name))
                .with_label("`[a ... b] = ...`")
                .with_note("the compiler evaluates the initializer once for the whole range, Frama-C once per element, so the proof would count its effects otherwise: compute the value into a variable first")
                .in_file(fi),
        );
    }
}

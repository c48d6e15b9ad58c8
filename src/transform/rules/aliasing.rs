//! What Frama-C models more generously than C: casts between pointer
//! types whose targets C does not let alias (strict
//! aliasing, C11 6.5p7): Frama-C's memory model lets a `long` and a
//! `long long` of the same size share memory, but GCC at -O2 assumes that
//! a `long *` and a `long long *` never point to the same object, so a
//! proof could rely on what the build breaks (hunt 18: `*a = 1; *b = 2;
//! return *a;` proved to return 2, returns 1 at -O2). And `==`/`!=`
//! between two pointers: in Frama-C's model addresses in different
//! objects are never equal, but C lets the address one past an object
//! equal the next object's (hunt 18: `&a + 1 != &b` proved, false at -O0).
//! Also what the front end cannot read faithfully: calls through function
//! pointers, and K&R parameter lists.

use crate::cfront::model::Body;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::callees::span_of;
use crate::transform::functions::FnInfo;

/// Why a cast between pointers to types that may not alias is an error.
pub(crate) const STRICT_ALIASING: &str = "C does not let an object be read or written through a pointer to another type (strict aliasing): the compiler assumes at -O2 that the two pointers never meet, Frama-C does not, so the proof could rely on what the build breaks; use the object's own type, a character pointer, or `memcpy`";

/// An error at each such cast in the body of a verified function.
pub(crate) fn aliasing_casts(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    for (pp, from, to) in &body.aliasing_casts {
        diags.push(
            Diagnostic::error(
                span_of(fe, *pp),
                format!(
                    "a cast from `{from} *` to `{to} *` in `{}`, which vmfc verifies",
                    f.name
                ),
            )
            .with_note(STRICT_ALIASING),
        );
    }
}

/// An error at each cast of an address to an integer or of an integer to
/// an address, and at each comparison (`==`, `!=`, `<`, ...) between two
/// pointers (neither a null pointer constant), in the body of a verified
/// function.
pub(crate) fn pointer_comparisons(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) {
    let mut at = |places: &[usize], what: &str, note: &str| {
        for pp in places {
            diags.push(
                Diagnostic::error(
                    span_of(fe, *pp),
                    format!("{what} in `{}`, which vmfc verifies", f.name),
                )
                .with_note(note),
            );
        }
    };
    at(
        &body.integer_addresses,
        "an address cast to an integer",
        "Frama-C keeps the integers of addresses in different objects apart, C does not (`(uintptr_t)(&a + 1)` may equal `(uintptr_t)&b`, hunt 19): compare indexes into one array instead",
    );
    at(
        &body.indirect_calls,
        "a call through a function pointer",
        "Wp proves such a call only with a `calls` annotation naming every function it may reach, which vmfc does not support (hunt 20: its goals only time out): call the function by name, choosing with `if` or `switch`",
    );
    at(
        &body.integer_pointers,
        "an integer cast to an address",
        "in Frama-C's model such an address points to no object vmfc knows, and on the machine its relation to the program's objects depends on where the loader placed them, which differs between processes (hunt 30): use an address of an object, or NULL",
    );
    at(
        &body.constant_commas,
        "a comma operator or statement expression whose value is a constant",
        "it hides the constant from the compiler's warnings, which vmfc reads to find what C leaves undefined, whatever comes before it, and Frama-C folds that constant without a run-time check (hunt 41: `(0, INT_MAX) + 1` was proved to be `INT_MIN`; hunt 42: `(z = 1, INT_MAX) + 1`, `1 / (z = 1, 0)`): write the side effects as statements of their own, then the constant",
    );
    at(
        &body.backward_gotos,
        "a loop made with `goto` (a jump back to a label before it)",
        "a verified function must terminate, and vmfc proves that of `while`, `for` and `do` loops with a `loop variant`; Wp cannot read a loop made with `goto` at all (\"Non natural loop detected\"): write it as a `while` loop with its invariant and variant",
    );
    at(
        &body.loop_entries,
        "a `case` or `default` label inside a loop of its `switch`",
        "the `switch` then enters the loop in the middle of its body, not through its head, and Wp does not read such a loop reliably (hunt 153: with the label in a loop nested in another, the paths through it were proved as if they had started at the loops' heads, and a false postcondition and loop invariant were proved; only a loop variant failed): put the whole loop under the `case` label, or test the value inside the loop",
    );
    at(
        &body.block_functions,
        "a function declared inside a function body",
        "vmfc reads which function a call runs, and the contract it has, from the declarations at file scope: declare the function there, or include its header",
    );
    at(
        &body.variable_lengths,
        "a variable-length array",
        "Frama-C allocates one with a built-in whose goals Wp does not prove (`alloca_bounds`, and casts between `char *` and the element type, were left unproved), and refuses a variable-length type in a cast, a `sizeof` or a parameter (`int (*p)[n]`; a parameter `int a[n]` is a pointer and is fine): give the array a constant length, the largest the function needs, and use its first elements",
    );
    at(
        &body.escaping_jumps,
        "a `break` or `continue` that leaves a statement expression",
        "GCC reads a loop's condition and step before it opens the loop, so such a jump there leaves the loop around it; Frama-C moves the condition into the loop's body, and the jump then leaves the loop itself (hunt 70: `while (({ if (c) break; i < 5; }))` was proved to run the outer loop on, and GCC's build leaves it): write the test as a statement of its own",
    );
    at(
        &body.float_constant_casts,
        "a floating-point constant cast to an integer type that may not hold it",
        "C leaves the conversion of a value out of the integer type's range undefined (GCC saturates `(int)2147483648.0` to 2147483647), and Frama-C folds the constant, wrapping it, so the proof would read another value than the build (hunt 40); vmfc evaluates a decimal literal, not other constant expressions: write the integer constant",
    );
    at(
        &body.uninitialized_bools,
        "a `_Bool` (or an object holding one) declared without an initializer, or with one that reads it",
        "Wp takes every `_Bool` in memory to be 0 or 1, but one that nothing wrote holds whatever byte was there (hunt 45: `_Bool b; int r = b;` was proved to give 0 or 1, the build gave 7; hunt 46: `_Bool b = b;`): initialize it where it is declared, from other objects (`_Bool b = 0;`, `struct S s = {0};`)",
    );
    at(
        &body.high_literals,
        "a string literal with a byte of 0x80 or more (a character outside ASCII, `\\xff`, `\\377`)",
        "Frama-C 25's Wp states the bytes of a string literal as values 0 to 255 in memory where `char` holds -128 to 127, so reading one such byte (in the code, or by `puts`, `strlen`, ...) makes the proof's hypotheses contradictory, and every goal about `char` memory there is proved (hunt 49: `puts(\"Grüße\")` hid a deadlock; `\"\\xff\"[0]` was proved to be 255, the build reads -1): keep the text in an array, `static const char msg[] = \"Grüße\";` (an array's initializer is read right), and print it with `fputs(msg, stdout)` or `puts(msg)` (vmfc accepts `%s` in `printf` only for a literal)",
    );
    at(
        &body.member_addresses,
        "the address of a structure member (`&s.x`, `s.a`) used other than as an MPI routine's argument or indexed",
        "Frama-C's memory model gives each member its own cells whatever its size, and proves `p + 1` valid for `p = &s.x` when a member follows: an `int` written there leaves a `char` member unchanged in the proof, while the build overwrites it (hunt 48: `int *p = &s.x;` then a receive of two `int`s into `p` was proved to keep the next member, and the program hung). Pass the structure (`&s`) and reach the member through it, index an array member where it is (`s.a[i]`), or copy the member to a local",
    );
    at(
        &body.bools_jumped_over,
        "a label that a `goto` or `switch` reaches past the initializer of a `_Bool`",
        "the jump leaves the `_Bool` holding whatever byte was there, which Wp takes to be 0 or 1 (hunt 46: `switch` into a block after `_Bool b = 1;`): declare the `_Bool` before the jump, or in a block of its own that the label does not enter",
    );
    at(
        &body.pointer_comparisons,
        "a comparison of two pointers",
        "Frama-C takes addresses in different objects to be always different and orders them its own way, but in C the address just past one object may equal the next object's, and where objects lie is the linker's and the loader's choice, which differs between processes (hunt 30): compare indexes into one array, or compare a pointer with NULL",
    );
    at(
        &body.record_views,
        "a pointer to a structure or union converted to a pointer to another type",
        "Frama-C's Wp takes `(char *)&s` for the address of a first `char` member and the bytes after it for `char` cells of their own: writing them (by `memset`, `memcpy`, a receive of `MPI_CHAR`s) leaves the other members unchanged in the proof (hunt 134: an `unsigned char` member, a `_Bool` member read as 7); a `void *` argument is read so by the library's contracts: set, copy and send the members one by one (`s.a = t.a;`, `memset(s.buf, 0, sizeof s.buf)` for an array member), or assign the whole structure (`s = t;`)",
    );
    at(
        &body.pointer_differences,
        "a difference of two pointers",
        "Frama-C's Wp computes `p - q` from the offsets of `p` and `q` in their objects, whatever the objects: `&A[2] - &B[0]` is 2 in the proof and the distance between the arrays in the build (hunt 134: a broadcast's count computed so was proved to be 4 and was 8): keep the index into the array (`i`, not `&a[i] - a`)",
    );
}

/// Rule: no K&R parameter list (`int f(a, b) int a; int b; { ... }`) in
/// the user's files: vmfc's front end does not read the declarations of
/// such parameters, and would type them by the globals of the same names
/// (hunt 21: a remainder of two `int` parameters taken for `unsigned`).
pub(crate) fn kr_definitions(fe: &Frontend, diags: &mut Diagnostics) {
    for (name, pp) in &fe.prog.kr_definitions {
        if fe.def_origin(*pp) == crate::cfront::model::DefOrigin::System {
            continue;
        }
        diags.push(
            Diagnostic::error(
                span_of(fe, *pp),
                format!("`{name}` is defined with a K&R parameter list"),
            )
            .with_note(
                "vmfc reads only prototype-style parameters: write `int f(int a, int b) { ... }`",
            ),
        );
    }
}

/// Rules on what the front ends read otherwise, in every function body
/// (verified or not: Frama-C reads them all). No `typedef` that reuses
/// the name of an earlier type name of the file: vmfc's type names are
/// file-wide, so the other one's later uses would read this type (hunt
/// 101: `typedef int T;` in one function made a later `T`, a file-scope
/// `unsigned`, an `int`, and a remainder's rewrite took the wrong sign).
/// No type defined in a cast (`(enum E { A, B }) n`): Frama-C 25 reads
/// the definition twice and stops on "redefinition of 'E'".
pub(crate) fn front_end_limits(fe: &Frontend, diags: &mut Diagnostics) {
    let user = |pp: &&usize| fe.def_origin(**pp) != crate::cfront::model::DefOrigin::System;
    for body in fe.prog.functions.iter().filter_map(|f| f.body.as_ref()) {
        for pp in body.shadowing_typedefs.iter().filter(user) {
            diags.push(
                Diagnostic::error(span_of(fe, *pp), "a `typedef` in a function that reuses the name of another type name of the file")
                    .with_note("vmfc reads type names file-wide, so the other one's uses after it would get this type; and Frama-C 25 refuses a `typedef` in a function that redefines one of file scope: give it a name of its own"),
            );
        }
        for pp in body.types_in_casts.iter().filter(user) {
            diags.push(
                Diagnostic::error(span_of(fe, *pp), "a structure, union or enumeration defined in a cast")
                    .with_note("Frama-C 25 reads the definition twice and stops (\"redefinition of ...\"): define the type before, and cast to its name"),
            );
        }
    }
}

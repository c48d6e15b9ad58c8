//! The rule on what C leaves without a defined value and the compiler
//! finds (`cfront::compiler`): overflowing constant expressions, a
//! variable changed and read without a sequence point between, an
//! initializer's side effect overridden by a designator, a character
//! constant out of range; and a function the build declares implicitly.
//! Frama-C reads each otherwise than the build.

use crate::cfront::compiler::{Finding, Kind};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{floor_char, SourceFile};
use crate::transform::functions::FnInfo;

/// An error at each finding of the compiler in a user file.
pub(crate) fn compiler_findings(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    // A function the build declares implicitly matters when vmfc's reading
    // declares it (by its header); one no reading declares is Frama-C's
    // error ("Calling undeclared function"); and GCC gives one of its
    // built-in functions (`log`, `printf`, `memcpy` ...) the library's
    // type, implicitly declared or not.
    let name = |message: &str| message.split('\'').nth(1).unwrap_or_default().to_string();
    let implicit: Vec<String> = (fe.pp.compiler_findings.iter())
        .filter(|f| f.kind == Kind::ImplicitDeclaration)
        .map(|f| name(&f.message))
        .filter(|n| fe.prog.functions.iter().any(|f| f.name == *n))
        .collect();
    let names: Vec<&str> = implicit.iter().map(String::as_str).collect();
    let builtin =
        crate::cfront::compiler::builtins(&crate::cfront::preprocess::cpp_program(), &names);
    for found in &fe.pp.compiler_findings {
        let n = name(&found.message);
        if found.kind == Kind::DiscardedQualifier
            || found.kind == Kind::ImplicitDeclaration
                && (!implicit.contains(&n) || builtin.contains(&n))
        {
            continue;
        }
        let Some((fi, start, end)) = place(files, found) else {
            continue;
        };
        let file = &files[fi];
        let line = found.line.clamp(1, file.line_count().max(1));
        let text = file.line_text(line);
        // A number initialized again: GCC and Frama-C both keep the last.
        // Anything else may be a brace list (through a macro too).
        let again = &file.text[start..file.line_start(line) + text.len()];
        let number = again
            .trim_start_matches(['-', '+', ' '])
            .starts_with(|c: char| c.is_ascii_digit() || c == '\'');
        if found.kind == Kind::OverriddenAggregate && number {
            continue;
        }
        diags.push(error(found, fi, start..end));
    }
}

/// Where a finding is: the user file (its index in `files`) and the byte
/// span of its first character; `None` outside the user's files.
fn place(files: &[SourceFile], found: &Finding) -> Option<(usize, usize, usize)> {
    let canon = |p: &std::path::Path| std::fs::canonicalize(p).ok();
    let at = canon(std::path::Path::new(&found.file))?;
    let fi = files
        .iter()
        .position(|f| canon(&f.path) == Some(at.clone()))?;
    let file = &files[fi];
    let line = found.line.clamp(1, file.line_count().max(1));
    let text = file.line_text(line);
    let start = floor_char(
        &file.text,
        file.line_start(line) + (found.col.max(1) - 1).min(text.len()),
    );
    let end = floor_char(
        &file.text,
        (start + 1).min(file.line_start(line) + text.len()),
    );
    Some((fi, start, end))
}

/// An error at each conversion that drops a qualifier of a pointer's
/// target (`const`, `volatile`: `(int *)&c`, passing a `const int *` for
/// an `int *`), unless it is in the body of a function vmfc does not
/// verify (the main file is `files[0]`): in a header, a macro's body, or
/// at file scope, it may reach verified code.
pub(crate) fn discarded_qualifiers(
    fe: &Frontend,
    files: &[SourceFile],
    fns: &[FnInfo],
    verified: impl Fn(&FnInfo) -> bool,
    diags: &mut Diagnostics,
) {
    let unverified: Vec<_> = (fe.body_spans().into_iter())
        .filter(|(name, _)| fns.iter().any(|f| f.name == *name && !verified(f)))
        .map(|(_, span)| span)
        .collect();
    // GCC places a conversion written in a macro at the macro's definition,
    // which may stand in an unverified body and be used in a verified one:
    // a finding in a directive is always reported.
    let directives = fe.directive_spans();
    for found in &fe.pp.compiler_findings {
        if found.kind != Kind::DiscardedQualifier {
            continue;
        }
        let Some((fi, start, end)) = place(files, found) else {
            continue;
        };
        let within = |spans: &[crate::source::Span]| spans.iter().any(|s| s.contains(&start));
        if fi == 0 && within(&unverified) && !within(&directives) {
            continue;
        }
        diags.push(error(found, fi, start..end));
    }
}

/// The error of a finding at `span` of `files[fi]`.
fn error(found: &Finding, fi: usize, span: std::ops::Range<usize>) -> Diagnostic {
    let (what, label, note) = explain(found.kind);
    Diagnostic::error(
        span.start..span.end.max(span.start),
        format!("{what}: {}", found.message),
    )
    .with_label(label)
    .with_note(note)
    .in_file(fi)
}

/// The error's title, label and note for a kind of finding.
fn explain(kind: Kind) -> (&'static str, &'static str, &'static str) {
    match kind {
        Kind::Constant => (
            "constant expression without a defined value",
            "the compiler computes this at compile time",
            "signed overflow, a shift past the type's width and a division by zero are undefined in C; Frama-C folds the constant before Wp sees it, so its run-time check would prove whatever value it folded to: compute in a wider or unsigned type, or correct the constant",
        ),
        Kind::Unsequenced => (
            "expression without a defined order",
            "changed and read with no sequence point between",
            "C leaves undefined an expression that changes an object and reads or changes it again without a sequence point between (C11 6.5p2); Frama-C performs the side effect first, the compiler may read first, so the proof would be about another program: change the variable in a statement of its own",
        ),
        Kind::OverriddenInitializer => (
            "initializer whose side effect is overridden",
            "this replaces an earlier initializer that has a side effect",
            "the compiler drops an initializer that a later designator overrides, with its side effect (a call ...); Frama-C still performs it: initialize each element once, or make the call a statement of its own",
        ),
        Kind::ImplicitDeclaration => (
            "function the build does not declare",
            "the build's compiler declares it here, returning `int`",
            "the proof reads a declaration of it (vmfc's mpi.h declares it, or includes its header: <stdio.h>, <stdlib.h>, <string.h>, <limits.h>) where the build, with the MPI library's mpi.h, has none and declares it implicitly, as returning `int` (a `long` result is cut to 32 bits, a `double` one is garbage): include the function's header (`<stdlib.h>` for `atol`, `atof`, `strtol` ...), and do not hide MPI's prototypes",
        ),
        Kind::OverriddenAggregate => (
            "part of an object initialized again, not with a number",
            "this initializes again what the list already initialized",
            "when the new initializer is a brace list or a string (a macro may be one), C (and GCC) initializes the whole part again, setting to zero what it does not name, where Frama-C merges the two lists and keeps the earlier values: initialize each part once (initializing an element again with a number, `[5] = 2` after `[0 ... 9] = 1`, is accepted)",
        ),
        Kind::CaseRange => (
            "case range the switch's type makes empty",
            "its bounds converted to the switch's type",
            "the compiler converts the bounds of `case lo ... hi:` to the type of the switch's expression (an `unsigned`, or an enum GCC makes unsigned) and drops the label when the range is then empty; Frama-C expands the values as written, so the proof would take a branch the build never takes: write bounds within the type",
        ),
        Kind::DiscardedQualifier => (
            "conversion that drops `const` or `volatile` from what a pointer points to",
            "here the pointer loses its target's qualifier",
            "writing a `const` object, or reading a `volatile` one, through a pointer without the qualifier is undefined (C11 6.7.3p6); the compiler at -O1 and above keeps using a `const` object's initial value after such a write, while Frama-C's Wp, which knows only whole `const` globals to be read-only, lets the write through and proves what the build breaks (hunts 157, 158: `MPI_Comm_rank(MPI_COMM_WORLD, (int *)&c)` of a `const int c`): declare the object without `const`, or keep the qualifier on the pointer",
        ),
        Kind::CharacterConstant => (
            "character constant out of range",
            "its value does not fit a character",
            "the compiler truncates an escape beyond `\\377` / `\\xff` (or a constant of several characters) to the type, with only a warning; Frama-C keeps the whole value: write the value as an integer",
        ),
    }
}

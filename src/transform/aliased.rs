//! The C globals Wp must keep in its memory model. Wp's `Typed` model
//! keeps a global out of memory in the proof of a function that does not
//! take its address, and then assumes, without a hypothesis that
//! `-wp-check-memory-model` could check, that no pointer read from memory
//! (a global pointer, a member of a structure argument) points to it
//! (hunt 30: `get` writes `G = 5` and returns `*GP`, with `GP == &G` set by
//! its caller, was proved to return 1). `-wp-alias-vars` keeps the globals
//! named in memory, where such a pointer may meet them.

use crate::cfront::Frontend;

/// Every global of the program that is not `const` with a constant
/// initializer and whose name is written in the code of the main file or
/// of a user header (the C library's are Frama-C's own), sorted.
pub(crate) fn aliased_globals(fe: &Frontend) -> Vec<String> {
    let mut written = std::collections::HashSet::new();
    let files = std::iter::once((&fe.file.text, &fe.orig.tokens))
        .chain(fe.headers.iter().map(|h| (&h.file.text, &h.orig.tokens)));
    for (text, tokens) in files {
        written.extend(tokens.iter().filter(|t| t.is_code()).map(|t| t.text(text)));
    }
    let mut out: Vec<String> = (fe.prog.globals.iter())
        .filter(|(name, g)| !g.constant && written.contains(name.as_str()))
        .map(|(name, _)| name.clone())
        .collect();
    out.sort();
    out
}

//! The bytes of the user's files: UTF-8 without a byte-order mark, as
//! vmfc reads them. vmfc decodes a file as UTF-8, replacing what is not
//! (U+FFFD), and its lexer takes a byte-order mark for part of a name; GCC
//! and Frama-C keep the bytes as they are and skip a mark at the start of
//! a file (hunt 127: a mark before a header's first `#pragma` hid the
//! directive from every rule; a raw byte 0xFF in a character constant was
//! -1 in the build and three other bytes in the program vmfc proves).

use crate::diag::Diagnostic;

/// An error at the first replacement character (a byte that is not UTF-8)
/// and at the first byte-order mark of `text`.
pub(super) fn encoding(text: &str, found: &mut Vec<Diagnostic>) {
    if let Some(i) = text.find('\u{FFFD}') {
        found.push(
            Diagnostic::error(i..i + 3, "a byte that is not UTF-8 (or the replacement character U+FFFD)")
                .with_note("vmfc reads the file as UTF-8 and would prove a program with other bytes than the build's: save the file as UTF-8, and write other bytes as escapes (`'\\xff'`)"),
        );
    }
    if let Some(i) = text.find('\u{FEFF}') {
        found.push(
            Diagnostic::error(i..i + 3, "a byte-order mark (U+FEFF)")
                .with_note("GCC skips it at the start of a file and vmfc does not: save the file as UTF-8 without a byte-order mark"),
        );
    }
}

//! The size of a C library structure taken through an expression
//! (`sizeof *stdout`, `p + 1` with `p` a `struct tm *`): Frama-C's C
//! library lays some structures out otherwise than the build's (`FILE` is 8
//! bytes there, 216 in glibc), and through an expression vmfc cannot tell
//! which structure it is. By its name (`sizeof(struct timeval)`) the rules
//! of `c_subset` check it against the list of those that differ. Also: a
//! structure tag defined twice with other members, which vmfc's types
//! (that do not follow block scopes) would confuse.

use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};

/// Every use, in a function of the user's files, of the size of a
/// structure that the user's files do not define.
pub(crate) fn library_record_sizes(fe: &Frontend, diags: &mut Diagnostics) {
    let user = fe.map.included_user_files();
    let in_user_files = |pp: usize| {
        fe.map
            .origin(pp)
            .is_some_and(|(file, _, main)| main || user.contains(&file))
    };
    for (tag, pp) in &fe.prog.types.redefined {
        if in_user_files(*pp) {
            let span = fe.span_at(*pp);
            diags.push(
                Diagnostic::error(span, format!("`struct {tag}` is defined again with other members"))
                    .with_note("vmfc reads the members of a structure by its tag whatever the scope, so it would check buffers and datatypes against the wrong definition: give this structure another tag"),
            );
        }
    }
    for f in &fe.prog.functions {
        let Some(body) = &f.body else { continue };
        if !in_user_files(f.pp_start) {
            continue;
        }
        for (tag, pp) in &body.record_sizes {
            let defined_here = fe
                .prog
                .types
                .record_at
                .get(tag)
                .is_some_and(|&at| in_user_files(at));
            if defined_here {
                continue;
            }
            let span = fe.span_at(*pp);
            let name = if tag.starts_with('<') {
                "a C library structure".to_string()
            } else {
                format!("`struct {tag}`")
            };
            diags.push(
                Diagnostic::error(span, format!("the size of {name} taken through an expression"))
                    .with_label("size of a C library structure")
                    .with_note("Frama-C's C library lays some structures out otherwise than the build's (`FILE` is 8 bytes there, 216 in glibc), and vmfc cannot tell here which one this is: write its size with the type's name (`sizeof(struct timeval)`), which vmfc checks"),
            );
        }
    }
}

//! The rule on integer constant expressions without a defined value
//! (`INT_MAX + 1`, `1 << 31`, `1 / 0`), which the compiler finds
//! (`cfront::constants`): Frama-C folds them, and the run-time check it
//! generates then proves whatever the folded value is.

use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{floor_char, SourceFile};

/// An error at each fault the compiler found in a user file.
pub(crate) fn constant_faults(fe: &Frontend, files: &[SourceFile], diags: &mut Diagnostics) {
    let canon = |p: &std::path::Path| std::fs::canonicalize(p).ok();
    for fault in &fe.pp.constant_faults {
        let at = canon(std::path::Path::new(&fault.file));
        let Some(fi) = files
            .iter()
            .position(|f| at.is_some() && canon(&f.path) == at)
        else {
            continue;
        };
        let file = &files[fi];
        let line = fault.line.clamp(1, file.line_count().max(1));
        let text = file.line_text(line);
        let start = floor_char(
            &file.text,
            file.line_start(line) + (fault.col.max(1) - 1).min(text.len()),
        );
        let end = floor_char(
            &file.text,
            (start + 1).min(file.line_start(line) + text.len()),
        );
        diags.push(
            Diagnostic::error(start..end.max(start), format!("constant expression without a defined value: {}", fault.message))
                .with_label("the compiler computes this at compile time")
                .with_note("signed overflow, a shift past the type's width and a division by zero are undefined in C; Frama-C folds the constant before Wp sees it, so its run-time check would prove whatever value it folded to: compute in a wider or unsigned type, or correct the constant")
                .in_file(fi),
        );
    }
}

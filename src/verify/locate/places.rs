//! Where Wp's goals about loop variants and assigns clauses are in the
//! user's file: found by their position among the function's loops.

use super::Locator;
use crate::verify::goals::{CsvRow, Goal};
use crate::verify::kinds::WpKind;

impl Locator<'_> {
    /// `loop_variant[_<n>]_decrease`: the n-th variant of the function.
    pub(super) fn place_variant(&self, g: &mut Goal, function: &str, tail: &str) {
        let n: usize = tail
            .split('_')
            .next()
            .and_then(|w| w.parse().ok())
            .unwrap_or(1);
        if let Some(l) = self.nth_in_function(function, "loop variant", n) {
            let col = self
                .source
                .lines()
                .nth(l - 1)
                .and_then(|t| t.find("loop variant"));
            (g.line, g.col) = (Some(l), col.map(|c| c + 1));
            g.exact = true;
        }
    }

    /// `assigns` goals: at the function's (first) or the loop's (second)
    /// `assigns clause` of Frama-C's property table.
    pub(super) fn place_assigns(&self, g: &mut Goal, function: &str, kind: WpKind) {
        let rows: Vec<&CsvRow> = self
            .csv
            .iter()
            .filter(|r| r.function == function && r.kind == "assigns clause")
            .collect();
        let row = if kind == WpKind::Assigns {
            rows.first()
        } else {
            rows.get(1).or(rows.first())
        };
        if let Some(r) = row {
            g.vm_line = Some(r.line);
            (g.line, g.col) = self.origin(r.line);
            g.exact = kind == WpKind::Assigns;
        }
    }

    /// The source line of the n-th (from 1) occurrence of `needle` in
    /// `function`: from its name to the next function's name.
    fn nth_in_function(&self, function: &str, needle: &str, n: usize) -> Option<usize> {
        let start = *self.function_lines.get(function)?;
        let end = self
            .function_lines
            .values()
            .filter(|&&l| l > start)
            .min()
            .copied()
            .unwrap_or(usize::MAX);
        self.source
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .filter(|&(i, l)| i >= start && i < end && l.contains(needle))
            .nth(n.checked_sub(1)?)
            .map(|(i, _)| i)
    }
}

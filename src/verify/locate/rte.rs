//! Run-time checks (`-wp-rte`): Wp numbers them per kind and function, the
//! report lists them by line; each goal is placed at its line, and named
//! only when that line's rows say which check it is.

use super::Locator;
use crate::verify::goals::{CsvRow, Goal};
use crate::verify::kinds::GoalKind;
use crate::verify::wp_output::Status;

impl Locator<'_> {
    /// `assert_rte_<kind>[_<n>]`: the n-th property of that kind in the function.
    pub(super) fn rte(&self, g: &mut Goal, function: &str, tail: &str) {
        g.kind = GoalKind::Rte;
        let rte_kind = tail
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end_matches('_');
        let n: usize = tail[rte_kind.len()..]
            .trim_start_matches('_')
            .parse()
            .unwrap_or(1);
        let words = rte_kind.replace('_', " ");
        g.message = format!("run-time check ({words})");
        g.label = Some(rte_kind.to_string());
        let rows: Vec<&CsvRow> = self
            .csv
            .iter()
            .filter(|r| r.function == function && r.kind == rte_kind)
            .collect();
        // Wp numbers a function's checks of one kind in the order of its
        // normalized code (a `for` loop's step after the body), the report
        // lists them by line, and those of one line in an order of its own:
        // trust the line of the n-th row when one of that line agrees with
        // the goal's status, else the line of all rows that do; name the
        // check only when one row of that line agrees.
        let proved = g.status == Status::Valid;
        let on_line = |line: usize| -> Vec<&CsvRow> {
            rows.iter()
                .filter(|r| r.line == line && r.valid == proved)
                .copied()
                .collect()
        };
        let mut candidates = n
            .checked_sub(1)
            .and_then(|i| rows.get(i))
            .map(|r| on_line(r.line))
            .unwrap_or_default();
        let agreeing: Vec<&CsvRow> = rows.iter().filter(|r| r.valid == proved).copied().collect();
        if candidates.is_empty() && agreeing.windows(2).all(|w| w[0].line == w[1].line) {
            candidates = agreeing.clone();
        }
        let Some(first) = candidates.first() else {
            // Rows that agree on several lines: the goal stays at its
            // function, and says which checks it may be, each at its line.
            if !agreeing.is_empty() {
                let listed: Vec<String> = agreeing
                    .iter()
                    .map(|r| match self.origin(r.line).0 {
                        Some(l) => format!("{} at line {l}", r.text),
                        None => r.text.clone(),
                    })
                    .collect();
                g.message = format!("run-time check ({words}: one of {})", listed.join(" or "));
            }
            return;
        };
        g.vm_line = Some(first.line);
        (g.line, g.col) = self.origin(first.line);
        g.exact = true;
        let texts: Vec<&str> = candidates.iter().map(|r| r.text.as_str()).collect();
        g.message = match texts.as_slice() {
            [one] => format!("run-time check ({words}: {one})"),
            several => format!("run-time check ({words}: one of {})", several.join(" or ")),
        };
    }
}

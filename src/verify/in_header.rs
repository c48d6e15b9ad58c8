//! Placing the goals of functions defined in user headers. vmfc never
//! edits a header, so their properties carry no name of vmfc's: Frama-C's
//! property report gives their lines in the header.

use super::goals::{CsvRow, Goal};
use super::wp_output::Status;
use crate::source::SourceFile;
use std::collections::HashMap;

/// Where the functions of user headers are, and the report's rows there.
#[derive(Default)]
pub(super) struct HeaderPlaces<'a> {
    /// The headers.
    pub files: Vec<&'a SourceFile>,
    /// Function -> (header index, line of its name).
    pub functions: HashMap<String, (usize, usize)>,
    /// The report's rows in headers, with their header index.
    pub rows: &'a [(usize, CsvRow)],
}

impl HeaderPlaces<'_> {
    /// Place goal `g` of function `f` (`tail`: its Wp name after
    /// `typed_<f>_`) in the header defining `f`: at the row of the report
    /// that must be its property (of its kind, agreeing with its status,
    /// all on one line), else at the function. False when `f` is not
    /// defined in a header.
    pub(super) fn place(&self, g: &mut Goal, f: &str, tail: &str) -> bool {
        let Some(&(h, line)) = self.functions.get(f) else {
            return false;
        };
        let file = self.files[h];
        // The report gives lines: the first character written there.
        let col = |line: usize| {
            let span = file.line_span(line.clamp(1, file.line_count()));
            let text = &file.text[span];
            text.len() - text.trim_start().len() + 1
        };
        g.file = Some(file.name());
        (g.line, g.col, g.exact, g.vm_line) = (Some(line), Some(col(line)), false, None);
        let Some(kind) = report_kind(tail) else {
            return true;
        };
        let proved = g.status == Status::Valid;
        let rows: Vec<&CsvRow> = self
            .rows
            .iter()
            .filter(|(i, r)| *i == h && r.function == f && r.kind == kind && r.valid == proved)
            .map(|(_, r)| r)
            .collect();
        if let Some(first) = rows.first() {
            if rows.iter().all(|r| r.line == first.line) {
                (g.line, g.col, g.exact) = (Some(first.line), Some(col(first.line)), true);
                let texts: Vec<&str> = rows.iter().map(|r| r.text.as_str()).collect();
                g.message = format!("{} ({})", g.message, texts.join(" or "));
            }
        }
        true
    }

    /// Place the goal of lemma `name` at its declaration in a header
    /// (`lemma name:`, `lemma name{L}:`). False when no header declares it.
    pub(super) fn place_lemma(&self, g: &mut Goal, name: &str) -> bool {
        use crate::annot::term::{self, Tk};
        for file in &self.files {
            let text = &file.text;
            let acsl = crate::cfront::lexer::lex(text)
                .into_iter()
                .filter(|t| t.is_acsl());
            let found = acsl.into_iter().find_map(|c| {
                let toks = term::lex(&text[c.span.clone()], c.span.start);
                toks.windows(2)
                    .find(|w| w[0].text == "lemma" && w[1].kind == Tk::Ident && w[1].text == name)
                    .map(|w| w[1].span.start)
            });
            if let Some(at) = found {
                let (line, col) = file.line_col(at);
                g.file = Some(file.name());
                (g.line, g.col, g.exact) = (Some(line), Some(col), true);
                return true;
            }
        }
        false
    }
}

/// The property kind in Frama-C's report of a goal with this name tail.
fn report_kind(tail: &str) -> Option<String> {
    if let Some(rte) = tail.strip_prefix("assert_rte_") {
        let kind = rte
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end_matches('_');
        return Some(kind.to_string());
    }
    const KINDS: [(&str, &str); 9] = [
        ("loop_invariant", "loop invariant"),
        ("loop_assigns", "loop assigns"),
        ("loop_variant", "loop variant"),
        ("assert", "user assertion"),
        ("check", "user check"),
        ("ensures", "postcondition"),
        ("assigns", "assigns clause"),
        ("terminates", "termination clause"),
        // Frama-C's report lists `exits` clauses as postconditions.
        ("exits", "postcondition"),
    ];
    KINDS
        .iter()
        .find(|(word, _)| tail == *word || tail.starts_with(&format!("{word}_")))
        .map(|(_, kind)| kind.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::kinds::GoalKind;

    /// Recorded from Frama-C 25: `next`, defined in util.h with an
    /// assertion and an addition.
    #[test]
    fn goals_of_header_functions_are_placed_in_the_header() {
        let row = |line: usize, kind: &str, text: &str, valid: bool| {
            (
                0,
                CsvRow {
                    line,
                    function: "next".into(),
                    kind: kind.into(),
                    text: text.into(),
                    valid,
                },
            )
        };
        let rows = [
            row(6, "postcondition", "\\result ≡ \\old(n) + 1", true),
            row(9, "user assertion", "n < 100", false),
            row(10, "signed_overflow", "n + 1 ≤ 2147483647", true),
        ];
        let util = SourceFile::new(
            "util.h",
            "/* helpers */\n".repeat(7)
                + "static int next(int n) {\n  //@ assert n < 100;\n  return n + 1;\n}\n",
        );
        let places = HeaderPlaces {
            files: vec![&util],
            functions: HashMap::from([("next".to_string(), (0, 8))]),
            rows: &rows,
        };
        let goal = |tail: &str, status: Status| {
            let mut g = Goal {
                function: Some("next".into()),
                message: "assertion".into(),
                vm_line: Some(3),
                ..Goal::new(format!("typed_next_{tail}"), GoalKind::Other, status, 1)
            };
            assert!(places.place(&mut g, "next", tail));
            g
        };
        let g = goal("assert", Status::Timeout);
        assert_eq!(
            (g.file.as_deref(), g.line, g.col, g.exact, g.vm_line),
            (Some("util.h"), Some(9), Some(3), true, None)
        );
        assert_eq!(g.message, "assertion (n < 100)");
        assert_eq!(
            goal("assert_rte_signed_overflow", Status::Valid).line,
            Some(10)
        );
        // No row of its kind agrees: the function's line.
        let g = goal("ensures", Status::Timeout);
        assert_eq!((g.line, g.exact), (Some(8), false));
        let g = goal("call_f_requires", Status::Timeout);
        assert_eq!((g.file.as_deref(), g.line), (Some("util.h"), Some(8)));
        let mut other = goal("assert", Status::Valid);
        assert!(!places.place(&mut other, "main", "assert"));
    }

    #[test]
    fn lemmas_of_headers_are_placed_in_the_header() {
        let h = SourceFile::new(
            "h.h",
            "/* not the lemma hid */\n/*@ logic integer F(integer n) = n + 1; */\n/*@ lemma  hid_2: \\true;\n    lemma hid{L}: F(0) == 1; */\n".to_string(),
        );
        let places = HeaderPlaces {
            files: vec![&h],
            ..Default::default()
        };
        let mut g = Goal::new("typed_lemma_hid", GoalKind::Lemma, Status::Timeout, 1);
        assert!(places.place_lemma(&mut g, "hid"));
        assert_eq!(
            (g.file.as_deref(), g.line, g.col, g.exact),
            (Some("h.h"), Some(4), Some(11), true)
        );
        assert!(places.place_lemma(&mut g, "hid_2"));
        assert_eq!((g.line, g.col), (Some(3), Some(12)));
        assert!(!places.place_lemma(&mut g, "F"));
    }
}

//! Source files, byte spans, and the line/column lookup used only when rendering.

use std::ops::Range;
use std::path::PathBuf;

/// A byte range in one source file.
pub type Span = Range<usize>;

/// A source file held in memory with its line index.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// Path as given by the user (used in diagnostics and line markers).
    pub path: PathBuf,
    pub text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    pub fn new(path: impl Into<PathBuf>, text: String) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            path: path.into(),
            text,
            line_starts,
        }
    }

    /// Display name of the file.
    pub fn name(&self) -> String {
        self.path.display().to_string()
    }

    /// 1-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i + 1,
            Err(i) => i,
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_of(offset);
        let start = self.line_starts[line - 1];
        let col = self.text[start..floor_char(&self.text, offset)]
            .chars()
            .count()
            + 1;
        (line, col)
    }

    /// Byte offset where a 1-based line starts.
    pub fn line_start(&self, line: usize) -> usize {
        self.line_starts
            .get(line.saturating_sub(1))
            .copied()
            .unwrap_or(self.text.len())
    }

    /// Number of lines.
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_start(line);
        let end = self.text[start..]
            .find('\n')
            .map_or(self.text.len(), |i| start + i);
        &self.text[start..end]
    }

    /// Byte span of a 1-based line, without its newline.
    pub fn line_span(&self, line: usize) -> Span {
        let start = self.line_start(line);
        start..start + self.line_text(line).len()
    }

    /// Byte offset of a 1-based line and character column (the line's start
    /// when the column is past its end).
    pub fn offset_at(&self, line: usize, col: usize) -> usize {
        let text = self.line_text(line);
        self.line_start(line)
            + text
                .char_indices()
                .nth(col.saturating_sub(1))
                .map_or(0, |(i, _)| i)
    }

    /// Leading whitespace of the line holding `offset`.
    pub fn indent_at(&self, offset: usize) -> &str {
        let line = self.line_text(self.line_of(offset));
        let n = line.len() - line.trim_start().len();
        &line[..n]
    }
}

/// The largest char boundary not after `i`.
pub fn floor_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest char boundary not before `i`.
pub fn ceil_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let f = SourceFile::new("a.c", "ab\ncd\n\nx".to_string());
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(6), (3, 1));
        assert_eq!(f.line_col(7), (4, 1));
        assert_eq!(f.line_text(2), "cd");
        assert_eq!(f.line_count(), 4);
        assert_eq!(f.line_span(2), 3..5);
        assert_eq!(f.offset_at(2, 2), 4);
        assert_eq!(f.offset_at(2, 9), 3);
    }
}

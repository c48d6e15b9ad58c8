//! Span edits on the original text and the source map they produce: every
//! output line maps back to a byte offset of the input.

use crate::source::{SourceFile, Span};
use serde::Serialize;

/// Replace `range` of the original text by `text`; lines of `text` map to `origin`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub range: Span,
    pub text: String,
    pub origin: usize,
}

impl Edit {
    pub fn insert(at: usize, text: String, origin: usize) -> Self {
        Edit { range: at..at, text, origin }
    }

    pub fn replace(range: Span, text: String, origin: usize) -> Self {
        Edit { origin, range, text }
    }
}

/// Two edits touch the same text: a bug in vmfc, reported rather than guessed.
#[derive(Debug, thiserror::Error)]
#[error("internal error: overlapping edits at bytes {0:?} and {1:?}")]
pub struct OverlapError(pub Span, pub Span);

/// Where an output line comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Origin {
    pub line: usize,
    pub col: usize,
}

/// Output line (1-based index into `lines`) -> input line and column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SourceMap {
    pub input: String,
    pub lines: Vec<Origin>,
}

impl SourceMap {
    /// Origin of a 1-based output line.
    pub fn origin(&self, out_line: usize) -> Option<Origin> {
        self.lines.get(out_line.checked_sub(1)?).copied()
    }
}

/// Apply non-overlapping edits (insertions at one point keep their order).
pub fn apply(file: &SourceFile, mut edits: Vec<Edit>) -> Result<(String, SourceMap), OverlapError> {
    edits.sort_by_key(|e| (e.range.start, e.range.end > e.range.start));
    for w in edits.windows(2) {
        if w[1].range.start < w[0].range.end {
            return Err(OverlapError(w[0].range.clone(), w[1].range.clone()));
        }
    }
    let src = &file.text;
    let mut out = String::with_capacity(src.len() * 2);
    let mut origins: Vec<usize> = Vec::with_capacity(src.len() * 2);
    let mut pos = 0;
    for e in &edits {
        out.push_str(&src[pos..e.range.start]);
        origins.extend(pos..e.range.start);
        out.push_str(&e.text);
        origins.extend(std::iter::repeat_n(e.origin, e.text.len()));
        pos = e.range.end;
    }
    out.push_str(&src[pos..]);
    origins.extend(pos..src.len());

    let mut lines = Vec::new();
    let bytes = out.as_bytes();
    let mut start = 0;
    while start <= bytes.len() {
        let end = out[start..].find('\n').map_or(bytes.len(), |i| start + i);
        let first = (start..end).find(|&i| !bytes[i].is_ascii_whitespace()).unwrap_or(start);
        let origin = origins.get(first).copied().unwrap_or(src.len());
        let (line, col) = file.line_col(origin);
        lines.push(Origin { line, col });
        if end == bytes.len() {
            break;
        }
        start = end + 1;
    }
    Ok((out, SourceMap { input: file.name(), lines }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applies_and_maps() {
        let f = SourceFile::new("a.c", "int a;\nf(x);\nint b;\n".to_string());
        let edits = vec![
            Edit::replace(7..12, "{\n  g(x);\n}".to_string(), 7),
            Edit::insert(0, "#define X 1\n".to_string(), 0),
        ];
        let (out, map) = apply(&f, edits).unwrap();
        assert_eq!(out, "#define X 1\nint a;\n{\n  g(x);\n}\nint b;\n");
        let lines: Vec<usize> = map.lines.iter().map(|o| o.line).collect();
        assert_eq!(lines, [1, 1, 2, 2, 2, 3, 4]);
        assert_eq!(map.origin(4), Some(Origin { line: 2, col: 1 }));
    }

    #[test]
    fn overlap_is_an_error() {
        let f = SourceFile::new("a.c", "abcdef".to_string());
        assert!(apply(&f, vec![Edit::replace(0..3, "x".into(), 0), Edit::replace(2..4, "y".into(), 2)]).is_err());
    }
}

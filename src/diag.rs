//! Diagnostics: messages about the user's input, carried with byte spans and
//! rendered compiler-style (`file:line:col: error: message` plus a snippet).

use crate::source::{ceil_char, floor_char, SourceFile, Span};
use annotate_snippets::{Level, Renderer, Snippet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One message about the input, located by a byte span of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Index of the file in the `files` slice given to the renderer (0 = main file).
    pub file: usize,
    pub span: Span,
    pub message: String,
    /// Short text under the caret, if any.
    pub label: Option<String>,
    /// Extra lines printed after the snippet (`= note: ...`).
    pub notes: Vec<String>,
    /// Says one of the user's assumptions (`admit`, axioms) that a proof
    /// rests on: the report counts them.
    pub assumption: bool,
    /// About the command line (a `-D` macro), not a place in a file: the
    /// span is unused.
    pub command_line: bool,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            file: 0,
            span,
            message: message.into(),
            label: None,
            notes: Vec::new(),
            assumption: false,
            command_line: false,
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(span, message)
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Mark it as saying one of the user's assumptions.
    pub fn as_assumption(mut self) -> Self {
        self.assumption = true;
        self
    }

    /// Mark it as about the command line, not a file.
    pub fn on_command_line(mut self) -> Self {
        self.command_line = true;
        self
    }

    pub fn in_file(mut self, file: usize) -> Self {
        self.file = file;
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Render with a source snippet. `styled` adds ANSI colours.
    pub fn render(&self, files: &[SourceFile], styled: bool) -> String {
        if self.command_line {
            let mut out = format!("command line: {}: {}\n", self.severity.word(), self.message);
            for note in &self.notes {
                out.push_str(&format!("  = note: {note}\n"));
            }
            return out;
        }
        let file = &files[self.file.min(files.len() - 1)];
        let start = floor_char(&file.text, self.span.start);
        let end = ceil_char(&file.text, self.span.end.max(start));
        let (line, col) = file.line_col(start);
        let mut out = format!(
            "{}:{}:{}: {}: {}\n",
            file.name(),
            line,
            col,
            self.severity.word(),
            self.message
        );

        // Render only the lines the span covers (annotate-snippets then needs no folding).
        let first = file.line_start(line);
        let last_line = file.line_of(end.saturating_sub(1).max(start));
        let stop = file.line_start(last_line) + file.line_text(last_line).len();
        let excerpt = &file.text[first..stop];
        let level = match self.severity {
            Severity::Error => Level::Error,
            Severity::Warning => Level::Warning,
        };
        let name = file.name();
        let span = (start - first)..(end - first).max(start - first);
        let span = if span.is_empty() {
            span.start..ceil_char(excerpt, span.start + 1)
        } else {
            span
        };
        let mut annotation = level.span(span);
        if let Some(label) = &self.label {
            annotation = annotation.label(label);
        }
        // The renderer's title is dropped below (the header line says the
        // whole message): give it one line, so nothing of it is left.
        let title = self.message.lines().next().unwrap_or("");
        let mut message = level.title(title).snippet(
            Snippet::source(excerpt)
                .line_start(line)
                .origin(&name)
                .annotation(annotation),
        );
        let notes: Vec<String> = self.notes.clone();
        for note in &notes {
            message = message.footer(Level::Note.title(note));
        }
        let renderer = if styled {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let rendered = renderer.render(message).to_string();
        // The first line repeats the message; our header line replaces it.
        let body = rendered.split_once('\n').map_or("", |(_, rest)| rest);
        out.push_str(body);
        out.push('\n');
        out
    }
}

/// Diagnostics collected during one run, errors and warnings mixed.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(ds);
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    /// Sorted by file and position, duplicates removed: the order of the report.
    pub fn sorted(&self) -> Vec<Diagnostic> {
        let mut v = self.items.clone();
        v.sort_by(|a, b| {
            (a.file, a.span.start, a.severity, &a.message).cmp(&(
                b.file,
                b.span.start,
                b.severity,
                &b.message,
            ))
        });
        v.dedup();
        v
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_inside_characters_are_snapped() {
        let files = vec![SourceFile::new("x.c", "a\u{e9}b\n".to_string())];
        for span in [2..3, 1..2, 2..2, 5..9] {
            let s = Diagnostic::error(span, "m").render(&files, false);
            assert!(s.starts_with("x.c:") && s.contains("error: m"), "{s}");
        }
    }

    #[test]
    fn renders_header_and_snippet() {
        let files = vec![SourceFile::new("x.c", "int a;\nint bad = 1;\n".to_string())];
        let d = Diagnostic::error(11..14, "something is wrong").with_label("here");
        let s = d.render(&files, false);
        assert!(s.starts_with("x.c:2:5: error: something is wrong\n"), "{s}");
        assert!(s.contains("2 | int bad = 1;"), "{s}");
        assert!(s.contains("^^^ here"), "{s}");
    }

    /// A message of several lines (the preprocessor's errors in a header)
    /// is said once.
    #[test]
    fn a_message_of_several_lines_is_said_once() {
        let files = vec![SourceFile::new("x.c", "int a;\n".to_string())];
        let s = Diagnostic::error(0..3, "rejected:\nh.h:1:10: fatal error").render(&files, false);
        assert_eq!(s.matches("fatal error").count(), 1, "{s}");
    }
}

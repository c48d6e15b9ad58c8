//! Reading the preprocessor's output with its comments kept (`cpp -E -C`):
//! the code with comments, line markers and directives blanked (same
//! offsets), the annotations of the main file, and the file and line each
//! offset comes from.

/// The preprocessed text, split.
pub(super) struct Scanned {
    /// The text with every comment, line marker and directive replaced by
    /// spaces (newlines kept): what the C parser reads.
    pub code: String,
    /// The text of each annotation comment (`/*@ ... */`, `//@ ...`) of
    /// the main file, without its delimiters.
    pub annotations: Vec<String>,
    /// For each line of the text: its start, whether it is the main
    /// file's, and its line there.
    lines: Vec<(usize, bool, usize)>,
}

impl Scanned {
    /// The main file's line that the text at `offset` comes from.
    pub(super) fn main_line(&self, offset: usize) -> Option<usize> {
        let k = self
            .lines
            .partition_point(|l| l.0 <= offset)
            .checked_sub(1)?;
        let (_, main, line) = self.lines[k];
        main.then_some(line)
    }
}

impl Scanned {
    /// The calls of the header's checked operations in the main file's
    /// code (`VM_rem_int`, `VM_div_double` ...): offset and name.
    pub(super) fn checked_operations(&self) -> Vec<(usize, &str)> {
        words(&self.code)
            .filter(|(at, w)| {
                (w.starts_with("VM_rem_") || w.starts_with("VM_div_"))
                    && self.main_line(*at).is_some()
            })
            .collect()
    }
}

/// The words (identifiers, keywords, numbers) of `text`, with their offsets.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() && !word(b[i]) {
            i += 1;
        }
        let start = i;
        while i < b.len() && word(b[i]) {
            i += 1;
        }
        (start < i).then(|| (start, &text[start..i]))
    })
}

/// Split `text`, the preprocessor's output for the file named `main`
/// (`None`: a text without line markers, all of it the main file's).
pub(super) fn scan(text: &str, main: Option<&str>) -> Scanned {
    let b = text.as_bytes();
    let mut code = b.to_vec();
    let mut annotations = Vec::new();
    let mut lines = Vec::new();
    let (mut in_main, mut line) = (main.is_none(), 1usize);
    let mut i = 0;
    let mut line_start = true;
    let blank = |code: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut code[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        if line_start {
            line_start = false;
            let rest = &text[i..];
            let end = rest.find('\n').map_or(b.len(), |k| i + k);
            let trimmed = text[i..end].trim_start();
            if let Some(d) = trimmed.strip_prefix('#') {
                // A line marker says where the next line comes from; any
                // other directive (`#pragma`) is not code either.
                if let Some((l, f)) = crate::cfront::preprocess::line_marker(d.trim_start()) {
                    lines.push((i, false, 0));
                    in_main = main.is_none_or(|m| f == m);
                    line = l;
                } else {
                    lines.push((i, in_main, line));
                    line += 1;
                }
                blank(&mut code, i, end);
                i = end;
                continue;
            }
            lines.push((i, in_main, line));
            line += 1;
        }
        match b[i] {
            b'\n' => {
                line_start = true;
                i += 1;
            }
            b'"' | b'\'' => i = crate::cfront::lexer::quoted_end(b, i, b[i]),
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let end = text[i + 2..].find("*/").map_or(b.len(), |k| i + 2 + k + 2);
                let inner = &text[i + 2..end.saturating_sub(2).max(i + 2)];
                if in_main && inner.starts_with('@') {
                    annotations.push(inner[1..].to_string());
                }
                blank(&mut code, i, end);
                // The lines the comment spans.
                for (k, _) in text[i..end].match_indices('\n') {
                    lines.push((i + k + 1, in_main, line));
                    line += 1;
                }
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(b.len(), |k| i + k);
                if in_main && text[i + 2..end].starts_with('@') {
                    annotations.push(text[i + 3..end].to_string());
                }
                blank(&mut code, i, end);
                i = end;
            }
            _ => i += 1,
        }
    }
    Scanned {
        code: String::from_utf8(code).unwrap_or_default(),
        annotations,
        lines,
    }
}

/// How many times each of `labels` is named in the annotations `texts`.
pub(super) fn label_counts<'a>(
    texts: &[String],
    labels: &std::collections::BTreeSet<&'a str>,
) -> std::collections::BTreeMap<&'a str, usize> {
    let mut out = std::collections::BTreeMap::new();
    for (_, w) in texts.iter().flat_map(|t| words(t)) {
        if let Some(&l) = labels.get(w) {
            *out.entry(l).or_insert(0) += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_markers_and_literals() {
        let text = "# 1 \"a.c\"\nint x; /*@ assert VM_a: 1; */\n# 3 \"h.h\" 1\n/*@ assert VM_b: 1; */ int y;\n# 7 \"a.c\" 2\nchar *s = \"/*@ VM_c */\"; //@ assert VM_d: 1;\n/* multi\nline */ int z;\n";
        let s = scan(text, Some("a.c"));
        assert_eq!(s.annotations, [" assert VM_a: 1; ", " assert VM_d: 1;"]);
        assert!(!s.code.contains("VM_a") && !s.code.contains("VM_d") && !s.code.contains('#'));
        assert!(s.code.contains("\"/*@ VM_c */\""));
        assert_eq!(s.code.len(), text.len());
        assert_eq!(s.main_line(text.find("int x").unwrap()), Some(1));
        assert_eq!(s.main_line(text.find("int y").unwrap()), None);
        assert_eq!(s.main_line(text.find("char").unwrap()), Some(7));
        assert_eq!(s.main_line(text.find("int z").unwrap()), Some(9));
        let labels = ["VM_a", "VM_d", "VM_c"].into_iter().collect();
        let counts = label_counts(&s.annotations, &labels);
        assert_eq!(counts.get("VM_a"), Some(&1));
        assert_eq!(counts.get("VM_c"), None);
    }

    #[test]
    fn checked_operations_of_the_main_file() {
        let text = "# 1 \"a.c\"\nint x = VM_rem_int(a, b); /* VM_rem_int */\n# 1 \"mpi.h\" 1\nint VM_rem_int(int, int);\n# 3 \"a.c\" 2\ndouble y = VM_div_double(c, d) + xVM_rem_int;\n";
        let s = scan(text, Some("a.c"));
        let names: Vec<&str> = s.checked_operations().into_iter().map(|(_, n)| n).collect();
        assert_eq!(names, ["VM_rem_int", "VM_div_double"]);
    }
}

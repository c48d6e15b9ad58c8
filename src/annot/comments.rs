//! ACSL annotation comments of the original file, their content with the
//! comment markers removed and `@` blanked, and what kind of annotation each is.

use crate::cfront::lexer::{TokKind, Token};
use crate::source::Span;

/// One `/*@ ... */` or `//@ ...` comment.
#[derive(Debug, Clone)]
pub struct AcslComment {
    /// Index of the comment in the original token list.
    pub token: usize,
    /// The whole comment, markers included.
    pub span: Span,
    /// Offset of the content (after `/*@` or `//@`).
    pub content_start: usize,
    /// The content with `@` outside literals replaced by spaces (same length).
    pub content: String,
}

/// What an annotation comment is, judged by its first word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnnotKind {
    /// Starts with `mpi begin` / `mpi end`.
    MpiStatement,
    /// Function contract clauses (`requires`, `mpi collective`, ...).
    Contract,
    /// `ghost` code.
    Ghost,
    /// Anything else (logic declarations, assertions, loop annotations ...).
    Other,
}

pub(crate) const CONTRACT_WORDS: [&str; 13] = [
    "requires",
    "ensures",
    "assigns",
    "behavior",
    "terminates",
    "decreases",
    "allocates",
    "frees",
    "exits",
    "complete",
    "disjoint",
    "assumes",
    "check",
];

impl AcslComment {
    pub fn from_token(src: &str, index: usize, t: &Token) -> Option<Self> {
        let TokKind::Comment { acsl: true, line } = t.kind else {
            return None;
        };
        let start = t.span.start + 3;
        let mut end = t.span.end;
        if !line && src[t.span.clone()].ends_with("*/") && end - 2 >= start {
            end -= 2;
        }
        let content = blank_ats(&src[start.min(end)..end]);
        Some(AcslComment {
            token: index,
            span: t.span.clone(),
            content_start: start.min(end),
            content,
        })
    }

    /// The first word of the content (`\`-words included).
    pub fn first_word(&self) -> &str {
        let s = self.content.trim_start();
        let n = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\\'))
            .unwrap_or(s.len());
        &s[..n]
    }

    /// The first two words, for `mpi begin`.
    fn second_word(&self) -> &str {
        let s = self.content.trim_start();
        let s = s[self.first_word().len()..].trim_start();
        let n = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        &s[..n]
    }

    pub fn kind(&self) -> AnnotKind {
        match self.first_word() {
            "mpi" if matches!(self.second_word(), "begin" | "end") => AnnotKind::MpiStatement,
            "mpi" => AnnotKind::Contract,
            "ghost" => AnnotKind::Ghost,
            w if CONTRACT_WORDS.contains(&w) => AnnotKind::Contract,
            _ => AnnotKind::Other,
        }
    }

    /// Whether the content mentions `mpi` as a word followed by a clause keyword.
    pub fn mentions_mpi_clause(&self) -> Option<usize> {
        let b = self.content.as_bytes();
        let mut i = 0;
        while let Some(pos) = self.content[i..].find("mpi") {
            let at = i + pos;
            let before_ok = at == 0
                || !(b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_' || b[at - 1] == b'\\');
            let rest = self.content[at + 3..].trim_start();
            let after_ok =
                at + 3 < b.len() && !(b[at + 3].is_ascii_alphanumeric() || b[at + 3] == b'_');
            if before_ok
                && after_ok
                && ["collective", "universal", "begin", "end"].iter().any(|k| {
                    rest.starts_with(k)
                        && !rest[k.len()..]
                            .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                })
            {
                return Some(self.content_start + at);
            }
            i = at + 3;
        }
        None
    }
}

/// Replace `@` outside string and character literals by a space.
pub(crate) fn blank_ats(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in s.chars() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q || c == '\n' {
                    quote = None;
                }
                out.push(c);
            }
            None => {
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                out.push(if c == '@' { ' ' } else { c });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfront::lexer::lex;

    fn comment(src: &str) -> AcslComment {
        let toks = lex(src);
        AcslComment::from_token(src, 0, &toks[0]).unwrap()
    }

    #[test]
    fn content_and_kind() {
        let c = comment("/*@ mpi begin region 1:\n  @ nummsg(s,d) = 0; */");
        assert_eq!(c.kind(), AnnotKind::MpiStatement);
        assert_eq!(c.content, " mpi begin region 1:\n    nummsg(s,d) = 0; ");
        assert_eq!(
            comment("//@ mpi end regions;").kind(),
            AnnotKind::MpiStatement
        );
        assert_eq!(
            comment("/*@ mpi collective; requires x; */").kind(),
            AnnotKind::Contract
        );
        assert_eq!(comment("/*@ requires x; */").kind(), AnnotKind::Contract);
        assert_eq!(comment("/*@ ghost int x; */").kind(), AnnotKind::Ghost);
        assert_eq!(
            comment("/*@ predicate P = \\true; */").kind(),
            AnnotKind::Other
        );
        assert_eq!(
            comment("/*@ assert s == \"@\"; */").content,
            " assert s == \"@\"; "
        );
    }

    #[test]
    fn finds_mpi_clauses_anywhere() {
        assert!(comment("/*@ ghost /@ mpi collective; @/ */")
            .mentions_mpi_clause()
            .is_some());
        assert!(comment("/*@ assert mpi_x == 1; */")
            .mentions_mpi_clause()
            .is_none());
        assert!(comment("/*@ logic integer mpi = 1; */")
            .mentions_mpi_clause()
            .is_none());
    }
}

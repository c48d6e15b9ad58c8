//! The link between the preprocessed text (what lang-c parses) and the user's
//! original text (what vmfc edits): a token of the preprocessed text is found
//! in the original by its line (from line markers), its text, and its rank
//! among the tokens of that text on that line. Where macros make the counts
//! differ the link is refused rather than guessed.

use super::lexer::{lex, TokKind, Token};
use crate::source::SourceFile;
use std::collections::HashMap;
use std::path::Path;

/// Why a preprocessed position has no place in the original text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unlocated {
    /// It comes from another file (a header), at this file name and line.
    OtherFile(String, usize),
    /// Macro expansion on that original line changes the tokens.
    Macro(usize),
}

#[derive(Debug, Clone)]
struct PpTok {
    start: usize,
    end: usize,
    file: usize,
    line: usize,
}

/// Tokens of the original file, grouped by line.
#[derive(Debug)]
pub struct OrigTokens {
    pub tokens: Vec<Token>,
    /// Line (1-based) of each token's start.
    pub lines: Vec<usize>,
    pub(super) by_line: HashMap<usize, Vec<usize>>,
}

impl OrigTokens {
    pub fn new(file: &SourceFile) -> Self {
        let tokens = lex(&file.text);
        let lines: Vec<usize> = tokens.iter().map(|t| file.line_of(t.span.start)).collect();
        let mut by_line: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, t) in tokens.iter().enumerate() {
            if t.is_code() {
                by_line.entry(lines[i]).or_default().push(i);
            }
        }
        OrigTokens {
            tokens,
            lines,
            by_line,
        }
    }

    /// Index of the token starting at byte `offset`, if any.
    pub fn at(&self, offset: usize) -> Option<usize> {
        self.tokens
            .binary_search_by_key(&offset, |t| t.span.start)
            .ok()
    }

    /// Index of the first token starting at or after `offset`.
    pub fn first_from(&self, offset: usize) -> usize {
        self.tokens.partition_point(|t| t.span.start < offset)
    }
}

/// Preprocessed tokens with their original file and line.
#[derive(Debug)]
pub struct PpMap {
    toks: Vec<PpTok>,
    by_start: HashMap<usize, usize>,
    files: Vec<String>,
    /// Whether each file is a system header (line-marker flag 3).
    system: Vec<bool>,
    /// Whether an `#include` entered each file (line-marker flag 1).
    included: Vec<bool>,
    /// Whether each file is vmfc's own header (`mark_ours`).
    ours: Vec<bool>,
    /// The file whose `#include` first entered each file.
    includer: Vec<Option<usize>>,
    main: usize,
    groups: HashMap<(usize, usize), Vec<usize>>,
}

impl PpMap {
    /// Index the preprocessed text; the main file is the one named by the first line marker.
    pub fn new(pp: &str) -> Self {
        let mut files: Vec<String> = Vec::new();
        let mut system: Vec<bool> = Vec::new();
        let mut included: Vec<bool> = Vec::new();
        let mut includer: Vec<Option<usize>> = Vec::new();
        let mut file_ids: HashMap<String, usize> = HashMap::new();
        let mut toks = Vec::new();
        let mut main = None;
        let (mut file, mut line) = (0usize, 1i64);
        let mut line_start_offset = 0usize;
        let bytes = pp.as_bytes();
        for t in lex(pp) {
            // Count the newlines between the last position and this token.
            let gap = bytes[line_start_offset..t.span.start]
                .iter()
                .filter(|&&c| c == b'\n')
                .count();
            line += gap as i64;
            line_start_offset = t.span.start;
            if t.kind == TokKind::Directive {
                if let Some((l, name, is_system, entered)) = parse_marker(&pp[t.span.clone()]) {
                    // A header found relative to the program (not in a
                    // system directory, whose paths the preprocessor gives
                    // in full) is the user's, even if it declares itself a
                    // system header (`#pragma GCC system_header`).
                    let is_system = is_system && Path::new(&name).is_absolute();
                    let next = file_ids.len();
                    let id = *file_ids.entry(name.clone()).or_insert(next);
                    if id == files.len() {
                        files.push(name);
                        system.push(is_system);
                        included.push(false);
                        includer.push(None);
                    }
                    if entered && includer[id].is_none() && id != file {
                        includer[id] = Some(file);
                    }
                    system[id] |= is_system;
                    included[id] |= entered;
                    main.get_or_insert(id);
                    file = id;
                    // The line after the marker is line `l`.
                    line = l as i64 - 1;
                }
                continue;
            }
            let inner = bytes[t.span.clone()]
                .iter()
                .filter(|&&c| c == b'\n')
                .count();
            toks.push(PpTok {
                start: t.span.start,
                end: t.span.end,
                file,
                line: line.max(0) as usize,
            });
            line += inner as i64;
            line_start_offset = t.span.end;
        }
        let by_start = toks.iter().enumerate().map(|(i, t)| (t.start, i)).collect();
        let mut groups: HashMap<(usize, usize), Vec<usize>> = HashMap::new();
        for (i, t) in toks.iter().enumerate() {
            groups.entry((t.file, t.line)).or_default().push(i);
        }
        PpMap {
            toks,
            by_start,
            files,
            ours: vec![false; system.len()],
            system,
            included,
            includer,
            main: main.unwrap_or(0),
            groups,
        }
    }

    /// File name and line of the preprocessed token starting at `pp_offset`
    /// (or of the next token when no token starts exactly there).
    pub fn origin(&self, pp_offset: usize) -> Option<(&str, usize, bool)> {
        let i = self.index_at(pp_offset)?;
        let t = &self.toks[i];
        Some((&self.files[t.file], t.line, t.file == self.main))
    }

    fn index_at(&self, pp_offset: usize) -> Option<usize> {
        self.by_start.get(&pp_offset).copied().or_else(|| {
            Some(self.toks.partition_point(|t| t.start < pp_offset))
                .filter(|&i| i < self.toks.len())
        })
    }

    /// The texts of the preprocessed tokens inside `pp_start..pp_end`.
    pub fn texts_in<'t>(&self, pp: &'t str, pp_start: usize, pp_end: usize) -> Vec<&'t str> {
        let first = self.toks.partition_point(|t| t.start < pp_start);
        self.toks[first..]
            .iter()
            .take_while(|t| t.end <= pp_end)
            .map(|t| &pp[t.start..t.end])
            .collect()
    }

    /// Index of the last preprocessed token ending at or before `pp_end`.
    pub fn last_token_before(&self, pp_end: usize) -> Option<usize> {
        self.toks
            .partition_point(|t| t.end <= pp_end)
            .checked_sub(1)
    }

    /// Start offset of the preprocessed token with this index.
    pub fn token_start(&self, i: usize) -> usize {
        self.toks[i].start
    }

    /// The original token of the main file that the preprocessed token
    /// starting at `pp_offset` comes from.
    pub fn locate(
        &self,
        pp: &str,
        orig: &OrigTokens,
        src: &str,
        pp_offset: usize,
    ) -> Result<usize, Unlocated> {
        self.locate_token(pp, self.main, orig, src, pp_offset)
    }

    /// The same in the file that line markers name `file` (a user header).
    pub fn locate_in(
        &self,
        pp: &str,
        file: &str,
        orig: &OrigTokens,
        src: &str,
        pp_offset: usize,
    ) -> Result<usize, Unlocated> {
        let f = self
            .files
            .iter()
            .position(|n| n == file)
            .ok_or(Unlocated::Macro(0))?;
        self.locate_token(pp, f, orig, src, pp_offset)
    }

    fn locate_token(
        &self,
        pp: &str,
        file: usize,
        orig: &OrigTokens,
        src: &str,
        pp_offset: usize,
    ) -> Result<usize, Unlocated> {
        let i = self.index_at(pp_offset).ok_or(Unlocated::Macro(0))?;
        let t = &self.toks[i];
        if t.file != file {
            return Err(Unlocated::OtherFile(self.files[t.file].clone(), t.line));
        }
        let text = &pp[t.start..t.end];
        let group = &self.groups[&(t.file, t.line)];
        let same: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&j| &pp[self.toks[j].start..self.toks[j].end] == text)
            .collect();
        let rank = same
            .iter()
            .position(|&j| j == i)
            .ok_or(Unlocated::Macro(t.line))?;
        let candidates: Vec<usize> = orig
            .by_line
            .get(&t.line)
            .map(|v| {
                v.iter()
                    .copied()
                    .filter(|&k| orig.tokens[k].text(src) == text)
                    .collect()
            })
            .unwrap_or_default();
        if candidates.len() != same.len() || !self.in_order(pp, group, orig, src, t.line) {
            return Err(Unlocated::Macro(t.line));
        }
        Ok(candidates[rank])
    }

    /// Whether matching the line's tokens by text and rank keeps their
    /// order. A macro that adds a token and another that drops one of the
    /// same text (`#define M (a / b)`, `#define DROP(e) 0`, `M +
    /// DROP(a / c)`) leave the counts equal and match the added token to
    /// the dropped one (hunt 112: vmfc's check went inside `DROP(...)`,
    /// which the preprocessor drops again); the other tokens' matches then
    /// cross it. Texts whose counts differ are not matched, and do not
    /// count.
    fn in_order(
        &self,
        pp: &str,
        group: &[usize],
        orig: &OrigTokens,
        src: &str,
        line: usize,
    ) -> bool {
        let empty = Vec::new();
        let originals = orig.by_line.get(&line).unwrap_or(&empty);
        let mut by_text: HashMap<&str, (Vec<usize>, Vec<usize>)> = HashMap::new();
        for &j in group {
            let tk = &self.toks[j];
            by_text.entry(&pp[tk.start..tk.end]).or_default().0.push(j);
        }
        for &k in originals {
            if let Some(e) = by_text.get_mut(orig.tokens[k].text(src)) {
                e.1.push(k);
            }
        }
        let mut pairs: Vec<(usize, usize)> = by_text
            .values()
            .filter(|(a, b)| a.len() == b.len())
            .flat_map(|(a, b)| a.iter().copied().zip(b.iter().copied()))
            .collect();
        pairs.sort_unstable();
        pairs.windows(2).all(|w| w[0].1 < w[1].1)
    }
}

/// `# 12 "file" flags` -> (12, "file", is a system header (flag 3),
/// enters the file by an `#include` (flag 1)).
pub(crate) fn parse_marker(d: &str) -> Option<(usize, String, bool, bool)> {
    let rest = d.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").map_or(rest, str::trim_start);
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let line: usize = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim_start();
    let name = rest.strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = name.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                let flags: Vec<&str> = chars.as_str().split_whitespace().collect();
                return Some((line, out, flags.contains(&"3"), flags.contains(&"1")));
            }
            // GCC quotes `\`, `"` and a newline (`\n`, hunt 73: read as
            // `n`, a name no file has).
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    None
}

mod distrust;
mod files;
#[cfg(test)]
mod tests;

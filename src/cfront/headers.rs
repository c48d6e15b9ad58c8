//! The user's headers, read once by the front end (text, tokens, ACSL
//! comments), and the functions defined outside the main file's C code:
//! in those headers, and in ghost code (`/*@ ghost ... */`, which the C
//! parser never sees) of the main file and the headers.

use super::lexer::{lex, TokKind, Token};
use super::ppmap::OrigTokens;
use super::Frontend;
use crate::annot::comments::{AcslComment, AnnotKind};
use crate::source::{SourceFile, Span};

/// A header of the user, included by the main file.
#[derive(Debug)]
pub struct Header {
    /// The file as the line markers name it.
    pub marker: String,
    pub file: SourceFile,
    pub orig: OrigTokens,
    /// Its ACSL comments, in order.
    pub comments: Vec<AcslComment>,
}

impl Header {
    pub(super) fn load(marker: &str) -> std::io::Result<Header> {
        let bytes = std::fs::read(marker)?;
        let file = SourceFile::new(marker, String::from_utf8_lossy(&bytes).into_owned());
        let orig = OrigTokens::new(&file);
        let comments = acsl_comments(&file.text, &orig.tokens);
        Ok(Header {
            marker: marker.to_string(),
            file,
            orig,
            comments,
        })
    }
}

/// The ACSL comments among `tokens` of `text`.
pub(crate) fn acsl_comments(text: &str, tokens: &[Token]) -> Vec<AcslComment> {
    tokens
        .iter()
        .enumerate()
        .filter_map(|(i, t)| AcslComment::from_token(text, i, t))
        .collect()
}

/// A function defined in a user header or in ghost code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub name: String,
    /// Where: 0 is the main file, `i + 1` the header `Frontend::headers[i]`.
    pub file: usize,
    /// Byte offset of the name in that file.
    pub at: usize,
    /// The contract right before the definition: its span in that file and
    /// its content (markers removed, `@` blanked).
    pub contract: Option<(Span, String)>,
    pub how: Found,
}

/// How sure the front end is of a definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// Its name is written in the file: `contract` is right.
    Located,
    /// The C parser found it in a header, but its name is not written
    /// there (made by a macro): whether it has a contract is unknown.
    Unlocated,
    /// Not a definition: a function-like macro used at file scope of ghost
    /// code (at `at`), whose definitions vmfc cannot see.
    GhostMacro,
}

impl Definition {
    /// Whether it has a contract, or may have one (`Unlocated`: it is then
    /// verified, so that a contract Frama-C sees is never trusted unproved).
    pub fn has_contract(&self) -> bool {
        self.contract.is_some() || self.how == Found::Unlocated
    }
}

/// The index in `comments` of the contract right before the declaration
/// whose name is token `name_tok`: an ACSL comment of contract clauses,
/// with only plain comments between it and the declaration.
pub(crate) fn contract_before(
    tokens: &[Token],
    text: &str,
    comments: &[AcslComment],
    name_tok: usize,
) -> Option<usize> {
    let mut k = name_tok;
    while let Some(p) = k.checked_sub(1) {
        if !tokens[p].is_code() || matches!(tokens[p].text(text), ";" | "}" | "{") {
            break;
        }
        k = p;
    }
    let mut p = k.checked_sub(1)?;
    loop {
        let t = &tokens[p];
        if t.is_acsl() {
            let ci = comments.iter().position(|c| c.token == p)?;
            return (comments[ci].kind() == AnnotKind::Contract).then_some(ci);
        }
        if t.is_code() || matches!(t.kind, TokKind::Directive) {
            return None;
        }
        p = p.checked_sub(1)?;
    }
}

impl Frontend {
    /// The contracts written in the user's headers before a declaration of
    /// the function `name` (a prototype or a definition): each as its
    /// header's index in `headers` and the comment.
    pub(crate) fn header_contracts(&self, name: &str) -> Vec<(usize, &AcslComment)> {
        let mut out = Vec::new();
        for (hi, h) in self.headers.iter().enumerate() {
            let (text, toks) = (&h.file.text, &h.orig.tokens);
            for c in h
                .comments
                .iter()
                .filter(|c| c.kind() == AnnotKind::Contract)
            {
                // The declaration the contract comes before: up to `;` or `{`.
                let decl: Vec<&str> = toks[c.token + 1..]
                    .iter()
                    .filter(|u| !matches!(u.kind, TokKind::Comment { acsl: false, .. }))
                    .take_while(|u| u.is_code())
                    .map(|u| u.text(text))
                    .take_while(|u| *u != ";" && *u != "{")
                    .collect();
                if decl.windows(2).any(|w| w[0] == name && w[1] == "(") {
                    out.push((hi, c));
                }
            }
        }
        out
    }

    /// Where the preprocessed token at `pp` is written, as a file index
    /// (0 the main file, `i + 1` the header `headers[i]`) and a span: the
    /// token's own in the main file, its line's where it cannot be located
    /// (a header, a macro expansion); `(0, 0..0)` outside the user's files.
    pub fn place(&self, pp: usize) -> (usize, Span) {
        if let Ok(k) = self.locate(pp) {
            return (0, self.orig.tokens[k].span.clone());
        }
        let Some((file, line, main)) = self.map.origin(pp) else {
            return (0, 0..0);
        };
        if main {
            return (0, self.file.line_span(line));
        }
        match self.headers.iter().position(|h| h.marker == file) {
            Some(i) => (i + 1, self.headers[i].file.line_span(line)),
            None => (0, 0..0),
        }
    }

    /// The contract before the declaration whose name is at `pp` in a user
    /// header (its span there), or `Err` when the name is not written in
    /// the header (a macro makes it).
    pub(crate) fn header_declaration_contract(
        &self,
        pp: usize,
    ) -> Result<Option<(usize, Span)>, ()> {
        let (hi, Some(k)) = self.header_token(pp).ok_or(())? else {
            return Err(());
        };
        let h = &self.headers[hi];
        let c = contract_before(&h.orig.tokens, &h.file.text, &h.comments, k);
        Ok(c.map(|ci| (hi + 1, h.comments[ci].span.clone())))
    }

    /// The user header the preprocessed token at `pp` comes from (its
    /// index in `headers`, `None` for another file) and the token there
    /// (`None` when a macro writes it).
    fn header_token(&self, pp: usize) -> Option<(usize, Option<usize>)> {
        let Some((marker, _, false)) = self.map.origin(pp) else {
            return None;
        };
        let hi = self.headers.iter().position(|h| h.marker == marker)?;
        let h = &self.headers[hi];
        let k = (self.map).locate_in(&self.pp.text, marker, &h.orig, &h.file.text, pp);
        Some((hi, k.ok()))
    }

    /// The functions defined with a body in the user's headers (found by
    /// the C parser, placed in the header by the line markers) and in ghost
    /// code, the main file's first; computed once, when the file is loaded.
    pub fn other_definitions(&self) -> &[Definition] {
        &self.definitions
    }

    pub(super) fn find_other_definitions(&self) -> Vec<Definition> {
        let mut out: Vec<Definition> = ghost_definitions(&self.file.text, &self.orig.tokens, 0);
        for f in self.prog.functions.iter().filter(|f| f.body.is_some()) {
            let Some((hi, k)) = self.header_token(f.pp_name) else {
                continue;
            };
            let h = &self.headers[hi];
            let Some(k) = k else {
                out.push(Definition {
                    name: f.name.clone(),
                    file: hi + 1,
                    at: 0,
                    contract: None,
                    how: Found::Unlocated,
                });
                continue;
            };
            let contract = contract_before(&h.orig.tokens, &h.file.text, &h.comments, k)
                .map(|ci| (h.comments[ci].span.clone(), h.comments[ci].content.clone()));
            out.push(Definition {
                name: f.name.clone(),
                file: hi + 1,
                at: h.orig.tokens[k].span.start,
                contract,
                how: Found::Located,
            });
        }
        for (hi, h) in self.headers.iter().enumerate() {
            out.extend(ghost_definitions(&h.file.text, &h.orig.tokens, hi + 1));
        }
        out
    }
}

/// Function definitions in the ghost code of `text`'s annotations (its
/// tokens `tokens`) at file scope (outside every brace of the C code);
/// `file` as in `Definition`.
fn ghost_definitions(text: &str, tokens: &[Token], file: usize) -> Vec<Definition> {
    let mut depth = 0i32;
    let mut out = Vec::new();
    for t in tokens {
        if t.is_code() {
            match t.text(text) {
                "{" => depth += 1,
                "}" => depth -= 1,
                _ => {}
            }
            continue;
        }
        if depth != 0 || !t.is_acsl() {
            continue;
        }
        let c = &text[t.span.clone()];
        let inner = c.strip_prefix("/*@").and_then(|s| s.strip_suffix("*/"));
        let Some(inner) = inner.or_else(|| c.strip_prefix("//@")) else {
            continue;
        };
        if let Some(code) = inner.trim_start().strip_prefix("ghost") {
            let base = t.span.start + 3 + (inner.len() - code.len());
            out.extend(ghost_code_definitions(code, base, file));
        }
    }
    out
}

/// Ghost code with its nested annotations (`/@ ... @/`) written as ACSL
/// comments, read as the main file's are, and the offsets (in the result)
/// where a `*` was added, to map offsets back.
fn with_acsl_comments(ghost: &str) -> (String, Vec<usize>) {
    let mut text = String::with_capacity(ghost.len() + 8);
    let mut inserted = Vec::new();
    let mut rest = ghost;
    while let Some(p) = rest.find("/@") {
        text.push_str(&rest[..p]);
        inserted.push(text.len() + 1);
        text.push_str("/*@");
        rest = &rest[p + 2..];
    }
    text.push_str(rest);
    (text.replace("@/", "*/"), inserted)
}

/// Function definitions at brace depth 0 of ghost code (at byte `base` of
/// its file): `name ( ... ) {`, with the contract (`/@ ... @/`, the nested
/// annotations of ghost code) that directly precedes the declaration.
fn ghost_code_definitions(ghost: &str, base: usize, file: usize) -> Vec<Definition> {
    let (text, inserted) = with_acsl_comments(ghost);
    let orig = |off: usize| base + off - inserted.iter().filter(|&&i| i < off).count();
    let toks = lex(&text);
    let comments = acsl_comments(&text, &toks);
    let code: Vec<usize> = (0..toks.len()).filter(|&i| toks[i].is_code()).collect();
    let t = |i: usize| toks[i].text(&text);
    let mut out = Vec::new();
    let mut depth = 0i32;
    for (ci, &i) in code.iter().enumerate() {
        match t(i) {
            "{" => depth += 1,
            "}" => depth -= 1,
            "(" if depth == 0 && ci > 0 && toks[code[ci - 1]].kind == TokKind::Ident => {
                let mut d = 0;
                let close = code[ci..].iter().position(|&j| {
                    match t(j) {
                        "(" => d += 1,
                        ")" => d -= 1,
                        _ => {}
                    }
                    d == 0
                });
                let Some(close) = close.map(|c| ci + c) else {
                    continue;
                };
                let name_tok = code[ci - 1];
                match code.get(close + 1).map(|&k| t(k)) {
                    Some("{") => {}
                    // A prototype, or a declarator in a list.
                    Some(";" | "," | "=" | ")" | "[") => continue,
                    // `M(x)` at file scope: a macro that makes declarations.
                    _ => {
                        // Where a declaration starts: first, or after `;` or `}`.
                        let keyword = matches!(
                            t(name_tok),
                            "if" | "for" | "while" | "switch" | "return" | "sizeof"
                        );
                        if !keyword && (ci < 2 || matches!(t(code[ci - 2]), ";" | "}")) {
                            out.push(Definition {
                                name: t(name_tok).to_string(),
                                file,
                                at: orig(toks[name_tok].span.start),
                                contract: None,
                                how: Found::GhostMacro,
                            });
                        }
                        continue;
                    }
                }
                let contract = contract_before(&toks, &text, &comments, name_tok).map(|c| {
                    let c = &comments[c];
                    (orig(c.span.start)..orig(c.span.end), c.content.clone())
                });
                out.push(Definition {
                    name: t(name_tok).to_string(),
                    file,
                    at: orig(toks[name_tok].span.start),
                    contract,
                    how: Found::Located,
                });
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ghost_functions_and_their_contracts() {
        let src = "/*@ ghost\n  /@ requires n >= 0; ensures P(n); assigns \\nothing; @/\n  void L(int n) { }\n  int helper(int n) { if (n) { } return n; }\n  int proto(int);\n*/\n/*@ lemma a: \\true; */\nint c_code(void) { return 0; }\n";
        let defs = ghost_definitions(src, &lex(src), 0);
        let names: Vec<(&str, bool)> = defs
            .iter()
            .map(|d| (d.name.as_str(), d.has_contract()))
            .collect();
        assert_eq!(names, [("L", true), ("helper", false)]);
        // Offsets are the file's.
        assert_eq!(&src[defs[0].at..defs[0].at + 1], "L");
        assert_eq!(&src[defs[1].at..defs[1].at + 6], "helper");
        let (span, content) = defs[0].contract.clone().unwrap();
        assert_eq!(
            &src[span],
            "/@ requires n >= 0; ensures P(n); assigns \\nothing; @/"
        );
        assert!(content.trim_start().starts_with("requires n >= 0;"));
    }
}

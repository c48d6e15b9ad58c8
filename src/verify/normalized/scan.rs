//! Reading Frama-C's printed program: its tokens, each variable named by
//! its identity (`x@12`, from the printer's `/* vid:12 */x`), and which
//! variables are pointers or arrays, from their one declaration.

use std::collections::HashSet;

/// `text` with every variable's name suffixed by its identity: the
/// printer marks each occurrence (`/* vid:12 */x`, `/* vid:12, lvid:12
/// */x`, a logic variable's `/* lvid:7 */i`), which becomes `x@12`
/// (`i@l7`). Two variables of the same name in different scopes become
/// two names; no C or ACSL name contains `@`.
pub(super) fn with_identities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        if rest.starts_with('"') || rest.starts_with('\'') {
            let n = literal_len(rest);
            out.push_str(&rest[..n]);
            i += n;
            continue;
        }
        if let Some(mark) = rest
            .strip_prefix("/* ")
            .filter(|m| m.starts_with("vid:") || m.starts_with("lvid:"))
        {
            if let Some(end) = mark.find("*/") {
                let id = identity(&mark[..end]);
                let after = mark[end + 2..].trim_start();
                let skipped = rest.len() - after.len();
                let name = after
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(after.len());
                out.push_str(&after[..name]);
                if name > 0 {
                    out.push('@');
                    out.push_str(&id);
                }
                i += skipped + name;
                continue;
            }
        }
        let c = rest.chars().next().expect("non-empty");
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// `vid:12, lvid:12 ` -> `12`; `lvid:7 ` -> `l7`.
fn identity(mark: &str) -> String {
    let num = |k: &str| -> String {
        let at = mark.find(k).map_or(mark.len(), |p| p + k.len());
        mark[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect()
    };
    if mark.starts_with("vid:") {
        num("vid:")
    } else {
        format!("l{}", num("lvid:"))
    }
}

/// Whether `t` is a C variable (or function) marked with its identity,
/// `x@12`, not a logic one (`i@l4`).
pub(super) fn is_variable(t: &str) -> bool {
    t.split_once('@')
        .is_some_and(|(_, id)| id.starts_with(|c: char| c.is_ascii_digit()))
}

/// Ghost code without the annotations inside it (`/@ ... @/`: a ghost
/// function's contract, which names its formals before their
/// declaration, a loop invariant). Literals are text (hunt 39: `"/@"`
/// and `"@/"` hid the code between them); an annotation that does not
/// end is kept.
pub(super) fn without_annotations(ghost: &str) -> String {
    split_annotations(ghost).0
}

/// Ghost code split into its code (as [`without_annotations`]) and the
/// annotations inside it, each between `/@` and `@/`.
pub(super) fn split_annotations(ghost: &str) -> (String, Vec<&str>) {
    let mut out = String::with_capacity(ghost.len());
    let mut nested = Vec::new();
    let mut i = 0;
    while i < ghost.len() {
        let rest = &ghost[i..];
        let n = if rest.starts_with('"') || rest.starts_with('\'') {
            literal_len(rest)
        } else if rest.starts_with("/@") {
            match past(ghost, i + 2, "@/") {
                Some(end) => {
                    nested.push(&ghost[i + 2..end - 2]);
                    out.push(' ');
                    i = end;
                    continue;
                }
                None => 2,
            }
        } else {
            rest.chars().next().map_or(1, char::len_utf8)
        };
        out.push_str(&rest[..n]);
        i += n;
    }
    (out, nested)
}

/// Past the first `end` in `text` from `from` that is outside a literal.
fn past(text: &str, from: usize, end: &str) -> Option<usize> {
    let mut k = from;
    while k < text.len() {
        let rest = &text[k..];
        if rest.starts_with('"') || rest.starts_with('\'') {
            k += literal_len(rest);
        } else if rest.starts_with(end) {
            return Some(k + end.len());
        } else {
            k += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    None
}

/// Whether a number token is hexadecimal (`0x1p-3`, `0XFF`).
pub(super) fn is_hex(t: &str) -> bool {
    t.starts_with("0x") || t.starts_with("0X")
}

/// Whether the `(` at `k` opens arguments or parameters: it follows a
/// name (not a keyword before an expression, nor an ACSL clause's), a
/// `)` or a `]`.
pub(super) fn after_name(code: &[&str], k: usize) -> bool {
    k > 0
        && ((is_ident(code[k - 1])
            && !super::BEFORE_EXPRESSION.contains(&code[k - 1])
            && !super::wide::CLAUSES.contains(&code[k - 1]))
            || matches!(code[k - 1], ")" | "]"))
}

/// A name without its identity: `x@12` -> `x`.
pub(super) fn base(name: &str) -> &str {
    name.split('@').next().unwrap_or(name)
}

/// Identifiers (a leading `\` included, and an identity), numbers and
/// single punctuation.
pub(super) fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut i = 0;
    let b = s.as_bytes();
    let word = |ch: char| ch.is_ascii_alphanumeric() || ch == '_' || ch == '@';
    while i < b.len() {
        let c = b[i];
        let len = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c == b'"' || c == b'\'' {
            literal_len(&s[i..])
        } else if c.is_ascii_digit() {
            // A number, `1.5e-3` included as far as it matters here.
            1 + (s[i + 1..].find(|ch: char| !(word(ch) || ch == '.'))).unwrap_or(s.len() - i - 1)
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'\\' {
            // A name (not `s.a`: hunt 37).
            1 + s[i + 1..]
                .find(|ch: char| !word(ch))
                .unwrap_or(s.len() - i - 1)
        } else {
            s[i..].chars().next().map_or(1, char::len_utf8)
        };
        out.push(&s[i..i + len]);
        i += len;
    }
    out
}

/// The length of the string or character literal `s` starts with.
pub(super) fn literal_len(s: &str) -> usize {
    let quote = s.as_bytes()[0];
    let mut k = 1;
    while k < s.len() {
        match s.as_bytes()[k] {
            b'\\' => k += 2,
            q if q == quote => return k + 1,
            _ => k += 1,
        }
    }
    s.len()
}

/// Where the comment that starts at `i` (`/*`) ends, past its `*/`; a
/// `*/` inside a literal of ghost code does not end it.
pub(super) fn comment_end(text: &str, i: usize) -> usize {
    past(text, i + 2, "*/").unwrap_or(text.len())
}

pub(super) fn is_ident(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// The code's tokens: C code and ghost code, not the other annotations
/// (a contract names the formals before their declaration) nor comments.
pub(super) fn code_tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: &str| out.extend(tokens(s).into_iter().map(str::to_string));
    let mut from = 0;
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        if rest.starts_with('"') || rest.starts_with('\'') {
            i += literal_len(rest);
        } else if rest.starts_with("/*") || rest.starts_with("//") {
            add(&text[from..i]);
            let end = if rest.starts_with("//") {
                rest.find('\n').map_or(text.len(), |e| i + e)
            } else {
                comment_end(text, i)
            };
            let inner = text[i + 2..end].trim_end_matches("*/");
            if let Some(ghost) = ghost_code(inner) {
                add(&ghost);
            }
            i = end;
            from = end;
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    add(&text[from..]);
    out
}

/// The code of a ghost annotation (`inner`: between `/*` and `*/`),
/// without the annotations inside it.
pub(super) fn ghost_code(inner: &str) -> Option<String> {
    ghost_text(inner).map(without_annotations)
}

/// The text of a ghost annotation after `ghost`, annotations included.
pub(super) fn ghost_text(inner: &str) -> Option<&str> {
    inner.strip_prefix('@')?.trim_start().strip_prefix("ghost")
}

/// Each variable's (and function's, `x@12`) first occurrence in the code,
/// which is its declaration: its position and name.
pub(super) fn declarations<'a>(code: &[&'a str]) -> Vec<(usize, &'a str)> {
    let mut seen = HashSet::new();
    (code.iter().copied().enumerate())
        .filter(|(_, t)| is_variable(t) && seen.insert(*t))
        .collect()
}

/// The variables (`x@12`) declared as pointers or arrays: at the first
/// occurrence of each in the code, which is its declaration, stars after
/// a type (qualifiers between them), or `[` after the name. A
/// declaration vmfc cannot read this way counts as no pointer.
pub(super) fn pointers(code: &[&str]) -> HashSet<String> {
    let mut out = HashSet::new();
    let qualifier = |t: &str| {
        matches!(
            t,
            "const" | "volatile" | "restrict" | "__restrict" | "\\ghost"
        )
    };
    let typeish = |t: &str| is_ident(t) && !t.contains('@') && !super::KEYWORDS.contains(&t);
    for (k, name) in declarations(code) {
        let mut j = k;
        let mut stars = false;
        while j > 0 && (code[j - 1] == "*" || qualifier(code[j - 1])) {
            stars |= code[j - 1] == "*";
            j -= 1;
        }
        // The type before: a word, or `(` after one (`int (*fp)(void)`).
        let typed = j > 0
            && (typeish(code[j - 1]) || (code[j - 1] == "(" && j > 1 && typeish(code[j - 2])));
        let array = code.get(k + 1) == Some(&"[");
        if typed && (stars || array) {
            out.insert(name.to_string());
        }
    }
    out
}

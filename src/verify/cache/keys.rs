//! The cache keys: what a function's goals depend on. That is the whole
//! program: the function's own text as written (its goals are placed
//! relative to its first line), the other bodies as tokens (annotations
//! and directives included, layout and plain comments not), the text vmfc
//! generates, the definitions generated at file scope, the headers, the
//! toolchain and the options. Other bodies count because Wp's goals depend
//! on them: a call into the function's own cycle of the call graph gets a
//! `decreases` goal, and the separation Wp checks at a call comes from the
//! globals the callee's body uses (hunt 27: a callee's body that closed a
//! cycle, or read a global the caller passed by address, replayed the
//! caller's old results). Generated names that only say where a check is
//! (`VM_send_tag_51_9`) and vmfc's comments are left out, so that a line
//! added to another body does not make a function's goals run again.

use crate::cfront::lexer::TokKind;
use crate::source::Span;
use crate::transform::checks::Label;
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// Bumped whenever the meaning of a cache entry changes.
const FORMAT: &str = "vmfc-results-6";

/// What a run's keys are computed from.
pub(crate) struct Source<'a> {
    /// The input file's text.
    pub text: &'a str,
    /// The function bodies in it: name and span.
    pub bodies: &'a [(String, Span)],
    /// Its preprocessor directives, whole (continuation lines and comments
    /// that run on included).
    pub directives: &'a [Span],
    /// vmfc's edits of it: the range replaced and the text.
    pub generated: &'a [(Span, String)],
    /// The text vmfc generates at file scope (definitions, frame lemmas).
    pub globals: &'a str,
}

/// Cache keys of one run.
#[derive(Debug, Clone)]
pub(crate) struct Keys {
    pub functions: HashMap<String, String>,
    pub lemmas: String,
}

/// The keys of a transformed program's `functions` and lemmas.
pub(crate) fn keys_of_run(
    t: &crate::pipeline::Transformed,
    functions: &[String],
    context: &str,
) -> Keys {
    let src = Source {
        text: &t.frontend.file.text,
        bodies: &t.frontend.body_spans(),
        directives: &t.frontend.directive_spans(),
        generated: &t.output.generated,
        globals: &t.output.globals,
    };
    keys(&src, functions, context)
}

/// The keys of `functions` and of the lemmas; `context` holds everything
/// else a result depends on (toolchain fingerprint, options, headers).
pub(crate) fn keys(src: &Source, functions: &[String], context: &str) -> Keys {
    let digest = |parts: &[&str]| {
        let mut h = Sha256::new();
        h.update(FORMAT);
        for p in parts {
            h.update((p.len() as u64).to_le_bytes());
            h.update(p.as_bytes());
        }
        crate::verify::toolchain::hex(&h.finalize())
    };
    let globals = normalize(src.globals);
    let mut map = HashMap::new();
    for f in functions {
        let keep = (src.bodies.iter().find(|(n, _)| n == f)).map_or(0..0, |(_, s)| s.clone());
        map.insert(
            f.clone(),
            digest(&[
                "function",
                f,
                context,
                &with_other_bodies_as_tokens(src, &keep),
                &generated_outside(src, &[]),
                &globals,
            ]),
        );
    }
    Keys {
        functions: map,
        lemmas: digest(&[
            "lemmas",
            context,
            &without_bodies(src, None),
            &generated_outside(src, &blanked(src, None)),
            &globals,
        ]),
    }
}

/// The input with every body but `keep` replaced by its tokens, one per
/// line: plain comments and layout left out, annotations and directives
/// whole.
fn with_other_bodies_as_tokens(src: &Source, keep: &Span) -> String {
    let text = src.text;
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for b in blanked(src, Some(keep)) {
        if b.start < pos || b.end > text.len() {
            continue;
        }
        out.push_str(&text[pos..b.start]);
        for t in crate::cfront::lexer::lex(&text[b.clone()]) {
            if !matches!(t.kind, TokKind::Comment { acsl: false, .. }) {
                out.push_str(&text[b.start + t.span.start..b.start + t.span.end]);
                out.push('\n');
            }
        }
        pos = b.end;
    }
    out.push_str(&text[pos..]);
    out
}

/// The input with every body but `keep` replaced by `{}` followed by the
/// preprocessor directives it holds, each whole (what the lemmas depend on).
fn without_bodies(src: &Source, keep: Option<&Span>) -> String {
    let text = src.text;
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for b in blanked(src, keep) {
        if b.start < pos || b.end > text.len() {
            continue;
        }
        out.push_str(&text[pos..b.start]);
        out.push_str("{}");
        for d in src.directives.iter().filter(|d| inside(d, b)) {
            out.push('\n');
            out.push_str(&text[d.clone()]);
        }
        pos = b.end;
    }
    out.push_str(&text[pos..]);
    out
}

/// The bodies left out, in order.
fn blanked<'s>(src: &'s Source, keep: Option<&Span>) -> Vec<&'s Span> {
    let mut spans: Vec<&Span> = src
        .bodies
        .iter()
        .map(|(_, s)| s)
        .filter(|b| Some(*b) != keep)
        .collect();
    spans.sort_by_key(|s| s.start);
    spans
}

fn inside(inner: &Span, outer: &Span) -> bool {
    outer.start <= inner.start && inner.end <= outer.end
}

/// vmfc's edits outside `bodies`, in order, each with the
/// number of bodies before it (which gap between bodies it is in).
fn generated_outside(src: &Source, bodies: &[&Span]) -> String {
    let mut edits: Vec<&(Span, String)> = src.generated.iter().collect();
    edits.sort_by_key(|(r, _)| (r.start, r.end > r.start));
    let mut out = String::new();
    for (range, text) in edits {
        if bodies.iter().any(|b| inside(range, b)) {
            continue;
        }
        let gap = src
            .bodies
            .iter()
            .filter(|(_, b)| b.end <= range.start)
            .count();
        out.push_str(&format!("{gap}:{}\n", normalize(text)));
    }
    out
}

/// Generated text without what only says where things are: vmfc's
/// comments (`/* vmfc: ... at line 12:3 */`) and the names of checks and
/// of the user's unnamed properties (`VM_send_tag_51_9`, `VM_u_12_3`),
/// which no generated text refers to.
fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("/* vmfc:") {
        out.push_str(&rest[..i]);
        match rest[i..].find("*/") {
            Some(j) => rest = &rest[i + j + 2..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    let mut names = String::with_capacity(out.len());
    let b = out.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = &out[start..i];
            names.push_str(if is_place_name(word) { "VM_L" } else { word });
        } else {
            let len = out[i..].chars().next().map_or(1, char::len_utf8);
            names.push_str(&out[i..i + len]);
            i += len;
        }
    }
    names
}

/// A check's label or the name of a user property (`VM_u_<line>_<col>`).
fn is_place_name(word: &str) -> bool {
    if !word.starts_with("VM_") {
        return false;
    }
    let user = word.strip_prefix("VM_u_").is_some_and(|rest| {
        let parts: Vec<&str> = rest.split('_').collect();
        parts.len() == 2 && parts.iter().all(|p| p.parse::<usize>().is_ok())
    });
    user || word.parse::<Label>().is_ok()
}

#[cfg(test)]
mod tests;

//! The user's annotations as the token-level rules read them: every ACSL
//! comment of the user's files (inside macro definitions too), and its
//! tokens with the user's macros expanded.

use crate::annot::comments::blank_ats;
use crate::annot::term;
use crate::annot::term::{TermTok, Tk};
use crate::cfront::lexer::{lex, TokKind};
use crate::cfront::Frontend;
use crate::source::SourceFile;
use std::collections::HashSet;

/// A macro: parameter names (`None`: object-like) and body.
type MacroDef = (Option<Vec<String>>, String);

/// One ACSL comment of the user's files.
pub(crate) struct UserAnnotation {
    /// Index of the file in the user's files.
    pub file: usize,
    /// The comment, markers included, its `@`s blanked.
    pub text: String,
    /// Where the comment starts in the file.
    pub at: usize,
    /// Inside braces of the C code (a function body, mostly).
    pub in_body: bool,
    /// Inside a macro definition.
    pub in_macro: bool,
    /// Its tokens as written.
    raw: Vec<TermTok>,
    /// Its tokens with the user's macros expanded (`None`: nested too deep
    /// to read).
    expanded: Option<Vec<TermTok>>,
}

impl UserAnnotation {
    /// Its text after the `/*@` or `//@`, and where that starts.
    pub(super) fn body(&self) -> (&str, usize) {
        (self.text.get(3..).unwrap_or(""), self.at + 3)
    }

    /// Its tokens as written, and with the user's macros expanded (`None`:
    /// nested too deep to read).
    pub(super) fn tokens(&self) -> (&[TermTok], Option<&[TermTok]>) {
        (&self.raw, self.expanded.as_deref())
    }
}

/// Every ACSL comment of `files` (the user's files of `fe`), in order,
/// read once for all the rules on annotations.
pub(crate) fn user_annotations(fe: &Frontend, files: &[SourceFile]) -> Vec<UserAnnotation> {
    let mut out = comments(files);
    for a in &mut out {
        let (body, at) = a.body();
        a.raw = term::lex(body, at);
        a.expanded = expand_macros(fe, &a.raw);
    }
    out
}

/// Every ACSL comment of `files`, in order, not yet read.
fn comments(files: &[SourceFile]) -> Vec<UserAnnotation> {
    let mut out = Vec::new();
    for (fi, file) in files.iter().enumerate() {
        // Braces of the C code: an annotation at depth 0 is at file scope.
        let mut depth = 0usize;
        for t in lex(&file.text) {
            match (&t.kind, t.text(&file.text)) {
                (TokKind::Punct, "{" | "<%") => depth += 1,
                (TokKind::Punct, "}" | "%>") => depth = depth.saturating_sub(1),
                _ => {}
            }
            let one = |text: &str, at: usize, in_macro: bool| UserAnnotation {
                file: fi,
                text: blank_ats(text),
                at,
                in_body: depth > 0,
                in_macro,
                raw: Vec::new(),
                expanded: None,
            };
            match t.kind {
                TokKind::Comment { acsl: true, .. } => {
                    out.push(one(&file.text[t.span.clone()], t.span.start, false));
                }
                TokKind::Directive => {
                    let d = &file.text[t.span.clone()];
                    for c in lex(d) {
                        if matches!(c.kind, TokKind::Comment { acsl: true, .. }) {
                            out.push(one(&d[c.span.clone()], t.span.start + c.span.start, true));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// `toks` with each macro replaced by its expansion (arguments
/// substituted, recursively), each token of an expansion placed at the
/// macro's name. A macro is not expanded inside its own expansion (as the
/// preprocessor does); `None` when the nesting is too deep to read
/// (hunt 34: a write behind 20 macros was kept unexpanded).
fn expand(
    macros: &dyn Fn(&str) -> Option<MacroDef>,
    toks: &[term::TermTok],
    active: &mut Vec<String>,
) -> Option<Vec<term::TermTok>> {
    if active.len() > 200 {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        let def = (t.kind == Tk::Ident && !active.contains(&t.text))
            .then(|| macros(&t.text))
            .flatten();
        let applied = toks.get(i + 1).is_some_and(|n| n.text == "(");
        let (body, next) = match def {
            Some((None, body)) => (term::lex(&body, 0), i + 1),
            Some((Some(params), body)) if applied => {
                let close = term::matching(toks, i + 1).unwrap_or(toks.len() - 1);
                // Arguments are expanded before they are substituted, as
                // the preprocessor does (`F(F(x))`).
                let mut args = Vec::new();
                for a in macro_arguments(&toks[i + 1..=close]) {
                    args.push(expand(macros, a, active)?);
                }
                // The last parameter of a variadic macro takes the rest of
                // the arguments, commas included (hunt 34: `ALL(0,
                // VM_level = 0)` with `#define ALL(...) __VA_ARGS__`); for
                // another macro, more arguments than parameters is the
                // preprocessor's error anyway.
                let arg = |k: usize| -> Vec<term::TermTok> {
                    if k + 1 < params.len() {
                        return args.get(k).cloned().unwrap_or_default();
                    }
                    let mut out = Vec::new();
                    for (n, a) in args.iter().skip(k).enumerate() {
                        if n > 0 {
                            let mut comma = t.clone();
                            comma.kind = Tk::Punct;
                            comma.text = ",".into();
                            out.push(comma);
                        }
                        out.extend(a.iter().cloned());
                    }
                    out
                };
                let mut body_toks = Vec::new();
                for b in term::lex(&body, 0) {
                    match params.iter().position(|p| *p == b.text) {
                        Some(k) => body_toks.extend(arg(k)),
                        None => body_toks.push(b),
                    }
                }
                (body_toks, close + 1)
            }
            _ => {
                out.push(t.clone());
                i += 1;
                continue;
            }
        };
        let placed: Vec<term::TermTok> = (body.into_iter())
            .map(|mut b| {
                b.span = t.span.clone();
                b
            })
            .collect();
        active.push(t.text.clone());
        let inner = expand(macros, &placed, active);
        active.pop();
        out.extend(inner?);
        i = next;
    }
    Some(out)
}

/// The arguments of a macro's use, `toks` from `(` to `)`, as the
/// preprocessor splits them: at commas outside nested parentheses only,
/// empty ones kept (hunt 34: `SND(, VM_level = 0)` shifted the write).
fn macro_arguments(toks: &[term::TermTok]) -> Vec<&[term::TermTok]> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 1);
    for (k, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    out.push(&toks[start.min(k)..k]);
                    break;
                }
            }
            "," if depth == 1 => {
                out.push(&toks[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    out
}

/// `toks` with the macros of the user's files expanded (see `expand`);
/// not ACSL's words, which the user may not define (`annotation_macros`)
/// and which a system header's macro does not replace in an annotation
/// (`assert (a - 1) * n == 0`, with `<assert.h>` included).
pub(super) fn expand_macros(fe: &Frontend, toks: &[term::TermTok]) -> Option<Vec<term::TermTok>> {
    let macros = |n: &str| {
        (fe.pp.macros.get(n))
            .filter(|_| !super::c_subset::ACSL_WORDS.contains(&n))
            .map(|m| (m.params.clone(), blank_ats(&m.body)))
    };
    expand(&macros, toks, &mut Vec::new())
}

/// Tokens of an annotation, with the names that are types (a name before
/// `(` that is none is called; a parenthesized type is a cast).
pub(super) struct Reading<'a> {
    pub toks: &'a [TermTok],
    pub types: &'a HashSet<String>,
}

impl Reading<'_> {
    pub(super) fn is_type(&self, t: &TermTok) -> bool {
        const TYPE_WORDS: [&str; 18] = [
            "int", "char", "short", "long", "unsigned", "signed", "float", "double", "integer",
            "real", "_Bool", "const", "boolean", "void", "struct", "union", "enum", "volatile",
        ];
        t.kind == Tk::Ident
            && (TYPE_WORDS.contains(&t.text.as_str()) || self.types.contains(&t.text))
    }

    /// Whether `toks[k]` is a name that opens no clause or statement and
    /// is no type: before `(`, the function called.
    pub(super) fn is_name(&self, k: usize) -> bool {
        const KEYWORDS: [&str; 16] = [
            "assert",
            "check",
            "admit",
            "requires",
            "ensures",
            "assumes",
            "invariant",
            "variant",
            "decreases",
            "assigns",
            "return",
            "else",
            "do",
            "case",
            "ghost",
            "sizeof",
        ];
        let t = &self.toks[k];
        (t.kind == Tk::Ident && !KEYWORDS.contains(&t.text.as_str()) && !self.is_type(t))
            || t.kind == Tk::Builtin
    }

    /// Whether `toks[k]` may end an operand (`&` and `*` after it are
    /// binary): a name, a number, `]`, or `)` that does not close a cast.
    pub(super) fn is_operand_end(&self, k: usize) -> bool {
        let t = &self.toks[k];
        match t.text.as_str() {
            "]" => true,
            ")" => {
                let open = matching_back(self.toks, k);
                !self.toks.get(open + 1).is_some_and(|n| self.is_type(n))
            }
            _ => self.is_name(k) || t.kind == Tk::Number,
        }
    }

    /// The first token of the operand that ends at `toks[k]` (a name, a
    /// subscripted or called expression, a parenthesized one, a member).
    pub(super) fn operand_start(&self, k: usize) -> usize {
        let toks = self.toks;
        match toks[k].text.as_str() {
            "]" | ")" => {
                let open = matching_back(toks, k);
                if open >= 1 && (toks[k].text == "]" || self.is_name(open - 1)) {
                    self.operand_start(open - 1)
                } else {
                    open
                }
            }
            _ if toks[k].kind == Tk::Ident
                && k >= 2
                && matches!(toks[k - 1].text.as_str(), "." | "->") =>
            {
                self.operand_start(k - 2)
            }
            _ => k,
        }
    }
}

/// The bracket or parenthesis that `toks[k]` closes (0 when none does).
fn matching_back(toks: &[TermTok], k: usize) -> usize {
    let close = toks[k].text.as_str();
    let open = if close == "]" { "[" } else { "(" };
    let mut depth = 0i32;
    for j in (0..=k).rev() {
        let t = toks[j].text.as_str();
        if t == close {
            depth += 1;
        } else if t == open {
            depth -= 1;
            if depth == 0 {
                return j;
            }
        }
    }
    0
}

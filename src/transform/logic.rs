//! The user's logic declarations (`logic`, `predicate`, `inductive`, in the
//! file and its headers): their names, signatures and bodies, and which of
//! them a prover cannot unfold (recursive, axiomatized or inductive ones).

use crate::annot::comments::blank_ats;
use crate::annot::term::{self, TermTok, Tk};
use crate::cfront::lexer::lex;
use std::collections::{BTreeMap, HashSet};

mod founded;

pub(crate) use founded::{param_list, Recursion};

/// Built-ins that read no memory.
/// The words of the logic and C types whose values are numbers: a
/// parameter of such a type points to nothing.
const SCALAR: [&str; 13] = [
    "integer", "real", "boolean", "int", "unsigned", "signed", "long", "short", "char", "float",
    "double", "_Bool", "bool",
];

/// Whether a parameter's type is one of numbers.
pub(super) fn scalar(ty: &str) -> bool {
    !ty.is_empty() && ty.split(' ').all(|w| SCALAR.contains(&w))
}

const PURE_BUILTINS: [&str; 16] = [
    "\\forall",
    "\\exists",
    "\\let",
    "\\true",
    "\\false",
    "\\abs",
    "\\min",
    "\\max",
    "\\sum",
    "\\product",
    "\\numof",
    "\\floor",
    "\\ceil",
    "\\pow",
    "\\sqrt",
    "\\exp",
];

/// One declared logic function or predicate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LogicDecl {
    pub name: String,
    /// Return type; `None` for a predicate.
    pub ret: Option<String>,
    /// How many labels it declares (`F{L}(..)`: 1); 0 when none is written.
    pub labels: usize,
    /// The parameter list, parentheses included (empty when it has none).
    pub params: String,
    /// The defining term, if it has one.
    pub body: Option<String>,
}

/// The logic declarations of all annotations of the texts (the main file's
/// text first, then its headers).
#[derive(Debug, Default, Clone)]
pub(crate) struct Logic {
    pub decls: BTreeMap<String, LogicDecl>,
    /// Some annotation states a lemma or an axiom.
    pub lemmas: bool,
    /// The global lemmas' names (`lemma name:`, `lemma name{L}:`,
    /// `lemma name<A>:`), in order.
    pub lemma_names: Vec<String>,
    /// Names declared more than once (ACSL overloads a name by parameter
    /// types; vmfc tells symbols apart by name).
    pub overloaded: Vec<String>,
}

/// Text of tokens `a ..= b` of `content`.
fn text(content: &str, toks: &[TermTok], a: usize, b: usize) -> String {
    content[toks[a].span.start..toks[b].span.end].to_string()
}

impl Logic {
    /// Scan the annotations of `texts`.
    pub(crate) fn scan(texts: &[&str]) -> Self {
        let mut out = Logic::default();
        for t in texts {
            for tok in lex(t).into_iter().filter(|tok| tok.is_acsl()) {
                out.scan_annotation(&blank_ats(&t[tok.span.clone()]));
            }
        }
        out
    }

    /// The declarations of one annotation's content.
    pub(crate) fn of_annotation(content: &str) -> Self {
        let mut out = Logic::default();
        out.scan_annotation(content);
        out
    }

    fn scan_annotation(&mut self, content: &str) {
        let toks = term::lex(content, 0);
        let mut i = 0;
        while i < toks.len() {
            let kw = toks[i].text.as_str();
            if matches!(kw, "lemma" | "axiom") {
                self.lemmas = true;
            }
            if kw == "lemma"
                && toks.get(i + 1).is_some_and(|t| t.kind == Tk::Ident)
                && toks
                    .get(i + 2)
                    .is_some_and(|t| matches!(t.text.as_str(), ":" | "{" | "<"))
                && !self.lemma_names.contains(&toks[i + 1].text)
            {
                self.lemma_names.push(toks[i + 1].text.clone());
            }
            if !matches!(kw, "logic" | "predicate" | "inductive") {
                i += 1;
                continue;
            }
            // The name: the last identifier before `{`, `(`, `=` or `;`,
            // and before the type variables of a polymorphic symbol
            // (`G<A>(...)`: hunt 56, `A` was taken for the name).
            let mut j = i + 1;
            while j < toks.len() && !matches!(toks[j].text.as_str(), "{" | "(" | "=" | ";") {
                j += 1;
            }
            let before = type_variables_start(&toks, i + 1, j);
            let Some(n) = (i + 1..before).rev().find(|&k| toks[k].kind == Tk::Ident) else {
                i += 1;
                continue;
            };
            let name = toks[n].text.clone();
            let ret = (kw == "logic" && n > i + 1).then(|| text(content, &toks, i + 1, n - 1));
            let after = if before < j { j } else { n + 1 };
            let (labels, mut k) = labels_after(&toks, after, kw == "inductive");
            let mut params = String::new();
            if toks.get(k).is_some_and(|t| t.text == "(") {
                if let Some(c) = term::matching(&toks, k) {
                    params = text(content, &toks, k, c);
                    k = c + 1;
                }
            }
            let body = (toks.get(k).is_some_and(|t| t.text == "=") && kw != "inductive")
                .then(|| definition(content, &toks, k + 1))
                .flatten();
            let ret = if kw == "logic" {
                ret.or(Some("integer".into()))
            } else {
                None
            };
            if self.decls.contains_key(&name) && !self.overloaded.contains(&name) {
                self.overloaded.push(name.clone());
            }
            self.decls.entry(name.clone()).or_insert(LogicDecl {
                name,
                ret,
                labels,
                params,
                body,
            });
            i = k.max(i + 1);
        }
    }

    /// Whether the provers' tasks can hold hypotheses that the retry
    /// pass's context filter removes (`verify::smtfilter`): definitions of
    /// recursive symbols, and lemmas and axioms. Without them every
    /// filtered task is the first pass's, and the retry pass is skipped.
    pub(crate) fn filterable(&self) -> bool {
        self.lemmas || !self.opaque().is_empty()
    }

    pub(crate) fn contains(&self, name: &str) -> bool {
        self.decls.contains_key(name)
    }

    /// Logic symbols a prover cannot unfold: without a definition
    /// (axiomatized, inductive), or defined in terms of themselves (through
    /// other symbols too).
    /// The recursive definitions vmfc cannot see to be well founded
    /// (`founded`), with the reason.
    pub(crate) fn ill_founded(&self) -> Vec<(String, String)> {
        let opaque = self.opaque();
        let recursive =
            |n: &str| opaque.contains(n) && self.decls.get(n).is_some_and(|d| d.body.is_some());
        self.decls
            .values()
            .filter(|d| recursive(&d.name))
            .filter_map(|d| {
                let body = d.body.as_deref()?;
                // Another recursive symbol is mutual recursion only when
                // it leads back to `d` (hunt 52: `cnt` applying `pw`, each
                // well founded on its own, was refused).
                let cyclic = |n: &str| recursive(n) && self.reaches(n, &d.name);
                founded::check(d, body, &cyclic)
                    .err()
                    .map(|why| (d.name.clone(), why))
            })
            .collect()
    }

    /// Whether `name` surely reads no memory: it declares no label, its
    /// parameters have scalar logic or C types, and its definition (if any)
    /// reads nothing (no `[`, `->`, `&`, dereference, built-in such as `\at`)
    /// and names only its parameters, its bound variables and symbols that
    /// read no memory either. A C global, a macro or an unknown name makes
    /// the answer no.
    pub(crate) fn memory_free(&self, name: &str) -> bool {
        self.memory_free_in(name, &mut HashSet::new())
    }

    fn memory_free_in(&self, name: &str, seen: &mut HashSet<String>) -> bool {
        if !seen.insert(name.to_string()) {
            return true;
        }
        let Some(d) = self.decls.get(name) else {
            return false;
        };
        let params = founded::param_list(&d.params);
        if d.labels > 0 || d.params.contains(['*', '[']) || !params.iter().all(|(t, _)| scalar(t)) {
            return false;
        }
        let Some(body) = &d.body else {
            return true;
        };
        let names: Vec<&str> = params.iter().map(|(_, n)| n.as_str()).collect();
        self.reads_nothing(&term::lex(body, 0), &names, seen)
    }

    /// Whether a term reads no memory: no access, no label, no builtin but
    /// the pure ones, and every free name one of `params` or an application
    /// of a memory-free symbol.
    fn reads_nothing(&self, toks: &[TermTok], params: &[&str], seen: &mut HashSet<String>) -> bool {
        let reads = toks.iter().enumerate().any(|(i, t)| match t.text.as_str() {
            "[" | "->" | "&" | "." => true,
            "*" => !i.checked_sub(1).is_some_and(|p| {
                matches!(toks[p].kind, Tk::Ident | Tk::Number)
                    || matches!(toks[p].text.as_str(), ")" | "]")
            }),
            _ => t.kind == Tk::Builtin && !PURE_BUILTINS.contains(&t.text.as_str()),
        });
        !reads
            && term::free_identifiers(toks).iter().all(|o| {
                params.contains(&o.name.as_str()) || o.applied && self.memory_free_in(&o.name, seen)
            })
    }

    /// How the recursive definition of `name` recurs, or why vmfc cannot
    /// state the induction over it.
    pub(crate) fn recursion(&self, name: &str) -> Result<Recursion, String> {
        let d = self.decls.get(name).ok_or("it is not defined")?;
        let body = d.body.as_deref().ok_or("it is axiomatized, not defined")?;
        if d.labels > 1 {
            return Err("it takes several labels".into());
        }
        founded::recursion(d, body, &|toks, params| {
            self.reads_nothing(toks, params, &mut HashSet::new())
        })
    }

    pub(crate) fn opaque(&self) -> HashSet<String> {
        (self.decls.values())
            .filter(|d| d.body.is_none() || self.reaches(&d.name, &d.name))
            .map(|d| d.name.clone())
            .collect()
    }

    /// The logic symbols `d`'s body applies, or names without arguments (a
    /// logic constant: hunt 56, `logic integer G = G + 1;` was not seen as
    /// recursive). A formal of `d` of the same name is not the symbol.
    fn applied(&self, d: &LogicDecl) -> Vec<String> {
        let formals = founded::param_list(&d.params);
        d.body
            .as_deref()
            .map(|b| {
                term::free_identifiers(&term::lex(b, 0))
                    .into_iter()
                    .filter(|o| o.applied || !formals.iter().any(|(_, n)| *n == o.name))
                    .filter(|o| self.contains(&o.name))
                    .map(|o| o.name)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether `from`'s definition applies `to`, directly or through the
    /// definitions it applies.
    fn reaches(&self, from: &str, to: &str) -> bool {
        let mut seen: HashSet<String> = HashSet::new();
        let mut todo = self
            .decls
            .get(from)
            .map(|d| self.applied(d))
            .unwrap_or_default();
        while let Some(n) = todo.pop() {
            if n == to {
                return true;
            }
            if seen.insert(n.clone()) {
                if let Some(e) = self.decls.get(&n) {
                    todo.extend(self.applied(e));
                }
            }
        }
        false
    }
}

/// Where the type variables `<A, B>` that end right before token `j`
/// start (the `<`), or `j` when there are none; not before `from`.
fn type_variables_start(toks: &[TermTok], from: usize, j: usize) -> usize {
    if j <= from || toks[j - 1].text != ">" {
        return j;
    }
    let mut depth = 0;
    for k in (from..j).rev() {
        match toks[k].text.as_str() {
            ">" => depth += 1,
            "<" => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    j
}

/// The labels of a logic symbol whose name ends before token `k`: their
/// count and the token after them. An inductive predicate's cases follow
/// its parameters in braces: braces right after its name are labels only
/// when `(` follows.
fn labels_after(toks: &[TermTok], k: usize, inductive: bool) -> (usize, usize) {
    let labelled = toks.get(k).is_some_and(|t| t.text == "{")
        && (!inductive
            || term::matching(toks, k)
                .and_then(|c| toks.get(c + 1))
                .is_some_and(|t| t.text == "("));
    if !labelled {
        return (0, k);
    }
    match term::matching(toks, k) {
        Some(c) => (
            toks[k + 1..c]
                .iter()
                .filter(|t| t.kind == Tk::Ident)
                .count(),
            c + 1,
        ),
        None => (1, k),
    }
}

/// The text of a definition starting at token `start`, up to the `;` at
/// depth 0 that ends the declaration (not a binder's: `term::clause_ends`);
/// `None` when it is empty.
fn definition(content: &str, toks: &[TermTok], start: usize) -> Option<String> {
    let ends = term::clause_ends(toks);
    let mut e = start;
    let mut depth = 0;
    while e < toks.len() {
        match toks[e].text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            ";" if depth == 0 && ends[e] => break,
            _ => {}
        }
        e += 1;
    }
    (e > start).then(|| text(content, toks, start, e - 1))
}

#[cfg(test)]
mod tests;

//! Shared machinery of code generation: edits, labelled assertions with
//! their check records, and instantiation of `mpi` definitions as ACSL terms.

use crate::annot::ir::Def;
use crate::annot::term;
use crate::cfront::Frontend;
use crate::edit::Edit;
use crate::source::Span;
use serde::Serialize;
use std::collections::HashMap;

/// One generated goal: what it checks and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Check {
    /// The ACSL label, unique in the output.
    pub label: String,
    /// The function holding the goal.
    pub function: String,
    /// Machine name of the check (`send_msginv`, `end_region_sent`, ...).
    pub check: String,
    /// What must hold, in the user's terms.
    pub message: String,
    pub line: usize,
    pub col: usize,
}

/// Accumulates edits and checks for one output file.
pub struct Emitter<'a> {
    pub fe: &'a Frontend,
    pub edits: Vec<Edit>,
    pub checks: Vec<Check>,
    /// Region IDs of the collective functions used as external regions.
    pub region_ids: HashMap<String, i64>,
    /// Name unnamed user properties (see `naming`).
    pub name_properties: bool,
    labels: HashMap<String, usize>,
}

impl<'a> Emitter<'a> {
    pub fn new(fe: &'a Frontend) -> Self {
        Emitter { fe, edits: Vec::new(), checks: Vec::new(), region_ids: HashMap::new(), name_properties: false, labels: HashMap::new() }
    }

    /// A fresh label `VM_<check>_<line>_<col>` for a check at `origin`.
    pub fn label(&mut self, function: &str, check: &str, origin: usize, message: String) -> String {
        let (line, col) = self.fe.file.line_col(origin);
        let base = format!("VM_{check}_{line}_{col}");
        let n = self.labels.entry(base.clone()).or_insert(0);
        *n += 1;
        let label = if *n == 1 { base } else { format!("{base}_{n}") };
        self.checks.push(Check { label: label.clone(), function: function.to_string(), check: check.to_string(), message, line, col });
        label
    }

    /// `/*@ assert LABEL: PRED; */` as a line.
    pub fn assert(&mut self, function: &str, check: &str, origin: usize, message: String, pred: &str) -> String {
        let label = self.label(function, check, origin, message);
        format!("/*@ assert {label}: {pred}; */")
    }

    /// Text of an annotation span (with `@` blanked), from its comment.
    pub fn annot_text(&self, span: &Span) -> String {
        for c in &self.fe.comments {
            let end = c.content_start + c.content.len();
            if span.start >= c.content_start && span.end <= end {
                return c.content[span.start - c.content_start..span.end - c.content_start].to_string();
            }
        }
        self.fe.file.text[span.clone()].to_string()
    }

    /// Original source text of a span.
    pub fn src(&self, span: &Span) -> &'a str {
        &self.fe.file.text[span.clone()]
    }

    /// The body of a definition, ready to be wrapped in parentheses.
    pub fn def_body(&self, def: &Def, rename: &HashMap<String, String>) -> String {
        let text = self.annot_text(&def.body);
        let text = if rename.is_empty() { text } else { subst_idents(&text, def.body.start, rename) };
        // A `//` comment in the body must not swallow the closing parenthesis.
        if text.contains("//") {
            format!("{text}\n")
        } else {
            text
        }
    }

    /// `(\let p1 = a1; ... body)`: the definition applied to arguments that
    /// cannot be captured by its formals (vmfc's own `VM_` names).
    pub fn inst(&self, def: &Def, args: &[&str]) -> String {
        self.inst_renamed(def, args, &HashMap::new())
    }

    pub fn inst_renamed(&self, def: &Def, args: &[&str], rename: &HashMap<String, String>) -> String {
        let mut s = String::from("(");
        for ((p, _), a) in def.params.iter().zip(args) {
            s.push_str(&format!("\\let {p} = {a}; "));
        }
        s.push_str(&self.def_body(def, rename));
        s.push(')');
        s
    }

    pub fn edit(&mut self, e: Edit) {
        self.edits.push(e);
    }
}

/// Replace free identifiers of an ACSL text by other text.
pub fn subst_idents(text: &str, base: usize, map: &HashMap<String, String>) -> String {
    let toks = term::lex(text, base);
    let mut out = String::new();
    let mut pos = 0;
    for occ in term::free_identifiers(&toks) {
        if let Some(rep) = map.get(&occ.name) {
            let (s, e) = (occ.span.start - base, occ.span.end - base);
            out.push_str(&text[pos..s]);
            out.push_str(rep);
            pos = e;
        }
    }
    out.push_str(&text[pos..]);
    out
}

/// `(\let VM_a0 = (x0); ... \let f0 = VM_a0; ... body)`: formals bound to
/// arbitrary user expressions without capture.
pub fn bind_hygienic(bindings: &[(String, String)], body: &str) -> String {
    if bindings.is_empty() {
        return format!("({body})");
    }
    let mut s = String::from("(");
    for (i, (_, a)) in bindings.iter().enumerate() {
        s.push_str(&format!("\\let VM_a{i} = ({a}); "));
    }
    for (i, (f, _)) in bindings.iter().enumerate() {
        s.push_str(&format!("\\let {f} = VM_a{i}; "));
    }
    s.push_str(body);
    s.push(')');
    s
}

/// Make text safe inside a C comment.
pub fn comment_safe(s: &str) -> String {
    s.replace("*/", "* /").replace("/*", "/ *").split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitution_respects_binders() {
        let map: HashMap<String, String> = [("g".to_string(), "VM_ID_g".to_string())].into();
        assert_eq!(subst_idents("i == 0 ? g : 1", 0, &map), "i == 0 ? VM_ID_g : 1");
        assert_eq!(subst_idents("\\forall integer g; g > 0", 0, &map), "\\forall integer g; g > 0");
    }

    #[test]
    fn hygienic_binding() {
        let b = vec![("n".to_string(), "m".to_string()), ("m".to_string(), "n".to_string())];
        assert_eq!(bind_hygienic(&b, "n < m"), "(\\let VM_a0 = (m); \\let VM_a1 = (n); \\let n = VM_a0; \\let m = VM_a1; n < m)");
    }
}

//! Substitution in ACSL text: free identifiers replaced, and formals bound
//! to actual arguments without capture.

use crate::annot::term;
use std::collections::HashMap;

/// Replace free identifiers of an ACSL text by other text.
pub(crate) fn subst_idents(text: &str, map: &HashMap<String, String>) -> String {
    let toks = term::lex(text, 0);
    let mut out = String::new();
    let mut pos = 0;
    for occ in term::free_identifiers(&toks) {
        if let Some(rep) = map.get(&occ.name) {
            out.push_str(&text[pos..occ.span.start]);
            out.push_str(rep);
            pos = occ.span.end;
        }
    }
    out.push_str(&text[pos..]);
    out
}

/// `(\let VM_a0 = (x0); ... \let f0 = VM_a0; ... body)`: formals bound to
/// arbitrary user expressions without capture.
pub(crate) fn bind_hygienic(bindings: &[(String, String)], body: &str) -> String {
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

#[cfg(test)]
mod tests;

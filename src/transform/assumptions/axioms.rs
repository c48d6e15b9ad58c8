//! The axioms of an axiomatic block: what vmfc can check of them (that they
//! do not contradict each other, by a refutation of every symbol) and the
//! assumption they are.

use super::{Axiomatic, Scan};
use crate::annot::comments::AcslComment;
use crate::annot::term::{self, TermTok, Tk};
use crate::diag::Diagnostic;
use crate::transform::logic::{param_list, Logic, LogicDecl};

impl Scan<'_> {
    pub(super) fn axiomatic(
        &mut self,
        c: &AcslComment,
        file: usize,
        kw: &TermTok,
        name: String,
        inner: &[TermTok],
        axioms: usize,
    ) {
        let start = inner.first().map_or(kw.span.end, |t| t.span.start) - c.content_start;
        let end = inner.last().map_or(kw.span.end, |t| t.span.end) - c.content_start;
        let logic = Logic::of_annotation(&c.content[start..end]);
        let mut parts = Vec::new();
        let mut labels = 0;
        let mut unstated = Vec::new();
        for d in logic.decls.values() {
            match refute_symbol(d) {
                Some(p) => {
                    labels = labels.max(d.labels);
                    parts.push(p);
                }
                None => unstated.push(d.name.clone()),
            }
        }
        let polymorphic = type_parameters(inner);
        if polymorphic || !unstated.is_empty() {
            let what = if polymorphic {
                "it declares a polymorphic type or symbol".to_string()
            } else {
                format!(
                    "vmfc cannot quantify over the parameters of `{}`",
                    unstated.join("`, `")
                )
            };
            self.diags.push(
            Diagnostic::error(kw.span.clone(), format!("vmfc cannot check that the axioms of `{name}` are consistent: {what}"))
                .with_label("axioms vmfc cannot check")
                .with_note("vmfc proves that the axioms of each axiomatic block do not contradict each other (an axiom that does proves anything); declare the block's symbols at concrete types with parameters `type name`, or define them (`logic integer f(integer x) = ...;`) and state lemmas, which vmfc proves")
                .in_file(file),
        );
            return;
        }
        let which = if axioms == 1 {
            "the axiom".to_string()
        } else {
            format!("the {axioms} axioms")
        };
        self.assumed(
        kw.span.clone(),
        format!("{which} of `{name}`: vmfc does not prove axioms"),
        "vmfc checks only that they do not contradict each other, as far as a prover sees in a second (`axioms_smoke`); that they are true of what your symbols mean is for you to check: an axiom that is false of your program can make it prove. Definitions (`logic integer f(integer x) = ...;`) and lemmas are proved",
        file,
    );
        self.out.axiomatics.push(Axiomatic {
            file,
            at: kw.span.clone(),
            comment_end: c.span.end,
            name,
            labels,
            refutation: if parts.is_empty() {
                "\\false".into()
            } else {
                parts.join(" &&\n      ")
            },
        });
    }
}

/// The label list `{VM_L1, .., VM_Ln}` (empty for none).
pub(crate) fn label_list(n: usize) -> String {
    if n == 0 {
        return String::new();
    }
    let ls: Vec<String> = (1..=n).map(|k| format!("VM_L{k}")).collect();
    format!("{{{}}}", ls.join(", "))
}

/// Whether a declaration of `toks` takes type parameters: `f<A>(..)`,
/// `type T<A>;` (a `<` after a name whose matching `>` is followed by
/// `(`, `=`, `;` or `{`, unlike `x < y` in an axiom or the type
/// `set<integer> g`).
fn type_parameters(toks: &[TermTok]) -> bool {
    toks.windows(2).enumerate().any(|(i, w)| {
        if w[0].kind != Tk::Ident || w[1].text != "<" {
            return false;
        }
        let mut depth = 0;
        for (j, t) in toks.iter().enumerate().skip(i + 1) {
            match t.text.as_str() {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                _ => {}
            }
            if depth <= 0 {
                return toks
                    .get(j + 1)
                    .is_some_and(|n| matches!(n.text.as_str(), "(" | "=" | ";" | "{"));
            }
            if matches!(t.text.as_str(), ";" | "(" | ")") {
                return false;
            }
        }
        false
    })
}

/// A property that names `d` and holds of no interpretation of it as a
/// whole: `f(x..) == r` for every `r`, or `P(x..) <==> r == 0` for every
/// integer `r`. `None` when vmfc cannot quantify over its parameters.
fn refute_symbol(d: &LogicDecl) -> Option<String> {
    let params = if d.params.is_empty() {
        Vec::new()
    } else {
        let toks = term::lex(&d.params, 0);
        let inner = toks.get(1..toks.len().checked_sub(1)?)?;
        // Each parameter ends with its name (no `[]`).
        if !inner.is_empty()
            && term::split_top_level(inner)
                .iter()
                .any(|p| p.len() < 2 || p.last().is_some_and(|t| t.kind != Tk::Ident))
        {
            return None;
        }
        param_list(&d.params)
    };
    let mut binders: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(k, (ty, _))| format!("{ty} VM_a{k}"))
        .collect();
    let labels = label_list(d.labels);
    let args = if params.is_empty() {
        String::new()
    } else {
        let xs: Vec<String> = (0..params.len()).map(|k| format!("VM_a{k}")).collect();
        format!("({})", xs.join(", "))
    };
    let app = format!("{}{labels}{args}", d.name);
    let stated = match &d.ret {
        Some(ty) => {
            binders.push(format!("{ty} VM_r"));
            format!("{app} == VM_r")
        }
        None => {
            binders.push("integer VM_r".into());
            format!("({app} <==> VM_r == 0)")
        }
    };
    Some(format!("(\\forall {}; {stated})", binders.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Type parameters are told from comparisons and instantiated types.
    #[test]
    fn type_parameters_are_told_from_comparisons() {
        let has = |text: &str| type_parameters(&term::lex(text, 0));
        assert!(has("logic A first<A>(A x);"));
        assert!(has("type T<A>;"));
        assert!(has("predicate P<A>{L}(A x) = \\true;") || has("predicate P<A>(A x) = \\true;"));
        assert!(!has("axiom a: \\forall integer x; x < f(x) && f(x) > 0;"));
        assert!(!has("logic set<integer> g;"));
        assert!(!has(
            "axiom b: \\forall integer x, y; x < y ==> g(x) <= g(y);"
        ));
    }
}

//! What a proof assumes from the user without proving it: the axioms of
//! axiomatic blocks and `admit` annotations and clauses. Each is said in a
//! warning; vmfc checks what it can of them with smoke checks (emitted by
//! `emit::assumptions`): that an axiomatic block's axioms do not contradict
//! each other, and that the code after an `admit` is reachable.

mod ghost;

use super::functions::FnInfo;
use super::logic::{param_list, Logic, LogicDecl};
use crate::annot::comments::AcslComment;
use crate::annot::term::{self, TermTok, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use ghost::ghost_prototypes;

/// An axiomatic block that states axioms.
#[derive(Debug, Clone)]
pub(crate) struct Axiomatic {
    /// Its file (0: the main file, `i + 1`: header `i`).
    pub file: usize,
    /// The word `axiomatic`, in its file.
    pub at: Span,
    /// The end of the comment that holds it, in its file.
    pub comment_end: usize,
    pub name: String,
    /// How many labels the smoke lemma declares.
    pub labels: usize,
    /// A property that holds in no model of the block's axioms that
    /// interprets its symbols freely, and that names each symbol: provable
    /// exactly when the axioms contradict each other (or what they use).
    pub refutation: String,
}

/// An `admit` code annotation in the body of a verified function.
#[derive(Debug, Clone)]
pub(crate) struct Admit {
    pub function: String,
    /// The word `admit`, in the main file.
    pub at: Span,
    pub comment_end: usize,
}

#[derive(Debug, Default, Clone)]
pub(crate) struct Assumptions {
    pub axiomatics: Vec<Axiomatic>,
    pub admits: Vec<Admit>,
}

/// Find the user's assumptions and warn about each; an axiomatic block
/// whose consistency vmfc cannot state is an error.
pub(crate) fn scan(
    fe: &Frontend,
    fns: &[FnInfo],
    verified: impl Fn(&FnInfo) -> bool,
    allow: bool,
    diags: &mut Diagnostics,
) -> Assumptions {
    let mut out = Assumptions::default();
    let mut scan = Scan {
        allow,
        out: &mut out,
        diags,
    };
    let files = std::iter::once((&fe.comments, &fe.file.text, &fe.orig.tokens)).chain(
        fe.headers
            .iter()
            .map(|h| (&h.comments, &h.file.text, &h.orig.tokens)),
    );
    for (file, (comments, text, tokens)) in files.enumerate() {
        for c in comments {
            let depth: i32 = (tokens[..c.token.min(tokens.len())].iter())
                .filter(|t| t.is_code())
                .map(|t| match t.text(text) {
                    "{" => 1,
                    "}" => -1,
                    _ => 0,
                })
                .sum();
            let raw = &text[c.content_start..c.span.end];
            scan.ghost_prototypes(c, raw, depth == 0, file);
            let in_body =
                |f: &&FnInfo| f.body_toks.is_some_and(|(a, b)| a < c.token && c.token < b);
            let function = (file == 0).then(|| fns.iter().find(in_body)).flatten();
            scan.comment(c, file, function.filter(|f| verified(f)));
        }
    }
    out
}

/// The state of one scan.
struct Scan<'a> {
    /// `--allow-assumptions`.
    allow: bool,
    out: &'a mut Assumptions,
    diags: &'a mut Diagnostics,
}

impl Scan<'_> {
    /// Ghost functions declared with a contract and no body (hunt 20):
    /// ghost code is never compiled, so no definition can exist elsewhere,
    /// and Frama-C trusts the contract at every call: an axiom.
    fn ghost_prototypes(&mut self, c: &AcslComment, raw: &str, file_scope: bool, file: usize) {
        if !c.content.trim_start().starts_with("ghost") {
            return;
        }
        for (at, name) in ghost_prototypes(raw, file_scope) {
            let start = c.content_start + at;
            self.assumed(
                start..start + 2,
                format!("the contract of the ghost function `{name}`, which has no body"),
                "ghost code is not compiled, so nothing defines it and nothing proves its contract: give it a body (a lemma function proves what it ensures), or state the property as an `axiom` in an axiomatic block, whose consistency vmfc checks",
                file,
            );
        }
    }

    /// Say an assumption: a warning with `--allow-assumptions`, else an
    /// error (a proof that rests on one is not a proof of the program
    /// alone).
    fn assumed(&mut self, at: Span, what: String, note: &str, file: usize) {
        let message = format!("the proof assumes {what}");
        let d = if self.allow {
            Diagnostic::warning(at, message)
        } else {
            Diagnostic::error(at, message)
        };
        let mut d = d
            .as_assumption()
            .with_label("assumed, not proved")
            .with_note(note)
            .in_file(file);
        if !self.allow {
            d = d.with_note("vmfc does not accept assumptions unless asked: pass `--allow-assumptions` to verify the program assuming them (the report then counts them)");
        }
        self.diags.push(d);
    }

    fn comment(&mut self, c: &AcslComment, file: usize, verified_fn: Option<&FnInfo>) {
        let toks = term::lex(&c.content, c.content_start);
        if toks.first().is_some_and(|t| t.text == "ghost") {
            // Annotations inside ghost code (`/@ admit p; @/`): vmfc cannot
            // place its smoke check there.
            for t in toks.iter().filter(|t| t.text == "admit") {
                self.diags.push(
                Diagnostic::error(t.span.clone(), "an `admit` inside ghost code is not supported")
                    .with_label("admit in ghost code")
                    .with_note("write it as an annotation of the C code (`//@ admit p;`), where vmfc says it and checks that the code after it is reachable, or as an `assert` to have it proved")
                    .in_file(file),
            );
            }
            return;
        }
        let mut i = 0;
        while i < toks.len() {
            let word = toks[i].text.as_str();
            let starts_clause =
                i == 0 || matches!(toks[i - 1].text.as_str(), ";" | "{" | "}" | ":");
            if word == "axiomatic" && toks.get(i + 2).is_some_and(|t| t.text == "{") {
                let Some(close) = term::matching(&toks, i + 2) else {
                    return;
                };
                let inner = &toks[i + 3..close];
                let axioms = inner
                    .windows(2)
                    .filter(|w| w[0].text == "axiom" && w[1].kind == Tk::Ident)
                    .count();
                if axioms > 0 {
                    let name = toks[i + 1].text.clone();
                    self.axiomatic(c, file, &toks[i], name, inner, axioms);
                }
                i = close + 1;
                continue;
            }
            if word == "admit" && starts_clause {
                let code = i == 0 && toks.get(1).is_some_and(|t| !is_clause_word(&t.text));
                let at = toks[i].span.clone();
                let what = if code {
                    "this assertion"
                } else {
                    "this clause"
                };
                self.assumed(
                at.clone(),
                format!("{what}: vmfc does not prove an `admit`"),
                if code {
                    "write `assert` to have it proved; vmfc checks only that the code after it is reachable (`admit_smoke`): an admitted property that is false of your program makes every goal after it proved"
                } else {
                    "remove `admit` to have the clause proved; an admitted clause that is false of your program makes the goals that use it proved"
                },
                file,
            );
                if code && file > 0 {
                    self.diags.push(
                    Diagnostic::error(at.clone(), "an `admit` in the code of a header is not supported")
                        .with_label("admit in a header")
                        .with_note("vmfc does not edit headers, so it cannot check that the code after it is reachable: move the function to the file given to vmfc, or write `assert`")
                        .in_file(file),
                );
                }
                if let (true, Some(f)) = (code, verified_fn) {
                    self.out.admits.push(Admit {
                        function: f.name.clone(),
                        at,
                        comment_end: c.span.end,
                    });
                }
            }
            i += 1;
        }
    }
}

/// Words that follow `admit` in an admitted clause.
fn is_clause_word(w: &str) -> bool {
    matches!(
        w,
        "requires"
            | "ensures"
            | "loop"
            | "assert"
            | "invariant"
            | "exits"
            | "returns"
            | "breaks"
            | "continues"
    )
}

impl Scan<'_> {
    fn axiomatic(
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

//! What a proof assumes from the user without proving it: the axioms of
//! axiomatic blocks and `admit` annotations and clauses. Each is said in a
//! warning; vmfc checks what it can of them with smoke checks (emitted by
//! `emit::assumptions`): that an axiomatic block's axioms do not contradict
//! each other, and that the code after an `admit` is reachable.

mod axioms;
mod ghost;

pub(crate) use axioms::label_list;

use super::functions::FnInfo;
use crate::annot::comments::AcslComment;
use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use ghost::ghost_prototypes;
pub(crate) use ghost::is_contract;
use std::collections::{BTreeSet, HashSet};

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
    /// Ghost functions with a contract and no body (said in warnings).
    pub ghost_contracts: BTreeSet<String>,
    /// Ghost functions declared with a contract (defined or not).
    pub ghost_declared: BTreeSet<String>,
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
    // Each annotation with the depth of braces of the code before it.
    let mut all = Vec::new();
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
            all.push((file, c, &text[c.content_start..c.span.end], depth == 0));
        }
    }
    // Ghost functions defined anywhere: a contract on another declaration
    // of one is merged into the definition's, which Wp proves (Frama-C
    // says "found two contracts ... Merging them"). The printed program's
    // checks (`verify::normalized`) confirm that Frama-C read a body and
    // that vmfc proves every definition with a contract.
    let defined: HashSet<&str> = (fe.other_definitions().iter())
        .map(|d| d.name.as_str())
        .collect();
    for (file, c, raw, top) in all {
        scan.ghost_prototypes(c, raw, top, file, &defined);
        let in_body = |f: &&FnInfo| f.body_toks.is_some_and(|(a, b)| a < c.token && c.token < b);
        let function = (file == 0).then(|| fns.iter().find(in_body)).flatten();
        scan.comment(c, file, function.filter(|f| verified(f)));
    }
    out
}

/// Why a ghost function's contract without a body is an assumption.
pub(crate) const GHOST_NO_BODY: &str = "ghost code is not compiled, so nothing defines it and nothing proves its contract: give it a body (a lemma function proves what it ensures), or state the property as an `axiom` in an axiomatic block, whose consistency vmfc checks";

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
    fn ghost_prototypes(
        &mut self,
        c: &AcslComment,
        raw: &str,
        file_scope: bool,
        file: usize,
        defined: &HashSet<&str>,
    ) {
        if !c.content.trim_start().starts_with("ghost") {
            return;
        }
        let prototypes = ghost_prototypes(raw, file_scope);
        (self.out.ghost_declared).extend(prototypes.iter().map(|(_, n)| n.clone()));
        for (at, name) in prototypes
            .into_iter()
            .filter(|(_, n)| !defined.contains(n.as_str()))
        {
            let start = c.content_start + at;
            self.out.ghost_contracts.insert(name.clone());
            self.assumed(
                start..start + 2,
                format!("the contract of the ghost function `{name}`, which has no body"),
                GHOST_NO_BODY,
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

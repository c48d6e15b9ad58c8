//! What Frama-C's reading says of the logic symbols, from the printed
//! program, where every use of a symbol carries its identity (`G@l24`):
//! which are recursive, directly or through one another, and which read
//! memory (Frama-C gives them a label, `Idx{L}`). The second reading of
//! what vmfc's rules on definitions must have seen: hunt 56 hid a
//! recursion from vmfc's reading of the text five ways (the name written
//! by a macro, a binder's `;` taken for the end of the body, a logic
//! constant, a polymorphic symbol), each making Wp's axioms
//! contradictory, and a memory read (`\let z = 0; perm[i] + z` was read
//! as `\let z = 0`).

use super::scan::{comment_end, tokens};
use crate::cfront::Frontend;
use crate::diag::Diagnostic;
use crate::error::Failure;
use std::collections::{BTreeSet, HashMap};

/// What Frama-C's reading says of the declared logic symbols.
#[derive(Debug, Default)]
pub(crate) struct Symbols {
    /// Those whose declaration reaches itself.
    pub recursive: BTreeSet<String>,
    /// Those with a label (written or added by Frama-C: they read memory).
    pub labelled: BTreeSet<String>,
}

/// What vmfc's reading of the annotations relied on, against Frama-C's:
/// every symbol Frama-C reads as recursive must be one vmfc checked
/// (`opaque`), and none vmfc takes to read no memory (`memory_free`) may
/// have a label. Errors at the declaration when the user's file names it
/// (vmfc's own symbols, `VM_...`, are not the user's, who may not declare
/// such names).
pub(crate) fn unseen(
    frama_c: &Symbols,
    opaque: &BTreeSet<String>,
    memory_free: &BTreeSet<String>,
    fe: &Frontend,
) -> Option<Failure> {
    const DECLARE: &str = "vmfc reads declarations as written: write the name, the parameters and the body without macros";
    let recursive = (frama_c.recursive.iter())
        .filter(|n| !n.starts_with("VM_") && !opaque.contains(*n))
        .map(|n| {
            Diagnostic::error(
                declared_at(fe, n),
                format!("Frama-C reads `{n}` as a recursive definition, which vmfc's reading of the annotations did not see: vmfc cannot check that it is well founded"),
            )
            .with_note(format!("Wp takes each definition as an axiom, and a recursion that is not well founded would prove anything. {DECLARE}, as `n <= 0 ? base : ... F(.., n - 1, ..) ...`"))
        });
    let reading = (frama_c.labelled.iter())
        .filter(|n| !n.starts_with("VM_") && memory_free.contains(*n))
        .map(|n| {
            Diagnostic::error(
                declared_at(fe, n),
                format!("Frama-C reads `{n}` as reading memory (it gives it a label), which vmfc's reading of the annotations did not see"),
            )
            .with_note(format!("vmfc lets a definition apply a logic symbol that reads no memory freely, and checks what the others read: {DECLARE}"))
        });
    let diagnostics: Vec<Diagnostic> = recursive.chain(reading).collect();
    (!diagnostics.is_empty()).then(|| Failure::Input {
        diagnostics,
        files: vec![fe.file.clone()],
    })
}

/// The first mention of `name` in the user's annotations, as a word.
fn declared_at(fe: &Frontend, name: &str) -> std::ops::Range<usize> {
    (fe.comments.iter())
        .flat_map(|c| crate::annot::term::lex(&c.content, c.content_start))
        .find(|t| t.text == name)
        .map_or(0..0, |t| t.span)
}

/// Words that start a declaration of an annotation, ending the one before.
const STARTS: [&str; 10] = [
    "logic",
    "predicate",
    "inductive",
    "axiom",
    "lemma",
    "axiomatic",
    "type",
    "check",
    "admit",
    "ghost",
];

/// One declared symbol: its identity, its name, whether it has labels,
/// and the identities its declaration mentions after its name.
struct Decl {
    id: String,
    name: String,
    labelled: bool,
    uses: Vec<String>,
}

/// What the annotations of `text` (printed with identities) declare.
pub(super) fn symbols(text: &str) -> Symbols {
    let mut decls: Vec<Decl> = Vec::new();
    let mut i = 0;
    while let Some(k) = text[i..].find("/*@") {
        let start = i + k;
        let end = comment_end(text, start);
        declarations(&text[start + 3..end], &mut decls);
        i = end.max(start + 3);
    }
    let ids: HashMap<&str, usize> = (decls.iter().enumerate())
        .map(|(k, d)| (d.id.as_str(), k))
        .collect();
    let edges: Vec<Vec<usize>> = (decls.iter())
        .map(|d| {
            d.uses
                .iter()
                .filter_map(|u| ids.get(u.as_str()).copied())
                .collect()
        })
        .collect();
    Symbols {
        recursive: (0..decls.len())
            .filter(|&k| reaches(&edges, k, k))
            .map(|k| decls[k].name.clone())
            .collect(),
        labelled: (decls.iter().filter(|d| d.labelled))
            .map(|d| d.name.clone())
            .collect(),
    }
}

/// The symbols `logic`, `predicate` and `inductive` declare in one
/// annotation: the first name with an identity after the keyword, and the
/// identities until the next declaration starts.
fn declarations(annotation: &str, out: &mut Vec<Decl>) {
    let toks = tokens(annotation);
    let mut current: Option<usize> = None;
    // Brackets open, but an axiomatic block's braces: a declaration
    // starts outside them.
    let mut depth = 0i32;
    let mut blocks: Vec<bool> = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let t = toks[k];
        // A keyword starts a declaration where one may start: first in the
        // annotation, or after `;` or an axiomatic block's brace, outside
        // brackets (hunt 59: `struct check *p` among the parameters, and
        // `p->type` in a body, ended the declaration and hid its recursive
        // call; hunt 60: the label of `G{check}`).
        let at_start = depth == 0 && (k == 0 || matches!(toks[k - 1], ";" | "{" | "}"));
        match t {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            "{" => {
                let block = k >= 2 && toks[k - 2] == "axiomatic";
                blocks.push(block);
                depth += i32::from(!block);
            }
            "}" => depth -= i32::from(!blocks.pop().unwrap_or(false)),
            _ => {}
        }
        if at_start && STARTS.contains(&t) {
            current = None;
            if matches!(t, "logic" | "predicate" | "inductive") {
                if let Some(d) = (k + 1..toks.len()).find(|&d| toks[d].contains('@')) {
                    let (name, _) = toks[d].split_once('@').unwrap_or((toks[d], ""));
                    out.push(Decl {
                        id: toks[d].to_string(),
                        name: name.to_string(),
                        labelled: toks.get(d + 1) == Some(&"{"),
                        uses: Vec::new(),
                    });
                    current = Some(out.len() - 1);
                    k = d + 1;
                    continue;
                }
            }
        } else if let Some(c) = current.filter(|_| t.contains('@')) {
            out[c].uses.push(t.to_string());
        }
        k += 1;
    }
}

/// Whether `to` is reached from `from` by one edge or more.
fn reaches(edges: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; edges.len()];
    let mut todo = edges[from].clone();
    while let Some(n) = todo.pop() {
        if n == to {
            return true;
        }
        if !std::mem::replace(&mut seen[n], true) {
            todo.extend(&edges[n]);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Frama-C 25's `-print` (`-kernel-msg-key printer:vid`) of hunt 56's
    /// declarations and an axiomatic block.
    const PRINTED: &str = "/*@\nlogic ℤ /* lvid:24 */G(ℤ /* lvid:23 */t) =\n  \\let /* lvid:25 */y = 1; /* lvid:24 */G(/* lvid:23 */t) + /* lvid:25 */y;\n */\n/*@\nlogic ℤ /* lvid:29 */H<A>(ℤ /* lvid:28 */t) =\n  /* lvid:28 */t ≤ 0 ∧ \\false? 0: /* lvid:29 */H(/* lvid:28 */t - 1);\n */\n/*@ logic ℤ /* lvid:30 */K= /* lvid:30 */K + 1;\n */\n/*@\naxiomatic X {\n  logic ℤ /* lvid:35 */Q(ℤ /* lvid:34 */n) ;\n  \n  axiom q: ∀ ℤ /* lvid:36 */n; /* lvid:35 */Q(/* lvid:36 */n) ≡ 0;\n  \n  }\n */\n/*@ logic ℤ /* lvid:40 */A(ℤ /* lvid:41 */n) = /* lvid:42 */B(/* lvid:41 */n);\n */\n/*@ logic ℤ /* lvid:42 */B(ℤ /* lvid:43 */n) = /* lvid:40 */A(/* lvid:43 */n) + /* lvid:35 */Q(0);\n */\n/*@ logic ℤ /* lvid:44 */C(ℤ /* lvid:45 */n) = /* lvid:42 */B(/* lvid:45 */n);\n */\n/*@\nlogic ℤ /* lvid:50 */T(struct check */* lvid:51 */p, ℤ /* lvid:52 */t) =\n  /* lvid:51 */p->type + /* lvid:50 */T(/* lvid:51 */p, /* lvid:52 */t);\n */\n/*@ logic ℤ /* lvid:53 */U{check}(ℤ /* lvid:54 */t) = 0X1e + /* lvid:53 */U{check}(/* lvid:54 */t);\n */\n/*@\nlogic ℤ /* lvid:26 */Idx{L}(ℤ /* lvid:25 */i) =\n  \\at(\\let /* lvid:27 */z = 0;\n      /* vid:23, lvid:23 */perm[/* lvid:25 */i] + /* lvid:27 */z,L);\n */\n/*@\nlogic ℤ /* lvid:32 */Poly{L}<A>(ℤ /* lvid:31 */i) =\n  /* vid:23, lvid:23 */perm[/* lvid:31 */i];\n */\nint /* vid:37 */main(void) { return 0; }\n";

    #[test]
    fn recursion_as_frama_c_read_it() {
        let text = super::super::scan::with_identities(PRINTED);
        let s = symbols(&text);
        let names: Vec<&String> = s.recursive.iter().collect();
        assert_eq!(names, ["A", "B", "G", "H", "K", "T", "U"]);
        let names: Vec<&String> = s.labelled.iter().collect();
        assert_eq!(names, ["Idx", "Poly", "U"]);
    }
}

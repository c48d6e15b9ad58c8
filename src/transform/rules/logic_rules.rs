//! Rules on the user's logic: lemmas and assumptions vmfc can see (and so
//! prove, or say and smoke-check), and recursive definitions it can see to
//! be well founded.

use super::*;

/// Lemmas vmfc cannot see, which Wp would still use as hypotheses of
/// every goal: vmfc proves the lemmas it finds by name, so the word
/// `lemma` may not come from a macro, nor a lemma's name. Likewise the
/// words of assumptions (`admit`, `axiom`, `axiomatic`), which vmfc says
/// and smoke-checks where they are written.
pub(crate) fn hidden_lemmas(
    fe: &Frontend,
    logic: &crate::transform::logic::Logic,
    diags: &mut Diagnostics,
) {
    let whole_word = |text: &str, w: &str| {
        text.match_indices(w).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + w.len()..].chars().next();
            let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            !ident(before) && !ident(after)
        })
    };
    // Every definition a name has had: one `#undef`ined after its use
    // (`#define ADM admit` ... `#undef ADM`) is gone from the table at the
    // end of the file (hunt 31).
    for name in fe.pp.ever_defined() {
        let bodies: Vec<&str> = fe.pp.definitions(name).map(|m| m.body.as_str()).collect();
        let writes = |w: &str| bodies.iter().any(|b| whole_word(b, w));
        const LEMMA: &str = "vmfc proves each lemma by its name as written, and Wp uses every lemma in the proof of every goal: a lemma vmfc cannot see would be used without being proved. Write the lemma without the macro";
        const ASSUMED: &str = "vmfc says each assumption of the proof (axioms, `admit`) where it is written and checks it for contradictions: one written through a macro would be assumed unseen. Write the keyword without the macro";
        let assumption = [
            "admit",
            "axiom",
            "axiomatic",
            "logic",
            "predicate",
            "inductive",
        ]
        .into_iter()
        .find(|w| writes(w));
        let hides = if writes("lemma") {
            Some(("writes the keyword `lemma`".to_string(), LEMMA))
        } else if let Some(w) = assumption {
            Some((format!("writes the keyword `{w}`"), ASSUMED))
        } else if logic.lemma_names.contains(name) {
            Some((format!("is the name of a lemma (`lemma {name}`)"), LEMMA))
        } else if logic.contains(name) {
            // Hunt 56: `#define NAME G` and `logic integer NAME(integer t)
            // = G(t) + 1;`: vmfc saw `NAME`, Frama-C the recursive `G`.
            const SYMBOL: &str = "vmfc reads each logic declaration as written (whether it recurs, what it reads): a name that a macro turns into another would declare a symbol vmfc does not see. Write the name without the macro";
            Some((
                format!("is the name of a logic symbol (`logic ... {name}`)"),
                SYMBOL,
            ))
        } else {
            None
        };
        let Some((why, note)) = hides else { continue };
        // The directive (not a mention in a comment).
        let text = &fe.file.text;
        let at = text
            .match_indices(&format!("define {name}"))
            .map(|(i, _)| i)
            .find(|&i| text[text[..i].rfind('\n').map_or(0, |n| n + 1)..i].trim() == "#")
            .map_or(0, |i| i + "define ".len());
        diags.push(
            Diagnostic::error(at..at + name.len(), format!("the macro `{name}` {why}"))
                .with_note(note),
        );
    }
}

/// Recursive logic definitions must be seen to be well founded (Wp makes
/// each definition an axiom: an ill-founded one is a contradiction), and a
/// logic definition may not apply logic symbols through macros (the
/// recursion would not be seen).
pub(crate) fn logic_definitions(
    fe: &Frontend,
    logic: &crate::transform::logic::Logic,
    diags: &mut Diagnostics,
) {
    // Where `name` is declared in the main file's annotations: after
    // `logic` or `predicate` on its line, followed by its parameters or
    // labels (every declaration, in order).
    let decls = |name: &str| -> Vec<std::ops::Range<usize>> {
        let text = &fe.file.text;
        fe.comments
            .iter()
            .flat_map(|c| {
                let base = c.content_start;
                c.content
                    .match_indices(name)
                    .map(move |(i, _)| base + i)
                    .collect::<Vec<_>>()
            })
            .filter(|&i| {
                // The declaration's head: its line up to the name, from
                // the end of the declaration before it on that line.
                let line = &text[text[..i].rfind('\n').map_or(0, |l| l + 1)..i];
                let line = line.rsplit(';').next().unwrap_or(line);
                let word = !text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let next = text[i + name.len()..]
                    .trim_start()
                    .starts_with(['(', '{', '=', '<']);
                let head = line.contains("logic") || line.contains("predicate");
                word && next && head && !line.contains('=')
            })
            .map(|i| i..i + name.len())
            .collect()
    };
    let at = |name: &str| decls(name).into_iter().next().unwrap_or(0..0);
    for name in &logic.overloaded {
        diags.push(
            Diagnostic::error(decls(name).get(1).cloned().unwrap_or(0..0), format!("the logic symbol `{name}` is declared more than once"))
                .with_note("ACSL overloads a name by its parameter types, and vmfc tells logic symbols apart by name (what they read, whether they recur): give each declaration its own name"),
        );
    }
    for (name, why) in logic.ill_founded() {
        diags.push(
            Diagnostic::error(at(&name), format!("vmfc cannot see that the recursive definition of `{name}` is well founded: {why}"))
                .with_note("Wp takes a definition as an axiom, and one that no function satisfies (`F(n) = F(n) + 1`) would prove anything: write it `n <= 0 ? base : ... F(.., n - 1, ..) ...`"),
        );
    }
    let opaque = logic.opaque();
    for d in logic.decls.values() {
        let Some(body) = &d.body else { continue };
        if let Some(m) = structural_macro(fe, body) {
            diags.push(
                Diagnostic::error(at(&d.name), format!("the definition of `{}` uses the macro `{m}`, which changes how the definition reads", d.name))
                    .with_note("vmfc reads a definition from its text, where a binder's body ends at a `,`, a `:` or a closing bracket: a macro that expands to one of `,` `;` `:` `?`, to a binder (`\\let`, `\\forall`, ...) or to unbalanced brackets would end it elsewhere than Frama-C does (hunt 59: `#define COMMA ,` hid a recursive call behind a `\\let`); write it out"),
            );
        }
        if opaque.contains(&d.name) {
            if let Some(m) = unclear_macro(fe, body) {
                diags.push(
                    Diagnostic::error(at(&d.name), format!("the recursive definition of `{}` uses the macro `{m}`, which is not a constant", d.name))
                        .with_note("vmfc reads a recursion from its text: in a recursive definition, a macro may only stand for a constant (numbers and operators); write the rest out"),
                );
            }
        }
        let direct: std::collections::HashSet<String> = crate::annot::term::lex(body, 0)
            .into_iter()
            .map(|t| t.text)
            .collect();
        let hidden = crate::transform::universality::mentioned(fe, body)
            .into_iter()
            .find(|n| logic.contains(n) && !direct.contains(n));
        if let Some(n) = hidden {
            diags.push(
                Diagnostic::error(at(&d.name), format!("the definition of `{}` applies `{n}` through a macro", d.name))
                    .with_note("vmfc checks that recursive definitions are well founded from their text: write the logic symbols a definition applies"),
            );
        }
    }
}

/// The first macro of `text` of which `bad` holds: of one of the
/// definitions it has had (one may be `#undef`ined later), or of a macro
/// they use, followed to a depth of 32 (deeper counts as bad). `bad` sees
/// the macro's name, the definition and its tokens.
fn macro_where(
    fe: &Frontend,
    text: &str,
    bad: &dyn Fn(&str, &crate::cfront::preprocess::Macro, &[term::TermTok]) -> bool,
) -> Option<String> {
    let is_macro =
        |t: &term::TermTok| t.kind == Tk::Ident && fe.pp.definitions(&t.text).next().is_some();
    fn reaches(
        fe: &Frontend,
        name: &str,
        depth: usize,
        bad: &dyn Fn(&str, &crate::cfront::preprocess::Macro, &[term::TermTok]) -> bool,
    ) -> bool {
        depth >= 32
            || fe.pp.definitions(name).any(|m| {
                let toks = term::lex(&m.body, 0);
                bad(name, m, &toks)
                    || toks.iter().any(|t| {
                        t.kind == Tk::Ident
                            && t.text != name
                            && fe.pp.definitions(&t.text).next().is_some()
                            && reaches(fe, &t.text, depth + 1, bad)
                    })
            })
    }
    term::lex(text, 0)
        .into_iter()
        .filter(is_macro)
        .find(|t| reaches(fe, &t.text, 0, bad))
        .map(|t| t.text)
}

/// A macro in `text` whose replacement has unbalanced brackets or, outside
/// its brackets, a `,`, `;`, `:`, `?` or a binder: one that changes where
/// the parts of the text vmfc reads (a binder's body, a condition's
/// branches) end.
fn structural_macro(fe: &Frontend, text: &str) -> Option<String> {
    macro_where(fe, text, &|_, _, toks| {
        let mut level = 0i32;
        let mut bad = false;
        for t in toks {
            match t.text.as_str() {
                "(" | "[" | "{" => level += 1,
                ")" | "]" | "}" => {
                    level -= 1;
                    bad |= level < 0;
                }
                "," | ";" | ":" | "?" if level == 0 => bad = true,
                "\\let" | "\\forall" | "\\exists" | "\\lambda" if level == 0 => bad = true,
                _ => {}
            }
        }
        bad || level != 0
    })
}

/// A macro in `text` that stands for more than a constant: function-like,
/// or expanding (through other macros) to a name (its own included) or a
/// binder.
fn unclear_macro(fe: &Frontend, text: &str) -> Option<String> {
    macro_where(fe, text, &|name, m, toks| {
        m.params.is_some()
            || toks.iter().any(|t| match t.kind {
                Tk::Ident => t.text == name || fe.pp.definitions(&t.text).next().is_none(),
                Tk::Builtin => true,
                _ => false,
            })
    })
}

/// Rule (hunt 26): no `decreases ... for R` or `loop variant ... for R`.
/// Wp proves that the measure decreases by the user's relation `R` but
/// takes `R` to be well founded on trust (Frama-C only warns), so a
/// relation that always holds made a recursion that never ends "proved"
/// to terminate, and a ghost function `ensures \false` a lemma.
pub(crate) fn custom_measures(fe: &Frontend, diags: &mut Diagnostics) {
    for (fi, comments) in annotation_files(fe) {
        for c in comments.iter() {
            let toks = term::lex(&c.content, c.content_start);
            let ends = term::clause_ends(&toks);
            let mut in_measure = false;
            for (i, t) in toks.iter().enumerate() {
                let measure = t.text == "decreases"
                    || t.text == "variant" && i > 0 && toks[i - 1].text == "loop";
                if measure {
                    in_measure = true;
                } else if ends[i] {
                    in_measure = false;
                } else if in_measure
                    && (t.text == "for"
                        || t.kind == Tk::Ident && fe.pp.macro_mentions(&t.text, "for"))
                {
                    diags.push(
                        Diagnostic::error(t.span.clone(), "a measure with a relation of its own (`decreases ... for R`, `loop variant ... for R`)")
                            .with_label("relation taken to be well founded")
                            .with_note("Frama-C takes the relation to be well founded without proving it (it only warns), so a relation that always holds would make a function that never ends proved to terminate: use an integer measure (`decreases n;`, `loop variant n;`)")
                            .in_file(fi),
                    );
                }
            }
        }
    }
}

/// Rule (hunt 55): no ACSL Unicode notation (`∧`, `⇒`, `≤`, ...) in
/// annotations. Frama-C reads `t <= 0 ∧ \false` as `(t <= 0) && \false`,
/// but vmfc's readings of the text (a recursion's bound, its disjuncts, a
/// measure) know the ASCII operators only, and read it as `t <= (0 ∧
/// \false)`: a recursion that never ends was seen as well founded, and a
/// program that deadlocks was proved. Characters outside ASCII may stand
/// in literals and `//` comments only.
pub(crate) fn unicode_notation(fe: &Frontend, diags: &mut Diagnostics) {
    const ASCII: [(&str, &str); 15] = [
        ("∧", "&&"),
        ("∨", "||"),
        ("⊻", "^^"),
        ("¬", "!"),
        ("⇒", "==>"),
        ("⇔", "<==>"),
        ("≤", "<="),
        ("≥", ">="),
        ("≡", "=="),
        ("≢", "!="),
        ("∀", "\\forall"),
        ("∃", "\\exists"),
        ("∈", "\\in"),
        ("ℤ", "integer"),
        ("ℝ", "real"),
    ];
    for (fi, comments) in annotation_files(fe) {
        for c in comments.iter() {
            for t in term::lex(&c.content, c.content_start) {
                if t.kind == Tk::Literal || t.text.is_ascii() {
                    continue;
                }
                let help = match ASCII.iter().find(|(u, _)| *u == t.text) {
                    Some((_, a)) => format!("write `{a}`"),
                    None => "write the ASCII notation".to_string(),
                };
                diags.push(
                    Diagnostic::error(t.span.clone(), format!("`{}` in an annotation", t.text))
                        .with_label(help)
                        .with_note("vmfc reads annotations in ACSL's ASCII notation only: it must read a definition, a bound or a measure as Frama-C does, and Frama-C's Unicode forms (`∧`, `⇒`, `≤`, ...) would be read otherwise")
                        .in_file(fi),
                );
            }
        }
    }
}

/// The annotation comments of the input (file 0) and of each user header
/// (file `i + 1`), as diagnostics number files.
pub(super) fn annotation_files(
    fe: &Frontend,
) -> impl Iterator<Item = (usize, &Vec<crate::annot::comments::AcslComment>)> {
    std::iter::once((0, &fe.comments)).chain(
        fe.headers
            .iter()
            .enumerate()
            .map(|(i, h)| (i + 1, &h.comments)),
    )
}

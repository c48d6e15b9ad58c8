//! Rules on the user's logic: lemmas vmfc can see (and so prove), and
//! recursive definitions it can see to be well founded.

use super::*;

/// Lemmas vmfc cannot see, which Wp would still use as hypotheses of
/// every goal: vmfc proves the lemmas it finds by name, so the word
/// `lemma` may not come from a macro, nor a lemma's name.
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
    let mut names: Vec<&String> = fe.pp.macros.keys().collect();
    names.sort();
    for name in names {
        let m = &fe.pp.macros[name];
        let hides = if whole_word(&m.body, "lemma") {
            Some("writes the keyword `lemma`".to_string())
        } else if logic.lemma_names.contains(name) {
            Some(format!("is the name of a lemma (`lemma {name}`)"))
        } else {
            None
        };
        let Some(why) = hides else { continue };
        let at = fe
            .file
            .text
            .find(&format!("define {name}"))
            .map_or(0, |i| i + "define ".len());
        diags.push(
            Diagnostic::error(at..at + name.len(), format!("the macro `{name}` {why}"))
                .with_note("vmfc proves each lemma by its name as written, and Wp uses every lemma in the proof of every goal: a lemma vmfc cannot see would be used without being proved. Write the lemma without the macro"),
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
    // Where `name` is declared: after `logic` or `predicate` on its line,
    // followed by its parameters or labels.
    let at = |name: &str| {
        let text = &fe.file.text;
        let i = text
            .match_indices(name)
            .map(|(i, _)| i)
            .find(|&i| {
                let line = &text[text[..i].rfind('\n').map_or(0, |l| l + 1)..i];
                let word = !text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let next = text[i + name.len()..]
                    .trim_start()
                    .starts_with(['(', '{', '=']);
                word && next && (line.contains("logic") || line.contains("predicate"))
            })
            .unwrap_or(0);
        i..i + name.len()
    };
    for (name, why) in logic.ill_founded() {
        diags.push(
            Diagnostic::error(at(&name), format!("vmfc cannot see that the recursive definition of `{name}` is well founded: {why}"))
                .with_note("Wp takes a definition as an axiom, and one that no function satisfies (`F(n) = F(n) + 1`) would prove anything: write it `n <= 0 ? base : ... F(.., n - 1, ..) ...`"),
        );
    }
    for d in logic.decls.values() {
        let Some(body) = &d.body else { continue };
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

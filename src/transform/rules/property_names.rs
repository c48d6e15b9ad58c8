//! Two properties of one function with the same name: Wp names the
//! second one's goal `<name>_2`, which the report cannot tell from a
//! property the user named `<name>_2`, so a failure would be shown at the
//! other property's line (hunt 17). Each name is said once per function.

use crate::annot::term::{self, Tk};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::functions::FnInfo;

/// The words that name a property when followed by `name:`.
const NAMED: [&str; 8] = [
    "assert",
    "check",
    "requires",
    "ensures",
    "exits",
    "invariant",
    "admit",
    "decreases",
];

/// Report each property name used twice in `f`'s contract and the
/// annotations of its body (`body`: its first and last tokens).
pub(crate) fn duplicate_property_names(
    fe: &Frontend,
    f: &FnInfo,
    body: (usize, usize),
    diags: &mut Diagnostics,
) {
    let contract = f.contracts.iter().map(|c| c.comment);
    let inside = fe
        .comments
        .iter()
        .enumerate()
        .filter(|(_, c)| c.token > body.0 && c.token < body.1)
        .map(|(i, _)| i);
    let mut seen: Vec<(String, usize)> = Vec::new();
    for ci in contract.chain(inside) {
        let c = &fe.comments[ci];
        let toks = term::lex(&c.content, 0);
        for (k, t) in toks.iter().enumerate() {
            let named = NAMED.contains(&t.text.as_str())
                && toks.get(k + 1).is_some_and(|n| n.kind == Tk::Ident)
                && toks.get(k + 2).is_some_and(|n| n.text == ":");
            if !named {
                continue;
            }
            let name = &toks[k + 1];
            let at = c.content_start + name.span.start;
            match seen.iter().find(|(n, _)| *n == name.text) {
                Some((_, first)) => diags.push(
                    Diagnostic::error(at..at + name.text.len(), format!("a second property named `{}` in `{}`", name.text, f.name))
                        .with_note(format!(
                            "the first is at line {}: Wp tells such goals apart by numbering them (`{}_2`), which the report cannot tell from a property named so, and a failure could be shown at the wrong line; give each property its own name",
                            fe.file.line_col(*first).0,
                            name.text
                        )),
                ),
                None => seen.push((name.text.clone(), at)),
            }
        }
    }
}

/// Function names that Wp's goal names cannot tell apart (hunt 76). A goal
/// of `f` is named `typed_f_<property>` and one of a lemma
/// `typed_lemma_<name>`: with functions `main` and `main_assert`, main's
/// `typed_main_assert_...` was read as `main_assert`'s, and a function
/// `lemma_sum` had all its goals read as lemmas', so the result cache
/// stored the functions without their failed goals and the next run
/// replayed them proved. An error at the longer name (or at the `lemma_`
/// one), among the functions a run proves (`verified`), in C or ghost
/// code: Wp names no goal of another. `f` and `f_w` are told apart unless
/// `w` begins (up to its first `_`) with a word that begins one of `f`'s
/// goal names after `typed_f_`: a kind of property (`assert`, `loop`,
/// `call` ...) or a behavior's name (`typed_f_pos_ensures`), any
/// behavior of the user's files to be safe.
pub(crate) fn ambiguous_function_names(fe: &Frontend, verified: &[String]) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let mut names: Vec<(String, usize, crate::source::Span)> = Vec::new();
    for f in (fe.prog.functions.iter()).filter(|f| f.body.is_some()) {
        let (file, at) = fe.place(f.pp_name);
        names.push((f.name.clone(), file, at));
    }
    for d in fe.other_definitions() {
        names.push((d.name.clone(), d.file, d.at..d.at + d.name.len()));
    }
    names.retain(|(n, ..)| verified.contains(n));
    let behaviors = behavior_words(fe);
    let clash = |w: &str| {
        let first = w.split('_').next().unwrap_or(w);
        GOAL_WORDS.contains(&first) || behaviors.iter().any(|b| b == first)
    };
    names.sort_by(|a, b| a.0.cmp(&b.0));
    names.dedup_by(|a, b| a.0 == b.0);
    let lemma = |n: &str| {
        ["lemma", "check_lemma"]
            .iter()
            .any(|p| n == *p || n.starts_with(&format!("{p}_")))
    };
    for (name, file, at) in &names {
        let shorter = (names.iter()).find(|(other, ..)| {
            (name.strip_prefix(other.as_str()))
                .and_then(|w| w.strip_prefix('_'))
                .is_some_and(clash)
        });
        let what = match shorter {
            Some((other, ..)) => format!("the function names `{other}` and `{name}`"),
            None if lemma(name) => format!("the function name `{name}`"),
            // `typed_check_lemma_x_ensures`: behavior `lemma_x` of `check`
            // (hunt 75).
            None if name == "check" && behaviors.iter().any(|b| b == "lemma") => {
                "the function name `check` with a behavior named `lemma...`".to_string()
            }
            // Wp writes `round_` as `round`, `a__b` as `a_b`, `_x` as `x`
            // in its goal names (measured; hunt 85: `typed_round_assert_...`
            // belonged to no function, a tool failure, and with `f` and
            // `f_` every goal of `f_` was counted as `f`'s).
            None if renamed_by_wp(name) => {
                format!("the function name `{name}`, whose underscores Wp's goal names change (`_a`, `a_` and `a__b` become `a`, `a` and `a_b`)")
            }
            None => continue,
        };
        diags.push(
            Diagnostic::error(at.clone(), format!("{what}: Wp's goal names cannot tell whose a goal is"))
                .with_note("Wp names a goal of function `f` `typed_f_<property>` (`typed_f_assert_A`, `typed_f_loop_invariant_preserved`, `typed_f_<behavior>_ensures`) and a goal of a lemma `typed_lemma_<name>`, so vmfc would count a goal of one function as the other's, or a function's as a lemma's, and report it, and keep it in its result cache, under the wrong name: rename the function (not another function's name followed by `_` and a kind of property or a behavior's name, not beginning with `lemma_`, and with no `_` at its ends nor two in a row)")
                .in_file(*file),
        );
    }
    diags
}

/// Whether Wp writes `name` otherwise in its goal names: it drops a `_`
/// at an end and writes two in a row as one (measured: `round_`, `a__b`
/// and `_x` become `round`, `a_b` and `x`).
fn renamed_by_wp(name: &str) -> bool {
    name.starts_with('_') || name.ends_with('_') || name.contains("__")
}

/// The first words of Wp's goal names after `typed_<function>_`.
const GOAL_WORDS: [&str; 26] = [
    "assert",
    "check",
    "admit",
    "loop",
    "call",
    "requires",
    "ensures",
    "exits",
    "assigns",
    "terminates",
    "decreases",
    "variant",
    "invariant",
    "complete",
    "disjoint",
    "stmt",
    "pre",
    "post",
    "frees",
    "allocates",
    "smoke",
    "rte",
    "lemma",
    "instance",
    "default",
    "wp",
];

/// The first words (up to `_`) of the names of every behavior in the
/// user's files' annotations.
fn behavior_words(fe: &Frontend) -> Vec<String> {
    let comments = (fe.comments.iter()).map(|c| c.content.as_str()).chain(
        fe.headers
            .iter()
            .flat_map(|h| h.comments.iter().map(|c| c.content.as_str())),
    );
    let mut out = Vec::new();
    for text in comments {
        let toks = term::lex(text, 0);
        for w in toks.windows(2).filter(|w| w[0].text == "behavior") {
            out.push(w[1].text.split('_').next().unwrap_or("").to_string());
        }
    }
    out
}

/// A property named like a user lemma (`lemma b: ...` and `assert b:
/// ...`): vmfc proves each lemma by selecting its name (`-wp-prop=b`),
/// which selects the property too, so its goal would be counted twice and
/// shown at the lemma's line (hunt 77). Every `name:` in an annotation
/// other than the lemma's own is an error, stacked names (`ensures a:
/// b: P`) and names inside a predicate included; a conditional's `: `
/// (`c ? b : d`) is not a name.
pub(crate) fn lemma_named_properties(
    fe: &Frontend,
    lemma_names: &[String],
    diags: &mut Diagnostics,
) {
    if lemma_names.is_empty() {
        return;
    }
    let files = std::iter::once(&fe.comments).chain(fe.headers.iter().map(|h| &h.comments));
    for (fi, comments) in files.enumerate() {
        for c in comments {
            let toks = term::lex(&c.content, 0);
            // Wp writes `a__b` as `a_b` and drops a `_` at an end in its
            // goal names (measured), so vmfc would not find the lemma's goal.
            for w in toks.windows(2).filter(|w| w[0].text == "lemma") {
                let name = &w[1].text;
                if lemma_names.contains(name) && renamed_by_wp(name) {
                    let at = c.content_start + w[1].span.start;
                    diags.push(
                        Diagnostic::error(at..at + name.len(), format!("the lemma name `{name}`, whose underscores Wp's goal names change"))
                            .with_note("Wp writes `_a`, `a_` and `a__b` as `a`, `a` and `a_b` in its goal names, so vmfc would not find the lemma's result: give it a name with no `_` at its ends nor two in a row")
                            .in_file(fi),
                    );
                }
            }
            for (k, t) in toks.iter().enumerate() {
                let named = t.kind == Tk::Ident
                    && lemma_names.contains(&t.text)
                    && toks.get(k + 1).is_some_and(|n| n.text == ":")
                    && !(k > 0 && matches!(toks[k - 1].text.as_str(), "lemma" | "?"));
                if !named {
                    continue;
                }
                let at = c.content_start + t.span.start;
                diags.push(
                    Diagnostic::error(at..at + t.text.len(), format!("a property named like the lemma `{}`", t.text))
                        .with_note("vmfc proves a lemma by selecting the properties of its name, so this property's goal would be counted as the lemma's too; give the property or the lemma another name")
                        .in_file(fi),
                );
            }
        }
    }
}

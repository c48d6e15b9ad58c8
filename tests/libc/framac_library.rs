//! Names measured in Frama-C's own C library (its share directory's
//! `libc`): the logic names vmfc refuses as macros, and the globals the
//! library spells with a macro.

use crate::common;

/// The text of every file of Frama-C's C library with one of `exts`.
fn library_texts(exts: &[&str]) -> Vec<String> {
    let share =
        common::run(std::process::Command::new(common::tool("frama-c")).arg("-print-share-path")).1;
    let mut files = vec![std::path::PathBuf::from(share.trim()).join("libc")];
    let mut out = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|e| exts.iter().any(|x| e == *x)) {
            out.push(String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned());
        }
    }
    out
}

/// Every logic name Frama-C's C library declares in its annotations
/// (predicates, logic functions, axiomatics, lemmas, types) is in
/// `acsl_names.txt`, whose names vmfc refuses as macros of the user's: a
/// macro of that name would rewrite the library's contracts (hunt 30:
/// `#define valid_read_string(s) \true`).
#[test]
fn every_logic_name_of_framacs_library_is_refused_as_a_macro() {
    let listed =
        std::fs::read_to_string(common::root().join("src/transform/rules/c_subset/acsl_names.txt"))
            .unwrap();
    let listed: std::collections::BTreeSet<&str> = listed
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::trim)
        .collect();
    let mut missing = std::collections::BTreeSet::new();
    for text in library_texts(&["h", "c"]) {
        for name in declared_logic_names(&text) {
            if !listed.contains(name.as_str()) {
                missing.insert(name);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "logic names of Frama-C's library not in acsl_names.txt: {missing:?}"
    );
}

/// The names declared in the ACSL comments of `text`: the word after
/// `predicate`, `inductive`, `axiomatic`, `lemma`, `axiom` or `type`, and
/// for `logic` the last word before its parameters or definition.
fn declared_logic_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("/*@").or_else(|| rest.find("//@")) {
        let start = i + 3;
        let end = if rest[i..].starts_with("/*@") {
            rest[start..].find("*/").map_or(rest.len(), |e| start + e)
        } else {
            rest[start..].find('\n').map_or(rest.len(), |e| start + e)
        };
        let comment = rest[start..end].replace('@', " ");
        let mut toks: Vec<String> = Vec::new();
        let mut word = String::new();
        for c in comment.chars() {
            if c.is_alphanumeric() || c == '_' || (c == '\\' && word.is_empty()) {
                word.push(c);
            } else {
                if !word.is_empty() {
                    toks.push(std::mem::take(&mut word));
                }
                if !c.is_whitespace() {
                    toks.push(c.to_string());
                }
            }
        }
        let ident = |w: &str| w.starts_with(|c: char| c.is_alphabetic() || c == '_');
        for (k, w) in toks.iter().enumerate() {
            match w.as_str() {
                "predicate" | "inductive" | "axiomatic" | "lemma" | "axiom" | "type" => {
                    if let Some(n) = toks.get(k + 1).filter(|n| ident(n)) {
                        out.push(n.clone());
                    }
                }
                "logic" => {
                    let name = toks[k + 1..]
                        .iter()
                        .take_while(|t| !["(", "{", "=", ";", ":", "<"].contains(&t.as_str()))
                        .filter(|t| ident(t))
                        .last();
                    out.extend(name.cloned());
                }
                _ => {}
            }
        }
        rest = &rest[end.min(rest.len())..];
    }
    out
}

/// The C library globals that Frama-C's library spells with a macro
/// (`#define stdout (__fc_stdout)`) are listed in
/// `src/transform/framac_globals.txt`: vmfc keeps the variable in Wp's
/// memory when the program writes the name (hunt 35: `stdout` was passed
/// to `-wp-alias-vars`, and `__fc_stdout` stayed out of memory).
#[test]
fn the_library_globals_framac_spells_with_a_macro_are_listed() {
    let text =
        std::fs::read_to_string(common::root().join("src/transform/framac_globals.txt")).unwrap();
    let listed: std::collections::BTreeSet<(String, String)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once('\t'))
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut measured = std::collections::BTreeSet::new();
    let all = library_texts(&["h"]).join("\n");
    for line in all.lines() {
        let words: Vec<&str> = line
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '#'))
            .filter(|w| !w.is_empty())
            .collect();
        if let [d, name, target] = words[..] {
            if d == "#define" && target.starts_with("__fc_") {
                // A variable: declared `extern ... target;` (no parenthesis: not a function).
                let declared = all.lines().any(|l| {
                    l.trim_start().starts_with("extern")
                        && l.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                            .any(|w| w == target)
                        && !l.contains('(')
                });
                if declared {
                    measured.insert((name.to_string(), target.to_string()));
                }
            }
        }
    }
    assert_eq!(listed, measured, "update src/transform/framac_globals.txt");
}

//! Names measured in Frama-C's own C library (its share directory's
//! `libc`): the logic names vmfc refuses as macros, and the globals the
//! library spells with a macro.

use crate::common;

/// The directory of Frama-C's C library.
fn library_dir() -> std::path::PathBuf {
    let share =
        common::run(std::process::Command::new(common::tool("frama-c")).arg("-print-share-path")).1;
    std::path::PathBuf::from(share.trim()).join("libc")
}

/// Every file of Frama-C's C library with one of `exts`: its path in the
/// library's directory, and its text.
fn library_files(exts: &[&str]) -> Vec<(String, String)> {
    let libc = library_dir();
    let mut files = vec![libc.clone()];
    let mut out = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|e| exts.iter().any(|x| e == *x)) {
            let text = String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned();
            out.push((p.strip_prefix(&libc).unwrap().display().to_string(), text));
        }
    }
    out
}

/// The text of every file of Frama-C's C library with one of `exts`.
fn library_texts(exts: &[&str]) -> Vec<String> {
    library_files(exts)
        .into_iter()
        .map(|(_, text)| text)
        .collect()
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

/// The functions Frama-C's C library specifies (gives a contract), by the
/// header whose inclusion declares them, are listed in
/// `src/transform/rules/framac_functions.txt` (`header<TAB>function`): a
/// definition of one in the user's files, when the program includes that
/// header (vmfc's `mpi.h` includes four), is an error, since the proof of a
/// call of it uses the library's contract and not the user's body (hunt
/// 140: a user `strlcat`, which glibc 2.36 does not declare, that loops was
/// proved to terminate and to return `strlen(dest) + strlen(src)`). The
/// specified functions are measured by Frama-C's own metrics on a file that
/// includes every header of the library (but those that refuse to be read:
/// `complex.h`, `tgmath.h`); the headers that declare each, by
/// preprocessing each header alone as Frama-C does.
#[test]
fn every_function_framacs_library_specifies_is_listed() {
    use std::process::Command;
    let libc = library_dir();
    // The headers of the interface (not its own `__fc_*` ones), but those
    // that refuse to be read.
    let mut headers: Vec<String> = library_files(&["h"])
        .into_iter()
        .filter(|(h, text)| {
            !h.rsplit('/').next().unwrap_or(h).starts_with("__fc")
                && !text.contains("#error \"Frama-C: unsupported")
        })
        .map(|(h, _)| h)
        .collect();
    headers.sort();
    assert!(headers.len() > 50, "too few headers in {}", libc.display());
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("every_header.c");
    let includes: String = headers
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    std::fs::write(&file, includes + "int main(void) { return 0; }\n").unwrap();
    let (ok, out) = common::run(
        Command::new(common::tool("frama-c"))
            .arg(&file)
            .args(["-metrics", "-metrics-libc"]),
    );
    assert!(ok, "frama-c -metrics failed:\n{out}");
    let section = out
        .split_once("Specified-only functions (")
        .map(|(_, rest)| rest)
        .and_then(|rest| rest.split_once("=\n"))
        .map(|(_, rest)| rest.split("\n  \n").next().unwrap_or(""))
        .unwrap_or_else(|| panic!("no list of specified functions in:\n{out}"));
    let specified: std::collections::BTreeSet<String> = section
        .split(';')
        .filter_map(|item| item.split_whitespace().next())
        .map(str::to_string)
        .collect();
    assert!(
        specified.len() > 300,
        "too few functions measured: {specified:?}"
    );
    // Frama-C's preprocessing command (`-kernel-msg-key pp` prints it),
    // comments dropped: a name counts where a declaration writes it.
    let mut rows = std::collections::BTreeSet::new();
    for h in &headers {
        let one = dir.path().join("one.c");
        std::fs::write(&one, format!("#include <{h}>\n")).unwrap();
        let (ok, text) = common::run(
            Command::new("gcc")
                .args([
                    "-E",
                    "-P",
                    "-nostdinc",
                    "-m64",
                    "-D__FRAMAC__",
                    "-D__FC_MACHDEP_X86_64",
                ])
                .arg(format!("-I{}", libc.display()))
                .arg(&one),
        );
        assert!(ok, "preprocessing <{h}> as Frama-C does failed:\n{text}");
        // Each identifier that the next non-blank character shows called
        // or declared (`name (`).
        let mut rest = text.as_str();
        while let Some(start) = rest.find(|c: char| c.is_alphabetic() || c == '_') {
            let word_end = rest[start..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .map_or(rest.len(), |e| start + e);
            let word = &rest[start..word_end];
            rest = &rest[word_end..];
            if rest.trim_start().starts_with('(') && specified.contains(word) {
                rows.insert(format!("{h}\t{word}"));
            }
        }
    }
    let found: std::collections::BTreeSet<&str> =
        rows.iter().filter_map(|r| r.split('\t').nth(1)).collect();
    let unplaced: Vec<&String> = specified
        .iter()
        .filter(|n| !found.contains(n.as_str()))
        .collect();
    assert!(
        unplaced.is_empty(),
        "specified functions no header declares: {unplaced:?}"
    );
    crate::same_as_listed("src/transform/rules/framac_functions.txt", &rows);
}

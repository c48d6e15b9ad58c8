//! vmfc's result cache: the goals of a function are replayed when nothing
//! they depend on changed. A function's goals depend on its own body and
//! contract, on the other functions' contracts and the global logic, on the
//! headers, and on the toolchain and the options -- not on other bodies.
//! Entries are whole JSON files written atomically, so concurrent runs are
//! safe; an unreadable entry is a miss.

use super::goals::Goal;
use crate::source::Span;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Bumped whenever the meaning of a cache entry changes.
const FORMAT: &str = "vmfc-results-2";

/// The text of a file with every function body listed in `bodies`, except
/// `keep`, replaced by `{}` (preprocessor directives inside are kept).
pub(crate) fn without_bodies(text: &str, bodies: &[Span], keep: Option<&Span>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    let mut spans: Vec<&Span> = bodies.iter().filter(|b| Some(*b) != keep).collect();
    spans.sort_by_key(|s| s.start);
    for b in spans {
        if b.start < pos || b.end > text.len() {
            continue;
        }
        out.push_str(&text[pos..b.start]);
        out.push_str("{}");
        for line in text[b.clone()].lines() {
            if line.trim_start().starts_with('#') {
                out.push('\n');
                out.push_str(line);
            }
        }
        pos = b.end;
    }
    out.push_str(&text[pos..]);
    out
}

/// Cache keys of one run.
#[derive(Debug, Clone)]
pub(crate) struct Keys {
    pub functions: HashMap<String, String>,
    pub lemmas: String,
}

/// Keys for `functions` (with their body spans in `text`) and the lemmas.
/// `context` holds everything else a result depends on: toolchain
/// fingerprint, options, header texts.
/// `generated` is the text vmfc generates at file scope (it enters the lemmas' key).
pub(crate) fn keys(
    text: &str,
    bodies: &[(String, Span)],
    functions: &[String],
    context: &str,
    generated: &str,
) -> Keys {
    let spans: Vec<Span> = bodies.iter().map(|(_, s)| s.clone()).collect();
    let digest = |parts: &[&str]| {
        let mut h = Sha256::new();
        h.update(FORMAT);
        for p in parts {
            h.update((p.len() as u64).to_le_bytes());
            h.update(p.as_bytes());
        }
        super::toolchain::hex(&h.finalize())
    };
    let mut map = HashMap::new();
    for f in functions {
        let keep = bodies.iter().find(|(n, _)| n == f).map(|(_, s)| s);
        map.insert(
            f.clone(),
            digest(&["function", f, context, &without_bodies(text, &spans, keep)]),
        );
    }
    Keys {
        functions: map,
        lemmas: digest(&[
            "lemmas",
            context,
            &without_bodies(text, &spans, None),
            generated,
        ]),
    }
}

/// A warning of Frama-C about the run, at a position of the input file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct ToolWarning {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// An entry: goals (and the run's warnings) with positions relative to the
/// function's line.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Entry {
    base_line: usize,
    goals: Vec<Goal>,
    #[serde(default)]
    warnings: Vec<ToolWarning>,
}

/// The result cache under a directory (`<cache>/results`).
#[derive(Debug, Clone)]
pub(crate) struct Cache {
    dir: PathBuf,
}

impl Cache {
    pub(crate) fn new(dir: &Path) -> Self {
        Cache {
            dir: dir.to_path_buf(),
        }
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2]).join(format!("{key}.json"))
    }

    /// Goals and warnings stored under `key`, moved to a function now at `base_line`.
    pub(crate) fn get(&self, key: &str, base_line: usize) -> Option<(Vec<Goal>, Vec<ToolWarning>)> {
        let text = std::fs::read_to_string(self.path(key)).ok()?;
        let e: Entry = serde_json::from_str(&text).ok()?;
        let shift = |l: usize| (l + base_line).saturating_sub(e.base_line);
        let mut goals = e.goals;
        for g in &mut goals {
            g.line = g.line.map(shift);
            g.vm_line = None;
            g.cached = true;
        }
        let warnings = e
            .warnings
            .into_iter()
            .map(|w| ToolWarning {
                line: shift(w.line),
                ..w
            })
            .collect();
        Some((goals, warnings))
    }

    /// Store goals and warnings (only complete, decided results).
    pub(crate) fn put(
        &self,
        key: &str,
        base_line: usize,
        goals: &[Goal],
        warnings: &[ToolWarning],
    ) -> std::io::Result<()> {
        let path = self.path(key);
        std::fs::create_dir_all(path.parent().expect("has parent"))?;
        let entry = Entry {
            base_line,
            goals: goals.to_vec(),
            warnings: warnings.to_vec(),
        };
        let text = serde_json::to_string(&entry).map_err(std::io::Error::other)?;
        crate::fsutil::write_atomic(&path, text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "/*@ requires a; */\nint f(void) {\n  return 1;\n}\n/*@ ensures b; */\nint g(void) {\n#define X 2\n  return X;\n}\n";

    fn spans() -> Vec<(String, Span)> {
        let f = SRC.find("{\n  return 1").unwrap();
        let g = SRC.find("{\n#define").unwrap();
        vec![
            ("f".into(), f..SRC[f..].find('}').unwrap() + f + 1),
            ("g".into(), g..SRC[g..].find("}\n").unwrap() + g + 1),
        ]
    }

    #[test]
    fn a_body_only_affects_its_function() {
        let fs = vec!["f".to_string(), "g".to_string()];
        let k1 = keys(SRC, &spans(), &fs, "ctx", "");
        let edited = SRC.replace("return 1", "return 11");
        let f = edited.find("{\n  return 11").unwrap();
        let g = edited.find("{\n#define").unwrap();
        let spans2 = vec![
            ("f".into(), f..edited[f..].find('}').unwrap() + f + 1),
            ("g".into(), g..edited[g..].find("}\n").unwrap() + g + 1),
        ];
        let k2 = keys(&edited, &spans2, &fs, "ctx", "");
        assert_ne!(k1.functions["f"], k2.functions["f"]);
        assert_eq!(k1.functions["g"], k2.functions["g"]);
        assert_eq!(k1.lemmas, k2.lemmas);
        // A generated frame lemma changes with the definitions it comes from.
        assert_ne!(keys(SRC, &spans(), &fs, "ctx", "lemma A").lemmas, k1.lemmas);
        // A contract change affects every function.
        let k3 = keys(
            &SRC.replace("requires a", "requires c"),
            &spans(),
            &fs,
            "ctx",
            "",
        );
        assert_ne!(k1.functions["g"], k3.functions["g"]);
        assert_ne!(
            keys(SRC, &spans(), &fs, "other", "").functions["f"],
            k1.functions["f"]
        );
    }

    #[test]
    fn directives_in_other_bodies_are_kept() {
        let s = spans();
        let t = without_bodies(SRC, &[s[0].1.clone(), s[1].1.clone()], Some(&s[0].1));
        assert!(
            t.contains("#define X 2") && t.contains("return 1") && !t.contains("return X"),
            "{t}"
        );
    }

    #[test]
    fn entries_round_trip_and_move() {
        let d = tempfile::tempdir().unwrap();
        let c = Cache::new(d.path());
        let g: Goal = serde_json::from_str(r#"{"id":"typed_f_assert","function":"f","kind":"assert","label":null,"message":"assertion","status":"valid","prover":"Qed","time":0.1,"attempts":[],"vm_line":12,"line":20,"col":3,"exact":true,"pass":1,"cached":false}"#).unwrap();
        let w = ToolWarning {
            line: 12,
            col: 3,
            message: "m".into(),
        };
        c.put("abcdef", 10, &[g], &[w]).unwrap();
        let (back, warnings) = c.get("abcdef", 15).unwrap();
        assert_eq!(
            (back[0].line, back[0].vm_line, back[0].cached),
            (Some(25), None, true)
        );
        assert_eq!(warnings[0].line, 17);
        assert!(c.get("abcdee", 1).is_none());
        std::fs::write(d.path().join("ab/abcdef.json"), "{garbage").unwrap();
        assert!(c.get("abcdef", 1).is_none());
    }
}

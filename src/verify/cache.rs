//! vmfc's result cache: the goals of a function are replayed when nothing
//! they depend on changed (`keys` says what that is). Entries are whole
//! JSON files written atomically, so concurrent runs are safe; an
//! unreadable entry is a miss.

use super::goals::Goal;
use std::path::{Path, PathBuf};

mod keys;
pub(crate) use keys::{keys_of_run, Keys};

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

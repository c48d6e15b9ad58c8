//! What the preprocessor's record of `#define` and `#undef` says about a
//! name: every definition it has had, the one in force at a line, and the
//! macros its replacements reach.

use super::{Macro, Preprocessed};
use std::collections::HashSet;

impl Preprocessed {
    /// Whether `name` is a macro whose body mentions `word` (a clause a
    /// macro may write), through the macros it reaches (hunt 34: `for`
    /// two macros deep).
    pub fn macro_mentions(&self, name: &str, word: &str) -> bool {
        (self.reachable_replacements([name]).iter()).any(|b| b.contains(word))
    }

    /// The replacement of every macro reachable from `names`: every
    /// definition each name has had, then those of the names the
    /// replacements mention, at any depth, each macro once (hunt 34: a
    /// chain of 40 macros was cut off where the rules stopped reading).
    /// Names are read as identifiers, whatever binds them: following one
    /// more macro only makes a rule see more.
    pub fn reachable_replacements<'a, 'n>(
        &'a self,
        names: impl IntoIterator<Item = &'n str>,
    ) -> Vec<&'a str> {
        let mut todo: Vec<String> = names.into_iter().map(str::to_string).collect();
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        while let Some(n) = todo.pop() {
            if !seen.insert(n.clone()) {
                continue;
            }
            for m in self.definitions(&n) {
                out.push(m.body.as_str());
                todo.extend(
                    (m.body.split(|c: char| !(c.is_alphanumeric() || c == '_')))
                        .filter(|w| !w.is_empty())
                        .map(str::to_string),
                );
            }
        }
        out
    }

    /// Every definition `name` has had, in order: what it may mean
    /// somewhere in the file (a rule that read only the table at the end
    /// missed a macro `#undef`ined after use: hunt 31).
    pub fn definitions(&self, name: &str) -> impl Iterator<Item = &Macro> {
        (self.history.get(name).into_iter().flatten()).filter_map(|e| e.def.as_ref())
    }

    /// The names that have been macros somewhere in the file, sorted.
    pub fn ever_defined(&self) -> Vec<&String> {
        let mut out: Vec<&String> = (self.history.iter())
            .filter(|(_, events)| events.iter().any(|e| e.def.is_some()))
            .map(|(name, _)| name)
            .collect();
        out.sort();
        out
    }

    /// The definition of `name` in force just before main-file line `line`.
    pub fn macro_at(&self, name: &str, line: usize) -> Option<&Macro> {
        self.history
            .get(name)?
            .iter()
            .rev()
            .find(|e| e.main_line < line)
            .and_then(|e| e.def.as_ref())
    }
}

//! vmfc's result cache for one run: what every result depends on, the
//! functions whose results are replayed, and the storing of new results.

use super::goals::Goal;
use super::{cache, run, toolchain, Options};
use crate::pipeline::{self, Job};
use std::collections::{BTreeMap, HashMap};

/// What every cached result depends on besides the program: the
/// toolchain, the options, the bespoke header and the user's headers.
pub(super) fn cache_context(
    t: &pipeline::Transformed,
    job: &Job,
    opts: &Options,
    tools: &toolchain::Toolchain,
    provers: &[String],
) -> String {
    let headers: Vec<&str> = t
        .frontend
        .headers
        .iter()
        .map(|h| h.file.text.as_str())
        .collect();
    // Every macro definition, whose directives the preprocessed text no
    // longer shows: the preprocessor's own and `-D`'s (another
    // preprocessor, `VMFC_CPP` or another `gcc` on the path, may give them
    // other values, hunt 33) and those of every header, system ones
    // included (hunt 93: a header of an `-isystem` directory changed
    // `ROOT` from 0 to 1, and `main`'s results were replayed).
    // vmfc's header directory is a new temporary one in each run.
    // Files are named as the preprocessor names them, from the path the
    // user typed: the main file is `<main>` and the others are made
    // canonical, so `./p.c` and `p.c` share results (hunt 123).
    let ours = t.header_dir.path().display().to_string();
    let main = t.frontend.map.main_marker().unwrap_or_default().to_string();
    let mut names: std::collections::HashMap<&str, String> = Default::default();
    let mut predefined: Vec<String> = Vec::new();
    for (name, events) in &t.frontend.pp.history {
        for e in events {
            let file = names.entry(e.file.as_str()).or_insert_with(|| {
                if e.file == main {
                    return "<main>".into();
                }
                let file = std::fs::canonicalize(&e.file)
                    .map_or_else(|_| e.file.clone(), |p| p.display().to_string());
                file.replace(ours.as_str(), "<vmfc-header>")
            });
            predefined.push(format!("{name} {file} {:?}", e.def));
        }
    }
    predefined.sort();
    format!(
        "{}\n{:?}\n{:?}\n{}\n{}\n{}\n{:?}\n{:?}\n{}\n{}\n{}\n{:?}\n{}",
        tools.fingerprint,
        provers,
        opts.wp_args,
        opts.timeout,
        opts.model_real,
        opts.retry,
        job.defines,
        job.include_dirs,
        crate::header::MPI_H,
        headers.join("\n"),
        included_text(&t.frontend.pp.text).replace(&ours, "<vmfc-header>"),
        std::env::var_os("VMFC_CPP"),
        predefined.join("\n")
    )
}

/// What the included files, system headers too, give the preprocessed
/// program: its lines outside the main file, with the line markers of
/// the included files
/// (hunt 29: a header found through `C_INCLUDE_PATH` changed, and the
/// results were replayed). The main file's own lines are keyed per
/// function (`cache::keys`).
fn included_text(pp: &str) -> String {
    let mut main: Option<String> = None;
    let mut in_main = false;
    let mut out = String::new();
    for line in pp.lines() {
        if let Some((_, name, ..)) = crate::cfront::ppmap::parse_marker(line) {
            in_main = *main.get_or_insert_with(|| name.clone()) == name;
            // The main file's markers carry its line numbers: layout.
            if !in_main {
                out.push_str(line);
                out.push('\n');
            }
        } else if !in_main {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// vmfc's result cache for one run.
pub(super) struct Cached<'a> {
    pub(super) cache: cache::Cache,
    pub(super) keys: cache::Keys,
    /// Whether results are replayed and stored.
    pub(super) on: bool,
    pub(super) function_lines: &'a HashMap<String, usize>,
}

/// What the cache gave, and what is left to prove.
pub(super) struct Replayed {
    pub(super) goals: Vec<Goal>,
    pub(super) tool_warnings: Vec<cache::ToolWarning>,
    pub(super) replayed: Vec<String>,
    pub(super) lemmas_replayed: bool,
    pub(super) to_run: Vec<String>,
    pub(super) lemmas_to_run: bool,
}

impl Cached<'_> {
    fn line(&self, f: &str) -> usize {
        self.function_lines.get(f).copied().unwrap_or(0)
    }

    /// Replay the functions' results (and the lemmas', when `lemmas`).
    pub(super) fn replay(&self, functions: &[String], lemmas: bool) -> Replayed {
        let mut r = Replayed {
            goals: Vec::new(),
            tool_warnings: Vec::new(),
            replayed: Vec::new(),
            lemmas_replayed: false,
            to_run: Vec::new(),
            lemmas_to_run: false,
        };
        let get = |key, base| self.on.then(|| self.cache.get(key, base)).flatten();
        for f in functions {
            match get(&self.keys.functions[f], self.line(f)) {
                Some((g, w)) => {
                    r.goals.extend(g);
                    r.tool_warnings.extend(w);
                    r.replayed.push(f.clone());
                }
                None => r.to_run.push(f.clone()),
            }
        }
        if lemmas {
            match get(&self.keys.lemmas, 0) {
                Some((g, w)) => {
                    r.goals.extend(g);
                    r.tool_warnings.extend(w);
                    r.lemmas_replayed = true;
                }
                None => r.lemmas_to_run = true,
            }
        }
        r
    }

    /// Store the results of a complete run, per function (and the lemmas').
    /// Add what Wp proved to `r`, and store it unless the run stopped early
    /// (it is incomplete); whether it stopped.
    pub(super) fn take(&self, r: &mut Replayed, proved: run::Proved) -> bool {
        if !proved.stopped {
            self.store(r, &proved.goals, &proved.warnings);
        }
        r.goals.extend(proved.goals);
        r.tool_warnings.extend(proved.warnings);
        proved.stopped
    }

    fn store(&self, r: &Replayed, fresh: &[Goal], warned: &[cache::ToolWarning]) {
        if !self.on {
            return;
        }
        // A goal of no function when no lemma was asked for was read
        // wrongly from its name (hunt 75: a behavior `lemma_x` of a
        // function `check`): nothing of this run is stored.
        if !r.lemmas_to_run && fresh.iter().any(|g| g.function.is_none()) {
            return;
        }
        let mut by_fn: BTreeMap<Option<String>, Vec<Goal>> = BTreeMap::new();
        for f in &r.to_run {
            by_fn.entry(Some(f.clone())).or_default();
        }
        for g in fresh {
            by_fn.entry(g.function.clone()).or_default().push(g.clone());
        }
        for (f, gs) in &by_fn {
            // A function vmfc proves has goals (its totality clauses, its
            // `assigns`): none means they went elsewhere (hunt 76: to a
            // function or lemma of a longer name), and replaying none
            // would prove it. Not stored.
            if f.is_some() && gs.is_empty() {
                continue;
            }
            let (key, base) = match f {
                Some(f) if self.keys.functions.contains_key(f) => {
                    (&self.keys.functions[f], self.line(f))
                }
                None if r.lemmas_to_run => (&self.keys.lemmas, 0),
                _ => continue,
            };
            // A warning inside a function this run proved goes with that
            // function's entry only (hunt 93: every entry held every
            // warning, so the lemmas' entry, whose key ignores bodies,
            // replayed a warning of a body since edited); the others
            // with every entry.
            let kept = entry_warnings(self.function_lines, f.as_ref(), &r.to_run, warned);
            // A failure to cache is not a failure to verify.
            let _ = self.cache.put(key, base, gs, &kept);
        }
    }
}

/// The warnings of a run to store with the entry of `f` (`None`: the
/// lemmas'): those inside a function the run proved (the one whose
/// definition starts last at or before the warning) go with its entry
/// only; the others with every entry.
fn entry_warnings(
    function_lines: &HashMap<String, usize>,
    f: Option<&String>,
    ran: &[String],
    warned: &[cache::ToolWarning],
) -> Vec<cache::ToolWarning> {
    let owner = |line: usize| {
        (function_lines.iter())
            .filter(|(_, &l)| l <= line)
            .max_by_key(|(g, &l)| (l, g.as_str()))
            .map(|(g, _)| g)
    };
    (warned.iter())
        .filter(|w| match owner(w.line) {
            Some(o) if ran.contains(o) => f == Some(o),
            _ => true,
        })
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{entry_warnings, included_text};
    use crate::verify::cache::ToolWarning;

    /// A warning in a body goes with its function's entry only, not with
    /// the lemmas' (hunt 93: replayed after the body was fixed).
    #[test]
    fn warnings_go_with_their_function() {
        let lines = [("count".to_string(), 9), ("main".to_string(), 21)].into();
        let w = |line: usize| ToolWarning {
            line,
            col: 3,
            message: format!("w{line}"),
        };
        let warned = [w(2), w(13), w(25)];
        let ran = ["count".to_string(), "main".to_string()];
        let of = |f: Option<&str>| -> Vec<usize> {
            let f = f.map(str::to_string);
            entry_warnings(&lines, f.as_ref(), &ran, &warned)
                .iter()
                .map(|w| w.line)
                .collect()
        };
        assert_eq!(of(None), [2]);
        assert_eq!(of(Some("count")), [2, 13]);
        assert_eq!(of(Some("main")), [2, 25]);
        // A function this run did not prove: its warnings stay everywhere.
        let only_main = ["main".to_string()];
        let kept = entry_warnings(&lines, None, &only_main, &warned);
        assert_eq!(kept.iter().map(|w| w.line).collect::<Vec<_>>(), [2, 13]);
    }

    /// A header's text is part of the context; the main file's lines and
    /// markers (its layout) are not.
    #[test]
    fn included_text_is_what_the_headers_give() {
        let pp = |limit: &str, blank: &str| {
            format!("# 1 \"k.c\"\n# 1 \"inc/limit.h\" 1\nint limit = {limit};\n# 2 \"k.c\" 2\nint f(void) {{\n{blank}# 20 \"k.c\"\n  return limit;\n}}\n")
        };
        assert_ne!(included_text(&pp("1", "")), included_text(&pp("2", "")));
        assert_eq!(included_text(&pp("1", "")), included_text(&pp("1", "\n\n")));
        assert!(included_text(&pp("1", "")).contains("inc/limit.h"));
        assert!(!included_text(&pp("1", "")).contains("return"));
    }
}

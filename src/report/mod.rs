//! Rendering a verification outcome: compiler-style lines for every goal not
//! proved with a per-function summary (`human`), a documented JSON document
//! (`json`, see docs/json-report.md), JUnit XML for CI (`junit`), and SARIF
//! for code scanning (`sarif`); and what a run shows while it goes on
//! (`live`).

pub mod human;
pub mod json;
pub mod junit;
pub mod live;
pub mod rejected;
pub mod sarif;

use crate::verify::goals::Goal;

/// Goals of one function (or of the lemmas) and their totals.
pub struct Section<'a> {
    pub name: String,
    pub goals: Vec<&'a Goal>,
    pub replayed: bool,
}

impl Section<'_> {
    pub fn proved(&self) -> usize {
        self.goals.iter().filter(|g| g.proved()).count()
    }

    pub fn time(&self) -> f64 {
        // Not `sum()`: the sum of no `f64` is -0.0, printed "-0.0s".
        self.goals
            .iter()
            .filter_map(|g| g.time)
            .fold(0.0, |a, t| a + t)
    }
}

/// Sections in order: verified functions, then lemmas.
pub fn sections(o: &crate::verify::Outcome) -> Vec<Section<'_>> {
    let mut out: Vec<Section> = o
        .functions
        .iter()
        .map(|f| Section {
            name: f.clone(),
            goals: o
                .goals
                .iter()
                .filter(|g| g.function.as_ref() == Some(f))
                .collect(),
            replayed: o.replayed.contains(f),
        })
        .collect();
    let lemmas: Vec<&Goal> = o.goals.iter().filter(|g| g.function.is_none()).collect();
    if !lemmas.is_empty() || !o.lemmas.is_empty() {
        out.push(Section {
            name: "<lemmas>".into(),
            goals: lemmas,
            replayed: o.lemmas_replayed,
        });
    }
    out
}

/// `docs/checks.md`: vmfc's checks, then Wp's goals that vmfc adds.
pub fn reference_page() -> String {
    crate::transform::checks::reference_page() + &crate::verify::kinds::reference_section()
}

/// What the run did not prove: the assumptions it rests on, and how it
/// was restricted, one sentence each (every format says them: a CI that
/// reads JUnit or SARIF must see a partial run too, hunt 33).
/// With `each`, every assumption of the user's is said in full (the
/// human report counts them: each is a warning above it).
pub fn not_proved(o: &crate::verify::Outcome, each: bool) -> Vec<String> {
    let mut out = Vec::new();
    let assumed = o.warnings.iter().filter(|w| w.assumption).count();
    if each {
        for w in o.warnings.iter().filter(|w| w.assumption) {
            out.push(format!("Assumed, not proved: {}", w.message));
        }
    } else if assumed > 0 {
        out.push(format!(
            "Assumed, not proved: {assumed} of your assumptions (`admit`, axioms, calls from code vmfc does not verify), each in a warning above."
        ));
    }
    if !o.skipped.is_empty() {
        out.push(format!(
            "Assumed, not proved: the contracts of {} (--skip), wherever verified code calls them.",
            human::quoted(&o.skipped)
        ));
    }
    if !o.bodiless.is_empty() {
        out.push(format!(
            "Assumed, not proved: the contracts of {} (declared, with no definition in the files vmfc reads: a library's or another file's), wherever verified code calls them.",
            human::quoted(&o.bodiless)
        ));
    }
    if !o.only.is_empty() {
        out.push(format!(
            "Partial run: only {} (--prop); the program is not verified as a whole.",
            o.only.join(", ")
        ));
    }
    if !o.fct.is_empty() {
        out.push(format!(
            "Partial run: only the goals of {} (--fct); the other functions are not proved here, and their contracts are \
             assumed where these call them: the program is not verified as a whole.",
            human::quoted(&o.fct)
        ));
    }
    if o.stopped {
        out.push(
            "Stopped at the first goal not proved (--fail-fast): goals not settled by then are \
             not listed; the program is not verified as a whole."
                .to_string(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn reference_page_is_current() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/checks.md");
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current != super::reference_page() {
            if std::env::var_os("VMFC_UPDATE_DOCS").is_some() {
                std::fs::write(&path, super::reference_page()).unwrap();
            } else {
                panic!("docs/checks.md is out of date: run `VMFC_UPDATE_DOCS=1 cargo test --lib reference_page`");
            }
        }
    }
}

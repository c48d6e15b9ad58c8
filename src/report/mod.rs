//! Rendering a verification outcome: compiler-style lines for every goal not
//! proved with a per-function summary (`human`), a documented JSON document
//! (`json`, see docs/json-report.md), JUnit XML for CI (`junit`), and SARIF
//! for code scanning (`sarif`); and what a run shows while it goes on
//! (`live`).

pub mod human;
pub mod json;
pub mod junit;
pub mod live;
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

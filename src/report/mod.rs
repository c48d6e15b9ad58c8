//! Rendering a verification outcome: compiler-style lines for every goal not
//! proved with a per-function summary (`human`), a documented JSON document
//! (`json`, see docs/json-report.md), and JUnit XML for CI (`junit`).

pub mod human;
pub mod json;
pub mod junit;

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
        self.goals.iter().filter_map(|g| g.time).sum()
    }
}

/// Sections in order: verified functions, then lemmas.
pub fn sections(o: &crate::verify::Outcome) -> Vec<Section<'_>> {
    let mut out: Vec<Section> = o
        .functions
        .iter()
        .map(|f| Section {
            name: f.clone(),
            goals: o.goals.iter().filter(|g| g.function.as_ref() == Some(f)).collect(),
            replayed: o.replayed.contains(f),
        })
        .collect();
    let lemmas: Vec<&Goal> = o.goals.iter().filter(|g| g.function.is_none()).collect();
    if !lemmas.is_empty() || !o.lemmas.is_empty() {
        out.push(Section { name: "<lemmas>".into(), goals: lemmas, replayed: o.replayed.iter().any(|r| r == "<lemmas>") });
    }
    out
}

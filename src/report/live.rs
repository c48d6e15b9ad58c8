//! What a run of `vmfc verify` shows while it goes on: a progress bar
//! counting proved, failed and pending goals (on a terminal), and each
//! failure as soon as it is final.

use std::io::IsTerminal;

/// What a run shows while it goes on: a progress bar (on a terminal) and,
/// in the human format, each failure as soon as it is final (the report
/// gives the details at the end).
pub struct Live<'a> {
    human: bool,
    input: &'a std::path::Path,
    bar: Option<indicatif::ProgressBar>,
    proved: usize,
    failed: usize,
    retrying: usize,
    /// Lines shown (the parts of a split property read alike: once).
    shown: std::collections::HashSet<String>,
}

impl<'a> Live<'a> {
    pub fn new(human: bool, input: &'a std::path::Path) -> Self {
        let bar = (human && std::io::stderr().is_terminal()).then(|| {
            let pb = indicatif::ProgressBar::new(0);
            pb.set_style(
                indicatif::ProgressStyle::with_template(
                    "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} goals settled {msg}",
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            pb
        });
        Live {
            human,
            input,
            bar,
            proved: 0,
            failed: 0,
            retrying: 0,
            shown: std::collections::HashSet::new(),
        }
    }

    pub fn on(&mut self, p: crate::verify::Progress) {
        use crate::verify::Progress;
        match p {
            Progress::Scheduled(n) => {
                if let Some(pb) = &self.bar {
                    pb.inc_length(n as u64);
                }
            }
            Progress::Retrying(_) => self.retrying += 1,
            Progress::Settled(g) => {
                if g.pass >= 2 {
                    self.retrying = self.retrying.saturating_sub(1);
                }
                if g.proved() {
                    self.proved += 1;
                } else {
                    self.failed += 1;
                    let line = super::human::settled_failure(self.input, g);
                    if self.human && self.shown.insert(line.clone()) {
                        match &self.bar {
                            Some(pb) => pb.println(line),
                            None => eprintln!("{line}"),
                        }
                    }
                }
                if let Some(pb) = &self.bar {
                    pb.inc(1);
                }
            }
        }
        if let Some(pb) = &self.bar {
            pb.set_message(format!(
                "({} proved, {} not proved, {} to retry)",
                self.proved, self.failed, self.retrying
            ));
        }
    }

    pub fn finish(&self) {
        if let Some(pb) = &self.bar {
            pb.finish_and_clear();
        }
    }
}

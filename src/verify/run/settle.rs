//! Follows one Frama-C run's events: each goal's result through the
//! passes (a retry or a split only matters for goals still unproved),
//! reported as it settles, with the time limit of its step.

use super::split;
use crate::verify::framac::{self, Pass, Step};
use crate::verify::locate::Locator;
use crate::verify::wp_output::{Attempt, Event, Status};
use crate::verify::{Failure, Progress};
use std::collections::{BTreeMap, HashSet};
use std::ops::ControlFlow;

/// One goal's result: status, every attempt, and the pass that settled it.
pub(super) type GoalResult = (Status, Vec<Attempt>, u8);

/// Follows the run's events: each goal's result (a retry only matters for
/// goals still unproved), which goals are final, reported as they settle,
/// and `Break` at the first failure under `fail_fast`. Each `Step` event
/// starts the next step of `steps`.
pub(super) struct Settle<'a> {
    steps: &'a [Step],
    locator: &'a Locator<'a>,
    fail_fast: bool,
    /// Steps started so far.
    started: usize,
    results: BTreeMap<String, GoalResult>,
    settled: HashSet<String>,
    /// Goals announced as retried.
    retrying: HashSet<String>,
    /// Goals Wp said it scheduled outside the retry and split passes, and
    /// those read.
    expected: usize,
    read: usize,
    /// The split pass: goals whose parts so far were all proved, and the
    /// results read against the goals Wp said it had.
    split: split::Parts,
}

impl<'a> Settle<'a> {
    pub(super) fn new(steps: &'a [Step], locator: &'a Locator<'a>, fail_fast: bool) -> Self {
        Settle {
            steps,
            locator,
            fail_fast,
            started: 0,
            results: BTreeMap::new(),
            settled: HashSet::new(),
            retrying: HashSet::new(),
            expected: 0,
            read: 0,
            split: split::Parts::default(),
        }
    }

    pub(super) fn event(
        &mut self,
        e: &Event,
        progress: &mut dyn FnMut(Progress),
    ) -> ControlFlow<()> {
        let at = self.started.saturating_sub(1);
        let pass = self.steps.get(at).map_or(Pass::Main, |s| s.pass);
        let later = matches!(pass, Pass::Long | Pass::Retry | Pass::Split);
        let limit = self.steps.get(at).map(|s| s.timeout);
        // The goal a part of the split step belongs to.
        let split_base = match e {
            Event::Goal { id, .. } if pass == Pass::Split => split::base(id, &self.results),
            _ => None,
        };
        match e {
            Event::Step => self.started += 1,
            Event::Scheduled(n) if !later => progress(Progress::Scheduled(*n)),
            Event::Summary { total, .. } if !later => self.expected += total,
            Event::Summary { total, .. } if pass == Pass::Split => {
                for id in self.split.finish(*total) {
                    if self.settled.contains(&id) {
                        continue;
                    }
                    if let Some(entry) = self.results.get_mut(&id) {
                        entry.0 = Status::Valid;
                        entry.2 = 3;
                    }
                    self.settle(&id, progress)?;
                }
            }
            Event::Goal {
                id,
                status,
                attempts,
            } if split_base.is_some() => {
                let base = split_base.unwrap_or_default();
                let entry = self.results.get_mut(&base).expect("base goal has a result");
                entry
                    .1
                    .extend(stamped(attempts, split::part_number(id), limit));
                if self.split.part(&base, *status) && !self.settled.contains(&base) {
                    // A part that failed: the goal fails, whatever the others say.
                    entry.0 = *status;
                    entry.2 = 3;
                    self.settle(&base, progress)?;
                }
            }
            Event::Goal {
                id,
                status,
                attempts,
            } => {
                if pass == Pass::Split {
                    self.split.whole();
                }
                if !self.settled.contains(id) {
                    self.goal(id, *status, attempts, pass, at, progress)?;
                }
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    /// A goal's result as Wp printed it (not a part of a split goal).
    fn goal(
        &mut self,
        id: &str,
        status: Status,
        attempts: &[Attempt],
        pass: Pass,
        at: usize,
        progress: &mut dyn FnMut(Progress),
    ) -> ControlFlow<()> {
        let n = match pass {
            Pass::Main | Pass::Long | Pass::Smoke => 1,
            Pass::Retry => 2,
            Pass::Split => 3,
        };
        if n == 1 && !self.results.contains_key(id) {
            self.read += 1;
        }
        // The first pass's attempts, then this one's; filtered provers that
        // did not run leave the first pass's verdict.
        let entry = self
            .results
            .entry(id.to_string())
            .or_insert((status, Vec::new(), n));
        if !attempts.iter().all(Attempt::not_run) {
            entry.0 = status;
        }
        let limit = self.steps.get(at).map(|s| s.timeout);
        entry.1.extend(stamped(attempts, None, limit));
        entry.2 = n;
        let g = self.locator.goal(id, entry.0, entry.1.clone(), n);
        if g.status != Status::Valid
            && !g.kind.is_smoke()
            && framac::retried(self.steps, at, g.label.as_deref())
        {
            if self.retrying.insert(id.to_string()) {
                progress(Progress::Retrying(&g));
            }
            ControlFlow::Continue(())
        } else {
            self.settle(id, progress)
        }
    }

    /// `id`'s result is final: report it (and stop at a failure under `fail_fast`).
    fn settle(&mut self, id: &str, progress: &mut dyn FnMut(Progress)) -> ControlFlow<()> {
        let Some((status, attempts, n)) = self.results.get(id) else {
            return ControlFlow::Continue(());
        };
        let g = self.locator.goal(id, *status, attempts.clone(), *n);
        self.settled.insert(id.to_string());
        progress(Progress::Settled(&g));
        if self.fail_fast && !g.proved() {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    /// The results: all of them, or when the run was stopped only what had
    /// settled (a goal waiting for its retry is not known to fail). A run
    /// that went to the end must have read every goal Wp scheduled.
    pub(super) fn results(
        mut self,
        stopped: bool,
    ) -> Result<BTreeMap<String, GoalResult>, Failure> {
        if stopped {
            let settled = self.settled;
            self.results.retain(|id, _| settled.contains(id));
        } else if self.read != self.expected {
            return Err(Failure::Tool(format!(
                "Wp scheduled {} goals but vmfc read {} results from its output",
                self.expected, self.read
            )));
        } else if let Some((expected, read)) = self.split.mismatch() {
            return Err(Failure::Tool(format!(
                "Wp scheduled {expected} goals in its split pass but vmfc read {read} results from its output"
            )));
        }
        Ok(self.results)
    }
}

/// The attempts of one step, with the part of a split goal they are about
/// and the step's time limit.
fn stamped<'a>(
    attempts: &'a [Attempt],
    part: Option<u32>,
    limit: Option<u32>,
) -> impl Iterator<Item = Attempt> + 'a {
    attempts.iter().cloned().map(move |mut a| {
        a.part = part;
        a.limit = limit;
        a
    })
}

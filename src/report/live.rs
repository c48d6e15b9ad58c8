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
        if let Some(line) = self.line(&p) {
            match &self.bar {
                Some(pb) => pb.println(line),
                None => eprintln!("{line}"),
            }
        }
        if let (crate::verify::Progress::Settled(_), Some(pb)) = (&p, &self.bar) {
            // Wp schedules goals step by step and settles some it never
            // scheduled (those Qed proves as it generates them): the total
            // grows with them rather than falling behind what is settled.
            if pb.length().is_some_and(|len| pb.position() >= len) {
                pb.inc_length(1);
            }
            pb.inc(1);
        }
        if let Some(pb) = &self.bar {
            pb.set_message(format!(
                "({} proved, {} not proved, {} to retry)",
                self.proved, self.failed, self.retrying
            ));
        }
    }

    /// Counts the event, and the line it shows, if any (in the human
    /// format, once per text: the parts of a split property read alike).
    fn line(&mut self, p: &crate::verify::Progress) -> Option<String> {
        use crate::verify::Progress;
        let line = match p {
            Progress::Scheduled(n) => {
                if let Some(pb) = &self.bar {
                    pb.inc_length(*n as u64);
                }
                return None;
            }
            Progress::Retrying(g) => {
                self.retrying += 1;
                super::human::retried(self.input, g)
            }
            Progress::Settled(g) => {
                if g.pass >= 2 {
                    self.retrying = self.retrying.saturating_sub(1);
                }
                if g.proved() {
                    self.proved += 1;
                    return None;
                }
                self.failed += 1;
                super::human::settled_failure(self.input, g)
            }
        };
        (self.human && self.shown.insert(line.clone())).then_some(line)
    }

    pub fn finish(&self) {
        if let Some(pb) = &self.bar {
            pb.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mpi::Comm;
    use crate::transform::checks::CheckKind;
    use crate::verify::goals::Goal;
    use crate::verify::kinds::GoalKind;
    use crate::verify::wp_output::Status;
    use crate::verify::Progress;

    /// A goal the first pass left is shown at once, with what comes next;
    /// its final failure is shown again; a proved goal is not shown; the
    /// JSON format shows nothing.
    #[test]
    fn retried_goals_are_shown_before_their_verdict() {
        let input = std::path::Path::new("star.c");
        let mut g = Goal::new(
            "typed_star_sum_assert_VM_send_level_55_7",
            GoalKind::Vm(CheckKind::SendLevel, Some(Comm::Send)),
            Status::Timeout,
            1,
        );
        g.message = "level of MPI_Send below its slevel".into();
        (g.line, g.col, g.exact) = (Some(55), Some(7), true);
        let mut live = Live::new(true, input);
        let line = live.line(&Progress::Retrying(&g)).unwrap();
        assert_eq!(
            line,
            "vmfc: star.c:55:7: level of MPI_Send below its slevel not proved by the first pass: \
             trying it again (with the whole timeout, filtered contexts or split into cases; the verdict comes when that ends)"
        );
        assert_eq!(live.retrying, 1);
        g.pass = 2;
        let last = live.line(&Progress::Settled(&g)).unwrap();
        assert!(
            last.starts_with("vmfc: star.c:55:7: level of MPI_Send below its slevel not proved: "),
            "{last}"
        );
        assert_eq!((live.retrying, live.failed), (0, 1));
        g.status = Status::Valid;
        assert_eq!(live.line(&Progress::Settled(&g)), None);
        let mut json = Live::new(false, input);
        assert_eq!(json.line(&Progress::Retrying(&g)), None);
        assert_eq!(json.retrying, 1);
    }

    /// The bar's total follows the goals settled when Wp settles more than
    /// it scheduled (ranksum with an overflow showed 64/62).
    #[test]
    fn the_total_never_falls_behind_the_settled_goals() {
        let input = std::path::Path::new("ranksum.c");
        let mut live = Live::new(false, input);
        live.bar = Some(indicatif::ProgressBar::with_draw_target(
            Some(0),
            indicatif::ProgressDrawTarget::hidden(),
        ));
        let g = Goal::new(
            "typed_main_assert_rte_signed_overflow",
            GoalKind::Lemma,
            Status::Valid,
            1,
        );
        live.on(Progress::Scheduled(2));
        for _ in 0..3 {
            live.on(Progress::Settled(&g));
        }
        let pb = live.bar.as_ref().unwrap();
        assert_eq!((pb.position(), pb.length()), (3, Some(3)));
        assert_eq!(live.proved, 3);
    }
}

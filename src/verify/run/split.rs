//! The split pass's results: Wp names the parts of a split goal
//! `<goal>_part<N>`; the goal holds when every part does, which is known
//! only when the step has ended and every part Wp scheduled was read.

use super::settle::GoalResult;
use crate::verify::wp_output::Status;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// The goal that `id` is a part of: `id` is `<goal>_part<N>` for a goal
/// of an earlier pass. When an earlier goal has that very name too, the
/// result counts as a part (the split goal then holds only if it holds),
/// never as a proof of that other goal, which keeps its earlier result.
pub(super) fn base(id: &str, results: &BTreeMap<String, GoalResult>) -> Option<String> {
    let (goal, n) = id.rsplit_once("_part")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && results.contains_key(goal))
        .then(|| goal.to_string())
}

/// `N` of `<goal>_part<N>`.
pub(super) fn part_number(id: &str) -> Option<u32> {
    id.rsplit_once("_part")?.1.parse().ok()
}

/// What the split step has shown so far.
#[derive(Debug, Default)]
pub(super) struct Parts {
    /// Goals whose parts read so far were all proved.
    proved: BTreeSet<String>,
    /// Goals with a part not proved.
    failed: HashSet<String>,
    /// Results read in the step (parts and goals Wp did not split), and
    /// the number of goals Wp reported at its end.
    read: usize,
    expected: Option<usize>,
}

impl Parts {
    /// One part of `goal` settled with `status`; true when it is the
    /// goal's first part not proved (the goal fails).
    pub(super) fn part(&mut self, goal: &str, status: Status) -> bool {
        self.read += 1;
        if status == Status::Valid {
            if !self.failed.contains(goal) {
                self.proved.insert(goal.to_string());
            }
            false
        } else {
            self.proved.remove(goal);
            self.failed.insert(goal.to_string())
        }
    }

    /// A goal that Wp did not split was read.
    pub(super) fn whole(&mut self) {
        self.read += 1;
    }

    /// The step ended with `total` goals: the split goals whose every part
    /// was proved, when every result was read (otherwise none).
    pub(super) fn finish(&mut self, total: usize) -> Vec<String> {
        self.expected = Some(total);
        if self.read != total {
            return Vec::new();
        }
        std::mem::take(&mut self.proved).into_iter().collect()
    }

    /// Goals Wp reported against results read, when they differ.
    pub(super) fn mismatch(&self) -> Option<(usize, usize)> {
        self.expected
            .filter(|e| *e != self.read)
            .map(|e| (e, self.read))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(ids: &[&str]) -> BTreeMap<String, GoalResult> {
        ids.iter()
            .map(|id| (id.to_string(), (Status::Timeout, Vec::new(), 1)))
            .collect()
    }

    #[test]
    fn parts_name_their_goal() {
        let r = results(&["typed_main_assert_a", "typed_main_assert_b_part2"]);
        assert_eq!(
            base("typed_main_assert_a_part3", &r).as_deref(),
            Some("typed_main_assert_a")
        );
        assert_eq!(part_number("typed_main_assert_a_part3"), Some(3));
        // A goal of its own whose name ends like a part, an unknown goal,
        // and names that only look like parts.
        assert_eq!(base("typed_main_assert_b_part2", &r), None);
        // Both `x` and `x_part2` were goals (hunt 17): a result named
        // `x_part2` in the split step is a part of `x`, so `x` cannot be
        // proved without it.
        let both = results(&["typed_main_assert_x", "typed_main_assert_x_part2"]);
        assert_eq!(
            base("typed_main_assert_x_part2", &both).as_deref(),
            Some("typed_main_assert_x")
        );
        assert_eq!(base("typed_main_assert_c_part1", &r), None);
        assert_eq!(base("typed_main_assert_a_part", &r), None);
        assert_eq!(base("typed_main_assert_a_partx", &r), None);
    }

    #[test]
    fn a_goal_holds_when_every_part_was_read_and_proved() {
        let mut p = Parts::default();
        assert!(!p.part("a", Status::Valid));
        assert!(!p.part("a", Status::Valid));
        assert!(!p.part("b", Status::Valid));
        assert!(p.part("b", Status::Timeout));
        assert!(!p.part("b", Status::Unknown), "b failed already");
        assert!(!p.part("b", Status::Valid));
        p.whole();
        assert_eq!(p.finish(7), vec!["a".to_string()]);
        assert_eq!(p.mismatch(), None);
    }

    #[test]
    fn a_missing_result_proves_nothing() {
        let mut p = Parts::default();
        assert!(!p.part("a", Status::Valid));
        // Wp scheduled two parts; only one was read.
        assert!(p.finish(2).is_empty());
        assert_eq!(p.mismatch(), Some((2, 1)));
    }
}

//! JUnit XML for CI: one test suite per function (and one for the lemmas),
//! one test case per goal, a failure for every goal not proved; and a
//! skipped case for each thing the run did not prove (a partial run, an
//! assumed contract).

use super::sections;
use crate::verify::Outcome;
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use std::time::Duration;

pub fn render(o: &Outcome) -> String {
    let mut report = Report::new("vmfc");
    for s in sections(o) {
        let mut suite = TestSuite::new(format!("{}: {}", o.file.name(), s.name));
        for g in &s.goals {
            let status = if g.proved() {
                TestCaseStatus::success()
            } else {
                let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
                st.set_message(format!("{} not proved ({})", g.message, g.status.word()));
                st.set_type(g.status.word());
                st.set_description(format!(
                    "{}:{}:{}: {} not proved\ngoal {}",
                    o.file_of(g).name(),
                    g.line.unwrap_or(0),
                    g.col.unwrap_or(0),
                    g.message,
                    g.id
                ));
                st
            };
            let mut case = TestCase::new(g.id.clone(), status);
            case.set_classname(format!("{}:{}", o.file_of(g).name(), g.line.unwrap_or(0)));
            if let Some(t) = g.time {
                case.set_time(Duration::from_secs_f64(t.max(0.0)));
            }
            suite.add_test_case(case);
        }
        report.add_test_suite(suite);
    }
    // What the run did not prove, as skipped cases: a CI reading the
    // report sees a partial run or an assumption (hunt 33).
    let not_proved = super::not_proved(o, true);
    if !not_proved.is_empty() {
        let mut suite = TestSuite::new(format!("{}: not verified", o.file.name()));
        for (i, line) in not_proved.iter().enumerate() {
            let mut status = TestCaseStatus::skipped();
            status.set_message(line.clone());
            let mut case = TestCase::new(format!("not_verified_{}", i + 1), status);
            case.set_classname(o.file.name());
            suite.add_test_case(case);
        }
        report.add_test_suite(suite);
    }
    report.to_string().unwrap_or_default()
}

//! JUnit XML for CI: one test suite per function (and one for the lemmas),
//! one test case per goal, a failure for every goal not proved.

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
    report.to_string().unwrap_or_default()
}

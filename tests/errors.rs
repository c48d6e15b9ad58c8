//! One fixture per static error (tests/fixtures/errors/*.c), each its own
//! case: the input is rejected, and the rendered diagnostics (file:line:col,
//! message, snippet) match the snapshot under snapshots/errors/.

use vmfc::pipeline::{self, Failure, Job};

#[test]
fn rejected() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots/errors");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| {
        insta::glob!("fixtures/errors/*.c", |path| {
            let job = Job {
                input: path
                    .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(path)
                    .to_path_buf(),
                ..Job::default()
            };
            let text = match pipeline::transform(&job) {
                Ok(_) => panic!("{} was accepted", path.display()),
                Err(Failure::Tool(e) | Failure::Usage(e)) => panic!(
                    "{}: tool failure instead of a diagnostic: {e}",
                    path.display()
                ),
                Err(Failure::Input { diagnostics, files }) => {
                    assert!(
                        diagnostics.iter().any(|d| d.is_error()),
                        "{}: no error",
                        path.display()
                    );
                    diagnostics
                        .iter()
                        .map(|d| d.render(&files, false))
                        .collect::<String>()
                }
            };
            insta::assert_snapshot!(text);
        });
    });
}

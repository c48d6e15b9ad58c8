//! One fixture per static error (tests/fixtures/errors/*.c): the input is
//! rejected, and the rendered diagnostics (file:line:col, message, snippet)
//! match the snapshot under snapshots/errors/.

use std::path::Path;
use vmfc::pipeline::{self, Failure, Job};

#[test]
fn each_fixture_is_rejected_with_its_diagnostics() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/errors"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_input_file("tests/fixtures/errors");
    settings.bind(|| {
        let mut names: Vec<_> = std::fs::read_dir("tests/fixtures/errors")
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "c"))
            .collect();
        names.sort();
        assert!(names.len() >= 30, "fixtures missing");
        for path in names {
            let job = Job { input: path.clone(), ..Job::default() };
            let text = match pipeline::transform(&job) {
                Ok(_) => panic!("{} was accepted", path.display()),
                Err(Failure::Tool(e)) => panic!("{}: tool failure instead of a diagnostic: {e}", path.display()),
                Err(Failure::Input { diagnostics, files }) => {
                    assert!(diagnostics.iter().any(|d| d.is_error()), "{}: no error", path.display());
                    diagnostics.iter().map(|d| d.render(&files, false)).collect::<String>()
                }
            };
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            insta::assert_snapshot!(name, text);
        }
    });
}

//! A recorded Frama-C run replayed by the fake `frama-c` of
//! tests/fixtures/wp/: `vmfc verify` in a copy of the fixture.

use insta_cmd::get_cargo_bin;
use std::path::PathBuf;
use std::process::Command;

pub fn fixture(name: &str) -> PathBuf {
    super::root().join("tests/fixtures/wp").join(name)
}

/// `vmfc verify` in a copy of a recorded fixture, with the fake Frama-C
/// replaying it and a private cache.
pub struct Setup {
    pub dir: tempfile::TempDir,
    pub input: String,
}

impl Setup {
    pub fn new(name: &str, input: &str) -> Self {
        Self::with_headers(name, input, &[])
    }

    /// The fixture's input and these headers beside it.
    pub fn with_headers(name: &str, input: &str, headers: &[&str]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        for f in std::iter::once(&input).chain(headers) {
            std::fs::copy(fixture(name).join(f), dir.path().join(f)).unwrap();
        }
        for f in ["stdout.txt", "props.tsv"] {
            std::fs::copy(fixture(name).join(f), dir.path().join(f)).unwrap();
        }
        Setup {
            dir,
            input: input.to_string(),
        }
    }

    pub fn cmd(&self) -> Command {
        let mut c = Command::new(get_cargo_bin("vmfc"));
        let d = self.dir.path();
        c.current_dir(d)
            .env("NO_COLOR", "1")
            .env("VMFC_FRAMA_C", fixture("fake-frama-c"))
            .env("FAKE_WP_STDOUT", d.join("stdout.txt"))
            .env("FAKE_WP_CSV", d.join("props.tsv"))
            .env("FAKE_WP_ARGS_LOG", d.join("args.log"))
            .env("VMFC_CACHE_DIR", d.join("cache"))
            .args(["verify", &self.input]);
        c
    }

    pub fn path(&self, f: &str) -> PathBuf {
        self.dir.path().join(f)
    }
}

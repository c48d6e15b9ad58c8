//! Unit tests of `toolchain`.

#[test]
fn shortcuts_of_a_why3_configuration() {
    let conf = "[prover]\nname = \"Z3\"\nshortcut = \"z3t\"\n[prover]\nshortcut=\"cvc5\"\n[partial_prover]\nname = \"CVC4\"\n";
    assert_eq!(super::shortcuts(conf), ["cvc5", "z3t"]);
}

/// A tool is asked for its version once while its executable stays the
/// same, and again once it is replaced.
#[test]
fn versions_are_probed_once_per_executable() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let (tool, log) = (dir.path().join("tool"), dir.path().join("log"));
    let write = |version: &str| {
        let script = format!(
            "#!/bin/sh\necho x >> '{}'\necho 'tool version {version}'\n",
            log.display()
        );
        std::fs::write(&tool, script).unwrap();
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    let calls = || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .count()
    };
    write("1.0");
    assert_eq!(
        super::version_of(&tool, "--version").as_deref(),
        Some("tool version 1.0")
    );
    assert_eq!(
        super::version_of(&tool, "--version").as_deref(),
        Some("tool version 1.0")
    );
    assert_eq!(calls(), 1);
    // Other arguments are another question.
    super::version_of(&tool, "-v");
    assert_eq!(calls(), 2);
    // Replaced (another size): asked again.
    std::fs::remove_file(&tool).unwrap();
    write("1.10");
    assert_eq!(
        super::version_of(&tool, "--version").as_deref(),
        Some("tool version 1.10")
    );
    assert_eq!(calls(), 3);
}

//! Tests of the map from preprocessed offsets to the user's files.

use super::*;

#[test]
fn locates_tokens_through_macros() {
    let src = "#define T 7\nint x = T;\nint y = f(T, x);\n";
    let pp = "# 0 \"a.c\"\n# 0 \"<built-in>\"\n# 1 \"a.c\"\n\nint x = 7;\nint y = f(7, x);\n";
    let file = SourceFile::new("a.c", src.to_string());
    let orig = OrigTokens::new(&file);
    let map = PpMap::new(pp);
    let off = pp.find("f(").unwrap();
    let k = map.locate(pp, &orig, src, off).unwrap();
    assert_eq!(orig.tokens[k].span.start, src.find("f(").unwrap());
    let off_x = pp.rfind("x)").unwrap();
    let k = map.locate(pp, &orig, src, off_x).unwrap();
    assert_eq!(orig.tokens[k].span.start, src.rfind("x)").unwrap());
    // `7` exists only in the preprocessed text: refused.
    let off7 = pp.find("7;").unwrap();
    assert_eq!(map.locate(pp, &orig, src, off7), Err(Unlocated::Macro(2)));
    assert_eq!(
        map.origin(off).map(|(f, l, m)| (f.to_string(), l, m)),
        Some(("a.c".to_string(), 3, true))
    );
}

#[test]
fn markers() {
    assert_eq!(
        parse_marker("# 12 \"a b.c\" 1 3"),
        Some((12, "a b.c".to_string(), true, true))
    );
    assert_eq!(
        parse_marker("#line 3 \"x\""),
        Some((3, "x".to_string(), false, false))
    );
    assert_eq!(parse_marker("#define X"), None);
    // GCC writes a newline in a name as `\n` (hunt 73).
    assert_eq!(
        parse_marker("# 1 \"inc\\ndir/e.h\" 1"),
        Some((1, "inc\ndir/e.h".to_string(), false, true))
    );
}

/// Which files are vmfc's header, the preprocessor's own, or system
/// headers: by real path, never by a name's beginning (hunts 71, 73).
#[test]
fn own_pseudo_and_system_files() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display().to_string();
    std::fs::create_dir(dir.path().join("h")).unwrap();
    std::fs::write(dir.path().join("h/mpi.h"), "").unwrap();
    std::fs::write(dir.path().join("evil.h"), "").unwrap();
    let pp = format!(
        "# 0 \"a.c\"\n# 0 \"<built-in>\"\n# 1 \"a.c\"\n# 1 \"{d}/h/mpi.h\" 1 3\nint m;\n# 1 \"{d}/h/../evil.h\" 1\nint e;\n# 1 \"<lt.h\" 1\nint l;\n# 1 \"/usr/include/nowhere\\nx.h\" 1 3\nint n;\n# 2 \"a.c\" 2\nint x;\n"
    );
    let mut map = PpMap::new(&pp);
    map.mark_ours(&dir.path().join("h"));
    map.keep_system_only_under(&[dir.path().join("h"), "/usr/include".into()]);
    let origin = |word: &str| map.def_origin(pp.find(word).unwrap());
    use crate::cfront::model::DefOrigin;
    assert_eq!(origin("int m"), DefOrigin::System);
    assert!(map.ours_at(pp.find("int m").unwrap()));
    assert!(!map.ours_at(pp.find("int e").unwrap()));
    assert_eq!(origin("int e"), DefOrigin::UserHeader);
    assert_eq!(origin("int l"), DefOrigin::UserHeader);
    assert_eq!(origin("int n"), DefOrigin::UserHeader);
    assert_eq!(origin("int x"), DefOrigin::Main);
    let users = map.included_user_files();
    assert!(users.iter().any(|f| f.ends_with("evil.h")) && users.contains(&"<lt.h"));
    assert!(!users.contains(&"<built-in>"));
}

//! File-system helpers: atomic writes, output paths.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Write `data` to `path` through a temporary file in the same directory and
/// a rename, so readers never see a partial file. A path that is not a
/// regular file (`/dev/null`, a pipe) is written in place: a rename would
/// replace the device itself with a file (run as root, `-o /dev/null` did,
/// and every later reader of `/dev/null` read vmfc's output). A symbolic
/// link is followed, so that its target is written and the link kept.
pub fn write_atomic(path: &Path, data: &[u8]) -> std::io::Result<()> {
    if let Ok(meta) = std::fs::metadata(path) {
        if !meta.is_file() {
            return std::fs::OpenOptions::new()
                .write(true)
                .open(path)?
                .write_all(data);
        }
        if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
            return write_atomic(&path.canonicalize()?, data);
        }
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new().prefix(".vmfc-").tempfile_in(dir)?;
    tmp.write_all(data)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// `dir/foo.c` -> `dir/foo-vm.c`.
pub fn default_output(input: &Path) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let ext = input
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    input.with_file_name(format!("{stem}-vm{ext}"))
}

/// Whether two paths name the same file (the second may not exist yet).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_names() {
        assert_eq!(
            default_output(Path::new("a/b/ring.c")),
            PathBuf::from("a/b/ring-vm.c")
        );
        assert_eq!(default_output(Path::new("x")), PathBuf::from("x-vm"));
    }

    /// A pipe stays a pipe (and `/dev/null` a device); a link stays a link.
    #[test]
    fn special_files_and_links_are_written_in_place() {
        let d = tempfile::tempdir().unwrap();
        let fifo = d.path().join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_atomic(&fifo, b"data").unwrap();
        assert_eq!(reader.join().unwrap(), b"data");
        use std::os::unix::fs::FileTypeExt;
        assert!(std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo());
        let target = d.path().join("target.c");
        std::fs::write(&target, "old").unwrap();
        let link = d.path().join("link.c");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
    }

    #[test]
    fn atomic_write_replaces() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("f.txt");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(std::fs::read_dir(d.path()).unwrap().count(), 1);
    }
}

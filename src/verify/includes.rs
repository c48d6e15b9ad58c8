//! The quoted includes of the generated program, anchored to the user's
//! file: the compiler searches the directory of the file that includes
//! (`"util.h"` beside the program) before any other, and the generated
//! `-vm.c` is written elsewhere. Each `#include "name"` whose file exists
//! beside the program is given its absolute path; the others are searched
//! as the build searches them (the `-I` directories, then the C library).
//! Headers are read where they are, so their own quoted includes are
//! searched from their directory, as in the build.

use std::path::Path;

/// `text` with its quoted includes found in `dir` made absolute.
pub(crate) fn anchor_quoted_includes(text: &str, dir: &Path) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match quoted_include(line) {
            Some((start, end)) if dir.join(&line[start..end]).is_file() => {
                let path = dir.join(&line[start..end]);
                let escaped = path
                    .display()
                    .to_string()
                    .replace('\\', "\\\\")
                    .replace('"', "\\\"");
                out.push_str(&line[..start]);
                out.push_str(&escaped);
                out.push_str(&line[end..]);
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// The byte range of the name in a line `# include "name"`, if it is one.
fn quoted_include(line: &str) -> Option<(usize, usize)> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("include")?.trim_start();
    let name = rest.strip_prefix('"')?;
    let len = name.find('"')?;
    let start = line.len() - name.len();
    Some((start, start + len))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_includes_beside_the_program_become_absolute() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("util.h"), "").unwrap();
        let text = "#include <stdio.h>\n#include \"util.h\"\n  #  include \"other.h\" // not here\nint x; /* #include \"util.h\" */\n";
        let got = anchor_quoted_includes(text, dir.path());
        let abs = dir.path().join("util.h").display().to_string();
        assert_eq!(
            got,
            format!("#include <stdio.h>\n#include \"{abs}\"\n  #  include \"other.h\" // not here\nint x; /* #include \"util.h\" */\n")
        );
    }
}

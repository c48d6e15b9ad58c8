//! Runs the C preprocessor (`gcc -E -dD`) on the user's file with the bespoke
//! header first on the include path, and collects the macro definitions.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Errors of the preprocessing step.
#[derive(Debug, thiserror::Error)]
pub enum PreprocessError {
    #[error("cannot run the C preprocessor `{cmd}`: {source}")]
    Spawn { cmd: String, source: std::io::Error },
    /// The preprocessor rejected the input (missing include, bad directive ...).
    #[error("the C preprocessor rejected the input:\n{0}")]
    Rejected(String),
}

/// How to preprocess.
#[derive(Debug, Clone)]
pub struct PpOptions {
    /// The preprocessor command (`gcc` unless `VMFC_CPP` says otherwise).
    pub cpp: String,
    /// Directory holding the bespoke `mpi.h` (searched first).
    pub header_dir: PathBuf,
    pub include_dirs: Vec<PathBuf>,
    /// `NAME` or `NAME=VALUE`.
    pub defines: Vec<String>,
}

impl PpOptions {
    /// The include directories (the bespoke `mpi.h`'s first) and the macro
    /// definitions, as arguments of the compiler.
    pub(crate) fn search_args(&self, cmd: &mut Command) {
        cmd.arg(format!("-I{}", self.header_dir.display()));
        for dir in &self.include_dirs {
            cmd.arg(format!("-I{}", dir.display()));
        }
        for d in &self.defines {
            cmd.arg(format!("-D{d}"));
        }
    }

    pub fn new(header_dir: PathBuf) -> Self {
        PpOptions {
            cpp: cpp_program(),
            header_dir,
            include_dirs: Vec::new(),
            defines: Vec::new(),
        }
    }
}

/// The C preprocessor's program: `gcc` unless `VMFC_CPP` says otherwise.
/// vmfc's front end and Frama-C run the same one, with the same C standard
/// (the compiler's default, as in the build), so that `__STDC_VERSION__`
/// and the like are the same for both.
pub(crate) fn cpp_program() -> String {
    std::env::var("VMFC_CPP").unwrap_or_else(|_| "gcc".to_string())
}

/// A macro definition as seen by the preprocessor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Macro {
    /// Parameter names of a function-like macro (`...` included as `__VA_ARGS__`).
    pub params: Option<Vec<String>>,
    pub body: String,
}

/// A `#define` (`def` is `Some`) or `#undef` of a macro, at a line of the
/// main file (for one in a header: the line of the `#include`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MacroEvent {
    pub main_line: usize,
    /// The file it is in, as the line markers name it (`<built-in>` and
    /// `<command-line>` for the preprocessor's own and `-D`).
    pub file: String,
    pub def: Option<Macro>,
}

/// Preprocessed text (directives other than line markers blanked), the
/// macros defined at its end, and every definition of each macro in order.
#[derive(Debug, Clone)]
pub struct Preprocessed {
    pub text: String,
    pub macros: HashMap<String, Macro>,
    pub history: HashMap<String, Vec<MacroEvent>>,
    /// The preprocessor's own directories for `#include <...>` (`None`:
    /// not asked, as for a text preprocessed elsewhere). Only a header
    /// under one of them is a system header, whatever it says of itself.
    pub system_dirs: Option<Vec<std::path::PathBuf>>,
    /// What the compiler says C gives no defined meaning and Frama-C
    /// reads otherwise (empty for a text preprocessed elsewhere).
    pub compiler_findings: Vec<super::compiler::Finding>,
    /// The macros Frama-C's C library defines for this program
    /// (`framac_view`; empty when Frama-C is not installed).
    pub framac_macros: std::collections::HashSet<String>,
}

mod history;

/// Preprocess `path`, which is named in line markers exactly as given.
/// The other readings of the program (the compiler's search directories,
/// its warnings in vmfc's reading and in the build's, Frama-C's
/// preprocessing) are other processes, run side by side.
pub(crate) fn preprocess(opts: &PpOptions, path: &Path) -> Result<Preprocessed, PreprocessError> {
    std::thread::scope(|s| {
        let dirs = s.spawn(|| system_dirs(opts));
        let findings = s.spawn(|| super::compiler::findings(opts, path));
        let build = s.spawn(|| super::compiler::build_findings(opts, path));
        let framac = s.spawn(|| super::framac_view::library_macros(opts, path));
        let out = run(opts, path, false)?;
        if !out.status.success() {
            return Err(PreprocessError::Rejected(
                String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
            ));
        }
        let mut pp = split_directives(&String::from_utf8_lossy(&out.stdout));
        pp.system_dirs = Some(joined(dirs)?);
        pp.compiler_findings = joined(findings);
        (pp.compiler_findings).extend(joined(build));
        pp.framac_macros = joined(framac).unwrap_or_default();
        Ok(pp)
    })
}

/// The text `preprocess` gives for `path` now (`None`: the preprocessor
/// fails or cannot run): what a run compares with the text it read at
/// its start, to find a file changed while it ran.
pub(crate) fn text_now(opts: &PpOptions, path: &Path) -> Option<String> {
    let out = run(opts, path, false).ok()?;
    out.status
        .success()
        .then(|| split_directives(&String::from_utf8_lossy(&out.stdout)).text)
}

/// What a thread of `preprocess` gave (its panic goes on in the caller).
fn joined<T>(h: std::thread::ScopedJoinHandle<'_, T>) -> T {
    h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))
}

/// The environment variables that add directories to GCC's include search.
pub(crate) const INCLUDE_PATH_VARIABLES: [&str; 4] = [
    "CPATH",
    "C_INCLUDE_PATH",
    "CPLUS_INCLUDE_PATH",
    "OBJC_INCLUDE_PATH",
];

/// The preprocessor on `path` with the run's options (`verbose`: `-v`,
/// which lists the include search directories on stderr).
fn run(
    opts: &PpOptions,
    path: &Path,
    verbose: bool,
) -> Result<std::process::Output, PreprocessError> {
    let mut cmd = Command::new(&opts.cpp);
    cmd.arg("-E").arg("-dD");
    if verbose {
        cmd.args(["-v", "-x", "c"]);
        // The directories these name are the user's, not the compiler's:
        // GCC lists them with its own, and a header found there would be
        // trusted as a system header (hunt 29: `C_INCLUDE_PATH`).
        for var in INCLUDE_PATH_VARIABLES {
            cmd.env_remove(var);
        }
    }
    opts.search_args(&mut cmd);
    cmd.arg(path);
    cmd.output().map_err(|source| PreprocessError::Spawn {
        cmd: opts.cpp.clone(),
        source,
    })
}

/// The preprocessor's own directories for `#include <...>` (those `-v`
/// lists without the include-path environment variables, less the `-I`
/// ones), and vmfc's header directory.
fn system_dirs(opts: &PpOptions) -> Result<Vec<PathBuf>, PreprocessError> {
    let out = run(opts, Path::new("/dev/null"), true)?;
    if !out.status.success() {
        return Err(PreprocessError::Rejected(
            String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
        ));
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let listed = search_list(&stderr).ok_or_else(|| {
        PreprocessError::Rejected(format!(
            "`{} -E -v` did not list its include directories (\"#include <...> search starts here:\"), so vmfc cannot tell system headers from the program's",
            opts.cpp
        ))
    })?;
    let canonical = |d: &Path| std::fs::canonicalize(d).unwrap_or_else(|_| d.to_path_buf());
    let ours: Vec<PathBuf> = opts.include_dirs.iter().map(|d| canonical(d)).collect();
    Ok(listed
        .iter()
        .map(|d| canonical(d))
        .filter(|d| !ours.contains(d))
        .chain([canonical(&opts.header_dir)])
        .collect())
}

/// The directories of the preprocessor's `#include <...>` search, from
/// what `-v` prints on stderr.
pub(crate) fn search_list(stderr: &str) -> Option<Vec<std::path::PathBuf>> {
    let mut lines = stderr.lines();
    lines.find(|l| l.starts_with("#include <...> search starts here:"))?;
    let mut dirs = Vec::new();
    for l in lines {
        if l.starts_with("End of search list.") {
            return Some(dirs);
        }
        // Some preprocessors mark framework directories (macOS).
        let d = l.trim().trim_end_matches(" (framework directory)");
        dirs.push(std::path::PathBuf::from(d));
    }
    None
}

/// Separate `#define`/`#undef`/`#pragma` lines from the code; keep line markers.
pub(crate) fn split_directives(raw: &str) -> Preprocessed {
    let mut text = String::with_capacity(raw.len());
    let mut macros = HashMap::new();
    let mut history: HashMap<String, Vec<MacroEvent>> = HashMap::new();
    // Where we are: the main file's name, the current file and line, and the
    // last line of the main file seen (the include point inside a header).
    let (mut main, mut file, mut line_no, mut main_line) =
        (None::<String>, String::new(), 0usize, 0usize);
    for line in raw.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        let directive = body.trim_start().strip_prefix('#').map(str::trim_start);
        if let Some((l, f)) = directive.and_then(line_marker) {
            main.get_or_insert_with(|| f.clone());
            file = f;
            line_no = l;
            text.push_str(line);
            continue;
        }
        if main.as_deref() == Some(file.as_str()) {
            main_line = line_no;
        }
        line_no += 1;
        match directive {
            Some(d) if d.starts_with("define") => {
                if let Some((name, m)) = parse_define(d["define".len()..].trim_start()) {
                    history.entry(name.clone()).or_default().push(MacroEvent {
                        main_line,
                        file: file.clone(),
                        def: Some(m.clone()),
                    });
                    macros.insert(name, m);
                }
                text.push_str(&line[body.len()..]);
            }
            Some(d) if d.starts_with("undef") => {
                let name = d["undef".len()..].trim();
                history
                    .entry(name.to_string())
                    .or_default()
                    .push(MacroEvent {
                        main_line,
                        file: file.clone(),
                        def: None,
                    });
                macros.remove(name);
                text.push_str(&line[body.len()..]);
            }
            Some(d) if d.starts_with("pragma") || d.starts_with("ident") => {
                text.push_str(&line[body.len()..])
            }
            _ => text.push_str(line),
        }
    }
    Preprocessed {
        system_dirs: None,
        compiler_findings: Vec::new(),
        framac_macros: Default::default(),
        text,
        macros,
        history,
    }
}

/// `# 12 "file" flags` -> (12, file).
pub(crate) fn line_marker(d: &str) -> Option<(usize, String)> {
    let digits = d.find(|c: char| !c.is_ascii_digit()).unwrap_or(d.len());
    let line = d[..digits].parse().ok()?;
    let rest = d[digits..].trim_start().strip_prefix('"')?;
    Some((line, rest[..rest.find('"')?].to_string()))
}

fn parse_define(s: &str) -> Option<(String, Macro)> {
    let name_len = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    if name_len == 0 {
        return None;
    }
    let name = s[..name_len].to_string();
    let rest = &s[name_len..];
    if let Some(after) = rest.strip_prefix('(') {
        let close = after.find(')')?;
        let params = after[..close]
            .split(',')
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
            .map(|p| {
                if p == "..." {
                    "__VA_ARGS__".to_string()
                } else {
                    p.trim_end_matches("...").to_string()
                }
            })
            .collect();
        Some((
            name,
            Macro {
                params: Some(params),
                body: after[close + 1..].trim().to_string(),
            },
        ))
    } else {
        Some((
            name,
            Macro {
                params: None,
                body: rest.trim().to_string(),
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header that says `#pragma GCC system_header` is the user's unless
    /// it lies in the preprocessor's own directories, also when included
    /// by an absolute path (hunt 16: it was trusted, never checked).
    #[test]
    fn only_the_preprocessors_directories_hold_system_headers() {
        let dir = tempfile::tempdir().unwrap();
        let h = dir.path().join("h.h");
        std::fs::write(&h, "#pragma GCC system_header\nint helper(void);\n").unwrap();
        let c = dir.path().join("m.c");
        let text = format!(
            "#include <stddef.h>\n#include \"{}\"\nint main(void) {{ return helper(); }}\n",
            h.display()
        );
        std::fs::write(&c, text).unwrap();
        let opts = PpOptions::new(dir.path().join("bespoke"));
        let fe = crate::cfront::Frontend::load(&c, &opts).unwrap_or_else(|e| panic!("{e}"));
        let users = fe.map.included_user_files();
        assert!(users.iter().any(|f| f.ends_with("h.h")), "{users:?}");
        assert!(!users.iter().any(|f| f.ends_with("stddef.h")), "{users:?}");
    }

    #[test]
    fn the_search_list_is_read_from_the_verbose_output() {
        let err = "ignoring nonexistent directory \"/x\"\n#include \"...\" search starts here:\n#include <...> search starts here:\n /tmp/hdr\n /usr/lib/gcc/x86_64-linux-gnu/12/include\n /usr/include\nEnd of search list.\n";
        let dirs = search_list(err).unwrap();
        assert_eq!(
            dirs,
            [
                "/tmp/hdr",
                "/usr/lib/gcc/x86_64-linux-gnu/12/include",
                "/usr/include"
            ]
            .map(PathBuf::from)
        );
        assert_eq!(search_list("gcc: no -v here\n"), None);
    }

    #[test]
    fn defines_are_collected_and_blanked() {
        let raw = "# 1 \"a.c\"\n#define TAG 7\n#define F(a, b) ((a)+(b))\n#undef G\nint x;\n#pragma once\n";
        let p = split_directives(raw);
        assert_eq!(p.text, "# 1 \"a.c\"\n\n\n\nint x;\n\n");
        assert_eq!(
            p.macros["TAG"],
            Macro {
                params: None,
                body: "7".into()
            }
        );
        assert_eq!(
            p.macros["F"].params,
            Some(vec!["a".to_string(), "b".to_string()])
        );
        assert_eq!(p.macros["F"].body, "((a)+(b))");
        assert_eq!(p.history["TAG"][0].main_line, 1);
    }
}

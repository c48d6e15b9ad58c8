//! One run of the front half of the pipeline on a file: header in place,
//! preprocessing, parsing, transformation.

use crate::cfront::preprocess::PpOptions;
use crate::cfront::{FrontError, Frontend};
use crate::diag::Diagnostic;
use crate::source::SourceFile;
use crate::transform::{self, Output};
use std::path::PathBuf;

/// What to transform and how.
#[derive(Debug, Clone, Default)]
pub struct Job {
    pub input: PathBuf,
    pub include_dirs: Vec<PathBuf>,
    pub defines: Vec<String>,
    pub skip: Vec<String>,
    /// Name unnamed user properties (for verification runs; see `transform::naming`).
    pub name_properties: bool,
    /// Floating-point numbers are reals (`--model real`): reductions of
    /// floating-point data are exact.
    pub real_floats: bool,
    /// The user's `admit`s and axioms are accepted (said in warnings and
    /// smoke-checked) instead of being errors (`--allow-assumptions`).
    pub allow_assumptions: bool,
}

pub use crate::error::Failure;

/// A transformed file, with the directory holding the bespoke header (kept
/// alive as long as this value).
pub struct Transformed {
    pub frontend: Frontend,
    pub output: Output,
    pub header_dir: tempfile::TempDir,
}

/// The preprocessor's options for `job`, with vmfc's header in `header_dir`.
fn pp_options(job: &Job, header_dir: &std::path::Path) -> PpOptions {
    let mut pp = PpOptions::new(header_dir.to_path_buf());
    pp.include_dirs = job.include_dirs.clone();
    pp.defines = job.defines.clone();
    pp
}

/// Whether `job.input` and every file it includes still preprocess to the
/// text `t` was made from (hunt 138: a header edited while Frama-C ran gave
/// it another program than the one vmfc read, checked and keyed its
/// results by). `false` also when the preprocessor cannot run again.
pub fn unchanged(t: &Transformed, job: &Job) -> bool {
    let pp = pp_options(job, t.header_dir.path());
    crate::cfront::preprocess::text_now(&pp, &job.input).as_deref()
        == Some(t.frontend.pp.text.as_str())
}

/// Preprocess, parse and transform `job.input`.
pub fn transform(job: &Job) -> Result<Transformed, Failure> {
    // Hunt 139: a `cc1` found through `COMPILER_PATH` rewrote only the
    // program vmfc gives Frama-C; GCC's own programs must be GCC's.
    for var in ["COMPILER_PATH", "GCC_EXEC_PREFIX"] {
        if std::env::var_os(var).is_some_and(|v| !v.is_empty()) {
            return Err(Failure::Usage(format!(
                "{var} is set: the compiler's own programs (the preprocessor `cc1` among them) would be found there, for Frama-C's reading of the program too, which vmfc cannot check: unset it"
            )));
        }
    }
    let header_dir = crate::header::temp_dir()
        .map_err(|e| Failure::Tool(format!("cannot write the bespoke mpi.h: {e}")))?;
    let pp = pp_options(job, header_dir.path());
    // The input's diagnostics, with the input read for their snippets.
    let input = || {
        SourceFile::new(
            &job.input,
            std::fs::read_to_string(&job.input).unwrap_or_default(),
        )
    };
    let users = crate::cfront::shadowing::user_dirs(&job.include_dirs);
    let standard = crate::cfront::shadowing::standard_dirs(&pp.cpp).unwrap_or_default();
    let shadowed = crate::cfront::shadowing::shadowing_headers(&users, &standard);
    if !shadowed.is_empty() {
        return Err(Failure::Input {
            diagnostics: shadowed,
            files: vec![input()],
        });
    }
    let frontend = match Frontend::load(&job.input, &pp) {
        Ok(fe) => fe,
        Err(FrontError::Input(diagnostics)) => {
            return Err(Failure::Input {
                diagnostics,
                files: vec![input()],
            });
        }
        Err(FrontError::Tool(crate::cfront::preprocess::PreprocessError::Rejected(msg))) => {
            let file = input();
            let diagnostics = cpp_diagnostics(&file, &msg);
            return Err(Failure::Input {
                diagnostics,
                files: vec![file],
            });
        }
        Err(e) => return Err(Failure::Tool(e.to_string())),
    };
    let opts = transform::Options {
        skip: job.skip.clone(),
        name_properties: job.name_properties,
        real_floats: job.real_floats,
        defines: job.defines.clone(),
        allow_assumptions: job.allow_assumptions,
    };
    let output = transform::transform(&frontend, &opts)?;
    crate::validate::check(&frontend.file, &output, &pp, job)?;
    Ok(Transformed {
        frontend,
        output,
        header_dir,
    })
}

/// Turn the preprocessor's `file:line:col: error: message` lines about the
/// main file into located diagnostics (the whole text otherwise).
fn cpp_diagnostics(file: &SourceFile, stderr: &str) -> Vec<Diagnostic> {
    let name = file.name();
    let mut out = Vec::new();
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix(&name).and_then(|r| r.strip_prefix(':')) else {
            continue;
        };
        let mut parts = rest.splitn(4, ':');
        let (Some(l), Some(c), Some(kind), Some(msg)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let (Ok(l), Ok(c)) = (l.parse::<usize>(), c.parse::<usize>()) else {
            continue;
        };
        if !kind.contains("error") {
            continue;
        }
        let start = file.offset_at(l, c);
        out.push(Diagnostic::error(start..start + 1, msg.trim().to_string()));
    }
    if out.is_empty() {
        out.push(Diagnostic::error(
            0..0,
            format!(
                "the C preprocessor rejected the input:\n{}",
                stderr.trim_end()
            ),
        ));
    }
    out
}

/// `text` as the file `p.c`, transformed as a verification run does (unit
/// tests).
#[cfg(test)]
pub(crate) fn transformed_for_verification(text: &str) -> Transformed {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.c");
    std::fs::write(&path, text).unwrap();
    let job = Job {
        input: path,
        name_properties: true,
        ..Default::default()
    };
    transform(&job).unwrap_or_else(|e| panic!("{e:?}"))
}

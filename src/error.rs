//! The library's one error type: why a run gave no result, and the exit
//! code the command line maps it to.

use crate::diag::Diagnostic;
use crate::source::SourceFile;
use crate::transform::Rejected;

/// Why a transformation or a verification produced no result.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// The input has errors, each a diagnostic at its place (exit code 1).
    #[error("{} error(s) in the input", diagnostics.iter().filter(|d| d.is_error()).count())]
    Input {
        diagnostics: Vec<Diagnostic>,
        files: Vec<SourceFile>,
    },
    /// vmfc, a tool it runs, or its environment failed, or the run was
    /// stopped (exit code 2).
    #[error("{0}")]
    Tool(String),
    /// Bad command-line choices (exit code 2).
    #[error("{0}")]
    Usage(String),
}

impl Failure {
    /// The process exit code for this failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Input { .. } => 1,
            Failure::Tool(_) | Failure::Usage(_) => 2,
        }
    }
}

impl From<Rejected> for Failure {
    fn from(r: Rejected) -> Self {
        Failure::Input {
            diagnostics: r.diagnostics,
            files: r.files,
        }
    }
}

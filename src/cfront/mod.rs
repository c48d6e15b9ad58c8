//! C front end: preprocessing, lang-c parsing, and the link between the
//! preprocessed AST and the user's original text.

pub(crate) mod arith;
pub(crate) mod cil_types;
pub(crate) mod collect;
pub(crate) mod compiler;
mod exact;
pub(crate) mod framac_view;
pub(crate) mod headers;
mod initializers;
pub(crate) mod lexer;
pub(crate) mod model;
pub(crate) mod mpi_view;
pub(crate) mod ppmap;
pub(crate) mod preprocess;
mod sequencing;
pub(crate) mod shadowing;
pub(crate) mod types;
pub(crate) mod typing;
pub(crate) mod walker;

use crate::annot::comments::AcslComment;
use crate::diag::Diagnostic;
use crate::source::SourceFile;
use model::CProgram;
use ppmap::{OrigTokens, PpMap, Unlocated};
use preprocess::{PpOptions, PreprocessError, Preprocessed};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Why the front end could not produce a program.
#[derive(Debug, thiserror::Error)]
pub enum FrontError {
    /// A problem of the tool or its environment (exit code 2).
    #[error(transparent)]
    Tool(#[from] PreprocessError),
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The input is not valid C (exit code 1).
    #[error("the input is not valid C")]
    Input(Vec<Diagnostic>),
}

/// Everything known about the input file.
#[derive(Debug)]
pub struct Frontend {
    pub file: SourceFile,
    pub orig: OrigTokens,
    pub pp: Preprocessed,
    pub map: PpMap,
    pub prog: CProgram,
    /// ACSL comments of the main file, in order.
    pub comments: Vec<AcslComment>,
    /// User headers included by the file (not system headers, not the
    /// bespoke mpi.h), read once.
    pub headers: Vec<headers::Header>,
    /// Functions defined in the user's files that the compiler takes for
    /// its built-ins (`compiler::builtins`).
    pub builtins: HashSet<String>,
    /// Functions defined in the user headers and in ghost code.
    definitions: Vec<headers::Definition>,
}

impl Frontend {
    /// Parse `path` (preprocessed with `opts`).
    pub fn load(path: &Path, opts: &PpOptions) -> Result<Frontend, FrontError> {
        let text = std::fs::read(path).map_err(|source| FrontError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let text = String::from_utf8_lossy(&text).into_owned();
        let file = SourceFile::new(path, text);
        // Before the preprocessor's line markers are trusted (`lexer::line_directive`).
        let lines = lexer::line_directives(&file.text);
        if !lines.is_empty() {
            return Err(FrontError::Input(lines));
        }
        let pp = preprocess::preprocess(opts, path)?;
        Self::from_parts(file, pp, opts)
    }

    /// Build from an already preprocessed text (used by `load` and tests).
    pub fn from_parts(
        file: SourceFile,
        pp: Preprocessed,
        opts: &PpOptions,
    ) -> Result<Frontend, FrontError> {
        let mut orig = OrigTokens::new(&file);
        orig.distrust_macro_arguments(&file.text, |name, line| pp.macro_at(name, line).cloned());
        let mut map = PpMap::new(&pp.text);
        let user_dirs: Vec<PathBuf> = opts
            .include_dirs
            .iter()
            .map(|d| std::fs::canonicalize(d).unwrap_or_else(|_| d.clone()))
            .chain(opts.include_dirs.iter().cloned())
            .collect();
        map.unmark_system_under(&user_dirs);
        map.mark_ours(&opts.header_dir);
        if let Some(dirs) = &pp.system_dirs {
            map.keep_system_only_under(dirs);
        }
        let mut cfg = lang_c::driver::Config::with_gcc();
        cfg.flavor = lang_c::driver::Flavor::GnuC11;
        let parsed =
            std::panic::catch_unwind(|| lang_c::driver::parse_preprocessed(&cfg, pp.text.clone()));
        let unit = match parsed {
            Ok(Ok(p)) => p.unit,
            Ok(Err(e)) => {
                let near: String = pp.text[e.offset.min(pp.text.len())..]
                    .trim_start()
                    .chars()
                    .take_while(|c| !c.is_whitespace())
                    .take(20)
                    .collect();
                let what = if near.is_empty() {
                    " at the end of the input".to_string()
                } else {
                    format!(" near `{near}`")
                };
                let mut d = Self::diag_at(
                    &file,
                    &orig,
                    &map,
                    &pp.text,
                    e.offset,
                    format!("C syntax error{what}"),
                );
                let (before, after) = pp.text.split_at(e.offset.min(pp.text.len()));
                if let Some(note) = unparsed_extension(before, after) {
                    d = d.with_note(note);
                }
                return Err(FrontError::Input(vec![d]));
            }
            Err(_) => {
                let d =
                    Diagnostic::error(0..0, "the C parser failed on this input (lang-c panicked)");
                return Err(FrontError::Input(vec![d]));
            }
        };
        let prog = collect::collect(&unit);
        let comments = headers::acsl_comments(&file.text, &orig.tokens);
        let mut user_headers = Vec::new();
        for h in map.included_user_files() {
            let header = headers::Header::load(h).map_err(|source| FrontError::Read {
                path: PathBuf::from(h),
                source,
            })?;
            user_headers.push(header);
        }
        let mut fe = Frontend {
            file,
            orig,
            pp,
            map,
            prog,
            comments,
            headers: user_headers,
            builtins: HashSet::new(),
            definitions: Vec::new(),
        };
        fe.definitions = fe.find_other_definitions();
        let defined: Vec<&str> = (fe.prog.functions.iter())
            .filter(|f| f.body.is_some() && fe.def_origin(f.pp_name) != model::DefOrigin::System)
            .map(|f| f.name.as_str())
            .collect();
        fe.builtins = compiler::builtins(&opts.cpp, &defined);
        Ok(fe)
    }

    /// A diagnostic at a preprocessed offset, placed in the original file as well as possible.
    fn diag_at(
        file: &SourceFile,
        orig: &OrigTokens,
        map: &PpMap,
        pp: &str,
        off: usize,
        msg: String,
    ) -> Diagnostic {
        match map.locate(pp, orig, &file.text, off) {
            Ok(k) => Diagnostic::error(orig.tokens[k].span.clone(), msg),
            Err(Unlocated::Macro(line)) if line > 0 => Diagnostic::error(file.line_span(line), msg),
            Err(Unlocated::OtherFile(f, line)) => {
                Diagnostic::error(0..0, format!("{msg} in {f}:{line}"))
            }
            Err(_) => match map.origin(off) {
                Some((_, line, true)) => Diagnostic::error(file.line_span(line), msg),
                _ => Diagnostic::error(0..0, msg),
            },
        }
    }

    /// Name and original byte span (braces included) of each function body
    /// of the main file.
    pub fn body_spans(&self) -> Vec<(String, crate::source::Span)> {
        self.prog
            .functions
            .iter()
            .filter_map(|f| {
                let b = f.body.as_ref()?;
                let open = self.locate(b.pp_open).ok()?;
                let close = self.locate(b.pp_close).ok()?;
                Some((
                    f.name.clone(),
                    self.orig.tokens[open].span.start..self.orig.tokens[close].span.end,
                ))
            })
            .collect()
    }

    /// The preprocessor directives of the input file, whole.
    pub fn directive_spans(&self) -> Vec<crate::source::Span> {
        self.orig
            .tokens
            .iter()
            .filter(|t| t.kind == lexer::TokKind::Directive)
            .map(|t| t.span.clone())
            .collect()
    }

    /// Where the function definition whose name is at `pp_name` comes from.
    pub fn def_origin(&self, pp_name: usize) -> model::DefOrigin {
        self.map.def_origin(pp_name)
    }

    /// The original span of the token at a preprocessed offset, or of its
    /// line when no token of the main file is there.
    pub fn span_at(&self, pp_offset: usize) -> crate::source::Span {
        self.locate(pp_offset)
            .map(|k| self.orig.tokens[k].span.clone())
            .unwrap_or_else(|_| self.file.line_span(self.line_of_pp(pp_offset).unwrap_or(1)))
    }

    /// Original token index of a preprocessed offset.
    pub fn locate(&self, pp_offset: usize) -> Result<usize, Unlocated> {
        self.map
            .locate(&self.pp.text, &self.orig, &self.file.text, pp_offset)
    }

    /// The original text of a preprocessed span (macro names as written),
    /// if both its ends are in the main file.
    pub fn orig_text(&self, (start, end): (usize, usize)) -> Option<&str> {
        let last = self.map.token_start(self.map.last_token_before(end)?);
        let (a, b) = (self.locate(start).ok()?, self.locate(last).ok()?);
        let (a, b) = (&self.orig.tokens[a].span, &self.orig.tokens[b].span);
        (a.start <= b.end).then(|| &self.file.text[a.start..b.end])
    }

    /// Original line of a preprocessed offset, if it is in the main file.
    pub fn line_of_pp(&self, pp_offset: usize) -> Option<usize> {
        match self.map.origin(pp_offset) {
            Some((_, line, true)) => Some(line),
            _ => None,
        }
    }

    /// Text of an original token.
    pub fn tok_text(&self, i: usize) -> &str {
        self.orig.tokens[i].text(&self.file.text)
    }

    /// Index of the next code token after token `i`.
    pub fn next_code(&self, i: usize) -> Option<usize> {
        (i + 1..self.orig.tokens.len()).find(|&k| self.orig.tokens[k].is_code())
    }

    /// Index of the previous code token before token `i`.
    pub fn prev_code(&self, i: usize) -> Option<usize> {
        (0..i).rev().find(|&k| self.orig.tokens[k].is_code())
    }

    /// The token closing the bracket opened at token `open`.
    pub fn matching(&self, open: usize) -> Option<usize> {
        let mut depth = 0i32;
        for k in open..self.orig.tokens.len() {
            if !self.orig.tokens[k].is_code() {
                continue;
            }
            match self.tok_text(k) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Split the bracketed list opened at token `open` into top-level
    /// comma-separated items: (first token, last token) of each.
    pub fn split_list(&self, open: usize) -> Option<(Vec<(usize, usize)>, usize)> {
        let close = self.matching(open)?;
        let mut items = Vec::new();
        let mut depth = 0i32;
        let mut start: Option<usize> = None;
        let mut last = open;
        for k in open + 1..close {
            if !self.orig.tokens[k].is_code() {
                continue;
            }
            let t = self.tok_text(k);
            match t {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                "," if depth == 0 => {
                    if let Some(s) = start.take() {
                        items.push((s, last));
                    }
                    continue;
                }
                _ => {}
            }
            start.get_or_insert(k);
            last = k;
        }
        if let Some(s) = start {
            items.push((s, last));
        }
        Some((items, close))
    }
}

/// A GNU extension that vmfc's C parser (lang-c) does not read, as the last
/// word before a syntax error: what to write instead.
fn unparsed_extension(before: &str, after: &str) -> Option<String> {
    let before = before.trim_end();
    if before.ends_with('?') && after.trim_start().starts_with(':') {
        return Some("vmfc's C parser does not read GCC's `a ?: b` (a conditional without its middle operand): write `a ? a : b`, with `a` in a variable of its own if it has effects".to_string());
    }
    if after.trim_start().starts_with("[[")
        || (before.ends_with('[') && after.trim_start().starts_with('['))
    {
        return Some("vmfc's C parser reads C11, without C23's attributes `[[...]]`: write GCC's `__attribute__((...))` (vmfc accepts only attributes that change nothing it verifies)".to_string());
    }
    let start = (before.rfind(|c: char| !(c.is_alphanumeric() || c == '_'))).map_or(0, |k| k + 1);
    let word = &before[start..];
    let tag = before[..start].trim_end();
    if word == "__attribute__" && tag.ends_with("enum") {
        return Some("vmfc's C parser does not read an attribute between `enum` and the enumeration's name: write attributes after the closing brace (vmfc accepts only those that change nothing it verifies: not `packed`, which changes the enumeration's size)".to_string());
    }
    let instead = match word {
        "__auto_type" => "write the variable's type",
        "_Float128" | "__float128" | "_Float64x" | "__float80" | "__ibm128" => {
            "use `float`, `double` or `long double`"
        }
        "__label__" => "use labels of the function",
        _ => return None,
    };
    Some(format!(
        "vmfc's C parser does not read GCC's `{word}`: {instead}"
    ))
}

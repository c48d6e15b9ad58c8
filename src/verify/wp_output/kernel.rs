//! Frama-C's kernel (and Wp's located) messages in the console output:
//! the errors that stop Frama-C, the warnings, and the syntax errors it
//! prints under a bare `file:line:`.

use super::{Event, Parser};

/// What a kernel message read so far is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Error,
    Warning,
    /// A position with no text on its line: an error only when the lines
    /// under it are a syntax error's.
    Located,
}

/// A kernel message whose text may continue on indented lines.
#[derive(Debug)]
pub(super) struct Pending {
    file: Option<String>,
    line: Option<usize>,
    pub(super) message: String,
    kind: Kind,
}

impl Parser {
    pub(super) fn kernel_line(&mut self, tag: &str, body: &str) {
        // CIL's type errors (`Failure:`, an enumerator that is not an
        // integer constant ...) stop Frama-C like its user errors do.
        // Misused ghost code (`ghost:bad-use`) is a deferred error: Frama-C
        // runs Wp to the end and then aborts.
        let (file, line, msg) = position(body);
        // Wp's own user errors at a place of the program (hunt 91: a
        // `goto` loop, "Non natural loop detected. WP for function 'lie'
        // aborted", was a tool failure whose last lines did not say it).
        let wp_error = tag == "wp" && body.contains("User Error") && file.is_some();
        let fatal = wp_error
            || tag.starts_with("kernel")
                && (body.contains("User Error")
                    || body.contains("Failure:")
                    || tag.contains("annot-error")
                    || tag.contains("ghost:bad-use"));
        let kind = if fatal {
            Kind::Error
        } else if body.contains("Warning:") && !body.contains("No goal generated") {
            Kind::Warning
        } else if file.is_some() && msg.is_empty() {
            // `[kernel] file.c:8: ` then, indented, `syntax error:` and
            // the text around it.
            Kind::Located
        } else {
            return;
        };
        let consequence = body.starts_with("User Error: stopping on file")
            || body.contains("treated as fatal error")
            || body.contains("treated as deferred error");
        if consequence {
            return;
        }
        let message = msg
            .trim_start_matches("Warning:")
            .trim_start_matches("User Error:")
            .trim_start_matches("Failure:")
            .trim()
            .to_string();
        self.kernel = Some(Pending {
            file,
            line,
            message,
            kind,
        });
    }

    /// The pending kernel message, complete.
    pub(super) fn kernel_event(&mut self) -> Option<Event> {
        let Pending {
            file,
            line,
            message,
            kind,
        } = self.kernel.take()?;
        let message = match kind {
            Kind::Located => syntax_error(&message)?,
            Kind::Error | Kind::Warning => message,
        };
        let mut message = message.split_whitespace().collect::<Vec<_>>().join(" ");
        // An annotation Frama-C skips (Wp 25: a statement contract, a
        // general code invariant) proves nothing, and a report without
        // it would read as proved (hunt 28): an error.
        let skipped = message.contains("not yet supported")
            || message.contains("not yet implemented")
            || message.contains("(skipped)");
        if skipped {
            message.push_str(" (Frama-C proves nothing of it, so vmfc does not accept it)");
        }
        if message.contains("Non natural loop") {
            message.push_str(" (Wp proves loops written with `for`, `while` or `do`, not with `goto`: write this one so)");
        }
        Some(if kind == Kind::Warning && !skipped {
            Event::Warning {
                file,
                line,
                message,
            }
        } else {
            Event::KernelError {
                file,
                line,
                message,
            }
        })
    }
}

/// `file.c:12: msg` -> (file, line, msg); `file.c:12:` -> (file, line,
/// ""); anything else -> (None, None, body).
fn position(body: &str) -> (Option<String>, Option<usize>, &str) {
    let (loc, msg) = match body.split_once(": ") {
        Some((loc, msg)) if is_position(loc) => (Some(loc), msg),
        _ => match body.trim_end().strip_suffix(':') {
            Some(loc) if is_position(loc) => (Some(loc), ""),
            _ => (None, body),
        },
    };
    match loc.and_then(|l| l.rsplit_once(':')) {
        Some((f, l)) => (Some(f.to_string()), l.parse().ok(), msg),
        None => (None, None, msg),
    }
}

/// `file.c:12` (no blank: not a sentence with a colon).
fn is_position(loc: &str) -> bool {
    loc.contains(':') && !loc.contains(' ')
}

/// A syntax error's message (`syntax error:` / `Location: between lines
/// 8 and 9, before or at token: /` / the generated lines around it):
/// what it says of the token, without the generated program's line
/// numbers and text.
fn syntax_error(message: &str) -> Option<String> {
    let mut lines = message.lines().map(str::trim).filter(|l| !l.is_empty());
    if lines.next()? != "syntax error:" {
        return None;
    }
    let token = lines
        .next()
        .and_then(|l| l.split_once("before or at token:"))
        .map(|(_, t)| format!(" before `{}`", t.trim()));
    Some(format!("syntax error{}", token.unwrap_or_default()))
}

/// `file.c:12: Warning: msg`: a warning at a position of a file.
pub(super) fn located_warning(body: &str) -> bool {
    body.split_once(": ")
        .is_some_and(|(loc, rest)| is_position(loc) && rest.starts_with("Warning:"))
}

//! Parser of Frama-C 25 / Wp console output, fed line by line: goals
//! scheduled, one result per goal (prover, status, time), the summary of each
//! Wp run, and kernel errors.

use serde::Serialize;

/// Outcome of a goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Valid,
    Unknown,
    Timeout,
    /// A prover error, an unparsable answer, or no result at all.
    Failed,
}

impl Status {
    fn parse(word: &str) -> Status {
        match word.trim() {
            "Valid" => Status::Valid,
            "Unknown" | "Invalid" => Status::Unknown,
            "Timeout" | "Stepout" => Status::Timeout,
            _ => Status::Failed,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Status::Valid => "valid",
            Status::Unknown => "unknown",
            Status::Timeout => "timeout",
            Status::Failed => "failed",
        }
    }
}

/// One prover's answer on a goal.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Attempt {
    pub prover: String,
    pub status: Status,
    /// Seconds, when reported.
    pub time: Option<f64>,
    /// What went wrong when the prover could not run on the goal
    /// (`[Why3 Error] ...` under a `Failed` answer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The part of a goal that the split pass divided (`<goal>_part<N>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<u32>,
    /// The time limit of its step, in seconds (`time` is what the prover
    /// used, which on a busy machine can be less when it timed out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// What Wp says of its own goal after the name (`Stronger, 2
    /// warnings`): its memory model only approximates the code there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
}

impl Attempt {
    /// A context-filtered prover of the retry pass whose filter removed
    /// nothing: it answers "unknown" at once without running, as its task is
    /// one an earlier attempt already tried (`smtfilter::redundant`). Wp
    /// prints no prover time for it. A real "unknown" that took no
    /// measurable time would read the same; it only changes the words of
    /// the report (both are failures, and the first pass's status stays).
    pub fn not_run(&self) -> bool {
        (self.prover.ends_with("(norec)") || self.prover.ends_with("(nolemma)"))
            && self.status == Status::Unknown
            && self.time.is_none_or(|t| t < 0.05)
    }
}

/// Everything the parser recognises.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// A Wp run starts (`[wp] Running WP plugin...`): one per `-then` step.
    Step,
    Scheduled(usize),
    /// A goal's result: its Wp name and the answers (the first one decides
    /// when it is valid).
    Goal {
        id: String,
        status: Status,
        attempts: Vec<Attempt>,
    },
    /// `Proved goals: N / M` (or no proof obligation at all).
    Summary {
        proved: usize,
        total: usize,
    },
    /// A kernel message that stops Frama-C: file, line, message.
    KernelError {
        file: Option<String>,
        line: Option<usize>,
        message: String,
    },
    /// A warning of Frama-C or Wp (e.g. a callee without specification).
    Warning {
        file: Option<String>,
        line: Option<usize>,
        message: String,
    },
}

/// Incremental parser.
#[derive(Debug, Default)]
pub struct Parser {
    /// A `[Failed] Goal X` header whose attempts follow on indented lines,
    /// and what Wp said of the goal after its name (each attempt keeps it).
    pending: Option<(String, Vec<Attempt>, Option<String>)>,
    /// A kernel message whose text continues on indented lines.
    kernel: Option<kernel::Pending>,
}

/// `(680ms)`, `(2.3s)`, `(1'30)` ... -> seconds.
fn parse_time(s: &str) -> Option<f64> {
    let s = s.trim().trim_start_matches('(').trim_end_matches(')');
    if let Some(ms) = s.strip_suffix("ms") {
        return ms.parse::<f64>().ok().map(|v| v / 1000.0);
    }
    if let Some(sec) = s.strip_suffix('s') {
        return sec.parse().ok();
    }
    if let Some((m, sec)) = s.split_once('\'') {
        return Some(
            m.parse::<f64>().ok()? * 60.0 + sec.trim_end_matches('"').parse::<f64>().unwrap_or(0.0),
        );
    }
    None
}

/// The prover time in `Valid (Qed:231ms) (680ms) (549222)`: the last
/// parenthesized time that is not the Qed part.
fn time_in(details: &str) -> Option<f64> {
    details
        .split('(')
        .skip(1)
        .filter_map(|p| p.split(')').next())
        .filter(|p| !p.starts_with("Qed:"))
        .filter_map(parse_time)
        .last()
}

/// `Z3 4.8.12 (fixedTO): Timeout (Qed:104ms) (10s)` -> attempt.
fn attempt(line: &str) -> Option<Attempt> {
    let (prover, rest) = line
        .trim()
        .rsplit_once("): ")
        .map(|(p, r)| (format!("{p})"), r))
        .or_else(|| {
            let (p, r) = line.trim().split_once(": ")?;
            Some((p.to_string(), r))
        })?;
    let word = rest.split(['(', ' ']).next().unwrap_or("");
    let status = Status::parse(word);
    // `Failed out of memory`: the reason the prover's driver read.
    let reason = rest[word.len()..].trim();
    let error = (status == Status::Failed && !reason.is_empty() && !reason.starts_with('('))
        .then(|| reason.to_string());
    Some(Attempt {
        prover,
        status,
        time: time_in(rest),
        error,
        part: None,
        limit: None,
        model: None,
    })
}

/// A goal's name and what Wp says of it after the name, in parentheses
/// (`typed_f_call_memcpy_requires_valid_dest (Stronger, 2 warnings)`).
fn model_note(id: &str) -> (String, Option<String>) {
    let id = id.trim();
    match id.strip_suffix(')').and_then(|s| s.split_once(" (")) {
        Some((name, note)) => (name.to_string(), Some(note.to_string())),
        None => (id.to_string(), None),
    }
}

/// `[Why3 Error] Type mismatch ...` -> `Why3 Error: Type mismatch ...`.
fn error_line(line: &str) -> Option<String> {
    let (who, msg) = line.trim().strip_prefix('[')?.split_once("] ")?;
    who.ends_with("Error")
        .then(|| format!("{who}: {}", msg.trim()))
}

impl Parser {
    pub fn new() -> Self {
        Self::default()
    }

    /// Feed one line; returns the events it completes.
    pub fn line(&mut self, line: &str) -> Vec<Event> {
        let mut out = Vec::new();
        let indented = line.starts_with(' ') || line.starts_with('\t');
        if indented {
            if let Some((_, attempts, model)) = &mut self.pending {
                match (error_line(line), attempt(line), attempts.last_mut()) {
                    (Some(e), _, Some(last)) => {
                        last.error.get_or_insert(e);
                    }
                    (None, Some(a), _) => attempts.push(Attempt {
                        model: model.clone(),
                        ..a
                    }),
                    // A failure's reason in the prover's words, as the
                    // drivers read it (`out of memory`).
                    (None, None, Some(last)) if last.status == Status::Failed => {
                        last.error.get_or_insert(line.trim().to_string());
                    }
                    _ => {}
                }
                return out;
            }
            if let Some(k) = &mut self.kernel {
                k.message.push('\n');
                k.message.push_str(line.trim_end());
                return out;
            }
            return out;
        }
        out.extend(self.flush());
        let Some(rest) = line.strip_prefix("[") else {
            return out;
        };
        let Some((tag, body)) = rest.split_once("] ") else {
            return out;
        };
        if tag == "wp" && body.trim_end() == "Running WP plugin..." {
            out.push(Event::Step);
        } else if tag == "wp"
            && !body.starts_with("Warning:")
            && !kernel::located_warning(body)
            && !body.contains(": User Error:")
        {
            self.wp_line(body, &mut out);
        } else if tag.starts_with("kernel") || tag.starts_with("wp") {
            self.kernel_line(tag, body);
        }
        out
    }

    fn wp_line(&mut self, body: &str, out: &mut Vec<Event>) {
        if let Some(n) = body
            .strip_suffix(" goals scheduled")
            .or_else(|| body.strip_suffix(" goal scheduled"))
        {
            if let Ok(n) = n.trim().parse() {
                out.push(Event::Scheduled(n));
            }
        } else if let Some(counts) = body.strip_prefix("Proved goals:") {
            let mut it = counts.split('/').map(|s| s.trim().parse::<usize>());
            if let (Some(Ok(proved)), Some(Ok(total))) = (it.next(), it.next()) {
                out.push(Event::Summary { proved, total });
            }
        } else if body.starts_with("No proof obligations") {
            out.push(Event::Summary {
                proved: 0,
                total: 0,
            });
        } else if let Some(rest) = body.strip_prefix('[') {
            let Some((who, rest)) = rest.split_once("] Goal ") else {
                return;
            };
            match rest.split_once(" : ") {
                Some((id, result)) => {
                    let (id, model) = model_note(id);
                    let word = result.split(['(', ' ']).next().unwrap_or("");
                    let status = Status::parse(word);
                    let a = Attempt {
                        prover: who.to_string(),
                        status,
                        time: time_in(result),
                        error: None,
                        part: None,
                        limit: None,
                        model: model.clone(),
                    };
                    // A failure's reason follows on an indented line.
                    if status == Status::Failed {
                        self.pending = Some((id, vec![a], model));
                        return;
                    }
                    out.push(Event::Goal {
                        id,
                        status,
                        attempts: vec![a],
                    });
                }
                None => {
                    // The provers' answers follow, one per indented line.
                    let (id, model) = model_note(rest);
                    self.pending = Some((id, Vec::new(), model));
                }
            }
        }
    }

    /// Complete the pending multi-line item, if any.
    pub fn flush(&mut self) -> Vec<Event> {
        let mut out = Vec::new();
        if let Some((id, attempts, _)) = self.pending.take() {
            let status = attempts
                .iter()
                .map(|a| a.status)
                .min()
                .filter(|s| *s == Status::Valid)
                .unwrap_or_else(|| {
                    attempts
                        .iter()
                        .map(|a| a.status)
                        .filter(|s| *s != Status::Valid)
                        .min_by_key(|s| match s {
                            Status::Timeout => 0,
                            Status::Unknown => 1,
                            _ => 2,
                        })
                        .unwrap_or(Status::Failed)
                });
            out.push(Event::Goal {
                id,
                status,
                attempts,
            });
        }
        out.extend(self.kernel_event());
        out
    }
}

mod kernel;

#[cfg(test)]
mod tests;

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
    /// A `[Failed] Goal X` header whose attempts follow on indented lines.
    pending: Option<(String, Vec<Attempt>)>,
    /// A kernel error (or warning, `true`) whose message continues on indented lines.
    kernel: Option<(Option<String>, Option<usize>, String, bool)>,
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
    Some(Attempt {
        prover,
        status: Status::parse(word),
        time: time_in(rest),
        error: None,
    })
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
            if let Some((_, attempts)) = &mut self.pending {
                match (error_line(line), attempts.last_mut()) {
                    (Some(e), Some(last)) => {
                        last.error.get_or_insert(e);
                    }
                    _ => attempts.extend(attempt(line)),
                }
                return out;
            }
            if let Some((_, _, msg, _)) = &mut self.kernel {
                msg.push('\n');
                msg.push_str(line.trim_end());
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
        } else if tag == "wp" && !body.starts_with("Warning:") {
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
                    let word = result.split(['(', ' ']).next().unwrap_or("");
                    let status = Status::parse(word);
                    let a = Attempt {
                        prover: who.to_string(),
                        status,
                        time: time_in(result),
                        error: None,
                    };
                    // A failure's reason follows on an indented line.
                    if status == Status::Failed {
                        self.pending = Some((id.trim().to_string(), vec![a]));
                        return;
                    }
                    out.push(Event::Goal {
                        id: id.trim().to_string(),
                        status,
                        attempts: vec![a],
                    });
                }
                None => self.pending = Some((rest.trim().to_string(), Vec::new())),
            }
        }
    }

    fn kernel_line(&mut self, tag: &str, body: &str) {
        let fatal = tag.starts_with("kernel")
            && (body.contains("User Error") || tag.contains("annot-error"));
        let warning = !fatal && body.contains("Warning:") && !body.contains("No goal generated");
        let consequence = body.starts_with("User Error: stopping on file")
            || body.contains("treated as fatal error");
        if !(fatal || warning) || consequence {
            return;
        }
        // `file.c:12: Warning: msg` / `file.c:12: User Error: msg` / `User Error: msg`
        let (loc, msg) = match body.split_once(": ") {
            Some((loc, msg)) if loc.contains(':') && !loc.contains(' ') => (Some(loc), msg),
            _ => (None, body),
        };
        let (file, line) = match loc.and_then(|l| l.rsplit_once(':')) {
            Some((f, l)) => (Some(f.to_string()), l.parse().ok()),
            None => (None, None),
        };
        let msg = msg
            .trim_start_matches("Warning:")
            .trim_start_matches("User Error:")
            .trim()
            .to_string();
        self.kernel = Some((file, line, msg, warning));
    }

    /// Complete the pending multi-line item, if any.
    pub fn flush(&mut self) -> Vec<Event> {
        let mut out = Vec::new();
        if let Some((id, attempts)) = self.pending.take() {
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
        if let Some((file, line, message, warning)) = self.kernel.take() {
            let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
            out.push(if warning {
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
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_all(text: &str) -> Vec<Event> {
        let mut p = Parser::new();
        let mut v: Vec<Event> = text.lines().flat_map(|l| p.line(l)).collect();
        v.extend(p.flush());
        v
    }

    #[test]
    fn goals_summaries_and_failures() {
        let out = "[kernel] Parsing x-vm.c (with preprocessing)\n[wp] 3 goals scheduled\n[wp] [Qed] Goal typed_f_assert_X : Valid (4ms)\n[wp] [Z3 4.8.12 (fixedTO)] Goal typed_f_loop_invariant_preserved : Valid (Qed:154ms) (290ms) (549222)\n[wp] [Failed] Goal typed_f_assert_VM_send_tag_12_3\n  Z3 4.8.12 (fixedTO): Timeout (Qed:104ms) (10s)\n  CVC5 1.0.3: Unknown (Qed:104ms) (1.5s)\n[wp] [CVC5 1.0.3] Goal typed_g_ensures : Timeout (1s)\n[wp] Proved goals:    2 / 3\n  Qed:             1\n";
        let ev = parse_all(out);
        assert_eq!(ev[0], Event::Scheduled(3));
        assert!(
            matches!(&ev[1], Event::Goal { id, status: Status::Valid, attempts } if id == "typed_f_assert_X" && attempts[0].prover == "Qed" && attempts[0].time == Some(0.004))
        );
        assert!(
            matches!(&ev[2], Event::Goal { status: Status::Valid, attempts, .. } if attempts[0].time == Some(0.29))
        );
        let Event::Goal {
            id,
            status,
            attempts,
        } = &ev[3]
        else {
            panic!("{:?}", ev[3])
        };
        assert_eq!(
            (id.as_str(), *status),
            ("typed_f_assert_VM_send_tag_12_3", Status::Timeout)
        );
        assert_eq!(attempts.len(), 2);
        assert_eq!(attempts[0].prover, "Z3 4.8.12 (fixedTO)");
        assert_eq!(
            attempts[1],
            Attempt {
                prover: "CVC5 1.0.3".into(),
                status: Status::Unknown,
                time: Some(1.5),
                error: None,
            }
        );
        assert!(matches!(
            &ev[4],
            Event::Goal {
                status: Status::Timeout,
                ..
            }
        ));
        assert_eq!(
            ev[5],
            Event::Summary {
                proved: 2,
                total: 3
            }
        );
        assert_eq!(ev.len(), 6);
    }

    /// Recorded from Frama-C 25 on a goal Why3 rejects (one prover, then two).
    #[test]
    fn why_a_prover_could_not_run() {
        let out = "[wp] [Z3 4.8.12 (fixedTO)] Goal typed_main_assert : Failed\n  [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n[wp] [Failed] Goal typed_main_assert_A\n  Z3 4.8.12 (fixedTO): Failed\n                       [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n  CVC5 1.0.3: Failed\n              [Why3 Error] Type mismatch between ieee_float.Float64.t and int\n[wp] [CVC5 1.0.3] Goal typed_f_assert : Failed\n[wp] Proved goals:    0 / 3\n";
        let ev = parse_all(out);
        assert_eq!(ev.len(), 4, "{ev:?}");
        let mismatch = "Why3 Error: Type mismatch between ieee_float.Float64.t and int";
        for (i, id, n) in [(0, "typed_main_assert", 1), (1, "typed_main_assert_A", 2)] {
            let Event::Goal {
                id: got,
                status,
                attempts,
            } = &ev[i]
            else {
                panic!("{:?}", ev[i])
            };
            assert_eq!(
                (got.as_str(), *status, attempts.len()),
                (id, Status::Failed, n)
            );
            assert!(
                attempts
                    .iter()
                    .all(|a| a.error.as_deref() == Some(mismatch)),
                "{attempts:?}"
            );
        }
        assert!(
            matches!(&ev[2], Event::Goal { status: Status::Failed, attempts, .. } if attempts.len() == 1 && attempts[0].error.is_none())
        );
    }

    #[test]
    fn kernel_errors() {
        let out = "[kernel:annot-error] /tmp/x/ring-vm.c:42: Warning: \n  unbound logic variable foo. Ignoring code annotation\n[kernel] User Error: warning annot-error treated as fatal error.\n[kernel] Frama-C aborted: invalid user input.\n";
        let ev = parse_all(out);
        assert_eq!(ev.len(), 1, "{ev:?}");
        assert!(
            matches!(&ev[0], Event::KernelError { file: Some(f), line: Some(42), message } if f.ends_with("ring-vm.c") && message.contains("unbound logic variable foo"))
        );
    }

    #[test]
    fn warnings() {
        let out = "[kernel:annot:missing-spec] x-vm.c:3: Warning: \n  Neither code nor specification for function helper, generating default assigns from the prototype\n[wp] Warning: No goal generated\n[wp] Warning: Missing RTE guards\n";
        let ev = parse_all(out);
        assert_eq!(ev.len(), 2, "{ev:?}");
        assert!(
            matches!(&ev[0], Event::Warning { line: Some(3), message, .. } if message.starts_with("Neither code nor specification for function helper"))
        );
        assert!(
            matches!(&ev[1], Event::Warning { file: None, message, .. } if message == "Missing RTE guards")
        );
        assert_eq!(parse_all("[wp] Running WP plugin...\n"), [Event::Step]);
    }

    #[test]
    fn times() {
        assert_eq!(parse_time("(10s)"), Some(10.0));
        assert_eq!(parse_time("(2.3s)"), Some(2.3));
        assert_eq!(parse_time("(1'30)"), Some(90.0));
        assert_eq!(parse_time("(549222)"), None);
    }
}

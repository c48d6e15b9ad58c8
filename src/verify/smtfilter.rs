//! Sound context filtering of SMT tasks (the second proof pass): drop the
//! definition axioms of recursive logic symbols, which make Z3 and CVC5 loop
//! on goals that do not need them. Removing hypotheses can only make a goal
//! harder, never wrong: if the weakened task is unsat, so is the original.
//! It works on tasks printed by Why3's SMT-LIB printer, which puts a `;; name`
//! comment before every declaration and assertion.

use std::collections::HashSet;

/// What to drop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Definition axioms (`;; f_def`, `;; f'def`) of recursive symbols.
    NoRec,
    /// `NoRec`, plus user lemmas and axioms (`;; Q_...`).
    NoLemma,
}

impl std::str::FromStr for Mode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "norec" => Ok(Mode::NoRec),
            "nolemma" => Ok(Mode::NoLemma),
            _ => Err(format!("unknown filter mode `{s}` (norec, nolemma)")),
        }
    }
}

/// S-expression tokens: parentheses, `|quoted|` symbols, atoms.
fn tokens(s: &str) -> Vec<&str> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' | b')' => {
                out.push(&s[i..i + 1]);
                i += 1;
            }
            b'|' => {
                let end = s[i + 1..].find('|').map_or(b.len(), |k| i + k + 2);
                out.push(&s[i..end]);
                i = end;
            }
            b';' => i = s[i..].find('\n').map_or(b.len(), |k| i + k),
            c if c.is_ascii_whitespace() => i += 1,
            _ => {
                let start = i;
                while i < b.len()
                    && !b[i].is_ascii_whitespace()
                    && !matches!(b[i], b'(' | b')' | b'|')
                {
                    i += 1;
                }
                out.push(&s[start..i]);
            }
        }
    }
    out
}

#[derive(Debug)]
enum Sexp<'a> {
    Atom(&'a str),
    List(Vec<Sexp<'a>>),
}

/// Parse tokens, skipping `:pattern (...)` attributes (they repeat the symbol).
fn parse<'a>(toks: &[&'a str]) -> Vec<Sexp<'a>> {
    let mut stack: Vec<Vec<Sexp<'a>>> = vec![Vec::new()];
    let mut k = 0;
    while k < toks.len() {
        match toks[k] {
            ":pattern" => {
                let mut depth = 0;
                k += 1;
                while k < toks.len() {
                    match toks[k] {
                        "(" => depth += 1,
                        ")" => depth -= 1,
                        _ => {}
                    }
                    k += 1;
                    if depth <= 0 {
                        break;
                    }
                }
                continue;
            }
            "(" => stack.push(Vec::new()),
            ")" if stack.len() > 1 => {
                let l = stack.pop().expect("stack");
                stack.last_mut().expect("stack").push(Sexp::List(l));
            }
            ")" => {}
            a => stack.last_mut().expect("stack").push(Sexp::Atom(a)),
        }
        k += 1;
    }
    while stack.len() > 1 {
        let l = stack.pop().expect("stack");
        stack.last_mut().expect("stack").push(Sexp::List(l));
    }
    stack.pop().unwrap_or_default()
}

fn mentions(s: &Sexp, f: &str) -> bool {
    match s {
        Sexp::Atom(a) => *a == f,
        Sexp::List(l) => l.iter().any(|x| mentions(x, f)),
    }
}

/// Right-hand sides of the defining equations `(= (f ...) rhs)` in an axiom.
fn defining_rhs<'s, 'a>(s: &'s Sexp<'a>, f: &str, out: &mut Vec<&'s Sexp<'a>>) {
    let Sexp::List(l) = s else { return };
    let head = match l.first() {
        Some(Sexp::Atom(h)) => *h,
        _ => return,
    };
    match (head, l.len()) {
        ("assert", 2) | ("!", _) => defining_rhs(&l[1], f, out),
        ("forall", 3) | ("let", 3) => defining_rhs(&l[2], f, out),
        ("ite", 4) => {
            defining_rhs(&l[2], f, out);
            defining_rhs(&l[3], f, out);
        }
        ("=", 3) => {
            let lhs_is_f = match &l[1] {
                Sexp::Atom(a) => *a == f,
                Sexp::List(x) => matches!(x.first(), Some(Sexp::Atom(a)) if *a == f),
            };
            if lhs_is_f {
                out.push(&l[2]);
            }
        }
        _ => {}
    }
}

/// The symbol a `;; name` block defines, if it is a definition axiom.
fn defined_symbol(name: &str) -> Option<&str> {
    name.strip_suffix("'def")
        .or_else(|| name.strip_suffix("_def"))
}

/// Split a task into blocks, each starting at a `;; name` line.
fn blocks(task: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = vec![0];
    starts.extend(task.match_indices("\n;; ").map(|(i, _)| i + 1));
    starts.dedup();
    let mut out = Vec::new();
    for (i, &s) in starts.iter().enumerate() {
        let e = starts.get(i + 1).copied().unwrap_or(task.len());
        out.push(&task[s..e]);
    }
    out
}

fn block_name(b: &str) -> &str {
    b.strip_prefix(";; ")
        .map_or("", |r| r.split('\n').next().unwrap_or("").trim())
}

/// The filtered task and the names of the dropped blocks.
pub fn filter(task: &str, mode: Mode) -> (String, Vec<String>) {
    let blocks = blocks(task);
    let mut recursive: HashSet<&str> = HashSet::new();
    for b in &blocks {
        let Some(f) = defined_symbol(block_name(b)) else {
            continue;
        };
        let Some(at) = b.find("(assert") else {
            continue;
        };
        let toks = tokens(&b[at..]);
        let parsed = parse(&toks);
        let mut rhs = Vec::new();
        for s in &parsed {
            defining_rhs(s, f, &mut rhs);
        }
        if rhs.iter().any(|r| mentions(r, f)) {
            recursive.insert(f);
        }
    }
    let mut kept = String::with_capacity(task.len());
    let mut dropped = Vec::new();
    for b in &blocks {
        let name = block_name(b);
        let is_assert = b.contains("(assert");
        let drop = is_assert
            && (defined_symbol(name).is_some_and(|f| recursive.contains(f))
                || (mode == Mode::NoLemma && name.starts_with("Q_")));
        if drop {
            dropped.push(name.to_string());
        } else {
            kept.push_str(b);
        }
    }
    (kept, dropped)
}

/// The filtered task is one another step already tries, so running the
/// prover on it would only repeat an attempt: with nothing dropped it is
/// the first pass's task (whose provers ran out of time on it, or the goal
/// would not be retried); `NoLemma` dropping no lemma gives `NoRec`'s task.
/// The wrapper then answers "unknown" at once, which claims nothing.
pub fn redundant(mode: Mode, dropped: &[String]) -> bool {
    match mode {
        Mode::NoRec => dropped.is_empty(),
        Mode::NoLemma => !dropped.iter().any(|d| d.starts_with("Q_")),
    }
}

/// `vmfc smt-filter MODE -- PROVER ARGS... FILE`: run the prover on the
/// filtered task. The process is replaced by the prover (so Why3's timeout
/// kills the prover itself); the task lives in a memory file.
pub fn run(mode: Mode, command: &[String]) -> std::io::Result<std::convert::Infallible> {
    use std::os::unix::process::CommandExt;
    let (file, args) = command
        .split_last()
        .ok_or_else(|| std::io::Error::other("no prover command"))?;
    let prover = args
        .first()
        .ok_or_else(|| std::io::Error::other("no prover command"))?;
    let task = std::fs::read_to_string(file)?;
    let (filtered, dropped) = filter(&task, mode);
    if redundant(mode, &dropped) {
        // Why3's SMT-LIB drivers read this as "unknown": no proof claimed.
        println!("unknown");
        std::process::exit(0);
    }
    let path = memfile(&filtered)?;
    let err = std::process::Command::new(prover)
        .args(&args[1..])
        .arg(path)
        .exec();
    Err(err)
}

/// A memory file holding `text`, kept open across `exec`; its `/dev/fd` path.
fn memfile(text: &str) -> std::io::Result<String> {
    use std::io::Write;
    use std::os::fd::{FromRawFd, IntoRawFd};
    let name = std::ffi::CString::new("vmfc-task.smt2").expect("no NUL");
    // SAFETY: memfd_create with a valid C string; the fd is owned below.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), 0) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: fd is a fresh, valid descriptor that nothing else owns.
    let mut f = unsafe { std::fs::File::from_raw_fd(fd) };
    f.write_all(text.as_bytes())?;
    let fd = f.into_raw_fd(); // leaked on purpose: the prover reads it after exec
    Ok(format!("/dev/fd/{fd}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TASK: &str = ";; f\n(declare-fun f (Int) Int)\n;; f_def\n(assert (forall ((x Int)) (! (= (f x) (ite (<= x 0) 0 (+ (f (- x 1)) 1))) :pattern ((f x)))))\n;; g\n(declare-fun g (Int) Int)\n;; g'def\n(assert (forall ((x Int)) (= (g x) (+ x 1))))\n;; Q_lemma\n(assert (forall ((x Int)) (>= (f x) 0)))\n;; goal\n(assert (not (= (g 1) 2)))\n(check-sat)\n";

    #[test]
    fn drops_only_recursive_definitions() {
        let (out, dropped) = filter(TASK, Mode::NoRec);
        assert_eq!(dropped, ["f_def"]);
        assert!(
            out.contains(";; g'def")
                && out.contains(";; Q_lemma")
                && out.contains("(declare-fun f")
        );
        assert!(out.ends_with("(check-sat)\n"));
    }

    #[test]
    fn nolemma_drops_user_lemmas_too() {
        let (_, dropped) = filter(TASK, Mode::NoLemma);
        assert_eq!(dropped, ["f_def", "Q_lemma"]);
    }

    #[test]
    fn a_task_with_nothing_to_drop_is_not_run_again() {
        let plain =
            ";; g\n(declare-fun g (Int) Int)\n;; goal\n(assert (not (= (g 1) 2)))\n(check-sat)\n";
        for mode in [Mode::NoRec, Mode::NoLemma] {
            let (out, dropped) = filter(plain, mode);
            assert_eq!(out, plain);
            assert!(redundant(mode, &dropped));
        }
        let (_, dropped) = filter(TASK, Mode::NoRec);
        assert!(!redundant(Mode::NoRec, &dropped));
        // Without lemmas, `nolemma` would repeat `norec`.
        let no_lemma = TASK.replace(";; Q_lemma", ";; other");
        let (_, dropped) = filter(&no_lemma, Mode::NoLemma);
        assert_eq!(dropped, ["f_def"]);
        assert!(redundant(Mode::NoLemma, &dropped));
        let (_, dropped) = filter(TASK, Mode::NoLemma);
        assert!(!redundant(Mode::NoLemma, &dropped));
    }

    #[test]
    fn recorded_cyclic_sum_task() {
        let task = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/smt/cyclic-mod.smt2"
        ))
        .unwrap();
        let (out, dropped) = filter(&task, Mode::NoRec);
        assert_eq!(dropped, ["L_Cyclic_Sum_def"]);
        assert_eq!(
            out.len()
                + task[task.find(";; L_Cyclic_Sum_def").unwrap()..]
                    .find("\n;; ")
                    .unwrap()
                + 1,
            task.len()
        );
    }
}

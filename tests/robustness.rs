//! No input makes vmfc panic: truncated and randomly mutated versions of
//! every example give either a transformed program or clean diagnostics.

mod common;

use vmfc::pipeline::{self, Failure, Job};

/// Deterministic xorshift, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const NOISE: &[&str] = &[
    ";",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "@",
    "*/",
    "/*@",
    "//@ ",
    "#",
    ",",
    "=",
    ":",
    "\\",
    "\"",
    "'",
    "mpi ",
    "region ",
    "0",
    "-1",
    "\n",
    "..",
    "\\forall integer k;",
    "MPI_Send(",
    "#define X\n",
    "\u{e9}",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut s = src.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(s.len());
        match rng.below(4) {
            0 => {
                let n = 1 + rng.below(8);
                s.drain(at..(at + n).min(s.len()));
            }
            1 => {
                let ins = NOISE[rng.below(NOISE.len())].as_bytes();
                s.splice(at..at, ins.iter().copied());
            }
            2 => {
                let n = 1 + rng.below(40);
                let chunk: Vec<u8> = s[at..(at + n).min(s.len())].to_vec();
                let to = rng.below(s.len());
                s.splice(to..to, chunk);
            }
            _ => {
                if let Some(b) = s.get_mut(at) {
                    *b = b"0123456789;(){}xyz"[rng.below(18)];
                }
            }
        }
    }
    String::from_utf8_lossy(&s).into_owned()
}

fn check(text: &str, what: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("input.c");
    std::fs::write(&path, text).unwrap();
    match pipeline::transform(&Job {
        input: path,
        ..Job::default()
    }) {
        Ok(t) => assert!(
            !t.output.text.is_empty() || text.is_empty(),
            "{what}: empty output"
        ),
        Err(Failure::Input { diagnostics, files }) => {
            assert!(
                diagnostics.iter().any(|d| d.is_error()),
                "{what}: rejected without an error"
            );
            for d in &diagnostics {
                if std::env::var_os("VMFC_DEBUG_FUZZ").is_some() {
                    let f = &files[d.file];
                    eprintln!(
                        "{what}: {:?} len={} text={:?}",
                        d,
                        f.text.len(),
                        f.text.get(
                            d.span.start.saturating_sub(5)..(d.span.end + 5).min(f.text.len())
                        )
                    );
                }
                let _ = d.render(&files, false);
            }
        }
        Err(Failure::Tool(e) | Failure::Usage(e)) => panic!("{what}: tool failure {e}"),
    }
}

// Each transformation runs the preprocessor and the compiler several
// times (vmfc's, Frama-C's and the build's readings, the check of the
// output): 15 cuts and 20 mutations of each example keep this test within
// CI's time (1820 runs took 4 minutes in an unoptimized build, 910 runs
// 132 s).
#[test]
fn truncated_examples() {
    for (name, file) in common::examples() {
        let src = std::fs::read_to_string(&file).unwrap();
        let step = (src.len() / 15).max(1);
        for cut in (0..src.len()).step_by(step) {
            let cut = vmfc::source::floor_char(&src, cut);
            check(&src[..cut], &format!("{name} truncated at {cut}"));
        }
    }
}

#[test]
fn mutated_examples() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (name, file) in common::examples() {
        let src = std::fs::read_to_string(&file).unwrap();
        for i in 0..20 {
            let text = mutate(&src, &mut rng);
            check(&text, &format!("{name} mutation {i}"));
        }
    }
}

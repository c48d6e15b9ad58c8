//! The conditions a region or a call of a collective runs under (its
//! enclosing `if`, `else`, `switch` and loops), kept with the check that
//! it is next in the region sequence: when that check fails, the report
//! names them, since a collective under a test of the rank (or of other
//! process-local data) is the usual cause.

use crate::cfront::model::GuardKind;
use crate::cfront::Frontend;

/// One condition a place runs under, in the user's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    pub kind: GuardKind,
    /// The condition's line in the user's file.
    pub line: usize,
    /// The condition as written (white space collapsed, long ones cut).
    pub text: String,
}

impl Condition {
    /// How the condition controls the place: `if `rank == 0` (line 49)`.
    pub fn describe(&self) -> String {
        let how = match self.kind {
            GuardKind::Then => "if",
            GuardKind::Else => "in the `else` of",
            GuardKind::Switch => "in a `switch` on",
            GuardKind::Loop => "in a loop on",
            GuardKind::Continue => "after a `continue` under",
            GuardKind::Break => {
                return format!(
                    "in a loop or `switch` that a `break` under `{}` (line {}) leaves",
                    self.text, self.line
                )
            }
        };
        format!("{how} `{}` (line {})", self.text, self.line)
    }
}

/// The longest condition quoted whole.
const MAX_TEXT: usize = 60;

/// The conditions, outermost first, that the place at `at` (an offset in
/// the input file) runs under in the body of `function`. Guards not
/// written in the input file (a macro's, a header's) are left out.
pub(crate) fn conditions_at(fe: &Frontend, function: &str, at: usize) -> Vec<Condition> {
    let Some(body) = fe
        .prog
        .functions
        .iter()
        .filter(|f| f.name == function)
        .find_map(|f| f.body.as_ref())
    else {
        return Vec::new();
    };
    // A guard's ends in the input file: the tokens themselves, or when a
    // macro's expansion makes them (`MAXNP`), their lines.
    let first = |pp: usize| match fe.locate(pp) {
        Ok(k) => Some(fe.orig.tokens[k].span.start),
        Err(_) => fe.line_of_pp(pp).map(|l| fe.file.line_span(l).start),
    };
    let last = |pp_end: usize| {
        let t = fe.map.token_start(fe.map.last_token_before(pp_end)?);
        match fe.locate(t) {
            Ok(k) => Some(fe.orig.tokens[k].span.end),
            Err(_) => fe.line_of_pp(t).map(|l| fe.file.line_span(l).end),
        }
    };
    let orig = |(a, b): (usize, usize)| Some((first(a)?, last(b)?)).filter(|(a, b)| a < b);
    body.guards
        .iter()
        .filter_map(|g| {
            let scope = orig(g.pp_scope)?;
            if !(scope.0 <= at && at < scope.1) {
                return None;
            }
            let cond = condition_span(fe, g.pp_cond.0)
                .or_else(|| parenthesized(fe, g.pp_stmt))
                .or_else(|| orig(g.pp_cond))?;
            let text = fe.file.text.get(cond.0..cond.1)?;
            Some(Condition {
                kind: g.kind,
                line: fe.file.line_col(cond.0).0,
                text: shorten(text),
            })
        })
        .collect()
}

/// A condition as written from its first token (at `pp` in the
/// preprocessed text) to the `)` or `;` that closes it, macros unexpanded.
fn condition_span(fe: &Frontend, pp: usize) -> Option<(usize, usize)> {
    let first = fe.locate(pp).ok()?;
    let mut depth = 0i32;
    let mut end = None;
    for k in first..fe.orig.tokens.len() {
        if !fe.orig.tokens[k].is_code() {
            continue;
        }
        match fe.tok_text(k) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" | ";" if depth == 0 => break,
            ")" | "]" | "}" => depth -= 1,
            _ => {}
        }
        end = Some(fe.orig.tokens[k].span.end);
    }
    Some((fe.orig.tokens[first].span.start, end?))
}

/// The condition between the parentheses after the keyword of the
/// statement at `pp_stmt` (`if`, `while`, `switch`), when a macro makes
/// its first token.
fn parenthesized(fe: &Frontend, pp_stmt: usize) -> Option<(usize, usize)> {
    let k = fe.locate(pp_stmt).ok()?;
    if !matches!(fe.tok_text(k), "if" | "while" | "switch") {
        return None;
    }
    let open = fe.next_code(k).filter(|&o| fe.tok_text(o) == "(")?;
    let close = fe.matching(open)?;
    let first = fe.next_code(open).filter(|&f| f < close)?;
    let last = fe.prev_code(close).filter(|&l| l > open)?;
    Some((
        fe.orig.tokens[first].span.start,
        fe.orig.tokens[last].span.end,
    ))
}

/// `text` on one line, cut after `MAX_TEXT` characters.
fn shorten(text: &str) -> String {
    let one: Vec<&str> = text.split_whitespace().collect();
    let one = one.join(" ");
    match one.char_indices().nth(MAX_TEXT) {
        Some((i, _)) => format!("{}...", &one[..i]),
        None => one,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_conditions_are_cut_and_put_on_one_line() {
        assert_eq!(shorten("rank ==\n      0"), "rank == 0");
        let long = "a".repeat(70);
        assert_eq!(shorten(&long), format!("{}...", "a".repeat(60)));
    }

    #[test]
    fn each_kind_is_said_in_words() {
        let c = |kind| Condition {
            kind,
            line: 4,
            text: "rank == 0".into(),
        };
        assert_eq!(c(GuardKind::Then).describe(), "if `rank == 0` (line 4)");
        assert_eq!(
            c(GuardKind::Else).describe(),
            "in the `else` of `rank == 0` (line 4)"
        );
        assert_eq!(
            c(GuardKind::Break).describe(),
            "in a loop or `switch` that a `break` under `rank == 0` (line 4) leaves"
        );
        assert_eq!(
            c(GuardKind::Loop).describe(),
            "in a loop on `rank == 0` (line 4)"
        );
    }
}

#[cfg(test)]
mod from_c {
    use crate::cfront::model::GuardKind;
    use crate::transform::checks::CheckKind;

    /// A collective under a test of the rank, one in a loop that a `break`
    /// may leave, one under a macro's condition, and a region in an
    /// `else`: each sequence check carries the conditions, outermost
    /// first, as the user wrote them.
    #[test]
    fn sequence_checks_carry_their_conditions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.c");
        let text = "#include <mpi.h>
#define FEW(p) ((p) <= 8)
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size, n = 1, j;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ mpi begin regions:
        nregions = 3;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  if (rank == 0)
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (FEW(size)) {
    /*@ loop invariant 0 <= j <= 1;
        loop assigns j, n, VM_GlobalVars;
        loop variant 1 - j; */
    for (j = 0; j < 1; j++) {
      if (n > 5) break;
      MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
  } else
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
";
        std::fs::write(&path, text).unwrap();
        let job = crate::pipeline::Job {
            input: path,
            ..Default::default()
        };
        let t = crate::pipeline::transform(&job).unwrap_or_else(|e| panic!("{e:?}"));
        let conditions: Vec<Vec<(GuardKind, usize, String)>> = t
            .output
            .checks
            .iter()
            .filter(|c| c.label.kind == CheckKind::CallSequence)
            .map(|c| {
                c.conditions
                    .iter()
                    .map(|k| (k.kind, k.line, k.text.clone()))
                    .collect()
            })
            .collect();
        assert_eq!(
            conditions,
            vec![
                vec![(GuardKind::Then, 17, "rank == 0".to_string())],
                vec![
                    (GuardKind::Then, 19, "FEW(size)".to_string()),
                    (GuardKind::Loop, 23, "j < 1".to_string()),
                    (GuardKind::Break, 24, "n > 5".to_string())
                ],
                vec![(GuardKind::Else, 19, "FEW(size)".to_string())],
            ]
        );
    }
}

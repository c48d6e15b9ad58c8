//! Remainders that may overflow. C leaves `a % b` undefined when `a / b`
//! is not representable (C11 6.5.5p6: `INT_MIN % -1`), and x86-64 traps on
//! it, but Frama-C's `-wp-rte` checks only that the divisor is not zero.
//! In a verified function vmfc writes each signed `a % b` whose divisor is
//! not a literal as a call of the header's `VM_rem_<type>(a, b)`, whose
//! precondition says both (`CheckKind::Remainder`): Wp proves it where the
//! remainder is evaluated (under `&&`, in a loop condition, in an MPI
//! call's argument), its operands evaluated once, and its result is the
//! same value of the same type. `a %= b` becomes `a = VM_rem_<type>(a, b)`
//! when `a` has no side effect. Under `--model real`, where Wp reads
//! floating-point numbers as reals and `x / 0.0` as some real, unchecked,
//! a floating-point division by a divisor that is not a nonzero literal
//! becomes a call of `VM_div_<type>(a, b)` the same way
//! (`CheckKind::Division`: the divisor is not zero).

use super::callees::span_of;
use super::functions::FnInfo;
use crate::cfront::model::Rem;
use crate::cfront::types::Base;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::edit::Edit;
use crate::source::Span;

/// One remainder to rewrite, in the original text.
#[derive(Debug, Clone)]
pub(crate) struct Site {
    lhs_start: usize,
    op: Span,
    rhs_end: usize,
    helper: &'static str,
    /// A division (`/`, `/=`) rather than a remainder.
    pub division: bool,
    /// For `%=`: the text of the left operand.
    assigned: Option<String>,
    /// The function, and the remainder as written (for the report).
    pub function: String,
    pub text: String,
}

impl Site {
    /// The edits of the rewrite, in text order.
    pub(crate) fn edits(&self) -> Vec<Edit> {
        let call = format!("{}(", self.helper);
        let mut out = Vec::new();
        match &self.assigned {
            Some(lhs) => out.push(Edit::replace(
                self.op.clone(),
                format!("= {call}{lhs},"),
                self.op.start,
            )),
            None => {
                out.push(Edit::insert(self.lhs_start, call, self.lhs_start));
                out.push(Edit::replace(self.op.clone(), ",".into(), self.op.start));
            }
        }
        out.push(Edit::insert(self.rhs_end, ")".into(), self.rhs_end));
        out
    }

    /// Where the report shows it: the operator.
    pub(crate) fn at(&self) -> usize {
        self.op.start
    }

    /// The text the rewrite spans.
    pub(crate) fn range(&self) -> Span {
        self.lhs_start.min(self.op.start)..self.rhs_end
    }
}

/// The header's function for a remainder (or a division) of type `t`.
fn helper(t: Base, division: bool) -> Option<&'static str> {
    match (t, division) {
        (Base::Int, false) => Some("VM_rem_int"),
        (Base::Long, false) => Some("VM_rem_long"),
        (Base::LLong, false) => Some("VM_rem_llong"),
        (Base::Float, true) => Some("VM_div_float"),
        (Base::Double, true) => Some("VM_div_double"),
        (Base::LDouble, true) => Some("VM_div_ldouble"),
        _ => None,
    }
}

/// The remainders (and under `--model real` the floating-point divisions)
/// of the functions `fns` to rewrite, with an error for each vmfc cannot,
/// and one when the file lacks the header they need.
pub(crate) fn all_sites(
    fe: &Frontend,
    fns: &[&FnInfo],
    real_floats: bool,
    diags: &mut Diagnostics,
) -> Vec<Site> {
    let mut out = Vec::new();
    for f in fns {
        if let Some(body) = f.def.and_then(|d| fe.prog.functions[d].body.as_ref()) {
            let rems = body.rems.iter().filter(|r| real_floats || !r.division);
            out.extend(sites(fe, f, rems, diags));
        }
    }
    need_header(fe, &out, diags);
    out
}

/// An error at the first remainder to rewrite when the file does not
/// include vmfc's `<mpi.h>`, which declares the functions the rewrite
/// calls: Frama-C would read an undeclared function without a contract.
fn need_header(fe: &Frontend, sites: &[Site], diags: &mut Diagnostics) {
    let Some(first) = sites.first() else { return };
    if fe.map.includes_ours() {
        return;
    }
    let more = match sites.len() - 1 {
        0 => String::new(),
        n => format!(" (and {n} more)"),
    };
    diags.push(
        Diagnostic::error(
            first.op.clone(),
            format!("a {} in `{}`, which vmfc verifies, in a file that does not include <mpi.h>{more}", what(first.division), first.function),
        )
        .with_note(format!("vmfc checks that {} with a function of its <mpi.h>, `{}`: add `#include <mpi.h>` to the file", if first.division { "a floating-point `a / b` is defined (`b != 0`)" } else { "`a % b` is defined (`b != 0`, not `INT_MIN % -1`)" }, first.helper)),
    );
}

fn what(division: bool) -> &'static str {
    if division {
        "floating-point division"
    } else {
        "remainder"
    }
}

/// The remainders (or divisions) `rems` of `f`'s body to rewrite; an error
/// for each vmfc cannot.
fn sites<'a>(
    fe: &Frontend,
    f: &FnInfo,
    rems: impl Iterator<Item = &'a Rem>,
    diags: &mut Diagnostics,
) -> Vec<Site> {
    let mut out = Vec::new();
    for r in rems {
        let division = r.division;
        let (op, why, cast) = if division {
            ("/", "under `--model real` Wp reads `a / b` on floating-point numbers as a division of reals, some real when `b` is 0, where the build gets an infinity or a NaN; vmfc checks `b != 0` where the division is evaluated", "`(double)x / y`")
        } else {
            ("%", "C leaves `a % b` undefined when `a / b` overflows (`INT_MIN % -1`), and vmfc checks it where the remainder is evaluated", "`(int)e % n`")
        };
        let at = span_of(fe, r.pp_op.0);
        let mut fail = |what: &str, note: &str| {
            diags.push(
                Diagnostic::error(
                    at.clone(),
                    format!("{what} in `{}`, which vmfc verifies", f.name),
                )
                .with_note(format!("{why}; {note}")),
            );
        };
        let Some(helper) = r.ty.and_then(|t| helper(t, division)) else {
            let kind = if division {
                "a division"
            } else {
                "a remainder"
            };
            fail(
                &format!("{kind} whose type vmfc cannot tell"),
                &format!("it needs the operation's type, which an operand hides (of an enumerated type; an enumerator whose value vmfc cannot tell fits `int`; a name that is both an enumerator and a variable here; a type vmfc does not model): cast the operand, e.g. {cast}"),
            );
            continue;
        };
        if r.constant {
            fail(
                &format!("a {} in the initializer of a variable of static storage", what(division)),
                "vmfc checks it with a call, which such an initializer cannot hold: write the value, or assign it in a statement",
            );
            continue;
        }
        if r.assign == Some(false) {
            fail(
                &format!("`{op}=` on an operand with side effects"),
                &format!("move the side effect to a statement of its own (`a[i] {op}= n; i++;`)"),
            );
            continue;
        }
        let Some((lhs, op_span, rhs)) = original_operands(fe, r) else {
            fail(
                &format!("a {} inside a macro's expansion", what(division)),
                &format!("vmfc rewrites it in the text, so the `{op}` must be written in the file, not come from a macro (`#define NEXT(r) ((r + 1) {op} size)`), and a macro in an operand must expand within it (`#define N n + 1` in `x {op} N` divides by `n` alone): give the macro's value a variable, or make the macro a function"),
            );
            continue;
        };
        let op = op_span;
        let assigned = r
            .assign
            .map(|_| fe.file.text[lhs.start..op.start].trim_end().to_string());
        out.push(Site {
            text: fe.file.text[lhs.start..rhs.end].to_string(),
            function: f.name.clone(),
            lhs_start: lhs.start,
            op,
            rhs_end: rhs.end,
            helper,
            division,
            assigned,
        });
    }
    out
}

/// The first token of the left operand, the operator and the last token
/// of the right operand in the original text. The operator is a token of
/// the file; each operand is either written out (its tokens as written,
/// next to the operator) or, holding macros (`1.0 / (N + 1)`), the
/// original tokens between the operator and the tokens of the file that
/// come just before the left operand and just after the right one in the
/// preprocessed text, each with balanced brackets: preprocessing keeps
/// the order of tokens, so those original tokens are what the operand
/// expands from (a macro whose expansion reaches past the operand, as
/// `#define N 2 + 3` in `x / N * 2`, puts a token of its own there, and is
/// refused).
fn original_operands(fe: &Frontend, r: &Rem) -> Option<(Span, Span, Span)> {
    let k = fe.locate(r.pp_op.0).ok()?;
    let texts = |pp: (usize, usize)| fe.map.texts_in(&fe.pp.text, pp.0, pp.1);
    let (left, right) = (texts(r.pp_lhs), texts(r.pp_rhs));
    let code: Vec<usize> = (0..fe.orig.tokens.len())
        .filter(|&i| fe.orig.tokens[i].is_code())
        .collect();
    let at = code.binary_search(&k).ok()?;
    let text = |i: &usize| fe.orig.tokens[*i].text(&fe.file.text);
    let span = |i: usize| fe.orig.tokens[i].span.clone();
    let written = |ids: &[usize], want: &[&str]| {
        !ids.is_empty() && ids.iter().map(text).eq(want.iter().copied())
    };
    let before = code.get(at.checked_sub(left.len())?..at);
    let after = code.get(at + 1..at + 1 + right.len());
    if let (Some(b), Some(a)) = (before, after) {
        if written(b, &left) && written(a, &right) {
            return Some((span(b[0]), span(k), span(*a.last()?)));
        }
    }
    // With macros: the file's tokens around the operation.
    let prev = fe.map.last_token_before(r.pp_lhs.0)?;
    let u = fe.locate(fe.map.token_start(prev)).ok()?;
    let w = fe.locate(r.pp_rhs.1).ok()?;
    let (u, w) = (code.binary_search(&u).ok()?, code.binary_search(&w).ok()?);
    let (lhs, rhs) = (code.get(u + 1..at)?, code.get(at + 1..w)?);
    let balanced = |ids: &[usize]| {
        let mut depth = 0i32;
        for t in ids.iter().map(text) {
            match t {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
        depth == 0
    };
    (!lhs.is_empty() && !rhs.is_empty() && balanced(lhs) && balanced(rhs))
        .then(|| (span(lhs[0]), span(k), span(*rhs.last().unwrap())))
}

/// `text` (the original text of `span`) with the rewrites of the
/// remainders inside it applied; `used` receives their indexes.
pub(crate) fn rewrite(sites: &[Site], span: &Span, text: &str, used: &mut Vec<usize>) -> String {
    let mut edits: Vec<(usize, &Edit)> = Vec::new();
    let all: Vec<(usize, Vec<Edit>)> = sites
        .iter()
        .enumerate()
        .filter(|(_, s)| span.start <= s.range().start && s.range().end <= span.end)
        .map(|(i, s)| (i, s.edits()))
        .collect();
    for (i, es) in &all {
        used.push(*i);
        edits.extend(es.iter().map(|e| (*i, e)));
    }
    // Stable: edits at one point keep the order of their sites (the
    // outer remainder first).
    edits.sort_by_key(|(_, e)| (e.range.start, e.range.end));
    let mut out = String::new();
    let mut pos = span.start;
    for (_, e) in edits {
        out.push_str(&text[pos - span.start..e.range.start - span.start]);
        out.push_str(&e.text);
        pos = e.range.end;
    }
    out.push_str(&text[pos - span.start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(text: &str, lhs: &str, op: &str, rhs: &str, assigned: bool) -> Site {
        let at = |s: &str| text.find(s).unwrap();
        let op_at = at(op);
        Site {
            lhs_start: at(lhs),
            op: op_at..op_at + if assigned { 2 } else { 1 },
            rhs_end: at(rhs) + rhs.len(),
            helper: "VM_rem_int",
            division: false,
            assigned: assigned.then(|| lhs.to_string()),
            function: "f".into(),
            text: String::new(),
        }
    }

    /// A copied argument gets the rewrites inside it, nested ones in order
    /// (the outer call first), and only those.
    #[test]
    fn copies_rewrite_the_remainders_inside_them() {
        let text = "g(x%y%z, a % b); q %= r;";
        let inner = site(text, "x", "%", "y", false);
        let mut outer = site(text, "x", "%y", "z", false);
        outer.op = 5..6;
        let other = site(text, "a", "% b", "b", false);
        let assign = site(text, "q", "%=", "r", true);
        let sites = [outer, inner, other, assign];
        let mut used = Vec::new();
        let arg = 2..7;
        assert_eq!(
            rewrite(&sites, &arg, &text[arg.clone()], &mut used),
            "VM_rem_int(VM_rem_int(x,y),z)"
        );
        assert_eq!(used, [0, 1]);
        let all = 0..text.len();
        let mut used = Vec::new();
        assert_eq!(
            rewrite(&sites, &all, text, &mut used),
            "g(VM_rem_int(VM_rem_int(x,y),z), VM_rem_int(a , b)); q = VM_rem_int(q, r);"
        );
    }
}

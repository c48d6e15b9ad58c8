//! Remainders that may overflow. C leaves `a % b` undefined when `a / b`
//! is not representable (C11 6.5.5p6: `INT_MIN % -1`), and x86-64 traps on
//! it, but Frama-C's `-wp-rte` checks only that the divisor is not zero.
//! In a verified function vmfc writes each signed `a % b` whose divisor is
//! not a literal as a call of the header's `VM_rem_<type>(a, b)`, whose
//! precondition says both (`CheckKind::Remainder`): Wp proves it where the
//! remainder is evaluated (under `&&`, in a loop condition, in an MPI
//! call's argument), its operands evaluated once, and its result is the
//! same value of the same type. `a %= b` becomes `a = VM_rem_<type>(a, b)`
//! when `a` has no side effect.

use super::callees::span_of;
use super::functions::FnInfo;
use crate::cfront::model::Body;
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

/// The header's function for a remainder of type `t`.
fn helper(t: Base) -> Option<&'static str> {
    match t {
        Base::Int => Some("VM_rem_int"),
        Base::Long => Some("VM_rem_long"),
        Base::LLong => Some("VM_rem_llong"),
        _ => None,
    }
}

/// The remainders of the functions `fns` to rewrite, with an error for
/// each vmfc cannot, and one when the file lacks the header they need.
pub(crate) fn all_sites(fe: &Frontend, fns: &[&FnInfo], diags: &mut Diagnostics) -> Vec<Site> {
    let mut out = Vec::new();
    for f in fns {
        if let Some(body) = f.def.and_then(|d| fe.prog.functions[d].body.as_ref()) {
            out.extend(sites(fe, f, body, diags));
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
            format!("a remainder in `{}`, which vmfc verifies, in a file that does not include <mpi.h>{more}", first.function),
        )
        .with_note(format!("vmfc checks that `a % b` is defined (`b != 0`, not `INT_MIN % -1`) with a function of its <mpi.h>, `{}`: add `#include <mpi.h>` to the file", first.helper)),
    );
}

/// The remainders of `f`'s body to rewrite; an error for each vmfc cannot.
fn sites(fe: &Frontend, f: &FnInfo, body: &Body, diags: &mut Diagnostics) -> Vec<Site> {
    let mut out = Vec::new();
    for r in &body.rems {
        let at = span_of(fe, r.pp_op.0);
        let mut fail = |what: &str, note: &str| {
            diags.push(
                Diagnostic::error(at.clone(), format!("{what} in `{}`, which vmfc verifies", f.name))
                    .with_note(format!("C leaves `a % b` undefined when `a / b` overflows (`INT_MIN % -1`), and vmfc checks it where the remainder is evaluated; {note}")),
            );
        };
        let Some(helper) = r.ty.and_then(helper) else {
            fail(
                "a remainder whose type vmfc cannot tell",
                "it needs the operation's type, which an operand hides (of an enumerated type; an enumerator whose value vmfc cannot tell fits `int`; a name that is both an enumerator and a variable here; a type vmfc does not model): cast the operand, e.g. `(int)e % n`",
            );
            continue;
        };
        if r.assign == Some(false) {
            fail(
                "`%=` on an operand with side effects",
                "move the side effect to a statement of its own (`a[i] %= n; i++;`)",
            );
            continue;
        }
        let Some((lhs, op, rhs)) = original_operands(fe, r) else {
            fail(
                "a remainder inside a macro's expansion",
                "vmfc rewrites the remainder in the text, so the `%` and its operands must be written out, not come from a macro (`#define NEXT(r) ((r + 1) % size)`) or hold one: give the macro's value a variable, or make the macro a function",
            );
            continue;
        };
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
            assigned,
        });
    }
    out
}

/// The first token of the left operand, the operator and the last token
/// of the right operand in the original text: the operator's token, and
/// next to it the operands' tokens as written (no macro expands inside
/// them; one may expand around them, as `MPI_INT` on the same line).
fn original_operands(fe: &Frontend, r: &crate::cfront::model::Rem) -> Option<(Span, Span, Span)> {
    let k = fe.locate(r.pp_op.0).ok()?;
    let texts = |pp: (usize, usize)| fe.map.texts_in(&fe.pp.text, pp.0, pp.1);
    let (left, right) = (texts(r.pp_lhs), texts(r.pp_rhs));
    let code: Vec<usize> = (0..fe.orig.tokens.len())
        .filter(|&i| fe.orig.tokens[i].is_code())
        .collect();
    let at = code.binary_search(&k).ok()?;
    let before = code.get(at.checked_sub(left.len())?..at)?;
    let after = code.get(at + 1..at + 1 + right.len())?;
    let text = |i: &usize| fe.orig.tokens[*i].text(&fe.file.text);
    let same = |ids: &[usize], want: &[&str]| {
        !ids.is_empty() && ids.iter().map(text).eq(want.iter().copied())
    };
    if !same(before, &left) || !same(after, &right) {
        return None;
    }
    let span = |i: usize| fe.orig.tokens[i].span.clone();
    Some((span(before[0]), span(k), span(*after.last()?)))
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

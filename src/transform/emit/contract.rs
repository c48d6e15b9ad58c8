//! Contracts: the `mpi` clauses are removed (Frama-C does not know them);
//! a verified function gets `terminates \true;` and `exits \false;` (vmfc
//! proves total correctness: a process that loops, exits or aborts breaks
//! the method's assumptions); a collective function with universals gets
//! the labelled check that they are unchanged at exit; preconditions that
//! belong to the callers are added (`obligations`); and, in
//! verification runs, unnamed user clauses get a name. At the entry of a
//! verified function: the smoke check of its precondition and, for
//! `main`, what C guarantees its parameters.

use super::naming;
use super::Emitter;
use crate::annot::ir::ContractClause;
use crate::edit::Edit;
use crate::transform::checks::CheckKind;
use crate::transform::functions::{FnInfo, Home, Universal};

/// What to change in one contract.
#[derive(Debug, Clone, Default)]
pub(crate) struct Changes {
    /// Remove `mpi collective;` and `mpi universal ...;`.
    pub drop_mpi: bool,
    /// Add `terminates \true;` and `exits \false;` where missing.
    pub total: bool,
    /// The universal exit check (labelled predicate), for the first contract
    /// holding `mpi universal`.
    pub exit_check: Option<(String, usize)>,
    /// Name unnamed user properties.
    pub name: bool,
    /// Labelled `requires` clauses vmfc adds (`obligations`).
    pub requires: Vec<String>,
    /// Labelled `ensures` clauses vmfc adds (`main_finalized`).
    pub ensures: Vec<String>,
}

/// Rewrite `content` (the clauses `clauses` of a contract located at byte
/// `base` of the file); `sep` separates inserted clauses. Returns the new
/// content and the marks of the labels in it, or `None` when unchanged.
pub(crate) fn rewrite(
    em: &mut Emitter,
    content: &str,
    base: usize,
    clauses: &[ContractClause],
    ch: &Changes,
    sep: &str,
) -> Option<(String, Vec<(usize, String)>)> {
    let has = |kw: &str| {
        clauses
            .iter()
            .any(|c| matches!(c, ContractClause::Acsl { keyword, .. } if keyword == kw))
    };
    let mut terminates = (ch.total && !has("terminates")).then_some("terminates \\true;");
    let mut requires = ch.requires.clone();
    let mut late: Vec<String> = Vec::new();
    if ch.total && !has("exits") {
        late.push("exits \\false;".into());
    }
    if let Some((pred, _)) = &ch.exit_check {
        late.push(pred.clone());
    }
    late.extend(ch.ensures.iter().cloned());
    let mut out = Out {
        content,
        sep,
        text: String::new(),
        marks: Vec::new(),
        pos: 0,
    };
    for cl in clauses {
        let span = cl.span();
        let (s, e) = (span.start - base, span.end - base);
        if ch.drop_mpi
            && matches!(
                cl,
                ContractClause::Collective { .. } | ContractClause::Universal { .. }
            )
        {
            out.copy_to(s);
            // Drop the clause and the blank space after it.
            out.pos = e + content[e..].len() - content[e..].trim_start().len();
            continue;
        }
        let keyword = match cl {
            ContractClause::Acsl { keyword, .. } => keyword.as_str(),
            _ => "",
        };
        if keyword != "requires" && !requires.is_empty() {
            out.copy_to(s);
            out.insert(&mut requires);
        }
        if keyword != "requires" {
            if let Some(t) = terminates.take() {
                out.copy_to(s);
                out.insert(&mut vec![t.to_string()]);
            }
        }
        if !matches!(keyword, "requires" | "terminates" | "decreases") && !late.is_empty() {
            out.copy_to(s);
            out.insert(&mut late);
        }
        if ch.name {
            if let Some(at) = naming::name_position(&content[s..e]) {
                out.copy_to(s + at);
                let user = naming::register(em, base + s);
                out.marks.push((out.text.len() + 1, user.clone()));
                out.text.push_str(&format!(" {user}:"));
            }
        }
    }
    let terminates: Vec<String> = terminates.map(str::to_string).into_iter().collect();
    out.finish(vec![requires, terminates, late]);
    (out.text != content).then_some((out.text, out.marks))
}

/// A contract being rewritten: the original text up to `pos` is copied.
struct Out<'c> {
    content: &'c str,
    sep: &'c str,
    text: String,
    /// Where each generated label starts in `text`.
    marks: Vec<(usize, String)>,
    pos: usize,
}

impl Out<'_> {
    /// Copy the original text up to `s`.
    fn copy_to(&mut self, s: usize) {
        self.text.push_str(&self.content[self.pos..s]);
        self.pos = s;
    }

    /// Copy the rest of the original text, the clauses still `pending`
    /// written after its last clause.
    fn finish(&mut self, pending: Vec<Vec<String>>) {
        let content = self.content;
        let rest = &content[self.pos..];
        let trimmed = rest.trim_end();
        self.text.push_str(trimmed);
        if pending.iter().any(|p| !p.is_empty()) {
            self.text.push_str(self.sep);
            for mut p in pending {
                self.insert(&mut p);
            }
            let n = self.text.trim_end().len();
            self.text.truncate(n);
        }
        self.text.push_str(&rest[trimmed.len()..]);
    }

    /// Write the generated `clauses` (emptying it), each followed by the
    /// separator, and mark the labels of `ensures` / `requires` clauses.
    fn insert(&mut self, clauses: &mut Vec<String>) {
        for clause in clauses.drain(..) {
            for keyword in ["ensures ", "requires "] {
                if let Some(label) = clause
                    .strip_prefix(keyword)
                    .and_then(|r| r.split(':').next())
                {
                    self.marks
                        .push((self.text.len() + keyword.len(), label.to_string()));
                }
            }
            self.text.push_str(&clause);
            self.text.push_str(self.sep);
        }
    }
}

/// The exit check of `f`'s universals, as an `ensures` clause (globals and
/// array sections; formal scalars are trivially unchanged in a postcondition).
fn exit_check(em: &mut Emitter, f: &FnInfo, at: usize) -> Option<(String, usize)> {
    let preds: Vec<String> = f
        .universals
        .iter()
        .filter_map(|u| unchanged_at_exit(em, u))
        .collect();
    if preds.is_empty() {
        return None;
    }
    let label = em.label(
        Some(&f.name),
        CheckKind::UniversalExit,
        None,
        at,
        format!("universal locations of `{}` are unchanged at exit", f.name),
    );
    Some((format!("ensures {label}: {};", preds.join(" && ")), at))
}

fn unchanged_at_exit(em: &Emitter, u: &Universal) -> Option<String> {
    match (&u.tset.range, u.home) {
        (None, Home::Global) => Some(format!("{0} == \\old({0})", u.tset.name)),
        (None, _) => None,
        (Some((lo, hi)), _) => Some(format!(
            "\\forall integer VM_j; \\old({}) <= VM_j <= \\old({}) ==> {2}[VM_j] == \\old({2}[VM_j])",
            em.annot_text(lo),
            em.annot_text(hi),
            u.tset.name
        )),
    }
}

/// Rewrite the contracts of `f`; `verified` when vmfc proves its body;
/// `requires`: clauses to add to the first contract.
pub(crate) fn function(
    em: &mut Emitter,
    f: &FnInfo,
    verified: bool,
    name: bool,
    requires: Vec<String>,
) {
    let mut requires = Some(requires);
    let mut ensures = (verified && f.name == "main").then(|| vec![main_finalized(em, f)]);
    let mut exit_added = false;
    let mut total_added = false;
    for c in &f.contracts {
        let comment = &em.fe.comments[c.comment];
        let base = comment.content_start;
        let content = em.fe.file.text[base..base + comment.content.len()].to_string();
        let line_comment = em.fe.file.text[comment.span.clone()].starts_with("//");
        let universal_at = c.clauses.iter().find_map(|cl| match cl {
            ContractClause::Universal { span, .. } => Some(span.start),
            _ => None,
        });
        let mut ch = Changes {
            drop_mpi: f.collective,
            total: verified && !total_added,
            exit_check: None,
            name,
            requires: requires.take().unwrap_or_default(),
            ensures: ensures.take().unwrap_or_default(),
        };
        total_added = true;
        if let (Some(at), false) = (universal_at, exit_added) {
            exit_added = true;
            ch.exit_check = exit_check(em, f, at);
        }
        let sep = if line_comment { " " } else { "\n    " };
        if let Some((text, marks)) = rewrite(em, &content, base, &c.clauses, &ch, sep) {
            let origin = universal_at.unwrap_or(base);
            em.edit(Edit::replace(base..base + content.len(), text, origin).with_marks(marks));
        }
    }
}

/// `main_finalized`: a verified `main` returns with MPI finalized. When
/// the program may initialize MPI, on every path: `MPI_Init` and
/// `MPI_Finalize` wait for every process, so one that returns before
/// `MPI_Init` (a usage check on `argc`, which MPI does not promise to be
/// the same everywhere) leaves the others waiting (hunt 26). "May": a body
/// names `MPI_Init` (in `main` or in a helper it calls: hunt 27), or
/// names a function of the user's files that has no body (its contract
/// may initialize MPI). A program that does neither only may not return with
/// MPI active.
fn main_finalized(em: &mut Emitter, f: &FnInfo) -> String {
    let at = em.fe.orig.tokens[f.name_tok].span.start;
    let inits = may_initialize(em.fe);
    let (what, pred) = if inits {
        (
            "`main` returns with MPI finalized, on every path",
            "VM_state == VM_Finalized",
        )
    } else {
        (
            "`main` returns with MPI finalized (or never initialized)",
            "VM_state != VM_Active",
        )
    };
    let label = em.label(
        Some(&f.name),
        CheckKind::MainFinalized,
        None,
        at,
        what.to_string(),
    );
    format!("ensures {label}: {pred};")
}

/// Whether some body of the program names `MPI_Init` or `MPI_Init_thread`
/// (called, or its address taken), or a function declared in the input
/// file or a user header without a body anywhere (hunt 29: a header's).
fn may_initialize(fe: &crate::cfront::Frontend) -> bool {
    let functions = &fe.prog.functions;
    let defined: std::collections::HashSet<&str> = functions
        .iter()
        .filter(|g| g.body.is_some())
        .map(|g| g.name.as_str())
        .collect();
    let bodiless_in_input = |name: &str| {
        !defined.contains(name)
            && functions.iter().any(|g| {
                g.name == name
                    && fe.def_origin(g.pp_name) != crate::cfront::model::DefOrigin::System
            })
    };
    functions.iter().filter_map(|g| g.body.as_ref()).any(|b| {
        let calls = b.calls.iter().map(|c| c.callee.as_str());
        let refs = b.fn_refs.iter().map(|(n, _)| n.as_str());
        calls
            .chain(refs)
            .any(|n| matches!(n, "MPI_Init" | "MPI_Init_thread") || bodiless_in_input(n))
    })
}

/// A smoke check at the entry of a verified function: its precondition is satisfiable.
pub(crate) fn requires_smoke(em: &mut Emitter, f: &FnInfo) {
    let Some((open, _)) = f.body_toks else { return };
    let brace = em.fe.orig.tokens[open].span.clone();
    let at = em.fe.orig.tokens[f.name_tok].span.start;
    let label = em.label(
        Some(&f.name),
        crate::transform::checks::CheckKind::RequiresSmoke,
        None,
        at,
        format!("the precondition of `{}` is satisfiable", f.name),
    );
    em.insert(
        brace.end,
        &[super::code::Stmt::Check(label, "\\false".into())],
        "",
        String::new(),
        at,
    );
}

/// What C guarantees `main`'s parameters when the program starts (C11
/// 5.1.2.2.1): `argc` is not negative, `argv[argc]` is null and
/// `argv[0 .. argc-1]` are strings. Assumed at the entry of a verified
/// `main` that the program does not call itself.
pub(crate) fn main_arguments(em: &mut Emitter, f: &FnInfo) {
    let (Some((open, _)), [argc, argv, ..]) = (f.body_toks, f.params.as_slice()) else {
        return;
    };
    let brace = em.fe.orig.tokens[open].span.clone();
    let at = em.fe.orig.tokens[f.name_tok].span.start;
    let fact = format!(
        "{argc} >= 0 && \\valid_read({argv} + (0 .. {argc})) && {argv}[{argc}] == \\null && (\\forall integer VM_i; 0 <= VM_i < {argc} ==> valid_read_string({argv}[VM_i]))"
    );
    em.insert(
        brace.end,
        &[
            super::code::Stmt::Comment("what C guarantees main's parameters".into()),
            super::code::Stmt::Admit(fact),
        ],
        "",
        String::new(),
        at,
    );
}

//! What verified code may call without a proof of the callee: the rules
//! on functions of the user's files that Frama-C trusts at a call.
//!
//! - A function with no body in the translation unit (defined in another
//!   file) is trusted entirely: its contract, and that it communicates only
//!   as that contract says (`mpi collective`, or not at all). That is an
//!   assumption, like an `admit`: an error unless `--allow-assumptions`
//!   (hunt 30: a bodiless `mpi collective` function whose definition
//!   elsewhere deadlocks).
//! - Such a function needs an `assigns` clause: without one Frama-C writes
//!   one from the prototype, which never names a global, and Wp trusts it
//!   (hunt 30).
//! - Pointers a callee hands back. What a pointer a call produces may
//!   point to (its result, or a pointer it stores through an argument or
//!   in a global), Wp takes from the callee's `\from` clauses, which it
//!   does not prove, and without them assumes it points to no global: its
//!   check that a pointer passed on to a function that uses a global does
//!   not point to that global then holds wrongly (hunt 27: `get(pick())`
//!   with `pick` returning `&G`; hunt 28: the same through a structure
//!   result, an `int **` argument, a global pointer, a `__typeof__` return
//!   type). So verified code calls no function of the user's files that
//!   may hand back a pointer.

use crate::annot::ir::ContractClause;
use crate::cfront::model::{Body, CFunction, DefOrigin};
use crate::cfront::types::{CType, TypeEnv};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::transform::callees::span_of;
use crate::transform::functions::FnInfo;
use std::collections::HashSet;

const WHY: &str = "Wp takes what a pointer made by a call may point to from the callee's `\\from` clauses, which it does not prove, and without them assumes it points to no global, so the separation it checks at later calls could hold wrongly: return an index or a value, or pass the pointer in as an argument";

/// The errors of the rules above at the calls of the verified function
/// `f`; `allow`: `--allow-assumptions`.
pub(crate) fn trusted_callees(
    fe: &Frontend,
    fns: &[FnInfo],
    f: &FnInfo,
    body: &Body,
    allow: bool,
    diags: &mut Diagnostics,
) {
    let env = &fe.prog.types;
    let mut said = HashSet::new();
    for c in &body.calls {
        let Some(callee) = fe.prog.functions.iter().find(|g| g.name == c.callee) else {
            continue;
        };
        if fe.def_origin(callee.pp_name) == DefOrigin::System {
            continue;
        }
        let clauses = contract_clauses(fe, fns, &c.callee);
        let defined = fe.prog.definition(&c.callee).is_some();
        // MPI's routines and the compiler's builtins have rules of their own.
        let own_rules = ["MPI_", "PMPI_", "__builtin_"]
            .iter()
            .any(|p| c.callee.starts_with(p));
        if !defined && !own_rules {
            if !allow && said.insert(c.callee.clone()) {
                diags.push(
                    Diagnostic::error(
                        span_of(fe, c.pp_callee),
                        format!(
                            "the proof of `{}` assumes the contract of `{}`, which is defined in no file vmfc reads",
                            f.name, c.callee
                        ),
                    )
                    .with_label("assumed, not proved")
                    .with_note(format!("at a call Frama-C checks what `{0}` requires and assumes the rest: what it ensures and assigns, and that it communicates only as its contract says (with `mpi collective;`, as its own regions; without, not at all). Define `{0}` in this file to verify it; if another run of vmfc verifies it with this same contract, pass `--allow-assumptions` (the report then lists it as assumed)", c.callee)),
                );
            }
            if !top_level_assigns(&clauses) {
                diags.push(
                    Diagnostic::error(
                        span_of(fe, c.pp_callee),
                        format!(
                            "a call of `{}` in `{}`, which vmfc verifies: `{}` has no body here and no `assigns` clause",
                            c.callee, f.name, c.callee
                        ),
                    )
                    .with_label("what it changes is unknown")
                    .with_note(format!("Frama-C then writes an `assigns` clause from the prototype (what the pointer parameters point to, never a global) and Wp trusts it at every call, whatever the definition in another file changes: write the clause, naming everything `{}` may change (`assigns \\nothing;` if nothing), outside any behavior", c.callee)),
                );
                continue;
            }
        }
        let what = if may_hold_pointer(&callee.ret, env, &mut HashSet::new()) {
            Some("its result may hold a pointer".to_string())
        } else {
            assigned_pointer(fe, &clauses, callee)
        };
        let Some(what) = what else { continue };
        diags.push(
            Diagnostic::error(
                span_of(fe, c.pp_callee),
                format!(
                    "a call of `{}` in `{}`, which vmfc verifies: {what}",
                    c.callee, f.name
                ),
            )
            .with_label("hands back a pointer")
            .with_note(WHY),
        );
    }
}

/// The clauses of every contract of the function `name`: on its
/// declarations in the main file and in the user's headers.
fn contract_clauses(fe: &Frontend, fns: &[FnInfo], name: &str) -> Vec<String> {
    let main = (fns.iter().filter(|g| g.name == name))
        .flat_map(|g| &g.contracts)
        .flat_map(|contract| &contract.clauses)
        .filter_map(|clause| match clause {
            ContractClause::Acsl { span, .. } => fe.file.text.get(span.clone()),
            _ => None,
        })
        .map(str::to_string);
    let headers = (fe.header_contracts(name).into_iter())
        .flat_map(|(_, c)| c.content.split(';').map(str::to_string).collect::<Vec<_>>());
    main.chain(headers).collect()
}

/// Whether the clauses `clauses` of a contract have an `assigns` clause
/// outside every behavior (the default behavior's, which Wp uses at a
/// call).
fn top_level_assigns(clauses: &[String]) -> bool {
    for text in clauses {
        let toks = crate::annot::term::lex(text, 0);
        if toks.iter().any(|t| t.text == "behavior") {
            return false;
        }
        if toks.iter().any(|t| t.text == "assigns") {
            return true;
        }
    }
    false
}

/// The first location of an `assigns` clause among `clauses` (of the
/// contracts of `callee`) that may hold a pointer: through a parameter,
/// or a global.
fn assigned_pointer(fe: &Frontend, clauses: &[String], callee: &CFunction) -> Option<String> {
    for text in clauses {
        let toks = crate::annot::term::lex(text, 0);
        let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
        let Some(at) = words.iter().position(|w| *w == "assigns") else {
            continue;
        };
        let list: Vec<&str> = words[at + 1..]
            .iter()
            .copied()
            .take_while(|w| !matches!(*w, "\\from" | ";"))
            .collect();
        for loc in split_top(&list) {
            if location_may_hold_pointer(fe, callee, &loc) {
                return Some(format!(
                    "its `assigns` names `{}`, which may hold a pointer",
                    loc.concat()
                ));
            }
        }
    }
    None
}

/// The locations of an `assigns` list, split at its top-level commas.
fn split_top<'a>(words: &[&'a str]) -> Vec<Vec<&'a str>> {
    let (mut out, mut cur, mut depth) = (Vec::new(), Vec::new(), 0i32);
    for &w in words {
        match w {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "," if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(w);
    }
    out.push(cur);
    out
}

/// Whether the location `loc` (`*out`, `P`, `b->p`, `a[0 .. n]`) may hold
/// a pointer: its base, a parameter (in any declaration: each may name them
/// otherwise) or a global, dereferenced once per leading `*`, `[` or `->`;
/// a member is judged by its whole record. A location of another shape
/// (`*&*out`, `0[out]`, a cast: hunt 29) may.
fn location_may_hold_pointer(fe: &Frontend, callee: &CFunction, loc: &[&str]) -> bool {
    let env = &fe.prog.types;
    let ident = |w: &str| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    let Some(base_at) = loc.iter().position(|w| ident(w)) else {
        // `\result`, `\nothing`: the result is judged by its type.
        return loc.iter().any(|w| !w.starts_with('\\'));
    };
    let base = loc[base_at];
    if loc[..base_at].iter().any(|w| *w != "*") {
        return true;
    }
    let mut derefs = base_at;
    let mut depth = 0i32;
    let mut member = false;
    for w in &loc[base_at + 1..] {
        match *w {
            "[" => {
                if depth == 0 {
                    derefs += 1;
                }
                depth += 1;
            }
            "]" => depth -= 1,
            _ if depth > 0 => {}
            "->" => {
                derefs += 1;
                member = true;
            }
            "." => member = true,
            w if member && ident(w) => {}
            _ => return true,
        }
    }
    if base.starts_with("VM_") {
        return false;
    }
    let params: Vec<&CType> = (fe.prog.functions.iter())
        .filter(|d| d.name == callee.name)
        .filter_map(|d| d.params.iter().find(|(n, _)| n == base).map(|(_, t)| t))
        .collect();
    let global = fe.prog.globals.get(base).map(|g| &g.ty);
    if params.is_empty() && global.is_none() {
        // A ghost variable, a user macro: vmfc cannot type it.
        return true;
    }
    let holds = |ty: &CType| {
        let mut t = ty;
        for _ in 0..derefs {
            match t.target() {
                Some(inner) => t = inner,
                None => return true,
            }
        }
        may_hold_pointer(t, env, &mut HashSet::new())
    };
    // Assigning a parameter itself changes nothing the caller sees.
    params.iter().any(|t| derefs > 0 && holds(t)) || global.is_some_and(holds)
}

/// Whether a value of type `t` may hold a pointer: a pointer, a type vmfc
/// does not model, or an array or record with such an element or member.
fn may_hold_pointer(t: &CType, env: &TypeEnv, seen: &mut HashSet<String>) -> bool {
    match t {
        CType::Pointer(_) | CType::Function(_) | CType::Unknown => true,
        CType::Array(e, _) => may_hold_pointer(e, env, seen),
        CType::Record(tag) => {
            if !seen.insert(tag.clone()) {
                return false;
            }
            match env.record_order.get(tag) {
                Some(members) => {
                    env.redefined.iter().any(|(r, _)| r == tag)
                        || members.iter().any(|m| may_hold_pointer(m, env, seen))
                }
                None => true,
            }
        }
        CType::Base(_) | CType::Void | CType::Enum => false,
    }
}

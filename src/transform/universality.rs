//! The universality rule (language.md 2.3): a definition may mention only its
//! own formals, bound variables, `VM_NP`, constants, the function's universal
//! locations, logic symbols, and macros expanding to such things.

use super::functions::FnInfo;
use super::logic::Logic;
use crate::annot::ir::Def;
use crate::annot::term::{self, Occurrence};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::HashSet;

mod address;
mod memory;
pub(crate) use address::address_use;
pub(crate) use memory::{
    check_bounds, memory_model_term, opaque_global_read, reads_memory, unframed_symbol,
};

/// Ghost state of the transformation that differs between processes.
const LOCAL_GHOSTS: [&str; 9] = [
    "VM_pid",
    "VM_state",
    "VM_sc",
    "VM_rc",
    "VM_level",
    "VM_currentRegion",
    "VM_regionCount",
    "VM_nregions",
    "VM_lvl",
];

/// What a definition may mention besides its formals.
pub(crate) struct Scope<'a> {
    pub fe: &'a Frontend,
    pub fns: &'a [FnInfo],
    /// The function whose universals are in scope.
    pub f: &'a FnInfo,
    /// The user's logic declarations.
    pub logic: &'a Logic,
    /// Locals of the function (for messages).
    pub locals: &'a HashSet<String>,
    /// The line where vmfc emits the function's definitions (before it):
    /// a macro must mean the same there as where the definition is written.
    pub emit_line: usize,
}

impl Scope<'_> {
    /// Check one definition; `collectives_allowed` for `region(i)`.
    pub(crate) fn check(
        &self,
        def: &Def,
        text: &str,
        collectives_allowed: bool,
        diags: &mut Diagnostics,
    ) {
        let toks = term::lex(text, def.body.start);
        let formals: Vec<&str> = def.params.iter().map(|(p, _)| p.as_str()).collect();
        let line = self.fe.file.line_of(def.body.start);
        for occ in term::free_identifiers(&toks) {
            if formals.contains(&occ.name.as_str()) {
                continue;
            }
            if let Some(why) = result_shape(&toks, &occ) {
                diags.push(Diagnostic::error(
                    occ.span.clone(),
                    format!("in the definition of `{}`: {why}", def.name),
                ));
                continue;
            }
            if let Err(why) = self.allowed(&occ, collectives_allowed, &mut Vec::new(), line) {
                diags.push(
                    Diagnostic::error(occ.span.clone(), format!("definition of `{}` is not universal: {why}", def.name))
                        .with_label("not universal")
                        .with_note("a definition may mention only its own parameters, VM_NP, constants, logic functions, and the `mpi universal` locations of its function"),
                );
            }
        }
    }

    /// Why an identifier may not appear, if it may not.
    fn allowed(
        &self,
        occ: &Occurrence,
        collectives: bool,
        expanding: &mut Vec<String>,
        line: usize,
    ) -> Result<(), String> {
        let name = occ.name.as_str();
        let prog = &self.fe.prog;
        let here = self.fe.pp.macro_at(name, line);
        let inside = expanding.iter().any(|e| e == name);
        if here != self.fe.pp.macro_at(name, self.emit_line) && !inside {
            return Err(match here {
                Some(_) => format!(
                    "macro `{name}` means something else before `{}` (line {}), where vmfc places the definitions: define it once, before the function",
                    self.f.name, self.emit_line
                ),
                None => format!("`{name}` is not a macro here but is one before `{}` (line {})", self.f.name, self.emit_line),
            });
        }
        if let Some(m) = here.filter(|m| !inside && (m.params.is_none() || occ.applied)) {
            return self.allowed_expansion(occ, m, collectives, expanding, line);
        }
        if name.contains('#') {
            return match super::results::collective_of(name) {
                Some(_) if !expanding.is_empty() => Err(format!("`{name}` may not come from a macro: write it in the definition")),
                Some(_) => Ok(()),
                None => Err(format!("`{name}` is not a term: in a definition, only `MPI_Bcast#result`, `MPI_Allreduce#result` and `MPI_Allgather#result` name integer data, as `MPI_X#result(r, j)`, and `MPI_Bcast#real_result` and `MPI_Allgather#real_result` floating-point data")),
            };
        }
        if name == "VM_NP"
            || self.f.universal(name).is_some()
            || prog.enum_consts.contains(name)
            || prog.types.file_scope_typedef(name)
            || prog.globals.get(name).is_some_and(|g| g.constant)
            || self.logic.contains(name)
        {
            return Ok(());
        }
        let fn_named = self.fns.iter().find(|f| f.name == name);
        let region_id = if crate::mpi::Coll::from_name(name).is_some() {
            Some("an MPI collective")
        } else {
            fn_named
                .filter(|g| g.collective)
                .map(|_| "a collective function")
        };
        if let Some(what) = region_id {
            return if collectives && !occ.applied {
                Ok(())
            } else {
                Err(format!(
                    "`{name}` is {what}; its name may appear only in `region(i)`, as a region ID"
                ))
            };
        }
        if occ.applied && fn_named.is_none() && !prog.is_function(name) {
            return Ok(()); // application of a logic function or predicate
        }
        Err(self.not_universal(name))
    }

    /// The names in the body of macro `m`, used at `occ`, are allowed.
    fn allowed_expansion(
        &self,
        occ: &Occurrence,
        m: &crate::cfront::preprocess::Macro,
        collectives: bool,
        expanding: &mut Vec<String>,
        line: usize,
    ) -> Result<(), String> {
        let name = occ.name.as_str();
        let params: Vec<&str> = m.params.iter().flatten().map(String::as_str).collect();
        let toks = term::lex(&m.body, 0);
        // Labels are read where the text lands: at file scope one of vmfc's
        // own, in the body a C label of the function (hunt 65: `#define
        // AT(e) \at(e, L)`); `def_labels` reads the definition's own text.
        let labelled = (0..toks.len()).any(|k| {
            matches!(toks[k].text.as_str(), "\\at" | "\\old")
                || super::def_labels::opens_labels(&toks, k)
        });
        if labelled {
            return Err(format!("`{name}` expands to a memory label (`\\at`, `\\old` or `f{{L}}`): write labels in the definition itself, where only `Pre` and `Here` may be used"));
        }
        expanding.push(name.to_string());
        let mut result = Ok(());
        for inner in term::free_identifiers(&toks) {
            if params.contains(&inner.name.as_str()) || inner.name == "__VA_ARGS__" {
                continue;
            }
            let inner = Occurrence {
                span: occ.span.clone(),
                ..inner
            };
            if let Err(why) = self.allowed(&inner, collectives, expanding, line) {
                result = Err(if why.contains(" expands to ") {
                    why
                } else {
                    format!("`{name}` expands to something not universal: {why}")
                });
                break;
            }
        }
        expanding.pop();
        result
    }

    /// Why `name`, which is not allowed, is not universal.
    fn not_universal(&self, name: &str) -> String {
        let prog = &self.fe.prog;
        let process_local = self
            .f
            .params
            .iter()
            .chain(&self.f.ghost_params)
            .any(|p| p == name)
            || self.locals.contains(name);
        if LOCAL_GHOSTS.contains(&name) {
            format!("`{name}` differs between processes")
        } else if process_local {
            format!(
                "`{name}` is process-local in `{}` (not declared `mpi universal`)",
                self.f.name
            )
        } else if prog.globals.contains_key(name) {
            format!(
                "global `{name}` is not declared `mpi universal` by `{}`",
                self.f.name
            )
        } else if prog.is_function(name) {
            format!("`{name}` is a C function")
        } else {
            format!("`{name}` is not known (not a parameter, universal, constant or logic symbol)")
        }
    }
}

/// For `MPI_X#result`: why it is not applied to two arguments, if it is not.
fn result_shape(toks: &[term::TermTok], occ: &Occurrence) -> Option<String> {
    super::results::collective_of(&occ.name)?;
    let name = &occ.name;
    let wrong = || {
        Some(format!("`{name}` takes two arguments: `{name}(r, j)` is element `j` of what the collective of region `r` received"))
    };
    let open = occ.tok + 1;
    if toks.get(open).map(|t| t.text.as_str()) != Some("(") {
        return wrong();
    }
    let close = term::matching(toks, open)?;
    (term::split_top_level(&toks[open..=close]).len() != 2)
        .then(wrong)
        .flatten()
}

/// How a definition is named in messages: `nummsg`, `g#x`.
pub(crate) fn describe_def(name: &str) -> String {
    format!("`{name}`")
}

/// The names of `text`, each object-like macro occurrence and applied
/// function-like macro replaced by the names of its replacements,
/// recursively: of every definition the macro has had (one `#undef`ined
/// after its use is gone from the table at the end: hunt 31), and the
/// name itself where it is not a macro everywhere.
fn expand_names(fe: &Frontend, text: &str, out: &mut Vec<String>, expanding: &mut Vec<String>) {
    let toks = term::lex(text, 0);
    for occ in term::free_identifiers(&toks) {
        let defs: Vec<_> = (fe.pp.definitions(&occ.name))
            .filter(|m| m.params.is_none() || occ.applied)
            .collect();
        if defs.is_empty() || expanding.contains(&occ.name) {
            out.push(occ.name);
            continue;
        }
        expanding.push(occ.name.clone());
        for m in defs {
            let params: Vec<String> = m.params.clone().unwrap_or_default();
            let mut inner = Vec::new();
            expand_names(fe, &m.body, &mut inner, expanding);
            out.extend(
                inner
                    .into_iter()
                    .filter(|n| !params.contains(n) && n != "__VA_ARGS__"),
            );
        }
        expanding.pop();
        let always = (fe.pp.history.get(&occ.name).into_iter().flatten()).all(|e| e.def.is_some());
        if !always {
            out.push(occ.name);
        }
    }
}

/// The free identifiers of a definition, macros expanded.
pub(crate) fn mentioned(fe: &Frontend, text: &str) -> std::collections::BTreeSet<String> {
    let mut out = Vec::new();
    expand_names(fe, text, &mut out, &mut Vec::new());
    out.into_iter().collect()
}

/// The macros a definition uses, directly or through other macros, with
/// their meaning at main-file line `line`.
pub(crate) fn macros_used(
    fe: &Frontend,
    text: &str,
    line: usize,
) -> std::collections::BTreeSet<String> {
    fn walk(fe: &Frontend, text: &str, line: usize, out: &mut std::collections::BTreeSet<String>) {
        for occ in term::free_identifiers(&term::lex(text, 0)) {
            if let Some(m) = fe.pp.macro_at(&occ.name, line) {
                if out.insert(occ.name.clone()) {
                    walk(fe, &m.body, line, out);
                }
            }
        }
    }
    let mut out = std::collections::BTreeSet::new();
    walk(fe, text, line, &mut out);
    out
}

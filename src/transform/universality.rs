//! The universality rule (language.md 2.3): a definition may mention only its
//! own formals, bound variables, `VM_NP`, constants, the function's universal
//! locations, logic symbols, and macros expanding to such things.

use super::functions::FnInfo;
use crate::annot::ir::Def;
use crate::annot::term::{self, Occurrence};
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::HashSet;

/// Ghost state of the transformation that differs between processes.
const LOCAL_GHOSTS: [&str; 9] = [
    "VM_pid", "VM_state", "VM_sc", "VM_rc", "VM_level", "VM_currentRegion", "VM_regionCount", "VM_nregions", "VM_lvl",
];

/// What a definition may mention besides its formals.
pub struct Scope<'a> {
    pub fe: &'a Frontend,
    pub fns: &'a [FnInfo],
    /// The function whose universals are in scope.
    pub f: &'a FnInfo,
    /// Names declared by ACSL `logic`, `predicate` and `inductive` declarations.
    pub logic: &'a HashSet<String>,
    /// Locals of the function (for messages).
    pub locals: &'a HashSet<String>,
}

impl Scope<'_> {
    /// Check one definition; `collectives_allowed` for `region(i)`.
    pub fn check(&self, def: &Def, text: &str, collectives_allowed: bool, diags: &mut Diagnostics) {
        let toks = term::lex(text, def.body.start);
        let formals: Vec<&str> = def.params.iter().map(|(p, _)| p.as_str()).collect();
        for occ in term::free_identifiers(&toks) {
            if formals.contains(&occ.name.as_str()) {
                continue;
            }
            if let Err(why) = self.allowed(&occ, collectives_allowed, &mut Vec::new()) {
                diags.push(
                    Diagnostic::error(occ.span.clone(), format!("definition of `{}` is not universal: {why}", def.name))
                        .with_label("not universal")
                        .with_note("a definition may mention only its own parameters, VM_NP, constants, logic functions, and the `mpi universal` locations of its function"),
                );
            }
        }
    }

    /// Why an identifier may not appear, if it may not.
    fn allowed(&self, occ: &Occurrence, collectives: bool, expanding: &mut Vec<String>) -> Result<(), String> {
        let name = occ.name.as_str();
        let prog = &self.fe.prog;
        if let Some(m) = self.fe.pp.macros.get(name) {
            if !expanding.iter().any(|e| e == name) && (m.params.is_none() || occ.applied) {
                let params: Vec<&str> = m.params.iter().flatten().map(String::as_str).collect();
                expanding.push(name.to_string());
                let toks = term::lex(&m.body, 0);
                for inner in term::free_identifiers(&toks) {
                    if params.contains(&inner.name.as_str()) || inner.name == "__VA_ARGS__" {
                        continue;
                    }
                    let inner = Occurrence { span: occ.span.clone(), ..inner };
                    if let Err(why) = self.allowed(&inner, collectives, expanding) {
                        expanding.pop();
                        return Err(if why.contains(" expands to ") { why } else { format!("`{name}` expands to something not universal: {why}") });
                    }
                }
                expanding.pop();
                return Ok(());
            }
        }
        let fn_named = self.fns.iter().find(|f| f.name == name);
        if name == "VM_NP"
            || self.f.universal(name).is_some()
            || prog.enum_consts.contains(name)
            || prog.types.typedefs.contains_key(name)
            || prog.globals.get(name).is_some_and(|g| g.constant)
            || self.logic.contains(name)
        {
            return Ok(());
        }
        if let Some(g) = fn_named.filter(|g| g.collective) {
            return if collectives && !occ.applied {
                Ok(())
            } else {
                Err(format!("`{}` is a collective function; its name may appear only in `region(i)`, as a region ID", g.name))
            };
        }
        if occ.applied && fn_named.is_none() && !prog.is_function(name) {
            return Ok(()); // application of a logic function or predicate
        }
        Err(if LOCAL_GHOSTS.contains(&name) {
            format!("`{name}` differs between processes")
        } else if self.f.params.iter().chain(&self.f.ghost_params).any(|p| p == name) || self.locals.contains(name) {
            format!("`{name}` is process-local in `{}` (not declared `mpi universal`)", self.f.name)
        } else if prog.globals.contains_key(name) {
            format!("global `{name}` is not declared `mpi universal` by `{}`", self.f.name)
        } else if prog.is_function(name) {
            format!("`{name}` is a C function")
        } else {
            format!("`{name}` is not known (not a parameter, universal, constant or logic symbol)")
        })
    }
}

/// Names declared by `logic`, `predicate` and `inductive` in ACSL comments
/// of the main file and of the user headers it includes.
pub fn logic_names(fe: &Frontend, header_texts: &[String]) -> HashSet<String> {
    let mut out = HashSet::new();
    for c in &fe.comments {
        scan_logic(&c.content, &mut out);
    }
    for h in header_texts {
        for t in crate::cfront::lexer::lex(h) {
            if t.is_acsl() {
                scan_logic(&crate::annot::comments::blank_ats(&h[t.span.clone()]), &mut out);
            }
        }
    }
    out
}

fn scan_logic(content: &str, out: &mut HashSet<String>) {
    let toks = term::lex(content, 0);
    for (i, t) in toks.iter().enumerate() {
        match t.text.as_str() {
            "predicate" | "inductive" => {
                if let Some(n) = toks.get(i + 1).filter(|n| n.kind == term::Tk::Ident) {
                    out.insert(n.text.clone());
                }
            }
            "logic" => {
                // The name is the last identifier before `(`, `{`, `=` or `;`.
                let mut last = None;
                for n in &toks[i + 1..] {
                    match n.text.as_str() {
                        "(" | "{" | "=" | ";" => break,
                        _ if n.kind == term::Tk::Ident => last = Some(n.text.clone()),
                        _ => {}
                    }
                }
                out.extend(last);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logic_declarations() {
        let mut s = HashSet::new();
        scan_logic("logic real Cyclic_Sum{L}(double *a, integer n) = 0; predicate Equal{L}(double *a) = \\true;", &mut s);
        scan_logic("axiomatic A { logic integer N; inductive P(integer x) { case c: P(0); } }", &mut s);
        let mut v: Vec<_> = s.into_iter().collect();
        v.sort();
        assert_eq!(v, ["Cyclic_Sum", "Equal", "N", "P"]);
    }
}

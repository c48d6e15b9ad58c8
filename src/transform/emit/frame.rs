//! The logic side of a function's definitions: each definition that reads
//! memory becomes an ACSL logic function at file scope (its formals, then
//! the function's universal parameters), with a frame lemma that it reads
//! only its parameters and the universal data; and the C-to-logic
//! translation of parameter declarations and types this needs.

use super::Emitter;
use crate::annot::ir::Def;
use crate::edit::Edit;
use crate::transform::checks::CheckKind;
use crate::transform::functions::{FnInfo, Home};
use crate::transform::{def_labels, universality};
use std::collections::HashMap;

/// One logic declaration to emit.
pub(super) struct Logic {
    pub(super) name: String,
    /// `None` for a predicate.
    pub(super) ret: Option<String>,
    /// (type, name) of the definition's own formals.
    pub(super) formals: Vec<(String, String)>,
    pub(super) body: String,
    /// The text instantiated at each use (labels as written).
    pub(super) inline: String,
    pub(super) def: Def,
    /// Facts about the formals under which the definition is ever used
    /// (hypotheses of its frame lemma), at label `VM_L1`.
    pub(super) context: Vec<String>,
    /// Memory the definition may read besides the universal data (msginv's buffer).
    pub(super) extra_agree: Vec<String>,
}

/// A universal parameter of the function: its name and logic declaration text.
pub(super) struct Param {
    pub(super) name: String,
    pub(super) decl: String,
    pub(super) range: Option<(String, String)>,
}

impl Logic {
    pub(super) fn new(
        em: &Emitter,
        name: String,
        ret: Option<&str>,
        types: &[&str],
        def: &Def,
        context: Vec<String>,
    ) -> Self {
        let formals: Vec<(String, String)> = types
            .iter()
            .zip(&def.params)
            .map(|(t, (n, _))| (t.to_string(), n.clone()))
            .collect();
        let names: Vec<&str> = formals.iter().map(|(_, n)| n.as_str()).collect();
        let context = context.into_iter().map(|c| fill(&c, &names)).collect();
        let text = crate::transform::results::desugar(&em.annot_text(&def.body));
        let mut body = def_labels::strip_entry_labels(&text);
        let mut inline = text;
        // A `//` comment in a body must not swallow what follows it.
        for t in [&mut body, &mut inline] {
            if t.contains("//") {
                t.push('\n');
            }
        }
        Logic {
            name,
            ret: ret.map(str::to_string),
            formals,
            body,
            inline,
            def: def.clone(),
            context,
            extra_agree: Vec::new(),
        }
    }

    pub(super) fn formal_names(&self) -> Vec<String> {
        self.formals.iter().map(|(_, n)| n.clone()).collect()
    }

    /// `logic T name{L}(formals, params) = body;`
    pub(super) fn declaration(&self, params: &[Param]) -> String {
        let own: Vec<String> = self
            .formals
            .iter()
            .map(|(t, n)| format!("{t} {n}"))
            .collect();
        let shared: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                // A formal of the definition shadows the parameter: it is unused.
                let name = if self.formals.iter().any(|(_, n)| *n == p.name) {
                    format!("VM_shadowed{i}")
                } else {
                    p.name.clone()
                };
                replace_decl_name(&p.decl, &p.name, &name)
            })
            .collect();
        let all: Vec<String> = own.into_iter().chain(shared).collect();
        let sig = if all.is_empty() {
            String::new()
        } else {
            format!("({})", all.join(", "))
        };
        let head = match &self.ret {
            Some(t) => format!("logic {t} {}{{L}}{sig} =", self.name),
            None => format!("predicate {}{{L}}{sig} =", self.name),
        };
        format!("/*@ {head}\n      {}; */\n", self.body)
    }

    /// What a frame lemma of this definition quantifies over and assumes:
    /// its formals and fresh names for the universal parameters, and that
    /// the two memory states `VM_L1`, `VM_L2` agree on the universal data
    /// (and the extra locations). A universal section's pointer is not
    /// universal (each process has its own addresses; hunt 26: `A ==
    /// \null` was read as universal): the second state has a pointer of
    /// its own, `VM_q`, whose elements agree with the first's.
    pub(super) fn frame_context(
        &self,
        params: &[Param],
        globals: &[(String, Option<(String, String)>)],
    ) -> FrameContext {
        let fresh: Vec<String> = (0..params.len()).map(|i| format!("VM_p{i}")).collect();
        let fresh2: Vec<String> = params
            .iter()
            .zip(&fresh)
            .enumerate()
            .map(|(i, (p, f))| match p.range {
                Some(_) => format!("VM_q{i}"),
                None => f.clone(),
            })
            .collect();
        let renaming = |to: &[String]| -> HashMap<String, String> {
            params
                .iter()
                .zip(to)
                .map(|(p, f)| (p.name.clone(), f.clone()))
                .collect()
        };
        let (rename, rename2) = (renaming(&fresh), renaming(&fresh2));
        let mut binders: Vec<String> = self
            .formals
            .iter()
            .map(|(t, n)| format!("{t} {n}"))
            .collect();
        binders.extend(
            params
                .iter()
                .zip(&fresh)
                .map(|(p, f)| replace_decl_name(&p.decl, &p.name, f)),
        );

        binders.extend(
            params
                .iter()
                .zip(fresh.iter().zip(&fresh2))
                .filter(|(_, (f, g))| f != g)
                .map(|(p, (_, g))| replace_decl_name(&p.decl, &p.name, g)),
        );
        let names: Vec<&str> = self.formals.iter().map(|(_, n)| n.as_str()).collect();
        let mut hyps = vec!["\\at(VM_NP, VM_L1) == \\at(VM_NP, VM_L2)".to_string()];
        for (p, (f, g)) in params.iter().zip(fresh.iter().zip(&fresh2)) {
            if let Some((lo, hi)) = &p.range {
                hyps.push(agree_sections(
                    (f, g),
                    &rename_text(lo, &rename),
                    &rename_text(hi, &rename),
                ));
            }
        }
        for (g, range) in globals {
            match range {
                None => hyps.push(format!("\\at({g}, VM_L1) == \\at({g}, VM_L2)")),
                Some((lo, hi)) => hyps.push(agree_sections(
                    (g, g),
                    &rename_text(lo, &rename),
                    &rename_text(hi, &rename),
                )),
            }
        }
        hyps.extend(self.context.iter().cloned());
        hyps.extend(self.extra_agree.iter().map(|c| fill(c, &names)));
        let args = names.iter().map(|n| n.to_string()).chain(fresh).collect();
        let args2 = names.iter().map(|n| n.to_string()).chain(fresh2).collect();
        FrameContext {
            binders,
            hyps,
            rename,
            rename2,
            args,
            args2,
        }
    }

    /// The frame lemma: over two memory states that agree on the universal
    /// data (and the extra locations), the definition has the same value.
    /// `induced`: what the recursive symbols it applies read
    /// (`recursion_frames`), proved from the same hypotheses.
    pub(super) fn frame_lemma(
        &self,
        em: &mut Emitter,
        fname: &str,
        at: usize,
        ctx: FrameContext,
        induced: Vec<String>,
    ) -> Edit {
        let FrameContext {
            binders,
            mut hyps,
            args,
            args2,
            ..
        } = ctx;
        hyps.extend(induced);
        let apply = |l: &str, args: &[String]| {
            if args.is_empty() {
                format!("{}{{{l}}}", self.name)
            } else {
                format!("{}{{{l}}}({})", self.name, args.join(", "))
            }
        };
        let (one, two) = (apply("VM_L1", &args), apply("VM_L2", &args2));
        let concl = match self.ret {
            Some(_) => format!("{one} == {two}"),
            None => format!("({one} <==> {two})"),
        };
        let what = universality::describe_def(&self.def.name);
        let label = em.label(None, CheckKind::DefinitionUniversal, None, self.def.name_span.start, format!("definition of {what} in `{fname}` depends only on its parameters and universal data"));
        let head = "/*@ check lemma ";
        let text = format!(
            "{head}{label}{{VM_L1, VM_L2}}:\n      {}{} ==>\n        {concl}; */\n",
            quantifier(&binders),
            conjunction(&hyps)
        );
        Edit::insert(at, text, self.def.span.start)
            .with_marks(vec![(head.len(), label.to_string())])
    }
}

/// The binders and hypotheses of a definition's frame lemmas.
pub(super) struct FrameContext {
    pub(super) binders: Vec<String>,
    pub(super) hyps: Vec<String>,
    /// The universal parameters' fresh names, in the first state and in
    /// the second (a section's pointer differs).
    pub(super) rename: HashMap<String, String>,
    pub(super) rename2: HashMap<String, String>,
    /// The definition's arguments: its formals, then the fresh names (in
    /// the first state, in the second).
    pub(super) args: Vec<String>,
    pub(super) args2: Vec<String>,
}

/// `\\forall binders;` and a line break, or nothing.
pub(super) fn quantifier(binders: &[String]) -> String {
    if binders.is_empty() {
        String::new()
    } else {
        format!("\\forall {};\n        ", binders.join(", "))
    }
}

/// The hypotheses, parenthesized, one per line.
pub(super) fn conjunction(hyps: &[String]) -> String {
    let hyps: Vec<String> = hyps.iter().map(|h| format!("({h})")).collect();
    hyps.join(" &&\n        ")
}

/// `{0}`, `{1}` ... replaced by `args`, in one pass over the template:
/// an argument is never read again, so a set literal `{1}` in a user's
/// definition passed as `{0}` stays as written (hunt 125: replacing one
/// placeholder after another rewrote the user's text inside a check).
pub(crate) fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let arg = (digits > 0 && after[digits..].starts_with('}'))
            .then(|| after[..digits].parse::<usize>().ok())
            .flatten()
            .and_then(|i| args.get(i));
        match arg {
            Some(a) => {
                out.push_str(a);
                rest = &after[digits + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The elements `lo .. hi` of `a` in the first state equal those of `b`
/// in the second.
pub(super) fn agree_sections((a, b): (&str, &str), lo: &str, hi: &str) -> String {
    format!("(\\forall integer VM_j; \\at({lo}, VM_L1) <= VM_j <= \\at({hi}, VM_L1) ==> \\at({a}[VM_j], VM_L1) == \\at({b}[VM_j], VM_L2))")
}

pub(super) fn rename_text(text: &str, rename: &HashMap<String, String>) -> String {
    crate::transform::emit::subst::subst_idents(text, rename)
}

/// The universal formal and ghost parameters of `f`, with their logic
/// declarations, and `VM_run` when its definitions name results of
/// collectives (`results`).
pub(super) fn universal_params(em: &Emitter, f: &FnInfo, results: bool) -> Vec<Param> {
    let run = results.then(|| Param {
        name: crate::transform::results::RUN.into(),
        decl: format!("integer {}", crate::transform::results::RUN),
        range: None,
    });
    f.universals
        .iter()
        .filter_map(|u| {
            let decl = match u.home {
                Home::Formal(i) => f.param_decls.get(i)?,
                Home::Ghost(i) => f.ghost_param_decls.get(i)?,
                Home::Global => return None,
            };
            let range = u
                .tset
                .range
                .as_ref()
                .map(|(lo, hi)| (em.annot_text(lo), em.annot_text(hi)));
            Some(Param {
                name: u.tset.name.clone(),
                decl: logic_param(decl),
                range,
            })
        })
        .chain(run)
        .collect()
}

/// The universal scalar parameters (values that read no memory).
pub(super) fn scalar_params(params: &[Param]) -> Vec<String> {
    params
        .iter()
        .filter(|p| p.range.is_none() && !p.decl.contains('*'))
        .map(|p| p.name.clone())
        .collect()
}

/// The globals two memory states must agree on for a definition: the
/// universal globals of `f` (with their section bounds), and the `const`
/// globals with a constant initializer that the definition mentions (the
/// same on every process).
pub(super) fn agreed_globals(
    em: &Emitter,
    f: &FnInfo,
    body: &str,
) -> Vec<(String, Option<(String, String)>)> {
    let mut out: Vec<(String, Option<(String, String)>)> = f
        .universals
        .iter()
        .filter(|u| u.home == Home::Global)
        .map(|u| {
            (
                u.tset.name.clone(),
                u.tset
                    .range
                    .as_ref()
                    .map(|(lo, hi)| (em.annot_text(lo), em.annot_text(hi))),
            )
        })
        .collect();
    for name in universality::mentioned(em.fe, body) {
        if em.fe.prog.globals.get(&name).is_some_and(|g| g.constant)
            && !out.iter().any(|(n, _)| *n == name)
        {
            out.push((name, None));
        }
    }
    out
}

mod recursion;
mod types;
pub(super) use types::{logic_param, replace_decl_name, universal_type};

#[cfg(test)]
mod tests;

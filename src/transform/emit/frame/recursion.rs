//! What a recursive logic symbol reads where a definition applies it. The
//! provers cannot unfold a recursion, so the frame lemma of a definition
//! that applies `F(e..)` cannot see what `F` reads. At each such use vmfc
//! states the induction over the parameter `x` that the recursion decreases
//! and has it proved (a `check lemma`, kind `recursive_frame`): for every
//! `x` up to the use's value, over two memory states that agree on the
//! universal data, `F` has the same value where the condition bounds `x`
//! (base), and does wherever its recursive calls do (step). The frame lemma
//! then has the conclusion at the use as a hypothesis: it follows from the
//! proved lemma by induction on `x` above the bound (the other arguments
//! are the same in every call, `Logic::recursion` checked it, so the bound
//! is a fixed value, and each call decreases `x` by a positive constant),
//! and the hypotheses of both lemmas are the same. Nothing is assumed.

use super::{conjunction, quantifier, FrameContext, Logic};
use crate::annot::term::{self, TermTok, Tk};
use crate::edit::Edit;
use crate::transform::checks::CheckKind;
use crate::transform::emit::subst::subst_idents;
use crate::transform::emit::Emitter;
use crate::transform::logic::{Logic as UserLogic, Recursion};
use crate::transform::universality;
use std::collections::{HashMap, HashSet};

/// One application of a recursive symbol in a definition's body.
struct Use {
    name: String,
    rec: Recursion,
    /// The arguments, evaluated in the first memory state, and in the
    /// second (with the second state's pointers of universal sections).
    args: Vec<String>,
    args2: Vec<String>,
    predicate: bool,
}

impl Use {
    /// `F(args)` with the decreasing argument replaced by `x` and each
    /// changed one by its value in `ys`.
    fn apply_to(&self, args: &[String], x: &str, ys: &HashMap<usize, String>) -> String {
        let args: Vec<&str> = args
            .iter()
            .enumerate()
            .map(|(i, a)| match ys.get(&i) {
                _ if i == self.rec.x => x,
                Some(y) => y.as_str(),
                None => a.as_str(),
            })
            .collect();
        format!("{}({})", self.name, args.join(", "))
    }

    /// `F` has the same value in both states at `x` and `ys`.
    fn same(&self, x: &str, ys: &HashMap<usize, String>) -> String {
        let (one, two) = (
            self.apply_to(&self.args, x, ys),
            self.apply_to(&self.args2, x, ys),
        );
        let op = if self.predicate { "<==>" } else { "==" };
        format!("(\\at({one}, VM_L1) {op} \\at({two}, VM_L2))")
    }

    /// Each parameter's value where `F` is applied at `x` and `ys`: the
    /// use's arguments (in the first state) for the others.
    fn values(&self, x: &str, ys: &HashMap<usize, String>) -> HashMap<String, String> {
        (self.rec.params.iter().enumerate())
            .map(|(i, (_, p))| {
                let v = match ys.get(&i) {
                    _ if i == self.rec.x => x.to_string(),
                    Some(y) => y.clone(),
                    None => format!("({})", self.args[i]),
                };
                (p.clone(), v)
            })
            .collect()
    }

    /// The condition's bounding disjunct at `x`: where it holds, `F` does
    /// not recur (it names no changed parameter).
    fn base(&self, x: &str) -> String {
        let values = self.values(x, &HashMap::new());
        format!("({})", subst_idents(&self.rec.base, &values))
    }

    /// The recursive calls of `F` at `x` and `ys`: `x - k` and each
    /// changed argument as the call computes it there.
    fn calls(&self, x: &str, ys: &HashMap<usize, String>) -> Vec<(String, HashMap<usize, String>)> {
        let values = self.values(x, ys);
        (self.rec.calls.iter().zip(&self.rec.steps))
            .map(|(call, k)| {
                let at: HashMap<usize, String> = (self.rec.changed.iter())
                    .map(|&j| (j, format!("({})", subst_idents(&call[j], &values))))
                    .collect();
                (format!("{x} - {k}"), at)
            })
            .collect()
    }
}

impl Logic {
    /// The induction lemma for each distinct use in the body of a recursive
    /// symbol that may read memory, and its conclusion at each (hypotheses
    /// of the frame lemma).
    pub(in crate::transform::emit) fn recursion_frames(
        &self,
        em: &mut Emitter,
        fname: &str,
        at: usize,
        ctx: &FrameContext,
        user: &UserLogic,
    ) -> (Vec<Edit>, Vec<String>) {
        let mut edits = Vec::new();
        let mut concls = Vec::new();
        let mut seen = HashSet::new();
        for u in self.uses(ctx, user) {
            // The whole application: uses that differ only in the
            // decreasing argument need a lemma each.
            let none = HashMap::new();
            if !seen.insert(u.apply_to(&u.args, &u.args[u.rec.x], &none)) {
                continue;
            }
            let x = "VM_x";
            let e = u.args[u.rec.x].clone();
            // The changed parameters, bound by the lemma: the induction
            // is over `x` for all their values at once.
            let ys: HashMap<usize, String> = (u.rec.changed.iter())
                .map(|&j| (j, format!("VM_y{j}")))
                .collect();
            let mut steps: Vec<String> = Vec::new();
            for (k, at) in u.calls(x, &ys) {
                let step = format!("{} ==>\n          ", u.same(&k, &at));
                if !steps.contains(&step) {
                    steps.push(step);
                }
            }
            let mut binders = ctx.binders.clone();
            let typed = |i: usize, name: &str| {
                let ty = &u.rec.params[i].0;
                format!("{} {name}", if ty.is_empty() { "integer" } else { ty })
            };
            binders.push(typed(u.rec.x, x));
            binders.extend(u.rec.changed.iter().map(|&j| typed(j, &ys[&j])));
            let what = universality::describe_def(&self.def.name);
            let label = em.label(
                None,
                CheckKind::RecursiveFrame,
                None,
                self.def.name_span.start,
                format!("what `{}` reads where the definition of {what} in `{fname}` applies it is universal data", u.name),
            );
            let head = "/*@ check lemma ";
            let hyps = conjunction(&ctx.hyps);
            let text = format!(
                "{head}{label}{{VM_L1, VM_L2}}:\n      {}{hyps} ==>\n        {x} <= {e} ==>\n        ({} ==> {}) &&\n        (!{} ==>\n          {}{}); */\n",
                quantifier(&binders),
                u.base(x),
                u.same(x, &ys),
                u.base(x),
                steps.concat(),
                u.same(x, &ys),
            );
            // At the use: the changed arguments as the use passes them
            // (in the first state: the frame lemma relates the second's).
            let at_use: HashMap<usize, String> = (u.rec.changed.iter())
                .map(|&j| (j, u.args[j].clone()))
                .collect();
            concls.push(u.same(&e, &at_use));
            edits.push(
                Edit::insert(at, text, self.def.span.start)
                    .with_marks(vec![(head.len(), label.to_string())]),
            );
        }
        (edits, concls)
    }

    /// The applications in the body of recursive symbols that may read
    /// memory, with arguments that name no variable bound in the body.
    fn uses(&self, ctx: &FrameContext, user: &UserLogic) -> Vec<Use> {
        let toks = term::lex(&self.body, 0);
        let free: Vec<term::Occurrence> = term::free_identifiers(&toks);
        let free_at: HashSet<usize> = free.iter().map(|o| o.tok).collect();
        let opaque = user.opaque();
        let mut out = Vec::new();
        for o in free
            .iter()
            .filter(|o| o.applied && opaque.contains(&o.name))
        {
            if user.memory_free(&o.name) {
                continue;
            }
            let Ok(rec) = user.recursion(&o.name) else {
                continue;
            };
            let Some(args) = arguments(&toks, o.tok) else {
                continue;
            };
            let bound = |a: &&[TermTok]| {
                a.iter()
                    .any(|t| t.kind == Tk::Ident && !free_at.contains(&tok_index(&toks, t)))
            };
            if args.len() != rec.params.len() || args.iter().any(bound) {
                continue;
            }
            let texts: Vec<&str> = args
                .iter()
                .map(|a| &self.body[a[0].span.start..a[a.len() - 1].span.end])
                .collect();
            let at = |rename: &HashMap<String, String>, label: &str| -> Vec<String> {
                texts
                    .iter()
                    .map(|t| format!("\\at({}, {label})", subst_idents(t, rename)))
                    .collect()
            };
            let (args, args2) = (at(&ctx.rename, "VM_L1"), at(&ctx.rename2, "VM_L2"));
            let predicate = user.decls[&o.name].ret.is_none();
            out.push(Use {
                name: o.name.clone(),
                rec,
                args,
                args2,
                predicate,
            });
        }
        out
    }
}

/// The arguments of the application whose name is token `i` (`F(a, b)` or
/// `F{L}(a, b)`).
fn arguments(toks: &[TermTok], i: usize) -> Option<Vec<&[TermTok]>> {
    let mut k = i + 1;
    if toks.get(k).is_some_and(|t| t.text == "{") {
        k = term::matching(toks, k)? + 1;
    }
    if toks.get(k).is_none_or(|t| t.text != "(") {
        return None;
    }
    let args = term::split_top_level(&toks[k..]);
    (!args.iter().any(|a| a.is_empty())).then_some(args)
}

/// The index of a token of `toks` (by its position in the text).
fn tok_index(toks: &[TermTok], t: &TermTok) -> usize {
    toks.iter()
        .position(|u| u.span == t.span)
        .unwrap_or(usize::MAX)
}

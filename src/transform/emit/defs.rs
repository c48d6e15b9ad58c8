//! The `mpi` definitions of a function. At each use they are instantiated
//! inline, `(\let s = ...; \let d = ...; BODY)` (the provers see the body
//! itself); the check pass made sure that no local of the function captures
//! a name of a body and that its macros mean the same at every use. When a
//! definition reads memory, the function's definitions are also emitted at
//! file scope as ACSL logic functions (the definition's formals, then the
//! function's universal parameters), with a frame lemma (`check lemma`,
//! proved but never assumed) stating that the definition depends only on
//! its parameters and the universal data (for `msginv`, also on
//! `buf[0 .. count-1]`): universality by meaning rather than by name.

use super::frame::{agreed_globals, scalar_params, universal_params, universal_type, Logic, Param};
use super::Emitter;
use crate::annot::term::{self};
use crate::cfront::types::Base;
use crate::edit::Edit;
use crate::transform::functions::FnInfo;
use crate::transform::logic::Logic as UserLogic;
use crate::transform::structure::{Region, Regions};
use crate::transform::universality;
use std::collections::{BTreeSet, HashMap, HashSet};

/// The definitions of one function, and how to instantiate them.
#[derive(Debug, Clone, Default)]
pub(crate) struct Defs {
    /// Formals and body of each definition, by logic name.
    bodies: HashMap<String, (Vec<String>, String)>,
    nregions: String,
    region: String,
    universal: HashMap<String, String>,
    /// Where each `g#x` is written (the whole definition).
    universal_spans: HashMap<String, crate::source::Span>,
    region_defs: HashMap<(u32, &'static str), String>,
    msginv: HashMap<(u32, Base), String>,
    /// Some definition names `MPI_X#result`: the run has `VM_run`.
    results: bool,
}

impl Defs {
    /// `(\let f1 = a1; ... body)`. The arguments are vmfc's own
    /// expressions, but one may hold another definition's body (a receive's
    /// `count` is `mcount`'s): when an argument names a formal bound before
    /// it, the arguments are first bound to `VM_arg` names (which no user
    /// name can be), so that each is read where the definition is used.
    fn apply(&self, logic: &str, args: &[&str]) -> String {
        let (formals, body) = &self.bodies[logic];
        self.apply_text(formals, args, body)
    }

    /// `apply` of a body `body` over `formals`.
    fn apply_text(&self, formals: &[String], args: &[&str], body: &str) -> String {
        let captured = args.iter().enumerate().any(|(j, a)| {
            term::free_identifiers(&term::lex(a, 0))
                .iter()
                .any(|o| formals[..j.min(formals.len())].contains(&o.name))
        });
        let mut s = String::from("(");
        if captured {
            for (i, a) in args.iter().enumerate().take(formals.len()) {
                s.push_str(&format!("\\let VM_arg{i} = {a}; "));
            }
            for (i, f) in formals.iter().enumerate().take(args.len()) {
                s.push_str(&format!("\\let {f} = VM_arg{i}; "));
            }
        } else {
            for (f, a) in formals.iter().zip(args) {
                s.push_str(&format!("\\let {f} = {a}; "));
            }
        }
        s.push_str(body);
        s.push(')');
        s
    }

    pub(crate) fn nregions(&self) -> String {
        self.apply(&self.nregions, &[])
    }

    pub(crate) fn region(&self, i: &str) -> String {
        self.apply(&self.region, &[i])
    }

    /// `g#x(i)` or `g#A(i, j)`.
    pub(crate) fn universal(&self, key: &str, args: &[&str]) -> String {
        self.apply(&self.universal[key], args)
    }

    /// Where `g#x` is written, if it is.
    pub(crate) fn universal_span(&self, key: &str) -> Option<crate::source::Span> {
        self.universal_spans.get(key).cloned()
    }

    /// Whether `g#x` is defined.
    pub(crate) fn has_universal(&self, key: &str) -> bool {
        self.universal.contains_key(key)
    }

    /// One of `nummsg`, `mcount`, `mdtype`, `msgtag`, `slevel` of region `id`.
    pub(crate) fn region_def(&self, id: u32, name: &'static str, args: &[&str]) -> String {
        self.apply(&self.region_defs[&(id, name)], args)
    }

    /// Whether some definition names the result of a collective
    /// (`MPI_X#result`), so that the run needs `VM_run`.
    pub(crate) fn results(&self) -> bool {
        self.results
    }

    /// `msginv` of region `id` read at the buffer element type `base`.
    pub(crate) fn msginv(&self, id: u32, base: Base, args: &[&str]) -> String {
        self.apply(&self.msginv[&(id, base)], args)
    }

    /// The conjuncts of `msginv` (as `msginv` above) that do not name its
    /// buffer: they hold of every message a sender can send, whatever its
    /// data, so the receiver checks them before it assumes the invariant
    /// (`None`: every conjunct names the buffer).
    pub(crate) fn msginv_sendable(&self, id: u32, base: Base, args: &[&str]) -> Option<String> {
        let (formals, body) = &self.bodies[&self.msginv[&(id, base)]];
        let kept = super::sendable::buffer_free_conjuncts(body, formals.get(3)?);
        if kept.is_empty() {
            return None;
        }
        let conj = kept
            .iter()
            .map(|c| format!("({c})"))
            .collect::<Vec<_>>()
            .join(" && ");
        Some(self.apply_text(formals, args, &conj))
    }
}

/// Emit the definitions of `f` (which has regions `rs`) before its
/// definition, with their frame lemmas; `bases` are the buffer element
/// types of the MPI calls of each region.
pub(crate) fn emit(
    em: &mut Emitter,
    fns: &[FnInfo],
    f: &FnInfo,
    rs: &Regions,
    bases: &HashMap<u32, BTreeSet<Base>>,
    data_types: &HashMap<&'static str, Base>,
    user: &UserLogic,
) -> Defs {
    let at = f.def_start.unwrap_or(0);
    let results = rs
        .all_defs()
        .any(|d| crate::transform::results::mentions(&em.annot_text(&d.body)));
    let params = universal_params(em, f, results);
    let mut defs = Defs {
        results,
        ..Defs::default()
    };
    let mut logics = Vec::new();
    let fname = &f.name;
    defs.nregions = format!("VM_nregions_{fname}");
    logics.push(Logic::new(
        em,
        defs.nregions.clone(),
        Some("integer"),
        &[],
        &rs.nregions,
        Vec::new(),
    ));
    defs.region = format!("VM_region_{fname}");
    logics.push(region_logic(em, fns, rs, &defs.region));
    for (k, d) in rs.universal_defs.iter().enumerate() {
        let name = format!("VM_univ{}_{fname}", k + 1);
        let mut types = vec!["integer".to_string(); d.params.len()];
        // `MPI_X#inv(i, k, v)` is a predicate of the element's value.
        let ret = match d.universal_of() {
            Some((g, x))
                if crate::mpi::Coll::from_name(g).and_then(crate::mpi::Coll::inv) == Some(x) =>
            {
                types[2] = universal_type(em, fns, d, data_types);
                None
            }
            _ => Some(universal_type(em, fns, d, data_types)),
        };
        let types: Vec<&str> = types.iter().map(String::as_str).collect();
        let context = vec!["0 <= {0}".to_string()];
        let mut logic = Logic::new(em, name.clone(), ret.as_deref(), &types, d, context);
        // Added once the placeholders are filled: the bounds are the
        // user's text, where `{1}` is a set (hunt 129: it became `j`).
        logic.context.extend(callee_section(em, fns, d));
        logics.push(logic);
        defs.universal.insert(d.name.clone(), name);
        (defs.universal_spans).insert(d.name.clone(), d.span.clone());
    }
    for r in &rs.regions {
        region_logics(em, fname, r, bases, params.len(), &mut defs, &mut logics);
    }
    for l in &logics {
        defs.bodies
            .insert(l.name.clone(), (l.formal_names(), l.inline.clone()));
    }
    declare_framed(em, f, at, logics, &params, user);
    defs
}

/// For `g#A(i, j)`, an array of a collective function `g` whose universal
/// section is `A[lo .. hi]`: `lo <= j <= hi`, the elements the call's
/// `call_universal` check compares with the definition, and so the only
/// ones whose universality the callee relies on. Only for bounds made of
/// numbers and `VM_NP` (the same at the call and in the frame lemma's
/// first state); other bounds give no hypothesis (the lemma then asks for
/// every `j`, which is stricter).
fn callee_section(em: &Emitter, fns: &[FnInfo], d: &crate::annot::ir::Def) -> Option<String> {
    let (g, x) = d.universal_of()?;
    if d.params.len() != 2 {
        return None;
    }
    let u = fns.iter().find(|f| f.name == g)?.universal(x)?;
    let (lo, hi) = u.tset.range.as_ref()?;
    let (lo, hi) = (em.annot_text(lo), em.annot_text(hi));
    let plain = |t: &str| {
        term::free_identifiers(&term::lex(t, 0))
            .iter()
            .all(|o| o.name == "VM_NP" && !o.applied)
    };
    let j = &d.params[1].0;
    (plain(&lo) && plain(&hi)).then(|| format!("\\at({lo}, VM_L1) <= {j} <= \\at({hi}, VM_L1)"))
}

/// `region(i)`: the function's `region` definition, the collectives' names
/// replaced by their identifiers (`VM_ID_g`).
fn region_logic(em: &mut Emitter, fns: &[FnInfo], rs: &Regions, name: &str) -> Logic {
    let ids: HashMap<String, String> = fns
        .iter()
        .filter(|g| g.collective)
        .map(|g| g.name.as_str())
        .chain(crate::mpi::Coll::ALL.iter().map(|k| k.name()))
        .map(|g| (g.to_string(), format!("VM_ID_{g}")))
        .collect();
    let mut region = Logic::new(
        em,
        name.to_string(),
        Some("integer"),
        &["integer"],
        &rs.region,
        vec!["0 <= {0}".into()],
    );
    region.body = crate::transform::emit::subst::subst_idents(&region.body, &ids);
    region.inline = crate::transform::emit::subst::subst_idents(&region.inline, &ids);
    region
}

/// The logic functions of region `r`'s definitions (`nummsg`, `mcount`,
/// ..., then `msginv`).
fn region_logics(
    em: &Emitter,
    fname: &str,
    r: &Region,
    bases: &HashMap<u32, BTreeSet<Base>>,
    nparams: usize,
    defs: &mut Defs,
    logics: &mut Vec<Logic>,
) {
    for &(dname, _) in crate::transform::structure::REGION_DEFS
        .iter()
        .filter(|(n, _)| *n != "msginv")
    {
        let name = format!("VM_{dname}_{fname}_{}", r.id);
        let types: &[&str] = if dname == "nummsg" {
            &["integer", "integer"]
        } else {
            &["integer", "integer", "integer"]
        };
        let mut context = vec![
            "0 <= {0} < \\at(VM_NP, VM_L1)".to_string(),
            "0 <= {1} < \\at(VM_NP, VM_L1)".to_string(),
        ];
        if types.len() == 3 {
            context.push("0 <= {2}".into());
        }
        logics.push(Logic::new(
            em,
            name.clone(),
            Some("integer"),
            types,
            r.def(dname),
            context,
        ));
        defs.region_defs.insert((r.id, dname), name);
    }
    msginv_logics(em, fname, r, bases, nparams, defs, logics);
}

/// The logic functions of region `r`'s `msginv`, one per buffer element
/// type of its calls, each with the frame of the elements it reads.
fn msginv_logics(
    em: &Emitter,
    fname: &str,
    r: &Region,
    bases: &HashMap<u32, BTreeSet<Base>>,
    nparams: usize,
    defs: &mut Defs,
    logics: &mut Vec<Logic>,
) {
    for &base in bases.get(&r.id).into_iter().flatten() {
        let name = format!("VM_msginv_{fname}_{}_{}", r.id, base.havoc_suffix());
        let d = r.def("msginv");
        let ptr = format!("{} *", base.c_name());
        let types = [
            "integer",
            "integer",
            "integer",
            ptr.as_str(),
            "integer",
            "integer",
        ];
        // In the frame lemma the universal parameters are `VM_p0`, `VM_p1` ...
        let at_l1 = |def: &str, args: &[&str]| {
            let all: Vec<String> = args
                .iter()
                .map(|a| a.to_string())
                .chain((0..nparams).map(|i| format!("VM_p{i}")))
                .collect();
            format!(
                "{}{{VM_L1}}({})",
                defs.region_defs[&(r.id, def)],
                all.join(", ")
            )
        };
        let context = vec![
            "0 <= {0} < \\at(VM_NP, VM_L1)".to_string(),
            "0 <= {1} < \\at(VM_NP, VM_L1)".to_string(),
            format!("0 <= {{2}} < {}", at_l1("nummsg", &["{0}", "{1}"])),
            format!("{{4}} == {}", at_l1("mcount", &["{0}", "{1}", "{2}"])),
            format!("{{5}} == {}", at_l1("mdtype", &["{0}", "{1}", "{2}"])),
        ];
        let mut l = Logic::new(em, name.clone(), None, &types, d, context);
        // The same buffer in both states: `rules` made sure the definition
        // reads only its elements, not its address (hunt 26).
        l.extra_agree.push("\\forall integer VM_i; 0 <= VM_i < {4} ==> \\at({3}[VM_i], VM_L1) == \\at({3}[VM_i], VM_L2)".into());
        // Implied by the above; stated for `*buf`, which the provers do
        // not match against `buf[VM_i]`.
        l.extra_agree
            .push("0 < {4} ==> \\at({3}[0], VM_L1) == \\at({3}[0], VM_L2)".into());
        logics.push(l);
        defs.msginv.insert((r.id, base), name);
    }
}

/// Every definition's logic declaration, which Frama-C types; when some
/// definition reads memory, with memory-free stand-ins for the user's
/// symbols a prover cannot unfold, and with its frame lemma.
fn declare_framed(
    em: &mut Emitter,
    f: &FnInfo,
    at: usize,
    mut logics: Vec<Logic>,
    params: &[Param],
    user: &UserLogic,
) {
    let fname = &f.name;
    let scalars = scalar_params(params);
    let framed: Vec<bool> = logics
        .iter()
        .map(|l| universality::reads_memory(em.fe, &l.body, &l.formal_names(), &scalars))
        .collect();
    if framed.iter().any(|&b| b) {
        // Symbols a prover cannot unfold that read no memory
        // (`Logic::memory_free`) are replaced by stand-ins of the same
        // meaning; recursive symbols that may read memory keep their name,
        // and an induction at each use proves what they read
        // (`recursion_frames`).
        let opaque: HashSet<String> = user
            .opaque()
            .into_iter()
            .filter(|n| user.memory_free(n))
            .collect();
        let mut stand_ins: BTreeSet<String> = BTreeSet::new();
        for l in &mut logics {
            let used: Vec<String> = term::free_identifiers(&term::lex(&l.body, 0))
                .into_iter()
                .filter(|o| o.applied || opaque.contains(&o.name))
                .map(|o| o.name)
                .filter(|n| opaque.contains(n))
                .collect();
            let map: HashMap<String, String> = used
                .iter()
                .map(|n| (n.clone(), format!("VM_opaque_{n}")))
                .collect();
            l.body = crate::transform::emit::subst::subst_idents(&l.body, &map);
            stand_ins.extend(used);
        }
        for n in &stand_ins {
            let d = &user.decls[n];
            // In an axiomatic block: a bodiless `logic` outside one is an
            // obsolete construct Frama-C warns about.
            let decl = match &d.ret {
                Some(t) => format!("logic {t} VM_opaque_{n}{};", d.params),
                None => format!("predicate VM_opaque_{n}{};", d.params),
            };
            let decl = format!("/*@ axiomatic VM_opaque_{n} {{ {decl} }} */\n");
            em.global(Edit::insert(at, decl, f.def_start.unwrap_or(0)));
        }
    }
    // Every definition is declared, used or not: Frama-C types each body
    // against its type (an `integer` that is `T / DT`, a real, was inlined
    // into `admit VM_nregions == (T / DT)`, which no `int` satisfies:
    // every later goal was proved, hunt 87).
    for (l, framed) in logics.iter().zip(framed) {
        em.global(Edit::insert(at, l.declaration(params), l.def.span.start));
        if framed {
            let globals = agreed_globals(em, f, &l.body);
            let ctx = l.frame_context(params, &globals);
            let (inductions, induced) = l.recursion_frames(em, fname, at, &ctx, user);
            for e in inductions {
                em.global(e);
            }
            let lemma = l.frame_lemma(em, fname, at, ctx, induced);
            em.global(lemma);
        }
    }
}

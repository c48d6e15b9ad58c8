//! Functions of the main file as the transformation sees them: contract
//! comments and their clauses, formal and ghost parameters, universals,
//! and the body's braces in the original text.

use crate::annot::ir::{ContractClause, Tset};
use crate::annot::parse;
use crate::annot::term;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;

/// A contract comment attached to a declaration of the function.
#[derive(Debug, Clone)]
pub(crate) struct Contract {
    /// Index into `Frontend::comments`.
    pub comment: usize,
    pub clauses: Vec<ContractClause>,
}

/// Where a universal location lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Home {
    Formal(usize),
    Ghost(usize),
    Global,
}

/// One `mpi universal` location.
#[derive(Debug, Clone)]
pub(crate) struct Universal {
    pub tset: Tset,
    pub home: Home,
}

/// A function of the main file.
#[derive(Debug, Clone)]
pub(crate) struct FnInfo {
    pub name: String,
    /// Original token of the name, in the definition if there is one.
    pub name_tok: usize,
    pub contracts: Vec<Contract>,
    pub collective: bool,
    /// Span of the first `mpi collective` clause (for messages).
    pub collective_span: Option<Span>,
    pub universals: Vec<Universal>,
    pub params: Vec<String>,
    pub ghost_params: Vec<String>,
    /// Declaration texts of the C parameters (`int *buf`), as written.
    pub param_decls: Vec<String>,
    /// Declaration texts of the ghost parameters (`\ghost const int *A`).
    pub ghost_param_decls: Vec<String>,
    /// Where the definition starts in the original text, its attached
    /// contract comment included (generated declarations go there).
    pub def_start: Option<usize>,
    /// Index of the definition in `CProgram::functions`.
    pub def: Option<usize>,
    /// Original tokens of the body's `{` and `}`.
    pub body_toks: Option<(usize, usize)>,
}

impl FnInfo {
    /// A function as its first declaration `f` (at token `name_tok`) shows it.
    fn declared(f: &crate::cfront::model::CFunction, name_tok: usize) -> Self {
        FnInfo {
            name: f.name.clone(),
            name_tok,
            contracts: Vec::new(),
            collective: false,
            collective_span: None,
            universals: Vec::new(),
            params: f.params.iter().map(|(n, _)| n.clone()).collect(),
            ghost_params: Vec::new(),
            param_decls: Vec::new(),
            ghost_param_decls: Vec::new(),
            def_start: None,
            def: None,
            body_toks: None,
        }
    }

    pub(crate) fn has_contract(&self) -> bool {
        !self.contracts.is_empty()
    }

    pub(crate) fn universal(&self, name: &str) -> Option<&Universal> {
        self.universals.iter().find(|u| u.tset.name == name)
    }

    /// Position of a (formal or ghost) parameter among all parameters.
    pub(crate) fn formal_index(&self, name: &str) -> Option<Home> {
        if let Some(i) = self.params.iter().position(|p| p == name) {
            return Some(Home::Formal(i));
        }
        self.ghost_params
            .iter()
            .position(|p| p == name)
            .map(Home::Ghost)
    }
}

/// Gather the functions declared or defined in the main file.
pub(crate) fn gather(fe: &Frontend, opts: &super::Options, diags: &mut Diagnostics) -> Vec<FnInfo> {
    let mut out: Vec<FnInfo> = Vec::new();
    for (idx, f) in fe.prog.functions.iter().enumerate() {
        let Ok(name_tok) = fe.locate(f.pp_name) else {
            continue;
        };
        let contract = contract_before(fe, name_tok);
        let ghost_params = ghost_params_after(fe, name_tok);
        let body_toks = f
            .body
            .as_ref()
            .and_then(|b| Some((fe.locate(b.pp_open).ok()?, fe.locate(b.pp_close).ok()?)));
        if f.body.is_some() && body_toks.is_none() {
            diags.push(Diagnostic::error(
                fe.orig.tokens[name_tok].span.clone(),
                format!("cannot find the braces of the body of `{}` in the source (are they produced by a macro?)", f.name),
            ));
        }
        let info = match out.iter().position(|g| g.name == f.name) {
            Some(i) => &mut out[i],
            None => {
                out.push(FnInfo::declared(f, name_tok));
                out.last_mut().expect("pushed")
            }
        };
        if let Some((names, decls)) = ghost_params {
            info.ghost_params = names;
            info.ghost_param_decls = decls;
        }
        if f.body.is_some() {
            info.def = Some(idx);
            info.body_toks = body_toks;
            info.name_tok = name_tok;
            info.params = f.params.iter().map(|(n, _)| n.clone()).collect();
            info.param_decls = param_decls(fe, name_tok);
            let first = fe
                .locate(f.pp_start)
                .map(|k| fe.orig.tokens[k].span.start)
                .ok();
            info.def_start = contract.map(|c| fe.comments[c].span.start).or(first);
        }
        if let Some(ci) = contract {
            if info.contracts.iter().all(|c| c.comment != ci) {
                match parse::contract(&fe.comments[ci]) {
                    Ok(clauses) => info.contracts.push(Contract {
                        comment: ci,
                        clauses,
                    }),
                    Err(d) => diags.push(d),
                }
            }
        }
    }
    for info in &mut out {
        check_contract(fe, opts, info, diags);
    }
    out
}

/// Read the `mpi` clauses of `info`'s contract and check its clauses: their
/// order, the totality clauses of a verified function, and the bounds of
/// its universal sections.
fn check_contract(
    fe: &Frontend,
    opts: &super::Options,
    info: &mut FnInfo,
    diags: &mut Diagnostics,
) {
    resolve_clauses(fe, info, diags);
    super::clause_order::check(fe, info, diags);
    if info.def.is_some() && info.has_contract() && !opts.skip.contains(&info.name) {
        totality_clauses(fe, info, diags);
    }
    for u in &info.universals {
        if let Some((lo, hi)) = &u.tset.range {
            for b in [lo, hi] {
                super::universality::check_bounds(
                    fe,
                    info,
                    &super::emit::annot_text(fe, b),
                    b.start,
                    diags,
                );
            }
        }
    }
}

/// A verified function terminates and does not exit: vmfc adds
/// `terminates \true;` and `exits \false;`; a weaker clause the user wrote
/// would contradict them.
fn totality_clauses(fe: &Frontend, info: &FnInfo, diags: &mut Diagnostics) {
    for c in &info.contracts {
        for clause in &c.clauses {
            let ContractClause::Acsl { span, keyword } = clause else {
                continue;
            };
            let text: String = super::emit::annot_text(fe, span)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let (expected, why) = match keyword.as_str() {
                "terminates" => ("terminates \\true;", "every process must terminate"),
                "exits" => ("exits \\false;", "no process may exit the program"),
                _ => continue,
            };
            if text != expected {
                diags.push(
                    Diagnostic::error(
                        span.clone(),
                        format!(
                            "`{}` in the contract of `{}`, which vmfc verifies: {why}",
                            text.trim_end_matches(';'),
                            info.name
                        ),
                    )
                    .with_note(format!(
                        "vmfc adds `{expected}` to verified functions: remove this clause"
                    )),
                );
            }
        }
    }
}

/// The contract comment right before the declaration whose name is token `name_tok`.
fn contract_before(fe: &Frontend, name_tok: usize) -> Option<usize> {
    crate::cfront::headers::contract_before(&fe.orig.tokens, &fe.file.text, &fe.comments, name_tok)
}

/// Declaration texts of the C parameters of the declaration whose name is token `name_tok`.
fn param_decls(fe: &Frontend, name_tok: usize) -> Vec<String> {
    let Some((items, _)) = fe
        .next_code(name_tok)
        .filter(|&k| fe.tok_text(k) == "(")
        .and_then(|k| fe.split_list(k))
    else {
        return Vec::new();
    };
    items
        .iter()
        .map(|&(a, b)| {
            fe.file.text[fe.orig.tokens[a].span.start..fe.orig.tokens[b].span.end].to_string()
        })
        .collect()
}

/// Names and declaration texts of the ghost parameters in `/*@ ghost (...) */`
/// after the parameter list.
fn ghost_params_after(fe: &Frontend, name_tok: usize) -> Option<(Vec<String>, Vec<String>)> {
    let open = fe.next_code(name_tok).filter(|&k| fe.tok_text(k) == "(")?;
    let close = fe.matching(open)?;
    let next = close + 1;
    let t = fe.orig.tokens.get(next)?;
    if !t.is_acsl() {
        return None;
    }
    let c = fe.comments.iter().find(|c| c.token == next)?;
    if c.first_word() != "ghost" {
        return None;
    }
    let toks = term::lex(&c.content, c.content_start);
    let start = toks.iter().position(|t| t.text == "(")?;
    let items = term::split_top_level(&toks[start..]);
    let mut names = Vec::new();
    let mut decls = Vec::new();
    for item in items {
        let Some(name) = item.iter().rev().find(|t| {
            t.kind == term::Tk::Ident && !matches!(t.text.as_str(), "const" | "volatile")
        }) else {
            continue;
        };
        // `T a[]`: the name is the last identifier before the brackets.
        let name = item
            .iter()
            .take_while(|t| t.text != "[")
            .filter(|t| t.kind == term::Tk::Ident)
            .last()
            .unwrap_or(name);
        names.push(name.text.clone());
        let (a, b) = (
            item[0].span.start - c.content_start,
            item[item.len() - 1].span.end - c.content_start,
        );
        decls.push(c.content[a..b].to_string());
    }
    Some((names, decls))
}

/// Read `mpi collective` / `mpi universal` from the contracts.
fn resolve_clauses(fe: &Frontend, info: &mut FnInfo, diags: &mut Diagnostics) {
    let mut universals = Vec::new();
    for c in &info.contracts {
        for clause in &c.clauses {
            match clause {
                ContractClause::Collective { span } => {
                    info.collective = true;
                    info.collective_span.get_or_insert(span.clone());
                }
                ContractClause::Universal { tsets, .. } => universals.extend(tsets.iter().cloned()),
                ContractClause::MpiMalformed { span } => diags.push(
                    Diagnostic::error(
                        span.clone(),
                        "unknown or malformed `mpi` clause in a contract",
                    )
                    .with_note(
                        "contracts accept `mpi collective;` and `mpi universal x, a[lo .. hi];`",
                    ),
                ),
                ContractClause::Acsl { span, keyword } if keyword == "mpi" => diags.push(
                    Diagnostic::error(span.clone(), "malformed `mpi` clause (missing `;`?)"),
                ),
                ContractClause::Acsl { .. } => {}
            }
        }
    }
    for t in universals {
        if info.universals.iter().any(|u| u.tset.name == t.name) {
            diags.push(Diagnostic::error(
                t.name_span.clone(),
                format!("`{}` is declared universal twice", t.name),
            ));
            continue;
        }
        let home = match info.formal_index(&t.name) {
            Some(h) => h,
            None if fe.prog.globals.contains_key(&t.name) => Home::Global,
            None => {
                diags.push(Diagnostic::error(
                    t.name_span.clone(),
                    format!("`{}` in `mpi universal` is not a parameter, ghost parameter or global variable of `{}`", t.name, info.name),
                ));
                continue;
            }
        };
        if info.name == "main" && matches!(home, Home::Formal(_)) {
            diags.push(
                Diagnostic::error(t.name_span.clone(), format!("`{}`, a parameter of `main`, cannot be universal", t.name))
                    .with_note("nothing makes the command line the same on every process: MPI does not promise it (`mpiexec -n 1 ./p : -n 1 ./p x` gives two), and `MPI_Init` may change it; read the value on one process and broadcast it (`MPI_Bcast`, then `MPI_Bcast#result` in definitions)"),
            );
            continue;
        }
        let undefined = fe.prog.globals.get(&t.name).is_some_and(|g| !g.defined);
        if info.name == "main" && home == Home::Global && undefined {
            diags.push(
                Diagnostic::error(t.name_span.clone(), format!("`{}` is declared, not defined, by the program: `main` cannot declare it universal", t.name))
                    .with_note("`main`'s universal globals are the same on every process because every process starts from the program's initializers; an `extern` object the program does not define gets its value elsewhere (the C library sets `environ` from each process's own stack, hunt 100): define it in the program (a definition in another file of the build is not seen: vmfc verifies one file), or broadcast its value and use `MPI_Bcast#result` in definitions"),
            );
            continue;
        }
        info.universals.push(Universal { tset: t, home });
    }
    if !info.collective && !info.universals.is_empty() {
        let span = info.universals[0].tset.name_span.clone();
        diags.push(Diagnostic::error(
            span,
            format!(
                "`mpi universal` needs `mpi collective;` in the contract of `{}`",
                info.name
            ),
        ));
    }
}

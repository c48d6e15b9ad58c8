//! The transformation: annotated C/MPI program -> sequential ACSL program.
//! First the checking passes (functions, calls, region structure, jumps,
//! universality, vmfc's reserved names and ghost state) collect every user
//! error and produce a checked program; then emission turns it into span
//! edits on the original text (language.md 2.4). Emission cannot find user
//! errors: what it consumes was checked.

pub(crate) mod aliased;
pub(crate) mod assumptions;
pub(crate) mod callees;
pub(crate) mod calls;
pub(crate) mod checks;
mod clause_order;
pub(crate) mod coll_calls;
mod contract_hints;
pub(crate) mod def_labels;
pub(crate) mod emit;
mod entry;
pub(crate) mod functions;
pub(crate) mod guards;
pub(crate) mod jumps;
pub(crate) mod logic;
mod loops;
mod order;
mod process_identity;
mod program;
mod region_defs;
pub(crate) mod remainders;
pub(crate) mod results;
pub(crate) mod rules;
mod separation;
pub(crate) mod structure;
pub(crate) mod universality;

use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::edit;
use crate::source::SourceFile;
use calls::{Call, CallKind};
pub(crate) use emit::{Check, UserName};
use functions::FnInfo;
use std::collections::{BTreeMap, BTreeSet};

/// Choices of the user that change the transformation.
#[derive(Debug, Clone, Default)]
pub(crate) struct Options {
    /// Functions excluded from verification (`--skip`).
    pub skip: Vec<String>,
    /// Name unnamed user properties `VM_u_<line>_<col>` (verification runs).
    pub name_properties: bool,
    /// Floating-point numbers are reals (`--model real`).
    pub real_floats: bool,
    /// Macros defined on the command line (`-D NAME[=VALUE]`).
    pub defines: Vec<String>,
    /// The user's assumptions are warnings, not errors (`--allow-assumptions`).
    pub allow_assumptions: bool,
}

/// A function and whether it will be verified.
#[derive(Debug, Clone, serde::Serialize)]
pub struct FnSummary {
    pub name: String,
    pub collective: bool,
    pub has_contract: bool,
    pub has_body: bool,
    pub line: usize,
}

/// The transformed program.
#[derive(Debug, Clone)]
pub struct Output {
    pub text: String,
    pub map: edit::SourceMap,
    /// Every generated goal.
    pub checks: Vec<Check>,
    /// Names given to unnamed user properties (verification runs).
    pub user_names: Vec<UserName>,
    /// Output line of every label (generated and user names).
    pub label_lines: BTreeMap<String, usize>,
    /// The text generated at file scope (definitions and frame lemmas).
    pub globals: String,
    /// Every edit of the input: the range it replaces and its text (the
    /// result cache keys a function on the generated text outside the
    /// other functions' bodies).
    pub generated: Vec<(crate::source::Span, String)>,
    pub warnings: Vec<Diagnostic>,
    pub functions: Vec<FnSummary>,
    /// The user's logic has hypotheses the retry pass's context filter can
    /// remove (`logic::Logic::filterable`).
    pub filterable: bool,
    /// The user's global lemmas (file and headers), in order.
    pub user_lemmas: Vec<String>,
    /// The logic symbols vmfc's reading of the annotations sees as
    /// recursive or cannot unfold (`logic::Logic::opaque`), whose
    /// definitions its rules checked: Frama-C's reading must find no other
    /// recursive symbol (`verify::normalized::recursion`).
    pub opaque_logic: std::collections::BTreeSet<String>,
    /// The logic symbols vmfc takes to read no memory
    /// (`logic::Logic::memory_free`): Frama-C must give none a label.
    pub memory_free_logic: std::collections::BTreeSet<String>,
    /// The C globals Wp must keep in memory (`-wp-alias-vars`,
    /// `aliased::aliased_globals`).
    pub aliased_globals: Vec<String>,
    /// The ghost functions whose contract without a body a warning says
    /// the proof assumes (`--allow-assumptions`).
    pub assumed_ghost_contracts: std::collections::BTreeSet<String>,
    /// The ghost functions declared with a contract: one defined elsewhere
    /// is verified, its contracts merged by Frama-C.
    pub ghost_declared_contracts: std::collections::BTreeSet<String>,
}

impl Output {
    /// The conditions that places of a region sequence run under, by the
    /// label of their sequence check.
    pub fn conditions(&self) -> BTreeMap<String, Vec<guards::Condition>> {
        self.checks
            .iter()
            .filter(|c| !c.conditions.is_empty())
            .map(|c| (c.label.to_string(), c.conditions.clone()))
            .collect()
    }

    /// What the checks that compare an argument with a definition
    /// compare, by label.
    pub fn sides(&self) -> BTreeMap<String, emit::Sides> {
        self.checks
            .iter()
            .filter_map(|c| Some((c.label.to_string(), c.sides.clone()?)))
            .collect()
    }

    /// The generated global lemmas (frame lemmas), by label.
    pub fn lemmas(&self) -> Vec<String> {
        self.checks
            .iter()
            .filter(|c| c.function.is_none())
            .map(|c| c.label.to_string())
            .collect()
    }
}

/// The input has errors: diagnostics (errors and warnings) and the files they refer to.
#[derive(Debug)]
pub struct Rejected {
    pub diagnostics: Vec<Diagnostic>,
    /// Files referred to by `Diagnostic::file` (index 0 is the main file).
    pub files: Vec<SourceFile>,
}

/// A collective function with regions, checked.
struct WithRegions {
    f: usize,
    rs: structure::Regions,
    calls: Vec<Call>,
}

/// The checked program, ready for emission.
pub(crate) struct Checked<'a> {
    fe: &'a Frontend,
    opts: Options,
    fns: Vec<FnInfo>,
    regions: Vec<WithRegions>,
    /// Region IDs of the collective functions used as external regions.
    region_ids: Vec<(String, i64)>,
    warnings: Diagnostics,
    files: Vec<SourceFile>,
    logic: logic::Logic,
    assumptions: assumptions::Assumptions,
    /// Zero floating-point globals declared `extern` for `main`'s proof.
    unzeroed: Vec<entry::Unzeroed>,
    /// The remainders of verified functions to rewrite.
    rems: Vec<remainders::Site>,
}

/// Transform the program; errors are collected over the whole file.
pub(crate) fn transform(fe: &Frontend, opts: &Options) -> Result<Output, Rejected> {
    emit(check(fe, opts)?)
}

/// Whether `f` is verified: a definition with a contract, not excluded.
fn is_verified(f: &FnInfo, opts: &Options) -> bool {
    f.def.is_some() && f.has_contract() && !opts.skip.contains(&f.name)
}

/// The checking passes.
pub(crate) fn check<'a>(fe: &'a Frontend, opts: &Options) -> Result<Checked<'a>, Rejected> {
    let mut diags = Diagnostics::default();
    let mut files = vec![fe.file.clone()];
    program::user_headers(fe, &mut files, &mut diags);
    rules::reserved_names(&files, &mut diags);
    rules::state_outside_annotations(&files, &opts.defines, &mut diags);
    let system_macros = rules::other_readings::macro_names(fe);
    rules::unsupported_c(&files, &opts.defines, &system_macros, &mut diags);
    rules::redefined_macros(fe, &files, &mut diags);
    rules::declared_library_macros(fe, &mut diags);
    rules::changed_macros(fe, &files, &mut diags);
    rules::mpi_header_macros(fe, &files, &mut diags);
    rules::annotation_macros(fe, &files, &mut diags);
    rules::misread_in_annotations(fe, &files, &mut diags);
    rules::compiler_findings(fe, &files, &mut diags);
    rules::definitions_that_calls_may_not_run(fe, &mut diags);
    rules::objects_that_replace_library_data(fe, &mut diags);
    rules::float_conversions_in_static_initializers(fe, &mut diags);
    rules::overflowing_float_constants(fe, &mut diags);
    rules::casts_in_static_initializers(fe, &mut diags);
    if opts.real_floats {
        rules::divisions_in_static_initializers(fe, &mut diags);
    }
    rules::float_constant_expressions(fe, &mut diags);
    rules::enumerator_types(fe, &mut diags);
    rules::self_initializers(fe, &mut diags);
    rules::cil_misreads(fe, &mut diags);
    rules::row_pointers(fe, &mut diags);
    rules::expanded_constructs(fe, &mut diags);
    rules::kr_definitions(fe, &mut diags);
    rules::front_end_limits(fe, &mut diags);
    rules::ignored_invariants(fe, &mut diags);
    let annotations = rules::user_annotations(fe, &files);
    rules::ghost_code_rules(&annotations, &mut diags);
    rules::annotation_rows(fe, &annotations, &mut diags);
    rules::annotation_sizeof(fe, &annotations, &mut diags);
    rules::annotation_errno(&annotations, &mut diags);
    rules::annotation_names(&annotations, &mut diags);
    rules::header_definitions(fe, &mut diags);
    rules::headers_included_by_system(fe, &mut diags);
    rules::irregular_includes(fe, &mut diags);
    rules::library_record_sizes(fe, &mut diags);
    rules::ghost_macros(fe, &mut diags);
    rules::ghost_function_macro_names(fe, &mut diags);
    rules::definition_names_outside_definitions(fe, &mut diags);
    let fns = functions::gather(fe, opts, &mut diags);
    rules::discarded_qualifiers(fe, &files, &fns, |f| is_verified(f, opts), &mut diags);
    rules::header_prototype_contracts(fe, &fns, &mut diags);
    rules::library_contracts(fe, &fns, opts.allow_assumptions, &mut diags);
    let unzeroed = entry::check(fe, &fns, |f| is_verified(f, opts), &mut diags);
    let texts: Vec<&str> = std::iter::once(fe.file.text.as_str())
        .chain(fe.headers.iter().map(|h| h.file.text.as_str()))
        .collect();
    let logic = logic::Logic::scan(&texts);
    rules::hidden_lemmas(fe, &logic, &mut diags);
    rules::lemma_named_properties(fe, &logic.lemma_names, &mut diags);
    rules::custom_measures(fe, &mut diags);
    rules::unicode_notation(fe, &mut diags);
    let assumptions = assumptions::scan(
        fe,
        &fns,
        |f| is_verified(f, opts),
        opts.allow_assumptions,
        &mut diags,
    );
    rules::logic_definitions(fe, &logic, &mut diags);
    program::check_stray_annotations(fe, &fns, &mut diags);
    let verified = |g: &FnInfo| is_verified(g, opts);
    program::verified_function_values(fe, &fns, &verified, &fe.prog.global_fn_refs, &mut diags);
    rules::mpi_names(fe, &mut diags);
    callees::hidden_definitions(fe, &fns, &mut diags);
    let talks = callees::communicating(fe, &fns);
    let program = Program {
        fe,
        fns: &fns,
        logic: &logic,
        talks: &talks,
        opts,
    };
    let mut regions = Vec::new();
    let mut used: BTreeSet<String> = BTreeSet::new();
    for fi in 0..fns.len() {
        if let Some(w) = program.check_function(fi, &mut used, &mut diags) {
            regions.push(w);
        }
    }
    // Once the input has no errors (those come first).
    if !diags.has_errors() {
        for f in fns.iter().filter(|f| f.collective && is_verified(f, opts)) {
            contract_hints::ghost_state_clauses(fe, &fns, f, &mut diags);
        }
    }
    let verified: Vec<&FnInfo> = fns.iter().filter(|f| is_verified(f, opts)).collect();
    let rems = remainders::all_sites(fe, &verified, opts.real_floats, &mut diags);
    if diags.has_errors() {
        return Err(Rejected {
            diagnostics: diags.sorted(),
            files,
        });
    }
    let region_ids = region_ids(&fns, &used);
    Ok(Checked {
        fe,
        opts: opts.clone(),
        fns,
        regions,
        region_ids,
        warnings: diags,
        files,
        logic,
        assumptions,
        unzeroed,
        rems,
    })
}

/// What the checks of each function share.
struct Program<'p> {
    fe: &'p Frontend,
    fns: &'p [FnInfo],
    logic: &'p logic::Logic,
    /// The functions that communicate, directly or through their callees.
    talks: &'p std::collections::HashSet<String>,
    opts: &'p Options,
}

impl Program<'_> {
    /// The checks of the body of function `fi`; its regions, if it is
    /// collective and they are well formed (`used` receives the names of
    /// the collectives it calls as external regions).
    fn check_function(
        &self,
        fi: usize,
        used: &mut BTreeSet<String>,
        diags: &mut Diagnostics,
    ) -> Option<WithRegions> {
        let (fe, fns, f) = (self.fe, self.fns, &self.fns[fi]);
        let (def, body_toks) = (f.def?, f.body_toks?);
        let body = fe.prog.functions[def].body.as_ref()?;
        let annots = structure::statement_annotations(fe, body_toks, diags);
        let verified = is_verified(f, self.opts);
        program::verified_function_values(
            fe,
            fns,
            &|g| is_verified(g, self.opts),
            &body.fn_refs,
            diags,
        );
        if f.collective || verified {
            program::indirect_uses(fe, fns, f, body, diags);
            callees::unseen_uses(fe, fns, f, body, diags);
        }
        if verified {
            let verified_name =
                |n: &str| fns.iter().any(|g| g.name == n && is_verified(g, self.opts));
            callees::noreturn_calls(fe, f, body, diags);
            rules::duplicate_property_names(fe, f, body_toks, diags);
            rules::skipped_statement_specs(fe, f, body_toks, diags);
            rules::aliasing_casts(fe, f, body, diags);
            rules::repeated_initializers(fe, f, body, diags);
            rules::pointer_comparisons(fe, f, body, diags);
            rules::trusted_callees(fe, fns, f, body, self.opts.allow_assumptions, diags);
            order::unsequenced_calls(fe, fns, f, body, diags);
            order::mpi_argument_effects(fe, body, diags);
            order::unsequenced_writes(fe, f, body, diags);
            callees::output_calls(fe, f, body, diags);
            callees::unreviewed_calls(fe, f, body, diags);
            callees::unverified_callees(fe, f, body, &verified_name, self.talks, diags);
        }
        if !f.collective {
            if verified {
                loops::ghost_loop_annotations(fe, fns, body, None, diags);
            }
            let proved = |g: &FnInfo| is_verified(g, self.opts);
            program::non_collective(fe, fns, f, &annots, &body.calls, &proved, diags);
            return None;
        }
        rules::statement_annotation_placement(fe, body_toks, diags);
        let calls = calls::body_calls(fe, fns, &body.calls, diags);
        if verified {
            separation::unseparated_receive_buffers(fe, f, &calls, diags);
            let callees: Vec<&str> = body.calls.iter().map(|c| c.callee.as_str()).collect();
            process_identity::unbound_process(fe, f, &callees, &calls, diags);
        }
        let rs = structure::regions(fe, fns, f, body_toks, &annots, &calls, diags);
        if verified {
            loops::ghost_loop_annotations(fe, fns, body, rs.as_ref(), diags);
        }
        let rs = rs?;
        used.extend(program::collective_names(fe, fns, &rs, &calls));
        jumps::check_jumps(fe, f, body, &rs, diags);
        let scope = universality::Scope {
            fe,
            fns,
            f,
            logic: self.logic,
            locals: &body.locals,
            emit_line: fe.file.line_of(f.def_start.unwrap_or(0)),
        };
        region_defs::check_definitions(&scope, &rs, diags);
        program::hygiene(&scope, body, &rs, &calls, diags);
        program::coll_consistency(fe, f, &rs, &calls, diags);
        coll_calls::fold_definitions(fe, &rs.universal_defs, &calls, self.opts.real_floats, diags);
        for c in &calls {
            if let CallKind::Collective(g) = c.kind {
                program::check_ghost_arguments(fe, &fns[g], c, diags);
            }
        }
        Some(WithRegions { f: fi, rs, calls })
    }
}

/// The region identifiers (negative) of the collectives used as external
/// regions: collective functions, then MPI's collectives.
fn region_ids(fns: &[FnInfo], used: &BTreeSet<String>) -> Vec<(String, i64)> {
    fns.iter()
        .filter(|f| f.collective)
        .map(|g| g.name.as_str())
        .chain(crate::mpi::Coll::ALL.iter().map(|k| k.name()))
        .enumerate()
        .map(|(i, g)| (g.to_string(), -(i as i64) - 1))
        .filter(|(g, _)| used.contains(g))
        .collect()
}

/// Emission of a checked program.
pub(crate) fn emit(c: Checked) -> Result<Output, Rejected> {
    emit::program::emit(c)
}

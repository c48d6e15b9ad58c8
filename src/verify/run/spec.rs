//! Frama-C's spec for one run: the program and the preprocessor's
//! options, the provers of each pass, and the properties Wp selects.

use super::Request;
use crate::transform::checks::CheckKind;
use crate::verify::{framac, toolchain};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Frama-C's spec: the program, the preprocessor's options, the steps.
pub(super) fn spec(r: &Request, vm_file: PathBuf, work: &Path) -> framac::Spec {
    let (t, job, opts) = (r.t, r.job, r.opts);
    // The program's directory is searched only for its own quoted
    // includes (`includes::anchor_quoted_includes`), as in the build.
    let mut cpp_args = vec![format!("-I{}", t.header_dir.path().display())];
    cpp_args.extend(
        job.include_dirs
            .iter()
            .map(|d| format!("-I{}", absolute(d).display())),
    );
    cpp_args.extend(job.defines.iter().map(|d| format!("-D{d}")));
    // vmfc's lemmas: its smoke lemmas run with the smoke checks.
    let is_smoke = |l: &String| {
        t.output
            .checks
            .iter()
            .any(|c| c.label.kind.is_smoke() && c.label.to_string() == *l)
    };
    let (smoke_lemmas, frame_lemmas): (Vec<String>, Vec<String>) =
        r.lemmas.1.iter().cloned().partition(is_smoke);
    framac::Spec {
        vm_file,
        cpp_args,
        model_real: opts.model_real,
        timeout: opts.timeout,
        quick_timeout: framac::quick_timeout(opts.jobs, r.provers.len(), opts.timeout),
        jobs: opts.jobs.max(1),
        functions: r.functions.to_vec(),
        lemmas: r.lemmas.0.clone(),
        frame_lemmas,
        smoke_lemmas,
        smoke: t
            .output
            .checks
            .iter()
            .filter(|c| {
                c.label.kind.is_smoke()
                    && c.function.as_ref().is_some_and(|f| r.functions.contains(f))
            })
            .map(|c| c.label.to_string())
            .filter(|l| opts.props.is_empty() || opts.props.contains(l))
            .collect(),
        props: wp_properties(&t.output.checks, &opts.props),
        smoke_timeout: 1,
        provers: r.provers.to_vec(),
        // Without recursive definitions, lemmas or axioms, each filtered
        // task would be the first pass's: no retry pass.
        retry_provers: if opts.retry && t.output.filterable {
            retry_provers(&r.tools.filtered_provers, r.provers)
        } else {
            Vec::new()
        },
        retry_timeout: opts.timeout,
        // The ends of regions: their goals hold one case per path through
        // the region (each branch that sends or receives), which the
        // provers often take apart only once Wp splits them.
        split: if opts.retry {
            t.output
                .checks
                .iter()
                .filter(|c| {
                    matches!(
                        c.label.kind,
                        CheckKind::EndRegionSent | CheckKind::EndRegionReceived
                    ) && c.function.as_ref().is_some_and(|f| r.functions.contains(f))
                })
                .map(|c| c.label.to_string())
                .filter(|l| opts.props.is_empty() || opts.props.contains(l))
                .collect()
        } else {
            Vec::new()
        },
        wp_cache: (!opts.no_cache).then(|| toolchain::cache_dir().join("wp")),
        wp_args: opts.wp_args.clone(),
        alias_vars: t.output.aliased_globals.clone(),
        csv: work.join("properties.tsv"),
        normalized: work.join("normalized.c"),
    }
}

/// The functions defined in user headers (`in_header`).
/// The context-filtered provers whose prover the first pass ran: a filtered
/// prover answers at once when its filter removes nothing (the first pass
/// tried that task), which is only right if the first pass really did.
pub(super) fn retry_provers(filtered: &[String], first_pass: &[String]) -> Vec<String> {
    let base = |p: &str| match p.split('-').next().unwrap_or(p) {
        "z3t" => "z3".to_string(),
        b => b.to_string(),
    };
    let ran: HashSet<String> = first_pass.iter().map(|p| base(p)).collect();
    filtered
        .iter()
        .filter(|p| ran.contains(&base(p)))
        .cloned()
        .collect()
}

/// `p`, from the current directory when relative.
pub(super) fn absolute(p: &Path) -> PathBuf {
    if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().map_or_else(|_| p.to_path_buf(), |d| d.join(p))
    }
}

/// The properties `--prop` names, as Wp knows them: a remainder's check
/// (`transform::remainders`) is the precondition `VM_remainder` of the
/// header's `VM_rem_<type>` (a division's `VM_division` of `VM_div_<type>`),
/// which Wp names after the header, not after vmfc's label (selecting the
/// label would select nothing).
pub(super) fn wp_properties(checks: &[crate::transform::Check], props: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for p in props {
        let kind = (checks.iter())
            .find(|c| c.label.to_string() == *p)
            .map(|c| c.label.kind);
        let wp = match kind {
            Some(CheckKind::Remainder) => "VM_remainder",
            Some(CheckKind::Division) => "VM_division",
            _ => p.as_str(),
        };
        if !out.iter().any(|o| o == wp) {
            out.push(wp.to_string());
        }
    }
    out
}

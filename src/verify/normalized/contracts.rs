//! Every definition Frama-C read with a contract is one vmfc proves.
//! vmfc chooses the functions to prove (`-wp-fct`) from its own reading
//! of the source, while Frama-C merges the contracts of all declarations
//! of a function into its definition: a contract vmfc's reading missed
//! (on a prototype whose `;` a macro writes, say) would be trusted at
//! every call and proved nowhere.

use crate::error::Failure;
use crate::pipeline::Transformed;
use std::collections::HashMap;

/// The first definition in `contracted` (Frama-C's reading) that vmfc
/// takes for one without a contract, as an error at its name.
pub(crate) fn unseen_contracts(
    contracted: &[String],
    t: &Transformed,
    function_lines: &HashMap<String, usize>,
) -> Result<(), Failure> {
    let known = crate::verify::select::defined(t);
    let has = |name: &str| known.iter().any(|(n, c)| n == name && *c);
    let Some(name) = contracted.iter().find(|n| !has(n)) else {
        return Ok(());
    };
    let fe = &t.frontend;
    let here = (fe.other_definitions().iter())
        .find(|d| d.name == *name && d.file == 0)
        .map(|d| d.at..d.at + name.len());
    let span = here
        .or_else(|| function_lines.get(name).map(|&l| fe.file.line_span(l)))
        .unwrap_or(0..0);
    let d = crate::diag::Diagnostic::error(
        span,
        format!("Frama-C reads a contract on the definition of `{name}`, which vmfc's reading of the source does not see: it would be trusted at every call and proved nowhere"),
    )
    .with_note("Frama-C merges the contracts of all declarations of a function into its definition. Write the contract right before the definition, spelled out (not made by a macro), or on a prototype whose `;` is written out");
    Err(Failure::Input {
        diagnostics: vec![d],
        files: vec![fe.file.clone()],
    })
}

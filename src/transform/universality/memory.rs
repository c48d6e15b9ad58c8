//! What a definition reads: memory (for its frame lemma), sections of
//! universal arrays within bounds, and the opaque logic symbols that may
//! read memory only through their arguments.

use super::*;

/// Whether a definition body may read memory (then its frame lemma is
/// generated). It does not when it only combines its formals, scalar
/// universal parameters, literal constants and enum constants (macros
/// expanded) with operators: no `[`, `->`, `.`, dereference, variable or
/// application of a logic symbol.
pub(crate) fn reads_memory(
    fe: &Frontend,
    body: &str,
    formals: &[String],
    scalars: &[String],
) -> bool {
    // The body and the replacement of every macro it reaches, at any
    // depth (hunt 34: `A[1]` behind 40 macros was cut off at 32 and the
    // name left read as harmless), each macro once.
    let names = term::free_identifiers(&term::lex(body, 0));
    let mut all = vec![body];
    all.extend(
        fe.pp
            .reachable_replacements(names.iter().map(|o| o.name.as_str())),
    );
    for text in &all {
        let toks = term::lex(text, 0);
        for (i, t) in toks.iter().enumerate() {
            let prev = i.checked_sub(1).map(|p| &toks[p]);
            let unary = prev
                .is_none_or(|p| p.kind == term::Tk::Punct && !matches!(p.text.as_str(), ")" | "]"));
            if matches!(t.text.as_str(), "[" | "->" | "." | "..")
                || (t.text == "*" && unary)
                || t.text == "&" && unary
            {
                return true;
            }
        }
        for occ in term::free_identifiers(&toks) {
            let n = occ.name.as_str();
            let is_macro = fe.pp.macros.contains_key(n);
            if crate::transform::results::collective_of(n).is_some() {
                continue; // a logic function of universal values
            }
            let harmless = formals.iter().any(|f| f == n)
                || n.starts_with("VM_ID_")
                || scalars.iter().any(|f| f == n)
                || fe.prog.enum_consts.contains(n)
                || fe.prog.types.file_scope_typedef(n)
                || is_macro;
            if !harmless || (occ.applied && !is_macro) {
                return true;
            }
        }
    }
    false
}

/// The bounds of a universal section must themselves be universal values:
/// built from universal scalars of the function, `VM_NP`, constants and
/// operators (no memory read through `[`, `*` or a logic function).
pub(crate) fn check_bounds(
    fe: &Frontend,
    f: &FnInfo,
    text: &str,
    base: usize,
    diags: &mut Diagnostics,
) {
    let toks = term::lex(text, base);
    for (i, t) in toks.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| &toks[p]);
        let unary =
            prev.is_none_or(|p| p.kind == term::Tk::Punct && !matches!(p.text.as_str(), ")" | "]"));
        if matches!(t.text.as_str(), "[" | "->" | ".") || (t.text == "*" && unary) {
            diags.push(
                Diagnostic::error(
                    t.span.clone(),
                    "the bounds of a universal section may not read memory",
                )
                .with_note("use universal scalars, VM_NP and constants: `A[0 .. n - 1]`"),
            );
            return;
        }
    }
    for occ in term::free_identifiers(&toks) {
        let n = occ.name.as_str();
        let scalar_universal = f.universal(n).is_some_and(|u| u.tset.range.is_none());
        let ok = n == "VM_NP"
            || scalar_universal
            || fe.prog.enum_consts.contains(n)
            || fe.pp.macros.contains_key(n) && !occ.applied
            || fe.prog.globals.get(n).is_some_and(|g| g.constant);
        if !ok {
            diags.push(
                Diagnostic::error(occ.span.clone(), format!("bound of a universal section of `{}` is not universal: `{n}`", f.name))
                    .with_label("not universal")
                    .with_note("a section's bounds must be the same on every process: use universal scalars, VM_NP and constants"),
            );
            return;
        }
    }
}

/// An opaque logic symbol (recursive or axiomatized, see `Logic::opaque`)
/// applied in a definition must read memory only through its arguments:
/// its frame cannot be proved, so it may not mention a C global. Returns
/// the symbol and the global, if one does.
pub(crate) fn opaque_global_read(
    fe: &Frontend,
    logic: &Logic,
    text: &str,
) -> Option<(String, String)> {
    let opaque = logic.opaque();
    let mut todo: Vec<String> = mentioned(fe, text)
        .into_iter()
        .filter(|n| opaque.contains(n))
        .collect();
    let mut seen = HashSet::new();
    while let Some(n) = todo.pop() {
        if !seen.insert(n.clone()) {
            continue;
        }
        let Some(body) = logic.decls.get(&n).and_then(|d| d.body.clone()) else {
            continue;
        };
        for m in mentioned(fe, &body) {
            if fe.prog.globals.contains_key(&m) {
                return Some((n, m));
            }
            if logic.contains(&m) {
                todo.push(m);
            }
        }
    }
    None
}

/// An opaque symbol applied in a definition whose frame vmfc cannot prove:
/// one that may read memory and is not a recursion of the shape vmfc
/// states the induction for (`Logic::recursion`). Returns the symbol and
/// why.
pub(crate) fn unframed_symbol(
    fe: &Frontend,
    logic: &Logic,
    text: &str,
) -> Option<(String, String)> {
    let opaque = logic.opaque();
    mentioned(fe, text)
        .into_iter()
        .filter(|n| opaque.contains(n) && !logic.memory_free(n))
        .find_map(|n| logic.recursion(&n).err().map(|why| (n, why)))
}

/// ACSL built-ins about the memory model (validity, blocks, addresses):
/// what they say of a pointer is not the same on every process (a
/// receiver's buffer is not the sender's), and the frame lemmas compare
/// values only.
const MEMORY_MODEL: [&str; 13] = [
    "\\valid",
    "\\valid_read",
    "\\valid_function",
    "\\object_pointer",
    "\\separated",
    "\\block_length",
    "\\base_addr",
    "\\offset",
    "\\initialized",
    "\\dangling",
    "\\freeable",
    "\\allocable",
    "\\allocation",
];

/// A memory-model built-in that a definition uses, directly or through the
/// logic symbols it applies: the built-in and the symbol, if through one.
pub(crate) fn memory_model_term(
    fe: &Frontend,
    logic: &Logic,
    text: &str,
) -> Option<(String, Option<String>)> {
    let direct = |t: &str| {
        term::lex(t, 0)
            .into_iter()
            .find(|k| k.kind == term::Tk::Builtin && MEMORY_MODEL.contains(&k.text.as_str()))
            .map(|k| k.text)
    };
    if let Some(b) = direct(text) {
        return Some((b, None));
    }
    let mut todo: Vec<String> = mentioned(fe, text)
        .into_iter()
        .filter(|n| logic.contains(n))
        .collect();
    let mut seen = HashSet::new();
    while let Some(n) = todo.pop() {
        if !seen.insert(n.clone()) {
            continue;
        }
        let Some(body) = logic.decls.get(&n).and_then(|d| d.body.clone()) else {
            continue;
        };
        if let Some(b) = direct(&body) {
            return Some((b, Some(n)));
        }
        todo.extend(
            mentioned(fe, &body)
                .into_iter()
                .filter(|m| logic.contains(m)),
        );
    }
    None
}

//! Logic types and parameter declarations for the frame lemmas: from C
//! declarations, ghost declarations and universal objects.

use super::Emitter;
use crate::annot::ir::Def;
use crate::annot::term::{self, Tk};
use crate::cfront::types::{Base, CType};
use crate::transform::functions::{FnInfo, Home};
use std::collections::HashMap;

/// A parameter declaration as a logic binder: no qualifiers (`\ghost`,
/// `const`, `register` ...), `T a[...]` as `T *a`.
pub(in crate::transform::emit) fn logic_param(decl: &str) -> String {
    let toks = term::lex(decl, 0);
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        match t.text.as_str() {
            "\\ghost" | "register" | "const" | "volatile" | "restrict" | "__restrict" => {}
            "[" => {
                // Skip the brackets (all dimensions); the name before them becomes a pointer.
                while toks.get(i).is_some_and(|t| t.text == "[") {
                    i = term::matching(&toks, i).map_or(toks.len(), |c| c + 1);
                }
                i -= 1;
                if let Some(name) = out.pop() {
                    out.push("*".into());
                    out.push(name);
                }
            }
            _ => out.push(t.text.clone()),
        }
        i += 1;
    }
    out.join(" ")
}

/// `decl` with its declared name `old` replaced by `new`.
pub(in crate::transform::emit) fn replace_decl_name(decl: &str, old: &str, new: &str) -> String {
    let toks = term::lex(decl, 0);
    match toks
        .iter()
        .rposition(|t| t.kind == Tk::Ident && t.text == old)
    {
        Some(i) => format!(
            "{}{new}{}",
            &decl[..toks[i].span.start],
            &decl[toks[i].span.end..]
        ),
        None => decl.to_string(),
    }
}

/// The logic type of `g#x(i)` (or `g#A(i,j)`): the universal's type in `g`.
pub(in crate::transform::emit) fn universal_type(
    em: &Emitter,
    fns: &[FnInfo],
    d: &Def,
    data_types: &HashMap<&'static str, Base>,
) -> String {
    let Some((g, x)) = d.universal_of() else {
        return "integer".into();
    };
    if let Some(k) = crate::mpi::Coll::from_name(g) {
        // The data of an MPI collective has its buffers' element type.
        return match data_types.get(k.name()) {
            Some(b) if k.signature().data == Some(x) || k.inv() == Some(x) => {
                logic_type(&CType::Base(*b))
            }
            // The reduction over processes is not rounded: a real, or an
            // integer (vmfc checks it fits the type where MPI computes it).
            Some(b) if b.is_floating() && k.signature().fold == Some(x) => "real".into(),
            _ => "integer".into(),
        };
    }
    let Some(gf) = fns.iter().find(|f| f.name == g) else {
        return "integer".into();
    };
    let Some(u) = gf.universal(x) else {
        return "integer".into();
    };
    let ty = match u.home {
        Home::Formal(i) => gf
            .def
            .or_else(|| em.fe.prog.functions.iter().position(|c| c.name == gf.name))
            .and_then(|k| em.fe.prog.functions[k].params.get(i))
            .map(|(_, t)| t.clone()),
        Home::Global => em.fe.prog.globals.get(x).map(|g| g.ty.clone()),
        Home::Ghost(i) => gf.ghost_param_decls.get(i).map(|d| ghost_decl_type(d)),
    };
    let ty = ty.unwrap_or(CType::Unknown);
    let elem = if u.tset.range.is_some() {
        ty.target().cloned().unwrap_or(CType::Unknown)
    } else {
        ty
    };
    logic_type(&elem)
}

/// A rough type of a ghost parameter declaration (only its class matters).
fn ghost_decl_type(decl: &str) -> CType {
    let words: Vec<String> = term::lex(decl, 0).into_iter().map(|t| t.text).collect();
    let base = if words.iter().any(|w| w == "double") {
        CType::Base(Base::Double)
    } else if words.iter().any(|w| w == "float") {
        CType::Base(Base::Float)
    } else {
        CType::Base(Base::Int)
    };
    if words.iter().any(|w| w == "*" || w == "[") {
        CType::Pointer(Box::new(base))
    } else {
        base
    }
}

/// The ACSL logic type holding values of a C type.
fn logic_type(t: &CType) -> String {
    match t {
        CType::Base(Base::Float | Base::Double | Base::LDouble) => "real".into(),
        CType::Pointer(inner) | CType::Array(inner, _) => match inner.as_ref() {
            CType::Base(b) => format!("{} *", b.c_name()),
            _ => "void *".into(),
        },
        _ => "integer".into(),
    }
}

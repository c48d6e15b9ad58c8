//! Ghost functions declared without a body: ghost code is never compiled,
//! so their contracts are axioms (`Scan::ghost_prototypes` says each).

use crate::cfront::lexer::DECLARATION_WORDS;

/// In the text of a ghost annotation, the declarations at its top level
/// (not inside braces) that have a contract (`/@ ... @/`) and end with
/// `(...);`, a prototype: the contract's offset and the function's name.
/// At file scope every such declaration is one, whatever its declarator
/// (`int *(lie)(void);`, hunt 21); in a function body a statement may end
/// so too (`/@ assert p; @/ g(x);`), so there it needs a type and a name
/// before `(`.
pub(super) fn ghost_prototypes(raw: &str, file_scope: bool) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let (mut depth, mut pos) = (0i32, 0);
    while let Some(p) = raw[pos..].find("/@") {
        let start = pos + p;
        depth += braces(&raw[pos..start]);
        let Some(q) = raw[start..].find("@/") else {
            break;
        };
        let end = start + q + 2;
        pos = end;
        let after = &raw[end..];
        let Some(k) = after.find([';', '{']) else {
            continue;
        };
        // Ghost code's own `//` comments are not part of the declaration.
        let decl: String = after[..k]
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" ");
        let decl = decl.trim();
        let Some(open) = decl.find('(') else {
            // `FT lie;` with `typedef int FT(void);` (hunt 31): a function
            // declared through a typedef of a function type. At file scope
            // a contract comes only before a function; in a body, only a
            // contract (not an assertion) before a declaration.
            let words: Vec<&str> = decl.split_whitespace().collect();
            let plain = (words.iter()).all(|w| {
                w.chars()
                    .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '*')
            });
            let contract = is_contract(&raw[start + 2..end - 2]);
            let declaration = file_scope || (contract && words.len() >= 2);
            if depth == 0 && after.as_bytes()[k] == b';' && plain && declaration {
                let name = (decl.split(|ch: char| !(ch.is_alphanumeric() || ch == '_')))
                    .rfind(|w| !w.is_empty());
                if let Some(name) = name {
                    out.push((start, name.to_string()));
                }
            }
            continue;
        };
        // A type and a name before `(` (a declaration, not a call).
        let head: Vec<&str> = decl[..open].split_whitespace().collect();
        let words = head.iter().all(|w| {
            w.chars()
                .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '*')
        });
        let declaration = file_scope || (head.len() >= 2 && words) || starts_with_type(decl);
        if depth == 0 && after.as_bytes()[k] == b';' && decl.ends_with(')') && declaration {
            // The name: the last identifier before the parameter list.
            let before_params = &decl[..decl.rfind('(').unwrap_or(open)];
            let name = before_params
                .split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                .rfind(|w| !w.is_empty())
                .unwrap_or("")
                .to_string();
            out.push((start, name));
        }
    }
    out
}

/// Whether a ghost statement begins with a type or storage keyword, so is
/// a declaration whatever its declarator (`int*(lie)(void);` in a body).
fn starts_with_type(decl: &str) -> bool {
    let first = decl
        .split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
        .find(|w| !w.is_empty());
    let logic = ["integer", "real", "boolean"];
    first.is_some_and(|w| {
        (DECLARATION_WORDS.contains(&w) || logic.contains(&w)) && decl.trim_start().starts_with(w)
    })
}

/// Whether an annotation is a contract: its first word is a clause.
pub(crate) fn is_contract(annotation: &str) -> bool {
    const CLAUSES: &[&str] = &[
        "requires",
        "ensures",
        "assigns",
        "terminates",
        "exits",
        "behavior",
        "decreases",
        "allocates",
        "frees",
        "complete",
        "disjoint",
    ];
    // `check requires` / `admit ensures` are clauses; `check P;` is not.
    let mut words = (annotation.split(|ch: char| !(ch.is_alphanumeric() || ch == '_')))
        .filter(|w| !w.is_empty())
        .skip_while(|w| matches!(*w, "check" | "admit"));
    words.next().is_some_and(|w| CLAUSES.contains(&w))
}

/// `{` minus `}` in a stretch of ghost code.
fn braces(s: &str) -> i32 {
    s.chars()
        .map(|c| match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::ghost_prototypes;

    #[test]
    fn prototypes_with_contracts_at_the_top_level() {
        let raw = " ghost\n  /@ ensures \\false; @/ // note\n  void lie(void);\n  /@ ensures \\result == 1; @/\n  int one(void) { /@ assert \\true; @/ g(x); return 1; }\n  /@ ensures \\true; @/ int *p(int n);";
        let found = |scope| -> Vec<String> {
            ghost_prototypes(raw, scope)
                .into_iter()
                .map(|(_, n)| n)
                .collect()
        };
        assert_eq!(found(false), ["lie", "p"]);
        // At file scope, whatever the declarator (hunt 21).
        let odd = " ghost /@ ensures \\false; @/ int*(lie)(void);";
        assert_eq!(ghost_prototypes(odd, true)[0].1, "lie");
        // In a body too, since it begins with a type.
        assert_eq!(ghost_prototypes(odd, false)[0].1, "lie");
        // Through a typedef of a function type (hunt 31), at file scope and
        // after a contract in a body; a local after an assertion is none.
        let typedef = " ghost typedef int FT(void); /@ ensures \\false; @/ FT lie;";
        assert_eq!(ghost_prototypes(typedef, true)[0].1, "lie");
        assert_eq!(ghost_prototypes(typedef, false)[0].1, "lie");
        assert!(ghost_prototypes(" ghost /@ assert \\true; @/ int x;", false).is_empty());
        // A call, or a call through a parenthesised pointer, is not one.
        let calls = " ghost /@ ensures \\true; @/ (*fp)(x); /@ ensures \\true; @/ intern(x);";
        assert!(ghost_prototypes(calls, false).is_empty());
    }
}

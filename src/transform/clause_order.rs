//! The order of a function contract's clauses, checked on the user's text.
//! ACSL (and Frama-C's parser) wants `requires`, then `terminates`, then
//! `decreases`, then the simple clauses (`assigns`, `ensures`, `exits`,
//! `allocates`, ...), then the behaviors (each `assumes`, `requires`, simple
//! clauses), then `complete`/`disjoint behaviors`. vmfc inserts its own
//! clauses into contracts, so a user clause out of order would otherwise be
//! reported by Frama-C against generated code; here it is the user's error,
//! at the clause.

use super::functions::FnInfo;
use crate::annot::ir::ContractClause;
use crate::cfront::Frontend;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;

/// Where a clause may stand in a contract (or in a behavior), in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Slot {
    Assumes,
    Requires,
    Terminates,
    Decreases,
    Simple,
    Behavior,
    CompleteOrDisjoint,
}

impl Slot {
    /// The slot of a clause from its first words (`check requires` is a
    /// `requires`); `None` for what vmfc does not classify (Frama-C judges).
    fn of(words: &[&str]) -> Option<Slot> {
        Some(match keyword(words) {
            "assumes" => Slot::Assumes,
            "requires" => Slot::Requires,
            "terminates" => Slot::Terminates,
            "decreases" => Slot::Decreases,
            "assigns" | "ensures" | "exits" | "breaks" | "continues" | "returns" | "allocates"
            | "frees" => Slot::Simple,
            "behavior" => Slot::Behavior,
            "complete" | "disjoint" => Slot::CompleteOrDisjoint,
            _ => return None,
        })
    }
}

/// The words a clause starts with; for `behavior b: c ...`, `behavior`
/// followed by the first words of `c`.
fn words(text: &str) -> Vec<&str> {
    fn split(s: &str) -> Vec<&str> {
        s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .take(2)
            .collect()
    }
    let text = text.trim_start();
    if let Some(rest) = text.strip_prefix("behavior") {
        let mut out = vec!["behavior"];
        if let Some((_, body)) = rest.split_once(':') {
            out.extend(split(body));
        }
        return out;
    }
    split(text)
}

/// Errors for the clauses of `info`'s contracts that stand out of ACSL's order.
pub(crate) fn check(fe: &Frontend, info: &FnInfo, diags: &mut Diagnostics) {
    for c in &info.contracts {
        let mut top: Option<(Slot, String)> = None;
        let mut in_behavior: Option<(Slot, String)> = None;
        for clause in &c.clauses {
            let ContractClause::Acsl { span, .. } = clause else {
                continue;
            };
            let text = super::emit::annot_text(fe, span);
            let ws = words(&text);
            let Some(slot) = Slot::of(&ws) else {
                continue;
            };
            if slot == Slot::Behavior {
                in_behavior = None;
                if let Some(d) = misplaced(&mut top, (Slot::Behavior, "behavior"), span, &info.name)
                {
                    diags.push(d);
                }
                // The behavior's first clause.
                if let Some(inner) = Slot::of(&ws[1..]) {
                    in_behavior = Some((inner, keyword(&ws[1..]).to_string()));
                }
                continue;
            }
            let kw = (slot, keyword(&ws));
            let d = match slot {
                // `complete`/`disjoint` end the behaviors.
                Slot::CompleteOrDisjoint => {
                    in_behavior = None;
                    misplaced(&mut top, kw, span, &info.name)
                }
                // Inside a behavior: assumes, requires, simple clauses.
                Slot::Assumes | Slot::Requires | Slot::Simple if in_behavior.is_some() => {
                    misplaced(&mut in_behavior, kw, span, &info.name)
                }
                _ if in_behavior.is_some() => {
                    Some(out_of_place(kw.1, "a `behavior`", span, &info.name))
                }
                Slot::Assumes => Some(
                    Diagnostic::error(
                        span.clone(),
                        format!(
                            "`assumes` outside a behavior in the contract of `{}`",
                            info.name
                        ),
                    )
                    .with_note("`assumes` belongs to a named behavior: `behavior b: assumes ...;`"),
                ),
                _ => misplaced(&mut top, kw, span, &info.name),
            };
            diags.extend(d);
        }
    }
}

/// The clause's keyword as written (`check requires` is `requires`).
fn keyword<'a>(words: &[&'a str]) -> &'a str {
    match words {
        ["check" | "admit", second, ..] => second,
        [first, ..] => first,
        [] => "",
    }
}

/// Advance `cur` to the clause `(slot, keyword)`, or the error when it comes
/// too late.
fn misplaced(
    cur: &mut Option<(Slot, String)>,
    (slot, keyword): (Slot, &str),
    span: &Span,
    name: &str,
) -> Option<Diagnostic> {
    match cur {
        Some((before, word)) if slot < *before => {
            Some(out_of_place(keyword, &format!("`{word}`"), span, name))
        }
        // At most one `terminates` and one `decreases`.
        Some((before, _))
            if slot == *before && matches!(slot, Slot::Terminates | Slot::Decreases) =>
        {
            Some(Diagnostic::error(
                span.clone(),
                format!("a second `{keyword}` in the contract of `{name}`"),
            ))
        }
        _ => {
            *cur = Some((slot, keyword.to_string()));
            None
        }
    }
}

fn out_of_place(keyword: &str, after: &str, span: &Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span.clone(),
        format!(
            "`{keyword}` after {after} in the contract of `{name}`: ACSL fixes the order of a contract's clauses"
        ),
    )
    .with_note(
        "write `requires`, then `terminates`, then `decreases`, then `assigns`/`ensures`/`exits`/\
         `allocates`/`frees`, then the behaviors (each: `assumes`, `requires`, then the others), \
         then `complete`/`disjoint behaviors`",
    )
}

#[cfg(test)]
mod tests {
    use super::{words, Slot};

    #[test]
    fn clauses_are_classified_by_their_first_words() {
        let slot = |t: &str| Slot::of(&words(t));
        assert_eq!(slot("requires n > 0;"), Some(Slot::Requires));
        assert_eq!(slot("check requires n > 0;"), Some(Slot::Requires));
        assert_eq!(slot("  admit ensures \\result == 0;"), Some(Slot::Simple));
        assert_eq!(slot("exits \\false;"), Some(Slot::Simple));
        assert_eq!(slot("behavior pos: assumes n > 0;"), Some(Slot::Behavior));
        assert_eq!(words("behavior pos: assumes n > 0;")[1], "assumes");
        assert_eq!(slot("complete behaviors;"), Some(Slot::CompleteOrDisjoint));
        assert_eq!(slot("frobnicates x;"), None);
        assert!(Slot::Requires < Slot::Simple && Slot::Simple < Slot::Behavior);
    }
}

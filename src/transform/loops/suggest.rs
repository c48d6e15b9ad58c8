//! The loop invariants vmfc can write for a counting `for` loop that
//! communicates: how many messages the loop has sent to and received from
//! each process after `v - lo` iterations, how many collective calls it
//! has made, and a bound on the level. They are suggestions printed for
//! the user to paste, never assumed: the provers judge them like any
//! other invariant.

use crate::annot::term::{self, Tk};
use crate::cfront::model::{Body, CallSite, GuardKind};
use crate::cfront::Frontend;
use crate::mpi::Comm;
use crate::transform::emit::subst::subst_idents;
use crate::transform::structure::Region;
use std::collections::HashMap;

/// A communication of the loop, as the invariants see it.
pub(super) enum Event<'a> {
    Comm(&'a CallSite, Comm),
    /// A collective call: one region run.
    Collective(&'a CallSite),
}

/// Where the loop stands.
pub(super) struct Place<'a> {
    /// The region holding the loop, for its `slevel`.
    pub region: Option<&'a Region>,
    /// Nothing communicates before the loop in its region: the counters
    /// start at zero.
    pub counters_zero: bool,
}

/// One half of a call: the counter it moves and the peer.
struct Half {
    counter: &'static str,
    peer: String,
    guards: Vec<String>,
}

/// The loop invariants of vmfc's ghost state for the loop `lp` of `body`
/// (one clause per line, `loop invariant ...;`), or none when the loop is
/// not a counting `for` whose communication runs at most once per
/// iteration under conditions vmfc can write in ACSL.
pub(super) fn invariants(
    fe: &Frontend,
    body: &Body,
    lp: (usize, usize),
    events: &[Event],
    place: &Place,
) -> Vec<String> {
    suggest(fe, body, lp, events, place).unwrap_or_default()
}

fn suggest(
    fe: &Frontend,
    body: &Body,
    lp: (usize, usize),
    events: &[Event],
    place: &Place,
) -> Option<Vec<String>> {
    let shape = body.counted.iter().find(|c| c.pp_stmt == lp)?;
    // A jump skips part of an iteration; an inner loop repeats it.
    let inside = |at: usize| lp.0 < at && at < lp.1;
    if body.jumps.iter().any(|j| inside(j.pp_at)) {
        return None;
    }
    let v = shape.var.as_str();
    let lo = operand(fe.orig_text(shape.pp_lo)?.trim());
    // The iterations done: `v - lo`.
    let done = if lo == "0" {
        v.to_string()
    } else {
        format!("{v} - {lo}")
    };
    let mut halves = Vec::new();
    let mut first: Option<(&CallSite, Comm, Vec<String>)> = None;
    let mut collectives = 0;
    for e in events {
        let c = match e {
            Event::Comm(c, _) | Event::Collective(c) => *c,
        };
        let nested = body
            .loops
            .iter()
            .any(|&l| l != lp && l.0 <= c.pp_span.0 && c.pp_span.1 <= l.1 && inside(l.0));
        if nested || c.conditional {
            return None;
        }
        let guards = guards(fe, body, lp, c)?;
        match *e {
            Event::Comm(c, kind) => {
                let sig = kind.signature();
                for (h, counter) in [(sig.send, "VM_sc"), (sig.recv, "VM_rc")] {
                    if let Some(h) = h {
                        let peer = fe.orig_text(c.args[h.peer].pp_span)?.trim().to_string();
                        pure(&peer)?;
                        halves.push(Half {
                            counter,
                            peer,
                            guards: guards.clone(),
                        });
                    }
                }
                if first.as_ref().is_none_or(|f| c.pp_span.0 < f.0.pp_span.0) {
                    first = Some((c, kind, guards));
                }
            }
            Event::Collective(_) if guards.is_empty() => collectives += 1,
            Event::Collective(_) => return None,
        }
    }
    let mut texts: Vec<&str> = vec![&lo];
    texts.extend(
        halves.iter().flat_map(|h| {
            std::iter::once(h.peer.as_str()).chain(h.guards.iter().map(String::as_str))
        }),
    );
    // A peer or guard that names a variable the loop changes (`int dest
    // = (rank + p) % nprocs;` in the body) is not a term of the loop's
    // head (hunt 111): no suggestion.
    let changed = changed_in(fe.orig_text(lp)?, v);
    let names_changed = |t: &str| term::lex(t, 0).iter().any(|k| changed.contains(&k.text));
    if (halves.iter()).any(|h| names_changed(&h.peer) || h.guards.iter().any(|g| names_changed(g)))
    {
        return None;
    }
    let q = fresh(body, v, &texts);
    let mut out = Vec::new();
    for counter in ["VM_sc", "VM_rc"] {
        let mut terms = Vec::new();
        if !place.counters_zero {
            terms.push(format!("\\at({counter}[{q}], LoopEntry)"));
        }
        let mut any = false;
        for h in halves.iter().filter(|h| h.counter == counter) {
            terms.push(count(h, v, &lo, &done, &q)?);
            any = true;
        }
        if any {
            out.push(format!(
                "loop invariant \\forall integer {q}; 0 <= {q} < VM_NP ==> {counter}[{q}] == {};",
                terms.join(" + ")
            ));
        }
    }
    if collectives > 0 {
        let regions = match (collectives, lo == "0") {
            (1, _) => done.clone(),
            (n, true) => format!("{n} * {v}"),
            (n, false) => format!("{n} * ({done})"),
        };
        out.push(format!(
            "loop invariant VM_regionCount == \\at(VM_regionCount, LoopEntry) + {regions};"
        ));
        out.push("loop invariant VM_currentRegion == 0;".into());
    }
    // The level of the first message bounds the level only where that
    // message is always the first one, with a peer that is a rank (hunt
    // 64: `VM_rc[prev]` with `prev` MPI_PROC_NULL on rank 0, under `if`).
    let proc_null = fe.file.text.contains("MPI_PROC_NULL");
    if let (Some((c, kind, g)), Some(r)) = (first, place.region) {
        if let Some(level) = (g.is_empty() && !proc_null)
            .then(|| level(fe, c, kind, r))
            .flatten()
        {
            out.push(format!("loop invariant VM_level < {level};"));
        }
    }
    Some(out)
}

/// How many messages of the half `h` have passed by the iteration `v`,
/// for the process `q`: one per earlier iteration when the peer is the
/// loop variable, `v - lo` when it does not depend on it.
fn count(h: &Half, v: &str, lo: &str, done: &str, q: &str) -> Option<String> {
    let mentions = |t: &str| term::lex(t, 0).iter().any(|k| k.text == v);
    if h.peer == v {
        let to_q: HashMap<String, String> = [(v.to_string(), q.to_string())].into();
        let mut conds = vec![format!("{lo} <= {q} < {v}")];
        conds.extend(h.guards.iter().map(|g| subst_idents(g, &to_q)));
        Some(format!("({} ? 1 : 0)", conds.join(" && ")))
    } else if !mentions(&h.peer) && !h.guards.iter().any(|g| mentions(g)) {
        let mut conds = vec![format!("{q} == {}", operand(&h.peer))];
        conds.extend(h.guards.iter().cloned());
        Some(format!("({} ? {done} : 0)", conds.join(" && ")))
    } else {
        None
    }
}

/// The names the C text `text` (a loop) assigns, increments or takes the
/// address of, but `v` (the loop variable, whose changes the invariants
/// count); as tokens read, so `a & b` counts `b` (fewer suggestions, never
/// a wrong one).
fn changed_in(text: &str, v: &str) -> std::collections::HashSet<String> {
    const ASSIGN: [&str; 13] = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--",
    ];
    let toks = term::lex(text, 0);
    let mut out = std::collections::HashSet::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Tk::Ident || t.text == v {
            continue;
        }
        let next = toks.get(i + 1).map(|n| n.text.as_str());
        let prev = i.checked_sub(1).map(|p| toks[p].text.as_str());
        if next.is_some_and(|n| ASSIGN.contains(&n)) || matches!(prev, Some("++" | "--" | "&")) {
            out.insert(t.text.clone());
        }
    }
    out
}

/// The conditions of the `if`s between the loop `lp` and the call `c`, in
/// ACSL (`None` when one is not a pure expression or is a `switch`).
fn guards(fe: &Frontend, body: &Body, lp: (usize, usize), c: &CallSite) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for g in &body.guards {
        let holds = g.pp_scope.0 <= c.pp_span.0 && c.pp_span.1 <= g.pp_scope.1;
        if !holds || g.pp_stmt <= lp.0 || lp.1 <= g.pp_stmt {
            continue;
        }
        let cond = fe.orig_text(g.pp_cond)?.trim();
        pure(cond)?;
        out.push(match g.kind {
            GuardKind::Then => operand(cond),
            GuardKind::Else => format!("!({cond})"),
            GuardKind::Switch | GuardKind::Loop | GuardKind::Break | GuardKind::Continue => {
                return None
            }
        });
    }
    Some(out)
}

/// `Some` when the C expression `text` reads like an ACSL term: no
/// assignment, increment or call.
fn pure(text: &str) -> Option<()> {
    let toks = term::lex(text, 0);
    let effect = toks.iter().enumerate().any(|(i, t)| {
        t.text.ends_with('=') && !["==", "!=", "<=", ">="].contains(&t.text.as_str())
            || t.text == "++"
            || t.text == "--"
            || t.kind == Tk::Ident && toks.get(i + 1).is_some_and(|n| n.text == "(")
    });
    (!effect).then_some(())
}

/// `text` as an operand: in parentheses unless it is one token or an
/// indexed or called name.
fn operand(text: &str) -> String {
    let toks = term::lex(text, 0);
    let simple = toks.len() == 1
        || toks.first().is_some_and(|t| t.kind == Tk::Ident)
            && toks.get(1).is_some_and(|t| t.text == "[")
            && toks.last().is_some_and(|t| t.text == "]")
            && toks[1..].iter().filter(|t| t.text == "[").count() == 1;
    if simple {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// `text` as the right side of `<`: in parentheses when it holds an
/// operator that binds less tightly.
fn comparand(text: &str) -> String {
    const LOOSE: [&str; 15] = [
        "?", "&&", "||", "==>", "<==>", "^^", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^",
    ];
    if term::lex(text, 0)
        .iter()
        .any(|t| LOOSE.contains(&t.text.as_str()))
    {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// A name for the quantified process that no text of the invariants uses.
fn fresh(body: &Body, v: &str, texts: &[&str]) -> String {
    let used = |n: &str| {
        n == v
            || body.locals.contains(n)
            || texts
                .iter()
                .any(|t| term::lex(t, 0).iter().any(|k| k.text == n))
    };
    ["q".to_string()]
        .into_iter()
        .chain((1..).map(|i| format!("q{i}")))
        .find(|n| !used(n))
        .expect("an unused name")
}

/// The level of the first message of an iteration, `slevel` of the
/// region at the call `c` (its smaller half for `MPI_Sendrecv`).
fn level(fe: &Frontend, c: &CallSite, kind: Comm, r: &Region) -> Option<String> {
    let def = r.def("slevel");
    let body = &fe.file.text[def.body.clone()];
    let sig = kind.signature();
    let mut levels = Vec::new();
    for (h, send) in [(sig.send, true), (sig.recv, false)] {
        let Some(h) = h else { continue };
        let peer = operand(fe.orig_text(c.args[h.peer].pp_span)?.trim());
        let (counter, args) = if send {
            ("VM_sc", ["VM_pid".to_string(), peer.clone()])
        } else {
            ("VM_rc", [peer.clone(), "VM_pid".to_string()])
        };
        let k = format!("{counter}[{peer}]");
        let map: HashMap<String, String> = def
            .params
            .iter()
            .map(|(p, _)| p.clone())
            .zip(args.into_iter().chain([k]))
            .collect();
        levels.push(subst_idents(body.trim(), &map).trim().to_string());
    }
    match &levels[..] {
        [one] => Some(comparand(one)),
        [a, b] => Some(format!("\\min({a}, {b})")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn half(peer: &str, guards: &[&str]) -> Half {
        Half {
            counter: "VM_sc",
            peer: peer.into(),
            guards: guards.iter().map(|g| g.to_string()).collect(),
        }
    }

    #[test]
    fn a_peer_that_is_the_loop_variable_counts_one_per_earlier_iteration() {
        let h = half("p", &["p != root"]);
        assert_eq!(
            count(&h, "p", "0", "p", "q").unwrap(),
            "(0 <= q < p && q != root ? 1 : 0)"
        );
    }

    #[test]
    fn a_fixed_peer_counts_every_iteration_done() {
        let h = half("left", &["rank > 0"]);
        assert_eq!(
            count(&h, "i", "1", "i - 1", "q").unwrap(),
            "(q == left && rank > 0 ? i - 1 : 0)"
        );
        assert_eq!(
            count(&half("rank + 1", &[]), "i", "0", "i", "q").unwrap(),
            "(q == (rank + 1) ? i : 0)"
        );
    }

    #[test]
    fn a_peer_or_guard_computed_from_the_loop_variable_is_not_counted() {
        assert!(count(&half("p + 1", &[]), "p", "0", "p", "q").is_none());
        assert!(count(&half("left", &["p % 2 == 0"]), "p", "0", "p", "q").is_none());
    }

    #[test]
    fn only_expressions_without_effects_become_terms() {
        assert!(pure("p != root && a[p] > 0").is_some());
        assert!(pure("p <= n").is_some());
        assert!(pure("x = p").is_none());
        assert!(pure("p++ < n").is_none());
        assert!(pure("x <<= 1").is_none());
        assert!(pure("valid(p)").is_none());
    }

    #[test]
    fn operands_and_comparands_are_parenthesized_when_needed() {
        assert_eq!(operand("p"), "p");
        assert_eq!(operand("a[p + 1]"), "a[p + 1]");
        assert_eq!(operand("rank + 1"), "(rank + 1)");
        assert_eq!(operand("a[0] + b[1]"), "(a[0] + b[1])");
        assert_eq!(comparand("s + 1"), "s + 1");
        assert_eq!(comparand("d == 0 ? s : k"), "(d == 0 ? s : k)");
        assert_eq!(comparand("k & 1"), "(k & 1)");
    }

    /// What a loop changes: assigned, incremented, address taken; the loop
    /// variable and names only read are not.
    #[test]
    fn the_names_a_loop_changes() {
        let text = "for (p = 1; p < n; p++) { int dest = (r + p) % n; s += 2; ++k; f(&b); if (a == c) g(dest); }";
        let mut got: Vec<String> = changed_in(text, "p").into_iter().collect();
        got.sort();
        assert_eq!(got, ["b", "dest", "k", "s"]);
    }

    #[test]
    fn the_quantified_name_is_fresh() {
        let mut body = Body::default();
        assert_eq!(fresh(&body, "p", &["root"]), "q");
        assert_eq!(fresh(&body, "q", &["root"]), "q1");
        body.locals.insert("q1".into());
        assert_eq!(fresh(&body, "p", &["q + 1"]), "q2");
    }
}

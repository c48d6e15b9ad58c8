//! What a goal is: one of vmfc's checks (`CheckKind`), one of Wp's own
//! kinds of property (`WpKind`, with what vmfc tells the user about the
//! ones it adds), a run-time check or a lemma. The names are the report's
//! and the JSON schema's.

use crate::mpi::Comm;
use crate::transform::checks::{CheckKind, Label};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The kinds of Wp's own goals (properties the user wrote, or Wp's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WpKind {
    Assert,
    Check,
    Postcondition,
    Precondition,
    LoopInvariant,
    LoopAssigns,
    LoopVariant,
    Assigns,
    Terminates,
    Exits,
    Decreases,
    /// A separation hypothesis of Wp's memory model at a call
    /// (`-wp-check-memory-model`).
    MemoryModel,
    /// The condition of C's `assert` (the precondition of Frama-C's
    /// `__FC_assert`, which vmfc's header says does not return when false).
    CAssert,
}

impl WpKind {
    /// (word in Wp's goal names, name in reports, what it is).
    pub(super) const TABLE: [(WpKind, &'static str, &'static str, &'static str); 13] = [
        (
            WpKind::LoopInvariant,
            "loop_invariant",
            "loop_invariant",
            "loop invariant",
        ),
        (
            WpKind::LoopAssigns,
            "loop_assigns",
            "loop_assigns",
            "loop assigns",
        ),
        (
            WpKind::LoopVariant,
            "loop_variant",
            "loop_variant",
            "loop variant",
        ),
        (WpKind::Assert, "assert", "assert", "assertion"),
        (WpKind::Check, "check", "check", "check"),
        (
            WpKind::Postcondition,
            "ensures",
            "postcondition",
            "postcondition",
        ),
        (
            WpKind::Exits,
            "exits",
            "exits",
            "the function does not exit the program",
        ),
        (WpKind::Assigns, "assigns", "assigns", "assigns clause"),
        (
            WpKind::Terminates,
            "terminates",
            "terminates",
            "termination",
        ),
        (
            WpKind::Precondition,
            "call_",
            "precondition",
            "precondition",
        ),
        (
            WpKind::Decreases,
            "decreases",
            "decreases",
            "decreases clause",
        ),
        // Recognized inside `call_` goals (below), never by its word.
        (
            WpKind::MemoryModel,
            "\0",
            "memory_model",
            "memory-model hypothesis",
        ),
        (WpKind::CAssert, "\0", "c_assert", "C's assert"),
    ];

    fn row(self) -> &'static (WpKind, &'static str, &'static str, &'static str) {
        Self::TABLE
            .iter()
            .find(|r| r.0 == self)
            .expect("every kind has a row")
    }

    pub fn name(self) -> &'static str {
        self.row().2
    }

    pub fn what(self) -> &'static str {
        self.row().3
    }

    /// What the goal means for a vmfc user and what to do when it fails,
    /// for the goals vmfc adds or gives a meaning of its own (and for the
    /// user's assertions, the goals a newcomer meets first).
    pub fn fix(self) -> Option<(&'static str, &'static str)> {
        Some(match self {
            WpKind::Terminates => (
                "Every verified function terminates (vmfc adds `terminates \\true;`): a process that runs forever would never take part in the next communication.",
                "Give every loop a `loop variant`, every recursive function a `decreases` clause, and every called function without a body (or defined in a header) `terminates \\true;` in its contract.",
            ),
            WpKind::Exits => (
                "No verified function exits the program (vmfc adds `exits \\false;`): every process must run to its end.",
                "Do not call `exit` or `abort`; every called function without a body (or defined in a header) needs `exits \\false;` in its contract.",
            ),
            WpKind::LoopVariant => (
                "Every loop of a verified function ends: its `loop variant` is non-negative when an iteration starts (`positive`) and decreases strictly at every iteration (`decrease`). Wp proves partial correctness; vmfc needs total correctness, since a process that loops forever never reaches the next communication.",
                "Check the loop's step and condition (a step that can be 0, like `i += nprocs - 1` with one process, loops forever), or give a variant that decreases at every iteration and stays non-negative.",
            ),
            WpKind::LoopInvariant => (
                "A loop invariant holds when the loop starts (`established`) and again after every iteration that starts with it (`preserved`). Invariants on vmfc's ghost state (`VM_regionCount`, `VM_sc`, `VM_level`, ...) say what each iteration does with the communication.",
                "If it is `established` that fails, it is false when the loop starts: the code before the loop or the precondition must make it true (after one of MPI's collectives, what the root checked reaches the other processes only through `MPI_X#inv` or `MPI_X#result`). If it is `preserved` that fails, either an iteration really breaks it (for `VM_regionCount == k * it`: an iteration that runs a collective or a region on some processes only, or not k regions), or the invariant is too weak to prove itself: add what the iteration needs (bounds, the values of the variables it reads, `VM_Init` when the loop calls a collective function of yours; a loop of MPI's collectives needs only `VM_state == VM_Active`).",
            ),
            WpKind::LoopAssigns => (
                "A loop's `loop assigns` lists every location an iteration may change; after the loop Wp knows nothing else changed, so it checks the list.",
                "List what the loop changes, vmfc's ghost state included when the loop communicates: `VM_level`, `VM_sc[0 .. nprocs - 1]` (sends), `VM_rc[0 .. nprocs - 1]` (receives), `VM_regionCount` (collective calls), `VM_currentRegion` (a region that begins or ends in the loop).",
            ),
            WpKind::Assigns => (
                "A function's `assigns` lists every location it may change, what its callees' contracts assign included; Wp checks the list.",
                "List what the function and its callees change: a function that communicates changes vmfc's ghost state (`assigns VM_GlobalVars;`); with `<math.h>` included, Frama-C's `sqrt`, `exp`, `log`, `pow` ... may set `errno` (`assigns errno;`, with `<errno.h>`).",
            ),
            WpKind::Assert => (
                "An assertion of yours: it must hold on every process whenever execution reaches it. After a communication it can use what vmfc assumes there (a received message's `msginv`, a collective's exact result when its data is defined).",
                "It may be false (a wrong expected value, a wrong operation), or true but more than the provers find alone: state what it needs in an earlier assertion or loop invariant; a fact that needs induction (the closed form of a recursive logic function) is proved by a ghost function with a loop, one unfolding per iteration (`docs/language.md`, exact reductions); an instance of a `\\forall` at an index with a product (`u[r * ncols + j]`) is stated by a ghost function that takes the row (`docs/patterns.md`, rows of a 2-D grid), and so is a fact about `%` or `/` of two variables (`docs/patterns.md`, a 2-D process grid).",
            ),
            WpKind::Postcondition => (
                "A postcondition of yours: it holds whenever the function returns, on every process.",
                "It may be false, or need more than the provers find. About a result of one of MPI's collectives: vmfc knows the result only when its data is defined (`MPI_Allreduce#sendbuf(i, p) = ...`, docs/language.md). After a loop: the loop invariants must say what it needs. An instance of a `\\forall` of the precondition at an index with a product (`u[r * ncols + j]`) is stated by a ghost function that takes the row (`docs/patterns.md`, rows of a 2-D grid), and so is a fact about `%` or `/` of two variables (a 2-D process grid). A failure earlier in the function can make it fail too: fix that one first.",
            ),
            WpKind::MemoryModel => (
                "At a call, the pointer arguments do not point to the globals the callee uses that Wp keeps out of its memory model: Wp proves the callee under that hypothesis (`behavior wp_typed: requires \\separated(p, &G);`), and vmfc proves it at every call (`-wp-check-memory-model`) instead of trusting it. vmfc has Wp keep the globals of your files in memory (`-wp-alias-vars`), so this concerns vmfc's own ghost state; a pointer to one of your globals is dealt with in the callee's own proof.",
                "Pass a pointer to other memory, or pass the global as a parameter instead of using it in the callee.",
            ),
            WpKind::CAssert => (
                "C's `assert` in a verified function: its condition must hold on every process that reaches it (vmfc's header says `assert` does not return when its condition is false, so the function's termination rests on it too).",
                "It may be false (a wrong expected value, a wrong operation), or need more than the provers find: state what it needs in an earlier `//@ assert` or loop invariant.",
            ),
            _ => return None,
        })
    }
}

/// The part of `docs/checks.md` about Wp's goals that vmfc adds.
pub fn reference_section() -> String {
    let mut out = String::from(
        "# Wp's goals that vmfc adds\n\n\
         Besides the properties you write and the run-time checks of `-wp-rte` (`rte`: no overflow, \
         no invalid memory access, ...), vmfc asks Wp for the goals below.\n\n\
         The run-time checks cover vmfc's own code too. The message counters are `int`: after a \
         receive, `VM_rc[VM_src] + 1 <= 2147483647` must follow from the receive's index check, \
         which compares the counter with `nummsg`. So a `nummsg` that is a recursive logic function \
         needs a proved upper bound below `INT_MAX` where it is used, e.g. by a ghost lemma \
         function, as `examples/ranksum` proves its sum's bound.\n\n",
    );
    for kind in [
        WpKind::Terminates,
        WpKind::Exits,
        WpKind::LoopVariant,
        WpKind::MemoryModel,
    ] {
        let (doc, fix) = kind.fix().expect("documented");
        out.push_str(&format!(
            "## `{}`\n\n{doc}\n\n**When it fails:** {fix}\n\n",
            kind.name()
        ));
    }
    out
}

/// What a goal is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GoalKind {
    /// A check vmfc generated (with the MPI routine it belongs to).
    Vm(CheckKind, Option<Comm>),
    /// A property the user wrote, or one of Wp's own goals.
    Wp(WpKind),
    /// A run-time error check of `-wp-rte`.
    Rte,
    /// A user lemma.
    Lemma,
    /// A goal vmfc could not classify.
    Other,
}

impl GoalKind {
    /// The name used in reports and the JSON schema (`send_tag`, `assert`, `rte`, ...).
    pub fn name(self) -> String {
        match self {
            GoalKind::Vm(kind, call) => Label {
                kind,
                call,
                line: 0,
                col: 0,
                n: 1,
            }
            .kind_name(),
            GoalKind::Wp(w) => w.name().to_string(),
            GoalKind::Rte => "rte".into(),
            GoalKind::Lemma => "lemma".into(),
            GoalKind::Other => "other".into(),
        }
    }

    /// A smoke check: proving it is the failure.
    pub fn is_smoke(self) -> bool {
        matches!(self, GoalKind::Vm(k, _) if k.is_smoke())
    }
}

impl fmt::Display for GoalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl FromStr for GoalKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "rte" => return Ok(GoalKind::Rte),
            "lemma" => return Ok(GoalKind::Lemma),
            "other" => return Ok(GoalKind::Other),
            _ => {}
        }
        if let Some(w) = WpKind::TABLE.iter().find(|r| r.2 == s) {
            return Ok(GoalKind::Wp(w.0));
        }
        // A vmfc kind: parse it as the kind part of a label.
        format!("VM_{s}_1_1")
            .parse::<Label>()
            .map(|l| GoalKind::Vm(l.kind, l.call))
            .map_err(|e| e.to_string())
    }
}

impl Serialize for GoalKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

impl<'de> Deserialize<'de> for GoalKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip() {
        for k in [
            "send_tag",
            "sendrecv_recv_level",
            "recv_active",
            "call_universal_own",
            "assert",
            "loop_invariant",
            "rte",
            "lemma",
            "terminates",
            "memory_model",
        ] {
            assert_eq!(k.parse::<GoalKind>().unwrap().name(), k);
        }
        assert!("nonsense".parse::<GoalKind>().is_err());
    }

    /// The goals a user of vmfc meets in a loop that communicates say what
    /// to do; `loop assigns` names vmfc's ghost state.
    #[test]
    fn loop_goals_say_what_to_do() {
        for k in [
            WpKind::LoopAssigns,
            WpKind::LoopInvariant,
            WpKind::LoopVariant,
            WpKind::Terminates,
            WpKind::Exits,
        ] {
            assert!(k.fix().is_some(), "{k:?}");
        }
        let (_, fix) = WpKind::LoopAssigns.fix().unwrap();
        assert!(fix.contains("VM_level") && fix.contains("VM_rc") && fix.contains("VM_sc"));
    }
}

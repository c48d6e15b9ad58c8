//! The label that names one generated goal, `VM_<kind>_<line>_<col>[_<n>]`,
//! printed into the generated file and parsed back from Wp's goal names.

use super::CheckKind;
use crate::mpi::Comm;
use std::fmt;
use std::str::FromStr;

/// The name of one generated goal: its kind, the MPI routine it belongs to
/// (for the call and half checks), and its origin in the user's file.
/// Printed `VM_<kind>_<line>_<col>[_<n>]`, e.g. `VM_sendrecv_recv_level_67_5`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label {
    pub kind: CheckKind,
    pub call: Option<Comm>,
    pub line: usize,
    pub col: usize,
    /// 1 for the first label of this kind and place, 2 for the next ...
    pub n: usize,
}

impl Label {
    /// The kind's name as it appears in the label and the reports
    /// (`send_tag`, `sendrecv_send_tag`, `recv_active`, ...).
    pub fn kind_name(&self) -> String {
        match self.call {
            Some(c) if self.kind.call_wide() => format!("{}_{}", c.prefix(), self.kind.name()),
            Some(Comm::Sendrecv) if self.kind.half() => format!("sendrecv_{}", self.kind.name()),
            _ => self.kind.name().to_string(),
        }
    }
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VM_{}_{}_{}", self.kind_name(), self.line, self.col)?;
        if self.n > 1 {
            write!(f, "_{}", self.n)?;
        }
        Ok(())
    }
}

/// A text that is not a vmfc label.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("`{0}` is not a vmfc label")]
pub struct NotALabel(pub String);

impl FromStr for Label {
    type Err = NotALabel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || NotALabel(s.to_string());
        let rest = s.strip_prefix("VM_").ok_or_else(bad)?;
        let mut candidates: Vec<(String, CheckKind, Option<Comm>)> = Vec::new();
        for &kind in CheckKind::ALL {
            let calls: &[Option<Comm>] = if kind.call_wide() {
                &[Some(Comm::Send), Some(Comm::Recv), Some(Comm::Sendrecv)]
            } else if kind.half() {
                &[None, Some(Comm::Sendrecv)]
            } else {
                &[None]
            };
            for &call in calls {
                let l = Label {
                    kind,
                    call,
                    line: 0,
                    col: 0,
                    n: 1,
                };
                candidates.push((l.kind_name(), kind, call));
            }
        }
        // Longest kind name first: `call_universal_own` before `call_universal`.
        candidates.sort_by_key(|c| std::cmp::Reverse(c.0.len()));
        for (name, kind, call) in candidates {
            let Some(tail) = rest.strip_prefix(&name).and_then(|t| t.strip_prefix('_')) else {
                continue;
            };
            let nums: Vec<&str> = tail.split('_').collect();
            let parse = |i: usize| nums.get(i).and_then(|x| x.parse::<usize>().ok());
            let (Some(line), Some(col)) = (parse(0), parse(1)) else {
                continue;
            };
            let n = match nums.len() {
                2 => 1,
                3 => parse(2).filter(|&n| n > 1).ok_or_else(bad)?,
                _ => continue,
            };
            // A half check names its call only for MPI_Sendrecv; MPI_Send and
            // MPI_Recv are implied by the half.
            let call = call.or(if kind.half() {
                Some(if kind.name().starts_with("send_") {
                    Comm::Send
                } else {
                    Comm::Recv
                })
            } else {
                None
            });
            return Ok(Label {
                kind,
                call,
                line,
                col,
                n,
            });
        }
        Err(bad())
    }
}

/// What a kind's labels are named after.
impl CheckKind {
    /// Checks made once per MPI call (their names take the call's prefix).
    pub(super) fn call_wide(self) -> bool {
        matches!(
            self,
            CheckKind::MpiActive
                | CheckKind::MpiRegion
                | CheckKind::MpiComm
                | CheckKind::MpiStatus
                | CheckKind::MpiUniversal
        )
    }

    /// Checks of one half (send or receive) of a call.
    pub(super) fn half(self) -> bool {
        let n = self.name();
        n.starts_with("send_") || n.starts_with("recv_")
    }
}

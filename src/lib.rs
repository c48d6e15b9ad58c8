//! vmfc: parameterized verification of deterministic C/MPI programs.
//!
//! Pipeline: annotations (`annot`) -> C front end (`cfront`) -> transformation
//! (`transform`) -> emit (`edit`) -> prover driver and report (`verify`).
//! The stages are internal; the library's interface is `pipeline`,
//! `verify`, `report`, `header` and the types they return.

#![warn(unreachable_pub)]

pub(crate) mod annot;
pub(crate) mod cfront;
pub mod diag;
pub(crate) mod edit;
pub mod error;
pub mod fsutil;
pub mod header;
pub(crate) mod mpi;
pub mod pipeline;
pub mod report;
pub mod runs;
pub mod source;
pub(crate) mod transform;
pub(crate) mod validate;
pub mod verify;

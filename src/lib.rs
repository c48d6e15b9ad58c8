//! vmfc: parameterized verification of deterministic C/MPI programs.
//!
//! Pipeline: annotations (`annot`) -> C front end (`cfront`) -> transformation
//! (`transform`) -> emit (`edit`) -> prover driver and report (`verify`).

pub mod annot;
pub mod cfront;
pub mod diag;
pub mod edit;
pub mod error;
pub mod fsutil;
pub mod header;
pub mod mpi;
pub mod pipeline;
pub mod report;
pub mod source;
pub mod transform;
pub mod verify;

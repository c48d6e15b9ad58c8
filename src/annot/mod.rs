//! The `mpi` annotation language: finding ACSL comments, parsing the `mpi`
//! clauses (grammar/mpi.pest) and reading ACSL terms.

pub mod comments;
pub mod grammar;
pub mod ir;
pub mod parse;
pub mod term;

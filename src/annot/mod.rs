//! The `mpi` annotation language: finding ACSL comments, parsing the `mpi`
//! clauses (grammar/mpi.pest) and reading ACSL terms.

pub(crate) mod comments;
pub(crate) mod grammar;
pub(crate) mod ir;
pub(crate) mod parse;
pub(crate) mod term;

//! The pest parser generated from `grammar/mpi.pest`.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/mpi.pest"]
pub(crate) struct MpiParser;

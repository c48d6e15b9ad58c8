/* S525. The operation of an MPI_Allreduce of `int`s is a parameter (a
   universal one, so every process passes the same): the caller passes
   MPI_SUM, and `INT_MAX` from two processes wraps around. An operation
   vmfc cannot read as a constant may be a sum or a product, so the bound
   on the elements is checked for both (`coll_no_overflow`). */
//! expect: coll_no_overflow
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    mpi universal op;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires op == MPI_SUM || op == MPI_MAX;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int combine(int mine, MPI_Op op, int rank, int nprocs) {
  int r = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = op; */
  MPI_Allreduce(&mine, &r, 1, MPI_INT, op, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  return r;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int r = combine(2147483647, MPI_SUM, rank, nprocs);
  MPI_Finalize();
  return r < 0;
}

/* S526. An MPI_PROD of `int`s with no `MPI_Reduce#reduced`: each of two
   processes contributes 2^20 and the product, 2^40, does not fit an
   `int` (MPICH's wraps around to 0). Without the data vmfc cannot bound
   the product, so each element must be -1, 0 or 1 (`coll_no_overflow`). */
//! expect: coll_no_overflow
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 1 <= mine <= 1048576;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int product(int mine, int rank, int nprocs) {
  int r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Reduce;
        MPI_Reduce#count(i) = 1; MPI_Reduce#datatype(i) = MPI_INT;
        MPI_Reduce#op(i) = MPI_PROD; MPI_Reduce#root(i) = 0; */
  MPI_Reduce(&mine, &r, 1, MPI_INT, MPI_PROD, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  return r;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int r = product(1048576, rank, nprocs);
  MPI_Finalize();
  return rank == 0 && r == 0;
}

/* I38. An in-place maximum whose data definition is false for this
 * process: the contribution read in place (the receive buffer before the
 * call) is checked against the definition. */
//! expect: coll_data
//! run: 2
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures *x == 0;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void largest(int *x, int rank) {
  *x = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; MPI_Allreduce#sendbuf(i, p) = 0; */
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  largest(&x, rank);
  assert(x == 0);
  MPI_Finalize();
  return 0;
}

/* I29. The data definition of MPI_Bcast claims what the root does not
 * send: the other processes would be proved to receive 7 while they get 8.
 * The root's buffer is checked against the definition before the result
 * is assumed. */
//! expect: coll_data
//! run: 2
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures *x == 7;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *x, int rank) {
  *x = rank == 0 ? 8 : 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; MPI_Bcast#buffer(i, j) = 7; */
  MPI_Bcast(x, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  share(&x, rank);
  assert(x == 7);
  MPI_Finalize();
  return 0;
}

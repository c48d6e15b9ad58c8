/* I28. Every process names itself the root of MPI_Bcast: nothing is sent,
 * and the other processes keep their own value. The root must be the same
 * on every process: the argument is checked against `MPI_Bcast#root(i)`. */
//! expect: call_universal
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
  *x = rank == 0 ? 7 : 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; MPI_Bcast#buffer(i, j) = 7; */
  MPI_Bcast(x, 1, MPI_INT, rank, MPI_COMM_WORLD); //! here
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

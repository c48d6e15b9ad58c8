/* K78. `#inv` is a definition: it is assumed on the processes that receive
 * the data, so it must mean the same on all of them. A bound that is the
 * receiver's own variable is rejected. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(n) && \separated(VM_Pointers, n);
    assigns VM_GlobalVars, *n;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *n, int rank, int nprocs) {
  int limit = rank == 0 ? 10 : 1000;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Bcast#inv(i, k, v) = v <= limit; //! here
      */
  MPI_Bcast(n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
}

/* I39. A data definition that differs between processes: every process
 * would "know" the broadcast value is its own rank. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *x, int rank) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Bcast#buffer(i, j) = rank; //! here
  */
  MPI_Bcast(x, 1, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
}

/* I40. A verified function that is not `mpi collective` calls MPI_Bcast:
 * its callers would not know it communicates. */
//! expect: error
#include <mpi.h>

/*@ requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
*/
void share(int *x) {
  MPI_Bcast(x, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
}

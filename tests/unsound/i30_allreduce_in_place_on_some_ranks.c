/* I30. MPI_IN_PLACE on rank 0 only: MPI requires it on all processes of
 * MPI_Allreduce or none. Whether a call is in place is part of its text,
 * so the calls of one function must all be in place or none. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && \valid(x) && \valid(y) && \separated(x, y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *x, int *y, int rank) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  if (rank == 0)
    MPI_Allreduce(MPI_IN_PLACE, y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  else
    MPI_Allreduce(x, y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

/* I37. MPI_IN_PLACE hidden in a typed pointer: MPI reduces in place, but
 * a vmfc that took the pointer for a separate buffer would assume the old
 * value of *y is not the data. MPI_IN_PLACE outside the argument list of
 * an MPI call is rejected (vmfc's value for it is not MPICH's). */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(y) && \separated(y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *y) {
  int *x = MPI_IN_PLACE; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Allreduce(x, y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
}

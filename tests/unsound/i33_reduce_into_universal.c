/* I33. MPI_Reduce writes its result into the function's universal array
 * on the root: the definitions would read different data on the root
 * than elsewhere. */
//! expect: coll_recv_universal
#include <mpi.h>

/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_Init && VM_state == VM_Active;
    requires \valid(A) && \valid(x) && \separated(A, x, VM_Pointers);
    assigns VM_GlobalVars, *A;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *A, int *x) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Reduce;
        MPI_Reduce#count(i) = 1; MPI_Reduce#datatype(i) = MPI_INT;
        MPI_Reduce#op(i) = MPI_SUM; MPI_Reduce#root(i) = 0; */
  MPI_Reduce(x, A, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

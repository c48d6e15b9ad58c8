/* I32. The root gathers count elements from every process into a buffer
 * of count elements: MPI writes count * nprocs. */
//! expect: coll_recv_valid
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \valid(all) && \separated(x, all, VM_Pointers);
    assigns VM_GlobalVars, *all;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void collect(int *x, int *all) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Gather;
        MPI_Gather#sendcount(i) = 1; MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0; */
  MPI_Gather(x, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

/* I44. MPI is finalized before a collective (MPICH aborts). */
//! expect: coll_active
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
*/
void finish(void) {
  MPI_Finalize();
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  finish();
  return 0;
}

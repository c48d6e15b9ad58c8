/* S523 (hunt 124). Only <mpi.h> included: vmfc's mpi.h includes
   <stdlib.h>, MPICH's does not, so the build declares `atol` implicitly,
   returning `int`: `sizeof(atol("0")) - 8` was 0 in the proof (30/30
   proved) and -4 in the build (MPI_Bcast: invalid root). vmfc runs the
   compiler's syntax check in the build's reading (the MPI library's
   include directories) and rejects an implicit declaration. */
//! expect: error
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int n = 7, root;
  MPI_Init(&argc, &argv);
  root = (int)sizeof(atol("0")) - 8; //! here
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&n, 1, MPI_INT, root, MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}

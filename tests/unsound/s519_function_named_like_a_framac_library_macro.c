/* S519 (hunt 122). S_ISREG is a macro of Frama-C's <stdio.h>, which vmfc's mpi.h includes;
   MPICH's mpi.h includes no <stdio.h>, so in the build S_ISREG(0) calls the
   function below (root 5), in the proof it is the macro (root 0).
   A function written `(NAME)(...)` is not expanded where NAME is a
   macro; every call is. vmfc now rejects a declared name that is a
   library's macro in any reading (proved; MPI_Bcast: invalid root). */
//! expect: error
//! run: 2
#include <mpi.h>

/*@ assigns \nothing;
    ensures \result == 5; */
static int (S_ISREG)(int m) { //! here
  return 5;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int n = 7, root;
  MPI_Init(&argc, &argv);
  root = S_ISREG(0);
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

/* S520 (hunt 122). htobe32 is a macro of glibc's <stdlib.h> (via <sys/types.h>, <endian.h>),
   not of Frama-C's: the proof calls the function below (root 0), the build
   byte-swaps (root 16777215): MPI_Bcast gets an invalid root.
   A function written `(NAME)(...)` is not expanded where NAME is a
   macro; every call is. vmfc now rejects a declared name that is a
   library's macro in any reading (proved; MPI_Bcast: invalid root). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdlib.h>

/*@ assigns \nothing;
    ensures \result == x; */
static unsigned (htobe32)(unsigned x) { //! here
  return x;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int n = 7, root;
  MPI_Init(&argc, &argv);
  root = (int)(htobe32(1u) - 1u);
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

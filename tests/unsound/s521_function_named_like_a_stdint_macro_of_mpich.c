/* S521 (hunt 122). MPICH's mpi.h includes <stdint.h>, whose UINT8_C(c) is the macro `c`;
   vmfc's mpi.h includes no <stdint.h>: the proof calls the function below
   (root 0), the build passes 5 as the root.
   A function written `(NAME)(...)` is not expanded where NAME is a
   macro; every call is. vmfc now rejects a declared name that is a
   library's macro in any reading (proved; MPI_Bcast: invalid root). */
//! expect: error
//! run: 2
#include <mpi.h>

/*@ requires c == 5;
    assigns \nothing;
    ensures \result == c - 5; */
static int (UINT8_C)(int c) { //! here
  return c - 5;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int n = 7, root;
  MPI_Init(&argc, &argv);
  root = UINT8_C(5);
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

/* S522 (hunt 122). MPICH_CALC_VERSION(a,b,c,d,e) is a function-like macro of MPICH's mpi.h
   only (a name outside MPI_/PMPI_): the proof, with vmfc's mpi.h, calls the
   function below (root 0); the build expands MPICH's macro (root 10000000).
   A function written `(NAME)(...)` is not expanded where NAME is a
   macro; every call is. vmfc now rejects a declared name that is a
   library's macro in any reading (proved; MPI_Bcast: invalid root). */
//! expect: error
//! run: 2
#include <mpi.h>

/*@ requires c == 1;
    assigns \nothing;
    ensures \result == c - 1; */
static int (MPICH_CALC_VERSION)(int c, int d, int e, int f, int g) { //! here
  return c - 1;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int n = 7, root;
  MPI_Init(&argc, &argv);
  root = MPICH_CALC_VERSION(1, 0, 0, 0, 0);
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

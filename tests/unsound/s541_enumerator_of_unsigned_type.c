/* S541 (hunt 130). `enum { ONE = 1u }`: C gives ONE the type `int`, so
   `ONE - 2` is -1 in the build; Frama-C gives it the initializer's type,
   `unsigned`, and 4294967295 in the proof, so the root is 0 there and -2
   in the build. An enumerator's value must be written as an `int`. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
enum { ONE = 1u }; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, x = 0;
  int root = ONE - 2 > 0 ? 0 : -2;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    x = 42;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&x, 1, MPI_INT, root, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: x = %d (root %d)\n", rank, x, root);
  MPI_Finalize();
  return 0;
}

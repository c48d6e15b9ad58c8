/* S542 (hunt 130). `int b[4] = { [3] = 9, [0] = b[3] };`: GCC zeroes b
   and stores the elements in order of index, so b[0] reads 0; Frama-C
   stores them as written and proves b[0] == 9. An initializer may not
   read the object it initializes. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, x = 0;
  int b[4] = { [3] = 9, [0] = b[3] }; //! here
  int root = b[0] - 9;
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

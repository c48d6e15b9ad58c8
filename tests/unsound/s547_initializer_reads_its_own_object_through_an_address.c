/* S547 (review of s542's rule). The rule first skipped every `&x`
   operand as an address, not a read: `[0] = *&b[3]` reads b[3] through
   its address and passed. An address is skipped only as a whole element
   of the initializer (`.next = &n`), and indexes inside it are read. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, x = 0;
  int b[4] = { [3] = 9, [0] = *&b[3] }; //! here
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

/* L99. int_fast32_t is 4 bytes in Frama-C's C library, 8 in glibc: the
 * value Wp saw was truncated, the built program's was not. Such types are
 * rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <stdint.h>

/* Rank 0 broadcasts one value, or two when its 64-bit word is wide. */
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, count = 1;
  long buf[2] = {5, 5};
  int_fast32_t w = 0x100000001L; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0 && w != 1)
    count = 2;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_LONG;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, count, MPI_LONG, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("%d ok\n", rank);
  MPI_Finalize();
  return 0;
}

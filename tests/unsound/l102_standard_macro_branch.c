/* L102. __STDC_IEC_559__ comes from glibc's stdc-predef.h, which Frama-C
 * does not read: the verified program has every process in the barrier,
 * the built one not. A conditional may test only the user's macros (and
 * the compiler's own, such as __GNUC__). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, skip = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#ifdef __STDC_IEC_559__ //! here
  skip = rank == 0;
#endif
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!skip)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

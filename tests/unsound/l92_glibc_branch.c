/* L92. `__GLIBC__` is defined by glibc, not by Frama-C's C library: the
 * verified program has every process in the barrier, the built one skips
 * it on rank 0. Tests of the C library's identifying macros are rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#ifdef __GLIBC__ //! here
#define ROOT_SKIPS 1
#else
#define ROOT_SKIPS 0
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!(ROOT_SKIPS && rank == 0))
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

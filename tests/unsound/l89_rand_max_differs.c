/* L89. Frama-C's C library says RAND_MAX is 32767, glibc's 2147483647: a
 * `rand()` result was proved to be at most 32767 and rank 0 skipped a
 * barrier on the real value. In vmfc's header RAND_MAX is now a value in
 * 32767 .. INT_MAX that the proof does not know. */
//! expect: assert
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, r = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0)
    r = rand();
  //@ assert r <= 32767; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r <= 32767)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d r %d\n", rank, r);
  MPI_Finalize();
  return 0;
}

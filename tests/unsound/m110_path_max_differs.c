/* M110. PATH_MAX is 256 in Frama-C's C library and 4096 in glibc: a
 * buffer of 256 bytes cleared and broadcast with PATH_MAX bytes was
 * proved, and overflowed when built. The C library constants whose values
 * differ are rejected. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, steps = 10;
  char dir[256];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  memset(dir, 0, PATH_MAX); //! here
  if (rank == 0)
    dir[0] = 'o';
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = PATH_MAX; MPI_Bcast#datatype(i) = MPI_CHAR;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(dir, PATH_MAX, MPI_CHAR, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: dir %c, %d steps\n", rank, dir[0], steps);
  MPI_Finalize();
  return 0;
}

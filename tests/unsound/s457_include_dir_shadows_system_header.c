/* S457 (hunt 82). A user include directory holding `bits/wordsize.h`,
   which glibc's <stdio.h> includes: vmfc's preprocessing and the build
   read it (it defines ROOT 1), Frama-C's C library does not, so the proof
   broadcast from root 0 (38/38) and the build from root 1 (with one
   process MPICH stops: "Invalid root"). A file of a user include
   directory named like a header of the compiler's own directories, or
   like one of MPICH's, is an error. */
//! expect: error
//! run: 1
//! here (next line)
//! include: tests/unsound/include/s457
#include <mpi.h>
#include <stdio.h>
#ifndef ROOT
#define ROOT 0
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0)
    x = 42;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Bcast#buffer(i, j) = 42; */
  MPI_Bcast(&x, 1, MPI_INT, ROOT, MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert x == 42;
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}

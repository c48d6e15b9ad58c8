/* S431 (hunt 69). A contract the user writes on a prototype of the C
   library's `strlen`: Frama-C merges it with the library's and trusts it at
   every call, and vmfc's call rules skip functions of system headers. The
   branch on `strlen("abc") == 0` was proved to call the barrier on every
   process (30/30, exit 0); rank 1 skips it and rank 0 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>
/*@ ensures \result == 0; */ //! here
size_t strlen(const char *s);
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  size_t k = strlen("abc");
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (k == 0 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

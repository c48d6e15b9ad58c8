/* S476 (hunt 100). A verified `main` declared universal a global the
   program only declares: `extern unsigned char environ[8];`, which the C
   library sets at start-up from each process's own stack (an address,
   different on each process with ASLR). `1 + environ[2] % 2` barriers
   were proved (41/41) and hung under MPICH with 2 processes. `main` may
   declare universal only globals the program defines. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

extern unsigned char environ[8];

/*@ mpi collective;
    mpi universal environ[0 .. 7]; //! here
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r, n;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  n = 1 + environ[2] % 2;
  /*@ mpi begin regions: nregions = 1 + environ[2] % 2; region(i) = MPI_Barrier; */
  /*@ loop invariant 0 <= r <= n && n == 1 + environ[2] % 2;
      loop invariant VM_regionCount == r && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns r, VM_Vars;
      loop variant n - r; */
  for (r = 0; r < n; r++)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: %d rounds\n", rank, n);
  MPI_Finalize();
  return 0;
}

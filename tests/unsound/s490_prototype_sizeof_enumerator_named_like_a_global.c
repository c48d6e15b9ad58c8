/* S490 (hunt 107, S477's kind). An enumerator declared in a prototype's
   parameter list, `extern int helper(int a[sizeof(enum { K = 1 })]);`, whose scope ends with the
   declaration, was a constant of the file: a global `K` set to the rank
   in `nregions = 1 + K % 2` was proved (37/37) and hangs under MPICH. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int K;

extern int helper(int a[sizeof(enum { K = 1 })]);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r, n;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  K = rank;
  n = 1 + K % 2;
  /*@ mpi begin regions: nregions = 1 + K % 2; region(i) = MPI_Barrier; */ //! here //! here
  /*@ loop invariant 0 <= r <= n && n == 1 + K % 2;
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

/* S478 (hunt 102, S477's other half). The same program with `typedef
   int K;` in the other function's body instead of an enumerator: type
   names in definitions were harmless names for vmfc wherever declared.
   A type name declared in a function body is no longer one for the
   definitions of the file. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int K;

/*@ terminates \true;
    exits \false;
    assigns \nothing; */
int helper(void) {
  typedef int K;
  return (K)0;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r, n;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  K = rank;
  n = 1 + K % 2;
  /*@ mpi begin regions: nregions = 1 + K % 2; region(i) = MPI_Barrier; */ //! here
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

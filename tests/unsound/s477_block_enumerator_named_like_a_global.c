/* S477 (hunt 102). A global `int K`, set to the rank in `main`, read in
   `main`'s definition `nregions = 1 + K % 2`, while another function
   declares `enum { K = 1 };` in its body: vmfc took `K` for a constant
   of the file (its enumerators were file-wide), Frama-C reads the global.
   Proved 41/41; under MPICH even ranks run one barrier, odd ranks two:
   a hang. Only enumerators of file scope are constants of the file. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int K;

/*@ terminates \true;
    exits \false;
    assigns \nothing; */
int helper(void) {
  enum { K = 1 };
  return K;
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

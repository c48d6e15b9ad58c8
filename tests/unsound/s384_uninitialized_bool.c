/* S384 (hunt 45): `_Bool b; int r = b;`: Wp takes every `_Bool` in memory to be 0 or 1,
 * so `0 <= \result <= 1` was proved, and the barrier below counted as dead;
 * the build read the byte left on the stack (7) and hung. C leaves the read
 * undefined, so it is not run here. A `_Bool` declared without an
 * initializer is an error.
 * vmfc was: "Proved" (37 goals). */
//! expect: error
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int rd(void) { _Bool b; int r = b; return r; } //! here
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 0; */
int fill(void) { unsigned char a[32] = {7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7}; return a[0] - 7; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int z = fill();
  int v = rd();
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (v > 1 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d v %d z %d\n", rank, v, z);
  MPI_Finalize();
  return 0;
}

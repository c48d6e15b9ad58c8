/* S315 (hunt 36): `int u = g(u);` in a loop: the `call_universal` check, emitted before
 * the declaration, read the outer `u`; C passes the new one, which holds
 * the rank left by the previous iteration. A universal argument may not
 * name what the statement of the call declares.
 * vmfc was: "Proved". Under mpiexec -n 2 it hangs or aborts when the new
 * `u` reuses the old one's stack slot; C leaves its value indeterminate, so
 * the real run is not part of the test (a clean-clone CI ran it to a normal
 * end once). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    mpi universal u;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures \result == u;
*/
int g(int u) {
  /*@ mpi begin regions: nregions = u == 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (u == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  return u;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int u = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 2; region(i) = g; g#u(i) = 0; */
  /*@ loop invariant 0 <= it <= 2 && VM_regionCount == it && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active && VM_Init;
      loop invariant u == 0;
      loop assigns it, u, VM_GlobalVars, VM_regionCount;
      loop variant 2 - it; */
  for (int it = 0; it < 2; it++) {
    int u = g(u); //! here
    printf("rank %d iteration %d: g returned %d\n", rank, it, u);
    u = rank;
  }
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}

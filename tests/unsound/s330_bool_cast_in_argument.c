/* S330 (hunt 38): `g((x ? (int)(_Bool)2 : 2) == 2)` with `x` true on rank 0 only:
 * C gives 1 for `(_Bool)2`, Wp reads it as 2, so the check saw `2 == 2` on
 * every process and rank 0 passed 0. A cast to `_Bool` is no longer exact.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    mpi universal t;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int t) {
  /*@ mpi begin regions: nregions = t == 1 ? 1 : 0; region(i) = MPI_Barrier; */
  if (t == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  x = rank == 0;
  printf("rank %d passes %d\n", rank, (x ? (int)(_Bool)2 : 2) == 2);
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1; */
  g((x ? (int)(_Bool)2 : 2) == 2); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

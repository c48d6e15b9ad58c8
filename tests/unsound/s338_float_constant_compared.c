/* S338 (hunt 39): `g((x ? 0.1000000000000000000001 : 0.2) > 0.1)` with `x` true on
 * rank 0 only: ACSL reads decimal constants exactly, so the check saw 1 on
 * every process, while C rounds both constants to one double and rank 0
 * passed 0. Comparisons and conditionals of floating-point values are no
 * longer exact.
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
  printf("rank %d passes %d\n", rank, (x ? 0.1000000000000000000001 : 0.2) > 0.1);
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1; */
  g((x ? 0.1000000000000000000001 : 0.2) > 0.1); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

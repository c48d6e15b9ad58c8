/* S316 (hunt 36): `g((int)((ux + 1u) / 3u))` with `ux` 0 on one process and
 * 4294967295 - 1 on the other: the check read the argument in ACSL, where
 * `ux + 1u` does not wrap, and found the same value everywhere; C passes 0
 * and 1431655765. A universal argument computed with unsigned or
 * floating-point arithmetic is an error (`acsl_exact`).
 * vmfc was: "Proved". run: mpiexec -n 2 hangs or aborts. */
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
  /*@ mpi begin regions: nregions = t == 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (t == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  unsigned ux;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  ux = rank == 0 ? 4294967295u : 4294967294u;
  printf("rank %d passes %d\n", rank, (int)((ux + 1u) / 3u));
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1431655765; */
  g((int)((ux + 1u) / 3u)); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

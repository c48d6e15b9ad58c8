/* S329 (hunt 38): `g((1 ? x : 0u) < 1u)` with `x` -1 on rank 0: C converts both
 * branches of the conditional to `unsigned`, so rank 0 passes 0 and the
 * others 1, while the check read `x < 1` exactly. `acsl_exact` accepts a
 * conditional only when the usual conversions keep both branches' values.
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
  x = rank == 0 ? -1 : 0;
  printf("rank %d passes %d\n", rank, (1 ? x : 0u) < 1u);
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1; */
  g((1 ? x : 0u) < 1u); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

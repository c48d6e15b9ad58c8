/* S324 (hunt 37): `g(f == x)` with a `float f` and an `int x`: C converts `x` to
 * float (16777217 becomes 16777216.0f), the check compared exactly. A
 * comparison that converts an operand is not exact.
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
  int x; float f;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  x = rank == 0 ? 16777217 : 1; f = rank == 0 ? 16777216.0f : 0.0f;
  printf("rank %d passes %d\n", rank, f == x);
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 0; */
  g(f == x); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

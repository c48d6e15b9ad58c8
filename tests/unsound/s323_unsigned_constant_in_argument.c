/* S323 (hunt 37): `g((int)((x + 1u) / 3u))` with `int x`: vmfc typed every integer
 * constant `int`, so the arithmetic looked signed; C computes it unsigned
 * and wraps. `acsl_exact` now uses the exact integer type C gives the
 * expression (literal suffixes, usual conversions).
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
  int x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  x = rank == 0 ? -1 : -2;
  printf("rank %d passes %d\n", rank, (int)((x + 1u) / 3u));
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 0; */
  g((int)((x + 1u) / 3u)); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

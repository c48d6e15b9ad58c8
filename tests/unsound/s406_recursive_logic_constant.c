/* S406 (hunt 56): a recursive logic CONSTANT. vmfc finds recursion through
 * `free_identifiers(..).applied`, true only when `(` or `{` follows the name,
 * so `G` in `logic integer G = G + 1;` is not an application and `G` is not
 * recursive for vmfc (no well-foundedness rule). Frama-C accepts it and Wp
 * takes the axiom G == G + 1: after `assert G == rank;` every goal of main
 * is proved, among them `assert rank == 0;` and a barrier on rank 0 only.
 * (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer G = G + 1; */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert G == rank;
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}

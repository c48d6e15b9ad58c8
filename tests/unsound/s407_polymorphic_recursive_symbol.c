/* S407 (hunt 56): a polymorphic logic function. vmfc's declaration scanner
 * takes "the last identifier before `{`, `(`, `=` or `;`" as the name, so in
 * `logic integer G<A>(integer t) = G(t) + 1;` the symbol is named `A` for
 * vmfc; `A`'s body applies `G`, which vmfc does not know, so nothing is
 * recursive and the well-foundedness rule never runs. Frama-C declares `G`
 * with the axiom G(t) == G(t) + 1: after `assert G(rank) == 0;` every goal
 * of main is proved, among them `assert rank == 0;` and a barrier on rank 0
 * only. (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer G<A>(integer t) = G(t) + 1; */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert G(rank) == 0;
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}

/* S408 (hunt 56): a logic function whose NAME comes from a macro. vmfc's
 * declaration scanner reads the text as written: it records a symbol `NAME`
 * whose body applies `G`, which it does not know, so nothing is recursive
 * and the well-foundedness rule never runs (the rule against macros in
 * definitions looks at the body only). Frama-C expands the macro and
 * declares `G` with the axiom G(t) == G(t) + 1: after `assert G(rank) == 0;`
 * every goal of main is proved, among them `assert rank == 0;` and a
 * barrier on rank 0 only. (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define NAME G //! here
/*@ logic integer NAME(integer t) = G(t) + 1; */

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

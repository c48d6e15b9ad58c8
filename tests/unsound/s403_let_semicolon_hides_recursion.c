/* S403 (hunt 56). A recursive logic function whose body starts with a
 * `\let`: vmfc's reading of the declaration stopped at the binder's `;`,
 * saw the body `\let y = 1`, no recursive call, and never checked that
 * the recursion is well founded. Frama-C reads the whole term: the axiom
 * G(t) == G(t) + 1 is contradictory, and after an assertion naming G a
 * false `assert rank == 0` and a barrier on rank 0 only were proved. Now
 * a binder's `;` does not end a declaration (`term::clause_ends`), and the
 * recursive symbols of Frama-C's printed program must be those vmfc
 * checked. (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer G(integer t) = \let y = 1; G(t) + y; */ //! here

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

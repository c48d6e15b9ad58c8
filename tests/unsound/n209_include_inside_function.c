/* N209 (hunt 24): a fragment included inside a function hides an admit
 * behind a lone carriage return (which ends a `//` comment for the compiler,
 * not for vmfc's lexer). An `#include` inside a block is an error, and so
 * is a lone carriage return in any user file.
 * vmfc was: "Proved goals: 22 / 22" (with `assert 1 == 2`). run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#include "n209_note.h" //! here
  rank = rank + 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  //@ assert 1 == 2;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

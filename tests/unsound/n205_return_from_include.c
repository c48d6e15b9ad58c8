/* N205 (hunt 24): a `return` before `end regions` that comes from an included
 * fragment: rank 0 leaves `f` before its barrier. The "no return before the
 * regions end" rule read the main file only; an `#include` inside a block is
 * now an error. vmfc was: "Proved goals: 41 / 41". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here}; */
int f(int rank) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
#include "n205_ret.h" //! here
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  return 1;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = f; */
  f(rank);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}

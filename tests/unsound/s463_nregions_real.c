/* S463 (hunt 87). `nregions = NSTEPS / 2.0`, a real: vmfc inlined it
   into `admit VM_nregions == (NSTEPS / 2.0)`, which no int satisfies, so
   every goal after `begin regions` was proved (the false `assert rank ==
   0` too, 40/40); rank 0 runs 5 barriers, the others none (hangs with 2
   processes). Every definition is declared as a logic function of its
   type, which Frama-C checks. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define NSTEPS 5

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, it;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = NSTEPS / 2.0; region(i) = MPI_Barrier; */ //! here
  /*@ loop invariant 0 <= it <= NSTEPS;
      loop invariant VM_regionCount == it && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns it, VM_Vars;
      loop variant NSTEPS - it; */
  for (it = 0; it < NSTEPS; it++) {
    if (rank == 0)
      MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  //@ assert rank == 0;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

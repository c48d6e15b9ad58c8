/* S599 (hunt 143). S592 through a header name with a `./` step: the rule
   compared header names as written, `<./time.h>` did not match `time.h`,
   whose Frama-C version declares `killpg` with a contract, and the looping
   definition was accepted (only the `exits` goal, which the contract
   lacks, failed). Header names are now resolved as the preprocessor does. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <./time.h>

int killpg(int pgrp, int sig) { //! here
  if (sig == 9)
    for (;;) ;
  return 0;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  killpg(0, rank == 1 ? 9 : 8);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("done %d\n", rank);
  MPI_Finalize();
  return 0;
}

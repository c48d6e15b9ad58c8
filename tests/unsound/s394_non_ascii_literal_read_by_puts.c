/* S394 (hunt 49): `puts("Grüße")` in verified code. With `-wp-literals`,
 * Frama-C 25's Wp states a literal's bytes as 0 .. 255 in memory it types
 * as signed `char`, so a byte of 0x80 or more read by `puts`'s contract made
 * the hypotheses contradictory: the barrier that only rank 0 enters was
 * proved unreachable, and the run hangs. A string literal with such a byte
 * is an error in verified code, but as an array's initializer.
 * vmfc was: "Proved goals: 29 / 29". */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  char stop[1] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  puts("Grüße"); //! here
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (stop[0] == 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

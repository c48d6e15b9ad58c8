/* S273 (hunt 31): `-D terminates=ensures`, and the file ends with `#undef
 * terminates`. The rule on `-D` macros that rewrite annotations read the
 * macro table at the end of the file, where the `#undef` had removed it:
 * every `terminates \true;` vmfc adds became `ensures \true;` and `spin`
 * (`while (1) {}`) was proved. Now the rule reads what `-D` defined, and
 * the `#undef` of a macro of the user's is an error too.
 * vmfc was: "Proved goals: 26 / 26". run (mpiexec -n 2): hangs. */
//! expect: error
//! define: terminates=ensures
#include <mpi.h>
#include <stdio.h>


/*@ assigns \nothing;
    ensures \false; */
void spin(void) {
  while (1) { }
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1)
    spin();
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

#undef terminates //! here

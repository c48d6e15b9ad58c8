/* S276 (hunt 31): r256 through `#<comment>define terminates ensures`: a comment
 * is white space between `#` and the directive's name for the compiler,
 * but vmfc's rules read the word right after `#`, so the macro that turns
 * every generated `terminates \true;` into `ensures \true;` was not seen
 * and `spin` (`while (1) {}`) was proved. Now a comment between `#` and the directive's name is an error: every
 * rule that reads directives from the text sees the directive's name
 * right after `#`.
 * vmfc was: "Proved goals: 26 / 26". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#/**/define terminates ensures //! here

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


/* S269 (hunt 31): m156 with `#undef`: `#define ADM admit`, used in a
 * contract, then `#undef ADM`: the rule against macros that write `admit`
 * read the macro table at the end of the file, so `f`'s contract said
 * `admit ensures \result == 1` unseen (no --allow-assumptions, no smoke
 * check) while `f` returns 5. Now the rule reads every definition.
 * vmfc was: "Proved goals: 25 / 25". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define ADM admit //! here
/*@ terminates \true;
    exits \false;
    assigns \nothing;
    ADM ensures \result == 1; */
int f(void) { return 5; }
#undef ADM

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  r = f();
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}

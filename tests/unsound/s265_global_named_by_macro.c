/* S265 (hunt 31): r260 with the global's name spelled by a macro
 * (`#define GV gvar`, `int GV;`): `-wp-alias-vars` named the globals
 * whose names are written in the code, and `gvar` is written only in a
 * directive and an annotation, so Wp kept it out of memory in `get` and
 * assumed `GP` does not point to it. Now the globals are taken from the
 * parsed declarations of the user's files (`transform/aliased.rs`).
 * vmfc was: "Proved goals: 29 / 29". run (mpiexec -n 2): hangs. */
//! expect: postcondition
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define GV gvar
int GV = 0;
int *GP;

/*@ requires \valid_read(GP) && *GP == 1;
    terminates \true; exits \false;
    assigns gvar;
    ensures \result == 1; */ //! here
int get(void) { GV = 5; return *GP; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  GV = 1;
  GP = &GV;
  if (rank == 0) r = get(); else r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}

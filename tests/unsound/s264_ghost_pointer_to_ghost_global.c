/* S264 (session of 2026-12-05): r260 with ghost globals. `put` writes
 * `*GP` and promises `G == 1`; its precondition allows `GP == &G`, where
 * the promise is false. `-wp-alias-vars` named the C globals only, so Wp
 * kept the ghost `G` out of memory in `put`'s proof and assumed, with no
 * hypothesis to check, that `GP` does not point to it. Now the names that
 * file-scope ghost declarations declare are kept in memory too
 * (`transform/aliased.rs`).
 * vmfc was: "Proved goals: 19 / 19". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

//@ ghost int G = 0;
//@ ghost int \ghost *GP;

/*@ requires \valid(GP) && G == 1;
    terminates \true; exits \false;
    assigns *GP;
    ensures G == 1; */ //! here
void put(void) {
  //@ ghost *GP = 7;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost G = 1;
  //@ ghost GP = &G;
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}

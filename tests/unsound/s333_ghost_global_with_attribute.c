/* S333 (hunt 38): s264 with `//@ ghost int G __attribute__((unused)) = 0;`: the check
 * of the printed program read `__attribute__ (` as a function's
 * declaration, so `G`, out of Wp's memory, was not reported, and `put`
 * was proved to keep `G` while writing `*GP` with `GP == &G`. The declared
 * variable is now the first one the printer marks with an identity.
 * Since hunt 39 the ghost globals of the program as Frama-C
 * printed it are kept in memory too, and the false postcondition fails
 * (it was an error at the declaration before). vmfc was: "Proved". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

//@ ghost int G __attribute__((unused)) = 0;
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

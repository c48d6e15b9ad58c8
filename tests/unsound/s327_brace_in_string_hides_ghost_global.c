/* S327 (hunt 37): s306 after `const char *OPEN = "{";`: the check of the printed
 * program counted the brace in the string and took the rest of the file
 * for a function body, so the ghost global was not checked.
 * Since hunt 39 the ghost globals of the program as Frama-C
 * printed it are kept in memory too, and the false postcondition fails
 * (it was an error at the declaration before). vmfc was: "Proved". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

const char *OPEN = "{";

#define GH ghost
//@ GH int G = 0;
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

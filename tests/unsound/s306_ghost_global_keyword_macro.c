/* S306 (hunt 35): s292 with the ghost global declared `//@ GH int G = 0;` (`#define GH
 * ghost`): not among the globals kept in Wp's memory, so a false
 * `ensures G == 1` was proved. vmfc now reads the program as Frama-C
 * printed it: a ghost global not kept in memory is an error.
 * Since hunt 39 the ghost globals of the program as Frama-C
 * printed it are kept in memory too, and the false postcondition fails
 * (it was an error at the declaration before). vmfc was: "Proved". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

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

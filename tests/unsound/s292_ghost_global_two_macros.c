/* S292 (hunt 34): s270 through two macros (`#define GN GM`, `#define GM
 * G`, `ghost int GN`): the names behind a macro were read one level deep,
 * so `G` stayed out of -wp-alias-vars and `put` was proved to keep `G ==
 * 1` although `GP` may point to it. Now through every level.
 * vmfc was: "Proved goals: 18 / 18". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

#define GN GM
#define GM G
//@ ghost int GN = 0;
//@ ghost int \ghost *(GP);

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

/* S270 (hunt 31): s264 with the ghost global's name spelled by a macro
 * (`#define GN G`, `ghost int GN`) and a parenthesized declarator: vmfc
 * read the names in the ghost text as written, so `G` stayed out of Wp's
 * memory and `put` was proved to keep it unchanged although `GP` may
 * point to it. Now a declared name that is a macro stands for its
 * replacement's names, and a declarator in parentheses is read too.
 * vmfc was: "Proved goals: 19 / 19". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

#define GN G
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

/* S337 (hunt 39): s264 with `//@ ghost int __attribute__((deprecated("/@"))) G
 * __attribute__((unused)) = 0;`: vmfc's reading of the source missed `G`
 * (an attribute after the name), and the check of the printed program
 * dropped the declaration's rest after the literal's `/@`, so `G` stayed
 * out of Wp's memory and `put` was proved to keep `G == 1` while writing
 * `*GP` with `GP == &G`. The ghost globals of the printed program are now
 * kept in memory.
 * vmfc was: "Proved". */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

//@ ghost int __attribute__((deprecated("/@"))) G __attribute__((unused)) = 0;
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

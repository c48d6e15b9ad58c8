/* S341 (hunt 39): s264 with the ghost global `G$H` next to a C global `G`:
 * vmfc's reading of the source missed `G$H`, and the check of the printed
 * program read it as `G`, which was kept in memory, so `put` was proved to
 * leave `G$H` unchanged while writing `*GP` with `GP == &G$H`. A `$` in a
 * name is now an error.
 * vmfc was: "Proved". */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int G;
//@ ghost int G$H = 0; //! here
//@ ghost int \ghost *GP;

/*@ requires \valid(GP);
    terminates \true; exits \false;
    assigns *GP; */
void put(void) {
  //@ ghost int r1 = G$H;
  //@ ghost *GP = 7;
  //@ ghost int r2 = G$H;
  //@ assert r1 == r2;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost GP = &G$H;

  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}

/* S310 (hunt 35): `stdout` written by a verified function that reads `*SP` (`SP ==
 * &stdout` allowed by its contract): vmfc passed `stdout` to
 * `-wp-alias-vars`, but Frama-C's library spells it `(__fc_stdout)`, so the
 * variable stayed out of memory and a false postcondition was proved. The
 * names Frama-C's library spells with a macro are measured
 * (src/transform/framac_globals.txt, tests/libc.rs).
 * vmfc was: "Proved". The variables Frama-C's library spells with a
 * macro are still kept in memory; assigning a standard stream (or taking
 * its address) is now an error of its own (hunt 139: a stream replaced
 * by one writing memory). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

FILE **SP;

/*@ requires \valid_read(SP);
    terminates \true; exits \false;
    assigns stdout;
    ensures \result == 0 || \result == 1;
    ensures \result == 1 ==> \old(*SP) == \null; */
int get(void) {
  FILE *o = *SP;
  int r;
  stdout = NULL; //! here
  r = *SP == NULL;
  stdout = o;
  return r;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}

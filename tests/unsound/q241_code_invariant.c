/* Q241 (hunt 28): a general code invariant (`//@ invariant 1 == 2;`,
 * not a loop invariant) in a verified function: Frama-C 25's Wp skips it
 * ("Generalized invariant not yet supported") and vmfc dropped the
 * warning. Closed by q240's rule.
 * vmfc was: "Proved goals: 50 / 50" (with q240's contracts). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ requires 0 <= x <= 100;
    assigns \nothing;
    ensures \result == x + 1; */
int g(int x) {
  int y = x;
  y = y + 1;
  //@ invariant 1 == 2; //! here
  y = y + 0;
  return y;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int r = g(3);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done %d\n", rank, r);
  MPI_Finalize();
  return 0;
}

/* Q240 (hunt 28): a statement contract in a verified function
 * (`requires 1 == 2; ensures 1 == 2;` on the block `{ y = y + 1; }`): Frama-C
 * 25's Wp skips it ("Statement specifications not yet supported") and
 * vmfc dropped Wp's warning, so its false clauses read as proved. Rule:
 * no statement contract or code invariant in a verified function (and a
 * Frama-C warning that it skips an annotation is an error).
 * vmfc was: "Proved goals: 30 / 30". */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ requires 0 <= x <= 100;
    assigns \nothing;
    ensures \result == x + 1; */
int g(int x) {
  int y = x;
  /*@ requires 1 == 2; assigns y; ensures 1 == 2; ensures y == 1000; breaks \true; */ //! here
  {
    y = y + 1;
  }
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

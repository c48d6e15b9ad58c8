/* S436 (hunt 70). `break` inside a GNU statement expression in a `while` condition.
   GCC reads a loop's condition before it opens the loop's `break` target,
   so the `break` leaves the enclosing `for`; Frama-C lowers `while (c) s`
   to `while (1) { if (!c) break; s }`, where it leaves the inner loop. The
   false `assert n == 3` was proved (43/43); under MPICH rank 1 has n == 0,
   skips the barrier, and the others hang. A `break` or `continue` that
   leaves a statement expression is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, n = 0, k, i;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ loop invariant 0 <= k <= 3 && n == k;
      loop assigns k, i, n;
      loop variant 3 - k; */
  for (k = 0; k < 3; k++) {
    i = 0;
    /*@ loop invariant 0 <= i <= 5;
        loop assigns i;
        loop variant 5 - i; */
    while (({ if (i == 1 && rank == 1) break; i < 5; })) { //! here
      i++;
    }
    n++;
  }
  //@ assert n == 3;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (n == 3)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done n = %d\n", rank, n);
  MPI_Finalize();
  return 0;
}

/* S438 (hunt 70). S436 with the statement expression in a `for` step. */
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
    /*@ loop invariant 0 <= i <= 5;
        loop assigns i;
        loop variant 5 - i; */
    for (i = 0; i < 5; ({ if (i == 1 && rank == 1) break; i++; })) { //! here
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

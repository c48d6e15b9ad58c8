/* S344 (hunt 40): o218 with a local array and a variable index, `c[0] * 10 +
 * c[j]++`: GCC's -Wsequence-point compares spellings (`c[0]`, `c[j]`), and
 * vmfc's sequencing rule took a local array's elements for plain locals.
 * A write to an element of a local array now counts against the other
 * operands that read or write that array.
 * vmfc was: "Proved". run: mpiexec -n 2, MPI_Send aborts (rank -9). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int c[1] = {1}, j = 0;
  int dest = c[0] * 10 + c[j]++ - 20;   /* 1 for Frama-C, -9 for GCC */ //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, dest, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}

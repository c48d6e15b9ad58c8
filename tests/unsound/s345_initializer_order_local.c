/* S345 (hunt 40): `struct P pt = { .y = c++, .x = c };`: C leaves the order of an
 * initializer list's expressions open (C11 6.7.9p23); CIL evaluates them as
 * written (x = 2), GCC in the members' order (x = 1), and warns about
 * neither. In an initializer list a local one element writes may not be
 * read or written by another.
 * vmfc was: "Proved". run: mpiexec -n 2, MPI_Send aborts (rank -9). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
struct P { int x, y; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int c = 1;
  struct P pt = { .y = c++, .x = c };   /* Frama-C: y first (x = 2), GCC: x first (x = 1) */ //! here
  int dest = pt.x * 10 + pt.y - 20;   /* 1 for Frama-C, -9 for GCC */ 
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

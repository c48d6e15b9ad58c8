/* Q238 (hunt 28): q235 through a global: `pick` sets the global `int *P`
 * to `&G` (`assigns P;`), and `get(P)` writes through it and reads `G`:
 * Wp's check at that call that `P` does not point to `G` was generated
 * as `true`. Closed by q237's rule (`P` may hold a pointer).
 * vmfc was: "Proved goals: 40 / 40". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;
int dummy;
int *P;
/*@ assigns P;
    ensures \valid(P); */
void pick(void) { P = &G; }

/*@ requires \valid(p);
    assigns *p;
    ensures \result == 1; */
int get(int *p) { int old = G; *p = 7; return G - old + 1; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) {
    pick(); r = get(P); //! here
  } else
    r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}

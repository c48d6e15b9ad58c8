/* R247: q237 with `pick` declared with its contract in a user header and
 * defined in another file (`void pick(int **out) { *out = &G; }`): the
 * rule on handed pointers read the `assigns` of the input file's contracts
 * only. Now of every contract Frama-C joins to the function, the user's
 * headers' included.
 * vmfc was: "Proved goals: 36 / 36". */
//! expect: error
//! allow: assumptions
#include <mpi.h>
#include <stdio.h>
#include "r247_pick.h"

int G = 0;

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
    int *q; pick(&q); r = get(q); //! here
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

/* R262 (hunt 30): r261 with the structure passed by address: Wp's
 * memory-model hypothesis at the call was `\separated(b, &G)` only, none
 * for `b->p`. Closed by r260's rule.
 * vmfc was: "Proved goals: 31 / 31". run (mpiexec -n 2): hangs. */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>

int G = 0;
struct box { int *p; };

/*@ requires \valid_read(b) && \valid_read(b->p) && *(b->p) == 1;
    terminates \true; exits \false;
    assigns G;
    ensures \result == 1; */ //! here
int get(struct box *b) { G = 5; return *(b->p); }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  struct box bx;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  G = 1;
  bx.p = &G;
  if (rank == 0) r = get(&bx); else r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}

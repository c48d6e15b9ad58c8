/* Q235 (hunt 27): `pick` returns `&G` (its contract: a valid pointer, and
 * even `assigns \result \from \nothing`, which Wp does not prove); `get`
 * writes through its argument and reads `G`. Wp's check at `get(q)` that
 * `q` does not point to `G` (-wp-check-memory-model) held, because Wp
 * assumes from the missing or wrong `\from` that a returned pointer
 * points to no global. Rule: verified code calls no function of the
 * user's files that returns a pointer.
 * vmfc was: "Proved goals: 40 / 40". run (mpiexec -n 2): `get` returns 8,
 * rank 0 skips the barrier, rank 1 waits in it forever. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;
int dummy;

/*@ assigns \result \from \nothing;
    ensures \valid(\result); */
int *pick(void) { return &G; }

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
    int *q = pick(); //! here
    r = get(q);
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

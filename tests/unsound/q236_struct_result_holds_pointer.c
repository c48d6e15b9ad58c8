/* Q236 (hunt 28): q235 through a structure: `pick` returns a
 * `struct box { int *p; }` holding `&G`, and `get(b.p)` writes through
 * its argument and reads `G`. Wp warned of nothing. Rule: verified code
 * calls no function of the user's files whose result may hold a pointer
 * (a pointer, an array or record with one, a type vmfc does not model).
 * vmfc was: "Proved goals: 40 / 40". run (mpiexec -n 2): rank 0 gets 8,
 * skips the barrier, rank 1 waits in it forever. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;
int dummy;
struct box { int *p; };
/*@ assigns \nothing;
    ensures \valid(\result.p); */
struct box pick(void) { struct box b; b.p = &G; return b; }

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
    struct box b = pick(); r = get(b.p); //! here
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

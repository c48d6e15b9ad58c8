/* S414 (hunt 59). S413 with `#define COLON :` in a `?:`: vmfc saw no
 * unmatched `:`, so the `\let` seemed to run to the end of the body;
 * Frama-C's ends at the `:`. (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define COLON :
struct check { int v; };
/*@ logic integer P2(integer a, integer b) = a + b; */
/*@ logic integer G(struct check *p, integer t) = t == 0 ? \let G = 0; 1 COLON 1 + G(p, t); */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert G((struct check *)0, 0) == 0;
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}

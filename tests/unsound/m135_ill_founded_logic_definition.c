/* M135. `F(n) = F(n) + 1`: Wp takes the definition as an axiom, which no
 * function satisfies, and every goal after it was proved (here a barrier
 * that rank 0 alone reaches). A recursive definition must be seen to be
 * well founded: `C ? A : B`, the calls in `B` only, some integer
 * parameter decreasing in each down to a bound `C` tests. (Real run:
 * rank 0 waits alone in the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer F(integer n) = F(n) + 1; */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert F(0) == 5;
  //@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier;
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}

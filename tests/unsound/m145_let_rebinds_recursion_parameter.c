/* M145. A `\let` hid an ill-founded recursion: vmfc read `F(n - 1)` as a
 * decreasing call, but that `n` is the one `\let n = n + 1` binds, so the
 * definition is `F(n) = F(n) + 1` for n > 0 (m135's class), which no
 * function satisfies; every goal after it was proved, a barrier only rank
 * 0 reaches included. A recursive definition may not bind its parameters
 * again (`\let`, quantifiers, `\lambda`). (Real run: rank 0 waits alone in
 * MPI_Barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer F(integer n) = n <= 0 ? 0 : (\let n = n + 1; F(n - 1) + 1); */ //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert F(1) == 5;
  //@ assert 1 == 2;
  //@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier;
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}

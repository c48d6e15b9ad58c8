/* S404 (hunt 56). S403 with the `;` of a `\forall`: the predicate's body
 * was read as `\forall integer k`, and Frama-C's axiom P(t) <==> !P(t)
 * made every later goal proved. (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ predicate P(integer t) = \forall integer k; k == t ==> !P(t); */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert P(rank);
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}

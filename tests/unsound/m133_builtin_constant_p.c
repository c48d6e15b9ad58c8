/* M133. `__builtin_constant_p(rank - rank)` is 0 for Frama-C and 1 for GCC:
 * the branch proved is not the one built. Compiler built-ins whose value
 * the compiler chooses (`__builtin_constant_p`, `__builtin_object_size`,
 * `__builtin_LINE` ...) are rejected. (Real run: rank 1 skips the barrier,
 * rank 0 waits in it.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /* 1 when the compiler sees the offset as a constant */
  int folded = __builtin_constant_p(rank - rank); //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!folded || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert folded == 0;
  printf("rank %d of %d: folded = %d\n", rank, nprocs, folded);
  MPI_Finalize();
  return 0;
}
